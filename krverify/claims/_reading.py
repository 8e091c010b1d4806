"""How a record reads the printed text: its reading and, as data, every way it departs from the text.

docs/readings.md is the convention.  A record decides what the document prints (reading ``as printed``, no
deviation).  Where it cannot — a symbol is undefined and read from another line, a qualitative word needs a number,
the text omits a hypothesis the record needs — it is read ``as read``, and each departure is a
:class:`Deviation`: a kind from :data:`DEVIATION_KINDS` and a sentence saying what is read differently, from where
and why.  Such a record names the record that decides the literal text (``literal``), or says why the literal text
has no truth value (``meaningless``).  A correction is read ``intended``.  A text that a conversion may have
garbled (handwriting, a lost superscript) or that is ambiguous is a disputed reading, decided both ways: the
``literal`` record and its ``charitable`` correction, each saying what is disputed.

>>> Deviation("notation from elsewhere", "m read as n", where="the first line of Theorem 2.1 names n variables")
Deviation(kind='notation from elsewhere', text='m read as n', where='the first line of Theorem 2.1 names n variables')
>>> Deviation("guess", "x")
Traceback (most recent call last):
...
ValueError: deviation kind='guess' is not one of added hypothesis, notation from elsewhere, narrowed domain, \
corrected symbol, quantitative reading, conversion artefact
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from krverify.editorial import DEVIATION_KINDS, READINGS

__all__ = ["DEVIATION_KINDS", "READINGS", "Deviation", "DeviationKind"]

DeviationKind = Literal["added hypothesis", "notation from elsewhere", "narrowed domain", "corrected symbol",
                        "quantitative reading", "conversion artefact"]


@dataclass(frozen=True)
class Deviation:
    """One way a record departs from the printed text."""

    kind: DeviationKind
    text: str
    #: Where the reading comes from (the line a symbol is read from) or what it leaves out (the points).
    where: str = ""

    def __post_init__(self) -> None:
        if self.kind not in DEVIATION_KINDS:
            raise ValueError(f"deviation kind={self.kind!r} is not one of {', '.join(DEVIATION_KINDS)}")
        if not self.text.strip():
            raise ValueError(f"a {self.kind!r} deviation needs a text saying what is read differently")

    def as_record(self) -> dict[str, str]:
        """The ledger's form."""
        return {"kind": self.kind, "text": self.text, "where": self.where}
