"""The independent certificate checker: stdlib only, accepts proofs/, rejects every tampering."""

import ast
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from krverify.certify import checker
from krverify.cli import main

ROOT = Path(__file__).resolve().parents[1]
PROOFS = ROOT / "proofs"
CHECKER = ROOT / "krverify" / "certify" / "checker.py"
STDLIB = {"__future__", "ast", "hashlib", "json", "sys", "fractions", "math", "pathlib"}


def test_the_checker_imports_the_standard_library_only():
    tree = ast.parse(CHECKER.read_text(encoding="utf-8"))
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert imported <= STDLIB


def test_the_checker_runs_as_a_standalone_script():
    result = subprocess.run([sys.executable, "-I", str(CHECKER), str(PROOFS)], capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0, result.stdout
    assert "failed: 0" in result.stdout


def test_the_committed_proofs_check():
    checked, problems = checker.check_directory(PROOFS)
    assert problems == [] and checked > 200


def _entries():
    for path in sorted(PROOFS.glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8"))["claims"]:
            yield record
            if record.get("correction"):
                yield record["correction"]


def test_every_formula_reproduces_the_recorded_sides():
    seen = 0
    for record in _entries():
        formula = checker.FORMULAS.get(record["id"])
        if formula is not None and record["verdict"] == "refuted":
            evidence = record["evidence"]
            lhs, rhs = formula(evidence["counterexample"])
            assert checker.compare(lhs, evidence["lhs"]) == 0 and checker.compare(rhs, evidence["rhs"]) == 0
            seen += 1
    assert seen == len(checker.FORMULAS) >= 9


def test_every_decided_entry_carries_a_statement_digest():
    for record in _entries():
        if record.get("verdict") is not None:
            assert record["statement_digest"] == checker.statement_digest(record)


# --------------------------------------------------------------------------- tampering


@pytest.fixture
def proofs_copy(tmp_path):
    target = tmp_path / "proofs"
    shutil.copytree(PROOFS, target)
    return target


def _edit(directory, claim_id, change):
    for path in sorted(directory.glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for record in document["claims"]:
            for entry in (record, record.get("correction") or {}):
                if entry.get("id") == claim_id:
                    change(entry)
                    path.write_text(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
                    return
    raise AssertionError(f"{claim_id} not found")


def _verify(directory, capsys):
    status = checker.main([str(directory)])
    return status, capsys.readouterr().out


def _check(directory, claim_id, capsys):
    status = main(["check", "--claim", claim_id, "--proofs", str(directory), "--examples", "20"])
    return status, capsys.readouterr().out


def test_a_changed_witness_digit_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-5.3", lambda e: e["evidence"]["counterexample"].update(q="1/101"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "001.eq-5.3" in out and "witness" in out
    status, out = _check(proofs_copy, "001.eq-5.3", capsys)
    assert status == 1 and "recorded counterexample" in out


def test_a_changed_witness_of_a_claim_without_a_formula_is_rejected_by_check(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-6.4", lambda e: e["evidence"]["counterexample"].update(q="1/101"))
    status, out = _check(proofs_copy, "001.eq-6.4", capsys)
    assert status == 1 and "recorded counterexample" in out


def test_sides_that_satisfy_the_relation_are_not_a_counterexample(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-4.31", lambda e: e["evidence"].update(rhs=e["evidence"]["lhs"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "not a counterexample" in out


def test_a_flipped_verdict_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-4.31", lambda e: e.update(verdict="verified"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "001.eq-4.31" in out and "does not match its evidence" in out
    status, out = _check(proofs_copy, "001.eq-4.31", capsys)
    assert status == 1 and "verdict changed" in out


def test_a_widened_domain_is_rejected(proofs_copy, capsys):
    def widen(entry):
        entry["domain"] = entry["domain"].replace("N <= 40", "N <= 400")
        entry["evidence"]["domain"] = entry["domain"]
    _edit(proofs_copy, "001.s-expression.corrected", widen)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "stale certificate" in out
    status, out = _check(proofs_copy, "001.s-expression", capsys)
    assert status == 1 and "correction exhaustive domain changed" in out


def test_an_edited_statement_makes_the_certificate_stale(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-4.17", lambda e: e.update(statement=e["statement"] + " (edited)"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "001.eq-4.17: stale certificate" in out


def test_a_broken_symbolic_certificate_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-4.17", lambda e: e["evidence"]["certificate"].update(terms=["r1**2", "r2**2"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "does not cancel" in out


def test_a_certificate_with_an_unsigned_term_is_rejected(proofs_copy, capsys):
    """The identity holds, but r1² - r1 r2 is not visibly a product of factors of known sign."""
    _edit(proofs_copy, "001.eq-4.17",
          lambda e: e["evidence"]["certificate"].update(terms=["r1**2 - r1*r2", "r2**2 + 2*r1*r2"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "has no known sign" in out


def test_a_different_valid_certificate_is_accepted(proofs_copy, capsys):
    """The checker decides signs itself: (r1 - r2)² + 3 r1 r2 is another valid certificate for (4.17)."""
    _edit(proofs_copy, "001.eq-4.17",
          lambda e: e["evidence"]["certificate"].update(terms=["(r1 - r2)**2", "3*r1*r2"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 0, out


def test_a_changed_table_value_is_rejected(proofs_copy, capsys):
    path = proofs_copy / "tables" / "small.json"
    payload = json.loads(path.read_text(encoding="utf-8"))
    row = next(r for r in payload["rows"] if r["printed"]["method"] == "exact scan")
    row["exact"]["delta_paper"] = ["0", "1/1000000000"]  # pretend δ is smaller than it is
    path.write_text(json.dumps(payload, indent=2, sort_keys=True))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "outside the recorded" in out


def test_a_changed_window_ratio_is_rejected(proofs_copy, capsys):
    path = proofs_copy / "tables" / "small.json"
    payload = json.loads(path.read_text(encoding="utf-8"))
    payload["rows"][0]["exact"]["window_ratio"] = "2"
    path.write_text(json.dumps(payload, indent=2, sort_keys=True))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "window ratio" in out


@pytest.mark.parametrize("content", ["{not json", '{"claims": 3}', '{"claims": [1, 2]}', "\xff"])
def test_an_unreadable_ledger_is_one_line_and_exit_2(tmp_path, content):
    (tmp_path / "broken.json").write_text(content, encoding="latin-1")
    result = subprocess.run([sys.executable, "-m", "krverify.cli", "verify-certs", str(tmp_path)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "broken.json" in result.stderr and "Traceback" not in result.stderr


def test_the_certificate_table_is_the_committed_grid(tmp_path, capsys):
    """proofs/tables/small.json is exactly what its grid produces today (determinism and staleness)."""
    assert main(["table", "--grid", str(PROOFS / "tables" / "small.toml"), "--format", "json"]) == 0
    assert capsys.readouterr().out == (PROOFS / "tables" / "small.json").read_text(encoding="utf-8")
