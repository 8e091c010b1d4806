"""004 §1-§4, issue 38's final re-read (readings38b/read_002_004A.md and read_004B.md): the records it found reading an
unprinted convention as printed are now decided both ways.  Expected values are hand derivations (in the comments);
each independent formula is shown to reject a planted fault."""

from fractions import Fraction as F

from krverify import get_claim
from tests.claims._recorded import recorded
from tests.claims._rederive import formula_rederives, own_formula_rederives


def test_bracket_n_with_zero_in_n_has_one_member_too_many():
    # By hand: with ℕ = {0, 1, ...}, [1] = {0, 1} (2 members) against the first natural number {0}; [0] = {0} against
    # the empty set.  With ℕ = {1, 2, ...}: [1] = {1}.
    claim = get_claim("004.bracket-n")
    assert claim.reading == "literal" and claim.correction.reading == "charitable"
    assert not claim.evaluate({"n": 1}).holds and not claim.evaluate({"n": 0}).holds
    assert claim.correction.evaluate({"n": 1}).holds
    assert recorded(claim.id).verdict == "refuted"
    # planted: the ℕ-from-1 reading ({1..n} against {1..n}) holds at the witness and must be rejected
    own_formula_rederives("004.bracket-n", "naturals = tuple(ints(0, n + 1))", "naturals = tuple(ints(1, n + 1))")


def test_taxicab_distance_counts_a_changed_record_twice():
    # By hand: x = (0, 1), y = (1, 0): ‖x - y‖_1 = 1 + 1 = 2; one record changes type, 1 edit; the multiset symmetric
    # difference is {type 1} + {type 0}, 2 records.  x = (2, 0), y = (0, 1): distance 3, edits max(2, 1) = 2.
    claim = get_claim("004.taxicab-records")
    literal = claim.evaluate({"x": (0, 1), "y": (1, 0)})
    assert (literal.lhs, literal.rhs, literal.holds) == (2, 1, False)
    assert claim.evaluate({"x": (2, 0), "y": (0, 1)}).rhs == 2
    assert claim.correction.evaluate({"x": (2, 0), "y": (0, 1)}).holds
    # planted: the symmetric-difference count (the charitable reading) holds at the witness and must be rejected
    own_formula_rederives("004.taxicab-records", "taxicab == max(removed, added)", "taxicab == removed + added")


def test_census_table_formula_rederives_the_empty_reconstruction(monkeypatch):
    # By hand: exact means leave no ages for row 4A (3 · 36.7 = 110.1), so 0 people are deduced: 0 >= 1 fails.
    # planted: the rounded reading's 6 people hold at the witness and must be rejected
    formula_rederives("004.census-table-1-reconstruction", monkeypatch, lambda w: (F(6), ">=", F(1)))
