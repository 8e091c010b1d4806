"""Continuous mechanisms in closed form, evaluated as certified ``arb`` balls (004 §4.1, §8; 002 §2).

Each function takes exact rationals and returns a ball containing the true real value at the working precision
of :mod:`krverify.model.balls` (call it inside :func:`krverify.model.balls.with_precision` or through
:func:`compare`, which widens the precision until a comparison is decided and refuses when it cannot be).

* Laplace noise Lap(b), density e^(-|x|/b)/(2b): :func:`laplace_tail` P[|Lap(b)| >= t] = e^(-t/b),
  :func:`laplace_cdf`;
* Gaussian noise N(0, σ²): :func:`normal_cdf` Φ(x) = erfc(-x/√2)/2, :func:`gaussian_tail` P[|N(0, σ²)| >= t];
* the Gaussian mechanism's exact privacy profile (Balle and Wang 2018, Theorem 8): for sensitivity Δ and noise σ,
  the smallest δ with (ε, δ)-DP is Φ(Δ/(2σ) - εσ/Δ) - e^ε Φ(-Δ/(2σ) - εσ/Δ) (:func:`gaussian_delta`);
* the exponential mechanism's output law, P[r] ∝ e^(ε u(r)/(2Δu)) (:func:`exponential_mechanism`);
* Rényi divergences of order α > 1 between the mechanisms' laws on neighbours: Gaussian αΔ²/(2σ²), Laplace
  (Δ = 1, scale b) (1/(α-1)) ln(α/(2α-1) e^((α-1)/b) + (α-1)/(2α-1) e^(-α/b)) (Mironov 2017, Table II),
  and of finite laws (:func:`renyi_divergence`).

>>> from krverify.model.balls import with_precision
>>> low, high = with_precision(lambda: normal_cdf(Fraction(0)), 80)
>>> low <= Fraction(1, 2) <= high
True
>>> compare(lambda: laplace_tail(Fraction(1), Fraction(1)), "<", lambda: ball(Fraction(3, 8)))
(True, 80)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from math import factorial

from flint import arb, ctx

from krverify.model.balls import ball, bounds

__all__ = ["Ball", "Undecided", "compare", "exponential_mechanism", "gaussian_delta", "gaussian_tail", "laplace_cdf",
           "laplace_moment", "laplace_tail", "normal_cdf", "renyi_divergence", "renyi_gaussian", "renyi_laplace"]

#: A certified real: a python-flint ``arb`` ball.
Ball = arb

#: Working precisions tried in turn by :func:`compare` (bits).
PRECISIONS = (80, 200, 600, 2000)


class Undecided(ValueError):
    """Two balls still overlap at the largest working precision: the comparison is a tie or too close to call."""


def laplace_tail(t: Fraction, b: Fraction) -> arb:
    """P[|Lap(b)| >= t] = e^(-t/b) for t >= 0, b > 0."""
    _positive("b", b)
    if t < 0:
        raise ValueError(f"t={t} must be >= 0")
    return (-ball(t / b)).exp()


def laplace_moment(k: int, b: Fraction) -> Fraction:
    """E[Lap(b)^k], exact: k! b^k for even k (2 ∫_0^∞ x^k e^(-x/b)/(2b) dx, a Gamma integral), 0 for odd k.

    >>> laplace_moment(2, Fraction(3))  # the variance 2b²
    Fraction(18, 1)
    """
    _positive("b", b)
    if k < 0:
        raise ValueError(f"k={k} must be >= 0")
    return Fraction(0) if k % 2 else Fraction(factorial(k)) * b**k


def laplace_cdf(x: Fraction, b: Fraction) -> arb:
    """P[Lap(b) <= x]: e^(x/b)/2 for x < 0, 1 - e^(-x/b)/2 for x >= 0."""
    _positive("b", b)
    half = ball(Fraction(1, 2))
    return half * ball(x / b).exp() if x < 0 else 1 - half * (-ball(x / b)).exp()


def normal_cdf(x: Fraction | arb) -> arb:
    """Φ(x) = erfc(-x/√2)/2 (x exact, or a ball already)."""
    value = x if isinstance(x, arb) else ball(x)
    return (-value / arb(2).sqrt()).erfc() / 2


def gaussian_tail(t: Fraction, sigma: Fraction) -> arb:
    """P[|N(0, σ²)| >= t] = erfc(t/(σ√2)) for t >= 0, σ > 0."""
    _positive("sigma", sigma)
    if t < 0:
        raise ValueError(f"t={t} must be >= 0")
    return (ball(t / sigma) / arb(2).sqrt()).erfc()


def gaussian_delta(eps: Fraction | arb, sigma: Fraction, sensitivity: Fraction = Fraction(1)) -> arb:
    """The smallest δ for which N(0, σ²) added to a query of ℓ2-sensitivity Δ is (ε, δ)-DP (Balle and Wang 2018,
    Theorem 8): Φ(Δ/(2σ) - εσ/Δ) - e^ε Φ(-Δ/(2σ) - εσ/Δ), ε >= 0 (exact, or a ball of an irrational ε)."""
    _positive("sigma", sigma)
    _positive("sensitivity", sensitivity)
    e = eps if isinstance(eps, arb) else ball(eps)
    if e < 0:
        raise ValueError(f"eps={eps} must be >= 0")
    a, c = ball(sensitivity / (2 * sigma)), e * ball(sigma / sensitivity)
    return normal_cdf(a - c) - e.exp() * normal_cdf(-a - c)


def exponential_mechanism(utilities: Sequence[Fraction], eps: Fraction, sensitivity: Fraction) -> list[arb]:
    """P[M = r] = e^(ε u(r)/(2Δu)) / Σ_r' e^(ε u(r')/(2Δu)) (Algorithm 4 of 004 §4.1.2)."""
    _positive("sensitivity", sensitivity)
    weights = [ball(eps * u / (2 * sensitivity)).exp() for u in utilities]
    total = sum(weights, arb(0))
    return [w / total for w in weights]


def renyi_gaussian(alpha: Fraction, sigma: Fraction, sensitivity: Fraction = Fraction(1)) -> Fraction:
    """D_α(N(0, σ²) || N(Δ, σ²)) = αΔ²/(2σ²): exact."""
    _positive("sigma", sigma)
    return alpha * sensitivity**2 / (2 * sigma**2)


def renyi_laplace(alpha: Fraction, b: Fraction) -> arb:
    """D_α(Lap(0, b) || Lap(1, b)) = (1/(α-1)) ln(α/(2α-1) e^((α-1)/b) + (α-1)/(2α-1) e^(-α/b)), α > 1."""
    _positive("b", b)
    if alpha <= 1:
        raise ValueError(f"alpha={alpha} must be > 1")
    inner = ball(alpha / (2 * alpha - 1)) * ball((alpha - 1) / b).exp() + \
        ball((alpha - 1) / (2 * alpha - 1)) * (-ball(alpha / b)).exp()
    return inner.log() / ball(alpha - 1)


def renyi_divergence(alpha: Fraction, P: Sequence[Fraction], Q: Sequence[Fraction]) -> arb:
    """D_α(P || Q) = (1/(α-1)) ln Σ P(z)^α Q(z)^(1-α) for finite laws (α > 1 rational; Q(z) > 0 where P(z) > 0,
    else ValueError: the divergence is infinite)."""
    if alpha <= 1:
        raise ValueError(f"alpha={alpha} must be > 1")
    total = arb(0)
    for p, q in zip(P, Q, strict=True):
        if p == 0:
            continue
        if q == 0:
            raise ValueError("P is not absolutely continuous with respect to Q: D_alpha is infinite")
        if alpha.denominator == 1:  # an integer order: the term is rational
            total += ball(p**alpha / q ** (alpha - 1))
        else:
            total += ball(p) * ball(q / p) ** ball(1 - alpha)
    return total.log() / ball(alpha - 1)


def compare(left: Callable[[], arb], relation: str, right: Callable[[], arb]) -> tuple[bool, int]:
    """(whether ``left relation right`` holds, the precision in bits that decided it).

    Both sides are re-evaluated at each precision of PRECISIONS until their balls are separated far enough to
    decide the relation (``<``, ``<=``, ``>``, ``>=``; an equality of reals is never decided by balls);
    :class:`Undecided` if they still overlap at the last one.
    """
    if relation not in ("<", "<=", ">", ">="):
        raise ValueError(f"relation={relation!r}: balls decide only <, <=, > and >=")
    saved = ctx.prec
    try:
        for bits in PRECISIONS:
            ctx.prec = bits
            (l_low, l_high), (r_low, r_high) = bounds(left()), bounds(right())
            below = l_high < r_low if relation in ("<", ">=") else l_high <= r_low  # left < (<=) right for sure
            above = l_low >= r_high if relation in ("<", ">=") else l_low > r_high  # left >= (>) right for sure
            if below or above:
                return (below if relation in ("<", "<=") else above), bits
    finally:
        ctx.prec = saved
    raise Undecided(f"the two sides of {relation} still overlap at {PRECISIONS[-1]} bits: a tie, or closer than "
                    f"2^-{PRECISIONS[-1]}")


def _positive(name: str, value: Fraction) -> None:
    if value <= 0:
        raise ValueError(f"{name}={value} must be > 0")



def discrete_gaussian_sum(sigma_squared: Fraction, power: int = 0, shift: Fraction = Fraction(0),
                          weight: Fraction = Fraction(1)) -> arb:
    """Σ_(x ∈ Z) x^power e^(-w (x - s)²/(2σ²)) as a ball (w = weight, s = shift; the discrete Gaussian DGauss(s, σ²)
    has P[x] ∝ e^(-(x - s)²/(2σ²)), Canonne, Kamath and Steinke 2020).

    The terms with |x - ⌊s⌋| <= K are summed, K = 4 + power + 12(⌊σ²/w⌋ + 1).  Beyond them the distance
    d = |x - s| >= K, |x| <= d + |s| + 1, and consecutive terms shrink by at most 2^power e^(-(2K + 1)w/(2σ²))
    <= 2^power e^(-12) <= 1/2 (power <= 8): each side's tail is at most twice its first term, itself at most
    (K + |s| + 2)^power e^(-w K²/(2σ²)); the ball is widened by [0, 4 times that].

    >>> low, high = bounds(discrete_gaussian_sum(Fraction(1)))  # Σ e^(-x²/2) = 2.5066... (θ-function)
    >>> Fraction(25066, 10000) < low <= high < Fraction(25067, 10000)
    True
    """
    _positive("sigma_squared", sigma_squared)
    _positive("weight", weight)
    if not 0 <= power <= 8:
        raise ValueError(f"power={power} must be in 0..8")
    K = 4 + power + 12 * (int(sigma_squared / weight) + 1)
    centre = int(shift)
    total = arb(0)
    for x in range(centre - K, centre + K + 1):
        total += ball(Fraction(x) ** power) * (-ball(weight * (x - shift) ** 2 / (2 * sigma_squared))).exp()
    first = ball((K + int(abs(shift)) + 2) ** power) * (-ball(weight * K * K / (2 * sigma_squared))).exp()
    half = 2 * first.upper()
    return total + arb(half, half)


def discrete_gaussian_half_sum(sigma_squared: Fraction, power: int = 0) -> arb:
    """Σ_(x >= 1) x^power e^(-x²/(2σ²)) as a ball: the one-sided sum of :func:`discrete_gaussian_sum` at shift 0.

    The terms x = 1..K are summed, K as there; beyond them consecutive terms shrink by at most
    2^power e^(-(2K + 1)/(2σ²)) <= 1/2, so the tail is at most twice its first term (K + 1)^power e^(-(K + 1)²/(2σ²)).
    For an even power it is half of the two-sided sum:

    >>> from krverify.model.balls import bounds
    >>> whole, half = discrete_gaussian_sum(Fraction(1), 2), discrete_gaussian_half_sum(Fraction(1), 2)
    >>> low, high = bounds(whole - 2 * half)
    >>> abs(low) < Fraction(1, 10**12) and abs(high) < Fraction(1, 10**12)
    True
    """
    _positive("sigma_squared", sigma_squared)
    if not 0 <= power <= 8:
        raise ValueError(f"power={power} must be in 0..8")
    K = 4 + power + 12 * (int(sigma_squared) + 1)
    total = arb(0)
    for x in range(1, K + 1):
        total += ball(Fraction(x) ** power) * (-ball(Fraction(x * x) / (2 * sigma_squared))).exp()
    first = ball((K + 1) ** power) * (-ball(Fraction((K + 1) ** 2) / (2 * sigma_squared))).exp()
    tail = 2 * first.upper()
    return total + arb(tail / 2, tail / 2)
