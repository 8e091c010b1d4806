"""004 (a survey of differential privacy): the records at hand-derived points.

Expected values are derived by hand (the colleague's inventory, /tmp/inventory_004_002.md, and the comments
below); a "can fail" test per upheld family shows its check is tight or breaks under a small change.  Where the
printed text omits a hypothesis (independence, a sign), the printed record fails at a hand-derived point of its
domain and its correction, whose domain adds the hypothesis, holds at a point that satisfies it.
"""

import dataclasses
from fractions import Fraction as F

import mpmath
import pytest

from krverify import decide, get_claim
from krverify.model.mechanisms import hockey, rr_pair
from tests.claims._recorded import recorded


def at(claim_id: str, **point):
    return get_claim(claim_id).evaluate(point)


def fix(claim_id: str, **point):
    return get_claim(claim_id).correction.evaluate(point)


def inside(claim_id: str, **point) -> bool:
    return get_claim(claim_id).domain.contains(point)


def fix_inside(claim_id: str, **point) -> bool:
    return get_claim(claim_id).correction.domain.contains(point)


def ber(p: F) -> tuple:
    """The law of a Bernoulli(p) variable: (value, probability) pairs, values increasing."""
    return ((F(0), 1 - p), (F(1), p))


# --------------------------------------------------------------------------- §2


def test_multiplicative_chernoff_upper_fails_at_small_mean():
    # n = 3, p = 1/4, ε = 1: P[S >= 2] = 3·(1/4)²(3/4) + (1/4)³ = 10/64 = 5/32 > e^-2 ≈ 0.13534.
    point = {"n": 3, "laws": (ber(F(1, 4)),), "eps": F(1)}
    assert inside("004.theorem-2.2-upper", **point)
    result = at("004.theorem-2.2-upper", **point)
    assert result.lhs == F(5, 32) and not result.holds
    assert F(13533, 100000) < result.rhs < F(13534, 100000)
    assert fix("004.theorem-2.2-upper", **point).holds  # e^(-3·(1/4)·1/3) = e^(-1/4) ≈ 0.78 >= 5/32


def test_multiplicative_chernoff_lower_fails():
    # n = 1, p = 1/10, ε = 1/2: P[X < 1/20] = 9/10 > e^(-1/4) ≈ 0.7788.
    point = {"n": 1, "laws": (ber(F(1, 10)),), "eps": F(1, 2)}
    assert inside("004.theorem-2.2-lower", **point)
    result = at("004.theorem-2.2-lower", **point)
    assert result.lhs == F(9, 10) and not result.holds
    # also at μ = 1/2: n = 13, ε = 1/2: P[S <= 3] = (1 + 13 + 78 + 286)/8192 = 189/4096 > e^(-13/4) ≈ 0.0388.
    assert at("004.theorem-2.2-lower", n=13, laws=(ber(F(1, 2)),), eps=F(1, 2)).lhs == F(189, 4096)
    assert fix("004.theorem-2.2-lower", **point).holds  # e^(-1·(1/10)·(1/4)/2) = e^(-1/80) ≈ 0.988 >= 9/10


def test_additive_chernoff_needs_a_positive_eps_and_compares_real_tails():
    from krverify.claims._claim import tail_at_most_exp

    # printed for every ε: n = 1, X_1 ~ Ber(1/2), ε = -1: Pr[X̄ > -1/2] = 1 > e^(-2·1·1) = e^-2 ≈ 0.135.
    negative = {"n": 1, "laws": (ber(F(1, 2)),), "eps": F(-1)}
    assert inside("004.theorem-2.1", **negative) and not fix_inside("004.theorem-2.1", **negative)
    result = at("004.theorem-2.1", **negative)
    assert result.lhs == 1 and not result.holds
    # ε > 0: n = 13, p = 1/2, ε = 1/10: P[S >= 8] = (1287 + 715 + 286 + 78 + 13 + 1)/8192 = 595/2048 ≈ 0.29,
    # and P[S <= 5] the same by symmetry, both below e^(-2·13/100) = e^(-0.26) ≈ 0.77.
    positive = {"n": 13, "laws": (ber(F(1, 2)),), "eps": F(1, 10)}
    assert fix_inside("004.theorem-2.1", **positive)
    corrected = fix("004.theorem-2.1", **positive)
    assert corrected.holds and corrected.lhs == F(595, 2048)
    # can fail: 595/2048 is below e^(-0.26) but above e^(-2) ≈ 0.135 (the exponent 2 in place of 0.26 fails).
    assert tail_at_most_exp(F(595, 2048), F(26, 100)).holds
    assert not tail_at_most_exp(F(595, 2048), F(2)).holds


def test_hoeffding_needs_independent_variables():
    # X_1 = X_2 = B/10, B ~ Ber(1/2): M in {0, 1/5}, E[M] = 1/10, |M - E[M]| = 1/10 > α = 9/100 surely;
    # Σ Δ_i² = 2/100, so the bound is 2 exp(-2·(81/10^4)·50) = 2e^(-81/100) ≈ 0.89 < 1.
    copies = {"X": (((F(0), F(0)), F(1, 2)), ((F(1, 10), F(1, 10)), F(1, 2))), "alpha": F(9, 100)}
    assert inside("004.theorem-2.3", **copies) and not fix_inside("004.theorem-2.3", **copies)
    result = at("004.theorem-2.3", **copies)
    assert result.lhs == 1 and not result.holds
    # independent X_1, X_2 with the same law: M in {0, 1/10, 1/5} w.p. 1/4, 1/2, 1/4; |M - 1/10| = 1/10 w.p.
    # 1/2 <= 2e^(-81/100) ≈ 0.89.
    quarter = F(1, 4)
    independent = {"X": (((F(0), F(0)), quarter), ((F(0), F(1, 10)), quarter), ((F(1, 10), F(0)), quarter),
                         ((F(1, 10), F(1, 10)), quarter)), "alpha": F(9, 100)}
    assert fix_inside("004.theorem-2.3", **independent)
    corrected = fix("004.theorem-2.3", **independent)
    assert corrected.holds and corrected.lhs == F(1, 2)


def test_hoeffding_s_searched_laws_take_values_of_0_1_10_to_1_only():
    # the region reads "each on up to three values of {0, 1/10, ..., 1}": a law at 2 or at 7/5 (denominators that
    # divide 10) lies outside it, a law at 3/10 inside; the joint law of one variable, one value, probability 1
    def one(value):
        return (((value,), F(1)),)
    assert inside("004.theorem-2.3", X=one(F(3, 10)), alpha=F(1, 4))
    assert not inside("004.theorem-2.3", X=one(F(2)), alpha=F(1, 4))
    assert not inside("004.theorem-2.3", X=one(F(7, 5)), alpha=F(1, 4))
    assert not inside("004.theorem-2.3", X=one(F(-1, 10)), alpha=F(1, 4))


def test_azuma_needs_a_positive_t():
    # f = X_1 ~ Ber(1/2): E[f] = 1/2, c_1 = 1 - 0 = 1. t = -1: Pr[f >= -1/2] = 1 > e^(-2·1/1) = e^-2.
    X, f = (((F(0),), F(1, 2)), ((F(1),), F(1, 2))), (F(0), F(1))
    assert inside("004.theorem-2.5", X=X, f=f, t=F(-1)) and not fix_inside("004.theorem-2.5", X=X, f=f, t=F(-1))
    result = at("004.theorem-2.5", X=X, f=f, t=F(-1))
    assert result.lhs == 1 and not result.holds
    # t = 1/2: Pr[f >= 1] = 1/2 <= e^(-2·(1/4)/1) = e^(-1/2) ≈ 0.607.
    assert fix_inside("004.theorem-2.5", X=X, f=f, t=F(1, 2))
    corrected = fix("004.theorem-2.5", X=X, f=f, t=F(1, 2))
    assert corrected.holds and corrected.lhs == F(1, 2)


