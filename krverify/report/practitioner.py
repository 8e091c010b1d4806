"""The practitioner's table (:mod:`krverify.practitioner`) as CSV, Markdown or JSON, and the figure's data.

One line per cell, in table order (by N, then δ, then ε), after a header that does not depend on the cells: the
text of a table of the first rows is the beginning of the full table's text (JSON: up to its closing ``]}``), which
is how the test suite compares a recomputation of the cheap rows with the committed file byte for byte.

Printed decimals, each in its stated direction: q_fail rounded down and q_ok rounded up (the certified interval),
"q" = q_ok rounded up to :data:`~krverify.practitioner.DIGITS` digits (still certified: δ only falls as q grows),
the drafts' and FMT21's q rounded up (as computed), the factors rounded down.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any

from krverify.exact_text import exact_to_json
from krverify.model.rounding import decimal_text
from krverify.practitioner import DELTA_RULES, DIGITS, EPSILONS, RECORDS, TOLERANCE, Cell
from krverify.table_checks import practitioner_checks

__all__ = ["COLUMNS", "FORMATS", "JSON_END", "NOTES", "figure_rows", "render", "rows_markdown"]

FORMATS = ("csv", "markdown", "json")

#: The closing text of the JSON rendering (after the last row).
JSON_END = "\n  ]\n}\n"

#: (key, header, meaning) of the printed columns, in order.
COLUMNS = (
    ("N", "N", "records (people), each reporting one bit k times"),
    ("eps", "ε", "the privacy level, exact"),
    ("delta", "δ", "the δ target: 10⁻⁶, or 1/N²"),
    ("interval", "smallest q in (q_fail, q_ok]", "q_min, the smallest lie probability with δ(ε) <= target: "
     "δ > target certified at q_fail, δ <= target certified at q_ok (krverify calibrate; q_fail rounded down, "
     "q_ok up, 6 digits)"),
    ("q", "q (certified)", "q_ok rounded up to 4 digits: a lie probability that certainly gives (ε, δ)"),
    ("q_paper", "q drafts (4.45)/(5.24)", "the drafts' closed form at λ = e^ε, rounded up to 4 digits"),
    ("paper_ratio", "drafts / certified", "q drafts / q_ok, rounded down; where q drafts <= q_fail (every cell "
     "here with a factor below 1), the drafts' q certainly does not give (ε, δ)"),
    ("q_fmt21", "q FMT21", "the smallest q at which FMT21 Thm 3.1 certifies (ε, δ), rounded up; n/a where its "
     "condition fails at every q < 1/2"),
    ("fmt21_ratio", "FMT21 / certified", "q FMT21 / q_ok, rounded down: the noise the certified q saves over the "
     "best published closed-form amplification bound"),
)

NOTES = (
    "Each q is the lie probability of binary randomized response (each person reports their bit k times, each "
    "report flipped with probability q; the count of ones is released); δ(ε) is the exact hockey-stick divergence, "
    "maximized over every pair of neighbouring collections.",
    "Deviation (e^ε is transcendental): ε is the exact rational printed, and e^ε is enclosed in an arb ball at 200 "
    "bits, λ_lo <= e^ε <= λ_hi.  δ <= target is certified at λ_lo and δ > target at λ_hi (δ falls as e^ε grows); "
    "the drafts' q, which falls as λ grows, is taken at λ_lo^(1/k), rounded up, and checked to be the same number "
    "at λ_hi^(1/k), so it is the exact q at e^ε rounded up; FMT21 must certify the lower end of ln λ_lo <= ε.",
    "The factors are exact ratios of the stored rationals; since q_min <= q_ok each is a certified lower bound "
    "on (printed q) / q_min.  The drafts' q does not depend on δ (the drafts fix a 3σ window).",
    "Regenerate with `krverify table --practitioner --out proofs/tables` (all three files); the test suite "
    "recomputes the rows N <= 1000 and compares them with the committed file byte for byte, and `-m slow` every row.",
)


def _exact_decimal(value: Fraction) -> str:
    """A terminating decimal exactly ('0.1', '2'); otherwise n/d."""
    rest = value.denominator
    for prime in (2, 5):
        while rest % prime == 0:
            rest //= prime
    return f"{Decimal(value.numerator) / Decimal(value.denominator):f}" if rest == 1 else str(exact_to_json(value))


def _delta_text(value: Fraction) -> str:
    """δ = 10^-j as '1e-j' (exact), any other as n/d."""
    digits = len(str(value.denominator)) - 1
    return f"1e-{digits}" if value.numerator == 1 and value.denominator == 10**digits else str(exact_to_json(value))


def _q_text(value: Fraction | None, digits: int, direction: str) -> str:
    if value is None:
        return "n/a"
    return "0" if value == 0 else decimal_text(value, digits, direction)


def _printed(cell: Cell) -> dict[str, str]:
    interval = f"({_q_text(cell.q_fail, 6, 'down')}, {_q_text(cell.q_ok, 6, 'up')}]"
    if not cell.converged:
        interval += " partial"
    return {
        "N": str(cell.N), "eps": _exact_decimal(cell.eps), "delta": _delta_text(cell.delta), "interval": interval,
        "q": _q_text(cell.q_ok, DIGITS, "up"), "q_paper": _q_text(cell.q_paper, DIGITS, "up"),
        "paper_ratio": _q_text(cell.paper_ratio, 3, "down"), "q_fmt21": _q_text(cell.q_fmt21, DIGITS, "up"),
        "fmt21_ratio": _q_text(cell.fmt21_ratio, 3, "down"),
    }


def _json_row(cell: Cell) -> dict[str, Any]:
    return {
        "N": cell.N, "k": cell.k, "eps": exact_to_json(cell.eps), "delta_rule": cell.rule,
        "delta": exact_to_json(cell.delta), "q_fail": exact_to_json(cell.q_fail), "q_ok": exact_to_json(cell.q_ok),
        "converged": cell.converged, "q_paper": exact_to_json(cell.q_paper), "q_fmt21": exact_to_json(cell.q_fmt21),
        "paper_ratio": exact_to_json(cell.paper_ratio), "fmt21_ratio": exact_to_json(cell.fmt21_ratio),
        "printed": _printed(cell),
    }


def render(cells: Sequence[Cell], fmt: str) -> str:
    """The table in one of :data:`FORMATS`, ending with a newline (see the module docstring for its layout)."""
    if fmt == "json":
        header = {"columns": [{"key": k, "header": h, "meaning": m} for k, h, m in COLUMNS], "notes": list(NOTES),
                  "checks": practitioner_checks(RECORDS, DELTA_RULES, EPSILONS, cells[0].k if cells else 1, DIGITS,
                                                TOLERANCE)}
        head = json.dumps(header, indent=2, sort_keys=True, ensure_ascii=False)[:-2] + ',\n  "rows": [\n    '
        rows = ",\n    ".join(json.dumps(_json_row(c), sort_keys=True, ensure_ascii=False) for c in cells)
        return head + rows + JSON_END
    if fmt == "csv":
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["N", "k", "eps", "delta", "q_fail", "q_ok", "converged", "q_paper", "q_fmt21",
                         *(f"printed_{key}" for key, _, _ in COLUMNS[3:])])
        for cell in cells:
            row = _json_row(cell)
            writer.writerow([cell.N, cell.k, row["eps"], row["delta"], row["q_fail"], row["q_ok"],
                             str(cell.converged).lower(), row["q_paper"] or "", row["q_fmt21"] or "",
                             *(row["printed"][key] for key, _, _ in COLUMNS[3:])])
        return out.getvalue()
    if fmt == "markdown":
        k = {cell.k for cell in cells}
        lines = [f"## The noise a deployment needs: certified q for k = {', '.join(map(str, sorted(k)))}", "",
                 *(line for note in NOTES for line in (note, "")),
                 *(f"- `{header}`: {meaning}" for _, header, meaning in COLUMNS), "",
                 "| " + " | ".join(header for _, header, _ in COLUMNS) + " |",
                 "|" + "|".join("---:" for _ in COLUMNS) + "|"]
        lines += ["| " + " | ".join(_printed(cell)[key] for key, _, _ in COLUMNS) + " |" for cell in cells]
        return "\n".join(lines) + "\n"
    raise ValueError(f"fmt={fmt!r} must be one of {FORMATS}")


def figure_rows(payload: Mapping[str, Any], rule: str = "1e-6") -> list[dict[str, str]]:
    """The figure's data from a committed table (its JSON, no recomputation): per N, per ε the certified q (q_ok
    rounded up), the drafts' q and FMT21's q as printed, at the δ rule given."""
    table: dict[int, dict[str, str]] = {}
    for row in payload["rows"]:
        if row["delta_rule"] != rule:
            continue
        printed = row["printed"]
        line = table.setdefault(int(row["N"]), {"N": printed["N"]})
        line[f"certified, ε = {printed['eps']}"] = printed["q"]
        line[f"drafts, ε = {printed['eps']}"] = printed["q_paper"]
        line[f"FMT21, ε = {printed['eps']}"] = printed["q_fmt21"]
    return [table[n] for n in sorted(table)]


def rows_markdown(rows: Sequence[Mapping[str, str]]) -> str:
    """Printed rows as a Markdown table (the first row's keys as the header); "" for none."""
    if not rows:
        return ""
    keys = list(rows[0])
    lines = ["| " + " | ".join(keys) + " |", "|" + "|".join("---:" for _ in keys) + "|"]
    lines += ["| " + " | ".join(row.get(key, "n/a") for key in keys) + " |" for row in rows]
    return "\n".join(lines) + "\n"
