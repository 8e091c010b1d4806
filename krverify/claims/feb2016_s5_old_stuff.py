"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §5 "Old stuff".

The section the authors kept from the January draft: a query that randomizes each
record independently has a product pmf, its privacy ratio involves only the changed
record, and the per-record bound "P[A_0(x) = s] <= ε P[A_0(x') = s]" gives differential
privacy — here under 000's own definition (1.1), which bounds by exp(ε), not ε.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, collections, lie_probabilities, neighbours
from krverify.claims.jan2016_s2_s3_setup import per_record_ratio
from krverify.model import record_space, report_probability
from krverify.model.mechanisms import nonempty_subsets

FEB = Document("000_6dfa2dbc38b4b249.txt", prefix="000")
SECTION = "5"


@FEB.claim(
    "old-stuff-product",
    section=SECTION,
    label="§5",
    kind="identity",
    statement=r"if A randomizes each record in the database independently ... $P[A(\boldsymbol{x}) = s] = "
    r"\prod P[A_0(x_i) = s_i]$. If x and x' differ in one row (wlog $x_1 \neq x'_1$), then "
    r"$\frac{P[A(\mathbf{x}) = s]}{P[A(\mathbf{x'}) = s]} = \frac{P[A_0(x_1) = s_1]}{P[A_0(x_1') = s_1]}$",
    hypotheses="A_0 = R; every neighbouring pair differing in the first record and every s (the same text as "
    "001 §3, decided on the same points)",
    domain=per_record_ratio.domain,
    strategy=per_record_ratio.strategy,
)
def old_stuff_product(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5: the per-record query's ratio involves only the modified record."""
    return per_record_ratio.evaluate(point)


def _condition_points() -> Iterator[Point]:
    for n, L in ((1, 1), (2, 1), (1, 2)):
        for q in Q_GRID[:3]:
            for eps in (Fraction(2), Fraction(5), Fraction(120)):
                yield {"q": q, "n": n, "L": L, "epsilon": eps}


def _joint(x: tuple[tuple[int, ...], ...], s: tuple[tuple[int, ...], ...], q: Fraction) -> Fraction:
    """P[A(x) = s] for A(x) = (R(x_1), ..., R(x_n)): independent records."""
    weight = Fraction(1)
    for record, reported in zip(x, s, strict=True):
        weight *= report_probability(record, reported, q)
    return weight


@FEB.claim(
    "old-stuff-condition",
    section=SECTION,
    label="§5",
    statement=r"Therefore, in this case, the query A will satisfy differential privacy if "
    r"$P[A_0(x) = s] \le \epsilon \cdot P[A_0(x') = s]$ for all $x, x' \in D$ and $s \in S_0$.",
    hypotheses="000's definition (1.1): ε-DP bounds by exp(ε); since exp(ε) >= 1 + ε > ε, the checked bound is "
    "the largest set-level ratio <= 1 + ε; A_0 = R; every set S of outcomes of A = (R(x_1), ..., R(x_n))",
    domain=Domain("(n, L) in {(1,1), (2,1), (1,2)}; q in {9/1000, 1/10, 1/4}; ε in {2, 5, 120}", _condition_points),
    strategy=lambda: st.fixed_dictionaries({"q": lie_probabilities(100), "n": st.integers(1, 2), "L": st.just(1),
                                            "epsilon": st.fractions(1, 200, max_denominator=10)}),
)
def old_stuff_condition(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5: the per-record bound with ε implies (1.1) with exp(ε)."""
    q, n, L, eps = point["q"], point["n"], point["L"], point["epsilon"]
    if not 0 < q < Fraction(1, 2) or eps <= 0:
        return None
    space = record_space(L)
    if any(report_probability(a, s, q) > eps * report_probability(b, s, q) for a in space for b in space
           for s in space):
        return None  # the premise fails
    outcomes = list(product(space, repeat=n))
    largest = max(sum(_joint(x, s, q) for s in subset) / sum(_joint(y, s, q) for s in subset)
                  for x in collections(n, L) for y in neighbours(x) for subset in nonempty_subsets(outcomes))
    return Evaluation(largest, "<=", 1 + eps)
