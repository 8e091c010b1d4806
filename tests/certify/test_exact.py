"""Property tests for the checker's trusted core (krverify/certify/exact.py) against sympy."""

from fractions import Fraction

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from krverify.certify.exact import Surd, ceil_to, compare, floor, rational, round_half_up, value

rationals = st.fractions(min_value=-50, max_value=50, max_denominator=40)
radicands = st.fractions(min_value=0, max_value=60, max_denominator=12)
surds = st.builds(Surd, rationals, rationals, radicands)
EXAMPLES = settings(max_examples=150)


def _sympy(x: Surd) -> sympy.Expr:
    return sympy.Rational(x.a.numerator, x.a.denominator) + sympy.Rational(x.b.numerator, x.b.denominator) * \
        sympy.sqrt(sympy.Rational(x.d.numerator, x.d.denominator))


def _sign(expression: sympy.Expr) -> int:
    return int(sympy.sign(expression))


@EXAMPLES
@given(surds)
def test_the_sign_in_q_sqrt_d_is_sympys(x):
    assert x.sign() == _sign(_sympy(x))


@EXAMPLES
@given(surds, surds)
def test_compare_is_the_sign_of_the_difference_even_across_radicands(x, y):
    assert compare(x, y) == _sign(_sympy(x) - _sympy(y))
    assert compare(str(x), str(y)) == compare(x, y) == -compare(y, x)


@EXAMPLES
@given(rationals, rationals, rationals, rationals, radicands, st.integers(0, 6))
def test_field_arithmetic_is_sympys(a1, b1, a2, b2, d, n):
    x, y = Surd(a1, b1, d), Surd(a2, b2, d)
    for ours, theirs in ((x + y, _sympy(x) + _sympy(y)), (x - y, _sympy(x) - _sympy(y)),
                         (x * y, _sympy(x) * _sympy(y)), (x**n, _sympy(x) ** n)):
        assert sympy.expand(_sympy(ours) - theirs) == 0
    if y.sign():
        assert sympy.expand(_sympy(x / y) - sympy.radsimp(_sympy(x) / _sympy(y))) == 0


@EXAMPLES
@given(surds, st.integers(0, 4))
def test_floor_and_directed_rounding(x, digits):
    assert floor(x) == int(sympy.floor(_sympy(x)))
    step = Fraction(1, 10**digits)
    up, nearest = ceil_to(x, digits), round_half_up(x, digits)
    assert compare(up - step, x) < 0 <= compare(up, x)
    assert isinstance(nearest, Fraction) and (nearest / step).denominator == 1
    assert compare(x, nearest - step / 2) >= 0 and compare(x, nearest + step / 2) < 0


@settings(max_examples=300)
@given(st.fractions())
def test_exact_text_round_trips(x):
    assert rational(str(x)) == x == value(str(x))
    sign = "-" if x < 0 else ""
    assert rational(f"{sign}{hex(abs(x.numerator))}/{hex(x.denominator)}") == x


@EXAMPLES
@given(surds)
def test_surd_text_round_trips(x):
    assert compare(value(str(x)), x) == 0


@pytest.mark.parametrize("text", ["1 + 2*sqrt(-1)", "0 + 1*sqrt(-1/4)"])
def test_a_negative_radicand_is_refused(text):
    with pytest.raises(ValueError, match="negative radicand"):
        value(text)


@pytest.mark.parametrize("text", ["0.5", "1e3", "1/0", "", "1/2/3", "sqrt(2)", "1 + sqrt(2)", True, 0.5, None])
def test_anything_but_exact_text_is_refused(text):
    with pytest.raises((ValueError, ZeroDivisionError)):
        value(text)
