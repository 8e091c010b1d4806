"""The zero-concentrated DP level of a pair of finite laws (004 Definition 8.9 with η = 0), bracketed by rationals.

ρ*(P, Q) = sup over α > 1 of max(D_α(P || Q), D_α(Q || P))/α is the smallest ρ for which the pair is ρ-zCDP.
It has no closed form, but D_α is nondecreasing in α (van Erven and Harremoës 2014, Theorem 3) and tends to
KL = D_1 as α -> 1 and to D_∞ = ln max P/Q as α -> ∞.  So for orders 1 < α_0 < α_1 < ... < α_n:

* D_α/α <= D_(α_0) for 1 < α <= α_0;
* D_α/α <= D_(α_(i+1))/α_i for α_i <= α <= α_(i+1);
* D_α/α <= D_∞/α_n for α >= α_n;

and ρ* >= KL and ρ* >= D_(α_i)/α_i at every order.  :func:`zcdp_bounds` evaluates these with ``arb`` balls and
returns the rational ends; a finer grid (``resolution``) narrows the bracket.

>>> from fractions import Fraction as F
>>> low, high = zcdp_bounds((F(1, 2), F(1, 2)), (F(1, 2), F(1, 2)))
>>> low == high == 0
True
>>> low, high = zcdp_bounds((F(2, 3), F(1, 3)), (F(1, 3), F(2, 3)), resolution=64)
>>> F(23, 100) < low <= high < F(24, 100)   # binary RR, e^ε = 2: KL = ln(2)/3 = 0.2310...
True
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from math import ceil

from flint import arb, ctx

from krverify.model.balls import ball, bounds
from krverify.model.continuous import renyi_divergence

__all__ = ["zcdp_bounds"]

#: Working precision (bits): D_α near α = 1 divides a logarithm near 0 by α - 1.
_BITS = 160
#: The orders are rounded up to this denominator (exact rationals with small denominators).
_GRID = 2**20


def zcdp_bounds(P: Sequence[Fraction], Q: Sequence[Fraction], resolution: int = 16) -> tuple[Fraction, Fraction]:
    """Rationals ``low <= ρ*(P, Q) <= high`` (module docstring); both laws of full support on the same outcomes
    (else ValueError: some D_α is infinite and the pair is ρ-zCDP for no ρ)."""
    if len(P) != len(Q) or not all(p > 0 for p in P) or not all(q > 0 for q in Q):
        raise ValueError(f"P={tuple(P)!r} and Q={tuple(Q)!r} must be laws of full support on the same outcomes")
    if resolution < 2:
        raise ValueError(f"resolution={resolution!r} must be at least 2")
    return _bounds(tuple(map(Fraction, P)), tuple(map(Fraction, Q)), resolution)


@lru_cache(maxsize=4096)
def _bounds(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], resolution: int) -> tuple[Fraction, Fraction]:
    if P == Q:
        return Fraction(0), Fraction(0)
    saved = ctx.prec
    try:
        ctx.prec = _BITS
        d_infinity = max(ball(max(p / q for p, q in zip(A, B, strict=True))).log() for A, B in ((P, Q), (Q, P)))
        kl = [sum((ball(a) * (ball(a) / ball(b)).log() for a, b in zip(A, B, strict=True)), arb(0))
              for A, B in ((P, Q), (Q, P))]
        low = max(bounds(value)[0] for value in kl)

        def divergence(alpha: Fraction) -> Fraction:
            """The upper end of max(D_α(P||Q), D_α(Q||P)); the lower end updates ``low`` through D_α/α."""
            nonlocal low
            values = [renyi_divergence(alpha, A, B) for A, B in ((P, Q), (Q, P))]
            low = max(low, *(bounds(value / ball(alpha))[0] for value in values))
            return max(bounds(value)[1] for value in values)

        alpha = 1 + Fraction(1, resolution * resolution)
        high = divergence(alpha)  # the orders in (1, α_0]
        tail = bounds(d_infinity)[1]
        while tail / alpha > low and alpha < 10**6:
            step = Fraction(ceil(alpha * (resolution + 1) * _GRID / resolution), _GRID)
            high = max(high, divergence(step) / alpha)
            alpha = step
        high = max(high, tail / alpha, low)
        return low, high
    finally:
        ctx.prec = saved
