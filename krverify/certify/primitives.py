"""The named primitives of the formula language: mathematical objects that are not a closed form (standard library
only).

Each primitive is named for the object it returns, written from its definition (cited), and tested against an
independent method (tests/certify/test_primitives.py).  The engine passes faster implementations of the same
names (krverify/claims/_formula.py, engine_primitives), which the tests compare with these at random points; the
checker uses these.

>>> ones_law(2, 1, Fraction(1, 4))          # (q + p x)(p + q x) = 3/16 + 10/16 x + 3/16 x^2
(Fraction(3, 16), Fraction(5, 8), Fraction(3, 16))
>>> hockey_stick((Fraction(1, 2), Fraction(1, 2)), (Fraction(1, 4), Fraction(3, 4)), 1)
Fraction(1, 4)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import pairwise, product
from math import ceil, comb, floor, lcm, prod
from typing import Any

from . import enclosures as _enclosures
from .enclosures import Enclosure
from .formula import ExpSum, FormulaError, Law, enclose

__all__ = ["PRIMITIVES", "binomial_law", "bit_vectors", "bivariate_normal_cdf", "collections", "compositions",
           "convolve", "discrete_gaussian_moment", "geometric_sparse_threshold", "histogram_law", "hockey_stick",
           "laplace_difference_tail", "laplace_interval", "law_of_independent_sum", "linear_product", "log_factorial",
           "neighbours", "noisy_max_win", "ones_law", "ones_pmf", "sparse_threshold", "total_variation"]


#: The primitives' stated limits on the size of their work: every use in proofs/ is far inside them (the largest in
#: brackets), and a ledger edited beyond one gets one line (a ValueError naming the limit), not a hang or a memory
#: blow-up.  binomial_law: n [1000]; ones_law: kN [1000] and its convolution's products (kM + 1)(k(N - M) + 1)
#: [2000]; ones_pmf: kN [2000]; log_factorial: n [10^6]; linear_product: the degree [16]; convolve: the product of
#: the two lengths [2312]; law_of_independent_sum and
#: histogram_law: the outcomes of a partial sum (a fold's step), of the law [201, 35]; noisy_max_win: the counts [3];
#: sparse_threshold: the queries [5] (the integrand's terms multiply by up to 3 a query); bit_vectors, neighbours,
#: histogram_law: the record length L [3]; collections, compositions, tuples: the members enumerated [~10^4],
#: compositions' parts and tuples' length [MAX_LENGTH]; bivariate_normal_cdf: |rho| [1/4] and |a|, |b| [3/2]
#: (MAX_CORRELATION, MAX_NORMAL_ARGUMENT, below).
MAX_TRIALS = 5000
MAX_PMF_REPORTS = 10**4
MAX_FACTORIAL = 10**7
MAX_DEGREE = 500
MAX_CONVOLUTION = 10**5
MAX_OUTCOMES = 10**5
MAX_COUNTS = 24
MAX_QUERIES = 12
MAX_RECORD_BITS = 20
MAX_MEMBERS = 10**7
MAX_LENGTH = 64


def _count(value: Any, name: str, least: int = 0) -> int:
    if isinstance(value, bool) or Fraction(value).denominator != 1 or value < least:
        raise ValueError(f"{name}={_short(value)} is not an integer >= {least}")
    return int(value)


def _within(value: int, limit: int, what: str) -> int:
    """``value`` if at most ``limit``, else a ValueError naming the limit (one line)."""
    if value > limit:
        raise ValueError(f"{what} {_short(value)} is beyond the limit of {limit} (primitives.py's stated limits)")
    return value


def _short(value: Any, limit: int = 40) -> str:
    """A value in a refusal, cut to ``limit`` characters (an edited ledger's number may have a million digits)."""
    if isinstance(value, int | Fraction) and max(Fraction(value).numerator.bit_length(),
                                                 Fraction(value).denominator.bit_length()) >= 4 * limit:
        size = abs(Fraction(value))  # str() of a 10^5-digit integer is refused by Python (int_max_str_digits)
        sign = "-" if value < 0 else ""
        return f"{sign}~2^{size.numerator.bit_length() - size.denominator.bit_length()}"
    text = str(value)
    return text if len(text) <= limit else text[:limit] + "..."


def convolve(first: Sequence[Any], second: Sequence[Any]) -> tuple[Any, ...]:
    """The law of X + Y for independent X ~ first, Y ~ second on 0, 1, 2, ... (the product of their generating
    polynomials).  Rational coefficients are brought to a common denominator per law and multiplied as integers
    (the same rationals, without a gcd per term); any other value (an exponential sum) term by term.  The product
    of the two lengths at most MAX_CONVOLUTION = 10^5.

    >>> convolve((Fraction(1, 2), Fraction(1, 2)), (Fraction(1, 3), Fraction(2, 3)))  # (1 + x)/2 · (1 + 2x)/3
    (Fraction(1, 6), Fraction(1, 2), Fraction(1, 3))
    """
    _within(len(first) * len(second), MAX_CONVOLUTION, "convolve: the product of the two laws' lengths")
    scaled = _integer_coefficients(first), _integer_coefficients(second)
    if scaled[0] is not None and scaled[1] is not None:
        (a, scale_a), (b, scale_b) = scaled
        return tuple(Fraction(c, scale_a * scale_b) for c in _integer_convolution(a, b))
    result = [Fraction(0)] * (len(first) + len(second) - 1)
    for i, a in enumerate(first):
        if a:
            for j, b in enumerate(second):
                result[i + j] += a * b
    return tuple(result)


def _integer_convolution(a: Sequence[int], b: Sequence[int]) -> list[int]:
    """The coefficients of the product of two integer polynomials, lowest degree first."""
    sums = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                sums[i + j] += x * y
    return sums


class _ScaledLaw(tuple):
    """A law's probabilities (Fractions) that also keeps them as integers over one denominator (``scaled``), as it
    was built: a divergence of two such laws then needs no common denominator."""

    scaled: tuple[list[int], int]


def _scaled_law(numerators: list[int], total: int) -> _ScaledLaw:
    law = _ScaledLaw(Fraction(x, total) for x in numerators)
    law.scaled = (numerators, total)
    return law


def _integer_coefficients(values: Sequence[Any]) -> tuple[list[int], int] | None:
    """Rationals (ints, Fractions) as integers over their least common denominator; None if any is not rational."""
    if isinstance(values, _ScaledLaw):
        return values.scaled
    if not all(type(v) is Fraction or type(v) is int for v in values):
        return None
    scale = lcm(*(v.denominator for v in values))
    return [v.numerator * (scale // v.denominator) for v in values], scale


def law_of_independent_sum(laws: Sequence[Any]) -> Law:
    """The law of X_1 + ... + X_n for independent X_i, X_i with law ``laws[i]``: P[Σ X_i = s] is the sum of
    Π_i P[X_i = x_i] over the outcomes (x_1, ..., x_n) with Σ x_i = s (the joint law of independent variables is the
    product of their laws; the sum's law is their convolution, Feller 1968, vol. 1, §XI.2).  A law is a Law, a tuple
    of (value, probability) pairs or a tuple of probabilities on 0, 1, 2, ...; values and probabilities rational, the
    probabilities non-negative with sum 1.  Folded one variable at a time, values and probabilities as integers over
    common denominators; the sums in increasing order (no variable: the point mass at 0).  A partial sum's outcomes
    at most MAX_OUTCOMES = 10^5 (n variables of two values each can have 2^n).

    >>> half = ((0, Fraction(1, 2)), (Fraction(1, 2), Fraction(1, 2)))
    >>> law_of_independent_sum((half, (Fraction(1, 3), Fraction(2, 3))))
    Law({Fraction(0, 1): Fraction(1, 6), Fraction(1, 2): Fraction(1, 6), Fraction(1, 1): Fraction(1, 3), \
Fraction(3, 2): Fraction(1, 3)})
    """
    pairs = []
    for one in laws:
        law = tuple(one.masses.items()) if isinstance(one, Law) else tuple(
            tuple(term) if isinstance(term, tuple) else (index, term) for index, term in enumerate(one))
        if not law or any(len(term) != 2 or not all(type(v) is Fraction or type(v) is int for v in term)
                          for term in law) or any(p < 0 for _, p in law) or sum(p for _, p in law) != 1:
            raise ValueError(f"{one!r} is not a law of rational values and probabilities")
        pairs.append(law)
    unit = lcm(*(Fraction(v).denominator for law in pairs for v, _ in law))
    sums, scale = {0: 1}, 1
    for law in pairs:
        size = lcm(*(Fraction(p).denominator for _, p in law))
        step: dict[int, int] = {}
        for value, p in law:
            if p:
                shift, weight = int(value * unit), int(p * size)
                for s, mass in sums.items():
                    step[s + shift] = step.get(s + shift, 0) + mass * weight
                _within(len(step), MAX_OUTCOMES, "law_of_independent_sum: the outcomes of a partial sum")
        sums, scale = step, scale * size
    return Law({Fraction(s, unit): Fraction(mass, scale) for s, mass in sorted(sums.items())})


def binomial_law(n: Any, p: Any) -> tuple[Fraction, ...]:
    """Bin(n, p): P[X = i] = C(n, i) p^i (1 - p)^(n - i), i = 0..n; n at most MAX_TRIALS = 5000."""
    return _binomial_law(_within(_count(n, "n"), MAX_TRIALS, "binomial_law: n ="), Fraction(p))


@lru_cache(maxsize=1 << 12)
def _binomial_law(n: int, p: Fraction) -> tuple[Fraction, ...]:
    """binomial_law on exact arguments, cached: a sweep asks for the same few laws at many points."""
    return tuple(comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(n + 1))


def ones_law(N: Any, M: Any, q: Any, k: Any = 1) -> tuple[Fraction, ...]:
    """The law of the number of ones reported when N bits, M of them ones, are each reported k times, every report
    flipped independently with probability q (001 §4.2, §5.2: the coefficients of (q + px)^(kM) (p + qx)^(k(N - M)),
    p = 1 - q; 000 §3.1: A_n(m) ~ Bin(m, p) + Bin(n - m, q) for k = 1); kN at most MAX_TRIALS = 5000, and the
    convolution's (kM + 1)(k(N - M) + 1) products at most MAX_CONVOLUTION = 10^5 (1 s at N = 600, M = 300)."""
    n, m, reps = _count(N, "N"), _count(M, "M"), _count(k, "k", 1)
    if m > n:
        raise ValueError(f"M={_short(m)} ones among N={_short(n)} bits")
    _within(reps * n, MAX_TRIALS, "ones_law: the kN reports")
    _within((reps * m + 1) * (reps * (n - m) + 1), MAX_CONVOLUTION,
            "ones_law: the convolution's (kM + 1)(k(N - M) + 1) =")
    return _ones_law(n, m, reps, Fraction(q))


def ones_pmf(N: Any, M: Any, q: Any, t: Any, k: Any = 1) -> Fraction:
    """P[S = t] for S ~ ones_law(N, M, q, k), one coefficient of (q + px)^(kM) (p + qx)^(k(N - M)) (0 outside
    0..kN): with q = b/c, p = a/c, the sum over the j ones reported by the kM set reports,
    c^(kN) P[S = t] = Σ_j C(kM, j) a^j b^(kM - j) · C(k(N - M), t - j) b^(t - j) a^(k(N - M) - t + j),
    O(min(t, kM)) terms where the whole law costs O(kM · k(N - M)) long products (a ratio at one s of a sweep over
    N = 1000 needs one entry, not two laws of 2001); kN at most MAX_PMF_REPORTS = 10^4.

    >>> ones_pmf(2, 1, Fraction(1, 4), 1), ones_pmf(2, 1, Fraction(1, 4), 3)
    (Fraction(5, 8), Fraction(0, 1))
    """
    n, m, reps, s = _count(N, "N"), _count(M, "M"), _count(k, "k", 1), _count(t, "t")
    if m > n:
        raise ValueError(f"M={_short(m)} ones among N={_short(n)} bits")
    _within(reps * n, MAX_PMF_REPORTS, "ones_pmf: the kN reports")
    lie = Fraction(q)
    b, c = lie.numerator, lie.denominator
    a, ones, zeros = c - b, reps * m, reps * (n - m)
    total = sum(comb(ones, j) * comb(zeros, s - j) * a ** (zeros - s + 2 * j) * b ** (ones + s - 2 * j)
                for j in range(max(0, s - zeros), min(ones, s) + 1))
    return Fraction(total, c ** (ones + zeros))


@lru_cache(maxsize=1 << 12)
def _ones_law(n: int, m: int, reps: int, lie: Fraction) -> tuple[Fraction, ...]:
    """ones_law on exact arguments, cached: a sweep asks for the same laws at many points (and a formula for the law
    of a neighbour, M - 1, beside it)."""
    # as integers over c^(reps·n), q = b/c: Bin(reps·m, p) convolved with Bin(reps·(n - m), q)
    b, c = lie.numerator, lie.denominator
    a, ones, zeros = c - b, reps * m, reps * (n - m)
    first = [comb(ones, i) * a**i * b ** (ones - i) for i in range(ones + 1)]
    second = [comb(zeros, j) * b**j * a ** (zeros - j) for j in range(zeros + 1)]
    return _scaled_law(_integer_convolution(first, second), c ** (ones + zeros))


def histogram_law(x: Sequence[Sequence[int]], q: Any, L: Any = None) -> Law:
    """The law of A(x) = Φ(R(x)) (000 §2.2, (2.1)): each record of x randomized bit by bit (each bit flipped with
    probability q), the outcome the counts (s_1, ..., s_(2^L)) of the records d_1, ..., d_(2^L) of {0,1}^L, ones first
    (d_1 = (1, ..., 1)).  ``L`` is needed only for a collection of no records (the point mass at 0).  L at most
    MAX_RECORD_BITS = 20, the law's outcomes C(n + 2^L - 1, n) at most MAX_OUTCOMES = 10^5."""
    rows = tuple(tuple(record) for record in x)
    if not rows and L is None:
        raise ValueError("a collection of no records needs its record length L")
    length = len(rows[0]) if rows else _count(L, "L", 1)
    _within(length, MAX_RECORD_BITS, "histogram_law: the record length L =")
    outcomes, types = 1, 1 << length
    for r in range(1, len(rows) + 1):  # C(r + 2^L - 1, r): the histograms of r records, the outcomes after r
        outcomes = outcomes * (r + types - 1) // r
        _within(outcomes, MAX_OUTCOMES, "histogram_law: the outcomes (histograms) of the law")
    return _histogram_law(rows, Fraction(q), length)


@lru_cache(maxsize=1 << 14)
def _histogram_law(rows: tuple[tuple[int, ...], ...], lie: Fraction, L: int) -> Law:
    """histogram_law on hashable arguments, cached: a sweep asks for the same collections at every point."""
    space = tuple(bit_vectors(L))
    masses: dict[tuple[int, ...], Fraction] = {(0,) * len(space): Fraction(1)}
    for record in rows:
        weights = [lie ** sum(a != b for a, b in zip(record, d, strict=True)) * (1 - lie) ** sum(
            a == b for a, b in zip(record, d, strict=True)) for d in space]
        step: dict[tuple[int, ...], Fraction] = {}
        for s, mass in masses.items():
            for j, weight in enumerate(weights):
                t = s[:j] + (s[j] + 1,) + s[j + 1:]
                step[t] = step.get(t, Fraction(0)) + mass * weight
        masses = step
    return Law(dict(sorted(masses.items(), reverse=True)))


def linear_product(roots: Sequence[Any], leading: Any = 1) -> tuple[Fraction, ...]:
    """The coefficients, lowest degree first, of leading · Π_j (r_j + x) (001 Lemma 1's polynomials); at most
    MAX_DEGREE = 500 roots."""
    result: tuple[Fraction, ...] = (Fraction(leading),)
    _within(len(roots), MAX_DEGREE, "linear_product: the degree")
    for r in roots:
        result = convolve(result, (Fraction(r), Fraction(1)))
    return result


def hockey_stick(P: Sequence[Any], Q: Sequence[Any], lam: Any) -> Fraction:
    """Σ_s max(0, P(s) - λ Q(s)): the largest P(S) - λ Q(S) over sets S of outcomes, the δ of an (ln λ, δ) pair."""
    if len(P) != len(Q):
        raise ValueError("laws on different outcomes")
    scaled_P, scaled_Q, ratio = _integer_coefficients(P), _integer_coefficients(Q), Fraction(lam)
    if scaled_P is None or scaled_Q is None:
        return sum((max(Fraction(0), Fraction(a) - ratio * Fraction(b)) for a, b in zip(P, Q, strict=True)),
                   Fraction(0))
    (xs, sp), (ys, sq) = scaled_P, scaled_Q
    # the same sum over integers: P(s) = x_s/sp, Q(s) = y_s/sq, λ = u/v: Σ max(0, a x_s - b y_s) / (v sp sq)
    a, b = ratio.denominator * sq, ratio.numerator * sp
    return Fraction(sum(d for d in (a * x - b * y for x, y in zip(xs, ys, strict=True)) if d > 0),
                    ratio.denominator * sp * sq)


def total_variation(P: Sequence[Any], Q: Sequence[Any]) -> Fraction:
    """max_S |P(S) - Q(S)| = Σ_s |P(s) - Q(s)| / 2."""
    if len(P) != len(Q):
        raise ValueError("laws on different outcomes")
    return sum((abs(Fraction(a) - Fraction(b)) for a, b in zip(P, Q, strict=True)), Fraction(0)) / 2


def laplace_interval(mu: Any, b: Any, S: Sequence[Any]) -> ExpSum:
    """P[μ + Lap(b) ∈ S] for an interval S = (low, high), an end ``None`` unbounded, as an exact sum of exponentials:
    F(high) - F(low) with the Laplace distribution function F(t) = e^((t - μ)/b)/2 for t < μ, 1 - e^(-(t - μ)/b)/2
    for t >= μ (density e^(-|t - μ|/b)/(2b); Dwork & Roth 2014, Def. 3.3).  Open and closed ends give the same
    probability.

    >>> laplace_interval(0, 1, (None, None)), laplace_interval(0, 1, (0, None))
    (1, 1/2)
    >>> laplace_interval(0, 2, (1, None))   # e^(-1/2)/2
    1/2*exp(-1/2)
    """
    centre, scale = Fraction(mu), Fraction(b)
    if scale <= 0:
        raise ValueError(f"the Laplace scale b={b} is not positive")
    low, high = S

    def cdf(t: Any) -> ExpSum:
        u = Fraction(t) - centre
        return ExpSum({u / scale: Fraction(1, 2)}) if u < 0 else 1 - ExpSum({-u / scale: Fraction(1, 2)})

    upper = ExpSum.of(1) if high is None else cdf(high)
    return upper - (ExpSum.of(0) if low is None else cdf(low))


def laplace_difference_tail(a: Any, b: Any, t: Any) -> ExpSum:
    """P[X - Y >= t] for independent X ~ Lap(a), Y ~ Lap(b) (centred; the sparse vector's query noise against its
    threshold noise), as an exact sum of exponentials.  X - Y has the law of X + Y, whose density is the convolution
    of e^(-|x|/a)/(2a) and e^(-|y|/b)/(2b) (Dwork & Roth 2014, Def. 3.3), integrated piecewise:
    (a e^(-|z|/a) - b e^(-|z|/b))/(2(a² - b²)) for a != b and (1 + |z|/b) e^(-|z|/b)/(4b) for a = b; so for t >= 0
    P[X - Y >= t] = (a² e^(-t/a) - b² e^(-t/b))/(2(a² - b²)), or (2 + t/b) e^(-t/b)/4, and 1 - P[X - Y >= -t] for
    t < 0 (the law is symmetric and continuous).

    >>> laplace_difference_tail(2, 1, 0), laplace_difference_tail(1, 1, 0)
    (1/2, 1/2)
    >>> laplace_difference_tail(2, 1, 2)   # (4 e^-1 - e^-2)/6
    -1/6*exp(-2) + 2/3*exp(-1)
    """
    first, second, level = Fraction(a), Fraction(b), Fraction(t)
    if first <= 0 or second <= 0:
        raise ValueError(f"the Laplace scales a={a}, b={b} are not positive")
    if level < 0:
        return 1 - laplace_difference_tail(first, second, -level)
    if first == second:
        return ExpSum({-level / second: (2 + level / second) / 4})
    spread = 2 * (first**2 - second**2)
    return (ExpSum.exp(-level / first) * (first**2 / spread)) - (ExpSum.exp(-level / second) * (second**2 / spread))


def sparse_threshold(queries: Sequence[Sequence[Any]], T: Any, sigma: Any, window: Sequence[Any] = (None, None),
                     b: Any = None) -> ExpSum:
    """P[T-hat in window and every answer as prescribed] for the sparse vector's one noisy threshold T-hat = T +
    Lap(sigma) and independent query noises v_i ~ Lap(b), b = 2 sigma unless given (004 Algorithm 5: Lap(2/eps) and
    Lap(4/eps)): ``queries`` are pairs (q_i, a_i), a_i = 1 (⊤) when q_i + v_i >= T-hat, a_i = 0 (⊥) when q_i + v_i <
    T-hat; ``window`` an interval (low, high) of T-hat, an end ``None`` unbounded.  Given T-hat = t the answers are
    independent, so the probability is the integral over the window of the density e^(-|t - T|/sigma)/(2 sigma) times
    prod_i P[v_i >= t - q_i] (or its complement), P[v >= u] = 1 - e^(u/b)/2 for u <= 0 and e^(-u/b)/2 for u > 0
    (Dwork & Roth 2014, Def. 3.3).  Between consecutive points of {T, q_i, window ends} the integrand is a finite sum
    of c e^(a t + w) (rational c, a, w), integrated in closed form: an exact sum of exponentials.  At most
    MAX_QUERIES = 12 queries (each multiplies the integrand's terms by up to 3).

    >>> sparse_threshold(((0, 1),), 0, 1)       # P[v >= T-hat] = 1/2 (v - T-hat is symmetric)
    1/2
    >>> sparse_threshold(((0, 1),), 0, 1, (0, None)) + sparse_threshold(((0, 1),), 0, 1, (None, 0))
    1/2
    """
    threshold, scale = Fraction(T), Fraction(sigma)
    noise = 2 * scale if b is None else Fraction(b)
    if scale <= 0 or noise <= 0:
        raise ValueError(f"the Laplace scales sigma={sigma}, b={b} are not positive")
    answers = []
    _within(len(queries), MAX_QUERIES, "sparse_threshold: the number of queries")
    for pair in queries:
        q, bit = pair
        if isinstance(bit, bool) or bit not in (0, 1):
            raise ValueError(f"the answer {bit!r} is not 1 (⊤) or 0 (⊥)")
        answers.append((Fraction(q), int(bit)))
    low, high = (None if end is None else Fraction(end) for end in window)
    if low is not None and high is not None and high <= low:
        return ExpSum.of(0)
    points = sorted({threshold, *(q for q, _ in answers), *(end for end in (low, high) if end is not None)})
    points = [t for t in points if (low is None or t >= low) and (high is None or t <= high)]
    ends = [low, *points, high] if points else [low, high]
    total: dict[Fraction, Fraction] = {}
    for left, right in pairwise(ends):
        if left is not None and right is not None and left == right:
            continue
        probe = right - 1 if left is None else left + 1 if right is None else (left + right) / 2
        # the integrand on (left, right) as terms (c, a, w) of c e^(a t + w)
        terms = [(1 / (2 * scale), 1 / scale, -threshold / scale) if probe < threshold else
                 (1 / (2 * scale), -1 / scale, threshold / scale)]
        for q, bit in answers:
            above = ([(Fraction(1), Fraction(0), Fraction(0)), (Fraction(-1, 2), 1 / noise, -q / noise)]
                     if probe <= q else [(Fraction(1, 2), -1 / noise, q / noise)])  # P[v >= t - q]
            factor = above if bit else [(Fraction(1), Fraction(0), Fraction(0))] + [(-c, a, w) for c, a, w in above]
            terms = [(c1 * c2, a1 + a2, w1 + w2) for c1, a1, w1 in terms for c2, a2, w2 in factor]
        for c, a, w in terms:
            if a == 0:
                if left is None or right is None:
                    raise ValueError("an unbounded piece with a constant integrand")  # never for these densities
                total[w] = total.get(w, Fraction(0)) + c * (right - left)
                continue
            for end, sign in ((right, 1), (left, -1)):
                if end is not None:
                    total[w + a * end] = total.get(w + a * end, Fraction(0)) + sign * c / a
    return ExpSum(total)


def bit_vectors(L: Any) -> Iterator[tuple[int, ...]]:
    """Every vector of {0,1}^L, ones first; L at most MAX_RECORD_BITS = 20."""
    yield from product((1, 0), repeat=_within(_count(L, "L", 1), MAX_RECORD_BITS, "bit_vectors: the length L ="))


def collections(n: Any, L: Any) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every collection of n records of L bits, in a fixed order; L at most MAX_RECORD_BITS = 20 and nL at most 23
    (at most 2^23 collections, below MAX_MEMBERS = 10^7)."""
    records, length = _count(n, "n", 1), _within(_count(L, "L", 1), MAX_RECORD_BITS, "collections: the length L =")
    _within(records * length, MAX_MEMBERS.bit_length() - 1, "collections: the bits n*L of a collection")
    yield from product(tuple(bit_vectors(length)), repeat=records)


def compositions(total: Any, parts: Any) -> Iterator[tuple[int, ...]]:
    """Every tuple of ``parts`` non-negative integers with sum ``total`` (the histograms of ``total`` records over
    ``parts`` types), in lexicographic order: the order of ``tuples(ints(0, total), parts)`` filtered by its sum.
    At most MAX_LENGTH = 64 parts and MAX_MEMBERS = 10^7 tuples.

    >>> list(compositions(2, 2))
    [(0, 2), (1, 1), (2, 0)]
    """
    n, k = _count(total, "total"), _count(parts, "parts", 1)
    _within(k, MAX_LENGTH, "compositions: parts =")  # and the recursion's depth
    _within(comb(n + k - 1, k - 1), MAX_MEMBERS, "compositions: the number of members")

    def tails(left: int, width: int) -> Iterator[tuple[int, ...]]:
        if width == 1:
            yield (left,)
            return
        for head in range(left + 1):
            for tail in tails(left - head, width - 1):
                yield (head, *tail)

    yield from tails(n, k)


def neighbours(x: Sequence[Sequence[int]]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every collection that differs from x in exactly one record (records of at most MAX_RECORD_BITS bits)."""
    rows = tuple(tuple(record) for record in x)
    for index, record in enumerate(rows):
        for other in bit_vectors(len(record)):  # bit_vectors refuses a record beyond MAX_RECORD_BITS
            if other != record:
                yield rows[:index] + (other,) + rows[index + 1:]


def noisy_max_win(c: Sequence[Any], i: Any, b: Any) -> ExpSum:
    """P[c_i + L_i > c_j + L_j for every j != i] for independent L_j ~ Lap(b): the probability that Report Noisy Max
    on the counts c outputs i (ties have probability 0), as an exact sum of exponentials (c rational).

    By the definition of the output, with x the noisy count of i: ∫ f(x - c_i) Π_{j != i} F(x - c_j) dx, f(u) =
    e^(-|u|/b)/(2b) and F(u) = e^(u/b)/2 for u < 0, 1 - e^(-u/b)/2 for u >= 0 (Dwork & Roth 2014, Def. 3.3, Alg. 2).
    Between two consecutive counts each factor is a sum of terms κ·e^(s·x), so the integrand is too, and each term
    integrates exactly: κ (e^(sU) - e^(sL))/s, or κ (U - L) where s = 0 (a bounded piece only: the density makes the
    slope positive below every count and negative above).  At most MAX_COUNTS = 24 counts (1.5 s at 20).

    >>> noisy_max_win((0, 0), 0, 1)                 # two equal counts: a fair coin
    1/2
    >>> noisy_max_win((1, 0), 0, 1)                 # 1 - P[L_0 - L_1 < -1] = 1 - (2 + 1) e^-1/4
    -3/4*exp(-1) + 1
    >>> sum((noisy_max_win((0, 1, 3), j, 2) for j in range(3)), ExpSum.of(0))
    1
    """
    counts, scale = tuple(Fraction(v) for v in c), Fraction(b)
    _within(len(counts), MAX_COUNTS, "noisy_max_win: the number of counts")
    index = _count(i, "i")
    if scale <= 0 or not index < len(counts):
        raise ValueError(f"noisy_max_win needs a positive scale b={b} and an index i={i} of the counts")
    slope = 1 / scale

    def density(x_below: bool, centre: Fraction) -> dict[Fraction, ExpSum]:
        if x_below:  # e^((x - c)/b)/(2b)
            return {slope: ExpSum({-centre * slope: slope / 2})}
        return {-slope: ExpSum({centre * slope: slope / 2})}

    def cdf(x_below: bool, centre: Fraction) -> dict[Fraction, ExpSum]:
        if x_below:  # e^((x - c)/b)/2
            return {slope: ExpSum({-centre * slope: Fraction(1, 2)})}
        return {Fraction(0): ExpSum.of(1), -slope: ExpSum({centre * slope: Fraction(-1, 2)})}

    def times(f: dict[Fraction, ExpSum], g: dict[Fraction, ExpSum]) -> dict[Fraction, ExpSum]:
        out: dict[Fraction, ExpSum] = {}
        for s1, k1 in f.items():
            for s2, k2 in g.items():
                out[s1 + s2] = out.get(s1 + s2, ExpSum.of(0)) + k1 * k2
        return out

    breaks = sorted(set(counts))
    ends = [None, *breaks, None]
    total = ExpSum.of(0)
    for low, high in pairwise(ends):  # the piece (low, high) of the real line, None unbounded
        def below(centre: Fraction, low: Fraction | None = low) -> bool:  # x < centre throughout the piece
            return low is None or low < centre
        integrand = density(below(counts[index]), counts[index])
        for j, centre in enumerate(counts):
            if j != index:
                integrand = times(integrand, cdf(below(centre), centre))
        for s, kappa in integrand.items():
            if kappa.is_zero():
                continue
            if s == 0:
                if low is None or high is None:
                    raise ValueError("an unbounded piece with a constant integrand")  # not reached: see above
                total = total + kappa * (high - low)
                continue
            if (high is None and s > 0) or (low is None and s < 0):
                raise ValueError("a divergent piece")  # not reached: see above
            upper = ExpSum.of(0) if high is None else ExpSum.exp(s * high)
            lower = ExpSum.of(0) if low is None else ExpSum.exp(s * low)
            total = total + kappa * (upper - lower) * (1 / s)
    return total


#: Bits kept in the mantissas that bracket n! in :func:`log_factorial`.
_FACTORIAL_BITS = 320
#: ... and cut to this many bits (outward) before their logarithms: a relative width of 2^-200.
_LOG_BITS = 208


@lru_cache(maxsize=1)
def _ln2() -> Enclosure:
    """ln 2, enclosed once (enclosures.log of 2)."""
    return _enclosures.log(Fraction(2))


def _factorial_bracket(n: int, bits: int = _LOG_BITS) -> tuple[int, int, int]:
    """(low, high, e) with low·2^e <= n! <= high·2^e and low, high of at most ``bits`` bits (log_factorial's
    bracket: every cut rounds low down and high up).

    >>> _factorial_bracket(5)
    (120, 120, 0)
    """
    low = high = 1
    shift = 0
    for start in range(2, n + 1, 1024):
        block = prod(range(start, min(start + 1024, n + 1)))
        low, high = low * block, high * block
        cut = max(0, low.bit_length() - _FACTORIAL_BITS)
        low, high, shift = low >> cut, -(-high >> cut), shift + cut
    cut = max(0, low.bit_length() - bits)  # short mantissas for the logarithm's series (still outward)
    return low >> cut, -(-high >> cut), shift + cut


def log_factorial(n: Any) -> Enclosure:
    """ln n! = ln 1 + ln 2 + ... + ln n (= ln Γ(n + 1)), a certified enclosure, without forming n! (18.5 million bits
    at n = 10^6).  n! is bracketed as low·2^e <= n! <= high·2^e: the exact product of each block of up to 1024
    consecutive factors is multiplied into both mantissas, which are then cut to 320 bits, low rounded down and high
    rounded up (so the bracket holds at every step, its relative width at most 2^-310 after 10^3 blocks), and cut
    outward to 208 bits at the end; then ln(m·2^e) = ln(m/2^b) + (b + e) ln 2 with m/2^b in [1/2, 1)
    (enclosures.log, whose ends are certified).  n at most MAX_FACTORIAL = 10^7 (10 s).

    >>> x = log_factorial(10)   # ln 3628800 = 15.104412573075516...
    >>> Fraction(1510441257307551, 10**14) < x.low < x.high < Fraction(1510441257307552, 10**14)
    True
    >>> x.high - x.low < Fraction(1, 2**190), log_factorial(1).low <= 0 <= log_factorial(1).high
    (True, True)
    """
    low, high, shift = _factorial_bracket(_within(_count(n, "n"), MAX_FACTORIAL, "log_factorial: n ="))
    ln2 = _ln2()
    ends = []
    for mantissa, side in ((low, 0), (high, 1)):
        bits = mantissa.bit_length()
        ends.append(_enclosures.log(Fraction(mantissa, 2**bits))[side] + (bits + shift) * ln2[side])
    return Enclosure(ends[0], ends[1])


#: discrete_gaussian_moment's stated limits (every use in proofs/ is far inside them: σ² in [1/20, 45], powers up to
#: 2, at most 2000 bits, the first term of an enclosed sum within 18σ of the centre, no bounded window), so that an
#: edited ledger gets one line, not a hang: σ² in [DGAUSS_MIN_VARIANCE, DGAUSS_MAX_VARIANCE] (a tail's terms shrink
#: by e^(-1/σ²) a step: a huge σ² never reaches the cut, a tiny one asks e^(1/σ²) in fixed point), the power at most
#: DGAUSS_MAX_POWER, at most DGAUSS_MAX_BITS bits, at most DGAUSS_MAX_TERMS integers in a bounded window, and an
#: enclosed sum's first term x_s (the window's integer nearest the centre c from below) within DGAUSS_MAX_DEVIATIONS
#: σ of c (the fixed-point terms start from e^(-(x_s - c)²/(2σ²)): far out it is a huge integer, and it underflows).
DGAUSS_MIN_VARIANCE = Fraction(1, 1000)
DGAUSS_MAX_VARIANCE = 10**4
DGAUSS_MAX_POWER = 100
DGAUSS_MAX_BITS = 10**4
DGAUSS_MAX_TERMS = 10**4
DGAUSS_MAX_DEVIATIONS = 100


def discrete_gaussian_moment(sigma_squared: Any, power: Any, shift: Any = 0, window: Sequence[Any] = (None, None),
                             bits: Any = None) -> Fraction | ExpSum | Enclosure:
    """Σ x^power e^(-(x - shift)²/(2σ²)) over the integers x in the window low <= x <= high (an end ``None``
    unbounded): the unnormalised moment of the discrete Gaussian DGauss(shift, σ²), P[X = x] ∝ e^(-(x - shift)²/(2σ²))
    on Z (Canonne, Kamath and Steinke 2020, Def. 1).  With power 0 and the whole line it is the normalising constant
    Z, so E[X^p; X in window] is this sum over the whole line's at power 0; at power 0 and a window, Z times the mass.

    Exact where the sum is: a bounded window gives a finite exponential sum (ExpSum); an odd power at shift 0 over a
    window symmetric about 0 gives 0 (the terms at x and -x cancel: (-x)^p = -x^p, e^(-(-x)²/(2σ²)) = e^(-x²/(2σ²))).
    Otherwise a certified enclosure, of relative width at most 2^-bits of Σ |terms| (``bits``: BITS = 200 unless
    given; a comparison of two sums that differ by e^(-2π²σ²), as theta sums at two shifts do, needs about 29σ² bits):
    the terms are bracketed in fixed point (integers over 2^P, rounded outward) from e^(-(x - c)²/(2σ²)) at a start
    x_s and the exact recurrences
    w(x + 1) = w(x) g(x), g(x + 1) = g(x) e^(-1/σ²), g(x) = e^(-(2(x - c) + 1)/(2σ²)) (and leftwards
    w(x - 1) = w(x) h(x), h(x - 1) = h(x) e^(-1/σ²), h(x) = e^((2(x - c) - 1)/(2σ²))), the four exponentials by
    :func:`_exp_fixed` at P bits; an unbounded side is cut at the first y beyond 0 (y >= 1 rightwards, <= -1
    leftwards) with ((|y| + 1)/|y|)^p g(y) <= 1/2 (g decreases outward and so does (|y| + 1)/|y|: every later ratio of
    consecutive terms is at most 1/2 too) and a small term: the rest is at most twice the term at y, added with the
    terms' sign.

    Refused with a ValueError naming the limit (see DGAUSS_MAX_DEVIATIONS and its neighbours): σ² outside
    [1/1000, 10^6], a power above 100, more than 10^4 bits, a bounded window of more than 10^4 integers, an enclosed
    sum whose first term x_s is more than 100σ from the centre.

    >>> z = discrete_gaussian_moment(1, 0)   # Σ e^(-x²/2) = 2.506628288042905544830679... (just above √(2π))
    >>> Fraction(2506628288042905544, 10**18) < z.low < z.high < Fraction(2506628288042905545, 10**18)
    True
    >>> discrete_gaussian_moment(1, 1), discrete_gaussian_moment(2, 3, 0, (-5, 5))   # odd, symmetric: 0 exactly
    (Fraction(0, 1), Fraction(0, 1))
    >>> discrete_gaussian_moment(2, 1, 0, (0, 2))   # 0 + e^(-1/4) + 2 e^(-1)
    2*exp(-1) + 1*exp(-1/4)
    """
    s2, p, c = Fraction(sigma_squared), _count(power, "power"), Fraction(shift)
    precision = _enclosures.BITS if bits is None else _count(bits, "bits", 1)
    if s2 <= 0:
        raise ValueError(f"the variance sigma_squared={sigma_squared} is not positive")
    if not DGAUSS_MIN_VARIANCE <= s2 <= DGAUSS_MAX_VARIANCE:
        raise ValueError(f"discrete_gaussian_moment: the variance sigma_squared={_short(s2)} is outside the limits "
                         f"[{DGAUSS_MIN_VARIANCE}, {DGAUSS_MAX_VARIANCE}]")
    if p > DGAUSS_MAX_POWER or precision > DGAUSS_MAX_BITS:
        raise ValueError(f"discrete_gaussian_moment: power={_short(p)}, bits={_short(precision)} beyond the limits "
                         f"power <= {DGAUSS_MAX_POWER}, bits <= {DGAUSS_MAX_BITS}")
    low, high = (None if end is None else Fraction(end) for end in window)
    a = None if low is None else ceil(low)
    b = None if high is None else floor(high)
    if a is not None and b is not None:
        if b - a + 1 > DGAUSS_MAX_TERMS:
            raise ValueError(f"discrete_gaussian_moment: the window ({_short(a)}, {_short(b)}) holds more than "
                             f"the limit of {DGAUSS_MAX_TERMS} integers")
        terms: dict[Fraction, Fraction] = {}
        for x in range(a, b + 1):
            exponent = -(x - c) ** 2 / (2 * s2)
            terms[exponent] = terms.get(exponent, Fraction(0)) + Fraction(x) ** p
        value = ExpSum(terms)
        rational = value.rational()
        return value if rational is None else rational
    if p % 2 == 1 and c == 0 and a is None and b is None:
        return Fraction(0)
    start = _dgauss_start(c, a, b)
    if (start - c) ** 2 > DGAUSS_MAX_DEVIATIONS**2 * s2:
        raise ValueError(f"discrete_gaussian_moment: the window's first term x={_short(start)} is more than the limit "
                         f"of {DGAUSS_MAX_DEVIATIONS} sigma from the centre {_short(c)} (sigma^2 = {_short(s2)})")
    return _discrete_gaussian_tail_sum(s2, p, c, a, b, precision)


def _dgauss_start(c: Fraction, a: int | None, b: int | None) -> int:
    """The first term x_s of an enclosed discrete Gaussian sum: floor(c), moved into the window [a, b]."""
    start = floor(c)
    start = start if a is None else max(start, a)
    return start if b is None else min(start, b)


def _exp_fixed(u: Fraction, P: int) -> tuple[int, int]:
    """Integers L <= 2^P e^u <= H for rational u, at any P.  For u >= 0: y = u/2^j <= 1/2, and at G = P + j + 32
    bits the Taylor terms 2^G y^k/k! bracketed by the recurrences t_k = t_(k-1) a/(b k) (y = a/b) rounded down and
    up, to the first k with an upper term <= 1; the rest, Σ_(m >= k) y^m/m! <= 2 y^k/k! (each next term at most y <=
    1/2 times the last), added to the upper sum; then squared j times (e^u = (e^y)^(2^j)), rounded outward, and cut
    to P bits outward.  For u < 0, 2^P e^u = 2^(2P)/(2^P e^-u), the quotients rounded outward.

    >>> low, high = _exp_fixed(Fraction(1), 64); low <= 50143449209799256682 <= high, high - low < 16
    (True, True)
    """
    if u < 0:
        low, high = _exp_fixed(-u, P)
        return (1 << 2 * P) // high, -(-(1 << 2 * P) // low)
    y, j = Fraction(u), 0
    while y > Fraction(1, 2):
        y, j = y / 2, j + 1
    G = P + j + 32
    a, b = y.numerator, y.denominator
    term_low = term_high = 1 << G
    total_low = total_high = 0
    k = 0
    while True:
        total_low, total_high = total_low + term_low, total_high + term_high
        k += 1
        term_low, term_high = term_low * a // (b * k), -(-term_high * a // (b * k))
        if term_high <= 1:
            break
    total_high += 2 * term_high
    for _ in range(j):
        total_low, total_high = (total_low * total_low) >> G, -((-total_high * total_high) >> G)
    return total_low >> (G - P), -((-total_high) >> (G - P))


@lru_cache(maxsize=1 << 12)
def _discrete_gaussian_tail_sum(s2: Fraction, p: int, c: Fraction, a: int | None, b: int | None,
                                bits: int) -> Enclosure:
    """discrete_gaussian_moment over a window unbounded on at least one side, cached (a sweep asks for the same
    sums at many points): fixed point at P = bits + guard bits, the guard doubled until the width is at most
    2^-bits of the lower bound of Σ |terms|."""
    guard = 64
    while guard <= 1 << 16:
        result = _discrete_gaussian_attempt(s2, p, c, a, b, bits + guard, bits)
        if result is not None:
            return result
        guard *= 2
    raise ValueError(f"discrete_gaussian_moment({s2}, {p}, {c}, ({a}, {b})): no enclosure at 2^16 guard bits")


def _discrete_gaussian_attempt(s2: Fraction, p: int, c: Fraction, a: int | None, b: int | None,
                               P: int, bits: int) -> Enclosure | None:
    """One try at P fractional bits (None: wider than 2^-bits, or a cut not reached before the terms underflow)."""
    one = 1 << P

    def fixed(x: Fraction) -> tuple[int, int]:  # e^x as integers L <= 2^P e^x <= H
        return _exp_fixed(x, P)

    def times(u: tuple[int, int], v: tuple[int, int]) -> tuple[int, int]:
        return (u[0] * v[0]) >> P, -((-u[1] * v[1]) >> P)

    start = _dgauss_start(c, a, b)
    step = fixed(-1 / s2)
    total_low = total_high = mass = 0
    for direction in (1, -1):
        x = start if direction == 1 else start - 1
        end = b if direction == 1 else a
        if end is not None and (x > end if direction == 1 else x < end):
            continue
        w = fixed(-(x - c) ** 2 / (2 * s2))
        # the multiplier from x to the next term outward: g(x) rightwards, h(x) leftwards
        ratio = fixed(-(2 * (x - c) + 1) / (2 * s2)) if direction == 1 else fixed((2 * (x - c) - 1) / (2 * s2))
        while True:
            weight = x**p
            if weight >= 0:
                total_low, total_high = total_low + weight * w[0], total_high + weight * w[1]
            else:
                total_low, total_high = total_low + weight * w[1], total_high + weight * w[0]
            mass += abs(weight) * w[0]
            if end is not None and x == end:
                break
            w, x = times(w, ratio), x + direction
            ratio = times(ratio, step)
            if end is None and x * direction >= 1 and 2 * (abs(x) + 1) ** p * ratio[1] <= abs(x) ** p * one:
                # every later ratio ((|y| + 1)/|y|)^p g(y) <= ((|x| + 1)/|x|)^p g(x) <= 1/2: the rest from x on is
                # below twice the term at x
                tail = 2 * abs(x) ** p * w[1]
                if tail << (bits + 16) <= mass:
                    sign = 1 if x > 0 or p % 2 == 0 else -1
                    total_low, total_high = (total_low, total_high + tail) if sign > 0 else (total_low - tail,
                                                                                             total_high)
                    break
                if w[1] <= 2:
                    return None  # the terms underflow before the cut: more bits
    if mass == 0 or (total_high - total_low) << bits > mass:
        return None
    return Enclosure(Fraction(total_low, one), Fraction(total_high, one))


def _tuples(values: Any, length: int) -> Iterator[tuple[Any, ...]]:
    """Every tuple of ``length`` members of ``values`` (the formula language's ``tuples``): a length of at most
    MAX_LENGTH = 64, at most MAX_MEMBERS = 10^7 tuples."""
    if hasattr(values, "__len__"):  # a range of 10^12 integers is refused before it is made a tuple
        _within(len(values) if length else 0, MAX_MEMBERS, "tuples: the number of values")
    values = tuple(values)
    _within(length, MAX_LENGTH, "tuples: the length")  # product's pools hold length copies of the values
    _within(len(values) ** length, MAX_MEMBERS, "tuples: the number of members")
    return product(values, repeat=length)


#: The primitives by name (the formula language's library beside its builtins).
PRIMITIVES: dict[str, Callable[..., Any]] = {
    "binomial_law": binomial_law, "bit_vectors": bit_vectors, "collections": collections, "compositions": compositions,
    "convolve": convolve, "discrete_gaussian_moment": discrete_gaussian_moment,
    "histogram_law": histogram_law, "hockey_stick": hockey_stick, "law_of_independent_sum": law_of_independent_sum,
    "laplace_difference_tail": laplace_difference_tail,
    "laplace_interval": laplace_interval,
    "linear_product": linear_product, "log_factorial": log_factorial,
    "neighbours": neighbours, "noisy_max_win": noisy_max_win, "ones_law": ones_law, "ones_pmf": ones_pmf,
    "sparse_threshold": sparse_threshold,
    "total_variation": total_variation,
    "tuples": lambda values, length: _tuples(values, _count(length, "length")),
}


def geometric_sparse_threshold(queries: Sequence[Sequence[Any]], T: Any, r_rho: Any, r_nu: Any,
                               window: Sequence[Any] = (None, None)) -> Fraction:
    """P[ρ in window and every answer as prescribed] for the sparse vector with two-sided geometric noise (004
    Algorithm 9, Zhu & Wang 2020, with DGeo noise on the threshold and on the queries): one threshold noise ρ ~
    DGeo(r_rho) and independent query noises ν_i ~ DGeo(r_nu), where DGeo(r) (0 < r < 1, r = e^-ε) is the two-sided
    geometric law P[X = k] = (1 - r)/(1 + r) r^|k| on the integers (Ghosh, Roughgarden & Sundararajan 2012);
    ``queries`` are pairs (q_i, a_i) of an integer answer and a_i = 1 (⊤) when q_i + ν_i >= T + ρ, 0 (⊥) when
    q_i + ν_i < T + ρ; ``window`` an interval (low, high) of ρ, integer ends included, an end ``None`` unbounded.
    The discrete twin of :func:`sparse_threshold`; with one query it is the tail P[ν - ρ >= T - q] of a difference
    of two independent DGeo.

    Given ρ = z the answers are independent with P[ν >= t] = r^t/(1 + r) for t >= 0 and 1 - r^(1 - t)/(1 + r) for
    t <= 0 (sums of the pmf), so the probability is Σ_z P[ρ = z] Π_i P[answer i | ρ = z]: summed term by term
    between the points {0, q_i - T}, and beyond them in closed form: there, with m = |z|, each factor is a + b u in
    u = r_nu^m and the product a polynomial Σ_d c_d u^d, so the tail Σ_(m >= M) (1 - r_rho)/(1 + r_rho) r_rho^m
    Σ_d c_d r_nu^(dm) is Σ_d c_d (1 - r_rho)/(1 + r_rho) g_d^M/(1 - g_d), g_d = r_rho r_nu^d < 1.  Exact.

    >>> geometric_sparse_threshold(((0, 1),), 0, Fraction(1, 2), Fraction(1, 2))  # (1 + P[ν = ρ])/2 = (1 + 5/27)/2
    Fraction(16, 27)
    >>> geometric_sparse_threshold(((0, 1), (1, 0)), 0, Fraction(1, 2), Fraction(1, 3), (0, 0))  # 1/3 · 3/4 · 1/12
    Fraction(1, 48)
    """
    low_rho, low_nu = Fraction(r_rho), Fraction(r_nu)
    if not (0 < low_rho < 1 and 0 < low_nu < 1):
        raise ValueError(f"the geometric ratios r_rho={r_rho}, r_nu={r_nu} are not in (0, 1)")
    threshold = _whole(T, "T")
    answers = []
    for pair in queries:
        q, bit = pair
        if isinstance(bit, bool) or bit not in (0, 1):
            raise ValueError(f"the answer {bit!r} is not 1 (⊤) or 0 (⊥)")
        answers.append((_whole(q, "the query answer q") - threshold, int(bit)))
    low, high = (None if end is None else _whole(end, "the window end") for end in window)
    # the answers are independent given ρ: their order does not matter, and sorted they share the cache
    return _geometric_sparse_threshold(tuple(sorted(answers)), low_rho, low_nu, low, high)


def _whole(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int | Fraction) or Fraction(value).denominator != 1:
        raise ValueError(f"{name}={value} is not an integer")
    return int(value)


@lru_cache(maxsize=8192)
def _geometric_sparse_threshold(answers: tuple[tuple[int, int], ...], r1: Fraction, r2: Fraction, low: int | None,
                                high: int | None) -> Fraction:
    """geometric_sparse_threshold on exact arguments (answers as (q_i - T, a_i)), cached: a sweep asks for the same
    runs at many points."""
    if low is not None and high is not None and high < low:
        return Fraction(0)
    weight = (1 - r1) / (1 + r1)

    def above(t: int) -> Fraction:  # P[ν >= t]
        return r2**t / (1 + r2) if t >= 0 else 1 - r2 ** (1 - t) / (1 + r2)

    def at(z: int) -> Fraction:
        value = weight * r1 ** abs(z)
        for d, bit in answers:
            value *= above(z - d) if bit else 1 - above(z - d)
        return value

    def tail(factors: list[tuple[Fraction, Fraction]], M: int) -> Fraction:
        """Σ_(m >= M) weight r1^m Π (a + b r2^m), M >= 0."""
        poly = [Fraction(1)]  # the coefficients of Π (a + b u), lowest degree first
        for a, b in factors:
            product_ = [Fraction(0)] * (len(poly) + 1)
            for d, c in enumerate(poly):
                product_[d] += a * c
                product_[d + 1] += b * c
            poly = product_
        return weight * sum((c * (r1 * r2**d) ** M / (1 - r1 * r2**d) for d, c in enumerate(poly)), Fraction(0))

    marks = [0, *(d for d, _ in answers)]
    total = Fraction(0)
    top, bottom = high, low
    if high is None:
        # z >= U >= 0 and z - d >= 0 for every d: P[⊤_i | z] = r2^(z - d)/(1 + r2), m = z
        U = max(max(marks), low) if low is not None else max(marks)
        total += tail([(Fraction(0), r2**-d / (1 + r2)) if bit else (Fraction(1), -(r2**-d) / (1 + r2))
                       for d, bit in answers], U)
        top = U - 1
    if low is None:
        # z <= D <= 0 and z - d <= 0 for every d: P[⊤_i | z] = 1 - r2^(1 + d) r2^(-z)/(1 + r2), m = -z
        D = min(min(marks), top)
        total += tail([(Fraction(1), -(r2 ** (1 + d)) / (1 + r2)) if bit else (Fraction(0), r2 ** (1 + d) / (1 + r2))
                       for d, bit in answers], -D)
        bottom = D + 1
    return total + sum((at(z) for z in range(bottom, top + 1)), Fraction(0))


PRIMITIVES["geometric_sparse_threshold"] = geometric_sparse_threshold


#: bivariate_normal_cdf's stated limits: |rho| <= 1/2 (the tetrachoric series' terms shrink at least by half) and
#: |a|, |b| <= 40 (Φ(±40) is within 10^-349 of 0 or 1; the Hermite values grow like e^((a² + b²)/4)).
MAX_CORRELATION = Fraction(1, 2)
MAX_NORMAL_ARGUMENT = 40
#: Cramér's inequality for the probabilists' Hermite polynomials, |He_n(x)| e^(-x²/4) <= K √(n!): from Abramowitz &
#: Stegun 22.14.17, |H_n(x)| e^(-x²/2) <= k 2^(n/2) √(n!) with k = 1.086435, and He_n(x) = 2^(-n/2) H_n(x/√2); K =
#: 1.0865 >= k (the sharp constant is 1, Cramér 1926; 1.0865 only loosens the tail).  K² = 1.18047... < 2π/5.
CRAMER_CONSTANT = Fraction(10865, 10000)


def bivariate_normal_cdf(a: Any, b: Any, rho: Any) -> Enclosure:
    """Φ₂(a, b; ρ) = P[X <= a, Y <= b] for a standard bivariate normal (X, Y) with correlation ρ, |ρ| <= 1/2, as a
    certified enclosure about 2^-200 wide; a, b, ρ rationals or reals of the language (a surd such as 1/√5, an
    enclosure).  By the tetrachoric series (Pearson 1900: Mehler's expansion of the density in Hermite
    polynomials, integrated term by term)

        Φ₂(a, b; ρ) = Φ(a)Φ(b) + φ(a)φ(b) Σ_(n >= 1) ρ^n/n! He_(n-1)(a) He_(n-1)(b),

    He_n the probabilists' Hermite polynomials (He_(n+1)(x) = x He_n(x) - n He_(n-1)(x)).  By Cramér's inequality
    (CRAMER_CONSTANT K) the n-th term times φ(a)φ(b) is at most K² |ρ|^n e^(-(a² + b²)/4)/(2πn) <= |ρ|^n/(5n), so
    the terms after the N-th add at most |ρ|^(N+1)/(5(N + 1)(1 - |ρ|)); the series stops when that is below
    2^-210.  The Hermite values and terms run in fixed point (integers scaled by 2^P) with a proved bound on each
    one's error, added to the enclosure.  Φ₂ increases in a, b and ρ (its ρ-derivative is the density, Plackett
    1954), so an enclosure of an argument maps to the values at its ends, rounded outward to the 2^-P grid.
    Refused (one ValueError): |ρ| > MAX_CORRELATION = 1/2, |a| or |b| > MAX_NORMAL_ARGUMENT = 40.

    >>> e = bivariate_normal_cdf(0, 0, Fraction(1, 2))  # 1/4 + arcsin(1/2)/(2π) = 1/3
    >>> e.low < Fraction(1, 3) < e.high, e.high - e.low < Fraction(1, 2**190)
    (True, True)
    >>> bivariate_normal_cdf(0, 0, 1)
    Traceback (most recent call last):
    ...
    ValueError: bivariate_normal_cdf: |rho| = 1 is beyond the limit of 1/2 (primitives.py's stated limits)
    """
    ends = []
    for value, name in ((a, "a"), (b, "b"), (rho, "rho")):
        try:
            ends.append(enclose(value))
        except (FormulaError, TypeError, ValueError):
            raise ValueError(f"bivariate_normal_cdf: {name}={_short(value)} is not a real number") from None
    ea, eb, er = ends
    largest = max(abs(er.low), abs(er.high))
    if largest > MAX_CORRELATION:
        raise ValueError(f"bivariate_normal_cdf: |rho| = {_short(largest)} is beyond the limit of {MAX_CORRELATION} "
                         "(primitives.py's stated limits)")
    largest = max(abs(ea.low), abs(ea.high), abs(eb.low), abs(eb.high))
    if largest > MAX_NORMAL_ARGUMENT:
        raise ValueError(f"bivariate_normal_cdf: |a| or |b| = {_short(largest)} is beyond the limit of "
                         f"{MAX_NORMAL_ARGUMENT} (primitives.py's stated limits)")
    bits = _enclosures.BITS + 40 + ceil((largest * largest) / 2)
    scale = 1 << bits

    def grid(x: Fraction, up: bool) -> int:
        return -((-x * scale).__floor__()) if up else (x * scale).__floor__()

    def ratio(x: Fraction, up: bool) -> tuple[int, int]:
        if x.denominator.bit_length() > _enclosures.BITS + 9:  # a long end: outward to the grid 2^-(BITS + 8)
            step = 1 << (_enclosures.BITS + 8)
            x = Fraction(-((-x * step).__floor__()) if up else (x * step).__floor__(), step)
        return x.numerator, x.denominator

    low = _bivariate_normal_cdf(grid(ea.low, False), grid(eb.low, False), *ratio(er.low, False), bits).low
    high = _bivariate_normal_cdf(grid(ea.high, True), grid(eb.high, True), *ratio(er.high, True), bits).high
    return Enclosure(max(low, Fraction(0)), min(high, Fraction(1)))


def _tetrachoric_tail(r: int, s: int, n: int) -> Fraction:
    """A bound on the tetrachoric series' terms after the n-th, times φ(a)φ(b), at ρ = r/s: by Cramér's inequality
    each is at most K² |ρ|^k e^(-(a² + b²)/4)/(2πk) <= |ρ|^k/(5k) (K² < 2π/5), and Σ_(k > n) |ρ|^k/(5k) <=
    |ρ|^(n+1)/(5(n + 1)(1 - |ρ|))."""
    return Fraction(abs(r) ** (n + 1), 5 * (n + 1) * (s - abs(r)) * s**n)


@lru_cache(maxsize=1024)
def _bivariate_normal_cdf(A: int, B: int, r: int, s: int, bits: int) -> Enclosure:
    """Φ₂(A/2^bits, B/2^bits; r/s) enclosed by the tetrachoric series (bivariate_normal_cdf), s > 0, |r/s| <= 1/2."""
    one = 1 << bits
    a, b = Fraction(A, one), Fraction(B, one)
    # Hermite values in fixed point: H ~ 2^bits He_(n-1), |H - 2^bits He_(n-1)| <= E; He_0 = 1, He_1 = x exactly
    ha_prev, ha, ea_prev, ea = 0, one, 0, 0
    hb_prev, hb, eb_prev, eb = 0, one, 0, 0
    total = error = 0  # Σ_(k <= n) of the terms, each ~ 2^bits ρ^k/k! He_(k-1)(a) He_(k-1)(b), and its error bound
    power, denominator = 1, 1  # r^n, s^n n!
    target = 1 << (_enclosures.BITS + 10)
    n = 0
    while True:
        n += 1
        power, denominator = power * r, denominator * s * n
        if n > 1:  # He_(n-1) = x He_(n-2) - (n - 2) He_(n-3): a floor adds < 1, x multiplies the error
            ha_prev, ha, ea_prev, ea = ha, (A * ha >> bits) - (n - 2) * ha_prev, ea, (
                (abs(A) * ea + one - 1 >> bits) + 1 + (n - 2) * ea_prev)
            hb_prev, hb, eb_prev, eb = hb, (B * hb >> bits) - (n - 2) * hb_prev, eb, (
                (abs(B) * eb + one - 1 >> bits) + 1 + (n - 2) * eb_prev)
        product_error = abs(ha) * eb + ea * abs(hb) + ea * eb  # on the product, scaled 2^(2 bits)
        total += power * ha * hb // (denominator << bits)  # floor: within 1
        error += -(-abs(power) * product_error // (denominator << bits)) + 1
        tail = _tetrachoric_tail(r, s, n)
        if tail * target < 1:
            break
    series = Enclosure(Fraction(total - error, one), Fraction(total + error, one))
    density = _enclosures.exp(Enclosure.of(-(a * a + b * b) / 2)) / (_enclosures.pi() * 2)  # φ(a)φ(b)
    value = (_enclosures.normal_cdf(a) * _enclosures.normal_cdf(b) + density * series
             + Enclosure(-tail, tail))
    return _enclosures._rounded(value.low, value.high)


PRIMITIVES["bivariate_normal_cdf"] = bivariate_normal_cdf
