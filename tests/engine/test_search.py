"""The search: reproducible, steered, and able to find what the sweep cannot reach."""

import hashlib
from fractions import Fraction

from krverify import get_claim
from krverify.claims import Claim, Domain, Evaluation, among, ints, rationals
from krverify.engine import decide, search, sweep
from krverify.engine.verdicts import SWEEP_REFUTED, SWEPT_ONLY
from krverify.model import generating_table


def test_same_seed_same_counterexample():
    claim = get_claim("001.eq-4.5")
    first = search(claim, examples=60, seed_value=7)
    second = search(claim, examples=60, seed_value=7)
    assert first == second
    assert first.counterexample is not None


def test_search_shrinks_to_a_small_counterexample():
    result = search(get_claim("001.eq-4.6"), examples=100)
    assert result.counterexample["N"] == 2
    assert result.counterexample["i"] in (0, 2)


def _far_tail(point):
    """Planted false claim: P[A_N(N) = N] = p^N >= 10^-9 (false once N >= 73 at q = 1/4)."""
    q, n = point["q"], point["N"]
    table = generating_table(n, q)
    return Evaluation(table.coefficient(n, n), ">=", Fraction(1, 10**9))


PLANTED = Claim(
    id="planted.far-tail", source="planted", section="-", label="-", kind="inequality",
    statement="p^N >= 1e-9 for N <= 200", check=_far_tail,
    domain=Domain.of(ints("N", 1, 40, search_high=200),
                     among("q", (Fraction(1, 10), Fraction(1, 4)), search=rationals(0, "1/4", ends="(]"))),
)


def test_search_finds_a_violation_outside_the_swept_domain():
    assert sweep(PLANTED).holds  # the small domain cannot see it
    decision = decide(PLANTED, examples=200)
    assert decision.verdict == "refuted"
    point = decision.evidence["counterexample"]
    q = Fraction(point["q"])
    assert (1 - q) ** point["N"] < Fraction(1, 10**9)


def test_searches_draw_no_constants_from_local_source(tmp_path, monkeypatch):
    """hypothesis mixes literals from 'local' modules into its draws; which modules are local depends on how
    krverify is installed, so krverify turns that off (engine/search.py) and a search is the same either way."""
    import importlib
    import sys

    from hypothesis.internal.conjecture import providers

    from krverify import get_claim
    from krverify.engine.search import search

    claim = get_claim("001.eq-4.5")
    before = search(claim, examples=60, seed_value=11)
    (tmp_path / "odd_constants_module.py").write_text(
        "VALUES = (" + ", ".join(str(7919 * k + 3) for k in range(200)) + ")\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.import_module("odd_constants_module")
    assert "odd_constants_module" in sys.modules
    assert len(providers._get_local_constants().set_for_type("integer")) == 0
    after = search(claim, examples=60, seed_value=11)
    assert (after.counterexample, after.evaluation) == (before.counterexample, before.evaluation)


# --------------------------------------------------------------------------- where the search is not run


def _below_five(point):
    """Planted: n < 5, false at n = 5 and beyond."""
    return Evaluation(point["n"], "<", 5)


def _planted(domain, degenerate=None):
    return Claim(id="planted.below-five", source="planted", section="-", label="-", kind="inequality",
                 statement="n < 5", check=_below_five, domain=domain, degenerate=degenerate)


def test_a_domain_the_sweep_covers_is_not_searched_and_the_sweep_still_refutes():
    decision = decide(_planted(Domain.of(ints("n", 1, 6))))
    assert decision.verdict == "refuted" and decision.evidence["counterexample"] == {"n": 5}
    assert decision.evidence["search"]["examples"] == 0  # the sweep found it smallest first
    upheld = decide(_planted(Domain.of(ints("n", 1, 4))))
    assert upheld.verdict == "verified"
    assert upheld.evidence["search"] == {"seed": upheld.evidence["search"]["seed"], "examples": 0, "skipped": 0,
                                         "region": [], "digest": hashlib.sha256().hexdigest(),
                                         "note": SWEPT_ONLY}


def test_a_search_region_is_searched_and_finds_what_the_sweep_cannot():
    decision = decide(_planted(Domain.of(ints("n", 1, 4, search_high=40))), examples=100)
    assert decision.verdict == "refuted" and decision.evidence["found_by"].startswith("hypothesis search")
    assert decision.evidence["counterexample"] == {"n": 5}  # shrunk
    assert decision.evidence["search"]["examples"] == 100


def test_after_a_sweep_counterexample_the_search_is_not_run_unless_it_is_degenerate():
    refuted = decide(_planted(Domain.of(ints("n", 1, 6, search_high=40))))
    assert refuted.evidence["search"]["note"] == SWEEP_REFUTED and refuted.evidence["found_by"].startswith(
        "exhaustive sweep")
    # n = 5 and 6 degenerate: the sweep has no other counterexample, so the search runs beyond it (here it
    # shrinks to n = 5 as well, and the record keeps the degenerate witness)
    degenerate = decide(_planted(Domain.of(ints("n", 1, 6, search_high=40)), degenerate=lambda p: p["n"] <= 6),
                        examples=200)
    assert degenerate.evidence["search"]["examples"] == 200 and "note" not in degenerate.evidence["search"]
    assert degenerate.verdict == "refuted"
