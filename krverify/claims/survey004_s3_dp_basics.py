"""004_3b24c074030182c5.txt (a survey of differential privacy), §3.4: Warner's randomized response, the
definitions of (ε, δ)-differential privacy, and its properties (post-processing, group privacy, composition,
the relation ≅).

Finite mechanisms with rational probabilities are checked exactly (krverify/model/mechanisms.py): a
mechanism on a neighbouring pair x, y is the pair (P, Q) of its output distributions; e^ε = λ is rational.
Each property is swept over a fixed family (binary and 3-ary randomized response, bitwise RR on two bits,
pairs with impossible outcomes, equal pairs) and searched by hypothesis over random rational mechanisms.
Statements "for all S" are checked at the worst set S = {z : P(z) > λQ(z)}, whose excess Σ_z (P(z) -
λQ(z))⁺ is the largest over every S (model/mechanisms.py ``hockey``; tests/model compare it with every subset).  A
statement about every δ for which a mechanism is (ε, δ)-DP is checked at the smallest such δ (the hockey-stick value,
both orders): (ε, δ)-DP holds for every larger δ, the conclusions below are monotone in δ, so the statement holds for
every admissible δ exactly when it holds at the smallest, and a failure there is a failure at an admissible δ.  The
same goes for ε: a statement about every ε for which M is ε-DP is checked at the mechanism's exact level.  The
composition theorems and the post-processing proposition print no independence of the coins: a composed mechanism
is the joint law of (M_1(x), ..., M_k(x)), and f ∘ M the law of f's output, independent or sharing coins (a disputed
reading, docs/readings.md).
"""

from __future__ import annotations

import textwrap
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from functools import cache, lru_cache, partial
from itertools import combinations_with_replacement, pairwise, product
from math import comb

from krverify.claims import _strategies as st
from krverify.claims._claim import Evaluation, Point, equal, same_truth, weakest
from krverify.claims._domain import Axis, Domain, Region, among, at, each, integers, ints, rationals, region, where
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.model.concentration import log_bounds
from krverify.model.hockey_stick import exp_enclosure
from krverify.model.mechanisms import (
    deterministic_maps,
    hockey,
    kary_pair,
    level,
    mass,
    mix,
    product_dist,
    push,
    rr_pair,
    subsets,
    vector_rr,
)
from krverify.model.noisy_max import normal_cdf_bounds
from krverify.model.randomized_response import vectors

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
Dist = tuple[Fraction, ...]


def _joined(*parts: str) -> str:
    """One formula text from parts, each indented as written in the source."""
    return "\n".join(textwrap.dedent(part).strip("\n") for part in parts)


def _dist(*values: object) -> Dist:
    return tuple(F(str(v)) for v in values)


def _is_dist(value: object, size: int | None = None) -> bool:
    return (isinstance(value, tuple) and 1 <= len(value) <= 16 and (size is None or len(value) == size)
            and all(isinstance(v, Fraction | int) and not isinstance(v, bool) and v >= 0 for v in value)
            and sum(value) == 1)


def _pool(size: int, low: int) -> tuple[Dist, ...]:
    """Every distribution on ``size`` outcomes with weights in low..4 (normalized, without repeats)."""
    seen: dict[Dist, None] = {}
    for weights in product(range(low, 5), repeat=size):
        if sum(weights):
            seen.setdefault(tuple(F(w, sum(weights)) for w in weights), None)
    return tuple(seen)


#: Distributions the searches draw, one choice each (few choices keep hypothesis's targeting cheap).
POOLS = {(size, low): st.sampled_from(_pool(size, low)) for size in (2, 3) for low in (0, 1)}


def _weights(draw: st.DrawFn, size: int, low: int = 0) -> Dist:
    """A distribution on ``size`` outcomes (2 or 3) with weights low..4."""
    return draw(POOLS[size, low])


def _both(P: Dist, Q: Dist, lam: Fraction) -> Fraction:
    """The smallest δ with P(S) <= λQ(S) + δ and Q(S) <= λP(S) + δ for every S (Definition 3.5, both orders)."""
    return max(hockey(P, Q, lam), hockey(Q, P, lam))


def _pure_level(P: Dist, Q: Dist) -> Fraction | None:
    """The smallest λ = e^ε making (P, Q) ε-DP in both orders (None if unbounded)."""
    a, b = level(P, Q), level(Q, P)
    return None if a is None or b is None else max(a, b)


def set_bound(P: Dist, Q: Dist, lam: Fraction, delta: Fraction | None = None) -> Evaluation:
    """P(S) <= λQ(S) + δ at the worst S: {z : P(z) > λQ(z)}, else the outcome closest to failing."""
    delta = F(0) if delta is None else delta
    S = [z for z in range(len(P)) if P[z] > lam * Q[z]]
    if not S:
        S = [max(range(len(P)), key=lambda z: P[z] - lam * Q[z])]
    return Evaluation(mass(P, S), "<=", lam * mass(Q, S) + delta, detail=f"S = {{{', '.join(map(str, S))}}}")


def both_bounds(P: Dist, Q: Dist, lam: Fraction, delta: Fraction | None = None) -> Evaluation:
    return weakest((set_bound(P, Q, lam, delta), set_bound(Q, P, lam, delta)))


#: e^ε = λ >= 1: the grid, and rationals from 1 up in the search.
LAMBDA = among("e^eps", (F(1), F(3, 2), F(2), F(3)), search=rationals(1, 20, ends="[)", max_denominator=10),
               symbol="lam")

#: Pure pairs: every output has positive probability under both databases (and an equal pair).
PURE = (
    rr_pair(F(3, 2)), rr_pair(F(2)), rr_pair(F(3)), kary_pair(F(2), 3),
    (vector_rr((0, 0), F(2)), vector_rr((0, 1), F(2))),
    (_dist("1/4", "3/4"), _dist("1/2", "1/2")),
    (_dist("1/2", "1/3", "1/6"), _dist("1/3", "1/3", "1/3")),
    (_dist("1/5", "4/5"), _dist("1/20", "19/20")),
    (_dist("1/3", "2/3"), _dist("1/3", "2/3")),
)
#: Pairs with an outcome impossible under one database or both.
WITH_ZEROS = (
    (_dist("1/10", "9/10"), _dist("0", "1")),
    (_dist("1/2", "1/2", "0"), _dist("0", "1/2", "1/2")),
    (_dist("0", "1"), _dist("1/2", "1/2")),
    (_dist("1/2", "1/2", "0"), _dist("1/4", "3/4", "0")),
)
APPROX = PURE + WITH_ZEROS
PURE_TEXT = ("binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, bitwise RR of 00 and 01 with e^ε = 2, "
             "(1/4, 3/4)|(1/2, 1/2), (1/2, 1/3, 1/6)|(1/3, 1/3, 1/3), (1/5, 4/5)|(1/20, 19/20), (1/3, 2/3)|(1/3, 2/3)")
WITH_ZEROS_TEXT = "(1/10, 9/10)|(0, 1), (1/2, 1/2, 0)|(0, 1/2, 1/2), (0, 1)|(1/2, 1/2), (1/2, 1/2, 0)|(1/4, 3/4, 0)"
APPROX_TEXT = f"(P, Q) = (M(x), M(y)) among {PURE_TEXT}, {WITH_ZEROS_TEXT}"
RANDOM_TEXT = "pairs of rational distributions on 2 or 3 outcomes (drawn with weights 0..4)"


@st.composite
def _random_pair(draw: st.DrawFn) -> tuple[Dist, Dist]:
    size = draw(st.integers(2, 3))
    return _weights(draw, size), _weights(draw, size)


def _is_pair(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) == 2 and _is_dist(value[0]) and _is_dist(value[1])
            and len(value[0]) == len(value[1]) in (2, 3))


#: _is_pair in the formula language (the membership test the ledger stores with the region).
IS_PAIR = ("len(value) == 2 and 2 <= len(value[0]) <= 3 and len(value[0]) == len(value[1]) and all(rational(v) and "
           "v >= 0 for d in value for v in d) and sum(value[0]) == 1 and sum(value[1]) == 1")
PAIRS = among(("P", "Q"), APPROX, text=APPROX_TEXT, search=region(RANDOM_TEXT, _random_pair, IS_PAIR))
PAIRS_LAMBDA = Domain.of(PAIRS, LAMBDA)


# --------------------------------------------------------------------------- 3, 3.1 prose with one checkable step

with SURVEY.section("3"):

    SURVEY.not_checkable(
        "fundamental-law",
        label="Fundamental Law of Information Recovery",
        statement=r"Fundamental Law of Information Recovery[8]: Accurate answers to too many queries to a database "
        r"will destroy privacy.",
        reason="an informal principle cited from [8]: 'accurate', 'too many' and 'destroy privacy' are not quantified "
        "(its precise forms, reconstruction theorems such as Dinur and Nissim's, are not stated in the survey)",
    )

with SURVEY.section("3.1"):

    @SURVEY.claim(
        "differencing-attack",
        label="how many people not named",
        kind="identity",
        statement=r"an adversary could query how many people have a particular secret bit [...] and how many people "
        r"not named $X$ have the same secret bit, where $X$ is an individual being targeted by an adversary, and this "
        r"would end up revealing $X$'s secret bit",
        hypotheses="a database of n people, each in it once, X one of them, each with a secret bit; the two counting "
        "queries of l.207 answered exactly; 'revealing X's bit': their difference is X's bit",
        domain=Domain.of(ints("n", 1, 5, search_high=8), each("bits", "tuples((0, 1), n)",
                                                               "every secret bit vector in {0,1}^n"),
                         ints("X", 0, "n - 1")),
        # model: the two counting queries of l.207 answered exactly, the people with the bit and the people not
        # named X with it; printed: their difference reveals X's bit
        formula="""
        everyone = sum(bits[i] for i in ints(0, n - 1))
        others = sum(bits[i] for i in ints(0, n - 1) if i != X)
        everyone - others == bits[X]
        """,
    )
    def differencing_attack(n: int, bits: tuple[int, ...], X: int) -> Evaluation:
        """#{people with the bit} - #{people not named X with the bit} = X's bit."""
        everyone = sum(bits)
        others = sum(b for person, b in enumerate(bits) if person != X)
        return equal(everyone - others, bits[X], detail=f"{everyone} - {others}")


# --------------------------------------------------------------------------- 3.4.1 Warner

with SURVEY.section("3.4.1"):

    def _answer(has: int, first: str, second: str) -> int:
        """Tails first: the truth; heads: flip again, heads 'yes', tails 'no'."""
        return has if first == "T" else int(second == "H")

    @SURVEY.claim(
        "warner-branch",
        label=r"P[\text{Heads}] \times P[\text{Heads}]",
        kind="identity",
        statement=r"given the true answer is 'Yes' ... they answer truthfully (i.e. affirmatively) if they get heads, "
        r"i.e. with a probability of $P[\text{Heads}] \times P[\text{Heads}] = \frac{1}{2} \times \frac{1}{2} = "
        r"\frac{1}{4}$, and with the same probability, they get to lie and respond negatively",
        hypotheses="a fair coin flipped independently; tails: the truth; heads: flip again, heads 'yes', tails 'no'",
        domain=at(coin=F(1, 2)),
        # model: two independent flips (1 = heads, w.p. coin), a respondent whose true answer is 'yes'; tails first:
        # the truth, heads: flip again, heads 'yes', tails 'no'; the branch probabilities summed over the flips.
        # printed: P[Heads] x P[Heads] = 1/2 x 1/2 = 1/4, the lie as likely (and P[yes] = 3/4)
        formula="""
        chance(f) = coin if f == 1 else 1 - coin
        reply(first, second) = 1 if first == 0 else second
        # the probability that the first flip is in ``first`` and the reply is ``said``
        branch(first, said) = sum(chance(a)*chance(b) for a in first for b in (1, 0) if reply(a, b) == said)
        branch((1,), 1) == coin*coin == 1/2*1/2 == 1/4 and branch((1,), 0) == 1/4 and branch((1, 0), 1) == 3/4
        """,
    )
    def warner_branch(coin: Fraction) -> Evaluation:
        """Both second-flip branches have probability 1/4 (P[H] = coin), and P[yes | has P] = 3/4."""
        chance = {"H": coin, "T": 1 - coin}
        truthful = sum((chance[a] * chance[b] for a, b in product("HT", repeat=2) if a == "H" and _answer(1, a, b)),
                       F(0))
        lie = sum((chance[a] * chance[b] for a, b in product("HT", repeat=2) if a == "H" and not _answer(1, a, b)),
                  F(0))
        yes = sum((chance[a] * chance[b] for a, b in product("HT", repeat=2) if _answer(1, a, b)), F(0))
        return weakest((equal(truthful, coin * coin), equal(coin * coin, F(1, 4)), equal(lie, F(1, 4)),
                        equal(yes, F(3, 4))))

    #: How the respondents' flips are coupled: 0 each respondent their own coin, 1 one pair of flips shared.
    COINS_TEXT = "coins in {0 (each respondent flips their own coin), 1 (one pair of flips used by every respondent)}"

    def _answers(x: tuple[int, ...], coins: int) -> Iterator[tuple[Fraction, tuple[int, ...]]]:
        """(probability, answer vector) over every outcome of the flips."""
        if coins == 1:
            for first, second in product("HT", repeat=2):
                yield F(1, 4), tuple(_answer(has, first, second) for has in x)
            return
        for flips in product(product("HT", repeat=2), repeat=len(x)):
            yield F(1, 4 ** len(x)), tuple(_answer(has, a, b) for has, (a, b) in zip(x, flips, strict=True))

    PROFILES = Domain.of(ints("n", 1, 4), each("x", "tuples((0, 1), n)", "every profile x in {0,1}^n (1 = has P)"),
                         among("coins", (0, 1), search=integers(0, 1), text=COINS_TEXT))

    #: Warner's answers in the formula language: P(z, a) = P[answers = a | profile z], the flips independent per
    #: respondent (coins = 0) or one pair of flips used by every respondent (coins = 1).
    WARNER_LAW = """
    # a flip pair (first, second), 1 = heads, each pair w.p. 1/4; tails first: the truth, heads: 'yes' iff heads
    flips = ((1, 1), (1, 0), (0, 1), (0, 0))
    answer(h, fl) = h if fl[0] == 0 else fl[1]
    yes(h) = sum(1/4 for fl in flips if answer(h, fl) == 1)
    P(z, a) = prod((yes(z[i]) if a[i] == 1 else 1 - yes(z[i])) for i in ints(0, n - 1)) if coins == 0 else sum(1/4
        for fl in flips if tuple(answer(z[i], fl) for i in ints(0, n - 1)) == a)
    answers = tuple(a for a in tuples((0, 1), n) if P(x, a) > 0)
    """

    def _expected_yes(x: tuple[int, ...], coins: int) -> Fraction:
        return sum((p * sum(a) for p, a in _answers(x, coins)), F(0))

    WARNER_DISPUTED = ("n(X) is defined as 'the number of people initially reported to have the property X at face "
                       "value': the answers as reported (the literal side, a random count) or the property each "
                       "respondent truly has (the charitable side, which the derivation 'given the true answer is "
                       "Yes' uses)")
    EXPECTED_STATEMENT = (r"$\therefore \mathbb{E}[\text{Yes}] = \frac{3}{4}n(\text{has } \mathcal{P}) + \frac{1}{4}"
                          r"n(\text{does not have } \mathcal{P})$ Where $\mathbb{E}[\text{Yes}]$ is the expected "
                          r"number "
                          r"of affirmative responses, and $n(X)$ is the number of people initially reported to have "
                          r"the property $X$ at face value.")

    def _expected_yes_reported(n: int, x: tuple[int, ...], coins: int) -> Evaluation:
        """E[#Yes] against (3/4) #answered yes + (1/4) #answered no, a random count: at every outcome."""
        expected = _expected_yes(x, coins)
        return weakest(equal(expected, F(3, 4) * sum(a) + F(1, 4) * (n - sum(a)),
                             detail=f"answers {a}, probability {p}") for p, a in _answers(x, coins))

    SURVEY.claim(
        "warner-expected-yes",
        label=r"\mathbb{E}[\text{Yes}]",
        kind="identity",
        statement=EXPECTED_STATEMENT,
        hypotheses="n(X) the number of people reported to have X at face value (l.291): the respondents whose "
        "answer is X; an equation between the number E[Yes] and a random count, at every outcome of the flips; coins "
        "independent or shared",
        domain=PROFILES,
        reading="literal",
        disputed=WARNER_DISPUTED,
        finding="With n(X) the number of respondents answering X, the right side is random (n = 1, x = 1: 3/4 or "
        "1/4) while E[Yes] is a number; with n(X) the number who truly have X the display holds.",
        correction=SURVEY.correction(
            "warner-expected-yes.corrected",
            label=r"\mathbb{E}[\text{Yes}]",
            kind="identity",
            statement=EXPECTED_STATEMENT + " (n(X) the number who have the property X)",
            hypotheses="n(X) the number of respondents who truly have X; coins independent or shared (linearity)",
            reading="charitable",
            disputed=WARNER_DISPUTED,
            formula=_joined(WARNER_LAW, """
            expected_yes = sum(P(x, a) * sum(a) for a in answers)
            # n(X) the number who truly have X
            expected_yes == 3/4 * sum(x) + 1/4 * (n - sum(x))
            """),
        )(lambda n, x, coins: equal(_expected_yes(x, coins), F(3, 4) * sum(x) + F(1, 4) * (n - sum(x)))),
        formula=_joined(WARNER_LAW, """
        expected_yes = sum(P(x, a) * sum(a) for a in answers)
        # n(X) the number answering X: a random count, at every possible answer vector a
        all(expected_yes == 3/4 * sum(a) + 1/4 * (n - sum(a)) for a in answers)
        """),
    )(_expected_yes_reported)

    ESTIMATOR_STATEMENT = (r"a set of simple transformations will be able to yield the correct answers to the "
                           r"survey's queries")
    ANSWERS_DISPUTED = ("'yield the correct answers to the survey's queries': the exact count n(has P) for certain "
                        "(the literal side), or, as survey sampling uses 'correct', an unbiased estimate of it (the "
                        "charitable side: the transformation inverting E[Yes])")

    def _recovers(n: int, x: tuple[int, ...], coins: int) -> Evaluation:
        """Some transformation of the answers gives n(has P) for sure only if no answer vector possible under x is
        possible under a profile with another count: the probability of such answer vectors must be 0."""
        others = {a for y in vectors(n) if sum(y) != sum(x) for p, a in _answers(y, coins) if p}
        ambiguous = sum((p for p, a in _answers(x, coins) if a in others), F(0))
        return Evaluation(ambiguous, "==", F(0), detail="P[the answers are also possible under a profile with "
                          "another number of P]")

    SURVEY.claim(
        "warner-estimator",
        label="a set of simple transformations",
        kind="identity",
        statement=ESTIMATOR_STATEMENT,
        hypotheses="the correct answer to the query: n(has P), the number of respondents who have P; some function of "
        "the answers equals it at every outcome of the flips; coins independent or shared",
        domain=PROFILES,
        reading="literal",
        disputed=ANSWERS_DISPUTED,
        finding="No transformation of the answers yields n(has P) for sure: every answer vector is possible under "
        "every profile (n = 1, x = 0: 'yes' has probability 1/4, and 3/4 with x = 1). The transformation 2 #Yes - "
        "n/2 is correct on average: E[2 #Yes - n/2] = n(has P).",
        correction=SURVEY.correction(
            "warner-estimator.corrected",
            label="a set of simple transformations",
            kind="identity",
            statement=r"a set of simple transformations will be able to yield the correct answers to the survey's "
            r"queries, on average: $\hat{n}(\mathcal{P}) = 2\,\#\text{Yes} - n/2$ (the transformation, implied, not "
            r"printed) has $\mathbb{E}[\hat{n}] = n(\text{has } \mathcal{P})$",
            hypotheses="the estimator inverts the printed E[Yes] = n/4 + n(has P)/2; coins independent or shared",
            deviations=(Deviation("quantitative reading", "'yield the correct answers' read as: the transformed "
                                  "count is an unbiased estimate of n(has P)", where="§3.4.1"),),
            reading="charitable",
            disputed=ANSWERS_DISPUTED,
            formula=_joined(WARNER_LAW, """
            # the transformation n_hat = 2 #Yes - n/2 is correct on average
            sum(P(x, a) * (2 * sum(a) - n/2) for a in answers) == sum(x)
            """),
        )(lambda n, x, coins: equal(sum(((2 * sum(a) - F(n, 2)) * p for p, a in _answers(x, coins)), F(0)),
                                    F(sum(x)))),
        formula=_joined(WARNER_LAW, """
        # some function of the answers equals n(has P) at every outcome only if no possible answer vector is
        # possible under a profile with another count: the probability of such vectors, against 0
        ambiguous(a) = any(P(y, a) > 0 for y in tuples((0, 1), n) if sum(y) != sum(x))
        sum(P(x, a) for a in answers if ambiguous(a)) == 0
        """),
    )(_recovers)


    #: Deterministic mechanisms on the histograms of one record type with 0..3 records: every map to 2 or 3 outputs.
    COUNTS = tuple((c,) for c in range(4))

    def _point_mass(output: int, width: int) -> Dist:
        return tuple(F(int(z == output)) for z in range(width))

    def _deterministic_dp(g: tuple[int, ...], lam: Fraction, delta: Fraction) -> bool:
        """Whether the deterministic mechanism x -> g(x) is (ε, δ)-DP: Definition 3.5 at every neighbouring pair of
        histograms (‖x - y‖_1 <= 1), both orders, every set S (the hockey-stick value)."""
        width = max(g) + 1
        return all(_both(_point_mass(g[i], width), _point_mass(g[j], width), lam) <= delta
                   for i in range(len(g)) for j in range(len(g)) if abs(COUNTS[i][0] - COUNTS[j][0]) <= 1)

    @SURVEY.claim(
        "deterministic-no-privacy",
        label="Without noise addition or randomisation, non trivial guarantees of privacy fail",
        statement=r"Without noise addition or randomisation, non trivial guarantees of privacy fail",
        hypotheses="M deterministic: every map g from the histograms of one record type with 0..3 records to 2 or 3 "
        "outputs; Definition 3.5 at every neighbouring pair; 1 = holds, 0 = fails",
        domain=Domain.of(each("g", "tuple(g for k in (2, 3) for g in tuples(ints(0, k - 1), 4))",
                              "every map g from the counts 0..3 to {0, 1} and to {0, 1, 2}"),
                         among("e^eps", (F(1), F(2), F(10)), symbol="lam"),
                         among("delta", (F(0), F(1, 2), F(9, 10)))),
        # model: the deterministic mechanism x -> g(x) on the counts 0..3 of one record type, a point mass at g(x);
        # Definition 3.5 at every neighbouring pair of counts (|i - j| <= 1), both orders, every S (the smallest
        # delta is the hockey-stick value). printed: a non-trivial guarantee (delta < 1) fails unless g is constant
        formula="""
        width = max(g) + 1
        dirac(o) = tuple(1 if z == o else 0 for z in ints(0, width - 1))
        smallest_delta(i, j) = max(hockey_stick(dirac(g[i]), dirac(g[j]), lam), hockey_stick(dirac(g[j]),
            dirac(g[i]), lam))
        dp = all(smallest_delta(i, j) <= delta for i in ints(0, 3) for j in ints(0, 3) if abs(i - j) <= 1)
        implies(delta < 1 and dp, all(v == g[0] for v in g))
        """,
        reading="as read",
        deviations=(Deviation("quantitative reading", "'non trivial guarantees of privacy fail' without randomisation "
                              "read as: a deterministic mechanism that is (ε, δ)-DP with δ < 1 (a non-trivial "
                              "guarantee) is constant (each histogram is joined to every other by neighbours)",
                              where="l.293"),),
        meaningless="'non trivial guarantees of privacy' are not defined",
    )
    def deterministic_no_privacy(point: Point) -> Evaluation:
        """(ε, δ)-DP with δ < 1 implies constant: at every (g, λ, δ) the conclusion holds where the premise does."""
        g, lam, delta = point["g"], point["e^eps"], point["delta"]
        premise = delta < 1 and _deterministic_dp(g, lam, delta)
        return Evaluation(int(len(set(g)) == 1), ">=", int(premise),
                          detail="1 = constant / (ε, δ)-DP with δ < 1; the conclusion must hold whenever the premise "
                          "does")


