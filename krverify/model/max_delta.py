"""The exact maximum of δ over neighbouring collections, certified by branch and bound.

N single-bit records are each reported k times through randomized response with lie
probability q (p = 1 - q), and the release is the number of ones among the kN reports.
Neighbouring collections change one record; the other N - 1 records hold m ones.  Write

    W_m = Bin(km, p) + Bin(k(N-1-m), q)   (the other records' reports),
    X = Bin(k, q), Y = Bin(k, p)          (the changed record's reports as a 0 and as a 1),
    δ_m = δ_λ(W_m + X || W_m + Y),   δ_λ(P || Q) = Σ_s max(0, P(s) - λ Q(s)),   λ = e^ε.

The mechanism's δ(ε) is the maximum of δ_m over m and over both directions of the pair.
This module encloses that maximum in [lower, upper] with upper/lower - 1 <= tolerance (or
upper <= ``floor``, reported as a certified upper bound), for every rational 0 < q < 1/2 and λ >= 1.  Where
λ >= (p/q)^k, δ = 0 exactly (:data:`PURE`).  The statements it rests on:

**Proposition 1 (one direction suffices).**  The other direction at m,
δ_λ(W_m + Y || W_m + X), equals δ_{N-1-m}.  Proof: the reflection s -> kN - s maps a report
that is 1 with probability p to one that is 1 with probability q, so it maps W_m + Y to
W_{N-1-m} + X and W_m + X to W_{N-1-m} + Y; δ_λ is invariant under a bijection of outcomes
applied to both sides.  Hence δ(ε) = max over m in [0, N - 1] of δ_m.

**Proposition 2 (the positive part is a prefix).**  W_m is log-concave (a convolution of
binomials) and Y(j)/X(j) = (p/q)^(2j - k) increases in j, so P(s)/Q(s) is non-increasing in
s (the monotone-likelihood-ratio lemma of :func:`krverify.model.large_delta.prefix_divergence`).
So with H(t) = P[P <= t] - λ P[Q <= t], δ_m = max_t H(t), and the increments
H(t) - H(t - 1) = P(t) - λ Q(t) are positive up to the maximizing t and non-positive after.
The same holds with W_m replaced by any log-concave C + M (below).

**Proposition 3 (block bound).**  Fix a block [a, b] of m.  For m in it,
W_m = C + M_m with the common part C = Bin(ka, p) + Bin(k(N-1-b), q) and the middle M_m: n =
k(b - a) reports, k(m - a) of them 1 with probability p and the rest with probability q.
Each middle report is, with probability 2q, a fair coin, and otherwise its record's bit
(Bern(q) = (1 - 2q) δ_0 + 2q Bern(1/2), Bern(p) = (1 - 2q) δ_1 + 2q Bern(1/2); the privacy
blanket of Balle, Bell, Gascón & Nissim, CRYPTO 2019).  Given which middle reports are coins
(B of them, B ~ Bin(n, 2q) whatever m is), M_m is a constant plus Bin(B, 1/2).  δ_λ is
jointly convex (max(0, u - λv) is convex in (u, v)) and invariant when both sides are shifted
alike, so for every m in the block

    δ_m <= E_B g(B),   g(β) = δ_λ(C + Bin(β, 1/2) + X || C + Bin(β, 1/2) + Y).

g is non-increasing: C + Bin(β + 1, 1/2) is C + Bin(β, 1/2) plus an independent fair coin,
one Markov kernel applied to both sides (post-processing).  Hence for any β_0 < ... < β_r,

    E_B g(B) <= P[B < β_0] + Σ_i P[β_i <= B < β_(i+1)] g(β_i)   (β_(r+1) = ∞).

As the block shrinks the bound tends to δ_m (for a = b it is δ_a), while every single m gives
a lower bound: that is what makes branch and bound converge.

**Proposition 4 (aligned block bound).**  For m in [a, b] and each residue class of m mod V (q = u/v: V =
v/gcd(v, k(v - 2u))), with the outcome shifted by the drift D per step, G_i(t) = H_(r+iV)(t + iD) is nearly linear
in i at every t: its second difference is an exact sixth finite difference (an identity of generating functions).
A discrete Green's function bounds every member at each t by the class's two ends plus (I²/8) times the curvature
at that t, which is measured from the ends' neighbours and a certified fourth aligned difference (uniform, or
where δ is small from the law's tail at that t, by exponential tilting); the window is a few dozen outcomes around
the class's maximum where every member provably rises into it and falls out of it (Proposition 2 applied to each
member through the same Green bound on their increments), else a wide one with Bernstein's inequality outside
(proofs in :mod:`krverify.model.aligned`).  The curvature at the maximizing t, in the law's tail, is tiny, so near
the maximum at constant q one block as wide as half the range of m prunes; the laws come from the common parts of
the block's two ends, whose middles are small.

**Algorithm.**  Depth-first over blocks, the child with the larger bound first.  A block is
pruned when its bound is at most (1 + tolerance) times the best single δ_m found (or at most
``floor``); a block of at most ``LEAF`` values of m is evaluated m by m.  Where Proposition 4 applies (V at
most ALIGNED_MIN_PERIOD or √(kN)/ALIGNED_PERIOD_DIVISOR, λ >= 1) and δ_0, δ_1 are located, the root starts at the
trivial bound 1 and is split at once; a child whose fourth-difference term leaves room takes its parent's bound and
is tried with Proposition 4 first (each law giving a lower bound as well); Proposition 3 is computed only if that
fails. The enclosure is [best δ_m, largest bound of a pruned block or a leaf]; with ``max_blocks`` exhausted, the
blocks not yet examined enter the upper end with their bounds, and ``converged`` is False.

**Arithmetic.**  Fixed-point interval arithmetic on exact integers: a vector of reals in
[0, 1] is held as two integer vectors, low and high, with low_i <= 2^P v_i <= high_i
(P = ``BITS`` for the first lower bounds, then chosen by :func:`_precision` from the pruning threshold, the
tolerance and N, up to 400); a convolution multiplies the low vectors and the high vectors exactly (FLINT's
fmpz_poly) and rounds the products down and up.  Every value that decides anything is an
exact integer or rational; one Arb ball (python-flint, rigorous) starts each binomial pmf at
its mode, and the pmf follows by exact ratio recurrences rounded outward.  The search aims no lower than
``floor`` (10^-30): a δ below it is reported as that certified upper bound (``below_floor``), and ``converged``
says only whether upper/lower - 1 <= tolerance.  A
block carries C as its distribution function Φ on a window [lo, hi]; outside the window Φ is
enclosed by monotonicity (Φ(x) in [0, Φ(lo)] below it, in [Φ(hi), 1] above it, 0 below 0, 1
from C's largest value), so a window may be cut anywhere without losing validity, only
sharpness.  A child's Φ is the parent's convolved with a binomial kernel (Bin(k(b-c), q) for
[a, c], Bin(k(c+1-a), p) for [c+1, b]); a kernel is its whole pmf when small, else a window
around its mode whose two tails are bounded by geometric series (consecutive binomial
probabilities have monotone ratios) and enter every Φ value as a one-sided error.  H(t) is
one convolution of Φ with M * (X - λY); Proposition 2 locates the maximizing t between the
last certainly positive and the first certainly negative increment.  Windows are placed by the
saddle point of the threshold (binary floats steer; they decide nothing): a window
that proves too small makes the evaluation fail its certificate and the block is recomputed
directly from its two binomials with a wider window; where even that does not locate the threshold, the
evaluation returns the enclosure that needs no location (every H(t) on the window is a lower bound, and H is
bounded above below and beyond the window by its two distribution functions), valid and only wider, so that no
valid input ends in an error.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache

from flint import arb, ctx, fmpz, fmpz_poly

from krverify.model.aligned import (
    DIRECT_STEPS,
    Fourth,
    aligned_block_bound,
    curvature_bound,
    fourth_profile,
    period_and_drift,
    window_reach,
)
from krverify.model.balls import exact_of
from krverify.model.drift import EXACT_GRID, NoRoom, drift_block_bound, drift_fourth
from krverify.model.exact import lie_probability

__all__ = ["BITS", "LEAF", "PURE", "RESTS_ON", "MaxDelta", "block_bounds", "delta_at_most", "max_delta", "pair_delta",
           "pure"]

#: Fixed-point bits: every probability is enclosed between two multiples of 2^-BITS.
BITS = 160

#: Proposition 5 (the real drift) is used from this variance kNpq of the count on (below it the blanket bounds),
#: and where q's period exceeds drift.EXACT_GRID (a sampling term between grid points) from the second one on.
#: Measured with benchmarks/delta_scale.py: q = 2469/20000 (V = 10 000) at kNpq = 1.1·10^6 converges in 5 s with it;
#: at 1.1·10^4 the blanket alone took 11 s, with it 27-52 s; near q ≈ c/N (kNpq ≈ 6000, N = 10^8) a decision took
#: 178 s with it and 6 s without.
DRIFT_MIN_VARIANCE = 2500
DRIFT_SAMPLING_MIN_VARIANCE = 200_000

#: Blocks of at most this many values of m are evaluated m by m.
LEAF = 8


#: Extra bits of the binomial recurrences (see _binomial).
_GUARD = 32

#: Grid points of the refined blanket expectation E_B g(B).
_GRID = 12

#: The aligned block bound (krverify/model/aligned.py) is tried for periods V up to the larger of this and
#: √(kN)/ALIGNED_PERIOD_DIVISOR (q's denominator decides V).  Measured with benchmarks/delta_scale.py --periods (k =
#: 1, e^ε = 1 + 4/√N; aligned against the blanket alone, seconds): V = 10, 25, 50 at N = 10^6: 2.5/52, 3.8/32,
#: 3.4/24; V = 100: 14/20 (N = 10^6) and 15/192 (10^7); V = 250: 22/12 and 27/111; V = 500: 56/12 and 82/80.  Each
#: attempt evaluates 6V laws, each costing about √N, while the blanket's blocks multiply with N: the crossover is
#: near V = √N/6.
ALIGNED_MIN_PERIOD = 16
ALIGNED_PERIOD_DIVISOR = 6

REMOVE, ADD = "remove a one", "add a one"

RESTS_ON = ("every m enclosed: single m exactly, blocks of m by the privacy blanket applied to their middle "
            "records (joint convexity; monotone in the number of coins); branch and bound in fixed-point "
            "interval arithmetic on exact integers (krverify/model/max_delta.py)")
DRIFT_RESTS_ON = ("; blocks of m by the bound with a real drift (the outcome shifted by k(p - q) per m through "
                  "16-node interpolation; a discrete Green's function at each outcome over the members with an outcome "
                  "there; krverify/model/drift.py)")
ALIGNED_RESTS_ON = ("; blocks of one residue class of m by the aligned bound (a discrete Green's function at each "
                    "outcome: the class's ends, their neighbours and a certified fourth aligned difference; "
                    "Bernstein's inequality outside the window; krverify/model/aligned.py)")


PURE = ("δ = 0 exactly: e^ε >= (p/q)^k, the largest ratio P[A(x) = s] / P[A(x') = s] of any neighbouring pair and "
        "outcome (the count is a post-processing of the changed record's k reports, whose likelihood ratio is at most "
        "(p/q)^k; krverify/model/max_delta.py)")


class _Uncertified(Exception):
    """A window was too small to certify where the threshold lies; recompute wider."""


def _floor_shift(poly: fmpz_poly, bits: int) -> fmpz_poly:
    """⌊c / 2^bits⌋ for every coefficient c >= 0."""
    return poly // fmpz(1 << bits)


def _ceil_shift(poly: fmpz_poly, bits: int) -> fmpz_poly:
    """⌈c / 2^bits⌉ for every coefficient c >= 0."""
    return _ceil_div(poly, 1 << bits)


def _ceil_div(poly: fmpz_poly, divisor: int) -> fmpz_poly:
    """⌈c / divisor⌉ for every coefficient c >= 0, as ⌊(c + divisor - 1) / divisor⌋.

    fmpz_poly's ``//`` by a scalar is the floor only for non-negative coefficients (python-flint 0.9 gives
    -1 // 10 = 0), so -((-c) // d) is not the ceiling: it rounded values below one unit of the last place down to 0.
    """
    return (poly + _ones(poly.length()) * fmpz(divisor - 1)) // fmpz(divisor)


_ONES = [fmpz_poly([1])]


def _ones(length: int) -> fmpz_poly:
    """1 + z + ... + z^(length - 1) (cut from a cached longer one)."""
    if _ONES[0].length() < length:
        _ONES[0] = fmpz_poly([1] * max(length, 2 * _ONES[0].length()))
    return _ONES[0].truncate(length)


def _fraction(value: arb) -> Fraction:
    return exact_of(value)  # an exact, finite ball's value (model/balls.py)


def _ceil(value: Fraction) -> int:
    return -((-value.numerator) // value.denominator)


# --------------------------------------------------------------------------- interval vectors


@dataclass(frozen=True)
class _Vec:
    """Reals v_lo, ..., v_(lo+size-1) in [0, 1] with low_i <= 2^bits v_i <= high_i (integer polys).

    ``below``/``above`` bound the mass a pmf window leaves out on each side (0 for a Φ).  ``bits``: the fixed-point
    precision, chosen per search (:func:`_precision`); vectors of one search share it.
    """

    lo: int
    size: int
    low: fmpz_poly
    high: fmpz_poly
    below: Fraction = Fraction(0)
    above: Fraction = Fraction(0)
    bits: int = BITS

    @property
    def hi(self) -> int:
        return self.lo + self.size - 1

    @property
    def one(self) -> int:
        return 1 << self.bits

    def ends(self, index: int) -> tuple[int, int]:
        return int(self.low[index]), int(self.high[index])


def _convolve_vectors(first: _Vec, second: _Vec) -> _Vec:
    """The convolution, rounded outward to the same precision again."""
    bits = first.bits
    assert second.bits == bits, "vectors of one search share their precision"
    return _Vec(first.lo + second.lo, first.size + second.size - 1,
                _floor_shift(first.low * second.low, bits), _ceil_shift(first.high * second.high, bits),
                first.below + second.below, first.above + second.above, bits)


@lru_cache(maxsize=64)
def _binomial(n: int, r: Fraction, bits: int = BITS) -> _Vec:
    """Bin(n, r) on the window around its mode outside which each tail is below 2^-(bits - 10) / 2.

    The mode's probability is an Arb ball (lgamma); the others follow by the exact ratios
    D(s+1)/D(s) = (n - s) r / ((s + 1)(1 - r)), rounded down for ``low`` and up for ``high``.
    A tail beyond s is at most D(s) ρ/(1 - ρ), ρ the ratio at s (ratios fall away from the mode).
    The recurrence runs _GUARD bits finer than BITS: rounded up at 2^-BITS, a small value times a ratio
    close to 1 would round back to itself, and the tail test would only stop ~σ²/20 from the mode instead
    of ~15σ (a window of 1.6 million values instead of 125 000 at n = 10^8).
    """
    one = 1 << bits
    if n == 0:
        return _Vec(0, 1, fmpz_poly([one]), fmpz_poly([one]), bits=bits)
    num, den = r.numerator, r.denominator
    rest = den - num
    mode = min(n, (n + 1) * num // den)
    fine = one << _GUARD
    saved = ctx.prec
    ctx.prec = bits + _GUARD + 64
    try:
        ball = (arb(n + 1).lgamma() - arb(mode + 1).lgamma() - arb(n - mode + 1).lgamma()
                + mode * (arb(num) / den).log() + (n - mode) * (arb(rest) / den).log()).exp() * fine
        start_low = max(0, math.floor(_fraction(ball.lower())))
        start_high = min(fine, _ceil(_fraction(ball.upper())))
    finally:
        ctx.prec = saved
    # the tail beyond s is at most high_s a / ((b - a) 2^(bits + _GUARD)), which is <= tail / 2 iff
    # high_s a tail_den <= (b - a) tail_num: compared in integers
    tail = _tail(bits)
    tail_num, tail_den = tail.numerator * fine, 2 * tail.denominator
    up_low, up_high, low, high, s, above = [], [], start_low, start_high, mode, Fraction(0)
    while s < n:
        a, b = (n - s) * num, (s + 1) * rest  # D(s+1)/D(s) = a/b
        if a < b and high * a * tail_den <= (b - a) * tail_num:
            above = Fraction(high * a, (b - a) * fine)
            break
        low, high, s = low * a // b, -((-high * a) // b), s + 1
        up_low.append(low)
        up_high.append(high)
    down_low, down_high, low, high, s, below = [], [], start_low, start_high, mode, Fraction(0)
    while s > 0:
        a, b = s * rest, (n - s + 1) * num  # D(s-1)/D(s) = a/b
        if a < b and high * a * tail_den <= (b - a) * tail_num:
            below = Fraction(high * a, (b - a) * fine)
            break
        low, high, s = low * a // b, -((-high * a) // b), s - 1
        down_low.append(low)
        down_high.append(high)
    lows = fmpz_poly(down_low[::-1] + [start_low] + up_low) // fmpz(fine >> bits)
    highs = _ceil_div(fmpz_poly(down_high[::-1] + [start_high] + up_high), fine >> bits)
    return _Vec(s, len(down_low) + 1 + len(up_low), lows, highs, below, above, bits)


def _tail(bits: int) -> Fraction:
    """The mass (absolute) a binomial kernel window may leave out, its two tails together: 2^-(bits - 10)."""
    return Fraction(1, 2 ** (bits - 10))


def _record(k: int, q: Fraction) -> tuple[fmpz_poly, fmpz_poly, int]:
    """X = Bin(k, q), Y = Bin(k, p) (the changed record as a 0 and a 1) as integers over den^k."""
    num, den = q.numerator, q.denominator
    x = [math.comb(k, j) * num**j * (den - num) ** (k - j) for j in range(k + 1)]
    return fmpz_poly(x), fmpz_poly(x[::-1]), den**k


# --------------------------------------------------------------------------- distribution functions


@dataclass(frozen=True)
class _Cdf:
    """Φ(x) = P[C <= x] of a distribution C on [0, top], enclosed on the window ``values``.

    ``excess``: the true Φ may exceed ``values.high`` by this much (kernel tails); it is
    accounted where Φ is used (:func:`_divergence`).
    """

    values: _Vec
    top: int
    excess: Fraction = Fraction(0)

    def segment(self, first: int, last: int) -> tuple[fmpz_poly, fmpz_poly]:
        """(low, high) integer vectors enclosing 2^bits Φ on [first, last], by monotonicity outside."""
        values, one = self.values, self.values.one
        excess = _ceil(self.excess * one)
        lo, hi = values.lo, values.hi
        lows, highs, length = fmpz_poly([]), fmpz_poly([]), 0
        if first < lo:
            stop = min(last + 1, lo)
            zeros = max(0, min(stop, 0) - first)
            cap = min(one, values.ends(0)[1] + excess)
            highs = fmpz_poly([0] * zeros + [cap] * (stop - first - zeros))
            length = stop - first
        inner_first, inner_last = max(first, lo), min(last, hi)
        if inner_first <= inner_last:
            size = inner_last - inner_first + 1
            lows += values.low.right_shift(inner_first - lo).truncate(size).left_shift(length)
            highs += values.high.right_shift(inner_first - lo).truncate(size).left_shift(length)
            length += size
        if last > hi:
            start = max(first, hi + 1)
            ones = max(0, last + 1 - max(start, self.top))
            floor_value = values.ends(values.size - 1)[0]
            count = last + 1 - start - ones
            lows += fmpz_poly([floor_value] * count + [one] * ones).left_shift(length)
            highs += fmpz_poly([one] * (count + ones)).left_shift(length)
        return lows, highs


def _point_mass(bits: int = BITS) -> _Cdf:
    one = 1 << bits
    return _Cdf(_Vec(0, 1, fmpz_poly([one]), fmpz_poly([one]), bits=bits), 0)


def _convolve(cdf: _Cdf, kernel: _Vec, lo: int, hi: int, top: int) -> _Cdf:
    """Φ of C + K on [lo, hi]: Σ_i K(i) Φ_C(x - i); the kernel's tails add to the one-sided excess."""
    bits = kernel.bits
    assert cdf.values.bits == bits, "vectors of one search share their precision"
    lows, highs = cdf.segment(lo - kernel.hi, hi - kernel.lo)
    shift, size = kernel.hi - kernel.lo, hi - lo + 1
    low = _floor_shift((lows * kernel.low).right_shift(shift).truncate(size), bits)
    high = _ceil_shift((highs * kernel.high).right_shift(shift).truncate(size), bits)
    return _Cdf(_Vec(lo, size, low, high, bits=bits), top, cdf.excess + kernel.below + kernel.above)


