"""The large-N enclosure against the exact scan: each bound must hold, and must be able to fail."""

from fractions import Fraction
from math import comb

import pytest

from krverify.model.hockey_stick import REMOVE, _delta_at, _rows, hockey_stick_delta
from krverify.model.large_delta import _with_precision, large_delta, prefix_divergence, zero_pair_delta

CASES = [(N, k, Fraction(q), Fraction(lam))
         for N, k in ((1, 1), (2, 1), (5, 1), (12, 1), (40, 1), (7, 2), (15, 3))
         for q in ("1/10", "1/4", "49/100", "9/1000")
         for lam in ("1", "11/10", "2", "3")]


def _exact_pair(N, k, q, lam, m=0):
    rows, scale = _rows(N, k, q)
    u, v = lam.numerator, lam.denominator
    return Fraction(sum(v * a - u * b for a, b in zip(rows[m], rows[m + 1]) if v * a > u * b), scale * v)


@pytest.mark.parametrize(("N", "k", "q", "lam"), CASES)
def test_enclosure_contains_the_exact_maximum_over_m(N, k, q, lam):
    exact = hockey_stick_delta(N, q, k, lam).delta_upper
    enclosure = large_delta(N, k, q, lam, lam)
    assert enclosure.lower <= exact <= enclosure.upper
    low, high = zero_pair_delta(N, k, q, lam)
    assert low <= _exact_pair(N, k, q, lam) <= high


def test_zero_pair_is_exactly_the_m0_divergence():
    N, k, q, lam = 30, 2, Fraction(1, 10), Fraction(2)
    low, high = zero_pair_delta(N, k, q, lam)
    assert low <= _exact_pair(N, k, q, lam) <= high and high - low < Fraction(1, 10**30)


def test_the_worst_m_is_not_always_zero():
    """Why the large-N answer is an enclosure: at N = 40, q = 1/10, λ = 3 the worst pair has m = 1."""
    rows, scale = _rows(40, 1, Fraction(1, 10))
    value, m, _ = _delta_at(rows, scale, Fraction(3))
    assert m == 1 and value > _exact_pair(40, 1, Fraction(1, 10), Fraction(3))


def test_prefix_divergence_matches_brute_force():
    first, second = [Fraction(3, 4), Fraction(1, 4)], [Fraction(1, 4), Fraction(3, 4)]
    for n in range(0, 9):
        # brute force: D = Bin(n, 1/3); P = D * first, Q = D * second
        D = [comb(n, s) * Fraction(1, 3) ** s * Fraction(2, 3) ** (n - s) for s in range(n + 1)]
        P = [sum(D[s - j] * first[j] for j in (0, 1) if 0 <= s - j <= n) for s in range(n + 2)]
        Q = [sum(D[s - j] * second[j] for j in (0, 1) if 0 <= s - j <= n) for s in range(n + 2)]
        expected = sum(max(Fraction(0), a - 2 * b) for a, b in zip(P, Q))
        low, high = _with_precision(lambda n=n: prefix_divergence(n, Fraction(1, 3), first, second, Fraction(2)))
        assert low <= expected <= high


def test_large_collections_use_the_branch_and_bound_inside_the_old_enclosure():
    """Beyond the scan: the branch and bound, which must lie inside [m = 0 pair, blanket bound] of this module."""
    result = hockey_stick_delta(5000, "1/4", 1, "11/10")
    assert result.method == "branch and bound" and result.converged and result.worst_m is not None
    old = large_delta(5000, 1, Fraction(1, 4), Fraction(11, 10), Fraction(11, 10))
    assert old.lower <= result.delta_lower <= result.delta_upper <= old.upper
    assert result.delta_upper <= result.delta_lower * (1 + Fraction(1, 10**6))
    assert hockey_stick_delta(40, "1/4", 1, "11/10").direction in (REMOVE, "add a one")


def test_fmt21_numerical_bound_is_above_the_exact_delta():
    """FMT21's reduction covers every ε0-LDP randomizer, so its δ must dominate this mechanism's exact δ."""
    from krverify.model.large_delta import fmt21_numerical_upper_bound
    for N, k, q, lam in ((40, 1, Fraction(1, 10), Fraction(3)), (30, 2, Fraction(1, 4), Fraction(2)),
                         (100, 1, Fraction(1, 4), Fraction(11, 10))):
        assert fmt21_numerical_upper_bound(N, k, q, lam) >= hockey_stick_delta(N, q, k, lam).delta_upper


