"""Render certified table rows as text, CSV, Markdown, LaTeX (booktabs) or JSON.

Every printed number comes from an exact rational or a certified enclosure.  A value column
(δ, ε at q_paper) prints one correctly rounded number when the whole enclosure rounds to it,
else the interval with its ends rounded outward; a bound column (the paper's q, the peers'
δ) is rounded in its pessimistic direction; "q needed" is the smallest sufficient q rounded
up, certified at it and one printed step below; σ is correctly rounded from its exact value
in Q(√d).
"""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal
from fractions import Fraction

from krverify.exact_text import exact_to_json
from krverify.model.rounding import decimal_text, next_printed, round_significant, significant_text
from krverify.model.surd import QuadraticSurd
from krverify.table_checks import table_checks
from krverify.tables import Grid, TableRow, tolerances

__all__ = ["COLUMNS", "FORMATS", "render"]

from krverify._defaults import TABLE_FORMATS as FORMATS

#: (key, header, meaning) in printed order.
COLUMNS = (
    ("N", "N", "records"),
    ("k", "k", "randomizations per record"),
    ("exp_eps", "e^ε", "target λ = e^ε"),
    ("delta", "δ", "target δ"),
    ("q_paper", "q (4.45)/(5.24)", "the paper's closed-form noise, rounded up"),
    ("window_ratio", "3σ ratio", "worst of R_s, 1/R_s on the 3σ window at q_paper (rounded up)"),
    ("delta_paper", "δ at q_paper", "hockey-stick δ(ln λ) at q_paper, the maximum over all neighbours, correctly "
     "rounded (its whole certified enclosure rounds to the printed number; else [low, high])"),
    ("q_min", "q needed", "smallest q with δ <= target, rounded up: δ <= target there and δ > target one "
     "printed step below, both certified; (below, above] where that could not be decided"),
    ("sigma_paper", "σ(T̄) paper", "σ of the estimator (4.4)/(5.4) at q_paper"),
    ("sigma_min", "σ(T̄) needed", "σ of the estimator at q needed (above)"),
    ("eps_paper", "ε at q_paper", "smallest ε with δ(ε) <= target at q_paper, correctly rounded (certified as δ)"),
    ("eps_fmt21", "ε FMT21", "FMT21 Thm 3.1 closed-form bound at q_paper (rounded up); n/a outside its range"),
    ("q_fmt21", "q FMT21", "smallest q at which FMT21 Thm 3.1 certifies (ln λ, δ), rounded up"),
    ("delta_fmt21_numerical", "δ FMT21 num.", "FMT21 numerical analysis: its δ at q_paper, ε = ln λ (upper bound)"),
    ("delta_variation_ratio", "δ Wang et al.", "Wang et al. (PVLDB 2024) numerical variation-ratio δ at q_paper, "
     "ε = ln λ, binary RR (k = 1; upper bound)"),
    ("peer_ratio", "best peer / δ", "the smallest published δ above (FMT21 num., Wang et al.) divided by "
     "the certified δ at q_paper (rounded down)"),
    ("method", "method", "exact scan: every m, exact rationals; branch and bound: certified enclosure of the "
     "maximum over m (krverify/model/max_delta.py)"),
)


def _interval(pair: tuple[Fraction, Fraction] | None, digits: int) -> str:
    """An enclosure [low, high] as one correctly rounded number when both ends round to it, else as [low, high].

    One number means: every value of the enclosure, the true one included, rounds to it at
    ``digits`` significant digits.  Otherwise the ends print rounded outward.
    """
    if pair is None:
        return "n/a"
    low, high = pair
    if high == 0:
        return "0"
    if low > 0 and round_significant(low, digits) == round_significant(high, digits):
        return decimal_text(round_significant(low, digits), digits, "down")
    return f"[{decimal_text(low, digits, 'down') if low > 0 else '0'}, {decimal_text(high, digits, 'up')}]"


def _target(value: Fraction) -> str:
    """A target as an exact decimal when it terminates ('1e-06' prints 0.000001), else as n/d."""
    rest = value.denominator
    for prime in (2, 5):
        while rest % prime == 0:
            rest //= prime
    if rest != 1 or len(str(value.denominator)) > 20:
        return str(exact_to_json(value))
    return f"{Decimal(value.numerator) / Decimal(value.denominator):f}"


def _q_needed(pair: tuple[Fraction | None, Fraction | None], digits: int) -> str:
    below, above = pair
    if above is None:
        return "n/a"
    high = decimal_text(above, digits, "up")
    if below is not None and next_printed(below, digits) == above:
        return high  # consecutive printed values: the smallest sufficient q, rounded up
    low = "0" if below is None else decimal_text(below, digits, "down")
    return f"({low}, {high}]"


def _sigma(value: QuadraticSurd | None, digits: int) -> str:
    return "n/a" if value is None else significant_text(value, digits)


