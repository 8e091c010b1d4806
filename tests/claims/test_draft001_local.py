"""001 §4.3 and §5.3 over every collection (issue 38): the reductions, the noise the guarantee needs, and the
records around them, each checked at hand-derived values or against an independent method.

Hand derivations (q = 9/1000, p = 991/1000, N = 1000):
* the one-record collection D (1 set record) against D_m (none), s = 2: P(2|D_m) = C(1000, 2) q² p^998 and
  P(2|D) = p·999 q p^998 + q·C(999, 2) q² p^997, so the ratio is 499500qp / (999p² + 498501q²) = 8919/2045;
* at s = 1: P(1|D_m) = 1000 q p^999, P(1|D) = p^998 (p² + 999q²), ratio 1000qp / (p² + 999q²) = 8919/1063;
* D with N set bits: R_i = (N - i)/N p/q + i/N q/p by (4.32), so 1/R_996 = 1/(4/1000 · 991/9 + 996/1000 · 9/991);
* the window end μ_K - 3σ of the collection with K set bits reaches s where (qn + (p - q)K - s)² = 9pqn, i.e.
  ((n - 2K)² + 9n)q² + (2(n - 2K)(K - s) - 9n)q + (K - s)² = 0: K = 7, s = 22, n = 1000 gives 981196q² - 38580q
  + 225 (the reader's report, derived independently), root (38580 + √605340000)/1962392.
The k = 2 values (14749415497053/5944340696488 at N = 1000, q = 0.0244, M = 1, s = 31) are the independent reader's
exact integer computation (/work/readings38), not this code's.
"""

from __future__ import annotations

import copy
import random
from fractions import Fraction as F
from math import comb

import pytest

from krverify import get_claim
from krverify.certify.composition import check_composed
from krverify.claims import draft001_s4_3_local_privacy as local
from krverify.claims._composed import COMPOSED
from krverify.model.surd import QuadraticSurd
from krverify.model.window import (
    BACKWARD,
    FORWARD,
    OF_D,
    SCOPES,
    Threshold,
    all_cases,
    coefficient_slice,
    collection_window,
    crossing_quadratic,
    crossing_root,
    pair_cases,
    rows_along,
)
from tests.claims._recorded import recorded

Q, P = F(9, 1000), F(991, 1000)
ONE_ORDER, BOTH_ORDERS = tuple(SCOPES)


def _direct(n: int, ones: int, alpha: int, beta: int, s: int) -> int:
    """[x^s] (α + βx)^ones (β + αx)^(n - ones), summing over the set records kept (binomials, no recurrence)."""
    return sum(comb(ones, j) * comb(n - ones, s - j) * beta**j * alpha ** (ones - j) * alpha ** (s - j)
               * beta ** (n - ones - s + j) for j in range(ones + 1) if 0 <= s - j <= n - ones)


# --------------------------------------------------------------------------- the model, against direct sums


def test_coefficient_slices_and_rows_are_the_binomial_sums() -> None:
    rng = random.Random(38)
    for _ in range(150):
        n, a, b = rng.randint(1, 25), rng.randint(1, 9), rng.randint(1, 9)
        ones, low = rng.randint(0, n), rng.randint(0, n)
        high = rng.randint(low, n)
        assert coefficient_slice(n, ones, a, b, low, high) == tuple(_direct(n, ones, a, b, s)
                                                                    for s in range(low, high + 1))
    for _ in range(30):
        n, a, b = rng.randint(1, 20), rng.randint(1, 9), rng.randint(1, 9)
        if a == b:
            continue
        wants = {K: tuple(sorted((rng.randint(0, n), rng.randint(0, n)))) for K in range(n + 1)}
        for K, first, row in rows_along(n, a, b, wants.__getitem__):
            assert first <= max(0, wants[K][0] - 1) and first + len(row) - 1 >= min(n, wants[K][1] + 1)
            assert [int(c) for c in row] == [_direct(n, K, a, b, first + j) for j in range(len(row))]


