"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §5 "Old stuff".

The section the authors kept from the January draft: a query that randomizes each
record independently has a product pmf, its privacy ratio involves only the changed
record, and the per-record bound "P[A_0(x) = s] <= ε P[A_0(x') = s]" gives differential
privacy — under 000's own definition (1.1), at level log ε (and so at level ε too).
"""

from __future__ import annotations

from krverify.claims._claim import Evaluation, Point, same_truth
from krverify.claims._registry import Document
from krverify.claims.jan2016_s2_s3_setup import PER_RECORD, per_record_ratio, set_bound

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


@FEB.claim(
    "old-stuff-condition",
    section=SECTION,
    label="§5",
    statement=r"Therefore, in this case, the query A will satisfy differential privacy if "
    r"$P[A_0(x) = s] \le \epsilon \cdot P[A_0(x') = s]$ for all $x, x' \in D$ and $s \in S_0$.",
    hypotheses="'differential privacy': (1.1) at some level (l.19-24); A_0 any randomizer of a record; the "
    "per-record bound for all x, x' in D and s in S_0 (l.337); every neighbouring pair and every set S of outcomes "
    "of A = (A_0(x_1), ..., A_0(x_n))",
    domain=PER_RECORD,
)
def old_stuff_condition(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5: the per-record bound with factor ε bounds every set ratio of neighbouring
    collections by ε, i.e. (1.1) at level log ε (ε >= 1: at x = x' the bound needs it); the level is not printed, and
    since ε <= exp(ε) the query is ε-differentially private in the sense of (1.1) as well."""
    return same_truth(True, set_bound(point, point["epsilon"]))
