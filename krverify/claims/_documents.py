"""What each seed document contains, section by section, and how far the registry has audited it.

Totals are only honest beside what they leave out: every heading of every document is listed here with its
status, and :func:`outline_problems` keeps the statuses true to the registry (an audited section has decided
records; a section without statements or outside the audit has none).

>>> OUTLINES["001"].section("7").status
'excluded'
>>> OUTLINES["004"].section("4.1.1").status
'audited'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from krverify.claims._claim import Claim

__all__ = ["OUTLINES", "STATUSES", "Outline", "Section", "coverage", "outline_problems"]

#: What a section's status says, for a reader of the totals.
STATUSES: dict[str, str] = {
    "audited": "every checkable statement has a record",
    "partly audited": "has records; the statements named are not registered yet",
    "not audited": "has checkable mathematics without records yet",
    "no statements": "a heading, prose or motivation: nothing to decide",
    "excluded": "marked by the authors as scratch, or outside the audit for the reason given",
}


@dataclass(frozen=True)
class Section:
    """One heading of a document: its number as printed, its title, its audit status and why."""

    number: str
    title: str
    status: str = "audited"
    why: str = ""

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"section {self.number}: status={self.status!r} is not one of {sorted(STATUSES)}")
        if self.status != "audited" and not self.why:
            raise ValueError(f"section {self.number}: a {self.status!r} section needs a reason (why=)")


@dataclass(frozen=True)
class Outline:
    """A seed document's headings in order, with its file name and a short title."""

    prefix: str
    source: str
    title: str
    sections: tuple[Section, ...]

    def section(self, number: str) -> Section:
        """The section a record's ``section`` field names: the heading itself, else its nearest enclosing one."""
        known = {s.number: s for s in self.sections}
        candidate = number
        while candidate not in known and "." in candidate:
            candidate = candidate.rsplit(".", 1)[0]
        if candidate not in known:
            raise KeyError(f"{self.prefix}: section {number!r} is not in the document's outline")
        return known[candidate]

    def with_status(self, *statuses: str) -> tuple[Section, ...]:
        return tuple(s for s in self.sections if s.status in statuses)


def _outline(prefix: str, source: str, title: str, *sections: Section) -> Outline:
    return Outline(prefix, source, title, sections)


S = Section
_HEADING = "a heading whose text introduces its subsections"
_SCRATCH = "after the authors' line '7 ===== IGNORE BELOW THIS POINT =====': scratch"

