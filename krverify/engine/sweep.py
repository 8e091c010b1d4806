"""Exhaustive exact sweeps over a claim's finite domain."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from fractions import Fraction

from krverify.claims._claim import Claim, Evaluation, Point
from krverify.exact_text import exact_str

__all__ = ["SweepResult", "sweep", "values_text"]


@dataclass(frozen=True)
class SweepResult:
    """What a sweep saw: points checked, points outside the hypotheses, a counterexample."""

    domain: str
    checked: int
    vacuous: int
    counterexample: Point | None = None
    evaluation: Evaluation | None = None
    digest: str = ""
    first: tuple[Point, Evaluation] | None = None
    #: the largest value of each integer coordinate, and the longest tuple of each tuple coordinate, checked
    reached: dict[str, int] = field(default_factory=dict)

    @property
    def holds(self) -> bool:
        return self.counterexample is None


def sweep(claim: Claim) -> SweepResult:
    """Check ``claim`` at every point of its domain, stopping at the first counterexample.

    The digest is a SHA-256 over the exact values seen at each point, in enumeration
    order (``-`` outside the hypotheses, else the relation and both sides as exact text),
    so drift in the model's values changes it, not only a changed verdict.  O(points) checks.
    """
    assert claim.domain is not None
    checked = vacuous = 0
    first: tuple[Point, Evaluation] | None = None
    outcomes = hashlib.sha256()
    reached: dict[str, int] = {}
    sample = _FormulaSample(claim)
    for point in claim.domain.points():
        evaluation = claim.evaluate(point)
        sample.check(point, evaluation)
        if evaluation is None:
            vacuous += 1
            outcomes.update(b"-\n")
            continue
        checked += 1
        _reach(reached, point)
        if first is None:
            first = (dict(point), evaluation)
        if not evaluation.holds:
            return SweepResult(claim.domain.description, checked, vacuous, dict(point), evaluation,
                               reached=reached)
        outcomes.update(values_text(evaluation))
    digest = outcomes.hexdigest()
    return SweepResult(claim.domain.description, checked, vacuous, digest=digest, first=first, reached=reached)


class _FormulaSample:
    """A claim with both a fast path and a formula: the two must agree at the first ``FIRST`` points and then at
    every ``STRIDE``-th point the sweep checks (at most ``LIMIT``), on every run.  (The kernel re-evaluates a verified
    formula at every point, ``verify-certs --sweep`` and ``check --write``, at 25 points spread over the domain in the
    default suite, and both sides at every witness; at 420 claims with a formula, 20 points here cost ~16 of the
    check's CPU-s, 10 points ~8.)"""

    FIRST, STRIDE, LIMIT = 5, 7, 10

    def __init__(self, claim: Claim) -> None:
        self.claim, self.seen, self.compared = claim, 0, 0
        self.active = bool(claim.formula) and claim.check is not None

    def check(self, point: Point, evaluation: Evaluation | None) -> None:
        if not self.active:
            return
        self.seen += 1
        if self.compared < self.LIMIT and (self.seen <= self.FIRST or self.seen % self.STRIDE == 0):
            self.compared += 1
            self.claim.recorded(point, evaluation)


def _reach(reached: dict[str, int], point: Point) -> None:
    """Record the sizes a point reaches: integer coordinates, and the lengths of tuple coordinates (``|x|``).

    >>> reached = {}
    >>> for point in ({"n": 2, "x": (0, 1), "q": Fraction(1, 4)}, {"n": 1, "x": (0, 1, 1), "b": True}):
    ...     _reach(reached, point)
    >>> reached
    {'n': 2, '|x|': 3}
    """
    for key, value in point.items():
        kind = type(value)  # the exact type first: most coordinates are ints, Fractions or tuples
        if kind is int or (kind is not bool and kind is not Fraction and isinstance(value, int)):
            name, size = key, value
        elif kind is tuple or (kind is not Fraction and isinstance(value, tuple)):
            name, size = f"|{key}|", len(value)
        else:
            continue
        if size > reached.get(name, size - 1):
            reached[name] = size


def values_text(evaluation: Evaluation) -> bytes:
    """``relation lhs rhs scale`` as exact text (huge integers in the ledger's hex form), one line.

    >>> values_text(Evaluation(Fraction(1, 3), "<=", 2**60))
    b'<= 1/3 1152921504606846976 1\\n'
    """
    lhs, rhs = exact_str(evaluation.lhs), exact_str(evaluation.rhs)
    return f"{evaluation.relation} {lhs} {rhs} {evaluation.scale}\n".encode()
