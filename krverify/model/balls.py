"""Certified real arithmetic, one library: python-flint ``arb`` balls, read back as exact rational bounds.

Every irrational quantity krverify decides with (e^ε, ln λ, square roots, the closed forms of published bounds) is
an ``arb`` ball evaluated at a working precision; :func:`bounds` turns a ball into rationals ``low <= x <= high``
and refuses a ball that is not finite (an overflow, a log of a number <= 0, a division by a ball containing 0):
such a ball bounds nothing, and reading it as 0 would decide wrongly.

>>> low, high = exp_enclosure(Fraction(1))
>>> Fraction(27182, 10000) < low < high < Fraction(27183, 10000) and high - low < Fraction(1, 10**50)
True
>>> bounds(arb(1) / 0)
Traceback (most recent call last):
...
ValueError: the ball nan is not finite: it bounds nothing
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from flint import arb, ctx

__all__ = ["ball", "bounds", "exact_of", "exp_enclosure", "log_enclosure", "with_precision"]


def ball(value: Fraction | int) -> arb:
    """The exact rational as a ball (its radius is the rounding of one division at the working precision)."""
    kind = type(value)  # a Fraction or an int as it is (Fraction(value) is the slow path for both)
    if kind is Fraction:
        return arb(value.numerator) / value.denominator
    if kind is int:
        return arb(value) / 1
    value = Fraction(value)
    return arb(value.numerator) / value.denominator


def exact_of(point: arb) -> Fraction:
    """The exact value of an exact ball (radius 0, finite): its midpoint's mantissa times a power of two."""
    if not point.is_finite():
        raise ValueError(f"the ball {point.str(radius=True)} is not finite: it bounds nothing")
    if not point.is_exact():
        raise ValueError(f"the ball {point.str(radius=True)} is not a single exact number")
    mantissa, exponent = (int(part) for part in point.man_exp())
    return Fraction(mantissa * 2**exponent) if exponent >= 0 else Fraction(mantissa, 2**-exponent)


def bounds(value: arb) -> tuple[Fraction, Fraction]:
    """Rationals low <= x <= high for every x in the ball; ValueError for a ball that is not finite."""
    if not value.is_finite():
        raise ValueError(f"the ball {value.str(radius=True)} is not finite: it bounds nothing")
    return exact_of(value.lower()), exact_of(value.upper())


def with_precision(compute: Callable[[], arb], bits: int) -> tuple[Fraction, Fraction]:
    """``bounds(compute())`` evaluated at ``bits`` of working precision (restored afterwards)."""
    saved = ctx.prec
    try:
        ctx.prec = bits
        return bounds(compute())
    finally:
        ctx.prec = saved


def exp_enclosure(x: Fraction, bits: int = 200) -> tuple[Fraction, Fraction]:
    """Rationals low <= e^x <= high."""
    return with_precision(lambda: ball(x).exp(), bits)


def log_enclosure(x: Fraction, bits: int = 200) -> tuple[Fraction, Fraction]:
    """Rationals low <= ln x <= high (x > 0; otherwise the ball is not finite and ValueError says so)."""
    return with_precision(lambda: ball(x).log(), bits)
