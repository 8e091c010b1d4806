"""CI fails when the code no longer reproduces the committed ledger: a planted change to one claim's checker,
committed without ``krverify check --write``, makes the check that tests/conftest.py runs for .ci/run fail."""

import dataclasses
from pathlib import Path

from krverify.claims import _registry, get_claim
from krverify.claims._claim import Evaluation
from krverify.engine import workflow

PROOFS = Path(__file__).resolve().parents[2] / "proofs"


def _planted(monkeypatch, claim_id, change):
    claim = get_claim(claim_id)
    original = claim.check

    def check(point):
        evaluation = original(point)
        return None if evaluation is None else change(evaluation)

    monkeypatch.setitem(_registry._REGISTRY, claim_id, dataclasses.replace(claim, check=check))


def test_an_unchanged_checker_passes():
    assert workflow.check(PROOFS, ["000.lemma-4.3"], jobs=1).ok


def test_a_checker_change_that_keeps_the_verdict_still_fails(monkeypatch):
    """Both sides doubled: still verified at every point, but the digests of exact values (the sweep's, the
    search's) change."""
    _planted(monkeypatch, "000.lemma-4.1",
             lambda e: Evaluation(2 * e.lhs, e.relation, 2 * e.rhs, e.scale, detail=e.detail))
    result = workflow.check(PROOFS, ["000.lemma-4.1"], jobs=1)
    assert not result.ok
    assert [c.what for c in result.changes] == ["search digest", "exhaustive digest"]


def test_a_checker_change_that_flips_the_verdict_fails(monkeypatch):
    _planted(monkeypatch, "000.lemma-4.1", lambda e: Evaluation(e.lhs + 1, e.relation, e.rhs, e.scale))
    result = workflow.check(PROOFS, ["000.lemma-4.1"], jobs=1)
    assert not result.ok and any("verdict" in str(c) for c in result.changes)
