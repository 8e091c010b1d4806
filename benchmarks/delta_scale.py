"""Time one certified δ at N = 10^3 .. 10^6 (k = 1); not a test.  Run: python benchmarks/delta_scale.py

Within the exact scan (kN <= 4000) δ is an exact rational maximized over every m; beyond, a
certified enclosure (krverify/model/large_delta.py): the m = 0 pair below, the privacy
blanket evaluated exactly above.  Each line prints N, q, e^ε, the enclosure, what it rests on
and the wall time.
"""

from __future__ import annotations

import sys
import time

from krverify.model.hockey_stick import hockey_stick_delta
from krverify.model.rounding import decimal_text

CASES = [  # (N, q, e^ε): the paper's example, then q from (4.45) at λ = 2, and a noisier setting
    (10**3, "9/1000", "2"), (10**4, "0.0008976", "2"), (10**5, "0.00008998", "2"), (10**6, "0.000009", "2"),
    (10**3, "1/4", "11/10"), (10**4, "1/4", "11/10"), (10**5, "1/4", "11/10"), (10**6, "1/4", "11/10"),
]


def main() -> int:
    print(f"{'N':>8} {'q':>10} {'e^eps':>6} {'delta in':>40} {'method':>9} {'seconds':>8}")
    for records, q, lam in CASES:
        start = time.perf_counter()
        result = hockey_stick_delta(records, q, 1, lam)
        seconds = time.perf_counter() - start
        low, high = decimal_text(result.delta_lower, 4, "down"), decimal_text(result.delta_upper, 4, "up")
        method = "exact" if result.worst_m is not None else "enclosure"
        print(f"{records:>8} {q:>10} {lam:>6} {'[' + low + ', ' + high + ']':>40} {method:>9} {seconds:>8.2f}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
