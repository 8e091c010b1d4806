"""Independent formulas for the refuted records of 002_eee4b8e0b022d72a.txt (lecture notes on randomized
response), written from the printed notes (standard library only): RR reports a bit truthfully with
probability e^ε/(1 + e^ε), λ = e^ε rational.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, pairwise, product

if __package__:
    from .formulas import Sides, Witness, refuted
else:  # loaded by path with the checker run as a file
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]

_LAMBDAS = frozenset(map(Fraction, ("2", "3", "9/2")))
_LAMBDA_TEXT = "e^ε in {2, 3, 9/2}"


def _lam(w: Witness) -> Fraction:
    return Fraction(str(w["e^eps"]))


def _bits(w: Witness, key: str) -> tuple[int, ...]:
    value = w[key]
    if not isinstance(value, list) or not all(b in (0, 1) and type(b) is int for b in value):
        raise ValueError(f"witness {key} = {value!r} is not a bit vector")
    return tuple(value)


def _p(x: int, b: int, lam: Fraction) -> Fraction:
    """P(y = b) for y = RR(x): truthful with probability λ/(1 + λ)."""
    return lam / (1 + lam) if x == b else 1 / (1 + lam)


def _prob(x: tuple[int, ...], b: tuple[int, ...], lam: Fraction) -> Fraction:
    result = Fraction(1)
    for xi, bi in zip(x, b, strict=True):
        result *= _p(xi, bi, lam)
    return result


def _last_pair_domain(w: Witness) -> bool:
    x, y, b = _bits(w, "x"), _bits(w, "x'"), _bits(w, "b")
    return (_lam(w) in _LAMBDAS and 1 <= len(x) <= 3 and len(y) == len(b) == len(x)
            and x[:-1] == y[:-1] and x[-1] != y[-1])


_LAST = f"n <= 3; x, x' differing in the last bit; every report b; {_LAMBDA_TEXT}"


def _first_unequal(*members: Fraction) -> Sides:
    for left, right in pairwise(members):
        if left != right:
            return left, "==", right
    return members[-2], "==", members[-1]


@refuted("002.eq-1", _LAST, _last_pair_domain)
def eq_1(w: Witness) -> Sides:
    """002 §1, ①: Prob(RR(x) = b) = prod_{i=1}^n P(y_i = b_i) against the printed
    [prod_{i=1}^n P(y_i = b_i)] P(y_n = b_n)."""
    x, b, lam = _bits(w, "x"), _bits(w, "b"), _lam(w)
    return _prob(x, b, lam), "==", _prob(x, b, lam) * _p(x[-1], b[-1], lam)


@refuted("002.eq-2", _LAST, _last_pair_domain)
def eq_2(w: Witness) -> Sides:
    """002 §1, ②: the chain Prob(RR(x) = b) = prod P(y'_i = b_i) = (prod_{i<n} P(y'_i = b_i)) P(y'_n = b_n)
    = (prod_{i=1}^n P(y_i = b_i)) P(y'_n = b_n), its first unequal neighbours."""
    x, y, b, lam = _bits(w, "x"), _bits(w, "x'"), _bits(w, "b"), _lam(w)
    last = _p(y[-1], b[-1], lam)
    return _first_unequal(_prob(x, b, lam), _prob(y, b, lam), _prob(y[:-1], b[:-1], lam) * last,
                          _prob(x, b, lam) * last)


def _bit_domain(w: Witness) -> bool:
    return _lam(w) in _LAMBDAS and w["x_n"] in (0, 1) and w["b_n"] in (0, 1)


@refuted("002.ratio-cases", f"x_n, b_n in {{0, 1}}, x'_n = 1 - x_n; {_LAMBDA_TEXT}", _bit_domain)
def ratio_cases(w: Witness) -> Sides:
    """002 §1, ③ cases: P(y_n = b_n)/√P(y'_n = b_n) = e^ε (b_n = x_n), e^-ε (b_n != x_n); squared: both sides > 0."""
    lam, x, b = _lam(w), int(str(w["x_n"])), int(str(w["b_n"]))
    value = _p(x, b, lam) ** 2 / _p(1 - x, b, lam)
    return value, "==", (lam if b == x else 1 / lam) ** 2


def _one_domain(w: Witness) -> bool:
    return _lam(w) in _LAMBDAS and w["x_i"] in (0, 1)


@refuted("002.expected-report", f"x_i in {{0, 1}}; {_LAMBDA_TEXT}", _one_domain)
def expected_report(w: Witness) -> Sides:
    """002 §2, UTILITY OF THE mechanism: E[y_i] = (e^ε/(1+e^ε)) x_i + (1/(1+e^ε))^(1-x_i)
    = (e^ε x_i + 1 - x_i)/(1+e^ε) = ..., its first unequal neighbours."""
    lam, x = _lam(w), int(str(w["x_i"]))
    mean = lam / (1 + lam) if x == 1 else 1 / (1 + lam)
    return _first_unequal(mean, lam / (1 + lam) * x + (1 / (1 + lam)) ** (1 - x), (lam * x + 1 - x) / (1 + lam),
                          x * (lam - 1) / (lam + 1) + 1 / (1 + lam))


def _dp_domain(w: Witness) -> bool:
    return _lam(w) in _LAMBDAS and w["n"] in (1, 2)


@refuted("002.rr-dp-printed", f"n in {{1, 2}}; every x, neighbour x' and every nonempty S of {{0,1}}^n; "
         f"{_LAMBDA_TEXT}", _dp_domain)
def rr_dp_printed(w: Witness) -> Sides:
    """002 §3, Trusted curator Model, printed with e^-ε: Pr(RR(x) in S) <= e^-ε Pr(RR(x') in S) for every
    neighbour pair and
    set S; the first failing case (x, then x', then S by size) in the enumeration order."""
    lam, n = _lam(w), int(str(w["n"]))
    space = list(product((0, 1), repeat=n))
    for x in space:
        for i in range(n):
            y = x[:i] + (1 - x[i],) + x[i + 1:]
            for size in range(1, len(space) + 1):
                for subset in combinations(space, size):
                    left = sum((_prob(x, b, lam) for b in subset), Fraction(0))
                    right = sum((_prob(y, b, lam) for b in subset), Fraction(0)) / lam
                    if left > right:
                        return left, "<=", right
    raise ValueError("the printed definition held everywhere: no witness")
