"""The audit report: written from the ledger alone, byte-stable, and read as a reader would.

The browser test renders index.html in headless Chromium (Debian's ``chromium``; installed
with apt-get when missing and the tests run as root, so that it runs on a fresh machine),
checks that every formula is laid out as MathML, every figure loads and every finding of
the ledger appears, and takes a screenshot (``KRVERIFY_WRITE_SCREENSHOT=1`` copies it to
``docs/report-screenshot.png``, which is how that image is regenerated).
"""

import json
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from krverify.cli import main
from krverify.ledger import read_findings
from krverify.report.audit import audit, write_report
from tests import _debian
from tests.test_formula_tex import entries_with_a_formula

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    out = tmp_path_factory.mktemp("report")
    started = time.monotonic()
    paths = write_report(PROOFS, out)
    elapsed = time.monotonic() - started
    return out, paths, elapsed


def ledger_finding_ids():
    return set(read_findings(PROOFS))


def test_three_files_and_figures_under_30_seconds(written):
    out, paths, elapsed = written
    names = sorted(str(p.relative_to(out)) for p in paths)
    assert names == ["REPORT.md", "erratum.tex", "figures/ratio_window.svg", "figures/required_q.svg",
                     "figures/theorem_ratios.svg", "index.html"]
    assert elapsed < 30


def test_written_files_have_the_umasks_mode(written):
    """0644 under umask 022 (before: 0600 whatever the umask, from the temporary files renamed into place); the
    umask is read, not assumed, and atomic_write's own test sets it to 022, 077 and 002."""
    umask = os.umask(0o022)
    os.umask(umask)
    _, paths, _ = written
    assert {path.stat().st_mode & 0o777 for path in paths} == {0o666 & ~umask}



def test_every_finding_in_every_rendering(written):
    out, _, _ = written
    ids = ledger_finding_ids()
    assert len(ids) > 20
    markdown_text = (out / "REPORT.md").read_text()
    tex = (out / "erratum.tex").read_text()
    page = (out / "index.html").read_text()
    for identifier in ids:
        assert f"`{identifier}`" in markdown_text
        assert identifier.replace("_", r"\_") in tex
        assert f'data-finding="{identifier}"' in page


def test_findings_match_check_json(capsys):
    assert main(["check", "--claim", "000.lemma-4.1", "--json"]) in (0, 1)
    payload = json.loads(capsys.readouterr().out)
    assert {f["id"] for f in payload["findings"]} == ledger_finding_ids()


def test_every_refuted_record_shows_its_counterexample(written):
    markdown_text = (written[0] / "REPORT.md").read_text()
    report = audit(PROOFS)
    refuted = [r for r in report.records if r.get("verdict") == "refuted"]
    assert refuted
    for record in refuted:
        block = markdown_text.split(f'<a id="r-{re.sub(r"[^A-Za-z0-9]+", "-", record["id"])}"></a>', 1)[1]
        block = block.split("<a id=", 1)[0]
        assert "- counterexample: at " in block and "fails" in block, record["id"]


def test_committed_report_equals_the_ledger(written):
    """The report is a function of the ledger: every file written here, in this process, is byte for byte the
    committed one, which ``krverify report`` wrote in another process (another hash seed, another day)."""
    out, paths, _ = written
    committed = PROOFS / "report"
    assert sorted(p.relative_to(out) for p in paths) == sorted(
        p.relative_to(committed) for p in committed.rglob("*") if p.is_file())
    for path in paths:
        assert path.read_bytes() == (committed / path.relative_to(out)).read_bytes(), (
            f"proofs/report/{path.relative_to(out)} is stale: run 'krverify report'")


def test_no_network_references(written):
    page = (written[0] / "index.html").read_text()
    assert not re.search(r"(src|href)=\"(https?:)?//", page)


def _tex_tools() -> None:
    """pdflatex, lualatex and pdftotext, installed with apt-get when missing and the tests run as root (perhaps
    already under way since the run started: tests/_debian.py)."""
    if _debian.tools(*_debian.TEX) is None:
        pytest.fail(f"the erratum test needs TeX: apt-get install {' '.join(_debian.TEX_PACKAGES)}")


def test_erratum_is_a_complete_ascii_document(written):
    tex = (written[0] / "erratum.tex").read_text()
    assert tex.isascii()  # every Unicode symbol written as a macro: pdflatex needs no inputenc tricks
    assert tex.count(r"\begin{document}") == 1 and tex.rstrip().endswith(r"\end{document}")
    assert r"\usepackage{amsmath,amssymb}" in tex
    for prefix in ("000", "001", "002", "003", "004"):
        assert f"\\section{{[{prefix}]" in tex
    # a finding of 001 with its printed statement, counterexample (both sides) and correction as mathematics
    block = tex.split(r"\paragraph{\texttt{001.local-guarantee-one-sided}}", 1)[1].split(r"\paragraph", 1)[0]
    for item in ("Where", "Severity", "Printed", "Counterexample", "Correction"):
        assert f"\\item[{item}]" in block
    assert re.search(r"left side \$= [^$]+\$, right side \$= [^$]+\$; left side .* right side fails", block)


