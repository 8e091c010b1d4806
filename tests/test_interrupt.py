"""Ctrl-C during a parallel check: one line naming the claim, exit 130, no traceback, ledger untouched.

The test passes however the suite is started: a run under nohup or as a background job inherits an ignored
SIGINT, which the child would keep (and Python installs no KeyboardInterrupt handler for an ignored SIGINT),
so the child is started with the default disposition, as a terminal's foreground job has it.
"""

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.skipif(os.name != "posix", reason="process groups and SIGINT")
def test_ctrl_c_stops_cleanly(tmp_path):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    before = {p.name: p.read_bytes() for p in proofs.rglob("*") if p.is_file()}
    process = subprocess.Popen(
        [sys.executable, "-m", "krverify.cli", "check", "--write", "--jobs", "2", "--proofs", str(proofs)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=_default_sigint)
    time.sleep(4)
    os.killpg(process.pid, signal.SIGINT)  # what a terminal's Ctrl-C does: the whole foreground group
    _, err = process.communicate(timeout=120)
    assert process.returncode == 130
    assert "Traceback" not in err
    assert [line for line in err.splitlines() if line.strip()] == [
        line for line in err.splitlines() if "interrupted while deciding" in line]
    assert {p.name: p.read_bytes() for p in proofs.rglob("*") if p.is_file()} == before