# --------------------------------------------------------------------------- §3.4


def test_warner_expected_yes():
    # one respondent with P: yes w.p. 1/2 (tails) + 1/4 (heads, heads) = 3/4. With n(X) read as the reported
    # answers, the flips (H, T) (probability 1/4) answer 'no', so the right side is 3/4·0 + 1/4·1 = 1/4 != 3/4.
    point = {"n": 1, "x": (1,), "coins": 0}
    assert inside("004.warner-expected-yes", **point)
    result = at("004.warner-expected-yes", **point)
    assert (result.lhs, result.rhs, result.holds) == (F(3, 4), F(1, 4), False)
    # n(X) the number who truly have X: 3/4·1 + 1/4·0 = 3/4.
    assert fix("004.warner-expected-yes", **point).lhs == F(3, 4) and fix("004.warner-expected-yes", **point).holds
    # x = (1, 0): 3/4 + 1/4 = 1, whether the respondents flip their own coins or share one pair of flips
    # (shared: HH -> (1, 1), HT -> (0, 0), TH, TT -> (1, 0): (2 + 0 + 1 + 1)/4 = 1).
    for coins in (0, 1):
        corrected = fix("004.warner-expected-yes", n=2, x=(1, 0), coins=coins)
        assert corrected.lhs == 1 and corrected.holds


def test_warner_estimator_is_unbiased_but_not_exact():
    # n = 1, x = (1,): 'yes' (3/4) and 'no' (1/4) are both possible when x = (0,) too ('yes' w.p. 1/4 there):
    # every answer is ambiguous, probability 1, so no transformation yields n(has P) for sure.
    result = at("004.warner-estimator", n=1, x=(1,), coins=0)
    assert (result.lhs, result.rhs, result.holds) == (1, 0, False)
    # one shared pair of flips, x = (1, 0): the answers (1, 0) (TH, TT: 1/2) occur under no other count
    # ((0, 0): (1, 1), (0, 0); (1, 1): (1, 1), (0, 0); (0, 1): (1, 1), (0, 0), (0, 1)); (1, 1), (0, 0) do: 1/2.
    assert at("004.warner-estimator", n=2, x=(1, 0), coins=1).lhs == F(1, 2)
    # unbiased: E[2 #yes - 3/2] = 2(3/4 + 3/4 + 1/4) - 3/2 = 2 = n(has P), independent or shared flips.
    for coins in (0, 1):
        corrected = fix("004.warner-estimator", n=3, x=(1, 1, 0), coins=coins)
        assert corrected.lhs == 2 and corrected.holds


def test_privacy_loss_is_not_bounded_by_delta():
    # binary RR with e^ε' = 3 at e^ε = 2: δ = 3/4 - 2·1/4 = 1/4; P[loss > ln 2] = P(z = 0) = 3/4.
    P, Q = rr_pair(F(3))
    assert (P, Q) == ((F(3, 4), F(1, 4)), (F(1, 4), F(3, 4)))
    result = at("004.privacy-loss-delta", P=P, Q=Q, **{"e^eps": F(2)})
    assert (result.lhs, result.rhs, result.holds) == (F(3, 4), F(1, 4), False)
    # the sweep's witness: P = (3/5, 2/5), Q = (2/5, 3/5), e^ε = 1: δ = 3/5 - 2/5 = 1/5 in both orders, while the
    # loss ln(P/Q) exceeds 0 at z = 0, probability 3/5.
    result = at("004.privacy-loss-delta", P=(F(3, 5), F(2, 5)), Q=(F(2, 5), F(3, 5)), **{"e^eps": F(1)})
    assert (result.lhs, result.rhs, result.holds) == (F(3, 5), F(1, 5), False)
    # P = (0, 1), Q = (1/2, 1/2), e^ε = 3/2: δ = max(1 - 3/4, 1/2 - 0) = 1/2, loss tail 1.
    result = at("004.privacy-loss-delta", P=(F(0), F(1)), Q=(F(1, 2), F(1, 2)), **{"e^eps": F(3, 2)})
    assert (result.lhs, result.rhs, result.holds) == (1, F(1, 2), False)
    # corrected: Pr[L > ε'] <= δ/(1 - e^(ε - ε')) = δ·G/(G - 1), G = e^(ε' - ε).
    # e^ε = 2, G = 2: P[loss > ln 4] = 0 (3/4 <= 4·1/4) against (1/4)·2/1 = 1/2.
    corrected = fix("004.privacy-loss-delta", P=P, Q=Q, **{"e^eps": F(2), "e^(eps'-eps)": F(2)})
    assert (corrected.lhs, corrected.rhs, corrected.holds) == (0, F(1, 2), True)
    # e^ε = 3/2, G = 3/2: δ = 3/4 - (3/2)(1/4) = 3/8; P[loss > ln(9/4)] = P(z = 0) = 3/4 (3/4 > 9/16)
    # against (3/8)(3/2)/(1/2) = 9/8.
    corrected = fix("004.privacy-loss-delta", P=P, Q=Q, **{"e^eps": F(3, 2), "e^(eps'-eps)": F(3, 2)})
    assert (corrected.lhs, corrected.rhs, corrected.holds) == (F(3, 4), F(9, 8), True)


def test_post_processing_holds_and_is_tight():
    P, Q = rr_pair(F(3))
    result = at("004.post-processing", P=P, Q=Q, **{"e^eps": F(2)})
    assert result.holds and result.slack == 0  # the identity map keeps δ = 1/4


def test_post_processing_with_f_reading_m_s_coin():
    # M = d XOR B (B fair): uniform on both databases, δ(M) = 0; f = r XOR B returns d surely, so at e^ε = 1 the
    # sets {1} give 1 - 0 = 1: δ(f ∘ M) = 1 > 0.  The coin tables: m[d'][c] for d = 1, 0; f[r][c].
    xor = {"coin": (F(1, 2), F(1, 2)), "m": ((1, 0), (0, 1)), "f": ((0, 1), (1, 0)), "e^eps": F(1)}
    assert inside("004.post-processing", **xor) and not fix_inside("004.post-processing", **xor)
    result = at("004.post-processing", **xor)
    assert (result.lhs, result.rhs, result.holds) == (1, 0, False)
    # the reduction: f as a random function is the identity or the negation, 1/2 each; mixed over M(1) (uniform)
    # Pr[output 0] = 1/2, while f(M(1)) = 1 surely.
    reduction = at("004.post-processing-reduction", **xor)
    assert (reduction.lhs, reduction.rhs, reduction.holds) == (0, F(1, 2), False)
    # f = 1 - c (whether the coin kept the bit) ignores d: δ(f ∘ M) = 0 <= δ(M) = 1/3 at e^ε = 1 (RR with e^ε = 2:
    # 2/3 - 1/3); and the same RR with f undoing the flip returns d: δ = 1.
    kept = {"coin": (F(2, 3), F(1, 3)), "m": ((1, 0), (0, 1)), "f": ((1, 0), (1, 0)), "e^eps": F(1)}
    assert at("004.post-processing", **kept).lhs == 0 and at("004.post-processing", **kept).rhs == F(1, 3)
    undo = {**kept, "f": ((0, 1), (1, 0))}
    assert at("004.post-processing", **undo).lhs == 1
    # f on coins of its own (the charitable side): the kernels keep δ, and f ∘ M is the mixture of the g ∘ M.
    P, Q = rr_pair(F(3))
    assert fix("004.post-processing", P=P, Q=Q, **{"e^eps": F(2)}).holds
    assert fix("004.post-processing-reduction", P=P, Q=Q, **{"e^eps": F(2)}).holds


