"""Binary-float estimates of δ that steer the certified searches (epsilon, calibrate); they decide nothing.

δ_m(λ) = Σ_s max(0, P(s) - λ Q(s)) for the pair of :mod:`krverify.model.max_delta` (the other N - 1 records with m
ones, the changed record a 0 or a 1), in log space: each binomial's log-pmf by cumulative log-ratios from its mode,
the sums by log-sum-exp.  A search uses these to guess where its threshold lies (the ε with δ(ε) = D, the q with
δ(q) = D), and then certifies two points around the guess with the exact-arithmetic decisions; a wrong guess costs
time, never correctness.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import numpy as np

__all__ = ["estimate_delta", "solve_increasing", "worst_ms"]


def _log_binomial(n: int, r: float) -> tuple[int, np.ndarray]:
    """(first, log pmf) of Bin(n, r) on its mode ± 40 sd (all of it for small n)."""
    if n == 0:
        return 0, np.zeros(1)
    sd = math.sqrt(n * r * (1 - r))
    mode = min(n, int((n + 1) * r))
    lo, hi = max(0, int(mode - 40 * sd - 10)), min(n, int(mode + 40 * sd + 10))
    ratio = math.log(r) - math.log1p(-r)
    up = np.arange(mode, hi, dtype=np.float64)
    down = np.arange(lo + 1, mode + 1, dtype=np.float64)
    values = np.concatenate((np.cumsum((np.log(down) - np.log(n - down + 1) - ratio)[::-1])[::-1],
                             [0.0], np.cumsum(np.log(n - up) - np.log(up + 1) + ratio)))
    top = values.max()
    return lo, values - (top + math.log(np.exp(values - top).sum()))


def _log_convolve(first: tuple[int, np.ndarray], second: tuple[int, np.ndarray]) -> tuple[int, np.ndarray]:
    (a_lo, a), (b_lo, b) = sorted((first, second), key=lambda pair: len(pair[1]))
    out = np.full(len(a) + len(b) - 1, -np.inf)
    for i, value in enumerate(a):
        if value > -750:
            window = out[i:i + len(b)]
            np.logaddexp(window, value + b, out=window)
    return a_lo + b_lo, out


class _Pair:
    """log P and log Q of one m, λ-free: δ_m(λ) for many λ at the cost of one sum each."""

    def __init__(self, N: int, k: int, q: float, m: int) -> None:
        others = _log_binomial(k * (N - 1 - m), q)
        if m:
            others = _log_convolve(_log_binomial(k * m, 1 - q), others)
        self.log_p = _log_convolve(others, _log_binomial(k, q))[1]
        self.log_q = _log_convolve(others, _log_binomial(k, 1 - q))[1]

    def delta(self, log_lam: float, continuous: bool = False) -> float:
        """δ_m(e^ε) = max_t H(t); ``continuous``: the largest value of the parabola through H(t* - 1), H(t*),
        H(t* + 1), which over many m the lattice wiggle reaches (some m has its outcomes at the best offset)."""
        with np.errstate(invalid="ignore"):  # -inf - (-inf) far in a tail: nan, left out
            gap = log_lam + self.log_q - self.log_p
            keep = gap < 0
        if not keep.any():
            return 0.0
        terms = self.log_p[keep] + np.log1p(-np.exp(gap[keep]))
        top = terms.max()
        total = float(math.exp(top) * np.exp(terms - top).sum())
        if not continuous:
            return total
        last = int(np.nonzero(keep)[0][-1])  # the prefix ends at t* (Proposition 2)
        if last + 1 >= len(gap):
            return total
        rise = float(math.exp(self.log_p[last]) * -math.expm1(gap[last]))  # h(t*) >= 0
        fall = float(math.exp(self.log_p[last + 1]) * -math.expm1(gap[last + 1]))  # h(t* + 1) <= 0
        return total + (rise + fall) ** 2 / (8 * (rise - fall)) if rise > fall else total


def estimate_delta(N: int, k: int, q: float, ms: Iterable[int], continuous: bool = False
                   ) -> Callable[[float], float]:
    """ε -> an estimate of max over the given m of δ_m(e^ε) (binary floats; m beyond N - 1 skipped; see
    _Pair.delta for ``continuous``)."""
    pairs = [_Pair(N, k, q, m) for m in sorted(set(ms)) if 0 <= m < N]
    return lambda eps: max(pair.delta(eps, continuous) for pair in pairs)


def worst_ms(N: int, k: int, q: float, eps: float, keep: int = 3) -> list[int]:
    """The m (and their neighbours) with the largest estimated δ_m(e^ε): m < 9, a geometric grid up to N - 1 and its
    mirror N - 1 - m, then a finer grid around the best; only the m whose float law is cheap (_cheap).  At constant
    q the worst m is 0 or 1; nearer q ≈ c/N it lies inside (m ≈ 200 for N = 10^6, q = 0.0014, ε = 0.1)."""
    grid = set(range(min(N, 9)))
    m = 9.0
    while m < N:
        grid |= {int(m), N - 1 - int(m)}
        m *= 1.4
    grid |= {N - 1 - j for j in range(min(N, 4))}
    values = {m: _Pair(N, k, q, m).delta(eps) for m in sorted(g for g in grid if 0 <= g < N and _cheap(N, k, q, g))}
    best = max(values, key=lambda m: values[m])
    for m in {int(best * f) for f in (0.8, 0.85, 0.9, 0.95, 1.05, 1.1, 1.15, 1.2)} - set(values):
        if 0 <= m < N and _cheap(N, k, q, m):
            values[m] = _Pair(N, k, q, m).delta(eps)
    chosen = sorted(values, key=lambda m: -values[m])[:keep]
    return sorted({m + s for m in chosen for s in (-1, 0, 1) if 0 <= m + s < N})


#: The longest shorter factor of a pair's convolution that worst_ms evaluates (its cost is a Python loop over it).
CHEAP = 300


def _cheap(N: int, k: int, q: float, m: int) -> bool:
    """Whether the pair at m convolves two laws one of which spans at most CHEAP points (mode ± 40 sd): with kNpq
    large only m near 0 and N - 1 are, and there (constant q) the worst m lies; near q ≈ c/N every m is."""
    spread = [80 * math.sqrt(k * count * q * (1 - q)) + 20 for count in (m, N - 1 - m)]
    return min(spread) <= CHEAP


def solve_increasing(function: Callable[[float], float], target: float, low: float, high: float,
                     steps: int = 60) -> float:
    """x in [low, high] with function(x) about target, for a non-decreasing function, by bisection in floats."""
    for _ in range(steps):
        middle = (low + high) / 2
        if function(middle) < target:
            low = middle
        else:
            high = middle
    return (low + high) / 2
