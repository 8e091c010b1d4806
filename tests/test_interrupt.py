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


def _wait_for_workers(session: int, timeout: float = 120) -> None:
    """Until the command started in ``session`` has worker processes (``check`` starts them to decide the claims)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        members = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:  # the session id: field 6 of /proc/PID/stat, the fourth after the command name in parentheses
                members += int(stat.read_text().rsplit(")", 1)[1].split()[3]) == session
            except (OSError, IndexError, ValueError):
                continue
        if members > 1:
            return
        time.sleep(0.2)
    raise AssertionError(f"no worker processes after {timeout} s")


@pytest.mark.skipif(os.name != "posix", reason="process groups and SIGINT")
def test_ctrl_c_stops_cleanly(tmp_path):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    before = {p.name: p.read_bytes() for p in proofs.rglob("*") if p.is_file()}
    process = subprocess.Popen(
        [sys.executable, "-m", "krverify.cli", "check", "--write", "--jobs", "2", "--proofs", str(proofs)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=_default_sigint)
    _wait_for_workers(process.pid)  # deciding has begun (a fixed sleep was too short on a loaded machine)
    time.sleep(1)
    os.killpg(process.pid, signal.SIGINT)  # what a terminal's Ctrl-C does: the whole foreground group
    _, err = process.communicate(timeout=120)
    assert process.returncode == 130
    assert "Traceback" not in err
    assert [line for line in err.splitlines() if line.strip()] == [
        line for line in err.splitlines() if "interrupted while deciding" in line]
    assert {p.name: p.read_bytes() for p in proofs.rglob("*") if p.is_file()} == before


@pytest.mark.skipif(os.name != "posix", reason="process groups and SIGINT")
def test_ctrl_c_during_delta_prints_the_enclosure_reached():
    """Issue 23 (3): N = 10^8, q = 1/4, e^ε = 2501/2500 (the issue's case) runs its branch and bound for about 20 s;
    Ctrl-C after 4 s prints the enclosure so far and exits 0.  The enclosure must contain max_m δ_m ≈ 7.8229523e-9,
    from a second method: scipy.stats.binom in binary floats (δ_0 = 7.8229515e-9, δ_1 = 7.8229523e-9, the pmfs on
    ±12 sd convolved with the changed record's two laws)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "krverify.cli", "delta", "--N", "100000000", "--q", "1/4", "--exp-eps", "2501/2500",
         "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        preexec_fn=_default_sigint)
    time.sleep(4)
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0 and "Traceback" not in err
    import json

    payload = json.loads(out)
    assert payload["interrupted"] is True and payload["converged"] is False
    assert float(payload["delta_lower"]) <= 7.822953e-9 and float(payload["delta_upper"]) >= 7.822952e-9


def test_an_interrupted_bisection_keeps_its_certified_pair():
    """bisect_rational with a stop: a Ctrl-C inside the third decision returns the pair reached, which still has
    meets(above) and not meets(below) (here meets(x) = x >= 1/3 on [0, 1])."""
    from fractions import Fraction

    from krverify.model.hockey_stick import _Stop, bisect_rational

    calls = {"n": 0}

    def meets(x: Fraction) -> bool:
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return x >= Fraction(1, 3)
    stop = _Stop(None)
    below, above = bisect_rational(meets, Fraction(0), Fraction(1), lambda a, b: b - a < Fraction(1, 10**6),
                                   lambda a, b: (a + b) / 2, stop)
    assert stop.interrupted and below < Fraction(1, 3) <= above and (below, above) == (Fraction(1, 4), Fraction(1, 2))
    with pytest.raises(KeyboardInterrupt):  # without a stop the interrupt is the caller's
        calls["n"] = 0
        bisect_rational(meets, Fraction(0), Fraction(1), lambda a, b: False, lambda a, b: (a + b) / 2)
