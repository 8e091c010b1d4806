"""What a certified table's rows must satisfy, as data the kernel evaluates (krverify/certify/tables.py).

Each table's JSON carries these checks (``checks``): the grid and constants its rows are read with, shared formula
definitions, the checks every row must pass and those of the rows within reach (re-derived from scratch), the
printed cells as renderings of exact values, and the columns no check re-derives, with the reason.  The formulas
state the drafts' mathematics once: the closed form (4.45)/(5.24) of 001 §4.3/§5.3, σ(T̄) of (4.4)/(5.4), the 3σ
window, and δ as the largest hockey-stick divergence of the count's law (the primitive ``ones_law``) between
neighbouring collections.  ``krverify check`` recomputes each table and compares it, checks included, as text.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from krverify.exact_text import exact_to_json

__all__ = ["PRACTITIONER_TRUSTED", "TABLE_TRUSTED", "practitioner_checks", "table_checks"]

#: Rows with k·N up to this are re-derived by verify-certs (a few seconds each at most); the others are counted as
#: taken on trust (their printed cells and the cheap checks are still checked).
REACH = "k*N <= 400"

_PRINTED = """\
# a printed number: the exponent of x > 0, the printed value one step below x, whether x has at most `digits`
# significant digits
exponent(x) = max(j for j in ints(-60, 60) if 10**j <= x)
below(x) = x - 10**(exponent(x) - digits + 1) if x != 10**exponent(x) else x - 10**(exponent(x) - digits)
is_printed(x) = floor(x*10**(digits - 1 - exponent(x))) == x*10**(digits - 1 - exponent(x))
"""

_MODEL = """\
# (4.45)/(5.24): the drafts' noise for target λ
closed_form(l) = 1/2*(1 - 1/sqrt(1 + 36/((l**(1/k) - 1)**2*k*N)))
# δ(ln l) at lie probability q: the largest hockey-stick divergence between the count's laws of neighbouring
# collections (m and m + 1 ones among N records, each reported k times), both orders
delta_at(q, l) = max(max(hockey_stick(ones_law(N, m + 1, q, k), ones_law(N, m, q, k), l), \
hockey_stick(ones_law(N, m, q, k), ones_law(N, m + 1, q, k), l)) for m in ints(0, N - 1))
# rational bounds of e^x: δ falls as λ grows, so δ at the lower bound bounds δ(x) above, at the upper bound below
exp_below(x) = floor(exp(x)*2**200)/2**200
exp_above(x) = ceil(exp(x)*2**200)/2**200
"""

#: The certified table's columns no check re-derives, with the reason.
TABLE_TRUSTED = {
    "eps_fmt21": "FMT21's closed form needs logarithms and square roots of arb balls",
    "q_fmt21": "a bisection on FMT21's closed form (arb balls)",
    "delta_fmt21_numerical": "FMT21's numerical reduction, bounded with arb balls (large_delta.py)",
    "delta_variation_ratio": "Wang et al.'s variation-ratio bound, enclosed with arb balls (large_delta.py)",
    "peer_ratio": "a ratio of the peers' lower ends, which the table does not store",
}

_TABLE_DEFINITIONS = _PRINTED + _MODEL + """\
# σ(T̄)² of (4.4)/(5.4)
variance(q) = q*(1 - q)*N/(k*(1 - 2*q)**2)
# the 3σ window at q_paper: s with (s - pkN)² <= 9pqkN; the ratios of the count's laws of D (N ones) and D_m
in_window(s) = (s - (1 - q_paper)*k*N)**2 <= 9*(1 - q_paper)*q_paper*k*N
ratio(s, order) = ones_law(N, N - 1, q_paper, k)[s]/ones_law(N, N, q_paper, k)[s] if order == "P(s|D_m)/P(s|D)" \
else ones_law(N, N, q_paper, k)[s]/ones_law(N, N - 1, q_paper, k)[s]
worst(s) = max(ratio(s, "P(s|D_m)/P(s|D)"), ratio(s, "P(s|D)/P(s|D_m)"))
"""

_TABLE_EVERY_ROW = (
    ("q_paper", "(closed_form(exp_eps) > below(1/2)) if q_paper == None else (0 < q_paper < 1/2 and "
     "is_printed(q_paper) and closed_form(exp_eps) <= q_paper and closed_form(exp_eps) > below(q_paper))"),
    ("exact_scan", "given delta_paper != None\nimplies(k*N <= scan_limit, delta_paper[0] == delta_paper[1])"),
)

_TABLE_WITHIN_REACH = (
    ("window", "given q_paper != None\nhighest = max(worst(s) for s in ints(0, k*N) if in_window(s))\n"
     "(window_order == \"P(s|D_m)/P(s|D)\" or window_order == \"P(s|D)/P(s|D_m)\") and in_window(window_s) and "
     "window_ratio == ratio(window_s, window_order) == highest and "
     "(window_order == \"P(s|D_m)/P(s|D)\" or ratio(window_s, \"P(s|D_m)/P(s|D)\") < highest) and "
     "all(worst(s) < highest for s in ints(0, window_s - 1) if in_window(s))"),
    ("delta_paper", "given q_paper != None\n"
     "delta_paper[0] <= delta_at(q_paper, exp_eps) <= delta_paper[1] and "
     "delta_paper[1] - delta_paper[0] <= delta_tolerance*delta_paper[0]"),
    ("q_min", "(q_min[1] == None or delta_at(q_min[1], exp_eps) <= delta) and "
     "(q_min[0] == None or delta_at(q_min[0], exp_eps) > delta)"),
    ("eps_paper", "given q_paper != None and eps_paper != None\n"
     "eps_paper[1] - eps_paper[0] <= eps_tolerance and delta_at(q_paper, exp_below(eps_paper[1])) <= delta and "
     "(eps_paper[0] <= 0 or delta_at(q_paper, exp_above(eps_paper[0])) > delta)"),
)

_TABLE_CELLS = (
    ("N", "word", "N"), ("k", "word", "k"), ("exp_eps", "word", "exp_eps"), ("delta", "decimal", "delta"),
    ("q_paper", "up", "q_paper"), ("window_ratio", "up", "window_ratio"), ("delta_paper", "interval", "delta_paper"),
    ("q_min", "needed", "q_min"),
    ("sigma_paper", "down", "None if q_paper == None else round_significant(sqrt(variance(q_paper)), digits)"),
    ("sigma_min", "down", "None if q_min[1] == None else round_significant(sqrt(variance(q_min[1])), digits)"),
    ("eps_paper", "interval", "eps_paper"), ("eps_fmt21", "up", "None if eps_fmt21 == None else eps_fmt21[1]"),
    ("q_fmt21", "up", "q_fmt21"), ("delta_fmt21_numerical", "up", "delta_fmt21_numerical"),
    ("delta_variation_ratio", "up", "None if delta_variation_ratio == None else delta_variation_ratio[1]"),
    ("peer_ratio", "down", "peer_ratio"),
    ("method", "word", '"exact scan" if k*N <= scan_limit else "branch and bound"'),
)


def _checks(grid: Sequence[tuple[str, Sequence[Any]]], constants: dict[str, Any], definitions: str,
            every_row: Sequence[tuple[str, str]], within_reach: Sequence[tuple[str, str]],
            cells: Sequence[tuple[Any, ...]], trusted: dict[str, str], *, grid_file: bool) -> dict[str, Any]:
    return {
        "grid_file": grid_file,
        "grid": [[name, [exact_to_json(v) for v in values]] for name, values in grid],
        "constants": {key: exact_to_json(value) for key, value in constants.items()},
        "definitions": definitions, "reach": REACH,
        "every_row": [{"name": name, "formula": text} for name, text in every_row],
        "within_reach": [{"name": name, "formula": text} for name, text in within_reach],
        "cells": [{"key": key, "render": kind, "value": value} | ({"digits": str(rest[0])} if rest else {})
                  | ({"note": rest[1]} if len(rest) > 1 else {}) for key, kind, value, *rest in cells],
        "trusted": trusted,
    }


def table_checks(grid: Any, tolerances: dict[str, Fraction], *, grid_file: bool = True) -> dict[str, Any]:
    """The checks of a certified table over ``grid`` (krverify.tables.Grid) with the rows' stated tolerances;
    ``grid_file``: whether the table is checked against a grid file beside it."""
    axes = (("N", grid.N), ("k", grid.k), ("exp_eps", grid.exp_eps), ("delta", grid.delta))
    constants = {"digits": grid.digits, "scan_limit": grid.scan_limit,
                 "delta_tolerance": tolerances["delta_paper"], "eps_tolerance": tolerances["eps_paper"]}
    return _checks(axes, constants, _TABLE_DEFINITIONS, _TABLE_EVERY_ROW, _TABLE_WITHIN_REACH, _TABLE_CELLS,
                   TABLE_TRUSTED, grid_file=grid_file)


#: The practitioner's table's columns no check re-derives, with the reason.
PRACTITIONER_TRUSTED = {"q_fmt21": "a bisection on FMT21's closed form (arb balls)"}

_PRACTITIONER_DEFINITIONS = _PRINTED + _MODEL

_PRACTITIONER_EVERY_ROW = (
    ("target", '(delta_rule == "1e-6" and delta == 1/10**6) or (delta_rule == "1/N^2" and delta == 1/N**2)'),
    ("interval", '0 <= q_fail < q_ok <= 1/2 and (converged == "false" or q_ok <= q_fail*(1 + tolerance))'),
    ("ratios", "(paper_ratio == q_paper/q_ok if q_paper != None else paper_ratio == None) and "
     "(fmt21_ratio == q_fmt21/q_ok if q_fmt21 != None else fmt21_ratio == None)"),
    ("q_paper", "lam = exp(eps)\n(closed_form(lam) > below(1/2)) if q_paper == None else (0 < q_paper < 1/2 and "
     "is_printed(q_paper) and closed_form(lam) <= q_paper and closed_form(lam) > below(q_paper))"),
)

_PRACTITIONER_WITHIN_REACH = (
    ("q_ok", "delta_at(q_ok, exp_below(eps)) <= delta"),
    ("q_fail", "q_fail == 0 or delta_at(q_fail, exp_above(eps)) > delta"),
)

_PRACTITIONER_CELLS = (
    ("N", "word", "N"), ("eps", "decimal", "eps"), ("delta", "power_of_ten", "delta"),
    ("interval", "half_open", "(q_fail, q_ok)", 6, 'None if converged == "true" else "partial"'),
    ("q", "up", "q_ok"), ("q_paper", "up", "q_paper"), ("paper_ratio", "down", "paper_ratio", 3),
    ("q_fmt21", "up", "q_fmt21"), ("fmt21_ratio", "down", "fmt21_ratio", 3),
)


def practitioner_checks(records: Sequence[int], rules: Sequence[str], epsilons: Sequence[Fraction], k: int,
                        digits: int, tolerance: Fraction) -> dict[str, Any]:
    """The checks of the practitioner's table (krverify/practitioner.py's fixed grid)."""
    axes = (("N", records), ("delta_rule", rules), ("eps", epsilons))
    constants = {"k": k, "digits": digits, "tolerance": tolerance}
    return _checks(axes, constants, _PRACTITIONER_DEFINITIONS, _PRACTITIONER_EVERY_ROW, _PRACTITIONER_WITHIN_REACH,
                   _PRACTITIONER_CELLS, PRACTITIONER_TRUSTED, grid_file=False)
