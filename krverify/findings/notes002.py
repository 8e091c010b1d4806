"""Findings of 002_eee4b8e0b022d72a.txt (lecture notes on randomized response), in paper order of their roots.

The notes are handwriting converted to LaTeX: six findings are disputed readings (for five the defect may be the
conversion's, not the lecturer's; one is the range of ε, which the notes leave open); two are defects of the text
itself.
"""

from krverify.findings._finding import Finding

FINDINGS = (
    Finding(
        source='002',
        id='002.product-limits',
        root='002.eq-1',
        records=('002.eq-1', '002.eq-2'),
        severity='misprint',
        summary=(
            'The factorizations ① and ② split off the last bit but keep the product running to n (y_n counted '
            'twice); ② also prints Prob(RR(x) = b) on the left of the chain that computes Prob(RR(x\') = b).'
        ),
        correction=(
            "Prob(RR(x) = b) = [prod_{i<n} P(y_i = b_i)] P(y_n = b_n) and, for x, x' agreeing before the last bit, "
            "Prob(RR(x') = b) = [prod_{i<n} P(y_i = b_i)] P(y'_n = b_n) (both verified)."
        ),
        disputed="a lost '- 1' in the product limits and a lost prime, both plausible conversion losses",
    ),
    Finding(
        source='002',
        id='002.ratio-root',
        root='002.ratio-cases',
        records=('002.ratio-cases',),
        severity='misprint',
        summary=(
            "③: the one-bit ratio's denominator is printed under a square root and the second case's middle "
            'expression is garbled; with them neither value e^ε, e^-ε holds.'
        ),
        correction="P(y_n = b_n)/P(y'_n = b_n) = e^ε if b_n = x_n, e^-ε otherwise, for x'_n = 1 - x_n (verified).",
        disputed="the square root is the handwritten tick before the fraction; l.33 and l.39 print the ratio "
        "without it",
    ),
    Finding(
        source='002',
        id='002.epsilon-range',
        root='002.in-both-cases',
        records=('002.in-both-cases',),
        severity='misprint',
        summary=(
            "③ bounds the one-bit ratio by e^ε 'in both cases', but the notes state no range for ε: for ε < 0 "
            "the bound fails (e^ε = 1/2, x_n = 0, x'_n = 1, b_n = 1: 2/3 against 1/6)."
        ),
        correction="For ε >= 0, the standing convention of ε-DP, P(y_n = b_n) <= e^ε P(y'_n = b_n) for every pair "
        "of bits (verified); the corrections of the vector ratio, the two-sided bound and the definition state ε >= 0.",
        disputed="the notes never state ε >= 0, which every text on ε-DP takes (no mechanism is ε-DP for ε < 0)",
    ),
    Finding(
        source='002',
        id='002.unrelated-inputs',
        root='002.vector-ratio',
        records=('002.vector-ratio', '002.two-sided'),
        severity='misprint',
        summary=(
            "§1 never relates x and x'; ② needs x_i = x'_i for i < n. Otherwise the vector ratio is not the last "
            "bit's (x = 00, x' = 10, b = 00, e^ε = 11/10: 11/10 against 1), and for x, x' two bits apart it reaches "
            "e^(2ε)."
        ),
        correction=(
            "For x, x' agreeing except in the last bit the ratio is the last bit's, at most e^ε; for neighbours in "
            "any position both bounds hold (verified)."
        ),
    ),
    Finding(
        source='002',
        id='002.expectation-exponent',
        root='002.expected-report',
        records=('002.expected-report',),
        severity='misprint',
        summary=(
            'E[y_i]: 1/(1+e^ε) is raised to the power (1 - x_i) instead of multiplied by it (at x_i = 1 the '
            'first line exceeds 1); the next two lines are right.'
        ),
        correction='E[y_i] = e^ε/(1+e^ε) x_i + (1 - x_i)/(1+e^ε) = x_i (e^ε - 1)/(e^ε + 1) + 1/(1+e^ε) (verified).',
        disputed='the factor (1 - x_i) written beside the fraction, read as its exponent in conversion',
    ),
    Finding(
        source='002',
        id='002.dp-sign',
        root='002.rr-dp-printed',
        records=('002.rr-dp-printed',),
        severity='misprint',
        summary=(
            'The definition of ε-DP is printed (twice) with e^-ε, which for ε > 0 no mechanism satisfies (S = the '
            'whole output space needs 1 <= e^-ε); RR fails it: n = 1, e^ε = 11/10, x = 0, x\' = 1, S = {0} gives '
            '11/21 > 100/231.'
        ),
        correction="Pr(M(x) ∈ S) <= e^ε Pr(M(x') ∈ S): RR is ε-DP (verified for every neighbour and S, n <= 2).",
        disputed='a dash or line mark before ε read as a minus sign; ③ and the two-sided bound use e^ε',
    ),
    Finding(
        source='002',
        id='002.sensitivity-last-bit',
        root='002.sensitivity',
        records=('002.sensitivity',),
        severity='misprint',
        summary=(
            "The sensitivity chain takes the changed bit to be the last without saying so: for neighbours that "
            "differ elsewhere its last member (1/n)|x_n - x'_n| is 0 while the means differ by 1/n."
        ),
        correction="For neighbours differing in the last bit the chain holds (verified); every neighbour, whichever "
        "bit differs, changes the mean by exactly 1/n, so Δ = 1/n (verified, 002.sensitivity-every-neighbour).",
    ),
    Finding(
        source='002',
        id='002.rr-rate',
        root='002.rr-utility-rate',
        records=('002.rr-utility-rate',),
        severity='misprint',
        summary=(
            "'R.R O(1/(εn))', read like the Laplace line (P[|z̄ - x̄| > c_β/(εn)] <= β, c_β = ⌈ln(1/β)⌉), fails: n = 3, "
            "e^ε = 11/10, β = 1/10, x = 000 give 1000/9261 > 1/10. RR's error is of order 1/(ε√n)."
        ),
        correction="P[|z̄ - x̄| > 1/(√β ε √n)] <= β for every β (Chebyshev), §2's rate O(1/(ε√n)) (verified).",
        disputed="the page prints O(1/(εn)) beside 'R.R' twice after the Laplace line's O(1/(εn)); a square root "
        "(§2's O(1/(c√n))) may have been lost in the handwriting or its conversion",
    ),
)
