"""002_eee4b8e0b022d72a.txt (lecture notes on randomized response, NPTEL; handwritten, OCR-converted).

The notes have no numbered sections; the records use our own: 1 the privacy of randomized
response (①–③ and the two-sided bound), 2 its utility (E[y_i], the estimator z_i), 3 the
definition of differential privacy applied to it, 4 the sensitivity of the mean and the
Laplace mechanism.  RR reports a bit truthfully with probability e^ε/(1 + e^ε); λ = e^ε is a
rational > 1.  The OCR's "p^e" in z_i is read as e^ε (docs/readings.md rule 7).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, chain_of, equal, weakest
from krverify.claims._registry import Document
from krverify.model.mechanisms import nonempty_subsets
from krverify.model.randomized_response import bit_report, neighbours, report_pmf, truthful, vectors

NOTES = Document("002_eee4b8e0b022d72a.txt", prefix="002")
LAMBDAS = (Fraction(2), Fraction(3), Fraction(9, 2))
_LAMBDA_TEXT = "e^ε in {2, 3, 9/2}"


def _last_pairs() -> Iterator[Point]:
    """x, x' differing in the last bit (the notes' case), every report b; n <= 3."""
    for n in (1, 2, 3):
        for lam in LAMBDAS:
            for x in vectors(n):
                x_prime = x[:-1] + (1 - x[-1],)
                for b in vectors(n):
                    yield {"e^eps": lam, "x": x, "x'": x_prime, "b": b}


@st.composite
def _last_pair_strategy(draw: st.DrawFn) -> Point:
    n = draw(st.integers(1, 6))
    x = tuple(draw(st.lists(st.sampled_from((0, 1)), min_size=n, max_size=n)))
    b = tuple(draw(st.lists(st.sampled_from((0, 1)), min_size=n, max_size=n)))
    lam = draw(st.fractions(1, 50, max_denominator=20).filter(lambda v: v > 1))
    return {"e^eps": lam, "x": x, "x'": x[:-1] + (1 - x[-1],), "b": b}


LAST_PAIRS = Domain(f"n <= 3; x, x' differing in the last bit; every report b; {_LAMBDA_TEXT}", _last_pairs)


def _pair_guard(x: tuple[int, ...], b: tuple[int, ...], lam: Fraction) -> bool:
    return lam > 1 and len(x) == len(b) >= 1


# --------------------------------------------------------------------------- 1 privacy of RR

with NOTES.section("1"):

    def _product_chain(point: Point, last: int) -> Evaluation | None:
        x, b, lam = point["x"], point["b"], point["e^eps"]
        if not _pair_guard(x, b, lam):
            return None
        n = len(x)
        factors = [bit_report(xi, bi, lam) for xi, bi in zip(x, b, strict=True)]
        head = Fraction(1)
        for value in factors[:last]:
            head *= value
        return equal(report_pmf(x, b, lam), head * factors[n - 1])

    NOTES.claim(
        "eq-1",
        label="①",
        kind="identity",
        statement=r"$\text{Prob}(RR(x) = b) = \prod_{i=1}^n P(y_i = b_i) = \left[\prod_{i=1}^n P(y_i = b_i) \right] "
        r"P(y_n = b_n)$",
        hypotheses="y_i = RR(x_i) independent, truthful with probability e^ε/(1 + e^ε); as printed the bracket runs "
        "to n",
        domain=LAST_PAIRS,
        strategy=lambda: _last_pair_strategy(),
        finding="The bracket's product runs to n, so y_n's factor appears twice; it must stop at n - 1.",
        correction=NOTES.correction(
            "eq-1.corrected",
            label="①",
            kind="identity",
            statement=r"$\text{Prob}(RR(x) = b) = \left[\prod_{i=1}^{n-1} P(y_i = b_i) \right] P(y_n = b_n)$",
            hypotheses="independent bits",
            domain=LAST_PAIRS,
            strategy=lambda: _last_pair_strategy(),
        )(lambda point: _product_chain(point, len(point["x"]) - 1)),
    )(lambda point: _product_chain(point, len(point["x"])))

    def _eq_2(point: Point, printed: bool) -> Evaluation | None:
        x, y, b, lam = point["x"], point["x'"], point["b"], point["e^eps"]
        if not _pair_guard(x, b, lam) or len(y) != len(x):
            return None
        n = len(x)
        left = report_pmf(x if printed else y, b, lam)  # the printed left side is Prob(RR(x) = b)
        head = report_pmf(x[: n if printed else n - 1], b[: n if printed else n - 1], lam)
        members = (left, report_pmf(y, b, lam), report_pmf(y[:-1], b[:-1], lam) * bit_report(y[-1], b[-1], lam),
                   head * bit_report(y[-1], b[-1], lam))
        return chain_of(*members)

    NOTES.claim(
        "eq-2",
        label="②",
        kind="identity",
        statement=r"$\text{Prob}(RR(x) = b) = \prod_{i=1}^n P(y_i' = b_i) = \left(\prod_{i=1}^{n-1} P(y_i' = b_i)"
        r"\right) P(y_n' = b_n) = \left(\prod_{i=1}^n P(y_i = b_i) \right) P(y_n' = b_n)$",
        hypotheses="x, x' differ in the last bit only; y' = RR(x'); each '=' of the chain",
        domain=LAST_PAIRS,
        strategy=lambda: _last_pair_strategy(),
        finding="The chain computes Prob(RR(x') = b) but prints Prob(RR(x) = b) on the left, and its last product "
        "runs to n where y_i = y'_i holds only for i <= n - 1.",
        correction=NOTES.correction(
            "eq-2.corrected",
            label="②",
            kind="identity",
            statement=r"$\text{Prob}(RR(x') = b) = \prod_{i=1}^n P(y_i' = b_i) = \left(\prod_{i=1}^{n-1} "
            r"P(y_i = b_i)\right) P(y_n' = b_n)$",
            hypotheses="x, x' differ in the last bit only",
            domain=LAST_PAIRS,
            strategy=lambda: _last_pair_strategy(),
        )(lambda point: _eq_2(point, printed=False)),
    )(lambda point: _eq_2(point, printed=True))

    def _bit_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for x_n, b_n in product((0, 1), repeat=2):
                yield {"e^eps": lam, "x_n": x_n, "b_n": b_n}

    BITS = Domain(f"x_n, b_n in {{0, 1}}, x'_n = 1 - x_n; {_LAMBDA_TEXT}", _bit_points)

    def _bit_strategy() -> st.SearchStrategy[Point]:
        return st.fixed_dictionaries({"e^eps": st.fractions(1, 50, max_denominator=20).filter(lambda v: v > 1),
                                      "x_n": st.sampled_from((0, 1)), "b_n": st.sampled_from((0, 1))})

    def _ratio_cases(point: Point, root: bool) -> Evaluation | None:
        lam, x_n, b_n = point["e^eps"], point["x_n"], point["b_n"]
        if lam <= 1:
            return None
        mine, other = bit_report(x_n, b_n, lam), bit_report(1 - x_n, b_n, lam)
        expected = lam if b_n == x_n else 1 / lam
        if root:  # the printed denominator is under a square root: compare squares, both sides positive
            return equal(mine * mine / other, expected * expected, detail="(P(y_n = b_n)/√P(y'_n = b_n))² vs e^(±2ε)")
        return equal(mine / other, expected)

    NOTES.claim(
        "ratio-cases",
        label="③",
        kind="identity",
        statement=r"$\frac{P(y_n = b_n)}{\sqrt{P(y_n' = b_n)}} = \frac{e^\epsilon / (1 + e^\epsilon)}{1 / (1 + "
        r"e^\epsilon)} = e^\epsilon$ if $b_n = x_n$, $= e^{-\epsilon}$ if $b_n \neq x_n$",
        hypotheses="x'_n = 1 - x_n; the square root as printed",
        domain=BITS,
        strategy=_bit_strategy,
        finding="The denominator is printed under a square root (an OCR reading of a tick mark); without it both "
        "cases hold: e^ε when b_n = x_n, e^(-ε) otherwise.",
        correction=NOTES.correction(
            "ratio-cases.corrected",
            label="③",
            kind="identity",
            statement=r"$\frac{P(y_n = b_n)}{P(y_n' = b_n)} = e^\epsilon$ if $b_n = x_n$, $e^{-\epsilon}$ otherwise",
            hypotheses="x'_n = 1 - x_n",
            domain=BITS,
            strategy=_bit_strategy,
        )(lambda point: _ratio_cases(point, root=False)),
    )(lambda point: _ratio_cases(point, root=True))

    @NOTES.claim(
        "in-both-cases",
        label="③",
        statement=r"In both cases, $\frac{P(y_n = b_n)}{P(y_n' = b_n)} \leq e^{\epsilon} \Rightarrow "
        r"P(y_n = b_n) \leq e^{\epsilon} \cdot P(y_n' = b_n)$",
        hypotheses="x'_n = 1 - x_n",
        domain=BITS,
        strategy=_bit_strategy,
    )
    def in_both_cases(point: Point) -> Evaluation | None:
        """002_eee4b8e0b022d72a.txt §1, ③: the one-bit ratio is at most e^ε."""
        lam, x_n, b_n = point["e^eps"], point["x_n"], point["b_n"]
        return None if lam <= 1 else Evaluation(bit_report(x_n, b_n, lam), "<=",
                                                lam * bit_report(1 - x_n, b_n, lam))

    @NOTES.claim(
        "vector-ratio",
        label="after ③",
        statement=r"$\frac{P_1(RR(x) = b)}{P_1(RR(x') = b)} = \frac{P(y_n = b_n)}{P(y_n' = b_n)} \leq e^{\epsilon}$, "
        r"so $\Pr(\text{RR}(x) = b) \leq e^{\epsilon} \Pr(\text{RR}(x') = b)$",
        hypotheses="x, x' differ in the last bit only; the equality and the bound",
        domain=LAST_PAIRS,
        strategy=lambda: _last_pair_strategy(),
    )
    def vector_ratio(point: Point) -> Evaluation | None:
        """002_eee4b8e0b022d72a.txt §1, after ③: the vector ratio is the last bit's, at most e^ε."""
        x, y, b, lam = point["x"], point["x'"], point["b"], point["e^eps"]
        if not _pair_guard(x, b, lam):
            return None
        ratio = report_pmf(x, b, lam) / report_pmf(y, b, lam)
        return weakest((equal(ratio, bit_report(x[-1], b[-1], lam) / bit_report(y[-1], b[-1], lam)),
                        Evaluation(ratio, "<=", lam)))

    @NOTES.claim(
        "two-sided",
        label="observe",
        statement=r"$\Pr(\text{RR}(x') = b) \cdot e^{-\epsilon} \leq \Pr(\text{RR}(x) = b) \leq e^{\epsilon} "
        r"\Pr(\text{RR}(x') = b)$",
        hypotheses="x, x' differ in the last bit only; every report b",
        domain=LAST_PAIRS,
        strategy=lambda: _last_pair_strategy(),
    )
    def two_sided(point: Point) -> Evaluation | None:
        """002_eee4b8e0b022d72a.txt §1, observe: the two-sided bound."""
        x, y, b, lam = point["x"], point["x'"], point["b"], point["e^eps"]
        if not _pair_guard(x, b, lam):
            return None
        here, there = report_pmf(x, b, lam), report_pmf(y, b, lam)
        return weakest((Evaluation(there / lam, "<=", here), Evaluation(here, "<=", lam * there)))


