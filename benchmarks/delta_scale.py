"""How the certified maximum δ scales with N, in both regimes; not a test.

Run: python benchmarks/delta_scale.py [--json] [--quick | --huge] [--max-seconds S] [--blanket] [--regime R]
     [--peers] [--periods] [--random COUNT --seed S]

Per N from 10^3 to 10^8 (``--huge``: N = 10^9 only) and k in (1, 4):

* regime "c/N": the drafts' noise, q = 9/(kN) rounded (kNpq about 9), e^ε = 2;
* regime "q=1/4": constant noise, e^ε = 1 + 4/√(kN) (δ of order 10^-3 .. 10^-5; at a fixed e^ε
  such as 2, δ < 10^-30 for large N and the bound is immediate).

``--peers``: the constant-q grid (q = 1/4, N = 10^4 .. 10^8, k = 1, 4) against the published numerical bounds
instead: the blanket family (Balle et al.'s privacy blanket; for k = 1 it is also Wang et al.'s variation-ratio
bound, PVLDB 2024, whose pair is the same) and FMT21's clone reduction, each enclosed by
:mod:`krverify.model.large_delta`, with the factor by which the exact δ lies below each, rounded down (the peer's
lower end over δ's upper end).

``--random COUNT --seed S``: cases the code was not tuned on, drawn at random across the supported range (N
log-uniform in [10^3, 10^8], k uniform in 1..8, q = a/b with b uniform up to 10^5 and a/b log-uniform in
[max(2/(kN), 1/b), 0.45], e^ε rounded to 6 decimals where the reference's δ at m = 0 is log-uniform in
[10^-12, 10^-2]); each runs ``krverify delta --json --verbose --max-seconds S`` in a fresh process (exit status,
seconds, peak memory, relative width) and the float reference above at m = 0 .. 4 and at the worst m it reports,
timed in this process: containment (the reference's largest value below the certified upper end, the value at
the worst m above the lower end, each up to FLOAT_SLACK) and the time ratio certified/reference.

``--periods``: the measurement behind the aligned bound's period limit (max_delta.ALIGNED_MIN_PERIOD and
ALIGNED_PERIOD_DIVISOR): k = 1, e^ε = 1 + 4/√N, q = 1/20 .. 1/1000 (periods V = 10 .. 500), seconds with the
aligned bound at any period against the blanket alone.

Each case runs :func:`krverify.model.max_delta.max_delta` (tolerance 10^-6; ``--blanket``: without the aligned
block bound) in a fresh subprocess and prints seconds, the relative width upper/lower - 1, blocks evaluated (and
how many the aligned bound pruned), peak
memory (the child's maximum resident set size), at constant q both block bounds' relative excess over δ on the
block [0, N/2) side by side (Proposition 3's blanket and Proposition 4's aligned bound; "None" where the aligned
bound's fourth-difference term leaves no room), and, where the old enclosure is cheap enough
(N <= 10^6), the ratio of its width [m = 0 pair, blanket bound] to the new width.  A case that
does not converge within ``--max-seconds`` is reported with its (still valid, wider) enclosure.
"""

from __future__ import annotations

import argparse
import json
import math
import resource
import subprocess
import sys
import time
from fractions import Fraction

import numpy as np

# --------------------------------------------------------------------------- an independent float reference
# Written for the benchmark, sharing nothing with krverify: binary floats in log space (numpy), which the certified
# enclosures must contain up to the reference's own rounding (about 10^-10 relatively; FLOAT_SLACK allows 10^-8).

FLOAT_SLACK = 1e-8


def _log_binomial(n: int, r: float, width: float = 40.0) -> tuple[int, np.ndarray]:
    """(first, log pmf) of Bin(n, r) on mode ± width·sd, by cumulative log-ratios from the mode, normalized."""
    if n == 0:
        return 0, np.zeros(1)
    sd = math.sqrt(n * r * (1 - r))
    mode = min(n, int((n + 1) * r))
    lo = max(0, int(mode - width * sd - 10))
    hi = min(n, int(mode + width * sd + 10))
    lr = math.log(r) - math.log1p(-r)
    up = np.arange(mode, hi, dtype=np.float64)        # s -> s+1 for s = mode..hi-1
    down = np.arange(lo + 1, mode + 1, dtype=np.float64)  # s -> s-1 for s = lo+1..mode
    log_up = np.log(n - up) - np.log(up + 1) + lr
    log_down = np.log(down) - np.log(n - down + 1) - lr
    right = np.concatenate(([0.0], np.cumsum(log_up)))
    left = np.cumsum(log_down[::-1])[::-1]
    values = np.concatenate((left, right))
    top = values.max()
    values -= top + math.log(np.exp(values - top).sum())
    return lo, values