def _direct_cdf(N: int, k: int, q: Fraction, a: int, b: int, lo: int, hi: int, bits: int = BITS) -> _Cdf:
    """Φ of C = Bin(ka, p) + Bin(k(N-1-b), q) on [lo, hi], computed from the two binomials."""
    ones = _binomial(k * a, 1 - q, bits)
    base = _convolve(_point_mass(bits), ones, ones.lo, ones.hi, k * a)
    return _convolve(base, _binomial(k * (N - 1 - b), q, bits), lo, hi, k * (N - 1 - (b - a)))


# --------------------------------------------------------------------------- one divergence


@dataclass(frozen=True)
class _Divergence:
    """δ_λ(C + M + X || C + M + Y) in [lower, upper]; ``threshold``: the maximizing t, if located."""

    lower: Fraction
    upper: Fraction
    threshold: int | None


@dataclass(frozen=True)
class _Pair:
    """The changed record (X, Y over the integer ``scale``) and λ = u/v."""

    x: fmpz_poly
    y: fmpz_poly
    scale: int
    u: int
    v: int


def _sums(cdf: _Cdf, weights: tuple[fmpz_poly, fmpz_poly], offset: int, width: int, first: int, last: int
          ) -> tuple[list[int], list[int]]:
    """Σ_i w_i Φ(t - offset - i) for t in [first, last], enclosed (w >= 0 given as low/high)."""
    lows, highs = cdf.segment(first - offset - width, last - offset)
    size = last - first + 1
    low = (lows * weights[0]).right_shift(width).truncate(size).coeffs()
    high = (highs * weights[1]).right_shift(width).truncate(size).coeffs()
    return ([int(v) for v in low] + [0] * (size - len(low)), [int(v) for v in high] + [0] * (size - len(high)))


