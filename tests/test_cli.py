"""The command line: JSON shape, search, malformed files (the bad-input table is tests/test_bad_inputs.py)."""

import json
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from krverify.cli import main

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


def test_malformed_grid_is_one_line_and_exit_2(tmp_path, cli):
    grid = tmp_path / "grid.toml"
    grid.write_text('N = [100]\nk = [1]\nexp_eps = ["2"]\ndelta = [1e-6]\n')
    status, _, stderr = cli("table", "--grid", str(grid))
    assert status == 2 and len(stderr.strip().splitlines()) == 1 and "delta=1e-06" in stderr


def test_malformed_ledger_is_exit_2(tmp_path, cli):
    (tmp_path / "broken.json").write_text('{"claims": 3}')
    status, _, stderr = cli("check", "--claim", "000.lemma-4.1", "--proofs", str(tmp_path))
    assert status == 2 and "broken.json" in stderr


def test_pmf_prints_exact_probabilities(capsys):
    assert main(["pmf", "--N", "2", "--m", "1", "--q", "1/4"]) == 0
    # (1/4 + 3/4 x)(3/4 + 1/4 x) = 3/16 + 10/16 x + 3/16 x^2
    assert capsys.readouterr().out.split() == ["0", "3/16", "1", "5/8", "2", "3/16"]


def test_check_json_has_the_documented_fields(capsys):
    assert main(["check", "--claim", "001.eq-4.6", "--json", "--proofs", str(PROOFS)]) == 0
    payload = json.loads(capsys.readouterr().out)
    (claim,) = payload["claims"]
    for field in ("id", "source", "section", "label", "kind", "statement", "verdict",
                  "evidence", "correction"):
        assert field in claim
    assert claim["verdict"] == "refuted"
    assert set(claim["correction"]) >= {"statement", "verdict", "evidence"}
    assert payload["summary"]["refuted"] == 1


def test_search_prints_a_counterexample_and_exits_1(capsys):
    assert main(["search", "001.eq-4.5", "--examples", "50", "--seed", "3"]) == 1
    assert "counterexample" in capsys.readouterr().out


def test_search_without_counterexample_exits_0(capsys):
    assert main(["search", "000.lemma-4.3", "--examples", "30"]) == 0
    assert "no counterexample" in capsys.readouterr().out


def test_delta_json_has_certified_decimal_bounds(capsys):
    assert main(["delta", "--N", "3", "--q", "1/10", "--k", "1", "--exp-eps", "2", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert {"delta_lower", "delta_upper", "worst_m", "direction", "N", "q", "k"} <= set(payload)
    # Three records, q = 1/10, λ = 2: the worst pair is m = 0; exact value from the brute-force test oracle.
    from tests.model.test_hockey_stick import brute_force_delta

    exact = brute_force_delta(3, Fraction(1, 10), 1, Fraction(2))
    assert Fraction(payload["delta_lower"]) <= exact <= Fraction(payload["delta_upper"])


def test_epsilon_json(capsys):
    assert main(["epsilon", "--N", "3", "--q", "1/10", "--delta", "1/100", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert Fraction(payload["eps_lower"]) < Fraction(payload["eps_upper"])
    assert Fraction(payload["eps_upper"]) - Fraction(payload["eps_lower"]) < Fraction(2, 10**6)


@pytest.mark.parametrize("args, status, loaded", [(["-m", "krverify.cli", "--help"], 0, "argparse"),
                                                  (["-m", "krverify.certify.checker", "no-such-dir"], 2,
                                                   "krverify.certify.formula")])
def test_help_and_checker_load_no_heavy_modules(args, status, loaded):
    """The lazy package __init__: --help and the trusted checker import no sympy, flint or hypothesis.  The checker
    imports all its modules when it loads (a refused directory is enough to load them through the package); its run
    over the whole ledger, as a file, is tests/test_certify.py::test_the_checker_runs_as_a_standalone_script."""
    root = Path(__file__).resolve().parents[1]
    result = subprocess.run([sys.executable, "-X", "importtime", *args], capture_output=True, text=True, cwd=root,
                            timeout=120)
    assert result.returncode == status, result.stderr[-500:]
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines() if "|" in line}
    assert loaded in imported
    assert not {name for name in imported if name.split(".")[0] in ("sympy", "flint", "hypothesis")}


def test_list_and_verify_certs_speak_json(capsys, kernel_memo):
    assert main(["list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {"id", "source", "section", "label", "kind", "reading"} <= set(listed[0])
    assert any(entry["kind"] == "not-checkable" for entry in listed)
    root = Path(__file__).resolve().parents[1]
    assert main(["verify-certs", str(root / "proofs"), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failed"] == 0 and report["rederived"] > 100 and report["problems"] == []
    assert report["rederived"] + report["trusted"] == sum(report["by_kind"].values())
    assert main(["verify-certs", str(root / "no-such-dir"), "--json"]) == 2


def test_every_command_speaks_json(cli, tmp_path):
    """Issue 14: --json on every command that prints results (table and findings: the same as --format json)."""
    grid = tmp_path / "grid.toml"
    grid.write_text('N = [20]\nk = [1]\nexp_eps = ["3"]\ndelta = ["1/1000"]\ndigits = 3\n')
    status, out, _ = cli("table", "--grid", str(grid), "--json")
    assert status == 0 and json.loads(out) == json.loads(cli("table", "--grid", str(grid), "--format", "json")[1])
    status, out, _ = cli("findings", "--json")
    assert status == 0 and {"findings", "by_severity"} <= set(json.loads(out))
    small = tmp_path / "proofs"  # one document's ledger: the report of the whole ledger is tests/test_report.py's
    small.mkdir()
    shutil.copy(next(PROOFS.glob("003_*.json")), small)
    status, out, _ = cli("report", "--proofs", str(small), "--out", str(tmp_path / "report"), "--json")
    assert status == 0 and {Path(p).name for p in json.loads(out)["written"]} >= {"REPORT.md", "index.html"}
    status, out, _ = cli("pmf", "--N", "2", "--m", "1", "--q", "1/4", "--json")
    assert status == 0 and json.loads(out)
