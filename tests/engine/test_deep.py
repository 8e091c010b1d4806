"""Deep sweeps: the same verdicts as the claims' own checkers, and able to fail."""

import dataclasses
import hashlib
import json
import shutil
from fractions import Fraction
from itertools import combinations_with_replacement, islice
from math import comb
from pathlib import Path

import pytest

import krverify.claims as claims_package
from krverify import get_claim
from krverify.claims import Claim, Domain, Evaluation, ints
from krverify.engine import decide, deep, sweep
from krverify.engine.deep import LEMMA_1_GRID, deep_sweeps, lemma_1_sweep
from krverify.errors import InvalidArgument


def test_deep_sweep_agrees_with_the_claim_checkers_at_small_n():
    n, q = 12, Fraction(1, 4)
    results = {r.claim: r for r in deep_sweeps(n, (q,))}
    assert all(r.failures == 0 for r in results.values())
    # (4.5) printed strict: its equalities are exactly the i = 0 and i = N boundary points, 2(N - 1) of them
    strict = get_claim("001.eq-4.5")
    refuted = [(m, i) for m in range(1, n) for i in range(n + 1)
               if not strict.evaluate({"q": q, "N": n, "m": m, "i": i}).holds]
    assert results["001.eq-4.5.corrected"].boundary_equalities == len(refuted) == 2 * (n - 1)
    theorem = get_claim("001.theorem-4.1")
    assert all(theorem.evaluate({"q": q, "N": n, "M": m, "i": i}).holds for m in range(1, n + 1) for i in range(n + 1))
    assert results["001.theorem-4.1"].points == n * (n + 1)


def test_a_planted_fault_is_found(monkeypatch):
    real = deep._rows

    def tampered(N, q):
        rows = real(N, q)
        rows[3][2] = rows[3][2] * 2  # doubles one coefficient: log-concavity in m breaks next to it
        return rows

    monkeypatch.setattr(deep, "_rows", tampered)
    results = {r.claim: r for r in deep_sweeps(8, (Fraction(1, 10),))}
    assert results["001.eq-4.5.corrected"].failures > 0 and results["001.theorem-4.1"].failures > 0
    assert results["001.eq-4.5.corrected"].record()["verdict"] == "refuted"


# --------------------------------------------------------------------------- Lemma 1


def _multisets(size_of_grid, factors):
    """Non-decreasing index tuples of length 1..factors, in the sweep's order (a tuple before its extensions)."""
    return sorted(t for f in range(1, factors + 1) for t in combinations_with_replacement(range(size_of_grid), f))


def test_lemma_1_sweep_agrees_with_the_claim_checker_outcome_by_outcome():
    grid, factors = (Fraction(0), Fraction(1, 3), Fraction(1), Fraction(2)), 4
    claim = get_claim("001.lemma-1")
    for lead in (Fraction(1), Fraction(-3, 2)):  # the claim's own leading coefficients: the outcomes are the same
        digest, outcomes = hashlib.sha256(), []
        for indices in _multisets(len(grid), factors):
            roots = tuple(grid[j] for j in indices)
            signs = ""
            for i in range(len(roots) + 1):
                evaluation = claim.evaluate({"a_n": lead, "r": roots, "i": i})
                assert evaluation.relation == ">="  # as printed: not strict
                signs += "<=>"[(evaluation.left > evaluation.right) - (evaluation.left < evaluation.right) + 1]
            digest.update(f"{signs};".encode())
            outcomes.append(signs)
        result = lemma_1_sweep(grid, factors)
        assert result.digest == digest.hexdigest()
        assert result.points == sum(map(len, outcomes))
        assert result.failures == sum(s.count("<") for s in outcomes) == 0
        assert result.boundary_equalities == sum(s.count("=") for s in outcomes)


