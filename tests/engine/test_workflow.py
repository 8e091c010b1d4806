"""The check workflow as a library function, and `krverify check` in its own process confirmed by independent paths."""

import copy
import itertools
import json
import math
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from krverify.certify.checker import check_entry
from krverify.engine import workflow
from krverify.errors import InvalidArgument, LedgerError, UnknownClaim

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
MANIFEST = ROOT / "krverify" / "certify" / "manifest.json"
CLAIM = "001.eq-4.31"  # refuted, with an upheld correction: compare, witness re-check and correction in one


def test_one_claim_matches_the_ledger():
    result = workflow.check(PROOFS, [CLAIM], jobs=1)
    assert result.ok and not result.full and result.changes == []
    assert [r["id"] for r in result.records] == [CLAIM] and result.records[0]["verdict"] == "refuted"
    assert result.written == [] and result.manifest is None


def test_a_correction_id_checks_the_record_that_holds_it():
    """'check --claim X.corrected' decides X, whose record carries the correction: before, the correction was
    decided as a record of its own and compared with none (two CHANGED lines: 'not in the ledger', and its reading
    'intended' refused as a record's)."""
    result = workflow.check(PROOFS, [f"{CLAIM}.corrected", CLAIM], jobs=1)
    assert result.ok and result.changes == [] and [r["id"] for r in result.records] == [CLAIM]
    assert result.records[0]["correction"]["id"] == f"{CLAIM}.corrected"


def _brute_force_count_probability(N: int, i: int, q: Fraction) -> Fraction:
    """P(s = i | D_m) by enumerating all 2^N flip patterns of N - 1 set bits and one zero (each flipped with
    probability q): the hand derivation (4.31) is meant to abbreviate."""
    total = Fraction(0)
    for flips in itertools.product((0, 1), repeat=N):
        bits = [1] * (N - 1) + [0]
        if sum(bit ^ flip for bit, flip in zip(bits, flips, strict=True)) == i:
            total += math.prod(q if flip else 1 - q for flip in flips)
    return total


def _as_printed_4_31(N: int, i: int, q: Fraction) -> Fraction:
    """(4.31) as printed: C(N-1, i) p^(i+1) q^(N-i) + C(N-1, i-1) p^(i-1) q^(N-i+1)."""
    p = 1 - q
    first = math.comb(N - 1, i) * p ** (i + 1) * q ** (N - i)
    return first + (math.comb(N - 1, i - 1) * p ** (i - 1) * q ** (N - i + 1) if i >= 1 else 0)


def _disagreements(record: dict) -> list[str]:
    """How a printed record of (4.31) departs from what independent paths say: the refutation's sides from
    brute-force enumeration and the printed formula, the stdlib checker (krverify/certify, which shares no code
    with the engine), and the committed ledger file read as plain JSON."""
    problems = []
    witness = record["evidence"]["counterexample"]
    N, i, q = witness["N"], witness["i"], Fraction(witness["q"])
    if record["verdict"] != "refuted":
        problems.append(f"verdict {record['verdict']}")
    if Fraction(record["evidence"]["lhs"]) != _brute_force_count_probability(N, i, q):
        problems.append("lhs is not the enumerated probability")
    if Fraction(record["evidence"]["rhs"]) != _as_printed_4_31(N, i, q):
        problems.append("rhs is not (4.31) as printed")
    problems += check_entry(record)
    stored = json.loads((PROOFS / "001_d8c6cb5d6e66af37.json").read_text(encoding="utf-8"))
    if record != next(r for r in stored["claims"] if r["id"] == CLAIM):
        problems.append("differs from the committed ledger entry")
    return problems


def test_the_cli_in_its_own_process_prints_a_record_that_independent_paths_confirm():
    result = subprocess.run([sys.executable, "-m", "krverify.cli", "check", "--claim", CLAIM, "--json", "--proofs",
                             str(PROOFS)], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-2000:]
    printed = json.loads(result.stdout)
    (record,) = printed["claims"]
    assert _disagreements(record) == []
    stored = json.loads((PROOFS / "001_d8c6cb5d6e66af37.json").read_text(encoding="utf-8"))
    assert [f for f in printed["findings"] if CLAIM in f["records"]] == \
        [f for f in stored["findings"] if CLAIM in f["records"]]


