"""Generating functions against sympy's expansion (an independent oracle)."""

from fractions import Fraction

import pytest
import sympy

from krverify import generating_coefficients, generating_table, k_randomized_coefficients
from krverify.model import linear_product_coefficients

x = sympy.Symbol("x")


def expanded(expression, degree):
    polynomial = sympy.Poly(sympy.expand(expression), x)
    coefficients = [polynomial.coeff_monomial(x**i) for i in range(degree + 1)]
    return [Fraction(int(c.p), int(c.q)) for c in coefficients]


@pytest.mark.parametrize("q", [Fraction(9, 1000), Fraction(1, 3), Fraction(49, 100)])
def test_coefficients_of_G_m(q):
    p = 1 - q
    qs, ps = sympy.Rational(q.numerator, q.denominator), sympy.Rational(p.numerator, p.denominator)
    for N in (1, 4, 7):
        for m in range(N + 1):
            oracle = expanded((qs + ps * x) ** m * (ps + qs * x) ** (N - m), N)
            assert list(generating_coefficients(N, m, q)) == oracle


def test_k_randomized_is_the_kth_power():
    q = Fraction(1, 10)
    qs, ps = sympy.Rational(1, 10), sympy.Rational(9, 10)
    oracle = expanded(((qs + ps * x) ** 2 * (ps + qs * x)) ** 3, 9)
    assert list(k_randomized_coefficients(3, 2, 3, q)) == oracle
    assert sum(k_randomized_coefficients(3, 2, 3, q)) == 1


def test_large_tables_stay_exact():
    table = generating_table(300, "1/3")
    assert sum(table.numerators[150]) == table.scale
    assert table.coefficient(300, 300) == Fraction(2, 3) ** 300


def test_linear_products():
    assert linear_product_coefficients(1, ()) == (Fraction(1),)
    r = (Fraction(1, 2), Fraction(3))
    assert linear_product_coefficients(-2, r) == (Fraction(-3), Fraction(-7), Fraction(-2))


def test_one_coefficient_without_the_table_is_the_tables():
    """generating_numerator reads the table for N <= 40 and multiplies out row m beyond: two methods, one value."""
    from fractions import Fraction

    from krverify.model.generating import generating_numerator, generating_table

    for n in (1, 5, 40, 41, 57):
        for q in (Fraction(1, 4), Fraction(9, 1000), Fraction(333, 1000)):
            table = generating_table(n, q)
            for m in range(n + 1):
                assert [generating_numerator(n, m, i, q) for i in range(-1, n + 2)] == \
                    [0, *table.numerators[m], 0], (n, q, m)
