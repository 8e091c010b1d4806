"""A certified enclosure of δ(ε) for collections too large for the exact scan over m.

The exact scan (:mod:`krverify.model.hockey_stick`) maximizes over every m, the number of
ones among the other N - 1 records.  Beyond kN = MAX_REPORTS that scan is too large, and
the worst m is *not* always m = 0: an exhaustive check for small N finds m = 1 or m near
N/2 worst in 30% of the cases (discreteness).  So the large-N answer is an enclosure
resting on two statements, each proved below (docstrings of the two functions):

lower bound: δ_0, the divergence of the pair "all zeros" vs "one record is a one" (m = 0,
    add a one).  Any single pair is a lower bound on the maximum.
upper bound: the blanket bound.  Bern(q) = (1 - 2q) δ_0 + 2q Bern(1/2) and Bern(p) =
    (1 - 2q) δ_1 + 2q Bern(1/2): every report of the other records is, with probability 2q,
    a fair coin independent of the data, else the true bit.  Given which reports are coins
    (B of them), the others' count is a known constant plus Bin(B, 1/2) whatever m is;
    the hockey-stick divergence is jointly convex and shift-invariant, so for every m and
    both directions δ_m <= E_B g(B) with B ~ Bin(k(N-1), 2q) and
    g(B) = δ(Bin(B, 1/2) + Bin(k, q) || Bin(B, 1/2) + Bin(k, p)).
    (Balle, Bell, Gascón & Nissim, "The privacy blanket of the shuffle model", CRYPTO 2019,
    §4, gives the decomposition; here it is evaluated exactly instead of bounded again.)

Both sides are evaluated in Arb ball arithmetic (python-flint), so the enclosure is rigorous.

Both rest on one structural fact, proved in :func:`prefix_divergence`: for a log-concave
common part D, the likelihood ratio P(s)/Q(s) is non-increasing in s, so P > λQ on a prefix.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from flint import arb, ctx

from krverify.model.balls import bounds

__all__ = [
    "LargeDelta",
    "blanket_bounds",
    "blanket_upper_bound",
    "coin_mixture_bounds",
    "coin_mixture_upper_bound",
    "fmt21_numerical_bounds",
    "fmt21_numerical_upper_bound",
    "large_delta",
    "large_delta_lower",
    "large_delta_upper",
    "mixture_at",
    "prefix_divergence",
    "relative_pmf",
    "variation_ratio_bounds",
    "zero_pair_delta",
]

#: Working precisions tried in turn until the enclosure is relatively narrow.
PRECISIONS = (128, 256, 512, 1024, 2048)


def _bounds(value: arb) -> tuple[Fraction, Fraction]:
    return bounds(value)  # refuses a ball that is not finite (model/balls.py)


def _ball(value: Fraction) -> arb:
    return arb(value.numerator) / value.denominator


def _binomial_pmf(n: int, r: Fraction, s: int) -> arb:
    """P[Bin(n, r) = s] as a ball (lgamma form; exact rational r)."""
    if not 0 <= s <= n:
        return arb(0)
    log_pmf = (arb(n + 1).lgamma() - arb(s + 1).lgamma() - arb(n - s + 1).lgamma()
               + s * _ball(r).log() + (n - s) * _ball(1 - r).log())
    return log_pmf.exp()


def _record_pmfs(k: int, q: Fraction) -> tuple[list[Fraction], list[Fraction]]:
    p = 1 - q
    as_zero = [comb(k, j) * q**j * p ** (k - j) for j in range(k + 1)]  # the record's k reports of a 0
    return as_zero, as_zero[::-1]  # ... and of a 1


def relative_pmf(n: int, r: Fraction, low: int, high: int) -> dict[int, Fraction]:
    """{x: D(x)/D(ref)} for x in [low, high] ∩ [0, n], D = Bin(n, r), exactly (ref: the first such x).

    >>> relative_pmf(2, Fraction(1, 2), 0, 2)
    {0: Fraction(1, 1), 1: Fraction(2, 1), 2: Fraction(1, 1)}
    """
    first, last = max(low, 0), min(high, n)
    relative, ratio = {}, Fraction(1)
    for x in range(first, last + 1):
        if x > first:  # D(x)/D(x-1) = (n-x+1) r / (x (1-r))
            ratio *= Fraction((n - x + 1) * r.numerator * (1 - r).denominator, x * r.denominator * (1 - r).numerator)
        relative[x] = ratio
    return relative


def mixture_at(n: int, r: Fraction, weights: list[Fraction], s: int) -> Fraction:
    """Σ_j D(s - j) w_j / D(ref) for D = Bin(n, r): the sign (and ratios) of a mixture at s, exactly."""
    relative = relative_pmf(n, r, s - len(weights) + 1, s)
    return sum((relative.get(s - j, Fraction(0)) * w for j, w in enumerate(weights)), Fraction(0))


def _threshold(n: int, r: Fraction, weights: list[Fraction]) -> int:
    """The largest s with Σ_j D(s - j) w_j > 0 (D = Bin(n, r)), or -1; decided exactly.

    Monotone by :func:`prefix_divergence`'s lemma, so bisection is valid.
    """
    if mixture_at(n, r, weights, 0) <= 0:
        return -1
    low, high = 0, n + len(weights) - 1  # positive at low; find the last positive
    while high - low > 1:
        middle = (low + high) // 2
        if mixture_at(n, r, weights, middle) > 0:
            low = middle
        else:
            high = middle
    return high if mixture_at(n, r, weights, high) > 0 else low


def prefix_divergence(n: int, r: Fraction, first: list[Fraction], second: list[Fraction], lam: Fraction) -> arb:
    """Σ_s max(0, P(s) - λ Q(s)) with P = Bin(n, r) * first, Q = Bin(n, r) * second, as a ball.

    Lemma (monotone likelihood ratio).  If D is log-concave and second(j)/first(j) is
    non-decreasing in j, then P(s)/Q(s) is non-increasing in s.  Proof: P(s)/Q(s) =
    E_π_s[first(j)/second(j)] with π_s(j) ∝ D(s - j) second(j); π_{s+1}(j)/π_s(j) =
    D(s+1-j)/D(s-j) is non-decreasing in j by log-concavity, so π_{s+1} dominates π_s in
    likelihood ratio, hence stochastically, and the expectation of the non-increasing
    first/second falls.  Binomials are log-concave, and Bin(k, p)/Bin(k, q) = (p/q)^(2j-k).
    So the positive part is the prefix s <= s*, s* found exactly by :func:`_threshold`, and
    the sum runs down from s* with a certified geometric bound for the tail it drops.
    """
    weights = [a - lam * b for a, b in zip(first, second, strict=True)]
    k = len(weights) - 1
    top = _threshold(n, r, weights)
    if top < 0:
        return arb(0)
    pmf = {x: _binomial_pmf(n, r, x) for x in range(top - k, top + 1)}
    w = [_ball(c) for c in weights]
    positive_weight = _ball(sum((c for c in weights if c > 0), Fraction(0)))
    ratio_num, ratio_den = (1 - r).numerator * r.denominator, r.numerator * (1 - r).denominator
    total = arb(0)
    for s in range(top, -1, -1):
        total += sum((w[j] * pmf[s - j] for j in range(k + 1) if s - j >= 0), arb(0))
        x = s - k  # extend the window one step down: D(x-1) = D(x) x (1-r) / ((n-x+1) r)
        if x <= 0:
            continue
        pmf[x - 1] = pmf[x] * (x * ratio_num) / ((n - x + 1) * ratio_den)
        # Terms left: Σ_{s'<s} Σ_j w_j D(s'-j) <= (Σ_j w_j^+) P[D <= s-1], and below the mode
        # D(y-1)/D(y) = ρ(y) shrinks as y falls, so P[D <= s-1] <= D(s-1) / (1 - ρ(s-1)).
        rho = Fraction((s - 1) * ratio_num, (n - s + 2) * ratio_den)
        if rho < 1:
            bound = positive_weight * pmf[s - 1] / _ball(1 - rho)
            if bound.upper() < total.lower() * arb(2) ** (-ctx.prec - 8):
                return total + arb(0).union(bound)
    return total


def _with_precision(compute: Callable[[], arb]) -> tuple[Fraction, Fraction]:
    """The ball's ends as rationals, raising the working precision until the ball is narrow."""
    saved = ctx.prec
    try:
        for precision in PRECISIONS:
            ctx.prec = precision
            value = compute()
            # relatively narrow, or absolutely: the blanket's truncated tails already cost ~2^-100
            if value.is_zero() or value.rel_accuracy_bits() >= 60 or value.rad() < arb(2) ** -120:
                break
        return _bounds(value)  # read the ends at the working precision
    finally:
        ctx.prec = saved


