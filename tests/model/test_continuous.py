"""Certified closed forms of continuous mechanisms against mpmath at 60 digits (by numerical integration of the
densities where a closed form is what is being tested), hand values, and planted faults."""

from fractions import Fraction as F

import mpmath
import pytest

from krverify.model.balls import ball, with_precision
from krverify.model.continuous import (
    Undecided,
    compare,
    exponential_mechanism,
    gaussian_delta,
    gaussian_tail,
    laplace_cdf,
    laplace_tail,
    normal_cdf,
    renyi_divergence,
    renyi_laplace,
)


@pytest.fixture(autouse=True)
def _sixty_digits():
    """mpmath at 60 digits for each test, restored afterwards (other modules set their own)."""
    with mpmath.workdps(60):
        yield


def encloses(compute, reference) -> bool:
    """Whether the certified enclosure at 200 bits contains mpmath's 60-digit value (to within 10^-50) and is
    narrower than 10^-40."""
    low, high = with_precision(compute, 200)
    tolerance = mpmath.mpf(10) ** -50
    return (mpmath.mpf(low.numerator) / low.denominator - tolerance <= reference
            <= mpmath.mpf(high.numerator) / high.denominator + tolerance) and high - low < F(1, 10**40)


def mp(x: F):
    return mpmath.mpf(x.numerator) / x.denominator


@pytest.mark.parametrize(("t", "b"), [(F(0), F(1)), (F(1), F(1)), (F(3, 2), F(1, 2)), (F(7), F(5, 3))])
def test_laplace_tail_is_the_integral_of_the_density(t, b):
    density = lambda x: mpmath.exp(-abs(x) / mp(b)) / (2 * mp(b))  # noqa: E731
    integral = 2 * mpmath.quad(density, [mp(t), mpmath.inf])
    assert encloses(lambda: laplace_tail(t, b), integral)


@pytest.mark.parametrize("x", [F(-2), F(-1, 3), F(0), F(5, 4)])
def test_laplace_cdf_is_the_integral_of_the_density(x):
    integral = mpmath.quad(lambda y: mpmath.exp(-abs(y)) / 2, [-mpmath.inf, 0, mp(x)] if x > 0 else
                           [-mpmath.inf, mp(x)])
    assert encloses(lambda: laplace_cdf(x, F(1)), integral)


@pytest.mark.parametrize("x", [F(-3), F(-1, 2), F(0), F(1), F(17, 5)])
def test_normal_cdf_against_mpmath(x):
    assert encloses(lambda: normal_cdf(x), mpmath.ncdf(mp(x)))


def test_hand_values():
    """Φ(0) = 1/2; P[|N(0, σ²)| >= 0] = P[|Lap(b)| >= 0] = 1; two equal utilities: 1/2 each;
    D_2((1/2, 1/2) || (1/4, 3/4)) = ln(1/4·4 + 1/4·4/3) = ln(4/3)."""
    for compute, exact in ((lambda: normal_cdf(F(0)), F(1, 2)), (lambda: gaussian_tail(F(0), F(2)), F(1)),
                           (lambda: laplace_tail(F(0), F(3)), F(1)),
                           (lambda: exponential_mechanism([F(1), F(1)], F(1), F(1))[0], F(1, 2))):
        low, high = with_precision(compute, 100)
        assert low <= exact <= high and high - low < F(1, 10**25)
    assert encloses(lambda: renyi_divergence(F(2), [F(1, 2), F(1, 2)], [F(1, 4), F(3, 4)]),
                    mpmath.log(mpmath.mpf(4) / 3))


@pytest.mark.parametrize(("eps", "sigma", "sensitivity"), [(F(0), F(1), F(1)), (F(1), F(1), F(1)),
                                                           (F(1, 2), F(3), F(2)), (F(2), F(1, 2), F(1))])
