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
from itertools import product
from math import ceil, comb, isqrt

from krverify.claims._claim import Evaluation, Point, certified, compare_exp_sums, equal, same_truth, weakest
from krverify.claims._domain import Domain, among, each, ints, let, steps, where
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.model.balls import ball
from krverify.model.continuous import Ball, compare
from krverify.model.exp_sums import ExpSum, add, ball_of, constant, exp_bounds, laplace_cdf, scale
from krverify.model.exp_sums import product as exp_product
from krverify.model.sparse_vector import above_threshold, sparse, threshold_probability

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
        each("output", lambda shifts: tuple(product((False, True), repeat=len(shifts))),
             "every output a in {⊤, ⊥}^k (True = ⊤)"),
    )

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
        "neighbours x, x' whose answers differ by at most 1 (sensitivity-1 queries); Pr[A = a] <= e^eps Pr[A' = a] "
        "for every output a (both orders)",
        domain=THEOREM_6_1,
        finding="Algorithm 5 as printed keeps comparing with the same T̂ after a ⊤: at ε = 1, T = 0, q(x) = 0 and "
        "q(x') = (1, 1, 1, -1, -1), Pr[A = ⊥⊥⊥⊤⊤] = 11/480 > e·Pr[A' = ⊥⊥⊥⊤⊤] ≈ e·0.0079108 (loss 1.064 > ε).",
        correction=SURVEY.correction(
            "theorem-6.1.corrected",
            label="Theorem 6.1",
            statement=r"AboveThreshold halting after its first $\top$ (Dwork and Roth, Algorithm 1) is "
            r"$\epsilon$-differentially private.",
            hypotheses="outputs ⊥...⊥⊤ (halted) or all ⊥; an output with a ⊤ before its end has probability 0",
        )(lambda eps, shifts, swap, output: _at_pair(eps, shifts, swap, output, True)),
    )(lambda eps, shifts, swap, output: _at_pair(eps, shifts, swap, output, False))

    SURVEY.not_checkable(
        "theorem-6.1-composition", label="Theorem 6.1",
        statement=r"Now what we shall do is examine the case when the algorithm terminates upon receiving one above "
        r"response above the threshold, then we can generalise to $c > 1$ above threshold query responses by using "
        r"known composition theorems.",
        reason="an appeal to unnamed composition theorems without a bound to check; for Algorithm 5 as printed the "
        "answers after a ⊤ reuse the same T̂, so they are not independent runs (004.theorem-6.1 decides the "
        "privacy of the printed algorithm)")

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
        hypotheses="k = 3 queries; g(x) = max_{i < k} (q_i(x) + v_i) with v_1, v_2 fixed",
        domain=Domain.of(each("q", lambda: tuple(product((F(0), F(1), F(3)), repeat=3)), "q(x) in {0, 1, 3}^3"),
                         each("d", lambda: tuple(product((-1, 0, 1), repeat=3)),
                              "q(x') - q(x) in {-1, 0, 1}^3 (sensitivity 1)"),
                         each("v", lambda: ((F(0), F(0)), (F(-1), F(1, 2)), (F(2), F(-3))),
                              "(v_1, v_2) in {(0, 0), (-1, 1/2), (2, -3)}")),
    )(_shift_bounds)

    def _indicators(g: Fraction, g_prime: Fraction, u: Fraction, t: Fraction, low: Fraction) -> Evaluation:
        shifted = t + g - g_prime
        before = int(g < shifted < u + g - g_prime)
        after = int(low < t < u)
        return equal(before, after, detail="1[t + g(x) - g(x') in (g(x), q_k(x') + v + g(x) - g(x'))] against "
                     "the next line's indicator")

    INDICATOR = Domain.of(
        among("g", (F(0),), text="g = g(x) = 0 (the indicator is invariant under a common translation)"),
        among("g'", (F(-1), F(0), F(1)), text="g' = g(x') in {-1, 0, 1} (|g(x) - g(x')| <= 1)"),
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
        )(lambda point: _indicators(point["g"], point["g'"], point["u"], point["t"], point["g'"])),
    )(lambda point: _indicators(point["g"], point["g'"], point["u"], point["t"], point["g"]))

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
            let("A", lambda eps, beta, k: _above_alpha(8 / eps, 2 * k / beta),
                "A = ⌈8 L⁺/ε⌉ >= α = 8(ln(2/β) + ln k)/ε, L⁺ the 60-term series upper bound of ln(2k/β)"),
            each("q_k", lambda A: (-A - 1, 0, A + 1), "T = 0; q_i(x) = -A - 1 < T - α for i < k; q_k(x) in "
                 "{-A - 1, 0, A + 1}"),
        )

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
        hypotheses="Definition 6.2 as printed: the probability <= beta bounds only the early halt (Algorithm 5 never "
        "halts); the conditions on every ⊤ and ⊥ must then hold for every run: the probability that one fails is 0",
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
        )(lambda eps, beta, k, A, q_k: compare_exp_sums(_failure(eps, k, A, q_k), "<=",
                                                   constant(beta), detail="failure probability against beta")),
    )(lambda eps, beta, k, A, q_k: compare_exp_sums(_failure(eps, k, A, q_k), "<=", {},
                                               detail="probability that some condition fails against 0"))

    #: beta = j/100: the union-bound bookkeeping is exact in beta.
    BETA_GRID = Domain.of(among("beta", tuple(F(j, 100) for j in range(1, 100)), text="beta in {j/100 : j = 1..99}"))

    SURVEY.claim(
        "theorem-6.3-proof-goal",
        label="Theorem 6.3",
        statement=r"It is sufficient to show that with probability $\beta$, the sum of the maximum noise added to any "
        r"count with the difference between the actual and the noised threshold is at most $\alpha$, i.e., "
        r"$\max_{i \in [k]} |v_i| + |\hat{T} - T| \leq \alpha.$",
        hypotheses="'with probability beta' read as 'with probability at least beta'; the conditions of Definition "
        "6.2 hold on that event (the next lines), so it bounds the failure probability by 1 - beta; 'sufficient': "
        "that bound is <= beta; 0 < beta < 1",
        domain=BETA_GRID,
        finding="The proof's goal says 'with probability β' for 1 - β: the event then leaves failure probability up "
        "to 1 - β, not β (β = 1/100: 99/100); the proof goes on to bound the complement by β/2 + β/2.",
        correction=SURVEY.correction(
            "theorem-6.3-proof-goal.corrected",
            label="Theorem 6.3",
            statement=r"It is sufficient to show that with probability at least $1 - \beta$, $\max_{i \in [k]} |v_i| "
            r"+ |\hat{T} - T| \leq \alpha$",
        )(lambda beta: Evaluation(1 - (1 - beta), "<=", beta, detail="the failure bound 1 - Pr[event] against beta")),
    )(lambda beta: Evaluation(1 - beta, "<=", beta, detail="the failure bound 1 - Pr[event] against beta"))

    def _bottom(q: Fraction, v: Fraction, t_hat: Fraction, corrected: bool) -> Evaluation:
        if corrected:  # q < T̂ - v <= T + |T̂ - T| + |v| (T = 0)
            return weakest((Evaluation(q, "<", t_hat - v), Evaluation(t_hat - v, "<=", abs(t_hat) + abs(v))))
        return Evaluation(q, "<", t_hat, detail="a_i = ⊥ (q_i + v_i < T̂) against q_i < T̂")

    SURVEY.claim(
        "theorem-6.3-bottom",
        label="Theorem 6.3",
        statement=r"Now for $a_i = \perp$, similarly, we get that $q_i(x) < \hat{T} \leq T + |\hat{T} - T| + "
        r"|v_i| \leq T + \alpha$.",
        hypotheses="a_i = ⊥, i.e. q_i(x) + v_i < T̂ (Algorithm 5, line 4); T = 0; the first inequality",
        domain=Domain.of(among("v", (F(-1), F(0), F(1))), among("That", (F(-1), F(0), F(1, 2))),
                         each("q", lambda v, That: tuple(That - v - F(j, 4) for j in range(1, 21)),
                              "q = T̂ - v - j/4, j = 1..20 (so that q + v < T̂)")),
        finding="a_i = ⊥ says q_i + v_i < T̂, not q_i < T̂: v_i = -1, T̂ = -1 and q_i = -1/4 give ⊥ with q_i > T̂.",
        correction=SURVEY.correction(
            "theorem-6.3-bottom.corrected",
            label="Theorem 6.3",
            statement=r"$q_i(x) < \hat{T} - v_i \leq T + |\hat{T} - T| + |v_i|$",
        )(lambda q, v, That: _bottom(q, v, That, True)),
    )(lambda q, v, That: _bottom(q, v, That, False))

    def _laplace_tail(b: Fraction, t: Fraction) -> Evaluation:
        """Pr[|Y| >= tb] (1 for t < 0, else 1 - Pr[Y <= tb] + Pr[Y <= -tb]) for Y ~ Lap(b), as a sum of exponentials,
        against e^(-t)."""
        two_sided = constant(1) if t < 0 else add(constant(1), scale(laplace_cdf(t * b, b), -1),
                                                  laplace_cdf(-t * b, b))
        return compare_exp_sums(two_sided, "==", {-t: F(1)}, detail="Pr[|Y| >= tb] against e^(-t), as sums of "
                                "exponentials")

    SURVEY.claim(
        "theorem-6.3-laplace-tail",
        label="Theorem 6.3",
        statement=r"For a Laplace random variable $Y \sim \text{Lap}(b)$, we know that $\Pr[|Y| \geq t \cdot b] = "
        r"\exp(-t)$ ... $\Pr\left[|\hat{T} - T| \geq \frac{\alpha}{2}\right] = \exp\left(-\frac{\varepsilon"
        r"\alpha}{4}\right)$",
        kind="identity",
        hypotheses="b > 0; t any real the sentence allows (it states no range, as §4.1.1's fact does not); "
        "|T̂ - T| ~ |Lap(2/eps)|, so the second display is the first at b = 2/eps, t = eps alpha/4",
        domain=Domain.of(among("b", (F(1, 2), F(1), F(2), F(4))), steps("t", -2, 5, "1/4")),
        finding="The fact is restated from §4.1.1 for every t: for t < 0 the event is sure (t = -2: 1 against e^2); "
        "the proof uses it at t = eps alpha/4 >= 0 only.",
        correction=SURVEY.correction(
            "theorem-6.3-laplace-tail.corrected",
            label="Theorem 6.3",
            statement=r"For $Y \sim \text{Lap}(b)$ and $t \geq 0$, $\Pr[|Y| \geq t \cdot b] = \exp(-t)$; "
            r"$\Pr\left[|\hat{T} - T| \geq \frac{\alpha}{2}\right] = \exp\left(-\frac{\varepsilon\alpha}{4}\right)$ "
            r"for $\alpha \geq 0$",
            kind="identity",
            hypotheses="t >= 0 (at t = 0 the left side is 1 = e^0 as well)",
            domain=Domain.of(among("b", (F(1, 2), F(1), F(2), F(4))), steps("t", 0, 5, "1/4")),
        )(_laplace_tail),
    )(_laplace_tail)

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
        hypotheses="the implication premise => conclusion; as the premise is eps alpha/4 >= ln(2/beta) and the "
        "conclusion eps alpha/4 <= ln(2/beta), it holds exactly when eps alpha/4 <= ln(2/beta)",
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
        )(lambda eps, beta, alpha: _flip(eps, beta, alpha, True)),
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
        hypotheses="the union bound (v_i independent Lap(4/eps)), exactly: 1 - (1 - e^(-eps alpha/8))^k <= k "
        "e^(-eps alpha/8); 'requires': k exp(-eps alpha/8) <= beta/2 implies alpha >= (8 ln(2/beta) + ln k)/eps, as "
        "printed (a necessary condition; the theorem's alpha = 8(ln(2/beta) + ln k)/eps is what makes the bound "
        "<= beta/2)",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 2))),
                         among("k", (1, 2, 16, 256)), among("alpha", (F(1), F(8), F(20), F(40), F(80), F(160)))),
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
        )(lambda k, beta: equal(k * beta / (2 * k), beta / 2, detail="k e^(-ln(2k/beta)) against beta/2")),
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
        hypotheses="Algorithm 6 (the threshold redrawn after each ⊤, a halt at the c-th ⊤), its Require line: eps > 0, "
        "delta >= 0, c a positive integer; T = 0; (eps, delta)-DP over every set of outputs, or on the set {⊤^c}",
        domain=_sparse_domain(
            (F(1),), BUDGETS, "(c, ln(1/delta)) in {(1, delta = 0), (2, delta = 0), (1, 1/2), (1, 2), (2, 1/4), "
            "(2, 1)} (32c ln(1/delta) a square, so sigma is rational)",
            F(50), ((3, F(1, 96)), (4, F(1, 128))), "(c, ln(1/delta)) in {(3, 1/96), (4, 1/128)} (sigma = 1/eps)"),
        finding="Without ε <= 1 the advanced-composition step fails and so does the theorem: ε = 50, c = 3, "
        "ln(1/δ) = 1/96 (σ = 1/50), three queries answering 1/4 on x and -3/4 on x': Pr[⊤⊤⊤] - e^ε Pr'[⊤⊤⊤] ≈ 0.99557 "
        "> δ ≈ 0.98964 (also with δ = 1/2: c = 256, ε = 2000, read004 re-read; not decided here).",
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
        hypotheses="the c applications: c-fold eps'-randomized response (the worst case of composing eps'-DP "
        "mechanisms, Kairouz et al. 2015); delta and eps chosen so that e^eps is rational",
        domain=Domain.of(ints("c", 1, 4), ints("s", 1, 3),
                         among("e^eps'", (F(2), F(10), F(100)),
                               text="e^eps' in {2, 10, 100}; ln(1/delta) = s^2/(8c), so eps = eps' "
                               "sqrt(8c ln(1/delta)) = s eps'")),
        finding="Without ε <= 1 the step fails: c = 2, ln(1/δ) = 1/16 (δ ≈ 0.939), e^ε' = 100 (ε = ε'): two ε'-RR "
        "answers have max_S P(S) - e^ε Q(S) = 9900/10201 ≈ 0.9705 > δ.",
        correction=SURVEY.correction(
            "theorem-6.4-advanced.corrected",
            label="Theorem 6.4",
            statement=r"For $0 < \epsilon \leq 1$ and $0 < \delta \leq 1/e$, $c$ applications of an $\epsilon' = "
            r"\frac{\epsilon}{\sqrt{8c \ln \frac{1}{\delta}}}$-differentially private algorithm are $(\epsilon, "
            r"\delta)$-differentially private",
            hypotheses="c-fold eps'-RR (the worst case); eps <= 1, delta <= 1/e (Dwork and Roth, Theorem 3.20 with "
            "its corollary's eps < 1)",
            domain=Domain.of(ints("c", 1, 12), among("eps", (F(1, 10), F(1, 2), F(1))),
                             among("delta", (F(1, 10**6), F(1, 1000), F(1, 10), F(1, 3)))),
        )(lambda c, eps, delta: _advanced_corrected(c, eps, delta)),
    )(lambda point: _advanced_step(point["c"], point["s"], point["e^eps'"]))

    def _halting(eps: Fraction, beta: Fraction, q_1: int) -> Evaluation:
        """Sparse with c = 1 halts before q_2 exactly when a_1 = ⊤ (σ = 2c/ε = 2/ε)."""
        halt = threshold_probability([(F(q_1), True)], F(0), 2 / eps)
        return compare_exp_sums(halt, "<=", constant(beta), detail="Pr[halt before q_k] against beta")

    def _answered_accuracy(eps: Fraction, beta: Fraction, q_1: int) -> Evaluation:
        """1 - Pr[every answered query meets its condition] for Sparse, c = 1, k = 2, q_2 = T - 100."""
        A = _above_alpha(8 / eps, 2 * 1 * 2 / beta)
        answers = [F(q_1), F(-100)]
        ok: ExpSum = {}
        for output in ((True,), (False, True), (False, False)):
            good = all(not (bit and q < -A) and not (not bit and q > A) for q, bit in zip(answers, output,
                                                                                            strict=False))
            if good:
                ok = add(ok, sparse(answers, list(output), F(0), 2 / eps, 1))
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
        hypotheses="delta = 0, c = 1, k = 2 (sigma = 2c/eps); decided on Definition 6.2's first clause: Sparse halts "
        "before q_k with probability <= beta; T = 0, q_2(x) = T - 100 < T - alpha (alpha = 8 ln(4c/beta)/eps < 100 "
        "here), so L(T) <= 1 = c",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 4), F(1, 2))),
                         among("q_1", (0, -2, -1, 1, 2, 4, 8), text="q_1(x) in {0, -2, -1, 1, 2, 4, 8}")),
        finding="Sparse halts at its c-th ⊤, possibly before q_k even when L(T) <= c: c = 1, k = 2, ε = 1, "
        "β = 1/10, q_1(x) = T, q_2(x) = T - 100: it halts after q_1 with probability 1/2 > β.",
        correction=SURVEY.correction(
            "theorem-6.5.corrected",
            label="Theorem 6.5",
            statement=r"Except with probability at most $\beta$, every query Sparse answers meets its condition "
            r"($q_i(x) \geq T - \alpha$ for $\top$, $q_i(x) \leq T + \alpha$ for $\perp$) (Dwork and Roth, Theorem "
            r"3.26, without the no-early-halt clause)",
            hypotheses="delta = 0, c = 1, k = 2 as in the record; 1 - Pr[every answered condition holds] <= beta",
        )(_answered_accuracy),
    )(_halting)

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

    SURVEY.claim(
        "theorem-6.6",
        label="Theorem 6.6",
        statement=r"NumericSparse is $(\varepsilon, \delta)$-differentially private.",
        hypotheses="delta = 0 with Algorithm 7's parameters as printed: eps_1 = 8 eps/9, eps_2 = 29 eps, sigma(eps) = "
        "2c/eps; Pr[a in S] <= e^eps Pr'[a in S] for the output sets S = {a_1 real, a_1 <= u}",
        domain=NUMERIC,
        finding="With ε_2 = 29ε the released value has noise Lap(2c/(29ε)): c = 1, ε = 1, q(x) = 0, q(x') = 1, "
        "T = 0: Pr[a_1 <= -1]/Pr'[a_1 <= -1] ≈ e^14.5 > e^ε; ε_2 = 2ε/9 (Dwork and Roth, Algorithm 3) is meant.",
        correction=SURVEY.correction(
            "theorem-6.6.corrected",
            label="Theorem 6.6",
            statement=r"NumericSparse with $\varepsilon_2 = \frac{2}{9}\varepsilon$ (and $\delta = 0$) is "
            r"$\varepsilon$-differentially private",
            hypotheses="delta = 0, eps_1 = 8 eps/9, eps_2 = 2 eps/9; the same output sets",
        )(lambda eps, d, swap, u: _numeric_sparse(eps, F(2, 9) * eps, d, swap, u)),
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
        )(lambda c, delta: equal(2 / delta, 1 / (delta / 2), detail="the argument 2/delta of ln against Sparse's "
                                 "1/(delta/2)")),
    )(lambda c, delta: _sparse_log_argument(delta, delta / 2))

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
        hypotheses="delta = 0, c = 1, k = 2 (sigma(eps_1) = 2c/eps_1, eps_1 = 8 eps/9); decided on Definition 6.7's "
        "first clause: NumericSparse halts before q_k with probability <= beta; T = 0, q_2(x) = T - 100 < T - "
        "alpha (alpha = 9 ln(8/beta)/eps < 100 here), so L(T) <= 1 = c",
        domain=Domain.of(among("eps", (F(1, 2), F(1), F(2))), among("beta", (F(1, 10), F(1, 4), F(1, 2))),
                         among("q_1", (0, -2, -1, 1, 2, 4, 8), text="q_1(x) in {0, -2, -1, 1, 2, 4, 8}")),
        finding="NumericSparse halts at its c-th ⊤, possibly before q_k although L(T) <= c: c = 1, k = 2, δ = 0, "
        "ε = 1/2, β = 1/10, q_1(x) = T, q_2(x) = T - 100: it halts after q_1 with probability 1/2 > β.",
    )(lambda eps, beta, q_1: compare_exp_sums(threshold_probability([(F(q_1), True)], F(0), 2 / (F(8, 9) * eps)), "<=",
                                         constant(beta), detail="Pr[halt before q_k] against beta"))


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

    def _corrected_release_tail(delta: Fraction, beta: Fraction) -> Ball:  # type: ignore[valid-type]
        """e^(-α/σ(ε_2)) at c = k = 1, ε = 1: α = (√512 + 1)√(ln(2/δ)) max{ln(4/β), √8 ln(2/β)}, σ(ε_2) =
        √(32 ln(1/δ))·√513/2 (ε_2 = 2/√513)."""
        root_512 = ball(512).sqrt()
        alpha = (root_512 + 1) * (2 / ball(delta)).log().sqrt() * (4 / ball(beta)).log().max(
            ball(8).sqrt() * (2 / ball(beta)).log())
        sigma_2 = (32 * (1 / ball(delta)).log()).sqrt() * ball(513).sqrt() / 2
        return (-alpha / sigma_2).exp()

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
            statement=r"With $\alpha = \frac{(\sqrt{512} + 1)\sqrt{c \ln \frac{2}{\delta}}}{\varepsilon} \max\left\{"
            r"\ln \frac{4ck}{\beta}, \sqrt{8} \ln \frac{2c}{\beta}\right\}$ the released values are accurate: "
            r"$\Pr[a_i \in \mathbb{R} \text{ and } |a_i - q_i(x)| > \alpha] \leq \frac{\beta}{2}$ (the first term is "
            r"Theorem 6.5's $\alpha$ for Sparse at $(\varepsilon_1, \frac{\beta}{2}, \frac{\delta}{2})$)",
            hypotheses="the record's setting (c = k = 1, eps = 1, Algorithm 7 as printed with sigma(E) = "
            "sqrt(32c ln(1/delta))/E); Pr[a_1 real] <= 1, so Pr[a_1 real, |a_1 - q_1| > alpha] <= "
            "e^(-alpha/sigma(eps_2)); certified",
            domain=Domain.of(among("delta", (F(1, 10**6), F(1, 1000), F(1, 100), F(1, 10), F(1, 2))),
                             among("beta", (F(1, 1000), F(1, 100), F(1, 20), F(1, 10), F(1, 5), F(1, 4), F(1, 3),
                                            F(1, 2), F(3, 4), F(9, 10))),
                             among("D", (400,), text="q_1(x) - T = D = 400")),
        )(lambda delta, beta, D: certified(lambda: _corrected_release_tail(delta, beta), "<=", lambda: ball(beta) / 2,
                                           detail="e^(-alpha/sigma(eps_2)) against beta/2")),
    )(lambda delta, beta, D: Evaluation(_release_failure(delta, beta, D), "<=", beta,
                                        detail="a lower bound of Pr[a_1 real, |a_1 - q_1| > alpha] against beta"))

    SURVEY.claim(
        "theorem-6.8-proof-release",
        label="Theorem 6.8",
        statement=r"For $(\alpha, \beta)$-accuracy, we need that $\forall a_i = \perp, q_i(x) \leq T + \alpha$, which "
        r"holds with probability $1 - \frac{\beta}{2}$ [...]. For all $a_i \in \mathbb{R}, |q_i(x) - a_i| \leq "
        r"\alpha$, which again holds with probability $\frac{\beta}{2}$ [...]",
        hypotheses="'holds with probability p' read as 'with probability at least p' (as the first half's 1 - beta/2 "
        "must be); the union bound then gives Pr[both hold] >= p_1 + p_2 - 1, and (alpha, beta)-accuracy needs that "
        "to be >= 1 - beta; 0 < beta < 1",
        domain=BETA_GRID,
        finding="The proof's second half says 'with probability β/2' for 1 - β/2: with 1 - β/2 and β/2 the union "
        "bound gives only Pr[both] >= 0, not 1 - β (β = 1/100: 0 < 99/100).",
        correction=SURVEY.correction(
            "theorem-6.8-proof-release.corrected",
            label="Theorem 6.8",
            statement=r"For all $a_i \in \mathbb{R}$, $|q_i(x) - a_i| \leq \alpha$ holds with probability at least "
            r"$1 - \frac{\beta}{2}$, so both conditions hold with probability at least $1 - \beta$",
        )(lambda beta: Evaluation((1 - beta / 2) + (1 - beta / 2) - 1, ">=", 1 - beta,
                                  detail="p_1 + p_2 - 1 against 1 - beta")),
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

    SURVEY.claim(
        "linear-query-sensitivity-bound",
        label="Linear Queries",
        statement=r"Here linear queries have sensitivity $\leq 1$",
        hypotheses="chi = {chi_1, chi_2}; neighbouring histograms differ by one record; q: chi -> [0, 1] with values "
        "in {0, 1/2, 1}; both the sum and the mean (where ||x||_1, ||y||_1 >= 1)",
        domain=Domain.of(each(("x", "y"), _neighbours, "neighbouring histograms x, y in {0, 1, 2, 3}^2 (x in "
                              "{0, 1, 2}^2, one count changed by 1)"),
                         each("query", lambda: tuple(product((F(0), F(1, 2), F(1)), repeat=2)),
                              "q(chi_1), q(chi_2) in {0, 1/2, 1}")),
    )(_linear_bound)

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
        domain=Domain.of(each("x", lambda: tuple(product(range(3), repeat=3)), "x in {0, 1, 2}^3"),
                         ints("k", 0, 2), among("up", (1, -1), text="y_k = x_k + up, up in {1, -1}"),
                         where(lambda x, k, up: x[k] + up >= 0, "y_k >= 0 (y a histogram)")),
        finding="The middle expression is not |x_k - y_k|: x = (0, 0, 0), y = (1, 0, 0) (k = 1) give Σ x_i - "
        "Σ_{i=1}^3 y_k = 0 - 3 = -3 against 1; the intended |Σ_i (x_i - y_i) q(χ_i)| = |x_k - y_k| q(χ_k) <= 1 holds.",
        correction=SURVEY.correction(
            "linear-query-sensitivity.corrected",
            label="6.2.1 Linear Queries",
            statement=r"$|\bar{q}(x) - \bar{q}(y)| = \left| \sum_i (x_i - y_i) q(\chi_i) \right| = |x_k - y_k| "
            r"q(\chi_k) \leq 1$ (q ≡ 1 here)",
            kind="identity",
        )(lambda x, k, up: equal(abs(sum(x) - sum(v + (up if i == k else 0) for i, v in enumerate(x))), 1)),
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
    SMALLDB_EMPTY = "R is empty as printed (004.theorem-6.10): SmallDB has no output law"

    SURVEY.claim(
        "theorem-6.9", label="Theorem 6.9",
        statement=r"SmallDB is $\varepsilon$-differentially private.",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; neighbours one record apart, both non-empty; "
        "Delta u = 1/2; every y in R, both orders",
        domain=Domain.of(among("|Q|", (2, 3), text="|Q| in {2, 3}: Q = the first |Q| of the linear queries (1, 0), "
                               "(0, 1), (1/2, 1) on chi = {chi_1, chi_2}"),
                         ints("m", 1, 3), among("eps", (F(1, 2), F(2))),
                         each(("x", "x'"), lambda: _nonempty_neighbours(2), "neighbouring non-empty histograms x, x' "
                              "in {0, 1, 2}^2")),
        reading="as read",
        deviations=(SMALLDB_READ, SMALLDB_DELTA),
        meaningless=SMALLDB_EMPTY,
    )(lambda point: _smalldb_dp(point["|Q|"], point["m"], point["eps"], point["x"], point["x'"]))
    SURVEY.definition(
        "algorithm-8", label="Algorithm 8",
        statement=r"SmallDB: $\mathcal{R} = \{y \in \mathbb{N}^{|\chi|} : \|y\|_1 = \frac{\log |Q|}{\alpha^2}\}$; "
        r"$u(x, y) = -\max_{f \in Q} |f(x) - f(y)|$; sample and output $y \in \mathcal{R}$ with the Exponential "
        r"Mechanism $\mathcal{M}_E(x, u, \varepsilon)$.")

    def _integer_size(size: int, alpha: Fraction) -> int | None:
        """ln|Q|/α² when it is an integer (|Q| = 1: 0), None when the series bounds put it strictly between two
        integers (ln of an integer >= 2 is irrational, so it is never an integer then)."""
        if size == 1:
            return 0
        low, high = (bound / alpha**2 for bound in _log_bounds(F(size)))
        if int(low) == int(high) and low > int(low):
            return None
        raise ValueError("the series bounds do not place ln|Q|/alpha^2 between two integers")

    def _good_y(size: int, x: tuple[int, int], alpha: Fraction, m: int | None) -> bool:
        """∃ y with ||y||_1 = m and max_{q in Q} |q(x) - q(y)| <= α (normalised linear queries)."""
        if m is None or m == 0:
            return False  # R is empty, or R = {0} where the normalised queries are undefined
        return any(all(abs(_normalised(f, x) - _normalised(f, (a, m - a))) <= alpha for f in QUERIES[size])
                   for a in range(m + 1))

    SMALLDB = Domain.of(among("|Q|", (2, 3, 4), text="|Q| in {2, 3, 4}: Q = the first |Q| of the linear queries "
                              "(1, 0), (0, 1), (1/2, 1), (1, 1/2) on chi = {chi_1, chi_2}"),
                        among("x", HISTOGRAMS, text="x in {(1, 0), (1, 1), (2, 1), (3, 1), (1, 4), (0, 1), (2, 3), "
                              "(5, 2)}"),
                        among("alpha", (F(1, 4), F(1, 3), F(1, 2), F(3, 4))))

    SURVEY.claim(
        "theorem-6.10",
        label="Theorem 6.10",
        statement=r"For accuracy bound $\alpha > 0$, finite collection of linear queries $Q$, if $\mathcal{R} = \{y "
        r"\in \mathbb{N}^{|\chi|} : \|y\|_1 = \frac{\log |Q|}{\alpha^2}\}$, then for all $x \in "
        r"\mathbb{N}^{|\chi|}$, $\exists y \in \mathcal{R}$ such that $\max_{q \in Q} |f(x) - f(y)| \leq \alpha.$",
        hypotheses="log = ln (the proof of Theorem 6.11 writes ln|R| = log|Q| x log|chi|/alpha^2; in any base b, "
        "log_b|Q| is irrational unless |Q| is a power of b); normalised linear queries, ||x||_1 >= 1",
        domain=SMALLDB,
        finding="R is empty unless ln|Q|/α² is an integer, which it never is for |Q| >= 2 and rational α: |Q| = 2, "
        "x = (1, 0), α = 1/4 (||y||_1 = 16 ln 2 ≈ 11.09) has no y at all.",
        correction=SURVEY.correction(
            "theorem-6.10.corrected",
            label="Theorem 6.10",
            statement=r"For $|Q| \geq 3$ and $m = \lceil \ln |Q| / \alpha^2 \rceil$, every $x$ has a $y$ with "
            r"$\|y\|_1 = m$ and $\max_{q \in Q} |q(x) - q(y)| \leq \alpha$",
            hypotheses="|Q| >= 3 (then 2|Q| e^(-2 m alpha^2) <= 2/|Q| < 1), m the ceiling",
            domain=SMALLDB.narrowed(lambda point: point["|Q|"] >= 3, "|Q| >= 3"),
        )(lambda point: same_truth(_good_y(point["|Q|"], point["x"], point["alpha"],
                                           ceil(_log_bounds(F(point["|Q|"]))[1] / point["alpha"] ** 2)), True,
                                   detail="a y of size m within alpha exists")),
    )(lambda point: same_truth(_good_y(point["|Q|"], point["x"], point["alpha"],
                                       _integer_size(point["|Q|"], point["alpha"])), True,
                               detail="a y in R within alpha exists"))

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
        hypotheses="y the histogram of m i.i.d. draws X_i with P(X_i = chi_j) = x_j/||x||_1 (f read as q)",
        domain=SAMPLES,
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
    )(_hoeffding)

    SURVEY.claim(
        "theorem-6.10-bound",
        label="Theorem 6.10",
        statement=r"$\Pr[\max_{q \in Q} |q(y) - q(x)| > \alpha] \leq 2|Q|e^{-2m\alpha^2}.$ And as $m = \frac{\log "
        r"|Q|}{\alpha^2}$, $\Pr[|q(y) - q(x)| > \alpha] < 1.$",
        hypotheses="what 'as m = log|Q|/alpha^2' gives: the union bound 2|Q| e^(-2 m alpha^2) = 2|Q| |Q|^(-2) = "
        "2/|Q| (log = ln) is < 1",
        domain=Domain.of(ints("|Q|", 1, 60)),
        reading="as read",
        deviations=(Deviation("quantitative reading", "'Pr[...] < 1' read as what the step derives it from: the "
                              "union bound 2|Q|e^(-2m alpha^2) at m = log|Q|/alpha^2 is < 1",
                              where="Theorem 6.10's proof"),),
        meaningless="with m = log|Q|/alpha^2 not an integer (|Q| >= 2, rational alpha) y is a sample of a "
        "non-integer number of draws: the printed probability has no value",
        finding="2|Q|e^(-2mα²) at m = ln|Q|/α² is 2/|Q|, not < 1 for |Q| <= 2: |Q| = 1 gives 2 (and |Q| = 2 "
        "gives 1); the step needs |Q| >= 3, or m > ln(2|Q|)/(2α²).",
        correction=SURVEY.correction(
            "theorem-6.10-bound.corrected",
            label="Theorem 6.10",
            statement=r"For $|Q| \geq 3$, $2|Q|e^{-2m\alpha^2} = \frac{2}{|Q|} < 1$ at $m = \frac{\ln |Q|}{\alpha^2}$",
            domain=Domain.of(ints("|Q|", 3, 60)),
        )(lambda point: Evaluation(F(2, point["|Q|"]), "<", 1)),
    )(lambda point: Evaluation(F(2 * point["|Q|"], point["|Q|"] ** 2), "<", 1,
                               detail="2|Q| e^(-2 ln|Q|) = 2|Q|/|Q|^2 against 1"))

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
                  threshold: Callable[[], Ball]) -> Evaluation:
        """Pr[max_q |q(x) - q(y)| < threshold] >= 1 - β for y drawn by SmallDB (size m, Δu = sensitivity): the mass
        of the y below the threshold (each decided by balls) against (1 - β) times the total, exactly."""
        weights = _smalldb_weights(size, x, m, eps, sensitivity)
        inside = [w for y, w in weights.items() if compare(lambda y=y: ball(_error(size, x, y)), "<", threshold)[0]]
        return compare_exp_sums(add(*inside) if inside else constant(0), ">=", scale(add(*weights.values()), 1 - beta),
                                detail="Pr[max_q |q(x) - q(y)| < bound] against 1 - beta (times the normaliser)")

    def _bound_6_11(size: int, alpha: Fraction, eps: Fraction, beta: Fraction, n: int) -> Ball:
        """α + 2(log|χ| log|Q|/α² + log(1/β))/(ε||x||_1), log = ln, |χ| = 2."""
        logs = ball(F(2)).log() * ball(F(size)).log() / ball(alpha**2) + ball(1 / beta).log()
        return ball(alpha) + 2 * logs / ball(eps * n)

    SMALLDB_QUERIES = among("|Q|", (3,), text="|Q| = 3: Q = the linear queries (1, 0), (0, 1), (1/2, 1) on chi = "
                            "{chi_1, chi_2}")
    SMALLDB_X = among("x", ((1, 0), (3, 1), (10, 5), (20, 0), (100, 0), (60, 40)),
                      text="x in {(1, 0), (3, 1), (10, 5), (20, 0), (100, 0), (60, 40)}")
    SMALLDB_EPS = among("eps", (F(1, 2), F(1), F(2)))
    SMALLDB_BETA = among("beta", (F(1, 10), F(1, 4), F(1, 2)))
    SMALLDB_SOME = Deviation("quantitative reading", "'for some beta in [0, 1]' read as 'for every beta in (0, 1)': "
                             "with 'some' the statement holds vacuously at beta = 1", where="Theorem 6.11")
    SMALLDB_M = Deviation("corrected symbol", "R's size log|Q|/alpha^2, never an integer (R is empty, "
                          "004.theorem-6.10), read as m = ceil(ln|Q|/alpha^2), Theorem 6.10's correction",
                          where="Algorithm 8, line 1")
    PUBLIC_SIZE = ("||x||_1 public: neighbours of equal size (one record replaced), so Delta u = 1/||x||_1 is "
                   "Algorithm 4's max over them, and the mechanism uses it")

    def _theorem_6_11(point: Point, sensitivity: Fraction | None) -> Evaluation:
        size, alpha, x, eps, beta = point["|Q|"], point["alpha"], point["x"], point["eps"], point["beta"]
        n = sum(x)
        return _accuracy(size, x, _range_size(size, alpha), eps, beta, sensitivity or F(1, n),
                         lambda: _bound_6_11(size, alpha, eps, beta, n))

    SURVEY.claim(
        "theorem-6.11", label="Theorem 6.11",
        statement=r"Let $Q$ be a finite class of linear queries. Let $y = \text{SmallDB}(x, Q, \varepsilon, \alpha)$. "
        r"Then for some $\beta \in [0, 1]$, $\Pr \left[ \max_{q \in Q} |q(x) - q(y)| < \alpha + \frac{2 \left( "
        r"\frac{\log |\chi| \cdot \log |Q|}{\alpha^2} + \log \frac{1}{\beta} \right)}{\varepsilon \|x\|_1} "
        r"\right] \geq 1 - \beta.$",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; log = ln; Delta u = 1/2 (Algorithm 4 over "
        "neighbours); the probability exactly, each y's side of the bound decided by balls",
        domain=Domain.of(SMALLDB_QUERIES, among("alpha", (F(1, 4), F(1, 2))), SMALLDB_X,
                         SMALLDB_EPS, SMALLDB_BETA),
        reading="as read",
        deviations=(SMALLDB_M, SMALLDB_DELTA, SMALLDB_SOME),
        meaningless=SMALLDB_EMPTY,
        finding="The bound's 1/(ε||x||_1) is the accuracy of a mechanism with Δu = 1/||x||_1, but SmallDB's Δu "
        "(Algorithm 4, neighbours one record apart) is 1/2: |Q| = 3, α = 1/4 (m = 18), x = (100, 0), ε = 2, β = 1/4 "
        "give probability ≈ 0.62 < 3/4.",
        correction=SURVEY.correction(
            "theorem-6.11.corrected",
            label="Theorem 6.11",
            statement=r"With $\|x\|_1$ public ($\Delta u = 1/\|x\|_1$ in the exponential mechanism), $m = \lceil "
            r"\ln |Q|/\alpha^2 \rceil$ and every $\beta \in (0, 1)$: $\Pr [ \max_{q \in Q} |q(x) - q(y)| < \alpha "
            r"+ \frac{2 ( \frac{\ln |\chi| \ln |Q|}{\alpha^2} + \ln \frac{1}{\beta} )}{\varepsilon \|x\|_1} ] "
            r"\geq 1 - \beta$",
            hypotheses=PUBLIC_SIZE + "; |Q| >= 3 (Theorem 6.10's correction gives a y within alpha)",
        )(lambda point: _theorem_6_11(point, None)),
    )(lambda point: _theorem_6_11(point, SMALLDB_SENSITIVITY))

    SURVEY.claim(
        "theorem-6.11-range",
        label="Theorem 6.11",
        statement=r"Clearly $|\mathcal{R}| = |\chi|^{\frac{\log |Q|}{\alpha^2}} \implies \ln |\mathcal{R}| = "
        r"\frac{\log |Q| \times \log |\chi|}{\alpha^2}$.",
        kind="identity",
        hypotheses="m = log|Q|/alpha^2 a positive integer; R = {y in N^|chi| : ||y||_1 = m} has C(|chi| + m - 1, m) "
        "elements",
        domain=Domain.of(ints("chi", 1, 8), ints("m", 1, 8)),
        finding="R holds histograms (multisets), not sequences: |χ| = 2, m = 2 give |R| = C(3, 2) = 3, not 2² = 4; "
        "|R| <= |χ|^m, which the bound needs, holds.",
        correction=SURVEY.correction(
            "theorem-6.11-range.corrected",
            label="Theorem 6.11",
            statement=r"$|\mathcal{R}| = \binom{|\chi| + m - 1}{m} \leq |\chi|^m$, so $\ln |\mathcal{R}| \leq m \ln "
            r"|\chi|$",
            kind="inequality",
        )(lambda chi, m: Evaluation(comb(chi + m - 1, m), "<=", chi**m)),
    )(lambda chi, m: equal(comb(chi + m - 1, m), chi**m, detail="|R| = C(|chi| + m - 1, m) against |chi|^m"))

    def _sensitivity_at(size: int, x: tuple[int, int], top: int) -> Fraction:
        """max |u(x, y) - u(x', y)| over x' one record from x (non-empty) and every y: max_f |f(x) - f(x')| (the
        reverse triangle inequality is attained at y = x')."""
        return max(_error(size, x, x_) for pair, x_ in _nonempty_neighbours(top) if pair == x)

    def _algorithm_4_sensitivity(size: int, top: int) -> Fraction:
        """Algorithm 4's Δu over neighbouring non-empty histograms in {0..top}^2 (the global value for top >= 2:
        larger histograms move q by at most 1/(n + 1) <= 1/3)."""
        return max(_error(size, x, x_) for x, x_ in _nonempty_neighbours(top))

    SURVEY.claim(
        "theorem-6.11-proof-sensitivity",
        label="Theorem 6.11",
        kind="identity",
        statement=r"$\Delta u$ here is simply $\frac{1}{\|x\|_1}$.",
        hypotheses="Delta u as Algorithm 4 defines it: the max of |u(x, y) - u(x', y)| over every y and neighbours "
        "x, x' one record apart (non-empty, where normalised queries are defined), computed on {0, ..., 4}^2",
        domain=Domain.of(among("|Q|", (2, 3, 4), text="|Q| in {2, 3, 4}: Q = the first |Q| of the linear queries "
                               "(1, 0), (0, 1), (1/2, 1), (1, 1/2)"),
                         each("x", lambda: tuple(x for x in product(range(5), repeat=2) if sum(x)),
                              "every non-empty x in {0, ..., 4}^2")),
        finding="1/||x||_1 is how far one record moves u at x (x = (2, 1): 1/3), not Algorithm 4's Δu, which is 1/2 "
        "for every x (a record added to a one-record database moves a query by 1/2).",
        correction=SURVEY.correction(
            "theorem-6.11-proof-sensitivity.corrected",
            label="Theorem 6.11",
            statement=r"$|u(x, y) - u(x', y)| \leq \frac{1}{\|x\|_1}$ for every $y$ and every neighbour $x'$ of $x$ "
            r"(the sensitivity at $x$)",
            kind="inequality",
            hypotheses="x' one record from x, non-empty",
        )(lambda point: Evaluation(_sensitivity_at(point["|Q|"], point["x"], 5), "<=", F(1, sum(point["x"])),
                                   detail="max over neighbours x' of max_y |u(x, y) - u(x', y)| against 1/||x||_1")),
    )(lambda point: equal(_algorithm_4_sensitivity(point["|Q|"], 4), F(1, sum(point["x"])),
                          detail="Algorithm 4's Delta u against 1/||x||_1"))

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

    SURVEY.claim(
        "theorem-6.12", label="Theorem 6.12",
        statement=r"Let $y = \text{SmallDB}(x, Q, \varepsilon, \frac{\alpha}{2})$, then $\Pr \left[ \max_{q \in Q} "
        r"|q(x) - q(y)| < \left( \frac{16 \log |\chi| \log |Q| + 4 \log \left( \frac{1}{\beta} \right)}"
        r"{\varepsilon \|x\|_1} \right)^{\frac{1}{3}} \right] \geq 1 - \beta.$",
        hypotheses="chi = {chi_1, chi_2}; normalised linear queries; log = ln; Delta u = 1/2 (Algorithm 4 over "
        "neighbours); the probability exactly, each y's side of the bound decided by balls",
        domain=Domain.of(SMALLDB_QUERIES, SMALLDB_X, SMALLDB_EPS, SMALLDB_BETA),
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "alpha, free in the statement, read as the proof's choice: "
                              "the positive root of alpha = 4(4 log|chi| log|Q|/alpha^2 + log(1/beta))/(eps ||x||_1)",
                              where="Theorem 6.12's proof"),
                    SMALLDB_M, SMALLDB_DELTA),
        meaningless=SMALLDB_EMPTY,
        finding="As Theorem 6.11: the cube-root bound is the accuracy of a mechanism with Δu = 1/||x||_1; with "
        "SmallDB's Δu = 1/2 it fails at |Q| = 3, x = (100, 0), ε = 1/2, β = 1/10.",
        correction=SURVEY.correction(
            "theorem-6.12.corrected",
            label="Theorem 6.12",
            statement=r"With $\|x\|_1$ public ($\Delta u = 1/\|x\|_1$), $\alpha$ the proof's fixed point and $m = "
            r"\lceil \ln |Q|/(\alpha/2)^2 \rceil$: the printed bound holds",
            hypotheses=PUBLIC_SIZE,
        )(lambda point: _theorem_6_12(point, None)),
    )(lambda point: _theorem_6_12(point, SMALLDB_SENSITIVITY))

    def _cube_root_step(size: int, eps_n: Fraction, beta: Fraction) -> Evaluation:
        """The event {max |q(x) - q(y)| >= b} lies in {max >= α} when b >= α, and is empty when b > 1 (normalised
        linear queries: |q(x) - q(y)| <= 1).  With f(a) = ε||x||_1 a³ - 16 ln 2 ln|Q| - 4a² ln(1/β), whose one
        positive root is α (f < 0 before it, > 0 after), f(b) = 4 ln(1/β)(1 - b²) for the printed b: b >= α iff
        b <= 1."""
        def cube() -> Ball:  # b³
            return (16 * ball(F(2)).log() * ball(F(size)).log() + 4 * ball(1 / beta).log()) / ball(eps_n)
        if compare(cube, ">", lambda: ball(F(1)))[0]:
            return certified(lambda: ball(F(1)), "<", cube, detail="max |q(x) - q(y)| <= 1 against the printed b "
                             "(cubed): the event is empty")
        return certified(lambda: ball(eps_n) * cube() - 16 * ball(F(2)).log() * ball(F(size)).log()
                         - 4 * (cube().log() * 2 / 3).exp() * ball(1 / beta).log(), ">=", lambda: ball(F(0)),
                         detail="f(b) against 0: the printed b is at least the proof's alpha")

    SURVEY.claim(
        "theorem-6.12-cube-root",
        label="Theorem 6.12",
        statement=r"$\Pr \left[ \max_{q \in Q} |q(x) - q(y)| \geq \frac{2 \left( \frac{4 \log |\chi| \cdot \log |Q|}"
        r"{\alpha^2} + \log \left( \frac{1}{\beta} \right) \right)}{\varepsilon \|x\|_1} + \frac{2 \left( \frac{4 "
        r"\log |\chi| \cdot \log |Q|}{\alpha^2} + \log \left( \frac{1}{\beta} \right) \right)}{\varepsilon \|x\|_1} "
        r"\right] < \beta \implies \Pr \left[ \max_{q \in Q} |q(x) - q(y)| \geq \left( \frac{16 \log |\chi| \log |Q| "
        r"+ 4 \log \left( \frac{1}{\beta} \right)}{\varepsilon \|x\|_1} \right)^{\frac{1}{3}} \right] < \beta.$",
        hypotheses="alpha = 4(4 log|chi| log|Q|/alpha^2 + log(1/beta))/(eps ||x||_1) as the proof takes it (its "
        "positive root), so the first event is {max >= alpha}; |chi| = 2 (the step depends on |chi| and |Q| only "
        "through ln|chi| ln|Q|, which |Q| ranges over), log = ln; normalised linear queries "
        "(|q(x) - q(y)| <= 1); the implication holds for every law of y exactly when {max >= b} lies in {max >= "
        "alpha}: b >= alpha, or b > 1; certified",
        domain=Domain.of(among("|Q|", (2, 3, 10, 100, 10**4)),
                         among("eps_n", (F(1, 10), F(1, 2), F(1), F(10), F(100), F(10**4)),
                               text="eps ||x||_1 in {1/10, 1/2, 1, 10, 100, 10^4}"),
                         among("beta", (F(1, 100), F(1, 10), F(1, 2)))),
    )(lambda point: _cube_root_step(point["|Q|"], point["eps_n"], point["beta"]))
