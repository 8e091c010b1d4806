"""Coverage of the audit: every numbered label of the scope is registered, every claim is decided.

The labels are read from the seed documents themselves, so a label the code
forgot is caught here, not by reading the code.
"""

import json
import re
from pathlib import Path

import pytest

from krverify import all_claims
from krverify.engine.verdicts import SWEEP_REFUTED, SWEPT_ONLY

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT / "seeds"  # vendored copies of the audited drafts
SHARED_SEEDS = ROOT.parent / "shared" / "seeds"
PROOFS = ROOT / "proofs"

#: (seed file, text that ends the audited scope, labels the text cites but never prints).
SCOPES = [
    ("000_6dfa2dbc38b4b249.txt", "5 Old stuff", {"5.1", "5.2", "5.3", "5.4", "5.5"}),
    ("001_d8c6cb5d6e66af37.txt", "7 ===== IGNORE", set()),
]


def printed_labels(source: str, stop: str, cited_only: set[str]) -> set[str]:
    text = (SEEDS / source).read_text(encoding="utf-8")
    text = text[: text.index(stop)]
    return {f"({label})" for label in re.findall(r"\((\d+\.\d+)\)", text)} - {f"({x})" for x in cited_only}


def registered_labels(source: str) -> set[str]:
    labels = set()
    for claim in all_claims():
        if claim.source == source:
            labels.add(claim.label)
            labels.update(claim.also_labels)
    return labels


@pytest.mark.skipif(not SEEDS.is_dir(), reason="seed documents missing")
@pytest.mark.parametrize(("source", "stop", "cited_only"), SCOPES, ids=[s[0][:3] for s in SCOPES])
def test_every_numbered_label_of_the_scope_is_registered(source, stop, cited_only):
    missing = printed_labels(source, stop, cited_only) - registered_labels(source)
    assert not missing, f"labels printed in {source} but not registered: {sorted(missing)}"


def ledger():
    records = []
    for path in sorted(PROOFS.glob("*.json")):
        records += json.loads(path.read_text())["claims"]
    return records


def test_the_ledger_holds_every_registered_claim_and_nothing_else():
    assert [r["id"] for r in ledger()] == [c.id for c in all_claims()]


@pytest.mark.parametrize("record", ledger(), ids=lambda r: r["id"])
def test_every_ledger_entry_has_a_verdict_and_evidence(record):
    if record["kind"] == "definition":
        assert record["verdict"] is None
        return
    if record["kind"] == "not-checkable":  # left out on purpose, with the reason recorded
        assert record["verdict"] is None and record["evidence"]["not_checkable"]
        return
    assert record["verdict"] in ("proved", "verified", "refuted")
    evidence = record["evidence"]
    searched = evidence["search"]
    assert isinstance(searched["seed"], int)
    if searched["examples"] == 0:  # not run, and only where it could not change the outcome
        if searched["note"] == SWEPT_ONLY:
            assert "(searched:" not in record["domain"], "a domain with a search region must be searched"
        else:
            assert searched["note"] == SWEEP_REFUTED
            assert record["verdict"] == "refuted" and evidence["found_by"].startswith("exhaustive sweep")
            assert "degenerate_witness" not in evidence
    else:
        assert searched["examples"] > 0
    if record["verdict"] == "refuted":
        assert evidence["counterexample"] and evidence["relation"]
        assert "lhs" in evidence and "rhs" in evidence
    elif record["verdict"] == "verified":
        assert evidence["points"] > 0
    else:
        certificate = evidence["certificate"]
        assert evidence["residual"] == "0" and "assumptions" not in evidence
        if "rule" in certificate:  # a composed proof: its cases and dependencies (certify/test_composition.py)
            assert certificate["rule"] in ("induction", "window", "chain", "accumulation")
        else:
            assert certificate["positive"] or certificate["nonnegative"] or certificate["free"]
    if record["correction"] is not None:
        assert record["correction"]["verdict"] in ("proved", "verified")


@pytest.mark.skipif(not SHARED_SEEDS.is_dir(), reason="the shared seed folder is not beside the checkout")
@pytest.mark.parametrize("name", sorted(p.name for p in SEEDS.glob("*.txt")))
def test_vendored_seeds_are_verbatim_copies(name):
    assert (SEEDS / name).read_bytes() == (SHARED_SEEDS / name).read_bytes()