def zero_pair_delta(N: int, k: int, q: Fraction, lam: Fraction) -> tuple[Fraction, Fraction]:
    """δ of the pair m = 0, add a one: Bin(kN, q) vs Bin(k(N-1), q) + Bin(k, p); a lower bound on δ."""
    as_zero, as_one = _record_pmfs(k, q)
    return _with_precision(lambda: prefix_divergence(k * (N - 1), q, as_zero, as_one, lam))


def blanket_upper_bound(N: int, k: int, q: Fraction, lam: Fraction) -> tuple[Fraction, Fraction]:
    """E_B g(B), B ~ Bin(k(N-1), 2q), bounded above; valid for every m and both directions."""
    as_zero, as_one = _record_pmfs(k, q)
    return coin_mixture_upper_bound(k * (N - 1), 2 * q, as_zero, as_one, lam)


def blanket_bounds(N: int, k: int, q: Fraction, lam: Fraction) -> tuple[Fraction, Fraction]:
    """Lower and upper bounds on E_B g(B) itself, the blanket's δ (see :func:`coin_mixture_bounds`)."""
    as_zero, as_one = _record_pmfs(k, q)
    low, high = coin_mixture_bounds(k * (N - 1), 2 * q, as_zero, as_one, lam)
    return max(low[0], Fraction(0)), min(high[1], Fraction(1))


