"""The composed-proof rules of the independent checker: each accepts the ledger's proofs and rejects a broken one.

Expected values come from the rules' definitions (certify/composition.py's docstring) and hand derivations:
Lemma 1's step is a_i² - a_(i-1) a_(i+1) = β² g_(i-1) + αβ (b_(i-1) b_i - b_(i-2) b_(i+1)) + α² g_i, and the
middle term times b_(i-1) b_i is b_i² g_(i-1) + b_(i-2) b_i g_i (both expanded by hand).  The tampered proofs are
the ledger's own with one piece removed or changed.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from pathlib import Path

import pytest

from krverify.certify import checker
from krverify.certify import record as records
from krverify.certify.composition import Accumulation, Family, check_composed

PROOFS = Path(__file__).resolve().parents[2] / "proofs"


def _ledger() -> dict[str, dict]:
    """id -> {spec, certificate} of the ledger's proved entries, read from proofs/."""
    entries = []
    for path in sorted(PROOFS.glob("*.json")):
        for record in json.loads(path.read_text())["claims"]:
            entries.append(record)
    return checker._proved_entries(entries)


LEDGER = _ledger()
LEMMA = LEDGER["001.lemma-1"]["certificate"]


def test_every_composed_proof_of_the_ledger_checks() -> None:
    composed = [key for key, value in LEDGER.items() if "rule" in value["certificate"]]
    assert len(composed) >= 16
    for key in composed:
        assert check_composed(LEDGER[key]["spec"], LEDGER[key]["certificate"], LEDGER) == "", key


def test_at_least_thirty_proved_entries() -> None:
    assert len(LEDGER) >= 30


# --------------------------------------------------------------------------- induction


def test_induction_missing_step_case_is_rejected() -> None:
    broken = copy.deepcopy(LEMMA)
    broken["step"]["alpha > 0"] = broken["step"]["alpha > 0"][:1]  # only the case dividing by b_(i-1) b_i
    assert "is identically zero" in check_composed(LEDGER["001.lemma-1"]["spec"], broken, {})
    missing_split = copy.deepcopy(LEMMA)
    del missing_split["step"]["alpha = 0"]
    assert "exactly the cases" in check_composed(LEDGER["001.lemma-1"]["spec"], missing_split, {})


def test_induction_hypothesis_at_the_wrong_offset_is_rejected() -> None:
    """The step may use the gap of the old coefficients at i - 1 and i only; a gap at i + 1 (its window leaves the
    step's) is not the induction hypothesis, and the new sequence's own gap is the statement itself."""
    for wrong in ("IH_p1", "t_0**2 - t_m1*t_p1"):
        broken = copy.deepcopy(LEMMA)
        broken["step"]["alpha > 0"] = [{"denominator": "1", "terms": ["beta**2*IH_m1", f"alpha**2*{wrong}"]}]
        assert check_composed(LEDGER["001.lemma-1"]["spec"], broken, {}) != ""


def test_induction_invariant_must_be_the_statement() -> None:
    broken = dict(LEMMA, invariant="s_0**2 - s_m1*s_p1 + s_0")
    assert "not the statement's property" in check_composed(LEDGER["001.lemma-1"]["spec"], broken, {})


def test_induction_rejects_a_false_family_statement() -> None:
    """Planted: 'the coefficients are nonincreasing' (s_0 - s_p1 >= 0) is false for (1 + x)² = 1 + 2x + x²; no
    case can prove it, not even the lemma's own."""
    planted = Family("nonnegative", "positive", "positive", "s_0 - s_p1")
    certificate = dict(LEMMA, invariant="s_0 - s_p1")
    assert check_composed(planted, certificate, {}) != ""


