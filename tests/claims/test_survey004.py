"""004 (a survey of differential privacy): the records at hand-derived points.

Expected values are derived by hand (the colleague's inventory, /tmp/inventory_004_002.md, and the comments
below); a "can fail" test per upheld family shows its check is tight or breaks under a small change.
"""

from fractions import Fraction as F

import pytest

from krverify import get_claim
from krverify.model.mechanisms import hockey, rr_pair


def at(claim_id: str, **point):
    return get_claim(claim_id).evaluate(point)


def fix(claim_id: str, **point):
    return get_claim(claim_id).correction.evaluate(point)


# --------------------------------------------------------------------------- §2


def test_multiplicative_chernoff_upper_fails_at_small_mean():
    # n = 3, p = 1/4, ε = 1: P[S >= 2] = 3·(1/4)²(3/4) + (1/4)³ = 10/64 = 5/32 > e^-2 ≈ 0.13534.
    result = at("004.theorem-2.2-upper", n=3, p=F(1, 4), eps=F(1))
    assert result.lhs == F(5, 32) and not result.holds
    assert F(13533, 100000) < result.rhs < F(13534, 100000)
    assert fix("004.theorem-2.2-upper", n=3, p=F(1, 4), eps=F(1)).holds  # e^(-1/4) ≈ 0.78 >= 5/32


def test_multiplicative_chernoff_lower_fails():
    # n = 1, p = 1/10, ε = 1/2: P[X < 1/20] = 9/10 > e^(-1/4) ≈ 0.7788.
    result = at("004.theorem-2.2-lower", n=1, p=F(1, 10), eps=F(1, 2))
    assert result.lhs == F(9, 10) and not result.holds
    # also at μ = 1/2: n = 13, ε = 1/2: P[S <= 3] = (1 + 13 + 78 + 286)/8192 = 189/4096 > e^(-13/4) ≈ 0.0388.
    assert at("004.theorem-2.2-lower", n=13, p=F(1, 2), eps=F(1, 2)).lhs == F(189, 4096)
    assert fix("004.theorem-2.2-lower", n=1, p=F(1, 10), eps=F(1, 2)).holds


def test_additive_chernoff_holds_and_compares_real_tails():
    from krverify.model.concentration import tail_at_most_exp

    assert at("004.theorem-2.1", n=13, p=F(1, 2)).holds
    # can fail: n = 13, p = 1/2, ε = 1/10: P[S >= 8] = (1287 + 715 + 286 + 78 + 13 + 1)/8192 = 595/2048 ≈ 0.29,
    # below e^(-0.26) ≈ 0.77 but above e^(-2) ≈ 0.135.
    assert tail_at_most_exp(F(595, 2048), F(26, 100)).holds
    assert not tail_at_most_exp(F(595, 2048), F(2)).holds


# --------------------------------------------------------------------------- §3.4


def test_warner_expected_yes():
    # one respondent with P: yes w.p. 1/2 (tails) + 1/4 (heads, heads) = 3/4.
    assert at("004.warner-expected-yes", x=(1,)).lhs == F(3, 4)
    assert at("004.warner-expected-yes", x=(1, 0)).lhs == 1  # 3/4 + 1/4
    assert at("004.warner-estimator", x=(1, 1, 0)).lhs == 2  # E[2 #yes - 3/2] = 2(7/4) - 3/2


def test_privacy_loss_is_not_bounded_by_delta():
    # binary RR with e^ε' = 3 at e^ε = 2: δ = 3/4 - 2·1/4 = 1/4; P[loss > ln 2] = P(z = 0) = 3/4.
    P, Q = rr_pair(F(3))
    result = at("004.privacy-loss-delta", P=P, Q=Q, **{"e^eps": F(2)})
    assert (result.lhs, result.rhs, result.holds) == (F(3, 4), F(1, 4), False)
    # the search's witness: P = (0, 1), Q = (1/2, 1/2), e^ε = 3/2: δ = max(1 - 3/4, 1/2 - 0) = 1/2, loss tail 1.
    result = at("004.privacy-loss-delta", P=(F(0), F(1)), Q=(F(1, 2), F(1, 2)), **{"e^eps": F(3, 2)})
    assert (result.lhs, result.rhs, result.holds) == (1, F(1, 2), False)
    assert fix("004.privacy-loss-delta", P=P, Q=Q, **{"e^eps": F(2)}).holds  # P[loss > ln 4] = 0 <= 1/2


def test_post_processing_holds_and_is_tight():
    P, Q = rr_pair(F(3))
    result = at("004.post-processing", P=P, Q=Q, **{"e^eps": F(2)})
    assert result.holds and result.slack == 0  # the identity map keeps δ = 1/4


