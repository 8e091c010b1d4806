"""Debian's chromium and TeX for the report's tests, installed with apt-get when missing and the tests run as root.

A fresh machine has neither: installing them takes minutes of downloads during which nothing runs on the CPU.  So
the run starts the installation in the background as it starts (:func:`install_in_background`, from
tests/conftest.py), while the ledger is decided; a test that needs a tool waits for it (:func:`tools`).  Every
apt-get, the background one and a test's own, runs under one lock file (``flock``), so no two of them meet dpkg's
lock, and a test whose tool is still missing after the background installation tries its own.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

#: Debian's TeX packages the erratum test needs (LaTeX, LuaTeX, the standard fonts, pdftotext), and its tools.
TEX_PACKAGES = ("texlive-latex-base", "texlive-latex-recommended", "texlive-luatex", "texlive-fonts-recommended",
                "poppler-utils")
TEX_TOOLS = ("pdflatex", "lualatex", "pdftotext")
#: (tools, the apt-get install arguments that provide them)
CHROMIUM = (("chromium",), ("chromium",))
TEX = (TEX_TOOLS, ("--no-install-recommends", *TEX_PACKAGES))

LOCK = Path("/tmp/krverify-apt.lock")
LOG = Path("/tmp/krverify-apt.log")
#: How long a test waits for apt-get (the background installation or its own), in seconds.
PATIENCE = 1800


def _can_install() -> bool:
    return os.geteuid() == 0 and shutil.which("apt-get") is not None


def _missing(needs: Sequence[tuple[Sequence[str], Sequence[str]]]) -> list[tuple[Sequence[str], Sequence[str]]]:
    return [(names, packages) for names, packages in needs if not all(shutil.which(name) for name in names)]


def _script(packages: Sequence[str]) -> str:
    """Install, and where that fails (a fresh machine has no package lists) update the lists and install again."""
    words = " ".join(packages)
    return f"apt-get install -y -q {words} || {{ apt-get update -q && apt-get install -y -q {words}; }}"


def install_in_background(needs: Sequence[tuple[Sequence[str], Sequence[str]]] = (CHROMIUM, TEX), *,
                          lock: Path = LOCK, log: Path = LOG) -> subprocess.Popen | None:
    """Start installing what ``needs`` lacks, holding ``lock`` until apt-get is done; None if nothing is missing or
    this process cannot install.  The lock is taken here, before the process starts, so a test that asks for a
    tool a moment later waits for it."""
    missing = _missing(needs)
    if not missing or not _can_install():
        return None
    handle = os.open(lock, os.O_RDWR | os.O_CREAT, 0o666)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:  # another run is installing: its tests and ours wait on the same lock
        os.close(handle)
        return None
    script = " ; ".join(_script(packages) for _, packages in missing)
    with log.open("w") as output:
        process = subprocess.Popen(["sh", "-c", script], stdin=subprocess.DEVNULL, stdout=output,
                                   stderr=subprocess.STDOUT, pass_fds=(handle,), start_new_session=True,
                                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
    os.close(handle)  # the child's copy holds the lock until it ends
    return process


def tools(names: Sequence[str], packages: Sequence[str], *, lock: Path = LOCK) -> str | None:
    """The first of ``names`` found, after waiting for any installation under ``lock``; if still missing, installed
    here (as root); None if that fails too."""
    found = _first(names)
    if found is not None or not _can_install():
        return found
    handle = os.open(lock, os.O_RDWR | os.O_CREAT, 0o666)
    try:
        deadline = time.monotonic() + PATIENCE
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError:
                if time.monotonic() > deadline:
                    return _first(names)
                time.sleep(1)
        if _first(names) is None:
            subprocess.run(["sh", "-c", _script(packages)], capture_output=True, timeout=PATIENCE,
                           env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"})
        return _first(names)
    finally:
        os.close(handle)


def _first(names: Sequence[str]) -> str | None:
    found = [shutil.which(name) for name in names]
    return found[0] if all(found) else None