def _scale(pair: _Pair, bits: int) -> int:
    """The integer scale of H in :func:`_h_enclosure`: 2^(2 bits) times the record's scale times λ's denominator."""
    return (1 << (2 * bits)) * pair.scale * pair.v


def _h_enclosure(cdf: _Cdf, middle: _Vec, pair: _Pair, first: int, last: int
                 ) -> tuple[Fraction, Fraction, tuple[list[int], list[int]]]:
    """H(t) = P[C + M + X <= t] - λ P[C + M + Y <= t] for t in [first, last], enclosed: (an upper bound of H(t) for
    every t <= first, namely of P[C + M + X <= first]; an upper bound of H(t) for every t >= last, namely
    1 - λ P[C + M + Y <= last]; (lows, highs) integers over :func:`_scale`)."""
    mx = (middle.low * pair.x, middle.high * pair.x)
    my = (middle.low * pair.y, middle.high * pair.y)
    width = middle.size - 1 + pair.x.length() - 1
    p_low, p_high = _sums(cdf, mx, middle.lo, width, first, last)
    q_low, q_high = _sums(cdf, my, middle.lo, width, first, last)
    # H scaled by 2^(2 BITS) scale v; Φ may exceed its high by cdf.excess and M may miss
    # middle.below + middle.above of mass: the P part rises by at most that, the Q part too.
    total = (1 << (2 * middle.bits)) * pair.scale
    slack = _ceil((cdf.excess + middle.below + middle.above) * total)
    lows = [pair.v * a - pair.u * (b + slack) for a, b in zip(p_low, q_high, strict=True)]
    highs = [pair.v * (a + slack) - pair.u * b for a, b in zip(p_high, q_low, strict=True)]
    above = 1 - Fraction(pair.u * q_low[-1], pair.v * total)  # P[Q <= t] >= its low end at last, for t >= last
    return Fraction(p_high[0] + slack, total), above, (lows, highs)


