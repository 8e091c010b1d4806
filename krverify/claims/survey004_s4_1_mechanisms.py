"""004_3b24c074030182c5.txt (a survey of differential privacy), §4.1.1 (the global sensitivity method: Laplace
mechanism, its accuracy, Report Noisy Max, the Gaussian mechanism) and §4.1.2 (the exponential mechanism).

The statements are about every query, score function and database; they are decided over finite families (small
integer query values and score vectors, their neighbours' values moved by the sensitivity, tail sets of outputs)
with the continuous noise in closed form.  Laplace and one-sided exponential noise on rational counts give
probabilities that are finite sums Σ c_s e^s with rational c_s, s (:mod:`krverify.model.noisy_max`): two such sums
are equal exactly when their coefficients are, and an inequality is decided by rational enclosures of each e^s
(Taylor polynomials with remainder bounds, a fixed recipe that the standard-library checker recomputes).  The
Gaussian mechanism is decided against its exact privacy profile (Balle and Wang 2018): certified ``arb`` balls where
it holds, a rational lower bound of δ(ε) (the normal CDF by its series) where it fails.  The exponential mechanism's
probabilities are ratios of such sums, compared cross-multiplied.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from math import factorial, isqrt

from flint import arb

from krverify.claims._claim import Evaluation, Point, certified, compare_exp_sums, equal, same_truth, weakest
from krverify.claims._domain import Domain, among, each, ints, rationals, steps, where
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.model.balls import ball
from krverify.model.continuous import gaussian_delta, normal_cdf
from krverify.model.exp_sums import ExpSum, add, constant, enclose, laplace_cdf, scale
from krverify.model.exp_sums import product as exp_product
from krverify.model.noisy_max import _sqrt_bounds as sqrt_bounds
from krverify.model.noisy_max import (
    gaussian_delta_lower,
    ln_bounds,
    normal_cdf_bounds,
    win_probability,
)

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
ONE = Fraction(1)
EPS = among("eps", (F(1, 2), F(1), F(2)), text="eps in {1/2, 1, 2}")


#: A counting query (or score) on databases of at most n records takes each value 0..n; a pair of databases x, y,
#: with ||x - y||_1 = |a - b| for the counts a, b of the counted type when the others agree.
_COUNT_PAIRS = "# f(x) = a, f(y) = b: the counts of databases of at most n records\n"


def _joined(*parts: str) -> str:
    """One formula text from parts, each indented as written in the source."""
    return "\n".join(textwrap.dedent(part).strip("\n") for part in parts)


def _laplace_upper(a: Fraction, mean: Fraction, cut: Fraction) -> ExpSum:
    """P[mean + Lap(1/a) >= cut] = P[Lap(1/a) <= mean - cut] (the law is symmetric)."""
    return laplace_cdf(mean - cut, 1 / a)


def _laplace_lower(a: Fraction, mean: Fraction, cut: Fraction) -> ExpSum:
    """P[mean + Lap(1/a) <= cut]."""
    return _laplace_upper(a, -mean, -cut)


def _box(a: Fraction, mean: tuple[int, ...], sides: tuple[tuple[int, Fraction], ...]) -> ExpSum:
    """P[mean + (Lap(1/a))^k in S] for S the product of [cut, inf) (direction +1) or (-inf, cut] (direction -1)."""
    return exp_product(*(_laplace_upper(a, F(m), cut) if d > 0 else _laplace_lower(a, F(m), cut)
                     for m, (d, cut) in zip(mean, sides, strict=True)))


with SURVEY.section("4.1.1"):

    # ------------------------------------------------------------------ global sensitivity (line 473)

    #: |f(x) - f(y)| of a vector: the document defines no |.| on vectors (a reading choice, decided both ways).
    NORM_DISPUTED = ("what |f(x) - f(y)| means for a vector of R^k: the document defines no |.| on vectors (only "
                     "||.||_p, l.315-319); the usual meaning is the length (Euclidean norm), while the same sentence "
                     "names the quantity 'the l1 sensitivity' (l.473), Proposition 4.1's proof ends with "
                     "||f(y) - f(x)||_1 <= Delta(f) (l.516) and l.658 calls Delta the l1-sensitivity; the literal side "
                     "takes the length, the charitable side the l1 norm")
    GLOBAL_STATEMENT = (r"the *global sensitivity* of $f$, or the $\ell_1$ sensitivity of $f$ is given by $\Delta(f) = "
                        r"\max_{\|x-y\|_1 \leq 1} |f(x) - f(y)|$")
    SENSITIVITY_DOMAIN = Domain.of(ints("k", 1, 3),
                                   each("v", "tuple(u for u in tuples(ints(-2, 2), k) if any(c != 0 for c in u))",
                                        "every nonzero v in {-2..2}^k (f(x) - f(y))"))

    SURVEY.claim(
        "global-sensitivity",
        label="global sensitivity",
        kind="identity",
        statement=GLOBAL_STATEMENT,
        hypotheses="R = R^k (l.473); |f(x) - f(y)| the length of the vector f(x) - f(y) (its Euclidean norm; the "
        "absolute value for k = 1), the literal side of the disputed |.|; 'the l1 sensitivity' the max of "
        "||f(x) - f(y)||_1; a query whose neighbours' values differ by v or -v only",
        domain=SENSITIVITY_DOMAIN,
        reading="literal",
        disputed=NORM_DISPUTED,
        finding="With |.| the length, the printed max is not the l1 sensitivity the sentence names: v = (-2, -2) "
        "has |v|^2 = 8 against ||v||_1^2 = 16.",
        correction=SURVEY.correction(
            "global-sensitivity.corrected",
            label="global sensitivity",
            kind="identity",
            statement=GLOBAL_STATEMENT + r" (with $|\cdot|$ the $\ell_1$ norm the sentence names)",
            hypotheses="|f(x) - f(y)| = ||f(x) - f(y)||_1, the l1 norm of the sentence's own name (l.473) and of "
            "Proposition 4.1's proof (l.516); a query whose neighbours' values differ by v or -v only",
            reading="charitable",
            disputed=NORM_DISPUTED,
            formula="""
            # the printed max over the pair's two differences v and -v, |.| the l1 norm, against ||v||_1
            max(sum(abs(c) for c in w) for w in (v, tuple(-c for c in v))) == sum(abs(c) for c in v)
            """,
        )(lambda k, v: equal(sum(abs(c) for c in v), sum(abs(c) for c in v),
                             detail="max |f(x) - f(y)| read as ||v||_1 against the l1 sensitivity ||v||_1")),
        formula="""
        # the printed max over the pair's two differences v and -v, |.| the length, against the l1 sensitivity
        # ||v||_1; both >= 0, compared squared
        length_squared = max(sum(c * c for c in w) for w in (v, tuple(-c for c in v)))
        length_squared == sum(abs(c) for c in v)**2
        """,
    )(lambda k, v: equal(sum(c * c for c in v), sum(abs(c) for c in v) ** 2,
                         detail="|v|^2 (the length, squared) against ||v||_1^2"))

    SURVEY.definition(
        "laplace-distribution", label="Laplace distribution",
        statement=r"The Laplace distribution is given by $\text{Lap}(\mu, b)$, with the pdf $p(z|\mu, b) = "
        r"\frac{1}{2b} \exp\left(-\frac{|z-\mu|}{b}\right)$; $\text{Lap}(b) := \text{Lap}(0, b)$",
        finding="a definition (its pdf integrates to 1 for every b > 0; for b <= 0 it is no density, and the text "
        "states no range for b: the records that use Lap(b) state b > 0 as an added hypothesis)")

    SURVEY.claim(
        "laplace-mechanism-display",
        label="Laplace mechanism",
        statement=r"Or the Laplace mechanism,  $\mathcal{M}_L(x, f(\cdot), \epsilon) = f(x) + (Y_1, Y_2, \dots, Y_k)$ "
        r"where  $Y_i \sim \frac{\Delta(f)}{\epsilon}$ [is used to endow $\epsilon$-differential privacy, line 477]",
        hypotheses="M_L is used to endow eps-differential privacy to query responses (l.477); x, y neighbouring",
        domain=Domain.of(among("e^eps", (F(6, 5), F(2), F(3)), symbol="lam"),
                         among("f(x)", (0, 1), text="f(x) in {0, 1} (k = 1, f(y) = 0, Delta(f) = 1: a counting "
                               "query); S = {f(x) + Delta(f)/eps}, the output of M_L(x)", symbol="fx")),
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "'Y_i ~ Delta(f)/eps' read as Y_i distributed as the "
                              "number Delta(f)/eps, i.e. the point mass at it (the law of a constant); the document "
                              "writes ~ only with a named law (Lap, l.522)", where="line 486"),),
        meaningless="'Y_i ~ Delta(f)/eps' puts a number where a probability law belongs: as printed the noise has no "
        "law, so M_L has no distribution and no privacy to decide",
        finding="Read as a point mass, the noise Y_i ~ Delta(f)/eps is a constant: M_L(x) = f(x) + Delta/eps is "
        "deterministic and not eps-DP (e^eps = 6/5, f(x) = 1, f(y) = 0: Pr = 1 against e^eps · 0).",
        formula="""
        # Y_i ~ Delta(f)/eps the point mass at Delta(f)/eps: M_L(z) = f(z) + Delta(f)/eps surely; f(y) = 0
        # Pr[M_L(z) in S], S = {f(x) + Delta(f)/eps}: 1 exactly when f(z) = f(x)
        P(fz) = 1 if fz == fx else 0
        fy = 0
        P(fx) <= lam * P(fy)
        """,
    )(lambda point: Evaluation(1, "<=", point["e^eps"] * int(point["f(x)"] == 0),
                               detail="Pr[M(x) = f(x) + Delta/eps] = 1 against e^eps Pr[M(y) = f(x) + Delta/eps]"))

    def _counting_change(P: tuple[int, ...], x: tuple[int, ...]) -> int:
        """max |f(x) - f(y)| over the neighbours y = x plus or minus one record, f(x) the sum of x_t over t in P."""
        f = lambda h: sum(h[t] for t in P)  # noqa: E731
        neighbours = [tuple(h + (s if t == j else 0) for t, h in enumerate(x)) for j in range(len(x)) for s in (-1, 1)]
        return max(abs(f(x) - f(y)) for y in neighbours if min(y) >= 0)

    #: Every set P of the types {0, 1, 2}, the empty one first: a predicate no record type satisfies ('age < 0') still
    #: asks for 'the number of elements satisfying' it (l.508).
    COUNTING = Domain.of(each("P", "subsets(3)",
                              "every set P of the types {0, 1, 2}, the empty set included (a property no record type "
                              "has)"),
                         each("x", "tuples(ints(0, 2), 3)", "every histogram x in {0, 1, 2}^3"))
    #: A counting query's largest change over the neighbours of x (one record of any type added, or one x has
    #: removed), in the formula language.
    _COUNTING_CHANGE = """
    f(h) = sum(h[t] for t in P)
    change = max(abs(f(y) - f(x)) for j in ints(0, len(x) - 1) for y in (vadd(x, unit(j, len(x))),
        vsub(x, unit(j, len(x)))) if min(y) >= 0)
    """

    SURVEY.claim(
        "counting-query-sensitivity",
        label="counting queries",
        kind="identity",
        statement=r"This is useful for answering numeric queries like counting queries (which essentially ask for the "
        r"number of elements in a database satisfying a particular set of properties), where  $\Delta(f) = 1$",
        hypotheses="a database a histogram x in N^3 (three record types); a counting query f(x) = sum of x_t over the "
        "types t with the properties (l.508); neighbours y = x plus or minus one record",
        domain=COUNTING,
        finding="A counting query whose properties no record type has (P = ∅, e.g. 'age < 0') is the constant 0: its "
        "sensitivity is 0, not 1; Δ(f) = 1 holds exactly when some record type has the properties.",
        correction=SURVEY.correction(
            "counting-query-sensitivity.corrected",
            label="counting queries",
            kind="identity",
            statement=r"a counting query has $\Delta(f) \leq 1$, with $\Delta(f) = 1$ exactly when some record type "
            r"has the properties ($P \neq \emptyset$) and $\Delta(f) = 0$ otherwise",
            hypotheses="a counting query f(x) = sum of x_t over the types t in P, every P",
            formula=_joined(_COUNTING_CHANGE, "change == (1 if len(P) > 0 else 0)"),
        )(lambda point: equal(_counting_change(point["P"], point["x"]), 1 if point["P"] else 0,
                              detail=f"P = {point['P']}, x = {point['x']}: 1 if P is nonempty, else 0")),
        formula=_joined(_COUNTING_CHANGE, "change == 1"),
    )(lambda point: equal(_counting_change(point["P"], point["x"]), 1, detail=f"P = {point['P']}, x = {point['x']}"))

    def _histogram(point: Point) -> Evaluation:
        """A histogram query f(x) = (x_t)_{t in T}: over the neighbours y = x plus or minus one record, the largest
        ||f(x) - f(y)||_1 and ||f(x) - f(y)||_2^2 (both readings of |.| of line 473) against 1."""
        T, x = point["T"], point["x"]
        neighbours = [tuple(h + (s if t == j else 0) for t, h in enumerate(x)) for j in range(len(x)) for s in (-1, 1)]
        moves = [[abs(x[t] - y[t]) for t in T] for y in neighbours if min(y) >= 0]
        return weakest([equal(max(sum(m) for m in moves), 1, detail=f"l1, T = {T}, x = {x}"),
                        equal(max(sum(c * c for c in m) for m in moves), 1, detail=f"length squared, T = {T}")])

    SURVEY.claim(
        "histogram-query-sensitivity",
        label="histogram queries",
        kind="identity",
        statement=r"numeric queries like counting queries [...], where  $\Delta(f) = 1$ , and histogram queries, where "
        r"number of items of a specified set of datatypes are queried for",
        hypotheses="a database a histogram x in N^3 (three record types); the histogram query of a set T of types "
        "reports the count of each type in T; neighbours y = x plus or minus one record",
        domain=Domain.of(each("T", "tuple(S for S in subsets(3) if len(S) > 0)",
                              "every nonempty set T of the types {0, 1, 2}"),
                         each("x", "tuples(ints(0, 2), 3)", "every histogram x in {0, 1, 2}^3")),
        reading="as read",
        deviations=(Deviation("added hypothesis", "'where Delta(f) = 1' taken as said of histogram queries too: the "
                              "sentence attaches it to counting queries and names histogram queries after it",
                              where="line 508"),
                    Deviation("added hypothesis", "T nonempty: the histogram query of no type (T = ∅) reports "
                              "nothing and has sensitivity 0, as a counting query with no property does "
                              "(004.counting-query-sensitivity)", where="line 508")),
        meaningless="the sentence states a sensitivity only for counting queries; of histogram queries it says what "
        "they ask, which has no truth value",
        formula="""
        # the neighbours y of x: one record of type j added, or removed where x has one
        Y = tuple(y for j in ints(0, len(x) - 1) for y in (vadd(x, unit(j, len(x))), vsub(x, unit(j, len(x))))
            if min(y) >= 0)
        # the largest ||f(x) - f(y)||_1 and ||f(x) - f(y)||_2^2 (both readings of |.|), f(h) = (h_t) for t in T
        max(sum(abs(x[t] - y[t]) for t in T) for y in Y) == 1 and max(sum((x[t] - y[t])**2 for t in T) for y in Y) == 1
        """,
    )(_histogram)

    def _laplace_moment(n: int, b: Fraction) -> Fraction:
        """E|Y|^n for Y ~ Lap(b): 2 ∫_0^inf z^n e^(-z/b)/(2b) dz = n! b^n (Euler's integral)."""
        return factorial(n) * b**n

    def _noise_scale(point: Point) -> Evaluation:
        """Var Lap(Delta/eps) at eps' > eps below its value at eps, and eps E|Y| = Delta at both."""
        delta, eps, larger = point["Delta"], point["eps"], point["eps'"]
        return weakest([Evaluation(_laplace_moment(2, delta / larger), "<", _laplace_moment(2, delta / eps),
                                   detail="Var(Lap(Delta/eps')) against Var(Lap(Delta/eps))"),
                        equal(eps * _laplace_moment(1, delta / eps), delta, detail="eps E|Y| against Delta"),
                        equal(larger * _laplace_moment(1, delta / larger), delta, detail="eps' E|Y'| against Delta")])

    NOISE_EPS = (F(1, 10), F(1, 2), F(1), F(2), F(5), F(10))

    SURVEY.claim(
        "laplace-noise-scale",
        label="inversely proportional",
        statement=r"Note that  $\epsilon$  is inversely proportional to the loss in accuracy of the data release (note "
        r"the  $\frac{1}{\epsilon}$  term in the pdf of the distribution from which the noise is drawn; the higher "
        r"the value of  $\epsilon$ , the less the standard deviation is, and the less is the amount of noise added, "
        r"and thus the value of accuracy increases)",
        hypotheses="the noise Lap(Delta(f)/eps) of Proposition 4.1 (l.512), Delta(f) > 0 where it divides (l.512)",
        domain=Domain.of(among("Delta", (1, 2, 3, 5)), among("eps", NOISE_EPS[:-1], text="eps in {1/10, 1/2, 1, 2, 5}"),
                         each("eps'", "tuple(e for e in (1/10, 1/2, 1/1, 2/1, 5/1, 10/1) if e > eps)",
                              "every eps' in {1/2, 1, 2, 5, 10} above eps", symbol="epsp")),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'the loss in accuracy' read as the mean absolute noise "
                              "E|Y_i| = Delta/eps, so 'inversely proportional' says eps E|Y_i| does not depend on eps; "
                              "'the less the standard deviation' as Var Lap(Delta/eps) = 2 Delta^2/eps^2 strictly "
                              "decreasing in eps", where="line 510"),),
        meaningless="'the loss in accuracy' names no quantity, so 'inversely proportional' has no truth value as "
        "printed",
        formula="""
        # E|Y|^n for Y ~ Lap(b): 2 times the integral of z^n e^(-z/b)/(2b) over z > 0, n! b^n (Euler's integral)
        moment(n, b) = factorial(n) * b**n
        moment(2, Delta / epsp) < moment(2, Delta / eps) and eps * moment(1, Delta / eps) == Delta
            and epsp * moment(1, Delta / epsp) == Delta
        """,
    )(_noise_scale)

    # ------------------------------------------------------------------ Proposition 4.1

    PYTHAGOREAN = ((1, 0), (0, 1), (-1, 0), (0, -1), (2, 0), (3, 4), (4, 3), (-3, 4), (3, -4), (-4, -3))
    def _laplace_dp(eps: Fraction, v: tuple[int, ...], S: tuple[tuple[int, Fraction], ...],
                    delta: Fraction) -> Evaluation:
        """Pr[f(x) + Lap(Delta/eps)^k in S] <= e^eps Pr[f(y) + Lap(Delta/eps)^k in S], f(x) = v, f(y) = 0."""
        a = eps / delta
        zero = tuple(0 for _ in v)
        return compare_exp_sums(_box(a, v, S), "<=", scale(_box(a, zero, S), F(1), eps),
                            detail="Pr[M(x) in S] against e^eps Pr[M(y) in S] (rational enclosures)")

    def _euclidean(v: tuple[int, ...]) -> Fraction:
        square = sum(c * c for c in v)  # an integer (the coordinates are whole numbers, ints or Fractions)
        root = isqrt(int(square))
        if root * root != square:
            raise ValueError(f"|{v}| is irrational: not in the family")
        return F(root)

    #: The tail boxes beyond both means as data: each side [max(0, v_i) + t, inf) (1, cut) or (-inf, min(0, v_i) - t]
    #: (-1, cut), t in {0, 1}, their product over the k coordinates (as _tail_sets).
    _SIDES = "tuple((d, max(0, v[{i}]) + t if d == 1 else min(0, v[{i}]) - t) for d in (1, -1) for t in ints(0, 1))"
    TAIL_SETS = (f"tuple(pairs({_SIDES.format(i=0)})) if len(v) == 1 else "
                 f"tuple(pairs({_SIDES.format(i=0)}, {_SIDES.format(i=1)}))")
    #: Pr[f(z) + (Lap(Delta/eps))^k in S], a product of one-sided Laplace tails (independent coordinates, l.516),
    #: for f(x) = v and f(y) = 0 (the neighbours' difference is what matters).
    LAPLACE_DP = """
    side(j) = (S[j][1], None) if S[j][0] == 1 else (None, S[j][1])
    M(fz) = prod(laplace_interval(fz[j], Delta / eps, side(j)) for j in ints(0, k - 1))
    fy = tuple(0 for c in v)
    """
    PROP_STATEMENT = (r"The Laplace Mechanism, with noise addition from the Laplace distribution with  $\mu = 0, b = "
                      r"\frac{\Delta(f)}{\epsilon}$ , i.e.  $\text{Lap}(\frac{\Delta(f)}{\epsilon})$ , endows  "
                      r"$\epsilon$ -differential privacy to the data release.")

    SURVEY.claim(
        "laplace-mechanism",
        label="Proposition 4.1",
        statement=PROP_STATEMENT,
        hypotheses="Delta(f) the printed max |f(x) - f(y)| of l.473 with |.| the length of a vector, the literal side "
        "of the disputed |.|; a query whose neighbours' values differ by v or -v only, so Delta(f) = |v|; the k "
        "noise coordinates independent, the density a product (l.516); x, y neighbouring (l.514)",
        domain=Domain.of(EPS, among("k", (1, 2)),
                         each("v", f"tuple((c,) for c in ints(-2, 2) if c != 0) if k == 1 else {PYTHAGOREAN}",
                              "v = f(x) - f(y) in {-2, -1, 1, 2} (k = 1), or in {(1, 0), (0, 1), (-1, 0), (0, -1), "
                              "(2, 0), (3, 4), (4, 3), (-3, 4), (3, -4), (-4, -3)} (k = 2)"),
                         each("S", TAIL_SETS, "every tail box S = product of [max(0, v_i) + t, inf) or "
                              "(-inf, min(0, v_i) - t], t in {0, 1}")),
        reading="literal",
        disputed=NORM_DISPUTED,
        finding="With Delta(f) the printed max |f(x) - f(y)| (the length), k = 2 and f(x) - f(y) = (3, 4), Delta = 5 "
        "and S = [3, inf) x [4, inf): Pr[M(x) in S] = 1/4 > e^eps (1/4) e^(-7 eps/5).",
        correction=SURVEY.correction(
            "laplace-mechanism.corrected",
            label="Proposition 4.1",
            statement=PROP_STATEMENT + r" (with $\Delta(f) = \max \|f(x) - f(y)\|_1$)",
            hypotheses="Delta(f) the l1 sensitivity ||v||_1 (the sentence's name, l.473); independent coordinates; "
            "f(y) = 0, f(x) = v; S the tail boxes beyond both means (every set S follows from the pointwise density "
            "ratio, 004.laplace-mechanism-proof-triangle and 004.laplace-mechanism-proof-norm)",
            reading="charitable",
            disputed=NORM_DISPUTED,
            domain=Domain.of(EPS, among("k", (1, 2)),
                             each("v", "tuple((c,) for c in ints(-2, 2) if c != 0) if k == 1 else tuple(u for "
                                  "block in (tuple(tuples(ints(-2, 2), 2)), ((3, 4), (-4, 3))) for u in block "
                                  "if u != (0, 0))",
                                  "v in {-2, -1, 1, 2} (k = 1), or every nonzero v in {-2..2}^2 and (3, 4), (-4, 3) "
                                  "(k = 2)"),
                             each("S", TAIL_SETS, "every tail box S beyond both means")),
            formula=_joined("""
            # Delta(f) = ||v||_1, the l1 sensitivity
            Delta = sum(abs(c) for c in v)
            """, LAPLACE_DP, "M(v) <= exp(eps) * M(fy)"),
        )(lambda eps, k, v, S: _laplace_dp(eps, v, S, F(sum(abs(c) for c in v)))),
        formula=_joined("""
        # Delta(f) = |v|, the length (a whole number on the family)
        Delta = sqrt(sum(c * c for c in v))
        """, LAPLACE_DP, "M(v) <= exp(eps) * M(fy)"),
    )(lambda eps, k, v, S: _laplace_dp(eps, v, S, _euclidean(v)))

    @SURVEY.claim(
        "laplace-mechanism-proof-triangle",
        label="Proposition 4.1",
        statement=r"$\prod_{i=1}^k \exp\left(\frac{\epsilon(|f(y)_i - z_i| - |f(x)_i - z_i|)}{\Delta(f)}\right) \leq "
        r"\prod_{i=1}^k \exp\left(\frac{\epsilon|f(y)_i - f(x)_i|}{\Delta(f)}\right)$",
        hypotheses="ε > 0 (l.494); Δ(f) > 0, a divisor in the display (l.516)",
        domain=Domain.of(among("f(x)", ((0, 0), (1, -1)), symbol="fx"),
                         each("f(y)", "tuples(ints(-1, 1), 2)", "every f(y) in {-1, 0, 1}^2", symbol="fy"),
                         each("z", "tuples((-2, -1/2, 0/1, 1/2, 2/1), 2)", "z in {-2, -1/2, 0, 1/2, 2}^2")),
        formula="""
        # exp is increasing and eps/Delta(f) > 0: the two products' exponents over eps/Delta(f)
        sum(abs(fy[i] - z[i]) - abs(fx[i] - z[i]) for i in ints(0, len(z) - 1))
            <= sum(abs(fy[i] - fx[i]) for i in ints(0, len(z) - 1))
        """,
    )
    def laplace_triangle(point: Point) -> Evaluation:
        """exp is increasing and ε/Δ(f) > 0: the exponents compared (summed over i), exactly."""
        fx, fy, z = point["f(x)"], point["f(y)"], point["z"]
        left = sum(abs(b - c) - abs(a - c) for a, b, c in zip(fx, fy, z, strict=True))
        return Evaluation(left, "<=", sum(abs(b - a) for a, b in zip(fx, fy, strict=True)))

    def _proof_norm(v: tuple[int, ...], delta_squared: int) -> Evaluation:
        """The last two lines of the display: Π exp(ε|f(y)_i - f(x)_i|/Δ(f)) = exp(ε||f(y) - f(x)||_1/Δ(f)) (the sum
        of the exponents is the l1 norm), and <= exp(ε) iff ||v||_1 <= Δ(f), compared squared (both >= 0)."""
        l1 = sum(abs(c) for c in v)
        return weakest([equal(sum(abs(c) for c in v), l1, detail="Σ|f(y)_i - f(x)_i| against ||f(y) - f(x)||_1"),
                        Evaluation(l1 * l1, "<=", delta_squared, detail="||v||_1^2 against Δ(f)^2")])

    #: The display's exponents over eps/Delta(f) (exp is increasing, eps/Delta(f) > 0): the product's, the sum of
    #: |f(y)_i - f(x)_i|, against ||v||_1, and ||v||_1 against Delta(f) (both >= 0, compared squared).
    _NORM_EXPONENTS = """
    exponents = sum(abs(v[i]) for i in ints(0, k - 1))
    l1 = sum(abs(c) for c in v)
    """
    NORM_STATEMENT = (r"$\prod_{i=1}^k \exp\left(\frac{\epsilon|f(y)_i - f(x)_i|}{\Delta(f)}\right) = \exp\left("
                      r"\frac{\epsilon\|f(y) - f(x)\|_1}{\Delta(f)}\right) \leq \exp(\epsilon)$")

    SURVEY.claim(
        "laplace-mechanism-proof-norm",
        label="Proposition 4.1",
        statement=NORM_STATEMENT,
        hypotheses="Δ(f) the printed max |f(x) - f(y)| of l.473 with |.| the length of a vector, the literal side of "
        "the disputed |.|; a query whose neighbours' values differ by v = f(x) - f(y) or -v only, so Δ(f) = |v|; "
        "ε > 0 (l.494)",
        domain=SENSITIVITY_DOMAIN,
        reading="literal",
        disputed=NORM_DISPUTED,
        finding="With Δ(f) the length, the proof's last step needs ||v||_1 <= |v|: v = (-2, -2) gives ||v||_1^2 = 16 "
        "against |v|^2 = 8.",
        correction=SURVEY.correction(
            "laplace-mechanism-proof-norm.corrected",
            label="Proposition 4.1",
            statement=NORM_STATEMENT + r" (with $\Delta(f) = \max \|f(x) - f(y)\|_1$)",
            hypotheses="Δ(f) the l1 sensitivity of l.473's name: Δ(f) = ||v||_1 for the query whose neighbours differ "
            "by v or -v only",
            reading="charitable",
            disputed=NORM_DISPUTED,
            formula=_joined(_NORM_EXPONENTS, """
            Delta = sum(abs(c) for c in v)
            exponents == l1 and l1**2 <= Delta**2
            """),
        )(lambda k, v: _proof_norm(v, sum(abs(c) for c in v) ** 2)),
        formula=_joined(_NORM_EXPONENTS, """
        # Delta(f) = |v|, the length (the literal |.|): Delta^2 = sum of v_i^2
        exponents == l1 and l1**2 <= sum(c * c for c in v)
        """),
    )(lambda k, v: _proof_norm(v, sum(c * c for c in v)))

    # ------------------------------------------------------------------ the tail fact and Theorem 4.2

    def _abs_tail(t: Fraction) -> ExpSum:
        """P[|Lap(b)| >= t b] = 1 - F(tb) + F(-tb) for t >= 0 (F the CDF, in units of b), 1 for t < 0."""
        if t < 0:
            return constant(1)
        return add(_laplace_upper(F(1), F(0), t), _laplace_lower(F(1), F(0), -t))

    #: Lap(b) is a law only for b > 0 (line 479 states no range): an added hypothesis of the records that use it.
    SCALE_POSITIVE = Deviation("added hypothesis", "b > 0 (for the noise Lap(Delta f/eps): Delta f > 0): the pdf "
                               "(1/2b) exp(-|z - mu|/b) of line 479 is a probability density only for b > 0, and the "
                               "text states no range for b", where="line 479")
    SCALE_MEANINGLESS = ("for b <= 0 (Delta f = 0) the pdf of line 479 is no probability density (1/(2b) is undefined "
                         "at b = 0 and negative below), so Lap(b) and the statement have no meaning there")

    #: Pr[|Y| >= t b] for Y ~ Lap(b): 1 - Pr[-t b < Y < t b], the interval empty for t <= 0.
    ABS_TAIL = """
    P = 1 - (laplace_interval(0, b, (-t * b, t * b)) if t > 0 else 0)
    P == exp(-t)
    """

    SURVEY.claim(
        "laplace-tail",
        label="following fact",
        kind="identity",
        statement=r"If  $Y \sim \text{Lap}(b)$ , then  $\Pr[|Y| \geq t \cdot b] = e^{-t}$ .",
        hypotheses="t any real (the fact states no range)",
        domain=Domain.of(among("b", (F(1, 2), F(1), F(3))), steps("t", -2, 5, "1/4")),
        reading="as read",
        deviations=(SCALE_POSITIVE,),
        meaningless=SCALE_MEANINGLESS,
        finding="For t < 0 the event |Y| >= t b is sure: Pr = 1, not e^(-t) > 1 (b = 1/2, t = -2: 1 against e^2).",
        correction=SURVEY.correction(
            "laplace-tail.corrected",
            label="following fact",
            kind="identity",
            statement=r"If  $Y \sim \text{Lap}(b)$  and  $t \geq 0$ , then  $\Pr[|Y| \geq t \cdot b] = e^{-t}$ .",
            hypotheses="b > 0, t >= 0",
            domain=Domain.of(among("b", (F(1, 2), F(1), F(3))), steps("t", 0, 5, "1/4")),
            formula=ABS_TAIL,
        )(lambda b, t: compare_exp_sums(_abs_tail(t), "==", {-t: F(1)})),
        formula=ABS_TAIL,
    )(lambda b, t: compare_exp_sums(_abs_tail(t), "==", {-t: F(1)}))

    DELTAS = among("delta", (F(1, 1000), F(1, 10), F(1, 4), F(1, 2), F(3, 4), F(1)),
                   text="delta in {1/1000, 1/10, 1/4, 1/2, 3/4, 1} (the printed (0, 1] with its closed end)")

    def _max_tail(k: int, delta: Fraction, coupling: str) -> Fraction:
        """Pr[max_i |Y_i| >= ln(k/delta) b]: each |Y_i| exceeds it with probability e^(-ln(k/delta)) = delta/k."""
        single = delta / k
        return 1 - (1 - single) ** k if coupling == "independent" else single

    COUPLINGS = among("coupling", ("independent", "identical"),
                      text="coupling in {independent (Algorithm 1's draws), identical (Y_1 = ... = Y_k)}")

    #: The model of Theorem 4.2: Y_i ~ Lap(b) has Pr[|Y_i| >= t b] = e^(-t) (004.laplace-tail, from laplace_interval),
    #: at t = ln(k/delta) exactly delta/k; max_i |Y_i| reaches it unless every |Y_i| stays below: independent draws
    #: (Algorithm 1) 1 - (1 - delta/k)^k, identical draws (Y_1 = ... = Y_k) delta/k.
    MAX_TAIL = """
    single = delta/k
    tail = 1 - (1 - single)**k if coupling == "independent" else single
    """

    SURVEY.claim(
        "laplace-accuracy",
        label="Theorem 4.2",
        statement=r"Let  $f : \mathbb{N}^{|\mathcal{X}|} \rightarrow \mathbb{R}^k$ , and let  $y = \mathcal{M}_L(x, "
        r"f(\cdot), \varepsilon)$ . Then  $\forall \delta \in (0, 1]$ , $\Pr \left[ \|f(x) - y\|_\infty \geq \ln "
        r"\left( \frac{k}{\delta} \right) \cdot \left( \frac{\Delta f}{\varepsilon} \right) \right] \leq \delta.$",
        hypotheses="y - f(x) = (Y_1, ..., Y_k), Y_i ~ Lap(Delta f/eps) (l.500, l.532)",
        domain=Domain.of(ints("k", 1, 8), DELTAS, COUPLINGS),
        reading="as read",
        deviations=(SCALE_POSITIVE,),
        meaningless=SCALE_MEANINGLESS,
        # model: MAX_TAIL, Pr[max_i |Y_i| >= ln(k/delta) b]; printed: at most delta
        formula=MAX_TAIL + "tail <= delta",
    )(lambda k, delta, coupling: Evaluation(_max_tail(k, delta, coupling), "<=", delta))

    SURVEY.claim(
        "laplace-accuracy-proof-union",
        label="Theorem 4.2",
        statement=r"$\Pr \left[ \max_{i \in [k]} |Y_i| \geq \ln \left( \frac{k}{\delta} \right) \cdot \left( "
        r"\frac{\Delta f}{\varepsilon} \right) \right] \leq k \cdot \Pr \left[ |Y_i| \geq \ln \left( \frac{k}{\delta} "
        r"\right) \cdot \left( \frac{\Delta f}{\varepsilon} \right) \right]$",
        hypotheses="as Theorem 4.2",
        domain=Domain.of(ints("k", 1, 8), DELTAS, COUPLINGS),
        reading="as read",
        deviations=(SCALE_POSITIVE,),
        meaningless=SCALE_MEANINGLESS,
        # model: MAX_TAIL, Pr[max_i |Y_i| >= ln(k/delta) b] and each Pr[|Y_i| >= ln(k/delta) b] = delta/k; printed:
        # the union bound, the max's tail at most k times one Y_i's
        formula=MAX_TAIL + "tail <= k*single",
    )(lambda k, delta, coupling: Evaluation(_max_tail(k, delta, coupling), "<=", k * (delta / k)))

    def _tail_chain(k: int, delta: Fraction, printed: bool) -> Evaluation:
        """k·Pr[|Y_i| >= ln(k/delta) b] (= k·delta/k exactly) = k e^(-k/delta) [printed] = k·delta/k = delta."""
        first = k * (delta / k)
        if printed:
            _, exp_high = enclose({-F(k) / delta: F(k)})
            if first > exp_high:
                return Evaluation(first, "==", exp_high,
                                  detail="k Pr[...] = delta against an upper bound of k e^(-k/delta) (k/T_60(k/delta))")
            raise ValueError("k e^(-k/delta) not separated from delta")
        return weakest([equal(first, k * (delta / k)), equal(k * (delta / k), delta)])

    SURVEY.claim(
        "laplace-accuracy-proof-tail",
        label="Theorem 4.2",
        kind="identity",
        statement=r"$k \cdot \Pr \left[ |Y_i| \geq \ln \left( \frac{k}{\delta} \right) \cdot \left( \frac{\Delta f}"
        r"{\varepsilon} \right) \right] = k \cdot e^{-\frac{k}{\delta}} = k \cdot \frac{\delta}{k} = \delta$",
        hypotheses="the tail fact Pr[|Y| >= t b] = e^(-t) of l.522, which the step cites, at t = ln(k/delta) (l.532)",
        domain=Domain.of(ints("k", 1, 9), DELTAS),
        reading="as read",
        deviations=(SCALE_POSITIVE,),
        meaningless=SCALE_MEANINGLESS,
        finding="The tail fact at t = ln(k/delta) gives k·e^(-ln(k/delta)) = delta; the printed k·e^(-k/delta) is "
        "smaller (k = 1, delta = 1/1000: 1/1000 against e^(-1000)), and k e^(-k/delta) = delta·k/k fails.",
        correction=SURVEY.correction(
            "laplace-accuracy-proof-tail.corrected",
            label="Theorem 4.2",
            kind="identity",
            statement=r"$k \cdot \Pr[|Y_i| \geq \ln(\frac{k}{\delta}) \frac{\Delta f}{\varepsilon}] = k \cdot "
            r"e^{-\ln(\frac{k}{\delta})} = k \cdot \frac{\delta}{k} = \delta$",
            hypotheses="as the step",
            formula="""
            # the tail fact Pr[|Y| >= t b] = e^(-t) at t = ln(k/delta): e^(-ln(k/delta)) = delta/k
            tail = delta / k
            k * tail == k * (delta / k) == delta
            """,
        )(lambda k, delta: _tail_chain(k, delta, printed=False)),
        formula="""
        # the tail fact Pr[|Y| >= t b] = e^(-t) (l.522) at t = ln(k/delta): k Pr[...] = k e^(-ln(k/delta)) = delta;
        # against the printed chain k e^(-k/delta) = k delta/k = delta
        tail = delta / k
        k * tail == k * exp(-k/delta) == k * (delta / k) == delta
        """,
    )(lambda k, delta: _tail_chain(k, delta, printed=True))

    # ------------------------------------------------------------------ Report Noisy Max (Algorithm 2, Theorem 4.3)

    SURVEY.definition(
        "algorithm-2", label="Algorithm 2",
        statement=r"Report Noisy Max. Require: $x \in \mathbb{N}^{|\mathcal{X}|}$, $q_1, q_2, \dots, q_k : "
        r"\mathbb{N}^{|\mathcal{X}|} \rightarrow \mathbb{R}^k$, $\varepsilon > 0$; for $i \in [k]$: $Y_i \leftarrow "
        r"\text{LapMech}(x, q_i, \varepsilon)$; Output $\text{argmax}_i Y_i$",
        finding="as printed each q_i maps into R^k, so each Y_i is a vector and argmax_i Y_i compares vectors, which "
        "R^k does not order: the definition is ill-typed as printed; the records take real-valued queries (R for "
        "R^k: a counting query, line 536, is one), each answered by the Laplace mechanism Lap(Delta(q_i)/eps) "
        "(lines 543, 512)")

    @lru_cache(maxsize=65536)
    def _wins(counts: tuple[int, ...], i: int, a: Fraction, noise: str = "laplace") -> ExpSum:
        return win_probability(tuple(F(c) for c in counts), i, a, noise)  # type: ignore[arg-type]

    @lru_cache(maxsize=65536)
    def _rnm(eps: Fraction, c_prime: tuple[int, ...], d: tuple[int, ...], i: int, a: Fraction,
             noise: str = "laplace") -> Evaluation:
        """Pr[output i | c] <= e^eps Pr[output i | c'] and the reverse, c = c' + d, noise rate a."""
        c = tuple(x + y for x, y in zip(c_prime, d, strict=True))
        on_c, on_c_prime = _wins(c, i, a, noise), _wins(c_prime, i, a, noise)
        return weakest([
            compare_exp_sums(on_c, "<=", scale(on_c_prime, F(1), eps),
                         detail="Pr[i | x] against e^eps Pr[i | x'] (rational enclosures)"),
            compare_exp_sums(on_c_prime, "<=", scale(on_c, F(1), eps),
                         detail="Pr[i | x'] against e^eps Pr[i | x] (rational enclosures)")])

    def _rnm_domain(moves: tuple[int, ...], text: str) -> Domain:
        return Domain.of(among("k", (2, 3)), EPS,
                         each("c'", "tuple(tuples((0, 1), k))", "every c' = q(x') in {0, 1}^k", symbol="cp"),
                         each("d", f"tuple(tuples(ints({moves[0]}, {moves[-1]}), k))", text),
                         among("i", (0,), text="output i = 0 (the families of c' and d are symmetric under "
                               "relabelling the queries)"))

    #: Report Noisy Max's output law on the counts (the primitive noisy_max_win: the probability that c_i + Lap(1/ε)
    #: beats every other noisy count, the model) on both databases of a neighbouring pair, against e^ε times the other
    RNM_FORMULA = """
    c = vadd(cp, d)
    win(counts) = noisy_max_win(counts, i, 1/eps)
    win(c) <= exp(eps) * win(cp) and win(cp) <= exp(eps) * win(c)
    """
    THEOREM_4_3 = r"The Report Noisy Max algorithm is  $\varepsilon$ -differentially private."
    #: Which queries Report Noisy Max takes (issue 38: a reading choice, decided both ways).
    RNM_DISPUTED = ("which queries Report Noisy Max takes: Algorithm 2's Require line admits any queries q_i (printed "
                    "into R^k, line 540), while the sentence introducing it ('which counting query yields the highest "
                    "value', line 536) and the proof ('for the counting queries q_i', lines 551-554) take counting "
                    "queries; the literal side takes every real-valued query of sensitivity 1, the charitable side "
                    "counting queries")

    SURVEY.claim(
        "report-noisy-max",
        label="Theorem 4.3",
        statement=THEOREM_4_3,
        hypotheses="Algorithm 2 (l.540-545) on k queries of sensitivity 1 that Algorithm 2's Require line admits, "
        "the literal side of the disputed scope, each answered by LapMech(x, q_i, eps) with noise Lap(1/eps) "
        "(l.543, the scale printed at l.556, l.564); both orders of a neighbouring pair",
        domain=_rnm_domain((-1, 0, 1), "every d in {-1, 0, 1}^k (each query moves by at most its sensitivity 1)"),
        reading="literal",
        disputed=RNM_DISPUTED,
        deviations=(Deviation("corrected symbol", "q_i : N^|X| -> R^k read as real-valued (into R): argmax_i Y_i "
                              "compares numbers", where="line 540"),),
        finding="For sensitivity-1 queries that are not monotone: k = 2, c' = (0, 0), c = (-1, 1) (q_1 = -n_a, "
        "q_2 = n_a, x' = {}, x = {a}), eps = 1/2: Pr[q_1 wins | x'] = 1/2 > e^(1/2) Pr[q_1 wins | x] = "
        "(3/4) e^(-1/2) ≈ 0.4549.",
        correction=SURVEY.correction(
            "report-noisy-max.corrected",
            label="Theorem 4.3",
            statement=THEOREM_4_3 + r" (for counting queries, as the text introducing it and the proof take them)",
            hypotheses="counting queries (lines 536, 551): x = x' plus one record, c = c' + d with d in {0, 1}^k "
            "(monotone, Lipschitz, lines 553-554); Lap(1/eps); both orders",
            reading="charitable",
            disputed=RNM_DISPUTED,
            domain=_rnm_domain((0, 1), "every d in {0, 1}^k (counting queries: monotone, Lipschitz)"),
            formula=RNM_FORMULA,
        )(lambda point: _rnm(point["eps"], point["c'"], point["d"], point["i"], point["eps"])),
        formula=RNM_FORMULA,
    )(lambda point: _rnm(point["eps"], point["c'"], point["d"], point["i"], point["eps"]))

    def _neighbours(point: Point) -> Evaluation:
        """Databases over two record types: x' a histogram, x = x' plus one record of type a; counting queries q_1,
        q_2 (the records whose type is in P_1, P_2); Pr[i | x] <= e^eps Pr[i | x'] and Pr[i | x'] <= e^eps Pr[i | x]
        (both orders), with Lap(1/eps) noise."""
        eps, xp, a, P1, P2, i = point["eps"], point["x'"], point["a"], point["P_1"], point["P_2"], point["i"]
        x = tuple(h + (1 if t == a else 0) for t, h in enumerate(xp))
        c_prime = tuple(sum(xp[t] for t in P) for P in (P1, P2))
        c = tuple(sum(x[t] for t in P) for P in (P1, P2))
        return _rnm(eps, c_prime, tuple(u - v for u, v in zip(c, c_prime, strict=True)), i, eps)

    SURVEY.claim(
        "report-noisy-max-neighbours",
        label="Theorem 4.3",
        statement=r"Let  $x = x' \cup \{a\}$ , where  $x, x' \in \mathbb{N}^{|\mathcal{X}|}$ . Let for the counting "
        r"queries  $q_i, 1 \leq i \leq k$ ,  $q := (q_1, q_2, \dots, q_k)$ ,  $c := q(x)$ , and  $c' := q(x')$ [one "
        r"neighbouring pair in one order; the conclusion needs every neighbouring pair, both orders, every output "
        r"$i$]",
        hypotheses="counting queries (l.536), each answered with Lap(1/eps) (l.543, the scale printed at l.556, "
        "l.564); x and x' = x minus one record, in both orders; every output i of [k]",
        domain=Domain.of(among("eps", (F(1, 2), F(2))), each("x'", "tuple(tuples(ints(0, 2), 2))",
                                   "every histogram x' in {0, 1, 2}^2 (two record types)", symbol="xp"),
                         among("a", (0, 1), text="a, the type of the added record, in {0, 1}"),
                         each(("P_1", "P_2"), "tuple(tuples(tuple(subsets((0, 1))), 2))",
                              "every pair of counting queries q_1, q_2 (the records whose type is in P_1, P_2; each "
                              "P any set of types, the empty set included)"),
                         among("i", (0, 1), text="every output i in {0, 1} (k = 2)")),
        formula="""
        # x = x' plus one record of type a; the counting queries c = q(x), c' = q(x') (the records whose type is in
        # P_1, P_2); Report Noisy Max's output law on each (noisy_max_win, noise Lap(1/eps)), both orders
        x = vadd(xp, unit(a, len(xp)))
        q(h) = (sum(h[t] for t in P_1), sum(h[t] for t in P_2))
        win(counts) = noisy_max_win(counts, i, 1/eps)
        win(q(x)) <= exp(eps)*win(q(xp)) and win(q(xp)) <= exp(eps)*win(q(x))
        """,
    )(_neighbours)

    @SURVEY.claim(
        "report-noisy-max-counting-properties",
        label="Lipschitz property",
        statement=r"$\forall i \in [k], c_i \geq c'_i$ (i.e. counts are monotonic); and $\forall i \in [k], 1 + c'_i "
        r"\geq c_i$ (this is called the *Lipschitz property*)",
        hypotheses="x = x' plus one record a (x' a histogram over 3 types); counting queries c_i = number of records "
        "of x with a type in P_i",
        domain=Domain.of(each("x'", "tuples(ints(0, 2), 3)", "every histogram x' in {0, 1, 2}^3", symbol="xp"),
                         among("a", (0, 1, 2), text="a, the added record's type, in {0, 1, 2}"),
                         each("P", "tuple(P for size in ints(0, 3) for P in tuples((0, 1), 3) if sum(P) == size)",
                              "every set of types P, the empty set included (as an indicator vector)")),
        formula="""
        # x = x' plus one record of type a; the counting query of the types in P
        x = vadd(xp, unit(a, len(xp)))
        q(h) = sum(h[t] for t in ints(0, len(h) - 1) if P[t] == 1)
        q(x) >= q(xp) and 1 + q(xp) >= q(x)
        """,
    )
    def rnm_properties(point: Point) -> Evaluation:
        xp, a, P = point["x'"], point["a"], point["P"]
        x = tuple(h + (1 if t == a else 0) for t, h in enumerate(xp))
        c, cp = sum(x[t] for t in range(3) if P[t]), sum(xp[t] for t in range(3) if P[t])
        return weakest([Evaluation(c, ">=", cp), Evaluation(1 + cp, ">=", c)])

    R_GRID = (F(-1), F(0), F(1, 2), F(1))
    #: One-sided exponential noise is >= 0: Theorem 4.7's records draw r from its support.
    R_GRID_ONE_SIDED = (F(0), F(1, 2), F(1), F(2))

    def _rstar_printed(point: Point, grid: tuple[Fraction, ...] = R_GRID) -> Evaluation:
        """The set {r_i : c_i + r_i > c_j + r_j for every j <= i} among the grid values of r_i: its size."""
        c, i, r = point["c"], point["i"], point["r"]
        members = [ri for ri in grid
                   if all(c[i] + ri > c[j] + (ri if j == i else r[j]) for j in range(len(c)) if j <= i)]
        return Evaluation(len(members), ">=", 1,
                          detail=f"members among r_i in {{{', '.join(map(str, grid))}}}; the condition at j = i reads "
                          "c_i + r_i > c_i + r_i, false for every real r_i")

    def _rstar_corrected(point: Point, grid: tuple[Fraction, ...] = R_GRID) -> Evaluation:
        """r* = max_{j != i}(c_j + r_j) - c_i: i is the strict noisy maximum exactly when r_i > r*."""
        c, i, r = point["c"], point["i"], point["r"]
        rstar = max(c[j] + r[j] for j in range(len(c)) if j != i) - c[i]
        cases = []
        for ri in grid + (rstar,):
            noisy = [c[j] + (ri if j == i else r[j]) for j in range(len(c))]
            wins = all(noisy[i] > noisy[j] for j in range(len(c)) if j != i)
            cases.append(same_truth(wins, ri > rstar, detail=f"r_i = {ri}: i wins, r_i > r*"))
        return weakest(cases)

    def _rstar_domain(noise: str, text: str) -> Domain:
        return Domain.of(each("c", "tuples((0, 1, 2), 3)", "every count vector c in {0, 1, 2}^3"),
                         among("i", (0, 1, 2), text="i in {0, 1, 2} (k = 3)"),
                         each("r", f"tuples({noise}, 3)", text))

    RSTAR_DOMAIN = _rstar_domain("(-1, 1/2)", "noise r in {-1, 1/2}^3 (r_i itself swept separately)")
    RSTAR_ONE_SIDED = _rstar_domain("(0/1, 1/2)", "noise r in {0, 1/2}^3, the support of one-sided noise (r_i "
                                    "itself swept separately)")

    def _rstar_formula(grid: tuple[Fraction, ...], corrected: bool) -> str:
        """r*'s printed set among the grid's values of r_i (the point's r_j for j != i) has a member; corrected:
        with r* = max_{j != i}(c_j + r_j) - c_i, i is the strict noisy maximum iff r_i > r*, at the grid's r_i and
        at r* itself."""
        values = ", ".join(str(g) for g in grid)
        noisy = "noisy(ri, j) = c[j] + (ri if j == i else r[j])\n"
        if not corrected:
            return noisy + (f"# the members of {{r_i : c_i + r_i > c_j + r_j for every j <= i}} among r_i in "
                            f"{{{values}}}\nmembers = sum(1 for ri in ({values}) if all(noisy(ri, i) > noisy(ri, j) "
                            f"for j in ints(0, i)))\nmembers >= 1")
        return noisy + (f"rstar = max(c[j] + r[j] for j in ints(0, len(c) - 1) if j != i) - c[i]\n"
                        f"wins(ri) = all(noisy(ri, i) > noisy(ri, j) for j in ints(0, len(c) - 1) if j != i)\n"
                        f"all(iff(wins(ri), ri > rstar) for ri in ({values}, rstar))")

    def _rstar_records(name: str, label: str, statement: str, line: int, one_sided: bool = False) -> None:
        grid = R_GRID_ONE_SIDED if one_sided else R_GRID
        SURVEY.claim(
            name,
            label=label,
            statement=statement,
            hypotheses=f"r* the minimum of the printed set, so the set is nonempty; j ranges over [k] with j <= i, "
            f"j = i included (l.{line})",
            domain=RSTAR_ONE_SIDED if one_sided else RSTAR_DOMAIN,
            finding="With j = i allowed the condition reads c_i + r_i > c_i + r_i: the set is empty and r* "
            "undefined; even with j != i it is an open half-line with no minimum.",
            correction=SURVEY.correction(
                name + ".corrected",
                label=label,
                kind="identity",
                statement=r"$r^* := \max_{j \neq i}(c_j + r_j) - c_i$ (the infimum over $j \neq i$): $i$ is output "
                r"if and only if $r_i > r^*$",
                hypotheses="ties (probability 0) left to the algorithm: i is output when it is the strict maximum",
                formula=_rstar_formula(grid, corrected=True),
            )(lambda point: _rstar_corrected(point, grid)),
            formula=_rstar_formula(grid, corrected=False),
        )(lambda point: _rstar_printed(point, grid))

    def _star(c: tuple[int, ...], i: int, others: tuple[Fraction, ...]) -> Fraction:
        """max_{j != i}(c_j + r_j) - c_i, the r_j of the other counts in order."""
        return max(c[j] + r for j, r in zip((j for j in range(len(c)) if j != i), others, strict=True)) - c[i]

    def _lipschitz(point: Point, bound: int) -> Evaluation:
        """|r*(x) - r*(x')| <= bound at the fixed r_{-i}, c = c' + d (r* on x, r** on x', each the infimum)."""
        cp, d, i, r = point["c'"], point["d"], point["i"], point["r_-i"]
        c = tuple(a + b for a, b in zip(cp, d, strict=True))
        on_x, on_xp = _star(c, i, r), _star(cp, i, r)
        return weakest([Evaluation(on_x - on_xp, "<=", bound, detail="r* - r**"),
                        Evaluation(on_xp - on_x, "<=", bound, detail="r** - r*")])

    R_MINUS_I = Domain.of(each("c'", "tuples((0, 1), 3)", "every c' in {0, 1}^3 (k = 3)", symbol="cp"),
                          each("d", "tuples((0, 1), 3)", "every d in {0, 1}^3 (counting "
                               "queries: c = c' + d, monotone and Lipschitz)"),
                          among("i", (0, 1, 2), text="every i in {0, 1, 2}"),
                          each("r_-i", "tuples((-1, 1/2, 3/1), 2)", "every r_{-i} in {-1, 1/2, 3}^2", symbol="rmi"))
    #: r* = max_{j != i}(a_j + r_j) - a_i on counts a, the r_j of r_{-i} in the order of the other indices.
    _STAR = """
    c = vadd(cp, d)
    others = tuple(j for j in ints(0, len(c) - 1) if j != i)
    star(a) = max(a[others[m]] + rmi[m] for m in ints(0, len(others) - 1)) - a[i]
    """
    M_UNDEFINED = ("m is defined nowhere in §4 (the queries are q_1, ..., q_k): the exponent m - 1 has no value, so "
                   "the law of r_{-i} is not stated as printed")

    SURVEY.claim(
        "report-noisy-max-r-minus-i",
        label="Theorem 4.3",
        statement=r"Then for any  $i \in [k]$ , take  $r_{-i}$  as a draw from  "
        r"$[\text{Lap}(\frac{1}{\varepsilon})]^{m-1}$  that shall be used for noise addition to all the counts "
        r"except for  $q_i$  [the bound is then shown at one fixed $r_{-i}$; Theorem 4.3 needs it at every "
        r"$r_{-i}$, to average over them]",
        hypotheses="counting queries (lines 551-554); r_{-i} independent of r_i and of the database, so Pr[i | x] is "
        "the mean over r_{-i} of Pr[i | x, r_{-i}] = Pr[r_i > r*]; r* = max_{j != i}(c_j + r_j) - c_i; the bound at "
        "every r_{-i}: |r* - r**| <= 1, with 004.report-noisy-max-shift (every real r*) and Pr[r_i > t] decreasing "
        "in t",
        domain=R_MINUS_I,
        reading="as read",
        deviations=(Deviation("corrected symbol", "[Lap(1/eps)]^(m-1) read as [Lap(1/eps)]^(k-1): one draw for each "
                              "count other than q_i", where="line 556"),
                    Deviation("corrected symbol", "r* and r** read as max_{j != i}(c_j + r_j) - c_i and its x' "
                              "analogue (the infimum of the printed set without j = i)", where="lines 558, 568")),
        meaningless=M_UNDEFINED,
        formula=_joined(_STAR, "star(c) - star(cp) <= 1 and star(cp) - star(c) <= 1"),
    )(lambda point: _lipschitz(point, 1))

    _rstar_records("report-noisy-max-r-star", "Theorem 4.3",
                   r"Define  $r^* := \min\{r_i : c_i + r_i > c_j + r_j, \forall j \leq i\}$ . Now clearly  $i$  shall "
                   r"only be output when the database is  $x$  if and only if  $r_i > r^*$", 558)

    def _rnm_chain(point: Point, strict: bool) -> Evaluation:
        """With r* = max_{j != i}(c_j + r_j) - c_i: c_i + r* > (>=) c_j + r_j for every j != i, and the conclusion
        c'_i + (r* + 1) > (>=) c'_j + r_j (counting queries c = c' + d, d in {0, 1}^k)."""
        cp, d, i, r = point["c'"], point["d"], point["i"], point["r"]
        c = tuple(a + b for a, b in zip(cp, d, strict=True))
        rstar = max(c[j] + r[j] for j in range(len(c)) if j != i) - c[i]
        relation = ">" if strict else ">="
        cases = []
        for j in range(len(c)):
            if j != i:
                cases.append(Evaluation(c[i] + rstar, relation, c[j] + r[j], detail=f"first line, j = {j}"))
                cases.append(Evaluation(cp[i] + rstar + 1, relation, cp[j] + r[j], detail=f"conclusion, j = {j}"))
        return weakest(cases)

    CHAIN_STATEMENT = (r"$\forall i, j \in [k], i \neq j$, $c_i + r^* > c_j + r_j \implies (1 + c'_i) + r^* \geq c_i + "
                       r"r^* > c_j + r_j \geq c'_j + r_j \implies c'_i + (r^* + 1) > c'_j + r_j$")
    RNM_CHAIN_DOMAIN = Domain.of(each("c'", "tuples((0, 1), 3)", "every c' in {0, 1}^3 (k = 3)", symbol="cp"),
                                 each("d", "tuples((0, 1), 3)", "every d in {0, 1}^3"),
                                 among("i", (0,), text="i = 0 (the families are symmetric under relabelling the "
                                       "queries)"),
                                 each("r", "tuples((-1, 1/2), 3)", "noise r in {-1, 1/2}^3"))

    def _chain_formula(links: str, on: str, strict: bool) -> str:
        """The links of a chain of Theorem 4.3's (4.7's) proof, every j != i in order, with r* = max_{j != i}(a_j +
        r_j) - a_i on ``on`` (c, or cp for r**); ``links`` a conjunction over j with 'GT' for the printed '>' (>= when
        not ``strict``)."""
        return (f"c = vadd(cp, d)\nstar = max({on}[j] + r[j] for j in ints(0, len(c) - 1) if j != i) - {on}[i]\n"
                f"all({links.replace('GT', '>' if strict else '>=')} for j in ints(0, len(c) - 1) if j != i)")

    #: Theorem 4.3's chain on x (line 562): its first line and its conclusion.
    RNM_CHAIN = "c[i] + star GT c[j] + r[j] and cp[i] + (star + 1) GT cp[j] + r[j]"
    #: The chain on x' (line 574): the first line, c_i >= c'_i, 1 + c'_j >= c_j, the conclusion.
    RNM_CHAIN_TWO = ("cp[i] + star GT cp[j] + r[j] and c[i] + (star + 1) >= cp[i] + (star + 1) and (1 + cp[j]) + r[j] "
                     ">= c[j] + r[j] and c[i] + (star + 1) GT c[j] + r[j]")

    SURVEY.claim(
        "report-noisy-max-chain",
        label="Theorem 4.3",
        statement=CHAIN_STATEMENT,
        hypotheses="counting queries: c = c' + d, d in {0, 1}^k (monotone, Lipschitz); r* read as the infimum "
        "max_{j != i}(c_j + r_j) - c_i of the printed set without j = i; the chain's first line asserted for every "
        "j != i, as its quantifier says",
        domain=RNM_CHAIN_DOMAIN,
        reading="as read",
        deviations=(Deviation("corrected symbol", "r* read as max_{j != i}(c_j + r_j) - c_i, the infimum of the "
                              "printed set without j = i", where="line 558"),),
        literal="004.report-noisy-max-r-star",
        finding="With r* the infimum, c_i + r* equals c_j + r_j for the j that attains the max: the strict first "
        "line fails there (c = (0, 0, 0), r = (-1, -1, -1): -1 > -1); every link holds with >=.",
        correction=SURVEY.correction(
            "report-noisy-max-chain.corrected",
            label="Theorem 4.3",
            statement=CHAIN_STATEMENT.replace(">", "\\geq") + r" (with $\geq$ throughout)",
            hypotheses="as the record, with >= for >",
            formula=_chain_formula(RNM_CHAIN, "c", strict=False),
        )(lambda point: _rnm_chain(point, strict=False)),
        formula=_chain_formula(RNM_CHAIN, "c", strict=True),
    )(lambda point: _rnm_chain(point, strict=True))

    def _survival(rate: Fraction, a: Fraction, noise: str) -> ExpSum:
        """Pr[r >= a] for r ~ Lap(1/rate) or Exp(rate)."""
        if noise == "laplace":
            return _laplace_upper(rate, F(0), a)
        return {-rate * a: F(1)} if a >= 0 else constant(1)

    SURVEY.claim(
        "report-noisy-max-shift",
        label="Theorem 4.3",
        statement=r"over the choice of  $r_i \sim \text{Lap}\left(\frac{1}{\varepsilon}\right)$ $\Pr[r_i \geq 1 + r^*] "
        r"\geq e^{-\varepsilon} \Pr[r_i \geq r^*]$",
        hypotheses="r* any real (it depends on r_{-i} only); the survival function of Lap(1/eps) in closed form",
        domain=Domain.of(EPS, among("r*", tuple(F(j, 4) for j in range(-12, 13)), text="r* in -3..3 in steps of 1/4",
                                    symbol="rs")),
        formula="""
        # Pr[r_i >= t] for r_i ~ Lap(1/eps)
        T(t) = laplace_interval(0, 1 / eps, (t, None))
        T(1 + rs) >= exp(-eps) * T(rs)
        """,
    )(lambda point: compare_exp_sums(_survival(point["eps"], point["r*"] + 1, "laplace"), ">=",
                                 scale(_survival(point["eps"], point["r*"], "laplace"), F(1), -point["eps"])))

    _rstar_records("report-noisy-max-r-star-star", "Theorem 4.3",
                   r"define  $r^{**} := \min\{r_i : c'_i + r_i > c'_j + r_j, \forall j \leq i\}$ . Then for a fixed  "
                   r"$r_{-i}$ ,  $i$  shall be the output with database  $x'$  if and only if [...]  $r_i \geq "
                   r"r^{**}$", 568)

    def _rnm_chain_two(point: Point, strict: bool) -> Evaluation:
        """With r** = max_{j != i}(c'_j + r_j) - c'_i: the first line c'_i + r** > (>=) c'_j + r_j, the middle links
        c_i >= c'_i and 1 + c'_j >= c_j, and the conclusion c_i + (r** + 1) > (>=) c_j + r_j, every j != i."""
        cp, d, i, r = point["c'"], point["d"], point["i"], point["r"]
        c = tuple(a + b for a, b in zip(cp, d, strict=True))
        star = max(cp[j] + r[j] for j in range(len(c)) if j != i) - cp[i]
        relation = ">" if strict else ">="
        cases = []
        for j in range(len(c)):
            if j != i:
                cases += [Evaluation(cp[i] + star, relation, cp[j] + r[j], detail=f"first line, j = {j}"),
                          Evaluation(c[i] + star + 1, ">=", cp[i] + star + 1, detail="c_i + (r** + 1) >= c'_i + "
                                     "(r** + 1)"),
                          Evaluation(1 + cp[j] + r[j], ">=", c[j] + r[j], detail=f"(1 + c'_j) + r_j >= c_j + r_j, "
                                     f"j = {j}"),
                          Evaluation(c[i] + star + 1, relation, c[j] + r[j], detail=f"conclusion, j = {j}")]
        return weakest(cases)

    CHAIN_TWO_STATEMENT = (r"$\forall i, j \in [k], i \neq j$, $c'_i + r^{**} > c'_j + r_j \implies 1 + c'_i + r^{**} "
                           r"> 1 + c'_j + r_j \implies c'_i + (r^{**} + 1) > (1 + c'_j) + r_j \implies c_i + "
                           r"(r^{**} + 1) \geq c'_i + (r^{**} + 1) > (1 + c'_j) + r_j \geq c_j + r_j$")

    SURVEY.claim(
        "report-noisy-max-chain-two",
        label="Theorem 4.3",
        statement=CHAIN_TWO_STATEMENT,
        hypotheses="counting queries: c = c' + d, d in {0, 1}^k (monotone, Lipschitz); r** read as the infimum "
        "max_{j != i}(c'_j + r_j) - c'_i of the printed set without j = i; every link, every j != i",
        domain=RNM_CHAIN_DOMAIN,
        reading="as read",
        deviations=(Deviation("corrected symbol", "r** read as max_{j != i}(c'_j + r_j) - c'_i, the infimum of the "
                              "printed set without j = i", where="line 568"),),
        literal="004.report-noisy-max-r-star-star",
        finding="With r** the infimum, c'_i + r** equals c'_j + r_j for the j that attains the max: the strict first "
        "line fails there (c' = c = (0, 0, 0), r = (-1, -1, -1): -1 > -1); every link holds with >=.",
        correction=SURVEY.correction(
            "report-noisy-max-chain-two.corrected",
            label="Theorem 4.3",
            statement=CHAIN_TWO_STATEMENT.replace(">", "\\geq") + r" (with $\geq$ throughout)",
            hypotheses="as the record, with >= for >",
            formula=_chain_formula(RNM_CHAIN_TWO, "cp", strict=False),
        )(lambda point: _rnm_chain_two(point, strict=False)),
        formula=_chain_formula(RNM_CHAIN_TWO, "cp", strict=True),
    )(lambda point: _rnm_chain_two(point, strict=True))

    @lru_cache(maxsize=4096)
    def _laplace_ratio(eps: Fraction, on_x: Fraction, on_xp: Fraction) -> Evaluation:
        """Pr[r_i > on_x] <= e^eps Pr[r_i > on_xp], r_i ~ Lap(1/eps)."""
        return compare_exp_sums(_survival(eps, on_x, "laplace"), "<=", scale(_survival(eps, on_xp, "laplace"), F(1),
                                                                             eps))

    def _conditional(point: Point, both: bool = True) -> Evaluation:
        """For counting queries and fixed r_{-i}: Pr[i | x, r_{-i}] = Pr[r_i > r*], Pr[i | x', r_{-i}] = Pr[r_i >
        r**] (corrected r*), each at most e^eps times the other (``both``), or the first only (line 580)."""
        eps, cp, d, i, r = point["eps"], point["c'"], point["d"], point["i"], point["r_-i"]
        c = tuple(x + y for x, y in zip(cp, d, strict=True))
        on_x, on_xp = _star(c, i, r), _star(cp, i, r)
        cases = [_laplace_ratio(eps, on_x, on_xp)]
        return weakest(cases + [_laplace_ratio(eps, on_xp, on_x)] if both else cases)

    CONDITIONAL_DOMAIN = Domain.of(EPS, each("c'", "tuples((0, 1), 3)", "every c' in {0, 1}^3 (k = 3)", symbol="cp"),
                                   each("d", "tuples((0, 1), 3)", "every d in {0, 1}^3"),
                                   among("i", (0,), text="i = 0 (the families are symmetric under relabelling the "
                                         "queries)"),
                                   each("r_-i", "tuples((-1, 1/2), 2)", "r_{-i} in {-1, 1/2}^2", symbol="rmi"))
    #: Pr[i | x, r_{-i}] = Pr[r_i > r*] and Pr[i | x', r_{-i}] = Pr[r_i > r**], r_i ~ Lap(1/eps).
    _CONDITIONAL = _STAR + """
    T(t) = laplace_interval(0, 1 / eps, (t, None))
    """

    SURVEY.claim(
        "report-noisy-max-conditional",
        label="Theorem 4.3",
        statement=r"$\Pr[i|x, r_{-i}] \leq e^{\varepsilon} \Pr[i|x', r_{-i}]$ [...] $\Pr[i|x', r_{-i}] \leq "
        r"e^{\varepsilon} \Pr[i|x, r_{-i}]$",
        hypotheses="counting queries (c = c' + d, d in {0, 1}^k, as the proof assumes); r_{-i} fixed; r_i ~ "
        "Lap(1/eps); r* read as max_{j != i}(c_j + r_j) - c_i (its printed definition is decided by "
        "004.report-noisy-max-r-star)",
        domain=CONDITIONAL_DOMAIN,
        reading="as read",
        deviations=(Deviation("corrected symbol", "r* and r** read as max_{j != i}(c_j + r_j) - c_i and its x' "
                              "analogue (the infimum of the printed set without j = i)", where="lines 558, 568"),),
        literal="004.report-noisy-max-r-star",
        formula=_joined(_CONDITIONAL, "T(star(c)) <= exp(eps) * T(star(cp)) and T(star(cp)) <= exp(eps) * T(star(c))"),
    )(_conditional)

    SURVEY.claim(
        "report-noisy-max-log-ratio",
        label="Theorem 4.3",
        statement=r"So we have that  $\ln \left| \frac{\Pr[i|x, r_{-i}]}{\Pr[i|x', r_{-i}]} \right| \leq \varepsilon$",
        hypotheses="counting queries (l.551); r_{-i} fixed, r_i ~ Lap(1/eps) (l.564)",
        domain=CONDITIONAL_DOMAIN,
        formula=_joined(_CONDITIONAL, "T(star(c)) <= exp(eps) * T(star(cp))"),
    )(lambda point: _conditional(point, both=False))

    # ------------------------------------------------------------------ the Gaussian mechanism

    def _l2_printed(point: Point) -> Evaluation:
        """A counting query f(x) = x_1 on histograms with at most n records: the printed max over all x, y against
        Algorithm 3's max over neighbours (1)."""
        n = point["n"]
        values = range(n + 1)
        return equal(max(abs(a - b) for a in values for b in values), 1,
                     detail="max over all x, y of |f(x) - f(y)| (databases of at most n records) against the "
                     "neighbours' max")

    SURVEY.claim(
        "l2-sensitivity",
        label="Gaussian Mechanism",
        kind="identity",
        statement=r"we define global sensitivity of a query [...] for two neighbouring databases  $x, y \in "
        r"\mathbb{N}^{|\mathcal{X}|}$ , to be the  $\ell_2$ -sensitivity of  $f$ , $$\Delta_2(f) = \max_{x, y \in "
        r"\mathbb{N}^{|\mathcal{X}|}} \|f(x) - f(y)\|_2.$$",
        hypotheses="the display's max over every pair x, y of N^|X| (l.586) against the sensitivity over "
        "neighbours that the sentence (l.584) and Algorithm 3 (l.601) use; a counting query: over N^|X| the printed "
        "max is infinite, and its value over the databases of at most n records is a lower bound of it",
        domain=Domain.of(ints("n", 1, 50)),
        finding="The display drops ||x - y||_1 <= 1: over all databases a counting query's max |f(x) - f(y)| is the "
        "largest database size (2 for at most 2 records, unbounded over N^|X|), not its sensitivity 1.",
        correction=SURVEY.correction(
            "l2-sensitivity.corrected",
            label="Gaussian Mechanism",
            kind="identity",
            statement=r"$\Delta_2(f) = \max_{x, y;\ \|x - y\|_1 \leq 1} \|f(x) - f(y)\|_2$ (Algorithm 3, line 1)",
            hypotheses="a counting query on histograms of at most n records, neighbours one record apart",
            formula=_COUNT_PAIRS + "max(abs(a - b) for a in ints(0, n) for b in ints(0, n) if abs(a - b) <= 1) == 1",
        )(lambda n: equal(max(abs(a - b) for a in range(n + 1) for b in range(n + 1) if abs(a - b) <= 1), 1)),
        formula=_COUNT_PAIRS + "max(abs(a - b) for a in ints(0, n) for b in ints(0, n)) == 1",
    )(_l2_printed)

    def _profile_ball(eps: Fraction, s: Callable[[], arb]) -> arb:
        """δ(ε) of N(0, σ²) at sensitivity 1, s = σ: Φ(1/(2s) - εs) - e^ε Φ(-1/(2s) - εs), s a ball."""
        sigma = s()
        return normal_cdf(1 / (2 * sigma) - ball(eps) * sigma) - ball(eps).exp() * normal_cdf(
            -1 / (2 * sigma) - ball(eps) * sigma)

    def _algorithm_3(eps: Fraction, delta: Fraction) -> Evaluation:
        """(eps, delta)-DP of N(0, 2 ln(1.25/delta) Delta^2/eps^2): δ(ε) <= delta at σ/Δ = s = √(2 ln(1.25/δ))/ε;
        certified balls decide, and where δ(ε) > delta the record states a rational lower bound of δ(ε)."""
        s_ball = lambda: (2 * (ball(F(5, 4) / delta)).log()).sqrt() / ball(eps)  # noqa: E731
        upheld = certified(lambda: _profile_ball(eps, s_ball), "<=", lambda: ball(delta),
                           detail="the exact delta(eps) (certified balls) against delta")
        if upheld.holds:
            return upheld
        ln_low, ln_high = ln_bounds(F(5, 4) / delta)
        s_low, s_high = sqrt_bounds(2 * ln_low / eps**2, 2 * ln_high / eps**2)
        lower = gaussian_delta_lower(eps, s_low, s_high)
        if lower > delta:
            return Evaluation(lower, "<=", delta, detail="a rational lower bound of the exact delta(eps) (series of "
                              "Phi, enclosures of ln, sqrt, e^eps) against delta")
        raise ValueError("the rational lower bound of delta(eps) does not separate it from delta")

    #: The model: the exact privacy profile of N(0, sigma^2) noise on a query of sensitivity Delta = 1, s = sigma
    #: (Balle and Wang 2018, Theorem 8); the printed side: delta.
    GAUSSIAN_PROFILE = "profile(s) = Phi(1/(2*s) - eps*s) - exp(eps)*Phi(-1/(2*s) - eps*s)\n"
    ALGORITHM_3_FORMULA = GAUSSIAN_PROFILE + "profile(sqrt(2*ln(5/(4*delta)))/eps) <= delta"
    NB_FORMULA = GAUSSIAN_PROFILE + "profile(s) <= delta"
    C_ALLOWED = "(s*eps)**2 > 2*ln(5/(4*delta))"

    GAUSS_STATEMENT = (r"$Y_i \leftarrow N(0, 2 \ln(\frac{1.25}{\delta}) \frac{\Delta_2^2}{\epsilon^2})$ [...] This "
                       r"entire process endows  $(\epsilon, \delta)$ -differential privacy to the data release.")
    DELTA_G = among("delta", (F(1, 10), F(1, 100), F(1, 10**5), F(1, 2)), text="delta in {1/10, 1/100, 1/10^5, 1/2}")

    SURVEY.claim(
        "algorithm-3",
        label="Algorithm 3",
        statement=GAUSS_STATEMENT,
        hypotheses="ε > 0 (l.599); δ > 0, the δ of approximate differential privacy (l.335); a counting query (k = 1, "
        "Δ_2 = 1) and neighbours x, y with |f(x) - f(y)| = Δ_2; (ε, δ)-DP against the exact privacy profile "
        "delta(eps) = Phi(Delta/(2 sigma) - eps sigma/Delta) - e^eps Phi(-Delta/(2 sigma) - eps sigma/Delta) (Balle "
        "and Wang 2018, Theorem 8)",
        domain=Domain.of(among("eps", (F(1, 10), F(1, 2), F(1), F(2), F(10))), DELTA_G),
        finding="Without eps < 1 the calibration fails: eps = 10, delta = 1/10 (sigma = sqrt(2 ln 12.5)/10 Delta): "
        "the exact delta(10) ≈ 0.4056 > 1/10 (S = (eps sigma^2 + 1/2, inf) for Delta = 1).",
        correction=SURVEY.correction(
            "algorithm-3.corrected",
            label="Algorithm 3",
            statement=GAUSS_STATEMENT + r" (for $0 < \epsilon \leq 1$, Dwork and Roth, Theorem A.1)",
            hypotheses="0 < eps <= 1, 0 < delta < 1; every query and neighbouring pair: the pair with "
            "||f(x) - f(y)||_2 = Delta_2 is the worst (004.gaussian-worst-pair); the exact privacy profile",
            domain=Domain.of(among("eps", (F(1, 100), F(1, 10), F(1, 4), F(1, 2), F(3, 4), F(9, 10), F(1))),
                             among("delta", (F(1, 10**9), F(1, 10**5), F(1, 1000), F(1, 100), F(1, 10), F(1, 4),
                                             F(1, 2), F(9, 10)))),
            formula=ALGORITHM_3_FORMULA,
        )(lambda eps, delta: _algorithm_3(eps, delta)),
        formula=ALGORITHM_3_FORMULA,
    )(lambda eps, delta: _algorithm_3(eps, delta))

    def _nb(eps: Fraction, delta: Fraction, s: Fraction) -> Evaluation:
        upheld = certified(lambda: gaussian_delta(eps, s), "<=", lambda: ball(delta),
                           detail="the exact delta(eps) (certified balls) against delta")
        if upheld.holds:
            return upheld
        lower = gaussian_delta_lower(eps, s, s)
        if lower > delta:
            return Evaluation(lower, "<=", delta, detail="a rational lower bound of the exact delta(eps) against "
                              "delta")
        raise ValueError("the rational lower bound of delta(eps) does not separate it from delta")

    def _c_allowed(eps: Fraction, delta: Fraction, s: Fraction) -> bool:
        """sigma = s Delta >= c Delta/eps for some c with c^2 > 2 ln(1.25/delta): (s eps)^2/2 > ln(1.25/delta)."""
        low, high = ln_bounds(F(5, 4) / delta)
        if (s * eps) ** 2 / 2 > high:
            return True
        if (s * eps) ** 2 / 2 < low:
            return False
        raise ValueError("ln enclosure too wide")

    NB_STATEMENT = (r"**N.B.** We can actually take  $Y_i \sim N(0, \sigma^2)$ ,  $1 \leq i \leq k$ , where  $\sigma "
                    r"\geq c \frac{\Delta_2(f)}{\epsilon}$ , and  $c^2 > 2 \ln(\frac{1.25}{\delta})$ . This entire "
                    r"process endows  $(\epsilon, \delta)$ -differential privacy")

    SURVEY.claim(
        "gaussian-mechanism-nb",
        label="N.B.",
        statement=NB_STATEMENT,
        hypotheses="ε > 0 (l.599); δ > 0, the δ of approximate differential privacy (l.335); σ = s Δ_2 with s ε >= c "
        "for some c with c^2 > 2 ln(1.25/δ) (l.608); a counting query (k = 1, Δ_2 = 1) and neighbours x, y with "
        "|f(x) - f(y)| = Δ_2; the exact privacy profile",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2), F(10))), DELTA_G,
                         among("s", (F(1, 4), F(1, 2), F(1), F(2), F(5), F(10))),
                         where(C_ALLOWED, "(s eps)^2 > 2 ln(1.25/delta) (sigma >= c Delta_2/eps, c^2 > 2 ln(1.25/"
                               "delta))", fast=_c_allowed)),
        finding="Without eps < 1 the bound fails at rational sigma too: eps = 10, delta = 1/10, sigma = Delta/4 (c = "
        "5/2, c^2 = 6.25 > 2 ln 12.5): the exact delta(10) ≈ 0.234 > 1/10.",
        correction=SURVEY.correction(
            "gaussian-mechanism-nb.corrected",
            label="N.B.",
            statement=NB_STATEMENT + r" (for $0 < \epsilon < 1$)",
            hypotheses="0 < eps < 1, 0 < delta < 1; s = sigma/Delta_2 with (s eps)^2 > 2 ln(1.25/delta); every query "
            "and neighbouring pair (004.gaussian-worst-pair)",
            domain=Domain.of(among("eps", (F(1, 10), F(1, 4), F(1, 2), F(3, 4), F(9, 10))),
                             among("delta", (F(1, 10**5), F(1, 1000), F(1, 100), F(1, 10), F(1, 2))),
                             among("s", (F(5), F(10), F(20), F(50), F(100))),
                             where(C_ALLOWED, "(s eps)^2 > 2 ln(1.25/delta)", fast=_c_allowed)),
            # no formula here yet: NB_FORMULA's kernel re-sweep over these 97 points costs 2-3 s CPU (Phi of
            # arguments down to -90, clamped series), over what a verified formula may add to every CI run
        )(lambda eps, delta, s: _nb(eps, delta, s)),
        formula=NB_FORMULA,
    )(lambda eps, delta, s: _nb(eps, delta, s))

    def _worst_pair(point: Point) -> Evaluation:
        """δ(ε) of N(0, σ²) noise for a pair at l2 distance t = ||f(x) - f(y)||_2, σ = 1 (only t/σ matters):
        Φ(t/2 - ε/t) - e^ε Φ(-t/2 - ε/t).  Its t-derivative is φ(t/2 - ε/t) > 0, because e^ε φ(-t/2 - ε/t) = φ(t/2 -
        ε/t): the exponents differ by ((t/2 + ε/t)² - (t/2 - ε/t)²)/2 = ε (checked exactly at both t); and δ at t
        against δ at t' > t by certified balls."""
        eps, t, t2 = point["eps"], point["t"], point["t'"]
        cases = [equal(((u / 2 + eps / u) ** 2 - (u / 2 - eps / u) ** 2) / 2, eps,
                       detail=f"the exponents of e^eps phi(-t/2 - eps/t) and phi(t/2 - eps/t), t = {u}")
                 for u in (t, t2)]
        cases.append(certified(lambda: gaussian_delta(eps, ONE, t), "<=", lambda: gaussian_delta(eps, ONE, t2),
                               detail="delta(eps) at ||f(x) - f(y)||_2 = t against t' (certified balls)"))
        return weakest(cases)

    SURVEY.claim(
        "gaussian-worst-pair",
        label="Algorithm 3",
        statement=r"$\Delta_2 \leftarrow \max_{x, y \in \mathbb{N}^{|x|}; \|x - y\|_1 \leq 1} \|f(x) - f(y)\|_2$ [...] "
        r"$Y_i \leftarrow N(0, \sigma^2)$ [the neighbouring pair with $\|f(x) - f(y)\|_2 = \Delta_2$ is the worst: the "
        r"privacy loss of a pair is $N(\mu^2/2, \mu^2)$, $\mu = \|f(x) - f(y)\|_2/\sigma$, and $\delta(\epsilon)$ "
        r"grows with $\mu$; whether the process is $(\epsilon, \delta)$-DP is decided by 004.algorithm-3]",
        hypotheses="independent noise coordinates N(0, σ^2) (l.603, l.608); the privacy loss of a pair with f(x) - "
        "f(y) = v is N(μ^2/2, μ^2) with μ = ||v||_2/σ (the noise is isotropic; Balle and Wang 2018, Theorem 8)",
        domain=Domain.of(among("eps", (F(1, 10), F(1, 2), F(1), F(2))),
                         each(("t", "t'"), "tuple((a, b) for a in (1/4, 1/2, 1/1, 2/1, 3/1, 4/1) "
                              "for b in (1/4, 1/2, 1/1, 2/1, 3/1, 4/1) if a < b)",
                              "every pair t < t' of l2 distances ||f(x) - f(y)||_2 in {1/4, 1/2, 1, 2, 3, 4} "
                              "(sigma = 1)", symbol=("t", "tp"))),
        formula="""
        # model: delta(eps) of N(0, 1) noise for a pair at l2 distance u (sigma = 1), the exact privacy profile
        # Phi(u/2 - eps/u) - e^eps Phi(-u/2 - eps/u) (Balle and Wang 2018, Theorem 8); printed: delta grows with mu,
        # so the pair at the largest distance Delta_2 is the worst: delta at t <= delta at t' > t
        delta(u) = Phi(u/2 - eps/u) - exp(eps)*Phi(-u/2 - eps/u)
        delta(t) <= delta(tp)
        """,
    )(_worst_pair)


    def _atom_at_zero(coupling: str, c: Fraction) -> tuple[Fraction, Fraction]:
        """Pr[X + Y = 0] for X ~ N(0, 1): Y independent N(0, 1) (0), or Y = X on |X| <= c and -X outside (Y ~
        N(0, 1) by symmetry; X + Y = 0 exactly when |X| > c: 2Φ(-c)), enclosed."""
        if coupling == "independent":
            return F(0), F(0)
        low, high = normal_cdf_bounds(-c)
        return 2 * low, 2 * high

    def _gaussian_sum(coupling: str, c: Fraction) -> Evaluation:
        """A Gaussian law (degenerate or not) gives every point mass 0 or 1: atom·(1 - atom) == 0."""
        low, high = _atom_at_zero(coupling, c)
        if high == 0:
            return equal(0, 0, detail="no atom at 0")
        return Evaluation(low * (1 - high), "==", 0, detail="a lower bound of Pr[X + Y = 0] Pr[X + Y != 0]")

    SURVEY.claim(
        "gaussian-sum",
        label="sum of two Gaussian",
        kind="identity",
        statement=r"recall that the sum of two Gaussian random variables is again a Gaussian random variable",
        hypotheses="X ~ N(0, 1) and Y ~ N(0, 1) on one probability space (the text states no independence); a "
        "Gaussian law, degenerate or not, puts mass 0 or 1 on each point",
        domain=Domain.of(among("coupling", ("independent", "flip"),
                               text="coupling in {independent, flip (Y = X on |X| <= c, -X outside)}"),
                         among("c", (F(1, 2), F(1), F(2)))),
        # The model side: X + Y's mass at 0: none for independent X, Y (X + Y ~ N(0, 2)); for the flip coupling
        # X + Y = 0 exactly when |X| > c, Pr = 2Φ(-c). A Gaussian law puts mass 0 or 1 on each point.
        formula="""
        atom = 0 if coupling == "independent" else 2*Phi(-c)
        atom*(1 - atom) == 0
        """,
        finding="Without independence (or joint Gaussianity) the sum need not be Gaussian: Y = X on |X| <= c, -X "
        "outside, is N(0, 1), yet X + Y = 0 with probability 2Φ(-c) (c = 1/2: ≈ 0.617) and is not constant.",
        correction=SURVEY.correction(
            "gaussian-sum.corrected",
            label="sum of two Gaussian",
            kind="identity",
            statement=r"the sum of two independent Gaussian random variables $N(0, \sigma_1^2)$, $N(0, \sigma_2^2)$ is "
            r"$N(0, \sigma_1^2 + \sigma_2^2)$ (characteristic functions: $e^{-\sigma_1^2 t^2/2} e^{-\sigma_2^2 t^2/2} "
            r"= e^{-(\sigma_1^2 + \sigma_2^2) t^2/2}$)",
            hypotheses="independent; the characteristic functions multiplied as exponential sums, at each t",
            domain=Domain.of(among("sigma_1", (F(1, 2), F(1), F(2))), among("sigma_2", (F(1, 2), F(1), F(3))),
                             steps("t", 0, 2, "1/4")),
        )(lambda point: compare_exp_sums(
            exp_product({-point["sigma_1"] ** 2 * point["t"] ** 2 / 2: F(1)},
                        {-point["sigma_2"] ** 2 * point["t"] ** 2 / 2: F(1)}), "==",
            {-(point["sigma_1"] ** 2 + point["sigma_2"] ** 2) * point["t"] ** 2 / 2: F(1)})),
    )(lambda coupling, c: _gaussian_sum(coupling, c))

    def _less_noise(delta: Fraction) -> Evaluation:
        """σ_Gauss² = 2 ln(1.25/δ)Δ²/ε² against the Laplace variance 2Δ²/ε²: ln(1.25/δ) < 1."""
        low, high = ln_bounds(F(5, 4) / delta)
        if high < 1:
            return Evaluation(high, "<", 1, detail="an upper bound of ln(1.25/delta) against 1")
        return Evaluation(low, "<", 1, detail="a lower bound of ln(1.25/delta) against 1")

    def _more_dimensions(delta: Fraction, k: int) -> Evaluation:
        """2 ln(1.25/δ) k/ε² < 2 k²/ε², i.e. ln(1.25/δ) < k (an upper bound of ln where it holds)."""
        low, high = ln_bounds(F(5, 4) / delta)
        return Evaluation(high, "<", k, detail="an upper bound of ln(1.25/delta) against k") if high < k else \
            Evaluation(low, "<", k, detail="a lower bound of ln(1.25/delta) against k")

    #: Which queries 'allows less noise addition' speaks of (issue 38: a reading choice, decided both ways).
    NOISE_DISPUTED = ("which queries 'allows less noise addition' (line 612) speaks of: for one numeric query the "
                      "Gaussian noise of Algorithm 3 has the larger variance for every delta < 1.25/e, for a "
                      "k-dimensional query with unit sensitivity in each coordinate the smaller one once k > "
                      "ln(1.25/delta) (Delta_2 = sqrt(k) against Delta_1 = k); the record reads it for one query, the "
                      "charitable correction for such high-dimensional queries")

    SURVEY.claim(
        "gaussian-less-noise",
        label="less noise addition",
        statement=r"approximate differential privacy [...] is strong enough for small values of  $\delta$ , and thus "
        r"allows less noise addition to achieve the same privacy budget (i.e. more accuracy)",
        hypotheses="one numeric query (k = 1, Delta_2 = Delta_1 = Delta), the same eps: Algorithm 3's noise variance "
        "2 ln(1.25/delta) Delta^2/eps^2 below the Laplace mechanism's 2 Delta^2/eps^2, for small delta",
        domain=Domain.of(among("delta", (F(1, 2), F(1, 10), F(1, 100), F(1, 10**5)),
                               text="delta in {1/2, 1/10, 1/100, 1/10^5}")),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'allows less noise addition' read as: the Gaussian noise of "
                              "Algorithm 3 has a smaller variance than the Laplace noise Lap(Delta/eps) at the same "
                              "eps, for one query", where="line 612"),),
        meaningless="'allows less noise addition' names no noise to compare with: as printed it has no truth value",
        finding="For one query the Gaussian mechanism's variance 2 ln(1.25/δ)Δ²/ε² exceeds the Laplace mechanism's "
        "2Δ²/ε² whenever δ < 1.25/e ≈ 0.46, i.e. for every small δ (δ = 1/10: ln 12.5 ≈ 2.53 > 1).",
        correction=SURVEY.correction(
            "gaussian-less-noise.corrected",
            label="less noise addition",
            statement=r"approximate differential privacy [...] allows less noise addition to achieve the same privacy "
            r"budget [for a $k$-dimensional query with unit sensitivity in each coordinate ($\Delta_1 = k$, "
            r"$\Delta_2 = \sqrt{k}$) and $k > \ln(1.25/\delta)$]",
            hypotheses="a k-dimensional query, each coordinate of sensitivity 1: Algorithm 3's variance 2 ln(1.25/"
            "delta) k/eps^2 per coordinate against the Laplace mechanism's 2 k^2/eps^2 (noise Lap(Delta_1/eps))",
            reading="charitable",
            disputed=NOISE_DISPUTED,
            domain=Domain.of(among("delta", (F(1, 2), F(1, 10), F(1, 100), F(1, 10**5)),
                                   text="delta in {1/2, 1/10, 1/100, 1/10^5}"),
                             ints("k", 12, 25)),
            formula="""
            # per coordinate, Algorithm 3's variance 2 ln(1.25/delta) Delta_2^2/eps^2 (Delta_2^2 = k) against the
            # Laplace mechanism's 2 (Delta_1/eps)^2 (Delta_1 = k), both divided by 2k/eps^2
            ln(5/(4*delta)) < k
            """,
        )(lambda delta, k: _more_dimensions(delta, k)),
        formula="""
        # Algorithm 3's variance 2 ln(1.25/delta) Delta^2/eps^2 against the Laplace mechanism's 2 (Delta/eps)^2 (the
        # variance 2b^2 of Lap(b)), both divided by 2 Delta^2/eps^2
        ln(5/(4*delta)) < 1
        """,
    )(lambda delta: _less_noise(delta))

    SURVEY.declare(
        "approximate-dp-weaker",
        label="a slightly weaker guarantee",
        kind="identity",
        statement=r"approximate differential privacy which is a slightly weaker guarantee than  $\epsilon$ "
        r"-differential privacy",
        hypotheses="(ε, δ)-DP and ε-DP (δ = 0) as Definition 3.5 (every set S of outputs); ε >= 0, "
        "0 < δ <= 1 (at δ = 0 the two notions coincide)",
        domain=Domain.of(among("e^eps", (F(1), F(11, 10), F(3, 2), F(2), F(3), F(5), F(10)), symbol="lam",
                               search=rationals(1, 20, ends="[)", max_denominator=10)),
                         among("delta", (F(1, 1000), F(1, 100), F(1, 20), F(1, 10), F(1, 4), F(1, 2), F(3, 4), F(1)),
                               search=rationals(0, 1, ends="(]", max_denominator=100))),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'a weaker guarantee' read as: every ε-DP pair of output laws "
                              "is (ε, δ)-DP (on every pair of laws on two outputs with masses in quarters), and some "
                              "(ε, δ)-DP mechanism is not ε-DP (releasing the database with probability δ, else "
                              "nothing, on neighbours x = (0), y = (1)); 'slightly' is not read", where="l.612"),),
        meaningless="'slightly' weaker gives no measure of how much weaker",
        formula="""
        pure(A, B) = all(A[s] <= lam * B[s] for s in ints(0, len(A) - 1))
        approximate(A, B) = all(sum(A[s] for s in S) <= lam * sum(B[s] for s in S) + delta for S in subsets(len(A)))
        LAWS = tuple((a / 4, 1 - a / 4) for a in ints(0, 4))
        # the release: outputs x released, y released, nothing
        P = (delta, 0, 1 - delta)
        Q = (0, delta, 1 - delta)
        all(implies(pure(A, B), approximate(A, B)) for A in LAWS for B in LAWS) and approximate(P, Q)
            and approximate(Q, P) and not pure(P, Q)
        """,
    )


