"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §3 "The privacy ratio".

The privacy ratio π, the conditioning identity (3.1), the L = 1 reduction,
the recursions (3.2)/(3.3) and their cdf forms, the moments of A_n(m), the
location relations of §3.1.2 and the quantile Claim of §3.1.3.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from itertools import pairwise
from math import comb, floor
from typing import Any

from krverify.claims import _strategies as st
from krverify.claims._claim import Evaluation, Point, equal, weakest
from krverify.claims._domain import Domain, among, each, ints, rationals, region
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, collections, every_collection, every_neighbour, lie_probability, neighbours
from krverify.claims.draft000_s1_s2_dp_and_reporting import (
    PHI_2_POWER_L,
    SUPPORT_MEANINGLESS,
    SUPPORT_ONLY,
    SUPPORT_READING,
    pmf,
)
from krverify.model import (
    count_moments,
    privacy_ratio,
    record_space,
    report_probability,
    single_bit_privacy_ratio,
)
from krverify.model.generating import generating_numerator, generating_row
from krverify.model.mechanisms import nonempty_subsets

FEB = Document("000_6dfa2dbc38b4b249.txt", prefix="000")
#: The default check sweeps n up to MAX_N; ``check --depth`` also sweeps up to DEEP_N.
MAX_N = 20
DEEP_N = 30
#: More lie probabilities, for claims cheap enough to check at many.
Q_WIDE = (*Q_GRID, *(Fraction(x) for x in ("1/1000", "1/100", "1/20", "1/5", "3/10", "1/3", "2/5", "9/20",
                                            "499/1000")))

# --------------------------------------------------------------------------- the privacy ratio and (3.1)


def _outcomes(point: Point) -> list[tuple[int, ...]]:
    return sorted(pmf(point["x"], point["q"]))


