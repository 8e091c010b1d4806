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
    for label in ("8.3", "8.4", "8.5", "8.7", "8.8", "8.11", "8.12", "8.13", "8.14"):
        assert verdicts[f"004.theorem-{label}"] == "verified", label


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

    def halved(point):
        rho_ = F(point["Delta"] ** 2) / (2 * point["sigma"] ** 2)
        eps_ = lambda: ball(rho_) + (ball(rho_) * (1 / ball(point["delta"])).log()).sqrt()  # noqa: E731
        return certified(lambda: gaussian_delta(eps_(), point["sigma"], F(point["Delta"])), "<=",
                         lambda: ball(point["delta"]))

    planted = dataclasses.replace(get_claim("004.theorem-8.13"), id="planted.theorem-8.13-halved", check=halved,
                                  correction=None, finding="")
    assert decide(planted, examples=30).verdict == "refuted"
