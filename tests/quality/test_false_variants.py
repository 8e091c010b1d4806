"""Quality: a verifier that approves everything must fail here.

For every claim that holds (and every correction that holds), deliberately
false variants — the relation negated, the constant 0 perturbed to 10^-6, a
hypothesis dropped — go through the same machinery and must be refuted.
"""

import dataclasses
import json
import re
from fractions import Fraction
from pathlib import Path

import pytest

from krverify import all_claims, decide, get_claim
from krverify.claims import Evaluation
from krverify.cli import main
from krverify.engine.mutants import mutant_outcomes, negated, tightened
from krverify.model import generating_table

EXAMPLES = 40


def upheld_claims():
    """Claims and corrections that are upheld: a refuted claim has a finding (a note of its own, or a Finding whose
    records name it — 004.smalldb-log-k-theta has only the latter)."""
    from krverify.findings import finding_of

    claims = []
    for claim in all_claims():
        if claim.decidable and claim.finding == "" and finding_of(claim.id) is None:
            claims.append(claim)
        if claim.correction is not None:
            claims.append(claim.correction)
    return claims


#: The default suite decides the negation of every SAMPLE-th upheld claim (registry order, so every document and
#: section is represented); ``pytest -m slow`` decides all the others.
SAMPLE = 4


def sampled(claims):
    """Every SAMPLE-th claim as is, the others marked slow."""
    return [pytest.param(claim, id=claim.id, marks=() if index % SAMPLE == 0 else pytest.mark.slow)
            for index, claim in enumerate(claims)]


@pytest.mark.parametrize("claim", sampled(upheld_claims()))
def test_negated_variant_is_refuted(claim):
    assert decide(negated(claim), examples=EXAMPLES).verdict == "refuted"


#: Upheld claims that are tight somewhere in their domain, so a margin of 10^-6 breaks them.
TIGHT = ["000.lemma-4.1", "000.corollary-4.1", "000.lemma-4.3", "000.lemma-4.2.corrected", "001.theorem-4.1",
         "001.lemma-1", "001.eq-4.5.corrected", "001.eq-4.6.corrected", "001.ratio-after-4.4.corrected",
         "001.eq-5.13.corrected", "001.eq-4.2", "001.eq-6.7", "000.eq-3.2", "000.cdf-sandwich"]


@pytest.mark.parametrize("claim", [c for c in upheld_claims() if c.id in TIGHT], ids=lambda c: c.id)
def test_tightened_variant_is_refuted(claim):
    assert decide(tightened(claim), examples=EXAMPLES).verdict == "refuted"


def _without(claim, check, hypothesis=None):
    """The claim with one hypothesis dropped: from its check and, where it is a condition of the domain, from the
    domain too.  The variant is its check alone: a declared formula states the hypothesis in its ``given`` lines,
    so it is dropped with it (else the engine reports the check and the formula disagreeing)."""
    domain = claim.domain if hypothesis is None else claim.domain.without(hypothesis)
    return dataclasses.replace(claim, id=claim.id + "~hypothesis-dropped", check=check, domain=domain, proof=None,
                               correction=None, formula="")


def test_corollary_without_its_ratio_hypothesis_is_refuted():
    def check(pt):
        q, p, a1, a2, a1p, a2p = (pt[k] for k in ("q", "p", "a1", "a2", "a1'", "a2'"))
        return Evaluation((q * a1 + p * a2) / (p * a1 + q * a2), ">=",
                          (q * a1p + p * a2p) / (p * a1p + q * a2p))

    assert decide(_without(get_claim("000.corollary-4.1"), check, "a_2/a_1 >= a'_2/a'_1"), examples=EXAMPLES
                  ).verdict == "refuted"


def test_lemma_4_3_without_hypothesis_4_5_is_refuted():
    def check(pt):
        a, ap, lam, mu, b, bp, c, cp = (pt[k] for k in
                                        ("a", "a'", "lambda", "mu", "b", "b'", "c", "c'"))
        return Evaluation((a * lam + b * mu) / (c * lam + a * mu), ">=",
                          (ap * lam + bp * mu) / (cp * lam + ap * mu))

    assert decide(_without(get_claim("000.lemma-4.3"), check, "(4.5): ac' >= a'c, ab' <= a'b, bc' >= b'c"),
                  examples=EXAMPLES
                  ).verdict == "refuted"


def test_lemma_4_1_with_a_negative_denominator_is_refuted():
    def check(pt):
        a, b = pt["a"], tuple(-x if i == 0 else x for i, x in enumerate(pt["b"]))
        if sum(b) == 0:
            return None
        return Evaluation(sum(a, Fraction(0)) / sum(b), "<=", max(x / y for x, y in zip(a, b)))

    assert decide(_without(get_claim("000.lemma-4.1"), check), examples=EXAMPLES
                  ).verdict == "refuted"


def test_theorem_4_1_with_the_index_shifted_is_refuted():
    # R_i(N) >= R_(i-1)(M) is false: at M = N it says R_i >= R_(i-1), but R_i decreases in i.
    # (Shifting to i + 1 instead would be true, and krverify rightly upholds that variant.)
    def check(pt):
        n, m, i = pt["N"], pt["M"], pt["i"]
        if i == 0:
            return None
        t = generating_table(n, pt["q"])
        return Evaluation(Fraction(t.numerator(n - 1, i), t.numerator(n, i)), ">=",
                          Fraction(t.numerator(m - 1, i - 1), t.numerator(m, i - 1)))

    assert decide(_without(get_claim("001.theorem-4.1"), check), examples=EXAMPLES
                  ).verdict == "refuted"


