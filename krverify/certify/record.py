"""The ledger's record format, defined once (standard library only).

The engine writes records with :func:`krverify.engine.verdicts.make_record`; the ledger, the report, the CLI and the
independent checker read them through the accessors below.  A record is a JSON object::

    id, source, section, label, also_labels, kind, statement, hypotheses, reading, deviations,
    literal, disputed, domain, verdict (None | "proved" | "verified" | "refuted"), evidence,
    correction, statement_digest

``reading`` says how the record reads the text (:data:`READINGS`); ``deviations`` lists every departure
from the printed text as data (``kind`` from :data:`DEVIATION_KINDS`, ``text``, ``where``); a record read
"as read" names in ``literal`` the record deciding the literal text ({"record": id}) or says why the
literal text has no truth value ({"meaningless": why}); ``disputed`` (or "") names what a reader may
dispute about the text (a literal/charitable pair).  ``statement_digest`` (decided records only) is the
SHA-256 of the canonical JSON of :data:`DIGESTED_KEYS`.  A correction is a record of its own without
source, section, labels and literal.  ``evidence["method"]`` is tied to the verdict (:data:`METHODS`):

* ``counterexample`` (refuted): ``counterexample`` (the witness point), ``lhs``, ``relation``,
  ``rhs``, ``found_by``, ``search``, optionally ``detail``, ``degenerate_witness``, ``finding``;
* ``exhaustive`` (verified): ``domain``, ``points``, ``whole``, ``reached``, ``outside_hypotheses``,
  ``digest``, ``search``, optionally ``at`` (a one-point domain's sides) and ``certificate_rejected``;
* ``symbolic`` (proved): ``certificate`` (:data:`CERTIFICATE_KEYS`, or a composed proof with a ``rule`` from
  :data:`COMPOSED_RULES`), ``engine``, ``residual``, ``exhaustive`` (the sweep, as above) and ``search``.

A certificate states ``target * denominator == sum(terms)``; its sign assumptions are structured
fields, not prose: ``positive`` and ``nonnegative`` symbols, ``free`` (unsigned) symbols, the named
``hypotheses`` (``name: expression``, each granted ``>= 0``) and ``strict``, the hypotheses granted ``> 0``.

The manifest (``krverify/certify/manifest.json``, :func:`manifest_entry`) pins the ledger's shape:
every registered claim's id and kind and, for a decided one, its statement digest, verdict and
correction; :func:`manifest_problems` names every removed, added, re-kinded, re-verdicted or
re-digested entry.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction
from typing import Any

__all__ = [
    "CERTIFICATE_KEYS",
    "COMPOSED_RULES",
    "CORRECTION_KEYS",
    "DEVIATION_KEYS",
    "DEVIATION_KINDS",
    "DIGESTED_KEYS",
    "FINDING_KEYS",
    "METHODS",
    "MINIMUM_POINTS",
    "READINGS",
    "RECORD_KEYS",
    "SCHEMA",
    "SEARCH_EXAMPLES",
    "SEARCH_KEYS",
    "SEVERITIES",
    "SIGN_KEYS",
    "UNDECIDED_KINDS",
    "VERDICTS",
    "certificate",
    "certificate_problem",
    "correction",
    "correction_verdict",
    "counterexample",
    "default_seed",
    "dump",
    "entries",
    "evidence",
    "evidence_problem",
    "finding_problems",
    "hypotheses_problems",
    "id_repeats",
    "is_decided",
    "key_problems",
    "ledger_id_problems",
    "manifest_entry",
    "manifest_problems",
    "method",
    "partition_problems",
    "prose_problems",
    "reading_problems",
    "search_problems",
    "sides",
    "statement_digest",
    "strength_problems",
    "sweep",
    "upheld",
    "verdict",
    "witness_text",
    "witnesses",
]

#: The ledger format's version, written in every ledger file and the manifest and required on reading
#: (2: exact-value sweep digests, a ``reading`` per record; 3: structured certificate signs, no prose; 4: deviations,
#: literal and disputed fields, a digest over reading and labels too; 5: the search's region in every record, the
#: findings' witness texts generated from their records; 6: the formula a record decides and its domain as data
#: (``space``), digested; 7: the statement a composed proof proves (``composed``, only on those records), digested).
SCHEMA = 7

VERDICTS = ("proved", "verified", "refuted")
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
#: Inequalities and identities verified on fewer points than this need a domain that is the whole parameter space.
MINIMUM_POINTS = 50

#: The evidence method each verdict requires.
METHODS = {"proved": "symbolic", "verified": "exhaustive", "refuted": "counterexample"}
#: Kinds that get no verdict.
UNDECIDED_KINDS = ("definition", "not-checkable")

RECORD_KEYS = ("id", "source", "section", "label", "also_labels", "kind", "statement", "hypotheses", "reading",
               "deviations", "literal", "disputed", "domain", "space", "formula", "composed", "verdict", "evidence",
               "correction", "statement_digest")
CORRECTION_KEYS = ("id", "kind", "statement", "hypotheses", "reading", "deviations", "disputed", "domain", "space",
                   "formula", "composed", "verdict", "evidence", "statement_digest")
#: Keys present only where they say something: ``composed``, the statement of a composed proof (composition.py's
#: statement_data), on the records proved by one.
OPTIONAL_KEYS = ("composed",)
#: What the statement digest covers: what the record says it decides, and how it reads the text.
DIGESTED_KEYS = ("id", "source", "section", "label", "kind", "statement", "hypotheses", "reading", "deviations",
                 "literal", "disputed", "domain", "space", "formula", "composed")
#: A deviation's fields (kind from DEVIATION_KINDS; ``where``: the line read from, or the points left out).
DEVIATION_KEYS = ("kind", "text", "where")
#: A certificate's sign fields: lists of symbol names (``strict``: hypothesis names granted > 0).
SIGN_KEYS = ("positive", "nonnegative", "free", "strict")
#: The composition rules of composed certificates (composition.py): induction on the number of factors, window
#: statements with an instantiated lemma, telescoping chains, running sums.
COMPOSED_RULES = ("induction", "window", "chain", "blocks", "accumulation", "pair")
CERTIFICATE_KEYS = ("target", "relation", "denominator", "terms", "hypotheses", *SIGN_KEYS, "explanation")
#: Hypothesis examples a record's search draws unless it states why it drew fewer (``search.note``).
SEARCH_EXAMPLES = 100
#: What a record's search evidence holds (``note``: why it drew fewer than SEARCH_EXAMPLES, or none at all):
#: examples, seed (the claim's own, :func:`default_seed`), region (the domain's searched parts, each as it reads
#: in the domain text after "searched: "), skipped (drawn points outside the checker's hypotheses), digest (SHA-256
#: of the exact values the checker gave at the drawn points, in draw order).
SEARCH_KEYS = ("examples", "seed", "region", "skipped", "digest")
#: A finding's severities, most serious first (docs/readings.md explains the scale).
SEVERITIES = ("false", "precision", "misprint", "boundary")
#: What a finding in the ledger holds; ``witnesses`` are generated from its records (:func:`witnesses`).
FINDING_KEYS = ("id", "root", "records", "severity", "summary", "correction", "witness_note", "witnesses",
                "disputed", "prose_cases")
#: What a manifest entry holds (a correction's entry: the same without ``correction``).
MANIFEST_KEYS = ("id", "kind", "statement_digest", "verdict", "correction")


def statement_digest(record: Mapping[str, Any]) -> str:
    """The digest a certificate carries of the statement it certifies."""
    fields = {key: record.get(key) for key in DIGESTED_KEYS if key not in OPTIONAL_KEYS or record.get(key) is not None}
    text = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def default_seed(claim_id: str) -> int:
    """A record's own search seed, from its id: the first four bytes of its SHA-256.

    >>> default_seed("000.lemma-4.1") == int(hashlib.sha256(b"000.lemma-4.1").hexdigest()[:8], 16)
    True
    """
    return int.from_bytes(hashlib.sha256(claim_id.encode()).digest()[:4], "big")


def deep_seen(entry: Mapping[str, Any]) -> str:
    """What a deep sweep of ``entry`` saw of the ledger, as a SHA-256: the statement digest and the default evidence
    that identifies the checker's values (the sweep's digest, or the witness point).  Recorded beside every deep
    sweep, so the deep evidence is compared on every run without re-sweeping: a changed statement or checker makes
    it stale (re-sweep with ``check --depth N --write``)."""
    found = sweep(entry) if verdict(entry) in ("proved", "verified") else counterexample(entry)
    identity = found.get("digest") if verdict(entry) in ("proved", "verified") and isinstance(found, Mapping) else found
    text = json.dumps({"statement_digest": entry.get("statement_digest"), "evidence": identity}, sort_keys=True,
                      ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def dump(document: Any) -> str:
    """The exact text of a ledger or manifest file (sorted keys, two-space indent, final newline)."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- reading


