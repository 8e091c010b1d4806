"""Deep sweeps: the same verdicts as the claims' own checkers, and able to fail."""

from fractions import Fraction

from krverify import get_claim
from krverify.engine import deep
from krverify.engine.deep import deep_sweeps


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
