"""The drafts' own closed forms (001 §4.3 and §5), exactly: one place for every module that uses them.

>>> from fractions import Fraction
>>> estimator_variance(Fraction(1, 4), 12)
Fraction(9, 1)
>>> str(deviation(Fraction(1, 4), 12))
'3'
"""

from __future__ import annotations

from fractions import Fraction

from krverify.model.surd import QuadraticSurd

__all__ = ["closed_ratio", "deviation", "estimator_variance", "required_q", "required_q_root", "sigma"]


def closed_ratio(n: int, q: Fraction, i: Fraction | QuadraticSurd) -> Fraction | QuadraticSurd:
    """(4.32)'s right-hand side (N - i)/N · p/q + i/N · q/p, for real i."""
    p = 1 - q
    return (n - i) / n * (p / q) + i / n * (q / p)


def sigma(n: int, q: Fraction) -> QuadraticSurd:
    """σ = √(pqN), the deviation of S under D."""
    return QuadraticSurd.sqrt((1 - q) * q * n)


def required_q_root(n: int, root: Fraction, k: int = 1) -> QuadraticSurd:
    """(4.45)/(5.24): ½(1 - 1/√(1 + 4·9/((root - 1)² kN))) with root = λ^(1/k) rational."""
    c = Fraction(9) / ((root - 1) ** 2 * k * n)
    return (1 - 1 / QuadraticSurd.sqrt(1 + 4 * c)) / 2


def required_q(n: int, lam: Fraction, k: int = 1) -> QuadraticSurd:
    """(4.45)/(5.24) for λ^(1/k) = lam (rational): the noise the drafts prescribe."""
    return required_q_root(n, lam, k)


def estimator_variance(q: Fraction, n: int, k: int = 1) -> Fraction:
    """VAR(T̄) = qpN / (k (p - q)²), (4.3)/(5.3)."""
    return q * (1 - q) * n / (k * (1 - 2 * q) ** 2)


def deviation(q: Fraction, n: int, k: int = 1) -> QuadraticSurd:
    """σ(T̄) = √(qpN / (k (p - q)²)), (4.4)/(5.4)."""
    return QuadraticSurd.sqrt(estimator_variance(q, n, k))
