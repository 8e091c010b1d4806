"""002_eee4b8e0b022d72a.txt (lecture notes on randomized response, NPTEL; handwritten, converted to LaTeX).

The notes have no numbered sections; the records use our own: 1 the privacy of randomized
response (①–③ and the two-sided bound), 2 its utility (E[y_i], the estimator z_i), 3 the
definition of differential privacy applied to it, 4 the sensitivity of the mean.  RR reports a
bit truthfully with probability e^ε/(1 + e^ε) (③), λ = e^ε >= 1 rational.

The notes were written by hand and converted: where a record's verdict turns on a symbol the
conversion may have garbled (a tick read as √, a factor read as an exponent, a lost "- 1"), the
record decides the converted text (reading ``literal``) and its correction the text as meant
(``charitable``), both marked ``disputed``.  §1 never says how x and x' relate; the records decide
that text for every pair, and the relation ② uses (x, x' differ at most in the last bit) is a
correction's hypothesis.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache

from krverify.claims._claim import (
    Deviation,
    Evaluation,
    Point,
    SymbolicProof,
    certified,
    chain_of,
    compare_exp_sums,
    equal,
    weakest,
)
from krverify.claims._domain import Domain, among, each, ints, rationals, where
from krverify.claims._registry import Document
from krverify.model.balls import ball, with_precision
from krverify.model.concentration import poisson_binomial
from krverify.model.continuous import compare, laplace_tail
from krverify.model.exp_sums import laplace_interval, scale
from krverify.model.randomized_response import bit_report, report_pmf, truthful, vectors
from krverify.model.surd import QuadraticSurd

NOTES = Document("002_eee4b8e0b022d72a.txt", prefix="002")
F = Fraction

#: λ = e^ε >= 1 (ε >= 0), from the boundary λ = 1 up.
LAMBDAS = tuple(F(v) for v in ("1", "11/10", "6/5", "5/4", "13/10", "4/3", "3/2", "5/3", "7/4", "2", "9/4", "5/2",
                               "3", "7/2", "4", "9/2", "5", "6", "7", "8", "9", "10", "20", "50", "100", "1000",
                               "10000"))
LAMBDA = among("e^eps", LAMBDAS, search=rationals(1, 50, ends="[)", max_denominator=20), symbol="lam")
#: z_i divides by e^ε - 1: the estimator needs e^ε > 1.
POSITIVE_EPSILON = Deviation("added hypothesis", "e^ε > 1: z_i divides by e^ε - 1, undefined at ε = 0 (which the "
                             "notes do not exclude)")
#: The corrections that need ε >= 0 say so (the notes state no range for ε; 002.in-both-cases decides every ε).
EPSILON_RANGE = Deviation("added hypothesis", "ε >= 0 (e^ε >= 1), the standing convention of ε-differential privacy: "
                          "the notes state no range for ε, and for ε < 0 the one-bit ratio e^{-ε} exceeds e^ε "
                          "(002.in-both-cases)")
LAMBDA_ABOVE_1 = among("e^eps", LAMBDAS[1:], search=rationals(1, 50, ends="()", max_denominator=20), symbol="lam")
SIZE = ints("n", 1, 3, search_high=6)


#: {0,1}^n, zeros first (b_1 = (0, ..., 0), as the notes' b_1, b_25, b_100 are counted).
VECTORS = "tuples((0, 1), n)"
#: x with bit i changed (i = 0..n-1), in the formula language (bits stay the integers 0 and 1).
FLIPPED = "tuple(x[j] if j != i else (1 if x[j] == 0 else 0) for j in ints(0, n - 1))"
#: The vectors that differ from x in exactly one bit, the first bit changed first.
NEIGHBOUR_VECTORS = f"tuple({FLIPPED} for i in ints(0, n - 1))"
#: x with its last bit changed.
LAST_FLIPPED = FLIPPED.replace("j != i", "j != n - 1")
X = each("x", VECTORS, "every x in {0,1}^n")
REPORTS = each("b", VECTORS, "every report b")
X_AND_B = Domain.of(SIZE, LAMBDA, X, REPORTS)
#: The notes' x and x' of ① and ②: l.5-7 introduce them without relating them.
PAIRS = Domain.of(SIZE, LAMBDA, X, each("x'", VECTORS, "every x' in {0,1}^n", symbol="xp"), REPORTS)
LAST_BIT = Domain.of(SIZE, LAMBDA, X, each("x'", f"(x, {LAST_FLIPPED})", "x' = x, or x with its last bit changed",
                                           symbol="xp"), REPORTS)
NEIGHBOURS = Domain.of(SIZE, LAMBDA, X, each("x'", NEIGHBOUR_VECTORS, "every x' differing from x in one bit",
                                             symbol="xp"), REPORTS)

#: Randomized response, the model every formula of §1-§3 evaluates: one bit reported truthfully with probability
#: e^ε/(1 + e^ε) (③), the bits of a vector independently (l.15).
RR = """
# one bit: reported truthfully with probability keep = e^eps/(1 + e^eps), changed with probability flip
keep = lam / (1 + lam)
flip = 1 / (1 + lam)
P(u, v) = keep if u == v else flip
# Prob(RR(z) = c) for a vector, its bits reported independently
Pr(z, c) = prod(keep if z[i] == c[i] else flip for i in ints(0, len(z) - 1))
"""


def rr(text: str) -> str:
    """A formula over randomized response: :data:`RR`'s definitions, then ``text``."""
    return RR + textwrap.dedent(text)
LAST_BIT_DEVIATION = Deviation("added hypothesis", "x_i = x'_i for i < n: the step that replaces P(y'_i = b_i) by "
                               "P(y_i = b_i) needs it; the notes never relate x and x'", where="② (l.24)")


def _product(values: Iterator[Fraction]) -> Fraction:
    result = F(1)
    for value in values:
        result *= value
    return result


# --------------------------------------------------------------------------- 1 privacy of RR

