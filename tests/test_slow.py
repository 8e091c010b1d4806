"""Slow, wider checks (run with: python -m pytest -m slow).

They extend the ledger's domains: the corrected (4.5) for 40 < N <= 70 on the q grid,
and longer seeded searches against the central inequalities.
"""

import pytest

from krverify import get_claim
from krverify.claims._spaces import Q_GRID
from krverify.engine import search

pytestmark = pytest.mark.slow


def test_corrected_log_concavity_beyond_the_ledger_domain():
    claim = get_claim("001.eq-4.5").correction
    for n in range(41, 71):
        for q in Q_GRID:
            for m in range(1, n):
                for i in range(n + 1):
                    assert claim.evaluate({"q": q, "N": n, "m": m, "i": i}).holds, (q, n, m, i)


@pytest.mark.parametrize("claim_id", ["001.theorem-4.1", "001.lemma-1", "000.lemma-4.1", "001.eq-5.13"])
def test_longer_search_finds_nothing_against_upheld_claims(claim_id):
    claim = get_claim(claim_id)
    target = claim.correction if claim.finding else claim
    assert search(target, examples=2000, seed_value=20161).holds
