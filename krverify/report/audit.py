"""The audit report: what the drafts claim, what is wrong, how serious, how to fix it.

Everything is read from the ledger in ``proofs/`` (records, findings and the certified
table); nothing is re-decided.  Three renderings of one :class:`Audit`:

* ``REPORT.md`` — GitHub Markdown with ``$…$`` math;
* ``index.html`` — one self-contained page: inline CSS, statements as MathML (latex2mathml),
  figures embedded as data URIs, no network access; a small script records, after load,
  whether the math rendered and every image loaded (the browser test reads it);
* ``erratum.tex`` — a booktabs table of the findings an author can ``\\input``.

First what the audit covers (per document: records, sections audited, sections not yet audited), then the
findings (distinct defects of the text, most serious first, then the disputed readings), then every record per
document and section in paper order: the statement as printed, the reading and every deviation from the printed
text, the verdict and its strength (points, sizes reached, search), the evidence, the correction.  Values are
exact, with a short decimal (an irrational one as a certified enclosure); math is MathML in the page.  Figures
are drawn with floats; the report says so.
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
from krverify.claims._documents import OUTLINES, coverage
from krverify.errors import LedgerError
from krverify.findings import DISPUTED_MEANING
from krverify.findings._finding import SEVERITIES, SEVERITY_MEANING
from krverify.report.describe import proof_lines, reading_lines, strength, witness
from krverify.report.expressions import outline_parts
from krverify.report.terminal import headline_of

__all__ = ["Audit", "audit", "write_report"]

DOCUMENTS = {prefix: f"{outline.title} ({outline.source})" for prefix, outline in OUTLINES.items()}
TITLE = ("krverify audit of five documents: the K-Randomization drafts of Jan and Feb 2016 (001, 000) and an "
         "earlier LaTeX state (003), lecture notes on randomized response (002) and a survey of differential "
         "privacy (004)")
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


def audit(proofs: str | Path = "proofs", *, figures: bool = False) -> Audit:
    """Read the ledger in ``proofs`` (no re-computation); ``figures=True`` also draws the figures."""
    from krverify.ledger import read_findings, read_ledger

    directory = Path(proofs)
    ledger = read_ledger(directory)
    order = {source: index for index, source in enumerate(sorted({str(r["source"]) for r in ledger.values()}))}
    records = tuple(sorted(ledger.values(), key=lambda r: order[str(r["source"])]))  # files are in paper order
    findings = tuple(read_findings(directory).values())
    table_path = directory / "tables" / "small.json"
    try:
        table = json.loads(table_path.read_text(encoding="utf-8")) if table_path.is_file() else None
        drawn = _figures(table) if figures else {}
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, IndexError, RecursionError) as error:
        raise LedgerError(f"table file={str(table_path)!r} is malformed: {type(error).__name__}: "
                          f"{str(error)[:200]}") from None
    return Audit(records, findings, table, drawn)


def _figures(table: Mapping[str, Any] | None) -> dict[str, str]:
    from krverify import plots

    drawn = {"ratio_window": plots.ratio_window(), "theorem_ratios": plots.theorem_ratios()}
    if table is not None:
        drawn["required_q"] = plots.required_q_from_table(dict(table))
    return drawn


# --------------------------------------------------------------------------- shared pieces


def _quoted(finding: Mapping[str, Any]) -> list[Mapping[str, str]]:
    """The witnesses a finding quotes besides its root's (their texts generated from the records)."""
    return [w for w in finding.get("witnesses") or () if w["record"] != finding["root"]]


def _is_tex(label: str) -> bool:
    return "\\" in label or "{" in label


def _label_tex(label: str) -> str:
    """A label that is a displayed formula of the document, as inline TeX (alignment marks dropped)."""
    return " ".join(label.replace("&", " ").split())


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


def _correction_line(record: Mapping[str, Any]) -> str | None:
    fix = records_format.correction(record)
    if not fix:
        return None
    return f"{fix['statement']} — **{fix['verdict']}** (`{fix['id']}`, reading: {fix.get('reading', 'intended')})"


