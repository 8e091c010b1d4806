"""004_3b24c074030182c5.txt (a survey of differential privacy), §6: AboveThreshold, Sparse, NumericSparse (§6.1); linear
queries and SmallDB (§6.2).

The output probabilities of the sparse vector algorithms with Laplace noise are finite sums Σ c·e^s with rational
c and s (:mod:`krverify.model.sparse_vector`): a comparison of two such sums is decided exactly when they are the
same sum, else by rational bounds of each exponential (Taylor partial sums with an explicit remainder, reproducible
with the standard library), widened to certified balls only where those cannot separate.  Query answers are
placed at integers on either side of a threshold α: A denotes an integer >= α, the ceiling of 8·L⁺/ε (or
8c·L⁺/ε) with L⁺ the 60-term series upper bound of the logarithm in α, so that q <= T - A - 1 is firmly below
T - α and q >= T + A + 1 firmly above T + α.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import cache, lru_cache
from itertools import pairwise, product
from math import ceil, comb, floor, isqrt
from textwrap import dedent

from krverify.claims._claim import Evaluation, Point, certified, compare_exp_sums, equal, same_truth, weakest
from krverify.claims._domain import Domain, among, each, ints, let, steps, where
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.claims.survey004_s5_divergences import excess_at_most
from krverify.model.adaptive import (
    Strategy,
    adaptive_strategies,
    mass_above,
    nonadaptive_strategies,
    pure_family,
    views,
)
from krverify.model.balls import ball, with_precision
from krverify.model.continuous import Ball, compare
from krverify.model.exp_sums import ExpSum, add, ball_of, constant, exp_bounds, laplace_cdf, scale
from krverify.model.exp_sums import product as exp_product
from krverify.model.mechanisms import level
from krverify.model.sparse_vector import above_threshold, sparse, threshold_probability
from krverify.model.surd import QuadraticSurd

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction


# --------------------------------------------------------------------------- exact comparisons of Σ c·e^s


def _log_bounds(value: Fraction) -> tuple[Fraction, Fraction]:
    """ln v = 2 Σ y^(2j+1)/(2j+1), y = (v - 1)/(v + 1) >= 0: the 60-term partial sum and it plus its tail bound."""
    y = (F(value) - 1) / (F(value) + 1)
    if y < 0:
        raise ValueError("value < 1")
    partial = 2 * sum((y ** (2 * j + 1) / (2 * j + 1) for j in range(60)), F(0))
    return partial, partial + 2 * y**121 / (121 * (1 - y * y))


def _above_alpha(factor: Fraction, argument: Fraction) -> int:
    """A = ⌈factor·L⁺⌉ >= factor·ln(argument), L⁺ the series upper bound of ln(argument)."""
    return ceil(factor * _log_bounds(argument)[1])


def _eighth_root(k: int) -> int:
    for root in range(1, k + 1):
        if root**8 == k:
            return root
    raise ValueError(f"{k} is not an 8th power")


def _bool_pattern(value: Sequence[bool]) -> str:
    return "".join("⊤" if bit else "⊥" for bit in value)


# --------------------------------------------------------------------------- §6.1


with SURVEY.section("6.1"):

    def _own_thresholds(eps: Fraction, thresholds: tuple[int, ...], shifts: tuple[int, ...], swap: int,
                        output: tuple[bool, ...]) -> Evaluation:
        """AboveThreshold halting after its first ⊤ with query-specific thresholds T_i: T̂_i = T_i + ρ, one ρ ~ Lap(2/ε)
        shared, v_i ~ Lap(4/ε), a_i = ⊤ iff q_i + v_i >= T_i + ρ.  Its output law is the integral over ρ of the
        density of ρ times Π Pr[q_i - T_i + v_i >= ρ] (or <): :func:`threshold_probability` at threshold 0 on the
        answers q_i - T_i.  q(x) = 0, q(x') = shifts (sensitivity 1): Pr[A = a] <= e^ε Pr[A' = a]."""
        zeros, moved = [F(0)] * len(shifts), [F(v) for v in shifts]
        x, x_prime = (moved, zeros) if swap else (zeros, moved)

        def law(answers: list[Fraction]) -> ExpSum:
            if True in output[:-1]:
                return {}
            n = len(output)  # the queries after a halt are not asked
            return threshold_probability([(q - T, bit) for q, T, bit in zip(answers[:n], thresholds[:n], output,
                                                                            strict=True)], F(0), 2 / eps)
        return compare_exp_sums(law(x), "<=", scale(law(x_prime), 1, eps),
                                detail=f"Pr[A = {_bool_pattern(output)}] against e^eps Pr[A' = "
                                f"{_bool_pattern(output)}]")

    QUERY_SPECIFIC_LITERAL = ("'the same results' says neither which results nor for which algorithm (Algorithm 5 "
                              "as printed, whose Theorem 6.1 is false, or halting): as printed it names no one "
                              "statement; the two results §6.1 proves for one threshold T are decided with "
                              "query-specific thresholds in their corrected form, privacy by "
                              "004.query-specific-thresholds and accuracy by 004.query-specific-thresholds-accuracy")

    SURVEY.claim(
        "query-specific-thresholds",
        label="6.1 The Sparse Vector Technique (SVT)",
        statement=r"A common threshold can be fixed universally, though queries can have distinct, query specific "
        r"thresholds with the same results as for the analysis of the common threshold situation.",
        hypotheses="sensitivity-1 queries (l.938); T_i the threshold of query i, the noisy thresholds T_i + rho "
        "sharing one rho ~ Lap(2/eps) as Algorithm 5's one T-hat does; every output, both orders",
        domain=Domain.of(among("eps", (F(1),)),
                         among("thresholds", ((-1, 1), (1, -1)), text="(T_1, T_2) in {(-1, 1), (1, -1)}"),
                         among("shifts", tuple(product((-1, 0, 1), repeat=2)),
                               text="q(x) = 0, q(x') = shifts in {-1, 0, 1}^2"),
                         among("swap", (0, 1), text="swap in {0, 1}: (x, x') as stated, or exchanged"),
                         each("output", "((True,), (False, True), (False, False))",
                              "every output of the halting algorithm on two queries: ⊤, ⊥⊤, ⊥⊥ (True = ⊤)")),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'with the same results as for the analysis of the common "
                              "threshold situation' read as: Theorem 6.1's privacy, for AboveThreshold halting after "
                              "its first ⊤ (its correction: as printed Algorithm 5 is not eps-DP, 004.theorem-6.1), "
                              "holds with query-specific thresholds", where="§6.1, l.938"),),
        meaningless=QUERY_SPECIFIC_LITERAL,
        formula="""
        # AboveThreshold halting after its first ⊤, thresholds T_i + rho sharing one rho ~ Lap(2/eps), v_i ~ Lap(4/eps):
        # a_i = ⊤ iff (q_i - T_i) + v_i >= rho, so Pr[A = output] is the shared threshold's law at 0 on the answers
        # q_i - T_i of the queries asked (sparse_threshold); q(x) = 0, q(x') = shifts, or exchanged (swap = 1)
        zero = tuple(0 for i in ints(1, len(shifts)))
        x = shifts if swap == 1 else zero
        xp = zero if swap == 1 else shifts
        P(q) = sparse_threshold(tuple((q[i] - thresholds[i], 1 if output[i] else 0) for i in ints(0, len(output) - 1)),
          0, 2/eps)
        # halting after its first ⊤: an output with a ⊤ before its end has probability 0
        halted = not any(output[i] for i in ints(0, len(output) - 2))
        (P(x) if halted else 0) <= exp(eps)*(P(xp) if halted else 0)
        """,
    )(lambda eps, thresholds, shifts, swap, output: _own_thresholds(eps, thresholds, shifts, swap,
                                                                     tuple(output)))

    SURVEY.definition(
        "algorithm-5", label="Algorithm 5",
        statement=r"AboveThreshold: $\hat{T} \leftarrow T + \text{Lap}\left(\frac{2}{\epsilon}\right)$; for each $i$: "
        r"$v_i \leftarrow \text{Lap}\left(\frac{4}{\epsilon}\right)$; if $q_i(x) + v_i \geq \hat{T}$ then $a_i "
        r"\leftarrow \top$ else $a_i \leftarrow \perp$; Output $a := \{a_i\}$")

    SHIFTS = ((1, -1), (1, 1, -1, -1), (1, 1, 1, -1, -1))
    THEOREM_6_1 = Domain.of(
        among("eps", (F(1), F(2))),
        among("shifts", SHIFTS, text="q_i(x') - q_i(x) = shifts in {(1, -1), (1, 1, -1, -1), (1, 1, 1, -1, -1)}, "
              "q_i(x) = T = 0 (every query of sensitivity 1)"),
        among("swap", (0, 1), text="swap in {0, 1}: (x, x') as stated, or exchanged"),
        each("output", "tuple(tuples((False, True), len(shifts)))", "every output a in {⊤, ⊥}^k (True = ⊤)"),
    )

    #: Algorithm 5's law at the pair (x, x'), T = 0: Pr[A = a] = sparse_threshold over the pairs (q_i(x), a_i).
    THEOREM_6_1_LAW = """
    # Algorithm 5, T = 0: T-hat = Lap(2/eps) shared by every query, v_i ~ Lap(4/eps); q_i(x) = 0 and q_i(x') =
    # shifts_i, or exchanged (swap = 1)
    zero = tuple(0 for i in ints(1, len(shifts)))
    x = shifts if swap == 1 else zero
    xp = zero if swap == 1 else shifts
    # Pr[A = output] on answers q: the threshold's law with each answer as the output has it (1 = ⊤)
    P(q) = sparse_threshold(tuple((q[i], 1 if output[i] else 0) for i in ints(0, len(q) - 1)), 0, 2/eps)
    {decided}
    """

    def _at_pair(eps: Fraction, shifts: tuple[int, ...], swap: int, output: tuple[bool, ...], halting: bool
                 ) -> Evaluation:
        zeros, moved = [F(0)] * len(shifts), [F(s) for s in shifts]
        x, x_prime = (moved, zeros) if swap else (zeros, moved)
        left = above_threshold(x, output, F(0), eps, halting=halting)
        right = scale(above_threshold(x_prime, output, F(0), eps, halting=halting), 1, eps)
        return compare_exp_sums(left, "<=", right, detail=f"Pr[A = {_bool_pattern(output)}] against e^eps Pr[A' = "
                           f"{_bool_pattern(output)}]")

    SURVEY.claim(
        "theorem-6.1",
        label="Theorem 6.1",
        statement=r"AboveThreshold is $\epsilon$-differentially private.",
        hypotheses="Algorithm 5 as printed (it answers every query with the same noisy threshold and never halts); "
        "neighbours x, x' whose answers differ by at most 1 (sensitivity-1 queries, l.954); eps-DP for a discrete "
        "output: Pr[A = a] <= e^eps Pr[A' = a] for every output a, both orders (l.1005)",
        domain=THEOREM_6_1,
        finding="Algorithm 5 as printed keeps comparing with the same T̂ after a ⊤: at ε = 1, T = 0, q(x) = 0 and "
        "q(x') = (1, 1, 1, -1, -1), Pr[A = ⊥⊥⊥⊤⊤] = 11/480 > e·Pr[A' = ⊥⊥⊥⊤⊤] ≈ e·0.0079108 (loss 1.064 > ε).",
        correction=SURVEY.correction(
            "theorem-6.1.corrected",
            label="Theorem 6.1",
            statement=r"AboveThreshold halting after its first $\top$ (Dwork and Roth, Algorithm 1) is "
            r"$\epsilon$-differentially private.",
            hypotheses="outputs ⊥...⊥⊤ (halted) or all ⊥; an output with a ⊤ before its end has probability 0",
            formula=THEOREM_6_1_LAW.replace("{decided}", (
                "# halting after its first ⊤: an output with a ⊤ before its end has probability 0, the others the "
                "law\n    # of Algorithm 5's answers; eps-DP: Pr[A = a] <= e^eps Pr[A' = a]\n"
                "    halted = not any(output[i] for i in ints(0, len(output) - 2))\n"
                "    (P(x) if halted else 0) <= exp(eps)*(P(xp) if halted else 0)")),
        )(lambda eps, shifts, swap, output: _at_pair(eps, shifts, swap, output, True)),
        formula=THEOREM_6_1_LAW.replace("{decided}", "# as printed (no halt), eps-DP for a discrete output: Pr[A = a] "
                                        "<= e^eps Pr[A' = a]\n    P(x) <= exp(eps)*P(xp)"),
    )(lambda eps, shifts, swap, output: _at_pair(eps, shifts, swap, output, False))

    def _up_to_c(eps: Fraction, c: int, shifts: tuple[int, ...], swap: int, output: tuple[bool, ...]) -> Evaluation:
        """Algorithm 5 (one T̂) run until its c-th ⊤: an output ends at its c-th ⊤ or answers every query with fewer;
        its probability is that of the same answers in Algorithm 5 (the queries after the halt are not asked).
        q(x) = 0, q(x') = shifts: Pr[A = a] <= e^(cε) Pr[A' = a]."""
        zeros, moved = [F(0)] * len(shifts), [F(v) for v in shifts]
        x, x_prime = (moved, zeros) if swap else (zeros, moved)
        n = len(output)
        left = above_threshold(x[:n], output, F(0), eps, halting=False)
        right = scale(above_threshold(x_prime[:n], output, F(0), eps, halting=False), 1, c * eps)
        return compare_exp_sums(left, "<=", right, detail=f"Pr[A = {_bool_pattern(output)}] against e^(c eps) "
                                f"Pr[A' = {_bool_pattern(output)}]")

    SURVEY.claim(
        "theorem-6.1-composition", label="Theorem 6.1",
        statement=r"Now what we shall do is examine the case when the algorithm terminates upon receiving one above "
        r"response above the threshold, then we can generalise to $c > 1$ above threshold query responses by using "
        r"known composition theorems.",
        hypotheses="Algorithm 5 as printed (l.958-967: one noisy threshold for every query) stopped at its c-th ⊤; "
        "its c stages share T-hat, so they are not independent runs and no composition theorem applies as such, "
        "but the conclusion is decided; with the threshold redrawn after each ⊤ the c runs are Sparse, decided by "
        "004.theorem-6.4.corrected at delta = 0; every output, both orders",
        domain=Domain.of(among("eps", (F(1),)), among("c", (2,)),
                         among("shifts", (*product((-1, 1), repeat=3), SHIFTS[2]),
                               text="q(x) = 0, q(x') = shifts in {-1, 1}^3 or (1, 1, 1, -1, -1)"),
                         among("swap", (0, 1), text="swap in {0, 1}: (x, x') as stated, or exchanged"),
                         each("output", "tuple(sorted(tuple(b for n in ints(1, len(shifts)) for b in "
                              "tuples((False, True), n) if (len(tuple(j for j in ints(0, n - 1) if b[j])) == c and "
                              "b[n - 1]) or (n == len(shifts) and len(tuple(j for j in ints(0, n - 1) if b[j])) < c)"
                              ")))",
                              "every output of the algorithm halted at its c-th ⊤ (True = ⊤)")),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'we can generalise to c > 1 above threshold query responses by "
                              "using known composition theorems' read as: Algorithm 5 stopped at its c-th ⊤ is "
                              "c eps-differentially private, the bound basic composition gives for c eps-DP runs "
                              "(it is not eps-DP: 004.theorem-6.1's output ⊥⊥⊥⊤⊤ ends at the second ⊤)",
                              where="the proof of Theorem 6.1, l.975"),),
        meaningless="'known composition theorems' names no theorem and no privacy bound for the c above-threshold "
        "responses",
        formula="""
        # Algorithm 5 (one T-hat = Lap(2/eps) for every query, v_i ~ Lap(4/eps), T = 0) stopped at its c-th ⊤: an
        # output's probability is that of the same answers to the queries asked (sparse_threshold); q(x) = 0,
        # q(x') = shifts, or exchanged (swap = 1); against e^(c eps) times that on the neighbour
        zero = tuple(0 for i in ints(1, len(shifts)))
        x = shifts if swap == 1 else zero
        xp = zero if swap == 1 else shifts
        P(q) = sparse_threshold(tuple((q[i], 1 if output[i] else 0) for i in ints(0, len(output) - 1)), 0, 2/eps)
        # stopped at its c-th ⊤: an output ends there, or answers every query with fewer; any other has probability 0
        tops = sum(1 for i in ints(0, len(output) - 1) if output[i])
        possible = (tops == c and output[len(output) - 1]) or (tops < c and len(output) == len(shifts))
        (P(x) if possible else 0) <= exp(c*eps)*(P(xp) if possible else 0)
        """,
    )(lambda eps, c, shifts, swap, output: _up_to_c(eps, c, shifts, swap, tuple(output)))

    def _event(eps: Fraction, g: Fraction, q_k: Fraction, corrected: bool) -> Evaluation:
        """l.987-988: Pr[T̂ > g and v_k >= T̂] (printed; corrected: q_k + v_k >= T̂) against Pr[T̂ ∈ (g, q_k + v_k]],
        T = 0, T̂ ~ Lap(2/ε), v_k ~ Lap(4/ε): the window integral over T̂ > g.  The corrected left side is computed
        as the whole integral minus the window T̂ <= g, the right side as the window T̂ > g."""
        sigma = 2 / eps
        right = threshold_probability([(q_k, True)], F(0), sigma, window=(g, None))
        if corrected:
            left = add(threshold_probability([(q_k, True)], F(0), sigma),
                       scale(threshold_probability([(q_k, True)], F(0), sigma, window=(None, g)), -1))
        else:
            left = threshold_probability([(F(0), True)], F(0), sigma, window=(g, None))
        return compare_exp_sums(left, "==", right, detail="the first event's probability against Pr[T-hat in (g(x), "
                                "q_k(x) + v_k]]")

    SURVEY.claim(
        "theorem-6.1-event",
        label="Theorem 6.1",
        kind="identity",
        statement=r"$\Pr_{\hat{T}, v_k} [\hat{T} > g(x) \text{ and } v_k \geq \hat{T}] = \Pr_{\hat{T}, v_k} "
        r"[\hat{T} \in (g(x), q_k(x) + v_k]]$",
        hypotheses="T = 0, T-hat = T + Lap(2/eps), v_k ~ Lap(4/eps) independent (Algorithm 5, l.958-960); g(x) fixed "
        "with v_1, ..., v_(k-1) (l.984); both probabilities exactly",
        domain=Domain.of(among("eps", (F(1), F(1, 2), F(2))),
                         among("g", (F(0), F(-1), F(1), F(1, 2)), text="g(x) in {0, -1, 1, 1/2}"),
                         among("q_k", (F(0), F(1), F(-1), F(1, 2), F(2)), text="q_k(x) in {0, 1, -1, 1/2, 2}")),
        finding="The first event lacks q_k(x): at ε = 1, g(x) = 0, q_k(x) = 1 the event {T̂ ∈ (g(x), q_k(x) + v_k]} "
        "also holds when v_k < T̂ <= 1 + v_k, so its probability is larger.",
        correction=SURVEY.correction(
            "theorem-6.1-event.corrected",
            label="Theorem 6.1",
            statement=r"$\Pr_{\hat{T}, v_k} [\hat{T} > g(x) \text{ and } q_k(x) + v_k \geq \hat{T}] = "
            r"\Pr_{\hat{T}, v_k} [\hat{T} \in (g(x), q_k(x) + v_k]]$",
            kind="identity",
            formula="""
            # T = 0, T-hat = Lap(2/eps), v_k ~ Lap(4/eps): the corrected first event {T-hat > g(x), q_k(x) + v_k >=
            # T-hat} as Pr[q_k(x) + v_k >= T-hat] less its part with T-hat <= g(x), against Pr[T-hat in
            # (g(x), q_k(x) + v_k]]
            sigma = 2/eps
            (sparse_threshold(((q_k, 1),), 0, sigma) - sparse_threshold(((q_k, 1),), 0, sigma, (None, g))
             == sparse_threshold(((q_k, 1),), 0, sigma, (g, None)))
            """,
        )(lambda eps, g, q_k: _event(eps, g, q_k, True)),
        formula="""
        # T = 0, T-hat = Lap(2/eps), v_k ~ Lap(4/eps): the printed first event {T-hat > g(x), v_k >= T-hat} (a query
        # 0 answered ⊤, T-hat above g(x)) against Pr[T-hat in (g(x), q_k(x) + v_k]] (the query q_k(x) answered ⊤)
        sigma = 2/eps
        sparse_threshold(((0, 1),), 0, sigma, (g, None)) == sparse_threshold(((q_k, 1),), 0, sigma, (g, None))
        """,
    )(lambda eps, g, q_k: _event(eps, g, q_k, False))

    def _shift_bounds(point: Point) -> Evaluation:
        """g(x) = max_{i<k} (q_i(x) + v_i) with |q_i(x) - q_i(x')| <= 1: |t̂ - t| = |g(x) - g(x')| <= 1 and |v̂ - v| =
        |g(x) - g(x') + q_k(x') - q_k(x)| <= 2."""
        q, d, v = point["q"], point["d"], point["v"]
        g = max(a + b for a, b in zip(q[:-1], v, strict=True))
        g_prime = max(a + e + b for a, e, b in zip(q[:-1], d[:-1], v, strict=True))
        return weakest((Evaluation(abs(g - g_prime), "<=", 1, detail="|t hat - t| = |g(x) - g(x')|"),
                        Evaluation(abs(g - g_prime + d[-1]), "<=", 2, detail="|v hat - v|")))

    SURVEY.claim(
        "theorem-6.1-shifts",
        label="Theorem 6.1",
        statement=r"Define $\hat{v} := v + g(x) - g(x') + q_k(x') - q_k(x)$ and $\hat{t} := t + g(x) - g(x')$. Then "
        r"$\forall x, x'$, we have $|\hat{v} - v| \leq 2$ and $|\hat{t} - t| \leq 1$, as the sensitivity of each "
        r"query is 1, and therefore the sensitivity of $g(x)$ is 1 as well.",
        hypotheses="k = 3 queries; g(x) = max_{i < k} (q_i(x) + v_i) with v_1, v_2 fixed (l.982)",
        domain=Domain.of(each("q", "tuple(tuples((0/1, 1/1, 3/1), 3))", "q(x) in {0, 1, 3}^3"),
                         each("d", "tuple(tuples(ints(-1, 1), 3))", "q(x') - q(x) in {-1, 0, 1}^3 (sensitivity 1)"),
                         each("v", "((0/1, 0/1), (-1/1, 1/2), (2/1, -3/1))",
                              "(v_1, v_2) in {(0, 0), (-1, 1/2), (2, -3)}")),
        formula="""
        # g(x) = max over i < k of q_i(x) + v_i, g(x') likewise with q_i(x') = q_i(x) + d_i; the printed |t-hat - t| =
        # |g(x) - g(x')| <= 1 and |v-hat - v| = |g(x) - g(x') + q_k(x') - q_k(x)| <= 2
        g = max(q[0] + v[0], q[1] + v[1])
        gp = max(q[0] + d[0] + v[0], q[1] + d[1] + v[1])
        abs(g - gp) <= 1 and abs(g - gp + d[2]) <= 2
        """,
    )(_shift_bounds)

    def _indicators(g: Fraction, g_prime: Fraction, u: Fraction, t: Fraction, low: Fraction) -> Evaluation:
        shifted = t + g - g_prime
        before = int(g < shifted < u + g - g_prime)
        after = int(low < t < u)
        return equal(before, after, detail="1[t + g(x) - g(x') in (g(x), q_k(x') + v + g(x) - g(x'))] against "
                     "the next line's indicator")

    INDICATOR = Domain.of(
        among("g", (F(0),), text="g = g(x) = 0 (the indicator is invariant under a common translation)"),
        among("g'", (F(-1), F(0), F(1)), text="g' = g(x') in {-1, 0, 1} (|g(x) - g(x')| <= 1)", symbol="gp"),
        among("u", (F(-1), F(0), F(1), F(2)), text="u = q_k(x') + v in {-1, 0, 1, 2}"),
        steps("t", -2, 3, "1/2"),
    )

    SURVEY.claim(
        "theorem-6.1-indicator",
        label="Theorem 6.1",
        statement=r"$\int\int \Pr[v_k = \hat{v}] \cdot \Pr[\hat{T} = \hat{t}] 1[(t + g(x) - g(x')) \in (g(x), "
        r"q_k(x') + v + g(x) - g(x'))]] dv dt = \int\int \Pr[v_k = \hat{v}] \cdot \Pr[\hat{T} = \hat{t}] 1[t \in "
        r"(g(x), q_k(x') + v)] dv dt$",
        kind="identity",
        hypotheses="the two integrands agree for every (t, v): their indicators are equal pointwise",
        domain=INDICATOR,
        finding="The lower end of the interval is g(x') after the translation, not g(x): at g(x) = 0, g(x') = -1, "
        "t = -1/2, q_k(x') + v = 0 the first indicator is 1[1/2 in (0, 1)] = 1, the second 1[-1/2 in (0, 0)] = 0.",
        correction=SURVEY.correction(
            "theorem-6.1-indicator.corrected",
            label="Theorem 6.1",
            statement=r"$1[(t + g(x) - g(x')) \in (g(x), q_k(x') + v + g(x) - g(x'))] = 1[t \in (g(x'), q_k(x') + "
            r"v)]$ (as the next line has it)",
            kind="identity",
            formula="""
            # the translated indicator (open intervals), u = q_k(x') + v, against 1[t in (g(x'), q_k(x') + v)]
            (1 if g < t + g - gp and t + g - gp < u + g - gp else 0) == (1 if gp < t and t < u else 0)
            """,
        )(lambda point: _indicators(point["g"], point["g'"], point["u"], point["t"], point["g'"])),
        formula="""
        # the first line's indicator 1[t + g(x) - g(x') in (g(x), q_k(x') + v + g(x) - g(x'))] (open intervals),
        # u = q_k(x') + v, against the printed next line's 1[t in (g(x), q_k(x') + v)]
        (1 if g < t + g - gp and t + g - gp < u + g - gp else 0) == (1 if g < t and t < u else 0)
        """,
    )(lambda point: _indicators(point["g"], point["g'"], point["u"], point["t"], point["g"]))

    def _change_of_measure(eps: Fraction, v: Fraction, t: Fraction, dv: Fraction, dt: Fraction) -> Evaluation:
        """l.1002: Pr[v_k = v̂] Pr[T̂ = t̂] <= e^(ε/2) Pr[v_k = v] e^(ε/2) Pr[T̂ = t] for v̂ = v + dv, t̂ = t + dt,
        |dv| <= 2, |dt| <= 1, with the Laplace densities of v_k ~ Lap(4/ε) and T̂ = T + Lap(2/ε) (T = 0): both sides
        are (ε²/32) e^(s), so the exponents s are compared exactly."""
        left = -eps * abs(v + dv) / 4 - eps * abs(t + dt) / 2
        right = eps / 2 - eps * abs(v) / 4 + eps / 2 - eps * abs(t) / 2
        return Evaluation(left, "<=", right, detail="the exponents of the two products of Laplace densities")

    SURVEY.claim(
        "theorem-6.1-change-of-measure",
        label="Theorem 6.1",
        statement=r"$\Pr[v_k = \hat{v}] \cdot \Pr[\hat{T} = \hat{t}] \leq \exp(\varepsilon/2) \Pr[v_k = v] \cdot "
        r"\exp(\varepsilon/2) \Pr[\hat{T} = t]$ (due to the bounds on $|\hat{v} - v|, |\hat{t} - t|$ and the "
        r"nature of the Laplace pdf.)",
        hypotheses="Pr[. = .] the densities (l.984) of v_k ~ Lap(4/eps) and T-hat = T + Lap(2/eps), T = 0 "
        "(Algorithm 5); |v-hat - v| at most 2 and |t-hat - t| at most 1, as l.995 has them; every point of the grid",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("v", (F(-3), F(-1, 2), F(0), F(1), F(5, 2))),
                         among("t", (F(-2), F(0), F(1, 3), F(3, 2))),
                         among("dv", (F(-2), F(-1), F(0), F(3, 2), F(2)), text="v-hat - v in {-2, -1, 0, 3/2, 2}"),
                         among("dt", (F(-1), F(-1, 2), F(0), F(1)), text="t-hat - t in {-1, -1/2, 0, 1}")),
        formula="""
        # model: the Laplace densities of v_k ~ Lap(4/eps) and T-hat = Lap(2/eps) (T = 0), e^(-|s|/b)/(2b) (exact
        # exponential sums); printed: Pr[v_k = v-hat] Pr[T-hat = t-hat] <= e^(eps/2) Pr[v_k = v] e^(eps/2) Pr[T-hat = t]
        density(s, b) = exp(-abs(s)/b)/(2*b)
        (density(v + dv, 4/eps)*density(t + dt, 2/eps)
         <= exp(eps/2)*density(v, 4/eps)*exp(eps/2)*density(t, 2/eps))
        """,
    )(_change_of_measure)

    def _step_1002(eps: Fraction, g: Fraction, g_prime: Fraction, q: Fraction, q_prime: Fraction, low: Fraction
                   ) -> Evaluation:
        """l.1001 <= l.1002, T = 0, T̂ ~ Lap(2/ε), v_k ~ Lap(4/ε), v̂ = v + g - g' + q' - q, t̂ = t + g - g' (l.993):
        substituting (v̂, t̂) for (v, t) turns the left integral with the indicator 1[t ∈ (low, q' + v)] into
        Pr[low + g - g' < T̂ < q + v_k]; the right one is e^ε Pr[g' < T̂ < q' + v_k].  low = g(x) as printed, low =
        g(x') as 004.theorem-6.1-indicator.corrected has it."""
        sigma = 2 / eps
        left = threshold_probability([(q, True)], F(0), sigma, window=(low + g - g_prime, None))
        right = scale(threshold_probability([(q_prime, True)], F(0), sigma, window=(g_prime, None)), 1, eps)
        return compare_exp_sums(left, "<=", right, detail="the left integral, Pr[low + g(x) - g(x') < T-hat < q_k(x) "
                                "+ v_k], against e^eps Pr[g(x') < T-hat < q_k(x') + v_k]")

    STEP_1002 = Domain.of(
        among("eps", (F(1, 2), F(1), F(2))),
        among("g", (F(0), F(1)), text="g = g(x) in {0, 1}"),
        each("g'", "(g - 1, g, g + 1)", "g' = g(x') in {g - 1, g, g + 1} (|g(x) - g(x')| <= 1)", symbol="gp"),
        among("q", (F(0), F(1)), text="q = q_k(x) in {0, 1}"),
        each("q'", "(q - 1, q, q + 1)", "q' = q_k(x') in {q - 1, q, q + 1} (sensitivity 1)", symbol="qp"),
    )

    #: l.1001 <= l.1002 with the left indicator's lower end ``low``: g(x) as printed, g(x') corrected.
    STEP_1002_FORMULA = """
    # T = 0, T-hat = T + Lap(2/eps), v_k ~ Lap(4/eps) (sparse_threshold's query noise 2 sigma); v-hat = v + g - g' +
    # q' - q and t-hat = t + g - g' (l.993) turn the left integral, with its indicator 1[t in (low, q_k(x') + v)],
    # into Pr[low + g - g' < T-hat < q_k(x) + v_k]; the right one is e^eps Pr[g' < T-hat < q_k(x') + v_k]
    low = {low}
    sigma = 2/eps
    (sparse_threshold(((q, 1),), 0, sigma, (low + g - gp, None))
     <= exp(eps)*sparse_threshold(((qp, 1),), 0, sigma, (gp, None)))
    """

    SURVEY.claim(
        "theorem-6.1-step",
        label="Theorem 6.1",
        statement=r"$\int\int \Pr[v_k = \hat{v}] \cdot \Pr[\hat{T} = \hat{t}] 1[t \in (g(x), q_k(x') + v)] dv dt "
        r"\leq \int\int \exp(\varepsilon/2) \Pr[v_k = v] \cdot \exp(\varepsilon/2) \Pr[\hat{T} = t] 1[t \in "
        r"(g(x'), q_k(x') + v)] dv dt$",
        hypotheses="T = 0, T-hat = T + Lap(2/eps), v_k ~ Lap(4/eps) (Algorithm 5, l.958-960); v-hat and t-hat as "
        "defined at l.993; |g(x) - g(x')| <= 1 and |q_k(x) - q_k(x')| <= 1 (l.995); both integrals exactly",
        domain=STEP_1002,
        finding="The left indicator's lower end g(x) is not the right one's g(x'): after the change of variables the "
        "left side is Pr[2g(x) - g(x') < T̂ < q_k(x) + v_k], which exceeds e^ε Pr[g(x') < T̂ < q_k(x') + v_k] when "
        "g(x') > g(x) and q_k(x') < q_k(x).",
        correction=SURVEY.correction(
            "theorem-6.1-step.corrected",
            label="Theorem 6.1",
            statement=r"$\int\int \Pr[v_k = \hat{v}] \cdot \Pr[\hat{T} = \hat{t}] 1[t \in (g(x'), q_k(x') + v)] "
            r"dv dt \leq \int\int \exp(\varepsilon/2) \Pr[v_k = v] \cdot \exp(\varepsilon/2) \Pr[\hat{T} = t] "
            r"1[t \in (g(x'), q_k(x') + v)] dv dt$ (the left indicator as 004.theorem-6.1-indicator.corrected has "
            r"it: the left side is then $\Pr[g(x) < \hat{T} < q_k(x) + v_k]$)",
            formula=STEP_1002_FORMULA.replace("{low}", "gp  # g(x'), as 004.theorem-6.1-indicator.corrected"),
        )(lambda point: _step_1002(point["eps"], point["g"], point["g'"], point["q"], point["q'"], point["g'"])),
        formula=STEP_1002_FORMULA.replace("{low}", "g  # g(x), as printed"),
    )(lambda point: _step_1002(point["eps"], point["g"], point["g'"], point["q"], point["q'"], point["g"]))

    SURVEY.definition(
        "definition-6.2", label="Definition 6.2",
        statement=r"An algorithm that outputs a stream of answer bits $a_1, \dots \in \{\top, \perp\}^*$ in response "
        r"to a sequence of $k$ many queries $\{q_i\}_{i \in [k]}$ is said to be $(\alpha, \beta)$-accurate with "
        r"respect to a threshold $T$ if the algorithm only halts before the query $q_k$ with probability $\leq "
        r"\beta$, and on a database $x$ and for all $a_i = \top$, $q_i(x) \geq T - \alpha$ and for all $a_i = "
        r"\perp$, $q_i(x) \leq T + \alpha$.")

    def _conditions(answers: Sequence[Fraction], A: int) -> list[tuple[Fraction, bool | None]]:
        """The accuracy conditions: ⊥ for answers below T - α, ⊤ above T + α, none in between (T = 0)."""
        return [(q, False if q < -A else True if q > A else None) for q in answers]

    def _accuracy_domain() -> Domain:
        return Domain.of(
            among("eps", (F(1, 2), F(1), F(2))),
            among("beta", (F(1, 10), F(1, 2), F(1))),
            ints("k", 1, 3),
            let("A", "ceil(8/eps*ln(2*k/beta))", "A = ⌈α⌉ >= α = 8(ln(2/β) + ln k)/ε"),
            each("q_k", "tuple(j for j in ints(-A - 1, A + 1) if j == -A - 1 or j == 0 or j == A + 1)",  # integers
                 "T = 0; q_i(x) = -A - 1 < T - α for i < k; q_k(x) in {-A - 1, 0, A + 1}"),
        )

    #: Theorem 6.3's conditions on Algorithm 5 (no halt): the probability that one fails.
    THEOREM_6_3_FAILURE = """
    # T = 0; Algorithm 5 as printed (no halt): T-hat = Lap(2/eps) shared, v_i ~ Lap(4/eps); q_i(x) = -A - 1 for
    # i < k, q_k(x) = q_k; Definition 6.2's conditions: ⊥ for an answer below T - alpha, ⊤ above T + alpha (every
    # answer is -A - 1 < -alpha, 0 or A + 1 > alpha, A >= alpha), none in between (such a query is left out)
    answer(i) = -A - 1 if i < k else q_k
    held = tuple((answer(i), 0 if answer(i) < -A else 1) for i in ints(1, k) if answer(i) < -A or answer(i) > A)
    failure = 1 - sparse_threshold(held, 0, 2/eps)
    """

    def _theorem_6_3(eps: Fraction, k: int, A: int, q_k: int) -> ExpSum:
        """Pr[every answer meets its condition] for Algorithm 5 (it never halts)."""
        answers = [F(-A - 1)] * (k - 1) + [F(q_k)]
        return above_threshold_conditions(answers, A, eps)

    def _failure(eps: Fraction, k: int, A: int, q_k: int) -> ExpSum:
        """1 - P[the run meets Theorem 6.3's conditions]."""
        return add(constant(1), scale(_theorem_6_3(eps, k, A, q_k), -1))

    def above_threshold_conditions(answers: Sequence[Fraction], A: int, eps: Fraction) -> ExpSum:
        return threshold_probability(_conditions(answers, A), F(0), 2 / eps)

    SURVEY.claim(
        "theorem-6.3",
        label="Theorem 6.3",
        statement=r"For any sequence of $k$ many queries $\{q_i\}_{i \in [k]}$, where all the queries except $q_k$ "
        r"are such that $q_i(x) < T - \alpha$ (i.e. firmly below the threshold), algorithm 5 (AboveThreshold) is "
        r"$(\alpha, \beta)$-accurate where $\alpha = \frac{8 \left( \ln \left( \frac{2}{\beta} \right) + \ln k "
        r"\right)}{\varepsilon}$.",
        hypotheses="Definition 6.2 as printed: the probability <= beta bounds only the early halt (l.1012); "
        "Algorithm 5 never halts; the conditions on every ⊤ and ⊥ must then hold for every run: the probability that "
        "one fails is 0",
        domain=_accuracy_domain(),
        finding="Definition 6.2 as printed asks the ⊤/⊥ conditions of every run; with Laplace noise they fail with "
        "positive probability: ε = 1/2, β = 1/10, k = 1, q_1(x) = T - A - 1 < T - α gives ⊤ with probability > 0.",
        correction=SURVEY.correction(
            "theorem-6.3.corrected",
            label="Theorem 6.3",
            statement=r"Except with probability at most $\beta$, every $a_i = \top$ has $q_i(x) \geq T - \alpha$ and "
            r"every $a_i = \perp$ has $q_i(x) \leq T + \alpha$ (Dwork and Roth, Definition 3.23), for $\alpha = "
            r"\frac{8 (\ln (2/\beta) + \ln k)}{\varepsilon}$",
            hypotheses="Algorithm 5 as printed (no halt); 1 - Pr[every condition holds] <= beta",
            formula=THEOREM_6_3_FAILURE + "failure <= beta",
        )(lambda eps, beta, k, A, q_k: compare_exp_sums(_failure(eps, k, A, q_k), "<=",
                                                   constant(beta), detail="failure probability against beta")),
        formula=THEOREM_6_3_FAILURE + "failure <= 0",
    )(lambda eps, beta, k, A, q_k: compare_exp_sums(_failure(eps, k, A, q_k), "<=", {},
                                               detail="probability that some condition fails against 0"))

    #: y = (v - 1)/(v + 1) at v = 2k/β, the argument of _log_bounds's series for ln(2k/β), in the formula language
    _Y = "((2*k/beta - 1)/(2*k/beta + 1))"

    def _own_thresholds_accuracy(eps: Fraction, beta: Fraction, k: int, A: int, thresholds: tuple[int, ...],
                                 d: int) -> Evaluation:
        """Theorem 6.3's correction with query-specific thresholds: T̂_i = T_i + ρ, one ρ ~ Lap(2/ε); q_i(x) =
        T_i - A - 1 for i < k, q_k(x) = T_k + d.  A ⊤ needs q_i >= T_i - α, a ⊥ q_i <= T_i + α (no condition in
        between); a_i = ⊤ iff q_i - T_i + v_i >= ρ, so Pr[every condition holds] is :func:`threshold_probability` at
        threshold 0 on the q_i - T_i.  1 - that against β."""
        ts = thresholds[:k]
        answers = [F(t - A - 1) for t in ts[:-1]] + [F(ts[-1] + d)]
        conditions = [(q - t, False if q < t - A else True if q > t + A else None) for q, t in zip(answers, ts,
                                                                                                 strict=True)]
        hold = threshold_probability(conditions, F(0), 2 / eps)
        return compare_exp_sums(add(constant(1), scale(hold, -1)), "<=", constant(beta),
                                detail="failure probability against beta")

    SURVEY.claim(
        "query-specific-thresholds-accuracy",
        label="6.1 The Sparse Vector Technique (SVT)",
        statement=r"A common threshold can be fixed universally, though queries can have distinct, query specific "
        r"thresholds with the same results as for the analysis of the common threshold situation. [the accuracy "
        r"analysis, Theorem 6.3]",
        hypotheses="T_i the threshold of query i, the noisy thresholds T_i + rho sharing one rho ~ Lap(2/eps) as "
        "Algorithm 5's one T-hat does; Algorithm 5 as printed (no halt); queries before q_k firmly below their "
        "thresholds, q_i(x) < T_i - alpha (l.1016); 1 - Pr[every condition holds] <= beta",
        domain=Domain.of(
            among("eps", (F(1, 2), F(1), F(2))),
            among("beta", (F(1, 10), F(1, 2))),
            ints("k", 2, 3),
            let("A", f"ceil(8/eps*(2*sum({_Y}**(2*j + 1)/(2*j + 1) for j in ints(0, 59)) + 2*{_Y}**121/(121*(1 - "
                f"{_Y}**2))))",
                "A = ⌈8 L⁺/ε⌉ >= α = 8(ln(2/β) + ln k)/ε, L⁺ the 60-term series upper bound of ln(2k/β)"),
            among("thresholds", ((-1, 1, 0), (1, -1, 2), (0, 2, -1)),
                  text="(T_1, T_2, T_3) in {(-1, 1, 0), (1, -1, 2), (0, 2, -1)}, the first k used"),
            each("d", "tuple(j for j in ints(-A - 1, A + 1) if j == -A - 1 or j == 0 or j == A + 1)",  # integers
                 "q_i(x) = T_i - A - 1 < T_i - alpha for i < k; q_k(x) = T_k + d, "
                 "d in {-A - 1, 0, A + 1}")),
        formula="""
        # thresholds T_i + rho sharing one rho ~ Lap(2/eps), v_i ~ Lap(4/eps), Algorithm 5 (no halt): a_i = ⊤ iff
        # (q_i - T_i) + v_i >= rho; q_i(x) = T_i - A - 1 for i < k, q_k(x) = T_k + d; with Theorem 6.3's alpha, a
        # query below T_i - alpha must be answered ⊥ and one above T_i + alpha ⊤ (Definition 6.2; no condition in
        # between, such a query left out); the probability that a condition fails (sparse_threshold) against beta
        alpha = 8*(ln(2/beta) + ln(k))/eps
        answer(i) = thresholds[i] - A - 1 if i < k - 1 else thresholds[k - 1] + d
        held = tuple((answer(i) - thresholds[i], 0 if answer(i) < thresholds[i] - alpha else 1) for i in ints(0, k - 1)
          if answer(i) < thresholds[i] - alpha or answer(i) > thresholds[i] + alpha)
        1 - sparse_threshold(held, 0, 2/eps) <= beta
        """,
        reading="as read",
        deviations=(Deviation("quantitative reading", "'with the same results as for the analysis of the common "
                              "threshold situation' read, for accuracy, as: Theorem 6.3's correction (Definition "
                              "3.23 of Dwork and Roth: except with probability beta every condition holds) holds with "
                              "query-specific thresholds, a ⊤ having q_i >= T_i - alpha and a ⊥ q_i <= T_i + alpha",
                              where="§6.1, l.938"),),
        meaningless=QUERY_SPECIFIC_LITERAL,
    )(lambda eps, beta, k, A, thresholds, d: _own_thresholds_accuracy(eps, beta, k, A, thresholds, d))

    #: beta = j/100: the union-bound bookkeeping is exact in beta.
    BETA_GRID = Domain.of(among("beta", tuple(F(j, 100) for j in range(1, 100)), text="beta in {j/100 : j = 1..99}"))

    SURVEY.claim(
        "theorem-6.3-proof-goal",
        label="Theorem 6.3",
        statement=r"It is sufficient to show that with probability $\beta$, the sum of the maximum noise added to any "
        r"count with the difference between the actual and the noised threshold is at most $\alpha$, i.e., "
        r"$\max_{i \in [k]} |v_i| + |\hat{T} - T| \leq \alpha.$",
        hypotheses="'with probability beta': the event has probability beta, or at least beta, so the conditions "
        "of Definition 6.2, which hold on it (the next lines), fail with probability up to 1 - beta; 'sufficient' "
        "decided as: that failure bound is at most beta, the beta of Definition 6.2 (l.1012)",
        domain=BETA_GRID,
        finding="The proof's goal says 'with probability β' for 1 - β: the event then leaves failure probability up "
        "to 1 - β, not β (β = 1/100: 99/100); the proof goes on to bound the complement by β/2 + β/2.",
        correction=SURVEY.correction(
            "theorem-6.3-proof-goal.corrected",
            label="Theorem 6.3",
            statement=r"It is sufficient to show that with probability at least $1 - \beta$, $\max_{i \in [k]} |v_i| "
            r"+ |\hat{T} - T| \leq \alpha$",
            formula="""
            # Pr[event] at least 1 - beta; Definition 6.2's conditions hold on the event, so they fail with
            # probability up to 1 - Pr[event]; 'sufficient': that failure bound is at most beta
            p = 1 - beta
            1 - p <= beta
            """,
        )(lambda beta: Evaluation(1 - (1 - beta), "<=", beta, detail="the failure bound 1 - Pr[event] against beta")),
        formula="""
        # 'with probability beta': Pr[event] = beta (or at least beta); Definition 6.2's conditions hold on the
        # event, so they fail with probability up to 1 - Pr[event]; 'sufficient': that failure bound is at most beta
        p = beta
        1 - p <= beta
        """,
    )(lambda beta: Evaluation(1 - beta, "<=", beta, detail="the failure bound 1 - Pr[event] against beta"))

    def _good_event(alpha: Fraction) -> tuple[tuple[Fraction, Fraction], ...]:
        """(v_i, T̂ - T) with |v_i| + |T̂ - T| <= α (the event of l.1028), on a grid of quarters and both signs."""
        steps_ = [F(j, 4) for j in range(int(4 * alpha) + 1)]
        return tuple(sorted({(sv * a, st * b) for a in steps_ for b in steps_ if a + b <= alpha
                             for sv in (1, -1) for st in (1, -1)}))

    GOOD_EVENT = each(("v", "That"), "tuple((v/4, t/4) for v in ints(-4*alpha, 4*alpha) for t in ints(-4*alpha, "
                      "4*alpha) if abs(v) + abs(t) <= 4*alpha)",
                      "(v_i, T-hat - T) with |v_i| + |T-hat - T| <= alpha, in quarters, both signs")

    def _top(alpha: Fraction, v: Fraction, t_hat: Fraction, q: Fraction) -> Evaluation:
        """l.1030, T = 0, a_i = ⊤ (q + v >= T̂): q + v >= T̂ >= T - |T̂ - T|, so q >= T - |T̂ - T| - |v| >= T - α."""
        return weakest((Evaluation(q + v, ">=", t_hat), Evaluation(t_hat, ">=", -abs(t_hat)),
                        Evaluation(q, ">=", -abs(t_hat) - abs(v)), Evaluation(-abs(t_hat) - abs(v), ">=", -alpha)))

    SURVEY.claim(
        "theorem-6.3-top",
        label="Theorem 6.3",
        statement=r"Because if so, then for any $a_i = \top$, $q_i(x) + v_i \geq \hat{T} \geq T - |\hat{T} - T| "
        r"\implies q_i(x) \geq T - |\hat{T} - T| - |v_i| \geq T - \alpha$.",
        hypotheses="T = 0; the event max |v_i| + |T-hat - T| <= alpha of the proof's goal (l.1028); a_i = ⊤, i.e. "
        "q_i(x) + v_i >= T-hat (l.961); every step",
        domain=Domain.of(among("alpha", (F(1), F(2))),
                         GOOD_EVENT,
                         each("q", "tuple(That - v + j/4 for j in ints(0, 2))",
                              "q = T-hat - v + j/4, j = 0..2 (so that a_i = ⊤)")),
        formula="""
        # T = 0; a_i = ⊤ (q + v >= T-hat, by the domain's q) on the event |v_i| + |T-hat - T| <= alpha: the printed
        # chain q + v >= T-hat >= T - |T-hat - T|, q >= T - |T-hat - T| - |v| >= T - alpha, link by link
        q + v >= That and That >= -abs(That) and q >= -abs(That) - abs(v) and -abs(That) - abs(v) >= -alpha
        """,
    )(lambda alpha, v, That, q: _top(alpha, v, That, q))

    def _bottom(q: Fraction, v: Fraction, t_hat: Fraction, corrected: bool) -> Evaluation:
        if corrected:  # q < T̂ - v <= T + |T̂ - T| + |v| (T = 0)
            return weakest((Evaluation(q, "<", t_hat - v), Evaluation(t_hat - v, "<=", abs(t_hat) + abs(v))))
        return Evaluation(q, "<", t_hat, detail="a_i = ⊥ (q_i + v_i < T̂) against q_i < T̂")

    SURVEY.claim(
        "theorem-6.3-bottom",
        label="Theorem 6.3",
        statement=r"Now for $a_i = \perp$, similarly, we get that $q_i(x) < \hat{T} \leq T + |\hat{T} - T| + "
        r"|v_i| \leq T + \alpha$.",
        hypotheses="a_i = ⊥, i.e. q_i(x) + v_i < T-hat (l.961); T = 0; the first inequality",
        domain=Domain.of(among("v", (F(-1), F(0), F(1))), among("That", (F(-1), F(0), F(1, 2))),
                         each("q", "tuple(That - v - j/4 for j in ints(1, 20))",
                              "q = T̂ - v - j/4, j = 1..20 (so that q + v < T̂)")),
        finding="a_i = ⊥ says q_i + v_i < T̂, not q_i < T̂: v_i = -1, T̂ = -1 and q_i = -1/4 give ⊥ with q_i > T̂.",
        correction=SURVEY.correction(
            "theorem-6.3-bottom.corrected",
            label="Theorem 6.3",
            statement=r"$q_i(x) < \hat{T} - v_i \leq T + |\hat{T} - T| + |v_i|$",
            formula="""
            # T = 0; a_i = ⊥: q_i + v_i < T-hat, so q_i < T-hat - v_i, and T-hat - v_i <= |T-hat - T| + |v_i|
            q < That - v and That - v <= abs(That) + abs(v)
            """,
        )(lambda q, v, That: _bottom(q, v, That, True)),
        formula="""
        # T = 0; a_i = ⊥ means q_i + v_i < T-hat (l.961), as every swept q has it; the printed conclusion q_i < T-hat
        q < That
        """,
    )(lambda q, v, That: _bottom(q, v, That, False))

    def _below_chain(alpha: Fraction, v: Fraction, t_hat: Fraction, q: Fraction, corrected: bool) -> Evaluation:
        """l.1036, T = 0, on the event |v_i| + |T̂ - T| <= α with q_i < T - α.  Printed: T - α < T - |v_i| - |T̂ - T|,
        q_i + v_i <= q_i + |v_i| <= T - |T̂ - T| <= T̂, and a_i = ⊥.  Corrected: q_i + v_i <= q_i + |v_i| < T - α +
        |v_i| <= T - |T̂ - T| <= T̂, so q_i + v_i < T̂: a_i = ⊥."""
        steps_ = []
        if corrected:
            steps_ += [Evaluation(q + abs(v), "<", -alpha + abs(v)), Evaluation(-alpha + abs(v), "<=", -abs(t_hat))]
        else:
            steps_ += [Evaluation(-alpha, "<", -abs(v) - abs(t_hat),
                                  detail="T - alpha against T - |v_i| - |T-hat - T|"),
                       Evaluation(q + abs(v), "<=", -abs(t_hat))]
        steps_ += [Evaluation(q + v, "<=", q + abs(v)), Evaluation(-abs(t_hat), "<=", t_hat),
                   Evaluation(int(q + v < t_hat), "==", 1, detail="a_i = ⊥ (q_i + v_i < T-hat)")]
        return weakest(steps_)

    SURVEY.claim(
        "theorem-6.3-below",
        label="Theorem 6.3",
        statement=r"$q_i(x) < T - \alpha < T - |v_i| - |\hat{T} - T| \implies q_i(x) + v_i \leq q_i(x) + |v_i| "
        r"\leq T - |\hat{T} - T| \leq \hat{T} \implies a_i = \perp$",
        hypotheses="T = 0; i < k, so q_i(x) < T - alpha (l.1022); the event max |v_i| + |T-hat - T| <= alpha of the "
        "proof's goal (l.1028); every step of the chain; a_i = ⊥ exactly when q_i + v_i < T-hat (l.961)",
        domain=Domain.of(among("alpha", (F(1), F(2))),
                         GOOD_EVENT,
                         each("q", "tuple(-alpha - j/4 for j in ints(1, 2))",
                              "q = T - alpha - j/4, j = 1, 2")),
        finding="The event of the proof's goal allows |v_i| + |T̂ - T| = α, where T - α < T - |v_i| - |T̂ - T| fails: "
        "α = 1, v_i = -1, T̂ = T; the strictness comes from q_i(x) < T - α instead.",
        correction=SURVEY.correction(
            "theorem-6.3-below.corrected",
            label="Theorem 6.3",
            statement=r"$q_i(x) + v_i \leq q_i(x) + |v_i| < T - \alpha + |v_i| \leq T - |\hat{T} - T| \leq \hat{T}$, "
            r"so $q_i(x) + v_i < \hat{T}$ and $a_i = \perp$",
            formula="""
            # T = 0: each step of the corrected chain; a_i = ⊥ exactly when q_i + v_i < T-hat (l.961)
            (q + abs(v) < -alpha + abs(v) and -alpha + abs(v) <= -abs(That) and q + v <= q + abs(v)
             and -abs(That) <= That and (1 if q + v < That else 0) == 1)
            """,
        )(lambda alpha, v, That, q: _below_chain(alpha, v, That, q, True)),
        formula="""
        # T = 0: each printed step, T - alpha < T - |v_i| - |T-hat - T|, q_i + |v_i| <= T - |T-hat - T|,
        # q_i + v_i <= q_i + |v_i|, T - |T-hat - T| <= T-hat; a_i = ⊥ exactly when q_i + v_i < T-hat (l.961)
        (-alpha < -abs(v) - abs(That) and q + abs(v) <= -abs(That) and q + v <= q + abs(v)
         and -abs(That) <= That and (1 if q + v < That else 0) == 1)
        """,
    )(lambda alpha, v, That, q: _below_chain(alpha, v, That, q, False))

    def _laplace_tail(b: Fraction, t: Fraction) -> Evaluation:
        """Pr[|Y| >= tb] (1 for t < 0, else 1 - Pr[Y <= tb] + Pr[Y <= -tb]) for Y ~ Lap(b), as a sum of exponentials,
        against e^(-t)."""
        two_sided = constant(1) if t < 0 else add(constant(1), scale(laplace_cdf(t * b, b), -1),
                                                  laplace_cdf(-t * b, b))
        return compare_exp_sums(two_sided, "==", {-t: F(1)}, detail="Pr[|Y| >= tb] against e^(-t), as sums of "
                                "exponentials")

    #: Pr[|Y| >= tb] for Y ~ Lap(b) (the sure event for t < 0, else the two tails) against e^(-t).
    LAPLACE_TAIL = """
    tail = 1 if t < 0 else laplace_interval(0, b, (t*b, None)) + laplace_interval(0, b, (None, -t*b))
    tail == exp(-t)
    """

    SURVEY.claim(
        "theorem-6.3-laplace-tail",
        label="Theorem 6.3",
        statement=r"For a Laplace random variable $Y \sim \text{Lap}(b)$, we know that $\Pr[|Y| \geq t \cdot b] = "
        r"\exp(-t)$",
        kind="identity",
        hypotheses="b the scale of Lap(b), defined for positive b (l.479); t any real the sentence allows (it states "
        "no range, as §4.1.1's fact at l.522 does not)",
        domain=Domain.of(among("b", (F(1, 2), F(1), F(2), F(4))), steps("t", -2, 5, "1/4")),
        finding="The fact is restated from §4.1.1 for every t: for t < 0 the event is sure (b = 1/2, t = -2: 1 against "
        "e^2); the proof uses it at t = εα/4 >= 0 only (004.theorem-6.3-threshold-tail).",
        correction=SURVEY.correction(
            "theorem-6.3-laplace-tail.corrected",
            label="Theorem 6.3",
            statement=r"For $Y \sim \text{Lap}(b)$ and $t \geq 0$, $\Pr[|Y| \geq t \cdot b] = \exp(-t)$",
            kind="identity",
            hypotheses="t >= 0 (at t = 0 the left side is 1 = e^0 as well)",
            domain=Domain.of(among("b", (F(1, 2), F(1), F(2), F(4))), steps("t", 0, 5, "1/4")),
            formula=LAPLACE_TAIL,
        )(_laplace_tail),
        formula=LAPLACE_TAIL,
    )(_laplace_tail)

    def _is_laplace(eps: Fraction, mu: Fraction, b: Fraction) -> Evaluation:
        """l.1042: |T̂ - T| against Lap(μ, b), compared through Pr[. < 0]: 0 for |T̂ - T|, ½e^(-μ/b) or 1 - ½e^(μ/b)
        for Lap(μ, b), never 0."""
        return compare_exp_sums({}, "==", laplace_cdf(-mu, b), detail="Pr[|T-hat - T| < 0] against Pr[Lap(mu, b) < 0]")

    def _exponential_tail(eps: Fraction, s: Fraction) -> Evaluation:
        """T̂ - T ~ Lap(2/ε): Pr[|T̂ - T| >= s] = 1 - Pr[Lap(2/ε) < s] + Pr[Lap(2/ε) <= -s] against e^(-εs/2)."""
        tail = add(constant(1), scale(laplace_cdf(s, 2 / eps), -1), laplace_cdf(-s, 2 / eps))
        return compare_exp_sums(tail, "==", {-eps * s / 2: F(1)}, detail="Pr[|T-hat - T| >= s] against e^(-eps s/2)")

    SURVEY.claim(
        "theorem-6.3-laplace-claim",
        label="Theorem 6.3",
        statement=r"as the noise added in the context of AboveThreshold is taken from the Laplace distribution, "
        r"$|\hat{T} - T|$ is a Laplace random variable.",
        kind="identity",
        hypotheses="T-hat = T + Lap(2/eps) (Algorithm 5, l.958); a Laplace random variable Lap(mu, b) as l.479 defines "
        "it (b positive); the two laws compared on the event that the variable is negative",
        domain=Domain.of(among("eps", (F(1), F(1, 2), F(2))), among("mu", (F(0), F(1), F(-1), F(2))),
                         among("b", (F(2), F(1), F(4)), text="b in {2, 1, 4} (b = 2/eps at eps = 1)")),
        finding="|T̂ - T| >= 0 while a Laplace variable is negative with positive probability: ε = 1, μ = 0, b = 2 "
        "(Lap(2/ε)) give Pr[|T̂ - T| < 0] = 0 against 1/2; T̂ - T is Lap(2/ε), |T̂ - T| exponential.",
        correction=SURVEY.correction(
            "theorem-6.3-laplace-claim.corrected",
            label="Theorem 6.3",
            statement=r"$\hat{T} - T \sim \text{Lap}(2/\varepsilon)$, so $\Pr[|\hat{T} - T| \geq s] = "
            r"e^{-\varepsilon s/2}$ for $s \geq 0$",
            kind="identity",
            hypotheses="T-hat = T + Lap(2/eps) (Algorithm 5, l.958); the tail of |T-hat - T| from the Laplace cdf",
            domain=Domain.of(among("eps", (F(1), F(1, 2), F(2))), steps("s", 0, 9, "1/2")),
            formula="""
            # T-hat - T ~ Lap(2/eps): Pr[|T-hat - T| >= s] = 1 - Pr[-s < Lap(2/eps) < s], against e^(-eps s/2)
            1 - laplace_interval(0, 2/eps, (-s, s)) == exp(-eps*s/2)
            """,
        )(_exponential_tail),
        formula="""
        # |T-hat - T| is never negative; a Laplace variable Lap(mu, b) is negative with probability
        # Pr[mu + Lap(b) < 0]: the two laws compared on that event
        0 == laplace_interval(mu, b, (None, 0))
        """,
    )(_is_laplace)

    def _events_exponential(eps: Fraction, alpha: Fraction) -> Evaluation:
        """l.1020: Pr[|T̂ - T| > α] (T̂ - T ~ Lap(2/ε)) and Pr[|v_i| > α] (v_i ~ Lap(4/ε)), each 1 - Pr[L <= α] +
        Pr[L <= -α] exactly, against C e^(-cα) with C = 1, c = ε/4 > 0."""
        def tail(b: Fraction) -> ExpSum:
            return add(constant(1), scale(laplace_cdf(alpha, b), -1), laplace_cdf(-alpha, b))
        bound = {-eps * alpha / 4: F(1)}
        return weakest((compare_exp_sums(tail(2 / eps), "<=", bound, detail="Pr[|T-hat - T| > alpha] against "
                                         "e^(-eps alpha/4)"),
                        compare_exp_sums(tail(4 / eps), "<=", bound, detail="Pr[|v_i| > alpha] against "
                                         "e^(-eps alpha/4)")))

    SURVEY.claim(
        "theorem-6.3-events-exponential",
        label="Theorem 6.3",
        statement=r"the noisy threshold $\hat{T}$ may be too far removed from $T$, i.e. $|\hat{T} - T| > \alpha$, "
        r"and also that a small count $q_i(x)$ may end up appearing above the threshold as a result of too much noise "
        r"being added to it [...] these events are very unlikely and happen with probability that are exponentially "
        r"small in $\alpha$",
        hypotheses="T-hat = T + Lap(2/eps) and v_i ~ Lap(4/eps) (Algorithm 5, l.958-960); the events |T-hat - T| > "
        "alpha and |v_i| > alpha (the noise that moves a count across the threshold); every alpha >= 0 of the grid",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), steps("alpha", 0, 12, "1/2")),
        formula="""
        # model: Pr[|Lap(b)| > alpha] = 1 - Pr[-alpha < Lap(b) < alpha] from the Laplace law, for T-hat - T ~ Lap(2/eps)
        # and v_i ~ Lap(4/eps); against the reading's C e^(-c alpha), C = 1, c = eps/4
        tail(b) = 1 - laplace_interval(0, b, (-alpha, alpha))
        tail(2/eps) <= exp(-eps*alpha/4) and tail(4/eps) <= exp(-eps*alpha/4)
        """,
        reading="as read",
        deviations=(Deviation("quantitative reading", "'exponentially small in alpha' read as: at most C e^(-c alpha) "
                              "with C, c > 0 fixed with eps, decided with C = 1, c = eps/4 (Pr[|T-hat - T| > alpha] = "
                              "e^(-eps alpha/2), Pr[|v_i| > alpha] = e^(-eps alpha/4))", where="§6.1, l.1020"),),
        meaningless="'very unlikely' and 'exponentially small' name no bound and no rate: as printed the sentence "
        "states no inequality",
    )(_events_exponential)

    def _threshold_tail(eps: Fraction, alpha: Fraction) -> Evaluation:
        """l.1044: Pr[|T̂ - T| >= α/2] = 1 - Pr[Lap(2/ε) < α/2] + Pr[Lap(2/ε) <= -α/2] against e^(-εα/4), α >= 0."""
        tail = add(constant(1), scale(laplace_cdf(alpha / 2, 2 / eps), -1), laplace_cdf(-alpha / 2, 2 / eps))
        return compare_exp_sums(tail, "==", {-eps * alpha / 4: F(1)}, detail="Pr[|T-hat - T| >= alpha/2] against "
                                "exp(-eps alpha/4)")

    SURVEY.claim(
        "theorem-6.3-threshold-tail",
        label="Theorem 6.3",
        statement=r"$\Pr\left[|\hat{T} - T| \geq \frac{\alpha}{2}\right] = \exp\left(-\frac{\varepsilon"
        r"\alpha}{4}\right)$",
        kind="identity",
        hypotheses="T-hat = T + Lap(2/eps) (Algorithm 5, l.958); alpha the accuracy of Theorem 6.3, positive (l.1024), "
        "swept over rationals (the identity holds for every alpha, the theorem's included)",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), steps("alpha", 0, 12, "1/2")),
        formula="""
        # model: T-hat - T ~ Lap(2/eps), Pr[|T-hat - T| >= alpha/2] = 1 - Pr[-alpha/2 < Lap(2/eps) < alpha/2];
        # printed: exp(-eps alpha/4)
        1 - laplace_interval(0, 2/eps, (-alpha/2, alpha/2)) == exp(-eps*alpha/4)
        """,
    )(_threshold_tail)

    def _flip(eps: Fraction, beta: Fraction, alpha: Fraction, corrected: bool) -> Evaluation:
        """The premise e^(-εα/4) <= β/2 is εα/4 >= ln(2/β) = L; the printed conclusion is εα/4 <= L."""
        x = eps * alpha / 4
        low, high = _log_bounds(2 / beta)
        if corrected:  # premise ⇔ conclusion, each decided on its own: e^(-x) <= β/2 against x >= L
            e_low, e_high = exp_bounds(-x)
            premise = True if e_high <= beta / 2 else False if e_low > beta / 2 else None
            conclusion = True if x >= high else False if x < low else None
            if premise is None or conclusion is None:
                raise ValueError("enclosures too wide")
            return same_truth(premise, conclusion, detail="e^(-eps alpha/4) <= beta/2, alpha >= 4 ln(2/beta)/eps")
        if x <= low:
            return Evaluation(x, "<=", low, detail="eps alpha/4 against a lower bound of ln(2/beta)")
        if x > high:
            return Evaluation(x, "<=", high, detail="eps alpha/4 against an upper bound of ln(2/beta)")
        raise ValueError("the series bounds of ln(2/beta) do not separate")

    SURVEY.claim(
        "theorem-6.3-flip",
        label="Theorem 6.3",
        statement=r"$\exp\left(-\frac{\varepsilon\alpha}{4}\right) \leq \frac{\beta}{2} \implies "
        r"-\frac{\varepsilon\alpha}{4} \leq \ln \frac{\beta}{2} \implies \alpha \leq \frac{4 \ln \frac{2}{\beta}}"
        r"{\varepsilon}$",
        hypotheses="the printed implications, from the first member to the last: the premise is eps alpha/4 at "
        "least ln(2/beta), the conclusion eps alpha/4 at most ln(2/beta), so the implication holds exactly where the "
        "conclusion does",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 2), F(1))),
                         among("alpha", (F(1, 2), F(1), F(2), F(4), F(8), F(16)))),
        finding="The last step reverses the inequality: at ε = 1/2, β = 1/2, α = 16 the premise e^(-2) <= 1/4 holds "
        "but 16 <= 8 ln 4 ≈ 11.09 fails; the premise is equivalent to α >= 4 ln(2/β)/ε.",
        correction=SURVEY.correction(
            "theorem-6.3-flip.corrected",
            label="Theorem 6.3",
            statement=r"$\exp\left(-\frac{\varepsilon\alpha}{4}\right) \leq \frac{\beta}{2} \iff \alpha \geq "
            r"\frac{4 \ln \frac{2}{\beta}}{\varepsilon}$",
            kind="identity",
            formula="""
            # the premise e^(-eps alpha/4) <= beta/2 against alpha >= 4 ln(2/beta)/eps, each decided on its own
            (1 if exp(-eps*alpha/4) <= beta/2 else 0) == (1 if alpha >= 4*ln(2/beta)/eps else 0)
            """,
        )(lambda eps, beta, alpha: _flip(eps, beta, alpha, True)),
        formula="""
        # the premise e^(-eps alpha/4) <= beta/2 is eps alpha/4 >= ln(2/beta); the printed conclusion alpha <=
        # 4 ln(2/beta)/eps is eps alpha/4 <= ln(2/beta), so the implication holds exactly where the conclusion does
        eps*alpha/4 <= ln(2/beta)
        """,
    )(lambda eps, beta, alpha: _flip(eps, beta, alpha, False))

    def _union_requires(eps: Fraction, beta: Fraction, k: int, alpha: Fraction) -> Evaluation:
        """k e^(-εα/8) <= β/2 (⇔ εα/8 >= ln(2k/β)) implies α >= (8 ln(2/β) + ln k)/ε."""
        premise, _ = compare(lambda: ball(k) * (-ball(eps * alpha / 8)).exp(), "<=", lambda: ball(beta) / 2)
        conclusion, _ = compare(lambda: ball(eps * alpha), ">=",
                                lambda: 8 * (2 / ball(beta)).log() + ball(k).log())
        y = eps * alpha / 8  # Pr[max |v_i| >= α/2] = 1 - (1 - e^(-y))^k, v_i ~ Lap(4/ε), against k e^(-y)
        tail = {-j * y: F((-1) ** (j + 1) * comb(k, j)) for j in range(1, k + 1)}
        return weakest((compare_exp_sums(tail, "<=", {-y: F(k)}, detail="Pr[max |v_i| >= alpha/2] against k e^(-eps "
                                    "alpha/8)"),
                        Evaluation(int(conclusion or not premise), "==", 1,
                                   detail=f"premise {premise}, conclusion {conclusion}")))

    SURVEY.claim(
        "theorem-6.3-union",
        label="Theorem 6.3",
        statement=r"$\Pr\left[\max_{i \in [k]} |v_i| \geq \frac{\alpha}{2}\right] \leq k \cdot "
        r"\exp\left(-\frac{\varepsilon\alpha}{8}\right)$ And, similarly, bounding this above by $\frac{\beta}{2}$ "
        r"requires us to have $\alpha \geq \frac{8 \ln\left(\frac{2}{\beta}\right) + \ln k}{\varepsilon}$.",
        hypotheses="v_i independent Lap(4/eps) (l.960); the union bound checked against the exact probability 1 - "
        "(1 - e^(-eps alpha/8))^k; 'requires us to have' decided as a necessary condition: bounding the union bound "
        "by beta/2 implies the printed lower bound on alpha",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 2))),
                         among("k", (1, 2, 16, 256)), among("alpha", (F(1), F(8), F(20), F(40), F(80), F(160)))),
        formula="""
        # v_1, ..., v_k independent Lap(4/eps): P[|v_i| < alpha/2] = laplace_interval(0, 4/eps, (-alpha/2, alpha/2)),
        # so Pr[max_i |v_i| >= alpha/2] = 1 - P^k, P^k enclosed as exp(k ln P) (P itself at k = 1, where the union
        # bound is an equality of exact sums); against the printed union bound k exp(-eps alpha/8); and 'requires':
        # bounding the union bound by beta/2 implies the printed lower bound on alpha
        inside = laplace_interval(0, 4/eps, (-alpha/2, alpha/2))
        union = k*exp(-eps*alpha/8)
        1 - (inside if k == 1 else exp(k*ln(inside))) <= union
          and implies(union <= beta/2, alpha >= (8*ln(2/beta) + ln(k))/eps)
        """,
    )(_union_requires)

    # ------------------------------------------------------------------ Sparse (Algorithm 6, Theorems 6.4, 6.5)

    SURVEY.claim(
        "theorem-6.3-union-suffices",
        label="Theorem 6.3",
        statement=r"And, similarly, bounding this above by $\frac{\beta}{2}$ requires us to have $\alpha \geq "
        r"\frac{8 \ln\left(\frac{2}{\beta}\right) + \ln k}{\varepsilon}$.",
        hypotheses="read as what the proof needs: at alpha = (8 ln(2/beta) + ln k)/eps the union bound k e^(-eps "
        "alpha/8) = k (beta/2) k^(-1/8) is <= beta/2; k an 8th power so that k^(7/8) is rational",
        domain=Domain.of(among("k", (1, 256, 6561), text="k in {1, 256, 6561} (8th powers)"),
                         among("beta", (F(1, 10), F(1, 2), F(1)))),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'requires us to have alpha >= A' read as 'alpha = A suffices' "
                              "(the proof's conclusion is the theorem's alpha)",
                              where="Theorem 6.3's proof, last line"),),
        literal="004.theorem-6.3-union",
        finding="The printed α lacks parentheses: at α = (8 ln(2/β) + ln k)/ε the bound k e^(-εα/8) is (β/2)k^(7/8): "
        "k = 256, β = 1/10 give 32/5 > 1/20; α = 8(ln(2/β) + ln k)/ε gives exactly β/2.",
        correction=SURVEY.correction(
            "theorem-6.3-union-suffices.corrected",
            label="Theorem 6.3",
            statement=r"At $\alpha = \frac{8 (\ln (2/\beta) + \ln k)}{\varepsilon}$, $k \exp(-\varepsilon\alpha/8) = "
            r"\frac{\beta}{2}$",
            kind="identity",
            domain=Domain.of(ints("k", 1, 20), among("beta", (F(1, 10), F(1, 2), F(1)))),
            formula="""
            # the union bound k e^(-eps alpha/8) at alpha = 8(ln(2/beta) + ln k)/eps: k e^(-ln(2k/beta)) = k beta/(2k)
            k * beta/(2*k) == beta/2
            """,
        )(lambda k, beta: equal(k * beta / (2 * k), beta / 2, detail="k e^(-ln(2k/beta)) against beta/2")),
        formula="""
        # the union bound k e^(-eps alpha/8) at the printed alpha = (8 ln(2/beta) + ln k)/eps:
        # k e^(-ln(2/beta) - ln(k)/8) = k (beta/2) / r, r = k^(1/8) (k an 8th power)
        r = max(j for j in ints(1, k) if j**8 == k)
        k * (beta/2) / r <= beta/2
        """,
    )(lambda k, beta: Evaluation(beta / 2 * _eighth_root(k) ** 7, "<=", beta / 2,
                                 detail="k e^(-(8 ln(2/beta) + ln k)/8) = (beta/2) k^(7/8) against beta/2"))

    def _sparse_outputs(k: int, c: int) -> list[tuple[bool, ...]]:
        """Every output of Sparse on k queries: bits until the c-th ⊤, or k bits with fewer ⊤."""
        outs = []
        for bits in product((False, True), repeat=k):
            for end in range(1, k + 1):
                out = bits[:end]
                if (out.count(True) == c and out[-1]) or (end == k and out.count(True) < c):
                    outs.append(out)
        return sorted(set(outs))

    def _sparse_privacy(eps: Fraction, budget: tuple[int, Fraction], shifts: tuple[int, ...], swap: int
                        ) -> Evaluation:
        """max_S Pr[a in S] - e^ε Pr'[a in S] = Σ_a (Pr[a] - e^ε Pr'[a])⁺ against δ (δ = 0, or δ = e^(-m) with
        ln(1/δ) = m); σ = 2c/ε, or √(32 c m)/ε (a rational: 32cm is a square)."""
        c, m = budget
        sigma = 2 * F(c) / eps if m == 0 else F(isqrt(32 * c * m.numerator * m.denominator), m.denominator) / eps
        zeros, moved = [F(0)] * len(shifts), [F(v) for v in shifts]
        x, x_prime = (moved, zeros) if swap else (zeros, moved)
        excess: ExpSum = {}
        for out in _sparse_outputs(len(shifts), c):
            gap = add(sparse(x, list(out), F(0), sigma, c), scale(sparse(x_prime, list(out), F(0), sigma, c), -1, eps))
            if gap and compare(lambda gap=gap: ball_of(gap), ">", lambda: ball(0))[0]:
                excess = add(excess, gap)
        delta: ExpSum = {} if m == 0 else {-m: F(1)}
        return compare_exp_sums(excess, "<=", delta,
                                detail="sum over outputs of (Pr[a] - e^eps Pr'[a])^+ against delta")

    def _sparse_all_top(eps: Fraction, budget: tuple[int, Fraction], a: Fraction) -> Evaluation:
        """Pr[⊤^c] - e^ε Pr'[⊤^c] against δ = e^(-m) for c queries answering a on x and a - 1 on x' (sensitivity 1):
        the threshold is redrawn after each ⊤, so Pr[⊤^c] = Pr[a + Lap(2σ) >= Lap(σ)]^c, σ = √(32 c m)/ε."""
        c, m = budget
        sigma = F(isqrt(32 * c * m.numerator * m.denominator), m.denominator) / eps
        on_x = exp_product(*[threshold_probability([(a, True)], F(0), sigma)] * c)
        on_neighbour = exp_product(*[threshold_probability([(a - 1, True)], F(0), sigma)] * c)
        return compare_exp_sums(add(on_x, scale(on_neighbour, -1, eps)), "<=", {-m: F(1)},
                                detail="Pr[all c answers ⊤] - e^eps Pr'[all c answers ⊤] against delta")

    BUDGETS = ((1, F(0)), (2, F(0)), (1, F(1, 2)), (1, F(2)), (2, F(1, 4)), (2, F(1)))

    def _sparse_domain(eps: tuple[Fraction, ...], budgets: tuple[tuple[int, Fraction], ...], budget_text: str,
                       eps_all_top: Fraction, all_top: tuple[tuple[int, Fraction], ...], all_top_text: str) -> Domain:
        """Two neighbour families: k = 2 queries at T = 0 with every set of outputs, and c queries at a, a - 1 with
        the output ⊤^c (all answered above the threshold)."""
        return Domain.union(
            Domain.of(among("eps", eps), among("budget", budgets, text=budget_text),
                      among("shifts", ((1, 1), (1, -1), (-1, 1), (-1, -1), (1, 0), (0, -1)),
                            text="q_i(x') - q_i(x) = shifts in {(1, 1), (1, -1), (-1, 1), (-1, -1), (1, 0), (0, -1)}"),
                      among("swap", (0, 1), text="swap in {0, 1}: (x, x') as stated, or exchanged (every set of "
                            "outputs)")),
            Domain.of(among("eps", (eps_all_top,)), among("budget", all_top, text=all_top_text),
                      among("a", (F(1, 8), F(1, 4), F(1, 2)),
                            text="q_i(x) = a, q_i(x') = a - 1 for i <= c, a in {1/8, 1/4, 1/2}, the set {⊤^c}")))

    def _sparse_point(point: Point) -> Evaluation:
        if "a" in point:
            return _sparse_all_top(point["eps"], point["budget"], point["a"])
        return _sparse_privacy(point["eps"], point["budget"], point["shifts"], point["swap"])

    SURVEY.claim(
        "theorem-6.4",
        label="Theorem 6.4",
        statement=r"Sparse is $(\varepsilon, \delta)$-differentially private.",
        hypotheses="Algorithm 6 (the threshold redrawn after each ⊤, a halt at the c-th ⊤; l.1072-1091); its "
        "Require line: eps > 0, delta >= 0, c in N (l.1068); T = 0; (eps, delta)-DP over every set of outputs, or "
        "on the set {⊤^c}",
        domain=_sparse_domain(
            (F(1),), BUDGETS, "(c, ln(1/delta)) in {(1, delta = 0), (2, delta = 0), (1, 1/2), (1, 2), (2, 1/4), "
            "(2, 1)} (32c ln(1/delta) a square, so sigma is rational)",
            F(50), ((3, F(1, 96)), (4, F(1, 128))), "(c, ln(1/delta)) in {(3, 1/96), (4, 1/128)} (sigma = 1/eps)"),
        # model: Algorithm 6's law of the answers (T = 0; the threshold T + Lap(sigma) redrawn after each ⊤, query
        # noises Lap(2 sigma), a halt at the c-th ⊤): the answers a stage at a time, a stage the ⊥'s up to and with
        # a ⊤ (sparse_threshold with one noisy threshold); (x, x') as the part says (a == None: every output of
        # k = 2 queries, the largest Pr[S] - e^eps Pr'[S] the sum of the positive parts over outputs; else the set
        # {⊤^c} of c queries answering a on x, a - 1 on x'). printed: (eps, delta)-DP, delta = e^(-ln(1/delta))
        formula="""
        c = budget[0]
        m = budget[1]
        sigma = 2*c/eps if m == 0 else sqrt(32*c*m)/eps
        delta = 0 if m == 0 else exp(-m)
        # the ⊤'s before answer i: the stage answer i belongs to
        before(out, i) = sum(out[h] for h in ints(0, i - 1))
        stage(q, out, j) = tuple((q[i], out[i]) for i in ints(0, len(out) - 1) if before(out, i) == j)
        Pr(q, out) = prod(sparse_threshold(stage(q, out, j), 0, sigma) for j in ints(0, sum(out))
            if len(stage(q, out, j)) > 0)
        # every output of Sparse on 2 queries: the answers up to the c-th ⊤, or both answers with fewer ⊤'s
        outputs = tuple(out for L in ints(1, 2) for out in tuples((1, 0), L)
            if (sum(out) == c and out[L - 1] == 1) or (L == 2 and sum(out) < c))
        x = (0, 0) if a != None or swap == 0 else shifts
        xp = shifts if a == None and swap == 0 else (0, 0)
        excess = sum(max(0, Pr(x, out) - exp(eps) * Pr(xp, out)) for out in outputs) if a == None else (
            Pr(tuple(a for i in ints(1, c)), tuple(1 for i in ints(1, c)))
            - exp(eps) * Pr(tuple(a - 1 for i in ints(1, c)), tuple(1 for i in ints(1, c))))
        excess <= delta
        """,
        finding="Without ε <= 1 the advanced-composition step fails and so does the theorem: ε = 50, c = 3, "
        "ln(1/δ) = 1/96 (σ = 1/50), three queries answering 1/4 on x and -3/4 on x': Pr[⊤⊤⊤] - e^ε Pr'[⊤⊤⊤] ≈ 0.99557 "
        "> δ ≈ 0.98964.",
        correction=SURVEY.correction(
            "theorem-6.4.corrected",
            label="Theorem 6.4",
            statement=r"For $0 < \varepsilon \leq 1$ and $\delta = 0$ or $0 < \delta \leq 1/e$, Sparse is "
            r"$(\varepsilon, \delta)$-differentially private.",
            hypotheses="as the claim; eps <= 1 and delta = 0 or delta <= 1/e (the range of the corrected "
            "advanced-composition step, Dwork and Roth Theorem 3.20)",
            domain=_sparse_domain(
                (F(1, 2), F(1)), ((1, F(0)), (2, F(0)), (1, F(2)), (2, F(1)), (1, F(8)), (2, F(4))),
                "(c, ln(1/delta)) in {(1, delta = 0), (2, delta = 0), (1, 2), (2, 1), (1, 8), (2, 4)} (32c "
                "ln(1/delta) a square)", F(1), ((3, F(3, 2)), (4, F(2))),
                "(c, ln(1/delta)) in {(3, 3/2), (4, 2)} (sigma = 12/eps, 16/eps)"),
        )(_sparse_point),
    )(_sparse_point)

    SURVEY.definition(
        "algorithm-6", label="Algorithm 6",
        statement=r"Sparse: $\sigma \leftarrow \frac{2c}{\epsilon}$ if $\delta = 0$, else $\sigma \leftarrow "
        r"\frac{\sqrt{32c \ln \frac{1}{\delta}}}{\epsilon}$; $\hat{T} \leftarrow T + \text{Lap}(\sigma)$; for each "
        r"$i$: $v_i \leftarrow \text{Lap}(2\sigma)$; if $q_i(x) + v_i \geq \hat{T}_j$ then $a_i \leftarrow \top$, "
        r"$j \leftarrow j + 1$, $\hat{T}_j = T + \text{Lap}(\sigma)$, else $a_i \leftarrow \perp$; if $j \geq c$ "
        r"then Halt.")

    def _instances(c: int, eps: Fraction, L: Fraction) -> Evaluation:
        """Algorithm 6's threshold noise σ and query noise 2σ against AboveThreshold(ε')'s 2/ε' and 4/ε' (l.958-960),
        ε' as l.1062 assigns it: δ = 0 (L = 0 here) σ = 2c/ε against 2/(ε/c); δ > 0, L = ln(1/δ): σ = √(32cL)/ε
        against 2√(8cL)/ε, both positive, so compared through their squares 32cL/ε² and 4·8cL/ε²."""
        if L == 0:
            return equal(2 * F(c) / eps, 2 / (eps / c), detail="sigma against 2/eps' (delta = 0)")
        return equal(32 * c * L / eps**2, 4 * (8 * c * L) / eps**2, detail="sigma^2 against (2/eps')^2 (delta > 0)")

    SURVEY.claim(
        "theorem-6.4-instances",
        label="Theorem 6.4",
        kind="identity",
        statement=r"[Algorithm 6 with] $\varepsilon' = \begin{cases} \frac{\varepsilon}{c}, & \text{if } \delta = 0; "
        r"\\ \frac{\varepsilon}{\sqrt{8c \ln \frac{1}{\delta}}} & \text{otherwise.} \end{cases}$ So we take "
        r"repeated instances of $\text{AboveThreshold}(x, \{q_i\}, T, \epsilon')$ (at most $c$ times)",
        hypotheses="each stage of Algorithm 6 (l.1072-1091) between two ⊤'s draws its threshold noise Lap(sigma) and "
        "query noises Lap(2 sigma) as AboveThreshold (Algorithm 5, l.958-960) at eps' draws Lap(2/eps') and "
        "Lap(4/eps'): decided as sigma = 2/eps' in both branches; L = ln(1/delta), a positive real, swept over the "
        "domain's values",
        domain=Domain.of(ints("c", 1, 6), among("eps", (F(1, 2), F(1), F(2))),
                         among("L", (F(0), F(1, 10), F(1), F(7)),
                               text="L = ln(1/delta) in {0 (delta = 0), 1/10, 1, 7}")),
        formula="""
        # model: Algorithm 6's stage noise, Lap(sigma) on the threshold (Lap(2 sigma) on the queries), sigma = 2c/eps
        # (delta = 0) or sqrt(32c ln(1/delta))/eps; printed: AboveThreshold at eps' draws Lap(2/eps') (and Lap(4/eps'))
        sigma = 2*c/eps if L == 0 else sqrt(32*c*L)/eps
        epsp = eps/c if L == 0 else eps/sqrt(8*c*L)
        # both positive: compared through their squares (the engine's surds compare only with one radicand)
        sigma**2 == (2/epsp)**2
        """,
    )(_instances)

    SPARSE_FIRST = ("RR", "RR'", "3RR", "skew", "skew'", "null")
    SPARSE_THEN = ("RR", "RR'", "skew", "skew'")
    SPARSE_FAMILY = ("e^eps'-RR, its mirror RR', 3-ary RR, the skewed pair (P(0)/Q(0) = 1 + 3(e^eps' - 1)/5, Q(1)/P(1) "
                     "= e^eps') and its mirror skew', a constant mechanism (model/adaptive.py)")

    @lru_cache(maxsize=8)
    def _c_fold(c: int) -> tuple[Strategy, ...]:
        """c = 1, 2: every adaptive strategy over the family; c = 3: every fixed sequence of RR, skew, 3RR."""
        family = pure_family(F(2))
        if c <= 2:
            return tuple(adaptive_strategies(family, SPARSE_FIRST, SPARSE_THEN, c))
        return tuple(nonadaptive_strategies(family, ("RR", "skew", "3RR"), c))

    def _basic(lam: Fraction, c: int, strategy: Strategy) -> Evaluation:
        """l.1098: c mechanisms, each ε/c-DP with e^(ε/c) = λ, composed adaptively: every view has both ratios
        Pr[V^0 = v]/Pr[V^1 = v] and its inverse at most λ^c = e^ε (so every set S does)."""
        P, Q = views(pure_family(lam), strategy, c)
        top = max(level(P, Q), level(Q, P))  # type: ignore[type-var]
        return Evaluation(top, "<=", lam**c, detail="the largest ratio of the views' laws against e^eps")

    SURVEY.claim(
        "theorem-6.4-basic",
        label="Theorem 6.4",
        statement=r"when $\delta = 0$, the result that $c$ instances of a $\epsilon' = \frac{\epsilon}{c}$"
        r"-differentially private algorithms are $\epsilon$-differentially private simply follows from basic "
        r"composition.",
        hypotheses="c eps/c-DP mechanisms composed adaptively, each chosen by the outputs seen so far (l.1056, "
        "l.1098); eps-DP of the composition, both orders, every set of outputs (l.331)",
        domain=Domain.of(among("e^(eps/c)", (F(3, 2), F(2)), text="e^(eps/c) in {3/2, 2}"),
                         among("c", (1, 2, 3)),
                         each("strategy", lambda c: _c_fold(c), "for c <= 2 every adaptive strategy: the first "
                              f"mechanism one of {', '.join(SPARSE_FIRST)}, each later one (by the outputs so far) one "
                              f"of {', '.join(SPARSE_THEN)}; for c = 3 every fixed sequence of RR, skew, 3RR "
                              f"({SPARSE_FAMILY})")),
    )(lambda point: _basic(point["e^(eps/c)"], point["c"], point["strategy"]))

    def _rr_hockey(lam: Fraction, c: int, level: Fraction) -> Fraction:
        """max over S of P(S) - level·Q(S) for c-fold λ-RR (P keeps the bit, Q flips it): Σ over the number j of
        kept bits with λ^(2j-c) > level of C(c, j)(λ^j - level·λ^(c-j))/(1 + λ)^c."""
        return sum((comb(c, j) * (lam**j - level * lam ** (c - j)) / (1 + lam) ** c
                    for j in range(c + 1) if lam ** (2 * j - c) > level), F(0))

    def _advanced_step(c: int, s: int, lam: Fraction) -> Evaluation:
        """ε' = ln λ, ln(1/δ) = s²/(8c): ε = ε'·√(8c ln(1/δ)) = s ε', so e^ε = λ^s; the hockey-stick divergence of
        c-fold ε'-RR at e^ε against δ = e^(-s²/(8c))."""
        hockey = _rr_hockey(lam, c, lam**s)
        return compare_exp_sums(constant(hockey), "<=", {F(-s * s, 8 * c): F(1)},
                           detail="max_S P(S) - e^eps Q(S) of c-fold eps'-RR against delta")

    def _eps_prime_ball(c: int, eps: Fraction, delta: Fraction) -> Ball:  # type: ignore[valid-type]
        return ball(eps) / (8 * ball(c) * (1 / ball(delta)).log()).sqrt()

    @lru_cache(maxsize=64)
    def _rational_level(c: int, eps: Fraction, delta: Fraction) -> Fraction:
        """A rational λ' <= e^ε' (ε' = ε/√(8c ln(1/δ))): a lower bound of the ball rounded down to thousandths, so
        every λ'-DP mechanism is ε'-DP."""
        low, _ = with_precision(lambda: _eps_prime_ball(c, eps, delta).exp(), 128)
        return F(floor(low * 1000), 1000)

    def _advanced_adaptive(c: int, eps: Fraction, delta: Fraction, strategy: Strategy) -> Evaluation:
        """c mechanisms from the family at the rational level λ' <= e^ε' composed by ``strategy``: max_S Pr[V^0 ∈ S]
        - e^ε Pr[V^1 ∈ S] against δ (e^ε enclosed by rational bounds, else balls)."""
        P, Q = views(pure_family(_rational_level(c, eps, delta)), strategy, c)
        level, bounds = (lambda: ball(eps).exp()), with_precision(lambda: ball(eps).exp(), 160)
        on_p, on_q = mass_above(P, Q, level, bounds)
        return excess_at_most(on_p, on_q, level, bounds, delta, "max_S Pr[V^0 in S] - e^eps Pr[V^1 in S] against "
                              "delta")

    def _advanced_corrected(c: int, eps: Fraction, delta: Fraction) -> Evaluation:
        """c-fold ε'-RR, ε' = ε/√(8c ln(1/δ)): its hockey-stick divergence at e^ε against δ (certified balls)."""
        def eps_prime():  # type: ignore[no-untyped-def]
            return ball(eps) / (8 * ball(c) * (1 / ball(delta)).log()).sqrt()

        def hockey():  # type: ignore[no-untyped-def]
            lam, level = eps_prime().exp(), ball(eps).exp()
            total = ball(0)
            for j in range(c + 1):
                if (2 * j - c) * eps_prime() > ball(eps):
                    total += comb(c, j) * (lam**j - level * lam ** (c - j)) / (1 + lam) ** c
                elif not (2 * j - c) * eps_prime() <= ball(eps):
                    raise ValueError("undecided outcome")
            return total
        return certified(hockey, "<=", lambda: ball(delta), detail="hockey-stick divergence of c-fold eps'-RR")

    SURVEY.claim(
        "theorem-6.4-advanced",
        label="Theorem 6.4",
        statement=r"For when $\delta > 0$, we can apply the advanced composition theorem to get that $c$ "
        r"applications of an $\epsilon' = \frac{\epsilon}{\sqrt{8c \ln \frac{1}{\delta}}}$-differentially private "
        r"algorithm is $(\epsilon, \delta)$-differentially private.",
        hypotheses="the c applications: c-fold eps'-randomized response, an eps'-DP algorithm (l.1100); (eps, "
        "delta)-DP as Definition 3.5 (l.331), every set of outputs",
        domain=Domain.of(ints("c", 1, 4), ints("s", 1, 3),
                         among("e^eps'", (F(2), F(10), F(100)),
                               text="e^eps' in {2, 10, 100}; ln(1/delta) = s^2/(8c), so eps = eps' "
                               "sqrt(8c ln(1/delta)) = s eps'", symbol="lam")),
        finding="Without ε <= 1 the step fails: c = 2, ln(1/δ) = 1/16 (δ ≈ 0.939), e^ε' = 100 (ε = ε'): two ε'-RR "
        "answers have max_S P(S) - e^ε Q(S) = 9900/10201 ≈ 0.9705 > δ.",
        formula="""
        # c-fold eps'-randomized response, lam = e^eps': each answer keeps its bit with probability lam/(1 + lam) on
        # x and flips it on x' (the bit's other value): the joint laws of the c answers on {keep, flip}^c
        keep = lam/(1 + lam)
        P = tuple(prod(keep if b == 1 else 1 - keep for b in bits) for bits in tuples((1, 0), c))
        Q = tuple(prod(1 - keep if b == 1 else keep for b in bits) for bits in tuples((1, 0), c))
        # ln(1/delta) = s^2/(8c): eps = eps' sqrt(8c ln(1/delta)) = s eps', so e^eps = lam^s; max_S P(S) - e^eps Q(S)
        # against delta = e^(-s^2/(8c))
        hockey_stick(P, Q, lam**s) <= exp(-s**2/(8*c))
        """,
        correction=SURVEY.correction(
            "theorem-6.4-advanced.corrected",
            label="Theorem 6.4",
            statement=r"For $0 < \epsilon \leq 1$ and $0 < \delta \leq 1/e$, $c$ applications of an $\epsilon' = "
            r"\frac{\epsilon}{\sqrt{8c \ln \frac{1}{\delta}}}$-differentially private algorithm are $(\epsilon, "
            r"\delta)$-differentially private",
            hypotheses="eps <= 1, delta <= 1/e (Dwork and Roth, Theorem 3.20 with its corollary's eps < 1); the c "
            "applications: c-fold eps'-RR at e^eps' itself (certified), and every adaptive composition of c "
            "mechanisms at a rational level at most e^eps' (exact laws)",
            domain=Domain.union(
                Domain.of(ints("c", 1, 12), among("eps", (F(1, 10), F(1, 2), F(1))),
                          among("delta", (F(1, 10**6), F(1, 1000), F(1, 10), F(1, 3))),
                          among("strategy", ("RR every round",), text="the mechanism: eps'-RR in every round")),
                Domain.of(among("c", (1, 2)), among("eps", (F(1, 2), F(1))), among("delta", (F(1, 1000), F(1, 3))),
                          each("strategy", lambda c: _c_fold(c),
                               "every adaptive strategy of c rounds: the first mechanism one of "
                               f"{', '.join(SPARSE_FIRST)}, each later one (by the outputs so far) one of "
                               f"{', '.join(SPARSE_THEN)} ({SPARSE_FAMILY}; e^eps' there the rational level, "
                               "a lower bound of e^eps' rounded down to thousandths)"))),
        )(lambda c, eps, delta, strategy: _advanced_corrected(c, eps, delta) if isinstance(strategy, str)
          else _advanced_adaptive(c, eps, delta, strategy)),
    )(lambda point: _advanced_step(point["c"], point["s"], point["e^eps'"]))

    def _halting(eps: Fraction, beta: Fraction, q_1: int) -> Evaluation:
        """Sparse with c = 1 halts before q_2 exactly when a_1 = ⊤ (σ = 2c/ε = 2/ε)."""
        halt = threshold_probability([(F(q_1), True)], F(0), 2 / eps)
        return compare_exp_sums(halt, "<=", constant(beta), detail="Pr[halt before q_k] against beta")

    #: Query patterns for the corrected Theorem 6.5: q_i(x) = s_i (A + 1) with A = ⌈α⌉⁺ (Sparse's α at δ = 0, rounded
    #: up), so a query with s_i = 1 must be answered ⊤ and one with s_i = -1 ⊥ (each just outside the window), s_i = 0
    #: either; the first k signs are used.
    #: ln(1/δ) with 32cL a square (σ = √(32cL)/ε rational) for c = 1, 2, 3.
    SQUARE_L = {1: F(1, 2), 2: F(1, 4), 3: F(3, 8)}
    SIGN_PATTERNS = ((1, 1, 1, 1), (-1, -1, -1, -1), (1, -1, 1, -1), (-1, 1, 0, 1), (0, 1, -1, -1))

    def _answered_accuracy_family(c_k: tuple[int, int], eps: Fraction, beta: Fraction,
                                  signs: tuple[int, ...], L: Fraction) -> Evaluation:
        """1 - Pr[every answered query meets its condition] for Sparse over every output: the bit sequences that end
        at the c-th ⊤ or at q_k (sparse() gives the others probability 0).  σ = 2c/ε (δ = 0, L = 0) or √(32cL)/ε
        (L = ln(1/δ), 32cL a square); in both branches Theorem 6.5's α is 4σ(ln(2c/β) + ln k) = 4σ ln(2ck/β)."""
        c, k = c_k
        sigma = 2 * F(c) / eps if L == 0 else F(isqrt(32 * c * L.numerator * L.denominator), L.denominator) / eps
        if L and sigma**2 != 32 * c * L / eps**2:
            raise ValueError(f"32cL = {32 * c * L} is not a square")
        A = _above_alpha(4 * sigma, 2 * c * k / beta)  # ⌈4σ L⁺⌉ >= α = 4σ ln(2ck/β)
        answers = [F(sign * (A + 1)) for sign in signs[:k]]
        ok: ExpSum = {}
        for n in range(1, k + 1):
            for output in product((True, False), repeat=n):
                if all(not (bit and q < -A) and not (not bit and q > A) for q, bit in zip(answers, output,
                                                                                         strict=False)):
                    ok = add(ok, sparse(answers, list(output), F(0), sigma, c))
        return compare_exp_sums(add(constant(1), scale(ok, -1)), "<=", constant(beta),
                                detail="failure probability against beta")

    SURVEY.claim(
        "theorem-6.5",
        label="Theorem 6.5",
        statement=r"For any sequence of $k$ queries $\{q_i\}_{i \in [k]}$ such that $L(T) := |\{i : q_i(x) \geq T "
        r"- \alpha\}| \leq c$, if $\delta > 0$, then Sparse is $(\alpha, \beta)$-accurate, where $\alpha = "
        r"\frac{\left(\ln k + \ln \frac{2c}{\beta}\right) \sqrt{512c \ln \frac{1}{\delta}}}{\epsilon}$, and if "
        r"$\delta = 0$, Sparse is $(\alpha, \beta)$-accurate, where $\alpha = \frac{8c \left(\ln \left("
        r"\frac{2c}{\beta}\right) + \ln k\right)}{\epsilon}$.",
        hypotheses="delta = 0, c = 1, k = 2 (sigma = 2c/eps, l.1073); decided on Definition 6.2's first clause: "
        "Sparse halts before q_k with probability at most beta (l.1012); T = 0, q_2(x) = T - 100, below T - alpha "
        "at every point of the domain, so that L(T) <= c (l.1104)",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 4), F(1, 2))),
                         among("q_1", (0, -2, -1, 1, 2, 4, 8), text="q_1(x) in {0, -2, -1, 1, 2, 4, 8}")),
        finding="Sparse halts at its c-th ⊤, possibly before q_k even when L(T) <= c: c = 1, k = 2, ε = 1/2, "
        "β = 1/10, q_1(x) = T, q_2(x) = T - 100: it halts after q_1 with probability 1/2 > β (1/2 at every ε).",
        correction=SURVEY.correction(
            "theorem-6.5.corrected",
            label="Theorem 6.5",
            statement=r"Except with probability at most $\beta$, every query Sparse answers meets its condition "
            r"($q_i(x) \geq T - \alpha$ for $\top$, $q_i(x) \leq T + \alpha$ for $\perp$) (Dwork and Roth, Theorem "
            r"3.26, without the no-early-halt clause)",
            hypotheses="both branches: delta = 0 (sigma = 2c/eps) and delta > 0 (sigma = sqrt(32c ln(1/delta))/eps, "
            "l.1073), where Theorem 6.5's alpha is 4 sigma ln(2ck/beta) in each; c, k of the domain; answers q_i(x) = "
            "s_i (A + 1) just outside the window of half-width A, the integer ceiling of the upper series bound of "
            "alpha (a top at q_i < T - A or a bottom at q_i > T + A is a failure; A >= alpha, so the window is the "
            "printed one rounded up by less than 1); 1 - Pr[every answered condition holds] <= beta, over every "
            "output",
            domain=Domain.of(among("c, k", ((1, 2), (2, 3), (2, 4), (3, 3), (3, 4)),
                                   text="(c, k) in {(1, 2), (2, 3), (2, 4), (3, 3), (3, 4)}"),
                             each("L", lambda point: (F(0), SQUARE_L[point["c, k"][0]]),
                                  "L = ln(1/delta) in {0 (delta = 0), L_c} with L_1 = 1/2, L_2 = 1/4, L_3 = 3/8 "
                                  "(32cL = 16, 16, 36: sigma = 4/eps, 4/eps, 6/eps)"),
                             among("eps", (F(1, 2), F(2))), among("beta", (F(1, 10), F(1, 2))),
                             among("signs", SIGN_PATTERNS, text="q_i(x) = s_i (A + 1), (s_1, ..., s_k) the first k of "
                                   "(1, 1, 1, 1), (-1, -1, -1, -1), (1, -1, 1, -1), (-1, 1, 0, 1) or (0, 1, -1, -1)")),
        )(lambda point: _answered_accuracy_family(point["c, k"], point["eps"], point["beta"], point["signs"],
                                                  point["L"])),
        formula="""
        # Sparse, delta = 0, c = 1, T = 0: T-hat = Lap(sigma), sigma = 2c/eps, v_1 ~ Lap(2 sigma); it halts before q_2
        # exactly when a_1 = ⊤, q_1 + v_1 >= T-hat, i.e. v_1 - T-hat >= -q_1: Pr[halt] against beta
        sigma = 2/eps
        laplace_difference_tail(2*sigma, sigma, -q_1) <= beta
        """,
    )(_halting)

    def _corollary(c: int, eps: Fraction, beta: Fraction, L: Fraction) -> Evaluation:
        """l.1112-1118: Theorem 6.3's α = 8(ln(2/β') + ln k)/ε'' at β' = β/c and ε'' = ε' (ε/c, or ε/√(8cL) with
        L = ln(1/δ)) against Theorem 6.5's α: the logarithms' arguments 2/β' and 2c/β agree, and so do the factors
        8/ε'' and 8c/ε (δ = 0) or √(512cL)/ε (δ > 0, compared through their squares, both positive)."""
        argument = equal(2 / (beta / c), 2 * c / beta, detail="2/(beta/c) against 2c/beta")
        if L == 0:
            return weakest((argument, equal(8 / (eps / c), 8 * c / eps, detail="8/eps' against 8c/eps")))
        return weakest((argument, equal(64 * 8 * c * L / eps**2, 512 * c * L / eps**2,
                                        detail="(8 sqrt(8cL)/eps)^2 against 512cL/eps^2")))

    SURVEY.claim(
        "theorem-6.5-parameters",
        label="Theorem 6.5",
        kind="identity",
        statement=r"This can be treated as a corollary/application of the accuracy result for $\text{AboveThreshold}$, "
        r"by taking the $\beta$ parameter to be $\frac{\beta}{c}$ and the $\varepsilon$ parameter to be "
        r"$\begin{cases} \frac{\varepsilon}{\sqrt{8c \ln \frac{1}{\delta}}} & \text{if } \delta > 0 \\ "
        r"\frac{\varepsilon}{c} & \text{if } \delta = 0 \end{cases}$. [Theorem 6.3's $\alpha$ at these parameters "
        r"is Theorem 6.5's $\alpha$.]",
        hypotheses="the parameters of the corollary: Theorem 6.3's alpha (l.1024) at beta/c and eps' (l.1114-1116) "
        "against Theorem 6.5's alpha (l.1106, l.1110), in both branches; L = ln(1/delta), a positive real, swept over "
        "the domain's values; the "
        "accuracy the corollary concludes is decided by 004.theorem-6.5",
        domain=Domain.of(ints("c", 1, 5), among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 2))),
                         among("L", (F(0), F(1, 10), F(1), F(7)),
                               text="L = ln(1/delta) in {0 (delta = 0), 1/10, 1, 7}")),
        formula="""
        # model: Theorem 6.3's alpha = 8(ln(2/beta') + ln k)/eps'' (l.1024) at the printed beta' = beta/c and eps'' =
        # eps/c (delta = 0) or eps/sqrt(8c ln(1/delta)); printed: Theorem 6.5's alpha = 8c(ln(2c/beta) + ln k)/eps or
        # (ln k + ln(2c/beta)) sqrt(512c ln(1/delta))/eps: the logarithms' arguments and the factors (ln k in both)
        epsp = eps/c if L == 0 else eps/sqrt(8*c*L)
        factor = 8*c/eps if L == 0 else sqrt(512*c*L)/eps
        # both factors positive: compared through their squares (the engine's surds compare only with one radicand)
        2/(beta/c) == 2*c/beta and (8/epsp)**2 == factor**2
        """,
    )(_corollary)

    def _rates(c: int, beta: Fraction, L: Fraction, k: int) -> Evaluation:
        """l.1120 with the constants stated (ε = 1: every noise scales as 1/ε): Theorem 6.5's α(k) = A(ln(2c/β) + ln k)
        (A = 8c, or √(512cL) with L = ln(1/δ)) lies between A ln k and A(1 + ln(2c/β)/ln 2) ln k for k >= 2: the
        lower bound is ln(2c/β) >= 0, i.e. 2c/β >= 1, and given it the upper one is ln(2c/β) <= ln(2c/β) ln k/ln 2,
        i.e. k >= 2 (exact).  The naive noises k/ε and √(8kL)/ε are Θ(k) and Θ(√(k ln(1/δ))) with constants 1 and
        √8 by definition."""
        return weakest((Evaluation(1, "<=", 2 * c / beta, detail="2c/beta against 1: A ln k <= alpha(k)"),
                        Evaluation(2, "<=", k, detail="k against 2: alpha(k) <= A(1 + ln(2c/beta)/ln 2) ln k")))

    SURVEY.claim(
        "sparse-noise-rates",
        label="Theorem 6.5",
        statement=r"So Sparse answers queries with noise that scales as $\Theta(\log k)$, which is nice compared to "
        r"the noise for straightforward application of $\varepsilon$-DP ($\Theta(k)$) and $(\varepsilon, "
        r"\delta)$-DP ($\Theta(\sqrt{k \ln(\frac{1}{\delta})})$).",
        hypotheses="Sparse's noise: Theorem 6.5's alpha (l.1106, l.1110) at fixed c, beta, delta and eps = 1; the "
        "straightforward noises: Laplace at eps/k per query, scale k/eps, and at eps/sqrt(8k ln(1/delta)) (the "
        "advanced composition of l.1100), scale sqrt(8k ln(1/delta))/eps, each proportional to its rate by "
        "definition; L = ln(1/delta), a positive real, swept over the domain's values (A's value does not enter the "
        "bounds)",
        domain=Domain.of(among("c", (1, 3)), among("beta", (F(1, 10), F(1, 2))),
                         among("L", (F(0), F(1), F(7)), text="L = ln(1/delta) in {0 (delta = 0), 1, 7}"),
                         among("k", (2, 3, 10, 100, 10**4, 10**8, 2**64))),
        formula="""
        # Theorem 6.5's alpha(k) = A(ln(2c/beta) + ln k) (eps = 1; A = 8c or sqrt(512c ln(1/delta)), A > 0) against
        # the reading's A ln k <= alpha(k) <= A(1 + ln(2c/beta)/ln 2) ln k, divided by A: the lower bound is
        # ln(2c/beta) >= 0, i.e. 2c/beta >= 1 (exp of both sides); given it, the upper one is ln(2c/beta)(ln k/ln 2 -
        # 1) >= 0, i.e. k >= 2 or 2c/beta = 1 (exact: ln k/ln 2 ties with 1 at k = 2, which enclosures cannot decide)
        1 <= 2*c/beta and (2 <= k or 2*c/beta == 1)
        """,
        reading="as read",
        deviations=(Deviation("quantitative reading", "Theta(log k) read with stated constants: A ln k <= alpha(k) <= "
                              "A(1 + ln(2c/beta)/ln 2) ln k for every k >= 2, A = 8c/eps (delta = 0) or sqrt(512c "
                              "ln(1/delta))/eps", where="§6.1, l.1120"),),
        literal="004.sparse-noise-rates-theta",
    )(_rates)

    def _rates_theta(c: int, beta: Fraction, L: Fraction, eps: Fraction) -> Evaluation:
        """l.1120, Θ in k with c, β, δ, ε fixed: α(k) = A(ln k + ln(2c/β)) (Theorem 6.5, A = 8c/ε, or √(512cL)/ε with
        L = ln(1/δ)), so α(k)/ln k = A(1 + ln(2c/β)/ln k), which decreases for k >= 2 (2c/β >= 1, so ln(2c/β) >= 0)
        to its limit A: A ln k <= α(k) <= (α(2)/ln 2) ln k for every k >= 2, and Θ(log k) holds exactly when A > 0
        (compared through A², rational).  The straightforward noises k/ε and √(8kL)/ε are Θ(k) and Θ(√(k ln(1/δ)))
        with the constants 1/ε and √8/ε."""
        square = (8 * c / eps) ** 2 if L == 0 else 512 * c * L / eps**2
        return weakest((Evaluation(1, "<=", 2 * c / beta, detail="2c/beta against 1: alpha(k)/ln k decreases on k >= "
                                   "2 (its upper constant alpha(2)/ln 2)"),
                        Evaluation(0, "<", square, detail="A^2, A = lim alpha(k)/ln k (the lower constant), against "
                                   "0")))

    SURVEY.claim(
        "sparse-noise-rates-theta",
        label="Theorem 6.5",
        statement=r"So Sparse answers queries with noise that scales as $\Theta(\log k)$, which is nice compared to "
        r"the noise for straightforward application of $\varepsilon$-DP ($\Theta(k)$) and $(\varepsilon, "
        r"\delta)$-DP ($\Theta(\sqrt{k \ln(\frac{1}{\delta})})$). [$\Theta$ as $k$ grows, its constants depending on "
        r"$c$, $\beta$, $\delta$ and $\varepsilon$]",
        hypotheses="Sparse's noise: Theorem 6.5's alpha (l.1106, l.1110); Theta in k, with c, beta, delta and eps "
        "fixed; the straightforward noises: Laplace at eps/k per query, scale k/eps, and at eps/sqrt(8k ln(1/delta)) "
        "(the advanced composition of l.1100), scale sqrt(8k ln(1/delta))/eps; L = ln(1/delta), a positive real, "
        "swept over the domain's values",
        domain=Domain.of(ints("c", 1, 5), among("beta", (F(1, 10), F(1, 4), F(1, 2), F(1))),
                         among("L", (F(0), F(1, 10), F(1), F(7)), text="L = ln(1/delta) in {0 (delta = 0), 1/10, 1, "
                               "7}"), among("eps", (F(1, 2), F(1), F(2)))),
        formula="""
        # Theorem 6.5's alpha(k) = A(ln k + ln(2c/beta)), A = 8c/eps (delta = 0) or sqrt(512c ln(1/delta))/eps:
        # alpha(k)/ln k = A(1 + ln(2c/beta)/ln k) decreases on k >= 2 to its limit A exactly when ln(2c/beta) >= 0,
        # i.e. 2c/beta >= 1 (exp of both sides); then A ln k <= alpha(k) <= (alpha(2)/ln 2) ln k, Theta(log k) with a
        # positive lower constant exactly when A > 0
        A = 8*c/eps if L == 0 else sqrt(512*c*L)/eps
        1 <= 2*c/beta and 0 < A
        """,
    )(lambda point: _rates_theta(point["c"], point["beta"], point["L"], point["eps"]))

    # ------------------------------------------------------------------ NumericSparse (Algorithm 7, Theorem 6.6)

    SURVEY.definition(
        "algorithm-7", label="Algorithm 7",
        statement=r"NumericSparse: if $\delta = 0$: $\varepsilon_1 \leftarrow \frac{8}{9}\varepsilon, \varepsilon_2 "
        r"\leftarrow 29\varepsilon$, $\sigma(\varepsilon) = \frac{2c}{\varepsilon}$; else $\varepsilon_1 = "
        r"\frac{\sqrt{512}}{\sqrt{512+1}}\varepsilon, \varepsilon_2 = \frac{2}{\sqrt{512+1}}$, $\sigma \leftarrow "
        r"\frac{\sqrt{32c \ln \frac{1}{\delta}}}{\varepsilon}$; $\hat{T} \leftarrow T + \text{Lap}(\sigma("
        r"\varepsilon_1))$; $v_i \leftarrow \text{Lap}(2\sigma(\varepsilon_1))$; if $q_i(x) + v_i \geq \hat{T}_j$: "
        r"$a_i \leftarrow q_i(x) + \text{Lap}(\sigma(\varepsilon_2))$, $\hat{T}_j = T + \text{Lap}(\sigma("
        r"\varepsilon_1))$; else $a_i \leftarrow \perp$; halt when $j \geq c$.",
        finding="ε_2 = 29ε is decided through Theorem 6.6 (004.theorem-6.6, 004.theorem-6.6-laplace); the δ > 0 "
        "branch (ε_2 without ε, σ not a function, σ from ln(1/δ)) through 004.theorem-6.6-delta and "
        "004.theorem-6.6-delta-composition.")

    ROOT_512 = QuadraticSurd.sqrt(F(512))  # 16√2

    def _eps_1(branch: str, corrected: bool) -> Evaluation:
        """Algorithm 7's ε_1/ε against the proof's Sparse parameter √512/(√512 + 1) (l.1163), through their squares in
        Q(√2): 512/513 (printed √(512+1)) or 512/(√512 + 1)²; corrected, with ε_2 = 2ε/(√512 + 1), also the budget
        ε_1 + ε_2/2 = ε the proof's simple composition needs."""
        proof = ROOT_512 / (ROOT_512 + 1)
        if corrected:
            return equal(proof + 1 / (ROOT_512 + 1), F(1), detail="eps_1/eps + eps_2/(2 eps) against 1")
        return equal(F(512, 513), proof * proof, detail="(sqrt(512)/sqrt(512+1))^2 against (sqrt(512)/(sqrt(512)"
                     " + 1))^2")

    SURVEY.claim(
        "algorithm-7-eps1",
        label="Algorithm 7",
        kind="identity",
        statement=r"[Algorithm 7, $\delta > 0$:] $\varepsilon_1 = \frac{\sqrt{512}}{\sqrt{512+1}}\varepsilon$ "
        r"[against the proof of Theorem 6.6:] $\text{Sparse}(x, \{q_i\}, T, c, \frac{\sqrt{512}}{\sqrt{512}+1}"
        r"\varepsilon, \frac{\delta}{2})$",
        hypotheses="Algorithm 7's eps_1 (l.1136) is the privacy parameter of its Sparse part, which the proof names "
        "(l.1163); compared exactly in Q(sqrt 2)",
        domain=Domain.of(among("branch", ("delta > 0",), text="the delta > 0 branch (the only one printing eps_1 "
                               "with sqrt 512)"), whole=True),
        finding="Algorithm 7 prints √(512+1) = √513 where the proof has √512 + 1: (√512/√513)² = 512/513 against "
        "512/(513 + 32√2); the algorithm's budget ε_1 + ε_2/2 is then (√512 + 1)ε/√513 > ε.",
        correction=SURVEY.correction(
            "algorithm-7-eps1.corrected",
            label="Algorithm 7",
            statement=r"$\varepsilon_1 = \frac{\sqrt{512}}{\sqrt{512}+1}\varepsilon$, $\varepsilon_2 = "
            r"\frac{2}{\sqrt{512}+1}\varepsilon$ (Dwork and Roth, Algorithm 3): $\varepsilon_1 + "
            r"\frac{\varepsilon_2}{2} = \varepsilon$",
            kind="identity",
            formula="""
            # the proof's eps_1/eps and eps_2/eps (Dwork and Roth, Algorithm 3): the simple composition's budget
            # eps_1 + eps_2/2 against eps
            eps_1 = sqrt(512)/(sqrt(512) + 1)
            eps_2 = 2/(sqrt(512) + 1)
            eps_1 + eps_2/2 == 1
            """,
        )(lambda branch: _eps_1(branch, True)),
        formula="""
        # Algorithm 7's eps_1/eps (delta > 0) as printed, sqrt(512)/sqrt(512 + 1), against the proof's Sparse
        # parameter sqrt(512)/(sqrt(512) + 1) (l.1163); both positive, compared through their squares in Q(sqrt 2):
        # the printed one's is 512/(512 + 1) (sqrt(513) is not in Q(sqrt 2))
        proof = sqrt(512)/(sqrt(512) + 1)
        512/(512 + 1) == proof**2
        """,
    )(lambda branch: _eps_1(branch, False))

    def _numeric_sparse(eps: Fraction, eps_2: Fraction, d: int, swap: int, u: int) -> Evaluation:
        """c = 1, one query, δ = 0: Pr[a_1 real and a_1 <= u] = Pr[⊤] · Pr[q + Lap(σ(ε_2)) <= u], σ(ε) = 2c/ε,
        T̂ = T + Lap(σ(ε_1)), v ~ Lap(2σ(ε_1)), ε_1 = 8ε/9; q(x) = 0, q(x') = 1 (or exchanged), T = 0."""
        sigma_1, sigma_2 = 2 / (F(8, 9) * eps), 2 / eps_2
        answers = (F(d), F(0)) if swap else (F(0), F(d))

        def law(q: Fraction) -> ExpSum:
            top = threshold_probability([(q, True)], F(0), sigma_1)
            return exp_product(top, laplace_cdf(F(u) - q, sigma_2))
        return compare_exp_sums(law(answers[0]), "<=", scale(law(answers[1]), 1, eps),
                           detail="Pr[a_1 <= u] against e^eps Pr'[a_1 <= u]")

    NUMERIC = Domain.of(among("eps", (F(1), F(1, 2), F(2))), among("d", (1, -1)),
                        among("swap", (0, 1), text="q(x) = 0, q(x') = d (swap = 0) or exchanged (swap = 1); T = 0, "
                              "c = 1, one query"),
                        among("u", (-1, 0, 1, 2, -2, 3), text="the output set {a_1 real, a_1 <= u}, u in {-2..3}"))

    #: Algorithm 7 with delta = 0, c = 1, one query: the law of the output set {a_1 real, a_1 <= u} against eps-DP.
    NUMERIC_SPARSE = """
    # Algorithm 7, delta = 0, c = 1, one query, T = 0: eps_1 = 8 eps/9, sigma(E) = 2c/E; T-hat = Lap(sigma(eps_1)),
    # v ~ Lap(2 sigma(eps_1)); after a ⊤, a_1 = q + Lap(sigma(eps_2)); q(x) = 0, q(x') = d, or exchanged (swap = 1)
    {eps_2}
    c = 1
    sigma(E) = 2*c/E
    x = d if swap == 1 else 0
    xp = 0 if swap == 1 else d
    # Pr[a_1 real and a_1 <= u] = Pr[⊤] Pr[q + Lap(sigma(eps_2)) <= u]
    S(q) = sparse_threshold(((q, 1),), 0, sigma(8*eps/9))*laplace_interval(q, sigma(eps_2), (None, u))
    S(x) <= exp(eps)*S(xp)
    """

    SURVEY.claim(
        "theorem-6.6",
        label="Theorem 6.6",
        statement=r"NumericSparse is $(\varepsilon, \delta)$-differentially private.",
        hypotheses="delta = 0 with Algorithm 7's parameters as printed: eps_1 = 8 eps/9, eps_2 = 29 eps, sigma(eps) = "
        "2c/eps (l.1133-1134); the output sets S = {a_1 real, a_1 <= u}, with Pr[a in S] <= e^eps Pr'[a in S] (l.331)",
        domain=NUMERIC,
        finding="With ε_2 = 29ε the released value has noise Lap(2c/(29ε)): c = 1, ε = 1, q(x) = 0, q(x') = 1, "
        "T = 0: Pr[a_1 <= -1]/Pr'[a_1 <= -1] ≈ e^14.36 > e^ε; ε_2 = 2ε/9 (Dwork and Roth, Algorithm 3) is meant.",
        correction=SURVEY.correction(
            "theorem-6.6.corrected",
            label="Theorem 6.6",
            statement=r"NumericSparse with $\varepsilon_2 = \frac{2}{9}\varepsilon$ (and $\delta = 0$) is "
            r"$\varepsilon$-differentially private",
            hypotheses="delta = 0, eps_1 = 8 eps/9, eps_2 = 2 eps/9; the same output sets",
            formula=NUMERIC_SPARSE.replace("{eps_2}", "eps_2 = 2*eps/9  # corrected (Dwork and Roth, Algorithm 3)"),
        )(lambda eps, d, swap, u: _numeric_sparse(eps, F(2, 9) * eps, d, swap, u)),
        formula=NUMERIC_SPARSE.replace("{eps_2}", "eps_2 = 29*eps  # as printed"),
    )(lambda eps, d, swap, u: _numeric_sparse(eps, 29 * eps, d, swap, u))

    #: Algorithm 7's δ > 0 branch: line 6 defines one number σ, lines 8-13 apply σ(·) to ε_1 and ε_2.
    SIGMA_FUNCTION = Deviation("notation from elsewhere", "sigma of the delta > 0 branch read as the function "
                               "sigma(E) = sqrt(32c ln(1/delta))/E, as lines 8, 11 and 13 apply sigma(.) to eps_1 "
                               "and eps_2, like the delta = 0 branch's sigma(eps)", where="Algorithm 7, lines 3 and 6")
    SIGMA_UNDEFINED = "line 6 defines one number sigma; sigma(eps_1) and sigma(eps_2) of lines 8-13 are then undefined"

    def _numeric_sparse_delta(eps: Fraction, delta: Fraction, m: int) -> Evaluation:
        """Algorithm 7 with δ > 0, c = k = 1, T = 0: ε_1 = √512 ε/√513, ε_2 = 2/√513, σ(E) = √(32 ln(1/δ))/E;
        q(x) = m·σ(ε_1), q(x') = q(x) + 1; S = {a_1 real, a_1 <= q(x) + 1/2}.  Pr[⊤ | q] = 1 - (4e^(-q/(2σ_1)) -
        e^(-q/σ_1))/6 (v - ρ has the law of Lap(2σ_1) - Lap(σ_1)), the release q + Lap(σ_2) independent of it."""
        def sigmas():  # type: ignore[no-untyped-def]
            root = (32 * (1 / ball(delta)).log()).sqrt()
            return root * ball(513).sqrt() / (ball(512).sqrt() * ball(eps)), root * ball(513).sqrt() / 2

        def top(q):  # type: ignore[no-untyped-def]
            s1 = sigmas()[0]
            return 1 - (4 * (-q / (2 * s1)).exp() - (-q / s1).exp()) / 6

        def on_x():  # type: ignore[no-untyped-def]
            s1, s2 = sigmas()
            return top(m * s1) * (1 - (-1 / (2 * s2)).exp() / 2)

        def bound():  # type: ignore[no-untyped-def]
            s1, s2 = sigmas()
            return ball(eps).exp() * top(m * s1 + 1) * (-1 / (2 * s2)).exp() / 2 + ball(delta)
        return certified(on_x, "<=", bound, detail="Pr[a_1 <= q(x) + 1/2] against e^eps Pr'[a_1 <= q(x) + 1/2] + delta")

    def _numeric_sparse_budget(c: int, eps: Fraction, delta: Fraction) -> Ball:  # type: ignore[valid-type]
        """ε_1 + ε_2/4 + c ε_0(e^ε_0 - 1), ε_1 = √512 ε/(√512 + 1), ε_2 = 2ε/(√512 + 1), ε_0 = 1/σ(ε_2) =
        ε_2/√(32c ln(2/δ)): the corrected NumericSparse's privacy budget (Sparse part plus the releases composed by
        Theorem 5.9 with δ' = δ/2, whose first term √(2c ln(2/δ)) ε_0 is ε_2/4)."""
        root = ball(512).sqrt()
        eps_1, eps_2 = root * ball(eps) / (root + 1), 2 * ball(eps) / (root + 1)
        eps_0 = eps_2 / (32 * c * (2 / ball(delta)).log()).sqrt()
        return eps_1 + eps_2 / 4 + c * eps_0 * (eps_0.exp() - 1)

    #: Theorem 6.6's delta > 0 record: Algorithm 7 as printed (c = k = 1, T = 0), its law against (eps, delta)-DP.
    NUMERIC_SPARSE_DELTA = """
    # Algorithm 7, delta > 0 as printed: eps_1 = sqrt(512) eps/sqrt(513), eps_2 = 2/sqrt(513), sigma(E) =
    # sqrt(32c ln(1/delta))/E (c = 1); T-hat = Lap(sigma_1), v ~ Lap(2 sigma_1), a_1 = q + Lap(sigma_2) after a ⊤
    eps = eps_delta[0]
    delta = eps_delta[1]
    sigma(E) = sqrt(32*ln(1/delta))/E
    sigma_1 = sigma(sqrt(512)*eps/sqrt(513))
    sigma_2 = sigma(2/sqrt(513))
    # Pr[⊤] = Pr[q + v >= T-hat] at r = q/sigma_1: the law of Lap(2) - Lap(1), P[X - Y >= t] = (4e^(-t/2) - e^(-t))/6
    # for t >= 0 (laplace_difference_tail(2, 1, t), written out: r is irrational on x')
    top(r) = 1 - (4*exp(-r/2) - exp(-r))/6 if r >= 0 else (4*exp(r/2) - exp(r))/6
    # Pr[Lap(sigma_2) <= t] (the Laplace distribution function)
    below(t) = 1 - exp(-t/sigma_2)/2 if t >= 0 else exp(t/sigma_2)/2
    # q(x) = m sigma_1, q(x') = q(x) + 1, S = {a_1 real, a_1 <= q(x) + 1/2}: Pr[S] <= e^eps Pr'[S] + delta
    top(m)*below(1/2) <= exp(eps)*top(m + 1/sigma_1)*below(-1/2) + delta
    """

    SURVEY.claim(
        "theorem-6.6-delta",
        label="Theorem 6.6",
        statement=r"NumericSparse is $(\varepsilon, \delta)$-differentially private. [Algorithm 7, $\delta > 0$:] "
        r"$\varepsilon_1 = \frac{\sqrt{512}}{\sqrt{512+1}}\varepsilon, \varepsilon_2 = \frac{2}{\sqrt{512+1}}$; "
        r"$\sigma \leftarrow \frac{\sqrt{32c \ln \frac{1}{\delta}}}{\varepsilon}$",
        hypotheses="c = k = 1, T = 0; q(x) = m sigma(eps_1) and q(x') = q(x) + 1 (sensitivity 1); the output set "
        "S = {a_1 real, a_1 <= q(x) + 1/2}; certified",
        domain=Domain.of(among("eps_delta", ((F(1, 1000), F(1, 1000)), (F(1, 1000), F(1, 10**6)),
                                             (F(1, 500), F(1, 1000)), (F(1), F(1, 1000))),
                               text="(eps, delta) in {(1/1000, 1/1000), (1/1000, 1/10^6), (1/500, 1/1000), "
                               "(1, 1/1000)}"),
                         among("m", (60,), text="m = 60")),
        reading="as read",
        deviations=(SIGMA_FUNCTION,),
        meaningless=SIGMA_UNDEFINED,
        finding="The δ > 0 branch prints ε_2 = 2/√513 without ε: for small ε the release is far too precise (ε = δ = "
        "1/1000, c = k = 1: Pr[a_1 <= q(x) + 1/2] - e^ε Pr'[...] ≈ 0.0025 > δ).",
        correction=SURVEY.correction(
            "theorem-6.6-delta.corrected",
            label="Theorem 6.6",
            statement=r"With $\varepsilon_2 = \frac{2\varepsilon}{\sqrt{512}+1}$ and $\sigma(E) = \frac{\sqrt{32c "
            r"\ln \frac{2}{\delta}}}{E}$ (Dwork and Roth, Algorithm 3), NumericSparse is $(\varepsilon, \delta)$-"
            r"differentially private for $0 < \varepsilon \leq 1$, $0 < \delta \leq 2/e$: its Sparse part is "
            r"$(\varepsilon_1, \frac{\delta}{2})$-DP and its at most $c$ Laplace releases, each "
            r"$\varepsilon_0 = 1/\sigma(\varepsilon_2)$-DP, compose to $(\sqrt{2c \ln(2/\delta)}\varepsilon_0 + "
            r"c\varepsilon_0(e^{\varepsilon_0} - 1), \frac{\delta}{2})$ with $\varepsilon_1 + \sqrt{2c \ln(2/\delta)}"
            r"\varepsilon_0 + c\varepsilon_0(e^{\varepsilon_0} - 1) \leq \varepsilon$",
            hypotheses="the Sparse part's guarantee is Theorem 6.4's correction at (eps_1, delta/2) (eps_1 <= 1, "
            "delta/2 <= 1/e; its sigma is 004.theorem-6.6-delta-composition.corrected); the releases' by Theorem "
            "5.9 with delta' = delta/2 (each release pure); decided: the budget eps_1 + eps_2/4 + c eps_0(e^eps_0 "
            "- 1) against eps (sqrt(2c ln(2/delta)) eps_0 = eps_2/4 exactly), certified",
            domain=Domain.of(among("c", (1, 2, 3, 5, 10)), among("eps", (F(1, 1000), F(1, 2), F(1))),
                             among("delta", (F(1, 10**6), F(1, 1000), F(1, 10), F(1, 2), F(7, 10)),
                                   text="delta in {1/10^6, 1/1000, 1/10, 1/2, 7/10} (7/10 <= 2/e)")),
        )(lambda c, eps, delta: certified(lambda: _numeric_sparse_budget(c, eps, delta), "<=", lambda: ball(eps),
                                          detail="eps_1 + (eps_2/4 + c eps_0 (e^eps_0 - 1)) against eps")),
        formula=NUMERIC_SPARSE_DELTA,
    )(lambda eps_delta, m: _numeric_sparse_delta(eps_delta[0], eps_delta[1], m))

    @SURVEY.claim(
        "theorem-6.6-laplace",
        label="Theorem 6.6",
        statement=r"If $\delta = 0$, $\text{NumericSparse}(x, \{q_i\}, T, c, \varepsilon, \delta)$ is just the "
        r"adaptive composition of $\text{Sparse}(x, \{q_i\}, T, c, \frac{8}{9}\varepsilon, 0)$ with the Laplace "
        r"mechanism on the privacy parameters $(\varepsilon', \delta) = (\frac{1}{9}\varepsilon, 0)$.",
        kind="identity",
        hypotheses="the Laplace part of Algorithm 7 (delta = 0, as printed): c releases q_i + Lap(sigma(eps_2)) of "
        "sensitivity-1 answers, sigma(eps) = 2c/eps, eps_2 = 29 eps, cost c/sigma(eps_2) each summed; against eps/9",
        domain=Domain.of(ints("c", 1, 6), among("eps", (F(1, 10), F(1, 2), F(1), F(2), F(5), F(10), F(20),
                                                         F(40), F(100)))),
        finding="With ε_2 = 29ε as Algorithm 7 prints, the c Laplace releases of scale 2c/ε_2 cost c ε_2/(2c) = "
        "29ε/2, not ε/9; ε_2 = 2ε/9 gives ε/9.",
        formula="""
        # Algorithm 7 (delta = 0): eps_2 = 29 eps, sigma(E) = 2c/E; each of the c releases q_i + Lap(sigma(eps_2))
        # of a sensitivity-1 answer costs 1/sigma(eps_2) (the Laplace mechanism); their sum against eps/9
        eps_2 = 29 * eps
        sigma = 2 * c / eps_2
        sum(1/sigma for i in ints(1, c)) == eps/9
        """,
    )
    def theorem_6_6_laplace(c: int, eps: Fraction) -> Evaluation:
        return equal(c / (2 * c / (29 * eps)), eps / 9, detail="privacy cost of the c Laplace releases, eps/9")

    def _sparse_log_argument(delta: Fraction, sparse_delta: Fraction) -> Evaluation:
        """σ(ε_1) = √(32c ln(1/δ))/ε_1 (Algorithm 7) against Sparse(..., ε_1, δ')'s √(32c ln(1/δ'))/ε_1 (Algorithm 6):
        ln and √ are increasing, so the scales are equal exactly when 1/δ = 1/δ'."""
        return equal(1 / delta, 1 / sparse_delta, detail="the argument of ln in NumericSparse's sigma against the "
                     "one in Sparse's sigma")

    NUMERIC_DELTA = Domain.of(ints("c", 1, 5), among("delta", (F(1, 10**9), F(1, 10**6), F(1, 10**4), F(1, 1000),
                                                              F(1, 100), F(1, 20), F(1, 10), F(1, 5), F(1, 4),
                                                              F(1, 3), F(1, 2), F(9, 10))))

    SURVEY.claim(
        "theorem-6.6-delta-composition",
        label="Theorem 6.6",
        statement=r"If $\delta > 0$, then $\text{NumericSparse}(x, \{q_i\}, T, c, \varepsilon, \delta)$ is the "
        r"adaptive composition of $\text{Sparse}(x, \{q_i\}, T, c, \frac{\sqrt{512}}{\sqrt{512}+1}\varepsilon, "
        r"\frac{\delta}{2})$ with the Laplace mechanism on the privacy parameters $(\varepsilon', \delta) = "
        r"(\frac{1}{\sqrt{512}+1}\varepsilon, \frac{\delta}{2})$.",
        kind="identity",
        hypotheses="the Sparse part: NumericSparse's threshold and query noises Lap(sigma(eps_1)), Lap(2 sigma(eps_1)) "
        "(Algorithm 7, lines 6, 8, 11) are those of Sparse(x, {q_i}, T, c, eps_1, delta/2) (Algorithm 6, line 4: "
        "sigma = sqrt(32c ln(1/(delta/2)))/eps_1); 0 < delta < 1",
        domain=NUMERIC_DELTA,
        reading="as read",
        deviations=(SIGMA_FUNCTION,),
        meaningless=SIGMA_UNDEFINED,
        finding="Algorithm 7's σ = √(32c ln(1/δ))/ε_1 is Sparse(..., ε_1, δ)'s noise, not Sparse(..., ε_1, δ/2)'s "
        "(√(32c ln(2/δ))/ε_1): c = 1, δ = 1/10^9 give ln(10^9) against ln(2·10^9); Theorem 6.4 then certifies (ε_1, "
        "δ), and with the δ/2 Laplace part the proof's accounting gives (ε, 3δ/2).",
        correction=SURVEY.correction(
            "theorem-6.6-delta-composition.corrected",
            label="Theorem 6.6",
            statement=r"With $\sigma(\varepsilon) = \frac{\sqrt{32c \ln \frac{2}{\delta}}}{\varepsilon}$ in Algorithm "
            r"7 (Dwork and Roth, Algorithm 3), its Sparse part is $\text{Sparse}(x, \{q_i\}, T, c, \varepsilon_1, "
            r"\frac{\delta}{2})$",
            kind="identity",
            hypotheses="sigma(E) = sqrt(32c ln(2/delta))/E against Algorithm 6's sigma at delta/2",
            formula="""
            # sqrt(32c ln(2/delta))/eps_1 against Sparse's sqrt(32c ln(1/(delta/2)))/eps_1: ln and sqrt are
            # increasing, so they are equal exactly when the arguments of ln are
            2/delta == 1/(delta/2)
            """,
        )(lambda c, delta: equal(2 / delta, 1 / (delta / 2), detail="the argument 2/delta of ln against Sparse's "
                                 "1/(delta/2)")),
        formula="""
        # Algorithm 7's sigma(eps_1) = sqrt(32c ln(1/delta))/eps_1 against Sparse(..., eps_1, delta/2)'s
        # sqrt(32c ln(1/(delta/2)))/eps_1 (Algorithm 6): ln and sqrt are increasing, so they are equal exactly when
        # the arguments of ln are
        1/delta == 1/(delta/2)
        """,
    )(lambda c, delta: _sparse_log_argument(delta, delta / 2))

    def _laplace_part(eps: Fraction, delta: Fraction) -> Evaluation:
        """l.1163's Laplace part with Algorithm 7's δ > 0 parameters, c = 1: one release q + Lap(b), b = σ(ε_2) =
        √(32 ln(1/δ))·√513/2 (ε_2 = 2/√513); q(x) = 0, q(x') = 1, S = {a <= 1/2}: Pr[S] = 1 - e^(-1/(2b))/2 against
        e^ε' Pr'[S] + δ/2 = e^ε' e^(-1/(2b))/2 + δ/2, ε' = ε/(√512 + 1)."""
        def half_release():  # type: ignore[no-untyped-def]
            b = (32 * (1 / ball(delta)).log()).sqrt() * ball(513).sqrt() / 2
            return (-1 / (2 * b)).exp() / 2

        def bound():  # type: ignore[no-untyped-def]
            eps_prime = ball(eps) / (ball(512).sqrt() + 1)
            return eps_prime.exp() * half_release() + ball(delta / 2)
        return certified(lambda: 1 - half_release(), "<=", bound,
                         detail="Pr[a_1 <= q(x) + 1/2] against e^eps' Pr'[a_1 <= q(x) + 1/2] + delta/2")

    def _laplace_part_budget(c: int, eps: Fraction, delta: Fraction) -> Ball:  # type: ignore[valid-type]
        """ε_2/4 + c ε_0(e^ε_0 - 1), ε_2 = 2ε/(√512 + 1), ε_0 = ε_2/√(32c ln(2/δ)): Theorem 5.9's ε for the at most
        c releases, each ε_0-DP, with δ' = δ/2 (its first term √(2c ln(2/δ)) ε_0 is ε_2/4)."""
        eps_2 = 2 * ball(eps) / (ball(512).sqrt() + 1)
        eps_0 = eps_2 / (32 * c * (2 / ball(delta)).log()).sqrt()
        return eps_2 / 4 + c * eps_0 * (eps_0.exp() - 1)

    SURVEY.claim(
        "theorem-6.6-delta-laplace",
        label="Theorem 6.6",
        statement=r"[If $\delta > 0$, $\text{NumericSparse}(x, \{q_i\}, T, c, \varepsilon, \delta)$ is the adaptive "
        r"composition of $\text{Sparse}(\dots)$ with] the Laplace mechanism on the privacy parameters "
        r"$(\varepsilon', \delta) = (\frac{1}{\sqrt{512}+1}\varepsilon, \frac{\delta}{2})$ [the releases "
        r"$a_i \leftarrow q_i(x) + \text{Lap}(\sigma(\varepsilon_2))$ of Algorithm 7, $\varepsilon_2 = "
        r"\frac{2}{\sqrt{512+1}}$, $\sigma \leftarrow \frac{\sqrt{32c \ln \frac{1}{\delta}}}{\varepsilon}$]",
        hypotheses="c = 1: one release of a sensitivity-1 answer (l.954), q(x) = 0 and q(x') = 1; the output set "
        "S = {a_1 <= q(x) + 1/2}; (eps', delta/2)-DP: Pr[a in S] <= e^eps' Pr'[a in S] + delta/2 (l.331); certified",
        domain=Domain.of(among("c", (1,)),
                         among("eps_delta", ((F(1, 1000), F(1, 1000)), (F(1, 1000), F(1, 10**6)),
                                             (F(1, 500), F(1, 1000)), (F(1), F(1, 1000)), (F(1, 2), F(1, 10))),
                               text="(eps, delta) in {(1/1000, 1/1000), (1/1000, 1/10^6), (1/500, 1/1000), "
                               "(1, 1/1000), (1/2, 1/10)}")),
        reading="as read",
        deviations=(SIGMA_FUNCTION,),
        meaningless=SIGMA_UNDEFINED,
        finding="With ε_2 = 2/√513 the release's scale σ(ε_2) does not depend on ε, so its privacy loss 1/σ(ε_2) "
        "exceeds ε/(√512 + 1) for small ε, and δ/2 does not cover the excess.",
        correction=SURVEY.correction(
            "theorem-6.6-delta-laplace.corrected",
            label="Theorem 6.6",
            statement=r"With $\varepsilon_2 = \frac{2\varepsilon}{\sqrt{512}+1}$ and $\sigma(E) = \frac{\sqrt{32c "
            r"\ln \frac{2}{\delta}}}{E}$ (Dwork and Roth, Algorithm 3), the at most $c$ releases, each "
            r"$\varepsilon_0 = 1/\sigma(\varepsilon_2)$-DP, compose to $(\sqrt{2c \ln(2/\delta)}\varepsilon_0 + "
            r"c\varepsilon_0(e^{\varepsilon_0} - 1), \frac{\delta}{2})$ with $\sqrt{2c \ln(2/\delta)}\varepsilon_0 + "
            r"c\varepsilon_0(e^{\varepsilon_0} - 1) \leq \frac{\varepsilon}{\sqrt{512}+1}$ for "
            r"$0 < \varepsilon \leq 1$, $0 < \delta \leq 2/e$",  # the range matters: c = 1, eps = 100, delta = 1/2
            # give 5.37... against 100/(sqrt(512) + 1) = 4.23... (round f reader, certified)
            hypotheses="0 < eps <= 1, 0 < delta <= 2/e (as 004.theorem-6.6-delta.corrected); the releases' guarantee "
            "by Theorem 5.9 with delta' = delta/2 (each release pure); decided: "
            "the budget eps_2/4 + c eps_0(e^eps_0 - 1) against eps/(sqrt(512) + 1) (sqrt(2c ln(2/delta)) eps_0 = "
            "eps_2/4 exactly), certified",
            domain=Domain.of(among("c", (1, 2, 3, 5, 10)), among("eps", (F(1, 1000), F(1, 2), F(1))),
                             among("delta", (F(1, 10**6), F(1, 1000), F(1, 10), F(1, 2), F(7, 10)),
                                   text="delta in {1/10^6, 1/1000, 1/10, 1/2, 7/10}")),
        )(lambda c, eps, delta: certified(lambda: _laplace_part_budget(c, eps, delta), "<=",
                                          lambda: ball(eps) / (ball(512).sqrt() + 1),
                                          detail="eps_2/4 + c eps_0 (e^eps_0 - 1) against eps/(sqrt(512) + 1)")),
        formula="""
        # Algorithm 7's release with its delta > 0 parameters as printed: a_1 = q + Lap(b), b = sigma(eps_2),
        # eps_2 = 2/sqrt(513), sigma(E) = sqrt(32c ln(1/delta))/E; q(x) = 0, q(x') = 1, S = {a_1 <= q(x) + 1/2}
        eps = eps_delta[0]
        delta = eps_delta[1]
        b = sqrt(32*c*ln(1/delta))/(2/sqrt(513))
        # Pr[Lap(b) <= t] (the Laplace distribution function)
        below(t) = 1 - exp(-t/b)/2 if t >= 0 else exp(t/b)/2
        # (eps', delta/2)-DP at S, eps' = eps/(sqrt(512) + 1): Pr[S] <= e^eps' Pr'[S] + delta/2
        below(1/2) <= exp(eps/(sqrt(512) + 1))*below(-1/2) + delta/2
        """,
    )(lambda c, eps_delta: _laplace_part(eps_delta[0], eps_delta[1]))

    SURVEY.definition(
        "definition-6.7", label="Definition 6.7",
        statement=r"An algorithm that outputs a sequence/vector of answers $a_1, \dots \in (\mathbb{R} \cup "
        r"\{\perp\})^*$ in response to a sequence of $k$ queries $\{q_i\}_{i \in [k]}$ is said to be $(\alpha, "
        r"\beta)$-accurate with respect to a threshold $T$ if it only halts before the query $q_k$ is made with "
        r"probability $\leq \beta$, and $\forall a_i \in \mathbb{R}$ $|q_i(x) - a_i| \leq \alpha$ and for all "
        r"$a_i = \perp$ $q_i(x) \leq T + \alpha.$")

    SURVEY.claim(
        "theorem-6.8",
        label="Theorem 6.8",
        statement=r"For any sequence of $k$ queries, $\{q_i\}_{i \in [k]}$, and $L(T) := |\{i : q_i(x) \geq T - "
        r"\alpha\}| \leq c$, if $\delta > 0$, then $\text{NumericSparse}$ is $(\alpha, \beta)$-accurate, where "
        r"$\alpha = \frac{\left(\ln k + \ln \frac{4c}{\beta}\right) \sqrt{c \ln \frac{2}{\delta} (\sqrt{512} + "
        r"1)}}{\varepsilon}$, and if $\delta = 0$, $\text{NumericSparse}$ is $(\alpha, \beta)$-accurate, where "
        r"$\alpha = \frac{9c \left(\ln k + \ln \left(\frac{4c}{\beta}\right)\right)}{\varepsilon}.$",
        hypotheses="delta = 0, c = 1, k = 2 (sigma(eps_1) = 2c/eps_1, eps_1 = 8 eps/9, l.1133-1134); decided on "
        "Definition 6.7's first clause: NumericSparse halts before q_k with probability at most beta (l.1167); T = "
        "0, q_2(x) = T - 100, below T - alpha at every point of the domain, so that L(T) <= c (l.1175)",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 4), F(1, 2))),
                         among("q_1", (0, -2, -1, 1, 2, 4, 8), text="q_1(x) in {0, -2, -1, 1, 2, 4, 8}")),
        finding="NumericSparse halts at its c-th ⊤, possibly before q_k although L(T) <= c: c = 1, k = 2, δ = 0, "
        "ε = 1/2, β = 1/10, q_1(x) = T, q_2(x) = T - 100: it halts after q_1 with probability 1/2 > β.",
        formula="""
        # NumericSparse, delta = 0, c = 1, T = 0: eps_1 = 8 eps/9, T-hat = Lap(sigma), sigma = 2c/eps_1, v_1 ~
        # Lap(2 sigma); it halts before q_2 exactly when a_1 = ⊤, q_1 + v_1 >= T-hat: Pr[halt] against beta
        sigma = 2/(8*eps/9)
        laplace_difference_tail(2*sigma, sigma, -q_1) <= beta
        """,
    )(lambda eps, beta, q_1: compare_exp_sums(threshold_probability([(F(q_1), True)], F(0), 2 / (F(8, 9) * eps)), "<=",
                                         constant(beta), detail="Pr[halt before q_k] against beta"))


    def _alpha_6_8(branch: str, corrected: bool) -> Evaluation:
        """Theorem 6.8's α against Theorem 6.5's at the proof's Sparse(ε_1, β/2, δ/2) (l.1163, l.1183).  Both are
        (ln k + ln(4c/β)) times a factor: δ = 0, 9c/ε against 8c/ε_1 with ε_1 = 8ε/9; δ > 0, √(c ln(2/δ)(√512 + 1))/ε
        (printed) or (√512 + 1)√(c ln(2/δ))/ε (corrected) against √(512c ln(2/δ))/ε_1 with ε_1 = √512 ε/(√512 + 1),
        which is (√512 + 1)√(c ln(2/δ))/ε; the common factor √(c ln(2/δ))/ε cancels, and the rest is compared
        through its square in Q(√2)."""
        if branch == "delta = 0":
            return equal(F(9), 8 / F(8, 9), detail="9c/eps against 8c/eps_1 (the factor c/eps cancels)")
        printed = (ROOT_512 + 1) ** 2 if corrected else ROOT_512 + 1
        return equal(printed, (ROOT_512 + 1) ** 2, detail="the factor of sqrt(c ln(2/delta))/eps, squared: Theorem "
                     "6.8's against the proof's")

    #: Theorem 6.5's alpha at the proof's Sparse part, the factor that Theorem 6.8's printed alpha is compared with.
    ALPHA_6_8 = dedent("""
    # Theorem 6.8's alpha against Theorem 6.5's at the proof's Sparse(eps_1, beta/2, delta/2) (l.1163, l.1183), both
    # (ln k + ln(4c/beta)) times a factor (the common positive factor cancels): delta = 0, 9c/eps printed against
    # 8c/eps_1, eps_1 = 8 eps/9 (c/eps cancels); delta > 0, the printed sqrt(c ln(2/delta)(sqrt(512) + 1))/eps
    # against sqrt(512 c ln(2/delta))/eps_1, eps_1 = sqrt(512) eps/(sqrt(512) + 1): sqrt(c ln(2/delta))/eps cancels
    # and the rest is compared through its square
    eps_1 = 8/9 if branch == "delta = 0" else sqrt(512)/(sqrt(512) + 1)
    proof = 8/eps_1 if branch == "delta = 0" else (sqrt(512)/eps_1)**2
    """).lstrip("\n")

    SURVEY.claim(
        "theorem-6.8-alpha",
        label="Theorem 6.8",
        kind="identity",
        statement=r"$\alpha = \frac{\left(\ln k + \ln \frac{4c}{\beta}\right) \sqrt{c \ln \frac{2}{\delta} "
        r"(\sqrt{512} + 1)}}{\varepsilon}$, [and for $\delta = 0$] $\alpha = \frac{9c \left(\ln k + \ln \left("
        r"\frac{4c}{\beta}\right)\right)}{\varepsilon}$ [is the accuracy of] the theorem about the accuracy of "
        r"$\text{Sparse}$ [at the proof's $\text{Sparse}(x, \{q_i\}, T, c, \varepsilon_1, \frac{\delta}{2})$ "
        r"with $\frac{\beta}{2}$]",
        hypotheses="the proof's Sparse part: Sparse at eps_1 = 8 eps/9 (delta = 0, l.1161) or eps_1 = sqrt(512)/"
        "(sqrt(512) + 1) eps and delta/2 (l.1163), with beta/2 (l.1183); Theorem 6.5's alpha (l.1106, l.1110) there; "
        "both alphas share the factor (ln k + ln(4c/beta)), positive, so the rest is compared",
        domain=Domain.of(among("branch", ("delta = 0", "delta > 0"), text="branch in {delta = 0, delta > 0}"),
                         whole=True),
        finding="For δ > 0 the printed α has (√512 + 1) under the square root: the proof's Theorem 6.5 at "
        "(ε_1, β/2, δ/2) gives (√512 + 1)√(c ln(2/δ)) (ln k + ln(4c/β))/ε, √(√512 + 1) ≈ 4.86 times the printed α.",
        correction=SURVEY.correction(
            "theorem-6.8-alpha.corrected",
            label="Theorem 6.8",
            statement=r"$\alpha = \frac{\left(\ln k + \ln \frac{4c}{\beta}\right) (\sqrt{512} + 1) \sqrt{c \ln "
            r"\frac{2}{\delta}}}{\varepsilon}$ for $\delta > 0$ (Dwork and Roth, Theorem 3.28), and $\frac{9c (\ln k "
            r"+ \ln (4c/\beta))}{\varepsilon}$ for $\delta = 0$, are Theorem 6.5's at the proof's parameters",
            kind="identity",
            formula=ALPHA_6_8 + 'printed = 9 if branch == "delta = 0" else (sqrt(512) + 1)**2\nprinted == proof',
        )(lambda branch: _alpha_6_8(branch, True)),
        formula=ALPHA_6_8 + 'printed = 9 if branch == "delta = 0" else sqrt(512) + 1\nprinted == proof',
    )(lambda branch: _alpha_6_8(branch, False))

    def _sqrt_bounds(value: Fraction) -> tuple[Fraction, Fraction]:
        """√(p/q) = √(pq)/q between isqrt(pq·10^60)/(q·10^30) and that plus 1/(q·10^30)."""
        value = F(value)
        root = isqrt(value.numerator * value.denominator * 10**60)
        scale = value.denominator * 10**30
        return F(root, scale), F(root + 1, scale)

    def _round_up(value: Fraction, places: int) -> Fraction:
        return F(ceil(value * 10**places), 10**places)

    def _release_failure(delta: Fraction, beta: Fraction, D: int) -> Fraction:
        """c = k = 1, ε = 1, δ > 0 branch of Algorithm 7 with σ(ε) = √(32 ln(1/δ))/ε, ε_1 = √512/√513, ε_2 = 2/√513
        (as printed), T = 0, q_1(x) = D: a rational lower bound of Pr[a_1 real and |a_1 - q_1| > α] = Pr[⊤]·e^(-s),
        s = α/σ(ε_2), α = ln(4/β)√(ln(2/δ)(√512 + 1)) (ln k = 0).  Pr[⊥] = Pr[v - η < -D] <= Pr[v < -D/2] +
        Pr[η > D/2] <= e^(-D/(4σ(ε_1))); each irrational is replaced by the bound on the safe side (series for ln,
        isqrt for √, Taylor for exp), s and σ(ε_1) rounded up to 6 and 3 decimals."""
        ln_beta = _log_bounds(4 / beta)[1]
        ln_two = _log_bounds(2 / delta)[1]
        ln_one_low, ln_one_high = _log_bounds(1 / delta)
        root_512_low, root_512_high = _sqrt_bounds(F(512))
        root_513_low, root_513_high = _sqrt_bounds(F(513))
        alpha_high = ln_beta * _sqrt_bounds(ln_two * (root_512_high + 1))[1]
        sigma_2_low = _sqrt_bounds(32 * ln_one_low)[0] * root_513_low / 2  # σ(ε_2) = √(32 ln(1/δ))·√513/2
        s_high = _round_up(alpha_high / sigma_2_low, 6)
        sigma_1_high = _round_up(_sqrt_bounds(32 * ln_one_high)[1] * root_513_high / root_512_low, 3)
        bottom_high = exp_bounds(F(-D) / (4 * sigma_1_high))[1]
        return (1 - bottom_high) * exp_bounds(-s_high)[0]

    def _corrected_release(c: int, k: int, eps: Fraction, delta: Fraction, beta: Fraction) -> Evaluation:
        """c e^(-α/σ(ε_2)) <= β/2 for the corrected Algorithm 7: α = (√512 + 1)√(c ln(2/δ)) M/ε with M = max{ln(4ck/β),
        √8 ln(2c/β)}, σ(ε_2) = √(32c ln(2/δ))/ε_2 with ε_2 = 2ε/(√512 + 1), so α/σ(ε_2) = 2M/√32 (the factors √512 + 1,
        √(c ln(2/δ)) and 1/ε cancel).  Where ln(4ck/β) is the larger (certified; the two never tie for rational
        β: (2c/β)^√8 is transcendental by Gelfond-Schneider when 2c/β != 1), c e^(-α/σ(ε_2)) is compared with β/2 by
        balls; where √8 ln(2c/β) is, α/σ(ε_2) = (2√8/√32) ln(2c/β) and c e^(-α/σ(ε_2)) = β/2 exactly when
        (2√8/√32)² = 4·8/32 is 1, decided exactly (balls cannot separate the tie)."""
        first = lambda: (4 * c * k / ball(beta)).log()  # noqa: E731
        second = lambda: ball(8).sqrt() * (2 * c / ball(beta)).log()  # noqa: E731
        if compare(first, ">", second)[0]:
            def tail() -> Ball:
                root_512, log_2 = ball(512).sqrt(), (2 / ball(delta)).log()
                alpha = (root_512 + 1) * (c * log_2).sqrt() * first() / ball(eps)
                sigma_2 = (32 * c * log_2).sqrt() * (root_512 + 1) / (2 * ball(eps))
                return c * (-alpha / sigma_2).exp()
            return certified(tail, "<=", lambda: ball(beta) / 2, detail="c e^(-alpha/sigma(eps_2)) against beta/2 "
                             "(M = ln(4ck/beta))")
        return equal(F(4 * 8, 32), 1, detail="(alpha/sigma(eps_2))/ln(2c/beta) = 2 sqrt(8)/sqrt(32), squared, "
                     "against 1 (M = sqrt(8) ln(2c/beta): then c e^(-alpha/sigma(eps_2)) = beta/2)")

    SURVEY.claim(
        "theorem-6.8-release",
        label="Theorem 6.8",
        statement=r"if $\delta > 0$, then $\text{NumericSparse}$ is $(\alpha, \beta)$-accurate, where $\alpha = "
        r"\frac{\left(\ln k + \ln \frac{4c}{\beta}\right) \sqrt{c \ln \frac{2}{\delta} (\sqrt{512} + 1)}}"
        r"{\varepsilon}$",
        hypotheses="c = k = 1, eps = 1, T = 0, q_1(x) = T + 400 (L(T) = 1 = c); Algorithm 7's delta > 0 branch as "
        "printed (eps_1 = sqrt(512)/sqrt(512+1) eps, eps_2 = 2/sqrt(512+1)) with sigma(eps) = sqrt(32c ln(1/delta))/"
        "eps; Pr[a_1 real and |a_1 - q_1(x)| > alpha] <= beta, against a rational lower bound of the left side",
        domain=Domain.of(among("delta", (F(1, 100), F(1, 10))), among("beta", (F(1, 10), F(1, 4))),
                         among("D", (400,), text="q_1(x) - T = D = 400")),
        reading="as read",
        deviations=(Deviation("corrected symbol", "Definition 6.7's 'with probability <= beta' read as covering the "
                              "accuracy conditions too (Dwork and Roth, Definition 3.25), as the proof of Theorem 6.8 "
                              "does ('holds with probability 1 - beta/2')",
                              where="Definition 6.7; Theorem 6.8's proof"),
                    SIGMA_FUNCTION),
        literal="004.theorem-6.8",
        finding="For δ > 0 the printed α does not cover the Laplace releases: c = k = 1, ε = 1, δ = 1/100, β = 1/10, "
        "q_1(x) = T + 400: a_1 is real with probability ≈ 1 and |a_1 - q_1| > α with probability ≈ 0.74 > β.",
        correction=SURVEY.correction(
            "theorem-6.8-release.corrected",
            label="Theorem 6.8",
            statement=r"For NumericSparse with $\varepsilon_2 = \frac{2\varepsilon}{\sqrt{512}+1}$ and $\sigma(E) = "
            r"\frac{\sqrt{32c \ln \frac{2}{\delta}}}{E}$ (Dwork and Roth, Algorithm 3; 004.theorem-6.6-delta."
            r"corrected), with $\alpha = \frac{(\sqrt{512} + 1)\sqrt{c \ln \frac{2}{\delta}}}{\varepsilon} "
            r"\max\left\{\ln \frac{4ck}{\beta}, \sqrt{8} \ln \frac{2c}{\beta}\right\}$ the released values are "
            r"accurate: $\Pr[\exists i: a_i \in \mathbb{R} \text{ and } |a_i - q_i(x)| > \alpha] \leq c\, "
            r"e^{-\alpha/\sigma(\varepsilon_2)} \leq \frac{\beta}{2}$ (the first term is Theorem 6.5's $\alpha$ for "
            r"Sparse at $(\varepsilon_1, \frac{\beta}{2}, \frac{\delta}{2})$)",
            hypotheses="Algorithm 7 with the corrected eps_2 and sigma; at most c releases a_i = q_i(x) + "
            "Lap(sigma(eps_2)), each off by more than alpha with probability e^(-alpha/sigma(eps_2)), so the union "
            "bound gives c e^(-alpha/sigma(eps_2)); decided: that bound against beta/2, certified",
            domain=Domain.of(among("c", (1, 2, 3)), among("k", (1, 4)), among("eps", (F(1, 2), F(1), F(4))),
                             among("delta", (F(1, 10**6), F(1, 100), F(1, 2))),
                             among("beta", (F(1, 1000), F(1, 10), F(1, 2), F(9, 10)))),
        )(_corrected_release),
        formula="""
        # Algorithm 7, delta > 0 as printed, c = k = 1, eps = 1, T = 0: eps_1 = sqrt(512) eps/sqrt(513), eps_2 =
        # 2/sqrt(513), sigma(E) = sqrt(32c ln(1/delta))/E; T-hat = Lap(sigma_1), v ~ Lap(2 sigma_1); q_1(x) = D
        c = 1
        k = 1
        eps = 1
        sigma(E) = sqrt(32*c*ln(1/delta))/E
        sigma_1 = sigma(sqrt(512)*eps/sqrt(513))
        sigma_2 = sigma(2/sqrt(513))
        # Pr[⊤] = Pr[D + v >= T-hat] at r = D/sigma_1: the law of Lap(2) - Lap(1), P[X - Y >= t] = (4e^(-t/2) -
        # e^(-t))/6 for t >= 0 (laplace_difference_tail(2, 1, t), written out: r is irrational)
        top(r) = 1 - (4*exp(-r/2) - exp(-r))/6 if r >= 0 else (4*exp(r/2) - exp(r))/6
        # a_1 = D + Lap(sigma_2) after the ⊤; Pr[Lap(sigma_2) <= t] (the Laplace distribution function)
        below(t) = 1 - exp(-t/sigma_2)/2 if t >= 0 else exp(t/sigma_2)/2
        # the printed alpha
        alpha = (ln(k) + ln(4*c/beta))*sqrt(c*ln(2/delta)*(sqrt(512) + 1))/eps
        # Pr[a_1 real and |a_1 - q_1(x)| > alpha] <= beta
        top(D/sigma_1)*((1 - below(alpha)) + below(-alpha)) <= beta
        """,
    )(lambda delta, beta, D: Evaluation(_release_failure(delta, beta, D), "<=", beta,
                                        detail="a lower bound of Pr[a_1 real, |a_1 - q_1| > alpha] against beta"))

    SURVEY.claim(
        "theorem-6.8-proof-release",
        label="Theorem 6.8",
        statement=r"For $(\alpha, \beta)$-accuracy, we need that $\forall a_i = \perp, q_i(x) \leq T + \alpha$, which "
        r"holds with probability $1 - \frac{\beta}{2}$ [...]. For all $a_i \in \mathbb{R}, |q_i(x) - a_i| \leq "
        r"\alpha$, which again holds with probability $\frac{\beta}{2}$ [...]",
        hypotheses="'holds with probability p': the event has probability p, or at least p (as the first half's 1 - "
        "beta/2 must be); the union bound then guarantees both with probability at least p_1 + p_2 - 1, against the "
        "1 - beta of (alpha, beta)-accuracy",
        domain=BETA_GRID,
        finding="The proof's second half says 'with probability β/2' for 1 - β/2: with 1 - β/2 and β/2 the union "
        "bound gives only Pr[both] >= 0, not 1 - β (β = 1/100: 0 < 99/100).",
        correction=SURVEY.correction(
            "theorem-6.8-proof-release.corrected",
            label="Theorem 6.8",
            statement=r"For all $a_i \in \mathbb{R}$, $|q_i(x) - a_i| \leq \alpha$ holds with probability at least "
            r"$1 - \frac{\beta}{2}$, so both conditions hold with probability at least $1 - \beta$",
            formula="""
            # Pr[the ⊥ condition] >= 1 - beta/2, Pr[the released values' condition] >= 1 - beta/2; the union bound
            p_1 = 1 - beta/2
            p_2 = 1 - beta/2
            p_1 + p_2 - 1 >= 1 - beta
            """,
        )(lambda beta: Evaluation((1 - beta / 2) + (1 - beta / 2) - 1, ">=", 1 - beta,
                                  detail="p_1 + p_2 - 1 against 1 - beta")),
        formula="""
        # Pr[the ⊥ condition] = 1 - beta/2, Pr[the released values' condition] = beta/2 (as printed, or at least
        # that); the union bound: both hold with probability at least p_1 + p_2 - 1
        p_1 = 1 - beta/2
        p_2 = beta/2
        p_1 + p_2 - 1 >= 1 - beta
        """,
    )(lambda beta: Evaluation((1 - beta / 2) + beta / 2 - 1, ">=", 1 - beta, detail="p_1 + p_2 - 1 against 1 - beta"))


