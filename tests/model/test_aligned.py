"""The aligned block bound (issue 23): its identity checked exactly on polynomials, the bound never below the exact
block maximum (δ_m computed exactly from rational laws, a second method), planted faults caught, and the lattice
wiggle that rules out a search assuming δ_m unimodal."""

from fractions import Fraction as F
from itertools import pairwise

import pytest
from flint import fmpq, fmpq_poly

from krverify.model import aligned

CASES = [(F(1, 4), 1), (F(1, 4), 2), (F(1, 4), 3), (F(1, 10), 1), (F(1, 3), 1), (F(1, 3), 2), (F(2, 5), 1)]


def _poly(c0: F, c1: F) -> fmpq_poly:
    return fmpq_poly([fmpq(c0.numerator, c0.denominator), fmpq(c1.numerator, c1.denominator)])


def _law(N: int, k: int, q: F, m: int) -> fmpq_poly:
    """c_m(z) = (q + pz)^(km) (p + qz)^(k(N-1-m)), the other records' count of ones."""
    return _poly(q, 1 - q) ** (k * m) * _poly(1 - q, q) ** (k * (N - 1 - m))


def _exact_deltas(N: int, k: int, q: F, lam: F) -> list[F]:
    """δ_m = Σ_s (P(s) - λ Q(s))⁺ with P = c_m (p + qz)^k, Q = c_m (q + pz)^k, every coefficient exact."""
    x, y = _poly(1 - q, q) ** k, _poly(q, 1 - q) ** k
    out = []
    for m in range(N):
        c = _law(N, k, q, m)
        P, Q = c * x, c * y
        out.append(sum((max(F(0), F(int(a.p), int(a.q)) - lam * F(int(b.p), int(b.q)))
                        for a, b in zip(P.coeffs(), Q.coeffs())), F(0)))
    return out


@pytest.mark.parametrize("q, k", CASES)
def test_the_second_aligned_difference_is_nu_squared_times_e(q, k):
    """c_(m+2V) - 2 z^D c_(m+V) + z^(2D) c_m = ν² E_m with E_m (p + qz)^(2kV) = c_m, multiplied out (no division):
    (c_(m+2V) - 2 z^D c_(m+V) + z^(2D) c_m)(p + qz)^(2kV) = ν² c_m, for every m <= N - 1 - 2V, N = 3V + 4."""
    V, D = aligned.period_and_drift(q, k)
    nu, R = aligned.drift_polynomials(q, k)
    assert nu == fmpq_poly([1, -1]) ** 3 * R
    N = 3 * V + 4
    shift = fmpq_poly([0] * D + [1])
    for m in range(N - 2 * V):
        second = _law(N, k, q, m + 2 * V) - 2 * shift * _law(N, k, q, m + V) + shift * shift * _law(N, k, q, m)
        assert second * _poly(1 - q, q) ** (2 * k * V) == nu * nu * _law(N, k, q, m)


def test_a_shifted_alignment_breaks_the_triple_root():
    """Planted: the drift D + 1 for q = 1/4, k = 1: (q + pz)^2 - z^2 (p + qz)^2 has ν'(1) = -1, so (1 - z)^3 does
    not divide it (the identity's basis fails, and the module's check says so)."""
    q, p = F(1, 4), F(3, 4)
    nu = _poly(q, p) ** 2 - fmpq_poly([0, 0, 1]) * _poly(p, q) ** 2
    assert not divmod(nu, fmpq_poly([1, -1]) ** 3)[1].is_zero()
    assert nu.derivative()(1) == -1


@pytest.mark.parametrize("q, k", CASES)
@pytest.mark.parametrize("lam", [F(11, 10), F(3, 2)])
def test_the_bound_is_never_below_the_exact_block_maximum(q, k, lam):
    """Every block [a, b] of a small collection (N = 4V + 12): the aligned bound, fed the exact δ at the class ends,
    is at least the exact largest δ_m of the block."""
    V, _ = aligned.period_and_drift(q, k)
    N = 4 * V + 12
    deltas = _exact_deltas(N, k, q, lam)
    for a in range(N):
        for b in range(a, N):
            bound = aligned.aligned_block_bound(N, k, q, lam, a, b, deltas.__getitem__)
            assert bound >= max(deltas[a:b + 1]), (a, b)


