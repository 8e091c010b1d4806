"""The background installation of Debian's tools (tests/_debian.py), with a stand-in apt-get that takes a second."""

import os
import time

import pytest

from tests import _debian

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="apt-get is only run as root")

FAKE_APT = """#!/bin/sh
echo "$@" >> "$CALLS"
case "$*" in *install*) sleep 1; printf '#!/bin/sh\\n' > "$BIN/faketool"; chmod +x "$BIN/faketool";; esac
"""


@pytest.fixture
def fake_apt(tmp_path, monkeypatch):
    """A PATH whose apt-get writes its arguments to ``calls`` and, a second later, installs ``faketool``."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "apt-get").write_text(FAKE_APT)
    (bin_dir / "apt-get").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    monkeypatch.setenv("BIN", str(bin_dir))
    monkeypatch.setenv("CALLS", str(tmp_path / "calls"))
    return tmp_path


def test_a_test_waits_for_the_background_installation_instead_of_starting_its_own(fake_apt):
    """Planted: without the lock taken before the background apt-get starts (or without the wait), the test finds no
    tool and runs apt-get a second time."""
    lock, need = fake_apt / "apt.lock", (("faketool",), ("fakepkg",))
    started = time.monotonic()
    process = _debian.install_in_background([need], lock=lock, log=fake_apt / "apt.log")
    assert process is not None
    found = _debian.tools(*need, lock=lock)
    assert found == str(fake_apt / "bin" / "faketool") and time.monotonic() - started >= 1
    assert (fake_apt / "calls").read_text().splitlines() == ["install -y -q fakepkg"]
    assert process.wait(timeout=10) == 0
    assert _debian.install_in_background([need], lock=lock, log=fake_apt / "apt.log") is None  # nothing missing


def test_a_tool_the_background_did_not_install_is_installed_by_the_test(fake_apt):
    found = _debian.tools(("faketool",), ("fakepkg",), lock=fake_apt / "apt.lock")
    assert found == str(fake_apt / "bin" / "faketool")
    assert (fake_apt / "calls").read_text().splitlines() == ["install -y -q fakepkg"]
