"""Exact rational functions over Q for the independent checker (standard library only).

Expressions are parsed with :mod:`ast` (``+ - * / **`` with integer exponents, names, integers) into a numerator and
a denominator polynomial with Fraction coefficients; :class:`Function` evaluates the checker's independent formulas
on symbols; :func:`factor_sign` reads a sign off a product of factors of known sign.  Bounds are checked before and
during evaluation, so that no certificate text can exhaust the checker.
"""

from __future__ import annotations

import ast
from fractions import Fraction

from .exact import rational

#: Bounds checked before and during evaluation, so that no certificate text can exhaust the checker.
MAX_TEXT, MAX_NODES, MAX_EXPONENT, MAX_DEGREE, MAX_TERMS, MAX_BITS = 2000, 400, 64, 256, 5000, 20_000

Monomial = tuple[tuple[str, int], ...]
Poly = dict[Monomial, Fraction]
Ratio = tuple[Poly, Poly]  # numerator, denominator
ONE: Poly = {(): Fraction(1)}


def bounded(poly: Poly) -> Poly:
    if len(poly) > MAX_TERMS:
        raise ValueError(f"an intermediate polynomial has more than {MAX_TERMS} terms")
    for monomial, c in poly.items():
        if sum(e for _, e in monomial) > MAX_DEGREE:
            raise ValueError(f"an intermediate polynomial has degree above {MAX_DEGREE}")
        if max(c.numerator.bit_length(), c.denominator.bit_length()) > MAX_BITS:
            raise ValueError(f"an intermediate coefficient has more than {MAX_BITS} bits")
    return poly


def mul(a: Poly, b: Poly) -> Poly:
    if len(a) * len(b) > 50 * MAX_TERMS:
        raise ValueError("a product of polynomials is too large")
    out: Poly = {}
    for ma, ca in a.items():
        for mb, cb in b.items():
            powers = dict(ma)
            for name, e in mb:
                powers[name] = powers.get(name, 0) + e
            key = tuple(sorted(powers.items()))
            out[key] = out.get(key, Fraction(0)) + ca * cb
    return bounded({m: c for m, c in out.items() if c})


def add(a: Poly, b: Poly, sign: int = 1) -> Poly:
    out = dict(a)
    for m, c in b.items():
        out[m] = out.get(m, Fraction(0)) + sign * c
    return bounded({m: c for m, c in out.items() if c})


def power(base: Poly, exponent: int) -> Poly:
    result = ONE
    for _ in range(exponent):
        result = mul(result, base)
    return result


def ratio_of(node: ast.AST, env: dict[str, Ratio]) -> Ratio:
    """A rational function from an expression of + - * / ** (|integer exponents| <= 64), names and integers."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return ({(): Fraction(node.value)} if node.value else {}), ONE
    if isinstance(node, ast.Name):
        return env[node.id] if node.id in env else ({((node.id, 1),): Fraction(1)}, ONE)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        n, d = ratio_of(node.operand, env)
        return ({m: -c for m, c in n.items()} if isinstance(node.op, ast.USub) else n), d
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        exponent = node.right.value if isinstance(node.right, ast.Constant) else None
        if type(exponent) is not int or abs(exponent) > MAX_EXPONENT:
            raise ValueError(f"exponent {ast.unparse(node.right)[:20]!r} is not an integer of size <= {MAX_EXPONENT}")
        n, d = ratio_of(node.left, env)
        if exponent < 0:
            if not n:
                raise ZeroDivisionError("a negative power of zero")
            n, d, exponent = d, n, -exponent
        return power(n, exponent), power(d, exponent)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub | ast.Mult | ast.Div):
        (n1, d1), (n2, d2) = ratio_of(node.left, env), ratio_of(node.right, env)
        if isinstance(node.op, ast.Add | ast.Sub):
            return add(mul(n1, d2), mul(n2, d1), 1 if isinstance(node.op, ast.Add) else -1), mul(d1, d2)
        if isinstance(node.op, ast.Mult):
            return mul(n1, n2), mul(d1, d2)
        if not n2:
            raise ZeroDivisionError("division by zero")
        return mul(n1, d2), mul(d1, n2)
    raise ValueError(f"unsupported expression {ast.dump(node)[:60]}")


def tree(text: object) -> ast.expr:
    """The parsed expression, refused beyond MAX_TEXT characters or MAX_NODES nodes."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise ValueError(f"an expression must be a string of at most {MAX_TEXT} characters")
    tree = ast.parse(text, mode="eval")
    if sum(1 for _ in ast.walk(tree)) > MAX_NODES:
        raise ValueError(f"expression {text[:40]!r}... has more than {MAX_NODES} nodes")
    return tree.body


