"""Hypothesis-driven counterexample search, steered toward violations.

Every search is seeded (the seed is part of the evidence) and uses no example
database, so it is reproducible on any machine: derandomized everywhere, not
only in CI.  ``hypothesis.target`` pushes toward points where the claim's exact
margin is small; the float given to it only steers, it never decides.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from hypothesis import HealthCheck, Phase, Verbosity, given, reject, seed, settings, target
from hypothesis.errors import Unsatisfiable

from krverify.certify.record import default_seed
from krverify.claims._claim import Claim, Evaluation, Point
from krverify.engine.sweep import values_text

__all__ = ["DEFAULT_EXAMPLES", "SearchResult", "default_seed", "search"]

#: Examples per claim in ``krverify check``; ``krverify search --examples`` runs more.
from krverify._defaults import DEFAULT_EXAMPLES


def _without_local_constants() -> bool:
    """Stop hypothesis mixing constants from "local" source files into its draws; True if it did so before.

    hypothesis (>= 6.131) draws, 5% of the time, literals it found in the source of every *local* module the
    process has imported — not in site-packages, not the standard library.  Which modules count depends on how
    krverify was installed (a checkout is local, a wheel is not) and on what else the process imported (the
    CLI, a test run, a notebook), so the same seeded search would draw differently from a checkout and from
    ``pip install``, and write different witnesses.  krverify's searches use hypothesis's own constants only.
    The hook is hypothesis-internal; if it moves, nothing is patched and the tests on determinism say so.
    """
    try:
        from hypothesis.internal.conjecture import providers
    except ImportError:  # pragma: no cover - a hypothesis without providers has no local constants either
        return False
    collected = getattr(providers, "_local_constants", None)
    if collected is None or not hasattr(providers, "_get_local_constants"):
        return False
    empty = type(collected)()  # none, even if an earlier search in this process collected some
    providers._get_local_constants = lambda: empty
    cache = getattr(getattr(providers, "CONSTANTS_CACHE", None), "cache", None)
    if cache is not None:  # choices computed with local constants
        cache.clear()
    return True


_without_local_constants()


@dataclass(frozen=True)
class SearchResult:
    """The outcome of one seeded search."""

    seed: int
    examples: int
    counterexample: Point | None = None
    evaluation: Evaluation | None = None
    note: str = ""
    #: points of the domain the checker skipped (outside its hypotheses): each needs an added hypothesis
    skipped: int = 0
    #: SHA-256 of the exact values the checker gave at each drawn point, in draw order (as the sweep's digest):
    #: a checker changed beyond the swept points changes it even when every verdict stays
    digest: str = hashlib.sha256().hexdigest()

    @property
    def holds(self) -> bool:
        return self.counterexample is None


class _Violation(Exception):
    """Raised inside the probe so that hypothesis shrinks the failing point."""


def search(claim: Claim, *, examples: int = DEFAULT_EXAMPLES, seed_value: int | None = None,
           progress: Callable[[], None] | None = None) -> SearchResult:
    """Search for a point where ``claim`` fails; hypothesis shrinks any failure it finds.

    ``progress()`` is called after each example tried (shrinking tries more than ``examples``)."""
    assert claim.domain is not None
    chosen_seed = default_seed(claim.id) if seed_value is None else seed_value
    failures: list[tuple[Point, Evaluation]] = []
    skipped = 0
    seen = hashlib.sha256()

    @seed(chosen_seed)
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        derandomize=False,
        verbosity=Verbosity.quiet,
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        print_blob=False,
        phases=(Phase.explicit, Phase.generate, Phase.target, Phase.shrink),
    )
    @given(claim.domain.strategy())
    def probe(point: Point) -> None:
        nonlocal skipped
        evaluation = claim.evaluate(point)
        if progress is not None:
            progress()
        if evaluation is None:
            skipped += 1
            seen.update(b"-\n")
            reject()
        seen.update(values_text(evaluation))
        target(_steer(evaluation.slack, evaluation), label="closeness to a violation")
        if not evaluation.holds:
            failures.append((dict(point), evaluation))
            raise _Violation

    try:
        probe()
    except _Violation:
        point, evaluation = failures[-1]  # hypothesis replays the shrunk example last
        return SearchResult(chosen_seed, examples, point, evaluation, skipped=skipped, digest=seen.hexdigest())
    except Unsatisfiable:
        return SearchResult(chosen_seed, examples, note="the strategy produced too few points "
                            "inside the hypotheses", skipped=skipped, digest=seen.hexdigest())
    return SearchResult(chosen_seed, examples, skipped=skipped, digest=seen.hexdigest())


def _steer(slack: Fraction, evaluation: Evaluation) -> float:
    """A float in [-1, 1] that grows as the relative slack shrinks (for steering only)."""
    size = abs(evaluation.left) + abs(evaluation.right)
    relative = slack / size if size else slack
    relative = max(Fraction(-1), min(Fraction(1), relative))
    return -float(relative)
