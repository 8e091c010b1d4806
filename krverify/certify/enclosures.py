"""Rational enclosures of e^x, ln x, √x, π and erfc for the checker (standard library only).

A refuted record decided with certified balls records rational bounds taken from python-flint's ``arb`` at the
precision that decided; the checker cannot reproduce arb's rounding, so such a formula returns
:class:`Enclosure` sides instead — rational ``low <= x <= high`` from series with explicit remainders, written
here from the definitions — and the checker asks that these enclosures refute the relation on their own and that
the recorded bounds agree with them (:func:`agrees`).  Widths are at most 2^-BITS (relative for e^x).

>>> e = exp(Fraction(1))
>>> float(e.low), e.high - e.low < Fraction(1, 2**190)
(2.718281828459045, True)
>>> float(pi().high)
3.141592653589793
>>> float(erfc(Fraction(1)).low)  # erfc(1) = 0.157299207050285...
0.15729920705028513
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import factorial, isqrt
from typing import NamedTuple

#: Target width of every enclosure: 2^-BITS.
BITS = 200
#: The largest |x| whose e^x is enclosed: a ledger is data a user may edit, and e^(10^9) has 1.4·10^9 bits.
MAX_EXPONENT = 10**6
_EPS = Fraction(1, 2**BITS)


class Enclosure(NamedTuple):
    """A real known by rational bounds: low <= x <= high."""

    low: Fraction
    high: Fraction

    @staticmethod
    def of(value: Fraction | int | Enclosure) -> Enclosure:
        return value if isinstance(value, Enclosure) else Enclosure(Fraction(value), Fraction(value))

    def __add__(self, other: object) -> Enclosure:  # type: ignore[override]
        o = Enclosure.of(other)  # type: ignore[arg-type]
        return Enclosure(self.low + o.low, self.high + o.high)

    def __rmul__(self, other: object) -> Enclosure:  # type: ignore[override]
        """``2 * x`` scales (a NamedTuple would otherwise repeat itself)."""
        return self * other

    def __sub__(self, other: object) -> Enclosure:
        o = Enclosure.of(other)  # type: ignore[arg-type]
        return Enclosure(self.low - o.high, self.high - o.low)

    def __mul__(self, other: object) -> Enclosure:  # type: ignore[override]
        o = Enclosure.of(other)  # type: ignore[arg-type]
        products = (self.low * o.low, self.low * o.high, self.high * o.low, self.high * o.high)
        return Enclosure(min(products), max(products))

    def __truediv__(self, other: object) -> Enclosure:
        o = Enclosure.of(other)  # type: ignore[arg-type]
        if o.low <= 0 <= o.high:
            raise ValueError(f"division by an enclosure of 0: {o}")
        return self * Enclosure(1 / o.high, 1 / o.low)


def _rounded(low: Fraction, high: Fraction) -> Enclosure:
    """[low, high] widened outward to denominators 2^(BITS + 8): short numbers, the same soundness."""
    scale = 2 ** (BITS + 8)
    return Enclosure(Fraction((low * scale).__floor__(), scale), Fraction(-((-high * scale).__floor__()), scale))


@lru_cache(maxsize=1024)
def exp_bounds(x: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals low <= e^x <= high by the fixed recipe krverify.model.exp_sums.exp_bounds states (records quote its
    bounds, so they are reproduced here bit for bit): for x > 0, e^x = (e^y)^(2^j), y = x/2^j <= 1 the first such,
    T_60(y) <= e^y <= T_60(y) + 3y^61/61! (Lagrange, e^y < 3), squared j times, every bound rounded outward to 288
    significant bits before and after each squaring; for x < 0 the reciprocals."""
    x = Fraction(x)
    if x == 0:
        return Fraction(1), Fraction(1)
    if not -MAX_EXPONENT <= x <= MAX_EXPONENT:
        raise ValueError(f"e^{x}: |x| beyond {MAX_EXPONENT}, the largest exponent enclosed (e^x has 1.44|x| bits)")
    if x < 0:
        low, high = exp_bounds(-x)
        return 1 / high, 1 / low
    y, j = x, 0
    while y > 1:
        y, j = y / 2, j + 1
    taylor = sum((y**i / factorial(i) for i in range(61)), Fraction(0))
    low, high = _outward(taylor, taylor + 3 * y**61 / factorial(61))
    for _ in range(j):
        low, high = _outward(low * low, high * high)
    return low, high


def _outward(low: Fraction, high: Fraction) -> tuple[Fraction, Fraction]:
    """Both (positive) bounds rounded outward to 288 significant bits."""
    shift = 288 - max(low.numerator.bit_length() - low.denominator.bit_length(), 0)
    scale = Fraction(2) ** shift
    return Fraction((low * scale).__floor__()) / scale, Fraction(-((-high * scale).__floor__())) / scale


def enclose_sum(terms: dict[Fraction, Fraction]) -> tuple[Fraction, Fraction]:
    """Σ c e^s (rational c, s) enclosed term by term from :func:`exp_bounds`."""
    low = high = Fraction(0)
    for s, c in terms.items():
        e_low, e_high = exp_bounds(s)
        low += c * (e_low if c > 0 else e_high)
        high += c * (e_high if c > 0 else e_low)
    return low, high