def test_post_processing_records_own_formulas_rederive_their_witness():
    """The kernel re-evaluates each record's own formula at the ledger's witness (the union's P, Q unbound there:
    None); a planted printed side — delta + 1/2 for delta, '<=' for the mixture's '==' — is rejected."""
    from tests.claims._rederive import own_formula_rederives

    own_formula_rederives("004.post-processing", "post <= delta", "post <= delta + 1/2")
    own_formula_rederives("004.post-processing-reduction", "case[0][s] == case[1][s]", "case[0][s] <= case[1][s]")


def test_group_privacy_reduction_pads_the_path():
    # One type, counts 0..3, RR (e^ε = 3) of [count >= 2]: rows (1/4, 3/4) for 0, 1 and (3/4, 1/4) for 2, 3.  k = 3,
    # x = (0,), y = (2,) at distance 2: the path (0), (1), (2), (2) has neighbouring links (the last ‖·‖_1 = 0) and the
    # bound from x^(0) at e^(3ε) = 27: on T = {1}: 3/4 <= 27·1/4.
    group = get_claim("004.group-privacy")
    X, M = (next(v for v in group.domain.points() if v["M"][0] == (F(1, 4), F(3, 4)) and len(v["X"][0]) == 1)[k]
            for k in ("X", "M"))
    point = {"X": X, "M": M, "k": 3, "x": (0,), "y": (2,)}
    assert inside("004.group-privacy-reduction", **point)
    assert not inside("004.group-privacy-reduction", **{**point, "y": (3,)})  # distance 3 = k: the proof's case
    result = at("004.group-privacy-reduction", **point)
    assert result.holds
    assert at("004.group-privacy-proof", **{**point, "y": (3,)}).holds


def test_group_privacy_is_tight_for_rr_of_a_threshold():
    # RR (e^ε = 3) of [x >= 2] on the counts 0..3: rows (1/4, 3/4) for x = 0, 1 and (3/4, 1/4) for x = 2, 3;
    # level 3 (between 1 and 2). k = 1, x = 1, y = 2: P[second output] 3/4 = 3·(1/4): slack 0.
    low, high = (F(1, 4), F(3, 4)), (F(3, 4), F(1, 4))
    point = {"X": ((0,), (1,), (2,), (3,)), "M": (low, low, high, high), "k": 1, "x": (1,)}
    assert inside("004.group-privacy", **point)
    result = at("004.group-privacy", **point)
    assert result.holds and result.slack == 0  # a neighbour pair attains the level
    # k = 2 from x = 0: y = 2 reaches ratio 3 <= 9 = e^(2ε): slack 9·(1/4) - 3/4 = 3/2.
    assert at("004.group-privacy", **dict(point, k=2, x=(0,))).slack == F(3, 2)


#: M_1 = x XOR B, M_2 = B with one fair coin B; cells (r_1, r_2) in the order 00, 01, 10, 11.
#: x = 1: B = 0 -> (1, 0), B = 1 -> (0, 1); y = 0: (0, 0) or (1, 1).  Each M_i is uniform on both: 0-DP.
SHARED = {"R": (2, 2), "M(x)": (F(0), F(1, 2), F(1, 2), F(0)), "M(y)": (F(1, 2), F(0), F(0), F(1, 2))}
#: RR with e^ε = 2 and RR with e^ε = 3 on independent coins: products of (2/3, 1/3)|(1/3, 2/3) and
#: (3/4, 1/4)|(1/4, 3/4): M(x) = (1/2, 1/6, 1/4, 1/12), M(y) = (1/12, 1/4, 1/6, 1/2).
INDEPENDENT = {"R": (2, 2), "M(x)": (F(1, 2), F(1, 6), F(1, 4), F(1, 12)),
               "M(y)": (F(1, 12), F(1, 4), F(1, 6), F(1, 2))}


def test_composition_is_tight_and_fails_below_the_product():
    """Tight on independent coins (and e^ε below the product fails); mechanisms sharing a coin, which the statements
    do not exclude, break every composition theorem."""
    for claim_id in ("004.simple-composition", "004.general-composition", "004.composition-corollary"):
        assert inside(claim_id, **SHARED) and not fix_inside(claim_id, **SHARED), claim_id
        assert fix_inside(claim_id, **INDEPENDENT), claim_id
    # shared coin: e^(ε_1 + ε_2) = 1, S = {01, 10}: Pr[M(x) in S] = 1 > 1·Pr[M(y) in S] = 0.
    for claim_id in ("004.general-composition", "004.composition-corollary"):
        result = at(claim_id, **SHARED)
        assert (result.lhs, result.rhs, result.holds) == (1, 0, False), claim_id
    simple = at("004.simple-composition", **SHARED)  # z = 01: 1/2 > e^(2·0)·0
    assert (simple.lhs, simple.rhs, simple.holds) == (F(1, 2), 0, False)
    # the same pair with e^ε_i = 1: δ_1 = δ_2 = 0, yet S = {01, 10} needs δ = 1.
    for claim_id in ("004.approx-composition-two", "004.approx-composition"):
        point = dict(SHARED, **{"e^eps_i": (F(1), F(1))})
        assert inside(claim_id, **point), claim_id
        result = at(claim_id, **point)
        assert (result.lhs, result.rhs, result.holds) == (1, 0, False), claim_id
    # independent coins: ratio 2·3 = 6 at (r_1, r_2) = (0, 0): (1/2)/(1/12) = 6, so the bound is attained.
    result = fix("004.general-composition", **INDEPENDENT)
    assert result.holds and result.slack == 0
    assert fix("004.simple-composition", **INDEPENDENT).holds  # largest ratio 6 <= 3² = 9
    assert fix("004.composition-corollary", **INDEPENDENT).slack == 0  # 1/2 <= 6·(1/12)
    # e^ε_i = (2, 2): δ_1 = (2/3 - 2/3)⁺ = 0, δ_2 = 3/4 - 2/4 = 1/4; S = {00}: 1/2 <= 4·(1/12) + 1/4 = 7/12.
    approx = fix("004.approx-composition-two", **INDEPENDENT, **{"e^eps_i": (F(2), F(2))})
    assert (approx.lhs, approx.rhs, approx.holds) == (F(1, 2), F(7, 12), True)
    # can fail: e^ε = 3/2 < 2 is not enough for the first mechanism alone.
    assert hockey((F(2, 3), F(1, 3)), (F(1, 3), F(2, 3)), F(3, 2)) > 0