ROOT = Path(__file__).resolve().parents[2]


def readme_kill_ratio() -> tuple[int, int]:
    """(killed, total) as docs/trust.md states them: 'Today K of T are killed; each of the S survivors ...'."""
    text = " ".join((ROOT / "docs" / "trust.md").read_text(encoding="utf-8").split())
    found = re.search(r"Today (\d+) of (\d+) are killed; each of the (\d+) survivors", text)
    assert found, "docs/trust.md no longer states the mutants' kill ratio"
    killed, total, survivors = (int(group) for group in found.groups())
    assert killed + survivors == total
    return killed, total


#: Upheld claims whose mutants are killed, and one whose tightened mutant survives with its checked reason
#: (001.first-term-positive: (p² - q²)² > 0 has margin far above 10^-6 on the q grid).
MUTANT_SAMPLE = ("000.lemma-4.3", "001.theorem-4.1", "001.eq-4.5.corrected", "001.first-term-positive",
                 "002.set-probability", "004.rr-variance")


@pytest.mark.parametrize("claim_id", MUTANT_SAMPLE)
def test_every_mutant_of_a_sample_is_killed_or_explained(claim_id):
    outcomes = mutant_outcomes(claim_id, 30)
    assert outcomes and outcomes[0]["mutant"] == "negated" and outcomes[0]["killed"]
    for outcome in outcomes:
        assert outcome["killed"] or outcome["equivalent_because"].startswith("equivalent on the domain"), outcome


@pytest.mark.slow
def test_mutants_command_kills_exactly_the_readmes_count_and_explains_every_survivor(capsys):
    assert main(["mutants", "--json", "--proofs", str(ROOT / "proofs")]) == 0  # docs/trust.md's command, as printed
    report = json.loads(capsys.readouterr().out)
    assert (report["killed"], report["total"]) == readme_kill_ratio()
    for survivor in report["survivors"]:
        assert survivor["mutant"] != "negated"  # every negation is refuted
        assert survivor["equivalent_because"].startswith("equivalent on the domain")


def test_a_witness_outside_the_stated_domain_is_refused():
    """Plant a claim whose search region draws where its membership test says no: the engine must refuse the
    out-of-domain witness instead of refuting a statement the record does not make (issue 10: witnesses that
    convince)."""
    from hypothesis import strategies as st

    from krverify.claims import Domain, among, region
    from krverify.errors import WitnessOutsideDomain
    base = get_claim("000.lemma-4.1")
    lying = region("x = 1 only", lambda: st.integers(1, 50), lambda value: value == 1)
    planted = dataclasses.replace(
        base, id="planted.outside-domain", proof=None, correction=None, finding="", own_deviations=(),
        literal="", meaningless="", disputed="", reading="as printed",
        domain=Domain.of(among("x", (1,), search=lying)),
        check=lambda pt: Evaluation(pt["x"], "<=", 10))
    with pytest.raises(WitnessOutsideDomain, match="outside the"):
        decide(planted, examples=EXAMPLES)
    honest = region("x in 1..50", lambda: st.integers(1, 50), lambda value: 1 <= value <= 50)
    inside = dataclasses.replace(planted, domain=Domain.of(among("x", (1,), search=honest)))
    result = decide(inside, examples=EXAMPLES)
    assert result.verdict == "refuted" and result.evidence["counterexample"] == {"x": 11}


@pytest.mark.slow  # ~25 s: the shifted mutant of Lemma 1 swept over 30,000 pairs; the slow mutants test explains all
def test_an_index_shift_survivor_is_explained_by_its_own_margin_not_by_its_survival(monkeypatch):
    """Lemma 1's shifted form (the gap at i + 1 against zero) is the lemma again: it survives, and the reason is
    the exact margin over the pairs (i, i + 1): zero, as a hand count says (two zero roots make a_0 = a_1 = 0, a
    vanishing gap). Planted fault: Theorem
    4.1's shifted form is false, and a decision made to let it survive still gets no reason."""
    from krverify.engine import mutants, verdicts
    pairs, holds, margin = mutants.shifted_margin(get_claim("001.lemma-1"))
    assert pairs > 0 and holds and margin == 0
    lemma = {o["mutant"]: o for o in mutant_outcomes("001.lemma-1", 30)}["index-shift"]
    assert not lemma["killed"] and f"each of the {pairs} pairs" in lemma["equivalent_because"]

    assert mutants.shifted_margin(get_claim("001.theorem-4.1"))[1] is False
    real = verdicts.decide
    monkeypatch.setattr(verdicts, "decide", lambda claim, **kw: dataclasses.replace(real(claim, **kw),
                                                                                       verdict="verified"))
    shifted = {o["mutant"]: o for o in mutant_outcomes("001.theorem-4.1", 30)}["index-shift"]
    assert not shifted["killed"] and shifted["equivalent_because"] is None
