"""Symbolic certificates: valid ones check, and every way of being wrong is caught."""

import dataclasses

import pytest

from krverify import get_claim
from krverify.claims import SymbolicProof
from krverify.engine.symbolic import check_proof, pin_to_checker

COROLLARY = get_claim("000.corollary-4.1")
LEMMA_4_3 = get_claim("000.lemma-4.3")


@pytest.mark.parametrize("claim", [COROLLARY, LEMMA_4_3], ids=lambda c: c.id)
def test_registered_certificates_check_and_match_their_checker(claim):
    result = check_proof(claim.proof)
    assert result.valid, result.reason
    assert result.residual == "0"
    assert pin_to_checker(claim, claim.domain.points()) == ""


def test_a_wrong_identity_leaves_a_residual():
    bogus = dataclasses.replace(LEMMA_4_3.proof, terms=("H1*lam**2", "H3*lam*mu", "2*H2*mu**2"))
    result = check_proof(bogus)
    assert not result.valid
    assert result.residual not in ("", "0")


def test_a_factor_of_unknown_sign_is_rejected():
    # (p - q) is not known to be positive unless the hypothesis q < p is named.
    bogus = dataclasses.replace(
        COROLLARY.proof, hypotheses=(("H", "a2/a1 - a2p/a1p"),), strict=(),
        terms=("(p - q)*(p + q)*a1*a1p*H",),
    )
    result = check_proof(bogus)
    assert not result.valid
    assert "no known sign" in result.reason


def test_a_denominator_of_unknown_sign_is_rejected():
    proof = SymbolicProof(target="(x - y)/(x - y)", relation=">=", positive=("x", "y"),
                          denominator="x - y", terms=("x - y",))
    assert not check_proof(proof).valid


def test_undeclared_symbols_are_rejected():
    proof = SymbolicProof(target="z", relation=">=", positive=("x",), terms=("x",))
    assert "undeclared" in check_proof(proof).reason


def test_a_certificate_that_disagrees_with_the_checker_is_caught():
    wrong_target = dataclasses.replace(
        LEMMA_4_3, proof=dataclasses.replace(
            LEMMA_4_3.proof,
            target="(a*lam + b*mu)/(c*lam + a*mu) - (ap*lam + bp*mu)/(cp*lam + a*mu)"),
    )
    assert pin_to_checker(wrong_target, wrong_target.domain.points()) != ""
