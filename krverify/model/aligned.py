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
(g + M·φ with φ_i = -i(I - i)/2 is convex).  This holds at every t separately, with M = M(t):

    G_i(t) <= max(G_0(t), G_I(t)) + (I²/8) M(t),   M(t) >= max over 0 < j < I of -Δ²G_j(t),

and sharper, the largest over real i in [0, I] of the parabola G_0 + (G_I - G_0) i/I + M i(I - i)/2, which is
the higher end when the class's slope is steep (:func:`pointwise_class_bounds`).

A bound of |Δ²G| uniform in t (above) is dominated by the bulk of the law, while the maximizing t lies in its
tail, where every aligned difference is smaller by orders of magnitude.  So M(t) is taken pointwise:
F_j(t) = -Δ²G_j(t) is itself a sequence in j whose second difference is -Δ⁴G_j(t), a coefficient of
ν⁴ E^(4) K with E^(4) = c_(m_(j-2)) / (p + qz)^(4kV), bounded uniformly exactly as above with
||Δ^12 E^(4)||_1 sup|R⁴S| + |λ - 1| ||Δ^11 E^(4)||_1 sup|R⁴y| (:func:`curvature_bound` with order 4).  The Green
step on [1, I - 1] gives F_j(t) <= max(F_1(t), F_(I-1)(t)) + ((I - 2)²/8) M₄, and F_1, F_(I-1) follow from
G_0, G_1, G_2, G_(I-2), G_(I-1), G_I: six laws per class (every member when I <= 5, and then no bound at all is
needed).  The excess over the block's true maximum is (I²/8) times the true -Δ²G at the maximizing t, plus
(I²/8)((I - 2)²/8) M₄, instead of (I²/8) times the bulk's sup.

**Outside the window.**  The six laws are evaluated on a window [T_lo, T_hi] of t (aligned coordinates).  For
t < T_lo, G_i(t) <= P[W_(m_i) + X <= T_lo + iD], and for t > T_hi, G_i(t) <= 1 - λ + λ P[W_(m_i) + Y > T_hi + iD].
W_m + X is a sum of kN independent Bernoulli variables, each of variance pq, with mean μ_r + kq + iD
(μ_m = k(mp + (N - 1 - m)q), so the drift keeps it aligned); Bernstein's inequality (|B - EB| <= 1) bounds both
tails by exp(-x²/(2(kNpq + x/3))) for every i at once (:func:`outside_window_bound`).

**In the tail** (issue 42).  Where δ is small the uniform M₄ above, dominated by the law's bulk, leaves no room.
Tilting by r > 0 gives a bound at each outcome instead: |Δ^n E(s)| <= E(r) r^(-s) Π_i (2 max B̂_i + |1 - r|)
max B̂_(n+1), B̂ the binomial parts of E tilted by r (:func:`tilted_difference_bound`), so M₄(t) is bounded from
the law near T = t + (j + 2)D (:func:`fourth_profile`), with r at the saddle point there: relative to E(s) itself
the factor is about (|1 - r| + c/σ)^12.

**A narrow window** (issue 42).  Rather than many standard deviations of t with Bernstein outside, each class is
first tried on a few dozen outcomes around its maximum.  The increments G_i(t) - G_i(t - 1) are a class sequence
of the same kind (one more factor 1 - z in the kernel), so the Green bound gives their largest value over the
class at the window's last outcome and, for -G, their smallest at its second.  When the first is negative and the
second positive, every member rises into the window and falls out of it (Proposition 2 of
:mod:`krverify.model.max_delta`: a member's increments are positive up to its maximizing outcome and non-positive
after), so G_i(t) outside the window is at most G_i at its edge, and the window's bound is the class's bound
(:func:`monotone_edges`).

The block bound (:func:`aligned_block_bound`) is the largest, over the V classes, of the window and outside
bounds.  It needs the 6V laws of a block's class ends and neighbours, and prunes blocks near the maximum at
constant q as wide as half the range of m.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from functools import lru_cache

from flint import arb, ctx, fmpq, fmpq_poly

from krverify.model.balls import bounds