def test_lemma_1_counts_match_the_hand_formulas():
    # grid {0, 1/2, 3}, at most 2 factors, by hand: x, 1/2 + x, 3 + x, then the 6 pairs -> 9 products, 3·2 + 6·3 = 24
    # points; equalities only where a_i = a_(i-1) = 0: x (i = 0), x² (i = 0, 1), x(1/2 + x), x(3 + x) (i = 0) -> 5
    result = lemma_1_sweep(("0", "1/2", "3"), 2)
    assert (result.products, result.points, result.failures, result.boundary_equalities) == (9, 24, 0, 5)
    # in general: C(G + f - 1, f) multisets of f factors from G values, each with f + 1 indices i; a multiset with z
    # zero roots has its equalities at i < z, and Σ_z (multisets with >= z zeros) = Σ_(t < f) C(G - 1 + t, t)
    g, factors = 5, 6
    result = lemma_1_sweep(("0", "1/5", "1", "5/4", "7"), factors)
    assert result.products == sum(comb(g + f - 1, f) for f in range(1, factors + 1)) == 461
    assert result.points == sum((f + 1) * comb(g + f - 1, f) for f in range(1, factors + 1))
    assert result.boundary_equalities == sum(comb(g - 1 + t, t) for f in range(1, factors + 1) for t in range(f))
    assert result.failures == 0
    without_zero = lemma_1_sweep(("1/5", "1", "5/4", "7"), factors)  # positive roots: Newton's inequalities are strict
    assert without_zero.boundary_equalities == without_zero.failures == 0


def test_lemma_1_planted_fault_is_found(monkeypatch):
    real = deep._times_linear

    def tampered(coefficients, u, d):
        product = real(coefficients, u, d)
        if len(product) >= 3:
            product[1] = 0  # (1 + x)² = 1 + 2x + x² becomes 1 + x²: a_1² - a_2 a_0 = 0 - 1 < 0
        return product

    monkeypatch.setattr(deep, "_times_linear", tampered)
    result = lemma_1_sweep(("1",), 2)  # 1 + x (untouched), then (1 + x)²: one failure, at i = 1
    assert (result.products, result.points, result.failures) == (2, 5, 1)
    assert result.record()["verdict"] == "refuted"


def test_lemma_1_hypotheses_are_enforced():
    with pytest.raises(InvalidArgument):
        lemma_1_sweep(("0", "-1"), 2)  # r_i >= 0 is the lemma's hypothesis
    with pytest.raises(TypeError):
        lemma_1_sweep((0.5,), 2)  # a float decides nothing


def test_the_committed_lemma_1_evidence_has_the_hand_counted_size():
    records = json.loads(Path(__file__).parents[2].joinpath("proofs", "deep", "N1000.json").read_text())["sweeps"]
    (record,) = [r for r in records if r["claim"] == "001.lemma-1"]
    assert [Fraction(r) for r in record["grid"]] == list(LEMMA_1_GRID) and record["factors"] == 12
    g = f_max = 12
    assert record["products"] == sum(comb(g + f - 1, f) for f in range(1, f_max + 1)) == comb(24, 12) - 1
    assert record["points"] == sum((f + 1) * comb(g + f - 1, f) for f in range(1, f_max + 1))
    assert record["equalities"] == sum(comb(g - 1 + t, t) for f in range(1, f_max + 1) for t in range(f))
    assert record["failures"] == 0 and record["verdict"] == "verified"


@pytest.mark.slow
def test_the_committed_lemma_1_evidence_is_reproduced():
    records = json.loads(Path(__file__).parents[2].joinpath("proofs", "deep", "N1000.json").read_text())["sweeps"]
    assert lemma_1_sweep().record() in records


