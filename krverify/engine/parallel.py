"""Deciding many claims on several cores, with results in registry order.

Workers receive claim ids (claims hold functions, which do not pickle) and
return JSON-ready records, so the output is the same bytes whatever the number
of workers.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from krverify.engine.verdicts import decide

__all__ = ["decide_records", "default_jobs"]


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
    work = [(claim_id, examples) for claim_id in claim_ids]
    if jobs <= 1 or len(work) <= 1:
        for job in work:
            if progress:
                progress(job[0])
            yield _record(job)
        return
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        for (claim_id, _), record in zip(work, pool.map(_record, work, chunksize=1), strict=True):
            if progress:
                progress(claim_id)
            yield record
