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
from typing import Any

from krverify.claims._claim import Claim, Evaluation, Point

__all__ = ["MUTATIONS", "minimum_margin", "mutant_job", "mutant_outcomes", "mutate", "negated", "tightened",
           "upheld_claim_ids"]

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


MUTATIONS: dict[str, Callable[[Claim], Claim]] = {"negated": negated, "tightened": tightened}


def upheld_claim_ids(records: list[dict[str, Any]]) -> list[str]:
    """Ids of the claims and corrections that the ledger upholds (proved or verified)."""
    ids = []
    for record in records:
        if record["verdict"] in ("proved", "verified"):
            ids.append(record["id"])
        correction = record.get("correction")
        if correction and correction["verdict"] in ("proved", "verified"):
            ids.append(correction["id"])
    return ids


def minimum_margin(claim: Claim) -> Fraction | None:
    """The smallest exact slack of ``claim`` over its domain (None if no point is inside the hypotheses)."""
    assert claim.domain is not None
    smallest: Fraction | None = None
    for point in claim.domain.points():
        evaluation = claim.evaluate(point)
        if evaluation is not None:
            slack = evaluation.slack
            smallest = slack if smallest is None or slack < smallest else smallest
    return smallest


def mutant_outcomes(claim_id: str, examples: int) -> list[dict[str, Any]]:
    """Decide each mutant of one upheld claim; a survivor carries the checked reason it is still true."""
    from krverify.claims import get_claim
    from krverify.engine.verdicts import decide

    claim = get_claim(claim_id)
    outcomes = []
    for kind, mutation in MUTATIONS.items():
        killed = decide(mutation(claim), examples=examples).verdict == "refuted"
        reason = None
        if not killed and kind == "tightened":
            margin = minimum_margin(claim)
            if margin is not None and margin > DEFAULT_EPSILON:
                reason = (f"equivalent on the domain: the claim's smallest margin there is {margin} > "
                          f"{DEFAULT_EPSILON}, so the perturbed claim is true at every point")
        outcomes.append({"claim": claim_id, "mutant": kind, "killed": killed, "equivalent_because": reason})
    return outcomes


def mutant_job(job: tuple[str, int]) -> list[dict[str, Any]]:
    """``mutant_outcomes`` for a (claim id, examples) job: the unit of parallel work."""
    return mutant_outcomes(*job)