def test_relation_as_printed_excludes_identical_distributions():
    result = at("004.relation", P=(F(0), F(1)), Q=(F(0), F(1)), eps=F(1, 2), delta=F(0))
    assert (result.lhs, result.rhs) == (0, 1)  # printed: |1/1| > 1/2; Definition 3.5: 1 <= e^(1/2)
    # the ln restored fails too: P = (0, 1), Q = (1/2, 1/2), ε = 1, δ = 0: S = {first} gives ln(0/(1/2)), undefined
    # (not related), while Definition 3.5 holds: 0 <= e/2 and 1 <= e/2 ≈ 1.36.
    restored = at("004.relation-ln-restored", P=(F(0), F(1)), Q=(F(1, 2), F(1, 2)), eps=F(1), delta=F(0))
    assert (restored.lhs, restored.rhs, restored.holds) == (0, 1, False)
    assert get_claim("004.relation").correction is None  # no true reading of the display: the finding says why


def test_triangle_inequality_needs_e_eps_delta():
    # α_1 = (3/10, 7/10), α_2 = (1/10, 9/10), α_3 = (0, 1), e^ε_1 = e^ε_2 = 2: δ_1 = 3/10 - 2/10 = 1/10,
    # δ_2 = 1/10 - 0 = 1/10; at e^(ε_1 + ε_2) = 4, S = {first}: 3/10 > 4·0 + 1/5.
    a1, a2, a3 = (F(3, 10), F(7, 10)), (F(1, 10), F(9, 10)), (F(0), F(1))
    point = {"a1": a1, "a2": a2, "a3": a3, "e^eps_1": F(2), "e^eps_2": F(2)}
    assert inside("004.triangle", **point)
    result = at("004.triangle", **point)
    assert (result.lhs, result.rhs, result.holds) == (F(3, 10), F(1, 5), False)
    corrected = fix("004.triangle", **point)
    assert corrected.holds and corrected.rhs == F(3, 10)  # 1/10 + 2·1/10: tight
    printed = at("004.triangle-printed", a1=(F(1, 2), F(1, 2)), a2=a3, a3=a2, eps=F(1), delta=F(1, 10))
    assert not printed.holds  # S = {first}: |(1/2 - 1/5)/(1/10)| = 3 > 2


def test_quasi_convexity_holds():
    # Definition 3.5 with e^ε = 2, δ = 1/10: α_1 = (1/10, 9/10), α_2 = (3/10, 7/10): (1/10 - 6/10)⁺ + (9/10 -
    # 14/10)⁺ = 0 <= 1/10; β_1 = α_2, β_2 = α_1: (3/10 - 2/10)⁺ = 1/10 <= 1/10; the p = 1/2 mixtures are both
    # (1/5, 4/5): 0 <= 1/10.
    two = (F(1, 10), F(9, 10)), (F(3, 10), F(7, 10))
    point = {"a1": two[0], "a2": two[1], "b1": two[1], "b2": two[0], "p": F(1, 2), "e^eps": F(2), "delta": F(1, 10)}
    assert inside("004.quasi-convexity", **point)
    result = at("004.quasi-convexity", **point)
    assert (result.lhs, result.rhs, result.holds) == (1, 1, True)
    assert at("004.quasi-convexity", **dict(point, p=F(1))).holds
    # can fail: at p = 1 the mixtures are (β_1, β_2), whose δ is exactly 1/10: the conclusion with δ/2 fails.
    assert hockey(two[1], two[0], F(2)) == F(1, 10)
    # the printed ≅ (ε = 1, δ = 1/10: |P(S) - 1/10| <= Q(S) where Q(S) > 0): α_1 = (1/2, 1/2) ≅ α_2 = (0, 1)
    # (only S = {second}: 2/5 <= 1, and everything: 9/10 <= 1); β_1 = β_2 = (1/10, 9/10) (0 and 8/10 <= 9/10);
    # at p = 1/2 the mixtures (3/10, 7/10) and (1/20, 19/20) fail at S = {first}: 1/5 > 1/20.
    printed = {"a1": (F(1, 2), F(1, 2)), "a2": (F(0), F(1)), "b1": two[0], "b2": two[0], "p": F(1, 2), "eps": F(1),
               "delta": F(1, 10)}
    assert inside("004.quasi-convexity-printed", **printed)
    result = at("004.quasi-convexity-printed", **printed)
    assert (result.lhs, result.rhs, result.holds) == (0, 1, False)


# --------------------------------------------------------------------------- §4.1.3


def test_eps_rr_privacy_is_tight_and_unbiased():
    result = at("004.rr-privacy", **{"e^eps": F(3), "X": 1, "Y": 0, "z": 1})
    assert result.holds and result.slack == 0  # (3/4)/(1/4) = 3
    # x = (1, 0), e^ε = 3: μ̂ = ((4 Y_1 - 1) + (4 Y_2 - 1))/4 has mean ((4·3/4 - 1) + (4·1/4 - 1))/4 = 1/2; with
    # one shared coin the reports are (1, 0) or (0, 1), μ̂ = (3 - 1)/4 = 1/2 either way.
    for coins in (0, 1):
        point = {"n": 2, "x": (1, 0), "e^eps": F(3), "coins": coins}
        assert inside("004.rr-unbiased", **point)
        result = at("004.rr-unbiased", **point)
        assert result.holds and result.rhs == F(1, 2)


# --------------------------------------------------------------------------- §7


def test_central_dp_of_per_record_rr_needs_substitution_neighbours():
    # x = one record of type 0, e^ε = 3/2; adding a record (y = (2, 0)) changes the number of reports: the
    # outputs (1, ·) have probability 1 under x and 0 under y.
    result = at("004.ldp-central", **{"e^eps": F(3, 2), "x": (1, 0)})
    assert (result.lhs, result.rhs, result.holds) == (1, 0, False)
    # replacing it (y = (0, 1)): P[one report, no 1] = 3/5 under x, 2/5 under y: 3/5 <= (3/2)(2/5), tight.
    corrected = fix("004.ldp-central", **{"e^eps": F(3, 2), "x": (1, 0)})
    assert corrected.holds and corrected.slack == 0


def test_rr_sample_size_counterexample():
    # e^ε = 3, α = 1/2, n = 4 >= 4/(ln 3)² ≈ 3.31; x = 0: μ̂ = S/2 - 1/2; threshold 1/(2 ln 3) ≈ 0.455;
    # the event is S != 1: 1 - 4(1/4)(3/4)³ = 37/64.
    result = at("004.rr-sample-size", **{"e^eps": F(3), "alpha": F(1, 2), "n": 4})
    assert (result.lhs, result.rhs, result.holds) == (F(37, 64), F(1, 2), False)
    assert not inside("004.rr-sample-size", **{"e^eps": F(3), "alpha": F(1, 2), "n": 3})  # 3 < 3.31
    assert inside("004.rr-sample-size", **{"e^eps": F(3), "alpha": F(1, 2), "n": 4})
    # corrected (n >= 1/(α³ ε²) = 8/(ln 3)² ≈ 6.63): n = 7, μ̂ = (4S - 7)/14, |μ̂| >= 1/2 iff S = 0 or S >= 4:
    # (3^7 + 35·3³ + 21·3² + 7·3 + 1)/4^7 = (2187 + 945 + 189 + 21 + 1)/16384 = 3343/16384 <= 1/2.
    assert not fix_inside("004.rr-sample-size", **{"e^eps": F(3), "alpha": F(1, 2), "n": 6})
    corrected = fix("004.rr-sample-size", **{"e^eps": F(3), "alpha": F(1, 2), "n": 7})
    assert (corrected.lhs, corrected.rhs, corrected.holds) == (F(3343, 16384), F(1, 2), True)


