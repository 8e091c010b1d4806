"""004_3b24c074030182c5.txt (a survey of differential privacy), §7: local differential privacy — randomized
response, the central/local sample sizes, RAPPOR's permanent randomized response (Theorem 7.4 and every step
of its proof), 1-bit mean estimation (Lemmas 7.5-7.6, Theorem 7.7) and randomized rounding (Lemma 7.8,
Theorem 7.9).

e^ε = λ is rational (ε > 0, Definition 7.1), so every probability is exact.  Where the text compares with ε
itself (1/(ε√n), ε²) or with e^(-x) and log(2/δ), rational enclosures decide (krverify/model/concentration.py):
a bound is shown against the side of the enclosure that makes the comparison sound, and an event {|μ̂ - μ| >= t}
with an irrational t is decided value by value from the enclosure of t² (an undecidable tie raises).  The
section states no independence of the users' (or the bits') coins: where a statement depends on it, the reports
are drawn with independent coins or with one coin shared by every user (coins = 0 or 1).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, pairwise, product
from math import lcm
from textwrap import dedent

from krverify.claims import _strategies as st
from krverify.claims._claim import Evaluation, Point, certified, chain_of, equal, tail_at_most_exp, weakest
from krverify.claims._domain import (
    Axis,
    Domain,
    Region,
    among,
    each,
    integers,
    ints,
    let,
    rationals,
    region,
    steps,
    where,
)
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.model.balls import ball
from krverify.model.concentration import log_bounds, log_lower, poisson_binomial
from krverify.model.continuous import compare, laplace_moment, laplace_tail
from krverify.model.one_bit import estimate, one_bit, round_up, shared_coin
from krverify.model.randomized_response import bit_report
from krverify.model.rappor import blooms, irr_bit, prr_bit, prr_pmf, report_pmf

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
#: e^ε > 1 (ε > 0, Definition 7.1): the grid, and rationals above 1 in the search.
LAMBDAS = (F(3, 2), F(2), F(3), F(10))
LAMBDA = among("e^eps", LAMBDAS, search=rationals(1, 30, max_denominator=12))
#: the same, with the formula symbol lam
LAM = among("e^eps", LAMBDAS, search=rationals(1, 30, max_denominator=12), symbol="lam")
WIDE_LAMBDA = among("e^eps", (F(1001, 1000), F(5, 4), F(3, 2), F(2), F(3), F(10), F(100)),
                    search=rationals(1, 100, max_denominator=30))
COINS = among("coins", (0, 1), search=integers(0, 1),
              text="coins in {0 (each user randomizes with their own coin), 1 (one uniform U shared by every user, "
              "who reports 1 iff U < P[Y_i = 1])}")
INDEPENDENT_USERS = where("coins == 0", "the users' coins independent", deviation=Deviation(
    "added hypothesis", "the users randomize independently (not stated; with one shared coin the bound fails)",
    where="§7.2 and §7.4.2"))
NOISE_INDEPENDENCE = Deviation("added hypothesis", "the users draw their Laplace noises independently (not stated; "
                               "with one shared draw the bound fails)", where="§7.4.2")
#: The users' coins, which §7's statements do not say are independent: a disputed reading (docs/readings.md).
USERS_DISPUTED = ("whether the users share coins: Definition 7.1 and §7's model have each user randomize their own "
                  "datum ('over the coin flips of M'; 'User i ... transmits X_i + Lap(m/ε)'), which reads as "
                  "independent users, but the statements, and the Theorem 2.3 they apply, do not say so; the literal "
                  "side lets the users share a coin, the charitable side makes them independent")
BIT = among("X", (0, 1), search=integers(0, 1))


def _eps_squared(lam: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals lo <= ε² <= hi for ε = ln λ > 0."""
    low, high = log_bounds(lam)
    return max(low, F(0)) ** 2, high**2


def _at_least(value_sq: Fraction, t_sq: tuple[Fraction, Fraction], strict: bool) -> bool:
    """Whether |v| >= t (or > t if strict) from v² and an enclosure [lo, hi] of t²; ValueError on a tie."""
    low, high = t_sq
    if value_sq > high or (not strict and value_sq >= high):
        return True
    if value_sq < low or (strict and value_sq <= low):
        return False
    raise ValueError(f"v² = {value_sq} is inside the enclosure [{low}, {high}] of t²")


def _counts(probabilities: tuple[Fraction, ...], coins: int) -> tuple[Fraction, ...]:
    """P[Σ Y_i = s], s = 0..n, for bits with P[Y_i = 1] = p_i: independent, or one shared coin."""
    if coins == 0:
        return poisson_binomial(list(probabilities))
    law = [F(0)] * (len(probabilities) + 1)
    for p, y in shared_coin(probabilities):
        law[sum(y)] += p
    return tuple(law)


# --------------------------------------------------------------------------- §7: RR is LDP

