"""The audit report: what the drafts claim, what is wrong, how serious, how to fix it.

Everything is read from the ledger in ``proofs/`` (records, findings and the certified
table); nothing is re-decided.  Three renderings of one :class:`Audit`:

* ``REPORT.md`` — GitHub Markdown with ``$…$`` math;
* ``index.html`` — one self-contained page: inline CSS, statements as MathML (latex2mathml),
  figures embedded as data URIs, no network access; a small script records, after load,
  whether the math rendered and every image loaded (the browser test reads it);
* ``erratum.tex`` — a booktabs table of the findings an author can ``\\input``.

First the findings (distinct defects, most serious first), then every record per document
and section in paper order: the statement as printed, the verdict and its strength, the
evidence, the correction and the reading used.  Figures are drawn with floats; the report says so.
"""

from __future__ import annotations

import base64
import html
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from krverify.certify import record as records_format
from krverify.findings._finding import SEVERITIES, SEVERITY_MEANING

__all__ = ["Audit", "audit", "write_report"]

DOCUMENTS = {
    "000": "Draft of Feb 2016 (000_6dfa2dbc38b4b249.txt)",
    "001": "Draft of Jan 2016 (001_d8c6cb5d6e66af37.txt)",
    "003": "LaTeX source of an earlier state of the Feb draft (003_941cee538ccfd264.txt)",
}
FIGURES = ("ratio_window", "theorem_ratios", "required_q")
FIGURE_CAPTIONS = {
    "ratio_window": "The privacy ratio R_s and 1/R_s at N = 1000, q = 0.009 with the drafts' 3σ window (grey) "
                    "and λ = 2 (dashed): 1/R_s exceeds λ inside the window — finding 001.local-guarantee-one-sided.",
    "theorem_ratios": "Theorem 4.1: R_i = a_i^(m-1)/a_i^m against m for several i (N = 20, q = 1/10); each "
                      "curve is non-decreasing, flat at i = 0 and i = N — finding 001.thm-4.1-strict.",
    "required_q": "The noise q the closed forms (4.45)/(5.24) prescribe against the smallest q certified to give "
                  "(ln λ, δ)-DP, from the certified table proofs/tables/small.json.",
}
FLOAT_NOTE = ("Figures are drawn with binary floats from exact or certified values; no verdict depends on them.")


@dataclass(frozen=True)
class Audit:
    """The ledger's records, findings and certified table, ready to render."""

    records: tuple[Mapping[str, Any], ...]
    findings: tuple[Mapping[str, Any], ...]
    table: Mapping[str, Any] | None = None
    figures: Mapping[str, str] = field(default_factory=dict, compare=False)

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

    def findings_by_severity(self) -> list[tuple[str, list[Mapping[str, Any]]]]:
        return [(s, [f for f in self.findings if f["severity"] == s]) for s in SEVERITIES
                if any(f["severity"] == s for f in self.findings)]

    def headline(self) -> str:
        parts = ", ".join(f"{len(members)} {severity}" for severity, members in self.findings_by_severity())
        refuted = self.counts().get("refuted", 0)
        return f"{len(self.findings)} distinct defects ({parts}) explain the {refuted} refuted records"

    def _repr_markdown_(self) -> str:
        lines = [f"**{self.headline()}.**", "", "| severity | finding | summary |", "|---|---|---|"]
        for severity, members in self.findings_by_severity():
            lines += [f"| {severity} | `{f['id']}` | {_cell(f['summary'])} |" for f in members]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{severity}</td><td><code>{html.escape(f['id'])}</code></td>"
                       f"<td>{html.escape(f['summary'])}</td></tr>"
                       for severity, members in self.findings_by_severity() for f in members)
        return (f"<p><b>{html.escape(self.headline())}.</b></p><table><tr><th>severity</th><th>finding</th>"
                f"<th>summary</th></tr>{rows}</table>")


def audit(proofs: str | Path = "proofs", *, figures: bool = False) -> Audit:
    """Read the ledger in ``proofs`` (no re-computation); ``figures=True`` also draws the figures."""
    from krverify.ledger import read_findings, read_ledger

    directory = Path(proofs)
    ledger = read_ledger(directory)
    order = {source: index for index, source in enumerate(sorted({str(r["source"]) for r in ledger.values()}))}
    records = tuple(sorted(ledger.values(), key=lambda r: order[str(r["source"])]))  # files are in paper order
    findings = tuple(read_findings(directory).values())
    table_path = directory / "tables" / "small.json"
    table = json.loads(table_path.read_text(encoding="utf-8")) if table_path.is_file() else None
    drawn = _figures(table) if figures else {}
    return Audit(records, findings, table, drawn)


