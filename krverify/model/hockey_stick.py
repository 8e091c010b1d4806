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

import math
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
    "eps_enclosure",
    "exp_enclosure",
    "hockey_stick_delta",
    "log_enclosure",
    "smallest_epsilon",
]

# MAX_REPORTS: the exact scan builds a table of (kN + 1)^2 integers; it can be asked for up to here.
# FAST_SCAN: the default scan limit (measured crossover with the branch and bound), see krverify._defaults.
from krverify._defaults import FAST_SCAN, MAX_REPORTS

REMOVE, ADD = "remove a one", "add a one"

#: Beyond the exact scan, the branch and bound of :mod:`krverify.model.max_delta` reaches N = 10^9 records and
#: this many reports (k <= 4 at N = 10^9).  Measured (docs/delta.md, benchmarks/delta_scale.py --huge): at N = 10^9
#: the hardest regime, q = 1/4 with e^ε = 1.0002, converges in minutes with about 1.1 GiB; small q in seconds.
#: The memory grows with the window, about √(kN) wide, so 24 GiB is far from the limit; the time is what limits.
MAX_RECORDS = 10**9
MAX_ENCLOSED_REPORTS = 4 * 10**9

#: The smallest lie probability accepted: below it the mechanism hides nothing (δ is 1 to within 10^-20 at any
#: N the search reaches) and its exact arithmetic carries 30-digit denominators for no information.
MIN_Q = Fraction(1, 10**30)

#: The largest ε (and ln e^ε) accepted: δ = 0 from ε = k ln(p/q) on, at most 1000 · ln(10^30) for k <= 1000, and
#: e^ε beyond e^1000 has no finite binary-float counterpart for the steering.
MAX_EPS = 1000

#: The smallest positive δ target beyond the exact scan: the certified search resolves δ down to about this (its
#: fixed point carries at most 400 bits).
MIN_TARGET = Fraction(1, 10**60)

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
    below_floor: bool = False  # the branch and bound's upper end is at most its floor 10^-30 (max_delta.py)

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
        low = high = exp_eps_value(exp_eps)
    else:
        low, high = eps_enclosure(eps, precision)
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
                           at_low.interrupted or at_high.interrupted, at_low.below_floor)
    rows, scale = _rows(records, repetitions, lie)
    upper, worst_m, direction = _delta_at(rows, scale, low)
    lower = upper if high == low else _delta_at(rows, scale, high)[0]
    return HockeyStick(records, repetitions, lie, low, high, lower, upper, worst_m, direction)


def _parameters(N: object, q: object, k: object) -> tuple[int, int, Fraction]:
    records = count(N, "N", minimum=1, maximum=MAX_RECORDS)
    repetitions = count(k, "k", minimum=1, maximum=1000)
    lie = lie_probability(q)
    if lie < MIN_Q:
        raise InvalidArgument("q", q if isinstance(q, str) else str(lie), "must be at least 1e-30 (the limit "
                              "for a lie probability; below it δ is 1 to within 10^-20)")
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


def eps_enclosure(eps: object, precision: int = 200) -> tuple[Fraction, Fraction]:
    """exp_enclosure of a privacy level given by a user: 0 <= ε <= MAX_EPS (the claims' internal uses of
    exp_enclosure, e.g. tail bounds e^-x, keep their larger arguments)."""
    value = exact_rational(eps, "eps")
    if not 0 <= value <= MAX_EPS:
        raise InvalidArgument("eps", eps, f"must satisfy 0 <= eps <= {MAX_EPS}")
    return exp_enclosure(value, precision)


def exp_eps_value(exp_eps: object) -> Fraction:
    """e^ε given exactly: a rational λ with 1 <= λ <= e^MAX_EPS (compared through bit lengths, 2^1442 < e^1000)."""
    lam = exact_rational(exp_eps, "exp_eps")
    if lam < 1:
        raise InvalidArgument("exp_eps", exp_eps, "must be >= 1 (ε >= 0)")
    if lam.numerator.bit_length() - lam.denominator.bit_length() > 1442:
        raise InvalidArgument("exp_eps", exp_eps, f"must be at most e^{MAX_EPS}")
    return lam