def _cells(row: TableRow, digits: int) -> dict[str, str]:
    return {
        "N": str(row.N), "k": str(row.k),
        "exp_eps": str(exact_to_json(row.exp_eps)), "delta": _target(row.delta),
        "q_paper": "n/a" if row.q_paper is None else decimal_text(row.q_paper, digits, "up"),
        "window_ratio": "n/a" if row.window_ratio is None else decimal_text(row.window_ratio, digits, "up"),
        "delta_paper": _interval(row.delta_paper, digits),
        "q_min": _q_needed(row.q_min, digits),
        "sigma_paper": _sigma(row.sigma_paper, digits), "sigma_min": _sigma(row.sigma_min, digits),
        "eps_paper": _interval(row.eps_paper, digits),
        "eps_fmt21": "n/a" if row.eps_fmt21 is None else decimal_text(row.eps_fmt21[1], digits, "up"),
        "q_fmt21": "n/a" if row.q_fmt21 is None else decimal_text(row.q_fmt21, digits, "up"),
        "delta_fmt21_numerical": "n/a" if row.delta_fmt21_numerical is None
        else decimal_text(row.delta_fmt21_numerical, digits, "up"),
        "delta_variation_ratio": "n/a" if row.delta_variation_ratio is None
        else decimal_text(row.delta_variation_ratio[1], digits, "up"),
        "peer_ratio": "n/a" if row.peer_ratio is None else decimal_text(row.peer_ratio, digits, "down"),
        "method": row.method,
    }


def _json_row(row: TableRow, digits: int) -> dict[str, object]:
    cells = _cells(row, digits)
    exact = {
        "q_paper": exact_to_json(row.q_paper), "window_ratio": exact_to_json(row.window_ratio),
        "window_s": row.window_s, "window_order": row.window_order,
        "delta_paper": None if row.delta_paper is None else [exact_to_json(v) for v in row.delta_paper],
        "q_min": [exact_to_json(v) for v in row.q_min],
        "eps_paper": None if row.eps_paper is None else [exact_to_json(v) for v in row.eps_paper],
        "eps_fmt21": None if row.eps_fmt21 is None else [exact_to_json(v) for v in row.eps_fmt21],
        "q_fmt21": exact_to_json(row.q_fmt21),
        "delta_fmt21_numerical": exact_to_json(row.delta_fmt21_numerical),
        "delta_variation_ratio": None if row.delta_variation_ratio is None
        else [exact_to_json(v) for v in row.delta_variation_ratio],
        "peer_ratio": exact_to_json(row.peer_ratio),
        "exp_eps": exact_to_json(row.exp_eps), "delta": exact_to_json(row.delta),
    }
    return {"printed": cells, "exact": exact}


def render(rows: list[TableRow], fmt: str, grid: Grid, *, grid_file: bool = True) -> str:
    """The table of ``grid``'s rows in one of FORMATS, ending with a newline (JSON with the checks the kernel
    evaluates, krverify/table_checks.py; ``grid_file``: whether it is checked against a grid file beside it)."""
    digits = grid.digits
    headers = [header for _, header, _ in COLUMNS]
    body = [[_cells(row, digits)[key] for key, _, _ in COLUMNS] for row in rows]
    if fmt == "json":
        payload = {"columns": [{"key": k, "header": h, "meaning": m} for k, h, m in COLUMNS],
                   "rows": [_json_row(row, digits) for row in rows],
                   "checks": table_checks(grid, tolerances(digits), grid_file=grid_file)}
        return json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow([key for key, _, _ in COLUMNS])
        writer.writerows(body)
        return out.getvalue()
    if fmt in ("md", "markdown"):
        lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
        lines += ["| " + " | ".join(cells) + " |" for cells in body]
        return "\n".join(lines) + "\n"
    if fmt == "latex":
        def tex(text: str) -> str:
            return text.replace("δ", r"$\delta$").replace("ε", r"$\varepsilon$").replace("σ", r"$\sigma$") \
                .replace("T̄", r"$\bar T$").replace("e^", r"$e^$").replace("$$", "")
        lines = [r"\begin{tabular}{" + "r" * len(headers) + "}", r"\toprule",
                 " & ".join(tex(h) for h in headers) + r" \\", r"\midrule"]
        lines += [" & ".join(tex(c) for c in cells) + r" \\" for cells in body]
        lines += [r"\bottomrule", r"\end{tabular}"]
        return "\n".join(lines) + "\n"
    if fmt == "text":
        widths = [max(len(h), *(len(cells[i]) for cells in body)) for i, h in enumerate(headers)]
        lines = ["  ".join(h.rjust(w) for h, w in zip(headers, widths, strict=True))]
        lines += ["  ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)) for cells in body]
        lines += ["", *(f"{header}: {meaning}" for _, header, meaning in COLUMNS)]
        return "\n".join(lines) + "\n"
    raise ValueError(f"fmt={fmt!r} must be one of {FORMATS}")