def test_without_its_curvature_term_the_bound_fails():
    """Planted: M = 0 (the ends of each class alone). At q = 1/10 (V = 5), N = 20, e^ε = 11/10 δ_m has an interior
    maximum along a class (28 blocks, e.g. [0, 13]), so their bound falls below the exact maximum: the test above
    can fail.  (A halved M is not caught on these sizes: the fifth-difference bound is loose by more than 2.)"""
    q, k, lam = F(1, 10), 1, F(11, 10)
    N = 20
    deltas = _exact_deltas(N, k, q, lam)
    below = [(a, b) for a in range(N) for b in range(a, N)
             if aligned.aligned_block_bound(N, k, q, lam, a, b, deltas.__getitem__, curvature=F(0))
             < max(deltas[a:b + 1])]
    assert below


def test_the_lattice_wiggle_on_an_exact_small_case():
    """δ_m is not unimodal in m at constant q: along m the exact values rise and fall with the parity of m
    (q = 1/4, the period V = 2), so no ternary search over m is sound; along one residue class they are smooth."""
    q, k, lam = F(1, 4), 1, F(11, 10)
    deltas = _exact_deltas(40, k, q, lam)
    turns = sum(1 for m in range(1, 39) if (deltas[m] - deltas[m - 1]) * (deltas[m + 1] - deltas[m]) < 0)
    assert turns >= 2  # a unimodal sequence turns at most once
    for r in (0, 1):
        steps = [deltas[m + 2] - deltas[m] for m in range(r, 38, 2)]
        assert sum(1 for s, t in pairwise(steps) if s * t < 0) <= 1


def test_the_largest_binomial_probability_encloses_the_exact_mode():
    from math import comb

    for n, p in [(1, F(1, 4)), (7, F(1, 4)), (40, F(1, 10)), (101, F(9, 10)), (500, F(1, 2))]:
        exact = max(comb(n, j) * p**j * (1 - p) ** (n - j) for j in range(n + 1))
        bound = aligned.largest_binomial_probability(n, p)
        assert exact <= bound <= exact * (1 + F(1, 10**20))


@pytest.mark.parametrize("order", [5, 6])
def test_the_difference_bound_against_an_exact_norm(order):
    """||Δ^n E||_1 computed exactly for E = Bin(30, 3/4) * Bin(40, 1/4) is below the bound."""
    q = F(1, 4)
    E = _poly(q, 1 - q) ** 30 * _poly(1 - q, q) ** 40
    diff = E * fmpq_poly([1, -1]) ** order
    norm = sum((abs(F(int(c.p), int(c.q))) for c in diff.coeffs()), F(0))
    assert norm <= aligned.difference_bound(order, 30, 40, q)


@pytest.mark.parametrize("q, k", CASES)
def test_the_kernel_split_is_exact(q, k):
    """x - λy = (1 - z) S + (1 - λ) y with x - y = (1 - z) S: multiplied out at λ = 7/5."""
    x, y = _poly(1 - q, q) ** k, _poly(q, 1 - q) ** k
    S, remainder = divmod(x - y, fmpq_poly([1, -1]))
    assert remainder.is_zero()
    lam = fmpq(7, 5)
    assert x - lam * y == fmpq_poly([1, -1]) * S + (1 - lam) * y


@pytest.mark.parametrize("N, q, lam", [(400, F(1, 10), F(6, 5)), (600, F(1, 4), F(1163, 1000))])
def test_the_branch_and_bound_with_aligned_blocks_contains_the_exact_scan(N, q, lam):
    """e^ε = 1 + 4/√N (rounded): blocks are pruned by the aligned bound (search.aligned > 0), and the enclosure
    still contains δ by the exact scan over every m; with the blanket alone it does too."""
    from krverify.model.hockey_stick import hockey_stick_delta
    from krverify.model.max_delta import max_delta

    exact = hockey_stick_delta(N, q, 1, lam, scan_limit=N)
    assert exact.delta_lower == exact.delta_upper
    with_aligned = max_delta(N, 1, q, lam)
    assert with_aligned.aligned > 0 and with_aligned.converged
    assert with_aligned.delta_lower <= exact.delta_upper <= with_aligned.delta_upper
    assert "aligned bound" in with_aligned.rests_on
    blanket = max_delta(N, 1, q, lam, aligned=False)
    assert blanket.aligned == 0 and blanket.delta_lower <= exact.delta_upper <= blanket.delta_upper
