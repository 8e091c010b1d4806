"""The paper's privacy ratio on its 3σ window, exactly, for any N (001 §4.3 and §5.3).

D holds N ones and D_m is D with one record set to zero; each record is reported k times.
With the other N - 1 records (all ones) giving D' = Bin(k(N-1), p), the count has

    P(s | D) = Σ_j D'(s - j) Bin(k, p)(j),    P(s | D_m) = Σ_j D'(s - j) Bin(k, q)(j),

so R_s = P(s | D_m) / P(s | D) is a ratio of two short sums of D' ratios, exact for any N.
R_s is non-increasing in s (the monotone likelihood ratio lemma of
:func:`krverify.model.large_delta.prefix_divergence`), so over the window the worst of
R_s and 1/R_s sits at one of the window's two ends.

>>> worst = window_worst_ratio(1000, 1, Fraction(9, 1000))
>>> worst.s, worst.ratio > Fraction(839, 100)      # 1/R_999: the drafts' example, 8.39...
(999, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import ceil, comb

from krverify.model.large_delta import relative_pmf
from krverify.model.surd import QuadraticSurd

__all__ = ["WindowRatio", "paper_pair_ratio", "three_sigma_window", "window_worst_ratio"]


def paper_pair_ratio(N: int, k: int, q: Fraction, s: int) -> Fraction:
    """R_s = P(s | D_m) / P(s | D) for 0 <= s <= kN, exactly."""
    p, n = 1 - q, k * (N - 1)
    relative = relative_pmf(n, p, s - k, s)
    zero = [comb(k, j) * q**j * p ** (k - j) for j in range(k + 1)]
    one = zero[::-1]
    numerator = sum((relative.get(s - j, Fraction(0)) * zero[j] for j in range(k + 1)), Fraction(0))
    denominator = sum((relative.get(s - j, Fraction(0)) * one[j] for j in range(k + 1)), Fraction(0))
    return numerator / denominator


def three_sigma_window(N: int, k: int, q: Fraction) -> range:
    """The integers s in [pkN - 3σ, pkN + 3σ] ∩ [0, kN], σ = √(pqkN), decided exactly in Q(√d)."""
    centre, spread = (1 - q) * k * N, 3 * QuadraticSurd.sqrt((1 - q) * q * k * N)
    low, high = centre - spread, centre + spread
    first = max(0, ceil(low.bounds(64)[0]) - 1)
    while first < low:
        first += 1
    last = min(k * N, int(high.bounds(64)[1]) + 1)
    while last > high:
        last -= 1
    return range(first, last + 1)


@dataclass(frozen=True)
class WindowRatio:
    """The largest of R_s and 1/R_s over the 3σ window, with its s and which of the two it is."""

    ratio: Fraction
    s: int
    order: str  # "P(s|D_m)/P(s|D)" or "P(s|D)/P(s|D_m)"


def window_worst_ratio(N: int, k: int, q: Fraction) -> WindowRatio:
    """The worst ratio (both orders of the pair, as in definition (1.1)) over the 3σ window."""
    window = three_sigma_window(N, k, q)
    low, high = paper_pair_ratio(N, k, q, window[0]), paper_pair_ratio(N, k, q, window[-1])
    if low >= 1 / high:
        return WindowRatio(low, window[0], "P(s|D_m)/P(s|D)")
    return WindowRatio(1 / high, window[-1], "P(s|D)/P(s|D_m)")