def test_strictness_is_decided_by_the_checker_not_claimed_by_the_certificate() -> None:
    """Planted: s_i s_(i-1) >= 0 holds for every product (by hand: t_i t_(i-1) = α² s_i s_(i-1) + αβ s_i s_(i-2)
    + αβ s_(i-1)² + β² s_(i-1) s_(i-2), a sum of nonnegative terms), but it is 0 at the lowest index of the support,
    so '> 0 on the support' is false.  The same cases prove the weak invariant and fail the strict one."""
    planted = Family("nonnegative", "positive", "positive", "s_0*s_m1")
    cases = [{"denominator": "1", "terms": ["alpha**2*IH_0", "alpha*beta*s_0*s_m2", "alpha*beta*s_m1**2",
                                            "beta**2*IH_m1"]}]
    weak = {"rule": "induction", "invariant": "s_0*s_m1", "strict": False,
            "step": {"alpha > 0": cases, "alpha = 0": cases}}
    assert check_composed(planted, weak, {}) == ""
    # the strict flag must be the statement's: a '>=' statement with strict=True, and '>' with strict=False, fail
    assert "not the statement's relation" in check_composed(planted, dict(weak, strict=True), {})
    strict = dataclasses.replace(planted, relation=">")
    assert "not the statement's relation" in check_composed(strict, weak, {})
    assert "base case" in check_composed(strict, dict(weak, strict=True), {})


@pytest.mark.parametrize(("key", "change", "words"), [
    ("001.lemma-1", {"certificate": {"invariant": None}}, "an induction needs an invariant (text) and strict"),
    ("001.lemma-1", {"certificate": {"step": []}}, "an induction needs its step cases"),
    ("001.lemma-1", {"spec": {"relation": "=="}}, "an induction proves '>=' or '>' (strict on the support), not '=='"),
    ("001.lemma-1", {"spec": {"scale": "odd"}}, "scale sign 'odd' is not 'positive' or 'nonzero'"),
    ("001.lemma-1", {"spec": {"beta": "one"}}, "the family's factors need beta > 0 and alpha >= 0"),
    ("001.lemma-1", {"spec": {"property": "s_0"}, "certificate": {"invariant": "s_0"}},
     "the scale may be negative but the invariant changes under s -> -s"),
    ("001.lemma-1", {"certificate": {"rule": "chain"}}, "rule 'chain' does not prove a Family statement"),
    ("001.eq-4.23", {"spec": {"beta": "nonnegative"}}, "the statement's family is not inside lemma"),
    ("001.eq-4.23", {"spec": {"scale": "nonzero"}}, "a family consequence needs a positive scale"),
    ("001.eq-4.23", {"certificate": {"cases": ["x"]}}, "a case is not {denominator, terms: [...]}"),
    ("000.monotone-weights.corrected",  # the ledger's case with its denominator and terms negated: it cancels
     {"certificate": {"cases": [{"denominator": "-G1*H1", "terms": ["-J0*H1", "-H0*J1"]}]}},
     "denominator '-G1*H1' has no known positive sign"),
    ("001.eq-4.5.corrected", {"certificate": {"base": None}}, "a window proof names its base product"),
    ("001.eq-4.5.corrected", {"spec": {"signs": {"p": "positive"}}}, "(q + p x) has no alpha >= 0, beta > 0"),
    ("001.eq-4.5.corrected", {"spec": {"target": "A_0 - Z_0"}}, "the target names sequences ['Z']"),
    ("001.theorem-4.1", {"spec": {"low": "2"}}, "which is not [2, N - 1]"),
    ("000.monotone-weights.corrected", {"spec": {"pair_hypotheses": (("a", "=="),)}}, "hypotheses are '>' or '>=' 0"),
    ("000.lemma-4.1", {"certificate": {"invariants": "A"}}, "an accumulation needs invariants"),
    ("000.lemma-4.1", {"certificate": {"invariants": [["A", "=="]]}}, "invariants and hypotheses are '>' or '>=' 0"),
    ("000.lemma-4.1", {"certificate": {"base": []}}, "the base needs one case list per invariant"),
    ("001.eq-5.5.corrected", {"certificate": {"instance": None}}, "a blocks proof names its link, the link's instance"),
    ("001.eq-5.5.corrected", {"certificate": {"instance": {"m": "1"}}},
     "the instance and the blocks must be integer polynomials (and may not set the link's parameter)"),
])
def test_each_rule_refuses_a_malformed_certificate_or_statement(key: str, change: dict, words: str) -> None:
    """A ledger proof with one statement field or one certificate key changed: the refusal paths of the rules that
    no other test reached (a line-coverage trace), each named by its message."""
    spec = dataclasses.replace(LEDGER[key]["spec"], **change.get("spec", {}))
    certificate = copy.deepcopy(LEDGER[key]["certificate"]) | change.get("certificate", {})
    assert words in check_composed(spec, certificate, LEDGER)


