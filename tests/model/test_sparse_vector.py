"""krverify.model.sparse_vector: the exact sums against mpmath quadrature and brute-force totals."""

from fractions import Fraction as F
from itertools import product

import mpmath
import pytest

from krverify.model.exp_sums import enclose, exp_bounds
from krverify.model.sparse_vector import above_threshold, sparse


@pytest.fixture(autouse=True)
def _digits():
    with mpmath.workdps(150):  # the Taylor enclosures are tighter than 10^-60
        yield


def _value(total):
    return sum(mpmath.mpf(c.numerator) / c.denominator * mpmath.exp(mpmath.mpf(s.numerator) / s.denominator)
               for s, c in total.items())


def test_the_outputs_of_algorithm_5_partition_the_runs():
    """Every output of three answers (2, -1, 0) at ε = 1/2: the probabilities sum to 1."""
    answers = [F(2), F(-1), F(0)]
    total = sum(_value(above_threshold(answers, out, F(0), F(1, 2), halting=False))
                for out in product((False, True), repeat=3))
    assert abs(total - 1) < mpmath.mpf(10) ** -40


def test_sparse_outputs_partition_the_runs():
    """Sparse with c = 2, σ = 3, answers (1, 0, -2): the outputs that end at the second ⊤ or at the last query."""
    answers = [F(1), F(0), F(-2)]
    outputs = [out[:i + 1] for out in product((False, True), repeat=3) for i in range(3)]
    outputs = {out for out in outputs if (out.count(True) == 2 and out[-1]) or (len(out) == 3 and out.count(True) < 2)}
    total = sum(_value(sparse(answers, list(out), F(0), F(3), 2)) for out in outputs)
    assert abs(total - 1) < mpmath.mpf(10) ** -40


def test_one_query_against_the_difference_of_two_laplaces():
    """Pr[q + v >= T̂] = Pr[v - η >= -q] with v ~ Lap(2σ), η ~ Lap(σ): for a = q >= 0 it is 1 - (b1² e^(-a/b1) -
    b2² e^(-a/b2))/(2(b1² - b2²)) (b1 = 2σ, b2 = σ)."""
    sigma, q = mpmath.mpf(2), mpmath.mpf(3)
    b1, b2 = 2 * sigma, sigma
    closed = 1 - (b1**2 * mpmath.exp(-q / b1) - b2**2 * mpmath.exp(-q / b2)) / (2 * (b1**2 - b2**2))
    assert abs(_value(above_threshold([F(3)], [True], F(0), F(1), halting=True)) - closed) < mpmath.mpf(10) ** -40


def test_exp_bounds_bracket_the_exponential():
    for s in (F(-29, 2), F(-1, 16), F(0), F(1, 3), F(5)):
        low, high = exp_bounds(s)
        value = mpmath.exp(mpmath.mpf(s.numerator) / s.denominator)
        assert mpmath.mpf(low.numerator) / low.denominator <= value <= mpmath.mpf(high.numerator) / high.denominator
        assert high - low < F(1, 10**30) * max(high, F(1))
    low, high = enclose({F(-1): F(1), F(0): F(-1, 3)})
    value = mpmath.exp(-1) - mpmath.mpf(1) / 3
    assert mpmath.mpf(low.numerator) / low.denominator <= value <= mpmath.mpf(high.numerator) / high.denominator
