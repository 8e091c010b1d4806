"""RAPPOR's permanent and instantaneous randomized response on Bloom-filter bits, exactly (004 §7.4.1).

A client value is mapped to a k-bit Bloom filter B with between 1 and h ones (h hash functions).
Permanent RR: B'_i = 1 with probability f/2, 0 with probability f/2, B_i with probability 1 - f.
Instantaneous RR: S_i = 1 with probability p if B'_i = 1, q if B'_i = 0.

>>> from fractions import Fraction
>>> prr_bit(1, 1, Fraction(1, 2)), prr_bit(0, 1, Fraction(1, 2))
(Fraction(3, 4), Fraction(1, 4))
>>> report_pmf((1,), (1,), Fraction(1, 2), Fraction(3, 4), Fraction(1, 4))
Fraction(5, 8)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from itertools import product

__all__ = ["blooms", "irr_bit", "prr_bit", "prr_pmf", "report_pmf"]


def prr_bit(b: int, b_prime: int, f: Fraction) -> Fraction:
    """P[B'_i = b' | B_i = b] = f/2 + (1 - f)[b' = b]."""
    return f / 2 + (1 - f) * (b_prime == b)


def prr_pmf(B: Sequence[int], B_prime: Sequence[int], f: Fraction) -> Fraction:
    """P[B' = b' | B = b], the bits randomized independently."""
    result = Fraction(1)
    for b, c in zip(B, B_prime, strict=True):
        result *= prr_bit(b, c, f)
    return result


def irr_bit(b_prime: int, s: int, p: Fraction, q: Fraction) -> Fraction:
    """P[S_i = s | B'_i = b']: 1 with probability p if b' = 1, q if b' = 0."""
    one = p if b_prime == 1 else q
    return one if s == 1 else 1 - one


def report_pmf(B: Sequence[int], s: Sequence[int], f: Fraction, p: Fraction, q: Fraction) -> Fraction:
    """P[S = s | B = b] = Σ_{b'} P[S = s | B' = b'] P[B' = b' | B = b]."""
    total = Fraction(0)
    for b_prime in product((0, 1), repeat=len(B)):
        irr = Fraction(1)
        for c, si in zip(b_prime, s, strict=True):
            irr *= irr_bit(c, si, p, q)
        total += irr * prr_pmf(B, b_prime, f)
    return total


def blooms(k: int, h: int) -> Iterator[tuple[int, ...]]:
    """Every k-bit Bloom filter with between 1 and h ones."""
    return (b for b in product((0, 1), repeat=k) if 1 <= sum(b) <= h)