# --------------------------------------------------------------------------- 2 utility

with NOTES.section("2"):

    def _one_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for x in (0, 1):
                yield {"e^eps": lam, "x_i": x}

    ONE = Domain(f"x_i in {{0, 1}}; {_LAMBDA_TEXT}", _one_points)

    def _one_strategy() -> st.SearchStrategy[Point]:
        return st.fixed_dictionaries({"e^eps": st.fractions(1, 50, max_denominator=20).filter(lambda v: v > 1),
                                      "x_i": st.sampled_from((0, 1))})

    def _expectation(point: Point, printed: bool) -> Evaluation | None:
        lam, x = point["e^eps"], point["x_i"]
        if lam <= 1:
            return None
        mean = sum((y * bit_report(x, y, lam) for y in (0, 1)), Fraction(0))
        second = (1 / (1 + lam)) ** (1 - x) if printed else (1 / (1 + lam)) * (1 - x)
        members = (mean, truthful(lam) * x + second, (lam * x + 1 - x) / (1 + lam),
                   x * (lam - 1) / (lam + 1) + 1 / (1 + lam))
        return chain_of(*members)

    NOTES.claim(
        "expected-report",
        label="UTILITY OF THE mechanism",
        kind="identity",
        statement=r"$\mathbb{E}[y_i] = \left(\frac{e^\epsilon}{1+e^\epsilon} \right) x_i + \left(\frac{1}{1+e^\epsilon}"
        r" \right)^{(1-x_i)} = \frac{e^\epsilon x_i + 1 - x_i}{1+e^\epsilon} = x_i \left(\frac{e^\epsilon - 1}"
        r"{e^\epsilon + 1} \right) + \frac{1}{1+e^\epsilon}$",
        hypotheses="y_i = RR(x_i); each '=' of the chain, the exponent (1 - x_i) as printed",
        domain=ONE,
        strategy=_one_strategy,
        finding="(1/(1+e^ε)) is raised to the power (1 - x_i) where it multiplies (1 - x_i): at x_i = 1 the printed "
        "first line is e^ε/(1+e^ε) + 1 > 1. The next two members are right.",
        correction=NOTES.correction(
            "expected-report.corrected",
            label="UTILITY OF THE mechanism",
            kind="identity",
            statement=r"$\mathbb{E}[y_i] = \frac{e^\epsilon}{1+e^\epsilon} x_i + \frac{1}{1+e^\epsilon}(1-x_i) = "
            r"x_i \frac{e^\epsilon - 1}{e^\epsilon + 1} + \frac{1}{1+e^\epsilon}$",
            hypotheses="y_i = RR(x_i)",
            domain=ONE,
            strategy=_one_strategy,
        )(lambda point: _expectation(point, printed=False)),
    )(lambda point: _expectation(point, printed=True))

    def _z(y: int, lam: Fraction) -> Fraction:
        """z_i = (y_i - 1/(1 + e^ε)) (e^ε + 1)/(e^ε - 1)."""
        return (y - 1 / (1 + lam)) * (lam + 1) / (lam - 1)

    @NOTES.claim(
        "unbiased-z",
        label="Exercise",
        kind="identity",
        statement=r"$z_i = \left(y_i - \frac{1}{1+p^e} \right) \cdot \left(\frac{p^e + 1}{p^e - 1} \right)$, "
        r"$\mathbb{E}[z_i] = x_i$",
        hypotheses="p^e read as e^ε (an OCR reading, docs/readings.md rule 7); y_i = RR(x_i)",
        domain=ONE,
        strategy=_one_strategy,
    )
    def unbiased_z(point: Point) -> Evaluation | None:
        """002_eee4b8e0b022d72a.txt §2, Exercise: the debiased report is unbiased."""
        lam, x = point["e^eps"], point["x_i"]
        if lam <= 1:
            return None
        return equal(sum((_z(y, lam) * bit_report(x, y, lam) for y in (0, 1)), Fraction(0)), Fraction(x))

    def _mean_points() -> Iterator[Point]:
        for n in (1, 2, 3):
            for lam in LAMBDAS:
                for x in vectors(n):
                    yield {"e^eps": lam, "x": x}

    @NOTES.claim(
        "unbiased-mean",
        label="Guess for",
        kind="identity",
        statement=r"$\bar{z} = \frac{1}{n} \sum_{i=1}^n z_i$, $\mathbb{E}[\bar{z}] = \bar{x}$",
        hypotheses="the expectation over every report vector y of RR(x)",
        domain=Domain(f"n <= 3; every x in {{0,1}}^n; {_LAMBDA_TEXT}", _mean_points),
        strategy=lambda: st.fixed_dictionaries({
            "e^eps": st.fractions(1, 50, max_denominator=20).filter(lambda v: v > 1),
            "x": st.lists(st.sampled_from((0, 1)), min_size=1, max_size=6).map(tuple)}),
    )
    def unbiased_mean(point: Point) -> Evaluation | None:
        """002_eee4b8e0b022d72a.txt §2, Guess for: z̄ is an unbiased estimate of x̄."""
        lam, x = point["e^eps"], point["x"]
        if lam <= 1 or not x:
            return None
        n = len(x)
        expected = sum((sum(_z(yi, lam) for yi in y) / n * report_pmf(x, y, lam) for y in vectors(n)), Fraction(0))
        return equal(expected, Fraction(sum(x), n))

    NOTES.not_checkable(
        "utility-rate",
        label="← UTILITY",
        statement=r"$\left| \frac{1}{n} \sum_{i=1}^n \hat{x}_i - \frac{1}{n} \sum_{i=1}^n \hat{z}_i \right| "
        r"\leq O\left(\frac{1}{c\sqrt{n}}\right)$ with high probability",
        reason="an O(·) rate 'with high probability' with neither constant nor probability level stated",
    )


