"""The deep evidence in proofs/deep checked without re-sweeping (standard library only).

``krverify check --depth N`` sweeps some claims at sizes the default check leaves out and records each sweep
(:mod:`krverify.engine.deep`).  Here every recorded sweep is checked for its shape (the fields of its kind, whole
numbers, a 64-hex digest where it was completed, a verdict that follows from its failures or its witness), for
what it saw of the ledger (``seen``: record.deep_seen of the entry it swept, so a sweep of another statement or
another checker's values is stale), for its agreement with the ledger (a deeper domain contains the default one:
a sweep refuting an upheld entry, or upholding a refuted one, is a contradiction), and for its witness: a refuted
sweep's counterexample is re-evaluated by the entry's own formula (the ledger's text) when it has one.
The manifest pins the files' bytes (``deep``: name -> SHA-256), so a deleted, added or edited file is named.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from . import record as records
from .enclosures import Enclosure, refutes
from .exact import holds

__all__ = ["check_deep", "pin_problems", "read_sweeps"]

#: The fields of each kind of deep sweep (besides an optional counterexample of a refuted wide sweep).
_FIELDS = {
    "N": {"claim", "N", "q", "points", "failures", "boundary_equalities", "digest", "verdict", "seen"},
    "grid": {"claim", "grid", "factors", "products", "points", "failures", "equalities", "digest", "verdict", "seen"},
    "wide": {"claim", "domain", "points", "outside_hypotheses", "digest", "verdict", "seen"},
}
_COUNTS = ("N", "points", "failures", "boundary_equalities", "factors", "products", "equalities", "outside_hypotheses")


def read_sweeps(path: Path) -> tuple[list[dict[str, Any]], str]:
    """(the sweeps of a deep evidence file, '') or ([], why it is unreadable)."""
    try:
        sweeps = json.loads(path.read_text(encoding="utf-8"))["sweeps"]
        if not isinstance(sweeps, list) or not all(isinstance(s, dict) for s in sweeps):
            raise TypeError("'sweeps' is not a list of objects")
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, RecursionError) as error:
        return [], f"unreadable deep evidence ({type(error).__name__}: {str(error)[:120]})"
    return sweeps, ""


def _hex(text: object) -> bool:
    return isinstance(text, str) and len(text) == 64 and all(c in "0123456789abcdef" for c in text)


def _shape_problem(kind: str, swept: Mapping[str, Any]) -> str:
    fields = set(swept) - ({"counterexample"} if kind == "wide" else set())
    if fields != _FIELDS[kind]:
        return f"fields {sorted(fields)} are not {sorted(_FIELDS[kind])}"
    if not all(isinstance(swept[key], int) and not isinstance(swept[key], bool) and swept[key] >= 0
               for key in _COUNTS if key in swept):
        return "a count is not a whole number"
    refuted = swept.get("counterexample") is not None if kind == "wide" else swept["failures"] > 0
    if swept["verdict"] != ("refuted" if refuted else "verified"):
        return f"verdict {swept['verdict']!r} does not follow from its {'witness' if kind == 'wide' else 'failures'}"
    if not _hex(swept["seen"]):
        return "'seen' is not a SHA-256 hex digest"
    if not _hex(swept["digest"]) and not (kind == "wide" and refuted and swept["digest"] == ""):
        return "the digest is not a SHA-256 hex digest"
    return ""


def _witness_problem(swept: Mapping[str, Any], spec: Any) -> str:
    """'' if the independent formula, at the deep witness, fails the printed relation."""
    left, relation, right = spec.sides(dict(swept["counterexample"]))
    if isinstance(left, Enclosure) or isinstance(right, Enclosure):
        fails = refutes(Enclosure.of(left), relation, Enclosure.of(right))
    else:
        fails = not holds(left, relation, right)
    return "" if fails else f"the independent formula at the deep witness {swept['counterexample']} holds"


def check_deep(directory: Path, entries: Mapping[str, Mapping[str, Any]], formulas: Mapping[str, Any]
               ) -> tuple[dict[str, int], list[str]]:
    """({"deep witnesses": re-derived, "deep sweeps (trusted)": n}, problems) for proofs/deep (``entries``: the
    ledger's records and corrections by id; ``formulas``: the entries' own formulas, by id)."""
    counts, problems = {"deep witnesses": 0, "deep sweeps (trusted)": 0}, []
    for path in sorted((directory / "deep").glob("*.json")):
        sweeps, unreadable = read_sweeps(path)
        if unreadable:
            problems.append(f"deep/{path.name}: {unreadable}")
            continue
        for index, swept in enumerate(sweeps):
            kind = "wide" if path.name == "wide.json" else "grid" if "grid" in swept else "N"
            where = f"deep/{path.name} sweeps[{index}] ({swept.get('claim')})"
            problem = _shape_problem(kind, swept)
            entry = entries.get(str(swept.get("claim")))
            if not problem and entry is None:
                problem = "sweeps a claim the ledger does not hold"
            if not problem and swept["seen"] != records.deep_seen(entry):
                problem = "was swept against another record of its claim (statement or default evidence changed)"
            if not problem and (swept["verdict"] == "refuted") != (records.verdict(entry) == "refuted"):
                problem = (f"is {swept['verdict']} at the deeper sizes and {records.verdict(entry)} in the ledger "
                           "(a deeper domain contains the default one)")
            if not problem and swept["verdict"] == "refuted" and kind == "wide" and swept["claim"] in formulas:
                try:
                    problem = _witness_problem(swept, formulas[swept["claim"]])
                except (ValueError, KeyError, TypeError, IndexError, AttributeError, ZeroDivisionError) as error:
                    problem = f"its witness cannot be evaluated ({type(error).__name__}: {str(error)[:120]})"
                counts["deep witnesses"] += not problem
            else:
                counts["deep sweeps (trusted)"] += 1
            if problem:
                problems.append(f"{where}: {problem}")
    return counts, problems


def pin_problems(directory: Path, pins: object) -> list[str]:
    """The deep evidence's files against the manifest's pins (name -> SHA-256 of the bytes)."""
    if not isinstance(pins, dict):
        return ["manifest: 'deep' does not pin the deep evidence (name -> SHA-256)"]
    found = {path.name: hashlib.sha256(path.read_bytes()).hexdigest()
             for path in sorted((directory / "deep").glob("*.json"))}
    problems = [f"deep/{name}: pinned by the manifest but missing" for name in pins if name not in found]
    problems += [f"deep/{name}: not pinned by the manifest (an added file)" for name in found if name not in pins]
    problems += [f"deep/{name}: its bytes are not the ones the manifest pins (edited since 'check --depth N --write')"
                 for name, digest in found.items() if name in pins and pins[name] != digest]
    return problems
