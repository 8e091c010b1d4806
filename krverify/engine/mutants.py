"""Deliberately false variants of a claim, to show the machinery can refute.

A mutant keeps the claim's domain and strategy and changes only its checker:

* ``negated``   — the printed relation replaced by its negation;
* ``tightened`` — the relation asked to hold with a margin ``epsilon`` it lacks
  wherever the claim is tight (a perturbed constant);
* ``strict``    — a non-strict relation made strict (<= to <, >= to >): it changes truth
  exactly where the claim is attained with equality;
* ``index-shift`` — the left side read at the next index (i, s, j, m or T plus one) against
  the right side at the original one, wherever the next index is a swept point of the domain: the
  misprint of an off-by-one subscript.

A survivor must carry a checked reason, computed apart from the decision that let it survive: the exact
smallest margin of the claim over its domain (strict, tightened), or for an index shift the exact smallest
margin of the shifted comparison over every pair of domain points (index, index + 1), enumerated here
without the mutant's checker, the sweep or the search. A survivor whose margin is negative has no reason.

A verifier that approves everything approves these too; the quality tests
require each one to be refuted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from krverify.certify import record as record_format
from krverify.claims._claim import Claim, Evaluation, Point
from krverify.report.values import short_value

__all__ = [
    "MUTATIONS",
    "index_shifted",
    "minimum_margin",
    "mutant_job",
    "mutant_outcomes",
    "mutate",
    "negated",
    "shifted_margin",
    "strict",
    "tightened",
    "upheld_claim_ids",
]

DEFAULT_EPSILON = Fraction(1, 10**6)


def mutate(claim: Claim, suffix: str,
           change: Callable[[Evaluation], Evaluation]) -> Claim:
    """``claim`` with every evaluation passed through ``change`` (a claim with a formula: the formula's evaluation,
    which its fast path must agree with; the mutant is then a fast path of its own, without the formula)."""
    original = claim.recorded if claim.formula else claim.check
    assert original is not None

    def check(point: Point) -> Evaluation | None:
        evaluation = original(point)
        return None if evaluation is None else change(evaluation)

    return dataclasses.replace(claim, id=f"{claim.id}~{suffix}", check=check, proof=None,
                               correction=None, finding="", formula="")


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


def strict(claim: Claim) -> Claim:
    """The claim with <= made < and >= made > (identities and strict relations unchanged)."""
    harder = {"<=": "<", ">=": ">"}

    def change(evaluation: Evaluation) -> Evaluation:
        relation = harder.get(evaluation.relation, evaluation.relation)
        return dataclasses.replace(evaluation, relation=relation)

    return mutate(claim, "strict", change)


#: Integer point keys that index a sequence, in the order an index shift prefers them.
INDEX_KEYS = ("i", "s", "j", "m", "T")


def _hashable(point: Point) -> tuple[tuple[str, Any], ...]:
    def frozen(value: Any) -> Any:
        return tuple(frozen(v) for v in value) if isinstance(value, list | tuple) else value
    return tuple(sorted((key, frozen(value)) for key, value in point.items()))


def index_shifted(claim: Claim) -> Claim:
    """The left side read at index + 1 against the right side at the index (first key of INDEX_KEYS present): a fast
    path of its own, without the claim's formula (which it contradicts by design)."""
    original = claim.check
    assert original is not None

    swept: set[tuple[tuple[str, Any], ...]] = set()

    def inside(moved: Point) -> bool:
        """Whether the shifted point is a swept point of the claim's domain (its check is defined there; a point
        beyond the sweep is not compared, so a membership test never enumerates a family it is not in)."""
        if claim.domain is None:
            return True
        if not swept:
            swept.update(_hashable(p) for p in claim.domain.points())
        return _hashable(moved) in swept

    def check(point: Point) -> Evaluation | None:
        key = next((k for k in INDEX_KEYS if isinstance(point.get(k), int) and not isinstance(point.get(k), bool)),
                   None)
        if key is None:
            return None
        here = original(point)
        moved = {**point, key: point[key] + 1}
        if not inside(moved):
            return None
        try:  # the next index may lie beyond what the checker's tables hold: outside the hypotheses
            shifted = original(moved)
        except (IndexError, KeyError, ValueError, ZeroDivisionError):
            return None
        if here is None or shifted is None:
            return None
        return Evaluation(shifted.lhs * here.scale, here.relation, here.rhs * shifted.scale,
                          here.scale * shifted.scale)

    return dataclasses.replace(claim, id=f"{claim.id}~index-shift", check=check, proof=None, correction=None,
                               finding="", formula="")


