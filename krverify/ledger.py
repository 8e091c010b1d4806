"""The ledger in proofs/: one JSON file per seed document, written atomically.

Each file is ``{"schema": 3, "source": ..., "claims": [record, ...], "findings": [finding, ...]}`` with the
records (their format is :mod:`krverify.certify.record`) in paper order (the findings, :mod:`krverify.findings`,
are the distinct defects behind the document's refuted records), keys sorted and exact rationals as strings,
so that a diff of the ledger reads as a diff of verdicts and evidence.  Writing goes to a temporary
file in the same directory, is flushed to disk, then renamed over the old file:
an interrupted run leaves the previous ledger intact.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from krverify.certify import record as records
from krverify.certify.record import SCHEMA
from krverify.editorial import FINDING_KEYS, ledger_problems
from krverify.errors import LedgerError

if TYPE_CHECKING:
    from krverify.certify.checker import Tally

__all__ = ["SCHEMA", "Change", "atomic_write", "compare", "compare_findings", "dump", "ledger_path", "read_findings",
           "read_ledger", "render", "verify", "write_ledger"]


@dataclass(frozen=True)
class Change:
    """A difference between a fresh decision and the ledger."""

    claim_id: str
    what: str
    before: str | None
    after: str | None

    def __str__(self) -> str:
        return f"{self.claim_id}: {self.what} changed from {self.before} to {self.after}"


def ledger_path(directory: Path, source: str) -> Path:
    """proofs/<seed file stem>.json"""
    return directory / (Path(source).stem + ".json")


def dump(document: Any) -> str:
    """The exact text of a ledger or manifest file (sorted keys, two-space indent, final newline)."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def render(source: str, entries: Iterable[Mapping[str, Any]], findings: Iterable[Mapping[str, Any]] = ()) -> str:
    """The exact text of one ledger file (sorted keys, two-space indent, final newline)."""
    return dump({"schema": SCHEMA, "source": source, "claims": list(entries), "findings": list(findings)})


#: What reading a ledger file may raise on malformed input (RecursionError: JSON nested too deeply to parse).
_MALFORMED = (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError, RecursionError)


def _ledger_file(path: Path, key: str) -> list[Any]:
    """The list ``key`` ("claims" or "findings") of one ledger file, each item an object with an id."""
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(document, dict) or document.get("schema") != SCHEMA:
            found = document.get("schema") if isinstance(document, dict) else None
            raise ValueError(f"schema={found!r}, expected {SCHEMA} (rewrite it with 'krverify check --write')")
        items = document.get(key, [])
        if not isinstance(items, list) or not all(isinstance(item, dict) and "id" in item for item in items):
            raise TypeError(f"{key!r} is not a list of objects with an id")
        return items
    except _MALFORMED as error:
        raise LedgerError(f"ledger file={str(path)!r} is malformed: {type(error).__name__}: {error}") from None


def _ledger_files(directory: Path) -> list[Path]:
    if not directory.is_dir():
        raise LedgerError(f"proofs={str(directory)!r} is not a directory "
                          f"(create the ledger with 'krverify check --write')")
    return sorted(directory.glob("*.json"))


def read_ledger(directory: Path) -> dict[str, dict[str, Any]]:
    """Every record in ``directory``, by claim id; an id met twice (records and corrections, across files) is a
    :class:`LedgerError` naming the file and both positions, never a silent choice of one copy."""
    found: dict[str, dict[str, Any]] = {}
    files = []
    for path in _ledger_files(directory):
        claims = _ledger_file(path, "claims")
        files.append((str(path), claims))
        found |= {str(record["id"]): record for record in claims}
    repeated = records.ledger_id_problems(files)
    if repeated:
        raise LedgerError(f"ledger {str(directory)!r}: {repeated[0]}")
    return found


