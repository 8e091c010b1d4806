"""The noise a deployment needs: the smallest lie probability q with δ(ε) <= D, certified at both ends.

N records of one bit, each reported k times through randomized response with lie probability q, aggregated into
the count of ones; δ_q(ε) is the hockey-stick divergence of :mod:`krverify.model.hockey_stick` (the maximum over
every pair of neighbouring collections).

**Proposition (a larger q is a post-processing of a smaller one).**  For 0 < q < q' <= 1/2 and every ε >= 0,
δ_(q')(ε) <= δ_q(ε).  Proof.  Let r = (q' - q)/(1 - 2q), in [0, 1/2).  Reporting with lie probability q and then
flipping each report independently with probability r reports a lie with probability q(1 - r) + (1 - q) r =
q + r(1 - 2q) = q': it is randomized response with q', reports independent as before.  Given the count c of ones
among the kN reports at q, the count at q' is Bin(c, 1 - r) + Bin(kN - c, r), whatever the reports were (the flips
are independent of the data and of each other and the count is symmetric in the reports): one Markov kernel
K(s | c) maps the count's law at q to its law at q', for every collection.  For a neighbouring pair with laws P, Q
at q, the laws at q' are KP and KQ, and

    Σ_s (KP(s) - λ KQ(s))⁺ = Σ_s (Σ_c K(s|c)(P(c) - λ Q(c)))⁺ <= Σ_s Σ_c K(s|c)(P(c) - λ Q(c))⁺ = Σ_c (P(c) - λ Q(c))⁺

(the positive part of a sum is at most the sum of the positive parts; Σ_s K(s|c) = 1).  So every pair's divergence
falls from q to q', and so does their maximum.  δ_q(ε) is continuous in q (a maximum of finitely many sums of
positive parts of polynomials in q), so {q in (0, 1/2) : δ_q(ε) <= D} is an interval [q*, 1/2): certified
δ(q_fail) > D and δ(q_ok) <= D put q* in (q_fail, q_ok].  (The tests check the monotonicity exactly on small cases.)

**Ends.**  At q = 1/2 the reports carry no information, δ = 0 <= D; as q -> 0 the pair's laws separate and δ -> 1,
so for 0 <= D < 1 the bracket starts as [0, 1/2].  For D = 0: δ_q(ε) = 0 iff e^ε >= ((1 - q)/q)^k (the largest
likelihood ratio, :data:`krverify.model.max_delta.PURE`), i.e. q* = 1/(1 + e^(ε/k)), bracketed by exact
comparisons.

**Search.**  A binary-float estimate of δ (:mod:`krverify.model.steering`) guesses q* (bisection in ln q); two
certified decisions (:func:`krverify.model.hockey_stick.delta_decider`: the exact scan, or the branch and bound
pruning at D) at q*(1 ± 0.45·tolerance) close the bracket, about two δ evaluations; a guess a decision
contradicts is moved and tried again, then certified bisection (geometric).  Each point decided is the rational
with the smallest denominator in its window (a short period for the aligned bound; the floats only steer).

With ε given as a real number, e^ε is an Arb enclosure [λ_lo, λ_hi]: δ is non-increasing in e^ε, so δ ≤ D is
certified at λ_lo and δ > D at λ_hi.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from krverify.errors import InvalidArgument
from krverify.model import balls
from krverify.model.exact import count, exact_rational
from krverify.model.hockey_stick import (
    FAST_SCAN,
    MAX_ENCLOSED_REPORTS,
    MAX_RECORDS,
    MIN_Q,
    bisect_rational,
    delta_decider,
    delta_target,
    eps_enclosure,
    exp_eps_value,
)
from krverify.model.max_delta import pure

__all__ = ["Calibration", "calibrate"]


@dataclass(frozen=True)
class Calibration:
    """q_fail < q* <= q_ok, q* the smallest lie probability with δ(ε) <= delta.

    δ(q_fail) > delta and δ(q_ok) <= delta are certified (q_fail = 0 and q_ok = 1/2 before any decision: δ = 1 as
    q -> 0, δ = 0 at q = 1/2).  ``converged``: q_ok/q_fail - 1 <= tolerance, always.  ``decisions``: certified
    decisions made.
    """

    N: int
    k: int
    exp_eps_lower: Fraction
    exp_eps_upper: Fraction
    delta: Fraction
    q_fail: Fraction
    q_ok: Fraction
    tolerance: Fraction
    converged: bool
    interrupted: bool = False
    decisions: int = 0


class _Search:
    """The bracket and the certified decisions at e^ε in [low, high]."""

    def __init__(self, N: int, k: int, low: Fraction, high: Fraction, target: Fraction, scan_limit: int,
                 deadline: float | None, on_progress: Callable[[Fraction, Fraction], None] | None) -> None:
        self.N, self.k, self.low, self.high, self.target = N, k, low, high, target
        self.scan_limit, self.deadline, self.on_progress = scan_limit, deadline, on_progress
        self.fail, self.ok = Fraction(0), Fraction(1, 2)
        self.decisions = 0

    def decide(self, q: Fraction) -> bool | None:
        """True: δ(q) <= D certified (at the smallest e^ε); False: δ(q) > D certified (at the largest); None.
        Outside the bracket the answer follows from its ends (monotonicity) without a decision."""
        if q >= self.ok:
            return True
        if q <= self.fail:
            return False
        self.decisions += 1
        decider = delta_decider(self.N, self.k, q, self.target, self.scan_limit, self.deadline)
        answer = decider(self.low)
        if answer is not True and self.high != self.low:
            answer = False if decider(self.high) is False else None
        if answer is True:
            self.ok = q
        elif answer is False:
            self.fail = q
        if self.on_progress is not None:
            self.on_progress(self.fail, self.ok)
        return answer

    def narrow(self, tolerance: Fraction) -> bool:
        return self.fail > 0 and self.ok <= self.fail * (1 + tolerance)


def calibrate(N: object, k: object, delta: object, exp_eps: object | None = None, *, eps: object | None = None,
              tolerance: object = "1/10000", scan_limit: int = FAST_SCAN, max_seconds: float | None = None,
              on_progress: Callable[[Fraction, Fraction], None] | None = None) -> Calibration:
    """Certified [q_fail, q_ok] around the smallest lie probability q with δ(ε) <= delta (module docstring); give
    e^ε (``exp_eps``, rational) or ``eps``.  ``tolerance``: the largest q_ok/q_fail - 1.  After ``max_seconds``,
    or at Ctrl-C, the bracket reached so far (still certified, ``converged`` False).  ``on_progress(q_fail, q_ok)``
    sees the bracket after each decision."""
    records = count(N, "N", minimum=1, maximum=MAX_RECORDS)
    repetitions = count(k, "k", minimum=1, maximum=1000)
    if records * repetitions > MAX_ENCLOSED_REPORTS:
        raise InvalidArgument("N", records, f"with k={repetitions} gives kN = {records * repetitions} reports; "
                              f"the limit is kN <= {MAX_ENCLOSED_REPORTS}")
    if (exp_eps is None) == (eps is None):
        raise InvalidArgument("exp_eps", exp_eps, "or eps must be given, not both")
    low, high = (exp_eps_value(exp_eps),) * 2 if exp_eps is not None else eps_enclosure(eps)
    target = delta_target(delta)
    if target >= 1:
        raise InvalidArgument("delta", delta, "must be < 1 (every q has δ <= 1)")
    width = exact_rational(tolerance, "tolerance")
    if width <= 0:
        raise InvalidArgument("tolerance", tolerance, "must be > 0")
    if target == 0 and low == 1:
        raise InvalidArgument("delta", delta, "is 0 with ε = 0: only q = 1/2 gives δ = 0 there")
    deadline = None if max_seconds is None else time.monotonic() + max_seconds
    search = _Search(records, repetitions, low, high, target, scan_limit, deadline, on_progress)
    interrupted = False
    try:
        if target == 0:
            _pure_level(search, width)
        else:
            _steer(search, width)
            if not search.narrow(width) and not _stopped(deadline):
                _bisect(search, width, deadline)
    except KeyboardInterrupt:
        interrupted = True
    return Calibration(records, repetitions, low, high, target, search.fail, search.ok, width,
                       search.narrow(width), interrupted, search.decisions)


def _stopped(deadline: float | None) -> bool:
    return deadline is not None and time.monotonic() > deadline


def _pure_level(search: _Search, width: Fraction) -> None:
    """D = 0: q* = 1/(1 + λ^(1/k)); δ = 0 exactly at q when λ_lo >= ((1 - q)/q)^k, δ > 0 when λ_hi < it."""
    k = search.k
    top = Fraction(1, 2) - Fraction(1, 2**200)  # δ = 0 there: λ_lo > 1 >= ((1/2 + 2^-200)/(1/2 - 2^-200))^k - tiny
    if not pure(k, top, search.low) or pure(k, MIN_Q, search.low):
        return  # an e^ε too close to 1, or too large, for a bracket inside [1e-30, 1/2 - 2^-200]
    below, above = bisect_rational(lambda q: pure(k, q, search.low), MIN_Q, top, lambda a, b: b <= a * (1 + width),
                                   _between)
    if not pure(k, below, search.high):  # λ_hi < ((1 - q)/q)^k: δ > 0 at q = below
        search.fail = below
    search.ok = above


def _steer(search: _Search, width: Fraction) -> None:
    """Certify q̂(1 ± 0.45 tolerance) around the float estimate q̂ of q*, moving the guess where a decision
    contradicts it (a few times).  The estimate is the largest over the m that the certified branch and bound found
    worst at the first guess (near q ≈ c/N the worst m lies inside and moves with q: the landscape of δ_m has
    a lattice wiggle) and those the float scan finds worst; after a contradiction, the worst m is found again."""
    from krverify.model.max_delta import max_delta
    from krverify.model.steering import estimate_delta, worst_ms

    N, k = search.N, search.k
    eps = math.log(float(search.low)) if search.low < 2**1000 else float(balls.log_enclosure(search.low, 64)[0])
    goal = math.log(float(search.target))
    top = math.log(0.5 - 1e-12)

    def crossing(ms: list[int], low: float, high: float, precision: float) -> float:
        """ln q where the estimate over ``ms`` crosses D (δ falls as q grows), by bisection in ln q."""
        def log_delta(log_q: float) -> float:
            value = estimate_delta(N, k, math.exp(log_q), ms)(eps)
            return math.log(value) if value > 0 else -1e300
        while high - low > precision:
            middle = (low + high) / 2
            if log_delta(middle) > goal:
                low = middle
            else:
                high = middle
        return (low + high) / 2

    def worst_at(log_q: float) -> list[int]:
        q = _simplest(math.exp(log_q - 1e-3), math.exp(log_q + 1e-3))  # a short period: a cheap evaluation
        found = max_delta(N, k, q, search.low, Fraction(1, 1000), max_seconds=_left(search.deadline)).worst_m
        mirror = N - 1 - found  # max_delta names the pair by its smaller m; the add-a-one index is either
        near = {m + s for m in (found, mirror) for s in range(-3, 4) if 0 <= m + s < N}
        return sorted(near | set(worst_ms(N, k, math.exp(log_q), eps)))
    guess = crossing([0, 1], math.log(float(MIN_Q)), top, 1e-3)
    ms = worst_at(guess)
    guess = crossing(ms, guess - 0.7, min(guess + 0.7, top), float(width) / 8)
    step = float(width) * 0.45
    for _ in range(6):
        if search.narrow(width) or _stopped(search.deadline):
            return
        upper = _simplest(math.exp(guess + step / 2), math.exp(guess + step))
        if upper < Fraction(1, 2) and search.decide(upper) is False:  # the guess was too low
            ms = sorted(set(ms) | set(worst_at(guess + step)))
            guess = crossing(ms, guess, min(guess + 0.7, top), float(width) / 8)
            continue
        lower = _simplest(math.exp(guess - step), math.exp(guess - step / 2))
        if lower > 0 and not search.narrow(width) and search.decide(lower) is True:  # too high
            guess, step = guess - 4 * step, 4 * step
            continue
        step *= 2


def _left(deadline: float | None) -> float | None:
    return None if deadline is None else max(deadline - time.monotonic(), 0.0)


def _rational(value: float) -> Fraction:
    """A simple rational near a float (steering only)."""
    return Fraction(value).limit_denominator(10**15)


def _simplest(low: float | Fraction, high: float | Fraction) -> Fraction:
    """The rational with the smallest denominator in [low, high], 0 < low <= high (continued fractions): a small
    denominator is a short period V of the drift k(1 - 2q), which the aligned bound needs (max_delta.py), so a
    decision at a simple q is often several times cheaper than at a nearby one.

    >>> _simplest(Fraction(31, 100), Fraction(32, 100)), _simplest(Fraction(1, 3), Fraction(1, 2))
    (Fraction(5, 16), Fraction(1, 2))
    """
    low, high = Fraction(low), Fraction(high)
    whole = low.numerator // low.denominator
    if whole == low or whole + 1 <= high:
        return Fraction(whole if whole == low else whole + 1)
    return whole + 1 / _simplest(1 / (high - whole), 1 / (low - whole))


def _bisect(search: _Search, width: Fraction, deadline: float | None) -> None:
    """Certified bisection on the bracket (geometric), the undecided points left out as in epsilon's."""
    stop = _Deadline(deadline)
    lower = search.fail if search.fail > 0 else MIN_Q
    bisect_rational(lambda q: search.decide(q) is True, lower, search.ok, lambda a, b: b <= a * (1 + width),
                    _between, stop)
    if not search.narrow(width) and not stop():
        bisect_rational(lambda q: search.decide(q) is not False, max(search.fail, MIN_Q), search.ok,
                        lambda a, b: b <= a * (1 + width), _between, stop)


class _Deadline:
    """A stop for bisect_rational (see krverify.model.hockey_stick._Stop)."""

    def __init__(self, deadline: float | None) -> None:
        self.deadline = deadline
        self.stopped = self.interrupted = False

    def __call__(self) -> bool:
        self.stopped = self.stopped or _stopped(self.deadline)
        return self.stopped


def _between(low: Fraction, high: Fraction) -> Fraction:
    """A simple rational strictly between low < high, near their geometric mean (the simplest within the middle
    half of the bracket in ln q, see _simplest)."""
    root = math.sqrt(float(low) * float(high))
    ratio = (float(high) / float(low)) ** 0.25
    if root > 0 and math.isfinite(ratio):
        candidate = _simplest(root / ratio, root * ratio)
        if low < candidate < high:
            return candidate
    return (low + high) / 2
