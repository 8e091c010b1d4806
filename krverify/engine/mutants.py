"""Deliberately false variants of a claim, to show the machinery can refute.

A mutant keeps the claim's domain and strategy and changes only its checker:

* ``negated``   — the printed relation replaced by its negation;
* ``tightened`` — the relation asked to hold with a margin ``epsilon`` it lacks
  wherever the claim is tight (a perturbed constant).

A verifier that approves everything approves these too; the quality tests
require each one to be refuted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from fractions import Fraction

from krverify.claims._claim import Claim, Evaluation, Point

__all__ = ["mutate", "negated", "tightened"]

DEFAULT_EPSILON = Fraction(1, 10**6)


def mutate(claim: Claim, suffix: str,
           change: Callable[[Evaluation], Evaluation]) -> Claim:
    """``claim`` with every evaluation passed through ``change``."""
    original = claim.check
    assert original is not None

    def check(point: Point) -> Evaluation | None:
        evaluation = original(point)
        return None if evaluation is None else change(evaluation)

    return dataclasses.replace(claim, id=f"{claim.id}~{suffix}", check=check, proof=None,
                               correction=None, finding="")


def negated(claim: Claim) -> Claim:
    """The claim with its relation negated (``>=`` becomes ``<``, ``==`` becomes ``!=``)."""
    return mutate(claim, "negated", Evaluation.negated)


def tightened(claim: Claim, epsilon: Fraction = DEFAULT_EPSILON) -> Claim:
    """The claim asked to hold with margin ``epsilon`` (the constant 0 perturbed to epsilon)."""

    def change(evaluation: Evaluation) -> Evaluation:
        shift = epsilon * evaluation.scale
        match evaluation.relation:
            case ">=" | ">" | "==":
                return Evaluation(evaluation.lhs, evaluation.relation, evaluation.rhs + shift,
                                  evaluation.scale)
            case "<=" | "<":
                return Evaluation(evaluation.lhs + shift, evaluation.relation, evaluation.rhs,
                                  evaluation.scale)
            case _:
                return evaluation.negated()

    return mutate(claim, f"tightened-by-{epsilon}", change)
