"""Speed benchmarks, each against a plain sympy baseline measured in the same run (not a timed test).

    python benchmarks/speed.py [--json] [--with-check] [--with-tests]

Rows: all G_m coefficients at N = 1000 (krverify's exact integer table against sympy Poly expansion,
the baseline timed on a sample of m and scaled to all N + 1); the exhaustive (4.5) check at N = 1000
(krverify's deep sweep against sympy Rationals, baseline timed on a sample of rows and scaled);
hypothesis examples per second on a typical inequality; CLI start-up; optionally `krverify check`
and the test suite (minutes).  Prints a table, or JSON with --json; names the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from fractions import Fraction

N = 1000
Q = Fraction(1, 10)
SAMPLE = (0, 500)


def _time(function, *args):
    started = time.perf_counter()
    value = function(*args)
    return time.perf_counter() - started, value


def g_coefficients() -> dict:
    from krverify.model.generating import _build_table

    ours, _ = _time(_build_table, N, Q)  # uncached
    import sympy

    x = sympy.Symbol("x")
    p, q = sympy.Rational(9, 10), sympy.Rational(1, 10)

    def baseline() -> None:
        for m in SAMPLE:
            sympy.Poly((q + p * x) ** m * (p + q * x) ** (N - m), x).all_coeffs()

    sample, _ = _time(baseline)
    scaled = sample * (N + 1) / len(SAMPLE)
    return {"benchmark": f"all G_m coefficients, N = {N}", "krverify_s": ours, "sympy_s": scaled,
            "ratio": scaled / ours, "note": f"sympy timed on m in {SAMPLE}, scaled to {N + 1} rows"}


def eq_4_5() -> dict:
    from krverify.engine.deep import deep_sweeps

    ours, results = _time(deep_sweeps, N, (Q,))
    import sympy

    from krverify.model import generating_table

    table = generating_table(N, Q)

    def baseline() -> None:
        for m in (1, 250, 500, 750, 998):
            below, middle, above = (table.coefficients(k) for k in (m - 1, m, m + 1))
            for a, b, c in zip(below, middle, above, strict=True):
                _ = sympy.Rational(b) ** 2 >= sympy.Rational(a) * sympy.Rational(c)

    sample, _ = _time(baseline)
    scaled = sample * (N - 1) / 5 * 2  # both claims
    return {"benchmark": f"exhaustive (4.5) and Theorem 4.1, every m and i, N = {N}", "krverify_s": ours,
            "sympy_s": scaled, "ratio": scaled / ours,
            "note": "sympy Rationals timed on 5 rows of (4.5), scaled to N - 1 rows and two claims; krverify "
                    f"includes building the table ({sum(r.points for r in results)} points)"}


def hypothesis_rate() -> dict:
    from krverify import get_claim
    from krverify.engine.search import search

    claim = get_claim("001.lemma-1")
    examples = 400
    seconds, _ = _time(lambda: search(claim, examples=examples, seed_value=1))
    return {"benchmark": "hypothesis examples per second (001.lemma-1)", "krverify_s": seconds,
            "sympy_s": None, "ratio": None, "note": f"{examples / seconds:.0f} examples/s"}


def cli_start() -> list[dict]:
    """The interpreter start and argument parsing, before any command's work (best of three)."""
    rows = []
    for name, args in (("--help", ["--help"]), ("--version", ["--version"]),
                       ("a bad argument (exit 2)", ["pmf", "--N", "-1", "--m", "0", "--q", "0.1"])):
        best = min(_time(lambda a=args: subprocess.run([sys.executable, "-m", "krverify.cli", *a],
                                                       capture_output=True))[0] for _ in range(3))
        rows.append({"benchmark": f"CLI start (krverify {name})", "krverify_s": best, "sympy_s": None,
                     "ratio": None, "note": "target < 0.3 s"})
    return rows


def command(name: str, args: list[str]) -> dict:
    seconds, result = _time(lambda: subprocess.run(args, capture_output=True))
    return {"benchmark": name, "krverify_s": seconds, "sympy_s": None, "ratio": None,
            "note": f"exit {result.returncode}"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--with-check", action="store_true", help="also time `krverify check` (about a minute)")
    parser.add_argument("--with-tests", action="store_true", help="also time the test suite (minutes)")
    arguments = parser.parse_args()
    rows = [g_coefficients(), eq_4_5(), hypothesis_rate(), *cli_start()]
    if arguments.with_check:
        rows.append(command("krverify check (target < 60 s)", [sys.executable, "-m", "krverify.cli", "check"]))
    if arguments.with_tests:  # the README's test command, in its two steps
        install = command("install: pip install '.[test]'", [sys.executable, "-m", "pip", "install", "-q", ".[test]"])
        suite = command("test suite: python -m pytest", [sys.executable, "-m", "pytest"])
        both = install["krverify_s"] + suite["krverify_s"]
        rows += [install, suite, {"benchmark": "the README's test command (target < 600 s)", "krverify_s": both,
                                  "sympy_s": None, "ratio": None, "note": "install + suite"}]
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"
    if arguments.json:
        print(json.dumps({"machine": machine, "rows": rows}, indent=2))
        return 0
    print(f"machine: {machine}")
    print("| benchmark | krverify (s) | sympy baseline (s) | ratio | note |")
    print("|---|---|---|---|---|")
    for row in rows:
        baseline = "" if row["sympy_s"] is None else f"{row['sympy_s']:.2f}"
        ratio = "" if row["ratio"] is None else f"{row['ratio']:.0f}×"
        print(f"| {row['benchmark']} | {row['krverify_s']:.2f} | {baseline} | {ratio} | {row['note']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