# --------------------------------------------------------------------------- Markdown


def markdown(report: Audit) -> str:
    """REPORT.md: findings first, then every record by document and section."""
    counts = report.counts()
    lines = [f"# {TITLE}", "",
             "Generated by `krverify report` from the ledger in `proofs/` (no re-computation). Reading "
             "convention: `docs/readings.md`. " + FLOAT_NOTE, "",
             f"{len(report.records)} registered statements: {counts.get('proved', 0)} proved, "
             f"{counts.get('verified', 0)} verified, {counts.get('refuted', 0)} refuted, "
             f"{counts.get('definition', 0)} definitions or not checkable.", "", *_coverage_markdown(report),
             "## Findings", "", f"**{report.headline()}.**", ""]
    by_id = report.by_id
    for severity, meaning, members in report.groups():
        lines += [f"### {severity} — {meaning} ({len(members)})", ""]
        for finding in members:
            root = by_id[finding["root"]]
            links = ", ".join(f"[`{r}`](#{_anchor(r)})" for r in finding["records"])
            lines += [f"- **`{finding['id']}`** — root {root['id'][:3]} {_label_markdown(root['label'])}; "
                      f"records {links}",
                      f"  - {finding['summary']}",
                      f"  - counterexample: {witness(root)}",
                      f"  - correction: {finding['correction']}"]
            if finding.get("disputed"):
                lines.append(f"  - disputed: {finding['disputed']}")
            if finding.get("witness_note"):
                lines.append(f"  - note: {finding['witness_note']}")
            lines += [f"  - witness of {w['record']}: {w['text'].split(': ', 1)[1]}" for w in _quoted(finding)]
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


def _label_markdown(label: str) -> str:
    """A label as text with $...$ math: a bare formula wrapped as math; prose with its own $...$ formulas kept
    (whitespace collapsed); plain prose unchanged.  The HTML and LaTeX forms render this one."""
    if "$" in label:
        return re.sub(r"\s+", " ", label)
    return f"${_label_tex(label)}$" if _is_tex(label) else label


def _markdown_record(record: Mapping[str, Any], finding: str | None) -> list[str]:
    verdict = records_format.verdict(record) or "definition"
    lines = [f'<a id="{_anchor(str(record["id"]))}"></a>',
             f"**{_label_markdown(str(record['label']))}** `{record['id']}` — **{verdict}**", "",
             f"> {record['statement']}", ""]
    if record.get("verdict"):
        lines += [f"- {name}: {text}" for name, text in reading_lines(record)]
        lines.append(f"- strength: {strength(record)}")
        lines.append(f"- hypotheses: {record.get('hypotheses')}")
        lines.append(f"- domain: {record.get('domain')}")
    lines += _proof_markdown("proof", record)
    if verdict == "refuted":
        lines.append(f"- counterexample: {witness(record)}")
    fix = _correction_line(record)
    if fix:
        lines.append(f"- correction: {fix}")
        lines += _proof_markdown("correction's proof", records_format.correction(record))
    if finding:
        lines.append(f"- finding: `{finding}`")
    return [*lines, ""]


def _outline_markdown(line: str) -> str:
    return "".join(f"${text}$" if kind == "tex" else f"`{text}`" if kind == "code" else text
                   for kind, text in outline_parts(line))


def _proof_markdown(name: str, entry: Mapping[str, Any] | None) -> list[str]:
    steps = proof_lines(entry) if entry else []
    return [f"- {name}:", *(f"  {k}. {_outline_markdown(line)}" for k, line in enumerate(steps, 1))] if steps else []


# --------------------------------------------------------------------------- HTML

