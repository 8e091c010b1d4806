r"""Certificate formulas as TeX: the Python expressions of proofs (``s_0**2 - s_m1*s_p1``) set as mathematics.

A proof outline (:func:`krverify.report.describe.outline`) marks its formulas with backticks; the report sets
each as TeX (then MathML or ``$…$``) with the names read as the checker reads them: an atom ``NAME_k`` is the
sequence NAME at offset k from i (``s_m1`` is s_(i-1), ``B_0`` is B_i), a name with a trailing number is an
indexed name (``H0`` is H_0, ``IH_m1`` is IH_(i-1)), any other ``a_b`` is a subscript (``L_j``), Greek letters'
names are the letters, and the certificates' short names ``lam``, ``ap`` are λ and a'.

>>> expression_tex("s_0**2 - s_m1*s_p1 >= 0")
's_{i}^{2} - s_{i-1} s_{i+1} \\geq 0'
>>> expression_tex("B_0/C_0 - A_0/B_0")
'\\frac{B_{i}}{C_{i}} - \\frac{A_{i}}{B_{i}}'
>>> expression_tex("H0**2*(p + q)**2*L_m1")
'H_{0}^{2} \\left(p + q\\right)^{2} L_{i-1}'
>>> expression_tex("alpha + beta*x"), expression_tex("f(m + 1) - f(m)"), expression_tex("a <= m < b")
('\\alpha + \\beta x', 'f\\left(m + 1\\right) - f\\left(m\\right)', 'a \\leq m < b')
"""

from __future__ import annotations

import ast
import re

__all__ = ["expression_tex", "outline_parts"]

_GREEK = frozenset(("alpha", "beta", "gamma", "delta", "epsilon", "lambda", "mu", "pi", "sigma", "tau"))
_OPERATORS = {ast.Add: "+", ast.Sub: "-"}
_COMPARE = {ast.GtE: r"\geq", ast.Gt: ">", ast.LtE: r"\leq", ast.Lt: "<", ast.Eq: "=", ast.NotEq: r"\neq"}
_ATOM = re.compile(r"^(?P<name>[A-Za-z]+)_(?P<side>[mp]?)(?P<offset>\d+)$")
_INDEXED = re.compile(r"^(?P<name>[A-Za-z]+)(?P<index>\d+)$")


#: Certificates' short names for the papers' symbols: lam is λ, ap is a' (a1p is a'_1 through _INDEXED).
_ALIASES = {"lam": r"\lambda", "ap": "a'", "a1p": "a'_{1}", "a2p": "a'_{2}", "bp": "b'", "cp": "c'"}


def _letters(name: str) -> str:
    if name in _ALIASES:
        return _ALIASES[name]
    if name in _GREEK:
        return f"\\{name}"
    return name if len(name) == 1 else f"\\mathrm{{{name}}}"


def _name(identifier: str) -> str:
    atom = _ATOM.match(identifier)
    if atom:
        offset = int(atom["offset"])
        where = "i" if offset == 0 else f"i{'-' if atom['side'] == 'm' else '+'}{offset}"
        return f"{_letters(atom['name'])}_{{{where}}}"
    indexed = _INDEXED.match(identifier)
    if indexed:
        return f"{_letters(indexed['name'])}_{{{indexed['index']}}}"
    head, _, tail = identifier.partition("_")
    return f"{_letters(head)}_{{{_letters(tail)}}}" if head and tail else _letters(identifier)


def _sum_like(node: ast.AST) -> bool:
    return (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub)) or isinstance(node, ast.UnaryOp)


def _tex(node: ast.AST) -> str:
    if isinstance(node, ast.Constant):
        return str(node.value)
    if isinstance(node, ast.Name):
        return _name(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _tex(node.operand)
        return f"-\\left({inner}\\right)" if _sum_like(node.operand) else f"-{inner}"
    if isinstance(node, ast.BinOp):
        left, right = _tex(node.left), _tex(node.right)
        if isinstance(node.op, ast.Add | ast.Sub):
            if isinstance(node.op, ast.Sub) and _sum_like(node.right):
                right = f"\\left({right}\\right)"
            return f"{left} {_OPERATORS[type(node.op)]} {right}"
        if isinstance(node.op, ast.Div):
            return f"\\frac{{{left}}}{{{right}}}"
        if isinstance(node.op, ast.Pow):
            base = f"\\left({left}\\right)" if not isinstance(node.left, ast.Name | ast.Constant) else left
            return f"{base}^{{{right}}}"
        if isinstance(node.op, ast.Mult):
            left = f"\\left({left}\\right)" if _sum_like(node.left) else left
            right = f"\\left({right}\\right)" if _sum_like(node.right) else right
            joint = r" \cdot " if isinstance(node.right, ast.Constant) else " "
            return f"{left}{joint}{right}"
    if isinstance(node, ast.Compare):
        parts = [_tex(node.left)]
        for op, operand in zip(node.ops, node.comparators, strict=True):
            parts += [_COMPARE[type(op)], _tex(operand)]
        return " ".join(parts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        arguments = ", ".join(_tex(a) for a in node.args)
        return f"{_name(node.func.id)}\\left({arguments}\\right)"
    raise ValueError(f"no TeX for {ast.dump(node)[:60]}")


def expression_tex(text: str) -> str:
    """A Python expression of a certificate (+ - * / **, comparisons, calls) as TeX; ValueError if it is not one."""
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError as error:
        raise ValueError(f"{text!r} is not an expression") from error
    return _tex(node)


def outline_parts(line: str) -> list[tuple[str, str]]:
    r"""An outline line as ('text', words) and ('tex', formula) parts: each `backticked` expression set as TeX
    (kept as ('code', text) when it is not one).

    >>> outline_parts("invariant `s_0 >= 0` (strict).")
    [('text', 'invariant '), ('tex', 's_{i} \\geq 0'), ('text', ' (strict).')]
    """
    parts: list[tuple[str, str]] = []
    for k, piece in enumerate(line.split("`")):
        if k % 2 == 0:
            if piece:
                parts.append(("text", piece))
            continue
        try:
            parts.append(("tex", expression_tex(piece)))
        except ValueError:
            parts.append(("code", piece))
    return parts
