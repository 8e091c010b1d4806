"""The exact hockey-stick divergence δ(ε) of the aggregated single-bit query.

N records of one bit are each randomized k times; the release is the number
of ones among the kN reports.  Neighbouring collections differ in one record
(a 1 becomes 0, or a 0 becomes 1); the other N - 1 records hold m ones.  Then

    δ(ε) = max over m and both directions of  Σ_s max(0, P[A(x) = s] - e^ε P[A(x') = s]).

With e^ε = λ rational, δ is an exact rational: the pmfs are rows of one integer
table over a common scale (q = b/c), so each sum is a sum of integers.  With ε
real, e^ε is enclosed in a rational interval by mpmath's interval arithmetic
(directed rounding) and, δ being non-increasing in λ, the interval's ends give
a certified enclosure of δ.

One record, q = 1/4: at λ = 1 δ is the total variation 3/4 - 1/4; at λ = p/q = 3 it is 0.

>>> hockey_stick_delta(1, "1/4", 1, 1).delta_upper
Fraction(1, 2)
>>> hockey_stick_delta(1, "1/4", 1, 3).delta_upper
Fraction(0, 1)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import mpmath

from krverify.errors import InvalidArgument
from krverify.model.exact import count, exact_rational, lie_probability
from krverify.model.generating import generating_table
from krverify.model.large_delta import large_delta, large_delta_lower, large_delta_upper

__all__ = ["MAX_ENCLOSED_REPORTS", "MAX_REPORTS", "EpsilonInterval", "HockeyStick", "binary_to_fraction",
           "bisect_rational", "delta_bound_functions", "exp_enclosure", "hockey_stick_delta", "log_enclosure",
           "smallest_epsilon"]

#: The exact scan builds a table of (kN + 1)^2 integers; beyond it δ is enclosed (large_delta).
MAX_REPORTS = 4000

REMOVE, ADD = "remove a one", "add a one"

#: Beyond the exact scan, the certified enclosure of :mod:`krverify.model.large_delta` reaches this many reports.
MAX_ENCLOSED_REPORTS = 10**8

SCANNED = "every m (ones among the other N - 1 records) and both directions scanned exactly"


@dataclass(frozen=True)
class HockeyStick:
    """δ(ε) enclosed in [delta_lower, delta_upper] (equal when e^ε is rational)."""

    N: int
    k: int
    q: Fraction
    exp_eps_lower: Fraction
    exp_eps_upper: Fraction
    delta_lower: Fraction
    delta_upper: Fraction
    worst_m: int | None
    direction: str | None
    rests_on: str = SCANNED


def _delta_at(table_rows: list[tuple[int, ...]], scale: int, lam: Fraction) -> tuple[Fraction, int, str]:
    """The largest divergence over neighbours, with the maximizing m and direction."""
    u, v = lam.numerator, lam.denominator
    best, best_m, best_direction = -1, 0, REMOVE
    for m in range(len(table_rows) - 1):
        fewer, more = table_rows[m], table_rows[m + 1]  # m ones vs m + 1 ones in the collection
        for direction, first, second in ((REMOVE, more, fewer), (ADD, fewer, more)):
            total = sum(v * a - u * b for a, b in zip(first, second, strict=True) if v * a > u * b)
            if total > best:
                best, best_m, best_direction = total, m, direction
    return Fraction(best, scale * v), best_m, best_direction


def _rows(records: int, repetitions: int, lie: Fraction) -> tuple[list[tuple[int, ...]], int]:
    if records * repetitions > MAX_REPORTS:
        raise InvalidArgument("N", records, f"with k={repetitions} gives kN = {records * repetitions} reports; "
                              f"the exact scan is limited to kN <= {MAX_REPORTS}")
    table = generating_table(records * repetitions, lie)
    return [table.numerators[repetitions * j] for j in range(records + 1)], table.scale


def hockey_stick_delta(N: object, q: object, k: object, exp_eps: object | None = None, *,
                       eps: object | None = None, precision: int = 200, scan_limit: int = MAX_REPORTS) -> HockeyStick:
    """δ(ε) for N records, lie probability q, k randomizations; give e^ε (rational) or ε.

    Exact (a scan over every m) while kN <= scan_limit (at most MAX_REPORTS); beyond, a certified enclosure
    whose ``rests_on`` names the two bounds (see :mod:`krverify.model.large_delta`).
    """
    records, repetitions, lie = _parameters(N, q, k)
    if (exp_eps is None) == (eps is None):
        raise InvalidArgument("exp_eps", exp_eps, "or eps must be given, not both")
    if exp_eps is not None:
        lam = exact_rational(exp_eps, "exp_eps")
        if lam < 1:
            raise InvalidArgument("exp_eps", exp_eps, "must be >= 1 (ε >= 0)")
        low = high = lam
    else:
        low, high = exp_enclosure(eps, precision)
    if records * repetitions > min(scan_limit, MAX_REPORTS):
        enclosure = large_delta(records, repetitions, lie, low, high)
        return HockeyStick(records, repetitions, lie, low, high, enclosure.lower, enclosure.upper, None, None,
                           enclosure.rests_on)
    rows, scale = _rows(records, repetitions, lie)
    upper, worst_m, direction = _delta_at(rows, scale, low)
    lower = upper if high == low else _delta_at(rows, scale, high)[0]
    return HockeyStick(records, repetitions, lie, low, high, lower, upper, worst_m, direction)


def _parameters(N: object, q: object, k: object) -> tuple[int, int, Fraction]:
    records = count(N, "N", minimum=1)
    repetitions = count(k, "k", minimum=1, maximum=1000)
    lie = lie_probability(q)
    if records * repetitions > MAX_ENCLOSED_REPORTS:
        raise InvalidArgument("N", records, f"with k={repetitions} gives kN = {records * repetitions} reports; "
                              f"the limit is kN <= {MAX_ENCLOSED_REPORTS}")
    return records, repetitions, lie


DeltaBound = Callable[[Fraction], Fraction]


def delta_bound_functions(records: int, repetitions: int, lie: Fraction,
                     scan_limit: int = MAX_REPORTS) -> tuple[DeltaBound, DeltaBound]:
    """(λ -> δ lower bound, λ -> δ upper bound): both exact within the scan, the enclosure's ends beyond."""
    if records * repetitions > min(scan_limit, MAX_REPORTS):
        def lower(lam: Fraction) -> Fraction:
            return large_delta_lower(records, repetitions, lie, lam)

        def upper(lam: Fraction) -> Fraction:
            return large_delta_upper(records, repetitions, lie, lam)
        return lower, upper
    rows, scale = _rows(records, repetitions, lie)

    def exact(lam: Fraction) -> Fraction:
        return _delta_at(rows, scale, lam)[0]
    return exact, exact