# --------------------------------------------------------------------------- window statements and lemmas


def test_window_with_a_wrong_lemma_offset_is_rejected() -> None:
    """(4.5) corrected is (p² - q²)² times the gap of Q at i - 1, not at i."""
    certificate = copy.deepcopy(LEDGER["001.eq-4.5.corrected"]["certificate"])
    certificate["cases"] = [{"denominator": "1", "terms": ["H0**2*(p + q)**2*L_0"]}]
    assert "does not cancel" in check_composed(LEDGER["001.eq-4.5.corrected"]["spec"], certificate, LEDGER)


def test_window_needs_its_lemma_proved() -> None:
    certificate = LEDGER["001.eq-4.5.corrected"]["certificate"]
    without = {key: value for key, value in LEDGER.items() if key != "001.lemma-1.strict"}
    statement = LEDGER["001.eq-4.5.corrected"]["spec"]
    assert "not a proved family statement" in check_composed(statement, certificate, without)


def test_window_with_a_wrong_factor_is_rejected() -> None:
    """G_(m+1) is Q (q + px)², not Q (p + qx)²."""
    certificate = copy.deepcopy(LEDGER["001.eq-4.5.corrected"]["certificate"])
    certificate["shifts"]["C"] = [["p", "q"], ["p", "q"]]
    assert "is not the base times" in check_composed(LEDGER["001.eq-4.5.corrected"]["spec"], certificate, LEDGER)


def test_window_claims_equality_exactly_at_the_ends() -> None:
    """The corrected (4.5) says equality at i = 0 and i = N: dropping 'ends ==' to strict everywhere fails at
    the ends (the printed (4.5), refuted there), and the certificate still proves '>' inside."""
    import dataclasses

    printed = dataclasses.replace(LEDGER["001.eq-4.5.corrected"]["spec"], ends=">")
    problem = check_composed(printed, LEDGER["001.eq-4.5.corrected"]["certificate"], LEDGER)
    assert "no term is strictly positive" in problem


def test_window_identity_rejects_a_wrong_coefficient() -> None:
    """(4.10)'s step 2: Q(x)(q + px)² has coefficient b_i q² + 2qp b_(i-1) + b_(i-2) p² (expanded by hand); with
    qp for 2qp the identity fails in the patterns where b_(i-1) is not 0, and a wrong factor is caught first."""
    import dataclasses

    spec = LEDGER["001.eq-4.10.step-2"]["spec"]
    certificate = LEDGER["001.eq-4.10.step-2"]["certificate"]
    assert check_composed(spec, certificate, LEDGER) == ""
    wrong = dataclasses.replace(spec, target="C_0 - (b_0*q**2 + q*p*b_m1 + b_m2*p**2)")
    assert "not identically 0" in check_composed(wrong, certificate, LEDGER)
    swapped = copy.deepcopy(LEDGER["001.eq-4.10.corrected"]["certificate"])
    swapped["shifts"]["C"] = [["p", "q"], ["p", "q"]]
    assert "is not the base times" in check_composed(LEDGER["001.eq-4.10.corrected"]["spec"], swapped, LEDGER)


# --------------------------------------------------------------------------- chains and sums


