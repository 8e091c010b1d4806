"""Both sides of a claim at one point, and the relation between them: what every checker returns and every part of
the engine reads (a frozen value, decided exactly)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from krverify.model.surd import QuadraticSurd

__all__ = ["Evaluation", "Relation"]

Relation = Literal["<=", "<", ">=", ">", "==", "!="]

_NEGATION: dict[str, Relation] = {
    "<=": ">", "<": ">=", ">=": "<", ">": "<=", "==": "!=", "!=": "==",
}


@dataclass(frozen=True)
class Evaluation:
    """Both sides of a claim at one point: ``lhs/scale  relation  rhs/scale``.

    ``scale`` (a positive integer) lets a checker compare integer numerators
    over a common denominator without building fractions in a hot loop.

    >>> Evaluation(Fraction(1, 2), "<=", Fraction(2, 3)).holds
    True
    >>> Evaluation(3, ">", 3).slack
    Fraction(0, 1)
    """

    lhs: int | Fraction | QuadraticSurd
    relation: Relation
    rhs: int | Fraction | QuadraticSurd
    scale: int = 1
    detail: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if self.relation not in _NEGATION:
            raise ValueError(f"relation={self.relation!r} is not one of {sorted(_NEGATION)}")
        if not isinstance(self.scale, int) or self.scale <= 0:
            raise ValueError(f"scale={self.scale!r} must be a positive int")

    @property
    def holds(self) -> bool:
        """Whether the relation holds, decided exactly."""
        lhs, rhs = self.lhs, self.rhs
        match self.relation:
            case "<=":
                return lhs <= rhs
            case "<":
                return lhs < rhs
            case ">=":
                return lhs >= rhs
            case ">":
                return lhs > rhs
            case "==":
                return lhs == rhs
            case _:
                return lhs != rhs

    @property
    def left(self) -> Fraction | QuadraticSurd:
        """The left-hand side, unscaled."""
        return _unscale(self.lhs, self.scale)

    @property
    def right(self) -> Fraction | QuadraticSurd:
        """The right-hand side, unscaled."""
        return _unscale(self.rhs, self.scale)

    @property
    def slack(self) -> Fraction:
        """How far the relation is from failing (``<= 0`` near or at a violation).

        For ``>=``/``>`` it is lhs - rhs, for ``<=``/``<`` rhs - lhs, for ``==``
        minus the distance between the sides, for ``!=`` that distance.
        """
        difference = _unscale(self.lhs - self.rhs, self.scale)
        match self.relation:
            case ">=" | ">":
                return difference
            case "<=" | "<":
                return -difference
            case "==":
                return -abs(difference)
            case _:
                return abs(difference)

    def negated(self) -> Evaluation:
        """The same sides under the negated relation."""
        return Evaluation(self.lhs, _NEGATION[self.relation], self.rhs, self.scale, self.detail)


def _unscale(value: int | Fraction | QuadraticSurd, scale: int) -> Fraction | QuadraticSurd:
    if scale == 1 and type(value) is Fraction:  # already the Fraction that Fraction(value, 1) would equal
        return value
    if isinstance(value, QuadraticSurd):
        return value if scale == 1 else value / scale
    return Fraction(value, scale)