def exp(x: Fraction | Enclosure) -> Enclosure:
    """e^x for rational x (:func:`exp_bounds`); of an enclosure, e^ of its ends (e^ increases), long ends (from a
    series: denominators beyond 2^(BITS + 9)) first widened outward to denominators 2^(BITS + 8), so the Taylor
    sums run on short numbers.

    >>> e = exp(log(Fraction(3))); e.low < 3 < e.high, e.high - e.low < Fraction(1, 2**190)
    (True, True)
    """
    if not isinstance(x, Enclosure):
        return Enclosure(*exp_bounds(x))
    if max(x.low.denominator, x.high.denominator).bit_length() > BITS + 9:
        x = _rounded(x.low, x.high)
    return Enclosure(exp_bounds(x.low)[0], exp_bounds(x.high)[1])


def log(x: Fraction) -> Enclosure:
    """ln x for rational x > 0: 2 artanh((x - 1)/(x + 1)) after halving x by powers of 2 into [1/2, 2]."""
    x = Fraction(x)
    if x <= 0:
        raise ValueError(f"x={x} must be > 0")
    # the same halvings as one step each way (x >= 2^(bits(p) - bits(q) - 1)), then the last few one by one
    k = max(0, x.numerator.bit_length() - x.denominator.bit_length() - 2)
    k -= max(0, x.denominator.bit_length() - x.numerator.bit_length() - 2)
    x = x / 2**k if k >= 0 else x * 2**-k
    while x > 2:
        x, k = x / 2, k + 1
    while x < Fraction(1, 2):
        x, k = x * 2, k - 1
    if max(x.numerator.bit_length(), x.denominator.bit_length()) > 8 * BITS:  # a long rational, whose series would
        # grow without bound: ln at bounds of x to 4·BITS bits, still in [1/2, 2] (ln is increasing)
        low, high = _significant(x, 4 * BITS)
        reduced = Enclosure(_twice_artanh(max(low, Fraction(1, 2))).low, _twice_artanh(min(high, Fraction(2))).high)
    else:
        reduced = _twice_artanh(x)
    return reduced + _ln2() * k


def _twice_artanh(x: Fraction) -> Enclosure:
    """ln x = 2 artanh((x - 1)/(x + 1)) for x in [1/2, 2]."""
    y = (x - 1) / (x + 1)  # |y| <= 1/3
    total, j, power = Fraction(0), 0, y
    while abs(power) > _EPS / 64:
        total += power / (2 * j + 1)
        j, power = j + 1, power * y * y
    error = abs(power) * Fraction(9, 8)  # the tail Σ |y|^(2i+1)/(2i+1) <= |y|^(2j+1)/(1 - y²)
    return _rounded(2 * (total - error), 2 * (total + error))


def _significant(x: Fraction, bits: int) -> tuple[Fraction, Fraction]:
    """Rationals low <= x <= high (x > 0) with numerators of ``bits`` bits over powers of 2."""
    shift = bits - (x.numerator.bit_length() - x.denominator.bit_length())
    scaled = x * 2**shift if shift >= 0 else x / 2**-shift
    whole = scaled.numerator // scaled.denominator
    scale = Fraction(2) ** shift
    return Fraction(whole) / scale, Fraction(whole + 1) / scale


@lru_cache(maxsize=1)
def _ln2() -> Enclosure:
    """ln 2 = 2 artanh(1/3), computed once (a constant at the fixed precision BITS)."""
    y, total, j, power = Fraction(1, 3), Fraction(0), 0, Fraction(1, 3)
    while power > _EPS / 64:
        total += power / (2 * j + 1)
        j, power = j + 1, power * y * y
    error = power * Fraction(9, 8)
    return _rounded(2 * (total - error), 2 * (total + error))


def sqrt(x: Fraction | Enclosure) -> Enclosure:
    """√x for x >= 0 (a rational or an enclosure; √ is increasing), from integer square roots."""
    e = Enclosure.of(x)
    if e.low < 0:
        raise ValueError(f"x={x} must be >= 0")
    scale = 4 ** (BITS + 8)
    low = Fraction(isqrt((e.low * scale).__floor__()), 2 ** (BITS + 8))
    high = Fraction(isqrt(-((-e.high * scale).__floor__())) + 1, 2 ** (BITS + 8))
    return Enclosure(low, high)


def _arctan_inverse(n: int) -> Enclosure:
    """arctan(1/n), n >= 2: an alternating series whose partial sums bracket the value."""
    total, j, power = Fraction(0), 0, Fraction(1, n)
    while power > _EPS / 64:
        total += (-1) ** j * power / (2 * j + 1)
        j, power = j + 1, power / (n * n)
    last = power / (2 * j + 1)
    return Enclosure(min(total, total + (-1) ** j * last), max(total, total + (-1) ** j * last))


@lru_cache(maxsize=1)
def pi() -> Enclosure:
    """π = 16 arctan(1/5) - 4 arctan(1/239) (Machin), computed once (a constant at the fixed precision BITS)."""
    return _arctan_inverse(5) * 16 - _arctan_inverse(239) * 4


