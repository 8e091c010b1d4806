"""The audit report: what the drafts claim, what is wrong, how serious, how to fix it.

Everything is read from the ledger in ``proofs/`` (records, findings and the certified
table); nothing is re-decided.  Three renderings of one :class:`Audit`:

* ``REPORT.md`` — GitHub Markdown with ``$…$`` math;
* ``index.html`` — one self-contained page (:mod:`krverify.report.webpage`): bibliography, legend, table of
  contents, every formula as MathML, figures embedded, no network access;
* ``erratum.tex`` — a complete LaTeX document of the findings (:mod:`krverify.report.erratum`).

Every formula-like text goes through one path (:mod:`krverify.report.inline`).  First the documents and a legend,
what the audit covers (per document: records, sections audited, sections not yet audited), then the findings by
document and section (severity as a badge; disputed readings marked), then every record per document and section
in paper order: the statement as printed, the formula that was decided (when the record carries one,
:mod:`krverify.report.formula_tex`), the reading and every deviation from the printed text, the verdict and its
strength (points, sizes reached, search), the evidence, the correction.  Values are exact, with a short decimal
(an irrational one as a certified enclosure); math is MathML in the page.  Figures are drawn with floats; the
report says so.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from krverify.certify import record as records_format
from krverify.claims._documents import OUTLINES, coverage
from krverify.errors import LedgerError
from krverify.findings import DISPUTED_MEANING
from krverify.findings._finding import SEVERITIES, SEVERITY_MEANING
from krverify.report.describe import proof_lines, reading_lines, strength
from krverify.report.expressions import outline_parts
from krverify.report.formula_tex import entry_formula_tex
from krverify.report.terminal import headline_of

__all__ = ["Audit", "audit", "write_report"]

DOCUMENTS = {prefix: outline.title for prefix, outline in OUTLINES.items()}
TITLE = ("krverify audit of five documents: the K-Randomization drafts of Jan and Feb 2016 (001, 000) and an "
         "earlier LaTeX state (003), lecture notes on randomized response (002) and a survey of differential "
         "privacy (004)")
FIGURES = ("ratio_window", "theorem_ratios", "required_q")
FIGURE_CAPTIONS = {
    "ratio_window": "The privacy ratio R_s and 1/R_s at N = 1000, q = 0.009 with the drafts' 3σ window (grey) "
                    "and λ = 2 (dashed): 1/R_s exceeds λ inside the window — finding 001.local-guarantee-one-sided.",
    "theorem_ratios": "Theorem 4.1: R_i = a_i^(m-1)/a_i^m against m for several i (N = 20, q = 1/10); each "
                      "curve is non-decreasing, flat at i = 0 and i = N — finding 001.thm-4.1-strict.",
    "required_q": "The lie probability q a deployment of N people needs for (ε, δ = 10⁻⁶), k = 1: per ε the "
                  "certified smallest q (solid; krverify calibrate, both ends certified), the drafts' closed form "
                  "(4.45) at λ = e^ε (dashed) and FMT21's closed-form amplification bound (dotted), from the "
                  "practitioner's table proofs/tables/practitioner.json (docs/practitioner.md); the table below "
                  "gives the plotted values (q rounded up).",
}
FLOAT_NOTE = ("Figures are drawn with binary floats from exact or certified values; no verdict depends on them.")


@dataclass(frozen=True)
class Audit:
    """The ledger's records, findings and certified table, ready to render."""

    records: tuple[Mapping[str, Any], ...]
    findings: tuple[Mapping[str, Any], ...]
    table: Mapping[str, Any] | None = None
    figures: Mapping[str, str] = field(default_factory=dict, compare=False)
    #: A figure's data as printed rows (column -> text), shown as a table beside it.
    figure_data: Mapping[str, Sequence[Mapping[str, str]]] = field(default_factory=dict, compare=False)

    @property
    def by_id(self) -> dict[str, Mapping[str, Any]]:
        return {str(r["id"]): r for r in self.records}

    def counts(self) -> dict[str, int]:
        """Records by verdict, definitions included as ``definition``."""
        result: dict[str, int] = {}
        for record in self.records:
            key = records_format.verdict(record) or "definition"
            result[key] = result.get(key, 0) + 1
        return result

    def groups(self) -> list[tuple[str, str, list[Mapping[str, Any]]]]:
        """(severity, meaning, findings) for the defects of the text, most serious first, then the disputed
        readings as their own group (counted apart)."""
        defects = [f for f in self.findings if not f.get("disputed")]
        disputed = [f for f in self.findings if f.get("disputed")]
        groups = [(s, SEVERITY_MEANING[s], [f for f in defects if f["severity"] == s]) for s in SEVERITIES]
        groups.append(("disputed", DISPUTED_MEANING, disputed))
        return [group for group in groups if group[2]]

    def headline(self) -> str:
        return headline_of(self.findings)

    def _repr_markdown_(self) -> str:
        lines = [f"**{self.headline()}.**", "", "| severity | finding | summary |", "|---|---|---|"]
        for severity, _, members in self.groups():
            lines += [f"| {severity} | `{f['id']}` | {_cell(f['summary'])} |" for f in members]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{severity}</td><td><code>{html.escape(f['id'])}</code></td>"
                       f"<td>{html.escape(f['summary'])}</td></tr>"
                       for severity, _, members in self.groups() for f in members)
        return (f"<p><b>{html.escape(self.headline())}.</b></p><table><tr><th>severity</th><th>finding</th>"
                f"<th>summary</th></tr>{rows}</table>")