@pytest.mark.parametrize(("path", "planted"), [
    (("evidence", "rhs"), "1/2"), (("evidence", "lhs"), "1/3"), (("verdict",), "verified"),
    (("correction", "verdict"), "refuted")])
def test_the_independent_paths_catch_a_planted_wrong_record(path, planted):
    """Planted faults: each edit of a correct record is reported by at least one independent path."""
    record = copy.deepcopy(next(r for r in json.loads((PROOFS / "001_d8c6cb5d6e66af37.json").read_text(
        encoding="utf-8"))["claims"] if r["id"] == CLAIM))
    assert _disagreements(record) == []
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = planted
    assert _disagreements(record) != []


def test_a_changed_ledger_is_reported_as_changes(tmp_path):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    path = proofs / "001_d8c6cb5d6e66af37.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    entry = next(r for r in document["claims"] if r["id"] == CLAIM)
    entry["evidence"]["counterexample"]["N"] += 1
    entry["correction"]["verdict"] = "refuted"
    path.write_text(json.dumps(document), encoding="utf-8")
    result = workflow.check(proofs, [CLAIM], jobs=1)
    assert not result.ok
    assert [(c.claim_id, c.what) for c in result.changes] == [
        (CLAIM, "witness"), (CLAIM, "correction verdict"), (CLAIM, "recorded counterexample"),
        (CLAIM + ".corrected", "recorded counterexample")]  # a 'refuted' correction without a witness


def test_writing_elsewhere_leaves_the_manifest_alone(tmp_path):
    before = MANIFEST.read_bytes()
    result = workflow.check(tmp_path / "proofs", [CLAIM], jobs=1, write=True)
    assert result.ok and result.manifest is None
    assert result.written == [tmp_path / "proofs" / "001_d8c6cb5d6e66af37.json"]
    assert MANIFEST.read_bytes() == before


@pytest.mark.parametrize(("arguments", "error"), [
    ({"examples": 0}, InvalidArgument), ({"jobs": "x"}, InvalidArgument), ({"timeout": "-1"}, InvalidArgument),
    ({"claims": ["no.such-claim"]}, UnknownClaim), ({"proofs": Path("/nonexistent/proofs")}, LedgerError),
])
def test_bad_arguments_are_refused_before_any_work(arguments, error):
    call = {"proofs": PROOFS, "claims": [CLAIM], "jobs": 1} | arguments
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
    result = workflow.check(proofs, ["000.lemma-4.3"], jobs=1)
    assert [str(c) for c in result.changes] == ["000.lemma-4.3: symbolic certificate changed from recorded to changed"]


def test_a_check_of_one_claim_names_a_finding_whose_prose_contradicts_its_witness(tmp_path, monkeypatch):
    """001.precision-10-fold is refuted at N = 1000 (the ledger's witness); its finding's summary planted to say
    N = 7: 'check --claim' reports it and '--write' writes nothing, as verify-certs would reject the prose."""
    from dataclasses import replace

    import krverify.findings as findings_package

    claim = "001.precision-10-fold"
    planted = tuple(replace(f, summary=f.summary[:200] + " (at N = 7)") if claim in f.records else f
                    for f in findings_package.all_findings())
    assert workflow.check(PROOFS, [claim], jobs=1).changes == []
    monkeypatch.setattr(workflow, "all_findings", lambda: planted)
    result = workflow.check(PROOFS, [claim], jobs=1)
    assert [(c.claim_id, c.what) for c in result.changes] == [("findings", "prose")]
    assert "N = 7" in str(result.changes[0]) and "N = 1000" in str(result.changes[0])
    copy_of = tmp_path / "proofs"
    shutil.copytree(PROOFS, copy_of)
    written = workflow.check(copy_of, [claim], jobs=1, write=True)
    assert written.written == [] and not written.ok
