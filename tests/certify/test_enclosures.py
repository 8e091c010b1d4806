"""The checker's stdlib enclosures against mpmath, and the enclosure protocol rejecting what it must."""

import random
import time
from fractions import Fraction as F

import mpmath
import pytest

from krverify.certify import checker, enclosures
from krverify.certify.enclosures import Enclosure


@pytest.fixture(autouse=True)
def _digits():
    with mpmath.workdps(120):  # finer than the enclosures (about 10^-85 wide)
        yield


def _inside(e: Enclosure, value: mpmath.mpf) -> bool:
    return mpmath.mpf(e.low.numerator) / e.low.denominator <= value <= mpmath.mpf(e.high.numerator) / e.high.denominator


def _mp(x: F) -> mpmath.mpf:
    return mpmath.mpf(x.numerator) / x.denominator


@pytest.mark.parametrize("x", [F(-30), F(-7, 3), F(0), F(1, 10), F(1), F(50)])
def test_exp(x):
    e = enclosures.exp(x)
    assert _inside(e, mpmath.exp(_mp(x))) and (e.high - e.low) <= e.low * F(1, 2**150)


@pytest.mark.parametrize("x", [F(-7, 3), F(1, 3), F(41, 10)])
def test_exp_of_an_enclosure_with_long_ends_runs_on_short_ones(x):
    """An enclosure whose ends have 2,000-bit denominators (as a series leaves them): e^ of it still contains e^ of
    every point inside, and the series ran on ends widened to denominators 2^(BITS + 8) (planted: without the
    widening, exp_bounds sees the long ends and this test fails)."""
    wide = Enclosure(x - F(1, 3**1300), x + F(1, 7**700))
    seen = []
    exp_bounds = enclosures.exp_bounds
    try:
        enclosures.exp_bounds = lambda y: seen.append(y) or exp_bounds(y)
        e = enclosures.exp(wide)
    finally:
        enclosures.exp_bounds = exp_bounds
    assert all(y.denominator <= 2 ** (enclosures.BITS + 8) for y in seen) and seen
    assert _inside(e, mpmath.exp(_mp(wide.low))) and _inside(e, mpmath.exp(_mp(wide.high)))
    assert e.high - e.low <= e.low * F(1, 2**190)


@pytest.mark.parametrize("x", [F(1, 1000), F(1, 2), F(1), F(7, 5), F(3), F(10**6)])
def test_log(x):
    e = enclosures.log(x)
    assert _inside(e, mpmath.log(_mp(x))) and e.high - e.low < F(1, 2**150)


@pytest.mark.parametrize("x", [F(-2), F(0), F(1, 2), F(3), F(6), F(12), F(20), F(-30), F(45), F(-70)])
def test_erfc_and_normal_cdf(x):
    """Sound, at most ~2^-190 wide, and short: the series' rationals (thousands of digits) are widened outward to
    denominators 2^(BITS + 8), so a recorded side is ~130 digits (planted: without the widening, the denominator of
    Φ(-1/2)'s enclosure has over 10,000 bits); far out too (the series on ends clamped to [-12, 12])."""
    for e, value in ((enclosures.erfc(x), mpmath.erfc(_mp(x))), (enclosures.normal_cdf(x), mpmath.ncdf(_mp(x)))):
        assert _inside(e, value) and e.high - e.low < F(1, 2**190)
        assert max(e.low.denominator, e.high.denominator) <= 2 ** (enclosures.BITS + 9)


@pytest.mark.parametrize("x", [F(45), F(-70), F(195, 2), Enclosure(F(974, 10), F(976, 10)),
                               Enclosure(F(-976, 10), F(-974, 10)), Enclosure(F(11), F(13)), Enclosure(F(-13), F(-11))])
def test_erfc_wholly_beyond_12_runs_the_series_at_12(x, monkeypatch):
    """erfc clamps both ends of its argument into [-12, 12]: an argument wholly beyond 12 (Phi far in a tail, as
    004.theorem-8.8's Gaussian part asks: eps' sigma ~ 138) runs the series at 12, not at its far ends (it ran at
    97.5, 0.7 s a call, when only the low end was clamped from below; planted: that clamp back, this test fails),
    and the enclosure still holds mpmath's erfc at both ends."""
    seen = []
    series = enclosures._erf_series.__wrapped__
    monkeypatch.setattr(enclosures, "_erf_series", lambda y: seen.append(y) or series(y))
    e = enclosures.erfc(x)
    assert seen and all(abs(y) <= 12 for y in seen)
    ends = (x.low, x.high) if isinstance(x, Enclosure) else (x, x)
    assert all(_inside(e, mpmath.erfc(_mp(end))) for end in ends)


def test_erf_in_fixed_point_against_mpmath_at_random_points():
    """erf's series runs in fixed point with a proved error bound: at 60 random rationals in [-12, 12] (seeded; short
    and 60-digit denominators) and at enclosures with long ends, the enclosure holds mpmath's erf (120 digits) and
    is at most 2^-190 wide; Phi of sqrt(2 ln(1.25/delta)), an enclosure, costs milliseconds (it took 1.06 s when the
    series ran on exact long rationals).  Planted: the bracket by the next term dropped fails, seen."""
    rng = random.Random(20261129)
    points = [F(rng.randint(-12 * 10**k, 12 * 10**k), 10**k) for k in (0, 3, 60) for _ in range(20)]
    for x in points:
        e = enclosures.erf(x)
        assert _inside(e, mpmath.erf(_mp(x))) and e.high - e.low <= F(1, 2**190), x
    for x in points[20:30]:
        wide = Enclosure(x - F(1, 3**500), x + F(1, 3**500))
        e = enclosures.erf(wide)
        assert _inside(e, mpmath.erf(_mp(wide.low))) and _inside(e, mpmath.erf(_mp(wide.high))), x
    s = enclosures.sqrt(2 * enclosures.log(F(5, 4) * 10**9))
    start = time.process_time()
    phi = enclosures.normal_cdf(Enclosure(0, 0) - s)
    assert time.process_time() - start < 0.25
    assert _inside(phi, mpmath.ncdf(-mpmath.sqrt(2 * mpmath.log(mpmath.mpf(5) / 4 * 10**9))))


