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
            "003 §3: epsilon = max_s log pi(s) maximizes over s for one fixed pair x, x'; DP needs the max "
            'over all neighbouring pairs too, as 000 prints. Disputed: the natural reading already ranges '
            'over pairs.'
        ),
        correction="epsilon = max over s, x, x' of log pi(s; x, x') (000's wording, verified).",
    ),
)
