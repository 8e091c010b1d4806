"""krverify.calibrate against an independent exact δ and an exact bisection written here.

The oracle shares nothing with krverify: the count of ones among the kN reports, for the collection with m ones
among the other N - 1 records and the changed record a 0 or a 1, is a convolution of binomials built from
math.comb with Fractions; δ_q(λ) is the largest Σ_s (P(s) - λ Q(s))⁺ over m and both directions.  The threshold
q* (the smallest q with δ_q(λ) <= D) is found by exact bisection in q on this oracle.
"""

import json
import math
from fractions import Fraction
from itertools import product

import pytest

from krverify import KrverifyError, calibrate


def _binomial(n: int, r: Fraction) -> list[Fraction]:
    return [math.comb(n, s) * r**s * (1 - r) ** (n - s) for s in range(n + 1)]


def _convolve(a: list[Fraction], b: list[Fraction]) -> list[Fraction]:
    out = [Fraction(0)] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def exact_delta(N: int, k: int, q: Fraction, lam: Fraction) -> Fraction:
    """max over m in [0, N - 1] and both directions of Σ_s (P(s) - λ Q(s))⁺ (module docstring)."""
    best = Fraction(0)
    for m in range(N):
        others = _convolve(_binomial(k * m, 1 - q), _binomial(k * (N - 1 - m), q))
        zero, one = _convolve(others, _binomial(k, q)), _convolve(others, _binomial(k, 1 - q))
        for p, r in ((zero, one), (one, zero)):
            best = max(best, sum((max(Fraction(0), a - lam * b) for a, b in zip(p, r)), Fraction(0)))
    return best


def test_the_oracle_matches_every_collection():
    # The reduction to m ones among the others is checked once against every pair of collections (N = 3, k = 2).
    N, k, q, lam = 3, 2, Fraction(1, 5), Fraction(3, 2)
    best = Fraction(0)
    for x in product((0, 1), repeat=N):
        for y in product((0, 1), repeat=N):
            if sum(a != b for a, b in zip(x, y)) != 1:
                continue
            laws = []
            for bits in (x, y):
                law = [Fraction(1)]
                for bit in bits:
                    law = _convolve(law, _binomial(k, 1 - q if bit else q))
                laws.append(law)
            best = max(best, sum((max(Fraction(0), a - lam * b) for a, b in zip(*laws)), Fraction(0)))
    assert exact_delta(N, k, q, lam) == best


@pytest.mark.parametrize(("N", "k", "lam"), [(4, 1, Fraction(2)), (5, 2, Fraction(3, 2)), (3, 3, Fraction(5))])
def test_delta_falls_as_q_grows(N, k, lam):
    # The proposition of krverify/model/calibrate.py (a larger q is a post-processing of a smaller one), exactly.
    values = [exact_delta(N, k, Fraction(j, 40), lam) for j in range(1, 21)]
    assert values == sorted(values, reverse=True) and values[0] > values[-1] == 0


def exact_threshold(N: int, k: int, lam: Fraction, D: Fraction, steps: int = 44) -> tuple[Fraction, Fraction]:
    """(a, b] holding q* by exact bisection: δ_a(λ) > D, δ_b(λ) <= D, b - a = 2^-(steps + 1)."""
    a, b = Fraction(0), Fraction(1, 2)
    for _ in range(steps):
        middle = (a + b) / 2
        if exact_delta(N, k, middle, lam) <= D:
            b = middle
        else:
            a = middle
    return a, b


CASES = [(6, 1, Fraction(2), Fraction(1, 100)), (5, 2, Fraction(3, 2), Fraction(1, 20)),
         (4, 3, Fraction(4), Fraction(1, 1000)), (3, 2, Fraction(3), Fraction(0))]


@pytest.mark.parametrize(("N", "k", "lam", "D"), CASES)
def test_the_interval_contains_the_exact_threshold(N, k, lam, D):
    a, b = exact_threshold(N, k, lam, D)
    result = calibrate(N, k, D, lam, tolerance="1/1000")
    assert result.converged and result.q_ok <= result.q_fail * Fraction(1001, 1000)
    assert result.q_fail <= a < b <= result.q_ok  # the exact bisection's bracket lies inside
    assert exact_delta(N, k, result.q_ok, lam) <= D < exact_delta(N, k, result.q_fail, lam)


def test_a_real_epsilon_is_certified_at_both_ends_of_its_enclosure():
    # e^(1/2) = 1.64872127070012814...: δ falls in λ, so δ(q_ok) at a λ below e^ε bounds it from above.
    below, above = Fraction(16487212707, 10**10), Fraction(16487212708, 10**10)
    result = calibrate(5, 2, "1/50", eps="1/2", tolerance="1/500")
    assert result.converged and result.exp_eps_lower <= above and below <= result.exp_eps_upper
    assert exact_delta(5, 2, result.q_ok, above) <= Fraction(1, 50) < exact_delta(5, 2, result.q_fail, below)


def test_delta_zero_is_the_pure_level():
    # δ = 0 iff λ >= ((1 - q)/q)^k: q* = 1/(1 + λ^(1/k)) = 1/(1 + √3) = 0.36602540378... for λ = 3, k = 2.
    result = calibrate(10**7, 2, 0, 3, tolerance="1e-9")
    assert result.q_fail < Fraction(36602540378, 10**11) + Fraction(1, 10**11) and \
        Fraction(36602540378, 10**11) < result.q_ok
    assert result.converged and result.decisions == 0


def test_the_command_prints_a_certified_interval(cli):
    status, out, _ = cli("calibrate", "--N", "5", "--k", "2", "--exp-eps", "3/2", "--delta", "1/20", "--json")
    payload = json.loads(out)
    assert status == 0
    a, b = exact_threshold(5, 2, Fraction(3, 2), Fraction(1, 20))
    assert Fraction(payload["q_fail"]) <= a < b <= Fraction(payload["q_ok"])
    assert payload["converged"] is True and payload["tolerance"] == "1/10000"
    assert Fraction(payload["q_fail_decimal"]) <= Fraction(payload["q_fail"])
    assert Fraction(payload["q_ok"]) <= Fraction(payload["q_ok_decimal"])
    status, out, _ = cli("calibrate", "--N", "5", "--k", "2", "--exp-eps", "3/2", "--delta", "1/20")
    assert status == 0 and out.startswith("q in (") and "both ends certified" in out


def test_a_budget_returns_the_bracket_reached():
    result = calibrate(10**5, 1, "1e-6", "3/2", max_seconds=1e-9)
    assert not result.converged and 0 <= result.q_fail < result.q_ok <= Fraction(1, 2)


@pytest.mark.parametrize(("kwargs", "name"), [
    ({"N": 5, "k": 1, "delta": 1, "exp_eps": 2}, "delta=1"),
    ({"N": 5, "k": 1, "delta": "1/10", "exp_eps": 2, "eps": 1}, "exp_eps=2"),
    ({"N": 5, "k": 1, "delta": "1/10"}, "exp_eps=None"),
    ({"N": 5, "k": 1, "delta": 0, "exp_eps": 1}, "delta=0"),
    ({"N": 5, "k": 1, "delta": "1/10", "exp_eps": 2, "tolerance": 0}, "tolerance=0"),
    ({"N": 10**9, "k": 5, "delta": "1/10", "exp_eps": 2}, "N=1000000000"),
    ({"N": 5, "k": 1, "delta": 1e-6, "exp_eps": 2}, "delta=1e-06"),
])
def test_bad_arguments_are_refused(kwargs, name):
    with pytest.raises(KrverifyError, match=name):
        calibrate(**kwargs)