MUTATIONS: dict[str, Callable[[Claim], Claim]] = {"negated": negated, "tightened": tightened, "strict": strict,
                                                  "index-shift": index_shifted}


def _applies(kind: str, claim: Claim) -> bool:
    """Whether a mutation changes the claim at all (strict needs a non-strict relation; a shift an index)."""
    assert claim.domain is not None
    for point in claim.domain.points():
        evaluation = claim.evaluate(point)
        if evaluation is None:
            continue
        if kind == "strict":
            return evaluation.relation in ("<=", ">=")
        if kind == "index-shift":
            return _shift_compares(claim)
        return True
    return False


def _shift_compares(claim: Claim) -> bool:
    """Whether the index shift compares at least one pair of domain points inside the hypotheses (an index that
    sizes a vector, say, moves every point off the domain: no off-by-one misprint of it can be read there)."""
    assert claim.domain is not None
    shifted = index_shifted(claim)
    return any(shifted.evaluate(point) is not None for point in claim.domain.points())


def upheld_claim_ids(records: list[dict[str, Any]]) -> list[str]:
    """Ids of the claims and corrections that the ledger upholds (proved or verified)."""
    return [entry["id"] for record in records for entry in record_format.entries(record) if record_format.upheld(entry)]


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


def shifted_margin(claim: Claim) -> tuple[int, bool, Fraction | None]:
    """(pairs, holds at all, smallest margin) of the index-shifted comparison over the domain, enumerated directly.

    Every domain point whose first index key (INDEX_KEYS) plus one is again a domain point gives a pair; where
    the claim's check is defined at both, the left side at index + 1 is compared with the right side at the
    index under the claim's relation. The margin is that comparison's exact slack (for a quadratic surd, whose
    radicand may differ between pairs, a certified rational lower bound of it).
    """
    assert claim.domain is not None and claim.check is not None
    points = list(claim.domain.points())
    present = {_hashable(point) for point in points}
    pairs, all_hold, smallest = 0, True, None
    for point in points:
        key = next((k for k in INDEX_KEYS if type(point.get(k)) is int), None)
        moved = None if key is None else {**point, key: point[key] + 1}
        if moved is None or _hashable(moved) not in present:
            continue
        here = claim.check(point)
        try:  # the next index may lie beyond the checker's tables: outside the hypotheses
            there = claim.check(moved)
        except (IndexError, KeyError, ValueError, ZeroDivisionError):
            continue
        if here is None or there is None:
            continue
        comparison = Evaluation(there.lhs * here.scale, here.relation, here.rhs * there.scale,
                                here.scale * there.scale)
        pairs += 1
        all_hold = all_hold and comparison.holds
        slack = comparison.slack
        low = Fraction(slack) if isinstance(slack, int | Fraction) else slack.bounds()[0]  # a surd: a lower bound
        smallest = low if smallest is None or low < smallest else smallest
    return pairs, all_hold, smallest


def mutant_outcomes(claim_id: str, examples: int) -> list[dict[str, Any]]:
    """Decide each mutant of one upheld claim; a survivor carries the checked reason it is still true."""
    from krverify.claims import get_claim
    from krverify.engine.verdicts import decide

    claim = get_claim(claim_id)
    outcomes = []
    for kind, mutation in MUTATIONS.items():
        if not _applies(kind, claim):
            continue
        decision = decide(mutation(claim), examples=examples)
        killed = decision.verdict == "refuted"
        reason = None
        if not killed and kind in ("tightened", "strict"):
            margin = minimum_margin(claim)
            bound = DEFAULT_EPSILON if kind == "tightened" else Fraction(0)
            if margin is not None and margin > bound:
                reason = (f"equivalent on the domain: the claim's smallest margin there is {short_value(str(margin))} "
                          f"> {bound}, "
                          f"so the mutant is true at every point")
        if not killed and kind == "index-shift":
            pairs, all_hold, margin = shifted_margin(claim)
            if pairs and all_hold and margin is not None:
                reason = (f"equivalent on the domain: the shifted comparison holds at each of the {pairs} pairs of "
                          f"domain points (index, index + 1); its smallest margin there is at least "
                          f"{short_value(str(margin))}")
        outcomes.append({"claim": claim_id, "mutant": kind, "killed": killed, "equivalent_because": reason})
    return outcomes


def mutant_job(job: tuple[str, int]) -> list[dict[str, Any]]:
    """``mutant_outcomes`` for a (claim id, examples) job: the unit of parallel work."""
    return mutant_outcomes(*job)