def _log_convolve(a_lo, a, b_lo, b):
    if len(a) > len(b):
        a_lo, a, b_lo, b = b_lo, b, a_lo, a
    out = np.full(len(a) + len(b) - 1, -np.inf)
    for i, v in enumerate(a):
        if v < -800:
            continue
        np.logaddexp(out[i:i + len(b)], v + b, out=out[i:i + len(b)])
    return a_lo + b_lo, out


def reference_delta(N: int, k: int, q: float, lam: float, m: int) -> float:
    """δ_m = Σ_s max(0, P(s) - λ Q(s)), P, Q the count with the changed record a 0 / a 1, in float log space."""
    p = 1 - q
    w_lo, w = _log_binomial(k * (N - 1 - m), q)
    if m:
        w_lo, w = _log_convolve(*_log_binomial(k * m, p), w_lo, w)
    x_lo, x = _log_binomial(k, q, width=1e9)
    y_lo, y = _log_binomial(k, p, width=1e9)
    _, lp = _log_convolve(w_lo, w, x_lo, x)
    _, lq = _log_convolve(w_lo, w, y_lo, y)
    log_lam = math.log(lam)
    gap = log_lam + lq - lp
    keep = gap < 0
    terms = lp[keep] + np.log1p(-np.exp(gap[keep]))
    if terms.size == 0:
        return 0.0
    top = terms.max()
    return float(math.exp(top) * np.exp(terms - top).sum())


def _cases(quick: bool, huge: bool = False) -> list[tuple[int, int, Fraction, Fraction, str]]:
    cases = []
    sizes = [10**9] if huge else [10**3, 10**4, 10**5, 10**6] if quick else [10**3, 10**4, 10**5, 10**6, 10**7,
                                                                            10**8]
    for records in sizes:
        for repetitions in (1, 4):
            reports = records * repetitions
            cases.append((records, repetitions, Fraction(9, reports), Fraction(2), "c/N"))
            lam = Fraction(round(1_000_000 * (1 + 4 / math.sqrt(reports))), 1_000_000)
            cases.append((records, repetitions, Fraction(1, 4), lam, "q=1/4"))
            if repetitions == 1 and records >= 10**6:
                cases.append((records, repetitions, Fraction(1, 10), lam, "q=1/10"))
    return cases


