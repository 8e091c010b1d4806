"""The branch and bound of max_delta against independent exact computations; planted faults must show."""

from fractions import Fraction
from itertools import product

import pytest

import krverify.model.max_delta as max_delta_module
from krverify.model.hockey_stick import _delta_at, _rows, hockey_stick_delta
from krverify.model.large_delta import blanket_upper_bound, variation_ratio_bounds, zero_pair_delta
from krverify.model.max_delta import delta_at_most, max_delta, pair_delta

SMALL = [(N, k, Fraction(q), Fraction(lam))
         for N, k in ((1, 1), (2, 1), (3, 2), (5, 1), (12, 1), (12, 3), (40, 1), (40, 2))
         for q in ("1/10", "1/4", "49/100", "9/1000")
         for lam in ("1", "11/10", "2", "3")]


def _exact(N, k, q, lam):
    rows, scale = _rows(N, k, q)
    return _delta_at(rows, scale, lam)


@pytest.mark.parametrize(("N", "k", "q", "lam"), SMALL)
def test_enclosure_contains_the_exact_maximum(N, k, q, lam):
    exact, _, _ = _exact(N, k, q, lam)
    result = max_delta(N, k, q, lam)
    assert result.delta_lower <= exact <= result.delta_upper
    width_met = result.delta_upper <= result.delta_lower * (1 + result.tolerance)
    assert result.converged == width_met  # converged means within the tolerance, always
    assert width_met or (result.below_floor and result.delta_upper <= Fraction(1, 10**30))


def _count_pmf(bits, k, q):
    """Brute force: every one of the 2^(kN) report vectors, each report a lie with probability q."""
    pmf = {}
    reports = [bit for bit in bits for _ in range(k)]
    for outcome in product((0, 1), repeat=len(reports)):
        probability = Fraction(1)
        for bit, reported in zip(reports, outcome, strict=True):
            probability *= 1 - q if reported == bit else q
        pmf[sum(outcome)] = pmf.get(sum(outcome), Fraction(0)) + probability
    return pmf


def _oracle(N, k, q, lam):
    """max over every collection and every neighbour (one record changed) of Σ_s max(0, P(s) - λ P'(s))."""
    best = Fraction(0)
    for bits in product((0, 1), repeat=N):
        first = _count_pmf(bits, k, q)
        for i in range(N):
            other = _count_pmf(bits[:i] + (1 - bits[i],) + bits[i + 1:], k, q)
            total = sum(max(Fraction(0), first.get(s, 0) - lam * other.get(s, 0)) for s in range(k * N + 1))
            best = max(best, total)
    return best


@pytest.mark.parametrize(("N", "k"), [(1, 1), (2, 1), (3, 1), (4, 1), (2, 2), (3, 2), (2, 3)])
@pytest.mark.parametrize("lam", [Fraction(1), Fraction(3, 2), Fraction(4)])
def test_enclosure_contains_the_brute_force_oracle_over_all_neighbouring_pairs(N, k, lam):
    q = Fraction(1, 5)
    expected = _oracle(N, k, q, lam)
    result = max_delta(N, k, q, lam)
    assert result.delta_lower <= expected <= result.delta_upper


def test_an_interior_worst_m_is_found():
    """The issue's case: N = 1000, q = 9/1000, e^ε = 3 has its worst pair at m = 9, not at m = 0."""
    N, k, q, lam = 1000, 1, Fraction(9, 1000), Fraction(3)
    result = max_delta(N, k, q, lam)
    assert (result.worst_m, result.direction) == (9, "add a one")
    at_nine, at_zero = pair_delta(N, k, q, lam, 9), zero_pair_delta(N, k, q, lam)
    assert result.delta_lower <= at_nine[1] and at_zero[1] < result.delta_lower
    assert result.delta_upper <= result.delta_lower * (1 + Fraction(1, 10**6))


@pytest.mark.slow
def test_the_interior_worst_m_matches_the_exact_scan_at_n_1000():
    N, k, q, lam = 1000, 1, Fraction(9, 1000), Fraction(3)
    exact, m, direction = _exact(N, k, q, lam)
    result = max_delta(N, k, q, lam)
    assert (m, direction) == (9, "add a one") and result.delta_lower <= exact <= result.delta_upper


