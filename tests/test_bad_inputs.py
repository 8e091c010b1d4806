"""Bad input, everywhere: every public function refuses it naming the value; every command answers
with one line on stderr and exit status 2, never a traceback, and leaves proofs/ untouched."""

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

import krverify
from krverify.errors import KrverifyError

ROOT = Path(__file__).resolve().parents[1]
PROOFS = ROOT / "proofs"

FUNCTIONS = [
    (krverify.lie_probability, (0.1,), "q=0.1"),
    (krverify.lie_probability, ("nan",), "q='nan'"),
    (krverify.lie_probability, ("inf",), "q='inf'"),
    (krverify.lie_probability, ("-inf",), "q='-inf'"),
    (krverify.lie_probability, (0,), "must satisfy 0 < q < 1/2"),
    (krverify.lie_probability, ("1/2",), "q='1/2'"),
    (krverify.lie_probability, ("0.7",), "q='0.7'"),
    (krverify.lie_probability, ("1e400",), "q='1e400'"),
    (krverify.exact_rational, (float("nan"), "x"), "x=nan"),
    (krverify.generating_table, (10**6, "1/4"), "N=1000000 is too large (limit 5000)"),
    (krverify.generating_table, (-1, "1/4"), "N=-1"),
    (krverify.generating_table, (2.0, "1/4"), "N=2.0"),
    (krverify.generating_coefficients, (3, 4, "1/4"), "m=4"),
    (krverify.k_randomized_coefficients, (3, 1, 0, "1/4"), "k=0"),
    (krverify.k_randomized_coefficients, (1000, 1, 10**6, "1/4"), "k=1000000"),
    (krverify.single_bit_count_pmf, (3, 1, 0.25), "q=0.25"),
    (krverify.single_bit_privacy_ratio, (1, 0, 3, "1/2"), "q='1/2'"),
    (krverify.count_pmf, (((1, 0),), 0.25), "q=0.25"),
    (krverify.hockey_stick_delta, (10, "1/10", 1, 2.0), "exp_eps=2.0"),
    (krverify.hockey_stick_delta, (10, "1/10", 0, 2), "k=0"),
    (krverify.hockey_stick_delta, (10**12, "1/10", 1, 2), "N=1000000000000 is too large"),
    (krverify.hockey_stick_delta, (10, "0", 1, 2), "q='0'"),
    (krverify.smallest_epsilon, (10, "1/10", 1, 1e-6), "delta=1e-06"),
    (krverify.smallest_epsilon, (10, "1/10", 1, "-1"), "delta='-1'"),
    (krverify.get_claim, ("no.such-claim",), "'no.such-claim'"),
    (krverify.load_grid, ("/nonexistent/grid.toml",), "/nonexistent/grid.toml"),
]


@pytest.mark.parametrize(("function", "args", "message"), FUNCTIONS,
                         ids=[f"{f.__name__}-{i}" for i, (f, _, _) in enumerate(FUNCTIONS)])
def test_public_functions_refuse_bad_input_naming_it(function, args, message):
    with pytest.raises(KrverifyError) as raised:
        function(*args)
    assert message in str(raised.value) and "\n" not in str(raised.value)