def test_the_windows_of_the_drafts_example() -> None:
    # (4.54): [982.04, 999.96] for D with 1000 set bits; μ_1 - 3σ = 9.982 - 8.9595... = 1.02... for one set record.
    assert collection_window(1000, 1000, Q) == range(983, 1000)
    assert collection_window(1000, 1, Q) == range(2, 19)


def test_every_pair_streamed_equals_each_pair_alone() -> None:
    for N, k, q in ((25, 1, F(1, 10)), (10, 2, F(1, 4))):
        for scope in SCOPES:
            streamed = [(c.M, c.window, c.s, c.order, c.ratio) for c in all_cases(N, k, q, scope)]
            alone = [(c.M, c.window, c.s, c.order, c.ratio) for M in range(1, N + 1)
                     for c in pair_cases(N, k, q, M, scope)]
            assert streamed == alone


def test_bounds_over_an_interval_contain_the_exact_ratios() -> None:
    low, high = F(1, 10), F(11, 100)
    for q in (low, F(21, 200), high):
        exact = {(c.M, c.window, c.s, c.order): c.ratio for c in all_cases(12, 1, q, BOTH_ORDERS, at=F(21, 200))}
        for bound, compare in (("upper", lambda b, e: b >= e), ("lower", lambda b, e: b <= e)):
            for case in all_cases(12, 1, low, BOTH_ORDERS, upper=high, bound=bound, at=F(21, 200)):
                assert compare(case.ratio, exact[case.M, case.window, case.s, case.order])


# --------------------------------------------------------------------------- the reductions, at hand values


def test_one_record_collection_has_the_larger_local_ratio() -> None:
    first = pair_cases(1000, 1, Q, 1, ONE_ORDER)[0]
    assert (first.s, first.ratio) == (2, 499500 * Q * P / (999 * P * P + 498501 * Q * Q)) == (2, F(8919, 2045))
    evidence = recorded("001.worst-collection").evidence
    assert evidence["counterexample"] == {"N": 1000, "q": "9/1000", "M": 1, "s": 2}
    assert F(evidence["lhs"]) == F(8919, 2045) > 2 >= F(evidence["rhs"])


def test_the_other_order_at_the_top_of_ds_window() -> None:
    r_996 = F(4, 1000) * P / Q + F(996, 1000) * Q / P
    evidence = recorded("001.worst-order").evidence
    assert evidence["counterexample"] == {"N": 1000, "q": "9/1000", "M": 1000, "s": 996}
    assert F(evidence["lhs"]) == 1 / r_996 == F(8919, 4009)


def test_the_window_of_d_m() -> None:
    evidence = recorded("001.worst-window").evidence
    assert evidence["counterexample"] == {"N": 1000, "q": "9/1000", "M": 1, "s": 1}
    assert F(evidence["lhs"]) == 1000 * Q * P / (P * P + 999 * Q * Q) == F(8919, 1063)


def test_the_required_noise_fails_for_the_one_record_collection() -> None:
    evidence = recorded("001.required-noise").evidence
    assert evidence["counterexample"] == {"N": 1000, "lambda": "2", "q": "9/1000", "M": 1, "window": "D", "s": 2,
                                          "order": FORWARD}
    assert F(evidence["lhs"]) == F(8919, 2045)


def test_the_k_2_case_against_the_readers_exact_values() -> None:
    """The committed records (a fresh decision gives the same: the checked-ledger fixture)."""
    from tests.claims.test_verdicts import ledger_records

    evidence = ledger_records()["001.required-noise-k"]["evidence"]
    assert evidence["counterexample"]["M"] == 1 and evidence["counterexample"]["s"] == 31
    assert F(evidence["lhs"]) == F(14749415497053, 5944340696488)
    literal = ledger_records()["001.choice-of-d-k"]
    assert literal["verdict"] == "refuted" and literal["correction"]["verdict"] == "verified"
    assert F(literal["evidence"]["rhs"]) == F(85993633723354, 44248246491159)  # D with N set bits, its lowest s


