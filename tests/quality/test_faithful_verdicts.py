"""Quality: a record decides what the document prints, or says how it differs (issue 20).

Each test plants an unfaithful record and shows that `check` (its faithfulness rules, the same functions the
workflow runs) and the independent checker refuse it:

(a) an unstated added hypothesis — a check that silently skips the points where the printed statement fails;
(b) a domain that omits the failing points — a closed printed range whose failing end the sweep leaves out, or a
    verification on too few points;
(c) a record that says "as printed" while it lists a deviation.

The planted statement is q^N <= 1/4 "for 0 < q < 1/2 and N >= 1": false at N = 1 for every q > 1/4 (by hand:
q^1 = q > 1/4), true for q <= 1/4 or N >= 2 (q^2 < 1/4).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from krverify import editorial
from krverify.certify import record as records
from krverify.certify.checker import check_entry
from krverify.claims import Claim, Deviation, Domain, Evaluation, among, ints, rationals
from krverify.claims._registry import _REGISTRY
from krverify.engine import decide
from krverify.engine.workflow import check, faithfulness_problems

EXAMPLES = 100  # the declared number (record.SEARCH_EXAMPLES): fewer would need a stated reason
QUARTER = Fraction(1, 4)
#: The lie probabilities of the sweep: the planted statement fails at the two above 1/4.
GRID = (Fraction(1, 100), Fraction(1, 10), QUARTER, Fraction(1, 3), Fraction(49, 100))


def _power(point):
    return Evaluation(point["q"] ** point["N"], "<=", QUARTER)


def _planted(check=_power, domain=None, **fields) -> Claim:
    domain = domain or Domain.of(ints("N", 1, 20), among("q", GRID, search=rationals(0, "1/2")))
    return Claim(id="planted.power", source="planted.txt", section="1", label="(1.1)", kind="inequality",
                 statement=r"$q^N \leq 1/4$ for $0 < q < 1/2$, $N \geq 1$", hypotheses="0 < q < 1/2; N >= 1",
                 check=check, domain=domain, **fields)


def _silently_guarded(point):
    """The unstated hypothesis q <= 1/4: points above it are skipped as 'outside the hypotheses'."""
    return None if point["q"] > QUARTER else _power(point)


def test_the_honest_record_is_refuted_at_the_hand_derived_point():
    decision = decide(_planted(), examples=EXAMPLES)
    assert decision.verdict == "refuted"
    witness = decision.evidence["counterexample"]
    assert witness["N"] == 1 and Fraction(witness["q"]) > QUARTER


# --------------------------------------------------------------------------- (a) an unstated added hypothesis


def test_a_silent_guard_is_refused_by_check_and_by_the_independent_checker():
    record = decide(_planted(_silently_guarded), examples=EXAMPLES).record()
    assert record["verdict"] == "verified"  # the guard hides every failing point ...
    assert record["evidence"]["outside_hypotheses"] > 0  # ... and the evidence says how many it skipped
    problems = faithfulness_problems([record])
    assert [problem for _, problem in problems] == [
        "the checker skipped 40 swept and " f"{record['evidence']['search']['skipped']} searched point(s) of the "
        "stated domain, but the record states no added hypothesis"]
    assert any("no added hypothesis" in p for p in check_entry(record))


def test_check_fails_on_a_registered_record_with_a_silent_guard(tmp_path, monkeypatch):
    planted = _planted(_silently_guarded)
    monkeypatch.setitem(_REGISTRY, planted.id, planted)
    result = check(tmp_path, [planted.id], jobs=1, examples=EXAMPLES)
    assert not result.ok
    assert any(change.what == "faithfulness" and "added hypothesis" in str(change.after) for change in result.changes)


def test_stating_the_hypothesis_makes_the_record_honest_but_not_as_printed():
    added = Deviation("added hypothesis", "q <= 1/4, which the text does not state")
    with pytest.raises(ValueError, match="as printed"):
        _planted(_silently_guarded, own_deviations=(added,))
    stated = _planted(_silently_guarded, own_deviations=(added,), reading="as read",
                      meaningless="planted: the literal statement is decided by the honest record")
    record = decide(stated, examples=EXAMPLES).record()
    assert record["verdict"] == "verified" and faithfulness_problems([record]) == []
    assert record["deviations"] == [added.as_record()]


# --------------------------------------------------------------------------- (b) a domain omitting the failures


def test_a_closed_printed_range_must_sweep_its_ends():
    """0 <= p <= 1: the statement p <= 1/2 fails at the end p = 1, which a sweep of {1/4, 1/2} leaves out."""
    with pytest.raises(ValueError, match="p = 0, 1, which the sweep leaves out"):
        among("p", (QUARTER, Fraction(1, 2)), search=rationals(0, 1, ends="[]"))
    honest = Domain.of(among("p", (Fraction(0), QUARTER, Fraction(1, 2), Fraction(1)),
                             search=rationals(0, 1, ends="[]")))
    claim = Claim(id="planted.half", source="planted.txt", section="1", label="(1.2)", kind="inequality",
                  statement=r"$p \leq 1/2$ for $0 \leq p \leq 1$", domain=honest,
                  check=lambda pt: Evaluation(pt["p"], "<=", Fraction(1, 2)))
    assert decide(claim, examples=EXAMPLES).verdict == "refuted"


def test_a_sweep_that_leaves_out_the_failures_is_refuted_by_the_search():
    """The sweep covers only q <= 1/4, where the statement holds; the search region is the printed (0, 1/2)."""
    narrow = Domain.of(ints("N", 1, 12), among("q", GRID[:3], search=rationals(0, "1/2")))
    decision = decide(_planted(domain=narrow), examples=EXAMPLES)
    assert decision.verdict == "refuted" and Fraction(decision.evidence["counterexample"]["q"]) > QUARTER


def test_a_verification_on_too_few_points_is_refused():
    tiny = Domain.of(ints("N", 2, 4), among("q", GRID[:3]))
    record = decide(_planted(domain=tiny), examples=EXAMPLES).record()
    assert record["verdict"] == "verified" and record["evidence"]["points"] == 9
    assert any("9 points" in problem for _, problem in faithfulness_problems([record]))
    assert any("9 points" in problem for problem in check_entry(record))


def test_an_edited_domain_text_is_refused_by_the_independent_checker():
    record = decide(_planted(domain=Domain.of(ints("N", 2, 20), among("q", GRID[:3]))), examples=EXAMPLES).record()
    assert check_entry(record) == []
    tampered = {**record, "domain": record["domain"].replace("2..20", "1..20")}
    tampered["statement_digest"] = records.statement_digest(tampered)
    assert any("domain" in problem for problem in check_entry(tampered))


# --------------------------------------------------------------------------- (c) "as printed" with deviations


def test_as_printed_with_a_deviation_is_refused_everywhere():
    record = decide(_planted(domain=Domain.of(ints("N", 2, 20), among("q", GRID[:3]))), examples=EXAMPLES).record()
    tampered = {**record, "deviations": [{"kind": "notation from elsewhere", "text": "N read from §2", "where": ""}]}
    tampered["statement_digest"] = records.statement_digest(tampered)
    assert editorial.reading_problems(tampered)
    assert any("as printed" in problem for _, problem in faithfulness_problems([tampered]))
    assert any("as printed" in problem for problem in editorial.ledger_problems([tampered], []))  # verify-certs