def test_a_million_records_meet_the_tolerance_inside_the_old_enclosure():
    """N = 10^6, q = 9·10^-6, e^ε = 2: the issue's band [0.01250, 0.02514] (m = 0 pair, blanket) narrows to 10^-6."""
    N, k, q, lam = 10**6, 1, Fraction(9, 10**6), Fraction(2)
    result = max_delta(N, k, q, lam)
    assert result.converged and result.delta_upper <= result.delta_lower * (1 + Fraction(1, 10**6))
    low, high = zero_pair_delta(N, k, q, lam)  # Arb balls, an independent implementation of the m = 0 pair
    assert low <= result.delta_upper and result.delta_lower <= high
    assert Fraction(1250, 10**5) <= result.delta_lower and result.delta_upper <= Fraction(1251, 10**5)
    assert result.delta_upper <= blanket_upper_bound(N, k, q, lam)[1]


def test_constant_q_regime_lies_between_the_zero_pair_and_the_published_bound():
    N, k, q, lam = 10**4, 1, Fraction(1, 4), Fraction(11, 10)
    result = max_delta(N, k, q, lam)
    assert result.converged
    assert zero_pair_delta(N, k, q, lam)[0] <= result.delta_upper
    assert result.delta_upper <= variation_ratio_bounds(N, q, lam)[0]


def test_a_tiny_delta_is_bounded_below_the_floor():
    """N = 10^6, q = 1/4, e^ε = 2: the threshold lies hundreds of standard deviations out; δ < 10^-30."""
    result = max_delta(10**6, 1, Fraction(1, 4), Fraction(2))
    assert result.below_floor and result.delta_upper < Fraction(1, 10**30)
    assert not result.converged  # [0, 10^-30] is not within the relative tolerance


@pytest.mark.parametrize(("N", "k", "q", "lam"), [(40, 1, Fraction(1, 10), Fraction(3)),
                                                  (1000, 1, Fraction(9, 1000), Fraction(3)),
                                                  (10**5, 2, Fraction(3, 10**5), Fraction(2))])
def test_the_decision_agrees_with_the_enclosure(N, k, q, lam):
    result = max_delta(N, k, q, lam)
    assert delta_at_most(N, k, q, lam, result.delta_upper * Fraction(1001, 1000)) is True
    assert delta_at_most(N, k, q, lam, result.delta_lower * Fraction(999, 1000)) is False


def test_hockey_stick_delta_scans_exactly_where_that_is_faster_and_says_which():
    assert hockey_stick_delta(100, "9/1000", 1, 3).method == "exact scan"
    big = hockey_stick_delta(1000, "9/1000", 1, 3)
    assert big.method == "branch and bound" and big.blocks > 0 and big.worst_m == 9
    assert hockey_stick_delta(300, "9/1000", 1, 3, scan_limit=300).method == "exact scan"


# --------------------------------------------------------------------------- planted faults


def test_a_block_bound_too_small_is_caught_by_the_exact_scan(monkeypatch):
    """Plant a wrong Proposition 3 (bounds halved): the containment check above must then fail somewhere."""
    honest = max_delta_module._Search.block_bound

    def halved(self, a, b, cdf, refined=False, fallback=False):
        bound = honest(self, a, b, cdf, refined, fallback)
        return max_delta_module._Bound(bound.value / 2, bound.refined, bound.at_least / 2)

    monkeypatch.setattr(max_delta_module._Search, "block_bound", halved)
    missed = [case for case in SMALL[::3] if not max_delta(*case).delta_upper >= _exact(*case)[0]]
    assert missed


def test_an_overstated_single_divergence_is_caught(monkeypatch):
    """Plant single δ_m enclosures 10 % too high: the lower end then exceeds the exact value somewhere."""
    honest = max_delta_module._divergence

    def late(*args, **kwargs):
        result = honest(*args, **kwargs)
        return max_delta_module._Divergence(result.lower * Fraction(11, 10), result.upper * Fraction(11, 10),
                                            result.threshold)

    monkeypatch.setattr(max_delta_module, "_divergence", late)
    missed = [case for case in SMALL[::3] if not max_delta(*case).delta_lower <= _exact(*case)[0]]
    assert missed


def test_a_lie_probability_outside_the_open_interval_is_refused():
    """q = 3/4 would turn Proposition 2's prefix into a suffix (and the drift negative): an error naming q."""
    from krverify.errors import InvalidArgument

    for call in (lambda: max_delta(100, 1, Fraction(3, 4), Fraction(2)),
                 lambda: delta_at_most(100, 1, Fraction(1, 2), Fraction(2), Fraction(1, 10))):
        with pytest.raises(InvalidArgument, match="q"):
            call()


# --------------------------------------------------------------------------- issue 42: every valid input answered


