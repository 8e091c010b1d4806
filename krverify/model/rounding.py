"""Certified rounding: the printed digits of a real number, decided exactly.

A number is given exactly (a ``Fraction``) or as a :class:`QuadraticSurd`,
whose rational enclosures are refined until every point of the enclosure
rounds to the same decimal.  Ties round half away from zero.

>>> round_places(Fraction(1, 3), 3)
Fraction(333, 1000)
>>> round_significant(QuadraticSurd.sqrt(2000), 3)         # σ = √2000 = 44.72...
Fraction(447, 10)
>>> round_significant(Fraction(3, 10) ** 100, 1)          # q^100 = 5.15...e-53
Fraction(1, 20000000000000000000000000000000000000000000000000000)
"""

from __future__ import annotations

from fractions import Fraction
from math import floor

from krverify.model.surd import QuadraticSurd

__all__ = ["decimal_exponent", "decimal_text", "next_printed", "round_places", "round_significant", "significant_text"]

Real = Fraction | QuadraticSurd

_MAX_BITS = 1 << 14


def _enclosures(value: Real):
    if isinstance(value, QuadraticSurd) and not value.is_rational():
        bits = 64
        while bits <= _MAX_BITS:
            yield value.bounds(bits)
            bits *= 2
        raise ArithmeticError(f"cannot decide the rounding of {value}")
    exact = value.a if isinstance(value, QuadraticSurd) else Fraction(value)
    yield exact, exact


def _round_half_away(x: Fraction) -> int:
    magnitude = floor(abs(x) + Fraction(1, 2))
    return magnitude if x >= 0 else -magnitude


def round_places(value: Real, places: int) -> Fraction:
    """``value`` rounded to ``places`` decimal places (may be negative)."""
    scale = Fraction(10) ** places
    for low, high in _enclosures(value):
        a, b = _round_half_away(low * scale), _round_half_away(high * scale)
        if a == b:
            return Fraction(a) / scale
    raise AssertionError("unreachable")


def decimal_exponent(value: Real) -> int:
    """e with 10^e <= |value| < 10^(e+1)."""
    for low, high in _enclosures(value):
        if low <= 0 <= high and not low == high == 0:
            continue
        candidates = {_exponent(abs(low)), _exponent(abs(high))}
        if len(candidates) == 1:
            return candidates.pop()
    raise ArithmeticError(f"value={value} is zero or too close to a power of ten")


def _exponent(x: Fraction) -> int:
    if x <= 0:
        raise ArithmeticError("zero has no decimal exponent")
    e = (x.numerator.bit_length() - x.denominator.bit_length()) * 30103 // 100000
    while Fraction(10) ** e > x:
        e -= 1
    while Fraction(10) ** (e + 1) <= x:
        e += 1
    return e


def round_significant(value: Real, digits: int) -> Fraction:
    """``value`` rounded to ``digits`` significant digits."""
    return round_places(value, digits - 1 - decimal_exponent(value))


def _directed_integer(value: Fraction, direction: str) -> int:
    return floor(value) if direction == "down" else -floor(-value)


def round_significant_directed(value: Fraction, significant: int, direction: str) -> Fraction:
    """``value`` (> 0) rounded to ``significant`` digits, "down" (a lower bound) or "up" (an upper bound).

    >>> round_significant_directed(Fraction(2, 3), 2, "down"), round_significant_directed(Fraction(2, 3), 2, "up")
    (Fraction(33, 50), Fraction(67, 100))
    """
    if direction not in ("down", "up"):
        raise ValueError(f"direction={direction!r} must be 'down' or 'up'")
    scale = Fraction(10) ** (significant - 1 - decimal_exponent(value))
    return Fraction(_directed_integer(value * scale, direction)) / scale


def next_printed(value: Fraction, significant: int) -> Fraction:
    """The next number above ``value`` (itself printed with ``significant`` digits) that prints with as many.

    >>> next_printed(Fraction(4755, 10**5), 4), next_printed(Fraction(9999, 10**6), 4)
    (Fraction(1189, 25000), Fraction(1, 100))
    """
    return round_significant_directed(value * (1 + Fraction(1, 10 ** (significant + 2))), significant, "up")


def decimal_text(value: Fraction, significant: int, direction: str) -> str:
    """``value`` as a decimal string with ``significant`` digits, rounded "down" or "up" (directed).

    The printed number is a certified bound: <= value when down, >= value when up.

    >>> decimal_text(Fraction(2, 3), 4, "down"), decimal_text(Fraction(2, 3), 4, "up")
    ('0.6666', '0.6667')

    Below 10^-6 the text is scientific, so tiny values stay short:

    >>> decimal_text(Fraction(1, 3 * 10**20), 3, "up"), decimal_text(Fraction(1, 3 * 10**20), 3, "down")
    ('3.34e-21', '3.33e-21')
    >>> decimal_text(Fraction(999999, 10**12), 3, "up")
    '1.00e-6'
    """
    if direction not in ("down", "up"):
        raise ValueError(f"direction={direction!r} must be 'down' or 'up'")
    if value == 0:
        return "0"
    exponent = decimal_exponent(value)
    places = max(0, significant - 1 - exponent)
    whole = _directed_integer(value * 10**places, direction)
    sign, digits = ("-" if whole < 0 else ""), str(abs(whole)).rjust(places + 1, "0")
    if exponent < -6:
        digits = digits.lstrip("0")
        exponent += len(digits) - significant  # rounding up may carry into a new digit (9.99 -> 10.0)
        digits = digits[:significant]
        return f"{sign}{digits[0]}.{digits[1:]}e{exponent}" if significant > 1 else f"{sign}{digits}e{exponent}"
    if places == 0:
        return sign + digits
    return f"{sign}{digits[:-places]}.{digits[-places:]}"


def significant_text(value: Real, digits: int) -> str:
    """``value`` rounded to ``digits`` significant digits, as exact decimal text (for evidence details).

    >>> significant_text(QuadraticSurd.sqrt(2000), 6)
    '44.7214'
    """
    return decimal_text(round_significant(value, digits), digits, "down")
