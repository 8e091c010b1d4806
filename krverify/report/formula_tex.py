r"""The formula a record decides, set as mathematics: each line of a formula-language text as one line of TeX.

The text is read by the kernel's own parser (:func:`krverify.certify.formula.parse`, so the lines, the
continuations and the whitelist are the ones that were checked), then every node is set by a rule of this module;
a node without a rule is a :class:`~krverify.certify.formula.FormulaError`, never dropped.  A definition
``name(a) = expr`` is set as ``name(a) := …`` (``:⇔`` when its body is a relation), a ``given`` line
as a condition line, the last line (the decided relation) as it is.  Parameters are written as the paper's symbols
(the record's domain axes map each formula symbol to the paper's name: ``xp`` is x'); other names are symbols when
they look like one (``q``, ``lam`` is λ, ``sigma1`` is σ₁, ``k_max`` is k with subscript max) and upright words
otherwise (``law``, ``histogram_law``).  Indices are the language's: ``x[0]`` is x₀, the first entry.

Aggregates carry their range: ``sum(f(j) for j in ints(a, b))`` is Σ_{j=a}^{b} f(j), ``max``/``min`` have the
range under the operator, ``all``/``any`` are ∀/∃, ``len`` of a generator counts (#{…}), ``tuple`` of a generator
is a family (f(i))_{i…}; ``x if c else y`` is a case distinction, ``prob(L, s)`` is P[L = s], ``at(x, i)`` and
``x[i]`` are subscripts, ``binom``, ``factorial``, ``sqrt``, ``exp``, ``floor``, ``ceil``, ``abs`` their usual
signs, ``unit(j, K)`` the unit vector e_j, ``drop(x, k)``/``take(x, k)`` the entries from k on / before k.

>>> for line in formula_tex("p = 1 - q\nR(i) = (N - i)/N * (p/q)\ngiven q < 1/2\nR(0) == p/q and R(N) == 1",
...                         {"N": "N", "q": "q"}):
...     print(line)
p \mathrel{:=} 1 - q
R(i) \mathrel{:=} \frac{N - i}{N} \frac{p}{q}
\text{given } q < \frac{1}{2}
R(0) = \frac{p}{q} \wedge R(N) = 1
>>> print(*formula_tex("all(binom(n, i) < 2**(n - 1) for i in ints(0, n))", {"n": "n"}))
\forall\, 0 \leq i \leq n:\ \binom{n}{i} < 2^{n - 1}
>>> print(*formula_tex("max(prob(L, s) for s in S if s != t) <= lam", {"L": "L", "S": "S", "t": "t", "lam": "λ"}))
\max_{\substack{s \in S \\ s \neq t}} \mathsf{P}[L = s] \leq \lambda
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from krverify.certify.domain import parameters
from krverify.certify.formula import Definition, FormulaError, parse
from krverify.certify.primitives import PRIMITIVES
from krverify.report.symbols import GREEK, MATH

__all__ = ["entry_formula_tex", "formula_tex", "name_tex"]

# Binding strength of what a node renders to: an operand weaker than its place needs is put in parentheses.
_QUANTIFIER, _IMPLIES, _OR, _AND, _NOT, _COMPARE, _CASES, _BIG, _ADD, _MUL, _NEG, _FRAC, _POW, _ATOM = range(14)

_COMPARISONS = {ast.Lt: "<", ast.LtE: r"\leq", ast.Gt: ">", ast.GtE: r"\geq", ast.Eq: "=", ast.NotEq: r"\neq"}
_BIG_OPERATORS = {"sum": r"\sum", "prod": r"\prod", "max": r"\max", "min": r"\min"}
_RELATIONS = ("all", "any", "implies", "iff")
_SIMPLE = re.compile(r"^(\\[A-Za-z]+|[A-Za-z0-9]+)$")
_INDEXED = re.compile(r"^(?P<head>[A-Za-z]+?)(?P<index>\d+)$")


# --------------------------------------------------------------------------- names


def _word(text: str) -> str:
    return rf"\mathrm{{{text.replace('_', chr(92) + '_')}}}"


def _letters(word: str) -> str | None:
    """A symbol's letters as TeX (one letter, or a Greek letter's name), else None."""
    if len(word) == 1:
        return (word if word.isalpha() else None) if word.isascii() else MATH.get(word)
    return GREEK.get(word)


def name_tex(name: str) -> str:
    r"""A name as TeX: a letter or a Greek name as that symbol, trailing digits or ``_tail`` as a subscript, any
    other identifier as an upright word; a paper's name that is not an identifier (x') letter by letter.

    >>> print(*(name_tex(n) for n in ("q", "lam", "Delta", "sigma1", "k_max", "eps_delta", "n_A", "λ_2")))
    q \lambda \Delta \sigma_{1} k_{\mathrm{max}} \epsilon_{\delta} n_{A} \lambda_{2}
    >>> print(name_tex("law"), name_tex("histogram_law"), name_tex("x'"), name_tex("ε"))
    \mathrm{law} \mathrm{histogram\_law} x' \varepsilon
    """
    if not name.isidentifier():
        return "".join(MATH.get(char, char) + (" " if char in MATH and MATH[char][-1].isalpha() else "")
                       for char in name).strip()
    symbol = _letters(name)
    if symbol:
        return symbol
    indexed = _INDEXED.match(name)
    if indexed and _letters(indexed["head"]):
        return f"{_letters(indexed['head'])}_{{{indexed['index']}}}"
    head, _, tail = name.partition("_")
    if head and tail and _letters(head):
        return f"{_letters(head)}_{{{tail if tail.isdigit() else _letters(tail) or _word(tail)}}}"
    return _word(name)


_TALL = re.compile(r"\\(frac|sum|prod|binom|substack|begin|sqrt)|\\(max|min)_")


def _fenced(tex: str, left: str = "(", right: str = ")") -> str:
    """``tex`` between delimiters, stretched (``\\left``/``\\right``) only around what is taller than a line."""
    space = " " if left[-1].isalpha() else ""
    if _TALL.search(tex):
        return rf"\left{left}{space}{tex}\right{right}"
    return f"{left}{space}{tex}{' ' if right[-1].isalpha() else ''}{right}"


def _script_base(tex: str) -> str:
    """A base that can take a sub- or superscript of its own (x, \\lambda), else the base as a group."""
    return tex if _SIMPLE.match(tex) else f"{{{tex}}}"


# --------------------------------------------------------------------------- expressions


class _Setter:
    """TeX of one formula's expressions, with the paper's names for its parameters."""

    def __init__(self, names: Mapping[str, str]) -> None:
        self.names = dict(names)
        self.calls: dict[str, Callable[[list[ast.expr]], tuple[str, int]]] = {
            "binom": lambda a: (rf"\binom{{{self.tex(a[0])}}}{{{self.tex(a[1])}}}", _ATOM),
            "factorial": lambda a: (f"{self.operand(a[0], _ATOM)}!", _POW),
            "sqrt": lambda a: (rf"\sqrt{{{self.tex(a[0])}}}", _ATOM),
            "exp": lambda a: (f"e^{{{self.tex(a[0])}}}", _POW),
            "ln": lambda a: (r"\ln" + _fenced(self.tex(a[0])), _ATOM),
            "Phi": lambda a: (r"\Phi" + _fenced(self.tex(a[0])), _ATOM),
            "floor": lambda a: (_fenced(self.tex(a[0]), r"\lfloor", r"\rfloor"), _ATOM),
            "ceil": lambda a: (_fenced(self.tex(a[0]), r"\lceil", r"\rceil"), _ATOM),
            "abs": lambda a: (_fenced(self.tex(a[0]), "|", "|"), _ATOM),
            "at": lambda a: self.subscript(a[0], [a[1]]),
            "prob": lambda a: (r"\mathsf{P}" + _fenced(f"{self.tex(a[0])} = {self.tex(a[1])}", "[", "]"), _ATOM),
            # ones_pmf(N, M, q, t[, k]) is prob(ones_law(N, M, q[, k]), t): set as that
            "ones_pmf": lambda a: (r"\mathsf{P}" + _fenced(r"\mathrm{ones\_law}" + _fenced(", ".join(
                self.tex(x) for x in [*a[:3], *a[4:]])) + f" = {self.tex(a[3])}", "[", "]"), _ATOM),
            "integer": lambda a: (rf"{self.operand(a[0], _ADD)} \in \mathbb{{Z}}", _COMPARE),
            "rational": lambda a: (rf"{self.operand(a[0], _ADD)} \in \mathbb{{Q}}", _COMPARE),
            "vadd": lambda a: self.arithmetic(ast.Add(), a[0], a[1]),
            "vsub": lambda a: self.arithmetic(ast.Sub(), a[0], a[1]),
            "unit": lambda a: (rf"\mathbf{{e}}_{{{self.tex(a[0])}}}", _ATOM),
            "drop": lambda a: (f"{_script_base(self.operand(a[0], _ATOM))}_{{\\geq {self.tex(a[1])}}}", _ATOM),
            "take": lambda a: (f"{_script_base(self.operand(a[0], _ATOM))}_{{< {self.tex(a[1])}}}", _ATOM),
            "len": self.size,
            "ints": lambda a: (_fenced(rf"{self.tex(a[0])}, \dots, {self.tex(a[1])}", r"\{", r"\}"), _ATOM),
            "subsets": lambda a: (r"\mathcal{P}" + _fenced(self.tex(a[0])), _ATOM),
            "pairs": lambda a: (r" \times ".join(self.operand(x, _ATOM) for x in a), _MUL),
            "implies": lambda a: (rf"{self.operand(a[0], _OR)} \Rightarrow {self.operand(a[1], _OR)}", _IMPLIES),
            "iff": lambda a: (rf"{self.operand(a[0], _OR)} \Leftrightarrow {self.operand(a[1], _OR)}", _IMPLIES),
        }

    def name(self, identifier: str) -> str:
        if identifier in self.names:
            return name_tex(self.names[identifier])
        return {"pi": r"\pi", "e": "e"}.get(identifier) or name_tex(identifier)

    def tex(self, node: ast.expr) -> str:
        return self.set(node)[0]

    def operand(self, node: ast.expr, least: int) -> str:
        """``node`` in parentheses when it binds less strongly than ``least``."""
        tex, strength = self.set(node)
        return tex if strength >= least else _fenced(tex)

    def set(self, node: ast.expr) -> tuple[str, int]:
        """(TeX, binding strength) of one node; FormulaError for a node without a rule."""
        match node:
            case ast.Constant(value=bool(truth)):
                return (r"\mathrm{true}" if truth else r"\mathrm{false}"), _ATOM
            case ast.Constant(value=int(number)):
                return str(number), _ATOM
            case ast.Constant(value=str(word)):  # a word (a case's name), quoted as the formula writes it
                return _word_tex(word), _ATOM
            case ast.Name(id=identifier):
                return self.name(identifier), _ATOM
            case ast.BinOp(op=ast.Div(), left=left, right=right):
                return rf"\frac{{{self.tex(left)}}}{{{self.tex(right)}}}", _FRAC
            case ast.BinOp(op=ast.Pow(), left=left, right=right):
                tex, strength = self.set(left)
                base = _script_base(tex) if strength == _ATOM else _fenced(tex)
                return f"{base}^{{{self.tex(right)}}}", _POW
            case ast.BinOp(op=ast.Add() | ast.Sub() | ast.Mult() as op, left=left, right=right):
                return self.arithmetic(op, left, right)
            case ast.UnaryOp(op=ast.USub() | ast.UAdd() as op, operand=operand):
                sign = "-" if isinstance(op, ast.USub) else "+"
                return f"{sign}{self.operand(operand, _FRAC if isinstance(operand, ast.UnaryOp) else _MUL)}", _NEG
            case ast.UnaryOp(op=ast.Not(), operand=operand):
                return rf"\neg {self.operand(operand, _CASES)}", _NOT
            case ast.BoolOp(op=ast.And() | ast.Or() as op, values=values):
                strength = _AND if isinstance(op, ast.And) else _OR
                joint = r" \wedge " if strength == _AND else r" \vee "
                return joint.join(self.operand(v, strength + 1) for v in values), strength
            case ast.Compare(left=left, ops=[ast.Eq() | ast.NotEq() as op], comparators=[ast.Constant(value=None)]):
                # a parameter the point does not bind (a union's other part; certify/domain.py formula_values)
                unbound = r"\text{ unbound}" if isinstance(op, ast.Eq) else r"\text{ bound}"
                return self.operand(left, _CASES) + unbound, _COMPARE
            case ast.Compare(left=left, ops=ops, comparators=comparators):
                parts = [self.operand(left, _CASES)]
                for op, right in zip(ops, comparators, strict=True):
                    parts += [_COMPARISONS[type(op)], self.operand(right, _CASES)]
                return " ".join(parts), _COMPARE
            case ast.IfExp(test=test, body=body, orelse=orelse):
                return (rf"\begin{{cases}} {self.tex(body)} & \text{{if }} {self.tex(test)} \\ "
                        rf"{self.tex(orelse)} & \text{{otherwise}} \end{{cases}}"), _CASES
            case ast.Constant(value=None):  # no value: an unbounded end of an interval
                return r"\infty", _ATOM
            case ast.Tuple(elts=elements):  # an interval (None, b) starts at -infinity
                return _fenced(", ".join(r"-\infty" if index == 0 and len(elements) == 2 and isinstance(
                    e, ast.Constant) and e.value is None else self.tex(e) for index, e in enumerate(elements))), _ATOM
            case ast.Subscript(value=container, slice=index):
                return self.subscript(container, [index])
            case ast.GeneratorExp() as generator:
                return self.family(generator), _ATOM
            case ast.Call(func=ast.Name(id=function), args=[ast.GeneratorExp() as generator], keywords=[]):
                return self.aggregate(function, generator)
            case ast.Call(func=ast.Name(id=function), args=arguments, keywords=[]) if function in self.calls \
                    and function not in self.names:
                return self.calls[function](arguments)
            case ast.Call(func=ast.Name(id=function), args=arguments, keywords=keywords):
                return self.call(function, arguments, keywords)
        raise FormulaError(f"no TeX for {type(node).__name__}: {ast.unparse(node)[:80]}")

    def arithmetic(self, op: ast.operator, left: ast.expr, right: ast.expr) -> tuple[str, int]:
        if isinstance(op, ast.Mult):
            right_tex, strength = self.set(right)
            if strength < _MUL or strength == _NEG:
                right_tex = _fenced(right_tex)
            joint = r" \cdot " if right_tex[:1].isdigit() else " "
            return f"{self.operand(left, _MUL)}{joint}{right_tex}", _MUL
        right_tex, strength = self.set(right)
        if strength < _ADD or strength == _NEG or (isinstance(op, ast.Sub) and strength == _ADD):
            right_tex = _fenced(right_tex)
        return f"{self.operand(left, _ADD)} {'+' if isinstance(op, ast.Add) else '-'} {right_tex}", _ADD

    def subscript(self, container: ast.expr, indices: list[ast.expr]) -> tuple[str, int]:
        """x[i] as x_i; x[i][j] as x_{i,j}; a container that is not a name in parentheses."""
        while isinstance(container, ast.Subscript):
            indices = [container.slice, *indices]
            container = container.value
        base = self.tex(container) if isinstance(container, ast.Name | ast.Tuple) else \
            _fenced(self.tex(container))
        return f"{_script_base(base)}_{{{', '.join(self.tex(i) for i in indices)}}}", _ATOM

    def size(self, arguments: list[ast.expr]) -> tuple[str, int]:
        """len(x) as |x|; the length of a generator's tuple as the count of its range."""
        match arguments:
            case [ast.Call(func=ast.Name(id="tuple"), args=[ast.GeneratorExp() as generator], keywords=[])] \
                    if "tuple" not in self.names:
                return self.aggregate("len", generator)
        return _fenced(self.tex(arguments[0]), "|", "|"), _ATOM

    def call(self, function: str, arguments: list[ast.expr], keywords: list[ast.keyword]) -> tuple[str, int]:
        """A call without a sign of its own: the function's name and its arguments in parentheses."""
        parts = [self.tex(a) for a in arguments]
        parts += [f"{name_tex(k.arg)} = {self.tex(k.value)}" for k in keywords if k.arg]
        if any(k.arg is None for k in keywords):
            raise FormulaError(f"no TeX for **keywords in a call of {function}")
        head = _BIG_OPERATORS.get(function) if function not in self.names else None
        return (head or self.name(function)) + _fenced(", ".join(parts)), _ATOM

    # generators ------------------------------------------------------------
    def ranges(self, generator: ast.GeneratorExp) -> tuple[list[str], list[str]]:
        """(where each variable runs, the filters) of a generator's clauses."""
        where, filters = [], []
        for clause in generator.generators:
            target = self.tex(clause.target)
            match clause.iter:
                case ast.Call(func=ast.Name(id="ints"), args=[low, high]) if "ints" not in self.names:
                    where.append(rf"{self.operand(low, _BIG)} \leq {target} \leq {self.operand(high, _BIG)}")
                case ast.Call(func=ast.Name(id="subsets"), args=[pool]) if "subsets" not in self.names:
                    where.append(rf"{target} \subseteq {self.operand(pool, _BIG)}")
                case iterable:
                    where.append(rf"{target} \in {self.operand(iterable, _BIG)}")
            filters += [self.tex(condition) for condition in clause.ifs]
        return where, filters

    def aggregate(self, function: str, generator: ast.GeneratorExp) -> tuple[str, int]:
        where, filters = self.ranges(generator)
        body = generator.elt
        if function in ("all", "any"):
            quantifier = r"\forall" if function == "all" else r"\exists"
            condition = rf" \text{{ with }} {', '.join(filters)}" if filters else ""
            return rf"{quantifier}\, {', '.join(where)}{condition}:\ {self.tex(body)}", _QUANTIFIER
        if function == "len":
            counted = ", ".join(where) + (" : " + ", ".join(filters) if filters else "")
            return r"\#" + _fenced(counted, r"\{", r"\}"), _ATOM
        if function in _BIG_OPERATORS:
            operator = _BIG_OPERATORS[function]
            single = generator.generators[0]
            if function in ("sum", "prod") and len(generator.generators) == 1 and isinstance(single.iter, ast.Call) \
                    and isinstance(single.iter.func, ast.Name) and single.iter.func.id == "ints" \
                    and "ints" not in self.names:
                low, high = single.iter.args
                lower = [f"{self.tex(single.target)} = {self.tex(low)}", *filters]
                return f"{operator}_{{{_stacked(lower)}}}^{{{self.tex(high)}}} {self.operand(body, _MUL)}", _BIG
            return f"{operator}_{{{_stacked(where + filters)}}} {self.operand(body, _MUL)}", _BIG
        if function == "tuple" and "tuple" not in self.names:
            return self.family(generator), _ATOM
        return self.call(function, [generator], [])

    def family(self, generator: ast.GeneratorExp) -> str:
        """A generator's values as an indexed family (f(i))_{i …}."""
        where, filters = self.ranges(generator)
        return f"{_fenced(self.tex(generator.elt))}_{{{_stacked(where + filters)}}}"