# ---------------------------------------------------------------------------------------------------------- §4.1.2


def _em_total(scores: tuple[int, ...], eps: Fraction, sensitivity: Fraction = ONE) -> ExpSum:
    """Σ_h exp(eps s(h)/(2 Delta s))."""
    return add(*({eps * s / (2 * sensitivity): F(1)} for s in scores))


def _em_weight(score: int, eps: Fraction, sensitivity: Fraction = ONE) -> ExpSum:
    return {eps * score / (2 * sensitivity): F(1)}


def _revenues(valuations: tuple[Fraction, ...]) -> Evaluation:
    printed = ((F(1), F(3)), (F(101, 100), F(202, 100)), (F(301, 100), F(301, 100)), (F(302, 100), F(0)))
    return weakest([equal(price * sum(1 for v in valuations if v >= price), revenue,
                          detail=f"price {price}") for price, revenue in printed])


def _em_pair_domain() -> Domain:
    return Domain.of(EPS, each("s_x", "tuples((0, 1), 3)", "every score vector s(x, .) in {0, 1}^3 (|H| = 3)"),
                     each("d", "tuples(ints(-1, 1), 3)", "every d in {-1, 0, 1}^3: s(y, .) = "
                          "s(x, .) + d (Delta s = 1; the mechanism depends on s/Delta s only)"),
                     among("h", (0,), text="outcome h = 0 (the families are symmetric under relabelling H)"))


