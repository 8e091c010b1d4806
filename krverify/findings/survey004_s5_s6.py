"""Findings of 004_3b24c074030182c5.txt, §5 (divergences, advanced composition) and §6 (sparse vector, NumericSparse,
SmallDB), in paper order of their roots."""

from krverify.findings._finding import Finding

SECTIONS_5_6: tuple[Finding, ...] = (
    Finding(
        "004", "004.approximate-max-divergence-pointwise", "004.approximate-max-divergence",
        ("004.approximate-max-divergence",), "misprint",
        "Definition 5.2 prints Pr[Y = y] - δ under a max over sets S; read pointwise it is weaker than the set form "
        "Lemma 5.4 uses: bitwise 2-RR of 00 vs 01, e^ε = 1, δ = 1/4 passes every y, yet S = {00, 10}: 5/12 > 1/3.",
        "D^δ_∞(Y||Z) = max_{S: Pr[Y∈S] >= δ} ln((Pr[Y ∈ S] - δ)/Pr[Z ∈ S]) (Dwork-Roth Def. 3.6): D^δ_∞ <= ε iff "
        "Pr[Y ∈ S] <= e^ε Pr[Z ∈ S] + δ for every S (verified)."),
    Finding(
        "004", "004.statistical-distance-pseudometric", "004.statistical-distance-metric",
        ("004.statistical-distance-metric",), "misprint",
        "Definition 5.3 calls Δ a metric on random variables; there it is a pseudometric: on Ω = {ω_1, ω_2} with "
        "Pr = (1/2, 1/2), Y = (0, 1) and Z = (1, 0) differ everywhere but Δ(Y, Z) = 0.",
        "Δ is a metric on the laws of random variables (verified), a pseudometric on the variables themselves.",
        disputed="Definition 5.3 defines Δ 'for two random variables' and calls it a metric; whether it means the "
        "variables or their laws is a reading"),
    Finding(
        "004", "004.lemma-5.4-2-one-sided", "004.lemma-5.4-2", ("004.lemma-5.4-2", "004.lemma-5.4-2-if"), "false",
        "Lemma 5.4(2) asks only D_∞(Y'||Z') <= ε, so its 'if' part ('by symmetry') fails: Y = (1/4, 3/4), "
        "Z = (1/2, 1/2), e^ε = 3/2, δ = 0 (Y' = Y, Z' = Z) have D^0_∞(Z||Y) = ln 2 > ε.",
        "Require D_∞(Y'||Z') <= ε and D_∞(Z'||Y') <= ε (Dwork-Roth Lemma 3.17): the equivalence then holds "
        "(verified, with the proof's Y', Z' after its misprints are corrected)."),
    Finding(
        "004", "004.lemma-5.4-construction-strict", "004.lemma-5.4-construction", ("004.lemma-5.4-construction",),
        "boundary",
        "Lemma 5.4 proof: S = {Pr[Y=y] >= e^ε Pr[Z=y]} admits equality, so 'e^ε Pr[Z = y] < Pr[Y = y]' fails on S: "
        "3/2-RR, e^ε = 3/2, δ = 0, y = 0 gives 3/5 < 3/5.",
        "e^ε Pr[Z = y] <= Pr[Y = y] for y in S (verified)."),
    Finding(
        "004", "004.lemma-5.4-2-on-S-misprint", "004.lemma-5.4-2-on-S",
        ("004.lemma-5.4-2-on-S", "004.lemma-5.4-2-alpha"), "misprint",
        "Lemma 5.4(2) proof: Pr[Y'=y] = e^ε Pr[Z'=y] = e^ε/(1+e^ε)(Pr[Y=y] + Pr[Z'=y]) forces Y' = Y on S, and '=' is "
        "lost before the fraction: 3/2-RR, e^ε = 1, y = 0 gives 0 against 14/25 (and α = 0 against 1/10 at δ = 1/4).",
        "Pr[Y'=y] = e^ε/(1+e^ε)(Pr[Y=y] + Pr[Z=y]) and Pr[Y=y] - Pr[Y'=y] = Pr[Z'=y] - Pr[Z=y] = (Pr[Y=y] - e^ε "
        "Pr[Z=y])/(e^ε+1) (verified)."),
    Finding(
        "004", "004.lemma-5.4-2-equal-case-misprint", "004.lemma-5.4-2-equal-case",
        ("004.lemma-5.4-2-equal-case",), "misprint",
        "Lemma 5.4(2) proof, α = α': 'y ∈ S ∪ S'' and 'D_∞(Y||Z) <= ε' are printed for y ∉ S ∪ S' and D_∞(Y'||Z'): "
        "3/2-RR, e^ε = 1, δ = 1/4 (α = α' = 1/10) has D_∞(Y||Z) = ln(3/2) > 0.",
        "Keep Y', Z' equal to Y, Z off S ∪ S': D_∞(Y'||Z'), D_∞(Z'||Y') <= ε and Δ(Y, Y') = Δ(Z, Z') = α "
        "(verified)."),
    Finding(
        "004", "004.lemma-5.4-2-rebalance-direction", "004.lemma-5.4-2-rebalance", ("004.lemma-5.4-2-rebalance",),
        "misprint",
        "Lemma 5.4(2) proof: after the first step Σ Pr[Y'=y] = 1 - β, so reducing Y' by β gives 1 - 2β, not 1: "
        "Y = (1/4, 3/4), Z = (1/2, 1/2), e^ε = 3/2, δ = 1/4 (β = 1/20) give 9/10.",
        "Increase Y' and decrease Z' by β on R = {Y' < Z'} (as the next lines do): Σ Y' + β = 1 (verified)."),
    Finding(
        "004", "004.theorem-5.8-eps-power", "004.theorem-5.8-suffices", ("004.theorem-5.8-suffices",), "misprint",
        "Theorem 5.8 proof prints ε^ε' for e^ε': at ε = 1, one 2-RR answer (k = 1, δ = 10^-6), the set of view index "
        "0 (the report 1, V^0's truthful answer) has Pr[V^0 ∈ S] = 2/3 > δ + 1^ε'·1/3.",
        "Pr[V^0 ∈ S] <= Pr[V^0 ∈ B] + e^ε' Pr[V^1 ∈ S] (verified)."),
    Finding(
        "004", "004.theorem-5.8-max-equals", "004.theorem-5.8-max", ("004.theorem-5.8-max",), "misprint",
        "Theorem 5.8 proof: |c_i| <= ε gives max{D_∞(M(x⁰)||M(x¹)), D_∞(M(x¹)||M(x⁰))} <= ε, printed '= ε': "
        "3/2-RR with e^ε = 2 has max e^{D_∞} = 3/2 ≠ 2.",
        "max{...} <= ε (verified)."),
    Finding(
        "004", "004.theorem-6.1-no-halt", "004.theorem-6.1", ("004.theorem-6.1",), "false",
        "Algorithm 5 as printed never halts and reuses T̂, so it is not ε-DP: ε = 1, T = 0, q(x) = 0, q(x') = "
        "(1,1,1,-1,-1): Pr[A = ⊥⊥⊥⊤⊤] = 11/480 > e·Pr[A' = ⊥⊥⊥⊤⊤] ≈ e·0.0079108.",
        "Halt after the first ⊤ (Dwork-Roth Algorithm 1): ε-DP (verified on the same query sequences)."),
    Finding(
        "004", "004.theorem-6.1-event-missing-answer", "004.theorem-6.1-event", ("004.theorem-6.1-event",),
        "misprint",
        "Theorem 6.1 proof: Pr[T̂ > g(x) and v_k >= T̂] drops q_k(x), so it is not Pr[T̂ ∈ (g(x), q_k(x) + v_k]]: "
        "ε = 1, g(x) = 0, q_k(x) = 1 give 1/6 against a larger probability.",
        "Pr[T̂ > g(x) and q_k(x) + v_k >= T̂] = Pr[T̂ ∈ (g(x), q_k(x) + v_k]] (verified)."),
    Finding(
        "004", "004.theorem-6.1-indicator-endpoint", "004.theorem-6.1-indicator",
        ("004.theorem-6.1-indicator", "004.theorem-6.1-step"), "misprint",
        "Theorem 6.1 proof: after translating t the interval starts at g(x'), not g(x): g(x) = 0, g(x') = -1, "
        "t = -1/2, q_k(x') + v = 0 give indicators 1 and 0; kept, g(x) makes the next step (l.1001 <= l.1002) false.",
        "1[t ∈ (g(x'), q_k(x') + v)], as the next line has it (verified); with it the left side of the next step is "
        "Pr[g(x) < T̂ < q_k(x) + v_k], and the step holds (verified)."),
    Finding(
        "004", "004.definition-6.2-scope", "004.theorem-6.3", ("004.theorem-6.3",), "misprint",
        "Definition 6.2 bounds only the early halt by β and asks the ⊤/⊥ conditions surely; with Laplace noise they "
        "fail with positive probability: ε = 1/2, β = 1/10, k = 1, q_1(x) = T - 49 < T - α.",
        "Except with probability β, no early halt and every condition holds (Dwork-Roth Def. 3.23): Theorem 6.3 "
        "then holds (verified)."),
    Finding(
        "004", "004.theorem-6.3-goal-probability", "004.theorem-6.3-proof-goal", ("004.theorem-6.3-proof-goal",),
        "misprint",
        "Theorem 6.3's proof sets out to show max|v_i| + |T̂ - T| <= α 'with probability β', which bounds the failure "
        "only by 1 - β (β = 1/100: 99/100 > β); the proof goes on to bound the complement by β/2 + β/2.",
        "With probability at least 1 - β (verified)."),
    Finding(
        "004", "004.theorem-6.3-bottom-noise", "004.theorem-6.3-bottom", ("004.theorem-6.3-bottom",), "misprint",
        "Theorem 6.3 proof: a_i = ⊥ means q_i + v_i < T̂, not q_i < T̂: v_i = -1, T̂ = -1, q_i = -1/4.",
        "q_i(x) < T̂ - v_i <= T + |T̂ - T| + |v_i| (verified)."),
    Finding(
        "004", "004.theorem-6.3-below-strict", "004.theorem-6.3-below", ("004.theorem-6.3-below",), "boundary",
        "Theorem 6.3 proof: the goal's event allows |v_i| + |T̂ - T| = α, where 'T - α < T - |v_i| - |T̂ - T|' fails: "
        "α = 1, v_i = -1, T̂ = T; and q_i + v_i <= T̂ alone would not give ⊥.",
        "q_i(x) + v_i <= q_i(x) + |v_i| < T - α + |v_i| <= T - |T̂ - T| <= T̂, so a_i = ⊥ (verified)."),
    Finding(
        "004", "004.theorem-6.3-absolute-not-laplace", "004.theorem-6.3-laplace-claim",
        ("004.theorem-6.3-laplace-claim",), "misprint",
        "Theorem 6.3 proof: |T̂ - T| is not a Laplace variable (it is never negative): ε = 1, Lap(0, 2) has "
        "Pr[< 0] = 1/2 against 0.",
        "T̂ - T ~ Lap(2/ε), so Pr[|T̂ - T| >= s] = e^(-εs/2) for s >= 0 (verified), as the next display uses."),
    Finding(
        "004", "004.theorem-6.3-flip-direction", "004.theorem-6.3-flip", ("004.theorem-6.3-flip",), "misprint",
        "Theorem 6.3 proof: exp(-εα/4) <= β/2 gives α >= 4 ln(2/β)/ε, printed α <=: ε = 1/2, β = 1/2, α = 16 satisfy "
        "the premise but 16 > 8 ln 4.",
        "exp(-εα/4) <= β/2 iff α >= 4 ln(2/β)/ε (verified)."),
    Finding(
        "004", "004.theorem-6.3-union-parentheses", "004.theorem-6.3-union-suffices",
        ("004.theorem-6.3-union-suffices",), "misprint",
        "Theorem 6.3 proof: α = (8 ln(2/β) + ln k)/ε lacks parentheses; there k e^(-εα/8) = (β/2)k^(7/8): k = 256, "
        "β = 1/10 give 32/5 > β/2 = 1/20.",
        "α = 8(ln(2/β) + ln k)/ε, the theorem's, makes k e^(-εα/8) = β/2 exactly (verified)."),
    Finding(
        "004", "004.theorem-6.4-advanced-small-eps", "004.theorem-6.4",
        ("004.theorem-6.4", "004.theorem-6.4-advanced"), "false",
        "Without ε <= 1 Sparse fails: ε = 50 and (c, ln(1/δ)) = (3, 1/96) give Pr[⊤⊤⊤] - e^ε Pr'[⊤⊤⊤] ≈ 0.9956 > δ; so "
        "does the proof's step: 2 ε'-RR, e^ε' = 100, ln(1/δ) = 1/16 give 9900/10201 > δ.",
        "With 0 < ε <= 1 and δ <= 1/e (Dwork-Roth Theorem 3.20 and its corollary) the c runs are (ε, δ)-DP "
        "(verified over c-fold ε'-RR and adaptive compositions of ε'-DP mechanisms), and so is Sparse (verified)."),
    Finding(
        "004", "004.theorem-6.5-early-halt", "004.theorem-6.5", ("004.theorem-6.5", "004.theorem-6.8"), "false",
        "Sparse and NumericSparse halt at their c-th ⊤, possibly before q_k although L(T) <= c: c = 1, k = 2, ε = 1/2, "
        "β = 1/10, q_1(x) = T, q_2(x) = T - 100: they halt before q_2 with probability 1/2 > β.",
        "Drop the no-early-halt clause: except with probability β every answered query meets its condition "
        "(verified)."),
    Finding(
        "004", "004.numericsparse-root", "004.algorithm-7-eps1", ("004.algorithm-7-eps1",), "misprint",
        "Algorithm 7 (δ > 0) prints ε_1 = √512/√(512+1)·ε where the proof's Sparse part has √512/(√512 + 1)·ε: "
        "512/513 against 512/(513 + 32√2), squared; the budget ε_1 + ε_2/2 is then (√512 + 1)ε/√513 > ε.",
        "ε_1 = √512 ε/(√512 + 1), ε_2 = 2ε/(√512 + 1) (Dwork-Roth Algorithm 3): ε_1 + ε_2/2 = ε (verified)."),
    Finding(
        "004", "004.numericsparse-eps2", "004.theorem-6.6", ("004.theorem-6.6", "004.theorem-6.6-laplace"),
        "misprint",
        "Algorithm 7 prints ε_2 = 29ε for 2ε/9: the answers get Lap(2c/(29ε)), costing 29ε/2 not ε/9, and "
        "NumericSparse is not ε-DP: c = 1, ε = 1, q(x) = 0, q(x') = 1, T = 0, Pr[a_1 <= -1] ratio ≈ e^14.36.",
        "ε_2 = 2ε/9 (Dwork-Roth Algorithm 3): NumericSparse with δ = 0 is ε-DP (verified)."),
    Finding(
        "004", "004.numericsparse-delta-eps2", "004.theorem-6.6-delta",
        ("004.theorem-6.6-delta", "004.theorem-6.6-delta-laplace"), "false",
        "Algorithm 7's δ > 0 branch prints ε_2 = 2/√513 without ε, so its release noise does not shrink the budget: "
        "ε = δ = 1/1000, c = k = 1 give Pr[a_1 <= q(x) + 1/2] - e^ε Pr'[...] ≈ 0.0025 > δ; nor is the Laplace part "
        "(ε/(√512 + 1), δ/2)-DP.",
        "ε_2 = 2ε/(√512 + 1) with σ from ln(2/δ), as the proof's δ/2 + δ/2 split needs (004.theorem-6.6-delta-"
        "composition decides the σ): the budget ε_1 + ε_2/4 + cε_0(e^ε_0 - 1) is then <= ε (verified), and the "
        "Laplace part is (ε/(√512 + 1), δ/2)-DP (verified)."),
    Finding(
        "004", "004.numericsparse-delta-split", "004.theorem-6.6-delta-composition",
        ("004.theorem-6.6-delta-composition",), "misprint",
        "Theorem 6.6's proof (δ > 0) names the Sparse part Sparse(..., ε_1, δ/2), but Algorithm 7's σ = "
        "√(32c ln(1/δ))/ε_1 is Sparse(..., ε_1, δ)'s; Theorem 6.4 then certifies (ε_1, δ), and the proof's split "
        "(ε, 3δ/2).",
        "σ(ε) = √(32c ln(2/δ))/ε (Dwork and Roth, Algorithm 3): the Sparse part is then Sparse(..., ε_1, δ/2) "
        "(verified)."),
    Finding(
        "004", "004.theorem-6.8-release-alpha", "004.theorem-6.8-release", ("004.theorem-6.8-release",), "false",
        "Theorem 6.8 (δ > 0): the printed α does not cover NumericSparse's Laplace releases: c = k = 1, ε = 1, "
        "δ = 1/100, β = 1/10, q_1(x) = T + 400 give Pr[a_1 real, |a_1 - q_1| > α] >= 0.7378 > β.",
        "α must be at least σ(ε_2) ln(2c/β) as well: α = (√512 + 1)√(c ln(2/δ)) max{ln(4ck/β), √8 ln(2c/β)}/ε "
        "keeps the release failure <= β/2 for NumericSparse with ε_2 = 2ε/(√512 + 1) and σ from ln(2/δ) (verified "
        "over c, k, ε, δ, β)."),
    Finding(
        "004", "004.theorem-6.8-root", "004.theorem-6.8-alpha", ("004.theorem-6.8-alpha",), "misprint",
        "Theorem 6.8 (δ > 0) puts √512 + 1 under the square root: the proof's Theorem 6.5 at (ε_1, β/2, δ/2) gives "
        "(√512 + 1)√(c ln(2/δ))(ln k + ln(4c/β))/ε, √(√512 + 1) ≈ 4.86 times the printed α (δ = 0 agrees).",
        "α = (√512 + 1)√(c ln(2/δ))(ln k + ln(4c/β))/ε (Dwork-Roth Theorem 3.28) is the proof's (verified); the "
        "releases need more (004.theorem-6.8-release)."),
    Finding(
        "004", "004.theorem-6.8-proof-probability", "004.theorem-6.8-proof-release",
        ("004.theorem-6.8-proof-release",), "misprint",
        "Theorem 6.8's proof says the release accuracy 'again holds with probability β/2', for 1 - β/2: with 1 - β/2 "
        "and β/2 the union bound gives only Pr[both] >= 0, not 1 - β (β = 1/100).",
        "Holds with probability at least 1 - β/2, so both conditions hold with probability at least 1 - β "
        "(verified)."),
    Finding(
        "004", "004.linear-query-sensitivity-bound-variables", "004.linear-query-sensitivity-max",
        ("004.linear-query-sensitivity-max",), "misprint",
        "§6.2.1: the max binds x, y, yet the right side uses them as any neighbours (next sentence): x = (0, 0), "
        "y = (1, 0), q = (0, 1/2) give Δ(q̄) = 1/2 > |q̄(x) - q̄(y)| = 0.",
        "Bound |q̄(x) - q̄(y)| for every neighbouring pair, then take the max; for the maximising pair the display "
        "is an equality (verified).",
        disputed="the max binds x and y; the right side may use the maximising pair (true) or any neighbours, as "
        "the next sentence does (false)"),
    Finding(
        "004", "004.smalldb-noise-order", "004.smalldb-log-k", ("004.smalldb-log-k", "004.smalldb-log-k-theta"),
        "false",
        "§6.2.2: SmallDB's noise is not Θ(log k): Theorem 6.12's bound grows as (log k)^(1/3); at c = 1, k = 4096 it "
        "is ≈ 4.66 < c ln k ≈ 8.32, and bound/ln k -> 0 for every fixed |χ| >= 2, β, ε||x||_1 (no constant c > 0 "
        "works).",
        "Noise O((log k)^(1/3)) for fixed |χ|, β, ε||x||_1 (verified for k >= 3)."),
    Finding(
        "004", "004.smalldb-not-smaller", "004.smalldb-smaller",
        ("004.smalldb-smaller", "004.smalldb-smaller-printed-range"), "false",
        "§6.2.2: SmallDB's output has size ⌈ln|Q|/α²⌉ whatever x is, so it need not be smaller than x: |Q| = 3, "
        "x = (1, 0), α = 1/4 give ||y||_1 = 18 > ||x||_1 = 1.",
        "y has size m = ⌈ln|Q|/α²⌉ and is smaller than x exactly when ||x||_1 > m (verified)."),
    Finding(
        "004", "004.linear-query-sensitivity-display", "004.linear-query-sensitivity",
        ("004.linear-query-sensitivity",), "misprint",
        "§6.2.1: Σ_i x_i - Σ_{i=1}^{|x|} y_k is not |x_k - y_k|: x = (0, 0, 0), y = (1, 0, 0) give -3 against 1.",
        "|q̄(x) - q̄(y)| = |Σ_i (x_i - y_i) q(χ_i)| = |x_k - y_k| q(χ_k) <= 1 (verified)."),
    Finding(
        "004", "004.theorem-6.10-empty-range", "004.theorem-6.10",
        ("004.theorem-6.10", "004.theorem-6.10-printed", "004.theorem-6.10-bound"),
        "false",
        "SmallDB's R needs ||y||_1 = log|Q|/α², a whole number only for |Q| a power of the base, so R = ∅: |Q| = 2, "
        "x = (1, 0), α = 3/4 in base 2, e and 10; and 2|Q|e^(-2mα²) = 2/|Q| is not < 1 for |Q| <= 2.",
        "Take m = ⌈ln|Q|/α²⌉ with |Q| >= 3 (or m > ln(2|Q|)/(2α²)): a y within α exists (verified). Where log|Q|/α² "
        "is a whole number the proof's printed lines hold (004.theorem-6.10-bound-printed-range, verified). With f "
        "as printed (free in the display, 004.theorem-6.10-printed) the theorem fails at the same point: an empty R "
        "has no y whatever f is."),
    Finding(
        "004", "004.smalldb-sensitivity", "004.theorem-6.11",
        ("004.theorem-6.11", "004.theorem-6.11-printed-range", "004.theorem-6.11-proof-sensitivity",
         "004.theorem-6.11-proof-sensitivity-printed", "004.theorem-6.12", "004.theorem-6.12-printed-range",
         "004.theorem-6.12-proof-step", "004.theorem-6.12-proof-step-printed-range"),
        "false",
        "SmallDB's accuracy (Theorem 6.11 read for every β, 6.12) uses Δu = 1/||x||_1, but Algorithm 4's Δu is 1/2: "
        "|Q| = 3, α = 1/4, x = (100, 0), ε = 1/2, β = 1/10 give 0.831 < 9/10 (6.11's printed 'some β' holds at "
        "β = 1).",
        "With ||x||_1 public (neighbours replace a record, Δu = 1/||x||_1 in the mechanism) both bounds hold "
        "(verified); 1/||x||_1 bounds how far one record moves u at x (verified). Theorem 6.9 holds with Δu = 1/2. "
        "Theorem 6.11 is false only when read for every β in (0, 1), as its proof derives it and Theorem 6.12 uses "
        "it: the printed 'for some β ∈ [0, 1]' holds vacuously at β = 1 (004.theorem-6.11-some-beta, verified).",
        prose_cases=("holds at β = 1",)),  # the printed 'some β', not the witness's beta = 1/10
    Finding(
        "004", "004.theorem-6.11-range-size", "004.theorem-6.11-range",
        ("004.theorem-6.11-range", "004.theorem-6.11-range-printed"), "misprint",
        "Theorem 6.11 proof: R holds histograms, |R| = C(|χ| + m - 1, m), not |χ|^m: |χ| = 2, m = 2 give 3 against "
        "4; with R's printed size it fails in every base: |Q| = 2, α = 1/4 give 17 against 2^16 in base 2, R = ∅ "
        "in e and 10.",
        "|R| <= |χ|^m, so ln|R| <= m ln|χ|, which is all the bound needs (verified)."),
    Finding(
        "004", "004.theorem-6.12-threshold-rewrite", "004.theorem-6.12-threshold", ("004.theorem-6.12-threshold",),
        "false",
        "Theorem 6.12 proof: the event's threshold α has α³ = (16L + 4α² log(1/β))/(ε||x||_1), not the printed (16L "
        "+ 4 log(1/β))/(ε||x||_1): L = 1/10, log(1/β) = 1/10, α = 1/4, ε||x||_1 = 104 give 1/64 against 1/52.",
        "α³ = (16 log|χ| log|Q| + 4α² log(1/β))/(ε||x||_1) (verified); the printed cube root is at least α exactly "
        "when it is at most 1 or β = 1, and the theorem's implication survives because normalised queries differ by "
        "at most 1 (004.theorem-6.12-cube-root, verified)."),
)
