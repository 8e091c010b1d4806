"""Coordinates and spaces shared by the claim modules: lie probabilities, bit vectors, collections, neighbours.

Grids are small and ordered small-first, so an exhaustive sweep meets small counterexamples first; each
coordinate also says where the search draws beyond the grid (the printed range of the parameter).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from itertools import product

from krverify.claims import _strategies as st
from krverify.claims._domain import Axis, Domain, among, each, ints, rationals

__all__ = [
    "Q_GRID",
    "SIX_BIT_SHAPES",
    "SMALL_SHAPES",
    "bit_vectors",
    "collections",
    "every_collection",
    "every_neighbour",
    "lie_probabilities",
    "lie_probability",
    "neighbours",
    "symbol_of",
    "tuples_over",
    "vector_pairs",
]

#: At least five rational lie probabilities in (0, 1/2), including the paper's 0.009 and 0.333.
Q_GRID: tuple[Fraction, ...] = tuple(
    Fraction(x) for x in ("9/1000", "1/10", "1/4", "333/1000", "49/100")
)


def lie_probability(name: str = "q", grid: Sequence[Fraction] = Q_GRID, *, max_denominator: int = 100) -> Axis:
    """A lie probability 0 < q < 1/2: the grid, and the search over rationals in (0, 1/2).

    >>> lie_probability(grid=Q_GRID[:3]).rendered()
    'q in {9/1000, 1/10, 1/4} (searched: q in (0, 1/2), denominators up to 100)'
    """
    return among(name, grid, search=rationals(0, Fraction(1, 2), max_denominator=max_denominator))


def lie_probabilities(max_denominator: int = 10**4) -> st.SearchStrategy[Fraction]:
    """Rationals q with 0 < q < 1/2 (a strategy, for spaces drawn by hand)."""
    return st.fractions(
        min_value=Fraction(1, max_denominator), max_value=Fraction(1, 2) - Fraction(1, max_denominator),
        max_denominator=max_denominator,
    )


def tuples_over(values: Sequence[Fraction], lengths: Iterable[int]) -> Iterator[tuple[Fraction, ...]]:
    """All tuples of the given lengths over ``values``, shortest first."""
    for length in lengths:
        yield from product(values, repeat=length)


def bit_vectors(L: int) -> Iterator[tuple[int, ...]]:
    """Every vector of {0,1}^L, ones first."""
    yield from product((1, 0), repeat=L)


def collections(n: int, L: int) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every collection of n records from {0,1}^L, in a fixed order."""
    yield from product(product((1, 0), repeat=L), repeat=n)


def neighbours(x: tuple[tuple[int, ...], ...]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every collection that differs from x in exactly one row."""
    L = len(x[0])
    for index, record in enumerate(x):
        for other in product((1, 0), repeat=L):
            if other != record:
                yield x[:index] + (other,) + x[index + 1:]


def symbol_of(name: str) -> str:
    """The formula name of a collection's point key: x' -> xp, y'' -> ypp.

    >>> symbol_of("x'"), symbol_of("y")
    ('xp', 'y')
    """
    return name.replace("'", "p")


def every_collection(name: str = "x") -> Axis:
    """Every collection of n records of L bits (n, L earlier coordinates)."""
    return each(name, "collections(n, L)", f"every collection {name} of n records of L bits", symbol=symbol_of(name))


def every_neighbour(name: str, of: str = "x", *, first: bool = False) -> Axis:
    """Every collection differing from ``of`` in one record (in the first record, with ``first``)."""
    source = symbol_of(of)
    values = f"tuple(y for y in neighbours({source}) if y[0] != {source}[0])" if first else f"neighbours({source})"
    where = "the first record" if first else "one record"
    return each(name, values, f"every {name} differing from {of} in {where}", symbol=symbol_of(name))


#: Small (n, L) shapes on which exhaustive enumeration of collections and outcomes is cheap.
SMALL_SHAPES: tuple[tuple[int, int], ...] = ((1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (2, 2), (3, 2), (1, 3), (2, 3))
#: The six-bit shapes of SMALL_SHAPES, which ``check --depth`` sweeps beside the rest.
SIX_BIT_SHAPES: tuple[tuple[int, int], ...] = ((3, 2), (2, 3))


def vector_pairs(first: str, second: str) -> Domain:
    """Every pair of bit vectors (named ``first``, ``second``) of length L <= 3 (searched to 6), on the q grid."""
    return Domain.of(ints("L", 1, 3, search_high=6), lie_probability(max_denominator=1000),
                     each(first, bit_vectors, f"every {first} in {{0,1}}^L"),
                     each(second, bit_vectors, f"every {second} in {{0,1}}^L"))
