"""002 (lecture notes on randomized response): the records at hand-derived points."""

from fractions import Fraction as F

from krverify import get_claim
from tests.claims._recorded import recorded


def at(claim_id: str, **point):
    return get_claim(claim_id).evaluate(point)


def test_first_factorization_counts_the_last_bit_twice():
    # n = 1, λ = 2, x = b = (0): P = 2/3, but [prod_{i<=1}] P(y_1) = (2/3)² = 4/9.
    result = at("002.eq-1", **{"e^eps": F(2), "x": (0,), "x'": (1,), "b": (0,)})
    assert (result.lhs, result.rhs, result.holds) == (F(2, 3), F(4, 9), False)
    assert get_claim("002.eq-1").correction.evaluate({"e^eps": F(2), "x": (0,), "x'": (1,), "b": (0,)}).holds


def test_one_bit_ratio_is_e_eps_or_its_inverse():
    fix = get_claim("002.ratio-cases").correction
    same = fix.evaluate({"e^eps": F(3), "x_n": 1, "x'_n": 0, "b_n": 1})
    other = fix.evaluate({"e^eps": F(3), "x_n": 1, "x'_n": 0, "b_n": 0})
    assert same.lhs == 3 and other.lhs == F(1, 3) and same.holds and other.holds


def test_expectation_with_the_printed_exponent_exceeds_one():
    # x_i = 1, λ = 2: 2/3 · 1 + (1/3)^0 = 5/3 against E[y_i] = 2/3.
    result = at("002.expected-report", **{"e^eps": F(2), "x_i": 1})
    assert not result.holds and F(5, 3) in (result.lhs, result.rhs)


def test_debiased_report_is_unbiased():
    # λ = 3, x = 1: z(1) = (3/4)(4/2) = 3/2, z(0) = (-1/4)(2) = -1/2; E = 3/4·3/2 + 1/4·(-1/2) = 1.
    result = at("002.unbiased-z", **{"e^eps": F(3), "x_i": 1})
    assert result.holds and result.lhs == 1


def test_definition_with_e_minus_eps_excludes_every_mechanism():
    # S = {0, 1}: 1 <= e^-ε · 1 fails for every ε > 0; with e^ε it is 1 <= 2.
    point = {"e^eps": F(2), "n": 1, "x": (0,), "x'": (1,), "S": ((0,), (1,))}
    printed = at("002.rr-dp-printed", **point)
    assert (printed.lhs, printed.rhs, printed.holds) == (1, F(1, 2), False)
    assert get_claim("002.rr-dp-printed").correction.evaluate(point).holds


def test_mean_sensitivity():
    # neighbours differing in the first bit: the mean moves by 1/4, yet |x_4 - x'_4|/4 = 0 ends the chain.
    assert not at("002.sensitivity", n=4, x=(1, 0, 0, 0), **{"x'": (0, 0, 0, 0)}).holds
    fixed = get_claim("002.sensitivity").correction.evaluate({"n": 4, "x": (0, 0, 0, 1), "x'": (0, 0, 0, 0)})
    assert fixed.holds


def test_not_checkable_statements_say_why():
    """The Laplace statements and both O(·) rates are decided now (each under a stated quantitative reading); what
    stays not checkable is the stray line whose symbols the notes never define, and it says so."""
    for claim_id in ("002.laplace-dp", "002.laplace-utility", "002.utility-rate", "002.rr-utility-rate"):
        claim = get_claim(claim_id)
        assert claim.decidable and claim.reading == "as read", claim_id
        assert any(d.kind == "quantitative reading" for d in claim.deviations) or claim_id == "002.laplace-dp"
    stray = get_claim("002.stray-expansion")
    assert stray.kind == "not-checkable" and "defined nowhere" in stray.finding


def test_mean_sensitivity_is_one_over_n_at_every_neighbour():
    # n = 4: changing the first bit moves the mean by 1/4 as changing the last does; the chain's correction covers
    # only the last bit, the new record every position.
    claim = get_claim("002.sensitivity-every-neighbour")
    first = claim.evaluate({"n": 4, "x": (1, 0, 0, 0), "x'": (0, 0, 0, 0)})
    assert first.holds and first.lhs == F(1, 4)
    assert not get_claim("002.sensitivity").correction.domain.contains({"n": 4, "x": (1, 0, 0, 0),
                                                                        "x'": (0, 0, 0, 0)})
    assert claim.domain.contains({"n": 4, "x": (1, 0, 0, 0), "x'": (0, 0, 0, 0)})
    assert claim.reading == "as read" and claim.literal == "002.sensitivity"