def write_ledger(directory: Path, records: Iterable[Mapping[str, Any]], *, partial: bool = False,
                 findings: Mapping[str, list[Mapping[str, Any]]] | None = None) -> list[Path]:
    """Write records grouped by source, replacing each file atomically.

    A full write lays each file out anew in the order given (paper order).
    With ``partial`` (one claim), the other entries of the file are kept.
    ``findings``: by source, the findings to store (else the file's own are kept).
    """
    by_source: dict[str, list[Mapping[str, Any]]] = {}
    for record in records:
        by_source.setdefault(str(record["source"]), []).append(record)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise LedgerError(f"proofs={str(directory)!r} cannot be created: {error}") from None
    existing = read_ledger(directory) if partial else {}
    written = []
    for source, fresh in by_source.items():
        path = ledger_path(directory, source)
        merged = _merge(path, fresh, existing) if partial else fresh
        own = (findings or {}).get(source)
        if own is None:
            own = _file_findings(path)
        atomic_write(path, render(source, merged, own))
        written.append(path)
    return written


def _file_findings(path: Path) -> list[Mapping[str, Any]]:
    return _ledger_file(path, "findings") if path.exists() else []


def read_findings(directory: Path) -> dict[str, dict[str, Any]]:
    """Every finding stored in ``directory``, by finding id (an id met twice is a :class:`LedgerError`)."""
    found: dict[str, dict[str, Any]] = {}
    located = []
    for path in _ledger_files(directory):
        for index, entry in enumerate(_ledger_file(path, "findings")):
            found[str(entry["id"])] = entry
            located.append((str(path), f"findings[{index}]", entry["id"]))
    repeated = records.id_repeats(located, "finding id")
    if repeated:
        raise LedgerError(f"ledger {str(directory)!r}: {repeated[0]}")
    return found


def compare_findings(current: Iterable[Mapping[str, Any]], stored: Mapping[str, Mapping[str, Any]]) -> list[Change]:
    """Findings added, removed or changed (root, records, severity, summary, correction, note, witness texts,
    disputed) against the ledger."""
    changes = []
    fresh = {str(f["id"]): f for f in current}
    for finding_id, finding in fresh.items():
        old = stored.get(finding_id)
        if old is None:
            changes.append(Change(finding_id, "finding (not in the ledger)", None, finding["severity"]))
            continue
        for key in FINDING_KEYS[1:]:
            if old.get(key) != finding.get(key):
                changes.append(Change(finding_id, f"finding {key}", str(old.get(key)), str(finding.get(key))))
    changes += [Change(finding_id, "finding (no longer registered)", str(old.get("severity")), None)
                for finding_id, old in stored.items() if finding_id not in fresh]
    return changes


def _merge(path: Path, fresh: list[Mapping[str, Any]], existing: Mapping[str, Any]
           ) -> list[Mapping[str, Any]]:
    if not path.exists():
        return fresh
    updated = {str(r["id"]): r for r in fresh}
    old_order = [r["id"] for r in json.loads(path.read_text(encoding="utf-8"))["claims"]]
    merged = [updated.pop(i, existing[i]) for i in old_order]
    return merged + list(updated.values())


def _umask() -> int:
    """The process's umask (read by setting it and restoring it at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file renamed over it, with the mode a plain ``open`` would give
    (0666 less the umask: 0644 under umask 022), not the temporary file's 0600."""
    try:
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.",
                                             suffix=".tmp")
    except OSError as error:
        raise LedgerError(f"proofs={str(path.parent)!r} is not writable: {error}") from None
    try:
        os.fchmod(handle, 0o666 & ~_umask())
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise LedgerError(f"ledger file={str(path)!r} cannot be written: {error}") from None
        raise


def compare(fresh: Iterable[Mapping[str, Any]], ledger: Mapping[str, Mapping[str, Any]]
            ) -> list[Change]:
    """Differences between fresh records and the ledger that a CI run must not accept.

    Verdicts (corrections included), the statement texts themselves (statement, hypotheses, domain, labels,
    reading, deviations) and their digest, the search settings (examples, seed, region, skipped, note), a refuted
    entry's witness itself (point, sides, degenerate witness), and the deterministic part of the evidence: the
    domain, the number of points, the digest of the per-point results, whether the domain is the whole
    parameter space and the sizes it reached, and a proof's certificate (its identity and its structured
    sign fields).
    """
    changes = []
    for record in fresh:
        claim_id = str(record["id"])
        old = ledger.get(claim_id)
        if old is None:
            changes.append(Change(claim_id, "verdict (not in the ledger)", None, records.verdict(record)))
            continue
        changes += _entry_changes(claim_id, record, old, "")
        new_fix, old_fix = records.correction(record), records.correction(old)
        new_verdict, old_verdict = records.correction_verdict(record), records.correction_verdict(old)
        if new_verdict != old_verdict:
            changes.append(Change(claim_id, "correction verdict", old_verdict, new_verdict))
        elif new_fix is not None and old_fix is not None:
            changes += _entry_changes(claim_id, new_fix, old_fix, "correction ")
    return changes


