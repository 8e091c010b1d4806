"""Exact facts behind 004 §9 (Abowd et al.'s error bounds for point and sum queries): the two-sided geometric
distribution DGeo (exact rational series in r = e^(-ε)), its truncation TDGeo, the clipped mechanism
max{0, q + Z}, order statistics of Laplace noise (harmonic numbers), and rational bounds of e^x and ln v that a
standard-library checker recomputes term by term.

* DGeo(ε): p(k) = c r^|k|, c = (1 - r)/(1 + r), r = e^(-ε) in (0, 1): :func:`dgeo_pmf`, :func:`dgeo_variance`
  (2r/(1 - r)^2), :func:`dgeo_tail` (P[Z >= k] = r^k/(1 + r), k >= 0);
* the clipped error e = q - max{0, q + Z} of an integer q >= 0: :func:`clipped_moments` (E[e], E[e^2]);
* TDGeo(ε, B), DGeo clipped at ±B: :func:`tdgeo_pmf`; the hockey-stick divergence of two finite laws on integers:
  :func:`hockey_stick`;
* |y_i| for i.i.d. Lap(b) are Exp(1/b): E[max_i |y_i|] = b H_d and E[max_i y_i^2] = b^2 (H_d^2 + H_d^(2))
  (Rényi's representation of exponential order statistics): :func:`laplace_max_moments`;
* :func:`exp_upper` (>= e^x) and :func:`exp_lower` (<= e^x), :func:`log_lower` (<= ln v) and :func:`log_upper`
  (>= ln v) by the artanh series after v = 2^k m, 1 <= m < 2.

>>> dgeo_variance(Fraction(1, 2))
Fraction(4, 1)
>>> laplace_max_moments(2, Fraction(1))
(Fraction(3, 2), Fraction(7, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from math import factorial, lcm

__all__ = ["clipped_moments", "dgeo_pmf", "dgeo_tail", "dgeo_variance", "exp_lower", "exp_upper", "harmonic",
           "hockey_stick", "laplace_max_moments", "log_lower", "log_upper", "tdgeo_pmf"]

#: Terms of the series bounds (the stdlib checker uses the same).
TERMS = 60


def _ratio(r: Fraction) -> None:
    if not 0 < r < 1:
        raise ValueError(f"r = {r} must lie in (0, 1)")


@lru_cache(maxsize=4096)
def exp_lower(x: Fraction) -> Fraction:
    """T_60(x) = Σ_{j<=60} x^j/j! <= e^x (x >= 0), summed over the common denominator q^60 60! (x = p/q)."""
    if x < 0:
        raise ValueError(f"x = {x} must be >= 0")
    p, q = Fraction(x).numerator, Fraction(x).denominator
    total = sum(p**j * q ** (TERMS - j) * (factorial(TERMS) // factorial(j)) for j in range(TERMS + 1))
    return Fraction(total, q**TERMS * factorial(TERMS))


#: lcm(1, 3, ..., 119): the odd denominators of the artanh series.
_ODD = lcm(*range(1, 2 * TERMS, 2))


@lru_cache(maxsize=4096)
def _artanh_lower(value: Fraction) -> Fraction:
    """2 Σ_{j<60} y^(2j+1)/(2j+1), y = (v - 1)/(v + 1) = a/b (v >= 1): below ln v, every term being positive."""
    a, b = value.numerator - value.denominator, value.numerator + value.denominator
    top = 2 * TERMS - 1
    total = sum(a ** (2 * j + 1) * b ** (top - 2 * j - 1) * (_ODD // (2 * j + 1)) for j in range(TERMS))
    return Fraction(2 * total, b**top * _ODD)


@lru_cache(maxsize=4096)
def exp_upper(x: Fraction) -> Fraction:
    """T_60(x) + x^61/61! · 62/(62 - x) >= e^x for 0 <= x < 62 (the tail is below a geometric series of ratio
    x/62)."""
    if not 0 <= x < TERMS + 2:
        raise ValueError(f"x = {x} outside [0, 62)")
    x = Fraction(x)
    return exp_lower(x) + x ** (TERMS + 1) / factorial(TERMS + 1) * (TERMS + 2) / (TERMS + 2 - x)


def _artanh_upper(value: Fraction) -> Fraction:
    """The 60-term artanh series of ln v (v >= 1) plus its tail bound 2y^121/(121(1 - y^2)), y = (v-1)/(v+1)."""
    y = (value - 1) / (value + 1)
    return _artanh_lower(value) + 2 * y ** (2 * TERMS + 1) / ((2 * TERMS + 1) * (1 - y * y))


def _reduce(value: Fraction) -> tuple[int, Fraction]:
    """value = 2^k m with 1 <= m < 2 (value >= 1)."""
    k = value.numerator.bit_length() - value.denominator.bit_length()
    m = value / Fraction(2) ** k
    while m >= 2:
        k, m = k + 1, m / 2
    while m < 1:
        k, m = k - 1, m * 2
    return k, m


@lru_cache(maxsize=4096)
def log_lower(value: Fraction) -> Fraction:
    """A rational <= ln(value) for value >= 1: k·L(2) + L(m), value = 2^k m, 1 <= m < 2, L the 60-term artanh
    partial sum (every term positive, so below the logarithm)."""
    value = Fraction(value)
    if value < 1:
        raise ValueError(f"value = {value} must be >= 1")
    k, m = _reduce(value)
    return k * _artanh_lower(Fraction(2)) + _artanh_lower(m)


@lru_cache(maxsize=4096)
def log_upper(value: Fraction) -> Fraction:
    """A rational >= ln(value): for value >= 1, k·U(2) + U(m) (value = 2^k m, U the partial sum plus its tail
    bound); for 0 < value < 1, -log_lower(1/value)."""
    value = Fraction(value)
    if value <= 0:
        raise ValueError(f"value = {value} must be > 0")
    if value < 1:
        return -log_lower(1 / value)
    k, m = _reduce(value)
    return k * _artanh_upper(Fraction(2)) + _artanh_upper(m)


def harmonic(d: int, power: int = 1) -> Fraction:
    """H_d^(power) = Σ_{j<=d} 1/j^power."""
    return sum((Fraction(1, j**power) for j in range(1, d + 1)), Fraction(0))


def laplace_max_moments(d: int, b: Fraction) -> tuple[Fraction, Fraction]:
    """(E[max_i |y_i|], E[max_i y_i^2]) for d i.i.d. Lap(b): max_i |y_i| = b Σ_{j<=d} E_j/j with E_j i.i.d. Exp(1),
    so its mean is b H_d and its second moment b^2 (H_d^2 + H_d^(2))."""
    if d < 1:
        raise ValueError("d must be >= 1")
    h, h2 = harmonic(d), harmonic(d, 2)
    return b * h, b * b * (h * h + h2)


def dgeo_pmf(k: int, r: Fraction) -> Fraction:
    """P[Z = k] = (1 - r)/(1 + r) r^|k|."""
    _ratio(r)
    return (1 - r) / (1 + r) * r ** abs(k)


def dgeo_variance(r: Fraction) -> Fraction:
    """Var Z = 2 c Σ_{k>=1} k^2 r^k = 2r/(1 - r)^2 (Σ k^2 r^k = r(1 + r)/(1 - r)^3)."""
    _ratio(r)
    c = (1 - r) / (1 + r)
    return 2 * c * r * (1 + r) / (1 - r) ** 3


def dgeo_tail(k: int, r: Fraction) -> Fraction:
    """P[Z >= k] = c Σ_{j>=k} r^j = r^k/(1 + r) for integer k >= 0."""
    _ratio(r)
    if k < 0:
        raise ValueError("k must be >= 0")
    return r**k / (1 + r)


def clipped_moments(q: int, r: Fraction) -> tuple[Fraction, Fraction]:
    """(E[e], E[e^2]) for e = q - max{0, q + Z}, Z ~ DGeo, integer q >= 0: e = -Z where Z >= -q, e = q where
    Z <= -q - 1 (probability r^(q+1)/(1 + r))."""
    _ratio(r)
    if q < 0:
        raise ValueError("q must be >= 0")
    c = (1 - r) / (1 + r)
    first_pos = c * r / (1 - r) ** 2  # Σ_{k>=0} c k r^k
    second_pos = c * r * (1 + r) / (1 - r) ** 3  # Σ_{k>=0} c k^2 r^k
    first_neg = sum((c * k * r**k for k in range(1, q + 1)), Fraction(0))  # Σ_{k=-q}^{-1} c |k| r^|k|
    second_neg = sum((c * k * k * r**k for k in range(1, q + 1)), Fraction(0))
    low = r ** (q + 1) / (1 + r)
    mean = -(first_pos - first_neg) + q * low
    square = second_pos + second_neg + q * q * low
    return mean, square


def tdgeo_pmf(B: int, r: Fraction) -> dict[int, Fraction]:
    """TDGeo(ε, B): DGeo clipped at ±B (P[±B] = r^B/(1 + r), interior c r^|k|)."""
    _ratio(r)
    if B < 1:
        raise ValueError("B must be >= 1")
    law = {k: dgeo_pmf(k, r) for k in range(-(B - 1), B)}
    law[B] = law[-B] = dgeo_tail(B, r)
    return law


def hockey_stick(P: dict[int, Fraction], Q: dict[int, Fraction], lam: Fraction) -> Fraction:
    """sup_S P(S) - λ Q(S) = Σ_k max(0, P(k) - λ Q(k)) for finite laws on the integers."""
    keys: Sequence[int] = sorted(set(P) | set(Q))
    return sum((max(Fraction(0), P.get(k, Fraction(0)) - lam * Q.get(k, Fraction(0))) for k in keys), Fraction(0))
