"""004_3b24c074030182c5.txt (a survey of differential privacy), §3.4: Warner's randomized response, the
definitions of (ε, δ)-differential privacy, and its properties (post-processing, group privacy, composition,
the relation ≅).

Finite mechanisms with rational probabilities are checked exactly (krverify/model/mechanisms.py): a
mechanism on a neighbouring pair x, y is the pair (P, Q) of its output distributions; e^ε = λ is rational.
Each property is swept over a fixed family (binary and 3-ary randomized response, bitwise RR on two bits,
small stochastic matrices with rational entries) and searched by hypothesis over random rational mechanisms.
Statements "for all S" are checked by enumerating every set S, or through max_S (P(S) - λQ(S)) =
Σ_z (P(z) - λQ(z))⁺ where the record says so.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import combinations_with_replacement, product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, chain_of, equal, same_truth, weakest
from krverify.claims._registry import Document
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
    worst_set,
)
from krverify.model.randomized_response import vectors

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction


def _dist(*values: object) -> tuple[Fraction, ...]:
    return tuple(F(str(v)) for v in values)


#: Pure pairs: every output has positive probability under both databases.
PURE = (
    rr_pair(F(3, 2)), rr_pair(F(2)), rr_pair(F(3)), kary_pair(F(2), 3),
    (vector_rr((0, 0), F(2)), vector_rr((0, 1), F(2))),
    (_dist("1/4", "3/4"), _dist("1/2", "1/2")),
    (_dist("1/2", "1/3", "1/6"), _dist("1/3", "1/3", "1/3")),
    (_dist("1/5", "4/5"), _dist("1/20", "19/20")),
)
#: Pairs for (ε, δ)-statements: the pure ones and pairs with an outcome impossible under one database.
APPROX = (*PURE, (_dist("1/10", "9/10"), _dist("0", "1")), (_dist("1/2", "1/2", "0"), _dist("0", "1/2", "1/2")))
LAMBDAS = (F(1), F(3, 2), F(2))
FAMILY_TEXT = ("binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, bitwise RR of 00 and 01 with e^ε = 2, "
               "and the pairs (1/4, 3/4)|(1/2, 1/2), (1/2, 1/3, 1/6)|(1/3, 1/3, 1/3), (1/5, 4/5)|(1/20, 19/20)")
APPROX_TEXT = FAMILY_TEXT + ", (1/10, 9/10)|(0, 1), (1/2, 1/2, 0)|(0, 1/2, 1/2)"
RANDOM_TEXT = "random pairs of distributions on 2-3 outcomes with rational probabilities (weights 0..9)"


def _is_dist(value: object) -> bool:
    return (isinstance(value, tuple) and 2 <= len(value) <= 9 and all(isinstance(v, Fraction) and v >= 0
                                                                       for v in value) and sum(value) == 1)


def _random_dist(draw: st.DrawFn, size: int, positive: bool) -> tuple[Fraction, ...]:
    weights = draw(st.lists(st.integers(1 if positive else 0, 9), min_size=size, max_size=size)
                   .filter(lambda w: sum(w) > 0))
    return tuple(F(w, sum(weights)) for w in weights)


@st.composite
def _pair(draw: st.DrawFn, positive: bool = True) -> tuple[tuple[Fraction, ...], tuple[Fraction, ...]]:
    size = draw(st.integers(2, 3))
    return _random_dist(draw, size, positive), _random_dist(draw, size, positive)


def _delta(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], lam: Fraction) -> Fraction:
    """The smallest δ with P(S) <= λQ(S) + δ and Q(S) <= λP(S) + δ for every S (Definition 3.5, both orders)."""
    return max(hockey(P, Q, lam), hockey(Q, P, lam))


def _pure_level(P: tuple[Fraction, ...], Q: tuple[Fraction, ...]) -> Fraction | None:
    """The smallest λ = e^ε making (P, Q) ε-DP in both orders (None if unbounded)."""
    a, b = level(P, Q), level(Q, P)
    return None if a is None or b is None else max(a, b)


def _pairs_ok(*dists: object) -> bool:
    return all(_is_dist(d) for d in dists)


# --------------------------------------------------------------------------- 3.4.1 Warner

with SURVEY.section("3.4.1"):

    def _warner_yes(has: int) -> Fraction:
        """P[yes]: enumerate the two fair flips; tails first: truthful; heads: the second flip answers."""
        total = F(0)
        for first, second in product("HT", repeat=2):
            answer = has if first == "T" else int(second == "H")
            total += F(1, 4) * answer
        return total

    @SURVEY.claim(
        "warner-branch",
        label=r"P[\text{Heads}] \times P[\text{Heads}]",
        kind="identity",
        statement=r"given the true answer is 'Yes' ... they answer truthfully (i.e. affirmatively) if they get heads, "
        r"i.e. with a probability of $P[\text{Heads}] \times P[\text{Heads}] = \frac{1}{2} \times \frac{1}{2} = "
        r"\frac{1}{4}$, and with the same probability, they get to lie and respond negatively",
        hypotheses="a fair coin flipped independently; tails: the truth; heads: flip again, heads 'yes', tails 'no'",
        domain=Domain("the four equally likely pairs of flips", lambda: iter([{"coin": F(1, 2)}])),
        strategy=lambda: st.just({"coin": F(1, 2)}),
    )
    def warner_branch(coin: Fraction) -> Evaluation:
        """Both second-flip branches have probability 1/4; P[yes | has P] = 3/4, P[yes | not P] = 1/4."""
        heads_heads = coin * coin
        lie = coin * (1 - coin)
        return weakest((chain_of(heads_heads, lie, F(1, 4)), equal(_warner_yes(1), F(3, 4)),
                        equal(_warner_yes(0), F(1, 4))))

    def _profiles() -> Iterator[Point]:
        for n in range(1, 5):
            for x in vectors(n):
                yield {"x": x}

    PROFILES = Domain("n <= 4 respondents; every profile x in {0,1}^n (1 = has P); every outcome of the 2n flips",
                      _profiles)

    def _yes_distribution(x: tuple[int, ...]) -> dict[int, Fraction]:
        """The number of 'yes' answers: every outcome of every respondent's two flips, enumerated."""
        dist: dict[int, Fraction] = {}
        for flips in product(product("HT", repeat=2), repeat=len(x)):
            yes = sum(has if a == "T" else int(b == "H") for has, (a, b) in zip(x, flips, strict=True))
            dist[yes] = dist.get(yes, F(0)) + F(1, 4 ** len(x))
        return dist

    def _profile_strategy() -> st.SearchStrategy[Point]:
        return st.fixed_dictionaries({"x": st.lists(st.sampled_from((0, 1)), min_size=1, max_size=4).map(tuple)})

    @SURVEY.claim(
        "warner-expected-yes",
        label=r"\mathbb{E}[\text{Yes}]",
        kind="identity",
        statement=r"$\therefore \mathbb{E}[\text{Yes}] = \frac{3}{4}n(\text{has } \mathcal{P}) + "
        r"\frac{1}{4}n(\text{does "
        r"not have } \mathcal{P})$",
        hypotheses="respondents flip independently; n(X) read as the true number with property X",
        domain=PROFILES,
        strategy=_profile_strategy,
        guard=lambda x: 1 <= len(x) <= 4,
    )
    def warner_expected_yes(x: tuple[int, ...]) -> Evaluation:
        expected = sum((k * p for k, p in _yes_distribution(x).items()), F(0))
        return equal(expected, F(3, 4) * sum(x) + F(1, 4) * (len(x) - sum(x)))

    @SURVEY.claim(
        "warner-estimator",
        label="a set of simple transformations",
        kind="identity",
        statement=r"a set of simple transformations will be able to yield the correct answers to the survey's queries: "
        r"(implied, not printed) $\hat{n}(\mathcal{P}) = 2\,\#\text{Yes} - n/2$ has $\mathbb{E}[\hat{n}] = "
        r"n(\text{has } \mathcal{P})$",
        hypotheses="the estimator inverts the printed E[Yes] = n/4 + n(has P)/2; respondents flip independently",
        domain=PROFILES,
        strategy=_profile_strategy,
        guard=lambda x: 1 <= len(x) <= 4,
    )
    def warner_estimator(x: tuple[int, ...]) -> Evaluation:
        expected = sum(((2 * k - F(len(x), 2)) * p for k, p in _yes_distribution(x).items()), F(0))
        return equal(expected, F(sum(x)))


