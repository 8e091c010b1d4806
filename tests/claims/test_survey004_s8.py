"""004 §8 (Rényi DP, zCDP): expectations derived by hand or with mpmath, and planted wrong variants refuted."""

import dataclasses
from fractions import Fraction as F

import mpmath
import pytest

from krverify import decide, get_claim
from krverify.claims import Evaluation
from krverify.claims._claim import weakest
from krverify.model.mechanisms import mass, renyi_moment

P, Q = (F(3, 5), F(2, 5)), (F(2, 5), F(3, 5))


@pytest.fixture(autouse=True)
def _forty_digits():
    with mpmath.workdps(40):
        yield


def test_the_set_form_witness_by_hand(checked):
    """α = 2, ε = 0 (λ = 1): the set bound P(S)² <= Q(S) holds for S = {0}: 9/25 <= 2/5, S = {1}: 4/25 <= 3/5, the
    whole space 1 <= 1 and in the other order symmetrically; yet D_2(P||Q) = ln(9/10 + 4/15) = ln(7/6) > 0."""
    assert renyi_moment(2, P, Q) == F(7, 6)
    assert all(mass(A, S) ** 2 <= mass(B, S) for A, B in ((P, Q), (Q, P)) for S in ((0,), (1,), (0, 1)))
    record = next(r for r in checked.records if r["id"] == "004.rdp-set-form")
    assert record["verdict"] == "refuted" and record["correction"]["verdict"] == "verified"
    witness = record["evidence"]["counterexample"]
    assert (witness["P"], witness["Q"], witness["alpha"], witness["e^eps"]) == (["3/5", "2/5"], ["2/5", "3/5"], 2, "1")
    assert (record["evidence"]["lhs"], record["evidence"]["rhs"]) == ("1", "0")  # set form holds, RDP fails


def test_the_section_8_statements_are_upheld(checked):
    verdicts = {r["id"]: r["verdict"] for r in checked.records}
    for label in ("8.3", "8.4", "8.5", "8.8", "8.11", "8.12", "8.13", "8.14"):
        assert verdicts[f"004.theorem-{label}"] == "verified", label
    # Theorem 8.7 holds on independent coins (its charitable side) and fails with shared ones (the literal side)
    record = next(r for r in checked.records if r["id"] == "004.theorem-8.7")
    assert record["verdict"] == "refuted" and record["correction"]["verdict"] == "verified"


def test_theorem_8_6_fails_with_shared_coins_as_section_3_compositions_do(checked):
    """M_1 = x XOR B, M_2 = B (B a fair coin): each marginal is uniform on both records (D_α = 0), but the joint
    laws (1/2 on (0, 0) and (1, 1) for x = 0; on (1, 0) and (0, 1) for x = 1) are disjoint: D_α is infinite."""
    on_0, on_1 = (F(1, 2), F(0), F(0), F(1, 2)), (F(0), F(1, 2), F(1, 2), F(0))
    marginal = (F(1, 2), F(1, 2))
    assert renyi_moment(2, marginal, marginal) == 1 and renyi_moment(2, on_0, on_1) is None
    record = next(r for r in checked.records if r["id"] == "004.theorem-8.6")
    assert record["verdict"] == "refuted" and record["correction"]["verdict"] == "verified"
    # the XOR pair itself is the witness: the bound L_1 L_2 = 1, the infinite joint moment recorded as -(1 + 1)
    evidence = record["evidence"]
    assert evidence["counterexample"]["M(x)"] == ["0", "1/2", "1/2", "0"]
    assert (evidence["lhs"], evidence["relation"], evidence["rhs"]) == ("-2", ">=", "-1")