# --------------------------------------------------------------------------- 3 the definition, applied to RR

with NOTES.section("3"):

    def _dp_points() -> Iterator[Point]:
        for n in (1, 2):
            for lam in LAMBDAS:
                yield {"e^eps": lam, "n": n}

    DP = Domain(f"n in {{1, 2}}; every x, neighbour x' and every nonempty S of {{0,1}}^n; {_LAMBDA_TEXT}",
                _dp_points)

    def _dp(point: Point, sign: int) -> Evaluation | None:
        lam, n = point["e^eps"], point["n"]
        if lam <= 1 or n < 1:
            return None
        bound = lam if sign > 0 else 1 / lam
        cases = []
        for x in vectors(n):
            for y in neighbours(x):
                for subset in nonempty_subsets(vectors(n)):
                    cases.append(Evaluation(sum(report_pmf(x, b, lam) for b in subset), "<=",
                                            bound * sum(report_pmf(y, b, lam) for b in subset)))
        return weakest(cases)

    NOTES.claim(
        "rr-dp-printed",
        label="Trusted curator Model",
        statement=r"M is ϵ-differentially private if for all x, x' neighbouring and all $S \subseteq \mathcal{Y}$: "
        r"$\Pr(M(x) \in S) \leq e^{-\epsilon} \Pr(M(x') \in S)$; in the previous example (RR), $y = \{0, 1\}^n$, "
        r"$S \subseteq \{0, 1\}^n$, $\Pr(M(x) \in S) \leq e^{-\epsilon}$ ...",
        hypotheses="M = RR on n bits; the definition with e^(-ε) as printed (twice), applied to RR",
        domain=DP,
        strategy=lambda: st.fixed_dictionaries({
            "e^eps": st.fractions(1, 50, max_denominator=20).filter(lambda v: v > 1), "n": st.integers(1, 2)}),
        finding="With e^(-ε) < 1 no mechanism qualifies (S = the whole output space gives 1 <= e^(-ε)); the "
        "definition needs e^ε, as ③ and the two-sided bound use.",
        correction=NOTES.correction(
            "rr-dp-printed.corrected",
            label="Trusted curator Model",
            statement=r"$\Pr(M(x) \in S) \leq e^{\epsilon} \Pr(M(x') \in S)$ for all neighbours and all S: RR is "
            r"ε-differentially private",
            hypotheses="M = RR on n bits",
            domain=DP,
            strategy=lambda: st.fixed_dictionaries({
                "e^eps": st.fractions(1, 50, max_denominator=20).filter(lambda v: v > 1), "n": st.integers(1, 2)}),
        )(lambda point: _dp(point, +1)),
    )(lambda point: _dp(point, -1))

    _SET_POINT = {"e^eps": Fraction(3), "n": 7}

    @NOTES.claim(
        "set-probability",
        label="S = \\{b_1, b_{25}, b_{100}\\}",
        kind="identity",
        statement=r"$S = \{b_1, b_{25}, b_{100}\}$: $\Pr(M(x) \subseteq S) = \frac{\Pr(M(x) = b_1) + \Pr(M(x) = "
        r"b_{25}) + \Pr(M(x) = b_{100})}{\Pr(M(x) = b_1) + \dots}$",
        hypotheses="M = RR on n = 7 bits (b_100 needs 2^n >= 100), b_j the j-th vector; the denominator read as the "
        "sum over every b (= 1); every x",
        domain=Domain("n = 7; e^ε = 3; every x in {0,1}^7", lambda: iter([_SET_POINT])),
        strategy=lambda: st.just(_SET_POINT),
    )
    def set_probability(point: Point) -> Evaluation | None:
        """002_eee4b8e0b022d72a.txt §3: the probability of a set of outcomes is a sum over its members."""
        lam, n = point["e^eps"], point["n"]
        space = list(vectors(n))
        chosen = (space[0], space[24], space[99])
        return weakest(equal(sum(report_pmf(x, b, lam) for b in chosen) / sum(report_pmf(x, b, lam) for b in space),
                             sum((report_pmf(x, b, lam) for b in chosen), Fraction(0)))
                       for x in space)