def _em_dp(point: Point) -> Evaluation:
    """Pr[M_E(x) = h] <= e^eps Pr[M_E(y) = h] and the reverse, cross-multiplied: w_x(h) Σ_y <= e^eps w_y(h) Σ_x."""
    eps, sx, d, h = point["eps"], point["s_x"], point["d"], point["h"]
    sy = tuple(a + b for a, b in zip(sx, d, strict=True))
    cases = []
    for first, second in ((sx, sy), (sy, sx)):
        left = exp_product(_em_weight(first[h], eps), _em_total(second, eps))
        right = scale(exp_product(_em_weight(second[h], eps), _em_total(first, eps)), F(1), eps)
        cases.append(compare_exp_sums(left, "<=", right, detail="w(h) Σ' against e^eps w'(h) Σ (cross-multiplied)"))
    return weakest(cases)


def _em_step(point: Point) -> Evaluation:
    """exp(eps(s(x,h) - s(y,h))/2) Σ_y / Σ_x <= e^(eps/2) e^(eps/2) Σ_x/Σ_x, cross-multiplied by Σ_x."""
    eps, sx, d, h = point["eps"], point["s_x"], point["d"], point["h"]
    sy = tuple(a + b for a, b in zip(sx, d, strict=True))
    left = scale(_em_total(sy, eps), F(1), eps * (sx[h] - sy[h]) / 2)
    return compare_exp_sums(left, "<=", scale(_em_total(sx, eps), F(1), eps))


