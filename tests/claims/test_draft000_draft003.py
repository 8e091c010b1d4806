"""000 (Feb 2016 draft) and 003 (its earlier LaTeX state): records issue 38 added or re-read, at hand-derived points.

Every expected value is derived by hand in the comment beside it (or by an independent method: a brute-force cdf on
a fine grid, the seed text itself); none is copied from krverify's output.
"""

import json
import re
from fractions import Fraction as F
from math import comb
from pathlib import Path

import pytest

from krverify import get_claim
from krverify.certify.record import entries
from krverify.claims.draft000_s3_privacy_ratio import shift_distance
from krverify.claims.draft000_s4_ratio_of_sums import PRINTED_DISPLAYS, ratio_subscripts
from krverify.editorial import hypotheses_problems, hypothesis_clauses

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
SEEDS = {"000": ROOT / "seeds" / "000_6dfa2dbc38b4b249.txt", "003": ROOT / "seeds" / "003_941cee538ccfd264.txt"}
LEDGERS = {"000": PROOFS / "000_6dfa2dbc38b4b249.json", "003": PROOFS / "003_941cee538ccfd264.json"}


def evaluate(claim_id, **point):
    return get_claim(claim_id).evaluate(point)


def ledger_entries(prefix):
    for record in json.loads(LEDGERS[prefix].read_text(encoding="utf-8"))["claims"]:
        yield from entries(record)


def ledger_record(claim_id):
    return next(r for r in json.loads(LEDGERS[claim_id[:3]].read_text(encoding="utf-8"))["claims"]
                if r["id"] == claim_id)


# --------------------------------------------------------------------------- readings and the rule of item 2


@pytest.mark.parametrize("prefix", ["000", "003"])
def test_no_record_reads_more_into_the_printed_text_than_it_says(prefix):
    problems = [f"{entry['id']}: {problem}" for entry in ledger_entries(prefix)
                for problem in hypotheses_problems(entry)]
    assert problems == []


_GREEK = {"λ": r"\lambda", "μ": r"\mu", "ε": r"\epsilon", "π": r"\pi", "δ": r"\delta", "Φ": r"\Phi"}


def _symbols(clause):
    """Single-letter variables and Greek letters of a hypothesis clause (LaTeX names for the Greek ones)."""
    letters = set(re.findall(r"(?<![A-Za-z])([A-Za-z])(?![A-Za-z])", clause))
    return letters | {latex for greek, latex in _GREEK.items() if greek in clause}


def _mentions(text, symbol):
    if symbol.startswith("\\"):
        return symbol in text
    return re.search(rf"(?<![A-Za-z\\]){re.escape(symbol)}(?![A-Za-z])", text) is not None


@pytest.mark.parametrize("prefix", ["000", "003"])
def test_every_cited_line_exists_and_mentions_the_clause(prefix):
    """A hypothesis citing (l.N) or (l.N-M) names lines of its own seed that mention one of its symbols (or, for a
    clause without symbols, one of its words)."""
    lines = SEEDS[prefix].read_text(encoding="utf-8").splitlines()
    cited = 0
    for entry in ledger_entries(prefix):
        for clause in hypothesis_clauses(entry["hypotheses"]):
            found = re.search(r"\(l\.\s?(\d+)(?:[-–](\d+))?\)\s*$", clause)
            if not found:
                continue
            cited += 1
            first, last = int(found.group(1)), int(found.group(2) or found.group(1))
            assert 1 <= first <= last <= len(lines), f"{entry['id']}: {clause!r} cites past the seed's end"
            text = "\n".join(lines[first - 1:last])
            words = clause[:found.start()]
            symbols = _symbols(words)
            if symbols:
                assert any(_mentions(text, s) for s in symbols), f"{entry['id']}: {clause!r} not at l.{first}-{last}"
            else:
                assert any(w.lower() in text.lower() for w in re.findall(r"[A-Za-z]{5,}", words)), clause
    assert cited >= {"000": 20, "003": 1}[prefix]