# --------------------------------------------------------------------------- the noise the guarantee needs


def test_crossing_quadratics_and_roots_by_hand() -> None:
    assert crossing_quadratic(1000, 7, 22) == (981196, -38580, 225)
    assert crossing_root(1000, 7, 22) == (38580 + QuadraticSurd.sqrt(605340000)) / 1962392
    assert crossing_quadratic(2000, 0, 65) == (4018000, -278000, 4225)
    assert crossing_root(2000, 0, 65) == (278000 + QuadraticSurd.sqrt(9379800000)) / 8036000
    # s = 22 is in W_7 just below the root and out of it just above: ((p - q)7 + 1000q - 22)² against 9pq·1000
    root = crossing_root(1000, 7, 22)
    low, high = root.bounds(80)
    for q, inside in ((low - F(1, 10**9), True), (high + F(1, 10**9), False)):
        assert (22 in collection_window(1000, 7, q)) is inside


def test_the_default_thresholds_are_certified() -> None:
    for claim_id in ("001.required-noise.corrected", "001.required-noise-k.corrected"):
        claim = get_claim(claim_id)
        points = list(claim.domain.points())
        assert len(points) == 9  # 4 parts for both orders, 5 for one order (it holds again below q-)
        for point in points:
            assert claim.evaluate(point).holds, point


def test_a_wrong_binding_crossing_is_caught(monkeypatch) -> None:
    """Planted: N = 50's threshold named at the next outcome (s = 4 for 3): where s = 4 leaves the all-zero
    collection's window no case exceeds λ, so 'fails on [q-, q*]' fails."""
    wrong = dict(local.THRESHOLDS) | {(50, 1, BOTH_ORDERS): (0, 4, 8)}
    monkeypatch.setattr(local, "THRESHOLDS", wrong)
    claim = get_claim("001.required-noise.corrected")
    failed = [point["part"] for point in claim.domain.points() if not claim.evaluate(point).holds]
    assert local.PARTS[1] in failed


def test_the_holding_part_rejects_a_failure_just_above() -> None:
    """Planted: N = 60, k = 2, one order, bound at s = 17 of W_2: just above that crossing s = 18 of W_4 still has
    ratio > 2, so 'holds on (q*, q+]' must fail (the float scan's first guess; the recorded K* = 4, s* = 18)."""
    found = Threshold(60, 2, F(2), ONE_ORDER, 2, 17, 8)
    assert found.failing().above(F(2)) and found.holding().above(F(2))
    fixed = Threshold(60, 2, F(2), ONE_ORDER, 4, 18, 8)
    assert not fixed.holding().above(F(2)) and not fixed.stray_crossings()


def test_precision_at_the_noise_the_guarantee_needs() -> None:
    # Hand derivation: VAR(T̄) = qpN/(k(1 - 2q)²); k = 1 at q = 322/10000: 322 · 9678 · 1000/9356² =
    # 3116316000/87534736 = 35.60...; k = 2 at q = 464/10000: 464 · 9536 · 1000/(2 · 9072²) = 4424704000/164602368
    # = 26.88...: σ(T̄) 5.966... against 5.184... (the reader's 5.966 at q*_1 and below 5.201 at q*_2).
    from krverify.claims import draft001_s5_k_randomization as k_module

    assert k_module._SAME_LEVEL_Q == {1: F(322, 10000), 2: F(464, 10000)}
    assert k_module._variance_at(F(322, 10000), 1000, 1) == F(3116316000, 87534736)
    assert k_module._variance_at(F(464, 10000), 1000, 2) == F(4424704000, 164602368)
    assert F(5966, 1000) ** 2 < F(3116316000, 87534736) < F(5967, 1000) ** 2
    assert F(5184, 1000) ** 2 < F(4424704000, 164602368) < F(5185, 1000) ** 2
    from tests.claims.test_verdicts import ledger_records  # as a fresh decision records it (the checked ledger)

    assert ledger_records()["001.precision-same-privacy-level"]["verdict"] == "verified"


