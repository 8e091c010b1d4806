"""The paper's privacy ratio on its 3σ window, exactly, for any N (001 §4.3 and §5.3).

D holds N ones and D_m is D with one record set to zero; each record is reported k times.
With the other N - 1 records (all ones) giving D' = Bin(k(N-1), p), the count has

    P(s | D) = Σ_j D'(s - j) Bin(k, p)(j),    P(s | D_m) = Σ_j D'(s - j) Bin(k, q)(j),

so R_s = P(s | D_m) / P(s | D) is a ratio of two short sums of D' ratios, exact for any N.
R_s is non-increasing in s (the monotone likelihood ratio lemma of
:func:`krverify.model.large_delta.prefix_divergence`), so over the window the worst of
R_s and 1/R_s sits at one of the window's two ends.

>>> worst = window_worst_ratio(1000, 1, Fraction(9, 1000))
>>> worst.s, worst.ratio > Fraction(839, 100)      # 1/R_999: the drafts' example, 8.39...
(999, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import ceil, comb, floor, isqrt, lcm
from typing import Any

from krverify.model.large_delta import relative_pmf
from krverify.model.surd import QuadraticSurd

__all__ = ["BACKWARD", "FORWARD", "OF_D", "OF_DM", "SCOPES", "PairCase", "Threshold", "WindowRatio", "all_cases",
           "all_pair_bounds", "coefficient_slice", "collection_window", "crossing_quadratic", "crossing_root",
           "largest", "pair_cases", "paper_pair_ratio", "rows_along", "three_sigma_window", "window_crossings",
           "window_worst_ratio", "worst_case"]


def paper_pair_ratio(N: int, k: int, q: Fraction, s: int) -> Fraction:
    """R_s = P(s | D_m) / P(s | D) for 0 <= s <= kN, exactly."""
    p, n = 1 - q, k * (N - 1)
    relative = relative_pmf(n, p, s - k, s)
    zero = [comb(k, j) * q**j * p ** (k - j) for j in range(k + 1)]
    one = zero[::-1]
    numerator = sum((relative.get(s - j, Fraction(0)) * zero[j] for j in range(k + 1)), Fraction(0))
    denominator = sum((relative.get(s - j, Fraction(0)) * one[j] for j in range(k + 1)), Fraction(0))
    return numerator / denominator


def three_sigma_window(N: int, k: int, q: Fraction) -> range:
    """The integers s in [pkN - 3σ, pkN + 3σ] ∩ [0, kN], σ = √(pqkN), decided exactly in Q(√d)."""
    centre, spread = (1 - q) * k * N, 3 * QuadraticSurd.sqrt((1 - q) * q * k * N)
    low, high = centre - spread, centre + spread
    first = max(0, ceil(low.bounds(64)[0]) - 1)
    while first < low:
        first += 1
    last = min(k * N, int(high.bounds(64)[1]) + 1)
    while last > high:
        last -= 1
    return range(first, last + 1)


@dataclass(frozen=True)
class WindowRatio:
    """The largest of R_s and 1/R_s over the 3σ window, with its s and which of the two it is."""

    ratio: Fraction
    s: int
    order: str  # "P(s|D_m)/P(s|D)" or "P(s|D)/P(s|D_m)"


def window_worst_ratio(N: int, k: int, q: Fraction) -> WindowRatio:
    """The worst ratio (both orders of the pair, as in definition (1.1)) over the 3σ window."""
    window = three_sigma_window(N, k, q)
    low, high = paper_pair_ratio(N, k, q, window[0]), paper_pair_ratio(N, k, q, window[-1])
    if low >= 1 / high:
        return WindowRatio(low, window[0], "P(s|D_m)/P(s|D)")
    return WindowRatio(1 / high, window[-1], "P(s|D)/P(s|D_m)")


# --------------------------------------------------------------------------- every collection (001 §4.3, §5.3)
#
# A collection of N records with M of them set, each reported k times, has K = kM ones among n = kN reports; the count
# has P_K(s) = [x^s] (q + px)^K (p + qx)^(n - K), and its 3σ window is W_K = [μ_K - 3σ, μ_K + 3σ] ∩ [0, n] with
# μ_K = qn + (p - q)K and σ² = pqn (one σ for every K; at K = n it is the drafts' [pkN - 3σ, pkN + 3σ]).  A
# neighbouring pair is D (K ones) and D_m (K - k ones), M = 1..N; the local guarantee is a bound on the ratio in
# either order at the outcomes of either member's window.

#: The two orders of a pair's ratio: the one the drafts bound, and its inverse.
FORWARD, BACKWARD = "P(s|D_m)/P(s|D)", "P(s|D)/P(s|D_m)"
#: The two windows of a pair: that of D (the collection with one more set record) and that of D_m.
OF_D, OF_DM = "D", "D_m"
#: What the drafts check (one order, D's window) and what the definition needs (both orders, either window).
SCOPES = {"P(s|D_m)/P(s|D) on W(D)": ((OF_D,), (FORWARD,)), "both orders, W(D) and W(D_m)": ((OF_D, OF_DM),
                                                                                          (FORWARD, BACKWARD))}


def collection_window(n: int, ones: int, q: Fraction) -> range:
    """The integers s in [μ - 3σ, μ + 3σ] ∩ [0, n], μ = qn + (1 - 2q)·ones, σ² = q(1 - q)n, decided exactly.

    >>> collection_window(1000, 1000, Fraction(9, 1000))   # the drafts' (4.54): [982.04, 999.96]
    range(983, 1000)
    >>> collection_window(1000, 1, Fraction(9, 1000))      # μ_1 - 3σ = 1.02...
    range(2, 19)
    """
    centre, spread = q * n + (1 - 2 * q) * ones, 9 * q * (1 - q) * n

    def inside(s: int) -> bool:
        return (s - centre) ** 2 <= spread

    scale = 1 << 40
    root = Fraction(isqrt(spread.numerator * scale * scale // spread.denominator), scale)  # √spread - 2^-40 < root
    first, last = max(0, ceil(centre - root) - 1), min(n, floor(centre + root) + 1)
    while first <= last and not inside(first):
        first += 1
    while last >= first and not inside(last):
        last -= 1
    return range(first, last + 1)


@lru_cache(maxsize=4096)
def coefficient_slice(n: int, ones: int, alpha: int, beta: int, low: int, high: int) -> tuple[int, ...]:
    """c_low, ..., c_high of F(x) = (α + βx)^ones (β + αx)^(n - ones) for integers α, β >= 1 (0 <= low <= high <= n).

    With α = qd, β = pd this is d^n P_ones(s): the pmf's numerators over d^n.  F'(α + βx)(β + αx) =
    F·(ones·β(β + αx) + (n - ones)·α(α + βx)) gives, at x^i, the exact integer recurrence
    αβ(i + 1)c_(i+1) = (ones·β² + (n - ones)α² - (α² + β²)i)c_i + αβ(n - i + 1)c_(i-1), c_0 = α^ones β^(n - ones),
    run from the nearer end (the top by c_(n-j)(F_ones) = c_j(F_(n-ones))): O(min(high, n - low)) steps.

    >>> coefficient_slice(2, 1, 1, 3, 0, 2)      # (1 + 3x)(3 + x) = 3 + 10x + 3x²
    (3, 10, 3)
    >>> coefficient_slice(3, 3, 1, 2, 2, 3)      # (1 + 2x)³ = 1 + 6x + 12x² + 8x³
    (12, 8)
    """
    if not (0 <= low <= high <= n and 0 <= ones <= n and alpha >= 1 and beta >= 1):
        raise ValueError(f"coefficient_slice: no slice {low}..{high} of a degree-{n} product with {ones} ones")
    if n - low < high:  # nearer the top: the slice of the reversed product, backwards
        return coefficient_slice(n, n - ones, alpha, beta, n - high, n - low)[::-1]
    ab, squares = alpha * beta, alpha * alpha + beta * beta
    first = ones * beta * beta + (n - ones) * alpha * alpha
    before, current = 0, alpha**ones * beta ** (n - ones)
    found = [current] if low == 0 else []
    for i in range(high):
        total = (first - squares * i) * current + ab * (n - i + 1) * before
        following, remainder = divmod(total, ab * (i + 1))
        if remainder:
            raise ArithmeticError("coefficient_slice: the recurrence left a remainder")
        before, current = current, following
        if i + 1 >= low:
            found.append(current)
    return tuple(found)


def _big(value: int) -> Any:
    """An integer in FLINT's representation when python-flint is installed (GMP arithmetic: the stencil of
    :func:`rows_along` on integers of 10⁴-10⁵ bits runs about three times faster), else the int itself."""
    try:
        import flint
    except ImportError:  # pragma: no cover - python-flint is a dependency
        return value
    return flint.fmpz(value)


@dataclass(frozen=True)
class PairCase:
    """One case of the local guarantee: the pair D (``M`` set records) and D_m (M - 1), the outcome ``s`` of
    ``window``'s 3σ window, and the ratio in ``order`` as integers ``top``/``bottom`` (exact, or a bound)."""

    M: int
    window: str
    s: int
    order: str
    top: int
    bottom: int

    @property
    def ratio(self) -> Fraction:
        return Fraction(int(self.top), int(self.bottom))

    def above(self, bound: Fraction) -> bool:
        """Whether the ratio exceeds ``bound`` (integers cross-multiplied)."""
        return self.top * bound.denominator > bound.numerator * self.bottom

    def larger_than(self, other: PairCase) -> bool:
        """Whether this ratio exceeds the other's (integers cross-multiplied)."""
        return self.top * other.bottom > other.top * self.bottom