def _stacked(lines: Sequence[str]) -> str:
    return lines[0] if len(lines) == 1 else r"\substack{" + r" \\ ".join(lines) + "}"


# --------------------------------------------------------------------------- formulas


def _relation(node: ast.expr) -> bool:
    return isinstance(node, ast.Compare | ast.BoolOp) or (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _RELATIONS)


def formula_tex(text: str, names: Mapping[str, str]) -> tuple[str, ...]:
    """Each line of a formula as TeX.  ``names`` maps every parameter (the formula's symbols) to the paper's name
    for it; the formula is parsed by the kernel's parser with the listed primitives (FormulaError if it does not
    parse, or a node has no TeX)."""
    formula = parse(text, tuple(names), tuple(PRIMITIVES))
    setter = _Setter(names)
    lines = []
    for step in formula.steps:
        if isinstance(step, Definition):
            head = setter.name(step.name)
            if step.parameters:
                head += _fenced(", ".join(setter.name(p) for p in step.parameters))
            defined = r" \mathrel{:\Leftrightarrow} " if _relation(step.body) else r" \mathrel{:=} "
            lines.append(f"{head}{defined}{setter.tex(step.body)}")
        else:
            lines.append(rf"\text{{given }} {setter.tex(step[1])}")
    lines.append(setter.tex(formula.relation))
    return tuple(lines)


