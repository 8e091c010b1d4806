"""A floating-point cross-check of the exact δ against Google's dp_accounting.

``from_two_probability_mass_functions`` discretizes the privacy loss; its pessimistic estimate
must not fall below our exact δ, its optimistic estimate must not exceed it (up to float noise).
"""

import math
from fractions import Fraction

import pytest

from krverify.model.hockey_stick import ADD, _rows, hockey_stick_delta


def _worst_pair(N, k, q, lam):
    result = hockey_stick_delta(N, q, k, lam)
    rows, scale = _rows(N, k, Fraction(q))
    fewer, more = rows[result.worst_m], rows[result.worst_m + 1]
    first, second = (fewer, more) if result.direction == ADD else (more, fewer)
    log_pmf = lambda row: {s: math.log(v / scale) for s, v in enumerate(row) if v}  # noqa: E731
    return result.delta_upper, log_pmf(first), log_pmf(second)


@pytest.mark.parametrize(("N", "k", "q", "lam"), [
    (30, 1, "1/10", "2"), (60, 1, "1/4", "11/10"), (20, 2, "1/5", "3"), (100, 1, "9/1000", "2"),
])
def test_dp_accounting_brackets_the_exact_delta(N, k, q, lam):
    # imported here, not at collection: dp_accounting pulls in numpy and scipy (~3 s in every xdist worker)
    pld = pytest.importorskip("dp_accounting.pld.privacy_loss_distribution")
    exact, upper, lower = _worst_pair(N, k, q, Fraction(lam))
    eps = math.log(Fraction(lam))
    estimates = {}
    for pessimistic in (True, False):
        distribution = pld.from_two_probability_mass_functions(
            lower, upper, pessimistic_estimate=pessimistic, value_discretization_interval=1e-5)
        estimates[pessimistic] = distribution.get_delta_for_epsilon(eps)
    assert estimates[True] >= float(exact) - 1e-9
    assert estimates[False] <= float(exact) + 1e-9
    assert abs(estimates[True] - float(exact)) < 1e-3
