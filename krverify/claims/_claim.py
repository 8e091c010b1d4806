"""Claims as data: a frozen value per statement of a seed document.

A claim pairs the statement *as printed* with an exact checker for one
parameter point.  The checker returns an :class:`Evaluation` (both sides and
the printed relation) or ``None`` where the claim's hypotheses do not hold at
that point.  A finite :class:`~krverify.claims._domain.Domain` drives the exhaustive sweep and the
counterexample search, and an optional :class:`SymbolicProof` is a certificate for all parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import pairwise
from typing import Any, Literal

from krverify.claims._domain import Domain
from krverify.claims._evaluation import Evaluation, Relation
from krverify.claims._reading import Deviation
from krverify.editorial import reading_problems
from krverify.errors import ClaimError, KrverifyError
from krverify.model.balls import with_precision
from krverify.model.concentration import exp_neg_lower, exp_neg_upper
from krverify.model.continuous import Ball, compare
from krverify.model.exp_sums import ExpSum, add, ball_of, enclose, scale
from krverify.model.surd import QuadraticSurd

__all__ = [
    "Claim",
    "Deviation",
    "Domain",
    "Evaluation",
    "Kind",
    "Point",
    "Relation",
    "SymbolicProof",
    "certified",
    "equal",
    "same_truth",
    "tail_at_most_exp",
]

Kind = Literal["inequality", "identity", "numeric", "definition", "not-checkable"]

#: Kinds that get no verdict: a definition, and a statement about objects that are not finite and exactly
#: checkable (its ``finding`` says why).
UNDECIDED_KINDS = ("definition", "not-checkable")
Point = Mapping[str, Any]

def equal(lhs: int | Fraction | QuadraticSurd, rhs: int | Fraction | QuadraticSurd,
          detail: str = "") -> Evaluation:
    """``lhs == rhs``."""
    return Evaluation(lhs, "==", rhs, detail=detail)


def weakest(evaluations: Iterable[Evaluation]) -> Evaluation:
    """The first failing evaluation, else the one closest to failing (a check over many cases).

    >>> weakest([Evaluation(1, "<=", 3), Evaluation(2, "<=", 3)]).lhs
    2
    >>> weakest([Evaluation(1, "<=", 3), Evaluation(4, "<=", 3), Evaluation(5, "<=", 3)]).lhs
    4
    """
    result: Evaluation | None = None
    least: Fraction | None = None
    for evaluation in evaluations:
        if not evaluation.holds:
            return evaluation
        slack = evaluation.slack
        if least is None or slack < least:
            result, least = evaluation, slack
    if result is None:
        raise ValueError("weakest() needs at least one evaluation")
    return result


def chain_of(*values: int | Fraction | QuadraticSurd) -> Evaluation:
    """``a = b = c = ...``: the first unequal neighbours, else the last pair (equal).

    >>> chain_of(1, 1, 2).relation, chain_of(1, 1, 2).rhs
    ('==', 2)
    >>> from fractions import Fraction
    >>> chain_of(Fraction(1, 2), Fraction(2, 4)).holds
    True
    """
    for left, right in pairwise(values):
        if left != right:
            return equal(left, right)
    return equal(values[-2], values[-1])


def same_truth(first: bool, second: bool, detail: str = "") -> Evaluation:
    """An equivalence: both conditions hold or neither does (1 = holds, 0 = fails)."""
    return Evaluation(int(first), "==", int(second), detail=detail)


@dataclass(frozen=True)
class SymbolicProof:
    """A certificate, in parseable text, that a claim holds for all parameters.

    It asserts ``target * denominator == sum(terms)`` identically, where
    ``target`` is the claim's difference (e.g. ``LHS - RHS``) and every factor of
    ``denominator`` and of each term has a sign known from the assumptions:
    symbols declared ``positive`` or ``nonnegative`` (``free`` symbols have no sign and may
    appear only in identity certificates), and named ``hypotheses``
    (``name: expression``) that the claim assumes to be ``>= 0`` (or ``> 0`` when
    listed in ``strict``).  Then ``target relation 0`` follows.  With relation
    ``==`` there are no terms: the certificate is that ``target`` cancels to 0.

    ``bindings`` maps a symbol to the key of a claim point where they differ
    (``a1p`` -> ``a1'``), so the engine can pin ``target`` to the claim's own
    checker: at sample points, ``target`` must equal lhs - rhs exactly.
    """

    target: str
    relation: Literal["==", ">=", ">"]
    positive: tuple[str, ...] = ()
    nonnegative: tuple[str, ...] = ()
    free: tuple[str, ...] = ()
    hypotheses: tuple[tuple[str, str], ...] = ()
    strict: tuple[str, ...] = ()
    denominator: str = "1"
    terms: tuple[str, ...] = ()
    explanation: str = ""
    bindings: tuple[tuple[str, str], ...] = ()

    def point_key(self, symbol: str) -> str:
        """The key of a claim point that the proof's ``symbol`` stands for."""
        return dict(self.bindings).get(symbol, symbol)


@dataclass(frozen=True)
class ComposedProof:
    """A proof composed of cases under a rule the independent checker knows (krverify/certify/composition.py):
    ``induction`` on the number of linear factors, a ``window`` statement with an instantiated ``lemma``, a
    ``chain`` through a proved ``link``, or an ``accumulation`` over running sums.  ``certificate`` is the ledger
    certificate itself (rule, cases, and the lemma or link it rests on); the statement it proves is written from the
    printed text in claims/_composed.py (the record's ``composed`` field), not part of the proof."""

    certificate: Mapping[str, Any] = field(hash=False)
    explanation: str = ""


@dataclass(frozen=True)
class Claim:
    """One checkable statement of a seed document: what is printed, how it is read, where and how it is checked.

    ``hypotheses`` says in words what the statement assumes (as printed, or as the deviations read it);
    ``deviations`` lists, as data, every way the record departs from the printed text (with the domain's own,
    e.g. a left-out boundary); the ``reading`` must agree with them (docs/readings.md,
    :func:`krverify.editorial.reading_problems`).  A correction without a domain inherits its claim's.
    """

    id: str
    source: str
    section: str
    label: str
    statement: str
    kind: Kind
    hypotheses: str = ""
    check: Callable[[Point], Evaluation | None] | None = field(default=None, compare=False)
    domain: Domain | None = field(default=None, compare=False)
    proof: SymbolicProof | ComposedProof | None = None
    finding: str = ""
    correction: Claim | None = None
    citation: str = ""
    also_labels: tuple[str, ...] = ()
    #: Points where a failure says little (e.g. k = 1, where the statement is an identity): the engine
    #: reports a non-degenerate witness first when one exists, and notes the degenerate one.
    degenerate: Callable[[Point], bool] | None = field(default=None, compare=False)
    #: Which reading of docs/readings.md the record decides (one of ``READINGS``).
    reading: str = "as printed"
    #: How the record departs from the printed text (besides its domain's deviations).
    own_deviations: tuple[Deviation, ...] = ()

    def __repr__(self) -> str:
        """Short: the id, where it is printed and its kind (``claim.statement`` and the rest on request).

        >>> from krverify import get_claim
        >>> get_claim("000.lemma-4.3")
        Claim('000.lemma-4.3': 000 §4, Lemma 4.3, inequality)
        """
        return f"Claim({self.id!r}: {self.source[:3]} §{self.section}, {self.label}, {self.kind})"

    def _repr_markdown_(self) -> str:
        return f"**{self.label}** `{self.id}` ({self.source[:3]} §{self.section}, {self.kind}): {self.statement}"
    #: ``as read``: the id of the record that decides the literal text ...
    literal: str = ""
    #: ... or why the literal text has no truth value.
    meaningless: str = ""
    #: ``literal``/``charitable``: what is disputed (a conversion artefact, an ambiguity).
    disputed: str = ""
    #: The relation the record decides, in the formula language (krverify/certify/formula.py): the engine evaluates
    #: it, or checks the hand-written ``check`` (then a fast path) against it; the ledger stores it and the checker
    #: re-evaluates it.
    formula: str = ""

    def __post_init__(self) -> None:
        if self.formula:
            from krverify.certify.formula import normalized

            object.__setattr__(self, "formula", normalized(self.formula))
        corrected = self.reading in ("intended", "charitable")
        if self.kind not in UNDECIDED_KINDS and ((self.check is None and not self.formula) or (
                self.domain is None and not corrected)):
            raise ValueError(f"claim {self.id!r}: a {self.kind} needs a formula (or a check) and a domain")
        if self.kind in UNDECIDED_KINDS and (self.own_deviations or self.reading != "as printed"):
            raise ValueError(f"claim {self.id!r}: a {self.kind} has no reading to state")
        problems = reading_problems(self.entry_fields(), is_correction=corrected)
        if problems:
            raise ValueError(f"claim {self.id!r}: {problems[0]}")

    @property
    def deviations(self) -> tuple[Deviation, ...]:
        """Every departure from the printed text: the record's own, then its domain's."""
        return tuple(dict.fromkeys(self.own_deviations + (self.domain.deviations if self.domain is not None else ())))

    def entry_fields(self) -> dict[str, Any]:
        """The reading fields as the ledger stores them (certify/record.py)."""
        literal = {"record": self.literal} if self.literal else {"meaningless": self.meaningless} \
            if self.meaningless else None
        return {"reading": self.reading, "deviations": [d.as_record() for d in self.deviations],
                "literal": literal, "disputed": self.disputed}

    @property
    def composed(self) -> dict[str, Any] | None:
        """The statement its composed proof proves, as the ledger stores it (claims/_composed.py), else None."""
        if not isinstance(self.proof, ComposedProof):
            return None
        from krverify.claims._composed import COMPOSED, statement_data
        return statement_data(COMPOSED[self.id]) if self.id in COMPOSED else None

    @property
    def decidable(self) -> bool:
        """Whether the claim gets a verdict (definitions do not)."""
        return self.kind not in UNDECIDED_KINDS

    def evaluate(self, point: Point) -> Evaluation | None:
        """The exact evaluation at ``point`` (``None``: hypotheses fail there): the fast path ``check`` where there
        is one, else the formula."""
        if self.check is None and not self.formula:
            raise ValueError(f"claim {self.id!r} is a definition and has nothing to check")
        try:
            return self.check(point) if self.check is not None else self.evaluate_formula(point)
        except KrverifyError:
            raise
        except (ArithmeticError, ValueError, TypeError, KeyError, IndexError) as error:
            raise ClaimError(self.id, dict(point), error) from error

    @property
    def parameters(self) -> tuple[str, ...]:
        """The formula's parameters: the domain's point keys, under their formula names (x' -> xp)."""
        if self.domain is None:
            return ()
        return tuple(self.domain.symbols.get(key, key) for key in self.domain.visible)

    def evaluate_formula(self, point: Point) -> Evaluation | None:
        """The formula's evaluation at ``point`` (None: a ``given`` of the formula fails there)."""
        from krverify.claims._formula import evaluate_claim_formula

        try:
            symbols = self.domain.symbols if self.domain is not None else {}
            return evaluate_claim_formula(self.formula, self.parameters, point, symbols)
        except KrverifyError:
            raise
        except (ArithmeticError, ValueError, TypeError, KeyError, IndexError) as error:
            raise ClaimError(self.id, dict(point), error) from error

    def recorded(self, point: Point, fast: Evaluation | None = None) -> Evaluation | None:
        """The evaluation a record shows at ``point``: the formula's where the claim has one — and then a fast path
        ``check`` must agree with it on whether the point is inside the hypotheses and whether the relation holds
        (``fast``: the fast path's evaluation, when already computed)."""
        if not self.formula:
            return fast if fast is not None else self.evaluate(point)
        formula = self.evaluate_formula(point)
        if self.check is not None:
            fast = fast if fast is not None else self.evaluate(point)
            if (fast is None) != (formula is None) or (fast is not None and formula is not None
                                                       and fast.holds != formula.holds):
                raise ClaimError(self.id, dict(point), AssertionError(
                    f"the fast path and the formula disagree: the check says {_said(fast)}, the formula says "
                    f"{_said(formula)}"))
        return formula


def _said(evaluation: Evaluation | None) -> str:
    return "outside the hypotheses" if evaluation is None else "holds" if evaluation.holds else "fails"


def tail_at_most_exp(tail: Fraction, x: Fraction, factor: Fraction = Fraction(1), detail: str = "") -> Evaluation:
    """``tail <= factor·e^(-x)``, decided soundly: against a lower bound of e^(-x) when it holds, an upper bound
    (1/T_K) when it fails; ValueError if the enclosure cannot tell (a tie closer than 2^-190)."""
    lower = factor * exp_neg_lower(x)
    if tail <= lower:
        return Evaluation(tail, "<=", lower, detail=detail or f"rhs: a lower bound of {factor}·e^(-{x})")
    upper = factor * exp_neg_upper(x)
    if tail > upper:
        return Evaluation(tail, "<=", upper, detail=detail or f"rhs: an upper bound of {factor}·e^(-{x}) (1/T_K)")
    raise ValueError(f"tail {tail} is within the enclosure of {factor}·e^(-{x})")


def certified(left: Callable[[], Ball], relation: Relation, right: Callable[[], Ball], detail: str = "") -> Evaluation:
    """``left relation right`` for two real sides given as ball computations, decided by
    :func:`krverify.model.continuous.compare` (precision widened until decided, ``Undecided`` on a tie) and
    recorded with the rational bounds that decide it, taken at the precision that decided: the side of each
    enclosure that makes the recorded comparison as true, or as false, as the real one.
    """
    holds, bits = compare(left, relation, right)
    (l_low, l_high), (r_low, r_high) = with_precision(left, bits), with_precision(right, bits)
    below = relation in ("<", "<=")
    lhs, rhs = (l_high, r_low) if holds == below else (l_low, r_high)
    return Evaluation(lhs, relation, rhs, detail=detail or f"certified enclosures at {bits} bits")


def compare_exp_sums(left: ExpSum, relation: Relation, right: ExpSum, detail: str = "") -> Evaluation:
    """``left relation right`` for two exponential sums Σ c_s e^s (:mod:`krverify.model.exp_sums`), exactly.

    Equal sums are equal reals (Lindemann–Weierstrass) and are recorded as 0 relation 0.  A comparison that holds is
    decided and recorded by balls (:func:`certified`).  One that fails is recorded with the sums' fixed rational
    enclosures (:func:`krverify.model.exp_sums.enclose`, which a standard-library formula reproduces), the ends
    that show it (the upper end of the smaller side against the lower end of the larger), or by balls when the
    enclosures are too wide to separate the sides."""
    if not add(left, scale(right, -1)):
        return Evaluation(0, relation, 0, detail=(detail + "; " if detail else "") + "the two sums are equal")
    if relation != "==" and compare(lambda: ball_of(left), relation, lambda: ball_of(right))[0]:
        return certified(lambda: ball_of(left), relation, lambda: ball_of(right), detail)
    (l_low, l_high), (r_low, r_high) = enclose(left), enclose(right)
    if l_high < r_low or l_low > r_high:
        lhs, rhs = (l_high, r_low) if l_high < r_low else (l_low, r_high)
        return Evaluation(lhs, relation, rhs, detail=detail or "rational enclosures of the exponential sums")
    if relation == "==":
        raise ValueError(f"enclosures of the different sums {left} and {right} overlap: '==' is false, undecided")
    return certified(lambda: ball_of(left), relation, lambda: ball_of(right), detail)