def exp_enclosure(eps: object, precision: int = 200) -> tuple[Fraction, Fraction]:
    """Rationals lo <= e^ε <= hi from mpmath interval arithmetic (ε exact, e.g. '0.7' or '1/3')."""
    value = exact_rational(eps, "eps")
    if value < 0:
        raise InvalidArgument("eps", eps, "must be >= 0")
    saved = mpmath.iv.prec
    try:
        mpmath.iv.prec = precision
        enclosure = mpmath.iv.exp(mpmath.iv.mpf(value.numerator) / value.denominator)
        low, high = enclosure._mpi_  # the interval's endpoints as raw binary floats (sign, man, exp, bc)
    finally:
        mpmath.iv.prec = saved
    return binary_to_fraction(low), binary_to_fraction(high)


def binary_to_fraction(raw: tuple[int, int, int, int]) -> Fraction:
    sign, mantissa, exponent, _ = raw
    value = Fraction(int(mantissa)) * (Fraction(2) ** exponent)
    return -value if sign else value


@dataclass(frozen=True)
class EpsilonInterval:
    """eps_lower < ε* <= eps_upper, where ε* is the smallest ε with δ(ε) <= delta.

    ``exp_eps_below`` < e^ε* <= ``exp_eps_above`` are the rationals the bisection ended with:
    δ(exp_eps_below) > delta >= δ(exp_eps_above), decided exactly.
    """

    N: int
    k: int
    q: Fraction
    delta: Fraction
    exp_eps_below: Fraction
    exp_eps_above: Fraction
    eps_lower: Fraction
    eps_upper: Fraction


