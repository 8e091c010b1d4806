"""Exponential sums: exact zero by cancellation, signs against mpmath, Laplace interval probabilities by hand."""

from fractions import Fraction as F

import mpmath
import pytest

from krverify.model.continuous import laplace_moment
from krverify.model.exp_sums import ExpSum, add, enclose, laplace_interval, product, scale, sign


@pytest.fixture(autouse=True)
def _sixty_digits():
    with mpmath.workdps(60):
        yield


def _value(s: ExpSum) -> mpmath.mpf:
    return sum(mpmath.mpf(c.numerator) / c.denominator * mpmath.exp(mpmath.mpf(r.numerator) / r.denominator)
               for r, c in s.items())


def test_a_tie_is_zero_exactly_and_a_near_tie_is_not():
    """e^ε P[Lap ∈ S] for S below both means is e^ε e^((a-μ')/b)/2 = e^((a-μ)/b)/2 when μ' - μ = εb: a tie."""
    eps, b = F(1, 2), F(2)
    tie = add(laplace_interval(F(0), b, None, F(-3)), scale(laplace_interval(F(1), b, None, F(-3)), -1, eps))
    assert tie == {} and sign(tie) == 0
    near = add(tie, {F(-5): F(1, 10**30)})  # 10^-30 e^-5 > 0, far below 80 bits of the parts
    assert sign(near) == 1
    assert sign(scale(near, -1)) == -1


def test_products_and_enclosures_by_hand():
    """(1/2 + e^-1)(1 - e^-1) = 1/2 + e^-1/2 - e^-2; 1 - (3/4)e^-1 = 0.72408..."""
    assert product({F(0): F(1, 2), F(-1): F(1)}, {F(0): F(1), F(-1): F(-1)}) == {F(-2): F(-1), F(-1): F(1, 2),
                                                                                F(0): F(1, 2)}
    low, high = enclose({F(0): F(1), F(-1): F(-3, 4)})
    expected = 1 - mpmath.mpf(3) / 4 * mpmath.exp(-1)
    assert _mp(low) <= expected <= _mp(high) and high - low < F(1, 10**50)


@pytest.mark.parametrize(("mu", "b", "low", "high"), [(F(0), F(1), F(-1), F(0)), (F(1, 3), F(1, 2), F(0), None),
                                                     (F(1), F(3), None, F(1, 2)), (F(0), F(1, 10), F(-1), F(2))])
def test_interval_probabilities_against_numerical_integration(mu, b, low, high):
    density = lambda x: mpmath.exp(-abs(x - mu) / b) / (2 * b)  # noqa: E731
    a = -mpmath.inf if low is None else mpmath.mpf(low.numerator) / low.denominator
    c = mpmath.inf if high is None else mpmath.mpf(high.numerator) / high.denominator
    split = sorted({a, c, mpmath.mpf(mu.numerator) / mu.denominator} - {-mpmath.inf, mpmath.inf})
    points = [a] + [p for p in split if a < p < c] + [c]
    expected = mpmath.quad(density, points)
    assert abs(_value(laplace_interval(mu, b, low, high)) - expected) < mpmath.mpf(10) ** -40


def test_laplace_moments_against_numerical_integration():
    for k, b in ((2, F(3)), (4, F(1, 2)), (3, F(2))):
        whole_line = [-mpmath.inf, 0, mpmath.inf]
        expected = mpmath.quad(lambda x, k=k, b=b: x**k * mpmath.exp(-abs(x) / b) / (2 * b), whole_line)
        moment = laplace_moment(k, b)
        assert abs(mpmath.mpf(moment.numerator) / moment.denominator - expected) < mpmath.mpf(10) ** -30
    assert laplace_moment(2, F(3)) == 18  # 2b², by hand


def test_bad_parameters_are_named():
    with pytest.raises(ValueError, match="b=0"):
        laplace_interval(F(0), F(0), None, None)
    with pytest.raises(ValueError, match="low=1"):
        laplace_interval(F(0), F(1), F(1), F(0))


def test_discrete_gaussian_sums_against_mpmath_and_a_planted_reversal():
    """Σ_x x^p e^(-(x-s)²/(2σ²)) against mpmath's nsum; Var(DGauss(0, σ²)) < σ² (Canonne-Kamath-Steinke) and the
    reversed comparison is refused by the balls (the check can fail)."""
    from krverify.model.balls import ball, with_precision
    from krverify.model.continuous import compare, discrete_gaussian_sum

    for s2, p, s in ((F(3, 2), 0, F(0)), (F(5), 2, F(0)), (F(1, 2), 0, F(-1, 3))):
        expected = mpmath.nsum(lambda x, p=p, s=s, s2=s2: x**p * mpmath.exp(-(x - _mp(s)) ** 2 / (2 * _mp(s2))),
                               [-mpmath.inf, mpmath.inf])
        low, high = with_precision(lambda s2=s2, p=p, s=s: discrete_gaussian_sum(s2, p, s), 200)
        assert _mp(low) - mpmath.mpf(10) ** -40 <= expected <= _mp(high) + mpmath.mpf(10) ** -40
    s2 = F(1)
    variance = lambda: discrete_gaussian_sum(s2, 2) / discrete_gaussian_sum(s2)  # noqa: E731
    assert compare(variance, "<", lambda: ball(1)) == (True, 80)
    assert compare(variance, ">", lambda: ball(1))[0] is False


def _mp(x: F) -> mpmath.mpf:
    return mpmath.mpf(x.numerator) / x.denominator
