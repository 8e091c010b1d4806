"""Proposition 5, the block bound with a real drift (issue 42): its interpolation, identity and constants against
exact computations, the block bound never below the exact block maximum (exact rational laws), planted faults
caught."""

import functools
from fractions import Fraction as F
from math import comb

import pytest
from flint import fmpq, fmpq_poly

from krverify.model import drift
from tests.model.test_aligned import SCALE, _argmax, _exact_h, _g, _h_values

THETAS = (F(0), F(1, 3), F(7, 10), F(13, 97), F(96, 97))


@pytest.mark.parametrize("theta", THETAS)
def test_the_interpolation_reproduces_polynomials_of_degree_fifteen(theta):
    """Σ_i ℓ_i(θ) f(n + i) = f(n + θ) exactly for f(t) = t^e, e <= 15 (and not for e = 16 off the nodes): the
    sixteen-node Lagrange weights, as the integer taps the block bound uses."""
    taps, denominator = drift._taps(theta)
    n = 3
    for e in range(17):
        value = F(sum(t * (n + i) ** e for t, i in zip(taps, drift.NODES, strict=True)), denominator)
        assert (value == (n + theta) ** e) == (e <= 15 or theta == 0), e


def test_the_newton_constants_bound_the_derivatives_on_a_fine_grid():
    """c'_k and c''_k against |d/dτ C(τ, k)|, |d²/dτ² C(τ, k)| at 201 points of [7, 8] (exact polynomials)."""
    first, second = drift.newton_constants()
    for k in range(len(drift.NODES)):
        basis = fmpq_poly([1])
        for i in range(k):
            basis *= fmpq_poly([-i, 1])
        basis /= fmpq(1) * __import__("math").factorial(k)
        for step in range(201):
            tau = fmpq(7) + fmpq(step, 200)
            assert abs(F(int(basis.derivative()(tau).p), int(basis.derivative()(tau).q))) <= first[k]
            second_value = basis.derivative().derivative()(tau)
            assert abs(F(int(second_value.p), int(second_value.q))) <= second[k]


def test_the_derivative_jumps_at_a_node_by_at_most_jump_times_the_sixteenth_difference():
    """Two neighbouring stencils' interpolants of f(t) = 1/(1 + (t/9)²) at the node between them: the jump of the
    derivative, exactly, is at most JUMP |Δ^16 f|; half of JUMP is not enough."""
    def f(t):
        return F(1) / (1 + F(t, 9) ** 2)
    n = 2
    left = [f(n + i) for i in drift.NODES]
    right = [f(n + 1 + i) for i in drift.NODES]

    def interpolant(values, base):
        points = [base + i for i in drift.NODES]
        polynomial = fmpq_poly([0])
        for index, x in enumerate(points):
            term = fmpq_poly([fmpq(values[index].numerator, values[index].denominator)])
            for other in points:
                if other != x:
                    term *= fmpq_poly([-other, 1]) / (x - other)
            polynomial += term
        return polynomial
    jump = abs(interpolant(left, n).derivative()(n + 1) - interpolant(right, n + 1).derivative()(n + 1))
    jump = F(int(jump.p), int(jump.q))
    difference = abs(sum((-1) ** (16 - u) * comb(16, u) * f(n + drift.NODES[0] + u) for u in range(17)))
    assert difference * drift.JUMP / 2 < jump <= difference * drift.JUMP


@pytest.mark.parametrize("q, k", [(F(1, 4), 1), (F(3, 11), 2), (F(2469, 20000), 1), (F(7, 23), 3)])
def test_the_fourth_difference_kernel_is_divisible_and_a_wrong_drift_is_not(q, k):
    """Q = (1 - z)^12 R for the drift d = k(p - q) (the identity's basis); planted, d + 1/7: the division fails."""
    drift.drift_kernel_norms(q, k)
    with pytest.raises(ValueError, match="does not divide"):
        drift._kernel_norms(q, k, k * (1 - 2 * q) + F(1, 7))


