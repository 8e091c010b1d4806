"""Findings: the distinct defects behind the refuted records, in paper order.

One module per seed document holds its findings as data (:class:`Finding` values).  The
ledger stores them beside the records of their document; ``krverify check`` fails when a
refuted record belongs to no finding or to two, when a finding names a record that is not
refuted, or when the findings differ from the ledger's.

>>> from krverify.findings import all_findings
>>> all(f.severity in SEVERITIES for f in all_findings())
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from krverify.editorial import partition_problems as partition_problems_of
from krverify.findings._finding import SEVERITIES, SEVERITY_MEANING, Finding, Severity

__all__ = ["DISPUTED_MEANING", "SEVERITIES", "SEVERITY_MEANING", "Finding", "Severity", "all_findings",
           "finding_of", "partition_problems"]

#: What the disputed group of a severity table means (counted apart from the defects of the text).
DISPUTED_MEANING = "the printed text may be a conversion artefact or an ambiguity, not the author's; decided both ways"


def all_findings() -> tuple[Finding, ...]:
    """Every finding: documents in the ledger's order (000, 001, 002, 003, 004), each in paper order of roots."""
    from krverify.findings import draft000, draft001, draft003, notes002, survey004
    return draft000.FINDINGS + draft001.FINDINGS + notes002.FINDINGS + draft003.FINDINGS + survey004.FINDINGS


def finding_of(record_id: str) -> Finding | None:
    """The finding that explains the refuted record ``record_id`` (None if none does)."""
    return next((f for f in all_findings() if record_id in f.records), None)


def partition_problems(records: Sequence[Mapping[str, Any]], known_ids: set[str]) -> list[str]:
    """Why the findings do not partition the refuted records ([] when they do).

    ``records``: decided ledger records; ``known_ids``: every registered claim id (roots must be one).  The rule is
    the ledger's editorial rule (:func:`krverify.editorial.partition_problems`), which verify-certs applies to the
    stored findings.
    """
    by_id = {str(r["id"]): r for r in records}
    return partition_problems_of([f.as_record(by_id) for f in all_findings()], records, known_ids)
