"""binomial_law, ones_law and ones_pmf against an independent method: every pattern of reports enumerated."""

import random
from fractions import Fraction as F
from itertools import product
from math import comb

from krverify.certify.primitives import binomial_law, ones_law, ones_pmf


def _enumerated(n, m, q, k=1):
    """P[number of ones = s] over every flip pattern of the k·n reports (the first k·m reports of set bits)."""
    law = [F(0)] * (k * n + 1)
    for flips in product((0, 1), repeat=k * n):
        mass, ones = F(1), 0
        for index, flipped in enumerate(flips):
            mass *= q if flipped else 1 - q
            ones += (index < k * m) != bool(flipped)
        law[ones] += mass
    return tuple(law)


def test_ones_law_and_binomial_law_against_enumerated_reports():
    rng = random.Random(5401)
    for _ in range(40):
        k = rng.randint(1, 3)
        n = rng.randint(0, 9 // k)
        m = rng.randint(0, n)
        q = F(rng.randint(1, 49), rng.choice((100, 1000)))
        enumerated = _enumerated(n, m, q, k)
        assert ones_law(n, m, q, k) == enumerated, (n, m, q, k)
        assert [ones_pmf(n, m, q, t, k) for t in range(k * n + 3)] == [*enumerated, 0, 0], (n, m, q, k)
        assert binomial_law(k * n, q) == _enumerated(k * n, 0, q), (n, q)  # an unset report is 1 w.p. q


def test_binomial_law_by_hand():
    assert binomial_law(0, F(1, 3)) == (1,)
    assert binomial_law(2, F(1, 4)) == (F(9, 16), F(6, 16), F(1, 16))


def test_ones_law_cache_keeps_every_argument_apart():
    """The cache keys every argument: the same (N, M, q) asked for with k = 1, 2, 3 in either order, and with M and
    N - M (complementing every bit reverses the law), each matches the enumerated reports, warm or cold."""
    q = F(3, 10)
    for order in ((1, 2, 3), (3, 2, 1)):
        for k in order:
            for m in (1, 3):
                assert ones_law(4, m, q, k) == _enumerated(4, m, q, k), (m, k)
                assert ones_law(4, 4 - m, q, k) == tuple(reversed(ones_law(4, m, q, k))), (m, k)
    assert ones_law(4, 1, F(3, 10)) != ones_law(4, 1, F(3, 100))


def test_ones_pmf_at_the_ends_of_q_and_far_out():
    """q = 0 and q = 1 (no noise, every report flipped) by hand; at N = 1000, k = 2 one entry by hand."""
    assert [ones_pmf(3, 2, 0, t) for t in range(4)] == [0, 0, 1, 0]
    assert [ones_pmf(3, 2, 1, t, 2) for t in range(7)] == [0, 0, 1, 0, 0, 0, 0]
    q = F(61, 2500)  # two set reports among 2000: 0, 1 or 2 of them reported 1, the other ones from the 1998
    p, rest = 1 - q, lambda j: comb(1998, 31 - j) * q ** (31 - j) * p ** (1998 - 31 + j)
    assert ones_pmf(1000, 1, q, 31, 2) == q * q * rest(0) + 2 * p * q * rest(1) + p * p * rest(2)

