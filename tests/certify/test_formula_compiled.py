"""The compiled evaluation of formula.py (decided relations, aggregates and generators compiled once into closures):
each test plants, by hand, a value a shortcut could get wrong, and says which fault it catches."""

from fractions import Fraction as F

import pytest

from krverify.certify.formula import FormulaError, Undecided, evaluate, parse


def decide(text, primitives=None, **point):
    return evaluate(parse(text, tuple(point), tuple(primitives or ())), point, primitives)


def test_the_weakest_instance_is_compared_with_the_best_slack_so_far():
    """Slacks of x < 10 over (5, 7, 6) are 5, 3, 4: the weakest is x = 7.  Catches a best slack kept from an earlier
    best (7 would be replaced by 6, whose slack 4 is below the stale 5)."""
    outcome = decide("all(x < 10 for x in (5, 7, 6))")
    assert outcome.holds and outcome.bindings == {"x": 7}
    # any: every instance fails; slacks of x > 10 are -5, -3, -4: the strongest is x = 7 (a stale -5 would give 6)
    outcome = decide("any(x > 10 for x in (5, 7, 6))")
    assert not outcome.holds and outcome.bindings == {"x": 7}
    # equally close instances: the earliest is kept
    outcome = decide("all(x[0] < 10 for x in ((7, 1), (7, 2), (8, 3), (8, 4)))")
    assert outcome.bindings == {"x": (8, 3)}
    outcome = decide("any(x[0] > 10 for x in ((8, 1), (8, 2), (7, 3)))")
    assert outcome.bindings == {"x": (8, 1)}


def test_a_part_that_cannot_be_compiled_is_an_error_only_where_it_is_reached():
    """A generator passed to a primitive cannot be evaluated (the language aggregates generators only in its
    builtins): the error belongs to the points that reach it.  Catches compiling a decided relation's parts, an
    aggregate's element or an untaken branch eagerly."""
    primitives = {"f": lambda values: 0}
    text = "x > 5 and f(y for y in ints(0, 1)) == 0"
    assert not decide(text, primitives, x=1).holds
    with pytest.raises(FormulaError, match="cannot evaluate"):
        decide(text, primitives, x=6)
    empty = "sum(f(y for y in ints(0, 1)) for z in ints(1, x)) == 0"
    assert decide(empty, primitives, x=0).holds
    with pytest.raises(FormulaError, match="cannot evaluate"):
        decide(empty, primitives, x=1)
    branch = "f(y for y in ints(0, 1)) == 0 if x > 5 else x < 5"
    assert decide(branch, primitives, x=1).holds
    with pytest.raises(FormulaError, match="cannot evaluate"):
        decide(branch, primitives, x=6)


def test_every_pair_of_a_chain_is_decided():
    """0 > 1 fails, and 1 <= pi - pi + 1 cannot be decided (its enclosure contains 1): the chain is undecided, not
    false.  Catches a chain that stops at its first failing pair."""
    with pytest.raises(Undecided):
        decide("given 0 > 1 <= pi - pi + 1\n1 == 1")
    with pytest.raises(Undecided):
        decide("0 > 1 <= pi - pi + 1")


def test_sums_and_products_keep_the_language_s_types():
    """A sum or product of integers is a Fraction (int + int is a Fraction in the language), an empty one the
    integer 0 or 1.  Catches an integer fast path that keeps ints."""
    outcome = decide("sum(i for i in ints(1, n)) == 6", n=3)
    assert outcome.holds and type(outcome.lhs) is F
    outcome = decide("prod(i for i in ints(1, n)) == 6", n=3)
    assert outcome.holds and type(outcome.lhs) is F
    outcome = decide("sum(i for i in ints(1, n)) == 0 and prod(i for i in ints(1, n)) == 1", n=0)
    assert outcome.holds and type(outcome.lhs) is int
    assert decide("sum(i/2 for i in ints(1, n)) == 3", n=3).holds
    assert decide("len(i for i in ints(1, n) if i > 1) == 2 and tuple(i for i in ints(1, n))[2] == 3", n=3).holds


def test_generator_clauses_and_their_conditions():
    """Two clauses, a condition on each, a tuple target: the pairs (i, j) with i odd, j > i, i + j <= 6 over 1..5 are
    (1, 2), (1, 3), (1, 4), (1, 5) (hand: i = 3 needs j >= 4, and 3 + 4 > 6)."""
    text = ("tuple((i, j) for i in ints(1, 5) if i % 2 == 1 for j in ints(i + 1, 5) if i + j <= 6)"
            " == ((1, 2), (1, 3), (1, 4), (1, 5))")
    with pytest.raises(FormulaError):  # % is not part of the language
        decide(text)
    text = text.replace("i % 2 == 1", "integer((i + 1)/2)")
    assert decide(text).holds
    assert decide("sum(a*b for (a, b) in pairs((1, 2), (3, 4))) == 21").holds  # 3 + 4 + 6 + 8
    with pytest.raises(FormulaError, match="is not a condition"):
        decide("sum(i for i in ints(1, 3) if i) == 6")
    with pytest.raises(FormulaError, match="is not iterable"):
        decide("sum(i for i in 3) == 6")


def test_the_rational_operations_give_fraction_s_own_results():
    """formula._RATIONAL_OPERATIONS (the algorithms of fractions.Fraction with a direct constructor) against
    Fraction's operators on ints and Fractions of every sign, zero, equal and coprime denominators: the same
    numerator and denominator (lowest terms, denominator > 0), a Fraction also for two ints.  Catches a result left
    out of lowest terms (a skipped gcd), which == alone would not see."""
    import random
    from fractions import Fraction

    from krverify.certify.formula import _RATIONAL_OPERATIONS

    operators = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
    draw = random.Random(41)
    values = [0, 1, -1, 2, 12, F(1, 2), F(-1, 2), F(3, 4), F(5, 6), F(-7, 6), F(9, 1000), F(1, 12), F(10**40, 3**50)]
    values += [F(draw.randint(-10**6, 10**6), draw.choice((1, 2, 6, 12, 60, 1000, draw.randint(1, 10**6))))
               for _ in range(200)]
    values += [draw.randint(-50, 50) for _ in range(20)]
    for _ in range(20000):
        a, b = draw.choice(values), draw.choice(values)
        for symbol, operation in _RATIONAL_OPERATIONS.items():
            if symbol == "/" and b == 0:
                with pytest.raises(ZeroDivisionError):
                    operation(a, b)
                continue
            expected = operators[symbol](Fraction(a), b)
            got = operation(a, b)
            assert (type(got), got.numerator, got.denominator) == (Fraction, expected.numerator,
                                                                   expected.denominator), (a, symbol, b)
            assert hash(got) == hash(expected) and repr(got) == repr(expected) and got == expected