def _divergence(cdf: _Cdf, middle: _Vec, pair: _Pair, t_lo: int, t_hi: int, top: int,
                floor: Fraction, fallback: bool = False) -> _Divergence:
    """Enclose max_t H(t), H(t) = P[C + M + X <= t] - λ P[C + M + Y <= t], locating t in [t_lo, t_hi].

    Raises _Uncertified when [t_lo, t_hi] does not bracket the maximizing t (Proposition 2), unless ``fallback``:
    then the enclosure that needs no location, [largest low end of H on the window, largest upper bound of H over
    the window, below it and above it] (δ = max_t H(t) for every t, so any H(t) is a lower bound), ``threshold``
    None.
    """
    t_lo = min(max(0, t_lo), top)
    t_hi = max(min(top, t_hi), t_lo)
    start = t_lo - 1  # H(t_lo - 1) too, for the first increment
    below_window, above_window, (lows, highs) = _h_enclosure(cdf, middle, pair, start, t_hi)
    scale = _scale(pair, middle.bits)
    if start < 0:
        lows[0] = highs[0] = 0  # H(-1) = 0 exactly
        below_window = Fraction(0)
    try:
        return _located(lows, highs, below_window, start, scale, floor)
    except _Uncertified:
        if not fallback:
            raise
    lower = max(Fraction(0), Fraction(max(lows), scale))
    upper = min(Fraction(1), max(below_window, above_window, Fraction(max(highs), scale), lower))
    return _Divergence(lower, upper, None)


def _located(lows: list[int], highs: list[int], below_window: Fraction, start: int, scale: int,
             floor: Fraction) -> _Divergence:
    """max_t H(t) from H's enclosure on [start, start + len - 1] where Proposition 2 locates the maximizing t;
    _Uncertified where it does not."""
    # Proposition 2: the increments are positive up to the maximizing t and non-positive after.
    falling = next((i for i in range(1, len(lows)) if highs[i] < lows[i - 1]), None)
    if falling is None:
        raise _Uncertified
    rising = next((i for i in range(falling - 1, 0, -1) if lows[i] > highs[i - 1]), None)
    if rising is None and start >= 0:
        # The maximizing t may lie below the window: δ = max_(t < t_f) H(t), and H(t) <= P[C + M + X <= start]
        # for t <= start.
        bound = max([below_window]
                    + [Fraction(v, scale) for v in highs[1:falling]])
        if bound > floor / 1024:
            raise _Uncertified
        lower = max([Fraction(0)] + [Fraction(v, scale) for v in lows[1:falling]])
        return _Divergence(lower, max(bound, lower), None)
    first = rising or 1
    if first >= falling:  # the first increment is already negative, at t = 0: δ = 0
        return _Divergence(Fraction(0), Fraction(0), None)
    best = max(range(first, falling), key=lambda i: highs[i])
    lower = max(Fraction(0), Fraction(max(lows[first:falling]), scale))
    return _Divergence(lower, max(Fraction(0), Fraction(highs[best], scale)), start + best)


# --------------------------------------------------------------------------- the search


@dataclass(frozen=True)
class MaxDelta:
    """max over neighbouring collections of δ(ε), enclosed: delta_lower <= δ <= delta_upper.

    ``worst_m``/``direction``: a pair attaining ``delta_lower`` (of the two mirror-image pairs,
    the one with the smaller m).  ``blocks``: block bounds computed; ``singles``: values of m
    evaluated one by one.  ``converged``: delta_upper <= (1 + tolerance) delta_lower, always (a δ below the floor
    is ``below_floor``, converged only if its enclosure is that narrow too).
    """

    N: int
    k: int
    q: Fraction
    exp_eps: Fraction
    delta_lower: Fraction
    delta_upper: Fraction
    worst_m: int
    direction: str
    blocks: int
    singles: int
    converged: bool
    tolerance: Fraction
    rests_on: str = RESTS_ON
    #: Stopped by Ctrl-C (KeyboardInterrupt): the enclosure reached so far, still valid.
    interrupted: bool = False
    #: Blocks pruned by the aligned bound rather than the blanket.
    aligned: int = 0
    #: The upper end is at most ``floor`` (10^-30 by default): δ lies below the resolution the search aims for, and
    #: is reported as that certified upper bound; ``converged`` is still only whether the tolerance was met.
    below_floor: bool = False


@dataclass
class _Bound:
    """A block's upper bound ``value``; ``refined``: computed on the full grid; ``at_least``:
    the blanket expectation itself is at least this, so no grid brings ``value`` lower."""

    value: Fraction
    refined: bool
    at_least: Fraction = Fraction(0)


