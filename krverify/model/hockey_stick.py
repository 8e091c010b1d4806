"""The exact hockey-stick divergence δ(ε) of the aggregated single-bit query.

N records of one bit are each randomized k times; the release is the number
of ones among the kN reports.  Neighbouring collections differ in one record
(a 1 becomes 0, or a 0 becomes 1); the other N - 1 records hold m ones.  Then

    δ(ε) = max over m and both directions of  Σ_s max(0, P[A(x) = s] - e^ε P[A(x') = s]).

With e^ε = λ rational, δ is an exact rational: the pmfs are rows of one integer
table over a common scale (q = b/c), so each sum is a sum of integers.  With ε
real, e^ε is enclosed in a rational interval by a python-flint arb ball (model/balls.py)
(directed rounding) and, δ being non-increasing in λ, the interval's ends give
a certified enclosure of δ.

One record, q = 1/4: at λ = 1 δ is the total variation 3/4 - 1/4; at λ = p/q = 3 it is 0.

>>> hockey_stick_delta(1, "1/4", 1, 1).delta_upper
Fraction(1, 2)
>>> hockey_stick_delta(1, "1/4", 1, 3).delta_upper
Fraction(0, 1)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from krverify.errors import InvalidArgument
from krverify.model import balls
from krverify.model.exact import count, exact_rational, lie_probability
from krverify.model.generating import generating_table
from krverify.model.max_delta import delta_at_most, max_delta

__all__ = [
    "DEFAULT_TOLERANCE",
    "FAST_SCAN",
    "MAX_ENCLOSED_REPORTS",
    "MAX_RECORDS",
    "MAX_REPORTS",
    "METHODS",
    "EpsilonInterval",
    "HockeyStick",
    "bisect_rational",
    "delta_decider",
    "exp_enclosure",
    "hockey_stick_delta",
    "log_enclosure",
    "smallest_epsilon",
]

# MAX_REPORTS: the exact scan builds a table of (kN + 1)^2 integers; it can be asked for up to here.
# FAST_SCAN: the default scan limit (measured crossover with the branch and bound), see krverify._defaults.
from krverify._defaults import FAST_SCAN, MAX_REPORTS

REMOVE, ADD = "remove a one", "add a one"

#: Beyond the exact scan, the branch and bound of :mod:`krverify.model.max_delta` reaches N = 10^8 records
#: and this many reports (k <= 4 at N = 10^8).
MAX_RECORDS = 10**8
MAX_ENCLOSED_REPORTS = 4 * 10**8

SCANNED = "every m (ones among the other N - 1 records) and both directions scanned exactly"

#: How a δ was obtained: the exact rational scan, or the certified branch and bound.
METHODS = ("exact scan", "branch and bound")

#: The default relative width of a branch-and-bound enclosure.
DEFAULT_TOLERANCE = Fraction(1, 10**6)


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
    method: str = METHODS[0]
    blocks: int = 0  # block bounds evaluated by the branch and bound (0 for the exact scan)
    converged: bool = True  # the branch and bound met its tolerance (always True for the exact scan)
    interrupted: bool = False  # stopped by Ctrl-C: the enclosure reached so far

    def _rows(self) -> list[tuple[str, str]]:
        from krverify.model.rounding import significant_text

        delta = (significant_text(self.delta_lower, 12) if self.delta_lower == self.delta_upper else
                 f"[{significant_text(self.delta_lower, 12)}, {significant_text(self.delta_upper, 12)}]")
        lam = (str(self.exp_eps_lower) if self.exp_eps_lower == self.exp_eps_upper
               else f"[{significant_text(self.exp_eps_lower, 12)}, {significant_text(self.exp_eps_upper, 12)}]")
        return [("N", str(self.N)), ("k", str(self.k)), ("q", str(self.q)), ("e^ε", lam), ("δ", delta),
                ("worst m", str(self.worst_m)), ("direction", str(self.direction)), ("method", self.method),
                ("rests on", self.rests_on)]

    def __repr__(self) -> str:
        """Short: the parameters and δ to 12 certified digits (lower end rounded down, upper end up); the exact
        ends are ``delta_lower`` and ``delta_upper``.

        >>> HockeyStick(3, 1, Fraction(1, 10), Fraction(2), Fraction(2), Fraction(1, 3), Fraction(1, 3), 0, "add")
        HockeyStick(N=3, k=1, q=1/10, e^ε=2: δ ∈ [0.333333333333, 0.333333333334])
        """
        lam = (str(self.exp_eps_lower) if self.exp_eps_lower == self.exp_eps_upper else
               f"[{_down(self.exp_eps_lower)}, {_up(self.exp_eps_upper)}]")
        return (f"HockeyStick(N={self.N}, k={self.k}, q={self.q}, e^ε={lam}: "
                f"δ ∈ [{_down(self.delta_lower)}, {_up(self.delta_upper)}])")

    def _repr_markdown_(self) -> str:
        """A small table in Jupyter (the values are exact or a certified enclosure, rounded for display)."""
        return "\n".join(["| | |", "|---|---|", *(f"| {k} | {v} |" for k, v in self._rows())])

    def _repr_html_(self) -> str:
        import html

        rows = "".join(f"<tr><th>{html.escape(k)}</th><td>{html.escape(v)}</td></tr>" for k, v in self._rows())
        return f"<table>{rows}</table>"


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
                       eps: object | None = None, precision: int = 200, scan_limit: int = FAST_SCAN,
                       tolerance: object = DEFAULT_TOLERANCE, max_seconds: float | None = None,
                       on_progress: Callable[[Fraction, Fraction], None] | None = None) -> HockeyStick:
    """δ(ε) for N records, lie probability q, k randomizations; give e^ε (rational) or ε.

    Exact (a scan over every m) while kN <= scan_limit (at most MAX_REPORTS); beyond, the certified
    branch and bound of :mod:`krverify.model.max_delta`, relatively ``tolerance`` wide (or below 10^-30),
    within ``max_seconds`` of wall time if given; at Ctrl-C it returns the enclosure reached so far
    (``converged`` False, ``interrupted`` True).  ``on_progress(lower, upper)`` sees the enclosure as it narrows.
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
    width = exact_rational(tolerance, "tolerance")
    if width <= 0:
        raise InvalidArgument("tolerance", tolerance, "must be > 0")
    if records * repetitions > min(scan_limit, MAX_REPORTS):
        if low >= ((1 - lie) / lie) ** repetitions:  # every likelihood ratio is at most (p/q)^k <= e^ε: δ = 0
            return HockeyStick(records, repetitions, lie, low, high, Fraction(0), Fraction(0), None, None,
                               "every likelihood ratio P[s|x]/P[s|x'] is at most (p/q)^k <= e^ε", METHODS[1], 0)
        started = time.monotonic()
        budget = None if max_seconds is None else max_seconds / (1 if high == low else 2)
        at_low = max_delta(records, repetitions, lie, low, width, max_seconds=budget, on_progress=on_progress)
        if high == low:
            at_high, lower = at_low, at_low.delta_lower
        elif at_low.interrupted:  # stop at once: δ(e^ε) >= 0 is the lower end reached
            at_high, lower = at_low, Fraction(0)
        else:
            rest = None if max_seconds is None else max(max_seconds - (time.monotonic() - started), 0)
            at_high = max_delta(records, repetitions, lie, high, width, max_seconds=rest)
            lower = at_high.delta_lower
        return HockeyStick(records, repetitions, lie, low, high, lower, at_low.delta_upper,
                           at_low.worst_m, at_low.direction, at_low.rests_on, METHODS[1],
                           at_low.blocks + (at_high.blocks if at_high is not at_low else 0),
                           at_low.converged and at_high.converged,
                           at_low.interrupted or at_high.interrupted)
    rows, scale = _rows(records, repetitions, lie)
    upper, worst_m, direction = _delta_at(rows, scale, low)
    lower = upper if high == low else _delta_at(rows, scale, high)[0]
    return HockeyStick(records, repetitions, lie, low, high, lower, upper, worst_m, direction)


