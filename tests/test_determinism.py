"""Same inputs, same output bytes: seeded searches, sorted JSON, registry order."""

import json
import os
import subprocess
import sys
from pathlib import Path

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


#: A proved, a refuted and a verified claim: every kind of evidence crosses the worker boundary.
CLAIMS = ("000.lemma-4.1", "001.eq-4.31", "000.hamming-distance")

#: A krverify command in a fresh interpreter: ``prelude`` (test-only code) runs first, then the CLI's main.
_CLI = "import sys\n{prelude}\nfrom krverify.cli import main\nsys.exit(main(sys.argv[1:]))"


def cli_in_a_fresh_process(*args: str, hash_seed: int, prelude: str = "", cwd: Path = PROOFS.parent,
                           env: dict[str, str] | None = None) -> str:
    """stdout of ``krverify ARGS`` in a new interpreter with its own PYTHONHASHSEED (set and dict-of-str order
    differ between the two runs a test compares, as between two CI machines)."""
    environment = {**os.environ, **(env or {}), "PYTHONHASHSEED": str(hash_seed)}
    result = subprocess.run([sys.executable, "-c", _CLI.format(prelude=prelude), *args], capture_output=True,
                            text=True, timeout=600, cwd=cwd, env=environment)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


#: Test-only prelude: each process that decides a record leaves its pid (records stay untouched); at exit the
#: command's process writes into that directory how many other processes did.
_TRACE_WORKERS = """
import atexit, os
from pathlib import Path
from krverify.engine import parallel
_seen, _decide = Path(os.environ["KRVERIFY_TEST_PIDS"]), parallel._record
def _traced(job):
    (_seen / str(os.getpid())).touch()
    return _decide(job)
parallel._record = _traced
_me = os.getpid()
atexit.register(lambda: (_seen / "workers").write_text(str(len({p.name for p in _seen.iterdir()} - {str(_me)}))))
"""


def test_check_is_byte_identical_across_processes_hash_seeds_and_worker_counts(tmp_path):
    """Three claims decided in two fresh interpreters with their own PYTHONHASHSEED: inline (one job), then on two
    worker processes.  ``check --write --json`` prints the same bytes and writes the same files, the second run
    really used two other processes, and the records are the committed ledger's."""
    selected = [a for c in CLAIMS for a in ("--claim", c)]
    printed, workers = [], []
    for seed, jobs in ((1, 1), (2, 2)):
        pids = tmp_path / f"pids-{jobs}"
        pids.mkdir()
        printed.append(cli_in_a_fresh_process("check", "--write", "--json", "--jobs", str(jobs), "--proofs",
                                              str(tmp_path / f"ledger-{jobs}"), *selected, hash_seed=seed,
                                              prelude=_TRACE_WORKERS, env={"KRVERIFY_TEST_PIDS": str(pids)}))
        workers.append(int((pids / "workers").read_text()))
    assert workers == [0, 2]
    assert printed[0] == printed[1]
    assert [r["id"] for r in json.loads(printed[0])["claims"]] == list(CLAIMS)
    written = sorted(p.relative_to(tmp_path / "ledger-1") for p in (tmp_path / "ledger-1").rglob("*") if p.is_file())
    assert Path("000_6dfa2dbc38b4b249.json") in written and Path("001_d8c6cb5d6e66af37.json") in written
    for name in written:
        assert (tmp_path / "ledger-1" / name).read_bytes() == (tmp_path / "ledger-2" / name).read_bytes(), name
    committed = {entry["id"]: entry for path in PROOFS.glob("*.json")
                 for entry in json.loads(path.read_text(encoding="utf-8"))["claims"]}
    fresh = [entry for name in written if name.suffix == ".json"
             for entry in json.loads((tmp_path / "ledger-1" / name).read_text(encoding="utf-8"))["claims"]]
    assert sorted(entry["id"] for entry in fresh) == sorted(CLAIMS)
    assert all(entry == committed[entry["id"]] for entry in fresh)


def test_delta_json_is_byte_identical_across_processes():
    args = ("delta", "--N", "12", "--q", "1/7", "--k", "2", "--eps", "1/2", "--json")
    assert cli_in_a_fresh_process(*args, hash_seed=1) == cli_in_a_fresh_process(*args, hash_seed=2)


def test_table_json_is_byte_identical_across_processes(tmp_path):
    grid = tmp_path / "grid.toml"
    grid.write_text('N = [12]\nk = [1, 2]\nexp_eps = ["3"]\ndelta = ["1/100"]\ndigits = 3\n')
    args = ("table", "--grid", str(grid), "--format", "json")
    assert cli_in_a_fresh_process(*args, hash_seed=1) == cli_in_a_fresh_process(*args, hash_seed=2)


#: Planted fault: JSON whose key order follows a set of strings (PYTHONHASHSEED decides it) instead of sorting.
_HASH_ORDERED_JSON = """
import json
_dumps = json.dumps
def _hash_ordered(value):
    if isinstance(value, dict):
        return {key: _hash_ordered(value[key]) for key in set(value)}
    return [_hash_ordered(v) for v in value] if isinstance(value, list) else value
json.dumps = lambda value, **kw: _dumps(_hash_ordered(value), **{**kw, "sort_keys": False})
"""


def test_the_cross_process_comparison_catches_hash_order_output():
    """The same planted fault gives the same bytes twice in one process, and different bytes in two processes:
    only the comparison across interpreters can see it."""
    args = ("delta", "--N", "12", "--q", "1/7", "--k", "2", "--eps", "1/2", "--json")
    one = cli_in_a_fresh_process(*args, hash_seed=1, prelude=_HASH_ORDERED_JSON)
    other = cli_in_a_fresh_process(*args, hash_seed=2, prelude=_HASH_ORDERED_JSON)
    assert json.loads(one) == json.loads(other) and one != other
