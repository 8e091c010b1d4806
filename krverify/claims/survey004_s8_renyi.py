"""004_3b24c074030182c5.txt (a survey of differential privacy), §8: Rényi differential privacy (§8.1) and
zero-concentrated DP (§8.2).

The statements are about every mechanism; they are decided over finite families — pairs (M(x), M(x')) of
randomized response, k-ary and bitwise RR and small rational distributions with zeros (§3.4.3's family) — and
over the Gaussian mechanism in closed form.  For an integer order α, D_α(P || Q) = ln m/(α - 1) with the rational
moment m = Σ P^α Q^(1-α) (:func:`krverify.model.mechanisms.renyi_moment`), so with λ = e^ε rational
"D_α <= ε" is the exact comparison m <= λ^(α-1), and a set bound P(S) <= λ Q(S)^(1-1/α) is P(S)^α <= λ^α Q(S)^(α-1).
Where a side stays irrational (ln λ, a Gaussian profile, a non-integer order) certified balls decide
(:func:`krverify.model.continuous.compare`, precision widened until decided).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

from flint import arb

from krverify.claims._claim import Evaluation, Point, certified, equal, same_truth, weakest
from krverify.claims._domain import Domain, among, each, integers, rationals
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.claims.survey004_s3_dp_basics import (
    COINS_DISPUTED,
    COMPOSE_TEXT,
    FINITE,
    INDEPENDENT_COINS,
    PURE,
    PURE_TEXT,
    _joint_axis,
    _maps,
    _marginal_pairs,
    _pure_joints,
)
from krverify.claims.survey004_s3_dp_basics import PAIRS as PAIRS
from krverify.model.balls import ball, with_precision
from krverify.model.continuous import Ball, compare, gaussian_delta, renyi_divergence, renyi_gaussian
from krverify.model.mechanisms import hockey, mass, product_dist, push, renyi_moment, rr_pair, subsets
from krverify.model.zcdp import zcdp_bounds

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
Dist = tuple[Fraction, ...]

PURE_PAIRS = each(("P", "Q"), lambda: PURE, f"(P, Q) = (M(x), M(y)) among {PURE_TEXT}")
ORDER = among("alpha", (2, 3, 5), search=integers(2, 8), text="integer orders alpha in {2, 3, 5}")
#: λ = e^ε >= 1, with 6/5 and 5/4 where set bounds and divergences part.
LAMBDA = among("e^eps", (F(1), F(6, 5), F(5, 4), F(3, 2), F(2), F(3)),
               search=rationals(1, 20, ends="[)", max_denominator=10))
SIGMA = among("sigma", (F(1, 2), F(1), F(2), F(5)), search=rationals(F(1, 10), 20, max_denominator=10))
#: Grids of orders tried in turn when a claim needs the zCDP level (krverify.model.zcdp): finer until decided.
RESOLUTIONS = (16, 64, 256)
DELTA = among("delta", (F(1, 10**6), F(1, 1000), F(1, 10), F(1, 2)), search=rationals(0, 1, max_denominator=1000))


def _rdp(P: Dist, Q: Dist, alpha: int, lam: Fraction) -> bool:
    """D_α(P || Q) <= ε and D_α(Q || P) <= ε (Definition 8.2, every ordered pair of neighbours)."""
    moments = (renyi_moment(alpha, P, Q), renyi_moment(alpha, Q, P))
    return all(m is not None and m <= lam ** (alpha - 1) for m in moments)


#: Orders of the conversion and monotonicity theorems: integers and half-integers (1 < alpha < inf).
ORDER_VALUES = (F(3, 2), F(2), F(5, 2), F(3), F(5))
ORDERS = among("alpha", ORDER_VALUES, search=integers(2, 8), text="alpha in {3/2, 2, 5/2, 3, 5}")


def _rdp_any(P: Dist, Q: Dist, alpha: Fraction, lam: Fraction) -> bool:
    """:func:`_rdp` at any rational order > 1: exact at an integer order; at a non-integer one a moment of P = Q is
    1, a moment with one term p^α q^(1-α) is compared exactly through its b-th power (α = a/b), and any other by
    certified balls."""
    alpha = F(alpha)
    if alpha.denominator == 1:
        return _rdp(P, Q, int(alpha), lam)
    a, b = alpha.numerator, alpha.denominator
    for A, B in ((P, Q), (Q, P)):
        terms = [(x, y) for x, y in zip(A, B, strict=True) if x > 0]
        if any(y == 0 for _, y in terms):
            return False
        if A == B:
            holds = lam >= 1
        elif len(terms) == 1:
            x, y = terms[0]
            holds = x**a * y ** (b - a) <= lam ** (a - b)
        else:
            holds = compare(lambda terms=terms: sum((ball(x) * ball(y / x) ** ball(1 - alpha) for x, y in terms),
                                                    arb(0)), "<=", lambda: ball(lam) ** ball(alpha - 1))[0]
        if not holds:
            return False
    return True


def _set_form(P: Dist, Q: Dist, alpha: int, lam: Fraction) -> bool:
    """P(S) <= e^ε Q(S)^(1-1/α) for every S, both orders: P(S)^α <= λ^α Q(S)^(α-1)."""
    return all(mass(A, S) ** alpha <= lam**alpha * mass(B, S) ** (alpha - 1)
               for A, B in ((P, Q), (Q, P)) for S in subsets(len(P)))


def _pure_dp(P: Dist, Q: Dist, lam: Fraction) -> bool:
    """ε-DP (δ = 0) for the pair: P(S) <= λ Q(S) and Q(S) <= λ P(S) for every S."""
    return all(mass(A, S) <= lam * mass(B, S) for A, B in ((P, Q), (Q, P)) for S in subsets(len(P)))


def _dinf(P: Dist, Q: Dist, lam: Fraction) -> bool:
    """D_∞ <= ε both orders: max P/Q <= λ and max Q/P <= λ (a zero against a positive mass: infinite)."""
    return all((b > 0 and a <= lam * b) or a == 0 for A, B in ((P, Q), (Q, P)) for a, b in zip(A, B, strict=True))


with SURVEY.section("8.1"):

    SURVEY.definition(
        "definition-8.1", label="Definition 8.1",
        statement=r"$D_\alpha(P\|Q) := \frac{1}{\alpha - 1} \ln \mathbb{E}_Q \left[ \left( \frac{P(x)}{Q(x)} "
        r"\right)^\alpha \right]$, $D_\infty(P\|Q) = \ln \max_x \frac{P(x)}{Q(x)}$, $D_1(P\|Q) = \mathbb{E}_P "
        r"\left[ \ln \frac{P(x)}{Q(x)} \right]$")
    SURVEY.definition(
        "definition-8.2", label="Definition 8.2",
        statement=r"$\mathcal{M}$ is $(\alpha, \varepsilon)$-Rényi differentially private if $\forall$ neighbouring "
        r"$x, x'$: $D_\alpha(\mathcal{M}(x)\|\mathcal{M}(x')) \leq \varepsilon$")

    SET_FORM = Domain.of(PAIRS, ORDER, LAMBDA)

    SURVEY.claim(
        "rdp-set-form",
        label="In other terms",
        statement=r"In other terms, we can express the condition for $(\alpha, \varepsilon)$-Rényi differential "
        r"privacy as, for any arbitrary set $S$, and for any neighbouring databases $x, x'$, "
        r"$\Pr[\mathcal{M}(x) \in S] \leq \left( e^\varepsilon \cdot \Pr[\mathcal{M}(x') \in S]^{1-\frac{1}{\alpha}} "
        r"\right)$",
        hypotheses="'in other terms': the set condition (every S, both orders) holds exactly when D_alpha <= eps "
        "holds (both orders); (P, Q) = (M(x), M(x'))",
        domain=SET_FORM,
        finding="The set inequality follows from (α, ε)-RDP but does not characterise it: P = (3/5, 2/5), "
        "Q = (2/5, 3/5) satisfy it for every S and both orders at α = 2, ε = 0, while D_2(P||Q) = ln(7/6) > 0; "
        "with ε > 0, (1/4, 3/4) and (1/2, 1/2) do at α = 2, e^ε = 6/5, while D_2 = ln(4/3) > ln(6/5).",
        correction=SURVEY.correction(
            "rdp-set-form.corrected",
            label="In other terms",
            statement=r"$(\alpha, \varepsilon)$-RDP implies $\Pr[\mathcal{M}(x) \in S] \leq e^\varepsilon "
            r"\Pr[\mathcal{M}(x') \in S]^{1-\frac{1}{\alpha}}$ for every $S$ (Mironov 2017, Proposition 10, "
            r"weakened)",
            hypotheses="(P, Q) = (M(x), M(x')); the set condition wherever D_alpha <= eps, both orders",
        )(lambda point: Evaluation(int(_set_form(point["P"], point["Q"], point["alpha"], point["e^eps"])), ">=",
                                   int(_rdp(point["P"], point["Q"], point["alpha"], point["e^eps"])))),
    )(lambda point: same_truth(_set_form(point["P"], point["Q"], point["alpha"], point["e^eps"]),
                               _rdp(point["P"], point["Q"], point["alpha"], point["e^eps"]), detail="set form, RDP"))

    @SURVEY.claim(
        "theorem-8.3",
        label="Theorem 8.3",
        statement=r"$(\infty, \varepsilon)$ Rényi differential privacy is equivalent to $\varepsilon$-differential "
        r"privacy.",
        hypotheses="D_inf = ln max P/Q (Definition 8.1), both orders; eps-DP: P(S) <= e^eps Q(S) for every S, "
        "both orders",
        domain=Domain.of(PAIRS, LAMBDA),
    )
    def theorem_8_3(point: Point) -> Evaluation:
        P, Q, lam = point["P"], point["Q"], point["e^eps"]
        return same_truth(_dinf(P, Q, lam), _pure_dp(P, Q, lam), detail="(inf, eps)-RDP, eps-DP")

    def _moment_ball(alpha: Fraction, P: Dist, Q: Dist) -> Ball | None:
        """Σ P^α Q^(1-α) as a ball for a non-integer order (None: P has mass where Q has none, D_α = ∞)."""
        if any(p > 0 and q == 0 for p, q in zip(P, Q, strict=True)):
            return None
        return sum((ball(p) * ball(q / p) ** ball(1 - alpha) for p, q in zip(P, Q, strict=True) if p > 0), arb(0))

    def _conversion_fractional(P: Dist, Q: Dist, alpha: Fraction, delta: Fraction) -> Evaluation:
        """As :func:`_conversion` at a non-integer order, with balls: Λ = (m/δ)^(1/(α-1)) and the hockey-stick
        divergence Σ_z (A(z) - Λ B(z))⁺ (the largest P(S) - Λ Q(S)) against δ, both orders."""
        def level() -> Ball | None:
            moments = [_moment_ball(alpha, P, Q), _moment_ball(alpha, Q, P)]
            if None in moments:
                return None
            return (moments[0].max(moments[1]) / ball(delta)) ** (1 / ball(alpha - 1))  # type: ignore[union-attr]
        if level() is None:
            return equal(0, 0, detail="D_alpha infinite: (alpha, eps)-RDP holds for no eps")
        cases = []
        for A, B in ((P, Q), (Q, P)):
            def excess(A: Dist = A, B: Dist = B) -> Ball:
                lam = level()
                return sum(((ball(a) - lam * ball(b)).max(arb(0)) for a, b in zip(A, B, strict=True)), arb(0))
            cases.append(certified(excess, "<=", lambda: ball(delta),
                                   detail="max_S (P(S) - e^eps' Q(S)) against delta"))
        return weakest(cases)

    def _conversion(P: Dist, Q: Dist, alpha: Fraction, delta: Fraction) -> Evaluation:
        """At the pair's own RDP level ε (the larger divergence), (ε + ln(1/δ)/(α-1), δ)-DP: with
        Λ^(α-1) = m/δ (m the larger moment), P(S) - δ <= Λ Q(S) at the worst S, both orders, decided exactly by
        (α-1)-th powers."""
        if F(alpha).denominator != 1:
            return _conversion_fractional(P, Q, F(alpha), delta)
        alpha = int(alpha)
        moments = [renyi_moment(alpha, P, Q), renyi_moment(alpha, Q, P)]
        if None in moments:
            return equal(0, 0, detail="D_alpha infinite: (alpha, eps)-RDP holds for no eps")
        target = max(moments) / delta  # type: ignore[type-var,operator]
        cases = []
        for A, B in ((P, Q), (Q, P)):
            S = [z for z in range(len(A)) if A[z] > 0 and (B[z] == 0 or (A[z] / B[z]) ** (alpha - 1) > target)]
            left, right = mass(A, S) - delta, mass(B, S)
            # left <= Λ·right  ⇔  left <= 0, or left^(α-1) <= (m/δ)·right^(α-1)
            cases.append(Evaluation(max(left, F(0)) ** (alpha - 1), "<=", target * right ** (alpha - 1),
                                    detail=f"S = {S}: (P(S) - delta)^(alpha-1) against "
                                    "Lambda^(alpha-1) Q(S)^(alpha-1)"))
        return weakest(cases)

    SURVEY.claim(
        "theorem-8.4",
        label="Theorem 8.4",
        statement=r"$(\alpha, \varepsilon)$-Rényi differential privacy implies $\left( \varepsilon + \frac{\log "
        r"\frac{1}{\delta}}{\alpha-1}, \delta \right)$ differential privacy.",
        hypotheses="1 < alpha < inf; 0 < delta < 1; eps the pair's RDP level max(D_alpha(P||Q), D_alpha(Q||P)) "
        "(any larger eps gives a weaker conclusion); (eps', delta)-DP both orders, every S; exact at integer "
        "orders, certified balls at the others",
        domain=Domain.of(PAIRS, ORDERS, DELTA),
    )(lambda P, Q, alpha, delta: _conversion(P, Q, alpha, delta))

    @SURVEY.claim(
        "theorem-8.5",
        label="Theorem 8.5",
        statement=r"For $\alpha_1 \geq \alpha_2$, $(\alpha_1, \varepsilon)$-Rényi differential privacy implies "
        r"$(\alpha_2, \varepsilon)$-Rényi differential privacy.",
        hypotheses="1 < alpha_2 <= alpha_1; both orders; exact at integer orders and where P = Q, certified balls "
        "at the others",
        domain=Domain.of(PAIRS, among("alpha_1", (2, F(5, 2), 3, 5), search=integers(2, 8)),
                         each("alpha_2", lambda alpha_1: [a for a in ORDER_VALUES if a <= alpha_1],
                              "alpha_2 in {3/2, 2, 5/2, 3, 5}, alpha_2 <= alpha_1"), LAMBDA),
    )
    def theorem_8_5(point: Point) -> Evaluation:
        P, Q, alpha_1, alpha_2, lam = (point[key] for key in ("P", "Q", "alpha_1", "alpha_2", "e^eps"))
        return Evaluation(int(_rdp_any(P, Q, alpha_2, lam)), ">=", int(_rdp_any(P, Q, alpha_1, lam)),
                          detail="(alpha_2, eps)-RDP, (alpha_1, eps)-RDP")

    def _rdp_composition(point: Point) -> Evaluation:
        """(α, ε_1 + ε_2)-RDP of the joint law, ε_i the marginals' own levels (the larger divergence of each):
        the joint moments, both orders, against L_1 L_2 with L_i = e^(ε_i(α-1)) the larger marginal moment."""
        alpha = point["alpha"]
        levels = [max(renyi_moment(alpha, A, B), renyi_moment(alpha, B, A))  # type: ignore[type-var]
                  for A, B in _marginal_pairs(point["R"], point["M(x)"], point["M(y)"])]
        bound = levels[0] * levels[1]
        cases = []
        for A, B in ((point["M(x)"], point["M(y)"]), (point["M(y)"], point["M(x)"])):
            joint = renyi_moment(alpha, A, B)
            cases.append(Evaluation(-(bound + 1) if joint is None else -joint, ">=", -bound,
                                    detail="joint moment against the product of the marginals' levels (negated: "
                                    "an infinite joint divergence is recorded as -(bound + 1) and fails)"))
        return weakest(cases)

    COMPOSITION_STATEMENT = (r"Composing a $(\alpha, \varepsilon_1)$-Rényi differentially private algorithm with a "
                             r"$(\alpha, \varepsilon_2)$-Rényi differentially private algorithm yields $(\alpha, "
                             r"\varepsilon_1 + \varepsilon_2)$-Rényi differential privacy.")

    SURVEY.claim(
        "theorem-8.6",
        reading="literal", disputed=COINS_DISPUTED,
        label="Theorem 8.6",
        statement=COMPOSITION_STATEMENT,
        hypotheses="the composition (M_1(x), M_2(x)) any joint law whose marginals are the two algorithms (the text "
        "does not say their coins are independent), as Theorems 3.9-3.13 are read; eps_i the marginals' own "
        "levels max(D_alpha(P_i||Q_i), D_alpha(Q_i||P_i)); both orders",
        domain=Domain.of(_joint_axis(_pure_joints(2), COMPOSE_TEXT, 2), FINITE, ORDER),
        finding="With shared coins the composition is not (α, ε_1 + ε_2)-RDP: M_1 = x XOR B and M_2 = B have "
        "D_α = 0 each, yet the joint laws on x = 0 and x = 1 are disjoint (D_α infinite).",
        correction=SURVEY.correction(
            "theorem-8.6.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Theorem 8.6",
            statement=COMPOSITION_STATEMENT + r" (the algorithms on independent coins)",
            hypotheses="independent coins (the joint law is the product of the marginals); eps_i the marginals' "
            "own levels; both orders",
            domain=Domain.of(_joint_axis(_pure_joints(2), COMPOSE_TEXT, 2, independent=True), FINITE,
                             INDEPENDENT_COINS, ORDER),
        )(_rdp_composition),
    )(_rdp_composition)

    def _advanced(lam: Fraction, k: int, S: tuple[int, ...]) -> Evaluation:
        """k-fold ε-RR of one bit (x = 1 against x' = 0): P(S) <= exp(2ε √(k ln(1/Q(S)))) Q(S), ε = ln λ."""
        P, Q = rr_pair(lam)
        joint_p, joint_q = product_dist(*([P] * k)), product_dist(*([Q] * k))
        p, q = mass(joint_p, S), mass(joint_q, S)
        if q in (0, 1):  # Q(S) = 0: P(S) = 0 (RR has full support); Q(S) = 1: the bound is Q(S) = 1 >= P(S)
            return Evaluation(p, "<=", q, detail="Q(S) in {0, 1}: the bound is Q(S)")
        bound = lambda: (2 * ball(lam).log() * (ball(k) * (1 / ball(q)).log()).sqrt()).exp() * ball(q)  # noqa: E731
        return certified(lambda: ball(p), "<=", bound, detail=f"S = {S}: P(S) against the bound's enclosure")

    SURVEY.claim(
        "theorem-8.7",
        label="Theorem 8.7",
        statement=r"Let $\mathcal{M}$ be the adaptive composition of $k$ $\varepsilon$-differentially private "
        r"mechanisms. Then for any two adjacent databases, $x, x'$, and any arbitrary set $S$, "
        r"$\Pr[\mathcal{M}(x) \in S] \leq \exp \left( 2\varepsilon \sqrt{n \ln \frac{1}{\Pr[\mathcal{M}(x') \in S]}} "
        r"\right) \cdot \Pr[\mathcal{M}(x') \in S].$",
        hypotheses="M the k-fold composition of eps-RR on one bit (the worst case of eps-DP composition, Kairouz et "
        "al. 2015); x = 1, x' = 0; every set S of the 2^k outputs",
        domain=Domain.of(among("e^eps", (F(3, 2), F(2), F(3)), search=rationals(1, 10, max_denominator=10)),
                         among("k", (1, 2, 3), search=integers(1, 3)),
                         each("S", lambda k: subsets(2**k), "every set S of outputs")),
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "n, defined nowhere in the theorem, read as k (the "
                              "number of composed mechanisms)", where="Theorem 8.7"),),
        meaningless="n is not defined in Theorem 8.7 (nor earlier in §8): as printed the bound has a free symbol",
    )(lambda point: _advanced(point["e^eps"], point["k"], point["S"]))

    SURVEY.not_checkable(
        "theorem-8.7-equivalence",
        label="upon close examination, is equivalent",
        statement=r"The above formulation of advanced composition, upon close examination, is equivalent to the one "
        r"we introduced earlier for $(\varepsilon, \delta)$-differentially private algorithms.",
        reason="An informal comparison without a stated sense of 'equivalent': Theorem 8.7 bounds P(S) by "
        "exp(2 eps sqrt(k ln(1/Q(S)))) Q(S) for every S, the earlier advanced composition (Theorem 5.8) gives "
        "(sqrt(2k ln(1/delta)) eps + k eps(e^eps - 1), delta)-DP; neither is stated as implying the other, and "
        "they are not literally the same bound (the leading constants differ by sqrt 2, the k eps(e^eps - 1) term "
        "is absent, and delta is inflated); the comparison has no truth value as printed.",
    )

    def _gaussian_conversion(sigma: Fraction, alpha: Fraction, delta: Fraction) -> Evaluation:
        """The Gaussian mechanism (Δ = 1) is (α, α/(2σ²))-RDP; its exact δ at ε' = α/(2σ²) + ln(1/δ)/(α-1)."""
        rdp = renyi_gaussian(alpha, sigma)
        eps = lambda: ball(rdp) + (1 / ball(delta)).log() / ball(alpha - 1)  # noqa: E731
        return certified(lambda: gaussian_delta(eps(), sigma), "<=", lambda: ball(delta),
                         detail="the exact delta of N(0, sigma^2) at eps' against delta")

    SURVEY.claim(
        "theorem-8.8",
        label="Theorem 8.8",
        statement=r"If a randomised mechanism $\mathcal{M}$ satisfies $(\alpha, \varepsilon(\alpha))$-RDP, then "
        r"$\mathcal{M}$ also satisfies $(\varepsilon(\alpha) + \frac{\log(\frac{1}{\delta})}{\alpha-1}, \delta)$-DP "
        r"for any $\delta \in (0, 1)$.",
        hypotheses="alpha > 1, 0 < delta < 1; M a pair (M(x), M(x')) of §3.4.3's finite family with eps(alpha) its "
        "own level at the integer order alpha (as Theorem 8.4), or the Gaussian mechanism of sensitivity 1 with "
        "eps(alpha) = alpha/(2 sigma^2) (its exact RDP curve), (eps', delta)-DP checked against its exact privacy "
        "profile (Balle and Wang 2018)",
        domain=Domain.union(Domain.of(PAIRS, ORDER, DELTA),
                            Domain.of(SIGMA, among("alpha", (F(3, 2), F(2), F(5), F(20)),
                                                   search=rationals(1, 50, max_denominator=10)), DELTA)),
    )(lambda point: _conversion(point["P"], point["Q"], point["alpha"], point["delta"]) if "P" in point
      else _gaussian_conversion(point["sigma"], point["alpha"], point["delta"]))


