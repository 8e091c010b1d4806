"""Independent formulas for the refuted records of 004_3b24c074030182c5.txt, §4.1.1-4.1.2 (Laplace, Report Noisy Max,
Gaussian and exponential mechanisms), written from the printed survey (standard library only; conventions as in
formulas_004). Functions follow paper order.

Irrational sides are the fixed rational enclosures the records state: e^x for x > 0 as (e^y)^(2^j), y = x/2^j <= 1 the
first such, with T_60(y) <= e^y <= T_60(y) + 3y^61/61! (Lagrange, e^y < 3), squared j times, every bound rounded outward
to 288 significant bits before and after each squaring; e^-x by the reciprocals; ln v by n ln 2 + ln(v/2^n) with 100
terms of the artanh series each; square roots to 200 bits; π by Machin's formula (60 terms); Φ(x) by 1/2 + (1/√(2π)) Σ
(-1)^n x^(2n+1)/(2^n n! (2n+1)) up to the first term below 2^-128 past n > x²/2."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import factorial, isqrt

if __package__:
    from .enclosures import enclose_sum as _enclose
    from .enclosures import exp_bounds as _exp
    from .formulas import Sides, Witness, refuted
    from .formulas_004 import _fr, _int, _keys
else:  # loaded by path with the checker run as a file
    from enclosures import enclose_sum as _enclose  # type: ignore[no-redef]
    from enclosures import exp_bounds as _exp  # type: ignore[no-redef]
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]
    from formulas_004 import _fr, _int, _keys  # type: ignore[no-redef]

F = Fraction


DOMAIN: dict[str, str] = {
    "004.report-noisy-max": (
        "k in {2, 3}; eps in {1/2, 1, 2}; every c' = q(x') in {0, 1}^k; every d in {-1, 0, 1}^k (each query "
        "moves by at most its sensitivity 1); output i = 0 (the families of c' and d are symmetric under "
        "relabelling the queries)"),
    "004.algorithm-3": "eps in {1/10, 1/2, 1, 2, 10}; delta in {1/10, 1/100, 1/10^5, 1/2}",
    "004.gaussian-mechanism-nb": (
        "eps in {1/2, 1, 2, 10}; delta in {1/10, 1/100, 1/10^5, 1/2}; s in {1/4, 1/2, 1, 2, 5, 10}; (s eps)^2 > 2 "
        "ln(1.25/delta) (sigma >= c Delta_2/eps, c^2 > 2 ln(1.25/delta))"),
}

EPS3 = (F(1, 2), F(1), F(2))


# --------------------------------------------------------------------------- enclosures


def _ln_series(m: Fraction) -> tuple[Fraction, Fraction]:
    y = (m - 1) / (m + 1)
    partial = 2 * sum((y ** (2 * j + 1) / (2 * j + 1) for j in range(100)), F(0))
    return partial, partial + 2 * y**201 / (201 * (1 - y * y))


def _ln(v: Fraction) -> tuple[Fraction, Fraction]:
    """ln v = n ln 2 + ln(v/2^n), 1 <= v/2^n < 2."""
    n = 0
    while F(2) ** (n + 1) <= v:
        n += 1
    two_low, two_high = _ln_series(F(2))
    m_low, m_high = _ln_series(v / 2**n)
    return n * two_low + m_low, n * two_high + m_high


def _sqrt(low: Fraction, high: Fraction) -> tuple[Fraction, Fraction]:
    scale = 4**200
    return (F(isqrt(low.numerator * scale // low.denominator), 2**200),
            F(isqrt(-(-high.numerator * scale // high.denominator)) + 1, 2**200))


def _arctan(y: Fraction) -> tuple[Fraction, Fraction]:
    partial = sum(((-1) ** n * y ** (2 * n + 1) / (2 * n + 1) for n in range(60)), F(0))
    following = partial + y**121 / 121
    return min(partial, following), max(partial, following)


@lru_cache(maxsize=1)
def _inverse_root_two_pi() -> tuple[Fraction, Fraction]:
    a_low, a_high = _arctan(F(1, 5))
    b_low, b_high = _arctan(F(1, 239))
    root_low, root_high = _sqrt(2 * (16 * a_low - 4 * b_high), 2 * (16 * a_high - 4 * b_low))
    return 1 / root_high, 1 / root_low


def _phi(x: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals low <= Φ(x) <= high."""
    if abs(x) > 14:
        return (F(0), F(1, 2**60)) if x < 0 else (1 - F(1, 2**60), F(1))
    total, n = F(0), 0
    while True:
        term = (-1) ** n * x ** (2 * n + 1) / (2**n * factorial(n) * (2 * n + 1))
        if n > x * x / 2 and abs(term) < F(1, 2**128):
            break
        total += term
        n += 1
    c_low, c_high = _inverse_root_two_pi()
    s_low, s_high = total - abs(term), total + abs(term)
    low = F(1, 2) + (c_low * s_low if s_low >= 0 else c_high * s_low)
    high = F(1, 2) + (c_high * s_high if s_high >= 0 else c_low * s_high)
    return max(low, F(0)), min(high, F(1))


