"""The ledger's record format, defined once (standard library only).

The engine writes records with :func:`krverify.engine.verdicts.make_record`; the ledger, the report, the CLI and the
independent checker read them through the accessors below.  A record is a JSON object::

    id, source, section, label, also_labels, kind, statement, hypotheses, reading, deviations,
    literal, disputed, domain, verdict (None | "proved" | "verified" | "refuted"), evidence,
    correction, statement_digest

``reading`` says how the record reads the text; ``deviations`` lists every departure from the printed text as
data (``kind``, ``text``, ``where``); a record read
"as read" names in ``literal`` the record deciding the literal text ({"record": id}) or says why the
literal text has no truth value ({"meaningless": why}); ``disputed`` (or "") names what a reader may
dispute about the text (a literal/charitable pair); how these fields fit together is an editorial rule
(krverify/editorial.py, applied by ``krverify check`` and ``krverify verify-certs``), not the kernel's.
``statement_digest`` (decided records only) is the
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
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

__all__ = [
    "CERTIFICATE_KEYS",
    "COMPOSED_RULES",
    "CORRECTION_KEYS",
    "DIGESTED_KEYS",
    "METHODS",
    "MINIMUM_POINTS",
    "RECORD_KEYS",
    "SCHEMA",
    "SEARCH_EXAMPLES",
    "SEARCH_KEYS",
    "SIGN_KEYS",
    "UNDECIDED_KINDS",
    "VERDICTS",
    "certificate",
    "certificate_problem",
    "correction",
    "correction_verdict",
    "counterexample",
    "default_seed",
    "entries",
    "evidence",
    "evidence_problem",
    "id_repeats",
    "is_decided",
    "key_problems",
    "ledger_id_problems",
    "manifest_entry",
    "manifest_problems",
    "method",
    "search_problems",
    "sides",
    "statement_digest",
    "strength_problems",
    "sweep",
    "upheld",
    "verdict",
]

#: The ledger format's version, written in every ledger file and the manifest and required on reading
#: (2: exact-value sweep digests, a ``reading`` per record; 3: structured certificate signs, no prose; 4: deviations,
#: literal and disputed fields, a digest over reading and labels too; 5: the search's region in every record, the
#: findings' witness texts generated from their records; 6: the formula a record decides and its domain as data
#: (``space``), digested; 7: the statement a composed proof proves (``composed``, only on those records), digested).
SCHEMA = 7

VERDICTS = ("proved", "verified", "refuted")
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
#: Keys present only where they say something: ``composed``, the statement of a composed proof (written by
#: krverify/claims/_composed.py's statement_data, read by composition.py's statement_of), on the records proved by one.
OPTIONAL_KEYS = ("composed",)
#: What the statement digest covers: what the record says it decides, and how it reads the text.
DIGESTED_KEYS = ("id", "source", "section", "label", "kind", "statement", "hypotheses", "reading", "deviations",
                 "literal", "disputed", "domain", "space", "formula", "composed")
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
