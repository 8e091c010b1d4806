"""The formula language's evaluator against Python's own Fraction arithmetic (issue 41); not a test.

Run: python benchmarks/formula_speed.py [--seed S] [--count C] [--points P]

Cases the evaluator was not tuned on, drawn at random: a formula with a local function ``f(i)``, a finite sum and a
product over ``ints(0, n)`` and a comparison, its arithmetic drawn from + - * / on the parameters a, b and the bound
variable; evaluated at P random points (a, b rationals with denominators up to 50, n in 5..25).  The reference is
the same expression written as a Python function over ``fractions.Fraction`` (an independent evaluation, compiled by
Python; its f cached as the evaluator caches a local function at a point).  Both must agree on the truth value at every point (a disagreement stops the run); the CPU time of each and
their ratio are printed, per case and as the median.
"""

from __future__ import annotations

import argparse
import functools
import math
import random
import statistics
import time
from fractions import Fraction

from krverify.certify.formula import evaluate, parse


def _term(rng: random.Random, depth: int) -> tuple[str, str]:
    """One random expression, as formula text and as Python text over Fractions (F)."""
    if depth == 0:
        leaf = rng.choice(("a", "b", "i", "int", "fraction"))
        if leaf == "int":
            value = str(rng.randint(1, 9))
            return value, f"F({value})"
        if leaf == "fraction":
            top, bottom = rng.randint(1, 9), rng.randint(2, 9)
            return f"{top}/{bottom}", f"F({top}, {bottom})"
        return leaf, ("F(i)" if leaf == "i" else leaf)
    operator = rng.choice(("+", "-", "*", "/"))
    (left, left_py), (right, right_py) = _term(rng, depth - 1), _term(rng, depth - 1)
    if operator == "/":  # never 0: 1 + x² > 0
        right, right_py = f"(1 + ({right}) * ({right}))", f"(1 + ({right_py}) * ({right_py}))"
    return f"({left} {operator} {right})", f"({left_py} {operator} {right_py})"


def _case(rng: random.Random) -> tuple[str, str]:
    """A formula text and the same relation as a Python expression over a, b, n and F = Fraction."""
    body, body_py = _term(rng, 3)
    relation = rng.choice(("<=", ">=", "<", ">"))
    formula = (f"f(i) = {body}\n"
               f"total = sum(f(i) for i in ints(0, n))\n"
               f"scale = prod(1 + f(i) * f(i) for i in ints(0, 2))\n"
               f"total {relation} scale * a")
    python = (f"(lambda f: sum((f(i) for i in range(n + 1)), F(0)) {relation} "
              f"prod((1 + f(i) * f(i) for i in range(3)), start=F(1)) * a)(cache(lambda i: {body_py}))")
    return formula, python


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4141)
    parser.add_argument("--count", type=int, default=10)
    parser.add_argument("--points", type=int, default=200)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    ratios = []
    print(f"{'case':>4}  {'formula s':>9}  {'Python s':>9}  ratio")
    for case in range(arguments.count):
        text, python = _case(rng)
        formula = parse(text, ("a", "b", "n"))
        points = [{"a": Fraction(rng.randint(-50, 50), rng.randint(1, 50)),
                   "b": Fraction(rng.randint(-50, 50), rng.randint(1, 50)), "n": rng.randint(5, 25)}
                  for _ in range(arguments.points)]
        start = time.process_time()
        decided = [evaluate(formula, point).holds for point in points]
        ours = time.process_time() - start
        start = time.process_time()
        # the reference: Python evaluates the same relation over Fractions (names as globals, for the lambdas)
        reference = [eval(python, {"F": Fraction, "prod": math.prod, "cache": functools.cache, **point}) for point in points]
        theirs = time.process_time() - start
        if decided != reference:
            raise SystemExit(f"case {case}: the evaluator and Python disagree\n{text}")
        ratios.append(ours / theirs)
        print(f"{case:>4}  {ours:9.3f}  {theirs:9.3f}  {ours / theirs:5.2f}")
    print(f"median ratio (formula / Python Fractions): {statistics.median(ratios):.2f} over {len(ratios)} cases, "
          f"{arguments.points} points each")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
