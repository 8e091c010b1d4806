"""An independent checker for the certificates in proofs/ (standard library only).

It trusts none of krverify's engine: no sympy, no hypothesis, no claim or model code.  It reads
the ledger files (the format is record.py's) and each certified table, and re-checks:

* the ledger's shape: every file has the current ``schema``, and the entries' ids, kinds,
  statement digests, verdicts and corrections are those of ``manifest.json`` beside this file
  (a removed, added, re-kinded, re-verdicted or re-digested entry is a problem);
* every entry: the statement digest (SHA-256 of the claim's id, source, section, label, kind,
  statement, hypotheses, reading, deviations, literal and disputed fields and domain, as canonical
  JSON) matches the text it certifies — an edited claim, reading or domain makes the certificate
  stale; an upheld identity or inequality rests on at least 50 points unless its domain is the
  whole parameter space, and a checker that skipped points of its domain is backed by an
  ``added hypothesis`` deviation;
* ``refuted``: the relation fails on the recorded sides (exact arithmetic: rationals and
  a + b√d, d >= 0), the witness lies in the record's domain (its ``space``), and the record's own formula (the
  ledger's text, re-parsed and re-evaluated here) gives exactly the recorded lhs,
  relation and rhs at the witness (and at a recorded degenerate witness);
* ``verified``: the domain, the number of points (> 0) and the 64-hex digest are present,
  and a one-point domain's recorded sides satisfy the relation (re-running a sweep needs the
  claim code: ``krverify check`` does that);
* ``proved``: the certificate's target is identically the printed statement's LHS - RHS
  (the record's formula, evaluated on symbols), its relation is the statement's ('==' for an
  identity, '>' for a strict inequality), every symbol is declared, its structured sign fields
  (``positive``, ``nonnegative``; hypotheses ``>= 0``, or ``> 0`` when ``strict``) are granted by the
  statement and no hypothesis contains the target; then target * denominator - Σ terms cancels as
  a rational function after the hypotheses are substituted, each term and the denominator are
  products of factors of known sign, and a strict relation has a strictly positive term;
* certified tables (proofs/tables/*.json): each by the checks it carries as data (tables.py): every point of its
  grid (read from the grid file beside it, when there is one) a row, every printed cell its exact value's
  rendering, every check formula true at every row (the expensive ones at the rows within the table's reach), the
  columns no check re-derives named with the reason;
* no id twice: records and corrections across the ledger files, findings (the file and both positions named);
* every decided entry's search: the declared examples (record.SEARCH_EXAMPLES) with the entry's own seed over the
  domain's searched region, or a stated reason.

It checks mathematics, not prose: how a record's reading fits its deviations and hypotheses, and what the stored
findings say (their witness texts, prose and partition of the refuted records), are the ledger's editorial rules
(krverify/editorial.py), which ``krverify verify-certs`` and ``krverify check`` apply beside this checker.

A refuted or proved entry without an independent formula fails ("no independent formula").
Expressions are bounded before evaluation (length, nodes, |exponent| <= 64, degree, terms).

Run: ``python -m krverify.certify.checker [PROOFS_DIR]`` or ``krverify verify-certs``.
Exit 0 iff every certificate checks; otherwise each failure is named and the exit is 1.
"""

from __future__ import annotations

import ast
import dataclasses
import functools
import json
import sys
import tomllib
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any, NamedTuple

if not __package__:  # run as a file (python -I krverify/certify/checker.py): its folder as the package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    __package__ = Path(__file__).resolve().parent.name

from . import domain as spaces
from . import record as records
from .composition import cancel_problem, check_composed, dependencies, sign_problem, statement_of
from .deep import check_deep, pin_problems
from .enclosures import Enclosure, agrees, refutes
from .exact import Surd, compare, holds, rational, value
from .formula import ExpSum, FormulaError, Undecided, enclose, evaluate, symbolic_sides
from .formula import parse as parse_formula
from .polynomials import Function, Symbols, as_ratio, parse, ratio_of, same, tree
from .primitives import PRIMITIVES
from .tables import check_table, read_grid
from .tables import pin_problems as table_pin_problems

__all__ = [
    "MANIFEST",
    "Tally",
    "check_directory",
    "check_entry",
    "check_records",
    "check_table",
    "compare",
    "holds",
    "main",
    "rational",
    "read_grid",
    "statement_digest",
    "value",
]

statement_digest = records.statement_digest

#: The expected ids, kinds, statement digests and verdicts of the ledger (written by ``krverify check --write``
#: in a source checkout; see record.manifest_entry).
MANIFEST = Path(__file__).resolve().parent / "manifest.json"