def test_group_privacy_is_tight_for_rr_of_a_threshold():
    # RR (e^ε = 3) of [x >= 2]: level 3 between 1 and 2; |x - y| <= 2 reaches ratio 3 <= 9.
    from krverify.claims.survey004_s3_dp_basics import COUNT_MECHANISMS

    geometric = COUNT_MECHANISMS[0]
    result = at("004.group-privacy", M=geometric, k=1)
    assert result.holds and result.slack == 0  # a neighbour pair attains the level


def test_composition_is_tight_and_fails_below_the_product():
    a, b = rr_pair(F(2)), rr_pair(F(3))
    result = at("004.general-composition", mechanisms=(a, b))
    assert result.holds and result.slack == 0  # ratio 2·3 = 6 at (r_1, r_2) = (0, 0)
    X, Y = (F(2, 3) * F(3, 4), ), (F(1, 3) * F(1, 4), )
    assert X[0] / Y[0] == 6
    assert hockey((F(2, 3), F(1, 3)), (F(1, 3), F(2, 3)), F(3, 2)) > 0  # e^ε = 3/2 < 2 is not enough


def test_relation_as_printed_excludes_identical_distributions():
    result = at("004.relation", P=(F(0), F(1)), Q=(F(0), F(1)), eps=F(1, 2), delta=F(0))
    assert (result.lhs, result.rhs) == (0, 1)  # printed: |1/1| > 1/2; Definition 3.5: 1 <= e^(1/2)


def test_triangle_inequality_needs_e_eps_delta():
    a1, a2, a3 = (F(3, 10), F(7, 10)), (F(1, 10), F(9, 10)), (F(0), F(1))
    result = at("004.triangle", a1=a1, a2=a2, a3=a3, **{"e^eps": F(2)})
    assert (result.lhs, result.rhs, result.holds) == (F(3, 10), F(1, 5), False)
    corrected = fix("004.triangle", a1=a1, a2=a2, a3=a3, **{"e^eps": F(2)})
    assert corrected.holds and corrected.rhs == F(3, 10)  # 1/10 + 2·1/10: tight
    printed = at("004.triangle-printed", a1=(F(1, 2), F(1, 2)), a2=a3, a3=a2, eps=F(1), delta=F(1, 10))
    assert not printed.holds  # S = {first}: |(1/2 - 1/5)/(1/10)| = 3 > 2


def test_quasi_convexity_holds():
    two = (F(1, 10), F(9, 10)), (F(3, 10), F(7, 10))
    point = {"a1": two[0], "a2": two[1], "b1": two[1], "b2": two[0], "p": F(1, 2), "eps": F(1), "delta": F(1, 10)}
    assert at("004.quasi-convexity", **point).holds and at("004.quasi-convexity-printed", **point).holds


# --------------------------------------------------------------------------- §4.1.3


def test_eps_rr_privacy_is_tight_and_unbiased():
    result = at("004.rr-privacy", **{"e^eps": F(3), "X": 1, "Y": 0, "z": 1})
    assert result.holds and result.slack == 0  # (3/4)/(1/4) = 3
    assert at("004.rr-unbiased", **{"e^eps": F(3), "x": (1, 0)}).rhs == F(1, 2)


# --------------------------------------------------------------------------- §7


def test_rr_sample_size_counterexample():
    # e^ε = 3, α = 1/2, n = 4 >= 4/(ln 3)² ≈ 3.31; x = 0: μ̂ = S/2 - 1/2; threshold 1/(2 ln 3) ≈ 0.455;
    # the event is S != 1: 1 - 4(1/4)(3/4)³ = 37/64.
    result = at("004.rr-sample-size", **{"e^eps": F(3), "alpha": F(1, 2), "n": 4})
    assert (result.lhs, result.rhs, result.holds) == (F(37, 64), F(1, 2), False)
    assert at("004.rr-sample-size", **{"e^eps": F(3), "alpha": F(1, 2), "n": 3}) is None  # 3 < 3.31


def test_rr_variance_is_e_eps_over_n_lambda_minus_one_squared():
    result = at("004.rr-variance", **{"e^eps": F(3), "n": 2, "ones": 1})
    assert result.holds  # Var = 3/(2·4) = 3/8 <= 1/(2 (ln 3)²) ≈ 0.414
    assert at("004.rr-variance", **{"e^eps": F(5, 4), "n": 1, "ones": 0}).slack < F(1, 10)  # 20 vs 20.08


def test_rappor_theorem_is_tight():
    # k = 2, h = 1, f = 1/2: B_1 = 10, B_2 = 01, b' = 10: (3/4)²/(1/4)² = 9 = ((3/4)/(1/4))².
    result = at("004.theorem-7.4", k=2, h=1, f=F(1, 2))
    assert (result.lhs, result.rhs, result.holds) == (9, 9, True)
    assert at("004.theorem-7.4", k=4, h=2, f=F(1, 4)).lhs == 2401  # 7^4


