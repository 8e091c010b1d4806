"""004 §1.3.1 (census reconstruction) and §4.1.1-4.1.2 (Laplace, Report Noisy Max, Gaussian, exponential
mechanisms): expectations from the paper, hand derivations and mpmath at 60 digits; planted wrong variants refuted."""

import dataclasses
from fractions import Fraction as F
from math import comb

import mpmath
import pytest

from krverify import decide, get_claim
from krverify.claims import Evaluation
from krverify.claims.survey004_s1_census import male_triples, reconstructions
from krverify.model.exp_sums import enclose, exp_bounds
from krverify.model.noisy_max import (
    gaussian_delta_lower,
    ln_bounds,
    normal_cdf_bounds,
    pi_bounds,
    win_probability,
)
from tests.claims._recorded import recorded


@pytest.fixture(autouse=True)
def _sixty_digits():
    with mpmath.workdps(60):
        yield


def _mp(x: F) -> mpmath.mpf:
    return mpmath.mpf(x.numerator) / x.denominator


# --------------------------------------------------------------------------- §1.3.1


def test_table_1_reconstructs_the_ages_of_the_hand_derivation():
    """By hand, each mean at its printed precision: 4A (median 36, mean 36.7 at one decimal: sum 110) forces the Black
    females (a, 36, 74 - a); 2A (median 30, mean 33.5: sum 134) forces the white female to 24 and a <= 24; 2C (median
    51, mean 48.5: sum 194) forces the Black male to 84 and 74 - a = 66, so a = 8.  The white males are (w, 30): 2B's
    mean 44 at whole years allows the sums 131..133 (w = 17, 18, 19), 2D's (17..19, 24, 30) keeps median 24 and a mean
    that rounds to 24, 1A's total 248 + w rounds to 38 (265..267 over 7); 3B's married adults are 30, 36, 66, 84 (mean
    54).  So three reconstructions, six ages the same in each; read exactly (18 only) the integer means force w = 18."""
    assert reconstructions() == [((8, 36, 66), 84, (w, 30), 24) for w in (17, 18, 19)]
    claim = get_claim("004.census-table-1-reconstruction")
    result = claim.correction.evaluate({"rows": "Table 1's published rows"})
    assert result.lhs == 6 and result.holds  # all but the younger white male


def test_table_1_with_exact_means_fits_no_block():
    """By hand: 4A's three ages with mean exactly 36.7 sum to 110.1, not a whole number, so no assignment fits and no
    age is deduced: 0 people against at least 1 (the literal record, refuted)."""
    assert reconstructions(exact=True) == []
    result = get_claim("004.census-table-1-reconstruction").evaluate({"rows": "Table 1's published rows"})
    assert (result.lhs, result.holds) == (0, False)


def test_the_2b_counts_by_formula():
    """Multisets of 3 from 126 ages: C(126 + 2, 3); sets of distinct ages: C(126, 3); median 30 and mean 44: (a, 30,
    102 - a) with 0 <= a <= 30, a <= 29 when the ages are distinct."""
    assert comb(128, 3) == 341376 != 317750 == comb(125, 3) != comb(126, 3) == 325500
    assert len(list(male_triples())) == 31 and (30, 30, 72) in list(male_triples())
    for claim_id, corrected in (("004.census-2b-unconstrained-count", "verified"),
                                ("004.census-2b-30-combinations", "verified")):
        decision = recorded(claim_id)
        assert decision.verdict == "refuted" and decision.correction.verdict == corrected
    count = get_claim("004.census-2b-unconstrained-count")
    for ages, expected in (("equal allowed", 341376), ("distinct", 325500)):
        assert count.evaluate({"males": 3, "ages": ages}).lhs == expected  # 317750 under neither reading
    combinations = get_claim("004.census-2b-30-combinations")
    assert combinations.reading == "literal" and combinations.correction.reading == "charitable"
    assert combinations.evaluate({"males": 3}).lhs == 31
    assert combinations.correction.evaluate({"males": 3}).lhs == 30


# --------------------------------------------------------------------------- the model against mpmath


def _laplace_pdf(u, a):
    return a / 2 * mpmath.exp(-a * abs(u))


def _laplace_cdf(u, a):
    return mpmath.exp(a * u) / 2 if u < 0 else 1 - mpmath.exp(-a * u) / 2