def _exact_family(N, k, q, lam):
    H = _exact_h(N, k, q, lam)
    G = _g(H, lam)

    def interpolated(m, y):
        """P H_m(y), exactly."""
        n = y.numerator // y.denominator
        weights = drift._weights(y - n)
        return sum((w * G(m, n + i) for w, i in zip(weights, drift.NODES, strict=True)), F(0))
    return H, G, interpolated


@pytest.mark.parametrize("N, q, k, lam, extra", [(40, F(3, 11), 2, F(13, 10), 0),
                                                 pytest.param(50, F(1, 4), 1, F(11, 10), 1, marks=pytest.mark.slow)])
def test_the_fourth_difference_bound_covers_the_exact_differences(N, q, k, lam, extra):
    """M₄ (drift_fourth) against the exact largest |Δ⁴_j G_j(x)| over 2 <= j <= I - 2, x on a grid of ninths over
    the window, G_j(x) = P H_(a+j)(x + jd) computed from the exact H (and for the increments, extra = 1)."""
    _, _, interpolated = _exact_family(N, k, q, lam)
    d = k * (1 - 2 * q)
    a, b = 4, N - 8
    for x0 in (k * N // 4, k * N // 2):
        bound = drift.drift_fourth(N, k, q, lam, a, b, x0, x0 + 1, extra)
        for step in range(10):
            x = x0 + F(step, 9)

            def g(j, x=x):
                value = interpolated(a + j, x + j * d)
                return value - interpolated(a + j, x - 1 + j * d) if extra else value
            worst = max(abs(sum((-1) ** (4 - u) * comb(4, u) * g(j - 2 + u) for u in range(5)))
                        for j in range(2, b - a - 1))
            assert worst <= bound, (x0, step)


CERTIFIED = [(120, F(3, 11), 4, F(13, 10)), pytest.param(150, F(7, 23), 3, F(6, 5), marks=pytest.mark.slow)]


@functools.cache
def _block_cases(N, k, q, lam):
    H = _exact_h(N, k, q, lam)
    G, h_values = _g(H, lam), _h_values(H, lam)
    deltas = [max([F(0)] + [F(int(v.p), int(v.q)) for v in row]) for row in H]
    blocks = [(0, N - 1), (0, N // 2), (N // 2, N - 1), (N // 4, 3 * N // 4), (0, N // 8)]
    return G, h_values, deltas, blocks


@pytest.mark.parametrize("N, q, k, lam", CERTIFIED)
def test_the_block_bound_is_never_below_the_exact_block_maximum(N, q, k, lam):
    """Blocks of small collections whose laws are exact rationals (N = 150, k = 3 and N = 120, k = 4: wide enough
    for the edges to be certified), windows of several widths: every certified bound is at least the exact largest
    δ_m of its block, and most are certified."""
    G, h_values, deltas, blocks = _block_cases(N, k, q, lam)
    certified = 0
    for a, b in blocks:
        for width in (3, 8):
            bound = drift.drift_block_bound(N, k, q, lam, a, b, h_values, SCALE, _argmax(G, a, k * N), width,
                                            max(deltas) / 1000)
            if bound is not None:
                certified += 1
                assert bound >= max(deltas[a:b + 1]), (a, b, width)
    assert certified >= 6


def test_edges_taken_on_trust_are_caught(monkeypatch):
    """Planted: the edge certificate always granted, with the window six outcomes off the maximum: the block bound
    then falls below the exact block maximum somewhere (and with the certificate honest it never does, above)."""
    N, q, k, lam = CERTIFIED[0]
    G, h_values, deltas, blocks = _block_cases(N, k, q, lam)
    monkeypatch.setattr(drift, "_certainly_negative", lambda *args: True)
    missed = sum(drift.drift_block_bound(N, k, q, lam, a, b, h_values, SCALE, _argmax(G, a, k * N) + 6, 2,
                                         max(deltas) / 1000) < max(deltas[a:b + 1]) for a, b in blocks)
    assert missed > 0
