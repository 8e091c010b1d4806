"""003_941cee538ccfd264.txt (LaTeX source of an earlier state of 000), §3 "Maximal collections".

Registered only where 003 states something differently from 000: its
conditioning identity (eq:prcond), printed correctly, its choice of ε from
one pair of collections, and the one sentence of its §3.1 (L = 1).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import product

from krverify.claims._claim import Deviation, Evaluation, Point, equal, weakest
from krverify.claims._domain import Domain, among, each, ints
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, collections, every_collection, every_neighbour, lie_probability, neighbours
from krverify.claims.draft000_s1_s2_dp_and_reporting import pmf
from krverify.claims.draft000_s3_privacy_ratio import PAIRS_FIRST, eq_3_1_corrected
from krverify.model import record_space

DRAFT = Document("003_941cee538ccfd264.txt", prefix="003")
#: π is defined for s in 𝒮 = {0..n}^(2^L) (the codomain of A); only the s with Σ_j s_j = n can occur.
SUPPORT = Deviation("narrowed domain", "the outcomes s with Σ_j s_j = n (the counts Φ produces), not all of "
                    "𝒮 = {0..n}^(2^L): elsewhere every probability of A is 0 and π is 0/0",
                    where="§2, the definition of A and the note after Φ")
SUPPORT_MEANINGLESS = ("at the other outcomes of 𝒮 both probabilities are 0 and the ratios are 0/0 "
                       "(003.pi-well-defined decides the text's claim that they are not)")


@DRAFT.claim(
    "eq-prcond",
    section="3",
    label="(3.1)",
    kind="identity",
    statement=r"\pi(s) = \frac{\displaystyle\sum_{j=1}^{2^L} \P[A(x'_1) = \iv_j] \P[A(\xvt) = \sv - \iv_j]}"
    r"{\displaystyle\sum_{j=1}^{2^L} \P[A(x_1) = \iv_j] \P[A(\xvt) = \sv - \iv_j]} = \frac{\displaystyle"
    r"\sum_{j=1}^{2^L} \P[R(x'_1) = d_j] \P[A(\xvt) = \sv - \iv_j]}{\displaystyle\sum_{j=1}^{2^L} "
    r"\P[R(x_1) = d_j] \P[A(\xvt) = \sv - \iv_j]} \label{eq:prcond}",
    hypotheses="x, x' differ in the first record; every outcome s (000's (3.1) has x'_1 in both sums)",
    domain=PAIRS_FIRST,
    reading="as read",
    deviations=(SUPPORT,),
    meaningless=SUPPORT_MEANINGLESS,
    formula="""
    L = len(x[0])
    law(y) = histogram_law(y, q, L)
    K = 2**L
    d = tuple(bit_vectors(L))
    rest(j) = prob(law(drop(x, 1)), vsub(s, unit(j, K)))
    # the middle fraction: P[A(r) = i_j], the outcome of the one record r
    conditioned(r) = sum(prob(law((r,)), unit(j, K)) * rest(j) for j in ints(0, K - 1))
    # the right-hand fraction: P[R(r) = d_j], each bit kept with probability 1 - q
    reported(r) = sum(prod(1 - q if r[b] == d[j][b] else q for b in ints(0, L - 1)) * rest(j)
                      for j in ints(0, K - 1))
    prob(law(xp), s) / prob(law(x), s) == conditioned(xp[0]) / conditioned(x[0]) == reported(xp[0]) / reported(x[0])
    """,
)
def eq_prcond(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, (3.1) = eq:prcond: conditioning on the modified record.

    This fast path computes π against the right-hand fraction (P[R(x_1) = d_j]); the formula decides both '='."""
    return eq_3_1_corrected.evaluate(point)


def _largest_ratio(q: Fraction, x: tuple[tuple[int, ...], ...], y: tuple[tuple[int, ...], ...]) -> Fraction:
    """max_s P[A(y) = s] / P[A(x) = s]: π(s) = P[A(x') = s]/P[A(x) = s] at its largest, for x' = y."""
    before, after = pmf(x, q), pmf(y, q)
    return max(after[s] / before[s] for s in before)


