"""The ledger's editorial rules: what a record's prose may say about how it reads the text, and what a finding says.

The kernel (:mod:`krverify.certify`) re-checks the mathematics of every record: digests, witnesses, proofs, sweeps,
tables.  The rules here are the ledger's editorial policy, kept out of the kernel so an auditor of the checker reads
only mathematics; ``krverify check`` applies them before it writes a record, and ``krverify verify-certs`` applies
them beside the kernel (:func:`krverify.ledger.verify`):

* a record's **reading** fits its deviations (``as printed`` only with none; ``as read`` names the record that
  decides the literal text, or why it is meaningless; a disputed reading says what is disputed), and the
  hypotheses of an ``as printed`` record state only conventions or cite the line that prints them
  (docs/readings.md);
* a **finding** has its keys and a severity, its witness texts are generated from the records it names
  (:func:`witness_text`), the values its prose assigns are its records' witnesses (:func:`prose_problems`), and the
  findings partition the refuted records (:func:`partition_problems`).

Standard library and the kernel's record accessors only: ``krverify verify-certs`` imports no claim code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any

from krverify.certify.record import entries, evidence, is_decided, sides, verdict

__all__ = ["CONVENTIONS", "DEVIATION_KEYS", "DEVIATION_KINDS", "FINDING_KEYS", "READINGS", "READING_MARKERS",
           "SEVERITIES", "finding_problems", "hypotheses_problems", "hypothesis_clauses", "ledger_problems",
           "partition_problems", "prose_problems", "reading_problems", "witness_text", "witnesses"]

#: The readings a record can decide, each with what it means (docs/readings.md).
READINGS: dict[str, str] = {
    "as printed": "the printed text, symbols and ranges as docs/readings.md reads them; no deviation",
    "as read": "the printed text with the deviations listed; the literal text is decided by its own record, or "
    "has no truth value (the record says why)",
    "intended": "a correction: the form the later lines need, decided on its own",
    "literal": "one side of a disputed reading: the text exactly as it stands (the charitable side is its "
    "correction)",
    "charitable": "the other side of a disputed reading: the one meant, decided beside the literal one",
}
#: Every way a record may depart from the printed text, with what the record must then say.
DEVIATION_KINDS: dict[str, str] = {
    "added hypothesis": "a hypothesis the text does not state (independence, positivity, a range)",
    "notation from elsewhere": "a symbol the statement leaves undefined, read from another line (which one)",
    "narrowed domain": "points the printed hypotheses allow and the domain leaves out (which, and why)",
    "corrected symbol": "a symbol read other than printed (the printed one is decided by the literal record)",
    "quantitative reading": "a qualitative word ('nearly', 'roughly', O(.)) read as a stated inequality",
    "conversion artefact": "a symbol the conversion of the source may have garbled, read as meant",
}

#: A deviation's fields (kind from DEVIATION_KINDS; ``where``: the line read from, or the points left out).
DEVIATION_KEYS = ("kind", "text", "where")

#: A finding's severities, most serious first (docs/readings.md explains the scale).
SEVERITIES = ("false", "precision", "misprint", "boundary")
#: What a finding in the ledger holds; ``witnesses`` are generated from its records (:func:`witnesses`).
FINDING_KEYS = ("id", "root", "records", "severity", "summary", "correction", "witness_note", "witnesses",
                "disputed", "prose_cases")


def reading_problems(entry: Mapping[str, Any], *, is_correction: bool = False) -> list[str]:
    """Why an entry's reading, deviations, literal and disputed fields do not fit together ([] when they do).

    A record is read ``as printed`` (no deviation), ``as read`` (deviations listed, and the literal text decided by
    the record ``literal.record`` or meaningless for the reason ``literal.meaningless``) or ``literal`` (one side
    of a disputed reading, saying in ``disputed`` what is disputed); a correction is read ``intended`` or
    ``charitable`` (the other side of a disputed reading).

    >>> reading_problems({"reading": "as printed", "deviations": [{"kind": "added hypothesis", "text": "X_i "
    ...                   "independent", "where": ""}], "literal": None, "disputed": ""})
    ["reading 'as printed' with 1 deviation(s): a record that departs from the text is read 'as read'"]
    """
    reading, deviations = entry.get("reading"), entry.get("deviations")
    allowed = ("intended", "charitable") if is_correction else ("as printed", "as read", "literal")
    if reading not in allowed:
        return [f"reading {reading!r} is not one of {', '.join(allowed)}"]
    if not isinstance(deviations, list):
        return ["deviations is not a list"]
    problems = []
    for deviation in deviations:
        if not isinstance(deviation, Mapping) or sorted(deviation) != sorted(DEVIATION_KEYS) or not all(
                isinstance(deviation[key], str) for key in DEVIATION_KEYS):
            problems.append(f"a deviation is not an object of strings {', '.join(DEVIATION_KEYS)}: {deviation!r}")
        elif deviation["kind"] not in DEVIATION_KINDS:
            problems.append(f"deviation kind {deviation['kind']!r} is not one of {', '.join(DEVIATION_KINDS)}")
        elif not deviation["text"].strip():
            problems.append(f"a {deviation['kind']!r} deviation says nothing")
    disputed = entry.get("disputed")
    if not isinstance(disputed, str):
        return [*problems, "disputed is not a string"]
    if (reading in ("literal", "charitable")) != bool(disputed.strip()):
        problems.append(f"reading {reading!r} does not say what is disputed" if not disputed.strip() else
                        f"reading {reading!r} says what is disputed; only a disputed reading does")
    if reading == "as printed" and deviations:
        problems.append(f"reading 'as printed' with {len(deviations)} deviation(s): a record that departs from the "
                        "text is read 'as read'")
    if is_correction:
        return problems
    literal = entry.get("literal")
    if reading == "as read":
        if not deviations:
            problems.append("reading 'as read' lists no deviation (then it is 'as printed')")
        if not isinstance(literal, Mapping) or len(literal) != 1 or not isinstance(
                literal.get("record", literal.get("meaningless")), str) or not next(iter(literal.values())).strip():
            problems.append("reading 'as read' names neither the record that decides the literal text "
                            "(literal.record) nor why that text is meaningless (literal.meaningless)")
    elif literal is not None:
        problems.append(f"reading {reading!r} has a literal field; only 'as read' does")
    return problems


#: What a hypothesis of a record read ``as printed`` (or ``literal``) may say without citing the text: the standing
#: conventions of docs/readings.md ("What counts as as printed"), each a full clause, with its reason.
CONVENTIONS: dict[str, str] = {
    r"0 < q < 1/2(, p = 1 - q( \(so p > q\))?)?": "q is the lie probability of the section",
    r"p = 1 - q": "p is the truth probability of the section",
    r"[NnkLKm] >= 1": "sizes that count records, bits, repetitions or weights are at least 1",
    r"(e\^ε = )?λ >= 1|ε >= 0|λ = e\^ε >= 1": "the privacy level: λ = e^ε >= 1, ε >= 0",
    r"-?\d+ <= [ijlmstTMr]\w*(, [ijlmstTMr]\w*)* <= [\w +\-()/]+":
        "an index ranges over the values where every symbol of the statement is defined (readings rule 3)",
    r"printed to \d+ (decimal places|significant digits?)( of a percent)?":
        "a printed number is read at its printed precision (readings rule 6)",
}
#: Words that mark a reading the printed text does not state: in a hypothesis of an ``as printed`` record each is
#: a deviation (``added hypothesis`` or ``quantitative reading``) of an ``as read`` record instead.
READING_MARKERS: dict[str, str] = {
    r"\bread (as|literally|quantitatively)\b|\breading\b": "a reading of the text",
    r"\bnearly\b|\broughly\b|\bapproximately\b|\bquantitativ": "a qualitative word read as an inequality",
    r"\binteger": "integer-ness",
    r"\brational\b": "a restriction to rational values (the finite domain says which points are swept)",
    r"\brounded\b": "a rounded value chosen by the record",
    r"\bWLOG\b|without loss|\bworst\b": "a reduction to a special case (a claim of its own)",
    r"\bassum|\btaken\b|\bconvention\b": "an assumption or convention of the record",
    r"\bsmallest\b|\blargest\b": "an extremal reading of a symbol",
    r"\bunit weight|\bpseudometric": "a convention on weights or distances",
    r"\(not |\binstead of\b|\brather than\b": "a symbol or form read other than printed",
}
#: A relation (a range or a condition) in a hypothesis.
_RELATION = r"<|>|≤|≥|≠|\bin [\[({]"
#: Where a relation is printed: a seed line (``l.123``, ``l.12-14``), tested against the seed by the suite.
_CITATION = r"\(((printed|as printed),? )?l\.\s?\d+([-–]\d+)?\)\s*$"


def hypothesis_clauses(text: str) -> list[str]:
    """The clauses of a hypotheses text: split at ';' outside brackets.

    >>> hypothesis_clauses("0 < q < 1/2; a (b; c); d")
    ['0 < q < 1/2', 'a (b; c)', 'd']
    """
    clauses, depth, start = [], 0, 0
    for index, character in enumerate(text):
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        if character == ";" and depth <= 0:
            clauses.append(text[start:index].strip())
            start = index + 1
    clauses.append(text[start:].strip())
    return [clause for clause in clauses if clause]


def hypotheses_problems(entry: Mapping[str, Any]) -> list[str]:
    """Why the hypotheses of an entry read ``as printed`` (or ``literal``) say more than the text prints.

    Such a record may state the standing conventions (:data:`CONVENTIONS`), quantifiers and notation; a range or a
    condition it states must be a convention or cite the seed line that prints it (``(l.123)``); a clause with a
    :data:`READING_MARKERS` word is a reading, which only an ``as read`` record (with a deviation) may make.

    >>> hypotheses_problems({"reading": "as printed", "hypotheses": "0 < q < 1/2; every collection x"})
    []
    >>> hypotheses_problems({"reading": "as printed", "hypotheses": "0 < q < 1/2; λ > 1"})
    ["reading 'as printed' with the hypothesis 'λ > 1': a range or condition that is not a convention of \
docs/readings.md and cites no printed line (l.N); state it as a deviation of an 'as read' record"]
    >>> hypotheses_problems({"reading": "as printed", "hypotheses": "A < B (l.401)"})
    []
    >>> hypotheses_problems({"reading": "as printed", "hypotheses": "read as R_(i+1) < R_i"})
    ["reading 'as printed' with the hypothesis 'read as R_(i+1) < R_i': a reading of the text; state it as a \
deviation of an 'as read' record"]
    >>> hypotheses_problems({"reading": "as read", "hypotheses": "λ > 1"})
    []
    """
    if entry.get("reading") not in ("as printed", "literal"):
        return []
    text = entry.get("hypotheses")
    if not isinstance(text, str):
        return [f"hypotheses={text!r} is not a string"]
    problems = []
    for clause in hypothesis_clauses(text):
        marker = next((why for pattern, why in READING_MARKERS.items() if re.search(pattern, clause, re.I)), None)
        if marker is not None:
            problems.append(f"reading {entry['reading']!r} with the hypothesis {clause!r}: {marker}; state it as a "
                            "deviation of an 'as read' record")
        elif re.search(_RELATION, clause) and not re.search(_CITATION, clause) and not any(
                re.fullmatch(pattern, clause) for pattern in CONVENTIONS):
            problems.append(f"reading {entry['reading']!r} with the hypothesis {clause!r}: a range or condition that "
                            "is not a convention of docs/readings.md and cites no printed line (l.N); state it as a "
                            "deviation of an 'as read' record")
    return problems


def _value_text(value: Any) -> str:
    """A witness value as the ledger holds it: lists in parentheses, long exact values by their length."""
    if isinstance(value, list):
        return "(" + ", ".join(_value_text(item) for item in value) + ")"
    text = str(value)
    return text if len(text) <= 60 else f"{text[:24]}... ({len(text)} characters)"


def _block_text(block: Mapping[str, Any]) -> str:
    point = block.get("counterexample")
    where = ", ".join(f"{name} = {_value_text(point[name])}" for name in sorted(point)) if isinstance(
        point, Mapping) else "?"
    lhs, relation, rhs = sides(block)
    return f"at {where}: {_value_text(lhs)} {relation} {_value_text(rhs)} is false"


def witness_text(entry: Mapping[str, Any]) -> str:
    """A refuted entry's witness as one line, generated from its evidence alone (and its degenerate witness).

    >>> witness_text({"id": "x", "verdict": "refuted", "evidence": {"counterexample": {"q": "1/4", "N": 2},
    ...               "lhs": "1", "relation": ">", "rhs": "1"}})
    'x: at N = 2, q = 1/4: 1 > 1 is false'
    """
    found = evidence(entry)
    if entry.get("verdict") != "refuted" or not isinstance(found, Mapping):
        return f"{entry.get('id')}: no witness (verdict {entry.get('verdict')!r})"
    text = f"{entry.get('id')}: {_block_text(found)}"
    degenerate = found.get("degenerate_witness")
    if isinstance(degenerate, Mapping):
        text += f"; the smallest failure, degenerate, {_block_text(degenerate)}"
    return text


def witnesses(root: str, quoted: Iterable[str], ledger: Mapping[str, Mapping[str, Any]]) -> list[dict[str, str]]:
    """A finding's ``witnesses``: the refuted root's, then each quoted record's, generated by :func:`witness_text`."""
    named = [root] if verdict(ledger.get(root) or {}) == "refuted" else []
    named += [identifier for identifier in quoted if identifier not in named]
    return [{"record": identifier, "text": witness_text(ledger.get(identifier) or {"id": identifier})}
            for identifier in named]


