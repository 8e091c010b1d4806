"""Q(√d) arithmetic: the fast paths (no square test on a known radicand, powers by squaring) agree with sympy."""

from fractions import Fraction

import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from krverify.model.surd import QuadraticSurd

small = st.fractions(-5, 5, max_denominator=7)
radicands = st.sampled_from([Fraction(2), Fraction(3, 5), Fraction(50, 3), Fraction(9, 4), Fraction(0)])


def _sympy(x: QuadraticSurd) -> sympy.Expr:
    return sympy.Rational(x.a.numerator, x.a.denominator) + sympy.Rational(x.b.numerator, x.b.denominator) * \
        sympy.sqrt(sympy.Rational(x.d.numerator, x.d.denominator))


@settings(max_examples=60, derandomize=True, database=None)
@given(small, small, small, small, radicands, st.integers(0, 7))
def test_arithmetic_and_powers_agree_with_sympy(a, b, c, e, d, k):
    x, y = QuadraticSurd.make(a, b, d), QuadraticSurd.make(c, e, d)
    for result, expected in ((x + y, _sympy(x) + _sympy(y)), (x * y, _sympy(x) * _sympy(y)),
                             (x ** k, _sympy(x) ** k), (x - y, _sympy(x) - _sympy(y))):
        assert sympy.simplify(_sympy(result) - expected) == 0
        assert (result.b == 0) == (result.d == 0)  # normalized: a rational value carries no radicand


def test_a_rational_square_radicand_folds_away_and_products_stay_normalized():
    half = QuadraticSurd.sqrt(Fraction(9, 4))
    assert (half.a, half.b, half.d) == (Fraction(3, 2), 0, 0)
    root = QuadraticSurd.sqrt(Fraction(2))
    square = root * root
    assert (square.a, square.b, square.d) == (2, 0, 0)  # the b = 0 result drops its radicand
    assert (root ** 5).a == 0 and (root ** 5).b == 4 and (root ** 5).d == 2
