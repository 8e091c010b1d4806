"""The aggregated query A = Φ∘R on collections of bit vectors (000 §2.2, §3.1).

A collection is a tuple of n records, each a bit vector of length L.  A(x)
randomizes every record independently and reports how often each element
d_1, ..., d_(2^L) of the record space occurs, so its outcomes are count vectors
s with s_1 + ... + s_(2^L) = n.

:func:`count_pmf` builds the exact pmf by adding one record at a time;
:func:`count_pmf_by_enumeration` sums (2.1) over every synthetic collection and
serves as an independent oracle for small n and L.

>>> count_pmf(((1,), (0,)), "1/4")[(1, 1)]       # one 1 and one 0 reported
Fraction(5, 8)
>>> single_bit_count_pmf(2, 1, "1/4")
(Fraction(3, 16), Fraction(5, 8), Fraction(3, 16))
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb

from krverify.errors import InvalidArgument
from krverify.model.exact import count, lie_probability
from krverify.model.generating import generating_table
from krverify.model.randomization import BitVector, hamming_distance, record_space

__all__ = [
    "Collection",
    "CountVector",
    "count_pmf",
    "count_pmf_by_enumeration",
    "single_bit_count_pmf",
    "validate_collection",
]

Collection = tuple[BitVector, ...]
CountVector = tuple[int, ...]

#: The largest support (number of count vectors) the model will build.
MAX_SUPPORT = 2_000_000
#: The largest number of synthetic collections the brute-force oracle will enumerate.
MAX_ENUMERATION = 2**20


def validate_collection(collection: object, name: str = "x") -> Collection:
    """A non-empty tuple of equal-length bit vectors."""
    try:
        records = tuple(tuple(record) for record in collection)  # type: ignore[attr-defined]
    except TypeError:
        raise InvalidArgument(name, collection, "must be a sequence of bit vectors") from None
    if not records:
        raise InvalidArgument(name, collection, "must contain at least one record")
    length = len(records[0])
    for record in records:
        if len(record) != length or not record or any(
            isinstance(b, bool) or b not in (0, 1) for b in record
        ):
            raise InvalidArgument(name, collection, "must hold bit vectors of one length L >= 1")
    record_space(length)  # checks L against its limit
    return records


def count_pmf(collection: object, q: object) -> dict[CountVector, Fraction]:
    """P[A(x) = s] for every s in the support S_n, exactly."""
    records = validate_collection(collection)
    lie = lie_probability(q)
    n, L = len(records), len(records[0])
    space = record_space(L)
    support = comb(n + len(space) - 1, len(space) - 1)
    if support > MAX_SUPPORT:
        raise InvalidArgument("x", f"{n} records of {L} bits", f"has {support} outcomes "
                              f"(limit {MAX_SUPPORT})")
    b, c = lie.numerator, lie.denominator
    a = c - b
    pmf: dict[CountVector, int] = {(0,) * len(space): 1}
    for record in records:
        weights = [a ** (L - d) * b**d for d in (hamming_distance(record, y) for y in space)]
        step: dict[CountVector, int] = {}
        for s, mass in pmf.items():
            for j, weight in enumerate(weights):
                t = s[:j] + (s[j] + 1,) + s[j + 1 :]
                step[t] = step.get(t, 0) + mass * weight
        pmf = step
    scale = c ** (n * L)
    return {s: Fraction(mass, scale) for s, mass in sorted(pmf.items(), reverse=True)}


def count_pmf_by_enumeration(collection: object, q: object) -> dict[CountVector, Fraction]:
    """(2.1) summed literally over every synthetic collection y: the brute-force oracle."""
    records = validate_collection(collection)
    lie = lie_probability(q)
    n, L = len(records), len(records[0])
    space = record_space(L)
    if len(space) ** n > MAX_ENUMERATION:
        raise InvalidArgument("x", f"{n} records of {L} bits",
                              f"has {len(space) ** n} synthetic collections "
                              f"(limit {MAX_ENUMERATION})")
    index = {d: j for j, d in enumerate(space)}
    pmf: dict[CountVector, Fraction] = {}
    for synthetic in product(space, repeat=n):
        distance = sum(hamming_distance(x, y) for x, y in zip(records, synthetic, strict=True))
        counts = [0] * len(space)
        for y in synthetic:
            counts[index[y]] += 1
        s = tuple(counts)
        pmf[s] = pmf.get(s, Fraction(0)) + (1 - lie) ** (n * L - distance) * lie**distance
    return dict(sorted(pmf.items(), reverse=True))


def single_bit_count_pmf(n: object, m: object, q: object) -> tuple[Fraction, ...]:
    """P[A_n(m) = s] for s = 0..n, where A_n(m) ~ Bin(m, p) + Bin(n - m, q) (000 §3.1)."""
    records = count(n, "n")
    ones = count(m, "m", maximum=records)
    return generating_table(records, q).coefficients(ones)