def audit(proofs: str | Path | None = None, *, figures: bool = False) -> Audit:
    """Read the ledger in ``proofs`` (no re-computation); ``figures=True`` also draws the figures.  Without
    ``proofs``: ``./proofs``, else the ledger installed with krverify (as the commands find it)."""
    from krverify._ledger_location import resolve_proofs
    from krverify.ledger import read_findings, read_ledger

    directory = Path(resolve_proofs(None if proofs is None else Path(proofs)))
    ledger = read_ledger(directory)
    order = {source: index for index, source in enumerate(sorted({str(r["source"]) for r in ledger.values()}))}
    records = tuple(sorted(ledger.values(), key=lambda r: order[str(r["source"])]))  # files are in paper order
    findings = tuple(read_findings(directory).values())
    table_path = directory / "tables" / "small.json"
    table = _table_file(table_path)
    practitioner_path = directory / "tables" / "practitioner.json"
    practitioner = _table_file(practitioner_path)
    drawn: dict[str, str] = {}
    data: dict[str, Sequence[Mapping[str, str]]] = {}
    if figures:
        from krverify import plots
        from krverify.report.practitioner import figure_rows

        drawn = {"ratio_window": plots.ratio_window(), "theorem_ratios": plots.theorem_ratios()}
        if practitioner is not None:
            try:
                drawn["required_q"] = plots.practitioner_q(practitioner)
                data["required_q"] = figure_rows(practitioner)
            except (ValueError, KeyError, TypeError, IndexError, ZeroDivisionError) as error:
                raise LedgerError(f"table file={str(practitioner_path)!r} is malformed: {type(error).__name__}: "
                                  f"{str(error)[:200]}") from None
    return Audit(records, findings, table, drawn, data)


def _table_file(path: Path) -> dict[str, Any] | None:
    """A certified table's JSON (None when there is none); a file that is not a JSON object is a LedgerError."""
    try:
        table = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise LedgerError(f"table file={str(path)!r} is malformed: {type(error).__name__}: "
                          f"{str(error)[:200]}") from None
    if table is not None and not isinstance(table, dict):
        raise LedgerError(f"table file={str(path)!r} is malformed: not a JSON object")
    return table


# --------------------------------------------------------------------------- shared pieces








def coverage_rows(report: Audit) -> list[dict[str, Any]]:
    return coverage((str(r["id"]), bool(r.get("verdict"))) for r in report.records)