def _weights(q: Fraction, other: Fraction | None = None) -> tuple[tuple[int, int], tuple[int, int]]:
    """(α, β) with α/β = q/p for the exact pmf; with ``other``, the pairs bounding the pmf from below and above for
    every lie probability in [q, other]: each term C p^x q^y of P_K(s) is at least C (1 - other)^x q^y and at most
    C (1 - q)^x other^y, and both are coefficients of the same product with (α, β) over one scale."""
    if other is None:
        exact = (q.numerator, q.denominator - q.numerator)
        return exact, exact
    d = lcm(q.denominator, other.denominator)
    return (int(q * d), int((1 - other) * d)), (int(other * d), int((1 - q) * d))


def _cases(M: int, windows: dict[str, range], orders: tuple[str, ...], low: Callable[[int, int], int],
           high: Callable[[int, int], int], bound: str) -> Iterator[PairCase]:
    """The cases of one pair from its coefficients: ``low(ones, s)``/``high(ones, s)`` bound d^n P_ones(s) (equal
    for the exact pmf), D with ``ones`` = K and D_m with K - k given as the keys "D" and "D_m"."""
    for name, window in windows.items():
        for s in window:
            for order in orders:
                upper = order == FORWARD  # P(s|D_m)/P(s|D): its upper bound is D_m's upper over D's lower
                top, bottom = (OF_DM, OF_D) if upper else (OF_D, OF_DM)
                if bound == "upper":
                    yield PairCase(M, name, s, order, high(top, s), low(bottom, s))  # type: ignore[arg-type]
                else:
                    yield PairCase(M, name, s, order, low(top, s), high(bottom, s))  # type: ignore[arg-type]


