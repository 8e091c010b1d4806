"""The ledger cannot be quietly edited (issue 39): each tamper is made in a copy of proofs/ and must fail
``krverify verify-certs DIR`` or ``krverify check --proofs DIR`` (and so CI, which runs both comparisons)."""

import copy
import json
from fractions import Fraction
from pathlib import Path

import pytest

from krverify.certify import checker
from krverify.certify import record as records
from krverify.certify import tables as checker_tables
from krverify.cli import main
from krverify.table_checks import TABLE_TRUSTED
from tests.test_certify import _documents, _save

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
REFUTED = "001.eq-5.3"  # refuted, found by the sweep; its finding is 001.k-variance (a one-record finding)
SEARCHED = "000.lemma-4.1"  # verified, with a search beyond its sweep


def _holding(directory, claim_id):
    """(path, document, index) of the ledger file holding the record ``claim_id``."""
    for path, document in _documents(directory):
        for index, record in enumerate(document["claims"]):
            if record["id"] == claim_id:
                return path, document, index
    raise AssertionError(claim_id)


def _entry(directory, claim_id):
    _, document, index = _holding(directory, claim_id)
    return document["claims"][index]


def _edit(directory, claim_id, change):
    path, document, index = _holding(directory, claim_id)
    change(document["claims"][index])
    _save(path, document)


def _verify(directory, capsys):
    """`krverify verify-certs DIR`: status and the FAILED lines (and the stderr line of a refusal)."""
    status = main(["verify-certs", str(directory)])
    captured = capsys.readouterr()
    return status, "\n".join(line for line in captured.out.splitlines() if line.startswith("FAILED")) + captured.err


def _check(directory, claim_id, capsys):
    status = main(["check", "--claim", claim_id, "--proofs", str(directory)])
    captured = capsys.readouterr()
    return status, captured.out + captured.err


# --------------------------------------------------------------------------- 1. duplicate ids


def test_a_verified_copy_placed_before_the_refuted_record_is_rejected_by_both(proofs_copy, capsys):
    path, document, index = _holding(proofs_copy, REFUTED)
    fake = copy.deepcopy(document["claims"][index])
    verified = copy.deepcopy(next(r for r in document["claims"] if r["verdict"] == "verified"))["evidence"]
    fake["verdict"], fake["evidence"] = "verified", verified | {"domain": fake["domain"]}
    fake["evidence"]["search"]["seed"] = records.default_seed(REFUTED) if hasattr(records, "default_seed") else 0
    document["claims"].insert(index, fake)
    _save(path, document)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"duplicate id {REFUTED!r}" in out and path.name in out
    assert f"claims[{index}]" in out and f"claims[{index + 1}]" in out
    status, out = _check(proofs_copy, REFUTED, capsys)
    assert status == 2 and f"duplicate id {REFUTED!r}" in out and f"claims[{index}] and claims[{index + 1}]" in out


def test_a_record_copied_into_another_file_is_rejected_naming_both_files(proofs_copy, capsys):
    path, document, index = _holding(proofs_copy, REFUTED)
    other = proofs_copy / "000_6dfa2dbc38b4b249.json"
    target = json.loads(other.read_text(encoding="utf-8"))
    target["claims"].append(copy.deepcopy(document["claims"][index]))
    _save(other, target)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"duplicate id {REFUTED!r}" in out and other.name in out and path.name in out
    status, out = _check(proofs_copy, REFUTED, capsys)
    assert status == 2 and f"duplicate id {REFUTED!r}" in out and other.name in out and path.name in out


def test_a_duplicated_finding_is_rejected_by_verify_certs_check_and_findings(proofs_copy, capsys, cli):
    path, document, _ = _holding(proofs_copy, REFUTED)
    first = document["findings"][0]
    document["findings"].append(copy.deepcopy(first) | {"severity": "boundary"})
    _save(path, document)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"duplicate finding id {first['id']!r}" in out
    status, out, err = cli("findings", "--proofs", str(proofs_copy))
    assert status == 2 and f"duplicate finding id {first['id']!r}" in err and len(err.splitlines()) == 1


# --------------------------------------------------------------------------- 5. texts, witnesses, findings


