"""Findings of 004_3b24c074030182c5.txt (a survey of differential privacy), in paper order of their roots."""

from krverify.claims.survey004_s3_dp_basics import COINS_DISPUTED, POST_COINS_DISPUTED
from krverify.claims.survey004_s7_local_dp import BITWISE_DISPUTED, ORDER_DISPUTED, USERS_DISPUTED
from krverify.findings import survey004_s1_s4, survey004_s5_s6, survey004_s8_s9
from krverify.findings._finding import Finding

#: The relation ≅ of §3.4.3 may have lost a ln (by the author or in conversion).
RELATION_DISPUTED = ("the printed relation bounds |(Pr[M(α) ∈ S] - δ)/Pr[M(β) ∈ S]| by ε itself; a ln may have been "
                     "lost; the charitable records restore it and fail too")

#: §2 (concentration) and §3 (DP basics).
_SECTIONS_2_3 = (
    Finding(
        source='004',
        id='004.bracket-n-zero',
        root='004.bracket-n',
        records=('004.bracket-n',),
        severity='misprint',
        summary=(
            '[n] := {i ∈ ℕ : i <= n} is called the first n natural numbers; with 0 in ℕ, as the survey writes ℕ '
            'from l.311 on, it has n + 1 members (n = 0: {0} against the empty set).'
        ),
        correction='With ℕ = {1, 2, 3, ...} (ℕ̄ = ℕ ∪ {0}, l.311), [n] = {1, ..., n} (verified).',
        disputed="l.133 does not say whether 0 is in ℕ; l.311 writes ℕ̄ = ℕ ∪ {0} but then calls the non-negative "
        "integers ℕ",
    ),
    Finding(
        source='004',
        id='004.tail-bounds-sign',
        root='004.theorem-2.1',
        records=('004.theorem-2.1', '004.theorem-2.5'),
        severity='misprint',
        summary=(
            'Theorems 2.1 (m read as n) and 2.5 state their tail bounds for every ε and t; for ε < 0 or t < 0 the '
            'event is nearly sure while the bound is below 1 (X_1 ~ Ber(1/2), ε = t = -1: 1 > e^-2).'
        ),
        correction='For ε > 0 (Hoeffding, m = n) and t > 0 (Azuma) both bounds hold (verified on independent '
        'Bernoulli, three-point and non-identical laws, and on dependent joint laws for Azuma).',
    ),
    Finding(
        source='004',
        id='004.chernoff-without-mean',
        root='004.theorem-2.2-upper',
        records=('004.theorem-2.2-upper', '004.theorem-2.2-lower'),
        severity='false',
        summary=(
            'Theorem 2.2 (multiplicative Chernoff, m read as n) has no mean μ in its exponents, so both bounds fail '
            'for small means: n = 3, p = 1/4, ε = 1: P[X̄ > 1/2] = 5/32 > e^-2; n = 1, p = 1/10, ε = 1/2: 9/10 > '
            'e^(-1/4).'
        ),
        correction='P[X̄ > (1 + ε)μ] <= exp(-nμε²/3) and P[X̄ < (1 - ε)μ] <= exp(-nμε²/2) for 0 < ε <= 1 (both '
        'verified on independent Bernoulli, three-point and non-identical laws).',
    ),
    Finding(
        source='004',
        id='004.hoeffding-independence',
        root='004.theorem-2.3',
        records=('004.theorem-2.3',),
        severity='misprint',
        summary=(
            'Theorem 2.3 (Chernoff-Hoeffding) states no independence; dependent variables break it (X_1 = X_2 = '
            'B/10, α = 9/100: 1 > 2e^(-81/100)).'
        ),
        correction='For independent X_i the bound holds (verified on independent Bernoulli, three-point and '
        'non-identical laws).',
    ),
    Finding(
        source='004',
        id='004.warner-n-reported',
        root='004.warner-expected-yes',
        records=('004.warner-expected-yes',),
        severity='misprint',
        summary=(
            "§3.4.1 defines n(X) as 'the number of people initially reported to have the property X at face value'; "
            'read as the reported answers, E[Yes] = (3/4) n(has P) + (1/4) n(not P) equates a number with a random '
            'count.'
        ),
        correction='With n(X) the number of respondents who have X the display holds (verified, with independent '
        'or shared coins).',
        disputed="n(X) may name the answers as reported or the property each respondent has; the charitable side "
        "decides the latter",
    ),
    Finding(
        source='004',
        id='004.warner-correct-answers',
        root='004.warner-estimator',
        records=('004.warner-estimator',),
        severity='misprint',
        summary=(
            "§3.4.1 says simple transformations 'yield the correct answers'; read as the exact count for sure, no "
            'function of the randomized answers gives n(has P): every answer vector is possible under every profile '
            '(n = 1, x = 0).'
        ),
        correction='2 #Yes - n/2 is an unbiased estimate of n(has P) (verified, with independent or shared coins).',
        disputed="'correct answers' may mean the exact count for sure, or, as survey sampling uses the word, an "
        "unbiased estimate of it",
    ),
    Finding(
        source='004',
        id='004.taxicab-substitution',
        root='004.taxicab-records',
        records=('004.taxicab-records',),
        severity='misprint',
        summary=(
            'The taxicab distance is said to count the records two databases differ in; counted as the records '
            'to add, remove or change, a record that changed type is one record but distance 2 '
            '(x = (0, 1), y = (1, 0): 2 against 1).'
        ),
        correction='The taxicab distance is the number of records in one database and not in the other, counted with '
        'multiplicity (verified): the add/remove neighbours the survey then uses.',
        disputed="the text does not say whether a changed record counts once (changed) or twice (one removed, one "
        "added)",
    ),
    Finding(
        source='004',
        id='004.small-delta-few-records',
        root='004.small-delta-release-few',
        records=('004.small-delta-release-few',),
        severity='false',
        summary=(
            "§3.4.2's N.B. equates δ of order 1/‖x‖_1 with 'releasing the records of δ many data subjects with "
            'probability 1\'; surely releasing a subject\'s records is (ε, δ)-DP for no δ < 1 (m = 1, x = (0, 0), y = '
            '(0, 1): δ = 1).'
        ),
        correction='Releasing each record independently with probability δ (δ‖x‖_1 records on average), or all the '
        'records with probability δ, is (0, δ)-DP (both verified).',
        prose_cases=("(0, 1): δ = 1",),  # the δ the release needs at the witness, not the witness's delta = 1/100
    ),
    Finding(
        source='004',
        id='004.privacy-loss-tail',
        root='004.privacy-loss-delta',
        records=('004.privacy-loss-delta',),
        severity='false',
        summary=(
            '§3.4.2 says (ε, δ)-DP bounds the probability of a privacy loss above ε by δ; it does not: P = (3/5, '
            '2/5), Q = (2/5, 3/5) are (0, 1/5)-DP in both orders, yet the loss exceeds 0 with probability 3/5.'
        ),
        correction="Pr[L > ε'] <= δ/(1 - e^(ε - ε')) for ε' > ε (verified at e^(ε' - ε) in {3/2, 2, 4} and on random "
        'pairs).',
    ),
    Finding(
        source='004',
        id='004.post-processing-shared-coins',
        root='004.post-processing',
        records=('004.post-processing', '004.post-processing-reduction'),
        severity='misprint',
        summary=(
            "Proposition 3.7 allows 'an arbitrary randomised mapping' f; if f reads M's coin it undoes M's noise: M "
            '= d XOR B is (0, 0)-DP, f = r XOR B gives f(M(d)) = d (e^ε = 1: δ 1 against 0), and the reduction to '
            'deterministic f fails alike.'
        ),
        correction="With f's coins independent of M's (Definition 3.3 gives each algorithm its own) f ∘ M is (ε, "
        'δ)-DP and the mixture of the g ∘ M over deterministic g (both verified).',
        disputed=POST_COINS_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.composition-shared-coins',
        root='004.basic-composition',
        records=('004.basic-composition', '004.simple-composition', '004.general-composition',
                 '004.composition-corollary', '004.approx-composition-two', '004.approx-composition',
                 '004.theorem-8.6'),
        severity='misprint',
        summary=(
            '§3.4.3 (composition), Theorems 3.9-3.13 and 8.6 do not say the coins are independent; shared coins '
            'break them: M_1 = x XOR B and M_2 = B are 0-DP, yet (M_1, M_2) ∈ {(0, 1), (1, 0)} has probability 1 on '
            'x = 1, 0 on x = 0.'
        ),
        correction='With independent coins (Definition 3.3 gives each algorithm its own; the proof of 3.10 '
        'factorizes) all seven hold (verified, with zero probabilities and k = 2, 3).',
        disputed=COINS_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.relation-misprint',
        root='004.relation',
        records=('004.relation', '004.relation-ln-restored', '004.monotonicity-relation',
                 '004.monotonicity-ln-restored', '004.triangle-printed', '004.triangle-ln-restored',
                 '004.quasi-convexity-printed', '004.quasi-convexity-ln-restored'),
        severity='misprint',
        summary=(
            'The relation α ≅_(ε,δ) β is printed as |(P(S) - δ)/Q(S)| <= ε: equal distributions are not related for '
            'ε < 1, and monotonicity, the triangle inequality and quasi-convexity fail under it, with a ln restored '
            'too.'
        ),
        correction='α ≅_(ε,δ) β iff P(S) <= e^ε Q(S) + δ for every S (Definition 3.5): monotonicity and '
        'quasi-convexity are verified under it; the triangle inequality needs δ_1 + e^ε_1 δ_2 (004.triangle).',
        disputed=RELATION_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.triangle-delta',
        root='004.triangle',
        records=('004.triangle',),
        severity='false',
        summary=(
            'The triangle inequality for ≅ adds the δs, but even with Definition 3.5 the second δ is scaled: (0, 1) ≅ '
            '(3/10, 7/10) ≅ (1/2, 1/2) at (ln 3/2, 0) and (0, 1/5), while on S = {1} the ends need δ = 1/4 > 1/5.'
        ),
        correction="α_1 ≅_(ε_1 + ε_2, δ_1 + e^ε_1 δ_2) α_3 (verified, ε_1 and ε_2 independently).",
    ),
)

