"""Exact parameters: every number that reaches the model is a ``Fraction`` or an ``int``.

Values enter as ``int``, ``fractions.Fraction``, ``decimal.Decimal``, a sympy
``Rational`` or a string (``"0.009"`` means 9/1000, ``"9/1000"`` too).  A binary
float is refused, naming the value, because ``0.009`` as a float is not 9/1000.

>>> exact_rational("0.009", "q")
Fraction(9, 1000)
>>> lie_probability("1/3")
Fraction(1, 3)
>>> lie_probability(0.25)
Traceback (most recent call last):
...
krverify.errors.InexactArgument: q=0.25 is a float, not an exact number; give an int, a Fraction, a sympy Rational or a decimal string such as '0.009'
"""

from __future__ import annotations

import numbers
import re
from decimal import Decimal
from fractions import Fraction

from krverify.errors import InexactArgument, InvalidArgument

__all__ = [
    "ExactLike",
    "count",
    "exact_rational",
    "lie_probability",
]

ExactLike = int | Fraction | Decimal | str | numbers.Rational

#: Sizes above this are refused before anything is allocated.
MAX_SIZE = 10**7


#: Exact text longer than this, or with a larger decimal exponent, is refused before any arithmetic
#: (Fraction("1e-3000000") would build a 3-million-digit integer).
MAX_TEXT = 10_000
MAX_EXPONENT = 10_000
_EXPONENT = re.compile(r"[eE]\s*([+-]?\d+)")


def _huge_exponent(text: str) -> bool:
    found = _EXPONENT.search(text)
    return found is not None and abs(int(found.group(1)[:12])) > MAX_EXPONENT


def exact_rational(value: object, name: str) -> Fraction:
    """Return ``value`` as an exact ``Fraction``; refuse floats and non-numbers."""
    if isinstance(value, bool):
        raise InvalidArgument(name, value, "must be a number, not a bool")
    if isinstance(value, Fraction):
        return value
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float | complex):
        raise InexactArgument(name, value)
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise InvalidArgument(name, str(value), "must be a finite number")
        return Fraction(value)
    if isinstance(value, numbers.Rational):  # sympy Rational registers here
        return Fraction(int(value.numerator), int(value.denominator))
    if isinstance(value, str):
        text = value.strip()
        if len(text) > MAX_TEXT or _huge_exponent(text):
            raise InvalidArgument(name, value if len(text) <= 60 else text[:40] + "...",
                                  f"is too large to read exactly (at most {MAX_TEXT} characters and a decimal "
                                  f"exponent of at most {MAX_EXPONENT} in absolute value)")
        try:
            return Fraction(text)
        except (ValueError, ZeroDivisionError):
            raise InvalidArgument(
                name, value, "is not an exact number (use e.g. '0.009' or '9/1000')"
            ) from None
    if isinstance(value, numbers.Number):  # sympy Float, numpy floats, ...
        raise InexactArgument(name, value)
    raise InvalidArgument(name, value, "is not a number")


def lie_probability(q: object, name: str = "q") -> Fraction:
    """The lie probability q as an exact rational with 0 < q < 1/2."""
    if type(q) is Fraction and 0 < q.numerator and 2 * q.numerator < q.denominator:
        return q  # the hot path inside sweeps: already an exact q in range
    value = exact_rational(q, name)
    if not 0 < value < Fraction(1, 2):
        raise InvalidArgument(name, _show(q, value), "must satisfy 0 < q < 1/2")
    return value


def count(value: object, name: str, *, minimum: int = 0, maximum: int = MAX_SIZE) -> int:
    """A whole number of records, repetitions or bits, checked against its range.

    >>> count(3, "N")
    3
    >>> count(-1, "N")
    Traceback (most recent call last):
    ...
    krverify.errors.InvalidArgument: N=-1 must be a whole number >= 0
    """
    if type(value) is int and minimum <= value <= maximum:
        return value  # the hot path inside sweeps
    if isinstance(value, str):
        try:
            value = int(value.strip())
        except ValueError:
            raise InvalidArgument(name, value, "is not a whole number") from None
    if isinstance(value, float):
        raise InexactArgument(name, value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgument(name, value, "is not a whole number")
    if value < minimum:
        raise InvalidArgument(name, value, f"must be a whole number >= {minimum}")
    if value > maximum:
        raise InvalidArgument(name, value, f"is too large (limit {maximum})")
    return value


def _show(original: object, value: Fraction) -> object:
    return original if isinstance(original, str) else str(value)
