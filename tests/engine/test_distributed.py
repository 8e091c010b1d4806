"""Claims decided on a Dask cluster write byte-identical ledgers; a bad scheduler address is one line, exit 2.

dask.distributed is in the ``test`` extra, so these run in CI (a LocalCluster of two worker processes on
loopback, about 4 s in all); they are not skipped when it is missing, since a skip would prove nothing.
"""

import socket
import subprocess
import sys
import threading
import time
from fractions import Fraction

import pytest

from krverify.cli import main
from krverify.engine import distributed as distributed_module
from krverify.engine import workflow
from krverify.engine.deep import deep_sweeps
from krverify.engine.distributed import dask_executor
from krverify.errors import InvalidArgument

#: Proved, refuted (with a correction) and verified, from two sources: two ledger files.
CLAIMS = ["000.lemma-4.1", "001.eq-4.31", "000.hamming-distance"]


@pytest.fixture(scope="module")
def cluster(dask_cluster):
    """Two single-threaded worker processes on loopback, no dashboard (one per test run, tests/conftest.py)."""
    return dask_cluster


def test_a_local_cluster_writes_the_same_ledger_bytes(cluster, tmp_path):
    with dask_executor(cluster.scheduler_address) as executor:
        remote = workflow.check(tmp_path / "dask", CLAIMS, write=True, executor=executor)
    local = workflow.check(tmp_path / "local", CLAIMS, write=True, jobs=1)
    assert [p.name for p in remote.written] == [p.name for p in local.written] and len(local.written) == 2
    assert sorted(p.name for p in (tmp_path / "dask").iterdir()) == sorted(p.name for p in local.written)
    for path in local.written:
        assert (tmp_path / "dask" / path.name).read_bytes() == path.read_bytes(), path.name


def test_deep_sweep_chunks_on_the_cluster_give_the_local_records(cluster):
    """check --depth's sweeps: one chunk per q on the workers, digests combined in q order (N = 60, quick)."""
    qs = (Fraction(9, 1000), Fraction(1, 10), Fraction(1, 4))
    with dask_executor(cluster.scheduler_address) as executor:
        remote = deep_sweeps(60, qs, executor=executor)
    local = deep_sweeps(60, qs)
    assert [r.record() for r in remote] == [r.record() for r in local]
    # three q's, 61 indices i: (4.5) at m = 1..59, Theorem 4.1 at M = 1..60
    assert (local[0].points, local[1].points) == (3 * 59 * 61, 3 * 60 * 61)


def test_workers_with_another_krverify_are_refused(cluster, monkeypatch):
    """The workers report their real versions; the client here pretends to another krverify."""
    real = distributed_module.version
    monkeypatch.setattr(distributed_module, "version", lambda name: "0.0.other" if name == "krverify" else real(name))
    with pytest.raises(InvalidArgument, match=r"has worker .* with krverify \S+ but the client has 0\.0\.other"), \
            dask_executor(cluster.scheduler_address):
        pass


def test_an_unreachable_scheduler_is_one_line_and_exit_2(tmp_path, capsys):
    started = time.monotonic()
    status = main(["check", "--claim", "000.lemma-4.3", "--proofs", str(tmp_path), "--scheduler",
                   "tcp://127.0.0.1:1"])
    captured = capsys.readouterr()
    assert status == 2 and captured.out == ""
    assert captured.err.splitlines() == [captured.err.strip()]
    assert captured.err.startswith("krverify: error: scheduler='tcp://127.0.0.1:1' could not be reached")
    assert time.monotonic() - started < 10


@pytest.mark.parametrize("address", ["", "   ", "no-port-here"])
def test_a_malformed_address_names_the_argument(address):
    with pytest.raises(InvalidArgument) as caught, dask_executor(address):
        pass
    assert caught.value.name == "scheduler" and caught.value.value == address


def test_a_server_that_is_not_a_scheduler_fails_within_the_timeout():
    """distributed.Client bounds the TCP connect but not the handshake; a silent server must not hang us."""
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        accepted = []
        threading.Thread(target=lambda: accepted.append(server.accept()), daemon=True).start()
        address = f"tcp://127.0.0.1:{server.getsockname()[1]}"
        started = time.monotonic()
        with pytest.raises(InvalidArgument, match="did not answer as a Dask scheduler within 1 s"), \
                dask_executor(address, timeout=1):
            pass
        assert time.monotonic() - started < 5
        for connection, _ in accepted:
            connection.close()


def test_without_distributed_the_error_says_what_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed now raises ImportError
    with pytest.raises(InvalidArgument, match=r"pip install 'krverify\[dask\]'"), \
            dask_executor("tcp://127.0.0.1:8786"):
        pass


def test_the_command_line_does_not_import_dask():
    """``krverify --help`` stays fast: dask is imported only when --scheduler is given."""
    code = ("import sys; from krverify import cli; cli._parser().format_help(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert result.stdout.strip() == "[]"