def _exp_pdf(u, a):
    return a * mpmath.exp(-a * u) if u >= 0 else mpmath.mpf(0)


def _exp_cdf(u, a):
    return 1 - mpmath.exp(-a * u) if u >= 0 else mpmath.mpf(0)


@pytest.mark.parametrize(("counts", "a", "noise"), [
    ((0, 1, 1), F(1), "laplace"), ((1, 0, 0), F(1), "laplace"), ((2, 0, 1), F(1, 2), "laplace"),
    ((0, 1, 1), F(1, 2), "one-sided"), ((1, -1, 0), F(2), "one-sided")])
def test_noisy_max_probabilities_against_quadrature(counts, a, noise):
    """P[count 0 wins] = ∫ f(u - c_0) Π F(u - c_j) du by mpmath.quad, split at the counts."""
    pdf, cdf = (_laplace_pdf, _laplace_cdf) if noise == "laplace" else (_exp_pdf, _exp_cdf)
    am = _mp(a)
    cuts = sorted(set(counts))
    integrand = lambda u: pdf(u - counts[0], am) * mpmath.fprod(cdf(u - c, am) for c in counts[1:])  # noqa: E731
    expected = mpmath.quad(integrand, [-mpmath.inf, *cuts, mpmath.inf])
    low, high = enclose(win_probability(tuple(F(c) for c in counts), 0, a, noise))
    assert _mp(low) - mpmath.mpf(10) ** -40 <= expected <= _mp(high) + mpmath.mpf(10) ** -40
    assert high - low < F(1, 10**30)


def test_reader_closed_forms_of_report_noisy_max():
    """ε = 1, k = 3: P[1 | (0, 1, 1)] = (5e - 1)e^-2/12 and P[1 | (1, 0, 0)] = 1 - 13/(12e) - 1/(12e²) (exact sympy
    integration in the reading); as exponential sums."""
    assert win_probability((F(0), F(1), F(1)), 0, F(1)) == {F(-2): F(-1, 12), F(-1): F(5, 12)}
    assert win_probability((F(1), F(0), F(0)), 0, F(1)) == {F(-2): F(-1, 12), F(-1): F(-13, 12), F(0): F(1)}


def test_enclosures_contain_mpmath_values():
    """The enclosures are within 10^-50 of the values; mpmath at 150 digits decides containment."""
    with mpmath.workdps(150):
        _check_enclosures()


def _check_enclosures():
    for x in (F(-1000), F(-7, 3), F(0), F(1, 5), F(10), F(40)):
        low, high = exp_bounds(x)
        assert _mp(low) <= mpmath.exp(_mp(x)) <= _mp(high)
    for v in (F(1), F(5, 4), F(25, 2), F(125000)):
        low, high = ln_bounds(v)
        assert _mp(low) <= mpmath.log(_mp(v)) <= _mp(high) and high - low < F(1, 10**50)
    low, high = pi_bounds()
    assert _mp(low) <= mpmath.pi <= _mp(high)
    for x in (F(-9, 2), F(-1, 2), F(0), F(3, 7), F(13), F(-20)):
        low, high = normal_cdf_bounds(x)
        assert _mp(low) - mpmath.mpf(10) ** -35 <= mpmath.ncdf(_mp(x)) <= _mp(high) + mpmath.mpf(10) ** -35


def test_gaussian_profile_lower_bound_against_mpmath():
    """σ = Δ/4, ε = 10: δ(ε) = Φ(2 - 5/2) - e^10 Φ(-2 - 5/2) ≈ 0.2337 (mpmath); the rational bound is below it and
    above 1/10."""
    exact = mpmath.ncdf(-0.5) - mpmath.exp(10) * mpmath.ncdf(-4.5)
    lower = gaussian_delta_lower(F(10), F(1, 4), F(1, 4))
    assert F(1, 10) < lower and _mp(lower) <= exact < _mp(lower) + mpmath.mpf(10) ** -20


# --------------------------------------------------------------------------- §4.1.1 verdicts


