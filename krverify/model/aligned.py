"""The aligned block bound: δ_m along one residue class of m, with the outcome shifted by the drift, is nearly
linear, so a block of m is bounded by its ends plus a certified curvature term.

Notation as in :mod:`krverify.model.max_delta`: the other N - 1 records hold m ones, W_m = Bin(km, p) +
Bin(k(N-1-m), q) has generating function c_m(z) = (q + pz)^(km) (p + qz)^(k(N-1-m)), the changed record reports
X = Bin(k, q) as a 0 and Y = Bin(k, p) as a 1, and with K(u) = P[X <= u] - λ P[Y <= u]

    H_m(t) = Σ_s c_m(s) K(t - s),    δ_m = max_t H_m(t)    (Proposition 2 there).

**Drift.**  For q = u/v, V = v / gcd(v, k(v - 2u)) steps of m move the mean of W_m by the integer D = kV(p - q)
(q = 1/4, k = 1: V = 2, D = 1; q = 1/10: V = 5, D = 4).  Let ν(z) = (q + pz)^(kV) - z^D (p + qz)^(kV).  Then
ν(1) = 0, ν'(1) = kV(p - q) - D = 0 and ν''(1) = 0 (the two laws have equal means and equal variances kVpq), so

    ν(z) = (1 - z)^3 R(z),   R a polynomial (exact division, :func:`drift_polynomials`).

**Identity.**  With a_i(z) = z^(-iD) c_(r+iV)(z), c_(m+V) = z^D c_m + ν e_m where e_m = c_m/(p + qz)^(kV), and
applying this twice,

    c_(m+2V) - 2 z^D c_(m+V) + z^(2D) c_m = ν² E_m,   E_m = c_m / (p + qz)^(2kV)

(the law of W_m with 2kV of its q-reports removed; it exists for m <= N - 1 - 2V).  Hence the aligned family
G_i(t) = H_(r+iV)(t + iD) = Σ_s a_i(s) K(t - s) has the second difference

    G_(i+1)(t) - 2 G_i(t) + G_(i-1)(t) = Σ_s [z^(-(i+1)D) ν² E_(m_(i-1))](s) K(t - s).

K is the cumulative sum of x - λy (x, y the pmfs of X, Y), i.e. (x - λy)/(1 - z), so the sum is a coefficient of
(1 - z)^5 E · R² (x - λy).  Moreover x - y = (p + qz)^k - (q + pz)^k vanishes at z = 1, so x - y = (1 - z) S(z)
with S a polynomial, and x - λy = (1 - z) S + (1 - λ) y.  Therefore, for every t,

    |Δ² G_j(t)| <= ||Δ^6 E||_1 · max_s |[R² S](s)| + (λ - 1) ||Δ^5 E||_1 · max_s |[R² y](s)|

(:func:`kernel_sups`): a sixth difference of E, and a fifth one times λ - 1, which is small where the search is
hard (e^ε close to 1).

**Differences of E.**  ||Δ(f * g)||_1 <= ||Δf||_1 ||g||_1 and ||ΔB||_1 = 2 max B for a unimodal pmf B, so for
E containing n binomial factors B_1, ..., B_n (convolution with the rest, a probability law, does not increase
the norm), ||Δ^n E||_1 <= Π 2 max B_i.  Over a block of m in [a, b], every E_m used contains Bin(ka, p) and
Bin(k(N-1-b), q) (the sizes only grow inside the block), split into n parts (:func:`difference_bound`); a
binomial's largest probability is enclosed at its mode with Arb balls.

**Green's function.**  If Δ²g_j >= -M for 0 < j < I then g_i <= (linear interpolation of g_0, g_I) + M i(I - i)/2
(g - M·φ with φ_i = -i(I - i)/2 is convex).  Taking the maximum over t and i:

    max over the class in the block of δ_m <= max(δ_(m_0), δ_(m_I)) + (I²/8) M,

with m_0 < ... < m_I the members of the class in the block (:func:`aligned_block_bound`, which takes the largest
over the V classes).  The bound needs upper bounds of δ at the 2V class ends only; it exceeds the true block
maximum by at most (I²/8) M, about w² N^(-5/2) for a block of width w, where the blanket bound of Proposition 3
exceeds it by about w/N: that is what lets the branch and bound prune wide blocks near the maximum at constant q.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from math import gcd

from flint import arb, ctx, fmpq, fmpq_poly

from krverify.model.balls import bounds

__all__ = ["aligned_block_bound", "curvature_bound", "difference_bound", "drift_polynomials", "kernel_sups",
           "largest_binomial_probability", "period_and_drift"]


def period_and_drift(q: Fraction, k: int) -> tuple[int, int]:
    """(V, D): the least V with kV(p - q) an integer D.

    >>> period_and_drift(Fraction(1, 4), 1), period_and_drift(Fraction(1, 10), 1), period_and_drift(Fraction(1, 3), 1)
    ((2, 1), (5, 4), (3, 1))
    >>> period_and_drift(Fraction(9, 1000), 1)
    (500, 491)
    """
    u, v = q.numerator, q.denominator
    period = v // gcd(v, k * (v - 2 * u))
    return period, k * period * (v - 2 * u) // v


def _linear(c0: Fraction, c1: Fraction) -> fmpq_poly:
    return fmpq_poly([fmpq(c0.numerator, c0.denominator), fmpq(c1.numerator, c1.denominator)])


@lru_cache(maxsize=64)
def drift_polynomials(q: Fraction, k: int) -> tuple[fmpq_poly, fmpq_poly]:
    """(ν, R) with ν(z) = (q + pz)^(kV) - z^D (p + qz)^(kV) = (1 - z)^3 R(z), exactly; ValueError if (1 - z)^3
    does not divide ν (it always does: a check on the derivation, not a case that occurs).

    >>> nu, R = drift_polynomials(Fraction(1, 4), 1)
    >>> R
    1/16
    """
    V, D = period_and_drift(q, k)
    p = 1 - q
    nu = _linear(q, p) ** (k * V) - fmpq_poly([0] * D + [1]) * _linear(p, q) ** (k * V)
    cube = fmpq_poly([1, -1]) ** 3
    R, remainder = divmod(nu, cube)
    if not remainder.is_zero():
        raise ValueError(f"(1 - z)^3 does not divide nu for q={q}, k={k}")
    return nu, R


def _sup(polynomial: fmpq_poly) -> Fraction:
    return max((abs(Fraction(int(c.p), int(c.q))) for c in polynomial.coeffs()), default=Fraction(0))


@lru_cache(maxsize=256)
def kernel_sups(q: Fraction, k: int) -> tuple[Fraction, Fraction]:
    """(max_s |[R² S](s)|, max_s |[R² y](s)|), exactly: x, y the pmfs (p + qz)^k and (q + pz)^k of X and Y, and
    x - y = (1 - z) S (exact division)."""
    _, R = drift_polynomials(q, k)
    p = 1 - q
    x, y = _linear(p, q) ** k, _linear(q, p) ** k
    S, remainder = divmod(x - y, fmpq_poly([1, -1]))
    if not remainder.is_zero():
        raise ValueError(f"(1 - z) does not divide x - y for q={q}, k={k}")
    return _sup(R * R * S), _sup(R * R * y)


@lru_cache(maxsize=4096)
def largest_binomial_probability(n: int, p: Fraction) -> Fraction:
    """A rational upper bound of max_j C(n, j) p^j (1 - p)^(n - j): the pmf at the mode ⌊(n + 1)p⌋ (and the one
    below it, for a tie), by Arb log-gamma at 128 bits beyond the magnitudes involved.

    >>> bound = largest_binomial_probability(4, Fraction(1, 2))  # the mode: 6/16
    >>> Fraction(3, 8) <= bound < Fraction(3, 8) + Fraction(1, 10**20)
    True
    """
    if n == 0:
        return Fraction(1)
    saved = ctx.prec
    try:
        ctx.prec = 128 + n.bit_length() * 2
        lp, lq = arb(p.numerator) / p.denominator, arb((1 - p).numerator) / (1 - p).denominator
        mode = (n + 1) * p.numerator // p.denominator
        best = Fraction(0)
        for j in {min(mode, n), max(min(mode, n) - 1, 0)}:
            log_mass = (arb(n + 1).lgamma() - arb(j + 1).lgamma() - arb(n - j + 1).lgamma()
                        + j * lp.log() + (n - j) * lq.log())
            best = max(best, bounds(log_mass.exp())[1])
        return min(best, Fraction(1))
    finally:
        ctx.prec = saved


def difference_bound(order: int, n_p: int, n_q: int, q: Fraction) -> Fraction:
    """An upper bound of ||Δ^order E||_1 for every law E containing Bin(n_p, p) and Bin(n_q, q) as factors: the
    least, over the ways of taking f of ``order`` parts from the first and the rest from the second, of
    Π 2 max B_i (and 2^order, true of any law)."""
    p = 1 - q
    best = Fraction(2**order)
    for f in range(order + 1):
        rest = order - f
        if (f and n_p < f) or (rest and n_q < rest):
            continue
        value = Fraction(1)
        if f:
            value *= (2 * largest_binomial_probability(n_p // f, p)) ** f
        if rest:
            value *= (2 * largest_binomial_probability(n_q // rest, q)) ** rest
        best = min(best, value)
    return best


def curvature_bound(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int) -> Fraction:
    """M for the block [a, b] of m: a bound of |Δ² G_j(t)| over every aligned class, every interior j and t."""
    sup_s, sup_y = kernel_sups(q, k)
    n_p, n_q = k * a, k * (N - 1 - b)
    return (difference_bound(6, n_p, n_q, q) * sup_s
            + abs(lam - 1) * difference_bound(5, n_p, n_q, q) * sup_y)


def aligned_block_bound(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int,
                        delta_upper: Callable[[int], Fraction], curvature: Fraction | None = None) -> Fraction:
    """An upper bound of δ_m for every m in [a, b]: over each residue class mod V, the larger of δ at the class's
    first and last member plus (I²/8)·M (I the class's steps in the block); ``delta_upper(m)`` gives an upper
    bound of δ_m.  ``curvature`` overrides M (a planted fault in the tests)."""
    V, _ = period_and_drift(q, k)
    M = curvature_bound(N, k, q, lam, a, b) if curvature is None else curvature
    bound = Fraction(0)
    for r in range(a, min(a + V, b + 1)):
        steps = (b - r) // V
        last = r + steps * V
        ends = max(delta_upper(r), delta_upper(last)) if steps else delta_upper(r)
        bound = max(bound, ends + Fraction(steps * steps, 8) * M)
    return bound
