"""Test configuration: hypothesis is derandomized and database-free in CI."""

import json
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.register_profile("dev", database=None, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_configure(config):
    """On a machine without Debian's chromium or TeX, start installing them as the run starts (tests/_debian.py), in
    the process that runs the session (xdist's controller, or the only process): the downloads then overlap the
    tests instead of holding up the report's tests that need them.  Only for a run that includes
    tests/test_report.py."""
    if hasattr(config, "workerinput") or config.option.collectonly or not _runs(config, REPORT_TESTS):
        return
    from tests._debian import install_in_background

    _BACKGROUND.append(install_in_background())  # kept: the process is reaped, not dropped while it runs


_BACKGROUND: list = []
REPORT_TESTS = Path(__file__).resolve().parent / "test_report.py"


def _runs(config, path: Path) -> bool:
    """Whether the run's arguments (none: the rootdir's testpaths) include ``path``."""
    arguments = [argument.split("::")[0] for argument in config.args] or [str(config.rootpath)]
    for argument in arguments:
        given = (config.invocation_params.dir / argument).resolve()
        if given == path or given in path.parents:
            return True
    return False


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(config, items):
    """The suite runs on two xdist workers (pyproject's addopts ``-n 2 --dist loadgroup``); a group runs on one.

    Every test that uses :func:`checked` (the whole ledger decided once, ~90 s) is in one group, so the check runs
    once per run, and so is every test on :func:`dask_cluster` (one cluster) and every test that runs the kernel on
    the committed ledger or a copy of it (:data:`KERNEL_MEMO_FIXTURES`: one memo, so ``verify-certs`` re-derives
    the committed entries once per run, not once per file); every other test is grouped with its
    file, so module fixtures are built once, except a test marked ``own_group`` (a long one split in shards, which
    the two workers share).  ``-n 0`` runs the
    suite in one process as before (the groups are then ignored)."""
    for item in items:
        fixtures = getattr(item, "fixturenames", ())
        group = ("checked ledger" if "checked" in fixtures else "dask cluster" if "dask_cluster" in fixtures
                 else "kernel memo" if KERNEL_MEMO_FIXTURES & set(fixtures)
                 else item.nodeid if item.get_closest_marker("own_group") else item.nodeid.split("::")[0])
        item.add_marker(pytest.mark.xdist_group(group))
        item.stash[_GROUP] = group
    # the longest groups are handed out first (xdist gives groups to the workers in collection order), so no long
    # group starts last while the other worker idles: the ledger check, the formula re-sweep shards, then LONG_FILES
    items.sort(key=lambda item: (0 if item.stash[_GROUP] in ("checked ledger", "kernel memo") else
                                 1 if item.get_closest_marker("own_group") else
                                 2 if item.stash[_GROUP] in LONG_FILES else 3))


_GROUP = pytest.StashKey[str]()
#: Files whose tests take 20-60 s together (measured with --durations): scheduled before the many short files.
LONG_FILES = ("tests/quality/test_false_variants.py", "tests/test_report.py", "tests/test_tables.py",
              "tests/test_determinism.py", "tests/test_certify.py", "tests/model/test_aligned.py",
              "tests/engine/test_deep.py", "tests/test_cli.py")


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
    """``krverify check`` once per test run: every registered claim decided afresh and compared with the committed
    ledger exactly as the command compares it (verdicts, statements and their digests, domains, points, sweep
    digests, certificates, readings, witnesses, findings, faithfulness and registry rules).
    Its ``ok`` is the command's exit status.

    One process (``jobs=1``): the other xdist worker keeps the second core busy, and two job processes beside it
    oversubscribed the two cores (measured: the whole suite 504 s with two, 439 s with one).  The records do not
    depend on ``jobs``; tests/test_determinism.py checks one job against two."""
    from krverify.engine import workflow

    return workflow.check(PROOFS, jobs=1)


#: Tests on these fixtures run the kernel on the committed ledger (or a copy): one xdist group, one memo.
KERNEL_MEMO_FIXTURES = {"committed_certs", "proofs_copy", "kernel_memo"}

_ENTRY_PROBLEMS: dict[tuple, list[str]] = {}
_TABLE_PROBLEMS: dict[str, tuple] = {}


def _memoize_the_kernel(patch: pytest.MonkeyPatch) -> None:
    """Patch the checker's :func:`~krverify.certify.checker.check_entry` and
    :func:`~krverify.certify.checker.check_table` (pure functions of their data: an entry, and for a proved entry
    the proved entries a composed proof may rest on; a table with its grid) so that an argument byte-identical to one
    already checked *in this test run* gets the problems already found; anything else is checked afresh.  The memo
    starts empty in every run (nothing is kept from an earlier commit), and every other check of ``verify-certs``
    (ids, findings, manifest, deep evidence) runs in full.
    ``tests/test_certify.py::test_the_memo_re_checks_a_tampered_entry`` shows the memo does not hide a tamper."""
    from krverify.certify import checker

    check_entry, check_table = _UNPATCHED.setdefault("kernel", (checker.check_entry, checker.check_table))
    proved_keys: dict[int, tuple[object, str]] = {}

    def proved_key(proved):
        if proved is None:
            return ""
        kept = proved_keys.get(id(proved))
        if kept is None or kept[0] is not proved:
            kept = proved_keys[id(proved)] = (proved, json.dumps(proved, sort_keys=True, default=repr))
        return kept[1]

    def memo_entry(record, *, is_correction=False, proved=None):
        text = json.dumps(record, sort_keys=True)
        # the proved entries matter only to a proved entry (a composed proof rests on them): else left out of the key
        key = (text, is_correction, proved_key(proved) if '"verdict": "proved"' in text else "")
        if key not in _ENTRY_PROBLEMS:
            _ENTRY_PROBLEMS[key] = check_entry(record, is_correction=is_correction, proved=proved)
        return list(_ENTRY_PROBLEMS[key])

    def memo_table(payload, grid):
        key = json.dumps([payload, grid], sort_keys=True, default=repr)
        if key not in _TABLE_PROBLEMS:
            _TABLE_PROBLEMS[key] = check_table(payload, grid)
        rederived, trusted, found = _TABLE_PROBLEMS[key]
        return rederived, trusted, list(found)

    patch.setattr(checker, "check_entry", memo_entry)
    patch.setattr(checker, "check_table", memo_table)


_UNPATCHED: dict[str, tuple] = {}  # the checker's own functions, taken before the first patch


@pytest.fixture(scope="session")
def committed_certs():
    """``krverify verify-certs proofs`` once per test run: (tally, problems) of :func:`krverify.ledger.verify` (the
    kernel's checks and the editorial rules) on the committed ledger, through the kernel memo (its group's process
    checks each committed entry once: here, or in a tamper test that ran first)."""
    from krverify.ledger import verify

    with pytest.MonkeyPatch.context() as patch:
        _memoize_the_kernel(patch)
        return verify(PROOFS)


@pytest.fixture
def kernel_memo(monkeypatch):
    """The checker answers byte-identical entries from this run's memo (see :func:`_memoize_the_kernel`): for a
    test that runs ``verify-certs`` on the committed ledger for what the command prints, not to re-derive it."""
    _memoize_the_kernel(monkeypatch)


@pytest.fixture
def proofs_copy(tmp_path, kernel_memo):
    """A copy of the committed ledger to tamper with, and a checker that re-checks only what the tamper changed.

    ``verify-certs`` on a copy re-runs every entry's check (about 30 s); a tamper test needs the tampered entry's:
    the kernel memo (:func:`kernel_memo`) answers the untouched entries.
    """
    target = tmp_path / "proofs"
    shutil.copytree(PROOFS, target)
    return target


@pytest.fixture(scope="session")
def dask_cluster():
    """A Dask LocalCluster of two single-threaded worker processes on loopback, no dashboard, shared by the tests
    that compute on a cluster (tests/engine/test_distributed.py, tests/test_practitioner.py): started once."""
    from distributed import LocalCluster

    with LocalCluster(host="127.0.0.1", n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as local_cluster:
        yield local_cluster
