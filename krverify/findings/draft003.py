"""Findings of 003_941cee538ccfd264.txt (LaTeX of an earlier state of 000), in paper order (docs/readings.md)."""

from krverify.findings._finding import Finding

FINDINGS = (
    Finding(
        source='003',
        id='003.epsilon-over-pairs',
        root='003.epsilon-one-pair',
        records=('003.epsilon-one-pair',),
        severity='misprint',
        summary=(
            "003 §3: ε = max_s log π(s) maximizes over s for one fixed pair x, x'; DP needs the max over all "
            'neighbouring pairs too, as 000 prints.'
        ),
        correction="ε = max over s, x, x' of log π(s; x, x') (000's wording, verified).",
        disputed="an ambiguity of the text: π is written for the pair fixed before it, and the max may range over "
        "pairs as well",
    ),
    Finding(
        source='003',
        id='003.codomain-support',
        root='003.pi-well-defined',
        records=('003.pi-well-defined',),
        severity='misprint',
        summary=(
            '003 §3: "any outcome s occurs with non-zero probability", but s ranges over 𝒮 = {0..n}^(2^L), the '
            'codomain of A; outcomes whose counts do not add up to n never occur, and π is 0/0 there.'
        ),
        correction='Every outcome s with Σ_j s_j = n occurs with positive probability (verified); π is defined there.',
    ),
)