def test_chain_link_must_be_the_step_of_f() -> None:
    """(4.5) corrected is not R(m + 1) - R(m): the theorem cannot rest on it."""
    chain = {"rule": "chain", "link": "001.eq-4.5.corrected"}
    problem = check_composed(LEDGER["001.theorem-4.1"]["spec"], chain, LEDGER)
    assert "is not f(m + 1) - f(m)" in problem


def test_chain_needs_its_link_positive_on_one_support() -> None:
    """Equal degrees give one support [0, degree] only when every factor has alpha, beta > 0: without q > 0 the
    link's g could start later, and the theorem's range of i is not the link's."""
    import dataclasses

    link = LEDGER["001.ratio-after-4.4.corrected"]
    weak = dict(LEDGER)
    weak["001.ratio-after-4.4.corrected"] = dict(link, spec=dataclasses.replace(link["spec"], signs={"p": "positive"}))
    certificate = LEDGER["001.theorem-4.1"]["certificate"]
    assert check_composed(LEDGER["001.theorem-4.1"]["spec"], certificate, LEDGER) == ""
    assert "range of i" in check_composed(LEDGER["001.theorem-4.1"]["spec"], certificate, weak)


def test_accumulation_missing_item_hypothesis_is_rejected() -> None:
    certificate = copy.deepcopy(LEDGER["000.lemma-4.1"]["certificate"])
    certificate["step"][1] = [{"denominator": "1", "terms": ["IH1"]}]  # forgets the new item's M b - a >= 0
    assert "does not cancel" in check_composed(LEDGER["000.lemma-4.1"]["spec"], certificate, {})


def test_accumulation_rejects_a_false_statement() -> None:
    """Planted: 'A/B >= M' for an upper bound M of the ratios (the wrong direction)."""
    planted = Accumulation(("a", "b"), (("b", ">"), ("M*b - a", ">=")), {"A": "a", "B": "b"}, {}, "A/B - M", ">=")
    certificate = LEDGER["000.lemma-4.1"]["certificate"]
    assert check_composed(planted, certificate, {}) != ""


# --------------------------------------------------------------------------- accumulations with pair hypotheses


def test_lemma_4_2_proofs_check() -> None:
    """By hand: adding item j to P = Σ aλ, Q = Σ aμ, R = Σ a'λ, S = Σ a'μ adds
    a'_j μ_j Σ_i a'_i μ_i (r_i - r_j)(ρ_i - ρ_j) to PS - QR (r = a/a', ρ = λ/μ)."""
    for key in ("000.lemma-4.2.corrected", "000.reversed-hypotheses.corrected", "000.proof-sufficient"):
        assert check_composed(LEDGER[key]["spec"], LEDGER[key]["certificate"], {}) == "", key


def test_accumulation_rejects_the_other_order() -> None:
    """The lemma's certificate does not prove the reversed statement, nor the lemma with only one hypothesis."""
    import dataclasses

    certificate = LEDGER["000.lemma-4.2.corrected"]["certificate"]
    assert "does not cancel" in check_composed(LEDGER["000.reversed-hypotheses.corrected"]["spec"], certificate, {})
    one = dataclasses.replace(LEDGER["000.lemma-4.2.corrected"]["spec"],
                              pair_hypotheses=LEDGER["000.lemma-4.2.corrected"]["spec"].pair_hypotheses[:1])
    assert check_composed(one, certificate, {}) != ""  # J1 (a_i/a_j >= a'_i/a'_j) is not granted any more


def test_summed_pair_hypothesis_is_only_for_all_earlier_items() -> None:
    """proof-sufficient needs the pair hypothesis summed over every earlier item (JS0); the last item's alone
    (J0) does not give the step, and a pair hypothesis that is not a combination of the sums has no JS0."""
    import dataclasses

    certificate = copy.deepcopy(LEDGER["000.proof-sufficient"]["certificate"])
    certificate["step"][2] = [{"denominator": "1", "terms": ["IH2", "H1*H3*J0"]}]
    assert "does not cancel" in check_composed(LEDGER["000.proof-sufficient"]["spec"], certificate, {})
    squared = dataclasses.replace(LEDGER["000.proof-sufficient"]["spec"],
                                  pair_hypotheses=(("(a_prev*ap - a*ap_prev)**2*(lam_prev*mu - lam*mu_prev)", ">="),))
    assert "does not cancel" in check_composed(squared, LEDGER["000.proof-sufficient"]["certificate"], {})