with SURVEY.section("8.2"):

    SURVEY.definition(
        "definition-8.9", label="Definition 8.9",
        statement=r"$\mathcal{M}$ satisfies $(\eta, \rho)$-zCDP if $\forall$ neighbouring databases $x, y$ and all "
        r"numbers $\alpha > 1$, $D_\alpha(\mathcal{M}(x) \parallel \mathcal{M}(y)) \leq \eta + \rho\alpha$")

    ZCDP_COMPOSITION = (r"For a set $\{\mathcal{M}_i\}_{i \in [k]}$ of algorithms that are $\rho_i$-zero concentrated "
                        r"differentially private respectively, then $\mathcal{M} = (\mathcal{M}_1, \mathcal{M}_2, "
                        r"\dots, \mathcal{M}_k)$ is $(\sum_{i=1}^k \rho_i)$-zero concentrated differentially private.")

    def _zcdp_composition(point: Point) -> Evaluation:
        """At the order α, ρ_i α = the marginal's own level (the larger divergence): both joint moments against
        L_1 L_2, L_i = e^((α-1)ρ_i α) the larger marginal moment, negated; an infinite joint divergence is recorded
        as -(L_1 L_2 + 1), below the bound."""
        alpha = point["alpha"]
        levels = [max(renyi_moment(alpha, A, B), renyi_moment(alpha, B, A))  # type: ignore[type-var]
                  for A, B in _marginal_pairs(point["R"], point["M(x)"], point["M(y)"])]
        bound = levels[0] * levels[1]
        cases = []
        for A, B in ((point["M(x)"], point["M(y)"]), (point["M(y)"], point["M(x)"])):
            joint = renyi_moment(alpha, A, B)
            cases.append(Evaluation(-bound - 1 if joint is None else -joint, ">=", -bound,
                                    detail="joint moment against the product of the marginals' levels (negated; an "
                                    "infinite joint divergence recorded as -(bound + 1))"))
        return weakest(cases)

    SURVEY.claim(
        "theorem-8.10",
        reading="literal", disputed=COINS_DISPUTED,
        label="Theorem 8.10",
        statement=ZCDP_COMPOSITION,
        hypotheses="M = (M_1, M_2) any joint law whose marginals are the two algorithms (the text does not say their "
        "coins are independent), as Theorem 8.6 is read; rho_i-zCDP at the order alpha: D_alpha(M_i(x)||M_i(y)) <= "
        "rho_i alpha, both orders, with rho_i alpha the marginal's own level (the smallest rho_i the order allows); "
        "the conclusion D_alpha(M(x)||M(y)) <= (rho_1 + rho_2) alpha at the same order, both orders",
        domain=Domain.of(_joint_axis(_pure_joints(2), COMPOSE_TEXT, 2), FINITE, ORDER),
        finding="With shared coins the pair is not (rho_1 + rho_2)-zCDP: M_1 = x XOR B and M_2 = B are 0-zCDP "
        "(D_alpha = 0 at every order), yet the joint laws on x = 0 and x = 1 are disjoint (D_alpha infinite).",
        correction=SURVEY.correction(
            "theorem-8.10.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Theorem 8.10",
            statement=ZCDP_COMPOSITION + r" (the algorithms on independent coins)",
            hypotheses="independent coins (the joint law is the product of the marginals); rho_i alpha the marginals' "
            "own levels at the order alpha; both orders",
            domain=Domain.of(_joint_axis(_pure_joints(2), COMPOSE_TEXT, 2, independent=True), FINITE,
                             INDEPENDENT_COINS, ORDER),
        )(_zcdp_composition),
    )(_zcdp_composition)

    @SURVEY.claim(
        "theorem-8.11",
        label="Theorem 8.11",
        statement=r"Let $\mathcal{M}$ and $f : Y \rightarrow Z$ be randomized algorithms, with $\mathcal{M}$ "
        r"satisfying $\rho$-zCDP. Then $f \circ \mathcal{M}$ satisfies $\rho$-zCDP.",
        hypotheses="f every deterministic map to 2 or 3 outputs and the randomized kernels of §3.4.3; the claim at "
        "the pair's own divergence: D_alpha(f(P)||f(Q)) <= D_alpha(P||Q) for each integer alpha (data processing)",
        domain=Domain.of(PAIRS, ORDER, each("f", lambda P: _maps(len(P)), "every map f of §3.4.3's family")),
    )
    def theorem_8_11(P: Dist, Q: Dist, alpha: int, f: tuple[Dist, ...]) -> Evaluation:
        before, after = renyi_moment(alpha, P, Q), renyi_moment(alpha, push(P, f), push(Q, f))
        if before is None:
            return Evaluation(0, "<=", 0, detail="D_alpha(P||Q) infinite: nothing to preserve")
        return Evaluation(F(-1) if after is None else -after, ">=", -before,
                          detail="moments m(f(P)||f(Q)) <= m(P||Q) (negated: an infinite m(f(P)||f(Q)) fails)")

    def _count_pairs(k: int) -> list[tuple[int, int]]:
        return [(c, d) for c in range(k + 2) for d in range(k + 2) if 0 < abs(c - d) <= k]

    def _geometric(r: Fraction, size: int, c: int) -> Dist:
        """The truncated geometric law on {0, ..., size - 1} centred at c: P[z] ∝ r^|z - c|."""
        weights = [r ** abs(z - c) for z in range(size)]
        total = sum(weights, F(0))
        return tuple(w / total for w in weights)

    @lru_cache(maxsize=64)
    def _geometric_level(r: Fraction, size: int, resolution: int) -> tuple[Fraction, Fraction]:
        """Rationals bracketing the zCDP level of the truncated geometric mechanism: the largest level of a pair of
        neighbouring counts (:func:`krverify.model.zcdp.zcdp_bounds`)."""
        brackets = [zcdp_bounds(_geometric(r, size, c), _geometric(r, size, c + 1), resolution)
                    for c in range(size - 1)]
        return max(low for low, _ in brackets), max(high for _, high in brackets)

    def _group_geometric(r: Fraction, k: int, c: int, other: int, alpha: Fraction) -> Evaluation:
        """D_α(M(c) || M(c')) <= k² ρ α: it holds when the divergence's upper end is at most the bound with ρ's lower
        end, fails when its lower end exceeds the bound with ρ's upper end; else ρ's bracket is narrowed."""
        size = k + 2
        P, Q = _geometric(r, size, c), _geometric(r, size, other)
        low_d, high_d = with_precision(lambda: renyi_divergence(alpha, P, Q), 160)
        for resolution in RESOLUTIONS:
            low, high = _geometric_level(r, size, resolution)
            if high_d <= k * k * low * alpha:
                return Evaluation(high_d, "<=", k * k * low * alpha, detail=f"an upper bound of D_alpha against k^2 "
                                  f"rho alpha at a lower bound of rho (orders gridded at resolution {resolution})")
            if low_d > k * k * high * alpha:
                return Evaluation(low_d, "<=", k * k * high * alpha, detail=f"a lower bound of D_alpha against k^2 "
                                  f"rho alpha at an upper bound of rho (orders gridded at resolution {resolution})")
        raise ValueError(f"D_alpha and k^2 rho alpha are not separated at r={r}, k={k}, c={c}, c'={other}, "
                         f"alpha={alpha}")

    @SURVEY.claim(
        "theorem-8.12",
        label="Theorem 8.12",
        statement=r"If $\mathcal{M}$ is a randomised algorithm satisfying $\rho$-zCDP, then for groups of size $k$, "
        r"$\mathcal{M}$ guarantees $k^2 \rho$-zCDP, i.e. for $x, y$ such that $\|x - y\|_1 \leq k$, "
        r"$D_\alpha(\mathcal{M}(x) \parallel \mathcal{M}(y')) \leq (k^2 \rho) \alpha.$",
        hypotheses="M the Gaussian mechanism N(q(x), 1/(2 rho)) of a sensitivity-1 query (rho-zCDP), or the "
        "truncated geometric mechanism of a count, with rho its zCDP level (Definition 8.9, bracketed by rationals); "
        "databases k apart move the query by at most k; y' read as y",
        domain=Domain.union(
            Domain.of(among("rho", (F(1, 100), F(1, 2), F(1), F(8)), search=rationals(0, 20, max_denominator=100)),
                      among("k", (1, 2, 3, 5), search=integers(1, 10)),
                      each("shift", lambda k: range(k + 1), "|q(x) - q(y)| = 0..k"),
                      among("alpha", (F(3, 2), F(2), F(10)), search=rationals(1, 50, max_denominator=10))),
            Domain.of(among("r", (F(1, 2), F(2, 3), F(9, 10)), search=rationals(0, 1, ends="()", max_denominator=10)),
                      among("k", (2, 3, 4), search=integers(2, 5)),
                      each(("c", "c'"), _count_pairs, "M(c) = the truncated geometric law P[z] ∝ r^|z - c| on "
                           "z in {0, ..., k + 1} of a count c in {0, ..., k + 1} (sensitivity 1), rho its zCDP level; "
                           "every pair of counts c != c' at most k apart (k = 1 is the hypothesis itself)"),
                      among("alpha", (F(3, 2), F(2), F(10)), search=rationals(1, 50, max_denominator=10)))),
        reading="as read",
        deviations=(Deviation("conversion artefact", "y' in the display read as y (no y' is defined)",
                              where="Theorem 8.12"),),
        meaningless="y' is not defined in Theorem 8.12",
    )
    def theorem_8_12(point: Point) -> Evaluation:
        if "r" in point:
            return _group_geometric(point["r"], point["k"], point["c"], point["c'"], point["alpha"])
        rho, k, shift, alpha = point["rho"], point["k"], point["shift"], point["alpha"]
        # D_α(N(0, σ²) || N(s, σ²)) = α s²/(2σ²) with σ² = 1/(2ρ): α s² ρ
        return Evaluation(alpha * shift**2 * rho, "<=", k**2 * rho * alpha)

    def _zcdp_to_dp(sigma: Fraction, sensitivity: int, delta: Fraction) -> Evaluation:
        """ρ = Δ²/(2σ²) (Gaussian); the exact δ of N(0, σ²) at ε = ρ + 2√(ρ ln(1/δ)) against δ."""
        rho = F(sensitivity**2) / (2 * sigma**2)
        eps = lambda: ball(rho) + 2 * (ball(rho) * (1 / ball(delta)).log()).sqrt()  # noqa: E731
        return certified(lambda: gaussian_delta(eps(), sigma, F(sensitivity)), "<=", lambda: ball(delta),
                         detail="the exact delta of N(0, sigma^2) at eps against delta")

    def _pair_delta(P: Dist, Q: Dist, rho: Fraction, delta: Fraction, end: int) -> Fraction:
        """The pair's exact delta (both orders) at e^eps, eps = rho + 2 sqrt(rho ln(1/delta)), with e^eps replaced by
        the lower (``end`` 0: delta from above) or upper (``end`` 1) end of its ball."""
        lam = with_precision(lambda: (ball(rho) + 2 * (ball(rho) * (1 / ball(delta)).log()).sqrt()).exp(), 160)[end]
        return max(hockey(P, Q, lam), hockey(Q, P, lam))

    def _zcdp_pair_to_dp(P: Dist, Q: Dist, delta: Fraction) -> Evaluation:
        """delta(eps) of the pair at eps(rho) against delta: delta(eps) falls and eps(rho) rises with rho, so a lower
        end of rho bounds delta(eps) from above (the claim holds) and an upper end from below (it fails)."""
        for resolution in RESOLUTIONS:
            low, high = zcdp_bounds(P, Q, resolution)
            above = _pair_delta(P, Q, low, delta, 0)
            if above <= delta:
                return Evaluation(above, "<=", delta, detail=f"delta(eps) from above: rho's lower end, e^eps's lower "
                                  f"end (orders gridded at resolution {resolution})")
            below = _pair_delta(P, Q, high, delta, 1)
            if below > delta:
                return Evaluation(below, "<=", delta, detail=f"delta(eps) from below: rho's upper end, e^eps's upper "
                                  f"end (orders gridded at resolution {resolution})")
        raise ValueError(f"delta(eps) and delta={delta} are not separated for P={P}, Q={Q}")

    SURVEY.claim(
        "theorem-8.13",
        label="Theorem 8.13",
        statement=r"If $\mathcal{M}$ is a randomised algorithm that satisfies $\rho$-zCDP, then $\mathcal{M}$ "
        r"satisfies $(\rho + 2\sqrt{\rho \log(\frac{1}{\delta})}, \delta)$-differential privacy.",
        hypotheses="0 < delta < 1; M the Gaussian mechanism of a query of sensitivity Delta with sigma^2 = "
        "Delta^2/(2 rho) (exactly rho-zCDP), against its exact privacy profile, or a pair (M(x), M(x')) of §3.4.3's "
        "pure family with rho its zCDP level (Definition 8.9, bracketed by rationals) and its exact delta(eps), "
        "both orders",
        domain=Domain.union(
            Domain.of(PURE_PAIRS, among("delta", (F(1, 10**6), F(1, 1000), F(1, 10), F(1, 2), F(9, 10)),
                                        search=rationals(0, 1, ends="()", max_denominator=1000))),
            Domain.of(among("sigma", (F(1, 4), F(1, 2), F(1), F(2), F(5), F(10)),
                            search=rationals(F(1, 10), 20, max_denominator=10)),
                      among("Delta", (1, 2), search=integers(1, 5)),
                      among("delta", (F(1, 10**9), F(1, 10**6), F(1, 1000), F(1, 10), F(1, 2), F(9, 10)),
                            search=rationals(0, 1, max_denominator=1000)))),
    )(lambda point: _zcdp_pair_to_dp(point["P"], point["Q"], point["delta"]) if "P" in point
      else _zcdp_to_dp(point["sigma"], point["Delta"], point["delta"]))

    def _pure_to_zcdp(P: Dist, Q: Dist, alpha: Fraction) -> Evaluation:
        """ε the pair's pure level ln max(P/Q, Q/P); D_α(P || Q) <= α ε²/2, both orders (certified balls)."""
        lam = max(max(p / q, q / p) for p, q in zip(P, Q, strict=True))
        if lam == 1:
            return Evaluation(0, "<=", 0, detail="P = Q: D_alpha = 0 = alpha eps^2/2")
        bound = lambda: ball(alpha) * ball(lam).log() ** 2 / 2  # noqa: E731
        return weakest(certified(lambda A=A, B=B: renyi_divergence(alpha, A, B), "<=", bound,
                                 detail="D_alpha against alpha eps^2/2") for A, B in ((P, Q), (Q, P)))

    SURVEY.claim(
        "theorem-8.14",
        label="Theorem 8.14",
        statement=r"If $\mathcal{M}$ is an $\varepsilon$-differentially private randomised algorithm, then for "
        r"$\rho = \frac{1}{2}\varepsilon^2$, $\mathcal{M}$ satisfies $\rho$-zCDP.",
        hypotheses="eps the pair's own pure level ln max(P/Q, Q/P) (the smallest eps it satisfies); D_alpha <= rho "
        "alpha for each order alpha of the grid, both orders",
        domain=Domain.of(PURE_PAIRS, among("alpha", (F(11, 10), F(3, 2), F(2), F(3), F(5), F(50)),
                                           search=rationals(1, 100, max_denominator=10))),
    )(lambda P, Q, alpha: _pure_to_zcdp(P, Q, alpha))

    @SURVEY.claim(
        "definition-8.15",
        label="Definition 8.15",
        statement=r"the Gaussian mechanism $\mathcal{M}_G$ returns noisy answers $\{q(x) + N(0, \Delta_2(Q)^2 / "
        r"(2\rho))\}_{q \in Q}$. This endows $\rho$-zCDP upon the query response(s).",
        hypotheses="rho > 0; the noise independent across q; Delta_2(Q) the l2 sensitivity of the answer vector; "
        "D_alpha of two Gaussians with shift vector v: alpha |v|^2/(2 sigma^2)",
        domain=Domain.of(among("rho", (F(1, 100), F(1, 2), F(1), F(8)), search=rationals(0, 20, max_denominator=100)),
                         each("v", lambda: [v for v in product(range(-2, 3), repeat=2) if any(v)],
                              "shift vectors v in {-2..2}^2 (a neighbour's change of the two answers), v != 0"),
                         among("alpha", (F(3, 2), F(2), F(10)), search=rationals(1, 50, max_denominator=10))),
    )
    def definition_8_15(rho: Fraction, v: tuple[int, int], alpha: Fraction) -> Evaluation:
        sensitivity_sq = v[0] ** 2 + v[1] ** 2  # Δ_2 at least |v|: the worst neighbour has |v| = Δ_2
        variance = F(sensitivity_sq) / (2 * rho)
        return Evaluation(alpha * sensitivity_sq / (2 * variance), "<=", rho * alpha)