COMMANDS = [  # (arguments, what the one line must name)
    (["pmf", "--N", "3", "--m", "1", "--q", "0.5"], "q='0.5'"),
    (["pmf", "--N", "3", "--m", "1", "--q", "1/2"], "q='1/2'"),
    (["pmf", "--N", "3", "--m", "1", "--q", "0"], "q='0'"),
    (["pmf", "--N", "3", "--m", "1", "--q", "-0.1"], "q='-0.1'"),
    (["pmf", "--N", "3", "--m", "1", "--q", "nan"], "q='nan'"),
    (["pmf", "--N", "3", "--m", "1", "--q", "inf"], "q='inf'"),
    (["pmf", "--N", "-1", "--m", "0", "--q", "0.1"], "N=-1"),
    (["pmf", "--N", "2.5", "--m", "0", "--q", "0.1"], "N='2.5'"),
    (["pmf", "--N", "10000000", "--m", "0", "--q", "0.1"], "N=10000000"),
    (["pmf", "--N", "3", "--m", "4", "--q", "0.1"], "m=4"),
    (["pmf", "--N", "3", "--m", "1", "--q", "0.1", "--k", "0"], "k=0"),
    (["check", "--claim", "no.such-claim"], "'no.such-claim'"),
    (["search", "no.such-claim"], "'no.such-claim'"),
    (["check", "--proofs", "/nonexistent/proofs"], "/nonexistent/proofs"),
    (["search", "000.lemma-4.1", "--examples", "-5"], "examples=-5"),
    (["frobnicate"], "frobnicate"),
    (["delta", "--N", "10", "--q", "0.5", "--exp-eps", "2"], "q='0.5'"),
    (["delta", "--N", "-3", "--q", "0.1", "--exp-eps", "2"], "N=-3"),
    (["delta", "--N", "10", "--q", "0.1", "--eps", "nan"], "eps='nan'"),
    (["delta", "--N", "10", "--q", "0.1", "--exp-eps", "2", "--k", "0"], "k=0"),
    (["delta", "--N", "10", "--q", "0.1", "--exp-eps", "2", "--eps", "1"], "--eps"),
    (["epsilon", "--N", "10", "--q", "0.1", "--delta", "2"], "delta='2'"),
    (["epsilon", "--N", "10", "--q", "0.1", "--delta", "1e-6", "--tolerance", "0"], "tolerance='0'"),
    (["epsilon", "--N", "10", "--q", "0.1", "--delta", "0.1f"], "delta='0.1f'"),
    (["delta", "--N", "1000000000", "--q", "0.1", "--exp-eps", "2", "--k", "5"], "N=1000000000"),
    (["delta", "--N", "1000000001", "--q", "0.1", "--exp-eps", "2"], "N=1000000001"),
    (["delta", "--N", "10", "--q", "0.1", "--exp-eps", "2", "--tolerance", "0"], "tolerance='0'"),
    (["delta", "--N", "10", "--q", "0.1", "--exp-eps", "2", "--scan-limit", "4001"], "scan_limit=4001"),
    (["delta", "--N", "99999999999999999999", "--q", "0.1", "--exp-eps", "2"], "N=99999999999999999999"),
    (["table", "--grid", "/nonexistent/grid.toml"], "/nonexistent/grid.toml"),
    (["table", "--format", "pdf"], "pdf"),
    (["check", "--examples", "0"], "examples=0"),
    (["check", "--examples", "1e9"], "examples='1e9'"),
    (["check", "--jobs", "0"], "jobs=0"),
    (["check", "--timeout", "0"], "timeout='0'"),
    (["check", "--timeout", "inf"], "timeout='inf'"),
    (["check", "--claim", "000.nope"], "'000.nope'"),
    (["search", "000.lemma-4.1", "--seed", "x"], "seed='x'"),
    (["search", "000.lemma-4.1", "--examples", "0.5"], "examples='0.5'"),
    (["pmf", "--N", "1e3", "--m", "1", "--q", "0.1"], "N='1e3'"),
    (["pmf", "--N", "3", "--m", "1", "--q", "1e-3000000"], "q='1e-3000000'"),  # refused before any arithmetic
    (["delta", "--N", "3", "--q", "1/10", "--exp-eps", "1e999999"], "exp_eps='1e999999'"),
    (["pmf", "--N", "3", "--m", "1", "--q", "0.1", "--k", "-2"], "k=-2"),
    (["pmf", "--N", "99999999999999999999999", "--m", "1", "--q", "0.1"], "N=99999999999999999999999 is too large"),
    (["delta", "--N", "10", "--q", "1/10", "--exp-eps", "0.5"], "exp_eps='0.5'"),
    (["delta", "--N", "10", "--q", "1/10", "--exp-eps", "inf"], "exp_eps='inf'"),
    (["delta", "--N", "10", "--q", "0.6", "--eps", "1"], "q='0.6'"),
    (["delta", "--N", "10", "--q", "1/10", "--eps", "-1"], "eps='-1'"),
    (["delta", "--N", "10", "--q", "1/10", "--eps", "1", "--digits", "0"], "digits=0"),
    (["delta", "--N", "3", "--L", "9", "--q", "1/10", "--exp-eps", "2"], "L=9"),
    (["delta", "--N", "60", "--L", "3", "--q", "1/10", "--exp-eps", "2"], "N=60 with L=3"),
    (["epsilon", "--N", "0", "--q", "1/10", "--delta", "1e-6"], "N=0"),
    (["epsilon", "--N", "10", "--q", "1/10", "--delta", "nan"], "delta='nan'"),
    (["delta", "--N", "10", "--q", "1/10", "--exp-eps", "2", "--max-seconds", "0"], "max_seconds='0'"),
    (["delta", "--N", "10", "--q", "1/10", "--exp-eps", "2", "--max-seconds", "soon"], "max_seconds='soon'"),
    (["epsilon", "--N", "10", "--q", "1/10", "--delta", "1e-6", "--max-seconds", "-3"], "max_seconds='-3'"),
    (["table", "--format", "xlsx"], "xlsx"),
    (["calibrate", "--N", "10", "--exp-eps", "2", "--delta", "1"], "delta='1'"),
    (["calibrate", "--N", "10", "--exp-eps", "2", "--delta=-1e-6"], "delta='-1e-6'"),
    (["calibrate", "--N", "10", "--exp-eps", "1", "--delta", "0"], "delta='0'"),
    (["calibrate", "--N", "10", "--exp-eps", "1/2", "--delta", "1e-6"], "exp_eps='1/2'"),
    (["calibrate", "--N", "10", "--eps", "nan", "--delta", "1e-6"], "eps='nan'"),
    (["calibrate", "--N", "10", "--eps", "1e400", "--delta", "1e-6"], "eps='1e400'"),
    (["calibrate", "--N", "10", "--eps", "1", "--exp-eps", "2", "--delta", "1e-6"], "--exp-eps"),
    (["calibrate", "--N", "10", "--delta", "1e-6"], "--eps"),
    (["calibrate", "--N", "0", "--eps", "1", "--delta", "1e-6"], "N=0"),
    (["calibrate", "--N", "1000000000", "--k", "5", "--eps", "1", "--delta", "1e-6"], "N=1000000000"),
    (["calibrate", "--N", "10", "--k", "0", "--eps", "1", "--delta", "1e-6"], "k=0"),
    (["calibrate", "--N", "10", "--eps", "1", "--delta", "1e-6", "--tolerance", "0"], "tolerance='0'"),
    (["calibrate", "--N", "10", "--eps", "1", "--delta", "1e-6", "--max-seconds", "0"], "max_seconds='0'"),
    (["calibrate", "--N", "10", "--eps", "1", "--delta", "1e-6", "--digits", "0"], "digits=0"),
    (["mutants", "--proofs", "/nonexistent/proofs"], "/nonexistent/proofs"),
    (["mutants", "--examples", "-1"], "examples=-1"),
    (["verify-certs", "/nonexistent/proofs"], "/nonexistent/proofs"),
    (["list", "--bogus"], "--bogus"),
    (["delta", "--N", "10", "--q", "1/4", "--eps", "1e400"], "eps='1e400'"),  # issue 39: e^ε beyond arb's range
    (["findings", "--proofs", "/nonexistent/proofs"], "/nonexistent/proofs"),  # issue 39: was "0 distinct defects"
]


