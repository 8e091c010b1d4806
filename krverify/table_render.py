"""Render certified table rows as text, CSV, Markdown, LaTeX (booktabs) or JSON.

Every printed number comes from an exact rational or an enclosure with directed rounding:
lower ends are rounded down, upper ends up, so a printed interval contains the true value;
σ is correctly rounded from its exact value in Q(√d).  No column prints more digits than
its enclosure supports: an interval whose ends round to the same text prints once.
"""

from __future__ import annotations

import csv
import io
import json
from decimal import Decimal
from fractions import Fraction

from krverify.exact_text import exact_to_json
from krverify.model.rounding import decimal_text, significant_text
from krverify.model.surd import QuadraticSurd
from krverify.tables import TableRow

__all__ = ["COLUMNS", "FORMATS", "render"]

FORMATS = ("text", "csv", "md", "latex", "json")

#: (key, header, meaning) in printed order.
COLUMNS = (
    ("N", "N", "records"),
    ("k", "k", "randomizations per record"),
    ("exp_eps", "e^ε", "target λ = e^ε"),
    ("delta", "δ", "target δ"),
    ("q_paper", "q (4.45)/(5.24)", "the paper's closed-form noise, rounded up"),
    ("window_ratio", "3σ ratio", "worst of R_s, 1/R_s on the 3σ window at q_paper (rounded up)"),
    ("delta_paper", "δ at q_paper", "certified hockey-stick δ(ln λ) at q_paper"),
    ("q_min", "q needed", "(below, above]: δ > target at below, δ <= target at above, both certified"),
    ("sigma_paper", "σ(T̄) paper", "σ of the estimator (4.4)/(5.4) at q_paper"),
    ("sigma_min", "σ(T̄) needed", "σ of the estimator at q needed (above)"),
    ("eps_paper", "ε at q_paper", "certified smallest ε with δ(ε) <= target at q_paper"),
    ("eps_fmt21", "ε FMT21", "FMT21 Thm 3.1 closed-form bound at q_paper (rounded up); n/a outside its range"),
    ("q_fmt21", "q FMT21", "smallest q at which FMT21 Thm 3.1 certifies (ln λ, δ), rounded up"),
    ("delta_fmt21_numerical", "δ FMT21 num.", "FMT21 numerical analysis: its δ at q_paper, ε = ln λ (upper bound)"),
    ("method", "method", "exact: every m scanned; enclosure: m = 0 below, privacy blanket above"),
)


def _interval(pair: tuple[Fraction, Fraction] | None, digits: int, open_low: bool = False) -> str:
    if pair is None:
        return "n/a"
    low, high = (decimal_text(v, digits, d) for v, d in zip(pair, ("down", "up"), strict=True))
    if low == high and not open_low:
        return low
    return f"({low}, {high}]" if open_low else f"[{low}, {high}]"


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
    low = "0" if below is None else decimal_text(below, digits, "down")
    return f"({low}, {decimal_text(above, digits, 'up')}]"


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
        "method": "exact" if row.exact else "enclosure",
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
        "exp_eps": exact_to_json(row.exp_eps), "delta": exact_to_json(row.delta),
    }
    return {"printed": cells, "exact": exact}


def render(rows: list[TableRow], fmt: str, digits: int = 4) -> str:
    """The table in one of FORMATS, ending with a newline."""
    headers = [header for _, header, _ in COLUMNS]
    body = [[_cells(row, digits)[key] for key, _, _ in COLUMNS] for row in rows]
    if fmt == "json":
        payload = {"columns": [{"key": k, "header": h, "meaning": m} for k, h, m in COLUMNS],
                   "rows": [_json_row(row, digits) for row in rows]}
        return json.dumps(payload, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow([key for key, _, _ in COLUMNS])
        writer.writerows(body)
        return out.getvalue()
    if fmt == "md":
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
