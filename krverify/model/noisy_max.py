"""Report Noisy Max and the Gaussian mechanism's privacy profile in closed form, with rational enclosures (004 §4.1).

Exponential sums.  With Laplace noise Lap(1/a) or one-sided exponential noise Exp(a) (a > 0 rational) on rational
counts, every density and CDF is, between consecutive counts, a sum of terms C·e^(a(mu + r)) with m an integer; the
probability that count i is the noisy maximum, ∫ f_i(u) Π_{j≠i} F_j(u) du (ties have probability 0), is therefore a
finite sum Σ_s c_s e^s over rational exponents s with rational coefficients (:func:`win_probability`), an
:data:`krverify.model.exp_sums.ExpSum`.

Enclosures.  Sums are enclosed by :func:`krverify.model.exp_sums.enclose` (e^x from Taylor polynomials with their
remainder); :func:`normal_cdf_bounds` encloses Φ(x) by its alternating
series (1/2 + (1/√(2π)) Σ (-1)^n x^(2n+1)/(2^n n! (2n+1))), with π from Machin's formula.  All bounds are exact
rationals computed by fixed recipes, so an independent standard-library formula reproduces them exactly.

>>> p = win_probability((Fraction(1), Fraction(0)), 0, Fraction(1))  # Lap(1) on counts (1, 0): 1 - (3/4)e^(-1)
>>> p == {Fraction(0): Fraction(1), Fraction(-1): Fraction(-3, 4)}
True
>>> from krverify.model.exp_sums import enclose
>>> low, high = enclose(p)
>>> Fraction(7240, 10000) < low < high < Fraction(7242, 10000)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import pairwise
from math import isqrt
from typing import Literal

from krverify.model.exp_sums import ExpSum, add, exp_bounds

__all__ = ["gaussian_delta_lower", "ln_bounds", "normal_cdf_bounds", "pi_bounds", "win_probability"]

Noise = Literal["laplace", "one-sided"]
#: Bits of the square roots and of the rounded arguments of Φ.
BITS = 200

# A piece of a function on an interval: {(m, r): C} meaning Σ C e^(a(m u + r)).
Piece = dict[tuple[int, Fraction], Fraction]


# --------------------------------------------------------------------------- Report Noisy Max


def _density(noise: Noise, centre: Fraction, a: Fraction, below: bool) -> Piece:
    """The noise density centred at ``centre`` on a piece below (``below``) or above it."""
    if noise == "laplace":
        return {(1, -centre): a / 2} if below else {(-1, centre): a / 2}
    return {} if below else {(-1, centre): a}


def _cdf(noise: Noise, centre: Fraction, a: Fraction, below: bool) -> Piece:
    if noise == "laplace":
        if below:
            return {(1, -centre): Fraction(1, 2)}
        return {(0, Fraction(0)): Fraction(1), (-1, centre): Fraction(-1, 2)}
    return {} if below else {(0, Fraction(0)): Fraction(1), (-1, centre): Fraction(-1)}


def _times(first: Piece, second: Piece) -> Piece:
    out: Piece = {}
    for (m1, r1), c1 in first.items():
        for (m2, r2), c2 in second.items():
            key = (m1 + m2, r1 + r2)
            out[key] = out.get(key, Fraction(0)) + c1 * c2
    return {k: c for k, c in out.items() if c != 0}


def _integral(piece: Piece, a: Fraction, low: Fraction | None, high: Fraction | None) -> ExpSum:
    """∫_low^high Σ C e^(a(m u + r)) du (None: an infinite end)."""
    terms: list[ExpSum] = []

    def put(s: Fraction, c: Fraction) -> None:
        terms.append({s: c})

    for (m, r), c in piece.items():
        if m == 0:
            if low is None or high is None:
                raise ValueError("a constant term on an infinite piece: the integral diverges")
            put(a * r, c * (high - low))
            continue
        if (high is None and m > 0) or (low is None and m < 0):
            raise ValueError("a growing term on an infinite piece: the integral diverges")
        if high is not None:
            put(a * (m * high + r), c / (a * m))
        if low is not None:
            put(a * (m * low + r), -c / (a * m))
    return add(*terms)


def win_probability(counts: Sequence[Fraction], i: int, a: Fraction, noise: Noise = "laplace") -> ExpSum:
    """P[counts_i + r_i > counts_j + r_j for every j ≠ i], the r independent Lap(1/a) (``laplace``) or Exp(a)
    (``one-sided``, density a e^(-au) on u >= 0): ∫ f_i(u) Π_{j≠i} F_j(u) du exactly, piece by piece."""
    if a <= 0:
        raise ValueError(f"a = {a} must be > 0")
    cs = [Fraction(c) for c in counts]
    cuts = sorted(set(cs))
    ends: list[Fraction | None] = [None, *cuts, None]
    total: ExpSum = {}
    for low, high in pairwise(ends):
        probe = high if low is None else low  # a point of the piece's closure, to tell below from above
        assert probe is not None

        def below(centre: Fraction, low: Fraction | None = low, probe: Fraction = probe) -> bool:
            return probe <= centre if low is None else probe < centre

        piece = _density(noise, cs[i], a, below(cs[i]))
        for j, c in enumerate(cs):
            if j != i:
                piece = _times(piece, _cdf(noise, c, a, below(c)))
        total = add(total, _integral(piece, a, low, high))
    return total


# --------------------------------------------------------------------------- the normal CDF and the Gaussian profile


def _atan_bounds(y: Fraction, terms: int) -> tuple[Fraction, Fraction]:
    """arctan y (0 < y < 1) between consecutive partial sums of its alternating series."""
    partial = sum(((-1) ** n * y ** (2 * n + 1) / (2 * n + 1) for n in range(terms)), Fraction(0))
    nxt = partial + (-1) ** terms * y ** (2 * terms + 1) / (2 * terms + 1)
    return min(partial, nxt), max(partial, nxt)


@lru_cache(maxsize=1)
def pi_bounds() -> tuple[Fraction, Fraction]:
    """Machin: π = 16 arctan(1/5) - 4 arctan(1/239), each arctan between partial sums (60 terms)."""
    a_low, a_high = _atan_bounds(Fraction(1, 5), 60)
    b_low, b_high = _atan_bounds(Fraction(1, 239), 60)
    return 16 * a_low - 4 * b_high, 16 * a_high - 4 * b_low


def _sqrt_bounds(low: Fraction, high: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals with denominator 2^BITS: below √low and above √high (0 <= low <= high)."""
    scale = 4**BITS
    down = isqrt(low.numerator * scale // low.denominator)
    up = isqrt(-(-high.numerator * scale // high.denominator)) + 1
    return Fraction(down, 2**BITS), Fraction(up, 2**BITS)


@lru_cache(maxsize=1)
def _inverse_sqrt_two_pi() -> tuple[Fraction, Fraction]:
    p_low, p_high = pi_bounds()
    s_low, s_high = _sqrt_bounds(2 * p_low, 2 * p_high)
    return 1 / s_high, 1 / s_low


@lru_cache(maxsize=4096)
def normal_cdf_bounds(x: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals low <= Φ(x) <= high: [0, 2^-60] below -14, [1 - 2^-60, 1] above 14, else 1/2 + (1/√(2π)) S(x) with
    S(x) = Σ (-1)^n x^(2n+1)/(2^n n! (2n+1)), summed until n > x^2/2 and the next term is below 2^-128; the
    remainder of the alternating series is at most that next term."""
    x = Fraction(x)
    if abs(x) > 14:  # Φ(-14) < 10^-44 < 2^-60
        tiny = Fraction(1, 2**60)
        return (Fraction(0), tiny) if x < 0 else (1 - tiny, Fraction(1))
    square, term, n, partial = x * x, x, 0, Fraction(0)
    while True:
        value = term / (2 * n + 1)
        if n > square / 2 and abs(value) < Fraction(1, 2**128):
            break
        partial += value
        n += 1
        term = -term * square / (2 * n)
    rest = abs(value)
    s_low, s_high = partial - rest, partial + rest
    c_low, c_high = _inverse_sqrt_two_pi()
    low = Fraction(1, 2) + (c_low * s_low if s_low >= 0 else c_high * s_low)
    high = Fraction(1, 2) + (c_high * s_high if s_high >= 0 else c_low * s_high)
    return max(low, Fraction(0)), min(high, Fraction(1))


def _ln_series(m: Fraction, terms: int) -> tuple[Fraction, Fraction]:
    """ln m (m >= 1) = 2 artanh(y), y = (m - 1)/(m + 1): the partial sum of ``terms`` terms and it plus the tail
    bound 2 y^(2 terms + 1)/((2 terms + 1)(1 - y^2))."""
    y = (m - 1) / (m + 1)
    partial = 2 * sum((y ** (2 * j + 1) / (2 * j + 1) for j in range(terms)), Fraction(0))
    return partial, partial + 2 * y ** (2 * terms + 1) / ((2 * terms + 1) * (1 - y * y))


@lru_cache(maxsize=1024)
def ln_bounds(v: Fraction) -> tuple[Fraction, Fraction]:
    """Rationals low <= ln v <= high (v >= 1): ln v = n ln 2 + ln(v/2^n) with 1 <= v/2^n < 2, each logarithm by
    :func:`_ln_series` with 100 terms (y <= 1/3)."""
    v = Fraction(v)
    if v < 1:
        raise ValueError(f"v = {v} must be >= 1")
    n = v.numerator.bit_length() - v.denominator.bit_length()
    if Fraction(2) ** n > v:
        n -= 1
    m = v / 2**n
    two_low, two_high = _ln_series(Fraction(2), 100)
    m_low, m_high = _ln_series(m, 100)
    return n * two_low + m_low, n * two_high + m_high


def _round_down(x: Fraction) -> Fraction:
    return Fraction(x.numerator * 2**64 // x.denominator, 2**64)


def _round_up(x: Fraction) -> Fraction:
    return Fraction(-(-x.numerator * 2**64 // x.denominator), 2**64)


def gaussian_delta_lower(eps: Fraction, s_low: Fraction, s_high: Fraction) -> Fraction:
    """A rational <= the exact δ of the Gaussian mechanism at ε (Balle and Wang 2018, Theorem 8) when σ/Δ = s lies in
    [s_low, s_high]: δ(ε) = Φ(1/(2s) - εs) - e^ε Φ(-1/(2s) - εs), both arguments decreasing in s; each argument
    rounded outward to 64 fractional bits, then Φ and e^ε enclosed."""
    upper_arg = _round_down(1 / (2 * s_high) - eps * s_high)
    lower_arg = _round_up(-1 / (2 * s_high) - eps * s_low)
    return normal_cdf_bounds(upper_arg)[0] - exp_bounds(eps)[1] * normal_cdf_bounds(lower_arg)[1]