def test_rr_variance_is_e_eps_over_n_lambda_minus_one_squared():
    from krverify.claims.survey004_s7_local_dp import _rr_variance

    # the literal O(1/(ε² n)) as n grows: x = 0, e^ε = 3. Independent users: Var = Var_1/n, n Var = Var_1 = 3/4
    # for every n, so the slope b of n Var = a + b n is 0. One shared coin: both report 1 (w.p. 1/4, μ̂ = 3/2) or
    # both 0 (w.p. 3/4, μ̂ = -1/2), Var = (1/4)(9/4) + (3/4)(1/4) = 3/4 = e^ε/(e^ε - 1)² for every n: n Var = 3n/4,
    # b = 3/4, not O(1/n).
    independent = at("004.rr-variance", **{"e^eps": F(3), "n": 2, "coins": 0})
    assert independent.holds and independent.lhs == 0
    shared = at("004.rr-variance", **{"e^eps": F(3), "n": 2, "coins": 1})
    assert (shared.lhs, shared.holds) == (F(3, 4), False)
    # the charitable side: the O(·) with the constant 1, Var = 3/(2·4) = 3/8 <= 1/(2 (ln 3)²) ≈ 0.414
    point = {"e^eps": F(3), "n": 2, "ones": 1, "coins": 0}
    assert fix("004.rr-variance", **point).holds and not fix_inside("004.rr-variance", **dict(point, coins=1))
    # can fail: e^ε = 5/4, n = 1: Var = (5/4)/(1/4)² = 20 against 1/(ln 5/4)² ≈ 20.08.
    assert _rr_variance({"e^eps": F(5, 4), "n": 1, "ones": 0, "coins": 0}).slack < F(1, 10)


def test_ldp_noise_by_hand():
    """§7.2's estimators of the mean of n bits: randomized response Var = e^ε/(n(e^ε - 1)²), central Laplace
    Var = 2/(ε² n²). e^ε = 3/2, n = 1: (3/2)/(1/4) = 6 < 2/ln²(3/2) = 12.17 (mpmath); e^ε = 3, n = 3: 3/(3·4) = 1/4 >=
    2/(9 ln²3) = 0.184."""
    assert 6 < 2 / mpmath.log(1.5) ** 2
    result = at("004.ldp-noise", **{"e^eps": F(3, 2), "n": 1})
    assert not result.holds and result.lhs == 6 and abs(result.rhs - F(mpmath.nstr(2 / mpmath.log(1.5) ** 2, 25))) \
        < F(1, 10**12)
    assert fix("004.ldp-noise", **{"e^eps": F(3), "n": 3}).holds
    assert not fix_inside("004.ldp-noise", **{"e^eps": F(3), "n": 2})


def test_rr_sample_size_is_not_necessary_either():
    # e^ε = 3, α = 1/2, n = 1, x = 0: μ̂ = (4Y - 1)/2 in {-1/2, 3/2}; 1/(ε√n) = 1/ln 3 ≈ 0.91, so the event is Y = 1
    # with probability 1/4 <= 1/2 (the premise), yet n α² ε² = (ln 3)²/4 ≈ 0.30 < 1.
    point = {"e^eps": F(3), "alpha": F(1, 2), "n": 1, "coins": 0}
    assert inside("004.rr-sample-size-necessary", **point)
    result = at("004.rr-sample-size-necessary", **point)
    assert not result.holds and F(30, 100) < result.lhs < F(31, 100)


def test_rappor_theorem_is_tight():
    # k = 2, h = 1, f = 1/2: B_1 = 10, B_2 = 01, b' = 10: (3/4)² <= ((3/4)/(1/4))²·(1/4)² = 9/16.
    result = at("004.theorem-7.4", k=2, h=1, f=F(1, 2), coins=0)
    assert (result.lhs, result.rhs, result.holds) == (F(9, 16), F(9, 16), True)
    # k = 4, h = 2, f = 1/4: disjoint filters differ in 4 bits: (7/8)⁴ = 2401/4096 against 7⁴·(1/8)⁴.
    result = at("004.theorem-7.4", k=4, h=2, f=F(1, 4), coins=0)
    assert (result.lhs, result.rhs, result.holds) == (F(2401, 4096), F(2401, 4096), True)
    assert fix("004.theorem-7.4", k=2, h=1, f=F(1, 2), coins=0).slack == 0
    # one draw for every bit (all 1, all 0, or B w.p. 1 - f): the report B_1 = 10 has 1/2 from B_1, 0 from 01.
    shared = {"k": 2, "h": 1, "f": F(1, 2), "coins": 1}
    assert inside("004.theorem-7.4", **shared) and not fix_inside("004.theorem-7.4", **shared)
    result = at("004.theorem-7.4", **shared)
    assert (result.lhs, result.rhs, result.holds) == (F(1, 2), 0, False)


def test_rappor_proof_steps():
    point = {"k": 1, "f": F(1, 2), "p": F(3, 4), "q": F(1, 4), "B": (1,), "s": (1,), "b'": (1,)}
    result = at("004.rappor-factorization", **point)  # 3/4·3/4 + 1/4·1/4 = 5/8 against 9/16
    assert (result.lhs, result.rhs) == (F(5, 8), F(9, 16))
    assert fix("004.rappor-factorization", **point).holds
    assert (at("004.rappor-bstar", k=3, h=1).lhs, at("004.rappor-bstar", k=3, h=1).rhs) == (2, 1)
    product = at("004.rappor-product", f=F(1, 2), k=1, h=1, coins=0, **{"b*": (1,), "b'": (1,)})
    assert (product.lhs, product.rhs) == (F(3, 4), F(1, 4))
    # the printed b* with h + 1 ones (k = 3, h = 1: b* = 110) fails too: P[B' = 110 | 110] = (3/4)²(3/4) = 27/64
    # against the printed (1/4)²(3/4) = 3/64
    printed_star = at("004.rappor-product", f=F(1, 2), k=3, h=1, coins=0, **{"b*": (1, 1, 0), "b'": (1, 1, 0)})
    assert (printed_star.lhs, printed_star.rhs) == (F(27, 64), F(3, 64))
    exponent = at("004.rappor-ratio-exponent", f=F(1, 2), h=1, **{"b'": (1, 0)})
    assert (exponent.lhs, exponent.rhs) == (9, F(1, 9))
    # B_1 = 10, B_2 = 01: the largest ratio, at b' = 10, is (9/16)/(1/16) = 9 > ((3/4)/(1/2))² = 9/4; recorded
    # cross-multiplied: 9/16 against (9/4)(1/16) = 9/64.
    pair = {"k": 2, "h": 1, "f": F(1, 2), "B_1": (1, 0), "B_2": (0, 1), "coins": 0}
    final = at("004.rappor-final-bound", **pair)
    assert (final.lhs, final.rhs, final.holds) == (F(9, 16), F(9, 64), False)
    assert fix("004.rappor-final-bound", **pair).slack == 0  # ((3/4)/(1/4))² (1/16) = 9/16
    # every pair: B_1 = 01, B_2 = 10, b' = 10: P = (1/4)(1/4) against (3/4)(3/4), ratio 1/9, while the display (sign
    # corrected) gives 3^(2(1 - 0)) = 9; the per-bit exponent (2·0 - 1) - (2·1 - 1) = -2 gives 3^-2 = 1/9.
    other = {"f": F(1, 2), "k": 2, "h": 1, "B_1": (0, 1), "B_2": (1, 0), "b'": (1, 0)}
    assert (at("004.rappor-ratio-every-pair", **other).lhs, at("004.rappor-ratio-every-pair", **other).rhs) == \
        (F(1, 9), 9)
    assert fix("004.rappor-ratio-every-pair", **other).holds
    # WLOG: B_1 = 011, B_2 = 100 differ in 3 bits (ratio 3³ = 27); b* = 110 against 001 differ in 3 too: 27 <= 27.
    wlog = at("004.rappor-wlog", k=3, h=2, f=F(1, 2), B_1=(0, 1, 1), B_2=(1, 0, 0), coins=0)
    assert (wlog.lhs, wlog.rhs) == (27, 27)
    assert fix("004.rappor-wlog", k=3, h=2, f=F(1, 2), B_1=(0, 1, 1), B_2=(1, 0, 0), coins=0).holds
    # ...but at k = h = 2 (l.1407 allows it), f = 1/4, c = (7/8)/(1/8) = 7: B_1 = 01, B_2 = 10 differ in 2 bits
    # (worst ratio 7² = 49 at b' = 01), while b* = 11 against 10 or 01 differs in one bit (7): 49 > 7.
    full = at("004.rappor-wlog", k=2, h=2, f=F(1, 4), B_1=(0, 1), B_2=(1, 0), coins=0)
    assert (full.lhs, full.rhs, full.holds) == (49, 7, False)
    from krverify.certify.checker import formula_outcome

    claim = get_claim("004.rappor-wlog")  # the kernel re-evaluates the record's own formula at the witness
    outcome = formula_outcome({"formula": claim.formula, "space": claim.domain.spec},
                              {"k": 2, "h": 2, "f": F(1, 4), "B_1": (0, 1), "B_2": (1, 0), "coins": 0})
    assert (outcome.lhs, outcome.relation, outcome.rhs) == (49, "<=", 7)
    eps = at("004.rappor-final-eps", h=1, f=F(1, 2))
    assert (eps.lhs, eps.rhs) == (F(9, 4), 9)
    assert at("004.rappor-maximiser", k=2, h=1, f=F(1, 2), B_2=(0, 1)).slack == 0  # 9 at b' = b* = 10
    assert at("004.rappor-ratio-of-sums", **pair).holds
    assert at("004.rappor-ratio-of-sums", **dict(pair, coins=1)).holds  # over the reports B_2 can give