def test_fmt21_numerical_bound_matches_a_brute_force_mixture():
    """At small n the bound is E_C g(C) with one block per C: compare with exact rationals."""
    from krverify.model.large_delta import fmt21_numerical_upper_bound
    N, q, lam = 6, Fraction(1, 4), Fraction(3, 2)
    e0 = (1 - q) / q
    alpha, r = e0 / (e0 + 1), 1 / e0
    total = Fraction(0)
    for c in range(N):
        coins = [Fraction(comb(c, s), 2**c) for s in range(c + 1)]
        P = [alpha * (coins[s] if s <= c else 0) + (1 - alpha) * (coins[s - 1] if s >= 1 else 0) for s in range(c + 2)]
        Q = [(1 - alpha) * (coins[s] if s <= c else 0) + alpha * (coins[s - 1] if s >= 1 else 0) for s in range(c + 2)]
        g = sum(max(Fraction(0), a - lam * b) for a, b in zip(P, Q))
        total += comb(N - 1, c) * r**c * (1 - r) ** (N - 1 - c) * g
    bound = fmt21_numerical_upper_bound(N, 1, q, lam)
    assert total <= bound < total + Fraction(1, 10**30)


def test_blanket_bounds_enclose_a_brute_force_mixture():
    """The blanket's δ, E_B g(B) with B ~ Bin(k(N - 1), 2q) and g(β) = δ_λ(Bin(β, 1/2) + X || Bin(β, 1/2) + Y), by
    exact rationals at N = 6, k = 2: both ends of blanket_bounds hold it, and it is above the exact δ."""
    from krverify.model.large_delta import blanket_bounds
    N, k, q, lam = 6, 2, Fraction(1, 4), Fraction(3, 2)
    p = 1 - q
    X = [comb(k, j) * q**j * p ** (k - j) for j in range(k + 1)]
    Y = X[::-1]
    n, total = k * (N - 1), Fraction(0)
    for beta in range(n + 1):
        coins = [Fraction(comb(beta, s), 2**beta) for s in range(beta + 1)]
        P = [sum(coins[s - j] * X[j] for j in range(k + 1) if 0 <= s - j <= beta) for s in range(beta + k + 1)]
        Q = [sum(coins[s - j] * Y[j] for j in range(k + 1) if 0 <= s - j <= beta) for s in range(beta + k + 1)]
        g = sum(max(Fraction(0), a - lam * b) for a, b in zip(P, Q, strict=True))
        total += comb(n, beta) * (2 * q) ** beta * (1 - 2 * q) ** (n - beta) * g
    low, high = blanket_bounds(N, k, q, lam)
    assert low <= total <= high < total + Fraction(1, 10**30)
    assert total >= hockey_stick_delta(N, q, k, lam).delta_upper


def test_vector_delta_matches_brute_force_over_every_neighbouring_pair_of_collections():
    """L = 2, N = 2: enumerate every collection, every neighbour and the pmf by (2.1) literally."""
    from itertools import product

    from krverify.model.counts import count_pmf_by_enumeration
    from krverify.model.randomization import record_space
    from krverify.model.vector_delta import vector_delta

    q, lam = Fraction(1, 5), Fraction(3, 2)
    space = record_space(2)
    pmfs = {x: count_pmf_by_enumeration(x, q) for x in product(space, repeat=2)}
    best = Fraction(0)
    for x, first in pmfs.items():
        for y, second in pmfs.items():
            if sum(a != b for a, b in zip(x, y, strict=True)) == 1:
                best = max(best, sum((max(Fraction(0), first[s] - lam * second.get(s, Fraction(0))) for s in first),
                                     Fraction(0)))
    assert vector_delta(2, q, 1, 2, lam).delta == best


def test_vector_delta_with_one_bit_is_the_scalar_delta():
    from krverify.model.vector_delta import vector_delta
    for N, k in ((1, 1), (4, 1), (3, 2), (7, 1)):
        assert vector_delta(N, "1/7", k, 1, "2").delta == hockey_stick_delta(N, "1/7", k, "2").delta_upper


@pytest.mark.parametrize(("n", "eps0", "eps", "expected"), [
    (100, 1, "0.3", 4.410952e-4), (1000, 2, "0.3", 4.168997e-5), (1000, 3, "0.5", 3.275070e-4),
    (1000, 4, "1.5", 9.885751e-6)])
def test_variation_ratio_bound_matches_an_independent_float_evaluation(n, eps0, eps, expected):
    """Wang et al.'s binary-RR δ, evaluated independently in binary floats (scipy log-binomials, the paper's
    per-total formula) while reading the paper: the certified enclosure must agree to the 7 printed digits."""
    import math

    from krverify.model.large_delta import variation_ratio_bounds
    q = Fraction(1 / (1 + math.exp(eps0))).limit_denominator(10**15)
    lam = Fraction(math.exp(float(eps))).limit_denominator(10**15)
    low, high = variation_ratio_bounds(n, q, lam)
    assert low <= high and abs(float(high) / expected - 1) < 1e-6

