"""Plots as plain SVG (no plotting dependency).  Binary floats only place points on the page.

Three figures: δ(ε) curves for several N and k; the privacy ratio against the outcome with
the paper's 3σ window; the required q against N, the paper's closed form against the
certified minimum.  The numbers plotted are the certified ones (upper ends of enclosures).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

from krverify.model.hockey_stick import hockey_stick_delta
from krverify.model.window import paper_pair_ratio, three_sigma_window
from krverify.tables import TableRow

__all__ = ["delta_curves", "line_chart", "ratio_window", "required_q", "write_plots"]

_COLOURS = ("#1b6ca8", "#d1495b", "#2e933c", "#edae49", "#7b4b94", "#555555")
Series = tuple[str, Sequence[tuple[float, float]]]


def _ticks(low: float, high: float, log: bool) -> list[float]:
    if log:
        return [10.0**e for e in range(math.floor(low), math.ceil(high) + 1)]
    step = 10 ** math.floor(math.log10(max(high - low, 1e-12)))
    if (high - low) / step < 4:
        step /= 2
    start = math.ceil(low / step) * step
    return [start + i * step for i in range(int((high - start) / step) + 1)]


def line_chart(series: Sequence[Series], title: str, xlabel: str, ylabel: str, *, logx: bool = False,
               logy: bool = False, band: tuple[float, float] | None = None, hline: float | None = None) -> str:
    """An SVG line chart; ``band`` shades an x-interval, ``hline`` draws a dashed level."""
    width, height, left, right, top, bottom = 820, 420, 70, 270, 40, 50

    def tx(x: float) -> float:
        return math.log10(x) if logx else x

    def ty(y: float) -> float:
        return math.log10(y) if logy else y

    points = [(tx(x), ty(y)) for _, pts in series for x, y in pts if (not logx or x > 0) and (not logy or y > 0)]
    if hline is not None:
        points.append((points[0][0], ty(hline)))
    x0, x1 = min(p[0] for p in points), max(p[0] for p in points)
    y0, y1 = min(p[1] for p in points), max(p[1] for p in points)
    x1, y1 = (x1 if x1 > x0 else x0 + 1), (y1 if y1 > y0 else y0 + 1)

    def sx(x: float) -> float:
        return left + (x - x0) / (x1 - x0) * (width - left - right)

    def sy(y: float) -> float:
        return height - bottom - (y - y0) / (y1 - y0) * (height - top - bottom)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" '
           f'font-size="12">', f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{width / 2 - 60}" y="20" font-size="14">{title}</text>']
    if band is not None:
        a, b = sx(tx(band[0])), sx(tx(band[1]))
        out.append(f'<rect x="{a:.1f}" y="{top}" width="{b - a:.1f}" height="{height - top - bottom}" '
                   'fill="#eeeeee"/>')
    for tick in _ticks(x0, x1, logx):
        if x0 <= (math.log10(tick) if logx else tick) <= x1 + 1e-9:
            x = sx(math.log10(tick) if logx else tick)
            out.append(f'<text x="{x:.1f}" y="{height - bottom + 16}" text-anchor="middle">{tick:g}</text>')
    for tick in _ticks(y0, y1, logy):
        if y0 <= (math.log10(tick) if logy else tick) <= y1 + 1e-9:
            y = sy(math.log10(tick) if logy else tick)
            out.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{tick:g}</text>')
            out.append(f'<line x1="{left}" x2="{width - right}" y1="{y:.1f}" y2="{y:.1f}" stroke="#dddddd"/>')
    out.append(f'<rect x="{left}" y="{top}" width="{width - left - right}" height="{height - top - bottom}" '
               'fill="none" stroke="black"/>')
    if hline is not None:
        y = sy(ty(hline))
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{y:.1f}" y2="{y:.1f}" stroke="black" '
                   'stroke-dasharray="4 3"/>')
    for index, (label, pts) in enumerate(series):
        colour = _COLOURS[index % len(_COLOURS)]
        path = " ".join(f"{sx(tx(x)):.1f},{sy(ty(y)):.1f}" for x, y in pts
                        if (not logx or x > 0) and (not logy or y > 0))
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="1.8"/>')
        out.append(f'<text x="{width - right + 10}" y="{top + 16 * (index + 1)}" fill="{colour}">{label}</text>')
    out.append(f'<text x="{(left + width - right) / 2}" y="{height - 12}" text-anchor="middle">{xlabel}</text>')
    out.append(f'<text x="16" y="{(top + height - bottom) / 2}" transform="rotate(-90 16 '
               f'{(top + height - bottom) / 2})" text-anchor="middle">{ylabel}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def delta_curves(q: Fraction = Fraction(1, 10), sizes: Sequence[tuple[int, int]] = ((50, 1), (100, 1), (100, 2),
                                                                                      (300, 1))) -> str:
    """δ(ε) (certified upper ends) against ε for several N and k at one q."""
    series = []
    for records, repetitions in sizes:
        top = ((1 - q) / q) ** repetitions
        lams = [1 + (top - 1) * Fraction(i, 40) for i in range(41)]
        pts = [(math.log(lam), float(hockey_stick_delta(records, q, repetitions, lam).delta_upper)) for lam in lams]
        series.append((f"N={records}, k={repetitions}", pts))
    return line_chart(series, f"δ(ε), q = {q}", "ε", "δ", logy=True)


def ratio_window(N: int = 1000, q: Fraction = Fraction(9, 1000), lam: Fraction = Fraction(2)) -> str:
    """R_s and 1/R_s (log scale) over the outcomes near the window, the window shaded, λ dashed."""
    window = three_sigma_window(N, 1, q)
    span = range(max(0, window[0] - 10), min(N, window[-1] + 10) + 1)
    ratios = [(s, paper_pair_ratio(N, 1, q, s)) for s in span]
    series = [("P(s|D_m)/P(s|D)", [(float(s), float(r)) for s, r in ratios]),
              ("P(s|D)/P(s|D_m)", [(float(s), float(1 / r)) for s, r in ratios])]
    return line_chart(series, f"privacy ratio, N={N}, q={q}", "outcome s (ones reported)", "ratio", logy=True,
                      band=(float(window[0]), float(window[-1])), hline=float(lam))


def required_q(rows: Sequence[TableRow]) -> str:
    """q against N: the paper's closed form and the certified sufficient q, one line per (k, λ, δ)."""
    groups: dict[tuple[int, Fraction, Fraction], list[TableRow]] = {}
    for row in rows:
        groups.setdefault((row.k, row.exp_eps, row.delta), []).append(row)
    series = []
    for (repetitions, lam, target), members in groups.items():
        paper = [(float(r.N), float(r.q_paper)) for r in members if r.q_paper is not None]
        needed = [(float(r.N), float(r.q_min[1])) for r in members if r.q_min[1] is not None]
        tag = f"k={repetitions}, λ={lam}, δ={float(target):g}"
        series += [(f"(4.45)/(5.24) {tag}", paper), (f"certified {tag}", needed)]
    return line_chart(series, "required q against N", "N", "q", logx=True, logy=True)


def write_plots(directory: str | Path, rows: Sequence[TableRow]) -> list[Path]:
    """Write the three figures into ``directory`` (created if needed); return their paths."""
    target = Path(directory)
    target.mkdir(parents=True, exist_ok=True)
    figures = {"delta_curves.svg": delta_curves(), "ratio_window.svg": ratio_window(),
               "required_q.svg": required_q(rows)}
    paths = []
    for name, svg in figures.items():
        path = target / name
        path.write_text(svg, encoding="utf-8")
        paths.append(path)
    return paths