def test_pair_proofs_check_and_reject_a_broken_case() -> None:
    """By hand: a_i a'_j - a_j a'_i = a_j a'_j (a_i/a_j - a'_i/a'_j) and λ_i μ_j - λ_j μ_i = μ_i μ_j (λ_i/μ_i -
    λ_j/μ_j); λ_i/μ_i - λ_j/μ_j = ((λ_i - λ_j) μ_j + λ_j (μ_j - μ_i))/(μ_i μ_j)."""
    import dataclasses

    for key in ("000.proof-implied.corrected", "000.monotone-weights.corrected"):
        assert check_composed(LEDGER[key]["spec"], LEDGER[key]["certificate"], {}) == "", key
    swapped = {"rule": "pair", "cases": [{"denominator": "1", "terms": ["H0*H1*H3*H3*J1*J0"]}]}  # μ_j for μ_i
    assert "does not cancel" in check_composed(LEDGER["000.proof-implied.corrected"]["spec"], swapped, {})
    planted = dataclasses.replace(LEDGER["000.monotone-weights.corrected"]["spec"], target="lam/mu - lam_prev/mu_prev")
    assert check_composed(planted, LEDGER["000.monotone-weights.corrected"]["certificate"], {}) != ""


# --------------------------------------------------------------------------- blocks of a chain: (5.5) corrected

BLOCKS = LEDGER["001.eq-5.5.corrected"]["certificate"]


def _blocks(**changes: object) -> dict:
    certificate = copy.deepcopy(BLOCKS)
    for key, value in changes.items():
        if key in ("lower", "upper", "length"):
            certificate["blocks"][key] = value
        elif key in ("start", "end", "apart", "length_range"):
            certificate["ranges"][key.removesuffix("_range")] = value
        else:
            certificate[key] = value
    return certificate


def test_blocks_prove_5_5_corrected_for_every_k() -> None:
    """By hand: G_m^k is G_(km) of kN bits, so b^m/b^(m+1) = f(km + 1) ... f(km + k) and b^(m-1)/b^m = f(km - k + 1)
    ... f(km); the ranges are k(m - 1) >= 0, k(N - m - 1) >= 0 and k - 1 >= 0."""
    assert check_composed(LEDGER["001.eq-5.5.corrected"]["spec"], BLOCKS, LEDGER) == ""


@pytest.mark.parametrize(("change", "words"), [
    ({"length": "k - 1"}, "statement is not g(upper)"),  # k - 1 ratios do not make b^m / b^(m+1)
    ({"lower": "k*m - 1"}, "statement is not g(upper)"),
    ({"instance": {"N": "N"}}, "statement is not g(upper)"),  # G_m^k is not G_(km) of N bits
    ({"link": "001.eq-4.5.corrected"}, "is not f(m + 1) - f(m)"),  # (4.5) is a product, not a ratio's step
    ({"link": "001.lemma-1"}, "not a proved window statement"),
    ({"end": [{"denominator": "1", "terms": ["K1"]}]}, "range end"),  # k(N - m - 1), not N - m - 1
    ({"apart": []}, "range apart"),
])
def test_blocks_reject_a_broken_proof(change: dict, words: str) -> None:
    assert words in check_composed(LEDGER["001.eq-5.5.corrected"]["spec"], _blocks(**change), LEDGER)


