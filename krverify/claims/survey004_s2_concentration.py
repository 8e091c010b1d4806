"""004_3b24c074030182c5.txt (a survey of differential privacy), §2: the concentration bounds it uses later.

Each bound is checked against exact tails of sums of independent bits (binomial and Poisson-binomial pmfs as
Fractions, krverify/model/concentration.py), or of functions of a few independent bits by enumeration.  A
printed e^(-x) is replaced by a rational lower bound when the check holds and by a rational upper bound when it
fails (the sound direction each time).  The printed exponents use an undefined m; it is read as n, the number
of variables (the standard Chernoff-Hoeffding form).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, weakest
from krverify.claims._registry import Document
from krverify.claims._spaces import sampled
from krverify.model.concentration import binomial_pmf, tail_at_most_exp

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
PS = (F(1, 2), F(1, 4), F(1, 10), F(3, 4))
EPSILONS = (F(1), F(1, 2), F(1, 5), F(1, 10))


def _p_strategy() -> st.SearchStrategy[Fraction]:
    return st.fractions(F(1, 20), F(19, 20), max_denominator=20)


with SURVEY.section("2"):

    def _additive_points() -> Iterator[Point]:
        for n in (*range(1, 31), 100, 200):
            for p in PS:
                yield {"n": n, "p": p}

    @SURVEY.claim(
        "theorem-2.1",
        label="Theorem 2.1",
        statement=r"Let $X_1, \dots, X_n$ be independent random variables, $0 \leq X_i \leq 1$ ... $\Pr[\bar{X} > "
        r"\mu + "
        r"\varepsilon] \leq e^{-2m\varepsilon^2}, \Pr[\bar{X} < \mu - \varepsilon] \leq e^{-2m\varepsilon^2}.$",
        hypotheses="the undefined m read as n; X_i ~ Bernoulli(p) (extreme points of [0, 1]); ε in {1, 1/2, 1/5, 1/10, "
        "1/20}; both tails exact",
        domain=Domain("n in 1..30 and {100, 200}; p in {1/2, 1/4, 1/10, 3/4}", _additive_points),
        strategy=lambda: st.fixed_dictionaries({"n": st.integers(1, 60), "p": _p_strategy()}),
        guard=lambda n, p: n >= 1 and 0 <= p <= 1,
    )
    def theorem_2_1(n: int, p: Fraction) -> Evaluation:
        pmf = binomial_pmf(n, p)
        cases = []
        for eps in (*EPSILONS, F(1, 20)):
            upper = sum((q for s, q in enumerate(pmf) if F(s, n) > p + eps), F(0))
            lower = sum((q for s, q in enumerate(pmf) if F(s, n) < p - eps), F(0))
            cases += [tail_at_most_exp(upper, 2 * n * eps * eps), tail_at_most_exp(lower, 2 * n * eps * eps)]
        return weakest(cases)

    def _multiplicative_points() -> Iterator[Point]:
        for n in (*range(1, 16), 50, 100):
            for p in PS[:3]:
                for eps in EPSILONS:
                    yield {"n": n, "p": p, "eps": eps}

    MULTIPLICATIVE = Domain("n in 1..15 and {50, 100}; X_i ~ Bernoulli(p), p in {1/2, 1/4, 1/10}; ε in {1, 1/2, 1/5, "
                            "1/10}", _multiplicative_points)

    _multiplicative_strategy = sampled(_multiplicative_points)

    def _upper(point: Point, exponent: Callable[[int, Fraction, Fraction], Fraction]) -> Evaluation:
        n, p, eps = point["n"], point["p"], point["eps"]
        tail = sum((q for s, q in enumerate(binomial_pmf(n, p)) if F(s, n) > p * (1 + eps)), F(0))
        return tail_at_most_exp(tail, exponent(n, p, eps))

    def _lower(point: Point, exponent: Callable[[int, Fraction, Fraction], Fraction]) -> Evaluation:
        n, p, eps = point["n"], point["p"], point["eps"]
        tail = sum((q for s, q in enumerate(binomial_pmf(n, p)) if F(s, n) < p * (1 - eps)), F(0))
        return tail_at_most_exp(tail, exponent(n, p, eps))

    SURVEY.claim(
        "theorem-2.2-upper",
        label="Theorem 2.2",
        statement=r"$\Pr[\bar{X} > \mu(1 + \varepsilon)] \leq e^{-2m\varepsilon^2/3},$",
        hypotheses="as Theorem 2.1 (m read as n); X_i ~ Bernoulli(p), μ = p",
        domain=MULTIPLICATIVE,
        strategy=_multiplicative_strategy,
        finding="The multiplicative bound has no μ in its exponent, so it fails for small means: n = 3, p = 1/4, ε = 1 "
        "gives Pr[X̄ > 1/2] = 5/32 > e^(-2). The Chernoff bound is exp(-nμε²/3) for 0 < ε <= 1.",
        correction=SURVEY.correction(
            "theorem-2.2-upper.corrected",
            label="Theorem 2.2",
            statement=r"$\Pr[\bar{X} > \mu(1 + \varepsilon)] \leq e^{-n\mu\varepsilon^2/3}$, $0 < \varepsilon \leq 1$",
            hypotheses="X_i ~ Bernoulli(p), μ = p",
            domain=MULTIPLICATIVE,
            strategy=_multiplicative_strategy,
        )(lambda point: _upper(point, lambda n, p, eps: n * p * eps * eps / 3)),
    )(lambda point: _upper(point, lambda n, p, eps: 2 * n * eps * eps / 3))

    SURVEY.claim(
        "theorem-2.2-lower",
        label="Theorem 2.2",
        statement=r"$\Pr[\bar{X} < \mu(1 - \varepsilon)] \leq e^{-2m\varepsilon^2/2}.$",
        hypotheses="as Theorem 2.1 (m read as n, so the bound is e^(-nε²)); X_i ~ Bernoulli(p), μ = p",
        domain=MULTIPLICATIVE,
        strategy=_multiplicative_strategy,
        finding="The lower multiplicative bound e^(-nε²) has no μ: n = 1, p = 1/10, ε = 1/2 gives Pr[X̄ < 1/20] = 9/10 "
        "> e^(-1/4) (it fails at p = 1/2 too, from n = 13). The Chernoff bound is exp(-nμε²/2).",
        correction=SURVEY.correction(
            "theorem-2.2-lower.corrected",
            label="Theorem 2.2",
            statement=r"$\Pr[\bar{X} < \mu(1 - \varepsilon)] \leq e^{-n\mu\varepsilon^2/2}$, $0 < \varepsilon < 1$",
            hypotheses="X_i ~ Bernoulli(p), μ = p",
            domain=MULTIPLICATIVE,
            strategy=_multiplicative_strategy,
        )(lambda point: _lower(point, lambda n, p, eps: n * p * eps * eps / 2)),
    )(lambda point: _lower(point, lambda n, p, eps: n * eps * eps))

    #: Two-point variables X_i in {a_i, b_i}: (Δ_i, P[X_i = b_i]).
    VARIABLES = {
        "tenths": ((F(1, 10), F(1, 2)),) * 4,
        "mixed": ((F(1, 10), F(1, 4)), (F(1, 5), F(1, 2)), (F(1, 10), F(9, 10)), (F(1, 20), F(1, 3))),
        "units": ((F(1), F(1, 2)),) * 3,
        "fifths": ((F(1, 5), F(1, 10)),) * 6,
    }

    def _hoeffding_points() -> Iterator[Point]:
        for name in VARIABLES:
            yield {"variables": name}

    @SURVEY.claim(
        "theorem-2.3",
        label="Theorem 2.3",
        statement=r"if for known $a_i, b_i$, we have that $X_i \in [a_i, b_i]$, let $\Delta_i = b_i - a_i$. Let $M = "
        r"\sum_{i \in [r]} X_i$, then $\forall \alpha \in (0, \frac{1}{2})$, $\Pr[|M - \mathbb{E}[M]| > \alpha] \leq 2 "
        r"\exp \left( \frac{-2\alpha^2}{\sum_{i \in [r]} \Delta_i^2} \right).$",
        hypotheses="independent X_i (not stated) taking a_i or b_i = a_i + Δ_i (a_i = 0 without loss: M - E[M] does "
        "not see it); α in {1/20, 1/10, 1/4, 2/5, 49/100}; the exact distribution of M",
        domain=Domain("4 x (Δ = 1/10, P[b] = 1/2); (1/10, 1/4), (1/5, 1/2), (1/10, 9/10), (1/20, 1/3); 3 x (1, 1/2); "
                      "6 x (1/5, 1/10)", _hoeffding_points),
        strategy=sampled(_hoeffding_points),
    )
    def theorem_2_3(variables: str) -> Evaluation:
        spec = VARIABLES[variables]
        dist = {F(0): F(1)}
        for delta, p in spec:
            step: dict[Fraction, Fraction] = {}
            for value, prob in dist.items():
                step[value] = step.get(value, F(0)) + prob * (1 - p)
                step[value + delta] = step.get(value + delta, F(0)) + prob * p
            dist = step
        mean = sum((v * q for v, q in dist.items()), F(0))
        width = sum((delta * delta for delta, _ in spec), F(0))
        cases = []
        for alpha in (F(1, 20), F(1, 10), F(1, 4), F(2, 5), F(49, 100)):
            tail = sum((q for v, q in dist.items() if abs(v - mean) > alpha), F(0))
            cases.append(tail_at_most_exp(tail, 2 * alpha * alpha / width, F(2)))
        return weakest(cases)

    SURVEY.not_checkable(
        "theorem-2.4",
        label="Theorem 2.4",
        statement=r"For large values of $n$, $n!$ can be approximated by $\sqrt{2\pi n} \left(\frac{n}{e}\right)^n$.",
        reason="an asymptotic 'approximated by' with no error term (π and e; only bounds such as Robbins' would be "
        "checkable, and none is printed)",
    )

    FUNCTIONS: dict[str, Callable[[tuple[int, ...]], Fraction]] = {
        "sum": lambda x: F(sum(x)),
        "max": lambda x: F(max(x)),
        "majority": lambda x: F(int(2 * sum(x) > len(x))),
        "weighted": lambda x: F(sum((i + 1) * b for i, b in enumerate(x)), len(x)),
    }

    def _azuma_points() -> Iterator[Point]:
        for name in FUNCTIONS:
            for m in (2, 4, 6):
                for p in (F(1, 2), F(1, 4)):
                    yield {"f": name, "m": m, "p": p}

    @SURVEY.claim(
        "theorem-2.5",
        label="Theorem 2.5",
        statement=r"$|\mathbb{E}[f|X_1, \dots, X_{i-1}, X_i = a_i] - \mathbb{E}[f|X_1, \dots, X_{i-1}, X_i = a'_i]| "
        r"\leq c_i$ ... Then $\Pr[f(X_1, \dots, X_m) \geq \mathbb{E}[f] + t] \leq \exp \left( -\frac{2t^2}"
        r"{\sum_{i=1}^m c_i^2} \right).$",
        hypotheses="X_i independent Bernoulli(p); c_i the largest conditional gap over every prefix and a, a' (exact, "
        "by enumeration); t in {1/10, 1/4, 1/2, 1, 2}; tails exact",
        domain=Domain("f in {sum, max, majority, (1/m) Σ i x_i}; m in {2, 4, 6}; p in {1/2, 1/4}", _azuma_points),
        strategy=lambda: st.fixed_dictionaries({"f": st.sampled_from(sorted(FUNCTIONS)), "m": st.integers(1, 6),
                                                "p": _p_strategy()}),
        guard=lambda m, p: 1 <= m <= 8 and 0 < p < 1,
    )
    def theorem_2_5(f: str, m: int, p: Fraction) -> Evaluation:
        function = FUNCTIONS[f]
        outcomes = list(product((0, 1), repeat=m))

        def weight(x: tuple[int, ...]) -> Fraction:
            result = F(1)
            for b in x:
                result *= p if b else 1 - p
            return result

        def conditional(prefix: tuple[int, ...]) -> Fraction:
            rest = list(product((0, 1), repeat=m - len(prefix)))
            return sum((weight(r) * function(prefix + r) for r in rest), F(0))

        mean = sum((weight(x) * function(x) for x in outcomes), F(0))
        c = [max(abs(conditional(pre + (1,)) - conditional(pre + (0,))) for pre in product((0, 1), repeat=i))
             for i in range(m)]
        total = sum((ci * ci for ci in c), F(0))
        cases = []
        for t in (F(1, 10), F(1, 4), F(1, 2), F(1), F(2)):
            tail = sum((weight(x) for x in outcomes if function(x) >= mean + t), F(0))
            cases.append(tail_at_most_exp(tail, 2 * t * t / total) if total else Evaluation(tail, "<=", F(0)))
        return weakest(cases)

