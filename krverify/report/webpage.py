"""index.html: the audit as one self-contained page a mathematician can navigate.

A bibliography of the five documents, a legend of verdicts, readings and severities, the reading convention
(docs/readings.md) rendered in, a table of contents whose every entry is an anchor on its heading (per document,
per section, per finding, per record), the findings grouped by document and section with severity badges and a
filter, and every formula — statements, summaries, corrections, counterexample sides, proof steps, and the formula
each record and correction decided (:mod:`krverify.report.formula_tex`), beside its printed statement — as MathML
through the one rendering path (:mod:`krverify.report.inline`).  Nothing is fetched from the network.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from krverify.certify import record as records_format
from krverify.report.describe import proof_lines, reading_lines, sides, strength
from krverify.report.expressions import outline_parts
from krverify.report.formula_tex import entry_formula_tex
from krverify.report.inline import html_math, html_text

__all__ = ["anchor", "grouped_by_section", "readings_html", "section_key", "to_html"]

_CSS = """
body{font-family:Georgia,serif;max-width:62rem;margin:2rem auto;padding:0 1rem;line-height:1.45;color:#222}
h1,h2,h3,h4{font-family:Helvetica,Arial,sans-serif}h2{border-bottom:1px solid #ccc;margin-top:2.5rem}
nav.toc{background:#f6f6f6;padding:.5rem 1rem;border-radius:4px}nav.toc h2{margin-top:.5rem}
nav.toc ul{margin:.2rem 0;padding-left:1.2rem}
.finding{border-left:4px solid #888;padding:.3rem .8rem;margin:.8rem 0;background:#fafafa}
.badge{font:bold .75rem Helvetica,Arial,sans-serif;color:#fff;border-radius:3px;padding:.05rem .4rem;
margin-right:.4rem;background:#666}
.b-false{background:#b00020}.b-precision{background:#e07000}.b-misprint{background:#1b6ca8}
.b-boundary{background:#2e933c}.b-disputed{background:#7b4fa0}
.s-false{border-color:#b00020}.s-precision{border-color:#e07000}.s-misprint{border-color:#1b6ca8}
.s-boundary{border-color:#2e933c}.s-disputed{border-color:#7b4fa0}
.record{margin:1rem 0;padding:.4rem .8rem;border:1px solid #ddd;border-radius:4px}
.verdict{font-weight:bold;font-family:Helvetica,Arial,sans-serif}.refuted{color:#b00020}
.verified{color:#1b6ca8}.proved{color:#2e7d32}
.statement{margin:.4rem 0 .4rem 1rem}code{font-size:.85em;background:#f3f3f3;padding:0 .2em}
figure img{max-width:100%}ol.proof{margin:0;padding-left:1.2rem}table{border-collapse:collapse}
td,th{border:1px solid #ddd;padding:.2rem .5rem;vertical-align:top}
dl{margin:.2rem 0}dt{font-weight:bold;float:left;width:9rem;clear:left}dd{margin-left:9.5rem}
.filter label{margin-right:1rem}.formula-line{margin:.1rem 0}
"""

#: Reports to the browser test what a reader would see; it also filters findings by severity.
_SCRIPT = """
function applyFilter() {
  var shown = {};
  document.querySelectorAll('.filter input').forEach(function (box) { shown[box.value] = box.checked; });
  document.querySelectorAll('.finding').forEach(function (f) {
    f.style.display = shown[f.getAttribute('data-severity')] === false ? 'none' : ''; });
}
window.addEventListener('load', function () {
  document.querySelectorAll('.filter input').forEach(function (box) { box.addEventListener('change', applyFilter); });
  var maths = Array.prototype.slice.call(document.querySelectorAll('math'));
  var images = Array.prototype.slice.call(document.images);
  var copy = document.body.cloneNode(true);
  copy.querySelectorAll('math, code, script, style, pre, .raw').forEach(function (e) { e.remove(); });
  var text = copy.textContent;
  var rawPattern = /\\\\[A-Za-z]+|\\^\\{|_\\{|\\$|\\bsqrt\\(|\\bsum_|<=|>=|\\bfrac\\{/g;
  var raw = [], match;
  while ((match = rawPattern.exec(text)) !== null && raw.length < 400) {
    raw.push(text.slice(Math.max(0, match.index - 30), match.index + 30)); }
  var spelled = maths.filter(function (m) { return /sqrt|sum_|<=|>=/.test(m.textContent); })
    .slice(0, 40).map(function (m) { return m.textContent.slice(0, 60); });
  var tocLinks = Array.prototype.slice.call(document.querySelectorAll('nav.toc a'));
  var unresolved = tocLinks.filter(function (a) {
    var target = document.getElementById(a.getAttribute('href').slice(1));
    return !target || !/^H[1-6]$/.test(target.tagName); }).map(function (a) { return a.getAttribute('href'); });
  var landed = tocLinks.filter(function (a) {
    var target = document.getElementById(a.getAttribute('href').slice(1));
    if (!target) { return false; }
    target.scrollIntoView(); var top = target.getBoundingClientRect().top;
    return Math.abs(top) < 2 || window.scrollY + window.innerHeight >= document.body.scrollHeight - 2; }).length;
  window.scrollTo(0, 0);
  var out = {
    math_total: maths.length,
    math_rendered: maths.filter(function (m) { var r = m.getBoundingClientRect(); return r.width > 0 && r.height > 0
      && getComputedStyle(m).display.indexOf('math') >= 0; }).length,
    images_total: images.length,
    images_loaded: images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length,
    findings: Array.prototype.map.call(document.querySelectorAll('[data-finding]'),
                                       function (e) { return e.getAttribute('data-finding'); }),
    proof_steps: document.querySelectorAll('ol.proof li').length,
    proof_steps_with_math: Array.prototype.filter.call(document.querySelectorAll('ol.proof li'),
      function (li) { var m = li.querySelector('math'); return m && m.getBoundingClientRect().width > 0; }).length,
    formula_rows: document.querySelectorAll('.record .formula').length,
    formula_rows_all: document.querySelectorAll('.formula').length,
    formula_rows_as_math: Array.prototype.filter.call(document.querySelectorAll('.formula'), function (row) {
      var lines = row.querySelectorAll('.formula-line');
      return lines.length > 0 && Array.prototype.every.call(lines, function (line) {
        var m = line.querySelectorAll('math'), rest = line.cloneNode(true);
        rest.querySelectorAll('math').forEach(function (e) { e.remove(); });
        return m.length === 1 && m[0].getBoundingClientRect().width > 0 && rest.textContent.trim() === ''; });
    }).length,
    raw_tex: raw, math_spelled: spelled, toc_links: tocLinks.length, toc_unresolved: unresolved, toc_landed: landed
  };
  document.getElementById('selfcheck').textContent = JSON.stringify(out);
});
"""


def anchor(*parts: str) -> str:
    """A stable HTML id from parts (a record id, a document and a section): letters, digits and hyphens."""
    return "-".join(re.sub(r"[^A-Za-z0-9]+", "-", str(part)).strip("-") for part in parts)


def section_key(section: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"[.\s]", str(section)))


def grouped_by_section(items: Iterable[tuple[Mapping[str, Any], Mapping[str, Any]]]
                             ) -> dict[str, dict[str, list[Mapping[str, Any]]]]:
    """(item, its root record) pairs grouped by document and section, in paper order of the roots."""
    grouped: dict[str, dict[str, list[Mapping[str, Any]]]] = {}
    for item, root in items:
        grouped.setdefault(str(root["id"]).split(".", 1)[0], {}).setdefault(str(root["section"]), []).append(item)
    return grouped


_MARKER = re.compile(r"^(\d+\.|-) ")


def _readings_html(markdown_text: str) -> str:
    """docs/readings.md as HTML: headings, tables, lists and paragraphs; code spans as code, bold as bold, every
    formula of the prose as MathML."""
    def inline(text: str) -> str:
        out = []
        for k, part in enumerate(re.split(r"(`[^`]*`)", text)):
            if k % 2:
                out.append(f"<code>{html.escape(part.strip('`'))}</code>")
            else:
                out += [f"<b>{html_text(b)}</b>" if j % 2 else html_text(b)
                        for j, b in enumerate(re.split(r"\*\*(.+?)\*\*", part))]
        return "".join(out)

    blocks, out = re.split(r"\n\s*\n", markdown_text.strip()), []
    for block in blocks:
        lines = block.splitlines()
        if lines[0].startswith("#"):
            level = min(len(lines[0]) - len(lines[0].lstrip("#")) + 2, 6)
            out.append(f"<h{level} class=\"plain\">{inline(lines[0].lstrip('# '))}</h{level}>")
            lines = lines[1:]
        if lines and all(line.startswith("|") for line in lines):
            rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines if "---" not in line]
            out.append("<table>" + "".join("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in row) + "</tr>"
                                           for row in rows) + "</table>")
        elif lines and re.match(r"^(\d+\.|-) ", lines[0]):
            items = re.split(r"\n(?=\d+\. |- )", "\n".join(lines))
            out.append("<ul>" + "".join(f"<li>{inline(_MARKER.sub('', i))}</li>" for i in items) + "</ul>")
        elif lines:
            out.append(f"<p>{inline(' '.join(lines))}</p>")
    return "\n".join(out)


def _witness_html(record: Mapping[str, Any]) -> str:
    point, both, fails = sides(record)
    detail = records_format.evidence(record).get("detail")
    return (f"at {html_text(point)}: {html_text(both)}; {html_text(fails)}"
            + (f" ({html_text(detail)})" if detail else ""))


def _outline_html(line: str) -> str:
    out = []
    for kind, text in outline_parts(line):
        out.append(html_math(text) if kind == "tex" else html_text(text) if kind == "text"
                   else f"<code>{html.escape(text)}</code>")
    return "".join(out)


def _proof_html(name: str, entry: Mapping[str, Any] | None) -> list[tuple[str, str]]:
    steps = proof_lines(entry) if entry else []
    return [(name, '<ol class="proof">' + "".join(f"<li>{_outline_html(line)}</li>" for line in steps) + "</ol>")
            ] if steps else []


#: Formula lines are set in display style (a sum's range under the sign), one line each.
_DISPLAY = "\\displaystyle "


def _formula_html(name: str, entry: Mapping[str, Any] | None) -> list[tuple[str, str]]:
    """The formula an entry decided, one line of mathematics per line of the formula ([] when it has none)."""
    lines = entry_formula_tex(entry) if entry else ()
    return [(name, '<div class="formula">' + "".join(f'<div class="formula-line">{html_math(_DISPLAY + line)}</div>'
                                                     for line in lines) + "</div>")] if lines else []



def _label(label: str) -> str:
    return html_text(label)


def _record_html(record: Mapping[str, Any], finding: str | None) -> str:
    verdict = records_format.verdict(record) or "definition"
    rows: list[tuple[str, str]] = _formula_html("formula decided", record)
    if record.get("verdict"):
        rows += [(name, html_text(text)) for name, text in reading_lines(record)]
        rows += [("strength", html_text(strength(record))), ("hypotheses", html_text(record.get("hypotheses") or "—")),
                 ("domain", html_text(record.get("domain") or "—"))]
    rows += _proof_html("proof", record)
    if verdict == "refuted":
        rows.append(("counterexample", _witness_html(record)))
    fix = records_format.correction(record)
    if fix:
        rows.append(("correction", f"{html_text(fix['statement'])} — <span class=\"verdict {fix['verdict']}\">"
                                   f"{fix['verdict']}</span> (<code>{html.escape(fix['id'])}</code>)"))
        rows += _formula_html("correction's formula", fix)
        rows += _proof_html("correction's proof", fix)
    if finding:
        rows.append(("finding", f'<a href="#{anchor("f", finding)}"><code>{html.escape(finding)}</code></a>'))
    table = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    return (f'<div class="record" id="{anchor("r", str(record["id"]))}"><b>{_label(str(record["label"]))}</b> '
            f'<code>{html.escape(str(record["id"]))}</code> — <span class="verdict {verdict}">{verdict}</span>'
            f'<div class="statement">{html_text(record["statement"])}</div><dl>{table}</dl></div>')


def _finding_html(finding: Mapping[str, Any], root: Mapping[str, Any]) -> str:
    severity = "disputed" if finding.get("disputed") else str(finding["severity"])
    links = ", ".join(f'<a href="#{anchor("r", r)}"><code>{html.escape(r)}</code></a>' for r in finding["records"])
    rows = [("where", f"{html.escape(str(root['id']).split('.', 1)[0])} §{html.escape(str(root['section']))}, "
                      f"{_label(str(root['label']))}"),
            ("summary", html_text(finding["summary"])), ("printed", html_text(root["statement"])),
            *_formula_html("formula decided", root),
            ("counterexample", _witness_html(root) if root.get("verdict") == "refuted" else "—"),
            ("correction", html_text(finding["correction"]))]
    rows += [(name, html_text(finding[key])) for name, key in (("disputed", "disputed"), ("note", "witness_note"))
             if finding.get(key)]
    rows.append(("records", links))
    table = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    identifier = html.escape(str(finding["id"]))
    return (f'<div class="finding s-{severity}" data-finding="{identifier}" data-severity="{severity}">'
            f'<h5 id="{anchor("f", finding["id"])}"><span class="badge b-{severity}">{severity}</span>'
            f"<code>{identifier}</code></h5><dl>{table}</dl></div>")


def to_html(report: Any, *, documents: Mapping[str, str], bibliography: Mapping[str, str],
            legend: Sequence[tuple[str, str, str]], figures: Sequence[tuple[str, str]], readings: str | None,
            coverage: str) -> str:
    """The page.  ``legend``: (group, term, meaning) rows; ``figures``: (name, caption) in order."""
    by_id = report.by_id
    toc: list[tuple[int, str, str]] = []
    body: list[str] = []

    def heading(level: int, ident: str, text: str) -> None:
        body.append(f'<h{level} id="{ident}">{text}</h{level}>')
        toc.append((level, ident, text))

    body.append("<h1>Audit of five documents on randomized response and differential privacy</h1>")
    body.append("<ol class=\"bibliography\">" + "".join(
        f'<li id="{anchor("bib", prefix)}"><b>[{prefix}]</b> {html.escape(entry)}</li>'
        for prefix, entry in bibliography.items()) + "</ol>")
    body.append(f"<p>Generated by <code>krverify report</code> from the ledger (no re-computation). "
                f"<b>{html.escape(report.headline())}.</b></p>")
    body.append("@@TOC@@")
    heading(2, "legend", "Legend: verdicts, readings, severities")
    body.append("<table>" + "".join(f"<tr><td>{html.escape(group)}</td><td><b>{html.escape(term)}</b></td>"
                                     f"<td>{html_text(meaning)}</td></tr>" for group, term, meaning in legend)
                + "</table>")
    if readings is not None:
        heading(2, "readings", "How the documents are read (docs/readings.md)")
        body.append(readings)
    heading(2, "coverage", "What the audit covers")
    body.append(coverage)
    heading(2, "findings", "Findings, by document and section")
    kinds = ("false", "precision", "misprint", "boundary", "disputed")
    body.append('<p class="filter">Show: ' + "".join(
        f'<label><input type="checkbox" value="{k}" checked> <span class="badge b-{k}">{k}</span></label>'
        for k in kinds) + "</p>")
    grouped = grouped_by_section((f, by_id[f["root"]]) for f in report.findings)
    for prefix in sorted(grouped):
        heading(3, anchor("findings", prefix), html.escape(f"{prefix}: {documents.get(prefix, prefix)}"))
        for section in sorted(grouped[prefix], key=section_key):
            heading(4, anchor("findings", prefix, "s", section), html.escape(f"{prefix} §{section}"))
            body += [_finding_html(f, by_id[f["root"]]) for f in grouped[prefix][section]]
    heading(2, "figures", "Figures")
    for name, caption in figures:
        if name in report.figures:
            data = base64.b64encode(report.figures[name].encode("utf-8")).decode("ascii")
            body.append(f'<figure id="{anchor("fig", name)}"><img alt="{name}" src="data:image/svg+xml;base64,{data}">'
                        f"<figcaption>{html_text(caption)}</figcaption></figure>")
            body.append(_data_table(report.figure_data.get(name, ())))
    heading(2, "records", "Every record, by document and section")
    finding_of = {r: f["id"] for f in report.findings for r in f["records"]}
    records_grouped = grouped_by_section((r, r) for r in report.records)
    for prefix in sorted(records_grouped):
        heading(3, anchor("doc", prefix), html.escape(f"{prefix}: {documents.get(prefix, prefix)}"))
        for section in records_grouped[prefix]:  # paper order, as the ledger keeps it
            heading(4, anchor("doc", prefix, "s", section), html.escape(f"{prefix} §{section}"))
            body += [_record_html(r, finding_of.get(str(r["id"]))) for r in records_grouped[prefix][section]]
    body.append('<pre id="selfcheck" hidden></pre>')
    contents = '<nav class="toc"><h2 id="contents">Contents</h2>' + _contents(toc) + "</nav>"
    page = "\n".join(body).replace("@@TOC@@", contents, 1)
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>krverify audit</title><style>" + _CSS + "</style></head><body>\n" + page
            + "\n<script>" + _SCRIPT + "</script></body></html>\n")


def _data_table(rows: Sequence[Mapping[str, str]]) -> str:
    """A figure's data as an HTML table (its first row's keys as the header), or nothing."""
    if not rows:
        return ""
    keys = list(rows[0])
    head = "".join(f"<th>{html.escape(key)}</th>" for key in keys)
    body = "".join("<tr>" + "".join(f'<td style="text-align:right">{html.escape(row.get(key, "n/a"))}</td>'
                                    for key in keys) + "</tr>" for row in rows)
    return f'<table class="figure-data"><tr>{head}</tr>{body}</table>'


def _contents(entries: Sequence[tuple[int, str, str]]) -> str:
    """The table of contents: a list of the h2 headings, each with its h3 headings below it, each of those with
    its h4 headings (the sections) on one line."""
    def link(ident: str, text: str) -> str:
        return f'<a href="#{ident}">{text}</a>'

    out = ["<ul>"]
    for k, (level, ident, text) in enumerate(entries):
        following = entries[k + 1][0] if k + 1 < len(entries) else 2
        if level == 2:
            out.append(f"<li>{link(ident, text)}" + ("<ul>" if following == 3 else "</li>"))
        elif level == 3:
            out.append(f"<li>{link(ident, text)}" + (": " if following == 4 else "</li>"))
        else:
            out.append(link(ident, text.split(" ", 1)[-1]) + (" · " if following == 4 else "</li>"))
        if level > 2 and following == 2:
            out.append("</ul></li>")
    out.append("</ul>")
    return "".join(out)


def readings_html(proofs: Path) -> str | None:
    """docs/readings.md rendered: beside the ledger (a checkout's docs/, or share/krverify/docs where pip installs
    it beside share/krverify/proofs), else the checkout krverify runs from; None when neither has it."""
    for path in (Path(proofs).resolve().parent / "docs" / "readings.md",
                 Path(__file__).resolve().parents[2] / "docs" / "readings.md"):
        if path.is_file():
            return _readings_html(path.read_text(encoding="utf-8"))
    return None
