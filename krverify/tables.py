"""Certified bound tables: the paper's recipe for q against what the mechanism really delivers.

For each grid point (N records, k randomizations, target e^ε = λ and δ) a row holds

* ``q_paper``: the noise of the closed forms (4.45)/(5.24) of 001 §4.3/§5.3, rounded *up*
  to ``digits`` significant digits (more noise than printed: the pessimistic direction);
* ``window_ratio``: the worst of R_s and 1/R_s over the paper's 3σ window at ``q_paper``
  (both orders of the pair, as definition (1.1) requires), exact;
* ``delta_paper``: the hockey-stick δ(ln λ) at ``q_paper``, exact or a certified enclosure
  relatively 10^-6 wide (the branch and bound of :mod:`krverify.model.max_delta`);
* ``q_min``: (below, above) printed-precision rationals with δ(below) > target certified and
  δ(above) <= target certified, consecutive at ``digits`` significant digits whenever every
  decision was certain: the smallest sufficient q lies in (below, above], so ``above`` is it
  rounded up (bisection assumes δ falls as q grows; only the end values are certified);
* ``sigma_paper``/``sigma_min``: σ(T̄) of (4.4)/(5.4) at ``q_paper`` and at ``q_min[1]``;
* ``eps_paper``: the smallest ε with δ(ε) <= target at ``q_paper`` (certified interval);
* ``eps_fmt21``: the closed-form shuffle amplification bound of Feldman, McMillan & Talwar,
  "Hiding Among the Clones", FOCS 2021 (arXiv:2012.12803), Theorem 3.1, for n = N users and
  ε0 = k ln(p/q) (each record's k reports form one ε0-LDP message; the count is
  post-processing of the shuffled messages), in interval arithmetic; None where its
  condition ε0 <= ln(n / (16 ln(2/δ))) fails;
* ``q_fmt21``: the smallest q (rounded up, checked) at which that bound certifies (ln λ, δ);
* ``delta_fmt21_numerical``: the δ at (q_paper, ln λ) of FMT21's numerical analysis (their §3
  reduction to two binomial mixtures), bounded above with certainty
  (:func:`krverify.model.large_delta.fmt21_numerical_upper_bound`);
* ``delta_variation_ratio``: for k = 1, the δ at (q_paper, ln λ) of the numerical
  variation-ratio analysis of Wang et al. (PVLDB 2024), the best published bound for
  shuffled binary randomized response, enclosed (:func:`krverify.model.large_delta.variation_ratio_bounds`);
  for binary RR it equals the privacy-blanket bound E_B g(B) of Balle, Bell, Gascón & Nissim
  (CRYPTO 2019) evaluated exactly;
* ``peer_ratio``: the smallest lower end of the published δ's (FMT21 numerical, Wang et al.)
  divided by the upper end of ``delta_paper``: certainly how many times smaller the exact δ is;
* ``method``: "exact scan" (every m, exact rationals) or "branch and bound" (certified enclosure).
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from flint import arb, ctx

from krverify.errors import InvalidArgument
from krverify.model.balls import ball, bounds
from krverify.model.exact import count, exact_rational
from krverify.model.hockey_stick import (
    DEFAULT_TOLERANCE,
    FAST_SCAN,
    MAX_REPORTS,
    METHODS,
    bisect_rational,
    delta_decider,
    exp_enclosure,
    hockey_stick_delta,
    log_enclosure,
    smallest_epsilon,
)
from krverify.model.large_delta import fmt21_numerical_bounds, variation_ratio_bounds
from krverify.model.paper import required_q_root
from krverify.model.rounding import next_printed, round_significant_directed
from krverify.model.surd import QuadraticSurd
from krverify.model.window import window_worst_ratio

__all__ = ["DEFAULT_GRID", "Grid", "TableRow", "closed_form_q", "fmt21_closed_form", "load_grid", "table_rows",
           "tolerances"]


@dataclass(frozen=True)
class Grid:
    """The points of a table: every combination of N, k, e^ε and δ."""

    N: tuple[int, ...]
    k: tuple[int, ...]
    exp_eps: tuple[Fraction, ...]
    delta: tuple[Fraction, ...]
    digits: int = 4
    scan_limit: int = FAST_SCAN  # kN up to this is scanned exactly over every m; beyond, branch and bound

    def points(self) -> Iterator[tuple[int, int, Fraction, Fraction]]:
        for records in self.N:
            for repetitions in self.k:
                for lam in self.exp_eps:
                    for target in self.delta:
                        yield records, repetitions, lam, target


DEFAULT_GRID = Grid(N=(100, 1000, 10**4, 10**5, 10**6), k=(1, 2), exp_eps=(Fraction(2),),
                    delta=(Fraction(1, 10**6),))

_KEYS = {"N", "k", "exp_eps", "delta", "digits", "scan_limit"}


def load_grid(path: str | Path) -> Grid:
    """Read a grid from TOML: lists N, k (whole numbers), exp_eps, delta (exact strings or integers)."""
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as error:
        raise InvalidArgument("grid", str(path), f"cannot be read ({error.strerror})") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise InvalidArgument("grid", str(path), f"is not valid TOML ({error})") from None
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise InvalidArgument("grid", str(path), f"has unknown key {unknown[0]!r} (known: {sorted(_KEYS)})")
    missing = sorted(key for key in ("N", "k", "exp_eps", "delta") if key not in data)
    if missing:
        raise InvalidArgument("grid", str(path), f"lacks the key {missing[0]!r}")

    def listed(key: str) -> list[object]:
        value = data[key]
        if not isinstance(value, list) or not value:
            raise InvalidArgument(f"grid {key}", value, "must be a non-empty list")
        return value

    records = tuple(count(v, "N", minimum=1) for v in listed("N"))
    repetitions = tuple(count(v, "k", minimum=1, maximum=1000) for v in listed("k"))
    lams = tuple(exact_rational(v, "exp_eps") for v in listed("exp_eps"))
    targets = tuple(exact_rational(v, "delta") for v in listed("delta"))
    for raw, lam in zip(data["exp_eps"], lams, strict=True):
        if lam <= 1:
            raise InvalidArgument("exp_eps", raw, "must be > 1 (the closed forms need λ > 1)")
    for raw, target in zip(data["delta"], targets, strict=True):
        if not 0 < target < 1:
            raise InvalidArgument("delta", raw, "must satisfy 0 < delta < 1")
    digits = count(data.get("digits", 4), "digits", minimum=1, maximum=30)
    scan_limit = count(data.get("scan_limit", FAST_SCAN), "scan_limit", minimum=0, maximum=MAX_REPORTS)
    return Grid(records, repetitions, lams, targets, digits, scan_limit)


# --------------------------------------------------------------------------- the columns


def closed_form_q(N: int, k: int, lam: Fraction, digits: int) -> Fraction | None:
    """(4.45)/(5.24), q = ½(1 - 1/√(1 + 36/((λ^(1/k) - 1)² kN))), rounded up; None if not below 1/2.

    λ^(1/k) is enclosed by interval arithmetic; q falls as λ^(1/k) grows, so the lower end
    of the root gives an upper bound on q, which is then rounded up.
    """
    root = lam if k == 1 else exp_enclosure(log_enclosure(lam)[0] / k)[0]
    q = required_q_root(N, root, k)
    rounded = round_significant_directed(q.bounds(64)[1], digits, "up")
    return rounded if rounded < Fraction(1, 2) else None


def fmt21_closed_form(N: int, k: int, q: Fraction, delta: Fraction) -> tuple[Fraction, Fraction] | None:
    """FMT21 Theorem 3.1: ε <= ln(1 + (e^ε0 - 1)/(e^ε0 + 1) (8 √(e^ε0 ln(4/δ)) / √n + 8 e^ε0 / n)).

    Valid when ε0 <= ln(n / (16 ln(2/δ))); returns the interval enclosure of the bound, or None.
    """
    e0 = ((1 - q) / q) ** k
    saved = ctx.prec
    try:
        ctx.prec = 128
        n, e, d = arb(N), ball(e0), ball(delta)
        limit = n / (16 * (2 / d).log())
        if not e <= limit:  # a ball comparison: True only when certainly below
            return None
        bound = (1 + (e - 1) / (e + 1) * (8 * (e * (4 / d).log()).sqrt() / n.sqrt() + 8 * e / n)).log()
        return bounds(bound)
    finally:
        ctx.prec = saved


def _between_geometric(low: Fraction, high: Fraction) -> Fraction:
    """A simple rational strictly between low and high near their geometric mean.

    The float only picks where to look; every decision is ``meets`` on the exact rational returned.
    """
    guess = Fraction(math.sqrt(low * high)).limit_denominator(10**9)
    return guess if low < guess < high else (low + high) / 2


def _bisect_q(meets: Callable[[Fraction], bool], digits: int) -> tuple[Fraction | None, Fraction | None]:
    """(below, above): not meets(below), meets(above), above/below - 1 < 10^-digits; None if no bracket."""
    below, above = Fraction(1, 10**9), Fraction(1, 2) - Fraction(1, 10**9)
    if not meets(above):
        return above, None
    if meets(below):
        return None, below
    return bisect_rational(meets, below, above, lambda low, high: high / low - 1 < Fraction(1, 10**digits),
                           _between_geometric)


@dataclass(frozen=True)
class TableRow:
    """One grid point's certified columns (exact rationals; ``None`` where a column does not apply)."""

    N: int
    k: int
    exp_eps: Fraction
    delta: Fraction
    q_paper: Fraction | None
    window_ratio: Fraction | None
    window_s: int | None
    window_order: str | None
    delta_paper: tuple[Fraction, Fraction] | None
    q_min: tuple[Fraction | None, Fraction | None]
    sigma_paper: QuadraticSurd | None
    sigma_min: QuadraticSurd | None
    eps_paper: tuple[Fraction, Fraction] | None
    eps_fmt21: tuple[Fraction, Fraction] | None
    q_fmt21: Fraction | None
    delta_fmt21_numerical: Fraction | None
    delta_variation_ratio: tuple[Fraction, Fraction] | None
    peer_ratio: Fraction | None  # min over the published δ's lower ends / the certified δ's upper end
    method: str  # METHODS: the exact scan over every m, or the certified branch and bound (max_delta.py)


