"""Findings: every refuted record in exactly one finding, roots first, the README block equal to the registry."""

import json
from dataclasses import replace
from pathlib import Path

import pytest

import krverify.findings as findings_module
from krverify.claims import all_claims, get_claim
from krverify.cli import main
from krverify.errors import FindingError
from krverify.findings import SEVERITIES, Finding, all_findings, partition_problems
from krverify.ledger import compare_findings, read_findings, read_ledger
from krverify.report import README_END, README_START, findings_markdown

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"


@pytest.fixture(scope="module")
def ledger():
    return read_ledger(PROOFS)


#: The committed records and corrections by id (the findings' witness texts are generated from them).
_BY_ID = {str(e["id"]): e for r in read_ledger(PROOFS).values() for e in ([r, r["correction"]] if r.get("correction")
                                                                         else [r])}


def test_every_refuted_record_belongs_to_exactly_one_finding(ledger):
    known = {claim.id for claim in all_claims()}
    assert partition_problems(list(ledger.values()), known) == []


def test_a_finding_s_root_is_where_its_error_first_appears(ledger):
    order = {claim.id: index for index, claim in enumerate(all_claims())}
    for finding in all_findings():
        root = get_claim(finding.root)
        assert root.source.startswith(finding.source), finding.id
        refuted_root = ledger[finding.root].get("verdict") == "refuted"
        if refuted_root:
            assert finding.root == finding.records[0], finding.id
        assert [order[r] for r in finding.records] == sorted(order[r] for r in finding.records), finding.id


def test_findings_are_ordered_and_distinct():
    ids = [f.id for f in all_findings()]
    assert len(ids) == len(set(ids))
    assert {f.severity for f in all_findings()} <= set(SEVERITIES)


def test_the_ledger_stores_the_registered_findings():
    stored = read_findings(PROOFS)
    assert compare_findings([f.as_record(_BY_ID) for f in all_findings()], stored) == []


def test_the_readme_block_is_generated_from_the_findings():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start, end = text.index(README_START), text.index(README_END) + len(README_END)
    expected = findings_markdown(list(read_findings(PROOFS).values()))
    assert text[start:end] + "\n" == expected, "regenerate: krverify findings --format markdown"


def test_the_findings_command_renders_the_ledger_it_is_given(tmp_path, capsys):
    """One source for what is shown: the ledger (``check`` ties it to the registry). A summary edited in a copied
    ledger is what ``krverify findings --proofs COPY`` prints, in text, JSON and the README block."""
    import shutil
    shutil.copytree(PROOFS, tmp_path / "proofs")
    path = next((tmp_path / "proofs").glob("001_*.json"))
    document = json.loads(path.read_text(encoding="utf-8"))
    planted = next(f for f in document["findings"] if f["severity"] == "false" and not f.get("disputed"))
    planted["summary"] = "PLANTED summary"  # a finding of severity false: the README block lists those
    path.write_text(json.dumps(document), encoding="utf-8")
    for form in ("text", "json", "markdown"):
        assert main(["findings", "--format", form, "--proofs", str(tmp_path / "proofs")]) == 0
        assert "PLANTED summary" in capsys.readouterr().out, form


