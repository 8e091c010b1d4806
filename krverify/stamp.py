"""The ledger's stamp: which code, with which libraries, decided the ledger in ``proofs/``.

``krverify check --write`` decides every claim and writes the ledger; it then writes ``proofs/ledger.stamp``,
a SHA-256 of every ``krverify/**/*.py`` source file, the versions of Python and of the libraries that decide
(hypothesis, sympy, mpmath, python-flint), the examples per claim, and a SHA-256 of the ledger files it wrote.
Deciding is deterministic (seeded searches, exhaustive sweeps, no example database), so while the stamp
matches — the same sources, the same libraries, the ledger untouched since — deciding afresh reproduces the
ledger byte for byte.  The test suite uses that as a cache: its full-ledger tests read the ledger when the
stamp matches and decide every claim afresh when it does not (any edit to a source file, a library upgrade, a
hand-edited ledger).  ``krverify check`` never uses the stamp: it always decides.

>>> current = stamp_of(Path("no-such-directory"), examples=100)
>>> sorted(current)
['examples', 'ledger', 'source', 'versions']
>>> matches(Path("no-such-directory"), examples=100)
False
"""

from __future__ import annotations

import hashlib
import json
import platform
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

__all__ = ["STAMP_NAME", "matches", "read_stamp", "source_digest", "stamp_of", "write_stamp"]

#: The stamp's file name inside the ledger directory (not ``*.json``: the ledger files are those).
STAMP_NAME = "ledger.stamp"

#: The libraries whose behaviour decides verdicts and witnesses.
_LIBRARIES = ("hypothesis", "sympy", "mpmath", "python-flint")


def source_digest(package: Path | None = None) -> str:
    """SHA-256 over every ``*.py`` file of the package (relative path and bytes, in sorted order)."""
    root = Path(package) if package is not None else Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _ledger_digest(proofs: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(Path(proofs).glob("*.json")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _versions() -> dict[str, str]:
    found = {"python": platform.python_version()}
    for library in _LIBRARIES:
        try:
            found[library] = version(library)
        except PackageNotFoundError:
            found[library] = "missing"
    return found


def stamp_of(proofs: Path, *, examples: int) -> dict[str, Any]:
    """The stamp the current sources, libraries and the ledger in ``proofs`` would carry."""
    return {"source": source_digest(), "versions": _versions(), "examples": examples,
            "ledger": _ledger_digest(proofs)}


def write_stamp(proofs: Path, *, examples: int) -> Path:
    """Stamp the ledger just written in ``proofs`` (atomically)."""
    from krverify.ledger import atomic_write

    path = Path(proofs) / STAMP_NAME
    atomic_write(path, json.dumps(stamp_of(proofs, examples=examples), indent=2, sort_keys=True) + "\n")
    return path


def read_stamp(proofs: Path) -> dict[str, Any] | None:
    """The recorded stamp, or None (missing or unreadable)."""
    try:
        stamp = json.loads((Path(proofs) / STAMP_NAME).read_text())
    except (OSError, ValueError):
        return None
    return stamp if isinstance(stamp, dict) else None


def matches(proofs: Path, *, examples: int) -> bool:
    """Whether the ledger in ``proofs`` is what the current code decides (its stamp equals the current one)."""
    recorded = read_stamp(proofs)
    return recorded is not None and recorded == stamp_of(proofs, examples=examples)
