"""The check workflow as a library function: what `krverify check` prints is `workflow.check` plus formatting."""

import json
import shutil
from pathlib import Path

import pytest

from krverify.cli import main
from krverify.engine import workflow
from krverify.errors import InvalidArgument, LedgerError, UnknownClaim

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
MANIFEST = ROOT / "krverify" / "certify" / "manifest.json"
CLAIM = "001.eq-4.31"  # refuted, with an upheld correction: compare, witness re-check and correction in one


def test_one_claim_matches_the_ledger():
    result = workflow.check(PROOFS, [CLAIM], jobs=1, examples=20)
    assert result.ok and not result.full and result.changes == []
    assert [r["id"] for r in result.records] == [CLAIM] and result.records[0]["verdict"] == "refuted"
    assert result.written == [] and result.manifest is None


def test_the_cli_prints_the_workflows_records(capsys):
    assert main(["check", "--claim", CLAIM, "--json", "--proofs", str(PROOFS), "--examples", "20"]) == 0
    printed = json.loads(capsys.readouterr().out)
    result = workflow.check(PROOFS, [CLAIM], jobs=1, examples=20)
    assert printed["claims"] == result.records and printed["findings"] == result.findings


def test_a_changed_ledger_is_reported_as_changes(tmp_path):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    path = proofs / "001_d8c6cb5d6e66af37.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    entry = next(r for r in document["claims"] if r["id"] == CLAIM)
    entry["evidence"]["counterexample"]["N"] += 1
    entry["correction"]["verdict"] = "refuted"
    path.write_text(json.dumps(document), encoding="utf-8")
    result = workflow.check(proofs, [CLAIM], jobs=1, examples=20)
    assert not result.ok
    assert [(c.claim_id, c.what) for c in result.changes] == [
        (CLAIM, "correction verdict"), (CLAIM, "recorded counterexample"),
        (CLAIM + ".corrected", "recorded counterexample")]  # a 'refuted' correction without a witness


def test_writing_elsewhere_leaves_the_manifest_alone(tmp_path):
    before = MANIFEST.read_bytes()
    result = workflow.check(tmp_path / "proofs", [CLAIM], jobs=1, examples=20, write=True)
    assert result.ok and result.manifest is None
    assert result.written == [tmp_path / "proofs" / "001_d8c6cb5d6e66af37.json"]
    assert MANIFEST.read_bytes() == before


@pytest.mark.parametrize(("arguments", "error"), [
    ({"examples": 0}, InvalidArgument), ({"jobs": "x"}, InvalidArgument), ({"timeout": "-1"}, InvalidArgument),
    ({"claims": ["no.such-claim"]}, UnknownClaim), ({"proofs": Path("/nonexistent/proofs")}, LedgerError),
])
def test_bad_arguments_are_refused_before_any_work(arguments, error):
    call = {"proofs": PROOFS, "claims": [CLAIM], "jobs": 1, "examples": 20} | arguments
    with pytest.raises(error):
        workflow.check(call.pop("proofs"), call.pop("claims"), **call)


@pytest.mark.parametrize("field", ["positive", "nonnegative", "strict"])
def test_check_compares_the_certificates_structured_sign_fields(tmp_path, field):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    path = proofs / "000_6dfa2dbc38b4b249.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    certificate = next(r for r in document["claims"] if r["id"] == "000.lemma-4.3")["evidence"]["certificate"]
    certificate[field] = [*certificate[field], "H1" if field == "strict" else "extra"]
    path.write_text(json.dumps(document), encoding="utf-8")
    result = workflow.check(proofs, ["000.lemma-4.3"], jobs=1, examples=20)
    assert [str(c) for c in result.changes] == ["000.lemma-4.3: symbolic certificate changed from recorded to changed"]