def coin_mixture_upper_bound(n: int, r: Fraction, first: list[Fraction], second: list[Fraction],
                             lam: Fraction) -> tuple[Fraction, Fraction]:
    """E_B g(B) bounded above, B ~ Bin(n, r), g(B) = δ_λ(Bin(B, 1/2) * first || Bin(B, 1/2) * second).

    (The enclosure of the bound's own arithmetic; its upper end is the certified upper bound.)
    """
    return coin_mixture_bounds(n, r, first, second, lam)[1]


def coin_mixture_bounds(n: int, r: Fraction, first: list[Fraction], second: list[Fraction],
                        lam: Fraction) -> tuple[tuple[Fraction, Fraction], tuple[Fraction, Fraction]]:
    """Lower and upper bounds on E_B g(B), B ~ Bin(n, r), g(B) = δ_λ(Bin(B, 1/2) * first || Bin(B, 1/2) * second).

    g is non-increasing (Bin(B+1, 1/2) + X is Bin(B, 1/2) + X plus an independent coin:
    post-processing), so over a block [b, b') it lies between g(b') and g(b): the upper bound
    takes g(b) on each block (the mass below the first block with g <= 1), the lower bound
    g(b') (g(b) itself when the blocks are single values; the mass outside the blocks with
    g >= 0).  Blocks are single values of B while that is cheap, else about a sixteenth of
    B's standard deviation wide.  Each bound is returned as
    the ball enclosure of its own arithmetic: (lower bound's ball), (upper bound's ball).
    """
    spread = (n * r * (1 - r)) ** 0.5  # a binary float steers where the blocks go; no bound uses it
    start = max(0, int(n * r - 12 * spread) - 1)
    stop = min(n, int(n * r + 12 * spread) + 1)
    step = max(1, int(spread / 16))
    edges = list(range(start, stop + 1, step))
    up_num, up_den = (n, r.numerator * (1 - r).denominator), (r.denominator * (1 - r).numerator)
    lower_total: list[arb] = []

    def compute() -> arb:
        total = _binomial_cdf(n, r, start - 1)  # P[B < start], each with g <= 1
        low = arb(0)
        seen = total
        pmf = _binomial_pmf(n, r, start)
        x = start
        previous_mass = arb(0)
        for i, edge in enumerate(edges):
            end = edges[i + 1] if i + 1 < len(edges) else n + 1
            g = prefix_divergence(edge, Fraction(1, 2), first, second, lam)
            low += previous_mass * g  # the previous block [edge', edge) has g >= g(edge)
            if end == n + 1:  # the last block takes all the remaining mass
                total += (arb(1) - seen).nonnegative_part() * g
                break
            if step == 1:  # single values of B: g is exact on the block
                previous_mass = arb(0)
            mass = arb(0)
            while x < end:
                mass += pmf
                pmf = pmf * ((up_num[0] - x) * up_num[1]) / ((x + 1) * up_den)  # D(x+1)/D(x)
                x += 1
            seen += mass
            total += mass * g
            if step == 1:
                low += mass * g
            else:
                previous_mass = mass
        lower_total.append(low)
        return total

    upper = _with_precision(compute)
    return _bounds(lower_total[-1]), upper


