"""Findings of 004_3b24c074030182c5.txt, §1.3.1 (the census reconstruction) and §4.1.1-4.1.2 (Laplace, Report Noisy Max,
Gaussian and exponential mechanisms), in paper order of their roots."""

from krverify.claims.survey004_s4_1_mechanisms import NOISE_DISPUTED, NORM_DISPUTED, RNM_DISPUTED
from krverify.findings._finding import Finding

SECTION_1: tuple[Finding, ...] = (
    Finding(
        source='004',
        id='004.k-anonymity-one',
        root='004.k-anonymity-prevents-linkage',
        records=('004.k-anonymity-prevents-linkage',),
        severity='misprint',
        summary=(
            'k-anonymity prevents a Sweeney-style linkage only for k >= 2: the text gives k no range, every table is '
            '1-anonymous, and a person alone with their pseudo-identifiers is singled out.'
        ),
        correction='With k >= 2 every combination of pseudo-identifiers that occurs is shared by at least two people, '
        'so a linkage never singles out one record (verified on every table of up to 4 people, two binary features).',
    ),
    Finding(
        source='004',
        id='004.census-exact-means',
        root='004.census-table-1-reconstruction',
        records=('004.census-table-1-reconstruction',),
        severity='misprint',
        summary=(
            'Read with exact means, Table 1 fits no block: 4A\'s mean 36.7 needs three whole ages summing to 110.1, '
            'so no age can be deduced (0 people against at least 1).'
        ),
        correction='With each mean rounded to its printed precision three reconstructions fit and six of the seven '
        'ages are the same in each (verified); l.123 and the 2B records compute with the mean 44 as exact.',
        disputed='Table 1 does not say whether its means are exact or rounded; 36.7 cannot be an exact mean of three '
        'ages',
    ),
    Finding(
        source='004',
        id='004.census-unconstrained-count',
        root='004.census-2b-unconstrained-count',
        records=('004.census-2b-unconstrained-count',),
        severity='false',
        summary=(
            'Statistic 2B: 317750 = C(125, 3) counts the three males\' possible ages under neither reading: ages '
            'in 0..125 give C(128, 3) = 341376 multisets (equal ages allowed) and C(126, 3) = 325500 sets of distinct '
            'ages.'
        ),
        correction='341376 with equal ages allowed, 325500 with distinct ages (both verified by enumeration).',
    ),
    Finding(
        source='004',
        id='004.census-31-combinations',
        root='004.census-2b-30-combinations',
        records=('004.census-2b-30-combinations',),
        severity='misprint',
        summary=(
            'Median 30 and mean 44 leave (a, 30, 102 - a): with equal ages allowed a = 0..30 gives 31 combinations, '
            'not 30 ((30, 30, 72) is one); 30 counts three distinct ages, as the text\'s C(·, 3) does.'
        ),
        correction='30 combinations of three distinct ages (verified); 31 if two males may share an age.',
        disputed='whether two males may have one age: real ages may, the text\'s C(·, 3) and "combinations" count '
        'distinct ones',
    ),
)