def _gaussian_delta_lower(eps: Fraction, s_low: Fraction, s_high: Fraction) -> Fraction:
    """δ(ε) = Φ(1/(2s) - εs) - e^ε Φ(-1/(2s) - εs) (sensitivity 1, σ = s), arguments rounded outward to 2^-64."""
    first = 1 / (2 * s_high) - eps * s_high
    second = -1 / (2 * s_high) - eps * s_low
    first = F(first.numerator * 2**64 // first.denominator, 2**64)
    second = F(-(-second.numerator * 2**64 // second.denominator), 2**64)
    return _phi(first)[0] - _exp(eps)[1] * _phi(second)[1]


def _vector(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise ValueError(f"{value!r} is not a list of integers")
    return tuple(value)


# --------------------------------------------------------------------------- §4.1.1


def _rnm_domain(w: Witness) -> bool:
    if not _keys(w, "k", "eps", "c'", "d", "i") or _fr(w["eps"]) not in EPS3:
        return False
    k, cp, d, i = _int(w, "k"), _vector(w["c'"]), _vector(w["d"]), _int(w, "i")
    return k in (2, 3) and len(cp) == len(d) == k and set(cp) <= {0, 1} and set(d) <= {-1, 0, 1} and i == 0


def _win_two(c: tuple[int, ...], i: int, eps: Fraction) -> dict[Fraction, Fraction]:
    """k = 2: Pr[c_i + r_i > c_j + r_j] = Pr[D > g], D = r_i - r_j the difference of two Lap(1/ε), g = c_j - c_i:
    (1/4)(2 + εg) e^(-εg) for g >= 0, 1 - (1/4)(2 - εg) e^(εg) for g < 0."""
    g = F(c[1 - i] - c[i])
    if g >= 0:
        return {-eps * g: (2 + eps * g) / 4}
    return {F(0): F(1), eps * g: -(2 - eps * g) / 4}


@refuted("004.report-noisy-max", DOMAIN["004.report-noisy-max"], _rnm_domain)
def report_noisy_max(w: Witness) -> Sides:
    """004 §4.1.1, Theorem 4.3: Pr[i | c] <= e^ε Pr[i | c'] and the reverse, c = c' + d, Lap(1/ε) noise; the first
    failing order with the lower enclosure on the left and the upper one on the right (k = 2 by the law of the
    difference of two Laplace variables)."""
    eps, cp, d, i = _fr(w["eps"]), _vector(w["c'"]), _vector(w["d"]), _int(w, "i")
    if _int(w, "k") != 2:
        raise ValueError("the independent formula covers k = 2")
    c = tuple(a + b for a, b in zip(cp, d, strict=True))
    for first, second in ((c, cp), (cp, c)):
        left = _win_two(first, i, eps)
        right = {s + eps: value for s, value in _win_two(second, i, eps).items()}
        low, high = _enclose(left)[0], _enclose(right)[1]
        if low > high:
            return low, "<=", high
    raise ValueError("no order fails at the witness")


G_DELTAS = (F(1, 10), F(1, 100), F(1, 10**5), F(1, 2))


def _algorithm_3_domain(w: Witness) -> bool:
    return (_keys(w, "eps", "delta") and _fr(w["eps"]) in (F(1, 10), F(1, 2), F(1), F(2), F(10))
            and _fr(w["delta"]) in G_DELTAS)


@refuted("004.algorithm-3", DOMAIN["004.algorithm-3"], _algorithm_3_domain)
def algorithm_3(w: Witness) -> Sides:
    """004 §4.1.1, Algorithm 3: N(0, 2 ln(1.25/δ) Δ²/ε²) gives (ε, δ)-DP: the exact δ(ε) of the worst neighbouring
    pair, σ/Δ = s = √(2 ln(1.25/δ))/ε, bounded below, against δ."""
    eps, delta = _fr(w["eps"]), _fr(w["delta"])
    ln_low, ln_high = _ln(F(5, 4) / delta)
    s_low, s_high = _sqrt(2 * ln_low / eps**2, 2 * ln_high / eps**2)
    return _gaussian_delta_lower(eps, s_low, s_high), "<=", delta


def _nb_domain(w: Witness) -> bool:
    if not _keys(w, "eps", "delta", "s"):
        return False
    eps, delta, s = _fr(w["eps"]), _fr(w["delta"]), _fr(w["s"])
    if eps not in (F(1, 2), F(1), F(2), F(10)) or delta not in G_DELTAS or s not in (
            F(1, 4), F(1, 2), F(1), F(2), F(5), F(10)):
        return False
    return (s * eps) ** 2 / 2 > _ln(F(5, 4) / delta)[1]


@refuted("004.gaussian-mechanism-nb", DOMAIN["004.gaussian-mechanism-nb"], _nb_domain)
def gaussian_nb(w: Witness) -> Sides:
    """004 §4.1.1, N.B.: σ >= c Δ_2/ε with c² > 2 ln(1.25/δ) gives (ε, δ)-DP: the exact δ(ε) at σ/Δ = s, bounded
    below, against δ."""
    eps, delta, s = _fr(w["eps"]), _fr(w["delta"]), _fr(w["s"])
    return _gaussian_delta_lower(eps, s, s), "<=", delta


# --------------------------------------------------------------------------- §4.1.2


