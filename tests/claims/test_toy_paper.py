"""Adding a paper (docs/adding-a-paper.md), end to end on a toy document: claims declared by their formula alone,
decided by the engine, and their records accepted — and a planted wrong witness rejected — by the kernel, which
reads only the record (formula and domain as data).

The toy note prints two statements about randomized response with lie probability q (0 < q < 1/2):
  (1)  the privacy ratio (1 - q)/q is at most 1/q - 2          — false: it equals 1/q - 1 (by hand: (1-q)/q = 1/q - 1)
  (2)  the count of n reports has mean nq when every bit is 0  — true (a sum of n Bernoulli(q))
"""

from fractions import Fraction

import pytest

from krverify.certify import checker
from krverify.certify import record as records
from krverify.claims._domain import Domain, ints
from krverify.claims._registry import _REGISTRY, Document
from krverify.claims._spaces import lie_probability
from krverify.engine.verdicts import decide

TOY = Document("toy_note.txt", "toy")


@pytest.fixture(scope="module")
def toy_claims():
    with TOY.section("1"):
        ratio = TOY.declare(
            "ratio-bound",
            label="(1)",
            statement=r"$\frac{1-q}{q} \le \frac{1}{q} - 2$",
            hypotheses="0 < q < 1/2 (l.3)",
            domain=Domain.of(lie_probability(grid=(Fraction(1, 10), Fraction(1, 4)))),
            formula="(1 - q) / q <= 1 / q - 2",
            finding="The ratio is 1/q - 1.",
            correction=TOY.fix("ratio-bound.corrected", label="(1)", statement=r"$\frac{1-q}{q} = \frac{1}{q} - 1$",
                               kind="identity", hypotheses="0 < q < 1/2", formula="(1 - q) / q == 1 / q - 1"),
        )
        mean = TOY.declare(
            "count-mean",
            label="(2)",
            kind="identity",
            statement=r"$\mathbb{E}[S] = nq$ for $x = 0^n$",
            hypotheses="0 < q < 1/2 (l.3); n >= 1 reports of the bit 0 (l.4)",
            domain=Domain.of(ints("n", 1, 25), lie_probability(grid=(Fraction(1, 10), Fraction(1, 4)))),
            formula="""
            law = ones_law(n, 0, q)
            sum(law[j] * j for j in ints(0, n)) == n * q
            """,
        )
    yield ratio, mean
    for claim in (ratio, mean):
        _REGISTRY.pop(claim.id, None)


def test_a_declared_claim_has_no_python_checker(toy_claims):
    ratio, mean = toy_claims
    assert ratio.check is None and mean.check is None and ratio.correction.domain == ratio.domain
    assert ratio.section == "1" and ratio.correction.section == "1"


def test_the_toy_paper_is_decided_and_the_kernel_accepts_its_records(toy_claims):
    ratio, mean = toy_claims
    refuted = decide(ratio, examples=10).record()
    assert refuted["verdict"] == "refuted" and refuted["correction"]["verdict"] == "verified"
    witness = refuted["evidence"]["counterexample"]
    q = Fraction(witness["q"])
    assert (1 - q) / q > 1 / q - 2  # by hand: the left side exceeds the right by exactly 1
    assert checker.check_counterexample(ratio.id, refuted, refuted["evidence"]) == []
    assert decide(mean, examples=10).record()["verdict"] == "verified"


def test_a_planted_witness_outside_the_relation_is_rejected(toy_claims):
    """Planted: the recorded left side replaced by the right side (the relation would hold there)."""
    ratio, _ = toy_claims
    record = decide(ratio, examples=10).record()
    evidence = dict(record["evidence"])
    evidence["lhs"] = evidence["rhs"]
    problems = checker.check_counterexample(ratio.id, record, evidence)
    assert problems and "not the" in problems[0]


def test_a_declaration_without_a_formula_is_refused():
    with pytest.raises(ValueError, match="needs formula="):
        TOY.declare("nothing", section="1", label="(3)", statement="$1 = 1$")
    assert "toy.nothing" not in _REGISTRY
    assert records.statement_digest({}) == records.statement_digest({})


def test_check_write_applies_the_kernel_s_rules_before_it_writes(toy_claims, tmp_path, monkeypatch):
    """``check --claim ... --write`` writes only records verify-certs accepts.  Planted: the engine's ones_law
    replaced by the law of the other bit (Bin(n, 1 - q)), so the engine refutes (2) with a mean n(1 - q) that the
    kernel, evaluating the recorded formula with its own primitives, does not reproduce: nothing is written."""
    from krverify.claims import _formula
    from krverify.engine import workflow

    _, mean = toy_claims
    written = workflow.check(tmp_path, [mean.id], jobs=1, write=True)
    assert written.ok and written.written
    assert checker.check_directory(tmp_path, manifest=None, sweep=True)[1] == []

    def other_bit(N, M, q, k=1):
        return tuple(reversed(_formula._ones_law(N, M, q, k)))

    monkeypatch.setitem(_formula._FAST, "ones_law", other_bit)
    before = {path.name: path.read_bytes() for path in tmp_path.glob("*.json")}
    refused = workflow.check(tmp_path, [mean.id], jobs=1, write=True)
    assert not refused.ok and not refused.written
    assert any(change.what == "kernel check" and "not a counterexample" in str(change) for change in refused.changes)
    assert {path.name: path.read_bytes() for path in tmp_path.glob("*.json")} == before

    # without --write: the planted record differs from the ledger's, so the kernel checks it (and says why)
    compared = workflow.check(tmp_path, [mean.id], jobs=1)
    assert not compared.ok
    assert any(change.what == "kernel check" and "not a counterexample" in str(change) for change in compared.changes)


def test_check_leaves_a_record_equal_to_its_ledger_entry_to_verify_certs(toy_claims, tmp_path, monkeypatch):
    """Without ``--write`` the kernel re-checks only the records that differ from the ledger: one equal to its
    ledger entry is the entry ``verify-certs`` checks (CI runs both)."""
    from krverify.engine import workflow

    _, mean = toy_claims
    assert workflow.check(tmp_path, [mean.id], jobs=1, write=True).ok
    seen = []
    monkeypatch.setattr(checker, "check_records", lambda fresh, ledger, sweep=False: seen.append(fresh) or [])
    assert workflow.check(tmp_path, [mean.id], jobs=1).ok
    assert seen == [[]]
