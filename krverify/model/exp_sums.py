"""Exponential sums Σ c_s e^s with rational coefficients and exponents: the exact form of Laplace-noise probabilities.

The probabilities of Laplace (and one-sided exponential) mechanisms on rational inputs are such sums: P[μ + Lap(b) ∈ [a,
c]] combines e^((a - μ)/b), e^((c - μ)/b) and 1 = e^0; e^ε P[...] only shifts the exponents by ε; Report Noisy Max and
the sparse vector technique integrate products of them piece by piece (:mod:`krverify.model.noisy_max`,
:mod:`krverify.model.sparse_vector`). An :data:`ExpSum` is the dict ``{s: c}`` with distinct exponents and no zero
coefficient, so equal sums are equal dicts: by the Lindemann–Weierstrass theorem, e^(s_1), ..., e^(s_k) for distinct
rational s_i are linearly independent over the rationals, so a sum is zero exactly when no term is left. That decides
ties exactly (a set on one side of both means makes a DP ratio e^ε exactly), which balls alone never do.

A sum is read as a real number by :func:`enclose` — fixed rational bounds from :func:`exp_bounds` (Taylor polynomials
T_60 with their remainder, after halving the exponent into [0, 1]), a recipe an independent standard-library formula can
reproduce — or by a ball (:func:`ball_of`), and its sign is decided by :func:`sign`.

>>> tie = add(laplace_interval(F(0), F(2), None, F(-3)), scale(laplace_interval(F(1), F(2), None, F(-3)), -1, F(1, 2)))
>>> tie, sign(tie)  # P[Lap(2) <= -3] - e^(1/2) P[1 + Lap(2) <= -3] = 0 exactly
({}, 0)
>>> sign(laplace_interval(F(0), F(1), F(-1), F(0)))  # (1 - e^-1)/2 > 0
1
>>> low, high = enclose({F(0): F(1), F(-1): F(-3, 4)})  # 1 - (3/4) e^-1 = 0.7240...
>>> F(7240, 10000) < low < high < F(7241, 10000)
True
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache
from math import factorial

from flint import arb, ctx

from krverify.model.balls import ball, bounds

__all__ = ["ExpSum", "add", "ball_of", "constant", "enclose", "exp_bounds", "laplace_cdf", "laplace_interval",
           "product", "scale", "sign"]

F = Fraction
#: Σ_s c_s e^s: exponent s -> coefficient c (canonical: distinct exponents, no zero coefficient, sorted).
ExpSum = dict[Fraction, Fraction]
#: Terms of the Taylor polynomial in :func:`exp_bounds`, and the significant bits its bounds are rounded to.
TERMS = 60
BITS = 288
#: Working precisions tried in turn by :func:`sign` (a nonzero sum separates from 0 at some precision).
PRECISIONS = (80, 200, 600, 2000, 8000)


def _canonical(pairs: Iterable[tuple[Fraction, Fraction]]) -> ExpSum:
    total: dict[Fraction, Fraction] = {}
    for s, c in pairs:
        total[s] = total.get(s, F(0)) + c
    return {s: c for s, c in sorted(total.items()) if c != 0}


def constant(value: Fraction | int) -> ExpSum:
    """The rational ``value`` as a sum (value · e^0)."""
    return _canonical([(F(0), F(value))])


def add(*sums: ExpSum) -> ExpSum:
    """The sum of exponential sums."""
    return _canonical((s, c) for part in sums for s, c in part.items())


def scale(part: ExpSum, factor: Fraction | int = 1, shift: Fraction | int = 0) -> ExpSum:
    """factor · e^shift · part."""
    return _canonical((s + shift, factor * c) for s, c in part.items())


def product(*sums: ExpSum) -> ExpSum:
    """The product of exponential sums (of independent stages, say); the empty product is 1."""
    out = constant(1)
    for factor in sums:
        out = _canonical((s_a + s_b, c_a * c_b) for s_a, c_a in out.items() for s_b, c_b in factor.items())
    return out


def laplace_cdf(x: Fraction, b: Fraction) -> ExpSum:
    """P[Lap(b) <= x]: e^(x/b)/2 for x < 0, 1 - e^(-x/b)/2 for x >= 0."""
    if b <= 0:
        raise ValueError(f"b={b} must be > 0")
    x = F(x)
    return {x / b: F(1, 2)} if x < 0 else add(constant(1), {-x / b: F(-1, 2)})


def laplace_interval(mu: Fraction, b: Fraction, low: Fraction | None, high: Fraction | None) -> ExpSum:
    """P[μ + Lap(b) ∈ [low, high]] (None for an infinite end); b > 0, low <= high."""
    if b <= 0:
        raise ValueError(f"b={b} must be > 0")
    if low is not None and high is not None and low > high:
        raise ValueError(f"low={low} must be <= high={high}")
    upper = constant(1) if high is None else laplace_cdf(high - mu, b)
    return upper if low is None else add(upper, scale(laplace_cdf(low - mu, b), -1))


@lru_cache(maxsize=8192)
def exp_bounds(x: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals low <= e^x <= high: for x > 0, e^x = (e^y)^(2^j) with y = x/2^j <= 1 (the first such j) and
    T_60(y) <= e^y <= T_60(y) + 3 y^61/61! (Lagrange's remainder, e^y < 3), squared j times, each bound rounded
    outward to BITS significant bits before and after every squaring; for x < 0 the reciprocals of the bounds of
    e^(-x).  The relative width is about 2^(j + 1 - BITS) (10^-80 for j <= 10)."""
    x = F(x)
    if x == 0:
        return F(1), F(1)
    if x < 0:
        low, high = exp_bounds(-x)
        return 1 / high, 1 / low
    y, j = x, 0
    while y > 1:
        y, j = y / 2, j + 1
    taylor = sum((y**i / factorial(i) for i in range(TERMS + 1)), F(0))
    low, high = _outward(taylor, taylor + 3 * y ** (TERMS + 1) / factorial(TERMS + 1))
    for _ in range(j):
        low, high = _outward(low * low, high * high)
    return low, high


def _outward(low: Fraction, high: Fraction) -> tuple[Fraction, Fraction]:
    """low rounded down and high rounded up to BITS significant bits (both positive): short numbers, still bounds."""
    shift = BITS - max(low.numerator.bit_length() - low.denominator.bit_length(), 0)
    scale_ = F(2) ** shift
    return F((low * scale_).__floor__()) / scale_, F(-((-high * scale_).__floor__())) / scale_


def enclose(part: ExpSum) -> tuple[Fraction, Fraction]:
    """Rationals low <= Σ c_s e^s <= high, term by term from :func:`exp_bounds`."""
    low = high = F(0)
    for s, c in part.items():
        e_low, e_high = exp_bounds(s)
        low += c * (e_low if c > 0 else e_high)
        high += c * (e_high if c > 0 else e_low)
    return low, high


def ball_of(part: ExpSum) -> arb:
    """The sum as a ball at the working precision."""
    total = arb(0)
    for s, c in part.items():
        total += ball(c) * ball(s).exp()
    return total


def sign(part: ExpSum) -> int:
    """-1, 0 or 1, exactly: 0 only when no term is left (Lindemann–Weierstrass), else the ball's sign."""
    part = add(part)
    if not part:
        return 0
    saved = ctx.prec
    try:
        for bits in PRECISIONS:
            ctx.prec = bits
            low, high = bounds(ball_of(part))
            if low > 0 or high < 0:
                return 1 if low > 0 else -1
    finally:
        ctx.prec = saved
    raise ArithmeticError(f"a nonzero exponential sum {part} did not separate from 0 at {PRECISIONS[-1]} bits")
