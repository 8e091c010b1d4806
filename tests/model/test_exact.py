"""Parameters enter exactly; floats and out-of-range values are refused by name."""

from decimal import Decimal
from fractions import Fraction

import pytest
import sympy

from krverify import InexactArgument, InvalidArgument, lie_probability
from krverify.model import count, exact_rational


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("0.009", Fraction(9, 1000)),
        ("9/1000", Fraction(9, 1000)),
        (" 1e-3 ", Fraction(1, 1000)),
        (Fraction(1, 3), Fraction(1, 3)),
        (sympy.Rational(2, 7), Fraction(2, 7)),
        (Decimal("0.25"), Fraction(1, 4)),
    ],
)
def test_exact_inputs_are_taken_exactly(given, expected):
    assert lie_probability(given) == expected
    assert type(lie_probability(given)) is Fraction


@pytest.mark.parametrize("value", [0.009, 0.25, sympy.Float(0.25)])
def test_a_float_is_a_type_error_naming_the_value(value):
    with pytest.raises(InexactArgument, match="q=") as caught:
        lie_probability(value)
    assert isinstance(caught.value, TypeError)


@pytest.mark.parametrize("value", ["0", "1/2", "0.5", "-1/10", "3/4", "nan", "inf", "", "abc", True])
def test_q_outside_the_open_interval_is_refused(value):
    with pytest.raises(InvalidArgument, match="q="):
        lie_probability(value)


def test_counts_are_checked_against_their_range():
    assert count("7", "N") == 7
    with pytest.raises(InvalidArgument, match="N=-1"):
        count(-1, "N")
    with pytest.raises(InvalidArgument, match="too large"):
        count(10**12, "N")
    with pytest.raises(InexactArgument):
        count(2.0, "N")


def test_exact_rational_refuses_non_numbers():
    with pytest.raises(InvalidArgument):
        exact_rational(object(), "x")