def test_utility_rate_at_its_tightest_point():
    # λ = 11/10: z_i = 21 y_i - 10. x = (0, 1): y_1 = 1 w.p. 10/21, y_2 = 1 w.p. 11/21; with S = y_1 + y_2,
    # z̄ - x̄ = (21 S - 21)/2 in {-21/2, 0, 21/2}. β = 1/2, n = 2: t = 1/(√β ε √n) = 1/ln(11/10) ≈ 10.4921 < 21/2, so
    # the tail is P[S = 0] + P[S = 2] = 2 (10/21)(11/21) = 220/441 <= 1/2.
    result = at("002.utility-rate", n=2, x=(0, 1), beta=F(1, 2), **{"e^eps": F(11, 10)})
    assert result.lhs == F(220, 441) and result.rhs == F(1, 2) and result.holds
    # λ = 3, x = (0,), β = 1/2: z in {-1/2, 3/2}; t = √2/ln 3 ≈ 1.287 < 3/2, so the tail is P[y = 1] = 1/4.
    assert at("002.utility-rate", n=1, x=(0,), beta=F(1, 2), **{"e^eps": F(3)}).lhs == F(1, 4)


def test_rr_rate_read_like_the_laplace_line_fails():
    # λ = 11/10, β = 1/10: c = ⌈ln 10⌉ = 3, n = 3: t = c/(εn) = 1/ln(11/10) ≈ 10.4921. x = 000: z_i in {-10, 11},
    # z̄ = 11 only when every report is 1 (probability (10/21)³ = 1000/9261 > 1/10); z̄ = -10 stays inside.
    point = {"n": 3, "x": (0, 0, 0), "beta": F(1, 10), "e^eps": F(11, 10)}
    result = at("002.rr-utility-rate", **point)
    assert (result.lhs, result.rhs, result.holds) == (F(1000, 9261), F(1, 10), False)
    # Chebyshev's threshold 1/(√β ε √n) = √10/(√3 ln 1.1) ≈ 19.2 exceeds every |z̄| <= 11: tail 0.
    assert get_claim("002.rr-utility-rate").correction.evaluate(point).lhs == 0
    # the kernel re-reads the record's formula with its own (standard-library) primitives: the same sides
    from krverify.certify import checker

    claim = get_claim("002.rr-utility-rate")
    outcome = checker.formula_outcome({"formula": claim.formula, "space": claim.domain.spec}, point)
    assert (outcome.lhs, outcome.relation, outcome.rhs, outcome.holds) == (F(1000, 9261), "<=", F(1, 10), False)


def test_in_both_cases_fails_for_negative_epsilon_and_holds_for_nonnegative():
    """Final re-read (B3): the notes state no range for ε.  By hand, e^ε = 1/2, x_n = 0, x'_n = 1, b_n = 1:
    P(y_n = 1) = 1/(1 + 1/2) = 2/3 and e^ε P(y'_n = 1) = (1/2)(1/2)/(3/2) = 1/6, so 2/3 <= 1/6 fails; at e^ε = 2 the
    same bits give 1/3 <= 2 · 2/3."""
    claim = get_claim("002.in-both-cases")
    bad = claim.evaluate({"e^eps": F(1, 2), "x_n": 0, "x'_n": 1, "b_n": 1})
    assert (bad.lhs, bad.rhs, bad.holds) == (F(2, 3), F(1, 6), False)
    assert claim.correction.evaluate({"e^eps": F(2), "x_n": 0, "x'_n": 1, "b_n": 1}).holds
    assert claim.reading == "literal" and claim.correction.reading == "charitable"
    for corrected in ("002.vector-ratio", "002.two-sided", "002.rr-dp-printed"):
        assert any("ε >= 0" in d.text for d in get_claim(corrected).correction.deviations), corrected


def test_in_both_cases_formula_rederives_the_witness():
    """certify's formula re-derives the recorded witness, inside the notes' cases x'_n = 1 - x_n (e^ε = 1/2, x_n = 0,
    x'_n = 1, b_n = 1: 2/3 against 1/6, by hand 1/(1 + λ) = 2/3 and λ · λ/(1 + λ) = 1/6); planted: the bound with e^{-ε}
    for e^ε (right side 1/6 · 4 = 2/3) holds there and is rejected."""
    from krverify.certify import checker

    claim = get_claim("002.in-both-cases")
    evidence = recorded(claim.id).evidence
    assert evidence["counterexample"] == {"e^eps": "1/2", "x_n": 0, "x'_n": 1, "b_n": 1}
    record = {"domain": claim.domain.description, "formula": claim.formula, "space": claim.domain.spec}
    assert checker.check_counterexample(claim.id, record, evidence) == []
    assert claim.formula.endswith("P(x_n, b_n) <= lam * P(xp_n, b_n)")
    record["formula"] = claim.formula.replace("<= lam * P(xp_n, b_n)", "<= P(xp_n, b_n) / lam")
    assert checker.check_counterexample(claim.id, record, evidence) != []