def test_k1_fails_at_every_grid_q_below_its_least() -> None:
    """Planted: ask for failures below 0.0323 instead of 0.0322: at 0.0322 the guarantee holds (q* = 0.03219... <
    0.0322, 001.required-noise.corrected), so no failing case exists there and it must be reported missing."""
    missing, _ = local.grid_failures(1000, 1, F(2), F(322, 10000))
    assert missing == []
    missing, _ = local.grid_failures(1000, 1, F(2), F(323, 10000))
    assert missing == [F(322, 10000)]


def test_both_orders_fail_between_two_holding_points() -> None:
    """The confirming re-read's exact check (/work/readings38c/scratch_001/confirm.py): N = 1000, λ = 2, both
    orders. k = 1, q = 6439/200000: D with M = 993 set records, s = 978 in W(D) = [945, 978], P(s|D)/P(s|D_m) =
    2.0000496... > 2; q = 321/10000: M = 994, s = 979, 2.0042060... k = 2, q = 583/12500: M = 1000, s = 1935 in W(D)
    = [1879, 1935], 2.0003323 rounded (2.00033227... ≤ r < 2.0003323) (all below q*; at 3219/100000 and 93/2000,
    smaller, the guarantee holds, slow test below)."""
    for k, q, M, s, low, high in ((1, F(6439, 200000), 993, 978, F(20000496, 10**7), F(20000497, 10**7)),
                                  (1, F(321, 10000), 994, 979, F(20042060, 10**7), F(20042061, 10**7)),
                                  (2, F(583, 12500), 1000, 1935, F(20003322, 10**7), F(20003323, 10**7))):
        case = local._at(1000, k, q, M, OF_D, s, BACKWARD)
        assert low < case.ratio < high, (k, q)
    holds, fails = local.BOTH_ORDERS_BELOW[1000, 1]
    assert (holds, fails) == (F(3219, 100000), F(6439, 200000))
    assert local.BOTH_ORDERS_BELOW[1000, 2] == (F(93, 2000), F(583, 12500))


@pytest.mark.slow
def test_both_orders_hold_below_the_crossing() -> None:
    """The reader's full exact check (fullcheck_ends.py): at q = 3219/100000 the worst ratio is 1.999786188... (M = 8,
    s = 22 in W(D_m)); at 93/2000 (k = 2) 1.9928957... (M = 16, s = 92 in W(D_m))."""
    for k, q, low, high in ((1, F(3219, 100000), F(1999786188, 10**9), F(1999786189, 10**9)),
                            (2, F(93, 2000), F(19928957, 10**7), F(19928958, 10**7))):
        assert low < local.worst_case(1000, k, q, BOTH_ORDERS).ratio < high


# --------------------------------------------------------------------------- Lemma 1's strict form


def _ledger_entry(claim_id: str) -> dict:
    claim = get_claim(claim_id)
    return {"spec": COMPOSED[claim_id], "certificate": dict(claim.proof.certificate)}


def test_strict_corrections_rest_on_the_strict_lemma() -> None:
    ledger = {key: _ledger_entry(key) for key in ("001.lemma-1", "001.lemma-1.strict")}
    correction = get_claim("001.eq-4.5").correction
    certificate = dict(correction.proof.certificate)
    assert certificate["lemma"] == "001.lemma-1.strict"
    assert check_composed(COMPOSED["001.eq-4.5.corrected"], certificate, ledger) == ""
    weak = dict(certificate, lemma="001.lemma-1")
    assert "no term is strictly positive" in check_composed(COMPOSED["001.eq-4.5.corrected"], weak, ledger)


