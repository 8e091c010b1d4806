"""The checker's trusted exact arithmetic (standard library only): rationals as text and Q(√d).

A value is a ``Fraction`` or a :class:`Surd` a + b√d (rational a, b and d >= 0).  Its text form
is the ledger's: ``'-9/1000'``, ``'0x1f/3'`` (hexadecimal for huge integers) or
``'a + b*sqrt(d)'``.

>>> rational("-9/1000") == Fraction(-9, 1000), rational("0x1f/3")
(True, Fraction(31, 3))
>>> root = Surd.sqrt(2)
>>> root * root == 2, compare(1 + root, Fraction(24, 10)), str(1 - root)
(True, 1, '1 + -1*sqrt(2)')
>>> floor(3 * Surd.sqrt(2)), str(round_half_up(Surd.sqrt(2), 2)), str(ceil_to(Surd.sqrt(2), 3))
(4, '141/100', '283/200')
>>> value("1 + 2*sqrt(-1)")
Traceback (most recent call last):
ValueError: '1 + 2*sqrt(-1)' has a negative radicand
"""

from __future__ import annotations

import re
from fractions import Fraction
from math import isqrt

__all__ = ["Surd", "ceil_to", "compare", "floor", "holds", "rational", "round_half_up", "value"]

RELATIONS = ("==", "<=", "<", ">=", ">")
_SURD = re.compile(r"^(\S+) \+ (\S+)\*sqrt\((\S+)\)$")


def rational(text: object) -> Fraction:
    """'3', '-9/1000', '0x1f/3' (hex for huge integers), an int or a Fraction -> Fraction; else ValueError."""
    if isinstance(text, Fraction):
        return text
    if isinstance(text, bool) or not isinstance(text, str | int):
        raise ValueError(f"{text!r} is not an exact rational")
    if isinstance(text, int):
        return Fraction(text)
    parts = text.strip().split("/")
    if len(parts) > 2 or not all(parts):
        raise ValueError(f"{text!r} is not an exact rational")
    numbers = [int(part, 16) if part.lstrip("-").lower().startswith("0x") else int(part) for part in parts]
    if len(numbers) == 2 and numbers[1] == 0:
        raise ValueError(f"{text!r} has a zero denominator")
    return Fraction(numbers[0], numbers[1] if len(numbers) == 2 else 1)


def _rational_root(x: Fraction) -> Fraction | None:
    """√x if it is rational (x >= 0), else None."""
    n, d = isqrt(x.numerator), isqrt(x.denominator)
    return Fraction(n, d) if n * n == x.numerator and d * d == x.denominator else None


class Surd:
    """a + b√d with rational a, b and rational d >= 0; b = d = 0 when the number is rational."""

    __slots__ = ("a", "b", "d")

    def __init__(self, a: object, b: object = 0, d: object = 0) -> None:
        a, b, d = rational(a), rational(b), rational(d)
        if d < 0:
            raise ValueError(f"negative radicand {d}")
        root = _rational_root(d)
        if root is not None or b == 0:
            a, b, d = a + b * (root or 0), Fraction(0), Fraction(0)
        self.a, self.b, self.d = a, b, d

    @classmethod
    def sqrt(cls, d: object) -> Surd:
        return cls(0, 1, d)

    @classmethod
    def _known(cls, a: Fraction, b: Fraction, d: Fraction) -> Surd:
        """a + b√d for rational a, b and a d that is 0 or the radicand of a surd made by ``__init__`` (so not a
        rational square): the arithmetic's results, without __init__'s square test (b = 0 folds d to 0)."""
        result = object.__new__(cls)
        result.a, result.b, result.d = a, (b if b else Fraction(0)), (d if b else Fraction(0))
        return result

    @staticmethod
    def of(x: Value | int) -> Surd:
        return x if isinstance(x, Surd) else Surd._known(rational(x), Fraction(0), Fraction(0))

    def _field(self, other: Surd) -> Fraction:
        if self.b and other.b and self.d != other.d:
            raise ValueError(f"values in Q(√{self.d}) and Q(√{other.d}) do not combine")
        return self.d or other.d

    def _same_field(self, other: Value | int) -> Surd:
        """``other`` written over this radicand when √(other.d) = r√(self.d) with r rational (one field, as
        ``compare`` reads it: √(16/5) = 2√(4/5)); else unchanged (``_field`` then refuses two fields).

        >>> x = Surd.sqrt(Fraction(4, 5)) * 2 - Surd.sqrt(Fraction(16, 5))    # 2√(4/5) - √(16/5) = 0
        >>> (x.a, x.b, x.d)
        (Fraction(0, 1), Fraction(0, 1), Fraction(0, 1))
        >>> y = Surd(1, 1, 2) * Surd(0, 1, 8)                                   # (1 + √2)·2√2 = 4 + 2√2
        >>> (y.a, y.b, y.d)
        (Fraction(4, 1), Fraction(2, 1), Fraction(2, 1))
        >>> Surd.sqrt(2) + Surd.sqrt(3)
        Traceback (most recent call last):
        ...
        ValueError: values in Q(√2) and Q(√3) do not combine
        """
        o = Surd.of(other)
        if self.b and o.b and self.d != o.d:
            ratio = _rational_root(o.d / self.d)
            if ratio is not None:
                return Surd(o.a, o.b * ratio, self.d)
        return o

    def __add__(self, other: Value | int) -> Surd:
        o = self._same_field(other)
        return Surd._known(self.a + o.a, self.b + o.b, self._field(o))

    __radd__ = __add__

    def __neg__(self) -> Surd:
        return Surd._known(-self.a, -self.b, self.d)

    def __sub__(self, other: Value | int) -> Surd:
        return self + -Surd.of(other)

    def __rsub__(self, other: Value | int) -> Surd:
        return Surd.of(other) - self

    def __mul__(self, other: Value | int) -> Surd:
        o = self._same_field(other)
        if not o.b:  # times a rational: two products, not five
            return Surd._known(self.a * o.a, self.b * o.a, self.d)
        if not self.b:
            return Surd._known(self.a * o.a, self.a * o.b, o.d)
        d = self._field(o)
        return Surd._known(self.a * o.a + self.b * o.b * d, self.a * o.b + self.b * o.a, d)

    __rmul__ = __mul__

    def inverse(self) -> Surd:
        norm = self.a * self.a - self.b * self.b * self.d
        if norm == 0:
            raise ZeroDivisionError("division by zero in Q(√d)")
        return Surd._known(self.a / norm, -self.b / norm, self.d)

    def __truediv__(self, other: Value | int) -> Surd:
        return self * Surd.of(other).inverse()

    def __rtruediv__(self, other: Value | int) -> Surd:
        return Surd.of(other) * self.inverse()

    def __pow__(self, exponent: int) -> Surd:
        if not isinstance(exponent, int) or exponent < 0:
            raise ValueError(f"exponent {exponent!r} is not a non-negative integer")
        result, base = Surd(1), self
        while exponent:
            if exponent & 1:
                result = result * base
            base, exponent = base * base, exponent >> 1
        return result

    def sign(self) -> int:
        return _sign(self.a, self.b, self.d)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Surd | Fraction | int) and compare(self, other) == 0

    __hash__ = None  # type: ignore[assignment]  # equal values may have different radicands (√8 = 2√2)

    def __lt__(self, other: Value | int) -> bool:
        return compare(self, other) < 0

    def __le__(self, other: Value | int) -> bool:
        return compare(self, other) <= 0

    def __gt__(self, other: Value | int) -> bool:
        return compare(self, other) > 0

    def __ge__(self, other: Value | int) -> bool:
        return compare(self, other) >= 0

    def __str__(self) -> str:
        return str(self.a) if not self.b else f"{self.a} + {self.b}*sqrt({self.d})"

    __repr__ = __str__


