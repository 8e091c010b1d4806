"""A ledger record in words, for the terminal and the reports: what its verdict rests on, its counterexample with
both sides, how it reads the document, its proof step by step (standard library only, so ``krverify show`` is
instant)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from krverify.certify import record as records_format
from krverify.certify.composition import case_identity, outline
from krverify.report.values import show_value

__all__ = ["proof_lines", "reading_lines", "sides", "strength", "witness"]


def _sweep_words(sweep: Mapping[str, Any]) -> str:
    """'800 points, sizes reached N = 40' or 'the whole parameter space (1 point)'."""
    points = sweep.get("points")
    if sweep.get("whole"):
        return f"the whole parameter space ({points} point{'s' if points != 1 else ''})"
    reached = sweep.get("reached") or {}
    sizes = ", ".join(f"{name} = {size}" for name, size in sorted(reached.items()))
    return f"{points} points" + (f", largest sizes reached {sizes}" if sizes else "")


def strength(record: Mapping[str, Any]) -> str:
    """What the verdict rests on, in words: points swept, sizes reached, search examples."""
    evidence = records_format.evidence(record)
    search = evidence.get("search") or {}
    searched = (f" plus a seeded search ({search.get('examples')} examples, seed {search.get('seed')})"
                if search.get("examples") else "")
    match records_format.verdict(record):
        case "proved":
            sweep = records_format.sweep(record) or {}
            swept = f"; swept exactly over {_sweep_words(sweep)}" if sweep.get("points") else ""
            rule = (evidence.get("certificate") or {}).get("rule")
            how = f"a composed proof ({rule})" if rule else "symbolic certificate"
            return f"proved for all parameters ({how}, re-checked by the stdlib checker){swept}"
        case "verified":
            return f"exhaustive over {_sweep_words(evidence)}{searched}"
        case "refuted":
            return f"counterexample ({evidence.get('found_by', 'search')}), re-checked exactly"
        case _:
            return "definition (no verdict)"


def proof_lines(entry: Mapping[str, Any]) -> list[str]:
    """A proved entry's proof, step by step, formulas between backticks (T the target): a composed proof's outline
    (composition.outline), or a single-step certificate's identity; [] when the entry is not proved."""
    if entry.get("verdict") != "proved":
        return []
    certificate = records_format.evidence(entry).get("certificate") or {}
    if "rule" in certificate:
        return outline(certificate)
    return [f"One identity for `T == {certificate.get('target')}` (the statement's LHS - RHS, relation "
            f"{certificate.get('relation')} 0): {case_identity(certificate)}, every factor of known sign."]


def witness(record: Mapping[str, Any]) -> str:
    """The exact counterexample and both sides (short values with a decimal), one line."""
    evidence = records_format.evidence(record)
    point = ", ".join(f"{k} = {_show(v)}" for k, v in sorted((records_format.counterexample(record) or {}).items()))
    lhs, relation, rhs = records_format.sides(evidence)
    sides = f"{_show(lhs)} {relation} {_show(rhs)} fails"
    detail = f" ({evidence['detail']})" if evidence.get("detail") else ""
    return f"at {point}: {sides}{detail}"


def _show(value: Any) -> str:
    return show_value(value, short=True)


def sides(record: Mapping[str, Any]) -> tuple[str, str, str]:
    """A refuted record's counterexample: (the point, "left side = …, right side = …", "left … right fails")."""
    evidence = records_format.evidence(record)
    point = ", ".join(f"{k} = {_show(v)}" for k, v in sorted((records_format.counterexample(record) or {}).items()))
    lhs, relation, rhs = records_format.sides(evidence)
    symbol = _RELATIONS.get(relation, relation)
    return point, f"left side = {_show(lhs)}, right side = {_show(rhs)}", f"left side {symbol} right side fails"


#: The ledger's relations as a reader writes them.
_RELATIONS = {"==": "=", "<=": "≤", ">=": "≥", "!=": "≠"}


def reading_lines(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(field, text) pairs for how the record reads the document: reading, each deviation, the literal text,
    what is disputed."""
    rows = [("reading", str(record.get("reading", "as printed")))]
    for deviation in record.get("deviations") or ():
        where = f" ({deviation['where']})" if deviation.get("where") else ""
        rows.append(("deviation", f"{deviation['kind']}: {deviation['text']}{where}"))
    literal = record.get("literal") or {}
    if literal.get("record"):
        rows.append(("literal text", f"decided by {literal['record']}"))
    elif literal.get("meaningless"):
        rows.append(("literal text", f"no truth value: {literal['meaningless']}"))
    if record.get("disputed"):
        rows.append(("disputed", str(record["disputed"])))
    return rows


