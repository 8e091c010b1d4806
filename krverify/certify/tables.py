"""Certified tables re-checked from data: their grid, their row checks as formulas, their printed cells (standard
library only).

A table ``proofs/tables/NAME.json`` states, in its ``checks`` object, what a row must satisfy; this module only
evaluates it, and names no document:

* ``grid``: the axes, ``[name, values]`` in row order (the last varies fastest).  A table with ``grid_file`` true
  is checked against its grid file ``NAME.toml`` beside it, never against itself: the file's list keys must be
  the table's axes with the same values, its other keys the table's constants (a missing file is a problem);
* ``constants``: values every row is read with (digits, tolerances, a scan limit, ...);
* ``definitions``: formula lines (:mod:`formula`) shared by every check and cell;
* ``every_row`` and ``within_reach``: the checks, each ``{"name", "formula"}``, the last line the relation decided
  at a row; ``reach`` is a condition on the grid point (never on the row's values) that says which rows are
  re-derived, the others counted as taken on trust (the re-derivation of one table stops, as a problem, after
  :data:`SECONDS`);
* ``cells``: each printed column as ``{"key", "render", "value"}`` (and optionally ``digits``, ``note``): the
  value an expression of the row, the text its rendering (:func:`render`), so every printed cell is compared
  with its exact value rendered here, independently of krverify's engine;
* ``trusted``: the columns no check re-derives, each with the reason.

A row is read with its grid point, the constants and its exact values (``row["exact"]``, or the row itself without
``printed``): an int as an int, a string that reads as an exact rational as that rational, any other string as a
word, a list as a tuple, None as no value and a truth value as the word ``"true"`` or ``"false"``.  A row's value
named like an axis or a constant must equal it.
"""

from __future__ import annotations

import hashlib
import json
import time
import tomllib
from collections.abc import Iterator, Mapping
from fractions import Fraction
from itertools import product
from typing import Any

from . import formula as _formula
from .exact import rational
from .primitives import PRIMITIVES

__all__ = ["check_table", "checks_digest", "pin_problems", "read_grid", "render"]

#: The most seconds the checks within reach may take for one table (both committed tables: under 10 s): the reach
#: is the table's data, and a reach edited to every row (N up to 10^9) would otherwise run for hours.  A time limit,
#: not a verdict: a table beyond it fails.
SECONDS = 300

_RENDERINGS = ("word", "decimal", "power_of_ten", "up", "down", "interval", "needed", "half_open")


# --------------------------------------------------------------------------- the checks pinned


