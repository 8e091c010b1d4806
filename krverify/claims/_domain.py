"""A claim's domain, declared once: the text the ledger states, the points the sweep checks, the search, membership.

A :class:`Domain` is a sequence of coordinates, enumerated in order (the first is the outermost loop, so put small
values first: the first counterexample a sweep meets is then a small one).  Each coordinate knows the values it
sweeps — possibly depending on earlier coordinates, which its bounds or its function name — the words that describe
them, and where the search may draw beyond the sweep (a :class:`Region`: its own words, strategy and membership).
Everything the ledger says about a domain is rendered from these objects, so the text cannot disagree with the
points, the search or the membership test that every recorded witness must pass.

>>> d = Domain.of(ints("n", 1, 3), ints("i", 0, "n"))
>>> d.description
'n in 1..3; 0 <= i <= n'
>>> len(list(d.points())), d.contains({"n": 2, "i": 2}), d.contains({"n": 2, "i": 3})
(9, True, False)

A region with closed ends (a probability in [0, 1]) must have its ends among the swept values: a boundary is
where printed statements fail first.  Leaving one out needs a ``narrowed domain`` deviation, which the record
then states:

>>> among("p", (Fraction(1, 2),), search=rationals(0, 1, ends="[]"))
Traceback (most recent call last):
...
ValueError: domain coordinate p: the printed range includes p = 0, 1, which the sweep leaves out; sweep it or \
state a 'narrowed domain' deviation
"""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property
from typing import Any

from krverify.claims import _strategies as st
from krverify.claims._reading import Deviation

__all__ = ["Axis", "Domain", "Region", "among", "at", "each", "integers", "ints", "let", "rationals", "region", "steps",
           "where"]

Point = Mapping[str, Any]
_DONE = object()  # the end of a coordinate's values
_IDENTITY = object()  # tags a key made of an object's identity


# --------------------------------------------------------------------------- small helpers


