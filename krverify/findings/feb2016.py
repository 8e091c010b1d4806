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
            'a query with impossible outcomes a term P[A(x) = s]/P[A(x\') = s] is 0/0. (For A = Phi o R no outcome '
            'has probability 0.)'
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
            'Section 2.2: Phi(y) is printed with last component d_{2L}, while the same sentence enumerates D up to '
            'd_{2^L}; read literally, Phi misses records for L >= 3. A superscript lost in conversion.'
        ),
        correction='Phi(y) = (sum_i I(y_i = d_1), ..., sum_i I(y_i = d_{2^L})) (verified).',
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
            'Denominator of the first fraction: sum_j P[A(x_1) = i_j] P[A(x~) = s - i_j] (the corrected '
            'record verifies).'
        ),
    ),
    Finding(
        source='000',
        id='000.floor-bracket',
        root='000.cdf-difference-m',
        records=('000.cdf-difference-m',),
        severity='misprint',
        summary=(
            '§3.1.2: the first chain ends in P[A_{n-1}(m-1) = |x|]; it needs the floor, which the companion '
            'chain prints two lines later. A floor bracket lost in conversion (disputed reading).'
        ),
        correction=(
            'F_{n,m}(x) - F_{n,m-1}(x) = ... = -(p-q) P[A_{n-1}(m-1) = floor(x)] (verified); the printed |x| '
            'agrees with it for integer x >= 0. Under readings rule 7 the floor reading is primary.'
        ),
    ),
    Finding(
        source='000',
        id='000.lemma-4.2-indices',
        root='000.lemma-4.2',
        records=('000.lemma-4.2', '000.proof-implied'),
        severity='misprint',
        summary=(
            "Lemma 4.2: (4.2) lambda_i/mu_i >= lambda_i/mu_i and (4.3) a_i/a_i >= a'_i/a'_i compare index i "
            "with itself (tautologies); the right sides need j. The proof's last step inherits it."
        ),
        correction=(
            "(4.2) λ_i/μ_i >= λ_j/μ_j and (4.3) a_i/a_j >= a'_i/a'_j for 1 <= i < j <= m (the corrected lemma"
            " and every step of its proof verify); the proof's references (5.1)-(5.5) mean (4.1)-(4.5)."
        ),
    ),
)