@lru_cache(maxsize=1024)
def _erf_series(x: Fraction) -> Enclosure:
    """(√π/2) erf(x) = Σ (-1)^n x^(2n+1)/(n! (2n+1)) for rational x >= 0: partial sums bracket the value once the
    terms decrease (n + 1 > x²).  The terms run in fixed point (integers scaled by 2^P, P >= BITS + 40 + 2x² guard
    bits): each term t_n is kept as an integer T_n with a proved bound E_n on |T_n - 2^P t_n| (E_0 = 1; a floor
    adds 1 and the recurrence T_(n+1) = ⌊T_n x²/(n + 1)⌋ multiplies the bound by x²/(n + 1)), and every error is
    added to the bracket, so the enclosure is sound and the integers stay P bits long."""
    a, b = (x * x).numerator, (x * x).denominator
    P = BITS + 40 + 2 * (a // b + 1)
    T, E = (x.numerator << P) // x.denominator, 1  # |T - 2^P x| < 1
    total, error, n = 0, 0, 0
    while True:
        term = T // (2 * n + 1)  # |term - 2^P t_n/(2n + 1)| <= E/(2n + 1) + 1 <= E + 1
        total, error = total + (term if n % 2 == 0 else -term), error + E + 1
        n += 1
        T, E = T * a // (b * n), -(-E * a // (b * n)) + 1
        if n > x * x + 1 and (T + E) << (BITS + 6) < (2 * n + 1) << P:
            break
    last = T // (2 * n + 1)  # the next term (sign (-1)^n) within E + 1: the sum lies between total and total + it
    last = last if n % 2 == 0 else -last
    scale = Fraction(1, 1 << P)
    return Enclosure(Fraction(min(total, total + last) - error - E - 1) * scale,
                     Fraction(max(total, total + last) + error + E + 1) * scale)


def erf(x: Fraction | Enclosure) -> Enclosure:
    """erf x (odd and increasing, so an enclosure of x maps to one of erf x)."""
    e = Enclosure.of(x)
    if max(e.low.denominator, e.high.denominator).bit_length() > BITS + 9:
        e = _rounded(e.low, e.high)  # long ends (a quotient of enclosures) widened outward: erf increases

    def at(value: Fraction) -> Enclosure:
        half = _erf_series(abs(value)) * 2 / sqrt(pi())
        return half if value >= 0 else Enclosure(-half.high, -half.low)

    return _rounded(at(e.low).low, at(e.high).high)  # the series' long rationals, widened to short ones


def erfc(x: Fraction | Enclosure) -> Enclosure:
    """erfc x = 1 - erf x, decreasing from 2 to 0: the series runs on the enclosure's ends clamped to [-12, 12]; an
    end beyond is bounded by monotonicity and the range, 0 <= erfc x <= erfc 12 < 2^-210 for x >= 12 (so erfc 40,
    ~10^-697, is enclosed by [0, 2^-200]), and 2 - erfc 12 <= erfc x <= 2 for x <= -12."""
    e = Enclosure.of(x)
    # both ends clamped into [-12, 12] (an enclosure wholly beyond 12 runs the series at 12, not at its far ends)
    low, high = (min(max(end, Fraction(-12)), Fraction(12)) for end in (e.low, e.high))
    value = Enclosure(1, 1) - erf(Enclosure(low, high))
    low = max(value.low, Fraction(0)) if e.high <= 12 else Fraction(0)
    high = min(value.high, Fraction(2)) if e.low >= -12 else Fraction(2)
    return Enclosure(low, high)


def normal_cdf(x: Fraction | Enclosure) -> Enclosure:
    """Φ(x) = erfc(-x/√2)/2."""
    return erfc(Enclosure(0, 0) - Enclosure.of(x) / sqrt(Fraction(2))) * Fraction(1, 2)


def refutes(left: Enclosure, relation: str, right: Enclosure) -> bool:
    """Whether the enclosures show that ``left relation right`` is false for every pair of values in them."""
    return {"<=": left.low > right.high, "<": left.low >= right.high, ">=": left.high < right.low,
            ">": left.high <= right.low, "==": left.low > right.high or left.high < right.low}[relation]


def agrees(recorded: Fraction, enclosure: Enclosure) -> bool:
    """A recorded bound agrees with the checker's enclosure: within it, widened by 2^-64 relative to the value
    (the recording precision of a ball, at least 80 bits) plus the enclosure's own width.  The slack is relative
    however small the value: an absolute floor would accept any tiny recorded bound for a tiny value.

    >>> tiny = exp(Fraction(-1000))
    >>> agrees(tiny.low, tiny), agrees(2 * tiny.low, tiny), agrees(Fraction(0), tiny)
    (True, False, False)
    >>> agrees(Fraction(0), Enclosure(Fraction(0), Fraction(0))), agrees(Fraction(1, 2**300), Enclosure.of(0))
    (True, False)
    """
    slack = (enclosure.high - enclosure.low) + Fraction(1, 2**64) * max(abs(enclosure.low), abs(enclosure.high))
    return enclosure.low - slack <= recorded <= enclosure.high + slack
