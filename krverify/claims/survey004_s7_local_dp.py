"""004_3b24c074030182c5.txt (a survey of differential privacy), §7: local differential privacy — randomized
response, the central/local sample sizes, RAPPOR's permanent randomized response (Theorem 7.4 and every step
of its proof), 1-bit mean estimation (Lemmas 7.5-7.6, Theorem 7.7) and randomized rounding (Lemma 7.8,
Theorem 7.9).

e^ε = λ is rational, so every probability is exact.  Where the text compares with ε itself (1/(ε√n), ε²)
or with e^(-x) and log(2/δ), rational enclosures decide (krverify/model/concentration.py): a bound is shown
against the side of the enclosure that makes the comparison sound, and an event {|μ̂ - μ| >= t} with an
irrational t is decided value by value from the enclosure of t² (an undecidable tie raises).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import combinations, product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, chain_of, equal, weakest
from krverify.claims._registry import Document
from krverify.claims._spaces import sampled
from krverify.model.concentration import log_bounds, poisson_binomial, tail_at_most_exp
from krverify.model.one_bit import estimate, one_bit, round_up
from krverify.model.randomized_response import bit_report, neighbours, vectors
from krverify.model.randomized_response import report_pmf as rr_pmf
from krverify.model.rappor import blooms, irr_bit, prr_pmf, report_pmf

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
LAMBDAS = (F(3, 2), F(2), F(3), F(10))
LAMBDA_TEXT = "e^ε in {3/2, 2, 3, 10}"


def _lambda_strategy() -> st.SearchStrategy[Fraction]:
    return st.fractions(1, 30, max_denominator=12).filter(lambda v: v > 1)


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


# --------------------------------------------------------------------------- §7: RR is LDP

with SURVEY.section("7"):

    def _rr_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for x1, x2, z in product((0, 1), repeat=3):
                yield {"e^eps": lam, "X_1": x1, "X_2": x2, "z": z}

    @SURVEY.claim(
        "rr-ldp",
        label="randomised response is locally differentially private",
        statement=r"for any pair of bits $X_1, X_2$ of a user, and for $z \in \{0, 1\}$ we showed that $\ln \left( "
        r"\frac{\Pr[\mathcal{M}(X_1) = z]}{\Pr[\mathcal{M}(X_2) = z]} \right) \leq \varepsilon,$ which simply means "
        r"that randomised response is locally differentially private!",
        hypotheses="M = ε-RR of §4.1.3; Definition 7.1 (every output z); ln increasing, so ratios are compared",
        domain=Domain(f"X_1, X_2, z in {{0, 1}}; {LAMBDA_TEXT}", _rr_points),
        strategy=lambda: st.fixed_dictionaries({"e^eps": _lambda_strategy(), "X_1": st.sampled_from((0, 1)),
                                                "X_2": st.sampled_from((0, 1)), "z": st.sampled_from((0, 1))}),
    )
    def rr_ldp(point: Point) -> Evaluation | None:
        lam = point["e^eps"]
        if lam <= 1:
            return None
        return Evaluation(bit_report(point["X_1"], point["z"], lam) / bit_report(point["X_2"], point["z"], lam),
                          "<=", lam)

    def _central_points() -> Iterator[Point]:
        for n in (1, 2, 3):
            for lam in LAMBDAS[:3]:
                yield {"e^eps": lam, "n": n}

    @SURVEY.claim(
        "ldp-central",
        label="slightly stronger guarantee",
        statement=r"Formally, local differential privacy is a slightly stronger guarantee than, but in essence similar "
        r"to, differential privacy.",
        hypotheses="checkable part: ε-RR applied to each of n records independently is ε-DP (Definition 3.5, δ = 0) "
        "for databases differing in one record: every x, every neighbour, every set S of reports",
        domain=Domain("n in {1, 2, 3}; every x in {0,1}^n, every x' differing in one bit, every set S of "
                      "{0,1}^n; e^ε in {3/2, 2, 3}", _central_points),
        strategy=lambda: st.fixed_dictionaries({"e^eps": _lambda_strategy(), "n": st.integers(1, 2)}),
        guard=lambda n: 1 <= n <= 3,
    )
    def ldp_central(point: Point) -> Evaluation:
        lam, n = point["e^eps"], point["n"]
        space = list(vectors(n))
        cases = []
        for x in space:
            P = [rr_pmf(x, b, lam) for b in space]
            for y in neighbours(x):
                Q = [rr_pmf(y, b, lam) for b in space]
                for size in range(1, len(space) + 1):
                    for S in combinations(range(len(space)), size):
                        cases.append(Evaluation(sum(P[i] for i in S), "<=", lam * sum(Q[i] for i in S)))
        return weakest(cases)


with SURVEY.section("7.1"):

    SURVEY.not_checkable(
        "ldp-noise",
        label="LDP: A Silver Bullet?",
        statement=r"local differential privacy is a stronger guarantee than 'vanilla' differential privacy, and "
        r"hence for "
        r"the same $\varepsilon > 0$, the noise added ... is more than that for an application of a central "
        r"$\varepsilon$-differentially private algorithm",
        reason="a qualitative comparison of noise across all mechanisms (§7.2 makes one instance quantitative)",
    )
    SURVEY.not_checkable(
        "cldp",
        label="Definition 7.2",
        statement=r"Condensed Local Differential Privacy; there is currently no known separation between the local "
        r"variants of $\varepsilon$- and $(\varepsilon, \delta)$-differential privacy",
        reason="a definition cited from [19] and a statement about the state of the literature",
    )


# --------------------------------------------------------------------------- §7.2 central vs local

with SURVEY.section("7.2"):

    SURVEY.not_checkable(
        "laplace-noise-bound",
        label="the magnitude of noise",
        statement=r"$\hat{\mu} = \frac{1}{n} \sum_{i=1}^n X_i + \text{Lap}\left(\frac{1}{\varepsilon n}\right).$ "
        r"Here it "
        r"can be easily seen that the magnitude of noise, $|\mu - \hat{\mu}| \leq \frac{1}{\varepsilon n}$ ... "
        r"$\implies n \geq \frac{1}{\alpha \varepsilon}$",
        reason="continuous Laplace noise (not a finite mechanism); as printed it is false — Lap(b) is unbounded and "
        "Pr[|Lap(b)| > b] = e^-1 — only E|μ - μ̂| = 1/(εn) holds",
    )

    def _rr_mean_pmf(n: int, lam: Fraction, ones: int) -> tuple[Fraction, ...]:
        """P[Σ Y_i = s] for RR reports of x with ``ones`` ones among n bits."""
        keep = lam / (1 + lam)
        return poisson_binomial([keep] * ones + [1 - keep] * (n - ones))

    def _rr_deviation(n: int, lam: Fraction, ones: int, s: int) -> Fraction:
        """μ̂ - μ when Σ Y_i = s (μ̂ of §4.1.3)."""
        return ((lam + 1) * s - n) / ((lam - 1) * n) - F(ones, n)

    def _variance_points() -> Iterator[Point]:
        for lam in (F(5, 4), *LAMBDAS):
            for n in (1, 2, 3, 5, 10):
                for ones in sorted({0, n // 2, n}):
                    yield {"e^eps": lam, "n": n, "ones": ones}

    VARIANCE = Domain("e^ε in {5/4, 3/2, 2, 3, 10}; n in {1, 2, 3, 5, 10}; x with 0, n/2 (rounded down) or n ones",
                      _variance_points)

    def _variance_strategy() -> st.SearchStrategy[Point]:
        return st.integers(1, 12).flatmap(lambda n: st.fixed_dictionaries({
            "e^eps": _lambda_strategy(), "n": st.just(n), "ones": st.integers(0, n)}))

    def _variance(n: int, lam: Fraction, ones: int) -> Fraction:
        pmf = _rr_mean_pmf(n, lam, ones)
        return sum((_rr_deviation(n, lam, ones, s) ** 2 * p for s, p in enumerate(pmf)), F(0))

    @SURVEY.claim(
        "rr-variance",
        label=r"O\left(\frac{1}{\epsilon^2 n}\right)",
        statement=r"Now for the above described randomised response, if $\varepsilon = O(1)$, then the variance of "
        r"$\hat{\mu}$ is $O\left(\frac{1}{\epsilon^2 n}\right)$.",
        hypotheses="quantitative reading (docs/readings.md rule 10): Var(μ̂) <= 1/(ε² n), the constant the Chebyshev "
        "display below uses; Var(μ̂) exact over every report count (it equals e^ε/(n(e^ε - 1)²)); 1/ε² replaced by "
        "its rational lower bound 1/hi(ε)² (sound for '<=')",
        domain=VARIANCE,
        strategy=_variance_strategy,
        guard=lambda n, ones: n >= 1 and 0 <= ones <= n,
    )
    def rr_variance(point: Point) -> Evaluation | None:
        lam, n, ones = point["e^eps"], point["n"], point["ones"]
        if lam <= 1:
            return None
        variance = _variance(n, lam, ones)
        low_bound = 1 / (_eps_squared(lam)[1] * n)
        return weakest((equal(variance, lam / (n * (lam - 1) ** 2)), Evaluation(variance, "<=", low_bound)))

    def _threshold_tail(n: int, lam: Fraction, ones: int, t_sq: tuple[Fraction, Fraction], strict: bool) -> Fraction:
        """P[|μ̂ - μ| >= t] (or > t) with t² enclosed."""
        pmf = _rr_mean_pmf(n, lam, ones)
        return sum((p for s, p in enumerate(pmf) if p and _at_least(_rr_deviation(n, lam, ones, s) ** 2, t_sq, strict)),
                   F(0))

    @SURVEY.claim(
        "rr-chebyshev",
        label="By Chebyshev's inequality",
        statement=r"By Chebyshev's inequality, $\Pr\left[|\hat{\mu} - \mu| \geq \frac{1}{\epsilon\sqrt{n}}\right] \leq "
        r"\frac{\text{Var}(\hat{\mu})}{\frac{1}{\epsilon^2 n}}.$",
        hypotheses="ε = ln e^ε; the event decided exactly from an enclosure of 1/(ε² n); the right side replaced by "
        "its rational lower bound Var(μ̂)·lo(ε)²·n (sound for '<=')",
        domain=VARIANCE,
        strategy=_variance_strategy,
        guard=lambda n, ones: n >= 1 and 0 <= ones <= n,
    )
    def rr_chebyshev(point: Point) -> Evaluation | None:
        lam, n, ones = point["e^eps"], point["n"], point["ones"]
        if lam <= 1:
            return None
        low, high = _eps_squared(lam)
        tail = _threshold_tail(n, lam, ones, (1 / (high * n), 1 / (low * n)), strict=False)
        return Evaluation(tail, "<=", _variance(n, lam, ones) * low * n)

    def _sample_points() -> Iterator[Point]:
        for lam in (F(3), F(2)):
            for alpha in (F(1, 2), F(1, 10)):
                for n in (*range(1, 11), 83, 100, 200):
                    yield {"e^eps": lam, "alpha": alpha, "n": n}

    SAMPLE = Domain("e^ε in {3, 2}; α in {1/2, 1/10}; n in 1..10 and {83, 100, 200} with n >= 1/(α² ε²); "
                    "x = (0, ..., 0)", _sample_points)

    def _sample_guard(lam: Fraction, alpha: Fraction, n: int, power: int) -> bool | None:
        """n >= 1/(α^power ε²), decided from the enclosure of ε² (ValueError on a tie)."""
        low, high = _eps_squared(lam)
        if n * alpha**power * low >= 1:
            return True
        if n * alpha**power * high < 1:
            return False
        raise ValueError("n is within the enclosure of 1/(α² ε²)")

    _sample_strategy = sampled(_sample_points)

    def _sample_size(point: Point) -> Evaluation | None:
        lam, alpha, n = point["e^eps"], point["alpha"], point["n"]
        if not _sample_guard(lam, alpha, n, 2):
            return None
        low, high = _eps_squared(lam)
        return Evaluation(_threshold_tail(n, lam, 0, (1 / (high * n), 1 / (low * n)), strict=False), "<=", alpha)

    def _sample_corrected(point: Point) -> Evaluation | None:
        lam, alpha, n = point["e^eps"], point["alpha"], point["n"]
        if not _sample_guard(lam, alpha, n, 3):
            return None
        pmf = _rr_mean_pmf(n, lam, 0)
        tail = sum((p for s, p in enumerate(pmf) if abs(_rr_deviation(n, lam, 0, s)) >= alpha), F(0))
        return Evaluation(tail, "<=", alpha)

    def _corrected_points() -> Iterator[Point]:
        for lam in (F(3), F(2)):
            for alpha in (F(1, 2), F(1, 4)):
                for n in (*range(1, 21), 40, 100, 200):
                    yield {"e^eps": lam, "alpha": alpha, "n": n}

    SURVEY.claim(
        "rr-sample-size",
        label=r"then  $n \geq \frac{1}{\alpha^2 \epsilon^2}$",
        statement=r"So a good choice would be to bound $|\hat{\mu} - \mu| \leq \frac{1}{\epsilon\sqrt{n}} \implies$ if "
        r"we want to bound the error (LHS of the above equation, i.e. $\Pr\left[|\hat{\mu} - \mu| \geq \frac{1}"
        r"{\epsilon\sqrt{n}}\right]$) by $\alpha$, then $n \geq \frac{1}{\alpha^2 \epsilon^2}$.",
        hypotheses="read as printed: n >= 1/(α² ε²) makes Pr[|μ̂ - μ| >= 1/(ε√n)] <= α; ε = ln e^ε; the guard and "
        "the event decided from rational enclosures of ε²",
        domain=SAMPLE,
        strategy=_sample_strategy,
        finding="n >= 1/(α² ε²) does not bound Pr[|μ̂ - μ| >= 1/(ε√n)] by α: the threshold 1/(ε√n) is about one "
        "standard deviation, so the probability does not decrease with n (e^ε = 3, α = 1/2, n = 4: 37/64). "
        "Chebyshev gives Pr[|μ̂ - μ| >= α] <= 1/(n ε² α²), so n >= 1/(β α² ε²) bounds the error by α with "
        "probability 1 - β.",
        correction=SURVEY.correction(
            "rr-sample-size.corrected",
            label=r"then  $n \geq \frac{1}{\alpha^2 \epsilon^2}$",
            statement=r"$n \geq \frac{1}{\beta \alpha^2 \epsilon^2} \implies \Pr[|\hat{\mu} - \mu| \geq \alpha] \leq "
            r"\beta$; here $\beta = \alpha$",
            hypotheses="x = (0, ..., 0); the guard decided from an enclosure of ε²",
            domain=Domain("e^ε in {3, 2}; α in {1/2, 1/4}; n in 1..20 and {40, 100, 200} with n >= 1/(α³ ε²); "
                          "x = (0, ..., 0)", _corrected_points),
            strategy=sampled(_corrected_points),
        )(_sample_corrected),
    )(_sample_size)


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

with SURVEY.section("7.4.1"):

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
        hypotheses="the three branches sum to 1; each '=' at every f",
        domain=Domain("f in {0, 1/4, 1/2, 3/4, 1}", lambda: ({"f": f} for f in (F(0), *FS, F(1)))),
        strategy=lambda: st.fixed_dictionaries({"f": st.fractions(0, 1, max_denominator=20)}),
        guard=lambda f: 0 <= f <= 1,
    )
    def rappor_prr(f: Fraction) -> Evaluation:
        return weakest((equal(f / 2 + f / 2 + (1 - f), F(1)),
                        chain_of(_branches(1, f)[1], f / 2 + (1 - f), 1 - f / 2),
                        equal(_branches(0, f)[1], f / 2)))

    SHAPES = ((2, 1), (3, 1), (4, 1), (4, 2), (5, 2))
    SHAPE_TEXT = "(k, h) in {(2, 1), (3, 1), (4, 1), (4, 2), (5, 2)}"

    def _theorem_points() -> Iterator[Point]:
        for k, h in SHAPES:
            for f in (*FS, F(1)):
                yield {"k": k, "h": h, "f": f}

    THEOREM = Domain(f"{SHAPE_TEXT}; f in {{1/2, 1/4, 3/4, 1}}; every pair of Bloom filters B_1, B_2 with 1..h "
                     "ones; every report b' (a set R's ratio is at most the largest of its members', record "
                     "rappor-ratio-of-sums)", _theorem_points)

    _theorem_strategy = sampled(_theorem_points)

    def _max_ratio(k: int, h: int, f: Fraction) -> Fraction:
        """max over B_1, B_2 and b' of P[B' = b' | B_1]/P[B' = b' | B_2]."""
        space = list(product((0, 1), repeat=k))
        best = F(0)
        for B1 in blooms(k, h):
            row1 = [prr_pmf(B1, b, f) for b in space]
            for B2 in blooms(k, h):
                best = max(best, *(a / prr_pmf(B2, b, f) for a, b in zip(row1, space, strict=True)))
        return best

    @SURVEY.claim(
        "theorem-7.4",
        label="Theorem 7.4",
        statement=r"Permanent Randomised Response satisfies $\epsilon$-local differential privacy, where $\epsilon "
        r"= 2h "
        r"\ln \left( \frac{1 - \frac{1}{2}f}{\frac{1}{2}f} \right).$",
        hypotheses="a Bloom filter of k bits with h hash functions: B has between 1 and h ones; 0 < f <= 1; bits "
        "randomized independently; e^ε = ((1 - f/2)/(f/2))^(2h) exactly",
        domain=THEOREM,
        strategy=_theorem_strategy,
    )
    def theorem_7_4(k: int, h: int, f: Fraction) -> Evaluation:
        return Evaluation(_max_ratio(k, h, f), "<=", ((1 - f / 2) / (f / 2)) ** (2 * h))

    def _factor_points() -> Iterator[Point]:
        for k in (1, 2):
            for B in blooms(k, 1):
                for s in product((1, 0), repeat=k):
                    for b_prime in product((1, 0), repeat=k):
                        yield {"k": k, "f": F(1, 2), "p": F(3, 4), "q": F(1, 4), "B": B, "s": s, "b'": b_prime}

    FACTOR = Domain("k in {1, 2}, h = 1; f = 1/2, p = 3/4, q = 1/4; every B, every report s and every b'",
                    _factor_points)

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
        strategy=sampled(_factor_points),
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
            domain=FACTOR,
            strategy=sampled(_factor_points),
        )(lambda point: _factorization(point, corrected=True)),
    )(lambda point: _factorization(point, corrected=False))

    def _markov_points() -> Iterator[Point]:
        for k in (1, 2):
            for f in FS[:2]:
                for p, q in ((F(3, 4), F(1, 4)), (F(1, 2), F(1, 3))):
                    yield {"k": k, "f": f, "p": p, "q": q}

    @SURVEY.claim(
        "rappor-markov",
        label="independent of what the value of  $B$  is as long as  $B'$  is known",
        kind="identity",
        statement=r"Note that the probability of observing $S = s$ is independent of what the value of $B$ is as long "
        r"as $B'$ is known",
        hypotheses="the joint law of (B, B', S) with B uniform over the Bloom filters with one 1; Pr[S = s | B' = b', "
        "B = b] = Pr[S = s | B' = b'] for every s, b', b",
        domain=Domain("k in {1, 2}, h = 1; f in {1/2, 1/4}; (p, q) in {(3/4, 1/4), (1/2, 1/3)}", _markov_points),
        strategy=sampled(_markov_points),
    )
    def rappor_markov(point: Point) -> Evaluation:
        k, f, p, q = point["k"], point["f"], point["p"], point["q"]
        filters = list(blooms(k, 1))
        space = list(product((0, 1), repeat=k))
        joint = {(b, c, s): F(1, len(filters)) * prr_pmf(b, c, f) * _irr(c, s, p, q)
                 for b in filters for c in space for s in space}
        cases = []
        for b, c, s in joint:
            given_both = joint[b, c, s] / sum(joint[b, c, t] for t in space)
            given_c = sum(joint[a, c, s] for a in filters) / sum(joint[a, c, t] for a in filters for t in space)
            cases.append(equal(given_both, given_c))
        return weakest(cases)

    def _bstar_points() -> Iterator[Point]:
        for k, h in ((3, 1), (4, 1), (4, 2), (5, 2)):
            yield {"k": k, "h": h}

    SURVEY.claim(
        "rappor-bstar",
        label="WLOG, let the bits indexed",
        kind="identity",
        statement=r"Now WLOG, let the bits indexed $1 \leq i \leq h$ be set w.r.t. the hash functions, i.e. $b^* = "
        r"\{b_1 = 1, b_2, \dots, b_h = 1, b_{h+1} = 1, \dots, b_n = 0\}$",
        hypotheses="the printed b* (b_i = 1 for i <= h + 1, 0 after; n read as k >= h + 2) must have exactly the h "
        "ones of 'the bits indexed 1 <= i <= h be set'",
        domain=Domain("(k, h) in {(3, 1), (4, 1), (4, 2), (5, 2)}", _bstar_points),
        strategy=sampled(_bstar_points),
        finding="b* sets b_(h+1) = 1 while the sentence sets only bits 1..h: b* = (1, ..., 1, 0, ..., 0) with h ones.",
    )(lambda k, h: equal(sum(1 if i <= h + 1 else 0 for i in range(1, k + 1)), h))

    def _product_points() -> Iterator[Point]:
        for f in FS:
            for k, h in ((1, 1), (2, 1), (3, 1), (4, 2)):
                for b_prime in product((1, 0), repeat=k):
                    yield {"f": f, "k": k, "h": h, "b'": b_prime}

    PRODUCT = Domain(f"{F_TEXT}; (k, h) in {{(1, 1), (2, 1), (3, 1), (4, 2)}}; b* = 1^h 0^(k-h); every b'",
                     _product_points)

    def _product(point: Point, corrected: bool) -> Evaluation:
        f, k, h, b_prime = point["f"], point["k"], point["h"], point["b'"]
        b_star = tuple(1 if i < h else 0 for i in range(k))
        printed = F(1)
        for i, c in enumerate(b_prime):
            if corrected and i < h:
                printed *= (f / 2) ** (1 - c) * (1 - f / 2) ** c
            else:
                printed *= (f / 2) ** c * (1 - f / 2) ** (1 - c)
        return equal(prr_pmf(b_star, b_prime, f), printed)

    SURVEY.claim(
        "rappor-product",
        label="Theorem 7.4",
        kind="identity",
        statement=r"$\Pr[B' = b'|B = b^*] = \prod_{i=1}^n \left( \frac{1}{2}f \right)^{b'_i} \left( 1 - \frac{1}{2}f "
        r"\right)^{1-b'_i}$",
        hypotheses="b* with its h ones first (as the sentence says; the printed b* is record rappor-bstar); n read "
        "as k",
        domain=PRODUCT,
        strategy=sampled(_product_points),
        finding="The product is P[B' = b' | B = 0]: on the h set bits the roles of f/2 and 1 - f/2 are swapped "
        "(k = h = 1, b' = 1, f = 1/2: 3/4 against 1/4).",
        correction=SURVEY.correction(
            "rappor-product.corrected",
            label="Theorem 7.4",
            kind="identity",
            statement=r"$\Pr[B' = b'|B = b^*] = \prod_{i=1}^{h} (\frac{1}{2}f)^{1-b'_i} (1 - \frac{1}{2}f)^{b'_i} "
            r"\prod_{i=h+1}^{k} (\frac{1}{2}f)^{b'_i} (1 - \frac{1}{2}f)^{1-b'_i}$",
            hypotheses="b* = 1^h 0^(k-h)",
            domain=PRODUCT,
            strategy=sampled(_product_points),
        )(lambda point: _product(point, corrected=True)),
    )(lambda point: _product(point, corrected=False))

    def _sets_points() -> Iterator[Point]:
        for k, h in ((2, 1), (3, 1), (3, 2)):
            for f in FS:
                yield {"k": k, "h": h, "f": f}

    @SURVEY.claim(
        "rappor-ratio-of-sums",
        label="Theorem 7.4",
        statement=r"$\frac{\Pr[B' \in R|B = B_1]}{\Pr[B' \in R|B = B_2]} = \frac{\sum_{B'_i \in R} \Pr[B' = B'_i|B = "
        r"B_1]}{\sum_{B'_i \in R} \Pr[B' = B'_i|B = B_2]} \leq \max_{B'_i \in R} \frac{\Pr[B' = B'_i|B = "
        r"B_1]}{\Pr[B' = "
        r"B'_i|B = B_2]}$",
        hypotheses="every nonempty set R of reports and every pair of distinct Bloom filters; Pr[B' in R | B] "
        "computed by enumerating the report space",
        domain=Domain(f"(k, h) in {{(2, 1), (3, 1), (3, 2)}}; {F_TEXT}; every R, B_1 != B_2", _sets_points),
        strategy=sampled(_sets_points),
    )
    def rappor_ratio_of_sums(k: int, h: int, f: Fraction) -> Evaluation:
        space = list(product((0, 1), repeat=k))
        cases = []
        for B1, B2 in product(list(blooms(k, h)), repeat=2):
            if B1 == B2:
                continue
            P = [prr_pmf(B1, b, f) for b in space]
            Q = [prr_pmf(B2, b, f) for b in space]
            for size in range(1, len(space) + 1):
                for R in combinations(range(len(space)), size):
                    ratio = sum(P[i] for i in R) / sum(Q[i] for i in R)
                    cases.append(Evaluation(ratio, "<=", max(P[i] / Q[i] for i in R)))
        return weakest(cases)

    def _exponent_points() -> Iterator[Point]:
        for f in FS:
            for h in (1, 2):
                for b_prime in product((1, 0), repeat=2 * h):
                    yield {"f": f, "h": h, "b'": b_prime}

    EXPONENT = Domain(f"{F_TEXT}; h in {{1, 2}}, k = 2h; B_1 = 1^h 0^h, B_2 = 0^h 1^h; every b' (R = {{b'}})",
                      _exponent_points)

    def _exponent(point: Point, corrected: bool) -> Evaluation:
        f, h, b_prime = point["f"], point["h"], point["b'"]
        B1, B2 = (1,) * h + (0,) * h, (0,) * h + (1,) * h
        ratio = prr_pmf(B1, b_prime, f) / prr_pmf(B2, b_prime, f)
        d = sum(b_prime[:h]) - sum(b_prime[h:])
        if corrected:
            return equal(ratio, ((1 - f / 2) / (f / 2)) ** (2 * d))
        return equal(ratio, (f / 2) ** (2 * d) * (1 - f / 2) ** (-2 * d))

    SURVEY.claim(
        "rappor-ratio-exponent",
        label="Theorem 7.4",
        kind="identity",
        statement=r"$\max_{B'_i \in R} \frac{\Pr[B' = B'_i|B = B_1]}{\Pr[B' = B'_i|B = B_2]} = \left( \frac{1}{2}f "
        r"\right)^{2(\sum_{i=1}^h b_i - \sum_{j=h+1}^n b_j)} \times \left( 1 - \frac{1}{2}f \right)^{2(\sum_{j=h+1}^n "
        r"b_j - \sum_{i=1}^h b_i)}$",
        hypotheses="B_1 = 1^h 0^h, B_2 = 0^h 1^h (k = 2h, the worst pair); R = {b'}, so the max is the ratio at b'; "
        "b read as the report bits b', n as 2h",
        domain=EXPONENT,
        strategy=sampled(_exponent_points),
        finding="The exponents have the wrong sign: the ratio is ((1 - f/2)/(f/2))^(2(Σ_(i<=h) b'_i - Σ_(j>h) b'_j)), "
        "the printed expression its reciprocal (k = 2, h = 1, f = 1/2, b' = (1, 0): 9 against 1/9); the "
        "maximizer named next makes the printed expression smallest.",
        correction=SURVEY.correction(
            "rappor-ratio-exponent.corrected",
            label="Theorem 7.4",
            kind="identity",
            statement=r"$\frac{\Pr[B' = b'|B = B_1]}{\Pr[B' = b'|B = B_2]} = \left( \frac{1 - "
            r"\frac{1}{2}f}{\frac{1}{2}f}"
            r" \right)^{2(\sum_{i=1}^h b'_i - \sum_{j=h+1}^{2h} b'_j)}$",
            hypotheses="B_1 = 1^h 0^h, B_2 = 0^h 1^h",
            domain=EXPONENT,
            strategy=sampled(_exponent_points),
        )(lambda point: _exponent(point, corrected=True)),
    )(lambda point: _exponent(point, corrected=False))

    @SURVEY.claim(
        "rappor-maximiser",
        label="The sensitivity is maximised when",
        statement=r"The sensitivity is maximised when $b'_i = 1$ when $i \in [h]$, $0$ otherwise",
        hypotheses="B_1 = 1^h 0^h, B_2 = 0^h 1^h; the true ratio P[B' = b' | B_1]/P[B' = b' | B_2] at every b' is at "
        "most its value at b' = 1^h 0^h",
        domain=Domain(f"{F_TEXT}; h in {{1, 2}}, k = 2h; every b'", lambda: (
            {"f": f, "h": h} for f in FS for h in (1, 2))),
        strategy=lambda: st.fixed_dictionaries({"f": st.sampled_from(FS), "h": st.sampled_from((1, 2))}),
    )
    def rappor_maximiser(f: Fraction, h: int) -> Evaluation:
        B1, B2 = (1,) * h + (0,) * h, (0,) * h + (1,) * h
        best = prr_pmf(B1, B1, f) / prr_pmf(B2, B1, f)
        return weakest(Evaluation(prr_pmf(B1, b, f) / prr_pmf(B2, b, f), "<=", best)
                       for b in product((0, 1), repeat=2 * h))

    def _final_points() -> Iterator[Point]:
        for k, h in ((2, 1), (3, 1), (4, 2)):
            for f in FS:
                yield {"k": k, "h": h, "f": f}

    FINAL = Domain(f"(k, h) in {{(2, 1), (3, 1), (4, 2)}}; {F_TEXT}; every B_1, B_2 and R = {{b'}} (a set's ratio "
                   "is at most its members', record rappor-ratio-of-sums)", _final_points)

    SURVEY.claim(
        "rappor-final-bound",
        label="Theorem 7.4",
        statement=r"$\frac{\Pr[B' \in R | B = B_1]}{\Pr[B' \in R | B = B_2]} \leq \left( \frac{1 - \frac{1}{2}f}"
        r"{\frac{1}{2}} \right)^{2h}$",
        hypotheses="every pair of Bloom filters with 1..h ones; the largest ratio over every set R is the largest over "
        "single reports",
        domain=FINAL,
        strategy=sampled(_final_points),
        finding="The denominator 1/2 should be f/2: the worst ratio is ((1 - f/2)/(f/2))^(2h) (k = 2, h = 1, f = 1/2: "
        "9 > (3/2)² = 9/4), so the ε concluded, 2h ln(2 - f), is smaller than Theorem 7.4's.",
        correction=SURVEY.correction(
            "rappor-final-bound.corrected",
            label="Theorem 7.4",
            statement=r"$\frac{\Pr[B' \in R | B = B_1]}{\Pr[B' \in R | B = B_2]} \leq \left( \frac{1 - \frac{1}{2}f}"
            r"{\frac{1}{2}f} \right)^{2h}$",
            hypotheses="every pair of Bloom filters with 1..h ones",
            domain=FINAL,
            strategy=sampled(_final_points),
        )(lambda k, h, f: Evaluation(_max_ratio(k, h, f), "<=", ((1 - f / 2) / (f / 2)) ** (2 * h))),
    )(lambda k, h, f: Evaluation(_max_ratio(k, h, f), "<=", ((1 - f / 2) / F(1, 2)) ** (2 * h)))

    SURVEY.claim(
        "rappor-final-eps",
        label="So taking",
        kind="identity",
        statement=r"So taking $\varepsilon = \ln \left( \frac{1 - \frac{1}{2}f}{\frac{1}{2}} \right)^{2h} = 2h \ln "
        r"\left( \frac{1 - \frac{1}{2}f}{\frac{1}{2}} \right)$ works and completes the proof.",
        hypotheses="'completes the proof' of Theorem 7.4: the ε concluded must be the theorem's; compared through "
        "e^ε (ln is injective)",
        domain=Domain(f"h in {{1, 2, 3}}; {F_TEXT}", lambda: ({"h": h, "f": f} for h in (1, 2, 3) for f in FS)),
        strategy=lambda: st.fixed_dictionaries({"h": st.integers(1, 3), "f": st.sampled_from(FS)}),
        finding="The proof ends with ε = 2h ln((1 - f/2)/(1/2)) while Theorem 7.4 states 2h ln((1 - f/2)/(f/2)); "
        "the printed one is too small to bound the privacy loss.",
    )(lambda h, f: equal(((1 - f / 2) / F(1, 2)) ** (2 * h), ((1 - f / 2) / (f / 2)) ** (2 * h)))