def test_one_bit_estimation():
    line = at("004.one-bit-chain-line", **{"e^eps": F(2), "m": 1, "x": (F(0),)})
    assert (line.lhs, line.rhs) == (0, -1)  # ((1/3)·3 - 1)/1 against (1)(-1)/1
    assert fix("004.one-bit-chain-line", **{"e^eps": F(2), "m": 1, "x": (F(0),)}).holds
    proof = at("004.lemma-7.5-proof", **{"e^eps": F(3), "m": 1, "X": F(0)})
    assert (proof.lhs, proof.rhs) == (F(1, 3), 3)  # A = 1/4, B = 3/4: A/B against B/A
    assert at("004.lemma-7.5", **{"e^eps": F(3), "m": 1, "X": F(1), "X'": F(0)}).slack == 0  # (3/4)/(1/4) = 3
    # x = (0, 2), m = 2, e^ε = 3: P[Y = 1] = 1/4, 3/4; μ̂ = Σ (4 Y_i - 1)/2. Independent: (1/4·4 - 1 + 3/4·4 -
    # 1)/2 = 1. One shared coin: (1, 1) w.p. 1/4 (μ̂ = 3), (0, 1) w.p. 1/2 (1), (0, 0) w.p. 1/4 (-1): mean 1.
    for coins in (0, 1):
        unbiased = at("004.one-bit-unbiased", **{"e^eps": F(3), "m": 2, "x": (F(0), F(2)), "coins": coins})
        assert unbiased.holds and unbiased.rhs == 1


@pytest.mark.parametrize(("claim_id", "key", "value"), [("004.lemma-7.6", "theta", F(1, 2)),
                                                         ("004.theorem-7.7", "delta", F(1, 10))])
def test_one_bit_tails_hold_for_independent_users_only(claim_id, key, value):
    # e^ε = 3, m = 1, every X_i = 0, n = 100: μ̂ = (4S - 100)/200, μ = 0.
    point = {"e^eps": F(3), "pattern": (F(0),), "m": 1, "n": 100, key: value}
    # one shared coin: all report 1 (w.p. 1/4, μ̂ = 3/2) or all 0 (μ̂ = -1/2): |μ̂ - μ| >= 1/2 surely, which is
    # θm = 1/2 for Lemma 7.6 (bound 2e^(-2(1/4)·100·(1/2)²) = 2e^(-12.5)) and above t = √(2 ln 20/100) ≈ 0.245
    # for Theorem 7.7 (δ = 1/10).
    shared = dict(point, coins=1)
    assert inside(claim_id, **shared) and not fix_inside(claim_id, **shared)
    result = at(claim_id, **shared)
    assert result.lhs == 1 and not result.holds
    # independent users: the tail is positive (S = 0 has probability (3/4)^100 > 0) and within the bound.
    independent = dict(point, coins=0)
    assert fix_inside(claim_id, **independent)
    for result in (at(claim_id, **independent), fix(claim_id, **independent)):
        assert result.holds and result.lhs > 0


def test_lemma_7_6_needs_its_factor_two():
    from krverify.claims._claim import tail_at_most_exp

    # n = m = 1, X = 0, e^ε = 3, θ = 1/2: μ̂ in {-1/2, 3/2}, so |μ̂ - μ| >= 1/2 surely; the bound is
    # 2e^(-2·(1/4)·1·(1/2)²) = 2e^(-1/8) ≈ 1.76.
    point = {"e^eps": F(3), "pattern": (F(0),), "m": 1, "n": 1, "coins": 0, "theta": F(1, 2)}
    corrected = fix("004.lemma-7.6", **point)
    assert corrected.lhs == 1 and corrected.holds
    assert not tail_at_most_exp(F(1), F(1, 8)).holds  # can fail: without the 2, e^(-1/8) ≈ 0.88 < 1


def test_randomized_rounding():
    # m = 2, X = 1: α in [1] = {1}; 1 + 1 = 2 <= 2, never A(m): 0 against 1/2.
    offset = at("004.rounding-offset", m=2, X=1, first=1)
    assert (offset.lhs, offset.rhs) == (0, F(1, 2))
    # N from 0 (l.311): α in {0, 1}, X = 2: 2 + 1 > 2 only at α = 1, 1/2 against 1
    assert (at("004.rounding-offset", m=2, X=2, first=0).lhs, at("004.rounding-offset", m=2, X=2, first=0).rhs) == \
        (F(1, 2), 1)
    # the output order: m = 2, α = 1, X = 2 then 0: A(m) (2 + 1 > 2) then A(0) (0 + 1 <= 2), one A(m) before an A(0)
    assert at("004.rounding-output-order", m=2, alpha=1, path=(2, 0)).lhs == 1
    assert fix("004.rounding-output-order", m=2, alpha=1, path=(0, 2)).holds
    assert fix("004.rounding-offset", m=4, X=3).lhs == F(3, 4)  # α in {1..4}: α = 2, 3, 4
    # e^ε = 3: the algorithm sends A(0), 1 w.p. 1/4; the 1-bit report of X = 1 is 1/4 + (1/2)(1/2) = 1/2.
    theorem = at("004.theorem-7.9", **{"e^eps": F(3), "m": 2, "X": 1})
    assert (theorem.lhs, theorem.rhs) == (F(1, 4), F(1, 2))
    lemma = at("004.lemma-7.8", **{"e^eps": F(3), "m": 2, "x": (0,)})
    assert (lemma.lhs, lemma.rhs) == (F(1, 4), 0)
    # m = 3, X = 1 (a = 1, b = 2): Z = 2 w.p. 1/3, -1 w.p. 2/3, E[Z] = 0, X + Z = 3 w.p. 1/3, 0 w.p. 2/3. The
    # algorithm (α in {1, 2}: 1 + α <= 3) always sends A(0), P[Y = 0] = 3/4 at e^ε = 3: not X + Z (2/3).
    zero_mean = {"e^eps": F(3), "m": 3, "X": F(1)}
    assert inside("004.lemma-7.8-zero-mean", **zero_mean)
    printed = at("004.lemma-7.8-zero-mean", **zero_mean)
    assert (printed.lhs, printed.rhs, printed.holds) == (F(3, 4), F(2, 3), False)
    assert fix("004.lemma-7.8-zero-mean", **zero_mean).holds  # X + Z in {0, 3}, 3 w.p. 1/3 = X/m


