"""Integer polynomial arithmetic: the one place the model multiplies polynomials.

Polynomials are tuples of ``int`` coefficients, lowest degree first.  The model
scales rationals to integers (q = b/c, p = a/c) before it gets here, so every
operation is exact and cheap.  Products of two long polynomials go to
python-flint's ``fmpz_poly`` (exact, the same integers; the schoolbook loop
below is quadratic, and a sweep's rows of the single-bit count multiply two
binomial powers of up to 200 terms each).

>>> binomial_power(2, 1, 3)          # (1 + 3x)^2
(1, 6, 9)
>>> divide_by_linear((1, 6, 9), 1, 3)
(1, 3)
"""

from __future__ import annotations

__all__ = ["binomial_power", "divide_by_linear", "multiply", "multiply_by_linear", "power"]

Poly = tuple[int, ...]


def binomial_power(n: int, a: int, b: int) -> Poly:
    """Coefficients of (a + b x)^n, from running powers and binomial coefficients in O(n) products."""
    a_powers = [1] * (n + 1)
    b_powers = [1] * (n + 1)
    for j in range(1, n + 1):
        a_powers[j] = a_powers[j - 1] * a
        b_powers[j] = b_powers[j - 1] * b
    out = []
    binomial = 1
    for j in range(n + 1):
        out.append(binomial * a_powers[n - j] * b_powers[j])
        binomial = binomial * (n - j) // (j + 1)
    return tuple(out)


#: Both factors longer than this: the product is FLINT's (converting the coefficients costs about what the
#: schoolbook loop saves at ~8 terms a side; at 100 x 100 FLINT is ~15 times faster).
_FLINT_TERMS = 8


def multiply(f: Poly, g: Poly) -> Poly:
    """The product f * g (of len f + len g - 1 coefficients, zeros at the top kept).

    >>> multiply(tuple(range(10)), (0,) * 12) == (0,) * 21
    True
    >>> multiply(tuple(range(1, 10)), tuple(range(-9, 1))) == _schoolbook(tuple(range(1, 10)), tuple(range(-9, 1)))
    True
    """
    if len(f) > _FLINT_TERMS and len(g) > _FLINT_TERMS:
        from flint import fmpz_poly  # here, not at the top: `krverify show` imports the model, never FLINT

        product = [int(c) for c in (fmpz_poly(list(f)) * fmpz_poly(list(g))).coeffs()]
        return (*product, *(0,) * (len(f) + len(g) - 1 - len(product)))
    return _schoolbook(f, g)


def _schoolbook(f: Poly, g: Poly) -> Poly:
    out = [0] * (len(f) + len(g) - 1)
    for i, fi in enumerate(f):
        if fi:
            for j, gj in enumerate(g):
                out[i + j] += fi * gj
    return tuple(out)


def multiply_by_linear(f: Poly, a: int, b: int) -> Poly:
    """The product f * (a + b x), in O(len f)."""
    out = [0] * (len(f) + 1)
    for i, fi in enumerate(f):
        out[i] += a * fi
        out[i + 1] += b * fi
    return tuple(out)


def divide_by_linear(f: Poly, a: int, b: int) -> Poly:
    """The quotient f / (a + b x), which must be exact with integer coefficients."""
    if a == 0:
        raise ZeroDivisionError("constant term of the divisor is zero")
    quotient: list[int] = []
    previous = 0
    for fi in f[:-1]:
        numerator = fi - b * previous
        previous, remainder = divmod(numerator, a)
        if remainder:
            raise ArithmeticError("division by a linear factor is not exact")
        quotient.append(previous)
    if f[-1] != b * previous:
        raise ArithmeticError("division by a linear factor leaves a remainder")
    return tuple(quotient)


def power(f: Poly, k: int) -> Poly:
    """f ** k by repeated squaring."""
    result: Poly = (1,)
    base = f
    while k:
        if k & 1:
            result = multiply(result, base)
        k >>= 1
        if k:
            base = multiply(base, base)
    return result