def pair_cases(N: int, k: int, q: Fraction, M: int, scope: str) -> list[PairCase]:
    """Every case of ``scope`` for the pair D (M set records), D_m (M - 1) at lie probability q, exactly (one pair:
    each member's coefficients over the windows, by :func:`coefficient_slice`).

    At the drafts' example the one-record collection's first outcome: R = 499500qp/(999p² + 498501q²) by hand.

    >>> first = pair_cases(1000, 1, Fraction(9, 1000), 1, "P(s|D_m)/P(s|D) on W(D)")[0]
    >>> first.s, first.ratio
    (2, Fraction(8919, 2045))
    """
    windows_wanted, orders = SCOPES[scope]
    n = k * N
    windows = {OF_D: collection_window(n, k * M, q), OF_DM: collection_window(n, k * (M - 1), q)}
    windows = {name: window for name, window in windows.items() if name in windows_wanted}
    indices = [s for window in windows.values() for s in window]
    if not indices:
        return []
    first, last = min(indices), max(indices)
    (alpha, beta), _ = _weights(q)
    rows = {OF_D: coefficient_slice(n, k * M, alpha, beta, first, last),
            OF_DM: coefficient_slice(n, k * (M - 1), alpha, beta, first, last)}

    def value(name: str, s: int) -> int:
        return rows[name][s - first]

    return list(_cases(M, windows, orders, value, value, "upper"))


