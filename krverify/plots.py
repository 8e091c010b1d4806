"""Figures for the audit report and ``krverify table --plot``, drawn with matplotlib as SVG.

Binary floats only place marks on the page: every plotted number is computed exactly
(or read from the ledger's certified table) and converted to float for drawing.  The SVG
text is byte-stable: no date in the metadata, a fixed hash salt, and ids derived from it.

Figures: the privacy ratio R_s and 1/R_s against the outcome with the drafts' 3σ window
(001 §4.3); the coefficient ratios a_i^(m-1)/a_i^m of Theorem 4.1 against m; δ(ε) curves for
several N and k; the required q against N (the paper's closed form against the certified
minimum), from a table's rows; the practitioner's required q against N (proofs/tables/practitioner.json).
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

__all__ = ["delta_curves", "practitioner_q", "ratio_window", "required_q", "svg_text",
           "theorem_ratios", "write_plots"]

_STYLE = {"svg.hashsalt": "krverify", "svg.fonttype": "path", "font.size": 9, "axes.grid": True,
          "grid.alpha": 0.3, "figure.figsize": (6.4, 3.6)}


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update(_STYLE)
    return plt


def svg_text(figure: Any) -> str:
    """The figure as SVG text, the same bytes on every run (no date, fixed hash salt)."""
    buffer = io.StringIO()
    figure.savefig(buffer, format="svg", metadata={"Date": None, "Creator": "krverify"}, bbox_inches="tight")
    _pyplot().close(figure)
    return buffer.getvalue()


def ratio_window(N: int = 1000, q: Fraction = Fraction(9, 1000), lam: Fraction = Fraction(2)) -> str:
    """R_s = P(s|D_m)/P(s|D) and its inverse (log scale) near the 3σ window, the window shaded, λ dashed."""
    from krverify.model.window import paper_pair_ratio, three_sigma_window

    plt = _pyplot()
    window = three_sigma_window(N, 1, q)
    span = range(max(0, window[0] - 10), min(N, window[-1] + 10) + 1)
    ratios = [(s, paper_pair_ratio(N, 1, q, s)) for s in span]
    figure, axes = plt.subplots()
    axes.axvspan(window[0], window[-1], color="0.85", label="3σ window")
    axes.plot([s for s, _ in ratios], [float(r) for _, r in ratios], label="R_s = P(s|D_m)/P(s|D)")
    axes.plot([s for s, _ in ratios], [float(1 / r) for _, r in ratios], label="1/R_s = P(s|D)/P(s|D_m)")
    axes.axhline(float(lam), linestyle="--", color="k", label=f"λ = {lam}")
    axes.set_yscale("log")
    axes.set(title=f"Privacy ratio, N = {N}, q = {q} (001 §4.3)", xlabel="outcome s (ones reported)",
             ylabel="ratio")
    axes.legend(loc="best")
    return svg_text(figure)


def theorem_ratios(N: int = 20, q: Fraction = Fraction(1, 10), indices: Sequence[int] = (0, 5, 10, 15, 20)) -> str:
    """a_i^(m-1)/a_i^m (= R_i for D with m set bits) against m: non-decreasing, Theorem 4.1's claim."""
    from krverify.model import generating_table

    plt = _pyplot()
    table = generating_table(N, q)
    figure, axes = plt.subplots()
    for i in indices:
        ms = list(range(1, N + 1))
        axes.plot(ms, [float(Fraction(table.numerator(m - 1, i), table.numerator(m, i))) for m in ms],
                  marker=".", label=f"i = {i}")
    axes.set_yscale("log")
    axes.set(title=f"Theorem 4.1: R_i against m (N = {N}, q = {q})", xlabel="m (set bits in D)",
             ylabel="a_i^(m-1) / a_i^m")
    axes.legend(loc="best", ncol=2)
    return svg_text(figure)


