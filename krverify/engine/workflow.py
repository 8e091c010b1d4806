"""The check workflow as a library function: decide, compare with the ledger, re-check witnesses.

``krverify check`` is :func:`check` plus printing.  A full check (``claims=None``) decides every registered
claim, requires the findings to partition the refuted records, and compares the verdicts, certificates,
recorded counterexamples and findings with the ledger in ``proofs``; ``write=True`` rewrites the ledger
instead (and, in a source checkout whose ``proofs/`` it is, the checker's manifest).

>>> proofs = Path(records.__file__).resolve().parents[2] / "proofs"   # the checkout's ledger
>>> result = check(proofs, ["000.lemma-4.3"], jobs=1)
>>> result.ok, [r["verdict"] for r in result.records]
(True, ['proved'])
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from krverify import editorial
from krverify._defaults import DEFAULT_EXAMPLES, default_jobs
from krverify.certify import checker
from krverify.certify import record as records
from krverify.claims import Claim, all_claims, get_claim, registry_problems
from krverify.engine.deep import deep_problems
from krverify.engine.parallel import decide_records
from krverify.engine.verdicts import statement_fields, witness_problem
from krverify.errors import InvalidArgument
from krverify.findings import all_findings, partition_problems
from krverify.ledger import (
    Change,
    atomic_write,
    compare,
    compare_findings,
    dump,
    read_findings,
    read_ledger,
    write_ledger,
)
from krverify.model.exact import count, exact_rational

__all__ = ["CheckResult", "check", "checkout_manifest", "deep_pins", "faithfulness_problems", "manifest_document",
           "pin_deep_evidence", "table_changes", "witness_changes"]


@dataclass(frozen=True)
class CheckResult:
    """What a check decided and how it differs from the ledger (``ok`` iff it does not)."""

    records: list[dict[str, Any]]  # the fresh records, in the order decided (registry order for a full check)
    findings: list[dict[str, Any]]  # the registered findings, as ledger entries
    changes: list[Change]  # every difference from the ledger (with write=True: the problems that kept it unwritten)
    full: bool  # every registered claim was decided
    written: list[Path] = field(default_factory=list)  # ledger files written
    manifest: Path | None = None  # the manifest rewritten (write=True in a source checkout)

    @property
    def ok(self) -> bool:
        return not self.changes


def check(proofs: Path, claims: Sequence[str] | None = None, *, jobs: object = None,
          examples: object = DEFAULT_EXAMPLES, write: bool = False, timeout: object = None,
          progress: Callable[[str], None] | None = None, executor: Executor | None = None) -> CheckResult:
    """Decide ``claims`` (ids; None: every registered claim) and compare with, or write, the ledger in ``proofs``.

    ``jobs``: worker processes (default: one per core, at most 4; the records do not depend on it);
    ``examples``: hypothesis examples per claim; ``timeout``: seconds one claim may take (exact text or number),
    beyond which :class:`~krverify.errors.TimedOut` is raised and nothing is written; ``executor``: any
    ``concurrent.futures`` executor to decide the claims on instead of ``jobs`` processes (e.g. a Dask cluster's,
    :func:`krverify.engine.distributed.dask_executor`; the records are the same, and the time limit is then kept
    by awaiting each result, see :mod:`krverify.engine.parallel`).  Bad arguments, an
    unknown claim id and an unreadable ledger raise :class:`~krverify.errors.KrverifyError` before any work.
    """
    examples = count(examples, "examples", minimum=1, maximum=10**6)
    jobs = count(default_jobs() if jobs is None else jobs, "jobs", minimum=1, maximum=64)
    full = claims is None
    selected = all_claims() if claims is None else tuple(dict.fromkeys(_record_of(claim_id) for claim_id in claims))
    ledger = {} if write else read_ledger(proofs)
    limit = None
    if timeout is not None:
        seconds = exact_rational(timeout, "timeout")
        if not 0 < seconds <= 10**6:
            raise InvalidArgument("timeout", timeout, "must be a number of seconds in (0, 10^6]")
        limit = float(seconds)  # a time limit, not a verdict: a float is fine here
    fresh = list(decide_records([claim.id for claim in selected], examples=examples, jobs=jobs, progress=progress,
                                timeout=limit, executor=executor))

    changes: list[Change] = [Change(claim_id, "faithfulness", "a record faithful to the text", problem)
                             for claim_id, problem in faithfulness_problems(fresh)]
    # a finding's witness texts come from the records it quotes: the fresh ones, else the ledger's
    stored = ledger if not write else read_ledger(proofs) if not full and Path(proofs).is_dir() else {}
    # the kernel's rules, as verify-certs applies them: on every record about to be written (re-sweeping it), else
    # on every record that differs from the ledger (one equal to its ledger entry is what verify-certs checks there)
    unchecked = fresh if write else [record for record in fresh if _as_stored(record) != ledger.get(record["id"])]
    changes += [Change(problem.split(":", 1)[0], "kernel check", "accepted by verify-certs", problem.split(": ", 1)[-1])
                for problem in checker.check_records(unchecked, list(stored.values()), sweep=write)]
    quoted = _entries_by_id([*stored.values(), *fresh])
    findings = [finding.as_record(quoted) for finding in all_findings()]
    if full:  # the findings must partition the refuted records; the registry's cross-claim rules hold
        changes += [Change("registry", "rule", "holds", problem) for problem in registry_problems()]
        known = {claim.id for claim in all_claims()}
        changes += [Change("findings", "partition", "every refuted record in one finding", problem)
                    for problem in partition_problems(fresh, known)]
    # a finding's prose names its records' witnesses: every finding of a record decided here (all, in a full check),
    # so 'check --claim ID --write' never writes a witness that a finding's prose contradicts (verify-certs would)
    decided = {str(record["id"]) for record in fresh}
    changes += [Change("findings", "prose", "the prose names its records' witnesses", problem)
                for finding in findings if decided & set(finding["records"])
                for problem in editorial.prose_problems(finding, quoted)]
    if write and changes:  # a record verify-certs would reject, or a broken partition: nothing is written
        return CheckResult(fresh, findings, changes, full)
    if write:
        by_source = {record["source"]: [f for f in findings if record["source"].startswith(f["id"].split(".")[0])]
                     for record in fresh}
        written = write_ledger(proofs, fresh, partial=not full, findings=by_source)
        if full:
            written += write_tables(proofs)
        manifest = checkout_manifest(proofs)
        if manifest is not None:
            atomic_write(manifest, dump(manifest_document(read_ledger(proofs), _pinned(manifest), table_pins(proofs))))
        return CheckResult(fresh, findings, changes, full, written, manifest)
    changes += compare(fresh, ledger) + witness_changes(selected, ledger)
    if full:
        known = {claim.id for claim in selected}
        changes += [Change(claim_id, "claim (no longer registered)", records.verdict(record), None)
                    for claim_id, record in ledger.items() if claim_id not in known]
        changes += compare_findings(findings, read_findings(proofs))
        changes += table_changes(proofs)
        changes += [Change("deep evidence", "comparison", "matches the code and the records", problem)
                    for problem in deep_problems(Path(proofs) / "deep", _entries_by_id(fresh))]
    return CheckResult(fresh, findings, changes, full)


def _record_of(claim_id: str) -> Claim:
    """The claim whose record holds ``claim_id``: the claim itself, or for a correction (``X.corrected``) the claim
    it corrects, whose record carries it (deciding the correction alone would compare it with no record)."""
    claim = get_claim(claim_id)
    return next((parent for parent in all_claims() if parent.correction is claim), claim)


def _as_stored(record: Mapping[str, Any]) -> Any:
    """The record as the ledger file stores it (JSON values: lists for tuples)."""
    return json.loads(json.dumps(record))


def _tables(proofs: Path) -> dict[Path, str]:
    """Each certified table of the ledger (proofs/tables/NAME.json, beside its grid NAME.toml), computed afresh."""
    from krverify.report.tables import render
    from krverify.tables import load_grid, table_rows

    fresh = {}
    for grid_path in sorted((Path(proofs) / "tables").glob("*.toml")):
        grid = load_grid(grid_path)
        fresh[grid_path.with_suffix(".json")] = render(table_rows(grid), "json", grid)
    return fresh


#: The practitioner's table (krverify/practitioner.py) has no grid file: its grid is fixed in the code, and the test
#: suite recomputes it (tests/test_practitioner.py: the cheap rows by default, every row with -m slow).
PRACTITIONER = "practitioner.json"


def table_changes(proofs: Path) -> list[Change]:
    """Every certified table recomputed from its grid and compared with the stored one as text (a table without
    a grid, or a grid without its table, is a change too; the practitioner's table is the tests' to compare)."""
    fresh = _tables(proofs)
    stored = [path for path in sorted((Path(proofs) / "tables").glob("*.json")) if path.name != PRACTITIONER]
    changes = [Change(path.name, "certified table (no grid file beside it)", "a table", None)
               for path in stored if path not in fresh]
    for path, text in fresh.items():
        old = path.read_text(encoding="utf-8") if path.is_file() else None
        if old != text:
            changes.append(Change(path.name, "certified table", "recorded" if old else None,
                                  f"recomputed from {path.with_suffix('.toml').name}"))
    return changes


def write_tables(proofs: Path) -> list[Path]:
    """Rewrite every certified table from its grid (atomically); the paths written."""
    fresh = _tables(proofs)
    for path, text in fresh.items():
        atomic_write(path, text)
    return list(fresh)


def faithfulness_problems(fresh: Sequence[Mapping[str, Any]]) -> list[tuple[str, str]]:
    """(claim id, problem) for every record or correction whose reading does not fit its deviations, whose
    evidence is too weak or skipped points without an added hypothesis, or whose search is weaker than declared
    without a stated reason (krverify/editorial.py, certify/record.py)."""
    problems = []
    for record in fresh:
        for entry in records.entries(record):
            found = (editorial.reading_problems(entry, is_correction=entry is not record)
                     + editorial.hypotheses_problems(entry) + records.strength_problems(entry)
                     + records.search_problems(entry))
            problems += [(str(entry.get("id")), problem) for problem in found]
    return problems


def _entries_by_id(ledger: Sequence[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    """Records and corrections by id (later ones win: fresh records after the stored ones)."""
    return {str(entry.get("id")): entry for record in ledger for entry in records.entries(record)}


def witness_changes(claims: Sequence[Claim], ledger: Mapping[str, Mapping[str, Any]]) -> list[Change]:
    """Every refuted entry's recorded counterexample must still refute its claim, with the recorded sides."""
    changes = []
    for claim in claims:
        entry = ledger.get(claim.id)
        if entry is None:
            continue
        for decided, recorded in ((claim, entry), (claim.correction, records.correction(entry))):
            if decided is None or recorded is None or records.verdict(recorded) != "refuted":
                continue
            evidence = records.evidence(recorded)
            problem = witness_problem(decided, dict(evidence)) if isinstance(evidence, Mapping) else "malformed"
            if problem:
                changes.append(Change(decided.id, "recorded counterexample", "a counterexample", problem))
    return changes


