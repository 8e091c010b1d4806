"""Bit and bit-vector randomization R with lie probability q (000 §2.1, 001 §2).

R flips each bit independently with probability q and keeps it with
probability p = 1 - q, so P[R(x) = y] = p^(L - d) q^d with d the Hamming
distance between x and y.

>>> report_probability((1, 0), (1, 1), "1/4")
Fraction(3, 16)
>>> record_space(2)
((1, 1), (1, 0), (0, 1), (0, 0))
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from krverify.errors import InvalidArgument
from krverify.model.exact import count, lie_probability

__all__ = ["BitVector", "hamming_distance", "record_space", "report_probability"]

BitVector = tuple[int, ...]

#: Bit vectors longer than this are refused: the record space has 2^L elements.
MAX_BITS = 12


def record_space(L: object) -> tuple[BitVector, ...]:
    """The enumeration d_1, ..., d_(2^L) of {0,1}^L with d_1 = (1,...,1), d_(2^L) = (0,...,0)."""
    bits = count(L, "L", minimum=1, maximum=MAX_BITS)
    return tuple(product((1, 0), repeat=bits))


def hamming_distance(x: BitVector, y: BitVector) -> int:
    """The number of positions where x and y differ."""
    if len(x) != len(y):
        raise InvalidArgument("y", y, f"must have the same length as x={x!r}")
    return sum(1 for a, b in zip(x, y, strict=True) if a != b)


def report_probability(x: BitVector | int, y: BitVector | int, q: object) -> Fraction:
    """P[R(x) = y] = p^(L - d(x, y)) q^d(x, y) for bits or bit vectors x, y."""
    lie = lie_probability(q)
    xs, ys = _as_vector(x, "x"), _as_vector(y, "y")
    d = hamming_distance(xs, ys)
    return (1 - lie) ** (len(xs) - d) * lie**d


def _as_vector(value: BitVector | int, name: str) -> BitVector:
    vector = (value,) if isinstance(value, int) else tuple(value)
    if not vector or any(b not in (0, 1) or isinstance(b, bool) for b in vector):
        raise InvalidArgument(name, value, "must be a bit or a non-empty vector of bits 0/1")
    return vector
