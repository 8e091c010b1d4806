"""Deeper exhaustive sweeps on demand: 001's Theorem 4.1 and (4.5) for every m and i at large N.

The default ledger decides these claims for N <= 40 (every m, i, and the q grid).  ``deep_sweeps``
re-checks them at one larger N (e.g. 1000) exactly, with FLINT integers: the table of scaled
coefficients c^N a_i^m is built once (O(N²) exact ratio steps), then

* (4.5)'s correction (its record 001.eq-4.5.corrected): (a_i^m)² >= a_i^(m-1) a_i^(m+1) for 1 <= m <= N - 1,
  0 <= i <= N, with equality exactly at i = 0 and i = N — O(N²) products;
* Theorem 4.1: R_i(N) >= R_i(M) with R_i(M) = a_i^(M-1)/a_i^M, for every M and i — checked directly,
  cross-multiplied (not through (4.5)), O(N²) products.

(4.5) as printed is strict and refuted (equality at i = 0 and i = N); the deep sweep decides its
correction, the record that is upheld, and counts the boundary equalities.  Results go to a separate
evidence file (``proofs/deep/N<N>.json``), never into the default records.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from operator import eq, lt, mul
from typing import Any

__all__ = ["DeepResult", "deep_sweeps"]


@dataclass(frozen=True)
class DeepResult:
    """One deep sweep of one claim over every m and i at one N, for each q of a grid."""

    claim: str
    N: int
    qs: tuple[Fraction, ...]
    points: int
    failures: int
    boundary_equalities: int
    digest: str
    seconds: float

    def record(self) -> dict[str, Any]:
        return {"claim": self.claim, "N": self.N, "q": [str(q) for q in self.qs], "points": self.points,
                "failures": self.failures, "boundary_equalities": self.boundary_equalities,
                "digest": self.digest, "verdict": "verified" if self.failures == 0 else "refuted"}


def _rows(N: int, q: Fraction) -> list[list[Any]]:
    """c^N a_i^m as FLINT integers: row m + 1 = row m · (b + a x) / (a + b x), an exact division (q = b/c)."""
    import flint

    b, c = q.numerator, q.denominator
    row = flint.fmpz_poly([c - b, b]) ** N
    up, down = flint.fmpz_poly([b, c - b]), flint.fmpz_poly([c - b, b])
    rows = [row.coeffs()]
    for _ in range(N):
        row = (row * up) // down
        rows.append(row.coeffs())
    return rows


def deep_sweeps(N: int, qs: Sequence[Fraction] = (Fraction(9, 1000), Fraction(1, 10), Fraction(1, 4))
                ) -> list[DeepResult]:
    """(4.5) (weak form) and Theorem 4.1 at every m and i for ``N`` records, each q of ``qs``."""
    from krverify.model.exact import count, lie_probability

    N = count(N, "N", minimum=2, maximum=5000)
    qs = tuple(lie_probability(q) for q in qs)
    checks = (("001.eq-4.5.corrected", _eq_4_5), ("001.theorem-4.1", _theorem_4_1))
    totals = {claim: [0, 0, 0, hashlib.sha256(), 0.0] for claim, _ in checks}
    for q in qs:
        rows = _rows(N, q)  # built once per q, shared by both checks
        for claim, check in checks:
            started = time.perf_counter()
            total = totals[claim]
            for index, value in enumerate(check(rows, total[3])):
                total[index] += value
            total[4] += time.perf_counter() - started
    return [DeepResult(claim, N, qs, t[0], t[1], t[2], t[3].hexdigest(), t[4]) for claim, t in totals.items()]


def _count(left: list[Any], right: list[Any]) -> tuple[int, int]:
    """(how many left < right, how many equal), elementwise, iterated in C (map over FLINT integers)."""
    return sum(map(lt, left, right)), sum(map(eq, left, right))


def _eq_4_5(rows: list[list[Any]], digest: Any) -> tuple[int, int, int]:
    """>= at every i, equality exactly at i = 0 and i = N: a failure is a '<', or '=' off the ends, or '>' on them."""
    points = failures = equalities = 0
    for m in range(1, len(rows) - 1):
        squares = list(map(mul, rows[m], rows[m]))
        products = list(map(mul, rows[m - 1], rows[m + 1]))
        below, equal = _count(squares, products)
        ends = (squares[0] == products[0]) + (squares[-1] == products[-1])
        failures += below + (equal - ends) + (2 - ends)
        points, equalities = points + len(squares), equalities + equal
        digest.update(f"{m}:{failures}:{equalities};".encode())
    return points, failures, equalities


def _theorem_4_1(rows: list[list[Any]], digest: Any) -> tuple[int, int, int]:
    """R_i(N) >= R_i(M) for every M and i, directly: a_i^(N-1) a_i^M >= a_i^(M-1) a_i^N (not via (4.5))."""
    points = failures = equalities = 0
    N = len(rows) - 1
    for M in range(1, N + 1):
        left = list(map(mul, rows[N - 1], rows[M]))
        right = list(map(mul, rows[M - 1], rows[N]))
        below, equal = _count(left, right)
        points, failures, equalities = points + len(left), failures + below, equalities + equal
        digest.update(f"{M}:{failures}:{equalities};".encode())
    return points, failures, equalities