def value_text(value: Any) -> str:
    """How a swept value reads: 9/1000, (1, 0), {1/4, 3/4}."""
    if isinstance(value, tuple):
        return "(" + ", ".join(value_text(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    return str(value)


def set_text(values: Iterable[Any]) -> str:
    return "{" + ", ".join(value_text(v) for v in values) + "}"


class _Call:
    """A function of earlier coordinates, called with the ones its parameters name (after ``skip_first``), or
    with all of them as one mapping when its only parameter is ``point``."""

    def __init__(self, function: Callable[..., Any], *, skip_first: bool = False) -> None:
        self.function = function
        self.names = tuple(inspect.signature(function).parameters)[1 if skip_first else 0:]
        #: a function of ``point`` gets every earlier coordinate (for keys that are not identifiers: x', e^eps)
        self.whole = self.names == ("point",)

    def __call__(self, bound: Point, *first: Any) -> Any:
        if self.whole:
            return self.function(*first, bound)
        return self.function(*first, **{name: bound[name] for name in self.names})


class _Bound:
    """An integer bound: a constant or an expression in earlier coordinates ("N - 1", "k*N")."""

    _NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Name, ast.Load, ast.Constant, ast.Add, ast.Sub, ast.Mult,
              ast.FloorDiv, ast.Pow, ast.USub)

    def __init__(self, bound: int | str) -> None:
        self.text = str(bound)
        if isinstance(bound, int):
            self.code, self.names = None, ()
            self.constant: int | None = bound
            return
        tree = ast.parse(bound, mode="eval")
        if not all(isinstance(node, self._NODES) for node in ast.walk(tree)):
            raise ValueError(f"bound={bound!r} is not an integer expression in earlier coordinates")
        self.code, self.constant = compile(tree, "<bound>", "eval"), None
        self.names = tuple(sorted({node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}))

    def __call__(self, bound: Point) -> int:
        if self.constant is not None:
            return self.constant
        return int(eval(self.code, {"__builtins__": {}}, {name: bound[name] for name in self.names}))


def _environment(bound: Point) -> dict[str, Any]:
    return {key: value for key, value in bound.items() if key.isidentifier()}


def _formula_values(text: str) -> Callable[[Point], Iterable[Any]]:
    """The values an expression of the formula language gives at the earlier coordinates (a tuple or an iterable).

    Memoized on the exact values of the coordinates the expression reads (typed: 1, True and 1/1 are different
    keys), where those are ints, rationals, words, truth values or tuples of them and the value is immutable (a
    truth value, a number, a range, a tuple of them): a domain's ``where`` conditions and value families read few
    coordinates, and sweeps, searches and claims on the same domain ask for the same values again and again.

    >>> values = _formula_values("ints(0, n)")
    >>> values({"n": 2, "q": Fraction(1, 2)}), values({"n": 2, "q": Fraction(1, 3)}) is values({"n": 2})
    (range(0, 3), False)
    """
    from krverify.certify.formula import expression, value_of
    from krverify.claims._formula import engine_primitives

    primitives = engine_primitives()
    #: the keys of the earlier coordinates -> (the parsed expression, the keys it reads, its memo)
    parsed: dict[tuple[str, ...], tuple[Any, tuple[str, ...], dict[Any, Any]]] = {}

    def values(bound: Point) -> Iterable[Any]:
        env = _environment(bound)
        names = tuple(sorted(env))
        entry = parsed.get(names)
        if entry is None:
            tree = expression(text, names, primitives)
            read = {node.id for node in ast.walk(tree.tree) if isinstance(node, ast.Name)}
            entry = parsed[names] = (tree, tuple(name for name in names if name in read), {})
        tree, read_names, memo = entry
        try:
            key = tuple([st.typed_key(env[name]) for name in read_names])
        except TypeError:
            return value_of(tree, env, primitives)
        found = memo.get(key, _DONE)
        if found is not _DONE:
            return found
        result = value_of(tree, env, primitives)
        if _immutable(result):
            if len(memo) >= _MEMO_SIZE:
                memo.clear()
            memo[key] = result
        return result

    return values


#: Values remembered per expression and set of coordinate names (then the memo starts afresh).
_MEMO_SIZE = 1 << 14


def _immutable(value: Any) -> bool:
    """Whether a value can be shared between calls: a truth value, an int, a rational, a word, None, a range or a
    tuple of these."""
    kind = type(value)
    if kind is tuple:
        return all(_immutable(item) for item in value)
    return kind in (bool, int, Fraction, str, range) or value is None


def _formula_test(text: str) -> Callable[[Point], bool]:
    """A condition of the formula language at the earlier coordinates (and ``value``, in a region)."""
    values = _formula_values(text)

    def test(bound: Point) -> bool:
        result = values(bound)
        if not isinstance(result, bool):
            raise ValueError(f"the condition {text!r} gives {result!r}, not a truth value")
        return result

    return test


def _literal(value: Any) -> str:
    """A swept value as the formula language writes it: 9/1000, (1, 0), 3, "flip".

    >>> print(_literal((Fraction(9, 1000), "flip")), _literal("equal allowed"))
    (9/1000, "flip") "equal allowed"
    """
    if isinstance(value, tuple):
        return "(" + ", ".join(_literal(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if value is None:  # no value: an unbounded end
        return "None"
    if isinstance(value, str) and _WORD.fullmatch(value) and not _reads_as_number(value):
        return f'"{value}"'  # a word naming a case (the language compares words only by == and !=)
    if isinstance(value, bool) or not isinstance(value, int | Fraction):
        raise TypeError(value)
    return str(value)


#: A word the language writes in double quotes as it is (no quote or backslash to escape).
_WORD = re.compile(r"[^\"\\\n]+")


def _reads_as_number(text: str) -> bool:
    """Whether the ledger's text of a point would read ``text`` as a rational (the kernel refuses such a word)."""
    from krverify.certify.exact import rational

    try:
        rational(text)
    except ValueError:
        return False
    return True


# --------------------------------------------------------------------------- regions the search draws from


@dataclass(frozen=True)
class Region:
    """Where the search draws one coordinate beyond the swept values: words, a strategy, membership.

    ``strategy(bound)`` and ``member(value, bound)`` get the earlier coordinates as a mapping; ``ends``: the
    endpoints the printed range includes (they must be swept).
    """

    text: str
    strategy: Callable[[Point], Any]
    member: Callable[[Any, Point], bool]
    ends: tuple[Any, ...] = ()
    #: the membership test in the formula language, over ``value`` and the earlier coordinates (None: only code)
    test: str | None = None


def region(text: str, strategy: Callable[..., Any], member: Callable[..., bool] | str) -> Region:
    """A region in words with a strategy and a membership test, each a function of the earlier coordinates it
    names (``member`` takes the value first): random distributions, stochastic matrices, ...

    >>> r = region("n in 1..5", lambda: st.integers(1, 5), lambda value: 1 <= value <= 5)
    >>> r.member(3, {}), r.member(6, {})
    (True, False)
    """
    draw = _Call(strategy)
    if isinstance(member, str):
        condition = _formula_test(member)
        return Region(text, draw, lambda value, bound: condition({**bound, "value": value}), test=member)
    test = _Call(member, skip_first=True)
    return Region(text, draw, lambda value, bound: bool(test(bound, value)))


def integers(low: int, high: int) -> Region:
    """The integers ``low..high`` (a region for a coordinate swept at a few sizes).

    >>> integers(2, 12).member(5, {}), integers(2, 12).member(True, {})
    (True, False)
    """
    strategy = st.integers(low, high)
    return Region(f"{low}..{high}", lambda bound: strategy,
                  lambda value, bound: isinstance(value, int) and not isinstance(value, bool) and low <= value <= high,
                  test=f"integer(value) and {low} <= value and value <= {high}")


def rationals(low: Fraction | int | str, high: Fraction | int | str, *, ends: str = "()",
              max_denominator: int = 100) -> Region:
    """Rationals between ``low`` and ``high`` with denominators up to ``max_denominator``; ``ends`` is "()", "[]",
    "[)" or "(]" (which ends the printed range includes).

    >>> r = rationals(0, "1/2", max_denominator=100)
    >>> r.text, r.member(Fraction(1, 4), {}), r.member(Fraction(1, 2), {}), r.ends
    ('(0, 1/2), denominators up to 100', True, False, ())
    """
    lo, hi = Fraction(low), Fraction(high)
    if len(ends) != 2 or ends[0] not in "([" or ends[1] not in ")]" or not lo < hi:
        raise ValueError(f"rationals({low}, {high}, ends={ends!r}) is not an interval")
    closed_low, closed_high = ends[0] == "[", ends[1] == "]"
    step = Fraction(1, max_denominator)
    draw_low = lo if closed_low else lo + step
    draw_high = hi if closed_high else hi - step

    def member(value: Any) -> bool:
        return (isinstance(value, Fraction | int) and not isinstance(value, bool)
                and Fraction(value).denominator <= max_denominator
                and (lo <= value if closed_low else lo < value) and (value <= hi if closed_high else value < hi))

    strategy = st.fractions(draw_low, draw_high, max_denominator=max_denominator)
    test = (f"rational(value) and denominator(value) <= {max_denominator} and {lo} {'<=' if closed_low else '<'} "
            f"value and value {'<=' if closed_high else '<'} {hi}")
    return Region(f"{ends[0]}{lo}, {hi}{ends[1]}, denominators up to {max_denominator}",
                  lambda bound: strategy, lambda value, bound: member(value),
                  tuple(end for end, closed in ((lo, closed_low), (hi, closed_high)) if closed), test=test)


# --------------------------------------------------------------------------- coordinates


@dataclass(frozen=True)
class Axis:
    """One coordinate: its name, its words, its swept values (a function of earlier coordinates), its region.

    ``kind``: "values" (a coordinate), "let" (computed from earlier ones), "where" (a condition; no name).
    A ``hidden`` coordinate parametrizes later ones but is not part of the point.  ``deviation`` is stated by
    every record on this domain (a left-out boundary, an added condition).
    """

    name: str
    text: str
    values: Callable[[Point], Iterable[Any]]
    kind: str = "values"
    #: the point keys it binds: (name,), or several for a joint coordinate such as (n, L)
    names: tuple[str, ...] = ()
    search: Region | None = None
    hidden: bool = False
    deviation: Deviation | None = None
    #: how the search draws a swept value, when not by sampling them (integers: from their range)
    draw: Callable[[Point], Any] | None = None
    #: the earlier coordinates the swept values depend on (None: unknown), so the search samples each family once
    depends: tuple[str, ...] | None = None
    #: the same coordinate swept at larger sizes, for ``check --depth`` (None: no deeper sizes)
    deep: Axis | None = field(default=None, compare=False, repr=False)
    #: the swept values (or the condition, or the computed value) in the formula language, over the earlier
    #: coordinates' symbols (None: only code computes them, and the checker cannot enumerate this domain)
    source: str | None = None
    #: the formula names of ``names`` (a point key that is not an identifier, such as x', needs one)
    symbols: tuple[str, ...] = ()
    _sampled: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.names and self.kind != "where":
            object.__setattr__(self, "names", (self.name,))
        if not self.symbols:
            object.__setattr__(self, "symbols", self.names)
        if len(self.symbols) != len(self.names):
            raise ValueError(f"domain coordinate {self.name}: symbols={self.symbols!r} must name each of "
                             f"{self.names!r}")

    @property
    def spec(self) -> dict[str, Any] | None:
        """The coordinate as data: what the ledger stores and the checker enumerates (None: code only)."""
        if self.source is None or (self.search is not None and self.search.test is None) or not all(
                symbol.isidentifier() for symbol in self.symbols):
            return None
        found: dict[str, Any] = {"kind": self.kind, "names": list(self.names), "symbols": list(self.symbols),
                                 "values": self.source, "text": self.text}
        if self.hidden:
            found["hidden"] = True
        if self.search is not None:
            found["search"] = {"text": self.search.text, "member": self.search.test}
        return found
    def swept(self, bound: Point) -> Iterable[Any]:
        return self.values(bound)

    def bind(self, bound: dict[str, Any], value: Any) -> None:
        """Put ``value`` into ``bound`` (a joint coordinate's tuple under each of its names, and under its formula
        symbol where that differs from the name)."""
        names = self.names
        if len(names) == 1 and self.symbols[0] == names[0]:  # the usual coordinate: one name, its own symbol
            bound[names[0]] = value
            return
        values = (value,) if len(names) == 1 else tuple(value)
        for name, symbol, part in zip(names, self.symbols, values, strict=True):
            bound[name] = part
            if symbol != name:
                bound[symbol] = part

    def value_in(self, point: Point) -> Any:
        return point[self.name] if len(self.names) == 1 else tuple(point[n] for n in self.names)

    def strategy(self, bound: Point) -> Any:
        if self.search is not None:
            return self.search.strategy(bound)
        if self.draw is not None:
            return self.draw(bound)
        key = self._family_key(bound)
        strategy = self._sampled.get(key) if key is not None else None
        if strategy is None:
            values = tuple(self.values(bound))
            if key is None:  # the same tuple again (a memoized formula's values): its strategy, without a new key
                seen = self._sampled.get((_IDENTITY, id(values)))
                if seen is not None and seen[0] is values:
                    return seen[1]
            strategy = st.sampled_from(values) if values else st.nothing()
            if len(self._sampled) < 4096:
                if key is not None:
                    self._sampled[key] = strategy
                elif values:
                    self._sampled[(_IDENTITY, id(values))] = (values, strategy)  # kept alive: the id is not reused
        return strategy

    def _family_key(self, bound: Point) -> Any:
        """The values of the coordinates the swept family depends on (hashable), or None."""
        names = self.depends if self.depends is not None else getattr(self.values, "names", None)
        if names is None:
            return None
        if names == ("point",) and getattr(self.values, "whole", False):
            names = tuple(bound)
        try:
            key = tuple((name, bound[name]) for name in names)
            hash(key)
        except (TypeError, KeyError):
            return None
        return key

    def member(self, value: Any, bound: Point) -> bool:
        if self.search is not None and self.search.member(value, bound):
            return True
        return any(_same(value, candidate) for candidate in self.values(bound))

    def rendered(self) -> str:
        if self.search is None:
            return self.text
        return f"{self.text} (searched: {self.name} in {self.search.text})"


def _same(value: Any, candidate: Any) -> bool:
    """Equal exact values (1 == Fraction(1), as the ledger's JSON revives them), but a list is not a tuple."""
    if value != candidate:
        return False
    return isinstance(value, list) == isinstance(candidate, list)


def ints(name: str, low: int | str, high: int | str, *, search_high: int | None = None, deep_high: int | None = None,
         least: int | None = None, deviation: Deviation | None = None, hidden: bool = False,
         symbol: str | None = None) -> Axis:
    """Integers ``low..high`` (bounds: ints or expressions in earlier coordinates, "N - 1").

    ``search_high``: the search also draws up to it.  ``deep_high``: ``check --depth`` also sweeps up to it (a
    separate evidence level; the default check stops at ``high``).  ``least``: the printed minimum when the sweep
    starts above it (then a ``narrowed domain`` deviation must say why the smaller values are left out).

    >>> ints("N", 1, 40).text, ints("m", 1, "N - 1").text
    ('N in 1..40', '1 <= m <= N - 1')
    >>> ints("N", 1, 24, deep_high=40).deep.text
    'N in 1..40'
    """
    deeper = None
    if deep_high is not None:
        if not (isinstance(high, int) and isinstance(deep_high, int) and deep_high > high):
            raise ValueError(f"domain coordinate {name}: deep_high={deep_high!r} must be an integer above "
                             f"high={high!r}")
        deeper = ints(name, low, deep_high, search_high=search_high, least=least, deviation=deviation, hidden=hidden,
                      symbol=symbol)
    lo, hi = _Bound(low), _Bound(high)
    if least is not None and isinstance(low, int) and least < low and (
            deviation is None or deviation.kind != "narrowed domain"):
        raise ValueError(f"domain coordinate {name}: the printed range starts at {name} = {least}, the sweep at "
                         f"{low}; sweep it or state a 'narrowed domain' deviation")
    text = f"{name} in {low}..{high}" if lo.constant is not None and hi.constant is not None else \
        f"{low} <= {name} <= {high}"
    search = None
    if search_high is not None:
        search = Region(f"{low}..{search_high}", lambda bound: st.integers(lo(bound), search_high),
                        lambda value, bound: isinstance(value, int) and lo(bound) <= value <= search_high,
                        test=f"integer(value) and {low} <= value and value <= {search_high}")
    return Axis(name, text, lambda bound: range(lo(bound), hi(bound) + 1), search=search, hidden=hidden,
                deviation=deviation, draw=lambda bound: st.integers(lo(bound), hi(bound)), deep=deeper,
                source=f"ints({low}, {high})", symbols=(symbol or name,))


def among(name: str | tuple[str, ...], values: Iterable[Any], *, search: Region | None = None, text: str = "",
          deviation: Deviation | None = None, hidden: bool = False, deeper: Iterable[Any] = (),
          symbol: str | tuple[str, ...] | None = None) -> Axis:
    """One of the given values; ``search``: the printed range the search draws from (its closed ends must be swept,
    unless ``deviation`` is a ``narrowed domain`` that says why not).  A tuple of names binds each value's parts.
    ``deeper``: more values that ``check --depth`` also sweeps (after the given ones).

    >>> among("n", (1, 2), deeper=(3,)).deep.text
    'n in {1, 2, 3}'

    >>> among("q", (Fraction(1, 10), Fraction(1, 4))).text
    'q in {1/10, 1/4}'
    >>> list(Domain.of(among(("n", "L"), ((1, 1), (2, 1)))).points())
    [{'n': 1, 'L': 1}, {'n': 2, 'L': 1}]
    """
    fixed, extra = tuple(values), tuple(deeper)
    if extra and text:
        raise ValueError(f"domain coordinate {name}: deeper values need the generated text, not text={text!r}")
    deep = among(name, (*fixed, *extra), search=search, deviation=deviation, hidden=hidden,
                 symbol=symbol) if extra else None
    names = (name,) if isinstance(name, str) else tuple(name)
    symbols = names if symbol is None else (symbol,) if isinstance(symbol, str) else tuple(symbol)
    name = names[0] if len(names) == 1 else "(" + ", ".join(names) + ")"
    if not fixed:
        raise ValueError(f"domain coordinate {name}: no values")
    if search is not None:
        missing = [end for end in search.ends if not any(_same(end, v) for v in fixed)]
        if missing and (deviation is None or deviation.kind != "narrowed domain"):
            raise ValueError(f"domain coordinate {name}: the printed range includes {name} = "
                             f"{', '.join(map(value_text, missing))}, which the sweep leaves out; sweep it or state "
                             "a 'narrowed domain' deviation")
    words = text or (f"{name} = {value_text(fixed[0])}" if len(fixed) == 1 else f"{name} in {set_text(fixed)}")
    try:
        source: str | None = _literal(fixed)
    except TypeError:  # a value the formula language does not write (a word naming a coupling)
        source = None
    return Axis(name, words, lambda bound: fixed, search=search, hidden=hidden, deviation=deviation, names=names,
                depends=(), deep=deep, source=source, symbols=symbols)


def steps(name: str, start: Fraction | int | str, stop: Fraction | int | str, step: Fraction | int | str, *,
          search: Region | None = None, deviation: Deviation | None = None) -> Axis:
    """The rationals ``start, start + step, ..., stop``.

    >>> a = steps("f", "1/100", "99/100", "1/100")
    >>> a.text, len(tuple(a.swept({})))
    ('f in 1/100..99/100 in steps of 1/100', 99)
    """
    first, last, size = Fraction(start), Fraction(stop), Fraction(step)
    count = (last - first) / size
    if size <= 0 or count.denominator != 1:
        raise ValueError(f"domain coordinate {name}: {stop} is not {start} plus a multiple of {step}")
    values = tuple(first + i * size for i in range(int(count) + 1))
    return among(name, values, search=search, deviation=deviation,
                 text=f"{name} in {first}..{last} in steps of {size}")


def each(name: str | tuple[str, ...], values: Callable[..., Iterable[Any]] | str, text: str, *,
         search: Region | None = None, deviation: Deviation | None = None, hidden: bool = False,
         deep: tuple[Callable[..., Iterable[Any]] | str, str] | None = None,
         symbol: str | tuple[str, ...] | None = None) -> Axis:
    """Every value ``values`` yields at the earlier coordinates — an expression of the formula language over their
    symbols ("neighbours(x)", "ints(0, N)"), or a function of them — described by ``text`` (e.g. "every x in
    {0,1}^n").  A tuple of names binds each value's parts (a joint coordinate, searched by a joint region).
    ``deep``: the values and text ``check --depth`` sweeps instead (a superset)."""
    names = (name,) if isinstance(name, str) else tuple(name)
    symbols = names if symbol is None else (symbol,) if isinstance(symbol, str) else tuple(symbol)
    label = names[0] if len(names) == 1 else "(" + ", ".join(names) + ")"
    deeper = None if deep is None else each(name, deep[0], deep[1], search=search, deviation=deviation, hidden=hidden,
                                            symbol=symbol)
    swept = _formula_values(values) if isinstance(values, str) else _Call(values)
    return Axis(label, text, swept, search=search, hidden=hidden, deviation=deviation, names=names,
                deep=deeper, source=values if isinstance(values, str) else None, symbols=symbols)


def let(name: str, value: Callable[..., Any] | str, text: str, *, hidden: bool = False) -> Axis:
    """A coordinate computed from earlier ones ("p = 1 - q"): an expression of the formula language, or a
    function."""
    call = _formula_values(value) if isinstance(value, str) else _Call(value)
    return Axis(name, text, lambda bound: (call(bound),), kind="let", hidden=hidden,
                source=value if isinstance(value, str) else None)


def where(condition: Callable[..., bool] | str, text: str, *, deviation: Deviation | None = None,
          fast: Callable[..., bool] | None = None) -> Axis:
    """Only points satisfying ``condition`` at the earlier coordinates — an expression of the formula language, or
    a function: a printed hypothesis (``text``), or with ``deviation`` an added one.

    ``fast``: a function of the earlier coordinates that the engine evaluates instead of the formula ``condition``
    (an optimisation: the ledger states the formula, which the kernel evaluates); the two must agree at the first
    :data:`FAST_CHECKED` points, else ValueError.

    >>> axis = where("n > 1", "n > 1", fast=lambda n: n >= 1)
    >>> list(Domain.of(ints("n", 1, 3), axis).points())
    Traceback (most recent call last):
    ...
    ValueError: the fast test of 'n > 1' disagrees with its formula at {'n': 1}
    """
    if fast is not None:
        if not isinstance(condition, str):
            raise ValueError("a fast test needs the condition as a formula")
        call = _checked_fast(_formula_test(condition), _Call(fast), condition)
    else:
        call = _formula_test(condition) if isinstance(condition, str) else _Call(condition)
    return Axis("", text, lambda bound: (None,) if call(bound) else (), kind="where", deviation=deviation,
                source=condition if isinstance(condition, str) else None)


#: How many evaluations of a ``where`` fast test are checked against its formula.
FAST_CHECKED = 200


def _checked_fast(formula: Callable[[Point], bool], fast: Callable[[Point], Any], text: str) -> Callable[[Point], bool]:
    checked = 0

    def test(bound: Point) -> bool:
        nonlocal checked
        result = bool(fast(bound))
        if checked < FAST_CHECKED:
            checked += 1
            if formula(bound) != result:
                raise ValueError(f"the fast test of {text!r} disagrees with its formula at "
                                 f"{ {k: v for k, v in bound.items() if k.isidentifier()} }")
        return result

    return test


# --------------------------------------------------------------------------- the domain


@cache
def _source_problem(text: str, names: tuple[str, ...]) -> str:
    """'' if ``text`` is a formula over ``names`` (parsed with the checker's rules), else why not.  Once per text and
    names: domains share their coordinates (half of the declarations' domain formulas repeat one another)."""
    from krverify.certify.formula import FormulaError, expression
    from krverify.certify.primitives import PRIMITIVES

    try:
        expression(text, names, PRIMITIVES)
    except FormulaError as error:
        return str(error)
    return ""


@dataclass(frozen=True)
class Domain:
    """A finite domain: coordinates in order; ``whole`` when its points are the statement's entire parameter space.

    >>> d = Domain.of(among("q", (Fraction(1, 4),)), ints("n", 1, 2), where(lambda n: n > 1, "n > 1"))
    >>> list(d.points()), d.description
    ([{'q': Fraction(1, 4), 'n': 2}], 'q = 1/4; n in 1..2; n > 1')
    """

    axes: tuple[Axis, ...]
    whole: bool = False
    #: a union of domains (then ``axes`` is empty): their points one after the other
    parts: tuple[Domain, ...] = field(default=(), repr=False)

    def __post_init__(self) -> None:
        names = [name for axis in self.axes for name in axis.names]
        if len(set(names)) != len(names):
            raise ValueError(f"domain coordinates repeat a name: {names}")
        if any(axis.hidden and axis.search is not None for axis in self.axes):
            raise ValueError("a hidden coordinate is swept only (the search and membership cannot recover it)")
        self._check_sources()

    def _check_sources(self) -> None:
        """Every formula of the domain reads only earlier coordinates (and ``value``, in a region's test)."""
        known: list[str] = []
        for axis in self.axes:
            tests = [(axis.source, known)] if axis.source is not None else []
            if axis.search is not None and axis.search.test is not None:
                tests.append((axis.search.test, [*known, "value"]))
            for text, names in tests:
                problem = _source_problem(text, tuple(names))
                if problem:
                    raise ValueError(f"domain coordinate {axis.name or axis.text}: {problem}")
            known += list(axis.symbols) + list(axis.names)

    @cached_property
    def spec(self) -> dict[str, Any] | None:
        """The domain as data — its coordinates' formulas, in order — or None where code alone computes one of
        them (then the checker cannot enumerate it)."""
        if self.parts:
            parts = [part.spec for part in self.parts]
            return None if any(part is None for part in parts) else {"parts": parts, "whole": self.whole}
        axes = [axis.spec for axis in self.axes]
        return None if any(axis is None for axis in axes) else {"axes": axes, "whole": self.whole}

    @classmethod
    def of(cls, *axes: Axis, whole: bool = False) -> Domain:
        return cls(tuple(axes), whole)

    @classmethod
    def union(cls, *parts: Domain) -> Domain:
        """The points of each part in turn (parts may name different coordinates).

        >>> d = Domain.union(Domain.of(ints("n", 1, 2)), Domain.of(among("q", (Fraction(1, 4),))))
        >>> list(d.points()), d.description
        ([{'n': 1}, {'n': 2}, {'q': Fraction(1, 4)}], 'n in 1..2; and q = 1/4')
        """
        return cls((), all(part.whole for part in parts), tuple(parts))

    def narrowed(self, condition: Callable[[Point], bool], text: str) -> Domain:
        """The same domain with one more condition on the whole point (e.g. the non-degenerate points)."""
        if self.parts:
            return Domain.union(*(part.narrowed(condition, text) for part in self.parts))
        visible = self.visible
        last = Axis("", text, lambda bound: (None,) if condition({n: bound[n] for n in visible}) else (),
                    kind="where")
        return Domain((*self.axes, last), self.whole)

    def without(self, text: str) -> Domain:
        """The same domain with the condition ``text`` dropped (a planted fault: a hypothesis left out).

        >>> d = Domain.of(ints("n", 1, 3), where(lambda n: n > 1, "n > 1"))
        >>> [p["n"] for p in d.without("n > 1").points()]
        [1, 2, 3]
        >>> d.without("n > 2")
        Traceback (most recent call last):
        ...
        ValueError: the domain has no condition 'n > 2'
        """
        kept = tuple(axis for axis in self.axes if not (axis.kind == "where" and axis.text == text))
        if len(kept) == len(self.axes):
            raise ValueError(f"the domain has no condition {text!r}")
        return Domain(kept, self.whole)

    # ----------------------------------------------------------------- words

    @cached_property
    def description(self) -> str:
        """The swept points in words (and, per coordinate, where the search goes beyond them)."""
        if self.parts:
            return "; and ".join(part.description for part in self.parts)
        text = "; ".join(axis.rendered() for axis in self.axes)
        return f"{text} (the whole parameter space)" if self.whole else text

    @property
    def stated(self) -> str:
        """The domain as the ledger states it."""
        return self.description

    @cached_property
    def deviations(self) -> tuple[Deviation, ...]:
        """The deviations every record on this domain states (left-out boundaries, added conditions)."""
        found = [axis.deviation for axis in self.axes if axis.deviation is not None]
        found += [d for part in self.parts for d in part.deviations]
        return tuple(dict.fromkeys(found))  # each once, in order

    @cached_property
    def deep(self) -> Domain | None:
        """The domain at its deeper sizes (``check --depth``): each coordinate that has them swept to them; None
        when no coordinate has any.

        >>> d = Domain.of(ints("n", 1, 2, deep_high=4), ints("i", 0, "n"))
        >>> d.deep.description, len(list(d.points())), len(list(d.deep.points()))
        ('n in 1..4; 0 <= i <= n', 5, 14)
        >>> Domain.of(ints("n", 1, 2)).deep is None
        True
        """
        if self.parts:
            deeper = [part.deep for part in self.parts]
            if all(part is None for part in deeper):
                return None
            return Domain.union(*(d if d is not None else part for d, part in zip(deeper, self.parts, strict=True)))
        if all(axis.deep is None for axis in self.axes):
            return None
        return Domain(tuple(axis.deep or axis for axis in self.axes), self.whole)

    @cached_property
    def searched_beyond_sweep(self) -> bool:
        """Whether the search can draw a point the sweep does not check: only a coordinate with a search region
        draws beyond its swept values (every other coordinate draws from them).

        >>> Domain.of(ints("n", 1, 3)).searched_beyond_sweep
        False
        >>> Domain.of(ints("n", 1, 3, search_high=9)).searched_beyond_sweep
        True
        """
        if self.parts:
            return any(part.searched_beyond_sweep for part in self.parts)
        return any(axis.search is not None for axis in self.axes)

    @cached_property
    def search_region(self) -> tuple[str, ...]:
        """The searched parts of the domain, each as its description reads after "searched: " (the records' search
        region).

        >>> Domain.of(ints("n", 1, 3, search_high=9), ints("i", 0, "n")).search_region
        ('n in 1..9',)
        """
        if self.parts:
            return tuple(region for part in self.parts for region in part.search_region)
        return tuple(f"{axis.name} in {axis.search.text}" for axis in self.axes if axis.search is not None)

    @cached_property
    def visible(self) -> tuple[str, ...]:
        """The point's keys (a union's: those of every part)."""
        if self.parts:
            return tuple(dict.fromkeys(key for part in self.parts for key in part.visible))
        return tuple(name for axis in self.axes if not axis.hidden for name in axis.names)

    @cached_property
    def symbols(self) -> dict[str, str]:
        """Point key -> its name in formulas (the same where the key is an identifier; x' -> xp)."""
        if self.parts:
            return {key: symbol for part in self.parts for key, symbol in part.symbols.items()}
        return {name: symbol for axis in self.axes if not axis.hidden
                for name, symbol in zip(axis.names, axis.symbols, strict=True)}

    # ----------------------------------------------------------------- points

    def points(self) -> Iterator[dict[str, Any]]:
        """Every point, the first coordinate outermost."""
        if self.parts:
            for part in self.parts:
                yield from part.points()
            return
        yield from self._walk(0, {})

    def _walk(self, index: int, bound: dict[str, Any]) -> Iterator[dict[str, Any]]:
        """The points from coordinate ``index`` on, the earlier ones ``bound``: nested loops, kept as a stack of
        iterators (one Python frame per point rather than one per coordinate)."""
        axes, visible = self.axes[index:], self.visible
        if not axes:
            yield {name: bound[name] for name in visible}
            return
        last = len(axes) - 1
        loops = [iter(axes[0].swept(bound))]
        while loops:
            depth = len(loops) - 1
            axis = axes[depth]
            value = next(loops[depth], _DONE)
            if value is _DONE:
                for name in axis.names:
                    bound.pop(name, None)
                loops.pop()
                continue
            if axis.kind != "where":
                axis.bind(bound, value)
            if depth == last:
                yield {name: bound[name] for name in visible}
            else:
                loops.append(iter(axes[depth + 1].swept(bound)))

    def contains(self, point: Point) -> bool:
        """Whether ``point`` is a swept point or lies in the searched regions (compared by exact value)."""
        if self.parts:
            return any(part.contains(point) for part in self.parts)
        return set(point) == set(self.visible) and self._contains(0, {}, point)

    def _contains(self, index: int, bound: dict[str, Any], point: Point) -> bool:
        if index == len(self.axes):
            return True
        axis = self.axes[index]
        if axis.kind == "where":
            return any(True for _ in axis.swept(bound)) and self._contains(index + 1, bound, point)
        if axis.hidden:
            return any(self._contains(index + 1, _with(axis, bound, value), point) for value in axis.swept(bound))
        value = axis.value_in(point)
        if not axis.member(value, bound):
            return False
        return self._contains(index + 1, _with(axis, bound, value), point)

    def strategy(self) -> Any:
        """A hypothesis strategy drawing points of the domain and its searched regions."""
        if self.parts:
            return st.one_of(*(part.strategy() for part in self.parts))
        axes, visible = self.axes, self.visible

        @st.composite
        def draw_point(draw: st.DrawFn) -> dict[str, Any]:
            from hypothesis import reject

            bound: dict[str, Any] = {}
            for axis in axes:
                if axis.kind == "where":
                    if not any(True for _ in axis.swept(bound)):
                        reject()
                elif axis.kind == "let":
                    axis.bind(bound, next(iter(axis.swept(bound))))
                else:
                    axis.bind(bound, draw(axis.strategy(bound)))
            return {name: bound[name] for name in visible}

        return draw_point()


def _with(axis: Axis, bound: dict[str, Any], value: Any) -> dict[str, Any]:
    extended = dict(bound)
    axis.bind(extended, value)
    return extended


def at(**point: Any) -> Domain:
    """The one point a printed number is checked at (the whole parameter space of that number).

    >>> at(N=1000, q=Fraction(9, 1000)).description
    'N = 1000; q = 9/1000 (the whole parameter space)'
    """
    return Domain(tuple(among(name, (value,)) for name, value in point.items()), whole=True)
