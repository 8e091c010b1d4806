"""The kernel's domain membership (krverify/certify/domain.py) on small hand-written domains."""

from fractions import Fraction as F

from krverify.certify.domain import contains, points

#: a in {1, 2}; b = 2a (computed, visible); c in {1/2, b}.
SPEC = {"axes": [
    {"kind": "values", "names": ["a"], "symbols": ["a"], "values": "(1, 2)"},
    {"kind": "let", "names": ["b"], "symbols": ["b"], "values": "2*a"},
    {"kind": "values", "names": ["c"], "symbols": ["c"], "values": "(1/2, b)"},
]}


def test_points_bind_the_computed_coordinate():
    assert list(points(SPEC)) == [{"a": 1, "b": 2, "c": F(1, 2)}, {"a": 1, "b": 2, "c": 2},
                                  {"a": 2, "b": 4, "c": F(1, 2)}, {"a": 2, "b": 4, "c": 4}]


def test_a_computed_coordinate_must_have_its_computed_value():
    assert contains(SPEC, {"a": 2, "b": 4, "c": 4})
    # found by the tamper tests: a witness whose b was changed (b = 5 with a = 2) was accepted as a point
    assert not contains(SPEC, {"a": 2, "b": 5, "c": 4})
    assert not contains(SPEC, {"a": 2, "b": 4, "c": 5})


def test_the_checker_s_formula_reads_a_computed_coordinate():
    # found by a migration helper: the engine let a formula name b, the checker said 'unknown name b'
    from krverify.certify.checker import formula_outcome

    record = {"space": SPEC, "formula": "c < b"}
    assert formula_outcome(record, {"a": 1, "b": 2, "c": F(1, 2)}).holds
    assert not formula_outcome(record, {"a": 2, "b": 4, "c": 4}).holds
