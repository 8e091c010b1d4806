"""004 §4 (lines 459-737), issue 38: the reduction steps as records, the conventions as deviations, the disputed
readings decided both ways, the statements that had no record.  Expected values come from hand derivations (in the
comments) or mpmath at 60 digits; planted faults must be refuted."""

import dataclasses
import json
import re
from fractions import Fraction as F
from itertools import pairwise
from pathlib import Path

import mpmath
import pytest

from krverify import decide, get_claim
from krverify.certify.record import entries
from krverify.claims import Evaluation
from krverify.editorial import hypotheses_problems
from krverify.findings import finding_of
from tests.claims._recorded import recorded

ROOT = Path(__file__).resolve().parents[2]
SEED = (ROOT / "seeds" / "004_3b24c074030182c5.txt").read_text(encoding="utf-8").splitlines()
LEDGER = json.loads((ROOT / "proofs" / "004_3b24c074030182c5.json").read_text())["claims"]
SECTION_4 = [record for record in LEDGER if record["section"].startswith("4")]


@pytest.fixture(autouse=True)
def _sixty_digits():
    with mpmath.workdps(60):
        yield


def test_section_4_states_no_unprinted_hypothesis_as_printed():
    """Every §4 record and correction passes the hypotheses rule, and every (l.N) it cites is a printed line."""
    assert len(SECTION_4) >= 55
    for record in SECTION_4:
        for entry in entries(record):
            assert hypotheses_problems(entry) == [], entry["id"]
            for line in re.findall(r"\(l\.(\d+)", entry.get("hypotheses") or ""):
                assert 1 <= int(line) <= len(SEED) and SEED[int(line) - 1].strip(), (entry["id"], line)


def test_section_4_has_no_undecided_statement_but_its_two_definitions():
    undecided = {record["id"] for record in SECTION_4 if record["verdict"] is None}
    assert undecided == {"004.laplace-distribution", "004.algorithm-2"}
    assert {record["kind"] for record in SECTION_4 if record["verdict"] is None} == {"definition"}


def test_the_disputed_readings_are_decided_both_ways():
    """|.| of a vector (length or l1), Report Noisy Max's queries: literal refuted, charitable verified; the findings
    are disputed and name the root's own witness."""
    by_id = {record["id"]: record for record in SECTION_4}
    for claim_id in ("004.global-sensitivity", "004.laplace-mechanism", "004.laplace-mechanism-proof-norm",
                     "004.report-noisy-max"):
        record = by_id[claim_id]
        assert (record["reading"], record["verdict"]) == ("literal", "refuted"), claim_id
        assert (record["correction"]["reading"], record["correction"]["verdict"]) == ("charitable", "verified")
        assert record["disputed"] == record["correction"]["disputed"] != ""
        assert finding_of(claim_id).disputed == record["disputed"]
    less = by_id["004.gaussian-less-noise"]
    assert less["reading"] == "as read" and less["correction"]["reading"] == "charitable"
    assert finding_of("004.gaussian-less-noise").disputed
    for finding_id, witness in (("004.global-sensitivity", "v = (-2, -2)"),
                                ("004.report-noisy-max", "c' = (0, 0), c = (-1, 1)"),
                                ("004.one-sided-noisy-arg-max-counting", "c' = (0, 0, 0), c = (-1, -1, 1)")):
        assert witness in finding_of(finding_id).summary, finding_id


# --------------------------------------------------------------------------- new refuted records, by hand


def test_proof_norm_fails_with_the_length_and_holds_with_l1():
    # v = (-2, -2): ||v||_1 = 4 and |v| = 2 sqrt 2, so the last step ||v||_1 <= Delta(f) reads 16 <= 8 squared.
    claim = get_claim("004.laplace-mechanism-proof-norm")
    failed = claim.evaluate({"k": 2, "v": (-2, -2)})
    assert (failed.lhs, failed.rhs, failed.holds) == (16, 8, False)
    assert claim.correction.evaluate({"k": 2, "v": (-2, -2)}).holds
    assert claim.evaluate({"k": 1, "v": (2,)}).holds  # k = 1: the length is the absolute value