def smallest_epsilon(N: object, q: object, k: object, delta: object, tolerance: object = "1/1000000",
                     precision: int = 200, scan_limit: int = MAX_REPORTS) -> EpsilonInterval:
    """Certified interval for the smallest ε with δ(ε) <= delta, narrower than ``tolerance``.

    Two exact bisections on e^ε: the smallest λ whose δ upper bound meets the target gives
    ``eps_upper``; the largest λ whose δ lower bound exceeds it gives ``eps_lower``.  Within
    the exact scan the bounds agree and so do the bisections.  Beyond it the interval is as
    wide as the enclosure of δ makes it, and may exceed ``tolerance``.
    """
    records, repetitions, lie = _parameters(N, q, k)
    target = exact_rational(delta, "delta")
    if not 0 <= target <= 1:
        raise InvalidArgument("delta", delta, "must satisfy 0 <= delta <= 1")
    width = exact_rational(tolerance, "tolerance")
    if width <= 0:
        raise InvalidArgument("tolerance", tolerance, "must be > 0")
    lower, upper = delta_bound_functions(records, repetitions, lie, scan_limit)
    top = ((1 - lie) / lie) ** repetitions  # δ((p/q)^k) = 0
    if upper(Fraction(1)) <= target:
        return EpsilonInterval(records, repetitions, lie, target, Fraction(1), Fraction(1), Fraction(0), Fraction(0))
    below_high, above_high = _bisect(lambda lam: upper(lam) <= target, Fraction(1), top, width, precision)
    if lower is upper:
        below_low = below_high
    elif lower(Fraction(1)) <= target:
        below_low = Fraction(1)
    else:
        below_low = _bisect(lambda lam: lower(lam) <= target, Fraction(1), above_high, width, precision)[0]
    low = log_enclosure(below_low, precision)[0] if below_low > 1 else Fraction(0)
    high = log_enclosure(above_high, precision)[1]
    return EpsilonInterval(records, repetitions, lie, target, below_low, above_high, low, high)


def bisect_rational(meets: Callable[[Fraction], bool], below: Fraction, above: Fraction,
                    narrow: Callable[[Fraction, Fraction], bool],
                    between: Callable[[Fraction, Fraction], Fraction]) -> tuple[Fraction, Fraction]:
    """Shrink below < above, keeping meets(above) and not meets(below), until narrow(below, above).

    Every decision is ``meets`` on an exact rational; ``between`` picks the next one.
    """
    while not narrow(below, above):
        middle = between(below, above)
        if meets(middle):
            above = middle
        else:
            below = middle
    return below, above


def _bisect(meets: Callable[[Fraction], bool], below: Fraction, above: Fraction, width: Fraction,
            precision: int) -> tuple[Fraction, Fraction]:
    """bisect_rational until ln(above) - ln(below) < width, certified by interval logarithms."""
    return bisect_rational(meets, below, above, lambda low, high: log_enclosure(high, precision)[1]
                           - log_enclosure(low, precision)[0] < width, _simple_between)


def _simple_between(low: Fraction, high: Fraction) -> Fraction:
    """A rational strictly between low and high with a small denominator (keeps the arithmetic cheap)."""
    middle = (low + high) / 2
    candidate = middle.limit_denominator(max(2, 4 * int(1 / (high - low)) + 4))
    return candidate if low < candidate < high else middle


def log_enclosure(value: Fraction, precision: int = 200) -> tuple[Fraction, Fraction]:
    """Rationals lo <= ln(value) <= hi from mpmath interval arithmetic."""
    if value <= 0:
        raise InvalidArgument("value", value, "must be > 0")
    saved = mpmath.iv.prec
    try:
        mpmath.iv.prec = precision
        enclosure = mpmath.iv.log(mpmath.iv.mpf(value.numerator) / value.denominator)
        low, high = enclosure._mpi_
    finally:
        mpmath.iv.prec = saved
    return binary_to_fraction(low), binary_to_fraction(high)
