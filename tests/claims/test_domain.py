"""A domain is one declaration: its text, its points, its search and its membership cannot disagree.

The expected texts and counts below are read off the declarations by hand.
"""

from __future__ import annotations

from fractions import Fraction as F
from itertools import islice

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from krverify import all_claims
from krverify.claims import Deviation, Domain, among, at, each, ints, rationals, where


def test_text_points_and_membership_come_from_the_same_coordinates():
    domain = Domain.of(ints("N", 1, 3, search_high=10), ints("i", 0, "N"),
                       among("q", (F(1, 10), F(1, 4)), search=rationals(0, "1/2")))
    assert domain.description == ("N in 1..3 (searched: N in 1..10); 0 <= i <= N; q in {1/10, 1/4} (searched: q in "
                                  "(0, 1/2), denominators up to 100)")
    points = list(domain.points())
    assert len(points) == (2 + 3 + 4) * 2  # i in 0..N for N = 1, 2, 3; two q
    assert points[0] == {"N": 1, "i": 0, "q": F(1, 10)}  # the first coordinate is the outer loop
    assert all(domain.contains(point) for point in points)
    assert domain.contains({"N": 9, "i": 9, "q": F(3, 7)})  # searched region
    assert not domain.contains({"N": 11, "i": 0, "q": F(1, 10)})  # beyond the search
    assert not domain.contains({"N": 2, "i": 3, "q": F(1, 10)})  # i > N
    assert not domain.contains({"N": 2, "i": 1, "q": F(1, 2)})  # q = 1/2 is outside (0, 1/2)
    assert not domain.contains({"N": 2, "i": 1})  # a missing coordinate


@settings(max_examples=60, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_drawn_point_is_a_member(data):
    domain = Domain.of(ints("n", 1, 3, search_high=6), each("x", lambda n: [(0,) * n, (1,) * n], "x all 0 or all 1"),
                       where(lambda x: x[0] == 1 or len(x) < 5, "x all 1 from n = 5"))
    point = data.draw(domain.strategy())
    assert domain.contains(point)


def test_a_where_with_a_deviation_is_stated_by_every_record_on_the_domain():
    added = Deviation("added hypothesis", "n is even")
    domain = Domain.of(ints("n", 1, 6), where(lambda n: n % 2 == 0, "n even", deviation=added))
    assert [p["n"] for p in domain.points()] == [2, 4, 6]
    assert domain.deviations == (added,)
    assert Domain.union(domain, domain).deviations == (added,)  # each deviation once


def test_a_narrowed_printed_minimum_needs_a_deviation():
    with pytest.raises(ValueError, match="starts at N = 1"):
        ints("N", 2, 5, least=1)
    left_out = Deviation("narrowed domain", "N = 1 has no pair to compare")
    assert ints("N", 2, 5, least=1, deviation=left_out).deviation == left_out


def test_a_hidden_coordinate_shapes_the_points_but_is_not_part_of_them():
    domain = Domain.of(among(("n", "L"), ((1, 1), (1, 2)), hidden=True), each("x", lambda n, L: [(0,) * L] * n,
                                                                             "the zero collection"))
    assert list(domain.points()) == [{"x": (0,)}, {"x": (0, 0)}]
    assert domain.contains({"x": (0, 0)}) and not domain.contains({"x": (0, 0, 0)})


def test_a_one_point_domain_is_the_whole_parameter_space():
    domain = at(q=F(3, 10), N=100)
    assert list(domain.points()) == [{"q": F(3, 10), "N": 100}]
    assert domain.description == "q = 3/10; N = 100 (the whole parameter space)"


#: Sampled claims whose first domain points cost seconds each to enumerate (a premise evaluated exactly up to n = 200
#: against its formula): run with -m slow.
SLOW_DOMAINS = ("004.rr-sample-size-necessary",)


@pytest.mark.parametrize("claim", [pytest.param(c, marks=pytest.mark.slow) if c.id in SLOW_DOMAINS else c
                                   for c in all_claims() if c.decidable][::7], ids=lambda c: getattr(c, "id", c))
def test_registered_domains_contain_their_swept_and_drawn_points(claim):
    """A sample of the registry (every 7th decidable claim): the first swept points and a few drawn ones are
    members of the domain the record states."""
    domain = claim.domain
    assert all(domain.contains(point) for point in islice(domain.points(), 40)), claim.id

    @settings(max_examples=5, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(domain.strategy())
    def drawn(point):
        assert domain.contains(point), point

    drawn()