def test_gaussian_delta_is_the_hockey_stick_integral(eps, sigma, sensitivity):
    """δ(ε) = ∫ max(0, p(x) - e^ε q(x)) dx, p = N(0, σ²), q = N(Δ, σ²) (the privacy loss is monotone in x, so the
    integrand is positive below x* = Δ/2 - εσ²/Δ)."""
    s, d, e = mp(sigma), mp(sensitivity), mp(eps)
    p = lambda x: mpmath.npdf(x, 0, s)  # noqa: E731
    q = lambda x: mpmath.npdf(x, d, s)  # noqa: E731
    cut = d / 2 - e * s**2 / d
    integral = mpmath.quad(lambda x: p(x) - mpmath.exp(e) * q(x), [-mpmath.inf, cut])
    assert encloses(lambda: gaussian_delta(eps, sigma, sensitivity), integral)
    if eps == 0:  # total variation: 2Φ(Δ/(2σ)) - 1
        assert encloses(lambda: gaussian_delta(eps, sigma, sensitivity), 2 * mpmath.ncdf(d / (2 * s)) - 1)


@pytest.mark.parametrize(("alpha", "b"), [(F(2), F(1)), (F(3, 2), F(1, 2)), (F(5), F(2))])
def test_renyi_laplace_is_the_integral(alpha, b):
    a, s = mp(alpha), mp(b)
    p = lambda x: mpmath.exp(-abs(x) / s) / (2 * s)  # noqa: E731
    q = lambda x: mpmath.exp(-abs(x - 1) / s) / (2 * s)  # noqa: E731
    integral = mpmath.quad(lambda x: p(x) ** a * q(x) ** (1 - a), [-mpmath.inf, 0, 1, mpmath.inf])
    assert encloses(lambda: renyi_laplace(alpha, b), mpmath.log(integral) / (a - 1))


def test_compare_decides_or_refuses():
    assert compare(lambda: laplace_tail(F(1), F(1)), "<", lambda: ball(F(3, 8))) == (True, 80)  # e^-1 < 0.375
    assert compare(lambda: laplace_tail(F(1), F(1)), ">=", lambda: ball(F(3, 8)))[0] is False
    # e^-1 against a rational 10^-100 away: decided only at a higher precision
    with mpmath.workdps(130):
        close = F(mpmath.nstr(mpmath.exp(-1), 120, strip_zeros=False)) + F(1, 10**100)
    assert compare(lambda: laplace_tail(F(1), F(1)), "<", lambda: ball(close)) == (True, 600)
    with pytest.raises(Undecided, match="overlap at 2000 bits"):  # a tie of irrationals: Φ(1) = 1 - Φ(-1)
        compare(lambda: normal_cdf(F(1)), "<", lambda: 1 - normal_cdf(F(-1)))
    with pytest.raises(ValueError, match="relation='=='"):
        compare(lambda: ball(F(1)), "==", lambda: ball(F(1)))


def test_a_planted_wrong_closed_form_is_caught():
    """Planted fault: the Gaussian profile with e^ε left out of the second term is not the hockey-stick integral."""
    wrong = lambda: normal_cdf(F(1, 2) - 1) - normal_cdf(-F(1, 2) - 1)  # noqa: E731
    p = lambda x: mpmath.npdf(x, 0, 1)  # noqa: E731
    integral = mpmath.quad(lambda x: p(x) - mpmath.e * mpmath.npdf(x, 1, 1), [-mpmath.inf, mpmath.mpf(-1) / 2])
    assert not encloses(wrong, integral)
    assert encloses(lambda: gaussian_delta(F(1), F(1)), integral)


@pytest.mark.parametrize(("call", "message"), [
    (lambda: laplace_tail(F(1), F(0)), "b=0 must be > 0"), (lambda: gaussian_tail(F(-1), F(1)), "t=-1"),
    (lambda: gaussian_delta(F(-1), F(1)), "eps=-1"), (lambda: renyi_laplace(F(1), F(1)), "alpha=1"),
    (lambda: renyi_divergence(F(2), [F(1), F(0)], [F(0), F(1)]), "infinite")])
def test_bad_parameters_are_refused_by_name(call, message):
    with pytest.raises(ValueError, match=message):
        call()