def parse(text: object, env: dict[str, Ratio] | None = None) -> Ratio:
    return ratio_of(tree(text), env or {})


def same(a: Ratio, b: Ratio) -> bool:
    """Whether two rational functions are identical: n1 d2 - n2 d1 = 0 as a polynomial."""
    return not add(mul(a[0], b[1]), mul(b[0], a[1]), -1)


class Function:
    """A rational function over Q with + - * / ** (integer powers), so that a statement's sides, a record's formula
    read on numbers, can be evaluated on symbols and compared with a certificate exactly."""

    __slots__ = ("ratio",)

    def __init__(self, ratio: Ratio) -> None:
        self.ratio = ratio

    @staticmethod
    def of(x: object) -> Function:
        if isinstance(x, Function):
            return x
        number = rational(x)
        return Function(({(): number} if number else {}, ONE))

    def __add__(self, other: object) -> Function:
        (n1, d1), (n2, d2) = self.ratio, Function.of(other).ratio
        return Function((add(mul(n1, d2), mul(n2, d1)), mul(d1, d2)))

    def __neg__(self) -> Function:
        return Function(({m: -c for m, c in self.ratio[0].items()}, self.ratio[1]))

    def __sub__(self, other: object) -> Function:
        return self + -Function.of(other)

    def __mul__(self, other: object) -> Function:
        (n1, d1), (n2, d2) = self.ratio, Function.of(other).ratio
        return Function((mul(n1, n2), mul(d1, d2)))

    def __truediv__(self, other: object) -> Function:
        n, d = Function.of(other).ratio
        if not n:
            raise ZeroDivisionError("division by the zero function")
        return self * Function((d, n))

    def __pow__(self, exponent: int) -> Function:
        if type(exponent) is not int or not 0 <= exponent <= MAX_EXPONENT:
            raise ValueError(f"exponent {exponent!r} is not an integer in [0, {MAX_EXPONENT}]")
        return Function((power(self.ratio[0], exponent), power(self.ratio[1], exponent)))

    __radd__, __rmul__ = __add__, __mul__

    def __rsub__(self, other: object) -> Function:
        return Function.of(other) - self

    def __rtruediv__(self, other: object) -> Function:
        return Function.of(other) / self


class Symbols(dict):
    """name -> the symbol name as a Function, made on first use."""

    def __missing__(self, name: str) -> Function:
        self[name] = Function(({((name, 1),): Fraction(1)}, ONE))
        return self[name]


def as_ratio(x: object) -> Ratio:
    return Function.of(x).ratio


def factor_sign(node: ast.AST, signs: dict[str, str]) -> str | None:
    """'positive', 'nonnegative' or None for a product of factors of known sign, read from the text."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult | ast.Div):
        left, right = factor_sign(node.left, signs), factor_sign(node.right, signs)
        if left is None or right is None or (isinstance(node.op, ast.Div) and right != "positive"):
            return None
        return "positive" if left == right == "positive" else "nonnegative"
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and isinstance(node.right, ast.Constant):
        exponent = node.right.value
        if type(exponent) is int and exponent > 0 and exponent % 2 == 0:
            return "positive" if factor_sign(node.left, signs) == "positive" else "nonnegative"
        return factor_sign(node.left, signs) if type(exponent) is int and exponent > 0 else None
    # otherwise: a polynomial with positive coefficients in symbols of known sign
    numerator, denominator = ratio_of(node, {})
    if denominator != ONE or not numerator:
        return None
    strictly = False
    for monomial, coefficient in numerator.items():
        if coefficient <= 0 or any(name not in signs for name, _ in monomial):
            return None
        if all(signs[name] == "positive" for name, _ in monomial):
            strictly = True
    return "positive" if strictly else "nonnegative"