def test_pi_and_sqrt():
    assert _inside(enclosures.pi(), mpmath.pi)
    assert _inside(enclosures.sqrt(F(2)), mpmath.sqrt(2))
    with pytest.raises(ValueError, match="x=-1"):
        enclosures.sqrt(F(-1))


def _block(lhs: str, relation: str, rhs: str) -> dict:
    return {"counterexample": {}, "lhs": lhs, "relation": relation, "rhs": rhs}


def test_the_protocol_accepts_a_sound_record_and_rejects_planted_faults():
    """e^-1 <= 0 is false: the enclosure refutes it; a recorded lhs from 80-bit arb (within 2^-78) agrees."""
    e = enclosures.exp(F(-1))
    recorded = F(int(mpmath.floor(mpmath.exp(-1) * 2**81)), 2**81)  # a dyadic lower bound, as an 80-bit ball gives
    assert checker._enclosure_problem("witness", e, "<=", Enclosure.of(F(0)), _block(str(recorded), "<=", "0")) == ""
    # planted: a recorded lhs far from e^-1 (1/2) disagrees with the enclosure
    assert "disagrees" in checker._enclosure_problem("witness", e, "<=", Enclosure.of(F(0)), _block("1/2", "<=", "0"))
    # planted: enclosures that do not refute (e^-1 <= 1 holds)
    assert "do not refute" in checker._enclosure_problem("witness", e, "<=", Enclosure.of(F(1)),
                                                         _block("2", "<=", "1"))


def test_an_integer_times_an_enclosure_scales_it():
    """Enclosure is a NamedTuple: without __rmul__, 2 * x would be the 4-tuple (low, high, low, high)."""
    x = Enclosure(F(1, 3), F(1, 2))
    assert 2 * x == Enclosure(F(2, 3), F(1)) == x * 2
    assert -1 * x == Enclosure(F(-1, 2), F(-1, 3))


def test_a_tiny_recorded_side_must_agree_relative_to_its_size():
    """3·e^-1000 <= 0 is false.  A recorded lhs from an 80-bit ball agrees; a recorded lhs of 2·e^-1000 (a witness
    with k = 2 in place of 3, both far below 2^-64) must disagree: the slack is relative to the value, never an
    absolute floor.  Expected values from mpmath at 120 digits, not from the enclosures."""
    e = 3 * enclosures.exp(F(-1000))
    value = 3 * mpmath.exp(-1000)
    exponent = int(mpmath.floor(mpmath.log(value, 2)))
    recorded = F(int(mpmath.floor(value * mpmath.mpf(2) ** (80 - exponent))), 2 ** (80 - exponent))
    assert checker._enclosure_problem("witness", e, "<=", Enclosure.of(F(0)), _block(str(recorded), "<=", "0")) == ""
    changed = F(int(mpmath.floor(2 * mpmath.exp(-1000) * mpmath.mpf(2) ** (80 - exponent))), 2 ** (80 - exponent))
    assert "disagrees" in checker._enclosure_problem("witness", e, "<=", Enclosure.of(F(0)),
                                                     _block(str(changed), "<=", "0"))
    assert not enclosures.agrees(F(0), e)


@pytest.mark.parametrize("x", [F(10) ** 5000, F(1, 3**4000), F(3**2000 + 1, 3**2000) * 7, F(2**3000 - 1, 2**2999)])
def test_log_of_a_long_rational_runs_on_short_bounds(x):
    """A rational of thousands of bits (a huge integer, or one near a power of 2): the series would grow with x's
    digits (ln 10^100000 ran for minutes); ln is taken at bounds of the reduced x to 4·BITS bits, and the
    enclosure still contains ln x (mpmath at 120 digits) and is as narrow."""
    start = time.perf_counter()
    e = enclosures.log(x)
    with mpmath.workdps(2000):
        assert _inside(e, mpmath.log(_mp(x)))
    assert e.high - e.low < F(1, 2**150) and time.perf_counter() - start < 2


def test_log_of_a_huge_integer_is_fast():
    start = time.perf_counter()
    e = enclosures.log(F(10) ** 100000)
    assert time.perf_counter() - start < 5
    with mpmath.workdps(60):
        assert _inside(e, 100000 * mpmath.log(10))


def test_exp_beyond_its_largest_exponent_is_refused_with_one_line():
    """e^(10^9) has 1.4·10^9 bits: refused (a ValueError, one line) instead of built."""
    for x in (F(10**9), -F(10**9), F(enclosures.MAX_EXPONENT + 1)):
        with pytest.raises(ValueError, match=r"beyond 1000000, the largest exponent enclosed"):
            enclosures.exp_bounds(x)
    assert enclosures.exp_bounds(F(-enclosures.MAX_EXPONENT))[0] > 0
