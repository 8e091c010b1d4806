"""Defaults the CLI shows in ``--help``, kept free of heavy imports (no sympy, flint or hypothesis).

The modules that use them re-export them under their own names.
"""

from __future__ import annotations

import os

from krverify.certify.record import SEARCH_EXAMPLES

#: Hypothesis examples per claim in ``check``: the ledger's declared number (a record drawing fewer says why).
DEFAULT_EXAMPLES = SEARCH_EXAMPLES

#: Largest number of reports kN for the exact δ scan (opt-in up to here).
MAX_REPORTS = 4000

#: The default scan limit: up to about here the exact scan is as fast as the branch and bound
#: (measured: kN = 100, 0.007 s against 0.009 s; kN = 400, 0.3 s against 0.01 s).
FAST_SCAN = 200

#: Output formats of ``krverify table``.
TABLE_FORMATS = ("text", "csv", "md", "markdown", "latex", "json")


def default_jobs() -> int:
    """One worker per core, at most four."""
    return max(1, min(4, os.cpu_count() or 1))