def test_ball_comparisons_count_exactly_like_integer_products():
    """The arb fast path decides only where the product balls separate; near-ties fall back to integers.

    Rows of ~3000-bit integers with planted ties (equal products) and near-ties (differing in the last unit,
    far below 53-bit ball precision): the counts must be those of exact integer products."""
    import random

    import flint

    from krverify.engine.deep import _Table

    generator = random.Random(7)
    big = 2**3000
    x = [generator.randrange(big) for _ in range(60)]
    y = [generator.randrange(big) for _ in range(60)]
    u, v = list(x), list(y)
    for i in range(0, 60, 3):  # near-ties: u v = x y + 1 or - 1
        u[i], v[i] = x[i] * y[i] + (1 if i % 2 else -1), 1
    for i in range(1, 60, 5):  # ties with a different factorisation
        u[i], v[i] = x[i] * y[i], 1
    for i in range(2, 60, 7):  # clearly apart, both ways: decided by the balls alone
        u[i], v[i] = x[i] * y[i] * (3 if i % 2 else 1), 1 if i % 2 else 3
        x[i] = x[i] // 5 if i % 2 else x[i] * 5
    rows = [[flint.fmpz(n) for n in row] for row in (x, y, u, v)]
    table = _Table(rows)
    below, equal = table.compare(0, 1, 2, 3)
    exact = [a * b - c * d for a, b, c, d in zip(x, y, u, v)]
    assert (below, equal) == (sum(d < 0 for d in exact), sum(d == 0 for d in exact))
    assert 0 < below and 0 < equal and sum(d > 0 for d in exact) > 0
    assert (table.compare(2, 3, 0, 1)) == (sum(d > 0 for d in exact), equal)  # the other way round
    assert table.balls[0][0].rad() > 0  # rounded balls, not exact copies of the ~3000-bit integers


def test_chunks_on_an_executor_give_the_inline_records():
    """One chunk per q, hashed in q order: a thread pool (completing in any order) changes nothing."""
    from concurrent.futures import ThreadPoolExecutor

    from krverify.engine.deep import deep_sweeps

    with ThreadPoolExecutor(3) as pool:
        pooled = deep_sweeps(40, executor=pool)
    assert [r.record() for r in pooled] == [r.record() for r in deep_sweeps(40)]


def test_lemma_1_chunks_on_an_executor_give_the_inline_record():
    """Lemma 1's walk cut into contiguous chunks (smallest roots; the two largest cut again) hashes the same."""
    from concurrent.futures import ThreadPoolExecutor

    from krverify.engine.deep import lemma_1_sweep

    grid = ("0", "1/3", "1", "2", "5")
    with ThreadPoolExecutor(3) as pool:
        pooled = lemma_1_sweep(grid, 6, executor=pool)
    inline = lemma_1_sweep(grid, 6)
    assert pooled.record() == inline.record()
    assert inline.products == sum(comb(5 + f - 1, f) for f in range(1, 7))  # multisets of 1..6 of 5 roots


PROOFS = Path(__file__).resolve().parents[2] / "proofs"
CLAIM = "001.theorem-4.1"  # one quick claim beside the deep sweeps


def test_check_depth_without_a_recorded_file_says_so_and_fails(tmp_path, cli):
    shutil.copytree(PROOFS, tmp_path / "proofs", ignore=shutil.ignore_patterns("deep"))
    status, out, _ = cli("check", "--claim", CLAIM, "--depth", "6", "--proofs",
                         str(tmp_path / "proofs"))
    assert status == 1 and "none recorded in" in out and "N6.json" in out and "so nothing was compared" in out


@pytest.mark.slow
def test_check_depth_compares_the_recorded_deep_evidence(tmp_path, cli):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    assert cli("check", "--claim", CLAIM, "--depth", "6", "--write", "--proofs", str(proofs))[0] \
        == 0
    assert cli("check", "--claim", CLAIM, "--depth", "6", "--proofs", str(proofs))[0] == 0
    recorded = proofs / "deep" / "N6.json"
    document = json.loads(recorded.read_text())
    document["sweeps"][0]["digest"] = "0" * 64  # a tampered digest
    recorded.write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")
    status, out, _ = cli("check", "--claim", CLAIM, "--depth", "6", "--proofs", str(proofs))
    assert status == 1 and "CHANGED deep evidence differs from" in out and "N6.json" in out


