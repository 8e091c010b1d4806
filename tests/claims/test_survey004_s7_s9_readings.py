"""004 §7–§9 (issue 38): conventions as data and nothing with a truth value undecided.

Every record read as printed (or literally) states only printed conditions, each citing a seed line that exists,
or the standing conventions; the undecided records are the pure definitions and the few statements whose reason is
recorded (restatements of decided records, cited results without proof, prose).
"""

import re
from pathlib import Path

import pytest

from krverify import all_claims
from krverify.editorial import hypotheses_problems, hypothesis_clauses

SEED = Path(__file__).resolve().parents[2] / "seeds" / "004_3b24c074030182c5.txt"
#: The undecided records of §7–§9 that are not definitions, each null for the reason its record states.
#: Final round: the rates (9.3 (3a), the proof's restatements, 9.6 (5)) and the stage-wise theorems' printed 'for
#: some δ̃' are decided; 9.3 (3b) (γ free) and the every-δ̃ reading of 9.13/9.14 (cited) stay null with reasons.
#: Confirming round: Theorem 9.11's second display is decided (theorem-9.11-rdp); its record stays null for the
#: first display (c_γ is defined nowhere).
NULL = {"004.cldp", "004.ldp-models", "004.communication-bits", "004.rounding-privacy", "004.theorem-8.7-equivalence",
        "004.tradeoff-bullets", "004.difficult-database", "004.theorem-9.3-rates-zcdp-b", "004.tightness-remark",
        "004.theorem-9.11", "004.svt-sqrt-c", "004.theorems-9.13-9.14-every-delta", "004.svt-best-case"}


def _section_7_to_9():
    return [claim for claim in all_claims() if claim.id.startswith("004.") and claim.section[0] in "789"]


def _entries():
    for claim in _section_7_to_9():
        yield claim
        if claim.correction is not None:
            yield claim.correction


@pytest.mark.parametrize("entry", list(_entries()), ids=lambda e: e.id)
def test_no_unprinted_condition_in_an_as_printed_record(entry):
    assert hypotheses_problems({"reading": entry.reading, "hypotheses": entry.hypotheses}) == []


def test_every_cited_line_exists_and_says_something():
    lines = SEED.read_text(encoding="utf-8").split("\n")
    cited = 0
    for entry in _entries():
        if entry.reading not in ("as printed", "literal"):
            continue
        for clause in hypothesis_clauses(entry.hypotheses):
            found = re.search(r"\(l\.\s?(\d+)(?:[-–](\d+))?\)\s*$", clause)
            if found:
                first, last = int(found.group(1)), int(found.group(2) or found.group(1))
                assert 1307 <= first <= last <= 2195 or first in (133, 311, 331, 473, 586), (entry.id, clause)
                assert " ".join(lines[first - 1:last]).strip(), (entry.id, clause)
                cited += 1
    assert cited > 50


def test_the_planted_unprinted_range_is_caught():
    """Planted: an as-printed record stating α > 1 without a citation, and 'log read as ln' — both rejected."""
    assert hypotheses_problems({"reading": "as printed", "hypotheses": "alpha > 1"})
    assert hypotheses_problems({"reading": "as printed", "hypotheses": "log read as ln"})
    assert hypotheses_problems({"reading": "as printed", "hypotheses": "alpha > 1 (l.1648)"}) == []


def test_only_definitions_and_recorded_nulls_are_undecided():
    undecided = {claim.id for claim in _section_7_to_9() if claim.kind == "not-checkable"}
    assert undecided == NULL
    for claim in _section_7_to_9():
        if claim.kind == "not-checkable":
            assert len(claim.finding) > 60, claim.id  # the reason a reader can check


def test_log_is_read_as_ln_as_data():
    """Every as-read record whose deviation reads log as ln says so in a deviation, not in its hypotheses."""
    for entry in _entries():
        if any(d.text.startswith("log, printed with no base") for d in entry.deviations):
            assert entry.reading in ("as read", "intended", "charitable"), entry.id