# --------------------------------------------------------------------------- 4 sensitivity, Laplace

with NOTES.section("4"):

    def _sensitivity_points() -> Iterator[Point]:
        for n in range(1, 7):
            yield {"n": n}

    @NOTES.claim(
        "sensitivity",
        label="\\Delta & = \\frac{1}{n}",
        kind="identity",
        statement=r"$| \frac{1}{n} \sum_{i=1}^n x_i - \frac{1}{n} \sum_{i=1}^n x'_i | = \frac{1}{n} | x_n - x'_n |$, "
        r"$\Delta = \frac{1}{n}$",
        hypotheses="x, x' in {0,1}^n differing in the last bit (each step); Δ the largest change over every "
        "neighbouring pair",
        domain=Domain("1 <= n <= 6; every x and every neighbour x'", _sensitivity_points),
        strategy=lambda: st.fixed_dictionaries({"n": st.integers(1, 8)}),
    )
    def sensitivity(point: Point) -> Evaluation | None:
        """002_eee4b8e0b022d72a.txt §4: the mean of n bits has sensitivity 1/n."""
        n = point["n"]
        if n < 1:
            return None
        steps = []
        largest = Fraction(0)
        for x in vectors(n):
            y = x[:-1] + (1 - x[-1],)
            change = abs(Fraction(sum(x), n) - Fraction(sum(y), n))
            steps.append(equal(change, Fraction(abs(x[-1] - y[-1]), n)))
            largest = max(largest, *(abs(Fraction(sum(x) - sum(z), n)) for z in neighbours(x)))
        return weakest([*steps, equal(largest, Fraction(1, n))])

    NOTES.not_checkable(
        "laplace-dp",
        label="Can argue that the Laplace mechanism",
        statement=r"Can argue that the Laplace mechanism is ϵ-DP",
        reason="continuous Laplace noise: not a finite mechanism with rational probabilities",
    )
    NOTES.not_checkable(
        "laplace-utility",
        label="R.R",
        statement=r"Deviation from truth $\left| \frac{1}{n} \sum x_i - (\frac{1}{n} \sum x_i + \eta) \right|$: "
        r"$O(\frac{1}{\epsilon n})$ w.h.p. for Laplace; R.R $O(\frac{1}{\epsilon n})$",
        reason="O(·) rates w.h.p. for continuous Laplace noise, without constants; note that RR's own error has "
        "standard deviation of order 1/(ε√n) (2, the debiased z_i), so 'R.R O(1/(εn))' looks like a lost square root",
    )