@lru_cache(maxsize=256)
def _global_ratio(q: Fraction, n: int, L: int) -> Fraction:
    """max over every neighbouring pair x, x' of n records (both orders) and every outcome s of π(s; x, x')."""
    return max(_largest_ratio(q, x, y) for x in collections(n, L) for y in neighbours(x))


def _dp_inequality(point: Point, exp_epsilon: Fraction) -> Evaluation:
    """(1.2) for the pair y, y' at s: P[A(y) = s] <= e^ε P[A(y') = s]."""
    q, y, y_prime, s = point["q"], point["y"], point["y'"], point["s"]
    return Evaluation(pmf(y, q)[s], "<=", exp_epsilon * pmf(y_prime, q)[s])


def _epsilon_printed(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, §3: e^ε = max_s π(s) for the pair x, x' that defines π, tested on the pair y, y'
    and the outcome s (DP needs (1.2) for every neighbouring pair, both orders)."""
    return _dp_inequality(point, _largest_ratio(point["q"], point["x"], point["x'"]))


def _epsilon_corrected(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, §3 with the maximum over pairs as in 000: e^ε = max over s, x, x' of π."""
    y = point["y"]
    return _dp_inequality(point, _global_ratio(point["q"], len(y), len(y[0])))


_SHAPES_003 = among(("n", "L"), ((1, 1), (2, 1), (1, 2), (2, 2)), hidden=True)
_TESTED_PAIRS = (every_collection("y"), every_neighbour("y'", of="y"),
                 each("s", "sorted(histogram_law(y, q))", "every outcome s of A(y) (Σ_j s_j = n)"))
_PAIRS = Domain.of(_SHAPES_003, lie_probability(grid=Q_GRID[:3]), every_collection("x"), every_neighbour("x'"),
                   *_TESTED_PAIRS)

ONE_PAIR_DISPUTED = ("ambiguity of the text (not a conversion artefact): π(s) is defined for the pair x, x' fixed "
                     "before it, so the max may run over s only, or over s, x and x' as 000 prints it")

DRAFT.claim(
    "epsilon-one-pair",
    section="3",
    label="§3",
    statement=r"By Proposition \ref{prop:dpcnt}, $A$ is $\epsilon$-differentially private if $\pi$ is bounded "
    r"everywhere on $\Ssp$, with $\epsilon = \max_{\sv\in\Ssp} \log\pi(\sv)$.",
    hypotheses="π(s) = P[A(x') = s]/P[A(x) = s] for the two collections x, x' fixed before it (l.204-205); "
    "ε-differential privacy: (1.2) for every neighbouring pair y, y' and every outcome s",
    domain=_PAIRS,
    deviations=(SUPPORT,),
    finding="The maximum is over s only, for one pair x, x'. With L >= 2 a pair whose records differ in one "
    "bit has max π = p/q, while records differing in every bit reach (p/q)^L: that ε is too small. "
    "000 maximizes over s, x and x'.",
    reading="literal",
    disputed=ONE_PAIR_DISPUTED,
    formula="""
    law(z) = histogram_law(z, q)
    lam = max(prob(law(xp), t) / prob(law(x), t) for t in law(x))
    prob(law(y), s) <= lam * prob(law(yp), s)
    """,
    correction=DRAFT.correction(
        "epsilon-one-pair.corrected",
        reading="charitable",
        disputed=ONE_PAIR_DISPUTED,
        section="3",
        label="§3",
        statement=r"$\epsilon = \max_{s, \mathbf{x}, \mathbf{x}'} \log \pi(\mathbf{s}; \mathbf{x}, \mathbf{x}')$ "
        r"(as 000 prints it)",
        hypotheses="the max over every neighbouring pair x, x' (both orders) and every outcome s; (1.2) for every "
        "neighbouring pair y, y' and every outcome s",
        domain=Domain.of(_SHAPES_003, lie_probability(grid=Q_GRID[:3]), *_TESTED_PAIRS),
        formula="""
        law(z) = histogram_law(z, q)
        lam = max(prob(law(b), t) / prob(law(a), t)
                  for a in collections(len(y), len(y[0])) for b in neighbours(a) for t in law(a))
        prob(law(y), s) <= lam * prob(law(yp), s)
        """,
    )(_epsilon_corrected),
)(_epsilon_printed)


def _full_grid(x: tuple[tuple[int, ...], ...]) -> Iterator[tuple[int, ...]]:
    """𝒮 = {0, ..., n}^(2^L), the codomain of A."""
    return product(range(len(x) + 1), repeat=2 ** len(x[0]))


def _occurs(point: Point) -> Evaluation:
    return Evaluation(pmf(point["x"], point["q"]).get(point["s"], Fraction(0)), ">", 0)


DRAFT.claim(
    "pi-well-defined",
    section="3",
    label="§3",
    statement=r"Note that $\pi$ is well-defined, since any outcome $\sv$ occurs with non-zero probability starting "
    r"from any collection $\xv$.",
    hypotheses="s in 𝒮 = {0, ..., n}^(2^L), the codomain of A (the definition of A); every collection x",
    domain=Domain.of(among(("n", "L"), ((1, 1), (2, 1), (1, 2), (2, 2)), hidden=True),
                     lie_probability(grid=Q_GRID[:3]), every_collection("x"),
                     each("s", "tuples(ints(0, len(x)), 2**len(x[0]))", "every outcome s in 𝒮 = {0, ..., n}^(2^L)")),
    finding="Outcomes of 𝒮 whose counts do not add up to n are impossible from every collection.",
    formula="prob(histogram_law(x, q), s) > 0",
    correction=DRAFT.correction(
        "pi-well-defined.corrected",
        section="3",
        label="§3",
        statement=r"every outcome s with $\sum_j s_j = n$ occurs with non-zero probability from any collection x",
        hypotheses="every collection x; Σ_j s_j = n",
        domain=Domain.of(among(("n", "L"), ((1, 1), (2, 1), (1, 2), (2, 2)), hidden=True),
                         lie_probability(grid=Q_GRID[:3]), every_collection("x"),
                         each("s", "tuple(s for s in tuples(ints(0, len(x)), 2**len(x[0])) if sum(s) == len(x))",
                              "every outcome s with Σ_j s_j = n")),
        formula="prob(histogram_law(x, q), s) > 0",
    )(_occurs),
)(_occurs)


def _single_bits(n: int) -> Iterator[tuple[tuple[int, ...], ...]]:
    return collections(n, 1)


@DRAFT.claim(
    "l1-outcome",
    section="3.1",
    label="§3",
    kind="identity",
    statement=r"In this case, the outcome of $A$ essentially reduces to the number of 1s obtained in the synthetic "
    r"collection $R(\xv)$.",
    hypotheses="L = 1; every synthetic collection y = R(x) of n single bits",
    domain=Domain.of(ints("n", 1, 6, search_high=8),
                     each("y", "collections(n, 1)", "every collection y of n single bits")),
    reading="as read",
    deviations=(Deviation("quantitative reading", "'essentially reduces to the number of 1s' read as: A(x) = Φ(R(x)) "
                          "= (k, n - k) with k the number of 1s of R(x) (d_1 = (1), d_2 = (0)), so the outcome and k "
                          "determine each other", where="§3.1, l.236; Φ at l.178-183"),),
    meaningless="'essentially reduces' names no relation",
    formula="""
    ones = sum(r[0] for r in y)
    s = tuple(len(tuple(r for r in y if r == d)) for d in bit_vectors(1))
    s[0] == ones and s[1] == len(y) - ones
    """,
)
def l1_outcome(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3.1, §3: for single bits Φ(y) is (number of 1s, n - number of 1s)."""
    y = point["y"]
    space = record_space(1)  # d_1 = (1,), d_2 = (0,)
    counts = [sum(1 for record in y if record == d) for d in space]
    ones = sum(record[0] for record in y)
    return weakest((equal(counts[0], ones), equal(counts[1], len(y) - ones)))
