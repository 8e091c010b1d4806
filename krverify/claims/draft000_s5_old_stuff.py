"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §5 "Old stuff".

The section the authors kept from the January draft: a query that randomizes each
record independently has a product pmf, its privacy ratio involves only the changed
record, and the per-record bound "P[A_0(x) = s] <= ε P[A_0(x') = s]" gives differential
privacy — under 000's own definition (1.1), at level log ε (and so at level ε too).
"""

from __future__ import annotations

from itertools import product

from krverify.claims._claim import Deviation, Evaluation, Point, same_truth
from krverify.claims._registry import Document
from krverify.claims.draft001_s2_s3_setup import (
    PER_RECORD,
    PER_RECORD_LAW,
    PER_RECORD_PAIRS_LAW,
    SET_BOUND,
    per_record_probability,
    per_record_ratio,
    randomizer,
    set_bound,
)

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
    # as 001.per-record-ratio: the ratio of the joint probabilities of the independently randomized records (the
    # model) against the printed ratio of the first record's table entries
    formula=PER_RECORD_LAW + "P(x) / P(xp) == T[x[0]][s[0]] / T[xp[0]][s[0]]",
)
def old_stuff_product(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5: the per-record query's ratio involves only the modified record."""
    return per_record_ratio.evaluate(point)


def _supports_nested(point: Point) -> bool:
    """(1.1) at some finite level: for every neighbouring pair (both orders) P[A(x') = s] = 0 forces P[A(x) = s] = 0,
    so that every set ratio P[A(x) in S]/P[A(x') in S] with P[A(x') in S] = 0 is 0 <= λ·0 and the largest of the
    others, max_s P[A(x) = s]/P[A(x') = s], is a finite level (a ratio of sums is at most its largest ratio)."""
    table, n = randomizer(point["A_0"]), point["n"]
    outcomes = list(product(range(len(table[0])), repeat=n))
    for x in product(range(len(table)), repeat=n):
        for i in range(n):
            for value in range(len(table)):
                if value == x[i]:
                    continue
                y = x[:i] + (value,) + x[i + 1:]
                if any(per_record_probability(table, y, s) == 0 < per_record_probability(table, x, s)
                       for s in outcomes):
                    return False
    return True


_CONDITION = (r"Therefore, in this case, the query A will satisfy differential privacy if "
              r"$P[A_0(x) = s] \le \epsilon \cdot P[A_0(x') = s]$ for all $x, x' \in D$ and $s \in S_0$.")


@FEB.claim(
    "old-stuff-condition.any-level",
    section=SECTION,
    label="§5",
    statement=_CONDITION + " [as printed: 'differential privacy' with no level, i.e. (1.1) at some level]",
    hypotheses="'differential privacy' with no level named (l.335); (1.1), the definition (l.19-24); A_0 any "
    "randomizer of a record; the per-record bound for all x, x' in D and s in S_0 (l.337); every neighbouring pair "
    "and every set S of outcomes of A = (A_0(x_1), ..., A_0(x_n))",
    domain=PER_RECORD,
    # 'differential privacy' at some level: the level lam = the largest ratio P[A(x) = s]/P[A(x') = s] over every
    # neighbouring pair and every outcome with P[A(x') = s] > 0 (a finite level exists exactly when this one works),
    # and the set-level bound (1.1) at it, every set probability summed from the product law
    formula=PER_RECORD_PAIRS_LAW + "lam = max(P(p[0])[k] / P(p[1])[k] for p in N for k in ints(0, len(O) - 1) "
    "if P(p[1])[k] > 0)\n" + SET_BOUND.format(level="lam"),
)
def old_stuff_condition_any_level(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5 as printed: the per-record bound makes A differentially private at some level.

    Weak: the bound's premise already forces P[A_0(x) = s] = 0 wherever P[A_0(x') = s] = 0, and then any level at
    least the largest ratio works, whatever ε is (000.old-stuff-condition decides the level the bound names)."""
    return same_truth(True, _supports_nested(point))


@FEB.claim(
    "old-stuff-condition",
    section=SECTION,
    label="§5",
    statement=_CONDITION,
    hypotheses="'differential privacy' at the level the bound names: P[A(x) in S] <= ε P[A(x') in S] for every "
    "neighbouring pair and every set S; A_0 any randomizer of a record; the per-record bound for all x, x' in D and "
    "s in S_0 (l.337); every neighbouring pair and every set S of outcomes of A = (A_0(x_1), ..., A_0(x_n))",
    domain=PER_RECORD,
    reading="as read",
    deviations=(Deviation(
        "quantitative reading", "'differential privacy' (no level printed) read at the level the bound names: the "
        "set-level form of the bound, P[A(x) in S] <= ε P[A(x') in S] for every neighbouring pair and every set S of "
        "outcomes, with the bound's factor ε (as the January draft's definition, 001 §3, lets ε multiply); under "
        "(1.1) (l.19-24) that is level log ε, and level ε follows since ε < 1 + ε <= e^ε",
        where="§5, l.335-337, and (1.1) at l.19-24"),),
    literal="000.old-stuff-condition.any-level",
    # as 001.per-record-condition: every set probability of every neighbouring pair, summed from the product law
    # (the model), against the bound's factor ε
    formula=PER_RECORD_PAIRS_LAW + SET_BOUND.format(level="epsilon"),
)
def old_stuff_condition(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §5, §5: the per-record bound with factor ε bounds every set ratio of neighbouring
    collections by ε itself, i.e. (1.1) at level log ε (ε >= 1: at x = x' the bound needs it); since ε <= exp(ε)
    the query is ε-differentially private in the sense of (1.1) as well."""
    return same_truth(True, set_bound(point, point["epsilon"]))