@pytest.mark.slow
def test_the_committed_deep_evidence_is_re_derived_by_check_depth(cli):
    """proofs/deep/N1000.json: every deep sweep re-derived and its digest compared (Theorem 4.1, (4.5), Lemma 1)."""
    status, out, _ = cli("check", "--claim", CLAIM, "--depth", "1000", "--proofs", str(PROOFS))
    assert status == 0 and "deep evidence: matches" in out, out[-2000:]


# --------------------------------------------------------------------------- the default domains' deeper sizes


def _grows_past_three(point):
    """Planted: N² <= 10 N - 20 holds for N = 3..7 and fails at N = 1, 2, 8, ...: on N in 3..5 it holds, on the
    deeper N in 3..8 it fails at N = 8."""
    return Evaluation(point["N"] ** 2, "<=", 10 * point["N"] - 20)


SHALLOW = Claim(id="planted.shallow", source="planted", section="-", label="-", kind="inequality",
                statement="N^2 <= 10N - 20", check=_grows_past_three, domain=Domain.of(ints("N", 3, 5, deep_high=8)))


def test_a_claim_true_at_the_default_sizes_and_false_deeper_is_refuted_by_the_wide_sweep(monkeypatch):
    assert decide(SHALLOW).verdict == "verified"  # the default sizes cannot see it
    monkeypatch.setattr(claims_package, "get_claim", lambda claim_id: SHALLOW)
    result = deep.wide_sweep("planted.shallow")
    assert result.verdict == "refuted" and result.counterexample == {"N": 8}
    assert result.domain == "N in 3..8" and result.record()["verdict"] == "refuted"


def test_the_wide_sweep_is_the_default_sweep_on_the_deeper_domain():
    """Same checker, same digest: the deeper domain of a claim, swept by the engine's sweep, gives the record."""
    claim = get_claim("001.eq-5.15")
    result = deep.wide_sweep(claim.id)
    direct = sweep(dataclasses.replace(claim, domain=claim.domain.deep))
    assert (result.points, result.digest, result.verdict) == (direct.checked, direct.digest, "verified")
    assert result.points == 2 * len(list(claim.domain.points()))  # N in 1..30 against 1..15, every k and q
    assert "N in 1..30" in result.domain and "N in 1..15" in claim.domain.description


def test_check_depth_fails_when_deeper_sizes_refute_an_upheld_record(tmp_path, cli, monkeypatch):
    proofs = tmp_path / "proofs"
    shutil.copytree(PROOFS, proofs)
    refuting = deep.WideResult(CLAIM, "N in 1..40", 10, 0, "0" * 64, 0.0, {"N": 39})
    monkeypatch.setattr(deep, "deep_evidence", lambda N, progress=None, executor=None: [])
    monkeypatch.setattr(deep, "wide_claims", lambda: [CLAIM])
    monkeypatch.setattr(deep, "wide_sweeps", lambda claims, progress=None, executor=None: [refuting])
    status, out, _ = cli("check", "--claim", CLAIM, "--depth", "6", "--write", "--proofs",
                         str(proofs))
    assert status == 1 and f"DEEPER SIZES REFUTE {CLAIM} (the ledger says proved)" in out


def test_every_deeper_domain_extends_its_default_domain():
    """The deeper sizes add points and keep every default one, in the default order, for each claim that has them."""
    for claim_id in deep.wide_claims():
        domain = get_claim(claim_id).domain
        missing = {tuple(sorted(p.items(), key=str)) for p in islice(domain.points(), 50)}
        assert domain.deep.description != domain.description
        for point in islice(domain.deep.points(), 4000):  # until every default point has been met
            missing.discard(tuple(sorted(point.items(), key=str)))
            if not missing:
                break
        assert not missing, claim_id