def test_the_citation_check_can_fail():
    """Planted: λ cited at a line that prints no λ (l.1 is the title)."""
    assert not any(_mentions("K-Randomization", s) for s in _symbols("λ_i > 0"))


# --------------------------------------------------------------------------- 000 §2


def test_phi_witness_is_a_synthetic_collection():
    # L = 3: d_1..d_8 = (1,1,1), ..., (0,0,0) (ones first); the printed Φ has 2L = 6 components, so y = (d_8) is
    # counted by none: 0 against n = 1.  Φ depends on y only: no lie probability in the witness.
    record = ledger_record("000.phi-definition")
    assert record["evidence"]["counterexample"] == {"y": [[0, 0, 0]]}
    assert (F(record["evidence"]["lhs"]), F(record["evidence"]["rhs"])) == (0, 1)


def test_hamming_distance_is_the_l1_distance_of_bits():
    # (1, 0, 1) against (0, 0, 1): one differing position, |1 - 0| = 1.
    result = evaluate("000.hamming-distance", L=3, x=(1, 0, 1), **{"x'": (0, 0, 1)})
    assert result.holds and result.lhs == result.rhs == 1


def test_remark_q_f_half_sweeps_the_closed_range_of_f():
    # f = 0: the report is the value (lie 0 = 0/2); f = 1: a fair coin, lie 1/2.
    assert evaluate("000.remark-q-f-half", f=F(0), b=1).lhs == 0
    assert evaluate("000.remark-q-f-half", f=F(1), b=0).lhs == F(1, 2)
    assert get_claim("000.remark-q-f-half").domain.contains({"f": F(0), "b": 0})


# --------------------------------------------------------------------------- 000 §3: 𝒮_n, read two ways


def test_pi_well_defined_is_decided_under_both_definitions_of_s_n():
    claim = get_claim("000.pi-well-defined")
    assert (claim.reading, claim.correction.reading) == ("literal", "charitable")
    assert "l.96" in claim.disputed and "l.126-128" in claim.disputed
    # n = 1, L = 1, x = (1): s = (1, 1) counts two records of one, impossible (l.96's codomain); s = (1, 0) (the
    # record reported as 1) has probability p = 3/4 at q = 1/4.
    assert not evaluate("000.pi-well-defined", q=F(1, 4), x=((1,),), s=(1, 1)).holds
    held = claim.correction.evaluate({"q": F(1, 4), "x": ((1,),), "s": (1, 0)})
    assert held.holds and held.lhs == F(3, 4)


def test_the_records_of_section_3_state_which_s_n_they_read():
    for claim_id in ("000.eq-3.1", "000.eq-3.1.step-2", "000.changed-record-first"):
        kinds = {d.kind: d for d in get_claim(claim_id).deviations}
        assert "l.126-128" in kinds["notation from elsewhere"].where, claim_id
        assert "narrowed domain" not in kinds, claim_id
    # l.138-140 print 𝒮 without n: there the support is a narrowing, and the max over pairs a reading of l.136.
    kinds = [d.kind for d in get_claim("000.epsilon-max-ratio").deviations]
    assert kinds == ["narrowed domain", "notation from elsewhere"]


def test_partition_and_the_support_of_a_count():
    # (1, 0, 1) has two ones: in D^3_2 only.
    assert evaluate("000.partition", n=3, x=((1,), (0,), (1,))).lhs == 1
    # n = 1, m = 0: A_1(0) ~ Ber(q), P[A = 1] = q = 1/10 > 0.
    result = evaluate("000.l1-support", q=F(1, 10), n=1, m=0, s=1)
    assert result.holds and result.lhs == F(1, 10)


def test_pi_s_m_inverted_is_pi_at_the_complement():
    # n = 2, q = 1/4: π(0; 0) = P[A_2(0) = 0]/P[A_2(1) = 0] = p²/(qp) = p/q = 3, and
    # π(2; 1) = P[A_2(1) = 2]/P[A_2(2) = 2] = pq/p² = q/p = 1/3: the product is 1.
    result = evaluate("000.l1-suffices", q=F(1, 4), n=2, m=0, s=0)
    assert result.holds and result.lhs == 1
    assert get_claim("000.l1-suffices").literal == "000.l1-ratio-cases"