def _figures(table: Mapping[str, Any] | None) -> dict[str, str]:
    from krverify import plots

    drawn = {"ratio_window": plots.ratio_window(), "theorem_ratios": plots.theorem_ratios()}
    if table is not None:
        drawn["required_q"] = plots.required_q_from_table(dict(table))
    return drawn


# --------------------------------------------------------------------------- shared pieces


def strength(record: Mapping[str, Any]) -> str:
    """What the verdict rests on, in words."""
    evidence = records_format.evidence(record)
    search = evidence.get("search") or {}
    match records_format.verdict(record):
        case "proved":
            return "proved for all parameters (symbolic certificate, re-checked by the stdlib checker)"
        case "verified":
            return (f"exhaustive over the stated domain ({evidence.get('points')} points) plus a seeded search "
                    f"({search.get('examples')} examples, seed {search.get('seed')})")
        case "refuted":
            return f"counterexample ({evidence.get('found_by', 'search')}), re-checked exactly"
        case _:
            return "definition (no verdict)"


def witness(record: Mapping[str, Any]) -> str:
    """The exact counterexample and both sides, one line."""
    evidence = records_format.evidence(record)
    point = ", ".join(f"{k} = {_show(v)}" for k, v in sorted((records_format.counterexample(record) or {}).items()))
    lhs, relation, rhs = records_format.sides(evidence)
    sides = f"{_show(lhs)} {relation} {_show(rhs)} fails"
    detail = f" ({evidence['detail']})" if evidence.get("detail") else ""
    return f"at {point}: {sides}{detail}"


def _show(value: Any) -> str:
    if isinstance(value, list):
        return "(" + ", ".join(_show(v) for v in value) + ")"
    text = str(value)
    return text if len(text) <= 60 else f"{text[:28]}…{text[-28:]} ({len(text)} characters)"


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


def _correction_line(record: Mapping[str, Any]) -> str | None:
    fix = records_format.correction(record)
    if not fix:
        return None
    return f"{fix['statement']} — **{fix['verdict']}** (`{fix['id']}`, reading: {fix.get('reading', 'intended')})"


# --------------------------------------------------------------------------- Markdown


def markdown(report: Audit) -> str:
    """REPORT.md: findings first, then every record by document and section."""
    counts = report.counts()
    lines = ["# krverify audit of the K-Randomization drafts", "",
             "Generated by `krverify report` from the ledger in `proofs/` (no re-computation). Reading "
             "convention: `docs/readings.md`. " + FLOAT_NOTE, "",
             f"{len(report.records)} registered statements: {counts.get('proved', 0)} proved, "
             f"{counts.get('verified', 0)} verified, {counts.get('refuted', 0)} refuted, "
             f"{counts.get('definition', 0)} definitions.", "", "## Findings", "", f"**{report.headline()}.**", ""]
    by_id = report.by_id
    for severity, members in report.findings_by_severity():
        lines += [f"### {severity} — {SEVERITY_MEANING[severity]} ({len(members)})", ""]
        for finding in members:
            root = by_id[finding["root"]]
            links = ", ".join(f"[`{r}`](#{_anchor(r)})" for r in finding["records"])
            lines += [f"- **`{finding['id']}`** — root {root['id'][:3]} {root['label']}; records {links}",
                      f"  - {finding['summary']}",
                      f"  - counterexample: {witness(root)}",
                      f"  - correction: {finding['correction']}"]
            if finding.get("witness_note"):
                lines.append(f"  - note: {finding['witness_note']}")
        lines.append("")
    lines += ["## Figures", ""]
    for name in FIGURES:
        if name in report.figures:
            lines += [f"![{name}](figures/{name}.svg)", "", f"*{FIGURE_CAPTIONS[name]}*", ""]
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


def _markdown_record(record: Mapping[str, Any], finding: str | None) -> list[str]:
    verdict = records_format.verdict(record) or "definition"
    lines = [f'<a id="{_anchor(str(record["id"]))}"></a>',
             f"**{record['label']}** `{record['id']}` — **{verdict}**", "",
             f"> {record['statement']}", ""]
    if record.get("verdict"):
        lines.append(f"- strength: {strength(record)}")
        lines.append(f"- reading: {record.get('reading', 'as printed')}; hypotheses: {record.get('hypotheses')}")
        lines.append(f"- domain: {record.get('domain')}")
    if verdict == "refuted":
        lines.append(f"- counterexample: {witness(record)}")
    fix = _correction_line(record)
    if fix:
        lines.append(f"- correction: {fix}")
    if finding:
        lines.append(f"- finding: `{finding}`")
    return [*lines, ""]


