"""The claim registry: every claim of every seed document, in paper order.

A :class:`Document` is a claim factory for one seed file.  Its ``claim``
decorator turns an exact checker into a registered :class:`Claim`; the
checker's docstring is the claim's citation (file, section, label).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from krverify.claims._claim import Claim, Domain, Evaluation, Point, chain_of, equal
from krverify.errors import UnknownClaim

__all__ = ["Document", "all_claims", "get_claim"]

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
    raise UnknownClaim(claim_id, len(_REGISTRY))


def _load() -> None:
    import krverify.claims  # noqa: F401  (importing the package registers every module)


class Document:
    """A claim factory for one seed document.

    ``fields`` of :meth:`claim` and :meth:`correction` are those of
    :class:`~krverify.claims._claim.Claim`: ``section``, ``label``, ``statement``,
    ``domain``, ``strategy``, and optionally ``kind``, ``hypotheses``, ``proof``,
    ``finding`` and ``correction``.
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
        values by name (``def check(q, n)``); with ``guard=`` (a predicate on the same names) a
        point outside the hypotheses is skipped before the checker runs.  Without a docstring,
        the citation is generated from source, section and label.
        """
        return self._decorator(name, fields, register=True)

    def correction(self, name: str, **fields: Any) -> Callable[[Checker], Claim]:
        """An unregistered claim, to be attached as ``correction=`` of the printed one."""
        fields.setdefault("reading", "intended")
        return self._decorator(name, fields, register=False)

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

    def printed_number(self, name: str, *, label: str, statement: str, at: Point, where: str,
                       value: Callable[..., Any], printed: Any, rounding: Callable[[Any], Any],
                       **fields: Any) -> Claim:
        """A number printed in the text, checked at its one point: ``rounding(value(**point)) == printed``.

        ``rounding`` says the printed precision (e.g. ``lambda v: round_places(v, 2)``); ``at`` is the
        point (its values are passed to ``value`` by name) and ``where`` describes it for the ledger.
        """
        def check(point: Point) -> Evaluation | None:
            exact = value(**point)
            return equal(printed, rounding(exact), detail=f"exact value {exact}")

        check.__doc__ = fields.pop("citation", None)
        fields.setdefault("kind", "numeric")
        return self._decorator(name, dict(fields, label=label, statement=statement,
                                          domain=Domain(where, lambda: iter([at])),
                                          strategy=lambda: _just(at)), register=True)(check)

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
        guard = fields.pop("guard", None)

        def decorate(check: Callable[..., Evaluation | None]) -> Claim:
            doc = (check.__doc__ or "").strip()
            prefix = f"{self.source} §{fields['section']}, {fields['label']}"
            citation = doc if doc.startswith(self.source) else f"{prefix}: {doc}" if doc else prefix
            return self._make(name, dict(fields, check=_point_checker(check, guard), citation=citation),
                              register)

        return decorate

    def _make(self, name: str, fields: dict[str, Any], register: bool) -> Claim:
        claim = Claim(id=f"{self.prefix}.{name}", source=self.source, **fields)
        if register:
            if claim.id in _REGISTRY:
                raise ValueError(f"claim id {claim.id!r} is registered twice")
            _REGISTRY[claim.id] = claim
        return claim


def _point_checker(check: Callable[..., Evaluation | None], guard: Callable[..., bool] | None) -> Checker:
    """``check(point)`` as is; a keyword-style checker (or a guard) gets the point's values by name."""
    names = list(inspect.signature(check).parameters)
    keyword = not names or names[0] != "point"
    if not keyword and guard is None:
        return check
    guard_names = list(inspect.signature(guard).parameters) if guard is not None else []

    def checker(point: Point) -> Evaluation | None:
        if guard is not None and not guard(**{n: point[n] for n in guard_names}):
            return None
        return check(**{n: point[n] for n in names}) if keyword else check(point)

    checker.__doc__ = check.__doc__
    return checker


def _just(point: Point) -> Any:
    from hypothesis import strategies as st

    return st.just(point)