def test_monotonicity_fails_with_the_ln_restored():
    # P = Q = (3/10, 7/10): at (ε, δ) = (1/2, 1/10) the quotients are 2/3, 6/7, 9/10, all within e^(±1/2) (ln 3/2 <
    # 1/2 since 9/4 < e); at (1, 1/5) S = {0} gives (3/10 - 1/5)/(3/10) = 1/3 and ln 3 > 1 (3 > e).
    point = {"P": (F(3, 10), F(7, 10)), "Q": (F(3, 10), F(7, 10)), "eps": F(1, 2), "delta": F(1, 10), "eps'": F(1),
             "delta'": F(1, 5)}
    assert inside("004.monotonicity-ln-restored", **point)
    result = at("004.monotonicity-ln-restored", **point)
    assert (result.lhs, result.rhs, result.holds) == (0, 1, False)
    assert get_claim("004.monotonicity-ln-restored").literal == "004.monotonicity"


def test_small_delta_releases():
    # x = (0, 0), y = (0, 1): releasing the first record surely gives (0, 0) against (0, 1), δ = 1 > 1/10.
    point = {"m": 1, "e^eps": F(2), "delta": F(1, 10), "x": (0, 0), "y": (0, 1)}
    result = at("004.small-delta-release-few", **point)
    assert (result.lhs, result.rhs, result.holds) == (1, F(1, 10), False)
    # each record with probability 1/10: y releases (0, 1) w.p. 1/10, (0, 0) w.p. 9/10; x releases (0, 0) surely:
    # δ = max(1 - 2·9/10, 1/10 - 2·0) = 1/10, tight.
    rest = {k: v for k, v in point.items() if k != "m"}
    corrected = fix("004.small-delta-release-few", **rest)
    assert (corrected.lhs, corrected.holds) == (F(1, 10), True)
    # all the records with probability 1/10: (0, 0) or ⊥ against (0, 1) or ⊥: δ = 1/10, tight.
    released = at("004.small-delta-release-all", **rest)
    assert (released.lhs, released.rhs, released.holds) == (F(1, 10), F(1, 10), True)


def test_small_delta_gaussian_remark(monkeypatch):
    """l.339's closing remark, read: no event has positive probability under M(x) = f(x) + N(0, σ²) and none under
    M(y).  By hand (mpmath, an independent evaluation): x = (1, 2), y = (2, 2) (f = 3, 4), σ = 1/2, S = (-inf, -1):
    Pr[M(y) in S] = Φ((-1 - 4)/(1/2)) = Φ(-10) = erfc(10/√2)/2 ≈ 7.62e-24 > 0.  Planted: Φ replaced by the step
    function of a point mass (no noise, the data released exactly): then S = (-1, 0) has mass 1 under f(x) = 0 and 0
    under f(y) = 1, and the record must be refuted."""
    from krverify.claims import survey004_s3_dp_basics as module

    point = {"sigma": F(1, 2), "x": (1, 2), "y": (2, 2), "S": ("-inf", F(-1))}
    assert inside("004.small-delta-gaussian", **point)
    result = at("004.small-delta-gaussian", **point)
    reference = mpmath.erfc(10 / mpmath.sqrt(2)) / 2
    assert result.holds and result.rhs == 0
    assert mpmath.mpf(result.lhs.numerator) / result.lhs.denominator == pytest.approx(reference, rel=1e-9)
    claim = get_claim("004.small-delta-gaussian")
    assert claim.reading == "as read" and claim.meaningless and claim.deviations[0].kind == "quantitative reading"
    assert recorded(claim.id).verdict == "verified"
    monkeypatch.setattr(module, "normal_cdf_bounds", lambda t: (F(int(t >= 0)),) * 2)
    # the formula planted alike (the engine checks the fast path against it)
    step = claim.formula.replace("Phi((t - mean)/sigma)", "(1 if t >= mean else 0)")
    assert step != claim.formula
    assert decide(dataclasses.replace(claim, formula=step), examples=5).verdict == "refuted"


def test_report_noisy_max_records_take_the_empty_type_set():
    """Readings38c B1: a counting query with P = ∅ counts 0 on every database; both records hold there.  By hand,
    q_1 with P_1 = ∅, q_2 with P_2 = {0}, x' = (0, 0), a = 0, ε = 1/2 (noise Lap(2)): c' = (0, 0), c = (0, 1);
    Pr[1 | x'] = 1/2 and Pr[1 | x] = Pr[r_1 - r_2 > 1] = (2b + t)e^(-t/b)/(4b) = (5/8)e^(-1/2) at b = 2, t = 1, so
    1/2 <= e^(1/2)(5/8)e^(-1/2) = 5/8 and (5/8)e^(-1/2) <= e^(1/2)/2: both orders hold."""
    assert mpmath.mpf(1) / 2 <= mpmath.mpf(5) / 8 and mpmath.mpf(5) / 8 * mpmath.exp(-0.5) <= mpmath.exp(0.5) / 2
    point = {"eps": F(1, 2), "x'": (0, 0), "a": 0, "P_1": (), "P_2": (0,), "i": 0}
    assert inside("004.report-noisy-max-neighbours", **point)
    assert at("004.report-noisy-max-neighbours", **point).holds
    # P = ∅: c = c' = 0, so c >= c' and 1 + c' >= c.
    empty = {"x'": (1, 2, 0), "a": 1, "P": (0, 0, 0)}
    assert inside("004.report-noisy-max-counting-properties", **empty)
    assert at("004.report-noisy-max-counting-properties", **empty).holds