def test_the_chain_on_x_prime_ties_at_the_infimum():
    # c' = c = (0, 0, 0), r = (-1, -1, -1), i = 0: r** = max(0 - 1, 0 - 1) - 0 = -1, and the first line
    # c'_0 + r** > c'_1 + r_1 reads -1 > -1.
    point = {"c'": (0, 0, 0), "d": (0, 0, 0), "i": 0, "r": (F(-1), F(-1), F(-1))}
    claim = get_claim("004.report-noisy-max-chain-two")
    failed = claim.evaluate(point)
    assert (failed.lhs, failed.relation, failed.rhs, failed.holds) == (-1, ">", -1, False)
    assert claim.correction.evaluate(point).holds
    assert finding_of("004.report-noisy-max-chain-two").id == "004.noisy-max-chain-strict"


def test_theorem_4_7s_counting_reduction_fails_for_its_scores():
    # c' = (0, 0, 0), c = (-1, -1, 1), r = 0, i = 0. On x: r* = max(-1, 1) - (-1) = 2, and c'_0 + 3 = 3 >= 0 holds.
    # On x': r** = max(0, 0) - 0 = 0, and c_0 + (r** + 1) = 0 against c_2 + r_2 = 1 fails; shifted by 2, 1 >= 1.
    point = {"c'": (0, 0, 0), "d": (-1, -1, 1), "i": 0, "r": (F(0), F(0), F(0))}
    claim = get_claim("004.one-sided-noisy-arg-max-counting")
    failed = claim.evaluate(point)
    assert (failed.lhs, failed.rhs, failed.holds) == (0, 1, False)
    assert claim.correction.evaluate(point).holds
    # non-decreasing scores (counting queries): the shift-1 conclusions hold everywhere
    monotone = dataclasses.replace(claim, id="planted.counting-monotone", correction=None, finding="",
                                   domain=claim.domain.narrowed(lambda p: min(p["d"]) >= 0, "d >= 0"))
    assert decide(monotone, examples=5).verdict == "verified"


def test_theorem_4_7s_r_star_star_is_empty_too():
    # At j = i the condition reads c'_i + r_i > c'_i + r_i: no r_i is a member.
    failed = get_claim("004.one-sided-noisy-arg-max-r-star-star").evaluate(
        {"c": (0, 0, 0), "i": 0, "r": (F(0), F(0), F(0))})
    assert (failed.lhs, failed.holds) == (0, False)
    assert finding_of("004.one-sided-noisy-arg-max-r-star-star").id == "004.noisy-max-r-star"


# --------------------------------------------------------------------------- reductions and conditional bounds


def test_noisy_max_neighbours_hold_and_half_the_noise_is_refuted():
    """Planted: noise Lap(1/(2 eps)). By hand, eps = 1/2 (b = 1), x' = {} , x = {a}, q_1 counts a, q_2 does not:
    Pr[q_2 wins | x'] = 1/2, Pr[q_2 wins | x] = Pr[r_2 - r_1 > 1] = e^-1 (2 + 1)/4 (the difference of two Lap(1)),
    and 1/2 > e^(1/2) (3/4) e^-1 (mpmath)."""
    assert mpmath.mpf(1) / 2 > mpmath.exp(0.5) * 3 / 4 * mpmath.exp(-1)
    claim = get_claim("004.report-noisy-max-neighbours")
    assert recorded(claim.id).verdict == "verified"
    from krverify.claims.survey004_s4_1_mechanisms import _rnm

    def half_noise(point):
        eps, xp, a, P1, P2, i = (point[n] for n in ("eps", "x'", "a", "P_1", "P_2", "i"))
        x = tuple(h + (1 if t == a else 0) for t, h in enumerate(xp))
        cp = tuple(sum(xp[t] for t in P) for P in (P1, P2))
        c = tuple(sum(x[t] for t in P) for P in (P1, P2))
        return _rnm(eps, cp, tuple(u - v for u, v in zip(c, cp, strict=True)), i, 2 * eps)

    half = claim.formula.replace("noisy_max_win(counts, i, 1/eps)", "noisy_max_win(counts, i, 1/(2*eps))")
    assert half != claim.formula  # the formula planted alike (the engine checks the fast path against it)
    planted = dataclasses.replace(claim, id="planted.half-noise", check=half_noise, formula=half)
    assert decide(planted, examples=5).verdict == "refuted"


