"""Independent formulas for the refuted records of 002_eee4b8e0b022d72a.txt (lecture notes on randomized
response), written from the printed notes (standard library only): RR reports a bit truthfully with
probability e^ε/(1 + e^ε), λ = e^ε rational.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise, product

if __package__:
    from . import enclosures
    from .exact import Surd, Value, holds
    from .formulas import Point, Sides, Witness, proved, refuted
else:  # loaded by path with the checker run as a file
    import enclosures  # type: ignore[no-redef]
    from exact import Surd, Value, holds  # type: ignore[no-redef]
    from formulas import Point, Sides, Witness, proved, refuted  # type: ignore[no-redef]

_LAMBDAS = ("1, 11/10, 6/5, 5/4, 13/10, 4/3, 3/2, 5/3, 7/4, 2, 9/4, 5/2, 3, 7/2, 4, 9/2, 5, 6, 7, 8, 9, 10, 20, 50, "
            "100, 1000, 10000")
_LAMBDA_TEXT = f"e^eps in {{{_LAMBDAS}}} (searched: e^eps in [1, 50), denominators up to 20)"
_GRID = frozenset(Fraction(v) for v in _LAMBDAS.split(", "))


def _lam(w: Witness) -> Fraction:
    return Fraction(str(w["e^eps"]))


def _lam_ok(w: Witness) -> bool:
    """λ = e^ε on the grid, or in [1, 50) with denominator <= 20."""
    lam = _lam(w)
    return lam in _GRID or (1 <= lam < 50 and lam.denominator <= 20)


def _n(w: Witness, high: int) -> int:
    n = w["n"]
    if type(n) is not int or not 1 <= n <= high:
        raise ValueError(f"witness n = {n!r} is not in 1..{high}")
    return n


def _bits(w: Witness, key: str, n: int | None = None) -> tuple[int, ...]:
    value = w[key]
    if not isinstance(value, list) or not all(b in (0, 1) and type(b) is int for b in value):
        raise ValueError(f"witness {key} = {value!r} is not a bit vector")
    if n is not None and len(value) != n:
        raise ValueError(f"witness {key} = {value!r} does not have n = {n} bits")
    return tuple(value)


def _p(x: int, b: int, lam: Fraction) -> Fraction:
    """P(y = b) for y = RR(x): truthful with probability λ/(1 + λ)."""
    return lam / (1 + lam) if x == b else 1 / (1 + lam)


def _prob(x: tuple[int, ...], b: tuple[int, ...], lam: Fraction) -> Fraction:
    result = Fraction(1)
    for xi, bi in zip(x, b, strict=True):
        result *= _p(xi, bi, lam)
    return result


_SIZE = "n in 1..3 (searched: n in 1..6)"
_X_AND_B = f"{_SIZE}; {_LAMBDA_TEXT}; every x in {{0,1}}^n; every report b"
_PAIRS = f"{_SIZE}; {_LAMBDA_TEXT}; every x in {{0,1}}^n; every x' in {{0,1}}^n; every report b"


def _x_and_b(w: Witness) -> bool:
    n = _n(w, 6)
    return set(w) == {"n", "e^eps", "x", "b"} and _lam_ok(w) and bool(_bits(w, "x", n)) and bool(_bits(w, "b", n))


def _pairs(w: Witness) -> bool:
    n = _n(w, 6)
    return (set(w) == {"n", "e^eps", "x", "x'", "b"} and _lam_ok(w) and bool(_bits(w, "x", n))
            and bool(_bits(w, "x'", n)) and bool(_bits(w, "b", n)))


def _first_unequal(*members: Value) -> Sides:
    for left, right in pairwise(members):
        if left != right:
            return left, "==", right
    return members[-2], "==", members[-1]


def _first_failing(*claims: Sides) -> Sides:
    return next((claim for claim in claims if not holds(*claim)), claims[-1])


@refuted("002.eq-1", _X_AND_B, _x_and_b)
def eq_1(w: Witness) -> Sides:
    """002 §1, ①: Prob(RR(x) = b) = prod_{i=1}^n P(y_i = b_i) = [prod_{i=1}^n P(y_i = b_i)] P(y_n = b_n)."""
    x, b, lam = _bits(w, "x"), _bits(w, "b"), _lam(w)
    return _first_unequal(_prob(x, b, lam), _prob(x, b, lam), _prob(x, b, lam) * _p(x[-1], b[-1], lam))


@refuted("002.eq-2", _PAIRS, _pairs)
def eq_2(w: Witness) -> Sides:
    """002 §1, ②: the chain Prob(RR(x) = b) = prod P(y'_i = b_i) = (prod_{i<n} P(y'_i = b_i)) P(y'_n = b_n)
    = (prod_{i=1}^n P(y_i = b_i)) P(y'_n = b_n), its first unequal neighbours."""
    x, y, b, lam = _bits(w, "x"), _bits(w, "x'"), _bits(w, "b"), _lam(w)
    last = _p(y[-1], b[-1], lam)
    return _first_unequal(_prob(x, b, lam), _prob(y, b, lam), _prob(y[:-1], b[:-1], lam) * last,
                          _prob(x, b, lam) * last)


def _bit(w: Witness, key: str) -> int:
    value = w[key]
    if type(value) is not int or value not in (0, 1):
        raise ValueError(f"witness {key} = {value!r} is not a bit")
    return value


@refuted("002.ratio-cases", f"{_LAMBDA_TEXT}; x_n in {{0, 1}}; x'_n in {{0, 1}}; b_n in {{0, 1}}",
         lambda w: set(w) == {"e^eps", "x_n", "x'_n", "b_n"} and _lam_ok(w)
         and all(_bit(w, key) in (0, 1) for key in ("x_n", "x'_n", "b_n")))
def ratio_cases(w: Witness) -> Sides:
    """002 §1, ③ as converted: P(y_n = b_n)/√P(y'_n = b_n) = (e^ε/(1+e^ε))/(1/(1+e^ε)) = e^ε if b_n = x_n, and
    = (1/(1+e^ε)) / (1/(1+e^ε)/e^ε/(1+e^ε)) = e^-ε if b_n != x_n (the garbled middle parsed left to right);
    its first unequal neighbours, in Q(√P(y'_n = b_n))."""
    lam, x, other, b = _lam(w), _bit(w, "x_n"), _bit(w, "x'_n"), _bit(w, "b_n")
    ratio = _p(x, b, lam) / Surd.sqrt(_p(other, b, lam))
    keep, flip = lam / (1 + lam), 1 / (1 + lam)
    if b == x:
        return _first_unequal(ratio, keep / flip, lam)
    return _first_unequal(ratio, flip / (flip / lam / (1 + lam)), 1 / lam)


_ANY_LAMBDAS = "1/2, 1/10, 9/10, " + _LAMBDAS


def _any_lam_ok(w: Witness) -> bool:
    """e^ε on the grid (values below 1 included), or in (0, 50) with denominator <= 20: every ε."""
    lam = _lam(w)
    return lam in frozenset(Fraction(v) for v in _ANY_LAMBDAS.split(", ")) or (0 < lam < 50 and lam.denominator <= 20)


@refuted("002.in-both-cases", f"e^eps in {{{_ANY_LAMBDAS}}} (searched: e^eps in (0, 50), denominators up to 20); "
         "x_n in {0, 1}; x'_n in {1 - x_n, x_n} (every pair of bits; the cases' computation, x'_n = 1 - x_n, "
         "first); b_n in {0, 1}",
         lambda w: set(w) == {"e^eps", "x_n", "x'_n", "b_n"} and _any_lam_ok(w)
         and all(_bit(w, key) in (0, 1) for key in ("x_n", "x'_n", "b_n")))
def in_both_cases(w: Witness) -> Sides:
    """002 §1, ③: in both cases P(y_n = b_n) <= e^ε P(y'_n = b_n), every ε (the notes state no range)."""
    lam = _lam(w)
    return _p(_bit(w, "x_n"), _bit(w, "b_n"), lam), "<=", lam * _p(_bit(w, "x'_n"), _bit(w, "b_n"), lam)


@refuted("002.vector-ratio", _PAIRS, _pairs)
def vector_ratio(w: Witness) -> Sides:
    """002 §1, after ③: Pr(RR(x) = b)/Pr(RR(x') = b) = P(y_n = b_n)/P(y'_n = b_n) <= e^ε (P_1 read as Pr), x and x'
    unrelated: the equality, then the bound."""
    x, y, b, lam = _bits(w, "x"), _bits(w, "x'"), _bits(w, "b"), _lam(w)
    ratio = _prob(x, b, lam) / _prob(y, b, lam)
    return _first_failing((ratio, "==", _p(x[-1], b[-1], lam) / _p(y[-1], b[-1], lam)), (ratio, "<=", lam))


@refuted("002.two-sided", _PAIRS, _pairs)
def two_sided(w: Witness) -> Sides:
    """002 §1, 'observe': Pr(RR(x') = b) e^-ε <= Pr(RR(x) = b) <= e^ε Pr(RR(x') = b), x and x' unrelated."""
    x, y, b, lam = _bits(w, "x"), _bits(w, "x'"), _bits(w, "b"), _lam(w)
    here, there = _prob(x, b, lam), _prob(y, b, lam)
    return _first_failing((there / lam, "<=", here), (here, "<=", lam * there))


@refuted("002.expected-report", f"{_LAMBDA_TEXT}; x_i in {{0, 1}}",
         lambda w: set(w) == {"e^eps", "x_i"} and _lam_ok(w) and _bit(w, "x_i") in (0, 1))
def expected_report(w: Witness) -> Sides:
    """002 §2, UTILITY OF THE mechanism: E[y_i] = (e^ε/(1+e^ε)) x_i + (1/(1+e^ε))^(1-x_i)
    = (e^ε x_i + 1 - x_i)/(1+e^ε) = ..., its first unequal neighbours."""
    lam, x = _lam(w), _bit(w, "x_i")
    mean = lam / (1 + lam) if x == 1 else 1 / (1 + lam)
    return _first_unequal(mean, lam / (1 + lam) * x + (1 / (1 + lam)) ** (1 - x), (lam * x + 1 - x) / (1 + lam),
                          x * (lam - 1) / (lam + 1) + 1 / (1 + lam))


def _neighbours(x: tuple[int, ...], y: tuple[int, ...]) -> bool:
    return sum(a != b for a, b in zip(x, y, strict=True)) == 1


def _dp_domain(w: Witness) -> bool:
    n = _n(w, 2)
    reports = w["S"]
    if not (isinstance(reports, list) and reports):
        return False
    outputs = [tuple(_bits({"b": b}, "b", n)) for b in reports]
    return (set(w) == {"n", "e^eps", "x", "x'", "S"} and _lam_ok(w) and len(set(outputs)) == len(outputs)
            and _neighbours(_bits(w, "x", n), _bits(w, "x'", n)))


@refuted("002.rr-dp-printed", f"n in 1..2; {_LAMBDA_TEXT}; every x in {{0,1}}^n; every neighbour x' (one bit "
         "changed); every nonempty set S of outputs", _dp_domain)
def rr_dp_printed(w: Witness) -> Sides:
    """002 §3, Trusted curator Model, printed with e^-ε: Pr(RR(x) in S) <= e^-ε Pr(RR(x') in S)."""
    lam, x, y = _lam(w), _bits(w, "x"), _bits(w, "x'")
    reports = [tuple(b) for b in w["S"]]  # type: ignore[union-attr]
    return (sum((_prob(x, b, lam) for b in reports), Fraction(0)), "<=",
            sum((_prob(y, b, lam) for b in reports), Fraction(0)) / lam)


def _sensitivity_domain(w: Witness) -> bool:
    n = _n(w, 9)
    return set(w) == {"n", "x", "x'"} and _neighbours(_bits(w, "x", n), _bits(w, "x'", n))


@refuted("002.sensitivity", "n in 1..6 (searched: n in 1..9); every x in {0,1}^n; every neighbour x' (one bit "
         "changed)", _sensitivity_domain)
def sensitivity(w: Witness) -> Sides:
    """002 §4: |x̄ - x̄'| = |(Σ_(i<n) x_i + x_n)/n - (Σ_(i<n) x'_i + x'_n)/n| = |x_n - x'_n|/n (the first unequal
    neighbours), then Δ = 1/n bounds the change."""
    x, y = _bits(w, "x"), _bits(w, "x'")
    n = len(x)
    change = abs(Fraction(sum(x), n) - Fraction(sum(y), n))
    split = abs(Fraction(sum(x[:-1]) + x[-1], n) - Fraction(sum(y[:-1]) + y[-1], n))
    chain = _first_unequal(change, split, Fraction(abs(x[-1] - y[-1]), n))
    return _first_failing(chain, (change, "<=", Fraction(1, n)))


@proved("002.unbiased-z", "==")
def unbiased_z(v: Point) -> tuple[Fraction, Fraction]:
    """002 §2, Exercise (p^e read as e^ε, written lam): E[z_i] = x_i for z_i = (y_i - 1/(1 + e^ε))(e^ε + 1)/(e^ε - 1),
    y_i = x_i with probability e^ε/(1 + e^ε) (x_i a bit, written x; P(y_i = 1) is affine in it)."""
    lam, x = v["lam"], v["x"]
    one = (x * lam + (1 - x)) / (1 + lam)

    def z(y: int) -> object:
        return (y - 1 / (1 + lam)) * (lam + 1) / (lam - 1)

    return z(1) * one + z(0) * (1 - one), x


_RR_RATE = ("n in 1..8 (searched: n in 1..12); e^eps in {3, 2, 11/10, 10} (searched: e^eps in (1, 50), denominators "
            "up to 20); beta in {1/10, 1/100} (searched: beta in (0, 1), denominators up to 1000); every x in {0,1}^n")


def _rr_rate_domain(w: Witness) -> bool:
    n = _n(w, 12)
    lam, beta = _lam(w), Fraction(str(w["beta"]))
    return (set(w) == {"n", "e^eps", "beta", "x"} and bool(_bits(w, "x", n))
            and (lam in (3, 2, Fraction(11, 10), 10) or (1 < lam < 50 and lam.denominator <= 20))
            and (beta in (Fraction(1, 10), Fraction(1, 100)) or (0 < beta < 1 and beta.denominator <= 1000)))


@refuted("002.rr-utility-rate", _RR_RATE, _rr_rate_domain)
def rr_utility_rate(w: Witness) -> Sides:
    """002 §4, 'R.R O(1/(εn))' read like the Laplace line: P[|z̄ - x̄| > c/(εn)] <= β, c = ⌈ln(1/β)⌉, for z̄ the mean of
    z_i = (y_i - 1/(1 + e^ε))(e^ε + 1)/(e^ε - 1), y_i = RR(x_i) independent.  Every report vector y is enumerated; the
    event, (z̄ - x̄)² (ln e^ε)² n² > c², is placed with the stdlib enclosure of ln e^ε."""
    x, lam, beta = _bits(w, "x"), _lam(w), Fraction(str(w["beta"]))
    n = len(x)
    c = 1
    while not (enclosures.log(1 / beta).high <= c):  # ln(1/β) is irrational for β != 1: no tie with an integer
        if enclosures.log(1 / beta).low > c:
            c += 1
        else:
            raise ValueError("the enclosure of ln(1/β) contains an integer")
    eps = enclosures.log(lam)
    tail = Fraction(0)
    for y in product((0, 1), repeat=n):
        z_bar = sum(((yi - 1 / (1 + lam)) * (lam + 1) / (lam - 1) for yi in y), Fraction(0)) / n
        gap = (z_bar - Fraction(sum(x), n)) ** 2 * n * n
        if gap * eps.low**2 > c * c:
            tail += _prob(x, y, lam)
        elif not gap * eps.high**2 <= c * c:
            raise ValueError("the enclosure of ln e^ε does not place a report vector")
    return tail, "<=", beta
