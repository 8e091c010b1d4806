"""Exhaustive exact sweeps over a claim's finite domain."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from krverify.claims._claim import Claim, Evaluation, Point
from krverify.exact_text import exact_to_json

__all__ = ["SweepResult", "sweep"]


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
    for point in claim.domain.points():
        evaluation = claim.evaluate(point)
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
        outcomes.update(_values_text(evaluation))
    digest = outcomes.hexdigest()
    return SweepResult(claim.domain.description, checked, vacuous, digest=digest, first=first, reached=reached)


def _reach(reached: dict[str, int], point: Point) -> None:
    """Record the sizes a point reaches: integer coordinates, and the lengths of tuple coordinates (``|x|``)."""
    for key, value in point.items():
        if isinstance(value, int) and not isinstance(value, bool):
            name, size = key, value
        elif isinstance(value, tuple):
            name, size = f"|{key}|", len(value)
        else:
            continue
        if size > reached.get(name, size - 1):
            reached[name] = size


def _values_text(evaluation: Evaluation) -> bytes:
    """``relation lhs rhs scale`` as exact text (huge integers in the ledger's hex form), one line."""
    sides = (exact_to_json(evaluation.lhs), exact_to_json(evaluation.rhs), evaluation.scale)
    return f"{evaluation.relation} {sides[0]} {sides[1]} {sides[2]}\n".encode()
