"""Exact values as text: rationals as strings, big integers in a form that always prints.

Python refuses ``str()`` of integers over 4300 digits by default; integers that
large are written in hexadecimal (``0x...``), which has no such limit.

>>> exact_to_json({"q": Fraction(9, 1000), "r": (Fraction(1), Fraction(-1, 3)), "N": 4})
{'q': '9/1000', 'r': ['1', '-1/3'], 'N': 4}
>>> parse_exact("9/1000")
Fraction(9, 1000)
>>> big = Fraction(2**20000, 3)
>>> exact_to_json(big)[:6], parse_exact(exact_to_json(big)) == big
('0x1000', True)

For a reader, :func:`short_value` keeps an exact value short and adds a decimal: an irrational value gets a
certified enclosure, a long one only its decimal and the size of the exact form (which the ledger keeps):

>>> short_value("1/3"), short_value("2473/27"), short_value("0 + 1*sqrt(2)")
('1/3', '2473/27 (≈ 91.59)', '0 + 1*sqrt(2) ∈ [1.41421, 1.41422]')
>>> short_value(exact_to_json(Fraction(3**100, 10**100)))
'≈ 5.154e-53 (exact: a 48-digit numerator over a 101-digit denominator, in the ledger)'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction
from math import isqrt
from typing import Any

from krverify.model.rounding import decimal_exponent, decimal_text, round_significant, significant_text
from krverify.model.surd import QuadraticSurd

__all__ = ["exact_str", "exact_to_json", "int_text", "parse_exact", "short_value"]

#: Exact text longer than this is shown by its decimal only.
SHORT = 24
_SURD_TEXT = re.compile(r"^(\S+) \+ (\S+)\*sqrt\((\S+)\)$")
_NUMBER_TEXT = re.compile(r"^-?(0x[0-9a-f]+|[0-9]+)(/(0x[0-9a-f]+|[0-9]+))?$", re.I)

#: Integers wider than this many bits are written in hexadecimal.
_DECIMAL_BITS = 13_000


def int_text(value: int) -> str:
    """A decimal string, or ``0x``-hex beyond the decimal conversion limit."""
    if value.bit_length() <= _DECIMAL_BITS:
        return str(value)
    return ("-" if value < 0 else "") + "0x" + format(abs(value), "x")


def exact_to_json(value: Any) -> Any:
    """Convert points and values to JSON-ready data: Fractions become 'n/d' strings."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int):
        return value if value.bit_length() <= 53 else int_text(value)
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return int_text(value.numerator)
        return f"{int_text(value.numerator)}/{int_text(value.denominator)}"
    if isinstance(value, QuadraticSurd):
        if value.is_rational():
            return exact_to_json(value.a)
        return f"{exact_to_json(value.a)} + {exact_to_json(value.b)}*sqrt({exact_to_json(value.d)})"
    if isinstance(value, Mapping):
        return {str(k): exact_to_json(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [exact_to_json(v) for v in value]
    raise TypeError(f"value={value!r} of type {type(value).__name__} has no exact text form")


def exact_str(value: Any) -> str:
    """``str(exact_to_json(value))``, with a fast path for the usual ints and Fractions (a sweep calls it per point).

    >>> exact_str(Fraction(-9, 1000)), exact_str(Fraction(4)), exact_str(7), exact_str((1, Fraction(1, 2)))
    ('-9/1000', '4', '7', "[1, '1/2']")
    >>> exact_str(2**20000)[:6] == exact_to_json(2**20000)[:6] == '0x1000'
    True
    """
    kind = type(value)
    if kind is Fraction:
        numerator, denominator = value.numerator, value.denominator
        if numerator.bit_length() <= _DECIMAL_BITS and denominator.bit_length() <= _DECIMAL_BITS:
            return str(numerator) if denominator == 1 else f"{numerator}/{denominator}"
    elif kind is int and value.bit_length() <= _DECIMAL_BITS:
        return str(value)
    return str(exact_to_json(value))


def parse_exact(text: str | int) -> Fraction:
    """Inverse of :func:`exact_to_json` for one number."""
    if isinstance(text, int) and not isinstance(text, bool):
        return Fraction(text)
    if not isinstance(text, str):
        raise ValueError(f"text={text!r} is not an exact number")
    numerator, _, denominator = text.partition("/")
    return Fraction(_parse_int(numerator), _parse_int(denominator) if denominator else 1)


def _parse_int(text: str) -> int:
    text = text.strip()
    negative = text.startswith("-")
    body = text[1:] if negative else text
    value = int(body, 16) if body.lower().startswith("0x") else int(body)
    return -value if negative else value


def _digits(n: int) -> int:
    return len(str(abs(n))) if n.bit_length() <= _DECIMAL_BITS else int(n.bit_length() * 0.30103) + 1


def _decimal(value: Fraction) -> str:
    """4 significant digits, nearest; scientific beyond 10^15 (as below 10^-6), so it is always short."""
    if value == 0:
        return "0"
    exponent = decimal_exponent(value)
    if exponent <= 15:
        return significant_text(value, 4)
    mantissa = round_significant(value / Fraction(10) ** exponent, 4)
    if abs(mantissa) >= 10:
        mantissa, exponent = mantissa / 10, exponent + 1
    return f"{decimal_text(mantissa, 4, 'down')}e{exponent}"


def _rational_words(text: str, value: Fraction) -> str:
    if len(text) <= SHORT:  # a small fraction (1/2, 3/4, 9/10) reads best as it is
        plain = value.denominator == 1 or (len(text) <= 6 and value.denominator <= 16)
        return text if plain else f"{text} (≈ {_decimal(value)})"
    if value.denominator == 1:
        return f"≈ {_decimal(value)} (exact: a {_digits(value.numerator)}-digit integer, in the ledger)"
    return (f"≈ {_decimal(value)} (exact: a {_digits(value.numerator)}-digit numerator over a "
            f"{_digits(value.denominator)}-digit denominator, in the ledger)")


def _surd_enclosure(a: Fraction, b: Fraction, d: Fraction, digits: int = 8) -> tuple[Fraction, Fraction]:
    """Rationals lo <= a + b√d <= hi, |hi - lo| <= |b| 10^-digits (integer square roots, no floats)."""
    scale = 10**digits
    root = isqrt(d.numerator * d.denominator * scale * scale)  # √d = √(num·den)/den
    low, high = Fraction(root, d.denominator * scale), Fraction(root + 1, d.denominator * scale)
    ends = sorted((a + b * low, a + b * high))
    return ends[0], ends[1]


def short_value(value: Any) -> str:
    """An exact ledger value as a reader sees it: short exact text with a 4-digit decimal, a long one as its
    decimal, an irrational a + b*sqrt(d) with a certified 6-digit enclosure; anything else unchanged."""
    if isinstance(value, bool) or not isinstance(value, str | int):
        return str(value)
    text = str(value)
    surd = _SURD_TEXT.match(text)
    if surd:
        a, b, d = (parse_exact(part) for part in surd.groups())
        low, high = _surd_enclosure(a, b, d)
        enclosure = f"∈ [{decimal_text(low, 6, 'down')}, {decimal_text(high, 6, 'up')}]"
        return f"{text} {enclosure}" if len(text) <= 2 * SHORT else f"{enclosure} (exact in Q(√d), in the ledger)"
    if not _NUMBER_TEXT.match(text):
        return text
    return _rational_words(text, parse_exact(text))