def verdict(record: Mapping[str, Any]) -> str | None:
    return record.get("verdict")


def is_decided(record: Mapping[str, Any]) -> bool:
    """Whether the record's kind gets a verdict."""
    return record.get("kind") not in UNDECIDED_KINDS


def upheld(record: Mapping[str, Any] | None) -> bool:
    return record is not None and record.get("verdict") in ("proved", "verified")


def evidence(record: Mapping[str, Any]) -> Mapping[str, Any]:
    """The evidence object ({} when absent); a non-object is returned as is, for validators to name."""
    found = record.get("evidence")
    return {} if found is None else found


def method(record: Mapping[str, Any]) -> str | None:
    found = evidence(record)
    return found.get("method") if isinstance(found, Mapping) else None


def correction(record: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The correction's record, or None (also for a malformed, non-object correction)."""
    fix = record.get("correction")
    return fix if isinstance(fix, Mapping) else None


def correction_verdict(record: Mapping[str, Any]) -> str | None:
    fix = correction(record)
    return None if fix is None else fix.get("verdict")


def entries(record: Mapping[str, Any]) -> Iterator[Mapping[str, Any]]:
    """The record, then its correction if it has one."""
    yield record
    fix = correction(record)
    if fix is not None:
        yield fix


def counterexample(record: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """A refuted record's witness point."""
    found = evidence(record)
    return found.get("counterexample") if isinstance(found, Mapping) else None


def sides(block: Mapping[str, Any]) -> tuple[Any, Any, Any]:
    """(lhs, relation, rhs) of a counterexample block (a refuted record's evidence or its degenerate witness)."""
    return block.get("lhs"), block.get("relation"), block.get("rhs")


def sweep(record: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The exhaustive sweep's evidence: the evidence itself (verified) or its ``exhaustive`` part (proved)."""
    found = evidence(record)
    if not isinstance(found, Mapping):
        return None
    return found.get("exhaustive") if found.get("method") == "symbolic" else found


def certificate(record: Mapping[str, Any]) -> Mapping[str, Any] | None:
    found = evidence(record)
    return found.get("certificate") if isinstance(found, Mapping) else None


# --------------------------------------------------------------------------- validating


def evidence_problem(record: Mapping[str, Any]) -> str:
    """'' if the record's evidence is an object whose method is the one its verdict requires, else why not."""
    found = record.get("evidence")
    if found is not None and not isinstance(found, Mapping):
        return "the evidence is not an object"
    expected = METHODS.get(str(record.get("verdict")))
    found_method = method(record)
    if expected is None or found_method != expected:
        return f"verdict {record.get('verdict')!r} does not match its evidence ({found_method!r})"
    return ""


def key_problems(entry: Mapping[str, Any], *, is_correction: bool = False) -> list[str]:
    """Why an entry's keys are not the record definition's ([] when they are): a record has :data:`RECORD_KEYS`
    (``statement_digest`` only when decided), a correction :data:`CORRECTION_KEYS`.

    >>> key_problems({"id": "x", "statement": "s", "extra": 1}, is_correction=True)[0][:77]
    "keys differ from the correction definition: missing ['deviations', 'disputed'"
    >>> key_problems({"id": "x", "statement": "s", "extra": 1}, is_correction=True)[0][-20:]
    "unexpected ['extra']"
    """
    expected = set(CORRECTION_KEYS if is_correction else RECORD_KEYS) - {k for k in OPTIONAL_KEYS if k not in entry}
    if not is_correction and not is_decided(entry):
        expected.discard("statement_digest")
    missing, extra = sorted(expected - set(entry)), sorted(set(entry) - expected)
    if not missing and not extra:
        return []
    what = "correction" if is_correction else "record"
    return [f"keys differ from the {what} definition: missing {missing}, unexpected {extra}"]


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


def strength_problems(entry: Mapping[str, Any]) -> list[str]:
    """Why an upheld entry's evidence is too weak for its verdict ([] when it is not).

    An identity or inequality is verified on at least :data:`MINIMUM_POINTS` points unless its domain is the
    whole parameter space (``whole``; a proved entry rests on its certificate); a point of the stated domain that
    the check skipped (outside its hypotheses) is a hypothesis the text does not state, so it needs an ``added
    hypothesis`` deviation.
    """
    found = sweep(entry)
    if not upheld(entry) or not isinstance(found, Mapping):
        return []
    problems = []
    points, whole = found.get("points"), found.get("whole")
    if not isinstance(points, int) or isinstance(points, bool) or points < 1:
        return [f"the sweep's points={points!r} is not a positive integer"]
    if not isinstance(whole, bool):
        return [f"the sweep's whole={whole!r} is not a boolean"]
    if entry.get("verdict") == "verified" and entry.get("kind") in ("inequality", "identity") and \
            points < MINIMUM_POINTS and not whole:
        problems.append(f"{entry.get('verdict')} on {points} points (< {MINIMUM_POINTS}) of a domain that is not the "
                        "whole parameter space")
    skipped = found.get("outside_hypotheses")
    searched = evidence(entry).get("search")
    skipped_search = searched.get("skipped", 0) if isinstance(searched, Mapping) else 0
    added = any(isinstance(d, Mapping) and d.get("kind") == "added hypothesis" for d in entry.get("deviations") or [])
    if (skipped or skipped_search) and not added:
        problems.append(f"the checker skipped {skipped} swept and {skipped_search} searched point(s) of the stated "
                        "domain, but the record states no added hypothesis")
    return problems


def search_problems(entry: Mapping[str, Any]) -> list[str]:
    """Why a decided entry's search settings are not the declared ones ([] when they are).

    The search "verified" rests on draws :data:`SEARCH_EXAMPLES` examples with the entry's own seed
    (:func:`default_seed`) over the domain's searched region (the parts of the domain text after "searched: ", in
    order); fewer examples or another seed need a stated reason (``note``).

    >>> search_problems({"id": "x", "verdict": "verified", "domain": "n in 1..3 (searched: n in 1..9)", "evidence": {
    ...     "search": {"examples": 1, "seed": default_seed("x"), "region": ["n in 1..9"], "skipped": 0, "digest": ""}}})
    ['searched 1 examples (< 100) with no stated reason']
    """
    found = evidence(entry)
    if not is_decided(entry) or entry.get("verdict") is None or not isinstance(found, Mapping):
        return []
    search = found.get("search")
    if not isinstance(search, Mapping) or not set(SEARCH_KEYS) <= set(search):
        return [f"the search evidence does not state {', '.join(SEARCH_KEYS)}"]
    examples, seed, region, note = search["examples"], search["seed"], search["region"], search.get("note")
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in (examples, seed, search["skipped"])):
        return ["the search's examples, seed and skipped are not whole numbers"]
    if not isinstance(region, list) or not all(isinstance(part, str) for part in region):
        return ["the search region is not a list of strings"]
    if not isinstance(search["digest"], str):
        return ["the search digest is not a string"]
    problems = []
    reason = isinstance(note, str) and bool(note.strip())
    if examples < SEARCH_EXAMPLES and not reason:
        problems.append(f"searched {examples} examples (< {SEARCH_EXAMPLES}) with no stated reason")
    if seed != default_seed(str(entry.get("id"))) and not reason:
        problems.append(f"search seed {seed} is not the claim's own ({default_seed(str(entry.get('id')))}) and no "
                        "reason is stated")
    domain = str(entry.get("domain") or "")
    if domain.count("(searched: ") != len(region) or any(f"(searched: {part})" not in domain for part in region):
        problems.append(f"search region {region!r} is not the domain's searched parts")
    return problems


def id_repeats(located: Iterable[tuple[str, str, Any]], what: str = "id") -> list[str]:
    """One line per id met twice in ``located`` ((file, position, id) triples), naming the file and both positions.

    >>> located = [("a.json", "claims[0]", "x"), ("a.json", "claims[1]", "x"), ("b.json", "claims[4]", "x")]
    >>> for line in id_repeats(located):
    ...     print(line)
    duplicate id 'x' in a.json at claims[0] and claims[1]
    duplicate id 'x' at a.json claims[0] and b.json claims[4]
    """
    first: dict[str, tuple[str, str]] = {}
    problems = []
    for file, position, identifier in located:
        key = str(identifier)
        if key not in first:
            first[key] = (file, position)
            continue
        earlier_file, earlier = first[key]
        where = (f"in {file} at {earlier} and {position}" if file == earlier_file else
                 f"at {earlier_file} {earlier} and {file} {position}")
        problems.append(f"duplicate {what} {key!r} {where}")
    return problems


def ledger_id_problems(files: Iterable[tuple[str, list[Any]]]) -> list[str]:
    """Every id met twice among the records and corrections of ledger files ((file name, claims) pairs), naming
    the file and both positions.  One correction shared by several records (an identical copy under each) is one
    entry; a shared id with different contents is not.

    >>> fix = {"id": "a.corrected", "verdict": "verified"}
    >>> ledger_id_problems([("f.json", [{"id": "a", "correction": fix}, {"id": "b", "correction": dict(fix)}])])
    []
    >>> ledger_id_problems([("f.json", [{"id": "a", "correction": fix}, {"id": "b", "correction": {"id": "a"}}])])
    ["duplicate id 'a' in f.json at claims[0] and claims[1].correction"]
    """
    located, shared = [], {}
    for name, claims in files:
        for index, record in enumerate(claims):
            located.append((name, f"claims[{index}]", record.get("id")))
            fix = correction(record)
            if fix is None:
                continue
            if shared.get(fix.get("id")) == fix:
                continue
            shared.setdefault(fix.get("id"), fix)
            located.append((name, f"claims[{index}].correction", fix.get("id")))
    return id_repeats(located)


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
        if key not in known:
            continue
        if not any(value in _prose_values(text, value) for value in known[key] if value is not None):
            problems.append(f"{name}: the prose says {key} = {text}, but its records' witnesses have "
                            f"{key} = {' or '.join(dict.fromkeys(shown[key]))}")
    return problems


def certificate_problem(found: Any) -> str:
    """'' if a certificate has the documented fields and types, else what is wrong with it.  A composed certificate
    (``rule`` in :data:`COMPOSED_RULES`) is checked for its rule's fields by composition.py."""
    if not isinstance(found, Mapping):
        return "the certificate is not an object"
    if "rule" in found:
        return "" if found["rule"] in COMPOSED_RULES else f"unknown proof rule {found['rule']!r}"
    missing = [key for key in CERTIFICATE_KEYS if key not in found]
    if missing:
        return f"the certificate has no {missing[0]!r} field"
    if found["relation"] not in ("==", ">=", ">"):
        return f"the certificate's relation {found['relation']!r} is not '==', '>=' or '>'"
    for key in ("target", "denominator"):
        if not isinstance(found[key], str):
            return f"the certificate's {key} is not a string"
    hypotheses = found["hypotheses"]
    if not isinstance(hypotheses, Mapping) or not all(
            isinstance(name, str) and isinstance(text, str) for name, text in hypotheses.items()):
        return "the certificate's hypotheses are not an object of name: expression"
    for key in ("terms", *SIGN_KEYS):
        if not isinstance(found[key], list) or not all(isinstance(item, str) for item in found[key]):
            return f"the certificate's {key} is not a list of strings"
    names = [name for key in ("positive", "nonnegative", "free") for name in found[key]] + list(hypotheses)
    if any(not name.isidentifier() for name in names):
        return f"a symbol or hypothesis name is not an identifier: {next(n for n in names if not n.isidentifier())!r}"
    repeated = sorted({name for name in names if names.count(name) > 1})
    if repeated:
        return f"{repeated[0]!r} is declared twice (symbols and hypotheses have one sign each)"
    stray = [name for name in found["strict"] if name not in hypotheses]
    if stray:
        return f"strict names {stray[0]!r}, which is not a hypothesis"
    return ""


# --------------------------------------------------------------------------- the manifest


def manifest_entry(record: Mapping[str, Any]) -> dict[str, Any]:
    """What the manifest pins of a record: id and kind; for a decided record also its statement digest,
    verdict and correction (id, kind, statement digest, verdict)."""
    entry: dict[str, Any] = {"id": record.get("id"), "kind": record.get("kind")}
    if not is_decided(record):
        return entry
    entry |= {"statement_digest": record.get("statement_digest"), "verdict": record.get("verdict")}
    fix = correction(record)
    entry["correction"] = None if fix is None else {key: fix.get(key) for key in MANIFEST_KEYS[:-1]}
    return entry


def manifest_problems(manifest: Mapping[str, Any], records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Every difference between the manifest and the ledger's records: a removed, added, re-kinded,
    re-verdicted or re-digested entry (corrections included)."""
    if manifest.get("schema") != SCHEMA:
        return [f"manifest: schema={manifest.get('schema')!r}, expected {SCHEMA}"]
    expected = {str(entry["id"]): entry for entry in manifest["claims"]}
    found = {str(record.get("id")): record for record in records}
    problems = [f"{claim_id}: in the manifest but not in the ledger (a removed entry)"
                for claim_id in expected if claim_id not in found]
    problems += [f"{claim_id}: in the ledger but not in the manifest (an added entry)"
                 for claim_id in found if claim_id not in expected]
    for claim_id, entry in expected.items():
        if claim_id in found:
            problems += _entry_differences(claim_id, entry, manifest_entry(found[claim_id]))
    return problems


def _entry_differences(claim_id: str, expected: Mapping[str, Any], actual: Mapping[str, Any]) -> list[str]:
    if expected.get("kind") != actual.get("kind"):
        return [f"{claim_id}: kind {actual.get('kind')!r}, the manifest says {expected.get('kind')!r}"]
    problems = []
    for key, what in (("verdict", "verdict"), ("statement_digest", "statement digest")):
        if expected.get(key) != actual.get(key):
            problems.append(f"{claim_id}: {what} {actual.get(key)!r}, the manifest says {expected.get(key)!r}")
    fix, found = expected.get("correction"), actual.get("correction")
    if (fix is None) != (found is None):
        problems.append(f"{claim_id}: correction {'missing' if found is None else 'added'}, "
                        f"the manifest says {'none' if fix is None else fix.get('id')}")
    elif fix is not None and found is not None:
        problems += [f"{claim_id}: correction {key} {found.get(key)!r}, the manifest says {fix.get(key)!r}"
                     for key in MANIFEST_KEYS[:-1] if fix.get(key) != found.get(key)]
    return problems
