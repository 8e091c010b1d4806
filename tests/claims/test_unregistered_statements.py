"""The statements issue 10 found unregistered, each checked at hand-derived points.

Every expected value below is derived by hand in the comment beside it; the checks
must also fail where the hand derivation says the printed text fails.
"""

from fractions import Fraction as F

import pytest

from krverify import get_claim
from krverify.claims._claim import Claim, Evaluation, weakest
from krverify.editorial import READINGS


def evaluate(claim_id: str, **point: object) -> Evaluation | None:
    return get_claim(claim_id).evaluate(point)


def test_base_case_fails_only_at_zero_roots():
    # a_1² - a_0 a_2 = (r1 + r2)² - r1 r2: 0 at r1 = r2 = 0 (which Lemma 1 allows), 1 + 4 + 2 = 7 at (1, 2).
    assert not evaluate("001.lemma-1-base-case", r_1=F(0), r_2=F(0)).holds
    held = evaluate("001.eq-4.17", r_1=F(1), r_2=F(2))
    assert held.holds and held.lhs == 7


def test_lemma_4_1_positivity_gap_and_its_repair():
    # P'(1) = 0 inside S = {1, 2} with P'(S) = 1/2: the printed step has a 0/0 term; S+ = {2} repairs it.
    point = {"K": 3, "P": (F(0), F(1, 2), F(1, 2)), "P'": (F(0), F(1, 2), F(1, 2)), "lambda": F(1)}
    claim = get_claim("000.proposition-1.1.positive-terms")
    assert not claim.evaluate(point).holds
    assert claim.correction.evaluate(point).holds
    # Where (1.2) fails (P(1) = 1/2 > λ·0), the (⇐) direction says nothing: outside the hypotheses.
    assert claim.domain.contains(point) and not claim.domain.contains({**point, "P": (F(1, 2), F(1, 2), F(0))})


def test_phi_as_printed_misses_records_only_from_three_bits():
    # L = 2: 2L = 2^L = 4, every record counted; L = 3: d_7 = (0, 0, 1) is not among d_1..d_6.
    assert evaluate("000.phi-definition", y=((0, 1), (0, 0))).holds
    assert not evaluate("000.phi-definition", y=((0, 0, 1),)).holds
    assert get_claim("000.phi-definition").correction.evaluate({"y": ((0, 0, 1),)}).holds


def test_eq_6_1_as_printed_holds_for_one_bit_and_fails_for_two():
    # L = 1: the printed last term S - e_2 with v_2 is the pattern's own last term.
    assert evaluate("001.eq-6.1", q=F(1, 4), L=1, N=2, S=(1, 1)).holds
    # L = 2, N = 1, S = e_4: only the (missing) term S - e_4 is nonzero, so the printed sum is 0.
    failed = evaluate("001.eq-6.1", q=F(1, 4), L=2, N=1, S=(0, 0, 0, 1))
    assert not failed.holds and failed.rhs == 0


def test_zero_to_one_equals_complemented_one_to_zero():
    # N = 1, D = (0): P(s = 0 | 1 set bit)/P(s = 0 | none) = q/p, and the complement's R_1 = P(1|0)/P(1|1) = q/p.
    result = evaluate("001.one-to-zero", q=F(1, 4), N=1, M=0, i=0)
    assert result.holds and result.lhs == F(1, 3)


def test_k_randomized_choice_of_d_at_hand_values():
    # N = 1, k = 2, M = 1, s = 0: R = P(0 | none)/P(0 | one) = p²/q² = 9 at q = 1/4, the only M.
    result = get_claim("001.choice-of-d-k").correction.evaluate({"q": F(1, 4), "N": 1, "k": 2, "M": 1, "s": 0})
    assert result.holds and result.lhs == 9


def test_epsilon_conventions_differ_and_agree_with_exp():
    # q = 1/4: p/q = 3; §3's ε = 3 but log 3 <= 2: refuted. With e^ε = λ = 3: ε-DP exactly when 3 <= λ.
    assert not evaluate("001.epsilon-conventions", q=F(1, 4)).holds
    fix = get_claim("001.epsilon-conventions").correction
    assert fix.evaluate({"q": F(1, 4), "lambda": F(3)}).holds
    assert fix.evaluate({"q": F(1, 4), "lambda": F(2)}).holds  # both sides false: equivalence holds


def test_nearly_identical_reading():
    # q = 0.009, N = 1000: (p - q)² = 0.964324 < 0.36 · pqN = 0.36 · 8.919 = 3.21084.
    result = evaluate("001.nearly-identical", q=F(9, 1000), N=1000)
    assert result.holds and result.lhs == F(964324, 10**6) and result.rhs == F(321084, 10**5)


def test_location_shift_bracket_at_hand_values():
    # n = 1, m = 1, x = 0: F_(1,1)(0) = q, F_(1,0)(0) = p, F_(1,0)(-1) = 0: q in [0, p] holds.
    assert evaluate("000.location-shifted", q=F(1, 4), n=1, m=1, x=F(0)).holds


def test_readings_are_declared_and_checked():
    assert get_claim("000.cdf-difference-m").reading == "literal"
    assert get_claim("000.cdf-difference-m").correction.reading == "charitable"
    assert get_claim("003.epsilon-one-pair").reading == "literal"
    assert get_claim("001.eq-4.22").correction.reading == "intended"
    assert set(READINGS) == {"as printed", "as read", "intended", "literal", "charitable"}
    with pytest.raises(ValueError, match="reading"):
        Claim(id="x.y", source="s", section="1", label="§1", statement="", kind="definition", reading="loose")


def test_weakest_reports_the_first_failure_else_the_tightest():
    assert weakest([Evaluation(1, "<=", 3), Evaluation(5, "<=", 3), Evaluation(9, "<=", 3)]).lhs == 5
    assert weakest([Evaluation(1, "<=", 3), Evaluation(3, "<=", 3)]).lhs == 3
    with pytest.raises(ValueError):
        weakest([])