def test_an_edited_statement_with_the_old_digest_kept_is_rejected_by_check(proofs_copy, capsys):
    """verify-certs sees a stale digest; check must see the text itself even when the digest is kept."""
    _edit(proofs_copy, SEARCHED, lambda e: e.update(statement=e["statement"] + " (edited)"))
    status, out = _check(proofs_copy, SEARCHED, capsys)
    assert status == 1 and f"{SEARCHED}: statement changed" in out


def test_another_genuine_witness_is_a_change_for_check(proofs_copy, capsys):
    """N = 2 instead of N = 1 still refutes (5.3): it is a different witness, not the recorded one."""
    def other(entry):
        from krverify.claims import get_claim
        from krverify.exact_text import exact_to_json

        point = dict(entry["evidence"]["counterexample"], N=2)
        claim = get_claim(REFUTED)
        evaluation = claim.evaluate({key: _revived(value) for key, value in point.items()})
        assert evaluation is not None and not evaluation.holds
        entry["evidence"].update(counterexample=point, lhs=exact_to_json(evaluation.left),
                                 rhs=exact_to_json(evaluation.right))
    _edit(proofs_copy, REFUTED, other)
    status, out = _check(proofs_copy, REFUTED, capsys)
    assert status == 1 and f"{REFUTED}: witness changed" in out


def _revived(value):
    from krverify.exact_text import parse_exact

    return parse_exact(value) if isinstance(value, str) else value


def test_a_deleted_finding_is_rejected_by_verify_certs(proofs_copy, capsys):
    path, document, _ = _holding(proofs_copy, REFUTED)
    gone = next(f for f in document["findings"] if REFUTED in f["records"])
    document["findings"].remove(gone)
    _save(path, document)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"refuted {REFUTED} belongs to no finding" in out


def test_a_regraded_finding_is_rejected_by_verify_certs(proofs_copy, capsys):
    path, document, _ = _holding(proofs_copy, REFUTED)
    document["findings"][0]["severity"] = "cosmetic"
    _save(path, document)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "severity 'cosmetic' is not one of false, precision, misprint, boundary" in out


def test_a_record_in_two_findings_is_rejected_by_verify_certs(proofs_copy, capsys):
    path, document, _ = _holding(proofs_copy, REFUTED)
    owner = next(f for f in document["findings"] if REFUTED in f["records"])
    other = next(f for f in document["findings"] if f is not owner)
    other["records"].append(REFUTED)
    _save(path, document)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"refuted {REFUTED} belongs to 2 findings" in out


def test_an_edited_witness_text_of_a_finding_is_rejected_by_verify_certs(proofs_copy, capsys):
    path, document, _ = _holding(proofs_copy, "001.eq-5.5")
    finding = next(f for f in document["findings"] if f.get("witnesses"))
    finding["witnesses"][0]["text"] = finding["witnesses"][0]["text"].replace("9/1000", "1/1000")
    _save(path, document)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"finding {finding['id']}: witness text" in out and "is not generated from" in out


# --------------------------------------------------------------------------- 4. the search "verified" rests on


def test_a_weakened_search_is_rejected_by_check_and_verify_certs(proofs_copy, capsys):
    """`check --claim X --examples 1 --write` refuses to write the weak record (it applies verify-certs' rules
    first); the same record written by hand is rejected by check and verify-certs."""
    before = {path.name: path.read_bytes() for path in proofs_copy.glob("*.json")}
    assert main(["check", "--claim", SEARCHED, "--examples", "1", "--write", "--proofs", str(proofs_copy)]) == 1
    out = capsys.readouterr().out
    assert "searched 1 examples (< 100) with no stated reason" in out and "ledger NOT written" in out
    assert {path.name: path.read_bytes() for path in proofs_copy.glob("*.json")} == before
    _edit(proofs_copy, SEARCHED, lambda e: e["evidence"]["search"].update(examples=1))
    status, out = _check(proofs_copy, SEARCHED, capsys)
    assert status == 1 and f"{SEARCHED}: search examples changed from 1 to 100" in out
    weak = f"{SEARCHED}: searched 1 examples (< {records.SEARCH_EXAMPLES}) with no stated reason"
    assert weak in checker.check_entry(_entry(proofs_copy, SEARCHED))  # what verify-certs runs on every entry