def test_report_noisy_max_witness_by_hand():
    """q_1 = -n_a, q_2 = n_a: c' = (0, 0), c = (-1, 1), ε = 1/2 (noise Lap(2)). P[1 | c'] = 1/2; P[1 | c] = P[r_1 -
    r_2 > 2] = (1/4)(2 + 1)e^-1 (the difference of two Lap(2) has survival (1/4)(2 + d/2)e^(-d/2)); e^(1/2)(3/4)e^-1
    ≈ 0.4549 < 1/2."""
    on_c = mpmath.quad(lambda u: _laplace_pdf(u + 1, mpmath.mpf(1) / 2) * _laplace_cdf(u - 1, mpmath.mpf(1) / 2),
                       [-mpmath.inf, -1, 1, mpmath.inf])
    assert abs(on_c - mpmath.mpf(3) / 4 * mpmath.exp(-1)) < mpmath.mpf(10) ** -40
    assert mpmath.exp(0.5) * on_c < 0.5
    record = get_claim("004.report-noisy-max").evaluate({"k": 2, "eps": F(1, 2), "c'": (0, 0), "d": (-1, 1), "i": 0})
    assert not record.holds and record.lhs == F(1, 2)
    decision = recorded("004.report-noisy-max")
    assert decision.verdict == "refuted" and decision.correction.verdict == "verified"


def test_gaussian_calibrations_fail_for_large_eps_and_hold_below_1():
    """ε = 10, δ = 1/10: σ = √(2 ln 12.5)/10, the exact δ(10) ≈ 0.4056 (mpmath) > 1/10."""
    eps = mpmath.mpf(10)
    s = mpmath.sqrt(2 * mpmath.log(12.5)) / eps
    exact = mpmath.ncdf(1 / (2 * s) - eps * s) - mpmath.exp(eps) * mpmath.ncdf(-1 / (2 * s) - eps * s)
    assert exact > 0.4
    evaluation = get_claim("004.algorithm-3").evaluate({"eps": F(10), "delta": F(1, 10)})
    assert not evaluation.holds and _mp(evaluation.lhs) <= exact
    for claim_id in ("004.algorithm-3", "004.gaussian-mechanism-nb"):
        decision = recorded(claim_id)
        assert decision.verdict == "refuted" and decision.correction.verdict == "verified", claim_id


def test_laplace_statements():
    """Theorem 4.2 holds (exact 1 - (1 - δ/k)^k <= δ by Bernoulli's inequality); the printed proof step k e^(-k/δ)
    is refuted; the tail fact fails at t < 0 (probability 1) and holds for t >= 0 (mpmath quadrature)."""
    assert recorded("004.laplace-accuracy").verdict == "verified"
    assert recorded("004.laplace-accuracy-proof-tail").verdict == "refuted"
    b, t = mpmath.mpf(3), mpmath.mpf(7) / 4
    tail = 2 * mpmath.quad(lambda y: mpmath.exp(-y / b) / (2 * b), [t * b, mpmath.inf])
    assert abs(tail - mpmath.exp(-t)) < mpmath.mpf(10) ** -40
    decision = recorded("004.laplace-tail")
    assert decision.verdict == "refuted" and decision.correction.verdict == "verified"
    assert recorded("004.laplace-mechanism").correction.verdict == "verified"


def test_theorem_4_2_with_ln_one_over_delta_is_refuted():
    """Planted: the threshold ln(1/δ)·b (k dropped). Each |Y_i| exceeds it with probability δ, so k = 2 independent
    coordinates give 1 - (1 - δ)² = 2δ - δ² > δ for 0 < δ < 1."""
    assert 1 - (1 - F(1, 10)) ** 2 == F(19, 100) > F(1, 10)

    def planted_check(k, delta, coupling):
        single = delta
        return Evaluation(1 - (1 - single) ** k if coupling == "independent" else single, "<=", delta)

    claim = get_claim("004.laplace-accuracy")
    assert "single = delta/k" in claim.formula  # the same fault planted in the record's formula
    planted = dataclasses.replace(claim, id="planted.accuracy-no-k",
                                  check=lambda p: planted_check(p["k"], p["delta"], p["coupling"]), finding="",
                                  formula=claim.formula.replace("single = delta/k", "single = delta"))
    assert decide(planted, examples=10).verdict == "refuted"


# --------------------------------------------------------------------------- §4.1.2


def test_exponential_mechanism_laplace_scale_by_hand():
    """s = -|f(x) - h|: density e^(-ε|h|/(2Δ))/(4Δ/ε); at h = f(x), Δ = 1, ε = 1/2: 1/8, while Lap(Δ/ε) has 1/4."""
    evaluation = get_claim("004.exponential-mechanism-laplace").evaluate({"eps": F(1, 2), "Delta": 1, "h": F(0)})
    assert (evaluation.lhs, evaluation.rhs, evaluation.holds) == (F(1, 8), F(1, 4), False)