# --------------------------------------------------------------------------- 3.4.2 definitions

with SURVEY.section("3.4.2"):

    #: Histograms of two record types with 0..2 records each, and their neighbouring pairs (‖x - y‖_1 <= 1).
    HISTOGRAMS = tuple(product(range(3), repeat=2))

    def _l1(x: tuple[int, ...], y: tuple[int, ...]) -> int:
        return sum(abs(a - b) for a, b in zip(x, y, strict=True))

    NEIGHBOUR_PAIRS = each(("x", "y"), "tuple((a, b) for a in tuples(ints(0, 2), 2) for b in tuples(ints(0, 2), 2) "
                           "if abs(a[0] - b[0]) + abs(a[1] - b[1]) <= 1)",
                           "every pair of histograms x, y of two record types with 0..2 records each and ‖x - y‖_1 <= "
                           "1 (x = y included)")

    TAXICAB_DISPUTED = ("what 'the number of records said databases differ in' counts: the records in one "
                        "collection and not in the other (a multiset symmetric difference, which counts a record "
                        "whose type changed twice), or the records one must add, remove or change to turn one "
                        "database into the other (which counts it once); the text does not say")

    #: ‖x - y‖_1 as printed, and the records of x not in y (removed) and of y not in x (added), in the formula language.
    TAXICAB = """
    taxicab = sum(abs(x[t] - y[t]) for t in ints(0, len(x) - 1))
    removed = sum(max(x[t] - y[t], 0) for t in ints(0, len(x) - 1))
    added = sum(max(y[t] - x[t], 0) for t in ints(0, len(x) - 1))
    """

    def _record_counts(x: tuple[int, ...], y: tuple[int, ...]) -> tuple[int, int]:
        """The records of x not in y and of y not in x (multisets of record types)."""
        first = Counter(t for t, count in enumerate(x) for _ in range(count))
        second = Counter(t for t, count in enumerate(y) for _ in range(count))
        return sum((first - second).values()), sum((second - first).values())

    SURVEY.claim(
        "taxicab-records",
        label="the taxicab distance between two databases would yield the number of records said databases differ in",
        kind="identity",
        statement=r"the taxicab distance between two databases would yield the number of records said databases "
        r"differ in",
        hypotheses="databases as collections of records (l.311), histograms x of two record types with 0..2 records "
        "each; 'the records they differ in': the records one must add, remove or change (in type) to turn one "
        "collection into the other",
        domain=Domain.of(each("x", "tuples(ints(0, 2), 2)", "every histogram x of two record types with 0..2 records "
                              "each"),
                         each("y", "tuples(ints(0, 2), 2)", "every histogram y alike")),
        reading="literal",
        disputed=TAXICAB_DISPUTED,
        finding="Counted as the records one must add, remove or change, two databases whose one record changed type "
        "differ in one record while their taxicab distance is 2; counted as the records in one and not the other "
        "(a multiset symmetric difference) the taxicab distance is that number.",
        correction=SURVEY.correction(
            "taxicab-records.corrected",
            label="the taxicab distance between two databases would yield the number of records said databases "
            "differ in",
            kind="identity",
            statement=r"the taxicab distance between two databases is the number of records in one and not in the "
            r"other (counted with their multiplicity)",
            hypotheses="histograms x, y of two record types with 0..2 records each",
            deviations=(Deviation("quantitative reading", "'the number of records said databases differ in' counted "
                                  "as the multiset symmetric difference of the two collections of records",
                                  where="l.321"),),
            reading="charitable",
            disputed=TAXICAB_DISPUTED,
            formula=_joined(TAXICAB, "taxicab == removed + added"),
        )(lambda x, y: equal(_l1(x, y), sum(_record_counts(x, y)),
                             detail="‖x - y‖_1 against the records in one and not the other")),
        formula=_joined(TAXICAB, """
        # the edits (add a record, remove one, change one's type) turning x into y: removals and additions paired
        # into changes
        taxicab == max(removed, added)
        """),
    )(lambda x, y: equal(_l1(x, y), max(_record_counts(x, y)),
                         detail="‖x - y‖_1 against the records to add, remove or change"))

    EPS_RATIONAL = among("eps", (F(0), F(1, 2), F(1), F(2)), search=rationals(0, 3, ends="[)", max_denominator=10))

    def _below_e(ratio: Fraction, eps: Fraction) -> bool:
        """ratio <= e^ε for rational ε >= 0, from an enclosure (e^ε is irrational for ε != 0: no tie)."""
        if eps == 0:
            return ratio <= 1
        low, high = exp_enclosure(eps)
        if ratio <= low or ratio > high:
            return ratio <= low
        raise ValueError(f"{ratio} is inside the enclosure of e^{eps}")

    def _log_at_most(ratio: Fraction, eps: Fraction) -> bool:
        """ln(ratio) <= ε for a rational ratio > 0, from an enclosure of ln(ratio) (irrational unless ratio = 1)."""
        if ratio == 1:
            return eps >= 0
        low, high = log_bounds(ratio)
        if high <= eps or low > eps:
            return high <= eps
        raise ValueError(f"ε = {eps} is inside the enclosure of ln {ratio}")

    def _log_form(P: Dist, Q: Dist, eps: Fraction) -> bool:
        """ln(P(S)/Q(S)) <= ε for every S, both orders: a 0/0 quotient skipped, ln(p/0) = +∞, ln(0/q) = -∞."""
        for A, B in ((P, Q), (Q, P)):
            for S in subsets(len(A)):
                a, b = mass(A, S), mass(B, S)
                if b == 0:
                    if a > 0:
                        return False
                elif a > 0 and not _log_at_most(a / b, eps):
                    return False
        return True

    def _pure(P: Dist, Q: Dist, eps: Fraction) -> bool:
        """Definition 3.5 with δ = 0: P(S) <= exp(ε) Q(S) for every S, both orders."""
        return all(mass(A, S) == 0 or (mass(B, S) > 0 and _below_e(mass(A, S) / mass(B, S), eps))
                   for A, B in ((P, Q), (Q, P)) for S in subsets(len(A)))

    SURVEY.claim(
        "pure-dp-log-form",
        label="it can be represented as when",
        kind="identity",
        statement=r"For $\delta = 0$, $\mathcal{M}$ is simply said to be $\varepsilon$-differentially private [...] "
        r"and it can be represented as when $\ln \left( \frac{\Pr[\mathcal{M}(x) \in S]}{\Pr[\mathcal{M}(y) \in "
        r"S]} \right) \leq \varepsilon.$",
        hypotheses="for every S and every neighbouring x, y (both orders), as Definition 3.5; decided against "
        "Definition 3.5 with δ = 0; 1 = holds, 0 = fails",
        domain=Domain.of(PAIRS, EPS_RATIONAL),
        # model: Definition 3.5 with delta = 0, P(S) <= e^eps Q(S) at every S, both orders. printed: ln(P(S)/Q(S))
        # <= eps at every S, both orders, with the deviation's conventions (0/0 left out, ln(p/0) = +inf, ln(0/q) =
        # -inf; ln 1 = 0 <= eps exactly). Decided: the printed form holds exactly when the definition does
        formula="""
        mass(D, S) = sum(D[z] for z in S)
        orders = ((P, Q), (Q, P))
        pure = all(mass(o[0], S) <= exp(eps)*mass(o[1], S) for o in orders for S in subsets(len(P)))
        log_ok(r) = r == 1 or ln(r) <= eps
        log_form = all(mass(o[0], S) == 0 or (mass(o[1], S) > 0 and log_ok(mass(o[0], S)/mass(o[1], S)))
            for o in orders for S in subsets(len(P)))
        iff(log_form, pure)
        """,
        reading="as read",
        deviations=(Deviation("added hypothesis", "the quotient's conventions: a set S with Pr[M(x) ∈ S] = Pr[M(y) ∈ "
                              "S] = 0 is left out (0/0), ln(p/0) = +∞ for p > 0 and ln(0/q) = -∞", where="l.337"),),
        meaningless="at S = ∅ the printed quotient is 0/0, and at any S with Pr[M(y) ∈ S] = 0 it divides by 0",
    )(lambda P, Q, eps: same_truth(_log_form(P, Q, eps), _pure(P, Q, eps)))

    SURVEY.not_checkable(
        "small-delta",
        label="we want  $\\delta$  to be less than the order of inverse of any polynomial",
        statement=r"Whenever $\delta > 0$, we want $\delta$ to be less than the order of inverse of any polynomial "
        r"in the size of the database",
        reason="a requirement ('we want δ to be less than ...'), a desideratum with no truth value.  The note's "
        "two ways of releasing records are decided by 004.small-delta-release-all and 004.small-delta-release-few, "
        "and its closing remark on the Gaussian mechanism by 004.small-delta-gaussian",
    )

    def _law_gap(first: dict[object, Fraction], second: dict[object, Fraction], lam: Fraction) -> Fraction:
        """The smallest δ with Definition 3.5 for two output laws (dicts), both orders."""
        outputs = list(dict.fromkeys((*first, *second)))
        return _both(tuple(first.get(o, F(0)) for o in outputs), tuple(second.get(o, F(0)) for o in outputs), lam)

    def _release_all(x: tuple[int, ...], delta: Fraction) -> dict[object, Fraction]:
        """The whole database with probability δ, nothing (⊥) otherwise."""
        return {x: delta, "⊥": 1 - delta} if delta < 1 else {x: F(1)}

    def _release_each(x: tuple[int, ...], delta: Fraction) -> dict[object, Fraction]:
        """Each record released independently with probability δ: the law of the released sub-histogram."""
        law: dict[object, Fraction] = {}
        for kept in product(*(range(count + 1) for count in x)):
            p = F(1)
            for count, k in zip(x, kept, strict=True):
                p *= comb(count, k) * delta**k * (1 - delta) ** (count - k)
            law[kept] = law.get(kept, F(0)) + p
        return law

    def _release_first(x: tuple[int, ...], m: int) -> dict[object, Fraction]:
        """The records of the first m data subjects (records in type order; all of them if fewer), surely."""
        records = [t for t, count in enumerate(x) for _ in range(count)][:m]
        return {tuple(records.count(t) for t in range(len(x))): F(1)}

    DELTAS = among("delta", (F(1, 100), F(1, 10), F(1, 4), F(1, 2)), search=rationals(0, 1, ends="()",
                                                                                        max_denominator=100))
    LAMBDA_12 = among("e^eps", (F(1), F(2)), search=rationals(1, 20, ends="[)", max_denominator=10), symbol="lam")
    #: The smallest δ of Definition 3.5 for two laws P, Q on the same outcomes, both orders, every set.
    SMALLEST_DELTA = "smallest_delta(P, Q) = max(hockey_stick(P, Q, lam), hockey_stick(Q, P, lam))"
    RELEASE_READING = Deviation(
        "quantitative reading", "'equivalent to releasing ... all the records with probability δ' read as: the "
        "mechanism that outputs the whole database with probability δ, and nothing otherwise, is (ε, δ)-DP (so "
        "(ε, δ)-DP with δ of the order 1/‖x‖_1 permits it)", where="l.339")

    SURVEY.claim(
        "small-delta-release-all",
        label="all the records with probability",
        statement=r"if $\delta$ is of the order of $\frac{1}{\|x\|_1}$ [...] this is equivalent to [...] releasing "
        r"all the records with probability $\delta$",
        hypotheses="Definition 3.5 at every neighbouring pair, every S (the hockey-stick value), both orders",
        domain=Domain.of(LAMBDA_12, DELTAS, NEIGHBOUR_PAIRS),
        # model: the mechanism releasing the whole database with probability delta and nothing (⊥) otherwise, its
        # law on the outputs x, y (one output when x = y) and ⊥; printed: it is (eps, delta)-DP, its smallest delta
        # (both orders, every S) at most delta
        formula=_joined(SMALLEST_DELTA, """
        outs = (x,) if x == y else (x, y)
        release(h) = tuple(1 - delta if i == len(outs) else (delta if outs[i] == h else 0) for i in ints(0, len(outs)))
        smallest_delta(release(x), release(y)) <= delta
        """),
        reading="as read",
        deviations=(RELEASE_READING,),
        meaningless="'equivalent' relates an order of δ to a way of releasing records without saying in what sense",
    )(lambda point: Evaluation(_law_gap(_release_all(point["x"], point["delta"]),
                                        _release_all(point["y"], point["delta"]), point["e^eps"]), "<=",
                               point["delta"], detail="the smallest δ of the release, against δ"))

    FEW_READING = Deviation(
        "quantitative reading", "'equivalent to releasing the records of δ many data subjects with probability 1' read "
        "as: with δ of the order 1/‖x‖_1 (δ < 1), (ε, δ)-DP permits a mechanism that surely releases the records of "
        "m >= 1 data subjects (δ‖x‖_1 of them; here the first m records in a fixed order of the types, all of them "
        "when there are fewer)", where="l.339")

    SURVEY.claim(
        "small-delta-release-few",
        label="releasing the records of",
        statement=r"if $\delta$ is of the order of $\frac{1}{\|x\|_1}$ [...] this is equivalent to releasing the "
        r"records of $\delta$ many data subjects with probability 1",
        hypotheses="Definition 3.5 at every neighbouring pair, every S (the hockey-stick value), both orders",
        domain=Domain.of(among("m", (1, 2)), LAMBDA_12, DELTAS, NEIGHBOUR_PAIRS),
        reading="as read",
        deviations=(FEW_READING,),
        meaningless="'δ many data subjects' is no number of subjects for 0 < δ < 1",
        finding="A mechanism that surely releases some subject's records is (ε, δ)-DP for no δ < 1: adding that "
        "subject's record changes the output surely (m = 1: x = (0, 0), y = (0, 1) give δ = 1). Releasing each "
        "record independently with probability δ (δ‖x‖_1 records on average) is (0, δ)-DP.",
        correction=SURVEY.correction(
            "small-delta-release-few.corrected",
            label="releasing the records of",
            statement=r"releasing each record independently with probability $\delta$ ($\delta \|x\|_1$ records on "
            r"average) is $(0, \delta)$-differentially private",
            hypotheses="Definition 3.5 at every neighbouring pair, every S, both orders",
            domain=Domain.of(LAMBDA_12, DELTAS, NEIGHBOUR_PAIRS),
            formula=_joined(SMALLEST_DELTA, """
            # each record released independently with probability delta: the released sub-histogram k has the law
            # of independent Bin(h_t, delta) counts (binom is 0 outside its range)
            release(h, k) = prod(binom(h[t], k[t]) * delta**k[t] * (1 - delta)**(h[t] - k[t])
                for t in ints(0, len(h) - 1))
            outputs = tuple(tuples(ints(0, max(max(x), max(y))), len(x)))
            smallest_delta(tuple(release(x, k) for k in outputs), tuple(release(y, k) for k in outputs)) <= delta
            """),
        )(lambda point: Evaluation(_law_gap(_release_each(point["x"], point["delta"]),
                                            _release_each(point["y"], point["delta"]), point["e^eps"]), "<=",
                                   point["delta"], detail="the smallest δ of the release, against δ")),
        formula=_joined(SMALLEST_DELTA, """
        # surely releasing the records of the first m data subjects (records listed type by type; all when fewer):
        # the released histogram, a point mass
        released(h) = tuple(min(h[t], max(0, m - sum(h[s] for s in ints(0, t - 1)))) for t in ints(0, len(h) - 1))
        P = (1,) if released(x) == released(y) else (1, 0)
        Q = (1,) if released(x) == released(y) else (0, 1)
        smallest_delta(P, Q) <= delta
        """),
    )(lambda point: Evaluation(_law_gap(_release_first(point["x"], point["m"]), _release_first(point["y"], point["m"]),
                                        point["e^eps"]), "<=", point["delta"],
                               detail="the smallest δ of the release, against δ"))

    #: Ends of the intervals S (-inf and inf as text, the rest exact).
    GAUSS_ENDS = ("-inf", F(-1), F(0), F(1, 2), F(1), F(2), "inf")
    #: GAUSS_ENDS in the formula language (exact rationals as fractions, so the points are the same Fractions)
    GAUSS_ENDS_DATA = '("-inf", -1/1, 0/1, 1/2, 1/1, 2/1, "inf")'

    def _normal_cdf_at(end: Fraction | str, mean: int, sigma: Fraction) -> tuple[Fraction, Fraction]:
        """Rationals low <= Φ((end - mean)/σ) <= high (Φ(-inf) = 0, Φ(inf) = 1)."""
        if isinstance(end, str):
            value = F(0) if end == "-inf" else F(1)
            return value, value
        return normal_cdf_bounds((end - mean) / sigma)

    def _gaussian_mass(S: tuple[Fraction | str, Fraction | str], mean: int, sigma: Fraction
                       ) -> tuple[Fraction, Fraction]:
        """Rationals low <= Pr[mean + N(0, σ²) in S] <= high for the interval S = (a, b)."""
        a_low, a_high = _normal_cdf_at(S[0], mean, sigma)
        b_low, b_high = _normal_cdf_at(S[1], mean, sigma)
        return b_low - a_high, b_high - a_low

    def _gaussian_no_catastrophe(point: Point) -> Evaluation | None:
        """Pr[M(y) in S] > 0 wherever Pr[M(x) in S] > 0, M(x) = f(x) + N(0, σ²), f(x) = ‖x‖_1: both masses enclosed
        by rationals (Φ by its alternating series, model/noisy_max.py) and the enclosure of Pr[M(y) in S] shown above
        0.  (For every Borel S the same holds: both laws have a density positive on all of R, so either has positive
        mass on S exactly when S has positive length.)"""
        sigma, S = point["sigma"], point["S"]
        x_low, x_high = _gaussian_mass(S, sum(point["x"]), sigma)
        if x_high <= 0:
            return None  # Pr[M(x) in S] = 0: nothing to show
        if x_low <= 0:
            raise ValueError(f"Pr[M(x) in S] at S = {S} is not shown positive")
        y_low, _ = _gaussian_mass(S, sum(point["y"]), sigma)
        return Evaluation(y_low, ">", 0, detail="a rational lower bound of Pr[M(y) in S] (Pr[M(x) in S] > 0 "
                          "shown likewise) against 0")

    SURVEY.claim(
        "small-delta-gaussian",
        label="does not suffer a catastrophic failure",
        statement=r"(Though it is worth noting that [...] the Gaussian mechanism [...] does not suffer a "
        r"catastrophic failure revealing the data of individuals in this fashion precisely.)",
        hypotheses="the Gaussian mechanism M(x) = f(x) + N(0, σ²) (l.588, l.603-605), σ > 0; a counting query "
        "f(x) = ‖x‖_1 on histograms x of two record types with 0..2 records each; every neighbouring pair x, y, both "
        "orders; every interval S with ends in {-inf, -1, 0, 1/2, 1, 2, inf}",
        domain=Domain.of(among("sigma", (F(1, 2), F(1), F(2)), text="sigma in {1/2, 1, 2}"), NEIGHBOUR_PAIRS,
                         each("S", f"tuple(({GAUSS_ENDS_DATA}[i], {GAUSS_ENDS_DATA}[j]) for i in ints(0, 5) "
                              "for j in ints(i + 1, 6))",
                              "every interval S = (a, b), a < b, with ends in {-inf, -1, 0, 1/2, 1, 2, inf}")),
        formula="""
        # M(h) = f(h) + N(0, sigma^2), f(h) = ||h||_1: Pr[M(h) in (a, b)] = Phi((b - f(h))/sigma) -
        # Phi((a - f(h))/sigma) (Phi(-inf) = 0, Phi(inf) = 1); wherever Pr[M(x) in S] > 0, Pr[M(y) in S] against 0
        cdf(t, mean) = 0 if t == "-inf" else 1 if t == "inf" else Phi((t - mean)/sigma)
        mass(h) = cdf(S[1], sum(h)) - cdf(S[0], sum(h))
        given mass(x) > 0
        mass(y) > 0
        """,
        reading="as read",
        deviations=(Deviation(
            "quantitative reading", "'does not suffer a catastrophic failure revealing the data of individuals in "
            "this fashion' read as: no output event reveals with certainty which of two neighbouring databases was "
            "used, i.e. Pr[M(y) in S] > 0 for every event S with Pr[M(x) in S] > 0 (the privacy loss is finite at "
            "every output); 'this fashion' is the note's two releases, the records of some subjects with probability "
            "1 or all the records with probability δ, each of which has an event of positive probability under x and "
            "none under y (004.small-delta-release-few, 004.small-delta-release-all)", where="l.339"),),
        meaningless="'a catastrophic failure revealing the data of individuals' is not a property the text defines, "
        "and 'in this fashion precisely' points back to two releases without saying what of them the Gaussian "
        "mechanism avoids: as printed the remark states no condition on a mechanism",
    )(_gaussian_no_catastrophe)

    def _loss_bounded(P: Dist, Q: Dist, eps: Fraction) -> bool:
        """|ln(P(ζ)/Q(ζ))| <= ε at every ζ with P(ζ) > 0 (Q(ζ) = 0 there: unbounded)."""
        return all(q > 0 and _log_at_most(p / q, eps) and _log_at_most(q / p, eps)
                   for p, q in zip(P, Q, strict=True) if p > 0)

    SURVEY.claim(
        "privacy-loss-pure",
        label="Note that the above quantity is bounded by",
        statement=r"Note that the above quantity is bounded by $\varepsilon$ in the case of $\varepsilon$-"
        r"differential privacy",
        hypotheses="M ε-DP: Definition 3.5 with δ = 0 (l.335), every S, both orders of the neighbours x, y; ζ every "
        "output with Pr[M(x) = ζ] positive, where L^(ζ) is defined (l.349); L^(ζ) <= ε, decided in the stronger "
        "form |L^(ζ)| <= ε: 'bounded by ε' (l.351); 1 = holds, 0 = fails",
        domain=Domain.of(PAIRS, among("eps", (F(0), F(1, 4), F(1, 2), F(1), F(2), F(5)),
                                      search=rationals(0, 6, ends="[)", max_denominator=10))),
        # model: eps-DP, Definition 3.5 with delta = 0, P(S) <= e^eps Q(S) at every S, both orders. printed: the
        # privacy loss L(z) = ln(P(z)/Q(z)) at every z with P(z) > 0 bounded by eps, |L(z)| <= eps (+inf where
        # Q(z) = 0; ln 1 = 0 <= eps exactly); the conclusion must hold wherever the premise does
        formula="""
        mass(D, S) = sum(D[z] for z in S)
        orders = ((P, Q), (Q, P))
        pure = all(mass(o[0], S) <= exp(eps)*mass(o[1], S) for o in orders for S in subsets(len(P)))
        bounded(r) = r == 1 or (ln(r) <= eps and ln(1/r) <= eps)
        loss_bounded = all(Q[z] > 0 and bounded(P[z]/Q[z]) for z in ints(0, len(P) - 1) if P[z] > 0)
        implies(pure, loss_bounded)
        """,
    )(lambda P, Q, eps: Evaluation(int(_loss_bounded(P, Q, eps)), ">=", int(_pure(P, Q, eps)),
                                   detail="1 = |L| <= ε at every ζ / ε-DP; the conclusion must hold whenever the "
                                   "premise does"))

    def _loss_tail(P: Dist, Q: Dist, lam: Fraction) -> Fraction:
        """Pr_{ζ ~ P}[ln(P(ζ)/Q(ζ)) > ε] = P({ζ : P(ζ) > λ Q(ζ)})."""
        return sum((p for p, q in zip(P, Q, strict=True) if p > lam * q), F(0))

    GAP = among("e^(eps'-eps)", (F(3, 2), F(2), F(4)), search=rationals(1, 20, max_denominator=10), symbol="gap")
    #: Pr_{ζ ~ P}[L(ζ) > ε'] at e^ε' = ``at``, L(ζ) = ln(P(ζ)/Q(ζ)) (+inf where Q(ζ) = 0), and the smallest δ making
    #: (P, Q) (ε, δ)-DP in both orders (the largest hockey-stick divergence), in the formula language.
    LOSS = """
    # L(z) > eps' exactly when P(z) > e^eps' Q(z) (L(z) = +inf where Q(z) = 0 < P(z))
    loss(at) = sum(P[z] for z in ints(0, len(P) - 1) if P[z] > at * Q[z])
    delta = max(hockey_stick(P, Q, lam), hockey_stick(Q, P, lam))
    """

    SURVEY.claim(
        "privacy-loss-delta",
        label="fails to bound privacy loss",
        statement=r"$(\varepsilon, \delta)$-differential privacy, on the other hand, fails to bound privacy loss by "
        r"$\varepsilon$ with probability at most being $\delta$",
        hypotheses="M (ε, δ)-DP (Definition 3.5, l.327-331), every δ for which it is; the output ζ ~ M(x) observed "
        "(l.341); L^(ζ) the privacy loss of Definition 3.6 (l.349); 'fails to bound privacy loss by ε with "
        "probability at most δ': the probability that L^(ζ) exceeds ε is at most δ",
        domain=PAIRS_LAMBDA,
        finding="(ε, δ)-DP does not bound the probability of a privacy loss above ε by δ: P = (3/5, 2/5), Q = (2/5, "
        "3/5) are (0, 1/5)-DP in both orders, yet the loss exceeds 0 with probability 3/5. Only larger losses are "
        "bounded: Pr[L > ε'] <= δ/(1 - e^(ε - ε')) for ε' > ε.",
        correction=SURVEY.correction(
            "privacy-loss-delta.corrected",
            label="fails to bound privacy loss",
            statement=r"$(\varepsilon, \delta)$-DP implies $\Pr_{\zeta}[L^{(\zeta)} > \varepsilon'] \leq "
            r"\delta/(1 - e^{\varepsilon - \varepsilon'})$ for $\varepsilon' > \varepsilon$",
            hypotheses="every δ for which (P, Q) is (ε, δ)-DP in both orders; ε' > ε",
            domain=Domain.of(PAIRS, LAMBDA, GAP),
            formula=_joined(LOSS, """
            # e^(eps' - eps) = gap > 1
            loss(lam * gap) <= delta * gap / (gap - 1)
            """),
        )(lambda point: Evaluation(_loss_tail(point["P"], point["Q"], point["e^(eps'-eps)"] * point["e^eps"]), "<=",
                                   _both(point["P"], point["Q"], point["e^eps"]) * point["e^(eps'-eps)"]
                                   / (point["e^(eps'-eps)"] - 1))),
        formula=_joined(LOSS, """
        # the probability that the privacy loss exceeds eps, against the smallest delta for which M is (eps, delta)-DP
        loss(lam) <= delta
        """),
    )(lambda point: Evaluation(_loss_tail(point["P"], point["Q"], point["e^eps"]), "<=",
                               _both(point["P"], point["Q"], point["e^eps"])))


