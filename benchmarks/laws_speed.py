"""The kernel's count law and hockey-stick divergence over integers against the Fraction arithmetic they replaced;
not a test.

Run: python benchmarks/laws_speed.py [--seed S] [--count C]

Cases drawn at random (none of them the tables' points): N in 5..120 records, m < N ones, k in 1..3 reports each,
q with denominators 500, 997, 1000 or 4096, λ in [1.01, 4].  The reference is the previous implementation, kept
here: the law as the convolution of two Fraction binomial laws, the divergence as a sum of Fraction maxima.  Both
must give the same δ between the laws of m + 1 and m ones at every case (a disagreement stops the run); the CPU
time of each, alternated three times, and the ratio of the medians are printed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from fractions import Fraction

from krverify.certify import primitives


def _reference(n: int, m: int, q: Fraction, k: int, lam: Fraction) -> Fraction:
    binomial = primitives._binomial_law.__wrapped__
    P = primitives.convolve(binomial(k * (m + 1), 1 - q), binomial(k * (n - m - 1), q))
    Q = primitives.convolve(binomial(k * m, 1 - q), binomial(k * (n - m), q))
    return sum((max(Fraction(0), a - lam * b) for a, b in zip(P, Q, strict=True)), Fraction(0))


def _kernel(n: int, m: int, q: Fraction, k: int, lam: Fraction) -> Fraction:
    law = primitives._ones_law.__wrapped__  # uncached: each case built afresh, as the reference is
    return primitives.hockey_stick(law(n, m + 1, k, q), law(n, m, k, q), lam)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--count", type=int, default=60)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    cases = []
    for _ in range(arguments.count):
        n = rng.randint(5, 120)
        cases.append((n, rng.randint(0, n - 1), Fraction(rng.randint(1, 499), rng.choice((500, 997, 1000, 4096))),
                      rng.randint(1, 3), Fraction(rng.randint(101, 400), 100)))
    times: dict[str, list[float]] = {"reference": [], "kernel": []}
    for _ in range(3):
        for name, function in (("reference", _reference), ("kernel", _kernel)):
            start = time.process_time()
            values = [function(*case) for case in cases]
            times[name].append(time.process_time() - start)
            if name == "reference":
                expected = values
            elif values != expected:
                raise SystemExit("the kernel and the reference disagree")
    reference, kernel = statistics.median(times["reference"]), statistics.median(times["kernel"])
    print(f"{len(cases)} cases, same δ at every one; CPU s (median of 3): reference {reference:.2f}, "
          f"kernel {kernel:.2f}, ratio kernel/reference {kernel / reference:.2f}")


if __name__ == "__main__":
    main()