@pytest.mark.parametrize("m", range(4))
def test_skew_is_the_third_cumulant_pq_p_minus_q_n_minus_2m(m):
    # κ_3 of Ber(r) is r(1 - r)(1 - 2r); m of them at r = p and n - m at r = q add to pq(p - q)(n - 2m):
    # at n = 3, q = 1/4: pq(p - q) = 3/32, so κ_3 = 9/32, 3/32, -3/32, -9/32 for m = 0..3, falling by 3/16.
    from krverify.claims.draft000_s3_privacy_ratio import _third_moment
    assert _third_moment(F(1, 4), 3, m) == F(3, 32) * (3 - 2 * m)
    result = evaluate("000.skew", q=F(1, 4), n=3, m=m)
    assert result.holds
    if 0 < m < 3:
        assert (result.lhs, result.rhs) == (F(3, 32) * (1 - 2 * m), F(3, 32) * (3 - 2 * m))


def _brute_cdf(n, m, q, x):
    """P[Bin(m, p) + Bin(n - m, q) <= x] by summing the binomial terms."""
    p = 1 - q
    total = F(0)
    for ones in range(m + 1):
        for zeros in range(n - m + 1):
            if ones + zeros <= x:
                total += (comb(m, ones) * p**ones * q ** (m - ones)
                          * comb(n - m, zeros) * q**zeros * p ** (n - m - zeros))
    return total


@pytest.mark.parametrize(("n", "m", "q"), [(1, 1, F(1, 4)), (3, 2, F(1, 10)), (4, 4, F(1, 3)), (5, 1, F(9, 1000))])
def test_shift_distance_against_a_brute_force_grid(n, m, q):
    # The grid holds every jump k + t·m(p - q) ± 1/1000 for t in {0, 1} and hundredths in between: the brute force
    # sup over it is the exact sup (both cdfs are constant between jumps).
    shift = m * (1 - 2 * q)
    grid = {F(k, 100) for k in range(-100, 100 * (n + 2))}
    grid |= {k + t * shift + e for k in range(n + 1) for t in (0, 1) for e in (F(0), F(1, 1000), F(-1, 1000))}
    brute = max(abs(_brute_cdf(n, m, q, x) - _brute_cdf(n, 0, q, x - shift)) for x in grid)
    assert shift_distance(q, n, m) == brute


def test_location_shift_rate_at_one_record():
    # n = m = 1, q = 1/4, shift 1/2: F_(1,1) = 0, q, 1 and F_(1,0)(x - 1/2) = 0, p, 1 with jumps at 0, 1 and 1/2,
    # 3/2: on [1/2, 1) they are q = 1/4 and p = 3/4, so the sup is 1/2; D² npq = 1/4 · 3/16 = 3/64 against
    # (2 · 56/100 · (p² + q²))² = (1.12 · 5/8)² = 49/100.
    assert shift_distance(F(1, 4), 1, 1) == F(1, 2)
    result = evaluate("000.location-shifted-rate", q=F(1, 4), n=1, m=1)
    assert result.holds and (result.lhs, result.rhs) == (F(3, 64), F(49, 100))


def test_location_shifted_bracket_says_it_does_not_single_out_the_shift():
    (deviation,) = get_claim("000.location-shifted").deviations
    assert "000.location-shifted-rate" in deviation.text


# --------------------------------------------------------------------------- 000 §4


