"""Exponential sums Σ c_i e^(r_i) with rational c_i and r_i, whose sign is decided exactly, ties included.

The probabilities of Laplace mechanisms are such sums: P[μ + Lap(b) ∈ [a, c]] is a rational combination of
e^((a - μ)/b), e^((c - μ)/b) and 1 = e^0, and e^ε P[...] only shifts the exponents by ε.  A comparison
"P[M(x) ∈ S] <= e^ε P[M(x') ∈ S]" is therefore the sign of one exponential sum, and it may be exactly zero (a set
on one side of both means makes the ratio e^ε exactly): balls alone never decide such a tie.  By the
Lindemann–Weierstrass theorem, e^(r_1), ..., e^(r_k) for distinct algebraic r_i are linearly independent over the
algebraic numbers, so a sum with rational coefficients and distinct rational exponents is zero exactly when every
coefficient is; otherwise its sign is that of a ball evaluated at increasing precision (it separates from 0).

>>> from fractions import Fraction as F
>>> s = ExpSum.term(F(1, 2), F(-1)) - ExpSum.term(F(1, 2), F(-2)).shifted(F(1))
>>> s.sign()  # e^-1/2 - e^1 e^-2/2 = 0 exactly
0
>>> laplace_interval(F(0), F(1), F(-1), F(0)).sign()  # P[Lap(1) in [-1, 0]] = (1 - e^-1)/2 > 0
1
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from flint import arb, ctx

from krverify.model.balls import ball, bounds

__all__ = ["ExpSum", "laplace_interval"]

#: Working precisions tried in turn by :meth:`ExpSum.sign` (a nonzero sum separates from 0 at some precision).
PRECISIONS = (80, 200, 600, 2000, 8000)


@dataclass(frozen=True)
class ExpSum:
    """Σ c e^r over ``terms`` = ((r, c), ...): distinct rational exponents r, nonzero rational coefficients c,
    sorted by r (the invariant is enforced by :meth:`of`, so equal sums are equal values)."""

    terms: tuple[tuple[Fraction, Fraction], ...] = ()

    @classmethod
    def of(cls, pairs: dict[Fraction, Fraction]) -> ExpSum:
        return cls(tuple(sorted((Fraction(r), Fraction(c)) for r, c in pairs.items() if c != 0)))

    @classmethod
    def term(cls, coefficient: Fraction, exponent: Fraction) -> ExpSum:
        """c e^r."""
        return cls.of({Fraction(exponent): Fraction(coefficient)})

    def __add__(self, other: ExpSum) -> ExpSum:
        total = dict(self.terms)
        for r, c in other.terms:
            total[r] = total.get(r, Fraction(0)) + c
        return ExpSum.of(total)

    def __neg__(self) -> ExpSum:
        return ExpSum(tuple((r, -c) for r, c in self.terms))

    def __sub__(self, other: ExpSum) -> ExpSum:
        return self + (-other)

    def shifted(self, by: Fraction) -> ExpSum:
        """e^by times the sum."""
        return ExpSum(tuple((r + by, c) for r, c in self.terms))

    def ball(self) -> arb:
        """The sum as a ball at the working precision."""
        total = arb(0)
        for r, c in self.terms:
            total += ball(c) * ball(r).exp()
        return total

    def sign(self) -> int:
        """-1, 0 or 1, exactly: 0 only when no term is left (Lindemann–Weierstrass), else the ball's sign."""
        if not self.terms:
            return 0
        saved = ctx.prec
        try:
            for bits in PRECISIONS:
                ctx.prec = bits
                low, high = bounds(self.ball())
                if low > 0 or high < 0:
                    return 1 if low > 0 else -1
        finally:
            ctx.prec = saved
        raise ArithmeticError(f"a nonzero exponential sum {self.terms} did not separate from 0 at {bits} bits")


def _cdf(x: Fraction, b: Fraction) -> ExpSum:
    """P[Lap(b) <= x]: e^(x/b)/2 for x < 0, 1 - e^(-x/b)/2 for x >= 0."""
    half = Fraction(1, 2)
    return ExpSum.term(half, x / b) if x < 0 else ExpSum.term(Fraction(1), Fraction(0)) - ExpSum.term(half, -x / b)


def laplace_interval(mu: Fraction, b: Fraction, low: Fraction | None, high: Fraction | None) -> ExpSum:
    """P[μ + Lap(b) ∈ [low, high]] (None for an infinite end), an exact exponential sum; b > 0, low <= high."""
    if b <= 0:
        raise ValueError(f"b={b} must be > 0")
    if low is not None and high is not None and low > high:
        raise ValueError(f"low={low} must be <= high={high}")
    upper = ExpSum.term(Fraction(1), Fraction(0)) if high is None else _cdf(high - mu, b)
    return upper if low is None else upper - _cdf(low - mu, b)
