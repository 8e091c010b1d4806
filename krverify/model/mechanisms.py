"""Finite mechanisms with rational probabilities, exactly (004 §3.4, §4.1.3, §7).

A distribution is a tuple of Fractions (one per outcome); a mechanism on a neighbouring pair of
databases is the pair (P, Q) of its output distributions; a mechanism on a finite database space is a
tuple of rows.  e^ε = λ is a rational, so every quantity of (ε, δ)-differential privacy is exact:

* ``level(P, Q)`` = max_z P(z)/Q(z), the smallest λ with P(z) <= λ Q(z) for every z (None: unbounded);
* ``hockey(P, Q, λ)`` = Σ_z (P(z) - λ Q(z))⁺ = max over every set S of P(S) - λ Q(S) (attained at
  S = {z : P(z) > λ Q(z)}), the smallest δ with P(S) <= λ Q(S) + δ for every S.

>>> P, Q = rr_pair(Fraction(3))
>>> P, level(P, Q), hockey(P, Q, Fraction(2))
((Fraction(3, 4), Fraction(1, 4)), Fraction(3, 1), Fraction(1, 4))
>>> worst_set(P, Q, Fraction(2)) == hockey(P, Q, Fraction(2))
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from itertools import chain, combinations, product
from typing import TypeVar

__all__ = ["Dist", "deterministic_maps", "hockey", "kary_pair", "level", "mass", "mix", "nonempty_subsets",
           "product_dist", "push", "renyi_moment", "rr_pair", "subsets", "vector_rr", "worst_set"]

Dist = tuple[Fraction, ...]
T = TypeVar("T")


def mass(P: Sequence[Fraction], S: Sequence[int]) -> Fraction:
    """P(S) = Σ_{z in S} P(z)."""
    return sum((P[z] for z in S), Fraction(0))


def nonempty_subsets(items: Iterable[T]) -> Iterator[tuple[T, ...]]:
    """Every nonempty subset of ``items``, by size, each in the items' order."""
    pool = tuple(items)
    return chain.from_iterable(combinations(pool, k) for k in range(1, len(pool) + 1))


def subsets(size: int) -> Iterator[tuple[int, ...]]:
    """Every subset of range(size), the empty set first."""
    return chain.from_iterable(combinations(range(size), k) for k in range(size + 1))


def level(P: Sequence[Fraction], Q: Sequence[Fraction]) -> Fraction | None:
    """max_z P(z)/Q(z) over outcomes with P(z) > 0 (None if some Q(z) = 0 < P(z))."""
    best = Fraction(0)
    for p, q in zip(P, Q, strict=True):
        if p > 0:
            if q == 0:
                return None
            best = max(best, p / q)
    return best


def renyi_moment(alpha: int, P: Sequence[Fraction], Q: Sequence[Fraction]) -> Fraction | None:
    """Σ_z P(z)^α Q(z)^(1-α) over P(z) > 0, so that D_α(P || Q) = ln(moment)/(α - 1) (004 Definition 8.1), for an
    integer order α >= 2; None when some Q(z) = 0 < P(z) (the divergence is infinite).

    >>> renyi_moment(2, (Fraction(1, 2), Fraction(1, 2)), (Fraction(1, 4), Fraction(3, 4)))
    Fraction(4, 3)
    """
    if type(alpha) is not int or alpha < 2:
        raise ValueError(f"alpha={alpha!r} must be an integer >= 2")
    total = Fraction(0)
    for p, q in zip(P, Q, strict=True):
        if p == 0:
            continue
        if q == 0:
            return None
        total += p**alpha / q ** (alpha - 1)
    return total


def hockey(P: Sequence[Fraction], Q: Sequence[Fraction], lam: Fraction) -> Fraction:
    """Σ_z max(0, P(z) - λ Q(z))."""
    return sum((p - lam * q for p, q in zip(P, Q, strict=True) if p > lam * q), Fraction(0))


def worst_set(P: Sequence[Fraction], Q: Sequence[Fraction], lam: Fraction) -> Fraction:
    """max over every set S of P(S) - λ Q(S), by enumerating the sets (the literal definition)."""
    return max(mass(P, S) - lam * mass(Q, S) for S in subsets(len(P)))


def product_dist(*dists: Sequence[Fraction]) -> Dist:
    """The joint distribution of independent outputs, outcomes in lexicographic order."""
    out = []
    for combo in product(*(range(len(d)) for d in dists)):
        value = Fraction(1)
        for d, z in zip(dists, combo, strict=True):
            value *= d[z]
        out.append(value)
    return tuple(out)


def push(P: Sequence[Fraction], K: Sequence[Sequence[Fraction]]) -> Dist:
    """The distribution of f(M) for a randomized map f with stochastic matrix K[r][r'] (post-processing)."""
    width = len(K[0])
    return tuple(sum((P[r] * K[r][s] for r in range(len(P))), Fraction(0)) for s in range(width))


def mix(weight: Fraction, P: Sequence[Fraction], Q: Sequence[Fraction]) -> Dist:
    """(1 - p) P + p Q."""
    return tuple((1 - weight) * a + weight * b for a, b in zip(P, Q, strict=True))


def deterministic_maps(size: int, width: int) -> Iterator[tuple[int, ...]]:
    """Every function g: range(size) -> range(width), as the tuple of its values."""
    return product(range(width), repeat=size)


def rr_pair(lam: Fraction) -> tuple[Dist, Dist]:
    """ε-randomized response on one bit (004 §4.1.3): the output distributions for X = 1 and X = 0."""
    keep, flip = lam / (1 + lam), 1 / (1 + lam)
    return (keep, flip), (flip, keep)


def kary_pair(lam: Fraction, k: int) -> tuple[Dist, Dist]:
    """k-ary randomized response: keep the value with probability λ/(λ + k - 1); inputs 0 and 1."""
    keep, other = lam / (lam + k - 1), 1 / (lam + k - 1)
    return tuple(keep if z == 0 else other for z in range(k)), tuple(keep if z == 1 else other for z in range(k))


def vector_rr(x: Sequence[int], lam: Fraction) -> Dist:
    """Bitwise ε-RR of a bit vector x: the distribution over every report vector (lexicographic)."""
    keep, flip = lam / (1 + lam), 1 / (1 + lam)
    return product_dist(*(((keep, flip) if b == 0 else (flip, keep)) for b in x))
