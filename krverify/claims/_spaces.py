"""Parameter grids and hypothesis strategies shared by the claim modules.

Grids are small and ordered small-first, so an exhaustive sweep meets small
counterexamples first.  Strategies shrink toward simple rationals.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from fractions import Fraction
from itertools import product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Point

__all__ = [
    "Q_GRID",
    "SMALL_SHAPES",
    "collections",
    "lie_probabilities",
    "neighbours",
    "positive_rationals",
    "rationals",
    "sampled",
    "tuples_over",
    "vector_pairs",
]

#: At least five rational lie probabilities in (0, 1/2), including the paper's 0.009 and 0.333.
Q_GRID: tuple[Fraction, ...] = tuple(
    Fraction(x) for x in ("9/1000", "1/10", "1/4", "333/1000", "49/100")
)


def tuples_over(values: Sequence[Fraction], lengths: Iterable[int]) -> Iterator[tuple[Fraction, ...]]:
    """All tuples of the given lengths over ``values``, shortest first."""
    for length in lengths:
        yield from product(values, repeat=length)


def sampled(points: Callable[[], Iterable[Point]]) -> Callable[[], st.SearchStrategy[Point]]:
    """A strategy factory drawing from a small finite domain's own points (``points`` is the domain's)."""
    return lambda: st.sampled_from(list(points()))


def lie_probabilities(max_denominator: int = 10**4) -> st.SearchStrategy[Fraction]:
    """Rationals q with 0 < q < 1/2."""
    return st.fractions(
        min_value=Fraction(1, max_denominator), max_value=Fraction(1, 2) - Fraction(1, max_denominator),
        max_denominator=max_denominator,
    )


def positive_rationals(
    max_value: int = 100, max_denominator: int = 1000
) -> st.SearchStrategy[Fraction]:
    """Rationals in (0, max_value]."""
    return st.fractions(
        min_value=Fraction(1, max_denominator), max_value=max_value, max_denominator=max_denominator
    )


def nonnegative_rationals(
    max_value: int = 100, max_denominator: int = 1000
) -> st.SearchStrategy[Fraction]:
    """Rationals in [0, max_value]."""
    return st.fractions(min_value=0, max_value=max_value, max_denominator=max_denominator)


def rationals(bound: int = 100, max_denominator: int = 1000) -> st.SearchStrategy[Fraction]:
    """Rationals in [-bound, bound]."""
    return st.fractions(min_value=-bound, max_value=bound, max_denominator=max_denominator)


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


#: Small (n, L) shapes on which exhaustive enumeration of collections and outcomes is cheap.
SMALL_SHAPES: tuple[tuple[int, int], ...] = ((1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (2, 2), (3, 2), (1, 3), (2, 3))


def vector_pairs(first: str, second: str) -> tuple[Domain, Callable[[], st.SearchStrategy[Point]]]:
    """Every pair of bit vectors (named ``first``, ``second``) of length L <= 3, on the q grid; and a strategy."""

    def points() -> Iterator[Point]:
        for L in (1, 2, 3):
            for q in Q_GRID:
                for x in product((1, 0), repeat=L):
                    for y in product((1, 0), repeat=L):
                        yield {"q": q, first: x, second: y}

    def strategy() -> st.SearchStrategy[Point]:
        bits = st.sampled_from((0, 1))
        return st.integers(1, 6).flatmap(lambda L: st.fixed_dictionaries({
            "q": lie_probabilities(1000), first: st.tuples(*[bits] * L), second: st.tuples(*[bits] * L)}))

    grid = ", ".join(str(q) for q in Q_GRID)
    return Domain(f"L in {{1, 2, 3}}; every {first}, {second} in {{0,1}}^L; q in {{{grid}}}", points), strategy