def rows_along(n: int, alpha: int, beta: int, wanted: Callable[[int], tuple[int, int]]
               ) -> Iterator[tuple[int, int, list[int]]]:
    """(K, first, [c_first, ..., c_last]) of F_K(x) = (α + βx)^K (β + αx)^(n - K) for K = 0, 1, ..., n, each covering
    ``wanted(K)`` = (first, last) within [0, n].

    Row K + 1 from row K by a three-point stencil: (β + αx)F_(K+1) = (α + βx)F_K at x^s and x^(s+1), with the
    recurrence of :func:`coefficient_slice` for F_(K+1) at s, solve to
    c_s^(K+1) = (α(s + 1)(αc_(s+1)^K + βc_s^K) - β(n - s + 1)(αc_s^K + βc_(s-1)^K)) / ((n - K)(α² - β²)),
    an exact division (α != β); a row is widened by that recurrence, up or down, where the next one needs it.  With
    windows moving by less than one a step, all of them cost O(n · width) operations rather than O(n²).

    >>> [row for _, _, row in rows_along(2, 1, 3, lambda K: (0, 2))]      # (3 + x)², (1 + 3x)(3 + x), (1 + 3x)²
    [[9, 6, 1], [3, 10, 3], [1, 6, 9]]
    """
    if alpha == beta:
        raise ValueError("rows_along: the stencil needs α != β (q != 1/2)")
    ab, squares, difference = alpha * beta, alpha * alpha + beta * beta, alpha * alpha - beta * beta
    first, last = wanted(0)
    first, last = max(0, first - 1), min(n, max(last + 1, first + 1))
    row = [_big(c) for c in coefficient_slice(n, 0, alpha, beta, first, last)]
    for K in range(n + 1):
        want_first, want_last = wanted(K)
        lead = K * beta * beta + (n - K) * alpha * alpha
        while first > max(0, want_first - 1):  # widen down: c_(s-1) from c_s, c_(s+1)
            s = first
            numerator = ab * (s + 1) * _entry(row, first, s + 1) - (lead - squares * s) * _entry(row, first, s)
            below, remainder = divmod(numerator, ab * (n - s + 1))
            if remainder:
                raise ArithmeticError("rows_along: widening down left a remainder")
            row.insert(0, below)
            first -= 1
        while first + len(row) - 1 < min(n, max(want_last + 1, first + 3)):  # widen up: c_(s+1) from c_s, c_(s-1)
            s = first + len(row) - 1
            numerator = (lead - squares * s) * _entry(row, first, s) + ab * (n - s + 1) * _entry(row, first, s - 1)
            above, remainder = divmod(numerator, ab * (s + 1))
            if remainder:
                raise ArithmeticError("rows_along: widening up left a remainder")
            row.append(above)
        yield K, first, row
        if K == n:
            return
        last = first + len(row) - 1
        new_first, new_last = (0 if first == 0 else first + 1), (n if last == n else last - 1)
        divisor = (n - K) * difference
        following = []
        for s in range(new_first, new_last + 1):
            below, here, above = (_entry(row, first, j) for j in (s - 1, s, s + 1))
            numerator = (alpha * (s + 1) * (alpha * above + beta * here)
                         - beta * (n - s + 1) * (alpha * here + beta * below))
            value, remainder = divmod(numerator, divisor)
            if remainder:
                raise ArithmeticError("rows_along: the stencil left a remainder")
            following.append(value)
        first, row = new_first, following


