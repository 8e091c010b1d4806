"""The privacy ratio π(s; x, x') = P[A(x') = s] / P[A(x) = s] (000 §3).

>>> privacy_ratio((1, 1), ((1,), (0,)), ((0,), (0,)), "1/4")
Fraction(3, 5)
>>> single_bit_privacy_ratio(0, 0, 1, "1/4")     # P[A_1(0)=0] / P[A_1(1)=0] = p/q
Fraction(3, 1)
"""

from __future__ import annotations

from fractions import Fraction

from krverify.errors import InvalidArgument
from krverify.model.counts import CountVector, count_pmf, validate_collection
from krverify.model.exact import count
from krverify.model.generating import generating_table

__all__ = ["differ_in_one_row", "privacy_ratio", "single_bit_privacy_ratio"]


def differ_in_one_row(x: object, x_prime: object) -> bool:
    """True iff the collections have the same size and exactly one differing record."""
    first, second = validate_collection(x, "x"), validate_collection(x_prime, "x_prime")
    if len(first) != len(second) or len(first[0]) != len(second[0]):
        return False
    return sum(1 for a, b in zip(first, second, strict=True) if a != b) == 1


def privacy_ratio(s: CountVector, x: object, x_prime: object, q: object) -> Fraction:
    """π(s; x, x') for collections x, x' that differ in one row and an outcome s in S_n."""
    if not differ_in_one_row(x, x_prime):
        raise InvalidArgument("x_prime", x_prime, f"must differ from x={x!r} in exactly one row")
    outcome = tuple(s)
    before, after = count_pmf(x, q), count_pmf(x_prime, q)
    if outcome not in before:
        raise InvalidArgument("s", s, "is not in the support S_n of A")
    return after[outcome] / before[outcome]


def single_bit_privacy_ratio(s: object, m: object, n: object, q: object) -> Fraction:
    """π(s; m) = P[A_n(m) = s] / P[A_n(m + 1) = s] for 0 <= s <= n, 0 <= m <= n - 1."""
    records = count(n, "n", minimum=1)
    ones = count(m, "m", maximum=records - 1)
    outcome = count(s, "s", maximum=records)
    table = generating_table(records, q)
    return Fraction(table.numerator(ones, outcome), table.numerator(ones + 1, outcome))