def _run_one(records: int, repetitions: int, q: Fraction, lam: Fraction, max_seconds: float,
             aligned: bool = True) -> dict[str, object]:
    from krverify.model.large_delta import large_delta
    from krverify.model.max_delta import block_bounds, max_delta
    from krverify.model.rounding import decimal_text

    start = time.perf_counter()
    result = max_delta(records, repetitions, q, lam, max_seconds=max_seconds, aligned=aligned)
    seconds = time.perf_counter() - start
    width = result.delta_upper - result.delta_lower
    relative = width / result.delta_lower if result.delta_lower > 0 else None
    ratio = None
    if records <= 10**6 and width > 0:
        old = large_delta(records, repetitions, q, lam, lam)
        ratio = f"{float((old.upper - old.lower) / width):.2e}"  # display only
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux -> MiB
    excess = None
    if aligned and q.denominator < 100 and result.delta_lower > 0:  # constant q: both block bounds side by side
        blanket, aligned_bound = block_bounds(records, repetitions, q, lam, 0, records // 2 - 1)
        excess = [decimal_text(bound / result.delta_lower - 1, 2, "up") if bound is not None else None
                  for bound in (blanket, aligned_bound)]
    return {
        "N": records, "k": repetitions, "q": str(q), "exp_eps": str(lam), "seconds": round(seconds, 2),
        "delta_lower": decimal_text(result.delta_lower, 7, "down") if result.delta_lower > 0 else "0",
        "delta_upper": decimal_text(result.delta_upper, 7, "up") if result.delta_upper > 0 else "0",
        "relative_width": None if relative is None else decimal_text(relative, 2, "up"),
        "converged": result.converged, "blocks": result.blocks, "aligned_blocks": result.aligned,
        "worst_m": result.worst_m,
        "peak_mib": round(peak), "old_width_ratio": ratio, "half_block_excess": excess,
    }


def _period_one(records: int, q: Fraction, lam: Fraction, aligned: bool, max_seconds: float) -> dict[str, object]:
    import krverify.model.max_delta as max_delta_module

    max_delta_module.ALIGNED_MIN_PERIOD = 10**9  # the aligned bound at any period (this process only)
    start = time.perf_counter()
    result = max_delta_module.max_delta(records, 1, q, lam, aligned=aligned, max_seconds=max_seconds)
    return {"seconds": round(time.perf_counter() - start, 2), "converged": result.converged}


def _periods(max_seconds: float) -> int:
    from krverify.model.aligned import period_and_drift

    print("| N | q | V | aligned s | blanket s |")
    print("|---|---|---|---|---|")
    for records, denominators in ((10**6, (20, 50, 100, 200, 500, 1000)), (10**7, (200, 500, 1000))):
        lam = Fraction(round(1_000_000 * (1 + 4 / math.sqrt(records))), 1_000_000)
        for denominator in denominators:
            q = Fraction(1, denominator)
            seconds = []
            for mode in ("aligned", "blanket"):
                child = subprocess.run([sys.executable, __file__, "--period-case", str(records), str(q), str(lam),
                                        mode, "--max-seconds", str(max_seconds)],
                                       capture_output=True, text=True, check=True)
                row = json.loads(child.stdout)
                seconds.append(f"{row['seconds']}" + ("" if row["converged"] else " (stopped)"))
            print(f"| 10^{round(math.log10(records))} | {q} | {period_and_drift(q, 1)[0]} | {seconds[0]} | "
                  f"{seconds[1]} |", flush=True)
    return 0


def _peers_one(records: int, repetitions: int, q: Fraction, lam: Fraction) -> dict[str, object]:
    from krverify.model.large_delta import blanket_bounds, fmt21_numerical_bounds
    from krverify.model.max_delta import max_delta
    from krverify.model.rounding import decimal_text

    exact = max_delta(records, repetitions, q, lam)
    row: dict[str, object] = {"N": records, "k": repetitions, "q": str(q), "exp_eps": str(lam),
                              "converged": exact.converged,
                              "delta_upper": decimal_text(exact.delta_upper, 7, "up")}
    peers = {"blanket": blanket_bounds(records, repetitions, q, lam),
             "fmt21": fmt21_numerical_bounds(records, repetitions, q, lam)}
    for name, (low, high) in peers.items():
        row[name] = decimal_text(high, 4, "up")
        row[f"{name}_factor"] = decimal_text(low / exact.delta_upper, 3, "down")
    return row


def _peers(max_seconds: float) -> int:
    print("| N | k | e^ε | δ (exact max over m, upper end) | blanket family | factor | FMT21 | factor |")
    print("|---|---|---|---|---|---|---|---|")
    for records in (10**4, 10**5, 10**6, 10**7, 10**8):
        for repetitions in (1, 4):
            lam = Fraction(round(1_000_000 * (1 + 4 / math.sqrt(records * repetitions))), 1_000_000)
            child = subprocess.run([sys.executable, __file__, "--peer-case", str(records), str(repetitions), "1/4",
                                    str(lam)], capture_output=True, text=True, check=True, timeout=max_seconds)
            row = json.loads(child.stdout)
            print(f"| 10^{round(math.log10(records))} | {repetitions} | {row['exp_eps']} | {row['delta_upper']} | "
                  f"{row['blanket']} | ×{row['blanket_factor']} | {row['fmt21']} | ×{row['fmt21_factor']} |",
                  flush=True)
    return 0


# --------------------------------------------------------------------------- random cases (--random)

def _random_cases(count: int, seed: int) -> list[tuple[int, int, Fraction, Fraction]]:
    rng = np.random.default_rng(seed)
    cases = []
    while len(cases) < count:
        records = int(10 ** rng.uniform(3, 8))
        repetitions = int(rng.integers(1, 9))
        denominator = int(rng.integers(3, 100_001))
        low = max(2 / (repetitions * records), 1 / denominator)
        if low >= 0.45:
            continue
        q = Fraction(max(1, round(10 ** rng.uniform(math.log10(low), math.log10(0.45)) * denominator)), denominator)
        if not 0 < q < Fraction(1, 2):
            continue
        goal = math.log(10 ** rng.uniform(-12, -2))
        below, above = 0.0, repetitions * (math.log1p(-float(q)) - math.log(float(q)))  # ln λ where δ_0 = 0
        for _ in range(40):  # δ_0 falls in λ: bisection in ln λ on the reference
            middle = (below + above) / 2
            value = reference_delta(records, repetitions, float(q), math.exp(middle), 0)
            below, above = (middle, above) if value > 0 and math.log(value) > goal else (below, middle)
        lam = max(Fraction(1), Fraction(round(math.exp(below) * 10**6), 10**6))
        cases.append((records, repetitions, q, lam))
    return cases


def _random(count: int, seed: int, max_seconds: float, as_json: bool) -> int:
    rows = []
    if not as_json:
        print(f"random cases, seed {seed}, --max-seconds {max_seconds}")
        print("|  N | k | q | e^ε | exit | s | MiB | δ in | rel. width | worst m | ref. s | ratio | contained |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for records, repetitions, q, lam in _random_cases(count, seed):
        start = time.perf_counter()
        child = subprocess.run([sys.executable, "-c", "import sys; from krverify.cli import main; sys.exit(main())",
                                "delta", "--N", str(records), "--k", str(repetitions), "--q", str(q), "--exp-eps",
                                str(lam), "--json", "--verbose", "--digits", "15", "--max-seconds", str(max_seconds)],
                               capture_output=True, text=True, timeout=4 * max_seconds + 60)
        seconds = time.perf_counter() - start
        row: dict[str, object] = {"N": records, "k": repetitions, "q": str(q), "exp_eps": str(lam),
                                  "exit": child.returncode, "seconds": round(seconds, 2)}
        memory = [line for line in child.stderr.splitlines() if "peak memory" in line]
        row["peak_mib"] = int(memory[0].split("peak memory ")[1].split()[0]) if memory else None
        if child.returncode == 0:
            out = json.loads(child.stdout)
            lower, upper = float(Fraction(out["delta_lower"])), float(Fraction(out["delta_upper"]))
            worst = out["worst_m"] if out["worst_m"] is not None else 0
            ms = sorted({m for m in (0, 1, 2, 3, 4, worst) if 0 <= m < records})
            start = time.perf_counter()
            values = {m: reference_delta(records, repetitions, float(q), float(lam), m) for m in ms}
            reference_seconds = time.perf_counter() - start
            contained = (max(values.values()) <= upper * (1 + FLOAT_SLACK) + 1e-300
                         and lower <= values[worst] * (1 + FLOAT_SLACK) + 1e-300)
            row |= {"delta_lower": out["delta_lower"], "delta_upper": out["delta_upper"],
                    "relative_width": out["relative_width"], "converged": out["converged"],
                    "below_floor": out["below_floor"], "worst_m": out["worst_m"], "method": out["method"],
                    "reference": {str(m): v for m, v in values.items()},
                    "reference_seconds": round(reference_seconds, 3),
                    "time_ratio": round(seconds / max(reference_seconds, 1e-3), 1), "contained": contained}
        else:
            row["stderr"] = child.stderr.strip().splitlines()[-1:]
        rows.append(row)
        if not as_json:
            enclosure = (f"[{float(Fraction(row['delta_lower'])):.6g}, {float(Fraction(row['delta_upper'])):.6g}]"
                         if "delta_lower" in row else "-")
            width = (row.get("relative_width") or "0") + ("" if row.get("converged", False) else " (not converged)")
            print(f"| {records} | {repetitions} | {q} | {lam} | {row['exit']} | {row['seconds']} | {row['peak_mib']} "
                  f"| {enclosure} | {width} | {row.get('worst_m')} | {row.get('reference_seconds')} | "
                  f"{row.get('time_ratio')} | {row.get('contained')} |", flush=True)
    if as_json:
        print(json.dumps(rows, indent=2))
    else:
        done = [row for row in rows if row["exit"] == 0]
        print(f"\n{len(done)}/{len(rows)} answered (exit 0), {sum(bool(row.get('converged')) for row in done)} "
              f"converged, {sum(bool(row.get('contained')) for row in done)} contain the reference; slowest "
              f"{max(row['seconds'] for row in rows)} s, peak {max(row['peak_mib'] or 0 for row in rows)} MiB")
    return 0 if all(row["exit"] == 0 and row.get("contained") for row in rows) else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true", help="N up to 10^6 only")
    parser.add_argument("--huge", action="store_true", help="N = 10^9 only (minutes per case)")
    parser.add_argument("--max-seconds", type=float, default=600.0, help="per case (default 600)")
    parser.add_argument("--blanket", action="store_true",
                        help="the blanket block bound alone (no aligned bound), for comparison")
    parser.add_argument("--regime", choices=("c/N", "q=1/4", "q=1/10"), help="only this regime")
    parser.add_argument("--peers", action="store_true",
                        help="q = 1/4 against the blanket family and FMT21 (a markdown table)")
    parser.add_argument("--periods", action="store_true",
                        help="the aligned bound at large periods V against the blanket (a markdown table)")
    parser.add_argument("--case", nargs=4, metavar=("N", "K", "Q", "EXP_EPS"), help=argparse.SUPPRESS)
    parser.add_argument("--period-case", nargs=4, metavar=("N", "Q", "EXP_EPS", "MODE"), help=argparse.SUPPRESS)
    parser.add_argument("--peer-case", nargs=4, metavar=("N", "K", "Q", "EXP_EPS"), help=argparse.SUPPRESS)
    parser.add_argument("--random", type=int, metavar="COUNT", help="COUNT cases drawn at random (see above)")
    parser.add_argument("--seed", type=int, default=0, help="the seed of --random (default 0)")
    arguments = parser.parse_args()
    if arguments.random:
        return _random(arguments.random, arguments.seed, arguments.max_seconds, arguments.json)
    if arguments.peer_case:
        records, repetitions, q, lam = arguments.peer_case
        print(json.dumps(_peers_one(int(records), int(repetitions), Fraction(q), Fraction(lam))))
        return 0
    if arguments.period_case:
        records, q, lam, mode = arguments.period_case
        print(json.dumps(_period_one(int(records), Fraction(q), Fraction(lam), mode == "aligned",
                                     arguments.max_seconds)))
        return 0
    if arguments.periods:
        return _periods(arguments.max_seconds)
    if arguments.peers:
        return _peers(max(arguments.max_seconds, 3600.0))
    if arguments.case:
        records, repetitions, q, lam = arguments.case
        print(json.dumps(_run_one(int(records), int(repetitions), Fraction(q), Fraction(lam), arguments.max_seconds,
                                  aligned=not arguments.blanket)))
        return 0
    results = []
    if not arguments.json:
        print(f"{'regime':>6} {'N':>10} {'k':>2} {'q':>12} {'e^eps':>9} {'seconds':>8} {'rel. width':>10} "
              f"{'blocks':>6} {'MiB':>5} {'old/new':>9}  delta in")
    for records, repetitions, q, lam, regime in _cases(arguments.quick, arguments.huge):
        if arguments.regime and regime != arguments.regime:
            continue
        child = subprocess.run([sys.executable, __file__, "--case", str(records), str(repetitions), str(q), str(lam),
                                "--max-seconds", str(arguments.max_seconds)] + (["--blanket"] if arguments.blanket
                                                                                 else []),
                               capture_output=True, text=True, check=True)
        row = json.loads(child.stdout) | {"regime": regime}
        results.append(row)
        if not arguments.json:
            width = row["relative_width"] or "-"
            if not row["converged"]:
                width += " (stopped)"
            print(f"{regime:>6} {records:>10} {repetitions:>2} {row['q']:>12} {row['exp_eps']:>9} "
                  f"{row['seconds']:>8} {width:>10} {row['blocks']:>6}/{row['aligned_blocks']:<4} {row['peak_mib']:>5} "
                  f"{row['old_width_ratio'] or '-':>9}  [{row['delta_lower']}, {row['delta_upper']}]"
                  + (f"  [0, N/2): blanket {row['half_block_excess'][0]}, aligned {row['half_block_excess'][1]}"
                     if row["half_block_excess"] else ""), flush=True)
    if arguments.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