# --------------------------------------------------------------------------- §6.2


with SURVEY.section("6.2"):

    def _linear_bound(point: Point) -> Evaluation:
        """Neighbours x, y (one record added or removed: ||x - y||_1 = 1); unnormalised |Σ (x_i - y_i) q(χ_i)| and
        normalised |q̄(x) - q̄(y)| (||x||_1, ||y||_1 >= 1), both against 1."""
        x, y, f = point["x"], point["y"], point["query"]
        raw = abs(sum(((a - b) * w for a, b, w in zip(x, y, f, strict=True)), F(0)))
        cases = [Evaluation(raw, "<=", 1, detail="unnormalised")]
        if sum(x) and sum(y):
            normal = abs(sum((a * w for a, w in zip(x, f, strict=True)), F(0)) / sum(x)
                         - sum((b * w for b, w in zip(y, f, strict=True)), F(0)) / sum(y))
            cases.append(Evaluation(normal, "<=", 1, detail="normalised"))
        return weakest(cases)

    def _neighbours() -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
        pairs = []
        for x in product(range(3), repeat=2):
            for i in range(2):
                for step in (1, -1):
                    y = tuple(v + (step if j == i else 0) for j, v in enumerate(x))
                    if min(y) >= 0:
                        pairs.append((x, y))
        return tuple(pairs)

    def _ranges(x: tuple[int, int], query: tuple[Fraction, Fraction]) -> Evaluation:
        """l.1193 and l.1201: the normalised query lies in [0, 1] (x non-empty), the unnormalised one in
        [0, ||x||_1]."""
        total = sum((a * w for a, w in zip(x, query, strict=True)), F(0))
        checks = [Evaluation(0, "<=", total), Evaluation(total, "<=", sum(x))]
        if sum(x):
            checks += [Evaluation(0, "<=", total / sum(x)), Evaluation(total / sum(x), "<=", 1)]
        return weakest(checks)

    SURVEY.claim(
        "linear-query-ranges",
        label="6.2.1 Linear Queries",
        statement=r"[normalised linear queries,] as the term ``normalised'' suggests, takes values in $[0, 1]$ [...] "
        r"[unnormalised linear queries] thus take values in $[0, \|x\|_1]$.",
        hypotheses="q: chi -> [0, 1] (l.1191); the normalised query on non-empty histograms, where it is defined "
        "(l.1195); the unnormalised one on every histogram (l.1199)",
        domain=Domain.of(each("x", "tuple(tuples(ints(0, 3), 2))", "x in {0, 1, 2, 3}^2"),
                         each("query", "tuple(tuples((0/1, 1/2, 1/1), 2))", "q(chi_1), q(chi_2) in {0, 1/2, 1}")),
        formula="""
        # the query's values q(chi_i) in [0, 1]; the unnormalised query sum x_i q(chi_i) against the printed [0,
        # ||x||_1], the normalised one (x non-empty) against the printed [0, 1]
        n = x[0] + x[1]
        total = x[0]*query[0] + x[1]*query[1]
        normal = total/n if n > 0 else 0
        0 <= total and total <= n and 0 <= normal and normal <= 1
        """,
    )(_ranges)

    SURVEY.claim(
        "linear-query-sensitivity-bound",
        label="Linear Queries",
        statement=r"Here linear queries have sensitivity $\leq 1$",
        hypotheses="chi = {chi_1, chi_2}; neighbouring histograms differ by one record; q: chi -> [0, 1] (l.1191); "
        "both the sum (l.1199) and the mean (l.1195), the mean on non-empty histograms, where it is defined",
        domain=Domain.of(among(("x", "y"), _neighbours(), text="neighbouring histograms x, y in {0, 1, 2, 3}^2 (x in "
                               "{0, 1, 2}^2, one count changed by 1)"),
                         each("query", "tuple(tuples((0/1, 1/2, 1/1), 2))", "q(chi_1), q(chi_2) in {0, 1/2, 1}")),
        formula="""
        # neighbours x, y one record apart; the change of the unnormalised query |sum (x_i - y_i) q(chi_i)| and of the
        # normalised one |q(x) - q(y)| (both non-empty) against the printed sensitivity bound 1
        raw = abs((x[0] - y[0])*query[0] + (x[1] - y[1])*query[1])
        mean(h) = (h[0]*query[0] + h[1]*query[1])/(h[0] + h[1])
        normal = abs(mean(x) - mean(y)) if x[0] + x[1] > 0 and y[0] + y[1] > 0 else 0
        raw <= 1 and normal <= 1
        """,
    )(_linear_bound)

    def _max_against_pair(x: tuple[int, ...], y: tuple[int, ...], query: tuple[Fraction, ...]) -> Evaluation:
        """l.1205: Δ(q̄) = max over neighbours of |q̄(x) - q̄(y)| for the unnormalised query q̄(x) = Σ x_i q(χ_i), which
        is max_i q(χ_i) (one record of the type χ_i added moves q̄ by q(χ_i), at any x), against |Σ x_i q(χ_i) - Σ y_i
        q(χ_i)| at the neighbours x, y."""
        pair = abs(sum(((a - b) * w for a, b, w in zip(x, y, query, strict=True)), F(0)))
        return Evaluation(max(query), "<=", pair, detail="Delta(q) = max_i q(chi_i) against |q(x) - q(y)|")

    MAX_DISPUTED = ("the max binds x and y, and the right side uses them free: as the pair attaining the max the "
                    "display holds (with equality), as any neighbours (the next sentence, l.1207, lets x and y differ "
                    "in one record) it does not")
    SENSITIVITY_MAX = (r"$\Delta(\bar{q}) = \max_{\|x-y\|_1 \leq 1} |\bar{q}(x) - \bar{q}(y)| \leq \left| "
                       r"\sum_{i=1}^{|x|} x_i q_x(\chi_i) - \sum_{i=1}^{|x|} y_i q_y(\chi_i) \right|.$")

    SENSITIVITY_MAX_FORMULA = """
    # Delta(q-bar) of the unnormalised query q-bar(x) = sum_i x_i q(chi_i) (l.1199): one record of the type chi_i
    # added or removed moves it by q(chi_i), at any x; against |sum x_i q(chi_i) - sum y_i q(chi_i)| at x, y
    moved(i) = abs(sum(unit(i, 2)[j]*query[j] for j in ints(0, 1)))
    max(moved(i) for i in ints(0, 1))
     <= abs(sum(x[i]*query[i] for i in ints(0, 1)) - sum(y[i]*query[i] for i in ints(0, 1)))
    """

    SURVEY.claim(
        "linear-query-sensitivity-max",
        label="6.2.1 Linear Queries",
        statement=SENSITIVITY_MAX + r" Now $x$ and $y$ differ in only 1 record",
        hypotheses="x, y any neighbouring histograms, as the next sentence takes them (l.1207); q_x = q_y = q, the "
        "query (l.1203 denotes q applied on x by q_x); the unnormalised query the display's sums are (l.1199); "
        "Delta(q-bar) over every neighbouring pair, max_i q(chi_i)",
        domain=Domain.of(among(("x", "y"), _neighbours(), text="neighbouring histograms x, y in {0, 1, 2, 3}^2 "
                               "(x in {0, 1, 2}^2, one count changed by 1)"),
                         among("query", tuple(product((F(0), F(1, 2), F(1)), repeat=2)),
                               text="q(chi_1), q(chi_2) in {0, 1/2, 1}")),
        reading="literal",
        disputed=MAX_DISPUTED,
        finding="Read with x, y any neighbours, the right side can be smaller than the max: x = (0, 0), y = (1, 0) "
        "and q = (0, 1/2) give Δ(q̄) = 1/2 > |q̄(x) - q̄(y)| = 0; for the pair attaining the max it is an equality.",
        correction=SURVEY.correction(
            "linear-query-sensitivity-max.corrected",
            label="6.2.1 Linear Queries",
            statement=SENSITIVITY_MAX + r" ($x$, $y$ a neighbouring pair attaining the max)",
            hypotheses="as the record, x, y restricted to the pairs where |q-bar(x) - q-bar(y)| is the max",
            reading="charitable",
            disputed=MAX_DISPUTED,
            domain=Domain.of(among(("x", "y"), _neighbours(), text="neighbouring histograms x, y in {0, 1, 2, 3}^2 "
                                   "(x in {0, 1, 2}^2, one count changed by 1)"),
                             among("query", tuple(product((F(0), F(1, 2), F(1)), repeat=2)),
                                   text="q(chi_1), q(chi_2) in {0, 1/2, 1}"),
                             where("abs(sum((x[i] - y[i])*query[i] for i in ints(0, 1))) == max(query)",
                                   "x, y attain the max: |q-bar(x) - q-bar(y)| = max_i q(chi_i)")),
            formula=SENSITIVITY_MAX_FORMULA,
        )(_max_against_pair),
        formula=SENSITIVITY_MAX_FORMULA,
    )(_max_against_pair)

    def _sensitivity_display(x: tuple[int, ...], k: int, up: int) -> Evaluation:
        """y = x with record k changed by one; q ≡ 1 (every query value in [0, 1]): Σ_i x_i - Σ_i y_k against
        |x_k - y_k|."""
        y = tuple(v + (up if i == k else 0) for i, v in enumerate(x))
        return equal(sum(x) - len(x) * y[k], abs(x[k] - y[k]), detail="sum x_i - sum_i y_k against |x_k - y_k|")

    SURVEY.claim(
        "linear-query-sensitivity",
        label="6.2.1 Linear Queries",
        statement=r"$\Delta(\bar{q}) \leq \left| \sum_{i=1}^{|x|} x_i q_x(\chi_i) - \sum_{i=1}^{|x|} y_i "
        r"q_y(\chi_i) \right| \leq \sum_{i=1}^{|x|} x_i - \sum_{i=1}^{|x|} y_k = |x_k - y_k| \leq 1.$",
        kind="identity",
        hypotheses="the equality sum_i x_i - sum_i y_k = |x_k - y_k| for neighbouring histograms (x_i = y_i except "
        "at i = k, |x_k - y_k| = 1)",
        domain=Domain.of(each("x", "tuples(ints(0, 2), 3)", "x in {0, 1, 2}^3"),
                         ints("k", 0, 2), among("up", (1, -1), text="y_k = x_k + up, up in {1, -1}"),
                         where("x[k] + up >= 0", "y_k >= 0 (y a histogram)")),
        finding="The middle expression is not |x_k - y_k|: x = (0, 0, 0), y = (1, 0, 0) (k = 1) give Σ x_i - "
        "Σ_{i=1}^3 y_k = 0 - 3 = -3 against 1; the intended |Σ_i (x_i - y_i) q(χ_i)| = |x_k - y_k| q(χ_k) <= 1 holds.",
        correction=SURVEY.correction(
            "linear-query-sensitivity.corrected",
            label="6.2.1 Linear Queries",
            statement=r"$|\bar{q}(x) - \bar{q}(y)| = \left| \sum_i (x_i - y_i) q(\chi_i) \right| = |x_k - y_k| "
            r"q(\chi_k) \leq 1$ (q ≡ 1 here)",
            kind="identity",
            formula="""
            # y = x changed at k by up (neighbouring histograms), q = 1: |sum_i (x_i - y_i) q(chi_i)| against 1
            y(i) = x[i] + up if i == k else x[i]
            abs(sum(x[i] - y(i) for i in ints(0, len(x) - 1))) == 1
            """,
        )(lambda x, k, up: equal(abs(sum(x) - sum(v + (up if i == k else 0) for i, v in enumerate(x))), 1)),
        formula="""
        # y = x changed at k by up (neighbouring histograms); the printed middle member, sum over i = 1..|x| of x_i
        # minus sum over i = 1..|x| of y_k, against |x_k - y_k|
        y(i) = x[i] + up if i == k else x[i]
        sum(x[i] for i in ints(0, len(x) - 1)) - sum(y(k) for i in ints(0, len(x) - 1)) == abs(x[k] - y(k))
        """,
    )(_sensitivity_display)

    #: Linear queries on χ = {χ_1, χ_2} as their values (f(χ_1), f(χ_2)); the collections Q searched.
    QUERIES = {
        2: ((F(1), F(0)), (F(0), F(1))),
        3: ((F(1), F(0)), (F(0), F(1)), (F(1, 2), F(1))),
        4: ((F(1), F(0)), (F(0), F(1)), (F(1, 2), F(1)), (F(1), F(1, 2))),
    }
    HISTOGRAMS = ((1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), (5, 2))

    def _normalised(f: tuple[Fraction, Fraction], x: tuple[int, int]) -> Fraction:
        return (x[0] * f[0] + x[1] * f[1]) / (x[0] + x[1])

    def _range(m: int) -> tuple[tuple[int, int], ...]:
        """R for |χ| = 2: the histograms y = (a, m - a) of size m."""
        return tuple((a, m - a) for a in range(m + 1))

    def _error(size: int, x: tuple[int, int], y: tuple[int, int]) -> Fraction:
        """-u(x, y) = max_{f in Q} |f(x) - f(y)| (normalised linear queries, Q the first ``size`` of QUERIES)."""
        return max(abs(_normalised(f, x) - _normalised(f, y)) for f in QUERIES[size])

    def _smalldb_weights(size: int, x: tuple[int, int], m: int, eps: Fraction,
                         sensitivity: Fraction) -> dict[tuple[int, int], ExpSum]:
        """Algorithm 8 through Algorithm 4: y in R drawn with weight e^(ε u(x, y)/(2Δu)) (normalised by their sum)."""
        return {y: {-eps * _error(size, x, y) / (2 * sensitivity): F(1)} for y in _range(m)}

    #: Δu of Algorithm 4 (over neighbours) for the normalised linear queries above, on non-empty histograms: a
    #: record added to x (||x||_1 = n >= 1) moves q(x) by |f(χ) - q(x)|/(n + 1) <= 1/2, attained at n = 1.
    SMALLDB_SENSITIVITY = F(1, 2)

    def _nonempty_neighbours(top: int) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
        """Pairs of non-empty histograms in {0..top}^2 one record apart, both orders."""
        pairs = []
        for x in product(range(top + 1), repeat=2):
            for i, step in product(range(2), (1, -1)):
                y = (x[0] + step * (i == 0), x[1] + step * (i == 1))
                if sum(x) and sum(y) and min(y) >= 0 and max(y) <= top:
                    pairs.append((x, y))
        return tuple(pairs)

    def _smalldb_dp(size: int, m: int, eps: Fraction, x: tuple[int, int], x_: tuple[int, int]) -> Evaluation:
        """Pr[y | x] <= e^ε Pr[y | x'] for every y in R, cross-multiplied: w_x(y) Z(x') <= e^ε w_x'(y) Z(x)."""
        on_x = _smalldb_weights(size, x, m, eps, SMALLDB_SENSITIVITY)
        on_x_ = _smalldb_weights(size, x_, m, eps, SMALLDB_SENSITIVITY)
        total, total_ = add(*on_x.values()), add(*on_x_.values())
        return weakest([compare_exp_sums(exp_product(on_x[y], total_), "<=",
                                         scale(exp_product(on_x_[y], total), F(1), eps),
                                         detail=f"y = {y}: Pr[y | x] against e^eps Pr[y | x'] (cross-multiplied)")
                        for y in on_x])

    SMALLDB_READ = Deviation("corrected symbol", "R's size log|Q|/alpha^2, never an integer (R is empty, "
                             "004.theorem-6.10), read as an integer m", where="Algorithm 8, line 1")
    SMALLDB_DELTA = Deviation("corrected symbol", "Delta u is Algorithm 4's max over neighbouring histograms (its "
                              "printed max over all pairs lacks '<= 1', 004.score-sensitivity), over the non-empty "
                              "histograms where normalised queries are defined: 1/2",
                              where="Algorithm 4, line 1; Algorithm 8, line 3")

    SMALLDB_M = Deviation("corrected symbol", "R's size log|Q|/alpha^2, never an integer (R is empty, "
                          "004.theorem-6.10), read as m = ceil(ln|Q|/alpha^2), Theorem 6.10's correction",
                          where="Algorithm 8, line 1")
    LOG_LN = Deviation("notation from elsewhere", "log read as ln: l.1281 writes ln|R| = log|Q| log|chi|/alpha^2, "
                       "which needs log|chi| = ln|chi|, and l.1263's 2|Q| e^(-2 m alpha^2) < 1 needs m = ln|Q|/alpha^2",
                       where="the proofs of Theorems 6.10 and 6.11")

    #: The literal texts of the records that read R's size as m = ceil(ln|Q|/alpha^2): R as Algorithm 8 prints it,
    #: {y : ||y||_1 = log|Q|/alpha^2}, is empty unless that size is a whole number (004.theorem-6.10), and non-empty at
    #: alpha = sqrt(ln|Q|/m) for each m >= 1 (alpha is any real > 0, l.1243); there the ceiling is m itself, so the
    #: literal statement has a truth value and the '-printed-range' records decide it at those alpha.
    PRINTED_RANGE_DISPUTED = ("R's size: log|Q|/alpha^2 as Algorithm 8 prints it, a whole number only at alpha = "
                              "sqrt(ln|Q|/m) (elsewhere R is empty and SmallDB has no output), against m = "
                              "ceil(ln|Q|/alpha^2) at every alpha, Theorem 6.10's correction")
    PRINTED_RANGE = Deviation("narrowed domain", "alpha swept where R as printed is non-empty: alpha = sqrt(ln|Q|/m) "
                              "(log = ln), at which R's size log|Q|/alpha^2 is the whole number m; at every other "
                              "alpha R is empty (004.theorem-6.10) and the statement says nothing",
                              where="Algorithm 8, line 1")

    def _printed_alpha(size: int, m: int) -> Ball:  # type: ignore[valid-type]
        """alpha = sqrt(ln|Q|/m), where R as printed has size m."""
        return (ball(F(size)).log() / m).sqrt()

    def _noise_bound(k: int) -> Ball:  # type: ignore[valid-type]
        """Theorem 6.12's bound at |Q| = k, |χ| = 2, β = 1/10, ε||x||_1 = 1: (16 ln 2 ln k + 4 ln 10)^(1/3)."""
        return ((16 * ball(2).log() * ball(k).log() + 4 * ball(10).log()).log() / 3).exp()

    def _cube_root_of_log(k: int) -> Ball:  # type: ignore[valid-type]
        """((16 ln 2 + 4 ln 10) ln k)^(1/3)."""
        return (((16 * ball(2).log() + 4 * ball(10).log()) * ball(k).log()).log() / 3).exp()

    # The domain's k for a constant c, a k with bound(k) < c ln k: bound(k)/ln k <= ((A + B)/j²)^(1/3) for j = ln k
    # >= 1 (A = 16 ln 2 <= 12, B = 4 ln 10 <= 10), below c once j > √(22/c³); k = 2^(2j) has ln k = 2j ln 2 >= j.

    SURVEY.claim(
        "smalldb-log-k",
        label="6.2.2 Back to SmallDB",
        statement=r"What SmallDB, which is an offline algorithm, promises is essentially answering all of those $k$ "
        r"queries with noise in $\Theta(\log k)$, although with some caveats.",
        hypotheses="the noise SmallDB comes with: Theorem 6.12's bound ((16 ln|chi| ln|Q| + 4 ln(1/beta))/(eps "
        "||x||_1))^(1/3) at |Q| = k, |chi| = 2, beta = 1/10, eps ||x||_1 = 1; for each constant c of the domain, the "
        "lower bound c ln k at the k the check derives from c (certified)",
        domain=Domain.of(among("c", (F(1), F(1, 10), F(1, 100)), text="c in {1, 1/10, 1/100}"),
                         let("k", "floor(2**(2*(floor(sqrt(ceil(22/c**3))) + 2)))",  # floor: an int, as k is
                             "k = 2^(2j), j = isqrt(ceil(22/c^3)) + 2")),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'noise in Theta(log k)' read as its lower half: a constant c "
                              "with bound(k) >= c ln k for every k; the record decides it for each c of the domain "
                              "at one k derived from c (the derivation gives such a k for every c > 0)",
                              where="§6.2.2, l.1215"), LOG_LN),
        literal="004.smalldb-log-k-theta",
        finding="Theorem 6.12's noise bound grows as (log k)^(1/3), not as log k: at c = 1, k = 4096 it is ≈ 4.66 < "
        "ln 4096 ≈ 8.32, and bound(k)/ln k -> 0, so no c > 0 works.",
        correction=SURVEY.correction(
            "smalldb-log-k.corrected",
            label="6.2.2 Back to SmallDB",
            statement=r"SmallDB answers the $k$ queries with noise in $O((\log k)^{1/3})$: for $k \geq 3$ its bound "
            r"is at most $((16 \ln |\chi| + 4 \ln(1/\beta))/(\varepsilon \|x\|_1))^{1/3} (\ln k)^{1/3}$",
            hypotheses="the record's bound at |chi| = 2, beta = 1/10, eps ||x||_1 = 1; k >= 3, so ln k >= 1 and "
            "4 ln 10 <= 4 ln 10 ln k; certified",
            domain=Domain.of(among("k", (*range(3, 51), 100, 10**3, 10**4, 10**6, 10**8, 2**64, 10**100),
                                   text="k in {3, ..., 50, 100, 10^3, 10^4, 10^6, 10^8, 2^64, 10^100}")),
            formula="""
            # Theorem 6.12's bound at |Q| = k, |chi| = 2, beta = 1/10, eps ||x||_1 = 1 against C (ln k)^(1/3),
            # C = ((16 ln|chi| + 4 ln(1/beta))/(eps ||x||_1))^(1/3): both positive, compared through their cubes
            chi = 2
            beta = 1/10
            eps_n = 1
            (16*ln(chi)*ln(k) + 4*ln(1/beta))/eps_n <= (16*ln(chi) + 4*ln(1/beta))/eps_n*ln(k)
            """,
        )(lambda k: certified(lambda: _noise_bound(k), "<=", lambda: _cube_root_of_log(k),
                              detail="Theorem 6.12's bound against C (ln k)^(1/3)")),
        formula="""
        # Theorem 6.12's bound ((16 ln|chi| ln|Q| + 4 ln(1/beta))/(eps ||x||_1))^(1/3) (the cube root as
        # exp(ln(.)/3)) at |Q| = k, |chi| = 2, beta = 1/10, eps ||x||_1 = 1, against the lower half of Theta(log k):
        # c ln k at the k derived from c
        chi = 2
        beta = 1/10
        eps_n = 1
        exp(ln((16*ln(chi)*ln(k) + 4*ln(1/beta))/eps_n)/3) >= c*ln(k)
        """,
    )(lambda c, k: certified(lambda: _noise_bound(k), ">=", lambda: ball(c) * ball(k).log(),
                             detail="Theorem 6.12's bound against c ln k"))

    SMALLDB_NOISE_DISPUTED = ("what 'noise' SmallDB answers with (l.1215): Theorem 6.12's accuracy bound, the only "
                              "error §6.2 states for SmallDB (this record and 004.smalldb-log-k), or an error the "
                              "text does not state")

    def _log_k_limit(chi: int, beta: Fraction, eps_n: Fraction) -> Evaluation:
        """l.1215, Θ in k with |χ|, β, ε||x||_1 fixed, the noise Theorem 6.12's bound b(k) at |Q| = k: with j = ln k,
        (b(k)/ln k)³ = (16 ln|χ| j + 4 ln(1/β))/(ε||x||_1 j³) = P/j² + R/j³, P, R >= 0, which decreases in j > 0 to
        its limit 0 (the numerator has degree at most 1 < 3).  Θ(log k) needs a c > 0 with b(k) >= c ln k for all
        large k, i.e. a positive limit of b(k)/ln k."""
        degree = 1 if chi > 1 else 0  # of the numerator 16 ln|chi| j + 4 ln(1/beta) in j, below the 3 of j³
        return Evaluation(F(0) if degree < 3 else F(1), ">", 0,
                          detail="lim_(k -> oo) b(k)/ln k (its cube: 16 ln|chi|/(eps||x||_1 ln^2 k) + 4 ln(1/beta)/"
                          "(eps||x||_1 ln^3 k), decreasing) against 0")

    SURVEY.claim(
        "smalldb-log-k-theta",
        label="6.2.2 Back to SmallDB",
        statement=r"What SmallDB, which is an offline algorithm, promises is essentially answering all of those $k$ "
        r"queries with noise in $\Theta(\log k)$, although with some caveats. [$\Theta$ as $k = |Q|$ grows, its "
        r"constants depending on $|\chi|$, $\beta$ and $\varepsilon \|x\|_1$]",
        hypotheses="the noise: Theorem 6.12's bound ((16 log|chi| log|Q| + 4 log(1/beta))/(eps ||x||_1))^(1/3) "
        "(l.1293) at |Q| = k; Theta in k, with |chi|, beta and eps ||x||_1 fixed",
        domain=Domain.of(among("chi", (2, 4, 16)), among("beta", (F(1, 10), F(1, 4), F(1, 2))),
                         among("eps_n", (F(1, 10), F(1), F(10), F(100)), text="eps ||x||_1 in {1/10, 1, 10, 100}")),
        reading="literal",
        disputed=SMALLDB_NOISE_DISPUTED,
        deviations=(LOG_LN,),
        formula="""
        # u = 1/ln k -> 0+ as k grows: (b(k)/ln k)^3 = (16 ln|chi| u^2 + 4 ln(1/beta) u^3)/(eps ||x||_1), a polynomial
        # in u, so its limit is its value at u = 0; Theta(log k) needs a positive limit
        cube(u) = (16*ln(chi)*u**2 + 4*ln(1/beta)*u**3)/eps_n
        cube(0) > 0
        """,
    )(lambda point: _log_k_limit(point["chi"], point["beta"], point["eps_n"]))

    def _smaller(size: int, x: tuple[int, int], alpha: Fraction, corrected: bool) -> Evaluation:
        """l.1217: every database y SmallDB can output has ||y||_1 = m = ⌈ln|Q|/α²⌉ (R's size, corrected); 'smaller
        (w.r.t. x)': m < ||x||_1 (corrected: that holds exactly when ||x||_1 > m, whatever |Q| and α give m)."""
        m = _range_size(size, alpha)
        sizes = {sum(y) for y in _range(m)}
        smaller = all(n < sum(x) for n in sizes)
        if corrected:
            return same_truth(smaller, sum(x) > m, detail="every output smaller than x, ||x||_1 > m")
        return Evaluation(max(sizes), "<", sum(x), detail="||y||_1 of SmallDB's outputs against ||x||_1")

    #: Algorithm 8's R with the corrected size m = ceil(ln|Q|/alpha^2) (|chi| = 2): the histograms y = (a, m - a)
    SMALLDB_OUTPUTS = """
    m = ceil(ln(Q)/alpha**2)
    R = tuple((a, m - a) for a in ints(0, m))
    """

    SURVEY.claim(
        "smalldb-smaller",
        label="6.2.2 Back to SmallDB",
        statement=r"It outputs a smaller database (w.r.t. $x$) $y$ whose size depends on $\log(|Q|)$ and $\alpha$.",
        hypotheses="the outputs of Algorithm 8, whose R holds the databases of size m (l.1231); 'smaller (w.r.t. x)' "
        "as ||y||_1 below ||x||_1",
        domain=Domain.of(among("|Q|", (3, 4), text="|Q| in {3, 4}", symbol="Q"),
                         among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                               "(5, 2)}"),
                         among("alpha", (F(1, 4), F(1, 3), F(1, 2), F(1)))),
        reading="as read",
        deviations=(SMALLDB_M, LOG_LN),
        literal="004.smalldb-smaller-printed-range",
        finding="R's size ⌈ln|Q|/α²⌉ does not depend on x, so y need not be smaller: |Q| = 3, x = (1, 0), α = 1/4 "
        "give ||y||_1 = ⌈16 ln 3⌉ = 18 > ||x||_1 = 1.",
        correction=SURVEY.correction(
            "smalldb-smaller.corrected",
            label="6.2.2 Back to SmallDB",
            statement=r"It outputs a database $y$ of size $m = \lceil \ln |Q|/\alpha^2 \rceil$, smaller than $x$ "
            r"exactly when $\|x\|_1 > m$",
            formula=SMALLDB_OUTPUTS + """
    # every output smaller than x, against ||x||_1 > m
    (1 if all(sum(y) < sum(x) for y in R) else 0) == (1 if sum(x) > m else 0)
    """,
        )(lambda point: _smaller(point["|Q|"], point["x"], point["alpha"], True)),
        formula=SMALLDB_OUTPUTS + """
    # 'smaller (w.r.t. x)': the largest ||y||_1 of the outputs against ||x||_1
    max(sum(y) for y in R) < sum(x)
    """,
    )(lambda point: _smaller(point["|Q|"], point["x"], point["alpha"], False))

    SURVEY.claim(
        "smalldb-smaller-printed-range",
        label="6.2.2 Back to SmallDB",
        statement=r"It outputs a smaller database (w.r.t. $x$) $y$ whose size depends on $\log(|Q|)$ and $\alpha$. "
        r"[$\mathcal{R}$ as printed, at the $\alpha$ where it is non-empty]",
        hypotheses="the outputs of Algorithm 8, the databases of size log|Q|/alpha^2 (l.1231); 'smaller (w.r.t. x)' "
        "as ||y||_1 below ||x||_1",
        domain=Domain.of(among("|Q|", (3, 4), text="|Q| in {3, 4}", symbol="Q"),
                         among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                               "(5, 2)}"),
                         among("m", tuple(range(1, 9)), text="m in 1..8: alpha = sqrt(ln|Q|/m)")),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(PRINTED_RANGE, LOG_LN),
        finding="R's size log|Q|/α² does not depend on x, so y need not be smaller: |Q| = 3, x = (1, 0), m = 1 (α = "
        "√(ln 3)) give ||y||_1 = 1, not below ||x||_1 = 1.",
        formula="""
        # every output y of Algorithm 8 has ||y||_1 = log|Q|/alpha^2 = m at alpha = sqrt(ln|Q|/m) (R, l.1231);
        # 'smaller (w.r.t. x)': ||y||_1 < ||x||_1
        m < sum(x)
        """,
    )(lambda point: Evaluation(point["m"], "<", sum(point["x"]), detail="||y||_1 = m of SmallDB's outputs against "
                               "||x||_1"))

    #: Theorem 6.9 at R's size m
    SMALLDB_DP = """
    # model: SmallDB = the exponential mechanism over R = {(a, m - a)} with u(h, y) = -max_q |q(h) - q(y)| (the
    # first |Q| normalised queries), Delta u = 1/2: Pr[y | h] = w(h, y)/Z(h), w = e^(eps u/(2 Delta u)), exact
    # exponential sums; printed eps-DP: Pr[y | x] <= e^eps Pr[y | x'] at every y, cross-multiplied (Z > 0); the
    # other order is the point with x, x' exchanged
    queries = take(((1, 0), (0, 1), (1/2, 1), (1, 1/2)), Q)
    mean(f, h) = (h[0]*f[0] + h[1]*f[1])/(h[0] + h[1])
    du = 1/2
    w(h, y) = exp(-eps*max(abs(mean(f, h) - mean(f, y)) for f in queries)/(2*du))
    R = tuple((a, m - a) for a in ints(0, m))
    Z(h) = sum(w(h, y) for y in R)
    all(w(x, y)*Z(xp) <= exp(eps)*w(xp, y)*Z(x) for y in R)
    """

    SURVEY.claim(
        "theorem-6.9", label="Theorem 6.9",
        statement=r"SmallDB is $\varepsilon$-differentially private.",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; neighbours one record apart, both non-empty; "
        "Delta u = 1/2; every y in R, both orders",
        domain=Domain.of(among("|Q|", (2, 3), text="|Q| in {2, 3}: Q = the first |Q| of the linear queries (1, 0), "
                               "(0, 1), (1/2, 1) on chi = {chi_1, chi_2}", symbol="Q"),
                         ints("m", 1, 3), among("eps", (F(1, 2), F(2))),
                         among(("x", "x'"), _nonempty_neighbours(2), text="neighbouring non-empty histograms x, x' "
                               "in {0, 1, 2}^2", symbol=("x", "xp"))),
        reading="as read",
        deviations=(SMALLDB_READ, SMALLDB_DELTA),
        literal="004.theorem-6.9-printed-range",
        formula=SMALLDB_DP,
    )(lambda point: _smalldb_dp(point["|Q|"], point["m"], point["eps"], point["x"], point["x'"]))
    SURVEY.definition(
        "algorithm-8", label="Algorithm 8",
        statement=r"SmallDB: $\mathcal{R} = \{y \in \mathbb{N}^{|\chi|} : \|y\|_1 = \frac{\log |Q|}{\alpha^2}\}$; "
        r"$u(x, y) = -\max_{f \in Q} |f(x) - f(y)|$; sample and output $y \in \mathcal{R}$ with the Exponential "
        r"Mechanism $\mathcal{M}_E(x, u, \varepsilon)$.")

    SURVEY.claim(
        "theorem-6.9-printed-range", label="Theorem 6.9",
        statement=r"SmallDB is $\varepsilon$-differentially private. [$\mathcal{R}$ as printed, at the $\alpha$ where "
        r"it is non-empty]",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; neighbours one record apart, both non-empty; "
        "Delta u = 1/2; R = {y : ||y||_1 = log|Q|/alpha^2} (l.1231); every y in R, both orders",
        domain=Domain.of(among("|Q|", (2, 3), text="|Q| in {2, 3}: Q = the first |Q| of the linear queries (1, 0), "
                               "(0, 1), (1/2, 1) on chi = {chi_1, chi_2}", symbol="Q"),
                         among("m", (1, 2, 3), text="m in 1..3: alpha = sqrt(ln|Q|/m)"), among("eps", (F(1, 2), F(2))),
                         among(("x", "x'"), _nonempty_neighbours(2), text="neighbouring non-empty histograms x, x' "
                               "in {0, 1, 2}^2", symbol=("x", "xp"))),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(PRINTED_RANGE, SMALLDB_DELTA, LOG_LN),
        # R as printed has size m at alpha = sqrt(ln|Q|/m): the same mechanism as 004.theorem-6.9
        formula=SMALLDB_DP,
    )(lambda point: _smalldb_dp(point["|Q|"], point["m"], point["eps"], point["x"], point["x'"]))

    def _factors(n: int) -> dict[int, int]:
        out: dict[int, int] = {}
        p = 2
        while n > 1:
            while n % p == 0:
                out[p], n = out.get(p, 0) + 1, n // p
            p += 1
        return out

    def _exact_log(n: int, base: int | str) -> Fraction | None:
        """log_base(n) when it is rational, else None: ln n is irrational for n >= 2 (e^r is transcendental for
        rational r != 0), and log_b n = p/q for integers n, b >= 2 exactly when n^q = b^p, i.e. when the prime
        exponents of n and b are proportional."""
        if n == 1:
            return F(0)
        if base == "e":
            return None
        ours, theirs = _factors(n), _factors(int(base))
        if set(ours) != set(theirs):
            return None
        ratios = {F(ours[p], theirs[p]) for p in ours}
        return ratios.pop() if len(ratios) == 1 else None

    BASES: tuple[int | str, ...] = (2, "e", 10)

    def _integer_size(size: int, alpha: Fraction, base: int | str) -> int | None:
        """log_base|Q|/α² when it is a whole number (R's size), None when it is not (R is empty)."""
        value = _exact_log(size, base)
        if value is None:
            return None
        m = value / alpha**2
        return int(m) if m.denominator == 1 else None

    def _good_y(size: int, x: tuple[int, int], alpha: Fraction, m: int | None) -> bool:
        """∃ y with ||y||_1 = m and max_{q in Q} |q(x) - q(y)| <= α (normalised linear queries)."""
        if m is None or m == 0:
            return False  # R is empty, or R = {0} where the normalised queries are undefined
        return any(all(abs(_normalised(f, x) - _normalised(f, (a, m - a))) <= alpha for f in QUERIES[size])
                   for a in range(m + 1))

    LOG_BASES = Deviation("notation from elsewhere", "log, whose base the text does not print, taken in base 2, e "
                          "and 10 alike: a point counts against the statement only when it fails in each (the "
                          "proofs' arithmetic, l.1263 and l.1281, uses ln)", where="Algorithm 8, line 1; Theorem 6.10")
    F_AS_Q = Deviation("notation from elsewhere", "f read as the query q: Theorem 6.10 and its proof write f(x), "
                       "f(chi_i) and f(X_i) for the queries q in Q, which are the only functions on databases there",
                       where="Theorem 6.10, l.1245 and l.1249")

    SMALLDB_AXES = (among("|Q|", (2, 3, 4), text="|Q| in {2, 3, 4}: Q = the first |Q| of the linear queries "
                          "(1, 0), (0, 1), (1/2, 1), (1, 1/2) on chi = {chi_1, chi_2}", symbol="Q"),
                    among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                          "(5, 2)}"),
                    among("alpha", (F(1, 4), F(1, 3), F(1, 2), F(3, 4))))
    SMALLDB = Domain.of(*SMALLDB_AXES)

    #: R's sizes log|Q|/alpha^2 that are whole numbers, in base 2, e or 10 (LOG_BASES): log_2|Q| = p/j needs |Q|^j =
    #: 2^p, so |Q| a power of 2 and log_2|Q| an integer; ln|Q| is irrational for |Q| >= 2 (e^r is transcendental for
    #: rational r != 0) and log_10|Q| = p/j needs |Q|^j = 10^p, a factor 5 that |Q| = 2..4 lacks: R is empty there.
    WHOLE_SIZES = """
    sizes = tuple(p/alpha**2 for p in ints(1, Q) if 2**p == Q and integer(p/alpha**2))
    """
    #: Theorem 6.10's y: some y = (a, m - a) within alpha of x on every normalised linear query of Q.
    GOOD_Y = """
    queries = take(((1, 0), (0, 1), (1/2, 1), (1, 1/2)), Q)
    mean(f, h) = (h[0]*f[0] + h[1]*f[1])/(h[0] + h[1])
    good(m) = m >= 1 and any(all(abs(mean(f, x) - mean(f, (a, m - a))) <= alpha for f in queries) for a in ints(0, m))
    """

    SURVEY.claim(
        "theorem-6.10",
        label="Theorem 6.10",
        statement=r"For accuracy bound $\alpha > 0$, finite collection of linear queries $Q$, if $\mathcal{R} = \{y "
        r"\in \mathbb{N}^{|\chi|} : \|y\|_1 = \frac{\log |Q|}{\alpha^2}\}$, then for all $x \in "
        r"\mathbb{N}^{|\chi|}$, $\exists y \in \mathcal{R}$ such that $\max_{q \in Q} |f(x) - f(y)| \leq \alpha.$",
        hypotheses="normalised linear queries (the proof's, l.1249); x non-empty, where they are defined (l.1195); "
        "the statement holds at a point when it holds in one of the bases 2, e, 10",
        domain=SMALLDB,
        reading="as read",
        deviations=(LOG_BASES, F_AS_Q),
        literal="004.theorem-6.10-printed",
        finding="R is empty unless log|Q|/α² is a whole number, which for rational α needs |Q| a rational power of "
        "the base: |Q| = 2, x = (1, 0), α = 3/4 (||y||_1 = 16 log 2/9) has no y in base 2, e or 10.",
        correction=SURVEY.correction(
            "theorem-6.10.corrected",
            label="Theorem 6.10",
            statement=r"For $|Q| \geq 3$ and $m = \lceil \ln |Q| / \alpha^2 \rceil$, every $x$ has a $y$ with "
            r"$\|y\|_1 = m$ and $\max_{q \in Q} |q(x) - q(y)| \leq \alpha$",
            hypotheses="|Q| >= 3 (then 2|Q| e^(-2 m alpha^2) <= 2/|Q| < 1), m the ceiling",
            domain=Domain.of(*SMALLDB_AXES, where("Q >= 3", "|Q| >= 3")),
            formula=GOOD_Y + """
    # m = ceil(ln|Q|/alpha^2): a y of size m within alpha exists
    (1 if good(ceil(ln(Q)/alpha**2)) else 0) == 1
    """,
        )(lambda point: same_truth(_good_y(point["|Q|"], point["x"], point["alpha"],
                                           ceil(_log_bounds(F(point["|Q|"]))[1] / point["alpha"] ** 2)), True,
                                   detail="a y of size m within alpha exists")),
        formula=WHOLE_SIZES + GOOD_Y + """
    # a y in R within alpha exists, in one of the bases (R = {y : ||y||_1 = m} for a whole size m; m = 0 gives the
    # empty histogram, where normalised queries are undefined)
    (1 if any(good(m) for m in sizes) else 0) == 1
    """,
    )(lambda point: same_truth(any(_good_y(point["|Q|"], point["x"], point["alpha"],
                                           _integer_size(point["|Q|"], point["alpha"], base)) for base in BASES), True,
                               detail="a y in R within alpha exists"))

    F_FREE = Deviation("notation from elsewhere", "f, free in the display (the max binds q; the f of u(x, y), l.1217 "
                       "and l.1235, is bound by its own max), taken as any real function on N^|chi|: a point counts "
                       "against the statement only when it fails for every f, so the verdict does not depend on what "
                       "f denotes", where="Theorem 6.10, l.1245")

    def _printed_6_10(size: int, alpha: Fraction) -> Evaluation:
        """l.1243-1245 as printed, f free: where R = {y : ||y||_1 = log|Q|/α²} is empty in each of the bases 2, e, 10
        the existential fails for every f; where it is non-empty in one, a constant f satisfies it, so the point
        counts for the statement (F_FREE)."""
        return same_truth(any(_integer_size(size, alpha, base) is not None for base in BASES), True,
                          detail="R non-empty in one of the bases 2, e, 10 (where R is empty no y exists, whatever f "
                          "is)")

    SURVEY.claim(
        "theorem-6.10-printed",
        label="Theorem 6.10",
        statement=r"For accuracy bound $\alpha > 0$, finite collection of linear queries $Q$, if $\mathcal{R} = \{y "
        r"\in \mathbb{N}^{|\chi|} : \|y\|_1 = \frac{\log |Q|}{\alpha^2}\}$, then for all $x \in "
        r"\mathbb{N}^{|\chi|}$, $\exists y \in \mathcal{R}$ such that $\max_{q \in Q} |f(x) - f(y)| \leq \alpha.$ "
        r"[$f$ as printed, free]",
        hypotheses="alpha > 0 and Q a finite collection of linear queries (l.1243); every x in N^|chi| (l.1243); "
        "R = {y in N^|chi| : ||y||_1 = log|Q|/alpha^2} (l.1243), empty where log|Q|/alpha^2 is not a whole number",
        domain=SMALLDB,
        reading="literal",
        disputed="f in Theorem 6.10's display (l.1245): free as printed (the max binds q), so the display depends on "
        "what f denotes, against f read as the query q, as the proof's q(y) = (1/m) sum f(X_i) does "
        "(004.theorem-6.10); both are refuted where R is empty",
        deviations=(LOG_BASES, F_FREE),
        formula=WHOLE_SIZES + """
    # where R is empty in each base no y exists, whatever f is; where it is non-empty in one, a constant f satisfies
    # the display (F_FREE): R non-empty in one of the bases 2, e, 10
    (1 if len(sizes) > 0 else 0) == 1
    """,
    )(lambda point: _printed_6_10(point["|Q|"], point["alpha"]))

    def _sample_law(x: tuple[int, int], m: int) -> list[tuple[Fraction, int]]:
        """y = m draws from x/||x||_1: (probability, y_1) with y_1 ~ Binomial(m, x_1/||x||_1)."""
        p = F(x[0], x[0] + x[1])
        return [(comb(m, a) * p**a * (1 - p) ** (m - a), a) for a in range(m + 1)]

    def _mean(x: tuple[int, int], query: int, m: int) -> Evaluation:
        f = QUERIES[4][query]
        expected = sum((w * _normalised(f, (a, m - a)) for w, a in _sample_law(x, m)), F(0))
        return equal(expected, _normalised(f, x), detail="E[q(y)] against q(x)")

    SAMPLES = Domain.of(among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                              "(5, 2)}"),
                        among("query", (0, 1, 2, 3), text="q the query (1, 0), (0, 1), (1/2, 1) or (1, 1/2) on "
                              "chi = {chi_1, chi_2}"), ints("m", 1, 4))

    SURVEY.claim(
        "theorem-6.10-mean",
        label="Theorem 6.10",
        statement=r"$q(y) = \frac{1}{\|y\|_1} \sum_{i=1}^{|\chi|} y_i f(\chi_i) = \frac{1}{m} \sum_{i=1}^m f(X_i).$ "
        r"... $\mathbb{E}[q(y)] = \dots = \frac{1}{m} \sum_{i=1}^m q(x) = q(x)$",
        kind="identity",
        hypotheses="y the histogram of m i.i.d. draws X_i with P(X_i = chi_j) = x_j/||x||_1 (l.1247)",
        domain=SAMPLES,
        reading="as read",
        deviations=(F_AS_Q,),
        meaningless="f is free in the display q(y) = (1/||y||_1) sum y_i f(chi_i) (the f of u(x, y), l.1217 and "
        "l.1235, is bound by its own max), so the display's value depends on what f denotes",
        formula="""
        # model: y = (a, m - a), a ~ Binomial(m, x_1/||x||_1) (m i.i.d. draws from x/||x||_1), the normalised query
        # q(h) = (h_1 f_1 + h_2 f_2)/||h||_1: E[q(y)] from y's law, against the printed q(x)
        f = ((1, 0), (0, 1), (1/2, 1), (1, 1/2))[query]
        q(h) = (h[0]*f[0] + h[1]*f[1])/(h[0] + h[1])
        law = binomial_law(m, x[0]/(x[0] + x[1]))
        sum(law[a]*q((a, m - a)) for a in ints(0, m)) == q(x)
        """,
    )(_mean)

    def _hoeffding(x: tuple[int, int], query: int, m: int, alpha: Fraction) -> Evaluation:
        f = QUERIES[4][query]
        target = _normalised(f, x)
        tail = sum((w for w, a in _sample_law(x, m) if abs(_normalised(f, (a, m - a)) - target) > alpha), F(0))
        return compare_exp_sums(constant(tail), "<=", {-2 * m * alpha**2: F(2)},
                           detail="Pr[|q(y) - q(x)| > alpha] against 2 e^(-2 m alpha^2)")

    SURVEY.claim(
        "theorem-6.10-hoeffding",
        label="Theorem 6.10",
        statement=r"Using the additive Chernoff bound we get that $\Pr[|q(y) - q(x)| > \alpha] \leq "
        r"2e^{-2m\alpha^2}.$",
        hypotheses="y as in the proof: m i.i.d. draws from x/||x||_1; normalised linear queries",
        domain=Domain.of(among("x", ((1, 1), (2, 1), (1, 4), (5, 2)), text="x in {(1, 1), (2, 1), (1, 4), (5, 2)}"),
                         among("query", (0, 1, 2, 3), text="q the query (1, 0), (0, 1), (1/2, 1) or (1, 1/2)"),
                         ints("m", 1, 6), among("alpha", (F(1, 10), F(1, 4), F(1, 2)))),
        formula="""
        # model: y = (a, m - a), a ~ Binomial(m, x_1/||x||_1), q(h) = (h_1 f_1 + h_2 f_2)/||h||_1: Pr[|q(y) - q(x)| >
        # alpha] from y's law, against the printed 2 e^(-2 m alpha^2)
        f = ((1, 0), (0, 1), (1/2, 1), (1, 1/2))[query]
        q(h) = (h[0]*f[0] + h[1]*f[1])/(h[0] + h[1])
        law = binomial_law(m, x[0]/(x[0] + x[1]))
        sum(law[a] for a in ints(0, m) if abs(q((a, m - a)) - q(x)) > alpha) <= 2*exp(-2*m*alpha**2)
        """,
    )(_hoeffding)

    SURVEY.claim(
        "theorem-6.10-bound",
        label="Theorem 6.10",
        statement=r"$\Pr[\max_{q \in Q} |q(y) - q(x)| > \alpha] \leq 2|Q|e^{-2m\alpha^2}.$ And as $m = \frac{\log "
        r"|Q|}{\alpha^2}$, $\Pr[|q(y) - q(x)| > \alpha] < 1.$",
        hypotheses="what 'as m = log|Q|/alpha^2' gives: the union bound 2|Q| e^(-2 m alpha^2) = 2|Q| |Q|^(-2) = "
        "2/|Q| is below 1",
        domain=Domain.of(ints("|Q|", 1, 60, symbol="Q")),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'Pr[...] < 1' read as what the step derives it from: the "
                              "union bound 2|Q|e^(-2m alpha^2) at m = log|Q|/alpha^2 is < 1",
                              where="Theorem 6.10's proof"), LOG_LN),
        literal="004.theorem-6.10-bound-printed-range",
        degenerate=lambda point: point["|Q|"] == 1,  # m = 0 draws: y is empty and q(y) undefined
        finding="2|Q|e^(-2mα²) at m = ln|Q|/α² is 2/|Q|, not < 1 for |Q| <= 2: |Q| = 2 gives 1 (and |Q| = 1, where "
        "m = 0 and y is empty, gives 2); the step needs |Q| >= 3, or m > ln(2|Q|)/(2α²).",
        correction=SURVEY.correction(
            "theorem-6.10-bound.corrected",
            label="Theorem 6.10",
            statement=r"For $|Q| \geq 3$, $2|Q|e^{-2m\alpha^2} = \frac{2}{|Q|} < 1$ at $m = \frac{\ln |Q|}{\alpha^2}$",
            domain=Domain.of(ints("|Q|", 3, 60, symbol="Q")),
            formula="""
            # the union bound 2|Q| e^(-2 m alpha^2) at m = ln|Q|/alpha^2: e^(-2 ln|Q|) = |Q|^(-2)
            2 * Q / Q**2 < 1
            """,
        )(lambda point: Evaluation(F(2, point["|Q|"]), "<", 1)),
        formula="""
        # the union bound 2|Q| e^(-2 m alpha^2) at m = ln|Q|/alpha^2: e^(-2 ln|Q|) = |Q|^(-2)
        2 * Q / Q**2 < 1
        """,
    )(lambda point: Evaluation(F(2 * point["|Q|"], point["|Q|"] ** 2), "<", 1,
                               detail="2|Q| e^(-2 ln|Q|) = 2|Q|/|Q|^2 against 1"))

    @cache
    def _ln_bounds(size: int) -> tuple[Fraction, Fraction]:
        """The series bounds of ln|Q|, widened outward to denominator 2^40 (small fractions, fast comparisons)."""
        low, high = _log_bounds(F(size))
        return F(floor(low * 2**40), 2**40), F(ceil(high * 2**40), 2**40)

    def _beyond(size: int, m: int, d: Fraction) -> bool:
        """|d| > alpha at alpha = sqrt(ln|Q|/m), i.e. m d² > ln|Q| (ln|Q| irrational for |Q| >= 2, so never equal),
        decided by the series bounds of ln|Q|; ValueError when they hold m d²."""
        low, high = _ln_bounds(size)
        if low <= m * d * d <= high:
            raise ValueError(f"m d^2 = {m * d * d} lies within the bounds of ln {size}")
        return m * d * d > high

    def _bound_printed_range(size: int, m: int, x: tuple[int, int]) -> Evaluation:
        """l.1261-1265 at alpha = sqrt(ln|Q|/m), where m = log|Q|/alpha^2 is the whole number m (log = ln): y the
        histogram of m draws from x/||x||_1 (exact binomial law); Pr[max_q |q(y) - q(x)| > alpha] against 2|Q|
        e^(-2 m alpha^2) = 2|Q| e^(-2 ln|Q|) = 2/|Q| exactly, and Pr[|q(y) - q(x)| > alpha] against 1 for each q
        in Q."""
        law = _sample_law(x, m)
        queries = QUERIES[4][:size]

        beyond = {(f, a): _beyond(size, m, _normalised(f, (a, m - a)) - _normalised(f, x))
                  for f in queries for _, a in law}

        def far(f: tuple[Fraction, Fraction], a: int) -> bool:
            return beyond[f, a]
        union = sum((w for w, a in law if any(far(f, a) for f in queries)), F(0))
        parts = [Evaluation(union, "<=", F(2, size), detail="Pr[max_q |q(y) - q(x)| > alpha] against 2|Q| "
                            "e^(-2 m alpha^2) = 2/|Q|")]
        parts += [Evaluation(sum((w for w, a in law if far(f, a)), F(0)), "<", 1,
                             detail=f"Pr[|q(y) - q(x)| > alpha] against 1, q = {tuple(str(v) for v in f)}")
                  for f in queries]
        return weakest(parts)

    SURVEY.claim(
        "theorem-6.10-bound-printed-range",
        label="Theorem 6.10",
        statement=r"$\Pr[\max_{q \in Q} |q(y) - q(x)| > \alpha] \leq 2|Q|e^{-2m\alpha^2}.$ And as $m = \frac{\log "
        r"|Q|}{\alpha^2}$, $\Pr[|q(y) - q(x)| > \alpha] < 1.$ [$m = \log|Q|/\alpha^2$ as printed, at the $\alpha$ "
        r"where it is a whole number; the last display for each $q \in Q$]",
        hypotheses="y the histogram of m draws X_i with P(X_i = chi_j) = x_j/||x||_1 (l.1247); normalised linear "
        "queries; m = log|Q|/alpha^2 (l.1263); every q in Q (l.1245); the probabilities exactly, each y's "
        "side of alpha decided by series bounds of ln|Q|",
        domain=Domain.of(among("|Q|", (2, 3, 4), text="|Q| in {2, 3, 4}: Q = the first |Q| of the linear queries "
                               "(1, 0), (0, 1), (1/2, 1), (1, 1/2) on chi = {chi_1, chi_2}", symbol="Q"),
                         among("m", tuple(range(1, 9)), text="m in 1..8: alpha = sqrt(ln|Q|/m)"),
                         among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                               "(5, 2)}")),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(Deviation("narrowed domain", "alpha swept where m = log|Q|/alpha^2 is a whole number: alpha = "
                              "sqrt(ln|Q|/m) (log = ln); at every other alpha y is a sample of a non-whole number of "
                              "draws and the probabilities have no value", where="Theorem 6.10's proof, l.1247 and "
                              "l.1263"), LOG_LN),
        formula="""
        # model: y = (a, m - a), a ~ Binomial(m, x_1/||x||_1) (m draws from x/||x||_1), the first |Q| normalised
        # queries; alpha = sqrt(ln|Q|/m); far(f, a) = 1 when |q(y) - q(x)| > alpha (certified enclosures)
        queries = take(((1, 0), (0, 1), (1/2, 1), (1, 1/2)), Q)
        mean(f, h) = (h[0]*f[0] + h[1]*f[1])/(h[0] + h[1])
        law = binomial_law(m, x[0]/(x[0] + x[1]))
        # ln|Q| for |Q| in {2, 3, 4}, from constants computed once per sweep
        ln2 = ln(2)
        ln3 = ln(3)
        ln4 = ln(4)
        alpha = sqrt((ln2 if Q == 2 else (ln3 if Q == 3 else ln4))/m)
        far(f, a) = 1 if abs(mean(f, (a, m - a)) - mean(f, x)) > alpha else 0
        union = sum(law[a] for a in ints(0, m) if any(far(f, a) == 1 for f in queries))
        # printed: Pr[max_q |q(y) - q(x)| > alpha] <= 2|Q| e^(-2 m alpha^2), = 2|Q| e^(-2 ln|Q|) = 2/|Q| exactly at m =
        # ln|Q|/alpha^2; and Pr[|q(y) - q(x)| > alpha] < 1 for each q of Q
        union <= 2*Q/Q**2 and all(sum(law[a] for a in ints(0, m) if far(f, a) == 1) < 1 for f in queries)
        """,
    )(lambda point: _bound_printed_range(point["|Q|"], point["m"], point["x"]))

    def _range_size(size: int, alpha: Fraction | tuple[Fraction, Fraction]) -> int:
        """m = ⌈ln|Q|/α²⌉ (Theorem 6.10's correction), α exact or a rational bracket (low, high); ValueError when the
        series bounds of ln|Q| (or the bracket) do not fix the ceiling."""
        low, high = alpha if isinstance(alpha, tuple) else (alpha, alpha)
        ln_low, ln_high = _log_bounds(F(size))
        m = ceil(ln_high / low**2)
        if ceil(ln_low / high**2) != m:
            raise ValueError(f"ln|Q|/alpha^2 for |Q|={size}, alpha in [{low}, {high}] is too close to an integer")
        return m

    def _accuracy(size: int, x: tuple[int, int], m: int, eps: Fraction, beta: Fraction, sensitivity: Fraction,
                  threshold: Callable[[], Ball], relation: str = ">=") -> Evaluation:
        """Pr[max_q |q(x) - q(y)| < threshold] >= 1 - β (or, with relation '>', Pr[max >= threshold] < β) for y drawn
        by SmallDB (size m, Δu = sensitivity): the mass of the y below the threshold (each decided by balls) against
        (1 - β) times the total, exactly."""
        weights = _smalldb_weights(size, x, m, eps, sensitivity)
        inside = [w for y, w in weights.items() if compare(lambda y=y: ball(_error(size, x, y)), "<", threshold)[0]]
        return compare_exp_sums(add(*inside) if inside else constant(0), relation,  # type: ignore[arg-type]
                                scale(add(*weights.values()), 1 - beta),
                                detail="Pr[max_q |q(x) - q(y)| < bound] against 1 - beta (times the normaliser)")

    def _bound_6_11(size: int, alpha: Fraction, eps: Fraction, beta: Fraction, n: int) -> Ball:
        """α + 2(log|χ| log|Q|/α² + log(1/β))/(ε||x||_1), log = ln, |χ| = 2."""
        logs = ball(F(2)).log() * ball(F(size)).log() / ball(alpha**2) + ball(1 / beta).log()
        return ball(alpha) + 2 * logs / ball(eps * n)

    SMALLDB_QUERIES = among("|Q|", (3,), text="|Q| = 3: Q = the linear queries (1, 0), (0, 1), (1/2, 1) on chi = "
                            "{chi_1, chi_2}", symbol="Q")

    #: SmallDB's output law on chi = {chi_1, chi_2} (Algorithm 8 through Algorithm 4), as formula definitions: the
    #: first |Q| normalised linear queries, the error max_q |q(x) - q(y)| = -u(x, y), and y in R = {(a, m - a)} drawn
    #: with weight e^(eps u(x, y)/(2 Delta u)) (normalised by their sum).
    #: log = ln (LOG_LN), |chi| = 2: ln|chi|, ln|Q|, ln(1/beta).
    SMALLDB_LOGS = """
    l2 = ln(2)
    lq = ln(Q)
    lb = ln(1/beta)
    """
    SMALLDB_LAW = """
    queries = take(((1, 0), (0, 1), (1/2, 1), (1, 1/2)), Q)
    mean(f, h) = (h[0]*f[0] + h[1]*f[1])/(h[0] + h[1])
    err(y) = max(abs(mean(f, x) - mean(f, y)) for f in queries)
    weight(y, du) = exp(-eps*err(y)/(2*du))
    R = tuple((a, m - a) for a in ints(0, m))
    """
    #: Pr[max_q |q(x) - q(y)| < bound] >= 1 - beta for SmallDB's y (Delta u = du): the mass of the y below the bound
    #: against (1 - beta) times the normaliser.
    SMALLDB_ACCURACY = """
    sum(weight(y, du) for y in R if below(err(y))) >= (1 - beta)*sum(weight(y, du) for y in R)
    """
    #: Pr[max_q |q(x) - q(y)| >= bound] < beta, i.e. the mass below the bound strictly above (1 - beta) times the
    #: normaliser.
    SMALLDB_STEP = """
    sum(weight(y, du) for y in R if below(err(y))) > (1 - beta)*sum(weight(y, du) for y in R)
    """
    SMALLDB_X = among("x", ((1, 0), (3, 1), (10, 5), (20, 0), (100, 0), (60, 40)),
                      text="x in {(1, 0), (3, 1), (10, 5), (20, 0), (100, 0), (60, 40)}")
    SMALLDB_EPS = among("eps", (F(1, 2), F(1), F(2)))
    SMALLDB_BETA = among("beta", (F(1, 10), F(1, 4), F(1, 2)))
    SMALLDB_SOME = Deviation("quantitative reading", "'for some beta in [0, 1]' read as 'for every beta in (0, 1)': "
                             "with 'some' the statement holds vacuously at beta = 1, where 1 - beta = 0 (the printed "
                             "quantifier is decided by 004.theorem-6.11-some-beta: verified)", where="Theorem 6.11")
    SOME_BETA_DISPUTED = ("Theorem 6.11's quantifier: 'for some beta in [0, 1]' as printed (l.1273), true at beta = 1 "
                          "where the claim is Pr[...] >= 0, against 'for every beta in (0, 1)', the accuracy "
                          "statement the proof derives with t = log(1/beta) and Theorem 6.12 uses "
                          "(004.theorem-6.11 and 004.theorem-6.11-printed-range, refuted)")
    PUBLIC_SIZE = ("||x||_1 public: neighbours of equal size (one record replaced), so Delta u = 1/||x||_1 is "
                   "Algorithm 4's max over them, and the mechanism uses it")

    def _theorem_6_11(point: Point, sensitivity: Fraction | None) -> Evaluation:
        size, alpha, x, eps, beta = point["|Q|"], point["alpha"], point["x"], point["eps"], point["beta"]
        n = sum(x)
        return _accuracy(size, x, _range_size(size, alpha), eps, beta, sensitivity or F(1, n),
                         lambda: _bound_6_11(size, alpha, eps, beta, n))

    def _bound_printed(size: int, m: int, eps: Fraction, beta: Fraction, n: int) -> Ball:
        """Theorem 6.11's bound at alpha = sqrt(ln|Q|/m): alpha + 2(ln 2 m + ln(1/beta))/(eps ||x||_1) (|chi| = 2,
        ln|Q|/alpha^2 = m)."""
        return _printed_alpha(size, m) + 2 * (m * ball(F(2)).log() + ball(1 / beta).log()) / ball(eps * n)

    PRINTED_M = among("m", (5, 18), text="m in {5, 18}: alpha = sqrt(ln 3/m)")

    #: Theorem 6.11 (log = ln, |chi| = 2): R's size m = ceil(ln|Q|/alpha^2) (Theorem 6.10's correction) and the
    #: printed bound alpha + 2(ln|chi| ln|Q|/alpha^2 + ln(1/beta))/(eps ||x||_1).
    THEOREM_6_11 = SMALLDB_LOGS + """
    m = ceil(lq/alpha**2)
    bound = alpha + 2*(l2*lq/alpha**2 + lb)/(eps*sum(x))
    below(e) = e < bound
    """
    #: The printed bound at alpha = sqrt(ln|Q|/m), where R as printed has size m (ln|Q|/alpha^2 = m), Delta u = 1/2.
    PRINTED_BOUND = SMALLDB_LOGS + """
    bound = sqrt(lq/m) + 2*(m*l2 + lb)/(eps*sum(x))
    below(e) = e < bound
    du = 1/2
    """

    SURVEY.claim(
        "theorem-6.11", label="Theorem 6.11",
        statement=r"Let $Q$ be a finite class of linear queries. Let $y = \text{SmallDB}(x, Q, \varepsilon, \alpha)$. "
        r"Then for some $\beta \in [0, 1]$, $\Pr \left[ \max_{q \in Q} |q(x) - q(y)| < \alpha + \frac{2 \left( "
        r"\frac{\log |\chi| \cdot \log |Q|}{\alpha^2} + \log \frac{1}{\beta} \right)}{\varepsilon \|x\|_1} "
        r"\right] \geq 1 - \beta.$",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; Delta u = 1/2 (Algorithm 4 over "
        "neighbours); the probability exactly, each y's side of the bound decided by balls",
        domain=Domain.of(SMALLDB_QUERIES, among("alpha", (F(1, 4), F(1, 2))), SMALLDB_X,
                         SMALLDB_EPS, SMALLDB_BETA),
        reading="as read",
        deviations=(SMALLDB_M, SMALLDB_DELTA, SMALLDB_SOME, LOG_LN),
        literal="004.theorem-6.11-some-beta",
        finding="The bound's 1/(ε||x||_1) is the accuracy of a mechanism with Δu = 1/||x||_1, but SmallDB's Δu "
        "(Algorithm 4, neighbours one record apart) is 1/2: |Q| = 3, α = 1/4 (m = 18), x = (100, 0), ε = 1/2, "
        "β = 1/10 give probability ≈ 0.831 < 9/10.",
        correction=SURVEY.correction(
            "theorem-6.11.corrected",
            label="Theorem 6.11",
            statement=r"With $\|x\|_1$ public ($\Delta u = 1/\|x\|_1$ in the exponential mechanism), $m = \lceil "
            r"\ln |Q|/\alpha^2 \rceil$ and every $\beta \in (0, 1)$: $\Pr [ \max_{q \in Q} |q(x) - q(y)| < \alpha "
            r"+ \frac{2 ( \frac{\ln |\chi| \ln |Q|}{\alpha^2} + \ln \frac{1}{\beta} )}{\varepsilon \|x\|_1} ] "
            r"\geq 1 - \beta$",
            hypotheses=PUBLIC_SIZE + "; |Q| >= 3 (Theorem 6.10's correction gives a y within alpha)",
            formula=THEOREM_6_11 + """
    du = 1/sum(x)
    """ + SMALLDB_LAW + SMALLDB_ACCURACY,
        )(lambda point: _theorem_6_11(point, None)),
        formula=THEOREM_6_11 + """
    du = 1/2
    """ + SMALLDB_LAW + SMALLDB_ACCURACY,
    )(lambda point: _theorem_6_11(point, SMALLDB_SENSITIVITY))

    SURVEY.claim(
        "theorem-6.11-printed-range", label="Theorem 6.11",
        statement=r"Let $Q$ be a finite class of linear queries. Let $y = \text{SmallDB}(x, Q, \varepsilon, \alpha)$. "
        r"Then for some $\beta \in [0, 1]$, $\Pr [ \max_{q \in Q} |q(x) - q(y)| < \alpha + \frac{2 ( \frac{\log "
        r"|\chi| \cdot \log |Q|}{\alpha^2} + \log \frac{1}{\beta} )}{\varepsilon \|x\|_1} ] \geq 1 - \beta.$ "
        r"[$\mathcal{R}$ as printed, at the $\alpha$ where it is non-empty]",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; Delta u = 1/2 (Algorithm 4 over "
        "neighbours); R = {y : ||y||_1 = log|Q|/alpha^2} (l.1231); the probability exactly, each y's side of the "
        "bound decided by balls",
        domain=Domain.of(SMALLDB_QUERIES, PRINTED_M, SMALLDB_X, SMALLDB_EPS, SMALLDB_BETA),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(PRINTED_RANGE, SMALLDB_DELTA, SMALLDB_SOME, LOG_LN),
        finding="At the α where R as printed is non-empty the bound fails as in 004.theorem-6.11: |Q| = 3, m = 5 "
        "(α = √(ln 3/5)), x = (20, 0), ε = 2, β = 1/10 give probability ≈ 0.878 < 9/10.",
        formula=PRINTED_BOUND + SMALLDB_LAW + SMALLDB_ACCURACY,
    )(lambda point: _accuracy(point["|Q|"], point["x"], point["m"], point["eps"], point["beta"], SMALLDB_SENSITIVITY,
                              lambda: _bound_printed(point["|Q|"], point["m"], point["eps"], point["beta"],
                                                     sum(point["x"]))))

    def _some_beta(size: int, m: int, x: tuple[int, int], eps: Fraction) -> Evaluation:
        """'for some β ∈ [0, 1]' (l.1273): β = 1 is such a β, the bound α + 2 m ln 2/(ε||x||_1) (log(1/β) = 0) and
        the right side 1 - β = 0: the probability, exactly (each y's side by balls), against 0."""
        return _accuracy(size, x, m, eps, F(1), SMALLDB_SENSITIVITY,
                         lambda: _bound_printed(size, m, eps, F(1), sum(x)))

    SURVEY.claim(
        "theorem-6.11-some-beta", label="Theorem 6.11",
        statement=r"Let $Q$ be a finite class of linear queries. Let $y = \text{SmallDB}(x, Q, \varepsilon, \alpha)$. "
        r"Then for some $\beta \in [0, 1]$, $\Pr [ \max_{q \in Q} |q(x) - q(y)| < \alpha + \frac{2 ( \frac{\log "
        r"|\chi| \cdot \log |Q|}{\alpha^2} + \log \frac{1}{\beta} )}{\varepsilon \|x\|_1} ] \geq 1 - \beta.$ "
        r"[the printed quantifier, some $\beta$: at $\beta = 1$ the right side is $0$; $\mathcal{R}$ as printed, at "
        r"the $\alpha$ where it is non-empty]",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; Delta u = 1/2 (Algorithm 4 over "
        "neighbours); R = {y : ||y||_1 = log|Q|/alpha^2} (l.1231); some beta in [0, 1] (l.1273); the probability "
        "exactly, each y's side of the bound decided by balls",
        domain=Domain.of(SMALLDB_QUERIES, among("m", (1, 2, 3, 5, 18), text="m in {1, 2, 3, 5, 18}: alpha = "
                                                "sqrt(ln 3/m)"), SMALLDB_X, SMALLDB_EPS),
        reading="literal",
        disputed=SOME_BETA_DISPUTED,
        deviations=(PRINTED_RANGE, SMALLDB_DELTA, LOG_LN),
        formula="""
    # 'for some beta in [0, 1]': beta = 1 (log(1/beta) = 0, the right side 1 - beta = 0)
    beta = 1
    """ + PRINTED_BOUND + SMALLDB_LAW + SMALLDB_ACCURACY,
    )(lambda point: _some_beta(point["|Q|"], point["m"], point["x"], point["eps"]))

    SURVEY.claim(
        "theorem-6.11-range",
        label="Theorem 6.11",
        statement=r"Clearly $|\mathcal{R}| = |\chi|^{\frac{\log |Q|}{\alpha^2}} \implies \ln |\mathcal{R}| = "
        r"\frac{\log |Q| \times \log |\chi|}{\alpha^2}$.",
        kind="identity",
        hypotheses="R = {y in N^|chi| : ||y||_1 = m} (l.1231) has C(|chi| + m - 1, m) elements",
        domain=Domain.of(ints("chi", 1, 8), ints("m", 1, 8)),
        reading="as read",
        deviations=(Deviation("added hypothesis", "m = log|Q|/alpha^2 a whole number, swept as m: otherwise R is "
                              "empty (004.theorem-6.10) and |R| = 0 is not |chi|^m", where="Theorem 6.11's proof, "
                              "l.1281"),),
        literal="004.theorem-6.11-range-printed",
        finding="R holds histograms (multisets), not sequences: |χ| = 2, m = 2 give |R| = C(3, 2) = 3, not 2² = 4; "
        "|R| <= |χ|^m, which the bound needs, holds.",
        correction=SURVEY.correction(
            "theorem-6.11-range.corrected",
            label="Theorem 6.11",
            statement=r"$|\mathcal{R}| = \binom{|\chi| + m - 1}{m} \leq |\chi|^m$, so $\ln |\mathcal{R}| \leq m \ln "
            r"|\chi|$",
            kind="inequality",
            formula="""
            # |R|, R = {y in N^|chi| : ||y||_1 = m}: the multisets of size m from |chi| elements
            binom(chi + m - 1, m) <= chi**m
            """,
        )(lambda chi, m: Evaluation(comb(chi + m - 1, m), "<=", chi**m)),
        formula="""
        # |R|, R = {y in N^|chi| : ||y||_1 = m} (l.1231): the multisets of size m from |chi| elements, against the
        # printed |chi|^m
        binom(chi + m - 1, m) == chi**m
        """,
    )(lambda chi, m: equal(comb(chi + m - 1, m), chi**m, detail="|R| = C(|chi| + m - 1, m) against |chi|^m"))

    def _range_printed(chi: int, size: int, alpha: Fraction) -> Evaluation:
        """l.1281 as printed: |R| = |χ|^(log|Q|/α²), R = {y in N^|χ| : ||y||_1 = log|Q|/α²}, in base 2, e and 10 (the
        point holds when it holds in one): where the size is a whole number m, |R| = C(|χ| + m - 1, m) against |χ|^m
        exactly; where it is not, R is empty and |R| = 0 against |χ|^(log|Q|/α²) > 0."""
        def holds(base: int | str) -> bool:
            m = _integer_size(size, alpha, base)
            return m is not None and comb(chi + m - 1, m) == chi**m
        return same_truth(any(holds(base) for base in BASES), True,
                          detail="|R| = |chi|^(log|Q|/alpha^2) in one of the bases 2, e, 10")

    SURVEY.claim(
        "theorem-6.11-range-printed",
        label="Theorem 6.11",
        statement=r"Clearly $|\mathcal{R}| = |\chi|^{\frac{\log |Q|}{\alpha^2}} \implies \ln |\mathcal{R}| = "
        r"\frac{\log |Q| \times \log |\chi|}{\alpha^2}$. [the premise, $\mathcal{R}$ and its size as printed]",
        kind="identity",
        hypotheses="R = {y in N^|chi| : ||y||_1 = log|Q|/alpha^2} (l.1231), empty where log|Q|/alpha^2 is not a "
        "whole number; every alpha of the domain, Q a finite class of linear queries (l.1273)",
        domain=Domain.of(ints("chi", 2, 4), among("|Q|", (2, 3, 4), symbol="Q"),
                         among("alpha", (F(1, 4), F(1, 3), F(1, 2), F(3, 4), F(1)))),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(LOG_BASES,),
        formula=WHOLE_SIZES + """
    # where R's size is a whole m, |R| = C(|chi| + m - 1, m) against |chi|^m; elsewhere R is empty and 0 is not the
    # positive |chi|^(log|Q|/alpha^2): the identity in one of the bases 2, e, 10
    (1 if any(binom(chi + m - 1, m) == chi**m for m in sizes) else 0) == 1
    """,
    )(lambda point: _range_printed(point["chi"], point["|Q|"], point["alpha"]))

    def _sensitivity_at(size: int, x: tuple[int, int], top: int) -> Fraction:
        """max |u(x, y) - u(x', y)| over x' one record from x (non-empty) and every y: max_f |f(x) - f(x')| (the
        reverse triangle inequality is attained at y = x')."""
        return max(_error(size, x, x_) for pair, x_ in _nonempty_neighbours(top) if pair == x)

    def _algorithm_4_sensitivity(size: int, top: int) -> Fraction:
        """Algorithm 4's Δu over neighbouring non-empty histograms in {0..top}^2 (the global value for top >= 2:
        larger histograms move q by at most 1/(n + 1) <= 1/3)."""
        return max(_error(size, x, x_) for x, x_ in _nonempty_neighbours(top))

    def _every_pair_sensitivity(size: int, top: int) -> Fraction:
        """Algorithm 4's Δu with its subscript putting no constraint (004.score-sensitivity's reading): the max of
        |u(x, y) - u(x', y)| over every y and every pair of non-empty histograms in {0..top}^2, max_f |f(x) - f(x')|
        by the reverse triangle inequality (attained at y = x'); 1, the global value (normalised queries lie in
        [0, 1], and (1, 0) against (0, 1) under q = (1, 0) moves u by 1)."""
        cells = [h for h in product(range(top + 1), repeat=2) if sum(h)]
        return max(_error(size, a, b) for a in cells for b in cells)

    SENSITIVITY_X = Domain.of(among("|Q|", (2, 3, 4), text="|Q| in {2, 3, 4}: Q = the first |Q| of the linear "
                                    "queries (1, 0), (0, 1), (1/2, 1), (1, 1/2)", symbol="Q"),
                              among("x", tuple(x for x in product(range(5), repeat=2) if sum(x)),
                                    text="every non-empty x in {0, ..., 4}^2"))
    #: the first |Q| of the normalised linear queries on chi = {chi_1, chi_2}, f(h) = (h_1 f(chi_1) + h_2 f(chi_2))/
    #: ||h||_1 on non-empty histograms h; one change of database moves u(., y) by at most max_f |f(a) - f(b)| (the
    #: reverse triangle inequality, attained at y = b)
    SCORE_MOVES = """
    queries = take(((1, 0), (0, 1), (1/2, 1), (1, 1/2)), Q)
    f(q, h) = (h[0]*q[0] + h[1]*q[1])/(h[0] + h[1])
    moved(a, b) = max(abs(f(q, a) - f(q, b)) for q in queries)
    cells = tuple(h for h in tuples(ints(0, 4), 2) if h[0] + h[1] > 0)
    """

    SURVEY.claim(
        "theorem-6.11-proof-sensitivity",
        label="Theorem 6.11",
        kind="identity",
        statement=r"$\Delta u$ here is simply $\frac{1}{\|x\|_1}$.",
        hypotheses="Delta u as Algorithm 4 defines it once its range is corrected: the max of |u(x, y) - u(x', y)| "
        "over every y and neighbours x, x' one record apart (non-empty, where normalised queries are defined), "
        "computed on {0, ..., 4}^2",
        domain=SENSITIVITY_X,
        reading="as read",
        deviations=(SMALLDB_DELTA,),
        literal="004.theorem-6.11-proof-sensitivity-printed",
        finding="1/||x||_1 is how far one record moves u at x (x = (2, 1): 1/3), not Algorithm 4's Δu, which is 1/2 "
        "for every x (a record added to a one-record database moves a query by 1/2).",
        correction=SURVEY.correction(
            "theorem-6.11-proof-sensitivity.corrected",
            label="Theorem 6.11",
            statement=r"$|u(x, y) - u(x', y)| \leq \frac{1}{\|x\|_1}$ for every $y$ and every neighbour $x'$ of $x$ "
            r"(the sensitivity at $x$)",
            kind="inequality",
            hypotheses="x' one record from x, non-empty",
            formula=SCORE_MOVES + """
    # the neighbours x' of x (one record apart, non-empty, in {0..5}^2): the largest move against 1/||x||_1
    nbrs = tuple(h for h in tuples(ints(0, 5), 2) if h[0] + h[1] > 0 and abs(h[0] - x[0]) + abs(h[1] - x[1]) == 1)
    max(moved(x, h) for h in nbrs) <= 1/(x[0] + x[1])
    """,
        )(lambda point: Evaluation(_sensitivity_at(point["|Q|"], point["x"], 5), "<=", F(1, sum(point["x"])),
                                   detail="max over neighbours x' of max_y |u(x, y) - u(x', y)| against 1/||x||_1")),
        formula=SCORE_MOVES + """
    # Algorithm 4's Delta u over neighbouring non-empty histograms in {0..4}^2, against the printed 1/||x||_1
    max(moved(a, b) for a in cells for b in cells if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1) == 1/(x[0] + x[1])
    """,
    )(lambda point: equal(_algorithm_4_sensitivity(point["|Q|"], 4), F(1, sum(point["x"])),
                          detail="Algorithm 4's Delta u against 1/||x||_1"))

    SURVEY.claim(
        "theorem-6.11-proof-sensitivity-printed",
        label="Theorem 6.11",
        kind="identity",
        statement=r"$\Delta u$ here is simply $\frac{1}{\|x\|_1}$. [$\Delta u$ as Algorithm 4 prints it: the max "
        r"over every pair $x, y \in \mathbb{N}^{|\chi|}$]",
        hypotheses="normalised linear queries, defined on non-empty histograms; Delta u as Algorithm 4 prints it: the "
        "max of |u(x, y) - u(x', y)| over every y and every pair x, x' (l.628); computed on {0, ..., 4}^2",
        domain=SENSITIVITY_X,
        reading="literal",
        disputed="Algorithm 4's range of Delta u: every pair of databases as printed (its subscript ||x - y||_1 lacks "
        "'<= 1', 004.score-sensitivity) against the neighbours one record apart that the exponential mechanism's "
        "proof uses (004.theorem-6.11-proof-sensitivity)",
        deviations=(Deviation("corrected symbol", "the subscript 'x, y in N^|X|, ||x - y||_1', a term with no "
                              "relation, read as putting no constraint on x, y (as 004.score-sensitivity reads it): "
                              "the max over every pair", where="Algorithm 4, line 1"),),
        finding="Over every pair of histograms (Algorithm 4 as printed) Δu = 1 (x = (1, 0), x' = (0, 1), y = x', q = "
        "(1, 0)), which is 1/||x||_1 only for one-record x: |Q| = 2, x = (0, 2) gives 1 against 1/2.",
        formula=SCORE_MOVES + """
    # Delta u over every pair of non-empty histograms in {0..4}^2 (Algorithm 4 as printed), against 1/||x||_1
    max(moved(a, b) for a in cells for b in cells) == 1/(x[0] + x[1])
    """,
    )(lambda point: equal(_every_pair_sensitivity(point["|Q|"], 4), F(1, sum(point["x"])),
                          detail="Algorithm 4's Delta u over every pair against 1/||x||_1"))

    #: Algorithm 4's score u(x, y) = -max_q |q(x) - q(y)| over the first |Q| normalised linear queries: -OPT_u(x) is
    #: the least err(y) over R = {(a, m - a)}
    OPT_U = """
    queries = take(((1, 0), (0, 1), (1/2, 1), (1, 1/2)), Q)
    mean(f, h) = (h[0]*f[0] + h[1]*f[1])/(h[0] + h[1])
    err(y) = max(abs(mean(f, x) - mean(f, y)) for f in queries)
    # ln|Q| for |Q| in {3, 4}, from constants computed once per sweep
    ln3 = ln(3)
    ln4 = ln(4)
    LN_Q = ln3 if Q == 3 else ln4
    """

    def _opt_below(size: int, x: tuple[int, int], alpha: Fraction) -> Evaluation:
        """l.1285: -OPT_u(x) = min over y in R of max_q |q(x) - q(y)|, R of size m = ⌈ln|Q|/α²⌉, against α (strict)."""
        m = _range_size(size, alpha)
        return Evaluation(min(_error(size, x, y) for y in _range(m)), "<", alpha, detail="-OPT_u(x) against alpha")

    SURVEY.claim(
        "theorem-6.11-opt",
        label="Theorem 6.11",
        statement=r"By the preceding existence theorem, we know that $\exists y \in \mathbb{N}^{|\chi|}$ such that "
        r"$|q(x) - q(y)| = -u(x, y) < \alpha$, which means that $\alpha > -\text{OPT}_u(x)$",
        hypotheses="OPT_u(x) the max of u(x, y) over y in R (Algorithm 4's OPT, Algorithm 8's R); the conclusion, "
        "strict as printed (Theorem 6.10's correction gives only a y within alpha, not below it)",
        domain=Domain.of(among("|Q|", (3, 4), text="|Q| in {3, 4}: Q = the first |Q| of the linear queries (1, 0), "
                               "(0, 1), (1/2, 1), (1, 1/2)", symbol="Q"),
                         among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                               "(5, 2)}"),
                         among("alpha", (F(1, 4), F(1, 3), F(1, 2), F(3, 4), F(1)))),
        reading="as read",
        deviations=(SMALLDB_M, LOG_LN),
        literal="004.theorem-6.11-opt-printed-range",
        formula=OPT_U + """
    # R of size m = ceil(ln|Q|/alpha^2) (Theorem 6.10's correction): -OPT_u(x) against the printed alpha (strict)
    m = ceil(LN_Q/alpha**2)
    min(err((a, m - a)) for a in ints(0, m)) < alpha
    """,
    )(lambda point: _opt_below(point["|Q|"], point["x"], point["alpha"]))

    SURVEY.claim(
        "theorem-6.11-opt-printed-range",
        label="Theorem 6.11",
        statement=r"By the preceding existence theorem, we know that $\exists y \in \mathbb{N}^{|\chi|}$ such that "
        r"$|q(x) - q(y)| = -u(x, y) < \alpha$, which means that $\alpha > -\text{OPT}_u(x)$ [$\mathcal{R}$ as "
        r"printed, at the $\alpha$ where it is non-empty]",
        hypotheses="OPT_u(x) the max of u(x, y) over y in R (Algorithm 4's OPT); R = {y : ||y||_1 = log|Q|/alpha^2} "
        "(l.1231); the conclusion strict, as printed; certified",
        domain=Domain.of(among("|Q|", (3, 4), text="|Q| in {3, 4}: Q = the first |Q| of the linear queries (1, 0), "
                               "(0, 1), (1/2, 1), (1, 1/2)", symbol="Q"),
                         among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                               "(5, 2)}"),
                         among("m", tuple(range(1, 19)), text="m in 1..18: alpha = sqrt(ln|Q|/m)")),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(PRINTED_RANGE, LOG_LN),
        formula=OPT_U + """
    # R as printed, of size m at alpha = sqrt(ln|Q|/m): -OPT_u(x) against the printed alpha (strict; certified)
    min(err((a, m - a)) for a in ints(0, m)) < sqrt(LN_Q/m)
    """,
    )(lambda point: certified(lambda: ball(min(_error(point["|Q|"], point["x"], y) for y in _range(point["m"]))), "<",
                              lambda: _printed_alpha(point["|Q|"], point["m"]), detail="-OPT_u(x) against alpha"))

    def _fixed_point(size: int, eps_n: Fraction, beta: Fraction) -> tuple[Fraction, Fraction]:
        """The proof's α: the positive root of ε||x||_1 α³ = 16 ln|χ| ln|Q| + 4 α² ln(1/β) (|χ| = 2; one positive
        root, the cubic being negative on [0, 8 ln(1/β)/(3ε||x||_1)] and increasing after), bracketed by rationals
        of width 2^-30 by bisection on certified signs."""
        def above(a: Fraction) -> bool:
            def value() -> Ball:
                return (ball(eps_n * a**3) - 16 * ball(F(2)).log() * ball(F(size)).log()
                        - 4 * ball(a * a) * ball(1 / beta).log())
            return compare(value, ">", lambda: ball(F(0)))[0]
        low, high = F(0), F(1)
        while not above(high):
            low, high = high, 2 * high
        while high - low > F(1, 2**30):
            middle = (low + high) / 2
            low, high = (low, middle) if above(middle) else (middle, high)
        return low, high

    def _theorem_6_12(point: Point, sensitivity: Fraction | None) -> Evaluation:
        """SmallDB(x, Q, ε, α/2), α the proof's fixed point: m = ⌈ln|Q|/(α/2)²⌉; the printed cube-root bound."""
        size, x, eps, beta = point["|Q|"], point["x"], point["eps"], point["beta"]
        n = sum(x)
        low, high = _fixed_point(size, eps * n, beta)
        m = _range_size(size, (low / 2, high / 2))

        def bound() -> Ball:
            inner = (16 * ball(F(2)).log() * ball(F(size)).log() + 4 * ball(1 / beta).log()) / ball(eps * n)
            return (inner.log() / 3).exp()
        return _accuracy(size, x, m, eps, beta, sensitivity or F(1, n), bound)

    #: Theorem 6.12's printed bound ((16 ln|chi| ln|Q| + 4 ln(1/beta))/(eps ||x||_1))^(1/3) (log = ln, |chi| = 2).
    CUBE_ROOT_BOUND = """
    # an error e >= 0 is below the cube root exactly when e^3 is below the inside
    below(e) = e**3 < (16*l2*lq + 4*lb)/(eps*sum(x))
    """
    #: y = SmallDB(x, Q, eps, alpha/2), alpha the proof's positive root of eps ||x||_1 a^3 = 16 ln|chi| ln|Q| +
    #: 4 a^2 ln(1/beta) (the cubic is < 0 on (0, alpha), > 0 after: one positive root, 004.theorem-6.12-fixed-point),
    #: so m = ceil(ln|Q|/(alpha/2)^2) is the least j with alpha >= a_j = 2 sqrt(ln|Q|/j), i.e. with eps ||x||_1 a_j^3
    #: <= 16 ln|chi| ln|Q| + 4 a_j^2 ln(1/beta); with s = a_j^2, both sides positive, squared.  j runs to 32, above
    #: every m of the domains (28 at most): a point with a larger m would be an error (min of no j), not a value.
    FIXED_POINT_SIZE = """
    en = eps*sum(x)
    short(s) = (en*s)**2*s <= (16*l2*lq + 4*s*lb)**2
    m = min(j for j in ints(1, 32) if short(4*lq/j))
    """

    def _cube_root_bound(size: int, eps: Fraction, beta: Fraction, n: int) -> Ball:
        """((16 ln 2 ln|Q| + 4 ln(1/beta))/(eps ||x||_1))^(1/3)."""
        inner = (16 * ball(F(2)).log() * ball(F(size)).log() + 4 * ball(1 / beta).log()) / ball(eps * n)
        return (inner.log() / 3).exp()

    SURVEY.claim(
        "theorem-6.12", label="Theorem 6.12",
        statement=r"Let $y = \text{SmallDB}(x, Q, \varepsilon, \frac{\alpha}{2})$, then $\Pr \left[ \max_{q \in Q} "
        r"|q(x) - q(y)| < \left( \frac{16 \log |\chi| \log |Q| + 4 \log \left( \frac{1}{\beta} \right)}"
        r"{\varepsilon \|x\|_1} \right)^{\frac{1}{3}} \right] \geq 1 - \beta.$",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; Delta u = 1/2 (Algorithm 4 over "
        "neighbours); the probability exactly, each y's side of the bound decided by balls",
        domain=Domain.of(SMALLDB_QUERIES, SMALLDB_X, SMALLDB_EPS, SMALLDB_BETA),
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "alpha, free in the statement, read as the proof's choice: "
                              "the positive root of alpha = 4(4 log|chi| log|Q|/alpha^2 + log(1/beta))/(eps ||x||_1)",
                              where="Theorem 6.12's proof"),
                    SMALLDB_M, SMALLDB_DELTA, LOG_LN),
        literal="004.theorem-6.12-printed-range",
        finding="As Theorem 6.11: the cube-root bound is the accuracy of a mechanism with Δu = 1/||x||_1; with "
        "SmallDB's Δu = 1/2 it fails at |Q| = 3, x = (100, 0), ε = 1/2, β = 1/10.",
        correction=SURVEY.correction(
            "theorem-6.12.corrected",
            label="Theorem 6.12",
            statement=r"With $\|x\|_1$ public ($\Delta u = 1/\|x\|_1$), $\alpha$ the proof's fixed point and $m = "
            r"\lceil \ln |Q|/(\alpha/2)^2 \rceil$: the printed bound holds",
            hypotheses=PUBLIC_SIZE,
            formula=SMALLDB_LOGS + FIXED_POINT_SIZE + CUBE_ROOT_BOUND + """
    du = 1/sum(x)
    """ + SMALLDB_LAW + SMALLDB_ACCURACY,
        )(lambda point: _theorem_6_12(point, None)),
        formula=SMALLDB_LOGS + FIXED_POINT_SIZE + CUBE_ROOT_BOUND + """
    du = 1/2
    """ + SMALLDB_LAW + SMALLDB_ACCURACY,
    )(lambda point: _theorem_6_12(point, SMALLDB_SENSITIVITY))

    SURVEY.claim(
        "theorem-6.12-printed-range", label="Theorem 6.12",
        statement=r"Let $y = \text{SmallDB}(x, Q, \varepsilon, \frac{\alpha}{2})$, then $\Pr \left[ \max_{q \in Q} "
        r"|q(x) - q(y)| < \left( \frac{16 \log |\chi| \log |Q| + 4 \log \left( \frac{1}{\beta} \right)}"
        r"{\varepsilon \|x\|_1} \right)^{\frac{1}{3}} \right] \geq 1 - \beta.$ [$\mathcal{R}$ as printed, at the "
        r"$\alpha$ where it is non-empty]",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; Delta u = 1/2 (Algorithm 4 over "
        "neighbours); R = {y : ||y||_1 = log|Q|/(alpha/2)^2} (l.1231); the probability exactly, each y's side of "
        "the bound decided by balls",
        domain=Domain.of(SMALLDB_QUERIES, among("m", (5, 18), text="m in {5, 18}: alpha/2 = sqrt(ln 3/m)"),
                         SMALLDB_X, SMALLDB_EPS, SMALLDB_BETA),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(Deviation("quantitative reading", "alpha, free in the statement, read as every alpha at which R "
                              "as printed is non-empty (the statement's bound does not involve alpha)",
                              where="Theorem 6.12"), PRINTED_RANGE, SMALLDB_DELTA, LOG_LN),
        finding="At the α where R as printed is non-empty the cube-root bound fails as in 004.theorem-6.12: |Q| = "
        "3, m = 5 (α/2 = √(ln 3/5)), x = (100, 0), ε = 1/2, β = 1/10 give probability ≈ 0.731 < 9/10.",
        formula=SMALLDB_LOGS + CUBE_ROOT_BOUND + """
    du = 1/2
    """ + SMALLDB_LAW + SMALLDB_ACCURACY,
    )(lambda point: _accuracy(point["|Q|"], point["x"], point["m"], point["eps"], point["beta"], SMALLDB_SENSITIVITY,
                              lambda: _cube_root_bound(point["|Q|"], point["eps"], point["beta"], sum(point["x"]))))

    #: l.1297: y = SmallDB(x, Q, eps, alpha/2), so m = ceil(ln|Q|/(alpha/2)^2), and the printed bound
    #: alpha/2 + 2(4 ln|chi| ln|Q|/alpha^2 + ln(1/beta))/(eps ||x||_1) (log = ln, |chi| = 2).
    PROOF_STEP = SMALLDB_LOGS + """
    m = ceil(lq/(alpha/2)**2)
    bound = alpha/2 + 2*(4*l2*lq/alpha**2 + lb)/(eps*sum(x))
    below(e) = e < bound
    """

    def _proof_step(point: Point, sensitivity: Fraction | None) -> Evaluation:
        """l.1297: y = SmallDB(x, Q, ε, α/2) (m = ⌈ln|Q|/(α/2)²⌉): Pr[max_q |q(x) - q(y)| >= α/2 + 2(4 ln 2 ln|Q|/α² +
        ln(1/β))/(ε||x||_1)] < β, i.e. the mass below the bound strictly above (1 - β) times the total."""
        size, alpha, x, eps, beta = point["|Q|"], point["alpha"], point["x"], point["eps"], point["beta"]
        n = sum(x)
        return _accuracy(size, x, _range_size(size, alpha / 2), eps, beta, sensitivity or F(1, n),
                         lambda: _bound_6_11(size, alpha / 2, eps, beta, n), relation=">")

    SURVEY.claim(
        "theorem-6.12-proof-step",
        label="Theorem 6.12",
        statement=r"By the preceding theorem, for $y = \text{SmallDB}(x, Q, \varepsilon, \frac{\alpha}{2})$, $\Pr "
        r"\left[ \max_{q \in Q} |q(x) - q(y)| \geq \frac{\alpha}{2} + \frac{2 \left( \frac{4 \log |\chi| \cdot "
        r"\log |Q|}{\alpha^2} + \log \left( \frac{1}{\beta} \right) \right)}{\varepsilon \|x\|_1} \right] < "
        r"\beta.$",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; Delta u = 1/2 (Algorithm 4 over neighbours); "
        "the probability exactly, each y's side of the bound decided by balls; strict as printed (Theorem 6.11 "
        "gives at most beta)",
        domain=Domain.of(SMALLDB_QUERIES, among("alpha", (F(1),)), SMALLDB_X, SMALLDB_EPS, SMALLDB_BETA),
        reading="as read",
        deviations=(SMALLDB_M, SMALLDB_DELTA, LOG_LN),
        literal="004.theorem-6.12-proof-step-printed-range",
        finding="As Theorem 6.11: the bound's 1/(ε||x||_1) is the accuracy of a mechanism with Δu = 1/||x||_1, not "
        "of SmallDB's Δu = 1/2: |Q| = 3, α = 1 (m = 5), x = (20, 0), ε = 2, β = 1/10 give Pr[max >= bound] >= β.",
        correction=SURVEY.correction(
            "theorem-6.12-proof-step.corrected",
            label="Theorem 6.12",
            statement=r"With $\|x\|_1$ public ($\Delta u = 1/\|x\|_1$) and $m = \lceil \ln |Q|/(\alpha/2)^2 "
            r"\rceil$: the printed step holds, strictly",
            hypotheses=PUBLIC_SIZE,
            formula=PROOF_STEP + """
    du = 1/sum(x)
    """ + SMALLDB_LAW + SMALLDB_STEP,
        )(lambda point: _proof_step(point, None)),
        formula=PROOF_STEP + """
    du = 1/2
    """ + SMALLDB_LAW + SMALLDB_STEP,
    )(lambda point: _proof_step(point, SMALLDB_SENSITIVITY))

    SURVEY.claim(
        "theorem-6.12-proof-step-printed-range",
        label="Theorem 6.12",
        statement=r"By the preceding theorem, for $y = \text{SmallDB}(x, Q, \varepsilon, \frac{\alpha}{2})$, $\Pr "
        r"\left[ \max_{q \in Q} |q(x) - q(y)| \geq \frac{\alpha}{2} + \frac{2 \left( \frac{4 \log |\chi| \cdot "
        r"\log |Q|}{\alpha^2} + \log \left( \frac{1}{\beta} \right) \right)}{\varepsilon \|x\|_1} \right] < "
        r"\beta.$ [$\mathcal{R}$ as printed, at the $\alpha$ where it is non-empty]",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; Delta u = 1/2 (Algorithm 4 over neighbours); "
        "R = {y : ||y||_1 = log|Q|/(alpha/2)^2} (l.1231); the probability exactly, each y's side of the bound "
        "decided by balls; strict as printed",
        domain=Domain.of(SMALLDB_QUERIES, among("m", (5, 18), text="m in {5, 18}: alpha/2 = sqrt(ln 3/m)"),
                         SMALLDB_X, SMALLDB_EPS, SMALLDB_BETA),
        reading="literal",
        disputed=PRINTED_RANGE_DISPUTED,
        deviations=(PRINTED_RANGE, SMALLDB_DELTA, LOG_LN),
        finding="At the α where R as printed is non-empty the step fails as in 004.theorem-6.12-proof-step: |Q| = "
        "3, m = 5 (α/2 = √(ln 3/5)), x = (20, 0), ε = 2, β = 1/10 give Pr[max >= bound] ≈ 0.122, not below 1/10.",
        formula=PRINTED_BOUND + SMALLDB_LAW + SMALLDB_STEP,
    )(lambda point: _accuracy(point["|Q|"], point["x"], point["m"], point["eps"], point["beta"], SMALLDB_SENSITIVITY,
                              lambda: _bound_printed(point["|Q|"], point["m"], point["eps"], point["beta"],
                                                     sum(point["x"])), relation=">"))

    def _descartes(*coefficients: Fraction) -> int:
        """Sign changes of the nonzero coefficients: by Descartes' rule the number of positive roots is this number
        minus an even number, so it is exactly 1 when this is 1."""
        signs = [c > 0 for c in coefficients if c]
        return sum(1 for a, b in pairwise(signs) if a != b)

    def _fixed_point_exists(L: Fraction, lb: Fraction, eps_n: Fraction) -> Evaluation:
        """l.1299: α = 4(4L/α² + lb)/(ε||x||_1), for α > 0 the cubic ε||x||_1 α³ - 4 lb α² - 16L = 0 (L = log|χ|
        log|Q|, lb = log(1/β)): exactly one positive root when its coefficients change sign once."""
        return Evaluation(_descartes(eps_n, -4 * lb, F(0), -16 * L), "==", 1,
                          detail="sign changes of eps||x|| a^3 - 4 lb a^2 - 16L (Descartes: the positive roots)")

    LOGS = Domain.of(among("L", (F(0), F(1, 10), F(1), F(10), F(100)),
                           text="L = log|chi| log|Q| in {0, 1/10, 1, 10, 100}"),
                     among("lb", (F(0), F(1, 10), F(1), F(5)), text="lb = log(1/beta) in {0, 1/10, 1, 5}"),
                     among("eps_n", (F(1, 10), F(1, 2), F(1), F(10), F(100), F(10**4)),
                           text="eps ||x||_1 in {1/10, 1/2, 1, 10, 100, 10^4}"))

    #: the sign changes of the nonzero coefficients of f(a) = eps||x||_1 a^3 - 4 lb a^2 - 16L (L = log|chi| log|Q|,
    #: lb = log(1/beta)): by Descartes' rule f has exactly one positive root when there is exactly one
    DESCARTES = """
    coefficients = tuple(x for x in (eps_n, -4*lb, 0, -16*L) if x != 0)
    changes = sum(1 for i in ints(0, len(coefficients) - 2) if coefficients[i]*coefficients[i + 1] < 0)
    """

    SURVEY.claim(
        "theorem-6.12-fixed-point",
        label="Theorem 6.12",
        statement=r"Taking $\alpha = \frac{4 \left( \frac{4 \log |\chi| \cdot \log |Q|}{\alpha^2} + \log \left( "
        r"\frac{1}{\beta} \right) \right)}{\varepsilon \|x\|_1}$",
        hypotheses="alpha an accuracy bound, positive (l.1243); log|chi| log|Q| and log(1/beta) enter only as L and "
        "lb, non-negative in any one base, swept over the domain's values; the equation has exactly one positive "
        "solution",
        domain=Domain.of(*LOGS.axes, where("L != 0 or lb != 0", "L and lb not both 0")),
        reading="as read",
        deviations=(Deviation("narrowed domain", "L = lb = 0 left out (|chi| = 1 or |Q| = 1, and beta = 1): the only "
                              "root is alpha = 0, where SmallDB(x, Q, eps, alpha/2)'s R has no size",
                              where="Theorem 6.12's proof, l.1299"),),
        meaningless="at log|chi| log|Q| = log(1/beta) = 0 the equation's only root is alpha = 0, and SmallDB(x, Q, "
        "eps, 0) has no R (its size log|Q|/0 is undefined): the printed choice has no value there",
        formula=DESCARTES + """
    # alpha = 4(4L/alpha^2 + lb)/(eps ||x||_1) for alpha > 0 is f(alpha) = 0: exactly one positive solution
    changes == 1
    """,
    )(lambda L, lb, eps_n: _fixed_point_exists(L, lb, eps_n))

    def _cube_root_step(L: Fraction, lb: Fraction, eps_n: Fraction) -> Evaluation:
        """The event {max |q(x) - q(y)| >= b} lies in {max >= α} when b >= α, and is empty when b > 1 (normalised
        linear queries: |q(x) - q(y)| <= 1), so the implication holds for every law of y exactly in those cases.
        With f(a) = ε||x||_1 a³ - 16L - 4 lb a², whose one positive root is α (Descartes, 004.theorem-6.12-fixed-point;
        f(0) = -16L <= 0 and f < 0 just above 0 when L = 0 < lb, so f < 0 on (0, α) and f > 0 after), f(b) = 4 lb (1
        - b²) for the printed b, b³ = (16L + 4 lb)/(ε||x||_1): f(b) >= 0, so b >= α, exactly when lb = 0 or b <= 1,
        i.e. b³ <= 1.  At L = lb = 0, α = b = 0."""
        cube = (16 * L + 4 * lb) / eps_n
        if cube > 1:
            return Evaluation(1, "<", cube, detail="max |q(x) - q(y)| <= 1 against the printed b, cubed: the event "
                              "is empty")
        if L == lb == 0:
            return Evaluation(0, "<=", 0, detail="alpha = b = 0")
        return weakest((Evaluation(_descartes(eps_n, -4 * lb, F(0), -16 * L), "==", 1, detail="one positive root"),
                        Evaluation(cube, "<=", 1, detail="b^3 against 1: f(b) = 4 lb (1 - b^2) >= 0, so b >= alpha")))

    SURVEY.claim(
        "theorem-6.12-cube-root",
        label="Theorem 6.12",
        statement=r"$\Pr \left[ \max_{q \in Q} |q(x) - q(y)| \geq \frac{2 \left( \frac{4 \log |\chi| \cdot \log "
        r"|Q|}{\alpha^2} + \log \left( \frac{1}{\beta} \right) \right)}{\varepsilon \|x\|_1} + \frac{2 \left( "
        r"\frac{4 \log |\chi| \cdot \log |Q|}{\alpha^2} + \log \left( \frac{1}{\beta} \right) \right)}"
        r"{\varepsilon \|x\|_1} \right] < \beta \implies \Pr \left[ \max_{q \in Q} |q(x) - q(y)| \geq \left( "
        r"\frac{16 \log |\chi| \log |Q| + 4 \log \left( \frac{1}{\beta} \right)}{\varepsilon \|x\|_1} "
        r"\right)^{\frac{1}{3}} \right] < \beta.$",
        hypotheses="alpha the positive root of alpha = 4(4 log|chi| log|Q|/alpha^2 + log(1/beta))/(eps ||x||_1), as "
        "the proof takes it, so the first event is {max >= alpha} (l.1299); normalised linear queries, with values "
        "in [0, 1] (l.1193); log|chi| log|Q| and log(1/beta) enter only as L and lb, non-negative in any one base, "
        "swept over the domain's values; the implication for every law of y",
        domain=LOGS,
        formula=DESCARTES + """
    # the printed b, b^3 = (16L + 4 lb)/(eps ||x||_1); normalised linear queries: max |q(x) - q(y)| <= 1, so for every
    # law of y the event {max >= b} is empty when b > 1, and lies in the first event {max >= alpha} when b >= alpha,
    # alpha the one positive root of f(a) = eps ||x||_1 a^3 - 4 lb a^2 - 16L (f < 0 on (0, alpha), f > 0 after);
    # f(b) = 4 lb (1 - b^2) >= 0 exactly when lb = 0 or b^3 <= 1; at L = lb = 0, alpha = b = 0
    cube = (16*L + 4*lb)/eps_n
    cube > 1 or (L == 0 and lb == 0) or (changes == 1 and cube <= 1)
    """,
    )(lambda L, lb, eps_n: _cube_root_step(L, lb, eps_n))

    def _threshold_cubes(L: Fraction, lb: Fraction, alpha: Fraction, eps_n: Fraction, corrected: bool) -> Evaluation:
        """l.1299-1301 at the proof's α (ε||x||_1 = (16L + 4 lb α²)/α³, so α = 4(4L/α² + lb)/(ε||x||_1)): the first
        event's threshold T = 2(4L/α² + lb)/(ε||x||_1) + 2(4L/α² + lb)/(ε||x||_1), against the printed cube root C,
        through cubes (both positive): T³ against C³ = (16L + 4 lb)/(ε||x||_1); corrected, against (16L + 4 lb α²)/
        (ε||x||_1)."""
        half = 2 * (4 * L / alpha**2 + lb) / eps_n
        threshold = half + half
        cube = (16 * L + 4 * lb * (alpha**2 if corrected else 1)) / eps_n
        return equal(threshold**3, cube, detail="the threshold, cubed, against " + (
            "(16L + 4 lb alpha^2)/(eps ||x||_1)" if corrected else "(16L + 4 lb)/(eps ||x||_1), the printed cube"))

    THRESHOLDS = Domain.of(among("L", (F(1, 10), F(1), F(10)), text="L = log|chi| log|Q| in {1/10, 1, 10}"),
                           among("lb", (F(0), F(1, 10), F(1), F(5)), text="lb = log(1/beta) in {0, 1/10, 1, 5}"),
                           among("alpha", (F(1, 4), F(1, 2), F(1), F(2), F(4))),
                           let("eps_n", "(16*L + 4*lb*alpha**2)/alpha**3",
                               "eps ||x||_1 = (16L + 4 lb alpha^2)/alpha^3, where alpha is the proof's root"))

    SURVEY.claim(
        "theorem-6.12-threshold",
        label="Theorem 6.12",
        kind="identity",
        statement=r"$\frac{2 \left( \frac{4 \log |\chi| \cdot \log |Q|}{\alpha^2} + \log \left( \frac{1}{\beta} "
        r"\right) \right)}{\varepsilon \|x\|_1} + \frac{2 \left( \frac{4 \log |\chi| \cdot \log |Q|}{\alpha^2} + "
        r"\log \left( \frac{1}{\beta} \right) \right)}{\varepsilon \|x\|_1} = \left( \frac{16 \log |\chi| \log |Q| "
        r"+ 4 \log \left( \frac{1}{\beta} \right)}{\varepsilon \|x\|_1} \right)^{\frac{1}{3}}$ [the threshold the "
        r"display rewrites, at the proof's $\alpha$]",
        hypotheses="alpha the positive root of alpha = 4(4 log|chi| log|Q|/alpha^2 + log(1/beta))/(eps ||x||_1), as "
        "the proof takes it (l.1299), swept through alpha with eps ||x||_1 derived from it; log|chi| log|Q| and "
        "log(1/beta) enter only as L and lb, non-negative in any one base, swept over the domain's values",
        domain=THRESHOLDS,
        reading="as read",
        deviations=(Deviation("quantitative reading", "the display's '=>' (l.1301), which replaces the event's "
                              "threshold by the cube root, read as the identity of the two thresholds that the "
                              "proof's algebra asserts; the implication itself is decided by "
                              "004.theorem-6.12-cube-root", where="Theorem 6.12's proof, l.1299-1301"),),
        literal="004.theorem-6.12-cube-root",
        finding="At the proof's α the threshold is α, and α³ = (16L + 4 lb α²)/(ε||x||_1): the printed cube root "
        "drops the α² on log(1/β), so the two differ unless log(1/β) vanishes or α is 1 (α³ - C³ = 4 log(1/β) (α² - "
        "1)/(ε||x||_1)).",
        correction=SURVEY.correction(
            "theorem-6.12-threshold.corrected",
            label="Theorem 6.12",
            kind="identity",
            statement=r"At the proof's $\alpha$ the threshold is $\alpha = \left( \frac{16 \log |\chi| \log |Q| + 4 "
            r"\alpha^2 \log \left( \frac{1}{\beta} \right)}{\varepsilon \|x\|_1} \right)^{\frac{1}{3}}$; the "
            r"printed cube root is at least $\alpha$ exactly when it is at most 1 or $\beta = 1$ "
            r"(004.theorem-6.12-cube-root)",
            formula="""
            # at the proof's alpha (eps ||x||_1 = E, as the domain derives it): the threshold, cubed, against
            # (16L + 4 lb alpha^2)/E
            E = (16*L + 4*lb*alpha**2)/alpha**3
            half = 2*(4*L/alpha**2 + lb)/E
            (half + half)**3 == (16*L + 4*lb*alpha**2)/E
            """,
        )(lambda point: _threshold_cubes(point["L"], point["lb"], point["alpha"], point["eps_n"], True)),
        formula="""
        # at the proof's alpha (eps ||x||_1 = E, as the domain derives it, solves alpha = 4(4L/alpha^2 + lb)/E): the
        # first event's threshold 2(4L/alpha^2 + lb)/E + 2(4L/alpha^2 + lb)/E against the printed
        # ((16L + 4 lb)/E)^(1/3), compared through cubes (both positive)
        E = (16*L + 4*lb*alpha**2)/alpha**3
        half = 2*(4*L/alpha**2 + lb)/E
        (half + half)**3 == (16*L + 4*lb)/E
        """,
    )(lambda point: _threshold_cubes(point["L"], point["lb"], point["alpha"], point["eps_n"], False))
