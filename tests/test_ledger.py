"""The ledger: stable text, atomic writes, and verdict changes detected by claim."""

import json
import os
import shutil
from pathlib import Path

import pytest

from krverify import LedgerError
from krverify.cli import main
from krverify.ledger import compare, read_ledger, render, write_ledger

PROOFS = Path(__file__).resolve().parents[1] / "proofs"
CLAIM = "000.lemma-4.3"


def record(claim_id="x.1", verdict="verified", source="s.txt"):
    return {"id": claim_id, "source": source, "verdict": verdict, "correction": None,
            "evidence": {"b": "1/3", "a": 2}}


def test_render_is_sorted_and_stable():
    text = render("s.txt", [record()])
    assert text == render("s.txt", [record()])
    assert text.endswith("\n")
    assert text.index('"a"') < text.index('"b"')


def test_write_then_read_round_trips(tmp_path):
    write_ledger(tmp_path, [record("x.1"), record("x.2", "refuted")])
    assert read_ledger(tmp_path)["x.2"]["verdict"] == "refuted"
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


def test_partial_write_keeps_other_entries_and_order(tmp_path):
    write_ledger(tmp_path, [record("x.1"), record("x.2")])
    write_ledger(tmp_path, [record("x.2", "refuted")], partial=True)
    claims = json.loads((tmp_path / "s.json").read_text())["claims"]
    assert [(c["id"], c["verdict"]) for c in claims] == [("x.1", "verified"), ("x.2", "refuted")]


def test_a_full_write_lays_the_file_out_in_the_given_order(tmp_path):
    write_ledger(tmp_path, [record("x.2"), record("x.1")])
    write_ledger(tmp_path, [record("x.1"), record("x.2")])
    claims = json.loads((tmp_path / "s.json").read_text())["claims"]
    assert [c["id"] for c in claims] == ["x.1", "x.2"]


def test_an_interrupted_write_leaves_the_old_ledger(tmp_path, monkeypatch):
    write_ledger(tmp_path, [record("x.1")])
    before = (tmp_path / "s.json").read_bytes()

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_ledger(tmp_path, [record("x.1", "refuted")])
    assert (tmp_path / "s.json").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json"]  # no temporary left


def test_malformed_ledger_is_a_ledger_error(tmp_path):
    (tmp_path / "bad.json").write_text("{not json")
    with pytest.raises(LedgerError, match=r"bad\.json"):
        read_ledger(tmp_path)


def test_compare_names_verdict_and_correction_changes():
    fresh = [record("x.1", "refuted") | {"correction": {"verdict": "verified"}}]
    changes = compare(fresh, {"x.1": record("x.1", "verified")})
    assert [str(c) for c in changes] == [
        "x.1: verdict changed from verified to refuted",
        "x.1: correction verdict changed from None to verified",
    ]


def test_a_verdict_changed_by_hand_makes_check_exit_1_naming_the_claim(tmp_path, capsys):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    path = proofs / "000_6dfa2dbc38b4b249.json"
    document = json.loads(path.read_text())
    for entry in document["claims"]:
        if entry["id"] == CLAIM:
            assert entry["verdict"] == "proved"
            entry["verdict"] = "refuted"
    path.write_text(json.dumps(document))
    assert main(["check", "--claim", CLAIM, "--proofs", str(proofs)]) == 1
    assert f"CHANGED {CLAIM}: verdict changed from refuted to proved" in capsys.readouterr().out


def test_check_passes_against_the_committed_ledger_for_one_claim(capsys):
    assert main(["check", "--claim", CLAIM, "--proofs", str(PROOFS)]) == 0
    assert "every verdict and certificate matches" in capsys.readouterr().out


def test_a_recorded_witness_revives_numbers_and_keeps_named_members():
    """'1/2' is the rational 1/2, lists are tuples, and a named member of a domain ('flip') stays a word."""
    from fractions import Fraction

    from krverify.engine.verdicts import _revive

    assert _revive(["1/2", "flip", 3]) == (Fraction(1, 2), "flip", 3)
