"""Lookups a reader makes: ``krverify show ID``, ``findings --document --severity``, ``list`` with verdicts,
``check --claim`` about that claim only, a closed pipe, the mode of written files, ``python -m krverify`` and
"did you mean" for an unknown id.

Expected values are read from the ledger's JSON files directly (the objects ``show`` must print), not from the
commands' own output.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from krverify.cli import main
from krverify.ledger import atomic_write
from krverify.report.lookup import finding_text, load, lookup, record_text

ROOT = Path(__file__).resolve().parents[1]
PROOFS = ROOT / "proofs"
#: A refuted record with a correction and a finding (000, Proposition 1.1's proof).
REFUTED = "000.proposition-1.1.positive-terms"
HEAVY = ("sympy", "flint", "hypothesis", "krverify.claims", "krverify.engine")


def _stored() -> tuple[dict[str, dict], dict[str, dict]]:
    """Every record and finding, read straight from the ledger files."""
    records, findings = {}, {}
    for path in sorted(PROOFS.glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        records |= {r["id"]: r for r in document["claims"]}
        findings |= {f["id"]: f for f in document["findings"]}
    return records, findings


def _run(*args: str, **kwargs) -> subprocess.CompletedProcess:
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, cwd=ROOT, env=environment,
                          timeout=120, **kwargs)


def test_show_prints_a_refuted_record_with_both_sides_correction_and_finding(capsys):
    records, findings = _stored()
    record = records[REFUTED]
    evidence = record["evidence"]
    assert main(["show", REFUTED]) == 0
    text = capsys.readouterr().out
    assert text.splitlines()[0].startswith(f"{REFUTED} — 000 §1, {record['label']}")
    assert record["statement"][:60] in " ".join(text.split())
    assert f"left side = {evidence['lhs']}, right side = {evidence['rhs']}" in text
    symbol = {"==": "=", "<=": "≤", ">=": "≥", "!=": "≠"}.get(evidence["relation"], evidence["relation"])
    assert f"left side {symbol} right side fails" in text
    assert record["correction"]["id"] in text and f"verdict      {record['verdict']}" in text
    mine = [f for f in findings.values() if REFUTED in f["records"]]
    assert mine and all(f["id"] in text for f in mine)
    assert max(len(line) for line in text.splitlines()) <= 120


def test_show_json_answers_for_records_corrections_and_findings(capsys):
    records, findings = _stored()
    fix = records[REFUTED]["correction"]
    finding_id = next(f for f in findings.values() if f["root"] == REFUTED)["id"]
    for identifier, kind in ((REFUTED, "record"), (fix["id"], "correction"), (finding_id, "finding")):
        assert main(["show", identifier, "--json"]) == 0
        shown = json.loads(capsys.readouterr().out)
        assert (shown["id"], shown["kind"]) == (identifier, kind)
    assert shown["finding"] == findings[finding_id] and shown["root"] == records[REFUTED]
    assert main(["show", fix["id"], "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["record"] == fix and shown["correction_of"] == REFUTED


def test_show_prints_the_formula_as_stored_and_as_tex(capsys):
    """A record and a correction that carry a formula: its every line verbatim (what was checked), then TeX with the
    paper's names (x' for the formula's xp); ``--json`` gives the TeX lines too."""
    records, _ = _stored()
    record = records["003.epsilon-one-pair"]
    for entry in (record, record["correction"]):
        assert main(["show", entry["id"]]) == 0
        text = capsys.readouterr().out
        shown = [line[13:] for line in text.splitlines()]
        position = shown.index(entry["formula"].splitlines()[0])
        assert text.splitlines()[position].startswith("formula ")
        assert shown[position:position + len(entry["formula"].splitlines())] == entry["formula"].splitlines()
        assert text.splitlines()[position + len(entry["formula"].splitlines())].startswith("as TeX ")
        assert r"\mathsf{P}[\mathrm{law}(y') = s]" in " ".join(shown)
    assert main(["show", record["id"], "--json"]) == 0
    tex = json.loads(capsys.readouterr().out)["formula_tex"]
    assert tex[0] == r"\mathrm{law}(z) \mathrel{:=} \mathrm{histogram\_law}(z, q)" and len(tex) == 3
    # a record that states no formula (004.theorem-8.7's correction, decided by its fast path)
    assert main(["show", "004.theorem-8.7.corrected", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["formula_tex"] == []
    # a union's part told apart by an unbound parameter: 'R == None' reads 'R unbound', not R = infinity
    assert main(["show", "004.theorem-8.7", "--json"]) == 0
    tex = json.loads(capsys.readouterr().out)["formula_tex"]
    assert r"R\text{ unbound}" in tex[0] and r"\infty" not in " ".join(tex)


def test_show_renders_every_id_in_the_ledger_within_120_columns():
    ledger = load(PROOFS)
    records, findings = _stored()
    corrections = {r["correction"]["id"] for r in records.values() if r.get("correction")}
    assert set(ledger.ids()) == set(records) | corrections | set(findings)
    for identifier in ledger.ids():
        found = lookup(ledger, identifier)
        text = (finding_text(found["finding"], ledger) if found["kind"] == "finding" else
                record_text(found["record"], findings=found["findings"], correction_of=found["correction_of"]))
        assert text.startswith(identifier)
        assert max(len(line) for line in text.splitlines()) <= 120, identifier


def test_show_is_instant_and_imports_nothing_heavy():
    """The largest document's last record, in a fresh interpreter: under a second, no sympy, flint, hypothesis or
    registry (the best of three runs, as the machine is shared)."""
    last = json.loads(sorted(PROOFS.glob("004_*.json"))[0].read_text(encoding="utf-8"))["claims"][-1]["id"]
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        result = _run("-X", "importtime", "-m", "krverify", "show", last)
        best = min(best, time.perf_counter() - start)
        assert result.returncode == 0, result.stderr[-300:]
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert not {m for m in imported if m.split(".")[0] in HEAVY or m.startswith(HEAVY)}
    assert best < 1.0, f"krverify show took {best:.2f} s"


def test_unknown_id_is_one_line_with_did_you_mean(capsys):
    assert main(["show", "000.lemma-4.21"]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "did you mean '000.lemma-4.2'" in error
    assert main(["search", "000.lemma-4.21"]) == 2
    assert "did you mean '000.lemma-4.2'" in capsys.readouterr().err


def test_findings_filter_by_document_and_severity(capsys):
    _, findings = _stored()
    assert main(["findings", "--json", "--document", "001", "--severity", "false"]) == 0
    shown = json.loads(capsys.readouterr().out)["findings"]
    expected = {f["id"] for f in findings.values()
                if f["root"].startswith("001.") and f["severity"] == "false" and not f.get("disputed")}
    assert expected and {f["id"] for f in shown} == expected
    assert main(["findings", "--document", "000", "--severity", "disputed"]) == 0
    text = capsys.readouterr().out
    assert "disputed (" in text and "misprint (" not in text and "001." not in text
    assert main(["findings", "--document", "009"]) == 2
    assert "document='009'" in capsys.readouterr().err


def test_list_has_a_header_and_the_ledgers_verdicts(capsys):
    records, _ = _stored()
    assert main(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:3] == ["id", "doc", "section"] and "verdict" in lines[0]
    row = next(line for line in lines if line.startswith(REFUTED + " "))
    assert row.endswith(f"{records[REFUTED]['verdict']} / {records[REFUTED]['correction']['verdict']}")
    assert max(len(line) for line in lines) <= 120
    assert main(["list", "--json"]) == 0
    listed = {entry["id"]: entry for entry in json.loads(capsys.readouterr().out)}
    assert listed[REFUTED]["verdict"] == records[REFUTED]["verdict"]


def test_check_claim_prints_only_what_concerns_that_claim(capsys):
    _, findings = _stored()
    assert main(["check", "--claim", REFUTED, "--jobs", "1"]) == 0
    text = capsys.readouterr().out
    mine = {f["id"] for f in findings.values() if REFUTED in f["records"]}
    shown = {identifier for identifier in findings if f"  {identifier} [root" in text}
    assert shown == mine
    assert max(len(line) for line in text.splitlines()) <= 120


def test_a_closed_pipe_ends_quietly_with_status_0():
    """``krverify list --json | head -1``: far more than a pipe holds, so the writer meets the closed pipe (before
    the fix: 'internal error: BrokenPipeError', exit 3)."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "krverify", "list", "--json"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, cwd=ROOT, env=environment)
    assert process.stdout.readline().strip() == b"["
    process.stdout.close()
    assert process.wait(timeout=120) == 0
    assert process.stderr.read() == b""


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_files_are_written_with_the_umasks_mode(tmp_path, umask, mode):
    old = os.umask(umask)
    try:
        atomic_write(tmp_path / "ledger.json", "{}\n")
    finally:
        os.umask(old)
    assert (tmp_path / "ledger.json").stat().st_mode & 0o777 == mode


def test_python_dash_m_krverify():
    result = _run("-m", "krverify", "--help")
    assert result.returncode == 0 and "usage: krverify" in result.stdout and "show" in result.stdout


def test_audit_outside_the_repository_finds_the_ledger(tmp_path):
    """krverify.audit() in a directory without proofs/ reads the ledger the commands would (before: LedgerError)."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", "import krverify; print(len(krverify.audit().findings))"],
                            capture_output=True, text=True, cwd=tmp_path, env=environment, timeout=120)
    assert result.returncode == 0, result.stderr[-300:]
    assert int(result.stdout) == len(_stored()[1])