def test_r_minus_i_lipschitz_bound_needs_counting_queries():
    # Counting queries: |r* - r**| <= 1 at every r_{-i}. Planted: c' = 0, c = (-1, -1, 1) (not a counting query),
    # r_{-i} = (-1, -1), i = 0: r* = max(-2, 0) + 1 = 1, r** = -1, so r* - r** = 2 > 1.
    claim = get_claim("004.report-noisy-max-r-minus-i")
    assert claim.evaluate({"c'": (0, 0, 0), "d": (1, 0, 1), "i": 1, "r_-i": (F(3), F(-1))}).holds
    planted = claim.evaluate({"c'": (0, 0, 0), "d": (-1, -1, 1), "i": 0, "r_-i": (F(-1), F(-1))})
    assert (planted.lhs, planted.holds) == (2, False)


def test_theorem_4_7_conditional_needs_the_rate_over_two():
    """c' = 0, c = (-1, -1, 1), r_{-i} = (0, 0), i = 0: r* = 2, r** = 0, so Pr[i | x', r]/Pr[i | x, r] = e^(2 rate):
    e^eps at rate eps/2, e^(2 eps) > e^eps at rate eps (the planted monotone rate for scores that are not monotone)."""
    point = {"s": "not monotone", "c'": (0, 0, 0), "d": (-1, -1, 1), "i": 0, "r_-i": (F(0), F(0))}
    claim = get_claim("004.one-sided-noisy-arg-max-conditional")
    held = claim.evaluate(point)
    assert held.holds and held.lhs == 1 and held.rhs == 1  # (1/2)(2 - 0) = 1: equality
    planted = claim.evaluate({**point, "s": "monotone"})  # rate eps: 1·(2 - 0) = 2 > 1
    assert (planted.lhs, planted.holds) == (2, False)
    assert recorded(claim.id).verdict == "verified"


def test_gaussian_profile_grows_with_the_distance_against_mpmath():
    """delta(eps; t) = Phi(t/2 - eps/t) - e^eps Phi(-t/2 - eps/t) (sigma = 1) increases in t (mpmath at the grid),
    as the record's exponent identity says (its t-derivative is phi(t/2 - eps/t) > 0)."""
    def delta(eps, t):
        return mpmath.ncdf(t / 2 - eps / t) - mpmath.exp(eps) * mpmath.ncdf(-t / 2 - eps / t)

    grid = [mpmath.mpf(1) / 4, mpmath.mpf(1) / 2, 1, 2, 3, 4]
    for eps in (mpmath.mpf(1) / 10, mpmath.mpf(1) / 2, 1, 2):
        values = [delta(eps, t) for t in grid]
        assert all(a < b for a, b in pairwise(values))
    assert recorded("004.gaussian-worst-pair").verdict == "verified"


def test_laplace_noise_scale_by_quadrature():
    # Lap(b): E|Y| = b and Var Y = 2 b^2 (mpmath quadrature at b = 2, i.e. Delta = 1, eps = 1/2).
    b = mpmath.mpf(2)
    pdf = lambda z: mpmath.exp(-abs(z) / b) / (2 * b)  # noqa: E731
    assert abs(mpmath.quad(lambda z: abs(z) * pdf(z), [-mpmath.inf, 0, mpmath.inf]) - b) < mpmath.mpf(10) ** -40
    assert abs(mpmath.quad(lambda z: z * z * pdf(z), [-mpmath.inf, 0, mpmath.inf]) - 2 * b**2) < mpmath.mpf(10) ** -40
    held = get_claim("004.laplace-noise-scale").evaluate({"Delta": 1, "eps": F(1, 2), "eps'": F(1)})
    assert held.holds


