"""δ(ε) against a brute-force oracle over every neighbouring pair of collections."""

from fractions import Fraction
from itertools import product

import pytest

from krverify import InvalidArgument, count_pmf
from krverify.model.hockey_stick import exp_enclosure, hockey_stick_delta, log_enclosure, smallest_epsilon


def brute_force_delta(n: int, q: Fraction, k: int, lam: Fraction) -> Fraction:
    """Max over every pair of collections differing in one record of Σ_s max(0, P_x(s) - λ P_x'(s)).

    Each record is repeated k times in a collection of single bits, so count_pmf gives the count
    of ones among the kN reports directly from the definition of R.
    """
    best = Fraction(0)
    for x in product((0, 1), repeat=n):
        for index in range(n):
            y = x[:index] + (1 - x[index],) + x[index + 1:]
            px = count_pmf(tuple((b,) for b in x for _ in range(k)), q)
            py = count_pmf(tuple((b,) for b in y for _ in range(k)), q)
            best = max(best, sum((max(Fraction(0), px[s] - lam * py[s]) for s in px), Fraction(0)))
    return best


@pytest.mark.parametrize(("n", "k"), [(1, 1), (2, 1), (3, 1), (4, 1), (2, 2), (3, 2), (2, 3)])
@pytest.mark.parametrize("lam", [Fraction(1), Fraction(3, 2), Fraction(2), Fraction(9)])
def test_exact_delta_matches_brute_force(n, k, lam):
    q = Fraction(1, 10)
    result = hockey_stick_delta(n, q, k, lam)
    assert result.delta_lower == result.delta_upper == brute_force_delta(n, q, k, lam)


def test_one_record_by_hand():
    # One record, q = 1/4: P_x = (1/4, 3/4) for a 1, (3/4, 1/4) for a 0.
    # λ = 2: max(0, 3/4 - 2 * 1/4) = 1/4, and the other outcome contributes 0.
    assert hockey_stick_delta(1, "1/4", 1, 2).delta_upper == Fraction(1, 4)


def test_real_epsilon_is_enclosed():
    low, high = exp_enclosure("7/10")
    assert low < high and high - low < Fraction(1, 10**50)
    # e^0.7 = 2.01375270747047665...: the enclosure sits inside the 16-digit bracket.
    assert Fraction(2013752707470476, 10**15) < low and high < Fraction(2013752707470477, 10**15)
    result = hockey_stick_delta(6, "1/10", 2, eps="7/10")
    assert result.delta_lower <= result.delta_upper
    assert hockey_stick_delta(6, "1/10", 2, high).delta_upper == result.delta_lower
    assert hockey_stick_delta(6, "1/10", 2, low).delta_upper == result.delta_upper


def test_delta_decreases_in_lambda():
    values = [hockey_stick_delta(8, "1/5", 1, lam).delta_upper for lam in (1, 2, 3, 4)]
    assert values == sorted(values, reverse=True) and values[-1] == 0  # λ = p/q = 4: no divergence


@pytest.mark.parametrize(("kwargs", "name"), [
    ({"N": 0, "q": "1/10", "k": 1, "exp_eps": 2}, "N=0"),
    ({"N": 3, "q": "1/10", "k": 0, "exp_eps": 2}, "k=0"),
    ({"N": 3, "q": "1/2", "k": 1, "exp_eps": 2}, "q="),
    ({"N": 3, "q": "1/10", "k": 1, "exp_eps": "1/2"}, "exp_eps="),
    ({"N": 10**9, "q": "1/10", "k": 5, "exp_eps": 2}, "N=1000000000"),
    ({"N": 10**9 + 1, "q": "1/10", "k": 1, "exp_eps": 2}, "N=1000000001"),
    ({"N": 3, "q": "1e-31", "k": 1, "exp_eps": 2}, "q='1e-31'"),
    ({"N": 3, "q": "1e-400", "k": 1, "exp_eps": 2}, "q='1e-400'"),
    ({"N": 3, "q": "1/10", "k": 1, "eps": "1e400"}, "eps='1e400'"),
    ({"N": 3, "q": "1/10", "k": 1, "eps": "1001"}, "eps='1001'"),
    ({"N": 3, "q": "1/10", "k": 1, "exp_eps": "1e435"}, "exp_eps='1e435'"),
    ({"N": 3, "q": "1/10", "k": 1001, "exp_eps": 2}, "k=1001"),
])
def test_bad_arguments_are_refused(kwargs, name):
    with pytest.raises(InvalidArgument, match=name):
        hockey_stick_delta(**kwargs)


@pytest.mark.parametrize(("n", "k", "delta"),
                         [(3, 1, Fraction(1, 100)), (4, 2, Fraction(1, 10**4)), (2, 1, Fraction(0))])
def test_smallest_epsilon_is_bracketed_exactly(n, k, delta):
    q = Fraction(1, 10)
    result = smallest_epsilon(n, q, k, delta, tolerance=Fraction(1, 10**6))
    # The bracket is decided by the brute-force oracle, independently of the bisection.
    assert brute_force_delta(n, q, k, result.exp_eps_above) <= delta
    if result.exp_eps_below > 1:
        assert brute_force_delta(n, q, k, result.exp_eps_below) > delta
    assert result.eps_upper - result.eps_lower < Fraction(1, 10**6)
    low, _ = log_enclosure(result.exp_eps_below)
    _, high = log_enclosure(result.exp_eps_above)
    assert result.eps_lower <= low and high <= result.eps_upper


def test_epsilon_zero_when_total_variation_is_small_enough():
    assert smallest_epsilon(2, "1/10", 1, 1).eps_upper == 0


def test_only_a_users_epsilon_is_limited():
    # The claims enclose e^x for x beyond MAX_EPS (a tail bound e^-x with x = 145800/121, Lemma 7.6 of 004): only
    # a privacy level given by a user is refused above it.
    from krverify.model.hockey_stick import eps_enclosure

    low, high = exp_enclosure(Fraction(145800, 121))
    assert 1 < low <= high and high.numerator.bit_length() - high.denominator.bit_length() > 1442
    with pytest.raises(InvalidArgument, match="eps=1205"):
        eps_enclosure(1205)
