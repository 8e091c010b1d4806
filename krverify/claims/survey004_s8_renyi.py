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

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache, partial
from math import isqrt, lcm

from flint import arb

from krverify.claims import _strategies as st
from krverify.claims._claim import Evaluation, Point, certified, equal, same_truth, weakest
from krverify.claims._domain import Axis, Domain, among, each, integers, ints, rationals, region, where
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.claims.survey004_s3_dp_basics import (
    COINS_DISPUTED,
    COMPOSE,
    COMPOSE_TEXT,
    FINITE,
    FINITE_DATA,
    INDEPENDENT_COINS,
    IS_JOINT,
    KERNELS,
    PURE,
    PURE_DATA,
    PURE_TEXT,
    _independent,
    _joint_axis,
    _joint_data_axis,
    _joints_data,
    _levels,
    _literal,
    _marginal_pairs,
    _pure_joints,
    _weights,
)
from krverify.claims.survey004_s3_dp_basics import PAIRS as PAIRS
from krverify.model.balls import ball, with_precision
from krverify.model.continuous import Ball, compare, gaussian_delta, renyi_divergence, renyi_gaussian
from krverify.model.mechanisms import hockey, mass, mix, product_dist, push, renyi_moment, rr_pair, subsets
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
#: The logarithm of §8 and §9's bounds, printed 'log' with no base, read as ln (Definition 8.1 writes ln).
LOG_AS_LN = Deviation("notation from elsewhere", "log, printed with no base, read as the natural logarithm ln, the "
                      "logarithm of Definition 8.1's divergence", where="l.1614")
LOG_MEANINGLESS = ("'log' has no base in the statement (base 2 or 10 give other bounds); ln is read, as Definition 8.1 "
                   "writes it")
#: Definition 8.1 and Theorems 8.4, 8.8 give the order no range; the conversion needs α > 1.
ORDER_ABOVE_ONE = Deviation("added hypothesis", "1 < α < ∞: Definition 8.1 and the theorem give α no range (only "
                            "Definition 8.9, l.1682, states α > 1, for zCDP); at α < 1 the conversion fails (record "
                            "theorem-8.4-every-order)", where="l.1612-1624")


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
    if alpha <= 1:
        return _rdp_low(P, Q, alpha, lam)
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


def _low_moment(alpha: Fraction, A: Dist, B: Dist) -> Ball:
    """Σ A^α B^(1-α) over the outcomes where both are positive, for 0 < α < 1 (a term with a zero vanishes)."""
    return sum((ball(a) * ball(b / a) ** ball(1 - alpha) for a, b in zip(A, B, strict=True) if a > 0 and b > 0),
               arb(0))


def _kl(A: Dist, B: Dist) -> Ball | None:
    """D_1(A || B) = Σ A ln(A/B) (None: A has mass where B has none)."""
    if any(a > 0 and b == 0 for a, b in zip(A, B, strict=True)):
        return None
    return sum((ball(a) * ball(a / b).log() for a, b in zip(A, B, strict=True) if a > 0), arb(0))


def _rdp_low(P: Dist, Q: Dist, alpha: Fraction, lam: Fraction) -> bool:
    """(α, ε)-RDP, both orders, at an order 0 < α <= 1: D_α = ln(m)/(α - 1) <= ε iff m >= λ^(α-1) (m <= 1, with
    equality iff the laws agree), D_1 the KL divergence; certified balls, exact where P = Q."""
    if P == Q:
        return lam >= 1
    for A, B in ((P, Q), (Q, P)):
        terms = [(a, b) for a, b in zip(A, B, strict=True) if a > 0 and b > 0]
        if len(terms) == 1 and (alpha < 1 or sum(A) == terms[0][0]):
            # one term (a point mass where both are positive): exact, through the v-th power (α = u/v); at α = 1,
            # A is the point mass 1 and D_1 = ln(1/b)
            (a, b), (u, v) = terms[0], (F(alpha).numerator, F(alpha).denominator)
            if not (a**u * b ** (v - u) >= lam ** (u - v) if alpha < 1 else 1 / b <= lam):
                return False
            continue
        if alpha == 1:
            divergence = _kl(A, B)
            if divergence is None or not compare(lambda d=divergence: d, "<=", lambda: ball(lam).log())[0]:
                return False
        elif not any(a > 0 and b > 0 for a, b in zip(A, B, strict=True)):
            return False
        elif not compare(lambda A=A, B=B: _low_moment(alpha, A, B), ">=",
                         lambda: ball(lam) ** ball(alpha - 1))[0]:
            return False
    return True




#: PURE_PAIRS as data: the same pairs (M(x), M(y)), in order, every entry a Fraction.
PURE_PAIRS_DATA = each(("P", "Q"), _literal(PURE), f"(P, Q) = (M(x), M(y)) among {PURE_TEXT}")

#: _maps(len(P)) as data (the same maps, in order, Fraction entries): every deterministic map g to 2, then to 3
#: outcomes as a 0/1 matrix (row r the unit vector of g(r); maps in the order of product(range(width),
#: repeat=size)), then the kernels of KERNELS.
MAPS_DATA = (
    "tuple(K for part in (tuple(tuple(w[1][g[r]] for r in ints(0, len(P) - 1)) for w in "
    "((2, ((1/1, 0/1), (0/1, 1/1))), (3, ((1/1, 0/1, 0/1), (0/1, 1/1, 0/1), (0/1, 0/1, 1/1)))) "
    "for g in tuples(ints(0, w[0] - 1), len(P))), "
    f"{_literal(KERNELS[2])} if len(P) == 2 else {_literal(KERNELS[3])} if len(P) == 3 else "
    f"{_literal(KERNELS[4])}) for K in part)"
)

#: The k = 2 joint laws of Theorems 8.6 and 8.10 as data: survey004_s3's (PURE_DATA[2], in _pure_joints(2)'s order;
#: the search draws random joint laws of two mechanisms), each M_i ε_i-DP for some ε_i (FINITE_DATA), at the orders.
PURE_JOINTS_TWO = Domain.of(_joint_data_axis(2, partial(_pure_joints, 2), PURE_DATA[2], COMPOSE_TEXT), FINITE_DATA,
                            ORDER)
#: Composition of two RDP (zCDP) mechanisms at an integer order α > 1: D_α(A||B) <= ε iff the moment
#: m(A, B) = Σ_z A(z)^α B(z)^(1-α) is at most e^((α-1)ε) (infinite when A(z) > 0 = B(z)); the marginals' own levels
#: L_i = e^((α-1)ε_i), the larger moment of marginal i; the joint law is (α, ε_1 + ε_2)-RDP iff both joint moments
#: are at most L_1 L_2; recorded negated, an infinite joint moment as -(L_1 L_2 + 1).
RDP_COMPOSITION_FORMULA = """
infinite(A, B) = any(A[z] > 0 and B[z] == 0 for z in ints(0, len(A) - 1))
moment(A, B) = sum(A[z]**alpha / B[z]**(alpha - 1) for z in ints(0, len(A) - 1) if A[z] > 0)
# the marginals of a law on R_1 x R_2 (cells (r_1, r_2) in row-major order)
first(Z) = tuple(sum(Z[i*R[1] + j] for j in ints(0, R[1] - 1)) for i in ints(0, R[0] - 1))
second(Z) = tuple(sum(Z[i*R[1] + j] for i in ints(0, R[0] - 1)) for j in ints(0, R[1] - 1))
# e^((alpha-1) eps_i): each marginal's own level, the larger divergence of its two orders (finite: the domain)
L1 = max(moment(first(Mx), first(My)), moment(first(My), first(Mx)))
L2 = max(moment(second(Mx), second(My)), moment(second(My), second(Mx)))
# (alpha, eps_1 + eps_2): D_alpha(M(x)||M(y)) <= eps_1 + eps_2 iff the joint moment <= e^((alpha-1)(eps_1 + eps_2))
# = L1 L2, both orders (negated; an infinite joint moment recorded as -(L1 L2 + 1))
(-(L1*L2 + 1) if infinite(Mx, My) else -moment(Mx, My)) >= -(L1*L2) and (-(L1*L2 + 1) if infinite(My, Mx)
    else -moment(My, Mx)) >= -(L1*L2)
"""