@pytest.mark.parametrize("engine", ["pdflatex", "lualatex"])
def test_erratum_compiles_without_errors(written, tmp_path, engine):
    """The erratum as shipped, compiled as a reader would (TeX installed when missing); its PDF's text names known
    findings with their counterexamples."""
    _tex_tools()
    shutil.copy(written[0] / "erratum.tex", tmp_path / "erratum.tex")
    result = subprocess.run([engine, "-interaction=nonstopmode", "-halt-on-error", "erratum.tex"], cwd=tmp_path,
                            capture_output=True, text=True, errors="replace", timeout=300)
    log = (tmp_path / "erratum.log").read_text(errors="replace")
    assert result.returncode == 0 and not re.search(r"^! ", log, re.M), log[-3000:]
    text = subprocess.run(["pdftotext", "erratum.pdf", "-"], cwd=tmp_path, capture_output=True, text=True,
                          check=True).stdout
    for identifier in ("001.local-guarantee-one-sided", "000.prop-1.1-zero-terms", "004.chernoff-without-mean"):
        assert identifier in text
    assert "Counterexample" in text and "left side =" in text and "[U+" not in text


def test_report_pdf_compiles_the_erratum_or_says_what_is_missing(written, tmp_path, monkeypatch):
    from krverify.errors import InvalidArgument
    from krverify.report import erratum

    _tex_tools()
    shutil.copy(written[0] / "erratum.tex", tmp_path / "erratum.tex")
    pdf = erratum.compile_pdf(tmp_path / "erratum.tex")
    assert pdf == tmp_path / "erratum.pdf" and pdf.read_bytes()[:5] == b"%PDF-"
    monkeypatch.setattr(erratum, "compiled_with", lambda *args, **kwargs: None)
    with pytest.raises(InvalidArgument, match="needs a TeX engine on the PATH"):
        erratum.compile_pdf(tmp_path / "erratum.tex")


def test_notebook_displays():
    report = audit(PROOFS)
    assert report.headline() in report._repr_markdown_()
    assert "<table>" in report._repr_html_()


def test_every_formula_in_every_rendering(written):
    """Markdown: a 'formula decided' item per entry with a formula, its lines as $…$; the erratum: the formula of a
    finding's root and of its correction as display mathematics."""
    out = written[0]
    markdown_text, tex = (out / "REPORT.md").read_text(), (out / "erratum.tex").read_text()
    entries = entries_with_a_formula()
    rows = markdown_text.split("## Every record", 1)[1]
    assert rows.count("- formula decided:") + rows.count("- correction's formula:") == len(entries)
    assert r"  - $\mathrm{law}(z) \mathrel{:=} \mathrm{histogram\_law}(z, q)$" in rows
    block = tex.split(r"\paragraph{\texttt{003.epsilon-over-pairs}}", 1)[1].split(r"\paragraph", 1)[0]
    first = r"$\displaystyle \mathrm{law}(z) \mathrel{:=} \mathrm{histogram\_law}(z, q)$ \\ "
    assert r"\item[Formula decided] " + first in block
    assert r"\item[Correction's formula]" in block and r"\max_{\substack{a \in" in block


def _chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser") or _debian.tools(*_debian.CHROMIUM)
    if found is None:
        pytest.fail("Debian's chromium is needed for the browser test (apt-get install chromium)")
    return found


def test_rendered_in_chromium_as_a_reader_sees_it(written, tmp_path):
    browser = _chromium()
    page = (written[0] / "index.html").resolve().as_uri()
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=10000",
             f"--user-data-dir={tmp_path / 'profile'}"]
    shot = tmp_path / "report.png"
    # one load of the 7 MB page gives the DOM after its scripts ran and the screenshot (a second load took 15-20 s)
    screen = ["--window-size=1100,1400", f"--screenshot={shot}"]
    dom = subprocess.run([browser, *flags, *screen, "--dump-dom", page], capture_output=True, text=True,
                         timeout=180).stdout
    found = re.search(r'<pre id="selfcheck"[^>]*>(.*?)</pre>', dom, re.S)
    assert found and found.group(1), "the page's self-check did not run"
    seen = json.loads(found.group(1).replace("&quot;", '"'))
    assert seen["math_total"] > 100 and seen["math_rendered"] == seen["math_total"]
    assert seen["images_total"] == 3 and seen["images_loaded"] == 3
    assert set(seen["findings"]) == ledger_finding_ids()
    # every step of every proof outline is laid out with its formulas (32 proofs; Lemma 1's has three steps)
    assert seen["proof_steps"] >= 32 + 2 and seen["proof_steps_with_math"] == seen["proof_steps"]
    # no TeX source or ASCII mathematics outside <math> anywhere on the page (\frac, ^{, _{, $, sqrt(, sum_, <=,
    # >=), and no formula whose MathML spells such a word out letter by letter (s·q·r·t)
    assert seen["raw_tex"] == [] and seen["math_spelled"] == []
    # every record and correction that carries a formula shows it (a row in its record), each line as mathematics
    # with nothing outside <math>; findings whose root carries one show it beside the printed statement too
    assert seen["formula_rows"] == len(entries_with_a_formula()) >= 6
    assert seen["formula_rows_as_math"] == seen["formula_rows_all"] > seen["formula_rows"]
    # every entry of the table of contents is an anchor on a heading, and scrolling to it puts it at the top
    assert seen["toc_links"] > 20 and seen["toc_unresolved"] == [] and seen["toc_landed"] == seen["toc_links"]
    if not shot.exists():  # a chromium that does one of --dump-dom and --screenshot per run
        subprocess.run([browser, *flags, *screen, page], capture_output=True, timeout=180)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
    if os.environ.get("KRVERIFY_WRITE_SCREENSHOT"):  # regenerate docs/report-screenshot.png from this ledger
        shutil.copyfile(shot, Path(__file__).resolve().parents[1] / "docs" / "report-screenshot.png")
