"""The count query A = Φ∘R against independent oracles: brute force and binomial formulas."""

from fractions import Fraction
from itertools import product
from math import comb

import pytest

from krverify import InvalidArgument, count_pmf, privacy_ratio, single_bit_count_pmf
from krverify.model import (
    count_pmf_by_enumeration,
    record_space,
    report_probability,
    single_bit_privacy_ratio,
)

Q = Fraction(1, 4)


def collections(n, L):
    return product(product((0, 1), repeat=L), repeat=n)


@pytest.mark.parametrize(("n", "L"), [(1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2), (2, 3)])
def test_count_pmf_equals_brute_force_enumeration(n, L):
    for x in collections(n, L):
        assert count_pmf(x, Q) == count_pmf_by_enumeration(x, Q)


def test_pmf_sums_to_one_and_support_is_the_multinomial_support():
    x = ((1, 0), (0, 0), (1, 1))
    pmf = count_pmf(x, "0.1")
    assert sum(pmf.values()) == 1
    assert len(pmf) == comb(3 + 4 - 1, 4 - 1)
    assert all(sum(s) == 3 and p > 0 for s, p in pmf.items())


def test_report_probability_by_hamming_distance():
    p = 1 - Q
    assert report_probability((1, 0, 1), (1, 0, 1), Q) == p**3
    assert report_probability((1, 0, 1), (0, 1, 0), Q) == Q**3
    assert report_probability(1, 0, Q) == Q
    assert record_space(1) == ((1,), (0,))


@pytest.mark.parametrize("q", [Fraction(1, 10), Fraction(1, 3), Fraction(9, 1000)])
def test_single_bit_count_is_a_sum_of_two_binomials(q):
    p = 1 - q
    for n in range(6):
        for m in range(n + 1):
            expected = [
                sum(comb(m, j) * p**j * q ** (m - j) * comb(n - m, s - j) * q ** (s - j)
                    * p ** (n - m - s + j) for j in range(max(0, s - (n - m)), min(m, s) + 1))
                for s in range(n + 1)
            ]
            assert list(single_bit_count_pmf(n, m, q)) == expected


def test_single_bit_count_matches_the_vector_query():
    x = ((1,), (1,), (0,), (0,), (0,))
    pmf = count_pmf(x, Q)
    assert [pmf[(s, 5 - s)] for s in range(6)] == list(single_bit_count_pmf(5, 2, Q))


def test_privacy_ratio_of_the_l1_case():
    # x has m = 2 ones; x' flips one of them: pi((s, n-s); x, x') = pi(s; m-1) = P[A(m-1)=s]/P[A(m)=s]
    x, x_prime = ((1,), (1,), (0,)), ((0,), (1,), (0,))
    for s in range(4):
        by_definition = privacy_ratio((s, 3 - s), x, x_prime, Q)
        assert by_definition == single_bit_privacy_ratio(s, 1, 3, Q)
    # single record: pi(0; 0) = P[R(0)=0]/P[R(1)=0] = p/q
    assert single_bit_privacy_ratio(0, 0, 1, Q) == 3


def test_privacy_ratio_requires_one_differing_row():
    with pytest.raises(InvalidArgument, match="x_prime"):
        privacy_ratio((1, 1), ((1,), (0,)), ((0,), (1,)), Q)
    with pytest.raises(InvalidArgument, match="s="):
        privacy_ratio((3, 0), ((1,), (0,)), ((0,), (0,)), Q)


def test_sizes_are_refused_before_allocation():
    with pytest.raises(InvalidArgument, match="limit"):
        count_pmf_by_enumeration(tuple((1, 0, 1) for _ in range(10)), Q)
    with pytest.raises(InvalidArgument, match="L="):
        count_pmf(((1,) * 40,), Q)