Value = Fraction | Surd


def _sgn(x: Fraction) -> int:
    return (x > 0) - (x < 0)


def _sign(a: Fraction, b: Fraction, d: Fraction) -> int:
    """The sign of a + b√d (d >= 0), exactly: compare a² with b²d when the signs differ."""
    sa, sb = _sgn(a), _sgn(b)
    if sb == 0 or d == 0:
        return sa
    if sa == 0 or sa == sb:
        return sb
    return sa * _sgn(a * a - b * b * d)


def value(text: object) -> Value:
    """A ledger value: a rational, or 'a + b*sqrt(d)' with d >= 0 (a Surd)."""
    if isinstance(text, Surd | Fraction):
        return text
    if isinstance(text, str) and "sqrt" in text:
        match = _SURD.match(text.strip())
        if match is None:
            raise ValueError(f"{text!r} is not 'a + b*sqrt(d)'")
        a, b, d = (rational(part) for part in match.groups())
        if d < 0:
            raise ValueError(f"{text!r} has a negative radicand")
        return Surd(a, b, d)
    return rational(text)


def compare(left: object, right: object) -> int:
    """The sign of left - right for two values (text, Fraction or Surd; any radicands), exactly."""
    x, y = Surd.of(value(left)), Surd.of(value(right))
    if not (x.b and y.b) or x.d == y.d:
        return (x - y).sign()
    ratio = _rational_root(x.d / y.d)
    if ratio is not None:  # √d1 = ratio √d2: one field after all
        return Surd(x.a - y.a, x.b * ratio - y.b, y.d).sign()
    # u + v with u = (x.a - y.a) + x.b√x.d and v = -y.b√y.d: compare u² with v² when their signs differ
    u, v = Surd(x.a - y.a, x.b, x.d), -y.b
    su, sv = u.sign(), _sgn(v)
    if su == 0 or su == sv:
        return sv if su == 0 else su
    return su * (u * u - v * v * y.d).sign()


def holds(left: object, relation: str, right: object) -> bool:
    """Whether left <relation> right, exactly."""
    if relation not in RELATIONS:
        raise ValueError(f"unknown relation {relation!r}")
    sign = compare(left, right)
    return {"==": sign == 0, "<=": sign <= 0, "<": sign < 0, ">=": sign >= 0, ">": sign > 0}[relation]


def floor(x: Value | int) -> int:
    """⌊x⌋ exactly (an estimate from isqrt, then corrected by exact comparisons)."""
    s = Surd.of(x)
    if not s.b:
        return s.a.numerator // s.a.denominator
    root = isqrt(int(s.b * s.b * s.d))
    n = s.a.numerator // s.a.denominator + (root if s.b > 0 else -root - 1)
    while compare(s, n) < 0:
        n -= 1
    while compare(s, n + 1) >= 0:
        n += 1
    return n


def round_half_up(x: Value | int, digits: int) -> Fraction:
    """x to the nearest multiple of 10^-digits (a tie goes up)."""
    scale = 10**digits
    return Fraction(floor(Surd.of(x) * scale + Fraction(1, 2)), scale)


def ceil_to(x: Value | int, digits: int) -> Fraction:
    """x rounded up to a multiple of 10^-digits."""
    scale = 10**digits
    return Fraction(-floor(-(Surd.of(x) * scale)), scale)