def _target_matches(tree: ast.expr, sides: Callable[[Symbols], tuple[object, object]], relation: str) -> str:
    """'' if the target is identically the statement's left - right; for an identity (where that is 0) the target
    must be written A - B with A and B identically the two sides (in either order)."""
    left, right = (as_ratio(side) for side in sides(Symbols()))
    if relation != "==":
        if same(ratio_of(tree, {}), as_ratio(Function(left) - Function(right))):
            return ""
    elif isinstance(tree, ast.BinOp) and isinstance(tree.op, ast.Sub):
        a, b = ratio_of(tree.left, {}), ratio_of(tree.right, {})
        if (same(a, left) and same(b, right)) or (same(a, right) and same(b, left)):
            return ""
    return "the certificate's target is not the printed statement's LHS - RHS"


#: what each relation a statement needs accepts as a certificate
_PROVES = {"==": ("==",), ">": (">",), ">=": (">=", ">", "==")}


def _names(text: str) -> set[str]:
    return {node.id for node in ast.walk(tree(text)) if isinstance(node, ast.Name)}


def check_symbolic(identifier: str, kind: object, certificate: dict, proved: dict | None = None,
                   record: dict | None = None) -> str:
    """'' if the certificate proves the printed statement of ``identifier``, else the reason.

    The certificate's sign fields are structured (record.SIGN_KEYS): each ``positive`` symbol must be one the
    statement grants > 0, each ``nonnegative`` one it grants >= 0, and each hypothesis (>= 0, or > 0 when listed
    in ``strict``) must be identically an expression the statement grants at that strictness."""
    problem = records.certificate_problem(certificate)
    if problem:
        return problem
    if "rule" in certificate:
        if record is None or record.get("composed") is None:
            return "a composed proof without the statement it proves (composed)"
        try:
            statement = statement_of(record["composed"])
        except ValueError as error:
            return str(error)
        return check_composed(statement, certificate, proved or {})
    spec = None
    if record is not None and record.get("formula") is not None and record.get("space"):
        spec = _formula_target(record)
        if isinstance(spec, str):
            return spec
    if spec is None:
        return f"no independent formula for {identifier}"
    relation = certificate["relation"]
    needed = "==" if kind == "identity" else spec.relation
    if relation not in _PROVES[needed]:
        return f"a {relation!r} certificate cannot prove the statement's {needed!r}"
    hypotheses: dict[str, str] = certificate["hypotheses"]
    env = {name: parse(text) for name, text in hypotheses.items()}
    parsed = tree(certificate["target"])
    target = ratio_of(parsed, {})
    symbols = {node.id for node in ast.walk(parsed) if isinstance(node, ast.Name)} | set(spec.signs)
    clash = [name for name in env if name in symbols]
    if clash:
        return f"hypothesis name {clash[0]!r} is also a symbol of the statement"
    declared = {name for key in ("positive", "nonnegative", "free") for name in certificate[key]}
    for texts, known in (((certificate["target"], *hypotheses.values()), declared),
                         ((certificate["denominator"], *certificate["terms"]), declared | set(env))):
        for text in texts:
            undeclared = sorted(_names(text) - known)
            if undeclared:
                return f"symbol {undeclared[0]!r} in {text[:60]!r} is not declared (positive, nonnegative, free)"
    reason = _target_matches(parsed, spec.sides, needed)
    if reason:
        return reason
    flat = str(certificate["target"]).replace(" ", "")
    for name, expression in env.items():
        if flat in str(hypotheses[name]).replace(" ", "") or same(expression, target):
            return f"hypothesis {name} contains the target: the certificate is circular"
    # signs: only those the statement grants, for symbols and for hypotheses the statement grants
    signs: dict[str, str] = {}
    for level, symbol in [("positive", s) for s in certificate["positive"]] + [
            ("nonnegative", s) for s in certificate["nonnegative"]]:
        if spec.signs.get(symbol) not in (("positive",) if level == "positive" else ("positive", "nonnegative")):
            return f"assumption {symbol} {'>' if level == 'positive' else '>='} 0 is not granted by the statement"
        signs[symbol] = level
    for name, text in hypotheses.items():
        strict = name in certificate["strict"]
        if not any(same(env[name], as_ratio(granted(Symbols()))) and (not strict or level == ">")
                   for granted, level in spec.hypotheses):
            return f"hypothesis {name} = {text} {'>' if strict else '>='} 0 is not granted by the statement"
        signs[name] = "positive" if strict else "nonnegative"
    problem = cancel_problem(target, certificate["denominator"], certificate["terms"], env)
    if problem:
        return problem
    if relation == "==":
        return "an identity certificate has terms" if certificate["terms"] else ""
    return sign_problem(relation, certificate["denominator"], certificate["terms"], signs)


# --------------------------------------------------------------------------- entries


