"""The README is a front door: short, the findings in its first screen, one generated findings block, links that
resolve, and every number it quotes reproduced by the command it names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from krverify.cli import main
from krverify.report import README_END, README_START

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: A terminal's first screen.
SCREEN = 50


def test_readme_is_short_with_the_findings_in_its_first_screen():
    lines = README.splitlines()
    assert len(lines) <= 250
    first = "\n".join(lines[:SCREEN])
    assert "## What it found" in first and "**The drafts' \"local\" privacy guarantee" in first
    assert re.search(r"\*\*\d+ distinct defects of the text", first), "the generated headline left the first screen"


def test_one_generated_findings_block():
    assert README.count(README_START) == 1 and README.count(README_END) == 1
    assert README.index(README_START) < README.index(README_END)


@pytest.mark.parametrize("page", [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))],
                         ids=lambda p: p.name)
def test_relative_links_resolve(page):
    text = page.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text)
    missing = [t for t in targets if "://" not in t and not (page.parent / t).exists()]
    assert not missing


#: Each number the README's "What it found" quotes, and the command after it that prints it.
QUOTED = [(["show", "001.worst-collection"], "8919/2045"),
          (["show", "001.required-noise"], "0.0321972665"),
          (["show", "001.required-noise"], "0.0466462628"),
          (["delta", "--N", "1000", "--q", "9/1000", "--exp-eps", "2"], "0.011688"),
          (["show", "001.precision-at-same-privacy"], r"9/(k(\lambda^{1/k} - 1))^2")]


@pytest.mark.parametrize(("command", "number"), QUOTED, ids=[" ".join(c) for c, _ in QUOTED])
def test_quoted_numbers_are_reproduced_by_their_commands(command, number, capsys):
    assert f"`krverify {' '.join(command)}`" in README
    assert main(command) == 0
    assert number in capsys.readouterr().out
