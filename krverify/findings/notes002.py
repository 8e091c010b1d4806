"""Findings of 002_eee4b8e0b022d72a.txt (lecture notes on randomized response), in paper order of their roots."""

from krverify.findings._finding import Finding

FINDINGS = (
    Finding(
        source='002',
        id='002.product-limits',
        root='002.eq-1',
        records=('002.eq-1', '002.eq-2'),
        severity='misprint',
        summary=(
            'The factorizations 1 and 2 split off the last bit but keep the product running to n (so y_n is '
            'counted twice); 2 also prints Prob(RR(x) = b) on the left of the chain that computes Prob(RR(x\') = b).'
        ),
        correction=(
            "Prob(RR(x) = b) = [prod_{i<n} P(y_i = b_i)] P(y_n = b_n) and Prob(RR(x') = b) = [prod_{i<n} "
            "P(y_i = b_i)] P(y'_n = b_n) (both verified)."
        ),
    ),
    Finding(
        source='002',
        id='002.ratio-root',
        root='002.ratio-cases',
        records=('002.ratio-cases',),
        severity='misprint',
        summary=(
            "3: the one-bit ratio's denominator is printed under a square root (an OCR reading of a tick mark); "
            'with it the values e^eps and e^-eps are wrong.'
        ),
        correction="P(y_n = b_n)/P(y'_n = b_n) = e^eps if b_n = x_n, e^-eps otherwise (verified).",
    ),
    Finding(
        source='002',
        id='002.expectation-exponent',
        root='002.expected-report',
        records=('002.expected-report',),
        severity='misprint',
        summary=(
            'E[y_i]: 1/(1+e^eps) is raised to the power (1 - x_i) instead of multiplied by it (at x_i = 1 the '
            'first line exceeds 1); the next two lines are right.'
        ),
        correction='E[y_i] = e^eps/(1+e^eps) x_i + (1 - x_i)/(1+e^eps) = x_i (e^eps - 1)/(e^eps + 1) + 1/(1+e^eps) '
        '(verified).',
    ),
    Finding(
        source='002',
        id='002.dp-sign',
        root='002.rr-dp-printed',
        records=('002.rr-dp-printed',),
        severity='misprint',
        summary=(
            'The definition of eps-DP is printed (twice) with e^-eps: no mechanism satisfies it (S = the whole '
            'output space gives 1 <= e^-eps), so the claim that RR meets it is false as written.'
        ),
        correction='Pr(M(x) in S) <= e^eps Pr(M(x\') in S): RR is eps-DP (verified for every S, n <= 2).',
    ),
)