def test_exponential_mechanism_statements():
    for claim_id in ("004.exponential-mechanism", "004.exponential-mechanism-utility",
                     "004.exponential-mechanism-utility-corollary", "004.one-sided-noisy-arg-max"):
        assert recorded(claim_id).verdict == "verified", claim_id
    decision = recorded("004.exponential-mechanism-utility-proof-exponent")
    assert decision.verdict == "refuted" and decision.correction.verdict == "verified"


def test_exponential_mechanism_without_the_factor_two_is_refuted():
    """Planted: weights exp(ε s/Δs) (the 2 dropped). By hand, ε = 1, |H| = 3, s(x) = (1, 0, 0), s(y) = (0, 1, 1):
    P_x(0)/P_y(0) = (e/(e + 2))/(1/(1 + 2e)) = e(1 + 2e)/(e + 2) > e, so the sweep finds a point."""
    from krverify.claims._claim import compare_exp_sums
    from krverify.model.exp_sums import add, scale

    def no_half(point):
        eps, sx, d, h = point["eps"], point["s_x"], point["d"], point["h"]
        sy = tuple(a + b for a, b in zip(sx, d, strict=True))
        total = lambda s: add(*({eps * v: F(1)} for v in s))  # noqa: E731
        left = {eps * sx[h] + key: value for key, value in total(sy).items()}
        right = scale({eps * sy[h] + key: value for key, value in total(sx).items()}, F(1), eps)
        return compare_exp_sums(left, "<=", right)

    x = mpmath.e
    assert x * (1 + 2 * x) / (x + 2) > x
    claim = get_claim("004.exponential-mechanism")
    weight = "w(s, g) = exp(eps * s[g] / (2 * Ds))"
    assert weight in claim.formula  # the record's formula: the same fault planted there (the engine compares both)
    planted = dataclasses.replace(claim, id="planted.em-no-half", check=no_half, finding="",
                                  formula=claim.formula.replace(weight, "w(s, g) = exp(eps * s[g] / Ds)"))
    assert decide(planted, examples=10).verdict == "refuted"


def test_theorem_4_7_chains_need_the_shift_two():
    """Theorem 4.7's proof, scores c = c' + d with d in {-1, 0, 1}^k, one-sided noise r >= 0. By hand: c' = (0, 0,
    0), c = (1, -1, -1), r = (0, 0, 0), i = 0: r* = max_{j != 0}(c_j + r_j) - c_0 = -1 - 1 = -2, and the conclusion
    c'_0 + r* + 1 = -1 is below c'_1 + r_1 = 0; shifted by 2 it is 0 >= 0."""
    c_prime, c, r = (0, 0, 0), (1, -1, -1), (0, 0, 0)
    rstar = max(c[j] + r[j] for j in (1, 2)) - c[0]
    assert rstar == -2 and c_prime[0] + rstar + 1 < c_prime[1] + r[1] <= c_prime[0] + rstar + 2
    for claim_id in ("004.one-sided-noisy-arg-max-chain", "004.one-sided-noisy-arg-max-chain-two"):
        decision = recorded(claim_id)
        assert decision.verdict == "refuted" and decision.correction.verdict == "verified", claim_id
        assert -1 in decision.evidence["counterexample"]["d"]  # only a non-monotone score breaks a link
    # monotone scores (Theorem 4.3's): every link of the printed chain holds with >=
    claim = get_claim("004.one-sided-noisy-arg-max-chain")
    monotone = dataclasses.replace(claim, id="planted.monotone-chain", correction=None, finding="",
                                   domain=claim.domain.narrowed(lambda point: min(point["d"]) >= 0, "d >= 0"))
    assert decide(monotone, examples=5).verdict == "verified"


def test_basic_composition_sentence_with_shared_and_independent_coins():
    """§3.4.3's 'elementary form of composition': M_1 = x XOR B and M_2 = B (B a fair coin) are each 0-DP, but the
    pair puts probability 1 on a set of outcomes for one record and 0 for the other; with independent coins it holds."""
    decision = recorded("004.basic-composition")
    assert decision.verdict == "refuted" and decision.correction.verdict == "verified"
    assert (decision.evidence["lhs"], decision.evidence["rhs"]) == ("1", "0")