def test_an_edited_seed_or_region_is_rejected(proofs_copy, capsys):
    _edit(proofs_copy, SEARCHED, lambda e: e["evidence"]["search"].update(seed=1))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and f"{SEARCHED}: search seed 1 is not the claim's own" in out
    _edit(proofs_copy, SEARCHED, lambda e: e["evidence"]["search"].update(region=["m in 1..2"]))
    status, out = _check(proofs_copy, SEARCHED, capsys)
    assert status == 1 and f"{SEARCHED}: search seed changed" in out and f"{SEARCHED}: search region changed" in out
    assert any(f"{SEARCHED}: search region ['m in 1..2'] is not the domain's" in problem
               for problem in checker.check_entry(_entry(proofs_copy, SEARCHED)))


def test_a_checker_made_vacuous_beyond_its_domain_changes_the_record(monkeypatch):
    """Beyond the swept points the planted checker says "holds" without looking: the sweep, the verdict and the
    skipped count stay; the search's digest of the values it saw does not."""
    import dataclasses

    from krverify.claims import _registry, get_claim
    from krverify.claims._claim import Evaluation
    from krverify.engine import workflow

    claim = get_claim(SEARCHED)
    swept = {tuple(sorted(point.items())) for point in claim.domain.points()}
    original = claim.check

    def vacuous(point):
        return original(point) if tuple(sorted(point.items())) in swept else Evaluation(0, "<=", 0)

    monkeypatch.setitem(_registry._REGISTRY, SEARCHED, dataclasses.replace(claim, check=vacuous))
    result = workflow.check(PROOFS, [SEARCHED], jobs=1)
    assert not result.ok and [str(change).split(" changed")[0] for change in result.changes] == [
        f"{SEARCHED}: search digest"]


def test_every_searched_record_states_its_settings(committed_certs):
    assert committed_certs[1] == []
    for _, document in _documents(PROOFS):
        for record in document["claims"]:
            for entry in records.entries(record):
                search = records.evidence(entry).get("search")
                if search is not None:
                    assert {"examples", "seed", "region", "skipped", "digest"} <= set(search), entry["id"]


# --------------------------------------------------------------------------- 2. certified tables


def _table(directory):
    path = directory / "tables" / "small.json"
    return path, json.loads(path.read_text(encoding="utf-8"))


def _table_edit(directory, change):
    path, payload = _table(directory)
    change(payload)
    _save(path, payload)


def test_a_printed_cell_that_is_not_its_exact_value_is_rejected(proofs_copy, capsys):
    _table_edit(proofs_copy, lambda t: t["rows"][0]["printed"].update(delta_paper="0.000001"))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "printed delta_paper '0.000001', but its exact value renders as '0.0123'" in out


def _table_problems(change):
    """The checker's problems with the committed table after ``change`` (verify-certs runs the same check_table,
    as the test above shows; here without the ledger's other checks)."""
    path, payload = _table(PROOFS)
    change(payload)
    return checker.check_table(payload, checker.read_grid(path.with_suffix(".toml").read_text(encoding="utf-8")))


@pytest.mark.parametrize("column", ["sigma_paper", "sigma_min", "eps_fmt21", "peer_ratio", "q_min", "method"])
def test_every_printed_column_is_compared_with_its_exact_value(column):
    _, _, problems = _table_problems(lambda t: t["rows"][1]["printed"].update({column: "7"}))
    assert len(problems) == 1 and f"printed {column} '7', but its exact value renders as" in problems[0]


def test_a_row_cannot_opt_out_by_its_own_N_or_a_missing_q():
    def opt_out(payload):
        payload["rows"][0]["printed"]["N"] = "401"
        payload["rows"][1]["exact"]["q_paper"] = None
        payload["rows"][1]["exact"]["delta_paper"] = ["0", "1"]
    rederived, trusted, problems = _table_problems(opt_out)
    assert (rederived, trusted) == (8, 0)  # both rows still re-derived: reach is the grid's
    assert any("table row 0 (N=20, k=1" in p and "printed N '401'" in p for p in problems)
    missing = "check q_paper fails: 1/2 + -10/29*sqrt(29/20) > 499/1000"  # 0.0848 does not round up to 1/2
    assert any("table row 1 (N=20, k=1, exp_eps=3" in p and missing in p for p in problems)