def test_the_strict_flag_must_be_the_statements() -> None:
    strict = copy.deepcopy(_ledger_entry("001.lemma-1.strict")["certificate"])
    weak = copy.deepcopy(_ledger_entry("001.lemma-1")["certificate"])
    assert strict["strict"] is True and weak["strict"] is False
    assert check_composed(COMPOSED["001.lemma-1.strict"], strict, {}) == ""
    assert check_composed(COMPOSED["001.lemma-1"], weak, {}) == ""
    assert "not the statement's relation" in check_composed(COMPOSED["001.lemma-1"], strict, {})
    assert "not the statement's relation" in check_composed(COMPOSED["001.lemma-1.strict"], weak, {})
    # a weak statement cannot lend strictness: the lemma's certificate flag alone does not count
    ledger = {"001.lemma-1": {"spec": COMPOSED["001.lemma-1"], "certificate": strict}}
    certificate = dict(get_claim("001.eq-4.5").correction.proof.certificate, lemma="001.lemma-1")
    assert "no term is strictly positive" in check_composed(COMPOSED["001.eq-4.5.corrected"], certificate, ledger)


def test_strict_lemma_is_strict_exactly_where_the_coefficient_is_nonzero() -> None:
    claim = get_claim("001.lemma-1.strict")
    # (x)(1 + x) = x + x²: a = (0, 1, 1); at i = 0 both sides are 0, at i = 1: 1 - 0 > 0, at i = 2: 1 > 0
    results = [claim.evaluate({"r": (F(0), F(1)), "a_n": F(1), "i": i}) for i in range(3)]
    assert [(e.relation, e.holds) for e in results] == [(">=", True), (">", True), (">", True)]


# --------------------------------------------------------------------------- the other re-decided records


def test_base_case_true_under_its_condition_and_short_of_lemma_1() -> None:
    # (r_1 + r_2)² - r_1 r_2 = r_1² + r_2² + r_1 r_2: 7 at (1, 2); 0 at (0, 0), which Lemma 1 allows
    assert recorded("001.eq-4.17").verdict == "proved"
    assert get_claim("001.eq-4.17").evaluate({"r_1": F(1), "r_2": F(2)}).lhs == 7
    gap = recorded("001.lemma-1-base-case")
    assert gap.verdict == "refuted" and gap.evidence["counterexample"] == {"r_1": "0", "r_2": "0"}


def test_window_maximum_is_a_disputed_pair() -> None:
    claim = get_claim("001.window-maximum")
    assert claim.reading == "literal" and claim.correction.reading == "charitable"
    # R(a) - R(x) = (x - a)(p - q)(p + q)/(Npq): at N = 1, q = 1/4, a = 0, x = 1: R(0) = 3, R(1) = 1/3
    held = claim.correction.evaluate({"N": 1, "q": F(1, 4), "p": F(3, 4), "a": F(0), "x": F(1)})
    assert held.holds and (held.lhs, held.rhs) == (F(1, 3), 3)


def test_r_pn_proves_one_itself() -> None:
    certificate = get_claim("001.r-pn-equals-1").proof
    assert certificate.target.endswith("- 1")
    assert get_claim("001.r-pn-equals-1").evaluate({"q": F(1, 4), "N": 3}).rhs == 1


def test_printed_coefficient_lines_hold_with_the_corrected_q() -> None:
    # (4.13) at N = 3, m = 2, i = 0 with Q = (q + px)(p + qx)^0: b_0 = q, so a_0^3 = q² b_0 = q³
    claim = get_claim("001.eq-4.13")
    assert claim.correction.id == "001.eq-4.13.corrected"
    evaluation = claim.correction.evaluate({"N": 3, "m": 2, "i": 0, "q": F(1, 4)})
    assert evaluation.holds and evaluation.lhs == F(1, 64)
    assert not get_claim("001.q-definition").decidable


def test_narrowed_corrections_say_so() -> None:
    for claim_id in ("001.local-guarantee", "001.local-guarantee-k"):
        fix = get_claim(claim_id).correction
        assert "narrowed domain" in [d.kind for d in fix.deviations]
        assert "N set bits only" in fix.statement