with NOTES.section("1"):

    def _first(x: tuple[int, ...], b: tuple[int, ...], lam: Fraction, last: int) -> Evaluation:
        """Prob(RR(x) = b) = ∏_(i<=n) P(y_i = b_i) = [∏_(i<=last) P(y_i = b_i)] P(y_n = b_n)."""
        factors = [bit_report(xi, bi, lam) for xi, bi in zip(x, b, strict=True)]
        return chain_of(report_pmf(x, b, lam), _product(iter(factors)), _product(iter(factors[:last])) * factors[-1])

    LOST_MINUS_ONE = ("conversion artefact: the bracket's upper limit n is n - 1 with its '- 1' lost (② prints the "
                      "same split with n - 1)")

    NOTES.claim(
        "eq-1",
        label="①",
        kind="identity",
        statement=r"$\text{Prob}(RR(x) = b) = \prod_{i=1}^n P(y_i = b_i) = \left[\prod_{i=1}^n P(y_i = b_i) \right] "
        r"P(y_n = b_n)$",
        hypotheses="y_i = RR(x_i), independent (as printed), truthful with probability e^ε/(1 + e^ε) (③)",
        domain=X_AND_B,
        reading="literal",
        disputed=LOST_MINUS_ONE,
        finding="The bracket repeats the whole product up to n and then multiplies by P(y_n = b_n) again; "
        "with upper limit n - 1 it is the intended split.",
        formula=rr("""
            Pr(x, b) == prod(P(x[i], b[i]) for i in ints(0, n - 1))
                == prod(P(x[i], b[i]) for i in ints(0, n - 1)) * P(x[n - 1], b[n - 1])
            """),
        correction=NOTES.correction(
            "eq-1.corrected",
            label="①",
            kind="identity",
            statement=r"$\text{Prob}(RR(x) = b) = \left[\prod_{i=1}^{n-1} P(y_i = b_i) \right] P(y_n = b_n)$",
            hypotheses="independent bits",
            reading="charitable",
            disputed=LOST_MINUS_ONE,
            formula=rr("""
                Pr(x, b) == prod(P(x[i], b[i]) for i in ints(0, n - 2)) * P(x[n - 1], b[n - 1])
                """),
        )(lambda point: _first(point["x"], point["b"], point["e^eps"], len(point["x"]) - 1)),
    )(lambda point: _first(point["x"], point["b"], point["e^eps"], len(point["x"])))

    def _second(point: Point, printed: bool) -> Evaluation:
        x, y, b, lam = point["x"], point["x'"], point["b"], point["e^eps"]
        n = len(x)
        head = report_pmf(x[: n if printed else n - 1], b[: n if printed else n - 1], lam)
        return chain_of(report_pmf(x if printed else y, b, lam), report_pmf(y, b, lam),
                        report_pmf(y[:-1], b[:-1], lam) * bit_report(y[-1], b[-1], lam),
                        head * bit_report(y[-1], b[-1], lam))

    LOST_PRIME = ("conversion artefacts: the left side Prob(RR(x) = b) lost the prime of RR(x') (the chain computes "
                  "Prob(RR(x') = b)), and the last product's limit n its '- 1'")

    NOTES.claim(
        "eq-2",
        label="②",
        kind="identity",
        statement=r"$\text{Prob}(RR(x) = b) = \prod_{i=1}^n P(y_i' = b_i) = \left(\prod_{i=1}^{n-1} P(y_i' = b_i)"
        r"\right) P(y_n' = b_n) = \left(\prod_{i=1}^n P(y_i = b_i) \right) P(y_n' = b_n)$",
        hypotheses="y = RR(x), y' = RR(x') (l.5-7); each '=' of the chain",
        domain=PAIRS,
        reading="literal",
        disputed=LOST_PRIME,
        finding="The chain starts from Prob(RR(x) = b) but computes Prob(RR(x') = b), and its last product "
        "runs to n, counting the last bit twice; with RR(x'), the limit n - 1 and x, x' equal before "
        "the last bit it holds.",
        formula=rr("""
            Pr(x, b) == prod(P(xp[i], b[i]) for i in ints(0, n - 1))
                == prod(P(xp[i], b[i]) for i in ints(0, n - 2)) * P(xp[n - 1], b[n - 1])
                == prod(P(x[i], b[i]) for i in ints(0, n - 1)) * P(xp[n - 1], b[n - 1])
            """),
        correction=NOTES.correction(
            "eq-2.corrected",
            label="②",
            kind="identity",
            statement=r"$\text{Prob}(RR(x') = b) = \prod_{i=1}^n P(y_i' = b_i) = \left(\prod_{i=1}^{n-1} "
            r"P(y_i' = b_i)\right) P(y_n' = b_n) = \left(\prod_{i=1}^{n-1} P(y_i = b_i)\right) P(y_n' = b_n)$",
            hypotheses="x, x' agree except possibly in the last bit",
            domain=LAST_BIT,
            deviations=(LAST_BIT_DEVIATION,),
            reading="charitable",
            disputed=LOST_PRIME,
            formula=rr("""
                Pr(xp, b) == prod(P(xp[i], b[i]) for i in ints(0, n - 1))
                    == prod(P(xp[i], b[i]) for i in ints(0, n - 2)) * P(xp[n - 1], b[n - 1])
                    == prod(P(x[i], b[i]) for i in ints(0, n - 2)) * P(xp[n - 1], b[n - 1])
                """),
        )(lambda point: _second(point, printed=False)),
    )(lambda point: _second(point, printed=True))

    BITS = Domain.of(LAMBDA, among("x_n", (0, 1)), among("x'_n", (0, 1), symbol="xp_n"), among("b_n", (0, 1)))
    #: ③'s two cases, in keep = e^ε/(1 + e^ε) and flip = 1/(1 + e^ε).
    CASES = RR

    def _ratio_cases(point: Point, root: bool) -> Evaluation:
        """The two cases of ③; with ``root`` the denominator is under the printed square root, and the second
        case's middle expression is the garbled one, parsed as printed."""
        lam, x_n, x_other, b_n = point["e^eps"], point["x_n"], point["x'_n"], point["b_n"]
        mine, other = bit_report(x_n, b_n, lam), bit_report(x_other, b_n, lam)
        keep, flip = lam / (1 + lam), 1 / (1 + lam)
        ratio = mine / QuadraticSurd.sqrt(other) if root else mine / other
        if b_n == x_n:
            return chain_of(ratio, keep / flip, lam)
        middle = flip / (flip / lam / (1 + lam)) if root else flip / keep
        return chain_of(ratio, middle, 1 / lam)

    TICK = ("conversion artefact: the handwritten tick ✓ before the fraction read as a square root over its "
            "denominator (l.33 and l.39 print the same ratio without it); the second case's middle expression is "
            "garbled in conversion")

    NOTES.claim(
        "ratio-cases",
        label="③",
        kind="identity",
        statement=r"$\frac{P(y_n = b_n)}{\sqrt{P(y_n' = b_n)}} = \frac{e^\epsilon / (1 + e^\epsilon)}{1 / (1 + "
        r"e^\epsilon)} = e^\epsilon$ if $b_n = x_n$; $= \frac{1 / (1 + e^\epsilon)}{1 / (1 + e^\epsilon) / "
        r"e^\epsilon / (1 + e^\epsilon)} = e^{-\epsilon}$ if $b_n \neq x_n$",
        hypotheses="y_n = RR(x_n), y'_n = RR(x'_n); each '=' of each case; the square root and the second middle "
        "expression as printed (decided exactly in Q(√P(y'_n = b_n)))",
        domain=BITS,
        reading="literal",
        disputed=TICK,
        finding="As converted the denominator is under a square root and the second case's middle expression "
        "is garbled; both cases fail as printed and hold with the plain ratio P(y_n = b_n)/P(y'_n = "
        "b_n) and x'_n = 1 - x_n.",
        formula=CASES + textwrap.dedent("""
            # the square root over the denominator, and the second middle expression parsed left to right
            ratio = P(x_n, b_n) / sqrt(P(xp_n, b_n))
            (ratio == keep / flip == lam) if b_n == x_n else (ratio == flip / (flip / lam / (1 + lam)) == 1 / lam)
            """),
        correction=NOTES.correction(
            "ratio-cases.corrected",
            label="③",
            kind="identity",
            statement=r"$\frac{P(y_n = b_n)}{P(y_n' = b_n)} = \frac{e^\epsilon / (1 + e^\epsilon)}{1 / (1 + "
            r"e^\epsilon)} = e^\epsilon$ if $b_n = x_n$, $= \frac{1/(1 + e^\epsilon)}{e^\epsilon/(1 + e^\epsilon)} "
            r"= e^{-\epsilon}$ if $b_n \neq x_n$",
            hypotheses="x'_n = 1 - x_n",
            domain=Domain.of(*BITS.axes, where("xp_n == 1 - x_n", "x'_n = 1 - x_n")),
            deviations=(Deviation("added hypothesis", "x'_n = 1 - x_n: the computed values need the other bit",
                                  where="the case labels of ③"),),
            reading="charitable",
            disputed=TICK,
            formula=CASES + textwrap.dedent("""
                ratio = P(x_n, b_n) / P(xp_n, b_n)
                (ratio == keep / flip == lam) if b_n == x_n else (ratio == flip / keep == 1 / lam)
                """),
        )(lambda point: _ratio_cases(point, root=False)),
    )(lambda point: _ratio_cases(point, root=True))

    #: e^ε over every ε: the notes state no range for ε (below 1, the boundary 1, and the grid above).
    ANY_LAMBDA = among("e^eps", (F(1, 2), F(1, 10), F(9, 10), *LAMBDAS),
                       search=rationals(0, 50, ends="()", max_denominator=20), symbol="lam")
    ONE_BIT_BOUND = rr("P(x_n, b_n) <= lam * P(xp_n, b_n)")
    EPSILON_DISPUTED = ("the notes state no range for ε (l.28 computes e^{-ε} and the notes go on to e^ε-DP): every "
                        "text on ε-differential privacy takes ε >= 0, and no mechanism is ε-DP for ε < 0 (S = "
                        "everything gives 1 <= e^ε), but for ε < 0 RR is still defined and the one-bit ratio e^{-ε} "
                        "exceeds e^ε")

    def _one_bit_bound(point: Point) -> Evaluation:
        """P(y_n = b_n) <= e^ε P(y'_n = b_n), y_n = RR(x_n), y'_n = RR(x'_n)."""
        lam, x_n, x_other, b_n = point["e^eps"], point["x_n"], point["x'_n"], point["b_n"]
        return Evaluation(bit_report(x_n, b_n, lam), "<=", lam * bit_report(x_other, b_n, lam))

    NOTES.claim(
        "in-both-cases",
        label="③",
        statement=r"In both cases, $\frac{P(y_n = b_n)}{P(y_n' = b_n)} \leq e^{\epsilon} \Rightarrow "
        r"P(y_n = b_n) \leq e^{\epsilon} \cdot P(y_n' = b_n)$",
        hypotheses="y_n = RR(x_n), y'_n = RR(x'_n) for every pair of bits; every ε (the notes state no range)",
        domain=Domain.of(ANY_LAMBDA, among("x_n", (0, 1)),
                         among("x'_n", (1, 0), symbol="xp_n", text="x'_n in {1, 0} (every pair of bits; at x_n = 0 "
                               "the cases' computation, x'_n = 1 - x_n, first)"),
                         among("b_n", (0, 1))),
        formula=ONE_BIT_BOUND,
        reading="literal",
        disputed=EPSILON_DISPUTED,
        finding="The notes state no range for ε: for ε < 0 the one-bit ratio reaches e^{-ε} > e^ε (and 1 > e^ε), so "
        "'in both cases <= e^ε' fails; for ε >= 0, the standing convention of ε-DP, it holds.",
        correction=NOTES.correction(
            "in-both-cases.corrected",
            label="③",
            statement=r"for $\epsilon \geq 0$: in both cases, $\frac{P(y_n = b_n)}{P(y_n' = b_n)} \leq e^{\epsilon}$, "
            r"so $P(y_n = b_n) \leq e^{\epsilon} \cdot P(y_n' = b_n)$",
            hypotheses="y_n = RR(x_n), y'_n = RR(x'_n) for every pair of bits; ε >= 0",
            domain=BITS,
            deviations=(EPSILON_RANGE,),
            reading="charitable",
            disputed=EPSILON_DISPUTED,
            formula=ONE_BIT_BOUND,
        )(_one_bit_bound),
    )(_one_bit_bound)

    def _vector_ratio(point: Point) -> Evaluation:
        x, y, b, lam = point["x"], point["x'"], point["b"], point["e^eps"]
        ratio = report_pmf(x, b, lam) / report_pmf(y, b, lam)
        return weakest((equal(ratio, bit_report(x[-1], b[-1], lam) / bit_report(y[-1], b[-1], lam)),
                        Evaluation(ratio, "<=", lam)))

    VECTOR_RATIO = rr("""
        ratio = Pr(x, b) / Pr(xp, b)
        ratio == P(x[n - 1], b[n - 1]) / P(xp[n - 1], b[n - 1]) and ratio <= lam
        """)

    NOTES.claim(
        "vector-ratio",
        label="after ③",
        statement=r"$\frac{P_1(RR(x) = b)}{P_1(RR(x') = b)} = \frac{P(y_n = b_n)}{P(y_n' = b_n)} \leq e^{\epsilon}$, "
        r"so $\Pr(\text{RR}(x) = b) \leq e^{\epsilon} \Pr(\text{RR}(x') = b)$",
        hypotheses="the notes' x, x' (l.5-7, not related by the text); the equality and the bound",
        domain=PAIRS,
        reading="as read",
        deviations=(Deviation("conversion artefact", "P_1 read as Pr (the same line ends with Pr)", where="l.39"),),
        meaningless="P_1 is defined nowhere in the notes",
        finding="The notes never relate x and x': for vectors that differ before the last bit the ratio of "
        "the vector probabilities is not the ratio of the last bits' and can exceed e^ε; for x, x' "
        "equal before the last bit it holds.",
        formula=VECTOR_RATIO,
        correction=NOTES.correction(
            "vector-ratio.corrected",
            label="after ③",
            statement=r"for x, x' that agree except possibly in the last bit: $\frac{\Pr(RR(x) = b)}{\Pr(RR(x') = b)} "
            r"= \frac{P(y_n = b_n)}{P(y_n' = b_n)} \leq e^{\epsilon}$",
            hypotheses="x, x' agree except possibly in the last bit; ε >= 0",
            domain=LAST_BIT,
            deviations=(LAST_BIT_DEVIATION, EPSILON_RANGE),
            formula=VECTOR_RATIO,
        )(_vector_ratio),
    )(_vector_ratio)

    def _two_sided(point: Point) -> Evaluation:
        x, y, b, lam = point["x"], point["x'"], point["b"], point["e^eps"]
        here, there = report_pmf(x, b, lam), report_pmf(y, b, lam)
        return weakest((Evaluation(there / lam, "<=", here), Evaluation(here, "<=", lam * there)))

    TWO_SIDED = rr("Pr(xp, b) / lam <= Pr(x, b) <= lam * Pr(xp, b)")

    NOTES.claim(
        "two-sided",
        label="observe",
        statement=r"$\Pr(\text{RR}(x') = b) \cdot e^{-\epsilon} \leq \Pr(\text{RR}(x) = b) \leq e^{\epsilon} "
        r"\Pr(\text{RR}(x') = b)$",
        hypotheses="the notes' x, x' (l.5-7, not related by the text); every report b",
        domain=PAIRS,
        finding="For x, x' unrelated (the notes never relate them) the ratio can reach e^(nε); the bound "
        "holds for neighbours, which differ in one bit.",
        formula=TWO_SIDED,
        correction=NOTES.correction(
            "two-sided.corrected",
            label="observe",
            statement=r"for neighbours x, x' (differing in one bit, in any position) and every b: "
            r"$\Pr(\text{RR}(x') = b) e^{-\epsilon} \leq \Pr(\text{RR}(x) = b) \leq e^{\epsilon} "
            r"\Pr(\text{RR}(x') = b)$",
            hypotheses="x, x' neighbours; ε >= 0",
            domain=NEIGHBOURS,
            deviations=(EPSILON_RANGE,),
            formula=TWO_SIDED,
        )(_two_sided),
    )(_two_sided)