def test_rappor_proof_steps():
    point = {"k": 1, "f": F(1, 2), "p": F(3, 4), "q": F(1, 4), "B": (1,), "s": (1,), "b'": (1,)}
    result = at("004.rappor-factorization", **point)  # 3/4·3/4 + 1/4·1/4 = 5/8 against 9/16
    assert (result.lhs, result.rhs) == (F(5, 8), F(9, 16))
    assert fix("004.rappor-factorization", **point).holds
    assert (at("004.rappor-bstar", k=3, h=1).lhs, at("004.rappor-bstar", k=3, h=1).rhs) == (2, 1)
    product = at("004.rappor-product", f=F(1, 2), k=1, h=1, **{"b'": (1,)})
    assert (product.lhs, product.rhs) == (F(3, 4), F(1, 4))
    exponent = at("004.rappor-ratio-exponent", f=F(1, 2), h=1, **{"b'": (1, 0)})
    assert (exponent.lhs, exponent.rhs) == (9, F(1, 9))
    final = at("004.rappor-final-bound", k=2, h=1, f=F(1, 2))
    assert (final.lhs, final.rhs, final.holds) == (9, F(9, 4), False)
    eps = at("004.rappor-final-eps", h=1, f=F(1, 2))
    assert (eps.lhs, eps.rhs) == (F(9, 4), 9)
    assert at("004.rappor-maximiser", f=F(1, 2), h=1).slack == 0
    assert at("004.rappor-ratio-of-sums", k=2, h=1, f=F(1, 2)).holds


def test_one_bit_estimation():
    line = at("004.one-bit-chain-line", **{"e^eps": F(2), "m": 1, "x": (F(0),)})
    assert (line.lhs, line.rhs) == (0, -1)  # ((1/3)·3 - 1)/1 against (1)(-1)/1
    assert fix("004.one-bit-chain-line", **{"e^eps": F(2), "m": 1, "x": (F(0),)}).holds
    proof = at("004.lemma-7.5-proof", **{"e^eps": F(3), "m": 1, "X": F(0)})
    assert (proof.lhs, proof.rhs) == (F(1, 3), 3)  # A = 1/4, B = 3/4: A/B against B/A
    assert at("004.lemma-7.5", **{"e^eps": F(3), "m": 1}).slack == 0  # (3/4)/(1/4) at X = m, X' = 0
    assert at("004.one-bit-unbiased", **{"e^eps": F(3), "m": 2, "x": (F(0), F(2))}).rhs == 1


@pytest.mark.parametrize("claim_id", ["004.lemma-7.6", "004.theorem-7.7"])
def test_one_bit_tails_hold_at_two_hundred_users(claim_id):
    result = at(claim_id, **{"e^eps": F(3), "m": 1, "pattern": "mixed", "n": 200})
    assert result.holds and result.lhs > 0


def test_randomized_rounding():
    # m = 2, X = 1: α in [1] = {1}; 1 + 1 = 2 <= 2, never A(m): 0 against 1/2.
    offset = at("004.rounding-offset", m=2, X=1)
    assert (offset.lhs, offset.rhs) == (0, F(1, 2))
    assert fix("004.rounding-offset", m=4, X=3).lhs == F(3, 4)  # α in {1..4}: α = 2, 3, 4
    # e^ε = 3: the algorithm sends A(0), 1 w.p. 1/4; the 1-bit report of X = 1 is 1/4 + (1/2)(1/2) = 1/2.
    theorem = at("004.theorem-7.9", **{"e^eps": F(3), "m": 2, "X": 1})
    assert (theorem.lhs, theorem.rhs) == (F(1, 4), F(1, 2))
    lemma = at("004.lemma-7.8", **{"e^eps": F(3), "m": 2, "x": (0,)})
    assert (lemma.lhs, lemma.rhs) == (F(1, 4), 0)
    assert at("004.lemma-7.8-zero-mean", m=3, X=F(1)).holds


def test_not_checkable_statements_say_why():
    claim = get_claim("004.laplace-noise-bound")
    assert claim.kind == "not-checkable" and "continuous" in claim.finding


def test_every_refuted_004_record_has_a_certified_formula():
    """Read from the ledger (what the code decides: tests/claims/test_verdicts.py re-decides it whenever the
    ledger's stamp no longer matches the sources)."""
    from pathlib import Path

    from krverify import all_claims
    from krverify.certify.checker import check_counterexample
    from krverify.findings import finding_of
    from krverify.ledger import read_ledger

    ledger = read_ledger(Path(__file__).resolve().parents[2] / "proofs")
    for claim in all_claims():
        if not claim.id.startswith("004.") or not claim.decidable:
            continue
        record = ledger[claim.id]
        if record["verdict"] == "refuted":
            assert check_counterexample(claim.id, {"domain": claim.domain.stated}, record["evidence"]) == [], \
                claim.id
            assert finding_of(claim.id) is not None, claim.id
        if claim.correction is not None:
            assert record["correction"]["verdict"] == "verified", claim.id
