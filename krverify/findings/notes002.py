"""Findings of 002_eee4b8e0b022d72a.txt (lecture notes on randomized response), in paper order of their roots.

The notes are handwriting converted to LaTeX: four findings are disputed readings (the defect may be the
conversion's, not the lecturer's); two are defects of the text itself.
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
        id='002.unrelated-inputs',
        root='002.vector-ratio',
        records=('002.vector-ratio', '002.two-sided'),
        severity='misprint',
        summary=(
            "§1 never says how x and x' relate; ② uses x_i = x'_i for i < n. For arbitrary x, x' the vector ratio is "
            "not the last bit's and both bounds fail (x = 00, x' = 11, b = 00)."
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
            'The definition of ε-DP is printed (twice) with e^-ε: no mechanism satisfies it (S = the whole output '
            'space gives 1 <= e^-ε), so the claim that RR meets it is false as written.'
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
        correction="For neighbours differing in the last bit the chain holds, and Δ = 1/n over every neighbour "
        "(verified).",
    ),
)