# --------------------------------------------------------------------------- 2 utility

with NOTES.section("2"):

    ONE = Domain.of(LAMBDA, among("x_i", (0, 1)))

    def _expectation(lam: Fraction, x: int, printed: bool) -> Evaluation:
        mean = sum((y * bit_report(x, y, lam) for y in (0, 1)), F(0))
        second = (1 / (1 + lam)) ** (1 - x) if printed else (1 / (1 + lam)) * (1 - x)
        return chain_of(mean, truthful(lam) * x + second, (lam * x + 1 - x) / (1 + lam),
                        x * (lam - 1) / (lam + 1) + 1 / (1 + lam))

    EXPONENT = "conversion artefact: the factor (1 - x_i) of 1/(1 + e^ε) read as its exponent"

    NOTES.claim(
        "expected-report",
        label="UTILITY OF THE mechanism",
        kind="identity",
        statement=r"$\mathbb{E}[y_i] = \left(\frac{e^\epsilon}{1+e^\epsilon} \right) x_i + \left(\frac{1}{1+e^\epsilon}"
        r" \right)^{(1-x_i)} = \frac{e^\epsilon x_i + 1 - x_i}{1+e^\epsilon} = x_i \left(\frac{e^\epsilon - 1}"
        r"{e^\epsilon + 1} \right) + \frac{1}{1+e^\epsilon}$",
        hypotheses="y_i = RR(x_i); each '=' of the chain",
        domain=ONE,
        reading="literal",
        disputed=EXPONENT,
        finding="The factor (1 - x_i) of 1/(1 + e^ε) is printed as its exponent; as printed E[y_i] is wrong "
        "at x_i = 1, with the factor it holds.",
        formula=rr("""
            # E[y_i] from the law of y_i = RR(x_i)
            mean = sum(v * P(x_i, v) for v in ints(0, 1))
            mean == lam / (1 + lam) * x_i + (1 / (1 + lam))**(1 - x_i) == (lam * x_i + 1 - x_i) / (1 + lam)
                == x_i * (lam - 1) / (lam + 1) + 1 / (1 + lam)
            """),
        correction=NOTES.correction(
            "expected-report.corrected",
            label="UTILITY OF THE mechanism",
            kind="identity",
            statement=r"$\mathbb{E}[y_i] = \frac{e^\epsilon}{1+e^\epsilon} x_i + \frac{1}{1+e^\epsilon}(1-x_i) = "
            r"x_i \frac{e^\epsilon - 1}{e^\epsilon + 1} + \frac{1}{1+e^\epsilon}$",
            hypotheses="y_i = RR(x_i)",
            reading="charitable",
            disputed=EXPONENT,
            formula=rr("""
                mean = sum(v * P(x_i, v) for v in ints(0, 1))
                mean == lam / (1 + lam) * x_i + 1 / (1 + lam) * (1 - x_i) == x_i * (lam - 1) / (lam + 1) + 1 / (1 + lam)
                """),
        )(lambda point: _expectation(point["e^eps"], point["x_i"], printed=False)),
    )(lambda point: _expectation(point["e^eps"], point["x_i"], printed=True))

    def _z(y: int, lam: Fraction) -> Fraction:
        """z_i = (y_i - 1/(1 + e^ε)) (e^ε + 1)/(e^ε - 1)."""
        return (y - 1 / (1 + lam)) * (lam + 1) / (lam - 1)

    P_TO_E = Deviation("conversion artefact", "p^e read as e^ε (p is defined nowhere; the lines around use e^ε)",
                       where="l.64")
    P_UNDEFINED = "p is defined nowhere in the notes, so p^e (and z_i as printed) has no value"

    @NOTES.claim(
        "unbiased-z",
        label="Exercise",
        kind="identity",
        statement=r"$z_i = \left(y_i - \frac{1}{1+p^e} \right) \cdot \left(\frac{p^e + 1}{p^e - 1} \right)$, "
        r"$\mathbb{E}[z_i] = x_i$",
        hypotheses="y_i = RR(x_i)",
        # x_i's formula name is the proof's symbol x (the report writes it x_i)
        domain=Domain.of(LAMBDA_ABOVE_1, among("x_i", (0, 1), symbol="x")),
        reading="as read",
        deviations=(P_TO_E, POSITIVE_EPSILON),
        meaningless=P_UNDEFINED,
        formula="""
        # P(y_i = 1) for y_i = RR(x_i): e^eps/(1 + e^eps) if x_i = 1, else 1/(1 + e^eps) -- affine in the bit x_i
        one = (x * lam + 1 - x) / (1 + lam)
        z(y) = (y - 1 / (1 + lam)) * (lam + 1) / (lam - 1)
        z(1) * one + z(0) * (1 - one) == x
        """,
        proof=SymbolicProof(
            target="((1 - 1/(1 + lam))*(lam + 1)/(lam - 1)*(x*lam + 1 - x)/(1 + lam) "
            "+ (0 - 1/(1 + lam))*(lam + 1)/(lam - 1)*(x + (1 - x)*lam)/(1 + lam)) - (x)",
            relation="==", free=("lam", "x"), bindings=(("lam", "e^eps"), ("x", "x_i")),
            explanation="E[z_i] = z(1) P(y_i = 1) + z(0) P(y_i = 0), a rational identity in e^ε and x_i"),
    )
    def unbiased_z(point: Point) -> Evaluation:
        """002_eee4b8e0b022d72a.txt §2, Exercise: the debiased report is unbiased."""
        lam, x = point["e^eps"], point["x_i"]
        return equal(sum((_z(y, lam) * bit_report(x, y, lam) for y in (0, 1)), F(0)), F(x))

    @NOTES.claim(
        "unbiased-mean",
        label="Guess for",
        kind="identity",
        statement=r"$\bar{z} = \frac{1}{n} \sum_{i=1}^n z_i$, $\mathbb{E}[\bar{z}] = \bar{x}$",
        hypotheses="the expectation over every report vector y of RR(x); z_i as in the Exercise",
        domain=Domain.of(SIZE, LAMBDA_ABOVE_1, X),
        reading="as read",
        deviations=(P_TO_E, POSITIVE_EPSILON),
        meaningless=P_UNDEFINED,
        formula=rr("""
            z(y) = (y - 1 / (1 + lam)) * (lam + 1) / (lam - 1)
            # E[z-bar] over every report vector y of RR(x)
            sum(sum(z(v) for v in y) / n * Pr(x, y) for y in tuples((0, 1), n)) == sum(x) / n
            """),
    )
    def unbiased_mean(point: Point) -> Evaluation:
        """002_eee4b8e0b022d72a.txt §2, Guess for: z̄ is an unbiased estimate of x̄."""
        lam, x = point["e^eps"], point["x"]
        n = len(x)
        expected = sum((sum(_z(yi, lam) for yi in y) / n * report_pmf(x, y, lam) for y in vectors(n)), F(0))
        return equal(expected, F(sum(x), n))

    HATS = Deviation("notation from elsewhere", "x̂_i and ẑ_i read as x_i and z_i, the data and the debiased reports "
                     "(l.64-70); the hats appear nowhere else", where="l.76")
    C_AS_EPSILON = Deviation("conversion artefact", "c read as ε: c is defined nowhere, and the next line says ε "
                             "controls the privacy-utility tradeoff", where="l.80, l.84")
    CHEBYSHEV_READING = Deviation(
        "quantitative reading", "'<= O(1/(c√n)) with high probability' read as: for every β in (0, 1), "
        "P[|z̄ - x̄| > 1/(√β ε √n)] <= β (Chebyshev's constant 1/√β, the same for every n, ε and x)",
        where="l.78-80")

    @lru_cache(maxsize=64)
    def _epsilon_squared(lam: Fraction, bits: int) -> tuple[Fraction, Fraction]:
        """Rationals lo <= ε² <= hi for ε = ln λ > 0, from a ball at ``bits`` of precision."""
        low, high = with_precision(lambda: ball(lam).log(), bits)
        return max(low, F(0)) ** 2, high**2

    def _beyond(error: Fraction, lam: Fraction, scale: Fraction) -> bool:
        """error² > scale/ε² (ε = ln λ), decided from enclosures of ε² at 64 bits, else 256: a tie would make
        (ln λ)² rational, and ln λ is transcendental for rational λ != 1 (Lindemann), so none is left undecided."""
        for bits in (64, 256):
            low, high = _epsilon_squared(lam, bits)
            if error * error * low > scale:
                return True
            if error * error * high <= scale:
                return False
        raise ValueError(f"(z̄ - x̄)² = {error * error} is inside the enclosure of {scale}/ε²")

    @lru_cache(maxsize=4096)
    def _error_tail(bits: tuple[int, ...], lam: Fraction, scale: Fraction) -> Fraction:
        """P[|z̄ - x̄| > t] for y = RR(x), t² = scale/ε², ε = ln λ; ``bits`` the bits of x in increasing order (the law
        of the report count is a Poisson-binomial law, the same for every order of the bits).

        z̄ = ((λ + 1)s - n)/(n(λ - 1)) depends on the reports only through their count s; every count is placed
        exactly (:func:`_beyond`)."""
        n, ones = len(bits), sum(bits)
        counts = poisson_binomial([bit_report(xi, 1, lam) for xi in bits])
        return sum((p for s, p in enumerate(counts)
                    if _beyond(((lam + 1) * s - n - ones * (lam - 1)) / (n * (lam - 1)), lam, scale)), F(0))

    def _chebyshev_rate(point: Point) -> Evaluation:
        """P[|z̄ - x̄| > 1/(√β ε √n)] <= β, i.e. t² = 1/(β n ε²)."""
        x, lam, beta = point["x"], point["e^eps"], point["beta"]
        return Evaluation(_error_tail(tuple(sorted(x)), lam, 1 / (beta * len(x))), "<=", beta,
                          detail="P[|z̄ - x̄| > 1/(√β ε √n)] against β")

    #: e^ε > 1 from just above 1 to large; β from 1/2 down (z̄ needs e^ε > 1).
    RATE_LAMBDAS = among("e^eps", (F(11, 10), F(2), F(3), F(10), F(10000)),
                         search=rationals(1, 50, ends="()", max_denominator=20), symbol="lam")
    RATE_BETAS = among("beta", (F(1, 2), F(1, 4), F(1, 10), F(1, 100)),
                       search=rationals(0, 1, ends="()", max_denominator=1000))
    RATE_DOMAIN = Domain.of(ints("n", 1, 6, search_high=10), RATE_LAMBDAS, RATE_BETAS, X)
    #: P[|z̄ - x̄| > t] over the reports of RR(x), t² = scale/ε²: exact over the report count, each count placed by
    #: certified enclosures of ε = ln e^ε (never a tie: ln e^ε is transcendental for rational e^ε != 1).
    TAIL = """
    # the count s of ones among the reports of RR(x): each bit kept with probability e^eps/(1 + e^eps)
    count = ones_law(n, sum(x), 1 / (1 + lam))
    # z-bar - x-bar when s of the n reports are ones, z_i = (y_i - 1/(1 + e^eps))(e^eps + 1)/(e^eps - 1)
    error(s) = ((lam + 1) * s - n) / (n * (lam - 1)) - sum(x) / n
    # P[|z-bar - x-bar| > t] with t^2 = scale/eps^2, eps = ln e^eps
    eps2 = ln(lam)**2
    tail(scale) = sum(at(count, s) for s in ints(0, n) if error(s)**2 * eps2 > scale)
    """
    CHEBYSHEV_TAIL = textwrap.dedent(TAIL) + "tail(1 / (beta * n)) <= beta"

    NOTES.claim(
        "utility-rate",
        label="← UTILITY",
        statement=r"$\left| \frac{1}{n} \sum_{i=1}^n \hat{x}_i - \frac{1}{n} \sum_{i=1}^n \hat{z}_i \right| "
        r"\leq O\left(\frac{1}{c\sqrt{n}}\right)$ with high probability",
        hypotheses="y_i = RR(x_i), independent (l.15); z_i the Exercise's debiased reports and z̄ their mean; the tail "
        "P[|z̄ - x̄| > t] exact over every report vector, each report count placed from an enclosure of ε² = (ln e^ε)²",
        domain=RATE_DOMAIN,
        reading="as read",
        deviations=(HATS, C_AS_EPSILON, CHEBYSHEV_READING, P_TO_E, POSITIVE_EPSILON),
        meaningless="x̂_i, ẑ_i and c are defined nowhere in the notes, and an O(·) rate 'with high probability' names "
        "neither a constant nor a probability level",
        formula=CHEBYSHEV_TAIL,
    )(_chebyshev_rate)