def test_theorem_8_4_without_its_log_term_is_refuted():
    """Planted: (α, ε)-RDP ⇒ (ε, δ)-DP (the ln(1/δ)/(α - 1) dropped). By hand at 3-RR (P = (3/4, 1/4),
    Q = (1/4, 3/4)), α = 2, δ = 1/10: m = 9/4 + 1/12 = 7/3 = e^ε, and P({0}) - (7/3) Q({0}) = 3/4 - 7/12 = 1/6 > δ."""
    claim = get_claim("004.theorem-8.4")

    def without_log(point):
        A, B, alpha, delta = point["P"], point["Q"], point["alpha"], point["delta"]
        if F(alpha).denominator != 1:  # the integer orders (the half-integer ones: the next test)
            return Evaluation(0, "==", 0)
        alpha = int(alpha)
        moments = [renyi_moment(alpha, A, B), renyi_moment(alpha, B, A)]
        if None in moments:
            return Evaluation(0, "==", 0)
        level = max(moments)  # e^(ε(α-1)) at the pair's own level ε: the target without the 1/δ
        cases = []
        for X, Y in ((A, B), (B, A)):
            S = [z for z in range(len(X)) if X[z] > 0 and (Y[z] == 0 or (X[z] / Y[z]) ** (alpha - 1) > level)]
            left, right = mass(X, S) - delta, mass(Y, S)
            cases.append(Evaluation(max(left, F(0)) ** (alpha - 1), "<=", level * right ** (alpha - 1)))
        return weakest(cases)

    assert F(3, 4) - F(7, 3) * F(1, 4) == F(1, 6) > F(1, 10)
    planted = dataclasses.replace(claim, id="planted.theorem-8.4-no-log", check=without_log, correction=None,
                                  finding="")
    # the same fault in the formula (the engine compares the fast path with it): Lambda^(alpha-1) = m at integer orders
    formula = planted.formula.replace("m/delta", "(m if denominator(alpha) == 1 else m/delta)")
    assert formula != planted.formula
    planted = dataclasses.replace(planted, formula=formula)
    assert decide(planted, examples=30).verdict == "refuted"


def test_theorem_8_13_at_one_point_against_mpmath():
    """σ = 1, Δ = 1 (ρ = 1/2), δ = 1/10: ε = 1/2 + 2√(ln 10 / 2); the exact δ(ε) by mpmath's normal CDF is below
    1/10 — and the ledger's evaluation is on the same side with a certified enclosure."""
    eps = mpmath.mpf(1) / 2 + 2 * mpmath.sqrt(mpmath.log(10) / 2)
    exact = mpmath.ncdf(mpmath.mpf(1) / 2 - eps) - mpmath.exp(eps) * mpmath.ncdf(-mpmath.mpf(1) / 2 - eps)
    assert exact < mpmath.mpf(1) / 10
    evaluation = get_claim("004.theorem-8.13").evaluate({"sigma": F(1), "Delta": 1, "delta": F(1, 10)})
    assert evaluation.holds and evaluation.lhs >= F(mpmath.nstr(exact, 30)) - F(1, 10**25)


def test_theorem_8_13_with_half_the_square_root_term_is_refuted():
    """Planted: ρ + √(ρ ln(1/δ)) instead of ρ + 2√(ρ ln(1/δ)). At σ = 1/4, Δ = 2 (ρ = 32), δ = 1/10 mpmath gives
    δ(ε) ≈ 0.1172 > 1/10 at the halved ε, so the sweep must find a point."""
    rho, sigma, delta = mpmath.mpf(32), mpmath.mpf(1) / 4, mpmath.mpf(2)
    eps = rho + mpmath.sqrt(rho * mpmath.log(10))
    exact = mpmath.ncdf(delta / (2 * sigma) - eps * sigma / delta) - \
        mpmath.exp(eps) * mpmath.ncdf(-delta / (2 * sigma) - eps * sigma / delta)
    assert exact > mpmath.mpf(1) / 10
    from krverify.claims._claim import certified
    from krverify.model.balls import ball
    from krverify.model.continuous import gaussian_delta

    original = get_claim("004.theorem-8.13")

    def halved(point):
        if "P" in point:  # the finite pairs as before: the planted fault is in the Gaussian's bound
            return original.evaluate(point)
        rho_ = F(point["Delta"] ** 2) / (2 * point["sigma"] ** 2)
        eps_ = lambda: ball(rho_) + (ball(rho_) * (1 / ball(point["delta"])).log()).sqrt()  # noqa: E731
        return certified(lambda: gaussian_delta(eps_(), point["sigma"], F(point["Delta"])), "<=",
                         lambda: ball(point["delta"]))

    planted = dataclasses.replace(get_claim("004.theorem-8.13"), id="planted.theorem-8.13-halved", check=halved,
                                  correction=None, finding="")
    assert decide(planted, examples=30).verdict == "refuted"