def checkout_manifest(proofs: Path) -> Path | None:
    """krverify/certify/manifest.json when the package lives in a source checkout (pyproject.toml two levels
    above krverify/certify) and ``proofs`` is that checkout's proofs/; else None (an installed package, or a
    ledger written elsewhere, leaves the manifest alone)."""
    certify = Path(records.__file__).resolve().parent
    root = certify.parents[1]
    if (root / "pyproject.toml").is_file() and Path(proofs).resolve() == (root / "proofs").resolve():
        return certify / "manifest.json"
    return None


def deep_pins(proofs: Path) -> dict[str, str]:
    """proofs/deep's files by name, each with the SHA-256 of its bytes (what the manifest pins of them)."""
    return {path.name: hashlib.sha256(path.read_bytes()).hexdigest()
            for path in sorted((Path(proofs) / "deep").glob("*.json"))}


def _pinned(manifest: Path) -> dict[str, str]:
    """The deep evidence the manifest pins now ({} when there is none)."""
    try:
        return dict(json.loads(manifest.read_text(encoding="utf-8")).get("deep", {}))
    except (OSError, ValueError, TypeError, AttributeError):
        return {}


def pin_deep_evidence(proofs: Path) -> Path | None:
    """After ``check --depth N --write``: the manifest pins the deep evidence just written (in a source checkout
    whose proofs/ it is; else nothing).  A plain ``check --write`` keeps the pins: only a deep sweep renews them."""
    manifest = checkout_manifest(proofs)
    if manifest is None:
        return None
    document = json.loads(manifest.read_text(encoding="utf-8"))
    atomic_write(manifest, dump(document | {"deep": deep_pins(proofs)}))
    return manifest