def fmt21_numerical_upper_bound(N: int, k: int, q: Fraction, lam: Fraction) -> Fraction:
    """An upper bound on the δ of FMT21's numerical analysis ("Hiding Among the Clones", §3).

    For n users with an ε0-LDP randomizer, FMT21 reduce the shuffled pair to
    P = α Bin(C, 1/2) + (1 - α)(Bin(C, 1/2) + 1) against Q = (1 - α) Bin(C, 1/2) + α (Bin(C, 1/2) + 1),
    C ~ Bin(n - 1, e^-ε0), α = e^ε0 / (e^ε0 + 1).  Here ε0 = k ln(p/q), so e^-ε0 = (q/p)^k and α
    are rational and the same certified machinery as the blanket bounds E_C g(C) from above.
    (By the reflection s -> C + 1 - s the two directions of the pair are equal.)
    """
    return fmt21_numerical_bounds(N, k, q, lam)[1]


def fmt21_numerical_bounds(N: int, k: int, q: Fraction, lam: Fraction) -> tuple[Fraction, Fraction]:
    """Lower and upper bounds on the δ of FMT21's numerical analysis (see :func:`fmt21_numerical_upper_bound`)."""
    e0 = ((1 - q) / q) ** k
    alpha = e0 / (e0 + 1)
    low, high = coin_mixture_bounds(N - 1, 1 / e0, [alpha, 1 - alpha], [1 - alpha, alpha], lam)
    return max(low[0], Fraction(0)), min(high[1], Fraction(1))


