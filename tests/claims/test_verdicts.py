"""Every claim reaches its verdict; the expected verdicts come from the mathematics.

The expectations below were derived by hand (see the comments), not copied from
krverify's output, and the ledger in proofs/ must agree with them.
"""

import json
from fractions import Fraction
from pathlib import Path

import pytest

from krverify import all_claims, decide, get_claim

PROOFS = Path(__file__).resolve().parents[2] / "proofs"

EXPECTED = {
    # Σa/Σb is a convex combination of the a_i/b_i with weights b_i/Σb.
    "000.lemma-4.1": ("verified", None),
    # (4.2), (4.3) as printed are tautologies, so (4.1) is claimed for all positive data:
    # false for a=(1,1), a'=(1,2), λ=(1,1), μ=(2,1): 2/3 < 3/4.  Read with j, it holds.
    "000.lemma-4.2": ("refuted", "verified"),
    # LHS - RHS = (p²-q²)(a2 a1' - a1 a2') / positive.
    "000.corollary-4.1": ("proved", None),
    # cross-multiplied difference = (ac'-a'c)λ² + (bc'-b'c)λμ + (a'b-ab')μ².
    "000.lemma-4.3": ("proved", None),
    # R_i(M) = a_i^(M-1)/a_i^M is non-decreasing in M (log-concavity in m).
    "001.theorem-4.1": ("verified", None),
    # At i = 0 the ratio is p/q for every m: strict '>' fails; '>=' with equality at the ends holds.
    "001.ratio-after-4.4": ("refuted", "verified"),
    "001.eq-4.5": ("refuted", "verified"),
    "001.eq-4.6": ("refuted", "verified"),
    # Newton's inequalities for real-rooted polynomials.
    "001.lemma-1": ("verified", None),
}


def ledger_records():
    records = {}
    for path in PROOFS.glob("*.json"):
        for record in json.loads(path.read_text())["claims"]:
            records[record["id"]] = record
    return records


def test_expectations_cover_every_decidable_claim():
    assert {c.id for c in all_claims() if c.decidable} <= set(EXPECTED) | _later_claims()


def _later_claims():
    return {c.id for c in all_claims() if c.id not in EXPECTED}


@pytest.mark.parametrize("claim_id", sorted(EXPECTED))
def test_claim_reaches_its_expected_and_ledger_verdict(claim_id):
    decision = decide(get_claim(claim_id))
    verdict, corrected = EXPECTED[claim_id]
    assert decision.verdict == verdict
    assert (decision.correction.verdict if decision.correction else None) == corrected
    ledger = ledger_records()[claim_id]
    assert ledger["verdict"] == verdict
    assert (ledger["correction"] or {}).get("verdict") == corrected


def test_lemma_4_2_counterexample_by_hand():
    evidence = decide(get_claim("000.lemma-4.2")).evidence
    point = {k: [Fraction(x) for x in v] for k, v in evidence["counterexample"].items()}
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    lhs = sum(x * y for x, y in zip(a, lam)) / sum(x * y for x, y in zip(a, mu))
    rhs = sum(x * y for x, y in zip(ap, lam)) / sum(x * y for x, y in zip(ap, mu))
    assert lhs < rhs
    assert (Fraction(evidence["lhs"]), Fraction(evidence["rhs"])) == (lhs, rhs)


def test_strict_log_concavity_fails_at_i_0_with_both_sides_q_2m_p_2n_minus_2m():
    evidence = decide(get_claim("001.eq-4.5")).evidence
    point = evidence["counterexample"]
    q, n, m, i = Fraction(point["q"]), point["N"], point["m"], point["i"]
    p = 1 - q
    assert i in (0, n)
    expected = q ** (2 * m) * p ** (2 * n - 2 * m) if i == 0 else p ** (2 * m) * q ** (2 * n - 2 * m)
    assert Fraction(evidence["lhs"]) == Fraction(evidence["rhs"]) == expected


def test_theorem_4_1_small_case_by_hand():
    # N = 2, q = 1/4: a^0 = (p², 2pq, q²), a^1 = (pq, p²+q², pq), a^2 = (q², 2pq, p²).
    claim = get_claim("001.theorem-4.1")
    q = Fraction(1, 4)
    p = 1 - q
    evaluation = claim.evaluate({"q": q, "N": 2, "M": 1, "i": 1})
    assert evaluation.left == (p * p + q * q) / (2 * p * q)  # R_1 with D holding 2 set bits
    assert evaluation.right == 2 * p * q / (p * p + q * q)  # R_1 with D holding 1 set bit
    assert evaluation.holds