def _sup_over_orders(P, Q):
    """sup over α > 1 of max(D_α(P||Q), D_α(Q||P))/α by mpmath: the larger of the α -> 1 limit (KL) and the best
    of a log-spaced grid of orders refined by a golden-section search — an independent numerical value, not a
    bound."""
    P, Q = ([mpmath.mpf(x.numerator) / x.denominator for x in law] for law in (P, Q))

    def level(alpha):
        return max(mpmath.log(sum(mpmath.mpf(a) ** alpha * mpmath.mpf(b) ** (1 - alpha) for a, b in zip(A, B)))
                   / (alpha - 1) / alpha for A, B in ((P, Q), (Q, P)))

    kl = max(sum(mpmath.mpf(a) * mpmath.log(mpmath.mpf(a) / b) for a, b in zip(A, B)) for A, B in ((P, Q), (Q, P)))
    grid = [1 + mpmath.mpf(10) ** (e / mpmath.mpf(20)) for e in range(-120, 80)]
    index = max(range(len(grid)), key=lambda i: level(grid[i]))
    low, high = grid[max(index - 1, 0)], grid[min(index + 1, len(grid) - 1)]
    ratio = (mpmath.sqrt(5) - 1) / 2
    for _ in range(200):
        a, b = high - ratio * (high - low), low + ratio * (high - low)
        low, high = (low, b) if level(a) > level(b) else (a, high)
    return max(kl, level((low + high) / 2))


@pytest.mark.parametrize(("P", "Q"), [((F(2, 3), F(1, 3)), (F(1, 3), F(2, 3))),
                                      ((F(1, 5), F(4, 5)), (F(1, 20), F(19, 20))),
                                      ((F(1, 2), F(1, 3), F(1, 6)), (F(1, 3), F(1, 3), F(1, 3)))])
def test_the_zcdp_bracket_contains_the_level_found_by_mpmath(P, Q):
    """ρ* = sup D_α/α: binary RR at e^ε = 2 has its sup at α -> 1, KL = ln(2)/3 (by hand: (2/3) ln 2 - (1/3) ln 2);
    the other pairs have an interior maximum.  mpmath's grid value lies in the bracket, which is narrow."""
    from krverify.model.zcdp import zcdp_bounds

    low, high = zcdp_bounds(P, Q, resolution=64)
    value = _sup_over_orders(P, Q)
    assert low - F(1, 10**12) <= F(mpmath.nstr(value, 30)) <= high
    assert high - low < F(3, 100) * high
    if P == (F(2, 3), F(1, 3)):
        assert abs(F(mpmath.nstr(mpmath.log(2) / 3, 30)) - low) < F(1, 10**20)


def test_theorem_8_12_without_the_group_factor_is_refuted_on_the_geometric_mechanism():
    """Planted: D_α(M(x)||M(y)) <= ρα for counts up to k apart (k² dropped), decided only on the truncated geometric
    counts (the Gaussian points keep the printed bound).  By mpmath at r = 1/2, k = 2, counts 0 and 2 (law on
    {0, ..., 3}), α = 2: D_2 = 0.86..., above ρα with ρ <= 0.26 (the neighbours' largest level)."""
    from krverify.claims.survey004_s8_renyi import _geometric
    from krverify.model.balls import with_precision
    from krverify.model.continuous import renyi_divergence
    from krverify.model.zcdp import zcdp_bounds

    weights = [[mpmath.mpf(1) / 2 ** abs(z - c) for z in range(4)] for c in (0, 2)]
    laws = [[w / sum(ws) for w in ws] for ws in weights]
    d2 = mpmath.log(sum(a * a / b for a, b in zip(*laws)))
    levels = [_sup_over_orders(_geometric(F(1, 2), 4, c), _geometric(F(1, 2), 4, c + 1)) for c in range(3)]
    assert d2 > 2 * max(levels)
    original = get_claim("004.theorem-8.12")

    def without_k_squared(point):
        if "r" not in point:
            return original.evaluate(point)
        size = point["k"] + 2
        A, B = (_geometric(point["r"], size, c) for c in (point["c"], point["c'"]))
        d_low, _ = with_precision(lambda: renyi_divergence(point["alpha"], A, B), 160)
        high = max(zcdp_bounds(_geometric(point["r"], size, c), _geometric(point["r"], size, c + 1), 64)[1]
                   for c in range(size - 1))
        return Evaluation(d_low, "<=", high * point["alpha"])

    planted = dataclasses.replace(original, id="planted.theorem-8.12-no-k2", check=without_k_squared,
                                  correction=None, finding="")
    assert decide(planted, examples=10).verdict == "refuted"