with SURVEY.section("7"):

    @SURVEY.claim(
        "rr-ldp",
        label="randomised response is locally differentially private",
        statement=r"for any pair of bits $X_1, X_2$ of a user, and for $z \in \{0, 1\}$ we showed that $\ln \left( "
        r"\frac{\Pr[\mathcal{M}(X_1) = z]}{\Pr[\mathcal{M}(X_2) = z]} \right) \leq \varepsilon,$ which simply means "
        r"that randomised response is locally differentially private!",
        hypotheses="M the ε-RR of §4.1.3 for a fixed ε > 0 (l.1325); Definition 7.1: every pair of bits X_1, X_2 and "
        "every output z",
        domain=Domain.of(among("e^eps", WIDE_LAMBDA.swept({}), search=WIDE_LAMBDA.search, symbol="lam"),
                         among("X_1", (0, 1), search=integers(0, 1)),
                         among("X_2", (0, 1), search=integers(0, 1)), among("z", (0, 1), search=integers(0, 1))),
        formula="""
        rr(x, z) = lam/(lam + 1) if z == x else 1/(lam + 1)  # the model: eps-RR keeps the bit w.p. e^eps/(e^eps + 1)
        rr(X_1, z)/rr(X_2, z) <= lam  # printed: ln(Pr[M(X_1) = z]/Pr[M(X_2) = z]) <= eps, through e^eps (ln increasing)
        """,
    )
    def rr_ldp(point: Point) -> Evaluation:
        """ln is increasing, so the ratio is compared with e^ε."""
        lam = point["e^eps"]
        return Evaluation(bit_report(point["X_1"], point["z"], lam) / bit_report(point["X_2"], point["z"], lam),
                          "<=", lam)

    #: Databases are histograms (x_0, x_1) of records 0 and 1 (§3.4.2); M reports each record by ε-RR, and
    #: the output is the histogram of the reports (how many reports, how many ones).

    @lru_cache(maxsize=1024)
    def _report_law(x: tuple[int, int], lam: Fraction) -> dict[tuple[int, int], Fraction]:
        keep = lam / (1 + lam)
        law = poisson_binomial([1 - keep] * x[0] + [keep] * x[1])
        return {(sum(x), ones): p for ones, p in enumerate(law)}

    def _neighbour_bound(x: tuple[int, int], y: tuple[int, int], lam: Fraction) -> Evaluation:
        """Pr[M(x) ∈ S] <= e^ε Pr[M(y) ∈ S] at the worst S (the outputs where M(x) exceeds e^ε M(y))."""
        P, Q = _report_law(x, lam), _report_law(y, lam)
        S = [z for z in P if P[z] > lam * Q.get(z, F(0))] or [max(P, key=lambda z: P[z] - lam * Q.get(z, F(0)))]
        return Evaluation(sum(P[z] for z in S), "<=", lam * sum(Q.get(z, F(0)) for z in S),
                          detail=f"x = {x}, y = {y}, S = outputs {S} (number of reports, ones)")

    def _central(x: tuple[int, int], lam: Fraction, substitution: bool) -> Evaluation:
        """Every neighbour y (and y = x): one record added or removed, or (substitution) one record replaced."""
        if substitution:
            moves = [(0, 0), (-1, 1), (1, -1)]
        else:
            moves = [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
        cases = []
        for da, db in moves:
            y = (x[0] + da, x[1] + db)
            if min(y) >= 0:
                cases += [_neighbour_bound(x, y, lam), _neighbour_bound(y, x, lam)]
        return weakest(cases)

    CENTRAL = Domain.of(among("e^eps", LAMBDAS, search=rationals(1, 30, max_denominator=12), symbol="lam"),
                        each("x", "tuple((floor(n - b), b) for n in ints(0, 4) for b in ints(0, n))",
                             "every histogram x = (x_0, x_1) of at most 4 records of the types 0 and 1",
                             search=region("histograms with at most 6 records",
                                           lambda: st.tuples(st.integers(0, 3), st.integers(0, 3)),
                                           "len(value) == 2 and integer(value[0]) and integer(value[1]) and "
                                           "value[0] >= 0 and value[1] >= 0 and value[0] + value[1] <= 6")))

    def _central_formula(moves: str) -> str:
        """Per-record ε-RR against Definition 3.5 at every neighbour y = x + d, d in ``moves`` (y = x included), both
        orders, at the worst set, in the formula language."""
        return f"""
        # each record reported by eps-RR: a record of type 1 reports 1 w.p. lam/(1 + lam), of type 0 w.p. 1/(1 + lam);
        # the output is (the number of reports, the number of ones)
        ones(h) = convolve(binomial_law(h[0], 1/(1 + lam)), binomial_law(h[1], lam/(1 + lam)))
        size(h) = h[0] + h[1]
        Pr(h, n, k) = at(ones(h), k) if n == size(h) else 0
        # Pr[M(A) in S] <= e^eps Pr[M(B) in S] at every S: at the worst S, the outputs where M(A) exceeds e^eps M(B)
        worst(A, B) = tuple(k for k in ints(0, size(A)) if Pr(A, size(A), k) > lam * Pr(B, size(A), k))
        all(sum(Pr(AB[0], size(AB[0]), k) for k in worst(AB[0], AB[1]))
            <= lam * sum(Pr(AB[1], size(AB[0]), k) for k in worst(AB[0], AB[1]))
            for d in {moves} for y in (vadd(x, d),) if min(y) >= 0 for AB in ((x, y), (y, x)))
        """
    CENTRAL_READING = Deviation("quantitative reading", "'a slightly stronger guarantee than ... differential privacy' "
                                "read as one instance: ε-RR applied to each record (an ε-LDP mechanism) is ε-DP "
                                "(Definition 3.5, δ = 0), the output being the histogram of the reports",
                                where="§7, the sentence before Definition 7.1")

    SURVEY.claim(
        "ldp-central",
        label="slightly stronger guarantee",
        statement=r"Formally, local differential privacy is a slightly stronger guarantee than, but in essence similar "
        r"to, differential privacy.",
        hypotheses="databases are histograms, neighbours ‖x - y‖_1 <= 1 as Definition 3.5 defines them (a record "
        "added or removed); every neighbour y of x, both orders, every set S of outputs (the worst)",
        domain=CENTRAL,
        degenerate=lambda point: sum(point["x"]) == 0,
        reading="as read",
        deviations=(CENTRAL_READING,),
        meaningless="'slightly stronger than, but in essence similar to' compares two notions without saying what "
        "is compared",
        finding="Under Definition 3.5's neighbours (‖x - y‖_1 <= 1: a record added or removed) per-record ε-RR is not "
        "ε-DP for any ε: the number of reports is the number of records. It is ε-DP when a record is replaced.",
        correction=SURVEY.correction(
            "ldp-central.corrected",
            label="slightly stronger guarantee",
            statement=r"ε-RR applied to each record is ε-differentially private for databases of one size that "
            r"differ in one record ($\|x - y\|_1 = 2$, $\|x\|_1 = \|y\|_1$)",
            hypotheses="histograms of one size n (public); every y with one record replaced, both orders, every set S",
            deviations=(CENTRAL_READING, Deviation("added hypothesis", "neighbours have the same number of records "
                                                   "(one record replaced), not ‖x - y‖_1 <= 1",
                                                   where="Definition 3.5")),
            # y = x, or one record replaced
            formula=_central_formula("((0, 0), (-1, 1), (1, -1))"),
        )(lambda point: _central(point["x"], point["e^eps"], substitution=True)),
        # ‖x - y‖_1 <= 1: y = x, or a record added or removed
        formula=_central_formula("((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1))"),
    )(lambda point: _central(point["x"], point["e^eps"], substitution=False))


with SURVEY.section("7.1"):

    #: §7.2's two estimators of the mean of n bits: randomized response (every user reports by ε-RR, Var(μ̂) =
    #: e^ε/(n(e^ε - 1)²) with independent users, more with a shared coin) and the central μ̂ + Lap(1/(εn)) (Var =
    #: 2/(ε² n²)).
    NOISE_READING = Deviation("quantitative reading", "'the noise added ... is more than that for ... a central "
                              "ε-differentially private algorithm' read as §7.2's instance: for the mean of n bits the "
                              "variance of randomized response's μ̂ (each user's ε-RR) is at least that of the central "
                              "μ̂ = μ + Lap(1/(εn)), 2/(ε² n²)", where="§7.2, l.1355 and l.1361")
    NOISE_STATEMENT = (r"local differential privacy is a stronger guarantee than 'vanilla' differential privacy, and "
                       r"hence for the same $\varepsilon > 0$, the noise added ... is more than that for an "
                       r"application of a central $\varepsilon$-differentially private algorithm")

    def _local_against_central(lam: Fraction, n: int) -> Evaluation:
        """Var(μ̂_RR) >= 2/(ε² n²), certified: e^ε/(n(e^ε - 1)²) is the variance with independent users (one coin
        shared by every user raises it to e^ε/(e^ε - 1)², so the independent one is the least)."""
        local = lam / (n * (lam - 1) ** 2)
        return certified(lambda: ball(local), ">=", lambda: 2 / (ball(lam).log() ** 2 * n * n),
                         detail="Var of randomized response's mean against the central Laplace mean's 2/(ε² n²)")

    #: the model on each side: randomized response's E[(μ̂ - μ)²] from its law (x = (0, ..., 0), independent users:
    #: the number of 1 reports is Bin(n, 1/(e^ε + 1)); the variance does not depend on x), against the variance
    #: 2b² of the central Lap(b), b = 1/(εn)
    NOISE_FORMULA = ("q = 1/(lam + 1)\n"
                     "est(s) = ((lam + 1)*s - n)/((lam - 1)*n)\n"
                     "b = 1/(ln(lam)*n)\n"
                     "sum(binomial_law(n, q)[s]*est(s)**2 for s in ints(0, n)) >= 2*b**2")

    SURVEY.claim(
        "ldp-noise",
        label="LDP: A Silver Bullet?",
        statement=NOISE_STATEMENT,
        hypotheses="the same ε for both; the users' coins independent or shared, the least local variance (independent "
        "users) compared",
        domain=Domain.of(LAM, among("n", (1, 2, 3, 5, 10, 100), search=integers(1, 1000))),
        formula=NOISE_FORMULA,
        reading="as read",
        deviations=(NOISE_READING,),
        meaningless="the printed comparison names no task, no measure of the noise and no pair of algorithms; §7.2 "
        "supplies the one instance the section computes (a reading choice: read as the least noise of any ε-LDP "
        "against any central ε-DP algorithm the sentence is weakly true for every n, since randomized response is "
        "itself centrally ε-DP with the same variance)",
        finding="For the mean of n bits randomized response's variance e^ε/(n(e^ε - 1)²) is below the central "
        "Laplace mean's 2/(ε² n²) whenever n <= 2, for every ε (e^ε = 3/2, n = 1: 6 < 2/ln²(3/2) = 12.2): the "
        "local noise is larger only from n > 2(e^ε - 1)²/(ε² e^ε) on.",
        correction=SURVEY.correction(
            "ldp-noise.corrected",
            label="LDP: A Silver Bullet?",
            statement=NOISE_STATEMENT + r" (for $n \geq 3$ and $e^\varepsilon \leq 3$: $\frac{e^\varepsilon}"
            r"{n(e^\varepsilon - 1)^2} \geq \frac{2}{\varepsilon^2 n^2}$)",
            hypotheses="n >= 3 and e^ε <= 3, where n ε² e^ε/(2(e^ε - 1)²) >= 1",
            domain=Domain.of(among("e^eps", (F(1001, 1000), F(5, 4), F(3, 2), F(2), F(5, 2), F(3)),
                                   search=rationals(1, 3, ends="(]", max_denominator=100), symbol="lam"),
                             among("n", (3, 4, 5, 6, 8, 10, 20, 100, 1000), search=integers(3, 10**4))),
            deviations=(NOISE_READING, Deviation("narrowed domain", "n >= 3 and e^ε <= 3: for n <= 2 the local "
                                                 "variance is the smaller at every ε", where="l.1335")),
            formula=NOISE_FORMULA,
        )(lambda point: _local_against_central(point["e^eps"], point["n"])),
    )(lambda point: _local_against_central(point["e^eps"], point["n"]))
    SURVEY.not_checkable(
        "cldp",
        label="Definition 7.2",
        statement=r"Condensed Local Differential Privacy; there is currently no known separation between the local "
        r"variants of $\varepsilon$- and $(\varepsilon, \delta)$-differential privacy",
        reason="a definition cited from [19] and a statement about the state of the literature",
    )


# --------------------------------------------------------------------------- §7.2 central vs local

with SURVEY.section("7.2"):

    #: ε > 0 rational: the central Laplace mechanism adds Lap(1/(εn)) to the mean of n bits.
    EPS = among("eps", (F(1, 10), F(1, 2), F(1), F(2)), search=rationals(0, 10, ends="()", max_denominator=20))
    NOISE_BOUND_STATEMENT = (r"$\hat{\mu} = \frac{1}{n} \sum_{i=1}^n X_i + \text{Lap}\left(\frac{1}{\varepsilon n}"
                             r"\right).$ Here it can be easily seen that the magnitude of noise, $|\mu - \hat{\mu}| "
                             r"\leq \frac{1}{\varepsilon n}$ ... $\implies n \geq \frac{1}{\alpha \varepsilon}$")
    ALPHA = among("alpha", (F(1, 100), F(1, 10), F(1, 2)), search=rationals(0, 1, ends="()", max_denominator=100))
    BETA = among("beta", (F(1, 20), F(1, 100), F(1, 10**6)), search=rationals(0, 1, ends="()", max_denominator=10**6))

    def _enough(n: int, eps: Fraction, alpha: Fraction, beta: Fraction) -> bool:
        """n >= ln(1/β)/(αε), decided with balls (never a tie: ln of a rational ≠ 1 is irrational)."""
        return compare(lambda: ball(n * alpha * eps), ">=", lambda: (1 / ball(beta)).log())[0]

    SURVEY.declare(
        "laplace-noise-bound",
        label="the magnitude of noise",
        statement=NOISE_BOUND_STATEMENT,
        hypotheses="μ̂ - μ = Lap(1/(εn)) (l.1355); the printed bound on the random |μ - μ̂|, which holds when "
        "P[|μ - μ̂| > 1/(εn)] = 0 (l.1357)",
        domain=Domain.of(ints("n", 1, 20, search_high=1000), EPS),
        finding="Lap(b) is unbounded: P[|Lap(b)| > b] = e^-1 for every b, so |μ - μ̂| <= 1/(εn) fails with "
        "probability 1/e at every n (n = 1, ε = 1/10); in expectation E|μ - μ̂| = 1/(εn), so n >= 1/(αε) bounds the "
        "expected error by α, and |μ - μ̂| <= α with probability 1 - β needs n >= ln(1/β)/(αε).",
        correction=SURVEY.correction(
            "laplace-noise-bound.corrected",
            label="the magnitude of noise",
            statement=r"$P[|\mu - \hat{\mu}| > \alpha] \leq \beta$ whenever $n \geq \frac{\ln(1/\beta)}{\alpha "
            r"\varepsilon}$ (the tail e^{-αεn} of Lap(1/(εn)))",
            hypotheses="μ̂ - μ = Lap(1/(εn)); n >= ln(1/β)/(αε)",
            domain=Domain.of(EPS, ALPHA, BETA, each("n", "(ceil(ln(1/beta)/(alpha*eps)), "
                                                    "floor(ceil(ln(1/beta)/(alpha*eps)) + 1), "
                                                    "floor(2*ceil(ln(1/beta)/(alpha*eps))))",
                                                    "n in {n_0, n_0 + 1, 2 n_0}, n_0 = ⌈ln(1/β)/(αε)⌉ "
                                                    "the smallest size the hypothesis allows",
                                                    search=region("n >= 1", lambda eps, alpha, beta: st.integers(
                                                        1, 10**6), "value >= 1")),
                             where("n*alpha*eps >= ln(1/beta)", "n >= ln(1/β)/(αε)", fast=_enough)),
            # the model: P[|Lap(1/(εn))| > α] from the Laplace law (an exact sum of exponentials), against β
            formula="1 - laplace_interval(0, 1/(eps*n), (-alpha, alpha)) <= beta",
        )(lambda n, eps, alpha, beta: certified(lambda: laplace_tail(alpha, 1 / (eps * n)), "<=", lambda: ball(beta),
                                                "P[|Lap(1/(εn))| >= α] = e^(-αεn)")),
        # the model: P[|μ̂ - μ| > b] = P[|Lap(b)| > b] from the Laplace law (e^-1, an exact sum of exponentials), against
        # the printed sure bound |μ - μ̂| <= b, whose probability of failing is 0
        formula="b = 1/(eps*n)\n1 - laplace_interval(0, b, (-b, b)) <= 0",
    )

    def _rr_counts(n: int, lam: Fraction, ones: int, coins: int) -> tuple[Fraction, ...]:
        """P[Σ Y_i = s] for RR reports of x with ``ones`` ones among n bits."""
        keep = lam / (1 + lam)
        return _counts(tuple([keep] * ones + [1 - keep] * (n - ones)), coins)

    def _rr_deviation(n: int, lam: Fraction, ones: int, s: int) -> Fraction:
        """μ̂ - μ when Σ Y_i = s (μ̂ of §4.1.3)."""
        return ((lam + 1) * s - n) / ((lam - 1) * n) - F(ones, n)

    def _variance(n: int, lam: Fraction, ones: int, coins: int) -> Fraction:
        pmf = _rr_counts(n, lam, ones, coins)
        return sum((_rr_deviation(n, lam, ones, s) ** 2 * p for s, p in enumerate(pmf)), F(0))

    ONES = each("ones", "tuple(o for o in ints(0, n) if o == 0 or o == floor(n/2) or o == n)",
                "x with 0, n/2 (rounded down) or n ones",
                search=region("0..n", lambda n: st.integers(0, n), "0 <= value and value <= n"))
    N_AXIS = among("n", (1, 2, 3, 5, 10), search=integers(1, 12))
    VARIANCE = Domain.of(among("e^eps", (F(5, 4), *LAMBDAS), search=rationals(1, 30, max_denominator=12)), N_AXIS,
                         ONES, COINS)
    VARIANCE_INDEPENDENT = Domain.of(among("e^eps", (F(5, 4), *LAMBDAS), search=rationals(1, 30, max_denominator=12),
                                           symbol="lam"), N_AXIS, ONES, COINS, INDEPENDENT_USERS)

    def _rr_variance(point: Point) -> Evaluation:
        """Var(μ̂) <= 1/(ε² n), decided soundly: against 1/(hi² n) <= 1/(ε² n) when it holds (hi >= ε from interval
        arithmetic), against 1/(lo² n) >= 1/(ε² n) when it fails (lo <= ε a partial sum of the series of ln)."""
        lam, n, ones, coins = point["e^eps"], point["n"], point["ones"], point["coins"]
        variance = _variance(n, lam, ones, coins)
        below = 1 / (_eps_squared(lam)[1] * n)
        if variance <= below:
            return Evaluation(variance, "<=", below, detail="rhs: 1/(hi(ε)² n), a lower bound of 1/(ε² n)")
        above = 1 / (log_lower(lam) ** 2 * n)
        if variance > above:
            return Evaluation(variance, "<=", above, detail="rhs: 1/(lo(ε)² n), an upper bound of 1/(ε² n), lo the "
                              "sum of the first 60 terms of ln λ = 2 Σ y^(2j+1)/(2j+1), y = (λ - 1)/(λ + 1)")
        raise ValueError(f"Var(μ̂) = {variance} is within the enclosure of 1/(ε² n)")

    VARIANCE_STATEMENT = (r"Now for the above described randomised response, if $\varepsilon = O(1)$, then the "
                          r"variance of $\hat{\mu}$ is $O\left(\frac{1}{\epsilon^2 n}\right)$.")

    def _rate_slope(variance: Callable[[int], Fraction], n: int) -> Evaluation:
        """An O(1/n) rate in n, decided exactly: here n·Var_n = a + b·n for every n (``variance`` gives Var_n), so
        Var_n = O(1/n) iff b = 0; b from the exact variances at n and 2n, (2n Var_2n - n Var_n)/n."""
        slope = (2 * n * variance(2 * n) - n * variance(n)) / n
        return Evaluation(slope, "==", 0, detail="b in n Var = a + b n (the rate O(1/n) holds iff b = 0), from the "
                          f"exact variances at n = {n} and {2 * n}")

    RATE = Domain.of(among("e^eps", (F(5, 4), *LAMBDAS), search=rationals(1, 30, max_denominator=12), symbol="lam"),
                     among("n", (1, 2, 3, 5, 10), search=integers(1, 12)), COINS,
                     let("x", "tuple(0 for i in ints(1, n))", "x = (0, ..., 0)", hidden=True))

    @SURVEY.claim(
        "rr-variance",
        reading="literal", disputed=USERS_DISPUTED,
        label=r"O\left(\frac{1}{\epsilon^2 n}\right)",
        statement=VARIANCE_STATEMENT,
        hypotheses="ε fixed, so ε = O(1); the O(·) as n grows: some K with Var(μ̂) at most K/(ε² n) for every n; x = "
        "(0, ..., 0); the users' coins independent or shared (the text states no independence)",
        domain=RATE,
        formula="""
        q = 1/(lam + 1)  # at x = 0 every user reports 1 with probability 1/(e^eps + 1)
        est(size, s) = ((lam + 1)*s - size)/((lam - 1)*size)  # mu-hat when the reports sum to s
        var(size) = sum(binomial_law(size, q)[s]*est(size, s)**2 for s in ints(0, size)) if coins == 0
          else (1 - q)*est(size, 0)**2 + q*est(size, size)**2  # one shared coin: every report equal
        (2*n*var(2*n) - n*var(n))/n == 0  # b in n Var = a + b n: O(1/(eps^2 n)) at fixed eps iff b = 0
        """,
        finding="With one coin shared by the users the reports move together and Var(μ̂) = e^ε/(e^ε - 1)² for every "
        "n, not O(1/(ε² n)) (e^ε = 5/4: n Var(μ̂) = 20n); with independent users Var(μ̂) = e^ε/(n(e^ε - 1)²) <= "
        "1/(ε² n).",
        correction=SURVEY.correction(
            "rr-variance.corrected",
            reading="charitable", disputed=USERS_DISPUTED,
            label=r"O\left(\frac{1}{\epsilon^2 n}\right)",
            statement=VARIANCE_STATEMENT + " (independent users: Var(μ̂) = e^ε/(n(e^ε - 1)²) <= 1/(ε² n), the O(·) "
            "with the constant 1)",
            hypotheses="independent users; the O(·) witnessed by the constant 1 at every n and ε: Var(μ̂) exact, equal "
            "to e^ε/(n(e^ε - 1)²), against 1/(ε² n) from a rational enclosure of ε",
            domain=VARIANCE_INDEPENDENT,
            formula="""
            keep = lam/(lam + 1)  # each user's bit kept
            law = convolve(binomial_law(ones, keep), binomial_law(n - ones, 1 - keep))  # the number of 1 reports
            var = sum(law[s]*(((lam + 1)*s - n)/((lam - 1)*n) - ones/n)**2 for s in ints(0, n))  # Var(mu-hat)
            var == lam/(n*(lam - 1)**2) and var <= 1/(ln(lam)**2*n)
            """,
        )(lambda point: weakest((equal(_variance(point["n"], point["e^eps"], point["ones"], 0),
                                       point["e^eps"] / (point["n"] * (point["e^eps"] - 1) ** 2)),
                                 _rr_variance(point)))),
    )
    def rr_variance(point: Point) -> Evaluation:
        """004_3b24c074030182c5.txt §7.2, O(1/(ε² n)): at x = 0 every user reports 1 with probability 1/(e^ε + 1).
        Independent users: μ̂ is the mean of n i.i.d. estimates, n Var(μ̂) = Var_1 (b = 0); one shared coin: every
        report is the same, μ̂ has the law of one user's estimate, n Var(μ̂) = n Var_1 (a = 0).  So n Var(μ̂) = a + b n
        for every n, and Var(μ̂) = O(1/(ε² n)) (ε fixed) iff b = 0."""
        lam, coins = point["e^eps"], point["coins"]
        return _rate_slope(lambda size: _variance(size, lam, 0, coins), point["n"])

    def _threshold_tail(n: int, lam: Fraction, ones: int, coins: int, t_sq: tuple[Fraction, Fraction],
                        strict: bool) -> Fraction:
        """P[|μ̂ - μ| >= t] (or > t) with t² enclosed."""
        pmf = _rr_counts(n, lam, ones, coins)
        return sum((p for s, p in enumerate(pmf) if p and _at_least(_rr_deviation(n, lam, ones, s) ** 2, t_sq, strict)),
                   F(0))

    @SURVEY.claim(
        "rr-chebyshev",
        label="By Chebyshev's inequality",
        statement=r"By Chebyshev's inequality, $\Pr\left[|\hat{\mu} - \mu| \geq \frac{1}{\epsilon\sqrt{n}}\right] \leq "
        r"\frac{\text{Var}(\hat{\mu})}{\frac{1}{\epsilon^2 n}}.$",
        hypotheses="ε = ln e^ε; the users' coins independent or shared (Chebyshev needs no independence)",
        domain=Domain.of(among("e^eps", (F(5, 4), *LAMBDAS), search=rationals(1, 30, max_denominator=12),
                               symbol="lam"), N_AXIS, ONES, COINS),
        formula="""
        keep = lam/(lam + 1)  # eps-RR keeps each bit
        # the model: the law of the number s of 1 reports for x with `ones` ones, the users independent, or one
        # shared uniform U (a user reports 1 iff U < P[Y_i = 1]: all when U < 1 - keep, the ones of x when
        # 1 - keep <= U < keep, none when U >= keep)
        law(s) = convolve(binomial_law(ones, keep), binomial_law(n - ones, 1 - keep))[s] if coins == 0
          else (1 - keep if s == n else 0) + (2*keep - 1 if s == ones else 0) + (1 - keep if s == 0 else 0)
        dev(s) = ((lam + 1)*s - n)/((lam - 1)*n) - ones/n  # mu-hat - mu (the estimator of §4.1.3)
        var = sum(law(s)*dev(s)**2 for s in ints(0, n))  # Var(mu-hat)
        L = ln(lam)**2  # eps^2
        tail = sum(law(s) for s in ints(0, n) if dev(s)**2*L*n >= 1)  # Pr[|mu-hat - mu| >= 1/(eps sqrt(n))]
        tail <= var/(1/(L*n))  # printed: Chebyshev's Var(mu-hat)/(1/(eps^2 n))
        """,
    )
    def rr_chebyshev(point: Point) -> Evaluation:
        """004_3b24c074030182c5.txt §7.2, By Chebyshev's inequality: the event decided exactly from an enclosure of
        1/(ε² n); the right side replaced by its rational lower bound Var(μ̂)·lo(ε)²·n (sound for '<=')."""
        lam, n, ones, coins = point["e^eps"], point["n"], point["ones"], point["coins"]
        low, high = _eps_squared(lam)
        tail = _threshold_tail(n, lam, ones, coins, (1 / (high * n), 1 / (low * n)), strict=False)
        return Evaluation(tail, "<=", _variance(n, lam, ones, coins) * low * n)

    def _sample_guard(lam: Fraction, alpha: Fraction, n: int, power: int) -> bool:
        """n >= 1/(α^power ε²), decided from the enclosure of ε² (ValueError on a tie)."""
        low, high = _eps_squared(lam)
        if n * alpha**power * low >= 1:
            return True
        if n * alpha**power * high < 1:
            return False
        raise ValueError("n is within the enclosure of 1/(α^k ε²)")

    def _sample_size(point: Point) -> Evaluation:
        lam, n = point["e^eps"], point["n"]
        low, high = _eps_squared(lam)
        return Evaluation(_threshold_tail(n, lam, 0, 0, (1 / (high * n), 1 / (low * n)), strict=False), "<=",
                          point["alpha"])

    def _sample_corrected(point: Point) -> Evaluation:
        lam, alpha, n = point["e^eps"], point["alpha"], point["n"]
        pmf = _rr_counts(n, lam, 0, 0)
        tail = sum((p for s, p in enumerate(pmf) if abs(_rr_deviation(n, lam, 0, s)) >= alpha), F(0))
        return Evaluation(tail, "<=", alpha)

    SAMPLE = Domain.of(among("e^eps", (F(3), F(2)), symbol="lam"), among("alpha", (F(1, 2), F(1, 10))),
                       among("n", (*range(1, 11), 83, 100, 200), text="n in 1..10 and {83, 100, 200}"),
                       where("n*alpha**2*ln(lam)**2 >= 1", "n >= 1/(α² ε²)",
                             fast=lambda point: _sample_guard(point["e^eps"], point["alpha"], point["n"], 2)),
                       let("x", "tuple(0 for i in ints(1, n))", "x = (0, ..., 0)", hidden=True))
    #: x = (0, ..., 0), independent users: the number of 1 reports is Bin(n, 1/(e^ε + 1)), μ̂ - μ = μ̂ at each count
    SAMPLE_LAW = ("q = 1/(lam + 1)\n"
                  "est(s) = ((lam + 1)*s - n)/((lam - 1)*n)\n")

    SAMPLE_STATEMENT = (r"So a good choice would be to bound $|\hat{\mu} - \mu| \leq \frac{1}{\epsilon\sqrt{n}} "
                        r"\implies$ if we want to bound the error (LHS of the above equation, i.e. "
                        r"$\Pr\left[|\hat{\mu} - \mu| \geq \frac{1}{\epsilon\sqrt{n}}\right]$) by $\alpha$, then $n "
                        r"\geq \frac{1}{\alpha^2 \epsilon^2}$.")

    def _error_at_most_alpha(point: Point) -> bool:
        lam, n = point["e^eps"], point["n"]
        low, high = _eps_squared(lam)
        return _threshold_tail(n, lam, 0, point["coins"], (1 / (high * n), 1 / (low * n)), strict=False) \
            <= point["alpha"]

    SURVEY.declare(
        "rr-sample-size-necessary",
        label=r"then  $n \geq \frac{1}{\alpha^2 \epsilon^2}$",
        statement=SAMPLE_STATEMENT,
        hypotheses="the conditional as printed: an error Pr[|μ̂ - μ| >= 1/(ε√n)] at most α needs n >= 1/(α² ε²) "
        "(l.1369); ε = ln e^ε; x = (0, ..., 0); the users' coins independent or shared (the text states no "
        "independence)",
        domain=Domain.of(among("e^eps", (F(3), F(2)), symbol="lam"), among("alpha", (F(1, 2), F(1, 10))),
                         among("n", (*range(1, 11), 83, 100, 200), text="n in 1..10 and {83, 100, 200}"), COINS,
                         # the premise from the law of the number of 1 reports at x = 0: Bin(n, 1/(e^ε + 1)) with
                         # independent users, 0 or n (w.p. 1/(e^ε + 1)) with one shared coin
                         where("sum((binomial_law(n, 1/(lam + 1))[s] if coins == 0 else 1/(lam + 1) if s == n else "
                               "lam/(lam + 1) if s == 0 else 0) for s in ints(0, n) "
                               "if (((lam + 1)*s - n)/((lam - 1)*n))**2*ln(lam)**2*n >= 1) <= alpha",
                               "Pr[|μ̂ - μ| >= 1/(ε√n)] <= α (the premise)", fast=_error_at_most_alpha),
                         let("x", "tuple(0 for i in ints(1, n))", "x = (0, ..., 0)", hidden=True)),
        # the printed consequence n >= 1/(α² ε²), ε = ln e^ε enclosed, at the points where the premise holds
        formula="n*alpha**2*ln(lam)**2 >= 1",
        finding="An error of at most α does not need n >= 1/(α² ε²): e^ε = 3, α = 1/2, n = 1 give μ̂ in {-1/2, 3/2}, "
        "Pr[|μ̂| >= 1/ln 3] = 1/4 <= 1/2, yet n = 1 < 4/ln²3 = 3.31.",
    )

    SUFFICIENT = Deviation("quantitative reading", "'if we want to bound the error ... by α, then n >= 1/(α² ε²)' "
                           "decided as a sufficient condition (n >= 1/(α² ε²) makes the error at most α), the use the "
                           "next sentence makes of it; the necessary condition as printed is record "
                           "rr-sample-size-necessary", where="l.1369-1371")

    SURVEY.claim(
        "rr-sample-size",
        label=r"then  $n \geq \frac{1}{\alpha^2 \epsilon^2}$",
        statement=SAMPLE_STATEMENT,
        hypotheses="n >= 1/(α² ε²) makes Pr[|μ̂ - μ| >= 1/(ε√n)] <= α; ε = ln e^ε; independent users, x = (0, ..., "
        "0); the guard and the event decided from rational enclosures of ε²",
        domain=SAMPLE,
        formula=SAMPLE_LAW + ("tail = sum(binomial_law(n, q)[s] for s in ints(0, n) if est(s)**2*ln(lam)**2*n >= 1)"
                              "  # P[|mu-hat - mu| >= 1/(eps sqrt(n))]\n"
                              "tail <= alpha"),
        reading="as read",
        deviations=(SUFFICIENT, INDEPENDENT_USERS.deviation),
        literal="004.rr-sample-size-necessary",
        finding="n >= 1/(α² ε²) does not bound Pr[|μ̂ - μ| >= 1/(ε√n)] by α: the threshold 1/(ε√n) is about one "
        "standard deviation, so the probability does not decrease with n (e^ε = 3, α = 1/2, n = 4: 37/64). "
        "Chebyshev gives Pr[|μ̂ - μ| >= α] <= 1/(n ε² α²), so n >= 1/(β α² ε²) bounds the error by α with "
        "probability 1 - β.",
        correction=SURVEY.correction(
            "rr-sample-size.corrected",
            label=r"then  $n \geq \frac{1}{\alpha^2 \epsilon^2}$",
            statement=r"$n \geq \frac{1}{\beta \alpha^2 \epsilon^2} \implies \Pr[|\hat{\mu} - \mu| \geq \alpha] \leq "
            r"\beta$; here $\beta = \alpha$",
            hypotheses="independent users; x = (0, ..., 0), enough since Var(μ̂) = e^ε/(n(e^ε - 1)²) does not depend "
            "on x and the bound is Chebyshev's; the guard decided from an enclosure of ε²",
            domain=Domain.of(among("e^eps", (F(3), F(2)), symbol="lam"), among("alpha", (F(1, 2), F(1, 3), F(1, 4))),
                             among("n", (*range(1, 41), 60, 100, 150, 200), text="n in 1..40 and {60, 100, 150, 200}"),
                             where("n*alpha**3*ln(lam)**2 >= 1", "n >= 1/(α³ ε²)",
                                   fast=lambda point: _sample_guard(point["e^eps"], point["alpha"], point["n"], 3)),
                             let("x", "tuple(0 for i in ints(1, n))", "x = (0, ..., 0)", hidden=True)),
            formula=SAMPLE_LAW + "sum(binomial_law(n, q)[s] for s in ints(0, n) if abs(est(s)) >= alpha) <= alpha",
        )(_sample_corrected),
    )(_sample_size)

    @SURVEY.claim(
        "local-square",
        label="the square of the number of bits",
        kind="identity",
        statement=r"That happens to be the square of the number of bits required as for centrally differentially "
        r"private Laplace mechanism based mean calculation for the same error bound!",
        hypotheses="the two printed sizes: n >= 1/(α² ε²) for randomized response (l.1369) against n >= 1/(αε) for "
        "the central Laplace mean (l.1359); the number of bits is the number n of users' bits X_i (l.1353)",
        reading="as read",
        deviations=(Deviation("quantitative reading", "'the number of bits required ... for the same error bound' "
                              "read as the two printed sizes with the same symbol α (the algebra of the sentence), "
                              "not as least sizes for one error criterion", where="l.1371"),),
        meaningless="read literally, 'required' needs a least n for each mechanism under 'the same error bound', and "
        "there is none: no n meets the printed central requirement |μ - μ̂| <= α surely (Laplace noise is unbounded, "
        "record laplace-noise-bound), and the local requirement bounds a probability, P[|μ̂ - μ| >= 1/(ε√n)] <= α "
        "(l.1369), with the same symbol; under one (α, β) criterion the ledger's corrected sufficient sizes, "
        "ln(1/β)/(αε) and 1/(βα²ε²), are not in a square relation",
        domain=Domain.of(among("alpha", (F(1, 100), F(1, 10), F(1, 2), F(1)), search=rationals(0, 1, ends="(]",
                                                                                          max_denominator=100)),
                         among("eps", tuple(F(i, 4) for i in range(1, 17)),
                               search=rationals(0, 10, max_denominator=20))),
        # an identity between two printed expressions, decided as printed: RR's size 1/(α² ε²) (l.1369) against
        # the square of the central Laplace size 1/(αε) (l.1359)
        formula="1/(alpha**2*eps**2) == (1/(alpha*eps))**2",
    )
    def local_square(alpha: Fraction, eps: Fraction) -> Evaluation:
        return equal(1 / (alpha**2 * eps**2), (1 / (alpha * eps)) ** 2, detail="1/(α² ε²) against (1/(αε))²")


with SURVEY.section("7.3"):

    SURVEY.not_checkable(
        "ldp-models",
        label="Models of Local Differential Privacy",
        statement=r"Non-Interactive, Sequentially Interactive, Fully Interactive ... the differences between each of "
        r"these models is still unclear and is a field of research",
        reason="definitions and open-research remarks, no checkable statement",
    )


# --------------------------------------------------------------------------- §7.4.1 RAPPOR

FS = (F(1, 2), F(1, 4), F(3, 4))
F_TEXT = "f in {1/2, 1/4, 3/4}"
#: f in (0, 1]: f = 0 leaves ε = 2h ln((1 - f/2)/(f/2)) undefined.
F_AXIS = among("f", (F(1, 2), F(1, 4), F(3, 4), F(1, 10), F(1, 100), F(99, 100), F(1)),
               search=rationals(0, 1, ends="(]", max_denominator=100))

with SURVEY.section("7.4.1"):

    #: P[B'_i = c | B_i = bit] from the three printed branches (1 w.p. f/2, 0 w.p. f/2, B_i w.p. 1 - f), and
    #: P[B' = c | B] with the bits randomized independently
    PRR_LAW = ("keep(bit, c) = f/2 + (1 - f if c == bit else 0)\n"
               "prr(B, c) = prod(keep(B[i], c[i]) for i in ints(0, len(B) - 1))\n")

    def _branches(b: int, f: Fraction) -> dict[int, Fraction]:
        """P[B'_i = v | B_i = b] from the three printed branches: 1 w.p. f/2, 0 w.p. f/2, B_i w.p. 1 - f."""
        out = {0: F(0), 1: F(0)}
        for value, prob in ((1, f / 2), (0, f / 2), (b, 1 - f)):
            out[value] += prob
        return out

    @SURVEY.claim(
        "rappor-prr",
        label=r"\Pr[b'_i = 1|b_i = 1]",
        kind="identity",
        statement=r"$B'_i = 1$ with probability $\frac{1}{2}f$, $0$ with probability $\frac{1}{2}f$, $B_i$ with "
        r"probability $1 - f$; $\Pr[b'_i = 1|b_i = 1] = \frac{1}{2}f + (1 - f) = 1 - \frac{1}{2}f,$ "
        r"$\Pr[b'_i = 1|b_i = 0] = \frac{1}{2}f.$",
        hypotheses="the three branches sum to 1; every f in [0, 1], where the three printed probabilities lie in [0, "
        "1] (l.1410)",
        domain=Domain.of(steps("f", 0, 1, "1/50", search=rationals(0, 1, ends="[]"))),
        formula="""
        # the model: P[B'_i = v | B_i = b] summed over the three printed branches (1 w.p. f/2, 0 w.p. f/2,
        # B_i w.p. 1 - f)
        law(b, v) = (f/2 if v == 1 else 0) + (f/2 if v == 0 else 0) + (1 - f if v == b else 0)
        # printed: the branches sum to 1, Pr[b'_i = 1 | b_i = 1] = f/2 + (1 - f) = 1 - f/2,
        # Pr[b'_i = 1 | b_i = 0] = f/2
        f/2 + f/2 + (1 - f) == 1 and law(1, 1) == f/2 + (1 - f) == 1 - f/2 and law(0, 1) == f/2
        """,
    )
    def rappor_prr(f: Fraction) -> Evaluation:
        return weakest((equal(f / 2 + f / 2 + (1 - f), F(1)),
                        chain_of(_branches(1, f)[1], f / 2 + (1 - f), 1 - f / 2),
                        equal(_branches(0, f)[1], f / 2)))

    SHAPES = ((1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (3, 2), (4, 2), (5, 2), (6, 3))
    SHAPE_TEXT = "(k, h) in {(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (3, 2), (4, 2), (5, 2), (6, 3)}"
    SHAPE_AXIS = among(("k", "h"), SHAPES, text=SHAPE_TEXT)
    PRR_COINS = among("coins", (0, 1), search=integers(0, 1),
                      text="coins in {0 (each bit randomized with its own coins), 1 (one draw for every bit: all 1 "
                      "w.p. f/2, all 0 w.p. f/2, B w.p. 1 - f)}")

    @lru_cache(maxsize=4096)
    def _row(B: tuple[int, ...], f: Fraction) -> tuple[Fraction, ...]:
        """P[B' = b' | B] for every report b' in product((0, 1), repeat=k) order, the bits independent."""
        return tuple(prr_pmf(B, b, f) for b in product((0, 1), repeat=len(B)))

    @lru_cache(maxsize=256)
    def _bit_choice(b1: int, b2: int, f: Fraction) -> tuple[int, Fraction, Fraction]:
        """The report bit c maximizing P[c | b1]/P[c | b2], with both probabilities."""
        c = max((0, 1), key=lambda v: prr_bit(b1, v, f) / prr_bit(b2, v, f))
        return c, prr_bit(b1, c, f), prr_bit(b2, c, f)

    def _prr_shared(B: tuple[int, ...], f: Fraction) -> dict[tuple[int, ...], Fraction]:
        """B' when one draw decides every bit: 1...1 w.p. f/2, 0...0 w.p. f/2, B w.p. 1 - f (same marginals)."""
        law: dict[tuple[int, ...], Fraction] = {}
        for value, p in (((1,) * len(B), f / 2), ((0,) * len(B), f / 2), (B, 1 - f)):
            law[value] = law.get(value, F(0)) + p
        return law

    def _worst_report(B1: tuple[int, ...], B2: tuple[int, ...], f: Fraction, coins: int
                      ) -> tuple[tuple[int, ...], Fraction, Fraction]:
        """(b', P[B' = b' | B_1], P[B' = b' | B_2]) at the b' with the largest ratio (a zero denominator first)."""
        if coins == 0:  # independent bits: the ratio is a product of per-bit ratios, each maximized on its own
            choices = [_bit_choice(b1, b2, f) for b1, b2 in zip(B1, B2, strict=True)]
            p1 = p2 = F(1)
            for _, a, b in choices:
                p1, p2 = p1 * a, p2 * b
            return tuple(c for c, _, _ in choices), p1, p2
        first, second = _prr_shared(B1, f), _prr_shared(B2, f)
        b = max(first, key=lambda c: (second.get(c, F(0)) == 0, first[c] / second.get(c, F(1)) if second.get(c)
                                      else F(0)))
        return b, first[b], second.get(b, F(0))

    def _theorem_7_4(k: int, h: int, f: Fraction, coins: int) -> Evaluation:
        """Every pair B_1, B_2 and report b': P[B' = b' | B_1] <= e^ε P[B' = b' | B_2] (cross-multiplied), recorded at
        the largest ratio."""
        bound = ((1 - f / 2) / (f / 2)) ** (2 * h)
        worst = None
        for B1, B2 in product(list(blooms(k, h)), repeat=2):
            b, p1, p2 = _worst_report(B1, B2, f, coins)
            excess = (p2 == 0 and p1 > 0, p1 / p2 if p2 else F(0))
            if worst is None or excess > worst[0]:
                worst = (excess, B1, B2, b, p1, p2)
        assert worst is not None
        _, B1, B2, b, p1, p2 = worst
        return Evaluation(p1, "<=", bound * p2, detail=f"B_1 = {B1}, B_2 = {B2}, b' = {b}: P[B' = b' | B_1] <= e^ε "
                          "P[B' = b' | B_2], the largest ratio")

    THEOREM_STATEMENT = (r"Permanent Randomised Response satisfies $\epsilon$-local differential privacy, where "
                         r"$\epsilon = 2h \ln \left( \frac{1 - \frac{1}{2}f}{\frac{1}{2}f} \right).$")
    BITWISE = Deviation("added hypothesis", "the bits of B are randomized independently ('bitwise' fixes only each "
                        "bit's law; the proof's product formula assumes independence)", where="§7.4.1, step 2")

    #: P[B' = c | B]: the bits independent (coins = 0) or one draw for every bit (all 1 w.p. f/2, all 0 w.p. f/2, B
    #: w.p. 1 - f), and the Bloom filters of k bits with 1..h ones
    PRR_COINS_LAW = PRR_LAW + ("shared(B, c) = (f/2 if all(v == 1 for v in c) else 0) + (f/2 if all(v == 0 for v in c) "
                               "else 0)\n"
                               "  + (1 - f if c == B else 0)\n"
                               "law(B, c) = prr(B, c) if coins == 0 else shared(B, c)\n"
                               "filters = tuple(B for B in tuples((0, 1), k) if 1 <= sum(B) <= h)\n")

    BITWISE_DISPUTED = ("whether 'bitwise randomised response' randomizes the bits of B independently (the natural "
                        "reading of 'bitwise', and the proof's product formula) or fixes only each bit's law; the "
                        "literal side allows one draw to decide every bit, the charitable side makes them "
                        "independent")

    SURVEY.claim(
        "theorem-7.4",
        reading="literal", disputed=BITWISE_DISPUTED,
        label="Theorem 7.4",
        statement=THEOREM_STATEMENT,
        hypotheses="a Bloom filter of k bits with h hash functions: B has 1 to h ones (l.1407); f at most 1, where the "
        "printed probability 1 - f is one (l.1410); f positive, where the printed ε is defined (l.1435); each bit's "
        "printed law, the bits independent or decided by one draw; Definition 7.1: every pair B_1, B_2 and every "
        "report b' (l.1319)",
        domain=Domain.of(SHAPE_AXIS, F_AXIS, PRR_COINS),
        formula=PRR_COINS_LAW + ("all(law(B1, c) <= ((1 - f/2)/(f/2))**(2*h)*law(B2, c)\n"
                                 "  for B1 in filters for B2 in filters for c in tuples((0, 1), k))"),
        finding="'Bitwise' randomized response fixes each bit's law; if one draw decides every bit (all 1, all 0 or "
        "B, with the printed marginals) the report B itself is impossible from another filter (k = 2, h = 1: "
        "P[B' = 01 | B = 01] = 1 - f against P[B' = 01 | B = 10] = 0).",
        correction=SURVEY.correction(
            "theorem-7.4.corrected",
            reading="charitable", disputed=BITWISE_DISPUTED,
            label="Theorem 7.4",
            statement=THEOREM_STATEMENT + " (the bits randomized independently)",
            hypotheses="a Bloom filter of k bits with 1..h ones; 0 < f <= 1; independent bits; every B_1, B_2 and "
            "report b' (the worst: per-bit ratios maximized bit by bit)",
            domain=Domain.of(SHAPE_AXIS, F_AXIS, PRR_COINS, where(lambda coins: coins == 0, "the bits randomized "
                                                                  "independently", deviation=BITWISE)),
        )(_theorem_7_4),
    )(_theorem_7_4)

    FACTOR = Domain.of(
        among("f", (F(1, 2), F(1, 4))),
        among(("p", "q"), ((F(3, 4), F(1, 4)), (F(1, 2), F(1, 3))), text="(p, q) in {(3/4, 1/4), (1/2, 1/3)}"),
        each(("k", "B", "s", "b'"), "tuple((k, B, s, bp) for k in (1, 2) for B in tuples((0, 1), k) if sum(B) == 1 "
             "for s in tuples((1, 0), k) for bp in tuples((1, 0), k))",
             "k in {1, 2}, h = 1; every B, every report s and every b'", symbol=("k", "B", "s", "bp")))
    #: the instantaneous RR's P[S = s | B' = c] (bit by bit: 1 w.p. p if c_i = 1, q if c_i = 0), and the model's
    #: P[S = s | V = v], each bit of S through both stages (the bits independent)
    IRR_LAW = PRR_LAW + ("one(c) = p if c == 1 else q\n"
                         "irr(c) = prod(one(c[i]) if s[i] == 1 else 1 - one(c[i]) for i in ints(0, k - 1))\n"
                         "marginal = prod(sum(keep(B[i], c)*(one(c) if s[i] == 1 else 1 - one(c)) for c in (0, 1))\n"
                         "  for i in ints(0, k - 1))\n")

    def _irr(b_prime: tuple[int, ...], s: tuple[int, ...], p: Fraction, q: Fraction) -> Fraction:
        result = F(1)
        for c, si in zip(b_prime, s, strict=True):
            result *= irr_bit(c, si, p, q)
        return result

    def _factorization(point: Point, corrected: bool) -> Evaluation:
        B, s, b_prime, f, p, q = (point[key] for key in ("B", "s", "b'", "f", "p", "q"))
        marginal = report_pmf(B, s, f, p, q)
        term = _irr(b_prime, s, p, q) * prr_pmf(B, b_prime, f)
        if corrected:
            joint = F(0)  # P[S = s, B' = b' | V = v], enumerating every coin of both stages
            for coins in product((0, 1), repeat=len(B)):
                if coins == b_prime:
                    joint += prr_pmf(B, coins, f) * _irr(coins, s, p, q)
            total = sum((_irr(c, s, p, q) * prr_pmf(B, c, f) for c in product((0, 1), repeat=len(B))), F(0))
            return weakest((equal(joint, term), equal(marginal, total)))
        return chain_of(marginal, term * 1, term)  # lines 1 and 2 (P[B | v] = 1), then line 3

    SURVEY.claim(
        "rappor-factorization",
        label="Theorem 7.4",
        kind="identity",
        statement=r"$\Pr[S = s|V = v] = \Pr[S = s|B', B, v] \cdot \Pr[B'|B, v] \Pr[B|v] = \Pr[S = s|B'] \cdot "
        r"\Pr[B'|B] \cdot \Pr[B|v] = \Pr[S = s|B'] \cdot \Pr[B'|B].$",
        hypotheses="the proof of Theorem 7.4; B = B(v) deterministic, so Pr[B|v] = 1; B' = b' any value; S from the "
        "instantaneous RR with p, q",
        domain=FACTOR,
        formula=IRR_LAW + "marginal == irr(bp)*prr(B, bp)*1 == irr(bp)*prr(B, bp)  # lines 1-2 (P[B | v] = 1), line 3",
        finding="The factorization drops the sum over B': Pr[S = s | V = v] = Σ_b' Pr[S = s | B' = b'] Pr[B' = b' | "
        "B]; the printed product is the joint probability Pr[S = s, B' = b' | V = v] (k = 1, B = 1, f = 1/2, "
        "p = 3/4, q = 1/4, s = b' = 1: 5/8 against 9/16).",
        correction=SURVEY.correction(
            "rappor-factorization.corrected",
            label="Theorem 7.4",
            kind="identity",
            statement=r"$\Pr[S = s, B' = b'|V = v] = \Pr[S = s|B' = b'] \cdot \Pr[B' = b'|B]$ and $\Pr[S = s|V = v] = "
            r"\sum_{b'} \Pr[S = s|B' = b'] \Pr[B' = b'|B]$",
            hypotheses="B = B(v) deterministic",
            formula=IRR_LAW + ("joint = sum(prr(B, c)*irr(c) for c in tuples((0, 1), k) if c == bp)  # the joint\n"
                               "joint == irr(bp)*prr(B, bp)\n"
                               "  and marginal == sum(irr(c)*prr(B, c) for c in tuples((0, 1), k))"),
        )(lambda point: _factorization(point, corrected=True)),
    )(lambda point: _factorization(point, corrected=False))

    PQ = ((F(3, 4), F(1, 4)), (F(1, 2), F(1, 3)), (F(1, 2), F(1, 2)), (F(1), F(0)), (F(0), F(1)))

    @SURVEY.claim(
        "rappor-markov",
        label="independent of what the value of  $B$  is as long as  $B'$  is known",
        kind="identity",
        statement=r"Note that the probability of observing $S = s$ is independent of what the value of $B$ is as long "
        r"as $B'$ is known",
        hypotheses="the joint law of (B, B', S) with B uniform over the Bloom filters with one 1; Pr[S = s | B' = b', "
        "B = b] = Pr[S = s | B' = b'] for every s, b', b where both conditionings have positive probability",
        domain=Domain.of(ints("k", 1, 3), among("f", (F(0), F(1, 4), F(1, 2), F(1)), search=rationals(0, 1, ends="[]")),
                         among(("p", "q"), PQ, text="(p, q) in {(3/4, 1/4), (1/2, 1/3), (1/2, 1/2), (1, 0), (0, 1)}",
                               search=region("[0, 1]^2, denominators up to 20",
                                             lambda: st.tuples(st.fractions(0, 1, max_denominator=20),
                                                               st.fractions(0, 1, max_denominator=20)),
                                             "len(value) == 2 and all(rational(v) and 0 <= v and v <= 1 "
                                             "for v in value)"))),
        formula=PRR_LAW + dedent("""
        filters = tuple(B for B in tuples((0, 1), k) if sum(B) == 1)  # B uniform over the filters with one 1
        reports = tuple(tuples((0, 1), k))
        one(c) = p if c == 1 else q
        irr(c, s) = prod(one(c[i]) if s[i] == 1 else 1 - one(c[i]) for i in ints(0, k - 1))
        nb = len(filters)
        nr = len(reports)
        # the model: J[a][c][s] = P[B = filters[a], B' = reports[c], S = reports[s]], S drawn from B'
        PR = tuple(tuple(prr(b, c)/nb for c in reports) for b in filters)  # P[B = b, B' = c]
        IR = tuple(tuple(irr(c, s) for s in reports) for c in reports)  # P[S = s | B' = c]
        J = tuple(tuple(tuple(PR[a][c]*IR[c][s] for s in ints(0, nr - 1)) for c in ints(0, nr - 1))
          for a in ints(0, nb - 1))
        both = tuple(tuple(sum(v for v in J[a][c]) for c in ints(0, nr - 1)) for a in ints(0, nb - 1))  # P[B, B']
        pc = tuple(sum(both[a][c] for a in ints(0, nb - 1)) for c in ints(0, nr - 1))  # P[B' = c]
        # P[S = s | B' = c] (0 where P[B' = c] = 0)
        cond = tuple(tuple(sum(J[d][c][s] for d in ints(0, nb - 1))/pc[c] if pc[c] > 0 else 0 for s in ints(0, nr - 1))
          for c in ints(0, nr - 1))
        # printed: P[S = s | B' = c, B = b] = P[S = s | B' = c], both conditionings with positive probability
        all(J[a][c][s]/both[a][c] == cond[c][s]
          for a in ints(0, nb - 1) for c in ints(0, nr - 1) if both[a][c] > 0 for s in ints(0, nr - 1))
        """),
    )
    def rappor_markov(point: Point) -> Evaluation:
        k, f, p, q = point["k"], point["f"], point["p"], point["q"]
        filters = list(blooms(k, 1))
        space = list(product((0, 1), repeat=k))
        prior = F(1, len(filters))
        irr = {(c, s): _irr(c, s, p, q) for c in space for s in space}
        prr = {(b, c): prr_pmf(b, c, f) for b in filters for c in space}
        cases = []
        for c in space:
            given = sum((prior * prr[a, c] for a in filters), F(0))  # P[B' = c]
            if given == 0:
                continue
            for s in space:
                without_b = sum((prior * prr[a, c] * irr[c, s] for a in filters), F(0)) / given
                for b in filters:
                    both = prior * prr[b, c]  # P[B = b, B' = c]
                    if both > 0:
                        cases.append(equal(both * irr[c, s] / both, without_b,
                                           detail=f"P[S = {s} | B' = {c}, B = {b}] against P[S = {s} | B' = {c}]"))
        return weakest(cases)

    SURVEY.claim(
        "rappor-bstar",
        label="WLOG, let the bits indexed",
        kind="identity",
        statement=r"Now WLOG, let the bits indexed $1 \leq i \leq h$ be set w.r.t. the hash functions, i.e. $b^* = "
        r"\{b_1 = 1, b_2, \dots, b_h = 1, b_{h+1} = 1, \dots, b_n = 0\}$",
        hypotheses="the printed b*: b_1, ..., b_(h+1) set and the rest 0, n the filter size k, at least h + 2 for the "
        "printed pattern to end in 0 (l.1447); the sentence sets the bits 1 to h, so b* must have h ones (l.1447)",
        domain=Domain.of(among(("k", "h"), ((3, 1), (4, 1), (4, 2), (5, 2)),
                               text="(k, h) in {(3, 1), (4, 1), (4, 2), (5, 2)}")),
        formula="sum(1 if i <= h + 1 else 0 for i in ints(1, k)) == h  # the ones of the printed b* against the h set",
        finding="b* sets b_(h+1) = 1 while the sentence sets only bits 1..h: b* = (1, ..., 1, 0, ..., 0) with h ones.",
    )(lambda k, h: equal(sum(1 if i <= h + 1 else 0 for i in range(1, k + 1)), h))

    PRODUCT = Domain.of(among("f", FS), among(("k", "h"), ((1, 1), (2, 1), (3, 1), (4, 2)),
                                              text="(k, h) in {(1, 1), (2, 1), (3, 1), (4, 2)}"),
                        each("b*", "tuple(tuple(1 if i < h + e else 0 for i in ints(0, k - 1)) for e in (0, 1) "
                             "if e == 0 or k >= h + 2)", "b* = 1^h 0^(k-h) (the sentence) and, for k >= h + 2, the "
                             "printed 1^(h+1) 0^(k-h-1)", symbol="bs"),
                        each("b'", "tuple(tuples((1, 0), k))", "every b'", symbol="bp"), PRR_COINS)
    #: P[B' = b' | B = b*], the bits independent (coins = 0) or one draw for all (all 1, all 0 or b*)
    PRODUCT_LAW = PRR_LAW + ("law = prr(bs, bp) if coins == 0 else (f/2 if all(c == 1 for c in bp) else 0)\n"
                             "  + (f/2 if all(c == 0 for c in bp) else 0) + (1 - f if bp == bs else 0)\n")
    SENTENCE_B_STAR = Deviation("corrected symbol", "b* with the h ones the sentence sets (1^h 0^(k-h)), not the "
                                "printed h + 1 (record rappor-bstar)", where="l.1447")

    def _product(point: Point, corrected: bool) -> Evaluation:
        f, h, b_star, b_prime = point["f"], point["h"], point["b*"], point["b'"]
        printed = F(1)
        for i, c in enumerate(b_prime):
            if corrected and i < h:
                printed *= (f / 2) ** (1 - c) * (1 - f / 2) ** c
            else:
                printed *= (f / 2) ** c * (1 - f / 2) ** (1 - c)
        law = prr_pmf(b_star, b_prime, f) if point["coins"] == 0 else _prr_shared(b_star, f).get(b_prime, F(0))
        return equal(law, printed)

    SURVEY.claim(
        "rappor-product",
        label="Theorem 7.4",
        kind="identity",
        statement=r"$\Pr[B' = b'|B = b^*] = \prod_{i=1}^n \left( \frac{1}{2}f \right)^{b'_i} \left( 1 - \frac{1}{2}f "
        r"\right)^{1-b'_i}$",
        hypotheses="b* both as the sentence sets it and as printed (record rappor-bstar); n the filter size k, as in "
        "b*; the bits of B randomized independently or by one draw (the disputed 'bitwise' of Theorem 7.4)",
        domain=PRODUCT,
        formula=PRODUCT_LAW + "law == prod((f/2)**c*(1 - f/2)**(1 - c) for c in bp)",
        finding="The product is P[B' = b' | B = 0]: on the h set bits the roles of f/2 and 1 - f/2 are swapped "
        "(k = h = 1, b' = 1, f = 1/2: 3/4 against 1/4).",
        correction=SURVEY.correction(
            "rappor-product.corrected",
            label="Theorem 7.4",
            kind="identity",
            statement=r"$\Pr[B' = b'|B = b^*] = \prod_{i=1}^{h} (\frac{1}{2}f)^{1-b'_i} (1 - \frac{1}{2}f)^{b'_i} "
            r"\prod_{i=h+1}^{k} (\frac{1}{2}f)^{b'_i} (1 - \frac{1}{2}f)^{1-b'_i}$",
            hypotheses="b* = 1^h 0^(k-h); the bits independent",
            domain=Domain.of(*PRODUCT.axes[:3], where("sum(bs) == h", "b* = 1^h 0^(k-h)", deviation=SENTENCE_B_STAR),
                             *PRODUCT.axes[3:], where("coins == 0", "the bits randomized independently",
                                                      deviation=BITWISE)),
            formula=PRODUCT_LAW + ("law == prod((f/2)**(1 - bp[i])*(1 - f/2)**bp[i] for i in ints(0, h - 1))\n"
                                   "  * prod((f/2)**bp[i]*(1 - f/2)**(1 - bp[i]) for i in ints(h, k - 1))"),
        )(lambda point: _product(point, corrected=True)),
    )(lambda point: _product(point, corrected=False))

    #: every pair of distinct Bloom filters of k bits with 1..h ones (blooms' order)
    FILTER_PAIRS = ("tuple((B1, B2) for B1 in tuples((0, 1), k) if 1 <= sum(B1) <= h for B2 in tuples((0, 1), k) "
                    "if 1 <= sum(B2) <= h and B1 != B2)")
    POSITIVE_F = among("f", (F(1, 4), F(1, 2), F(3, 4), F(1)), search=rationals(0, 1, ends="(]", max_denominator=20))

    @SURVEY.claim(
        "rappor-ratio-of-sums",
        label="Theorem 7.4",
        statement=r"$\frac{\Pr[B' \in R|B = B_1]}{\Pr[B' \in R|B = B_2]} = \frac{\sum_{B'_i \in R} \Pr[B' = B'_i|B = "
        r"B_1]}{\sum_{B'_i \in R} \Pr[B' = B'_i|B = B_2]} \leq \max_{B'_i \in R} \frac{\Pr[B' = B'_i|B = "
        r"B_1]}{\Pr[B' = B'_i|B = B_2]}$",
        hypotheses="every pair of distinct Bloom filters (l.1451); every nonempty set R of reports where the ratios "
        "are defined, the reports B_2 gives positive probability (l.1453); f at most 1 (l.1410); the bits of B "
        "randomized independently or by one draw (the disputed 'bitwise' of Theorem 7.4)",
        domain=Domain.of(among(("k", "h"), ((2, 1), (3, 1), (3, 2)), text="(k, h) in {(2, 1), (3, 1), (3, 2)}"),
                         POSITIVE_F, each(("B_1", "B_2"), FILTER_PAIRS, "every pair of distinct filters B_1, B_2 "
                                          "with 1..h ones"), PRR_COINS),
        # at every nonempty set R of the reports B_2 gives positive probability: the sums of the report
        # probabilities over R (the law of B' given B_1, B_2) against the printed bound, the largest report ratio in
        # R.  rows: (ratio, P[B' = c | B_1], P[B' = c | B_2]) of each such report c, in increasing order of the ratio;
        # R grouped by its last row t (its largest ratio r_t): R = R' + {t}, R' any set of the rows before t.  As
        # a_t = r_t b_t, Σ_R a / Σ_R b <= r_t holds for every such R exactly when the largest Σ_R' a - r_t Σ_R' b over
        # the sets R' is <= 0: hockey_stick of the rows before t at r_t (the largest P(S) - λ Q(S) over sets S).  The
        # 255 sets of 8 reports, each summed, cost 0.32 CPU-s in the sampled re-sweep; this is 8 divergences.
        formula=PRR_COINS_LAW + (
            "rows = sorted(tuple((law(B_1, c) / law(B_2, c), law(B_1, c), law(B_2, c)) for c in tuples((0, 1), k)\n"
            "  if law(B_2, c) > 0))\n"
            "r = tuple(row[0] for row in rows)\n"
            "a = tuple(row[1] for row in rows)\n"
            "b = tuple(row[2] for row in rows)\n"
            "all(hockey_stick(take(a, t), take(b, t), r[t]) <= 0 for t in ints(0, len(rows) - 1))"),
    )
    def rappor_ratio_of_sums(point: Point) -> Evaluation:
        """004_3b24c074030182c5.txt §7.4.1, Theorem 7.4: Pr[B' in R | B] by enumerating the report space; R ranges over
        the nonempty sets of reports with positive probability under B_2 (elsewhere a ratio is a/0)."""
        f, B1, B2 = point["f"], point["B_1"], point["B_2"]
        if point["coins"] == 0:
            P, Q = _row(B1, f), _row(B2, f)
        else:
            first, second = _prr_shared(B1, f), _prr_shared(B2, f)
            support = [c for c in product((0, 1), repeat=len(B1)) if second.get(c, F(0)) > 0]
            P, Q = tuple(first.get(c, F(0)) for c in support), tuple(second[c] for c in support)
        scale = lcm(*(v.denominator for v in P + Q))
        a, b = [int(v * scale) for v in P], [int(v * scale) for v in Q]  # integers: sums of a set are exact and fast
        rank = sorted(range(len(P)), key=lambda i: F(a[i], b[i]))  # by ratio, the largest last
        worst = None
        for size in range(1, len(P) + 1):
            for R in combinations(range(len(P)), size):
                top = max(R, key=rank.index)
                slack = F(a[top], b[top]) - F(sum(a[i] for i in R), sum(b[i] for i in R))
                if worst is None or slack < worst[0]:
                    worst = (slack, R, top)
        assert worst is not None
        _, R, top = worst
        return Evaluation(F(sum(a[i] for i in R), sum(b[i] for i in R)), "<=", F(a[top], b[top]),
                          detail=f"R = the reports {R} (the smallest slack)")

    EXPONENT = Domain.of(among("f", FS), among("h", (1, 2), text="h in {1, 2}, k = 2h; B_1 = 1^h 0^h, B_2 = 0^h 1^h"),
                         each("b'", "tuple(tuples((1, 0), 2*h))", "every b' (R = {b'})", symbol="bp"))
    #: the ratio of P[B' = b' | B_1] and P[B' = b' | B_2] (the bits independent), B_1 = 1^h 0^h, B_2 = 0^h 1^h, and
    #: the display's exponent d = Σ_(i<=h) b'_i - Σ_(j>h) b'_j
    EXPONENT_LAW = PRR_LAW + ("ratio = prr(tuple(1 if i < h else 0 for i in ints(0, 2*h - 1)), bp)\n"
                              "  / prr(tuple(0 if i < h else 1 for i in ints(0, 2*h - 1)), bp)\n"
                              "d = sum(bp[i] for i in ints(0, h - 1)) - sum(bp[j] for j in ints(h, 2*h - 1))\n")

    def _exponent(point: Point, corrected: bool) -> Evaluation:
        f, h, b_prime = point["f"], point["h"], point["b'"]
        B1, B2 = (1,) * h + (0,) * h, (0,) * h + (1,) * h
        ratio = prr_pmf(B1, b_prime, f) / prr_pmf(B2, b_prime, f)
        d = sum(b_prime[:h]) - sum(b_prime[h:])
        if corrected:
            return equal(ratio, ((1 - f / 2) / (f / 2)) ** (2 * d))
        return equal(ratio, (f / 2) ** (2 * d) * (1 - f / 2) ** (-2 * d))

    EXPONENT_NOTATION = (Deviation("notation from elsewhere", "the display's bits b_i, b_j read as those of the report "
                                   "b' the maximum ranges over", where="the next line: 'maximised when b'_i = 1 when i "
                                   "in [h]'"),
                         Deviation("notation from elsewhere", "n read as k = 2h, the filter size", where="b* = {..., "
                                   "b_n = 0} and step 1, 'Bloom filter of size k'"))

    ONE_PAIR = Deviation("narrowed domain", "the display decided at the one pair it fits, B_1 = 1^h 0^h and B_2 = "
                         "0^h 1^h (k = 2h); 'for any two distinct values of B' covers every pair, record "
                         "rappor-ratio-every-pair", where="l.1451")

    SURVEY.claim(
        "rappor-ratio-exponent",
        label="Theorem 7.4",
        kind="identity",
        statement=r"$\max_{B'_i \in R} \frac{\Pr[B' = B'_i|B = B_1]}{\Pr[B' = B'_i|B = B_2]} = \left( \frac{1}{2}f "
        r"\right)^{2(\sum_{i=1}^h b_i - \sum_{j=h+1}^n b_j)} \times \left( 1 - \frac{1}{2}f \right)^{2(\sum_{j=h+1}^n "
        r"b_j - \sum_{i=1}^h b_i)}$",
        hypotheses="B_1 = 1^h 0^h, B_2 = 0^h 1^h (k = 2h); R = {b'}, so the max is the ratio at b'; the bits "
        "independent",
        domain=EXPONENT,
        formula=EXPONENT_LAW + "ratio == (f/2)**(2*d)*(1 - f/2)**(-2*d)",
        reading="as read",
        deviations=(*EXPONENT_NOTATION, ONE_PAIR, BITWISE),
        meaningless="b_i, b_j and n are not defined in the display: read as b*'s bits its right side is a constant "
        "while its left side depends on R",
        finding="The exponents have the wrong sign: the ratio is ((1 - f/2)/(f/2))^(2(Σ_(i<=h) b'_i - Σ_(j>h) b'_j)), "
        "the printed expression its reciprocal (k = 2, h = 1, f = 1/2, b' = (1, 0): 9 against 1/9); the "
        "maximizer named next makes the printed expression smallest.",
        correction=SURVEY.correction(
            "rappor-ratio-exponent.corrected",
            label="Theorem 7.4",
            kind="identity",
            statement=r"$\frac{\Pr[B' = b'|B = B_1]}{\Pr[B' = b'|B = B_2]} = \left( \frac{1 - \frac{1}{2}f}"
            r"{\frac{1}{2}f} \right)^{2(\sum_{i=1}^h b'_i - \sum_{j=h+1}^{2h} b'_j)}$ (for $B_1 = 1^h 0^h$, $B_2 = "
            r"0^h 1^h$ only)",
            hypotheses="B_1 = 1^h 0^h, B_2 = 0^h 1^h; the bits independent",
            deviations=(*EXPONENT_NOTATION, ONE_PAIR, BITWISE),
            formula=EXPONENT_LAW + "ratio == ((1 - f/2)/(f/2))**(2*d)",
        )(lambda point: _exponent(point, corrected=True)),
    )(lambda point: _exponent(point, corrected=False))

    EVERY_PAIR = Domain.of(among("f", FS), among(("k", "h"), ((2, 1), (3, 1), (4, 2)),
                                                 text="(k, h) in {(2, 1), (3, 1), (4, 2)}"),
                           each(("B_1", "B_2"), FILTER_PAIRS, "every pair of distinct filters B_1, B_2 with 1..h "
                                "ones"),
                           each("b'", "tuple(tuples((1, 0), k))", "every b' (R = {b'})", symbol="bp"))
    PAIR_RATIO = PRR_LAW + "c = (1 - f/2)/(f/2)\n"

    def _pair_ratio(point: Point, corrected: bool) -> Evaluation:
        """P[B' = b' | B_1]/P[B' = b' | B_2] (independent bits) against c^e, c = (1 - f/2)/(f/2): the display's
        e = 2(Σ_(i<=h) b'_i - Σ_(j>h) b'_j) with the sign of rappor-ratio-exponent.corrected, or (corrected) the
        per-bit e = Σ_(B_1 \\ B_2) (2b'_i - 1) - Σ_(B_2 \\ B_1) (2b'_i - 1)."""
        f, h, B1, B2, b = point["f"], point["h"], point["B_1"], point["B_2"], point["b'"]
        c = (1 - f / 2) / (f / 2)
        if corrected:
            exponent = sum(2 * v - 1 for v, x, y in zip(b, B1, B2, strict=True) if x > y) - sum(
                2 * v - 1 for v, x, y in zip(b, B1, B2, strict=True) if x < y)
        else:
            exponent = 2 * (sum(b[:h]) - sum(b[h:]))
        return equal(prr_pmf(B1, b, f) / prr_pmf(B2, b, f), c**exponent)

    SURVEY.claim(
        "rappor-ratio-every-pair",
        label="Theorem 7.4",
        kind="identity",
        statement=r"For any two distinct values of $B$, $B_1, B_2$, we have, for any set $R$, ... $\max_{B'_i \in R} "
        r"\frac{\Pr[B' = B'_i|B = B_1]}{\Pr[B' = B'_i|B = B_2]} = \left( \frac{1}{2}f \right)^{2(\sum_{i=1}^h b_i - "
        r"\sum_{j=h+1}^n b_j)} \times \left( 1 - \frac{1}{2}f \right)^{2(\sum_{j=h+1}^n b_j - \sum_{i=1}^h b_i)}$",
        hypotheses="every pair of distinct filters, as the sentence says; R = {b'}; the exponent's sign as corrected "
        "in rappor-ratio-exponent; the bits independent",
        domain=EVERY_PAIR,
        formula=PAIR_RATIO + ("prr(B_1, bp)/prr(B_2, bp)\n"
                              "  == c**(2*(sum(bp[i] for i in ints(0, h - 1)) - sum(bp[j] for j in ints(h, k - 1))))"),
        reading="as read",
        deviations=(*EXPONENT_NOTATION, Deviation("corrected symbol", "the display with the sign of "
                                                  "rappor-ratio-exponent's correction, ((1 - f/2)/(f/2))^(2(Σ_(i<=h) "
                                                  "b'_i - Σ_(j>h) b'_j))", where="l.1453"), BITWISE),
        meaningless="b_i, b_j and n are not defined in the display (record rappor-ratio-exponent)",
        finding="The display fits one pair only, B_1 = 1^h 0^h and B_2 = 0^h 1^h: for another pair the ratio's "
        "exponent counts only the bits where the filters differ (k = 2, h = 1, f = 1/2, B_1 = 01, B_2 = 10, b' = 10: "
        "the ratio is 1/9, the display 9). The bound the proof needs survives: the ratio is at "
        "most c^|B_1 Δ B_2| <= c^(2h), c = (1 - f/2)/(f/2) (rappor-final-bound's correction, every pair).",
        correction=SURVEY.correction(
            "rappor-ratio-every-pair.corrected",
            label="Theorem 7.4",
            kind="identity",
            statement=r"$\frac{\Pr[B' = b'|B = B_1]}{\Pr[B' = b'|B = B_2]} = c^{\sum_{i \in B_1 \setminus B_2} "
            r"(2b'_i - 1) - \sum_{i \in B_2 \setminus B_1} (2b'_i - 1)}$, $c = \frac{1 - \frac{1}{2}f}{\frac{1}{2}f}$",
            hypotheses="every pair of distinct filters; the bits independent",
            deviations=(BITWISE,),
            formula=PAIR_RATIO + ("prr(B_1, bp)/prr(B_2, bp)\n"
                                  "  == c**(sum(2*bp[i] - 1 for i in ints(0, k - 1) if B_1[i] > B_2[i])\n"
                                  "  - sum(2*bp[i] - 1 for i in ints(0, k - 1) if B_1[i] < B_2[i]))"),
        )(lambda point: _pair_ratio(point, corrected=True)),
    )(lambda point: _pair_ratio(point, corrected=False))

    def _worst_excess(B1: tuple[int, ...], B2: tuple[int, ...], f: Fraction, coins: int) -> tuple[bool, Fraction]:
        """(infinite, ratio) of the largest report ratio P[B' = b' | B_1]/P[B' = b' | B_2]."""
        _, p1, p2 = _worst_report(B1, B2, f, coins)
        return (p2 == 0 and p1 > 0, p1 / p2 if p2 else F(0))

    @lru_cache(maxsize=1024)
    def _reduced_excess(k: int, h: int, f: Fraction, coins: int) -> tuple[bool, Fraction]:
        """The largest (infinite, ratio) over the pairs (b*, B), b* = 1^h 0^(k-h)."""
        b_star = tuple(1 if i < h else 0 for i in range(k))
        return max(_worst_excess(b_star, B, f, coins) for B in blooms(k, h) if B != b_star)

    def _wlog(point: Point) -> Evaluation:
        """The pair (B_1, B_2)'s largest ratio against the largest over the pairs (b*, B), b* = 1^h 0^(k-h): the
        reduction to b* loses nothing."""
        k, h, f, coins = point["k"], point["h"], point["f"], point["coins"]
        pair = _worst_excess(point["B_1"], point["B_2"], f, coins)
        reduced = _reduced_excess(k, h, f, coins)
        if pair[0] or reduced[0]:
            return Evaluation(int(pair[0]), "<=", int(reduced[0]), detail="1 = an infinite ratio (a report B_2 "
                              "cannot give)")
        return Evaluation(pair[1], "<=", reduced[1], detail="the pair's largest ratio against the largest with B_1 = "
                          "b*")

    #: k = h is a Bloom filter whose h hash functions may set every bit (l.1407 does not exclude it).
    WLOG_SHAPES = ((2, 1), (2, 2), (3, 1), (3, 2), (3, 3), (4, 2))

    def _wlog_domain(shapes: tuple[tuple[int, int], ...], *extra: object) -> Domain:
        return Domain.of(among(("k", "h"), shapes, text="(k, h) in {" + ", ".join(f"({k}, {h})" for k, h in shapes)
                               + "}"),
                         POSITIVE_F, each(("B_1", "B_2"), FILTER_PAIRS, "every pair of distinct filters B_1, B_2 "
                                          "with 1..h ones"), PRR_COINS, *extra)

    #: the largest report ratio of the pair (B_1, B_2) against the largest of the pairs (b*, B), b* = 1^h 0^(k-h); an
    #: infinite ratio (a report B_2 cannot give) compared as 1 against 1 or 0
    WLOG_FORMULA = PRR_COINS_LAW + (
        "inf(B1, B2) = 1 if any(law(B1, c) > 0 and law(B2, c) == 0 for c in tuples((0, 1), k)) else 0\n"
        "worst(B1, B2) = max(law(B1, c)/law(B2, c) for c in tuples((0, 1), k) if law(B2, c) > 0)\n"
        "bs = tuple(1 if i < h else 0 for i in ints(0, k - 1))\n"
        "rinf = max(inf(bs, B) for B in filters if B != bs)\n"
        "reduced = max(worst(bs, B) for B in filters if B != bs)\n"
        "inf(B_1, B_2) <= rinf if inf(B_1, B_2) + rinf > 0 else worst(B_1, B_2) <= reduced")

    SURVEY.claim(
        "rappor-wlog",
        label="WLOG, let the bits indexed",
        statement=r"Now WLOG, let the bits indexed $1 \leq i \leq h$ be set w.r.t. the hash functions",
        hypotheses="every pair of distinct filters B_1, B_2 with 1 to h ones of a Bloom filter of size k with h hash "
        "functions, h <= k (l.1407): every report ratio of the pair is matched or exceeded by one of a pair with B_1 "
        "= 1^h 0^(k-h), so the reduction loses no pair (l.1447); f at most 1 (l.1410); f positive, where the ratios "
        "are defined (l.1453); the bits of B randomized independently or by one draw (the disputed 'bitwise' of "
        "Theorem 7.4)",
        domain=_wlog_domain(WLOG_SHAPES),
        formula=WLOG_FORMULA,
        finding="At k = h the filter 1^h has no free bit: every other filter B_2 shares a set bit with it, while two "
        "filters with collisions (fewer than h ones) can be disjoint, so their worst report ratio exceeds every ratio "
        "from b* = 1^h. Theorem 7.4 is unaffected: every pair's ratio is at most c^|B_1 Δ B_2| <= c^(2h) "
        "(rappor-ratio-every-pair.corrected, rappor-final-bound.corrected).",
        correction=SURVEY.correction(
            "rappor-wlog.corrected",
            label="WLOG, let the bits indexed",
            statement=r"Now WLOG, let the bits indexed $1 \leq i \leq h$ be set w.r.t. the hash functions "
            r"(for $k > h$)",
            hypotheses="every pair of distinct filters B_1, B_2 with 1..h ones, k > h: every report ratio of the pair "
            "is matched or exceeded by one of a pair with B_1 = 1^h 0^(k-h); 0 < f <= 1; the bits independent or "
            "decided by one draw",
            domain=_wlog_domain(WLOG_SHAPES + ((4, 3),), where("k > h", "k > h: the filter has a bit "
                                                                 "no hash function sets", deviation=Deviation(
                                                                     "narrowed domain", "k > h (at k = h the "
                                                                     "reduction to b* = 1^h loses the disjoint "
                                                                     "pairs)", where="l.1447"))),
        )(_wlog),
    )(_wlog)

    def _other_filters(k: int, h: int) -> Iterator[tuple[int, ...]]:
        b_star = tuple(1 if i < h else 0 for i in range(k))
        return (b for b in blooms(k, h) if b != b_star)

    @SURVEY.claim(
        "rappor-maximiser",
        label="The sensitivity is maximised when",
        statement=r"The sensitivity is maximised when $b'_i = 1$ when $i \in [h]$, $0$ otherwise",
        hypotheses="B_1 = b* = 1^h 0^(k-h) (the reduction of rappor-wlog), B_2 every other filter with 1..h ones; the "
        "ratio P[B' = b' | B_1]/P[B' = b' | B_2] at every b' is at most its value at b' = 1^h 0^(k-h); the bits "
        "independent",
        domain=Domain.of(among(("k", "h"), ((2, 1), (3, 1), (4, 1), (4, 2), (5, 2), (6, 3)),
                               text="(k, h) in {(2, 1), (3, 1), (4, 1), (4, 2), (5, 2), (6, 3)}"),
                         POSITIVE_F, each("B_2", "tuple(B for B in tuples((0, 1), k) if 1 <= sum(B) <= h "
                                          "and B != tuple(1 if i < h else 0 for i in ints(0, k - 1)))",
                                          "every filter B_2 != b* with 1..h ones", symbol="B2")),
        formula=PRR_LAW + dedent("""
        bs = tuple(1 if i < h else 0 for i in ints(0, k - 1))  # B_1 = b* = 1^h 0^(k-h)
        # the model: P[B' = c | B_1]/P[B' = c | B_2] with the bits independent is the product over i of the bit
        # ratios keep(b*_i, c_i)/keep(B_2i, c_i), so it is largest at c = b* exactly when each bit's ratio is
        # largest at c_i = b*_i (else flipping that one bit of b* gives a larger product)
        r(i, v) = keep(bs[i], v)/keep(B2[i], v)
        all(r(i, v) <= r(i, bs[i]) for i in ints(0, k - 1) for v in (0, 1))  # printed: largest at b' = 1^h 0^(k-h)
        """),
        reading="as read",
        deviations=(SENTENCE_B_STAR, Deviation("quantitative reading", "'the sensitivity' read as the report ratio "
                                               "P[B' = b' | B_1]/P[B' = b' | B_2] of the display above",
                                               where="l.1453-1455"), BITWISE),
        meaningless="with the printed b* (h + 1 ones, record rappor-bstar) B_1 is no filter of h hash functions, and "
        "'the sensitivity' is not defined in §7",
    )
    def rappor_maximiser(point: Point) -> Evaluation:
        k, h, f, B2 = point["k"], point["h"], point["f"], point["B_2"]
        B1 = tuple(1 if i < h else 0 for i in range(k))
        reports = list(product((0, 1), repeat=k))
        P, Q = _row(B1, f), _row(B2, f)
        best = P[reports.index(B1)] / Q[reports.index(B1)]
        largest = max(range(len(reports)), key=lambda i: P[i] / Q[i])
        return Evaluation(P[largest] / Q[largest], "<=", best, detail=f"the largest ratio, at b' = {reports[largest]}")

    FINAL = Domain.of(among(("k", "h"), ((2, 1), (3, 1), (4, 2)), text="(k, h) in {(2, 1), (3, 1), (4, 2)}"),
                      among("f", FS), each(("B_1", "B_2"), "tuple((B1, B2) for B1 in tuples((0, 1), k) if 1 <= sum(B1) "
                                           "<= h for B2 in tuples((0, 1), k) if 1 <= sum(B2) <= h)",
                                           "every pair of filters B_1, B_2 with 1..h ones; R = {b'} for every b' (a "
                                           "set's ratio is at most its members', record rappor-ratio-of-sums)"),
                      PRR_COINS)

    def _final_bound(point: Point, base: Fraction) -> Evaluation:
        """P[B' = b' | B_1] <= base^(2h) P[B' = b' | B_2] at the report with the largest ratio, cross-multiplied
        (a report B_2 cannot give is recorded against 0)."""
        _, p1, p2 = _worst_report(point["B_1"], point["B_2"], point["f"], point["coins"])
        return Evaluation(p1, "<=", base ** (2 * point["h"]) * p2, detail="P[B' = b' | B_1] against the bound times "
                          "P[B' = b' | B_2], at the largest ratio")

    SURVEY.claim(
        "rappor-final-bound",
        label="Theorem 7.4",
        statement=r"$\frac{\Pr[B' \in R | B = B_1]}{\Pr[B' \in R | B = B_2]} \leq \left( \frac{1 - \frac{1}{2}f}"
        r"{\frac{1}{2}} \right)^{2h}$",
        hypotheses="every pair of Bloom filters with 1 to h ones (l.1451); every set R, through its reports: a set's "
        "ratio is at most that of one of its members (record rappor-ratio-of-sums, l.1453); the bits of B randomized "
        "independently or by one draw (the disputed 'bitwise' of Theorem 7.4)",
        domain=FINAL,
        formula=PRR_COINS_LAW + "all(law(B_1, c) <= ((1 - f/2)/(1/2))**(2*h)*law(B_2, c) for c in tuples((0, 1), k))",
        finding="The denominator 1/2 should be f/2: the worst ratio is ((1 - f/2)/(f/2))^(2h) (k = 2, h = 1, f = 1/2: "
        "9 > (3/2)² = 9/4), so the ε concluded, 2h ln(2 - f), is smaller than Theorem 7.4's.",
        correction=SURVEY.correction(
            "rappor-final-bound.corrected",
            label="Theorem 7.4",
            statement=r"$\frac{\Pr[B' \in R | B = B_1]}{\Pr[B' \in R | B = B_2]} \leq \left( \frac{1 - \frac{1}{2}f}"
            r"{\frac{1}{2}f} \right)^{2h}$",
            hypotheses="every pair of Bloom filters with 1..h ones; the bits independent",
            domain=Domain.of(*FINAL.axes, where("coins == 0", "the bits randomized independently", deviation=BITWISE)),
            formula=PRR_COINS_LAW + ("all(law(B_1, c) <= ((1 - f/2)/(f/2))**(2*h)*law(B_2, c)\n"
                                     "  for c in tuples((0, 1), k))"),
        )(lambda point: _final_bound(point, (1 - point["f"] / 2) / (point["f"] / 2))),
    )(lambda point: _final_bound(point, (1 - point["f"] / 2) / F(1, 2)))

    SURVEY.claim(
        "rappor-final-eps",
        label="So taking",
        kind="identity",
        statement=r"So taking $\varepsilon = \ln \left( \frac{1 - \frac{1}{2}f}{\frac{1}{2}} \right)^{2h} = 2h \ln "
        r"\left( \frac{1 - \frac{1}{2}f}{\frac{1}{2}} \right)$ works and completes the proof.",
        hypotheses="'completes the proof' of Theorem 7.4: the ε concluded must be the theorem's; compared through "
        "e^ε (ln is injective)",
        domain=Domain.of(ints("h", 1, 3), among("f", FS)),
        formula="((1 - f/2)/(1/2))**(2*h) == ((1 - f/2)/(f/2))**(2*h)  # e^eps: the proof's last line, Theorem 7.4",
        finding="The proof ends with ε = 2h ln((1 - f/2)/(1/2)) while Theorem 7.4 states 2h ln((1 - f/2)/(f/2)); "
        "the printed one is too small to bound the privacy loss.",
    )(lambda h, f: equal(((1 - f / 2) / F(1, 2)) ** (2 * h), ((1 - f / 2) / (f / 2)) ** (2 * h)))


# --------------------------------------------------------------------------- §7.4.2 one-bit mean estimation

with SURVEY.section("7.4.2"):

    X_AXIS_EARLY = each("X", lambda m: tuple(F(j * m, 4) for j in range(5)), "X in {0, m/4, m/2, 3m/4, m}",
                        search=region("[0, m], denominators up to 8", lambda m: st.fractions(0, m, max_denominator=8),
                                      lambda value, m: isinstance(value, Fraction | int) and 0 <= value <= m))
    #: X in {0, m/4, m/2, 3m/4, m} as data (the points of X_AXIS_EARLY, in order), and X' the same with symbol Xp
    X_DATA = each("X", "tuple(j*m/4 for j in ints(0, 4))", "X in {0, m/4, m/2, 3m/4, m}",
                  search=region("[0, m], denominators up to 8", lambda m: st.fractions(0, m, max_denominator=8),
                                "rational(value) and 0 <= value and value <= m"))
    X_PRIME_DATA = each("X'", "tuple(j*m/4 for j in ints(0, 4))", "X' in {0, m/4, m/2, 3m/4, m}",
                        search=region("[0, m], denominators up to 8", lambda m: st.fractions(0, m, max_denominator=8),
                                      "rational(value) and 0 <= value and value <= m"), symbol="Xp")
    NOISES = among("noises", (0, 1), search=integers(0, 1),
                   text="noises in {0 (each user draws their own Lap(m/ε)), 1 (one Lap(m/ε) shared by every user)}")
    @SURVEY.claim(
        "local-laplace-ldp",
        label="A simple and conventional manner to achieve this",
        statement=r"consider averaging numbers in $[0, m]$ under $\varepsilon$-local DP. A simple and conventional "
        r"manner to achieve this would be to use the Laplace mechanism as follows: User $i$ has a datapoint $X_i \in "
        r"[0, m]$, transmits $X_i + \text{Lap}(\frac{m}{\varepsilon})$",
        hypotheses="Definition 7.1 with densities: p_X(z)/p_X'(z) at most e^ε for every pair X, X' of a user's data "
        "and every output z; X, X' in [0, m] (l.1474)",
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "Definition 7.1's Pr[M(x) = z]/Pr[M(y) = z] read as the "
                              "ratio of the densities of X + Lap(m/ε) and X' + Lap(m/ε) at z (the density form of "
                              "ε-DP for a continuous output)", where="l.1321"),),
        meaningless="Definition 7.1 (l.1321) bounds ln(Pr[M(x) = z]/Pr[M(y) = z]); the output X + Lap(m/ε) is "
        "continuous, so Pr[M(x) = z] = 0 for every z and every x, and the printed ratio is 0/0 at every output",
        domain=Domain.of(among("m", (1, 2, 4), search=integers(1, 20)), EPS, X_DATA, X_PRIME_DATA),
        formula="""
        b = m/eps  # the noise scale
        p(x, z) = exp(-abs(z - x)/b)/(2*b)  # the model: the density of x + Lap(m/eps) at z
        # printed (Definition 7.1 in density form): p_X(z) <= e^eps p_X'(z) at every z; the log-ratio is linear
        # between X and X' and constant beyond them, so its supremum is reached at z = X or z = X'
        all(p(X, z) <= exp(eps)*p(Xp, z) for z in (X, Xp))
        """,
    )
    def local_laplace_ldp(point: Point) -> Evaluation:
        """004_3b24c074030182c5.txt §7.4.2, l.1474: the density ratio of X + Lap(m/ε) and X' + Lap(m/ε) at z is
        exp(ε(|z - X'| - |z - X|)/m), whose supremum over z (reached beyond both) is exp(ε|X - X'|/m); so the
        log-ratio over ε is |X - X'|/m, compared with 1."""
        return Evaluation(abs(point["X"] - point["X'"]) / point["m"], "<=", 1,
                          detail="sup_z ln(p_X(z)/p_X'(z))/ε = |X - X'|/m against 1")

    SD_STATEMENT = (r"The resulting error would be $\hat{\mu} - \frac{1}{n} \sum_{i=1}^n X_i = \frac{1}{n} "
                    r"\sum_{i=1}^n \text{Lap}(\frac{m}{\varepsilon})$ and the standard deviation of error is of "
                    r"$O\left(\frac{m}{\varepsilon\sqrt{n}}\right)$")
    LOCAL_LAPLACE = Domain.of(ints("n", 1, 10, search_high=1000), EPS,
                              among("m", (1, 2, 4), search=integers(1, 6)), NOISES)
    #: Var((1/n) Σ η_i), η_i ~ Lap(m/ε) of mean 0 and E η² = 2(m/ε)²: E[η_i η_j] = E η² when the noises are one
    #: shared draw or i = j, 0 for independent i ≠ j
    LAPLACE_MEAN = ("second = 2*(m/eps)**2\n"
                    "var(size) = (size**2 if noises == 1 else size)*second/size**2\n")

    def _laplace_mean_variance(n: int, eps: Fraction, m: int, noises: int) -> Fraction:
        """Var((1/n) Σ η_i), η_i ~ Lap(m/ε) with mean 0: (1/n²) Σ_(i,j) E[η_i η_j], E[η_i η_j] = E[η²] when the
        noises are one shared draw or i = j, E[η_i] E[η_j] = 0 for independent i ≠ j."""
        pairs = n * n if noises else n
        return pairs * laplace_moment(2, F(m) / eps) / n**2

    def _local_laplace_variance(n: int, eps: Fraction, m: int, noises: int) -> Evaluation:
        return Evaluation(_laplace_mean_variance(n, eps, m, noises), "<=", 2 * F(m) ** 2 / (eps**2 * n))

    @SURVEY.claim(
        "local-laplace-sd",
        reading="literal", disputed=USERS_DISPUTED,
        label="the standard deviation of error is of",
        statement=SD_STATEMENT,
        hypotheses="η_i ~ Lap(m/ε) (mean 0, E η² = 2m²/ε²), the users' noises independent or one shared draw (the "
        "text states no independence); the O(·) as n grows at fixed m and ε: some K with sd at most K m/(ε√n) for "
        "every n, compared through the square",
        domain=LOCAL_LAPLACE,
        formula=LAPLACE_MEAN + "(2*n*var(2*n) - n*var(n))/n == 0  # b in n Var = a + b n: the O(1/sqrt(n)) iff b = 0",
        finding="With one noise draw shared by the users the error is that draw: sd = √2 m/ε for every n, not "
        "O(m/(ε√n)) (n Var = 2m²n/ε²); with independent noises sd = √2 m/(ε√n) exactly.",
        correction=SURVEY.correction(
            "local-laplace-sd.corrected",
            reading="charitable", disputed=USERS_DISPUTED,
            label="the standard deviation of error is of",
            statement=SD_STATEMENT + " (independent noises: sd = √2 m/(ε√n), the O(·) with the constant √2)",
            hypotheses="the users' noises independent; the O(·) witnessed by the constant √2: Var = 2m²/(ε²n) exactly",
            domain=Domain.of(*LOCAL_LAPLACE.axes, where("noises == 0", "the users' noises independent",
                                                        deviation=NOISE_INDEPENDENCE)),
            formula=LAPLACE_MEAN + "var(n) <= 2*m**2/(eps**2*n) and var(n) == 2*m**2/(eps**2*n)",
        )(lambda n, eps, m, noises: weakest((_local_laplace_variance(n, eps, m, noises),
                                             equal(_laplace_mean_variance(n, eps, m, noises),
                                                   2 * F(m) ** 2 / (eps**2 * n))))),
    )
    def local_laplace_sd(n: int, eps: Fraction, m: int, noises: int) -> Evaluation:
        """004_3b24c074030182c5.txt §7.4.2, the standard deviation of error: n Var = a + b n for every n (independent
        noises: Var = 2m²/(ε² n), b = 0; one shared draw: Var = 2m²/ε², a = 0), so sd = O(m/(ε√n)) iff b = 0."""
        return _rate_slope(lambda size: _laplace_mean_variance(size, eps, m, noises), n)

    COMMUNICATION_READING = Deviation("quantitative reading", "'the values transmitted by the users will be Ω(m)' read "
                                      "as their expected magnitude, E|X_i + Lap(m/ε)| >= m/ε: the Ω(·) in m at fixed ε "
                                      "with the constant 1/ε", where="l.1477")

    @SURVEY.claim(
        "communication",
        label="bits of communication",
        statement=r"The values transmitted by the users will be $\Omega(m)$ (being in $[0, m]$) (corresponding to the "
        r"magnitude of the noise)",
        hypotheses="X_i in [0, m] (l.1474); E|X + Lap(b)| = X + b e^(-X/b) for X in [0, m], certified",
        domain=Domain.of(among("m", (1, 2, 4, 10), search=integers(1, 100)), EPS, X_DATA),
        formula="""
        b = m/eps  # the noise scale of Lap(m/eps)
        # the model: E|X + Lap(b)| = X + b e^(-X/b) for X >= 0 (the integral of |X + y| e^(-|y|/b)/(2b) over y)
        X + b*exp(-X/b) >= m/eps  # printed, as read: the transmitted value is Omega(m), E|X_i + Lap(m/eps)| >= m/eps
        """,
        reading="as read",
        deviations=(COMMUNICATION_READING,),
        meaningless="a growth rate Ω(m) of a random value has no meaning until its sense (surely, in expectation, with "
        "high probability) is fixed; surely it fails, since X_i + Lap(m/ε) has a positive density at 0",
    )
    def communication(m: int, eps: Fraction, X: Fraction) -> Evaluation:
        b = F(m) / eps
        if X == 0:
            return Evaluation(b, ">=", b, detail="X = 0: E|Lap(m/ε)| = m/ε exactly")
        return certified(lambda: ball(X) + ball(b) * (-ball(X / b)).exp(), ">=", lambda: ball(b),
                         detail="E|X_i + Lap(m/ε)| against m/ε")

    SURVEY.not_checkable(
        "communication-bits",
        label="bits of communication",
        statement=r"and ergo needs $\Omega(\log m)$ bits of communication.",
        reason="a real-valued transmission has a bit count only once its precision (an encoding) is fixed, and the "
        "text fixes none",
    )

    ONE_BIT_LAMBDA = among("e^eps", (F(1001, 1000), *LAMBDAS), search=rationals(1, 30, max_denominator=12))
    M_AXIS = among("m", (1, 2, 4), search=integers(1, 6))
    #: the same, with the formula symbol lam
    ONE_BIT_LAM = among("e^eps", (F(1001, 1000), *LAMBDAS), search=rationals(1, 30, max_denominator=12), symbol="lam")

    def _grid(m: int) -> tuple[Fraction, ...]:
        return tuple(F(j * m, 4) for j in range(5))

    def _x_region(name: str) -> Region:
        return region("[0, m], denominators up to 8", lambda m: st.fractions(0, m, max_denominator=8),
                      lambda value, m: isinstance(value, Fraction | int) and 0 <= value <= m)

    X_AXIS = each("X", _grid, "X in {0, m/4, m/2, 3m/4, m}", search=_x_region("X"))

    @SURVEY.claim(
        "one-bit-probability",
        label=r"Y_i = \begin{cases} 1 & \text{with probability}",
        statement=r"$Y_i = 1$ with probability $= \frac{1}{e^\varepsilon + 1} + \frac{X_i}{m} \cdot "
        r"\frac{e^\varepsilon - 1}{e^\varepsilon + 1}$, $0$ otherwise",
        hypotheses="X_i in [0, m] (l.1474); the printed expression is a probability, between 1/(e^ε + 1) and e^ε/(e^ε "
        "+ 1) (l.1483)",
        domain=Domain.of(ONE_BIT_LAM, M_AXIS, X_DATA),
        formula="""
        p = 1/(lam + 1) + X/m*(lam - 1)/(lam + 1)  # the printed P[Y_i = 1]
        # printed (l.1483): it is a probability between 1/(e^eps + 1) and e^eps/(e^eps + 1)
        1/(lam + 1) <= p <= lam/(lam + 1)
        """,
    )
    def one_bit_probability(point: Point) -> Evaluation:
        lam, m, x = point["e^eps"], point["m"], point["X"]
        p = one_bit(x, m, lam)
        return weakest((Evaluation(1 / (lam + 1), "<=", p), Evaluation(p, "<=", lam / (lam + 1))))

    def _profiles(m: int) -> Iterator[tuple[Fraction, ...]]:
        for n in (1, 2):
            yield from product((F(0), F(m, 2), F(m)), repeat=n)

    def _is_profile(value: object, m: int) -> bool:
        return (isinstance(value, tuple) and 1 <= len(value) <= 4
                and all(isinstance(v, Fraction | int) and 0 <= v <= m for v in value))

    UNBIASED = Domain.of(among("e^eps", (F(2), F(3), F(10)), search=rationals(1, 30, max_denominator=12)),
                         among("m", (1, 2), search=integers(1, 4)),
                         each("x", _profiles, "n in {1, 2}; every x in {0, m/2, m}^n",
                              search=region("1 to 3 values in [0, m], denominators up to 4",
                                            lambda m: st.lists(st.fractions(0, m, max_denominator=4), min_size=1,
                                                               max_size=3).map(tuple), _is_profile)),
                         COINS)

    def _reports(x: tuple[Fraction, ...], m: int, lam: Fraction, coins: int) -> list[tuple[Fraction, tuple[int, ...]]]:
        probs = [one_bit(xi, m, lam) for xi in x]
        if coins == 1:
            return shared_coin(probs)
        out = []
        for y in product((0, 1), repeat=len(x)):
            weight = F(1)
            for yi, p in zip(y, probs, strict=True):
                weight *= p if yi else 1 - p
            out.append((weight, y))
        return out

    def _lines(point: Point) -> tuple[Fraction, ...]:
        """The members of the printed E[μ̂] chain: 1, 2, 3, 4 (as printed, '· -1'), 5, 6 (= the mean)."""
        lam, m, x, coins = point["e^eps"], point["m"], point["x"], point.get("coins", 0)
        n = len(x)
        probs = [one_bit(xi, m, lam) for xi in x]
        first = sum((weight * F(m, n) * sum((yi * (lam + 1) - 1) / (lam - 1) for yi in y)
                     for weight, y in _reports(x, m, lam, coins)), F(0))
        second = F(m, n) * sum(((p * (lam + 1) - 1) / (lam - 1) for p in probs), F(0))
        third = F(m, n) * sum((((1 / (lam + 1) + xi / m * (lam - 1) / (lam + 1)) * (lam + 1) - 1) / (lam - 1)
                               for xi in x), F(0))
        fourth = F(m, n) * sum(((1 + xi / m * (lam - 1)) * -1 / (lam - 1) for xi in x), F(0))
        fifth = F(m, n) * sum(((xi / m * (lam - 1)) / (lam - 1) for xi in x), F(0))
        return first, second, third, fourth, fifth, sum(x, F(0)) / n

    SURVEY.chain(
        "one-bit-unbiased",
        label="This can be easily seen to be unbiased",
        sides=lambda point: tuple(v for i, v in enumerate(_lines(point)) if i != 3),
        statement=r"$\hat{\mu} = \frac{m}{n} \sum_{i=1}^n \frac{Y_i \cdot (e^\varepsilon + 1) - 1}{e^\varepsilon - "
        r"1}.$ This can be easily seen to be unbiased, i.e. $\mathbb{E}[\hat{\mu}] = \frac{1}{n} \sum_{i=1}^n X_i$: "
        r"$\mathbb{E}[\hat{\mu}] = \frac{m}{n} \sum \frac{\mathbb{E}[Y_i] \cdot (e^\varepsilon + 1) - 1}{e^\varepsilon "
        r"- 1} = \frac{m}{n} \sum \frac{( \frac{1}{e^\epsilon + 1} + \frac{X_i}{m} \cdot \frac{e^\epsilon - 1}"
        r"{e^\epsilon + 1} ) \cdot (e^\epsilon + 1) - 1}{e^\epsilon - 1} = \dots = \frac{m}{n} \sum \frac{( "
        r"\frac{X_i}{m} \cdot (e^\epsilon - 1) )}{e^\epsilon - 1} = \frac{1}{n} \sum_{i=1}^n X_i$",
        hypotheses="the users' coins independent or shared (no independence is stated; linearity needs none); E over "
        "every report vector; every '=' of the chain except the fourth line (record one-bit-chain-line)",
        domain=Domain.of(among("e^eps", (F(2), F(3), F(10)), search=rationals(1, 30, max_denominator=12), symbol="lam"),
                         among("m", (1, 2), search=integers(1, 4)),
                         each("x", "tuple(x for n in (1, 2) for x in tuples((0*m/2, m/2, 2*m/2), n))",
                              "n in {1, 2}; every x in {0, m/2, m}^n",
                              search=region("1 to 3 values in [0, m], denominators up to 4",
                                            lambda m: st.lists(st.fractions(0, m, max_denominator=4), min_size=1,
                                                               max_size=3).map(tuple),
                                            "1 <= len(value) and len(value) <= 4 "
                                            "and all(rational(v) and 0 <= v and v <= m for v in value)")),
                         COINS),
        formula="""
        n = len(x)
        one(v) = 1/(lam + 1) + v/m*(lam - 1)/(lam + 1)  # P[Y_i = 1] (l.1483)
        est(y) = m/n*sum((y[i]*(lam + 1) - 1)/(lam - 1) for i in ints(0, n - 1))  # the printed mu-hat
        # the model: P[Y = y], the users' coins independent, or one shared uniform U (y_i = 1 iff U < one(x_i)):
        # the length of the interval of U giving y
        shared(y) = max(0, min(one(x[i]) if y[i] == 1 else 1 for i in ints(0, n - 1))
          - max(one(x[i]) if y[i] == 0 else 0 for i in ints(0, n - 1)))
        pr(y) = prod(one(x[i]) if y[i] == 1 else 1 - one(x[i]) for i in ints(0, n - 1)) if coins == 0 else shared(y)
        mean = sum(pr(y)*est(y) for y in tuples((0, 1), n))  # E[mu-hat]
        # printed: E[mu-hat] = (m/n) sum (E[Y_i](e^eps + 1) - 1)/(e^eps - 1) = the same with E[Y_i] the printed
        # probability = (m/n) sum (X_i/m)(e^eps - 1)/(e^eps - 1) = (1/n) sum X_i (the fourth line: one-bit-chain-line)
        mean == m/n*sum((one(v)*(lam + 1) - 1)/(lam - 1) for v in x)
          == m/n*sum(((1/(lam + 1) + v/m*(lam - 1)/(lam + 1))*(lam + 1) - 1)/(lam - 1) for v in x)
          == m/n*sum((v/m*(lam - 1))/(lam - 1) for v in x) == sum(v for v in x)/n
        """,
    )

    def _chain_line(point: Point, corrected: bool) -> Evaluation:
        lines = _lines(point)
        if corrected:
            lam, m, x = point["e^eps"], point["m"], point["x"]
            fourth = F(m, len(x)) * sum((((1 + xi / m * (lam - 1)) - 1) / (lam - 1) for xi in x), F(0))
            return chain_of(lines[2], fourth, lines[4])
        return chain_of(lines[2], lines[3], lines[4])

    LINE = Domain.of(among("e^eps", (F(3, 2), F(2), F(3), F(10)), symbol="lam"), among("m", (1, 2, 4)),
                     each("x", "tuple((j*m/4,) for j in ints(0, 4))", "n = 1, X_1 in {0, m/4, m/2, 3m/4, m}"))
    #: the third line (E[Y_i] the 1-bit law) and the fifth of the E[μ̂] chain
    LINE_THIRD_FIFTH = ("n = len(x)\n"
                        "third = m/n*sum(((1/(lam + 1) + v/m*(lam - 1)/(lam + 1))*(lam + 1) - 1)/(lam - 1)\n"
                        "  for v in x)\n"
                        "fifth = m/n*sum((v/m*(lam - 1))/(lam - 1) for v in x)\n")
    LINE_DISPUTED = ("'\\right) \\cdot -1' may be an editing or conversion remnant of '\\right) - 1' (the line "
                     "between reads (... ) - 1 as the algebra needs)")

    SURVEY.claim(
        "one-bit-chain-line",
        label="This can be easily seen to be unbiased",
        kind="identity",
        statement=r"$= \frac{m}{n} \sum_{i=1}^n \frac{\left( 1 + \frac{X_i}{m} \cdot (e^\epsilon - 1) \right) \cdot "
        r"-1}{e^\epsilon - 1} = \frac{m}{n} \sum_{i=1}^n \frac{\left( \frac{X_i}{m} \cdot (e^\epsilon - 1) \right)}"
        r"{e^\epsilon - 1}$",
        hypotheses="the fourth line of the E[μ̂] chain against the third and fifth, '· -1' as printed",
        domain=LINE,
        formula=LINE_THIRD_FIFTH + "third == m/n*sum((1 + v/m*(lam - 1))*-1/(lam - 1) for v in x) == fifth",
        reading="literal",
        disputed=LINE_DISPUTED,
        finding="'· -1' is a misprint for '- 1': the fourth line of E[μ̂] multiplies by -1 (n = m = 1, X = 0, "
        "e^ε = 3/2: the third line is 0, the fourth -2); the chain's other lines and its conclusion hold.",
        correction=SURVEY.correction(
            "one-bit-chain-line.corrected",
            label="This can be easily seen to be unbiased",
            kind="identity",
            statement=r"$= \frac{m}{n} \sum_{i=1}^n \frac{\left( 1 + \frac{X_i}{m} \cdot (e^\epsilon - 1) \right) - 1}"
            r"{e^\epsilon - 1} = \frac{m}{n} \sum_{i=1}^n \frac{\frac{X_i}{m} (e^\epsilon - 1)}{e^\epsilon - 1}$",
            hypotheses="the fourth line with '- 1'",
            formula=LINE_THIRD_FIFTH + "third == m/n*sum(((1 + v/m*(lam - 1)) - 1)/(lam - 1) for v in x) == fifth",
            reading="charitable",
            disputed=LINE_DISPUTED,
        )(lambda point: _chain_line(point, corrected=True)),
    )(lambda point: _chain_line(point, corrected=False))

    LDP = Domain.of(ONE_BIT_LAMBDA, M_AXIS, X_AXIS, each("X'", _grid, "X' in {0, m/4, m/2, 3m/4, m}",
                                                        search=_x_region("X'")))

    def _lemma_7_5(point: Point) -> Evaluation:
        lam, m, x, x2 = point["e^eps"], point["m"], point["X"], point["X'"]
        p, p2 = one_bit(x, m, lam), one_bit(x2, m, lam)
        return weakest((Evaluation(p / p2, "<=", lam, detail="z = 1"),
                        Evaluation((1 - p) / (1 - p2), "<=", lam, detail="z = 0")))

    SURVEY.claim(
        "lemma-7.5",
        label="Lemma 7.5",
        statement=r"For each round of data collection, 1-bit mean estimation is $\epsilon$-locally differentially "
        r"private for each user.",
        hypotheses="Definition 7.1: Pr[Y = z | X]/Pr[Y = z | X'] at most e^ε for every pair X, X' of a user's data "
        "and every output z (l.1319); X, X' in [0, m] (l.1472)",
        domain=Domain.of(ONE_BIT_LAM, M_AXIS, X_DATA, X_PRIME_DATA),
        formula="""
        one(x) = 1/(lam + 1) + x/m*(lam - 1)/(lam + 1)  # the model: P[Y = 1 | x], the 1-bit report of l.1483
        P(x, z) = one(x) if z == 1 else 1 - one(x)
        all(P(X, z) <= lam*P(Xp, z) for z in (0, 1))  # printed: eps-LDP (Definition 7.1), cross-multiplied
        """,
    )(_lemma_7_5)

    def _lemma_7_5_proof(point: Point) -> Evaluation:
        """Each line compared through the arguments of ln (all positive; ln is injective and increasing)."""
        lam, m, x = point["e^eps"], point["m"], point["X"]
        a = one_bit(x, m, lam)
        b = lam / (lam + 1) - x / m * (lam - 1) / (lam + 1)
        return weakest((chain_of(a / (1 - a), a / b, a / b, b / a), Evaluation(b / a, "<=", lam)))

    SURVEY.claim(
        "lemma-7.5-proof",
        label="Lemma 7.5",
        statement=r"$\ln \left| \frac{\Pr[Y_i = 1]}{\Pr[Y_i = 0]} \right| = \ln \left| \frac{A}{1 - A} \right| = \ln "
        r"\left| \frac{A}{\frac{e^\epsilon}{e^\epsilon + 1} - \frac{X_i}{m} \cdot \frac{e^\epsilon - 1}{e^\epsilon "
        r"+ 1}} \right| = \ln \left| \frac{\frac{e^\epsilon}{e^\epsilon + 1} - \frac{X_i}{m} \cdot \frac{e^\epsilon - "
        r"1}{e^\epsilon + 1}}{A} \right| \leq \ln \left| \frac{\frac{e^\epsilon}{e^\epsilon + 1}}{\frac{1}{e^\epsilon "
        r"+ 1}} \right| = \epsilon$, $A = \frac{1}{e^\epsilon + 1} + \frac{X_i}{m} \cdot \frac{e^\epsilon - 1}"
        r"{e^\epsilon + 1}$",
        hypotheses="every '=' and the '<=' of the proof's chain (l.1507-1512); X_i in [0, m] (l.1474)",
        domain=Domain.of(among("e^eps", (F(3), F(2), F(10)), symbol="lam"), among("m", (1, 2)),
                         each("X", "tuple(j*m/4 for j in ints(0, 4))", "X in {0, m/4, m/2, 3m/4, m}")),
        formula="""
        A = 1/(lam + 1) + X/m*(lam - 1)/(lam + 1)  # Pr[Y_i = 1] of the 1-bit report
        B = lam/(lam + 1) - X/m*(lam - 1)/(lam + 1)  # the printed denominator of line 3
        A/(1 - A) == A/B == A/B == B/A and B/A <= lam  # the arguments of ln (positive; ln injective, increasing)
        """,
        finding="The proof's fourth line turns A/B into B/A (ln(1/3) = ln 3 at X = 0, e^ε = 3), and the chain bounds "
        "the odds P[Y = 1]/P[Y = 0] of one input, not the ratio P[Y = z | X]/P[Y = z | X'] Definition 7.1 needs; "
        "Lemma 7.5 holds because P[Y = 1 | X] lies in [1/(e^ε + 1), e^ε/(e^ε + 1)].",
        correction=SURVEY.correction(
            "lemma-7.5-proof.corrected",
            label="Lemma 7.5",
            statement=r"$\frac{\Pr[Y_i = z | X]}{\Pr[Y_i = z | X']} \leq \frac{e^\epsilon/(e^\epsilon + 1)}"
            r"{1/(e^\epsilon + 1)} = e^\epsilon$ since both probabilities lie in $[\frac{1}{e^\epsilon + 1}, "
            r"\frac{e^\epsilon}{e^\epsilon + 1}]$",
            hypotheses="every X, X' in [0, m] and z",
            domain=LDP,
        )(_lemma_7_5),
    )(_lemma_7_5_proof)

    # ---- Lemma 7.6 and Theorem 7.7 against exact tails

    PATTERNS = ((F(0),), (F(1),), (F(0), F(1, 2), F(1)))
    PATTERN_TEXT = "X_i/m cycling through (0), (1) or (0, 1/2, 1)"

    def _tail_shapes() -> Iterator[tuple[int, int]]:
        for n in (1, 2, 3, 5, 10, 30, 100):
            yield 1, n
        for n in (1, 3, 10):
            yield 2, n

    def _is_pattern(value: object) -> bool:
        return isinstance(value, tuple) and 1 <= len(value) <= 3 and all(
            isinstance(v, Fraction | int) and 0 <= v <= 1 and F(v).denominator <= 4 for v in value)

    PATTERN_DRAW = st.lists(st.fractions(0, 1, max_denominator=4), min_size=1, max_size=3).map(tuple)

    def _tail_axes(last: Axis) -> Domain:
        return Domain.of(
            LAM,
            each("pattern", "((0/1,), (1/1,), (0/1, 1/2, 1/1))", PATTERN_TEXT,
                 search=region("1 to 3 values X_i/m in [0, 1], denominators up to 4",
                               lambda: PATTERN_DRAW, "1 <= len(value) and len(value) <= 3 and all(rational(v) and "
                               "0 <= v and v <= 1 and denominator(v) <= 4 for v in value)")),
            each(("m", "n"), "((1, 1), (1, 2), (1, 3), (1, 5), (1, 10), (1, 30), (1, 100), (2, 1), (2, 3), (2, 10))",
                 "m = 1 with n in {1, 2, 3, 5, 10, 30, 100}, m = 2 with n in {1, 3, 10}",
                 search=region("1..3 x 1..25", lambda: st.tuples(st.integers(1, 3), st.integers(1, 25)),
                               "len(value) == 2 and integer(value[0]) and integer(value[1]) and 1 <= value[0] and "
                               "value[0] <= 3 and 1 <= value[1] and value[1] <= 25")),
            COINS, last)

    #: the model: user i holds X_i = pattern[(i - 1) mod r] m and reports 1 w.p. p = 1/(e^ε + 1) + (X_i/m)(e^ε -
    #: 1)/(e^ε + 1); c(j) users hold pattern[j].  The number of 1 reports: independent users, the convolution of
    #: Bin(c(j), p(j)); one uniform U shared (Y_i = [U < p_i]), U's pieces between the sorted cuts {0, 1, p(j)}.
    #: μ̂ = (m/n) Σ (Y_i (e^ε + 1) - 1)/(e^ε - 1) at each count s.
    TAIL_LAW = """
        r = len(pattern)
        p(j) = 1/(lam + 1) + pattern[j]*(lam - 1)/(lam + 1)
        c(j) = floor((n - 1 - j)/r + 1)
        B(j) = binomial_law(c(j), p(j))
        law = B(0) if r == 1 else convolve(B(0), B(1)) if r == 2 else convolve(convolve(B(0), B(1)), B(2))
        cuts = sorted(tuple(0 if k == 0 else 1 if k == 1 else p(k - 2) for k in ints(0, r + 1)))
        shared(s) = sum(cuts[k + 1] - cuts[k] for k in ints(0, r) if sum(c(j) for j in ints(0, r - 1)
          if p(j) >= cuts[k + 1]) == s)
        Pr(s) = at(law, s) if coins == 0 else shared(s)
        mu = m/n*sum(c(j)*pattern[j] for j in ints(0, r - 1))
        dev(s) = m/n*(s*(lam + 1) - n)/(lam - 1) - mu
        """

    @lru_cache(maxsize=2048)
    def _deviations(lam: Fraction, m: int, n: int, pattern: tuple[Fraction, ...], coins: int
                    ) -> tuple[tuple[Fraction, Fraction], ...]:
        """(P[Σ Y = s], μ̂ - μ) for every s."""
        xs = [pattern[i % len(pattern)] * m for i in range(n)]
        mu = sum(xs, F(0)) / n
        pmf = _counts(tuple(one_bit(x, m, lam) for x in xs), coins)
        return tuple((p, estimate(s, n, m, lam) - mu) for s, p in enumerate(pmf))

    def _rows(point: Point) -> tuple[tuple[Fraction, Fraction], ...]:
        return _deviations(point["e^eps"], point["m"], point["n"], tuple(point["pattern"]), point["coins"])

    THETA = among("theta", (F(1, 20), F(1, 10), F(1, 4), F(1, 2), F(9, 10)), search=rationals(0, 1))

    def _lemma_7_6(point: Point) -> Evaluation:
        """The exact tail over every report count against 2e^(-x), e^(-x) replaced by a rational lower bound (an
        upper bound when refuting)."""
        rows, lam, m, n, theta = _rows(point), point["e^eps"], point["m"], point["n"], point["theta"]
        c = (lam - 1) / (lam + 1)
        tail = sum((p for p, d in rows if abs(d) >= theta * m), F(0))
        return tail_at_most_exp(tail, 2 * theta**2 * n * c * c, F(2))

    LEMMA_STATEMENT = (r"For an arbitrary $\theta \in (0, 1)$, $\Pr[|\hat{\mu} - \mu| \geq \theta m] \leq 2 \cdot "
                       r"e^{-2\theta^2 \cdot n \left( \frac{e^\epsilon - 1}{e^\epsilon + 1} \right)^2}$.")

    #: the exact tail P[|μ̂ - μ| >= θm] from the law of the reports, against the printed Hoeffding bound
    LEMMA_FORMULA = TAIL_LAW + """
        sum(Pr(s) for s in ints(0, n) if abs(dev(s)) >= theta*m) <= 2*exp(-2*theta**2*n*((lam - 1)/(lam + 1))**2)
        """

    SURVEY.declare(
        "lemma-7.6",
        reading="literal", disputed=USERS_DISPUTED,
        label="Lemma 7.6",
        statement=LEMMA_STATEMENT,
        hypotheses="X_i in [0, m] (l.1474); μ = mean of the X_i; the users' coins independent or shared (no "
        "independence is stated, and the Theorem 2.3 it applies states none); the exact tail over every report count",
        domain=_tail_axes(THETA),
        formula=LEMMA_FORMULA,
        finding="With one coin shared by the users all reports move together and |μ̂ - μ| does not shrink with n "
        "(X_i = 0, e^ε = 3/2: the tail is 1 for every n while the bound falls); Hoeffding's bound needs independent "
        "users.",
        correction=SURVEY.correction(
            "lemma-7.6.corrected",
            reading="charitable", disputed=USERS_DISPUTED,
            label="Lemma 7.6",
            statement=LEMMA_STATEMENT + " (independent users)",
            hypotheses="X_i in [0, m]; independent users; the exact tail; e^(-x) replaced by a rational lower bound",
            domain=Domain.of(*_tail_axes(THETA).axes, INDEPENDENT_USERS),
            formula=LEMMA_FORMULA,
        )(_lemma_7_6),
    )

    DELTA = among("delta", (F(1, 100), F(1, 20), F(1, 10), F(1, 2), F(1)),
                  search=rationals(0, 1, ends="(]", max_denominator=100),
                  deviation=Deviation("narrowed domain", "δ = 0 left out: the printed range is 0 <= δ <= 1, but "
                                      "log(2/δ) is undefined at δ = 0", where="Theorem 7.7"))

    def _theorem_7_7(point: Point) -> Evaluation:
        rows, lam, m, n, delta = _rows(point), point["e^eps"], point["m"], point["n"], point["delta"]
        scale = F(m * m, 2 * n) * ((lam + 1) / (lam - 1)) ** 2
        low, high = log_bounds(2 / delta)
        tail = sum((p for p, d in rows if p and _at_least(d * d, (scale * low, scale * high), strict=True)), F(0))
        return Evaluation(tail, "<=", delta, detail="P[|μ̂ - μ| > t]; the theorem: P[|μ̂ - μ| <= t] >= 1 - δ")

    THEOREM_7_7_STATEMENT = (r"For any $0 \leq \delta \leq 1$, with probability at least $1 - \delta$, the error, "
                             r"$|\hat{\mu} - \mu| \leq \frac{m}{\sqrt{2n}} \cdot \frac{e^\varepsilon + 1}"
                             r"{e^\varepsilon - 1} \cdot \sqrt{\log \frac{2}{\delta}}.$")
    LOG_AS_LN = Deviation("notation from elsewhere", "log read as the natural logarithm",
                          where="the proof's δ = 2e^(-2θ² n ((e^ε - 1)/(e^ε + 1))²)")

    #: P[|μ̂ - μ| > t] from the law of the reports (counts of probability 0 left out), t² = m²/(2n) ((e^ε + 1)/(e^ε -
    #: 1))² ln(2/δ) as printed, against δ
    THEOREM_7_7_FORMULA = TAIL_LAW + """
        tsq = m**2/(2*n)*((lam + 1)/(lam - 1))**2*ln(2/delta)
        sum(Pr(s) for s in ints(0, n) if Pr(s) > 0 and dev(s)**2 > tsq) <= delta
        """

    SURVEY.claim(
        "theorem-7.7",
        label="Theorem 7.7",
        statement=THEOREM_7_7_STATEMENT,
        hypotheses="0 < δ <= 1 (log(2/δ) is undefined at δ = 0); the users' coins independent or shared (not stated); "
        "P[|μ̂ - μ| > t] <= δ exactly, each report count placed from an enclosure of t² = m²/(2n) ((e^ε + 1)/(e^ε - "
        "1))² ln(2/δ)",
        domain=_tail_axes(DELTA),
        formula=THEOREM_7_7_FORMULA,
        reading="as read",
        deviations=(LOG_AS_LN,),
        meaningless="'log' has no base in the statement (base 2 or 10 give other bounds)",
        finding="With one coin shared by the users the error does not shrink with n, so the bound fails for large n "
        "(it is Lemma 7.6's bound, which needs independent users).",
        correction=SURVEY.correction(
            "theorem-7.7.corrected",
            label="Theorem 7.7",
            statement=THEOREM_7_7_STATEMENT + " (independent users, log = ln)",
            hypotheses="0 < δ <= 1; independent users; each report count placed from an enclosure of t²",
            domain=Domain.of(*_tail_axes(DELTA).axes, INDEPENDENT_USERS),
            deviations=(LOG_AS_LN,),
            formula=THEOREM_7_7_FORMULA,
        )(_theorem_7_7),
    )(_theorem_7_7)

    def _theta_squared_below_one(lam: Fraction, n: int, delta: Fraction) -> Evaluation:
        """θ² = ln(2/δ)/(2n) ((λ + 1)/(λ - 1))² < 1, the range Lemma 7.6 is stated for, from rational bounds of
        ln(2/δ): the upper one when it holds, the lower one when it fails."""
        scale = ((lam + 1) / (lam - 1)) ** 2 / (2 * n)
        low, high = log_bounds(2 / delta)
        value = scale * high if scale * high < 1 else scale * low
        return Evaluation(value, "<", 1, detail="theta^2 from " + ("above" if value == scale * high else "below"))

    THEOREM_7_7_RANGE = Domain.of(LAM, among("n", (1, 3, 10, 100), search=integers(1, 1000)), DELTA)

    SURVEY.claim(
        "theorem-7.7-proof-lemma-range",
        label="Theorem 7.7",
        statement=r"(the proof of Theorem 7.7, applying Lemma 7.6 'for an arbitrary $\theta \in (0, 1)$') "
        r"$\forall \delta \in [0, 1]$, set $\delta = 2 \cdot e^{-2\theta^2 \cdot n \left(\frac{e^\varepsilon - 1}"
        r"{e^\varepsilon + 1}\right)^2}$: the $\theta$ so defined lies in $(0, 1)$",
        hypotheses="the theorem's hypotheses (0 < delta <= 1: log(2/delta) is undefined at 0); theta^2 = "
        "ln(2/delta)/(2n) ((e^eps + 1)/(e^eps - 1))^2 from rational bounds of ln(2/delta)",
        domain=THEOREM_7_7_RANGE,
        # the θ the proof defines, solved from δ = 2 e^(-2θ² n ((e^ε - 1)/(e^ε + 1))²), against the range (0, 1) Lemma
        # 7.6 is stated for (θ² > 0 as ln(2/δ) > 0)
        formula="theta2 = ln(2/delta)/(2*n*((lam - 1)/(lam + 1))**2)\ntheta2 < 1",
        reading="as read",
        meaningless="at delta = 0, in the printed range [0, 1], log(2/delta) and so theta are undefined",
        finding="The proof's theta exceeds 1 for small n or small eps (e^eps = 3/2, n = 1, delta = 1/100: theta^2 = "
        "ln(200)/2 · 25 = 66), outside the range (0, 1) Lemma 7.6 is stated for; Hoeffding's bound holds for every "
        "theta > 0, so the theorem stands.",
        correction=SURVEY.correction(
            "theorem-7.7-proof-lemma-range.corrected",
            label="Theorem 7.7",
            statement=LEMMA_STATEMENT + r" (for every $\theta > 0$: at $\theta \geq 1$, independent users)",
            hypotheses="Lemma 7.6's bound at theta in {1, 3/2, 2, 3} (the range the proof needs beyond (0, 1)); "
            "independent users; the exact tail; e^(-x) replaced by a rational lower bound",
            domain=Domain.of(*_tail_axes(among("theta", (F(1), F(3, 2), F(2), F(3)),
                                               search=rationals(1, 10, max_denominator=10))).axes, INDEPENDENT_USERS),
            formula=LEMMA_FORMULA,
        )(_lemma_7_6),
    )(lambda point: _theta_squared_below_one(point["e^eps"], point["n"], point["delta"]))

    def _one_bit_variance(lam: Fraction, t: Fraction, m: int, n: int) -> Fraction:
        """Var(μ̂) for n independent users with X_i = t m: (m/n)² ((λ + 1)/(λ - 1))² n p(1 - p), p = P[Y = 1]."""
        p = one_bit(t * m, m, lam)
        return F(m * m, n) * ((lam + 1) / (lam - 1)) ** 2 * p * (1 - p)

    ORDER_STATEMENT = (r"And furthermore, by a Chernoff bound, we can see that the error is $O\left(\frac{m}{\epsilon"
                       r"\sqrt{n}}\right)$, the same as the Laplace mechanism approach!")
    ORDER_USERS = Deviation("added hypothesis", "the users randomize independently (a Chernoff bound needs it; see "
                            "the disputed reading of §7's users)", where="l.1517")
    ORDER_DISPUTED = ("whether 'O(m/(ε√n)), the same as the Laplace mechanism approach' holds uniformly in ε, as the "
                      "Laplace approach's √2 m/(ε√n) does, or in §7.2's regime ε = O(1) (l.1361); the literal side "
                      "takes it uniformly in ε, the charitable side for bounded ε")
    ORDER = Domain.of(among("e^eps", (F(3, 2), F(2), F(3), F(10), F(100), F(10**4)),
                            search=rationals(1, 10**4, ends="()", max_denominator=10), symbol="lam"),
                      among("t", (F(0), F(1, 2), F(1)), search=rationals(0, 1, max_denominator=8),
                            text="every X_i = t m, t in {0, 1/2, 1}"),
                      among("m", (1, 4), search=integers(1, 10)), among("n", (1, 10, 100), search=integers(1, 1000)))

    @SURVEY.claim(
        "one-bit-error-order",
        reading="literal", disputed=ORDER_DISPUTED,
        label="by a Chernoff bound, we can see that the error is",
        statement=ORDER_STATEMENT,
        hypotheses="every X_i = t m; the O(·) uniformly in ε, m and n, as the Laplace approach's: some K with sd(μ̂) at "
        "most K m/(ε√n) for every ε, m and n; the users' coins independent, the case most favourable to the bound (a "
        "shared coin gives n Var(μ̂) = n Var_1, record rr-variance)",
        domain=Domain.of(among("t", (F(0), F(1, 4), F(1, 2), F(3, 4), F(1)), search=rationals(0, 1, ends="[]",
                                                                                        max_denominator=8),
                               text="every X_i = t m, t in {0, 1/4, 1/2, 3/4, 1}")),
        formula="t*(1 - t) == 0  # lim_(eps -> oo) eps^2 n Var(mu-hat)/(m^2 eps^2): the sd is O(m/(eps sqrt(n))) "
        "uniformly in eps iff it is 0",
        finding="The one-bit estimate's error does not shrink like 1/ε: ε² n Var(μ̂)/m² = ε² ((e^ε + 1)/(e^ε - 1))² "
        "p(1 - p) grows like t(1 - t) ε² (t = 1/4: 3ε²/16), while the Laplace approach's 2 stays bounded; the rate "
        "holds only for ε = O(1), as §7.2 says of randomized response.",
        correction=SURVEY.correction(
            "one-bit-error-order.corrected",
            reading="charitable", disputed=ORDER_DISPUTED,
            label="by a Chernoff bound, we can see that the error is",
            statement=ORDER_STATEMENT + r" (for $\epsilon = O(1)$: $\text{Var}(\hat{\mu}) \leq \frac{m^2}{4n} "
            r"\left(\frac{e^\epsilon + 1}{e^\epsilon - 1}\right)^2 \leq \left(\frac{E}{2} \coth \frac{E}{2}\right)^2 "
            r"\frac{m^2}{\epsilon^2 n}$ for $\epsilon \leq E$, Theorem 7.7's rate)",
            hypotheses="independent users; Var(μ̂) exact against m²/(4n) ((e^ε + 1)/(e^ε - 1))²; then (ε/2) coth(ε/2) "
            "increases in ε, so on ε <= E the O(·) holds with the constant (E/2) coth(E/2)",
            formula="""
            p = 1/(lam + 1) + t*(lam - 1)/(lam + 1)  # P[Y_i = 1] at X_i = t m
            var = m**2/n*((lam + 1)/(lam - 1))**2*p*(1 - p)  # Var(mu-hat), n independent users
            var <= m**2/(4*n)*((lam + 1)/(lam - 1))**2
            """,
            domain=ORDER,
            deviations=(ORDER_USERS,),
        )(lambda point: Evaluation(_one_bit_variance(point["e^eps"], point["t"], point["m"], point["n"]), "<=",
                                   F(point["m"] ** 2, 4 * point["n"]) * ((point["e^eps"] + 1) / (point["e^eps"] - 1))
                                   ** 2)),
    )
    def one_bit_error_order(t: Fraction) -> Evaluation:
        """004_3b24c074030182c5.txt §7.4.2, l.1517: with X_i = t m, Var(μ̂) = (m²/n) c² p(1 - p), c = (e^ε + 1)/(e^ε -
        1), p = 1/(e^ε + 1) + t/c, so R(ε) = ε² n Var(μ̂)/m² = ε² c² p(1 - p) depends on ε only.  R is continuous on
        (0, ∞) and tends to 1 as ε -> 0 (ε c -> 2, p -> 1/2); as ε -> ∞, c -> 1 and p -> t, so R(ε)/ε² -> t(1 - t) (at
        t in {0, 1}, p(1 - p) = e^ε/(e^ε + 1)² and R -> 0).  Hence sd(μ̂) = O(m/(ε√n)) uniformly in ε iff t(1 - t) =
        0."""
        return Evaluation(t * (1 - t), "==", 0, detail="lim_(ε -> ∞) ε² n Var(μ̂)/(m² ε²) = t(1 - t): the sd is "
                          "O(m/(ε√n)) uniformly in ε iff it is 0")


