"""The independent certificate checker: stdlib only, accepts proofs/, rejects every tampering."""

import ast
import copy
import functools
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from krverify.certify import checker, exact
from krverify.certify import record as records
from krverify.claims import get_claim
from krverify.cli import main
from krverify.exact_text import exact_to_json, parse_exact

ROOT = Path(__file__).resolve().parents[1]
PROOFS = ROOT / "proofs"
CERTIFY = ROOT / "krverify" / "certify"
CHECKER = CERTIFY / "checker.py"
STDLIB = {"__future__", "ast", "collections", "dataclasses", "functools", "hashlib", "itertools", "json", "math",
          "re", "sys", "fractions", "pathlib", "textwrap", "time", "tomllib", "typing"}
SIBLINGS = {path.stem for path in CERTIFY.glob("*.py")}  # krverify/certify's own modules (imported by path as a file)


def test_the_checker_imports_the_standard_library_only():
    for path in sorted(CERTIFY.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                    for alias in node.names}
        imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                     if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module}
        relative = {node.module or alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and node.level for alias in node.names}
        assert imported <= STDLIB | SIBLINGS and relative <= SIBLINGS, path.name


def test_the_checker_runs_as_a_standalone_script(tmp_path):
    """The kernel's files copied alone (no krverify beside them) and run as a script in an isolated interpreter,
    on two documents of the committed ledger (002, 003: witnesses, a proof, verified sweeps) and the small
    table, with the manifest cut to those documents: it passes, and nothing it imports on the way is sympy, flint,
    hypothesis or krverify.  The whole ledger is checked by the same functions in this run's kernel memo
    (``test_the_committed_proofs_check``), and every import statement of the kernel, nested ones too, by
    ``test_the_checker_imports_the_standard_library_only``."""
    kernel, ledger = tmp_path / "certify", tmp_path / "proofs"  # run as a file, its folder is the package
    kernel.mkdir()
    (ledger / "tables").mkdir(parents=True)
    for path in CERTIFY.glob("*.py"):
        shutil.copy(path, kernel / path.name)
    manifest = json.loads((CERTIFY / "manifest.json").read_text(encoding="utf-8"))
    manifest["claims"] = [entry for entry in manifest["claims"] if entry["id"].startswith(("002.", "003."))]
    manifest["deep"] = {}
    manifest["tables"] = {"small.json": manifest["tables"]["small.json"]}
    (kernel / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    for pattern in ("002_*.json", "003_*.json", "tables/small.*"):
        for path in PROOFS.glob(pattern):
            shutil.copy(path, ledger / path.relative_to(PROOFS))
    result = subprocess.run([sys.executable, "-I", "-X", "importtime", str(kernel / "checker.py"), str(ledger)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout
    assert "failed: 0" in result.stdout and "taken on trust" in result.stdout
    counts = re.search(r"\((\d+) witnesses, (\d+) proofs, (\d+) table rows, (\d+) deep", result.stdout)
    assert counts and all(int(count) > 0 for count in counts.groups()[:3]), result.stdout
    assert "findings" not in result.stdout  # the findings' prose is the ledger's editorial rule, not the kernel's
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert "fractions" in imported and "certify.formula" in imported
    assert not {name for name in imported if name.split(".")[0] in ("sympy", "flint", "hypothesis", "krverify")}


def test_the_committed_proofs_check(committed_certs):
    tally, problems = committed_certs
    # table rows: small.json's 8, and practitioner.json's 8 rows N = 100
    assert problems == [] and tally["witnesses"] > 100 and tally["proofs"] >= 5 and tally["table rows"] == 8 + 8
    # every decided entry is counted once, as re-derived or as taken on trust: nothing shape-only counts as checked
    decided = sum(1 for entry in _entries() if entry.get("verdict") is not None)
    assert tally["witnesses"] + tally["proofs"] + tally["sweeps (trusted)"] == decided


def _entries():
    """Every decided entry of the committed ledger, corrections after their claims (copies: a test may edit one)."""
    return copy.deepcopy(_committed_entries())


@functools.cache
def _committed_entries():
    entries = []
    for path in sorted(PROOFS.glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8"))["claims"]:
            entries.append(record)
            if record.get("correction"):
                entries.append(record["correction"])
    return entries


def _ids(verdict):
    return [record["id"] for record in _committed_entries() if record.get("verdict") == verdict]


def _single_step(verdict="proved"):
    """Proved entries with a single-step certificate (composed proofs are tested in certify/test_composition.py)."""
    return [i for i in _ids(verdict) if "rule" not in _entry(i)["evidence"]["certificate"]]


def _entry(claim_id):
    return copy.deepcopy(next(record for record in _committed_entries() if record["id"] == claim_id))


def _check_entry(entry):
    """The checker on one entry of the ledger: a correction (id ending .corrected) is read as one."""
    return checker.check_entry(entry, is_correction=entry["id"].endswith(".corrected"))


def test_every_refuted_and_proved_entry_is_checked_from_its_own_formula():
    refuted, proved = _ids("refuted"), _ids("proved")
    assert len(refuted) >= 45 and len(proved) >= 30
    # the kernel holds no per-claim formula: every refuted entry and every single-step proof states its formula
    # and its domain as data, and every other proof is a composed statement
    declared = {i for i in refuted + proved if _entry(i).get("formula") and _entry(i).get("space")}
    assert set(refuted) <= declared
    assert set(_single_step()) <= declared  # every single-step proof is checked against its record's formula
    assert set(proved) - set(_single_step()) == {i for i in proved if _entry(i).get("composed")}


def test_every_decided_entry_carries_a_statement_digest():
    for record in _entries():
        if record.get("verdict") is not None:
            assert record["statement_digest"] == checker.statement_digest(record)


# --------------------------------------------------------------------------- tampering, one entry at a time


def _mutations(witness):
    """Every witness with one digit of one value raised by one (mod 10); keys are left alone."""
    if isinstance(witness, bool):
        return
    if isinstance(witness, int | str):
        text = str(witness)
        for i, c in enumerate(text):
            if c.isdigit():
                changed = text[:i] + str((int(c) + 1) % 10) + text[i + 1:]
                yield int(changed) if isinstance(witness, int) else changed
    elif isinstance(witness, list):
        for k, item in enumerate(witness):
            for changed in _mutations(item):
                yield [*witness[:k], changed, *witness[k + 1:]]
    elif isinstance(witness, dict):
        for key, item in witness.items():
            for changed in _mutations(item):
                yield {**witness, key: changed}


def _claim(claim_id):
    base, _, tail = claim_id.rpartition(".")
    return get_claim(base).correction if tail == "corrected" else get_claim(claim_id)


def _point_value(value):
    """A witness value as the claim code takes it: lists as tuples, exact texts as numbers, labels ("1a", a part
    of a theorem) as they are, at every depth."""
    if isinstance(value, list):
        return tuple(_point_value(v) for v in value)
    if isinstance(value, str):
        try:
            return parse_exact(value)
        except ValueError:
            return value
    return value


def _engine_sides(claim_id, witness):
    """The sides the engine records at ``witness``: the claim's formula's where it declares one (Claim.recorded)."""
    point = {key: _point_value(value) for key, value in witness.items()}
    evaluation = _claim(claim_id).recorded(point)
    return None if evaluation is None else (exact_to_json(evaluation.left), evaluation.relation,
                                            exact_to_json(evaluation.right), evaluation.holds)


@pytest.mark.parametrize("claim_id", _ids("refuted"))
def test_a_changed_witness_digit_is_rejected_unless_it_is_another_counterexample_with_the_same_sides(claim_id):
    """Each one-digit change of a witness value is rejected, or (a parameter the sides do not depend on) the
    engine's own claim code confirms it still refutes the claim with exactly the recorded sides."""
    record = _entry(claim_id)
    evidence = record["evidence"]
    evidence.pop("degenerate_witness", None)
    witness = evidence["counterexample"]
    for changed in _mutations(witness):
        evidence["counterexample"] = changed
        if _check_entry(record):
            continue
        lhs, relation, rhs, holds = _engine_sides(claim_id, changed)
        assert not holds and relation == evidence["relation"], (claim_id, changed)
        assert exact.compare(lhs, evidence["lhs"]) == 0 and exact.compare(rhs, evidence["rhs"]) == 0


@pytest.mark.parametrize("claim_id", _ids("refuted"))
def test_arbitrary_false_sides_are_rejected(claim_id):
    record = _entry(claim_id)
    record["evidence"].update(lhs="1", relation="<", rhs="0")
    problems = _check_entry(record)
    # a record without a formula in the ledger: its independent formula; with one: the ledger's own formula
    assert problems and ("the witness gives" in problems[0] or "not the recorded 1 < 0" in problems[0])


def test_a_proof_is_checked_against_the_records_own_formula():
    """002.unbiased-z has no independent formula: the checker evaluates the ledger's formula on the certificate's
    symbols.  A formula edited to another identity (E[z_i] = 1 - x_i) no longer matches the certificate's target."""
    record = _entry("002.unbiased-z")
    assert _check_entry(record) == []
    record["formula"] = record["formula"].replace("== x", "== 1 - x")
    problems = _check_entry(record)
    assert problems and "not the printed statement" in problems[-1], problems
    record["formula"] = "x if x > 0 else 0 == x"  # a branch on a symbol cannot be evaluated on symbols
    assert any("on symbols" in p for p in _check_entry(record))


def test_an_inequality_proof_rests_only_on_what_the_formulas_given_lines_grant():
    """000.lemma-4.3 has no independent formula: its signs and (4.5) are the formula's 'given' lines.  Without the
    line (4.5) the certificate's hypotheses are not granted; without b >= 0 its sign is not; a reversed conclusion
    is not the certificate's target."""
    record = _entry("000.lemma-4.3")
    assert _check_entry(record) == []
    formula = record["formula"]
    record["formula"] = formula.replace("given a*cp >= ap*c and a*bp <= ap*b and b*cp >= bp*c\n", "")
    assert any("hypothesis H1 = a*cp - ap*c >= 0 is not granted" in p for p in _check_entry(record))
    record["formula"] = formula.replace("given b >= 0 and", "given")
    assert any("assumption b >= 0 is not granted" in p for p in _check_entry(record))
    record["formula"] = formula.replace("(a*lam + b*mu)/(c*lam + a*mu) >=", "(a*lam + b*mu)/(c*lam + a*mu) <=")
    assert any("not the printed statement" in p for p in _check_entry(record))
    corollary = _entry("000.corollary-4.1")  # 0 < q < p < 1 grants q > 0, p > 0 and p - q > 0 (strict)
    assert _check_entry(corollary) == []
    corollary["formula"] = corollary["formula"].replace("0 < q < p < 1", "0 < q <= p < 1")
    assert any("hypothesis D = p - q > 0 is not granted" in p for p in _check_entry(corollary))


@pytest.mark.parametrize("claim_id", _single_step())
def test_a_certificate_of_target_1_is_rejected_for_every_proved_entry(claim_id):
    record = _entry(claim_id)
    record["evidence"]["certificate"].update(target="1", terms=["1"], denominator="1", hypotheses={},
                                             relation=">", positive=[], nonnegative=[], free=[], strict=[])
    problems = _check_entry(record)
    assert problems and ("not the printed statement" in problems[0] or "cannot prove" in problems[0])


@pytest.mark.parametrize("claim_id", _single_step())
def test_a_circular_certificate_is_rejected_for_every_proved_entry(claim_id):
    """The target itself as a hypothesis H >= 0, and the certificate target = H."""
    record = _entry(claim_id)
    certificate = record["evidence"]["certificate"]
    target = certificate["target"]
    relation = "==" if certificate["relation"] == "==" else ">="
    certificate.update(hypotheses={"Hc": target}, terms=[] if relation == "==" else ["Hc"], denominator="1",
                       strict=[])
    problems = _check_entry(record)
    assert problems and "circular" in problems[0], problems


def _needs(claim_id: str) -> str:
    """The relation a proved entry's statement needs, read from its own formula."""
    record = _entry(claim_id)
    spec = checker._formula_target(record)
    return "==" if record["kind"] == "identity" else spec.relation


@pytest.mark.parametrize("claim_id", [i for i in _single_step() if _needs(i) != ">="])
def test_a_weak_certificate_cannot_prove_an_identity_or_a_strict_inequality(claim_id):
    record = _entry(claim_id)
    record["evidence"]["certificate"]["relation"] = ">="
    problems = _check_entry(record)
    assert problems and "cannot prove" in problems[0]


def test_an_assumption_the_statement_does_not_grant_is_rejected():
    record = _entry("001.lemma-1-base-case.corrected")  # r_1, r_2 >= 0 only: r1 > 0 would make the certificate strict
    certificate = record["evidence"]["certificate"]
    assert certificate["nonnegative"] == ["r1", "r2"] and certificate["positive"] == []
    certificate.update(positive=["r1", "r2"], nonnegative=[], relation=">")
    assert _check_entry(record) == ["001.lemma-1-base-case.corrected: assumption r1 > 0 is not granted by the "
                                    "statement"]


def test_a_hypothesis_the_statement_does_not_grant_is_rejected():
    record = _entry("000.corollary-4.1")
    record["evidence"]["certificate"]["hypotheses"]["D"] = "p + q"
    assert "hypothesis D = p + q > 0 is not granted" in _check_entry(record)[0]


def test_a_hypothesis_made_strict_without_the_statement_granting_it_is_rejected():
    """Lemma 4.3 grants its three hypotheses >= 0 only; listing one in 'strict' claims more."""
    record = _entry("000.lemma-4.3")
    record["evidence"]["certificate"]["strict"] = ["H1"]
    assert _check_entry(record) == ["000.lemma-4.3: hypothesis H1 = a*cp - ap*c > 0 is not granted by the "
                                           "statement"]


@pytest.mark.parametrize(("change", "message"), [
    (lambda c: c.update(positive=[s for s in c["positive"] if s != "a1"]), "symbol 'a1'"),
    (lambda c: c.update(strict=["D", "X"]), "strict names 'X', which is not a hypothesis"),
    (lambda c: c.update(nonnegative=["p"]), "'p' is declared twice"),
    (lambda c: c.update(free=[*c["free"], "a b"]), "not an identifier"),
    (lambda c: c.pop("strict"), "no 'strict' field"),
    (lambda c: c.update(positive="q p"), "positive is not a list of strings"),
])
def test_malformed_sign_fields_are_rejected(change, message):
    record = _entry("000.corollary-4.1")
    change(record["evidence"]["certificate"])
    problems = _check_entry(record)
    assert problems and message in problems[0], problems


def test_the_certificate_carries_structured_signs_and_no_prose():
    for record in _entries():
        if record.get("verdict") == "proved":
            assert set(record["evidence"]) == {"method", "engine", "certificate", "residual", "exhaustive", "search"}
            certificate = record["evidence"]["certificate"]
            if "rule" in certificate:  # a composed proof: cases of denominator and terms, no prose signs
                continue
            assert all(isinstance(certificate[key], list) for key in ("positive", "nonnegative", "free", "strict"))


@pytest.mark.parametrize("term", ["r1**100000000", "(r1 + r2 + 1)**64**64", "2**10**9", "r1**(-100)"])
def test_huge_exponents_are_refused_before_evaluation(term):
    record = _entry("001.lemma-1-base-case.corrected")
    record["evidence"]["certificate"]["terms"].append(term)
    start = time.monotonic()
    problems = _check_entry(record)
    assert problems and "malformed" in problems[0] and time.monotonic() - start < 5


def test_a_huge_expression_is_refused_before_evaluation():
    record = _entry("001.lemma-1-base-case.corrected")
    record["evidence"]["certificate"]["terms"].append(" + ".join(["r1*r2"] * 500))
    assert "malformed" in _check_entry(record)[0]


def test_a_negative_radicand_is_not_a_number():
    record = _entry("001.eq-4.35")
    record["evidence"]["lhs"] = "1 + 982000/2973*sqrt(-1)"
    problems = _check_entry(record)
    assert problems and "negative radicand" in problems[0]


def test_an_entry_without_its_formula_fails():
    # a refuted entry that states no formula of its own: the kernel has nothing to re-evaluate its witness with
    record = _entry("004.theorem-6.4")
    record["formula"] = None
    record["id"] += ".new"
    record["statement_digest"] = checker.statement_digest(record)
    record["evidence"]["search"]["seed"] = records.default_seed(record["id"])
    assert _check_entry(record) == [f"{record['id']}: a refuted record without a formula and a domain as data: "
                                    "nothing to re-evaluate its witness"]


def test_a_composed_proof_without_its_statement_fails():
    # a proved entry with no formula is proved by a composed proof: the statement it proves is its own field
    record = _entry(next(i for i in _ids("proved") if not _entry(i).get("formula")))
    del record["composed"]
    record["statement_digest"] = checker.statement_digest(record)
    assert _check_entry(record) == [f"{record['id']}: a composed proof without the statement it proves (composed)"]


def test_a_changed_domain_text_is_noticed():
    record = _entry("001.eq-4.5")
    record["domain"] = record["domain"].replace("N in 2..24", "N in 2..4")
    record["statement_digest"] = checker.statement_digest(record)
    # (4.5) states its domain as data: the words must be the ones its axes state
    assert any("the domain text is not the one its domain's axes state" in p for p in _check_entry(record))


def test_a_witness_outside_the_domain_is_rejected():
    record = _entry("001.eq-4.5")
    record["evidence"]["counterexample"]["q"] = "1/2"  # the hypotheses ask 0 < q < 1/2
    assert "outside the domain" in _check_entry(record)[0]


def test_a_changed_degenerate_witness_is_rejected():
    record = _entry("001.eq-5.13")
    record["evidence"]["degenerate_witness"]["rhs"] = "1"
    assert "degenerate witness" in _check_entry(record)[0]


# --------------------------------------------------------------------------- tampering, on a copy of the ledger


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
    status = main(["check", "--claim", claim_id, "--proofs", str(directory)])
    return status, capsys.readouterr().out


def test_the_memo_re_checks_a_tampered_entry(proofs_copy, capsys):
    """The tamper tests' memo (tests/conftest.py) answers only for byte-identical entries: after the untouched copy
    has been checked (memo filled), a tampered entry is checked afresh and fails."""
    assert _verify(proofs_copy, capsys)[0] == 0
    _edit(proofs_copy, "001.eq-5.3", lambda e: e["evidence"].update(rhs="0"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "FAILED 001.eq-5.3" in out


def test_a_changed_witness_digit_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-5.3", lambda e: e["evidence"]["counterexample"].update(q="1/101"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "001.eq-5.3" in out and "witness" in out
    status, out = _check(proofs_copy, "001.eq-5.3", capsys)
    assert status == 1 and "recorded counterexample" in out


def test_a_changed_witness_inside_the_domain_is_rejected(proofs_copy, capsys):
    """i = 0 -> 1 stays in (4.5)'s domain, but there the inequality holds: the sides differ."""
    _edit(proofs_copy, "001.eq-4.5", lambda e: e["evidence"]["counterexample"].update(i=1))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "001.eq-4.5: the formula holds at the witness: not a counterexample" in out


def test_a_changed_witness_of_a_formerly_formula_less_claim_is_rejected_by_both(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-6.4", lambda e: e["evidence"]["counterexample"].update(q="1/4"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "001.eq-6.4: the formula gives" in out
    status, out = _check(proofs_copy, "001.eq-6.4", capsys)
    assert status == 1 and "recorded counterexample" in out


def test_arbitrary_sides_on_a_refuted_claim_are_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "000.eq-3.1", lambda e: e["evidence"].update(lhs="1", relation="<", rhs="0"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "000.eq-3.1: the formula gives 991/9 == 1 at the witness, not the recorded 1 < 0" in out


def test_sides_that_satisfy_the_relation_are_not_the_formula_s_sides(proofs_copy, capsys):
    # a record with a formula: the sides are re-evaluated at its witness (N = 1, i = 0, q = 9/1000)
    _edit(proofs_copy, "001.eq-4.31", lambda e: e["evidence"].update(rhs=e["evidence"]["lhs"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and ("001.eq-4.31: the formula gives 991/1000 == 8919/1000000 at the witness, not the "
                            "recorded 991/1000 == 991/1000") in out


def test_a_negative_radicand_in_the_ledger_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-4.35", lambda e: e["evidence"].update(rhs="1 + 1*sqrt(-1)"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "negative radicand" in out


def test_a_flipped_verdict_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-4.31", lambda e: e.update(verdict="verified"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "001.eq-4.31" in out and "does not match its evidence" in out
    status, out = _check(proofs_copy, "001.eq-4.31", capsys)
    assert status == 1 and "verdict changed" in out


def test_a_widened_domain_is_rejected(proofs_copy, capsys):
    def widen(entry):
        entry["domain"] = entry["domain"].replace("N in 1..40", "N in 1..400")
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


def test_a_target_1_certificate_is_rejected(proofs_copy, capsys):
    def replace(entry):
        entry["evidence"]["certificate"].update(target="1", terms=["1"], denominator="1", hypotheses={}, positive=[],
                                                nonnegative=[], free=[], strict=[])
    _edit(proofs_copy, "000.lemma-4.3", replace)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "000.lemma-4.3: the certificate's target is not the printed statement" in out


def test_a_circular_certificate_is_rejected(proofs_copy, capsys):
    def circular(entry):
        certificate = entry["evidence"]["certificate"]
        certificate.update(hypotheses={"H": certificate["target"]}, terms=["H"], denominator="1", strict=[])
    _edit(proofs_copy, "000.corollary-4.1", circular)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "000.corollary-4.1: hypothesis H contains the target" in out


@pytest.mark.parametrize(("claim_id", "needed"), [("001.first-term-positive", ">"), ("001.eq-4.16", "==")])
def test_a_weak_certificate_is_rejected(proofs_copy, capsys, claim_id, needed):
    _edit(proofs_copy, claim_id, lambda e: e["evidence"]["certificate"].update(relation=">="))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"a '>=' certificate cannot prove the statement's '{needed}'" in out


def test_a_huge_exponent_is_refused_quickly(proofs_copy, capsys):
    _edit(proofs_copy, "001.lemma-1-base-case.corrected",
          lambda e: e["evidence"]["certificate"]["terms"].append("r1**100000000"))
    start = time.monotonic()
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "exponent" in out and time.monotonic() - start < 30


def test_a_broken_symbolic_certificate_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.lemma-1-base-case.corrected",
          lambda e: e["evidence"]["certificate"].update(terms=["r1**2", "r2**2"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "does not cancel" in out


def test_a_certificate_with_an_unsigned_term_is_rejected(proofs_copy, capsys):
    """The identity holds, but r1² - r1 r2 is not visibly a product of factors of known sign."""
    _edit(proofs_copy, "001.lemma-1-base-case.corrected",
          lambda e: e["evidence"]["certificate"].update(terms=["r1**2 - r1*r2", "r2**2 + 2*r1*r2"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "has no known sign" in out


def test_a_different_valid_certificate_is_accepted(proofs_copy, capsys):
    """The checker decides signs itself: (r1 - r2)² + 3 r1 r2 is another valid certificate for (4.17)."""
    _edit(proofs_copy, "001.lemma-1-base-case.corrected",
          lambda e: e["evidence"]["certificate"].update(terms=["(r1 - r2)**2", "3*r1*r2"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 0, out


def test_a_new_claim_without_a_formula_fails(proofs_copy, capsys):
    # a refuted record copied under a new id without its formula: the kernel holds no formula of its own to
    # re-evaluate the witness with, so the record is rejected
    claim_id = "004.theorem-2.1"

    def duplicate(entry):
        entry["id"] = claim_id + "-copy"
        entry["formula"] = None
        entry["statement_digest"] = checker.statement_digest(entry)
    _edit(proofs_copy, claim_id, duplicate)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"{claim_id}-copy: a refuted record without a formula and a domain as data" in out


def test_a_changed_table_value_is_rejected(proofs_copy, capsys):
    path = proofs_copy / "tables" / "small.json"
    payload = json.loads(path.read_text(encoding="utf-8"))
    row = next(r for r in payload["rows"] if r["printed"]["method"] == "exact scan")
    row["exact"]["delta_paper"] = ["0", "1/1000000000"]  # pretend δ is smaller than it is
    path.write_text(json.dumps(payload, indent=2, sort_keys=True))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "check delta_paper fails" in out


def test_a_changed_window_ratio_is_rejected(proofs_copy, capsys):
    path = proofs_copy / "tables" / "small.json"
    payload = json.loads(path.read_text(encoding="utf-8"))
    payload["rows"][0]["exact"]["window_ratio"] = "2"
    path.write_text(json.dumps(payload, indent=2, sort_keys=True))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "check window fails" in out


@pytest.mark.parametrize("content", ["{not json", '{"claims": 3}', '{"claims": [1, 2]}', "\xff"])
def test_an_unreadable_ledger_is_one_line_and_exit_2(tmp_path, content):
    (tmp_path / "broken.json").write_text(content, encoding="latin-1")
    result = subprocess.run([sys.executable, "-m", "krverify.cli", "verify-certs", str(tmp_path)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "broken.json" in result.stderr and "Traceback" not in result.stderr


# --------------------------------------------------------------------------- the manifest pins the ledger's shape


def _documents(directory):
    for path in sorted(directory.glob("*.json")):
        yield path, json.loads(path.read_text(encoding="utf-8"))


def _save(path, document):
    path.write_text(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def _verify_certs(directory, capsys):
    """`krverify verify-certs DIR`: its status and the FAILED lines the untouched ledger does not have."""
    main(["verify-certs", str(PROOFS)])
    baseline = set(capsys.readouterr().out.splitlines())
    status = main(["verify-certs", str(directory)])
    return status, "\n".join(line for line in capsys.readouterr().out.splitlines()
                             if line.startswith("FAILED") and line not in baseline)


def test_a_deleted_entry_is_rejected(proofs_copy, capsys):
    path = proofs_copy / "001_d8c6cb5d6e66af37.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    document["claims"] = [r for r in document["claims"] if r["id"] != "001.eq-4.31"]
    _save(path, document)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and "FAILED 001.eq-4.31: in the manifest but not in the ledger (a removed entry)" in out


def test_an_added_entry_is_rejected(proofs_copy, capsys):
    """A definition needs no formula: only the manifest notices it."""
    path = proofs_copy / "001_d8c6cb5d6e66af37.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    added = copy.deepcopy(next(r for r in document["claims"] if r["kind"] == "definition"))
    added["id"] = "001.new-definition"
    document["claims"].append(added)
    _save(path, document)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and out == "FAILED 001.new-definition: in the ledger but not in the manifest (an added entry)"


@pytest.mark.parametrize("claim_id", ["001.eq-4.31", "000.lemma-4.3"])
def test_an_entry_turned_into_a_definition_is_rejected(proofs_copy, capsys, claim_id):
    """A definition has no digest and no evidence to check: the manifest still knows its kind."""
    def to_definition(entry):
        entry.update(kind="definition", verdict=None, evidence={}, correction=None)
        entry.pop("statement_digest")
    _edit(proofs_copy, claim_id, to_definition)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and f"FAILED {claim_id}: kind 'definition', the manifest says" in out


def test_a_changed_kind_with_a_recomputed_digest_is_rejected(proofs_copy, capsys):
    def rekind(entry):
        entry["kind"] = "inequality" if entry["kind"] != "inequality" else "identity"
        entry["statement_digest"] = checker.statement_digest(entry)
    _edit(proofs_copy, "001.eq-4.31", rekind)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and "FAILED 001.eq-4.31: kind 'inequality', the manifest says 'identity'" in out


@pytest.mark.parametrize("claim_id", ["001.eq-4.31", "000.eq-3.1"])
@pytest.mark.parametrize("points", [1, 40, 10**6])
def test_a_refuted_entry_turned_into_verified_is_rejected_with_any_points_and_digest(proofs_copy, capsys, claim_id,
                                                                                     points):
    def to_verified(entry):
        search = entry["evidence"]["search"]
        entry["verdict"] = "verified"
        entry["evidence"] = {"method": "exhaustive", "domain": entry["domain"], "points": points,
                             "outside_hypotheses": 0, "digest": f"{points:064x}", "whole": False, "reached": {},
                             "search": search}
    _edit(proofs_copy, claim_id, to_verified)
    status, out = _verify_certs(proofs_copy, capsys)
    # the entry is well-formed (with few points the strength rule objects too): the manifest catches it, and so
    # does the finding that explains it (it names a record that is no longer refuted, whose witness is gone)
    assert status == 1 and f"FAILED {claim_id}: verdict 'verified', the manifest says 'refuted'" in out.splitlines()
    assert f"{claim_id} is not refuted" in out and "is not generated from the record" in out
    assert len(out.splitlines()) == (3 if points >= 50 else 4), out


def test_a_recomputed_digest_of_an_edited_statement_is_rejected(proofs_copy, capsys):
    def edit(entry):
        entry["statement"] += " (edited)"
        entry["statement_digest"] = checker.statement_digest(entry)
    _edit(proofs_copy, "000.lemma-4.3", edit)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and "FAILED 000.lemma-4.3: statement digest" in out and "the manifest says" in out


def test_a_dropped_or_flipped_correction_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, "001.eq-4.31", lambda e: e.update(correction=None))
    _edit(proofs_copy, "001.eq-4.5.corrected", lambda e: e.update(verdict="refuted"))
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and "FAILED 001.eq-4.31: correction missing, the manifest says 001.eq-4.31.corrected" in out
    assert "FAILED 001.eq-4.5: correction verdict 'refuted', the manifest says 'proved'" in out


def test_a_missing_manifest_fails_closed(tmp_path, kernel_memo):
    checked, problems = checker.check_directory(PROOFS, tmp_path / "manifest.json")
    assert checked.rederived > 100 and any("manifest.json' is missing" in p for p in problems)


def test_a_ledger_of_another_schema_is_unreadable(proofs_copy, capsys):
    path = proofs_copy / "003_941cee538ccfd264.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    document["schema"] = 2
    _save(path, document)
    status = checker.main([str(proofs_copy)])
    assert status == 2 and f"schema=2, expected {records.SCHEMA}" in capsys.readouterr().err


def test_a_verified_entrys_swept_domain_must_be_its_certified_domain():
    """A domain is one definition: the swept text is the certified text (no stated part beyond the sweep)."""
    record = _entry("001.eq-4.27.corrected")
    assert record["verdict"] == "verified" and _check_entry(record) == []
    stated = copy.deepcopy(record)
    stated["domain"] += "; searched: random points"
    stated["statement_digest"] = checker.statement_digest(stated)
    assert any("the evidence's domain is not the certified domain" in p for p in _check_entry(stated))
    record["evidence"]["domain"] = record["domain"] + " and more"
    assert "the evidence's domain is not the certified domain" in _check_entry(record)[0]


# --------------------------------------------------------------------------- tampers an independent review found


def test_an_identity_certificate_with_a_zero_denominator_is_rejected(proofs_copy, capsys):
    """target · 0 - 0 'cancels' for every target: the checker must refuse it before the relation returns."""
    def empty(entry):
        entry["evidence"]["certificate"].update(denominator="0", terms=[])
    record = _entry("001.eq-4.16")
    empty(record)
    assert _check_entry(record) == ["001.eq-4.16: denominator '0' is identically zero"]
    _edit(proofs_copy, "001.eq-4.16", empty)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and out == "FAILED 001.eq-4.16: denominator '0' is identically zero"
    for zero in ("r1 - r1", "0*x + 0"):  # zero however it is written
        record["evidence"]["certificate"]["denominator"] = zero
        assert _check_entry(record) == [f"001.eq-4.16: denominator {zero!r} is identically zero"]


def test_relabelled_table_rows_are_re_derived_anyway(proofs_copy, capsys):
    """Relabel every row 'branch and bound' and set δ to 0: the label cannot opt a row out of re-checking (the
    method is the grid's, and so is the reach)."""
    path = proofs_copy / "tables" / "small.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    for row in document["rows"]:
        row["printed"]["method"] = "branch and bound"
        row["exact"]["delta_paper"] = ["0", "0"]
    _save(path, document)
    status, out = _verify_certs(proofs_copy, capsys)
    failures = out.splitlines()
    assert status == 1 and sum("check delta_paper fails" in line for line in failures) == len(document["rows"])
    assert sum("printed method 'branch and bound'" in line for line in failures) == len(document["rows"])


def test_rows_beyond_the_reach_are_counted_as_taken_on_trust():
    """Reach is the grid point's (k·N <= 400), never the row's: a row beyond it is checked only for its rendering
    and the cheap checks (the copied row's σ cells and its closed-form q are N = 20's, so they fail at N = 401)
    and counted as taken on trust."""
    tally = checker.Tally()
    payload = json.loads((PROOFS / "tables" / "small.json").read_text(encoding="utf-8"))
    big = json.loads(json.dumps(payload["rows"][0]))
    big["printed"]["N"] = "401"
    payload["checks"]["grid"] = [["N", [20, 401]], ["k", [1]], ["exp_eps", ["2"]], ["delta", ["1/1000"]]]
    payload["checks"]["constants"]["scan_limit"] = 10**4
    rederived, trusted, problems = checker.check_table(payload | {"rows": [payload["rows"][0], big]})
    assert (rederived, trusted) == (1, 1)
    assert [p.split("): ")[1].split(" '")[0].split(":")[0] for p in problems] == [
        "printed sigma_paper", "printed sigma_min", "check q_paper fails"]
    tally["table rows"], tally["table rows (trusted)"] = rederived, trusted
    assert "1 table rows beyond their reach" in tally.line(0) and tally.trusted == 1


@pytest.mark.parametrize(("edit", "message"), [
    (lambda e: e.update(reading="as printed", deviations=[], literal=None), "stale certificate"),
    (lambda e: (e.update(reading="as printed", deviations=[], literal=None),
                e.update(statement_digest=checker.statement_digest(e))), "the manifest says"),
], ids=["edited", "edited and re-digested"])
def test_an_edited_reading_is_rejected(proofs_copy, capsys, edit, message):
    claim_id = "004.monotonicity-relation"  # read 'as read', with a deviation and a literal record
    assert _entry(claim_id)["reading"] == "as read"
    _edit(proofs_copy, claim_id, edit)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and f"FAILED {claim_id}: " in out and message in out, out


@pytest.mark.parametrize(("claim_id", "edit", "message"), [
    ("000.lemma-4.3", lambda e: e.update(note="trust me"), "unexpected ['note']"),
    ("001.eq-4.5.corrected", lambda e: e.pop("disputed"), "missing ['disputed']"),
    ("000.lemma-4.1", lambda e: e.pop("source"), "missing ['source']"),
])
def test_a_record_whose_keys_differ_from_the_definition_is_rejected(proofs_copy, capsys, claim_id, edit, message):
    _edit(proofs_copy, claim_id, edit)
    status, out = _verify_certs(proofs_copy, capsys)
    assert status == 1 and message in out, out


def test_points_true_is_not_a_positive_integer():
    record = _entry("001.eq-4.27.corrected")
    assert record["verdict"] == "verified"
    record["evidence"]["points"] = True
    problems = _check_entry(record)
    assert problems and all("001.eq-4.27.corrected" in p for p in problems)
    assert any("not a positive integer" in p or "no points" in p for p in problems), problems


def test_a_deep_witness_of_a_record_stating_its_formula_is_re_evaluated_by_that_formula(proofs_copy, capsys):
    """000.lemma-4.2 states its formula and domain as data: its deep witness is re-evaluated by the record's own
    formula, so a deep witness at which (4.1) holds (a' = a) is rejected."""
    path = proofs_copy / "deep" / "wide.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    swept = next(s for s in document["sweeps"] if s["claim"] == "000.lemma-4.2")
    swept["counterexample"]["a'"] = list(swept["counterexample"]["a"])
    path.write_text(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "000.lemma-4.2): the independent formula at the deep witness" in out
