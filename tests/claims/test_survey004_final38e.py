"""004 §5-§6, issue 38's round-e re-read (readings38e/read_004C.md): Theorem 6.10's literal decided (X1), the step
l.1001 <= l.1002 of Theorem 6.1's proof (M1) and the Laplace part of Theorem 6.6's proof with δ > 0 (M6) registered.
Expected values are hand derivations (in the comments) or mpmath at 50 digits; each new independent formula is shown
to reject a planted fault."""

from fractions import Fraction as F

import mpmath

from krverify import get_claim
from tests.claims._recorded import recorded
from tests.claims._rederive import formula_rederives


def test_theorem_6_10_as_printed_is_false_where_the_range_is_empty(monkeypatch):
    # By hand: |Q| = 2, α = 3/4: ||y||_1 = log 2/(9/16) = 16 log 2/9 is 16/9 in base 2, 16 ln 2/9 and 16 log_10 2/9
    # (irrational) in bases e and 10; no histogram has that size, R = ∅ and '∃ y ∈ R ...' is false whatever f is.
    # |Q| = 2, α = 1/2: base 2 size 4 log_2 2 = 4, R ≠ ∅, and a constant f makes the display 0 <= α.
    claim = get_claim("004.theorem-6.10-printed")
    assert claim.reading == "literal" and claim.disputed
    assert not claim.evaluate({"|Q|": 2, "x": (1, 0), "alpha": F(3, 4)}).holds
    assert claim.evaluate({"|Q|": 2, "x": (1, 0), "alpha": F(1, 2)}).holds
    assert not claim.evaluate({"|Q|": 3, "x": (1, 0), "alpha": F(1, 2)}).holds  # 4 log 3: irrational in each base
    assert recorded(claim.id).evidence["counterexample"] == {"|Q|": 2, "x": [1, 0], "alpha": "3/4"}
    as_read = get_claim("004.theorem-6.10")
    assert as_read.literal == claim.id and not as_read.meaningless
    formula_rederives("004.theorem-6.10-printed", monkeypatch, lambda w: (1, "==", 1))


def test_theorem_6_11_literal_is_the_printed_quantifier():
    assert get_claim("004.theorem-6.11").literal == "004.theorem-6.11-some-beta"


def _window(low, q, eps):
    """Pr[low < T̂ < q + v], T̂ ~ Lap(2/ε), v ~ Lap(4/ε), by mpmath quadrature over t."""
    b_t, b_v = 2 / mpmath.mpf(eps), 4 / mpmath.mpf(eps)

    def integrand(t):
        u = t - q  # Pr[v > u]
        tail = mpmath.exp(-u / b_v) / 2 if u >= 0 else 1 - mpmath.exp(u / b_v) / 2
        return mpmath.exp(-abs(t) / b_t) / (2 * b_t) * tail
    cuts = sorted(c for c in {mpmath.mpf(low), mpmath.mpf(0), mpmath.mpf(q)} if c >= low)
    return mpmath.quad(integrand, [*cuts, mpmath.inf])


def test_theorem_6_1_step_fails_with_the_printed_indicator(monkeypatch):
    # By hand (T = 0, ε = 1/2, g(x) = 0, g(x') = 1, q_k(x) = 0, q_k(x') = -1): substituting (v̂, t̂) the left integral is
    # Pr[2g(x) - g(x') < T̂ < q_k(x) + v_k] = Pr[-1 < T̂ < v_k]
    #   = ∫_{-1}^0 (ε/4)e^(εt/2)(1 - e^(εt/4)/2) dt + ∫_0^∞ (ε/8)e^(-3εt/4) dt = 1/2 - e^(-ε/2)/2 + e^(-3ε/4)/6,
    # the right e·Pr[1 < T̂ < v_k - 1] = e^ε ∫_1^∞ (ε/8) e^(-εt/2 - ε(t + 1)/4) dt = 1/6 at every ε.  At ε = 1/2 the
    # left is 1/2 - e^(-1/4)/2 + e^(-3/8)/6 > 1/6: with e^(-1/4) < 1 - 1/4 + 1/32 = 25/32 and e^(-3/8) > 5/8,
    # 3 - 3e^(-1/4) + e^(-3/8) > 3 - 75/32 + 5/8 = 41/32 > 1.
    with mpmath.workdps(50):
        half = mpmath.mpf(1) / 2
        left = 1 / mpmath.mpf(2) - mpmath.exp(-half / 2) / 2 + mpmath.exp(-3 * half / 4) / 6
        assert abs(_window(-1, 0, half) - left) < mpmath.mpf(10) ** -30
        assert abs(mpmath.exp(half) * _window(1, -1, half) - mpmath.mpf(1) / 6) < mpmath.mpf(10) ** -30
    point = {"eps": F(1, 2), "g": F(0), "g'": F(1), "q": F(0), "q'": F(-1)}
    claim = get_claim("004.theorem-6.1-step")
    evaluation = claim.evaluate(point)
    assert not evaluation.holds and evaluation.rhs == F(1, 6)
    with mpmath.workdps(50):  # the record's left side is a rational lower bound of the exact sum
        assert abs(mpmath.mpf(evaluation.lhs.numerator) / evaluation.lhs.denominator - left) < mpmath.mpf(10) ** -12
    # corrected (lower end g(x')): the left side is Pr[0 < T̂ < v_k] = 1/6 by the same integral, equal to the right
    assert claim.correction.evaluate(point).holds
    decision = recorded(claim.id)
    assert decision.verdict == "refuted" and decision.correction.verdict == "verified"
    formula_rederives("004.theorem-6.1-step", monkeypatch, lambda w: (F(0), "<=", F(1)))


