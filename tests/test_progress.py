"""One progress display: a bar on stderr when it is a terminal, nothing otherwise (krverify/progress.py)."""

import io
import sys

from krverify.cli import main
from krverify.progress import progress


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self):
        return True


def test_a_terminal_gets_a_bar_and_a_pipe_gets_nothing():
    terminal, pipe = Terminal(), io.StringIO()
    for stream in (terminal, pipe):
        with progress("deciding", 2, stream=stream) as bar:
            bar.advance("000.lemma-4.1")
            bar.advance("000.lemma-4.3")
    assert "deciding" in terminal.getvalue() and "/2" in terminal.getvalue()
    assert pipe.getvalue() == ""


def test_a_disabled_bar_is_silent_even_on_a_terminal():
    terminal = Terminal()
    with progress("deciding", 2, stream=terminal, enabled=False) as bar:
        bar.advance()
        bar.to(2, 2)
    assert terminal.getvalue() == ""


def test_commands_draw_the_bar_on_a_terminal_stderr_only(monkeypatch, capsys):
    assert main(["search", "000.lemma-4.3", "--examples", "20"]) == 0
    quiet = capsys.readouterr()
    assert quiet.err == "" and "no counterexample" in quiet.out  # not a terminal: nothing on stderr
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["search", "000.lemma-4.3", "--examples", "20"]) == 0
    assert "searching 000.lemma-4.3" in terminal.getvalue()
    assert "searching" not in capsys.readouterr().out  # stdout stays clean
    terminal.seek(0)
    terminal.truncate()
    assert main(["check", "--claim", "000.lemma-4.3", "--json"]) == 0
    assert "deciding" in terminal.getvalue()


def test_delta_shows_the_relative_width_on_a_terminal(monkeypatch, capsys):
    """Issue 23 (3): the branch and bound's bar names the relative width reached; stdout keeps only the result."""
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["delta", "--N", "1000000", "--q", "1/4", "--exp-eps", "251/250", "--max-seconds", "3"]) == 0
    assert "δ enclosure" in terminal.getvalue() and "relative width" in terminal.getvalue()
    out = capsys.readouterr().out
    assert out.startswith("δ in [") and "relative width" not in out
