"""Shared by the issue-38 re-read tests: the kernel re-derives a record's own witness from the record's declared
formula, and a planted formula does not (so the re-derivation can fail)."""

from krverify import get_claim
from krverify.certify import checker
from tests.claims._recorded import recorded


def formula_rederives(claim_id: str, monkeypatch, planted) -> None:
    """The record's formula agrees with the record's own witness, and a planted one does not: the planted sides
    become the record's formula text."""
    claim = get_claim(claim_id)
    decision = recorded(claim_id)
    evidence = decision.evidence
    assert claim.formula, claim_id  # the kernel holds no formula of its own
    record = decision.record()
    assert checker.check_counterexample(claim_id, record, evidence) == [], claim_id
    lhs, relation, rhs = planted(evidence["counterexample"])
    wrong = dict(record, formula=f"{lhs} {relation} {rhs}")
    assert checker.check_counterexample(claim_id, wrong, evidence) != [], claim_id


def own_formula_rederives(claim_id: str, old: str, new: str) -> None:
    """The kernel re-evaluates the record's own formula at its witness, and rejects the formula with ``old`` planted
    to ``new`` (so the re-derivation can fail)."""
    claim = get_claim(claim_id)
    evidence = recorded(claim_id).evidence
    record = {"domain": claim.domain.description, "formula": claim.formula, "space": claim.domain.spec}
    assert checker.check_counterexample(claim_id, record, evidence) == [], claim_id
    planted = claim.formula.replace(old, new)
    assert planted != claim.formula, claim_id
    assert checker.check_counterexample(claim_id, {**record, "formula": planted}, evidence) != [], claim_id