@pytest.fixture(scope="module")
def proofs_fingerprint():
    return {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(PROOFS.rglob("*")) if p.is_file()}


def _fingerprint():
    return {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(PROOFS.rglob("*")) if p.is_file()}


@pytest.mark.parametrize(("args", "names"), COMMANDS, ids=[" ".join(a) for a, _ in COMMANDS])
def test_commands_refuse_bad_input_in_one_line(args, names, proofs_fingerprint, cli, monkeypatch):
    monkeypatch.chdir(ROOT)  # the commands' default --proofs is ./proofs
    status, _, stderr = cli(*args)  # in process: an uncaught exception would fail the test, a bug exits 3
    lines = stderr.strip().splitlines()
    assert status == 2, stderr
    assert len(lines) == 1 and "Traceback" not in stderr
    assert names in lines[0]
    assert _fingerprint() == proofs_fingerprint


#: The same refusals in a fresh interpreter (smoke tests): through the console script pip installed next to
#: this interpreter (the README's `krverify ...`), and through `python -m krverify.cli`.
SMOKE = [COMMANDS[0], COMMANDS[11], COMMANDS[15], COMMANDS[39]]
SCRIPT = Path(sys.executable).parent / "krverify"


@pytest.mark.parametrize("entry", ["console script", "python -m"])
@pytest.mark.parametrize(("args", "names"), SMOKE, ids=[" ".join(a) for a, _ in SMOKE])
def test_a_fresh_process_refuses_bad_input_in_one_line(args, names, entry, proofs_fingerprint):
    if entry == "console script":
        assert SCRIPT.is_file(), f"pip installs the console script at {SCRIPT}"
    command = [str(SCRIPT)] if entry == "console script" else [sys.executable, "-m", "krverify.cli"]
    result = subprocess.run([*command, *args], capture_output=True, text=True, timeout=300, cwd=ROOT)
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 2, result.stderr
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert names in lines[0]
    assert _fingerprint() == proofs_fingerprint


def test_writing_into_a_path_that_is_a_file_is_refused(tmp_path, cli):
    blocker = tmp_path / "proofs"
    blocker.write_text("not a directory")
    status, _, stderr = cli("check", "--write", "--claim", "000.lemma-4.1", "--proofs", str(blocker))
    assert status == 2 and len(stderr.strip().splitlines()) == 1
    assert str(blocker) in stderr and blocker.read_text() == "not a directory"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root ignores directory permissions")
def test_a_read_only_proofs_directory_is_refused(tmp_path):
    proofs = tmp_path / "proofs"
    proofs.mkdir()
    proofs.chmod(0o555)
    try:
        result = subprocess.run([sys.executable, "-m", "krverify.cli", "check", "--write", "--claim",
                                 "000.lemma-4.1", "--proofs", str(proofs)], capture_output=True, text=True,
                                timeout=300)
    finally:
        proofs.chmod(0o755)
    assert result.returncode == 2 and "not writable" in result.stderr and list(proofs.iterdir()) == []


