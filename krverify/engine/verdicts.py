"""Deciding a claim: exhaustive sweep, seeded search, symbolic certificate.

* ``refuted``  — an exact counterexample (the smaller of the sweep's first and
  the search's shrunk one), re-checked exactly before it is reported;
* ``proved``   — no counterexample and a symbolic certificate that checks and
  agrees with the claim's own checker at sample points;
* ``verified`` — no counterexample at any point of the finite domain, and none
  found by the search.

The search runs where it can change the outcome: not on a domain the sweep covers entirely, nor after the sweep
has found a (non-degenerate) counterexample; the record then says it was not run and why.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

import sympy

from krverify.certify.composition import check_composed, statement_of
from krverify.certify.record import statement_digest
from krverify.claims._claim import Claim, ComposedProof, Evaluation, Point, SymbolicProof
from krverify.engine.search import DEFAULT_EXAMPLES, SearchResult, default_seed, search
from krverify.engine.sweep import SweepResult, sweep
from krverify.engine.symbolic import check_proof, pin_to_checker
from krverify.errors import WitnessOutsideDomain
from krverify.exact_text import exact_to_json, parse_exact

__all__ = ["Decision", "Verdict", "certificate_of", "decide", "revive_point", "statement_fields", "witness_problem"]

Verdict = Literal["proved", "verified", "refuted"]


@dataclass(frozen=True)
class Decision:
    """A claim's verdict with its evidence, and the decision on its correction."""

    claim: Claim
    verdict: Verdict | None
    evidence: dict[str, Any] = field(default_factory=dict)
    correction: Decision | None = None

    def __repr__(self) -> str:
        """Short: the claim's id, the verdict and the correction's (the evidence is ``decision.evidence``)."""
        fix = f"; correction {self.correction.verdict}" if self.correction is not None else ""
        return f"Decision({self.claim.id!r}: {self.verdict or 'no verdict'}{fix})"

    def _repr_markdown_(self) -> str:
        return f"`{self.claim.id}` — **{self.verdict or 'no verdict'}**" + (
            f"; correction **{self.correction.verdict}**" if self.correction is not None else "")

    def record(self) -> dict[str, Any]:
        """The JSON-ready record of this decision (ledger entry and ``--json`` item; format: certify/record.py)."""
        claim = self.claim
        fix = None
        if self.correction is not None:
            corrected = self.correction
            fields = statement_fields(corrected.claim, correction=True)
            fix = make_correction(**fields, verdict=corrected.verdict, evidence=corrected.evidence)
        return make_record(**statement_fields(claim), also_labels=claim.also_labels, verdict=self.verdict,
                           evidence=self.evidence, correction=fix)


def make_correction(*, id: str, kind: str, statement: str, hypotheses: Any, reading: str,
                    deviations: Iterable[Mapping[str, str]], disputed: str, domain: str | None, verdict: str | None,
                    evidence: Mapping[str, Any], formula: str | None = None,
                    space: Mapping[str, Any] | None = None, composed: Mapping[str, Any] | None = None
                    ) -> dict[str, Any]:
    """A correction's record (always digested)."""
    fix = {"id": id, "kind": kind, "statement": statement, "hypotheses": hypotheses, "reading": reading,
           "deviations": [dict(d) for d in deviations], "disputed": disputed, "domain": domain, "space": space,
           "formula": formula,
           "verdict": verdict, "evidence": dict(evidence)}
    if composed is not None:
        fix["composed"] = dict(composed)
    fix["statement_digest"] = statement_digest(fix)
    return fix