def test_index_note_refuted_on_the_printed_displays_and_true_with_j():
    # (4.3) is printed a_i/a_i >= a_i'/a_i' (l.282): both ratios have the same index, the note says different.
    assert ratio_subscripts(PRINTED_DISPLAYS["(4.3)"]) == [("i", "i"), ("i", "i")]
    failed = evaluate("000.index-note", display="(4.3)")
    assert not failed.holds and (failed.lhs, failed.rhs) == (0, 2)
    assert evaluate("000.index-note", display="(4.2)").holds  # λ_i/μ_i: the same index, as the note says
    fix = get_claim("000.index-note").correction
    assert all(fix.evaluate({"display": d}).holds for d in ("(4.2)", "(4.3)"))
    # the printed displays are the seed's own lines
    lines = SEEDS["000"].read_text(encoding="utf-8").splitlines()
    assert PRINTED_DISPLAYS["(4.2)"] in lines[277] and PRINTED_DISPLAYS["(4.3)"] in lines[281]


def test_lemma_4_1_proof_steps_at_a_point():
    # a = (1, -2), b = (1/2, 3): Σa/Σb = -1/(7/2) = -2/7; λ = (1/7, 6/7); ratios 2, -2/3:
    # 2/7 - 4/7 = -2/7 <= 2 = max.
    assert evaluate("000.lemma-4.1.proof", m=2, a=(F(1), F(-2)), b=(F(1, 2), F(3))).holds


def test_the_rearrangement_steps_hold_term_by_term():
    one_two_three = (F(1), F(2), F(3))
    result = evaluate("000.proof-rearrangement.steps", m=3, a=one_two_three, **{"a'": (F(3), F(1), F(2))},
                      **{"lambda": (F(2), F(3), F(1)), "mu": one_two_three})
    assert result.holds and result.lhs == 0


# --------------------------------------------------------------------------- 000 §5


def test_old_stuff_condition_bounds_every_set_by_epsilon_itself():
    # R on one bit at q = 1/4: the per-record ratio is at most p/q = 3, so with ε = 3 every set ratio of neighbouring
    # collections is <= 3 ((1.1) at level log 3, and at level 3 as 3 <= e^3); factor 2 fails at S = {1}, x = 1,
    # x' = 0 (p/q = 3 > 2).
    from krverify.claims.draft001_s2_s3_setup import set_bound
    point = {"A_0": "R (L = 1, q = 1/4)", "n": 1, "epsilon": F(3)}
    assert evaluate("000.old-stuff-condition", **point).holds
    assert set_bound(point, F(3)) and not set_bound(point, F(2))


def test_old_stuff_literal_any_level_needs_only_nested_supports():
    # The literal 'satisfies differential privacy' (some level): a finite level exists iff P[A(x') = s] = 0 forces
    # P[A(x) = s] = 0 for every neighbouring pair.  R on one bit at q = 1/4 has full support: holds.  The table
    # (1/2, 1/2, 0 | 0, 1/2, 1/2) with x = (0), x' = (1), s = 0: P[A(x') = 0] = 0 < 1/2 = P[A(x) = 0], no level.
    from krverify.claims.draft000_s5_old_stuff import _supports_nested
    from krverify.claims.draft001_s2_s3_setup import RANDOMIZERS
    assert evaluate("000.old-stuff-condition.any-level", **{"A_0": "R (L = 1, q = 1/4)", "n": 1,
                                                            "epsilon": F(3)}).holds
    holes = next(name for name, table in RANDOMIZERS.items()
                 if table == ((F(1, 2), F(1, 2), F(0)), (F(0), F(1, 2), F(1, 2))))
    assert not _supports_nested({"A_0": holes, "n": 1})
    record = ledger_record("000.old-stuff-condition")
    assert record["reading"] == "as read" and record["literal"] == {"record": "000.old-stuff-condition.any-level"}


def test_proposition_1_1_holds_below_lambda_one_where_both_sides_fail():
    # λ = e^ε = 9/10 (ε < 0, which §1 allows): P = P' = (1/2, 1/2).  (1.1) at S = both outcomes: 1 > 9/10, false;
    # (1.2) at s = 1: 1/2 > 9/20, false.  The equivalence holds with both sides 0 (false).
    result = evaluate("000.proposition-1.1", K=2, P=(F(1, 2), F(1, 2)), **{"P'": (F(1, 2), F(1, 2))},
                      **{"lambda": F(9, 10)})
    assert result.holds and (result.lhs, result.rhs) == (0, 0)
    # and λ < 1 is in the record's domain (the unprinted 'λ >= 1' is gone)
    assert get_claim("000.proposition-1.1").domain.contains({"K": 2, "P": (F(1, 2), F(1, 2)),
                                                             "P'": (F(1, 2), F(1, 2)), "lambda": F(9, 10)})
    assert ">= 1" not in ledger_record("000.proposition-1.1")["hypotheses"]