#: The exponential mechanism on score vectors s (Delta s = 1): the weight w(s, h) = exp(eps s(h)/(2 Delta s)), exact
#: exponential sums, and the normaliser Z(s) = Σ_h' w(s, h'); Pr[M_E(x) = h] = w(s(x, .), h)/Z(s(x, .)).
EM_LAW = """
Ds = 1
w(s, g) = exp(eps * s[g] / (2 * Ds))
Z(s) = sum(w(s, g) for g in ints(0, len(s) - 1))
"""


def _in_event(gap: Fraction, ratio: Fraction) -> bool:
    """gap >= ln(ratio) (ratio >= 1), decided by the enclosure of ln (exactly when ratio = 1)."""
    if ratio == 1:
        return gap >= 0
    low, high = ln_bounds(ratio)
    if gap >= high:
        return True
    if gap < low:
        return False
    raise ValueError("ln enclosure too wide")


def _utility(point: Point, corollary: bool) -> Evaluation:
    """Pr[s(M_E(x)) <= OPT - (2 Delta/eps)(ln(|H|/|H*|) + t)] <= e^(-t), Delta = 1: h is in the event when
    (OPT - s(h)) eps/2 - t >= ln(|H|/|H*|) (ln |H| for the corollary)."""
    eps, s, t = point["eps"], point["s"], point["t"]
    opt = max(s)
    ratio = F(len(s)) if corollary else F(len(s), sum(1 for v in s if v == opt))
    event = [h for h in range(len(s)) if _in_event((opt - s[h]) * eps / 2 - t, ratio)]
    mass = add(*(_em_weight(s[h], eps) for h in event)) if event else {}
    return compare_exp_sums(mass, "<=", scale(_em_total(s, eps), F(1), -t),
                        detail=f"event {event}: Σ_event w against e^(-t) Σ w (cross-multiplied)")