# --------------------------------------------------------------------------- 3 the definition, applied to RR

with NOTES.section("3"):

    DP = Domain.of(ints("n", 1, 2), LAMBDA, X,
                   each("x'", NEIGHBOUR_VECTORS, "every neighbour x' (one bit changed)", symbol="xp"),
                   each("S", f"tuple(T for T in subsets(tuple({VECTORS})) if len(T) > 0)",
                        "every nonempty set S of outputs"))

    def _dp(point: Point, sign: int) -> Evaluation:
        lam, x, y, S = point["e^eps"], point["x"], point["x'"], point["S"]
        bound = lam if sign > 0 else 1 / lam
        return Evaluation(sum((report_pmf(x, b, lam) for b in S), F(0)), "<=",
                          bound * sum((report_pmf(y, b, lam) for b in S), F(0)))

    MINUS = ("conversion artefact: e^{-ε} for e^{ε}, a dash or line mark read as a minus sign (③ and the two-sided "
             "bound use e^ε; with e^{-ε} no mechanism satisfies the definition)")

    NOTES.claim(
        "rr-dp-printed",
        label="Trusted curator Model",
        statement=r"M is ϵ-differentially private if for all x, x' neighbouring and all $S \subseteq \mathcal{Y}$: "
        r"$\Pr(M(x) \in S) \leq e^{-\epsilon} \Pr(M(x') \in S)$; in the previous example (RR), $y = \{0, 1\}^n$, "
        r"$S \subseteq \{0, 1\}^n$, $\Pr(M(x) \in S) \leq e^{-\epsilon}$ ...",
        hypotheses="M = RR on n bits (the previous example); the definition's bound, applied to RR",
        domain=DP,
        reading="literal",
        disputed=MINUS,
        finding="With e^{-ε} the definition asks Pr(M(x) ∈ S) <= e^{-ε} Pr(M(x') ∈ S) for both orders of a "
        "neighbouring pair, which no mechanism satisfies when ε > 0, RR included; with e^ε RR "
        "satisfies it.",
        formula=rr("sum(Pr(x, b) for b in S) <= 1 / lam * sum(Pr(xp, b) for b in S)"),
        correction=NOTES.correction(
            "rr-dp-printed.corrected",
            label="Trusted curator Model",
            statement=r"$\Pr(M(x) \in S) \leq e^{\epsilon} \Pr(M(x') \in S)$ for all neighbours and all S: RR is "
            r"ε-differentially private",
            hypotheses="M = RR on n bits; ε >= 0",
            deviations=(EPSILON_RANGE,),
            reading="charitable",
            disputed=MINUS,
            formula=rr("sum(Pr(x, b) for b in S) <= lam * sum(Pr(xp, b) for b in S)"),
        )(lambda point: _dp(point, +1)),
    )(lambda point: _dp(point, -1))

    _SET_LAMBDAS = (F(1), F(2), F(3), F(9, 2), F(10))

    @NOTES.claim(
        "set-probability",
        label="S = \\{b_1, b_{25}, b_{100}\\}",
        kind="identity",
        statement=r"$S = \{b_1, b_{25}, b_{100}\}$: $\Pr(M(x) \subseteq S) = \frac{\Pr(M(x) = b_1) + \Pr(M(x) = "
        r"b_{25}) + \Pr(M(x) = b_{100})}{\Pr(M(x) = b_1) + \dots}$",
        hypotheses="M = RR; the probability of the set S = {b_1, b_25, b_100} of outputs (under this reading the line "
        "is the additivity of probability)",
        domain=Domain.of(among("n", (7,)), among("e^eps", _SET_LAMBDAS, symbol="lam"),
                         each("x", VECTORS, "every x in {0,1}^7")),
        reading="as read",
        deviations=(
            Deviation("conversion artefact", "M(x) ⊆ S read as M(x) ∈ S (an output is not a subset of S)"),
            Deviation("conversion artefact", "the fraction's denominator 'Pr(M(x) = b_1) + …' read as the sum over "
                      "every output b (= 1)"),
            Deviation("added hypothesis", "n = 7 and b_j the j-th vector of {0,1}^7 in lexicographic order (b_100 "
                      "needs 2^n >= 100; the notes name no n)"),
        ),
        meaningless="'M(x) ⊆ S' compares an output with a set of outputs, and the denominator's '…' is unspecified",
        formula=rr("""
            B = tuple(tuples((0, 1), n))
            # S = {b_1, b_25, b_100}: the 1st, 25th and 100th outputs in lexicographic order
            in_set = sum(Pr(x, b) for b in (B[0], B[24], B[99]))
            in_set / sum(Pr(x, b) for b in B) == in_set
            """),
    )
    def set_probability(point: Point) -> Evaluation:
        """002_eee4b8e0b022d72a.txt §3: the probability of a set of outcomes is a sum over its members."""
        lam, n, x = point["e^eps"], point["n"], point["x"]
        space = list(vectors(n))
        chosen = (space[0], space[24], space[99])
        # P(RR(x) = b) depends on the number d of bits where b differs from x: one table per point
        by_distance = [truthful(lam) ** (n - d) * (1 - truthful(lam)) ** d for d in range(n + 1)]

        def probability(b: tuple[int, ...]) -> Fraction:
            return by_distance[sum(1 for xi, bi in zip(x, b, strict=True) if xi != bi)]

        in_set = sum((probability(b) for b in chosen), F(0))
        return equal(in_set / sum((probability(b) for b in space), F(0)), in_set)


