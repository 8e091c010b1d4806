"""Deciding many claims on several cores, with results in registry order.

Workers receive claim ids (claims hold functions, which do not pickle) and
return JSON-ready records, so the output is the same bytes whatever the number
of workers.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from krverify.engine.verdicts import decide

__all__ = ["Interrupted", "decide_records", "default_jobs", "map_in_order"]


class Interrupted(KeyboardInterrupt):
    """Ctrl-C while deciding; ``claim_id`` is the claim whose result was awaited."""

    def __init__(self, claim_id: str) -> None:
        super().__init__(claim_id)
        self.claim_id = claim_id


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops them all."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def default_jobs() -> int:
    """One worker per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))


def _record(job: tuple[str, int]) -> dict[str, Any]:
    from krverify.claims import get_claim

    claim_id, examples = job
    return decide(get_claim(claim_id), examples=examples).record()


def decide_records(claim_ids: Sequence[str], *, examples: int, jobs: int,
                   progress: Callable[[str], None] | None = None) -> Iterator[dict[str, Any]]:
    """Records of the given claims, in the given order, decided by ``jobs`` processes."""
    return map_in_order(_record, claim_ids, examples=examples, jobs=jobs, progress=progress)


def map_in_order(function: Callable[[tuple[str, int]], Any], claim_ids: Sequence[str], *, examples: int,
                 jobs: int, progress: Callable[[str], None] | None = None) -> Iterator[Any]:
    """function((claim_id, examples)) for each id, in order, on ``jobs`` processes (a module-level function)."""
    work = [(claim_id, examples) for claim_id in claim_ids]
    if jobs <= 1 or len(work) <= 1:
        for job in work:
            try:
                record = function(job)
            except KeyboardInterrupt:
                raise Interrupted(job[0]) from None
            if progress:
                progress(job[0])
            yield record
        return
    pool = multiprocessing.get_context("fork").Pool(jobs, initializer=_ignore_interrupts)
    waiting = work[0][0]
    try:
        results = pool.imap(function, work, chunksize=1)
        for claim_id, _ in work:
            waiting = claim_id
            record = next(results)
            if progress:
                progress(claim_id)
            yield record
        pool.close()
    except KeyboardInterrupt:
        pool.terminate()
        raise Interrupted(waiting) from None
    finally:
        pool.terminate()
        pool.join()
