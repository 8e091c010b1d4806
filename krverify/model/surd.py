"""Exact arithmetic in Q(√d): numbers a + b√d with rational a, b and a fixed rational d >= 0.

The drafts' "local privacy" formulas involve σ = √(pqN); every quantity in a
derivation lies in one field Q(√(pqN)), so each step can be decided exactly:
equality by comparing coordinates, order by comparing squares.

>>> r = QuadraticSurd.sqrt(Fraction(2))
>>> r * r == 2
True
>>> (1 + r) > Fraction(24, 10), (1 + r) < Fraction(242, 100)
(True, True)
>>> QuadraticSurd.sqrt(Fraction(9, 4))        # a rational square folds away
QuadraticSurd(3/2, 0, 0)
>>> QuadraticSurd.sqrt(Fraction(2)).bounds(20)[0] > Fraction(14142, 10000)
True
>>> QuadraticSurd.sqrt(Fraction(16, 5)) == 2 * QuadraticSurd.sqrt(Fraction(4, 5))   # one field: √(16/5) = 2√(4/5)
True
>>> QuadraticSurd.sqrt(Fraction(16, 5)) - QuadraticSurd.sqrt(Fraction(4, 5))         # over the left radicand
QuadraticSurd(0, 1/2, 16/5)
>>> QuadraticSurd.sqrt(Fraction(2)) + QuadraticSurd.sqrt(Fraction(3))
Traceback (most recent call last):
...
ValueError: radicands differ: 2 and 3
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import isqrt

__all__ = ["QuadraticSurd", "rational_sqrt"]

Number = int | Fraction
_ZERO, _ONE = Fraction(0), Fraction(1)


def rational_sqrt(x: Fraction) -> Fraction | None:
    """√x if it is rational, else None."""
    if x < 0:
        raise ValueError(f"x={x} is negative")
    n, d = x.numerator, x.denominator
    rn, rd = isqrt(n), isqrt(d)
    return Fraction(rn, rd) if rn * rn == n and rd * rd == d else None


@dataclass(frozen=True, eq=False)
class QuadraticSurd:
    """a + b√d, normalized so that b = 0 and d = 0 when √d is rational."""

    a: Fraction
    b: Fraction
    d: Fraction

    def __post_init__(self) -> None:
        if self.d < 0:
            raise ValueError(f"d={self.d} must be >= 0")

    @classmethod
    def make(cls, a: Number, b: Number, d: Number) -> QuadraticSurd:
        a, b, d = Fraction(a), Fraction(b), Fraction(d)
        root = rational_sqrt(d)
        if root is not None:
            return cls(a + b * root, Fraction(0), Fraction(0))
        if b == 0:
            return cls(a, Fraction(0), Fraction(0))
        return cls(a, b, d)

    @classmethod
    def _reduced(cls, a: Fraction, b: Fraction, d: Fraction) -> QuadraticSurd:
        """a + b√d for a d that is 0 or already the radicand of a normalized surd (so not a rational square):
        the arithmetic's fast path, which skips make's square test."""
        if b == 0 or d == 0:
            return cls(a, _ZERO, _ZERO)
        return cls(a, b, d)

    @classmethod
    def sqrt(cls, d: Number) -> QuadraticSurd:
        """√d."""
        return cls.make(0, 1, d)

    # ------------------------------------------------------------ arithmetic
    def _lift(self, other: object) -> QuadraticSurd:
        if isinstance(other, QuadraticSurd):
            if self.d and other.d and self.d != other.d:
                # one field when √(other.d) = r√(self.d), r rational (√(16/5) = 2√(4/5)): other over self's radicand
                ratio = rational_sqrt(other.d / self.d)
                if ratio is None:
                    raise ValueError(f"radicands differ: {self.d} and {other.d}")
                return QuadraticSurd._reduced(other.a, other.b * ratio, self.d)
            return other
        if isinstance(other, Fraction):
            return QuadraticSurd(other, _ZERO, _ZERO)
        if isinstance(other, int) and not isinstance(other, bool):
            return QuadraticSurd(Fraction(other), _ZERO, _ZERO)
        raise TypeError(f"cannot combine a surd with {type(other).__name__} {other!r}")

    def _radicand(self, other: QuadraticSurd) -> Fraction:
        return self.d or other.d

    def __add__(self, other: object) -> QuadraticSurd:
        o = self._lift(other)
        return QuadraticSurd._reduced(self.a + o.a, self.b + o.b, self._radicand(o))

    __radd__ = __add__

    def __neg__(self) -> QuadraticSurd:
        return QuadraticSurd(-self.a, -self.b, self.d)

    def __sub__(self, other: object) -> QuadraticSurd:
        return self + (-self._lift(other))

    def __rsub__(self, other: object) -> QuadraticSurd:
        return self._lift(other) - self

    def __mul__(self, other: object) -> QuadraticSurd:
        o = self._lift(other)
        d = self._radicand(o)
        if not d:
            return QuadraticSurd(self.a * o.a, _ZERO, _ZERO)
        return QuadraticSurd._reduced(self.a * o.a + self.b * o.b * d, self.a * o.b + self.b * o.a, d)

    __rmul__ = __mul__

    def __truediv__(self, other: object) -> QuadraticSurd:
        o = self._lift(other)
        d = self._radicand(o)
        norm = o.a * o.a - o.b * o.b * d
        if norm == 0:
            raise ZeroDivisionError("division by zero in Q(√d)")
        conjugate = QuadraticSurd._reduced(o.a / norm, -o.b / norm, d)
        return self * conjugate

    def __rtruediv__(self, other: object) -> QuadraticSurd:
        return self._lift(other) / self

    def __pow__(self, exponent: int) -> QuadraticSurd:
        if not isinstance(exponent, int) or exponent < 0:
            raise ValueError(f"exponent={exponent!r} must be a whole number >= 0")
        result, power = QuadraticSurd(_ONE, _ZERO, _ZERO), self
        while exponent:  # square and multiply: O(log exponent) products
            if exponent & 1:
                result = result * power
            exponent >>= 1
            if exponent:
                power = power * power
        return result

    # ------------------------------------------------------------ order
    def sign(self) -> int:
        """-1, 0 or 1, decided exactly."""
        sa = (self.a > 0) - (self.a < 0)
        sb = (self.b > 0) - (self.b < 0)
        if sb == 0 or sa == sb:
            return sa or sb
        if sa == 0:
            return sb
        square_gap = self.a * self.a - self.b * self.b * self.d
        return sa if square_gap > 0 else (-sa if square_gap < 0 else 0)

    def _compare(self, other: object) -> int:
        return (self - self._lift(other)).sign()

    def __eq__(self, other: object) -> bool:
        try:
            return self._compare(other) == 0
        except TypeError:
            return NotImplemented

    def __hash__(self) -> int:
        return hash((self.a, self.b, self.d))

    def __lt__(self, other: object) -> bool:
        return self._compare(other) < 0

    def __le__(self, other: object) -> bool:
        return self._compare(other) <= 0

    def __gt__(self, other: object) -> bool:
        return self._compare(other) > 0

    def __ge__(self, other: object) -> bool:
        return self._compare(other) >= 0

    def __abs__(self) -> QuadraticSurd:
        return -self if self.sign() < 0 else self

    def __float__(self) -> float:
        """An approximation, for steering searches and plots only (never for a verdict)."""
        low, high = self.bounds(64)
        return float((low + high) / 2)

    def is_rational(self) -> bool:
        return self.b == 0

    def bounds(self, bits: int = 64) -> tuple[Fraction, Fraction]:
        """Rational lo <= self <= hi with hi - lo <= |b| 2^-bits."""
        if self.b == 0:
            return self.a, self.a
        scale = 1 << bits
        n, m = self.d.numerator, self.d.denominator
        # √d = √(n m)/m; floor and ceiling of √(n m) scale^2 bound √(n m) * scale.
        root = isqrt(n * m * scale * scale)
        low, high = Fraction(root, m * scale), Fraction(root + 1, m * scale)
        if self.b > 0:
            return self.a + self.b * low, self.a + self.b * high
        return self.a + self.b * high, self.a + self.b * low

    def __repr__(self) -> str:
        return f"QuadraticSurd({self.a}, {self.b}, {self.d})"

    def __str__(self) -> str:
        if self.b == 0:
            return str(self.a)
        return f"{self.a} + {self.b}*sqrt({self.d})"