def test_findings_command_json_matches_the_registry(capsys):
    assert main(["findings", "--format", "json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert [f["id"] for f in payload["findings"]] == [f.id for f in all_findings()]
    assert sum(payload["by_severity"].values()) == len(all_findings())


# --------------------------------------------------------------------------- planted faults


def test_a_refuted_record_without_a_finding_is_reported(monkeypatch, ledger):
    first, *rest = all_findings()
    dropped = replace(first, records=first.records[1:]) if len(first.records) > 1 else None
    planted = tuple(([dropped] if dropped else []) + rest)
    monkeypatch.setattr(findings_module, "all_findings", lambda: planted)
    problems = partition_problems(list(ledger.values()), {c.id for c in all_claims()})
    assert any("belongs to no finding" in p for p in problems)


def test_a_record_in_two_findings_and_an_upheld_record_are_reported(monkeypatch, ledger):
    first, second, *rest = all_findings()
    upheld = next(r for r in ledger.values() if r.get("verdict") in ("proved", "verified"))
    doubled = replace(second, records=second.records + (first.records[0], upheld["id"]))
    monkeypatch.setattr(findings_module, "all_findings", lambda: (first, doubled, *rest))
    problems = partition_problems(list(ledger.values()), {c.id for c in all_claims()})
    assert any("belongs to 2 findings" in p for p in problems)
    assert any(f"{upheld['id']} is not refuted" in p for p in problems)


def test_a_changed_severity_is_a_ledger_change():
    stored = read_findings(PROOFS)
    current = [f.as_record(_BY_ID) for f in all_findings()]
    current[0] = current[0] | {"severity": "boundary" if current[0]["severity"] != "boundary" else "false"}
    assert [c.what for c in compare_findings(current, stored)] == ["finding severity"]


def test_a_changed_disputed_mark_is_a_ledger_change_and_counts_apart():
    stored = read_findings(PROOFS)
    current = [f.as_record(_BY_ID) for f in all_findings()]
    defect = next(i for i, f in enumerate(current) if not f["disputed"])
    current[defect] = current[defect] | {"disputed": "planted: a conversion artefact"}
    assert [c.what for c in compare_findings(current, stored)] == ["finding disputed"]
    from krverify.report import headline_of
    before, after = headline_of([f.as_record(_BY_ID) for f in all_findings()]), headline_of(current)
    defects = sum(1 for f in all_findings() if not f.disputed)
    assert f"{defects} distinct defects of the text" in before and f"{defects - 1} distinct defects" in after
    assert f"and {len(all_findings()) - defects + 1} disputed readings" in after


def test_bad_findings_are_refused_at_construction():
    with pytest.raises(FindingError, match="severity='wrong'"):
        Finding("000", "000.x", "000.eq-3.1", ("000.eq-3.1",), "wrong", "s", "c")
    with pytest.raises(FindingError, match="must start with its source"):
        Finding("000", "001.x", "000.eq-3.1", ("000.eq-3.1",), "false", "s", "c")


def test_headline_witnesses_are_not_degenerate(ledger):
    """(5.12) fails for every 0 < i < k: the issue's hand example k = 2, i = 1, N = 1, s = 1 gives 1/2 against
    1/4 ((1·1)/(2·1) vs 1·1/2²); the degenerate k = 1 equality is only noted."""
    evidence = ledger["001.eq-5.12"]["evidence"]
    assert evidence["counterexample"] == {"N": 1, "k": 2, "s": 1, "i": 1}
    assert (evidence["lhs"], evidence["rhs"]) == ("1/2", "1/4")
    assert evidence["degenerate_witness"]["counterexample"]["k"] == 1
    for claim_id in ("001.eq-5.5", "001.eq-5.13", "001.eq-5.21"):
        assert ledger[claim_id]["evidence"]["counterexample"]["k"] >= 2, claim_id


def test_a_degenerate_witness_is_replaced_when_a_better_one_exists():
    """Plant: x <= 0 fails at x = 1 (degenerate by declaration) and at x = 2: the headline must be x = 2."""
    from krverify.claims import Claim, Domain, Evaluation, ints
    from krverify.engine import decide
    planted = Claim(id="planted.degenerate", source="planted", section="-", label="-", kind="inequality",
                    statement="x <= 0", check=lambda pt: Evaluation(pt["x"], "<=", 0),
                    domain=Domain.of(ints("x", 1, 3)), degenerate=lambda pt: pt["x"] == 1)
    evidence = decide(planted, examples=10).evidence
    assert evidence["counterexample"] == {"x": 2} and evidence["degenerate_witness"]["counterexample"] == {"x": 1}


# --------------------------------------------------------------------------- prose names the records' witnesses


def _prose(finding):
    from krverify.editorial import prose_problems
    return prose_problems(finding.as_record(_BY_ID), _BY_ID)


def test_every_finding_s_prose_names_its_records_witnesses():
    """Issue 40: a summary's ``name = value`` for a witness parameter is the record's value, read exactly."""
    assert [p for f in all_findings() for p in _prose(f)] == []



def test_a_greek_letter_in_the_prose_is_the_witness_parameter_it_spells():
    """The prose writes ε where the witness names eps: 004.chernoff-without-mean's 'ε = 1' is its witness's eps, so
    a planted 'ε = 3' is refused (it was not read before: a Greek letter matched no witness key)."""
    finding = next(f for f in all_findings() if f.id == "004.chernoff-without-mean")
    assert "ε = 1" in finding.summary + finding.witness_note and _prose(finding) == []
    wrong = replace(finding, summary=finding.summary.replace("ε = 1", "ε = 3", 1),
                    witness_note=finding.witness_note.replace("ε = 1", "ε = 3", 1))
    assert any("the prose says eps = 3" in problem for problem in _prose(wrong))

def test_a_summary_naming_another_witness_is_refused():
    """Planted: 001.required-noise's summary quotes the drafts' q = 0.009 (the record's 9/1000); a different q
    or a stale prose case is refused."""
    finding = next(f for f in all_findings() if f.id == "001.required-noise")
    assert "q = 0.009" in finding.summary and _prose(finding) == []
    wrong = replace(finding, summary=finding.summary.replace("q = 0.009", "q = 0.008"))
    assert _prose(wrong) == ["finding 001.required-noise: the prose says q = 0.008, but its records' witnesses "
                             "have q = 9/1000 or 61/2500"]
    stale = replace(finding, prose_cases=("q = 1/7",))
    assert _prose(stale) == ["finding 001.required-noise: prose case 'q = 1/7' does not occur in its summary or "
                             "note"]


def test_a_bit_string_and_a_decimal_are_read_exactly():
    """'B_1 = 01' is the bit vector (0, 1); 'q = 0.333' is 333/1000, not a float near 1/3."""
    from krverify.editorial import prose_problems
    ledger = {"r": {"id": "r", "verdict": "refuted", "evidence": {
        "counterexample": {"B_1": [0, 1], "q": "333/1000"}, "lhs": "1", "relation": "<", "rhs": "0"}}}
    finding = {"id": "f", "records": ["r"], "witness_note": "", "prose_cases": []}
    assert prose_problems(finding | {"summary": "B_1 = 01 and q = 0.333"}, ledger) == []
    assert len(prose_problems(finding | {"summary": "B_1 = 10 and q = 0.3333"}, ledger)) == 2


def test_an_edited_summary_witness_is_rejected_by_verify_certs(proofs_copy, capsys):
    from tests.quality.test_quiet_edits import _holding, _verify
    from tests.test_certify import _save
    path, document, _ = _holding(proofs_copy, "004.rappor-wlog")
    finding = next(f for f in document["findings"] if f["id"] == "004.rappor-wlog-full-filter")
    finding["summary"] = finding["summary"].replace("f = 1/4", "f = 1/2")
    _save(path, document)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "finding 004.rappor-wlog-full-filter: the prose says f = 1/2" in out