def _entry(row: list[Any], first: int, s: int) -> Any:
    """c_s of a row stored from index ``first``; 0 outside it (used only at s = -1, n + 1 or inside the row)."""
    return row[s - first] if first <= s <= first + len(row) - 1 else 0


def all_cases(N: int, k: int, q: Fraction, scope: str, *, upper: Fraction | None = None, bound: str = "upper",
              at: Fraction | None = None) -> Iterator[PairCase]:
    """Every case of ``scope`` over every collection M = 1..N (M ascending), exactly at lie probability q; with
    ``upper``, the ``bound`` ("upper" or "lower") of each ratio over every q' in [q, upper], on the windows at the
    point ``at`` of that interval (where they are those the interval's cases need)."""
    windows_wanted, orders = SCOPES[scope]
    n, where = k * N, q if at is None else at
    windows = [collection_window(n, K, where) for K in range(n + 1)]

    def wanted(K: int) -> tuple[int, int]:
        spans = [windows[j] for j in (K - k, K, K + k) if 0 <= j <= n and windows[j]]
        return (min(w[0] for w in spans), max(w[-1] for w in spans)) if spans else (0, 0)

    low_weights, high_weights = _weights(q, upper)
    streams = [rows_along(n, *low_weights, wanted)]
    if upper is not None:
        streams.append(rows_along(n, *high_weights, wanted))
    recent: list[dict[int, tuple[int, list[int]]]] = [{} for _ in streams]
    for K in range(n + 1):
        for stream, kept in zip(streams, recent, strict=True):
            _, first, row = next(stream)
            kept[K] = (first, row)
            kept.pop(K - k - 1, None)
        if K < k or K % k:
            continue
        M = K // k
        pair = {OF_D: collection_window(n, K, where), OF_DM: collection_window(n, K - k, where)}
        pair = {name: window for name, window in pair.items() if name in windows_wanted}

        def reader(kept: dict[int, tuple[int, list[int]]], K: int = K) -> Callable[[str, int], int]:
            def value(member: str, s: int) -> int:
                first, row = kept[K if member == OF_D else K - k]
                return row[s - first]
            return value

        low = reader(recent[0])
        high = reader(recent[-1])
        yield from _cases(M, pair, orders, low, high, bound)