def manifest_document(ledger: Mapping[str, Mapping[str, Any]], deep: Mapping[str, str] | None = None,
                      tables: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The manifest: every registered claim in registry order (id and kind; a decided claim also its statement
    digest from the registry, and its and its correction's verdicts from the ledger), the deep evidence's
    files with the SHA-256 of their bytes (``deep``, kept from the manifest it replaces), and each certified
    table's name with the digest of the checks krverify declares for it (``tables``, :func:`table_pins`)."""
    entries = []
    for claim in all_claims():
        stored = ledger.get(claim.id) or {}
        skeleton: dict[str, Any] = statement_fields(claim)
        if claim.decidable:
            skeleton |= {"statement_digest": records.statement_digest(skeleton), "verdict": records.verdict(stored)}
            if claim.correction is not None:
                fix = statement_fields(claim.correction, correction=True)
                skeleton["correction"] = fix | {"statement_digest": records.statement_digest(fix),
                                                "verdict": records.correction_verdict(stored)}
        entries.append(records.manifest_entry(skeleton))
    return {"schema": records.SCHEMA, "claims": entries, "deep": dict(deep or {}), "tables": dict(tables or {})}


def table_pins(proofs: Path) -> dict[str, str]:
    """Each certified table of proofs/tables by name, with the digest of the checks declared for it in
    krverify/table_checks.py (from its grid file; the practitioner's from its fixed grid and the k of its rows)."""
    from krverify import practitioner
    from krverify.certify.tables import checks_digest
    from krverify.table_checks import practitioner_checks, table_checks
    from krverify.tables import load_grid, tolerances

    pins = {}
    for grid_path in sorted((Path(proofs) / "tables").glob("*.toml")):
        grid = load_grid(grid_path)
        pins[grid_path.with_suffix(".json").name] = checks_digest(_as_stored(table_checks(grid,
                                                                                       tolerances(grid.digits))))
    path = Path(proofs) / "tables" / PRACTITIONER
    if path.is_file():
        rows = json.loads(path.read_text(encoding="utf-8")).get("rows") or [{"k": 1}]
        pins[PRACTITIONER] = checks_digest(_as_stored(practitioner_checks(
            practitioner.RECORDS, practitioner.DELTA_RULES, practitioner.EPSILONS, rows[0]["k"], practitioner.DIGITS,
            practitioner.TOLERANCE)))
    return pins