def test_an_enclosure_wider_than_the_stated_tolerance_is_rejected():
    """Widened to [0, 1] it still contains δ; the exact scan's rows hold δ exactly, and every enclosure is at most
    the table's stated relative width."""
    _, _, problems = _table_problems(lambda t: t["rows"][0]["exact"].update(delta_paper=["0", "1"]))
    assert any("check exact_scan fails: 0 == 1 is false" in p for p in problems)
    low = Fraction(_table(PROOFS)[1]["rows"][0]["exact"]["delta_paper"][0])

    def widened(payload):
        payload["checks"]["constants"]["scan_limit"] = 0  # every row a branch-and-bound row
        for row in payload["rows"]:
            row["printed"]["method"] = "branch and bound"
        payload["rows"][0]["exact"]["delta_paper"] = [str(low * (1 - Fraction(1, 10**5))), str(low)]
    _, _, problems = _table_problems(widened)
    width, allowed = low * Fraction(1, 10**5), low * (1 - Fraction(1, 10**5)) / 10**6  # the width, 10^-6 of the low end
    assert problems == [f"table row 0 (N=20, k=1, exp_eps=2, delta=1/1000): check delta_paper fails: "
                        f"{checker_tables._shown(width)} <= {checker_tables._shown(allowed)} is false"]


def test_epsilon_and_sigma_are_re_derived():
    def shifted(payload):
        exact = payload["rows"][2]["exact"]
        exact["eps_paper"] = [str(Fraction(v) + Fraction(1, 100)) for v in exact["eps_paper"]]
        payload["rows"][2]["printed"]["eps_paper"] = "[1.01, 1.02]"  # whatever it renders to, the value is wrong
        payload["rows"][3]["exact"]["q_min"][1] = "3/10"  # σ needed follows q needed (and δ there is re-derived)
    _, _, problems = _table_problems(shifted)
    assert any("table row 2" in p and "check eps_paper fails" in p for p in problems)
    assert any("table row 3" in p and "printed sigma_min" in p for p in problems)


def test_the_checks_are_the_tables_data_and_are_evaluated():
    """The kernel decides what the table's checks say: the closed form (4.45)/(5.24) edited in the table's
    definitions (36 -> 9, a quarter of the noise term) fails at every row, and a check whose formula is false fails
    where it is evaluated (within reach) and nowhere else."""
    def closed_form_edited(payload):
        checks = payload["checks"]
        assert checks["definitions"].count("1 + 36/") == 1
        checks["definitions"] = checks["definitions"].replace("1 + 36/", "1 + 9/")
    _, _, problems = _table_problems(closed_form_edited)
    assert len(problems) == 8 and all("check q_paper fails" in p for p in problems)

    def false_check(payload):
        payload["checks"]["within_reach"].append({"name": "planted", "formula": "N < 50"})
    rederived, _, problems = _table_problems(false_check)
    assert rederived == 8 and len(problems) == 4 and all("(N=50," in p and "check planted fails: 50 < 50" in p
                                                         for p in problems)


@pytest.mark.parametrize("edit", [
    lambda c: c.update(every_row=[], within_reach=[]),  # no check at all: every row still 'within reach'
    lambda c: c.update(reach="k*N <= 40"),  # half the rows taken on trust
    lambda c: c["constants"].update(scan_limit=0),  # every row a branch-and-bound row (the grid file is silent)
    lambda c: c["constants"].update(eps_tolerance="1"),
], ids=["emptied", "reach narrowed", "scan limit", "tolerance"])
def test_checks_edited_in_a_table_are_rejected_by_the_manifests_pin(proofs_copy, capsys, edit):
    """The kernel evaluates the checks a table carries, and the manifest pins them (the digest of the checks
    krverify/table_checks.py declares): checks edited in the table pass check_table but not verify-certs (found
    by an independent review: emptied checks counted 8 rows re-derived)."""
    _table_edit(proofs_copy, lambda payload: edit(payload["checks"]))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and out.splitlines()[0] == ("FAILED tables/small.json: its checks are not the ones the "
                                                   "manifest pins (edited since 'check --write')")


