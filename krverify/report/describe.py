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
        return [*composed_statement(entry.get("composed")), *outline(certificate)]
    return [f"One identity for `T == {certificate.get('target')}` (the statement's LHS - RHS, relation "
            f"{certificate.get('relation')} 0): {case_identity(certificate)}, every factor of known sign."]


def _atom(text: str) -> str:
    return text if text.isidentifier() or text.isdigit() else f"({text})"


def _product(data: Mapping[str, Any]) -> str:
    factors = "*".join(f"({a} + {_atom(b)}*x)**{_atom(e)}" for a, b, e in data.get("factors", [])) or "1"
    return factors if data.get("scale", "1") == "1" else f"({data['scale']})*{factors}"


def _conditions(pairs: Any) -> str:
    return ", ".join(f"`{text} {level} 0`" for text, level in pairs or [])


def composed_statement(data: Any) -> list[str]:
    """The statement a composed proof proves (the record's ``composed`` field), one line, formulas between
    backticks (NAME_k: the x^(i+k) coefficient of the product NAME; s_k of every product of the family).

    >>> line, = composed_statement({"form": "pairwise", "items": ["lam", "mu"], "item_hypotheses": [["lam", ">"]],
    ...                             "pair_hypotheses": [["lam_prev - lam", ">="]], "target": "lam_prev - lam",
    ...                             "relation": ">="})
    >>> line[:71]
    'Statement: for every earlier item (`lam_prev`, …) and later item (`lam`'
    >>> line[71:]
    ', `mu`) with `lam > 0` and `lam_prev - lam >= 0`: `lam_prev - lam >= 0`.'
    """
    if not isinstance(data, Mapping):
        return []
    form = data.get("form")
    if form == "family":
        strict = "; > 0 on the support" if data.get("relation") == ">" else ""
        return [f"Statement: for every product `c*prod_j (alpha_j + beta_j*x)` (alpha {data.get('alpha')}, beta "
                f"{data.get('beta')}, c {data.get('scale')}) with coefficients `s_i`: "
                f"`{data.get('property')} {'==' if data.get('relation') == '==' else '>='} 0` at every i{strict}."]
    products = "; ".join(f"`{name} == {_product(product)}`" for name, product in (data.get("sequences") or {}).items())
    if form == "window":
        where = f"every i in the support of {data['index']}" if data.get("index") else "every i"
        relation = "==" if data.get("relation") == "==" else ">" if data.get("strict") else ">="
        ends = f" (`{data.get('ends')}` at its two ends)" if data.get("strict") else ""
        signs = ", ".join(f"{name} {sign}" for name, sign in (data.get("signs") or {}).items())
        given = "; ".join(part for part in (signs, _conditions(data.get("hypotheses")), ", ".join(
            f"`{count} >= 0`" for count in data.get("counts") or [])) if part)
        over = f" for `{data['parameter'][1]} <= {data['parameter'][0]} <= {data['parameter'][2]}`" \
            if data.get("parameter") else ""
        return [f"Statement: with {products}: `{data.get('target')} {relation} 0` at {where}{ends}{over}"
                + (f", given {given}." if given else ".")]
    if form == "chain":
        return [f"Statement: `f({data.get('upper')}) - f({data.get('lower')}) >= 0` for "
                f"`{data.get('low')} <= {data.get('lower')} <= {data.get('upper')}`, at every i in the support of "
                f"{data.get('index')}, where `f({data.get('parameter')}) == {data.get('value')}` with {products}."]
    items = ", ".join(f"`{item}`" for item in data.get("items") or [])
    pair = _conditions(data.get("pair_hypotheses"))
    if form == "accumulation":
        sums = ", ".join(f"`{name} == sum({text})`" for name, text in (data.get("sums") or {}).items())
        return [f"Statement: for m >= 1 items ({items}) with {_conditions(data.get('item_hypotheses'))}"
                + (f" and, for every earlier item, {pair}" if pair else "")
                + f", running sums {sums}: `{data.get('target')} {data.get('relation')} 0`."]
    if form == "pairwise":
        return [f"Statement: for every earlier item (`{(data.get('items') or ['?'])[0]}_prev`, …) and later item "
                f"({items}) with {_conditions(data.get('item_hypotheses'))} and {pair}: "
                f"`{data.get('target')} {data.get('relation')} 0`."]
    return []


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


