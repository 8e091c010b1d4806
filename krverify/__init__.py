"""krverify: an exact-arithmetic verifier for the mathematics of K-Randomization.

Every checkable claim of the K-Randomization drafts (Zhilyaev & Zeber, 2016) is
registered as data and decided with exact arithmetic: ``proved`` (symbolic
certificate), ``verified`` (exhaustive over a finite domain) or ``refuted``
(an exact, shrunk counterexample), with an optional correction.

>>> from krverify import get_claim
>>> get_claim("000.lemma-4.3").label
'Lemma 4.3'
"""

from krverify.claims import Claim, Domain, Evaluation, SymbolicProof, all_claims, get_claim
from krverify.engine.verdicts import Decision, decide
from krverify.errors import (
    ClaimError,
    InexactArgument,
    InvalidArgument,
    KrverifyError,
    LedgerError,
    TimedOut,
    UnknownClaim,
)
from krverify.model import (
    count_pmf,
    exact_rational,
    generating_coefficients,
    generating_table,
    k_randomized_coefficients,
    lie_probability,
    privacy_ratio,
    report_probability,
    single_bit_count_pmf,
    single_bit_privacy_ratio,
)
from krverify.model.hockey_stick import hockey_stick_delta, smallest_epsilon
from krverify.tables import Grid, load_grid, table_rows

__version__ = "0.1.0"

__all__ = [
    "Claim",
    "ClaimError",
    "Decision",
    "Domain",
    "Evaluation",
    "Grid",
    "InexactArgument",
    "InvalidArgument",
    "KrverifyError",
    "LedgerError",
    "SymbolicProof",
    "TimedOut",
    "UnknownClaim",
    "all_claims",
    "count_pmf",
    "decide",
    "exact_rational",
    "generating_coefficients",
    "generating_table",
    "get_claim",
    "hockey_stick_delta",
    "k_randomized_coefficients",
    "lie_probability",
    "load_grid",
    "privacy_ratio",
    "report_probability",
    "single_bit_count_pmf",
    "single_bit_privacy_ratio",
    "smallest_epsilon",
    "table_rows",
]
