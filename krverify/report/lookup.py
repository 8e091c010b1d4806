r"""``krverify show ID``: one record, correction or finding as the ledger stores it, in words or as JSON.

A lookup reads the ledger's JSON files and nothing else (no registry, no re-computation, no sympy or flint), so it
answers at once for every id.  A record is shown with its statement as printed, how it reads the text (reading and
deviations), its verdict and what the verdict rests on, its counterexample with both sides, its correction, the
findings that name it and, when proved, its proof step by step.

>>> record = {"id": "x.lemma", "source": "x_1.txt", "section": "2", "label": "Lemma 2", "kind": "inequality",
...           "statement": "$a \\le b$", "reading": "as printed", "verdict": "refuted",
...           "evidence": {"method": "counterexample", "counterexample": {"a": "2", "b": "1"}, "lhs": "2",
...                        "relation": "<=", "rhs": "1", "found_by": "exhaustive sweep"}}
>>> print(record_text(record, findings=[]))
x.lemma — x §2, Lemma 2 (inequality)
statement    $a \le b$
reading      as printed
verdict      refuted: counterexample (exhaustive sweep), re-checked exactly
witness      at a = 2, b = 1
             left side = 2, right side = 1
             left side ≤ right side fails
"""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from krverify.certify import record as records_format
from krverify.errors import InvalidArgument, UnknownClaim

__all__ = ["Ledger", "finding_text", "load", "record_text", "show_command"]

#: Width of a printed line; the field names take the first 13 columns.
WIDTH, _INDENT = 120, 13


@dataclass(frozen=True)
class Ledger:
    """The ledger by id: records, corrections (with the record they correct) and findings."""

    records: Mapping[str, Mapping[str, Any]]
    corrected: Mapping[str, str]
    findings: Mapping[str, Mapping[str, Any]]

    def entry(self, identifier: str) -> Mapping[str, Any]:
        """The record or correction ``identifier``."""
        if identifier in self.corrected:
            return records_format.correction(self.records[self.corrected[identifier]]) or {}
        return self.records[identifier]

    def ids(self) -> list[str]:
        return [*self.records, *self.corrected, *self.findings]

    def findings_of(self, identifier: str) -> list[Mapping[str, Any]]:
        """The findings whose root or records include the record ``identifier`` (or the record it corrects)."""
        target = self.corrected.get(identifier, identifier)
        return [f for f in self.findings.values() if target == f.get("root") or target in (f.get("records") or ())]


def load(proofs: Path) -> Ledger:
    """Every record, correction and finding of the ledger in ``proofs`` (a malformed ledger: :class:`LedgerError`)."""
    from krverify.ledger import read_findings, read_ledger

    stored = read_ledger(proofs)
    if not stored:
        raise InvalidArgument("proofs", str(proofs), "holds no ledger file (create it with 'krverify check --write')")
    corrected = {str(fix["id"]): record_id for record_id, record in stored.items()
                 if (fix := records_format.correction(record))}
    return Ledger(stored, corrected, read_findings(proofs))


def _field(name: str, text: str) -> list[str]:
    """``name`` in the first column, ``text`` wrapped to :data:`WIDTH` with a hanging indent."""
    lines = textwrap.wrap(str(text), WIDTH - _INDENT, break_long_words=True, break_on_hyphens=False) or [""]
    return [f"{name:{_INDENT - 1}} {lines[0]}"] + [" " * _INDENT + line for line in lines[1:]]


def _where(record: Mapping[str, Any]) -> str:
    source = str(record.get("source") or "")
    document = source.split("_", 1)[0]
    place = f"{document} §{record['section']}" if record.get("section") else document
    label = f", {record['label']}" if record.get("label") else ""
    return f"{place}{label} ({record.get('kind')})"