SECTION_4: tuple[Finding, ...] = (
    Finding(
        source='004',
        id='004.global-sensitivity-norm',
        root='004.global-sensitivity',
        records=('004.global-sensitivity', '004.laplace-mechanism', '004.laplace-mechanism-proof-norm'),
        severity='misprint',
        summary=(
            'Read as the length of a vector in R^k, |f(x) - f(y)| in Δ(f) is not the l1 sensitivity the sentence '
            'names: v = (-2, -2) has |v|² = 8 against ||v||_1² = 16; Proposition 4.1 and its last step then fail.'
        ),
        correction='Δ(f) = max ||f(x) - f(y)||_1, as the sentence names it: the Laplace mechanism Lap(Δ/ε) is ε-DP '
        '(verified on tail boxes, k <= 2), and the proof steps hold.',
        disputed=NORM_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.laplace-noise-law',
        root='004.laplace-mechanism-display',
        records=('004.laplace-mechanism-display',),
        severity='misprint',
        summary=(
            'The Laplace mechanism is printed with Y_i ~ Δ(f)/ε (the law Lap is missing): a constant noise makes '
            'M_L deterministic and not ε-DP (f(x) = 1, f(y) = 0, e^ε = 6/5: 1 > e^ε · 0).'
        ),
        correction='Y_i ~ Lap(Δ(f)/ε), independent, as Algorithm 1 draws them (Proposition 4.1 corrected: '
        'verified).',
    ),
    Finding(
        source='004',
        id='004.counting-query-empty',
        root='004.counting-query-sensitivity',
        records=('004.counting-query-sensitivity',),
        severity='misprint',
        summary=(
            'Counting queries are said to have Δ(f) = 1; a counting query whose properties no record type has '
            '(P = ∅) is the constant 0 and has Δ(f) = 0 (P = ∅, x = (0, 0, 0): 0 against 1).'
        ),
        correction='Δ(f) <= 1 for every counting query, = 1 exactly when some record type has the properties '
        '(verified); every later use takes a nonempty property set.',
    ),
    Finding(
        source='004',
        id='004.laplace-tail-range',
        root='004.laplace-tail',
        records=('004.laplace-tail', '004.theorem-6.3-laplace-tail'),
        severity='misprint',
        summary=(
            'Pr[|Y| >= t b] = e^(-t) for Y ~ Lap(b) is stated (§4.1.1, again in §6.1) for every t; for t < 0 the '
            'probability is 1 (b = 1/2, t = -2: 1 against e^2).'
        ),
        correction='For t >= 0, Pr[|Y| >= t b] = e^(-t) (verified in closed form); the proof of Theorem 4.2 uses '
        't = ln(k/δ) >= 0 and Theorem 6.3 t = εα/4 >= 0.',
    ),
    Finding(
        source='004',
        id='004.accuracy-tail-exponent',
        root='004.laplace-accuracy-proof-tail',
        records=('004.laplace-accuracy-proof-tail',),
        severity='misprint',
        summary=(
            'The proof of Theorem 4.2 prints k·e^(-k/δ) for k·e^(-ln(k/δ)): the tail fact at t = ln(k/δ) gives δ, '
            'the printed term is far smaller (k = 1, δ = 1/1000: 1/1000 against e^(-1000)) and is not k·δ/k.'
        ),
        correction='k·Pr[|Y_i| >= ln(k/δ)Δf/ε] = k·e^(-ln(k/δ)) = k·δ/k = δ (verified); Theorem 4.2 holds '
        '(exact value 1 - (1 - δ/k)^k <= δ, verified).',
    ),
    Finding(
        source='004',
        id='004.report-noisy-max-general-queries',
        root='004.report-noisy-max',
        records=('004.report-noisy-max',),
        severity='misprint',
        summary=(
            'For every sensitivity-1 query that Algorithm 2\'s Require line admits, Theorem 4.3 fails: k = 2, c\' = '
            '(0, 0), c = (-1, 1) (q_1 = -n_a, q_2 = n_a), ε = 1/2: Pr[q_1 wins | x\'] = 1/2 > (3/4)e^(-1/2) ≈ 0.4549.'
        ),
        correction='For counting queries, which the text introducing it and the proof take, Report Noisy Max is ε-DP '
        '(verified exactly, k <= 3, and on every neighbouring pair of small databases); other queries need Lap(2/ε).',
        disputed=RNM_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.noisy-max-r-star',
        root='004.report-noisy-max-r-star',
        records=('004.report-noisy-max-r-star', '004.report-noisy-max-r-star-star',
                 '004.one-sided-noisy-arg-max-r-star', '004.one-sided-noisy-arg-max-r-star-star'),
        severity='misprint',
        summary=(
            'The proofs of Theorems 4.3 and 4.7 define r* (and r**) as min{r_i : c_i + r_i > c_j + r_j, ∀ j <= i}: '
            'at j = i the condition is c_i + r_i > c_i + r_i, so the set is empty and r* undefined.'
        ),
        correction='r* = max_{j != i}(c_j + r_j) - c_i (the infimum over j != i): i is output iff r_i > r* '
        '(verified); the proof\'s conditional bounds then hold (verified).',
    ),
    Finding(
        source='004',
        id='004.noisy-max-chain-strict',
        root='004.report-noisy-max-chain',
        records=('004.report-noisy-max-chain', '004.report-noisy-max-chain-two'),
        severity='boundary',
        summary=(
            'With r* the infimum max_{j != i}(c_j + r_j) - c_i, the chain\'s first line c_i + r* > c_j + r_j holds '
            'only weakly: equality at the maximising j (c = (0, 0, 0), r = (-1, -1, -1): -1 > -1 fails); so does the '
            'first line of the chain on x\'.'
        ),
        correction='Every link with >= (c_i + r* >= c_j + r_j and c\'_i + (r* + 1) >= c\'_j + r_j, and alike on x\', '
        'verified); r_i >= r* + 1 still makes i the maximum almost surely.',
    ),
    Finding(
        source='004',
        id='004.one-sided-chain-monotone',
        root='004.one-sided-noisy-arg-max-counting',
        records=('004.one-sided-noisy-arg-max-counting', '004.one-sided-noisy-arg-max-chain',
                 '004.one-sided-noisy-arg-max-chain-two'),
        severity='false',
        summary=(
            "Theorem 4.7's proof uses shift-1 chains, which need non-decreasing scores: c' = (0, 0, 0), "
            "c = (-1, -1, 1), r = (0, 0, 0), i = 0 break the conclusion on x (r** found on x'): 0 >= 1. The theorem "
            "holds (verified)."
        ),
        correction='Shift by 2Δs: c_i + r* >= c_j + r_j implies c\'_i + (r* + 2) >= c\'_j + r_j (and the x\' side '
        'alike, verified), and rate ε/(2Δs) gives Pr[r_i >= r* + 2] >= e^(-ε) Pr[r_i >= r*] (the conditional bounds '
        'at that rate: verified).',
    ),
    Finding(
        source='004',
        id='004.l2-sensitivity-neighbours',
        root='004.l2-sensitivity',
        records=('004.l2-sensitivity',),
        severity='misprint',
        summary=(
            'The display of Δ_2(f) maximises over all x, y, dropping ||x - y||_1 <= 1: a counting query then has '
            'Δ_2 = the largest database size (2 for at most 2 records; unbounded on N^|X|), not 1.'
        ),
        correction='Δ_2(f) = max over ||x - y||_1 <= 1 of ||f(x) - f(y)||_2, as Algorithm 3 line 1 prints '
        '(verified: 1 for a counting query).',
    ),
    Finding(
        source='004',
        id='004.gaussian-epsilon-range',
        root='004.algorithm-3',
        records=('004.algorithm-3', '004.gaussian-mechanism-nb'),
        severity='false',
        summary=(
            'The Gaussian mechanism with σ = √(2 ln(1.25/δ))Δ_2/ε (or σ >= cΔ_2/ε, c² > 2 ln(1.25/δ)) is not (ε, '
            'δ)-DP for large ε: ε = 10, δ = 1/10 gives exact δ(ε) ≈ 0.4056 (σ = Δ/4: ≈ 0.2337) > 1/10.'
        ),
        correction='With 0 < ε < 1 (Dwork and Roth, Theorem A.1) both calibrations are (ε, δ)-DP (verified '
        'against the exact privacy profile).',
    ),
    Finding(
        source='004',
        id='004.gaussian-sum-independence',
        root='004.gaussian-sum',
        records=('004.gaussian-sum',),
        severity='false',
        summary=(
            'The sum of two Gaussian variables need not be Gaussian: X ~ N(0, 1), Y = X on |X| <= 1/2 and -X outside '
            '(Y ~ N(0, 1)) give Pr[X + Y = 0] = 2Φ(-1/2) ≈ 0.617, an atom no Gaussian law has.'
        ),
        correction='Independent (or jointly Gaussian) summands: N(0, σ_1²) + N(0, σ_2²) = N(0, σ_1² + σ_2²) '
        '(verified by characteristic functions); the mechanism\'s noise draws are independent.',
    ),
    Finding(
        source='004',
        id='004.gaussian-less-noise',
        root='004.gaussian-less-noise',
        records=('004.gaussian-less-noise',),
        severity='false',
        summary=(
            'For one query the Gaussian mechanism adds more noise, not less: variance 2 ln(1.25/δ)Δ²/ε² against the '
            'Laplace 2Δ²/ε², larger whenever δ < 1.25/e ≈ 0.46 (δ = 1/10: ln 12.5 ≈ 2.53 > 1).'
        ),
        correction='The Gaussian noise is smaller per coordinate only for k-dimensional queries with k > '
        'ln(1.25/δ) (unit per-coordinate sensitivity: Δ_1 = k, Δ_2 = √k; verified for k in 12..25), or for δ > 1.25/e.',
        disputed=NOISE_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.score-sensitivity-bound',
        root='004.score-sensitivity',
        records=('004.score-sensitivity',),
        severity='misprint',
        summary=(
            'Δs = max_h max_{x, y, ||x - y||_1} |s(x, h) - s(y, h)| lacks "<= 1": over every pair a counting score '
            'gives the largest database size (2 for at most 2 records), not its sensitivity 1.'
        ),
        correction='Δs = max_h max_{||x - y||_1 <= 1} |s(x, h) - s(y, h)| (verified: 1 for a counting score); '
        'Theorem 4.4 then holds (verified).',
    ),
    Finding(
        source='004',
        id='004.exponential-laplace-scale',
        root='004.exponential-mechanism-laplace',
        records=('004.exponential-mechanism-laplace',),
        severity='false',
        summary=(
            'With s = -|f(x) - h| the exponential mechanism outputs f(x) + Lap(2Δ/ε), not the Laplace mechanism\'s '
            'f(x) + Lap(Δ/ε): at h = f(x), Δ = 1, ε = 1/2 the densities are 1/8 and 1/4.'
        ),
        correction='It reproduces the Laplace mechanism at privacy ε/2, noise Lap(2Δ/ε) (verified).',
    ),
    Finding(
        source='004',
        id='004.utility-proof-sign',
        root='004.exponential-mechanism-utility-proof-exponent',
        records=('004.exponential-mechanism-utility-proof-exponent',),
        severity='misprint',
        summary=(
            'The proof of Theorem 4.5 prints exp(-ln(|H|/|H*|) + t) for exp(-ln(|H|/|H*|) - t): the line equals '
            'e^t, not the e^(-t) before and after it (t = -1: e against e^(-1)).'
        ),
        correction='(|H|/|H*|)exp(-ln(|H|/|H*|) - t) = e^(-t) (verified); Theorem 4.5 and Corollary 4.6 hold '
        '(verified, |H| = 4).',
    ),
)
