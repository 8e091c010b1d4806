"""004_3b24c074030182c5.txt (a survey of differential privacy), §4.1.3: ε-randomized response.

A bit X is reported as X with probability e^ε/(1 + e^ε) and flipped with probability 1/(1 + e^ε); e^ε = λ
is a rational > 1, so every probability and expectation is exact.  μ̂ = (1/n) Σ ((λ + 1)/(λ - 1) Y_i -
1/(λ - 1)) estimates the mean of the bits; the expectation is taken over every report vector y.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, equal, weakest
from krverify.claims._registry import Document
from krverify.model.randomized_response import bit_report, report_pmf, vectors

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
LAMBDAS = (F(5, 4), F(3, 2), F(2), F(3), F(10))
LAMBDA_TEXT = "e^ε in {5/4, 3/2, 2, 3, 10}"


def _lambda_strategy() -> st.SearchStrategy[Fraction]:
    return st.fractions(1, 100, max_denominator=30).filter(lambda v: v > 1)


with SURVEY.section("4.1.1"):

    SURVEY.not_checkable(
        "laplace-mechanism",
        label="Proposition 4.1",
        statement=r"The Laplace Mechanism, with noise addition from the Laplace distribution with $\mu = 0, b = "
        r"\frac{\Delta(f)}{\epsilon}$, endows $\epsilon$-differential privacy to the data release.",
        reason="continuous Laplace densities: not a finite mechanism with rational probabilities",
    )
    SURVEY.not_checkable(
        "laplace-accuracy",
        label="Theorem 4.2",
        statement=r"Bound on Accuracy for Laplace Mechanism",
        reason="continuous Laplace noise (a tail of an exponential distribution; its proof's k·e^(-k/δ) should read "
        "k·e^(-ln(k/δ)), noted, not decided)",
    )


with SURVEY.section("4.1.3"):

    def _bit_points() -> Iterator[Point]:
        for lam in LAMBDAS:
            for x, y, z in product((0, 1), repeat=3):
                yield {"e^eps": lam, "X": x, "Y": y, "z": z}

    @SURVEY.claim(
        "rr-privacy",
        label="this disclosure is",
        statement=r"For any two bits $X, Y$, and for $z \in \{0, 1\}$ this disclosure is $\ln \left( \frac{\Pr"
        r"[\mathcal{M}(X)=z]}{\Pr[\mathcal{M}(Y)=z]} \right) \leq \ln \left( "
        r"\frac{\frac{e^\varepsilon}{1+e^\varepsilon}}"
        r"{\frac{1}{1+e^\varepsilon}} \right) = \varepsilon$-differentially private",
        hypotheses="ε > 0 with e^ε rational; ln is increasing, so the ratios are compared; the two probabilities of "
        "M(X) sum to 1; the last '=' exactly",
        domain=Domain(f"X, Y, z in {{0, 1}}; {LAMBDA_TEXT}", _bit_points),
        strategy=lambda: st.fixed_dictionaries({"e^eps": _lambda_strategy(), "X": st.sampled_from((0, 1)),
                                                "Y": st.sampled_from((0, 1)), "z": st.sampled_from((0, 1))}),
    )
    def rr_privacy(point: Point) -> Evaluation | None:
        lam, x, y, z = point["e^eps"], point["X"], point["Y"], point["z"]
        if lam <= 1:
            return None
        keep, flip = lam / (1 + lam), 1 / (1 + lam)
        return weakest((Evaluation(bit_report(x, z, lam) / bit_report(y, z, lam), "<=", keep / flip),
                        equal(keep / flip, lam), equal(bit_report(x, 0, lam) + bit_report(x, 1, lam), F(1))))

    def _mean_points() -> Iterator[Point]:
        for n in (1, 2, 3):
            for lam in LAMBDAS:
                for x in vectors(n):
                    yield {"e^eps": lam, "x": x}

    def _mean_chain(point: Point) -> tuple[Fraction, ...] | None:
        lam, x = point["e^eps"], point["x"]
        if lam <= 1 or not x or any(b not in (0, 1) for b in x):
            return None
        n, a, c = len(x), (lam + 1) / (lam - 1), 1 / (lam - 1)
        first = sum((sum(a * yi - c for yi in y) / n * report_pmf(x, y, lam) for y in vectors(n)), F(0))
        means = [sum((yi * bit_report(xi, yi, lam) for yi in (0, 1)), F(0)) for xi in x]
        second = sum((a * e - c for e in means), F(0)) / n
        third = sum((a * (lam / (1 + lam) * xi + 1 / (1 + lam) * (1 - xi)) - c for xi in x), F(0)) / n
        fourth = sum((a * ((lam - 1) / (1 + lam) * xi + 1 / (1 + lam)) - c for xi in x), F(0)) / n
        return first, second, third, fourth, F(sum(x), n)

    SURVEY.chain(
        "rr-unbiased",
        label="unbiased estimator for the true mean",
        sides=_mean_chain,
        statement=r"$\hat{\mu} = \frac{1}{n} \sum_{i=1}^n \left( \frac{\exp(\varepsilon)+1}{\exp(\varepsilon)-1} \cdot "
        r"Y_i - \frac{1}{\exp(\varepsilon)-1} \right)$; $\mathbb{E}(\hat{\mu}) = \frac{1}{n} \sum_{i=1}^n \left( "
        r"\frac{\exp(\varepsilon)+1}{\exp(\varepsilon)-1} \cdot \mathbb{E}(Y_i) - \frac{1}{\exp(\varepsilon)-1} "
        r"\right) "
        r"= \dots \left( \frac{\exp(\varepsilon)}{1 + \exp(\varepsilon)} \times X_i + \frac{1}{1 + \exp(\varepsilon)} "
        r"\times (1 - X_i) \right) \dots = \dots \left( \frac{\exp(\varepsilon)-1}{1 + \exp(\varepsilon)} \times X_i + "
        r"\frac{1}{1 + \exp(\varepsilon)} \right) \dots = \frac{1}{n} \sum_{i=1}^n X_i$: $\hat{\mu}$ is an unbiased "
        r"estimator for the true mean",
        hypotheses="Y_i = M(X_i) independent; E(μ̂) over every report vector y with its exact probability; each '=' "
        "of the chain",
        domain=Domain(f"n <= 3; every x in {{0,1}}^n; {LAMBDA_TEXT}", _mean_points),
        strategy=lambda: st.fixed_dictionaries({
            "e^eps": _lambda_strategy(), "x": st.lists(st.sampled_from((0, 1)), min_size=1, max_size=5).map(tuple)}),
    )
