"""The claim registry: every claim of every seed document, in paper order.

A :class:`Document` is a claim factory for one seed file.  Its ``claim``
decorator turns an exact checker into a registered :class:`Claim`; the
checker's docstring is the claim's citation (file, section, label).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from krverify.claims._claim import Claim, Evaluation, Point
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

    def claim(self, name: str, **fields: Any) -> Callable[[Checker], Claim]:
        """Register the decorated exact checker as claim ``<prefix>.<name>``."""
        return self._decorator(name, fields, register=True)

    def correction(self, name: str, **fields: Any) -> Callable[[Checker], Claim]:
        """An unregistered claim, to be attached as ``correction=`` of the printed one."""
        fields.setdefault("reading", "intended")
        return self._decorator(name, fields, register=False)

    def definition(self, name: str, *, section: str, label: str, statement: str,
                   finding: str = "") -> Claim:
        """Register a numbered label that only defines something (no verdict)."""
        citation = f"{self.source} §{section}, {label} (definition)"
        return self._make(name, dict(section=section, label=label, statement=statement,
                                     kind="definition", finding=finding, citation=citation), register=True)

    def _decorator(self, name: str, fields: dict[str, Any], *, register: bool
                   ) -> Callable[[Checker], Claim]:
        fields.setdefault("kind", "inequality")

        def decorate(check: Checker) -> Claim:
            citation = (check.__doc__ or "").strip()
            return self._make(name, dict(fields, check=check, citation=citation), register)

        return decorate

    def _make(self, name: str, fields: dict[str, Any], register: bool) -> Claim:
        claim = Claim(id=f"{self.prefix}.{name}", source=self.source, **fields)
        if register:
            if claim.id in _REGISTRY:
                raise ValueError(f"claim id {claim.id!r} is registered twice")
            _REGISTRY[claim.id] = claim
        return claim