def largest(cases: Iterable[PairCase]) -> PairCase:
    """The case with the largest ratio, the first one met among equals.  Each case is first compared with a
    rational just below the largest so far (2^-40 steps: a product with small integers), and exactly only when it
    passes that test."""
    best: PairCase | None = None
    below = Fraction(0)
    for case in cases:
        if best is None or (case.above(below) and case.larger_than(best)):
            best = case
            scale = 1 << 40
            below = Fraction(int(best.top) * scale // int(best.bottom), scale)
    if best is None:
        raise ValueError("largest: no case")
    return best


def worst_case(N: int, k: int, q: Fraction, scope: str, **bounds: Any) -> PairCase:
    """The case of :func:`all_cases` with the largest ratio (or bound), the first one met among equals."""
    return largest(all_cases(N, k, q, scope, **bounds))


def crossing_quadratic(n: int, ones: int, s: int) -> tuple[int, int, int]:
    """(A, B, C) with s in the window W_ones exactly when A q² + B q + C <= 0: (μ - s)² <= 9pqn with
    μ - s = (n - 2·ones)q + ones - s.

    >>> crossing_quadratic(1000, 7, 22)      # 981196q² - 38580q + 225: where μ_7 - 3σ = 22 (N = 1000, k = 1)
    (981196, -38580, 225)
    """
    slope, offset = n - 2 * ones, ones - s
    return slope * slope + 9 * n, 2 * slope * offset - 9 * n, offset * offset


def crossing_root(n: int, ones: int, s: int) -> QuadraticSurd:
    """The larger root of :func:`crossing_quadratic` (A > 0): the q at which s leaves W_ones as q grows through it."""
    a, b, c = crossing_quadratic(n, ones, s)
    return (-b + QuadraticSurd.sqrt(Fraction(b * b - 4 * a * c))) / (2 * a)


def window_crossings(n: int, ones: Iterable[int], low: Fraction, high: Fraction) -> list[tuple[int, int, int, int]]:
    """(K, s, sign at low, sign at high) for every window W_K (K in ``ones``) and outcome s whose membership changes
    somewhere in [low, high] (the quadratic of :func:`crossing_quadratic` has a root there; sign -1: s inside).

    Candidates: such an s equals an end μ_K ∓ 3σ at some q of the interval, and over it μ_K = K + (n - 2K)q is
    between its values at the ends and 3σ = 3√(q(1 - q)n) grows with q (q < 1/2).
    """
    def sign(a: int, b: int, c: int, q: Fraction) -> int:
        value = (a * q + b) * q + c
        return (value > 0) - (value < 0)

    scale = 1 << 40

    def root_bounds(q: Fraction) -> tuple[Fraction, Fraction]:
        x = 9 * q * (1 - q) * n
        r = isqrt(x.numerator * scale * scale // x.denominator)
        return Fraction(r, scale), Fraction(r + 1, scale)

    (s_low, _), (_, s_high) = root_bounds(low), root_bounds(high)
    found = []
    for K in ones:
        means = sorted((K + (n - 2 * K) * low, K + (n - 2 * K) * high))
        candidates = set(range(max(0, floor(means[0] - s_high)), min(n, ceil(means[1] - s_low)) + 1))
        candidates |= set(range(max(0, floor(means[0] + s_low)), min(n, ceil(means[1] + s_high)) + 1))
        for s in sorted(candidates):
            a, b, c = crossing_quadratic(n, K, s)
            left, right = sign(a, b, c, low), sign(a, b, c, high)
            vertex = Fraction(-b, 2 * a)
            turns = low < vertex < high and sign(a, b, c, vertex) <= 0 and left > 0 and right > 0
            if left != right or left == 0 or turns:
                found.append((K, s, left, right))
    return found


# --------------------------------------------------------------------------- the noise the guarantee needs


@dataclass(frozen=True)
class Threshold:
    """Where the local guarantee of ``scope`` (ratio at most λ in every case) starts to hold as q grows through a
    window crossing: the outcome ``s`` leaves the window of the collection with ``ones`` ones at the larger root q*
    of :func:`crossing_quadratic`.  Found by a float scan (steering only); everything below decides it exactly."""

    N: int
    k: int
    lam: Fraction
    scope: str
    ones: int
    s: int
    places: int = 10

    @property
    def root(self) -> QuadraticSurd:
        return crossing_root(self.k * self.N, self.ones, self.s)

    def bracket(self) -> tuple[Fraction, Fraction]:
        """q* rounded down and up to ``places`` decimals (rationals on either side of q*)."""
        scale = 10**self.places
        low, high = self.root.bounds(4 * self.places + 64)
        below, above = Fraction(floor(low * scale), scale), Fraction(ceil(high * scale), scale)
        if not below < self.root < above:
            raise ArithmeticError("Threshold.bracket: the bounds do not separate q*")
        return below, above

    def rounded_up(self, places: int = 4) -> Fraction:
        """q* rounded up to ``places`` decimals."""
        scale = 10**places
        return Fraction(ceil(self.root.bounds(4 * places + 64)[1] * scale), scale)

    def stray_crossings(self) -> list[tuple[int, int, int, int]]:
        """The crossings of :meth:`crossings` other than at q* from inside to outside (none when q* is the only
        place in the bracket where a window of the scope changes), and the binding one if it is missing."""
        own = crossing_quadratic(self.k * self.N, self.ones, self.s)
        found = self.crossings()
        stray = [c for c in found if crossing_quadratic(self.k * self.N, c[0], c[1]) != own or c[2:] != (-1, 1)]
        binding = (self.ones, self.s, -1, 1)
        return stray if binding in found else [*stray, binding]

    def crossings(self) -> list[tuple[int, int, int, int]]:
        """:func:`window_crossings` over the scope's windows on :meth:`bracket`.  q* is the only place in the bracket
        where a window changes when each of them has q*'s quadratic (the binding crossing, and its mirror image
        (n - ones, n - s): complementing every bit maps W_K to n - W_K) and the signs (-1, 1): s inside at the
        bracket's left end, outside at its right."""
        n, (low, high) = self.k * self.N, self.bracket()
        first = 0 if OF_DM in SCOPES[self.scope][0] else self.k
        return window_crossings(n, range(first, n + 1, self.k), low, high)

    def failing(self) -> PairCase:
        """The case at (ones, s) with the largest lower bound of its ratio over every q of the bracket (each of the
        pairs whose window is W_ones: D with ``ones`` ones, and D_m with ``ones`` ones)."""
        low, high = self.bracket()
        n, k, best = self.k * self.N, self.k, None
        for M in (self.ones // k, self.ones // k + 1):
            if self.ones % k or not 1 <= M <= self.N:
                continue
            for case in all_pair_bounds(self.N, k, low, high, M, self.scope, bound="lower", at=low):
                owner = k * M if case.window == OF_D else k * (M - 1)
                if case.s == self.s and owner == self.ones and (best is None or case.larger_than(best)):
                    best = case
        if best is None:
            raise ValueError(f"Threshold.failing: no case of {self.scope} has s = {self.s} in W_{self.ones} (n = {n})")
        return best

    def holding(self) -> PairCase:
        """The case with the largest upper bound of its ratio over every q of the bracket, on the windows at its
        right end (those of every q in (q*, right end] when q* is the only crossing)."""
        low, high = self.bracket()
        return worst_case(self.N, self.k, low, self.scope, upper=high, bound="upper", at=high)


def all_pair_bounds(N: int, k: int, low: Fraction, high: Fraction, M: int, scope: str, *, bound: str,
                    at: Fraction) -> list[PairCase]:
    """The cases of one pair with the ``bound`` of each ratio over every q in [low, high], on the windows at ``at``."""
    windows_wanted, orders = SCOPES[scope]
    n = k * N
    windows = {OF_D: collection_window(n, k * M, at), OF_DM: collection_window(n, k * (M - 1), at)}
    windows = {name: window for name, window in windows.items() if name in windows_wanted}
    indices = [s for window in windows.values() for s in window]
    if not indices:
        return []
    first, last = min(indices), max(indices)
    rows = {}
    for side, (alpha, beta) in zip(("low", "high"), _weights(low, high), strict=True):
        rows[side] = {OF_D: coefficient_slice(n, k * M, alpha, beta, first, last),
                      OF_DM: coefficient_slice(n, k * (M - 1), alpha, beta, first, last)}

    def reader(side: str) -> Callable[[str, int], int]:
        return lambda name, s: rows[side][name][s - first]

    return list(_cases(M, windows, orders, reader("low"), reader("high"), bound))