def test_what_an_independent_review_of_the_table_checks_found():
    """A q needed with no lower end renders as (0, above] (it failed to render); a window order that is neither
    order fails (it read as the reverse); a row's axis value set to null is a clash (it passed); a reach whose
    given fails or that cannot be decided, and cells of the wrong kind, are problem lines, not tracebacks."""
    def open_below(payload):
        payload["rows"][0]["exact"]["q_min"][0] = None
        payload["rows"][0]["printed"]["q_min"] = "(0, 0.268]"
    assert _table_problems(open_below)[2] == []
    problems = _table_problems(lambda t: t["rows"][0]["exact"].update(window_order="xyz"))[2]
    assert len(problems) == 1 and "check window fails: xyz == P(s|D_m)/P(s|D) is false" in problems[0]
    problems = _table_problems(lambda t: t["rows"][0]["exact"].update(exp_eps=None))[2]
    assert problems == ["table row 0 (N=20, k=1, exp_eps=2, delta=1/1000): the row's exp_eps is None, not 2"]
    rederived, trusted, problems = _table_problems(lambda t: t["checks"].update(reach="given N > 20\nk*N <= 400"))
    assert (rederived, trusted, problems) == (4, 4, [])  # outside the given: not within reach
    problems = _table_problems(lambda t: t["checks"].update(reach="ln(2) == ln(2)"))[2]
    assert len(problems) == 8 and all("the reach cannot be decided" in p for p in problems)
    problems = _table_problems(lambda t: t["checks"]["cells"][7].update(value='("a", "b")'))[2]
    assert len(problems) == 8 and all("cell q_min cannot be rendered (AttributeError" in p for p in problems)


def test_a_reach_edited_to_every_row_stops_at_the_kernels_time_limit():
    """The practitioner's reach edited to every row (N up to 10^9; at N = 1000 eight rows ran past 10 minutes) is
    stopped as a problem once the checks within reach have taken the limit (here 1 s; verify-certs: 300 s)."""
    import time

    payload = json.loads((PROOFS / "tables" / "practitioner.json").read_text(encoding="utf-8"))
    payload["checks"]["reach"] = "N > 0"
    start = time.monotonic()
    rederived, _, problems = checker_tables.check_table(payload, seconds=1)
    assert time.monotonic() - start < 30 and rederived < 64
    assert problems[-1].endswith("the checks (N > 0 within reach) took more than the kernel's 1 s for one table, "
                                 "here; the rest are not evaluated")


def test_check_compares_the_tables_checks(proofs_copy):
    """A check weakened in the committed table (verify-certs would evaluate the weaker check) is a change for
    check: the checks are recomputed from krverify/table_checks.py with the table."""
    from krverify.engine import workflow

    def weakened(payload):
        payload["checks"]["within_reach"] = [c for c in payload["checks"]["within_reach"] if c["name"] != "q_min"]
    _table_edit(proofs_copy, weakened)
    path, payload = _table(proofs_copy)
    grid = checker.read_grid(path.with_suffix(".toml").read_text(encoding="utf-8"))
    assert checker.check_table(payload, grid)[2] == []  # the weaker table passes the kernel
    assert [str(c) for c in workflow.table_changes(proofs_copy)] == [
        "small.json: certified table changed from recorded to recomputed from small.toml"]


def test_deleted_or_extra_rows_are_rejected(proofs_copy, capsys):
    assert _table_problems(lambda t: t.update(rows=[]))[2] == ["0 rows, but the grid has 8 points"]
    assert _table_problems(lambda t: t["rows"].append(t["rows"][0]))[2] == ["9 rows, but the grid has 8 points"]
    (proofs_copy / "tables" / "small.toml").unlink()
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "small.json: malformed table or grid" in out and "small.toml" in out


def test_the_columns_taken_on_trust_are_named_with_their_reasons(proofs_copy, capsys):
    assert main(["verify-certs", str(proofs_copy)]) == 0
    summary = capsys.readouterr().out.splitlines()[-1]
    for column, reason in TABLE_TRUSTED.items():
        assert f"small: {column} ({reason})" in summary


def test_check_compares_the_tables_as_it_compares_records(proofs_copy):
    """A peer column verify-certs takes on trust is still recomputed and compared by check (the committed table
    equals its recomputation: CI's session check compares it)."""
    from krverify.engine import workflow

    _table_edit(proofs_copy, lambda t: t["rows"][0]["exact"].update(delta_fmt21_numerical="1/2"))
    assert [str(c) for c in workflow.table_changes(proofs_copy)] == [
        "small.json: certified table changed from recorded to recomputed from small.toml"]


# --------------------------------------------------------------------------- 3. deep evidence


def _deep_edit(directory, name, change):
    path = directory / "deep" / name
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document["sweeps"])
    path.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def _refuted_deep(sweeps):
    return next(s for s in sweeps if s["verdict"] == "refuted")


