"""003_941cee538ccfd264.txt (LaTeX source of an earlier state of 000), §3 "Maximal collections".

Registered only where 003 states something differently from 000: its
conditioning identity (eq:prcond), printed correctly, and its choice of ε from
one pair of collections.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, collections, lie_probabilities, neighbours
from krverify.claims.feb2016_s1_s2_dp_and_reporting import pmf
from krverify.claims.feb2016_s3_privacy_ratio import _PAIRS_FIRST, _pair_strategy, eq_3_1_corrected

DRAFT = Document("003_941cee538ccfd264.txt", prefix="003")


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
    domain=_PAIRS_FIRST,
    strategy=lambda: _pair_strategy(),
)
def eq_prcond(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, (3.1) = eq:prcond: conditioning on the modified record."""
    return eq_3_1_corrected.evaluate(point)


def _pairs() -> Iterator[Point]:
    for n, L in ((1, 1), (2, 1), (1, 2), (2, 2)):
        for q in Q_GRID[:3]:
            for x in collections(n, L):
                for y in neighbours(x):
                    yield {"q": q, "x": x, "x'": y}


@st.composite
def _pair(draw: st.DrawFn) -> Point:
    n, L = draw(st.sampled_from(((1, 1), (2, 1), (1, 2), (2, 2), (1, 3))))
    record = st.tuples(*[st.sampled_from((0, 1))] * L)
    x = tuple(draw(st.lists(record, min_size=n, max_size=n)))
    index = draw(st.integers(0, n - 1))
    flipped = draw(record.filter(lambda r, old=x[index]: r != old))
    return {"q": draw(lie_probabilities(100)), "x": x, "x'": x[:index] + (flipped,) + x[index + 1:]}


def _largest_ratio(q: Fraction, x: tuple[tuple[int, ...], ...], y: tuple[tuple[int, ...], ...]) -> Fraction:
    before, after = pmf(x, q), pmf(y, q)
    return max(after[s] / before[s] for s in before)


def _global_ratio(q: Fraction, n: int, L: int) -> Fraction:
    return max(_largest_ratio(q, x, y) for x in collections(n, L) for y in neighbours(x))


def _epsilon(point: Point, over_all_pairs: bool) -> Evaluation | None:
    q, x, y = point["q"], point["x"], point["x'"]
    if not 0 < q < Fraction(1, 2):
        return None
    bound = _global_ratio(q, len(x), len(x[0])) if over_all_pairs else _largest_ratio(q, x, y)
    return Evaluation(_global_ratio(q, len(x), len(x[0])), "<=", bound)


def _epsilon_printed(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, §3: e^ε = max_s π(s) for the pair x, x' bounds every pair's ratio."""
    return _epsilon(point, over_all_pairs=False)


def _epsilon_corrected(point: Point) -> Evaluation | None:
    """003_941cee538ccfd264.txt §3, §3 with the maximum over pairs as in 000: ε = max over s, x, x'."""
    return _epsilon(point, over_all_pairs=True)


_PAIRS = Domain("every neighbouring pair of shape (n, L) in {(1,1), (2,1), (1,2), (2,2)}; "
                "q in {9/1000, 1/10, 1/4}", _pairs)

DRAFT.claim(
    "epsilon-one-pair",
    section="3",
    label="§3",
    statement=r"By Proposition \ref{prop:dpcnt}, $A$ is $\epsilon$-differentially private if $\pi$ is bounded "
    r"everywhere on $\Ssp$, with $\epsilon = \max_{\sv\in\Ssp} \log\pi(\sv)$.",
    hypotheses="π(s) = P[A(x') = s]/P[A(x) = s] for the two collections x, x' fixed before it; "
    "DP needs the bound for every neighbouring pair",
    domain=_PAIRS,
    strategy=lambda: _pair(),
    finding="The maximum is over s only, for one pair x, x'. With L >= 2 a pair whose records differ in one "
    "bit has max π = p/q, while records differing in every bit reach (p/q)^L: that ε is too small. "
    "000 maximizes over s, x and x'.",
    reading="literal",
    correction=DRAFT.correction(
        "epsilon-one-pair.corrected",
        reading="charitable",
        section="3",
        label="§3",
        statement=r"$\epsilon = \max_{s, \mathbf{x}, \mathbf{x}'} \log \pi(\mathbf{s}; \mathbf{x}, \mathbf{x}')$ "
        r"(as 000 prints it)",
        hypotheses="every neighbouring pair",
        domain=_PAIRS,
        strategy=lambda: _pair(),
    )(_epsilon_corrected),
)(_epsilon_printed)