def test_two_types_translation_and_bound_against_mpmath():
    # n_A = 2, n_B = 5, eps = 1: Pr[A] = e^1/(e^1 + e^(5/2)) = 1/(1 + e^(3/2)) <= 2 e^(-3/2).
    p = mpmath.e / (mpmath.e + mpmath.exp(2.5))
    assert abs(p - 1 / (1 + mpmath.exp(1.5))) < mpmath.mpf(10) ** -50 and p <= 2 * mpmath.exp(-1.5)
    assert get_claim("004.exponential-mechanism-two-types-translation").evaluate(
        {"n_A": 2, "c": 3, "eps": F(1)}).holds


def test_histogram_queries_have_sensitivity_one_in_both_norms():
    # x = (2, 0, 1), T = {0, 1, 2}: a neighbour moves one count by 1, so ||.||_1 = ||.||_2^2 = 1.
    held = get_claim("004.histogram-query-sensitivity").evaluate({"T": (0, 1, 2), "x": (2, 0, 1)})
    assert held.holds and held.lhs == 1


def test_utility_proof_bound_with_the_ratio_planted_upside_down():
    """Planted: (|H*|/|H|) e^(eps (m - OPT)/2) for (|H|/|H*|) e^(eps (m - OPT)/2). By hand s = (2, 0, 0), eps = 2,
    m = 1/2: Pr[s <= 1/2] = 2/(e^2 + 2) = 0.2130... (mpmath) exceeds (1/3) e^(-3/2) = 0.0743..., while
    3 e^(-3/2) = 0.669... bounds it."""
    from krverify.claims._claim import compare_exp_sums
    from krverify.model.exp_sums import add, product

    pr = 2 / (mpmath.e**2 + 2)
    assert mpmath.exp(-1.5) / 3 < pr < 3 * mpmath.exp(-1.5)
    claim = get_claim("004.exponential-mechanism-utility-proof-bound")
    assert claim.evaluate({"eps": F(2), "s": (2, 0, 0), "m": F(1, 2)}).holds

    def upside_down(point):
        eps, s, m = point["eps"], point["s"], point["m"]
        opt, stars = max(s), sum(1 for v in s if v == max(s))
        total = add(*({eps * v / 2: F(1)} for v in s))
        low = add(*({eps * v / 2: F(1)} for v in s if v <= m))
        return compare_exp_sums(low, "<=", product({eps * (m - opt) / 2: F(stars, len(s))}, total))

    bound = "low * Hs * exp(eps * OPT / (2 * Ds)) <= H * exp"
    assert bound in claim.formula  # the record's formula: the same fault planted there (the engine compares both)
    formula = claim.formula.replace(bound, "low * H * exp(eps * OPT / (2 * Ds)) <= Hs * exp")
    planted = dataclasses.replace(claim, id="planted.utility-upside-down", check=upside_down, formula=formula)
    assert decide(planted, examples=5).verdict == "refuted"


def test_r_star_counts_hold_on_the_support_of_one_sided_noise():
    """The one-sided records draw r from {0, 1/2} (one-sided noise is >= 0): no witness uses negative noise."""
    by_id = {record["id"]: record for record in SECTION_4}
    for claim_id in ("004.one-sided-noisy-arg-max-r-star", "004.one-sided-noisy-arg-max-r-star-star",
                     "004.one-sided-noisy-arg-max-counting", "004.one-sided-noisy-arg-max-chain",
                     "004.one-sided-noisy-arg-max-chain-two"):
        witness = by_id[claim_id]["evidence"]["counterexample"]
        assert all(F(r) >= 0 for r in witness["r"]), claim_id


