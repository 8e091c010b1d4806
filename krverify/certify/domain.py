"""A record's domain as data (standard library only): enumerate its points, decide whether a witness lies in it.

The ledger stores each domain as ``{"axes": [...], "whole": bool}`` (or ``{"parts": [...]}``, a union).  An axis
binds ``names`` (under formula ``symbols``) to each value of ``values`` — an expression of the formula language
over the earlier axes' symbols — or, by ``kind``, is a condition (``where``: ``values`` is the condition) or a
computed value (``let``).  An axis with a ``search`` region also admits any value its ``member`` test (over
``value`` and the earlier symbols) accepts: a witness the search found there lies in the domain.  A union's parts
may bind different keys: a formula over a union is read with every part's parameters, None where the point's part
binds none (:func:`formula_values`).

>>> spec = {"axes": [{"kind": "values", "names": ["n"], "symbols": ["n"], "values": "ints(1, 3)"},
...                  {"kind": "values", "names": ["i"], "symbols": ["i"], "values": "ints(0, n)"},
...                  {"kind": "where", "names": [], "symbols": [], "values": "i < n"}], "whole": False}
>>> [tuple(p.values()) for p in points(spec)]
[(1, 0), (2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]
>>> contains(spec, {"n": 3, "i": 2}), contains(spec, {"n": 3, "i": 3}), contains(spec, {"n": 4, "i": 0})
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from typing import Any

from .formula import Expression, FormulaError, expression, value_of
from .primitives import PRIMITIVES

__all__ = ["contains", "formula_values", "parameters", "points", "spec_problem", "stated"]

Primitives = Mapping[str, Callable[..., Any]]


def spec_problem(spec: Any) -> str:
    """'' if ``spec`` has the shape of a domain, else what is wrong (its formulas are parsed on use)."""
    if not isinstance(spec, Mapping):
        return "the domain is not an object"
    if "parts" in spec:
        parts = spec["parts"]
        if not isinstance(parts, list) or not parts:
            return "a union domain has no parts"
        return next((problem for problem in map(spec_problem, parts) if problem), "")
    axes = spec.get("axes")
    if not isinstance(axes, list):
        return "the domain has no list of axes"
    for axis in axes:
        if not isinstance(axis, Mapping) or axis.get("kind") not in ("values", "let", "where") or not isinstance(
                axis.get("values"), str) or not isinstance(axis.get("names"), list) or not isinstance(
                axis.get("symbols"), list) or len(axis["names"]) != len(axis["symbols"]):
            return f"a malformed axis: {axis!r}"[:300]
    return ""


def parameters(spec: Mapping[str, Any]) -> dict[str, str]:
    """Point key -> formula symbol over the visible coordinates (computed ones, ``let``, included; a hidden axis only
    shapes the domain) of a domain and of each part of a union: the parameters a record's formula is read with, by
    the engine, the checker and the report alike."""
    if "parts" in spec:
        found: dict[str, str] = {}
        for part in spec["parts"]:
            found.update(parameters(part))
        return found
    return {name: symbol for axis in spec["axes"] if axis["kind"] != "where" and not axis.get("hidden")
            for name, symbol in zip(axis["names"], axis["symbols"], strict=True)}


def formula_values(point: Mapping[str, Any], symbols: Mapping[str, str]) -> dict[str, Any]:
    """The values a record's formula is read with at ``point``: each coordinate under its formula symbol (``x'`` ->
    ``xp``, as ``symbols``, a :func:`parameters` map, says), and **None for a parameter the point does not bind** —
    a point of one part of a union, whose parts bind different keys, leaves the other parts' parameters unbound.  A
    formula over a union tells its parts apart by ``x == None`` / ``x != None`` (None is not a number: any other use
    is an error).  The one place this rule lives: the checker (checker.formula_outcome) and the engine
    (claims/_formula.py formula_point) both read a point through it.

    >>> spec = {"parts": [{"axes": [{"kind": "values", "names": ["n"], "symbols": ["n"], "values": "ints(1, 2)"}]},
    ...                   {"axes": [{"kind": "values", "names": ["q'"], "symbols": ["qp"], "values": "(1/4,)"}]}]}
    >>> [formula_values(p, parameters(spec)) for p in points(spec)]
    [{'n': 1, 'qp': None}, {'n': 2, 'qp': None}, {'n': None, 'qp': Fraction(1, 4)}]
    """
    values: dict[str, Any] = dict.fromkeys(symbols.values())
    values.update((symbols.get(key, key), item) for key, item in point.items())
    return values


def stated(spec: Mapping[str, Any]) -> str:
    """The domain in words as the ledger states it: each axis's text (with its searched region), joined by "; ",
    the parts of a union by "; and ".  A record's domain text must be this text, so words cannot say another domain.

    >>> stated({"axes": [{"kind": "values", "names": ["N"], "symbols": ["N"], "values": "ints(2, 4)",
    ...                   "text": "N in 2..4", "search": {"text": "2..200", "member": "2 <= value <= 200"}},
    ...                  {"kind": "where", "names": [], "symbols": [], "values": "N > 2", "text": "N > 2"}]})
    'N in 2..4 (searched: N in 2..200); N > 2'
    """
    if "parts" in spec:
        return "; and ".join(stated(part) for part in spec["parts"])
    words = []
    for axis in spec["axes"]:
        text, search = axis.get("text", ""), axis.get("search")
        if search:
            names = axis["names"]
            text += f" (searched: {names[0] if len(names) == 1 else '(' + ', '.join(names) + ')'} in {search['text']})"
        words.append(text)
    return "; ".join(words) + (" (the whole parameter space)" if spec.get("whole") else "")


def _environment(bound: Mapping[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in bound.items() if key.isidentifier()}


def _evaluate(text: str, bound: Mapping[str, Any], primitives: Primitives) -> Any:
    env = _environment(bound)
    return value_of(_expression(text, tuple(env), tuple(primitives)), env, primitives)


@lru_cache(maxsize=512)
def _expression(text: str, names: tuple[str, ...], primitives: tuple[str, ...]) -> Expression:
    """An axis's text parsed once per (text, names in scope, primitive names): a domain evaluates the same few texts
    at every point.  The parsed expression is a frozen value of its key (a text that fails to parse raises every
    time: an exception is not cached)."""
    return expression(text, names, primitives)


def _bind(axis: Mapping[str, Any], bound: dict[str, Any], value: Any) -> dict[str, Any]:
    extended = dict(bound)
    values = (value,) if len(axis["names"]) == 1 else tuple(value)
    for name, symbol, part in zip(axis["names"], axis["symbols"], values, strict=True):
        extended[name] = part
        extended[symbol] = part
    return extended


def _visible(spec: Mapping[str, Any]) -> list[str]:
    return [name for axis in spec["axes"] if not axis.get("hidden") for name in axis["names"]]


def points(spec: Mapping[str, Any], primitives: Primitives = PRIMITIVES) -> Iterator[dict[str, Any]]:
    """Every point of the domain, the first axis outermost (the engine's sweep order)."""
    if "parts" in spec:
        for part in spec["parts"]:
            yield from points(part, primitives)
        return
    visible = _visible(spec)

    def walk(index: int, bound: dict[str, Any]) -> Iterator[dict[str, Any]]:
        if index == len(spec["axes"]):
            yield {name: bound[name] for name in visible}
            return
        axis = spec["axes"][index]
        if axis["kind"] == "where":
            if _condition(axis["values"], bound, primitives):
                yield from walk(index + 1, bound)
            return
        if axis["kind"] == "let":
            yield from walk(index + 1, _bind(axis, bound, _evaluate(axis["values"], bound, primitives)))
            return
        for value in _evaluate(axis["values"], bound, primitives):
            yield from walk(index + 1, _bind(axis, bound, value))

    yield from walk(0, {})


def _condition(text: str, bound: Mapping[str, Any], primitives: Primitives) -> bool:
    result = _evaluate(text, bound, primitives)
    if not isinstance(result, bool):
        raise FormulaError(f"the condition {text!r} gives {result!r}, not a truth value")
    return result


def contains(spec: Mapping[str, Any], point: Mapping[str, Any], primitives: Primitives = PRIMITIVES) -> bool:
    """Whether ``point`` is a swept point of the domain or lies in its searched regions (exact values); a coordinate
    the domain computes (``let``) must have the computed value."""
    if "parts" in spec:
        return any(contains(part, point, primitives) for part in spec["parts"])
    if set(point) != set(_visible(spec)):
        return False

    def walk(index: int, bound: dict[str, Any]) -> bool:
        if index == len(spec["axes"]):
            return True
        axis = spec["axes"][index]
        if axis["kind"] == "where":
            return _condition(axis["values"], bound, primitives) and walk(index + 1, bound)
        if axis["kind"] == "let":  # a visible let coordinate must be the value its formula gives
            extended = _bind(axis, bound, _evaluate(axis["values"], bound, primitives))
            return all(axis.get("hidden") or _same(point[name], extended[name]) for name in axis["names"]) \
                and walk(index + 1, extended)
        if axis.get("hidden"):
            return any(walk(index + 1, _bind(axis, bound, value))
                       for value in _evaluate(axis["values"], bound, primitives))
        names = axis["names"]
        value = point[names[0]] if len(names) == 1 else tuple(point[name] for name in names)
        search = axis.get("search")
        inside = bool(search) and _condition(search["member"], {**bound, "value": value}, primitives)
        if not inside:
            inside = any(_same(value, candidate) for candidate in _evaluate(axis["values"], bound, primitives))
        return inside and walk(index + 1, _bind(axis, bound, value))

    return walk(0, {})


def _same(value: Any, candidate: Any) -> bool:
    if isinstance(value, list):
        value = tuple(value)
    return value == candidate