def _parameters(N: object, q: object, k: object) -> tuple[int, int, Fraction]:
    records = count(N, "N", minimum=1, maximum=MAX_RECORDS)
    repetitions = count(k, "k", minimum=1, maximum=1000)
    lie = lie_probability(q)
    if records * repetitions > MAX_ENCLOSED_REPORTS:
        raise InvalidArgument("N", records, f"with k={repetitions} gives kN = {records * repetitions} reports; "
                              f"the limit is kN <= {MAX_ENCLOSED_REPORTS}")
    return records, repetitions, lie


Decision = Callable[[Fraction], "bool | None"]


def delta_decider(records: int, repetitions: int, lie: Fraction, target: Fraction,
                  scan_limit: int = FAST_SCAN, deadline: float | None = None) -> Decision:
    """λ -> whether δ at e^ε = λ is <= target: True or False when certified, None when undecided.

    Exact within the scan; beyond, :func:`krverify.model.max_delta.delta_at_most`, which prunes
    at the target and so decides far faster than an enclosure to a tolerance, and gives up (None) at
    ``deadline`` (time.monotonic()).  Answers are cached.
    """
    answers: dict[Fraction, bool | None] = {}
    if records * repetitions > min(scan_limit, MAX_REPORTS):
        def decide(lam: Fraction) -> bool | None:
            if lam not in answers:
                left = None if deadline is None else max(deadline - time.monotonic(), 0.0)
                answers[lam] = delta_at_most(records, repetitions, lie, lam, target, max_seconds=left)
            return answers[lam]
        return decide
    rows, scale = _rows(records, repetitions, lie)

    def exact(lam: Fraction) -> bool | None:
        if lam not in answers:
            answers[lam] = _delta_at(rows, scale, lam)[0] <= target
        return answers[lam]
    return exact