# --------------------------------------------------------------------------- HTML

_CSS = """
body{font-family:Georgia,serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.45;color:#222}
h1,h2,h3,h4{font-family:Helvetica,Arial,sans-serif}h2{border-bottom:1px solid #ccc}
.finding{border-left:4px solid #888;padding:.3rem .8rem;margin:.8rem 0;background:#fafafa}
.false{border-color:#b00020}.precision{border-color:#e07000}.misprint{border-color:#1b6ca8}.boundary{border-color:#2e933c}
.record{margin:1rem 0;padding:.4rem .8rem;border:1px solid #ddd;border-radius:4px}
.verdict{font-weight:bold;font-family:Helvetica,Arial,sans-serif}.refuted{color:#b00020}.verified,.proved{color:#2e7d32}
.statement{margin:.4rem 0 .4rem 1rem}code{font-size:.85em;background:#f3f3f3;padding:0 .2em}
figure img{max-width:100%}dl{margin:.2rem 0}dt{font-weight:bold;float:left;width:8rem}dd{margin-left:8.5rem}
"""

_SELF_CHECK = """
window.addEventListener('load', function () {
  var maths = Array.prototype.slice.call(document.querySelectorAll('math'));
  var images = Array.prototype.slice.call(document.images);
  var out = {
    math_total: maths.length,
    math_rendered: maths.filter(function (m) { var r = m.getBoundingClientRect(); return r.width > 0 && r.height > 0
      && getComputedStyle(m).display.indexOf('math') >= 0; }).length,
    images_total: images.length,
    images_loaded: images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length,
    findings: Array.prototype.map.call(document.querySelectorAll('[data-finding]'),
                                       function (e) { return e.getAttribute('data-finding'); })
  };
  document.getElementById('selfcheck').textContent = JSON.stringify(out);
});
"""


def _mathml(statement: str) -> str:
    """Text with $…$ math: text escaped, math converted to MathML (raw LaTeX in <code> if it cannot be)."""
    from latex2mathml.converter import convert

    parts = re.split(r"(\$\$.+?\$\$|\$.+?\$)", statement)
    out = []
    for part in parts:
        if part.startswith("$") and part.endswith("$") and len(part) > 1:
            tex = part.strip("$")
            try:
                out.append(convert(tex))
            except Exception:
                out.append(f"<code>{html.escape(tex)}</code>")
        else:
            out.append(html.escape(part))
    return "".join(out)


def to_html(report: Audit) -> str:
    """index.html: one self-contained page (no network access)."""
    body = [f"<h1>krverify audit of the K-Randomization drafts</h1><p>Generated by <code>krverify report</code> "
            f"from the ledger (no re-computation); reading convention <code>docs/readings.md</code>. "
            f"{html.escape(FLOAT_NOTE)}</p>", f"<h2>Findings</h2><p><b>{html.escape(report.headline())}.</b></p>"]
    by_id = report.by_id
    for severity, members in report.findings_by_severity():
        body.append(f"<h3>{severity} — {html.escape(SEVERITY_MEANING[severity])} ({len(members)})</h3>")
        for finding in members:
            root = by_id[finding["root"]]
            links = ", ".join(f'<a href="#{_anchor(r)}"><code>{html.escape(r)}</code></a>' for r in finding["records"])
            note = finding.get("witness_note")
            note = f"<dt>note</dt><dd>{html.escape(note)}</dd>" if note else ""
            body.append(
                f'<div class="finding {severity}" data-finding="{html.escape(finding["id"])}" '
                f'id="f-{_anchor(finding["id"])}"><b><code>{html.escape(finding["id"])}</code></b> — root '
                f"{html.escape(root['id'][:3])} {html.escape(root['label'])}; records {links}"
                f"<dl><dt>summary</dt><dd>{html.escape(finding['summary'])}</dd>"
                f"<dt>statement</dt><dd>{_mathml(root['statement'])}</dd>"
                f"<dt>counterexample</dt><dd>{html.escape(witness(root))}</dd>"
                f"<dt>correction</dt><dd>{html.escape(finding['correction'])}</dd>{note}</dl></div>")
    body.append("<h2>Figures</h2>")
    for name in FIGURES:
        if name in report.figures:
            data = base64.b64encode(report.figures[name].encode("utf-8")).decode("ascii")
            body.append(f'<figure><img alt="{name}" src="data:image/svg+xml;base64,{data}">'
                        f"<figcaption>{html.escape(FIGURE_CAPTIONS[name])}</figcaption></figure>")
    body.append("<h2>Every record, by document and section</h2>")
    finding_of = {r: f["id"] for f in report.findings for r in f["records"]}
    document = None
    for prefix, section, members in sections(report.records):
        if prefix != document:
            body.append(f"<h3>{html.escape(DOCUMENTS.get(prefix, prefix))}</h3>")
            document = prefix
        body.append(f"<h4>{prefix} §{html.escape(section)}</h4>")
        body += [_html_record(record, finding_of.get(str(record["id"]))) for record in members]
    body.append('<pre id="selfcheck" hidden></pre>')
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>krverify audit</title><style>" + _CSS + "</style></head><body>\n" + "\n".join(body)
            + "\n<script>" + _SELF_CHECK + "</script></body></html>\n")


