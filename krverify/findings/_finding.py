"""A finding: one distinct defect of a document, the records it explains, how serious it is.

The ledger refutes records one by one; a reader acts on defects.  A finding names the record
where the error first appears (its ``root``), every refuted record the error explains, a
``severity`` from :data:`SEVERITIES`, a one-line ``summary`` for a mathematician and the
``correction``.  A finding that may be an artefact of converting the source (handwriting, a lost
superscript) rather than a defect of the text says what in ``disputed``; severity tables count such
findings apart.  Every refuted record belongs to exactly one finding
(:func:`krverify.findings.partition_problems`).

>>> f = Finding("000", "000.demo", "000.eq-3.1", ("000.eq-3.1",), "misprint", "x' for x", "read x")
>>> f.rank
2
>>> f.as_record({"000.eq-3.1": {"id": "000.eq-3.1", "verdict": "refuted", "evidence": {
...     "counterexample": {"x": 1}, "lhs": "2", "relation": "<", "rhs": "1"}}})["witnesses"]
[{'record': '000.eq-3.1', 'text': '000.eq-3.1: at x = 1: 2 < 1 is false'}]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from krverify import editorial
from krverify.errors import FindingError

__all__ = ["SEVERITIES", "SEVERITY_MEANING", "Finding", "Severity"]

Severity = Literal["false", "precision", "misprint", "boundary"]

#: Most serious first (docs/readings.md explains the scale; the ledger's format defines them).
SEVERITIES: tuple[Severity, ...] = editorial.SEVERITIES  # type: ignore[assignment]

SEVERITY_MEANING = {
    "false": "the statement, or a step the argument needs, is false",
    "precision": "a printed number is off at its printed precision",
    "misprint": "the printed text is false but the intended reading is clear and true",
    "boundary": "strict where only the weak form holds; equality at the boundary",
}


@dataclass(frozen=True)
class Finding:
    """One distinct defect.  ``records``: the refuted record ids it explains, root first when refuted."""

    source: str  # seed prefix: "000", "001", "003"
    id: str
    root: str
    records: tuple[str, ...]
    severity: Severity
    summary: str
    correction: str
    witness_note: str = ""
    #: A disputed reading: the conversion artefact (or ambiguity) the defect may be, rather than a defect of the
    #: text; severity tables count such findings apart.
    disputed: str = ""
    #: Records besides the root whose witnesses the finding shows: their texts are generated from the records
    #: (:func:`krverify.editorial.witness_text`), never typed, so a note quotes no witness values.
    witness_of: tuple[str, ...] = ()
    #: Assignments in the summary or note that are not a witness (another case the prose discusses, a value the
    #: document prints); every other ``name = value`` naming a witness parameter must be the record's value
    #: (:func:`krverify.editorial.prose_problems`).
    prose_cases: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.severity not in SEVERITIES:
            raise FindingError(self.id, "severity", self.severity, f"is not one of {SEVERITIES}")
        if not self.records or len(set(self.records)) != len(self.records):
            raise FindingError(self.id, "records", self.records, "must be distinct and non-empty")
        if not set(self.witness_of) <= set(self.records) or self.root in self.witness_of:
            raise FindingError(self.id, "witness_of", self.witness_of, "must name its records other than the root")
        if not self.id.startswith(self.source + "."):
            raise FindingError(self.id, "id", self.id, f"must start with its source {self.source!r} and a dot")
        if len(self.summary) > 240 or "\n" in self.summary:
            raise FindingError(self.id, "summary", self.summary, "must be one line of at most 240 characters")

    @property
    def rank(self) -> int:
        """0 for the most serious severity."""
        return SEVERITIES.index(self.severity)

    def as_record(self, ledger: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
        """The ledger's form (sorted keys on output), its witness texts generated from ``ledger`` (records by id)."""
        return {"id": self.id, "root": self.root, "records": list(self.records), "severity": self.severity,
                "summary": self.summary, "correction": self.correction, "witness_note": self.witness_note,
                "witnesses": editorial.witnesses(self.root, self.witness_of, ledger), "disputed": self.disputed,
                "prose_cases": list(self.prose_cases)}