def exp_enclosure(eps: object, precision: int = 200) -> tuple[Fraction, Fraction]:
    """Rationals lo <= e^ε <= hi from an arb ball (ε exact, e.g. '0.7' or '1/3'; model/balls.py)."""
    value = exact_rational(eps, "eps")
    if value < 0:
        raise InvalidArgument("eps", eps, "must be >= 0")
    try:
        return balls.exp_enclosure(value, precision)
    except ValueError:  # the ball is not finite: e^ε beyond arb's exponent range
        raise InvalidArgument("eps", eps, "is too large for e^ε to be enclosed (give a smaller ε; δ(ε) is 0 for "
                              "every ε >= k ln(p/q))") from None


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
    converged: bool = True  # narrower than the tolerance
    interrupted: bool = False  # stopped by Ctrl-C: the interval reached so far

    def __repr__(self) -> str:
        """Short: the parameters and ε to 12 certified digits (rounded outward); the exact ends are ``eps_lower``
        and ``eps_upper``.

        >>> EpsilonInterval(3, 1, Fraction(1, 10), Fraction(1, 100), Fraction(2), Fraction(3), Fraction(2, 3),
        ...                 Fraction(11, 10))
        EpsilonInterval(N=3, k=1, q=1/10, δ=1/100: ε ∈ (0.666666666666, 1.10000000000])
        """
        return (f"EpsilonInterval(N={self.N}, k={self.k}, q={self.q}, δ={self.delta}: "
                f"ε ∈ ({_down(self.eps_lower)}, {_up(self.eps_upper)}])")

    def _repr_markdown_(self) -> str:
        return (f"ε ∈ ({_down(self.eps_lower)}, {_up(self.eps_upper)}] for δ = {self.delta} "
                f"(N = {self.N}, k = {self.k}, q = {self.q}; certified, rounded outward)")

    def _repr_html_(self) -> str:
        import html

        return f"<p>{html.escape(self._repr_markdown_())}</p>"


def _down(value: Fraction) -> str:
    from krverify.model.rounding import decimal_text

    return decimal_text(value, 12, "down")


def _up(value: Fraction) -> str:
    from krverify.model.rounding import decimal_text

    return decimal_text(value, 12, "up")


class _Stop:
    """When a bisection stops early: past ``deadline`` (time.monotonic()), or at Ctrl-C (``interrupted``)."""

    def __init__(self, max_seconds: float | None) -> None:
        self.deadline = None if max_seconds is None else time.monotonic() + max_seconds
        self.stopped = self.interrupted = False

    def __call__(self) -> bool:
        if self.interrupted or (self.deadline is not None and time.monotonic() > self.deadline):
            self.stopped = True
        return self.stopped


