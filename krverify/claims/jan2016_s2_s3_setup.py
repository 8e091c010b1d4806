"""001_d8c6cb5d6e66af37.txt (draft of Jan 8, 2016), §2 "Theoretical setup" and §3 "Differential Privacy".

The randomization R with X ~ Ber(q), the distribution of R(v), P[s ∈ R(T)],
and the §3 steps: the ratio-of-sums bound and the per-record (RAPPOR) reduction,
each checked by enumerating every synthetic collection of small sizes.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, equal, same_truth
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, collections, lie_probabilities, neighbours, vector_pairs
from krverify.claims.feb2016_s1_s2_dp_and_reporting import identical_is_most_likely, pmf, ratio_of_sums_steps
from krverify.model import record_space, report_probability
from krverify.model.mechanisms import nonempty_subsets

JAN = Document("001_d8c6cb5d6e66af37.txt", prefix="001")
_GRID = "q in {" + ", ".join(str(q) for q in Q_GRID) + "}"


def _x_form(b: int, s: int, q: Fraction) -> Fraction:
    """P[R(b) = s] from R(b; X) = (1 - b) X + b (1 - X), X ~ Ber(q)."""
    return sum((q if x == 1 else 1 - q) for x in (0, 1) if (1 - b) * x + b * (1 - x) == s)


VECTORS, _vector_strategy = vector_pairs("v", "s")


def _valid(point: Point) -> bool:
    return 0 < point["q"] < Fraction(1, 2) and len(point["v"]) == len(point["s"]) >= 1


@JAN.claim(
    "randomization",
    section="2",
    label="§2",
    kind="identity",
    statement=r"$R(b) = R(b; X) = (1 - b) \cdot X + b \cdot (1 - X)$ where $X \sim \text{Ber}(q)$; "
    r"applied to a vector, "
    r"each bit is randomized independently: it flips a bit with probability q",
    hypotheses="0 < q < 1/2; bits and vectors of length L <= 3",
    domain=VECTORS,
    strategy=_vector_strategy,
)
def randomization(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2 (definition): the X form of R flips each bit with probability q."""
    if not _valid(point):
        return None
    v, s, q = point["v"], point["s"], point["q"]
    by_definition = Fraction(1)
    for b, target in zip(v, s, strict=True):
        by_definition *= _x_form(b, target, q)
    return equal(by_definition, report_probability(v, s, q))