def delta_target(delta: object) -> Fraction:
    """A δ target: 0, or MIN_TARGET <= δ <= 1."""
    target = exact_rational(delta, "delta")
    if not 0 <= target <= 1:
        raise InvalidArgument("delta", delta, "must satisfy 0 <= delta <= 1")
    if 0 < target < MIN_TARGET:
        raise InvalidArgument("delta", delta, "must be 0 or at least 1e-60 (the resolution of the certified search)")
    return target


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
                     precision: int = 200, scan_limit: int = FAST_SCAN, max_seconds: float | None = None,
                     on_progress: Callable[[Fraction, Fraction], None] | None = None) -> EpsilonInterval:
    """Certified interval for the smallest ε with δ(ε) <= delta.

    δ is non-increasing in e^ε, so the interval is kept as two rationals: ``exp_eps_above``, where δ <= delta is
    certified, and ``exp_eps_below``, where δ > delta is (1 while none is).  A binary-float estimate of δ
    (:mod:`krverify.model.steering`, at the m it finds worst) guesses ε*, and two certified decisions
    at ε* ± 0.45·tolerance close the interval: about two δ evaluations (each a branch and bound pruning at the
    target, :func:`krverify.model.max_delta.delta_at_most`) instead of forty.  A guess that a decision contradicts
    moves the bracket and is tried again; then bisection on the bracket, geometric while it is wide.  A decision
    that stays undecided (δ within its enclosure of the target) is left out, and the interval keeps it.
    ``converged`` is whether eps_upper - eps_lower <= tolerance, always; after ``max_seconds``, or at Ctrl-C, the
    interval reached so far is returned (still certified).  δ = 0 is answered at once: ε* = k ln(p/q), where
    δ vanishes (:data:`krverify.model.max_delta.PURE`); ``exp_eps_above`` is (p/q)^k and ``exp_eps_below`` 2^-80
    relatively below it, where δ > 0 (at m = 0, P(0) = p^(kN) > λ p^(k(N-1)) q^k).
    ``on_progress(eps_lower, eps_upper)`` sees the interval after each decision.
    """
    records, repetitions, lie = _parameters(N, q, k)
    target = delta_target(delta)
    width = exact_rational(tolerance, "tolerance")
    if width <= 0:
        raise InvalidArgument("tolerance", tolerance, "must be > 0")
    top = ((1 - lie) / lie) ** repetitions  # δ((p/q)^k) = 0, and δ(λ) > 0 below it
    if target == 0:  # δ(λ) > 0 for λ < (p/q)^k: at m = 0 the outcome 0 has P(0) = p^(kN) > λ p^(k(N-1)) q^k
        below = top * (1 - Fraction(1, 2**80))
        low, high = log_enclosure(below, precision)[0], log_enclosure(top, precision)[1]
        return EpsilonInterval(records, repetitions, lie, target, below, top, low, high, high - low <= width)
    stop = _Stop(max_seconds)
    decide = delta_decider(records, repetitions, lie, target, scan_limit, stop.deadline)
    bracket = _Bracket(Fraction(1), top, precision)

    def record(lam: Fraction) -> bool | None:
        answer = decide(lam)
        if answer is True:
            bracket.above = min(bracket.above, lam)
        elif answer is False:
            bracket.below = max(bracket.below, lam)
        if on_progress is not None:
            on_progress(*bracket.interval())
        return answer
    try:
        if record(Fraction(1)) is not True and not bracket.narrow(width):
            _steer(records, repetitions, lie, target, width, bracket, record, stop)
            if not bracket.narrow(width) and not stop():
                _bisect(lambda lam: record(lam) is True, bracket.below, bracket.above, width, precision, stop)
                if not bracket.narrow(width) and not stop():
                    _bisect(lambda lam: record(lam) is not False, bracket.below, bracket.above, width, precision,
                            stop)
    except KeyboardInterrupt:
        stop.interrupted = stop.stopped = True
    low, high = bracket.interval()
    return EpsilonInterval(records, repetitions, lie, target, bracket.below, bracket.above, low, high,
                           converged=high - low <= width, interrupted=stop.interrupted)