def record_text(record: Mapping[str, Any], *, findings: Sequence[Mapping[str, Any]], correction_of: str | None = None
                ) -> str:
    """A record (or a correction) in words, one field a line, every line at most :data:`WIDTH` columns."""
    from krverify.report.describe import proof_lines, reading_lines, sides, strength

    title = f"correction of {correction_of}" if correction_of else _where(record)
    lines = textwrap.wrap(f"{record['id']} — {title}", WIDTH, subsequent_indent=" " * _INDENT,
                          break_on_hyphens=False)
    lines += _field("statement", record.get("statement", ""))
    for name in ("hypotheses", "domain"):
        if record.get(name):
            lines += _field(name, record[name])
    lines += _formula_fields(record)
    for name, text in reading_lines(record):
        lines += _field(name, text)
    verdict = records_format.verdict(record)
    lines += _field("verdict", f"{verdict}: {strength(record)}" if verdict else strength(record))
    if verdict == "refuted":
        point, both, fails = sides(record)
        lines += _field("witness", f"at {point}") + _field("", both) + _field("", fails)
        detail = records_format.evidence(record).get("detail")
        if detail:
            lines += _field("", detail)
    for step in proof_lines(record):
        lines += _field("proof", step)
    fix = records_format.correction(record)
    if fix:
        lines += _field("correction", f"{fix['id']} ({records_format.verdict(fix)}: {strength(fix)})")
        lines += _field("", fix.get("statement", ""))
        lines += _formula_fields(fix)
    for finding in findings:
        lines += _field("finding", f"{finding['id']} ({_severity(finding)}): {finding['summary']}")
        lines += _field("", f"correction: {finding['correction']}")
    return "\n".join(line.rstrip() for line in lines)


def _formula_fields(entry: Mapping[str, Any]) -> list[str]:
    """The formula the entry decided: its text line by line as the ledger stores it (exactly what was checked),
    then the same formula as TeX, as the report sets it."""
    from krverify.report.formula_tex import entry_formula_tex

    if not entry.get("formula"):
        return []
    lines = []
    for k, line in enumerate(str(entry["formula"]).splitlines()):
        lines += _field("" if k else "formula", line)
    for k, line in enumerate(entry_formula_tex(entry)):
        lines += _field("" if k else "as TeX", line)
    return lines


def _severity(finding: Mapping[str, Any]) -> str:
    return f"{finding['severity']}, disputed reading" if finding.get("disputed") else str(finding["severity"])


def finding_text(finding: Mapping[str, Any], ledger: Ledger) -> str:
    """A finding in words: severity, root, records, summary, correction, the witnesses it quotes."""
    root = ledger.records.get(str(finding["root"])) or {}
    lines = textwrap.wrap(f"{finding['id']} — finding, {_severity(finding)}", WIDTH, break_on_hyphens=False)
    lines += _field("root", f"{finding['root']} — {_where(root)}" if root else finding["root"])
    lines += _field("records", ", ".join(finding.get("records") or ()))
    lines += _field("summary", finding["summary"])
    lines += _field("correction", finding["correction"])
    if finding.get("disputed"):
        lines += _field("disputed", finding["disputed"])
    for quoted in finding.get("witnesses") or ():
        lines += _field("witness", quoted["text"])
    if finding.get("witness_note"):
        lines += _field("note", finding["witness_note"])
    lines.append(f"('krverify show {finding['root']}' shows the root record)")
    return "\n".join(line.rstrip() for line in lines)


def lookup(ledger: Ledger, identifier: str) -> dict[str, Any]:
    """What ``show --json`` prints: ``kind`` (record, correction or finding) and the ledger's own objects (for a
    record or correction also ``formula_tex``: its formula's lines as TeX, [] when it carries none)."""
    if identifier in ledger.findings:
        finding = ledger.findings[identifier]
        return {"id": identifier, "kind": "finding", "finding": finding,
                "root": ledger.records.get(str(finding["root"]))}
    if identifier in ledger.records or identifier in ledger.corrected:
        from krverify.report.formula_tex import entry_formula_tex

        entry = ledger.entry(identifier)
        return {"id": identifier, "kind": "correction" if identifier in ledger.corrected else "record",
                "record": entry, "correction_of": ledger.corrected.get(identifier),
                "findings": ledger.findings_of(identifier), "formula_tex": list(entry_formula_tex(entry))}
    raise UnknownClaim.among(identifier, ledger.ids())


def show_command(arguments: argparse.Namespace) -> int:
    """``krverify show ID [--json] [--proofs DIR]``."""
    from krverify._ledger_location import resolve_proofs

    ledger = load(resolve_proofs(arguments.proofs))
    found = lookup(ledger, arguments.id)
    if arguments.json:
        print(json.dumps(found, indent=2, sort_keys=True, ensure_ascii=False))
    elif found["kind"] == "finding":
        print(finding_text(found["finding"], ledger))
    else:
        print(record_text(found["record"], findings=found["findings"], correction_of=found["correction_of"]))
    return 0