def make_record(*, id: str, source: str, section: str, label: str, also_labels: Iterable[str], kind: str,
                statement: str, hypotheses: Any, reading: str, deviations: Iterable[Mapping[str, str]],
                literal: Mapping[str, str] | None, disputed: str, domain: str | None, verdict: str | None,
                evidence: Mapping[str, Any], correction: Mapping[str, Any] | None = None,
                formula: str | None = None, space: Mapping[str, Any] | None = None,
                composed: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A record; decided records carry their statement digest."""
    record: dict[str, Any] = {
        "id": id, "source": source, "section": section, "label": label, "also_labels": list(also_labels),
        "kind": kind, "statement": statement, "hypotheses": hypotheses, "reading": reading,
        "deviations": [dict(d) for d in deviations], "literal": None if literal is None else dict(literal),
        "disputed": disputed, "domain": domain, "space": space, "formula": formula, "verdict": verdict,
        "evidence": dict(evidence),
        "correction": None if correction is None else dict(correction),
    }
    if composed is not None:
        record["composed"] = dict(composed)
    if verdict is not None:
        record["statement_digest"] = statement_digest(record)
    return record


def statement_fields(claim: Claim, *, correction: bool = False) -> dict[str, Any]:
    """The fields of a claim that its statement digest covers (record.DIGESTED_KEYS); a correction has no source,
    section, label or literal."""
    fields = {"id": claim.id, "kind": claim.kind, "statement": claim.statement, "hypotheses": claim.hypotheses,
              **claim.entry_fields(), "domain": claim.domain.stated if claim.domain is not None else None,
              "space": claim.domain.spec if claim.domain is not None else None, "formula": claim.formula or None,
              "composed": claim.composed}
    if correction:
        del fields["literal"]
    else:
        fields |= {"source": claim.source, "section": claim.section, "label": claim.label}
    return fields


def check_composed_proof(claim: Claim) -> str:
    """'' if the claim's composed proof proves the checker's formula for it, resting only on composed proofs of the
    registry (their own statements and certificates; their verdicts are checked on the ledger by verify-certs)."""
    from krverify.claims import all_claims  # the whole registry: loaded only when a composed proof is decided

    assert isinstance(claim.proof, ComposedProof)
    if claim.composed is None:
        return f"no composed statement for {claim.id} (claims/_composed.py)"
    proved = {}
    for other in all_claims():
        for entry in (other, other.correction):
            if entry is not None and isinstance(entry.proof, ComposedProof) and entry.id != claim.id:
                spec = statement_of(entry.composed) if entry.composed is not None else None
                proved[entry.id] = {"spec": spec, "certificate": dict(entry.proof.certificate)}
    return check_composed(statement_of(claim.composed), dict(claim.proof.certificate), proved)


def certificate_of(proof: SymbolicProof) -> dict[str, Any]:
    """A symbolic proof as a ledger certificate (record.CERTIFICATE_KEYS): the identity and its structured signs."""
    return {
        "target": proof.target,
        "relation": proof.relation,
        "denominator": proof.denominator,
        "terms": list(proof.terms),
        "hypotheses": dict(proof.hypotheses),
        "positive": list(proof.positive),
        "nonnegative": list(proof.nonnegative),
        "free": list(proof.free),
        "strict": list(proof.strict),
        "explanation": proof.explanation,
    }


def decide(claim: Claim, *, examples: int = DEFAULT_EXAMPLES, seed: int | None = None
           ) -> Decision:
    """Decide ``claim`` (and its correction, if it carries one)."""
    if not claim.decidable:
        return Decision(claim, None, {"not_checkable": claim.finding} if claim.kind == "not-checkable" else {})
    swept = sweep(claim)
    searched = _search(claim, swept, examples, seed)
    search_evidence = {"seed": searched.seed, "examples": searched.examples, "skipped": searched.skipped,
                       "region": list(claim.domain.search_region) if claim.domain is not None else [],
                       "digest": searched.digest}
    if searched.note:
        search_evidence["note"] = searched.note
    correction = (decide(claim.correction, examples=examples, seed=seed)
                  if claim.correction is not None else None)

    found = _smallest_counterexample(claim, swept, searched)
    degenerate_note = None
    if found is not None and claim.degenerate is not None and claim.degenerate(found[0]):
        better = _non_degenerate_counterexample(claim)
        if better is not None:
            degenerate_note = {"counterexample": exact_to_json(dict(found[0])),
                               **_sides(claim.recorded(found[0], found[1]) or found[1])}
            found = better
    if found is not None:
        point, evaluation, found_by = found
        recheck = claim.recorded(point, evaluation)
        if recheck is None or recheck.holds:
            raise AssertionError(f"{claim.id}: counterexample {point} does not re-check")
        evaluation = recheck
        evidence = {
            "method": "counterexample",
            "counterexample": exact_to_json(point),
            **_sides(evaluation),
            "found_by": found_by,
            "search": search_evidence,
        }
        if evaluation.detail:
            evidence["detail"] = evaluation.detail
        if degenerate_note is not None:
            evidence["degenerate_witness"] = degenerate_note
        if claim.finding:
            evidence["finding"] = claim.finding
        return Decision(claim, "refuted", evidence, correction)

    exhaustive: dict[str, Any] = {
        "domain": swept.domain,
        "points": swept.checked,
        "outside_hypotheses": swept.vacuous,
        "digest": swept.digest,
        "whole": claim.domain.whole if claim.domain is not None else False,
        "reached": swept.reached,
    }
    if swept.checked == 1 and swept.first is not None:  # a single point: show both sides
        point, evaluation = swept.first
        evaluation = claim.recorded(point, evaluation) or evaluation
        exhaustive["at"] = {"point": exact_to_json(point), **_sides(evaluation)}
        if evaluation.detail:
            exhaustive["at"]["detail"] = evaluation.detail
    if isinstance(claim.proof, ComposedProof):
        reason = check_composed_proof(claim)
        if not reason:
            return Decision(claim, "proved", {
                "method": "symbolic",
                "engine": "krverify.certify.composition (standard library)",
                "certificate": dict(claim.proof.certificate),
                "residual": "0",
                "exhaustive": exhaustive,
                "search": search_evidence,
            }, correction)
        exhaustive["certificate_rejected"] = reason
    elif claim.proof is not None:
        checked = check_proof(claim.proof)
        assert claim.domain is not None
        mismatch = pin_to_checker(claim, claim.domain.points()) if checked.valid else ""
        if checked.valid and not mismatch:
            return Decision(claim, "proved", {
                "method": "symbolic",
                "engine": f"sympy {sympy.__version__}",
                "certificate": certificate_of(claim.proof),
                "residual": checked.residual,
                "exhaustive": exhaustive,
                "search": search_evidence,
            }, correction)
        exhaustive["certificate_rejected"] = checked.reason or mismatch
    return Decision(claim, "verified", {
        "method": "exhaustive",
        **exhaustive,
        "search": search_evidence,
    }, correction)


#: The search notes of records where a search could not change the verdict or the witness's smallness.
SWEPT_ONLY = "not run: every point the search could draw is a swept point (the domain has no search region)"
SWEEP_REFUTED = "not run: the sweep (smallest points first) found a counterexample that is not degenerate"


def _search(claim: Claim, swept: SweepResult, examples: int, seed: int | None) -> SearchResult:
    """The seeded search, where it can change the outcome.

    It is not run, and the record says so (0 examples), in two cases: on a domain without search regions every
    point hypothesis could draw is one the sweep has just checked exactly; and when the sweep, which meets the
    smallest points first, has found a counterexample the claim does not call degenerate, the verdict is decided
    and the witness is already a smallest one.  A degenerate first counterexample still gets the search, which
    may find a non-degenerate one beyond the swept sizes.
    """
    assert claim.domain is not None
    chosen_seed = default_seed(claim.id) if seed is None else seed
    if not claim.domain.searched_beyond_sweep:
        return SearchResult(chosen_seed, 0, note=SWEPT_ONLY)
    found = swept.counterexample
    if found is not None and (claim.degenerate is None or not claim.degenerate(found)):
        return SearchResult(chosen_seed, 0, note=SWEEP_REFUTED)
    return search(claim, examples=examples, seed_value=seed)


def _sides(evaluation: Evaluation) -> dict[str, Any]:
    return {
        "lhs": exact_to_json(evaluation.left),
        "relation": evaluation.relation,
        "rhs": exact_to_json(evaluation.right),
    }


def _smallest_counterexample(claim: Claim, swept: SweepResult, searched: SearchResult
                             ) -> tuple[Point, Evaluation, str] | None:
    """The smaller of the sweep's and the search's witness; the search's only if it lies in the stated domain.

    A witness outside the record's stated domain would refute a statement the record does not
    make: when the search alone finds one, the engine refuses it (:class:`WitnessOutsideDomain`) —
    the claim's domain must then be widened to say where the statement fails.
    """
    candidates = []
    if swept.counterexample is not None and swept.evaluation is not None:
        candidates.append((swept.counterexample, swept.evaluation,
                           "exhaustive sweep (domain enumerated smallest first)"))
    if searched.counterexample is not None and searched.evaluation is not None:
        if in_domain(claim, searched.counterexample):
            candidates.append((searched.counterexample, searched.evaluation,
                               "hypothesis search (shrunk by hypothesis)"))
        elif not candidates:
            raise WitnessOutsideDomain(claim.id, exact_to_json(dict(searched.counterexample)),
                                       claim.domain.stated if claim.domain else "none")
    if not candidates:
        return None
    return min(candidates, key=lambda c: (_size(c[0]), c[2]))


def _non_degenerate_counterexample(claim: Claim) -> tuple[Point, Evaluation, str] | None:
    """The first counterexample of the swept domain outside ``claim.degenerate`` (smallest first)."""
    assert claim.domain is not None and claim.degenerate is not None
    degenerate = claim.degenerate
    narrowed = dataclasses.replace(claim, domain=claim.domain.narrowed(lambda point: not degenerate(point),
                                                                       "non-degenerate"))
    result = sweep(narrowed)
    if result.counterexample is None or result.evaluation is None:
        return None
    return result.counterexample, result.evaluation, "exhaustive sweep, first non-degenerate point"


def in_domain(claim: Claim, point: Point) -> bool:
    """Whether ``point`` lies in the claim's stated domain: a swept point or in a searched region (exact values)."""
    return claim.domain is not None and claim.domain.contains(point)


def _size(value: object) -> int:
    """A simplicity measure: integers by magnitude, rationals by their digits (1/100 and 9/1000 are both simple)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return abs(value)
    if isinstance(value, Fraction):
        return len(str(abs(value.numerator))) + len(str(value.denominator))
    if isinstance(value, dict):
        return sum(_size(v) for v in value.values())
    if isinstance(value, tuple | list):
        return len(value) + sum(_size(v) for v in value)
    return 0


def witness_problem(claim: Claim, evidence: dict[str, Any]) -> str:
    """'' if a ledger's counterexample still refutes ``claim`` with the recorded sides, else why not.

    The search that found a witness may shrink differently under another hypothesis version,
    so ``check`` does not require the same witness; it requires the recorded one to be true.
    """
    try:
        point = {key: _revive(value) for key, value in evidence["counterexample"].items()}
        evaluation = claim.recorded(point)
    except (KeyError, TypeError, ValueError, ZeroDivisionError, AttributeError) as error:
        return f"the recorded counterexample cannot be evaluated ({type(error).__name__}: {error})"
    if evaluation is None:
        return "the recorded counterexample is outside the claim's hypotheses"
    if not in_domain(claim, point):
        return "the recorded counterexample is outside the claim's stated domain"
    if evaluation.holds:
        return "the recorded counterexample satisfies the claim"
    sides = _sides(evaluation)
    for key in ("lhs", "relation", "rhs"):
        if evidence.get(key) != sides[key]:
            return f"the recorded {key} is {evidence.get(key)!r}; the witness gives {sides[key]!r}"
    return ""


def revive_point(point: dict[str, Any]) -> dict[str, Any]:
    """A ledger's witness point with its exact values revived (:func:`_revive`)."""
    return {key: _revive(value) for key, value in point.items()}


def _revive(value: Any) -> Any:
    """The inverse of exact_to_json for points: 'n/d' strings become Fractions, lists tuples; a word (a named
    member of a domain, e.g. a coupling 'flip') stays a string."""
    if isinstance(value, list):
        return tuple(_revive(v) for v in value)
    if isinstance(value, str):
        try:
            return parse_exact(value)
        except ValueError:
            return value
    return value
