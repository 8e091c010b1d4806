"""Certified tables re-checked from their grid files (standard library only).

A table ``proofs/tables/NAME.json`` is checked against its grid ``NAME.toml`` beside it, never against itself:

* the rows are the grid's points, in the grid's order (N, then k, e^ε, δ), none missing and none extra;
* every printed cell is the rendering of its exact value in the documented rounding direction (a bound column
  rounded pessimistically, a value column correctly rounded or printed as an interval, σ correctly rounded from
  its exact square root), re-rendered here independently of krverify's engine;
* every column is re-derived, or named in :data:`TRUSTED` with the reason.  Re-derived, from the grid's N, k, λ and δ
  alone: the closed-form q of (4.45)/(5.24) (its rounding up decided exactly, including whether it reaches 1/2);
  the 3σ window's worst ratio, its s and its order; δ at q_paper (the exact maximum over every neighbouring pair,
  inside the recorded enclosure, which may be no wider than the table's stated tolerance; the exact scan's rows
  exactly); both ends of q needed; σ at q_paper and at q needed; ε at q_paper (δ at rational bounds of e^ε on
  either side of the recorded interval, no wider than its stated tolerance); the method the grid's scan limit
  implies;
* a row's reach (k·N <= :data:`RECHECK_LIMIT`) is read from the grid, never from the row: a row beyond it is counted
  as taken on trust, and only its rendering and grid membership are checked.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping
from fractions import Fraction
from functools import lru_cache
from math import comb, isqrt
from pathlib import Path
from typing import Any

from .enclosures import exp_bounds

__all__ = ["COLUMNS", "RECHECK_LIMIT", "TRUSTED", "check_practitioner", "check_table", "count_pmf", "delta_exact",
           "read_grid"]

#: Rows with k·N up to this (from the grid) are re-derived from scratch (a few seconds each at most); larger rows
#: are counted as taken on trust.
RECHECK_LIMIT = 400

#: Columns no row re-derives, each with the reason (printed in verify-certs's summary).
TRUSTED = {
    "eps_fmt21": "FMT21's closed form needs logarithms and square roots of arb balls",
    "q_fmt21": "a bisection on FMT21's closed form (arb balls)",
    "delta_fmt21_numerical": "FMT21's numerical reduction, bounded with arb balls (large_delta.py)",
    "delta_variation_ratio": "Wang et al.'s variation-ratio bound, enclosed with arb balls (large_delta.py)",
    "peer_ratio": "a ratio of the peers' lower ends, which the table does not store",
}

#: Every column of a table, in printed order (krverify.report.tables.COLUMNS); the rest of the module re-derives them.
COLUMNS = ("N", "k", "exp_eps", "delta", "q_paper", "window_ratio", "delta_paper", "q_min", "sigma_paper",
           "sigma_min", "eps_paper", "eps_fmt21", "q_fmt21", "delta_fmt21_numerical", "delta_variation_ratio",
           "peer_ratio", "method")

#: The grid keys and the exact-scan limit a grid gets by default (krverify._defaults.FAST_SCAN).
_GRID_KEYS = {"N", "k", "exp_eps", "delta", "digits", "scan_limit"}
_FAST_SCAN = 200
_METHODS = ("exact scan", "branch and bound")


# --------------------------------------------------------------------------- the grid


def _rational(value: object, name: str = "value") -> Fraction:
    """An exact value of a table or its grid: an int, or a decimal or n/d string (a float is refused)."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ValueError(f"{name}={value!r} is not an int or an exact string")
    return Fraction(value)


def read_grid(path: Path) -> dict[str, Any]:
    """The grid file beside a table: N, k (ints), exp_eps, delta (exact), digits, scan_limit."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    unknown = sorted(set(data) - _GRID_KEYS)
    if unknown:
        raise ValueError(f"grid {path.name} has unknown key {unknown[0]!r}")
    grid = {"N": [int(_rational(v, "grid N")) for v in data["N"]],
            "k": [int(_rational(v, "grid k")) for v in data["k"]],
            "exp_eps": [_rational(v, "grid exp_eps") for v in data["exp_eps"]],
            "delta": [_rational(v, "grid delta") for v in data["delta"]],
            "digits": int(data.get("digits", 4)), "scan_limit": int(data.get("scan_limit", _FAST_SCAN))}
    if any(n < 1 for n in grid["N"] + grid["k"]) or any(lam <= 1 for lam in grid["exp_eps"]) or not all(
            0 < d < 1 for d in grid["delta"]) or not 1 <= grid["digits"] <= 30:
        raise ValueError(f"grid {path.name} has a value outside its range")
    return grid


def grid_points(grid: Mapping[str, Any]) -> Iterator[tuple[int, int, Fraction, Fraction]]:
    """(N, k, λ, δ) in the table's order."""
    for N in grid["N"]:
        for k in grid["k"]:
            for lam in grid["exp_eps"]:
                for target in grid["delta"]:
                    yield N, k, lam, target