def test_the_formulas_rederive_the_witnesses() -> None:
    """Each refuted record's witness is re-derived by the kernel from the record's own formula (the reductions over
    every collection, and required-noise's cases, whose window and order are words); planted: the window reduction's
    formula with the larger order replaced by the backward one alone, and required-noise's formula with its two
    order words exchanged, disagree with the recorded sides.  The evidence is the committed ledger's (the
    checked-ledger fixture shows a fresh decision gives the same records)."""
    import json
    from pathlib import Path

    from krverify.certify import checker

    ledger = json.loads((Path(__file__).parents[2] / "proofs" / "001_d8c6cb5d6e66af37.json").read_text())
    entries = ledger if isinstance(ledger, list) else ledger.get("records", ledger.get("claims"))
    entries = {e["id"]: e for e in (entries.values() if isinstance(entries, dict) else entries) if "id" in e}
    for claim_id in ("001.worst-collection", "001.worst-order", "001.worst-window", "001.required-noise",
                     "001.required-noise-k"):
        record = copy.deepcopy(entries[claim_id])
        assert record["formula"] == get_claim(claim_id).formula
        assert checker.check_counterexample(claim_id, record, record["evidence"]) == [], claim_id
    record = copy.deepcopy(entries["001.worst-window"])
    evidence = record["evidence"]
    record["formula"] = record["formula"].replace("max(R(M, s), 1/R(M, s)) <=", "1/R(M, s) <=")
    assert record["formula"] != entries["001.worst-window"]["formula"]
    assert checker.check_counterexample("001.worst-window", record, evidence) != []
    record = copy.deepcopy(entries["001.required-noise"])
    swapped = record["formula"].replace('"P(s|D_m)/P(s|D)"', '"P(s|D)/P(s|D_m)"')
    assert swapped != record["formula"]
    assert checker.check_counterexample("001.required-noise", {**record, "formula": swapped}, record["evidence"]) != []


def test_one_order_is_not_monotone_in_q() -> None:
    """The independent reader's exact integer computation (/work/readings38b, localguar.py): at N = 1000, k = 1,
    λ = 2, one order on D's window over every collection has 0 failures at q = 0.0290 and 0.00001, below its
    crossing q* = 0.0290486628..., and fails at 0.02904866; so the record states q* as a crossing, not as the noise
    one order needs, and checks a holding q below q-."""
    assert local.ONE_ORDER_BELOW[1000, 1] == F(29, 1000)
    assert local.worst_case(1000, 1, F(29, 1000), ONE_ORDER).ratio <= 2
    assert local.worst_case(1000, 1, F(2904866, 10**8), ONE_ORDER).ratio > 2
    claim = get_claim("001.required-noise.corrected")
    below = [point for point in claim.domain.points() if point["part"] == local.BELOW_PART]
    assert [point["scope"] for point in below] == [ONE_ORDER]
    assert all(claim.evaluate(point).holds for point in below)
    assert "not the least noise at which it holds" in claim.statement
    for claim_id in ("001.hiding-needs-less-noise", "001.precision-same-privacy-level"):
        assert {point["scope"] for point in get_claim(claim_id).domain.points()} == {BOTH_ORDERS}, claim_id


