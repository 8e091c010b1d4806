"""Ding, Kulkarni and Yekhanin's 1-bit mean estimation and randomized rounding, exactly (004 §7.4.2-§7.4.3).

A user with X in [0, m] sends Y = 1 with probability 1/(λ + 1) + (X/m)(λ - 1)/(λ + 1), λ = e^ε rational;
the curator estimates μ̂ = (m/n) Σ (Y_i (λ + 1) - 1)/(λ - 1).

>>> from fractions import Fraction
>>> one_bit(Fraction(0), 2, Fraction(3)), one_bit(Fraction(2), 2, Fraction(3))
(Fraction(1, 4), Fraction(3, 4))
>>> estimate(1, 1, 2, Fraction(3))
Fraction(3, 1)
>>> round_up(Fraction(1), 2, range(1, 2))
Fraction(0, 1)
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

__all__ = ["estimate", "one_bit", "round_up"]


def one_bit(x: Fraction, m: int, lam: Fraction) -> Fraction:
    """P[Y = 1] = 1/(λ + 1) + (X/m)(λ - 1)/(λ + 1)."""
    return 1 / (lam + 1) + Fraction(x) / m * (lam - 1) / (lam + 1)


def estimate(ones: int, n: int, m: int, lam: Fraction) -> Fraction:
    """μ̂ = (m/n) Σ (Y_i (λ + 1) - 1)/(λ - 1) when Σ Y_i = ones."""
    return Fraction(m, n) * (ones * (lam + 1) - n) / (lam - 1)


def round_up(x: Fraction, m: int, offsets: Iterable[int]) -> Fraction:
    """P[X + α > m] for α uniform on ``offsets`` (the algorithm then reports A(m), else A(0))."""
    values = list(offsets)
    return Fraction(sum(1 for a in values if x + a > m), len(values))
