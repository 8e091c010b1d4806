"""Exact values as a reader sees them: the one value printer of the terminal output and the reports.

:func:`short_value` keeps an exact value short and adds a decimal: an irrational value gets a certified enclosure,
a long one only its decimal and the size of the exact form (which the ledger keeps):

>>> short_value("1/3"), short_value("2473/27"), short_value("0 + 1*sqrt(2)")
('1/3', '2473/27 (≈ 91.59)', '0 + 1*sqrt(2) ∈ [1.41421, 1.41422]')
>>> from krverify.exact_text import exact_to_json
>>> short_value(exact_to_json(Fraction(3**100, 10**100)))
'≈ 5.154e-53 (exact: a 48-digit numerator over a 101-digit denominator, in the ledger)'

:func:`show_value` prints a JSON-ready value compactly (lists as tuples); ``short=True`` shortens each entry:

>>> show_value(["1", "-1/3", 4]), show_value(["2473/27", 1], short=True)
('(1, -1/3, 4)', '(2473/27 (≈ 91.59), 1)')
"""

from __future__ import annotations

import re
from fractions import Fraction
from math import isqrt
from typing import Any

from krverify.exact_text import parse_exact
from krverify.model.rounding import decimal_exponent, decimal_text, round_significant, significant_text

__all__ = ["SHORT", "short_value", "show_value"]

#: Exact text longer than this is shown by its decimal only.
SHORT = 24
#: Integers wider than this many bits have their digits counted from the bit length.
_DECIMAL_BITS = 13_000
_SURD_TEXT = re.compile(r"^(\S+) \+ (\S+)\*sqrt\((\S+)\)$")
_NUMBER_TEXT = re.compile(r"^-?(0x[0-9a-f]+|[0-9]+)(/(0x[0-9a-f]+|[0-9]+))?$", re.I)


def show_value(value: Any, *, short: bool = False) -> str:
    """A JSON-ready value as compact text: lists as tuples, each entry as :func:`short_value` when ``short``."""
    if isinstance(value, list):
        return "(" + ", ".join(show_value(v, short=short) for v in value) + ")"
    return short_value(value) if short else str(value)


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