def test_theorem_6_6_laplace_part_with_delta_is_not_eps_prime_delta_half_dp(monkeypatch):
    # By hand, c = 1, ε = δ = 1/1000: b = σ(ε_2) = √(32 ln 1000)·√513/2 with 14 < √(32 ln 1000) < 15 and
    # 22 < √513 < 23, so 154 < b < 172.5 and x = 1/(2b) ∈ (1/400, 1/300).  S = {a <= 1/2}, q(x) = 0, q(x') = 1:
    # Pr[S] = 1 - h, Pr'[S] = h with h = e^(-x)/2 < (1 - 1/400 + 1/180000)/2 < 0.498753; ε' = ε/(√512 + 1) < 1/23000,
    # e^ε' < 1.0001: e^ε' h + δ/2 < 0.499303 < 0.501247 < 1 - h.  At ε = 1 the loss 1/b < 1/154 is below ε' > 1/24,
    # and the point holds.
    claim = get_claim("004.theorem-6.6-delta-laplace")
    failing = claim.evaluate({"c": 1, "eps_delta": (F(1, 1000), F(1, 1000))})
    assert not failing.holds
    assert F(501247, 10**6) < failing.lhs and failing.rhs < F(499303, 10**6)
    assert claim.evaluate({"c": 1, "eps_delta": (F(1), F(1, 1000))}).holds
    decision = recorded(claim.id)
    assert decision.verdict == "refuted" and decision.correction.verdict == "verified"
    formula_rederives("004.theorem-6.6-delta-laplace", monkeypatch, lambda w: (F(0), "<=", F(1)))


def test_query_specific_thresholds_keep_the_accuracy_of_theorem_6_3():
    # By hand: T̂_i = T_i + ρ with one ρ ~ Lap(2/ε), so a_i = ⊤ iff (q_i - T_i) + v_i >= ρ and each condition compares
    # q_i with T_i: the run's law is Theorem 6.3's at the answers q_i - T_i and the common threshold 0.  At ε = 1,
    # β = 1/2, k = 2: A = ⌈8 ln 8⌉ = 17 (8 ln 8 ≈ 16.64); T = (-1, 1), q_1 = T_1 - 18 must be ⊥, q_2 = T_2 (no
    # condition): failure = Pr[v_1 - ρ >= 18] = ∫ (1/4)e^(-|r|/2) Pr[v_1 >= 18 + r] dr (quadrature below), far below β.
    claim = get_claim("004.query-specific-thresholds-accuracy")
    point = {"eps": F(1), "beta": F(1, 2), "k": 2, "A": 17, "thresholds": (-1, 1, 0), "d": 0}
    evaluation = claim.evaluate(point)
    with mpmath.workdps(50):
        def integrand(r):
            u = 18 + r  # Pr[v >= u], v ~ Lap(4)
            tail = mpmath.exp(-u / 4) / 2 if u >= 0 else 1 - mpmath.exp(u / 4) / 2
            return mpmath.exp(-abs(r) / 2) / 4 * tail
        failure = mpmath.quad(integrand, [-mpmath.inf, -18, 0, mpmath.inf])
        assert abs(mpmath.mpf(evaluation.lhs.numerator) / evaluation.lhs.denominator - failure) < mpmath.mpf(10) ** -12
    assert evaluation.holds and failure < mpmath.mpf(1) / 100
    # the same failure as Theorem 6.3's correction at the translated answers (-18, 0)
    common = get_claim("004.theorem-6.3").correction.evaluate({"eps": F(1), "beta": F(1, 2), "k": 2, "A": 17,
                                                                  "q_k": 0})
    assert common.lhs == evaluation.lhs
    assert recorded(claim.id).verdict == "verified"
    assert get_claim("004.query-specific-thresholds").meaningless == claim.meaningless


