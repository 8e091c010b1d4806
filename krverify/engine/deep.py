"""Deeper exhaustive sweeps on demand: 001's Theorem 4.1 and (4.5) for every m and i at large N.

The default ledger decides these claims for N <= 40 (every m, i, and the q grid).  ``deep_sweeps``
re-checks them at one larger N (e.g. 1000) exactly, with FLINT integers: the table of scaled
coefficients c^N a_i^m is built once (O(N²) exact ratio steps), then

* (4.5)'s correction (its record 001.eq-4.5.corrected): (a_i^m)² >= a_i^(m-1) a_i^(m+1) for 1 <= m <= N - 1,
  0 <= i <= N, with equality exactly at i = 0 and i = N — O(N²) products;
* Theorem 4.1: R_i(N) >= R_i(M) with R_i(M) = a_i^(M-1)/a_i^M, for every M and i — checked directly,
  cross-multiplied (not through (4.5)), O(N²) products.

(4.5) as printed is strict and refuted (equality at i = 0 and i = N); the deep sweep decides its
correction, the record that is upheld, and counts the boundary equalities.

``lemma_1_sweep`` decides 001's Lemma 1 (record 001.lemma-1, as printed: a_i² - a_(i+1) a_(i-1) >= 0 for
0 <= i <= n, with a_(-1) = a_(n+1) = 0, for Q = a_n ∏ (r_i + x), r_i >= 0) for every product of 1 to 12
linear factors with r_i from the grid ``LEMMA_1_GRID`` = {0, 1/40, 1/9, 1/3, 1/2, 2/3, 1, 3/2, 2, 3, 9, 40}
(0, 1, and five reciprocal pairs, like the roots q/p and p/q of the G_m of Theorem 4.1).  A product is a
multiset of roots: with G grid values and at most F factors there are Σ_(f=1..F) C(G+f-1, f) = C(G+F, F) - 1
of them (2,704,155 for G = F = 12) and Σ_f (f + 1) C(G+f-1, f) = G·C(G+F, F-1) + C(G+F, F) - 1 points
(i, product) (32,657,883).  Each r = u/d enters as the integer factor (u + d x) = d (r + x), so every
product is a positive integer multiple of the monic one and the signs are exact integer comparisons.  The
walk is depth first over non-decreasing tuples of grid indices (lexicographic order, a tuple before its
extensions): a child's coefficients are its parent's times one factor, O(f) integer operations, so the
whole sweep is O(F · C(G+F, F)) small-integer operations (about 11 s on one core).  The leading
coefficient is 1: any a_n != 0 multiplies every a_i² - a_(i+1) a_(i-1) by a_n² > 0 (the paper's last
step), so each outcome is the same for every a_n.  Equalities occur exactly where a_i = a_(i-1) = 0, i.e.
at the i below the number of zero roots (elsewhere Newton's inequalities are strict), C(G+F, F-1) of them
when 0 is in the grid.

Results go to a separate evidence file (``proofs/deep/N<N>.json``), never into the default records.  Each sweep
records what it saw of the ledger (``seen``: :func:`krverify.certify.record.deep_seen` of its record, the statement
digest and the default evidence), so every ``check`` compares the deep evidence without re-sweeping
(:func:`deep_problems`): the sweeps' settings and claims are the code's, what they saw is the fresh records', and
every refuted deep witness still refutes its claim; ``verify-certs`` checks their shape, their witnesses and their
agreement with the ledger, and the manifest pins the files' bytes.

``wide_sweeps`` decides the claims whose domains declare deeper sizes (``ints(..., deep_high=)``,
``among(..., deeper=)``) on those larger domains — the sizes the default ``check`` leaves out to stay fast.
Each is the default engine's exhaustive sweep on ``claim.domain.deep`` (same checker, same digest), recorded in
``proofs/deep/wide.json`` with its domain in words: N-independent, written and compared with every ``--depth``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from fractions import Fraction
from operator import gt, lt, mul
from pathlib import Path
from typing import Any

__all__ = ["LEMMA_1_GRID", "DeepResult", "WideResult", "deep_evidence", "deep_problems", "deep_sweeps",
           "lemma_1_sweep", "wide_claims", "wide_sweep", "wide_sweeps"]


LEMMA_1_GRID: tuple[Fraction, ...] = tuple(
    Fraction(x) for x in ("0", "1/40", "1/9", "1/3", "1/2", "2/3", "1", "3/2", "2", "3", "9", "40"))
LEMMA_1_FACTORS = 12


@dataclass(frozen=True)
class DeepResult:
    """One deep sweep of one claim: over every m and i at one N, for each q of a grid (Theorem 4.1, (4.5));
    or, with ``grid`` set, over every product of 1 to ``factors`` linear factors with roots from ``grid``
    (Lemma 1, which has no N: its ``N`` is 0 and its ``qs`` empty, and ``boundary_equalities`` counts all
    of its equalities)."""

    claim: str
    N: int
    qs: tuple[Fraction, ...]
    points: int
    failures: int
    boundary_equalities: int
    digest: str
    seconds: float
    grid: tuple[Fraction, ...] = ()
    factors: int = 0
    products: int = 0

    @property
    def verdict(self) -> str:
        return "verified" if self.failures == 0 else "refuted"

    def record(self, seen: str = "") -> dict[str, Any]:
        """The evidence file's entry; ``seen``: :func:`krverify.certify.record.deep_seen` of the claim's record."""
        if self.grid:
            return {"claim": self.claim, "grid": [str(r) for r in self.grid], "factors": self.factors,
                    "products": self.products, "points": self.points, "failures": self.failures,
                    "equalities": self.boundary_equalities, "digest": self.digest, "verdict": self.verdict,
                    "seen": seen}
        return {"claim": self.claim, "N": self.N, "q": [str(q) for q in self.qs], "points": self.points,
                "failures": self.failures, "boundary_equalities": self.boundary_equalities,
                "digest": self.digest, "verdict": self.verdict, "seen": seen}

    def summary(self) -> str:
        """One line for the terminal."""
        if self.grid:
            return (f"deep: {self.claim} {self.verdict} ({self.products} products of 1..{self.factors} factors from "
                    f"a {len(self.grid)}-value grid, {self.points} points, {self.failures} failures, "
                    f"{self.boundary_equalities} equalities)")
        return (f"deep N = {self.N}: {self.claim} {self.verdict} ({self.points} points, {self.failures} failures, "
                f"{self.boundary_equalities} boundary equalities)")


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


#: The q grid of the deep sweeps at N.
DEEP_QS = (Fraction(9, 1000), Fraction(1, 10), Fraction(1, 4))


def deep_sweeps(N: int, qs: Sequence[Fraction] = DEEP_QS, progress: Callable[[str], None] | None = None, *,
                executor: Executor | None = None) -> list[DeepResult]:
    """(4.5) (weak form) and Theorem 4.1 at every m and i for ``N`` records, each q of ``qs``.

    Each q is one chunk of work (:func:`sweep_chunk`: the table, then both checks), run in order here or on
    ``executor`` (any ``concurrent.futures`` executor: local processes, a Dask cluster's); the chunks' digest
    bytes are hashed in q order, so the records are the same bytes either way.  ``progress(label)`` after each
    chunk.  About 2.5-5.5 s per q at N = 1000 on one core.
    """
    from krverify.model.exact import count, lie_probability

    N = count(N, "N", minimum=2, maximum=5000)
    qs = tuple(lie_probability(q) for q in qs)
    chunks = [(N, q) for q in qs]
    results = executor.map(sweep_chunk, chunks) if executor is not None else map(sweep_chunk, chunks)
    totals = {claim: [0, 0, 0, hashlib.sha256(), 0.0] for claim, _ in _CHECKS}
    for q, chunk in zip(qs, results, strict=True):
        for claim, points, failures, equalities, digested, seconds in chunk:
            total = totals[claim]
            total[0], total[1], total[2] = total[0] + points, total[1] + failures, total[2] + equalities
            total[3].update(digested)
            total[4] += seconds
        if progress is not None:
            progress(f"q = {q}")
    return [DeepResult(claim, N, qs, t[0], t[1], t[2], t[3].hexdigest(), t[4]) for claim, t in totals.items()]


def sweep_chunk(job: tuple[int, Fraction]) -> list[tuple[str, int, int, int, bytes, float]]:
    """Both checks at one (N, q): per claim (id, points, failures, equalities, digest bytes, seconds).

    Module-level and taking a plain tuple, so it pickles by reference to a worker process or a Dask worker."""
    N, q = job
    table = _Table(_rows(N, q))  # built once per q, shared by both checks
    outcome = []
    for claim, check in _CHECKS:
        started = time.perf_counter()
        digested = bytearray()  # hashed by the caller, in chunk order
        points, failures, equalities = check(table, digested)
        outcome.append((claim, points, failures, equalities, bytes(digested), time.perf_counter() - started))
    return outcome


class _Table:
    """The exact rows (FLINT integers) beside enclosing balls of them (arb, rounded to ``flint.ctx.prec`` bits).

    A product of two balls encloses the exact product, so where the balls of x_i y_i and u_i v_i are disjoint
    their order is the exact one (rigorous ball arithmetic, no rounding guess); only where they overlap — near
    an equality — are the exact integers multiplied.  At N = 1000 that leaves the two ends i = 0, N of each
    row of (4.5) and the near-equal M ~ N of Theorem 4.1 to exact products: about 5x faster than multiplying
    every ~3300-bit integer.
    """

    def __init__(self, rows: list[list[Any]]) -> None:
        import flint

        self.exact = rows
        # arb(n) holds n exactly; unary + rounds it to a ball of ctx.prec bits around n (a few words, not
        # the ~10 000-bit integer again), still a rigorous enclosure
        self.balls = [[+flint.arb(value) for value in row] for row in rows]

    def compare(self, x: int, y: int, u: int, v: int) -> tuple[int, int]:
        """(how many i have row_x[i] row_y[i] < row_u[i] row_v[i], how many have =), elementwise."""
        left = list(map(mul, self.balls[x], self.balls[y]))
        right = list(map(mul, self.balls[u], self.balls[v]))
        less, greater = list(map(lt, left, right)), list(map(gt, left, right))
        below, equal = sum(less), 0
        if below + sum(greater) == len(left):
            return below, equal
        ex, ey, eu, ev = self.exact[x], self.exact[y], self.exact[u], self.exact[v]
        for i in _undecided(less, greater):  # overlapping balls: the exact integers decide
            product, other = ex[i] * ey[i], eu[i] * ev[i]
            below += product < other
            equal += product == other
        return below, equal


def _undecided(less: list[bool], greater: list[bool]) -> list[int]:
    """The indices where neither ``less`` nor ``greater`` is certain (found with C-level list.index)."""
    found, start = [], 0
    while True:
        try:
            i = greater.index(False, start)
        except ValueError:
            return found
        if not less[i]:
            found.append(i)
        start = i + 1


def _eq_4_5(table: _Table, digest: bytearray) -> tuple[int, int, int]:
    """>= at every i, equality exactly at i = 0 and i = N: a failure is a '<', or '=' off the ends, or '>' on them."""
    rows = table.exact
    points = failures = equalities = 0
    for m in range(1, len(rows) - 1):
        below, equal = table.compare(m, m, m - 1, m + 1)
        first, last = rows[m][0], rows[m][-1]
        ends = (first * first == rows[m - 1][0] * rows[m + 1][0]) + (last * last == rows[m - 1][-1] * rows[m + 1][-1])
        failures += below + (equal - ends) + (2 - ends)
        points, equalities = points + len(rows[m]), equalities + equal
        digest += f"{m}:{failures}:{equalities};".encode()
    return points, failures, equalities


def _theorem_4_1(table: _Table, digest: bytearray) -> tuple[int, int, int]:
    """R_i(N) >= R_i(M) for every M and i, directly: a_i^(N-1) a_i^M >= a_i^(M-1) a_i^N (not via (4.5))."""
    rows = table.exact
    points = failures = equalities = 0
    N = len(rows) - 1
    for M in range(1, N + 1):
        below, equal = table.compare(N - 1, M, M - 1, N)
        left = rows[M]
        points, failures, equalities = points + len(left), failures + below, equalities + equal
        digest += f"{M}:{failures}:{equalities};".encode()
    return points, failures, equalities


#: The deep sweeps at N, in record order.
_CHECKS = (("001.eq-4.5.corrected", _eq_4_5), ("001.theorem-4.1", _theorem_4_1))

#: Units of work ``deep_evidence`` reports to its progress callback.
DEEP_STEPS = len(DEEP_QS) + 1


def deep_evidence(N: int, progress: Callable[[str], None] | None = None, *,
                  executor: Executor | None = None) -> list[DeepResult]:
    """Everything ``krverify check --depth N`` records: the sweeps at ``N`` (one chunk per q), then Lemma 1's
    (N-independent, chunks by smallest roots); on ``executor`` if given, Lemma 1's chunks submitted first."""
    lemma_1 = _lemma_1_submit(LEMMA_1_GRID, LEMMA_1_FACTORS, executor)
    sweeps = deep_sweeps(N, progress=progress, executor=executor)
    result = _lemma_1_collect(*lemma_1)
    if progress is not None:
        progress("001.lemma-1")
    return [*sweeps, result]


def lemma_1_sweep(grid: Sequence[object] = LEMMA_1_GRID, factors: int = LEMMA_1_FACTORS, *,
                  executor: Executor | None = None) -> DeepResult:
    """Lemma 1 at every i of every product of 1..``factors`` factors (r + x), r from ``grid`` (see the module).

    The digest covers, product by product in the walk's order, one character per i ('<', '=' or '>':
    a_i² against a_(i+1) a_(i-1)) and a ';'.  The walk is cut into chunks by the smallest roots
    (:func:`lemma_1_chunk`, contiguous blocks of the walk), run in order here or on ``executor``.

    >>> r = lemma_1_sweep(("0", "1"), 2)  # x, 1 + x, x², x + x², 1 + 2x + x²
    >>> (r.products, r.points, r.failures, r.boundary_equalities)
    (5, 13, 0, 4)
    """
    return _lemma_1_collect(*_lemma_1_submit(grid, factors, executor))


def _lemma_1_submit(grid: Sequence[object], factors: int, executor: Executor | None) -> tuple[Any, ...]:
    """Validate, and start the chunks (executor.map submits them all at once; without one, map is lazy)."""
    from krverify.errors import InvalidArgument
    from krverify.model.exact import count, exact_rational

    factors = count(factors, "factors", minimum=1, maximum=40)
    roots = tuple(exact_rational(r, "r_i") for r in grid)
    if not roots or any(r < 0 for r in roots) or len(set(roots)) != len(roots):
        raise InvalidArgument("grid", grid, "must be distinct rationals r_i >= 0 (Lemma 1's hypothesis)")
    pairs = tuple((r.numerator, r.denominator) for r in roots)
    jobs = []  # in walk order; the two largest subtrees (smallest root 0 or 1: ~75% of the walk) cut once more
    for first in range(len(pairs)):
        if first < 2 and factors > 1:
            jobs.append((pairs, factors, (first,), False))
            jobs += [(pairs, factors, (first, second), True) for second in range(first, len(pairs))]
        else:
            jobs.append((pairs, factors, (first,), True))
    chunks = executor.map(lemma_1_chunk, jobs) if executor is not None else map(lemma_1_chunk, jobs)
    return roots, factors, chunks


def _lemma_1_collect(roots: tuple[Fraction, ...], factors: int, chunks: Any) -> DeepResult:
    """The chunks' counts summed and their digest bytes hashed in walk order."""
    digest = hashlib.sha256()
    totals = [0, 0, 0, 0, 0.0]  # products, points, failures ('<'), equalities, seconds
    for *counts, digested, seconds in chunks:
        for index, value in enumerate(counts):
            totals[index] += value
        digest.update(digested)
        totals[4] += seconds
    products, points, failures, equalities, seconds = totals
    return DeepResult("001.lemma-1", 0, (), int(points), int(failures), int(equalities), digest.hexdigest(),
                      seconds, roots, factors, int(products))


def lemma_1_chunk(job: tuple[tuple[tuple[int, int], ...], int, tuple[int, ...], bool]
                  ) -> tuple[int, int, int, int, bytes, float]:
    """The product of the roots numbered ``prefix`` and, if ``subtree``, every product extending it with roots
    numbered >= its last — a contiguous block of the depth-first walk: (products, points, failures,
    equalities, digest bytes, seconds).  Module-level, plain tuples: it pickles."""
    pairs, factors, prefix, subtree = job
    collected = bytearray()
    totals = [0, 0, 0, 0]  # products, points, failures ('<'), equalities
    started = time.perf_counter()

    def visit(child: list[int], j: int, size: int) -> None:
        outcomes = _outcomes(child)
        collected.extend(outcomes)
        totals[0] += 1
        totals[1] += len(outcomes) - 1
        totals[2] += outcomes.count(b"<")
        totals[3] += outcomes.count(b"=")
        if subtree and size < factors:
            for k in range(j, len(pairs)):
                visit(_times_linear(child, *pairs[k]), k, size + 1)

    product = [1]
    for index in prefix:
        product = _times_linear(product, *pairs[index])
    visit(product, prefix[-1], len(prefix))
    return totals[0], totals[1], totals[2], totals[3], bytes(collected), time.perf_counter() - started


def _times_linear(coefficients: list[int], u: int, d: int) -> list[int]:
    """The coefficients (lowest degree first) of P(x) · (u + d x)."""
    product = [u * c for c in coefficients]
    product.append(0)
    for k, c in enumerate(coefficients, 1):
        product[k] += d * c
    return product


def _outcomes(a: list[int]) -> bytes:
    """'<', '=' or '>' for a_i² against a_(i+1) a_(i-1) at each 0 <= i <= n (a_(-1) = a_(n+1) = 0), then ';'."""
    squares, products = map(mul, a, a), map(mul, a[1:] + [0], [0] + a[:-1])
    return bytes(61 + (s > p) - (s < p) for s, p in zip(squares, products, strict=True)) + b";"


# --------------------------------------------------------------------------- the default domains' deeper sizes


@dataclass(frozen=True)
class WideResult:
    """One claim swept exhaustively on its domain's deeper sizes (:attr:`Domain.deep`)."""

    claim: str
    domain: str
    points: int
    outside_hypotheses: int
    digest: str
    seconds: float
    counterexample: dict[str, Any] | None = None

    @property
    def verdict(self) -> str:
        return "verified" if self.counterexample is None else "refuted"

    def record(self, seen: str = "") -> dict[str, Any]:
        """The evidence file's entry; ``seen``: :func:`krverify.certify.record.deep_seen` of the claim's record."""
        found = {"counterexample": self.counterexample} if self.counterexample is not None else {}
        return {"claim": self.claim, "domain": self.domain, "points": self.points,
                "outside_hypotheses": self.outside_hypotheses, "digest": self.digest, "verdict": self.verdict,
                "seen": seen, **found}

    def summary(self) -> str:
        return f"deep: {self.claim} {self.verdict} ({self.points} points of {self.domain})"


def wide_claims() -> list[str]:
    """The decidable claims and corrections whose domains have deeper sizes, in registry order, each once."""
    from krverify.claims import all_claims

    found: dict[str, None] = {}
    for claim in all_claims():
        for record in (claim, claim.correction):
            if record is not None and record.decidable and record.domain is not None and \
                    record.domain.deep is not None:
                found.setdefault(record.id)
    return list(found)


def wide_sweep(claim_id: str) -> WideResult:
    """The exhaustive sweep of ``claim_id`` on its domain's deeper sizes.  Module-level, a plain string: it pickles."""
    from krverify.claims import get_claim
    from krverify.engine.sweep import sweep
    from krverify.exact_text import exact_to_json

    claim = get_claim(claim_id)
    assert claim.domain is not None and claim.domain.deep is not None, claim_id
    started = time.perf_counter()
    result = sweep(dataclasses.replace(claim, domain=claim.domain.deep))
    point = exact_to_json(dict(result.counterexample)) if result.counterexample is not None else None
    return WideResult(claim_id, result.domain, result.checked, result.vacuous, result.digest,
                      time.perf_counter() - started, point)


def wide_sweeps(claims: Sequence[str], progress: Callable[[str], None] | None = None, *,
                executor: Executor | None = None) -> list[WideResult]:
    """:func:`wide_sweep` of each of ``claims`` (ids, e.g. :func:`wide_claims`), in order (on ``executor`` if given)."""
    results = executor.map(wide_sweep, claims) if executor is not None else map(wide_sweep, claims)
    collected = []
    for result in results:
        collected.append(result)
        if progress is not None:
            progress(result.claim)
    return collected


# --------------------------------------------------------------------------- comparing without re-sweeping


def _settings_problems(name: str, sweeps: list[dict[str, Any]]) -> list[str]:
    """An N file's sweeps are the code's: its claims, q grid, Lemma 1's grid and factors."""
    expected = [claim for claim, _ in _CHECKS] + ["001.lemma-1"]
    if [s.get("claim") for s in sweeps] != expected:
        return [f"{name}: sweeps {[s.get('claim') for s in sweeps]}, the code sweeps {expected}"]
    problems = [f"{name}: {s['claim']} swept q = {s.get('q')}, the code sweeps {[str(q) for q in DEEP_QS]}"
                for s in sweeps[:-1] if s.get("q") != [str(q) for q in DEEP_QS]]
    lemma = sweeps[-1]
    if lemma.get("grid") != [str(r) for r in LEMMA_1_GRID] or lemma.get("factors") != LEMMA_1_FACTORS:
        problems.append(f"{name}: 001.lemma-1 swept grid {lemma.get('grid')} with {lemma.get('factors')} factors, "
                        f"the code sweeps {[str(r) for r in LEMMA_1_GRID]} with {LEMMA_1_FACTORS}")
    return problems


def _wide_problems(sweeps: list[dict[str, Any]]) -> list[str]:
    """wide.json's sweeps are the code's (its claims, each on its deeper domain) and each refuted one's witness
    still refutes its claim, inside the deeper domain (one evaluation each)."""
    from krverify.claims import get_claim
    from krverify.engine.verdicts import revive_point

    expected = wide_claims()
    if [s.get("claim") for s in sweeps] != expected:
        missing = sorted(set(expected) - {s.get("claim") for s in sweeps})
        extra = sorted({str(s.get("claim")) for s in sweeps} - set(expected))
        return [f"wide.json: its claims are not the code's (missing {missing}, not registered {extra}, or reordered)"]
    problems = []
    for swept in sweeps:
        claim = get_claim(swept["claim"])
        assert claim.domain is not None and claim.domain.deep is not None
        if swept.get("domain") != claim.domain.deep.description:
            problems.append(f"wide.json: {claim.id} was swept on {swept.get('domain')!r}, its deeper domain is now "
                            f"{claim.domain.deep.description!r}")
        if swept.get("verdict") != "refuted":
            continue
        try:
            point = revive_point(swept["counterexample"])
            evaluation = claim.evaluate(point)
        except (KeyError, TypeError, ValueError, ZeroDivisionError, AttributeError) as error:
            problems.append(f"wide.json: {claim.id}'s deep witness cannot be evaluated ({type(error).__name__})")
            continue
        if evaluation is None or evaluation.holds or not claim.domain.deep.contains(point):
            problems.append(f"wide.json: {claim.id}'s deep witness {swept['counterexample']} no longer refutes it "
                            "inside its deeper domain")
    return problems


def deep_problems(deep: Path, entries: Mapping[str, Mapping[str, Any]]) -> list[str]:
    """Why the deep evidence in ``deep`` (proofs/deep) no longer matches the code and the fresh records
    ``entries`` (records and corrections by id), found without re-sweeping ([] when it matches, or when there is
    no deep evidence: verify-certs and the manifest say whether there should be)."""
    from krverify.certify.deep import read_sweeps
    from krverify.certify.record import deep_seen

    problems = []
    for path in sorted(deep.glob("*.json")):
        sweeps, unreadable = read_sweeps(path)
        if unreadable:
            problems.append(f"{path.name}: {unreadable}")
            continue
        problems += _wide_problems(sweeps) if path.name == "wide.json" else _settings_problems(path.name, sweeps)
        for swept in sweeps:
            entry = entries.get(str(swept.get("claim")))
            if entry is None:
                continue  # named by the comparisons above
            if swept.get("seen") != deep_seen(entry):
                problems.append(f"{path.name}: {swept.get('claim')} was swept against another record (its statement "
                                "or default evidence changed): re-sweep with 'krverify check --depth N --write'")
            if (swept.get("verdict") == "refuted") != (entry.get("verdict") == "refuted"):
                problems.append(f"{path.name}: {swept.get('claim')} is {swept.get('verdict')} at the deeper sizes "
                                f"and {entry.get('verdict')} at the default ones (a deeper domain contains its "
                                "default one)")
    return problems