def test_blocks_reject_a_false_statement() -> None:
    """Planted: 'the ratio decreases with m' (A/B - B/C >= 0).  It matches the blocks with lower and upper swapped,
    and then the blocks are not apart in the right order: d - c - 1 = -k - 1 >= 0 has no proof."""
    import dataclasses

    planted = dataclasses.replace(LEDGER["001.eq-5.5.corrected"]["spec"], target="A_0/B_0 - B_0/C_0")
    swapped = _blocks(lower="k*m", upper="k*(m - 1)")
    assert "range" in check_composed(planted, swapped, LEDGER)
    assert "statement is not g(upper)" in check_composed(planted, BLOCKS, LEDGER)


def test_blocks_need_k_at_least_one_for_strictness() -> None:
    """Without the count k - 1 (k = 0 allowed) both sides are 1: the strict claim has no proof of d - c - 1 >= 0."""
    import dataclasses

    any_k = dataclasses.replace(LEDGER["001.eq-5.5.corrected"]["spec"], counts=("m - 1", "N - m - 1"))
    assert "does not cancel" in check_composed(any_k, BLOCKS, LEDGER)  # K2 is not a count any more
    with_k = json.loads(json.dumps(BLOCKS).replace("K2", "(k - 1)"))  # the same cases, k's sign unknown
    assert "no known sign" in check_composed(any_k, with_k, LEDGER)


def test_blocks_are_no_stricter_than_their_link() -> None:
    import dataclasses

    weak = dict(LEDGER)
    link = LEDGER["001.ratio-after-4.4.corrected"]
    weak["001.ratio-after-4.4.corrected"] = dict(link, spec=dataclasses.replace(link["spec"], ends=">="))
    assert "not as strict" in check_composed(LEDGER["001.eq-5.5.corrected"]["spec"], BLOCKS, weak)
    loose = dict(LEDGER)
    loose["001.ratio-after-4.4.corrected"] = dict(link, spec=dataclasses.replace(link["spec"], strict=False))
    assert "not as strict" in check_composed(LEDGER["001.eq-5.5.corrected"]["spec"], BLOCKS, loose)


# --------------------------------------------------------------------------- the ledger: dependencies and cycles


def _tampered(directory: Path, change) -> list[str]:
    """verify-certs' problems on a copy of the ledger (tests/conftest.py's proofs_copy: an entry byte-identical to
    one checked earlier in this run gets its problems again; every changed entry is checked afresh)."""
    for path in directory.glob("*.json"):
        payload = json.loads(path.read_text())
        for record in payload["claims"]:
            for entry in (record, record.get("correction")):
                if entry is not None:
                    change(entry)
        path.write_text(json.dumps(payload))
    _, problems = checker.check_directory(directory, manifest=None)
    return problems


def test_ledger_as_written_checks(proofs_copy: Path) -> None:
    assert _tampered(proofs_copy, lambda entry: None) == []


def test_circular_chain_is_rejected(proofs_copy: Path) -> None:
    """Make Lemma 1's strict form rest on (4.5) corrected, which rests on it."""
    def change(entry: dict) -> None:
        if entry["id"] == "001.lemma-1.strict":
            entry["evidence"]["certificate"]["lemma"] = "001.eq-4.5.corrected"
    problems = _tampered(proofs_copy, change)
    assert any("circular proof" in problem for problem in problems)


def test_dependency_on_a_broken_proof_is_rejected(proofs_copy: Path) -> None:
    def change(entry: dict) -> None:
        if entry["id"] == "001.lemma-1":
            del entry["evidence"]["certificate"]["step"]["alpha = 0"]
    problems = _tampered(proofs_copy, change)
    assert any(problem.startswith("001.lemma-1:") for problem in problems)
    assert any("rests on 001.lemma-1, whose own proof does not check" in problem for problem in problems)


def test_dependency_on_an_unproved_entry_is_rejected(proofs_copy: Path) -> None:
    def change(entry: dict) -> None:
        if entry["id"] == "001.theorem-4.1":
            entry["evidence"]["certificate"]["link"] = "001.eq-4.32"
    problems = _tampered(proofs_copy, change)
    assert any("001.eq-4.32, which is not a proved entry" in problem for problem in problems)