def test_threshold_and_query_noise_tails_are_exponentially_small():
    # By hand: Pr[|Lap(b)| > α] = 2·e^(-α/b)/2 = e^(-α/b); T̂ - T ~ Lap(2/ε) gives e^(-εα/2), v_i ~ Lap(4/ε) gives
    # e^(-εα/4): both at most e^(-εα/4), the query noise's with equality.  At ε = 1, α = 4: e^(-2) and e^(-1).
    claim = get_claim("004.theorem-6.3-events-exponential")
    evaluation = claim.evaluate({"eps": F(1), "alpha": F(4)})
    # the tight part is the query noise's tail, equal to the bound as exact sums of exponentials
    assert evaluation.holds and "Pr[|v_i| > alpha]" in evaluation.detail and "equal" in evaluation.detail
    assert claim.evaluate({"eps": F(2), "alpha": F(0)}).holds  # α = 0: both probabilities 1 = e^0
    assert recorded(claim.id).verdict == "verified"


def test_sparse_answered_accuracy_covers_delta_positive():
    # By hand: with δ > 0 Sparse's σ = √(32c ln(1/δ))/ε and Theorem 6.5's α = ln(2ck/β)√(512c ln(1/δ))/ε = 4σ ln(2ck/β),
    # as at δ = 0 (σ = 2c/ε, α = 8c ln(2ck/β)/ε = 4σ ln(2ck/β)).  c = 1, ln(1/δ) = 1/2: σ = 4/ε; c = 3, ln(1/δ) = 3/8:
    # 32·3·3/8 = 36, σ = 6/ε.
    correction = get_claim("004.theorem-6.5").correction
    points = list(correction.domain.points())
    assert {(p["c, k"][0], p["L"]) for p in points if p["L"]} == {(1, F(1, 2)), (2, F(1, 4)), (3, F(3, 8))}
    for p in points:
        if p["L"] and p["signs"] == (1, -1, 1, -1):
            assert correction.evaluate(p).holds, p


def test_theorem_6_10_bound_witness_is_two_queries():
    # By hand: at m = ln|Q|/α², 2|Q|e^(-2mα²) = 2|Q|/|Q|² = 2/|Q|: 1 at |Q| = 2 (not < 1), 2 at |Q| = 1, where m = 0
    # draws leave y empty (degenerate, noted).
    evidence = recorded("004.theorem-6.10-bound").evidence
    assert evidence["counterexample"] == {"|Q|": 2} and (evidence["lhs"], evidence["rhs"]) == ("1", "1")
    assert evidence["degenerate_witness"]["counterexample"] == {"|Q|": 1}


def test_k_anonymity_prevents_linkage_only_from_k_2():
    """004 l.46 (round e): by hand, a table of one person is 1-anonymous (the combination occurs once >= 1) and
    singles that person out (1 < 2 people share it); two people with one combination are 2-anonymous and neither is
    singled out."""
    claim = get_claim("004.k-anonymity-prevents-linkage")
    alone = claim.evaluate({"k": 1, "n": 1, "table": ((0, 0),)})
    assert not alone.holds and (alone.lhs, alone.rhs) == (1, 2)
    assert claim.evaluate({"k": 2, "n": 2, "table": ((0, 1), (0, 1))}).holds
    corrected = claim.correction
    assert corrected.evaluate({"k": 2, "n": 3, "table": ((0, 1), (0, 1), (0, 1))}).holds
    assert corrected.evaluate({"k": 1, "n": 1, "table": ((0, 0),)}) is None  # k = 1 is outside its hypotheses
    assert recorded(claim.id).verdict == "refuted"
