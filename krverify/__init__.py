"""krverify: an exact-arithmetic verifier for the mathematics of K-Randomization.

Every checkable claim of the K-Randomization drafts (Zhilyaev & Zeber, 2016) is
registered as data and decided with exact arithmetic: ``proved`` (symbolic
certificate), ``verified`` (exhaustive over a finite domain) or ``refuted``
(an exact, shrunk counterexample), with an optional correction.

>>> from krverify import get_claim
>>> get_claim("000.lemma-4.3").label
'Lemma 4.3'
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

# Public names and the module each lives in.  They load on first use (PEP 562), so
# ``python -m krverify.certify.checker`` and ``krverify --help`` import no sympy, flint or hypothesis.
_EXPORTS = {
    "krverify.claims": ("Claim", "Domain", "Evaluation", "SymbolicProof", "all_claims", "get_claim"),
    "krverify.engine.verdicts": ("Decision", "decide"),
    "krverify.errors": ("ClaimError", "InexactArgument", "InvalidArgument", "KrverifyError", "LedgerError",
                        "TimedOut", "UnknownClaim"),
    "krverify.model": ("count_pmf", "exact_rational", "generating_coefficients", "generating_table",
                       "k_randomized_coefficients", "lie_probability", "privacy_ratio", "report_probability",
                       "single_bit_count_pmf", "single_bit_privacy_ratio"),
    "krverify.model.hockey_stick": ("hockey_stick_delta", "smallest_epsilon"),
    "krverify.model.calibrate": ("Calibration", "calibrate"),
    "krverify.tables": ("Grid", "load_grid", "table_rows"),
    "krverify.report.audit": ("Audit", "audit", "write_report"),
}
#: ``krverify.delta(N, q, k, lam)``: the hockey-stick δ, shown as a small table in Jupyter.
_ALIASES = {"delta": ("krverify.model.hockey_stick", "hockey_stick_delta")}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}

if TYPE_CHECKING:  # for type checkers and IDEs; at run time the names load lazily
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
    from krverify.model.calibrate import Calibration, calibrate
    from krverify.model.hockey_stick import hockey_stick_delta, smallest_epsilon
    from krverify.model.hockey_stick import hockey_stick_delta as delta
    from krverify.report.audit import Audit, audit, write_report
    from krverify.tables import Grid, load_grid, table_rows


def __getattr__(name: str) -> Any:
    module, attribute = _ALIASES.get(name, (_MODULE_OF.get(name), name))
    if module is None:
        raise AttributeError(f"module 'krverify' has no attribute {name!r}")
    value = getattr(import_module(module), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_MODULE_OF) | set(_ALIASES))


__version__ = "0.1.0"

__all__ = [
    "Audit",
    "Calibration",
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
    "audit",
    "calibrate",
    "count_pmf",
    "decide",
    "delta",
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
    "write_report",
]
