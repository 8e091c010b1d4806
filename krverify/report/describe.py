"""A ledger record in words, for the terminal and the reports: what its verdict rests on, its counterexample with
both sides, how it reads the document, its proof step by step (standard library only, so ``krverify show`` is
instant)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from krverify.certify import record as records_format
from krverify.report.values import show_value

__all__ = ["case_identity", "outline", "proof_lines", "reading_lines", "sides", "strength", "witness"]


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
    (:func:`outline`), or a single-step certificate's identity; [] when the entry is not proved."""
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


def case_identity(case: object) -> str:
    """A case as the identity it states, T the target: `T*(denominator) == term + term`."""
    if not isinstance(case, dict):
        return "a malformed case"
    denominator, terms = str(case.get("denominator")), " + ".join(map(str, case.get("terms") or [])) or "0"
    return f"`T == {terms}`" if denominator == "1" else f"`T*({denominator}) == {terms}`"


def _identities(cases: object) -> str:
    unique = list(dict.fromkeys(case_identity(case) for case in cases)) if isinstance(cases, list) else []
    return "; ".join(unique) if unique else "`T == 0` identically"


def _names(cases: object, prefix: str) -> str:
    """The hypothesis names of a prefix (IH_m1, L_0, ...) the cases use, as formulas."""
    found = sorted(set(re.findall(rf"\b{prefix}_[mp]?\d+\b", repr(cases))))
    return ", ".join(f"`{name}`" for name in found) or "none"


def outline(certificate: Mapping[str, object]) -> list[str]:
    """The proof's steps in words, each formula a Python expression between backticks (T is the statement's
    target; NAME_k is NAME at offset k from i), for the report to set as mathematics."""
    rule = certificate.get("rule")
    if rule == "induction":
        invariant, steps = certificate.get("invariant"), certificate.get("step") or {}
        cases = [case for split in steps.values() for case in split] if isinstance(steps, dict) else []
        strict = f", `{invariant} > 0` where i is in the support" if certificate.get("strict") else ""
        splits = " and ".join("`" + split.replace(" = ", " == ") + "`" for split in steps)
        return [f"Induction on the number of factors `alpha + beta*x`: `{invariant} >= 0` at every i{strict}.",
                "Base: the empty product `c > 0`, checked at every offset.",
                f"Step: `t_0 == alpha*s_0 + beta*s_m1`; in every pattern of zero and positive s "
                f"({splits}) one of {_identities(cases)} proves "
                f"the invariant of t from the induction hypotheses {_names(cases, 'IH')} (the invariant of s there)."]
    if rule == "window":
        lemma, cases = certificate.get("lemma"), certificate.get("cases")
        base = certificate.get("base") if isinstance(certificate.get("base"), dict) else None
        lines = []
        if base is not None:
            factors = "*".join(f"({a} + {b}*x)**({e})" for a, b, e in base.get("factors", [])) or "1"
            shifts = "; ".join(f"`{name} == Q*" + ("*".join(f"({a} + {b}*x)" for a, b in extra) or "1") + "`"
                               for name, extra in (certificate.get("shifts") or {}).items())
            lines.append(f"Each sequence is the base `Q == {factors}` times fixed linear factors: {shifts}.")
        if lemma:
            lines.append(f"{lemma} on the base: `L_j` is its invariant at offset j; used: {_names(cases, 'L')}.")
        return [*lines, f"In every pattern of zero and positive coefficients of the window: {_identities(cases)}."]
    if rule == "chain":
        return [f"Telescoping: `f(b) - f(a)` is the sum of the steps `f(m + 1) - f(m) >= 0` over `a <= m < b`, "
                f"each by {certificate.get('link')}."]
    if rule == "blocks":
        link, blocks = certificate.get("link"), certificate.get("blocks") or {}
        instance = "".join(f", {k} set to `{v}`" for k, v in (certificate.get("instance") or {}).items())
        ranges = certificate.get("ranges") or {}
        return [f"With `f(m) == g(m - 1)/g(m)` for the g of {link}{instance}: the statement is "
                f"`g(d)/g(d + n) - g(c)/g(c + n)`, `c == {blocks.get('lower')}`, `d == {blocks.get('upper')}`, "
                f"`n == {blocks.get('length')}`.",
                f"That is a product of n ratios on each side with `f(d + t) >= f(c + t) > 0` for `1 <= t <= n` "
                f"({link} telescoped); by induction on n, strict where {link} is.",
                "Ranges from the statement's counts `K_j`: " + "; ".join(
                    f"{key}: {_identities(ranges[key])}" for key in ("start", "end", "apart", "length")
                    if key in ranges) + "."]
    if rule == "pair":
        return ["For any earlier item (`x_prev`) and later item (`x`), from the items' hypotheses `G_j`, `H_j` and "
                f"the pair's `J_k`: {_identities(certificate.get('cases'))}."]
    if rule == "accumulation":
        invariants = ", ".join(f"`{t} {lv} 0`" for t, lv in certificate.get("invariants") or [])
        phase = {key: "; ".join(_identities(c) for c in certificate.get(key) or []) for key in ("base", "step")}
        return [f"Induction on the number of items; invariants {invariants}.",
                f"Base (one item): {phase['base']}. Step (one more item): {phase['step']}.",
                f"Conclusion from the invariants `I_j`: {_identities(certificate.get('conclusion'))}."]
    return []