def _reference():
    """The benchmark's float log-space reference (benchmarks/delta_scale.py), written without krverify."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "delta_scale.py"
    spec = importlib.util.spec_from_file_location("delta_scale_reference", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _exact_pair(N, k, q, lam, m):
    """δ_m exactly: Σ_s (P(s) - λ Q(s))⁺ with P, Q the count when the changed record is a 0 / a 1."""
    from flint import fmpq, fmpq_poly

    def poly(c0, c1):
        return fmpq_poly([fmpq(c0.numerator, c0.denominator), fmpq(c1.numerator, c1.denominator)])
    c = poly(q, 1 - q) ** (k * m) * poly(1 - q, q) ** (k * (N - 1 - m))
    P, Q = c * poly(1 - q, q) ** k, c * poly(q, 1 - q) ** k
    return sum((max(Fraction(0), Fraction(int(a.p), int(a.q)) - lam * Fraction(int(b.p), int(b.q)))
                for a, b in zip(P.coeffs(), Q.coeffs())), Fraction(0))


@pytest.mark.parametrize("window", [(0, 2), (70, 79), (20, 22)])
def test_a_window_missing_the_threshold_gives_the_enclosure_that_needs_no_location(window):
    """Where the window does not bracket the maximizing t, _divergence raises (the caller widens); with fallback it
    returns [largest low end, largest upper bound over and around the window], which still contains the exact δ_m."""
    N, k, q, lam, m = 40, 2, Fraction(1, 10), Fraction(11, 10), 7
    search = max_delta_module._Search(N, k, q, lam, Fraction(0), Fraction(0))
    cdf = max_delta_module._direct_cdf(N, k, q, m, m, 0, k * N)
    middle = max_delta_module._binomial(0, q)
    exact = _exact_pair(N, k, q, lam, m)
    with pytest.raises(max_delta_module._Uncertified):
        max_delta_module._divergence(cdf, middle, search.pair, *window, k * N, Fraction(0))
    result = max_delta_module._divergence(cdf, middle, search.pair, *window, k * N, Fraction(0), fallback=True)
    assert result.lower <= exact <= result.upper and result.threshold is None


def test_a_fallback_without_the_bound_beyond_the_window_is_caught(monkeypatch):
    """Planted: the fallback forgets H beyond the window's right end (its 1 - λ P[Q <= last] bound set to 0): for a
    window left of the maximizing t the enclosure then misses the exact δ_m."""
    N, k, q, lam, m = 40, 2, Fraction(1, 10), Fraction(11, 10), 7
    honest = max_delta_module._h_enclosure
    monkeypatch.setattr(max_delta_module, "_h_enclosure",
                        lambda *args: (lambda b, _, v: (b, Fraction(0), v))(*honest(*args)))
    search = max_delta_module._Search(N, k, q, lam, Fraction(0), Fraction(0))
    cdf = max_delta_module._direct_cdf(N, k, q, m, m, 0, k * N)
    result = max_delta_module._divergence(cdf, max_delta_module._binomial(0, q), search.pair, 0, 2, k * N,
                                          Fraction(0), fallback=True)
    assert result.upper < _exact_pair(N, k, q, lam, m)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_delta_is_zero_exactly_from_the_pure_level_on(k):
    """δ = 0 iff e^ε >= (p/q)^k (the largest likelihood ratio, at the outcome 0 for m = 0): the exact scan gives 0
    there and a positive δ just below; max_delta answers 0 exactly without a search."""
    N, q = 12, Fraction(1, 4)
    pure = ((1 - q) / q) ** k
    assert _exact(N, k, q, pure)[0] == 0 < _exact(N, k, q, pure * Fraction(999, 1000))[0]
    result = max_delta(10**7, k, q, pure)
    assert (result.delta_lower, result.delta_upper, result.converged, result.blocks) == (0, 0, True, 0)
    assert result.rests_on == max_delta_module.PURE
    assert delta_at_most(10**7, k, q, pure, Fraction(0)) is True


def _check_against_reference(N, k, q, lam, result):
    reference = _reference()
    slack = reference.FLOAT_SLACK
    values = {m: reference.reference_delta(N, k, float(q), float(lam), m) for m in range(5)}
    assert result.converged
    assert max(values.values()) <= float(result.delta_upper) * (1 + slack)
    if result.worst_m in values:
        assert float(result.delta_lower) <= values[result.worst_m] * (1 + slack)


def test_a_threshold_ten_standard_deviations_out_converges():
    """q = 2/5, N = 10^6, e^ε = 1004/1000: δ ≈ 3.25·10⁻²⁷, the threshold ten standard deviations below the mean
    (before issue 42: no answer; the uniform curvature bound left no room).  Against the float reference at m < 5."""
    N, k, q, lam = 10**6, 1, Fraction(2, 5), Fraction(1004, 1000)
    _check_against_reference(N, k, q, lam, max_delta(N, k, q, lam))


@pytest.mark.slow
@pytest.mark.parametrize(("N", "q", "lam"), [(10**8, Fraction(2, 5), Fraction(2501, 2500)),
                                             (10**7, Fraction(37, 100), Fraction(10012649, 10**7))])
def test_the_issues_cases_converge_against_the_float_reference(N, q, lam):
    """Issue 42's cases: q = 2/5 at N = 10^8 (was an internal error) and q = 37/100 at N = 10^7 (no answer in 300 s)."""
    _check_against_reference(N, 1, q, lam, max_delta(N, 1, q, lam, max_seconds=600))