def tolerances(digits: int) -> dict[str, Fraction]:
    """The widest enclosures a table's rows may hold: δ at q_paper relatively (the branch and bound's tolerance;
    the exact scan's δ is exact), ε at q_paper absolutely (each end bisected to 10^-(digits + 3) on its own)."""
    return {"delta_paper": DEFAULT_TOLERANCE, "eps_paper": 2 * _eps_width(digits)}


def _eps_width(digits: int) -> Fraction:
    """ε to 10^-(digits + 3): its two ends then print alike at ``digits`` digits unless a rounding boundary falls
    inside (the printed interval then shows it)."""
    return Fraction(1, 10 ** (digits + 3))


def _deviation(q: Fraction, N: int, k: int) -> QuadraticSurd:
    """σ(T̄) = √(qpN / (k (p - q)²)), (4.4)/(5.4)."""
    return QuadraticSurd.sqrt(q * (1 - q) * N / (k * (1 - 2 * q) ** 2))


def table_row(N: int, k: int, lam: Fraction, delta: Fraction, digits: int = 4,
              scan_limit: int = FAST_SCAN) -> TableRow:
    """Compute one row (see the module docstring for the columns)."""
    method = METHODS[0] if k * N <= scan_limit else METHODS[1]
    q_paper = closed_form_q(N, k, lam, digits)
    window = delta_paper = eps_paper = fmt21 = sigma_paper = variation_ratio = fmt21_numerical = peer_ratio = None
    if q_paper is not None:
        window = window_worst_ratio(N, k, q_paper)
        result = hockey_stick_delta(N, q_paper, k, lam, scan_limit=scan_limit, tolerance=DEFAULT_TOLERANCE)
        delta_paper = (result.delta_lower, result.delta_upper)
        eps = smallest_epsilon(N, q_paper, k, delta, _eps_width(digits), scan_limit=scan_limit)
        eps_paper = (eps.eps_lower, eps.eps_upper)
        fmt21 = fmt21_closed_form(N, k, q_paper, delta)
        sigma_paper = _deviation(q_paper, N, k)
        fmt21_numerical = fmt21_numerical_bounds(N, k, q_paper, lam)
        peers = [fmt21_numerical[0]]
        if k == 1:
            variation_ratio = variation_ratio_bounds(N, q_paper, lam)
            peers.append(variation_ratio[0])
        if delta_paper[1] > 0:
            peer_ratio = min(peers) / delta_paper[1]
    q_min = _q_min(N, k, lam, delta, digits, scan_limit)
    sigma_min = _deviation(q_min[1], N, k) if q_min[1] is not None else None
    return TableRow(N, k, lam, delta, q_paper, window.ratio if window else None, window.s if window else None,
                    window.order if window else None, delta_paper, q_min, sigma_paper, sigma_min, eps_paper,
                    fmt21, fmt21_q(N, k, lam, delta, digits),
                    None if fmt21_numerical is None else fmt21_numerical[1], variation_ratio, peer_ratio, method)


