"""Independent formulas for the checker, written from the printed drafts (standard library only).

For every ``refuted`` record: a function of the witness returning (lhs, relation, rhs) as the
printed statement says, and a predicate for the record's ``domain`` text (the text it was written
from is kept beside it, so an edited domain is noticed).  For every ``proved`` record: the two sides
of the printed statement (the larger first) as functions of the certificate's symbols, the
relation the statement needs, and the signs and hypotheses the statement grants.

Nothing here comes from krverify's claims or model: each function re-derives its quantity from
the definitions in the seed text (000 = 000_6dfa2dbc38b4b249.txt, 001 = 001_d8c6cb5d6e66af37.txt,
003 = 003_941cee538ccfd264.txt).  Functions follow paper order.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import NamedTuple

if __package__:
    from .enclosures import Enclosure
    from .exact import Value
else:  # loaded by path when the checker runs as a file (python krverify/certify/checker.py)
    from enclosures import Enclosure  # type: ignore[no-redef]
    from exact import Value  # type: ignore[no-redef]

Witness = dict[str, object]
#: (lhs, relation, rhs): exact values, or Enclosures of an irrational side (a record decided with certified balls).
Sides = tuple[Value | Enclosure, str, Value | Enclosure]
Point = dict[str, Fraction]


class Refutation(NamedTuple):
    sides: Callable[[Witness], Sides]
    domain: str  # the record's domain text the predicate was written from
    in_domain: Callable[[Witness], bool]


REFUTED: dict[str, Refutation] = {}


def refuted(claim_id: str, domain: str, in_domain: Callable[[Witness], bool]) -> Callable:
    def register(sides: Callable[[Witness], Sides]) -> Callable[[Witness], Sides]:
        REFUTED[claim_id] = Refutation(sides, domain, in_domain)
        return sides
    return register
