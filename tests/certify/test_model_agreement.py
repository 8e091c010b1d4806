"""The checker's own model of the certified tables against krverify's model on random small cases.

The checker recomputes the certified tables from the checks they carry (krverify/table_checks.py, evaluated by
certify/tables.py); these property tests show that the count's law those checks use (the primitive ones_law) and
their δ (the formula ``delta_at``, as the tables state it) are the model's (generating functions G_m(x)^k, the
single-bit pmf of 000 §3.1, the brute-force enumeration of (2.1), and the exact scan of model/hockey_stick), so a
drift in either is caught."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from krverify.certify.formula import evaluate, parse
from krverify.certify.primitives import PRIMITIVES
from krverify.model import count_pmf, k_randomized_coefficients, record_space, single_bit_count_pmf
from krverify.model.hockey_stick import hockey_stick_delta
from krverify.table_checks import practitioner_checks, table_checks
from krverify.tables import Grid, tolerances

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
    assert list(ones_law(records, ones, q, k)) == list(k_randomized_coefficients(records, ones, k, q))


@EXAMPLES
@given(collections())
def test_the_checkers_pmf_is_the_single_bit_pmf_and_sums_to_one(case):
    records, ones, q, _ = case
    pmf = list(ones_law(records, ones, q))
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
    assert list(ones_law(records, ones, q)) == [by_ones[s] for s in range(records + 1)]


@settings(max_examples=40)
@given(st.integers(1, 7), lies, st.integers(1, 2), st.fractions(min_value=1, max_value=5, max_denominator=7))
def test_the_checkers_delta_is_the_models_exact_scan(records, q, k, lam):
    result = hockey_stick_delta(records, q, k, lam, scan_limit=200)
    assert result.delta_lower == result.delta_upper == _delta_at(records, k, q, lam)


def ones_law(records, ones, q, k=1):
    return PRIMITIVES["ones_law"](records, ones, q, k)


def _delta_at(records, k, q, lam):
    """δ as both certified tables' checks define it (their formula text, parsed and evaluated by the kernel)."""
    small = table_checks(Grid((1,), (1,), (Fraction(2),), (Fraction(1, 10),)), tolerances(4))["definitions"]
    practitioner = practitioner_checks((1,), ("1e-6",), (Fraction(1),), 1, 4, Fraction(1, 10**4))["definitions"]
    delta = small[small.index("delta_at(q, l) ="):small.index("# rational bounds")]
    assert delta in practitioner
    formula = parse(delta + "value = delta_at(q, lam)\nvalue == value", ("N", "k", "q", "lam"), tuple(PRIMITIVES))
    return evaluate(formula, {"N": records, "k": k, "q": q, "lam": lam}, PRIMITIVES).lhs
