"""The registry: stable ids, paper order, citations, well-formed claims."""

import re
from pathlib import Path

import pytest

from krverify import UnknownClaim, all_claims, get_claim
from krverify.claims import Domain, Evaluation

SEEDS = Path(__file__).resolve().parents[2] / "seeds"  # vendored copies of the audited drafts


def test_ids_are_unique_and_lookups_work():
    ids = [c.id for c in all_claims()]
    assert len(ids) == len(set(ids))
    for claim_id in ids:
        assert get_claim(claim_id).id == claim_id


def test_unknown_ids_raise_a_named_error():
    with pytest.raises(UnknownClaim, match="'no-such-claim'"):
        get_claim("no-such-claim")


def test_claims_are_registered_in_paper_order():
    ids = [c.id for c in all_claims()]
    order = ["000.proposition-1.1", "000.eq-2.1", "000.eq-3.1", "000.eq-3.2", "000.lemma-4.1", "000.lemma-4.2",
             "000.corollary-4.1", "000.lemma-4.3", "001.randomization", "001.eq-4.1", "001.theorem-4.1",
             "001.eq-4.5", "001.eq-4.7", "001.lemma-1", "001.eq-4.16", "001.eq-4.30", "001.eq-5.1", "001.eq-6.1",
             "003.eq-prcond"]
    assert [ids.index(claim_id) for claim_id in order] == sorted(ids.index(claim_id) for claim_id in order)


@pytest.mark.parametrize("claim", all_claims(), ids=lambda c: c.id)
def test_every_claim_cites_its_source_section_and_label(claim):
    assert claim.source.endswith(".txt")
    assert claim.citation.startswith(f"{claim.source} §{claim.section}"), claim.citation
    assert claim.label
    if claim.correction is not None:  # decided by a fast path, or declared by its formula
        assert (claim.correction.check is not None or claim.correction.formula) and claim.finding


def _label_is_printed(label: str, text: str) -> bool:
    label = label.removeprefix("after ")
    if label.startswith("§"):  # a section: a heading line "N Title" or the N-th \section
        number = label[1:]
        return bool(re.search(rf"^{re.escape(number)} \S", text, re.M)) or text.count("\\section{") >= int(number)
    if label.startswith("(") and "\\label{" in text:  # LaTeX source: numbered by \label keys
        return True
    if label.startswith("("):  # printed "(4.5)" or "\\tag{4.5}"
        return label in text or f"\\tag{{{label.strip('()')}}}" in text
    return label in text


@pytest.mark.skipif(not SEEDS.is_dir(), reason="seed documents missing")
@pytest.mark.parametrize("claim", all_claims(), ids=lambda c: c.id)
def test_labels_appear_in_their_source(claim):
    text = (SEEDS / claim.source).read_text(encoding="utf-8")
    assert _label_is_printed(claim.label, text), claim.label


# --------------------------------------------------------------------------- the registry's helpers


def test_section_context_keyword_checker_and_generated_citation():
    from krverify.claims import ints
    from krverify.claims._registry import Document

    doc = Document("999_test.txt", prefix="999")
    with doc.section("7.2"):
        claim = doc.correction(  # a correction: not registered, so the test leaves the registry alone
            "square", label="(7.3)", statement="n^2 >= n", domain=Domain.of(ints("n", 0, 3)),
        )(lambda n: Evaluation(n * n, ">=", n))
    assert claim.section == "7.2"
    assert claim.citation == "999_test.txt §7.2, (7.3)"
    assert claim.evaluate({"n": 3}).holds and claim.domain.description == "n in 0..3"


def test_chain_of_reports_the_first_broken_link():
    from krverify.claims._claim import chain_of

    assert chain_of(1, 1, 1).holds
    broken = chain_of(1, 2, 2)
    assert not broken.holds and (broken.lhs, broken.rhs) == (1, 2)


def test_refactored_claims_keep_their_ledger_digests():
    """printed_number and model/paper.py replaced hand-written checkers: statement and sweep digests unchanged."""
    from krverify import decide, get_claim
    from krverify.ledger import compare, read_ledger

    ledger = read_ledger(Path(__file__).resolve().parents[2] / "proofs")
    for claim_id in ("001.required-q-example", "001.sigma-local-3", "001.roughly-9", "001.eq-4.45"):
        record = decide(get_claim(claim_id)).record()
        assert compare([record], ledger) == [], claim_id
        assert record["statement_digest"] == ledger[claim_id]["statement_digest"]