@JAN.claim(
    "remark-q-f-half",
    section="2",
    label="§2",
    kind="identity",
    statement=r"This is equivalent to the randomized response procedure where the value is reported as-is with "
    r"probability 1 - f, and with probability f the reported value is the outcome of the toss of a fair coin. "
    r"In this case, q = f/2.",
    hypotheses="0 < f < 1",
    domain=Domain("f in {1/100, 1/10, 1/2, 9/10}",
                  lambda: ({"f": Fraction(f)} for f in ("1/100", "1/10", "1/2", "9/10"))),
    strategy=lambda: st.fixed_dictionaries({"f": st.fractions(0, 1, max_denominator=1000).filter(lambda f: 0 < f < 1)}),
)
def remark_q_f_half(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2 (remark): q = f/2."""
    f = point["f"]
    return None if not 0 < f < 1 else equal(f * Fraction(1, 2), f / 2)


@JAN.claim(
    "remark-q-half",
    section="2",
    label="§2",
    kind="identity",
    statement=r"If q = 1/2, then $R(0) \stackrel{d}{=} R(1)$",
    hypotheses="q = 1/2, from the X form of R",
    domain=Domain("q = 1/2; s in {0, 1}", lambda: ({"s": s} for s in (0, 1))),
    strategy=lambda: st.fixed_dictionaries({"s": st.sampled_from((0, 1))}),
)
def remark_q_half(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2 (remark): at q = 1/2 the report is independent of the bit."""
    half = Fraction(1, 2)
    return equal(_x_form(0, point["s"], half), _x_form(1, point["s"], half))


@JAN.claim(
    "distribution",
    section="2",
    label="§2",
    kind="identity",
    statement=r"$P[R(b) = s] = q^{\mathbf{1}_{\{b \neq s\}}} (1 - q)^{\mathbf{1}_{\{b = s\}}}$; "
    r"$P[R(v) = s] = q^{\sum \mathbf{1}_{\{b_i \neq s_i\}}} (1 - q)^{\sum \mathbf{1}_{\{b_i = s_i\}}} = "
    r"q^{L - m(v, s)} (1 - q)^{m(v, s)}$ with $m(v, s) = |\{i : v_i = s_i\}|$",
    hypotheses="0 < q < 1/2; L <= 3",
    domain=VECTORS,
    strategy=_vector_strategy,
)
def distribution(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2: P[R(v) = s] through the number of agreeing bits."""
    if not _valid(point):
        return None
    v, s, q = point["v"], point["s"], point["q"]
    agree = sum(1 for a, b in zip(v, s, strict=True) if a == b)
    truth = Fraction(1)
    for b, target in zip(v, s, strict=True):
        truth *= _x_form(b, target, q)
    return equal(truth, q ** (len(v) - agree) * (1 - q) ** agree)


@JAN.claim(
    "identical-most-likely",
    section="2",
    label="§2",
    statement=r"this probability is maximized when m(v, s) = L and minimized when m(v, s) = 0; the most likely "
    r"outcome of randomizing a bit vector is obtaining an identical vector",
    hypotheses="0 < q < 1/2; s != v strictly less likely than v, at least as likely as the opposite of v",
    domain=VECTORS,
    strategy=_vector_strategy,
)
def identical_most_likely(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2: R(v) = v is the unique most likely outcome."""
    return identical_is_most_likely(point["v"], point["s"], point["q"]) if _valid(point) else None


def _collection_s_points() -> Iterator[Point]:
    for n, L in ((1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (3, 2), (1, 3), (2, 3)):
        for q in Q_GRID[:3]:
            for t in collections(n, L):
                for s in product((1, 0), repeat=L):
                    yield {"q": q, "T": t, "s": s}


@st.composite
def _collection_s_strategy(draw: st.DrawFn) -> Point:
    n, L = draw(st.sampled_from(((1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (2, 2), (3, 2), (1, 3))))
    record = st.tuples(*[st.sampled_from((0, 1))] * L)
    return {"q": draw(lie_probabilities(100)), "T": tuple(draw(st.lists(record, min_size=n, max_size=n))),
            "s": draw(record)}


@JAN.claim(
    "s-in-r-t",
    section="2",
    label="§2",
    kind="identity",
    statement=r"$P[s \in R(T)] = 1 - P[s \notin R(T)] = 1 - \prod_{v \in T} P[R(v) \neq s] = 1 - \prod_{v \in T} "
    r"[1 - q^{L - m(v, s)} (1 - q)^{m(v, s)}]$",
    hypotheses="T a collection of n records, each randomized independently; every s",
    domain=Domain("collections T of shape (n, L) in {(1..3, 1), (1..3, 2), (1..2, 3)}; every s; "
                  "q in {9/1000, 1/10, 1/4}", _collection_s_points),
    strategy=lambda: _collection_s_strategy(),
)
def s_in_r_t(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2: the probability that s appears among the randomized records."""
    q, t, s = point["q"], point["T"], point["s"]
    if not (0 < q < Fraction(1, 2) and t and len(s) == len(t[0])):
        return None
    space = record_space(len(s))
    appears = Fraction(0)
    for synthetic in product(space, repeat=len(t)):
        if s in synthetic:
            weight = Fraction(1)
            for record, reported in zip(t, synthetic, strict=True):
                weight *= report_probability(record, reported, q)
            appears += weight
    closed = 1 - _product(1 - q ** (len(s) - _agree(v, s)) * (1 - q) ** _agree(v, s) for v in t)
    via_complement = 1 - _product(1 - report_probability(v, s, q) for v in t)
    if appears != via_complement:
        return equal(appears, via_complement)
    return equal(appears, closed)


def _agree(v: tuple[int, ...], s: tuple[int, ...]) -> int:
    return sum(1 for a, b in zip(v, s, strict=True) if a == b)


def _product(values: Iterator[Fraction]) -> Fraction:
    result = Fraction(1)
    for value in values:
        result *= value
    return result


# --------------------------------------------------------------------------- §3

JAN.definition(
    "dp-definition",
    section="3",
    label="§3",
    statement=r"The random query A is said to be ε-differentially private if, for any two databases x, x' "
    r"differing in one row, $P[A(\mathbf{x}) \in S] \leq \epsilon \cdot P[A(\mathbf{x}') \in S]$",
    finding="Here ε multiplies the probability (e^ε in 000's (1.1)); 001's ε is 000's e^ε = λ.",
)


def _pair_points() -> Iterator[Point]:
    for n, L in ((1, 1), (2, 1), (3, 1), (1, 2), (2, 2)):
        for q in Q_GRID[:3]:
            for x in collections(n, L):
                for y in neighbours(x):
                    yield {"q": q, "x": x, "x'": y}


@st.composite
def _pair_strategy(draw: st.DrawFn) -> Point:
    n, L = draw(st.sampled_from(((1, 1), (2, 1), (3, 1), (4, 1), (1, 2), (2, 2))))
    record = st.tuples(*[st.sampled_from((0, 1))] * L)
    x = tuple(draw(st.lists(record, min_size=n, max_size=n)))
    index = draw(st.integers(0, n - 1))
    flipped = draw(record.filter(lambda r, old=x[index]: r != old))
    return {"q": draw(lie_probabilities(100)), "x": x, "x'": x[:index] + (flipped,) + x[index + 1:]}


PAIRS = Domain("every neighbouring pair of shape (n, L) in {(1..3, 1), (1..2, 2)}; q in {9/1000, 1/10, 1/4}",
               _pair_points)


@JAN.claim(
    "ratio-of-sums",
    section="3",
    label="§3",
    statement=r"$\frac{P[A(\mathbf{x}) \in S]}{P[A(\mathbf{x}') \in S]} = \frac{\sum_{s \in S} P[A(\mathbf{x}) = s]}"
    r"{\sum_{s \in S} P[A(\mathbf{x}') = s]} \leq \max_{s \in S} \frac{P[A(\mathbf{x}) = s]}{P[A(\mathbf{x}') = s]}$ "
    r"by the Lemma (need reference)",
    hypotheses="A = Φ∘R; every neighbouring pair; every nonempty set S of outcomes (of at most 3 outcomes when "
    "the support has more than 6); the max over s in S",
    domain=PAIRS,
    strategy=lambda: _pair_strategy(),
)
def ratio_of_sums(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: the set-level ratio is at most the largest pointwise ratio."""
    q, x, y = point["q"], point["x"], point["x'"]
    return ratio_of_sums_steps(pmf(x, q), pmf(y, q))


def _product_query(x: tuple[tuple[int, ...], ...], s: tuple[tuple[int, ...], ...], q: Fraction) -> Fraction:
    """P[A(x) = s] for the per-record query A(x) = (R(x_1), ..., R(x_n)), by the joint distribution."""
    weight = Fraction(1)
    for record, reported in zip(x, s, strict=True):
        weight *= report_probability(record, reported, q)
    return weight


@JAN.claim(
    "per-record-ratio",
    section="3",
    label="§3",
    kind="identity",
    statement=r"if A randomizes each record independently, $P[A(\mathbf{x}) = s] = \prod P[A_0(x_i) = s_i]$ and, for "
    r"x, x' differing in the first row, $\frac{P[A(\mathbf{x}) = s]}{P[A(\mathbf{x}') = s]} = "
    r"\frac{P[A_0(x_1) = s_1]}{P[A_0(x'_1) = s_1]}$",
    hypotheses="A_0 = R; every neighbouring pair differing in the first record and every s",
    domain=Domain(PAIRS.description + " (differing in the first record); every s",
                  lambda: ({**pt, "s": s} for pt in _pair_points() if pt["x"][0] != pt["x'"][0]
                           for s in product(record_space(len(pt["x"][0])), repeat=len(pt["x"])))),
    strategy=lambda: _pair_strategy().flatmap(lambda pt: st.just(pt).map(
        lambda point: {**point, "s": point["x"]})),
)
def per_record_ratio(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: the per-record query's ratio involves only the modified record."""
    q, x, y, s = point["q"], point["x"], point["x'"], point["s"]
    if x[0] == y[0] or x[1:] != y[1:]:
        return None
    return equal(_product_query(x, s, q) / _product_query(y, s, q),
                 report_probability(x[0], s[0], q) / report_probability(y[0], s[0], q))


def _rappor_points() -> Iterator[Point]:
    for n, L in ((1, 1), (2, 1), (1, 2)):
        for q in Q_GRID[:3]:
            for eps in (Fraction(2), Fraction(5), Fraction(120)):
                yield {"q": q, "n": n, "L": L, "epsilon": eps}


@JAN.claim(
    "per-record-condition",
    section="3",
    label="§3",
    statement=r"Therefore, in this case, the query A will satisfy differential privacy if "
    r"$P[A_0(x) = s] \leq \epsilon \cdot P[A_0(x') = s]$ for all $x, x' \in D$ and $s \in S_0$.",
    hypotheses="001's definition (ε multiplies); A_0 = R; every set S of outcomes of A = (R(x_1), ..., R(x_n))",
    domain=Domain("(n, L) in {(1,1), (2,1), (1,2)}; q in {9/1000, 1/10, 1/4}; ε in {2, 5, 120}", _rappor_points),
    strategy=lambda: st.fixed_dictionaries({"q": lie_probabilities(100), "n": st.integers(1, 2), "L": st.just(1),
                                            "epsilon": st.fractions(1, 200, max_denominator=10)}),
)
def per_record_condition(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: the per-record bound implies the set-level bound."""
    q, n, L, eps = point["q"], point["n"], point["L"], point["epsilon"]
    if not 0 < q < Fraction(1, 2):
        return None
    space = record_space(L)
    record_bound = all(report_probability(a, s, q) <= eps * report_probability(b, s, q)
                       for a in space for b in space for s in space)
    outcomes = list(product(space, repeat=n))
    set_bound = all(
        sum(_product_query(x, s, q) for s in subset) <= eps * sum(_product_query(y, s, q) for s in subset)
        for x in collections(n, L) for y in neighbours(x) for subset in nonempty_subsets(outcomes))
    if not record_bound:
        return None
    return same_truth(record_bound, set_bound)


JAN.definition("r-dp-definition", section="3", label="§3",
               statement=r"Consider a collection T of bit vectors, and write $T_v = T \setminus \{v\}$. The "
               r"randomization procedure R is ε-differentially private if $\log \left(\frac{P[R(T) \in S]}"
               r"{P[R(T_v) \in S]}\right) \leq \epsilon$ for any set of bit vectors S.")
JAN.definition("anonymity", section="3", label="§3",
               statement=r"Anonymity: $A_p = \min_{v \in T, s \in \{0,1\}^L} \frac{P[s \in R(T_v)]}{P[s = R(v)]}$")


def _single_bit(point: Point) -> tuple[Fraction, Fraction] | None:
    """(largest ratio p/q of the one-bit mechanism, the point's λ), checked from the pmfs."""
    q = point["q"]
    if not 0 < q < Fraction(1, 2):
        return None
    ratios = [pmf(y, q)[s] / pmf(x, q)[s] for x in collections(1, 1) for y in neighbours(x) for s in pmf(x, q)]
    return max(ratios), point.get("lambda", Fraction(0))


def _epsilon_conventions(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: ε of the §3 definition against ε of R's definition and (4.42)."""
    parts = _single_bit(point)
    if parts is None:
        return None
    largest, _ = parts
    # §3: the smallest ε with P <= ε P' is the largest ratio; R's definition and (4.42): ε = log(largest).
    # Equal would need largest = log(largest) <= largest - 1.
    return Evaluation(largest, "<=", largest - 1, detail="largest - 1 >= log(largest), the ε of R and (4.42)")


def _epsilon_conventions_corrected(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3 with exp(ε) in the definition: the three conventions agree."""
    parts = _single_bit(point)
    if parts is None or parts[1] < 1:
        return None
    largest, lam = parts  # λ = e^ε
    q = point["q"]
    setwise = max(sum(pmf(y, q)[s] for s in subset) / sum(pmf(x, q)[s] for s in subset)
                  for x in collections(1, 1) for y in neighbours(x) for subset in nonempty_subsets(sorted(pmf(x, q))))
    return same_truth(setwise <= lam, largest <= lam)


_LAMBDA_POINTS = Domain(f"{_GRID}; λ = e^ε in {{1, 3/2, 2, 9, 99, 1000}}",
                        lambda: ({"q": q, "lambda": Fraction(lam)} for q in Q_GRID
                                 for lam in ("1", "3/2", "2", "9", "99", "1000")))

JAN.claim(
    "epsilon-conventions",
    section="3",
    label="§3",
    statement=r"ε as defined in §3 ($P[A(\mathbf{x}) \in S] \leq \epsilon \cdot P[A(\mathbf{x}') \in S]$), "
    r"for R ($\log(P[R(T) \in S]/P[R(T_v) \in S]) \leq \epsilon$) and in (4.42) ($\lambda = e^\epsilon$) are "
    r"one privacy level",
    hypotheses="the one-bit mechanism (n = L = 1, ratios up to p/q); each definition's smallest ε; equality of the "
    "§3 ε with log(p/q) would need it to be at most p/q - 1",
    domain=Domain(_GRID, lambda: ({"q": q} for q in Q_GRID)),
    strategy=lambda: st.fixed_dictionaries({"q": lie_probabilities(1000)}),
    finding="001 defines ε three ways: §3 multiplies by ε, R's definition and (4.42) by e^ε. For one bit §3 gives "
    "ε = p/q, the others log(p/q). 000's (1.1) uses exp(ε), which makes all three agree.",
    correction=JAN.correction(
        "epsilon-conventions.corrected",
        section="3",
        label="§3",
        statement=r"with $\exp(\epsilon)$ in §3's definition (as 000's (1.1)): the mechanism is ε-DP (every set S) "
        r"exactly when $p/q \leq e^\epsilon = \lambda$, as R's definition and (4.42) read it",
        hypotheses="the one-bit mechanism; λ = e^ε rational",
        domain=_LAMBDA_POINTS,
        strategy=lambda: st.fixed_dictionaries({"q": lie_probabilities(1000),
                                                "lambda": st.fractions(1, 1000, max_denominator=100)}),
    )(_epsilon_conventions_corrected),
)(_epsilon_conventions)
