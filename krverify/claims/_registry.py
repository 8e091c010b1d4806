"""The claim registry: every claim of every seed document, in paper order.

A :class:`Document` is a claim factory for one seed file.  Its ``claim``
decorator turns an exact checker into a registered :class:`Claim`; the
checker's docstring is the claim's citation (file, section, label).
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from krverify.claims._claim import Claim, Evaluation, Point, chain_of, equal
from krverify.claims._documents import outline_problems
from krverify.claims._domain import at
from krverify.errors import UnknownClaim

__all__ = ["Document", "all_claims", "get_claim", "registry_problems"]

_REGISTRY: dict[str, Claim] = {}

Checker = Callable[[Point], Evaluation | None]


def all_claims() -> tuple[Claim, ...]:
    """Every registered claim, ordered by document and then as in the paper."""
    _load()
    return tuple(sorted(_REGISTRY.values(), key=lambda c: c.source))  # sort is stable


def get_claim(claim_id: str) -> Claim:
    """The claim (or correction) registered under ``claim_id``; :class:`UnknownClaim` otherwise."""
    _load()
    if claim_id in _REGISTRY:
        return _REGISTRY[claim_id]
    for claim in _REGISTRY.values():
        if claim.correction is not None and claim.correction.id == claim_id:
            return claim.correction
    ids = [*_REGISTRY, *(c.correction.id for c in _REGISTRY.values() if c.correction is not None)]
    raise UnknownClaim.among(claim_id, ids)


def registry_problems() -> list[str]:
    """Why the registry breaks a rule that spans claims ([] when it does not).

    Every decidable claim and correction has a domain; a claim read ``as read`` names, in ``literal``, a
    registered decidable claim that reads the text literally (``as printed`` or ``literal``); the documents'
    outlines agree with the registry (:func:`krverify.claims._documents.outline_problems`).
    """
    _load()
    problems = []
    for claim in _REGISTRY.values():
        for entry in (claim, claim.correction):
            if entry is not None and entry.decidable and entry.domain is None:
                problems.append(f"{entry.id}: no domain")
        if claim.literal:
            target = _REGISTRY.get(claim.literal)
            if target is None or not target.decidable:
                problems.append(f"{claim.id}: literal={claim.literal!r} is not a registered decidable claim")
            elif target.reading not in ("as printed", "literal"):
                problems.append(f"{claim.id}: literal={claim.literal!r} is read {target.reading!r}, not literally")
    return problems + outline_problems(_REGISTRY.values())


def _load() -> None:
    import krverify.claims  # noqa: F401  (importing the package registers every module)


class Document:
    """A claim factory for one seed document.

    ``fields`` of :meth:`claim` and :meth:`correction` are those of
    :class:`~krverify.claims._claim.Claim`: ``section``, ``label``, ``statement``,
    ``domain`` (the search draws from it too), and optionally ``kind``, ``hypotheses``, ``deviations`` (the
    claim's own; its domain adds its deviations), ``reading``, ``literal`` or ``meaningless``, ``disputed``,
    ``proof``, ``finding`` and ``correction`` (whose domain defaults to the claim's).
    """

    def __init__(self, source: str, prefix: str) -> None:
        self.source = source
        self.prefix = prefix
        self._section: str | None = None

    @contextmanager
    def section(self, number: str) -> Iterator[Document]:
        """Claims registered inside ``with doc.section("7.2"):`` default to that section."""
        outer, self._section = self._section, number
        try:
            yield self
        finally:
            self._section = outer

    def claim(self, name: str, **fields: Any) -> Callable[[Checker], Claim]:
        """Register the decorated exact checker as claim ``<prefix>.<name>``.

        The checker takes the point (``def check(point)``) or, keyword style, the point's
        values by name (``def check(q, n)``).  A checker returns ``None`` only where the claim's
        hypotheses fail; the domain should not contain such points, and a record whose checker skips
        points of its domain must state an ``added hypothesis`` deviation.  Without a docstring,
        the citation is generated from source, section and label.
        """
        return self._decorator(name, fields, register=True)

    def correction(self, name: str, **fields: Any) -> Callable[[Checker], Claim]:
        """An unregistered claim, to be attached as ``correction=`` of the printed one."""
        fields.setdefault("reading", "intended")
        return self._decorator(name, fields, register=False)

    def declare(self, name: str, **fields: Any) -> Claim:
        """Register claim ``<prefix>.<name>`` as a declaration only: its ``formula=`` (in the formula language,
        krverify/certify/formula.py) is what is decided, over its ``domain``; no Python checker.  A ``correction=``
        made with :meth:`fix` inherits the claim's domain unless it states its own."""
        return self._make(name, self._fields(fields), register=True)

    def fix(self, name: str, **fields: Any) -> Claim:
        """A correction declared by its formula, to be attached as ``correction=`` of the printed claim."""
        fields.setdefault("reading", "intended")
        return self._make(name, self._fields(fields), register=False)

    def _fields(self, fields: dict[str, Any]) -> dict[str, Any]:
        if not fields.get("formula"):
            raise ValueError("a declared claim needs formula= (the relation that is decided)")
        fields.setdefault("kind", "inequality")
        if self._section is not None:
            fields.setdefault("section", self._section)
        fields.setdefault("citation", f"{self.source} §{fields['section']}, {fields['label']}")
        return fields

    def definition(self, name: str, *, label: str, statement: str, section: str | None = None,
                   finding: str = "") -> Claim:
        """Register a numbered label that only defines something (no verdict)."""
        section = section or self._section
        citation = f"{self.source} §{section}, {label} (definition)"
        return self._make(name, dict(section=section, label=label, statement=statement,
                                     kind="definition", finding=finding, citation=citation), register=True)

    def not_checkable(self, name: str, *, label: str, statement: str, reason: str,
                      section: str | None = None) -> Claim:
        """Register a statement the audit leaves out (continuous noise, asymptotics, cited work), with why."""
        section = section or self._section
        citation = f"{self.source} §{section}, {label} (not checkable)"
        return self._make(name, dict(section=section, label=label, statement=statement, kind="not-checkable",
                                     finding=reason, citation=citation), register=True)

    def printed_number(self, name: str, *, label: str, statement: str, point: Point,
                       value: Callable[..., Any], printed: Any, rounding: Callable[[Any], Any],
                       **fields: Any) -> Claim:
        """A number printed in the text, checked at its one point: ``rounding(value(**point)) == printed``.

        ``rounding`` says the printed precision (e.g. ``lambda v: round_places(v, 2)``); ``point`` is the
        point (its values are passed to ``value`` by name; the domain is that point, in its own words).
        """
        def check(point: Point) -> Evaluation | None:
            exact = value(**point)
            return equal(printed, rounding(exact), detail=f"exact value {exact}")

        check.__doc__ = fields.pop("citation", None)
        fields.setdefault("kind", "numeric")
        return self._decorator(name, dict(fields, label=label, statement=statement, domain=at(**point)),
                               register=True)(check)

    def chain(self, name: str, *, sides: Callable[..., tuple[Any, ...]], **fields: Any) -> Claim:
        """A chain of equalities ``a = b = c = ...``: ``sides`` returns its members at a point."""
        def check(point: Point) -> Evaluation | None:
            values = sides(point)
            return None if values is None else chain_of(*values)

        fields.setdefault("kind", "identity")
        return self._decorator(name, fields, register=True)(check)

    def _decorator(self, name: str, fields: dict[str, Any], *, register: bool
                   ) -> Callable[[Checker], Claim]:
        fields.setdefault("kind", "inequality")
        if self._section is not None:
            fields.setdefault("section", self._section)

        def decorate(check: Callable[..., Evaluation | None]) -> Claim:
            doc = (check.__doc__ or "").strip()
            prefix = f"{self.source} §{fields['section']}, {fields['label']}"
            citation = doc if doc.startswith(self.source) else f"{prefix}: {doc}" if doc else prefix
            return self._make(name, dict(fields, check=_point_checker(check), citation=citation), register)

        return decorate

    def _make(self, name: str, fields: dict[str, Any], register: bool) -> Claim:
        fields["own_deviations"] = tuple(fields.pop("deviations", ()))
        fix = fields.get("correction")
        if fix is not None and fix.domain is None:  # a correction inherits its claim's domain
            fields["correction"] = dataclasses.replace(fix, domain=fields.get("domain"))
        claim = Claim(id=f"{self.prefix}.{name}", source=self.source, **fields)
        if register:
            if claim.id in _REGISTRY:
                raise ValueError(f"claim id {claim.id!r} is registered twice")
            _REGISTRY[claim.id] = claim
        return claim


def _point_checker(check: Callable[..., Evaluation | None]) -> Checker:
    """``check(point)`` as is; a keyword-style checker gets the point's values by name."""
    names = list(inspect.signature(check).parameters)
    if names and names[0] == "point":
        return check

    def checker(point: Point) -> Evaluation | None:
        return check(**{n: point[n] for n in names})

    checker.__doc__ = check.__doc__
    return checker
