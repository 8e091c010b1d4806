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


def test_an_axis_text_is_parsed_for_the_names_in_scope():
    """domain._expression caches a parsed axis text by (text, names in scope, primitives): the same text read where a
    name it uses is not bound is still an unknown name (planted: a cache keyed by the text alone served the parse
    made with ``b`` in scope, and ``b`` was read from the point's environment instead of being refused)."""
    import pytest

    from krverify.certify.formula import FormulaError

    spec = {"axes": [{"kind": "values", "names": ["a"], "symbols": ["a"], "values": "(1, 2)"},
                     {"kind": "values", "names": ["b"], "symbols": ["b"], "values": "(a, a + 1)"},
                     {"kind": "where", "names": [], "symbols": [], "values": "b > a"}]}
    assert list(points(spec)) == [{"a": 1, "b": 2}, {"a": 2, "b": 3}]
    for text in ("b > a",):
        reordered = {"axes": [{"kind": "values", "names": ["a"], "symbols": ["a"], "values": "(1, 2)"},
                              {"kind": "values", "names": ["c"], "symbols": ["c"], "values": text}]}
        with pytest.raises(FormulaError, match="unknown name 'b'"):
            list(points(reordered))


def test_a_union_s_parameter_the_point_s_part_does_not_bind_is_none():
    """A union whose parts bind different keys (n; q'): a formula is read with every part's parameters, None where the
    point's part binds none (domain.formula_values, the one place of the rule), and branches on ``x == None``.  The
    engine (claims/_formula.py) and the kernel (checker.formula_outcome) give the same outcome at every point; a
    witness is re-derived, and a planted constant is rejected there."""
    import pytest

    from krverify.certify.checker import check_counterexample, formula_outcome
    from krverify.certify.formula import FormulaError
    from krverify.claims._domain import Domain, among, ints
    from krverify.claims._formula import evaluate_claim_formula

    domain = Domain.union(Domain.of(ints("n", 1, 3)), Domain.of(among("q'", (F(1, 4), F(1, 2)), symbol="qp")))
    text = "x = qp if n == None else n/4\nx <= 1/2"
    record = {"space": domain.spec, "formula": text}
    parameters = tuple(domain.symbols[key] for key in domain.visible)
    seen = []
    for point in domain.points():
        kernel = formula_outcome(record, point)
        engine = evaluate_claim_formula(text, parameters, point, domain.symbols)
        assert (kernel.holds, kernel.lhs, kernel.rhs) == (engine.holds, engine.lhs, engine.rhs), point
        seen.append(kernel.holds)
    assert seen == [True, True, False, True, True]
    evidence = {"counterexample": {"n": 3}, "relation": "<=", "lhs": "3/4", "rhs": "1/2"}
    assert check_counterexample("toy", record, evidence) == []
    planted = {**record, "formula": text.replace("n/4", "n/8")}
    assert check_counterexample("toy", planted, evidence) != []
    # None is no number: a formula that reads an unbound parameter as one is an error, on both sides alike
    unguarded = {"space": domain.spec, "formula": "n + 1 <= 4"}
    with pytest.raises(FormulaError, match="not a number"):
        formula_outcome(unguarded, {"q'": F(1, 4)})
    with pytest.raises(FormulaError, match="not a number"):
        evaluate_claim_formula("n + 1 <= 4", parameters, {"q'": F(1, 4)}, domain.symbols)
    with pytest.raises(FormulaError, match="only by '==' and '!='"):
        formula_outcome({**unguarded, "formula": "n < None"}, {"q'": F(1, 4)})
