"""Findings of 004_3b24c074030182c5.txt (a survey of differential privacy), in paper order of their roots."""

from krverify.findings._finding import Finding

FINDINGS = (
    Finding(
        source='004',
        id='004.chernoff-without-mean',
        root='004.theorem-2.2-upper',
        records=('004.theorem-2.2-upper', '004.theorem-2.2-lower'),
        severity='false',
        summary=(
            'Theorem 2.2 (multiplicative Chernoff) has no mean μ in its exponents, so both bounds fail for small '
            'means: n = 3, p = 1/4, ε = 1: P[X̄ > 1/2] = 5/32 > e^-2; n = 1, p = 1/10, ε = 1/2: 9/10 > e^(-1/4).'
        ),
        correction='P[X̄ > (1 + ε)μ] <= exp(-nμε²/3) (0 < ε <= 1) and P[X̄ < (1 - ε)μ] <= exp(-nμε²/2) (both '
        'verified).',
    ),
    Finding(
        source='004',
        id='004.privacy-loss-tail',
        root='004.privacy-loss-delta',
        records=('004.privacy-loss-delta',),
        severity='false',
        summary=(
            '§3.4.2 says (ε, δ)-DP bounds the probability of a privacy loss above ε by δ; it does not: '
            'P = (0, 1), Q = (1/2, 1/2) is (ln 3/2, 1/2)-DP, yet the loss exceeds ln 3/2 with probability 1.'
        ),
        correction="Pr[L > ε'] <= δ/(1 - e^(ε - ε')) for ε' > ε (verified at e^ε' = 2e^ε: bound 2δ).",
    ),
    Finding(
        source='004',
        id='004.relation-misprint',
        root='004.relation',
        records=('004.relation', '004.triangle-printed'),
        severity='misprint',
        summary=(
            'The relation α ≅_(ε,δ) β is printed as |(P(S) - δ)/Q(S)| <= ε: identical distributions are not '
            'related for ε < 1, and the triangle inequality fails under it (ε bounds a quotient, not a logarithm).'
        ),
        correction='α ≅_(ε,δ) β iff P(S) <= e^ε Q(S) + δ for every S (Definition 3.5); quasi-convexity and '
        'monotonicity are verified under it.',
    ),
    Finding(
        source='004',
        id='004.triangle-delta',
        root='004.triangle',
        records=('004.triangle',),
        severity='false',
        summary=(
            'The triangle inequality for ≅ adds the δs, but even with Definition 3.5 the second δ is scaled: '
            '(3/10, 7/10) ≅ (1/10, 9/10) ≅ (0, 1) at (ln 2, 1/10) each, while the ends need δ = 3/10 > 1/5 at ln 4.'
        ),
        correction="α_1 ≅_(ε_1 + ε_2, δ_1 + e^ε_1 δ_2) α_3 (verified).",
    ),
    Finding(
        source='004',
        id='004.local-sample-size',
        root='004.rr-sample-size',
        records=('004.rr-sample-size',),
        severity='false',
        summary=(
            '§7.2: n >= 1/(α²ε²) does not bound Pr[|μ̂ - μ| >= 1/(ε√n)] by α — the threshold is about one standard '
            'deviation of μ̂ (e^ε = 3, α = 1/2, n = 4: 37/64 > 1/2).'
        ),
        correction='Pr[|μ̂ - μ| >= α] <= 1/(nε²α²) by Chebyshev, so n >= 1/(βα²ε²) gives error <= α with probability '
        '>= 1 - β (verified with β = α).',
    ),
    Finding(
        source='004',
        id='004.rappor-factorization',
        root='004.rappor-factorization',
        records=('004.rappor-factorization',),
        severity='misprint',
        summary=(
            "Theorem 7.4's proof factorizes Pr[S = s | V = v] as Pr[S = s | B'] Pr[B' | B] without the sum over B'; "
            'the product is the joint probability of (S, B\') (5/8 against 9/16 at k = 1, f = 1/2, p = 3/4, q = 1/4).'
        ),
        correction="Pr[S = s | V = v] = Σ_b' Pr[S = s | B' = b'] Pr[B' = b' | B(v)] (verified).",
    ),
    Finding(
        source='004',
        id='004.rappor-bstar',
        root='004.rappor-bstar',
        records=('004.rappor-bstar',),
        severity='misprint',
        summary="Theorem 7.4's proof: b* sets b_(h+1) = 1 though only bits 1..h are set (h + 1 ones).",
        correction='b* = (1, ..., 1, 0, ..., 0) with h ones.',
    ),
    Finding(
        source='004',
        id='004.rappor-swapped',
        root='004.rappor-product',
        records=('004.rappor-product', '004.rappor-ratio-exponent'),
        severity='false',
        summary=(
            "Theorem 7.4's proof swaps f/2 and 1 - f/2 on the set bits: its P[B' = b' | B = b*] is the law for B = 0 "
            '(3/4 against 1/4 at k = h = 1, f = 1/2) and its ratio is the reciprocal of the true one (9 against 1/9).'
        ),
        correction="P[B' = b' | B_1]/P[B' = b' | B_2] = ((1 - f/2)/(f/2))^(2(Σ_(i<=h) b'_i - Σ_(j>h) b'_j)), largest "
        "at b' = 1^h 0^h (verified).",
    ),
    Finding(
        source='004',
        id='004.rappor-final-bound',
        root='004.rappor-final-bound',
        records=('004.rappor-final-bound', '004.rappor-final-eps'),
        severity='false',
        summary=(
            "Theorem 7.4's proof ends with ((1 - f/2)/(1/2))^(2h) and ε = 2h ln((1 - f/2)/(1/2)), which contradict "
            'the theorem and are too small: k = 2, h = 1, f = 1/2 has ratio 9 > 9/4.'
        ),
        correction='ratio <= ((1 - f/2)/(f/2))^(2h), ε = 2h ln((1 - f/2)/(f/2)) as Theorem 7.4 states (verified, '
        'tight).',
    ),
    Finding(
        source='004',
        id='004.one-bit-minus-one',
        root='004.one-bit-chain-line',
        records=('004.one-bit-chain-line',),
        severity='misprint',
        summary="The fourth line of E[μ̂] for 1-bit estimation prints '· -1' for '- 1' (0 against -1 at X = 0).",
        correction='(1 + (X_i/m)(e^ε - 1)) - 1 (verified); the chain and unbiasedness hold.',
    ),
    Finding(
        source='004',
        id='004.lemma-7.5-proof',
        root='004.lemma-7.5-proof',
        records=('004.lemma-7.5-proof',),
        severity='false',
        summary=(
            "Lemma 7.5's proof inverts a fraction between its third and fourth lines (ln(1/3) = ln 3 at X = 0, "
            'e^ε = 3) and bounds the odds P[Y = 1]/P[Y = 0] of one input, not the LDP ratio across inputs; the lemma '
            'itself holds.'
        ),
        correction="P[Y = z | X]/P[Y = z | X'] <= e^ε since P[Y = 1 | X] lies in [1/(e^ε + 1), e^ε/(e^ε + 1)] "
        '(verified).',
    ),
    Finding(
        source='004',
        id='004.rounding-offset',
        root='004.rounding-offset',
        records=('004.rounding-offset', '004.theorem-7.9'),
        severity='false',
        summary=(
            'Randomized rounding draws α_i from [m - 1]: it rounds up with probability (X_i - 1)/(m - 1), not X_i/m '
            "(m = 2, X_i = 1: never), so the bit is not the 1-bit report of X_i and Theorem 7.9 fails (1/4 vs 1/2)."
        ),
        correction='α_i uniform on {1, ..., m}: rounding up has probability X_i/m and Theorem 7.9 holds (verified).',
    ),
    Finding(
        source='004',
        id='004.lemma-7.8-bits',
        root='004.lemma-7.8',
        records=('004.lemma-7.8',),
        severity='false',
        summary=(
            'Lemma 7.8 averages the transmitted bits Y_i, whose mean is not μ (n = 1, m = 2, X = 0, e^ε = 3: 1/4); '
            'its proof treats Y_i as the rounded value X_i + Z_i, unbiased only with the offset on {1, ..., m}.'
        ),
        correction='with Y_i the rounded value in {0, m} and α_i uniform on {1, ..., m}, E[(1/n) Σ Y_i] = μ '
        '(verified).',
    ),
)
