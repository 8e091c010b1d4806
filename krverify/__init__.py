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
    InexactArgument,
    InvalidArgument,
    KrverifyError,
    LedgerError,
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

__version__ = "0.1.0"

__all__ = [
    "Claim",
    "Decision",
    "Domain",
    "Evaluation",
    "InexactArgument",
    "InvalidArgument",
    "KrverifyError",
    "LedgerError",
    "SymbolicProof",
    "UnknownClaim",
    "all_claims",
    "count_pmf",
    "decide",
    "exact_rational",
    "generating_coefficients",
    "generating_table",
    "get_claim",
    "k_randomized_coefficients",
    "lie_probability",
    "privacy_ratio",
    "report_probability",
    "single_bit_count_pmf",
    "single_bit_privacy_ratio",
]
