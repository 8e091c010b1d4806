"""Generating functions of the single-bit count (001 §4.2, §5.2).

G_m(x) = (q + p x)^m (p + q x)^(N - m) = sum_i a_i^m x^i is the probability
generating function of A_N(m) ~ Bin(m, p) + Bin(N - m, q): the number of ones
reported by N single-bit records of which m are ones.  The k-randomized
function is G_m(x)^k.

With q = b/c in lowest terms and p = a/c, c^N G_m(x) = (b + a x)^m (a + b x)^(N - m)
has integer coefficients.  A :class:`GeneratingTable` holds those integers for
every m at once, built by the exact recurrence
c^N G_(m+1) = c^N G_m * (b + a x) / (a + b x), in O(N) operations a row.

>>> table = generating_table(2, "1/4")
>>> table.coefficients(1)        # (1/4 + 3/4 x)(3/4 + 1/4 x)
(Fraction(3, 16), Fraction(5, 8), Fraction(3, 16))
>>> sum(table.coefficients(0))
Fraction(1, 1)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, wraps
from math import comb, lcm
from typing import Any, TypeVar

from krverify.model import _polynomials as poly
from krverify.model.exact import count, exact_rational, lie_probability

T = TypeVar("T")

__all__ = [
    "GeneratingTable",
    "count_moments",
    "generating_coefficients",
    "generating_numerator",
    "generating_row",
    "generating_table",
    "k_randomized_coefficients",
    "linear_product_coefficients",
    "mean_and_variance",
    "power_product_coefficients",
]


@dataclass(frozen=True)
class GeneratingTable:
    """Integer numerators of a_i^m for all 0 <= m, i <= N over the common ``scale`` c^N."""

    N: int
    q: Fraction
    scale: int
    numerators: tuple[tuple[int, ...], ...]

    def numerator(self, m: int, i: int) -> int:
        """c^N a_i^m, with a_i^m = 0 for i outside 0..N (the paper's convention)."""
        if 0 <= i <= self.N:
            return self.numerators[m][i]
        return 0

    def coefficient(self, m: int, i: int) -> Fraction:
        """a_i^m = P[A_N(m) = i] exactly."""
        return Fraction(self.numerator(m, i), self.scale)

    def coefficients(self, m: int) -> tuple[Fraction, ...]:
        """(a_0^m, ..., a_N^m)."""
        return tuple(Fraction(n, self.scale) for n in self.numerators[m])


#: The whole table holds (N + 1)² integers of ~N log2(c) bits; larger N are refused before allocating.
MAX_TABLE_RECORDS = 5000

#: One row holds N + 1 integers of ~N log2(c) bits.
MAX_ROW_RECORDS = 20000


def generating_table(N: object, q: object) -> GeneratingTable:
    """All coefficients of G_0, ..., G_N for N records and lie probability q (N <= MAX_TABLE_RECORDS)."""
    return _table(count(N, "N", maximum=MAX_TABLE_RECORDS), lie_probability(q))


def _cached_by_size(limit: int, small: int, large: int) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """LRU caches keyed on (N, ...): ``small`` entries while N <= ``limit``, ``large`` beyond (0: none).

    Sweeps revisit every small (N, q) of their grids claim after claim, between searches that draw fresh q's,
    so the small objects need many entries; a large one (a table at N = 1000 is ~1 GB) only a few.
    """

    def decorate(build: Callable[..., T]) -> Callable[..., T]:
        few, many = lru_cache(maxsize=large)(build), lru_cache(maxsize=small)(build)

        @wraps(build)
        def cached(n: int, *rest: Any) -> T:
            return many(n, *rest) if n <= limit else few(n, *rest)

        return cached

    return decorate


#: Tables up to this N are small: at most 41² integers of ~N log2(c) bits (~80 KB for the q grid, a few MB for a
#: q with a 300-digit denominator).
_SMALL_TABLE = 40


def _build_table(N: int, q: Fraction) -> GeneratingTable:
    b, c = q.numerator, q.denominator
    a = c - b
    row = poly.binomial_power(N, a, b)  # c^N G_0 = (a + b x)^N
    rows = [row]
    for _ in range(N):
        row = poly.divide_by_linear(poly.multiply_by_linear(row, b, a), a, b)
        rows.append(row)
    return GeneratingTable(N=N, q=q, scale=c**N, numerators=tuple(rows))


_table = _cached_by_size(_SMALL_TABLE, small=512, large=2)(_build_table)


#: (N, numerator, denominator of q) -> the table's integer rows, for N <= _SMALL_TABLE: a sweep asks for one
#: coefficient at a time (over a million times in a check), and keying the LRU cache hashes the Fraction q.
_small_numerators: dict[tuple[int, int, int], tuple[tuple[int, ...], ...]] = {}


def generating_numerator(N: int, m: int, i: int, q: Fraction) -> int:
    """c^N a_i^m for q = b/c (0 for i outside 0..N), without building a large table: from the cached table when
    N <= 40 (sweeps revisit it), else as one convolution term sum — what a search at a fresh (N, q) needs is
    one to three coefficients, not the O(N²) table.  With p = a/c,

        c^N a_i^m = Σ_j C(m, j) a^j b^(m-j) · C(N-m, i-j) b^(i-j) a^(N-m-i+j),   max(0, i-N+m) <= j <= min(m, i)

    (x^j from (q + px)^m, x^(i-j) from (p + qx)^(N-m)): O(min(m, i)) exact terms.

    >>> generating_numerator(2, 1, 1, Fraction(1, 4))   # 4² · (p² + q²) = 9 + 1
    10
    """
    if not 0 <= i <= N:
        return 0
    if N <= _SMALL_TABLE:
        key = (N, q.numerator, q.denominator)  # ints hash at once; a Fraction's hash is a modular inverse
        rows = _small_numerators.get(key)
        if rows is None:
            if len(_small_numerators) >= 512:
                _small_numerators.clear()
            rows = _small_numerators[key] = _table(N, q).numerators
        return rows[m][i]
    b = q.numerator
    a = q.denominator - b
    return sum(comb(m, j) * comb(N - m, i - j) * a ** (N - m - i + 2 * j) * b ** (m + i - 2 * j)
               for j in range(max(0, i - N + m), min(m, i) + 1))


def generating_coefficients(N: object, m: object, q: object) -> tuple[Fraction, ...]:
    """(a_0^m, ..., a_N^m): the coefficients of G_m(x) = (q + p x)^m (p + q x)^(N - m)."""
    n = count(N, "N")
    ones = count(m, "m", maximum=n)
    return generating_table(n, q).coefficients(ones)


def generating_row(N: object, m: object, q: object) -> tuple[Fraction, ...]:
    """(a_0^m, ..., a_N^m) for one m, in O(m (N - m)) without building the whole table.

    >>> generating_row(2, 1, "1/4") == generating_table(2, "1/4").coefficients(1)
    True
    """
    n = count(N, "N", maximum=MAX_ROW_RECORDS)
    return _row_fractions(n, count(m, "m", maximum=n), lie_probability(q))


def _fractions_of(n: int, ones: int, lie: Fraction) -> tuple[Fraction, ...]:
    row, scale = _scaled_row_exact(n, ones, lie)
    return tuple(Fraction(x, scale) for x in row)


def count_moments(N: object, m: object, q: object) -> tuple[Fraction, Fraction]:
    """Mean and variance of A_N(m) from its exact pmf (integer sums over the common scale).

    >>> count_moments(2, 1, "1/4")
    (Fraction(1, 1), Fraction(3, 8))
    """
    n = count(N, "N", maximum=MAX_ROW_RECORDS)
    return _moments(n, count(m, "m", maximum=n), lie_probability(q))


@lru_cache(maxsize=2048)
def _moments(n: int, ones: int, lie: Fraction) -> tuple[Fraction, Fraction]:
    row, scale = _scaled_row_exact(n, ones, lie)
    first = sum(s * x for s, x in enumerate(row))
    second = sum(s * s * x for s, x in enumerate(row))
    mean = Fraction(first, scale)
    return mean, Fraction(second, scale) - mean * mean


#: Rows up to this N are small (at most 201 integers; 1024 of them ~100 MB at worst, denominators ~ 1000).
_SMALL_ROW = 200


@_cached_by_size(_SMALL_ROW, small=1024, large=4)
def _scaled_row_exact(n: int, ones: int, lie: Fraction) -> tuple[tuple[int, ...], int]:
    b, c = lie.numerator, lie.denominator
    row = poly.multiply(poly.binomial_power(ones, b, c - b), poly.binomial_power(n - ones, c - b, b))
    return row, c**n


_row_fractions = _cached_by_size(_SMALL_ROW, small=1024, large=0)(_fractions_of)


def mean_and_variance(pmf: tuple[Fraction, ...]) -> tuple[Fraction, Fraction]:
    """Mean and variance of a pmf on 0, 1, ..., len(pmf) - 1, exactly.

    >>> mean_and_variance((Fraction(1, 4), Fraction(3, 4)))
    (Fraction(3, 4), Fraction(3, 16))
    """
    mean = sum((s * p for s, p in enumerate(pmf)), Fraction(0))
    second = sum((s * s * p for s, p in enumerate(pmf)), Fraction(0))
    return mean, second - mean * mean


def k_randomized_coefficients(N: object, m: object, k: object, q: object) -> tuple[Fraction, ...]:
    """Coefficients of G_m(x)^k: the count of ones among kN reports (001 §5.2).

    >>> k_randomized_coefficients(1, 1, 2, "1/4")     # (1/4 + 3/4 x)^2
    (Fraction(1, 16), Fraction(3, 8), Fraction(9, 16))
    """
    n = count(N, "N", maximum=MAX_TABLE_RECORDS)
    ones = count(m, "m", maximum=n)
    repetitions = count(k, "k", minimum=1, maximum=max(1, MAX_ROW_RECORDS // max(n, 1)))
    numerators, scale = _scaled_row_exact(n, ones, lie_probability(q))  # one row of the table, not all N + 1
    row = poly.power(numerators, repetitions)
    scale = scale**repetitions
    return tuple(Fraction(x, scale) for x in row)


def power_product_coefficients(factors: tuple[tuple[object, object, int], ...]) -> tuple[Fraction, ...]:
    """Coefficients of prod (alpha + beta x)^e over ``factors`` = ((alpha, beta, e), ...).

    The result has 1 + sum(e) entries (the formal degree), zero-padded.

    >>> power_product_coefficients((("1/2", 1, 2), (3, 0, 1)))     # 3 (1/2 + x)^2
    (Fraction(3, 4), Fraction(3, 1), Fraction(3, 1), Fraction(0, 1))
    """
    integer_poly: tuple[int, ...] = (1,)
    scale = 1
    for alpha, beta, exponent in factors:
        a, b = exact_rational(alpha, "alpha"), exact_rational(beta, "beta")
        e = count(exponent, "e")
        d = lcm(a.denominator, b.denominator)
        power = poly.binomial_power(e, int(a * d), int(b * d))
        integer_poly = poly.multiply(integer_poly, power)
        scale *= d**e
    return tuple(Fraction(x, scale) for x in integer_poly)


def linear_product_coefficients(leading: object, shifts: tuple[object, ...]) -> tuple[Fraction, ...]:
    """Coefficients (a_0, ..., a_n) of leading * prod_j (r_j + x), lowest degree first.

    >>> linear_product_coefficients(2, (1, "1/2"))      # 2 (1 + x)(1/2 + x)
    (Fraction(1, 1), Fraction(3, 1), Fraction(2, 1))
    """
    lead = exact_rational(leading, "a_n")
    roots = tuple(exact_rational(r, "r_i") for r in shifts)
    integer_poly: tuple[int, ...] = (1,)
    scale = 1
    for r in roots:  # (r + x) = (n + d x) / d
        integer_poly = poly.multiply_by_linear(integer_poly, r.numerator, r.denominator)
        scale *= r.denominator
    return tuple(lead * Fraction(x, scale) for x in integer_poly)