def check_entry(record: dict, *, is_correction: bool = False, proved: dict | None = None) -> list[str]:
    """The problems with one ledger entry (its correction included); ``proved`` (id -> {spec, certificate} of the
    ledger's proved entries) is what a composed proof may rest on (see check_directory)."""
    problems = []
    identifier = record.get("id", "?")
    verdict = records.verdict(record)
    if not records.is_decided(record):
        return [] if verdict is None else [f"{identifier}: a {record.get('kind')} has verdict {verdict!r}"]
    if record.get("statement_digest") != statement_digest(record):
        problems.append(f"{identifier}: stale certificate (statement digest does not match the statement)")
    problems += [f"{identifier}: {p}" for p in records.key_problems(record, is_correction=is_correction)]
    problems += [f"{identifier}: {p}" for p in records.strength_problems(record)]
    problems += [f"{identifier}: {p}" for p in records.search_problems(record)]
    if isinstance(record.get("space"), dict) and not spaces.spec_problem(record["space"]) \
            and record.get("domain") != spaces.stated(record["space"]):
        problems.append(f"{identifier}: the domain text is not the one its domain's axes state "
                        f"({spaces.stated(record['space'])[:200]!r})")
    evidence = record.get("evidence")
    certificate = evidence.get("certificate") if isinstance(evidence, dict) else None
    if "composed" in record and not (verdict == "proved" and isinstance(certificate, dict) and "rule" in certificate):
        problems.append(f"{identifier}: a composed statement on a record no composed proof proves")
    try:
        problems += [f"{identifier}: {p}" for p in _check_evidence(identifier, record, proved)]
    except (ValueError, KeyError, TypeError, IndexError, AttributeError, ZeroDivisionError, SyntaxError,
            RecursionError) as error:
        problems.append(f"{identifier}: malformed certificate ({type(error).__name__}: {str(error)[:200]})")
    if record.get("correction") is not None and records.correction(record) is None:
        problems.append(f"{identifier}: the correction is not an object")
    for correction in list(records.entries(record))[1:]:
        problems += check_entry(dict(correction), is_correction=True, proved=proved)
    return problems


def formula_outcome(record: dict, point: dict, memo: dict | None = None) -> object:
    """The record's own formula (the ledger's text, parsed afresh) at ``point``, with the checker's primitives: an
    Outcome, or None where a ``given`` fails.  FormulaError for a formula that cannot be read or evaluated.
    ``memo``: the definitions' values kept across the points of one sweep (see formula.evaluate)."""
    symbols = spaces.parameters(record["space"])  # point key -> formula symbol
    parameters = tuple(dict.fromkeys(symbols.values()))
    formula = _parsed(record["formula"], parameters)
    return evaluate(formula, spaces.formula_values(point, symbols), PRIMITIVES, memo)


@functools.lru_cache(maxsize=64)
def _parsed(text: str, parameters: tuple[str, ...]) -> object:
    """The formula ``text`` over ``parameters``, parsed once per text (a sweep evaluates it at every point; the
    parsed formula is a frozen value of its text, so the cache cannot answer for another text)."""
    return parse_formula(text, parameters, tuple(PRIMITIVES))


class Target(NamedTuple):
    """The statement a proof must prove, read from the record's formula."""

    relation: str  # what the statement needs: left == right, left >= right or left > right
    sides: Callable[[Any], tuple[Any, Any]]  # (left, right) of the printed statement, on symbols
    signs: dict[str, str]  # symbol -> 'positive' | 'nonnegative', as the statement grants
    hypotheses: tuple[tuple[Callable[[Any], Any], str], ...]  # (expression, '>' | '>=') granted


def _formula_target(record: dict) -> Target | str:
    """The statement a proof must prove, read from the record's own formula: its last line ``lhs op rhs`` evaluated
    on the formula's parameters as symbols (formula.symbolic_sides).  An identity needs nothing more; an inequality's
    proof rests on the signs and hypotheses its statement grants, which are the formula's ``given`` lines (each an
    order relation, read by :func:`_granted`).  The reason, as text, where the formula says no such thing."""
    symbols = spaces.parameters(record["space"])  # point key -> formula symbol
    formula = parse_formula(record["formula"], tuple(dict.fromkeys(symbols.values())), tuple(PRIMITIVES))
    granted = _granted(formula)
    if isinstance(granted, str):
        return granted
    signs, conditions = granted
    bare = dataclasses.replace(formula, steps=tuple(step for step in formula.steps if not isinstance(step, tuple)))
    try:
        _, relation, _ = symbolic_sides(bare, Symbols(), PRIMITIVES)
    except (FormulaError, ValueError, TypeError, ZeroDivisionError) as error:
        return f"the formula cannot be evaluated on symbols ({str(error)[:200]})"
    if relation == "==":
        if conditions or signs:
            return "an identity's formula has 'given' lines: no formula target"
        return Target("==", lambda names: symbolic_sides(bare, names, PRIMITIVES)[::2], {}, ())
    if relation not in (">", ">=", "<", "<="):
        return f"a proof of the formula's {relation!r}: no formula target"
    order = slice(None, None, 2) if relation in (">", ">=") else slice(None, None, -2)
    hypotheses = tuple((lambda names, c=c: _difference(bare, c, names), level) for c, level in conditions)
    return Target(relation.replace("<", ">"), lambda names: symbolic_sides(bare, names, PRIMITIVES)[order], signs,
                  hypotheses)