# --------------------------------------------------------------------------- 003


def test_003_epsilon_witness_names_the_pair_that_breaks_the_bound():
    # q = 9/1000, L = 2, d = (1,1), (1,0), (0,1), (0,0).  π is fixed by x = ((1,1)), x' = ((1,0)): max_s π = p/q
    # = 991/9.  The pair y = x, y' = ((0,0)) at s = (1,0,0,0) (the report (1,1)) has P[A(y) = s] = p² =
    # 982081/10^6 > (991/9) q² = 8919/10^6.
    evidence = ledger_record("003.epsilon-one-pair")["evidence"]
    assert evidence["counterexample"] == {"q": "9/1000", "x": [[1, 1]], "x'": [[1, 0]], "y": [[1, 1]],
                                          "y'": [[0, 0]], "s": [1, 0, 0, 0]}
    assert (F(evidence["lhs"]), F(evidence["rhs"])) == (F(982081, 10**6), F(8919, 10**6))
    point = {"q": F(9, 1000), "y": ((1, 1),), "y'": ((0, 0),), "s": (1, 0, 0, 0)}
    # over every pair the max is (p/q)² = 982081/81, and (p/q)² q² = p²: equality, the bound holds.
    held = get_claim("003.epsilon-one-pair").correction.evaluate(point)
    assert held.holds and held.lhs == held.rhs == F(982081, 10**6)


def test_003_single_bit_outcome_is_the_count_of_ones():
    # y = (1, 0, 1): Φ(y) = (2, 1), two ones.
    result = evaluate("003.l1-outcome", n=3, y=((1,), (0,), (1,)))
    assert result.holds


def test_003_prcond_formula_decides_both_equalities():
    # n = 2, L = 1, q = 1/4, x = ((1), (1)), x' = ((0), (1)), s = (2, 0) (d_1 = (1), d_2 = (0)).
    # π = P[A(x') = s]/P[A(x) = s] = (q p)/(p p) = q/p = 1/3.  Middle fraction: s - i_1 = (1, 0) has
    # P[A((1)) = (1, 0)] = p, s - i_2 = (2, -1) has 0, so it is P[A((0)) = i_1] p / (P[A((1)) = i_1] p) = q/p.
    # The right-hand fraction: P[R((0)) = (1)] p / (P[R((1)) = (1)] p) = q/p = 1/3 as well.
    claim = get_claim("003.eq-prcond")
    formula = claim.formula
    assert "reported(xp[0]) / reported(x[0])" in formula.splitlines()[-1]  # the second '=' is decided
    result = claim.evaluate_formula({"q": F(1, 4), "x": ((1,), (1,)), "x'": ((0,), (1,)), "s": (2, 0)})
    assert result.holds and result.lhs == F(1, 3)


def test_m_step_difference_at_a_hand_point():
    # n = 2, m = 0, s = 1, q = 1/4 (p = 3/4): P[A_2(0) = 1] = 2pq = 3/8, P[A_2(1) = 1] = p² + q² = 5/8, difference
    # -1/4.  X = pmf of A_1(0) = (p, q) = (3/4, 1/4): (p - q)(X_1 - X_0) = (1/2)(-1/2) = -1/4.
    result = evaluate("000.m-step-not-so-different", q=F(1, 4), n=2, m=0, s=1)
    assert result.holds and result.lhs == F(-1, 4)
    # p = 1 - q > q at q just below 1/2: 101/200 > 99/200
    assert evaluate("000.remark-p-exceeds-q", q=F(99, 200)).holds