@dataclass
class _Search:
    """The state of one branch and bound: parameters, the best single δ_m, the largest bound kept."""

    N: int
    k: int
    q: Fraction
    lam: Fraction
    tolerance: Fraction
    floor: Fraction
    pair: _Pair = field(init=False)
    best: Fraction = Fraction(-1)
    best_m: int = 0
    upper: Fraction = Fraction(0)
    current: Fraction = Fraction(0)  # the bound of the block being examined
    blocks: int = 0
    singles: int = 0
    aligned: int = 0  # blocks pruned by the aligned bound
    use_aligned: bool = True  # Proposition 4, and the lower bounds at m = 0, 1 first (False: Proposition 3 alone)
    use_drift: bool = True  # Proposition 5 where it applies; False once its sampling term proved too wide
    target: Fraction | None = None  # deciding δ <= target: prune there, stop once a δ_m exceeds it
    bits: int = BITS  # the fixed-point precision (:func:`_precision`)
    level: float = 2.0**-150  # the absolute precision aimed at, which places the common parts' windows

    def __post_init__(self) -> None:
        self.q = lie_probability(self.q)  # Proposition 2's prefix and the drift need 0 < q < 1/2
        x, y, scale = _record(self.k, self.q)
        self.pair = _Pair(x, y, scale, self.lam.numerator, self.lam.denominator)

    # ----- steering with binary floats: where the thresholds are.  Nothing is decided here.

    def _saddle(self, ones: float, zeros: float, coins: float = 0.0) -> float:
        """Where the maximizing t of H lies for C + M = Bin(ones, p) + Bin(zeros, q) + Bin(coins, 1/2), by the
        saddle point: P(t)/Q(t) = X(ρ)/Y(ρ) where ρ = W(t - 1)/W(t) is the law's local ratio, so the threshold
        is where ρ = (p - μq)/(μp - q), μ = λ^(1/k), and there t is the mean of the law tilted by ρ.  Accurate in
        the far tails, where a normal approximation is not (-1 where δ = 0: μ >= p/q)."""
        q = float(self.q)
        p = 1 - q
        mu = math.exp(math.log(float(self.lam)) / self.k) if self.lam > 1 else 1.0
        if mu * q >= p:
            return -1.0
        rho = (p - mu * q) / (mu * p - q)
        return (ones * p * rho / (q + p * rho) + (zeros + self.k) * q * rho / (p + q * rho)
                + coins * rho / (1 + rho))

    def _reach(self, variance: float) -> float:
        """How far from its mean a common part of this variance must be resolved: its tails beyond (Bernstein) are
        below the precision aimed at (``level``, :func:`_precision`): a threshold in the far tail (a tiny δ) needs a
        wider window."""
        c = -math.log(self.level)
        return c / 3 + math.sqrt(c * c / 9 + 2 * variance * c) + 2

    def _common(self, a: int, b: int) -> tuple[float, float]:
        q = float(self.q)
        p, k = 1 - q, self.k
        return k * (a * p + (self.N - 1 - b) * q), k * (self.N - 1 - (b - a)) * p * q

    def window(self, a: int, b: int, widen: int = 1, resolved: bool = False) -> tuple[int, int]:
        """The outcomes of C whose Φ the block [a, b] and its sub-blocks may need (``resolved``: every outcome
        outside which C's tails are negligible, for Proposition 4)."""
        q = float(self.q)
        p, k, n = 1 - q, self.k, self.k * (b - a)
        mean, variance = self._common(a, b)
        top = k * (self.N - 1 - (b - a))
        reach = widen * self._reach(variance) + 40
        if resolved or (self.use_aligned and b - a + 1 > LEAF and _aligned_period(self) is not None):
            # Proposition 4 evaluates H over ~10 sd: C resolved wherever its tails are not negligible
            return max(0, math.floor(mean - reach)), max(0, min(top, math.ceil(mean + reach)))
        ones, zeros = k * a, k * (self.N - 1 - b)
        low = min(self._saddle(ones, zeros + n), self._saddle(ones, zeros, n)) - n - k
        high = self._saddle(ones + n, zeros) + 1
        spread = math.sqrt(variance + n * p * q + k * p * q)
        slack = widen * (16 + spread / 2)
        lo = max(0, math.floor(max(low - slack, mean - reach)))
        # at least up to a little past the mean, where the increments are certainly negative
        hi = min(top, math.ceil(max(min(high + slack, mean + reach), mean + 2 * spread + 8)))
        return lo, max(lo, hi)

    # ----- evaluations

    def evaluate(self, cdf: _Cdf, middle: _Vec, estimate: float, spread: float,
                 fallback: bool = False) -> _Divergence:
        """δ_λ(C + M + X || C + M + Y), the threshold searched around ``estimate``.

        The estimate is kept inside the outcomes where C + M has resolved values; the range
        doubles while the threshold is not located, and finally covers all of them (a
        threshold in an unresolved tail then shows as a bound below ``floor``).  Where it is still not located,
        ArithmeticError (the caller may recompute the common part in a wider window), or with ``fallback`` the
        enclosure that needs no location (:func:`_divergence`): valid, only wider.
        """
        top = cdf.top + middle.hi + self.k
        first, last = cdf.values.lo + middle.lo, cdf.values.hi + middle.hi + self.k
        reach = 8 + spread / 32
        if not first <= estimate <= last:  # a threshold in an unresolved tail: take every resolved outcome
            estimate, reach = (first + last) / 2, (last - first) / 2 + 1
        for _ in range(3):
            try:
                return _divergence(cdf, middle, self.pair, math.floor(estimate - reach),
                                   math.ceil(estimate + reach), top, self.floor)
            except _Uncertified:
                if estimate - reach <= first and estimate + reach >= last:
                    break
                reach *= 8
        try:  # every resolved outcome
            return _divergence(cdf, middle, self.pair, first, last, top, self.floor)
        except _Uncertified:
            pass
        if fallback:
            return _divergence(cdf, middle, self.pair, first, last, top, self.floor, fallback=True)
        raise ArithmeticError("the threshold could not be located")

    def single(self, a: int, b: int, cdf: _Cdf, m: int, fallback: bool = False) -> _Divergence:
        """δ_m for m in the block [a, b] whose common part has distribution function ``cdf``."""
        q, k = float(self.q), self.k
        j, n = k * (m - a), k * (b - a)
        middle = _convolve_vectors(_binomial(j, 1 - self.q, self.bits), _binomial(n - j, self.q, self.bits))
        _, variance = self._common(a, b)
        variance += n * q * (1 - q)
        estimate = self._saddle(k * a + j, k * (self.N - 1 - b) + n - j)
        return self.evaluate(cdf, middle, estimate, math.sqrt(variance + 1), fallback)

    def h_values(self, a: int, b: int, cdf: _Cdf, m: int, first: int, last: int) -> tuple[list[int], list[int]]:
        """H_m(t) for t in [first, last] (m in the block [a, b] with common part ``cdf``): integers (lows, highs)
        over :func:`_scale`."""
        if not a <= m <= b:
            raise ValueError(f"m={m} is not in the block [{a}, {b}]")
        j, n = self.k * (m - a), self.k * (b - a)
        middle = _convolve_vectors(_binomial(j, 1 - self.q, self.bits), _binomial(n - j, self.q, self.bits))
        return _h_enclosure(cdf, middle, self.pair, first, last)[2]

    def _g(self, a: int, b: int, cdf: _Cdf, beta: int, fallback: bool = False) -> _Divergence:
        """g(β) of Proposition 3."""
        _, variance = self._common(a, b)
        estimate = self._saddle(self.k * a, self.k * (self.N - 1 - b), beta)
        coins = _binomial(beta, Fraction(1, 2), self.bits)
        return self.evaluate(cdf, coins, estimate, math.sqrt(variance + beta / 4 + 1), fallback)

    def block_bound(self, a: int, b: int, cdf: _Cdf, refined: bool = False, fallback: bool = False) -> _Bound:
        """Proposition 3: an upper bound on δ_m for every m in [a, b].

        On the grid β_0 < ... < β_r (coarse: the window's ends and mean ± 2 sd of B; refined:
        _GRID points) the bound is P[B < β_0] + Σ_i P[β_i <= B < β_(i+1)] g(β_i), and, g being
        non-increasing, Σ_i P[β_(i-1) < B <= β_i] g(β_i) <= E_B g(B): no grid brings the bound
        below that (``at_least``).
        """
        n = self.k * (b - a)
        if n == 0:
            return _Bound(self.single(a, b, cdf, a, fallback).upper, True)
        coins = _binomial(n, 2 * self.q, self.bits)
        grid = _grid(coins, _GRID if refined else 4)
        highs = [int(v) for v in coins.high.coeffs()] + [0] * coins.size
        lows = [int(v) for v in coins.low.coeffs()] + [0] * coins.size
        total, at_least = coins.below, Fraction(0)  # below B's window, g <= 1
        previous = coins.lo - 1
        for index, beta in enumerate(grid):
            end = grid[index + 1] if index + 1 < len(grid) else coins.hi + 1
            g = self._g(a, b, cdf, beta, fallback)
            mass = Fraction(sum(highs[beta - coins.lo:end - coins.lo]), coins.one)
            total += (mass + (coins.above if index + 1 == len(grid) else 0)) * g.upper
            at_least += Fraction(sum(lows[previous + 1 - coins.lo:beta + 1 - coins.lo]), coins.one) * g.lower
            previous = beta
        return _Bound(total, refined or len(grid) == coins.size, at_least)


