"""003_941cee538ccfd264.txt (LaTeX source of an earlier state of 000), §3 "Maximal collections".

Registered only where 003 states something differently from 000: its
conditioning identity (eq:prcond), printed correctly, and its choice of ε from
one pair of collections.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import product

from krverify.claims._claim import Deviation, Evaluation, Point
from krverify.claims._domain import Domain, among, each
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, collections, every_collection, every_neighbour, lie_probability, neighbours
from krverify.claims.feb2016_s1_s2_dp_and_reporting import pmf
from krverify.claims.feb2016_s3_privacy_ratio import PAIRS_FIRST, eq_3_1_corrected

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
)
def eq_prcond(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, (3.1) = eq:prcond: conditioning on the modified record."""
    return eq_3_1_corrected.evaluate(point)


def _largest_ratio(q: Fraction, x: tuple[tuple[int, ...], ...], y: tuple[tuple[int, ...], ...]) -> Fraction:
    before, after = pmf(x, q), pmf(y, q)
    return max(after[s] / before[s] for s in before)


@lru_cache(maxsize=256)
def _global_ratio(q: Fraction, n: int, L: int) -> Fraction:
    """max over every pair x, x' of n records and every outcome s of P(x' -> s)/P(x -> s): one per (q, n, L)."""
    return max(_largest_ratio(q, x, y) for x in collections(n, L) for y in neighbours(x))


def _epsilon(point: Point, over_all_pairs: bool) -> Evaluation | None:
    q, x, y = point["q"], point["x"], point["x'"]
    bound = _global_ratio(q, len(x), len(x[0])) if over_all_pairs else _largest_ratio(q, x, y)
    return Evaluation(_global_ratio(q, len(x), len(x[0])), "<=", bound)


def _epsilon_printed(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, §3: e^ε = max_s π(s) for the pair x, x' bounds every pair's ratio."""
    return _epsilon(point, over_all_pairs=False)


def _epsilon_corrected(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, §3 with the maximum over pairs as in 000: ε = max over s, x, x'."""
    return _epsilon(point, over_all_pairs=True)


_PAIRS = Domain.of(among(("n", "L"), ((1, 1), (2, 1), (1, 2), (2, 2)), hidden=True),
                   lie_probability(grid=Q_GRID[:3]), every_collection("x"), every_neighbour("x'"))

ONE_PAIR_DISPUTED = ("ambiguity of the text (not a conversion artefact): π(s) is defined for the pair x, x' fixed "
                     "before it, so the max may run over s only, or over s, x and x' as 000 prints it")

DRAFT.claim(
    "epsilon-one-pair",
    section="3",
    label="§3",
    statement=r"By Proposition \ref{prop:dpcnt}, $A$ is $\epsilon$-differentially private if $\pi$ is bounded "
    r"everywhere on $\Ssp$, with $\epsilon = \max_{\sv\in\Ssp} \log\pi(\sv)$.",
    hypotheses="π(s) = P[A(x') = s]/P[A(x) = s] for the two collections x, x' fixed before it; "
    "DP needs the bound for every neighbouring pair",
    domain=_PAIRS,
    deviations=(SUPPORT,),
    finding="The maximum is over s only, for one pair x, x'. With L >= 2 a pair whose records differ in one "
    "bit has max π = p/q, while records differing in every bit reach (p/q)^L: that ε is too small. "
    "000 maximizes over s, x and x'.",
    reading="literal",
    disputed=ONE_PAIR_DISPUTED,
    correction=DRAFT.correction(
        "epsilon-one-pair.corrected",
        reading="charitable",
        disputed=ONE_PAIR_DISPUTED,
        section="3",
        label="§3",
        statement=r"$\epsilon = \max_{s, \mathbf{x}, \mathbf{x}'} \log \pi(\mathbf{s}; \mathbf{x}, \mathbf{x}')$ "
        r"(as 000 prints it)",
        hypotheses="every neighbouring pair",
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
                     each("s", _full_grid, "every outcome s in 𝒮 = {0, ..., n}^(2^L)")),
    finding="Outcomes of 𝒮 whose counts do not add up to n are impossible from every collection.",
    correction=DRAFT.correction(
        "pi-well-defined.corrected",
        section="3",
        label="§3",
        statement=r"every outcome s with $\sum_j s_j = n$ occurs with non-zero probability from any collection x",
        hypotheses="every collection x; Σ_j s_j = n",
        domain=Domain.of(among(("n", "L"), ((1, 1), (2, 1), (1, 2), (2, 2)), hidden=True),
                         lie_probability(grid=Q_GRID[:3]), every_collection("x"),
                         each("s", lambda x: (s for s in _full_grid(x) if sum(s) == len(x)),
                              "every outcome s with Σ_j s_j = n")),
    )(_occurs),
)(_occurs)
