"""Deciding many claims on several cores, or on any ``concurrent.futures`` executor, with results in order.

Workers receive plain ``(claim_id, examples)`` tuples (claims hold functions, which do not pickle) and run a
module-level function that returns a JSON-ready record, so the output is the same bytes whatever the number of
workers or the executor: a forked pool of ``jobs`` processes, a ``ThreadPoolExecutor``, a
``ProcessPoolExecutor`` or a Dask cluster (:mod:`krverify.engine.distributed`).

The per-claim ``timeout`` is enforced in two ways.  Without an executor (``jobs`` processes or inline), each
worker arms SIGALRM around its claim, so a claim that *runs* longer than ``timeout`` seconds raises
:class:`~krverify.errors.TimedOut`.  SIGALRM works only in a process's main thread, which an executor's task
need not run in (Dask runs tasks in worker threads), so with an executor the limit is kept by the client: the
results are awaited in order, and a claim whose result is not back ``timeout`` seconds after it became the
awaited one (every earlier result in hand) raises :class:`~krverify.errors.TimedOut` naming it.  That bounds
the whole run by ``len(claim_ids) * timeout`` after submission and never blames a claim that has not been
submitted for ``timeout`` seconds; but a claim that started early, beside earlier claims, may run longer than
``timeout`` unnoticed, and a task already running on an executor is not stopped (only the outstanding ones are
cancelled; its result is discarded).
"""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import signal
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from krverify.engine.verdicts import decide
from krverify.errors import Interrupted, TimedOut  # Interrupted re-exported

__all__ = ["Interrupted", "Job", "decide_job", "decide_records", "default_jobs", "map_in_order"]


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops them all."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


from krverify._defaults import default_jobs  # noqa: E402  (re-exported)

Job = tuple[str, int]  # (claim id, hypothesis examples): all that travels to a worker
Result = TypeVar("Result")

#: Seconds one claim may take (None: no limit); set before the workers fork, so they inherit it.
_time_limit: float | None = None


def decide_job(job: Job) -> dict[str, Any]:
    """The record of one ``(claim_id, examples)`` job, with no time limit (what an executor runs).

    Module-level and taking a plain tuple, so it pickles by reference: a worker on another machine needs
    krverify (the same version) installed, nothing else.
    """
    from krverify.claims import get_claim

    claim_id, examples = job
    return decide(get_claim(claim_id), examples=examples).record()


def _record(job: Job) -> dict[str, Any]:
    """:func:`decide_job` under the SIGALRM time limit ``_time_limit`` (a worker's main thread only)."""
    claim_id, _ = job
    if _time_limit is None:
        return decide_job(job)

    def expire(_signum: int, _frame: object) -> None:
        raise TimedOut(claim_id, _time_limit)

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, _time_limit)
    try:
        return decide_job(job)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def decide_records(claim_ids: Sequence[str], *, examples: int, jobs: int,
                   progress: Callable[[str], None] | None = None, timeout: float | None = None,
                   executor: concurrent.futures.Executor | None = None) -> Iterator[dict[str, Any]]:
    """Records of the given claims, in the given order, decided by ``jobs`` processes or on ``executor``.

    With ``executor`` every claim is submitted at once and ``jobs`` is ignored; the records are the same.
    With ``timeout``, a claim that takes longer raises :class:`~krverify.errors.TimedOut` naming it and the
    outstanding work is stopped (with an executor: awaited on the client side, see the module docstring).
    """
    global _time_limit
    if executor is not None:
        work = [(claim_id, examples) for claim_id in claim_ids]
        return _map_on_executor(decide_job, work, executor, progress, timeout)
    _time_limit = timeout
    return map_in_order(_record, claim_ids, examples=examples, jobs=jobs, progress=progress)


def map_in_order(function: Callable[[Job], Result], claim_ids: Sequence[str], *, examples: int, jobs: int,
                 progress: Callable[[str], None] | None = None,
                 executor: concurrent.futures.Executor | None = None) -> Iterator[Result]:
    """function((claim_id, examples)) for each id, in order: inline, on ``jobs`` forked processes, or on
    ``executor`` (then ``jobs`` is ignored).  ``function`` must be module-level (it is pickled by reference).

    ``progress(claim_id)`` is called as each result is yielded, in order.  Ctrl-C stops the outstanding work
    and raises :class:`Interrupted` naming the claim whose result was awaited.
    """
    work = [(claim_id, examples) for claim_id in claim_ids]
    if executor is not None:
        return _map_on_executor(function, work, executor, progress, None)
    return _map_locally(function, work, jobs, progress)


def _map_locally(function: Callable[[Job], Result], work: list[Job], jobs: int,
                 progress: Callable[[str], None] | None) -> Iterator[Result]:
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


def _map_on_executor(function: Callable[[Job], Result], work: list[Job], executor: concurrent.futures.Executor,
                     progress: Callable[[str], None] | None, timeout: float | None) -> Iterator[Result]:
    """Submit every job to ``executor`` now, in order (a first-in-first-out executor starts them in order), and
    return an iterator over the results in order that waits at most ``timeout`` seconds for each result once it
    is the awaited one.  O(len(work)) futures are held at once.

    Leaving early (an error, Ctrl-C, a time-out, or closing the iterator) cancels every future not yet started;
    a running one finishes on its worker and its result is discarded.
    """
    futures: list[concurrent.futures.Future[Result]] = []
    try:
        for job in work:
            futures.append(executor.submit(function, job))
    except KeyboardInterrupt:
        _cancel(futures)
        raise Interrupted(work[min(len(futures), len(work) - 1)][0]) from None
    except BaseException:
        _cancel(futures)
        raise
    return _in_order(work, futures, progress, timeout)


def _in_order(work: list[Job], futures: list[concurrent.futures.Future[Result]],
              progress: Callable[[str], None] | None, timeout: float | None) -> Iterator[Result]:
    waiting = work[0][0] if work else ""
    try:
        for (claim_id, _), future in zip(work, futures, strict=True):
            waiting = claim_id
            try:
                result = future.result(timeout=timeout)
            except concurrent.futures.TimeoutError:
                if not future.done():
                    assert timeout is not None
                    raise TimedOut(claim_id, timeout) from None
                result = future.result()  # it finished just then, or the task itself raised TimeoutError
            if progress:
                progress(claim_id)
            yield result
    except KeyboardInterrupt:
        raise Interrupted(waiting) from None
    finally:
        _cancel(futures)


def _cancel(futures: Sequence[concurrent.futures.Future[Any]]) -> None:
    """Cancel every future that has not started (finished and running ones are left alone)."""
    for future in futures:
        future.cancel()
