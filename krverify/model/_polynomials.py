"""Integer polynomial arithmetic: the one place the model multiplies polynomials.

Polynomials are tuples of ``int`` coefficients, lowest degree first.  The model
scales rationals to integers (q = b/c, p = a/c) before it gets here, so every
operation is exact and cheap.  A faster backend (python-flint ``fmpz_poly``)
can replace this module without touching any claim.

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


def multiply(f: Poly, g: Poly) -> Poly:
    """The product f * g."""
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