def test_missing_statements_at_hand_points():
    # l.207: 3 people with bits (1, 0, 1), X = 2: 2 have the bit, 1 of those not named X: 2 - 1 = 1 = X's bit.
    assert at("004.differencing-attack", n=3, bits=(1, 0, 1), X=2).lhs == 1
    # l.321: one record of type 0 against one of type 1: ‖(1, 0) - (0, 1)‖_1 = 2 = the two records not shared (the
    # charitable correction); one record whose type changed is 1 record to change (the literal record).
    taxicab = get_claim("004.taxicab-records").correction.evaluate({"x": (1, 0), "y": (0, 1)})
    assert (taxicab.lhs, taxicab.rhs, taxicab.holds) == (2, 2, True)
    changed = at("004.taxicab-records", x=(1, 0), y=(0, 1))
    assert (changed.lhs, changed.rhs, changed.holds) == (2, 1, False)
    # l.293: the threshold map 0, 0, 1, 1 on the counts 0..3 changes between 1 and 2 (δ = 1): not DP for δ = 1/2,
    # so the implication holds (1 >= 0); a constant map is DP and constant.
    assert at("004.deterministic-no-privacy", g=(0, 0, 1, 1), delta=F(1, 2), **{"e^eps": F(2)}).rhs == 0
    constant = at("004.deterministic-no-privacy", g=(0, 0, 0, 0), delta=F(0), **{"e^eps": F(1)})
    assert (constant.lhs, constant.rhs) == (1, 1)
    # l.335-337: binary RR with e^ε = 3 is ε-DP iff 3 <= e^ε: ε = 1 (e < 3) no, ε = 2 yes, by both forms.
    P, Q = rr_pair(F(3))
    assert at("004.pure-dp-log-form", P=P, Q=Q, eps=F(1)).lhs == 0
    assert at("004.pure-dp-log-form", P=P, Q=Q, eps=F(2)).lhs == 1
    # l.351: the same pair at ε = 2: |ln 3| <= 2 at both outputs.
    loss = at("004.privacy-loss-pure", P=P, Q=Q, eps=F(2))
    assert (loss.lhs, loss.rhs) == (1, 1)
    # l.133: [3] = {0, 1, 2, 3} with 0 in ℕ (l.311's ℕ), four members, not the first three natural numbers 0, 1, 2;
    # with ℕ = {1, 2, ...} (the charitable correction) [3] = {1, 2, 3}.
    assert not at("004.bracket-n", n=3).holds
    assert get_claim("004.bracket-n").correction.evaluate({"n": 3}).holds


def test_stirling_ratio_at_hand_values():
    # ln a_1 = 1 - ln √(2π) = 0.0810614667953...: between 1/13 and 1/12; a_2/a_1 < 1 as (3/2) ln 2 = 1.0397 > 1.
    result = at("004.theorem-2.4", n=1)
    assert result.holds
    with mpmath.workdps(40):
        ln_a1 = 1 - mpmath.log(mpmath.sqrt(2 * mpmath.pi))
        assert mpmath.mpf(1) / 13 < ln_a1 < mpmath.mpf(1) / 12
        for n in (1, 7, 60, 1000):  # the certified sides against mpmath's lgamma
            value = mpmath.loggamma(n + 1) - (n + mpmath.mpf(1) / 2) * mpmath.log(n) + n - mpmath.log(2 * mpmath.pi) / 2
            assert mpmath.mpf(1) / (12 * n + 1) < value < mpmath.mpf(1) / (12 * n)
    # the reading is not vacuous: with √(πn) in place of √(2πn) the ratio's logarithm is ln a_n + ln √2 > 1/(12n).
    from flint import arb

    from krverify.claims.survey004_s2_concentration import _log_ratio
    from krverify.model.balls import ball
    assert (_log_ratio(5) + arb(2).log() / 2 > ball(F(1, 60)))


def test_no_statement_is_shelved_for_continuous_noise_or_a_closed_form():
    """Issue 22: continuous mechanisms have closed forms, so 'not checkable' may only mean prose, citations or rates
    without constants; every not-checkable record of 002 and 004 says why, and none blames continuous noise."""
    from krverify import all_claims

    shelved = [c for c in all_claims() if c.kind == "not-checkable" and c.id[:3] in ("002", "004")]
    assert shelved and all(c.finding for c in shelved)
    for claim in shelved:
        reason = claim.finding.lower()
        assert "continuous" not in reason and "closed form" not in reason and "closed-form" not in reason, claim.id
    assert get_claim("004.laplace-noise-bound").decidable and get_claim("004.laplace-mechanism").decidable


def test_every_refuted_004_record_has_a_certified_formula():
    """Read from the ledger (what the code decides: tests/claims/test_verdicts.py re-decides it whenever the
    ledger's stamp no longer matches the sources); every record the registry gives a finding must be refuted there
    and declare its formula, which the kernel re-evaluates at the witness (the kernel holds no formula of its own)."""
    from pathlib import Path

    from krverify import all_claims
    from krverify.findings import finding_of
    from krverify.ledger import read_ledger

    ledger = read_ledger(Path(__file__).resolve().parents[2] / "proofs")
    refuted = 0
    for claim in all_claims():
        if not claim.id.startswith("004.") or not claim.decidable:
            continue
        record = ledger[claim.id]
        entries = [(claim, record)]
        if claim.correction is not None:
            entries.append((claim.correction, record["correction"]))
        for entry, stored in entries:
            if stored["verdict"] == "refuted" or entry.finding:
                assert entry.formula and stored["formula"] and stored["space"], entry.id
                # a finding is refuted; a refuted reading may carry its literal record's finding (relation-ln-restored)
                assert stored["verdict"] == "refuted" or not entry.finding, entry.id
            refuted += stored["verdict"] == "refuted"
        if record["verdict"] == "refuted":
            assert finding_of(claim.id) is not None, claim.id
        if claim.correction is not None:
            assert record["correction"]["verdict"] == "verified", claim.id
    assert refuted > 0


# ---- issue 22, third pass: the one-bit rate in ε, Lemma 7.6's range in Theorem 7.7's proof


def test_the_one_bit_rate_fails_for_large_eps_by_hand(checked):
    """X_i = t m: ε² n Var(μ̂)/m² = ε² ((λ + 1)/(λ - 1))² p(1 - p), p = 1/(λ + 1) + t(λ - 1)/(λ + 1) (mpmath): at t =
    1/4 it over ε² tends to t(1 - t) = 3/16 as λ grows, so the rate fails uniformly in ε; at t = 0 it tends to 0."""
    def ratio(lam, t):
        p = 1 / (lam + 1) + t * (lam - 1) / (lam + 1)
        return mpmath.log(lam) ** 2 * ((lam + 1) / (lam - 1)) ** 2 * p * (1 - p)

    lam = mpmath.mpf(10) ** 12
    assert abs(ratio(lam, mpmath.mpf(1) / 4) / mpmath.log(lam) ** 2 - mpmath.mpf(3) / 16) < mpmath.mpf(10) ** -11
    assert ratio(lam, 0) < mpmath.mpf(10) ** -8 and ratio(lam, mpmath.mpf(1) / 4) > 140
    record = next(r for r in checked.records if r["id"] == "004.one-bit-error-order")
    assert record["verdict"] == "refuted" and record["correction"]["verdict"] == "verified"
    assert record["evidence"]["counterexample"] == {"t": "1/4"}
    assert (record["evidence"]["lhs"], record["evidence"]["rhs"]) == ("3/16", "0")


def test_theorem_7_7s_theta_leaves_lemma_7_6s_range_by_hand(checked):
    """e^ε = 3/2, n = 1, δ = 1/100: θ² = ln(200)/2 · ((5/2)/(1/2))² = 25 ln(200)/2 = 66.2... > 1 (mpmath)."""
    with mpmath.workdps(50):
        theta_squared = 25 * mpmath.log(200) / 2
    assert theta_squared > 66
    record = next(r for r in checked.records if r["id"] == "004.theorem-7.7-proof-lemma-range")
    assert record["verdict"] == "refuted" and record["correction"]["verdict"] == "verified"
    assert record["evidence"]["counterexample"] == {"e^eps": "3/2", "n": 1, "delta": "1/100"}
    assert abs(F(record["evidence"]["lhs"]) - F(mpmath.nstr(theta_squared, 45))) < F(1, 10**20)
