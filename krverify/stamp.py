"""The ledger's stamp: which code, with which libraries, decided the ledger in ``proofs/``.

``krverify check --write`` decides every claim and writes the ledger; it then writes ``proofs/ledger.stamp``:
a SHA-256 of every ``krverify/**/*.py`` source file (taken when deciding began, and the stamp is not written if
they changed meanwhile), the versions of Python (major.minor) and of the libraries that decide (hypothesis,
sympy, mpmath, python-flint), the examples per claim, and a SHA-256 of the ledger files it wrote.  Deciding is
deterministic (seeded searches that draw no constants from local source, exhaustive sweeps, no example
database), so while the stamp matches — the same sources, the same libraries, the ledger untouched since —
deciding afresh reproduces the ledger byte for byte.  The test suite uses that as a cache: its full-ledger
tests are skipped while the stamp matches and decide every claim afresh when it does not (any edit to a
source file, a library upgrade, a hand-edited ledger); a sample is decided afresh on every run.  A check on a
cluster (``--scheduler``) writes no stamp: its workers may run other code.  ``krverify check`` never uses the
stamp: it always decides.

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
    found = {"python": ".".join(platform.python_version_tuple()[:2])}  # 3.11: patch releases keep arithmetic
    for library in _LIBRARIES:
        try:
            found[library] = version(library)
        except PackageNotFoundError:
            found[library] = "missing"
    return found


def stamp_of(proofs: Path, *, examples: int, source: str | None = None) -> dict[str, Any]:
    """The stamp the current sources (or the given ``source`` digest), libraries and the ledger in ``proofs``
    would carry."""
    return {"source": source_digest() if source is None else source, "versions": _versions(),
            "examples": examples, "ledger": _ledger_digest(proofs)}


def write_stamp(proofs: Path, *, examples: int, source: str) -> Path | None:
    """Stamp the ledger just written in ``proofs`` (atomically) as decided by the sources whose digest was
    ``source`` when deciding began; if they changed meanwhile, remove any stamp instead (None): the ledger
    may mix old and new code."""
    from krverify.ledger import atomic_write

    path = Path(proofs) / STAMP_NAME
    if source_digest() != source:
        path.unlink(missing_ok=True)
        return None
    atomic_write(path, json.dumps(stamp_of(proofs, examples=examples, source=source), indent=2,
                                  sort_keys=True) + "\n")
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
