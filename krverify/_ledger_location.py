"""Which ledger a command reads when ``--proofs`` is not given (stdlib only; the commands resolve it at run time).

``./proofs`` when it exists.  Otherwise the ledger that came with the package, so that ``krverify check`` works
from any directory after ``pip install``: pyproject.toml's ``[tool.setuptools.data-files]`` installs proofs/ as
``share/krverify/proofs`` under the install scheme's data directory (the venv, ``sys.prefix``, or ``~/.local``
for ``pip install --user``); a krverify imported from a source checkout (an editable install) uses that
checkout's proofs/, the live ledger, instead.  One line on stderr says which ledger is used, and a command that
would write into it is refused: krverify never writes into a ledger it was not pointed at.  With neither, the
command reads ``./proofs`` and reports its absence as before.  An explicit ``--proofs DIR`` is never replaced.
"""

from __future__ import annotations

import sys
import sysconfig
from pathlib import Path
from typing import NamedTuple

from krverify.errors import LedgerError

__all__ = ["DATA_SUBDIR", "LOCAL", "Fallback", "installed_proofs", "resolve_proofs"]

#: The default ledger directory, relative to the working directory.
LOCAL = Path("proofs")

#: Where the wheel puts the ledger, relative to the data directory of the install scheme (pyproject.toml).
DATA_SUBDIR = Path("share", "krverify", "proofs")

#: The directory holding the krverify package: a source checkout (an editable install) has pyproject.toml here.
_PACKAGE_PARENT = Path(__file__).resolve().parents[1]


class Fallback(NamedTuple):
    """A ledger found outside the working directory: where, and what it is (for the one line on stderr)."""

    path: Path
    origin: str


def _is_ledger(directory: Path) -> bool:
    return directory.is_dir() and any(directory.glob("*.json"))


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("krverify")
    except PackageNotFoundError:
        return "(version unknown)"


def _recorded_ledger() -> Path | None:
    """The ledger directory pip recorded in the installed distribution's RECORD (whatever the scheme: a venv,
    ``--user``, ``--prefix``), or None."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        installed = distribution("krverify")
    except PackageNotFoundError:
        return None
    for file in installed.files or []:
        if file.suffix == ".json" and ("/" + file.as_posix()).endswith(f"/{DATA_SUBDIR.as_posix()}/{file.name}"):
            return Path(installed.locate_file(file)).resolve().parent
    return None


def installed_proofs() -> Fallback | None:
    """The ledger that came with the package, or None.

    In order: the source checkout krverify is imported from (pyproject.toml beside krverify/ and a proofs/ with
    ledger files); the directory pip recorded when it installed the wheel; ``share/krverify/proofs`` under the
    data directory of the default and of the user install scheme.
    """
    if (_PACKAGE_PARENT / "pyproject.toml").is_file() and _is_ledger(_PACKAGE_PARENT / LOCAL):
        return Fallback(_PACKAGE_PARENT / LOCAL, "of the source checkout krverify runs from")
    schemes = [sysconfig.get_default_scheme(), sysconfig.get_preferred_scheme("user")]
    candidates = [_recorded_ledger(), *(Path(sysconfig.get_path("data", scheme)) / DATA_SUBDIR for scheme in schemes)]
    for candidate in candidates:
        if candidate is not None and _is_ledger(candidate):
            return Fallback(candidate, f"installed with krverify {_version()}")
    return None


def resolve_proofs(given: Path | None, *, writes: str | None = None) -> Path:
    """The ledger directory of a command whose ``--proofs`` is ``given`` (None: not given).

    ``given`` is returned as it is; else ``./proofs`` if it is a directory; else :func:`installed_proofs`,
    announced by one line on stderr — unless the command would write into it: ``writes`` then says what the
    user must pass instead (e.g. ``"--write needs --proofs DIR"``) and :class:`~krverify.errors.LedgerError`
    is raised; else ``./proofs``, whose absence the command reports as it always has.
    """
    if given is not None:
        return given
    if LOCAL.is_dir():
        return LOCAL
    fallback = installed_proofs()
    if fallback is None:
        return LOCAL
    if writes is not None:
        raise LedgerError(f"{writes} here: there is no ./proofs, and krverify does not write into the ledger "
                          f"{fallback.origin} at {fallback.path}")
    print(f"krverify: no ./proofs here; using the ledger {fallback.origin} at {fallback.path}", file=sys.stderr)
    return fallback.path