def _coverage_markdown(report: Audit) -> list[str]:
    lines = ["## What the audit covers", "",
             "Per document: its records and which of its sections are audited. Totals count only these records; "
             "the sections named as not yet audited or excluded have no verdicts.", ""]
    for row in coverage_rows(report):
        lines.append(f"- **{row['document']}** {row['title']}: {row['records']} records ({row['decided']} decided); "
                     f"sections audited: {', '.join(row['audited']) or 'none'}")
        lines += [f"  - partly audited §{number}: {why}" for number, why in row["partly audited"]]
        lines += [f"  - **not yet audited** §{number} {title}: {why}" for number, title, why in row["not audited"]]
        lines += [f"  - excluded §{number}: {why}" for number, why in row["excluded"]]
    return [*lines, ""]


def sections(records: Sequence[Mapping[str, Any]]) -> Iterator[tuple[str, str, list[Mapping[str, Any]]]]:
    """(document prefix, section, records) in paper order."""
    current: tuple[str, str] | None = None
    bucket: list[Mapping[str, Any]] = []
    for record in records:
        key = (str(record["id"]).split(".", 1)[0], str(record["section"]))
        if key != current and bucket:
            assert current is not None
            yield current[0], current[1], bucket
            bucket = []
        current = key
        bucket.append(record)
    if bucket and current is not None:
        yield current[0], current[1], bucket


def _anchor(identifier: str) -> str:
    return "r-" + re.sub(r"[^A-Za-z0-9]+", "-", identifier)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")




# --------------------------------------------------------------------------- Markdown


def markdown(report: Audit) -> str:
    """REPORT.md: the documents, a legend, the findings by document and section, then every record."""
    from krverify.report.inline import markdown_text as md
    from krverify.report.webpage import grouped_by_section, section_key

    counts = report.counts()
    lines = [f"# {TITLE}", "", *(f"- [{prefix}] {entry}" for prefix, entry in BIBLIOGRAPHY.items()), "",
             "Generated by `krverify report` from the ledger in `proofs/` (no re-computation). Reading "
             "convention: `docs/readings.md`. " + FLOAT_NOTE, "",
             f"{len(report.records)} registered statements: {counts.get('proved', 0)} proved, "
             f"{counts.get('verified', 0)} verified, {counts.get('refuted', 0)} refuted, "
             f"{counts.get('definition', 0)} definitions or not checkable.", "", "## Legend", "",
             "| | term | meaning |", "|---|---|---|",
             *(f"| {group} | **{term}** | {_cell(md(meaning))} |" for group, term, meaning in legend()), "",
             *_coverage_markdown(report), "## Findings, by document and section", "", f"**{report.headline()}.**", ""]
    by_id = report.by_id
    grouped = grouped_by_section((f, by_id[f["root"]]) for f in report.findings)
    for prefix in sorted(grouped):
        lines += [f"### {prefix}: {DOCUMENTS.get(prefix, prefix)}", ""]
        for section in sorted(grouped[prefix], key=section_key):
            lines += [f"#### {prefix} §{section}", ""]
            for finding in grouped[prefix][section]:
                root = by_id[finding["root"]]
                severity = "disputed" if finding.get("disputed") else finding["severity"]
                links = ", ".join(f"[`{r}`](#{_anchor(r)})" for r in finding["records"])
                lines += [f"- **`{finding['id']}`** ({severity}) — {md(root['label'])}; records {links}",
                          f"  - {md(finding['summary'])}",
                          *_formula_markdown("formula decided", root, "  "),
                          f"  - counterexample: {_witness_markdown(root)}",
                          f"  - correction: {md(finding['correction'])}"]
                if finding.get("disputed"):
                    lines.append(f"  - disputed: {md(finding['disputed'])}")
                if finding.get("witness_note"):
                    lines.append(f"  - note: {md(finding['witness_note'])}")
            lines.append("")
    lines += ["## Figures", ""]
    for name in FIGURES:
        if name in report.figures:
            lines += [f"![{name}](figures/{name}.svg)", "", f"*{md(FIGURE_CAPTIONS[name])}*", ""]
            lines += _data_markdown(report.figure_data.get(name, ()))
    lines += ["## Every record, by document and section", ""]
    finding_of = {r: f["id"] for f in report.findings for r in f["records"]}
    document = None
    for prefix, section, members in sections(report.records):
        if prefix != document:
            lines += [f"### {DOCUMENTS.get(prefix, prefix)}", ""]
            document = prefix
        lines += [f"#### {prefix} §{section}", ""]
        for record in members:
            lines += _markdown_record(record, finding_of.get(str(record["id"])))
    return "\n".join(lines).rstrip() + "\n"