class _Bracket:
    """below < e^ε* <= above: δ(below) > target certified (or below = 1), δ(above) <= target certified."""

    def __init__(self, below: Fraction, above: Fraction, precision: int) -> None:
        self.below, self.above, self.precision = below, above, precision

    def interval(self) -> tuple[Fraction, Fraction]:
        low = log_enclosure(self.below, self.precision)[0] if self.below > 1 else Fraction(0)
        return max(low, Fraction(0)), log_enclosure(self.above, self.precision)[1]

    def narrow(self, width: Fraction) -> bool:
        low, high = self.interval()
        return high - low <= width


def _steer(records: int, repetitions: int, lie: Fraction, target: Fraction, width: Fraction, bracket: _Bracket,
           record: Callable[[Fraction], bool | None], stop: _Stop) -> None:
    """Certify e^(ε̂ ± 0.45 tolerance) around the float estimate ε̂ of ε*, moving the guess where a decision
    contradicts it (a few times)."""
    from krverify.model.steering import estimate_delta, solve_increasing, worst_ms

    goal = float(target)
    low, high = (float(v) for v in bracket.interval())
    first = solve_increasing(lambda eps: -estimate_delta(records, repetitions, float(lie), [0, 1])(eps), -goal, low,
                             high, steps=30)
    ms = worst_ms(records, repetitions, float(lie), first)  # the worst m lies inside near q ≈ c/N
    estimate = estimate_delta(records, repetitions, float(lie), ms)
    guess = solve_increasing(lambda eps: -estimate(eps), -goal, low, high)
    step = float(width) * 0.45
    for _ in range(6):
        if bracket.narrow(width) or stop():
            return
        below, above = bracket.below, bracket.above
        upper = _exp_rational(guess + step)
        if below < upper < above:
            answer = record(upper)
            if answer is False:  # the guess was too low
                guess, step = guess + 4 * step, 4 * step
                continue
        lower = _exp_rational(max(guess - step, 0.0))
        if bracket.below < lower < bracket.above and not bracket.narrow(width):
            answer = record(lower)
            if answer is True:  # the guess was too high
                guess, step = guess - 4 * step, 4 * step
                continue
        step *= 2  # undecided, or closed


def _exp_rational(eps: float) -> Fraction:
    """A rational just above e^ε for a float ε (steering): the upper end of the enclosure of e^r, r a simple
    rational near ε."""
    value = Fraction(eps).limit_denominator(10**12)
    return balls.exp_enclosure(max(value, Fraction(0)), 96)[1]


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
    def narrow(low: Fraction, high: Fraction) -> bool:
        return log_enclosure(high, precision)[1] - (log_enclosure(low, precision)[0] if low > 1 else 0) < width
    return bisect_rational(meets, below, above, narrow, _geometric_between, stop)


def _geometric_between(low: Fraction, high: Fraction) -> Fraction:
    """A rational strictly between low < high: near their geometric mean while high > 2 low (a wide bracket of e^ε
    is halved in ε), else a simple one near their middle (keeps the arithmetic cheap)."""
    if high > 2 * low:
        square = low * high
        root = Fraction(math.isqrt(square.numerator * square.denominator), square.denominator)
        candidate = root.limit_denominator(max(2, root.denominator // 2**64 + 2))
        if low < candidate < high:
            return candidate
        if low < root < high:
            return root
    return _simple_between(low, high)


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
