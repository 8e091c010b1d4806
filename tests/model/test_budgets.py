"""Issue 23 (3): a time budget and Ctrl-C stop the certified searches with the enclosure reached so far, which must
still contain the true value.  The true value comes from a second method: the exact scan over every m (the
branch and bound is forced with a small N), or the converged bisection, which the stopped one must bracket."""

from fractions import Fraction as F

import pytest

from krverify.model import max_delta as md
from krverify.model.hockey_stick import hockey_stick_delta, smallest_epsilon

N, K, Q, LAM = 300, 1, F(1, 4), F(6, 5)


@pytest.fixture(scope="module")
def exact_delta() -> F:
    """δ by the exact scan over every m (kN = 300 is within the scan)."""
    result = hockey_stick_delta(N, Q, K, LAM, scan_limit=N * K)
    assert result.method == "exact scan" and result.delta_lower == result.delta_upper
    return result.delta_upper


def _raise_on(monkeypatch, name: str, call: int) -> None:
    """Make the ``call``-th call of _Search.<name> raise KeyboardInterrupt (a Ctrl-C at that moment)."""
    original = getattr(md._Search, name)
    calls = {"n": 0}

    def wrapped(self, *args, **kwargs):
        calls["n"] += 1
        if calls["n"] == call:
            raise KeyboardInterrupt
        return original(self, *args, **kwargs)
    monkeypatch.setattr(md._Search, name, wrapped)


# the full run: 3 block bounds, 2 singles and 48 laws of the aligned bound (Proposition 4)
@pytest.mark.parametrize("name, call", [("block_bound", c) for c in (1, 2, 3)] + [("single", c) for c in (1, 2)]
                         + [("h_values", c) for c in (1, 6, 12, 13, 24, 25, 36, 48)])
def test_an_interrupt_anywhere_keeps_a_valid_enclosure(monkeypatch, exact_delta, name, call):
    _raise_on(monkeypatch, name, call)
    result = md.max_delta(N, K, Q, LAM, F(1, 10**9))
    assert result.interrupted and not result.converged
    assert result.delta_lower <= exact_delta <= result.delta_upper


def test_an_interrupt_while_the_root_block_is_bounded_keeps_the_trivial_enclosure(monkeypatch, exact_delta):
    """With the blanket alone the root's bound comes first: interrupted there, the enclosure is [0, 1] (δ <= 1)."""
    _raise_on(monkeypatch, "block_bound", 1)
    result = md.max_delta(N, K, Q, LAM, aligned=False)
    assert result.interrupted and (result.delta_lower, result.delta_upper) == (0, 1)


def test_a_planted_handler_that_drops_the_open_blocks_is_caught(monkeypatch, exact_delta):
    """Planted: an interrupt handler that forgets the blocks not yet examined (the stack and the block in hand)
    gives an upper end below the exact δ at some interrupt point: the check above can fail."""
    failures = 0
    for name, call in [("block_bound", c) for c in (1, 2, 3)] + [("h_values", c) for c in range(1, 49, 3)]:
        with monkeypatch.context() as patch:
            _raise_on(patch, name, call)
            original = md._search_blocks

            def forgetful(search, stack, *args, original=original):
                try:
                    return original(search, stack, *args)
                except KeyboardInterrupt:
                    stack.clear()
                    search.current = F(0)
                    raise
            patch.setattr(md, "_search_blocks", forgetful)
            result = md.max_delta(N, K, Q, LAM, F(1, 10**9))
            failures += not (result.delta_lower <= exact_delta <= result.delta_upper)
    assert failures > 0


def test_a_zero_budget_stops_at_once_with_a_valid_enclosure(exact_delta):
    result = md.max_delta(N, K, Q, LAM, F(1, 10**9), max_seconds=0)
    assert not result.converged and not result.interrupted
    assert result.delta_lower <= exact_delta <= result.delta_upper
    through = hockey_stick_delta(N, Q, K, LAM, scan_limit=0, max_seconds=0)
    assert not through.converged and through.delta_lower <= exact_delta <= through.delta_upper


def test_progress_reports_valid_enclosures(exact_delta):
    seen: list[tuple[F, F]] = []
    md.max_delta(10**6, 1, Q, F(251, 250), max_seconds=2, on_progress=lambda low, high: seen.append((low, high)))
    assert seen and all(low <= high for low, high in seen)


def test_a_stopped_bisection_brackets_the_converged_one():
    """In the exact scan every e^ε is decided, so the bisection's intervals nest: the one reached at a zero budget
    contains the converged one (and so ε*)."""
    done = smallest_epsilon(N, Q, K, F(1, 1000), scan_limit=N * K)
    stopped = smallest_epsilon(N, Q, K, F(1, 1000), scan_limit=N * K, max_seconds=0)
    assert done.converged and not stopped.converged
    assert stopped.eps_lower <= done.eps_lower <= done.eps_upper <= stopped.eps_upper
