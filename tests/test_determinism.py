"""Same inputs, same output bytes: seeded searches, sorted JSON, registry order."""

import json
import subprocess
import sys
from pathlib import Path

from krverify.cli import main

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


def output_of(capsys, *args: str) -> str:
    main(list(args))
    return capsys.readouterr().out


#: A proved, a refuted and a verified claim: every kind of evidence crosses the worker boundary.
CLAIMS = ("000.lemma-4.3", "001.eq-4.31", "000.lemma-4.2")

#: One check in a fresh interpreter: the records as sorted JSON, the changes, and the worker processes used.
_RUN = """
import json, os, sys
from pathlib import Path
from krverify.engine import parallel, workflow
workers = set()
decide = parallel._record
def traced(job):
    workers.add(os.getpid())
    return decide(job) | {"_worker": os.getpid()}
parallel._record = traced
result = workflow.check(Path(sys.argv[1]), sys.argv[3:], jobs=int(sys.argv[2]), examples=30)
pids = {record.pop("_worker") for record in result.records}
print(json.dumps({"records": result.records, "changes": [str(c) for c in result.changes]}, sort_keys=True))
print(len(pids - {os.getpid()}), file=sys.stderr)
"""


def _check_in_a_fresh_process(jobs):
    result = subprocess.run([sys.executable, "-c", _RUN, str(PROOFS), str(jobs), *CLAIMS], capture_output=True,
                            text=True, timeout=600, cwd=PROOFS.parent)
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


def test_check_json_is_byte_identical_across_runs(capsys):
    args = ("check", "--json", "--proofs", str(PROOFS), "--examples", "30", "--claim", "001.eq-4.31")
    assert output_of(capsys, *args, "--jobs", "1") == output_of(capsys, *args, "--jobs", "2")


def test_check_write_is_byte_identical(tmp_path, capsys):
    for name in ("a", "b"):
        main(["check", "--write", "--claim", "000.lemma-4.2", "--proofs", str(tmp_path / name), "--examples", "30"])
    capsys.readouterr()
    assert (tmp_path / "a" / "000_6dfa2dbc38b4b249.json").read_bytes() == \
        (tmp_path / "b" / "000_6dfa2dbc38b4b249.json").read_bytes()


def test_delta_json_is_byte_identical(capsys):
    args = ("delta", "--N", "12", "--q", "1/7", "--k", "2", "--eps", "1/2", "--json")
    assert output_of(capsys, *args) == output_of(capsys, *args)
