"""Deciding on any concurrent.futures executor: the same records as the inline run, in order, whatever finishes
first; the client-side time limit, Ctrl-C and cancellation of the outstanding work."""

import json
import multiprocessing
import threading
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from krverify.engine import parallel
from krverify.engine.parallel import Interrupted, decide_records, map_in_order
from krverify.errors import TimedOut

#: Fast claims of every kind of evidence: proved, refuted with a correction, verified.
CLAIMS = ("001.first-term-positive", "001.eq-4.31", "000.hamming-distance", "004.rr-ldp")
EXAMPLES = 20


@pytest.fixture(scope="module")
def inline_records():
    """The reference: every claim decided in this process, one after the other (jobs=1)."""
    return list(decide_records(CLAIMS, examples=EXAMPLES, jobs=1))


def _bytes(records):
    return json.dumps(records, sort_keys=True, ensure_ascii=False).encode()


def test_a_thread_pool_gives_the_inline_records(inline_records):
    """Threads, not a main thread: the SIGALRM limit must not be used there (it would raise ValueError)."""
    seen = []
    with ThreadPoolExecutor(2) as executor:
        records = list(decide_records(CLAIMS, examples=EXAMPLES, jobs=1, timeout=600, executor=executor,
                                      progress=seen.append))
    assert _bytes(records) == _bytes(inline_records)
    assert seen == list(CLAIMS) and [r["id"] for r in records] == list(CLAIMS)


def test_a_process_pool_gives_the_inline_records(inline_records):
    """Fresh processes (forkserver: nothing inherited): only the module-level function and (claim id, examples)
    tuples are pickled."""
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("forkserver")) as executor:
        records = list(decide_records(CLAIMS, examples=EXAMPLES, jobs=1, executor=executor))
    assert _bytes(records) == _bytes(inline_records)


def _sleep_then_echo(job):
    """The first claims take longest, so the results complete in reverse order."""
    claim_id, examples = job
    time.sleep(0.05 * (4 - int(claim_id)))
    return f"{claim_id}:{examples}"


def test_results_and_progress_follow_the_given_order_not_completion():
    seen = []
    with ThreadPoolExecutor(4) as executor:
        out = list(map_in_order(_sleep_then_echo, ["0", "1", "2", "3"], examples=7, jobs=99, executor=executor,
                                progress=seen.append))
    assert out == ["0:7", "1:7", "2:7", "3:7"] and seen == ["0", "1", "2", "3"]


class _Recording(ThreadPoolExecutor):
    """A thread pool that keeps every future it hands out."""

    def __init__(self, workers):
        super().__init__(workers)
        self.futures = []

    def submit(self, fn, /, *args, **kwargs):
        future = super().submit(fn, *args, **kwargs)
        self.futures.append(future)
        return future


def test_a_claim_not_back_in_time_is_named_and_the_rest_cancelled(monkeypatch):
    """With an executor the limit is kept by the client: the awaited claim's result is not back in time."""
    release = threading.Event()

    def blocked(job):
        release.wait(30)
        return {"id": job[0]}

    monkeypatch.setattr(parallel, "decide_job", blocked)
    with _Recording(1) as executor:
        started = time.monotonic()
        with pytest.raises(TimedOut) as caught:
            list(decide_records(["a", "b", "c"], examples=1, jobs=1, timeout=0.3, executor=executor))
        waited = time.monotonic() - started
        release.set()
    assert caught.value.claim_id == "a" and "0.3 s" in str(caught.value)
    assert 0.3 <= waited < 5
    assert [f.cancelled() for f in executor.futures] == [False, True, True]  # "a" was running: left to finish


_gate, _third_started = threading.Event(), threading.Event()


def _held_from_the_third(job):
    """Claims "0" and "1" return at once; later ones wait for the gate."""
    if job[0] not in ("0", "1"):
        _third_started.set()
        _gate.wait(30)
    return job[0]


def test_ctrl_c_names_the_awaited_claim_and_cancels_the_rest():
    """Ctrl-C may arrive anywhere in the loop; here in the progress callback after claim "1"."""
    def interrupt(claim_id):
        if claim_id == "1":
            assert _third_started.wait(30)  # so that "2" is running, not cancellable, when Ctrl-C comes
            raise KeyboardInterrupt

    _gate.clear()
    _third_started.clear()
    with _Recording(1) as executor:
        results = map_in_order(_held_from_the_third, ["0", "1", "2", "3"], examples=1, jobs=1, executor=executor,
                               progress=interrupt)
        with pytest.raises(Interrupted) as caught:
            list(results)
        _gate.set()
    assert caught.value.claim_id == "1"
    assert [f.cancelled() for f in executor.futures] == [False, False, False, True]  # "2" was running


def test_a_task_that_raises_timeout_error_is_not_a_time_limit():
    """A TimeoutError raised by the work itself propagates as it is, not as TimedOut."""
    with ThreadPoolExecutor(1) as executor:
        with pytest.raises(TimeoutError) as caught:
            list(map_in_order(_raise_timeout, ["x"], examples=1, jobs=1, executor=executor))
    assert not isinstance(caught.value, TimedOut) and str(caught.value) == "from the task"


def _raise_timeout(job):
    raise TimeoutError("from the task")
