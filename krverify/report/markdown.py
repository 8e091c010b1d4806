"""The README's findings block in Markdown (``krverify findings --format markdown``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from krverify.report import README_END, README_START
from krverify.report.terminal import headline_of, severity_groups

__all__ = ["findings_markdown"]


def findings_markdown(findings: Sequence[Mapping[str, Any]]) -> str:
    """The README's findings block, short enough for a front door: the headline; per document its records, the
    sections not (or only partly) audited and its findings by severity; then every finding of severity *false*,
    one row each.  The whole list is ``krverify findings`` and the report."""
    from krverify.claims import all_claims, get_claim
    from krverify.claims._documents import coverage
    from krverify.findings import SEVERITIES

    kinds = [*SEVERITIES, "disputed"]
    lines = [README_START, "", f"**{headline_of(findings)}.**", "",
             "| document | records | decided | partly / not yet audited | excluded | "
             + " | ".join(kinds) + " |", "|---" * (5 + len(kinds)) + "|"]
    for row in coverage((c.id, c.decidable) for c in all_claims()):
        own = [f for f in findings if str(f["root"]).split(".", 1)[0] == row["document"]]
        counts = [sum(1 for f in own if ("disputed" if f.get("disputed") else f["severity"]) == kind) for kind in kinds]
        gaps = [f"§{n}" for n, _ in row["partly audited"]] + [f"§{n}" for n, _, _ in row["not audited"]]
        excluded = [f"§{n}" for n, _ in row["excluded"]]
        lines.append(f"| {row['document']} {row['title']} | {row['records']} | {row['decided']} | "
                     f"{', '.join(gaps) or '—'} | {', '.join(excluded) or '—'} | "
                     + " | ".join(str(n) for n in counts) + " |")
    for name, meaning, members in severity_groups(findings):
        if name != SEVERITIES[0]:
            continue
        lines += ["", f"The findings of severity *{name}* — {meaning} (`krverify show ID` prints one in full, "
                  "`krverify findings` lists every finding with its correction):", "",
                  "| finding | where | summary |", "|---|---|---|"]
        for finding in members:
            root = get_claim(finding["root"])
            lines.append(f"| `{finding['id']}` | {_where(root.source, root.section, root.label)} | "
                         f"{_cell(finding['summary'])} |")
    lines += ["", README_END]
    return "\n".join(lines) + "\n"


def _where(source: str, section: str, label: str) -> str:
    """'001 §4.3, (4.45)': a label that is a formula or a phrase of the text is left to the section."""
    place = f"{source[:3]} §{section}"
    printed = "\\" not in label and "{" not in label and (label[:1] == "(" or label[:1].isupper())
    return f"{place}, {label}" if printed and not label.startswith("§") else place


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
