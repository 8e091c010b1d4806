"""The registry: stable ids, paper order, citations, well-formed claims."""

from pathlib import Path

import pytest

from krverify import UnknownClaim, all_claims, get_claim

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def test_ids_are_unique_and_lookups_work():
    ids = [c.id for c in all_claims()]
    assert len(ids) == len(set(ids))
    for claim_id in ids:
        assert get_claim(claim_id).id == claim_id


def test_unknown_ids_raise_a_named_error():
    with pytest.raises(UnknownClaim, match="'no-such-claim'"):
        get_claim("no-such-claim")


def test_first_claims_are_registered_in_paper_order():
    ids = [c.id for c in all_claims()]
    assert ids[:4] == ["000.lemma-4.1", "000.lemma-4.2", "000.corollary-4.1", "000.lemma-4.3"]
    assert ids.index("001.theorem-4.1") < ids.index("001.eq-4.5") < ids.index("001.lemma-1")


@pytest.mark.parametrize("claim", all_claims(), ids=lambda c: c.id)
def test_every_claim_cites_its_source_section_and_label(claim):
    assert claim.source.endswith(".txt")
    assert claim.citation.startswith(f"{claim.source} §{claim.section}"), claim.citation
    assert claim.label
    if claim.correction is not None:
        assert claim.correction.check is not None and claim.finding


@pytest.mark.skipif(not SEEDS.is_dir(), reason="seed documents not beside the checkout")
@pytest.mark.parametrize("claim", all_claims(), ids=lambda c: c.id)
def test_labels_appear_in_their_source(claim):
    text = (SEEDS / claim.source).read_text(encoding="utf-8")
    label = claim.label.removeprefix("after ")
    needle = {"(": label.strip("()")}.get(label[0], label)
    assert needle in text
