"""One exception hierarchy for krverify.

Every error names the argument at fault and the value it was given, so that
the command-line interface can print it as a single line.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = [
    "ClaimError",
    "FindingError",
    "InexactArgument",
    "Interrupted",
    "InvalidArgument",
    "KrverifyError",
    "LedgerError",
    "UnknownClaim",
    "WitnessOutsideDomain",
]


class KrverifyError(Exception):
    """Base class of every error krverify raises on purpose."""


class InvalidArgument(KrverifyError, ValueError):
    """An argument is outside the domain the mathematics allows.

    >>> str(InvalidArgument("q", "1/2", "must satisfy 0 < q < 1/2"))
    "q='1/2' must satisfy 0 < q < 1/2"
    """

    def __init__(self, name: str, value: object, requirement: str) -> None:
        self.name = name
        self.value = value
        self.requirement = requirement
        super().__init__(f"{name}={value!r} {requirement}")


class InexactArgument(KrverifyError, TypeError):
    """A binary float (or other inexact number) was given where an exact value is needed."""

    def __init__(self, name: str, value: object) -> None:
        self.name = name
        self.value = value
        super().__init__(
            f"{name}={value!r} is a {type(value).__name__}, not an exact number; "
            f"give an int, a Fraction, a sympy Rational or a decimal string such as '0.009'"
        )


class UnknownClaim(KrverifyError, LookupError):
    """No claim is registered under the given id."""

    def __init__(self, claim_id: str, known: int, suggestions: Sequence[str] = ()) -> None:
        self.claim_id = claim_id
        self.suggestions = tuple(suggestions)
        hint = f"did you mean {' or '.join(repr(s) for s in self.suggestions)}? " if self.suggestions else ""
        super().__init__(
            f"claim={claim_id!r} is not a registered claim id ({hint}{known} claims; "
            f"'krverify list' shows them)"
        )

    def __str__(self) -> str:  # LookupError would add quotes
        return str(self.args[0])

    @classmethod
    def among(cls, claim_id: str, known: Iterable[str]) -> UnknownClaim:
        """The error for ``claim_id``, suggesting up to three of the ``known`` ids nearest to it.

        >>> str(UnknownClaim.among("000.lemma-4.21", ["000.lemma-4.2", "000.lemma-4.3", "001.theorem-1"]))
        "claim='000.lemma-4.21' is not a registered claim id (did you mean '000.lemma-4.2' or '000.lemma-4.3'? \
3 claims; 'krverify list' shows them)"
        """
        import difflib

        ids = sorted(set(known))
        containing = [i for i in ids if claim_id and claim_id in i]
        near = containing[:3] if containing else difflib.get_close_matches(claim_id, ids, n=3, cutoff=0.75)
        return cls(claim_id, len(ids), near)


class ClaimError(KrverifyError):
    """A claim's checker failed (a bug in the claim's encoding, not a verdict)."""

    def __init__(self, claim_id: str, point: object, error: BaseException) -> None:
        self.claim_id, self.point, self.error = claim_id, point, error
        super().__init__(f"claim={claim_id!r} could not be evaluated at {point!r}: "
                         f"{type(error).__name__}: {error}")

    def __reduce__(self) -> tuple[type, tuple[str, object, BaseException]]:
        """Picklable, so a failure in a worker process reaches the parent intact."""
        return (type(self), (self.claim_id, self.point, self.error))


class WitnessOutsideDomain(KrverifyError):
    """The search refuted a claim only at a point outside the claim's stated domain (refused, not reported)."""

    def __init__(self, claim_id: str, point: object, domain: str) -> None:
        self.claim_id, self.point, self.domain = claim_id, point, domain
        super().__init__(f"claim={claim_id!r}: the search's counterexample point={point!r} lies outside the "
                         f"stated domain ({domain}); widen the domain to state where the claim fails")

    def __reduce__(self) -> tuple[type, tuple[str, object, str]]:
        return (type(self), (self.claim_id, self.point, self.domain))


class FindingError(KrverifyError):
    """A finding is malformed (its severity, records or summary), named with the offending value."""

    def __init__(self, finding_id: str, argument: str, value: object, problem: str) -> None:
        self.finding_id, self.argument, self.value, self.problem = finding_id, argument, value, problem
        super().__init__(f"finding={finding_id!r}: {argument}={value!r} {problem}")

    def __reduce__(self) -> tuple[type, tuple[str, str, object, str]]:
        return (type(self), (self.finding_id, self.argument, self.value, self.problem))


class TimedOut(KrverifyError):
    """A claim took longer than the per-claim time limit (``--timeout``)."""

    def __init__(self, claim_id: str, seconds: float) -> None:
        self.claim_id, self.seconds = claim_id, seconds
        super().__init__(f"claim={claim_id!r} exceeded the time limit of {seconds:g} s")

    def __reduce__(self) -> tuple[type, tuple[str, float]]:
        return (type(self), (self.claim_id, self.seconds))


class LedgerError(KrverifyError):
    """The ledger in proofs/ cannot be read or written."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C while deciding; ``claim_id`` is the claim whose result was awaited (not a KrverifyError: an
    interruption, reported with exit status 130)."""

    def __init__(self, claim_id: str) -> None:
        super().__init__(claim_id)
        self.claim_id = claim_id
