"""The practitioner's table: the noise q a deployment of N people needs for (ε, δ), certified, beside the drafts'
q and the best published amplification bound's q.

For N = 10², …, 10⁹, ε in {1/10, 1/2, 1, 2} (exact rationals) and δ in {10⁻⁶, 1/N²}, one :class:`Cell` holds

* ``q_fail < q* <= q_ok``: the smallest lie probability q* with δ(ε) <= δ lies in (q_fail, q_ok], both ends
  certified by :func:`krverify.model.calibrate.calibrate` (δ non-increasing in q is proved there);
* ``q_paper``: the drafts' closed form (4.45)/(5.24), q = ½(1 - 1/√(1 + 36/((λ^(1/k) - 1)² kN))), at λ = e^ε,
  rounded *up* to :data:`DIGITS` significant digits (:func:`drafts_q`);
* ``q_fmt21``: a q at which Feldman, McMillan & Talwar's closed form (FOCS 2021, Thm 3.1) certifies (ε, δ),
  the smallest such q rounded up (:func:`krverify.tables.fmt21_q`); None where the theorem's condition fails at
  every q < 1/2.

e^ε is transcendental.  It is enclosed in an arb ball at 200 bits, read back as rationals λ_lo <= e^ε <= λ_hi
(:func:`krverify.model.hockey_stick.eps_enclosure`), and each column takes the end that keeps it sound: δ <= target
is certified at λ_lo and δ > target at λ_hi (δ falls as e^ε grows); the drafts' q is evaluated at e^(ε/k)'s lower
end (q falls as λ grows, so this bounds it above) and rounded up, and :func:`drafts_q` checks that the upper
end's value rounds up to the same printed number, so ``q_paper`` is exactly the irrational q rounded up; FMT21 is
required to certify ε' = the lower end of ln λ_lo <= ε (a bound at ε' is one at ε).

The factors ``q_paper / q_ok`` and ``q_fmt21 / q_ok`` are exact ratios of the stored rationals.  Since q* <= q_ok,
each is a certified lower bound on the printed q over the smallest sufficient q*: above 1, noise the certified q
saves.  Where q_paper <= q_fail (δ only falls as q grows), the drafts' q certainly does not give (ε, δ): 63 of the
64 cells of the committed table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from dataclasses import dataclass, replace
from fractions import Fraction

from krverify.errors import InvalidArgument
from krverify.model.calibrate import calibrate
from krverify.model.exact import count
from krverify.model.hockey_stick import MAX_ENCLOSED_REPORTS, eps_enclosure, exp_enclosure
from krverify.model.paper import required_q_root
from krverify.model.rounding import round_significant_directed
from krverify.tables import fmt21_q

__all__ = ["DELTA_RULES", "DIGITS", "EPSILONS", "RECORDS", "TOLERANCE", "Cell", "cells", "drafts_q",
           "practitioner_cell", "target_delta"]

#: The rows: N = 10², …, 10⁹.
RECORDS = tuple(10**e for e in range(2, 10))
#: The privacy levels ε, exact.
EPSILONS = (Fraction(1, 10), Fraction(1, 2), Fraction(1), Fraction(2))
#: The δ targets: a fixed 10⁻⁶, and 1/N² (a δ that shrinks with the population, as the literature advises).
DELTA_RULES = ("1e-6", "1/N^2")
#: Significant digits of the drafts' q and FMT21's q (both rounded up) and of the printed decimals.
DIGITS = 4
#: calibrate's tolerance: q_ok / q_fail - 1 at most this.
TOLERANCE = Fraction(1, 10**4)


def target_delta(rule: str, N: int) -> Fraction:
    """The δ of a column: 10⁻⁶, or 1/N².

    >>> target_delta("1e-6", 100), target_delta("1/N^2", 100)
    (Fraction(1, 1000000), Fraction(1, 10000))
    """
    if rule == "1e-6":
        return Fraction(1, 10**6)
    if rule == "1/N^2":
        return Fraction(1, N * N)
    raise InvalidArgument("delta rule", rule, f"must be one of {', '.join(DELTA_RULES)}")


@dataclass(frozen=True)
class Cell:
    """One (N, ε, δ) of the table: q* in (q_fail, q_ok], the drafts' q and FMT21's q (exact rationals)."""

    N: int
    k: int
    eps: Fraction
    rule: str
    delta: Fraction
    q_fail: Fraction
    q_ok: Fraction
    converged: bool
    q_paper: Fraction | None
    q_fmt21: Fraction | None

    @property
    def paper_ratio(self) -> Fraction | None:
        """q_paper / q_ok: a lower bound on q_paper / q* (q* <= q_ok)."""
        return None if self.q_paper is None else self.q_paper / self.q_ok

    @property
    def fmt21_ratio(self) -> Fraction | None:
        """q_fmt21 / q_ok: a lower bound on q_fmt21 / q*."""
        return None if self.q_fmt21 is None else self.q_fmt21 / self.q_ok


def drafts_q(N: int, k: int, eps: Fraction, digits: int = DIGITS) -> Fraction | None:
    """(4.45)/(5.24) at λ = e^ε, rounded up to ``digits`` significant digits; None if it is not below 1/2.

    q(λ) falls as λ grows.  With e^(ε/k) in [lo, hi] (arb, 200 bits), q(lo) bounds q(e^ε) above: its upper end
    rounded up is >= q(e^ε) rounded up.  It is the same number when q(hi)'s lower end is above the printed number
    one step below it, which is checked (with a 10⁻⁶⁰-wide enclosure a printed boundary would have to lie within
    10⁻⁶⁰ of q); otherwise ArithmeticError (never seen; a wider enclosure would be needed).

    >>> drafts_q(1000, 1, Fraction(1))  # ½(1 - 1/√(1 + 36/((e - 1)² 1000))) = 0.00302067…
    Fraction(3021, 1000000)
    """
    low, high = exp_enclosure(eps / k)
    rounded = round_significant_directed(required_q_root(N, low, k).bounds(64)[1], digits, "up")
    floor = required_q_root(N, high, k).bounds(64)[0]
    if not round_significant_directed(floor, digits, "up") == rounded:
        raise ArithmeticError(f"the drafts' q at N={N}, k={k}, ε={eps} lies too close to a printed boundary")
    return rounded if rounded < Fraction(1, 2) else None


def practitioner_cell(N: int, k: int, eps: Fraction, delta: Fraction, max_seconds: float | None = None) -> Cell:
    """One cell at δ = ``delta``, computed from scratch (module-level, so that a Dask worker can run it; the same
    cell anywhere; its ``rule`` is the one its δ matches first).  ``max_seconds`` bounds calibrate's search: the
    cell is then the certified interval reached (``converged`` False)."""
    rule = next((r for r in DELTA_RULES if target_delta(r, N) == delta), str(delta))
    found = calibrate(N, k, delta, eps=eps, tolerance=TOLERANCE, max_seconds=max_seconds)
    lam_low = eps_enclosure(eps)[0]
    return Cell(N, k, eps, rule, delta, found.q_fail, found.q_ok, found.converged, drafts_q(N, k, eps),
                fmt21_q(N, k, lam_low, delta, DIGITS))


def _points(k: int, records: tuple[int, ...] = RECORDS) -> Iterator[tuple[int, int, Fraction, str]]:
    """(N, k, ε, rule) in table order: by N, then the δ rule, then ε."""
    for N in records:
        for rule in DELTA_RULES:
            for eps in EPSILONS:
                yield N, k, eps, rule


def cells(k: int = 1, records: tuple[int, ...] = RECORDS, *, executor: Executor | None = None,
          max_seconds: float | None = None, progress: Callable[[int, int], None] | None = None) -> list[Cell]:
    """Every cell in table order: here, or on ``executor`` (e.g. a Dask cluster's); the same cells either way."""
    repetitions = count(k, "k", minimum=1, maximum=1000)
    if max(records) * repetitions > MAX_ENCLOSED_REPORTS:
        raise InvalidArgument("k", k, f"gives kN = {max(records) * repetitions} reports at N = {max(records)}; the "
                              f"limit is kN <= {MAX_ENCLOSED_REPORTS}")
    work = list(_points(repetitions, records))
    distinct = list(dict.fromkeys((N, k, eps, target_delta(rule, N)) for N, k, eps, rule in work))
    if progress is not None:
        progress(0, len(distinct))
    found: dict[tuple[int, int, Fraction, Fraction], Cell] = {}
    if executor is None:
        for point in distinct:  # a δ rule giving a δ already computed (1/N² = 10⁻⁶ at N = 1000) reuses that cell
            found[point] = practitioner_cell(*point, max_seconds=max_seconds)
            if progress is not None:
                progress(len(found), len(distinct))
    else:
        futures = [executor.submit(practitioner_cell, *point, max_seconds=max_seconds) for point in distinct]
        try:
            for point, future in zip(distinct, futures, strict=True):
                found[point] = future.result()
                if progress is not None:
                    progress(len(found), len(distinct))
        finally:
            for future in futures:
                future.cancel()
    return [replace(found[N, k, eps, target_delta(rule, N)], rule=rule) for N, k, eps, rule in work]