# --------------------------------------------------------------------------- 4 sensitivity

with NOTES.section("4"):

    def _mean_change(x: tuple[int, ...], y: tuple[int, ...]) -> Evaluation:
        n = len(x)
        change = abs(F(sum(x), n) - F(sum(y), n))
        split = abs(F(sum(x[:-1]) + x[-1], n) - F(sum(y[:-1]) + y[-1], n))
        return weakest((chain_of(change, split, F(abs(x[-1] - y[-1]), n)),
                        Evaluation(change, "==", F(1, n))))

    MEAN_CHANGE = """
    change = abs(sum(x) / n - sum(xp) / n)
    split = abs((sum(take(x, n - 1)) + x[n - 1]) / n - (sum(take(xp, n - 1)) + xp[n - 1]) / n)
    # "Δ = 1/n": the notes define Δ nowhere but as the value of the chain it follows
    (change == split == abs(x[n - 1] - xp[n - 1]) / n) and change == 1 / n
    """

    NOTES.claim(
        "sensitivity",
        label="\\Delta & = \\frac{1}{n}",
        statement=r"$| \frac{1}{n} \sum_{i=1}^n x_i - \frac{1}{n} \sum_{i=1}^n x'_i | = | \frac{1}{n} "
        r"(\sum_{i=1}^{n-1} x_i + x_n) - \frac{1}{n} (\sum_{i=1}^{n-1} x'_i + x'_n) | = \frac{1}{n} | x_n - x'_n |$, "
        r"$\Delta = \frac{1}{n}$",
        hypotheses="x, x' ∈ {0,1}^n neighbouring (l.106-112): they differ in one bit, any bit; each '=' of the chain, "
        "and Δ = 1/n with Δ the value of the chain it follows (the notes define Δ nowhere else; Δ as the "
        "sensitivity, a maximum over neighbours, is 002.sensitivity-every-neighbour, as read)",
        domain=Domain.of(ints("n", 1, 6, search_high=9), X,
                         each("x'", NEIGHBOUR_VECTORS, "every neighbour x' (one bit changed)", symbol="xp")),
        formula=MEAN_CHANGE,
        finding="The second line assumes the neighbours differ in the last bit; for neighbours differing "
        "elsewhere |x_n - x'_n|/n is 0 while the mean moves by 1/n.  Δ = 1/n itself is right.",
        correction=NOTES.correction(
            "sensitivity.corrected",
            label="\\Delta & = \\frac{1}{n}",
            statement=r"for neighbours differing in the last bit: the chain holds, and $|\bar{x} - \bar{x}'| = "
            r"\frac{1}{n}$ (the special case the chain covers; every neighbour: 002.sensitivity-every-neighbour)",
            hypotheses="x, x' differ in the last bit",
            domain=Domain.of(ints("n", 1, 6, search_high=9), X,
                             each("x'", f"({LAST_FLIPPED},)", "x' = x with its last bit changed", symbol="xp")),
            formula=MEAN_CHANGE,
            deviations=(Deviation("added hypothesis", "the changed bit is the last (a reordering the notes do not "
                                  "state)", where="the second line splits off x_n and x'_n"),),
        )(lambda point: _mean_change(point["x"], point["x'"])),
    )(lambda point: _mean_change(point["x"], point["x'"]))

    @NOTES.claim(
        "sensitivity-every-neighbour",
        label="\\Delta & = \\frac{1}{n}",
        kind="identity",
        statement=r"$\Delta = \frac{1}{n}$: every neighbouring pair changes the mean by $|\bar{x} - \bar{x}'| = "
        r"\frac{1}{n}$, so $\Delta = \max |\bar{x} - \bar{x}'| = \frac{1}{n}$",
        hypotheses="x, x' ∈ {0,1}^n neighbouring (l.106-112): they differ in one bit, any bit; Δ the sensitivity of "
        "the mean, max |x̄ - x̄'| over neighbours",
        domain=Domain.of(ints("n", 1, 6, search_high=9), X,
                         each("x'", NEIGHBOUR_VECTORS, "every neighbour x' (one bit changed, in any position)",
                              symbol="xp")),
        formula="abs(sum(x) / n - sum(xp) / n) == 1 / n",
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "Δ read as the sensitivity of the mean, the largest |x̄ - x̄'| "
                              "over neighbouring x, x' (the notes name Δ without defining it, as the value of the "
                              "chain above it)", where="l.144-147"),),
        literal="002.sensitivity",
    )
    def sensitivity_every_neighbour(point: Point) -> Evaluation:
        """002_eee4b8e0b022d72a.txt §4, Δ = 1/n: the change of the mean at every neighbouring pair is exactly 1/n (so
        the largest change, Δ, is 1/n), whichever bit differs."""
        x, y = point["x"], point["x'"]
        return equal(abs(F(sum(x), len(x)) - F(sum(y), len(y))), F(1, len(x)))

    NOTES.not_checkable(
        "stray-expansion",
        label=r"\vec{x} = \sum_{i=1}^n \frac{u_i}{\lambda_i} \vec{\xi}_i",
        statement=r"$\vec{x} = \sum_{i=1}^n \frac{u_i}{\lambda_i} \vec{\xi}_i$ (printed twice)",
        reason="u_i, λ_i and ξ_i are defined nowhere in the notes (an expansion in vectors ξ_i with weights u_i/λ_i, "
        "apparently from another lecture): with its symbols undefined the line has no truth value",
    )

    #: ε rational: the noise scale Δ/ε = 1/(εn) is then exact, and e^ε enters only as a shift of exponents.
    EPSILON = among("eps", (F(1, 10), F(1, 2), F(1), F(2)), search=rationals(0, 5, ends="()", max_denominator=10))
    #: Output sets: intervals and half-lines with ends from a grid around the means 0, 1/3, ..., 1.
    ENDS = (None, F(-1), F(0), F(1, 3), F(1, 2), F(1), F(2), None)
    INTERVALS = tuple((ENDS[i], ENDS[j]) for i in range(len(ENDS) - 1) for j in range(i + 1, len(ENDS))
                      if (i, j) != (0, len(ENDS) - 1))
    LAPLACE_SCALE = Deviation("notation from elsewhere", "the Laplace mechanism read as the mean plus "
                              "Lap(Δ/ε) with Δ = 1/n (the sensitivity just derived); the notes print no scale",
                              where="'Can argue that the Laplace mechanism is ϵ-DP'")
    NO_SCALE = "the notes name no noise scale, and with an arbitrary scale the mechanism is not ε-DP for a given ε"

    def _interval_text(S: tuple[Fraction | None, Fraction | None]) -> str:
        low, high = S
        return f"[{'-inf' if low is None else low}, {'inf' if high is None else high}]"

    @NOTES.claim(
        "laplace-dp",
        label="Can argue that the Laplace mechanism",
        statement=r"Can argue that the Laplace mechanism is ϵ-DP",
        hypotheses="M(x) = (1/n) Σ x_i + Lap(1/(εn)); Definition §3: P[M(x) ∈ S] <= e^ε P[M(x') ∈ S] for "
        "neighbours (one bit changed) and output sets S; each probability an exact sum of exponentials, compared "
        "exactly (a tie is recognised as one: Lindemann–Weierstrass)",
        domain=Domain.of(ints("n", 1, 2, search_high=5), EPSILON, X,
                         each("x'", NEIGHBOUR_VECTORS, "every neighbour x' (one bit changed)", symbol="xp"),
                         among("S", INTERVALS, text="S every interval [a, b] and half-line with ends in {-inf, -1, "
                               "0, 1/3, 1/2, 1, 2, inf}, except the whole line")),
        reading="as read",
        deviations=(LAPLACE_SCALE,),
        meaningless=NO_SCALE,
        formula="""
        # P[M(z) in S] for M(z) = z-bar + Lap(1/(eps n)), an exact sum of exponentials
        M(z) = laplace_interval(sum(z) / n, 1 / (eps * n), S)
        M(x) <= exp(eps) * M(xp)
        """,
    )
    def laplace_dp(point: Point) -> Evaluation:
        """002_eee4b8e0b022d72a.txt §4, 'Can argue that the Laplace mechanism is ϵ-DP': the mean plus
        Lap(Δ/ε), Δ = 1/n, satisfies P[M(x) ∈ S] <= e^ε P[M(x') ∈ S]."""
        n, eps, x, y, (low, high) = point["n"], point["eps"], point["x"], point["x'"], point["S"]
        b = 1 / (eps * n)
        return compare_exp_sums(laplace_interval(F(sum(x), n), b, low, high), "<=",
                                scale(laplace_interval(F(sum(y), n), b, low, high), 1, eps),
                                f"P[M(x) ∈ S] against e^ε P[M(x') ∈ S] on S = {_interval_text(point['S'])}, exact "
                                "exponential sums")

    def _laplace_constant(beta: Fraction) -> int:
        """c_β = ⌈ln(1/β)⌉, the constant of the Laplace line's reading."""
        return next(c for c in range(1, 64) if compare(lambda c=c: ball(c), ">=", lambda: (1 / ball(beta)).log())[0])

    #: Confidence levels β and their constants: c_β = ln(1/β) rounded up, the deviation bound c_β/(εn).
    CONFIDENCE = among("beta", (F(1, 10), F(1, 100), F(1, 1000), F(1, 10**6)),
                       search=rationals(0, 1, ends="()", max_denominator=10**6))

    @NOTES.claim(
        "laplace-utility",
        label="Deviation from truth",
        statement=r"Deviation from truth $\left| \frac{1}{n} \sum x_i - (\frac{1}{n} \sum x_i + \eta) \right|$: "
        r"$O(\frac{1}{\epsilon n})$ w.h.p. (Laplace)",
        hypotheses="η ~ Lap(1/(εn)), the Laplace mechanism read as in laplace-dp; 'O(1/(εn)) w.h.p.' read as: with "
        "probability at least 1 - β the deviation is at most c_β/(εn), c_β = ⌈ln(1/β)⌉ the same for every n and ε",
        domain=Domain.of(ints("n", 1, 10, search_high=100), EPSILON, CONFIDENCE),
        reading="as read",
        deviations=(LAPLACE_SCALE, Deviation("quantitative reading", "O(1/(εn)) with high probability read as "
                                             "P[|η| > c_β/(εn)] <= β with the constant c_β = ⌈ln(1/β)⌉")),
        meaningless="an O(·) rate 'w.h.p.' names neither constant nor probability level, so no finite computation "
        "decides it; " + NO_SCALE,
        formula="""
        c = ceil(ln(1 / beta))
        t = c / (eps * n)
        # P[|eta| >= t] for eta ~ Lap(1/(eps n))
        1 - laplace_interval(0, 1 / (eps * n), (-t, t)) <= beta
        """,
    )
    def laplace_utility(point: Point) -> Evaluation:
        """002_eee4b8e0b022d72a.txt §4, Utility: the Laplace mechanism's deviation |η| is O(1/(εn)) w.h.p."""
        n, eps, beta = point["n"], point["eps"], point["beta"]
        constant = _laplace_constant(beta)
        b = 1 / (eps * n)
        return certified(lambda: laplace_tail(F(constant) / (eps * n), b), "<=", lambda: ball(beta),
                         f"P[|η| >= c/(εn)] with c = ⌈ln(1/β)⌉ = {constant}")

    RR_DISPUTED = ("the converted page prints O(1/(εn)) beside 'R.R' twice, right after the Laplace mechanism's "
                   "O(1/(εn)); the lecture may have set Laplace's O(1/(εn)) against RR's O(1/(ε√n)) (§2's rate, l.80), "
                   "a square root lost in the handwriting or its conversion")
    LAPLACE_CONSTANT = Deviation(
        "quantitative reading", "'R.R O(1/(εn))', after the Laplace mechanism's deviation from truth, read as the same "
        "claim for RR: P[|z̄ - x̄| > c_β/(εn)] <= β for every β, with the constant c_β = ⌈ln(1/β)⌉ the Laplace line "
        "is read with", where="l.195-201")
    RR_ESTIMATE = Deviation("notation from elsewhere", "RR's released value read as z̄, the mean of the debiased "
                            "reports z_i (§2, l.64-70): the notes name no other estimate from RR", where="l.197")

    def _rr_rate(point: Point) -> Evaluation:
        """P[|z̄ - x̄| > c_β/(εn)] <= β, i.e. t² = c_β²/(n² ε²)."""
        x, lam, beta = point["x"], point["e^eps"], point["beta"]
        c = _laplace_constant(beta)
        return Evaluation(_error_tail(tuple(sorted(x)), lam, F(c * c, len(x) ** 2)), "<=", beta,
                          detail=f"P[|z̄ - x̄| > c/(εn)] against β, c = ⌈ln(1/β)⌉ = {c}")

    RR_RATE_DOMAIN = Domain.of(ints("n", 1, 8, search_high=12),
                               among("e^eps", (F(3), F(2), F(11, 10), F(10)),
                                     search=rationals(1, 50, ends="()", max_denominator=20), symbol="lam"),
                               among("beta", (F(1, 10), F(1, 100)),
                                     search=rationals(0, 1, ends="()", max_denominator=1000)),
                               X)

    NOTES.claim(
        "rr-utility-rate",
        label="R.R",
        statement=r"R.R $O(\frac{1}{\epsilon n})$",
        hypotheses="y_i = RR(x_i), independent (l.15); z̄ the mean of the debiased reports; the tail P[|z̄ - x̄| > t] "
        "exact over every report vector, each report count placed from an enclosure of ε² = (ln e^ε)²",
        domain=RR_RATE_DOMAIN,
        reading="as read",
        deviations=(LAPLACE_CONSTANT, RR_ESTIMATE, P_TO_E, POSITIVE_EPSILON),
        meaningless="'R.R O(1/(εn))' is a bare O(·): it names neither the quantity bounded, nor a constant, nor a "
        "probability level",
        finding="Read with the Laplace line's constant, RR's error is not O(1/(εn)) with high probability: z̄ has "
        "standard deviation √(e^ε)/((e^ε - 1)√n), of order 1/(ε√n), so the tail beyond c_β/(εn) exceeds β once n "
        "grows; §2's rate O(1/(ε√n)) holds.",
        formula=textwrap.dedent(TAIL) + "c = ceil(ln(1 / beta))\ntail(c**2 / n**2) <= beta",
        correction=NOTES.correction(
            "rr-utility-rate.corrected",
            label="R.R",
            statement=r"R.R $O(\frac{1}{\epsilon \sqrt{n}})$: $P[|\bar{z} - \bar{x}| > \frac{1}{\sqrt{\beta} "
            r"\epsilon \sqrt{n}}] \leq \beta$ for every $\beta$ (§2's rate)",
            hypotheses="y_i = RR(x_i), independent; the tail exact over every report vector",
            domain=RATE_DOMAIN,
            deviations=(CHEBYSHEV_READING, RR_ESTIMATE, P_TO_E, POSITIVE_EPSILON),
            reading="charitable",
            disputed=RR_DISPUTED,
            formula=CHEBYSHEV_TAIL,
        )(_chebyshev_rate),
    )(_rr_rate)