def smallest_epsilon(N: object, q: object, k: object, delta: object, tolerance: object = "1/1000000",
                     precision: int = 200, scan_limit: int = FAST_SCAN, max_seconds: float | None = None
                     ) -> EpsilonInterval:
    """Certified interval for the smallest ε with δ(ε) <= delta, narrower than ``tolerance``.

    Two exact bisections on e^ε: the smallest λ at which δ <= delta is certified gives
    ``eps_upper``; the largest λ at which δ > delta is certified gives ``eps_lower``.  Within
    the exact scan every λ is decided and the bisections agree.  Beyond it a λ whose δ
    straddles the target within its enclosure stays undecided, and the interval keeps it.  After
    ``max_seconds``, or at Ctrl-C, the bisections stop and the interval reached so far is returned (still
    certified, ``converged`` False).
    """
    records, repetitions, lie = _parameters(N, q, k)
    target = exact_rational(delta, "delta")
    if not 0 <= target <= 1:
        raise InvalidArgument("delta", delta, "must satisfy 0 <= delta <= 1")
    width = exact_rational(tolerance, "tolerance")
    if width <= 0:
        raise InvalidArgument("tolerance", tolerance, "must be > 0")
    stop = _Stop(max_seconds)
    decide = delta_decider(records, repetitions, lie, target, scan_limit, stop.deadline)
    top = ((1 - lie) / lie) ** repetitions  # δ((p/q)^k) = 0
    if decide(Fraction(1)) is True:
        return EpsilonInterval(records, repetitions, lie, target, Fraction(1), Fraction(1), Fraction(0), Fraction(0))
    above_high = _bisect(lambda lam: decide(lam) is True, Fraction(1), top, width, precision, stop)[1]
    if stop() or decide(Fraction(1)) is not False:  # stopped: e^ε* > 1 is all that is known below
        below_low = Fraction(1)
    else:
        below_low = _bisect(lambda lam: decide(lam) is not False, Fraction(1), above_high, width, precision,
                            stop)[0]
    low = log_enclosure(below_low, precision)[0] if below_low > 1 else Fraction(0)
    high = log_enclosure(above_high, precision)[1]
    return EpsilonInterval(records, repetitions, lie, target, below_low, above_high, low, high,
                           converged=not stop.stopped, interrupted=stop.interrupted)


def bisect_rational(meets: Callable[[Fraction], bool], below: Fraction, above: Fraction,
                    narrow: Callable[[Fraction, Fraction], bool],
                    between: Callable[[Fraction, Fraction], Fraction],
                    stop: _Stop | None = None) -> tuple[Fraction, Fraction]:
    """Shrink below < above, keeping meets(above) and not meets(below), until narrow(below, above).

    Every decision is ``meets`` on an exact rational; ``between`` picks the next one.  With ``stop``, the
    bisection also ends when ``stop()`` says so, or at Ctrl-C (``stop.interrupted``), with the pair reached.
    """
    try:
        while not narrow(below, above) and not (stop is not None and stop()):
            middle = between(below, above)
            if meets(middle):
                above = middle
            else:
                below = middle
    except KeyboardInterrupt:
        if stop is None:
            raise
        stop.interrupted = stop.stopped = True
    return below, above


def _bisect(meets: Callable[[Fraction], bool], below: Fraction, above: Fraction, width: Fraction,
            precision: int, stop: _Stop | None = None) -> tuple[Fraction, Fraction]:
    """bisect_rational until ln(above) - ln(below) < width, certified by interval logarithms."""
    return bisect_rational(meets, below, above, lambda low, high: log_enclosure(high, precision)[1]
                           - log_enclosure(low, precision)[0] < width, _simple_between, stop)


def _simple_between(low: Fraction, high: Fraction) -> Fraction:
    """A rational strictly between low and high with a small denominator (keeps the arithmetic cheap)."""
    middle = (low + high) / 2
    candidate = middle.limit_denominator(max(2, 4 * int(1 / (high - low)) + 4))
    return candidate if low < candidate < high else middle


def log_enclosure(value: Fraction, precision: int = 200) -> tuple[Fraction, Fraction]:
    """Rationals lo <= ln(value) <= hi from an arb ball (model/balls.py)."""
    if value <= 0:
        raise InvalidArgument("value", value, "must be > 0")
    return balls.log_enclosure(value, precision)
