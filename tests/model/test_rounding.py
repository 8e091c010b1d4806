"""Directed rounding (model/rounding.py): the printed bounds bracket the value within one unit in the last place."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from krverify.model.rounding import decimal_exponent, decimal_text, round_significant_directed


def _ulp(text: str) -> Fraction:
    """One unit in the last printed place of a decimal text such as '0.6667', '12', '3.34e-21' or '1e-9'."""
    mantissa, _, exponent = text.partition("e")
    places = len(mantissa.partition(".")[2])
    return Fraction(10) ** (int(exponent or 0) - places)


def _significant_digits(text: str) -> int:
    return len(text.partition("e")[0].lstrip("-").replace(".", "").lstrip("0")) or 1


magnitudes = st.integers(-40, 12)
values = st.builds(lambda n, d, e: Fraction(n, d) * Fraction(10) ** e,
                   st.integers(-10**12, 10**12).filter(bool), st.integers(1, 10**9), magnitudes)
digits = st.integers(1, 12)


@settings(max_examples=400)
@given(values, digits)
def test_down_and_up_bracket_the_value_within_one_unit_in_the_last_place(value, significant):
    down, up = decimal_text(value, significant, "down"), decimal_text(value, significant, "up")
    low, high = Fraction(down), Fraction(up)
    assert low <= value <= high
    assert value - low < _ulp(down) and high - value < _ulp(up)
    assert (low == high) == (low == value)  # equal bounds only when the value prints exactly
    if low != high:
        assert high - low == min(_ulp(down), _ulp(up))  # adjacent printed numbers
    if decimal_exponent(value) < significant:  # never fewer digits than asked (trailing zeros count)
        assert _significant_digits(down) >= significant or low == 0
        assert _significant_digits(up) >= significant


@settings(max_examples=300)
@given(values.map(abs), digits)
def test_directed_significant_rounding_brackets_within_one_unit(value, significant):
    low = round_significant_directed(value, significant, "down")
    high = round_significant_directed(value, significant, "up")
    unit = Fraction(10) ** (decimal_exponent(value) - significant + 1)
    assert low <= value <= high and high - low <= unit
    assert (low == high) == ((value / unit).denominator == 1)


def test_rounding_up_carries_into_a_new_digit():
    """A carry keeps the last place: scientific text keeps the digit count, fixed-point text gains a digit."""
    assert decimal_text(Fraction(999999, 10**12), 3, "up") == "1.00e-6"
    assert decimal_text(Fraction(9999, 10**4), 2, "up") == "1.00"
