"""002 (lecture notes on randomized response): the records at hand-derived points."""

from fractions import Fraction as F

from krverify import get_claim


def at(claim_id: str, **point):
    return get_claim(claim_id).evaluate(point)


def test_first_factorization_counts_the_last_bit_twice():
    # n = 1, λ = 2, x = b = (0): P = 2/3, but [prod_{i<=1}] P(y_1) = (2/3)² = 4/9.
    result = at("002.eq-1", **{"e^eps": F(2), "x": (0,), "x'": (1,), "b": (0,)})
    assert (result.lhs, result.rhs, result.holds) == (F(2, 3), F(4, 9), False)
    assert get_claim("002.eq-1").correction.evaluate({"e^eps": F(2), "x": (0,), "x'": (1,), "b": (0,)}).holds


def test_one_bit_ratio_is_e_eps_or_its_inverse():
    fix = get_claim("002.ratio-cases").correction
    same = fix.evaluate({"e^eps": F(3), "x_n": 1, "x'_n": 0, "b_n": 1})
    other = fix.evaluate({"e^eps": F(3), "x_n": 1, "x'_n": 0, "b_n": 0})
    assert same.lhs == 3 and other.lhs == F(1, 3) and same.holds and other.holds


def test_expectation_with_the_printed_exponent_exceeds_one():
    # x_i = 1, λ = 2: 2/3 · 1 + (1/3)^0 = 5/3 against E[y_i] = 2/3.
    result = at("002.expected-report", **{"e^eps": F(2), "x_i": 1})
    assert not result.holds and F(5, 3) in (result.lhs, result.rhs)


def test_debiased_report_is_unbiased():
    # λ = 3, x = 1: z(1) = (3/4)(4/2) = 3/2, z(0) = (-1/4)(2) = -1/2; E = 3/4·3/2 + 1/4·(-1/2) = 1.
    result = at("002.unbiased-z", **{"e^eps": F(3), "x_i": 1})
    assert result.holds and result.lhs == 1


def test_definition_with_e_minus_eps_excludes_every_mechanism():
    # S = {0, 1}: 1 <= e^-ε · 1 fails for every ε > 0; with e^ε it is 1 <= 2.
    point = {"e^eps": F(2), "n": 1, "x": (0,), "x'": (1,), "S": ((0,), (1,))}
    printed = at("002.rr-dp-printed", **point)
    assert (printed.lhs, printed.rhs, printed.holds) == (1, F(1, 2), False)
    assert get_claim("002.rr-dp-printed").correction.evaluate(point).holds


def test_mean_sensitivity():
    # neighbours differing in the first bit: the mean moves by 1/4, yet |x_4 - x'_4|/4 = 0 ends the chain.
    assert not at("002.sensitivity", n=4, x=(1, 0, 0, 0), **{"x'": (0, 0, 0, 0)}).holds
    fixed = get_claim("002.sensitivity").correction.evaluate({"n": 4, "x": (0, 0, 0, 1), "x'": (0, 0, 0, 0)})
    assert fixed.holds


def test_not_checkable_statements_say_why():
    """The Laplace statements are decided now; what stays not checkable is an O(·) rate, and says so."""
    assert get_claim("002.laplace-dp").decidable and get_claim("002.laplace-utility").decidable
    claim = get_claim("002.rr-utility-rate")
    assert claim.kind == "not-checkable" and not claim.decidable and "O(·) rate" in claim.finding