UTILITY = Domain.of(EPS, each("s", "tuples((0, 1, 2), 4)", "every score vector s(x, .) in "
                              "{0, 1, 2}^4 (|H| = 4, Delta = 1)"),
                    among("t", (F(-1), F(0), F(1, 2), F(1), F(3)), text="t in {-1, 0, 1/2, 1, 3}"))




def _utility_formula(corollary: bool) -> str:
    """Theorem 4.5 (Corollary 4.6: ln |H| for ln(|H|/|H*|)) on the exponential mechanism's law (:data:`EM_LAW`)."""
    ratio = "len(s)" if corollary else "len(s) / Hs"
    return _joined(EM_LAW, f"""
    # model: Pr[s(M_E(x)) <= bound] = Σ_(h: s(h) <= bound) w(s, h)/Z(s), Delta read as Delta s = 1; against the
    # printed exp(-t), cross-multiplied (Z > 0); bound = OPT - (2 Delta/eps)(ln({ratio.replace("Hs", "|H*|")}) + t)
    OPT = max(s)
    Hs = sum(1 for v in s if v == OPT)
    bound = OPT - (2 * Ds / eps) * (ln({ratio}) + t)
    sum(w(s, g) for g in ints(0, len(s) - 1) if s[g] <= bound) <= exp(-t) * Z(s)
    """)


