"""The README's findings block in Markdown (``krverify findings --format markdown``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from krverify.report import README_END, README_START
from krverify.report.terminal import headline_of, severity_groups

__all__ = ["findings_markdown"]


def findings_markdown(findings: Sequence[Mapping[str, Any]]) -> str:
    """The README's findings block: the registry's coverage, the headline, then one table row per finding (in the
    ledger's form), most serious first."""
    from krverify.claims import all_claims, get_claim
    from krverify.claims._documents import coverage
    lines = [README_START, "", "What the registry covers, per document (`krverify check` prints the same):", "",
             "| document | records | decided | sections audited | partly audited | not yet audited | excluded |",
             "|---|---|---|---|---|---|---|"]
    for row in coverage((c.id, c.decidable) for c in all_claims()):
        lines.append(f"| {row['document']} {row['title']} | {row['records']} | {row['decided']} | "
                     f"{', '.join(row['audited']) or '—'} | "
                     f"{_cell('; '.join(f'§{n}: {why}' for n, why in row['partly audited']) or '—')} | "
                     f"{_cell('; '.join(f'§{n} {t}: {why}' for n, t, why in row['not audited']) or '—')} | "
                     f"{_cell('; '.join(f'§{n}' for n, _ in row['excluded']) or '—')} |")
    lines += ["", f"**{headline_of(findings)}.**", ""]
    for name, meaning, members in severity_groups(findings):
        lines += [f"*{name}* — {meaning} ({len(members)}):", "",
                  "| finding | root | records | summary | correction |", "|---|---|---|---|---|"]
        for finding in members:
            root = get_claim(finding["root"])
            cell = " ".join(f"`{r}`" for r in finding["records"])
            lines.append(f"| `{finding['id']}` | {root.source[:3]} {root.label} | {cell} | "
                         f"{_cell(finding['summary'])} | {_cell(finding['correction'])} |")
        lines.append("")
    lines.append(README_END)
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
