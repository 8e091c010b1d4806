"""The checker's own model (certify/tables.py) against krverify's model on random small cases.

The checker recomputes the certified table from scratch; these property tests show that its pmf of the count
and its δ are the model's (generating functions G_m(x)^k, the single-bit pmf of 000 §3.1, the brute-force
enumeration of (2.1), and the exact scan of model/hockey_stick), so a drift in either is caught."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from krverify.certify import tables
from krverify.model import count_pmf, k_randomized_coefficients, record_space, single_bit_count_pmf
from krverify.model.hockey_stick import hockey_stick_delta

lies = st.fractions(min_value=Fraction(1, 60), max_value=Fraction(1, 2), max_denominator=60).filter(
    lambda q: 0 < q < Fraction(1, 2))
EXAMPLES = settings(max_examples=120)


@st.composite
def collections(draw, most=8):
    records = draw(st.integers(0, most))
    return records, draw(st.integers(0, records)), draw(lies), draw(st.integers(1, 3))


@EXAMPLES
@given(collections())
def test_the_checkers_pmf_is_the_generating_function(case):
    """P[count = s] for m ones among N records, each reported k times, is the coefficient of x^s in G_m(x)^k."""
    records, ones, q, k = case
    assert tables.count_pmf(ones, records - ones, q, k) == list(k_randomized_coefficients(records, ones, k, q))


@EXAMPLES
@given(collections())
def test_the_checkers_pmf_is_the_single_bit_pmf_and_sums_to_one(case):
    records, ones, q, _ = case
    pmf = tables.count_pmf(ones, records - ones, q)
    assert pmf == list(single_bit_count_pmf(records, ones, q)) and sum(pmf) == 1


@settings(max_examples=60)
@given(collections(most=5))
def test_the_checkers_pmf_is_the_enumeration_of_every_synthetic_collection(case):
    """(2.1) for L = 1: count_pmf sums over all 2^N synthetic collections, by the counts of the record types in
    record_space order, d_1 = (1,) first (000 §2.2)."""
    records, ones, q, _ = case
    if records == 0:
        return
    collection = [(1,)] * ones + [(0,)] * (records - ones)
    assert record_space(1)[0] == (1,)
    by_ones = {s: Fraction(0) for s in range(records + 1)}
    for (reported_ones, _), probability in count_pmf(collection, q).items():
        by_ones[reported_ones] += probability
    assert tables.count_pmf(ones, records - ones, q) == [by_ones[s] for s in range(records + 1)]


@settings(max_examples=40)
@given(st.integers(1, 7), lies, st.integers(1, 2), st.fractions(min_value=1, max_value=5, max_denominator=7))
def test_the_checkers_delta_is_the_models_exact_scan(records, q, k, lam):
    result = hockey_stick_delta(records, q, k, lam, scan_limit=200)
    assert result.delta_lower == result.delta_upper == tables.delta_exact(records, k, q, lam)