_FLIPPED = {ast.Gt: ">", ast.GtE: ">=", ast.Lt: "<", ast.LtE: "<="}


def _granted(formula: object) -> tuple[dict[str, str], list[tuple[ast.Compare, str]]] | str:
    """What the ``given`` lines of a formula grant: signs of its parameters and hypotheses ``lhs - rhs > 0`` (or
    ``>= 0``), one per comparison of a conjunction of order relations (a chain ``0 < q < p < 1`` grants q > 0,
    p > 0, p - q > 0, 1 - p > 0: a parameter after 0 in an ascending chain, or before it in a descending one, is
    positive if a strict relation lies between them, else nonnegative).  The reason, as text, for another line.

    >>> from krverify.certify.formula import parse as p
    >>> signs, conditions = _granted(p("given 0 < q < p <= 1 and a >= 0\\nq < p", ("q", "p", "a")))
    >>> signs
    {'p': 'positive', 'q': 'positive', 'a': 'nonnegative'}
    >>> [(ast.unparse(c), level) for c, level in conditions]
    [('1 >= p', '>='), ('p > q', '>'), ('q > 0', '>'), ('a >= 0', '>=')]
    """
    signs: dict[str, str] = {}
    conditions: list[tuple[ast.Compare, str]] = []
    for step in formula.steps:  # type: ignore[attr-defined]
        if not isinstance(step, tuple):
            continue
        parts = step[1].values if isinstance(step[1], ast.BoolOp) and isinstance(step[1].op, ast.And) else [step[1]]
        for part in parts:
            if not isinstance(part, ast.Compare) or any(type(op) not in _FLIPPED for op in part.ops):
                return f"line {step[2]}: a 'given' of a proved inequality is a conjunction of order relations"
            operands, relations = [part.left, *part.comparators], [_FLIPPED[type(op)] for op in part.ops]
            if len(set(r[0] for r in relations)) > 1:
                return f"line {step[2]}: a chain of 'given' relations runs one way"
            ascending = relations[0][0] == "<"
            if ascending:
                operands, relations = operands[::-1], [r.replace("<", ">") for r in relations[::-1]]
            # now operands[0] > operands[1] > ... (each relation '>' or '>=')
            for k, level in enumerate(relations):
                conditions.append((ast.Compare(operands[k], [ast.Gt() if level == ">" else ast.GtE()],
                                               [operands[k + 1]]), level))
            for zero, node in enumerate(operands):
                if isinstance(node, ast.Constant) and node.value == 0 and not isinstance(node.value, bool):
                    for k in range(zero):
                        name = operands[k]
                        if isinstance(name, ast.Name) and name.id in formula.parameters:  # type: ignore[attr-defined]
                            level = "positive" if ">" in relations[k:zero] else "nonnegative"
                            if signs.get(name.id) != "positive":
                                signs[name.id] = level
    return signs, conditions


def _difference(formula: object, condition: ast.Compare, names: Symbols) -> Function:
    """``lhs - rhs`` of a granted condition, on symbols, with the formula's definitions."""
    left, _, right = symbolic_sides(dataclasses.replace(formula, relation=condition), names, PRIMITIVES)
    return Function.of(left) - Function.of(right)


def check_counterexample(identifier: str, record: dict, evidence: dict) -> list[str]:
    """A refuted entry, which states its formula and its domain as data: every witness lies in the domain and the
    record's own formula, evaluated here, fails there with exactly the recorded sides (enclosed sides: enclosures
    that refute on their own, which the recorded bounds agree with)."""
    if record.get("formula") is None or record.get("space") is None:
        return ["a refuted record without a formula and a domain as data: nothing to re-evaluate its witness"]
    problem = spaces.spec_problem(record.get("space"))
    if problem:
        return [problem]
    blocks = [("witness", evidence)]
    if "degenerate_witness" in evidence:
        blocks.append(("degenerate witness", evidence["degenerate_witness"]))
    for name, block in blocks:
        witness, relation = block["counterexample"], block["relation"]
        if not isinstance(witness, dict):
            return [f"the {name} is not an object"]
        point = {key: _revive(item) for key, item in witness.items()}
        try:
            if not spaces.contains(record["space"], point):
                return [f"the {name} {json.dumps(witness)[:200]} lies outside the domain"]
            outcome = formula_outcome(record, point)
        except (FormulaError, Undecided, ValueError, TypeError, KeyError, IndexError, ZeroDivisionError) as error:
            return [f"the formula cannot be evaluated at the {name} ({type(error).__name__}: {str(error)[:200]})"]
        if outcome is None:
            return [f"the {name} is outside the formula's hypotheses ('given')"]
        if outcome.holds:
            return [f"the formula holds at the {name}: not a counterexample"]
        left, right = outcome.lhs, outcome.rhs
        exact = all(isinstance(side, int | Fraction | Surd) or (isinstance(side, ExpSum) and side.rational() is not
                                                                     None) for side in (left, right))
        if not exact:
            problem = _enclosure_problem(name, enclose(left), outcome.relation, enclose(right), block)
            if problem:
                return [problem]
            continue
        left, right = (side.rational() if isinstance(side, ExpSum) else side for side in (left, right))
        if outcome.relation != relation or compare(left, value(block["lhs"])) or compare(right, value(block["rhs"])):
            return [f"the formula gives {_brief(left)} {outcome.relation} {_brief(right)} at the {name}, not the "
                    f"recorded {_brief(block['lhs'])} {relation} {_brief(block['rhs'])}"]
    return []