# --------------------------------------------------------------------------- 3.4.2 definitions

with SURVEY.section("3.4.2"):

    def _approx_points() -> Iterator[Point]:
        for lam in LAMBDAS[1:] + (F(3),):
            for P, Q in APPROX:
                yield {"P": P, "Q": Q, "e^eps": lam}

    APPROX_LAMBDA = Domain(f"(P, Q) in {{{APPROX_TEXT}}}; e^ε in {{3/2, 2, 3}}", _approx_points,
                           searched=RANDOM_TEXT + "; e^ε in {3/2, 2, 3}",
                           contains=lambda p: _pairs_ok(p["P"], p["Q"]) and len(p["P"]) == len(p["Q"])
                           and p["e^eps"] in (F(3, 2), F(2), F(3)))

    def _approx_strategy() -> st.SearchStrategy[Point]:
        return _pair(positive=False).flatmap(lambda pq: st.fixed_dictionaries({
            "P": st.just(pq[0]), "Q": st.just(pq[1]), "e^eps": st.sampled_from((F(3, 2), F(2), F(3)))}))

    SURVEY.not_checkable(
        "small-delta",
        label="we want  $\\delta$  to be less than the order of inverse of any polynomial",
        statement=r"Whenever $\delta > 0$, we want $\delta$ to be less than the order of inverse of any polynomial "
        r"in the "
        r"size of the database ... equivalent to releasing the records of $\delta$ many data subjects with probability "
        r"1, or all the records with probability $\delta$ ... the Gaussian mechanism ... does not suffer a "
        r"catastrophic "
        r"failure",
        reason="informal guidance and an attributed opinion ([10], [11]) about the Gaussian mechanism, a continuous "
        "mechanism",
    )

    def _loss_tail(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], lam: Fraction) -> Fraction:
        """Pr_{ζ ~ P}[ln(P(ζ)/Q(ζ)) > ε] = P({ζ : P(ζ) > λ Q(ζ)})."""
        return sum((p for p, q in zip(P, Q, strict=True) if p > lam * q), F(0))

    SURVEY.claim(
        "privacy-loss-delta",
        label="fails to bound privacy loss",
        statement=r"$(\varepsilon, \delta)$-differential privacy, on the other hand, fails to bound privacy loss by "
        r"$\varepsilon$ with probability at most being $\delta$",
        hypotheses="read as: (ε, δ)-DP implies Pr_{ζ ~ M(x)}[L^(ζ) > ε] <= δ; δ the smallest δ for which (P, Q) is "
        "(ε, δ)-DP in both orders",
        domain=APPROX_LAMBDA,
        strategy=_approx_strategy,
        guard=lambda P, Q: _pairs_ok(P, Q) and len(P) == len(Q),
        finding="(ε, δ)-DP does not bound the probability of a privacy loss above ε by δ: binary RR with e^ε' = 3 "
        "is (ln 2, 1/4)-DP, yet its loss exceeds ln 2 with probability 3/4. Only larger losses are bounded: "
        "Pr[L > ε'] <= δ/(1 - e^(ε - ε')) for ε' > ε.",
        correction=SURVEY.correction(
            "privacy-loss-delta.corrected",
            label="fails to bound privacy loss",
            statement=r"$(\varepsilon, \delta)$-DP implies $\Pr_{\zeta}[L^{(\zeta)} > \varepsilon'] \leq "
            r"\delta/(1 - e^{\varepsilon - \varepsilon'})$ for $\varepsilon' > \varepsilon$; here $e^{\varepsilon'} "
            r"= 2e^{\varepsilon}$, bound $2\delta$",
            hypotheses="δ the smallest δ for which (P, Q) is (ε, δ)-DP",
            domain=APPROX_LAMBDA,
            strategy=_approx_strategy,
            guard=lambda P, Q: _pairs_ok(P, Q) and len(P) == len(Q),
        )(lambda point: Evaluation(_loss_tail(point["P"], point["Q"], 2 * point["e^eps"]), "<=",
                                   2 * _delta(point["P"], point["Q"], point["e^eps"]))),
    )(lambda point: Evaluation(_loss_tail(point["P"], point["Q"], point["e^eps"]), "<=",
                               _delta(point["P"], point["Q"], point["e^eps"])))


# --------------------------------------------------------------------------- 3.4.3 properties

def _stochastic(rows: tuple[tuple[str, ...], ...]) -> tuple[tuple[Fraction, ...], ...]:
    return tuple(_dist(*row) for row in rows)


#: Randomized post-processing maps (stochastic matrices) used beside every deterministic map.
KERNELS = {
    2: (_stochastic((("1/3", "2/3"), ("3/4", "1/4"))), _stochastic((("1/2", "1/4", "1/4"), ("0", "1/3", "2/3")))),
    3: (_stochastic((("1/3", "2/3"), ("3/4", "1/4"), ("1/2", "1/2"))),),
    4: (_stochastic((("1/3", "2/3"), ("3/4", "1/4"), ("1/2", "1/2"), ("0", "1"))),),
}