def test_theorem_8_8_is_decided_on_the_finite_pairs_as_theorem_8_4():
    """At 3-RR (P = (3/4, 1/4), Q = (1/4, 3/4)), α = 2, δ = 1/10 the level is m = 7/3 = e^ε (by hand, as in the
    test above); e^ε' = m/δ = 70/3 exceeds the ratio 3 at both outcomes, so the worst set is empty and the pair's
    δ(ε') = 0 <= δ: recorded as 0 <= 0."""
    evaluation = get_claim("004.theorem-8.8").evaluate({"P": (F(3, 4), F(1, 4)), "Q": (F(1, 4), F(3, 4)),
                                                        "alpha": 2, "delta": F(1, 10)})
    assert evaluation.holds and (evaluation.lhs, evaluation.rhs) == (0, 0)


def _mpf(x):
    return mpmath.mpf(x.numerator) / x.denominator


def _divergence(alpha, A, B):
    return mpmath.log(sum(_mpf(a) ** alpha * _mpf(b) ** (1 - alpha) for a, b in zip(A, B) if a > 0)) / (alpha - 1)


def test_theorem_8_4_at_a_half_integer_order_against_mpmath():
    """α = 3/2, (P, Q) = ((1/4, 3/4), (1/2, 1/2)), δ = 1/10: ε the larger D_α by mpmath, ε' = ε + ln(1/δ)/(α - 1),
    and the hockey-stick Σ (A - e^ε' B)⁺ at most δ in both orders; the record agrees at this point and decides
    3/2 and 5/2 among its orders."""
    alpha, P_, Q_, delta = mpmath.mpf(3) / 2, (F(1, 4), F(3, 4)), (F(1, 2), F(1, 2)), F(1, 10)
    eps = max(_divergence(alpha, P_, Q_), _divergence(alpha, Q_, P_))
    level = mpmath.exp(eps + mpmath.log(10) / (alpha - 1))
    for A, B in ((P_, Q_), (Q_, P_)):
        assert sum(max(_mpf(a) - level * _mpf(b), 0) for a, b in zip(A, B)) <= _mpf(delta)
    claim = get_claim("004.theorem-8.4")
    assert claim.evaluate({"P": P_, "Q": Q_, "alpha": F(3, 2), "delta": delta}).holds
    assert {F(3, 2), F(5, 2)} <= {point["alpha"] for point in claim.domain.points()}


def test_theorem_8_4_without_its_log_term_is_refuted_at_half_integer_orders():
    """Planted: at α = 3/2 the ln(1/δ)/(α - 1) dropped. 3-RR (3/4, 1/4) | (1/4, 3/4): m = (3/4)^(3/2)(1/4)^(-1/2) +
    (1/4)^(3/2)(3/4)^(-1/2) ≈ 1.443, e^ε = m² ≈ 2.083, and P({0}) - e^ε Q({0}) ≈ 0.229 > δ = 1/10."""
    from flint import arb

    from krverify.claims._claim import certified
    from krverify.model.balls import ball

    rr = ((F(3, 4), F(1, 4)), (F(1, 4), F(3, 4)))
    e_eps = mpmath.exp(_divergence(mpmath.mpf(3) / 2, *rr))
    assert mpmath.mpf(3) / 4 - e_eps / 4 > mpmath.mpf(1) / 10
    claim = get_claim("004.theorem-8.4")

    def without_log(point):
        A, B, alpha, delta = point["P"], point["Q"], point["alpha"], point["delta"]
        if F(alpha).denominator == 1 or any((a > 0) != (b > 0) for a, b in zip(A, B)):
            return Evaluation(0, "==", 0)

        def moment(X, Y):
            return sum((ball(x) ** ball(alpha) * ball(y) ** ball(1 - alpha) for x, y in zip(X, Y) if x > 0), arb(0))
        level = lambda: moment(A, B).max(moment(B, A)) ** (1 / ball(alpha - 1))  # noqa: E731
        return weakest([certified(lambda X=X, Y=Y: sum(((ball(x) - level() * ball(y)).max(arb(0))
                                                        for x, y in zip(X, Y)), arb(0)), "<=", lambda: ball(delta))
                        for X, Y in ((A, B), (B, A))])
    planted = dataclasses.replace(claim, id="planted.theorem-8.4-no-log-fractional", check=without_log,
                                  correction=None, finding="")
    # the same fault in the formula: Lambda^(alpha-1) = m at the half-integer orders
    formula = planted.formula.replace("m/delta", "(m/delta if denominator(alpha) == 1 else m)")
    assert formula != planted.formula
    planted = dataclasses.replace(planted, formula=formula)
    decision = decide(planted, examples=10)
    assert decision.verdict == "refuted" and F(decision.evidence["counterexample"]["alpha"]).denominator == 2