def _states_formula(entry: object) -> bool:
    return isinstance(entry, dict) and entry.get("formula") is not None and entry.get("space") is not None


class _RecordFormula:
    """A record's own formula read as the independent formula of a deep witness (certify/deep.py): its sides at the
    witness, which must fail its relation (a witness outside its hypotheses cannot be evaluated)."""

    def __init__(self, entry: dict) -> None:
        self.entry = entry

    def sides(self, witness: dict) -> tuple[object, str, object]:
        outcome = formula_outcome(self.entry, {key: _revive(item) for key, item in witness.items()})
        if outcome is None:
            raise ValueError("the witness is outside the formula's hypotheses ('given')")
        left, right = (side.enclosure() if isinstance(side, ExpSum) and side.rational() is None else
                       side.rational() if isinstance(side, ExpSum) else side for side in (outcome.lhs, outcome.rhs))
        return left, outcome.relation, right


def _revive(item: object) -> object:
    """A ledger value as the formula reads it: lists as tuples, exact text as rationals (a word stays a word)."""
    if isinstance(item, list):
        return tuple(_revive(v) for v in item)
    if isinstance(item, str):
        try:
            return rational(item)
        except ValueError:
            return item
    return item


def sweep_problems(entry: dict, *, sample: int | None = None) -> list[str]:
    """A verified entry with its formula and domain as data, re-swept here: the formula holds at every point of the
    domain, and the points inside and outside its hypotheses are the recorded counts (``verify-certs --sweep``).

    ``sample``: evaluate the formula at about that many points only, the first and then every ``s``-th point of the
    enumeration, ``s = ceil(recorded points inside and outside the hypotheses / sample)``; the counts are then not
    compared (a quick re-sweep, which the default test suite runs on every entry; the command sweeps every point)."""
    if entry.get("verdict") != "verified" or entry.get("formula") is None or entry.get("space") is None:
        return []
    found = records.sweep(entry)
    stride = 1
    if sample is not None:
        counts = (found.get("points"), found.get("outside_hypotheses")) if isinstance(found, dict) else ()
        total = sum(counts) if counts and all(type(count) is int and count >= 0 for count in counts) else 0
        stride = max(1, -(-total // sample)) if total and sample > 0 else 1
    checked = outside = 0
    memo: dict = {}
    try:
        for index, point in enumerate(spaces.points(entry["space"])):
            if index % stride:
                continue
            outcome = formula_outcome(entry, point, memo)
            if outcome is None:
                outside += 1
                continue
            checked += 1
            if not outcome.holds:
                return [f"the formula fails at {json.dumps({k: str(v) for k, v in point.items()})[:200]}: "
                        f"{_brief(outcome.lhs)} {outcome.relation} {_brief(outcome.rhs)}"]
    except (FormulaError, Undecided, ValueError, TypeError, KeyError, IndexError, ZeroDivisionError) as error:
        return [f"the formula cannot be swept ({type(error).__name__}: {str(error)[:200]})"]
    if stride == 1 and isinstance(found, dict) and (found.get("points"), found.get("outside_hypotheses")) != (
            checked, outside):
        return [f"the sweep saw {checked} points and {outside} outside the hypotheses; the record says "
                f"{found.get('points')} and {found.get('outside_hypotheses')}"]
    return []


def _brief(value: object, limit: int = 200) -> str:
    """A value for a message: huge rationals by their size (str() of an integer over 4300 digits is refused)."""
    if isinstance(value, Fraction) and max(value.numerator.bit_length(), value.denominator.bit_length()) > 4000:
        return f"<a rational of {max(value.numerator.bit_length(), value.denominator.bit_length())} bits>"
    text = str(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _enclosure_problem(name: str, left: Enclosure, relation: str, right: Enclosure, block: dict) -> str:
    """A side the formula knows only by an enclosure (a record decided with certified balls): the enclosures must
    refute the relation on their own, and the recorded bounds must agree with them."""
    if relation != block["relation"]:
        return f"the {name} gives the relation {relation}, not the recorded {block['relation']}"
    if not refutes(left, relation, right):
        return f"the {name}'s enclosures {left} {relation} {right} do not refute the relation"
    for side, enclosure in (("lhs", left), ("rhs", right)):
        recorded = value(block[side])
        if not isinstance(recorded, Fraction) or not agrees(recorded, enclosure):
            return f"the {name} gives the {side} enclosure {enclosure}, which the recorded {block[side]} disagrees with"
    return ""


def _check_evidence(identifier: str, record: dict, proved: dict | None = None) -> list[str]:
    problem = records.evidence_problem(record)
    if problem:
        return [problem]
    verdict, evidence = records.verdict(record), records.evidence(record)
    if verdict == "refuted":
        return check_counterexample(identifier, record, dict(evidence))
    exhaustive = records.sweep(record)
    if not isinstance(exhaustive, dict):
        return ["the sweep evidence is missing or not an object"]
    points = exhaustive["points"]
    if not (isinstance(points, int) and not isinstance(points, bool) and points > 0):
        return ["a verified domain with no points"]
    digest = exhaustive["digest"]
    if not (isinstance(digest, str) and len(digest) == 64 and all(c in "0123456789abcdef" for c in digest)):
        return ["the per-point digest is not a SHA-256 hex digest"]
    if exhaustive["domain"] != record.get("domain"):
        return ["the evidence's domain is not the certified domain"]
    at = exhaustive.get("at")
    if at is not None and not holds(at["lhs"], at["relation"], at["rhs"]):
        return ["the single point's recorded sides do not satisfy the relation"]
    if verdict == "proved":
        reason = check_symbolic(identifier, record.get("kind"), evidence["certificate"], proved, record)
        return [reason] if reason else []
    return []

# --------------------------------------------------------------------------- driver


class Unreadable(Exception):
    """A ledger or table file that is not the JSON document it should be (exit status 2)."""


def _load(path: Path, *keys: str, schema: int | None = None) -> tuple[list, ...]:
    """The lists under ``keys`` of one JSON document, parsed once."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        lists = tuple(document[key] for key in keys)
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, RecursionError) as error:
        raise Unreadable(f"file={str(path)!r} is not a readable certificate file ({type(error).__name__}: "
                         f"{str(error)[:200]})") from None
    for key, items in zip(keys, lists, strict=True):
        if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
            raise Unreadable(f"file={str(path)!r} is not a readable certificate file ({key!r} is not a list of "
                             "objects)")
    if schema is not None and document.get("schema") != schema:
        raise Unreadable(f"file={str(path)!r} has schema={document.get('schema')!r}, expected {schema} "
                         "(rewrite it with 'krverify check --write')")
    return lists


def check_manifest(ledger: list[dict], manifest: Path = MANIFEST, directory: Path | None = None) -> list[str]:
    """The ledger's entries against the manifest: removed, added, re-kinded, re-verdicted, re-digested; with
    ``directory``, the deep evidence's files against the manifest's pins too."""
    if not manifest.is_file():
        return [f"manifest: {str(manifest)!r} is missing, so the ledger's shape cannot be checked"]
    (expected,) = _load(manifest, "claims", schema=records.SCHEMA)
    try:
        problems = records.manifest_problems({"schema": records.SCHEMA, "claims": expected}, ledger)
    except (KeyError, TypeError, AttributeError) as error:
        raise Unreadable(f"file={str(manifest)!r} is not a readable manifest ({type(error).__name__}: "
                         f"{error})") from None
    if directory is not None:
        document = json.loads(manifest.read_text(encoding="utf-8"))
        problems += pin_problems(directory, document.get("deep"))
        problems += table_pin_problems(_table_checks(directory), document.get("tables"))
    return problems


def _table_checks(directory: Path) -> dict[str, object]:
    """Each table's checks by file name (None for a file that is not a table with checks)."""
    found: dict[str, object] = {}
    for path in sorted((directory / "tables").glob("*.json")):
        try:
            payload = json.loads(path.read_text(encoding="utf-8"))
            found[path.name] = payload.get("checks") if isinstance(payload, dict) else None
        except (OSError, UnicodeDecodeError, ValueError):
            found[path.name] = None  # unreadable: check_directory names it
    return found


class Tally(dict):
    """What a run re-derived and what it took on trust, by kind (a dict of counts, JSON-ready).

    * ``witnesses``: refuted entries whose counterexample the independent formula recomputed;
    * ``proofs``: proved entries whose certificate was re-checked;
    * ``table rows``: certified table rows within their table's reach, every check re-evaluated;
    * ``sweeps (trusted)``: verified entries, whose sweep only ``krverify check`` re-runs (here: shape, digest
      format, domain, strength and search rules);
    * ``table rows (trusted)``: rows beyond their table's reach (printed cells and cheap checks only);
    * ``findings``: stored findings checked by the ledger's editorial rules (``krverify verify-certs`` counts them;
      this checker alone does not check findings);
    * ``deep witnesses``: refuted deep sweeps whose witness the independent formula re-evaluated;
    * ``deep sweeps (trusted)``: the other deep sweeps (shape, what they saw of the ledger and their agreement with
      it checked; re-swept only by ``krverify check --depth N``).
    """

    KINDS = ("witnesses", "proofs", "formula sweeps", "table rows", "findings", "deep witnesses", "sweeps (trusted)",
             "table rows (trusted)", "deep sweeps (trusted)")

    def __init__(self) -> None:
        super().__init__((kind, 0) for kind in self.KINDS)
        self.trusted_columns: dict[str, str] = {}  # "table: column" -> why no check re-derives it

    @property
    def rederived(self) -> int:
        return (self["witnesses"] + self["proofs"] + self["formula sweeps"] + self["table rows"] + self["findings"]
                + self["deep witnesses"])

    @property
    def trusted(self) -> int:
        return self["sweeps (trusted)"] + self["table rows (trusted)"] + self["deep sweeps (trusted)"]

    def line(self, failed: int) -> str:
        trusted_columns = ", ".join(f"{key} ({why})" for key, why in self.trusted_columns.items()) or "none"
        swept = f"{self['formula sweeps']} verified formulas re-swept, " if self["formula sweeps"] else ""
        findings = f"{self['findings']} findings, " if self["findings"] else ""
        return (f"re-derived: {self.rederived} ({self['witnesses']} witnesses, {self['proofs']} proofs, {swept}"
                f"{self['table rows']} table rows, {findings}{self['deep witnesses']} deep "
                f"witnesses); taken on trust: {self.trusted} ({self['sweeps (trusted)']} verified sweeps, re-run only "
                f"by krverify check; {self['deep sweeps (trusted)']} deep sweeps, re-run only by krverify check "
                f"--depth N; {self['table rows (trusted)']} table rows beyond their reach; table columns "
                f"{trusted_columns}); failed: {failed}")


def _tally_entry(tally: Tally, entry: dict) -> None:
    verdict = records.verdict(entry)
    key = {"refuted": "witnesses", "proved": "proofs", "verified": "sweeps (trusted)"}.get(str(verdict))
    if key is not None:
        tally[key] += 1


def _composed_statement(entry: dict) -> object:
    """The composed statement an entry states, or None (none, or not one: its own check says why)."""
    try:
        return statement_of(entry["composed"]) if entry.get("composed") is not None else None
    except ValueError:
        return None


def _proved_entries(ledger: list[dict]) -> dict[str, dict]:
    """id -> {spec (composed statement or None), certificate} for every proved entry, corrections included."""
    found = {}
    for record in ledger:
        for entry in records.entries(record):
            evidence = records.evidence(entry) if records.verdict(entry) == "proved" else None
            if isinstance(evidence, dict) and isinstance(evidence.get("certificate"), dict):
                found[str(entry.get("id"))] = {"spec": _composed_statement(entry),
                                               "certificate": evidence["certificate"]}
    return found


def check_records(fresh: list[dict], ledger: list[dict], *, sweep: bool = False) -> list[str]:
    """The problems :func:`check_directory` would find with the records ``fresh`` (each as the ledger stores it,
    corrections included), read beside the rest of ``ledger`` (a composed proof may rest on its proved entries):
    what ``krverify check`` asks before it writes a record, so it never writes one ``verify-certs`` rejects.  With
    ``sweep``, every verified entry with its formula and its domain as data is re-swept, as ``--sweep`` does."""
    fresh = json.loads(json.dumps(fresh))  # the ledger's JSON values, as the checker reads them from a file
    ids = {str(record.get("id")) for record in fresh}
    proved = _proved_entries([record for record in ledger if str(record.get("id")) not in ids] + fresh)
    problems = []
    for record in fresh:
        if sweep:
            problems += [f"{entry.get('id')}: {p}" for entry in records.entries(record)
                         for p in sweep_problems(dict(entry))]
        problems += check_entry(record, proved=proved)
    return problems + dependency_problems(proved, problems)


def dependency_problems(proved: dict[str, dict], problems: list[str]) -> list[str]:
    """A composed proof rests only on proved entries whose own checks pass, with no cycle among them."""
    failed = {problem.split(":", 1)[0] for problem in problems}
    found = []
    for identifier, entry in proved.items():
        for dependency in dependencies(entry["certificate"]):
            if dependency not in proved:
                found.append(f"{identifier}: rests on {dependency}, which is not a proved entry of the ledger")
            elif dependency in failed:
                found.append(f"{identifier}: rests on {dependency}, whose own proof does not check")

    def cycle_from(start: str) -> list[str]:
        path, node = [start], start
        while True:
            following = [d for d in dependencies(proved[node]["certificate"]) if d in proved]
            if not following:
                return []
            node = following[0]
            if node in path:
                return path[path.index(node):] + [node]
            path.append(node)

    for identifier in proved:
        cycle = cycle_from(identifier)
        if cycle and cycle[0] == identifier:
            found.append(f"{identifier}: circular proof ({' -> '.join(cycle)})")
    return found


def ledger_files(directory: Path) -> tuple[list[dict], list[tuple[str, str, dict]], list[str]]:
    """(records, findings with their (file, position), problems): every ledger file's entries; an id met twice
    (records and corrections, across files; findings) is a problem naming the file and both positions; Unreadable
    for a directory that is not one."""
    if not directory.is_dir():
        raise Unreadable(f"PROOFS_DIR={str(directory)!r} is not a directory")
    ledger, findings, files, found_at = [], [], [], []
    for path in sorted(directory.glob("*.json")):
        claims, stored = _load(path, "claims", "findings", schema=records.SCHEMA)
        files.append((path.name, claims))
        ledger += claims
        for index, finding in enumerate(stored):
            findings.append((path.name, f"findings[{index}]", finding))
            found_at.append((path.name, f"findings[{index}]", finding.get("id")))
    problems = records.ledger_id_problems(files) + records.id_repeats(found_at, "finding id")
    return ledger, findings, problems


def check_directory(directory: Path, manifest: Path | None = MANIFEST, *, sweep: bool = False,
                    files: tuple[list[dict], list, list[str]] | None = None) -> tuple[Tally, list[str]]:
    """(what was re-derived and what taken on trust, problems); Unreadable for a directory or file that cannot be
    read.  Definitions and not-checkable records are checked for shape and counted nowhere.

    With ``manifest`` (default: the one beside the checker), the ledger's ids, kinds, statement digests and
    verdicts must be the manifest's.  With ``sweep``, every verified entry that states its formula and its domain as
    data is re-swept here (:func:`sweep_problems`).  ``files`` is :func:`ledger_files` of ``directory`` when the
    caller has read them already."""
    tally = Tally()
    ledger, _, problems = files if files is not None else ledger_files(directory)
    problems = list(problems)
    proved = _proved_entries(ledger)
    for record in ledger:
        for entry in records.entries(record):
            _tally_entry(tally, dict(entry))
            if sweep and entry.get("verdict") == "verified" and entry.get("formula") and entry.get("space"):
                tally["formula sweeps"] += 1
                tally["sweeps (trusted)"] -= 1
                problems += [f"{entry.get('id')}: {p}" for p in sweep_problems(dict(entry))]
        problems += check_entry(record, proved=proved)
    problems += dependency_problems(proved, problems)
    entries = {str(e.get("id")): e for r in ledger for e in records.entries(r)}
    deep, found = check_deep(directory, entries, {key: _RecordFormula(entry) for key, entry in entries.items()
                                                 if _states_formula(entry)})
    problems += found
    tally.update(deep)
    if manifest is not None:
        problems += check_manifest(ledger, manifest, directory)
    for path in sorted((directory / "tables").glob("*.json")):
        try:
            text = path.read_text(encoding="utf-8")
            payload = json.loads(text)
            grid = path.with_suffix(".toml").read_text(encoding="utf-8") if payload["checks"]["grid_file"] is True \
                else None
            rederived, trusted, found = _table_problems(text, grid)
            tally.trusted_columns.update((f"{path.stem}: {key}", str(why))
                                         for key, why in payload["checks"]["trusted"].items())
        except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, IndexError, AttributeError,
                ArithmeticError, RecursionError, tomllib.TOMLDecodeError) as error:
            problems.append(f"{path.name}: malformed table or grid ({type(error).__name__}: {str(error)[:200]})")
            continue
        tally["table rows"] += rederived
        tally["table rows (trusted)"] += trusted
        problems += [f"{path.name}: {p}" for p in found]
    return tally, problems


@functools.lru_cache(maxsize=4)
def _table_problems(text: str, grid: str | None) -> tuple[int, int, tuple[str, ...]]:
    """check_table of a table's text and its grid file's (practitioner.json: about 6 s of exact δ at N = 100), once
    per text in a process: a pure function of the texts, so a copy of the ledger re-checked unchanged is not
    re-derived again."""
    rederived, trusted, found = check_table(json.loads(text), None if grid is None else read_grid(grid))
    return rederived, trusted, tuple(found)


def main(argv: list[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    sweep = "--sweep" in arguments
    arguments = [a for a in arguments if a != "--sweep"]
    directory = Path(arguments[0]) if arguments else Path("proofs")
    try:
        checked, problems = check_directory(directory, sweep=sweep)
    except Unreadable as error:
        print(f"krverify verify-certs: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(f"FAILED {problem}")
    print(checked.line(len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