OUTLINES: dict[str, Outline] = {o.prefix: o for o in (
    _outline(
        "000", "000_6dfa2dbc38b4b249.txt", "Draft of Feb 2016",
        S("1", "Differential Privacy"),
        S("2", "Bit vector reporting", "no statements", _HEADING),
        S("2.1", "Bit randomization"),
        S("2.2", "Reporting for bit records"),
        S("3", "The privacy ratio"),
        S("3.1", "The case L = 1"),
        S("3.1.1", "Recursive relationship over n and m"),
        S("3.1.2", "Approximate location relationship over m"),
        S("3.1.3", "Quantiles"),
        S("4", "Ratios of sums: properties"),
        S("5", "Old stuff"),
    ),
    _outline(
        "001", "001_d8c6cb5d6e66af37.txt", "Draft of Jan 2016",
        S("1", "Outline of the procedure", "no statements", "an empty bullet"),
        S("2", "Theoretical setup"),
        S("3", "Differential Privacy", "partly audited",
          "the DP definition for R (T against T_v, 'R(T) ∈ S' for a set of vectors) is recorded without a verdict; "
          "whether it is well typed is not decided"),
        S("4", "Single bit case", "no statements", _HEADING),
        S("4.1", "Estimating number of single bits"),
        S("4.2", "Local Differential Privacy", "no statements", _HEADING),
        S("4.2.1", "Choice of D"),
        S("4.3", "Maximum and Local differential privacy"),
        S("5", "K-randomization for a single bit case"),
        S("5.1", "Estimating number of single bits under k-randomization"),
        S("5.2", "Choice of D"),
        S("5.3", "Local differential privacy under k-randomization"),
        S("6", "multivariate vectors", "no statements", _HEADING),
        S("6.1", "Differential privacy ratio", "no statements", _HEADING),
        S("6.1.1", "Sufficient Statistics proof"),
        S("6.1.2", "Local differential privacy"),
        S("7", "===== IGNORE BELOW THIS POINT =====", "excluded", _SCRATCH),
        S("8", "WILD WEST", "excluded", _SCRATCH),
    ),
    _outline(
        "002", "002_eee4b8e0b022d72a.txt", "Lecture notes on randomized response (NPTEL, handwritten)",
        S("1", "privacy of randomized response (①–③, the two-sided bound)"),
        S("2", "utility (E[y_i], the estimator z_i)"),
        S("3", "the definition of differential privacy, applied to RR"),
        S("4", "sensitivity of the mean and the Laplace mechanism"),
    ),
    _outline(
        "003", "003_941cee538ccfd264.txt", "LaTeX source of an earlier state of the Feb draft",
        S("1", "Differential Privacy", "excluded",
          "an earlier state of 000 §1, whose records decide the later text; the differences are not audited"),
        S("2", "Bit vector reporting", "excluded", "an earlier state of 000 §2 (decided there)"),
        S("2.1", "Bit randomization", "excluded", "an earlier state of 000 §2.1 (decided there)"),
        S("2.2", "Reporting for bit records", "excluded", "an earlier state of 000 §2.2 (decided there)"),
        S("3", "Maximal collections"),
        S("3.1", "The case L = 1"),
        S("4", "Old stuff", "excluded", "an earlier state of 000 §5 (decided there)"),
    ),
    _outline(
        "004", "004_3b24c074030182c5.txt", "Survey: Differential Privacy: Ideas, Concepts and Advances",
        S("1", "Motivation behind Differential Privacy", "no statements", "motivation"),
        S("1.1", "Case Study: Linkage Attack on Massachusetts GIC", "no statements", "a case study in prose"),
        S("1.1.1", "k-anonymity"),
        S("1.2", "Case Study: The Netflix Prize", "no statements", "a case study in prose"),
        S("1.3", "Reconstruction Attacks", "no statements", _HEADING),
        S("1.3.1", "Case Study: Reconstruction Attack on the 2010 US Census"),
        S("2", "Some Prerequisite Results from Mathematics/Statistics"),
        S("3", "Introduction to Differential Privacy", "no statements", "motivation"),
        S("3.1", "A Review of Techniques used for and Concerns regarding Privacy"),
        S("3.2", "The Model of Computation for Differential Privacy", "no statements", "prose"),
        S("3.3", "Attempt at Defining Private Data Analysis", "no statements", "prose"),
        S("3.4", "Technical Description of Differential Privacy", "no statements", _HEADING),
        S("3.4.1", "Warner's Randomised Response"),
        S("3.4.2", "Some Formal Definitions"),
        S("3.4.3", "Some Properties of Differential Privacy"),
        S("3.4.4", "When is Differential Privacy not violated?", "no statements", "prose"),
        S("4", "Implementation of Differential Privacy", "no statements", _HEADING),
        S("4.1", "Some Basic Tools and Mechanisms", "no statements", _HEADING),
        S("4.1.1", "Global Sensitivity Method"),
        S("4.1.2", "Exponential Mechanism"),
        S("4.1.3", "Randomised Response"),
        S("5", "Advanced Composition"),
        S("6", "Some More Useful Techniques", "no statements", _HEADING),
        S("6.1", "The Sparse Vector Technique (SVT)"),
        S("6.2", "SmallDB"),
        S("7", "Local Differential Privacy"),
        S("7.1", "LDP: A Silver Bullet?"),
        S("7.2", "Comparative Study on Noise Addition in Central vis-à-vis Local DP"),
        S("7.3", "Models of Local Differential Privacy", "no statements", "models described in prose"),
        S("7.4", "Deployments of LDP", "no statements", _HEADING),
        S("7.4.1", "RAPPOR (Google; Erlingsson et al, 2014)"),
        S("7.4.2", "Microsoft's Low Communication LDP; Ding, Kulkarni, Yekhanin"),
        S("7.4.3", "Bonus: Memoisation in Ding et al's Approach"),
        S("8", "Bonus: Different Versions/Definitions of (Approximate) Differential Privacy", "no statements",
          _HEADING),
        S("8.1", "Rényi Differential Privacy (RDP)"),
        S("8.2", "Zero-Concentrated Differential Privacy (zCDP)"),
        S("9", "Some Recent Papers", "partly audited",
          "the bracket E[...]² against E[(...)²] at l.1980 (needs the joint law of γ and z_i for d >= 2); Theorem "
          "9.11's first term against Theorem 9.9's at γ = 2 (unresolved from the text alone)"),
    ),
)}


def outline_problems(claims: Iterable[Claim]) -> list[str]:
    """Where the outlines and the registry disagree ([] when they do not).

    Every claim's section is in its document's outline; an audited or partly audited section holds a record; a
    section with no statements, excluded or not audited holds no decided record (only statements recorded without
    a verdict, e.g. parked as not checkable).
    """
    problems: list[str] = []
    held: dict[tuple[str, str], int] = {}
    for claim in claims:
        prefix, section = claim.id.split(".", 1)[0], claim.section
        outline = OUTLINES.get(prefix)
        if outline is None:
            problems.append(f"{claim.id}: document {prefix} has no outline")
            continue
        try:
            heading = outline.section(section)
        except KeyError as error:
            problems.append(f"{claim.id}: {error.args[0]}")
            continue
        if heading.status in ("no statements", "excluded", "not audited") and claim.decidable:
            problems.append(f"{claim.id}: §{section} is marked {heading.status!r} but has a decided record")
        held[(prefix, heading.number)] = held.get((prefix, heading.number), 0) + 1
    for outline in OUTLINES.values():
        for heading in outline.with_status("audited", "partly audited"):
            if not held.get((outline.prefix, heading.number)):
                problems.append(f"{outline.prefix} §{heading.number} is marked {heading.status!r} but has no record")
    return problems


def coverage(records: Iterable[tuple[str, bool]]) -> list[dict[str, Any]]:
    """Per document: records and decided records (from (record id, decided) pairs), and its sections by status
    (numbers, and reasons where given)."""
    rows = []
    by_prefix: dict[str, list[bool]] = {}
    for record_id, decided in records:
        by_prefix.setdefault(record_id.split(".", 1)[0], []).append(decided)
    for prefix, outline in OUTLINES.items():
        own = by_prefix.get(prefix, [])
        rows.append({
            "document": prefix, "source": outline.source, "title": outline.title, "records": len(own),
            "decided": sum(own),
            "audited": [s.number for s in outline.with_status("audited")],
            "partly audited": [(s.number, s.why) for s in outline.with_status("partly audited")],
            "not audited": [(s.number, s.title, s.why) for s in outline.with_status("not audited")],
            "excluded": [(s.number, s.why) for s in outline.with_status("excluded")],
        })
    return rows
