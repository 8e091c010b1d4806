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
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from krverify.model.surd import QuadraticSurd

__all__ = ["exact_str", "exact_to_json", "int_text", "parse_exact"]


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