__all__ = ["DIRECT_STEPS", "aligned_block_bound", "class_window_bound", "curvature_bound", "difference_bound",
           "drift_polynomials", "fourth_profile", "kernel_norms", "kernel_sups", "largest_binomial_probability",
           "members", "monotone_edges", "outside_window_bound", "period_and_drift", "pointwise_class_bounds",
           "saddle_rate", "tail_difference_bound", "tilted_difference_bound", "window_reach"]


def period_and_drift(q: Fraction, k: int) -> tuple[int, int]:
    """(V, D): the least V with kV(p - q) an integer D.

    >>> period_and_drift(Fraction(1, 4), 1), period_and_drift(Fraction(1, 10), 1), period_and_drift(Fraction(1, 3), 1)
    ((2, 1), (5, 4), (3, 1))
    >>> period_and_drift(Fraction(9, 1000), 1)
    (500, 491)
    """
    u, v = q.numerator, q.denominator
    period = v // math.gcd(v, k * (v - 2 * u))
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
def kernel_sups(q: Fraction, k: int, order: int = 2) -> tuple[Fraction, Fraction]:
    """(max_s |[R^order S](s)|, max_s |[R^order y](s)|), exactly: x, y the pmfs (p + qz)^k and (q + pz)^k of X
    and Y, and x - y = (1 - z) S (exact division)."""
    _, R = drift_polynomials(q, k)
    p = 1 - q
    x, y = _linear(p, q) ** k, _linear(q, p) ** k
    S, remainder = divmod(x - y, fmpq_poly([1, -1]))
    if not remainder.is_zero():
        raise ValueError(f"(1 - z) does not divide x - y for q={q}, k={k}")
    power = R**order
    return _sup(power * S), _sup(power * y)


@lru_cache(maxsize=256)
def kernel_norms(q: Fraction, k: int, order: int = 2) -> tuple[Fraction, Fraction, int]:
    """(||R^order S||_1, ||R^order y||_1, the larger degree of the two), exactly: the pointwise (tail) form of the
    curvature bound pairs these with the largest |Δ^n E| near the outcome (:func:`fourth_profile`)."""
    _, R = drift_polynomials(q, k)
    p = 1 - q
    x, y = _linear(p, q) ** k, _linear(q, p) ** k
    S, _ = divmod(x - y, fmpq_poly([1, -1]))
    power = R**order
    first, second = power * S, power * y

    def norm(polynomial: fmpq_poly) -> Fraction:
        return sum((abs(Fraction(int(c.p), int(c.q))) for c in polynomial.coeffs()), Fraction(0))
    return norm(first), norm(second), max(first.degree(), second.degree())


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


def curvature_bound(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int, order: int = 2,
                    extra: int = 0) -> Fraction:
    """A bound of |Δ^order G_j(t)| over every aligned class of the block [a, b] of m, every j whose differenced
    members lie in the block, and every t: ||Δ^(3 order) E||_1 sup|R^order S| + |λ - 1| ||Δ^(3 order - 1) E||_1
    sup|R^order y|, E containing Bin(ka, p) and Bin(k(N - 1 - b), q).  ``extra`` = 1: the same for the increments
    G_j(t) - G_j(t - 1), whose kernel has one more factor (1 - z)."""
    sup_s, sup_y = kernel_sups(q, k, order)
    n_p, n_q = k * a, k * (N - 1 - b)
    return (difference_bound(3 * order + extra, n_p, n_q, q) * sup_s
            + abs(lam - 1) * difference_bound(3 * order - 1 + extra, n_p, n_q, q) * sup_y)