def _u5_chain(point: Point, printed: bool) -> Evaluation:
    """(|H|/|H*|) exp(-(ln(|H|/|H*|) + t)) [line 4] = (|H|/|H*|) exp(-ln(|H|/|H*|) + t) [line 5] = exp(-t)."""
    ratio, t = F(point["|H|"], point["|H*|"]), point["t"]
    line_4 = scale({-t: F(1)}, ratio * (1 / ratio))  # r e^(-ln r) = 1
    line_5 = scale({t if printed else -t: F(1)}, ratio * (1 / ratio))
    return weakest([compare_exp_sums(line_4, "==", line_5), compare_exp_sums(line_5, "==", {-t: F(1)})])


with SURVEY.section("4.1.2"):

    SURVEY.claim(
        "sale-revenues",
        label="valuation",
        kind="identity",
        statement=r"Suppose buyer  $A$ 's valuation is \$ 1, that of  $B$  is \$ 1.01, and that of  $C$  is \$ 3.01. "
        r"If the seller decides to sell the item at \$ 1 each, then his total revenue will be [...] \$ 3; if he sells "
        r"at \$ 1.01 apiece, then it will fetch him \$ 2.02, and if he sells at \$ 3.01 apiece, he will get a "
        r"revenue of \$ 3.01. [...] at \$ 3.02 apiece [...] he will actually end up selling nothing",
        hypotheses="a buyer buys one unit when the price is at most the valuation; revenue = price x buyers",
        domain=Domain.of(among("valuations", ((F(1), F(101, 100), F(301, 100)),)), whole=True),
        formula="""
        # model: a buyer buys one unit when the price is at most the valuation, revenue = price x buyers; against
        # the printed revenues at the prices 1, 1.01, 3.01 and 3.02
        revenue(price) = price * sum(1 for v in valuations if v >= price)
        revenue(1) == 3 and revenue(101/100) == 202/100 and revenue(301/100) == 301/100 and revenue(302/100) == 0
        """,
    )(_revenues)

    def _score_printed(point: Point) -> Evaluation:
        n = point["n"]
        return equal(max(abs(a - b) for a in range(n + 1) for b in range(n + 1)), 1,
                     detail="max over every pair x, y of |s(x, h) - s(y, h)| (databases of at most n records) "
                     "against the neighbours' max")

    SURVEY.claim(
        "score-sensitivity",
        label="Algorithm 4",
        kind="identity",
        statement=r"Define  $\Delta s = \max_{h \in \mathcal{H}} \max_{x, y \in \mathbb{N}^{|X|}, \|x-y\|_1} "
        r"|s(x, h) - s(y, h)|$ (and Algorithm 4, line 1)",
        hypotheses="against the sensitivity over neighbours that Theorem 4.4's proof uses (line 644); a counting "
        "score s(x, h) = number of records of type h: over N^|X| the max over every pair is infinite, and its value "
        "over the databases of at most n records is a lower bound of it",
        domain=Domain.of(ints("n", 1, 50)),
        reading="as read",
        deviations=(Deviation("corrected symbol", "the subscript 'x, y in N^|X|, ||x - y||_1', a term with no "
                              "relation, read as putting no constraint on x, y: the max over every pair",
                              where="lines 628, 638"),),
        meaningless="the subscript ||x - y||_1 is a term, not a condition: as printed the range of the inner max is "
        "not stated",
        finding="'<= 1' is missing after ||x - y||_1: over every pair the max of a counting score is the largest "
        "database size (2 for at most 2 records; unbounded over N^|X|), not its sensitivity 1.",
        correction=SURVEY.correction(
            "score-sensitivity.corrected",
            label="Algorithm 4",
            kind="identity",
            statement=r"$\Delta s = \max_{h} \max_{\|x-y\|_1 \leq 1} |s(x, h) - s(y, h)|$",
            hypotheses="a counting score on databases of at most n records, neighbours one record apart",
            formula=_COUNT_PAIRS + "max(abs(a - b) for a in ints(0, n) for b in ints(0, n) if abs(a - b) <= 1) == 1",
        )(lambda n: equal(max(abs(a - b) for a in range(n + 1) for b in range(n + 1) if abs(a - b) <= 1), 1)),
        formula=_COUNT_PAIRS + "max(abs(a - b) for a in ints(0, n) for b in ints(0, n)) == 1",
    )(_score_printed)

    SURVEY.claim(
        "exponential-mechanism",
        label="Theorem 4.4",
        statement=r"The exponential mechanism is  $\varepsilon$ -differentially private.",
        hypotheses="Pr[M_E(x) = h] = exp(eps s(x,h)/(2 Delta s))/Σ_h' exp(eps s(x,h')/(2 Delta s)), c the normalising "
        "constant (l.647); neighbouring x, y with |s(x, h) - s(y, h)| <= Δs for every h (l.628); both orders",
        domain=_em_pair_domain(),
        formula=_joined(EM_LAW, """
        # model: Pr[M_E(x) = h] = w(s_x, h)/Z(s_x), s(y, .) = s_x + d; against the printed eps-DP, Pr[M_E(x) = h] <=
        # e^eps Pr[M_E(y) = h] and the reverse, cross-multiplied (Z > 0)
        s_y = vadd(s_x, d)
        w(s_x, h) * Z(s_y) <= exp(eps) * w(s_y, h) * Z(s_x) and w(s_y, h) * Z(s_x) <= exp(eps) * w(s_x, h) * Z(s_y)
        """),
    )(_em_dp)

    SURVEY.claim(
        "exponential-mechanism-proof-bound",
        label="Theorem 4.4",
        statement=r"$\exp\left(\frac{\varepsilon(s(x, h) - s(y, h))}{2\Delta s}\right) \frac{\sum_{h' \in "
        r"\mathcal{H}} \exp\left(\frac{\varepsilon s(y, h')}{2\Delta s}\right)}{\sum_{h' \in \mathcal{H}} "
        r"\exp\left(\frac{\varepsilon s(x, h')}{2\Delta s}\right)} \leq \exp\left(\frac{\varepsilon}{2}\right) "
        r"\exp\left(\frac{\varepsilon}{2}\right) \frac{\sum \exp\left(\frac{\varepsilon s(x, h')}{2\Delta s}"
        r"\right)}{\sum \exp\left(\frac{\varepsilon s(x, h')}{2\Delta s}\right)}$",
        hypotheses="as Theorem 4.4",
        domain=_em_pair_domain(),
        formula=_joined(EM_LAW, """
        # an inequality between two printed expressions, decided as printed: exp(eps(s(x, h) - s(y, h))/(2 Delta s))
        # Z(y)/Z(x) <= exp(eps/2) exp(eps/2) Z(x)/Z(x), both sides multiplied by Z(x) > 0
        s_y = vadd(s_x, d)
        exp(eps * (s_x[h] - s_y[h]) / (2 * Ds)) * Z(s_y) <= exp(eps / 2) * exp(eps / 2) * Z(s_x)
        """),
    )(_em_step)

    def _em_ones(point: Point) -> Evaluation:
        """exp(ε/2) exp(ε/2) Σ_x/Σ_x (line 649) = exp(ε) Σ_y/Σ_y (line 650) = exp(ε) (line 651): the quotients
        cross-multiplied, as exponential sums."""
        eps, sx, d = point["eps"], point["s_x"], point["d"]
        sy = tuple(a + b for a, b in zip(sx, d, strict=True))
        total_x, total_y = _em_total(sx, eps), _em_total(sy, eps)
        return weakest([
            compare_exp_sums(exp_product(scale(total_x, F(1), eps), total_y), "==",
                             exp_product(scale(total_y, F(1), eps), total_x),
                             detail="e^(eps/2) e^(eps/2) Σ_x Σ_y against e^eps Σ_y Σ_x"),
            compare_exp_sums(scale(total_y, F(1), eps), "==", exp_product({eps: F(1)}, total_y),
                             detail="e^eps Σ_y against e^eps Σ_y")])

    SURVEY.claim(
        "exponential-mechanism-proof-equal",
        label="Theorem 4.4",
        kind="identity",
        statement=r"$\exp\left(\frac{\varepsilon}{2}\right) \exp\left(\frac{\varepsilon}{2}\right) \frac{\sum_{h' \in "
        r"\mathcal{H}} \exp\left(\frac{\varepsilon s(x, h')}{2\Delta s}\right)}{\sum_{h' \in \mathcal{H}} \exp\left("
        r"\frac{\varepsilon s(x, h')}{2\Delta s}\right)} = \exp(\varepsilon) \frac{\sum_{h' \in \mathcal{H}} \exp"
        r"\left(\frac{\varepsilon s(y, h')}{2\Delta s}\right)}{\sum_{h' \in \mathcal{H}} \exp\left(\frac{\varepsilon "
        r"s(y, h')}{2\Delta s}\right)} = \exp(\varepsilon)$",
        hypotheses="as Theorem 4.4",
        domain=Domain.of(among("eps", (F(1, 2), F(2))),
                         each("s_x", "tuples((0, 1), 2)", "every score vector s(x, .) in {0, 1}^2 (|H| = 2)"),
                         each("d", "tuples(ints(-1, 1), 2)", "every d in {-1, 0, 1}^2: s(y, .) = "
                              "s(x, .) + d (Delta s = 1)")),
        formula=_joined(EM_LAW, """
        # a chain of printed expressions, decided as printed: exp(eps/2) exp(eps/2) Z(x)/Z(x) = exp(eps) Z(y)/Z(y) =
        # exp(eps), each quotient cross-multiplied (Z > 0)
        s_y = vadd(s_x, d)
        exp(eps / 2) * exp(eps / 2) * Z(s_x) * Z(s_y) == exp(eps) * Z(s_y) * Z(s_x)
          and exp(eps) * Z(s_y) == exp(eps) * Z(s_y)
        """),
    )(_em_ones)

    #: The exponential mechanism's output density at h for s(x, h) = -|f(x) - h|, f(x) = 0: exp(-eps|h|/(2 Delta))
    #: over its integral over R, 2 (2 Delta/eps).
    EM_DENSITY = "mechanism = exp(-eps * abs(h) / (2 * Delta)) / (2 * (2 * Delta / eps))"

    SURVEY.claim(
        "exponential-mechanism-laplace",
        label="reproduce the Laplace mechanism",
        kind="identity",
        statement=r"we take  $\mathcal{H} = \mathbb{R}$ , and the score function,  $s(x, h) = -|f(x) - h|$ , then  $h "
        r"\in \mathbb{R}$  is output with probability proportional to  $\exp(-\frac{\varepsilon|f(x)-h|}{2\Delta})$ "
        r", which is precisely what the Laplace mechanism does.",
        hypotheses="the output density of the exponential mechanism, exp(-eps|f(x) - h|/(2 Delta)) over its integral "
        "4 Delta/eps, against the Laplace mechanism's density (eps/(2 Delta)) exp(-eps|h - f(x)|/Delta) (Proposition "
        "4.1's noise Lap(Delta/eps)); f(x) = 0 (both are translation invariant)",
        domain=Domain.of(EPS, among("Delta", (1, 2, 3)), among("h", (F(0), F(1, 2), F(1), F(3), F(-1), F(-5, 2)))),
        finding="The exponential mechanism with s = -|f(x) - h| outputs f(x) + Lap(2 Delta/eps), not the Laplace "
        "mechanism's f(x) + Lap(Delta/eps): at h = f(x) the densities are eps/(4 Delta) and eps/(2 Delta).",
        correction=SURVEY.correction(
            "exponential-mechanism-laplace.corrected",
            label="reproduce the Laplace mechanism",
            kind="identity",
            statement=r"[...] which is what the Laplace mechanism with noise $\text{Lap}(\frac{2\Delta}{\varepsilon})$ "
            r"(at privacy $\varepsilon/2$) does",
            hypotheses="the density of f(x) + Lap(2 Delta/eps): (eps/(4 Delta)) exp(-eps|h - f(x)|/(2 Delta))",
            formula=_joined(EM_DENSITY, """
            # the density of Lap(b), b = 2 Delta/eps: exp(-|h|/b)/(2b)
            b = 2 * Delta / eps
            mechanism == exp(-abs(h) / b) / (2 * b)
            """),
        )(lambda eps, Delta, h: compare_exp_sums({-eps * abs(h) / (2 * Delta): 1 / (2 * (2 * Delta / eps))}, "==",
                                             {-eps * abs(h) / (2 * Delta): eps / (4 * Delta)})),
        formula=_joined(EM_DENSITY, """
        # the Laplace mechanism's density, of Lap(b), b = Delta/eps: exp(-|h|/b)/(2b)
        b = Delta / eps
        mechanism == exp(-abs(h) / b) / (2 * b)
        """),
    )(lambda eps, Delta, h: compare_exp_sums({-eps * abs(h) / (2 * Delta): 1 / (2 * (2 * Delta / eps))}, "==",
                                         {-eps * abs(h) / Delta: eps / (2 * Delta)},
                                         detail="the mechanism's density (1/normaliser, normaliser 2·(2 Delta/eps)) "
                                         "against the Laplace mechanism's"))

    H_GRID = (F(-1), F(0), F(1, 2), F(1), F(3, 2), F(2), F(3))

    def _instance(point: Point) -> Evaluation:
        """s(x, h) = -|f(x) - h| has Δs = max_h ||f(y) - h| - |f(x) - h|| = |f(x) - f(y)| = Δ (attained on the grid,
        beyond both values), and the exponential mechanism at privacy parameter 2ε has the density exp(-2ε|h - f(x)|/
        (2Δ))/(2Δ/ε) = (ε/(2Δ)) exp(-ε|h - f(x)|/Δ), the Laplace mechanism's with noise Lap(Δ/ε)."""
        eps, fx, fy, h = point["eps"], point["f(x)"], point["f(y)"], point["h"]
        delta = F(abs(fx - fy))
        score_sensitivity = max(abs(abs(fy - g) - abs(fx - g)) for g in H_GRID)
        return weakest([equal(score_sensitivity, delta, detail="Delta s of s(x, h) = -|f(x) - h| against Delta"),
                        compare_exp_sums({-2 * eps * abs(h - fx) / (2 * delta): eps / (2 * delta)}, "==",
                                         {-eps * abs(h - fx) / delta: 1 / (2 * (delta / eps))},
                                         detail="the density at parameter 2 eps against Lap(Delta/eps)'s")])

    SURVEY.claim(
        "exponential-mechanism-laplace-instance",
        label="reproduce the Laplace mechanism",
        kind="identity",
        statement=r"the exponential mechanism can be used to reproduce the Laplace mechanism, aliter, the Laplace "
        r"mechanism can be seen as an instance of the exponential mechanism; let  $f : \mathbb{N}^{|X|} \rightarrow "
        r"\mathbb{R}$  be a numeric query with  $\ell_1$ -sensitivity  $\Delta$ [...] we take  $\mathcal{H} = "
        r"\mathbb{R}$ , and the score function,  $s(x, h) = -|f(x) - h|$ [with privacy parameter $2\varepsilon$ it "
        r"outputs $f(x) + \text{Lap}(\Delta/\varepsilon)$, and $\Delta s = \Delta$]",
        hypotheses="H = R and s(x, h) = -|f(x) - h| (l.660); f(x), f(y) the values of neighbouring databases, Δ = "
        "|f(x) - f(y)| its l1-sensitivity (l.658)",
        domain=Domain.of(EPS, each(("f(x)", "f(y)"), "tuple((a, b) for a in ints(0, 2) for b in ints(0, 2) if a != b)",
                                   "every f(x) != f(y) in {0, 1, 2}", symbol=("fx", "fy")),
                         among("h", H_GRID, text="h in {-1, 0, 1/2, 1, 3/2, 2, 3}")),
        formula="""
        # model: Delta s = max_h |s(x, h) - s(y, h)| of s(x, h) = -|f(x) - h| over the grid of h (-1, 0, 1/2, 1, 3/2,
        # 2, 3: beyond both values), against Delta = |f(x) - f(y)|; the exponential mechanism at privacy parameter
        # 2 eps, density exp(-2 eps |f(x) - h|/(2 Delta)) over its integral 2 (2 Delta/(2 eps)), against the Laplace
        # mechanism's f(x) + Lap(b), b = Delta/eps: exp(-|h - f(x)|/b)/(2b)
        Delta = abs(fx - fy)
        Ds = max(abs(-abs(fx - g) + abs(fy - g)) for g in (-1, 0, 1/2, 1, 3/2, 2, 3))
        mechanism = exp(-(2 * eps) * abs(fx - h) / (2 * Delta)) / (2 * (2 * Delta / (2 * eps)))
        b = Delta / eps
        Ds == Delta and mechanism == exp(-abs(h - fx) / b) / (2 * b)
        """,
        reading="as read",
        deviations=(
            Deviation("quantitative reading", "'the Laplace mechanism can be seen as an instance of the exponential "
                      "mechanism' read as: the exponential mechanism with this score at privacy parameter 2ε outputs "
                      "f(x) + Lap(Δ/ε), the Laplace mechanism at ε; the printed construction at ε (density ∝ "
                      "exp(-ε|f(x) - h|/2Δ)) outputs f(x) + Lap(2Δ/ε) (004.exponential-mechanism-laplace, refuted; "
                      "its correction is this identity with ε for 2ε)", where="l.658-660"),
            Deviation("corrected symbol", "Δs, which the display replaces by Δ, read over neighbouring x, y (004.score-"
                      "sensitivity.corrected): over every pair, as the printed definition is read (004.score-"
                      "sensitivity), the Δs of -|f(x) - h| is sup |f(x) - f(y)|, unbounded for a counting query, not "
                      "Δ", where="l.628, l.660")),
        literal="004.exponential-mechanism-laplace",
    )(_instance)

    DELTA_AS_SCORE = Deviation("notation from elsewhere", "Δ read as Δs, the score sensitivity (line 628) that M_E "
                               "uses; Theorem 4.5 does not define Δ, and line 658 uses Δ for the l1 sensitivity of f",
                               where="lines 666, 676")
    DELTA_UNDEFINED = ("Δ is defined in neither Theorem 4.5 nor Corollary 4.6 (lines 664-676): as printed the bound "
                       "has a free symbol")

    SURVEY.claim(
        "exponential-mechanism-utility",
        label="Theorem 4.5",
        statement=r"Let  $x$  be a dataset, let  $\mathcal{H}^* = \{h \in \mathcal{H} : s(x, h) = OPT(x)\}$ [...] Then "
        r"$$\Pr \left[ s(M_E(x)) \leq OPT(x) - \frac{2\Delta}{\varepsilon} \left( \ln \left( \frac{|\mathcal{H}|}"
        r"{|\mathcal{H}^*|} \right) + t \right) \right] \leq \exp(-t).$$",
        hypotheses="H finite, as ln(|H|/|H*|) needs; s(M_E(x)) = s(x, M_E(x)); t any real",
        domain=UTILITY,
        reading="as read",
        deviations=(DELTA_AS_SCORE,),
        meaningless=DELTA_UNDEFINED,
        formula=_utility_formula(corollary=False),
    )(lambda point: _utility(point, corollary=False))

    def _utility_bound(point: Point) -> Evaluation:
        """Σ_(s(h) <= m) w(h)/Σ w <= |H| e^(εm/2)/(|H*| e^(ε OPT/2)), Δ = 1, cross-multiplied (the denominators are
        positive), and the next line's (|H|/|H*|) exp(ε(m - OPT)/2) the same sum."""
        eps, s, m = point["eps"], point["s"], point["m"]
        opt = max(s)
        stars = sum(1 for v in s if v == opt)
        low = add(*(_em_weight(v, eps) for v in s if v <= m)) if any(v <= m for v in s) else {}
        bound = {eps * m / 2: F(len(s))}
        return weakest([
            compare_exp_sums(exp_product(low, {eps * opt / 2: F(stars)}), "<=", exp_product(bound, _em_total(s, eps)),
                             detail="Σ_(s <= m) w · |H*| e^(eps OPT/2) against |H| e^(eps m/2) · Σ w"),
            compare_exp_sums(scale(bound, F(1, stars), -eps * opt / 2), "==", {eps * (m - opt) / 2: F(len(s), stars)},
                             detail="|H| e^(eps m/2)/(|H*| e^(eps OPT/2)) against (|H|/|H*|) e^(eps (m - OPT)/2)")])

    SURVEY.claim(
        "exponential-mechanism-utility-proof-bound",
        label="Theorem 4.5",
        statement=r"$\Pr[s(M_E(x)) \leq m] = \frac{\sum_{h: s(x, h) \leq m \wedge h \in \mathcal{H}} \exp\left("
        r"\frac{\varepsilon s(x, h)}{2\Delta}\right)}{\sum_{h' \in \mathcal{H}} \exp\left(\frac{\varepsilon s(x, h')}"
        r"{2\Delta}\right)} \leq \frac{|\mathcal{H}| \exp\left(\frac{\varepsilon m}{2\Delta}\right)}{|\mathcal{H}^*| "
        r"\exp\left(\frac{\varepsilon OPT(x)}{2\Delta}\right)} = \frac{|\mathcal{H}|}{|\mathcal{H}^*|} \exp\left("
        r"\frac{\varepsilon(m - OPT(x))}{2\Delta}\right)$",
        hypotheses="H finite, as ln(|H|/|H*|) needs; m any real (the two steps use no property of m)",
        domain=Domain.of(among("eps", (F(1, 2), F(2))),
                         each("s", "tuples((0, 1, 2), 3)", "every score vector s(x, .) in "
                              "{0, 1, 2}^3 (|H| = 3, Delta = 1)"),
                         among("m", (F(-1), F(1, 2), F(1), F(5, 2)), text="m in {-1, 1/2, 1, 5/2}")),
        reading="as read",
        deviations=(DELTA_AS_SCORE,),
        meaningless=DELTA_UNDEFINED,
        formula=_joined(EM_LAW, """
        # model: Pr[s(M_E(x)) <= m] = Σ_(h: s(h) <= m) w(s, h)/Z(s), Delta read as Delta s = 1; against the printed
        # |H| exp(eps m/(2 Delta))/(|H*| exp(eps OPT/(2 Delta))), cross-multiplied (both denominators > 0), and that
        # printed bound against the printed (|H|/|H*|) exp(eps (m - OPT)/(2 Delta)) (exact exponential sums)
        OPT = max(s)
        Hs = sum(1 for v in s if v == OPT)
        H = len(s)
        low = sum(w(s, g) for g in ints(0, H - 1) if s[g] <= m)
        bound = H * exp(eps * m / (2 * Ds)) / (Hs * exp(eps * OPT / (2 * Ds)))
        low * Hs * exp(eps * OPT / (2 * Ds)) <= H * exp(eps * m / (2 * Ds)) * Z(s)
          and bound == (H / Hs) * exp(eps * (m - OPT) / (2 * Ds))
        """),
    )(_utility_bound)

    #: Theorem 4.5's proof, line 4: (|H|/|H*|) exp(-(ln(|H|/|H*|) + t)), with r e^(-ln r) = r (1/r) (exp and ln are
    #: inverse); line 5 follows in each record.
    U5_LINES = """
    r = H / Hs
    line_4 = r * (1 / r) * exp(-t)
    """

    SURVEY.claim(
        "exponential-mechanism-utility-proof-exponent",
        label="Theorem 4.5",
        kind="identity",
        statement=r"$\frac{|\mathcal{H}|}{|\mathcal{H}^*|} \exp\left(\frac{\varepsilon\left(-\frac{2\Delta}"
        r"{\varepsilon} \left( \ln \left( \frac{|\mathcal{H}|}{|\mathcal{H}^*|} \right) + t \right)\right)}{2\Delta}"
        r"\right) = \frac{|\mathcal{H}|}{|\mathcal{H}^*|} \exp\left(-\ln \left( \frac{|\mathcal{H}|}"
        r"{|\mathcal{H}^*|} \right) + t\right) = \exp(-t)$",
        hypotheses="H* ⊆ H the objects of score OPT(x), so |H| >= |H*| >= 1 (l.664); t any real",
        domain=Domain.of(among(("|H|", "|H*|"), ((2, 1), (3, 3), (4, 1), (4, 2)), symbol=("H", "Hs")),
                         steps("t", -1, 2, "1/4")),
        finding="The fifth line prints exp(-ln(|H|/|H*|) + t) for exp(-ln(|H|/|H*|) - t): it equals e^t, not the "
        "e^(-t) the previous line gives and the next line states (|H| = 2, |H*| = 1, t = -1: e against e^(-1)).",
        correction=SURVEY.correction(
            "exponential-mechanism-utility-proof-exponent.corrected",
            label="Theorem 4.5",
            kind="identity",
            statement=r"$\frac{|\mathcal{H}|}{|\mathcal{H}^*|} \exp\left(-\ln \left( \frac{|\mathcal{H}|}"
            r"{|\mathcal{H}^*|} \right) - t\right) = \exp(-t)$",
            hypotheses="as the step",
            formula=_joined(U5_LINES, """
            # corrected: exp(-ln(|H|/|H*|) - t)
            line_5 = r * (1 / r) * exp(-t)
            line_4 == line_5 == exp(-t)
            """),
        )(lambda point: _u5_chain(point, printed=False)),
        formula=_joined(U5_LINES, """
        # printed: exp(-ln(|H|/|H*|) + t)
        line_5 = r * (1 / r) * exp(t)
        line_4 == line_5 == exp(-t)
        """),
    )(lambda point: _u5_chain(point, printed=True))

    SURVEY.claim(
        "exponential-mechanism-utility-corollary",
        label="Corollary 4.6",
        statement=r"$\Pr[s(M_E(x)) \leq OPT(x) - \frac{2\Delta}{\varepsilon}(\ln(|\mathcal{H}|) + t)] \leq "
        r"\exp(-t).$",
        hypotheses="as Theorem 4.5; Corollary 4.6 states no condition on H* (l.676)",
        domain=UTILITY,
        reading="as read",
        deviations=(DELTA_AS_SCORE,),
        meaningless=DELTA_UNDEFINED,
        formula=_utility_formula(corollary=True),
    )(lambda point: _utility(point, corollary=True))

    SURVEY.claim(
        "exponential-mechanism-two-types",
        label="more common",
        statement=r"let us consider the count of  $A$  to be 0 and  $c > 0$  for  $B$ . [...] the probability of "
        r"observing the wrong outcome,  $A$ , after noise addition via the exponential mechanism, is at most  "
        r"$2e^{-c(\varepsilon/2\Delta u)} = 2e^{-c\varepsilon/2}$",
        hypotheses="scores the counts, Δs = 1 (l.678); the exponential mechanism of Algorithm 4 (l.632-640)",
        domain=Domain.of(ints("c", 1, 10), among("eps", (F(1, 10), F(1, 2), F(1), F(2), F(5)))),
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "Δu read as Δs, the score sensitivity (line 628): Δu is "
                              "defined only in §6 (line 1281)", where="line 678"),),
        meaningless="Δu is not defined before §6 (line 1281): as printed the bound 2e^(-c(ε/2Δu)) has a free symbol",
        formula=_joined(EM_LAW, """
        # model: the exponential mechanism on the counts (0, c) of A and B: Pr[A] = w(counts, 0)/Z(counts); against
        # the printed 2 e^(-c (eps/(2 Delta u))), Delta u read as Delta s = 1, cross-multiplied (Z > 0)
        Du = Ds
        counts = (0, c)
        w(counts, 0) <= 2 * exp(-c * (eps / (2 * Du))) * Z(counts)
        """),
    )(lambda c, eps: compare_exp_sums(constant(1), "<=", scale(_em_total((0, c), eps), F(2), -c * eps / 2)))

    def _translation(point: Point) -> Evaluation:
        """Scores (n_A, n_B), c = n_B - n_A: Pr[A] = e^(ε n_A/2)/(e^(ε n_A/2) + e^(ε n_B/2)) equals 1/(1 + e^(cε/2)),
        the probability at the translated scores (0, c) (cross-multiplied), and is at most 2e^(-cε/2)."""
        n_a, c, eps = point["n_A"], point["c"], point["eps"]
        weight, total = _em_weight(n_a, eps), _em_total((n_a, n_a + c), eps)
        return weakest([
            compare_exp_sums(exp_product(weight, _em_total((0, c), eps)), "==", total,
                             detail="w(A) Σ_(0, c) against Σ_(n_A, n_B) (Pr[A] at both, cross-multiplied)"),
            compare_exp_sums(weight, "<=", scale(total, F(2), -c * eps / 2), detail="w(A) against 2e^(-c eps/2) Σ")])

    SURVEY.claim(
        "exponential-mechanism-two-types-translation",
        label="more common",
        statement=r"Then WLOG (perhaps by translation), let us consider the count of  $A$  to be 0 and  $c > 0$  for  "
        r"$B$ [the conclusion needs every pair of counts $n_A < n_B$: the probability of the wrong outcome $A$ depends "
        r"on $c = n_B - n_A$ only, and is at most $2e^{-c\varepsilon/2}$]",
        hypotheses="scores the counts, Δs = 1 (l.678); the exponential mechanism of Algorithm 4 (l.632-640)",
        domain=Domain.of(ints("n_A", 0, 4), ints("c", 1, 5), among("eps", (F(1, 2), F(1), F(2)))),
        formula=_joined(EM_LAW, """
        # model: the exponential mechanism on the counts (n_A, n_B), n_B = n_A + c: Pr[A] = w(counts, 0)/Z(counts);
        # against the translated counts (0, c) (Pr[A] equal, cross-multiplied) and the printed bound 2 e^(-c eps/2)
        counts = (n_A, n_A + c)
        w(counts, 0) * Z((0, c)) == w((0, c), 0) * Z(counts) and w(counts, 0) <= 2 * exp(-c * eps / 2) * Z(counts)
        """),
    )(_translation)

    #: The parameter of Exp (issue 38: the document defines no Exp; the rate reading is a deviation).
    RATE = Deviation("notation from elsewhere", "the parameter of the one-sided exponential distribution read as its "
                     "rate, the usual Exp(λ): density λ e^(-λu) on u >= 0; the document defines no Exp, and its Lap(b) "
                     "takes a scale", where="lines 684, 688, 692")
    RATE_UNDEFINED = ("the document defines no Exp and does not say which parameter of it ε/Δs (or ε/2Δs) is (a rate, "
                      "or a scale, the mean noise): as printed the noise law is not determined")

    def _one_sided_domain(moves: str, text: str) -> Domain:
        """:func:`_rnm_domain` as data (the same points): ``moves`` the formula text of d's coordinates."""
        return Domain.of(among("k", (2, 3)), EPS,
                         each("c'", "tuples((0, 1), k)", "every c' = q(x') in {0, 1}^k", symbol="cp"),
                         each("d", f"tuples({moves}, k)", text),
                         among("i", (0,), text="output i = 0 (the families of c' and d are symmetric under "
                               "relabelling the queries)"))

    def _one_sided_dp(rate: str) -> str:
        """Report One-Sided Noisy Arg-Max's law at noise rate ``rate`` against the printed eps-DP."""
        return f"""
        # model: Pr[output i | counts a] with r_j iid Exp({rate}) (density rate e^(-rate u) on u >= 0): the integral of
        # rate e^(-rate u) Π_(j != i) Pr[r_j < u - t_j] du, t_j = a_j - a_i; the integrand is 0 below T = max(0, t_j)
        # and above it Π_j (1 - e^(-rate (u - t_j))) = Σ_(S ⊆ others) (-1)^|S| e^(-rate Σ_S (u - t_j)), so exactly
        # Σ_S (-1)^|S| e^(rate Σ_S t_j - rate (1 + |S|) T)/(1 + |S|); against the printed eps-DP, both orders
        rate = {rate}
        c = vadd(cp, d)
        others = tuple(j for j in ints(0, len(c) - 1) if j != i)
        T(a) = max(0, max(a[j] - a[i] for j in others))
        win(a) = sum((-1)**len(S) * exp(rate * sum(a[j] - a[i] for j in S) - rate * (1 + len(S)) * T(a)) / (1 + len(S))
          for S in subsets(others))
        win(c) <= exp(eps) * win(cp) and win(cp) <= exp(eps) * win(c)
        """

    def _one_sided(point: Point, monotone: bool) -> Evaluation:
        eps = point["eps"]
        return _rnm(eps, point["c'"], point["d"], point["i"], eps if monotone else eps / 2, "one-sided")

    SURVEY.claim(
        "one-sided-noisy-arg-max-monotone",
        label="Report One-Sided Noisy Arg-Max",
        statement=r"*Report One-Sided Noisy Arg-Max* [...] adds noise drawn from the one-sided exponential "
        r"distribution [...] (with parameter $\frac{\varepsilon}{\Delta s}$ if $s$ is monotonic [...]) to the utility "
        r"of each potential output, before reporting the arg-max [endowing eps-DP]",
        hypotheses="monotone scores of sensitivity Delta s = 1 (c = c' + d with d in {0, 1}^k; d in {-1, 0}^k, "
        "non-increasing scores, is the same family with x and x' swapped, and both orders are checked); Exp(eps) "
        "noise; both orders",
        domain=_one_sided_domain("(0, 1)", "every d in {0, 1}^k (monotone scores)"),
        reading="as read",
        deviations=(RATE,),
        meaningless=RATE_UNDEFINED,
        formula=_one_sided_dp("eps"),
    )(lambda point: _one_sided(point, monotone=True))

    SURVEY.claim(
        "one-sided-noisy-arg-max",
        label="Theorem 4.7",
        statement=r"Report One-Sided Noisy Arg-Max with the parameter  $\varepsilon/2\Delta s$  for the exponential "
        r"distribution, is  $\varepsilon$ -differentially private.",
        hypotheses="scores of sensitivity Delta s = 1, monotone or not (the rate eps/2 Delta s is the one line 684 "
        "gives for scores that are not monotone): c = c' + d, d in {-1, 0, 1}^k; Exp(eps/2) noise; both orders",
        domain=_one_sided_domain("ints(-1, 1)", "every d in {-1, 0, 1}^k"),
        reading="as read",
        deviations=(RATE,),
        meaningless=RATE_UNDEFINED,
        formula=_one_sided_dp("eps / 2"),
    )(lambda point: _one_sided(point, monotone=False))

    R_ONE_SIDED = (F(0), F(2))
    BRANCHES = among("s", ("monotone", "not monotone"),
                     text="s in {monotone (rate eps/Delta s, d in {0, 1}^3), not monotone (rate eps/2 Delta s, d in "
                     "{-1, 0, 1}^3)}")

    def _branch_domain(text: str) -> Domain:
        return Domain.of(BRANCHES,
                         each("c'", "tuples((0, 1), 3)", "every c' in {0, 1}^3 (k = 3)", symbol="cp"),
                         each("d", 'tuples((0, 1) if s == "monotone" else ints(-1, 1), 3)',
                              "every d of the branch (Delta s = 1)"),
                         among("i", (0,), text="i = 0 (the families are symmetric under relabelling the scores)"),
                         each("r_-i", "tuples((0/1, 2/1), 2)", text, symbol="rmi"))

    SURVEY.claim(
        "one-sided-noisy-arg-max-r-minus-i",
        label="Theorem 4.7",
        statement=r"take  $r_{-i}$  as a draw from  $[\text{Exp}(\frac{\varepsilon}{\Delta s})]^{m-1}$ , if  $s$  is "
        r"monotonic, else from  $[\text{Exp}(\frac{\varepsilon}{2\Delta s})]^{m-1}$ [the bound is then shown at one "
        r"fixed $r_{-i}$; Theorem 4.7 needs it at every $r_{-i}$, to average over them]",
        hypotheses="r_{-i} independent of r_i and of the database, so Pr[i | x] is the mean over r_{-i} of "
        "Pr[i | x, r_{-i}] = Pr[r_i > r*]; r* = max_{j != i}(c_j + r_j) - c_i; the bound at every r_{-i}: |r* - r**| "
        "<= Δs for monotone scores (rate ε/Δs pays a shift of Δs), <= 2Δs otherwise (rate ε/2Δs), with "
        "004.one-sided-noisy-arg-max-shift",
        domain=_branch_domain("every r_{-i} in {0, 2}^2 (one-sided noise is >= 0)"),
        reading="as read",
        deviations=(Deviation("corrected symbol", "[Exp(.)]^(m-1) read as [Exp(.)]^(k-1): one draw for each count "
                              "other than q_i", where="line 692"),
                    Deviation("corrected symbol", "r* and r** read as max_{j != i}(c_j + r_j) - c_i and its x' "
                              "analogue (the infimum of the printed set without j = i)", where="lines 694, 702"),
                    RATE),
        meaningless=M_UNDEFINED,
        formula=_joined(_STAR, """
        # r* = max_(j != i)(c_j + r_j) - c_i on x and r** on x' at the fixed r_(-i), against the printed shift the rate
        # pays for: Delta s = 1 for monotone scores (rate eps/Delta s), 2 Delta s otherwise (rate eps/(2 Delta s))
        bound = 1 if s == "monotone" else 2
        star(c) - star(cp) <= bound and star(cp) - star(c) <= bound
        """),
    )(lambda point: _lipschitz(point, 1 if point["s"] == "monotone" else 2))

    _rstar_records("one-sided-noisy-arg-max-r-star", "Theorem 4.7",
                   r"Define  $r^* := \min\{r_i : c_i + r_i > c_j + r_j, \forall j \leq i\}$ . Now clearly  $i$  shall "
                   r"only be output when the database is  $x$  if and only if  $r_i > r^*$ (Theorem 4.7's proof)", 694,
                   one_sided=True)

    def _one_sided_chain(point: Point, side: str, shift: int, links: bool = True) -> Evaluation:
        """The links of Theorem 4.7's proof with r* = max_{j != i}(c_j + r_j) - c_i (``side`` "x", line 696) or r** =
        max_{j != i}(c'_j + r_j) - c'_i (``side`` "x'", line 708), >= for > (the ties are 004.report-noisy-max-chain's
        defect); ``shift`` 1 as printed, 2 (= 2Δs) for the correction, whose middle links are c_j + 1 >= c'_j and
        c'_i + 1 >= c_i; without ``links`` the conclusion only."""
        cp, d, i, r = point["c'"], point["d"], point["i"], point["r"]
        c = tuple(a + b for a, b in zip(cp, d, strict=True))
        own, other = (c, cp) if side == "x" else (cp, c)  # the database r* is defined on, and the other one
        star = max(own[j] + r[j] for j in range(len(c)) if j != i) - own[i]
        slack = shift - 1
        cases = []
        for j in range(len(c)):
            if j == i:
                continue
            if links and side == "x":
                cases += [Evaluation(1 + other[i] + star, ">=", own[i] + star, detail="(1 + c'_i) + r* >= c_i + r*"),
                          Evaluation(own[j] + r[j] + slack, ">=", other[j] + r[j],
                                     detail=f"c_j + r_j >= c'_j + r_j, j = {j}" + (" (+1)" if slack else ""))]
            elif links:
                cases += [Evaluation(other[i] + star + 1 + slack, ">=", own[i] + star + 1,
                                     detail="c_i + (r** + 1) >= c'_i + (r** + 1)" + (" (+1)" if slack else "")),
                          Evaluation(1 + own[j] + r[j], ">=", other[j] + r[j], detail=f"(1 + c'_j) + r_j >= c_j + r_j, "
                                     f"j = {j}")]
            cases.append(Evaluation(other[i] + star + shift, ">=", other[j] + r[j],
                                    detail=f"the conclusion on {'x' if side == 'x' else 'x prime'}'s other database, "
                                    f"j = {j}"))
        return weakest(cases)

    ONE_SIDED_CHAIN = Domain.of(each("c'", "tuples((0, 1), 3)", "every c' in {0, 1}^3 (k = 3)", symbol="cp"),
                                each("d", "tuples(ints(-1, 1), 3)", "every d in {-1, 0, 1}^3 "
                                     "(c = c' + d: scores of sensitivity 1, not necessarily monotone)"),
                                among("i", (0,), text="i = 0 (the families are symmetric under relabelling the "
                                      "queries)"),
                                each("r", "tuples((0/1, 1/2), 3)", "noise r in {0, 1/2}^3 (one-sided noise is >= 0)"))

    def _one_sided_formula(shift: int, side: str = "both") -> str:
        """Theorem 4.7's links, >= throughout, every j != i in order: on x (line 692; r* on c) (1 + c'_i) + r* >= c_i +
        r*, c_j + r_j >= c'_j + r_j, c'_i + (r* + shift) >= c'_j + r_j; on x' (line 708; r** on c') c_i + (r** + 1)
        >= c'_i + (r** + 1), (1 + c'_j) + r_j >= c_j + r_j, c_i + (r** + shift) >= c_j + r_j; ``shift`` 2 (the
        correction) adds 1 to the links' larger sides that the shift pays for; ``side`` "both": the conclusions
        only, on x then on x'."""
        plus = " + 1" if shift == 2 else ""
        head = ("c = vadd(cp, d)\nothers = tuple(j for j in ints(0, len(c) - 1) if j != i)\n"
                "star = max(c[j] + r[j] for j in others) - c[i]\nstar2 = max(cp[j] + r[j] for j in others) - cp[i]\n")
        on_x = f"cp[i] + (star + {shift}) >= cp[j] + r[j]"
        on_xp = f"c[i] + (star2 + {shift}) >= c[j] + r[j]"
        if side == "both":
            return head + f"all({on_x} for j in others) and all({on_xp} for j in others)"
        if side == "x":
            return head + (f"all((1 + cp[i]) + star >= c[i] + star and c[j] + r[j]{plus} >= cp[j] + r[j] and {on_x} "
                           f"for j in others)")
        return head + (f"all(c[i] + (star2 + 1){plus} >= cp[i] + (star2 + 1) and (1 + cp[j]) + r[j] >= c[j] + r[j] "
                       f"and {on_xp} for j in others)")
    ONE_SIDED_READ = (Deviation("corrected symbol", "r* and r** read as max_{j != i}(c_j + r_j) - c_i and its x' "
                                "analogue (the infimum of the printed set without j = i)", where="lines 694, 702"),
                      Deviation("corrected symbol", "the strict '>' links read as '>=' (with the infimum they tie; "
                                "that defect is 004.report-noisy-max-chain's)", where="lines 696, 708"))
    ONE_SIDED_CORRECTION = ("scores of sensitivity Delta s = 1 move by at most 1 either way: c'_i + 1 >= c_i and "
                            "c_j + 1 >= c'_j")
    SCORES_4_7 = ("Theorem 4.7's scores: sensitivity Δs = 1, monotone or not, as its rate ε/2Δs is the one for scores "
                  "that are not monotone (l.684)")

    def _both_conclusions(point: Point) -> Evaluation:
        """Line 690 takes counting queries; Theorem 4.7 needs every score of sensitivity Δs: the shift-1 conclusions on
        both sides (lines 696, 708), every j != i."""
        return weakest([_one_sided_chain(point, "x", 1, links=False), _one_sided_chain(point, "x'", 1, links=False)])

    SURVEY.claim(
        "one-sided-noisy-arg-max-counting",
        label="Theorem 4.7",
        statement=r"Let for the counting queries  $q_i, 1 \leq i \leq k, q := (q_1, q_2, \dots, q_k), c := q(x)$ , "
        r"and  $c' := q(x')$ [...] $\implies c'_i + (r^* + 1) > c'_j + r_j$ [...] $c_i + (r^{**} + 1) [...] \geq c_j + "
        r"r_j$ [Theorem 4.7 is about every score of sensitivity $\Delta s$, not only counting queries: the shift-1 "
        r"conclusions for its scores]",
        hypotheses=SCORES_4_7 + "; every j != i",
        domain=ONE_SIDED_CHAIN,
        reading="as read", deviations=ONE_SIDED_READ, literal="004.one-sided-noisy-arg-max-r-star",
        finding="Line 690 proves Theorem 4.7 for counting queries only; for its scores that are not monotone the "
        "shift-1 conclusion fails: c' = (0, 0, 0), c = (-1, -1, 1), r = (0, 0, 0), i = 0 (indices from 0): with r** "
        "= 0 found on x', the conclusion on x c_0 + (r** + 1) >= c_2 + r_2 is 0 against 1.",
        correction=SURVEY.correction(
            "one-sided-noisy-arg-max-counting.corrected",
            label="Theorem 4.7",
            statement=r"[...] $c'_i + (r^* + 2) \geq c'_j + r_j$ and $c_i + (r^{**} + 2) \geq c_j + r_j$ (shift "
            r"$2\Delta s$, which the rate $\varepsilon/2\Delta s$ pays for)",
            hypotheses=ONE_SIDED_CORRECTION,
            formula=_one_sided_formula(2),
        )(lambda point: weakest([_one_sided_chain(point, "x", 2, links=False),
                                 _one_sided_chain(point, "x'", 2, links=False)])),
        formula=_one_sided_formula(1),
    )(_both_conclusions)

    SURVEY.claim(
        "one-sided-noisy-arg-max-chain",
        label="Theorem 4.7",
        statement=r"$\forall i, j \in [k], i \neq j$, $c_i + r^* > c_j + r_j \implies (1 + c'_i) + r^* \geq c_i + "
        r"r^* > c_j + r_j \geq c'_j + r_j \implies c'_i + (r^* + 1) > c'_j + r_j$ (Theorem 4.7's proof)",
        hypotheses=SCORES_4_7 + "; every link, every j != i",
        domain=ONE_SIDED_CHAIN,
        reading="as read", deviations=ONE_SIDED_READ, literal="004.one-sided-noisy-arg-max-r-star",
        finding="Theorem 4.7's proof copies Theorem 4.3's chains, whose link c_j >= c'_j holds only for non-decreasing "
        "scores: c' = (0, 0, 0), c = (-1, -1, -1), r = (0, 0, 0) give c_2 + r_2 = -1 against c'_2 + r_2 = 0.",
        correction=SURVEY.correction(
            "one-sided-noisy-arg-max-chain.corrected",
            label="Theorem 4.7",
            statement=r"$c_i + r^* \geq c_j + r_j \implies c'_i + (r^* + 2) \geq c'_j + r_j$: the shift is "
            r"$2\Delta s$, which the rate $\varepsilon/2\Delta s$ pays for ($\Pr[r_i \geq r^* + 2] \geq "
            r"e^{-\varepsilon} \Pr[r_i \geq r^*]$)",
            hypotheses=ONE_SIDED_CORRECTION,
            formula=_one_sided_formula(2, "x"),
        )(lambda point: _one_sided_chain(point, "x", 2)),
        formula=_one_sided_formula(1, "x"),
    )(lambda point: _one_sided_chain(point, "x", 1))

    SURVEY.claim(
        "one-sided-noisy-arg-max-shift",
        label="Theorem 4.7",
        statement=r"over the choice of  $r_i$  from the exponential distribution with the appropriate parameter, "
        r"$\Pr[r_i \geq 1 + r^*] \geq e^{-\varepsilon} \Pr[r_i \geq r^*]$",
        hypotheses="r_i ~ Exp(rate), rate eps/Delta s (monotone) or eps/(2 Delta s), Delta s = 1; r* any real",
        domain=Domain.of(EPS, among("rate", ("eps", "eps/2")),
                         among("r*", tuple(F(j, 4) for j in range(-12, 13)), text="r* in -3..3 in steps of 1/4",
                               symbol="rs")),
        reading="as read",
        deviations=(RATE,),
        meaningless=RATE_UNDEFINED,
        formula="""
        # model: r_i ~ Exp(a), a = eps/Delta s or eps/(2 Delta s), Delta s = 1: Pr[r_i >= t] = e^(-a max(t, 0)); against
        # the printed Pr[r_i >= 1 + r*] >= e^(-eps) Pr[r_i >= r*]
        a = eps if rate == "eps" else eps / 2
        T(t) = exp(-a * max(t, 0))
        T(1 + rs) >= exp(-eps) * T(rs)
        """,
    )(lambda point: compare_exp_sums(
        _survival(point["eps"] / (1 if point["rate"] == "eps" else 2), point["r*"] + 1, "one-sided"), ">=",
        scale(_survival(point["eps"] / (1 if point["rate"] == "eps" else 2), point["r*"], "one-sided"), F(1),
                      -point["eps"])))

    _rstar_records("one-sided-noisy-arg-max-r-star-star", "Theorem 4.7",
                   r"define  $r^{**} := \min\{r_i : c'_i + r_i > c'_j + r_j, \forall j \leq i\}$ . Then for a fixed  "
                   r"$r_{-i}$ ,  $i$  shall be the output with database  $x'$  if and only if [...]  $r_i \geq "
                   r"r^{**}$ (Theorem 4.7's proof)", 702, one_sided=True)

    SURVEY.claim(
        "one-sided-noisy-arg-max-chain-two",
        label="Theorem 4.7",
        statement=r"$\forall i, j \in [k], i \neq j$, $c'_i + r^{**} > c'_j + r_j \implies \dots \implies c_i + "
        r"(r^{**} + 1) \geq c'_i + (r^{**} + 1) > (1 + c'_j) + r_j \geq c_j + r_j$ (Theorem 4.7's proof)",
        hypotheses="as 004.one-sided-noisy-arg-max-chain, with r** defined on x'",
        domain=ONE_SIDED_CHAIN,
        reading="as read", deviations=ONE_SIDED_READ, literal="004.one-sided-noisy-arg-max-r-star",
        finding="The x' side copies Theorem 4.3's too: c_i >= c'_i needs non-decreasing scores (c' = (0, 0, 0), c = "
        "(-1, -1, -1), r = (0, 0, 0): c_1 + r** + 1 = 0 against c'_1 + r** + 1 = 1).",
        correction=SURVEY.correction(
            "one-sided-noisy-arg-max-chain-two.corrected",
            label="Theorem 4.7",
            statement=r"$c'_i + r^{**} \geq c'_j + r_j \implies c_i + (r^{**} + 2) \geq c_j + r_j$ (shift $2\Delta s$)",
            hypotheses=ONE_SIDED_CORRECTION,
            formula=_one_sided_formula(2, "x'"),
        )(lambda point: _one_sided_chain(point, "x'", 2)),
        formula=_one_sided_formula(1, "x'"),
    )(lambda point: _one_sided_chain(point, "x'", 1))

    def _exp_conditional(point: Point, both: bool = True) -> Evaluation:
        """Exp(rate) noise, rate = ρε (ρ = 1/Δs or 1/2Δs, Δs = 1): Pr[r_i > t] = e^(-rate max(t, 0)), so Pr[i | x,
        r_{-i}] <= e^ε Pr[i | x', r_{-i}] iff ρ (max(r**, 0) - max(r*, 0)) <= 1 (exactly, for every ε); the reverse
        with r* and r** swapped (``both``)."""
        cp, d, i, r = point["c'"], point["d"], point["i"], point["r_-i"]
        rho = ONE if point["s"] == "monotone" else F(1, 2)
        c = tuple(a + b for a, b in zip(cp, d, strict=True))
        on_x, on_xp = max(_star(c, i, r), F(0)), max(_star(cp, i, r), F(0))
        cases = [Evaluation(rho * (on_xp - on_x), "<=", 1, detail="ln(Pr[i | x, r]/Pr[i | x', r])/eps")]
        if both:
            cases.append(Evaluation(rho * (on_x - on_xp), "<=", 1, detail="ln(Pr[i | x', r]/Pr[i | x, r])/eps"))
        return weakest(cases)

    EXP_CONDITIONAL = _branch_domain("r_{-i} in {0, 2}^2 (one-sided noise is >= 0)")
    #: Pr[i | x, r_{-i}] = Pr[r_i > r*] = e^(-rho eps max(r*, 0)) for r_i ~ Exp(rho eps), rho = 1/Delta s (monotone)
    #: or 1/(2 Delta s), Delta s = 1.  The logarithm of every side is eps times its value at eps = 1, so the relations
    #: are decided at eps = 1 for every eps > 0: Pr[. | eps] = P1^eps, e^eps = e^(1 eps).
    _EXP_CONDITIONAL = _STAR + """
    rho = 1 if s == "monotone" else 1/2
    P1(t) = exp(-rho * max(t, 0))
    """

    SURVEY.claim(
        "one-sided-noisy-arg-max-conditional",
        label="Theorem 4.7",
        statement=r"$\Pr[i|x, r_{-i}] \leq e^\varepsilon \Pr[i|x', r_{-i}]$ [...] $\Pr[i|x', r_{-i}] \leq "
        r"e^{\varepsilon} \Pr[i|x, r_{-i}]$ (Theorem 4.7's proof)",
        hypotheses="r_{-i} fixed; r_i ~ Exp(eps/Delta s) for monotone scores, Exp(eps/(2 Delta s)) otherwise (line "
        "692), Delta s = 1; r* and r** the infima",
        domain=EXP_CONDITIONAL,
        reading="as read",
        deviations=(ONE_SIDED_READ[0], RATE),
        literal="004.one-sided-noisy-arg-max-r-star",
        formula=_joined(_EXP_CONDITIONAL, """
        # model: Pr[i | x, r_(-i)] = P1(r*), Pr[i | x', r_(-i)] = P1(r**) (at eps = 1); against the printed bounds
        P1(star(c)) <= exp(1) * P1(star(cp)) and P1(star(cp)) <= exp(1) * P1(star(c))
        """),
    )(_exp_conditional)

    SURVEY.claim(
        "one-sided-noisy-arg-max-log-ratio",
        label="Theorem 4.7",
        statement=r"So we have that  $\ln \left| \frac{\Pr[i|x, r_{-i}]}{\Pr[i|x', r_{-i}]} \right| \leq \varepsilon$ "
        r"(Theorem 4.7's proof)",
        hypotheses="r_{-i} fixed; r_i ~ Exp(eps/Delta s) for monotone scores, Exp(eps/(2 Delta s)) otherwise (line "
        "692), Delta s = 1",
        domain=EXP_CONDITIONAL,
        reading="as read",
        deviations=(RATE,),
        meaningless=RATE_UNDEFINED,
        formula=_joined(_EXP_CONDITIONAL, """
        # model: Pr[i | x, r_(-i)] = P1(r*), Pr[i | x', r_(-i)] = P1(r**) (at eps = 1); against the printed ln|ratio|
        # <= eps, decided as the proof uses it (as 004.report-noisy-max-log-ratio): Pr[i | x, r] <= e^eps Pr[i | x', r]
        P1(star(c)) <= exp(1) * P1(star(cp))
        """),
    )(lambda point: _exp_conditional(point, both=False))