def test_theorem_8_5_at_half_integer_orders_and_reversed():
    """D_α increases with α: at (1/4, 3/4) | (1/2, 1/2), the larger of the two orders' divergences by mpmath is
    ≈ 0.2185 at α = 3/2 (D(Q||P) = 2 ln((1/2)^(3/2)(2 + 2/√3))), below ln(5/4) ≈ 0.2231, and ln(4/3) at α = 2:
    at e^ε = 5/4 the pair is (3/2, ε)-RDP but not (2, ε)- or (5/2, ε)-RDP, as the record's helper decides.
    Planted: the implication reversed (α_2-RDP ⇒ α_1-RDP) is refuted."""
    from krverify.claims.survey004_s8_renyi import _rdp_any

    P_, Q_ = (F(1, 4), F(3, 4)), (F(1, 2), F(1, 2))
    levels = [max(_divergence(mpmath.mpf(a) / 2, P_, Q_), _divergence(mpmath.mpf(a) / 2, Q_, P_)) for a in (3, 4, 5)]
    assert levels[0] < mpmath.log(mpmath.mpf(5) / 4) < levels[1] < levels[2]
    assert abs(levels[1] - mpmath.log(mpmath.mpf(4) / 3)) < 10**-30
    assert [_rdp_any(P_, Q_, F(a, 2), F(5, 4)) for a in (3, 4, 5)] == [True, False, False]
    claim = get_claim("004.theorem-8.5")
    planted = dataclasses.replace(claim, id="planted.theorem-8.5-reversed", finding="", correction=None, check=lambda
                                  point: Evaluation(int(_rdp_any(point["P"], point["Q"], point["alpha_1"],
                                                                 point["e^eps"])), ">=",
                                                    int(_rdp_any(point["P"], point["Q"], point["alpha_2"],
                                                                 point["e^eps"]))))
    # the same fault in the formula (the engine compares the fast path with it)
    formula = planted.formula.replace("rdp(alpha_2) >= rdp(alpha_1)", "rdp(alpha_1) >= rdp(alpha_2)")
    assert formula != planted.formula
    planted = dataclasses.replace(planted, formula=formula)
    assert decide(planted, examples=10).verdict == "refuted"


# ---- issue 38: the orders below 1, Definition 8.1's limits, Theorem 8.7's coins, Definition 8.15's noises


def test_the_conversion_fails_below_order_one_by_hand():
    """P = (3/5, 2/5), Q = (2/5, 3/5), α = 1/2: both moments are Σ √(PQ) = 2√6/5, so ε = -2 ln(2√6/5) and
    ε' = ε + ln(1/δ)/(-1/2) = -2 ln(2√6 δ/5): e^ε' = 25/(24 δ²)·δ⁴ = 25δ²/24. At δ = 10^-6 the hockey stick
    Σ (P - e^ε' Q)⁺ = 1 - 25δ²/24 is about 1 > δ."""
    delta = F(1, 10**6)
    level = F(25, 24) * delta**2
    excess = sum(max(F(0), a - level * b) for a, b in zip((F(3, 5), F(2, 5)), (F(2, 5), F(3, 5)), strict=True))
    assert excess == 1 - level and excess > delta
    for claim_id in ("004.theorem-8.4-every-order", "004.theorem-8.8-every-order"):
        result = get_claim(claim_id).evaluate({"P": (F(3, 5), F(2, 5)), "Q": (F(2, 5), F(3, 5)), "alpha": F(1, 2),
                                               "delta": delta, "base": "e"})
        assert not result.holds and abs(result.lhs - excess) < F(1, 10**20)
    # base 10: ε' = ε - 2 log_10(1/δ) = ε - 12, still far below: e^ε' = (25/24)(δ e^(2 ln 10 ... )) is tiny
    assert not get_claim("004.theorem-8.4-every-order").evaluate(
        {"P": (F(3, 5), F(2, 5)), "Q": (F(2, 5), F(3, 5)), "alpha": F(1, 2), "delta": delta, "base": 10}).holds


