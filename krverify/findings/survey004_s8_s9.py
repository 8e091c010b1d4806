"""Findings of 004_3b24c074030182c5.txt, §8 (Theorem 8.10, the remark after Theorem 8.7) and §9 (lower and upper bounds,
generalised SVT), in paper order of their roots."""

from krverify.claims.survey004_s3_dp_basics import COINS_DISPUTED
from krverify.claims.survey004_s8_renyi import NOISE_DISPUTED
from krverify.claims.survey004_s9_bounds import MEASUREMENT_DISPUTED
from krverify.findings._finding import Finding

SECTION_8: tuple[Finding, ...] = (
    Finding(
        source='004',
        id='004.zcdp-composition-shared-coins',
        root='004.theorem-8.10',
        records=('004.theorem-8.10',),
        severity='misprint',
        summary=(
            'Theorem 8.10 composes zCDP algorithms without saying their coins are independent, as Theorem 8.6 does; '
            'with shared coins M_1 = x XOR B, M_2 = B are 0-zCDP yet their joint laws on x = 1, 0 are disjoint '
            '(D_α infinite).'
        ),
        correction='With independent coins the joint moment is the product of the marginals\', so D_α adds and '
        '(ρ_1 + ρ_2)-zCDP holds (verified at integer orders on §3.4.3\'s mechanisms).',
        disputed=COINS_DISPUTED,
    ),
    # issue 38
    Finding(
        source='004',
        id='004.gaussian-shared-noise',
        root='004.definition-8.15',
        records=('004.definition-8.15',),
        severity='misprint',
        summary=(
            "Definition 8.15's Gaussian mechanism does not say its noises are independent across the queries; with one "
            "shared draw a neighbour's change v = (-2, -1) puts M(x) and M(x') on disjoint lines (D_α infinite)."
        ),
        correction='With independent noises D_α = α|v|²/(2σ²) <= ρα at σ² = Δ_2²/(2ρ) (verified).',
        disputed=NOISE_DISPUTED,
    ),
)