with SURVEY.section("8.1"):

    @SURVEY.claim(
        "simple-composition-tight",
        label="bounds for composition of pure",
        statement=r"(bounds for composition of pure (i.e. $\varepsilon$-) DP given by simple composition are tight)",
        kind="identity",
        hypotheses="the k-fold composition of ε-RR on one bit, on independent coins (each a pure ε-DP mechanism, "
        "§4.1.3): on the output 1...1 the ratio of the laws of x = 1 and x = 0 equals e^(kε), the level simple "
        "composition gives",
        domain=Domain.of(among("e^eps", (F(6, 5), F(5, 4), F(3, 2), F(2), F(3), F(10)),
                               search=rationals(1, 10, ends="()", max_denominator=10), symbol="lam"),
                         ints("k", 1, 9, search_high=40)),
        formula="""
        keep = lam/(lam + 1)  # eps-RR keeps the bit
        P = prod(keep for i in ints(1, k))  # the model: P[k reports of x = 1 all kept], independent coins
        Q = prod(1 - keep for i in ints(1, k))  # P[the same k reports from x = 0]
        P/Q == lam**k  # printed: the level e^(k eps) of simple composition is reached (tight)
        """,
    )
    def simple_composition_tight(point: Point) -> Evaluation:
        lam, k = point["e^eps"], point["k"]
        P, Q = rr_pair(lam)  # outcome 0 of P is the report of x = 1 kept
        return equal(P[0] ** k / Q[0] ** k, lam**k,
                     detail="P[M(1) = the kept report, k times]/P[M(0) = the same] (independent coins) against "
                     "e^(kε)")

    SURVEY.definition(
        "definition-8.1", label="Definition 8.1",
        statement=r"$D_\alpha(P\|Q) := \frac{1}{\alpha - 1} \ln \mathbb{E}_Q \left[ \left( \frac{P(x)}{Q(x)} "
        r"\right)^\alpha \right]$, $D_\infty(P\|Q) = \ln \max_x \frac{P(x)}{Q(x)}$, $D_1(P\|Q) = \mathbb{E}_P "
        r"\left[ \ln \frac{P(x)}{Q(x)} \right]$")
    def _limits(P: Dist, Q: Dist, j: int) -> Evaluation:
        """The sandwiches that give both limits along α = 2^j and α = 1 ± 2^-j.  α -> ∞: with r = max P/Q at z*,
        Q(z*) r^α <= Σ P^α Q^(1-α) <= r^(α-1), so ln r + ln P(z*)/(α - 1) <= D_α <= ln r (exact moments at the
        integer order 2^j).  α -> 1: D_α is non-decreasing in α (Theorem 8.5), so D_(1-h) <= D_1 <= D_(1+h), h =
        2^-j, and the bracket's width D_(1+h) - D_(1-h) is at most 2h·C (C = 2(ln r_max)² + 1, certified), so it
        closes at the rate h."""
        alpha = 2**j
        star = max((z for z in range(len(P)) if P[z] > 0), key=lambda z: P[z] / Q[z])
        r = P[star] / Q[star]
        moment = renyi_moment(alpha, P, Q)
        assert moment is not None
        h = F(1, 2**j)
        spread = max(max(p / q, q / p) for p, q in zip(P, Q, strict=True) if p and q)
        below = lambda: _low_moment(1 - h, P, Q).log() / ball(-h)  # noqa: E731
        width = lambda: renyi_divergence(1 + h, P, Q) - below()  # noqa: E731
        kl = _kl(P, Q)
        assert kl is not None
        return weakest((Evaluation(Q[star] * r**alpha, "<=", moment, detail="Q(z*) r^α <= the moment"),
                        Evaluation(moment, "<=", r ** (alpha - 1), detail="the moment <= r^(α - 1)"),
                        certified(below, "<=", lambda: kl,
                                  detail="D_(1-h) <= D_1"),
                        certified(lambda: kl, "<=", lambda: renyi_divergence(1 + h, P, Q), detail="D_1 <= D_(1+h)"),
                        certified(width, "<=", lambda: 2 * ball(h) * (2 * ball(spread).log() ** 2 + 1),
                                  detail="D_(1+h) - D_(1-h) <= 2h C")))

    SURVEY.claim(
        "definition-8.1-limits",
        label="Definition 8.1",
        statement=r"$D_\infty(P\|Q) := \lim_{\alpha \rightarrow \infty} D_\alpha(P\|Q) = \ln \max_x "
        r"\frac{P(x)}{Q(x)}$ and $D_1(P\|Q) := \lim_{\alpha \rightarrow 1} D_\alpha(P\|Q) = \mathbb{E}_P \left[ \ln "
        r"\frac{P(x)}{Q(x)} \right]$",
        hypotheses="P and Q distributions on the same finite outcomes (l.1612); each limit by a "
        "sandwich whose two sides meet: ln r + ln P(z*)/(α - 1) and ln r around D_α for α -> ∞, D_(1-h) and "
        "D_(1+h) around D_1 for α -> 1 (l.1620-1624)",
        domain=Domain.of(each(("P", "Q"), _literal(tuple(pq for pq in PURE if all(pq[0]) and all(pq[1])
                                                         and pq[0] != pq[1])),
                              f"(P, Q) among {PURE_TEXT} (every pair of different laws with full support; P = Q has "
                              "D_α = 0 at every order)"),
                         ints("j", 1, 8)),
        formula="""
        # Definition 8.1: D_a(P||Q) = ln E_Q[(P/Q)^a]/(a - 1) (a != 1; full supports), D_1(P||Q) = E_P[ln(P/Q)]
        k = len(P)
        moment(a) = sum(Q[z]*(P[z]/Q[z])**a for z in ints(0, k - 1))
        D(a) = ln(moment(a))/(a - 1)
        D1 = sum(P[z]*ln(P[z]/Q[z]) for z in ints(0, k - 1))
        # alpha -> oo along alpha = 2^j: r = max P/Q at z*, Q(z*) r^alpha <= moment(alpha) <= r^(alpha - 1), so
        # ln r + ln Q(z*)/(alpha - 1) + ln r/(alpha - 1) <= D_alpha <= ln r, both ends -> ln r
        alpha = 2**j
        r = max(P[z]/Q[z] for z in ints(0, k - 1))
        star = min(z for z in ints(0, k - 1) if P[z]/Q[z] == r)
        # alpha -> 1 along 1 -/+ h, h = 2^-j: D_(1-h) <= D_1 <= D_(1+h) (D_a non-decreasing in a, Theorem 8.5) and
        # the bracket closes at the rate h: D_(1+h) - D_(1-h) <= 2h C, C = 2 (ln s)^2 + 1, s the largest ratio
        h = 1/2**j
        s = max(max(P[z]/Q[z], Q[z]/P[z]) for z in ints(0, k - 1))
        Q[star]*r**alpha <= moment(alpha) and moment(alpha) <= r**(alpha - 1) and D(1 - h) <= D1 and D1 <= D(1 + h)
          and D(1 + h) - D(1 - h) <= 2*h*(2*ln(s)**2 + 1)
        """,
    )(lambda point: _limits(point["P"], point["Q"], point["j"]))

    SURVEY.definition(
        "definition-8.2", label="Definition 8.2",
        statement=r"$\mathcal{M}$ is $(\alpha, \varepsilon)$-Rényi differentially private if $\forall$ neighbouring "
        r"$x, x'$: $D_\alpha(\mathcal{M}(x)\|\mathcal{M}(x')) \leq \varepsilon$")

    SET_FORM = Domain.of(PAIRS, ORDER, among("e^eps", (F(1), F(6, 5), F(5, 4), F(3, 2), F(2), F(3)),
                                             search=rationals(1, 20, ends="[)", max_denominator=10), symbol="lam"))
    #: the model, Definitions 8.1-8.2: D_α(A||B) = ln(Σ A^α B^(1-α))/(α - 1) <= ε, i.e. the moment at most λ^(α-1)
    #: (infinite when B(z) = 0 < A(z)), both orders; the printed set form P(S) <= e^ε Q(S)^(1-1/α) for every S, both
    #: orders, raised to the α-th power; each as 1 (holds) or 0
    SET_FORM_FORMULA = """
        k = len(P)
        finite(A, B) = all(B[z] > 0 for z in ints(0, k - 1) if A[z] > 0)
        moment(A, B) = sum(A[z]**alpha/B[z]**(alpha - 1) for z in ints(0, k - 1) if A[z] > 0)
        rdp = 1 if all(finite(AB[0], AB[1]) and moment(AB[0], AB[1]) <= lam**(alpha - 1)
          for AB in ((P, Q), (Q, P))) else 0
        mass(A, S) = sum(A[z] for z in S)
        sets = 1 if all(mass(AB[0], S)**alpha <= lam**alpha*mass(AB[1], S)**(alpha - 1)
          for AB in ((P, Q), (Q, P)) for S in subsets(k)) else 0
        """

    #: Issue 38's final re-read: "in other terms, we can express the condition as" read as "iff" or as "implies".
    SET_FORM_DISPUTED = ("whether 'in other terms, we can express the condition for (α, ε)-RDP as' the set inequality "
                         "claims an equivalence (the literal side: refuted) or only that RDP implies it (the "
                         "charitable side: Mironov's Proposition 10, weakened, verified)")

    SURVEY.claim(
        "rdp-set-form",
        reading="literal", disputed=SET_FORM_DISPUTED,
        label="In other terms",
        statement=r"In other terms, we can express the condition for $(\alpha, \varepsilon)$-Rényi differential "
        r"privacy as, for any arbitrary set $S$, and for any neighbouring databases $x, x'$, "
        r"$\Pr[\mathcal{M}(x) \in S] \leq \left( e^\varepsilon \cdot \Pr[\mathcal{M}(x') \in S]^{1-\frac{1}{\alpha}} "
        r"\right)$",
        hypotheses="'in other terms': the set condition (every S, both orders) holds exactly when D_alpha <= eps "
        "holds, both orders (l.1634); (P, Q) = (M(x), M(x'))",
        domain=SET_FORM,
        formula=SET_FORM_FORMULA + "sets == rdp",
        finding="The set inequality follows from (α, ε)-RDP but does not characterise it: P = (3/5, 2/5), "
        "Q = (2/5, 3/5) satisfy it for every S and both orders at α = 2, ε = 0, while D_2(P||Q) = ln(7/6) > 0; "
        "with ε > 0, (1/4, 3/4) and (1/2, 1/2) do at α = 2, e^ε = 6/5, while D_2 = ln(4/3) > ln(6/5).",
        correction=SURVEY.correction(
            "rdp-set-form.corrected",
            reading="charitable", disputed=SET_FORM_DISPUTED,
            label="In other terms",
            statement=r"$(\alpha, \varepsilon)$-RDP implies $\Pr[\mathcal{M}(x) \in S] \leq e^\varepsilon "
            r"\Pr[\mathcal{M}(x') \in S]^{1-\frac{1}{\alpha}}$ for every $S$ (Mironov 2017, Proposition 10, "
            r"weakened)",
            hypotheses="(P, Q) = (M(x), M(x')); the set condition wherever D_alpha <= eps, both orders",
            formula=SET_FORM_FORMULA + "sets >= rdp",
        )(lambda point: Evaluation(int(_set_form(point["P"], point["Q"], point["alpha"], point["e^eps"])), ">=",
                                   int(_rdp(point["P"], point["Q"], point["alpha"], point["e^eps"])))),
    )(lambda point: same_truth(_set_form(point["P"], point["Q"], point["alpha"], point["e^eps"]),
                               _rdp(point["P"], point["Q"], point["alpha"], point["e^eps"]), detail="set form, RDP"))

    @SURVEY.claim(
        "theorem-8.3",
        label="Theorem 8.3",
        statement=r"$(\infty, \varepsilon)$ Rényi differential privacy is equivalent to $\varepsilon$-differential "
        r"privacy.",
        hypotheses="D_inf = ln max P/Q (Definition 8.1), both orders; eps-DP as Definition 3.5 with delta = 0: P(S) "
        "<= e^eps Q(S) for every S, both orders (l.331)",
        domain=Domain.of(PAIRS, among("e^eps", (F(1), F(6, 5), F(5, 4), F(3, 2), F(2), F(3)),
                                      search=rationals(1, 20, ends="[)", max_denominator=10), symbol="lam")),
        # both sides are definitions; the printed claim is their equivalence
        formula="""
        k = len(P)
        # Definition 8.1: D_inf(A||B) = ln max_z A(z)/B(z) <= eps, i.e. A(z) <= e^eps B(z) at every z (infinite where
        # B(z) = 0 < A(z)), both orders
        rdp = 1 if all(AB[0][z] <= lam*AB[1][z] for AB in ((P, Q), (Q, P)) for z in ints(0, k - 1)) else 0
        # Definition 3.5 with delta = 0: A(S) <= e^eps B(S) for every set S, both orders
        mass(A, S) = sum(A[z] for z in S)
        dp = 1 if all(mass(AB[0], S) <= lam*mass(AB[1], S) for AB in ((P, Q), (Q, P)) for S in subsets(k)) else 0
        rdp == dp  # printed: (inf, eps)-RDP is equivalent to eps-DP
        """,
    )
    def theorem_8_3(point: Point) -> Evaluation:
        P, Q, lam = point["P"], point["Q"], point["e^eps"]
        return same_truth(_dinf(P, Q, lam), _pure_dp(P, Q, lam), detail="(inf, eps)-RDP, eps-DP")

    def _moment_ball(alpha: Fraction, P: Dist, Q: Dist) -> Ball | None:
        """Σ P^α Q^(1-α) as a ball for a non-integer order (None: P has mass where Q has none, D_α = ∞)."""
        if any(p > 0 and q == 0 for p, q in zip(P, Q, strict=True)):
            return None
        return sum((ball(p) * ball(q / p) ** ball(1 - alpha) for p, q in zip(P, Q, strict=True) if p > 0), arb(0))

    def _hockey_against(P: Dist, Q: Dist, level: Callable[[], Ball], delta: Fraction) -> Evaluation:
        """max_S (A(S) - e^ε' B(S)) = Σ (A - e^ε' B)⁺ against δ in both orders, e^ε' = level() a ball, certified."""
        cases = []
        for A, B in ((P, Q), (Q, P)):
            def excess(A: Dist = A, B: Dist = B) -> Ball:
                lam = level()
                return sum(((ball(a) - lam * ball(b)).max(arb(0)) for a, b in zip(A, B, strict=True)), arb(0))
            cases.append(certified(excess, "<=", lambda: ball(delta),
                                   detail="max_S (P(S) - e^eps' Q(S)) against delta"))
        return weakest(cases)

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
        return _hockey_against(P, Q, level, delta)

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

    def _conversion_below_one(P: Dist, Q: Dist, alpha: Fraction, delta: Fraction, base: object) -> Evaluation:
        """At an order α < 1: ε = max(D_α(P||Q), D_α(Q||P)) = ln(m)/(α - 1), m the smaller of the moments Σ P^α Q^(1-α)
        (a term with a zero vanishes), and ε' = ε + log_b(1/δ)/(α - 1) in the base b; the largest P(S) - e^ε' Q(S),
        both orders, against δ (certified; the base e, 2 or 10)."""
        if not any(p > 0 and q > 0 for p, q in zip(P, Q, strict=True)):
            return equal(0, 0, detail="disjoint supports: D_alpha infinite, (alpha, eps)-RDP holds for no eps")
        log_base = (lambda: arb(1)) if base == "e" else (lambda: ball(base).log())

        def level() -> Ball:
            m = _low_moment(alpha, P, Q).min(_low_moment(alpha, Q, P))
            return (m.log() / ball(alpha - 1) + (1 / ball(delta)).log() / log_base() / ball(alpha - 1)).exp()
        return _hockey_against(P, Q, level, delta)

    BELOW_ONE = Domain.of(PAIRS, among("alpha", (F(1, 2), F(1, 3), F(2, 3)), search=rationals(0, 1, ends="()",
                                                                                           max_denominator=10)),
                          DELTA, among("base", ("e", 2, 10), text="log in base e, 2 or 10"))
    #: Theorems 8.4/8.8 at an order below 1: the pair's own level from Definition 8.1, the printed ε', and
    #: (ε', δ)-DP as the hockey-stick divergence (the largest A(S) - e^ε' B(S)) against δ, both orders
    BELOW_ONE_FORMULA = """
    # Definition 8.1 at an order 0 < alpha < 1: D_alpha(A||B) = ln(m(A, B))/(alpha - 1), m(A, B) = sum_z A(z)^alpha
    # B(z)^(1-alpha) = sum_z B(z) (A(z)/B(z))^alpha (a term with a zero vanishes); m(P, Q) = 0 (disjoint supports):
    # D_alpha infinite, (alpha, eps)-RDP holds for no eps and the statement holds vacuously
    # (x^(1/2) written sqrt(x): a surd, exact, where x^alpha is an enclosure)
    power(x) = sqrt(x) if alpha == 1/2 else x**alpha
    moment(A, B) = sum(B[z]*power(A[z]/B[z]) for z in ints(0, len(A) - 1) if A[z] > 0 and B[z] > 0)
    # the printed eps' = eps + log(1/delta)/(alpha - 1), log in the base b, at eps = D_alpha = ln(m)/(alpha - 1);
    # e^eps' in the base e is e^(ln(m/delta)/(alpha - 1)) = (m/delta)^(1/(alpha - 1)), kept exact at an integer power
    eps_prime(m) = (ln(m) + (ln(1/delta) if base == "e" else ln(1/delta)/ln(base)))/(alpha - 1)
    level(m) = (m/delta)**(1/(alpha - 1)) if base == "e" and denominator(1/(alpha - 1)) == 1 else exp(eps_prime(m))
    # (eps', delta)-DP, every S (Definition 3.5): the largest A(S) - e^eps' B(S) is sum_z (A(z) - e^eps' B(z))^+
    excess(A, B, m) = sum(max(0, A[z] - level(m)*B[z]) for z in ints(0, len(A) - 1))
    # eps the pair's level, the larger divergence (the smaller moment); the excess falls as eps grows, so (eps',
    # delta)-DP, both orders, holds at the larger divergence exactly when it holds at one of the two
    ((excess(P, Q, moment(P, Q)) <= delta and excess(Q, P, moment(P, Q)) <= delta)
        or (excess(P, Q, moment(Q, P)) <= delta and excess(Q, P, moment(Q, P)) <= delta)
     ) if moment(P, Q) > 0 else 0 == 0
    """
    #: Theorems 8.4/8.8 at an order alpha > 1 (an integer or a half-integer): the pair's own level from Definition
    #: 8.1, the printed eps' and (eps', delta)-DP as the largest A(S) - e^eps' B(S) against delta, both orders; exact
    #: powers and surds (x^(1/2) = sqrt(x)), enclosed only where surds of different fields are added
    #: its definitions after k = len(P) (shared with Theorem 8.8's pair part) and its relation
    ABOVE_ONE_DEFINITIONS = """\
    # x^t at t = alpha or alpha - 1: exact at an integer t, x^(t - 1/2) sqrt(x) at a half-integer one
    power(x, t) = x**t if denominator(t) == 1 else x**(t - 1/2)*sqrt(x)
    # Definition 8.1: D_alpha(A||B) = ln(m(A, B))/(alpha - 1), m(A, B) = sum_z B(z) (A(z)/B(z))^alpha, infinite
    # where B(z) = 0 < A(z): then (alpha, eps)-RDP holds for no eps and the statement holds vacuously
    infinite(A, B) = any(A[z] > 0 and B[z] == 0 for z in ints(0, k - 1))
    moment(A, B) = sum(B[z]*power(A[z]/B[z], alpha) for z in ints(0, k - 1) if A[z] > 0)
    # the printed eps' = eps + ln(1/delta)/(alpha - 1) (log read as ln) at eps = ln(m)/(alpha - 1):
    # e^eps' = Lambda with Lambda^(alpha - 1) = m/delta; (eps', delta)-DP, every S (Definition 3.5): the largest
    # A(S) - Lambda B(S) is at S = {z : A(z) > Lambda B(z)} = {z : B(z) = 0 < A(z) or (A/B)^(alpha - 1) > m/delta},
    # and A(S) - delta <= Lambda B(S) iff ((A(S) - delta)^+)^(alpha - 1) <= (m/delta) B(S)^(alpha - 1)
    worst(A, B, m) = tuple(z for z in ints(0, k - 1)
      if A[z] > 0 and (B[z] == 0 or power(A[z]/B[z], alpha - 1) > m/delta))
    mass(A, T) = sum(A[z] for z in T)
    dp(A, B, m) = (power(max(0, mass(A, worst(A, B, m)) - delta), alpha - 1)
      <= m/delta*power(mass(B, worst(A, B, m)), alpha - 1))
    # eps the pair's level, the larger divergence (the larger moment); the largest A(S) - Lambda B(S) falls as
    # Lambda grows, so (eps', delta)-DP, both orders, holds at the larger moment exactly when it holds at one of
    # the two (equal moments are not told apart by enclosures)
"""
    ABOVE_ONE_RELATION = """\
    ((dp(P, Q, moment(P, Q)) and dp(Q, P, moment(P, Q))) or (dp(P, Q, moment(Q, P)) and dp(Q, P, moment(Q, P)))
     ) if not (infinite(P, Q) or infinite(Q, P)) else 0 == 0
"""
    ABOVE_ONE_FORMULA = "\n    k = len(P)\n" + ABOVE_ONE_DEFINITIONS + ABOVE_ONE_RELATION + "    "

    CONVERSION_STATEMENT = (r"$(\alpha, \varepsilon)$-Rényi differential privacy implies $\left( \varepsilon + "
                            r"\frac{\log \frac{1}{\delta}}{\alpha-1}, \delta \right)$ differential privacy.")

    SURVEY.claim(
        "theorem-8.4-every-order",
        label="Theorem 8.4",
        statement=CONVERSION_STATEMENT,
        hypotheses="every order α where D_α is defined, the orders 0 < α < 1 included: Definition 8.1 states no "
        "range (l.1614); log in any of the bases e, 2, 10; eps the pair's RDP level max(D_alpha(P||Q), "
        "D_alpha(Q||P)); (eps', delta)-DP both orders, every S",
        domain=BELOW_ONE,
        finding="At an order α < 1 the term log(1/δ)/(α - 1) is negative and the conclusion fails for every pair: "
        "binary RR with e^ε = 3/2, α = 1/2, δ = 10^-6 (any base) give e^ε' far below 1 while δ(ε') is near 1.",
        formula=BELOW_ONE_FORMULA,
    )(lambda P, Q, alpha, delta, base: _conversion_below_one(P, Q, alpha, delta, base))

    SURVEY.claim(
        "theorem-8.4",
        label="Theorem 8.4",
        statement=CONVERSION_STATEMENT,
        hypotheses="1 < alpha < inf; 0 < delta < 1 (at delta >= 1 the conclusion holds trivially); eps the pair's RDP "
        "level max(D_alpha(P||Q), D_alpha(Q||P)) (any larger eps gives a weaker conclusion); (eps', delta)-DP both "
        "orders, every S",
        domain=Domain.of(PAIRS, ORDERS, DELTA),
        reading="as read",
        deviations=(ORDER_ABOVE_ONE, LOG_AS_LN),
        literal="004.theorem-8.4-every-order",
        formula=ABOVE_ONE_FORMULA,
    )(lambda P, Q, alpha, delta: _conversion(P, Q, alpha, delta))

    @SURVEY.claim(
        "theorem-8.5",
        label="Theorem 8.5",
        statement=r"For $\alpha_1 \geq \alpha_2$, $(\alpha_1, \varepsilon)$-Rényi differential privacy implies "
        r"$(\alpha_2, \varepsilon)$-Rényi differential privacy.",
        hypotheses="alpha_2 <= alpha_1 (l.1654); orders below 1 and D_1, the KL limit of Definition 8.1, included; "
        "both orders",
        domain=Domain.of(PAIRS, among("alpha_1", (1, 2, F(5, 2), 3, 5), search=integers(2, 8)),
                         each("alpha_2", "tuple(a for a in (1/2, 1/1, 3/2, 2/1, 5/2, 3/1, 5/1) if a <= alpha_1)",
                              "alpha_2 in {1/2, 1, 3/2, 2, 5/2, 3, 5}, alpha_2 <= alpha_1"),
                         among("e^eps", (F(1), F(6, 5), F(5, 4), F(3, 2), F(2), F(3)),
                               search=rationals(1, 20, ends="[)", max_denominator=10), symbol="lam")),
        formula="""
        k = len(P)
        # x^t at an integer or half-integer t: exact powers and surds (x^(1/2) = sqrt(x))
        power(x, t) = x**t if denominator(t) == 1 else x**(t - 1/2)*sqrt(x)
        infinite(A, B) = any(A[z] > 0 and B[z] == 0 for z in ints(0, k - 1))
        # Definition 8.1 at an order a != 1: D_a(A||B) = ln(m(A, B, a))/(a - 1), m = sum_z B(z) (A(z)/B(z))^a over the
        # outcomes where both are positive (a term with a zero vanishes below 1; above 1 a zero of B under mass of A
        # makes D_a infinite)
        moment(A, B, a) = sum(B[z]*power(A[z]/B[z], a) for z in ints(0, k - 1) if A[z] > 0 and B[z] > 0)
        # D_1(A||B) = sum_z A(z) ln(A(z)/B(z)) (the KL limit), with ln(Q/P) = -ln(P/Q); exact where A is a point mass
        # (D_1 = ln(1/B(z))) or A = B (D_1 = 0)
        L = tuple(ln(P[z]/Q[z]) if P[z] > 0 and Q[z] > 0 else 0 for z in ints(0, k - 1))
        lnlam = ln(lam)
        kl_at_most(A, B, sign) = (A == B or any(A[z] == 1 and 1/B[z] <= lam for z in ints(0, k - 1))
          or (max(A) < 1 and sum(A[z]*sign*L[z] for z in ints(0, k - 1) if A[z] > 0) <= lnlam))
        # D_a(A||B) <= eps: for a > 1 the moment at most e^((a - 1) eps) (finite), for a < 1 at least, at a = 1 the KL
        # divergence at most ln e^eps (finite)
        within(A, B, a, sign) = ((not infinite(A, B) and moment(A, B, a) <= power(lam, a - 1)) if a > 1
          else moment(A, B, a) >= power(lam, a - 1) if a < 1 else not infinite(A, B) and kl_at_most(A, B, sign))
        # (a, eps)-RDP (Definition 8.2): both orders of the pair
        rdp(a) = 1 if within(P, Q, a, 1) and within(Q, P, a, -1) else 0
        rdp(alpha_2) >= rdp(alpha_1)  # printed: (alpha_1, eps)-RDP implies (alpha_2, eps)-RDP for alpha_1 >= alpha_2
        """,
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
        domain=PURE_JOINTS_TWO,
        formula=RDP_COMPOSITION_FORMULA,
        finding="With shared coins the composition is not (α, ε_1 + ε_2)-RDP: M_1 = x XOR B and M_2 = B have "
        "D_α = 0 each, yet the joint laws on x = 0 and x = 1 are disjoint (D_α infinite).",
        correction=SURVEY.correction(
            "theorem-8.6.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Theorem 8.6",
            statement=COMPOSITION_STATEMENT + r" (the algorithms on independent coins)",
            hypotheses="independent coins (the joint law is the product of the marginals); eps_i the marginals' "
            "own levels; both orders",
            domain=Domain.of(_joint_axis(partial(_pure_joints, 2), COMPOSE_TEXT, 2, independent=True), FINITE,
                             INDEPENDENT_COINS, ORDER),
        )(_rdp_composition),
    )(_rdp_composition)

    def _ln_below(y: Fraction) -> Fraction:
        """2(y - 1)/(y + 1) <= ln y for y >= 1 (the first term of ln y = 2 artanh((y - 1)/(y + 1)))."""
        return 2 * (y - 1) / (y + 1)

    def _advanced_bound_holds(p: Fraction, q: Fraction, lam: Fraction, k: int) -> Evaluation:
        """p <= exp(2ε √(k ln(1/q))) q, ε = ln λ, for 0 < q: at λ = 1, q = 1 or p <= q exactly (the exponential is at
        least 1); else against the rational lower bound q (1 + x + x²/2 + x³/6) of the bound, x = 2 lo(ε) √(k
        lo(ln(1/q))) rounded down (lower bounds throughout), and by certified balls when that does not decide."""
        if p <= q or lam == 1 or q == 1:
            return Evaluation(p, "<=", q, detail="against Q(S), a lower bound of the bound (e^(2ε√(...)) >= 1)")
        root = F(isqrt(int(k * _ln_below(1 / q) * 10**12)), 10**6)  # <= √(k ln(1/q))
        x = 2 * _ln_below(lam) * root
        low = q * (1 + x + x * x / 2 + x**3 / 6)
        if p <= low:
            return Evaluation(p, "<=", low, detail="against a rational lower bound of the bound")
        return certified(lambda: ball(p), "<=",
                         lambda: (2 * ball(lam).log() * (ball(k) * (1 / ball(q)).log()).sqrt()).exp() * ball(q),
                         detail="P(S) against the bound's enclosure")

    @lru_cache(maxsize=64)
    def _rr_fold(lam: Fraction, k: int) -> tuple[Dist, Dist]:
        P, Q = rr_pair(lam)
        return product_dist(*([P] * k)), product_dist(*([Q] * k))

    def _advanced(lam: Fraction, k: int, S: tuple[int, ...]) -> Evaluation:
        """k-fold ε-RR of one bit (x = 1 against x' = 0): P(S) <= exp(2ε √(k ln(1/Q(S)))) Q(S), ε = ln λ."""
        joint_p, joint_q = _rr_fold(lam, k)
        if not S:
            return Evaluation(0, "<=", 0, detail="the empty set")
        return _advanced_bound_holds(mass(joint_p, S), mass(joint_q, S), lam, k)

    def _subset_masses(values: Dist) -> tuple[list[int], int]:
        """The mass of every subset (bit mask) of the outcomes, as integers over one common denominator."""
        scale = lcm(*(v.denominator for v in values))
        ints_ = [int(v * scale) for v in values]
        masses = [0] * (1 << len(values))
        for mask in range(1, len(masses)):
            low = mask & -mask
            masses[mask] = masses[mask ^ low] + ints_[low.bit_length() - 1]
        return masses, scale

    def _advanced_joint(point: Point) -> Evaluation:
        """A composition of k = 2 mechanisms given by its joint laws on x and x': ε the larger of the marginals' own
        levels (each is ε-DP), every set S of outcomes with Q(S) > 0, both orders; sets with P(S) <= Q(S) hold at once
        (the exponential is at least 1) and are compared in integers."""
        R, X, Y = point["R"], point["M(x)"], point["M(y)"]
        lam = max(level for level in _levels(R, X, Y) if level is not None)
        cases, closest = [], None
        for A, B in ((X, Y), (Y, X)):
            (a, sa), (b, sb) = _subset_masses(A), _subset_masses(B)
            for mask in range(1, len(a)):
                if b[mask] == 0:
                    continue
                if a[mask] * sb <= b[mask] * sa:
                    gap = F(b[mask], sb) - F(a[mask], sa)
                    if closest is None or gap < closest[0]:
                        closest = (gap, F(a[mask], sa), F(b[mask], sb))
                    continue
                cases.append(_advanced_bound_holds(F(a[mask], sa), F(b[mask], sb), lam, len(R)))
        if closest is not None:
            cases.append(Evaluation(closest[1], "<=", closest[2], detail="against Q(S), a lower bound of the bound"))
        return weakest(cases)

    def _theorem_8_7(point: Point) -> Evaluation:
        if "R" in point:
            return _advanced_joint(point)
        return _advanced(point["e^eps"], point["k"], point["S"])

    #: Compositions of two binary mechanisms of §3.4.3 (independent), and its shared-coin pairs.
    BINARY_COMPOSE = tuple(pair for pair in COMPOSE if len(pair[0]) == 2)
    BINARY_TEXT = ("binary RR with e^ε in {3/2, 2, 3}, (1/4, 3/4)|(1/2, 1/2), (1/5, 4/5)|(1/20, 19/20), (1/3, 2/3)|"
                   "(1/3, 2/3)")

    @st.composite
    def _binary_joint(draw: st.DrawFn, independent: bool) -> tuple[tuple[int, ...], Dist, Dist]:
        """Two binary mechanisms: independent (always, or half the time) or a mixture of two independent pairs
        (shared coins)."""
        first = _independent(*((_weights(draw, 2), _weights(draw, 2)) for _ in range(2)))
        if independent or draw(st.booleans()):
            return first
        second = _independent(*((_weights(draw, 2), _weights(draw, 2)) for _ in range(2)))
        w = draw(st.sampled_from((F(1, 4), F(1, 2), F(3, 4))))
        return (2, 2), mix(w, first[1], second[1]), mix(w, first[2], second[2])

    def _binary_axis(independent: bool) -> Axis:
        drawn = "drawn as products of random marginals, weights 0..4" + ("" if independent else ", or mixtures of "
                                                                          "two such products (shared coins)")
        return each(("R", "M(x)", "M(y)"), BINARY_JOINTS_DATA,
                    "(M(x), M(y)) the joint laws of two binary mechanisms: independent coins, each from "
                    f"{{{BINARY_TEXT}}}, and shared coins: M_1 = x XOR B, M_2 = B (B a fair coin, x in {{1, 0}} the "
                    "record); binary RR (e^ε = 2) reported twice with one coin; binary RR and whether its coin kept "
                    "the bit",
                    search=region(f"joint laws of two binary mechanisms, rational ({drawn})",
                                  lambda: _binary_joint(independent), IS_JOINT.format(k=2) + " and value[0] == (2, 2)"),
                    symbol=("R", "Mx", "My"))

    #: The joint laws of two binary mechanisms, as data: every ordered pair of BINARY_COMPOSE on independent coins
    #: (product laws, cells row-major), then SHARED_TWO's shared coins (the order the sweep had).
    BINARY_JOINTS_DATA = _joints_data(BINARY_COMPOSE, 2, every_pair=True)

    RR_FOLD = Domain.of(among("e^eps", (F(3, 2), F(2), F(3)), search=rationals(1, 10, max_denominator=10),
                              symbol="lam"),
                        among("k", (1, 2, 3), search=integers(1, 3)),
                        each("S", "tuple(subsets(2**k))", "every set S of outputs of k-fold ε-RR of one bit (x = 1, "
                             "x' = 0)"))
    N_AS_K = Deviation("notation from elsewhere", "n, defined nowhere in the theorem, read as k (the number of "
                       "composed mechanisms)", where="Theorem 8.7")
    ADVANCED_STATEMENT = (r"Let $\mathcal{M}$ be the adaptive composition of $k$ $\varepsilon$-differentially private "
                          r"mechanisms. Then for any two adjacent databases, $x, x'$, and any arbitrary set $S$, "
                          r"$\Pr[\mathcal{M}(x) \in S] \leq \exp \left( 2\varepsilon \sqrt{n \ln "
                          r"\frac{1}{\Pr[\mathcal{M}(x') \in S]}} \right) \cdot \Pr[\mathcal{M}(x') \in S].$")

    SURVEY.claim(
        "theorem-8.7",
        reading="literal", disputed=COINS_DISPUTED,
        label="Theorem 8.7",
        statement=ADVANCED_STATEMENT,
        hypotheses="M the k-fold composition of eps-RR on one bit, or a composition of two of §3.4.3's mechanisms "
        "given by its joint law (the text does not say their coins are independent), eps the larger of the marginals' "
        "own levels; every set S where ln(1/Pr[M(x') in S]) is defined, both orders",
        domain=Domain.union(RR_FOLD, Domain.of(_binary_axis(False), FINITE_DATA)),
        deviations=(N_AS_K,),
        # model: P = M(x), Q = M(x') — k-fold eps-RR of one bit (R == None: x = 1, x' = 0, the report z's bits
        # independent, each kept w.p. e^eps/(1 + e^eps); at the set S), or the composition's joint laws (every set S,
        # both orders), eps the larger of the marginals' own pure levels; printed: P(S) <= exp(2 eps sqrt(k ln(1/Q(S))))
        # Q(S) where Q(S) > 0 (n read as k; at eps = 0 or Q(S) = 1 the exponential is e^0 = 1)
        formula="""
        # the cells of R (row-major), the marginal law of mechanism i, its exact pure level (finite by the domain)
        cells = () if R == None else tuple(c for c in tuples(ints(0, 2), len(R))
            if all(c[j] < R[j] for j in ints(0, len(R) - 1)))
        marginal(Z, i) = tuple(sum(Z[n] for n in ints(0, len(cells) - 1) if cells[n][i] == r)
            for r in ints(0, R[i] - 1))
        level(P, Q) = max(max(P[z]/Q[z] for z in ints(0, len(P) - 1) if P[z] > 0),
            max(Q[z]/P[z] for z in ints(0, len(P) - 1) if Q[z] > 0))
        ones(z, K) = sum(floor(z / 2**j) - 2*floor(z / 2**(j + 1)) for j in ints(0, K - 1))
        rr(one, K) = tuple(one**ones(z, K) * (1 - one)**(K - ones(z, K)) for z in ints(0, 2**K - 1))
        e_eps = lam if R == None else max(level(marginal(Mx, i), marginal(My, i)) for i in ints(0, len(R) - 1))
        n = k if R == None else len(R)
        orders = ((rr(lam/(1 + lam), k), rr(1/(1 + lam), k)),) if R == None else ((Mx, My), (My, Mx))
        sets = (S,) if R == None else tuple(subsets(len(Mx)))
        mass(A, T) = sum(A[z] for z in T)
        bound(q) = q if e_eps == 1 or q == 1 else exp(2*ln(e_eps)*sqrt(n*ln(1/q))) * q
        all(mass(AB[0], T) <= bound(mass(AB[1], T)) for AB in orders for T in sets if mass(AB[1], T) > 0)
        """,
        finding="With shared coins the composition can reveal x although each mechanism is 0-DP: M_1 = x XOR B, M_2 = "
        "B (B a fair coin) have uniform marginals (ε = 0), yet x = 1 gives (1, 0) or (0, 1) and x = 0 gives (0, 0) or "
        "(1, 1): P(S) = 1 > 1/2 = the bound at S = {01, 10, 00}.",
        correction=SURVEY.correction(
            "theorem-8.7.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Theorem 8.7",
            statement=ADVANCED_STATEMENT + r" (the mechanisms on independent coins)",
            hypotheses="independent coins; eps the larger of the marginals' levels; every set S with Pr[M(x') in S] "
            "positive, both orders; for every composition this follows from Theorems 8.14, 8.10 (corrected) and the "
            "set form of RDP (rdp-set-form.corrected): P(S) <= exp(kαε²/2 + ln(1/Q(S))/α) Q(S), least at α = "
            "√(2 ln(1/Q(S))/(kε²)), where it is exp(ε √(2k ln(1/Q(S)))) Q(S)",
            domain=Domain.union(RR_FOLD, Domain.of(_binary_axis(True), FINITE, INDEPENDENT_COINS)),
            deviations=(N_AS_K,),
        )(_theorem_8_7),
    )(_theorem_8_7)

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

    RDP_TO_DP_STATEMENT = (r"If a randomised mechanism $\mathcal{M}$ satisfies $(\alpha, \varepsilon(\alpha))$-RDP, "
                           r"then $\mathcal{M}$ also satisfies $(\varepsilon(\alpha) + \frac{\log(\frac{1}{\delta})}"
                           r"{\alpha-1}, \delta)$-DP for any $\delta \in (0, 1)$.")

    SURVEY.claim(
        "theorem-8.8-every-order",
        label="Theorem 8.8",
        statement=RDP_TO_DP_STATEMENT,
        hypotheses="every order α where D_α is defined, the orders 0 < α < 1 included: Definition 8.1 states no "
        "range (l.1614); delta in (0, 1) (l.1672); log in any of the bases e, 2, 10; M a pair (M(x), M(x')) of "
        "§3.4.3's family with eps(alpha) its own level",
        domain=BELOW_ONE,
        finding="As Theorem 8.4: at α < 1 the conclusion fails for every pair (binary RR with e^ε = 3/2, α = 1/2, δ = "
        "10^-6).",
        formula=BELOW_ONE_FORMULA,
    )(lambda P, Q, alpha, delta, base: _conversion_below_one(P, Q, alpha, delta, base))

    #: Theorem 8.8 over its union: the pair part (P, Q, alpha, delta; sigma == None) is Theorem 8.4's model at an
    #: integer order (ABOVE_ONE_FORMULA, its definitions guarded: a union's definitions are read at every point);
    #: the Gaussian part (sigma, alpha, delta; P == None) the exact privacy profile of N(0, sigma^2), sensitivity 1
    THEOREM_8_8_FORMULA = "\n    k = len(P) if sigma == None else 0\n" + ABOVE_ONE_DEFINITIONS + """\
    # the Gaussian part (sigma != None): the model M(x) = N(0, sigma^2), M(x') = N(1, sigma^2) (sensitivity 1),
    # its own RDP curve eps(alpha) = D_alpha(N(0, sigma^2)||N(1, sigma^2)) = alpha/(2 sigma^2) (closed form);
    # the printed eps' = eps(alpha) + ln(1/delta)/(alpha - 1) (log read as ln); e^eps' = e^eps(alpha)
    # (1/delta)^(1/(alpha - 1)), exact where 1/(alpha - 1) is an integer; (eps', delta)-DP, every S: the smallest
    # delta at eps' is the hockey-stick divergence sup_S P(S) - e^eps' Q(S) = Phi(1/(2 sigma) - eps' sigma)
    # - e^eps' Phi(-1/(2 sigma) - eps' sigma) (Balle and Wang 2018, Theorem 8: S the half-line where the density
    # ratio exceeds e^eps'; the same in both orders)
    rdp(s, a) = a/(2*s**2)
    # ln(1/delta), ln(1/delta)/(alpha - 1) and its exponential (1/delta)^(1/(alpha - 1)) read only delta and alpha:
    # computed once per value in a sweep (unused at the pair part's points); the root exact at alpha = 3/2, 2, 3 (a
    # power, a surd), a square root of a surd at alpha = 5
    L = ln(1/delta)
    shift = L/(alpha - 1)
    root = ((1/delta)**(1/(alpha - 1)) if denominator(1/(alpha - 1)) == 1 else sqrt(1/delta) if alpha == 3
      else sqrt(sqrt(1/delta)) if alpha == 5 else exp(shift))
    eps_prime(s, a) = rdp(s, a) + shift
    profile(s, a) = Phi(1/(2*s) - eps_prime(s, a)*s) - exp(rdp(s, a))*root*Phi(-1/(2*s) - eps_prime(s, a)*s)
    # printed: (eps', delta)-DP, of the pair (both orders, as Theorem 8.4) or of the Gaussian mechanism
    (""" + ABOVE_ONE_RELATION.strip() + """
     ) if sigma == None else profile(sigma, alpha) <= delta
    """

    SURVEY.claim(
        "theorem-8.8",
        label="Theorem 8.8",
        statement=RDP_TO_DP_STATEMENT,
        hypotheses="alpha > 1; delta in (0, 1) (l.1672); M a pair (M(x), M(x')) of §3.4.3's finite family with "
        "eps(alpha) its own level at the order alpha (as Theorem 8.4), or the Gaussian mechanism of sensitivity 1 "
        "with eps(alpha) = alpha/(2 sigma^2) (its exact RDP curve), (eps', delta)-DP checked against its exact privacy "
        "profile (Balle and Wang 2018)",
        domain=Domain.union(Domain.of(PAIRS, ORDER, DELTA),
                            Domain.of(SIGMA, among("alpha", (F(3, 2), F(2), F(5), F(20)),
                                                   search=rationals(1, 50, max_denominator=10)), DELTA)),
        reading="as read",
        deviations=(ORDER_ABOVE_ONE, LOG_AS_LN),
        literal="004.theorem-8.8-every-order",
        formula=THEOREM_8_8_FORMULA,
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
        "coins are independent), as Theorem 8.6 is read; the premise and the conclusion at each order alpha, both "
        "orders: rho_i alpha the marginal's own level max(D_alpha(M_i(x)||M_i(y)), D_alpha(M_i(y)||M_i(x))), and "
        "D_alpha(M(x)||M(y)) <= (rho_1 + rho_2) alpha (l.1684)",
        domain=PURE_JOINTS_TWO,
        formula=RDP_COMPOSITION_FORMULA,
        finding="With shared coins the pair is not (rho_1 + rho_2)-zCDP: M_1 = x XOR B and M_2 = B are 0-zCDP "
        "(D_alpha = 0 at every order), yet the joint laws on x = 0 and x = 1 are disjoint (D_alpha infinite).",
        correction=SURVEY.correction(
            "theorem-8.10.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Theorem 8.10",
            statement=ZCDP_COMPOSITION + r" (the algorithms on independent coins)",
            hypotheses="independent coins (the joint law is the product of the marginals); rho_i alpha the marginals' "
            "own levels at the order alpha; both orders",
            domain=Domain.of(_joint_axis(partial(_pure_joints, 2), COMPOSE_TEXT, 2, independent=True), FINITE,
                             INDEPENDENT_COINS, ORDER),
        )(_zcdp_composition),
    )(_zcdp_composition)

    @SURVEY.claim(
        "theorem-8.11",
        label="Theorem 8.11",
        statement=r"Let $\mathcal{M}$ and $f : Y \rightarrow Z$ be randomized algorithms, with $\mathcal{M}$ "
        r"satisfying $\rho$-zCDP. Then $f \circ \mathcal{M}$ satisfies $\rho$-zCDP.",
        hypotheses="f every deterministic map to 2 or 3 outputs and the randomized kernels of §3.4.3; the claim at "
        "the pair's own divergence, order by order (data processing): D_alpha(f(P)||f(Q)) <= D_alpha(P||Q) (l.1684)",
        domain=Domain.of(PAIRS, ORDER, each("f", MAPS_DATA, "every map f of §3.4.3's family")),
        formula="""
        # f as its matrix f[r][s] = P[f(r) = s]; the model: the law of f(M(.)), the push-forward sum_r A(r) f[r][s]
        push(A) = tuple(sum(A[r]*f[r][s] for r in ints(0, len(A) - 1)) for s in ints(0, len(f[0]) - 1))
        # Definition 8.1 at an integer order: D_alpha(A||B) = ln(m(A, B))/(alpha - 1), m(A, B) = sum_z A^alpha
        # B^(1-alpha), infinite where B(z) = 0 < A(z)
        infinite(A, B) = any(A[z] > 0 and B[z] == 0 for z in ints(0, len(A) - 1))
        moment(A, B) = sum(A[z]**alpha/B[z]**(alpha - 1) for z in ints(0, len(A) - 1) if A[z] > 0)
        # printed: f o M is rho-zCDP, at the pair's own divergence order by order: D_alpha(f(P)||f(Q)) <= D_alpha(P||Q),
        # the moments (alpha > 1), negated (an infinite moment after f recorded as -1, failing); vacuous where
        # D_alpha(P||Q) is infinite
        (-1 if infinite(push(P), push(Q)) else -moment(push(P), push(Q))) >= -moment(P, Q) if not infinite(P, Q)
          else 0 == 0
        """,
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
        hypotheses="0 < delta < 1, where the printed sqrt(rho log(1/delta)) is defined and positive (l.1706); M the "
        "Gaussian mechanism of a query of sensitivity Delta with sigma^2 = "
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
        reading="as read",
        deviations=(LOG_AS_LN,),
        meaningless=LOG_MEANINGLESS,
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
        hypotheses="eps = ln max(P/Q, Q/P), the level at which the pair is eps-DP (every other eps-DP level is "
        "larger, with a weaker conclusion); D_alpha <= rho alpha at each order alpha, both orders (l.1684)",
        domain=Domain.of(PURE_PAIRS_DATA, among("alpha", (F(11, 10), F(3, 2), F(2), F(3), F(5), F(50)),
                                                search=rationals(1, 100, max_denominator=10))),
        formula="""
        # eps the pair's pure level: ln of the largest likelihood ratio, both orders (Definition 3.1); the model side
        # D_alpha(A||B) = ln E_B[(A/B)^alpha]/(alpha - 1) (Definition 8.1; full supports), both orders, against the
        # printed rho alpha with rho = eps^2/2
        k = len(P)
        eps = ln(max(max(P[z]/Q[z], Q[z]/P[z]) for z in ints(0, k - 1)))
        D(A, B) = ln(sum(B[z]*(A[z]/B[z])**alpha for z in ints(0, k - 1)))/(alpha - 1)
        all(D(AB[0], AB[1]) <= eps**2/2*alpha for AB in ((P, Q), (Q, P)))
        """,
    )(lambda P, Q, alpha: _pure_to_zcdp(P, Q, alpha))

    NOISE_DISPUTED = ("whether the Gaussian mechanism's noises are independent across the queries: 'noisy answers "
                      "{q(x) + N(0, σ²)}_(q in Q)' gives each answer the law N(q(x), σ²) and reads as one draw per "
                      "query, but the text does not say so; the literal side lets one draw serve every query, the "
                      "charitable side draws them independently")
    GAUSSIAN_STATEMENT = (r"the Gaussian mechanism $\mathcal{M}_G$ returns noisy answers $\{q(x) + N(0, \Delta_2(Q)^2 "
                          r"/ (2\rho))\}_{q \in Q}$. This endows $\rho$-zCDP upon the query response(s).")
    GAUSSIAN_DOMAIN = Domain.of(among("rho", (F(1, 100), F(1, 2), F(1), F(8)), search=rationals(0, 20,
                                                                                              max_denominator=100)),
                                each("v", "tuple(u for u in pairs(ints(-2, 2), ints(-2, 2)) if u != (0, 0))",
                                     "shift vectors v in {-2..2}^2 (a neighbour's change of the two answers), v != 0"),
                                among("alpha", (F(3, 2), F(2), F(10)), search=rationals(1, 50, max_denominator=10)),
                                among("noise", ("independent", "shared"), text="noise in {independent (one draw per "
                                      "query), shared (one draw Z added to both answers)}"))

    #: The model side: D_α of the two answer vectors' Gaussian laws in closed form (the docstring below).
    GAUSSIAN_FORMULA = """
    # Delta_2 = |v|, the neighbour's change of the two answers (the worst neighbour): sigma^2 = |v|^2/(2 rho);
    # independent noises: D_alpha(N(q, sigma^2 I) || N(q + v, sigma^2 I)) = alpha |v|^2/(2 sigma^2); one shared draw
    # Z puts M(x) on the line q + (Z, Z) and M(x') on q + v + (Z, Z): the same line only when v_1 = v_2 (then
    # D_alpha = alpha v_1^2/(2 sigma^2), the one-dimensional law), else disjoint supports, D_alpha infinite
    # (recorded as rho alpha + 1)
    sigma2 = (v[0]**2 + v[1]**2)/(2*rho)
    D = (alpha*(v[0]**2 + v[1]**2)/(2*sigma2) if noise == "independent"
     else alpha*v[0]**2/(2*sigma2) if v[0] == v[1] else rho*alpha + 1)
    D <= rho*alpha
    """

    def _gaussian_answers(rho: Fraction, v: tuple[int, int], alpha: Fraction, noise: str) -> Evaluation:
        """D_α of the two answer vectors' laws against ρα, Δ_2 = |v| (the worst neighbour, σ² = |v|²/(2ρ)):
        independent noise, D_α(N(0, σ²I) || N(v, σ²I)) = α|v|²/(2σ²); one shared draw Z, the outputs of x lie on the
        line a + (Z, Z), those of x' on a + v + (Z, Z), the same line only when v_1 = v_2 (then D_α = α v_1²/(2σ²)),
        otherwise disjoint (D_α infinite, recorded as ρα + 1)."""
        sensitivity_sq = v[0] ** 2 + v[1] ** 2
        variance = F(sensitivity_sq) / (2 * rho)
        if noise == "independent":
            return Evaluation(alpha * sensitivity_sq / (2 * variance), "<=", rho * alpha)
        if v[0] != v[1]:
            return Evaluation(rho * alpha + 1, "<=", rho * alpha, detail="disjoint lines: D_alpha infinite (recorded "
                              "as rho alpha + 1)")
        return Evaluation(alpha * v[0] ** 2 / (2 * variance), "<=", rho * alpha)

    SURVEY.claim(
        "definition-8.15",
        reading="literal", disputed=NOISE_DISPUTED,
        label="Definition 8.15",
        statement=GAUSSIAN_STATEMENT,
        hypotheses="rho > 0 (l.1716); the noises independent across the queries or one shared draw (the text does not "
        "say); Delta_2(Q) the l2 sensitivity of the answer vector; D_alpha of Gaussians in closed form",
        domain=GAUSSIAN_DOMAIN,
        finding="With one noise draw shared by the queries the answers move together: a neighbour changing one "
        "answer (v = (-2, -1), ρ = 1/100, α = 3/2) puts M(x) and M(x') on disjoint lines, D_α infinite.",
        correction=SURVEY.correction(
            "definition-8.15.corrected",
            reading="charitable", disputed=NOISE_DISPUTED,
            label="Definition 8.15",
            statement=GAUSSIAN_STATEMENT + r" (the noises independent across the queries)",
            hypotheses="independent noises: D_alpha = alpha |v|^2/(2 sigma^2) = rho alpha at the worst neighbour",
            domain=Domain.of(*GAUSSIAN_DOMAIN.axes, where('noise == "independent"',
                                                          "the noises independent", deviation=Deviation(
                                                              "added hypothesis", "the noises are independent across "
                                                              "the queries (not stated)", where="l.1716"))),
            formula=GAUSSIAN_FORMULA,
        )(_gaussian_answers),
        formula=GAUSSIAN_FORMULA,
    )(_gaussian_answers)