def test_the_count_guarantee_does_not_imply_the_variance_bound(monkeypatch) -> None:
    """Hand derivation at N = 1000, λ = 2, q = 87/10000, p = 9913/10000 (the reader's witness, re-derived):
    VAR(T̄) = pqN/(p - q)² = 862431000/96550276 = 215607750/24137569 < 9 = 9/(λ - 1)² (9 · 24137569 = 217238121);
    pN = 991.3, 9pqN = 77.61879, so the window's counts are 983..1000 (8.3² = 68.89 <= 77.62 < 86.49 = 9.3²), and
    R_983 = (17 · 9913² + 983 · 87²)/(1000 · 87 · 9913) = 1677989000/862431000 = 1677989/862431 < 2: the guarantee
    holds on the counts while σ(T̄) < 3/(λ - 1). With i real the guarantee fails there (R(pN - 3σ) > 2)."""
    from krverify.certify import checker

    q, n = F(87, 10000), 1000
    p = 1 - q
    assert p * q * n / (p - q) ** 2 == F(215607750, 24137569) < 9
    assert list(local._window_integers(n, q)) == list(range(983, 1001))
    assert F(17, 1000) * p / q + F(983, 1000) * q / p == F(1677989, 862431) < 2
    claim = get_claim("001.local-dp-variance-bound")
    assert claim.reading == "literal" and claim.correction.reading == "charitable"
    decided = recorded(claim.id)
    assert decided.verdict == "refuted"
    assert decided.evidence["counterexample"] == {"N": 1000, "lambda": "2", "q": "87/10000"}
    assert (F(decided.evidence["lhs"]), F(decided.evidence["rhs"])) == (F(215607750, 24137569), 9)
    real = claim.correction.evaluate({"N": n, "lambda": F(2), "q": q})
    assert real.holds and real.relation == ">" and real.lhs > 2
    assert decided.correction.verdict == "verified"
    record = {"domain": claim.domain.description, "formula": claim.formula, "space": claim.domain.spec}
    assert checker.check_counterexample(claim.id, record, decided.evidence) == []
    # planted: the record's formula with the real window end R(pN - 3σ) (the correction's) in place of the largest R_i
    # at the counts makes the witness true
    planted = {**record, "formula": claim.correction.formula}
    assert "R(p*N - 3*sqrt(p*q*N))" in planted["formula"]
    assert checker.check_counterexample(claim.id, planted, decided.evidence) != []


def test_the_noise_increase_with_k_by_hand() -> None:
    """l.341 'slight increase in RRT noise', at N = 1000, k = 2, λ^(1/k) = 11/10 (λ = 121/100), by hand:
    (4.45): c = 9/((21/100)² · 1000) = 100/490, q_1 = ½(1 - 1/√(1 + 400/490)) = 0.12900...;
    (5.24): c = 9/((1/10)² · 2000) = 9/20, q_2 = ½(1 - 1/√(14/5)) = 0.20119...; q_2 > q_1."""
    claim = get_claim("001.noise-increase-k")
    evaluation = claim.evaluate({"N": 1000, "k": 2, "lambda^(1/k)": F(11, 10)})
    assert evaluation.holds
    assert F(20119, 100000) < evaluation.lhs <= F(20120, 100000)
    assert F(12900, 100000) <= evaluation.rhs < F(12901, 100000)
    assert recorded(claim.id).verdict == "verified"


def test_ten_fold_is_a_disputed_reading() -> None:
    """Hand derivation, N = 1000: VAR(T̄) = qpN/(p - q)² is (1/3)(2/3)1000/(1/3)² = 2000 at q = 1/3 and
    (9/1000)(991/1000)1000/(982/1000)² = 8919000/964324 at q = 0.009; their ratio is 2000 · 964324/8919000 =
    1928648/8919 = 216.24..., not 100, so σ grew 14.705... fold: not 10 exactly (literal: refuted), but 10 to one
    significant digit (charitable: verified; to two digits it is 15)."""
    assert 2000 * F(964324, 8919000) == F(1928648, 8919) != 100
    assert F(14, 1) ** 2 < F(1928648, 8919) < F(15, 1) ** 2
    claim = get_claim("001.precision-10-fold")
    assert claim.reading == "literal" and claim.correction.reading == "charitable"
    assert claim.disputed and claim.disputed == claim.correction.disputed
    point = {"q_classical": F(1, 3), "q_local": F(9, 1000), "N": 1000}
    literal, charitable = claim.evaluate(point), claim.correction.evaluate(point)
    assert not literal.holds and literal.rhs == F(1928648, 8919)
    assert charitable.holds
