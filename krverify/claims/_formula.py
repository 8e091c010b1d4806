"""A claim's formula, evaluated for the engine: parsed once, evaluated with the model's primitives, and turned into
the :class:`~krverify.claims._claim.Evaluation` every other part of the engine reads.

The language and its evaluator are the kernel's (:mod:`krverify.certify.formula`): the engine, the checker and the
report read the same text.  The engine passes the model's implementations of the primitives (the same names as
:data:`krverify.certify.primitives.PRIMITIVES`, faster); the checker passes the standard-library ones.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any

from krverify.certify import enclosures
from krverify.certify.domain import formula_values
from krverify.certify.exact import Surd
from krverify.certify.formula import ExpSum, Formula, FormulaError, Law, Outcome, Undecided, evaluate, parse
from krverify.certify.primitives import PRIMITIVES
from krverify.model.surd import QuadraticSurd

__all__ = ["FormulaError", "Undecided", "engine_primitives", "evaluation_of", "formula_point", "parsed"]


def engine_primitives() -> dict[str, Callable[..., Any]]:
    """The primitives the engine evaluates formulas with: the model's implementations where they are faster (each
    agrees with the checker's, tests/certify/test_primitives.py), else the checker's own."""
    return {**PRIMITIVES, **_FAST}


def _ones_law(N: Any, M: Any, q: Any, k: Any = 1) -> tuple[Fraction, ...]:
    """G_M(x)^k = (q + px)^(kM) (p + qx)^(k(N - M)): the row of kM set bits among kN reports, O(kM · k(N - M)), not
    the k-th power of the whole row (O(N²) products of long integers at every M)."""
    from krverify.model.generating import generating_row

    return generating_row(int(k) * int(N), int(k) * int(M), Fraction(q))


def _histogram_law(x: Any, q: Any, L: Any = None) -> Law:
    from krverify.model.counts import count_pmf

    if not x:
        return PRIMITIVES["histogram_law"](x, q, L)
    return Law(count_pmf(x, Fraction(q)))


#: The model's faster implementations, cached (the arguments are exact values; laws are not mutated).
_FAST = {"ones_law": lru_cache(maxsize=512)(_ones_law), "histogram_law": lru_cache(maxsize=512)(_histogram_law)}


@cache
def parsed(text: str, parameters: tuple[str, ...]) -> Formula:
    """The formula ``text`` over ``parameters`` (FormulaError at declaration for unknown names, floats, ...)."""
    return parse(text, parameters, tuple(PRIMITIVES))


def formula_point(point: Mapping[str, Any], symbols: Mapping[str, str]) -> dict[str, Any]:
    """The point's values under the formula's names (``x'`` -> ``xp`` as the claim's symbols say), None for a
    parameter the point does not bind (a point of one part of a union): the kernel's rule, read through the
    kernel's own function (certify/domain.py formula_values), so the engine and the checker cannot differ."""
    return formula_values(point, symbols)


def evaluation_of(outcome: Outcome) -> Any:
    """The engine's Evaluation of a formula's outcome: exact sides as they are (a surd as the model's surd); sides
    known by certified enclosures recorded by the bounds that decide the relation (the side of each enclosure that
    makes the recorded comparison as true, or as false, as the real one)."""
    from krverify.claims._evaluation import Evaluation

    left, right = outcome.lhs, outcome.rhs
    detail = _detail(outcome)
    if _exact(left) and _exact(right):
        return Evaluation(_model(left), outcome.relation, _model(right), detail=detail)
    if _equal_exp_sums(left, right):  # equal reals that no enclosure shows equal: recorded as 0 relation 0
        return Evaluation(0, outcome.relation, 0, detail=(detail + "; " if detail else "") + "equal exact forms")
    low_l, high_l = _bounds(left)
    low_r, high_r = _bounds(right)
    note = (detail + "; " if detail else "") + "certified enclosures (certify/enclosures.py)"
    if outcome.relation in ("==", "!="):
        if outcome.holds == (outcome.relation == "=="):  # equal: only exact normal forms show it
            return Evaluation(0, outcome.relation, 0, detail=(detail + "; " if detail else "") + "equal exact forms")
        lhs, rhs = (high_l, low_r) if high_l < low_r else (low_l, high_r)
        return Evaluation(lhs, outcome.relation, rhs, detail=note)
    below = outcome.relation in ("<", "<=")
    lhs, rhs = (high_l, low_r) if outcome.holds == below else (low_l, high_r)
    return Evaluation(lhs, outcome.relation, rhs, detail=note)


def _equal_exp_sums(left: Any, right: Any) -> bool:
    """Whether two exact sides (rationals or sums of exponentials) have equal normal forms: equal reals."""
    sides = (left, right)
    return all(isinstance(side, ExpSum | int | Fraction) and not isinstance(side, bool) for side in sides) and (
        ExpSum.of(left) - ExpSum.of(right)).is_zero()


def _detail(outcome: Outcome) -> str:
    bound = ", ".join(f"{name} = {_text(value)}" for name, value in outcome.bindings.items())
    return "; ".join(part for part in (f"at {bound}" if bound else "", outcome.note) if part)


def _text(value: Any) -> str:
    if isinstance(value, tuple):
        return "(" + ", ".join(_text(v) for v in value) + ")"
    return str(value)


def _exact(value: Any) -> bool:
    return isinstance(value, int | Fraction | Surd) or (isinstance(value, ExpSum) and value.rational() is not None)


def _model(value: Any) -> int | Fraction | QuadraticSurd:
    if isinstance(value, Surd):
        return QuadraticSurd.make(value.a, value.b, value.d) if value.b else value.a
    if isinstance(value, ExpSum):
        return value.rational()  # type: ignore[return-value]
    return value


def _bounds(value: Any) -> tuple[Fraction, Fraction]:
    if isinstance(value, enclosures.Enclosure):
        return value.low, value.high
    if isinstance(value, ExpSum):
        enclosure = value.enclosure()
        return enclosure.low, enclosure.high
    if isinstance(value, Surd):
        if not value.b:
            return value.a, value.a
        root = enclosures.sqrt(value.d)
        ends = (value.a + value.b * root.low, value.a + value.b * root.high)
        return min(ends), max(ends)
    return Fraction(value), Fraction(value)


def evaluate_claim_formula(text: str, parameters: tuple[str, ...], point: Mapping[str, Any],
                           symbols: Mapping[str, str]) -> Any:
    """The Evaluation of the formula at ``point`` (None outside its ``given`` hypotheses)."""
    outcome = evaluate(parsed(text, parameters), formula_point(point, symbols), engine_primitives())
    return None if outcome is None else evaluation_of(outcome)
