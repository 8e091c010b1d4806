"""Zhu and Wang's generalised sparse vector technique (004 §9.2, Algorithm 9, RESAMPLE = False) with two-sided
geometric noise DGeo(r) on the threshold and on the queries, in exact rational arithmetic.

The threshold noise ρ and each query noise ν_i are DGeo (p(k) = c r^|k|, c = (1 - r)/(1 + r)); query i answers ⊤
when q_i + ν_i >= T + ρ.  Given ρ = z the answers are independent with P[⊤] = P[ν >= T + z - q_i]
(:func:`above`), and an output run (answers until the c-th ⊤ or k_max answers, :func:`runs`) has probability
Σ_z P[ρ = z] Π_i P[answer i | z].  The sum over z is cut at |z| <= Z: :func:`output_bounds` returns rationals
low <= P[run] <= low + P[|ρ| > Z] (the omitted mass).

The Rényi moment of DGeo against its shift by an integer s, Σ_k p(k)^α p(k - s)^(1-α) for integer α >= 2, is a sum
of three geometric pieces (:func:`dgeo_shift_moment`).

>>> runs(2, 2)
[(1, 1), (1, 0), (0, 1), (0, 0)]
>>> dgeo_shift_moment(Fraction(1, 2), 2, 0)
Fraction(1, 1)
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

__all__ = ["above", "dgeo_shift_moment", "output_bounds", "runs", "stopping_moment"]


def _c(r: Fraction) -> Fraction:
    if not 0 < r < 1:
        raise ValueError(f"r = {r} must lie in (0, 1)")
    return (1 - r) / (1 + r)


def above(t: int, r: Fraction) -> Fraction:
    """P[ν >= t] for ν ~ DGeo(r): r^t/(1 + r) for t >= 0, 1 - r^(1-t)/(1 + r) for t <= 0."""
    _c(r)
    return r**t / (1 + r) if t >= 0 else 1 - r ** (1 - t) / (1 + r)


def runs(c: int, k_max: int) -> list[tuple[int, ...]]:
    """Every output of Algorithm 9: sequences of ⊤ (1) and ⊥ (0) that stop at the c-th ⊤ or after k_max answers."""
    found: list[tuple[int, ...]] = []

    def grow(prefix: tuple[int, ...]) -> None:
        if sum(prefix) == c or len(prefix) == k_max:
            found.append(prefix)
            return
        grow((*prefix, 1))
        grow((*prefix, 0))

    grow(())
    return found


@lru_cache(maxsize=1024)
def output_bounds(queries: tuple[int, ...], T: int, c: int, r_rho: Fraction, r_nu: Fraction,
                  cut: int = 24) -> tuple[dict[tuple[int, ...], Fraction], Fraction]:
    """({run: Σ_{|z| <= cut} P[ρ = z] Π_i P[answer i | z]}, P[|ρ| > cut]): each run's probability lies between its
    value and its value plus the omitted mass."""
    k_max = len(queries)
    c_rho = _c(r_rho)
    law: dict[tuple[int, ...], Fraction] = dict.fromkeys(runs(c, k_max), Fraction(0))
    for z in range(-cut, cut + 1):
        weight = c_rho * r_rho ** abs(z)
        tops = [above(T + z - q, r_nu) for q in queries]
        for run in law:
            value = weight
            for i, answer in enumerate(run):
                value *= tops[i] if answer else 1 - tops[i]
            law[run] += value
    omitted = 2 * r_rho ** (cut + 1) / (1 + r_rho)
    return law, omitted


def dgeo_shift_moment(r: Fraction, alpha: int, s: int) -> Fraction:
    """Σ_k p(k)^α p(k - s)^(1-α) for DGeo(r), integer α >= 2, integer shift s: the exponent α|k| + (1-α)|k - s| is
    linear in k on k <= min(0, s), on k >= max(0, s) and is summed term by term in between."""
    c = _c(r)
    if alpha < 2:
        raise ValueError("alpha must be an integer >= 2")
    low, high = min(0, s), max(0, s)

    def exponent(k: int) -> int:
        return alpha * abs(k) + (1 - alpha) * abs(k - s)

    # k <= low: the exponent decreases by... it is e(low) + (low - k) (slope -1 towards -inf); k >= high likewise
    left = r ** exponent(low) / (1 - r)
    right = r ** exponent(high) / (1 - r)
    middle = sum((r ** exponent(k) for k in range(low + 1, high)), Fraction(0))
    total = left + right + middle - (r ** exponent(0) if low == high else 0)
    return c * total


@lru_cache(maxsize=1024)
def stopping_moment(queries: tuple[int, ...], T: int, r_rho: Fraction, r_nu: Fraction, gamma: int,
                    cut: int = 24) -> Fraction:
    """Σ_{|z| <= cut} P[ρ = z] E[K | ρ = z]^γ for c = 1 (K = number of ⊥ plus 1): a lower bound of E_z[E[K|z]^γ],
    short of it by at most (k_max + 1)^γ P[|ρ| > cut]."""
    c_rho = _c(r_rho)
    total = Fraction(0)
    for z in range(-cut, cut + 1):
        expected, alive = Fraction(0), Fraction(1)
        for i, q in enumerate(queries):
            top = above(T + z - q, r_nu)
            expected += alive * top * (i + 1)
            alive *= 1 - top
        expected += alive * (len(queries) + 1)
        total += c_rho * r_rho ** abs(z) * expected**gamma
    return total
