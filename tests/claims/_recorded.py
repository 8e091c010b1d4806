"""A registered claim's decision as the committed ledger records it (a :class:`~krverify.engine.verdicts.Decision`
built from the entry), for tests that compare it with a value derived by hand or from the paper.

Deciding the claim again in such a test repeats work the default suite already does once: the ``checked`` fixture
(tests/conftest.py; its test is in tests/claims/test_laplace_records.py) decides every registered claim afresh in
the same run and fails on any difference from its committed entry (verdict, witness, both sides, sweep and search
digests, the correction's decision).  So an expectation the entry meets here is one the fresh decision meets.  A test
that changes a claim (a planted fault) or a decision's inputs (a seed, a number of examples) still decides it.

>>> entry = recorded("004.lemma-5.4-2")
>>> entry.verdict, entry.correction.verdict, entry.claim.id
('refuted', 'verified', '004.lemma-5.4-2')
"""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

from krverify import get_claim
from krverify.engine.verdicts import Decision
from krverify.ledger import read_ledger

PROOFS = Path(__file__).resolve().parents[2] / "proofs"


@cache
def _ledger() -> dict[str, dict[str, Any]]:
    return read_ledger(PROOFS)


def recorded(claim_id: str) -> Decision:
    """The committed decision of ``claim_id``: its verdict and evidence, and its correction's (KeyError: not in the
    ledger).  ``record()`` writes it as the engine would, from the claim and this evidence."""
    entry, claim = copy.deepcopy(_ledger()[claim_id]), get_claim(claim_id)
    fix = entry.get("correction")
    correction = (Decision(claim.correction, fix.get("verdict"), fix.get("evidence", {}))
                  if fix is not None and claim.correction is not None else None)
    return Decision(claim, entry.get("verdict"), entry.get("evidence", {}), correction)
