"""Exact tails of sums of independent bits, and certified rational bounds of e^(-x) (004 §2, §7).

Distributions of Σ X_i for independent Bernoulli(p_i) with rational p_i are computed on integers over
a common denominator.  A printed bound e^(-x) (x rational) is compared with an exact tail through
rational enclosures: to show ``tail <= e^(-x)`` the tail is compared with a rational *lower* bound of
e^(-x) (1/hi, hi an upper bound of e^x from :func:`krverify.model.hockey_stick.exp_enclosure`); to refute
it, with a rational *upper* bound, 1/T_K(x) where T_K(x) = Σ_{j<=K} x^j/j! < e^x (every Taylor term is
positive) — a bound the stdlib checker recomputes exactly.

>>> poisson_binomial([Fraction(1, 2), Fraction(1, 2)])
(Fraction(1, 4), Fraction(1, 2), Fraction(1, 4))
>>> exp_neg_upper(Fraction(0))
Fraction(1, 1)
>>> Fraction(1353, 10000) < exp_neg_lower(Fraction(2)) < exp_neg_upper(Fraction(2)) < Fraction(1354, 10000)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from math import factorial, lcm

__all__ = [
    "TAYLOR_TERMS",
    "binomial_pmf",
    "exp_neg_lower",
    "exp_neg_upper",
    "log_bounds",
    "log_lower",
    "poisson_binomial",
    "sum_law",
]

#: Terms of the Taylor sum T_K whose reciprocal bounds e^(-x) from above.
TAYLOR_TERMS = 60


def poisson_binomial(probabilities: Sequence[Fraction]) -> tuple[Fraction, ...]:
    """P[Σ X_i = s], s = 0..n, for independent X_i ~ Bernoulli(p_i), exactly."""
    d = lcm(*(Fraction(p).denominator for p in probabilities)) if probabilities else 1
    poly = [1]
    for p in probabilities:
        a = int(Fraction(p) * d)
        poly = [(d - a) * (poly[i] if i < len(poly) else 0) + a * (poly[i - 1] if i else 0)
                for i in range(len(poly) + 1)]
    scale = d ** len(probabilities)
    return tuple(Fraction(c, scale) for c in poly)


def sum_law(laws: Sequence[Sequence[tuple[Fraction, Fraction]]]) -> dict[Fraction, Fraction]:
    """The law {s: P[Σ X_i = s]} of a sum of independent X_i, each with a finite law ((value, probability), ...).

    Computed on integers: values over their common denominator, probabilities over each law's.

    >>> sum_law([((Fraction(0), Fraction(1, 2)), (Fraction(1), Fraction(1, 2)))] * 2)
    {Fraction(0, 1): Fraction(1, 4), Fraction(1, 1): Fraction(1, 2), Fraction(2, 1): Fraction(1, 4)}
    """
    scale_values = lcm(*(Fraction(v).denominator for law in laws for v, _ in law)) if laws else 1
    poly: dict[int, int] = {0: 1}
    scale = 1
    for law in laws:
        d = lcm(*(Fraction(p).denominator for _, p in law))
        terms = [(int(Fraction(v) * scale_values), int(Fraction(p) * d)) for v, p in law if p]
        step: dict[int, int] = {}
        for exponent, coefficient in poly.items():
            for shift, weight in terms:
                step[exponent + shift] = step.get(exponent + shift, 0) + coefficient * weight
        poly, scale = step, scale * d
    return {Fraction(e, scale_values): Fraction(c, scale) for e, c in sorted(poly.items()) if c}


@lru_cache(maxsize=256)
def binomial_pmf(n: int, p: Fraction) -> tuple[Fraction, ...]:
    """P[Bin(n, p) = s], s = 0..n."""
    return poisson_binomial([p] * n)


@lru_cache(maxsize=4096)
def exp_neg_lower(x: Fraction) -> Fraction:
    """A rational <= e^(-x) (x >= 0): 1/hi with hi >= e^x from an arb ball (200 bits; model/balls.py)."""
    from krverify.model.hockey_stick import exp_enclosure

    return 1 / exp_enclosure(x)[1]


@lru_cache(maxsize=4096)
def exp_neg_upper(x: Fraction) -> Fraction:
    """A rational >= e^(-x) (x >= 0): 1/T_K(x), T_K(x) = Σ_{j<=K} x^j/j! (K = TAYLOR_TERMS)."""
    if x < 0:
        raise ValueError(f"x = {x} must be >= 0")
    total = sum((x**j / factorial(j) for j in range(TAYLOR_TERMS + 1)), Fraction(0))
    return 1 / total


def log_lower(value: Fraction, terms: int = TAYLOR_TERMS) -> Fraction:
    """A rational <= ln(value) (value >= 1): 2 Σ_{j<terms} y^(2j+1)/(2j+1), y = (v - 1)/(v + 1).

    Every term of the series of ln v = 2 artanh(y) is positive, so each partial sum is below ln v — a bound the
    stdlib checker recomputes exactly (the refuting side of a comparison with ln).

    >>> Fraction(6931, 10000) < log_lower(Fraction(2)) < Fraction(6932, 10000)
    True
    """
    y = (Fraction(value) - 1) / (Fraction(value) + 1)
    if y < 0:
        raise ValueError(f"value = {value} must be >= 1")
    return 2 * sum((y ** (2 * j + 1) / (2 * j + 1) for j in range(terms)), Fraction(0))


def log_bounds(value: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals lo <= ln(value) <= hi (an arb ball, 200 bits; model/balls.py)."""
    from krverify.model.hockey_stick import log_enclosure

    return log_enclosure(Fraction(value))