def _grid(coins: _Vec, points: int) -> list[int]:
    """β_0 < ... < β_r for E_B g(B): the whole window if small; else its ends and points over ±2 sd
    (coarse, 4 points) or ±5 sd (refined)."""
    if coins.size <= points:
        return list(range(coins.lo, coins.hi + 1))
    values = ([int(v) / coins.one for v in coins.high.coeffs()] + [0.0] * coins.size)[:coins.size]  # steering only
    total = sum(values) or 1.0
    mean = sum(i * v for i, v in enumerate(values)) / total
    sd = math.sqrt(max(sum((i - mean) ** 2 * v for i, v in enumerate(values)) / total, 1.0))
    spread = 2 if points == 4 else 5
    first = max(0, int(mean - spread * sd))
    last = min(coins.size - 1, int(mean + spread * sd) + 1)
    inner = points - 2
    chosen = {0, coins.size - 1} | {first + round(i * (last - first) / (inner - 1)) for i in range(inner)}
    return sorted(coins.lo + i for i in chosen)


def pair_delta(N: int, k: int, q: Fraction, lam: Fraction, m: int) -> tuple[Fraction, Fraction]:
    """δ_m ('add a one' at m) enclosed, computed directly from the binomials: a lower bound on δ(ε)."""
    search = _Search(N, k, q, lam, Fraction(0), Fraction(0))
    result = search.single(m, m, _direct_cdf(N, k, q, m, m, *search.window(m, m), search.bits), m, fallback=True)
    return result.lower, result.upper


def block_bounds(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int) -> tuple[Fraction, Fraction | None]:
    """(Proposition 3's bound, Proposition 4's bound or None where it does not apply) on the block [a, b] of m,
    each an upper bound of δ_m for every m in it: the two block bounds side by side (the benchmark compares their
    excess over the block's maximum)."""
    search = _Search(N, k, q, lam, Fraction(0), Fraction(0))
    cdf = _direct_cdf(N, k, q, a, b, *search.window(a, b, resolved=True), search.bits)
    blanket = search.block_bound(a, b, cdf, refined=True, fallback=True).value
    if _aligned_period(search) is None:
        return blanket, None
    search.best = pair_delta(N, k, q, lam, a)[0]  # the windows are placed for a threshold near δ
    fourth = _aligned_fourth(search, a, b)
    if fourth is None:
        return blanket, None
    return blanket, _aligned_bound(search, _Block(a, b, cdf, _Bound(blanket, True)), fourth)


def max_delta(N: int, k: int, q: Fraction, lam: Fraction, tolerance: Fraction = Fraction(1, 10**6),
              floor: Fraction = Fraction(1, 10**30), max_blocks: int | None = None,
              max_seconds: float | None = None, on_progress: Callable[[Fraction, Fraction], None] | None = None,
              aligned: bool = True) -> MaxDelta:
    """Enclose max over m and both directions of δ_m (see the module docstring).

    Stops when delta_upper <= (1 + tolerance) delta_lower or delta_upper <= floor, or after
    ``max_blocks`` block bounds or ``max_seconds`` of wall time, or at Ctrl-C (then ``converged`` is False,
    ``interrupted`` says which, and the enclosure, still valid, is wider).  ``on_progress(lower, upper)`` is
    called with the enclosure reached so far, about twice a second.  ``aligned=False`` uses the blanket bound of
    Proposition 3 alone (for comparison).
    """
    deadline = None if max_seconds is None else time.monotonic() + max_seconds
    search = _Search(N, k, q, lam, tolerance, floor)
    search.use_aligned = aligned
    if pure(k, search.q, lam):
        return MaxDelta(N, k, search.q, lam, Fraction(0), Fraction(0), 0, ADD, 0, 0, True, search.tolerance, PURE)
    return _branch_and_bound(search, max_blocks, deadline, on_progress)


def pure(k: int, q: Fraction, lam: Fraction) -> bool:
    """Whether λ >= (p/q)^k, where δ = 0 exactly (see PURE)."""
    return lam * q**k >= (1 - q) ** k


def delta_at_most(N: int, k: int, q: Fraction, lam: Fraction, target: Fraction,
                  max_blocks: int = 20000, max_seconds: float | None = None) -> bool | None:
    """Decide max_m δ_m <= target: True or False when certified, None when undecided.

    The same branch and bound, pruning at ``target`` instead of the best δ_m and stopping at
    the first single δ_m certainly above it; None when a δ_m straddles the target within its
    enclosure or ``max_blocks`` (or ``max_seconds``) runs out.
    """
    search = _Search(N, k, q, lam, Fraction(0), min(target, Fraction(1, 10**30)), target=target)
    if pure(k, search.q, lam):
        return True
    deadline = None if max_seconds is None else time.monotonic() + max_seconds
    result = _branch_and_bound(search, max_blocks, deadline)
    if result.interrupted:  # a decision is all or nothing: Ctrl-C goes on to the caller's loop
        raise KeyboardInterrupt
    if result.delta_lower > target:
        return False
    return True if result.converged and result.delta_upper <= target else None


@dataclass
class _Block:
    a: int
    b: int
    cdf: _Cdf
    bound: _Bound
    #: The bound is the parent's (valid, not sharp): the aligned bound is tried first, the blanket computed only
    #: if it fails.
    lazy: bool = False
    tried: bool = False  # the aligned bound was tried (and failed)


