"""Human-readable audit output: one line of evidence per claim, and a findings summary per document."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from krverify.certify import record as records_format

__all__ = ["findings_by_severity_text", "findings_headline", "findings_summary", "one_line_evidence", "show_value",
           "verdict_counts"]


def show_value(value: Any) -> str:
    """A JSON-ready value as compact text: lists as tuples."""
    if isinstance(value, list):
        return "(" + ", ".join(show_value(v) for v in value) + ")"
    return str(value)


def _evidence_line(record: Mapping[str, Any]) -> str:
    evidence = records_format.evidence(record)
    match records_format.verdict(record):
        case None:
            return "defines notation; no verdict"
        case "refuted":
            witness = records_format.counterexample(record) or {}
            point = ", ".join(f"{k}={show_value(v)}" for k, v in witness.items())
            lhs, relation, rhs = records_format.sides(evidence)
            return f"counterexample {point}: {lhs} {relation} {rhs} is false"
        case "proved":
            sweep = records_format.sweep(record) or {}
            return f"sympy certificate (residual {evidence['residual']}); {sweep['points']} points swept"
        case _:
            search = evidence["search"]
            return (f"{evidence['points']} points swept exactly; {search['examples']} searched "
                    f"(seed {search['seed']})")


def one_line_evidence(record: Mapping[str, Any]) -> str:
    """A ledger record's evidence (and its correction's verdict) in one line."""
    text = _evidence_line(record)
    if records_format.correction(record):
        text += f"; correction {records_format.correction_verdict(record)}"
    return text


def verdict_counts(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts of verdicts over records (corrections counted when upheld)."""
    verdicts = [records_format.verdict(record) for record in records]
    return {
        "claims": len(records),
        "definitions": sum(1 for r in records if r.get("kind") == "definition"),
        "not_checkable": sum(1 for r in records if r.get("kind") == "not-checkable"),
        "proved": verdicts.count("proved"),
        "verified": verdicts.count("verified"),
        "refuted": verdicts.count("refuted"),
        "corrections_upheld": sum(records_format.upheld(records_format.correction(record)) for record in records),
        "refuted_ids": [r["id"] for r in records if records_format.verdict(r) == "refuted"],
    }


def _why(record: Mapping[str, Any]) -> str:
    finding = records_format.evidence(record).get("finding", "")
    if finding:
        first = re.split(r"(?<=[a-z0-9)²])\.\s+(?=[A-Z(])", finding)[0].rstrip(".")
        return first if len(first) <= 140 else first[:137] + "..."
    return _evidence_line(record)


def findings_summary(records: Sequence[Mapping[str, Any]]) -> str:
    """Per document: how many claims, how many upheld, which refuted (label and one line why)."""
    lines = []
    sources = sorted({record["source"] for record in records})
    for source in sources:
        own = [r for r in records if r["source"] == source]
        counts = verdict_counts(own)
        decided = counts["claims"] - counts["definitions"] - counts["not_checkable"]
        upheld = counts["proved"] + counts["verified"]
        lines.append(f"{source}: {decided} claims decided ({counts['definitions']} definitions, "
                     f"{counts['not_checkable']} not checkable), {upheld} upheld "
                     f"({counts['proved']} proved, {counts['verified']} verified), {counts['refuted']} refuted")
        for record in own:
            if records_format.verdict(record) == "refuted":
                fix = records_format.correction_verdict(record) if records_format.correction(record) else "none"
                lines.append(f"  refuted {record['label']} [{record['id']}]: {_why(record)} "
                             f"(correction: {fix})")
    return "\n".join(lines)


def findings_headline() -> str:
    """'N distinct defects (a false, b precision, ...)' over the registered findings."""
    from krverify.findings import all_findings, findings_by_severity
    groups = findings_by_severity()
    parts = ", ".join(f"{len(members)} {severity}" for severity, members in groups)
    refuted = sum(len(f.records) for f in all_findings())
    return f"{len(all_findings())} distinct defects ({parts}) explain the {refuted} refuted records"


def findings_by_severity_text() -> str:
    """The findings grouped by severity, most serious first: id, root, records, summary, correction."""
    from krverify.findings import SEVERITY_MEANING, findings_by_severity
    lines = [f"Findings: {findings_headline()}"]
    for severity, members in findings_by_severity():
        lines.append(f"{severity} ({SEVERITY_MEANING[severity]}):")
        for finding in members:
            others = [r for r in finding.records if r != finding.root]
            affects = f"; also {', '.join(others)}" if others else ""
            lines.append(f"  {finding.id} [root {finding.root}{affects}]: {finding.summary}")
            lines.append(f"      correction: {finding.correction}")
    return "\n".join(lines)


README_START, README_END = "<!-- findings:start (krverify findings --format markdown) -->", "<!-- findings:end -->"


def findings_markdown() -> str:
    """The README's findings block: the headline, then one table row per finding, most serious first."""
    from krverify.claims import get_claim
    from krverify.findings import SEVERITY_MEANING, findings_by_severity
    lines = [README_START, "", f"**{findings_headline()}.**", ""]
    for severity, members in findings_by_severity():
        lines += [f"*{severity}* — {SEVERITY_MEANING[severity]} ({len(members)}):", "",
                  "| finding | root | records | summary | correction |", "|---|---|---|---|---|"]
        for finding in members:
            root = get_claim(finding.root)
            cell = " ".join(f"`{r}`" for r in finding.records)
            lines.append(f"| `{finding.id}` | {root.source[:3]} {root.label} | {cell} | "
                         f"{_cell(finding.summary)} | {_cell(finding.correction)} |")
        lines.append("")
    lines.append(README_END)
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