def test_theorem_4_3_log_ratio_is_the_one_sided_bound():
    # ln|Pr[i|x, r]/Pr[i|x', r]| <= eps says Pr[i|x, r] <= e^eps Pr[i|x', r]: checked with the survival function.
    evaluation = get_claim("004.report-noisy-max-log-ratio").evaluate(
        {"eps": F(1, 2), "c'": (0, 0, 0), "d": (1, 0, 0), "i": 0, "r_-i": (F(-1), F(1, 2))})
    assert isinstance(evaluation, Evaluation) and evaluation.holds


def test_a_counting_query_with_no_record_type_has_sensitivity_zero():
    """Issue 38 (final re-read, 004B B1): P = ∅ is a counting query too.  By hand: f ≡ 0, so at x = (0, 0, 0) every
    neighbour (one record added) keeps f = 0: Δ(f) = 0 against the printed 1; with P = {1} the neighbour adding a
    type-1 record moves f by 1.  The correction: Δ(f) = 1 iff P is nonempty, else 0."""
    claim = get_claim("004.counting-query-sensitivity")
    empty = claim.evaluate({"P": (), "x": (0, 0, 0)})
    assert (empty.lhs, empty.rhs, empty.holds) == (0, 1, False)
    assert claim.evaluate({"P": (1,), "x": (0, 0, 0)}).holds
    assert claim.correction.evaluate({"P": (), "x": (2, 1, 0)}).holds
    assert claim.correction.evaluate({"P": (0, 2), "x": (2, 1, 0)}).holds
    assert recorded(claim.id).verdict == "refuted"


def test_the_counting_query_formula_rederives_its_witness(monkeypatch):
    """The kernel re-evaluates the record's own formula at its witness (P = ∅, x = 0: 0 against 1); planted: the
    formula counting every type as in P (Δ = 1 always) must disagree with the recorded witness."""
    from krverify.certify import checker

    claim = get_claim("004.counting-query-sensitivity")
    evidence = recorded(claim.id).evidence
    record = {"domain": claim.domain.description, "formula": claim.formula, "space": claim.domain.spec}
    assert checker.check_counterexample(claim.id, record, evidence) == []
    planted = claim.formula.replace("f(h) = sum(h[t] for t in P)", "f(h) = sum(h[t] for t in ints(0, 2))")
    assert planted != claim.formula
    assert checker.check_counterexample(claim.id, {**record, "formula": planted}, evidence) != []


def test_laplace_instance_is_read_with_its_two_departures():
    """Readings38c B2: the record adds 'privacy parameter 2ε' and Δs = Δ, which l.658-660 do not print: it is read
    'as read', and the literal (the printed construction at ε) is 004.exponential-mechanism-laplace, refuted by hand
    at ε = 1/2, Δ = 1, h = f(x) = 0: the mechanism's density 1/normaliser = 1/(4Δ/ε) = 1/8 against Lap(Δ/ε)'s
    ε/(2Δ) = 1/4.  The read identity at ε = 1/2, f(x) = 0, f(y) = 1, h = 0: density at 2ε is 1/(2Δ/ε) = 1/4, the
    Laplace mechanism's ε/(2Δ) = 1/4; Δs = max_h ||1 - h| - |h|| = 1 = Δ."""
    claim = get_claim("004.exponential-mechanism-laplace-instance")
    assert claim.reading == "as read" and claim.literal == "004.exponential-mechanism-laplace"
    assert {d.kind for d in claim.deviations} == {"quantitative reading", "corrected symbol"}
    assert claim.evaluate({"eps": F(1, 2), "f(x)": 0, "f(y)": 1, "h": F(0)}).holds
    literal = get_claim(claim.literal)
    assert literal.reading == "as printed"
    assert not literal.evaluate({"eps": F(1, 2), "Delta": 1, "h": F(0)}).holds