#: §7 (local DP) and §8 (Rényi DP).
_SECTIONS_7_8 = (
    Finding(
        source='004',
        id='004.ldp-central-size',
        root='004.ldp-central',
        records=('004.ldp-central',),
        severity='misprint',
        summary=(
            "§7 calls LDP slightly stronger than DP; under Definition 3.5's neighbours (‖x - y‖_1 <= 1, a record "
            'added or removed) per-record ε-RR is not ε-DP for any ε: the number of reports is the number of records.'
        ),
        correction='For databases of one size that differ in one record, per-record ε-RR is ε-DP (verified).',
    ),
    Finding(
        source='004',
        id='004.ldp-noise-small-n',
        root='004.ldp-noise',
        records=('004.ldp-noise',),
        severity='false',
        summary=(
            "§7.1: 'for the same ε the [local] noise ... is more than ... central'; for the mean of n bits randomized "
            "response's variance e^ε/(n(e^ε - 1)²) is below the central 2/(ε² n²) for n <= 2 (e^ε = 3/2, n = 1: 6 < "
            '12.2).'
        ),
        correction='For n >= 3 and e^ε <= 3 the local variance is the larger (verified); in general from n > '
        '2(e^ε - 1)²/(ε² e^ε) on.',
    ),
    Finding(
        source='004',
        id='004.laplace-noise-unbounded',
        root='004.laplace-noise-bound',
        records=('004.laplace-noise-bound',),
        severity='false',
        summary=(
            "§7.2: 'the magnitude of noise |μ - μ̂| <= 1/(εn)' for μ̂ = μ + Lap(1/(εn)): Laplace noise is unbounded, "
            'P[|Lap(b)| > b] = e^-1 at every n, so no n bounds the error by α for sure.'
        ),
        correction='E|μ - μ̂| = 1/(εn), and P[|μ - μ̂| > α] <= β once n >= ln(1/β)/(αε) (verified with certified '
        'enclosures of e^(-αεn), n at the smallest size allowed).',
    ),
    Finding(
        source='004',
        id='004.rr-variance-independence',
        root='004.rr-variance',
        records=('004.rr-variance', '004.local-laplace-sd', '004.lemma-7.6', '004.theorem-7.7'),
        severity='misprint',
        summary=(
            "§7's variance O(1/(ε² n)), sd O(m/(ε√n)), Lemma 7.6 and Theorem 7.7 need independent users, not stated: "
            'with one shared coin n Var(μ̂) grows linearly in n (e^ε = 5/4: 20n), so neither rate holds, and the tail '
            'stays 1 for every n.'
        ),
        correction='With independent users Var(μ̂) = e^ε/(n(e^ε - 1)²) <= 1/(ε² n) (the O(·) with constant 1), the '
        'Laplace sd is √2 m/(ε√n), and Lemma 7.6 and Theorem 7.7 (log = ln) hold (all verified).',
        disputed=USERS_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.local-sample-size',
        root='004.rr-sample-size-necessary',
        records=('004.rr-sample-size-necessary', '004.rr-sample-size'),
        severity='false',
        summary=(
            '§7.2: n >= 1/(α²ε²) is neither necessary (e^ε = 3, α = 1/2, n = 1: Pr[|μ̂ - μ| >= 1/(ε√n)] = 1/4 <= 1/2) '
            'nor sufficient (n = 4: 37/64 > 1/2) for an error of at most α — the threshold is about one standard '
            'deviation of μ̂.'
        ),
        correction='Pr[|μ̂ - μ| >= α] <= 1/(nε²α²) by Chebyshev, so n >= 1/(βα²ε²) gives error <= α with probability '
        '>= 1 - β (verified with β = α).',
    ),
    Finding(
        source='004',
        id='004.rappor-bitwise',
        root='004.theorem-7.4',
        records=('004.theorem-7.4',),
        severity='misprint',
        summary=(
            "Theorem 7.4 needs the bits of B randomized independently, which 'bitwise' does not say: one draw "
            'deciding every bit (all 1, all 0 or B) keeps each bit\'s law but makes B impossible from another filter.'
        ),
        correction='With independent bits the ratio is at most ((1 - f/2)/(f/2))^(2h) (verified for 0 < f <= 1, '
        'k <= 6, h <= 3).',
        disputed=BITWISE_DISPUTED,
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
        id='004.rappor-one-pair',
        root='004.rappor-ratio-every-pair',
        records=('004.rappor-ratio-every-pair',),
        severity='misprint',
        summary=(
            "Theorem 7.4's proof states its ratio display 'for any two distinct values of B' but it fits only B_1 = "
            "1^h 0^h, B_2 = 0^h 1^h (k = 2, h = 1, f = 1/2, B_1 = 01, B_2 = 10, b' = 10: 1/9 against 9, sign "
            'corrected).'
        ),
        correction="For every pair the ratio is c^(Σ_(B_1 \\ B_2) (2b'_i - 1) - Σ_(B_2 \\ B_1) (2b'_i - 1)), c = "
        '(1 - f/2)/(f/2) (verified), at most c^(2h): the bound the proof concludes (verified for every pair).',
    ),
    Finding(
        source='004',
        id='004.rappor-wlog-full-filter',
        root='004.rappor-wlog',
        records=('004.rappor-wlog',),
        severity='false',
        summary=(
            "Theorem 7.4's proof reduces every pair of filters to B_1 = 1^h 0^(k-h) 'WLOG', false at k = h: "
            'k = h = 2, f = 1/4, B_1 = 01, B_2 = 10 has worst report ratio 49, every pair with B_1 = 11 at most 7.'
        ),
        prose_cases=('B_1 = 11',),
        correction='For k > h the reduction loses no pair (verified); for every k the ratio of any pair is at most '
        'c^|B_1 Δ B_2| <= c^(2h), c = (1 - f/2)/(f/2), so Theorem 7.4 stands (rappor-final-bound.corrected).',
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
        summary="The fourth line of E[μ̂] for 1-bit estimation prints '· -1' for '- 1' (0 against -2 at X = 0, "
        "e^ε = 3/2).",
        correction='(1 + (X_i/m)(e^ε - 1)) - 1 (verified); the chain and unbiasedness hold.',
        disputed="'\\right) \\cdot -1' may be an editing or conversion remnant of '\\right) - 1'",
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
        id='004.one-bit-rate-eps',
        root='004.one-bit-error-order',
        records=('004.one-bit-error-order',),
        severity='misprint',
        summary=(
            "§7.4.2 calls the one-bit error O(m/(ε√n)), 'the same as the Laplace approach', whose bound holds for "
            'every ε; with X_i = t m, ε² n Var(μ̂)/m² grows like t(1 - t) ε² as ε grows (t = 1/4: 3ε²/16), so the '
            'rate fails uniformly in ε.'
        ),
        correction='Var(μ̂) <= (m²/(4n)) ((e^ε + 1)/(e^ε - 1))² (verified), which is O(m²/(ε² n)) for ε = O(1), as '
        '§7.2 states for randomized response.',
        disputed=ORDER_DISPUTED,
    ),
    Finding(
        source='004',
        id='004.lemma-7.6-range',
        root='004.theorem-7.7-proof-lemma-range',
        records=('004.theorem-7.7-proof-lemma-range',),
        severity='misprint',
        summary=(
            "Theorem 7.7's proof applies Lemma 7.6, stated for θ in (0, 1), at θ² = ln(2/δ)/(2n) ((e^ε + 1)/(e^ε - "
            '1))², which exceeds 1 for small n (e^ε = 3/2, n = 1, δ = 1/100: θ² = 66).'
        ),
        correction="Lemma 7.6's bound holds for every θ > 0 (Hoeffding; verified at θ = 1, 3/2, 2, 3 with independent "
        'users), so the theorem stands.',
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
        correction='α_i uniform on {1, ..., m}: rounding up has probability X_i/m for integer X_i and Theorem 7.9 '
        'holds (verified).',
    ),
    Finding(
        source='004',
        id='004.rounding-output-order',
        root='004.rounding-output-order',
        records=('004.rounding-output-order',),
        severity='misprint',
        summary=(
            "§7.4.3: the memoised output is 'a sequence of A_i(0)s followed by a sequence of A_i(m)s' only for a value "
            'that never decreases: m = 2, α_i = 1, X_i = 2 then 0 give A_i(m) then A_i(0).'
        ),
        correction='For a non-decreasing value, as the age in days the section starts from, the order holds '
        '(verified).',
    ),
    Finding(
        source='004',
        id='004.lemma-7.8-bits',
        root='004.lemma-7.8',
        records=('004.lemma-7.8', '004.lemma-7.8-zero-mean'),
        severity='false',
        summary=(
            'Lemma 7.8 averages the transmitted bits Y_i, whose mean is not μ (n = 1, m = 2, X = 0, e^ε = 3: 1/4); '
            'its proof writes Y_i = X_i + Z_i, a variable with values 0 and m, unbiased only with the offset on '
            '{1, ..., m}.'
        ),
        correction='E[Z_i] = 0 and X_i + Z_i is the rounded value; with α_i uniform on {1, ..., m}, '
        'E[(1/n) Σ (X_i + Z_i)] = μ (verified).',
    ),
    Finding(
        source='004',
        id='004.rdp-set-form-equivalence',
        root='004.rdp-set-form',
        records=('004.rdp-set-form',),
        severity='false',
        summary=(
            "Definition 8.2's 'in other terms' set bound P(S) <= e^ε Q(S)^(1-1/α) is implied by (α, ε)-RDP, not "
            'equivalent: P = (3/5, 2/5), Q = (2/5, 3/5) meet it for every S at α = 2, ε = 0, yet D_2 = ln(7/6) > 0.'
        ),
        correction='(α, ε)-RDP implies Pr[M(x) ∈ S] <= e^ε Pr[M(x\') ∈ S]^(1-1/α) for every S (Mironov 2017, '
        'Proposition 10, weakened; verified); the converse is false.',
    ),
    # issue 38: the orders below 1 and the coins of Theorem 8.7
    Finding(
        source='004',
        id='004.rdp-conversion-order',
        root='004.theorem-8.4-every-order',
        records=('004.theorem-8.4-every-order', '004.theorem-8.8-every-order'),
        severity='misprint',
        summary=(
            'Theorems 8.4 and 8.8 give the order α no range, and Definition 8.1 defines D_α for 0 < α < 1 too; there '
            'log(1/δ)/(α - 1) < 0 and the conversion fails (binary RR with e^ε = 3/2, α = 1/2, δ = 10^-6).'
        ),
        correction='For 1 < α < ∞ (Mironov 2017) both conversions hold (verified, log read as ln).',
    ),
    Finding(
        source='004',
        id='004.advanced-composition-shared-coins',
        root='004.theorem-8.7',
        records=('004.theorem-8.7',),
        severity='misprint',
        summary=(
            'Theorem 8.7 (n read as k) composes ε-DP mechanisms without saying their coins are independent: M_1 = x '
            'XOR B, M_2 = B are 0-DP, yet P(S) = 1 > 1/2 = the bound at S = {01, 10, 00}.'
        ),
        correction='With independent coins the bound holds (verified on k-fold ε-RR and on compositions of two binary '
        'mechanisms; for every composition it follows from Theorems 8.14 and 8.10 and the set form of RDP).',
        disputed=COINS_DISPUTED,
    ),
)

FINDINGS = (survey004_s1_s4.SECTION_1 + _SECTIONS_2_3 + survey004_s1_s4.SECTION_4 + survey004_s5_s6.SECTIONS_5_6
            + _SECTIONS_7_8 + survey004_s8_s9.SECTION_8 + survey004_s8_s9.SECTION_9)