def _data_markdown(rows: Sequence[Mapping[str, str]]) -> list[str]:
    """A figure's data as a Markdown table, or nothing."""
    from krverify.report.practitioner import rows_markdown

    return [rows_markdown(rows)] if rows else []


def _witness_markdown(record: Mapping[str, Any]) -> str:
    """'at K = 2, …: left side = 0, right side = 0; left side > right side fails', formulas as $…$."""
    from krverify.report.describe import sides
    from krverify.report.inline import markdown_text as md

    if record.get("verdict") != "refuted":
        return "none recorded"
    point, both, fails = sides(record)
    detail = records_format.evidence(record).get("detail")
    return f"at {md(point)}: {md(both)}; {md(fails)}" + (f" ({md(detail)})" if detail else "")




def _markdown_record(record: Mapping[str, Any], finding: str | None) -> list[str]:
    from krverify.report.inline import markdown_text as md

    verdict = records_format.verdict(record) or "definition"
    lines = [f'<a id="{_anchor(str(record["id"]))}"></a>',
             f"**{md(str(record['label']))}** `{record['id']}` — **{verdict}**", "",
             f"> {md(record['statement'])}", ""]
    lines += _formula_markdown("formula decided", record)
    if record.get("verdict"):
        lines += [f"- {name}: {md(text)}" for name, text in reading_lines(record)]
        lines.append(f"- strength: {md(strength(record))}")
        lines.append(f"- hypotheses: {md(record.get('hypotheses') or '—')}")
        lines.append(f"- domain: {md(record.get('domain') or '—')}")
    lines += _proof_markdown("proof", record)
    if verdict == "refuted":
        lines.append(f"- counterexample: {_witness_markdown(record)}")
    fix = records_format.correction(record)
    if fix:
        lines.append(f"- correction: {md(fix['statement'])} — **{fix['verdict']}** (`{fix['id']}`, reading: "
                     f"{fix.get('reading', 'intended')})")
        lines += _formula_markdown("correction's formula", fix)
        lines += _proof_markdown("correction's proof", fix)
    if finding:
        lines.append(f"- finding: `{finding}`")
    return [*lines, ""]


def _formula_markdown(name: str, entry: Mapping[str, Any], indent: str = "") -> list[str]:
    """The formula an entry decided, one ``$…$`` line per line of the formula ([] when it has none)."""
    lines = entry_formula_tex(entry)
    return [f"{indent}- {name}:", *(f"{indent}  - ${line}$" for line in lines)] if lines else []


def _outline_markdown(line: str) -> str:
    return "".join(f"${text}$" if kind == "tex" else f"`{text}`" if kind == "code" else text
                   for kind, text in outline_parts(line))


def _proof_markdown(name: str, entry: Mapping[str, Any] | None) -> list[str]:
    steps = proof_lines(entry) if entry else []
    return [f"- {name}:", *(f"  {k}. {_outline_markdown(line)}" for k, line in enumerate(steps, 1))] if steps else []


# --------------------------------------------------------------------------- HTML

#: The five documents as a bibliography (authors and dates as the copies in seeds/ print them).
BIBLIOGRAPHY = {
    "000": "M. Zhilyaev and D. Zeber, K-Randomization, draft of 24 February 2016.",
    "001": "M. Zhilyaev and D. Zeber, K-Randomization, draft of 8 January 2016.",
    "002": "Lecture notes on randomized response (NPTEL course; handwritten, converted by OCR; no author named in the "
           "copy).",
    "003": "M. Zhilyaev and D. Zeber, K-Randomization, LaTeX source of an earlier state of the February 2016 draft "
           "(undated).",
    "004": "S. Das, Differential Privacy: Ideas, Concepts and Advances, School of Mathematical Sciences, NISER, "
           "21 September 2022.",
}


