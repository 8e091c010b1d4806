"""The manifest beside the checker is the registry and the ledger: ids and kinds from the registry, statement
digests recomputed from the registered statements, verdicts from proofs/."""

import json
import tomllib
from pathlib import Path

from krverify.certify import checker
from krverify.certify import record as records
from krverify.claims import all_claims
from krverify.engine.verdicts import statement_fields
from krverify.engine.workflow import checkout_manifest, deep_pins, manifest_document, table_pins
from krverify.ledger import dump, read_ledger

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
MANIFEST = ROOT / "krverify" / "certify" / "manifest.json"


def test_the_manifest_equals_the_registry_and_the_ledger():
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    ledger = read_ledger(PROOFS)
    assert manifest["schema"] == records.SCHEMA
    assert [entry["id"] for entry in manifest["claims"]] == [claim.id for claim in all_claims()]
    for entry, claim in zip(manifest["claims"], all_claims()):
        assert entry["kind"] == claim.kind
        if not claim.decidable:
            assert set(entry) == {"id", "kind"}
            continue
        stored = ledger[claim.id]
        assert entry["statement_digest"] == records.statement_digest(statement_fields(claim)) == \
            stored["statement_digest"], claim.id
        assert entry["verdict"] == stored["verdict"]
        if claim.correction is None:
            assert entry["correction"] is None and stored["correction"] is None
        else:
            fix = claim.correction
            digest = records.statement_digest(statement_fields(fix, correction=True))
            assert digest == stored["correction"]["statement_digest"], fix.id  # the ledger's own digest
            assert entry["correction"] == {"id": fix.id, "kind": fix.kind, "verdict": stored["correction"]["verdict"],
                                           "statement_digest": digest}
    expected = manifest_document(ledger, deep_pins(PROOFS), table_pins(PROOFS))
    assert MANIFEST.read_text(encoding="utf-8") == dump(expected)


def test_the_checker_reads_the_manifest_beside_it_and_finds_the_ledger_equal():
    assert checker.MANIFEST == MANIFEST
    assert checker.check_manifest(list(read_ledger(PROOFS).values())) == []


def test_the_manifest_is_rewritten_only_with_the_checkouts_own_ledger(tmp_path):
    assert checkout_manifest(PROOFS) == MANIFEST
    assert checkout_manifest(Path("proofs")) == (MANIFEST if Path("proofs").resolve() == PROOFS else None)
    assert checkout_manifest(tmp_path / "proofs") is None


def test_the_manifest_is_package_data():
    """An installed package carries the manifest, so verify-certs there checks the ledger's shape too."""
    with (ROOT / "pyproject.toml").open("rb") as stream:
        settings = tomllib.load(stream)
    assert "certify/manifest.json" in settings["tool"]["setuptools"]["package-data"]["krverify"]
