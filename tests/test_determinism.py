"""Same inputs, same output bytes: seeded searches, sorted JSON, registry order."""

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


#: A proved, a refuted and a verified claim: every kind of evidence crosses the worker boundary.
CLAIMS = ("000.lemma-4.3", "001.eq-4.31", "000.lemma-4.2")

#: One check in a fresh interpreter: the records as sorted JSON, the changes, and the worker processes used.
_RUN = """
import json, os, sys
from pathlib import Path
from krverify.engine import parallel, workflow
seen = Path(os.environ["KRVERIFY_TEST_PIDS"])
decide = parallel._record
def traced(job):
    (seen / str(os.getpid())).touch()  # each process that decides a record leaves its pid (records stay untouched)
    return decide(job)
parallel._record = traced
result = workflow.check(Path(sys.argv[1]), sys.argv[3:], jobs=int(sys.argv[2]))
pids = {int(path.name) for path in seen.iterdir()}
print(json.dumps({"records": result.records, "changes": [str(c) for c in result.changes]}, sort_keys=True))
print(len(pids - {os.getpid()}), file=sys.stderr)
"""


def _check_in_a_fresh_process(jobs):
    with tempfile.TemporaryDirectory() as pids:
        result = subprocess.run([sys.executable, "-c", _RUN, str(PROOFS), str(jobs), *CLAIMS], capture_output=True,
                                text=True, timeout=600, cwd=PROOFS.parent,
                                env={**os.environ, "KRVERIFY_TEST_PIDS": pids})
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout, int(result.stderr.strip().splitlines()[-1])


def test_check_is_byte_identical_across_processes_and_worker_counts():
    """Three claims decided in two fresh interpreters: inline (one job), then on two worker processes."""
    alone, workers_alone = _check_in_a_fresh_process(1)
    shared, workers_shared = _check_in_a_fresh_process(2)
    assert workers_alone == 0 and workers_shared == 2  # the second run really used two other processes
    assert alone == shared
    assert [r["id"] for r in json.loads(alone)["records"]] == list(CLAIMS)
    assert json.loads(alone)["changes"] == []


#: A krverify command in a fresh interpreter: ``prelude`` (test-only code) runs first, then the CLI's main.
_CLI = "import sys\n{prelude}\nfrom krverify.cli import main\nsys.exit(main(sys.argv[1:]))"


def cli_in_a_fresh_process(*args: str, hash_seed: int, prelude: str = "", cwd: Path = PROOFS.parent) -> str:
    """stdout of ``krverify ARGS`` in a new interpreter with its own PYTHONHASHSEED (set and dict-of-str order
    differ between the two runs a test compares, as between two CI machines)."""
    environment = {**os.environ, "PYTHONHASHSEED": str(hash_seed)}
    result = subprocess.run([sys.executable, "-c", _CLI.format(prelude=prelude), *args], capture_output=True,
                            text=True, timeout=600, cwd=cwd, env=environment)
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def test_check_json_is_byte_identical_across_processes():
    selected = (a for c in CLAIMS for a in ("--claim", c))
    args = ("check", "--json", "--proofs", str(PROOFS), *selected)
    first = cli_in_a_fresh_process(*args, "--jobs", "1", hash_seed=1)
    assert first == cli_in_a_fresh_process(*args, "--jobs", "2", hash_seed=2)
    assert [r["id"] for r in json.loads(first)["claims"]] == list(CLAIMS)


def test_check_write_is_byte_identical_across_processes(tmp_path):
    for seed, name in enumerate(("a", "b"), start=1):
        cli_in_a_fresh_process("check", "--write", "--proofs", str(tmp_path / name),
                               *(a for c in CLAIMS for a in ("--claim", c)), hash_seed=seed)
    written = sorted(p.name for p in (tmp_path / "a").rglob("*") if p.is_file())
    assert "000_6dfa2dbc38b4b249.json" in written and "001_d8c6cb5d6e66af37.json" in written
    for name in written:
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes(), name


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
