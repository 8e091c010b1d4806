"""Exhaustive exact sweeps over a claim's finite domain."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from krverify.claims._claim import Claim, Evaluation, Point

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

    @property
    def holds(self) -> bool:
        return self.counterexample is None


def sweep(claim: Claim) -> SweepResult:
    """Check ``claim`` at every point of its domain, stopping at the first counterexample.

    The digest is a SHA-256 over the holds/vacuous outcome of each point in
    enumeration order, so two sweeps that saw the same results agree on it.
    """
    assert claim.domain is not None
    checked = vacuous = 0
    first: tuple[Point, Evaluation] | None = None
    outcomes = bytearray()
    for point in claim.domain.points():
        evaluation = claim.evaluate(point)
        if evaluation is None:
            vacuous += 1
            outcomes.append(0x2D)  # '-'
            continue
        checked += 1
        if first is None:
            first = (dict(point), evaluation)
        if not evaluation.holds:
            return SweepResult(claim.domain.description, checked, vacuous, dict(point), evaluation)
        outcomes.append(0x2B)  # '+'
    digest = hashlib.sha256(bytes(outcomes)).hexdigest()
    return SweepResult(claim.domain.description, checked, vacuous, digest=digest, first=first)