def test_definition_8_1_limits_sandwich_by_hand():
    """P = (1/4, 3/4), Q = (1/2, 1/2): r = max P/Q = 3/2 at z* = 1, so Q(z*) r^α = (1/2)(3/2)^α <= Σ P^α Q^(1-α) <=
    (3/2)^(α-1); at α = 4 the moment is (1/4)^4 2^3 + (3/4)^4 2^3 = 82/32 = 41/16 and (1/2)(81/16) = 81/32 <= 41/16 <=
    27/8. KL = (1/4) ln(1/2) + (3/4) ln(3/2) ≈ 0.1308 (mpmath) lies between D_(1/2) and D_(3/2)."""
    assert F(81, 32) <= F(41, 16) <= F(27, 8)
    kl = mpmath.log(mpmath.mpf(1) / 2) / 4 + 3 * mpmath.log(mpmath.mpf(3) / 2) / 4
    low = _divergence(mpmath.mpf(1) / 2, (F(1, 4), F(3, 4)), (F(1, 2), F(1, 2)))
    high = _divergence(mpmath.mpf(3) / 2, (F(1, 4), F(3, 4)), (F(1, 2), F(1, 2)))
    assert low < kl < high
    assert get_claim("004.definition-8.1-limits").evaluate({"P": (F(1, 4), F(3, 4)), "Q": (F(1, 2), F(1, 2)),
                                                            "j": 2}).holds


def test_theorem_8_7_with_shared_coins_by_hand():
    """M_1 = x XOR B, M_2 = B: both marginals uniform (ε = 0, bound = Q(S)); x = 1 gives 01 or 10, x = 0 gives 00 or
    11, each 1/2: S = {00, 01, 10} has P(S) = 1 against Q(S) = 1/2."""
    on_1, on_0 = (F(0), F(1, 2), F(1, 2), F(0)), (F(1, 2), F(0), F(0), F(1, 2))
    result = get_claim("004.theorem-8.7").evaluate({"R": (2, 2), "M(x)": on_1, "M(y)": on_0})
    assert (result.lhs, result.rhs, result.holds) == (1, F(1, 2), False)
    # k-fold RR, k = 2, e^ε = 2 (x = 1 keeps output 0 w.p. 2/3): S = {00} has P = 4/9, Q = 1/9 and the bound
    # (1/9) exp(2 ln 2 √(2 ln 9)) ≈ 2.03 (mpmath) >= 4/9
    assert (mpmath.exp(2 * mpmath.log(2) * mpmath.sqrt(2 * mpmath.log(9))) / 9) > 2
    result = get_claim("004.theorem-8.7").correction.evaluate({"e^eps": F(2), "k": 2, "S": (0,)})
    assert result.holds and result.lhs == F(4, 9)


def test_theorem_8_7_own_formula_rederives_its_witness():
    """The kernel re-evaluates the record's formula at the witness of the union's joint-law part (e^eps, k and S unbound
    there: None) and rejects it with the printed bound doubled at eps = 0 (1 <= 2 Q(S) = 1 then holds)."""
    from tests.claims._rederive import own_formula_rederives

    own_formula_rederives("004.theorem-8.7", "bound(q) = q if", "bound(q) = 2*q if")


def test_gaussian_mechanism_with_one_shared_draw_by_hand():
    """v = (-2, -1): M(x) on the line a + (Z, Z), M(x') on a + v + (Z, Z), disjoint since v_1 != v_2; v = (1, 1):
    the same line, D_α = α/(2σ²) with σ² = 2/(2ρ) = 1/ρ: αρ/2 <= ρα; independent: α|v|²/(2σ²) = ρα exactly."""
    shared = get_claim("004.definition-8.15").evaluate({"rho": F(1, 2), "v": (-2, -1), "alpha": F(2),
                                                        "noise": "shared"})
    assert not shared.holds
    assert get_claim("004.definition-8.15").evaluate({"rho": F(1, 2), "v": (1, 1), "alpha": F(2),
                                                      "noise": "shared"}).lhs == F(1, 2)
    independent = get_claim("004.definition-8.15").correction.evaluate({"rho": F(1, 2), "v": (-2, -1),
                                                                        "alpha": F(2), "noise": "independent"})
    assert independent.holds and independent.slack == 0

