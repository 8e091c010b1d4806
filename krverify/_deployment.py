"""The commands that answer a deployment's question: ``krverify calibrate`` (the noise q a deployment needs) and
``krverify table --practitioner`` (that answer over a grid of N, ε and δ); imported only once arguments are parsed.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from krverify._arguments import executor_for, seconds_budget, writable_directory
from krverify.errors import InvalidArgument
from krverify.exact_text import exact_to_json
from krverify.model.exact import count
from krverify.model.rounding import decimal_text
from krverify.progress import progress

__all__ = ["calibrate_command", "peak_memory_line", "practitioner_command"]

CALIBRATE_RESTS_ON = ("δ(q_ok) <= delta and δ(q_fail) > delta each certified (the exact scan over every m, or the "
                      "branch and bound pruning at delta, krverify/model/max_delta.py); δ is non-increasing in q, a "
                      "larger q being a post-processing of a smaller one (krverify/model/calibrate.py), so the "
                      "smallest sufficient q lies in (q_fail, q_ok]")


def peak_memory_line() -> str:
    """The process's memory high-water mark (maximum resident set size), for --verbose."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    scale = 1 if sys.platform != "darwin" else 1024  # bytes on macOS
    return f"krverify: peak memory {peak // scale // 1024} MiB (maximum resident set size)"


def _q_text(value: Fraction, digits: int, direction: str) -> str:
    return "0" if value == 0 else decimal_text(value, digits, direction)


def calibrate_command(arguments: argparse.Namespace) -> int:
    """``krverify calibrate``: the certified smallest lie probability q with δ(ε) <= delta."""
    from krverify.model.calibrate import calibrate

    digits = count(arguments.digits, "digits", minimum=1, maximum=60)
    with progress("calibrating q", unit="decision") as bar:
        def shown(fail: Fraction, ok: Fraction) -> None:
            bar.advance(f"q in ({_q_text(fail, 6, 'down')}, {_q_text(ok, 6, 'up')}]")
        result = calibrate(arguments.N, arguments.k, arguments.delta, arguments.exp_eps, eps=arguments.eps,
                           tolerance=arguments.tolerance, max_seconds=seconds_budget(arguments.max_seconds),
                           on_progress=shown)
    width = None if result.q_fail == 0 else result.q_ok / result.q_fail - 1
    payload: dict[str, Any] = {
        "N": result.N, "k": result.k, "delta": exact_to_json(result.delta),
        "exp_eps": exact_to_json(result.exp_eps_lower) if arguments.exp_eps is not None else None,
        "eps": None if arguments.eps is None else str(arguments.eps),
        "q_fail": exact_to_json(result.q_fail), "q_ok": exact_to_json(result.q_ok),
        "q_fail_decimal": _q_text(result.q_fail, digits, "down"), "q_ok_decimal": _q_text(result.q_ok, digits, "up"),
        "relative_width": None if width is None else decimal_text(width, 3, "up"),
        "tolerance": exact_to_json(result.tolerance), "converged": result.converged,
        "interrupted": result.interrupted, "decisions": result.decisions, "rests_on": CALIBRATE_RESTS_ON,
    }
    if arguments.json:
        print(json.dumps(payload, indent=2, sort_keys=True))
    else:
        level = f"e^ε = {payload['exp_eps']}" if arguments.exp_eps is not None else f"ε = {arguments.eps}"
        warning = ("" if result.converged else "; interrupted: the interval reached so far" if result.interrupted
                   else "; NOT converged to the tolerance: the interval reached so far")
        print(f"q in ({payload['q_fail_decimal']}, {payload['q_ok_decimal']}]  (smallest lie probability with "
              f"δ(ε) <= {payload['delta']} at {level}; N={result.N}, k={result.k}; both ends certified, "
              f"{result.decisions} decisions{warning})")
    if arguments.verbose:
        print(peak_memory_line(), file=sys.stderr)
    return 0


def practitioner_command(arguments: argparse.Namespace) -> int:
    """``krverify table --practitioner``: every cell computed (here, or on the Dask cluster of ``--scheduler``),
    printed in ``--format`` and, with ``--out DIR``, written as practitioner.json, .csv and .md (atomically)."""
    from krverify.ledger import atomic_write
    from krverify.practitioner import cells
    from krverify.report.practitioner import FORMATS, render

    if arguments.grid is not None:
        raise InvalidArgument("grid", str(arguments.grid), "does not apply to --practitioner (its grid is fixed)")
    if arguments.plot is not None:
        raise InvalidArgument("plot", str(arguments.plot), "does not apply to --practitioner (its figure is drawn "
                              "by 'krverify report' from the committed table)")
    fmt = "json" if arguments.json else {"text": "markdown", "md": "markdown"}.get(arguments.format, arguments.format)
    if fmt not in FORMATS:
        raise InvalidArgument("format", arguments.format, f"must be one of {', '.join(FORMATS)} with --practitioner")
    k = count("1" if arguments.k is None else arguments.k, "k", minimum=1, maximum=1000)
    max_seconds = seconds_budget(arguments.max_seconds)
    if arguments.out is not None:  # before the cells are computed: a directory that cannot be written is bad input
        writable_directory(Path(arguments.out), "out")
    with executor_for(arguments.scheduler) as executor, progress("practitioner's table", unit="cell") as bar:
        table = cells(k, executor=executor, max_seconds=max_seconds, progress=bar.to)
    texts = {name: render(table, name) for name in FORMATS}
    if arguments.out is not None:
        suffixes = {"csv": "csv", "markdown": "md", "json": "json"}
        for name, text in texts.items():
            path = Path(arguments.out) / f"practitioner.{suffixes[name]}"
            atomic_write(path, text)
            print(f"wrote {path}", file=sys.stderr)
    sys.stdout.write(texts[fmt])
    return 0
