"""Deciding many claims on several cores, with results in registry order.

Workers receive claim ids (claims hold functions, which do not pickle) and
return JSON-ready records, so the output is the same bytes whatever the number
of workers.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from krverify.engine.verdicts import decide
from krverify.errors import TimedOut

__all__ = ["Interrupted", "decide_records", "default_jobs", "map_in_order"]


class Interrupted(KeyboardInterrupt):
    """Ctrl-C while deciding; ``claim_id`` is the claim whose result was awaited."""

    def __init__(self, claim_id: str) -> None:
        super().__init__(claim_id)
        self.claim_id = claim_id


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops them all."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


from krverify._defaults import default_jobs  # noqa: E402  (re-exported)

#: Seconds one claim may take (None: no limit); set before the workers fork, so they inherit it.
_time_limit: float | None = None


def _record(job: tuple[str, int]) -> dict[str, Any]:
    from krverify.claims import get_claim

    claim_id, examples = job
    if _time_limit is None:
        return decide(get_claim(claim_id), examples=examples).record()

    def expire(_signum: int, _frame: object) -> None:
        raise TimedOut(claim_id, _time_limit)

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, _time_limit)
    try:
        return decide(get_claim(claim_id), examples=examples).record()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def decide_records(claim_ids: Sequence[str], *, examples: int, jobs: int,
                   progress: Callable[[str], None] | None = None,
                   timeout: float | None = None) -> Iterator[dict[str, Any]]:
    """Records of the given claims, in the given order, decided by ``jobs`` processes.

    With ``timeout``, a claim that runs longer raises :class:`~krverify.errors.TimedOut`
    naming it, and the other workers are stopped.
    """
    global _time_limit
    _time_limit = timeout
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
    except TimedOut:
        pool.terminate()
        raise
    finally:
        pool.terminate()
        pool.join()
