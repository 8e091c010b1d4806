"""ε-randomized response on bits, exactly: with λ = e^ε rational, a bit is reported truthfully with
probability λ/(1 + λ) and flipped with probability 1/(1 + λ) (the survey's and the lecture notes' form).

>>> from fractions import Fraction
>>> truthful(Fraction(3))
Fraction(3, 4)
>>> report_pmf((1, 0), (1, 1), Fraction(3))
Fraction(3, 16)
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product

__all__ = ["bit_report", "neighbours", "report_pmf", "truthful", "vectors"]


def truthful(lam: Fraction) -> Fraction:
    """P[report = x] = e^ε/(1 + e^ε) for λ = e^ε."""
    return lam / (1 + lam)


def bit_report(x: int, y: int, lam: Fraction) -> Fraction:
    """P[RR(x) = y] for one bit."""
    return truthful(lam) if x == y else 1 - truthful(lam)


def report_pmf(x: tuple[int, ...], b: tuple[int, ...], lam: Fraction) -> Fraction:
    """P[RR(x) = b] for a vector of bits randomized independently."""
    result = Fraction(1)
    for xi, bi in zip(x, b, strict=True):
        result *= bit_report(xi, bi, lam)
    return result


def vectors(n: int) -> Iterator[tuple[int, ...]]:
    """Every bit vector of length n."""
    return product((0, 1), repeat=n)


def neighbours(x: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every vector differing from x in exactly one position."""
    for i in range(len(x)):
        yield x[:i] + (1 - x[i],) + x[i + 1:]