def checks_digest(checks: Any) -> str:
    """SHA-256 of a table's checks as canonical JSON (sorted keys, no spaces): what the manifest pins of a table."""
    return hashlib.sha256(json.dumps(checks, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
                          .encode("utf-8")).hexdigest()


def pin_problems(tables: Mapping[str, Any], pins: object) -> list[str]:
    """The tables' checks (name -> checks) against the manifest's pins (name -> :func:`checks_digest`): a table
    carries the checks krverify declares for it (krverify/table_checks.py), so emptied or weakened checks, a
    reach widened or narrowed, a grid or a constant edited in the table are rejected here, not only by check."""
    if not isinstance(pins, dict):
        return ["manifest: 'tables' does not pin the tables' checks (name -> SHA-256)"]
    problems = [f"tables/{name}: pinned by the manifest but missing" for name in pins if name not in tables]
    problems += [f"tables/{name}: its checks are not pinned by the manifest (an added table)" for name in tables
                 if name not in pins]
    problems += [f"tables/{name}: its checks are not the ones the manifest pins (edited since 'check --write')"
                 for name, checks in tables.items() if name in pins and pins[name] != checks_digest(checks)]
    return problems


# --------------------------------------------------------------------------- values of the data


def _value(item: Any) -> Any:
    """A JSON or TOML value as a formula reads it (see the module's docstring)."""
    if isinstance(item, bool):
        return "true" if item else "false"
    if isinstance(item, int) or item is None:
        return item
    if isinstance(item, str):
        try:
            return rational(item)
        except ValueError:
            return item
    if isinstance(item, list | tuple):
        return tuple(_value(part) for part in item)
    raise ValueError(f"{item!r} is not an int, an exact string, a list or null")


def read_grid(text: str) -> dict[str, Any]:
    """A grid file's keys and values (its TOML text), in the file's order, as a formula reads them."""
    return {key: _value(item) for key, item in tomllib.loads(text).items()}


def _grid(checks: Mapping[str, Any], grid_file: Mapping[str, Any] | None) -> tuple[list[tuple[str, tuple]], list[str]]:
    """The axes (from the grid file when there is one) and the problems of the table's grid against it."""
    axes = [(str(name), _value(values)) for name, values in checks["grid"]]
    if grid_file is None:
        return axes, []
    constants = {key: _value(item) for key, item in checks["constants"].items()}
    problems = []
    listed = [(key, item) for key, item in grid_file.items() if isinstance(item, tuple)]
    if [key for key, _ in listed] != [name for name, _ in axes]:
        problems.append(f"the axes are {[name for name, _ in axes]}, but the grid file's are {[k for k, _ in listed]}")
    problems += [f"axis {key} is {dict(axes).get(key)}, but the grid file says {item}" for key, item in listed
                 if dict(axes).get(key, item) != item]
    problems += [f"constant {key} is {constants.get(key)}, but the grid file says {item}"
                 for key, item in grid_file.items() if not isinstance(item, tuple) and constants.get(key) != item]
    return listed, problems


# --------------------------------------------------------------------------- printed digits, independently


def _exponent(value: Fraction) -> int:
    """e with 10^e <= value < 10^(e+1), value > 0."""
    e = len(str(value.numerator)) - len(str(value.denominator))
    while Fraction(10) ** e > value:
        e -= 1
    while Fraction(10) ** (e + 1) <= value:
        e += 1
    return e


def _nearest(value: Fraction, digits: int) -> Fraction:
    """``value`` > 0 rounded to ``digits`` significant digits, ties away from zero."""
    scale = Fraction(10) ** (digits - 1 - _exponent(value))
    scaled = value * scale + Fraction(1, 2)
    return Fraction(scaled.numerator // scaled.denominator) / scale


def _text(value: Fraction, digits: int, direction: str) -> str:
    """Decimal text of ``value`` >= 0 with ``digits`` significant digits, rounded down or up; scientific below 10^-6.

    >>> _text(Fraction(2, 3), 4, "up"), _text(Fraction(1, 3 * 10**20), 3, "up")
    ('0.6667', '3.34e-21')
    >>> _text(Fraction(999999, 10**12), 3, "up")
    '1.00e-6'
    """
    if value == 0:
        return "0"
    exponent = _exponent(value)
    places = max(0, digits - 1 - exponent)
    scaled = value * 10**places
    whole = scaled.numerator // scaled.denominator
    if direction == "up" and whole != scaled:
        whole += 1
    text = str(whole).rjust(places + 1, "0")
    if exponent < -6:
        text = text.lstrip("0")
        exponent += len(text) - digits  # a carry (9.99 -> 10.0) moves the exponent
        text = text[:digits]
        return f"{text[0]}.{text[1:]}e{exponent}" if digits > 1 else f"{text}e{exponent}"
    return text if places == 0 else f"{text[:-places]}.{text[-places:]}"


def _decimal(value: Fraction) -> str:
    """A terminating decimal exactly (1/10^6 as 0.000001), else n/d."""
    rest, twos, fives = value.denominator, 0, 0
    while rest % 2 == 0:
        rest, twos = rest // 2, twos + 1
    while rest % 5 == 0:
        rest, fives = rest // 5, fives + 1
    if rest != 1 or len(str(value.denominator)) > 20:
        return str(value)
    places = max(twos, fives)
    digits = str(value.numerator * 10**places // value.denominator).rjust(places + 1, "0")
    return digits if places == 0 else f"{digits[:-places]}.{digits[-places:]}"


def _interval(pair: tuple, digits: int) -> str:
    """One number when the whole enclosure rounds to it, else [low, high] rounded outward."""
    low, high = pair
    if high == 0:
        return "0"
    if low > 0 and _nearest(low, digits) == _nearest(high, digits):
        return _text(_nearest(low, digits), digits, "down")
    return f"[{_text(low, digits, 'down') if low > 0 else '0'}, {_text(high, digits, 'up')}]"


def _needed(pair: tuple, digits: int) -> str:
    """The smallest sufficient value in (below, above]: ``above`` rounded up alone when ``below`` is the printed
    value just under it, else the interval."""
    below, above = pair
    if above is None:
        return "n/a"
    high = _text(above, digits, "up")
    if below is not None and _text(below * (1 + Fraction(1, 10 ** (digits + 2))), digits, "up") == high:
        return high
    return f"({'0' if below is None else _text(below, digits, 'down')}, {high}]"


def render(kind: str, value: Any, digits: int) -> str:
    """A cell's text: ``value`` (None prints n/a) rendered as ``kind`` says.

    * ``word``: an int, a word or a rational as it is written (5/2); ``decimal``: a rational as an exact decimal
      when it terminates, else n/d; ``power_of_ten``: 10^-n as 1e-n, else n/d;
    * ``up``, ``down``: a rational >= 0 to ``digits`` significant digits, rounded in that direction;
    * ``interval``: an enclosure (low, high), one correctly rounded number when both ends round to it;
    * ``needed``: (below, above), the smallest value that suffices lies in (below, above];
    * ``half_open``: (low, high) always as (low rounded down, high rounded up].

    >>> render("up", Fraction(101, 500), 3), render("interval", (Fraction(1, 3), Fraction(1, 2)), 2)
    ('0.202', '[0.33, 0.50]')
    >>> render("power_of_ten", Fraction(1, 10**6), 0), render("decimal", Fraction(1, 8), 0), render("up", None, 3)
    ('1e-6', '0.125', 'n/a')
    """
    if value is None:
        return "n/a"
    if kind == "word":
        return str(value)
    if kind == "decimal":
        return _decimal(value)
    if kind == "power_of_ten":
        places = len(str(value.denominator)) - 1
        return f"1e-{places}" if value == Fraction(1, 10**places) else str(value)
    if kind in ("up", "down"):
        return _text(rational(value), digits, kind)
    if kind == "interval":
        return _interval(value, digits)
    if kind == "needed":
        return _needed(value, digits)
    if kind == "half_open":
        return f"({render('down', value[0], digits)}, {render('up', value[1], digits)}]"
    raise ValueError(f"unknown rendering {kind!r}")


# --------------------------------------------------------------------------- the checks


class _Checks:
    """A table's checks and cells, parsed once."""

    def __init__(self, checks: Mapping[str, Any], parameters: tuple[str, ...], grid: tuple[str, ...]) -> None:
        definitions = str(checks.get("definitions", "")).rstrip("\n")
        primitives = tuple(PRIMITIVES)

        def formula(text: str) -> Any:
            return _formula.parse(f"{definitions}\n{text}" if definitions else text, parameters, primitives)

        def value(text: str) -> Any:
            return formula(f"value = {text}\nvalue == value")

        self.reach = _formula.parse(str(checks["reach"]), grid, primitives)  # the grid point's, never the row's
        self.every_row = [(str(c["name"]), formula(str(c["formula"]))) for c in checks["every_row"]]
        self.within_reach = [(str(c["name"]), formula(str(c["formula"]))) for c in checks["within_reach"]]
        self.cells = []
        for cell in checks["cells"]:
            if cell["render"] not in _RENDERINGS:
                raise ValueError(f"cell {cell['key']!r}: unknown rendering {cell['render']!r}")
            self.cells.append((str(cell["key"]), str(cell["render"]), value(str(cell["value"])),
                               value(str(cell.get("digits", "digits"))),
                               value(str(cell["note"])) if "note" in cell else None))


def _computed(parsed: Any, point: Mapping[str, Any]) -> Any:
    """The value of a ``value = ...`` formula at ``point``."""
    return _formula.evaluate(parsed, point, PRIMITIVES).lhs


def _failure(name: str, parsed: Any, point: Mapping[str, Any]) -> str | None:
    """None when check ``name`` holds at the point (or its ``given`` fails), else what failed."""
    try:
        outcome = _formula.evaluate(parsed, point, PRIMITIVES)
    except (ArithmeticError, ValueError, TypeError, AttributeError) as error:  # FormulaError, Undecided among them
        return f"check {name} cannot be decided ({type(error).__name__}: {str(error)[:160]})"
    if outcome is None or outcome.holds:
        return None
    return f"check {name} fails: {_shown(outcome.lhs)} {outcome.relation} {_shown(outcome.rhs)} is false"


def _shown(value: Any) -> str:
    """A side of a failed check for a reader: a long rational or an enclosure by 12 significant digits, outward.

    >>> _shown(Fraction(1, 3)), _shown(Fraction(-1, 3 * 10**40))
    ('1/3', '[-3.33333333334e-41, -3.33333333333e-41]')
    >>> _shown(_formula.Enclosure(Fraction(1, 3), Fraction(1, 2)))
    '[0.333333333333, 0.500000000000]'
    """
    if isinstance(value, _formula.Enclosure) and value.low >= 0:
        return f"[{_text(value.low, 12, 'down')}, {_text(value.high, 12, 'up')}]"
    if isinstance(value, Fraction) and len(str(value)) > 40:
        low, high = _text(abs(value), 12, "down"), _text(abs(value), 12, "up")
        return f"[{low}, {high}]" if value > 0 else f"[-{high}, -{low}]"
    return str(value)


def _rows(payload: Mapping[str, Any]) -> Iterator[tuple[Mapping[str, Any], Mapping[str, Any]]]:
    """(exact values, printed cells) of each row."""
    for row in payload["rows"]:
        exact = row["exact"] if "exact" in row else {key: item for key, item in row.items() if key != "printed"}
        yield exact, row["printed"]


def check_table(payload: Mapping[str, Any], grid_file: Mapping[str, Any] | None = None, *,
                seconds: int = SECONDS) -> tuple[int, int, list[str]]:
    """(rows re-derived, rows taken on trust, problems) of one table, against its grid file when it has one; the
    checks within reach stop, as a problem, once they have taken ``seconds``."""
    deadline = time.monotonic() + seconds
    checks = payload["checks"]
    axes, problems = _grid(checks, grid_file)
    constants = {str(key): _value(item) for key, item in checks["constants"].items()}
    rows = list(_rows(payload))
    names = [name for name, _ in axes] + list(constants)
    names += sorted({str(key) for exact, _ in rows for key in exact} - set(names))
    points = list(product(*(values for _, values in axes)))
    if len(rows) != len(points):
        problems.append(f"{len(rows)} rows, but the grid has {len(points)} points")
    if not rows:
        return 0, 0, problems
    grid_names = tuple(name for name, _ in axes) + tuple(constants)
    parsed = _Checks(checks, tuple(names), grid_names)
    columns = [column["key"] for column in payload["columns"]]
    if columns != [key for key, *_ in parsed.cells]:
        problems.append(f"the columns {columns} are not the cells {[key for key, *_ in parsed.cells]}")
    rederived = trusted = 0
    for index, ((exact, printed), values) in enumerate(zip(rows, points, strict=False)):
        grid_point = dict(zip((name for name, _ in axes), values, strict=True))
        where = f"table row {index} ({', '.join(f'{name}={value}' for name, value in grid_point.items())})"
        point = dict.fromkeys(names) | {key: _value(item) for key, item in exact.items()}
        clashes = [key for key, item in grid_point.items() | constants.items() if key in exact and point[key] != item]
        if clashes:
            expected_value = (grid_point | constants)[clashes[0]]
            problems.append(f"{where}: the row's {clashes[0]} is {point[clashes[0]]}, not {expected_value}")
            continue
        point |= grid_point | constants
        expected = {}
        for key, kind, value, digits, note in parsed.cells:
            try:
                text = render(kind, _computed(value, point), _computed(digits, point))
                extra = None if note is None else _computed(note, point)
            except (ArithmeticError, ValueError, TypeError, AttributeError) as error:
                problems.append(f"{where}: cell {key} cannot be rendered ({type(error).__name__}: {str(error)[:160]})")
                continue
            expected[key] = text if extra is None else f"{text} {extra}"
        problems += [f"{where}: printed {key} {printed.get(key)!r}, but its exact value renders as {text!r}"
                     for key, text in expected.items() if printed.get(key) != text]
        if sorted(printed) != sorted(key for key, *_ in parsed.cells):
            problems.append(f"{where}: the printed cells are not the columns {', '.join(columns)}")
        try:
            reach = _formula.evaluate(parsed.reach, grid_point | constants, PRIMITIVES)
        except (ArithmeticError, ValueError, TypeError) as error:  # Undecided is an ArithmeticError
            problems.append(f"{where}: the reach cannot be decided ({type(error).__name__}: {str(error)[:160]})")
            continue
        within = reach is not None and reach.holds
        rederived, trusted = rederived + within, trusted + (not within)
        for name, check in parsed.every_row + (parsed.within_reach if within else []):
            if time.monotonic() > deadline:
                problems.append(f"{where}: the checks ({checks['reach']} within reach) took more than the kernel's "
                                f"{seconds} s for one table, here; the rest are not evaluated")
                return rederived, trusted, problems
            failure = _failure(name, check, point)
            if failure is not None:
                problems.append(f"{where}: {failure}")
    return rederived, trusted, problems