def variation_ratio_bounds(N: int, q: Fraction, lam: Fraction) -> tuple[Fraction, Fraction]:
    """Lower and upper bounds on the numerical δ of Wang et al.'s variation-ratio analysis, binary RR.

    Shaowei Wang, Yun Peng, Jin Li, Zikai Wen, Zhipeng Li, Shiyu Yu, Di Wang, Wei Yang, "Privacy
    Amplification via Shuffling: Unified, Simplified, and Tightened", PVLDB 17 (VLDB 2024),
    arXiv:2304.05007.  A randomizer with the (p, β, q)-variation property (likelihood ratios
    within [1/p, p], total variation <= β, blanket ratio <= q) has shuffled δ at most that of
    the pair (A + Δ0, C - A + Δ1): C ~ Bin(n - 1, 2r), A ~ Bin(C, 1/2), α = β/(p - 1),
    r = αp/q, the victim's label (1, 0) with probability pα, (0, 1) with α (residual
    1 - α - pα) under P and the reverse under Q.  Binary RR with lie probability q0 has
    p = q = e^ε0 = (1 - q0)/q0 and β = (e^ε0 - 1)/(e^ε0 + 1): then α = r = q0, pα = 1 - q0 and
    no residual, and the pair is C ~ Bin(n - 1, 2 q0) with Bin(C, 1/2) + Bern(1 - q0) against
    Bin(C, 1/2) + Bern(q0) (the paper's statement as read with search; its code was not used).
    Only binary RR (k = 1) is covered: for k-fold RR the residual is not shared by the other
    users and the reconstructed pair is not an upper bound.
    """
    e0 = (1 - q) / q
    p_ratio, beta, q_ratio = e0, (e0 - 1) / (e0 + 1), e0
    alpha = beta / (p_ratio - 1)
    r = alpha * p_ratio / q_ratio
    residual = 1 - alpha - p_ratio * alpha
    if residual != 0:  # an identity for binary RR; guards the transcription
        raise ArithmeticError(f"binary RR has no residual, got {residual}")
    # P's count a = A + Δ0 puts weight α on offset 0 and pα on offset 1; the reflection a -> C + 1 - a
    # (A and C - A are alike) turns it into [pα, α], whose likelihood ratio falls as prefix_divergence needs.
    low, high = coin_mixture_bounds(N - 1, 2 * r, [p_ratio * alpha, alpha], [alpha, p_ratio * alpha], lam)
    return max(low[0], Fraction(0)), min(high[1], Fraction(1))


def _binomial_cdf(n: int, r: Fraction, t: int) -> arb:
    """P[Bin(n, r) <= t] as a ball: a prefix divergence with one weight of 1."""
    if t < 0:
        return arb(0)
    if t >= n:
        return arb(1)
    # P[D <= t] = Σ_{s<=t} D(s): the prefix sum of prefix_divergence with first = [1], second = [0]
    # and λ = 1, but the threshold there is all of D's support, so sum directly from t down.
    return _prefix_sum(n, r, t)


def _prefix_sum(n: int, r: Fraction, t: int) -> arb:
    ratio_num, ratio_den = (1 - r).numerator * r.denominator, r.numerator * (1 - r).denominator
    term = _binomial_pmf(n, r, t)
    total = term
    x = t
    while x > 0:
        term = term * (x * ratio_num) / ((n - x + 1) * ratio_den)
        x -= 1
        total += term
        rho = Fraction(x * ratio_num, (n - x + 1) * ratio_den)
        if rho < 1:
            bound = term * _ball(rho / (1 - rho))  # Σ_{y<x} D(y) <= D(x) ρ/(1-ρ), ρ = D(x-1)/D(x)
            if bound.upper() < total.lower() * arb(2) ** (-ctx.prec - 8):
                return total + arb(0).union(bound)
    return total


@dataclass(frozen=True)
class LargeDelta:
    """δ enclosed in [lower, upper]: lower from m = 0 (add a one), upper from the blanket bound."""

    lower: Fraction
    upper: Fraction
    rests_on: str


RESTS_ON = ("lower: the pair m = 0, add a one (any pair bounds the maximum below); "
            "upper: the blanket bound E_B g(B), B ~ Bin(k(N-1), 2q), valid for every m "
            "(krverify/model/large_delta.py); both in Arb ball arithmetic")


def large_delta_lower(N: int, k: int, q: Fraction, lam: Fraction) -> Fraction:
    """A certified lower bound on δ at e^ε = lam (the m = 0 pair)."""
    return max(zero_pair_delta(N, k, q, lam)[0], Fraction(0))


def large_delta_upper(N: int, k: int, q: Fraction, lam: Fraction) -> Fraction:
    """A certified upper bound on δ at e^ε = lam, valid for every m (the blanket bound)."""
    return min(blanket_upper_bound(N, k, q, lam)[1], Fraction(1))


def large_delta(N: int, k: int, q: Fraction, lam_low: Fraction, lam_high: Fraction) -> LargeDelta:
    """Certified [lower, upper] for δ at e^ε in [lam_low, lam_high] (δ is non-increasing in λ)."""
    return LargeDelta(large_delta_lower(N, k, q, lam_high), large_delta_upper(N, k, q, lam_low), RESTS_ON)
