"""The exact hockey-stick divergence δ(ε) for records of L > 1 bits (000 §2.2: the count query).

Each of N records is an L-bit vector, reported k times with every bit flipped with
probability q; the release is the histogram of the kN reports over the 2^L record types.
Neighbouring collections differ in one record, changed to any other vector; the other
N - 1 records are arbitrary, so the worst case is a maximum over their composition (how
many records of each type) and over the ordered pair (x, x') of the changed record:

    δ(ε) = max Σ_s max(0, P[A(x) = s] - e^ε P[A(x') = s]).

Everything is integer arithmetic over the common scale c^(kNL) (q = b/c).  The scan is
exhaustive, so it is limited to small N, L and k (see MAX_WORK).

>>> vector_delta(2, "1/4", 1, 1, 1).delta == hockey_stick_delta(2, "1/4", 1, 1).delta_upper
True
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from krverify.errors import InvalidArgument
from krverify.model.exact import count, exact_rational, lie_probability
from krverify.model.hockey_stick import hockey_stick_delta  # noqa: F401 - used by the doctest
from krverify.model.randomization import BitVector, hamming_distance, record_space

__all__ = ["MAX_WORK", "VectorDelta", "vector_delta"]

#: compositions × outcomes × pairs above this are refused before any work.
MAX_WORK = 20_000_000

Histogram = tuple[int, ...]
Pmf = dict[Histogram, int]


@dataclass(frozen=True)
class VectorDelta:
    """The exact δ with a maximizing composition of the other records and the changed pair."""

    N: int
    L: int
    k: int
    q: Fraction
    exp_eps: Fraction
    delta: Fraction
    others: tuple[int, ...]  # how many of the other N - 1 records hold each type, in record_space order
    pair: tuple[BitVector, BitVector]


def _convolve(left: Pmf, right: Pmf) -> Pmf:
    out: Pmf = {}
    for s, x in left.items():
        for t, y in right.items():
            key = tuple(i + j for i, j in zip(s, t, strict=True))
            out[key] = out.get(key, 0) + x * y
    return out


def _record_pmf(record: BitVector, space: tuple[BitVector, ...], k: int, lie: Fraction) -> Pmf:
    """c^(kL) × the histogram of one record's k reports."""
    b, c = lie.numerator, lie.denominator
    L = len(record)
    one: Pmf = {}
    for j, y in enumerate(space):
        d = hamming_distance(record, y)
        one[tuple(int(i == j) for i in range(len(space)))] = (c - b) ** (L - d) * b**d
    pmf: Pmf = {(0,) * len(space): 1}
    for _ in range(k):
        pmf = _convolve(pmf, one)
    return pmf


def _compositions(records: list[Pmf], remaining: int, start: Pmf, counts: tuple[int, ...] = ()
                  ) -> Iterator[tuple[tuple[int, ...], Pmf]]:
    """Every composition of ``remaining`` records over the types, with the pmf of their histogram."""
    t = len(counts)
    if t == len(records) - 1:
        pmf = start
        for _ in range(remaining):
            pmf = _convolve(pmf, records[t])
        yield (*counts, remaining), pmf
        return
    pmf = start
    for used in range(remaining + 1):
        yield from _compositions(records, remaining - used, pmf, (*counts, used))
        pmf = _convolve(pmf, records[t])


def vector_delta(N: object, q: object, k: object, L: object, exp_eps: object) -> VectorDelta:
    """The exact δ at rational e^ε for N records of L bits, each reported k times."""
    records, repetitions = count(N, "N", minimum=1), count(k, "k", minimum=1)
    bits = count(L, "L", minimum=1, maximum=4)
    lie, lam = lie_probability(q), exact_rational(exp_eps, "exp_eps")
    if lam < 1:
        raise InvalidArgument("exp_eps", exp_eps, "must be >= 1 (ε >= 0)")
    space = record_space(bits)
    types = len(space)
    work = (comb(records - 1 + types - 1, types - 1) * comb(repetitions * records + types - 1, types - 1)
            * types * (types - 1))
    if work > MAX_WORK:
        raise InvalidArgument("N", records, f"with L={bits}, k={repetitions} needs about {work} steps "
                              f"(limit {MAX_WORK}); the vector scan is for small collections")
    pmfs = [_record_pmf(v, space, repetitions, lie) for v in space]
    u, v = lam.numerator, lam.denominator
    best, best_others, best_pair = -1, (), (space[0], space[0])
    for others, base in _compositions(pmfs, records - 1, {(0,) * types: 1}):
        with_record = [_convolve(base, pmf) for pmf in pmfs]
        for i, first in enumerate(with_record):
            for j, second in enumerate(with_record):
                if i == j:
                    continue
                total = sum(v * x - u * second.get(s, 0) for s, x in first.items() if v * x > u * second.get(s, 0))
                if total > best:
                    best, best_others, best_pair = total, others, (space[i], space[j])
    scale = lie.denominator ** (repetitions * records * bits)
    return VectorDelta(records, bits, repetitions, lie, lam, Fraction(best, scale * v), best_others, best_pair)