# --------------------------------------------------------------------------- printed digits, independently


def _exponent(value: Fraction) -> int:
    """e with 10^e <= value < 10^(e+1), value > 0."""
    e = len(str(value.numerator)) - len(str(value.denominator))
    while Fraction(10) ** e > value:
        e -= 1
    while Fraction(10) ** (e + 1) <= value:
        e += 1
    return e


def _directed(value: Fraction, digits: int, direction: str) -> Fraction:
    """``value`` > 0 rounded to ``digits`` significant digits, down or up."""
    scale = Fraction(10) ** (digits - 1 - _exponent(value))
    scaled = value * scale
    whole = scaled.numerator // scaled.denominator
    return Fraction(whole if direction == "down" or whole == scaled else whole + 1) / scale


def _nearest(value: Fraction, digits: int) -> Fraction:
    """``value`` > 0 rounded to ``digits`` significant digits, ties away from zero."""
    scale = Fraction(10) ** (digits - 1 - _exponent(value))
    scaled = value * scale + Fraction(1, 2)
    return Fraction(scaled.numerator // scaled.denominator) / scale


def _text(value: Fraction, digits: int, direction: str) -> str:
    """Decimal text of ``value`` with ``digits`` significant digits, rounded down or up; scientific below 10^-6.

    >>> _text(Fraction(2, 3), 4, "up"), _text(Fraction(1, 3 * 10**20), 3, "up")
    ('0.6667', '3.34e-21')
    >>> _text(Fraction(999999, 10**12), 3, "up")
    '1.00e-6'
    """
    if value == 0:
        return "0"
    exponent = _exponent(value)
    places = max(0, digits - 1 - exponent)
    scaled = value * 10**places
    whole = scaled.numerator // scaled.denominator
    if direction == "up" and whole != scaled:
        whole += 1
    text = str(whole).rjust(places + 1, "0")
    if exponent < -6:
        text = text.lstrip("0")
        exponent += len(text) - digits  # a carry (9.99 -> 10.0) moves the exponent
        text = text[:digits]
        return f"{text[0]}.{text[1:]}e{exponent}" if digits > 1 else f"{text}e{exponent}"
    return text if places == 0 else f"{text[:-places]}.{text[-places:]}"


def _interval_text(pair: list[Fraction] | None, digits: int) -> str:
    """One number when the whole enclosure rounds to it, else [low, high] rounded outward."""
    if pair is None:
        return "n/a"
    low, high = pair
    if high == 0:
        return "0"
    if low > 0 and _nearest(low, digits) == _nearest(high, digits):
        return _text(_nearest(low, digits), digits, "down")
    return f"[{_text(low, digits, 'down') if low > 0 else '0'}, {_text(high, digits, 'up')}]"


def _next_printed(value: Fraction, digits: int) -> Fraction:
    return _directed(value * (1 + Fraction(1, 10 ** (digits + 2))), digits, "up")


def _q_needed_text(pair: list[Fraction | None], digits: int) -> str:
    below, above = pair
    if above is None:
        return "n/a"
    high = _text(above, digits, "up")
    if below is not None and _next_printed(below, digits) == above:
        return high
    return f"({'0' if below is None else _text(below, digits, 'down')}, {high}]"


def _target_text(value: Fraction) -> str:
    """A terminating decimal exactly (1/10^6 as 0.000001), else n/d."""
    rest, twos, fives = value.denominator, 0, 0
    while rest % 2 == 0:
        rest, twos = rest // 2, twos + 1
    while rest % 5 == 0:
        rest, fives = rest // 5, fives + 1
    if rest != 1 or len(str(value.denominator)) > 20:
        return str(value)
    places = max(twos, fives)
    digits = str(value.numerator * 10**places // value.denominator).rjust(places + 1, "0")
    return digits if places == 0 else f"{digits[:-places]}.{digits[-places:]}"


def _sqrt_text(square: Fraction, digits: int) -> str:
    """√square correctly rounded to ``digits`` significant digits (ties away from zero), exactly."""
    e = (_exponent(square) - (_exponent(square) % 2)) // 2  # 10^e <= √square < 10^(e+1)
    scale = Fraction(10) ** (digits - 1 - e)
    scaled = square * scale * scale
    root = isqrt(scaled.numerator // scaled.denominator)
    rounded = root + 1 if (2 * root + 1) ** 2 <= 4 * scaled else root
    return _text(rounded / scale, digits, "down")


def _sigma(q: Fraction, N: int, k: int) -> Fraction:
    """σ(T̄)² = qpN / (k (p - q)²), (4.4)/(5.4)."""
    return q * (1 - q) * N / (k * (1 - 2 * q) ** 2)


def _printed(exact: Mapping[str, Any], N: int, k: int, lam: Fraction, target: Fraction, digits: int,
             method: str) -> dict[str, str]:
    """Every printed cell, rendered from the row's exact values (σ from its q)."""
    def up(key: str) -> str:
        return "n/a" if exact[key] is None else _text(_rational(exact[key]), digits, "up")

    def pair(key: str) -> list[Fraction] | None:
        return None if exact[key] is None else [_rational(v) for v in exact[key]]

    q_paper = None if exact["q_paper"] is None else _rational(exact["q_paper"])
    q_min = [None if v is None else _rational(v) for v in exact["q_min"]]
    return {
        "N": str(N), "k": str(k), "exp_eps": str(lam), "delta": _target_text(target),
        "q_paper": up("q_paper"), "window_ratio": up("window_ratio"),
        "delta_paper": _interval_text(pair("delta_paper"), digits), "q_min": _q_needed_text(q_min, digits),
        "sigma_paper": "n/a" if q_paper is None else _sqrt_text(_sigma(q_paper, N, k), digits),
        "sigma_min": "n/a" if q_min[1] is None else _sqrt_text(_sigma(q_min[1], N, k), digits),
        "eps_paper": _interval_text(pair("eps_paper"), digits),
        "eps_fmt21": "n/a" if exact["eps_fmt21"] is None else _text(pair("eps_fmt21")[1], digits, "up"),
        "q_fmt21": up("q_fmt21"), "delta_fmt21_numerical": up("delta_fmt21_numerical"),
        "delta_variation_ratio": "n/a" if exact["delta_variation_ratio"] is None
        else _text(pair("delta_variation_ratio")[1], digits, "up"),
        "peer_ratio": "n/a" if exact["peer_ratio"] is None else _text(_rational(exact["peer_ratio"]), digits, "down"),
        "method": method,
    }


# --------------------------------------------------------------------------- the model, from scratch


def _scaled_row(ones: int, zeros: int, q: Fraction, k: int) -> list[int]:
    """c^(k(ones+zeros)) P[count = s] as integers (q = b/c): Bin(k·ones, p) convolved with Bin(k·zeros, q)."""
    b, c = q.numerator, q.denominator
    a = c - b

    def binomial(n: int, heads: int, tails: int) -> list[int]:
        return [comb(n, s) * heads**s * tails ** (n - s) for s in range(n + 1)]

    first, second = binomial(k * ones, a, b), binomial(k * zeros, b, a)
    out = [0] * (len(first) + len(second) - 1)
    for i, x in enumerate(first):
        for j, y in enumerate(second):
            out[i + j] += x * y
    return out


@lru_cache(maxsize=8)
def _rows(N: int, k: int, q: Fraction) -> tuple[list[int], ...]:
    """Every m's scaled row (a row's q serves δ at q_paper and both ends of ε: built once)."""
    return tuple(_scaled_row(m, N - m, q, k) for m in range(N + 1))


def delta_exact(N: int, k: int, q: Fraction, lam: Fraction) -> Fraction:
    """max over m and both directions of Σ_s max(0, P - λ P'), neighbours differing in one record."""
    rows = _rows(N, k, q)
    u, v = lam.numerator, lam.denominator
    best = 0
    for m in range(N):
        for first, second in ((rows[m], rows[m + 1]), (rows[m + 1], rows[m])):
            best = max(best, sum(v * x - u * y for x, y in zip(first, second, strict=True) if v * x > u * y))
    return Fraction(best, v * q.denominator ** (k * N))


def _closed_form_at_most(c: Fraction, N: int, k: int, lam: Fraction) -> bool:
    """Whether c >= ½(1 - 1/√(1 + 36/((λ^(1/k) - 1)² kN))), decided exactly.

    For 0 < c < 1/2 it is (r - 1)² >= W with r = λ^(1/k), W = 36/(kN Z), Z = 1/(1 - 2c)² - 1, i.e.
    λ >= (1 + √W)^k = A + B√W (binomial expansion, A, B >= 0), i.e. λ - A >= 0 and (λ - A)² >= B² W.
    """
    if c >= Fraction(1, 2):
        return True
    if c <= 0:
        return False
    W = Fraction(36) / (k * N * (1 / (1 - 2 * c) ** 2 - 1))
    A = sum(comb(k, j) * W ** (j // 2) for j in range(0, k + 1, 2))
    B = sum(comb(k, j) * W ** (j // 2) for j in range(1, k + 1, 2))
    return lam - A >= 0 and (lam - A) ** 2 >= B * B * W


def _below(value: Fraction, digits: int) -> Fraction:
    """The printed value one step below ``value`` (itself printed with ``digits`` digits)."""
    return _directed(value * (1 - Fraction(1, 10 ** (digits + 2))), digits, "down")


def count_pmf(ones: int, zeros: int, q: Fraction, k: int = 1) -> list[Fraction]:
    """P[count = s]: each of k reports of a one is 1 with prob. 1 - q, of a zero with prob. q."""
    scaled = _scaled_row(ones, zeros, q, k)
    total = q.denominator ** (k * (ones + zeros))
    return [Fraction(x, total) for x in scaled]


def _window(N: int, k: int, q: Fraction) -> tuple[Fraction, int, str]:
    """(worst ratio, its s, its order) over the drafts' 3σ window (s - pkN)² <= 9 pqkN, the first s at a tie."""
    rows = count_pmf(N, 0, q, k), count_pmf(N - 1, 1, q, k)
    best: tuple[Fraction, int, str] | None = None
    for s in range(k * N + 1):
        if (s - (1 - q) * k * N) ** 2 > 9 * (1 - q) * q * k * N:
            continue
        for ratio, order in ((rows[1][s] / rows[0][s], "P(s|D_m)/P(s|D)"), (rows[0][s] / rows[1][s],
                                                                              "P(s|D)/P(s|D_m)")):
            if best is None or ratio > best[0]:
                best = (ratio, s, order)
    assert best is not None
    return best


# --------------------------------------------------------------------------- one row, then a table


def _row_problems(exact: Mapping[str, Any], N: int, k: int, lam: Fraction, target: Fraction, digits: int,
                  tolerance: Mapping[str, Fraction]) -> list[str]:
    """Every re-derived column of a row within reach, against its exact values."""
    problems = []
    q_text = exact["q_paper"]
    # q_paper: the closed form rounded up to ``digits``; none when that reaches 1/2
    if q_text is None:  # right only when the closed form lies above the last printed value below 1/2
        if _closed_form_at_most(_below(Fraction(1, 2), digits), N, k, lam):
            problems.append("q_paper is missing, but the closed form rounds up below 1/2")
        return problems
    q = _rational(q_text)
    if not _closed_form_at_most(q, N, k, lam):
        problems.append(f"q_paper {q} is below the closed form (4.45)/(5.24)")
    elif _directed(q, digits, "up") != q or _closed_form_at_most(_below(q, digits), N, k, lam):
        problems.append(f"q_paper {q} is not the closed form rounded up to {digits} digits")
    ratio, s, order = _window(N, k, q)
    if (ratio, s, order) != (_rational(exact["window_ratio"]), exact["window_s"], exact["window_order"]):
        problems.append(f"the 3σ window ratio is {ratio} at s = {s} ({order}), not {exact['window_ratio']} at "
                        f"s = {exact['window_s']} ({exact['window_order']})")
    value = delta_exact(N, k, q, lam)
    low, high = (_rational(v) for v in exact["delta_paper"])
    if not low <= value <= high:
        problems.append(f"δ at q_paper is {value}, outside the recorded [{low}, {high}]")
    elif high - low > tolerance["delta_paper"] * low:
        problems.append(f"δ at q_paper's enclosure [{low}, {high}] is wider than the stated relative tolerance "
                        f"{tolerance['delta_paper']}")
    below, above = (None if v is None else _rational(v) for v in exact["q_min"])
    if above is not None and not delta_exact(N, k, above, lam) <= target:
        problems.append(f"δ at q needed = {above} exceeds the target")
    if below is not None and not delta_exact(N, k, below, lam) > target:
        problems.append(f"δ at {below} meets the target, so it is not a lower end")
    if exact["eps_paper"] is not None:
        eps_low, eps_high = (_rational(v) for v in exact["eps_paper"])
        if eps_high - eps_low > tolerance["eps_paper"]:
            problems.append(f"ε at q_paper's interval [{eps_low}, {eps_high}] is wider than the stated tolerance "
                            f"{tolerance['eps_paper']}")
        if not delta_exact(N, k, q, exp_bounds(eps_high)[0]) <= target:
            problems.append(f"δ at e^{eps_high} exceeds the target: the smallest ε is above the recorded interval")
        if eps_low > 0 and not delta_exact(N, k, q, exp_bounds(eps_low)[1]) > target:
            problems.append(f"δ at e^{eps_low} meets the target: the smallest ε is below the recorded interval")
    return problems


def check_table(payload: Mapping[str, Any], grid: Mapping[str, Any]) -> tuple[int, int, list[str]]:
    """(rows re-derived, rows taken on trust, problems) of one table against its grid."""
    problems: list[str] = []
    rows = payload["rows"]
    points = list(grid_points(grid))
    digits, scan_limit = grid["digits"], grid["scan_limit"]
    tolerance = {key: _rational(payload["tolerance"][key]) for key in ("delta_paper", "eps_paper")}
    if [column["key"] for column in payload["columns"]] != list(COLUMNS):
        problems.append(f"the columns are not {', '.join(COLUMNS)}")
    if len(rows) != len(points):
        problems.append(f"{len(rows)} rows, but the grid has {len(points)} points")
    rederived = trusted = 0
    for index, (row, (N, k, lam, target)) in enumerate(zip(rows, points, strict=False)):
        where = f"table row {index} (grid N={N}, k={k}, e^ε={lam}, δ={target})"
        exact = row["exact"]
        if (_rational(exact["exp_eps"]), _rational(exact["delta"])) != (lam, target):
            problems.append(f"{where}: the row is for e^ε={exact['exp_eps']}, δ={exact['delta']}")
            continue
        method = _METHODS[0] if k * N <= scan_limit else _METHODS[1]
        if method == _METHODS[0] and exact["delta_paper"] is not None and len(set(exact["delta_paper"])) != 1:
            problems.append(f"{where}: an exact scan row with an enclosure, not the exact δ")
        expected = _printed(exact, N, k, lam, target, digits, method)
        problems += [f"{where}: printed {key} {row['printed'].get(key)!r}, but its exact value renders as "
                     f"{expected[key]!r}" for key in COLUMNS if row["printed"].get(key) != expected[key]]
        if sorted(row["printed"]) != sorted(COLUMNS):
            problems.append(f"{where}: the printed cells are not the columns {', '.join(COLUMNS)}")
        if k * N > RECHECK_LIMIT:
            trusted += 1
            continue
        rederived += 1
        problems += [f"{where}: {p}" for p in _row_problems(exact, N, k, lam, target, digits, tolerance)]
    return rederived, trusted, problems


# --------------------------------------------------------------------------- the practitioner's table

#: Its fixed grid (krverify/practitioner.py), restated: N, then the δ rule, then ε.
PRACTITIONER_N = tuple(10**e for e in range(2, 10))
PRACTITIONER_EPS = (Fraction(1, 10), Fraction(1, 2), Fraction(1), Fraction(2))
PRACTITIONER_RULES = ("1e-6", "1/N^2")


def _practitioner_printed(row: Mapping[str, Any], N: int, eps: Fraction, target: Fraction) -> dict[str, str]:
    """The printed cells of a practitioner row, rendered from its exact values."""
    def text(value: object, digits: int, direction: str) -> str:
        return "n/a" if value is None else _text(_rational(value), digits, direction)

    interval = f"({text(row['q_fail'], 6, 'down')}, {text(row['q_ok'], 6, 'up')}]"
    places = len(str(target.denominator)) - 1
    return {"N": str(N), "eps": _target_text(eps), "delta": f"1e-{places}" if target == Fraction(1, 10**places)
            else str(target), "interval": interval if row["converged"] is True else interval + " partial",
            "q": text(row["q_ok"], 4, "up"), "q_paper": text(row["q_paper"], 4, "up"),
            "paper_ratio": text(row["paper_ratio"], 3, "down"), "q_fmt21": text(row["q_fmt21"], 4, "up"),
            "fmt21_ratio": text(row["fmt21_ratio"], 3, "down")}


def check_practitioner(payload: Mapping[str, Any]) -> tuple[int, int, list[str]]:
    """(rows re-derived, rows taken on trust, problems) of proofs/tables/practitioner.json against its fixed grid.

    Every row: its point, the printed cells (re-rendered), q_fail < q_ok within the tolerance when converged, the
    factors as exact ratios, and the drafts' q as (4.45)/(5.24) at e^ε rounded up (decided exactly at the ends of
    an enclosure of e^ε).  Rows with k·N <= RECHECK_LIMIT: δ <= target at q_ok and δ > target at q_fail, each the
    exact maximum over every neighbouring pair at the end of e^ε's enclosure that makes it sound.  FMT21's q is
    taken on trust (:data:`TRUSTED`).
    """
    problems: list[str] = []
    rows = payload["rows"]
    tolerance = _rational(payload["tolerance"])
    k = rows[0]["k"] if rows else 1
    points = [(N, rule, eps) for N in PRACTITIONER_N for rule in PRACTITIONER_RULES for eps in PRACTITIONER_EPS]
    if len(rows) != len(points):
        problems.append(f"{len(rows)} rows, but the grid has {len(points)} points")
    rederived = trusted = 0
    for index, (row, (N, rule, eps)) in enumerate(zip(rows, points, strict=False)):
        target = Fraction(1, 10**6) if rule == "1e-6" else Fraction(1, N * N)
        where = f"practitioner row {index} (N={N}, ε={eps}, δ={target})"
        if ((row["N"], row["k"], row["delta_rule"], _rational(row["eps"]), _rational(row["delta"]))
                != (N, k, rule, eps, target)) or not isinstance(k, int) or k < 1:
            problems.append(f"{where}: the row is for N={row['N']}, k={row['k']}, ε={row['eps']}, δ={row['delta']}")
            continue
        if row["printed"] != _practitioner_printed(row, N, eps, target):
            problems.append(f"{where}: the printed cells are not its exact values rendered")
        q_fail, q_ok = _rational(row["q_fail"]), _rational(row["q_ok"])
        if not 0 <= q_fail < q_ok <= Fraction(1, 2) or (row["converged"] and q_ok > q_fail * (1 + tolerance)):
            problems.append(f"{where}: (q_fail, q_ok] = ({q_fail}, {q_ok}] is not an interval within the tolerance")
        for column, ratio in (("q_paper", "paper_ratio"), ("q_fmt21", "fmt21_ratio")):
            expected = None if row[column] is None else _rational(row[column]) / q_ok
            if (None if row[ratio] is None else _rational(row[ratio])) != expected:
                problems.append(f"{where}: {ratio} is not {column} / q_ok")
        low, high = exp_bounds(eps)
        if row["q_paper"] is None:
            if _closed_form_at_most(_below(Fraction(1, 2), 4), N, k, low):
                problems.append(f"{where}: q_paper is missing, but the closed form rounds up below 1/2")
        else:
            q = _rational(row["q_paper"])
            if not _closed_form_at_most(q, N, k, low) or _directed(q, 4, "up") != q \
                    or _closed_form_at_most(_below(q, 4), N, k, high):
                problems.append(f"{where}: q_paper {q} is not (4.45)/(5.24) at e^ε rounded up to 4 digits")
        if k * N > RECHECK_LIMIT:
            trusted += 1
            continue
        rederived += 1
        if not delta_exact(N, k, q_ok, low) <= target:
            problems.append(f"{where}: δ at q_ok = {q_ok} exceeds the target")
        if q_fail > 0 and not delta_exact(N, k, q_fail, high) > target:
            problems.append(f"{where}: δ at q_fail = {q_fail} meets the target, so it is not a lower end")
    return rederived, trusted, problems