def _redigested(entry: dict) -> None:
    entry["statement_digest"] = records.statement_digest(entry)


def test_a_composed_statement_edited_in_the_ledger_is_rejected(proofs_copy: Path) -> None:
    """The statement a composed proof proves is the ledger's own (digested): Lemma 1's property made stronger
    (a_i^2 - a_(i+1) a_(i-1) >= 0 -> a_i^2 - 2 a_(i+1) a_(i-1) >= 0, false for (1 + x)^2: 4 - 2) with its digest
    recomputed no longer checks."""
    def change(entry: dict) -> None:
        if entry["id"] == "001.lemma-1":
            entry["composed"]["property"] = "s_0**2 - 2*s_p1*s_m1"
            _redigested(entry)
    problems = _tampered(proofs_copy, change)
    assert any(problem.startswith("001.lemma-1:") and "property" in problem for problem in problems), problems


@pytest.mark.parametrize(("change", "words"), [
    (lambda entry: entry.pop("composed"), "a composed proof without the statement it proves"),
    (lambda entry: entry["composed"].update(form="lemma"), "form must be one of"),
    (lambda entry: entry["composed"].pop("index"), "has exactly the fields"),
    # a chain is claimed on the support of a sequence: its index may not be null (a window's may); it was refused
    # before only as "malformed certificate (KeyError: None)", from inside the chain rule
    (lambda entry: entry["composed"].update(index=None), "a chain statement's index must be a text, not None"),
    (lambda entry: entry["composed"]["sequences"]["Y"]["factors"][0].pop(), "sequences must be a map of names to"),
    (lambda entry: entry["composed"].update(parameter=["m", "1", "N"]), "parameter must be a text, not ['m'"),
])
def test_a_missing_or_malformed_composed_statement_is_one_line(proofs_copy: Path, change, words: str) -> None:
    def tamper(entry: dict) -> None:
        if entry["id"] == "001.theorem-4.1":
            change(entry)
            _redigested(entry)
    problems = _tampered(proofs_copy, tamper)
    assert any(problem.startswith("001.theorem-4.1:") and words in problem for problem in problems), problems


def test_a_composed_statement_on_another_record_is_rejected(proofs_copy: Path) -> None:
    """A refuted record may not carry a composed statement (nothing proves it)."""
    statement = {"form": "pairwise", "items": ["a"], "item_hypotheses": [], "pair_hypotheses": [], "target": "a",
                 "relation": ">="}

    def change(entry: dict) -> None:
        if entry["id"] == "001.eq-4.5":
            entry["composed"] = statement
            _redigested(entry)
    problems = _tampered(proofs_copy, change)
    assert "001.eq-4.5: a composed statement on a record no composed proof proves" in problems


@pytest.mark.parametrize(("key", "words"), [
    ("001.lemma-1", "from the induction hypotheses `IH_0`, `IH_m1`"),
    ("001.eq-4.5.corrected", "001.lemma-1.strict on the base"),
    ("001.ratio-after-4.4.corrected", "`T*(B_0*C_0) == H0**2*(p + q)**2*L_m1`"),
    ("001.theorem-4.1", "`f(m + 1) - f(m) >= 0` over `a <= m < b`, each by 001.ratio-after-4.4.corrected"),
    ("000.lemma-4.1", "`M*B - A >= 0`"),
    ("000.proof-sufficient", "`T == IH2 + JS0`"),
    ("000.monotone-weights.corrected", "`T*(G1*H1) == J0*H1 + H0*J1`"),
    ("001.eq-5.5.corrected", "`c == k*(m - 1)`, `d == k*m`, `n == k`"),
    ("001.eq-5.5.corrected", "end: `T == K2*K1 + K1`"),
])
def test_report_outline_names_the_rule_and_what_it_rests_on(key: str, words: str) -> None:
    from krverify.report.describe import outline

    assert words in " ".join(outline(LEDGER[key]["certificate"]))
