"""The Laplace records of 002 §4 and 004 §7.2, §7.4.2: expectations by hand and mpmath, planted faults refuted."""

import dataclasses
from fractions import Fraction as F

import mpmath
import pytest

from krverify import decide, get_claim
from krverify.claims import Evaluation
from krverify.model.exp_sums import add, laplace_interval, scale, sign


@pytest.fixture(autouse=True)
def _forty_digits():
    with mpmath.workdps(40):
        yield


def _records(checked):
    return {r["id"]: r for r in checked.records}


def test_the_laplace_mechanism_on_the_mean_is_upheld_and_half_the_noise_is_not(checked):
    """Lap(1/(εn)) on the mean (Δ = 1/n) is ε-DP; with half that scale the density ratio reaches e^(2ε): at n = 1,
    S = [1, ∞), x = 1, x' = 0: P = 1/2 against e^ε e^(-2ε)/2."""
    records = _records(checked)
    assert records["002.laplace-dp"]["verdict"] == "verified"
    assert records["002.laplace-utility"]["verdict"] == "verified"
    claim = get_claim("002.laplace-dp")

    def half_noise(point):
        n, eps, x, y, (low, high) = point["n"], point["eps"], point["x"], point["x'"], point["S"]
        b = 1 / (2 * eps * n)
        gap = add(laplace_interval(F(sum(x), n), b, low, high), scale(laplace_interval(F(sum(y), n), b, low, high),
                                                                        -1, eps))
        return Evaluation(sign(gap), "<=", 0)

    assert "1 / (eps * n)" in claim.formula
    planted = dataclasses.replace(claim, id="planted.laplace-half-noise", check=half_noise, correction=None,
                                  finding="", formula=claim.formula.replace("1 / (eps * n)", "1 / (2 * eps * n)"))
    assert mpmath.mpf(1) / 2 > mpmath.exp(-1) / 2  # the hand case: 1/2 > e^ε e^(-2ε)/2 at ε = 1
    assert decide(planted, examples=20).verdict == "refuted"


def test_the_noise_bound_is_refuted_by_e_to_the_minus_one(checked):
    record = _records(checked)["004.laplace-noise-bound"]
    assert record["verdict"] == "refuted" and record["correction"]["verdict"] == "verified"
    numerator, denominator = (int(part) for part in record["evidence"]["lhs"].split("/"))
    with mpmath.workdps(120):  # the formula's enclosure of e^-1 is within 10^-84
        lhs = mpmath.mpf(numerator) / denominator
        assert 0 < mpmath.exp(-1) - lhs < mpmath.mpf(2) ** -70  # a lower bound of P[|Lap(b)| > b] = e^-1


def test_the_corrected_sample_size_starts_at_the_hand_value():
    """ε = 1, α = 1/10, β = 1/20: ln 20 / (1/10) = 29.957..., so the smallest n is 30 (and 29 is excluded)."""
    assert 29 < mpmath.log(20) / mpmath.mpf("0.1") < 30
    points = [p for p in get_claim("004.laplace-noise-bound").correction.domain.points()
              if (p["eps"], p["alpha"], p["beta"]) == (F(1), F(1, 10), F(1, 20))]
    assert sorted(p["n"] for p in points) == [30, 31, 60]


def test_the_local_laplace_variance_against_integration(checked):
    """Var(Lap(b)) = ∫ x² e^(-|x|/b)/(2b) dx = 2b² (numerically); one shared draw keeps it for every n, so n Var =
    2b² n grows with slope 2b² (the literal O(m/(ε√n)) as n grows fails), while independent draws give slope 0."""
    b = mpmath.mpf(4)
    second = mpmath.quad(lambda x: x**2 * mpmath.exp(-abs(x) / b) / (2 * b), [-mpmath.inf, 0, mpmath.inf])
    assert abs(second - 2 * b**2) < mpmath.mpf(10) ** -30
    record = _records(checked)["004.local-laplace-sd"]
    assert record["verdict"] == "refuted" and record["correction"]["verdict"] == "verified"
    witness = record["evidence"]["counterexample"]
    assert witness["noises"] == 1  # only the shared draw fails
    eps, m, n = F(witness["eps"]), witness["m"], witness["n"]
    assert n >= 1 and F(record["evidence"]["lhs"]) == 2 * (m / eps) ** 2 and F(record["evidence"]["rhs"]) == 0