# --------------------------------------------------------------------------- 3.4.3 properties

def _stochastic(rows: tuple[tuple[str, ...], ...]) -> tuple[Dist, ...]:
    return tuple(_dist(*row) for row in rows)


#: Randomized post-processing maps (stochastic matrices) used beside every deterministic map.
KERNELS = {
    2: (_stochastic((("1/3", "2/3"), ("3/4", "1/4"))), _stochastic((("1/2", "1/4", "1/4"), ("0", "1/3", "2/3")))),
    3: (_stochastic((("1/3", "2/3"), ("3/4", "1/4"), ("1/2", "1/2"))),),
    4: (_stochastic((("1/3", "2/3"), ("3/4", "1/4"), ("1/2", "1/2"), ("0", "1"))),),
}


def _data(value: object) -> str:
    """Nested tuples of rationals as formula text ((1/3, 2/3), ...)."""
    if isinstance(value, tuple):
        return "(" + ", ".join(_data(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    return str(F(value))  # type: ignore[arg-type]


#: KERNELS as data, every size in one tuple (in order): a kernel's number of rows is the size it is used for.
KERNELS_DATA = _data(tuple(K for size in sorted(KERNELS) for K in KERNELS[size]))


def _maps(size: int) -> list[tuple[Dist, ...]]:
    """Every deterministic map to 2 outcomes and to 3 outcomes (as 0/1 matrices), then the randomized kernels."""
    out = []
    for width in (2, 3):
        for g in deterministic_maps(size, width):
            out.append(tuple(tuple(F(int(g[r] == s)) for s in range(width)) for r in range(size)))
    return out + list(KERNELS.get(size, ()))


#: Post-processing with f reading M's coin c: (coin law, m, f) with m[d][c] = M's output on database d (d = 1 is x,
#: d = 0 is y) and f[r][c] = f's output from r.  Outputs and coins are indices.
SHARED_POST = (
    ((F(1, 2), F(1, 2)), ((1, 0), (0, 1)), ((0, 1), (1, 0))),
    ((F(2, 3), F(1, 3)), ((1, 0), (0, 1)), ((0, 1), (1, 0))),
    ((F(2, 3), F(1, 3)), ((1, 0), (0, 1)), ((1, 0), (1, 0))),
    ((F(1, 4),) * 4, ((1, 0, 1, 0), (0, 1, 0, 1)), ((0, 0, 0, 1), (0, 0, 1, 0))),
)
SHARED_POST_TEXT = ("(coin, m, f): f reading M's coin c, m[d][c] M's output on d = 1 (x) and d = 0 (y), f[r][c] f's "
                    "output from r: M = d XOR B, f = r XOR B (B a fair coin); binary RR with e^ε = 2 (c = 1 flips, "
                    "probability 1/3) and f undoing the flip; the same RR and f = 1 - c (whether c kept the bit); "
                    "M = d XOR B_1, f = (r XOR B_1) AND B_2 (B_1, B_2 fair coins)")


def _coin_law(coin: Dist, outputs: Sequence[int], size: int) -> Dist:
    """The law of outputs[c] for c drawn from ``coin``, on ``size`` outcomes."""
    law = [F(0)] * size
    for c, p in enumerate(coin):
        law[outputs[c]] += p
    return tuple(law)


def _shared_post(coin: Dist, m: tuple[tuple[int, ...], ...], f: tuple[tuple[int, ...], ...]
                 ) -> tuple[Dist, Dist, Dist, Dist]:
    """(M(x), M(y), f(M(x)), f(M(y))) when f reads M's coin."""
    size, width = len(f), 1 + max(max(row) for row in f)
    laws = [_coin_law(coin, row, size) for row in m]
    post = [_coin_law(coin, [f[row[c]][c] for c in range(len(coin))], width) for row in m]
    return laws[0], laws[1], post[0], post[1]


with SURVEY.section("3.4.3"):

    POST_COINS_DISPUTED = ("whether f may read M's coins: Definition 3.3 puts each randomised algorithm's "
                           "probability space over its own coin flips, which reads as f's coins independent of M's, "
                           "but Proposition 3.7 says only 'an arbitrary randomised mapping'; the literal side lets f "
                           "read M's coins, the charitable side makes them independent (as for the composition "
                           "theorems)")
    OWN_COINS = Deviation("added hypothesis", "f's coins independent of M's (Definition 3.3 gives each randomised "
                          "algorithm its own coin flips; Proposition 3.7 does not say so, and with f reading M's "
                          "coins it fails)", where="Proposition 3.7")
    POST_STATEMENT = (r"Let $\mathcal{M}$ be $(\epsilon, \delta)$-differentially private. Let $f : R \rightarrow "
                      r"R'$ be an arbitrary randomised mapping. Then $f \circ \mathcal{M}$ is $(\epsilon, \delta)$-"
                      r"differentially private.")
    SHARED = Domain.of(among(("coin", "m", "f"), SHARED_POST, text=SHARED_POST_TEXT), LAMBDA)
    #: The laws of M and f ∘ M in both parts of the post-processing records' union: f reading M's coin c ~ coin
    #: (coin, m, f: m[d][c] M's output, row d = 0 on x and d = 1 on y; f[r][c] f's output from r), or M = (P, Q) and f
    #: on coins of its own (P, Q; coin None).
    POST_LAWS = f"""
    # f reading M's coin: the law of outs[c], c drawn from coin, on outcomes 0..size - 1
    law(outs, size) = tuple(sum(coin[c] for c in ints(0, len(coin) - 1) if outs[c] == z) for z in ints(0, size - 1))
    width = 0 if coin == None else 1 + max(max(row) for row in f)
    M(d) = law(m[d], len(f))
    fM(d) = law(tuple(f[m[d][c]][c] for c in ints(0, len(coin) - 1)), width)
    # f on its own coins: a stochastic matrix K (from r, r' with probability K[r][r']) applied to a law A
    onto(A, K) = tuple(sum(A[r] * K[r][s] for r in ints(0, len(A) - 1)) for s in ints(0, len(K[0]) - 1))
    kernels(size) = tuple(K for K in {KERNELS_DATA} if len(K) == size)
    """

    def _post_processing(point: Point) -> Evaluation:
        """δ(f ∘ M) <= δ(M) at the smallest δ of each, both orders: on f's own coins every deterministic map and the
        randomised kernels; on M's coins the SHARED_POST constructions."""
        lam = point["e^eps"]
        if "coin" in point:
            P, Q, fP, fQ = _shared_post(point["coin"], point["m"], point["f"])
            return Evaluation(_both(fP, fQ, lam), "<=", _both(P, Q, lam), detail="δ(f ∘ M) against δ(M)")
        P, Q = point["P"], point["Q"]
        delta = _both(P, Q, lam)
        return weakest(Evaluation(_both(push(P, K), push(Q, K), lam), "<=", delta) for K in _maps(len(P)))

    SURVEY.claim(
        "post-processing",
        label="Proposition 3.7",
        statement=POST_STATEMENT,
        hypotheses="M (ε, δ)-DP (l.361), every δ for which it is; f an arbitrary randomised mapping (l.361): a "
        "deterministic map, a randomised kernel on coins of its own, or a map that uses M's coins (the text does "
        "not say whose coins f uses); every set S of R', both orders",
        domain=Domain.union(SHARED, PAIRS_LAMBDA),
        # model: the law of f's output, f reading M's coin (coin != None) or on coins of its own: every deterministic
        # map to 2 and to 3 outcomes (a 0/1 matrix) and the randomised kernels; its smallest delta (Definition 3.5,
        # both orders, every set), the largest over the maps. printed: f ∘ M is (eps, delta)-DP for M's smallest delta
        formula=_joined(POST_LAWS, """
        smallest_delta(A, B) = max(hockey_stick(A, B, lam), hockey_stick(B, A, lam))
        maps(size) = tuple(tuple(tuple(1 if g[r] == s else 0 for s in ints(0, w - 1)) for r in ints(0, size - 1))
            for w in (2, 3) for g in tuples(ints(0, w - 1), size))
        post = smallest_delta(fM(0), fM(1)) if coin != None else max(smallest_delta(onto(P, K), onto(Q, K))
            for group in (maps(len(P)), kernels(len(P))) for K in group)
        delta = smallest_delta(M(0), M(1)) if coin != None else smallest_delta(P, Q)
        post <= delta
        """),
        reading="literal",
        disputed=POST_COINS_DISPUTED,
        finding="With f reading M's coin, f ∘ M can undo M's randomness: M = d XOR B is (0, 0)-DP, yet f(r) = r XOR B "
        "gives f(M(d)) = d, which is (ε, δ)-DP for no δ < 1. With f's coins independent of M's the proposition holds.",
        correction=SURVEY.correction(
            "post-processing.corrected",
            label="Proposition 3.7",
            statement=POST_STATEMENT + r" ($f$'s coins independent of $\mathcal{M}$'s)",
            hypotheses="f's coins independent of M's: every deterministic map to 2 or 3 outcomes and fixed randomised "
            "kernels (with a zero entry); every δ for which M is (ε, δ)-DP; every set S, both orders",
            domain=PAIRS_LAMBDA,
            deviations=(OWN_COINS,),
            reading="charitable",
            disputed=POST_COINS_DISPUTED,
        )(_post_processing),
    )(_post_processing)

    def _random_function_law(coin: Dist, f: tuple[tuple[int, ...], ...]) -> dict[tuple[int, ...], Fraction]:
        """f as a random deterministic function: the law of g_c = (f[0][c], f[1][c], ...) under the coin."""
        law: dict[tuple[int, ...], Fraction] = {}
        for c, p in enumerate(coin):
            g = tuple(row[c] for row in f)
            law[g] = law.get(g, F(0)) + p
        return law

    def _mixture_identity(law: Dist, post: Dist, weights: dict[tuple[int, ...], Fraction]) -> Evaluation:
        """The law ``post`` of f(M(d)) against Σ_g w(g) (the law of g(M(d))), outcome by outcome: g(M(d)) = s with
        probability Σ_(r: g(r) = s) Pr[M(d) = r]."""
        width = len(post)
        mixed = [F(0)] * width
        for g, w in weights.items():
            if w:
                for r, p in enumerate(law):
                    mixed[g[r]] += w * p
        return weakest(equal(post[s], mixed[s], detail=f"Pr[f(M(d)) = {s}] against the mixture's")
                       for s in range(width))

    def _post_reduction(point: Point) -> Evaluation:
        """f ∘ M = Σ_g w(g) (g ∘ M) on both databases, w(g) the law of f as a random deterministic function: on f's
        own coins a kernel K is the random function with independent values, w(g) = Π_r K[r][g(r)]."""
        if "coin" in point:
            coin, f = point["coin"], point["f"]
            P, Q, fP, fQ = _shared_post(coin, point["m"], f)
            weights = _random_function_law(coin, f)
            return weakest((_mixture_identity(P, fP, weights), _mixture_identity(Q, fQ, weights)))
        cases = []
        for K in KERNELS.get(len(point["P"]), ()):
            weights = {}
            for g in deterministic_maps(len(K), len(K[0])):
                w = F(1)
                for r, s in enumerate(g):
                    w *= K[r][s]
                weights[g] = w
            cases += [_mixture_identity(law, push(law, K), weights) for law in (point["P"], point["Q"])]
        return weakest(cases)

    REDUCTION_STATEMENT = (r"(Note: We shall prove this proposition for a deterministic mapping $f$, and then we can "
                           r"say that the result follows for randomised mapping as every randomised mapping can be "
                           r"seen as a convex combination of deterministic functions[12], and differential privacy is "
                           r"closed under convex combination of mechanisms.) [the step: $f \circ \mathcal{M} = "
                           r"\sum_g w(g)\, (g \circ \mathcal{M})$, $w$ the weights of $f$'s convex combination, not "
                           r"depending on the data]")

    SURVEY.claim(
        "post-processing-reduction",
        label="We shall prove this proposition for a deterministic mapping",
        kind="identity",
        statement=REDUCTION_STATEMENT,
        hypotheses="f an arbitrary randomised mapping (l.361): a randomised kernel on coins of its own, or a map "
        "that uses M's coins; its convex combination of deterministic functions g: the law of the function f(·) as "
        "its coins fall (l.363); the law of f(M(d)) against the mixture of the laws of g(M(d)), on both databases",
        domain=Domain.union(SHARED, PAIRS_LAMBDA),
        # model: the law of f(M(d)) (f reading M's coin, coin != None: d = x, y; f on coins of its own: each kernel K,
        # M(d) = P, Q). printed: the mixture Σ_g w(g) (the law of g(M(d))) over the deterministic maps g, w(g) the law
        # of the function f(·) as its coins fall (M's coin; K's independent rows: Π_r K[r][g(r)]), outcome by outcome
        formula=_joined(POST_LAWS, """
        # the law of g(A) mixed over (g, w(g)) pairs, on outcomes 0..size - 1
        mixture(A, weighted, size) = tuple(sum(gw[1] * sum(A[r] for r in ints(0, len(A) - 1) if gw[0][r] == s)
            for gw in weighted) for s in ints(0, size - 1))
        # f(·) as M's coin c falls is the deterministic map g_c = (f[0][c], f[1][c], ...); K's rows are independent
        g(c) = tuple(row[c] for row in f)
        shared(size) = tuple((h, sum(coin[c] for c in ints(0, len(coin) - 1) if g(c) == h))
            for h in tuples(ints(0, size - 1), len(f)))
        own(K) = tuple((h, prod(K[r][h[r]] for r in ints(0, len(K) - 1))) for h in tuples(ints(0, len(K[0]) - 1),
            len(K)))
        cases = tuple((fM(d), mixture(M(d), shared(width), width)) for d in (0, 1)) if coin != None else tuple(
            (onto(A, K), mixture(A, own(K), len(K[0]))) for K in kernels(len(P)) for A in (P, Q))
        all(case[0][s] == case[1][s] for case in cases for s in ints(0, len(case[0]) - 1))
        """),
        reading="literal",
        disputed=POST_COINS_DISPUTED,
        finding="The reduction to deterministic maps needs f's coins independent of M's: with f reading M's coin, f "
        "∘ M is not the mixture of the g ∘ M (M = d XOR B, f = r XOR B: f(M(1)) = 1 surely, the mixture 1/2).",
        correction=SURVEY.correction(
            "post-processing-reduction.corrected",
            label="We shall prove this proposition for a deterministic mapping",
            kind="identity",
            statement=REDUCTION_STATEMENT + r" ($f$'s coins independent of $\mathcal{M}$'s)",
            hypotheses="f's coins independent of M's: the fixed randomised kernels, w(g) = Π_r K[r][g(r)]",
            domain=PAIRS_LAMBDA,
            deviations=(OWN_COINS,),
            reading="charitable",
            disputed=POST_COINS_DISPUTED,
        )(_post_reduction),
    )(_post_reduction)

    @SURVEY.claim(
        "post-processing-proof",
        label="Proposition 3.7",
        statement=r"$\bar{S} = \{r \in R : f(r) \in S\}$. Then $\Pr[f(\mathcal{M}(x)) \in S] = \Pr[\mathcal{M}(x) \in "
        r"\bar{S}] \leq \exp(\epsilon) \Pr[\mathcal{M}(y) \in \bar{S}] + \delta = \exp(\epsilon) \Pr[f(\mathcal{M}(y)) "
        r"\in S] + \delta$",
        hypotheses="the proof, for a deterministic f (l.363): every deterministic map f to 2 or 3 outcomes and every "
        "S; M (ε, δ)-DP, every δ for which it is",
        domain=PAIRS_LAMBDA,
        formula="""
        # M (eps, delta)-DP (Definition 3.5, both orders) exactly for delta at least the largest A(S) - e^eps B(S),
        # the hockey-stick divergence: the least such delta, where the chain is tightest
        delta = max(hockey_stick(P, Q, lam), hockey_stick(Q, P, lam))
        k = len(P)
        # the model: f deterministic, g its values on R = {0, ..., k - 1}; the law of f(M(.)) is the push-forward,
        # Pr[f(M(x)) = z] = sum of P(r) over g(r) = z
        push(A, w, g) = tuple(sum(A[r] for r in ints(0, k - 1) if g[r] == z) for z in ints(0, w - 1))
        mass(A, T) = sum(A[r] for r in T)
        # printed: Pr[f(M(x)) in S] = Pr[M(x) in S-bar] <= e^eps Pr[M(y) in S-bar] + delta = e^eps Pr[f(M(y)) in S]
        # + delta, with S-bar = {r : f(r) in S}
        chain(fP, fQ, S, pre) = (mass(fP, S) == mass(P, pre) and mass(P, pre) <= lam*mass(Q, pre) + delta
          and lam*mass(Q, pre) + delta == lam*mass(fQ, S) + delta)
        chain_at(g, fP, fQ, S) = chain(fP, fQ, S, tuple(r for r in ints(0, k - 1) if any(g[r] == z for z in S)))
        # for each f, at the S where the chain's ends are closest, S = {z : f(P)(z) > e^eps f(Q)(z)} (the largest
        # Pr[f(M(x)) in S] - e^eps Pr[f(M(y)) in S]): its ends there give them at every S
        worst(w, g, fP, fQ) = chain_at(g, fP, fQ, tuple(z for z in ints(0, w - 1) if fP[z] > lam*fQ[z]))
        all(worst(w, g, push(P, w, g), push(Q, w, g)) for w in (2, 3) for g in tuples(ints(0, w - 1), k))
        """,
    )
    def post_processing_proof(point: Point) -> Evaluation:
        P, Q, lam = point["P"], point["Q"], point["e^eps"]
        delta = _both(P, Q, lam)
        worst = None
        for width in (2, 3):
            for g in deterministic_maps(len(P), width):
                fP = tuple(sum((P[r] for r in range(len(P)) if g[r] == z), F(0)) for z in range(width))
                fQ = tuple(sum((Q[r] for r in range(len(Q)) if g[r] == z), F(0)) for z in range(width))
                for S in subsets(width):
                    pre = tuple(r for r in range(len(P)) if g[r] in S)
                    for left, right in ((mass(fP, S), mass(P, pre)), (mass(Q, pre), mass(fQ, S))):
                        if left != right:  # an '=' of the proof fails
                            return equal(left, right, detail=f"f = {g}, S = {S}")
                    low, high = mass(P, pre), lam * mass(Q, pre) + delta
                    if worst is None or high - low < worst[0]:
                        worst = (high - low, low, high, g, S)
        assert worst is not None
        _, low, high, g, S = worst
        return Evaluation(low, "<=", high, detail=f"f = {g}, S = {S} (the smallest slack)")

    ROWS = {2: _stochastic((("1", "0"), ("0", "1"), ("1/2", "1/2"), ("1/3", "2/3"))),
            3: _stochastic((("1", "0", "0"), ("1/2", "1/4", "1/4"), ("0", "1/3", "2/3")))}
    KERNEL_FAMILY = (*product(ROWS[2], repeat=2), *product(ROWS[2], repeat=3), *product(ROWS[3], repeat=2))

    #: KERNEL_FAMILY as data (the same 89 kernels, in order, with Fraction entries).
    _ROWS_2 = "((1/1, 0/1), (0/1, 1/1), (1/2, 1/2), (1/3, 2/3))"
    KERNEL_FAMILY_DATA = (f"tuple(K for c in (({_ROWS_2}, 2), ({_ROWS_2}, 3), (((1/1, 0/1, 0/1), (1/2, 1/4, 1/4), "
                          "(0/1, 1/3, 2/3)), 2)) for K in tuples(c[0], c[1]))")
    #: _is_kernel in the formula language.
    IS_KERNEL = ("1 <= len(value) <= 4 and all(1 <= len(row) <= 16 and len(row) == len(value[0]) and all(rational(v) "
                 "and v >= 0 for v in row) and sum(row) == 1 for row in value)")

    @st.composite
    def _random_kernel(draw: st.DrawFn) -> tuple[Dist, ...]:
        rows, width = draw(st.integers(2, 3)), draw(st.integers(2, 3))
        return tuple(_weights(draw, width) for _ in range(rows))

    def _is_kernel(K: object) -> bool:
        return (isinstance(K, tuple) and 1 <= len(K) <= 4 and all(_is_dist(row) for row in K)
                and len({len(row) for row in K}) == 1)

    @SURVEY.claim(
        "randomized-map-mixture",
        label="every randomised mapping can be seen as a convex combination of deterministic functions",
        kind="identity",
        statement=r"every randomised mapping can be seen as a convex combination of deterministic functions",
        hypotheses="a randomised mapping f given by its stochastic matrix K (K[r][r'] the probability of r' from r); "
        "'a convex combination of deterministic functions': weights w(g) on the maps g from R to R' with Σ_g w(g) = 1 "
        "and Σ_g w(g)[g(r) = r'] = K[r][r'] for every r, r'",
        domain=Domain.of(each("K", KERNEL_FAMILY_DATA, "every 2 x 2 and 3 x 2 kernel with rows among (1, 0), "
                              "(0, 1), (1/2, 1/2), (1/3, 2/3), and every 2 x 3 kernel with rows among (1, 0, 0), "
                              "(1/2, 1/4, 1/4), (0, 1/3, 2/3)",
                              search=region("stochastic matrices 2-3 x 2-3 with weights 0..4", _random_kernel,
                                            IS_KERNEL))),
        # model: f's law given by K (from r, r' with probability K[r][r']); the deterministic maps g: R -> R' weighted
        # w(g) = prod_r K[r][g(r)] (f's values independent). printed: a convex combination of deterministic
        # functions, weights summing to 1 whose mixture Σ_g w(g)[g(r) = r'] is K[r][r'] at every r, r'
        formula="""
        rows = len(K)
        width = len(K[0])
        maps = tuple(tuples(ints(0, width - 1), rows))
        w(g) = prod(K[r][g[r]] for r in ints(0, rows - 1))
        sum(w(g) for g in maps) == 1 and all(sum(w(g) for g in maps if g[r] == s) == K[r][s] for r in ints(0,
            rows - 1) for s in ints(0, width - 1))
        """,
    )
    def randomized_map_mixture(K: tuple[Dist, ...]) -> Evaluation:
        width = len(K[0])
        weights = {}
        for g in deterministic_maps(len(K), width):
            w = F(1)
            for r, s in enumerate(g):
                w *= K[r][s]
            weights[g] = w
        cases = [equal(sum(weights.values(), F(0)), F(1))]
        for r in range(len(K)):
            for s in range(width):
                cases.append(equal(sum((w for g, w in weights.items() if g[r] == s), F(0)), K[r][s]))
        return weakest(cases)

    def _same_size_pairs() -> Iterator[tuple[Dist, Dist, Dist, Dist]]:
        for (P1, Q1), (P2, Q2) in combinations_with_replacement(APPROX, 2):
            if len(P1) == len(P2):
                yield P1, Q1, P2, Q2

    def _text(value: object) -> str:
        """A value of APPROX as formula text (every entry a fraction, 1 as 1/1 and 0 as 0/1)."""
        if isinstance(value, tuple):
            return "(" + ", ".join(_text(v) for v in value) + ("," if len(value) == 1 else "") + ")"
        f = F(value)  # type: ignore[arg-type]
        return f"{f.numerator}/{f.denominator}"

    #: _same_size_pairs as data: the pairs i <= j of APPROX (in its order) of one size, as (P1, Q1, P2, Q2).
    SAME_SIZE_PAIRS = (f"tuple((A[i][0], A[i][1], A[j][0], A[j][1]) for A in ({_text(APPROX)},) for i in ints(0, "
                       f"{len(APPROX) - 1}) for j in ints(i, {len(APPROX) - 1}) if len(A[i][0]) == len(A[j][0]))")
    #: _is_two_pairs in the formula language.
    IS_TWO_PAIRS = ("len(value) == 4 and all(1 <= len(d) <= 16 and len(d) == len(value[0]) and all(rational(v) and "
                    "v >= 0 for v in d) and sum(d) == 1 for d in value)")

    @st.composite
    def _random_two_pairs(draw: st.DrawFn) -> tuple[Dist, Dist, Dist, Dist]:
        size = draw(st.integers(2, 3))
        return tuple(_weights(draw, size) for _ in range(4))  # type: ignore[return-value]

    def _is_two_pairs(value: object) -> bool:
        return (isinstance(value, tuple) and len(value) == 4 and all(_is_dist(v) for v in value)
                and len({len(v) for v in value}) == 1)

    @SURVEY.claim(
        "dp-mixture",
        label="differential privacy is closed under convex combination of mechanisms",
        statement=r"differential privacy is closed under convex combination of mechanisms",
        hypotheses="two mechanisms on the same pair x, y, both (ε, δ)-DP, every δ for which both are; the convex "
        "combination runs the second with probability p ∈ [0, 1] and the first otherwise, chosen independently of the "
        "data (l.363)",
        domain=Domain.of(each(("P1", "Q1", "P2", "Q2"), SAME_SIZE_PAIRS,
                              "two pairs of the same size from the (P, Q) family of post-processing",
                              search=region("two " + RANDOM_TEXT + " of one size", _random_two_pairs, IS_TWO_PAIRS)),
                         among("p", (F(0), F(1, 4), F(1, 2), F(1)), search=rationals(0, 1, ends="[]")), LAMBDA),
        # model: the convex combination runs the second mechanism with probability p, the first otherwise (data-
        # independent choice): its laws (1 - p) P1 + p P2 and (1 - p) Q1 + p Q2; delta the larger smallest delta of
        # the two mechanisms (each (eps, delta)-DP). printed: the combination is (eps, delta)-DP, its smallest delta
        # (both orders, every S) at most delta
        formula="""
        smallest_delta(P, Q) = max(hockey_stick(P, Q, lam), hockey_stick(Q, P, lam))
        delta = max(smallest_delta(P1, Q1), smallest_delta(P2, Q2))
        mixed(A, B) = tuple((1 - p)*A[z] + p*B[z] for z in ints(0, len(A) - 1))
        smallest_delta(mixed(P1, P2), mixed(Q1, Q2)) <= delta
        """,
    )
    def dp_mixture(point: Point) -> Evaluation:
        P1, Q1, P2, Q2, p, lam = (point[k] for k in ("P1", "Q1", "P2", "Q2", "p", "e^eps"))
        delta = max(_both(P1, Q1, lam), _both(P2, Q2, lam))
        return both_bounds(mix(p, P1, P2), mix(p, Q1, Q2), lam, delta)

    # ---- group privacy: mechanisms on histograms (ℓ1 neighbours)

    ONE_TYPE = tuple((c,) for c in range(4))
    TWO_TYPES = tuple(product(range(3), repeat=2))

    def _geometric(databases: tuple[tuple[int, ...], ...], a: Fraction, query: Callable[[tuple[int, ...]], int],
                   outputs: int) -> tuple[Dist, ...]:
        rows = []
        for x in databases:
            weights = [a ** abs(z - query(x)) for z in range(outputs)]
            rows.append(tuple(w / sum(weights) for w in weights))
        return tuple(rows)

    def _rr_threshold(databases: tuple[tuple[int, ...], ...], lam: Fraction, threshold: int) -> tuple[Dist, ...]:
        """Binary RR of [Σ x >= threshold] (changes by at most one between neighbours)."""
        one, zero = rr_pair(lam)
        return tuple(one if sum(x) >= threshold else zero for x in databases)

    MECHANISMS = {
        ONE_TYPE: (
            _geometric(ONE_TYPE, F(1, 2), sum, 4), _geometric(ONE_TYPE, F(1, 3), sum, 4),
            _rr_threshold(ONE_TYPE, F(3), 2),
            _stochastic((("1/2", "1/2"), ("1/3", "2/3"), ("1/5", "4/5"), ("1/10", "9/10"))),
            _stochastic((("1/3", "2/3"),) * 4),
            _stochastic((("1/2", "1/2", "0"), ("1/3", "2/3", "0"), ("1/4", "3/4", "0"), ("1/5", "4/5", "0"))),
        ),
        TWO_TYPES: (
            _geometric(TWO_TYPES, F(1, 2), sum, 5), _geometric(TWO_TYPES, F(1, 3), lambda x: x[0], 3),
            _rr_threshold(TWO_TYPES, F(2), 2),
            tuple((F(1 + x[0], 2 + x[0] + x[1]), F(1 + x[1], 2 + x[0] + x[1])) for x in TWO_TYPES),
        ),
    }
    MECHANISM_TEXT = ("mechanisms: truncated geometric P(z|x) ∝ a^|z - q(x)| (q the count, a = 1/2, 1/3; "
                      "two types: the total, a = 1/2, and the first count, a = 1/3), binary RR of [total >= 2] "
                      "(e^ε = 3, 2), rows (1/2, 1/2), (1/3, 2/3), (1/5, 4/5), (1/10, 9/10), a constant mechanism, one "
                      "with an impossible output, and rows ∝ (1 + x_1, 1 + x_2)")

    def _distance(x: tuple[int, ...], y: tuple[int, ...]) -> int:
        return sum(abs(a - b) for a, b in zip(x, y, strict=True))

    @lru_cache(maxsize=1024)
    def _mechanism_level(X: tuple[tuple[int, ...], ...], M: tuple[Dist, ...]) -> Fraction | None:
        """e^ε of M: the largest ratio over neighbouring histograms (‖x - y‖_1 = 1), both orders."""
        best = F(1)
        for i, x in enumerate(X):
            for j, y in enumerate(X):
                if _distance(x, y) == 1:
                    found = level(M[i], M[j])
                    if found is None:
                        return None
                    best = max(best, found)
        return best

    @st.composite
    def _random_mechanism(draw: st.DrawFn, rows: int) -> tuple[Dist, ...]:
        width = draw(st.integers(2, 3))
        return tuple(_weights(draw, width, low=1) for _ in range(rows))

    def _is_mechanism(M: object, X: tuple) -> bool:
        return _is_kernel_of(M, len(X))

    def _is_kernel_of(M: object, rows: int) -> bool:
        return (isinstance(M, tuple) and len(M) == rows and all(_is_dist(row) for row in M)
                and len({len(row) for row in M}) == 1)

    #: MECHANISMS as data (the same rows, Fraction entries; X of one type has 4 histograms, of two types 9).
    MECHANISMS_DATA = f"{_text(MECHANISMS[ONE_TYPE])} if len(X) == 4 else {_text(MECHANISMS[TWO_TYPES])}"
    #: _is_mechanism in the formula language.
    IS_MECHANISM = ("len(value) == len(X) and all(1 <= len(row) <= 16 and len(row) == len(value[0]) and "
                    "all(rational(v) and v >= 0 for v in row) and sum(row) == 1 for row in value)")
    #: _mechanism_level(X, M) is not None in the formula language: no output possible on one histogram and impossible
    #: on a neighbouring one.
    FINITE_LEVEL = ("all(M[j][z] > 0 for i in ints(0, len(X) - 1) for j in ints(0, len(X) - 1) if sum(abs(X[i][t] - "
                    "X[j][t]) for t in ints(0, len(X[0]) - 1)) == 1 for z in ints(0, len(M[0]) - 1) if M[i][z] > 0)")

    GROUP = Domain.of(
        among("X", (ONE_TYPE, TWO_TYPES), text="X = the histograms of one type (counts 0..3) or of two types "
              "(counts 0..2)"),
        each("M", MECHANISMS_DATA, MECHANISM_TEXT,
             search=region("random mechanisms on X with 2-3 outputs and weights 1..4",
                           lambda X: _random_mechanism(len(X)), IS_MECHANISM)),
        where(FINITE_LEVEL, "M is ε-DP for some ε (a finite level)",
              fast=lambda X, M: _mechanism_level(X, M) is not None),
        ints("k", 1, 4),
        each("x", "X", "every database x in X"),
    )

    def _group_privacy(X: tuple[tuple[int, ...], ...], M: tuple[Dist, ...], k: int, x: tuple[int, ...]) -> Evaluation:
        lam = _mechanism_level(X, M)
        assert lam is not None
        i = X.index(x)
        return weakest(set_bound(M[i], M[j], lam**k) for j, y in enumerate(X) if _distance(x, y) <= k)

    SURVEY.claim(
        "group-privacy",
        label="Theorem 3.8",
        statement=r"Let $\mathcal{M}$ be an $\epsilon$-differentially private mechanism; for groups of size $k$, i.e. "
        r"$\forall$ databases $x, y$ such that $\|x - y\|_1 \leq k$ and all $T \subseteq R$, $\Pr[\mathcal{M}(x) "
        r"\subseteq T] \leq \exp(k\epsilon) \Pr[\mathcal{M}(y) \subseteq T].$",
        hypotheses="'M(x) ⊆ T' read as M(x) ∈ T; e^ε = the mechanism's exact level over neighbouring histograms; "
        "every y with ‖x - y‖_1 <= k and every set T (the worst one)",
        domain=GROUP,
        reading="as read",
        deviations=(Deviation("corrected symbol", "'Pr[M(x) ⊆ T]' read as Pr[M(x) ∈ T]",
                              where="the proof of Theorem 3.8 writes Pr[M(x^(i)) ∈ T]"),),
        meaningless="M(x) is an output in R, not a subset of R: 'M(x) ⊆ T' has no truth value",
        # model: e^eps the mechanism's exact level, the largest ratio M(x)(z)/M(y)(z) over neighbouring histograms
        # (||x - y||_1 = 1), both orders, at least 1 (finite by the domain's where). printed: at every y with
        # ||x - y||_1 <= k and every T, Pr[M(x) in T] <= e^(k eps) Pr[M(y) in T] (the worst T: hockey_stick <= 0)
        formula="""
        n = len(X)
        dist(a, b) = sum(abs(a[t] - b[t]) for t in ints(0, len(a) - 1))
        lam = max(1, max(M[i][z]/M[j][z] for i in ints(0, n - 1) for j in ints(0, n - 1) if dist(X[i], X[j]) == 1
            for z in ints(0, len(M[0]) - 1) if M[i][z] > 0))
        i = sum(t for t in ints(0, n - 1) if X[t] == x)
        all(hockey_stick(M[i], M[j], lam**k) <= 0 for j in ints(0, n - 1) if dist(x, X[j]) <= k)
        """,
    )(_group_privacy)

    def _path(x: tuple[int, ...], y: tuple[int, ...]) -> list[tuple[int, ...]]:
        """x = x^(0), ..., x^(k) = y, one record added or removed at a time (first type first)."""
        path, current = [x], list(x)
        for index in range(len(x)):
            while current[index] != y[index]:
                current[index] += 1 if y[index] > current[index] else -1
                path.append(tuple(current))
        return path

    def _chain(X: tuple[tuple[int, ...], ...], M: tuple[Dist, ...], lam: Fraction,
               path: list[tuple[int, ...]]) -> list[Evaluation]:
        """The proof's chain along ``path``: every link neighbouring (‖x^(i) - x^(i+1)‖_1 <= 1), every link's bound
        at e^ε and every bound from x^(0) at e^(iε), each at every set T."""
        rows = [X.index(z) for z in path]
        cases = [Evaluation(_distance(a, b), "<=", 1, detail=f"‖{a} - {b}‖_1") for a, b in pairwise(path)]
        cases += [set_bound(M[a], M[b], lam) for a, b in pairwise(rows)]
        cases += [set_bound(M[rows[0]], M[b], lam**i) for i, b in enumerate(rows) if i]
        return cases

    def _group_privacy_proof(point: Point) -> Evaluation:
        X, M, x, y = point["X"], point["M"], point["x"], point["y"]
        lam = _mechanism_level(X, M)
        assert lam is not None
        return weakest(_chain(X, M, lam, _path(x, y)))

    GROUP_AXES = GROUP.axes[:-1]  # X, M, its finite level, k (then x and y below)
    #: The proof's chain in the formula language (records group-privacy-proof and -reduction): e^eps the exact level
    #: (as group-privacy's formula); the path z(0) = x, ..., z(k) from x to y one record at a time, first type first,
    #: then y repeated (a database and itself are neighbours); every link neighbouring, every link's bound at e^eps and
    #: every bound from z(0) at e^(s eps), each at every T (the worst T: hockey_stick <= 0).
    GROUP_CHAIN = """
    n = len(X)
    dist(a, b) = sum(abs(a[t] - b[t]) for t in ints(0, len(a) - 1))
    lam = max(1, max(M[i][z]/M[j][z] for i in ints(0, n - 1) for j in ints(0, n - 1) if dist(X[i], X[j]) == 1
        for z in ints(0, len(M[0]) - 1) if M[i][z] > 0))
    sign(t) = 1 if y[t] > x[t] else (-1 if y[t] < x[t] else 0)
    before(t) = sum(abs(y[u] - x[u]) for u in ints(0, t - 1))
    z(s) = tuple(x[t] + sign(t)*min(abs(y[t] - x[t]), max(0, s - before(t))) for t in ints(0, len(x) - 1))
    row(h) = sum(r for r in ints(0, n - 1) if X[r] == h)
    links = all(dist(z(s), z(s + 1)) <= 1 for s in ints(0, k - 1))
    steps = all(hockey_stick(M[row(z(s))], M[row(z(s + 1))], lam) <= 0 for s in ints(0, k - 1))
    links and steps and all(hockey_stick(M[row(x)], M[row(z(s))], lam**s) <= 0 for s in ints(1, k))
    """

    SURVEY.claim(
        "group-privacy-proof",
        label="Theorem 3.8",
        statement=r"Let $\|x - y\|_1 = k$ [...] $\Pr[\mathcal{M}(x^{(0)}) \in T] \leq e^\epsilon \Pr[\mathcal{M}"
        r"(x^{(1)}) \in T] \leq e^{2\epsilon} \Pr[\mathcal{M}(x^{(2)}) \in T] \dots \leq e^{k\epsilon} \Pr["
        r"\mathcal{M}(x^{(k)}) \in T]$",
        hypotheses="x, y exactly k apart (l.381); the path x^(i) adds or removes one record at a time; every link of "
        "the chain and every bound from x^(0), every T",
        domain=Domain.of(*GROUP_AXES, each("x", "X", "every database x in X"),
                         each("y", "tuple(y for y in X if sum(abs(x[t] - y[t]) for t in ints(0, len(x) - 1)) == k)",
                              "every y in X with ‖x - y‖_1 = k")),
        # model: the exact level and the path x^(0) = x, ..., x^(k) = y (GROUP_CHAIN); printed: the chain's links
        formula=GROUP_CHAIN,
    )(_group_privacy_proof)

    def _group_privacy_reduction(point: Point) -> Evaluation:
        """y at distance j <= k: the j steps of a shortest path, then y repeated k - j times (a database and itself
        are neighbours, ‖y - y‖_1 = 0 <= 1), is a chain of k neighbouring steps; the proof's chain along it."""
        X, M, k, x, y = point["X"], point["M"], point["k"], point["x"], point["y"]
        lam = _mechanism_level(X, M)
        assert lam is not None
        path = _path(x, y)
        return weakest(_chain(X, M, lam, path + [y] * (k + 1 - len(path))))

    SURVEY.claim(
        "group-privacy-reduction",
        label="Theorem 3.8",
        statement=r"(as if this holds for $x, y$ that are exactly $k$ positions apart, then this will work for $\|x - y"
        r"\|_1 \leq k$ as a whole)",
        hypotheses="M ε-DP (l.377), every ε for which it is; every y with ‖x - y‖_1 < k, the cases the reduction "
        "adds to the proof's ‖x - y‖_1 = k (l.377-381); the proof's chain of k steps, a shortest path and then y "
        "repeated, x^(0) = x, ..., x^(k) = y with consecutive databases neighbouring, ‖x^(i) - x^(i+1)‖_1 <= 1 "
        "(l.329-381); every link and every bound from x^(0), every T",
        domain=Domain.of(*GROUP_AXES, each("x", "X", "every database x in X"),
                         each("y", "tuple(y for y in X if sum(abs(x[t] - y[t]) for t in ints(0, len(x) - 1)) < k)",
                              "every y in X with ‖x - y‖_1 < k")),
        # model: the exact level and the k-step path, a shortest path and then y repeated (GROUP_CHAIN); printed: the
        # chain's links, so the bound at distance exactly k carries to every y closer than k
        formula=GROUP_CHAIN,
    )(_group_privacy_reduction)

    # ---- composition: the joint law of (M_1(x), ..., M_k(x)) on R_1 x ... x R_k

    COMPOSE = (rr_pair(F(3, 2)), rr_pair(F(2)), rr_pair(F(3)), kary_pair(F(2), 3),
               (_dist("1/4", "3/4"), _dist("1/2", "1/2")), (_dist("1/5", "4/5"), _dist("1/20", "19/20")),
               (_dist("1/2", "1/2", "0"), _dist("1/4", "3/4", "0")), (_dist("1/3", "2/3"), _dist("1/3", "2/3")))
    APPROX_COMPOSE = (rr_pair(F(3, 2)), rr_pair(F(2)), rr_pair(F(3)), kary_pair(F(2), 3),
                      (_dist("1/5", "4/5"), _dist("1/20", "19/20")), (_dist("1/10", "9/10"), _dist("0", "1")),
                      (_dist("1/2", "1/2", "0"), _dist("0", "1/2", "1/2")))
    COMPOSE_TEXT = ("binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, (1/4, 3/4)|(1/2, 1/2), "
                    "(1/5, 4/5)|(1/20, 19/20), (1/2, 1/2, 0)|(1/4, 3/4, 0), (1/3, 2/3)|(1/3, 2/3)")
    APPROX_COMPOSE_TEXT = ("binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, (1/5, 4/5)|(1/20, 19/20), "
                           "(1/10, 9/10)|(0, 1), (1/2, 1/2, 0)|(0, 1/2, 1/2)")
    Joint = tuple[tuple[int, ...], Dist, Dist]

    def _independent(*pairs: tuple[Dist, Dist]) -> Joint:
        return (tuple(len(P) for P, _ in pairs), product_dist(*(P for P, _ in pairs)),
                product_dist(*(Q for _, Q in pairs)))

    def _shared(sizes: tuple[int, ...], coin: Sequence[Fraction], outputs: Callable[[int, int], tuple[int, ...]]
                ) -> Joint:
        """Mechanisms sharing one coin c (law ``coin``): on x (database 1) and y (database 0) the outputs
        outputs(database, c), a tuple (r_1, ..., r_k)."""
        cells = list(product(*(range(size) for size in sizes)))
        laws = []
        for database in (1, 0):
            law = [F(0)] * len(cells)
            for c, p in enumerate(coin):
                law[cells.index(outputs(database, c))] += p
            laws.append(tuple(law))
        return sizes, laws[0], laws[1]

    HALF = (F(1, 2), F(1, 2))
    #: Shared coins: M_1 = x XOR B, M_2 = B; RR reported twice with one coin; RR and whether its coin kept the bit.
    SHARED_TWO = (
        _shared((2, 2), HALF, lambda x, b: (x ^ b, b)),
        _shared((2, 2), (F(2, 3), F(1, 3)), lambda x, c: ((x if c == 0 else 1 - x),) * 2),
        _shared((2, 2), (F(2, 3), F(1, 3)), lambda x, c: (x if c == 0 else 1 - x, 1 - c)),
    )
    SHARED_THREE = (
        _shared((2, 2, 2), HALF, lambda x, b: (x ^ b, b, b)),
        _shared((2, 2, 2), (F(1, 4), F(1, 4), F(1, 4), F(1, 4)), lambda x, c: (x ^ (c & 1), c & 1, c >> 1)),
    )
    SHARED_TEXT = ("shared coins: M_1 = x XOR B, M_2 = B (B a fair coin, x in {1, 0} the record); binary RR (e^ε = 2) "
                   "reported twice with one coin; binary RR and whether its coin kept the bit; for k = 3: (x XOR B, B, "
                   "B) and (x XOR B_1, B_1, B_2)")

    @cache  # built when a sweep or search first needs them, not at import (~0.5 s)
    def _pure_joints(k: int) -> tuple[Joint, ...]:
        if k == 2:
            return (*(_independent(a, b) for a, b in product(COMPOSE, repeat=2)), *SHARED_TWO)
        return (*(_independent(*chosen) for chosen in combinations_with_replacement(COMPOSE, 3)), *SHARED_THREE)

    @cache
    def _approx_joints(k: int) -> tuple[Joint, ...]:
        if k == 2:
            return (*(_independent(a, b) for a, b in combinations_with_replacement(APPROX_COMPOSE, 2)), *SHARED_TWO)
        return (*(_independent(*chosen) for chosen in combinations_with_replacement(APPROX_COMPOSE, 3)),
                *SHARED_THREE)

    def marginals(R: tuple[int, ...], law: Dist) -> tuple[Dist, ...]:
        cells = list(product(*(range(size) for size in R)))
        return tuple(tuple(sum((p for cell, p in zip(cells, law, strict=True) if cell[i] == r), F(0))
                           for r in range(size)) for i, size in enumerate(R))

    @lru_cache(maxsize=4096)
    def _marginal_pairs(R: tuple[int, ...], X: Dist, Y: Dist) -> tuple[tuple[Dist, Dist], ...]:
        return tuple(zip(marginals(R, X), marginals(R, Y), strict=True))

    def _levels(R: tuple[int, ...], X: Dist, Y: Dist) -> tuple[Fraction | None, ...]:
        return tuple(_pure_level(P, Q) for P, Q in _marginal_pairs(R, X, Y))

    def _coins_independent(R: tuple[int, ...], X: Dist, Y: Dist) -> bool:
        pairs = _marginal_pairs(R, X, Y)
        return X == product_dist(*(P for P, _ in pairs)) and Y == product_dist(*(Q for _, Q in pairs))

    @st.composite
    def _random_joint(draw: st.DrawFn, k: int, independent: bool) -> Joint:
        """k mechanisms on 2-3 outcomes each: independent (always, or half the time) or sharing coins (a mixture of two
        independent ones)."""
        sizes = tuple(draw(st.integers(2, 3)) for _ in range(k))
        first = _independent(*((_weights(draw, s), _weights(draw, s)) for s in sizes))
        if independent or draw(st.booleans()):
            return first
        # shared coins: with probability w the mechanisms use one set of coins, else another (a mixture of two
        # products; M_1 = x XOR B, M_2 = B is one)
        second = _independent(*((_weights(draw, s), _weights(draw, s)) for s in sizes))
        w = draw(st.sampled_from((F(1, 4), F(1, 2), F(3, 4))))
        return sizes, mix(w, first[1], second[1]), mix(w, first[2], second[2])

    def _is_joint(value: object, k: int) -> bool:
        if not (isinstance(value, tuple) and len(value) == 3 and isinstance(value[0], tuple) and len(value[0]) == k
                and all(type(s) is int and 2 <= s <= 3 for s in value[0])):
            return False
        cells = 1
        for s in value[0]:
            cells *= s
        return _is_dist(value[1], cells) and _is_dist(value[2], cells)

    JOINT_KEYS = ("R", "M(x)", "M(y)")

    def _joint_axis(families: Callable[[], tuple[Joint, ...]], text: str, k: int, independent: bool = False
                    ) -> Axis:
        """The joint laws ``families()`` swept; the search draws random ones for k = 2 and the swept ones for k = 3
        (random k = 3 laws cost seconds in hypothesis's targeting for little)."""
        drawn = "drawn as products of random marginals, weights 0..4" + ("" if independent else ", or mixtures of "
                                                                          "two such products (shared coins)")
        if k == 2:
            search = region(f"joint laws of {k} mechanisms on 2 or 3 outcomes each, rational ({drawn})",
                            lambda: _random_joint(k, independent), lambda value: _is_joint(value, k))
        else:
            swept = cache(lambda: st.sampled_from(families()))
            search = region("the swept joint laws", swept, lambda value: value in families())
        return each(JOINT_KEYS, families,
                    f"(M(x), M(y)) the joint laws of k = {k} mechanisms on R = R_1 x ... x R_k (sizes R): independent "
                    f"coins, each from {{{text}}}, and {SHARED_TEXT}", search=search)

    FINITE = where(lambda point: None not in _levels(point["R"], point["M(x)"], point["M(y)"]),
                   "each M_i is ε_i-DP for some ε_i (a finite level)")
    INDEPENDENT_COINS = where(lambda point: _coins_independent(point["R"], point["M(x)"], point["M(y)"]),
                              "the M_i run on independent coins", deviation=Deviation(
                                  "added hypothesis", "the mechanisms M_i run on independent coins (the statement "
                                  "does not say so; with shared coins it fails)", where="Theorems 3.9-3.13"))

    def _pure_domain(k: int, independent: bool = False) -> Domain:
        extra = (INDEPENDENT_COINS,) if independent else ()
        return Domain.of(_joint_axis(partial(_pure_joints, k), COMPOSE_TEXT, k, independent), FINITE, *extra)

    def _literal(value: object) -> str:
        """A nest of tuples of rationals as formula text (every rational a fraction: 0 as 0/1)."""
        if isinstance(value, tuple):
            return "(" + ", ".join(_literal(v) for v in value) + ("," if len(value) == 1 else "") + ")"
        return f"{F(value).numerator}/{F(value).denominator}"  # type: ignore[arg-type]

    #: SHARED_TWO and SHARED_THREE as coin tables: (sizes, coin law, the cell (row-major) each coin value gives on x,
    #: then on y), in their order.
    SHARED_TABLES = {2: "(((2, 2), (1/2, 1/2), ((2, 1), (0, 3))), ((2, 2), (2/3, 1/3), ((3, 0), (0, 3))), "
                        "((2, 2), (2/3, 1/3), ((3, 0), (1, 2))))",
                     3: "(((2, 2, 2), (1/2, 1/2), ((4, 3), (0, 7))), ((2, 2, 2), (1/4, 1/4, 1/4, 1/4), "
                        "((4, 2, 5, 3), (0, 6, 1, 7))))"}

    def _joints_data(pairs: tuple[tuple[Dist, Dist], ...], k: int, every_pair: bool) -> str:
        """The joint laws of _pure_joints(k) (``every_pair``: k = 2 over product(pairs, repeat=2)) or _approx_joints(k)
        as data, in their order: (R, M(x), M(y)) for each choice of pairs (the product laws, cells in row-major order),
        then the shared coins from SHARED_TABLES."""
        names, loops = "abc"[:k], []
        for n, name in enumerate(names):
            low = "0" if every_pair or n == 0 else f"i{names[n - 1]}"
            loops.append(f"for i{name} in ints({low}, len(C) - 1)")
        sizes = ", ".join(f"len(C[i{name}][0])" for name in names)
        laws = [f"tuple({'*'.join('p' + name for name in names)} "
                + " ".join(f"for p{name} in C[i{name}][{side}]" for name in names) + ")" for side in (0, 1)]
        independent = f"tuple((({sizes},), {laws[0]}, {laws[1]}) {' '.join(loops)})"
        shared = ("tuple((s[0], tuple(sum(s[1][c]*(1 if s[2][0][c] == cell else 0) for c in ints(0, len(s[1]) - 1)) "
                  "for cell in ints(0, prod(s[0]) - 1)), tuple(sum(s[1][c]*(1 if s[2][1][c] == cell else 0) for c in "
                  f"ints(0, len(s[1]) - 1)) for cell in ints(0, prod(s[0]) - 1))) for s in {SHARED_TABLES[k]})")
        return f"tuple(J for C in ({_literal(pairs)},) for part in ({independent}, {shared}) for J in part)"

    #: _is_joint(value, k) in the formula language: sizes R of k mechanisms on 2 or 3 outcomes, two laws on the cells.
    IS_JOINT = ("len(value) == 3 and len(value[0]) == {k} and all(integer(s) and 2 <= s and s <= 3 for s in value[0]) "
                "and all(len(d) == prod(value[0]) and all(rational(v) and v >= 0 for v in d) and sum(d) == 1 for d in "
                "(value[1], value[2]))")
    #: the cells of R (row-major: product order) and the marginal law of mechanism i, in the formula language
    MARGINALS = """
    cells = tuple(c for c in tuples(ints(0, 2), len(R)) if all(c[j] < R[j] for j in ints(0, len(R) - 1)))
    marginal(Z, i) = tuple(sum(Z[n] for n in ints(0, len(cells) - 1) if cells[n][i] == r) for r in ints(0, R[i] - 1))
    """
    #: FINITE as data: each M_i is ε_i-DP for some ε_i, i.e. its two marginals have the same support.
    CELLS = "tuple(c for c in tuples(ints(0, 2), len(R)) if all(c[j] < R[j] for j in ints(0, len(R) - 1)))"
    FINITE_DATA = where(
        f"all((sum(Mx[n] for n in ints(0, len(C) - 1) if C[n][i] == r) > 0 and sum(My[n] for n in ints(0, len(C) - 1) "
        f"if C[n][i] == r) > 0) or (sum(Mx[n] for n in ints(0, len(C) - 1) if C[n][i] == r) == 0 and sum(My[n] for "
        f"n in ints(0, len(C) - 1) if C[n][i] == r) == 0) for C in ({CELLS},) for i in ints(0, len(R) - 1) for r in "
        "ints(0, R[i] - 1))", "each M_i is ε_i-DP for some ε_i (a finite level)")

    def _joint_data_axis(k: int, families: Callable[[], tuple[Joint, ...]], data: str, text: str,
                         independent: bool = False) -> Axis:
        """_joint_axis as data: the joint laws ``data`` swept; the search draws random ones for k = 2 and the swept
        ones for k = 3."""
        drawn = "drawn as products of random marginals, weights 0..4" + ("" if independent else ", or mixtures of "
                                                                          "two such products (shared coins)")
        if k == 2:
            search = region(f"joint laws of {k} mechanisms on 2 or 3 outcomes each, rational ({drawn})",
                            lambda: _random_joint(k, independent), IS_JOINT.format(k=k))
        else:
            swept = cache(lambda: st.sampled_from(families()))
            search = region("the swept joint laws", swept, f"any(value == J for J in {data})")
        return each(JOINT_KEYS, data,
                    f"(M(x), M(y)) the joint laws of k = {k} mechanisms on R = R_1 x ... x R_k (sizes R): independent "
                    f"coins, each from {{{text}}}, and {SHARED_TEXT}", search=search, symbol=("R", "Mx", "My"))

    PURE_DATA = {k: _joints_data(COMPOSE, k, every_pair=k == 2) for k in (2, 3)}
    APPROX_DATA = {k: _joints_data(APPROX_COMPOSE, k, every_pair=False) for k in (2, 3)}

    def _pure_data_domain(k: int) -> Domain:
        """_pure_domain(k) as data (any joint law)."""
        return Domain.of(_joint_data_axis(k, partial(_pure_joints, k), PURE_DATA[k], COMPOSE_TEXT), FINITE_DATA)

    #: The composition formulas' common part: the marginals (MARGINALS), the exact pure level of a pair (the smallest
    #: λ = e^ε with P(z) <= λQ(z) and Q(z) <= λP(z) at every z; finite by the domain), and Definition 3.5 at the worst
    #: set S = {z : A(z) > λB(z)} (the set where A(S) - λB(S) is largest, so the bound holds at every S iff there).
    COMPOSITION = _joined(MARGINALS, """
    level(P, Q) = max(max(P[z]/Q[z] for z in ints(0, len(P) - 1) if P[z] > 0),
        max(Q[z]/P[z] for z in ints(0, len(P) - 1) if Q[z] > 0))
    levels = tuple(level(marginal(Mx, i), marginal(My, i)) for i in ints(0, len(R) - 1))
    worst(A, B, l) = tuple(z for z in ints(0, len(A) - 1) if A[z] > l * B[z])
    bound(A, B, l, d) = sum(A[z] for z in worst(A, B, l)) <= l * sum(B[z] for z in worst(A, B, l)) + d
    """)

    def _ratio_bounds(X: Dist, Y: Dist, bound: Fraction) -> list[Evaluation]:
        """ln(P(z)/Q(z)) <= ln(bound) at every z with P(z) > 0 (cross-multiplied: +∞ when Q(z) = 0), both orders."""
        cases = []
        for A, B in ((X, Y), (Y, X)):
            cases += [Evaluation(a, "<=", bound * b, detail=f"outcome {z}: P(z) <= e^(kε) Q(z)")
                      for z, (a, b) in enumerate(zip(A, B, strict=True)) if a > 0]
        return cases

    def _simple_composition(point: Point) -> Evaluation:
        R, X, Y = point["R"], point["M(x)"], point["M(y)"]
        lam = max(_levels(R, X, Y))  # type: ignore[type-var]
        return weakest(_ratio_bounds(X, Y, lam ** len(R)))

    def _simple_composition_proof(point: Point) -> Evaluation:
        R, X, Y = point["R"], point["M(x)"], point["M(y)"]
        pairs = _marginal_pairs(R, X, Y)
        cases = []
        for index, z in enumerate(product(*(range(size) for size in R))):
            if Y[index] > 0:
                factors = F(1)
                for (P, Q), zi in zip(pairs, z, strict=True):
                    factors *= P[zi] / Q[zi]
                cases.append(equal(X[index] / Y[index], factors, detail=f"z = {z}: the ratio is the product of the "
                                   "M_i's ratios"))
        return weakest((_simple_composition(point), *cases))

    #: Composition with coins the text does not say are independent: a disputed reading (docs/readings.md).
    def _lambda_tuples(k: int) -> tuple[tuple[Fraction, ...], ...]:
        return tuple(product((F(1), F(2)), repeat=k))

    @st.composite
    def _random_lambdas(draw: st.DrawFn, k: int) -> tuple[Fraction, ...]:
        return tuple(draw(st.fractions(1, 20, max_denominator=10)) for _ in range(k))

    def _approx_domain(k: int, independent: bool = False) -> Domain:
        extra = (INDEPENDENT_COINS,) if independent else ()
        names = ", ".join(f"e^ε_{i}" for i in range(1, k + 1))
        return Domain.of(
            _joint_axis(partial(_approx_joints, k), APPROX_COMPOSE_TEXT, k, independent),
            among("e^eps_i", _lambda_tuples(k), text=f"({names}) in {{1, 2}}^{k}",
                  search=region(f"[1, 20]^{k}, denominators up to 10", lambda: _random_lambdas(k),
                                lambda value: isinstance(value, tuple) and len(value) == k
                                and all(isinstance(v, Fraction | int) and 1 <= v <= 20
                                        and F(v).denominator <= 10 for v in value))),
            *extra)

    def _approx_data_domain(k: int) -> Domain:
        """_approx_domain(k) as data (any joint law)."""
        names = ", ".join(f"e^ε_{i}" for i in range(1, k + 1))
        return Domain.of(
            _joint_data_axis(k, partial(_approx_joints, k), APPROX_DATA[k], APPROX_COMPOSE_TEXT),
            among("e^eps_i", _lambda_tuples(k), text=f"({names}) in {{1, 2}}^{k}",
                  search=region(f"[1, 20]^{k}, denominators up to 10", lambda: _random_lambdas(k),
                                f"len(value) == {k} and all(rational(v) and 1 <= v and v <= 20 and denominator(v) "
                                "<= 10 for v in value)"), symbol="lams"))

    #: Lemma 3.12 and Theorem 3.13 (model: the joint law and its marginals, δ_i the smallest δ for which M_i is
    #: (ε_i, δ)-DP, the larger hockey-stick divergence of its two orders at e^ε_i; printed: Definition 3.5 at
    #: e^(Σ ε_i) = Π e^ε_i and Σ δ_i at every S (the worst one), both orders).
    APPROX_FORMULA = _joined(MARGINALS, """
    worst(A, B, l) = tuple(z for z in ints(0, len(A) - 1) if A[z] > l * B[z])
    bound(A, B, l, d) = sum(A[z] for z in worst(A, B, l)) <= l * sum(B[z] for z in worst(A, B, l)) + d
    deltas = tuple(max(hockey_stick(marginal(Mx, i), marginal(My, i), lams[i]),
        hockey_stick(marginal(My, i), marginal(Mx, i), lams[i])) for i in ints(0, len(R) - 1))
    bound(Mx, My, prod(lams), sum(deltas)) and bound(My, Mx, prod(lams), sum(deltas))
    """)
    APPROX_K23_DATA = Domain.union(_approx_data_domain(2), _approx_data_domain(3))

    def _approx_composition(point: Point) -> Evaluation:
        R, X, Y, lams = point["R"], point["M(x)"], point["M(y)"], point["e^eps_i"]
        lam, total = F(1), F(0)
        for (P, Q), lam_i in zip(_marginal_pairs(R, X, Y), lams, strict=True):
            lam *= lam_i
            total += _both(P, Q, lam_i)
        return both_bounds(X, Y, lam, total)

    #: k = 2, 3 responses: any joint law, and on independent coins (§3.4.3's sentence and Theorem 3.13).
    APPROX_K23_INDEPENDENT = Domain.union(_approx_domain(2, independent=True), _approx_domain(3, independent=True))

    BASIC_STATEMENT = (r"the most elementary form of composition is simply that if in the responses to multiple "
                       r"queries are each $(\varepsilon_i, \delta_i)$-differentially private, then the total release "
                       r"is $(\sum_i \varepsilon_i, \sum_i \delta_i)$-differentially private.")

    COINS_DISPUTED = ("whether the composed algorithms share coins: Definition 3.3 puts each randomized algorithm's "
                      "probability space over its own coin flips, which reads as independent coins, but the "
                      "composition results do not say so; the literal side lets the coins be shared, the "
                      "charitable side makes them independent")

    def _approx_pair(name: str, label: str, statement: str, suffix: str, hypotheses: tuple[str, str],
                     domains: tuple[Domain, Domain], finding: str, formula: str | None = None) -> None:
        """An (ε_i, δ_i) composition result as a disputed reading: literally (any joint law) and charitably
        (independent coins: ``suffix`` added to the statement); ``hypotheses`` and ``domains`` in that order."""
        SURVEY.claim(
            name, reading="literal", disputed=COINS_DISPUTED, label=label, statement=statement,
            hypotheses=hypotheses[0], domain=domains[0], finding=finding, formula=formula,
            correction=SURVEY.correction(
                f"{name}.corrected", reading="charitable", disputed=COINS_DISPUTED, label=label,
                statement=statement + suffix, hypotheses=hypotheses[1], domain=domains[1],
            )(_approx_composition),
        )(_approx_composition)

    _approx_pair(
        "basic-composition", "composition", BASIC_STATEMENT, r" (the responses on independent coins)",
        ("multiple responses (l.387-389), each (ε_i, δ_i)-DP for every δ_i for which it is; (M(x), M(y)) any joint "
         "law (the coins' independence is not stated); every set S, both orders",
         "k in {2, 3}; independent coins; δ_i the smallest δ for which response i is (ε_i, δ)-DP; every set S, both "
         "orders"),
        (APPROX_K23_DATA, APPROX_K23_INDEPENDENT),
        "As Theorem 3.9: responses computed from shared coins are each 0-DP while the pair is not.", APPROX_FORMULA)

    SURVEY.not_checkable(
        "simpler-version",
        label="a simpler version of this property that can be extended to the above general case",
        statement=r"For now, we shall be proving a simpler version of this property that can be extended to the above "
        r"general case.",
        reason="a remark on the plan of the section: it says Theorem 3.9 can be extended to different ε_i and δ_i > 0 "
        "without giving the extension.  The general property is decided by 004.basic-composition and "
        "004.approx-composition (with shared and independent coins); Theorem 3.9's proof does not carry over as it "
        "stands, since with δ > 0 an outcome may have positive probability under M(x) and none under M(y), so the "
        "ratios it multiplies are unbounded (Lemma 3.12 is stated without proof)",
    )

    SIMPLE_STATEMENT = (r"given sequence of outputs $z = (z_1, \dots, z_k)$ via $\varepsilon$-differentially private "
                        r"mechanisms $\mathcal{M}_i$, $\mathcal{M}(\cdot) := (\mathcal{M}_1(\cdot), \dots, "
                        r"\mathcal{M}_k(\cdot))$. Then $\ln \left( \frac{\Pr[\mathcal{M}(x) = z]}{\Pr[\mathcal{M}(y) "
                        r"= z]} \right) \leq k\varepsilon.$")
    SIMPLE = Domain.union(_pure_domain(2), _pure_domain(3))
    SIMPLE_DATA = Domain.union(_pure_data_domain(2), _pure_data_domain(3))

    SURVEY.claim(
        "simple-composition",
        reading="literal", disputed=COINS_DISPUTED,
        label="Theorem 3.9",
        statement=SIMPLE_STATEMENT,
        hypotheses="(M(x), M(y)) any joint law whose marginals are ε-DP (the text does not say the coins are "
        "independent), every ε for which all are; every output sequence z, both orders (l.397-399), the logarithm of "
        "a positive number over 0 being +∞ and the inequality holding where Pr[M(x) = z] is 0",
        domain=SIMPLE_DATA,
        # model: the joint law's probabilities Pr[M(x) = z], Pr[M(y) = z]; printed: their log-ratio at most kε, e^ε the
        # largest exact level of the M_i (every ε for which all are ε-DP), cross-multiplied (+∞ where only the
        # denominator is 0), both orders
        formula=_joined(COMPOSITION, """
        all(Mx[z] <= max(levels)**len(R) * My[z] for z in ints(0, len(Mx) - 1) if Mx[z] > 0)
            and all(My[z] <= max(levels)**len(R) * Mx[z] for z in ints(0, len(My) - 1) if My[z] > 0)
        """),
        finding="With shared coins the composition is not kε-DP: M_1 = x XOR B and M_2 = B are 0-DP each, yet "
        "(M_1, M_2) = (0, 1) has probability 1/2 on x = 1 and 0 on x = 0 (the witness: outcome 1 of R = (2, 2)).",
        correction=SURVEY.correction(
            "simple-composition.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Theorem 3.9",
            statement=SIMPLE_STATEMENT + r" (the $\mathcal{M}_i$ on independent coins), and the proof's product of "
            r"ratios",
            hypotheses="independent coins; e^ε = the largest exact level of the M_i; every z, both orders; the "
            "joint law is the product of the marginals (the proof's factorization)",
            domain=Domain.union(_pure_domain(2, independent=True), _pure_domain(3, independent=True)),
        )(_simple_composition_proof),
    )(_simple_composition)

    def _general_composition(point: Point, proof: bool) -> Evaluation:
        R, X, Y = point["R"], point["M(x)"], point["M(y)"]
        (P1, Q1), (P2, Q2) = _marginal_pairs(R, X, Y)
        lam1, lam2 = _levels(R, X, Y)
        assert lam1 is not None and lam2 is not None
        cases = [both_bounds(X, Y, lam1 * lam2)]
        for r1, r2 in product(range(len(P1)), range(len(P2))):
            cell = r1 * len(P2) + r2
            cases += [equal(X[cell], P1[r1] * P2[r2], detail=f"Pr[M_12(x) = ({r1}, {r2})] factorizes"),
                      equal(Y[cell], Q1[r1] * Q2[r2], detail=f"Pr[M_12(y) = ({r1}, {r2})] factorizes")]
            if proof and Y[cell] > 0:
                cases.append(Evaluation(X[cell] / Y[cell], "<=", lam1 * lam2))
        return weakest(cases)

    GENERAL_STATEMENT = (r"$\mathcal{M}_1$ and $\mathcal{M}_2$ $\varepsilon_1$- and $\varepsilon_2$-differentially "
                         r"private, then $\mathcal{M}_{1,2}(x) = (\mathcal{M}_1(x), \mathcal{M}_2(x))$ is "
                         r"$\varepsilon_1 + \varepsilon_2$-differentially private; proof: $\frac{\Pr[\mathcal{M}_{1,2}"
                         r"(x) = (r_1, r_2)]}{\Pr[\mathcal{M}_{1,2}(y) = (r_1, r_2)]} = \frac{\Pr[\mathcal{M}_1(x) = "
                         r"r_1] \Pr[\mathcal{M}_2(x) = r_2]}{\Pr[\mathcal{M}_1(y) = r_1] \Pr[\mathcal{M}_2(y) = r_2]} "
                         r"\leq \exp(\varepsilon_1) \exp(\varepsilon_2)$")

    SURVEY.claim(
        "general-composition",
        reading="literal", disputed=COINS_DISPUTED,
        label="Theorem 3.10",
        statement=GENERAL_STATEMENT,
        hypotheses="(M(x), M(y)) any joint law with ε_i-DP marginals (the coins' independence is not stated), every "
        "ε_i for which M_i is ε_i-DP; the conclusion Pr[M_12(x) ∈ S] <= e^(ε_1 + ε_2) Pr[M_12(y) ∈ S] at every S, both "
        "orders, then the proof's factorization at every (r_1, r_2) (l.409-413)",
        domain=_pure_data_domain(2),
        # model: the joint law of (M_1, M_2) and its marginals; printed: Definition 3.5 at e^(ε_1 + ε_2) (the levels'
        # product) at every S, both orders, then the proof's factorization Pr[M_12 = (r_1, r_2)] = Pr[M_1 = r_1]
        # Pr[M_2 = r_2] at every cell, on x and on y
        formula=_joined(COMPOSITION, """
        bound(Mx, My, levels[0]*levels[1], 0) and bound(My, Mx, levels[0]*levels[1], 0)
            and all(Mx[r1*R[1] + r2] == marginal(Mx, 0)[r1]*marginal(Mx, 1)[r2]
                and My[r1*R[1] + r2] == marginal(My, 0)[r1]*marginal(My, 1)[r2]
                for r1 in ints(0, R[0] - 1) for r2 in ints(0, R[1] - 1))
        """),
        finding="As Theorem 3.9: with shared coins the pair is not (ε_1 + ε_2)-DP, and the proof's factorization "
        "Pr[M_12(x) = (r_1, r_2)] = Pr[M_1(x) = r_1] Pr[M_2(x) = r_2] is independence.",
        correction=SURVEY.correction(
            "general-composition.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Theorem 3.10",
            statement=GENERAL_STATEMENT + r" (the $\mathcal{M}_i$ on independent coins)",
            hypotheses="independent coins; e^ε_i = the exact level of M_i; the conclusion at every set S, both "
            "orders; each '=' and '<=' of the proof at every (r_1, r_2) with Pr[M_12(y) = (r_1, r_2)] > 0",
            domain=_pure_domain(2, independent=True),
        )(lambda point: _general_composition(point, proof=True)),
    )(lambda point: _general_composition(point, proof=False))

    def _ratio_pairs() -> Iterator[tuple[Dist, Dist]]:
        quarters = [d for K in (2, 3) for d in product((F(i, 4) for i in range(5)), repeat=K) if sum(d) == 1]
        for P in quarters:
            for Q in quarters:
                if len(P) == len(Q) and all(Q):
                    yield P, Q

    #: _ratio_pairs as data: the distributions on 2 or 3 outcomes with probabilities in {0, 1/4, ..., 1} (Fractions,
    #: in product order), every pair of one size with Q positive.
    RATIO_PAIRS = ("tuple((P, Q) for D in (tuple(d for K in (2, 3) for d in tuples((0/1, 1/4, 1/2, 3/4, 1/1), K) if "
                   "sum(d) == 1),) for P in D for Q in D if len(P) == len(Q) and all(q > 0 for q in Q))")

    @SURVEY.claim(
        "ratio-of-sums",
        label="Theorem 3.10",
        statement=r"(the step from the pointwise bound of the proofs of Theorems 3.9 and 3.10 to the set bound of "
        r"Definition 3.5) $\frac{\sum_{z \in S} \Pr[\mathcal{M}(x) = z]}{\sum_{z \in S} \Pr[\mathcal{M}(y) = z]} \leq "
        r"\max_{z \in S} \frac{\Pr[\mathcal{M}(x) = z]}{\Pr[\mathcal{M}(y) = z]}$",
        hypotheses="every nonempty set S of outcomes; Q(z) > 0 for every z, where every ratio is defined",
        domain=Domain.of(each(("P", "Q"), RATIO_PAIRS, "every pair of distributions on 2 or 3 outcomes with "
                              "probabilities in {0, 1/4, ..., 1}, Q positive",
                              search=region(RANDOM_TEXT, _random_pair, IS_PAIR)),
                         where("all(q > 0 for q in Q)", "Q(z) > 0 for every z", deviation=Deviation(
                             "added hypothesis", "Q(z) > 0 for every z, where every ratio is defined (under ε-DP an "
                             "outcome with Q(z) = 0 has P(z) = 0 too and adds nothing to either sum)",
                             where="the step after the proofs of Theorems 3.9 and 3.10"))),
        reading="as read",
        deviations=(Deviation("added hypothesis", "the step itself: the proofs of Theorems 3.9 and 3.10 bound the "
                              "ratio at every outcome and conclude differential privacy, a bound on every set, without "
                              "the step between", where="l.403, l.413"),),
        meaningless="the step is not printed: the proofs end at the outcome-wise bound and state the set bound of "
        "Definition 3.5 as their conclusion",
        # model: the masses P(S) and Q(S) summed outcome by outcome over every nonempty S; printed: their ratio at
        # most the largest outcome-wise ratio over S
        formula="""
        mass(D, S) = sum(D[z] for z in S)
        all(mass(P, S)/mass(Q, S) <= max(P[z]/Q[z] for z in S) for S in subsets(len(P)) if len(S) > 0)
        """,
    )
    def ratio_of_sums(P: Dist, Q: Dist) -> Evaluation:
        return weakest(Evaluation(mass(P, S) / mass(Q, S), "<=", max(P[z] / Q[z] for z in S))
                       for S in subsets(len(P)) if S)

    def _corollary(point: Point) -> Evaluation:
        R, X, Y = point["R"], point["M(x)"], point["M(y)"]
        lam = F(1)
        for one in _levels(R, X, Y):
            lam *= one  # type: ignore[operator]
        return both_bounds(X, Y, lam)

    COROLLARY_STATEMENT = (r"Let $\{\mathcal{M}_i\}_{i \in [k]}$ be a finite sequence of $\varepsilon_i$-"
                           r"differentially private algorithms. If $\mathcal{M}_{[k]}(x) = (\mathcal{M}_1(x), \dots, "
                           r"\mathcal{M}_k(x))$, "
                           r"then $\mathcal{M}_{[k]}$ is $\sum_{i=1}^k \varepsilon_i$-differentially private.")

    SURVEY.claim(
        "composition-corollary",
        reading="literal", disputed=COINS_DISPUTED,
        label="Corollary 3.11",
        statement=COROLLARY_STATEMENT,
        hypotheses="(M(x), M(y)) any joint law with ε_i-DP marginals (the coins' independence is not stated), every "
        "ε_i for which M_i is ε_i-DP; every set S, both orders",
        domain=SIMPLE_DATA,
        # model: the joint law and its marginals; printed: Definition 3.5 at e^(Σ ε_i) (the product of the exact
        # levels) at every S, both orders
        formula=_joined(COMPOSITION, "bound(Mx, My, prod(levels), 0) and bound(My, Mx, prod(levels), 0)"),
        finding="As Theorem 3.9: shared coins break the corollary.",
        correction=SURVEY.correction(
            "composition-corollary.corrected",
            reading="charitable", disputed=COINS_DISPUTED,
            label="Corollary 3.11",
            statement=COROLLARY_STATEMENT + r" (the $\mathcal{M}_i$ on independent coins)",
            hypotheses="independent coins; e^ε_i = the exact level of M_i; every set S, both orders",
            domain=Domain.union(_pure_domain(2, independent=True), _pure_domain(3, independent=True)),
        )(_corollary),
    )(_corollary)

    APPROX_TWO_STATEMENT = (r"$\mathcal{M}_1, \mathcal{M}_2$ $(\varepsilon_1, \delta_1)$- and $(\varepsilon_2, "
                            r"\delta_2)$-differentially private, then $x \mapsto (\mathcal{M}_1(x), \mathcal{M}_2(x))$ "
                            r"is $(\varepsilon_1 + \varepsilon_2, \delta_1 + \delta_2)$-differentially private.")

    _approx_pair(
        "approx-composition-two", "Lemma 3.12", APPROX_TWO_STATEMENT, r" (the $\mathcal{M}_i$ on independent coins)",
        ("(M(x), M(y)) any joint law (the coins' independence is not stated); M_i (ε_i, δ_i)-DP, every δ_i for "
         "which it is; every set S, both orders",
         "independent coins; δ_i the smallest δ for which M_i is (ε_i, δ)-DP; every set S, both orders"),
        (_approx_data_domain(2), _approx_domain(2, independent=True)),
        "As Theorem 3.9: with shared coins δ_1 = δ_2 = 0 while the pair needs δ = 1.", APPROX_FORMULA)

    APPROX_STATEMENT = (r"Let $\{\mathcal{M}_i\}_{i \in [k]}$ be a finite sequence of $(\varepsilon_i, \delta_i)$-"
                        r"differentially private algorithms ... then $\mathcal{M}_{[k]}$ is $(\sum_{i=1}^k "
                        r"\varepsilon_i, \sum_{i=1}^k \delta_i)$-differentially private.")

    _approx_pair(
        "approx-composition", "Theorem 3.13", APPROX_STATEMENT, r" (the $\mathcal{M}_i$ on independent coins)",
        ("a finite sequence of k algorithms (l.433); (M(x), M(y)) any joint law (the coins' independence is not "
         "stated); M_i (ε_i, δ_i)-DP, every δ_i for which it is; every set S, both orders",
         "k in {2, 3}; independent coins; δ_i the smallest δ for which M_i is (ε_i, δ)-DP; every set S, both orders"),
        (APPROX_K23_DATA, APPROX_K23_INDEPENDENT),
        "As Theorem 3.9: shared coins break the composition.", APPROX_FORMULA)

    # ---- the relation ≅ and its three properties

    TWO = tuple(_dist(a, 1 - F(a)) for a in ("0", "1/20", "1/10", "3/10", "1/2"))
    TWO_TEXT = "distributions (0, 1), (1/20, 19/20), (1/10, 9/10), (3/10, 7/10), (1/2, 1/2) on two outcomes"
    TWO_LITERAL = "((0, 1), (1/20, 19/20), (1/10, 9/10), (3/10, 7/10), (1/2, 1/2))"

    def _among_two(count: int) -> Region:
        """A search region: ``count`` independent choices among TWO (cheaper than sampling the product)."""
        return region(f"{count} choices among the same distributions", lambda: st.tuples(*(st.sampled_from(TWO),)
                                                                                            * count),
                      f"len(value) == {count} and all(any(d == t for t in {TWO_LITERAL}) for d in value)")

    def _printed_related(P: Dist, Q: Dist, eps: Fraction, delta: Fraction) -> bool:
        """The printed α ≅_(ε,δ) β: |(P(S) - δ)/Q(S)| <= ε for every S where Q(S) > 0 (the quotient is defined)."""
        return all(abs((mass(P, S) - delta) / mass(Q, S)) <= eps for S in subsets(len(P)) if mass(Q, S) > 0)

    @lru_cache(maxsize=256)
    def _exp(eps: Fraction) -> tuple[Fraction, Fraction]:
        return exp_enclosure(eps)

    def _below_exp(value: Fraction, eps: Fraction) -> bool:
        """value <= e^ε, decided from an enclosure (e^ε is irrational for rational ε != 0)."""
        if eps == 0:
            return value <= 1
        low, high = _exp(eps)
        if value <= low:
            return True
        if value > high:
            return False
        raise ValueError(f"{value} is within the enclosure of e^{eps}")

    def _ln_related(P: Dist, Q: Dist, eps: Fraction, delta: Fraction) -> bool:
        """The relation with a lost ln restored: |ln((P(S) - δ)/Q(S))| <= ε for every S with Q(S) > 0 (the
        logarithm of a number <= 0 is undefined, so such an S relates nothing)."""
        for S in subsets(len(P)):
            q = mass(Q, S)
            if q > 0:
                ratio = (mass(P, S) - delta) / q
                if ratio <= 0 or not (_below_exp(ratio, eps) and _below_exp(1 / ratio, eps)):
                    return False
        return True

    #: The three relations in the formula language, for two laws A, B on 0..len(A) - 1: the printed ≅, ≅ with the
    #: ln restored, Definition 3.5's relation.
    RELATIONS = """
    mass(D, S) = sum(D[z] for z in S)
    # the printed ≅: |(P(S) - delta)/Q(S)| <= eps at every S where the quotient is defined
    printed(A, B, e, d) = all(abs((mass(A, S) - d) / mass(B, S)) <= e for S in subsets(len(A)) if mass(B, S) > 0)
    # with a ln restored: |ln((P(S) - delta)/Q(S))| <= eps (ln of a number <= 0 undefined: not related)
    ln_restored(A, B, e, d) = all((mass(A, S) - d) / mass(B, S) > 0 and abs(ln((mass(A, S) - d) / mass(B, S))) <= e
        for S in subsets(len(A)) if mass(B, S) > 0)
    # Definition 3.5: P(S) <= e^eps Q(S) + delta at every S
    dp(A, B, e, d) = all(mass(A, S) <= exp(e) * mass(B, S) + d for S in subsets(len(A)))
    """

    def _dp_related(P: Dist, Q: Dist, eps: Fraction, delta: Fraction) -> bool:
        """Definition 3.5 for the pair: P(S) <= exp(ε) Q(S) + δ for every S, exp(ε) enclosed (ε rational)."""
        return all(mass(P, S) - delta <= 0 or (mass(Q, S) > 0 and _below_exp((mass(P, S) - delta) / mass(Q, S), eps))
                   for S in subsets(len(P)))

    RELATION_DISPUTED = ("the printed relation bounds |(Pr[M(α) ∈ S] - δ)/Pr[M(β) ∈ S]| by ε itself; a ln may have "
                         "been lost (by the author or in conversion), |ln((Pr[M(α) ∈ S] - δ)/Pr[M(β) ∈ S])| <= ε, "
                         "which 004.relation-ln-restored and the properties' ln-restored records decide")
    EPS_AXIS = among("eps", (F(1, 2), F(1), F(2), F(0)), search=rationals(0, 3, ends="[)", max_denominator=10))
    DELTA_AXIS = among("delta", (F(0), F(1, 10)), search=rationals(0, 1, ends="[)", max_denominator=20))
    RELATION = Domain.of(among(("P", "Q"), tuple(product(TWO, repeat=2)), text=f"M(α), M(β) among the {TWO_TEXT}",
                               search=_among_two(2)), EPS_AXIS, DELTA_AXIS)
    LN_RESTORED = Deviation("conversion artefact", "≅ read with a ln restored: |ln((Pr[M(α) ∈ S] - δ)/Pr[M(β) ∈ S])| "
                            "<= ε for every S with Pr[M(β) ∈ S] > 0 (ln of a number <= 0 undefined: not related)",
                            where="the display after Definition 3.5; the other side of the disputed reading")

    RELATION_STATEMENT = (r"Denote $\alpha \cong_{(\varepsilon, \delta)} \beta$ if $\left| \frac{\Pr[\mathcal{M}"
                          r"(\alpha) \in S] - \delta}{\Pr[\mathcal{M}(\beta) \in S]} \right| \leq \varepsilon$")

    SURVEY.claim(
        "relation",
        label="Denote",
        kind="identity",
        statement=RELATION_STATEMENT,
        hypotheses="for every S with Pr[M(β) ∈ S] > 0, where the quotient is defined (l.441); decided against what "
        "the properties below need, Definition 3.5's relation Pr[M(α) ∈ S] <= exp(ε) Pr[M(β) ∈ S] + δ for every S "
        "(l.331); 1 = related, 0 = not",
        domain=RELATION,
        reading="literal",
        disputed=RELATION_DISPUTED,
        finding="The printed relation bounds |(P(S) - δ)/Q(S)| by ε itself: identical distributions are not related "
        "for ε < 1 (S = everything gives 1), so it is not (ε, δ)-indistinguishability. Definition 3.5 needs "
        "P(S) <= e^ε Q(S) + δ.",
        formula=_joined(RELATIONS, "(1 if printed(P, Q, eps, delta) else 0) == (1 if dp(P, Q, eps, delta) else 0)"),
    )(lambda P, Q, eps, delta: same_truth(_printed_related(P, Q, eps, delta), _dp_related(P, Q, eps, delta)))

    SURVEY.claim(
        "relation-ln-restored",
        label="Denote",
        kind="identity",
        statement=RELATION_STATEMENT,
        hypotheses="for every S with Pr[M(β) ∈ S] > 0; decided against Definition 3.5; 1 = related, 0 = not",
        domain=RELATION,
        reading="as read",
        deviations=(LN_RESTORED,),
        literal="004.relation",
        formula=_joined(RELATIONS, "(1 if ln_restored(P, Q, eps, delta) else 0) == (1 if dp(P, Q, eps, delta) else 0)"),
    )(lambda P, Q, eps, delta: same_truth(_ln_related(P, Q, eps, delta), _dp_related(P, Q, eps, delta)))

    def _premise(P: Dist, Q: Dist, lam: Fraction, delta: Fraction) -> bool:
        return _both(P, Q, lam) <= delta

    #: Increasing pairs, drawn as two values in order (the where below drops equal ones).
    LAMBDA_PAIRS = st.tuples(st.fractions(1, 20, max_denominator=10), st.fractions(1, 20, max_denominator=10)).map(
        lambda v: tuple(sorted(v)))
    DELTA_PAIRS = st.tuples(st.fractions(0, 1, max_denominator=20), st.fractions(0, 1, max_denominator=20)).map(
        lambda v: tuple(sorted(v)))

    MONOTONE = Domain.of(
        PAIRS,
        each(("e^eps", "e^eps'"), "((3/2, 2/1), (2/1, 3/1), (11/10, 6/5))",
             "(e^ε, e^ε') in {(3/2, 2), (2, 3), (11/10, 6/5)}",
             search=region("pairs with 1 < e^ε < e^ε' < 20, denominators up to 10",
                           lambda: LAMBDA_PAIRS,
                           "len(value) == 2 and 1 < value[0] and value[0] < value[1] and value[1] < 20"),
             symbol=("lam", "lamp")),
        each(("delta", "delta'"), "((1/50, 1/10), (1/10, 1/5), (1/4, 1/2))",
             "(δ, δ') in {(1/50, 1/10), (1/10, 1/5), (1/4, 1/2)}",
             search=region("pairs with 0 < δ < δ' <= 1, denominators up to 20",
                           lambda: DELTA_PAIRS,
                           "len(value) == 2 and 0 < value[0] and value[0] < value[1] and value[1] <= 1"),
             symbol=("delta", "deltap")),
        where("lam < lamp and 0 < delta and delta < deltap", "ε' > ε > 0, δ' > δ > 0"),
        where("max(hockey_stick(P, Q, lam), hockey_stick(Q, P, lam)) <= delta", "(P, Q) is (ε, δ)-DP in both orders",
              fast=lambda point: _premise(point["P"], point["Q"], point["e^eps"], point["delta"])))

    @SURVEY.claim(
        "monotonicity",
        label="Monotonicity",
        statement=r"For $\varepsilon' > \varepsilon > 0, \delta' > \delta > 0$, $(\varepsilon, \delta)$-differential "
        r"privacy implies $(\varepsilon', \delta')$-differential privacy",
        hypotheses="Definition 3.5 (the statement names differential privacy): (P, Q) (ε, δ)-DP in both orders, "
        "then (ε', δ')-DP at every set S (l.327-331)",
        domain=MONOTONE,
        # model: (P, Q) (eps, delta)-DP in both orders (the domain's where, by the hockey-stick value); printed:
        # Definition 3.5 at (eps', delta'), at every S in both orders (the worst S: the hockey-stick value)
        formula="max(hockey_stick(P, Q, lamp), hockey_stick(Q, P, lamp)) <= deltap",
    )
    def monotonicity(point: Point) -> Evaluation:
        return both_bounds(point["P"], point["Q"], point["e^eps'"], point["delta'"])

    def _monotone_relation(P: Dist, Q: Dist, eps: Fraction, delta: Fraction, eps2: Fraction,
                           delta2: Fraction, related: Callable[[Dist, Dist, Fraction, Fraction], bool] | None = None
                           ) -> Evaluation:
        related = _printed_related if related is None else related
        premise = related(P, Q, eps, delta)
        return Evaluation(int(related(P, Q, eps2, delta2)), ">=", int(premise),
                          detail="1 = related; the conclusion must hold whenever the premise does")

    MONOTONE_RELATION = Domain.of(
        among(("P", "Q"), tuple(product(TWO, repeat=2)), text=f"M(α), M(β) among the {TWO_TEXT}",
              search=_among_two(2)),
        among(("eps", "delta", "eps'", "delta'"), ((F(11, 10), F(1, 50), F(6, 5), F(1, 10)),
                                                   (F(1, 2), F(1, 10), F(1), F(1, 5)),
                                                   (F(1), F(1, 10), F(2), F(1, 5))),
              text="(ε, δ, ε', δ') in {(11/10, 1/50, 6/5, 1/10), (1/2, 1/10, 1, 1/5), (1, 1/10, 2, 1/5)}",
              symbol=("eps", "delta", "epsp", "deltap")))
    RELATION_AS_DP = Deviation("notation from elsewhere", "'(ε, δ)-differential privacy implies (ε', δ')-differential "
                               "privacy' read as α ≅_(ε,δ) β implies α ≅_(ε',δ') β, the relation just denoted",
                               where="'Denote α ≅_(ε,δ) β if ... Then some fairly intuitive properties of differential "
                               "privacy are as follows'")

    SURVEY.claim(
        "monotonicity-relation",
        label="Monotonicity",
        statement=r"Denote $\alpha \cong_{(\varepsilon, \delta)} \beta$ if ... Then some fairly intuitive properties "
        r"of "
        r"differential privacy are as follows: Monotonicity: For $\varepsilon' > \varepsilon > 0, \delta' > \delta > "
        r"0$, $(\varepsilon, \delta)$-differential privacy implies $(\varepsilon', \delta')$-differential privacy",
        hypotheses="≅ as printed (|(P(S) - δ)/Q(S)| <= ε for every S with Q(S) > 0), the relation the properties "
        "are stated for: α ≅_(ε,δ) β implies α ≅_(ε',δ') β",
        domain=MONOTONE_RELATION,
        reading="as read",
        deviations=(RELATION_AS_DP,),
        literal="004.monotonicity",
        formula=_joined(RELATIONS, """
        # 1 = related; the conclusion must hold whenever the premise does
        (1 if printed(P, Q, epsp, deltap) else 0) >= (1 if printed(P, Q, eps, delta) else 0)
        """),
    )(lambda point: _monotone_relation(point["P"], point["Q"], point["eps"], point["delta"], point["eps'"],
                                       point["delta'"]))

    SURVEY.claim(
        "monotonicity-ln-restored",
        label="Monotonicity",
        statement=r"Denote $\alpha \cong_{(\varepsilon, \delta)} \beta$ if ... Then some fairly intuitive properties "
        r"of differential privacy are as follows: Monotonicity: For $\varepsilon' > \varepsilon > 0, \delta' > "
        r"\delta > 0$, $(\varepsilon, \delta)$-differential privacy implies $(\varepsilon', \delta')$-differential "
        r"privacy",
        hypotheses="≅ with the ln restored, the relation the properties are stated for: α ≅_(ε,δ) β implies α "
        "≅_(ε',δ') β",
        domain=MONOTONE_RELATION,
        reading="as read",
        deviations=(RELATION_AS_DP, LN_RESTORED),
        literal="004.monotonicity",
        formula=_joined(RELATIONS, """
        # 1 = related; the conclusion must hold whenever the premise does
        (1 if ln_restored(P, Q, epsp, deltap) else 0) >= (1 if ln_restored(P, Q, eps, delta) else 0)
        """),
    )(lambda point: _monotone_relation(point["P"], point["Q"], point["eps"], point["delta"], point["eps'"],
                                       point["delta'"], _ln_related))

    TRIPLES = among(("a1", "a2", "a3"), tuple(product(TWO, repeat=3)),
                    text=f"M(α_1), M(α_2), M(α_3) among the {TWO_TEXT}", search=_among_two(3))

    def _triangle_relation(related: Callable[[Dist, Dist, Fraction, Fraction], bool]) -> Callable[..., Evaluation]:
        def check(a1: Dist, a2: Dist, a3: Dist, eps: Fraction, delta: Fraction) -> Evaluation:
            premise = related(a1, a2, eps, delta) and related(a2, a3, eps, delta)
            return Evaluation(int(related(a1, a3, 2 * eps, 2 * delta)), ">=", int(premise),
                              detail="1 = related; the conclusion must hold whenever both premises do")
        return check

    TRIANGLE_STATEMENT = (r"Let $\alpha_1 \cong_{(\varepsilon_1, \delta_1)} \alpha_2$ and $\alpha_2 "
                          r"\cong_{(\varepsilon_2, \delta_2)} \alpha_3 \implies \alpha_1 \cong_{(\varepsilon_1 + "
                          r"\varepsilon_2, \delta_1 + \delta_2)} \alpha_3$")
    #: the relation (RELATIONS' printed or ln_restored, the model: ≅ at every set S) at ε_1 + ε_2 = 2ε and
    #: δ_1 + δ_2 = 2δ, against the two premises the statement assumes
    TRIANGLE_FORMULA = _joined(RELATIONS, """
    # 1 = related; the conclusion must hold whenever both premises do
    (1 if {related}(a1, a3, 2 * eps, 2 * delta) else 0) >= (1 if {related}(a1, a2, eps, delta)
        and {related}(a2, a3, eps, delta) else 0)
    """)
    TRIANGLE_PRINTED = Domain.of(TRIPLES, among("eps", (F(1, 2), F(1)), text="ε_1 = ε_2 = ε in {1/2, 1}"),
                                 among("delta", (F(1, 10), F(1, 5)), text="δ_1 = δ_2 = δ in {1/10, 1/5}"))

    SURVEY.claim(
        "triangle-printed",
        label="Triangle Inequality",
        statement=TRIANGLE_STATEMENT,
        hypotheses="≅ as printed, |(P(S) - δ)/Q(S)| <= ε for every S with Q(S) > 0 (l.441); ε_1 = ε_2, δ_1 = δ_2",
        domain=TRIANGLE_PRINTED,
        reading="literal",
        disputed=RELATION_DISPUTED,
        finding="Under the printed ≅ the triangle inequality fails.",
        formula=TRIANGLE_FORMULA.format(related="printed"),
    )(_triangle_relation(_printed_related))

    SURVEY.claim(
        "triangle-ln-restored",
        label="Triangle Inequality",
        statement=TRIANGLE_STATEMENT,
        hypotheses="ε_1 = ε_2, δ_1 = δ_2",
        domain=TRIANGLE_PRINTED,
        reading="as read",
        deviations=(LN_RESTORED,),
        literal="004.triangle-printed",
        formula=TRIANGLE_FORMULA.format(related="ln_restored"),
    )(_triangle_relation(_ln_related))

    LAMBDA_1 = among("e^eps_1", (F(1), F(3, 2), F(2)), search=rationals(1, 10, ends="[)", max_denominator=10),
                     symbol="lam1")
    LAMBDA_2 = among("e^eps_2", (F(1), F(3, 2), F(2)), search=rationals(1, 10, ends="[)", max_denominator=10),
                     symbol="lam2")
    #: Definition 3.5's triangle at e^(ε_1 + ε_2) = lam1 lam2: δ_1, δ_2 the smallest δs relating α_1 to α_2 and α_2
    #: to α_3 (hockey-stick divergences), the conclusion at every set S, with the δ filled in below.
    TRIANGLE_DP_FORMULA = """
    mass(D, S) = sum(D[z] for z in S)
    d1 = hockey_stick(a1, a2, lam1)
    d2 = hockey_stick(a2, a3, lam2)
    all(mass(a1, S) <= lam1 * lam2 * mass(a3, S) + {} for S in subsets(len(a1)))
    """
    TRIANGLE_DP = Domain.of(TRIPLES, LAMBDA_1, LAMBDA_2)
    AS_DEFINITION = Deviation("notation from elsewhere", "≅_(ε,δ) read as Definition 3.5's relation: Pr[M(α) ∈ S] <= "
                              "e^ε Pr[M(β) ∈ S] + δ for every S", where="Definition 3.5; the properties are "
                              "announced as 'properties of differential privacy'")

    def _triangle_dp(point: Point, corrected: bool) -> Evaluation:
        a1, a2, a3, lam1, lam2 = point["a1"], point["a2"], point["a3"], point["e^eps_1"], point["e^eps_2"]
        d1, d2 = hockey(a1, a2, lam1), hockey(a2, a3, lam2)
        return set_bound(a1, a3, lam1 * lam2, d1 + (lam1 * d2 if corrected else d2))

    SURVEY.claim(
        "triangle",
        label="Triangle Inequality",
        statement=TRIANGLE_STATEMENT,
        hypotheses="≅ read as Definition 3.5; δ_1, δ_2 the smallest δs relating α_1 to α_2 and α_2 to α_3 (every "
        "larger δ_i follows); the worst set S",
        domain=TRIANGLE_DP,
        reading="as read",
        deviations=(AS_DEFINITION,),
        literal="004.triangle-printed",
        finding="With the relation of Definition 3.5 the δs do not add: α_1 = (0, 1), α_2 = (3/10, 7/10), α_3 = "
        "(1/2, 1/2) are related at (ln 3/2, 0) and (0, 1/5), but on S = {1} α_1(S) = 1 > (3/2)(1/2) + 1/5 = 19/20. "
        "The bound is δ_1 + e^(ε_1) δ_2.",
        correction=SURVEY.correction(
            "triangle.corrected",
            label="Triangle Inequality",
            statement=r"$\alpha_1 \cong_{(\varepsilon_1, \delta_1)} \alpha_2$ and $\alpha_2 \cong_{(\varepsilon_2, "
            r"\delta_2)} \alpha_3 \implies \alpha_1 \cong_{(\varepsilon_1 + \varepsilon_2, \delta_1 + "
            r"e^{\varepsilon_1} \delta_2)} \alpha_3$",
            hypotheses="≅ as Definition 3.5; δ_i the smallest δs",
            deviations=(AS_DEFINITION,),
            formula=TRIANGLE_DP_FORMULA.format("d1 + lam1 * d2"),
        )(lambda point: _triangle_dp(point, corrected=True)),
        formula=TRIANGLE_DP_FORMULA.format("d1 + d2"),
    )(lambda point: _triangle_dp(point, corrected=False))

    #: α_1, α_2, β_1, β_2 among TWO as data, for the 004.quasi-convexity records (the 625 quadruples in product
    #: order, Fraction entries).
    QUADRUPLES_DATA = each(("a1", "a2", "b1", "b2"), f"tuple(q for D in ({_text(TWO)},) for q in tuples(D, 4))",
                           f"α_1, α_2, β_1, β_2 among the {TWO_TEXT}", search=_among_two(4))
    P_AXIS = among("p", (F(0), F(1, 4), F(1, 2), F(1)), search=rationals(0, 1, ends="[]"))

    Related = Callable[[Dist, Dist, Fraction, Fraction], bool]

    def _convexity(related: Related, eps_key: str) -> Callable[..., Evaluation]:
        def check(point: Point) -> Evaluation:
            a1, a2, b1, b2, p = point["a1"], point["a2"], point["b1"], point["b2"], point["p"]
            eps, delta = point[eps_key], point["delta"]
            premise = related(a1, a2, eps, delta) and related(b1, b2, eps, delta)
            conclusion = related(mix(p, a1, b1), mix(p, a2, b2), eps, delta)
            return Evaluation(int(conclusion), ">=", int(premise), detail="1 = related")
        return check

    CONVEXITY_STATEMENT = (r"Let $\alpha_1 \cong_{(\varepsilon, \delta)} \alpha_2$ and $\beta_1 \cong_{(\varepsilon, "
                           r"\delta)} \beta_2$, then for any $p \in [0, 1], (1 - p)\alpha_1 + p\beta_1 \cong_{("
                           r"\varepsilon, \delta)} (1 - p)\alpha_2 + p\beta_2$")

    QUASI_PRINTED = Domain.of(QUADRUPLES_DATA, P_AXIS, among("eps", (F(1),), text="ε = 1"),
                              among("delta", (F(1, 10),), text="δ = 1/10"))
    #: the relation (RELATIONS' printed or ln_restored, the model: ≅ at every set S) between the mixtures of the
    #: output distributions (α w.p. 1 - p, β w.p. p, outcome by outcome), against the two premises the statement
    #: assumes
    CONVEXITY_FORMULA = _joined(RELATIONS, """
    mixed(A, B) = tuple((1 - p) * A[z] + p * B[z] for z in ints(0, len(A) - 1))
    # 1 = related; the conclusion must hold whenever both premises do
    (1 if {related}(mixed(a1, b1), mixed(a2, b2), eps, delta) else 0) >= (1 if {related}(a1, a2, eps, delta)
        and {related}(b1, b2, eps, delta) else 0)
    """)

    SURVEY.claim(
        "quasi-convexity-printed",
        label="Quasi-Convexity",
        statement=CONVEXITY_STATEMENT,
        hypotheses="≅ as printed, |(P(S) - δ)/Q(S)| <= ε for every S with Q(S) > 0 (l.441); (1 - p)α + pβ the "
        "mixture of the output distributions: α with probability 1 - p, β with probability p ∈ [0, 1] (l.447)",
        domain=QUASI_PRINTED,
        reading="literal",
        disputed=RELATION_DISPUTED,
        finding="Under the printed ≅ quasi-convexity fails where a distribution has a zero.",
        formula=CONVEXITY_FORMULA.format(related="printed"),
    )(_convexity(_printed_related, "eps"))

    SURVEY.claim(
        "quasi-convexity-ln-restored",
        label="Quasi-Convexity",
        statement=CONVEXITY_STATEMENT,
        hypotheses="(1 - p)α + pβ read as the mixture of the output distributions",
        domain=QUASI_PRINTED,
        reading="as read",
        deviations=(LN_RESTORED,),
        literal="004.quasi-convexity-printed",
        formula=CONVEXITY_FORMULA.format(related="ln_restored"),
    )(_convexity(_ln_related, "eps"))

    def _dp_lambda(P: Dist, Q: Dist, lam: Fraction, delta: Fraction) -> bool:
        return hockey(P, Q, lam) <= delta

    SURVEY.claim(
        "quasi-convexity",
        label="Quasi-Convexity",
        statement=CONVEXITY_STATEMENT,
        hypotheses="≅ read as Definition 3.5 with e^ε = λ rational; (1 - p)α + pβ the mixture of the output "
        "distributions",
        domain=Domain.of(QUADRUPLES_DATA, P_AXIS, each(("e^eps", "delta"), "((1/1, 0/1), (3/2, 0/1), (2/1, 1/10))",
                                                       "(e^ε, δ) in {(1, 0), (3/2, 0), (2, 1/10)}",
                                                       symbol=("lam", "delta"))),
        reading="as read",
        deviations=(AS_DEFINITION,),
        literal="004.quasi-convexity-printed",
        # model: the mixture (1 - p)α + pβ of the output distributions (α w.p. 1 - p, β w.p. p); ≅ read as
        # Definition 3.5 with e^eps = lam, in the order written (hockey_stick, the worst S). printed: α_1 ≅ α_2 and
        # β_1 ≅ β_2 give (1 - p)α_1 + pβ_1 ≅ (1 - p)α_2 + pβ_2
        formula="""
        dp(A, B) = hockey_stick(A, B, lam) <= delta
        mixed(A, B) = tuple((1 - p)*A[z] + p*B[z] for z in ints(0, len(A) - 1))
        implies(dp(a1, a2) and dp(b1, b2), dp(mixed(a1, b1), mixed(a2, b2)))
        """,
    )(_convexity(_dp_lambda, "e^eps"))
