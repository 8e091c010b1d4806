"""A second prover: z3's nonlinear real arithmetic re-proves every polynomial step, without the certificates.

The trusted kernel accepts a step because its certificate writes target × denominator as a sum of terms of known
sign.  Here each step the kernel accepts — the target and the hypotheses the kernel itself supplies (composed
proofs), or a single-step certificate's target, signs and hypotheses — is handed to z3 *without* the terms: z3
must show that no real point satisfies the hypotheses and violates the relation.  z3 is a test of the kernel's
obligations, not part of it (the checker stays standard-library only).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest
import z3

from krverify.certify import checker, composition
from krverify.certify.polynomials import Poly, Ratio, parse
from krverify.claims._composed import COMPOSED

PROOFS = Path(__file__).resolve().parents[2] / "proofs"
TIMEOUT_MS = 60_000


def _ledger() -> dict[str, dict]:
    entries = [record for path in sorted(PROOFS.glob("*.json")) for record in json.loads(path.read_text())["claims"]]
    return checker._proved_entries(entries)


LEDGER = _ledger()


def _poly(poly: Poly, symbols: dict[str, z3.ArithRef]) -> z3.ArithRef:
    total = z3.RealVal(0)
    for monomial, coefficient in poly.items():
        term = z3.RealVal(f"{coefficient.numerator}/{coefficient.denominator}")
        for name, exponent in monomial:
            symbols.setdefault(name, z3.Real(name))
            term = term * symbols[name] ** exponent
        total = total + term
    return total


def _holds(solver: z3.Solver, value: Ratio, level: str, symbols: dict[str, z3.ArithRef]) -> None:
    """value level 0 with value = n/d: d != 0 and n d level 0."""
    numerator, denominator = (_poly(part, symbols) for part in value)
    solver.add(denominator != 0)
    solver.add({">": numerator * denominator > 0, ">=": numerator * denominator >= 0,
                "==": numerator == 0}[level])


def refute(target: Ratio, needed: str, hypotheses: Mapping[str, tuple[Ratio | None, str]]) -> z3.CheckSatResult:
    """z3 on 'the hypotheses hold and target needed 0 fails'; unsat means the step holds.  A hypothesis with value
    None is a sign of the symbol itself."""
    symbols: dict[str, z3.ArithRef] = {}
    solver = z3.Solver()
    solver.set("timeout", TIMEOUT_MS)
    for name, (value, level) in hypotheses.items():
        _holds(solver, parse(name) if value is None else value, level, symbols)
    numerator, denominator = (_poly(part, symbols) for part in target)
    solver.add(denominator != 0)
    solver.add({">": numerator * denominator <= 0, ">=": numerator * denominator < 0,
                "==": numerator != 0}[needed])
    return solver.check()


def _composed_steps(key: str, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Ratio, str, dict]]:
    """Every (target, relation, hypotheses) a composed proof's check accepts with a case, as the kernel built them."""
    seen = []
    accept = composition._some_case

    def spy(target: Ratio, needed: str, env: Mapping[str, Ratio], signs: Mapping[str, str], cases: object) -> str:
        problem = accept(target, needed, env, signs, cases)
        if not problem and target[0]:
            hypotheses = {name: (env.get(name), {"positive": ">", "nonnegative": ">="}[level])
                          for name, level in signs.items() if level in ("positive", "nonnegative")}
            seen.append((target, needed, hypotheses))
        return problem

    monkeypatch.setattr(composition, "_some_case", spy)
    assert composition.check_composed(COMPOSED[key], LEDGER[key]["certificate"], LEDGER) == ""
    return seen


@pytest.mark.parametrize("key", sorted(COMPOSED))
def test_every_step_of_a_composed_proof_holds_for_z3(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for target, needed, hypotheses in _composed_steps(key, monkeypatch):
        assert refute(target, needed, hypotheses) == z3.unsat, (key, needed)


def _single_steps() -> Iterator[tuple[str, dict]]:
    for key, entry in sorted(LEDGER.items()):
        if "rule" not in entry["certificate"]:
            yield key, entry["certificate"]


def _single_step_hypotheses(certificate: Mapping[str, object]) -> dict[str, tuple[Ratio | None, str]]:
    hypotheses: dict[str, tuple[Ratio | None, str]] = {}
    for name in certificate["positive"]:
        hypotheses[name] = (None, ">")
    for name in certificate["nonnegative"]:
        hypotheses[name] = (None, ">=")
    for name, text in certificate["hypotheses"].items():
        hypotheses[f"{name} (hypothesis)"] = (parse(text), ">" if name in certificate["strict"] else ">=")
    return hypotheses


@pytest.mark.parametrize(("key", "certificate"), list(_single_steps()), ids=[key for key, _ in _single_steps()])
def test_every_single_step_certificate_holds_for_z3(key: str, certificate: dict) -> None:
    target = parse(certificate["target"])
    assert refute(target, certificate["relation"], _single_step_hypotheses(certificate)) == z3.unsat


def test_z3_finds_the_counterexample_when_a_hypothesis_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: Lemma 1's step without the induction hypothesis at i - 1, and Corollary 4.1 without its ratio
    hypothesis: z3 must find a point (sat), so the cross-check can fail."""
    steps = _composed_steps("001.lemma-1", monkeypatch)
    dropped = [refute(target, needed, {k: v for k, v in hypotheses.items() if k != "IH_m1"})
               for target, needed, hypotheses in steps if "IH_m1" in hypotheses]
    assert z3.sat in dropped
    certificate = LEDGER["000.corollary-4.1"]["certificate"]
    hypotheses = {k: v for k, v in _single_step_hypotheses(certificate).items() if not k.startswith("H ")}
    assert refute(parse(certificate["target"]), certificate["relation"], hypotheses) == z3.sat