def _html_record(record: Mapping[str, Any], finding: str | None) -> str:
    verdict = records_format.verdict(record) or "definition"
    rows = []
    if record.get("verdict"):
        rows += [("strength", html.escape(strength(record))),
                 ("reading", html.escape(str(record.get("reading", "as printed")))),
                 ("hypotheses", html.escape(str(record.get("hypotheses")))),
                 ("domain", html.escape(str(record.get("domain"))))]
    if verdict == "refuted":
        rows.append(("counterexample", html.escape(witness(record))))
    fix = record.get("correction")
    if fix:
        rows.append(("correction", f"{_mathml(fix['statement'])} — <b>{fix['verdict']}</b> "
                                   f"(<code>{html.escape(fix['id'])}</code>)"))
    if finding:
        rows.append(("finding", f'<a href="#f-{_anchor(finding)}"><code>{html.escape(finding)}</code></a>'))
    table = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    return (f'<div class="record" id="{_anchor(str(record["id"]))}"><b>{html.escape(record["label"])}</b> '
            f'<code>{html.escape(record["id"])}</code> — <span class="verdict {verdict}">{verdict}</span>'
            f'<div class="statement">{_mathml(record["statement"])}</div><dl>{table}</dl></div>')


# --------------------------------------------------------------------------- LaTeX

_TEX_ESCAPES = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\^{}"}


def _tex(text: str) -> str:
    return "".join(_TEX_ESCAPES.get(c, c) for c in text)


def latex(report: Audit) -> str:
    """erratum.tex: a booktabs longtable of the findings (needs booktabs, longtable, array)."""
    by_id = report.by_id
    lines = ["% Generated by krverify report from the ledger; \\input it after",
             "% \\usepackage{booktabs,longtable,array}.",
             r"\begin{longtable}{@{}p{0.17\linewidth}p{0.1\linewidth}p{0.36\linewidth}p{0.3\linewidth}@{}}",
             r"\caption{Erratum: " + _tex(report.headline()) + r".}\\", r"\toprule",
             r"Finding & Root & Defect & Correction \\", r"\midrule", r"\endhead"]
    for severity, members in report.findings_by_severity():
        lines.append(r"\multicolumn{4}{@{}l}{\emph{" + _tex(f"{severity}: {SEVERITY_MEANING[severity]}")
                     + r"}} \\")
        for finding in members:
            root = by_id[finding["root"]]
            lines.append(f"\\texttt{{{_tex(finding['id'])}}} & {_tex(root['id'][:3] + ' ' + root['label'])} & "
                         f"{_tex(finding['summary'])} & {_tex(finding['correction'])} \\\\")
        lines.append(r"\midrule")
    lines[-1] = r"\bottomrule"
    lines.append(r"\end{longtable}")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- writing


def write_report(proofs: str | Path = "proofs", out: str | Path | None = None) -> list[Path]:
    """Write REPORT.md, index.html, erratum.tex and figures/*.svg into ``out`` (default proofs/report)."""
    from krverify.ledger import atomic_write

    report = audit(proofs, figures=True)
    target = Path(out) if out is not None else Path(proofs) / "report"
    (target / "figures").mkdir(parents=True, exist_ok=True)
    files = {target / "REPORT.md": markdown(report), target / "index.html": to_html(report),
             target / "erratum.tex": latex(report)}
    files |= {target / "figures" / f"{name}.svg": svg for name, svg in report.figures.items()}
    for path, text in files.items():
        atomic_write(path, text)
    return list(files)