# --------------------------------------------------------------------------- §7.4.2 one-bit mean estimation

with SURVEY.section("7.4.2"):

    SURVEY.not_checkable(
        "local-laplace-sd",
        label="the standard deviation of error is of",
        statement=r"The resulting error would be $\hat{\mu} - \frac{1}{n} \sum_{i=1}^n X_i = \frac{1}{n} \sum_{i=1}^n "
        r"\text{Lap}(\frac{m}{\varepsilon})$ and the standard deviation of error is of $O\left(\frac{m}{\varepsilon"
        r"\sqrt{n}}\right)$",
        reason="continuous Laplace noise (sd √2·m/(ε√n) by a closed-form integral, not a finite computation)",
    )
    SURVEY.not_checkable(
        "communication",
        label="bits of communication",
        statement=r"The values transmitted by the users will be $\Omega(m)$ ... and ergo needs $\Omega(\log m)$ "
        r"bits of "
        r"communication.",
        reason="an informal communication-complexity remark (Ω(·) without a model of encoding)",
    )

    MS = (1, 2, 4)

    def _valid_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for m in MS:
                for j in range(5):
                    yield {"e^eps": lam, "m": m, "X": F(j * m, 4)}

    VALID = Domain(f"{LAMBDA_TEXT}; m in {{1, 2, 4}}; X in {{0, m/4, m/2, 3m/4, m}}", _valid_points)

    def _valid_strategy() -> st.SearchStrategy[Point]:
        return st.integers(1, 6).flatmap(lambda m: st.fixed_dictionaries({
            "e^eps": _lambda_strategy(), "m": st.just(m), "X": st.fractions(0, m, max_denominator=8)}))

    @SURVEY.claim(
        "one-bit-probability",
        label=r"Y_i = \begin{cases} 1 & \text{with probability}",
        statement=r"$Y_i = 1$ with probability $= \frac{1}{e^\varepsilon + 1} + \frac{X_i}{m} \cdot "
        r"\frac{e^\varepsilon "
        r"- 1}{e^\varepsilon + 1}$, $0$ otherwise",
        hypotheses="the printed probability is one: 1/(e^ε + 1) <= P[Y_i = 1] <= e^ε/(e^ε + 1) for X_i in [0, m]",
        domain=VALID,
        strategy=_valid_strategy,
        guard=lambda m, X: m >= 1 and 0 <= X <= m,
    )
    def one_bit_probability(point: Point) -> Evaluation | None:
        lam, m, x = point["e^eps"], point["m"], point["X"]
        if lam <= 1:
            return None
        p = one_bit(x, m, lam)
        return weakest((Evaluation(1 / (lam + 1), "<=", p), Evaluation(p, "<=", lam / (lam + 1))))

    def _unbiased_points() -> Iterator[Point]:
        for lam in (F(2), F(3), F(10)):
            for m in (1, 2):
                for n in (1, 2):
                    for x in product((F(0), F(m, 2), F(m)), repeat=n):
                        yield {"e^eps": lam, "m": m, "x": x}

    UNBIASED = Domain("e^ε in {2, 3, 10}; m in {1, 2}; n in {1, 2}; every x in {0, m/2, m}^n", _unbiased_points)

    def _unbiased_strategy() -> st.SearchStrategy[Point]:
        return st.integers(1, 4).flatmap(lambda m: st.fixed_dictionaries({
            "e^eps": _lambda_strategy(), "m": st.just(m),
            "x": st.lists(st.fractions(0, m, max_denominator=4), min_size=1, max_size=3).map(tuple)}))

    def _lines(point: Point) -> tuple[Fraction, ...] | None:
        """The members of the printed E[μ̂] chain: 1, 2, 3, 4 (as printed, '· -1'), 5, 6 (= the mean)."""
        lam, m, x = point["e^eps"], point["m"], point["x"]
        if lam <= 1 or not x or any(not 0 <= xi <= m for xi in x):
            return None
        n = len(x)
        probs = [one_bit(xi, m, lam) for xi in x]
        first = F(0)
        for y in product((0, 1), repeat=n):
            weight = F(1)
            for yi, p in zip(y, probs, strict=True):
                weight *= p if yi else 1 - p
            first += weight * F(m, n) * sum((yi * (lam + 1) - 1) / (lam - 1) for yi in y)
        second = F(m, n) * sum(((p * (lam + 1) - 1) / (lam - 1) for p in probs), F(0))
        third = F(m, n) * sum((((1 / (lam + 1) + xi / m * (lam - 1) / (lam + 1)) * (lam + 1) - 1) / (lam - 1)
                               for xi in x), F(0))
        fourth = F(m, n) * sum(((1 + xi / m * (lam - 1)) * -1 / (lam - 1) for xi in x), F(0))
        fifth = F(m, n) * sum(((xi / m * (lam - 1)) / (lam - 1) for xi in x), F(0))
        return first, second, third, fourth, fifth, sum(x, F(0)) / n

    SURVEY.chain(
        "one-bit-unbiased",
        label="This can be easily seen to be unbiased",
        sides=lambda point: None if _lines(point) is None else tuple(v for i, v in enumerate(_lines(point)) if i != 3),
        statement=r"$\hat{\mu} = \frac{m}{n} \sum_{i=1}^n \frac{Y_i \cdot (e^\varepsilon + 1) - 1}{e^\varepsilon - "
        r"1}.$ "
        r"This can be easily seen to be unbiased, i.e. $\mathbb{E}[\hat{\mu}] = \frac{1}{n} \sum_{i=1}^n X_i$: "
        r"$\mathbb{E}[\hat{\mu}] = \frac{m}{n} \sum \frac{\mathbb{E}[Y_i] \cdot (e^\varepsilon + 1) - 1}{e^\varepsilon "
        r"- 1} = \frac{m}{n} \sum \frac{( \frac{1}{e^\epsilon + 1} + \frac{X_i}{m} \cdot \frac{e^\epsilon - 1}"
        r"{e^\epsilon + 1} ) \cdot (e^\epsilon + 1) - 1}{e^\epsilon - 1} = \dots = \frac{m}{n} \sum \frac{( "
        r"\frac{X_i}{m} \cdot (e^\epsilon - 1) )}{e^\epsilon - 1} = \frac{1}{n} \sum_{i=1}^n X_i$",
        hypotheses="users independent; E over every report vector; every '=' of the chain except the fourth line "
        "(record one-bit-chain-line)",
        domain=UNBIASED,
        strategy=_unbiased_strategy,
    )

    def _chain_line(point: Point, corrected: bool) -> Evaluation | None:
        lines = _lines(point)
        if lines is None:
            return None
        if corrected:
            lam, m, x = point["e^eps"], point["m"], point["x"]
            fourth = F(m, len(x)) * sum((((1 + xi / m * (lam - 1)) - 1) / (lam - 1) for xi in x), F(0))
            return chain_of(lines[2], fourth, lines[4])
        return chain_of(lines[2], lines[3], lines[4])

    def _line_points() -> Iterator[Point]:
        for lam in (F(2), F(3)):
            for m in (1, 2):
                for x in (F(0), F(m, 2), F(m)):
                    yield {"e^eps": lam, "m": m, "x": (x,)}

    LINE = Domain("e^ε in {2, 3}; m in {1, 2}; n = 1, X_1 in {0, m/2, m}", _line_points)

    SURVEY.claim(
        "one-bit-chain-line",
        label="This can be easily seen to be unbiased",
        kind="identity",
        statement=r"$= \frac{m}{n} \sum_{i=1}^n \frac{\left( 1 + \frac{X_i}{m} \cdot (e^\epsilon - 1) \right) \cdot "
        r"-1}{e^\epsilon - 1} = \frac{m}{n} \sum_{i=1}^n \frac{\left( \frac{X_i}{m} \cdot (e^\epsilon - 1) \right)}"
        r"{e^\epsilon - 1}$",
        hypotheses="the fourth line of the E[μ̂] chain against the third and fifth, '· -1' as printed",
        domain=LINE,
        strategy=sampled(_line_points),
        finding="'· -1' is a misprint for '- 1': the fourth line of E[μ̂] multiplies by -1 (n = m = 1, X = 0, "
        "e^ε = 2: the third line is 0, the fourth -1); the chain's other lines and its conclusion hold.",
        correction=SURVEY.correction(
            "one-bit-chain-line.corrected",
            label="This can be easily seen to be unbiased",
            kind="identity",
            statement=r"$= \frac{m}{n} \sum_{i=1}^n \frac{\left( 1 + \frac{X_i}{m} \cdot (e^\epsilon - 1) \right) - 1}"
            r"{e^\epsilon - 1} = \frac{m}{n} \sum_{i=1}^n \frac{\frac{X_i}{m} (e^\epsilon - 1)}{e^\epsilon - 1}$",
            hypotheses="the fourth line with '- 1'",
            domain=LINE,
            strategy=sampled(_line_points),
        )(lambda point: _chain_line(point, corrected=True)),
    )(lambda point: _chain_line(point, corrected=False))

    def _ldp_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for m in MS:
                yield {"e^eps": lam, "m": m}

    LDP = Domain(f"{LAMBDA_TEXT}; m in {{1, 2, 4}}; every X, X' in {{0, m/4, m/2, 3m/4, m}} and z in {{0, 1}}",
                 _ldp_points)

    def _ldp_strategy() -> st.SearchStrategy[Point]:
        return st.fixed_dictionaries({"e^eps": _lambda_strategy(), "m": st.integers(1, 5)})

    def _lemma_7_5(point: Point) -> Evaluation | None:
        lam, m = point["e^eps"], point["m"]
        if lam <= 1 or m < 1:
            return None
        grid = [F(j * m, 4) for j in range(5)]
        cases = []
        for x, x2 in product(grid, repeat=2):
            for z in (0, 1):
                p, p2 = one_bit(x, m, lam), one_bit(x2, m, lam)
                a, b = (p, p2) if z else (1 - p, 1 - p2)
                cases.append(Evaluation(a / b, "<=", lam))
        return weakest(cases)

    SURVEY.claim(
        "lemma-7.5",
        label="Lemma 7.5",
        statement=r"For each round of data collection, 1-bit mean estimation is $\epsilon$-locally differentially "
        r"private for each user.",
        hypotheses="Definition 7.1: Pr[Y = z | X]/Pr[Y = z | X'] <= e^ε for every X, X' in [0, m] and z",
        domain=LDP,
        strategy=_ldp_strategy,
    )(_lemma_7_5)

    def _proof_points() -> Iterator[Point]:
        for lam in (F(3), F(2), F(10)):
            for m in (1, 2):
                for j in range(5):
                    yield {"e^eps": lam, "m": m, "X": F(j * m, 4)}

    SURVEY.claim(
        "lemma-7.5-proof",
        label="Lemma 7.5",
        statement=r"$\ln \left| \frac{\Pr[Y_i = 1]}{\Pr[Y_i = 0]} \right| = \ln \left| \frac{A}{1 - A} \right| = \ln "
        r"\left| \frac{A}{\frac{e^\epsilon}{e^\epsilon + 1} - \frac{X_i}{m} \cdot \frac{e^\epsilon - 1}{e^\epsilon "
        r"+ 1}} "
        r"\right| = \ln \left| \frac{\frac{e^\epsilon}{e^\epsilon + 1} - \frac{X_i}{m} \cdot \frac{e^\epsilon - 1}"
        r"{e^\epsilon + 1}}{A} \right| \leq \ln \left| \frac{\frac{e^\epsilon}{e^\epsilon + 1}}{\frac{1}{e^\epsilon + "
        r"1}} \right| = \epsilon$, $A = \frac{1}{e^\epsilon + 1} + \frac{X_i}{m} \cdot \frac{e^\epsilon - 1}"
        r"{e^\epsilon + 1}$",
        hypotheses="every '=' and the '<=' of the proof, compared through the arguments of ln (all positive; ln is "
        "injective and increasing)",
        domain=Domain("e^ε in {3, 2, 10}; m in {1, 2}; X in {0, m/4, m/2, 3m/4, m}", _proof_points),
        strategy=sampled(_proof_points),
        finding="The proof's fourth line turns A/B into B/A (ln(1/3) = ln 3 at X = 0, e^ε = 3), and the chain bounds "
        "the odds P[Y = 1]/P[Y = 0] of one input, not the ratio P[Y = z | X]/P[Y = z | X'] Definition 7.1 needs; "
        "Lemma 7.5 holds because P[Y = 1 | X] lies in [1/(e^ε + 1), e^ε/(e^ε + 1)].",
        correction=SURVEY.correction(
            "lemma-7.5-proof.corrected",
            label="Lemma 7.5",
            statement=r"$\frac{\Pr[Y_i = z | X]}{\Pr[Y_i = z | X']} \leq \frac{e^\epsilon/(e^\epsilon + "
            r"1)}{1/(e^\epsilon "
            r"+ 1)} = e^\epsilon$ since both probabilities lie in $[\frac{1}{e^\epsilon + 1}, \frac{e^\epsilon}"
            r"{e^\epsilon + 1}]$",
            hypotheses="every X, X' in [0, m] and z",
            domain=LDP,
            strategy=_ldp_strategy,
        )(_lemma_7_5),
    )(lambda point: _lemma_7_5_proof(point))

    def _lemma_7_5_proof(point: Point) -> Evaluation | None:
        lam, m, x = point["e^eps"], point["m"], point["X"]
        if lam <= 1:
            return None
        a = one_bit(x, m, lam)
        b = lam / (lam + 1) - x / m * (lam - 1) / (lam + 1)
        return weakest((chain_of(a / (1 - a), a / b, a / b, b / a), Evaluation(b / a, "<=", lam)))

    # ---- Lemma 7.6 and Theorem 7.7 against exact tails

    PATTERNS = {"zeros": (F(0),), "full": (F(1),), "mixed": (F(0), F(1, 2), F(1))}

    def _tail_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for pattern in PATTERNS:
                for n in (1, 2, 3, 5, 10, 30, 100, 200):
                    yield {"e^eps": lam, "m": 1, "pattern": pattern, "n": n}
                for n in (1, 3, 10):
                    yield {"e^eps": lam, "m": 2, "pattern": pattern, "n": n}

    TAILS = Domain(f"{LAMBDA_TEXT}; X_i/m cycling through (0), (1) or (0, 1/2, 1); m = 1 with n in "
                   "{1, 2, 3, 5, 10, 30, 100, 200}, m = 2 with n in {1, 3, 10}", _tail_points)

    def _tail_strategy() -> st.SearchStrategy[Point]:
        return st.fixed_dictionaries({"e^eps": _lambda_strategy(), "m": st.integers(1, 3),
                                      "pattern": st.sampled_from(sorted(PATTERNS)), "n": st.integers(1, 25)})

    def _deviations(point: Point) -> list[tuple[Fraction, Fraction]] | None:
        """(P[Σ Y = s], μ̂ - μ) for every s."""
        lam, m, n, pattern = point["e^eps"], point["m"], point["n"], PATTERNS.get(point["pattern"])
        if lam <= 1 or pattern is None or n < 1 or m < 1:
            return None
        xs = [pattern[i % len(pattern)] * m for i in range(n)]
        mu = sum(xs, F(0)) / n
        pmf = poisson_binomial([one_bit(x, m, lam) for x in xs])
        return [(p, estimate(s, n, m, lam) - mu) for s, p in enumerate(pmf)]

    THETAS = (F(1, 20), F(1, 10), F(1, 4), F(1, 2), F(9, 10))

    @SURVEY.claim(
        "lemma-7.6",
        label="Lemma 7.6",
        statement=r"For an arbitrary $\theta \in (0, 1)$, $\Pr[|\hat{\mu} - \mu| \geq \theta m] \leq 2 \cdot "
        r"e^{-2\theta^2 \cdot n \left( \frac{e^\epsilon - 1}{e^\epsilon + 1} \right)^2}$.",
        hypotheses="users independent, X_i in [0, m]; μ = mean of the X_i; the exact tail over every report count; "
        "θ in {1/20, 1/10, 1/4, 1/2, 9/10}; e^(-x) replaced by a rational lower bound (upper bound when refuting)",
        domain=TAILS,
        strategy=_tail_strategy,
    )
    def lemma_7_6(point: Point) -> Evaluation | None:
        rows = _deviations(point)
        if rows is None:
            return None
        lam, m, n = point["e^eps"], point["m"], point["n"]
        c = (lam - 1) / (lam + 1)
        cases = []
        for theta in THETAS:
            tail = sum((p for p, d in rows if abs(d) >= theta * m), F(0))
            cases.append(tail_at_most_exp(tail, 2 * theta**2 * n * c * c, F(2)))
        return weakest(cases)

    DELTAS = (F(1, 100), F(1, 20), F(1, 10), F(1, 2), F(1))

    @SURVEY.claim(
        "theorem-7.7",
        label="Theorem 7.7",
        statement=r"For any $0 \leq \delta \leq 1$, with probability at least $1 - \delta$, the error, $|\hat{\mu} - "
        r"\mu| \leq \frac{m}{\sqrt{2n}} \cdot \frac{e^\varepsilon + 1}{e^\varepsilon - 1} \cdot \sqrt{\log "
        r"\frac{2}{\delta}}.$",
        hypotheses="log = ln; δ in {1/100, 1/20, 1/10, 1/2, 1} (δ = 0 makes the bound infinite); Pr[|μ̂ - μ| > t] <= δ "
        "exactly, each report count placed from an enclosure of t² = m²/(2n) ((e^ε + 1)/(e^ε - 1))² ln(2/δ)",
        domain=TAILS,
        strategy=_tail_strategy,
    )
    def theorem_7_7(point: Point) -> Evaluation | None:
        rows = _deviations(point)
        if rows is None:
            return None
        lam, m, n = point["e^eps"], point["m"], point["n"]
        scale = F(m * m, 2 * n) * ((lam + 1) / (lam - 1)) ** 2
        cases = []
        for delta in DELTAS:
            low, high = log_bounds(2 / delta)
            t_sq = (scale * low, scale * high)
            tail = sum((p for p, d in rows if p and _at_least(d * d, t_sq, strict=True)), F(0))
            cases.append(Evaluation(tail, "<=", delta))
        return weakest(cases)

    SURVEY.not_checkable(
        "one-bit-error-order",
        label="by a Chernoff bound, we can see that the error is",
        statement=r"And furthermore, by a Chernoff bound, we can see that the error is $O\left(\frac{m}{\epsilon"
        r"\sqrt{n}}\right)$, the same as the Laplace mechanism approach!",
        reason="an O(·) rate without constant or probability level (Theorem 7.7 is its checkable form; the rate needs "
        "ε = O(1), since (e^ε + 1)/(e^ε - 1) -> 1, not 0, as ε grows)",
    )


