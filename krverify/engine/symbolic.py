"""Checking symbolic certificates with sympy.

A :class:`~krverify.claims.SymbolicProof` says ``target * denominator ==
sum(terms)`` with every factor of sign known from the assumptions.  This module
checks the identity (the residual must cancel to 0), checks each sign from the
shape of the factor (a polynomial with positive coefficients in symbols of known
sign), and pins the certificate to the claim's checker at sample points.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

import sympy
from sympy.parsing.sympy_parser import parse_expr

from krverify.claims._claim import Claim, Point, SymbolicProof

__all__ = ["ProofCheck", "check_proof", "pin_to_checker"]

Sign = Literal["positive", "nonnegative"] | None


@dataclass(frozen=True)
class ProofCheck:
    """Whether a certificate checks, and its residual."""

    valid: bool
    residual: str
    reason: str = ""


def _symbols(proof: SymbolicProof) -> dict[str, sympy.Symbol]:
    table = {name: sympy.Symbol(name, positive=True) for name in proof.positive}
    table |= {name: sympy.Symbol(name, nonnegative=True) for name in proof.nonnegative}
    table |= {name: sympy.Symbol(name, real=True) for name in proof.free}
    return table


def _parse(text: str, names: Mapping[str, sympy.Symbol]) -> sympy.Expr:
    expression = parse_expr(text, local_dict=dict(names), evaluate=True)
    unknown = {str(s) for s in expression.free_symbols} - set(names)
    if unknown:
        raise ValueError(f"undeclared symbols {sorted(unknown)} in {text!r}")
    return expression


def check_proof(proof: SymbolicProof) -> ProofCheck:
    """Check the certificate: identity, then signs."""
    try:
        names = _symbols(proof)
        hypothesis_symbols = {
            name: sympy.Symbol(name, positive=True) if name in proof.strict
            else sympy.Symbol(name, nonnegative=True)
            for name, _ in proof.hypotheses
        }
        hypothesis_values = {hypothesis_symbols[name]: _parse(text, names)
                             for name, text in proof.hypotheses}
        target = _parse(proof.target, names)
        denominator = _parse(proof.denominator, names | hypothesis_symbols)
        terms = [_parse(text, names | hypothesis_symbols) for text in proof.terms]
    except (SyntaxError, TypeError, ValueError, sympy.SympifyError) as error:
        return ProofCheck(False, "", f"certificate does not parse: {error}")

    expanded_terms = sum((t.subs(hypothesis_values) for t in terms), sympy.Integer(0))
    expanded_denominator = denominator.subs(hypothesis_values)
    residual = sympy.cancel(sympy.together(target * expanded_denominator - expanded_terms))
    if residual != 0:
        return ProofCheck(False, str(residual),
                          "target * denominator - sum(terms) does not cancel to 0")

    signs = _sign_table(proof, hypothesis_symbols)
    if _sign(denominator, signs) != "positive":
        return ProofCheck(False, "0", f"denominator {proof.denominator!r} is not "
                          "a product of factors of known positive sign")
    term_signs = [_sign(term, signs) for term in terms]
    for text, sign in zip(proof.terms, term_signs, strict=True):
        if sign is None:
            return ProofCheck(False, "0", f"term {text!r} has no known sign")
    if proof.relation == ">" and "positive" not in term_signs:
        return ProofCheck(False, "0", "no term is known to be strictly positive")
    if proof.relation == "==" and terms:
        return ProofCheck(False, "0", "an identity certificate has no terms")
    return ProofCheck(True, "0")


def _sign_table(proof: SymbolicProof, hypothesis_symbols: Mapping[str, sympy.Symbol]
                ) -> dict[sympy.Symbol, Sign]:
    table: dict[sympy.Symbol, Sign] = {}
    for symbol in _symbols(proof).values():
        if symbol.is_nonnegative:
            table[symbol] = "positive" if symbol.is_positive else "nonnegative"
    for name, symbol in hypothesis_symbols.items():
        table[symbol] = "positive" if name in proof.strict else "nonnegative"
    return table


def _sign(expression: sympy.Expr, signs: Mapping[sympy.Symbol, Sign]) -> Sign:
    """Sign of a product of polynomials with positive coefficients in symbols of known sign."""
    coefficient, factors = sympy.factor_list(sympy.together(expression))
    if coefficient <= 0:
        return None
    result: Sign = "positive"
    for factor, _power in factors:
        sign = _polynomial_sign(factor, signs)
        if sign is None:
            return None
        if sign == "nonnegative":
            result = "nonnegative"
    return result


def _polynomial_sign(factor: sympy.Expr, signs: Mapping[sympy.Symbol, Sign]) -> Sign:
    if not factor.free_symbols <= set(signs):
        return None
    polynomial = sympy.Poly(sympy.expand(factor), *sorted(signs, key=str))
    strictly = False
    for monomial, coefficient in polynomial.terms():
        if coefficient <= 0:
            return None
        used = [s for s, e in zip(polynomial.gens, monomial, strict=True) if e]
        if all(signs[s] == "positive" for s in used):
            strictly = True
    return "positive" if strictly else "nonnegative"


def pin_to_checker(claim: Claim, points: Iterable[Point], samples: int = 200) -> str:
    """Compare the certificate's target with the checker's margin at sample points.

    The margin is lhs - rhs for ``>=``, ``>`` and ``==``, and rhs - lhs for ``<=`` and ``<``.

    The samples are spread evenly over the points inside the hypotheses.
    Returns '' when they agree at every sample, otherwise the first disagreement.
    """
    proof = claim.proof
    assert proof is not None
    names = _symbols(proof)
    target = _parse(proof.target, names)
    inside = [(point, evaluation) for point in points
              if (evaluation := claim.evaluate(point)) is not None]
    if not inside:
        return "no sample point satisfies the hypotheses"
    stride = max(1, len(inside) // samples)
    for point, evaluation in inside[::stride]:
        missing = [name for name in names if proof.point_key(name) not in point]
        if missing:
            return f"the claim's points have no value for the certificate's symbols {missing}"
        values = {symbol: _as_sympy(point[proof.point_key(name)])
                  for name, symbol in names.items()}
        symbolic = target.subs(values)
        exact = evaluation.left - evaluation.right
        if evaluation.relation in ("<", "<="):
            exact = -exact
        if sympy.Rational(exact.numerator, exact.denominator) != symbolic:
            return f"target = {symbolic} but the checker gives lhs - rhs = {exact} at {dict(point)}"
    return ""


def _as_sympy(value: object) -> sympy.Rational:
    fraction = Fraction(value)  # type: ignore[arg-type]
    return sympy.Rational(fraction.numerator, fraction.denominator)
