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

from collections.abc import Iterable, Sequence
from fractions import Fraction
from itertools import pairwise

__all__ = ["estimate", "one_bit", "round_up", "shared_coin"]


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


def shared_coin(probabilities: Sequence[Fraction]) -> list[tuple[Fraction, tuple[int, ...]]]:
    """Bits Y_i = [U < p_i] drawn with one uniform U for every user: (probability, y) for each distinct y.

    Each Y_i still has P[Y_i = 1] = p_i, but the bits are as dependent as possible (comonotone).

    >>> shared_coin([Fraction(1, 4), Fraction(1, 2)])
    [(Fraction(1, 4), (1, 1)), (Fraction(1, 4), (0, 1)), (Fraction(1, 2), (0, 0))]
    """
    cuts = sorted({Fraction(0), Fraction(1), *map(Fraction, probabilities)})
    return [(high - low, tuple(int(p >= high) for p in probabilities)) for low, high in pairwise(cuts)]
