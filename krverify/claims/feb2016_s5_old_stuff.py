"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §5 "Old stuff".

The section the authors kept from the January draft: a query that randomizes each
record independently has a product pmf, its privacy ratio involves only the changed
record, and the per-record bound "P[A_0(x) = s] <= ε P[A_0(x') = s]" gives differential
privacy — here under 000's own definition (1.1), which bounds by exp(ε), not ε.
"""

from __future__ import annotations

from fractions import Fraction

from krverify.claims._claim import Evaluation, Point, same_truth
from krverify.claims._registry import Document
from krverify.claims.jan2016_s2_s3_setup import PER_RECORD, per_record_ratio, set_bound
from krverify.model import report_probability

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
    hypotheses="A_0 any randomizer of a record; every neighbouring pair differing in the first record and every s "
    "(the same text as 001 §3, decided on the same points)",
    domain=per_record_ratio.domain,
    reading="as read",
    meaningless="where P[A(x') = s] = 0 the left-hand ratio is 0/0 or a/0",
)
def old_stuff_product(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5: the per-record query's ratio involves only the modified record."""
    return per_record_ratio.evaluate(point)


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
    "P[A(x) in S] <= (1 + ε) P[A(x') in S]; A_0 any randomizer of a record; every neighbouring pair and every set S "
    "of outcomes of A = (A_0(x_1), ..., A_0(x_n))",
    domain=PER_RECORD,
)
def old_stuff_condition(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5: the per-record bound with ε implies (1.1) with exp(ε): every set ratio is
    at most 1 + ε < exp(ε) (no exponential needed)."""
    return same_truth(True, set_bound(point, 1 + point["epsilon"]))