def test_a_refuted_deep_sweep_flipped_to_verified_is_rejected_by_verify_certs_and_check(proofs_copy, capsys):
    def flip(sweeps):
        swept = _refuted_deep(sweeps)
        swept.pop("counterexample")
        swept.update(verdict="verified", digest="0" * 64)
    _deep_edit(proofs_copy, "wide.json", flip)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "is verified at the deeper sizes and refuted in the ledger" in out
    assert "deep/wide.json: its bytes are not the ones the manifest pins" in out
    from krverify.engine.deep import deep_problems
    from krverify.ledger import read_ledger

    entries = {e["id"]: e for r in read_ledger(proofs_copy).values() for e in records.entries(r)}
    assert any("is verified at the deeper sizes and refuted at the default ones" in p
               for p in deep_problems(proofs_copy / "deep", entries))


def test_a_deep_witness_that_does_not_refute_is_rejected(proofs_copy, capsys):
    """001.eq-4.5's deep witness moved to i = 1, where (4.5) holds strictly: both the independent formula
    (verify-certs) and the claim's checker (check, one evaluation) see it."""
    def move(sweeps):
        swept = next(s for s in sweeps if s["claim"] == "001.eq-4.5")
        swept["counterexample"]["i"] = 1
    _deep_edit(proofs_copy, "wide.json", move)
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "(001.eq-4.5): the independent formula at the deep witness" in out
    from krverify.engine.deep import deep_problems
    from krverify.ledger import read_ledger

    entries = {e["id"]: e for r in read_ledger(proofs_copy).values() for e in records.entries(r)}
    assert deep_problems(proofs_copy / "deep", entries) == [
        "wide.json: 001.eq-4.5's deep witness {'N': 2, 'i': 1, 'm': 1, 'q': '9/1000'} no longer refutes it inside its "
        "deeper domain"]


def test_deleted_or_edited_deep_evidence_is_rejected_by_verify_certs(proofs_copy, capsys):
    (proofs_copy / "deep" / "N1000.json").unlink()
    _deep_edit(proofs_copy, "wide.json", lambda sweeps: sweeps[0].update(points=sweeps[0]["points"] + 1))
    status, out = _verify(proofs_copy, capsys)
    assert status == 1 and "deep/N1000.json: pinned by the manifest but missing" in out
    assert "deep/wide.json: its bytes are not the ones the manifest pins" in out


def test_deep_evidence_of_another_record_is_stale_for_check(monkeypatch):
    """A changed statement (or checker) at the default sizes: the deep sweep saw another record."""
    from krverify.engine.deep import deep_problems
    from krverify.ledger import read_ledger

    entries = {e["id"]: copy.deepcopy(e) for r in read_ledger(PROOFS).values() for e in records.entries(r)}
    assert deep_problems(PROOFS / "deep", entries) == []
    entries["001.theorem-4.1"]["statement_digest"] = "0" * 64
    stale = ("001.theorem-4.1 was swept against another record (its statement or default evidence changed): "
             "re-sweep with 'krverify check --depth N --write'")
    assert deep_problems(PROOFS / "deep", entries) == [f"N1000.json: {stale}", f"wide.json: {stale}"]


def test_deep_settings_and_claims_are_the_codes(proofs_copy):
    from krverify.engine.deep import deep_problems
    from krverify.ledger import read_ledger

    entries = {e["id"]: e for r in read_ledger(PROOFS).values() for e in records.entries(r)}
    _deep_edit(proofs_copy, "N1000.json", lambda sweeps: sweeps[0].update(q=["1/4"]))
    _deep_edit(proofs_copy, "wide.json", lambda sweeps: sweeps.pop())
    problems = deep_problems(proofs_copy / "deep", entries)
    assert problems[0].startswith("N1000.json: 001.eq-4.5.corrected swept q = ['1/4'], the code sweeps")
    assert problems[1].startswith("wide.json: its claims are not the code's (missing ['001.histogram-sufficient']")


def test_the_deep_evidence_is_counted(committed_certs):
    tally, problems = committed_certs
    assert problems == [] and tally["deep witnesses"] >= 20 and tally["deep sweeps (trusted)"] >= 60
    assert "deep witnesses" in tally.line(0) and "deep sweeps, re-run only by krverify check --depth N" in tally.line(0)
