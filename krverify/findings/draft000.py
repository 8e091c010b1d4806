"""Findings of 000_6dfa2dbc38b4b249.txt (Feb 2016 draft), in paper order of their roots (see docs/readings.md)."""

from krverify.findings._finding import Finding

FINDINGS = (
    Finding(
        source='000',
        id='000.prop-1.1-zero-terms',
        root='000.proposition-1.1.positive-terms',
        records=('000.proposition-1.1.positive-terms',),
        severity='misprint',
        summary=(
            "Proposition 1.1's proof applies Lemma 4.1 (every b_i > 0) when only P[A(x') in S] > 0 is known; for "
            'a query with impossible outcomes a term P[A(x) = s]/P[A(x\') = s] is 0/0. (For A = Φ∘R only outcomes '
            'off the support S_n have probability 0.)'
        ),
        correction=(
            "Drop from S the s with P[A(x') = s] = 0 (then P[A(x) = s] = 0 by (1.2), both sums unchanged) and "
            'apply Lemma 4.1 to the rest (verified on every pair of distributions on <= 3 outcomes in quarters).'
        ),
        witness_note='The proposition itself holds for such queries (000.proposition-1.1.general, verified).',
    ),
    Finding(
        source='000',
        id='000.phi-2L',
        root='000.phi-definition',
        records=('000.phi-definition',),
        severity='misprint',
        summary=(
            'Section 2.2: Φ(y) is printed with last component d_{2L}, while the same sentence enumerates D up to '
            'd_{2^L}; read literally, Φ misses records for L >= 3 (a collection whose one record is (0,0,0) is not '
            'counted).'
        ),
        correction='Φ(y) = (Σ_i I(y_i = d_1), ..., Σ_i I(y_i = d_{2^L})) (verified).',
        disputed='a superscript lost in the conversion from LaTeX: 003 prints d_{2^L}',
    ),
    Finding(
        source='000',
        id='000.pi-denominator',
        root='000.eq-3.1',
        records=('000.eq-3.1',),
        severity='misprint',
        summary=(
            "(3.1): the first fraction's denominator repeats the numerator's P[A(x_1') = i_j], so it equals "
            "1; it must use x_1, as the second fraction and 003's eq:prcond do."
        ),
        correction=(
            'Denominator of the first fraction: Σ_j P[A(x_1) = i_j] P[A(x~) = s - i_j] (the corrected '
            'record verifies).'
        ),
        disputed="003's LaTeX of the display has x_1: the prime may be a conversion slip or a later edit",
    ),
    Finding(
        source='000',
        id='000.codomain-support',
        root='000.pi-well-defined',
        records=('000.pi-well-defined',),
        severity='misprint',
        summary=(
            "§3's 'any outcome in 𝒮_n occurs with non-zero probability' is false for 𝒮_n = {0..n}^(2^L), the codomain "
            'of l.96 (counts not adding up to n are impossible, π is 0/0 there), and true for the support S_n of l.128.'
        ),
        correction='Read 𝒮_n as the support S_n = {s : Σ_j s_j = n} of l.126-128, where every outcome has positive '
        'probability (verified), and give §2.2\'s two sets different names.',
        disputed='§2.2 names two sets alike, the codomain (l.96) and the support (l.126-128, the nearer): which one §3 '
        'means is a reading choice',
    ),
    Finding(
        source='000',
        id='000.floor-bracket',
        root='000.cdf-difference-m',
        records=('000.cdf-difference-m',),
        severity='misprint',
        summary=(
            '§3.1.2: the first chain ends in P[A_{n-1}(m-1) = |x|]; it needs the floor, which the companion '
            'chain prints two lines later.'
        ),
        correction=(
            'F_{n,m}(x) - F_{n,m-1}(x) = ... = -(p-q) P[A_{n-1}(m-1) = ⌊x⌋] (verified); the printed |x| '
            'agrees with it for integer x >= 0.'
        ),
        disputed='floor brackets converted to bars',
    ),
    Finding(
        source='000',
        id='000.lemma-4.2-indices',
        root='000.lemma-4.2',
        records=('000.lemma-4.2', '000.index-note', '000.reversed-hypotheses', '000.proof-implied'),
        severity='misprint',
        summary=(
            "Lemma 4.2: (4.2) λ_i/μ_i >= λ_i/μ_i and (4.3) a_i/a_i >= a'_i/a'_i are tautologies (the note after "
            "them says (4.3) has different indices), so the lemma, its reversed form and its proof claim (4.1) always."
        ),
        correction=(
            "(4.2) λ_i/μ_i >= λ_j/μ_j and (4.3) a_i/a_j >= a'_i/a'_j for 1 <= i < j <= m (the corrected lemma and "
            "its reversed form are proved for every m, and every step of its proof holds); (5.1)-(5.5) in the text "
            "mean (4.1)-(4.5)."
        ),
        disputed='the quantifier, the note on the indices and the proof keep j: a subscript j read as i in '
        'conversion, or a slip (no LaTeX of §4 survives)',
    ),
)
