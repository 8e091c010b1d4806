"""The ledger's record format, defined once (standard library only).

The engine writes records with :func:`make_record`; the ledger, the report, the CLI and the
independent checker read them through the accessors below.  A record is a JSON object::

    id, source, section, label, also_labels, kind, statement, hypotheses, reading, domain,
    verdict (None | "proved" | "verified" | "refuted"), evidence, correction, statement_digest

``statement_digest`` (decided records only) is the SHA-256 of the canonical JSON of ``id, kind,
statement, hypotheses, domain``.  A correction is a record of its own without source, section and
labels.  ``evidence["method"]`` is tied to the verdict (:data:`METHODS`):

* ``counterexample`` (refuted): ``counterexample`` (the witness point), ``lhs``, ``relation``,
  ``rhs``, ``found_by``, ``search``, optionally ``detail``, ``degenerate_witness``, ``finding``;
* ``exhaustive`` (verified): ``domain``, ``points``, ``outside_hypotheses``, ``digest``, ``search``,
  optionally ``at`` (a one-point domain's sides) and ``certificate_rejected``;
* ``symbolic`` (proved): ``certificate`` (:data:`CERTIFICATE_KEYS`), ``engine``, ``residual``,
  ``exhaustive`` (the sweep, as above) and ``search``.

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

__all__ = ["CERTIFICATE_KEYS", "CORRECTION_KEYS", "DIGESTED_KEYS", "METHODS", "RECORD_KEYS", "SCHEMA",
           "SIGN_KEYS", "UNDECIDED_KINDS", "VERDICTS", "certificate", "certificate_problem", "correction",
           "correction_verdict", "counterexample", "dump", "entries", "evidence", "evidence_problem",
           "is_decided", "make_correction", "make_record", "manifest_entry", "manifest_problems", "method",
           "sides", "statement_digest", "sweep", "upheld", "verdict"]

#: The ledger format's version, written in every ledger file and the manifest and required on reading
#: (2: exact-value sweep digests, a ``reading`` per record; 3: structured certificate signs, no prose).
SCHEMA = 3

VERDICTS = ("proved", "verified", "refuted")
#: The evidence method each verdict requires.
METHODS = {"proved": "symbolic", "verified": "exhaustive", "refuted": "counterexample"}
#: Kinds that get no verdict.
UNDECIDED_KINDS = ("definition", "not-checkable")

RECORD_KEYS = ("id", "source", "section", "label", "also_labels", "kind", "statement", "hypotheses", "reading",
               "domain", "verdict", "evidence", "correction", "statement_digest")
CORRECTION_KEYS = ("id", "kind", "statement", "hypotheses", "reading", "domain", "verdict", "evidence",
                   "statement_digest")
#: What the statement digest covers.
DIGESTED_KEYS = ("id", "kind", "statement", "hypotheses", "domain")
#: A certificate's sign fields: lists of symbol names (``strict``: hypothesis names granted > 0).
SIGN_KEYS = ("positive", "nonnegative", "free", "strict")
CERTIFICATE_KEYS = ("target", "relation", "denominator", "terms", "hypotheses", *SIGN_KEYS, "explanation")
#: What a manifest entry holds (a correction's entry: the same without ``correction``).
MANIFEST_KEYS = ("id", "kind", "statement_digest", "verdict", "correction")


def statement_digest(record: Mapping[str, Any]) -> str:
    """The digest a certificate carries of the statement it certifies."""
    fields = {key: record.get(key) for key in DIGESTED_KEYS}
    text = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def dump(document: Any) -> str:
    """The exact text of a ledger or manifest file (sorted keys, two-space indent, final newline)."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------- writing


def make_correction(*, id: str, kind: str, statement: str, hypotheses: Any, reading: str, domain: str | None,
                    verdict: str | None, evidence: Mapping[str, Any]) -> dict[str, Any]:
    """A correction's record (always digested)."""
    fix = {"id": id, "kind": kind, "statement": statement, "hypotheses": hypotheses, "reading": reading,
           "domain": domain, "verdict": verdict, "evidence": dict(evidence)}
    fix["statement_digest"] = statement_digest(fix)
    return fix


def make_record(*, id: str, source: str, section: str, label: str, also_labels: Iterable[str], kind: str,
                statement: str, hypotheses: Any, reading: str, domain: str | None, verdict: str | None,
                evidence: Mapping[str, Any], correction: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A record; decided records carry their statement digest."""
    record: dict[str, Any] = {
        "id": id, "source": source, "section": section, "label": label, "also_labels": list(also_labels),
        "kind": kind, "statement": statement, "hypotheses": hypotheses, "reading": reading, "domain": domain,
        "verdict": verdict, "evidence": dict(evidence), "correction": None if correction is None else dict(correction),
    }
    if verdict is not None:
        record["statement_digest"] = statement_digest(record)
    return record


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


def certificate_problem(found: Any) -> str:
    """'' if a certificate has the documented fields and types, else what is wrong with it."""
    if not isinstance(found, Mapping):
        return "the certificate is not an object"
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
