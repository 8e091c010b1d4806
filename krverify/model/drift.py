"""Proposition 5: the block bound with a real drift, for any rational q (issue 42).

Notation as in :mod:`krverify.model.max_delta` and :mod:`krverify.model.aligned`: the other N - 1 records hold m
ones, c_m(z) = (q + pz)^(km) (p + qz)^(k(N-1-m)) is their count's law, K(u) = P[X <= u] - λ P[Y <= u] and
H_m(t) = Σ_s c_m(s) K(t - s), δ_m = max over integers t of H_m(t).  Proposition 4 needs q's exact period V (q = u/v:
V = v/gcd(v, k(v - 2u)) steps of m move the mean by an integer) and six laws for each of the V residue classes:
for q = 2469/20000, V = 10 000.  Here every step of m is one step of a single class, the outcome shifted by the
real drift d = k(p - q) per step through interpolation, so six laws serve the whole block whatever V is.

**Interpolation.**  For a sequence f and real y = n + θ (n = ⌊y⌋), P f(y) = Σ_(i=-5..6) ℓ_i(θ) f(n + i), the
Lagrange polynomial through the twelve nodes n - 5, ..., n + 6 (:func:`lagrange`).  P f(n) = f(n) at the integers,
and P reproduces polynomials of degree 11, so for f(t) = e^(-iωt), P f(y) = e^(-iωy) (1 + O(ω^12)).

**The family.**  For m = a + j in the block [a, b] (I = b - a) and real x, G_j(x) = P H_(a+j)(x + jd): at the
points x of Z - jd it is H_(a+j) itself, so δ_(a+j) = max over x in Z - jd of G_j(x).

**Identity.**  One step of m replaces a factor B = (p + qz)^k of c_m by A = (q + pz)^k.  With E = c_(a+j-2)/B^4 and
x + (j - 2 + l)d = n_0 + D_l + θ_l (n_0, D_l integers, 0 <= θ_l < 1),

    Δ⁴_j G_j(x) = [E K Q](n_0 + M),   Q(z) = Σ_l C(4, l) (-1)^(4-l) A^l B^(4-l) Σ_i ℓ_i(θ_l) z^(M - D_l - i)

(M = max D_l + 6).  At z = e^(iω), Q is e^(iω(M - θ_0)) (A e^(-iωd) - B)^4 + O(ω^12), and A e^(-iωd) - B = O(ω^3)
(after the shift the two laws have equal means, and they have equal variances k pq), so Q = (1 - z)^12 R exactly
(:func:`drift_kernel_norms` divides and checks).  As in :mod:`krverify.model.aligned`, with x - λy = (1 - z) S +
(1 - λ) y, |Δ⁴G_j(x)| <= ||R S||_1 max |Δ^12 E| + (λ - 1) ||R y||_1 max |Δ^11 E| over the outcomes near n_0 + M,
bounded from the law's tail (:func:`krverify.model.aligned.tail_difference_bound`).  R depends on θ_0 in [0, 1):
on each interval where the D_l are constant its coefficients are polynomials in θ_0, bounded by their Bernstein
coefficients; the norms are taken over every θ_0.  For the increments G_j(x) - G_j(x - 1)... of P (ΔH), the same
with one more factor (1 - z): orders 13 and 12.

**Green.**  At each real x, the members j = 0, 1, 2, I - 2, I - 1, I and M₄(x) bound every G_j(x) from above
(:func:`krverify.model.aligned.pointwise_class_bounds`, with steps of one m).

**Sampling.**  The bound is evaluated on a grid of spacing h = 1/g.  P is a polynomial on each [n, n + 1],
continuous, its derivative jumping at a node by at most JUMP |Δ^12 H|.  For a member and its discrete maximum u*
(δ = H(u*)), P(u*) = H(u*) >= P(u* ± 1), so P's largest value on [u* - 1, u* + 1] is at an x̂ where P' = 0, or a
node where the one-sided derivatives have opposite signs (each then at most the jump), and at the grid point x_γ
nearest to x̂ (aligned), at most h/2 away, δ <= P(x̂) <= P(x_γ) + (h²/8) sup |P''| + (h/2) JUMP |Δ^12 H|
(Taylor's formula on each piece; at most one node lies within h/2 of x̂).  By Newton's forward formula from the
stencil's first node,
P'' = Σ_(k=2..11) (d²/dτ²) C(τ, k) Δ^k H with τ in [5, 6] (:func:`newton_constants`), and since ΔH = c * (x - λy),
|Δ^k H| <= ||S||_1 max |Δ^k c| + (λ - 1) max |Δ^(k-1) c| near the outcome, from the tail again; log-linear in j, so
the largest over the block is at j = 0 or j = I.

**Window.**  As in Proposition 4 the window is a few dozen outcomes around the maximum, kept only when every member
rises into it and falls out of it: the Green bound of the increments P ΔH_(a+j)(x + jd) (and of their negatives)
holds at every real x, so on a unit interval of x at each edge, covered by the grid and between its points by the
same sampling lemma (an extremum inside the interval has a vanishing derivative, its ends are grid points), every
member has one integer outcome, where its increment is then certainly positive (left) or negative (right).  By
Proposition 2 of :mod:`krverify.model.max_delta` the member's maximum lies between them, inside the grid.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache

from flint import fmpq, fmpq_mat, fmpq_poly, fmpz, fmpz_poly

from krverify.model.aligned import DIRECT_STEPS, _scaled_bounds, members, period_and_drift, tail_difference_bound

__all__ = ["EXACT_GRID", "JUMP", "NODES", "SPLIT", "NoRoom", "bernstein_sup", "drift_block_bound", "drift_fourth",
           "drift_kernel_norms", "lagrange", "newton_constants"]

#: The interpolation stencil: nodes n + i for i in NODES (sixteen: the interpolation's error is a 16th difference,
#: four orders beyond the drift's 12th, so that it pairs with a much smaller difference of the law, SPLIT).
NODES = tuple(range(-7, 9))

#: The fourth difference's kernel R (Q = (1 - z)^12 R) is split as R_0 + (1 - z)^SPLIT R_1, R_0 of degree < SPLIT
#: with R's first SPLIT moments: the interpolation's error lies in R_1.
SPLIT = len(NODES) - 12

HValues = Callable[[int, int, int], tuple[list[int], list[int]]]

#: |P'(n+) - P'(n-)| <= JUMP |Δ^L f| at a node (L = len(NODES)): two neighbouring stencils' interpolants differ by
#: L f[n + NODES[0], ..., n + NODES[-1] + 1] Π (x - s) over their common nodes s (Newton), and f[...] = Δ^L f / L!;
#: the derivative of that product at the kink n + 1 is the product of (1 - i) over the other common nodes.
JUMP = Fraction(len(NODES) * abs(math.prod(1 - i for i in NODES[1:] if i != 1)), math.factorial(len(NODES)))


def _poly(coefficients: list[Fraction]) -> fmpq_poly:
    return fmpq_poly([fmpq(c.numerator, c.denominator) for c in coefficients])


def _coefficients(polynomial: fmpq_poly, length: int = 0) -> list[Fraction]:
    out = [Fraction(int(c.p), int(c.q)) for c in polynomial.coeffs()]
    return out + [Fraction(0)] * (length - len(out))


@lru_cache(maxsize=1)
def lagrange() -> tuple[tuple[Fraction, ...], ...]:
    """The coefficients (in θ, lowest first) of ℓ_i(θ) = Π_(k != i) (θ - k)/(i - k) for i in NODES.

    >>> values = [sum(c * Fraction(1, 3) ** e for e, c in enumerate(l)) for l in lagrange()]
    >>> values[NODES.index(0)]  # ℓ_0(1/3) = Π_(k != 0) (1/3 - k)/(-k) over k = -7..8 = 2^4·5·11²·13·17·19·23/3^19
    Fraction(934865360, 1162261467)
    >>> sum(values)  # the ℓ_i sum to 1 at every θ
    Fraction(1, 1)
    """
    out = []
    for i in NODES:
        polynomial = fmpq_poly([1])
        for k in NODES:
            if k != i:
                polynomial *= fmpq_poly([-k, 1]) / (i - k)
        out.append(tuple(_coefficients(polynomial, len(NODES))))
    return tuple(out)


def _weights(theta: Fraction) -> list[Fraction]:
    return [sum((c * theta**e for e, c in enumerate(coefficients)), Fraction(0)) for coefficients in lagrange()]


def bernstein_sup(coefficients: list[Fraction], lo: Fraction, hi: Fraction) -> Fraction:
    """An upper bound of |p(θ)| over [lo, hi], p = Σ_e coefficients[e] θ^e: the largest |Bernstein coefficient| of
    p(lo + (hi - lo) t) on t in [0, 1] (p is a convex combination of them there)."""
    n = len(coefficients) - 1
    if n < 0:
        return Fraction(0)
    shifted = _coefficients(_poly(coefficients)(fmpq_poly([fmpq(lo.numerator, lo.denominator),
                                                           fmpq((hi - lo).numerator, (hi - lo).denominator)])),
                            n + 1)
    return max(abs(sum((Fraction(math.comb(k, i), math.comb(n, i)) * shifted[i] for i in range(k + 1)),
                       Fraction(0))) for k in range(n + 1))


@lru_cache(maxsize=1)
def newton_constants() -> tuple[tuple[Fraction, ...], tuple[Fraction, ...]]:
    """(c', c''): c'_k and c''_k bound |d/dτ C(τ, k)| and |d²/dτ² C(τ, k)| for τ in [-NODES[0], 1 - NODES[0]] and
    k < len(NODES), the derivatives of the Newton forward basis on the stencil's middle interval."""
    lo = Fraction(-NODES[0])
    first, second = [], []
    for k in range(len(NODES)):
        basis = fmpq_poly([1])
        for i in range(k):
            basis *= fmpq_poly([-i, 1])
        basis /= math.factorial(k)
        first.append(bernstein_sup(_coefficients(basis.derivative()), lo, lo + 1))
        second.append(bernstein_sup(_coefficients(basis.derivative().derivative()), lo, lo + 1))
    return tuple(first), tuple(second)


def _theta_shift(coefficients: tuple[Fraction, ...], shift: Fraction) -> list[Fraction]:
    """The coefficients in θ of p(θ + shift)."""
    return _coefficients(_poly(list(coefficients))(fmpq_poly([fmpq(shift.numerator, shift.denominator), 1])),
                         len(coefficients))


def _divide(rows: list[list[Fraction]], times: int) -> list[list[Fraction]]:
    """rows / (1 - z)^times, each row a polynomial in θ: prefix sums, which must end at 0 (else ValueError)."""
    for _ in range(times):
        total = [Fraction(0)] * len(NODES)
        prefix = []
        for row in rows:
            total = [a + b for a, b in zip(total, row, strict=True)]
            prefix.append(total)
        if any(total):
            raise ValueError("(1 - z) does not divide the kernel")
        rows = prefix[:-1]
    return rows


def _split(rows: list[list[Fraction]]) -> tuple[list[list[Fraction]], list[list[Fraction]]]:
    """(R_0, R_1) with R = R_0 + (1 - z)^SPLIT R_1, R_0 supported on SPLIT exponents around R's middle e_0 with the
    moments Σ_e (e - e_0)^t R_e, t < SPLIT, of R (a Vandermonde system, solved exactly): R - R_0 then has none, so
    (1 - z)^SPLIT divides it.  Around R's middle R_0 carries the drift's part of R with small coefficients."""
    width = len(NODES)
    centre = (len(rows) - SPLIT) // 2
    moments = [[sum((Fraction(e - centre) ** t * row[power] for e, row in enumerate(rows)), Fraction(0))
                for power in range(width)] for t in range(SPLIT)]
    matrix = fmpq_mat(SPLIT, SPLIT, [fmpq(c**t) for t in range(SPLIT) for c in range(SPLIT)]).inv()
    low = [[sum((Fraction(int(matrix[c, t].p), int(matrix[c, t].q)) * moments[t][power] for t in range(SPLIT)),
                Fraction(0)) for power in range(width)] for c in range(SPLIT)]
    padded = rows + [[Fraction(0)] * width] * max(0, centre + SPLIT - len(rows))
    rest = [[value - (low[e - centre][power] if centre <= e < centre + SPLIT else 0)
             for power, value in enumerate(row)] for e, row in enumerate(padded)]
    zeros = [[Fraction(0)] * width] * centre
    return zeros + low, _divide(rest, SPLIT)


def _norm(rows: list[list[Fraction]], kernel: list[Fraction], lo: Fraction, hi: Fraction) -> tuple[Fraction, int]:
    """(an upper bound over θ in [lo, hi] of ||rows * kernel||_1, its degree)."""
    product = [[Fraction(0)] * len(NODES) for _ in range(len(rows) + len(kernel) - 1)]
    for e, row in enumerate(rows):
        for f, c in enumerate(kernel):
            target = product[e + f]
            for power, value in enumerate(row):
                target[power] += c * value
    return sum((bernstein_sup(row, lo, hi) for row in product), Fraction(0)), len(product) - 1


@lru_cache(maxsize=64)
def drift_kernel_norms(q: Fraction, k: int) -> tuple[tuple[Fraction, Fraction, Fraction, Fraction], int, int]:
    """((||R_0 S||_1, ||R_0 y||_1, ||R_1 S||_1, ||R_1 y||_1), the largest degree, the largest M): over every θ_0 in
    [0, 1), R = Q/(1 - z)^12 = R_0 + (1 - z)^SPLIT R_1 (module docstring, :func:`_split`), M the exponent offset
    (between NODES[-1] and this); ValueError if (1 - z)^12 does not divide Q (it always does: a check on the
    derivation)."""
    return _kernel_norms(q, k, k * (1 - 2 * q))


def _kernel_norms(q: Fraction, k: int, d: Fraction) -> tuple[tuple[Fraction, Fraction, Fraction, Fraction], int, int]:
    """:func:`drift_kernel_norms` for the drift d per step (k(p - q); another d plants a fault, which the division
    by (1 - z)^12 refuses)."""
    p = 1 - q
    A, B = _poly([q, p]) ** k, _poly([p, q]) ** k
    x, y = B, A  # the changed record as a 0 (reports ones with probability q) and as a 1
    S, remainder = divmod(x - y, fmpq_poly([1, -1]))
    if not remainder.is_zero():
        raise ValueError(f"(1 - z) does not divide x - y for q={q}, k={k}")
    kernels = (_coefficients(S), _coefficients(y))
    fractions = [i * d - math.floor(i * d) for i in range(5)]
    breaks = sorted({Fraction(0), Fraction(1)} | {1 - f for f in fractions if f > 0})
    norms = [Fraction(0)] * 4
    degree = highest = 0
    for lo, hi in itertools.pairwise(breaks):
        middle = (lo + hi) / 2
        wraps = [1 if middle + f >= 1 else 0 for f in fractions]
        shifts = [math.floor(i * d) + wraps[i] for i in range(5)]
        top = max(shifts) + NODES[-1]
        highest = max(highest, top)
        Q: dict[int, list[Fraction]] = {}
        for step in range(5):
            factor = _coefficients(math.comb(4, step) * (-1) ** (4 - step) * A**step * B ** (4 - step))
            weights = [_theta_shift(w, fractions[step] - wraps[step]) for w in lagrange()]
            for e, c in enumerate(factor):
                if c == 0:
                    continue
                for i, w in zip(NODES, weights, strict=True):
                    exponent = e + top - shifts[step] - i
                    row = Q.setdefault(exponent, [Fraction(0)] * len(NODES))
                    for power, value in enumerate(w):
                        row[power] += c * value
        try:
            rows = _divide([Q.get(e, [Fraction(0)] * len(NODES)) for e in range(max(Q) + 1)], 12)
        except ValueError:
            raise ValueError(f"(1 - z)^12 does not divide the fourth difference for q={q}, k={k}") from None
        low, high = _split(rows)
        for index, (part, kernel) in enumerate(((low, kernels[0]), (low, kernels[1]), (high, kernels[0]),
                                                (high, kernels[1]))):
            norm, size = _norm(part, kernel, lo, hi)
            norms[index] = max(norms[index], norm)
            degree = max(degree, size)
    return (norms[0], norms[1], norms[2], norms[3]), degree, highest


def drift_fourth(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int, x_lo: float, x_hi: float,
                 extra: int = 0) -> Fraction:
    """M₄ on the aligned outcomes [x_lo, x_hi]: an upper bound of |Δ⁴_j G_j(x)| for every 2 <= j <= I - 2 and x
    there (``extra`` = 1: of the increments), from the tail of E = c_(a+j-2)/B^4 near n_0 + M (module docstring):
    ||R_0 S|| |Δ^12 E| + ||R_1 S|| |Δ^(12+SPLIT) E| + (λ - 1)(||R_0 y|| |Δ^11 E| + ||R_1 y|| |Δ^(11+SPLIT) E|);
    log-linear in j, so taken at j = 2 and j = I - 2."""
    from krverify.model.aligned import saddle_rate

    (r0_s, r0_y, r1_s, r1_y), degree, top = drift_kernel_norms(q, k)
    d = k * (1 - 2 * q)
    steps = b - a
    n_p, n_q = k * a, k * (N - 1 - b)
    worst = Fraction(0)
    for j in (2, steps - 2):
        ones = a + j - 2
        # s in [n_0 + M - degree - extra, n_0 + M], n_0 = ⌊x + (j - 2)d⌋, NODES[-1] <= M <= top
        s_lo = math.floor(x_lo + float((j - 2) * d)) + NODES[-1] - degree - extra - 1
        s_hi = math.ceil(x_hi + float((j - 2) * d)) + top + 1
        rates = (Fraction(1), saddle_rate(N, k, q, ones, 4 * k, (s_lo + s_hi) / 2))

        def tail(order: int, ones: int = ones, s_lo: int = s_lo, s_hi: int = s_hi,
                 rates: tuple[Fraction, ...] = rates) -> Fraction:
            return tail_difference_bound(order + extra, N, k, q, ones, 4 * k, s_lo, s_hi, n_p, n_q, rates)
        value = (r0_s * tail(12) + r1_s * tail(12 + SPLIT)
                 + abs(lam - 1) * (r0_y * tail(11) + r1_y * tail(11 + SPLIT)))
        worst = max(worst, value)
    return worst


def _difference_of_h(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int, order: int, x_lo: float,
                     x_hi: float) -> Fraction:
    """An upper bound of |Δ^order H_m(u)| for every m = a + j in [a, b] and every u whose aligned outcome u - jd
    lies in [x_lo, x_hi] (widened by the stencil): ||S||_1 max |Δ^order c_m| + (λ - 1) max |Δ^(order-1) c_m|."""
    from krverify.model.aligned import saddle_rate

    p = 1 - q
    d = float(k * (p - q))
    S, _ = divmod(_poly([p, q]) ** k - _poly([q, p]) ** k, fmpq_poly([1, -1]))
    norm_s = sum((abs(c) for c in _coefficients(S)), Fraction(0))
    worst = Fraction(0)
    for j in (0, b - a):
        s_lo = math.floor(x_lo + j * d) + NODES[0] - order - k - 1
        s_hi = math.ceil(x_hi + j * d) + NODES[-1] + 1
        rates = (Fraction(1), saddle_rate(N, k, q, a + j, 0, (s_lo + s_hi) / 2))
        n_p, n_q = k * a, k * (N - 1 - b)
        value = norm_s * tail_difference_bound(order, N, k, q, a + j, 0, s_lo, s_hi, n_p, n_q, rates)
        if order > 1:
            value += abs(lam - 1) * tail_difference_bound(order - 1, N, k, q, a + j, 0, s_lo, s_hi, n_p, n_q, rates)
        else:
            value += abs(lam - 1)
        worst = max(worst, value)
    return worst


def _taps(theta: Fraction) -> tuple[list[int], int]:
    """(t_i, T) with ℓ_i(θ) = t_i / T for i in NODES: ℓ_i(n/c) = Π_(k != i) (n - kc) / (c^11 Π_(k != i) (i - k))."""
    n, c = theta.numerator, theta.denominator
    weights = [math.prod(i - k for k in NODES if k != i) for i in NODES]
    common = math.lcm(*(abs(w) for w in weights))
    taps = [math.prod(n - k * c for k in NODES if k != i) * (common // w) for i, w in zip(NODES, weights, strict=True)]
    return taps, common * c ** (len(NODES) - 1)


_ONES = [fmpz_poly([1])]


def _ones(length: int) -> fmpz_poly:
    if _ONES[0].length() < length:
        _ONES[0] = fmpz_poly([1] * max(length, 2 * _ONES[0].length()))
    return _ONES[0].truncate(length)


def _floor_div(poly: fmpz_poly, divisor: int, bound: int, length: int) -> list[int]:
    """⌊c / divisor⌋ for the first ``length`` coefficients, |c| <= bound (fmpz_poly's ``//`` is the floor only for
    non-negative coefficients, so they are made so first)."""
    lift = bound // divisor + 1
    values = [int(v) for v in ((poly + _ones(length) * fmpz(lift * divisor)) // fmpz(divisor)).coeffs()]
    return [v - lift for v in values + [0] * (length - len(values))]


def _interpolated(lows: list[int], highs: list[int], first: int, theta: Fraction, n_first: int,
                  count: int) -> tuple[list[int], list[int]]:
    """P f(n + θ) for n = n_first, ..., n_first + count - 1, enclosed, from lows <= scale·f(u) <= highs given for u
    from ``first`` on: integers over the same scale, rounded outward (exact integer arithmetic)."""
    taps, denominator = _taps(theta)
    positive = fmpz_poly([max(0, t) for t in taps][::-1])
    negative = fmpz_poly([max(0, -t) for t in taps][::-1])
    offset = n_first + NODES[0] - first
    size = count + len(NODES) - 1
    low_segment, high_segment = lows[offset:offset + size], highs[offset:offset + size]
    largest = max(max(map(abs, low_segment)), max(map(abs, high_segment))) * sum(map(abs, taps))
    low_poly, high_poly = fmpz_poly(low_segment), fmpz_poly(high_segment)
    shift = len(NODES) - 1
    low = (low_poly * positive - high_poly * negative).right_shift(shift).truncate(count)
    high = (high_poly * positive - low_poly * negative).right_shift(shift).truncate(count)
    return (_floor_div(low, denominator, largest, count),
            [-v for v in _floor_div(-high, denominator, largest, count)])


class NoRoom(Exception):
    """The sampling term of a period beyond EXACT_GRID does not fit the room: the bound cannot prune at this
    threshold (and, depending on the law's width rather than on the block, at none of the search's)."""


#: Up to this period the grid has V points per unit of outcome, which holds every member's integer outcomes (the
#: aligned outcomes of m = a + j are Z - jd, and jd has denominator V): no sampling term.
EXACT_GRID = 512


def _certainly_negative(values: dict[int, tuple[list[int], list[int]]], steps: int, fourth: Fraction, scale: int,
                        members_at: tuple[int, int], slack: int) -> bool:
    """Whether the Green bound of the (signed) increments at one grid point, plus ``slack``, is below 0 for every
    member of the progression ``members_at``: the edge certificate (the tests plant one taken on trust)."""
    return max(_scaled_bounds(values, steps, fourth, scale, *members_at)) + slack < 0


def drift_block_bound(N: int, k: int, q: Fraction, lam: Fraction, a: int, b: int, h_values: HValues, scale: int,
                      centre: float, half_width: int, room: Fraction, fourth: Fraction | None = None
                      ) -> Fraction | None:
    """An upper bound of δ_m for every m in [a, b] (Proposition 5, module docstring), or None where the window around
    the aligned outcome ``centre`` (``half_width`` on each side) is not certified to hold every member's maximum.
    ``h_values(m, first, last)``: integers (lows, highs), lows <= scale·H_m(u) <= highs for u in [first, last];
    ``room``: what a sampling term may cost; ``fourth``: M₄ if given (the tests plant wrong ones).

    The grid has V points per unit of outcome (V the period of q, see :func:`krverify.model.aligned.period_and_drift`)
    where V <= EXACT_GRID: it then holds every member's integer outcomes, and neither the window nor the edges need a
    sampling term; at each grid point only the members with an integer outcome there are bounded (the Green
    parabola on their progression j ≡ c mod V), not the others' interpolants between their outcomes, which rise
    above every δ_m by up to the lattice wiggle.  For a larger V, the fewest points (up to 64) whose sampling term
    fits in ``room``, else NoRoom."""
    period, _ = period_and_drift(q, k)
    d = k * (1 - 2 * q)
    x_left, x_right = math.floor(centre) - half_width, math.floor(centre) + half_width
    x_first, x_last = x_left - 3, x_right + 3  # the grid: [x_first, x_last]
    _, second_c = newton_constants()
    grid, curvature = period, Fraction(0)
    if period > EXACT_GRID:
        curvature = sum((second_c[order] * _difference_of_h(N, k, q, lam, a, b, order, x_first, x_last + 1)
                         for order in range(2, len(NODES))), Fraction(0))
        needed = math.isqrt(math.ceil(curvature / (8 * room))) + 1 if room > 0 else period
        if needed > 64:  # the sampling term does not fit (the law is too narrow); the grid of V is too costly
            raise NoRoom(f"a grid of {needed} points per outcome would be needed")
        grid = needed
    exact = grid == period
    steps = b - a
    inverse = pow(d.numerator, -1, period) if period > 1 else 0

    def progression(offset: int) -> tuple[int, int]:
        """(start, stride) of the members with an integer outcome at the grid offset (exact grid): j D ≡ -offset
        (mod V), d = D/V; every member otherwise."""
        return ((-offset * inverse) % period, period) if exact and period > 1 else (0, 1)
    wanted = members(steps)
    laws: dict[int, tuple[int, list[int], list[int]]] = {}
    for j in wanted:
        shift = j * d
        first = math.floor(x_first + shift) + NODES[0] - 2
        last = math.floor(x_last + shift) + NODES[-1] + 2
        laws[j] = (first, *h_values(a + j, first, last))
    increments = {j: (first, [0] + [lo - hi for lo, hi in zip(lows[1:], highs, strict=False)],
                      [0] + [hi - lo for hi, lo in zip(highs[1:], lows, strict=False)])
                  for j, (first, lows, highs) in laws.items()}  # ΔH; the first entry is never read

    def values_at(offset: int, count: int, source: dict[int, tuple[int, list[int], list[int]]]
                  ) -> dict[int, tuple[list[int], list[int]]]:
        """Every wanted member's P H (or P ΔH) at the grid points x_first + offset/grid + n, n = 0..count-1."""
        out = {}
        for j in wanted:
            first, lows, highs = source[j]
            y = x_first + Fraction(offset, grid) + j * d
            n = math.floor(y)
            out[j] = _interpolated(lows, highs, first, y - n, n, count)
        return out

    # the edges: the increments of every member certainly positive on [x_left - 1, x_left), negative on
    # [x_right, x_right + 1), at the grid points, which hold each member's outcome there (exact grid), or between
    # them by the sampling lemma (an extremum inside has a vanishing derivative; the interval's ends are grid points)
    slack = 0
    if not exact:
        bend = (sum((second_c[order] * _difference_of_h(N, k, q, lam, a, b, order + 1, x_left - 1, x_right + 1)
                     for order in range(2, len(NODES))), Fraction(0)) / (8 * grid * grid)
                + JUMP * _difference_of_h(N, k, q, lam, a, b, len(NODES) + 1, x_left - 1, x_right + 1) / (2 * grid))
        slack = -((-bend.numerator * scale) // bend.denominator)
    for edge, sign in ((x_left - 1, -1), (x_right, 1)):
        m4 = drift_fourth(N, k, q, lam, a, b, edge, edge + 1, extra=1) if steps > DIRECT_STEPS else Fraction(0)
        for offset in range(grid if exact else grid + 1):
            values = values_at((edge - x_first) * grid + offset, 1, increments)
            if sign < 0:
                values = {j: ([-hi for hi in highs], [-lo for lo in lows]) for j, (lows, highs) in values.items()}
            if not _certainly_negative(values, steps, m4, scale, progression(offset), slack):
                return None
    # the window: the Green bound on the grid, and the sampling term
    count = x_last - x_first + 1
    m4 = (fourth if fourth is not None else drift_fourth(N, k, q, lam, a, b, x_first, x_last + 1)
          ) if steps > DIRECT_STEPS else Fraction(0)
    sampling = Fraction(0)
    if not exact:
        jump = JUMP * _difference_of_h(N, k, q, lam, a, b, len(NODES), x_first, x_last + 1)
        sampling = curvature / (8 * grid * grid) + jump / (2 * grid)
    best: Fraction | int = 0
    for offset in range(grid):
        values = values_at(offset, count - (1 if offset else 0), laws)
        best = max(best, max(_scaled_bounds(values, steps, m4, scale, *progression(offset))))
    return Fraction(best) / scale + sampling