def _sub_cdf(search: _Search, parent: _Block, a: int, b: int, resolved: bool = False) -> _Cdf:
    """The common part of [a, b], a sub-block of ``parent`` sharing one of its ends: the parent's convolved with a
    binomial kernel."""
    k = search.k
    kernel = (_binomial(k * (parent.b - b), search.q, search.bits) if a == parent.a
              else _binomial(k * (a - parent.a), 1 - search.q, search.bits))
    top = k * (search.N - 1 - (b - a))
    return _convolve(parent.cdf, kernel, *search.window(a, b, resolved=resolved), top)


def _child(search: _Search, parent: _Block, a: int, b: int) -> _Block:
    """The sub-block [a, b] of ``parent``: its common part and bound."""
    cdf = _sub_cdf(search, parent, a, b)
    search.blocks += 1
    if search.use_aligned and _aligned_fourth(search, a, b) is not None:
        return _Block(a, b, cdf, _Bound(parent.bound.value, False), lazy=True)  # the parent's bound holds here
    return _Block(a, b, *_blanket(search, a, b, cdf))


def _blanket(search: _Search, a: int, b: int, cdf: _Cdf, refined: bool = False) -> tuple[_Cdf, _Bound]:
    """Proposition 3's bound on [a, b] (with ``cdf``, or with the common part recomputed directly in a wider
    window when the inherited one proves too narrow, and then, where a threshold is still not located, the
    bounds that need no location)."""
    try:
        return cdf, search.block_bound(a, b, cdf, refined)
    except ArithmeticError:
        cdf = _wider_cdf(search, a, b)
        return cdf, search.block_bound(a, b, cdf, refined, fallback=True)


def _wider_cdf(search: _Search, a: int, b: int) -> _Cdf:
    """The common part of [a, b] computed directly from its two binomials, in a window four times as wide."""
    return _direct_cdf(search.N, search.k, search.q, a, b, *search.window(a, b, widen=4), search.bits)


def _branch_and_bound(search: _Search, max_blocks: int | None, deadline: float | None = None,
                      on_progress: Callable[[Fraction, Fraction], None] | None = None) -> MaxDelta:
    N = search.N
    root_cdf = _point_mass(search.bits)
    stack = [_Block(0, N - 1, root_cdf, _Bound(Fraction(1), True))]  # δ <= 1 trivially, until bounded
    search.blocks = 1
    converged, interrupted = True, False
    reported = time.monotonic()
    try:
        # Where Proposition 4 applies and δ_0, δ_1 are located, the root is split at once (its blanket bound is
        # slow and never prunes at constant q), its children tried with the aligned bound first.  Otherwise (a
        # threshold in an unresolved tail: δ tiny) the blanket bounds it, from every resolved outcome.
        aligned = search.use_aligned and _aligned_period(search) is not None
        seeded = aligned and _seed(search, root_cdf)
        search.bits, search.level = _precision(search)
        root_cdf = stack[0].cdf = _point_mass(search.bits)
        if not seeded:
            stack[0].bound = search.block_bound(0, N - 1, root_cdf, fallback=True)
        converged = _search_blocks(search, stack, max_blocks, deadline, on_progress, reported)
    except KeyboardInterrupt:  # Ctrl-C: every block not finished (the stack) keeps its bound in the upper end
        search.upper = max([search.upper] + [b.bound.value for b in stack] + [search.current])
        converged, interrupted = False, True
    lower = max(search.best, Fraction(0))
    upper = min(max(search.upper, lower), Fraction(1))  # δ <= Σ_s P(s) = 1
    m = search.best_m
    mirror = N - 1 - m
    worst_m, direction = (mirror, REMOVE) if mirror <= m else (m, ADD)
    met = (upper <= search.target if search.target is not None
           else upper <= lower * (1 + search.tolerance))
    return MaxDelta(N, search.k, search.q, search.lam, lower, upper, worst_m, direction, search.blocks,
                    search.singles, converged and met, search.tolerance,
                    RESTS_ON + ((DRIFT_RESTS_ON if _drifts(search) else ALIGNED_RESTS_ON) if search.aligned else ""),
                    interrupted, search.aligned,
                    upper <= search.floor)


def _precision(search: _Search) -> tuple[int, float]:
    """(bits, level): the fixed-point bits and the absolute precision the common parts' windows are resolved to, once
    the seeds have set the pruning threshold.  The aligned bound amplifies the width of a measured curvature by
    I²/8 (I up to N steps of a class), and the widths of the laws near the threshold grow to about 2^27 units of
    the last place through the convolutions and by the tails cut off the windows, so the level is the threshold
    times the tolerance (2^-30 when deciding) over 2^28 N², and the bits 9 more than it needs (at least BITS, at
    most 400).  A δ of 10^-28 at N = 10^8 needs about 200 bits, a δ of 10^-8 the default 160."""
    threshold = _threshold(search)
    relative = search.tolerance if search.tolerance > 0 else Fraction(1, 2**30)
    need = Fraction(2**28 * search.N**2) / (threshold * relative)
    log2 = need.numerator.bit_length() - need.denominator.bit_length()
    return min(400, max(BITS, log2 + 9)), 2.0 ** -min(log2, 390)


def _seed(search: _Search, root_cdf: _Cdf) -> bool:
    """Lower bounds from m = 0 and 1 before the search (at constant q the worst m is there), so that thresholds
    are sharp from the first blocks on; their upper ends are not needed (the blocks cover every m).  False when a
    threshold could not be located (or lies in a tail below the fixed-point resolution)."""
    located = True
    for m in range(min(2, search.N)):
        result = search.single(0, search.N - 1, root_cdf, m, fallback=True)
        search.singles += 1
        located = located and result.threshold is not None
        if result.lower > search.best:
            search.best, search.best_m = result.lower, m
    return located


def _search_blocks(search: _Search, stack: list[_Block], max_blocks: int | None, deadline: float | None,
                   on_progress: Callable[[Fraction, Fraction], None] | None, reported: float) -> bool:
    """The branch and bound's loop; False when it stopped early (target exceeded, block or time budget).
    ``search.current`` holds the bound of the block being split, so that an interrupt keeps it."""
    converged = True
    while stack:
        if on_progress is not None and time.monotonic() - reported > 0.5:
            reported = time.monotonic()
            on_progress(max(search.best, Fraction(0)), max([search.upper, search.best] + [b.bound.value
                                                                                         for b in stack]))
        search.current = stack[-1].bound.value  # before the pop: an interrupt between the two keeps the block
        block = stack.pop()
        if search.target is not None and search.best > search.target:
            search.upper = max([search.upper, block.bound.value] + [b.bound.value for b in stack])
            converged = False  # decided: δ > target (the enclosure stays valid, only wider)
            break
        threshold = _threshold(search)
        if block.bound.value <= threshold:
            search.upper = max(search.upper, block.bound.value)
            continue
        if block.lazy:
            block.lazy = False
            if _aligned_prunes(search, block):
                continue
            block.cdf, block.bound = _blanket(search, block.a, block.b, block.cdf)
            if block.bound.value <= threshold:
                search.upper = max(search.upper, block.bound.value)
                continue
        if not block.bound.refined and block.bound.at_least <= threshold:  # a finer grid may prune
            block.cdf, block.bound = _blanket(search, block.a, block.b, block.cdf, refined=True)
            if block.bound.value <= threshold:
                search.upper = max(search.upper, block.bound.value)
                continue
        if search.use_aligned and not block.tried and _aligned_prunes(search, block):
            continue
        if (max_blocks is not None and search.blocks >= max_blocks) or (
                deadline is not None and time.monotonic() > deadline):
            search.upper = max([search.upper, block.bound.value] + [b.bound.value for b in stack])
            converged = False
            break
        if block.b - block.a + 1 <= LEAF:
            _leaf(search, block)
            continue
        middle = (block.a + block.b) // 2
        children = [_child(search, block, block.a, middle), _child(search, block, middle + 1, block.b)]
        children.sort(key=lambda c: c.bound.value)
        stack += children  # the larger bound is examined first
    search.current = Fraction(0)
    return converged