SECTION_9: tuple[Finding, ...] = (
    Finding(
        source='004',
        id='004.measurements-shared-noise',
        root='004.measurements-privacy',
        records=('004.measurements-privacy',),
        severity='misprint',
        summary=(
            "§9.1.2 adds Lap(2/ε) (or N(0, 1/ρ)) 'to the response to each query' without saying the draws are "
            'independent; with one draw for all answers, x = (0, 0) and y = (1, 0) give outputs on disjoint lines.'
        ),
        correction='With independent draws the loss is ε‖v‖_1/2 = ε and αρ‖v‖_2²/2 = ρα (verified over histograms '
        'with up to 3 cells).',
        disputed=MEASUREMENT_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.easy-database-nonnegative',
        root='004.easy-database',
        records=('004.easy-database',),
        severity='false',
        summary=(
            "The 'easy' database: answers >= log(d)/ε plus Lap(2/ε) are not all non-negative: each is negative with "
            'probability e^(-aε/2)/2 > 0 (a = 10, d = 2, ε = 1/10: e^(-1/2)/2 = 0.30).'
        ),
        correction='Each noisy answer is negative with probability e^(-aε/2)/2 <= 1/(2√d) when a >= ln(d)/ε '
        '(verified): few, not no, negative answers.',
    ),
    Finding(
        source='004',
        id='004.tradeoff-gloss-point-for-sum',
        root='004.tradeoff-bullet-gloss',
        records=('004.tradeoff-bullet-gloss',),
        severity='misprint',
        summary=(
            "The second tradeoff bullet's gloss says the point queries pay the factor d², but its premise C² in "
            "O(1/ε²) bounds them (Theorem 9.6 (1): ε²C² <= 2 for every d); the sum query pays it."
        ),
        correction='C² <= λ/ε² implies D² in Ω(d²/ε²): the bound for the sum query incurs the factor d² (verified at '
        'bounded ε, as theorem-9.3-rates (1b)).',
    ),
    Finding(
        source='004',
        id='004.approximate-rate-uniform-in-delta',
        root='004.theorem-9.6-rates-approximate-uniform',
        records=('004.theorem-9.6-rates-approximate-uniform',),
        severity='false',
        summary=(
            "Theorem 9.6 (5) prints no regime for δ, but along δ = e^-ε, ε -> 0, its bound ln²(1/δ)/ε² + 1 stays 2 "
            'while B > (2/ε) ln 4 and the point error of the proof\'s mechanism grows like 1/ε².'
        ),
        correction='For δ <= 1/2 the point error is at most 9B² <= 648(ln²(1/δ)/ε² + 1) and the sum error at most '
        '8/ε² (theorem-9.6-rates-approximate, verified).',
    ),
    Finding(
        source='004',
        id='004.rates-uniform-in-eps',
        root='004.theorem-9.3-rates-uniform',
        records=('004.theorem-9.3-rates-uniform', '004.theorem-9.3-rates-zcdp-uniform',
                 '004.lower-bound-pure-rates-uniform', '004.lower-bound-approximate-rates-uniform',
                 '004.lower-bound-final-printed'),
        severity='false',
        summary=(
            "Theorem 9.3's rates and the proof's restatements print no regime, but uniformly in ε they fail: "
            'clipped DGeo(ε) (Theorem 9.6 (1)) has ε²C², ε²D² -> 0 as ε -> ∞ at fixed d (the zCDP rate likewise in ρ).'
        ),
        correction='At bounded ε (ε <= 1, λ <= 4) the rates hold with explicit constants from d, ε/δ = 10^12 on '
        '(theorem-9.3-rates, lower-bound-pure-rates, lower-bound-approximate-rates, lower-bound-final with log(ε/δ) '
        'for log εδ, verified).',
    ),
    Finding(
        source='004',
        id='004.lower-bound-integer-databases',
        root='004.theorem-9.3-pure',
        records=('004.theorem-9.3-pure', '004.theorem-9.3-approximate', '004.lower-bound-databases'),
        severity='false',
        summary=(
            "Theorem 9.3's 'for all k > 0' fails for small εk (clipped DGeo(20) with its least valid C, D; d = 10, "
            'k = 1/100: 1.4995 < 2.110): the proof needs databases with 2C + k records, an integer.'
        ),
        correction='e^(2ε⌈2C + k⌉) >= k(d - 1)/(16C + 8D + 4k) for every k > 0 (the proof at k\' = ⌈2C + k⌉ - 2C, '
        'verified); the rates the theorem draws hold at bounded ε (theorem-9.3-rates), not uniformly in ε.',
    ),
    Finding(
        source='004',
        id='004.lower-bound-d-minus-128',
        root='004.lower-bound-k-equals-c',
        records=('004.lower-bound-k-equals-c',),
        severity='misprint',
        summary=(
            'Theorem 9.3\'s proof prints exp(6εC) >= d - 128, likely a garbled (d-1)/28: at ε = 1/2, C = 2, D = 1, d = '
            '1000 the display at k = C holds (e^6 = 403.4 >= 1998/48) but e^6 < 872 = d - 128.'
        ),
        correction='exp(6εC) >= C(d-1)/(16C + 8D + 4C) >= (d-1)/28 when D <= C (verified), so C >= ln((d-1)/28)/(6ε) '
        'as printed next.',
        disputed="'d - 128' may be a conversion of '(d-1)/28'",
    ),
    Finding(
        source='004',
        id='004.lower-bound-dropped-2',
        root='004.lower-bound-k-one-over-eps',
        records=('004.lower-bound-k-one-over-eps',),
        severity='false',
        summary=(
            'e^(4εC + 2) >= X does not give C >= ln(X)/(4ε): the -2 is dropped (ε = 1/2, C = 1/10, D = 1/5, d = 10: '
            'e^2.2 >= X = 9/6.4, but 4εC = 1/5 < ln X = 0.34).'
        ),
        correction='C >= (ln((d-1)/(24εD + 4)) - 2)/(4ε) (verified); the Ω(log d/ε) conclusions are unaffected.',
    ),
    Finding(
        source='004',
        id='004.lemma-9.4-lost-square',
        root='004.lemma-9.4-laplace-max-square',
        records=('004.lemma-9.4-laplace-max-square',),
        severity='misprint',
        summary=(
            'Lemma 9.4 prints E[max y_i²] <= (ln d + 2 ln d + 2)/ε² for Lap(1/ε): the exact (H_d² + H_d^(2))/ε² '
            'exceeds it for every d >= 6 (d = 6, ε = 1/2: 13489/450 = 29.98 > 29.50).'
        ),
        correction='E[max_i y_i²] <= (ln² d + 2 ln d + 2)/ε² (verified for d <= 40 and the search to 400), the '
        'log² d the proof of Theorem 9.6 (3) uses.',
    ),
    Finding(
        source='004',
        id='004.dgeo-tail-integer-k',
        root='004.dgeo-tail-real-k',
        records=('004.dgeo-tail-real-k',),
        severity='misprint',
        summary=(
            'DGeo property 4 states P[z >= k] = e^(-εk)/(1 + e^-ε) for every k > 0, but z is integer-valued: at r = '
            'e^-ε = 1/10, k = 1/2 P[z >= 1/2] = 1/11, not √(1/10)/(11/10) = 0.287.'
        ),
        correction='For integer k > 0 the formula holds (verified); in general P[z >= k] = e^(-ε⌈k⌉)/(1 + e^-ε).',
    ),
    Finding(
        source='004',
        id='004.upper-bound-dgeo-reciprocal',
        root='004.upper-bound-dgeo-parameter',
        records=('004.upper-bound-dgeo-parameter',),
        severity='misprint',
        summary=(
            'Theorem 9.6 (1)\'s mechanism is defined with DGeo(1/ε), which is (1/ε)-DP: at ε = 1/4 the output '
            'ratio for q = 1 against 0 is e^4 > e^(1/4); the analysis uses DGeo(ε).'
        ),
        correction='a_i = max{0, q_i(x) + DGeo(ε)}: the output-law ratios are at most e^ε (verified), and Theorem '
        '9.6 (1) holds (verified).',
    ),
    Finding(
        source='004',
        id='004.upper-bound-dgauss-clipped-noise',
        root='004.upper-bound-dgauss-mechanism',
        records=('004.upper-bound-dgauss-mechanism',),
        severity='misprint',
        summary=(
            'Theorem 9.6 (2)\'s a_i = q_i(x) + max{0, DGauss} is not ρ-zCDP: q(x) = 0, q(x\') = 1 give P[M(x) = 0] '
            '>= 1/2 while M(x\') >= 1, so D_α is infinite (ρ = 1/4).'
        ),
        correction='a_i = max{0, q_i(x) + DGauss(0, 1/(2ρ))}: both laws share the support (verified); zCDP then '
        'follows by post-processing.',
    ),
    Finding(
        source='004',
        id='004.upper-bound-sum-error-constant',
        root='004.upper-bound-sum-error',
        records=('004.upper-bound-sum-error',),
        severity='false',
        summary=(
            'With Lap(2/ε) noise the sum query\'s error is 2b² - b(Q + b)e^(-Q/b), b = 2/ε: 4/ε² at q_*(x) = 0 '
            '(ε = 1/10: 400 > 200 = 2/ε²), tending to 8/ε²; the printed 2/ε² is Lap(1/ε)\'s.'
        ),
        correction='E[(q_*(M\'_ε(x)) - q_*(x))²] <= E[z_*²] = 8/ε² (verified); still O(1/ε²), so Theorem 9.6 (3) '
        'stands.',
    ),
    Finding(
        source='004',
        id='004.upper-bound-gamma-choice',
        root='004.upper-bound-gamma-range',
        records=('004.upper-bound-gamma-range', '004.upper-bound-error-chain'),
        severity='misprint',
        summary=(
            "γ is 'a value chosen such that' Σ max{0, r_i - γ} = r_*; where r_* = 0 every γ >= max_i r_i qualifies, "
            'so γ <= U fails for a large choice (q = (0, 0), z = (-1, -1), z_* = -3: U = 2, γ = 3).'
        ),
        correction='With γ the smallest admissible value (the released t_i do not depend on the choice) L <= γ <= U '
        'and the error chain hold (verified).',
    ),
    Finding(
        source='004',
        id='004.svt-bounded-length-log',
        root='004.svt-bounded-length',
        records=('004.svt-bounded-length',),
        severity='misprint',
        summary=(
            'The bounded-length bound prints ln((1 + k_max)/(α - 1)): negative for α > 3 at small levels, below '
            'D_α >= 0 (σ_1 = σ_2 = 8, α = 5, k_max = 1: 25/128 + ln(1/2) < 0).'
        ),
        correction='ε_ρ(α) + ε_ν(α) + ln(1 + k_max)/(α - 1), Theorem 9.9\'s first bound with E[K | z] <= 1 + k_max '
        '(verified on Gaussian SVT, k_max = 1).',
    ),
    Finding(
        source='004',
        id='004.svt-k-gamma-chain',
        root='004.svt-k-gamma',
        records=('004.svt-k-gamma',),
        severity='false',
        summary=(
            "'k_∞ = k_max = k_1' fails: with K = #⊥ + 1 an all-⊥ run has K = k_max + 1, so k_∞ = k_1 = k_max + 1 "
            '(k_max = 1: 2 against 1); on Q_+ with k_max = ∞ (Theorem 9.11) k_1 <= k_2 is finite.'
        ),
        correction='k_1 <= k_γ <= k_∞ <= k_max + 1 (Lyapunov; verified at γ = 2), which unifies the first two '
        'bounds of Theorem 9.9 as γ → ∞.',
    ),
    Finding(
        source='004',
        id='004.svt-threshold-sqrt3',
        root='004.svt-threshold-equality',
        records=('004.svt-threshold-equality',),
        severity='misprint',
        summary=(
            'T = √(2(σ_1² + σ_2²) log 1/ρ) = √(8σ_1² log(1/ρ)) holds only at σ_2 = √3σ_1, while Theorem 9.11 allows '
            'every σ_2 >= √3σ_1 (σ_2 = 2σ_1: 10σ_1² against 8σ_1²); the second threshold is then the smaller.'
        ),
        correction='Choose σ_2 = √3σ_1 (then the two agree, verified), or keep T = √(2(σ_1² + σ_2²) log 1/ρ).',
    ),
    Finding(
        source='004',
        id='004.svt-rdp-exponent',
        root='004.svt-gaussian-rdp-step',
        records=('004.svt-gaussian-rdp-step',),
        severity='misprint',
        summary=(
            "Theorem 9.11's RDP parameter prints exp(γT²/σ_1²), the first display exp(γT²/(2σ_1²)); with the printed "
            'one and T² = 8σ_1² log(1/ρ) the term is e^(8γL), not covered by 8 log(1/ρ) for γ > 1 (γ = 11/10, L = 9/2).'
        ),
        correction='With exp(γT²/(2σ_1²)) and γ < 2 the simplified term 8 log(1/ρ) + log(4√3π(1 + 72 log(1/ρ))) bounds '
        'it (verified).',
    ),
    Finding(
        source='004',
        id='004.svt-gaussian-eps-delta-sqrt2',
        root='004.svt-gaussian-eps-delta',
        records=('004.svt-gaussian-eps-delta',),
        severity='false',
        summary=(
            'Theorems 9.12 and 8.8 give at best ε = A + 2√(AB), B = 1 + ln Σ_k C(k_max, k) + ln(1/δ); the printed '
            'A + √(2A(ln(1/δ) + ln cC(k_max, c))) is smaller (c = k_max = 2, δ = 1/10: 4B = 18.8 > 2B\' = 6.0).'
        ),
        correction='ε(δ) = min_α αA + B/(α - 1) = A + 2√(AB), at α = 1 + √(B/A) (verified).',
    ),
    Finding(
        source='004',
        id='004.svt-delta-not-needed',
        root='004.svt-delta-requirement',
        records=('004.svt-delta-requirement',),
        severity='false',
        summary=(
            "§9.2.2 calls 'needing to take δ < k_max^(-c)' limiting, but the condition it follows, δ <= 1/(c "
            'C(k_max, c)), admits larger δ (c = k_max = 2: δ = 1/2 against 1/4).'
        ),
        correction='k_max^(-c) <= 1/(c C(k_max, c)) (verified): δ <= k_max^(-c) suffices and is not needed.',
    ),
    Finding(
        source='004',
        id='004.stagewise-delta-stages',
        root='004.theorems-9.13-9.14-delta',
        records=('004.theorems-9.13-9.14-delta',),
        severity='misprint',
        summary=(
            "Theorems 9.13 and 9.14 charge (c/c')δ' for Algorithm 10's stages, which number ⌈c/c'⌉, each costing δ': "
            "c = 3, c' = 2 give 2δ' against the printed 3δ'/2."
        ),
        correction="(ε, δ̃ + ⌈c/c'⌉δ')-DP: one δ' per stage (the stage count verified against Algorithm 10's loop).",
    ),
    Finding(
        source='004',
        id='004.algorithm-9-resample',
        root='004.algorithm-10-resample',
        records=('004.algorithm-10-resample',),
        severity='misprint',
        summary=(
            "Algorithm 9 resamples into T̂, which no line reads, so RESAMPLE changes nothing and Algorithm 10 is not "
            "'practically identical' to it (c = 2, c' = 1, queries (0, 0), T = 0: total variation 1/16)."
        ),
        correction='With T̂ read as T̄ (the threshold redrawn after each ⊤) the output laws agree exactly (verified).',
    ),
)