def test_an_unwritable_ledger_path_is_refused_even_for_root(tmp_path):
    """Runs as root too (as CI does): a directory where the ledger file should be cannot be replaced by any user.
    One line, exit 2, nothing written beside it (no temporary file left)."""
    proofs = tmp_path / "proofs"
    (proofs / "000_6dfa2dbc38b4b249.json").mkdir(parents=True)
    result = subprocess.run([sys.executable, "-m", "krverify.cli", "check", "--write", "--claim", "000.lemma-4.1",
                             "--proofs", str(proofs)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "000_6dfa2dbc38b4b249.json" in result.stderr and "Traceback" not in result.stderr
    assert [p.name for p in proofs.iterdir()] == ["000_6dfa2dbc38b4b249.json"]
    assert list((proofs / "000_6dfa2dbc38b4b249.json").iterdir()) == []


def test_timeout_stops_cleanly_and_names_the_claim(tmp_path):
    import shutil
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    before = {p.name: p.read_bytes() for p in proofs.rglob("*") if p.is_file()}
    result = subprocess.run([sys.executable, "-m", "krverify.cli", "check", "--write", "--timeout", "0.2",
                             "--jobs", "2", "--proofs", str(proofs)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 124
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "exceeded the time limit of 0.2 s" in lines[0] and "claim=" in lines[0]
    assert {p.name: p.read_bytes() for p in proofs.rglob("*") if p.is_file()} == before


# --------------------------------------------------------------------------- issue 39: files not what they seem


def _one_line_exit_2(cli, *args):
    status, _, stderr = cli(*args)
    assert status == 2 and len(stderr.strip().splitlines()) == 1 and "Traceback" not in stderr, stderr
    return stderr


@pytest.mark.parametrize("command", ["check", "verify-certs", "findings"])
def test_deeply_nested_json_in_a_ledger_file_is_one_line_and_exit_2(tmp_path, cli, command):
    (tmp_path / "deep.json").write_text("[" * 100000, encoding="utf-8")
    args = {"check": ("check", "--claim", "000.lemma-4.3", "--proofs"), "verify-certs": ("verify-certs",),
            "findings": ("findings", "--proofs")}[command]
    assert "deep.json" in _one_line_exit_2(cli, *args, str(tmp_path))


@pytest.mark.parametrize("kind", ["a plain file", "an empty directory"])
def test_findings_of_no_ledger_is_refused(tmp_path, cli, kind):
    target = tmp_path / "proofs"
    target.write_text("not a ledger") if kind == "a plain file" else target.mkdir()
    assert str(target) in _one_line_exit_2(cli, "findings", "--proofs", str(target))


def test_report_out_at_a_file_is_refused(tmp_path, cli):
    blocker = tmp_path / "out"
    blocker.write_text("a file")
    assert "out=" in _one_line_exit_2(cli, "report", "--proofs", str(PROOFS), "--out", str(blocker))
    assert blocker.read_text() == "a file"


def test_report_out_at_a_read_only_directory_is_refused(tmp_path, cli, monkeypatch):
    """Root ignores permission bits, so the directory refuses the write itself."""
    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))
    monkeypatch.setattr(Path, "write_bytes", refuse)
    assert "Permission denied" in _one_line_exit_2(cli, "report", "--proofs", str(PROOFS), "--out", str(tmp_path))


def test_table_plot_at_a_file_is_refused_before_computing(tmp_path, cli, monkeypatch):
    import krverify.tables

    blocker = tmp_path / "figures"
    blocker.write_text("a file")
    monkeypatch.setattr(krverify.tables, "table_rows", lambda *a, **k: pytest.fail("rows computed first"))
    assert "plot=" in _one_line_exit_2(cli, "table", "--grid", str(PROOFS / "tables" / "small.toml"), "--plot",
                                        str(blocker))


def test_table_plot_at_a_read_only_directory_is_refused(tmp_path, cli, monkeypatch):
    def refuse(self, *args, **kwargs):
        raise PermissionError(13, "Permission denied", str(self))
    monkeypatch.setattr(Path, "write_bytes", refuse)
    assert "Permission denied" in _one_line_exit_2(cli, "table", "--grid", str(PROOFS / "tables" / "small.toml"),
                                                    "--plot", str(tmp_path))


def test_a_truncated_table_file_is_refused_by_report(tmp_path, cli):
    import shutil

    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    table = proofs / "tables" / "small.json"
    table.write_text(table.read_text(encoding="utf-8")[:500], encoding="utf-8")
    assert "small.json" in _one_line_exit_2(cli, "report", "--proofs", str(proofs), "--out", str(tmp_path / "out"))