def _threshold(search: _Search) -> Fraction:
    return search.target if search.target is not None else max(search.best * (1 + search.tolerance), search.floor)


def _aligned_period(search: _Search) -> int | None:
    """The step of m along a class: V where Proposition 4 applies (V at most ALIGNED_MIN_PERIOD or
    √(kN)/ALIGNED_PERIOD_DIVISOR, λ >= 1), 1 where Proposition 5 does (a larger V, λ > 1, and kNpq at least
    DRIFT_MIN_VARIANCE: its bounds of the law's differences need a wide law); else None."""
    period, _ = period_and_drift(search.q, search.k)
    if _drifts(search):
        return 1
    limit = max(ALIGNED_MIN_PERIOD, math.isqrt(search.k * search.N) // ALIGNED_PERIOD_DIVISOR)
    return period if period <= limit and search.lam >= 1 else None


def _drifts(search: _Search) -> bool:
    """Whether Proposition 5 (:mod:`krverify.model.drift`) bounds the blocks: V above ALIGNED_MIN_PERIOD, λ > 1 and
    kNpq at least DRIFT_MIN_VARIANCE."""
    period, _ = period_and_drift(search.q, search.k)
    variance = search.k * search.N * search.q * (1 - search.q)
    return (search.use_drift and period > ALIGNED_MIN_PERIOD and search.lam > 1 and variance >= DRIFT_MIN_VARIANCE
            and (period <= EXACT_GRID or variance >= DRIFT_SAMPLING_MIN_VARIANCE))


def _aligned_fourth(search: _Search, a: int, b: int) -> Fourth | None:
    """M₄ of the aligned bound on [a, b] where it is worth trying (0 when every member of a class is evaluated):
    its term (I²/8)((I - 2)²/8)·M₄ at most half the pruning threshold, by the uniform bound or else by the tail
    bound at the threshold's outcome (then M₄ is taken per outcome, :func:`~krverify.model.aligned.fourth_profile`);
    None where it is not (no period, a leaf, no room)."""
    period = _aligned_period(search)
    if period is None or b - a + 1 <= LEAF:
        return None
    steps = (b - a) // period
    if steps <= DIRECT_STEPS:
        return Fraction(0)
    N, k, q, lam = search.N, search.k, search.q, search.lam
    inner = steps - 2
    factor, room = Fraction(steps * steps * inner * inner, 64), _threshold(search) / 2
    if _drifts(search):
        at = search._saddle(k * a, k * (N - 1 - a))  # the threshold's outcome for m = a
        fourth = drift_fourth(N, k, q, lam, a, b, at - 1, at + 1)
        return fourth if factor * fourth <= room else None
    fourth = curvature_bound(N, k, q, lam, a, b, order=4)
    if factor * fourth <= room:
        return fourth
    at = round(search._saddle(k * a, k * (N - 1 - a)))  # the threshold's outcome for the class of a, aligned
    if factor * max(fourth_profile(N, k, q, lam, a, b, a, at - 1, at + 1)) > room:
        return None
    return functools.partial(fourth_profile, N, k, q, lam, a, b)


def _aligned_prunes(search: _Search, block: _Block) -> bool:
    """Try the aligned block bound on ``block``; True, with the bound entered in the upper end, when it is at most
    the pruning threshold.  Tried once per block, where :func:`_aligned_fourth` says it is worth it."""
    block.tried = True
    fourth = _aligned_fourth(search, block.a, block.b)
    if fourth is None:
        return False
    bound = _aligned_bound(search, block, fourth)
    if bound > _threshold(search):
        return False
    search.upper = max(search.upper, bound)
    search.aligned += 1
    return True


def _aligned_bound(search: _Search, block: _Block, fourth: Fourth) -> Fraction:
    """Proposition 4 on ``block`` (the laws of each class's ends and their neighbours, each giving a lower bound as
    well), its windows placed for the current pruning threshold."""
    scale = _scale(search.pair, search.bits)
    a, b = block.a, block.b
    span = 3 * _aligned_period(search)  # the members j = 0, 1, 2 of every class lie in [a, a + span - 1]
    ends: dict[tuple[int, int], _Cdf] = {}

    def h_values(m: int, first: int, last: int) -> tuple[list[int], list[int]]:
        # a member's law from the common part of the end it lies in: a small middle, cheap to evaluate
        end = (a, b) if b - a < 2 * span else (a, a + span - 1) if m < a + span else (b - span + 1, b)
        if end not in ends:
            ends[end] = block.cdf if end == (a, b) else _sub_cdf(search, block, *end, resolved=True)
        lows, highs = search.h_values(*end, ends[end], m, first, last)
        search.singles += 1
        lower = Fraction(max(lows), scale)
        if lower > search.best:
            search.best, search.best_m = lower, m
        return lows, highs
    N, k = search.N, search.k
    reach = window_reach(N, k, search.q, search.lam, _threshold(search))
    qf = float(search.q)
    sigma = math.sqrt(k * N * qf * (1 - qf))

    def centre(r: int) -> float:  # the class's threshold, aligned (that of its first member); floats steer
        return search._saddle(k * r, k * (N - 1 - r))
    depth = abs(centre(a) - k * (a * (1 - qf) + (N - 1 - a) * qf)) / (sigma + 1)
    half_width = max(24, math.ceil(sigma / (8 * (1 + depth))))
    if _drifts(search):
        room = max(_threshold(search) - search.best, _threshold(search) * search.tolerance / 2)
        for width in (half_width, 4 * half_width):
            try:
                bound = drift_block_bound(N, k, search.q, search.lam, a, b, h_values, scale, centre(a), width, room)
            except NoRoom:  # the law is too narrow for the sampling term: Proposition 3 alone from here on
                search.use_drift = False
                return Fraction(2)
            if bound is not None:
                return bound
        return Fraction(2)  # not certified: the block is not pruned this way
    return aligned_block_bound(N, k, search.q, search.lam, a, b, h_values, scale, reach, fourth, centre, half_width)


def _leaf(search: _Search, block: _Block) -> None:
    for m in range(block.a, block.b + 1):
        try:
            result = search.single(block.a, block.b, block.cdf, m)
        except ArithmeticError:  # the inherited window is too narrow: wider, then the bounds needing no location
            block.cdf = _wider_cdf(search, block.a, block.b)
            result = search.single(block.a, block.b, block.cdf, m, fallback=True)
        search.singles += 1
        search.upper = max(search.upper, result.upper)
        if result.lower > search.best:
            search.best, search.best_m = result.lower, m