#: What check compares of every entry besides its verdict: the texts themselves, not only their digest.
_TEXT_KEYS = ("statement", "hypotheses", "domain", "kind", "section", "label", "also_labels", "source", "reading",
              "deviations", "literal", "disputed")
#: A refuted entry's witness, compared field by field with the fresh decision's.
_WITNESS_KEYS = ("counterexample", "lhs", "relation", "rhs", "degenerate_witness", "detail", "found_by")


def _entry_changes(claim_id: str, new: Mapping[str, Any], old: Mapping[str, Any], prefix: str) -> list[Change]:
    changes = []
    if prefix == "" and records.verdict(old) != records.verdict(new):
        changes.append(Change(claim_id, "verdict", records.verdict(old), records.verdict(new)))
        return changes
    for key in _TEXT_KEYS:
        if key in new and old.get(key) != new.get(key):
            changes.append(Change(claim_id, f"{prefix}{key}", _short(old.get(key)), _short(new.get(key))))
    if old.get("statement_digest") != new.get("statement_digest"):
        changes.append(Change(claim_id, f"{prefix}statement digest (stale certificate)",
                              old.get("statement_digest"), new.get("statement_digest")))
    new_evidence, old_evidence = records.evidence(new), records.evidence(old)
    if not isinstance(old_evidence, Mapping):
        return [*changes, Change(claim_id, f"{prefix}evidence", "malformed", "an object")]
    new_search, old_search = new_evidence.get("search") or {}, old_evidence.get("search")
    if not isinstance(old_search, Mapping):
        old_search = {}
    for key in (*records.SEARCH_KEYS, "note"):
        if old_search.get(key) != new_search.get(key):
            changes.append(Change(claim_id, f"{prefix}search {key}", _short(old_search.get(key)),
                                  _short(new_search.get(key))))
    method = records.method(new)
    if method == "counterexample":
        changes += [Change(claim_id, f"{prefix}witness", f"{key}={_short(old_evidence.get(key))}",
                           f"{key}={_short(new_evidence.get(key))}")
                    for key in _WITNESS_KEYS if old_evidence.get(key) != new_evidence.get(key)]
    if method not in ("exhaustive", "symbolic"):
        return changes
    new_sweep, old_sweep = records.sweep(new) or {}, records.sweep(old)
    if not isinstance(old_sweep, Mapping):
        return [*changes, Change(claim_id, f"{prefix}evidence", "malformed", "an object")]
    for key in ("domain", "points", "digest", "whole", "reached"):
        if old_sweep.get(key) != new_sweep.get(key):
            changes.append(Change(claim_id, f"{prefix}exhaustive {key}", str(old_sweep.get(key)),
                                  str(new_sweep.get(key))))
    if method == "symbolic" and records.certificate(old) != records.certificate(new):
        changes.append(Change(claim_id, f"{prefix}symbolic certificate", "recorded", "changed"))
    return changes


def _short(value: Any, limit: int = 160) -> str:
    """A value for a change line, cut at ``limit`` characters."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True) if not isinstance(value, str) else value
    return text if len(text) <= limit else text[:limit] + "..."


def verify(directory: Path, *, sweep: bool = False) -> tuple[Tally, list[str]]:
    """What ``krverify verify-certs`` checks: the kernel's re-checks of every record, deep sweep and table
    (:func:`krverify.certify.checker.check_directory`, against its manifest; ``sweep`` as there), then the ledger's
    editorial rules (:func:`krverify.editorial.ledger_problems`: readings, hypotheses and the stored findings).
    Raises the kernel's ``Unreadable`` for a directory or file that cannot be read."""
    from krverify.certify import checker  # the kernel's formula evaluator and tables: not for 'krverify show'

    files = checker.ledger_files(directory)
    tally, problems = checker.check_directory(directory, sweep=sweep, files=files)
    ledger, findings, _ = files
    stored = [finding for _, _, finding in findings]
    tally["findings"] += len(stored)
    return tally, problems + ledger_problems(ledger, stored)