def tilted_difference_bound(order: int, r: Fraction, n_p: int, n_q: int, q: Fraction) -> Fraction:
    """T with |Δ^order E(s)| <= E(r) r^(-s) T for every s and every law E containing Bin(n_p, p) and Bin(n_q, q) as
    factors (E(r) its generating function at r > 0): the least, over the ways of taking ``order`` + 1 parts from the
    two binomials, of Π_(i <= order) (2 max B̃_i + |1 - r|) · max B̃_(order+1), B̃ the parts tilted by r (a binomial
    Bin(n, p r/(q + p r)) or Bin(n, q r/(p + q r))).

    Proof.  Write f̃(s) = f(s) r^s.  Tilting is multiplicative over convolution, and (Δf)~ = (1 - r z) f̃, so
    (Δ^order E)~ = Π_i (1 - r z) B̃_i * B̃_(order+1) * Rest~ for E = B_1 * ... * B_(order+1) * Rest.  With the
    normalized tilt B̂ = B̃ / B(r), a binomial and so unimodal, ||(1 - r z) B̂||_1 <= ||Δ B̂||_1 + |1 - r| =
    2 max B̂ + |1 - r|; the last part enters by its largest value, Rest~ by its mass Rest(r); the masses multiply to
    E(r).  At r = 1 this is the uniform bound of :func:`difference_bound` with one more part's largest value.
    Where no split exists (too few reports), (1 + r)^order = ||1 - r z||_1^order.
    """
    return _tilted_difference_bound(order, r, n_p, n_q, q)