def legend() -> list[tuple[str, str, str]]:
    """(group, term, meaning): what the verdicts, readings and severities mean."""
    rows = [("verdict", "proved", "holds for all parameters: a certificate the independent standard-library checker "
                                  "re-derives"),
            ("verdict", "verified", "holds at every point of a stated finite domain, checked exactly, and a seeded "
                                    "random search beyond it found no counterexample — not a proof for all "
                                    "parameters"),
            ("verdict", "refuted", "an exact counterexample: both sides evaluated exactly, the relation fails"),
            ("verdict", "definition", "defines notation; no verdict"),
            ("reading", "as printed", "the record decides the printed text"),
            ("reading", "as read", "the printed text with the listed deviations; the literal text is decided by "
                                   "another record or has no truth value"),
            ("reading", "literal / charitable", "the two sides of a disputed reading"),
            ("reading", "intended", "a correction: the form the later lines need")]
    rows += [("severity", name, meaning) for name, meaning in SEVERITY_MEANING.items()]
    return [*rows, ("severity", "disputed", DISPUTED_MEANING)]


def to_html(report: Audit, proofs: str | Path = "proofs") -> str:
    """index.html: one self-contained page (no network access); see :mod:`krverify.report.webpage`."""
    from krverify.report.webpage import readings_html
    from krverify.report.webpage import to_html as page

    return page(report, documents={p: o.title for p, o in OUTLINES.items()}, bibliography=BIBLIOGRAPHY,
                legend=legend(), figures=[(name, FIGURE_CAPTIONS[name]) for name in FIGURES],
                readings=readings_html(Path(proofs)), coverage=_coverage_html(report))


def _coverage_html(report: Audit) -> str:
    from krverify.report.inline import html_text

    items = []
    for row in coverage_rows(report):
        parts = [f"{row['records']} records ({row['decided']} decided); sections audited: "
                 f"{html.escape(', '.join(row['audited']) or 'none')}"]
        parts += [f"partly audited §{html.escape(n)}: {html_text(why)}" for n, why in row["partly audited"]]
        parts += [f"<b>not yet audited</b> §{html.escape(n)} {html_text(t)}: {html_text(why)}"
                  for n, t, why in row["not audited"]]
        parts += [f"excluded §{html.escape(n)}: {html_text(why)}" for n, why in row["excluded"]]
        items.append(f"<li><b>{row['document']}</b> {html.escape(str(row['title']))}: " + "; ".join(parts) + "</li>")
    return ("<p>Totals count only the records below; the sections named as not yet audited or excluded have no "
            "verdicts.</p><ul>" + "".join(items) + "</ul>")


# --------------------------------------------------------------------------- LaTeX


def latex(report: Audit) -> str:
    """erratum.tex: a complete document (see :mod:`krverify.report.erratum`)."""
    from krverify.report.erratum import erratum

    severities = dict(SEVERITY_MEANING) | {"disputed reading": DISPUTED_MEANING}
    return erratum(report.findings, report.by_id, headline=report.headline(),
                   documents={p: o.title for p, o in OUTLINES.items()}, bibliography=BIBLIOGRAPHY,
                   severities=severities)


# --------------------------------------------------------------------------- writing


def write_report(proofs: str | Path | None = None, out: str | Path | None = None) -> list[Path]:
    """Write REPORT.md, index.html, erratum.tex and figures/*.svg into ``out`` (default proofs/report)."""
    from krverify._ledger_location import resolve_proofs
    from krverify.ledger import atomic_write

    proofs = resolve_proofs(None if proofs is None else Path(proofs))
    report = audit(proofs, figures=True)
    target = Path(out) if out is not None else Path(proofs) / "report"
    (target / "figures").mkdir(parents=True, exist_ok=True)
    files = {target / "REPORT.md": markdown(report), target / "index.html": to_html(report, proofs),
             target / "erratum.tex": latex(report)}
    files |= {target / "figures" / f"{name}.svg": svg for name, svg in report.figures.items()}
    for path, text in files.items():
        atomic_write(path, text)
    return list(files)
