"""model/lower_bounds: every closed form against brute-force sums or mpmath at 60 digits (never the code itself)."""

from fractions import Fraction as F

import mpmath
import pytest

from krverify.model.lower_bounds import (
    clipped_moments,
    dgeo_pmf,
    dgeo_tail,
    dgeo_variance,
    exp_lower,
    exp_upper,
    harmonic,
    hockey_stick,
    laplace_max_moments,
    log_lower,
    log_upper,
    tdgeo_pmf,
)


@pytest.fixture(autouse=True)
def _sixty_digits():
    with mpmath.workdps(60):
        yield


def _mp(x: F) -> mpmath.mpf:
    return mpmath.mpf(x.numerator) / x.denominator


@pytest.mark.parametrize("x", [F(0), F(1, 3), F(18, 5), F(10), F(50)])
def test_exp_bounds_enclose_mpmath(x):
    with mpmath.workdps(150):
        assert _mp(exp_lower(x)) <= mpmath.exp(_mp(x)) <= _mp(exp_upper(x))
    if x <= 10:  # T_60 is then within 10^-6 relative of e^x; at x = 50 only an enclosure
        assert exp_upper(x) - exp_lower(x) < F(1, 10**6) * exp_lower(x) + F(1, 10**12)


@pytest.mark.parametrize("v", [F(1), F(3, 2), F(2), F(10), F(1000), F(10**6), F(1, 7)])
def test_log_bounds_enclose_mpmath(v):
    mpmath.mp.dps = 150
    if v >= 1:
        assert _mp(log_lower(v)) <= mpmath.log(_mp(v))
    assert mpmath.log(_mp(v)) <= _mp(log_upper(v))
    assert log_upper(v) - (log_lower(v) if v >= 1 else -log_upper(1 / v)) < F(1, 10**20)


def test_log_bounds_refuse_outside_their_range():
    with pytest.raises(ValueError):
        log_lower(F(1, 2))
    with pytest.raises(ValueError):
        exp_upper(F(70))


@pytest.mark.parametrize("r", [F(1, 10), F(1, 2), F(9, 10)])
def test_dgeo_against_truncated_sums(r):
    """The pmf sums to 1, the variance and tails agree with exact sums over |k| <= 600: for r <= 9/10 (pmf <= r^|k|)
    what is left out is below 2·Σ_(k>=n) k² r^k <= 2 r^n (n² + 2n + 2)/(1 - r)³ at n = 601, < 10^-18."""
    n = 601
    assert 2 * F(9, 10) ** n * (n * n + 2 * n + 2) / F(1, 10) ** 3 < F(1, 10**18)
    ks = range(-600, 601)
    assert abs(float(sum(dgeo_pmf(k, r) for k in ks)) - 1) < 1e-12
    assert abs(float(sum(dgeo_pmf(k, r) * k * k for k in ks) - dgeo_variance(r))) < 1e-9
    for k in (0, 1, 5):
        assert abs(float(sum(dgeo_pmf(j, r) for j in range(k, 601)) - dgeo_tail(k, r))) < 1e-12
    assert dgeo_variance(F(1, 2)) == 2 * F(1, 2) / F(1, 4)  # 2r/(1-r)^2 by hand: 4


@pytest.mark.parametrize(("q", "r"), [(0, F(1, 3)), (2, F(1, 3)), (5, F(4, 5))])
def test_clipped_moments_against_a_truncated_sum(q, r):
    mean = sum(dgeo_pmf(k, r) * (q - max(0, q + k)) for k in range(-400, 400))
    square = sum(dgeo_pmf(k, r) * (q - max(0, q + k)) ** 2 for k in range(-400, 400))
    got = clipped_moments(q, r)
    assert abs(float(got[0] - mean)) < 1e-12 and abs(float(got[1] - square)) < 1e-12


def test_tdgeo_sums_to_one_and_hockey_stick_by_hand():
    for B in (1, 2, 5):
        assert sum(tdgeo_pmf(B, F(1, 3)).values()) == 1
    # two point masses: P = (1/2 at 0, 1/2 at 1), Q = (1 at 0): sup P(S) - 2Q(S) = P({1}) = 1/2
    assert hockey_stick({0: F(1, 2), 1: F(1, 2)}, {0: F(1)}, F(2)) == F(1, 2)


@pytest.mark.parametrize(("d", "b"), [(1, F(1)), (2, F(1)), (6, F(2))])
def test_laplace_max_moments_against_quadrature(d, b):
    """max_i |y_i| has density d (1 - e^(-x/b))^(d-1) e^(-x/b)/b on x > 0; its moments by mpmath.quad."""
    bb = _mp(b)

    def density(x):
        return d * (1 - mpmath.exp(-x / bb)) ** (d - 1) * mpmath.exp(-x / bb) / bb

    first = mpmath.quad(lambda x: x * density(x), [0, mpmath.inf])
    second = mpmath.quad(lambda x: x * x * density(x), [0, mpmath.inf])
    got = laplace_max_moments(d, b)
    assert abs(first - _mp(got[0])) < mpmath.mpf(10) ** -30
    assert abs(second - _mp(got[1])) < mpmath.mpf(10) ** -30
    assert harmonic(3) == F(11, 6) and harmonic(2, 2) == F(5, 4)
