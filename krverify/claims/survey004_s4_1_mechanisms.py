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

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import isqrt

from flint import arb

from krverify.claims._claim import Evaluation, Point, certified, compare_exp_sums, equal, same_truth, weakest
from krverify.claims._domain import Domain, among, each, ints, steps, where
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

    def _vectors(k: int, low: int = -2, high: int = 2) -> list[tuple[int, ...]]:
        return [v for v in product(range(low, high + 1), repeat=k) if any(v)]

    SURVEY.claim(
        "global-sensitivity",
        label="global sensitivity",
        kind="identity",
        statement=r"the *global sensitivity* of $f$, or the $\ell_1$ sensitivity of $f$ is given by $\Delta(f) = "
        r"\max_{\|x-y\|_1 \leq 1} |f(x) - f(y)|$",
        hypotheses="R = R^k; |v| of a vector v in R^k its length (Euclidean norm), the absolute value for k = 1; "
        "'the l1 sensitivity' is max ||f(x) - f(y)||_1 (what the proof of Proposition 4.1 uses, line 516); a query "
        "whose neighbours' values differ by v or -v only: the two maxima are |v| and ||v||_1, compared squared",
        domain=Domain.of(ints("k", 1, 3),
                         each("v", lambda k: _vectors(k), "every nonzero v in {-2..2}^k (f(x) - f(y))")),
        finding="For k >= 2 the printed |f(x) - f(y)| (the length of the vector) is not the l1 sensitivity that "
        "Proposition 4.1 needs: v = (1, 1) has length sqrt 2 and l1 norm 2.",
    )(lambda k, v: equal(sum(c * c for c in v), sum(abs(c) for c in v) ** 2,
                         detail="|v|^2 (printed, squared) against ||v||_1^2"))

    SURVEY.definition(
        "laplace-distribution", label="Laplace distribution",
        statement=r"The Laplace distribution is given by $\text{Lap}(\mu, b)$, with the pdf $p(z|\mu, b) = "
        r"\frac{1}{2b} \exp\left(-\frac{|z-\mu|}{b}\right)$; $\text{Lap}(b) := \text{Lap}(0, b)$")

    SURVEY.claim(
        "laplace-mechanism-display",
        label="Laplace mechanism",
        statement=r"Or the Laplace mechanism,  $\mathcal{M}_L(x, f(\cdot), \epsilon) = f(x) + (Y_1, Y_2, \dots, Y_k)$ "
        r"where  $Y_i \sim \frac{\Delta(f)}{\epsilon}$ [endows $\epsilon$-differential privacy, line 512]",
        hypotheses="Y_i ~ Delta(f)/eps: Y_i distributed as the number Delta(f)/eps (a point mass), as printed; "
        "k = 1, Delta(f) = 1, f(y) = 0, f(x) in {0, 1}; S = {f(x) + Delta(f)/eps}, the output of M_L(x); "
        "e^eps = lambda rational",
        domain=Domain.of(among("e^eps", (F(6, 5), F(2), F(3))), among("f(x)", (0, 1))),
        finding="As printed the noise Y_i ~ Delta(f)/eps is a constant: M_L(x) = f(x) + Delta/eps is deterministic "
        "and not eps-DP (f(x) = 1, f(y) = 0: Pr = 1 against e^eps · 0).",
    )(lambda point: Evaluation(1, "<=", point["e^eps"] * int(point["f(x)"] == 0),
                               detail="Pr[M(x) = f(x) + Delta/eps] = 1 against e^eps Pr[M(y) = f(x) + Delta/eps]"))

    def _counting(point: Point) -> Evaluation:
        P, x = point["P"], point["x"]
        f = lambda h: sum(h[t] for t in P)  # noqa: E731
        neighbours = [tuple(h + (s if t == j else 0) for t, h in enumerate(x)) for j in range(len(x)) for s in (-1, 1)]
        neighbours = [y for y in neighbours if min(y) >= 0]
        return equal(max(abs(f(x) - f(y)) for y in neighbours), 1, detail=f"P = {P}, x = {x}")

    SURVEY.claim(
        "counting-query-sensitivity",
        label="counting queries",
        kind="identity",
        statement=r"This is useful for answering numeric queries like counting queries (which essentially ask for the "
        r"number of elements in a database satisfying a particular set of properties), where  $\Delta(f) = 1$",
        hypotheses="a database a histogram x in N^3 (three record types); a counting query f(x) = sum of x_t over the "
        "types t with the properties, P nonempty; neighbours y = x plus or minus one record",
        domain=Domain.of(each("P", lambda: [P for P in product((0, 1, 2), repeat=1)] + [(0, 1), (0, 2), (1, 2),
                                                                                        (0, 1, 2)],
                              "every nonempty set P of the types {0, 1, 2}"),
                         each("x", lambda: list(product(range(3), repeat=3)), "every histogram x in {0, 1, 2}^3")),
    )(_counting)

    # ------------------------------------------------------------------ Proposition 4.1

    PYTHAGOREAN = ((1, 0), (0, 1), (-1, 0), (0, -1), (2, 0), (3, 4), (4, 3), (-3, 4), (3, -4), (-4, -3))
    GRID2 = tuple(v for v in product(range(-2, 3), repeat=2) if any(v)) + ((3, 4), (-4, 3))

    def _tail_sets(v: tuple[int, ...]) -> list[tuple[tuple[int, Fraction], ...]]:
        """Tail boxes beyond both means 0 and v: [max(0, v_i) + t, inf) or (-inf, min(0, v_i) - t], t in {0, 1}."""
        per = [[(1, F(max(0, c) + t)) for t in (0, 1)] + [(-1, F(min(0, c) - t)) for t in (0, 1)] for c in v]
        return list(product(*per))

    def _laplace_dp(eps: Fraction, v: tuple[int, ...], S: tuple[tuple[int, Fraction], ...],
                    delta: Fraction) -> Evaluation:
        """Pr[f(x) + Lap(Delta/eps)^k in S] <= e^eps Pr[f(y) + Lap(Delta/eps)^k in S], f(x) = v, f(y) = 0."""
        a = eps / delta
        zero = tuple(0 for _ in v)
        return compare_exp_sums(_box(a, v, S), "<=", scale(_box(a, zero, S), F(1), eps),
                            detail="Pr[M(x) in S] against e^eps Pr[M(y) in S] (rational enclosures)")

    def _euclidean(v: tuple[int, ...]) -> Fraction:
        square = sum(c * c for c in v)
        root = isqrt(square)
        if root * root != square:
            raise ValueError(f"|{v}| is irrational: not in the family")
        return F(root)

    PROP_STATEMENT = (r"The Laplace Mechanism, with noise addition from the Laplace distribution with  $\mu = 0, b = "
                      r"\frac{\Delta(f)}{\epsilon}$ , i.e.  $\text{Lap}(\frac{\Delta(f)}{\epsilon})$ , endows  "
                      r"$\epsilon$ -differential privacy to the data release.")

    SURVEY.claim(
        "laplace-mechanism",
        label="Proposition 4.1",
        statement=PROP_STATEMENT,
        hypotheses="Delta(f) as printed at line 473, |f(x) - f(y)| the length of the vector; independent "
        "coordinates; f(y) = 0 and f(x) = v for a query whose neighbours differ by v or -v only, so Delta = |v| "
        "(vectors of rational length); S the tail boxes beyond both means, where the privacy loss is largest",
        domain=Domain.of(EPS, among("k", (1, 2)),
                         each("v", lambda k: [(c,) for c in (-2, -1, 1, 2)] if k == 1 else list(PYTHAGOREAN),
                              "v = f(x) - f(y) in {-2, -1, 1, 2} (k = 1), or in {(1, 0), (0, 1), (-1, 0), (0, -1), "
                              "(2, 0), (3, 4), (4, 3), (-3, 4), (3, -4), (-4, -3)} (k = 2)"),
                         each("S", _tail_sets, "every tail box S = product of [max(0, v_i) + t, inf) or "
                              "(-inf, min(0, v_i) - t], t in {0, 1}")),
        finding="With Delta(f) the printed max |f(x) - f(y)| (the length), k = 2 and f(x) - f(y) = (3, 4), Delta = 5 "
        "and S = [3, inf) x [4, inf): Pr[M(x) in S] = 1/4 > e^eps (1/4) e^(-7 eps/5).",
        correction=SURVEY.correction(
            "laplace-mechanism.corrected",
            label="Proposition 4.1",
            statement=PROP_STATEMENT + r" (with $\Delta(f) = \max \|f(x) - f(y)\|_1$)",
            hypotheses="Delta(f) the l1 sensitivity ||v||_1; independent coordinates; f(y) = 0, f(x) = v; S the tail "
            "boxes beyond both means",
            domain=Domain.of(EPS, among("k", (1, 2)),
                             each("v", lambda k: [(c,) for c in (-2, -1, 1, 2)] if k == 1 else list(GRID2),
                                  "v in {-2, -1, 1, 2} (k = 1), or every nonzero v in {-2..2}^2 and (3, 4), (-4, 3) "
                                  "(k = 2)"),
                             each("S", _tail_sets, "every tail box S beyond both means")),
        )(lambda eps, k, v, S: _laplace_dp(eps, v, S, F(sum(abs(c) for c in v)))),
    )(lambda eps, k, v, S: _laplace_dp(eps, v, S, _euclidean(v)))

    Z_GRID = (F(-2), F(-1, 2), F(0), F(1, 2), F(2))

    @SURVEY.claim(
        "laplace-mechanism-proof-triangle",
        label="Proposition 4.1",
        statement=r"$\prod_{i=1}^k \exp\left(\frac{\epsilon(|f(y)_i - z_i| - |f(x)_i - z_i|)}{\Delta(f)}\right) \leq "
        r"\prod_{i=1}^k \exp\left(\frac{\epsilon|f(y)_i - f(x)_i|}{\Delta(f)}\right)$",
        hypotheses="eps/Delta > 0 and exp increasing: the exponents compared (sum over i), exactly",
        domain=Domain.of(among("f(x)", ((0, 0), (1, -1))),
                         each("f(y)", lambda: list(product(range(-1, 2), repeat=2)), "every f(y) in {-1, 0, 1}^2"),
                         each("z", lambda: list(product(Z_GRID, repeat=2)), "z in {-2, -1/2, 0, 1/2, 2}^2")),
    )
    def laplace_triangle(point: Point) -> Evaluation:
        fx, fy, z = point["f(x)"], point["f(y)"], point["z"]
        left = sum(abs(b - c) - abs(a - c) for a, b, c in zip(fx, fy, z, strict=True))
        return Evaluation(left, "<=", sum(abs(b - a) for a, b in zip(fx, fy, strict=True)))

    # ------------------------------------------------------------------ the tail fact and Theorem 4.2

    def _abs_tail(t: Fraction) -> ExpSum:
        """P[|Lap(b)| >= t b] = 1 - F(tb) + F(-tb) for t >= 0 (F the CDF, in units of b), 1 for t < 0."""
        if t < 0:
            return constant(1)
        return add(_laplace_upper(F(1), F(0), t), _laplace_lower(F(1), F(0), -t))

    SURVEY.claim(
        "laplace-tail",
        label="following fact",
        kind="identity",
        statement=r"If  $Y \sim \text{Lap}(b)$ , then  $\Pr[|Y| \geq t \cdot b] = e^{-t}$ .",
        hypotheses="b > 0; t any real the statement allows (it states no range)",
        domain=Domain.of(among("b", (F(1, 2), F(1), F(3))), steps("t", -2, 5, "1/4")),
        finding="For t < 0 the event |Y| >= t b is sure: Pr = 1, not e^(-t) > 1 (t = -2: 1 against e^2).",
        correction=SURVEY.correction(
            "laplace-tail.corrected",
            label="following fact",
            kind="identity",
            statement=r"If  $Y \sim \text{Lap}(b)$  and  $t \geq 0$ , then  $\Pr[|Y| \geq t \cdot b] = e^{-t}$ .",
            hypotheses="b > 0, t >= 0",
            domain=Domain.of(among("b", (F(1, 2), F(1), F(3))), steps("t", 0, 5, "1/4")),
        )(lambda b, t: compare_exp_sums(_abs_tail(t), "==", {-t: F(1)})),
    )(lambda b, t: compare_exp_sums(_abs_tail(t), "==", {-t: F(1)}))

    DELTAS = among("delta", (F(1, 1000), F(1, 10), F(1, 4), F(1, 2), F(3, 4), F(1)),
                   text="delta in {1/1000, 1/10, 1/4, 1/2, 3/4, 1} (the printed (0, 1] with its closed end)")

    def _max_tail(k: int, delta: Fraction, coupling: str) -> Fraction:
        """Pr[max_i |Y_i| >= ln(k/delta) b]: each |Y_i| exceeds it with probability e^(-ln(k/delta)) = delta/k."""
        single = delta / k
        return 1 - (1 - single) ** k if coupling == "independent" else single

    COUPLINGS = among("coupling", ("independent", "identical"),
                      text="coupling in {independent (Algorithm 1's draws), identical (Y_1 = ... = Y_k)}")

    SURVEY.claim(
        "laplace-accuracy",
        label="Theorem 4.2",
        statement=r"Let  $f : \mathbb{N}^{|\mathcal{X}|} \rightarrow \mathbb{R}^k$ , and let  $y = \mathcal{M}_L(x, "
        r"f(\cdot), \varepsilon)$ . Then  $\forall \delta \in (0, 1]$ , $\Pr \left[ \|f(x) - y\|_\infty \geq \ln "
        r"\left( \frac{k}{\delta} \right) \cdot \left( \frac{\Delta f}{\varepsilon} \right) \right] \leq \delta.$",
        hypotheses="Delta f > 0 (Lap(Delta f/eps) has a density); y - f(x) = (Y_1, ..., Y_k), Y_i ~ Lap(b); the "
        "exact probability from Pr[|Y_i| >= t b] = e^(-t) (t = ln(k/delta) >= 0)",
        domain=Domain.of(ints("k", 1, 8), DELTAS, COUPLINGS),
    )(lambda k, delta, coupling: Evaluation(_max_tail(k, delta, coupling), "<=", delta))

    SURVEY.claim(
        "laplace-accuracy-proof-union",
        label="Theorem 4.2",
        statement=r"$\Pr \left[ \max_{i \in [k]} |Y_i| \geq \ln \left( \frac{k}{\delta} \right) \cdot \left( "
        r"\frac{\Delta f}{\varepsilon} \right) \right] \leq k \cdot \Pr \left[ |Y_i| \geq \ln \left( \frac{k}{\delta} "
        r"\right) \cdot \left( \frac{\Delta f}{\varepsilon} \right) \right]$",
        hypotheses="as Theorem 4.2",
        domain=Domain.of(ints("k", 1, 8), DELTAS, COUPLINGS),
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
        hypotheses="Pr[|Y| >= t b] = e^(-t) at t = ln(k/delta) >= 0 (the fact the step cites): k·delta/k",
        domain=Domain.of(ints("k", 1, 9), DELTAS),
        finding="The tail fact at t = ln(k/delta) gives k·e^(-ln(k/delta)) = delta; the printed k·e^(-k/delta) is "
        "smaller (k = 1, delta = 1/1000: 1/1000 against e^(-1000)), and k e^(-k/delta) = delta·k/k fails.",
        correction=SURVEY.correction(
            "laplace-accuracy-proof-tail.corrected",
            label="Theorem 4.2",
            kind="identity",
            statement=r"$k \cdot \Pr[|Y_i| \geq \ln(\frac{k}{\delta}) \frac{\Delta f}{\varepsilon}] = k \cdot "
            r"e^{-\ln(\frac{k}{\delta})} = k \cdot \frac{\delta}{k} = \delta$",
            hypotheses="as the step",
        )(lambda k, delta: _tail_chain(k, delta, printed=False)),
    )(lambda k, delta: _tail_chain(k, delta, printed=True))

    # ------------------------------------------------------------------ Report Noisy Max (Algorithm 2, Theorem 4.3)

    SURVEY.definition(
        "algorithm-2", label="Algorithm 2",
        statement=r"Report Noisy Max. Require: $x \in \mathbb{N}^{|\mathcal{X}|}$, $q_1, q_2, \dots, q_k : "
        r"\mathbb{N}^{|\mathcal{X}|} \rightarrow \mathbb{R}^k$, $\varepsilon > 0$; for $i \in [k]$: $Y_i \leftarrow "
        r"\text{LapMech}(x, q_i, \varepsilon)$; Output $\text{argmax}_i Y_i$",
        finding="the q_i are read as real-valued (R for R^k: the argmax compares numbers), each answered by the "
        "Laplace "
        "mechanism Lap(Delta(q_i)/eps)")

    @lru_cache(maxsize=65536)
    def _wins(counts: tuple[int, ...], i: int, a: Fraction, noise: str = "laplace") -> ExpSum:
        return win_probability(tuple(F(c) for c in counts), i, a, noise)  # type: ignore[arg-type]

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
                         each("c'", lambda k: list(product((0, 1), repeat=k)), "every c' = q(x') in {0, 1}^k"),
                         each("d", lambda k: list(product(moves, repeat=k)), text),
                         among("i", (0,), text="output i = 0 (the families of c' and d are symmetric under "
                               "relabelling the queries)"))

    THEOREM_4_3 = r"The Report Noisy Max algorithm is  $\varepsilon$ -differentially private."

    SURVEY.claim(
        "report-noisy-max",
        label="Theorem 4.3",
        statement=THEOREM_4_3,
        hypotheses="Algorithm 2 on k queries of sensitivity 1 (each answered with Lap(1/eps)): c' = q(x'), c = q(x) "
        "= c' + d with every |d_i| <= 1 (the queries Algorithm 2 accepts, not only counting queries); both orders",
        domain=_rnm_domain((-1, 0, 1), "every d in {-1, 0, 1}^k (each query moves by at most its sensitivity 1)"),
        finding="False for sensitivity-1 queries that are not monotone: k = 2, c' = (0, 0), c = (-1, 1) (q_1 = -n_a, "
        "q_2 = n_a), eps = 1/2: Pr[1 | x'] = 1/2 > e^(1/2) Pr[1 | x] ≈ e^(1/2)·0.2759 ≈ 0.455.",
        correction=SURVEY.correction(
            "report-noisy-max.corrected",
            label="Theorem 4.3",
            statement=THEOREM_4_3 + r" (for counting queries, as the proof assumes: monotone, Lipschitz)",
            hypotheses="counting queries: x = x' plus one record, c = c' + d with d in {0, 1}^k; Lap(1/eps); both "
            "orders",
            domain=_rnm_domain((0, 1), "every d in {0, 1}^k (counting queries: monotone, Lipschitz)"),
        )(lambda point: _rnm(point["eps"], point["c'"], point["d"], point["i"], point["eps"])),
    )(lambda point: _rnm(point["eps"], point["c'"], point["d"], point["i"], point["eps"]))

    @SURVEY.claim(
        "report-noisy-max-counting-properties",
        label="Lipschitz property",
        statement=r"$\forall i \in [k], c_i \geq c'_i$ (i.e. counts are monotonic); and $\forall i \in [k], 1 + c'_i "
        r"\geq c_i$ (this is called the *Lipschitz property*)",
        hypotheses="x = x' plus one record a (x' a histogram over 3 types); counting queries c_i = number of records "
        "of x with a type in P_i",
        domain=Domain.of(each("x'", lambda: list(product(range(3), repeat=3)), "every histogram x' in {0, 1, 2}^3"),
                         among("a", (0, 1, 2), text="a, the added record's type, in {0, 1, 2}"),
                         each("P", lambda: [P for r in range(1, 4) for P in product((0, 1), repeat=3) if sum(P) == r],
                              "every nonempty set of types P (as an indicator vector)")),
    )
    def rnm_properties(point: Point) -> Evaluation:
        xp, a, P = point["x'"], point["a"], point["P"]
        x = tuple(h + (1 if t == a else 0) for t, h in enumerate(xp))
        c, cp = sum(x[t] for t in range(3) if P[t]), sum(xp[t] for t in range(3) if P[t])
        return weakest([Evaluation(c, ">=", cp), Evaluation(1 + cp, ">=", c)])

    R_GRID = (F(-1), F(0), F(1, 2), F(1))

    def _rstar_printed(point: Point) -> Evaluation:
        """The set {r_i : c_i + r_i > c_j + r_j for every j <= i} among the grid values of r_i: its size."""
        c, i, r = point["c"], point["i"], point["r"]
        members = [ri for ri in R_GRID
                   if all(c[i] + ri > c[j] + (ri if j == i else r[j]) for j in range(len(c)) if j <= i)]
        return Evaluation(len(members), ">=", 1,
                          detail="members among r_i in {-1, 0, 1/2, 1}; the condition at j = i reads c_i + r_i > "
                          "c_i + r_i, false for every real r_i")

    def _rstar_corrected(point: Point) -> Evaluation:
        """r* = max_{j != i}(c_j + r_j) - c_i: i is the strict noisy maximum exactly when r_i > r*."""
        c, i, r = point["c"], point["i"], point["r"]
        rstar = max(c[j] + r[j] for j in range(len(c)) if j != i) - c[i]
        cases = []
        for ri in R_GRID + (rstar,):
            noisy = [c[j] + (ri if j == i else r[j]) for j in range(len(c))]
            wins = all(noisy[i] > noisy[j] for j in range(len(c)) if j != i)
            cases.append(same_truth(wins, ri > rstar, detail=f"r_i = {ri}: i wins, r_i > r*"))
        return weakest(cases)

    RSTAR_DOMAIN = Domain.of(each("c", lambda: list(product((0, 1, 2), repeat=3)), "every count vector c in "
                                  "{0, 1, 2}^3"),
                             among("i", (0, 1, 2), text="i in {0, 1, 2} (k = 3)"),
                             each("r", lambda: list(product((F(-1), F(1, 2)), repeat=3)),
                                  "noise r in {-1, 1/2}^3 (r_i itself swept separately)"))

    def _rstar_records(name: str, label: str, statement: str, section: str | None = None) -> None:
        SURVEY.claim(
            name,
            label=label,
            statement=statement,
            hypotheses="r* is the minimum of the printed set, so the set is nonempty; j ranges over [k] with j <= i "
            "as printed (j = i included)",
            domain=RSTAR_DOMAIN,
            finding="With j = i allowed the condition reads c_i + r_i > c_i + r_i: the set is empty and r* "
            "undefined; even with j != i it is an open half-line with no minimum.",
            correction=SURVEY.correction(
                name + ".corrected",
                label=label,
                kind="identity",
                statement=r"$r^* := \max_{j \neq i}(c_j + r_j) - c_i$ (the infimum over $j \neq i$): $i$ is output "
                r"if and only if $r_i > r^*$",
                hypotheses="ties (probability 0) left to the algorithm: i is output when it is the strict maximum",
            )(_rstar_corrected),
            **({"section": section} if section else {}),
        )(_rstar_printed)

    SURVEY.not_checkable(
        "report-noisy-max-r-minus-i", label="Theorem 4.3",
        statement=r"take  $r_{-i}$  as a draw from  $[\text{Lap}(\frac{1}{\varepsilon})]^{m-1}$  that shall be used "
        r"for noise addition to all the counts except for  $q_i$",
        reason="m is defined nowhere in §4.1.1 (the queries are q_1, ..., q_k): the exponent has no value; the k - 1 "
        "counts other than q_i need k - 1 draws, as the next records read it")

    _rstar_records("report-noisy-max-r-star", "Theorem 4.3",
                   r"Define  $r^* := \min\{r_i : c_i + r_i > c_j + r_j, \forall j \leq i\}$ . Now clearly  $i$  shall "
                   r"only be output when the database is  $x$  if and only if  $r_i > r^*$")
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

    SURVEY.claim(
        "report-noisy-max-chain",
        label="Theorem 4.3",
        statement=CHAIN_STATEMENT,
        hypotheses="counting queries: c = c' + d, d in {0, 1}^k (monotone, Lipschitz); r* read as the infimum "
        "max_{j != i}(c_j + r_j) - c_i of the printed set without j = i; the chain's first line asserted for every "
        "j != i, as its quantifier says",
        domain=Domain.of(each("c'", lambda: list(product((0, 1), repeat=3)), "every c' in {0, 1}^3 (k = 3)"),
                         each("d", lambda: list(product((0, 1), repeat=3)), "every d in {0, 1}^3"),
                         among("i", (0,), text="i = 0 (the families are symmetric under relabelling the queries)"),
                         each("r", lambda: list(product((F(-1), F(1, 2)), repeat=3)), "noise r in {-1, 1/2}^3")),
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
        )(lambda point: _rnm_chain(point, strict=False)),
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
        domain=Domain.of(EPS, steps("r*", -3, 3, "1/4")),
    )(lambda point: compare_exp_sums(_survival(point["eps"], point["r*"] + 1, "laplace"), ">=",
                                 scale(_survival(point["eps"], point["r*"], "laplace"), F(1), -point["eps"])))

    _rstar_records("report-noisy-max-r-star-star", "Theorem 4.3",
                   r"define  $r^{**} := \min\{r_i : c'_i + r_i > c'_j + r_j, \forall j \leq i\}$ . Then for a fixed  "
                   r"$r_{-i}$ ,  $i$  shall be the output with database  $x'$  if and only if [...]  $r_i \geq "
                   r"r^{**}$")

    def _conditional(point: Point) -> Evaluation:
        """For counting queries and fixed r_{-i}: Pr[i | x, r_{-i}] = Pr[r_i > r*], Pr[i | x', r_{-i}] = Pr[r_i >
        r**] (corrected r*), each at most e^eps times the other."""
        eps, cp, d, i, r = point["eps"], point["c'"], point["d"], point["i"], point["r_-i"]
        c = tuple(x + y for x, y in zip(cp, d, strict=True))
        others = [j for j in range(len(c)) if j != i]
        rstar = max(c[j] + r[n] for n, j in enumerate(others)) - c[i]
        rstar2 = max(cp[j] + r[n] for n, j in enumerate(others)) - cp[i]
        on_x, on_xp = _survival(eps, rstar, "laplace"), _survival(eps, rstar2, "laplace")
        return weakest([compare_exp_sums(on_x, "<=", scale(on_xp, F(1), eps)),
                        compare_exp_sums(on_xp, "<=", scale(on_x, F(1), eps))])

    SURVEY.claim(
        "report-noisy-max-conditional",
        label="Theorem 4.3",
        statement=r"$\Pr[i|x, r_{-i}] \leq e^{\varepsilon} \Pr[i|x', r_{-i}]$ [...] $\Pr[i|x', r_{-i}] \leq "
        r"e^{\varepsilon} \Pr[i|x, r_{-i}]$",
        hypotheses="counting queries (c = c' + d, d in {0, 1}^k, as the proof assumes); r_{-i} fixed; r_i ~ "
        "Lap(1/eps); r* read as max_{j != i}(c_j + r_j) - c_i (its printed definition is decided by "
        "004.report-noisy-max-r-star)",
        domain=Domain.of(EPS, each("c'", lambda: list(product((0, 1), repeat=3)), "every c' in {0, 1}^3 (k = 3)"),
                         each("d", lambda: list(product((0, 1), repeat=3)), "every d in {0, 1}^3"),
                         among("i", (0,), text="i = 0 (the families are symmetric under relabelling the queries)"),
                         each("r_-i", lambda: list(product((F(-1), F(1, 2)), repeat=2)),
                              "r_{-i} in {-1, 1/2}^2")),
        reading="as read",
        deviations=(Deviation("corrected symbol", "r* and r** read as max_{j != i}(c_j + r_j) - c_i and its x' "
                              "analogue (the infimum of the printed set without j = i)", where="lines 558, 568"),),
        literal="004.report-noisy-max-r-star",
    )(_conditional)

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
        hypotheses="the display's max over every x, y (no neighbouring constraint is printed) against the "
        "sensitivity over neighbours the sentence and Algorithm 3 (line 1) use; a counting query on databases of at "
        "most n records (as printed, over all of N^|X| the max does not exist)",
        domain=Domain.of(ints("n", 1, 50)),
        finding="The display drops ||x - y||_1 <= 1: over all databases a counting query's max |f(x) - f(y)| is the "
        "largest database size (2 for at most 2 records, unbounded over N^|X|), not its sensitivity 1.",
        correction=SURVEY.correction(
            "l2-sensitivity.corrected",
            label="Gaussian Mechanism",
            kind="identity",
            statement=r"$\Delta_2(f) = \max_{x, y;\ \|x - y\|_1 \leq 1} \|f(x) - f(y)\|_2$ (Algorithm 3, line 1)",
            hypotheses="a counting query on histograms of at most n records, neighbours one record apart",
        )(lambda n: equal(max(abs(a - b) for a in range(n + 1) for b in range(n + 1) if abs(a - b) <= 1), 1)),
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

    GAUSS_STATEMENT = (r"$Y_i \leftarrow N(0, 2 \ln(\frac{1.25}{\delta}) \frac{\Delta_2^2}{\epsilon^2})$ [...] This "
                       r"entire process endows  $(\epsilon, \delta)$ -differential privacy to the data release.")
    DELTA_G = among("delta", (F(1, 10), F(1, 100), F(1, 10**5), F(1, 2)), text="delta in {1/10, 1/100, 1/10^5, 1/2}")

    SURVEY.claim(
        "algorithm-3",
        label="Algorithm 3",
        statement=GAUSS_STATEMENT,
        hypotheses="Require: eps > 0 (no other bound is printed); 0 < delta < 1; the worst neighbouring pair of a "
        "query of l2 sensitivity Delta_2 (one coordinate moved by Delta_2); (eps, delta)-DP against the exact "
        "privacy profile delta(eps) = Phi(Delta/(2 sigma) - eps sigma/Delta) - e^eps Phi(-Delta/(2 sigma) - eps "
        "sigma/Delta) (Balle and Wang 2018, Theorem 8)",
        domain=Domain.of(among("eps", (F(1, 10), F(1, 2), F(1), F(2), F(10))), DELTA_G),
        finding="Without eps < 1 the calibration fails: eps = 10, delta = 1/10 (sigma = sqrt(2 ln 12.5)/10 Delta): "
        "the exact delta(10) ≈ 0.4056 > 1/10 (S = (eps sigma^2 + 1/2, inf) for Delta = 1).",
        correction=SURVEY.correction(
            "algorithm-3.corrected",
            label="Algorithm 3",
            statement=GAUSS_STATEMENT + r" (for $0 < \epsilon \leq 1$, Dwork and Roth, Theorem A.1)",
            hypotheses="0 < eps <= 1, 0 < delta < 1; the exact privacy profile",
            domain=Domain.of(among("eps", (F(1, 100), F(1, 10), F(1, 4), F(1, 2), F(3, 4), F(9, 10), F(1))),
                             among("delta", (F(1, 10**9), F(1, 10**5), F(1, 1000), F(1, 100), F(1, 10), F(1, 4),
                                             F(1, 2), F(9, 10)))),
        )(lambda eps, delta: _algorithm_3(eps, delta)),
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
        hypotheses="eps > 0, 0 < delta < 1; s = sigma/Delta_2 rational with s eps > c for some c^2 > 2 ln(1.25/delta); "
        "the worst neighbouring pair; the exact privacy profile",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2), F(10))), DELTA_G,
                         among("s", (F(1, 4), F(1, 2), F(1), F(2), F(5), F(10))),
                         where(_c_allowed, "(s eps)^2 > 2 ln(1.25/delta) (sigma >= c Delta_2/eps, c^2 > 2 ln(1.25/"
                               "delta))")),
        finding="Without eps < 1 the bound fails at rational sigma too: eps = 10, delta = 1/10, sigma = Delta/4 (c = "
        "5/2, c^2 = 6.25 > 2 ln 12.5): the exact delta(10) ≈ 0.234 > 1/10.",
        correction=SURVEY.correction(
            "gaussian-mechanism-nb.corrected",
            label="N.B.",
            statement=NB_STATEMENT + r" (for $0 < \epsilon < 1$)",
            hypotheses="0 < eps < 1, 0 < delta < 1; rational s = sigma/Delta_2 with (s eps)^2 > 2 ln(1.25/delta)",
            domain=Domain.of(among("eps", (F(1, 10), F(1, 4), F(1, 2), F(3, 4), F(9, 10))),
                             among("delta", (F(1, 10**5), F(1, 1000), F(1, 100), F(1, 10), F(1, 2))),
                             among("s", (F(5), F(10), F(20), F(50), F(100))),
                             where(_c_allowed, "(s eps)^2 > 2 ln(1.25/delta)")),
        )(lambda eps, delta, s: _nb(eps, delta, s)),
    )(lambda eps, delta, s: _nb(eps, delta, s))


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
    )(lambda delta: _less_noise(delta))


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
    return Domain.of(EPS, each("s_x", lambda: list(product((0, 1), repeat=3)), "every score vector s(x, .) in "
                               "{0, 1}^3 (|H| = 3)"),
                     each("d", lambda: list(product((-1, 0, 1), repeat=3)), "every d in {-1, 0, 1}^3: s(y, .) = "
                          "s(x, .) + d (Delta s = 1)"),
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


UTILITY = Domain.of(EPS, each("s", lambda: list(product((0, 1, 2), repeat=4)), "every score vector s(x, .) in "
                              "{0, 1, 2}^4 (|H| = 4, Delta = 1)"),
                    among("t", (F(-1), F(0), F(1, 2), F(1), F(3)), text="t in {-1, 0, 1/2, 1, 3}"))


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
        hypotheses="the printed subscript ||x - y||_1 bounds nothing: the max runs over every pair x, y; against the "
        "sensitivity over neighbours (||x - y||_1 <= 1) that Theorem 4.4's proof uses; a counting score s(x, h) = "
        "number of records of type h, databases of at most n records",
        domain=Domain.of(ints("n", 1, 50)),
        finding="'<= 1' is missing after ||x - y||_1: over every pair the max of a counting score is the largest "
        "database size (2 for at most 2 records; unbounded over N^|X|), not its sensitivity 1.",
        correction=SURVEY.correction(
            "score-sensitivity.corrected",
            label="Algorithm 4",
            kind="identity",
            statement=r"$\Delta s = \max_{h} \max_{\|x-y\|_1 \leq 1} |s(x, h) - s(y, h)|$",
            hypotheses="a counting score on databases of at most n records, neighbours one record apart",
        )(lambda n: equal(max(abs(a - b) for a in range(n + 1) for b in range(n + 1) if abs(a - b) <= 1), 1)),
    )(_score_printed)

    SURVEY.claim(
        "exponential-mechanism",
        label="Theorem 4.4",
        statement=r"The exponential mechanism is  $\varepsilon$ -differentially private.",
        hypotheses="H finite (|H| = 3); Pr[M_E(x) = h] = exp(eps s(x,h)/(2 Delta s))/Σ_h' exp(eps s(x,h')/(2 Delta "
        "s)) (c the normalising constant); neighbours' scores s(y, .) = s(x, .) + d, |d_h| <= Delta s = 1; both "
        "orders",
        domain=_em_pair_domain(),
    )(_em_dp)

    SURVEY.claim(
        "exponential-mechanism-proof-bound",
        label="Theorem 4.4",
        statement=r"$\exp\left(\frac{\varepsilon(s(x, h) - s(y, h))}{2\Delta s}\right) \frac{\sum_{h' \in "
        r"\mathcal{H}} \exp\left(\frac{\varepsilon s(y, h')}{2\Delta s}\right)}{\sum_{h' \in \mathcal{H}} "
        r"\exp\left(\frac{\varepsilon s(x, h')}{2\Delta s}\right)} \leq \exp\left(\frac{\varepsilon}{2}\right) "
        r"\exp\left(\frac{\varepsilon}{2}\right) \frac{\sum \exp\left(\frac{\varepsilon s(x, h')}{2\Delta s}"
        r"\right)}{\sum \exp\left(\frac{\varepsilon s(x, h')}{2\Delta s}\right)}$",
        hypotheses="as Theorem 4.4; compared after multiplying by the positive Σ_h' exp(eps s(x,h')/2)",
        domain=_em_pair_domain(),
    )(_em_step)

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
        )(lambda eps, Delta, h: compare_exp_sums({-eps * abs(h) / (2 * Delta): 1 / (2 * (2 * Delta / eps))}, "==",
                                             {-eps * abs(h) / (2 * Delta): eps / (4 * Delta)})),
    )(lambda eps, Delta, h: compare_exp_sums({-eps * abs(h) / (2 * Delta): 1 / (2 * (2 * Delta / eps))}, "==",
                                         {-eps * abs(h) / Delta: eps / (2 * Delta)},
                                         detail="the mechanism's density (1/normaliser, normaliser 2·(2 Delta/eps)) "
                                         "against the Laplace mechanism's"))

    SURVEY.claim(
        "exponential-mechanism-utility",
        label="Theorem 4.5",
        statement=r"Let  $x$  be a dataset, let  $\mathcal{H}^* = \{h \in \mathcal{H} : s(x, h) = OPT(x)\}$ [...] Then "
        r"$$\Pr \left[ s(M_E(x)) \leq OPT(x) - \frac{2\Delta}{\varepsilon} \left( \ln \left( \frac{|\mathcal{H}|}"
        r"{|\mathcal{H}^*|} \right) + t \right) \right] \leq \exp(-t).$$",
        hypotheses="H finite; Delta = Delta s = 1; s(M_E(x)) = s(x, M_E(x)); t any real",
        domain=UTILITY,
    )(lambda point: _utility(point, corollary=False))

    SURVEY.claim(
        "exponential-mechanism-utility-proof-exponent",
        label="Theorem 4.5",
        kind="identity",
        statement=r"$\frac{|\mathcal{H}|}{|\mathcal{H}^*|} \exp\left(\frac{\varepsilon\left(-\frac{2\Delta}"
        r"{\varepsilon} \left( \ln \left( \frac{|\mathcal{H}|}{|\mathcal{H}^*|} \right) + t \right)\right)}{2\Delta}"
        r"\right) = \frac{|\mathcal{H}|}{|\mathcal{H}^*|} \exp\left(-\ln \left( \frac{|\mathcal{H}|}"
        r"{|\mathcal{H}^*|} \right) + t\right) = \exp(-t)$",
        hypotheses="|H| >= |H*| >= 1; t real; r exp(-ln r -/+ t) = exp(-/+ t)",
        domain=Domain.of(among(("|H|", "|H*|"), ((2, 1), (3, 3), (4, 1), (4, 2))),
                         steps("t", -1, 2, "1/4")),
        finding="The fifth line prints exp(-ln(|H|/|H*|) + t) for exp(-ln(|H|/|H*|) - t): it equals e^t, not the "
        "e^(-t) the previous line gives and the next line states (t = 1/2: e^(-1/2) against e^(1/2)).",
        correction=SURVEY.correction(
            "exponential-mechanism-utility-proof-exponent.corrected",
            label="Theorem 4.5",
            kind="identity",
            statement=r"$\frac{|\mathcal{H}|}{|\mathcal{H}^*|} \exp\left(-\ln \left( \frac{|\mathcal{H}|}"
            r"{|\mathcal{H}^*|} \right) - t\right) = \exp(-t)$",
            hypotheses="as the step",
        )(lambda point: _u5_chain(point, printed=False)),
    )(lambda point: _u5_chain(point, printed=True))

    SURVEY.claim(
        "exponential-mechanism-utility-corollary",
        label="Corollary 4.6",
        statement=r"$\Pr[s(M_E(x)) \leq OPT(x) - \frac{2\Delta}{\varepsilon}(\ln(|\mathcal{H}|) + t)] \leq "
        r"\exp(-t).$",
        hypotheses="as Theorem 4.5 (any |H*| >= 1, not only |H*| = 1)",
        domain=UTILITY,
    )(lambda point: _utility(point, corollary=True))

    SURVEY.claim(
        "exponential-mechanism-two-types",
        label="more common",
        statement=r"let us consider the count of  $A$  to be 0 and  $c > 0$  for  $B$ . [...] the probability of "
        r"observing the wrong outcome,  $A$ , after noise addition via the exponential mechanism, is at most  "
        r"$2e^{-c(\varepsilon/2\Delta u)} = 2e^{-c\varepsilon/2}$",
        hypotheses="Delta s = 1 (Delta u read as Delta s); Pr[A] = 1/(1 + e^(c eps/2)) exactly; compared "
        "cross-multiplied",
        domain=Domain.of(ints("c", 1, 10), among("eps", (F(1, 10), F(1, 2), F(1), F(2), F(5)))),
    )(lambda c, eps: compare_exp_sums(constant(1), "<=", scale(_em_total((0, c), eps), F(2), -c * eps / 2)))

    def _one_sided(point: Point, monotone: bool) -> Evaluation:
        eps = point["eps"]
        return _rnm(eps, point["c'"], point["d"], point["i"], eps if monotone else eps / 2, "one-sided")

    SURVEY.claim(
        "one-sided-noisy-arg-max-monotone",
        label="Report One-Sided Noisy Arg-Max",
        statement=r"*Report One-Sided Noisy Arg-Max* [...] adds noise drawn from the one-sided exponential "
        r"distribution [...] (with parameter $\frac{\varepsilon}{\Delta s}$ if $s$ is monotonic [...]) to the utility "
        r"of each potential output, before reporting the arg-max [endowing eps-DP]",
        hypotheses="monotone scores of sensitivity Delta s = 1: c = c' + d, d in {0, 1}^k; Exp(eps) noise (density "
        "eps e^(-eps u), u >= 0); both orders",
        domain=_rnm_domain((0, 1), "every d in {0, 1}^k (monotone scores)"),
    )(lambda point: _one_sided(point, monotone=True))

    SURVEY.claim(
        "one-sided-noisy-arg-max",
        label="Theorem 4.7",
        statement=r"Report One-Sided Noisy Arg-Max with the parameter  $\varepsilon/2\Delta s$  for the exponential "
        r"distribution, is  $\varepsilon$ -differentially private.",
        hypotheses="scores of sensitivity Delta s = 1, not necessarily monotone: c = c' + d, d in {-1, 0, 1}^k; "
        "Exp(eps/2) noise (rate eps/(2 Delta s)); both orders",
        domain=_rnm_domain((-1, 0, 1), "every d in {-1, 0, 1}^k"),
    )(lambda point: _one_sided(point, monotone=False))

    SURVEY.not_checkable(
        "one-sided-noisy-arg-max-r-minus-i", label="Theorem 4.7",
        statement=r"take  $r_{-i}$  as a draw from  $[\text{Exp}(\frac{\varepsilon}{\Delta s})]^{m-1}$ , if  $s$  is "
        r"monotonic, else from  $[\text{Exp}(\frac{\varepsilon}{2\Delta s})]^{m-1}$",
        reason="m is defined nowhere in §4.1.2 (the counts are q_1, ..., q_k): the exponent has no value; k - 1 draws "
        "are meant")

    _rstar_records("one-sided-noisy-arg-max-r-star", "Theorem 4.7",
                   r"Define  $r^* := \min\{r_i : c_i + r_i > c_j + r_j, \forall j \leq i\}$ . Now clearly  $i$  shall "
                   r"only be output when the database is  $x$  if and only if  $r_i > r^*$ (Theorem 4.7's proof)")

    def _one_sided_chain(point: Point, side: str, shift: int) -> Evaluation:
        """The links of Theorem 4.7's proof with r* = max_{j != i}(c_j + r_j) - c_i (``side`` "x", line 692) or r** =
        max_{j != i}(c'_j + r_j) - c'_i (``side`` "x'", line 708), >= for > (the ties are 004.report-noisy-max-chain's
        defect); ``shift`` 1 as printed, 2 (= 2Δs) for the correction, whose middle links are c_j + 1 >= c'_j and
        c'_i + 1 >= c_i."""
        cp, d, i, r = point["c'"], point["d"], point["i"], point["r"]
        c = tuple(a + b for a, b in zip(cp, d, strict=True))
        own, other = (c, cp) if side == "x" else (cp, c)  # the database r* is defined on, and the other one
        star = max(own[j] + r[j] for j in range(len(c)) if j != i) - own[i]
        slack = shift - 1
        cases = []
        for j in range(len(c)):
            if j == i:
                continue
            if side == "x":
                cases += [Evaluation(1 + other[i] + star, ">=", own[i] + star, detail="(1 + c'_i) + r* >= c_i + r*"),
                          Evaluation(own[j] + r[j] + slack, ">=", other[j] + r[j],
                                     detail=f"c_j + r_j >= c'_j + r_j, j = {j}" + (" (+1)" if slack else ""))]
            else:
                cases += [Evaluation(other[i] + star + 1 + slack, ">=", own[i] + star + 1,
                                     detail="c_i + (r** + 1) >= c'_i + (r** + 1)" + (" (+1)" if slack else "")),
                          Evaluation(1 + own[j] + r[j], ">=", other[j] + r[j], detail=f"(1 + c'_j) + r_j >= c_j + r_j, "
                                     f"j = {j}")]
            cases.append(Evaluation(other[i] + star + shift, ">=", other[j] + r[j],
                                    detail=f"the conclusion on the other database, j = {j}"))
        return weakest(cases)

    ONE_SIDED_CHAIN = Domain.of(each("c'", lambda: list(product((0, 1), repeat=3)), "every c' in {0, 1}^3 (k = 3)"),
                                each("d", lambda: list(product((-1, 0, 1), repeat=3)), "every d in {-1, 0, 1}^3 "
                                     "(c = c' + d: scores of sensitivity 1, not necessarily monotone)"),
                                among("i", (0,), text="i = 0 (the families are symmetric under relabelling the "
                                      "queries)"),
                                each("r", lambda: list(product((F(-1), F(1, 2)), repeat=3)), "noise r in {-1, 1/2}^3"))
    ONE_SIDED_READ = (Deviation("corrected symbol", "r* and r** read as max_{j != i}(c_j + r_j) - c_i and its x' "
                                "analogue (the infimum of the printed set without j = i)", where="lines 688, 704"),
                      Deviation("corrected symbol", "the strict '>' links read as '>=' (with the infimum they tie; "
                                "that defect is 004.report-noisy-max-chain's)", where="lines 692, 708"))
    ONE_SIDED_CORRECTION = ("scores of sensitivity Delta s = 1 move by at most 1 either way: c'_i + 1 >= c_i and "
                            "c_j + 1 >= c'_j")

    SURVEY.claim(
        "one-sided-noisy-arg-max-chain",
        label="Theorem 4.7",
        statement=r"$\forall i, j \in [k], i \neq j$, $c_i + r^* > c_j + r_j \implies (1 + c'_i) + r^* \geq c_i + "
        r"r^* > c_j + r_j \geq c'_j + r_j \implies c'_i + (r^* + 1) > c'_j + r_j$ (Theorem 4.7's proof)",
        hypotheses="Theorem 4.7's scores: sensitivity Delta s = 1, not necessarily monotone (c = c' + d, d in "
        "{-1, 0, 1}^k); every link, every j != i",
        domain=ONE_SIDED_CHAIN,
        reading="as read", deviations=ONE_SIDED_READ, literal="004.one-sided-noisy-arg-max-r-star",
        finding="Theorem 4.7's proof copies Theorem 4.3's chains, whose links c_j >= c'_j and c_i >= c'_i hold only "
        "for monotone scores: c' = (0, 0, 0), c = (-1, -1, -1), r = (-1, -1, -1) give c_1 + r_1 = -2 against c'_1 + "
        "r_1 = -1; with c = (1, -1, -1) the conclusion fails too.",
        correction=SURVEY.correction(
            "one-sided-noisy-arg-max-chain.corrected",
            label="Theorem 4.7",
            statement=r"$c_i + r^* \geq c_j + r_j \implies c'_i + (r^* + 2) \geq c'_j + r_j$: the shift is "
            r"$2\Delta s$, which the rate $\varepsilon/2\Delta s$ pays for ($\Pr[r_i \geq r^* + 2] \geq "
            r"e^{-\varepsilon} \Pr[r_i \geq r^*]$)",
            hypotheses=ONE_SIDED_CORRECTION,
        )(lambda point: _one_sided_chain(point, "x", 2)),
    )(lambda point: _one_sided_chain(point, "x", 1))

    SURVEY.claim(
        "one-sided-noisy-arg-max-shift",
        label="Theorem 4.7",
        statement=r"over the choice of  $r_i$  from the exponential distribution with the appropriate parameter, "
        r"$\Pr[r_i \geq 1 + r^*] \geq e^{-\varepsilon} \Pr[r_i \geq r^*]$",
        hypotheses="r_i ~ Exp(rate), rate eps/Delta s (monotone) or eps/(2 Delta s), Delta s = 1; r* any real",
        domain=Domain.of(EPS, among("rate", ("eps", "eps/2")), steps("r*", -3, 3, "1/4")),
    )(lambda point: compare_exp_sums(
        _survival(point["eps"] / (1 if point["rate"] == "eps" else 2), point["r*"] + 1, "one-sided"), ">=",
        scale(_survival(point["eps"] / (1 if point["rate"] == "eps" else 2), point["r*"], "one-sided"), F(1),
                      -point["eps"])))

    SURVEY.claim(
        "one-sided-noisy-arg-max-chain-two",
        label="Theorem 4.7",
        statement=r"$\forall i, j \in [k], i \neq j$, $c'_i + r^{**} > c'_j + r_j \implies \dots \implies c_i + "
        r"(r^{**} + 1) \geq c'_i + (r^{**} + 1) > (1 + c'_j) + r_j \geq c_j + r_j$ (Theorem 4.7's proof)",
        hypotheses="as 004.one-sided-noisy-arg-max-chain, with r** defined on x'",
        domain=ONE_SIDED_CHAIN,
        reading="as read", deviations=ONE_SIDED_READ, literal="004.one-sided-noisy-arg-max-r-star",
        finding="The x' side copies Theorem 4.3's too: c_i >= c'_i needs monotone scores (c' = (0, 0, 0), c = (-1, -1, "
        "-1): c_1 + r** + 1 = -1 against c'_1 + r** + 1 = 0).",
        correction=SURVEY.correction(
            "one-sided-noisy-arg-max-chain-two.corrected",
            label="Theorem 4.7",
            statement=r"$c'_i + r^{**} \geq c'_j + r_j \implies c_i + (r^{**} + 2) \geq c_j + r_j$ (shift $2\Delta s$)",
            hypotheses=ONE_SIDED_CORRECTION,
        )(lambda point: _one_sided_chain(point, "x'", 2)),
    )(lambda point: _one_sided_chain(point, "x'", 1))
