"""Findings of 001_d8c6cb5d6e66af37.txt (Jan 2016 draft), in paper order of their roots (see docs/readings.md)."""

from krverify.claims.draft001_s4_3_local_privacy import GUARANTEE_ORDER_DISPUTED
from krverify.findings._finding import Finding

FINDINGS = (
    Finding(
        source='001',
        id='001.epsilon-conventions',
        root='001.epsilon-conventions',
        records=('001.epsilon-conventions',),
        severity='misprint',
        summary=(
            "001 defines epsilon three ways: section 3 bounds P[A(x) in S] by epsilon times P[A(x') in S], R's "
            'definition and (4.42) by e^epsilon. For one bit the first gives epsilon = p/q, the others log(p/q).'
        ),
        correction=(
            "With exp(epsilon) in section 3's definition (000's (1.1)) all three agree: one bit is epsilon-DP "
            'exactly when p/q <= e^epsilon (verified).'
        ),
    ),
    Finding(
        source='001',
        id='001.S-is-its-mean',
        root='001.s-expression',
        records=('001.s-expression', '001.s-expression-k'),
        severity='misprint',
        summary=(
            '§4.1 and §5.1 equate the random count S with pT + q(N - T) (resp. p·kT + q(kN - kT)); that is '
            'E[S], and every later use (the estimator T-bar and its moments) needs only E[S].'
        ),
        correction=(
            'E[S] = pT + q(N - T) in §4.1 and E[S] = p·kT + q(kN - kT) in §5.1 (both corrected records '
            'verify).'
        ),
    ),
    Finding(
        source='001',
        id='001.a-coefficients-label',
        root='001.a-coefficients',
        records=('001.a-coefficients',),
        severity='misprint',
        summary=(
            "Theorem 4.1's proof calls the collection with m set bits D_m (l.125), then says a_i^m is P(s = i|D); D "
            'holds m + 1, so that is a_i^(m+1). G_m is the generating function of the collection with m set bits.'
        ),
        correction='a_i^m = P(s = i | the collection with m set bits) (verified).',
        disputed="l.125's 'the original collection D_m': D_m as printed, or the original collection D (l.119)",
    ),
    Finding(
        source='001',
        id='001.thm-4.1-strict',
        root='001.ratio-after-4.4',
        records=('001.ratio-after-4.4', '001.eq-4.5', '001.eq-4.6', '001.conclusion-after-4.29', '001.eq-5.5'),
        severity='boundary',
        summary=(
            "Theorem 4.1's proof claims a_i^m/a_i^{m+1} > a_i^{m-1}/a_i^m (so (4.5), (4.6)) for every i; "
            'equality holds at i = 0, N, and (5.5) inherits it at j = 0, kN. Lemma 1 gives only >=.'
        ),
        correction=(
            '>= in the line after (4.4), (4.5), (4.6), the conclusion after (4.29) and (5.5); strict exactly '
            'for 1 <= i <= N-1 (resp. 1 <= j <= kN-1), proved from the strict form of Lemma 1 '
            '(001.lemma-1.strict: > on the support). Theorem 4.1 needs only >=.'
        ),
        witness_note='(5.5) at k = 1 is (4.5) itself; its witness is at k = 2.',
        witness_of=('001.eq-5.5',),
    ),
    Finding(
        source='001',
        id='001.G-first-factor',
        root='001.eq-4.7',
        records=('001.eq-4.7', '001.eq-4.8', '001.eq-4.9'),
        severity='misprint',
        summary=(
            '(4.7)-(4.9) print the first factor as (p + qx)^{m+1}, (p + qx)^m, (p + qx)^{m-1}, so each line '
            'is (p + qx)^N; it must be (q + px)^{...} as in the definition of G_m.'
        ),
        correction=(
            'G_{m+1} = (q+px)^{m+1}(p+qx)^{N-m-1}, G_m = (q+px)^m(p+qx)^{N-m}, G_{m-1} = '
            '(q+px)^{m-1}(p+qx)^{N-m+1}. The same slip as in Q (next finding).'
        ),
    ),
    Finding(
        source='001',
        id='001.Q-misprint',
        root='001.eq-4.10',
        records=('001.eq-4.10', '001.eq-4.13', '001.eq-4.11', '001.eq-4.14', '001.eq-4.12', '001.eq-4.15',
                 '001.substituted-4.6'),
        severity='misprint',
        summary=(
            'Q, defined after (4.9) as (p + qx)^{m-1}(p + qx)^{N-m-1}, is not the Q that (4.10)-(4.15) need, '
            '(q + px)^{m-1}(p + qx)^{N-m-1}; with that Q every line, (4.13)-(4.15) as printed included, is right.'
        ),
        correction=(
            'Define Q(x) = (q + px)^{m-1}(p + qx)^{N-m-1}; nothing else changes: (4.10)-(4.12), the printed '
            'coefficient lines (4.13)-(4.15) and the substituted expression hold with it (proved for every size).'
        ),
    ),
    Finding(
        source='001',
        id='001.simplification-index-shift',
        root='001.simplifies-to',
        records=('001.simplifies-to',),
        severity='misprint',
        summary=(
            'After (4.15) the expansion equals (p^2 - q^2)^2 (b_{i-1}^2 - b_i b_{i-2}), not (p^2 - q^2)^2 '
            "(b_i^2 - b_{i+1} b_{i-1}): indices shifted by one. '>= 0' still follows from Lemma 1."
        ),
        correction=(
            '(a_i^m)^2 - a_i^{m-1} a_i^{m+1} = (p^2 - q^2)^2 (b_{i-1}^2 - b_i b_{i-2}) >= 0 (the corrected '
            'identity is proved).'
        ),
    ),
    Finding(
        source='001',
        id='001.lemma-1-zero-roots',
        root='001.lemma-1-base-case',
        records=('001.lemma-1-base-case', '001.b-positive', '001.eq-4.27'),
        severity='boundary',
        summary=(
            "(4.17) is right under its own condition r_1, r_2 > 0, but Lemma 1 allows r_i >= 0 and its induction "
            "starts there; with zero roots the base case, 'all b_i are positive' and (4.27)'s strict half fail."
        ),
        correction=(
            'Base case: a_1^2 - a_0 a_2 = r_1^2 + r_2^2 + r_1 r_2 >= 0 (proved); b_i >= 0; (4.27): b_i^2 >= '
            'b_{i+1} b_{i-1} '
            "and b_{i-1}^2 >= b_i b_{i-2} (verified). The strict form holds where the coefficient is nonzero "
            '(001.lemma-1.strict, proved): for (4.27) with every r_i > 0 at 1 <= i <= n + 1, not at i = 0.'
        ),
        witness_note=(
            "Both steps decided under Lemma 1's r_i >= 0, the hypothesis every step of its proof inherits; "
            "(4.27)'s headline witness uses an index where every b_j is in range (the i = 0 equality is noted)."
        ),
        witness_of=('001.eq-4.27',),
    ),
    Finding(
        source='001',
        id='001.lemma-1-middle-term',
        root='001.eq-4.22',
        records=('001.eq-4.22', '001.eq-4.26', '001.eq-4.29'),
        severity='misprint',
        summary=(
            "(4.22)'s middle coefficient b_i b_{i-1} - b_{i+1} b_{i-1} should be b_i b_{i-1} - b_{i+1} "
            'b_{i-2}; (4.26) and (4.29) repeat the slip (false as printed, true as intended via (4.28)).'
        ),
        correction=(
            '(4.22): r(b_i b_{i-1} - b_{i+1} b_{i-2}); (4.26): b_i b_{i-1} - b_{i+1} b_{i-2} >= 0; (4.29): '
            'b_i b_{i-1} >= b_{i+1} b_{i-2} (divide (4.28) by b_i b_{i-1}). All corrected records verify.'
        ),
    ),
    Finding(
        source='001',
        id='001.scientific-notation',
        root='001.q-power-100',
        records=('001.q-power-100',),
        severity='misprint',
        summary=(
            'After (4.32): q^100 = 0.3^100 is printed "5e^{-53}", which as typeset is 5·e^-53 ≈ 4.8e-23, not '
            '0.3^100 ≈ 5.15e-53.'
        ),
        correction='q^100 = 5·10^-53 to one significant digit (verified).',
        disputed='scientific notation 5e-53 typeset with e as a base (a conversion or typing slip)',
    ),
    Finding(
        source='001',
        id='001.window-maximum-count',
        root='001.window-maximum',
        records=('001.window-maximum', '001.local-dp-variance-bound'),
        severity='misprint',
        summary=(
            'With i a count (l.119) the largest R_i on the 3σ window is at ⌈pN - 3σ⌉, not at pN - 3σ, and the '
            'guarantee on the counts does not imply (4.41)-(4.42). With i real, as (4.33)-(4.36) use it, both hold.'
        ),
        correction='R, extended to real i by (4.32), decreases in i, so on [pN - 3σ, pN + 3σ] it is largest at '
        'i = pN - 3σ (proved) and every count of the window has R_i <= R(pN - 3σ); (4.35)-(4.45) use only this bound, '
        'and with it the guarantee implies σ(T̄) >= 3/(λ - 1) (verified); on the counts (4.45) is sufficient, not '
        'necessary. The line bounds one order only: 001.worst-order.',
        disputed='i a count of set bits (l.119) or a real point of the window, as l.255 and (4.33)-(4.36) use it',
    ),
    Finding(
        source='001',
        id='001.pmf-Dm-exponent',
        root='001.eq-4.31',
        records=('001.eq-4.31',),
        severity='misprint',
        summary=(
            "(4.31): the first term's power of q must be N - 1 - i, not N - i (as printed the pmf does not "
            "sum to 1); (4.32) uses the right pmf."
        ),
        correction='P(s = i|D_m) = C(N-1, i) p^{i+1} q^{N-1-i} + C(N-1, i-1) p^{i-1} q^{N-i+1} (verified).',
    ),
    Finding(
        source='001',
        id='001.max-ratio-sign',
        root='001.eq-4.35',
        records=('001.eq-4.35',),
        severity='misprint',
        summary=(
            '(4.35): substituting i = pN - 3 sigma gives (pN - 3 sqrt(pqN))/N in the second term, not (pN + 3'
            ' sqrt(pqN))/N; (4.36) repeats the line with the sign right.'
        ),
        correction='Max(R_i) = (N - pN + 3 sqrt(pqN))/N · p/q + (pN - 3 sqrt(pqN))/N · q/p <= lambda, i.e. (4.36).',
    ),
    Finding(
        source='001',
        id='001.precision-factor',
        root='001.precision-10-fold',
        records=('001.precision-10-fold',),
        severity='precision',
        summary=(
            'After (4.47): "precision had grown 10 fold", while the deviations printed just before, 44.7 and 3, give '
            '14.9 (14.7 exactly at q = 1/3 and 0.009).'
        ),
        correction=(
            'The precision grew about 15-fold (14.71 exactly); "10 fold" holds only as 10 to one significant digit, '
            'the precision of the printed σ = 3 (the charitable reading, verified; a disputed reading).'
        ),
    ),
    Finding(
        source='001',
        id='001.intervals-q-rounding',
        root='001.eq-4.52',
        records=('001.eq-4.52', '001.eq-4.53'),
        severity='precision',
        summary=(
            "(4.52)-(4.53): the intervals printed for 'q = 0.333' are those of q = 0.3333; at q = 0.333 they "
            'are [622.29, 711.71] and [621.96, 711.38], at q = 1/3 [621.95, 711.39] and [621.61, 711.05].'
        ),
        prose_cases=('q = 0.3333', 'q = 1/3'),
        correction=(
            'For q = 1/3 (the bound (4.47) derives): S -> [621.95, 711.39], S_m -> [621.61, 711.05]; or state'
            " q = 0.3333 (the ledger's correction, verified)."
        ),
    ),
    Finding(
        source='001',
        id='001.share-percent',
        root='001.share-99.98',
        records=('001.share-99.98',),
        severity='precision',
        summary=(
            "'99.98% of possible synthetic outcomes': at N = 1000, q = 0.009, lambda = 2 the outcomes with "
            'R_i <= 2 (i >= 982) carry 99.77% of P_D, the 3 sigma window 99.48%; no reading gives 99.98%.'
        ),
        correction=(
            "'... for 99.77% of synthetic outcomes' (P_D(R_i <= 2)); 99.48% if the 3 sigma window is meant; "
            'only 94.35% if the ratio must be <= 2 in both directions (see 001.local-guarantee-one-sided).'
        ),
    ),
    Finding(
        source='001',
        id='001.local-guarantee-one-sided',
        root='001.local-guarantee',
        records=('001.local-guarantee', '001.worst-order', '001.local-guarantee-k', '001.worst-order-k'),
        severity='false',
        summary=(
            '§4.3 and §5.3 bound only P(.|D_m)/P(.|D) on the 3σ window; the definition (l.55-57: every x, x\' '
            'differing in one row) needs both orders, and P(.|D)/P(.|D_m) exceeds λ at the top of the window of D, '
            'for every collection the larger.'
        ),
        correction=(
            'No one-order statement is a guarantee: P(s|D_m) <= λP(s|D) at the q of (4.45)/(5.24) holds for D with '
            'N set bits only (verified, narrowed). The guarantee over every pair, both orders and either window, at '
            'N = 1000, λ = 2 changes from failing to holding at q* = 0.0321972665... (k = 1), 0.0466462628... '
            '(k = 2), the larger roots of 981196q² - 38580q + 225 and 4018000q² - 278000q + 4225: it fails on '
            '[q-, q*] and holds on (q*, q+], q∓ being q* rounded down and up to 10 decimals, and at 0.0322, 0.0467 '
            '(certified with check --depth 1000: '
            '001.required-noise.corrected, 001.required-noise-k.corrected). q* is a crossing, not the least noise '
            'at which it holds: the guarantee is not monotone in q (it holds at 3219/100000 and fails at 6439/200000 '
            'for k = 1; holds at 93/2000, fails at 583/12500 for k = 2; exact). On the grid of 4 decimals its least q '
            'is 0.0322 for k = 1 (001.precision-same-privacy-level). One order on D\'s window for every collection '
            'likewise changes from failing to holding at 0.0290486628..., 0.0412535481... and holds again at '
            'smaller q. Above q+ it is not decided (a float scan, orientation only, finds no failure).'
        ),
        witness_note="The drafts' own example (N = 1000, λ = 2, q = 9/1000) fails at the top of its window.",
        witness_of=('001.local-guarantee-k',),
        disputed=GUARANTEE_ORDER_DISPUTED,
    ),
    Finding(
        source='001',
        id='001.local-worst-collection',
        root='001.worst-collection',
        records=('001.worst-collection',),
        severity='false',
        summary=(
            "§4.3 analyses only D with N set bits (Theorem 4.1's worst case at each outcome i); on each collection's "
            'own 3σ window, which sits lower for fewer set bits, the ratio is larger: D with N set bits is the mildest.'
        ),
        correction=(
            'Decide the guarantee for every collection on its own window: at q = 0.009 it fails for the collections '
            'with few set bits (001.required-noise); the noise that makes it hold is in 001.local-guarantee-one-sided.'
        ),
    ),
    Finding(
        source='001',
        id='001.local-window-of-data',
        root='001.worst-window',
        records=('001.worst-window', '001.worst-window-k'),
        severity='false',
        summary=(
            "§4.3 and §5.3 use D's window for the pair ('the intervals are nearly identical'); the actual data may be "
            "D_m, whose window sits lower by p - q, and at its outcomes the ratio exceeds everything on D's window."
        ),
        correction='Take the window of whichever member is the data: both windows, both orders, every pair.',
    ),
    Finding(
        source='001',
        id='001.required-noise',
        root='001.required-noise',
        records=('001.required-noise', '001.required-noise-k'),
        severity='false',
        summary=(
            "'The required noise is q = 0.009' (N = 1000, λ = 2) and (5.24): at them the local guarantee fails over "
            'every pair, both orders and either window (k = 2 at q = 0.0244, above (5.24)).'
        ),
        correction=(
            'N = 1000, λ = 2: the guarantee changes from failing to holding at q* = 0.0321972665... (k = 1), '
            '0.0466462628... (k = 2), but it is not monotone in q (it holds at 3219/100000 and 93/2000, below q*): '
            'it fails on [q-, q*] and holds on (q*, q+] and at 0.0322, 0.0467, certified with check '
            '--depth 1000 (N = 50 and 60 in the default check); above q+ it is not decided (a float scan, '
            'orientation only, finds no failure).'
        ),
    ),
    Finding(
        source='001',
        id='001.k-randomization-precision',
        root='001.precision-at-same-privacy',
        records=('001.precision-at-same-privacy',),
        severity='false',
        summary=(
            '§5: compared at the noises the drafts prescribe, (5.24) for k and (4.45) for one randomization at the '
            'same λ, k-randomization loses precision: sigma_k/sigma_1 = (λ - 1)/(k(λ^{1/k} - 1)) > 1.'
        ),
        correction=(
            'At the noises (5.24) and (4.45) prescribe VAR(T-bar) = 9/(k(λ^{1/k} - 1))^2 grows with k (the √k gain '
            'holds only at a fixed q). Those noises do not give the guarantee (001.required-noise); at the least '
            '4-decimal grid noise at which each holds (0.0322 for k = 1, at most 0.0464 for k = 2), N = 1000 and '
            'λ = 2, k = 2 is more precise than k = 1 (σ(T-bar) at most 5.185 against 5.967, both orders: '
            '001.precision-same-privacy-level), far from √k.'
        ),
        witness_note='It fails at every point of its domain: k(λ^{1/k} - 1) < λ - 1 (Bernoulli).',
    ),
    Finding(
        source='001',
        id='001.k-variance',
        root='001.eq-5.3',
        records=('001.eq-5.3', '001.eq-5.3.step-2'),
        severity='misprint',
        summary=(
            '(5.3): the middle expression qpN/(k^2 (p - q)^2) is wrong (Var S = kNpq gives qpN/(k (p - '
            "q)^2)), so both '=' signs fail for k >= 2; (5.4) uses the right value."
        ),
        correction='VAR(T-bar) = qpN/(k (p - q)^2): delete the middle expression.',
    ),
    Finding(
        source='001',
        id='001.local-choice-of-d',
        root='001.choice-of-d-k',
        records=('001.choice-of-d-k',),
        severity='false',
        summary=(
            "§5.2: 'D of set bits only maximizes local differential privacy ratio' holds at each outcome s (Theorem "
            "4.1 for kN bits) but not for the local ratio, taken on each collection's own 3σ window (k = 2 case)."
        ),
        correction=(
            'At each s: R_s(N) >= R_s(M) (the charitable reading, verified). For the local ratio decide every '
            'collection on its own window, as 001.local-worst-collection says for k = 1.'
        ),
        disputed="'local differential privacy ratio for any number of observed bits': on each collection's window "
        '(literal) or at each outcome s (charitable)',
    ),
    Finding(
        source='001',
        id='001.b-not-products',
        root='001.b-are-products',
        records=('001.b-are-products',),
        severity='false',
        summary=(
            "After (5.4): b_j^m is not a product of a_i^m's but the sum of a_{i_1}^m...a_{i_k}^m over i_1 + "
            "... + i_k = j, so the '=' steps inside (5.5) are false and (5.5) is unproved."
        ),
        correction=(
            'b_j^m = sum_{i_1+...+i_k=j} a_{i_1}^m ... a_{i_k}^m. Fix for (5.5): b_j^m is the coefficient for'
            ' km set bits among kN, so Theorem 4.1 (weak) for kN bits, i.e. log-concavity in m, gives (5.5) '
            'with >=.'
        ),
    ),
    Finding(
        source='001',
        id='001.ratio-lemma-hypothesis',
        root='001.eq-5.11',
        records=('001.eq-5.11',),
        severity='false',
        summary=(
            '(5.11) (A - e)/(B - e) < A/B for positive A < B needs e < B (A = 1/2, B = 1, e = 2 gives 3/2 > '
            '1/2). Harmless where used (e = j < kN), but the lemma as stated is false.'
        ),
        correction=(
            'For 0 < A < B and 0 < e < B: (A - e)/(B - e) < A/B, since A/B - (A - e)/(B - e) = e(B - A)/(B(B '
            '- e)) (proved).'
        ),
    ),
    Finding(
        source='001',
        id='001.product-bound-false',
        root='001.eq-5.12',
        records=('001.eq-5.12',),
        severity='false',
        summary=(
            '(5.12) fails for every 0 < i < k (k = 2, i = 1, N = 1, s = 1: 1/2 vs 1/4): the second product is'
            ' paired with the wrong denominator factors, so the derivation of (5.13) is invalid.'
        ),
        correction=(
            'No termwise bound can work: times C(k,i) both sides are pmfs in i (hypergeometric vs Bin(k, '
            "s/kN)). Prove (5.13) with <= by Hoeffding's convex order: R_s = E f(H) <= E f(B), f(i) = "
            '(p/q)^{k-2i} convex.'
        ),
        witness_note=(
            'The headline witness is the first non-degenerate failure; the smallest failure is the degenerate '
            'equality and is recorded as such (degenerate_witness).'
        ),
    ),
    Finding(
        source='001',
        id='001.mixture-bound-strict',
        root='001.eq-5.13',
        records=('001.eq-5.13', '001.eq-5.21'),
        severity='boundary',
        summary=(
            '(5.13) R_s < binomial-mixture bound and (5.21) R_s < (1 + 3(p-q)/sqrt(pqkN))^k: equality at s = '
            '0, kN, at every s when k = 1, and in (5.21) at s = 0 when the window edge is exactly 0.'
        ),
        correction=(
            '<= in (5.13) and (5.21) (both verified); strict for k >= 2 and 0 < s < kN. The weak (5.13) needs'
            ' the convex-order proof of 001.product-bound-false.'
        ),
        witness_note=(
            "At k = 1 the bound is an identity, so (5.13)'s witness is at k = 2; (5.21)'s is at k = 3, where the "
            'window edge is exactly 0.'
        ),
        witness_of=('001.eq-5.21',),
    ),
    Finding(
        source='001',
        id='001.eq-6.1-last-term',
        root='001.eq-6.1',
        records=('001.eq-6.1', '001.eq-6.2'),
        severity='misprint',
        summary=(
            "(6.1) and the ratio (6.2) built from it: the printed last term pairs s_2 - 1 with v_{2L}; the sums need "
            "S - e_i with v_i for every i up to 2^L. Right for L = 1 only."
        ),
        prose_cases=('L = 1',),
        correction="P(S | D' + y) = Σ_{i=1}^{2^L} P(S - e_i | D') P(v_i | y), and (6.2) their ratio (both verified).",
    ),
    Finding(
        source='001',
        id='001.n-trials',
        root='001.n-trials',
        records=('001.n-trials',),
        severity='misprint',
        summary="After (6.3): 'constant over all N trials', but D' holds N - 1 unit vectors (l.447): N - 1 trials.",
        correction="P(S|D') is multinomial with N - 1 trials (verified), as (6.4)'s corrected coefficient (N - 1)! "
        "says.",
    ),
    Finding(
        source='001',
        id='001.multinomial-ratio',
        root='001.eq-6.4',
        records=('001.eq-6.4',),
        severity='misprint',
        summary=(
            "(6.4) multiplies by the numerator's p(v_j|1)^{count} without dividing by the denominator's; "
            '(6.5) divides correctly. (The coefficient (2^L)! should be (N-1)!, which cancels.)'
        ),
        correction=(
            '... = [(s_1-1)! s_i!/(s_1! (s_i-1)!)] · p(v_1|1)^{s_1} p(v_i|1)^{s_i-1} / (p(v_1|1)^{s_1-1} '
            'p(v_i|1)^{s_i}), as (6.5) continues (verified).'
        ),
    ),
)