def _names(space: Mapping[str, Any] | None) -> dict[str, str]:
    """The formula symbols of a domain and the paper's name of each: the parameters the kernel parses the formula
    with (certify/domain.py's ``parameters``)."""
    return {symbol: name for name, symbol in parameters(space).items()} if space else {}


def entry_formula_tex(entry: Mapping[str, Any]) -> tuple[str, ...]:
    """The formula a ledger entry (a record or a correction) decided, as TeX lines; () when it carries none."""
    text = entry.get("formula")
    return _formula_tex_of(str(text), tuple(_names(entry.get("space")).items())) if text else ()


@cache
def _formula_tex_of(text: str, names: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """:func:`formula_tex`, once per formula and names (the report sets each entry's formula in three renderings)."""
    return formula_tex(text, dict(names))


def _word_tex(word: str) -> str:
    r"""A word as quoted text; a character TeX's text mode reserves is set in math between the pieces of text (MathML
    converters take text verbatim, so an escape inside \text would show as a backslash).

    >>> _word_tex("P(s|D_m)/P(s|D)")
    "\\text{``P(s|D}\\_\\text{m)/P(s|D)''}"
    """
    pieces = re.split(r"([{}_#$%&])", f"``{word}''")
    return "".join("\\" + piece if piece and piece in "{}_#$%&" else rf"\text{{{piece}}}" if piece else ""
                   for piece in pieces).replace("^", r"\^{}").replace("~", r"\~{}")

