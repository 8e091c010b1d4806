"""Test configuration: hypothesis is derandomized and database-free in CI."""

import os
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.register_profile("dev", database=None, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture
def cli(capsys):
    """Run the command line in this process (no interpreter start): ``cli(*args)`` is (status, stdout, stderr).

    argparse's usage errors leave through SystemExit; ``main`` returns every other status.  A few
    subprocess smoke tests (tests/test_bad_inputs.py, tests/test_interrupt.py) run the real console entry.
    """
    from krverify.cli import main

    def run(*args: str) -> tuple[int, str, str]:
        try:
            status = main(list(args))
        except SystemExit as stop:
            status = stop.code
        captured = capsys.readouterr()
        return status, captured.out, captured.err

    return run


PROOFS = Path(__file__).resolve().parents[1] / "proofs"


@pytest.fixture(scope="session")
def checked():
    """``krverify check`` once per test run: every registered claim decided afresh (two worker processes on the
    2-core machine) and compared with the committed ledger exactly as the command compares it (verdicts,
    statements and their digests, domains, points, sweep digests, certificates, readings, witnesses, findings,
    faithfulness and registry rules).  Its ``ok`` is the command's exit status."""
    from krverify.engine import workflow

    return workflow.check(PROOFS)


@pytest.fixture(scope="session")
def dask_cluster():
    """A Dask LocalCluster of two single-threaded worker processes on loopback, no dashboard, shared by the tests
    that compute on a cluster (tests/engine/test_distributed.py, tests/test_practitioner.py): started once."""
    from distributed import LocalCluster

    with LocalCluster(host="127.0.0.1", n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as local_cluster:
        yield local_cluster