def _maps(size: int) -> list[tuple[tuple[Fraction, ...], ...]]:
    """Every deterministic map to 2 outcomes and to 3 outcomes (as 0/1 matrices), then the randomized kernels."""
    out = []
    for width in (2, 3):
        for g in deterministic_maps(size, width):
            out.append(tuple(tuple(F(int(g[r] == s)) for s in range(width)) for r in range(size)))
    return out + list(KERNELS.get(size, ()))


with SURVEY.section("3.4.3"):

    def _lambda_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for P, Q in APPROX:
                yield {"P": P, "Q": Q, "e^eps": lam}

    PAIRS_LAMBDA = Domain(f"(P, Q) in {{{APPROX_TEXT}}}; e^ε in {{1, 3/2, 2}}", _lambda_points,
                          searched=RANDOM_TEXT + "; e^ε in {1, 3/2, 2}",
                          contains=lambda p: _pairs_ok(p["P"], p["Q"]) and len(p["P"]) == len(p["Q"])
                          and p["e^eps"] in LAMBDAS)

    def _lambda_strategy() -> st.SearchStrategy[Point]:
        return _pair(positive=False).flatmap(lambda pq: st.fixed_dictionaries({
            "P": st.just(pq[0]), "Q": st.just(pq[1]), "e^eps": st.sampled_from(LAMBDAS)}))

    @SURVEY.claim(
        "post-processing",
        label="Proposition 3.7",
        statement=r"Let $\mathcal{M}$ be $(\epsilon, \delta)$-differentially private. Let $f : R \rightarrow R'$ be an "
        r"arbitrary randomised mapping. Then $f \circ \mathcal{M}$ is $(\epsilon, \delta)$-differentially private.",
        hypotheses="δ = the smallest δ for which (P, Q) is (ε, δ)-DP in both orders; f every deterministic map to 2 "
        "or 3 outcomes and fixed randomized kernels; every set S of R' enumerated",
        domain=PAIRS_LAMBDA,
        strategy=_lambda_strategy,
        guard=lambda P, Q: _pairs_ok(P, Q) and len(P) == len(Q),
    )
    def post_processing(point: Point) -> Evaluation:
        P, Q, lam = point["P"], point["Q"], point["e^eps"]
        delta = _delta(P, Q, lam)
        return weakest(Evaluation(max(worst_set(push(P, K), push(Q, K), lam), worst_set(push(Q, K), push(P, K), lam)),
                                  "<=", delta) for K in _maps(len(P)))

    @SURVEY.claim(
        "post-processing-proof",
        label="Proposition 3.7",
        statement=r"$\bar{S} = \{r \in R : f(r) \in S\}$. Then $\Pr[f(\mathcal{M}(x)) \in S] = \Pr[\mathcal{M}(x) \in "
        r"\bar{S}] \leq \exp(\epsilon) \Pr[\mathcal{M}(y) \in \bar{S}] + \delta = \exp(\epsilon) \Pr[f(\mathcal{M}(y)) "
        r"\in S] + \delta$",
        hypotheses="the proof (deterministic f): every deterministic map f to 2 or 3 outcomes and every S; δ the "
        "smallest δ for which (P, Q) is (ε, δ)-DP",
        domain=PAIRS_LAMBDA,
        strategy=_lambda_strategy,
        guard=lambda P, Q: _pairs_ok(P, Q) and len(P) == len(Q),
    )
    def post_processing_proof(point: Point) -> Evaluation:
        P, Q, lam = point["P"], point["Q"], point["e^eps"]
        delta = _delta(P, Q, lam)
        cases = []
        for width in (2, 3):
            for g in deterministic_maps(len(P), width):
                K = tuple(tuple(F(int(g[r] == s)) for s in range(width)) for r in range(len(P)))
                fP, fQ = push(P, K), push(Q, K)
                for S in subsets(width):
                    pre = tuple(r for r in range(len(P)) if g[r] in S)
                    cases += [equal(mass(fP, S), mass(P, pre)), equal(mass(Q, pre), mass(fQ, S)),
                              Evaluation(mass(P, pre), "<=", lam * mass(Q, pre) + delta)]
        return weakest(cases)

    def _kernel_points() -> Iterator[Point]:
        for kernels in KERNELS.values():
            for K in kernels:
                yield {"K": K}

    def _kernel_strategy() -> st.SearchStrategy[Point]:
        @st.composite
        def kernel(draw: st.DrawFn) -> Point:
            rows, width = draw(st.integers(2, 3)), draw(st.integers(2, 3))
            return {"K": tuple(_random_dist(draw, width, False) for _ in range(rows))}
        return kernel()

    def _is_kernel(K: object) -> bool:
        return isinstance(K, tuple) and all(_is_dist(row) for row in K) and len({len(row) for row in K}) == 1

    @SURVEY.claim(
        "randomized-map-mixture",
        label="every randomised mapping can be seen as a convex combination of deterministic functions",
        kind="identity",
        statement=r"every randomised mapping can be seen as a convex combination of deterministic functions",
        hypotheses="K a stochastic matrix; the weight of g: R -> R' is w(g) = Π_r K[r][g(r)]; Σ_g w(g) = 1 and "
        "Σ_g w(g)[g(r) = r'] = K[r][r'] for every r, r'",
        domain=Domain("the randomized kernels 2x2, 2x3, 3x2 and 4x2 of the post-processing record", _kernel_points,
                      searched="random stochastic matrices 2-3 x 2-3 with weights 0..9",
                      contains=lambda p: _is_kernel(p["K"])),
        strategy=_kernel_strategy,
        guard=_is_kernel,
    )
    def randomized_map_mixture(K: tuple[tuple[Fraction, ...], ...]) -> Evaluation:
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

    def _mixture_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for (P1, Q1), (P2, Q2) in combinations_with_replacement(APPROX, 2):
                if len(P1) == len(P2):
                    for weight in (F(1, 4), F(1, 2)):
                        yield {"P1": P1, "Q1": Q1, "P2": P2, "Q2": Q2, "p": weight, "e^eps": lam}

    def _two_pairs(draw: st.DrawFn, positive: bool) -> dict[str, tuple[Fraction, ...]]:
        size = draw(st.integers(2, 3))
        return {"P1": _random_dist(draw, size, positive), "Q1": _random_dist(draw, size, positive),
                "P2": _random_dist(draw, size, positive), "Q2": _random_dist(draw, size, positive)}

    @st.composite
    def _mixture_strategy(draw: st.DrawFn) -> Point:
        return {**_two_pairs(draw, False), "p": draw(st.sampled_from((F(1, 4), F(1, 2), F(3, 4)))),
                "e^eps": draw(st.sampled_from(LAMBDAS))}

    def _four_ok(P1: object, Q1: object, P2: object, Q2: object) -> bool:
        return _pairs_ok(P1, Q1, P2, Q2) and len(P1) == len(Q1) and len(P2) == len(Q2)  # type: ignore[arg-type]

    @SURVEY.claim(
        "dp-mixture",
        label="differential privacy is closed under convex combination of mechanisms",
        statement=r"differential privacy is closed under convex combination of mechanisms",
        hypotheses="two mechanisms on the same pair x, y, both (ε, δ)-DP with δ the larger of their smallest δs; the "
        "mixture chooses the second with probability p independently of the data",
        domain=Domain(f"two pairs of the same size from {{{APPROX_TEXT}}}; p in {{1/4, 1/2}}; e^ε in {{1, 3/2, 2}}",
                      _mixture_points, searched=RANDOM_TEXT + "; p in {1/4, 1/2, 3/4}; e^ε in {1, 3/2, 2}",
                      contains=lambda p: _four_ok(p["P1"], p["Q1"], p["P2"], p["Q2"]) and len(p["P1"]) == len(p["P2"])
                      and p["e^eps"] in LAMBDAS and p["p"] in (F(1, 4), F(1, 2), F(3, 4))),
        strategy=_mixture_strategy,
        guard=lambda P1, Q1, P2, Q2: _four_ok(P1, Q1, P2, Q2) and len(P1) == len(P2),
    )
    def dp_mixture(point: Point) -> Evaluation:
        P1, Q1, P2, Q2, p, lam = (point[k] for k in ("P1", "Q1", "P2", "Q2", "p", "e^eps"))
        delta = max(_delta(P1, Q1, lam), _delta(P2, Q2, lam))
        return Evaluation(_delta(mix(p, P1, P2), mix(p, Q1, Q2), lam), "<=", delta)

    # ---- group privacy: mechanisms on the counts x in {0, 1, 2, 3} of one record type (ℓ1 neighbours |x - y| = 1)

    def _geometric(a: Fraction) -> tuple[tuple[Fraction, ...], ...]:
        rows = []
        for x in range(4):
            weights = [a ** abs(z - x) for z in range(4)]
            rows.append(tuple(w / sum(weights) for w in weights))
        return tuple(rows)

    def _rr_of_count(lam: Fraction) -> tuple[tuple[Fraction, ...], ...]:
        """RR of the bit [x >= 2] (changes by at most one between neighbours)."""
        one, zero = rr_pair(lam)
        return tuple(one if x >= 2 else zero for x in range(4))

    COUNT_MECHANISMS = (_geometric(F(1, 2)), _geometric(F(1, 3)), _rr_of_count(F(3)),
                        _stochastic((("1/2", "1/2"), ("1/3", "2/3"), ("1/5", "4/5"), ("1/10", "9/10"))))
    COUNT_TEXT = ("databases x in {0, 1, 2, 3} (counts of one record type, ℓ1 distance |x - y|); mechanisms: "
                  "truncated geometric P(z|x) ∝ a^|z - x| on z in 0..3 (a = 1/2, 1/3), binary RR (e^ε = 3) of "
                  "[x >= 2], rows (1/2, 1/2), (1/3, 2/3), (1/5, 4/5), (1/10, 9/10)")

    def _count_level(M: tuple[tuple[Fraction, ...], ...]) -> Fraction:
        """e^ε of M: the largest ratio over neighbouring counts, both orders (every entry positive)."""
        return max(_pure_level(M[x], M[x + 1]) or F(0) for x in range(len(M) - 1))

    def _group_points() -> Iterator[Point]:
        for k in (1, 2, 3):
            for M in COUNT_MECHANISMS:
                yield {"M": M, "k": k}

    @st.composite
    def _group_strategy(draw: st.DrawFn) -> Point:
        width = draw(st.integers(2, 3))
        return {"M": tuple(_random_dist(draw, width, True) for _ in range(4)), "k": draw(st.integers(1, 3))}

    def _is_count_mechanism(M: object) -> bool:
        return _is_kernel(M) and len(M) == 4 and all(v > 0 for row in M for v in row)  # type: ignore[arg-type]

    GROUP = Domain(COUNT_TEXT + "; k in {1, 2, 3}", _group_points,
                   searched="random 4 x 2-3 stochastic matrices with positive weights 1..9; k in {1, 2, 3}",
                   contains=lambda p: _is_count_mechanism(p["M"]) and p["k"] in (1, 2, 3))

    @SURVEY.claim(
        "group-privacy",
        label="Theorem 3.8",
        statement=r"Let $\mathcal{M}$ be an $\epsilon$-differentially private mechanism; for groups of size $k$, i.e. "
        r"$\forall$ databases $x, y$ such that $\|x - y\|_1 \leq k$ and all $T \subseteq R$, $\Pr[\mathcal{M}(x) "
        r"\subseteq T] \leq \exp(k\epsilon) \Pr[\mathcal{M}(y) \subseteq T].$",
        hypotheses="'M(x) ⊆ T' read as M(x) ∈ T, as the proof writes it; e^ε = the mechanism's exact level over "
        "neighbouring counts; every pair with |x - y| <= k and every set T",
        domain=GROUP,
        strategy=_group_strategy,
        guard=lambda M, k: _is_count_mechanism(M) and k >= 1,
    )
    def group_privacy(M: tuple[tuple[Fraction, ...], ...], k: int) -> Evaluation:
        lam = _count_level(M)
        cases = []
        for x in range(4):
            for y in range(4):
                if abs(x - y) <= k:
                    cases += [Evaluation(mass(M[x], T), "<=", lam**k * mass(M[y], T)) for T in subsets(len(M[0]))]
        return weakest(cases)

    @SURVEY.claim(
        "group-privacy-proof",
        label="Theorem 3.8",
        statement=r"$\Pr[\mathcal{M}(x^{(0)}) \in T] \leq e^\epsilon \Pr[\mathcal{M}(x^{(1)}) \in T] \leq "
        r"e^{2\epsilon} "
        r"\Pr[\mathcal{M}(x^{(2)}) \in T] \dots \leq e^{k\epsilon} \Pr[\mathcal{M}(x^{(k)}) \in T]$, and a bound for "
        r"$x, y$ exactly $k$ apart gives it for $\|x - y\|_1 \leq k$",
        hypotheses="the path x^(i) = x + i·sign(y - x) of neighbouring counts; every link of the chain, every T; "
        "the reduction: e^(jε) <= e^(kε) for j <= k",
        domain=GROUP,
        strategy=_group_strategy,
        guard=lambda M, k: _is_count_mechanism(M) and k >= 1,
    )
    def group_privacy_proof(M: tuple[tuple[Fraction, ...], ...], k: int) -> Evaluation:
        lam = _count_level(M)
        cases = []
        for x in range(4):
            for y in range(4):
                if abs(x - y) == k:
                    step = 1 if y > x else -1
                    path = [x + i * step for i in range(k + 1)]
                    for T in subsets(len(M[0])):
                        start = mass(M[x], T)
                        cases += [Evaluation(start, "<=", lam**i * mass(M[path[i]], T)) for i in range(1, k + 1)]
        cases += [Evaluation(lam**j, "<=", lam**k) for j in range(k + 1)]
        return weakest(cases)

    # ---- composition

    COMPOSE = PURE[:4] + PURE[5:6] + PURE[7:]
    COMPOSE_TEXT = ("binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, (1/4, 3/4)|(1/2, 1/2), "
                    "(1/5, 4/5)|(1/20, 19/20)")

    def _compose_points(ks: tuple[int, ...]) -> Iterator[Point]:
        for k in ks:
            for chosen in combinations_with_replacement(range(len(COMPOSE)), k):
                yield {"mechanisms": tuple(COMPOSE[i] for i in chosen)}

    @st.composite
    def _compose_strategy(draw: st.DrawFn, ks: tuple[int, ...] = (2, 3), positive: bool = True) -> Point:
        k = draw(st.sampled_from(ks))
        return {"mechanisms": tuple(draw(_pair(positive=positive)) for _ in range(k))}

    def _is_sequence(mechanisms: object, positive: bool = True) -> bool:
        return (isinstance(mechanisms, tuple) and 1 <= len(mechanisms) <= 3
                and all(isinstance(pq, tuple) and len(pq) == 2 and _pairs_ok(*pq) and len(pq[0]) == len(pq[1])
                        and (not positive or _pure_level(*pq) is not None) for pq in mechanisms))

    def _compose_domain(ks: tuple[int, ...], text: str) -> Domain:
        return Domain(f"k in {set(ks)} mechanisms, independent coins, each from {{{text}}} (with repetition)",
                      lambda: _compose_points(ks),
                      searched="k random pairs with positive weights 1..9 on 2-3 outcomes",
                      contains=lambda p: _is_sequence(p["mechanisms"]) and len(p["mechanisms"]) in ks)

    def _joint(mechanisms: tuple) -> tuple[tuple[Fraction, ...], tuple[Fraction, ...]]:
        return product_dist(*(pq[0] for pq in mechanisms)), product_dist(*(pq[1] for pq in mechanisms))

    @SURVEY.claim(
        "simple-composition",
        label="Theorem 3.9",
        statement=r"given sequence of outputs $z = (z_1, \dots, z_k)$ via $\varepsilon$-differentially private "
        r"mechanisms "
        r"$\mathcal{M}_i$, $\mathcal{M}(\cdot) := (\mathcal{M}_1(\cdot), \dots, \mathcal{M}_k(\cdot))$. Then "
        r"$\ln \left( \frac{\Pr[\mathcal{M}(x) = z]}{\Pr[\mathcal{M}(y) = z]} \right) \leq k\varepsilon.$",
        hypotheses="the M_i run on independent coins (not stated; the usual reading of (M_1(x), ..., M_k(x))); e^ε = "
        "the largest exact level of the M_i (each is then ε-DP); every z, both orders; the proof's chain rule: "
        "the joint ratio equals the product of the conditional ratios",
        domain=_compose_domain((2, 3), COMPOSE_TEXT),
        strategy=lambda: _compose_strategy(),
        guard=lambda mechanisms: _is_sequence(mechanisms),
    )
    def simple_composition(mechanisms: tuple) -> Evaluation:
        lam = max(_pure_level(*pq) for pq in mechanisms)  # type: ignore[type-var]
        k = len(mechanisms)
        joint_x, joint_y = _joint(mechanisms)
        cases = []
        for index, z in enumerate(product(*(range(len(pq[0])) for pq in mechanisms))):
            factors = F(1)
            for (P, Q), zi in zip(mechanisms, z, strict=True):
                factors *= P[zi] / Q[zi]
            ratio = joint_x[index] / joint_y[index]
            cases += [equal(ratio, factors), Evaluation(ratio, "<=", lam**k),
                      Evaluation(joint_y[index] / joint_x[index], "<=", lam**k)]
        return weakest(cases)

    def _two_points() -> Iterator[Point]:
        for first, second in product(COMPOSE, repeat=2):
            yield {"mechanisms": (first, second)}

    @SURVEY.claim(
        "general-composition",
        label="Theorem 3.10",
        statement=r"$\mathcal{M}_1$ and $\mathcal{M}_2$ $\varepsilon_1$- and $\varepsilon_2$-differentially "
        r"private, then "
        r"$\mathcal{M}_{1,2}(x) = (\mathcal{M}_1(x), \mathcal{M}_2(x))$ is $\varepsilon_1 + "
        r"\varepsilon_2$-differentially "
        r"private; proof: $\frac{\Pr[\mathcal{M}_{1,2}(x) = (r_1, r_2)]}{\Pr[\mathcal{M}_{1,2}(y) = (r_1, r_2)]} = "
        r"\frac{\Pr[\mathcal{M}_1(x) = r_1]}{\Pr[\mathcal{M}_1(y) = r_1]} \frac{\Pr[\mathcal{M}_2(x) = r_2]}"
        r"{\Pr[\mathcal{M}_2(y) = r_2]} \leq \exp(\varepsilon_1) \exp(\varepsilon_2)$",
        hypotheses="independent coins; e^ε_i = the exact level of M_i; each '=' and '<=' of the proof at every "
        "(r_1, r_2), and the conclusion P(S) <= e^(ε_1 + ε_2) Q(S) for every set S of R_1 x R_2, both orders",
        domain=Domain(f"ordered pairs of mechanisms from {{{COMPOSE_TEXT}}}, independent coins", _two_points,
                      searched="two random pairs with positive weights 1..9 on 2-3 outcomes",
                      contains=lambda p: _is_sequence(p["mechanisms"]) and len(p["mechanisms"]) == 2),
        strategy=lambda: _compose_strategy(ks=(2,)),
        guard=lambda mechanisms: _is_sequence(mechanisms) and len(mechanisms) == 2,
    )
    def general_composition(mechanisms: tuple) -> Evaluation:
        (P1, Q1), (P2, Q2) = mechanisms
        lam1, lam2 = _pure_level(P1, Q1), _pure_level(P2, Q2)
        assert lam1 is not None and lam2 is not None
        X, Y = _joint(mechanisms)
        cases = []
        for r1, r2 in product(range(len(P1)), range(len(P2))):
            ratio = X[r1 * len(P2) + r2] / Y[r1 * len(P2) + r2]
            cases += [chain_of(ratio, P1[r1] * P2[r2] / (Q1[r1] * Q2[r2]), P1[r1] / Q1[r1] * (P2[r2] / Q2[r2])),
                      Evaluation(ratio, "<=", lam1 * lam2)]
        for S in subsets(len(X)):
            cases += [Evaluation(mass(X, S), "<=", lam1 * lam2 * mass(Y, S)),
                      Evaluation(mass(Y, S), "<=", lam1 * lam2 * mass(X, S))]
        return weakest(cases)

    def _pure_points() -> Iterator[Point]:
        for P, Q in PURE:
            yield {"P": P, "Q": Q}

    @SURVEY.claim(
        "ratio-of-sums",
        label="Theorem 3.10",
        statement=r"(the step from the pointwise bound of the proofs of Theorems 3.9 and 3.10 to the set bound of "
        r"Definition 3.5) $\frac{\sum_{z \in S} \Pr[\mathcal{M}(x) = z]}{\sum_{z \in S} \Pr[\mathcal{M}(y) = z]} \leq "
        r"\max_{z \in S} \frac{\Pr[\mathcal{M}(x) = z]}{\Pr[\mathcal{M}(y) = z]}$",
        hypotheses="every nonempty set S of outcomes; Q(z) > 0 for every z",
        domain=Domain(f"(P, Q) in {{{FAMILY_TEXT}}}; every nonempty S", _pure_points,
                      searched="random pairs with positive weights 1..9 on 2-3 outcomes",
                      contains=lambda p: _pairs_ok(p["P"], p["Q"]) and len(p["P"]) == len(p["Q"])
                      and all(v > 0 for v in p["Q"])),
        strategy=lambda: _pair(positive=True).map(lambda pq: {"P": pq[0], "Q": pq[1]}),
        guard=lambda P, Q: _pairs_ok(P, Q) and len(P) == len(Q) and all(v > 0 for v in Q),
    )
    def ratio_of_sums(P: tuple[Fraction, ...], Q: tuple[Fraction, ...]) -> Evaluation:
        return weakest(Evaluation(mass(P, S) / mass(Q, S), "<=", max(P[z] / Q[z] for z in S))
                       for S in subsets(len(P)) if S)

    @SURVEY.claim(
        "composition-corollary",
        label="Corollary 3.11",
        statement=r"Let $\{\mathcal{M}_i\}_{i \in [k]}$ be a finite sequence of $\varepsilon_i$-differentially private "
        r"algorithms. If $\mathcal{M}_{[k]}(x) = (\mathcal{M}_1(x), \dots, \mathcal{M}_k(x))$, then "
        r"$\mathcal{M}_{[k]}$ is $\sum_{i=1}^k \varepsilon_i$-differentially private.",
        hypotheses="independent coins; e^ε_i = the exact level of M_i; every set S through max_S (P(S) - λQ(S)) = "
        "Σ_z (P(z) - λQ(z))⁺ (must be 0), both orders",
        domain=_compose_domain((2, 3), COMPOSE_TEXT),
        strategy=lambda: _compose_strategy(),
        guard=lambda mechanisms: _is_sequence(mechanisms),
    )
    def composition_corollary(mechanisms: tuple) -> Evaluation:
        lam = F(1)
        for pq in mechanisms:
            lam *= _pure_level(*pq)  # type: ignore[operator]
        X, Y = _joint(mechanisms)
        return Evaluation(_delta(X, Y, lam), "<=", 0)

    def _approx_compose_points(k: int) -> Iterator[Point]:
        grid = APPROX[:4] + APPROX[7:]
        for lams in product((F(1), F(2)), repeat=k):
            for chosen in combinations_with_replacement(range(len(grid)), k):
                yield {"mechanisms": tuple(grid[i] for i in chosen), "lambdas": lams}

    @st.composite
    def _approx_compose_strategy(draw: st.DrawFn, k: int) -> Point:
        return {"mechanisms": tuple(draw(_pair(positive=False)) for _ in range(k)),
                "lambdas": tuple(draw(st.sampled_from(LAMBDAS)) for _ in range(k))}

    def _approx_domain(k: int) -> Domain:
        text = ("binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, (1/5, 4/5)|(1/20, 19/20), "
                "(1/10, 9/10)|(0, 1), (1/2, 1/2, 0)|(0, 1/2, 1/2)")
        return Domain(f"{k} mechanisms with independent coins from {{{text}}} (with repetition); each e^ε_i in {{1, "
        f"2}}, "
                      "δ_i its smallest δ", lambda: _approx_compose_points(k),
                      searched=f"{k} random pairs with weights 0..9 on 2-3 outcomes; e^ε_i in {{1, 3/2, 2}}",
                      contains=lambda p: _is_sequence(p["mechanisms"], positive=False) and len(p["mechanisms"]) == k
                      and all(lam in LAMBDAS for lam in p["lambdas"]))

    def _approx_composition(mechanisms: tuple, lambdas: tuple[Fraction, ...]) -> Evaluation:
        X, Y = _joint(mechanisms)
        lam, total = F(1), F(0)
        for (P, Q), lam_i in zip(mechanisms, lambdas, strict=True):
            lam *= lam_i
            total += _delta(P, Q, lam_i)
        return Evaluation(_delta(X, Y, lam), "<=", total)

    SURVEY.claim(
        "approx-composition-two",
        label="Lemma 3.12",
        statement=r"$\mathcal{M}_1, \mathcal{M}_2$ $(\varepsilon_1, \delta_1)$- and $(\varepsilon_2, \delta_2)$-"
        r"differentially private, then $x \mapsto (\mathcal{M}_1(x), \mathcal{M}_2(x))$ is $(\varepsilon_1 + "
        r"\varepsilon_2, \delta_1 + \delta_2)$-differentially private.",
        hypotheses="independent coins; δ_i the smallest δ for which M_i is (ε_i, δ)-DP; every set S through "
        "max_S (P(S) - λQ(S)) = Σ_z (P(z) - λQ(z))⁺, both orders",
        domain=_approx_domain(2),
        strategy=lambda: _approx_compose_strategy(2),
        guard=lambda mechanisms, lambdas: _is_sequence(mechanisms, positive=False) and len(lambdas) == len(mechanisms),
    )(_approx_composition)

    SURVEY.claim(
        "approx-composition",
        label="Theorem 3.13",
        statement=r"Let $\{\mathcal{M}_i\}_{i \in [k]}$ be a finite sequence of $(\varepsilon_i, \delta_i)$-"
        r"differentially private algorithms ... then $\mathcal{M}_{[k]}$ is $(\sum_{i=1}^k \varepsilon_i, "
        r"\sum_{i=1}^k \delta_i)$-differentially private.",
        hypotheses="k = 3; independent coins; δ_i the smallest δ for which M_i is (ε_i, δ)-DP; every set S through "
        "Σ_z (P(z) - λQ(z))⁺, both orders",
        domain=_approx_domain(3),
        strategy=lambda: _approx_compose_strategy(3),
        guard=lambda mechanisms, lambdas: _is_sequence(mechanisms, positive=False) and len(lambdas) == len(mechanisms),
    )(_approx_composition)

    # ---- the relation ≅ and its three properties

    TWO = tuple(_dist(a, 1 - F(a)) for a in ("0", "1/10", "3/10", "1/2"))
    TWO_TEXT = "distributions (0, 1), (1/10, 9/10), (3/10, 7/10), (1/2, 1/2) on two outcomes"

    def _printed_related(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], eps: Fraction, delta: Fraction) -> bool:
        """The printed α ≅_(ε,δ) β: |(P(S) - δ)/Q(S)| <= ε for every S where Q(S) > 0 (the quotient is defined)."""
        return all(abs((mass(P, S) - delta) / mass(Q, S)) <= eps for S in subsets(len(P)) if mass(Q, S) > 0)

    def _dp_related(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], eps: Fraction, delta: Fraction) -> bool:
        """Definition 3.5 for the pair: P(S) <= exp(ε) Q(S) + δ for every S, exp(ε) enclosed (ε rational)."""
        from krverify.model.hockey_stick import exp_enclosure

        low, high = exp_enclosure(eps)
        for S in subsets(len(P)):
            gap = mass(P, S) - delta
            if gap <= low * mass(Q, S):
                continue
            if gap > high * mass(Q, S):
                return False
            raise ValueError(f"exp({eps}) enclosure too wide to decide set {S}")
        return True

    def _relation_points() -> Iterator[Point]:
        for eps in (F(1, 2), F(1), F(2)):
            for delta in (F(0), F(1, 10)):
                for P, Q in product(TWO, repeat=2):
                    yield {"P": P, "Q": Q, "eps": eps, "delta": delta}

    SURVEY.claim(
        "relation",
        label="Denote",
        kind="identity",
        statement=r"Denote $\alpha \cong_{(\varepsilon, \delta)} \beta$ if $\left| \frac{\Pr[\mathcal{M}(\alpha) "
        r"\in S] "
        r"- \delta}{\Pr[\mathcal{M}(\beta) \in S]} \right| \leq \varepsilon$",
        hypotheses="read for every S with Pr[M(β) ∈ S] > 0; decided against what the properties below need, "
        "Definition 3.5: Pr[M(α) ∈ S] <= exp(ε) Pr[M(β) ∈ S] + δ for every S (ε rational, exp(ε) enclosed); "
        "1 = related, 0 = not",
        domain=Domain(f"M(α), M(β) among the {TWO_TEXT}; ε in {{1/2, 1, 2}}; δ in {{0, 1/10}}", _relation_points),
        strategy=lambda: st.fixed_dictionaries({"P": st.sampled_from(TWO), "Q": st.sampled_from(TWO),
                                                "eps": st.sampled_from((F(1, 2), F(1), F(2))),
                                                "delta": st.sampled_from((F(0), F(1, 10)))}),
        finding="The printed relation bounds |(P(S) - δ)/Q(S)| by ε itself: identical distributions are not related "
        "for ε < 1 (S = everything gives 1), so it is not (ε, δ)-indistinguishability. Definition 3.5 needs "
        "P(S) <= e^ε Q(S) + δ.",
    )(lambda P, Q, eps, delta: same_truth(_printed_related(P, Q, eps, delta), _dp_related(P, Q, eps, delta)))

    def _monotone_points() -> Iterator[Point]:
        for P, Q in APPROX:
            for lam, lam2 in ((F(3, 2), F(2)), (F(2), F(3))):
                yield {"P": P, "Q": Q, "e^eps": lam, "e^eps'": lam2}

    @SURVEY.claim(
        "monotonicity",
        label="Monotonicity",
        statement=r"For $\varepsilon' > \varepsilon > 0, \delta' > \delta > 0$, $(\varepsilon, \delta)$-differential "
        r"privacy implies $(\varepsilon', \delta')$-differential privacy",
        hypotheses="Definition 3.5 (the statement names differential privacy, not ≅); δ the smallest δ for which "
        "(P, Q) is (ε, δ)-DP, δ' = δ + 1/100 (any δ' > δ is weaker)",
        domain=Domain(f"(P, Q) in {{{APPROX_TEXT}}}; (e^ε, e^ε') in {{(3/2, 2), (2, 3)}}", _monotone_points),
        strategy=lambda: _pair(positive=False).flatmap(lambda pq: st.fixed_dictionaries({
            "P": st.just(pq[0]), "Q": st.just(pq[1]), "e^eps": st.just(F(3, 2)), "e^eps'": st.just(F(2))})),
        guard=lambda P, Q: _pairs_ok(P, Q) and len(P) == len(Q),
    )
    def monotonicity(point: Point) -> Evaluation:
        P, Q, lam, lam2 = point["P"], point["Q"], point["e^eps"], point["e^eps'"]
        return Evaluation(_delta(P, Q, lam2), "<=", _delta(P, Q, lam) + F(1, 100))

    def _triangle_points() -> Iterator[Point]:
        for eps in (F(1, 2), F(1)):
            for delta in (F(1, 10), F(1, 5)):
                for a1, a2, a3 in product(TWO, repeat=3):
                    yield {"a1": a1, "a2": a2, "a3": a3, "eps": eps, "delta": delta}

    def _triangle_printed(a1: tuple, a2: tuple, a3: tuple, eps: Fraction, delta: Fraction) -> Evaluation:
        premise = _printed_related(a1, a2, eps, delta) and _printed_related(a2, a3, eps, delta)
        return Evaluation(int(_printed_related(a1, a3, 2 * eps, 2 * delta)), ">=", int(premise),
                          detail="1 = related; the conclusion must hold whenever both premises do")

    SURVEY.claim(
        "triangle-printed",
        label="Triangle Inequality",
        statement=r"Let $\alpha_1 \cong_{(\varepsilon_1, \delta_1)} \alpha_2$ and $\alpha_2 \cong_{(\varepsilon_2, "
        r"\delta_2)} \alpha_3 \implies \alpha_1 \cong_{(\varepsilon_1 + \varepsilon_2, \delta_1 + \delta_2)} \alpha_3$",
        hypotheses="≅ as printed (|(P(S) - δ)/Q(S)| <= ε for every S with Q(S) > 0); ε_1 = ε_2, δ_1 = δ_2",
        domain=Domain(f"M(α_1), M(α_2), M(α_3) among the {TWO_TEXT}; ε_1 = ε_2 in {{1/2, 1}}; δ_1 = δ_2 in "
                      "{1/10, 1/5}", _triangle_points),
        strategy=lambda: st.fixed_dictionaries({"a1": st.sampled_from(TWO), "a2": st.sampled_from(TWO),
                                                "a3": st.sampled_from(TWO), "eps": st.sampled_from((F(1, 2), F(1))),
                                                "delta": st.sampled_from((F(1, 10), F(1, 5)))}),
        finding="Under the printed ≅ (ε bounds a quotient, not its logarithm) the triangle inequality fails: "
        "(1/2, 1/2) ≅ (0, 1) ≅ (1/10, 9/10) at (1, 1/10), but (1/2, 1/2) and (1/10, 9/10) are not related at "
        "(2, 1/5): S = {first outcome} gives |(1/2 - 1/5)/(1/10)| = 3 > 2 — a consequence of the misprinted relation.",
    )(_triangle_printed)

    def _triangle_dp_points() -> Iterator[Point]:
        for lam in (F(2), F(3, 2)):
            for a1, a2, a3 in product(TWO, repeat=3):
                yield {"a1": a1, "a2": a2, "a3": a3, "e^eps": lam}

    TRIANGLE_DP = Domain(f"M(α_1), M(α_2), M(α_3) among the {TWO_TEXT}; e^ε_1 = e^ε_2 in {{2, 3/2}}; δ_i the "
                         "smallest δ relating each pair", _triangle_dp_points)

    def _triangle_dp(point: Point, corrected: bool) -> Evaluation:
        a1, a2, a3, lam = point["a1"], point["a2"], point["a3"], point["e^eps"]
        d1, d2 = hockey(a1, a2, lam), hockey(a2, a3, lam)
        return Evaluation(hockey(a1, a3, lam * lam), "<=", d1 + (lam * d2 if corrected else d2),
                          detail="smallest δ relating α_1 to α_3 at e^(ε_1 + ε_2)")

    def _triangle_strategy() -> st.SearchStrategy[Point]:
        return st.fixed_dictionaries({"a1": st.sampled_from(TWO), "a2": st.sampled_from(TWO),
                                      "a3": st.sampled_from(TWO), "e^eps": st.sampled_from((F(2), F(3, 2)))})

    SURVEY.claim(
        "triangle",
        label="Triangle Inequality",
        statement=r"Let $\alpha_1 \cong_{(\varepsilon_1, \delta_1)} \alpha_2$ and $\alpha_2 \cong_{(\varepsilon_2, "
        r"\delta_2)} \alpha_3 \implies \alpha_1 \cong_{(\varepsilon_1 + \varepsilon_2, \delta_1 + \delta_2)} \alpha_3$",
        hypotheses="≅ read as Definition 3.5 (Pr[M(α) ∈ S] <= e^ε Pr[M(β) ∈ S] + δ for every S); δ_1, δ_2 the "
        "smallest δs relating α_1 to α_2 and α_2 to α_3 (every larger δ_i follows); every S through Σ_z (P - λQ)⁺",
        domain=TRIANGLE_DP,
        strategy=_triangle_strategy,
        finding="With the relation of Definition 3.5 the δs do not add: α_1 = (3/10, 7/10), α_2 = (1/10, 9/10), "
        "α_3 = (0, 1) are related at (ln 2, 1/10) twice, but α_1, α_3 need δ = 3/10 > 1/5 at ln 4. The bound is "
        "δ_1 + e^(ε_1) δ_2.",
        correction=SURVEY.correction(
            "triangle.corrected",
            label="Triangle Inequality",
            statement=r"$\alpha_1 \cong_{(\varepsilon_1, \delta_1)} \alpha_2$ and $\alpha_2 \cong_{(\varepsilon_2, "
            r"\delta_2)} \alpha_3 \implies \alpha_1 \cong_{(\varepsilon_1 + \varepsilon_2, \delta_1 + "
            r"e^{\varepsilon_1} \delta_2)} \alpha_3$",
            hypotheses="≅ as Definition 3.5; δ_i the smallest δs",
            domain=TRIANGLE_DP,
            strategy=_triangle_strategy,
        )(lambda point: _triangle_dp(point, corrected=True)),
    )(lambda point: _triangle_dp(point, corrected=False))

    def _convexity_points() -> Iterator[Point]:
        for p in (F(1, 4), F(1, 2)):
            for a1, a2, b1, b2 in product(TWO[1:], repeat=4):
                yield {"a1": a1, "a2": a2, "b1": b1, "b2": b2, "p": p, "eps": F(1), "delta": F(1, 10)}

    CONVEXITY = Domain(f"α_1, α_2, β_1, β_2 among the {TWO_TEXT} except (0, 1); p in {{1/4, 1/2}}; "
                       "ε = 1, δ = 1/10", _convexity_points)

    def _convexity_strategy() -> st.SearchStrategy[Point]:
        return st.fixed_dictionaries({k: st.sampled_from(TWO[1:]) for k in ("a1", "a2", "b1", "b2")} | {
            "p": st.sampled_from((F(1, 4), F(1, 2))), "eps": st.just(F(1)), "delta": st.just(F(1, 10))})

    def _convexity(point: Point, related: object) -> Evaluation:
        a1, a2, b1, b2, p = point["a1"], point["a2"], point["b1"], point["b2"], point["p"]
        eps, delta = point["eps"], point["delta"]
        premise = related(a1, a2, eps, delta) and related(b1, b2, eps, delta)  # type: ignore[operator]
        conclusion = related(mix(p, a1, b1), mix(p, a2, b2), eps, delta)  # type: ignore[operator]
        return Evaluation(int(conclusion), ">=", int(premise), detail="1 = related")

    SURVEY.claim(
        "quasi-convexity-printed",
        label="Quasi-Convexity",
        statement=r"Let $\alpha_1 \cong_{(\varepsilon, \delta)} \alpha_2$ and $\beta_1 \cong_{(\varepsilon, \delta)} "
        r"\beta_2$, then for any $p \in [0, 1], (1 - p)\alpha_1 + p\beta_1 \cong_{(\varepsilon, \delta)} (1 - p)"
        r"\alpha_2 + p\beta_2$",
        hypotheses="≅ as printed; (1 - p)α + pβ read as the mixture of the output distributions",
        domain=CONVEXITY,
        strategy=_convexity_strategy,
    )(lambda point: _convexity(point, _printed_related))

    SURVEY.claim(
        "quasi-convexity",
        label="Quasi-Convexity",
        statement=r"Let $\alpha_1 \cong_{(\varepsilon, \delta)} \alpha_2$ and $\beta_1 \cong_{(\varepsilon, \delta)} "
        r"\beta_2$, then for any $p \in [0, 1], (1 - p)\alpha_1 + p\beta_1 \cong_{(\varepsilon, \delta)} (1 - p)"
        r"\alpha_2 + p\beta_2$",
        hypotheses="≅ read as Definition 3.5 (exp(ε) enclosed); (1 - p)α + pβ the mixture of the output distributions",
        domain=CONVEXITY,
        strategy=_convexity_strategy,
    )(lambda point: _convexity(point, _dp_related))
