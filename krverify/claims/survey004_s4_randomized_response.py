"""004_3b24c074030182c5.txt (a survey of differential privacy), §4.1.3: ε-randomized response.

A bit X is reported as X with probability e^ε/(1 + e^ε) and flipped with probability 1/(1 + e^ε); e^ε = λ
is a rational > 1 (ε > 0 is printed), so every probability and expectation is exact.  μ̂ = (1/n) Σ ((λ + 1)/(λ -
1) Y_i - 1/(λ - 1)) estimates the mean of the bits; the expectation is taken over every report vector y, the
users randomizing independently or with one shared coin (the text states no independence, and linearity of
expectation needs none).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from krverify.claims._claim import Evaluation, Point, equal, weakest
from krverify.claims._domain import Domain, among, each, integers, ints, rationals
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.model.randomized_response import bit_report, report_pmf, vectors

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
#: e^ε > 1 (ε > 0 is printed): the grid, close to 1 and large, and rationals above 1 in the search.
LAMBDA = among("e^eps", (F(1001, 1000), F(5, 4), F(3, 2), F(2), F(3), F(10), F(100)),
               search=rationals(1, 100, max_denominator=30), symbol="lam")
COINS_TEXT = "coins in {0 (each bit randomized with its own coin), 1 (one coin for every bit: all kept or all flipped)}"


def reports(x: tuple[int, ...], lam: Fraction, coins: int) -> Iterator[tuple[Fraction, tuple[int, ...]]]:
    """(probability, report vector y) for ε-RR of the bits x, independent or with one shared coin."""
    if coins == 1:
        keep = lam / (1 + lam)
        yield keep, x
        yield 1 - keep, tuple(1 - b for b in x)
        return
    for y in vectors(len(x)):
        yield report_pmf(x, y, lam), y


with SURVEY.section("4.1.3"):

    BIT = among("X", (0, 1), search=integers(0, 1), text="X in {0, 1}")

    @SURVEY.claim(
        "rr-privacy",
        label="this disclosure is",
        statement=r"For any two bits $X, Y$, and for $z \in \{0, 1\}$ this disclosure is $\ln \left( \frac{\Pr"
        r"[\mathcal{M}(X)=z]}{\Pr[\mathcal{M}(Y)=z]} \right) \leq \ln \left( \frac{\frac{e^\varepsilon}"
        r"{1+e^\varepsilon}}{\frac{1}{1+e^\varepsilon}} \right) = \varepsilon$-differentially private",
        hypotheses="ε > 0 (l.724)",
        domain=Domain.of(LAMBDA, BIT, among("Y", (0, 1), search=integers(0, 1), text="Y in {0, 1}"),
                         among("z", (0, 1), search=integers(0, 1), text="z in {0, 1}")),
        formula="""
        # model: eps-RR, e^eps = lam, reports the bit as is with probability e^eps/(1 + e^eps), flipped with
        # 1/(1 + e^eps); against the printed bound on Pr[M(X) = z]/Pr[M(Y) = z] (ln increasing: compared through the
        # ratios), the printed '= eps' (the ratio's argument against e^eps), and M(X)'s two probabilities a law
        M(b, z) = lam / (1 + lam) if z == b else 1 / (1 + lam)
        printed = (lam / (1 + lam)) / (1 / (1 + lam))
        M(X, z) / M(Y, z) <= printed and printed == lam and M(X, 0) + M(X, 1) == 1
        """,
    )
    def rr_privacy(point: Point) -> Evaluation:
        """ln is increasing, so the ratios are compared; the two probabilities of M(X) sum to 1; the last '='
        exactly."""
        lam, x, y, z = point["e^eps"], point["X"], point["Y"], point["z"]
        keep, flip = lam / (1 + lam), 1 / (1 + lam)
        return weakest((Evaluation(bit_report(x, z, lam) / bit_report(y, z, lam), "<=", keep / flip),
                        equal(keep / flip, lam), equal(bit_report(x, 0, lam) + bit_report(x, 1, lam), F(1))))

    def _mean_chain(point: Point) -> tuple[Fraction, ...]:
        lam, x, coins = point["e^eps"], point["x"], point["coins"]
        n, a, c = len(x), (lam + 1) / (lam - 1), 1 / (lam - 1)
        first = sum((sum(a * yi - c for yi in y) / n * p for p, y in reports(x, lam, coins)), F(0))
        means = [sum((p * y[i] for p, y in reports(x, lam, coins)), F(0)) for i in range(n)]
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
        r"\right) = \dots \left( \frac{\exp(\varepsilon)}{1 + \exp(\varepsilon)} \times X_i + \frac{1}{1 + "
        r"\exp(\varepsilon)} \times (1 - X_i) \right) \dots = \dots \left( \frac{\exp(\varepsilon)-1}{1 + "
        r"\exp(\varepsilon)} \times X_i + \frac{1}{1 + \exp(\varepsilon)} \right) \dots = \frac{1}{n} \sum_{i=1}^n "
        r"X_i$: $\hat{\mu}$ is an unbiased estimator for the true mean",
        hypotheses="the bits randomized with their own coins or one shared coin (no independence is stated); E(μ̂) "
        "over every report vector y with its exact probability; each '=' of the chain",
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "Y_i read as M(X_i), the report of the i-th bit X_i (line "
                              "726); the text never defines Y_i, and line 728 uses Y for a second input bit",
                              where="line 730"),),
        meaningless="Y_i is defined nowhere in §4.1.3 (line 728's Y is a second input bit, not a report): as printed "
        "μ̂ is a function of undefined variables",
        domain=Domain.of(ints("n", 1, 3, search_high=5), each("x", "tuples((0, 1), n)", "every x in {0,1}^n"),
                         LAMBDA,
                         among("coins", (0, 1), search=integers(0, 1), text=COINS_TEXT)),
        formula="""
        # model: the law of the report vector y of eps-RR (e^eps = lam, each bit kept with probability lam/(1 + lam)),
        # with independent coins (coins = 0) or one shared coin (coins = 1: y = x or y = 1 - x); E(mu-hat) over every
        # y with its exact probability, against the printed chain: E(Y_i) by the same law, then the printed
        # closed forms of E(Y_i), and the true mean (1/n) Σ X_i
        keep = lam / (1 + lam)
        a = (lam + 1) / (lam - 1)
        c0 = 1 / (lam - 1)
        p(b, z) = keep if z == b else 1 - keep
        same(y) = all(y[i] == x[i] for i in ints(0, n - 1))
        flipped(y) = all(y[i] == 1 - x[i] for i in ints(0, n - 1))
        P(y) = (prod(p(x[i], y[i]) for i in ints(0, n - 1)) if coins == 0
          else keep if same(y) else 1 - keep if flipped(y) else 0)
        Y = tuple(tuples((0, 1), n))
        first = sum(P(y) * sum(a * y[i] - c0 for i in ints(0, n - 1)) / n for y in Y)
        EY(i) = sum(P(y) * y[i] for y in Y)
        second = sum(a * EY(i) - c0 for i in ints(0, n - 1)) / n
        third = sum(a * (lam / (1 + lam) * x[i] + 1 / (1 + lam) * (1 - x[i])) - c0 for i in ints(0, n - 1)) / n
        fourth = sum(a * ((lam - 1) / (1 + lam) * x[i] + 1 / (1 + lam)) - c0 for i in ints(0, n - 1)) / n
        first == second == third == fourth == sum(x) / n
        """,
    )