def fmt21_q(N: int, k: int, lam: Fraction, delta: Fraction, digits: int) -> Fraction | None:
    """The smallest q (rounded up, checked) at which FMT21 Theorem 3.1 certifies (ln λ, δ); None if none does."""
    target = log_enclosure(lam)[0]

    def certifies(q: Fraction) -> bool:
        bound = fmt21_closed_form(N, k, q, delta)
        return bound is not None and bound[1] <= target

    above = _bisect_q(certifies, digits + 1)[1]
    if above is None:
        return None
    above = round_significant_directed(above, digits, "up")
    return above if certifies(above) else None


def _q_min(N: int, k: int, lam: Fraction, delta: Fraction, digits: int,
           scan_limit: int) -> tuple[Fraction | None, Fraction | None]:
    """(below, above) printed-precision rationals: δ(below) > delta and δ(above) <= delta, both certified.

    Two bisections on q share one cache of certified decisions (True: δ <= delta, False: δ > delta,
    None: undecided); the ends are rounded outward to ``digits`` significant digits, checked, and
    the printed values strictly between them are decided in turn until the two are consecutive.
    """
    answers: dict[Fraction, bool | None] = {}

    def decide(q: Fraction) -> bool | None:
        if q not in answers:
            answers[q] = delta_decider(N, k, q, delta, scan_limit)(lam)
        return answers[q]

    above = _bisect_q(lambda q: decide(q) is True, digits + 1)[1]
    if above is not None:
        above = round_significant_directed(above, digits, "up")
        if decide(above) is not True:  # the bisection assumed monotonicity; the printed value must be checked
            above = None
    below = _bisect_q(lambda q: decide(q) is not False, digits + 1)[0]
    if below is not None:
        below = round_significant_directed(below, digits, "down")
        if decide(below) is not False:
            below = None
    while below is not None and above is not None:
        grid = _printed_between(below, above, digits)
        if not grid:
            break
        middle = grid[len(grid) // 2]
        answer = decide(middle)
        if answer is True:
            above = middle
        elif answer is False:
            below = middle
        else:
            break
    return below, above


def _printed_between(low: Fraction, high: Fraction, digits: int) -> list[Fraction]:
    """The numbers with ``digits`` significant digits strictly between low < high (at most a few hundred)."""
    values, value = [], low
    while len(values) < 1000:
        value = next_printed(value, digits)
        if value >= high:
            return values
        values.append(value)
    return values


def table_rows(grid: Grid, progress: Callable[[int, int], None] | None = None) -> list[TableRow]:
    """Every row of the grid, in grid order."""
    points = list(grid.points())
    rows = []
    for index, (records, repetitions, lam, target) in enumerate(points):
        if progress is not None:
            progress(index, len(points))
        rows.append(table_row(records, repetitions, lam, target, grid.digits, grid.scan_limit))
    if progress is not None:
        progress(len(points), len(points))
    return rows
