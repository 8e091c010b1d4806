"""Issue 41: what was checked is in the ledger as data (formula and domain), and neither can be changed quietly.

Each tamper is made in a copy of proofs/ with the record's statement digest recomputed (so only the mathematics
can catch it): the checker re-evaluates the ledger's own formula at the witness, and ``verify-certs --sweep``
re-sweeps a verified formula over its domain.  A fast path that disagrees with its claim's formula is an error of
the engine, not a verdict.
"""

import dataclasses
from fractions import Fraction
from pathlib import Path

import pytest

from krverify.certify import checker
from krverify.certify import record as records
from krverify.claims import get_claim
from krverify.claims._claim import ClaimError, Evaluation
from krverify.cli import main
from tests.test_certify import _documents, _save

ROOT = Path(__file__).resolve().parents[2]
PROOFS = ROOT / "proofs"
REFUTED = "003.epsilon-one-pair"  # refuted, with a formula and its domain in the ledger
VERIFIED = "003.l1-outcome"  # verified, with a formula and its domain in the ledger


def _edit_formula(directory, claim_id, change):
    for path, document in _documents(directory):
        for entry in document["claims"]:
            if entry["id"] == claim_id:
                entry["formula"] = change(entry["formula"])
                entry["statement_digest"] = records.statement_digest(entry)
                _save(path, document)
                return
    raise AssertionError(claim_id)


def _failed(directory, capsys, *options):
    status = main(["verify-certs", str(directory), *options])
    out = capsys.readouterr().out
    return status, "\n".join(line for line in out.splitlines() if line.startswith("FAILED"))


def test_the_formula_records_carry_their_formula_and_domain():
    for _path, document in _documents(PROOFS):
        for entry in document["claims"]:
            if entry["id"] in (REFUTED, VERIFIED):
                assert entry["formula"] and entry["space"], entry["id"]
                assert entry["statement_digest"] == records.statement_digest(entry)
                assert "formula" in records.DIGESTED_KEYS and "space" in records.DIGESTED_KEYS


def test_a_refuted_formula_made_true_fails_at_its_witness(proofs_copy, capsys):
    """Planted: the right side multiplied by 1000 makes (1.2) hold at the recorded witness (its sides are
    982081/10^6 against 8919/10^6 · λ, so a factor 1000 closes the gap by hand)."""
    assert _failed(proofs_copy, capsys)[1] == ""
    _edit_formula(proofs_copy, REFUTED, lambda text: text.replace("<= lam *", "<= 1000 * lam *"))
    status, failed = _failed(proofs_copy, capsys)
    assert status == 1 and REFUTED in failed and "the formula holds at the" in failed


def test_a_refuted_formula_with_other_sides_is_rejected(proofs_copy, capsys):
    """A formula that still fails at the witness, with other sides (the left side doubled), is not the record."""
    _edit_formula(proofs_copy, REFUTED, lambda text: text.replace("prob(law(y), s) <=", "2 * prob(law(y), s) <="))
    status, failed = _failed(proofs_copy, capsys)
    assert status == 1 and REFUTED in failed and "not the" in failed


def test_a_verified_formula_made_false_is_caught_by_the_sweep(proofs_copy, capsys):
    """Planted: the ℓ₁ identity's right side shifted by one; a digest recomputed hides it from everything but a
    re-sweep of the ledger's own formula over its own domain."""
    _edit_formula(proofs_copy, VERIFIED, lambda text: text.rstrip() + " + 1")
    edited = next(entry for _, document in _documents(proofs_copy) for entry in document["claims"]
                  if entry["id"] == VERIFIED)
    problems = checker.sweep_problems(edited)  # what verify-certs --sweep runs on each verified formula record
    assert problems and "the formula fails at" in problems[0]


SHARDS = 4


def _swept_entries():
    """The committed entries ``verify-certs --sweep`` re-sweeps: verified, with a formula and a domain as data."""
    return sorted((dict(entry) for _, document in _documents(PROOFS) for record in document["claims"]
                   for entry in records.entries(record)
                   if entry.get("verdict") == "verified" and entry.get("formula") and entry.get("space")),
                  key=lambda entry: entry["id"])


#: The default suite re-sweeps the verified formulas of at most this many recorded points (308 of 347 entries, 88 of
#: 134 CPU-s); the larger ones are re-swept by the slow test below and by ``verify-certs --sweep`` itself.  The
#: default suite still decides every claim afresh (the engine compares fast path and formula at sampled points).
DEFAULT_SWEPT_POINTS = 3000


def _default_swept(entry: dict) -> bool:
    return records.sweep(entry)["points"] <= DEFAULT_SWEPT_POINTS


@pytest.mark.own_group  # four shards of ~20 s, each its own xdist group, so the two workers share them
@pytest.mark.parametrize("shard", range(SHARDS))
def test_the_committed_formulas_hold_when_re_swept(shard):
    """What ``verify-certs --sweep`` re-derives (checker.sweep_problems on each entry), a quarter of it per shard:
    every verified formula of at most DEFAULT_SWEPT_POINTS points holds at every point of its domain, with the
    recorded counts."""
    entries = [entry for entry in _swept_entries() if _default_swept(entry)][shard::SHARDS]
    assert entries
    failed = {entry["id"]: problems for entry in entries if (problems := checker.sweep_problems(entry))}
    assert failed == {}


@pytest.mark.slow
@pytest.mark.parametrize("shard", range(2))
def test_the_large_committed_formulas_hold_when_re_swept(shard):
    """The rest of ``verify-certs --sweep``: the verified formulas of more than DEFAULT_SWEPT_POINTS points."""
    entries = [entry for entry in _swept_entries() if not _default_swept(entry)][shard::2]
    assert entries
    failed = {entry["id"]: problems for entry in entries if (problems := checker.sweep_problems(entry))}
    assert failed == {}


def test_verify_certs_sweep_re_sweeps_every_verified_formula(capsys, monkeypatch, kernel_memo):
    """The command re-sweeps exactly the entries the shards above sweep (their sweeps stubbed here: one planted
    problem), and the problem fails the command, naming its entry and nothing else."""
    seen = []
    monkeypatch.setattr(checker, "sweep_problems",
                        lambda entry: seen.append(entry["id"]) or (["planted"] if entry["id"] == VERIFIED else []))
    status, failed = _failed(PROOFS, capsys, "--sweep")
    assert sorted(seen) == [entry["id"] for entry in _swept_entries()]
    assert status == 1 and failed.splitlines() == [f"FAILED {VERIFIED}: planted"], failed


def test_a_fast_path_that_disagrees_with_the_formula_is_an_error():
    """Planted: 003.l1-outcome's fast path replaced by one that always fails; the formula holds, so the engine
    refuses to record either side."""
    claim = get_claim(VERIFIED)
    wrong = dataclasses.replace(claim, check=lambda point: Evaluation(Fraction(1), "<=", Fraction(0)))
    point = next(iter(claim.domain.points()))
    assert claim.recorded(point).holds
    with pytest.raises(ClaimError, match="the fast path and the formula disagree"):
        wrong.recorded(point)
