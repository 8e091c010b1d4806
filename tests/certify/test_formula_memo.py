"""The sweep memo of formula.evaluate: a definition's value is reused only where everything it reads is equal (by
type and value), long tuples included (they are fingerprinted once per object, by a token shared by equal tuples)."""

from fractions import Fraction as F

import pytest

from krverify.certify.formula import FormulaError, evaluate, parse

TABLE = parse("T = tuple(i * c + at_end * i**9 for i in ints(0, 9))\n"
              "s = T[9] + T[1]\n"
              "s == 9*c + c + at_end * (9**9 + 1)", ("c", "at_end"))


def test_a_definition_reading_a_long_tuple_is_recomputed_when_the_tuple_changes():
    memo: dict = {}
    points = [(c, e) for c in (1, 2, F(1, 3), F(1, 5), F(2, 3), 1, F(1, 3)) for e in (0, 1, F(1, 7))]
    for c, e in points + points[::-1]:
        outcome = evaluate(TABLE, {"c": c, "at_end": e}, memo=memo)
        assert outcome.holds, (c, e, outcome)


def test_equal_long_tuples_share_one_token_and_types_stay_apart():
    memo: dict = {}
    count = parse("T = tuple(i * c for i in ints(0, 9))\nU = tuple(T)\nn = len(U)\nn == 10", ("c",))
    for c in (1, 1, 2):
        assert evaluate(count, {"c": c}, memo=memo).holds
    values = [v for k, v in memo.items() if k[0] == "n"]
    assert values == [10, 10], memo.keys()  # one entry for c = 1 (reused at the second c = 1), one for c = 2


def test_true_and_1_are_different_keys():
    """True == 1 in Python; a truth value used as a number is an error at the point, never served from the memo."""
    formula = parse("w = (c > 0) if c < 2 else 1\ng = w + 0\ng == 1", ("c",))
    memo: dict = {}
    assert evaluate(formula, {"c": 3}, memo=memo).holds
    with pytest.raises(FormulaError, match="truth value"):
        evaluate(formula, {"c": 1}, memo=memo)


def test_a_local_function_s_cache_keys_fractions_by_value_and_long_tuples_by_identity():
    """A local function's values are cached per point by argument: Fractions by value and type (1/2 from two
    computations is one key, the integer 1 and 1/1 two), a long law by the object itself (two different laws of the
    same length, passed in turn, each give their own value)."""
    formula = parse("ratio(a, b) = a / b\n"
                    "double(v) = v * 2\n"
                    "entry(law, i) = law[i] + len(law)\n"
                    "A = tuple(ratio(j, 40) for j in ints(0, 39))\n"
                    "B = tuple(ratio(j, 20) for j in ints(0, 39))\n"
                    "double(ratio(1, 2)) + double(ratio(2, 4)) == 2 and double(1) == 2 and double(ratio(3, 3)) == 2"
                    " and entry(A, 39) == 39/40 + 40 and entry(B, 39) == 39/20 + 40 and entry(A, 1) == 1/40 + 40",
                    ())
    assert evaluate(formula, {}).holds


def test_a_local_function_is_fingerprinted_by_the_names_its_own_body_reads():
    """formula._names reads a body's names once (kept on the body).  Two formulas define f by the same name, one
    reading a, the other b; in one memo, the second's g = f(1) must be recomputed when only b changes.  Catches the
    names looked up by anything but the body itself (planted: by the parameters, g = f(1) was served at b = 2
    from b = 1)."""
    memo: dict = {}
    first = parse("f(x) = x * a\ng = f(1)\ng == a", ("a", "b"))
    second = parse("f(x) = x * b\ng = f(1)\ng == b", ("a", "b"))
    for a, b in ((1, 1), (1, 2), (2, 2)):
        assert evaluate(first, {"a": a, "b": b}, memo=memo).holds
        assert evaluate(second, {"a": a, "b": b}, memo=memo).holds