# --------------------------------------------------------------------------- §7.4.3 randomized rounding

with SURVEY.section("7.4.3"):

    OFFSET = Domain.of(ints("m", 2, 9), each("X", "ints(0, m)", "X in {0, ..., m}"),
                       among("first", (1, 0), text="[m - 1] = {first, ..., m - 1}, first in {1 (l.133: the first m - 1 "
                             "natural numbers), 0 (l.311: N may denote the non-negative integers)}"))

    SURVEY.claim(
        "rounding-offset",
        label="Select offset",
        kind="identity",
        statement=r"2. Select offset $\alpha_i \in [m - 1]$ uniformly at random; 3. For $X_i \in [0, m]$, output "
        r"$Y_i = A_i(0)$ if $X_i + \alpha_i \leq m$, $A_i(m)$ if $X_i + \alpha_i > m$",
        hypotheses="[m - 1] as §2 defines [n], with N starting at 1 or at 0 (l.133); what Lemma 7.8 and Theorem 7.9 "
        "use: the algorithm reports A_i(m) with probability X_i/m",
        domain=OFFSET,
        formula="""
        up = sum(1 for alpha in ints(first, m - 1) if X + alpha > m)/(m - first)  # alpha uniform on [m - 1]
        up == X/m
        """,
        finding="With α_i uniform on [m - 1] = {1, ..., m - 1} the rounding is biased: A_i(m) is chosen with "
        "probability (X_i - 1)/(m - 1), not X_i/m (m = 2, X_i = 1: never, instead of 1/2), so the reported bit does "
        "not have the 1-bit distribution Theorem 7.9 claims. α_i uniform on {1, ..., m} gives X_i/m.",
        correction=SURVEY.correction(
            "rounding-offset.corrected",
            label="Select offset",
            kind="identity",
            statement=r"Select offset $\alpha_i \in \{1, \dots, m\}$ uniformly at random: for integer $X_i \in \{0, "
            r"\dots, m\}$, $\Pr[X_i + \alpha_i > m] = X_i/m$ (a real $X_i$ needs an offset uniform on $[0, m)$)",
            hypotheses="integer X_i in {0, ..., m}",
            formula="sum(1 for alpha in ints(1, m) if X + alpha > m)/m == X/m  # P[X + alpha > m], alpha uniform on "
            "{1, ..., m}",
        )(lambda m, X: equal(round_up(F(X), m, range(1, m + 1)), F(X, m))),
    )(lambda m, X, first: equal(round_up(F(X), m, range(first, m)), F(X, m)))

    def _branches_in_order(m: int, alpha: int, path: tuple[int, ...]) -> Evaluation:
        """The branch taken at each time (1 = A_i(m), X_t + α > m; 0 = A_i(0)) with the offset α memoised: the count
        of times an A_i(m) is followed by an A_i(0), which 'A_i(0)s followed by A_i(m)s' needs to be 0."""
        branch = [int(x + alpha > m) for x in path]
        return Evaluation(sum(1 for a, b in pairwise(branch) if a > b), "==", 0,
                          detail=f"branches {branch}: an A_i(m) followed by an A_i(0) counted")

    OUTPUT_ORDER = Domain.of(ints("m", 2, 4), each("alpha", "ints(1, m - 1)", "alpha in [m - 1] = {1, ..., m - 1}, "
                                                   "drawn once (memoised)"),
                             each("path", "tuple(path for length in (2, 3) for path in tuples(ints(0, m), length))",
                                  "every path of the user's value X_i over 2 or 3 times, in {0, ..., "
                                  "m}^2 or {0, ..., m}^3"))
    OUTPUT_STATEMENT = (r"The output here would appear as a sequence of $A_i(0)$s followed by a sequence of $A_i(m)$s "
                        r"observed over time.")

    #: the branch at time t is A_i(m) iff X_t + alpha > m (the offset memoised); an A_i(m) followed by an A_i(0) counted
    OUTPUT_ORDER_FORMULA = """
    up(x) = x + alpha > m
    sum(1 for t in ints(0, len(path) - 2) if up(path[t]) and not up(path[t + 1])) == 0
    """

    SURVEY.claim(
        "rounding-output-order",
        label="a sequence of",
        statement=OUTPUT_STATEMENT,
        hypotheses="the offset α_i drawn once and kept (memoised, l.1572); the user's value X_i changing over time "
        "within [0, m] (l.1561)",
        domain=OUTPUT_ORDER,
        formula=OUTPUT_ORDER_FORMULA,
        finding="The branch A_i(m) is taken while X_i > m - α_i, so a value that decreases leaves it again: m = 2, α_i "
        "= 1, X_i = 2 then 0 give A_i(m) then A_i(0). The order holds for values that never decrease, such as the "
        "age in days the section starts from.",
        correction=SURVEY.correction(
            "rounding-output-order.corrected",
            label="a sequence of",
            statement=OUTPUT_STATEMENT + " (for a value that does not decrease over time, as the age in days)",
            hypotheses="the offset memoised; X_i non-decreasing in time",
            domain=Domain.of(*OUTPUT_ORDER.axes, where("all(path[t] <= path[t + 1] for t in ints(0, len(path) - 2))",
                                                       "X_i non-decreasing in time", deviation=Deviation(
                                                           "added hypothesis", "the user's value does not decrease "
                                                           "over time (the age in days of l.1561)", where="l.1561"))),
            formula=OUTPUT_ORDER_FORMULA,
        )(_branches_in_order),
    )(_branches_in_order)

    LEMMA = Domain.of(among("e^eps", (F(3),), symbol="lam"), ints("m", 2, 4),
                      each("x", "tuple(x for n in (1, 2) for x in tuples(ints(0, m), n))",
                           "n in {1, 2}; every x in {0, ..., m}^n"))

    def _lemma_7_8(point: Point, corrected: bool) -> Evaluation:
        lam, m, x = point["e^eps"], point["m"], point["x"]
        total = F(0)
        for xi in x:
            if corrected:  # the rounded value X_i + Z_i in {0, m}, α_i uniform on {1, ..., m}
                total += m * round_up(F(xi), m, range(1, m + 1))
            else:  # the transmitted bit: A_i(m) with P[X + α > m], A_i(0) otherwise, α uniform on [m - 1]
                up = round_up(F(xi), m, range(1, m))
                total += up * one_bit(F(m), m, lam) + (1 - up) * one_bit(F(0), m, lam)
        return equal(total / len(x), F(sum(x), len(x)))

    SURVEY.claim(
        "lemma-7.8",
        label="Lemma 7.8",
        kind="identity",
        statement=r"Define $\tilde{\mu} = \frac{1}{n} \sum_i Y_i$. Then $\mathbb{E}[\tilde{\mu}] = \mu$.",
        hypotheses="Y_i as the algorithm defines it: A_i(0) or A_i(m), the 1-bit report of 0 or m, α_i uniform on "
        "[m - 1]; μ = mean of the X_i",
        domain=LEMMA,
        formula="""
        up(v) = sum(1 for alpha in ints(1, m - 1) if v + alpha > m)/(m - 1)  # P[X_i + alpha_i > m], alpha_i on [m - 1]
        Y(v) = up(v)*lam/(lam + 1) + (1 - up(v))/(lam + 1)  # E[Y_i]: the 1-bit report of A_i(m) or of A_i(0)
        sum(Y(v) for v in x)/len(x) == sum(x)/len(x)
        """,
        finding="μ̃ averages the transmitted bits Y_i, whose mean is 1/(e^ε + 1) + ..., not μ (n = 1, m = 2, X = 0, "
        "e^ε = 3: 1/4); the proof's Y_i = X_i + Z_i is the rounded value, and even that is unbiased only with the "
        "offset uniform on {1, ..., m}.",
        correction=SURVEY.correction(
            "lemma-7.8.corrected",
            label="Lemma 7.8",
            kind="identity",
            statement=r"with $Y_i = X_i + Z_i \in \{0, m\}$ the rounded value and $\alpha_i$ uniform on $\{1, "
            r"\dots, m\}$, $\mathbb{E}[\frac{1}{n} \sum_i Y_i] = \mu$",
            hypotheses="integer X_i",
            formula="""
            rounded(v) = m*sum(1 for alpha in ints(1, m) if v + alpha > m)/m  # E[X_i + Z_i], alpha_i on {1, ..., m}
            sum(rounded(v) for v in x)/len(x) == sum(x)/len(x)
            """,
        )(lambda point: _lemma_7_8(point, corrected=True)),
    )(lambda point: _lemma_7_8(point, corrected=False))

    ZERO_MEAN = Domain.of(among("e^eps", (F(3), F(2)), symbol="lam"), ints("m", 2, 5),
                          each("X", "tuple(j/2 for j in ints(0, 2*m))", "X in {0, 1/2, 1, ..., m}",
                               search=region("[0, m], denominators up to 6",
                                             lambda m: st.fractions(0, m, max_denominator=6),
                                             "rational(value) and 0 <= value and value <= m and denominator(value) <= 6"
                                             )))

    def _z_law(m: int, X: Fraction) -> dict[Fraction, Fraction]:
        a, b = F(X), m - F(X)
        law: dict[Fraction, Fraction] = {}
        for value, p in ((b, a / (a + b)), (-a, b / (a + b))):
            law[value] = law.get(value, F(0)) + p
        return law

    def _zero_mean(point: Point, corrected: bool) -> Evaluation:
        lam, m, X = point["e^eps"], point["m"], F(point["X"])
        a, b = X, m - X
        z = _z_law(m, X)
        mean = sum((v * p for v, p in z.items()), F(0))
        cases = [chain_of(mean, b * a / (a + b) - a * b / (a + b), F(0)), equal(a / (a + b) + b / (a + b), F(1))]
        rounded: dict[Fraction, Fraction] = {}
        for v, p in z.items():
            rounded[X + v] = rounded.get(X + v, F(0)) + p
        if corrected:  # X_i + Z_i in {0, m}, and m with probability X_i/m
            cases += [equal(F(sum(p for v, p in rounded.items() if v not in (0, m))), F(0)),
                      equal(rounded.get(F(m), F(0)), X / m)]
        else:  # Y_i = X_i + Z_i: the algorithm's output bit (α_i uniform on [m - 1]) against X_i + Z_i, in law
            up = round_up(X, m, range(1, m))
            one = up * one_bit(F(m), m, lam) + (1 - up) * one_bit(F(0), m, lam)
            y_law = {F(0): 1 - one, F(1): one}
            cases += [equal(y_law.get(v, F(0)), rounded.get(v, F(0)), detail=f"P[Y_i = {v}] against "
                            f"P[X_i + Z_i = {v}]") for v in sorted({*y_law, *rounded})]
        return weakest(cases)

    ZERO_MEAN_STATEMENT = (r"Let $a := X_i$ and $b = m - X_i$. Let $Z_i = b$ with probability $\frac{a}{a+b}$, $-a$ "
                           r"with probability $\frac{b}{a+b}$. Then $\mathbb{E}[Z_i] = \frac{ba}{a+b} - \frac{ab}{a+b} "
                           r"= 0$. Note that in this case, it is easy to see that we can write $Y_i = X_i + Z_i$.")

    #: Z_i's law and X_i + Z_i's, and the printed E[Z_i] (a = X_i, b = m - X_i)
    ZERO_MEAN_LAW = ("a = X\n"
                     "b = m - X\n"
                     "Z(v) = (a/(a + b) if v == b else 0) + (b/(a + b) if v == -a else 0)\n"
                     "mean = b*Z(b) - a*Z(-a)\n"
                     "XZ(v) = Z(v - X)\n")

    SURVEY.claim(
        "lemma-7.8-zero-mean",
        label="Lemma 7.8",
        kind="identity",
        statement=ZERO_MEAN_STATEMENT,
        hypotheses="a + b = m, X_i in [0, m] (l.1573); m at least 2, where the offset set [m - 1] of step 2 is "
        "nonempty (l.1572); the probabilities sum to 1; Y_i the algorithm's output bit (A_i(0) or A_i(m), α_i uniform "
        "on [m - 1]) compared with X_i + Z_i in law",
        domain=ZERO_MEAN,
        formula=ZERO_MEAN_LAW + (
            "up = sum(1 for alpha in ints(1, m - 1) if X + alpha > m)/(m - 1)  # P[X_i + alpha_i > m], [m - 1]\n"
            "one = up*lam/(lam + 1) + (1 - up)/(lam + 1)  # P[Y_i = 1], the algorithm's output bit\n"
            "Y(v) = (1 - one if v == 0 else 0) + (one if v == 1 else 0)\n"
            "mean == b*a/(a + b) - a*b/(a + b) == 0 and a/(a + b) + b/(a + b) == 1\n"
            "  and all(Y(v) == XZ(v) for v in (0, 1, m))"),
        finding="Y_i = X_i + Z_i equates the algorithm's output bit with a variable taking the values 0 and m.",
        correction=SURVEY.correction(
            "lemma-7.8-zero-mean.corrected",
            label="Lemma 7.8",
            kind="identity",
            statement=r"$\mathbb{E}[Z_i] = 0$, and $X_i + Z_i \in \{0, m\}$ is the rounded value, $m$ with "
            r"probability $X_i/m$",
            hypotheses="a + b = m; X_i in [0, m]",
            formula=ZERO_MEAN_LAW + ("mean == b*a/(a + b) - a*b/(a + b) == 0 and a/(a + b) + b/(a + b) == 1\n"
                                     "  and 1 - XZ(0) - XZ(m) == 0 and XZ(m) == X/m"),
        )(lambda point: _zero_mean(point, corrected=True)),
    )(lambda point: _zero_mean(point, corrected=False))

    THEOREM_7_9 = Domain.of(among("e^eps", (F(3), F(2)), symbol="lam"), ints("m", 2, 7),
                            each("X", "ints(0, m)", "X in {0, ..., m}"))
    #: the proof's three lines (a = X_i, b = m - X_i, c = (e^eps - 1)/(e^eps + 1)), after Pr[Y_i = 1] of the algorithm
    THEOREM_7_9_LINES = ("\nc = (lam - 1)/(lam + 1)\n"
                         "algorithm = up*(1/(lam + 1) + c) + (1 - up)/(lam + 1)\n"
                         "a = X\n"
                         "b = m - X\n"
                         "line1 = b/(a + b)*(1/(lam + 1) + 0/m*c) + a/(a + b)*(1/(lam + 1) + m/m*c)\n"
                         "line2 = (m - X)/m*(1/(lam + 1)) + X/m*(1/(lam + 1) + c)\n"
                         "line3 = 1/(lam + 1) + X/m*c\n"
                         "algorithm == line1 == line2 == line3")

    def _theorem_7_9(point: Point, corrected: bool) -> Evaluation:
        lam, m, x = point["e^eps"], point["m"], F(point["X"])
        offsets = range(1, m + 1) if corrected else range(1, m)
        up = round_up(x, m, offsets)
        algorithm = up * one_bit(F(m), m, lam) + (1 - up) * one_bit(F(0), m, lam)
        a, b = x, m - x
        c = (lam - 1) / (lam + 1)
        line1 = b / (a + b) * (1 / (lam + 1) + F(0, m) * c) + a / (a + b) * (1 / (lam + 1) + F(m, m) * c)
        line2 = (m - x) / m * (1 / (lam + 1)) + x / m * (1 / (lam + 1) + c)
        line3 = 1 / (lam + 1) + x / m * c
        return chain_of(algorithm, line1, line2, line3)

    SURVEY.claim(
        "theorem-7.9",
        label="Theorem 7.9",
        kind="identity",
        statement=r"This memoisation algorithm enjoys the same accuracy guarantees as that of 1-bit mean estimation. "
        r"Proof: $\Pr[Y_i = 1] = \frac{b}{a+b} \left( \frac{1}{e^\varepsilon + 1} + \frac{0}{m} \cdot "
        r"\frac{e^\varepsilon - 1}{e^\varepsilon + 1} \right) + \frac{a}{a+b} \left( \frac{1}{e^\varepsilon + 1} + "
        r"\frac{m}{m} \cdot \frac{e^\varepsilon - 1}{e^\varepsilon + 1} \right) = \dots = \frac{1}{e^\varepsilon + 1} "
        r"+ \frac{X_i}{m} \left( \frac{e^\varepsilon - 1}{e^\varepsilon + 1} \right).$",
        hypotheses="Pr[Y_i = 1] of the printed algorithm (α_i uniform on [m - 1]) against each line of the proof "
        "(a = X_i, b = m - X_i)",
        domain=THEOREM_7_9,
        formula="up = sum(1 for alpha in ints(1, m - 1) if X + alpha > m)/(m - 1)  # P[X_i + alpha_i > m], alpha_i on "
        "[m - 1]" + THEOREM_7_9_LINES,
        finding="The algorithm's bit is not the 1-bit report of X_i (m = 2, X_i = 1, e^ε = 3: Pr[Y_i = 1] = 1/4, not "
        "1/2): the proof's weights a/(a + b) = X_i/m need the offset uniform on {1, ..., m}; the proof's algebra "
        "holds.",
        correction=SURVEY.correction(
            "theorem-7.9.corrected",
            label="Theorem 7.9",
            kind="identity",
            statement=r"with $\alpha_i$ uniform on $\{1, \dots, m\}$, $\Pr[Y_i = 1] = \frac{1}{e^\varepsilon + 1} + "
            r"\frac{X_i}{m} \cdot \frac{e^\varepsilon - 1}{e^\varepsilon + 1}$, each line of the proof",
            hypotheses="integer X_i",
            formula="up = sum(1 for alpha in ints(1, m) if X + alpha > m)/m  # alpha_i uniform on {1, ..., m}"
            + THEOREM_7_9_LINES,
        )(lambda point: _theorem_7_9(point, corrected=True)),
    )(lambda point: _theorem_7_9(point, corrected=False))

    SURVEY.not_checkable(
        "rounding-privacy",
        label="The only revelation that can be made",
        statement=r"The only revelation that can be made by a query is when the user $i$'s value passes $m - "
        r"\alpha_i$, which is private as the user gets to choose what their value of $\alpha_i$ is",
        reason="the first half restates step 3 (Y_i = A_i(m) exactly when X_i + α_i > m, i.e. X_i > m - α_i); 'which "
        "is private as the user gets to choose α_i' is an informal privacy argument over a changing value, with no "
        "mechanism or neighbouring relation to decide; cited from Ding et al. [21]",
    )