@lru_cache(maxsize=8192)
def _tilted_difference_bound(order: int, r: Fraction, n_p: int, n_q: int, q: Fraction) -> Fraction:
    p = 1 - q
    tilted_p, tilted_q = p * r / (q + p * r), q * r / (p + q * r)
    parts = order + 1
    best: Fraction | None = None
    saved = ctx.prec
    try:
        ctx.prec = 96
        step = _ball(abs(1 - r))
        for f in range(parts + 1):
            rest = parts - f
            if (f and n_p < f) or (rest and n_q < rest):
                continue
            sizes = ([(n_p // f, tilted_p)] * f if f else []) + ([(n_q // rest, tilted_q)] * rest if rest else [])
            value = arb(1)
            for size, probability in sizes[:order]:
                value *= 2 * _ball(largest_binomial_probability(size, probability)) + step
            value *= _ball(largest_binomial_probability(*sizes[order]))
            upper = bounds(value)[1]  # an upper bound of the exact product (Arb, outward)
            best = upper if best is None else min(best, upper)
    finally:
        ctx.prec = saved
    return best if best is not None else (1 + r) ** order  # ||1 - r z||_1^order, without any part


def _ball(value: Fraction) -> arb:
    return arb(value.numerator) / value.denominator


def tail_difference_bound(order: int, N: int, k: int, q: Fraction, ones: int, removed: int, s_lo: int, s_hi: int,
                          n_p: int, n_q: int, rates: tuple[Fraction, ...] = (Fraction(1),)) -> Fraction:
    """An upper bound of |Δ^order E(s)| for every s in [s_lo, s_hi], E = Bin(k·ones, p) + Bin(k(N - 1 - ones) -
    removed, q), which contains Bin(n_p, p) and Bin(n_q, q): the least over the tilts r in ``rates`` of
    E(r) max(r^(-s_lo), r^(-s_hi)) T (:func:`tilted_difference_bound`), E(r) = (q + pr)^(k·ones)
    (p + qr)^(k(N-1-ones) - removed) by Arb balls.  In a tail a tilt r near the saddle point there makes the bound
    small relative to E(s) itself, where the uniform bound (r = 1) is dominated by the law's bulk."""
    p = 1 - q
    best: Fraction | None = None
    saved = ctx.prec
    try:
        ctx.prec = 128
        for r in rates:
            if r <= 0:
                continue
            rb = _ball(r)
            log_mass = (k * ones * (_ball(q) + _ball(p) * rb).log()
                        + (k * (N - 1 - ones) - removed) * (_ball(p) + _ball(q) * rb).log())
            worst = -(s_hi if r < 1 else s_lo) * rb.log()  # r^(-s) is largest at one end of [s_lo, s_hi]
            value = bounds((log_mass + worst).exp())[1] * tilted_difference_bound(order, r, n_p, n_q, q)
            best = value if best is None else min(best, value)
    finally:
        ctx.prec = saved
    return best if best is not None else Fraction(2**order)


#: A class of at most this many steps is evaluated member by member (no curvature term).
DIRECT_STEPS = 5


def members(steps: int) -> list[int]:
    """The j whose laws G_j the class bound needs: every one up to DIRECT_STEPS steps, else the two ends and
    their two neighbours each.

    >>> members(3), members(9)
    ([0, 1, 2, 3], [0, 1, 2, 7, 8, 9])
    """
    if steps <= DIRECT_STEPS:
        return list(range(steps + 1))
    return [0, 1, 2, steps - 2, steps - 1, steps]


def _scaled_bounds(values: dict[int, tuple[list[int], list[int]]], steps: int, fourth: Fraction | Sequence[Fraction],
                   scale: int, start: int = 0, stride: int = 1) -> Iterator[int | Fraction]:
    """Per t of the window, scale times an upper bound of max over i of G_i(t) (see :func:`pointwise_class_bounds`);
    ``fourth``: M₄, one bound for every t or one per t of the window (:func:`fourth_profile`).  With ``start`` and
    ``stride``, only over the members i = start, start + stride, ... (the parabola's largest value on them)."""
    if steps <= DIRECT_STEPS:
        chosen = range(start, steps + 1, stride)
        yield from (max(column) for column in zip(*(values[j][1] for j in chosen), strict=True))
        return
    if stride != 1 or start != 0:
        yield from _progression_bounds(values, steps, fourth, scale, start, stride)
        return
    (low0, high0), high1, low2 = values[0], values[1][1], values[2][0]
    low3, high4, (low5, high5) = values[steps - 2][0], values[steps - 1][1], values[steps]
    inner = steps - 2

    def scaled(value: Fraction) -> int:
        return -((-value.numerator * inner * inner * scale) // (8 * value.denominator))  # ceil
    uniform = isinstance(fourth, Fraction)
    terms = None if uniform else [scaled(value) for value in fourth]
    fourth_term = scaled(fourth) if uniform else 0
    square = steps * steps
    for t in range(len(high0)):
        if terms is not None:
            fourth_term = terms[t]
        curvature = max(2 * high1[t] - low0[t] - low2[t], 2 * high4[t] - low3[t] - low5[t]) + fourth_term
        start, end = high0[t], high5[t]
        if curvature <= 0 or 2 * abs(end - start) >= square * curvature:
            yield max(start, end)
        else:
            yield (Fraction(start + end, 2) + Fraction(square * curvature, 8)
                   + Fraction((end - start) ** 2, 2 * square * curvature))


def _progression_bounds(values: dict[int, tuple[list[int], list[int]]], steps: int,
                        fourth: Fraction | Sequence[Fraction], scale: int, start: int,
                        stride: int) -> Iterator[Fraction]:
    """As :func:`_scaled_bounds`, the parabola f(i) = g_0 + (g_I - g_0) i/I + M i(I - i)/2 maximized over the members
    i = start, start + stride, ... <= I only: at the ends of the progression, and where f is concave at the two
    members around its vertex."""
    (low0, high0), high1, low2 = values[0], values[1][1], values[2][0]
    low3, high4, (low5, high5) = values[steps - 2][0], values[steps - 1][1], values[steps]
    inner = steps - 2
    uniform = isinstance(fourth, Fraction)
    last = start + (steps - start) // stride * stride
    for t in range(len(high0)):
        value = fourth if uniform else fourth[t]
        curvature = (max(2 * high1[t] - low0[t] - low2[t], 2 * high4[t] - low3[t] - low5[t])
                     + value * inner * inner * scale / 8)
        g0, gI = high0[t], high5[t]

        def f(i: int, g0: int = g0, gI: int = gI, curvature: Fraction = curvature) -> Fraction:
            return g0 + Fraction((gI - g0) * i, steps) + curvature * i * (steps - i) / 2
        candidates = {start, last}
        if curvature > 0:
            vertex = Fraction(steps, 2) + Fraction(gI - g0, steps) / curvature
            below = start + max(0, min(last - start, math.floor((vertex - start) / stride) * stride))
            candidates |= {below, min(last, below + stride)}
        yield max(f(i) for i in candidates)


def pointwise_class_bounds(values: dict[int, tuple[list[int], list[int]]], steps: int,
                           fourth: Fraction | Sequence[Fraction], scale: int) -> list[Fraction]:
    """Per t of the window, an upper bound of G_i(t) for every 0 <= i <= steps, from ``values[j]`` = (lows, highs),
    integers with lows <= scale·G_j(t) <= highs on the window, for j in :func:`members`; ``fourth`` bounds
    |Δ⁴G_j(t)| (unused when every member is given).

    At each t, with g_0, g_I the highs at the ends and M = max(F_1, F_(I-1)) + ((I - 2)²/8) M₄ the curvature bound,
    G_i(t) <= f(i) = g_0 + (g_I - g_0)i/I + M i(I - i)/2, and the largest f over real i in [0, I] is max(g_0, g_I)
    when M <= 0 or |g_I - g_0| >= I²M/2, else (g_0 + g_I)/2 + I²M/8 + (g_I - g_0)²/(2I²M): a steep slope along the
    class makes the curvature harmless.
    """
    return [Fraction(value) / scale for value in _scaled_bounds(values, steps, fourth, scale)]


def class_window_bound(values: dict[int, tuple[list[int], list[int]]], steps: int,
                       fourth: Fraction | Sequence[Fraction], scale: int) -> Fraction:
    """The largest of :func:`pointwise_class_bounds`: an upper bound of G_i(t) over the class and the window."""
    return Fraction(max(_scaled_bounds(values, steps, fourth, scale))) / scale


def _bernstein(x: Fraction, variance: Fraction) -> Fraction:
    """An upper bound of exp(-x²/(2(v + x/3))) (1 for x <= 0), by an Arb ball."""
    if x <= 0:
        return Fraction(1)
    saved = ctx.prec
    try:
        ctx.prec = 128
        exponent = arb(x.numerator) ** 2 / (2 * (arb(variance.numerator) / variance.denominator * x.denominator ** 2
                                                + arb(x.numerator * x.denominator) / 3))
        return min(Fraction(1), bounds((-exponent).exp())[1])
    finally:
        ctx.prec = saved


def _mean(N: int, k: int, q: Fraction, m: int) -> Fraction:
    """μ_m = k(mp + (N - 1 - m)q), the mean of W_m."""
    return k * (m * (1 - q) + (N - 1 - m) * q)


def outside_window_bound(N: int, k: int, q: Fraction, lam: Fraction, r: int, first: int, last: int) -> Fraction:
    """An upper bound of G_i(t) for every i and every t outside [first, last], the window of the class of r in
    aligned coordinates (G_i(t) = H_(r+iV)(t + iD)): Bernstein's inequality on both tails."""
    p = 1 - q
    mean = _mean(N, k, q, r)
    variance = k * N * p * q
    left = _bernstein(mean + k * q - first, variance)
    right = 1 - lam + lam * _bernstein(last + 1 - (mean + k * p), variance)
    return max(left, right)


def window_reach(N: int, k: int, q: Fraction, lam: Fraction, threshold: Fraction) -> tuple[int, int]:
    """(x_left, x_right): a window from the mean of W + X minus x_left to the mean of W + Y plus x_right leaves
    Bernstein bounds of about threshold/8 outside it (binary floats steer; the bound itself is certified)."""
    v = k * N * float(q) * (1 - float(q))
    target = max(float(threshold), 1e-300) / 8
    cap = (float(lam) - 1 + target) / float(lam)

    def reach(level: float) -> int:
        c = math.log(1 / min(level, 0.5))
        return math.ceil(c / 3 + math.sqrt(c * c / 9 + 2 * v * c)) + 2
    return reach(target), reach(cap)


def saddle_rate(N: int, k: int, q: Fraction, ones: int, removed: int, s: float) -> Fraction:
    """A tilt r for :func:`tail_difference_bound` at the outcome s: the law tilted by r has its mean at s (the
    saddle point, found in binary floats, which only steer), ln r rounded to a multiple of 1/(4σ) so that tilts
    repeat and their binomial maxima are cached; 1 near the bulk."""
    qf = float(q)
    pf = 1 - qf
    n_p, n_q = k * ones, k * (N - 1 - ones) - removed
    sigma = math.sqrt(max((n_p + n_q) * pf * qf, 1.0))
    if abs(s - (n_p * pf + n_q * qf)) <= sigma:
        return Fraction(1)
    target = min(max(s, 0.5), n_p + n_q - 0.5)
    low, high = -60.0, 60.0
    for _ in range(80):
        theta = (low + high) / 2
        e = math.exp(theta)
        if n_p * pf * e / (qf + pf * e) + n_q * qf * e / (pf + qf * e) < target:
            low = theta
        else:
            high = theta
    step = 1 / (4 * sigma)
    return Fraction(math.exp(round(low / step) * step))


def fourth_profile(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int, r: int, first: int,
                   last: int, extra: int = 0) -> list[Fraction]:
    """M₄(t) for every t in [first, last] of the class of r in the block [a, b] (aligned coordinates): an upper bound
    of |Δ⁴G_j(t)| = |F_(j-1)(t) - 2F_j(t) + F_(j+1)(t)| for every 2 <= j <= I - 2, from the tail of the law.

    Δ⁴G_j(t) = Σ_s [Δ^12 E](s) [R⁴S](T - s) + (1 - λ) Σ_s [Δ^11 E](s) [R⁴y](T - s) with T = t + (j + 2)D and
    E = c_(m_(j-2)) / (p + qz)^(4kV) (as for the second difference, one level up), so
    |Δ⁴G_j(t)| <= ||R⁴S||_1 max_(s in [T - d, T]) |Δ^12 E(s)| + (λ - 1) ||R⁴y||_1 max |Δ^11 E(s)|, d the kernels'
    degree.  Tilted by r, |Δ^n E(s)| <= E(r) r^(-s) T_n (:func:`tilted_difference_bound`); for fixed r the
    logarithm of E(r) r^(-s) is linear in j along the class (both the number of ones and T move by fixed steps), so
    its largest value over the class is at j = 2 or j = I - 2; over s in a piece of the window it is at one end.
    The window is cut into pieces (narrower in the tails), each with the tilt of its saddle point and r = 1.
    ``extra`` = 1: the same for the increments G_j(t) - G_j(t - 1) (differences of order 13 and 12).
    """
    V, D = period_and_drift(q, k)
    steps = (b - r) // V
    if steps <= DIRECT_STEPS:
        return [Fraction(0)] * (last - first + 1)
    norm_s, norm_y, degree = kernel_norms(q, k, 4)
    removed, n_p, n_q = 4 * k * V, k * a, k * (N - 1 - b)
    qf = float(q)
    sigma = math.sqrt(k * N * qf * (1 - qf)) + 1
    ends = ((r, 4 * D), (r + (steps - 4) * V, steps * D))  # (ones of E at j = 2 and j = I - 2, T - t there)
    out: list[Fraction] = []
    start = first
    while start <= last:
        mean = _mean(N, k, q, r) + 2 * D  # the class's law at j = 2, aligned
        width = max(8, int(sigma / (2 + 2 * abs(start - mean) / sigma)))
        stop = min(last, start + width - 1)
        worst = Fraction(0)
        for ones, offset in ends:
            s_lo, s_hi = start + offset - degree - extra, stop + offset
            rates = (Fraction(1), saddle_rate(N, k, q, ones, removed, (s_lo + s_hi) / 2))
            twelfth = tail_difference_bound(12 + extra, N, k, q, ones, removed, s_lo, s_hi, n_p, n_q, rates)
            eleventh = tail_difference_bound(11 + extra, N, k, q, ones, removed, s_lo, s_hi, n_p, n_q, rates)
            worst = max(worst, norm_s * twelfth + abs(lam - 1) * norm_y * eleventh)
        out += [worst] * (stop - start + 1)
        start = stop + 1
    return out


Fourth = Fraction | Callable[[int, int, int], Sequence[Fraction]]


def _increments(values: dict[int, tuple[list[int], list[int]]], index: int, sign: int
                ) -> dict[int, tuple[list[int], list[int]]]:
    """sign·(G_j(t) - G_j(t - 1)) at the window's ``index`` (and index - 1), enclosed, as one-point values."""
    out = {}
    for j, (lows, highs) in values.items():
        low, high = lows[index] - highs[index - 1], highs[index] - lows[index - 1]
        out[j] = ([low], [high]) if sign > 0 else ([-high], [-low])
    return out


def monotone_edges(values: dict[int, tuple[list[int], list[int]]], steps: int, left: Fraction, right: Fraction,
                   scale: int) -> bool:
    """Whether every member of the class certainly rises into the window and falls out of it: G_i(t) - G_i(t - 1) > 0
    at the window's second outcome and < 0 at its last, for every 0 <= i <= I (``values`` on the window, from
    its first outcome minus one; ``left``/``right``: M₄ of the increments there, :func:`fourth_profile` with
    extra = 1).  The increments of each member are a class sequence like G itself, so the Green bound of
    :func:`pointwise_class_bounds` bounds their largest value (and, for -G, their smallest).  Then by Proposition 2
    (increments positive up to the member's maximizing outcome and non-positive after), every member is
    non-decreasing up to the window and non-increasing after it: G_i(t) is at most G_i at the window's edge for every
    t outside, so the window's bound is the class's bound and no tail bound is needed."""
    size = len(values[0][0])
    rising = max(_scaled_bounds(_increments(values, 1, -1), steps, left, scale))
    falling = max(_scaled_bounds(_increments(values, size - 1, 1), steps, right, scale))
    return rising < 0 and falling < 0


def aligned_block_bound(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int,
                        h_values: Callable[[int, int, int], tuple[list[int], list[int]]], scale: int,
                        reach: tuple[int, int], fourth: Fourth | None = None,
                        centre: Callable[[int], float] | None = None, half_width: int = 40) -> Fraction:
    """An upper bound of δ_m for every m in [a, b]: the largest, over the residue classes mod V, of
    :func:`class_window_bound` and :func:`outside_window_bound`.  ``h_values(m, first, last)`` gives integers
    (lows, highs) with lows <= scale·H_m(t) <= highs for t in [first, last]; ``reach`` places each class's window
    (:func:`window_reach`); ``fourth``: M₄ if already computed (the tests plant wrong ones), one bound for every t or
    ``fourth(r, first, last)`` giving one per t of the class of r (:func:`fourth_profile`).

    With ``centre(r)``, the aligned outcome where the class's maximum is expected (binary floats steer), a window of
    ``half_width`` outcomes on each side of it is tried first, and where :func:`monotone_edges` certifies that every
    member rises into it and falls out of it, its bound is the class's: a window of a few dozen outcomes instead of
    the many standard deviations the tail bound needs.  Otherwise the class falls back to the wide window."""
    V, D = period_and_drift(q, k)
    if fourth is None:
        fourth = curvature_bound(N, k, q, lam, a, b, order=4) if (b - a) // V > DIRECT_STEPS else Fraction(0)
    bound = Fraction(0)
    for r in range(a, min(a + V, b + 1)):
        steps = (b - r) // V
        if centre is not None:
            middle = round(centre(r))
            first, last = middle - half_width - 1, middle + half_width
            values = {j: h_values(r + j * V, first + j * D, last + j * D) for j in members(steps)}
            if steps <= DIRECT_STEPS:
                edges = (Fraction(0), Fraction(0))
            else:
                edges = tuple(min(curvature_bound(N, k, q, lam, a, b, 4, extra=1),
                                  fourth_profile(N, k, q, lam, a, b, r, t, t, extra=1)[0]) for t in (first + 1, last))
            if monotone_edges(values, steps, *edges, scale):
                class_fourth = fourth if isinstance(fourth, Fraction) else fourth(r, first, last)
                bound = max(bound, class_window_bound(values, steps, class_fourth, scale))
                continue
        mean = _mean(N, k, q, r)
        first, last = math.floor(mean + k * q) - reach[0], math.ceil(mean + k * (1 - q)) + reach[1]
        values = {j: h_values(r + j * V, first + j * D, last + j * D) for j in members(steps)}
        class_fourth = fourth if isinstance(fourth, Fraction) else fourth(r, first, last)
        bound = max(bound, class_window_bound(values, steps, class_fourth, scale),
                    outside_window_bound(N, k, q, lam, r, first, last))
    return bound