_FIRST_SHAPES = ((1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (2, 2), (1, 3))
PAIRS_FIRST = Domain.of(among(("n", "L"), _FIRST_SHAPES, hidden=True), lie_probability(grid=Q_GRID[:3]),
                         every_collection("x"), every_neighbour("x'", first=True),
                         each("s", "sorted(histogram_law(x, q))", "every outcome s of A(x) (S_n)"))


def _pair_valid(point: Point) -> bool:
    x, y = point["x"], point["x'"]
    return (0 < point["q"] < Fraction(1, 2) and len(x) == len(y) and x[0] != y[0] and x[1:] == y[1:]
            and point["s"] in pmf(x, point["q"]))


def _ratio(point: Point) -> Fraction:
    """π(s; x, x') = P[A(x') = s] / P[A(x) = s] from the (cached) model pmfs."""
    q, s = point["q"], point["s"]
    return pmf(point["x'"], q)[s] / pmf(point["x"], q)[s]


def _unit(j: int, size: int) -> tuple[int, ...]:
    return tuple(1 if k == j else 0 for k in range(size))


def _conditioned(point: Point, record: tuple[int, ...]) -> Fraction:
    """Σ_j P[R(record) = d_j] P[A(x̃) = s - i_j]."""
    q, x, s = point["q"], point["x"], point["s"]
    space, rest = record_space(len(x[0])), x[1:]
    rest_pmf = pmf(rest, q) if rest else {(0,) * len(s): Fraction(1)}
    total = Fraction(0)
    for j, d in enumerate(space):
        reduced = tuple(a - b for a, b in zip(s, _unit(j, len(space)), strict=True))
        total += report_probability(record, d, q) * rest_pmf.get(reduced, Fraction(0))
    return total


#: π(s; x, x') and the sums of (3.1), conditioned on the first record r of a collection, the rest x̃ = (x_2, ..., x_n)
#: fixed: P[A(r) = i_j] (the middle fraction) or P[R(r) = d_j] (the right-hand one) against P[A(x̃) = s - i_j].
_CONDITIONED = """
L = len(x[0])
K = 2**L
d = tuple(bit_vectors(L))
ratio = prob(histogram_law(xp, q, L), s) / prob(histogram_law(x, q, L), s)
counted(r) = tuple(prob(histogram_law((r,), q, L), unit(j, K)) for j in ints(0, K - 1))
reported(r) = tuple(prod(1 - q if r[b] == d[j][b] else q for b in ints(0, L - 1)) for j in ints(0, K - 1))
A1 = counted(x[0])
A1p = counted(xp[0])
R1 = reported(x[0])
R1p = reported(xp[0])
rest_law = histogram_law(drop(x, 1), q, L)
rest = tuple(prob(rest_law, vsub(s, unit(j, K))) for j in ints(0, K - 1))
conditioned(P) = sum(P[j] * rest[j] for j in ints(0, K - 1))
"""

PRIME_DISPUTED = ("an extra prime on x_1 in the first fraction's denominator: 003's LaTeX of the same display "
                  "(eq:prcond) has x_1, and the second fraction keeps x_1; a conversion slip or a later edit")


@FEB.correction(
    "eq-3.1.corrected",
    section="3",
    label="(3.1)",
    kind="identity",
    statement=r"$\pi(\mathbf{s}; \tilde{\mathbf{x}}, x_1, x_1') = \frac{\sum_j P[A(x_1') = \mathbf{i}_j] "
    r"P[A(\tilde{\mathbf{x}}) = \mathbf{s} - \mathbf{i}_j]}{\sum_j P[A(x_1) = \mathbf{i}_j] "
    r"P[A(\tilde{\mathbf{x}}) = \mathbf{s} - \mathbf{i}_j]}$ (x_1 in the denominator, as in 003's eq:prcond)",
    hypotheses="x, x' differ in the first record; every outcome s",
    domain=PAIRS_FIRST,
    deviations=(SUPPORT_READING, PHI_2_POWER_L),
    reading="charitable",
    disputed=PRIME_DISPUTED,
    formula=_CONDITIONED + "ratio == conditioned(A1p) / conditioned(A1)",
)
def eq_3_1_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3, (3.1) with x_1 in the denominator's first expression."""
    if not _pair_valid(point):
        return None
    x, y = point["x"], point["x'"]
    return equal(_ratio(point), _conditioned(point, y[0]) / _conditioned(point, x[0]))


@FEB.claim(
    "eq-3.1",
    section="3",
    label="(3.1)",
    kind="identity",
    statement=r"$\pi(\mathbf{s}; \tilde{\mathbf{x}}, x_1, x_1') = \frac{\sum_{j=1}^{2^L} P[A(x_1') = \mathbf{i}_j] "
    r"P[A(\tilde{\mathbf{x}}) = \mathbf{s} - \mathbf{i}_j]}{\sum_{j=1}^{2^L} P[A(x_1') = \mathbf{i}_j] "
    r"P[A(\tilde{\mathbf{x}}) = \mathbf{s} - \mathbf{i}_j]}$ (the first '=')",
    hypotheses="x, x' differ in the first record; every outcome s",
    domain=PAIRS_FIRST,
    finding="Numerator and denominator of the first fraction are the same sum (both use x'_1), so it equals 1; "
    "the denominator must use x_1, as the second fraction (and 003) does.",
    correction=eq_3_1_corrected,
    deviations=(SUPPORT_READING, PHI_2_POWER_L),
    reading="literal",
    disputed=PRIME_DISPUTED,
    formula=_CONDITIONED + "ratio == conditioned(A1p) / conditioned(A1p)",
)
def eq_3_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3, (3.1): conditioning on the modified record, first '=' as printed."""
    if not _pair_valid(point):
        return None
    y = point["x'"]
    return equal(_ratio(point), _conditioned(point, y[0]) / _conditioned(point, y[0]))


@FEB.claim(
    "eq-3.1.step-2",
    section="3",
    label="(3.1)",
    kind="identity",
    statement=r"$\pi = \frac{\sum_{j=1}^{2^L} P[R(x_1') = d_j] P[A(\tilde{\mathbf{x}}) = \mathbf{s} - \mathbf{i}_j]}"
    r"{\sum_{j=1}^{2^L} P[R(x_1) = d_j] P[A(\tilde{\mathbf{x}}) = \mathbf{s} - \mathbf{i}_j]}$ (the second '=', "
    r"as the privacy ratio)",
    hypotheses="x, x' differ in the first record; every outcome s",
    domain=PAIRS_FIRST,
    reading="as read",
    deviations=(Deviation("corrected symbol", "the middle fraction read with x_1 in its denominator, so the second "
                          "'=' equates π with the right-hand fraction; the printed middle (x'_1 in both sums) is "
                          "decided by 000.eq-3.1", where="(3.1) and 003's eq:prcond"), SUPPORT_READING, PHI_2_POWER_L),
    literal="000.eq-3.1",
    formula=_CONDITIONED + "ratio == conditioned(R1p) / conditioned(R1)",
)
def eq_3_1_step_2(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3, (3.1): the privacy ratio by conditioning on R(x_1)."""
    return eq_3_1_corrected.evaluate(point)


@FEB.claim(
    "epsilon-max-ratio",
    section="3",
    label="§3",
    kind="identity",
    statement=r"by Proposition 1.1, A is ε-differentially private if π is bounded everywhere on $\mathcal{S}$, with "
    r"$\epsilon = \max_{\mathbf{s} \in \mathcal{S};\ \mathbf{x}, \mathbf{x}' \in \mathcal{D}^n} \log \pi(\mathbf{s}; "
    r"\mathbf{x}, \mathbf{x}')$",
    hypotheses="the claim: the largest ratio P[A(x') in S]/P[A(x) in S] over every set S of outcomes and every "
    "neighbouring pair equals the largest π, so A is ε-differentially private (1.1) with that ε, and with no smaller",
    domain=Domain.of(among(("n", "L"), ((1, 1), (2, 1), (3, 1), (1, 2))), lie_probability(grid=Q_WIDE)),
    reading="as read",
    deviations=(SUPPORT_ONLY, Deviation("notation from elsewhere", "the max over x, x' in 𝒟^n (l.140) read over the "
                                        "neighbouring pairs, in both orders: the pairs for which l.136 defines π",
                                        where="§3, l.136")),
    meaningless="π is defined only for collections differing in one row (l.136), and under l.96's 𝒮 = "
    "{0..n}^(2^L) it is 0/0 off the support: the printed max over every s in 𝒮 and every x, x' in 𝒟^n names "
    "undefined ratios",
    # model side: the level of (1.1), the largest P[A(x') in S]/P[A(x) in S] over every neighbouring pair and every
    # nonempty set S of outcomes (laws of A by histogram_law); printed side: the largest π(s; x, x')
    formula="""
    A(x) = histogram_law(x, q)
    pointwise = max(prob(A(y), s) / prob(A(x), s) for x in collections(n, L) for y in neighbours(x) for s in A(x))
    setwise = max(sum(prob(A(y), s) for s in S) / sum(prob(A(x), s) for s in S)
                  for x in collections(n, L) for y in neighbours(x) for S in subsets(tuple(A(x))) if len(S) > 0)
    setwise == pointwise
    """,
)
def epsilon_max_ratio(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3: the DP level is the largest pointwise privacy ratio."""
    q, n, L = point["q"], point["n"], point["L"]
    pointwise = setwise = Fraction(0)
    for x in collections(n, L):
        before = pmf(x, q)
        for y in neighbours(x):
            after = pmf(y, q)
            pointwise = max(pointwise, max(after[s] / before[s] for s in before))
            for subset in nonempty_subsets(sorted(before)):
                setwise = max(setwise, sum(after[s] for s in subset) / sum(before[s] for s in subset))
    return equal(setwise, pointwise)


@FEB.claim(
    "changed-record-first",
    section="3",
    label="§3",
    kind="identity",
    statement=r"Without loss of generality (in light of (2.1)), assume that the element differing between "
    r"$\mathbf{x}$ and $\mathbf{x}'$ is the first one",
    hypotheses="x, x' differing in record j (any j); σ swaps records 1 and j; the claim: π(s; x, x') = "
    "π(s; σx, σx') for every outcome s, so pairs differing first cover every pair",
    domain=Domain.of(among(("n", "L"), _FIRST_SHAPES, hidden=True), lie_probability(grid=Q_GRID[:3]),
                     every_collection("x"), every_neighbour("x'")),
    reading="as read",
    deviations=(SUPPORT_READING, PHI_2_POWER_L),
    meaningless=SUPPORT_MEANINGLESS,
    # π(s; x, x') from the laws of A (histogram_law) at the pair and at the pair with records 1 and j swapped (j the
    # changed record): equal at every outcome s of A(x), the printed 'without loss of generality'
    formula="""
    j = min(i for i in ints(0, len(x) - 1) if x[i] != xp[i])
    swap(z) = tuple(z[j] if i == 0 else z[0] if i == j else z[i] for i in ints(0, len(z) - 1))
    P = histogram_law(x, q)
    Pp = histogram_law(xp, q)
    S = histogram_law(swap(x), q)
    Sp = histogram_law(swap(xp), q)
    all(prob(Pp, s) / prob(P, s) == prob(Sp, s) / prob(S, s) for s in P)
    """,
)
def changed_record_first(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3, §3: the differing record may be taken first (A sees only counts)."""
    q, x, y = point["q"], point["x"], point["x'"]
    changed = [j for j in range(len(x)) if x[j] != y[j]] if len(x) == len(y) else []
    if len(changed) != 1 or not 0 < q < Fraction(1, 2):
        return None

    def first(collection: tuple) -> tuple:
        j = changed[0]
        swapped = list(collection)
        swapped[0], swapped[j] = swapped[j], swapped[0]
        return tuple(swapped)

    before, after = pmf(x, q), pmf(y, q)
    moved_before, moved_after = pmf(first(x), q), pmf(first(y), q)
    return weakest(equal(after[s] / before[s], moved_after[s] / moved_before[s]) for s in before)


# --------------------------------------------------------------------------- §3.1 the case L = 1


#: Every collection of n single bits, as data (the order of _spaces.collections(n, 1)).
_SINGLE_BITS = "collections(n, 1)"


SINGLE = Domain.of(ints("n", 1, 6, search_high=7), lie_probability(grid=Q_GRID[:3]),
                   each("x", _SINGLE_BITS, "every collection x of n single bits"))


@FEB.claim(
    "partition",
    section="3.1",
    label="§3",
    kind="identity",
    statement=r"Partition the collection space $\mathcal{D}^n$ according to the number of records that are 1: "
    r"$\mathcal{D}^n = \bigcup_{m=0}^n \mathcal{D}^n_m$ where $\mathcal{D}^n_m := \left\{ \mathbf{x} \in "
    r"\mathcal{D}^n : \sum_{i=1}^n I(x_i = 1) = m \right\}$",
    hypotheses="L = 1; every collection x of n single bits",
    domain=Domain.of(ints("n", 1, 6, search_high=8), each("x", _SINGLE_BITS, "every collection x of n single bits")),
    # the number m of records of x that are 1, against the printed classes D^n_0, ..., D^n_n: exactly one holds x
    formula="""
    m = sum(1 for r in x if r == (1,))
    len(tuple(k for k in ints(0, n) if m == k)) == 1
    """,
)
def partition(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1: every collection lies in exactly one class D^n_m, 0 <= m <= n."""
    x = point["x"]
    ones = sum(1 for record in x if record == (1,))
    return equal(sum(1 for m in range(len(x) + 1) if ones == m), 1)


@FEB.claim(
    "l1-reduction",
    section="3.1",
    label="§3",
    kind="identity",
    statement=r"For $\mathbf{x} \in \mathcal{D}_m^n$, $A(\mathbf{x}) = (A_n(m), n - A_n(m))$ where "
    r"$A_n(m) \sim Bin(m, p) + Bin(n - m, q)$",
    hypotheses="L = 1; every collection of n single bits, m of them ones",
    domain=SINGLE,
    # the law of A(x) = Φ(R(x)) (histogram_law, the mechanism) against the printed (A_n(m), n - A_n(m)) with A_n(m)
    # the sum of independent Bin(m, p) and Bin(n - m, q) (their laws convolved): every outcome of A(x) has that
    # form, its probability is the convolution's, and the law's total is 1
    formula="""
    m = sum(r[0] for r in x)
    P = histogram_law(x, q)
    B = convolve(binomial_law(m, 1 - q), binomial_law(n - m, q))
    all(len(o) == 2 and o[1] == n - o[0] and prob(P, o) == B[o[0]] for o in P) and sum(prob(P, o) for o in P) == 1
    """,
)
def l1_reduction(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1: the single-bit count is a sum of two binomials."""
    q, x = point["q"], point["x"]
    n, m = len(x), sum(r[0] for r in x)
    p = 1 - q
    for s, mass in pmf(x, q).items():
        ones = s[0]
        if s != (ones, n - ones):
            return equal(sum(s), n)
        binomials = sum((comb(m, j) * p**j * q ** (m - j) * comb(n - m, ones - j) * q ** (ones - j)
                         * p ** (n - m - ones + j) for j in range(max(0, ones - (n - m)), min(m, ones) + 1)),
                        Fraction(0))
        if mass != binomials:
            return equal(mass, binomials)
    return equal(sum(pmf(x, q).values()), 1)


@FEB.claim(
    "l1-support",
    section="3.1",
    label="§3",
    statement=r"$A_n(m) \sim Bin(m, p) + Bin(n - m, q)$, a sum of two independent Binomial random variables with "
    r"support $\{0,\ldots,n\}$",
    hypotheses="0 <= m <= n; 0 <= s <= n",
    domain=Domain.of(ints("n", 1, 12, search_high=150, deep_high=DEEP_N), lie_probability(), ints("m", 0, "n"),
                     ints("s", 0, "n")),
    # the law of A_n(m) (ones_law: the ones reported from m ones among n bits) at every s in 0..n
    formula="at(ones_law(n, m, q), s) > 0",
)
def l1_support(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1: every count 0..n has positive probability (so π(s; m) of l.175 is defined)."""
    return Evaluation(_prob(point["q"], point["n"], point["m"], point["s"]), ">", 0)


@FEB.claim(
    "neighbours-in-adjacent-classes",
    section="3.1",
    label="§3",
    statement=r"if $\mathbf{x} \in \mathcal{D}_m^n$ and x, x' differ in one row, then "
    r"$\mathbf{x}' \in \mathcal{D}^n_{m-1} \cup \mathcal{D}^n_{m+1}$",
    hypotheses="L = 1; every neighbouring pair of collections of n single bits",
    domain=Domain.of(ints("n", 1, 6, search_high=8), each("x", _SINGLE_BITS, "every collection x of n single bits"),
                     every_neighbour("x'")),
    # the classes of x and x' (their numbers of ones) against the printed D^n_(m-1) ∪ D^n_(m+1)
    formula="""
    m = sum(r[0] for r in x)
    mp = sum(r[0] for r in xp)
    mp == m - 1 or mp == m + 1
    """,
)
def neighbours_adjacent(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1: a neighbour has one more or one fewer ones."""
    x, y = point["x"], point["x'"]
    return Evaluation(abs(sum(r[0] for r in x) - sum(r[0] for r in y)), "==", 1)


FEB.definition("pi-s-m", section="3.1", label="§3",
               statement=r"$\pi(s;m) := \frac{P[A_n(m) = s]}{P[A_n(m+1) = s]}$ for s in {0..n}, m in {0..n-1}",
               finding="A definition; its denominator is positive for every s in 0..n, as the support {0..n} printed "
               "before it says (000.l1-support, verified), so π(s; m) is defined on its whole printed range.")


@FEB.claim(
    "l1-ratio-cases",
    section="3.1",
    label="§3",
    kind="identity",
    statement=r"$\pi((s, n-s); \mathbf{x}, \mathbf{x}') = \pi(s; m-1)$ if $x_1 = 1$ and $\pi(s; m)^{-1}$ if "
    r"$x_1 = 0$",
    hypotheses="L = 1; x in D_m^n and x' differs in the first record; every s",
    domain=Domain.of(ints("n", 1, 4, search_high=6), lie_probability(grid=Q_GRID[:3]),
                     each("x", _SINGLE_BITS, "every collection x of n single bits"),
                     every_neighbour("x'", first=True), each("s", "sorted(histogram_law(x, q))",
                                                             "every outcome s of A(x)")),
    # π(s; x, x') from the laws of A(x), A(x') (histogram_law) against the printed cases, π(s; k) = P[A_n(k) = s] /
    # P[A_n(k + 1) = s] with A_n(k) the count's law (ones_pmf)
    formula="""
    m = sum(r[0] for r in x)
    ratio = prob(histogram_law(xp, q), s) / prob(histogram_law(x, q), s)
    pi_sm(t, k) = ones_pmf(n, k, q, t) / ones_pmf(n, k + 1, q, t)
    ratio == (pi_sm(s[0], m - 1) if x[0] == (1,) else 1 / pi_sm(s[0], m))
    """,
)
def l1_ratio_cases(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1: the privacy ratio through π(s; m)."""
    q, x, y, s = point["q"], point["x"], point["x'"], point["s"]
    n, m = len(x), sum(r[0] for r in x)
    expected = (single_bit_privacy_ratio(s[0], m - 1, n, q) if x[0] == (1,)
                else 1 / single_bit_privacy_ratio(s[0], m, n, q))
    return equal(privacy_ratio(s, x, y, q), expected)


@FEB.claim(
    "l1-suffices",
    section="3.1",
    label="§3",
    kind="identity",
    statement=r"Hence, in the L=1 case, it suffices to study the behaviour of $\pi(s;m)$.",
    hypotheses="L = 1; 0 <= m <= n - 1; 0 <= s <= n",
    domain=Domain.of(ints("n", 1, 12, search_high=60, deep_high=DEEP_N), lie_probability(), ints("m", 0, "n - 1"),
                     ints("s", 0, "n")),
    reading="as read",
    deviations=(Deviation("quantitative reading", "'it suffices to study π(s;m)' read as: the second case's ratios "
                          "π(s;m)^(-1) are values of π too, π(s;m) π(n - s; n - m - 1) = 1 (A_n(m) has the law of "
                          "n - A_n(n - m)), so every privacy ratio of L = 1, in both directions, is a value of π and a "
                          "bound on π bounds them all", where="§3.1, l.179-181"),),
    literal="000.l1-ratio-cases",
    # π(s; m) from the law of A_n(m): π(s; m) π(n - s; n - m - 1) = 1
    formula="""
    a(k, t) = at(ones_law(n, k, q), t)
    a(m, s) / a(m + 1, s) * (a(n - m - 1, n - s) / a(n - m, n - s)) == 1
    """,
)
def l1_suffices(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1: π(s; m)^(-1) = π(n - s; n - m - 1), so the ratios of both directions are
    values of π."""
    q, n, m, s = point["q"], point["n"], point["m"], point["s"]
    ratio = _prob(q, n, m, s) / _prob(q, n, m + 1, s)
    mirrored = _prob(q, n, n - m - 1, n - s) / _prob(q, n, n - m, n - s)
    return equal(ratio * mirrored, 1)


# --------------------------------------------------------------------------- §3.1.1 recursions


def _nms(m_low: int | str = 0, m_high: int | str = "n") -> Domain:
    """1 <= n <= 30 (searched to 150), q, m in [m_low, m_high], 0 <= s <= n."""
    return Domain.of(ints("n", 1, MAX_N, search_high=150, deep_high=DEEP_N), lie_probability(),
                     ints("m", m_low, m_high), ints("s", 0, "n"))


def _prob(q: Fraction, n: int, m: int, s: int) -> Fraction:
    """P[A_n(m) = s], 0 outside 0..n (the text's convention for the boundary terms)."""
    return Fraction(generating_numerator(n, m, s, q), q.denominator**n) if 0 <= s <= n else Fraction(0)


def _recursion(point: Point, condition_on_one: bool, value: Callable[[Fraction, int, int, Any], Fraction],
               at: str) -> Evaluation | None:
    """(3.2)/(3.3) for ``value`` = the pmf (at = "s") or the cdf (at = "x"): condition on an original 1 or 0."""
    q, n, m, t = point["q"], point["n"], point["m"], point[at]
    p = 1 - q
    if condition_on_one:
        rhs = p * value(q, n - 1, m - 1, t - 1) + q * value(q, n - 1, m - 1, t)
    else:
        rhs = q * value(q, n - 1, m, t - 1) + p * value(q, n - 1, m, t)
    return equal(value(q, n, m, t), rhs)


def _recursion_one(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.1, (3.2): conditioning on an original 1."""
    return _recursion(point, True, _prob, "s")


def _recursion_zero(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.1, (3.3): conditioning on an original 0."""
    return _recursion(point, False, _prob, "s")

#: (3.2) (j = m - 1: first p, then q) and (3.3) (j = m: first q, then p) against the law of A_n(m).
_PMF_RECURSION = """
p = 1 - q
X = ones_law(n - 1, {j}, q)
at(ones_law(n, m, q), s) == {first}*at(X, s - 1) + {second}*at(X, s)
"""
#: F_(k,j)(y) = P[A_k(j) <= y] for real y from the law of A_k(j); (3.2)/(3.3) in their cdf forms.
_CDF_RECURSION = """
p = 1 - q
F(law, y) = sum(at(law, u) for u in ints(0, floor(y)))
X = ones_law(n - 1, {j}, q)
F(ones_law(n, m, q), x) == {first}*F(X, x - 1) + {second}*F(X, x)
"""


FEB.claim("eq-3.2", section="3.1.1", label="(3.2)", kind="identity",
          statement=r"$P[A_n(m) = s] = p P[A_{n-1}(m-1) = s-1] + q P[A_{n-1}(m-1) = s]$ for m >= 1 (if s = 0 the "
          r"first term is 0, if s = n the last term is)",
          hypotheses="1 <= m <= n; 0 <= s <= n", domain=_nms(1, "n"),
          formula=_PMF_RECURSION.format(j="m - 1", first="p", second="q"))(_recursion_one)
FEB.claim("eq-3.3", section="3.1.1", label="(3.3)", kind="identity",
          statement=r"$P[A_n(m) = s] = q P[A_{n-1}(m) = s - 1] + p P[A_{n-1}(m) = s]$ for m <= n - 1",
          hypotheses="0 <= m <= n - 1; 0 <= s <= n", domain=_nms(0, "n - 1"),
          formula=_PMF_RECURSION.format(j="m", first="q", second="p"))(_recursion_zero)


@FEB.claim(
    "n-step-shift",
    section="3.1.1",
    label="after (3.3)",
    statement=r"as n increases by 1, $P[A_n(m) = 0] \leq P[A_{n-1}(m) = 0]$ and $P[A_n(m) = s]$ falls between "
    r"$P[A_{n-1}(m) = s - 1]$ and $P[A_{n-1}(m) = s]$ for each s >= 1",
    hypotheses="0 <= m <= n - 1 (A_(n-1)(m) must exist); 0 <= s <= n",
    domain=_nms(0, "n - 1"),
    reading="as read",
    deviations=(Deviation("conversion artefact", "'s 1' read as s - 1 (the minus sign lost)", where="the first "
                          "bullet after (3.3)"),),
    meaningless="'P[A_(n-1)(m) = s 1]' names no event: 's 1' has no operator",
    formula="""
    X = ones_law(n - 1, m, q)
    here = at(ones_law(n, m, q), s)
    here <= at(X, 0) if s == 0 else min(at(X, s - 1), at(X, s)) <= here <= max(at(X, s - 1), at(X, s))
    """,
)
def n_step_shift(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.1, after (3.3): adding a record moves each probability between neighbours."""
    q, n, m, s = point["q"], point["n"], point["m"], point["s"]
    here = _prob(q, n, m, s)
    if s == 0:
        return Evaluation(here, "<=", _prob(q, n - 1, m, 0))
    low, high = sorted((_prob(q, n - 1, m, s - 1), _prob(q, n - 1, m, s)))
    return Evaluation(here, "<=", high) if here > high else Evaluation(here, ">=", low)


def _mode(q: Fraction, n: int, m: int) -> int:
    row = generating_row(n, m, q)
    return max(range(n + 1), key=lambda s: (row[s], -s))


@FEB.claim(
    "hump-shifts-right",
    section="3.1.1",
    label="after (3.3)",
    statement=r"(i.e., the hump of the pmf shifts to the right) — quantified: the mode of A_n(m) is the mode of "
    r"A_(n-1)(m) or one more, and the mean grows by q",
    hypotheses="0 <= m <= n - 1; the smallest mode",
    domain=Domain.of(ints("n", 1, MAX_N, search_high=150, deep_high=DEEP_N), lie_probability(), ints("m", 0, "n - 1")),
    reading="as read",
    deviations=(Deviation("quantitative reading", "'the hump shifts to the right' read as: the smallest mode of "
                          "A_n(m) is that of A_(n-1)(m) or one more, and the mean grows by q"),),
    meaningless="'the hump of the pmf shifts to the right' is qualitative",
    # the laws of A_n(m) and A_(n-1)(m) (ones_law): their means and smallest modes, against the reading of the
    # printed 'the hump shifts to the right': the mean grows by q, the smallest mode by 0 or 1
    formula="""
    P = ones_law(n, m, q)
    Pm = ones_law(n - 1, m, q)
    shift = sum(k * P[k] for k in ints(0, n)) - sum(k * Pm[k] for k in ints(0, n - 1))
    top = max(P)
    top1 = max(Pm)
    step = min(k for k in ints(0, n) if P[k] == top) - min(k for k in ints(0, n - 1) if Pm[k] == top1)
    shift == q and 0 <= step <= 1
    """,
)
def hump_shifts_right(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.1, after (3.3): the hump of the pmf shifts to the right."""
    q, n, m = point["q"], point["n"], point["m"]
    shift = count_moments(n, m, q)[0] - count_moments(n - 1, m, q)[0]
    if shift != q:
        return equal(shift, q)
    step = _mode(q, n, m) - _mode(q, n - 1, m)
    return Evaluation(step, ">=", 0) if step < 0 else Evaluation(step, "<=", 1)


@FEB.claim(
    "m-step-between",
    section="3.1.1",
    label="after (3.3)",
    statement=r"$P[A_n(m) = s]$ and $P[A_n(m+1) = s]$ both lie between consecutive pmf values of $A_{n-1}(m)$; "
    r"this allows us to express $\pi(s;m)$ in terms of $A_{n-1}(m)$ [the expression: $\pi(s;m) = (q X_{s-1} + p X_s)"
    r"/(p X_{s-1} + q X_s)$, $X_t = P[A_{n-1}(m) = t]$, 0 outside 0..n-1, by (3.3) at m and (3.2) at m + 1]",
    hypotheses="0 <= m <= n - 1; 0 <= s <= n",
    domain=_nms(0, "n - 1"),
    # the laws of A_n(m), A_n(m + 1) against consecutive values of that of A_(n-1)(m), and π(s; m) against the
    # bracketed expression
    formula="""
    p = 1 - q
    X = ones_law(n - 1, m, q)
    b = at(X, s - 1)
    a = at(X, s)
    here = at(ones_law(n, m, q), s)
    next = at(ones_law(n, m + 1, q), s)
    min(b, a) <= here <= max(b, a) and min(b, a) <= next <= max(b, a) and here / next == (q*b + p*a) / (p*b + q*a)
    """,
)
def m_step_between(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.1, after (3.3): A_n(m), A_n(m+1) against A_(n-1)(m)."""
    q, n, m, s = point["q"], point["n"], point["m"], point["s"]
    p = 1 - q
    before, after = _prob(q, n - 1, m, s - 1), _prob(q, n - 1, m, s)
    low, high = min(before, after), max(before, after)
    for value in (_prob(q, n, m, s), _prob(q, n, m + 1, s)):
        if not low <= value <= high:
            return Evaluation(value, "<=", high) if value > high else Evaluation(value, ">=", low)
    return equal(single_bit_privacy_ratio(s, m, n, q), (q * before + p * after) / (p * before + q * after))


FEB.declare(
    "m-step-not-so-different",
    section="3.1.1",
    label="after (3.3)",
    kind="identity",
    statement=r"the distribution of $A_n(m+1)$ is not so different to that of $A_n(m)$ [read: $P[A_n(m) = s] - "
    r"P[A_n(m+1) = s] = (p - q)(X_s - X_{s-1})$, $X_t = P[A_{n-1}(m) = t]$, 0 outside 0..n-1]",
    hypotheses="0 <= m <= n - 1; 0 <= s <= n; 'not so different' read as the exact difference of the two pmfs",
    domain=Domain.of(ints("n", 1, 8, search_high=30), lie_probability(grid=Q_GRID[:3]), ints("m", 0, "n - 1"),
                     ints("s", 0, "n")),
    reading="as read",
    deviations=(Deviation("quantitative reading", "'not so different' read as the exact difference the sentence's "
                          "reason gives, from (3.3) at m and (3.2) at m + 1: the two pmfs differ at s by (p - q) "
                          "times the step X_s - X_(s-1) of the pmf of A_(n-1)(m), which sums to 0 over s",
                          where="§3.1.1, l.208"),),
    meaningless="'not so different' names no measure of difference",
    formula="""
    X = ones_law(n - 1, m, q)
    at(ones_law(n, m, q), s) - at(ones_law(n, m + 1, q), s) == (1 - 2*q) * (at(X, s) - at(X, s - 1))
    """,
)


# --------------------------------------------------------------------------- cdf forms and moments


@lru_cache(maxsize=1 << 16)
def _cdf(q: Fraction, n: int, m: int, x: Fraction) -> Fraction:
    """F_(n,m)(x) = P[A_n(m) <= x] for real x."""
    top = min(n, floor(x))
    return sum((_prob(q, n, m, s) for s in range(0, top + 1)), Fraction(0)) if top >= 0 else Fraction(0)


def _nmx(m_low: int | str = 0, m_high: int | str = "n") -> Domain:
    """1 <= n <= 12 (searched to 60), q, m in [m_low, m_high], x every half-integer from -3/2 to n + 3/2."""
    real_x = region("rationals in [-2, n + 2] with denominators up to 4",
                    lambda n: st.fractions(-2, n + 2, max_denominator=4),
                    "rational(value) and denominator(value) <= 4 and -2 <= value and value <= n + 2")
    return Domain.of(ints("n", 1, 12, search_high=60), lie_probability(grid=Q_GRID[:3]), ints("m", m_low, m_high),
                     each("x", "tuple(t/2 for t in ints(-3, 2*n + 3))", "x in {-3/2, -1, ..., n + 3/2}",
                          search=real_x))


NMX = _nmx()


def _cdf_one(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.1, after (3.3): the cdf form of (3.2)."""
    return _recursion(point, True, _cdf, "x")


def _cdf_zero(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.1, after (3.3): the cdf form of (3.3)."""
    return _recursion(point, False, _cdf, "x")


FEB.claim("cdf-recursion-3.2", section="3.1.1", label="after (3.3)", kind="identity",
          statement=r"$F_{n,m}(x) = p \cdot F_{n-1,m-1}(x-1) + q \cdot F_{n-1,m-1}(x)$, m = 1, ..., n",
          hypotheses="real x", domain=_nmx(1, "n"),
          formula=_CDF_RECURSION.format(j="m - 1", first="p", second="q"))(_cdf_one)
FEB.claim("cdf-recursion-3.3", section="3.1.1", label="after (3.3)", kind="identity",
          statement=r"$F_{n,m}(x) = q \cdot F_{n-1,m}(x-1) + p \cdot F_{n-1,m}(x)$, m = 0, ..., n-1",
          hypotheses="real x", domain=_nmx(0, "n - 1"),
          formula=_CDF_RECURSION.format(j="m", first="q", second="p"))(_cdf_zero)


_NM = Domain.of(ints("n", 1, MAX_N, search_high=150, deep_high=DEEP_N), lie_probability(), ints("m", 0, "n"))


@FEB.claim(
    "location-shifted",
    section="3.1.2",
    label="§3.1.2",
    statement=r"The family $\{A_n(m), m = 0, ..., n\}$ are in fact approximately location-shifted versions of "
    r"each other ... Thus, $F_{n,m}(x) \approx F_{n,0}(x - m(p - q))$.",
    hypotheses="0 <= m <= n; real x",
    domain=NMX,
    reading="as read",
    deviations=(Deviation("quantitative reading", "'≈' read as the section quantifies it: F_(n,0)(x - m) <= "
                          "F_(n,m)(x) <= F_(n,0)(x), so |F_(n,m)(x) - F_(n,0)(x - m(p - q))| <= F_(n,0)(x) - "
                          "F_(n,0)(x - m) (a loose bracket: it holds for any shift in [0, m], so it does not single "
                          "out the printed shift m(p - q); 000.location-shifted-rate tests that shift)",
                          where="the sandwich proved at the end of §3.1.2"),),
    meaningless="'≈' ('approximately location-shifted') is qualitative",
    formula="""
    A(j) = ones_law(n, j, q)
    F(j, y) = sum(at(A(j), u) for u in ints(0, floor(y)))
    here = F(m, x)
    F(0, x - m) <= here <= F(0, x) and abs(here - F(0, x - m*(1 - 2*q))) <= F(0, x) - F(0, x - m)
    """,
)
def location_shifted(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, §3.1.2: A_n(m) is A_n(0) shifted by m(p - q), to within m steps."""
    q, n, m, x = point["q"], point["n"], point["m"], point["x"]
    here, shifted = _cdf(q, n, m, x), _cdf(q, n, 0, x - m * (1 - 2 * q))
    low, high = _cdf(q, n, 0, x - m), _cdf(q, n, 0, x)
    return weakest((Evaluation(low, "<=", here), Evaluation(here, "<=", high),
                    Evaluation(abs(here - shifted), "<=", high - low)))


#: The Berry–Esseen constant for independent summands that need not be identically distributed: sup_x |F(x) - Φ((x -
#: μ)/σ)| <= C Σ E|X_i - μ_i|³ / σ³ with C <= 0.5600 (I. G. Shevtsova, Doklady Mathematics 82 (2010) 862-864).
BERRY_ESSEEN = Fraction(56, 100)


@lru_cache(maxsize=1 << 12)
def _cumulative(q: Fraction, n: int, m: int) -> tuple[int, ...]:
    """(F_(n,m)(0), ..., F_(n,m)(n)) times C = denominator(q)^n: integers, from the exact pmf."""
    total, partial = 0, []
    for s in range(n + 1):
        total += generating_numerator(n, m, s, q)
        partial.append(total)
    return tuple(partial)


def shift_distance(q: Fraction, n: int, m: int) -> Fraction:
    """sup over real x of |F_(n,m)(x) - F_(n,0)(x - m(p - q))|.  Both are right-continuous step functions, constant
    between their jumps x = k and x = k + m(p - q) (k = 0..n) and equal (0 or 1) beyond them, so the sup is the largest
    difference at a jump: at x = k the shifted cdf is F_(n,0)(k - ⌈m(p - q)⌉), at x = k + m(p - q) the other is
    F_(n,m)(k + ⌊m(p - q)⌋)."""
    shifted, unshifted = _cumulative(q, n, m), _cumulative(q, n, 0)
    shift = m * (1 - 2 * q)
    low, high = floor(shift), -floor(-shift)

    def at(table: tuple[int, ...], top: int) -> int:
        return 0 if top < 0 else table[min(top, n)]

    largest = max(max(abs(shifted[k] - at(unshifted, k - high)), abs(at(shifted, k + low) - unshifted[k]))
                  for k in range(n + 1))
    return Fraction(largest, q.denominator**n)


@FEB.claim(
    "location-shifted-rate",
    section="3.1.2",
    label="§3.1.2",
    statement=r"The family $\{A_n(m), m = 0, ..., n\}$ are in fact approximately location-shifted versions of "
    r"each other ... Thus, $F_{n,m}(x) \approx F_{n,0}(x - m(p - q))$.",
    hypotheses="0 <= m <= n; the sup over every real x",
    domain=Domain.of(ints("n", 1, 12, search_high=60, deep_high=DEEP_N), lie_probability(), ints("m", 0, "n")),
    reading="as read",
    deviations=(Deviation("quantitative reading", "'≈' read as an error that vanishes as n grows, at the rate of the "
                          "normal approximation with the mean and variance §3.1.2 computes: sup_x |F_(n,m)(x) - "
                          "F_(n,0)(x - m(p - q))| <= 2C(p² + q²)/√(npq), C = 56/100 the Berry–Esseen constant for "
                          "independent, not identically distributed summands (Shevtsova 2010); A_n(m) and A_n(0) + "
                          "m(p - q) have mean nq + m(p - q) and variance npq, so each cdf is within C(p² + q²)/√(npq) "
                          "of the same normal cdf, for every n", where="§3.1.2, l.224-232"),),
    meaningless="'≈' ('approximately location-shifted') is qualitative",
    # the cdfs of A_n(m) and A_n(0) (cumulative sums of ones_law); the sup over real x of |F_(n,m)(x) -
    # F_(n,0)(x - m(p - q))| taken at the jumps x = k and x = k + m(p - q), k = 0..n (both are right-continuous step
    # functions, 0 below their jumps); against the reading's bound, squared: D² npq <= (2C(p² + q²))², C = 56/100
    formula="""
    p = 1 - q
    P = ones_law(n, m, q)
    Z = ones_law(n, 0, q)
    CP = tuple(sum(take(P, k + 1)) for k in ints(0, n))
    CZ = tuple(sum(take(Z, k + 1)) for k in ints(0, n))
    F(C, y) = 0 if y < 0 else C[min(floor(y), n)]
    d = m * (p - q)
    D = max(max(abs(F(CP, k) - F(CZ, k - d)), abs(F(CP, k + d) - F(CZ, k))) for k in ints(0, n))
    D**2 * n * p * q <= (2 * 56/100 * (p**2 + q**2))**2
    """,
)
def location_shifted_rate(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, §3.1.2: A_n(m) is A_n(0) shifted by m(p - q), to within the normal
    approximation's error (compared squared: D² npq <= (2C(p² + q²))²)."""
    q, n, m = point["q"], point["n"], point["m"]
    p = 1 - q
    distance = shift_distance(q, n, m)
    return Evaluation(distance**2 * n * p * q, "<=", (2 * BERRY_ESSEEN * (p**2 + q**2)) ** 2,
                      detail=f"sup_x |F_(n,m)(x) - F_(n,0)(x - m(p - q))| = {distance}")


@FEB.claim(
    "mean-variance",
    section="3.1.2",
    label="after (3.3)",
    kind="identity",
    statement=r"$E A_n(m) = mp + (n-m)q = nq + m(p-q)$ and $Var A_n(m) = mpq + (n-m)qp = npq$",
    hypotheses="0 <= m <= n",
    domain=_NM,
    # the mean and variance of the law of A_n(m) against the printed forms
    formula="""
    p = 1 - q
    A = ones_law(n, m, q)
    mean = sum(s * A[s] for s in ints(0, n))
    variance = sum((s - mean)**2 * A[s] for s in ints(0, n))
    mean == m*p + (n - m)*q == n*q + m*(p - q) and variance == m*p*q + (n - m)*q*p == n*p*q
    """,
)
def mean_variance(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, after (3.3): the mean is linear in m and the variance constant."""
    q, n, m = point["q"], point["n"], point["m"]
    p = 1 - q
    mean, variance = count_moments(n, m, q)
    for value, printed in ((mean, m * p + (n - m) * q), (mean, n * q + m * (p - q)),
                           (variance, m * p * q + (n - m) * q * p), (variance, n * p * q)):
        if value != printed:
            return equal(value, printed)
    return equal(variance, n * p * q)


@lru_cache(maxsize=1 << 12)
def _third_moment(q: Fraction, n: int, m: int) -> Fraction:
    """E[(A_n(m) - E A_n(m))^3] from the exact pmf a_s = c_s / C (C = denominator(q)^n, integers c_s): with the power
    sums S_k = Σ s^k c_s, it is (S_3 C² - 3 S_1 S_2 C + 2 S_1³) / C³."""
    counts = [generating_numerator(n, m, s, q) for s in range(n + 1)]
    total = q.denominator**n
    s1, s2, s3 = (sum(s**k * c for s, c in enumerate(counts)) for k in (1, 2, 3))
    return Fraction(s3 * total**2 - 3 * s1 * s2 * total + 2 * s1**3, total**3)


@FEB.claim(
    "skew",
    section="3.1.2",
    label="after (3.3)",
    statement=r"transitioning from right-skewed when m=0 to left-skewed when m=n",
    hypotheses="0 <= m <= n",
    domain=Domain.of(ints("n", 1, 12, search_high=60, deep_high=DEEP_N), lie_probability(), ints("m", 0, "n")),
    reading="as read",
    deviations=(Deviation("quantitative reading", "'right-skewed' and 'left-skewed' read as a positive and a negative "
                          "third central moment κ_3 of A_n(m), and 'transitioning' from m = 0 to m = n as κ_3 "
                          "decreasing strictly in m: κ_3(A_n(0)) > 0 > κ_3(A_n(n)) and κ_3(A_n(m + 1)) < "
                          "κ_3(A_n(m)) for 0 <= m < n", where="§3.1.2, l.230"),),
    meaningless="'right-skewed', 'left-skewed' and 'transitioning' name no inequality",
    # κ_3 of the law of A_n(j)
    formula="""
    A(j) = ones_law(n, j, q)
    mean(j) = sum(t * A(j)[t] for t in ints(0, n))
    k3(j) = sum((s - mean(j))**3 * A(j)[s] for s in ints(0, n))
    implies(m < n, k3(m + 1) < k3(m)) and implies(m == 0, k3(m) > 0) and implies(m == n, k3(m) < 0)
    """,
)
def skew(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, after (3.3): A_n(0) is right-skewed, A_n(n) left-skewed, and the third central
    moment falls with every step of m in between."""
    q, n, m = point["q"], point["n"], point["m"]
    third = _third_moment(q, n, m)
    cases = [Evaluation(_third_moment(q, n, m + 1), "<", third)] if m < n else []
    if m == 0:
        cases.append(Evaluation(third, ">", 0))
    if m == n:
        cases.append(Evaluation(third, "<", 0))
    return weakest(cases)


# --------------------------------------------------------------------------- §3.1.2 location relations


def _mass(q: Fraction, n: int, m: int, x: Fraction) -> Fraction:
    """P[A_n(m) = x] (0 unless x is an integer in 0..n)."""
    return _prob(q, n, m, x.numerator) if x.denominator == 1 else Fraction(0)


NMX_1 = _nmx(1, "n")


def _chain_1(point: Point, last: Callable[[Fraction], Fraction]) -> Evaluation | None:
    q, n, m, x = point["q"], point["n"], point["m"], point["x"]
    p = 1 - q
    f = lambda y: _cdf(q, n - 1, m - 1, y)  # noqa: E731
    steps = (
        _cdf(q, n, m, x) - _cdf(q, n, m - 1, x),
        p * f(x - 1) + q * f(x) - q * f(x - 1) - p * f(x),
        (p - q) * (f(x - 1) - f(x)),
        -(p - q) * _mass(q, n - 1, m - 1, last(x)),
    )
    for before, after in pairwise(steps):
        if before != after:
            return equal(before, after)
    return equal(steps[0], steps[-1])


def _chain_1_printed(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, after (3.3): F_(n,m)(x) - F_(n,m-1)(x), as printed (with |x|)."""
    return _chain_1(point, abs)


def _chain_1_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, after (3.3): the same chain ending in P[A = floor(x)]."""
    return _chain_1(point, lambda x: Fraction(floor(x)))


#: F_(k,j)(y) = P[A_k(j) <= y] for real y from the table of its values at 0..k, f = F_(n-1,m-1), and the mass of
#: A_(n-1)(m-1) at t (0 unless t is an integer; ones_law is 0 outside 0..n-1): the chain after (3.3), each '='
#: decided, ending at the mass of ``last``.
_CDF_CHAIN = """
p = 1 - q
table(law) = tuple(sum(at(law, u) for u in ints(0, t)) for t in ints(0, len(law) - 1))
FA = table(ones_law(n, m, q))
FB = table(ones_law(n, m - 1, q))
X = ones_law(n - 1, m - 1, q)
FX = table(X)
F(T, y) = 0 if floor(y) < 0 else T[min(len(T) - 1, floor(y))]
f(y) = F(FX, y)
mass(t) = at(X, t) if integer(t) else 0
F(FA, x) - F(FB, x) == p*f(x - 1) + q*f(x) - q*f(x - 1) - p*f(x) == (p - q)*(f(x - 1) - f(x))
  == -(p - q)*mass({last})
"""

FLOOR_DISPUTED = ("conversion artefact: |x| is ⌊x⌋ with its floor brackets converted to bars (the next display, "
                  "of the same form, prints ⌊x⌋)")

FEB.claim(
    "cdf-difference-m",
    section="3.1.2",
    label="after (3.3)",
    kind="identity",
    statement=r"$F_{n,m}(x) - F_{n,m-1}(x) = pF_{n-1,m-1}(x-1) + qF_{n-1,m-1}(x) - qF_{n-1,m-1}(x-1) - "
    r"pF_{n-1,m-1}(x) = (p-q) [F_{n-1,m-1}(x-1) - F_{n-1,m-1}(x)] = -(p-q) P[A_{n-1}(m-1) = |x|]$",
    hypotheses="1 <= m <= n; real x",
    domain=NMX_1,
    finding="The last step has |x| where ⌊x⌋ is needed (the second chain prints ⌊x⌋): for non-integer or "
    "negative x, P[A = |x|] is the wrong mass. Likely a floor bracket lost in conversion; with ⌊x⌋ every "
    "step holds.",
    reading="literal",
    disputed=FLOOR_DISPUTED,
    formula=_CDF_CHAIN.format(last="abs(x)"),
    correction=FEB.correction(
        "cdf-difference-m.corrected",
        section="3.1.2",
        label="after (3.3)",
        kind="identity",
        reading="charitable",
        disputed=FLOOR_DISPUTED,
        statement=r"... $= -(p-q) P[A_{n-1}(m-1) = \lfloor x \rfloor]$",
        hypotheses="1 <= m <= n; real x",
        formula=_CDF_CHAIN.format(last="floor(x)"),
    )(_chain_1_corrected),
)(_chain_1_printed)


@FEB.claim(
    "cdf-difference-shifted",
    section="3.1.2",
    label="after (3.3)",
    kind="identity",
    statement=r"$F_{n,m}(x+1) - F_{n,m-1}(x) = pF_{n-1,m-1}(x) + qF_{n-1,m-1}(x+1) - qF_{n-1,m-1}(x-1) - "
    r"pF_{n-1,m-1}(x) = q[F_{n-1,m-1}(x+1) - F_{n-1,m-1}(x-1)] = q\{P[A_{n-1}(m-1) = \lfloor x \rfloor] + "
    r"P[A_{n-1}(m-1) = \lfloor x + 1 \rfloor]\}$",
    hypotheses="1 <= m <= n; real x",
    domain=NMX_1,
    # from the laws of A_n(m), A_n(m-1), A_(n-1)(m-1), each '=' of the chain
    formula="""
    p = 1 - q
    F(law, y) = sum(at(law, u) for u in ints(0, floor(y)))
    X = ones_law(n - 1, m - 1, q)
    f(y) = F(X, y)
    F(ones_law(n, m, q), x + 1) - F(ones_law(n, m - 1, q), x) == p*f(x) + q*f(x + 1) - q*f(x - 1) - p*f(x)
      == q*(f(x + 1) - f(x - 1)) == q*(at(X, floor(x)) + at(X, floor(x + 1)))
    """,
)
def cdf_difference_shifted(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, after (3.3): F_(n,m)(x+1) - F_(n,m-1)(x), each step."""
    q, n, m, x = point["q"], point["n"], point["m"], point["x"]
    p = 1 - q
    f = lambda y: _cdf(q, n - 1, m - 1, y)  # noqa: E731
    steps = (
        _cdf(q, n, m, x + 1) - _cdf(q, n, m - 1, x),
        p * f(x) + q * f(x + 1) - q * f(x - 1) - p * f(x),
        q * (f(x + 1) - f(x - 1)),
        q * (_mass(q, n - 1, m - 1, Fraction(floor(x))) + _mass(q, n - 1, m - 1, Fraction(floor(x + 1)))),
    )
    for before, after in pairwise(steps):
        if before != after:
            return equal(before, after)
    return equal(steps[0], steps[-1])


@FEB.claim(
    "cdf-sandwich",
    section="3.1.2",
    label="after (3.3)",
    statement=r"Therefore, $F_{n,m}(x) \le F_{n,m-1}(x) \le F_{n,m}(x+1)$ and "
    r"$F_{n,m-1}(x-1) \le F_{n,m}(x) \le F_{n,m-1}(x)$",
    hypotheses="1 <= m <= n; real x",
    domain=NMX_1,
    formula="""
    A(j) = ones_law(n, j, q)
    F(j, y) = sum(at(A(j), u) for u in ints(0, floor(y)))
    F(m, x) <= F(m - 1, x) <= F(m, x + 1) and F(m - 1, x - 1) <= F(m, x) <= F(m - 1, x)
    """,
)
def cdf_sandwich(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.2, after (3.3): the cdf sandwich."""
    q, n, m, x = point["q"], point["n"], point["m"], point["x"]
    chain = ((_cdf(q, n, m, x), _cdf(q, n, m - 1, x)), (_cdf(q, n, m - 1, x), _cdf(q, n, m, x + 1)),
             (_cdf(q, n, m - 1, x - 1), _cdf(q, n, m, x)), (_cdf(q, n, m, x), _cdf(q, n, m - 1, x)))
    for low, high in chain:
        if low > high:
            return Evaluation(low, "<=", high)
    return Evaluation(chain[0][0], "<=", chain[0][1])


# --------------------------------------------------------------------------- §3.1.3 quantiles

ALPHAS = tuple(Fraction(a) for a in ("1/100", "1/4", "1/2", "3/4", "99/100", "1"))


@lru_cache(maxsize=1 << 16)
def _quantile(q: Fraction, n: int, m: int, alpha: Fraction) -> int:
    """τ_n(m) = inf{y : F_(n,m)(y) >= α}, an integer for 0 < α <= 1."""
    total = Fraction(0)
    for s in range(n + 1):
        total += _prob(q, n, m, s)
        if total >= alpha:
            return s
    return n


#: α: the levels ALPHAS (1 written 1/1, the Fraction the sweep has always swept), then F_(n,m-1)(s) for s = 0..n
#: (repeats kept), each in (0, 1]; F_(n,m-1)(s) = Σ_(u<=s) P[A_n(m-1) = u] is the coefficient of x^s in the
#: generating polynomial of A_n(m-1) times 1 + x + ... + x^n (convolve: the sweep's cost, 525 laws)
ALPHA = Domain.of(ints("n", 1, 14, search_high=80, deep_high=20), lie_probability(), ints("m", 1, "n"),
                  each("alpha", "tuple(a for levels in ((1/100, 1/4, 1/2, 3/4, 99/100, 1/1), take(convolve(ones_law(n, "
                       "m - 1, q), tuple(1 for s in ints(0, n))), n + 1)) for a in levels if 0 < a <= 1)",
                       "α in {1/100, 1/4, 1/2, 3/4, 99/100, 1} and every value of F_(n,m-1) in (0, 1]",
                       search=rationals(0, 1, ends="(]", max_denominator=10**4)))
#: The cdfs F_(n,m) and F_(n,m-1) at s = 0..n (C, Cb), F(c, y) at any real y (0 below 0, 1 from n on: the law of
#: A_n(m) lives on 0..n), and the α-quantile τ(c) = inf{y : F(y) >= α} over the integers 0..n (an integer: record
#: quantile-integer).
QUANTILES = """
C = tuple(sum(take(ones_law(n, m, q), s + 1)) for s in ints(0, n))
Cb = tuple(sum(take(ones_law(n, m - 1, q), s + 1)) for s in ints(0, n))
F(c, y) = 0 if y < 0 else c[min(floor(y), n)]
tau(c) = min(s for s in ints(0, n) if c[s] >= alpha)
"""
#: The quantile claims read α as a level in (0, 1]; the text leaves its range to the word "quantile".
ALPHA_LEVEL = Deviation("added hypothesis", "0 < α <= 1, the levels 'the α-th quantile' is defined for (the text "
                        "does not state the range of α)", where="§3.1.3, the definition of τ_n(m)")
ALPHA_MEANINGLESS = ("for α <= 0 the infimum is -∞ and for α > 1 it is over the empty set: 'the α-th quantile' "
                     "names no quantile there")


@FEB.claim(
    "quantile-integer",
    section="3.1.3",
    label="§3",
    statement=r"Note that $\tau_n(m)$ is an integer satisfying $F_{n,m}(\tau_n(m)) \geq \alpha$ and "
    r"$F_{n,m}(\tau_n(m)-1) < \alpha$.",
    hypotheses="0 < α <= 1",
    domain=ALPHA,
    reading="as read",
    deviations=(ALPHA_LEVEL,),
    meaningless=ALPHA_MEANINGLESS,
    # the model: τ_n(m) = inf{y : F_(n,m)(y) >= α}, the least s in 0..n with F_(n,m)(s) >= α (F_(n,m) jumps only at
    # 0..n, where A_n(m) lives, and is right-continuous); printed: F(τ) >= α and F(τ - 1) < α
    formula=QUANTILES + "t = tau(C)\nF(C, t) >= alpha and F(C, t - 1) < alpha",
)
def quantile_integer(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.3, §3: the α-quantile of F_(n,m)."""
    q, n, m, alpha = point["q"], point["n"], point["m"], point["alpha"]
    tau = _quantile(q, n, m, alpha)
    if _cdf(q, n, m, Fraction(tau)) < alpha:
        return Evaluation(_cdf(q, n, m, Fraction(tau)), ">=", alpha)
    return Evaluation(_cdf(q, n, m, Fraction(tau - 1)), "<", alpha)


@FEB.claim(
    "quantile-claim",
    section="3.1.3",
    label="Claim",
    statement=r"For $m = 1, \ldots, n$, $\tau_n(m) \in \{\tau_n(m-1), \tau_n(m-1) + 1\}$.",
    hypotheses="0 < α <= 1",
    domain=ALPHA,
    reading="as read",
    deviations=(ALPHA_LEVEL,),
    meaningless=ALPHA_MEANINGLESS,
    # the quantiles of the laws of A_n(m) and A_n(m - 1) (ones_law) against the printed {τ_n(m-1), τ_n(m-1) + 1}
    formula=QUANTILES + "tau(C) == tau(Cb) or tau(C) == tau(Cb) + 1",
)
def quantile_claim(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.3, Claim: consecutive quantiles differ by 0 or 1."""
    q, n, m, alpha = point["q"], point["n"], point["m"], point["alpha"]
    step = _quantile(q, n, m, alpha) - _quantile(q, n, m - 1, alpha)
    return Evaluation(step, ">=", 0) if step < 0 else Evaluation(step, "<=", 1)


@FEB.claim(
    "quantile-claim.proof",
    section="3.1.3",
    label="Claim",
    statement=r"Proof. $\alpha \leq F_{n,m}(\tau_n(m)) \leq F_{n,m-1}(\tau_n(m))$, so $\tau_n(m) \geq \tau_n(m-1)$; "
    r"$F_{n,m}(\tau_n(m-1)+1) \geq F_{n,m-1}(\tau_n(m-1)) \geq \alpha$, so $\tau_n(m) \leq \tau_n(m-1)+1$.",
    hypotheses="0 < α <= 1; each inequality of the proof",
    domain=ALPHA,
    reading="as read",
    deviations=(ALPHA_LEVEL,),
    meaningless=ALPHA_MEANINGLESS,
    # the proof's four printed inequalities, each side from the laws of A_n(m) and A_n(m - 1) (ones_law)
    formula=QUANTILES + "t = tau(C)\ntb = tau(Cb)\n"
    "alpha <= F(C, t) <= F(Cb, t) and F(Cb, tb) <= F(C, tb + 1) and alpha <= F(Cb, tb)",
)
def quantile_proof(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §3.1.3, Claim (proof): the two inequality chains."""
    q, n, m, alpha = point["q"], point["n"], point["m"], point["alpha"]
    now, before = _quantile(q, n, m, alpha), _quantile(q, n, m - 1, alpha)
    chain = ((alpha, _cdf(q, n, m, Fraction(now))), (_cdf(q, n, m, Fraction(now)), _cdf(q, n, m - 1, Fraction(now))),
             (_cdf(q, n, m - 1, Fraction(before)), _cdf(q, n, m, Fraction(before + 1))),
             (alpha, _cdf(q, n, m - 1, Fraction(before))))
    for low, high in chain:
        if low > high:
            return Evaluation(low, "<=", high)
    return Evaluation(alpha, "<=", chain[0][1])
