"""The decision engine: exhaustive sweeps, seeded hypothesis search, symbolic certificates."""

from krverify.engine.search import SearchResult, search
from krverify.engine.sweep import SweepResult, sweep
from krverify.engine.symbolic import ProofCheck, check_proof
from krverify.engine.verdicts import Decision, decide

__all__ = [
    "Decision",
    "ProofCheck",
    "SearchResult",
    "SweepResult",
    "check_proof",
    "decide",
    "search",
    "sweep",
]