_CSS = """
body{font-family:Georgia,serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.45;color:#222}
h1,h2,h3,h4{font-family:Helvetica,Arial,sans-serif}h2{border-bottom:1px solid #ccc}
.finding{border-left:4px solid #888;padding:.3rem .8rem;margin:.8rem 0;background:#fafafa}
.false{border-color:#b00020}.precision{border-color:#e07000}.misprint{border-color:#1b6ca8}.boundary{border-color:#2e933c}
.record{margin:1rem 0;padding:.4rem .8rem;border:1px solid #ddd;border-radius:4px}
.verdict{font-weight:bold;font-family:Helvetica,Arial,sans-serif}.refuted{color:#b00020}.verified,.proved{color:#2e7d32}
.statement{margin:.4rem 0 .4rem 1rem}code{font-size:.85em;background:#f3f3f3;padding:0 .2em}
figure img{max-width:100%}ol.proof{margin:0;padding-left:1.2rem}
dl{margin:.2rem 0}dt{font-weight:bold;float:left;width:8rem}dd{margin-left:8.5rem}
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
                                       function (e) { return e.getAttribute('data-finding'); }),
    proof_steps: document.querySelectorAll('ol.proof li').length,
    proof_steps_with_math: Array.prototype.filter.call(document.querySelectorAll('ol.proof li'),
      function (li) { var m = li.querySelector('math'); return m && m.getBoundingClientRect().width > 0; }).length
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


#: Characters that mark a word of prose as a formula (a_i, λ^(1/k), (p - q)², √N).
_FORMULA_MARK = re.compile(r"[_^√²³]")
_TEX_SYMBOLS = {"≤": r"\leq ", "≥": r"\geq ", "≠": r"\neq ", "·": r"\cdot ", "…": r"\dots ", "∈": r"\in ",
                "²": "^{2}", "³": "^{3}", "−": "-", "×": r"\times "}


#: Greek letters written out in prose formulas (sigma_k, lambda^(1/k)).
_GREEK_NAMES = frozenset(("alpha", "beta", "gamma", "delta", "epsilon", "lambda", "mu", "pi", "sigma", "tau"))


def _group(text: str, start: int) -> tuple[str, int]:
    """The argument of _ ^ √ at ``text[start]``: a parenthesised group (parentheses dropped), a braced group, or a
    signed run of letters and digits; returns (argument, index after it)."""
    if start < len(text) and text[start] in "({":
        close, depth = {"(": ")", "{": "}"}[text[start]], 0
        for end in range(start, len(text)):
            depth += text[end] == text[start]
            depth -= text[end] == close
            if depth == 0:
                return _tex_of(text[start + 1:end]), end + 1
        raise ValueError("unbalanced group")
    end = start + (start < len(text) and text[start] in "+-")
    while end < len(text) and (text[end].isalnum() or text[end] == "."):
        end += 1
    if end == start:
        raise ValueError("empty group")
    return _tex_of(text[start:end].rstrip(".")), start + len(text[start:end].rstrip("."))


def _tex_of(word: str) -> str:
    """A prose formula (a_i^m, b_(i+1), λ^(1/k), √(pqN), (p - q)²) as TeX."""
    out, i = [], 0
    while i < len(word):
        c = word[i]
        if c in "_^":
            argument, i = _group(word, i + 1)
            out.append(f"{c}{{{argument}}}")
        elif c == "√":
            argument, i = _group(word, i + 1)
            out.append(f"\\sqrt{{{argument}}}")
        elif c.isalpha():  # a whole word: a Greek letter's name (sigma, lambda) is the letter
            end = i
            while end < len(word) and word[end].isalpha():
                end += 1
            name = word[i:end]
            out.append(f"\\{name} " if name in _GREEK_NAMES else name)
            i = end
        else:
            out.append(_TEX_SYMBOLS.get(c, c))
            i += 1
    return "".join(out)


#: A formula in prose: a parenthesised group carrying a power or subscript ((p - q)², (λ - 1)^2), or a word
#: with a subscript, power or root.
_FORMULA = re.compile(r"\([^()]*\)(?:[²³]|[_^]\S+)\S*|\S*[_^√²³]\S*")


def _prose_mathml(text: str) -> str:
    """Prose with formulas written in plain text (findings' summaries and corrections): each formula (a word or
    parenthesised group that carries a subscript, a power or a root) becomes MathML, the rest is escaped text
    ($…$ math, if any, is converted as in statements)."""
    from latex2mathml.converter import convert

    if "$" in text:
        return _mathml(text)
    out, last = [], 0
    for match in _FORMULA.finditer(text):
        formula = match.group().rstrip(".,;:")
        try:
            converted = convert(_tex_of(formula))
        except Exception:
            continue
        out += [html.escape(text[last:match.start()]), converted]
        last = match.start() + len(formula)
    out.append(html.escape(text[last:]))
    return "".join(out)


def to_html(report: Audit) -> str:
    """index.html: one self-contained page (no network access)."""
    body = [f"<h1>{html.escape(TITLE)}</h1><p>Generated by <code>krverify report</code> "
            f"from the ledger (no re-computation); reading convention <code>docs/readings.md</code>. "
            f"{html.escape(FLOAT_NOTE)}</p>", _coverage_html(report),
            f"<h2>Findings</h2><p><b>{html.escape(report.headline())}.</b></p>"]
    by_id = report.by_id
    for severity, meaning, members in report.groups():
        body.append(f"<h3>{severity} — {html.escape(meaning)} ({len(members)})</h3>")
        for finding in members:
            root = by_id[finding["root"]]
            links = ", ".join(f'<a href="#{_anchor(r)}"><code>{html.escape(r)}</code></a>' for r in finding["records"])
            extra = "".join(f"<dt>{name}</dt><dd>{_prose_mathml(finding[key])}</dd>"
                            for name, key in (("disputed", "disputed"), ("note", "witness_note")) if finding.get(key))
            extra += "".join(f"<dt>witness of <code>{html.escape(w['record'])}</code></dt>"
                             f"<dd>{html.escape(w['text'].split(': ', 1)[1])}</dd>" for w in _quoted(finding))
            body.append(
                f'<div class="finding {severity}" data-finding="{html.escape(finding["id"])}" '
                f'id="f-{_anchor(finding["id"])}"><b><code>{html.escape(finding["id"])}</code></b> — root '
                f"{html.escape(root['id'][:3])} {_label_html(root['label'])}; records {links}"
                f"<dl><dt>summary</dt><dd>{_prose_mathml(finding['summary'])}</dd>"
                f"<dt>statement</dt><dd>{_mathml(root['statement'])}</dd>"
                f"<dt>counterexample</dt><dd>{html.escape(witness(root))}</dd>"
                f"<dt>correction</dt><dd>{_prose_mathml(finding['correction'])}</dd>{extra}</dl></div>")
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


def _label_html(label: str) -> str:
    return _mathml(_label_markdown(label))


def _coverage_html(report: Audit) -> str:
    items = []
    for row in coverage_rows(report):
        parts = [f"{row['records']} records ({row['decided']} decided); sections audited: "
                 f"{html.escape(', '.join(row['audited']) or 'none')}"]
        parts += [f"partly audited §{html.escape(n)}: {html.escape(why)}" for n, why in row["partly audited"]]
        parts += [f"<b>not yet audited</b> §{html.escape(n)} {html.escape(t)}: {html.escape(why)}"
                  for n, t, why in row["not audited"]]
        parts += [f"excluded §{html.escape(n)}: {html.escape(why)}" for n, why in row["excluded"]]
        items.append(f"<li><b>{row['document']}</b> {html.escape(str(row['title']))}: " + "; ".join(parts) + "</li>")
    return ("<h2>What the audit covers</h2><p>Totals count only the records below; the sections named as not yet "
            "audited or excluded have no verdicts.</p><ul>" + "".join(items) + "</ul>")


def _outline_html(line: str) -> str:
    """An outline line: words escaped, each formula MathML (the expression as code if it cannot be)."""
    from latex2mathml.converter import convert

    out = []
    for kind, text in outline_parts(line):
        try:
            out.append(convert(text) if kind == "tex" else html.escape(text) if kind == "text"
                       else f"<code>{html.escape(text)}</code>")
        except Exception:
            out.append(f"<code>{html.escape(text)}</code>")
    return "".join(out)


def _proof_html(name: str, entry: Mapping[str, Any]) -> list[tuple[str, str]]:
    steps = proof_lines(entry)
    return [(name, '<ol class="proof">' + "".join(f"<li>{_outline_html(line)}</li>" for line in steps) + "</ol>")
            ] if steps else []


def _html_record(record: Mapping[str, Any], finding: str | None) -> str:
    verdict = records_format.verdict(record) or "definition"
    rows = []
    if record.get("verdict"):
        rows += [(name, _prose_mathml(text)) for name, text in reading_lines(record)]
        rows += [("strength", html.escape(strength(record))),
                 ("hypotheses", html.escape(str(record.get("hypotheses")))),
                 ("domain", html.escape(str(record.get("domain"))))]
    rows += _proof_html("proof", record)
    if verdict == "refuted":
        rows.append(("counterexample", html.escape(witness(record))))
    fix = record.get("correction")
    if fix:
        rows.append(("correction", f"{_mathml(fix['statement'])} — <b>{fix['verdict']}</b> "
                                   f"(<code>{html.escape(fix['id'])}</code>)"))
        rows += _proof_html("correction's proof", fix)
    if finding:
        rows.append(("finding", f'<a href="#f-{_anchor(finding)}"><code>{html.escape(finding)}</code></a>'))
    table = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    return (f'<div class="record" id="{_anchor(str(record["id"]))}"><b>{_label_html(record["label"])}</b> '
            f'<code>{html.escape(record["id"])}</code> — <span class="verdict {verdict}">{verdict}</span>'
            f'<div class="statement">{_mathml(record["statement"])}</div><dl>{table}</dl></div>')


# --------------------------------------------------------------------------- LaTeX

_TEX_ESCAPES = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                "{": r"\{", "}": r"\}", "~": r"\textasciitilde{}", "^": r"\^{}"}


def _tex(text: str) -> str:
    return "".join(_TEX_ESCAPES.get(c, c) for c in text)


def _label_latex(label: str) -> str:
    """A root label in the erratum: prose escaped, its $...$ formulas kept; a bare formula label set as math.

    >>> _label_latex("then  $n^2 > 1$"), _label_latex("Lemma 4.1"), _label_latex("a^2 &= {b}")
    ('then $n^2 > 1$', 'Lemma 4.1', '$a^2 = {b}$')
    """
    parts = _label_markdown(label).split("$")
    return "".join(f"${_label_tex(part)}$" if k % 2 else _tex(part) for k, part in enumerate(parts))


def latex(report: Audit) -> str:
    """erratum.tex: a booktabs longtable of the findings (needs booktabs, longtable, array)."""
    by_id = report.by_id
    lines = ["% Generated by krverify report from the ledger; \\input it after",
             "% \\usepackage{booktabs,longtable,array}.",
             r"\begin{longtable}{@{}p{0.17\linewidth}p{0.1\linewidth}p{0.36\linewidth}p{0.3\linewidth}@{}}",
             r"\caption{Erratum: " + _tex(report.headline()) + r".}\\", r"\toprule",
             r"Finding & Root & Defect & Correction \\", r"\midrule", r"\endhead"]
    for severity, meaning, members in report.groups():
        lines.append(r"\multicolumn{4}{@{}l}{\emph{" + _tex(f"{severity}: {meaning}") + r"}} \\")
        for finding in members:
            root = by_id[finding["root"]]
            label = _label_latex(root["label"])
            lines.append(f"\\texttt{{{_tex(finding['id'])}}} & {_tex(root['id'][:3])} {label} & "
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