# --------------------------------------------------------------------------- §7.4.3 randomized rounding

with SURVEY.section("7.4.3"):

    def _offset_points() -> Iterator[Point]:
        for m in (2, 3, 4, 5):
            for x in range(m + 1):
                yield {"m": m, "X": x}

    OFFSET = Domain("m in 2..5; X in {0, ..., m}", _offset_points)

    SURVEY.claim(
        "rounding-offset",
        label="Select offset",
        kind="identity",
        statement=r"2. Select offset $\alpha_i \in [m - 1]$ uniformly at random; 3. For $X_i \in [0, m]$, output "
        r"$Y_i = "
        r"A_i(0)$ if $X_i + \alpha_i \leq m$, $A_i(m)$ if $X_i + \alpha_i > m$",
        hypotheses="[m - 1] = {1, ..., m - 1} (§2: [n] = {i in N : i <= n}); what Lemma 7.8 and Theorem 7.9 use: "
        "the algorithm reports A_i(m) with probability X_i/m",
        domain=OFFSET,
        strategy=sampled(_offset_points),
        finding="With α_i uniform on [m - 1] = {1, ..., m - 1} the rounding is biased: A_i(m) is chosen with "
        "probability (X_i - 1)/(m - 1), not X_i/m (m = 2, X_i = 1: never, instead of 1/2), so the reported bit does "
        "not have the 1-bit distribution Theorem 7.9 claims. α_i uniform on {1, ..., m} gives X_i/m.",
        correction=SURVEY.correction(
            "rounding-offset.corrected",
            label="Select offset",
            kind="identity",
            statement=r"Select offset $\alpha_i \in \{1, \dots, m\}$ uniformly at random: $\Pr[X_i + \alpha_i > m] = "
            r"X_i/m$",
            hypotheses="integer X_i in {0, ..., m}",
            domain=OFFSET,
            strategy=sampled(_offset_points),
        )(lambda m, X: equal(round_up(F(X), m, range(1, m + 1)), F(X, m))),
    )(lambda m, X: equal(round_up(F(X), m, range(1, m)), F(X, m)))

    def _lemma_points() -> Iterator[Point]:
        for n in (1, 2):
            for m in (2, 3):
                for x in product(range(m + 1), repeat=n):
                    yield {"e^eps": F(3), "m": m, "x": x}

    LEMMA = Domain("e^ε = 3; n in {1, 2}; m in {2, 3}; every x in {0, ..., m}^n", _lemma_points)

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
        strategy=sampled(_lemma_points),
        finding="μ̃ averages the transmitted bits Y_i, whose mean is 1/(e^ε + 1) + ..., not μ (n = 1, m = 2, X = 0, "
        "e^ε = 3: 1/4); the proof's Y_i = X_i + Z_i is the rounded value, and even that is unbiased only with the "
        "offset uniform on {1, ..., m}.",
        correction=SURVEY.correction(
            "lemma-7.8.corrected",
            label="Lemma 7.8",
            kind="identity",
            statement=r"with $Y_i = X_i + Z_i \in \{0, m\}$ the rounded value and $\alpha_i$ uniform on $\{1, "
            r"\dots, m\}$, "
            r"$\mathbb{E}[\frac{1}{n} \sum_i Y_i] = \mu$",
            hypotheses="integer X_i",
            domain=LEMMA,
            strategy=sampled(_lemma_points),
        )(lambda point: _lemma_7_8(point, corrected=True)),
    )(lambda point: _lemma_7_8(point, corrected=False))

    @SURVEY.claim(
        "lemma-7.8-zero-mean",
        label="Lemma 7.8",
        kind="identity",
        statement=r"Let $a := X_i$ and $b = m - X_i$. Let $Z_i = b$ with probability $\frac{a}{a+b}$, $-a$ with "
        r"probability $\frac{b}{a+b}$. Then $\mathbb{E}[Z_i] = \frac{ba}{a+b} - \frac{ab}{a+b} = 0$; $Y_i = X_i + Z_i$",
        hypotheses="a + b = m > 0; the two probabilities sum to 1; X_i + Z_i in {0, m}",
        domain=Domain("m in 1..5; X in {0, ..., m}", lambda: ({"m": m, "X": x} for m in range(1, 6)
                                                          for x in range(m + 1))),
        strategy=lambda: st.integers(1, 8).flatmap(lambda m: st.fixed_dictionaries({
            "m": st.just(m), "X": st.fractions(0, m, max_denominator=6)})),
        guard=lambda m, X: m >= 1 and 0 <= X <= m,
    )
    def lemma_7_8_zero_mean(m: int, X: Fraction) -> Evaluation:
        a, b = F(X), m - F(X)
        mean = b * a / (a + b) + (-a) * b / (a + b)
        return weakest((chain_of(mean, b * a / (a + b) - a * b / (a + b), F(0)), equal(a / (a + b) + b / (a + b), F(1)),
                        equal(X + b, F(m)), equal(X - a, F(0))))

    def _theorem_7_9_points() -> Iterator[Point]:
        for lam in (F(3), F(2)):
            for m in (2, 3, 4):
                for x in range(m + 1):
                    yield {"e^eps": lam, "m": m, "X": x}

    THEOREM_7_9 = Domain("e^ε in {3, 2}; m in {2, 3, 4}; X in {0, ..., m}", _theorem_7_9_points)

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
        r"\frac{e^\varepsilon "
        r"- 1}{e^\varepsilon + 1} \right) + \frac{a}{a+b} \left( \frac{1}{e^\varepsilon + 1} + \frac{m}{m} \cdot "
        r"\frac{e^\varepsilon - 1}{e^\varepsilon + 1} \right) = \dots = \frac{1}{e^\varepsilon + 1} + \frac{X_i}{m} "
        r"\left( \frac{e^\varepsilon - 1}{e^\varepsilon + 1} \right).$",
        hypotheses="Pr[Y_i = 1] of the printed algorithm (α_i uniform on [m - 1]) against each line of the proof "
        "(a = X_i, b = m - X_i)",
        domain=THEOREM_7_9,
        strategy=sampled(_theorem_7_9_points),
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
            domain=THEOREM_7_9,
            strategy=sampled(_theorem_7_9_points),
        )(lambda point: _theorem_7_9(point, corrected=True)),
    )(lambda point: _theorem_7_9(point, corrected=False))

    SURVEY.not_checkable(
        "rounding-privacy",
        label="The only revelation that can be made",
        statement=r"The only revelation that can be made by a query is when the user $i$'s value passes $m - "
        r"\alpha_i$, "
        r"which is private as the user gets to choose what their value of $\alpha_i$ is",
        reason="an informal privacy argument over a changing value (no mechanism or neighbouring relation stated); "
        "cited from Ding et al. [21]",
    )


# --------------------------------------------------------------------------- §8 (out of scope)

with SURVEY.section("8.1"):

    SURVEY.not_checkable(
        "renyi-dp",
        label="Rényi Differential Privacy (RDP)",
        statement=r"Rényi divergence, Rényi differential privacy, zero-concentrated DP and their conversions "
        r"(Theorems 8.3-8.14)",
        reason="Rényi divergences of continuous (Gaussian) mechanisms and results cited from [10], [25]; out of scope",
    )