def delta_curves(q: Fraction = Fraction(1, 10), sizes: Sequence[tuple[int, int]] = ((50, 1), (100, 1), (100, 2),
                                                                                      (300, 1))) -> str:
    """δ(ε) (certified upper ends) against ε for several N and k at one q."""
    from krverify.model.hockey_stick import hockey_stick_delta

    plt = _pyplot()
    figure, axes = plt.subplots()
    for records, repetitions in sizes:
        top = ((1 - q) / q) ** repetitions
        lams = [1 + (top - 1) * Fraction(i, 40) for i in range(41)]
        values = [float(hockey_stick_delta(records, q, repetitions, lam).delta_upper) for lam in lams]
        points = [(math.log(lam), v) for lam, v in zip(lams, values, strict=True) if v > 0]
        axes.plot([x for x, _ in points], [y for _, y in points], label=f"N = {records}, k = {repetitions}")
    axes.set_yscale("log")
    axes.set(title=f"δ(ε) of the aggregated query, q = {q}", xlabel="ε", ylabel="δ (certified upper end)")
    axes.legend(loc="best")
    return svg_text(figure)


def _required_q_figure(groups: Iterable[tuple[str, list[tuple[float, float]], list[tuple[float, float]]]]) -> str:
    plt = _pyplot()
    figure, axes = plt.subplots()
    for tag, paper, needed in groups:
        if paper:
            axes.plot(*zip(*paper, strict=True), marker="o", label=f"(4.45)/(5.24) {tag}")
        if needed:
            axes.plot(*zip(*needed, strict=True), marker="s", linestyle="--", label=f"certified {tag}")
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.set(title="Required q against N", xlabel="N (records)", ylabel="q")
    axes.legend(loc="best", fontsize=7)
    return svg_text(figure)


def required_q(rows: Sequence[Any]) -> str:
    """q against N from table rows: the paper's closed form and the certified sufficient q."""
    groups: dict[tuple[int, Fraction, Fraction], list[Any]] = {}
    for row in rows:
        groups.setdefault((row.k, row.exp_eps, row.delta), []).append(row)
    return _required_q_figure(
        (f"k={k}, λ={lam}, δ={float(target):g}",
         [(float(r.N), float(r.q_paper)) for r in members if r.q_paper is not None],
         [(float(r.N), float(r.q_min[1])) for r in members if r.q_min[1] is not None])
        for (k, lam, target), members in groups.items())


def practitioner_q(payload: dict[str, Any], rule: str = "1e-6") -> str:
    """Required q against N from the practitioner's table (proofs/tables/practitioner.json, no re-computation),
    log-log: per ε the certified q (q_ok, solid), the drafts' (4.45)/(5.24) (dashed) and FMT21's (dotted) in the
    same colour; the legend beside the axes, clear of the curves."""
    plt = _pyplot()
    series: dict[str, dict[str, list[tuple[float, float]]]] = {}
    for row in payload["rows"]:
        if row["delta_rule"] != rule:
            continue
        lines = series.setdefault(row["printed"]["eps"], {"q_ok": [], "q_paper": [], "q_fmt21": []})
        for key, points in lines.items():
            if row[key] is not None:
                points.append((float(row["N"]), float(Fraction(row[key]))))
    figure, axes = plt.subplots(figsize=(7.2, 4.0))
    styles = {"q_ok": ("-", "o", "certified q"), "q_paper": ("--", None, "drafts (4.45)"),
              "q_fmt21": (":", None, "FMT21 Thm 3.1")}
    for index, (eps, lines) in enumerate(series.items()):
        colour = f"C{index}"
        for key, (style, marker, name) in styles.items():
            if lines[key]:
                axes.plot(*zip(*lines[key], strict=True), linestyle=style, marker=marker, markersize=4,
                          color=colour, label=f"{name}, ε = {eps}")
    axes.set_xscale("log")
    axes.set_yscale("log")
    target = "10⁻⁶" if rule == "1e-6" else "1/N²"
    ks = ", ".join(sorted({str(row["k"]) for row in payload["rows"]}))
    axes.set(title=f"Lie probability q needed for (ε, δ = {target}), k = {ks}", xlabel="N (people)",
             ylabel="q")
    axes.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0), fontsize=7, borderaxespad=0.0)
    return svg_text(figure)


def write_plots(directory: str | Path, rows: Sequence[Any]) -> list[Path]:
    """Write the figures of ``krverify table --plot`` into ``directory``; return their paths."""
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