def test_fixed_point_rounding_is_directed_for_every_coefficient():
    """_floor_shift and _ceil_shift against Python's exact floor and ceiling, coefficient by coefficient, values
    below, at and above one unit of the last place.  The former ceiling -((-c) // d) gives 0 for 0 < c < d (fmpz_poly
    divides negative coefficients otherwise than floor): an upper end rounded down; seen failing here."""
    import random

    from flint import fmpz, fmpz_poly

    bits = 40
    one = 1 << bits
    rng = random.Random(42)
    values = [0, 1, one - 1, one, one + 1] + [rng.getrandbits(rng.choice((8, 39, 40, 41, 90))) for _ in range(500)]
    poly = fmpz_poly(values)

    def listed(p):
        out = [int(c) for c in p.coeffs()]
        return out + [0] * (len(values) - len(out))
    assert listed(max_delta_module._floor_shift(poly, bits)) == [v // one for v in values]
    assert listed(max_delta_module._ceil_shift(poly, bits)) == [-(-v // one) for v in values]
    assert listed(-((-poly) // fmpz(one))) != [-(-v // one) for v in values]  # the former ceiling


def test_a_period_of_twenty_three_is_bounded_with_the_real_drift():
    """q = 7/23, k = 2 (V = 23 > 16): Proposition 5 prunes the blocks (six laws each, not 6V), against the float
    reference."""
    N, k, q, lam = 2 * 10**5, 2, Fraction(7, 23), Fraction(1006, 1000)
    result = max_delta(N, k, q, lam)
    assert result.aligned > 0 and "real drift" in result.rests_on
    _check_against_reference(N, k, q, lam, result)


@pytest.mark.slow
@pytest.mark.parametrize(("N", "k", "q", "lam"), [(10**7, 1, Fraction(2469, 20000), Fraction(10012649, 10**7)),
                                                  (10**6, 4, Fraction(31, 97), Fraction(1004, 1000)),
                                                  (10**7, 2, Fraction(12345, 67891), Fraction(1001, 1000))])
def test_large_periods_converge_against_the_float_reference(N, k, q, lam):
    """Issue 42: q = 2469/20000 at N = 10^7 (V = 10 000: no answer in 300 s before), and two more large periods."""
    _check_against_reference(N, k, q, lam, max_delta(N, k, q, lam, max_seconds=600))


@pytest.mark.slow
@pytest.mark.parametrize(("N", "k", "q", "lam"), [(10**9, 1, Fraction(1, 10**5), Fraction(11052, 10**4)),
                                                  (10**9, 4, Fraction(1, 4 * 10**5), Fraction(11052, 10**4)),
                                                  (10**9, 1, Fraction(1, 4), Fraction(5001, 5000))])
def test_a_billion_records_converge_against_the_float_reference(N, k, q, lam):
    """Issue 42, item 4: N = 10^9 (kN up to 4·10^9).  The practitioner's regime (small q, ε ≈ 0.1) and the hardest
    one (q = 1/4, e^ε = 1.0002, measured at about 1.1 GiB), against the float reference at m < 5 and at the worst m."""
    result = max_delta(N, k, q, lam, max_seconds=900)
    _check_against_reference(N, k, q, lam, result)
    reference = _reference().reference_delta(N, k, float(q), float(lam), result.worst_m)
    slack = _reference().FLOAT_SLACK
    assert float(result.delta_lower) <= reference * (1 + slack) and reference <= float(result.delta_upper) * (1 + slack)
