"""`krverify epsilon` against one `krverify delta` at the ε it finds (issue 42, item 5); not a test.

Run: python benchmarks/epsilon_ratio.py [--seed S] [--count C]

Cases the code was not tuned on, drawn at random: N log-uniform in [10^4, 10^7], k uniform in 1..4, q = a/b with b
uniform in 10..1000 and q log-uniform in [10^-2.5, 0.4], δ = 10^-6.  Each command runs in a fresh process; the
CPU time of each (children's user + system, the start-up of one trivial command subtracted) and their ratio are
printed.  The `delta` runs at the certified upper end e^ε that `epsilon` returns (`exp_eps_above`).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import resource
import subprocess
import sys
from fractions import Fraction


def _cpu(command: list[str]) -> tuple[float, dict[str, object]]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run([sys.executable, "-m", "krverify", *command, "--json"], capture_output=True, text=True,
                         env=os.environ, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, json.loads(out.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--count", type=int, default=5)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    start_up = _cpu(["delta", "--N", "10", "--q", "1/4", "--exp-eps", "2"])[0]
    done = 0
    while done < arguments.count:
        records, repetitions = int(10 ** rng.uniform(4, 7)), rng.randint(1, 4)
        denominator = rng.randint(10, 1000)
        q = Fraction(max(1, round(denominator * 10 ** rng.uniform(-2.5, math.log10(0.4)))), denominator)
        if not 0 < q < Fraction(1, 2):
            continue
        case = ["--N", str(records), "--q", str(q), "--k", str(repetitions)]
        eps_seconds, found = _cpu(["epsilon", *case, "--delta", "1e-6"])
        delta_seconds, _ = _cpu(["delta", *case, "--exp-eps", str(found["exp_eps_above"])])
        ratio = (eps_seconds - start_up) / max(delta_seconds - start_up, 1e-9)
        print(f"N={records} k={repetitions} q={q} eps_upper={found['eps_upper']} converged={found['converged']} "
              f"epsilon {eps_seconds:.2f} s CPU, delta {delta_seconds:.2f} s CPU, ratio {ratio:.2f}", flush=True)
        done += 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
