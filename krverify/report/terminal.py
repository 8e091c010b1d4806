"""Human-readable audit output: one line of evidence per claim, and a findings summary per document."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

from krverify.certify import record as records_format
from krverify.report.describe import outline
from krverify.report.values import show_value

__all__ = [
    "WIDTH",
    "coverage_lines",
    "findings_by_severity_text",
    "findings_summary",
    "fit",
    "headline_of",
    "one_line_evidence",
    "severity_counts",
    "severity_groups",
    "show_value",
    "verdict_counts",
    "wrapped",
]


#: The terminal output's width: lines are wrapped (prose) or cut (table cells) to it.
WIDTH = 120


def wrapped(text: str, width: int = WIDTH) -> str:
    """Every line of ``text`` wrapped at ``width`` columns, continuation lines indented 4 more than the line.

    >>> print(wrapped("  one two three four five", width=16))
      one two three
          four five
    """
    out = []
    for line in text.splitlines():
        indent = " " * (len(line) - len(line.lstrip(" ")))
        out += textwrap.wrap(line, width, subsequent_indent=indent + "    ", break_on_hyphens=False,
                             drop_whitespace=True) or [""]
    return "\n".join(out)


def fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` characters, the cut marked by "…".

    >>> fit("abcdef", 4), fit("abc", 4)
    ('abc…', 'abc')
    """
    return text if len(text) <= width else text[:max(width - 1, 0)] + "…"


def _evidence_line(record: Mapping[str, Any]) -> str:
    evidence = records_format.evidence(record)
    match records_format.verdict(record):
        case None:
            return "defines notation; no verdict"
        case "refuted":
            witness = records_format.counterexample(record) or {}
            point = ", ".join(f"{k}={show_value(v, short=True)}" for k, v in witness.items())
            lhs, relation, rhs = records_format.sides(evidence)
            return (f"counterexample {point}: left side {show_value(lhs, short=True)} {relation} right side "
                    f"{show_value(rhs, short=True)} fails")
        case "proved":
            sweep = records_format.sweep(record) or {}
            certificate = evidence.get("certificate") or {}
            if "rule" in certificate:
                steps = " ".join(outline(certificate))
                return f"proved for every size, a composed proof ({certificate['rule']}): {steps} " \
                       f"{sweep['points']} points also swept"
            return f"sympy certificate (residual {evidence['residual']}); {sweep['points']} points swept"
        case _:
            search = evidence["search"]
            reached = ", ".join(f"{name} = {size}" for name, size in sorted((evidence.get("reached") or {}).items()))
            scope = " (the whole parameter space)" if evidence.get("whole") else \
                f" (largest sizes {reached})" if reached else ""
            searched = (f"{search['examples']} searched (seed {search['seed']})" if search["examples"] else
                        "no search (every point it could draw is swept)")
            return f"{evidence['points']} points swept exactly{scope}; {searched}"


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


def coverage_lines(records: Sequence[Mapping[str, Any]]) -> dict[str, list[str]]:
    """Per document source: what its records cover, by section (audited, partly, not yet audited, excluded)."""
    from krverify.claims._documents import coverage

    lines: dict[str, list[str]] = {}
    for row in coverage((str(r["id"]), bool(r.get("verdict"))) for r in records):
        text = [f"  sections audited: {', '.join(row['audited']) or 'none'}"]
        text += [f"  partly audited §{number}: {why}" for number, why in row["partly audited"]]
        text += [f"  NOT YET AUDITED §{number} {title}: {why}" for number, title, why in row["not audited"]]
        text += [f"  excluded §{number}: {why}" for number, why in row["excluded"]]
        lines[str(row["source"])] = text
    return lines


def findings_summary(records: Sequence[Mapping[str, Any]]) -> str:
    """Per document: how many claims, how many upheld, what the records cover and leave out (by section), which
    refuted (label and one line why)."""
    lines = []
    covered = coverage_lines(records)
    sources = sorted({record["source"] for record in records})
    for source in sources:
        own = [r for r in records if r["source"] == source]
        counts = verdict_counts(own)
        decided = counts["claims"] - counts["definitions"] - counts["not_checkable"]
        upheld = counts["proved"] + counts["verified"]
        lines.append(f"{source}: {decided} claims decided ({counts['definitions']} definitions, "
                     f"{counts['not_checkable']} not checkable), {upheld} upheld "
                     f"({counts['proved']} proved, {counts['verified']} verified), {counts['refuted']} refuted")
        lines += covered.get(source, [])
        for record in own:
            if records_format.verdict(record) == "refuted":
                fix = records_format.correction_verdict(record) if records_format.correction(record) else "none"
                lines.append(f"  refuted {record['label']} [{record['id']}]: {_why(record)} "
                             f"(correction: {fix})")
    return wrapped("\n".join(lines))


def headline_of(findings: Sequence[Mapping[str, Any]]) -> str:
    """'N distinct defects of the text (a false, ...) and M disputed readings explain the R refuted records',
    from findings in the ledger's form (disputed readings counted apart)."""
    from krverify.findings import SEVERITIES
    defects = [f for f in findings if not f.get("disputed")]
    disputed = len(findings) - len(defects)
    counts = [(severity, sum(1 for f in defects if f["severity"] == severity)) for severity in SEVERITIES]
    parts = ", ".join(f"{n} {severity}" for severity, n in counts if n)
    refuted = sum(len(f["records"]) for f in findings)
    both = f" and {disputed} disputed reading{'s' if disputed != 1 else ''}" if disputed else ""
    return f"{len(defects)} distinct defects of the text ({parts}){both} explain the {refuted} refuted records"


def severity_counts(findings: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """How many findings per severity, and how many disputed readings."""
    from krverify.findings import SEVERITIES
    defects = [f for f in findings if not f.get("disputed")]
    return {severity: sum(1 for f in defects if f["severity"] == severity) for severity in SEVERITIES} | {
        "disputed": len(findings) - len(defects)}


def severity_groups(findings: Sequence[Mapping[str, Any]]) -> list[tuple[str, str, list[Mapping[str, Any]]]]:
    """(name, meaning, findings): the severities of the defects of the text, most serious first, then the disputed
    readings; each group in the order given."""
    from krverify.findings import DISPUTED_MEANING, SEVERITIES, SEVERITY_MEANING
    defects = [f for f in findings if not f.get("disputed")]
    groups: list[tuple[str, str, list[Mapping[str, Any]]]] = [
        (severity, SEVERITY_MEANING[severity], members) for severity in SEVERITIES
        if (members := [f for f in defects if f["severity"] == severity])]
    disputed = [f for f in findings if f.get("disputed")]
    return groups + ([("disputed", DISPUTED_MEANING, disputed)] if disputed else [])


def findings_by_severity_text(findings: Sequence[Mapping[str, Any]]) -> str:
    """The findings (in the ledger's form) grouped by severity, most serious first, then the disputed readings:
    id, root, records, summary, correction."""
    lines = [f"Findings: {headline_of(findings)}"]
    for name, meaning, members in severity_groups(findings):
        lines.append(f"{name} ({meaning}):")
        for finding in members:
            others = [r for r in finding["records"] if r != finding["root"]]
            affects = f"; also {', '.join(others)}" if others else ""
            lines.append(f"  {finding['id']} [root {finding['root']}{affects}]: {finding['summary']}")
            lines.append(f"      correction: {finding['correction']}")
    return wrapped("\n".join(lines))