def partition_problems(findings: Iterable[Mapping[str, Any]], records: Iterable[Mapping[str, Any]],
                       known_ids: set[str]) -> list[str]:
    """Why the findings do not partition the refuted records ([] when they do): every refuted record in exactly
    one finding, every record a finding names refuted, every root a known id."""
    refuted = {str(r.get("id")) for r in records if r.get("verdict") == "refuted"}
    owners: dict[str, list[str]] = {}
    problems = []
    for finding in findings:
        if finding.get("root") not in known_ids:
            problems.append(f"finding {finding.get('id')}: root {finding.get('root')} is not a registered claim")
        for record_id in finding.get("records") or ():
            owners.setdefault(str(record_id), []).append(str(finding.get("id")))
            if record_id not in refuted:
                problems.append(f"finding {finding.get('id')}: {record_id} is not refuted")
    for record_id in sorted(refuted):
        if record_id not in owners:
            problems.append(f"refuted {record_id} belongs to no finding")
        elif len(owners[record_id]) > 1:
            problems.append(f"refuted {record_id} belongs to {len(owners[record_id])} findings: "
                            f"{', '.join(owners[record_id])}")
    return problems


def finding_problems(finding: Mapping[str, Any], ledger: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Why one stored finding is malformed ([] when it is not): its keys, its severity, its records (distinct,
    root among them), and its witness texts, each of which must be :func:`witness_text` of the record it names."""
    name = f"finding {finding.get('id')}"
    if sorted(finding) != sorted(FINDING_KEYS):
        return [f"{name}: keys {sorted(finding)} are not {sorted(FINDING_KEYS)}"]
    problems = []
    if finding["severity"] not in SEVERITIES:
        problems.append(f"{name}: severity {finding['severity']!r} is not one of {', '.join(SEVERITIES)}")
    listed = finding["records"]
    if not isinstance(listed, list) or not listed or len(set(map(str, listed))) != len(listed):
        return [*problems, f"{name}: records {listed!r} are not distinct and non-empty"]
    stored = finding["witnesses"]
    if not isinstance(stored, list) or not all(isinstance(w, Mapping) and sorted(w) == ["record", "text"]
                                                for w in stored):
        return [*problems, f"{name}: witnesses are not a list of {{record, text}}"]
    expected = witnesses(str(finding["root"]), [str(w["record"]) for w in stored], ledger)
    if [w["record"] for w in stored] != [w["record"] for w in expected]:
        problems.append(f"{name}: witnesses name {[w['record'] for w in stored]}, expected the refuted root first "
                        f"({[w['record'] for w in expected]})")
    for found, wanted in zip(stored, expected, strict=False):
        if found["record"] not in listed:
            problems.append(f"{name}: witness of {found['record']}, which is not one of its records")
        elif found["text"] != wanted["text"]:
            problems.append(f"{name}: witness text {str(found['text'])[:80]!r} is not generated from the record "
                            f"{found['record']} ({wanted['text'][:80]!r})")
    if not isinstance(finding["prose_cases"], list) or not all(isinstance(c, str) for c in finding["prose_cases"]):
        return [*problems, f"{name}: prose_cases is not a list of strings"]
    return problems + prose_problems(finding, ledger)


#: An assignment the prose makes, ``name = value``: a name as witnesses spell them (``q``, ``B_1``, ``x'_n``) and an
#: exact value (an integer, a fraction, a terminating decimal, a tuple of those, or a bit string such as ``01``).
_ASSIGNMENT = re.compile(r"(?<![\w^{'])([A-Za-z\u0391-\u03c9](?:_\w+|')*)\s*=\s*"
                         r"(\((?:\s*-?\d+(?:/\d+|\.\d+)?\s*,)+\s*-?\d+(?:/\d+|\.\d+)?\s*\)"
                         r"|-?\d+(?:/\d+|\.\d+)?)(?![\w/^(])(?!\.\d)")


#: A Greek letter of the prose and the name a witness spells it with (claims name parameters in ASCII).
_SPELLED = {"α": "alpha", "β": "beta", "γ": "gamma", "δ": "delta", "ε": "eps", "λ": "lambda", "μ": "mu", "ρ": "rho",
            "σ": "sigma", "τ": "tau"}


def _exact(text: str) -> Fraction:
    """``"0.009"`` is 9/1000: decimals are read exactly, never through a float."""
    return Fraction(text)


def _witness_value(value: Any) -> Any:
    """A witness value in comparable form: a tuple for a list, else the exact rational (None if not a number)."""
    if isinstance(value, list):
        items = tuple(_witness_value(item) for item in value)
        return None if None in items else items
    try:
        return Fraction(str(value))
    except (ValueError, ZeroDivisionError):
        return None


def _prose_values(text: str, like: Any) -> set[Any]:
    """What the prose's value text can mean, compared with a witness value ``like``: a tuple, a rational, or (a
    string of 0s and 1s where the witness is a bit vector) the vector of its digits."""
    if text.startswith("("):
        return {tuple(_exact(item.strip()) for item in text.strip("()").split(","))}
    values = {_exact(text)}
    if isinstance(like, tuple) and set(text) <= {"0", "1"} and len(text) == len(like):
        values.add(tuple(Fraction(int(digit)) for digit in text))
    return values


def prose_problems(finding: Mapping[str, Any], ledger: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Why a finding's prose names a witness other than its records' ([] when it does not).

    Every ``name = value`` in the summary or the witness note whose name is a parameter of a counterexample of the
    finding's records must be that record's value (the headline or the degenerate witness), read exactly; an
    assignment about another case (the document's printed value, the case where the bound is an identity) is
    listed in ``prose_cases`` and must occur in that prose.

    >>> ledger = {"r": {"id": "r", "verdict": "refuted", "evidence": {"counterexample": {"q": "9/1000", "b": [0, 1]},
    ...           "lhs": "2", "relation": "<", "rhs": "1"}}}
    >>> finding = {"id": "f", "records": ["r"], "summary": "fails at q = 0.009, b = 01", "witness_note": "",
    ...            "prose_cases": []}
    >>> prose_problems(finding, ledger)
    []
    >>> prose_problems({**finding, "summary": "fails at q = 1/100"}, ledger)
    ["finding f: the prose says q = 1/100, but its records' witnesses have q = 9/1000"]
    >>> prose_problems({**finding, "summary": "holds at q = 1/2", "prose_cases": ["q = 1/2"]}, ledger)
    []
    """
    name = f"finding {finding.get('id')}"
    known: dict[str, list[Any]] = {}
    shown: dict[str, list[str]] = {}
    for record_id in finding.get("records") or ():
        found = evidence(ledger.get(str(record_id)) or {})
        blocks = [found, found.get("degenerate_witness")] if isinstance(found, Mapping) else []
        for block in blocks:
            point = block.get("counterexample") if isinstance(block, Mapping) else None
            for key, value in (point.items() if isinstance(point, Mapping) else ()):
                known.setdefault(key, []).append(_witness_value(value))
                shown.setdefault(key, []).append(_value_text(value))
    prose = " ".join(str(finding.get(key) or "") for key in ("summary", "witness_note"))
    cases = [str(case) for case in finding.get("prose_cases") or ()]
    problems = [f"{name}: prose case {case!r} does not occur in its summary or note" for case in cases
                if case not in prose]
    for case in cases:
        prose = prose.replace(case, " ")
    for match in _ASSIGNMENT.finditer(prose):
        key, text = match.groups()
        key = key if key in known else _SPELLED.get(key, key)  # prose writes ε where a witness names eps
        if key not in known:
            continue
        if not any(value in _prose_values(text, value) for value in known[key] if value is not None):
            problems.append(f"{name}: the prose says {key} = {text}, but its records' witnesses have "
                            f"{key} = {' or '.join(dict.fromkeys(shown[key]))}")
    return problems


def ledger_problems(ledger: Iterable[Mapping[str, Any]], findings: Iterable[Mapping[str, Any]]) -> list[str]:
    """Every editorial problem of a ledger's records (corrections included) and its stored findings ([] if none)."""
    ledger = list(ledger)
    problems = []
    for record in ledger:
        if not is_decided(record):  # a definition or a not-checkable text reads nothing
            continue
        for entry in entries(record):
            found = reading_problems(entry, is_correction=entry is not record) + hypotheses_problems(entry)
            problems += [f"{entry.get('id', '?')}: {problem}" for problem in found]
    by_id = {str(entry.get("id")): entry for record in ledger for entry in entries(record)}
    findings = list(findings)
    for finding in findings:
        problems += finding_problems(finding, by_id)
    known = {str(record.get("id")) for record in ledger}
    return problems + partition_problems(findings, ledger, known)
