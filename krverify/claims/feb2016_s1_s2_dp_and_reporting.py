"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §1 "Differential Privacy" and §2 "Bit vector reporting".

Proposition 1.1 and its proof, the bit randomization R, the distribution of
R(x) and of A(x) = Φ(R(x)), (2.1), and the support of A — each checked on every
collection and outcome of small sizes against brute-force enumeration.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import chain, combinations, product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, equal, same_truth, weakest
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, SMALL_SHAPES, collections, lie_probabilities, neighbours, vector_pairs
from krverify.model import count_pmf, count_pmf_by_enumeration, hamming_distance, record_space, report_probability
from krverify.model.mechanisms import nonempty_subsets

FEB = Document("000_6dfa2dbc38b4b249.txt", prefix="000")
_GRID = "q in {" + ", ".join(str(q) for q in Q_GRID) + "}"
LAMBDAS = (Fraction(3, 2), Fraction(2), Fraction(5), Fraction(50), Fraction(1000))


@lru_cache(maxsize=4096)
def pmf(x: tuple[tuple[int, ...], ...], q: Fraction) -> dict[tuple[int, ...], Fraction]:
    """P[A(x) = s] from the model (cached)."""
    return count_pmf(x, q)


# --------------------------------------------------------------------------- §1


FEB.definition("eq-1.1", section="1", label="(1.1)",
               statement=r"A randomized query A is ε-differentially private if, for any two databases x, x' "
               r"differing in one row, $P[A(\mathbf{x}) \in S] \le \exp(\epsilon) \cdot P[A(\mathbf{x}') \in S]$ "
               r"for all S (measurable)")
FEB.definition("eq-1.2", section="1", label="(1.2)",
               statement=r"$P[A(\mathbf{x}) = s] \le \exp(\epsilon) \cdot P[A(\mathbf{x}') = s]$ for all s, "
               r"where x, x' differ in one row (the condition of Proposition 1.1)")


def _dp_points() -> Iterator[Point]:
    for n, L in ((1, 1), (2, 1), (3, 1), (4, 1), (1, 2)):
        for q in Q_GRID:
            for lam in LAMBDAS:
                yield {"q": q, "n": n, "L": L, "lambda": lam}


def _dp_strategy() -> st.SearchStrategy[Point]:
    return st.sampled_from(((1, 1), (2, 1), (3, 1), (1, 2))).flatmap(lambda shape: st.fixed_dictionaries({
        "q": lie_probabilities(100), "n": st.just(shape[0]), "L": st.just(shape[1]),
        "lambda": st.fractions(1, 10**4, max_denominator=10)}))


def _set_level(q: Fraction, n: int, L: int, lam: Fraction) -> bool:
    """(1.1) with e^ε = λ, checked over every neighbouring pair and every set S of outcomes."""
    for x in collections(n, L):
        before = pmf(x, q)
        outcomes = list(before)
        for x_prime in neighbours(x):
            after = pmf(x_prime, q)
            for subset in nonempty_subsets(outcomes):
                if sum(before[s] for s in subset) > lam * sum(after[s] for s in subset):
                    return False
    return True


def _pointwise(q: Fraction, n: int, L: int, lam: Fraction) -> bool:
    """(1.2) with e^ε = λ, over every neighbouring pair and outcome."""
    return all(pmf(x, q)[s] <= lam * pmf(y, q)[s]
               for x in collections(n, L) for y in neighbours(x) for s in pmf(x, q))


@FEB.claim(
    "proposition-1.1",
    section="1",
    label="Proposition 1.1",
    statement=r"If S is finite, then A is ε-differentially private if and only if "
    r"$P[A(\mathbf{x}) = s] \le \exp(\epsilon) \cdot P[A(\mathbf{x}') = s]$ (1.2) for all s, where x, x' differ "
    r"in one row.",
    hypotheses="A = Φ∘R on collections of n records of L bits; e^ε = λ rational; every set S of outcomes",
    domain=Domain(f"(n, L) in {{(1,1), (2,1), (3,1), (4,1), (1,2)}}; {_GRID}; λ in {{3/2, 2, 5, 50, 1000}}",
                  _dp_points),
    strategy=_dp_strategy,
)
def proposition_1_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1: set-level DP ⟺ pointwise bound (1.2)."""
    q, n, L, lam = point["q"], point["n"], point["L"], point["lambda"]
    if not (0 < q < Fraction(1, 2) and lam >= 1 and n >= 1 and L >= 1):
        return None
    return same_truth(_set_level(q, n, L, lam), _pointwise(q, n, L, lam))


def _pair_points(shapes: tuple[tuple[int, int], ...] = SMALL_SHAPES[:6]) -> Iterator[Point]:
    for n, L in shapes:
        for q in Q_GRID[:3]:
            for x in collections(n, L):
                for x_prime in neighbours(x):
                    yield {"q": q, "x": x, "x'": x_prime}


@st.composite
def _pair_strategy(draw: st.DrawFn) -> Point:
    n, L = draw(st.sampled_from(SMALL_SHAPES[:6]))
    record = st.tuples(*[st.sampled_from((0, 1))] * L)
    x = tuple(draw(st.lists(record, min_size=n, max_size=n)))
    index = draw(st.integers(0, n - 1))
    flipped = draw(record.filter(lambda r, old=x[index]: r != old))
    return {"q": draw(lie_probabilities(100)), "x": x, "x'": x[:index] + (flipped,) + x[index + 1:]}


PAIRS = Domain("every neighbouring pair of collections of shape (n, L) in {(1,1), (2,1), (3,1), (4,1), "
               "(1,2), (2,2)}; q in {9/1000, 1/10, 1/4}", _pair_points)


def ratio_of_sums_steps(before: dict, after: dict) -> Evaluation:
    """Σ_S P / Σ_S P' <= max_(s in S) P/P' for every nonempty set S of outcomes (the weakest case).

    Every S when the support has at most 6 outcomes, else every S of at most 3 outcomes (O(K³) sets).
    """
    outcomes = sorted(before)
    largest = len(outcomes) if len(outcomes) <= 6 else 3
    sets = chain.from_iterable(combinations(outcomes, size) for size in range(1, largest + 1))
    return weakest(
        Evaluation(sum(before[s] for s in subset) / sum(after[s] for s in subset), "<=",
                   max(before[s] / after[s] for s in subset))
        for subset in sets)


@FEB.claim(
    "proposition-1.1.proof",
    section="1",
    label="Proposition 1.1",
    statement=r"(⇐) $\frac{P[A(\mathbf{x}) \in S]}{P[A(\mathbf{x}') \in S]} = \frac{\sum_{s \in S} "
    r"P[A(\mathbf{x}) = s]}{\sum_{s \in S} P[A(\mathbf{x}') = s]} \le \max_{s \in S} \frac{P[A(\mathbf{x}) = s]}"
    r"{P[A(\mathbf{x}') = s]}$, using Lemma 5.1 [the document has no Lemma 5.1; the bound is Lemma 4.1]",
    hypotheses="A = Φ∘R; every neighbouring pair; every nonempty set S of outcomes (of at most 3 outcomes when "
    "the support has more than 6); the max over s in S",
    domain=PAIRS,
    strategy=lambda: _pair_strategy(),
)
def proposition_proof(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1 (proof): a ratio of sums is at most the largest ratio."""
    q, x, x_prime = point["q"], point["x"], point["x'"]
    return ratio_of_sums_steps(pmf(x, q), pmf(x_prime, q))


# The proof is written for any finite query A, whose outcomes may have probability 0 (for A = Φ∘R none
# has: 000 §3).  Its branches are checked on every pair of distributions P = P[A(x) = .], P' = P[A(x') = .]
# over K <= 3 outcomes with probabilities in quarters (zeros included).

_QUARTERS = tuple(Fraction(i, 4) for i in range(5))


def _distributions(size: int) -> list[tuple[Fraction, ...]]:
    return [d for d in product(_QUARTERS, repeat=size) if sum(d) == 1]


def _mechanism_points() -> Iterator[Point]:
    for size in (1, 2, 3):
        for before, after in product(_distributions(size), repeat=2):
            for lam in (Fraction(1), Fraction(2), Fraction(3)):
                yield {"P": before, "P'": after, "lambda": lam}


@st.composite
def _mechanism_strategy(draw: st.DrawFn) -> Point:
    size = draw(st.integers(1, 5))

    def distribution() -> tuple[Fraction, ...]:
        weights = draw(st.lists(st.integers(0, 20), min_size=size, max_size=size).filter(lambda w: sum(w) > 0))
        return tuple(Fraction(w, sum(weights)) for w in weights)

    return {"P": distribution(), "P'": distribution(), "lambda": draw(st.fractions(1, 20, max_denominator=10))}


MECHANISMS = Domain("every pair of distributions P, P' on K <= 3 outcomes with probabilities in {0, 1/4, ..., 1}; "
                    "λ in {1, 2, 3}", _mechanism_points)


def _mechanism(point: Point) -> tuple[tuple[Fraction, ...], tuple[Fraction, ...], Fraction] | None:
    before, after, lam = point["P"], point["P'"], point["lambda"]
    if (len(before) != len(after) or not before or lam < 1 or sum(before) != 1 or sum(after) != 1
            or min(before + after) < 0):
        return None
    return before, after, lam


@FEB.claim(
    "proposition-1.1.general",
    section="1",
    label="Proposition 1.1",
    statement=r"(⇐) If $\mathsf{P}[A(\mathbf{x}') \in S] = 0$, then $\mathsf{P}[A(\mathbf{x}') = s] = 0$ for each "
    r"$s \in S$. From (1.2) we have that $\mathsf{P}[A(\mathbf{x}) = s] = 0$ as well, and so "
    r"$P[A(\mathbf{x}) \in S] = 0$, verifying (1.1). Otherwise ... $\le \exp(\epsilon)$",
    hypotheses="any finite query: P = P[A(x) = .], P' = P[A(x') = .] satisfying (1.2) with e^ε = λ; every set S",
    domain=MECHANISMS,
    strategy=lambda: _mechanism_strategy(),
)
def proposition_general(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1 (proof): both branches, for a query with zero probabilities."""
    parts = _mechanism(point)
    if parts is None:
        return None
    before, after, lam = parts
    if any(b > lam * a for b, a in zip(before, after, strict=True)):
        return None  # (1.2) fails: the (⇐) direction assumes it
    return weakest(Evaluation(sum(before[s] for s in subset), "<=", lam * sum(after[s] for s in subset))
                   for subset in nonempty_subsets(range(len(before))))


def _positive_terms(point: Point, only_positive: bool) -> Evaluation | None:
    parts = _mechanism(point)
    if parts is None:
        return None
    before, after, lam = parts
    if any(b > lam * a for b, a in zip(before, after, strict=True)):
        return None
    cases = []
    for subset in nonempty_subsets(range(len(before))):
        if sum(after[s] for s in subset) == 0:
            continue  # the first branch
        terms = [s for s in subset if after[s] > 0] if only_positive else list(subset)
        cases.append(Evaluation(min(after[s] for s in terms), ">", 0))
    return weakest(cases) if cases else None


def _positive_terms_printed(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1 (proof): Lemma 4.1's b_i > 0 at the 'Otherwise' step."""
    return _positive_terms(point, only_positive=False)


def _positive_terms_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1 (proof) with S reduced to s where P[A(x') = s] > 0."""
    return _positive_terms(point, only_positive=True)


FEB.claim(
    "proposition-1.1.positive-terms",
    section="1",
    label="Proposition 1.1",
    statement=r"Otherwise, if $\mathsf{P}[A(\mathbf{x}') \in S] > 0$, $\frac{\sum_{s \in S} P[A(\mathbf{x}) = s]}"
    r"{\sum_{s \in S} P[A(\mathbf{x}') = s]} \le \max_{s \in S} \frac{P[A(\mathbf{x}) = s]}"
    r"{P[A(\mathbf{x}') = s]}$ using Lemma 5.1 [Lemma 4.1, which needs every $b_i > 0$]",
    hypotheses="any finite query satisfying (1.2) with e^ε = λ; every S with P[A(x') in S] > 0; the step's "
    "denominators P[A(x') = s], s in S, are the b_i of Lemma 4.1",
    domain=MECHANISMS,
    strategy=lambda: _mechanism_strategy(),
    finding="P[A(x') in S] > 0 does not make every P[A(x') = s] positive: a zero term makes its ratio 0/0 and "
    "Lemma 4.1 does not apply. Those s have P[A(x) = s] = 0 by (1.2) and can be dropped from S first.",
    correction=FEB.correction(
        "proposition-1.1.positive-terms.corrected",
        section="1",
        label="Proposition 1.1",
        statement=r"with $S$ replaced by $S^+ = \{s \in S : P[A(\mathbf{x}') = s] > 0\}$ (both sums unchanged by "
        r"(1.2)), every $b_i > 0$ and Lemma 4.1 applies",
        hypotheses="any finite query satisfying (1.2) with e^ε = λ; every S with P[A(x') in S] > 0",
        domain=MECHANISMS,
        strategy=lambda: _mechanism_strategy(),
    )(_positive_terms_corrected),
)(_positive_terms_printed)


# --------------------------------------------------------------------------- §2.1 bit randomization


BITS, _bit_strategy = vector_pairs("x", "y")


def _per_bit(x: tuple[int, ...], y: tuple[int, ...], q: Fraction) -> Fraction:
    """P[R(x) = y] from the definition: independent bits, each kept with probability p."""
    result = Fraction(1)
    for b, target in zip(x, y, strict=True):
        # R(b; ξ) = b ξ + (1 - b)(1 - ξ) with ξ ~ Ber(p): sum over ξ in {0, 1}.
        result *= sum((q if xi == 0 else 1 - q) for xi in (0, 1) if b * xi + (1 - b) * (1 - xi) == target)
    return result


def _bits_valid(point: Point) -> bool:
    return 0 < point["q"] < Fraction(1, 2) and len(point["x"]) == len(point["y"]) >= 1


@FEB.claim(
    "bit-randomization",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"$R(b) = R(b; \xi) = b \cdot \xi + (1 - b) \cdot (1 - \xi)$ where $\xi \sim Ber(p)$ "
    r"(flips b with probability q, keeps it with probability p)",
    hypotheses="0 < q < 1/2; bits and bit vectors of length L",
    domain=BITS,
    strategy=_bit_strategy,
)
def bit_randomization(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.1, §2 (definition): the ξ form of R agrees with flipping with probability q."""
    if not _bits_valid(point):
        return None
    x, y, q = point["x"], point["y"], point["q"]
    flips = hamming_distance(x, y)
    return equal(_per_bit(x, y, q), (1 - q) ** (len(x) - flips) * q**flips)


@FEB.claim(
    "remark-q-f-half",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"This is equivalent to the randomized response procedure where the value is reported as-is with "
    r"probability 1 - f, and with probability f the reported value is the outcome of the toss of a fair coin. "
    r"In our case, q = f/2.",
    hypotheses="0 < f < 1; the lie probability of that procedure is f/2",
    domain=Domain("f in {1/100, 1/10, 1/2, 9/10}",
                  lambda: ({"f": Fraction(f)} for f in ("1/100", "1/10", "1/2", "9/10"))),
    strategy=lambda: st.fixed_dictionaries({"f": st.fractions(0, 1, max_denominator=1000).filter(lambda f: 0 < f < 1)}),
)
def remark_q_f_half(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.1, §2 (remark): randomized response with a fair coin has q = f/2."""
    f = point["f"]
    if not 0 < f < 1:
        return None
    lie = f * Fraction(1, 2)  # the coin is tossed (prob f) and lands on the other value (prob 1/2)
    return equal(lie, f / 2)


@FEB.claim(
    "remark-q-half",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"If q = 1/2, then $R(0) \stackrel{d}{=} R(1)$",
    hypotheses="q = 1/2 (outside the lie probability's range, checked from the definition)",
    domain=Domain("q = 1/2; y in {0, 1}", lambda: ({"y": y} for y in (0, 1))),
    strategy=lambda: st.fixed_dictionaries({"y": st.sampled_from((0, 1))}),
)
def remark_q_half(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.1, §2 (remark): at q = 1/2 the report does not depend on the bit."""
    half = Fraction(1, 2)
    return equal(_per_bit((0,), (point["y"],), half), _per_bit((1,), (point["y"],), half))


@FEB.claim(
    "bit-distribution",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"$P[R(b) = y] = p^{I(b=y)} \cdot q^{I(b\neq y)} = (1-q)^{1-\delta(b,y)} \cdot q^{\delta(b,y)}$ and "
    r"$P[R(x) = y] = p^{\sum I(x_{\ell} = y_{\ell})} \cdot q^{\sum I(x_{\ell} \neq y_{\ell})} = "
    r"(1 - q)^{L - \delta(x, y)} \cdot q^{\delta(x, y)}$",
    hypotheses="0 < q < 1/2; L in 1..3 (L = 1 is the bit case)",
    domain=BITS,
    strategy=_bit_strategy,
)
def bit_distribution(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.1, §2: the distribution of R(x) through the Hamming distance."""
    if not _bits_valid(point):
        return None
    x, y, q = point["x"], point["y"], point["q"]
    agree = sum(1 for a, b in zip(x, y, strict=True) if a == b)
    forms = ((1 - q) ** agree * q ** (len(x) - agree),
             (1 - q) ** (len(x) - hamming_distance(x, y)) * q ** hamming_distance(x, y),
             report_probability(x, y, q))
    truth = _per_bit(x, y, q)
    for form in forms:
        if form != truth:
            return equal(truth, form)
    return equal(truth, forms[0])


@FEB.claim(
    "identical-most-likely",
    section="2.1",
    label="§2",
    statement=r"this probability is maximized when δ(x,y) = 0 and minimized when δ(x,y) = L; the most likely "
    r"outcome of randomizing a bit vector is obtaining an identical vector",
    hypotheses="0 < q < 1/2; y != x is strictly less likely than x, and at least as likely as the opposite of x",
    domain=BITS,
    strategy=_bit_strategy,
)
def identical_most_likely(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.1, §2: R(x) = x is the unique most likely outcome; the opposite the least."""
    return identical_is_most_likely(point["x"], point["y"], point["q"]) if _bits_valid(point) else None


def identical_is_most_likely(x: tuple[int, ...], y: tuple[int, ...], q: Fraction) -> Evaluation:
    """P[R(x) = y] lies between P[R(x) = opposite of x] and P[R(x) = x], strictly below it for y != x."""
    opposite = tuple(1 - b for b in x)
    here = report_probability(x, y, q)
    if here < report_probability(x, opposite, q):
        return Evaluation(here, ">=", report_probability(x, opposite, q))
    if y == x:
        return equal(here, report_probability(x, x, q))
    return Evaluation(here, "<", report_probability(x, x, q))


# --------------------------------------------------------------------------- §2.2 the count query


def _collection_points() -> Iterator[Point]:
    for n, L in SMALL_SHAPES:
        for q in Q_GRID[:3]:
            for x in collections(n, L):
                yield {"q": q, "x": x}


@st.composite
def _collection_strategy(draw: st.DrawFn) -> Point:
    n, L = draw(st.sampled_from(SMALL_SHAPES))
    record = st.tuples(*[st.sampled_from((0, 1))] * L)
    return {"q": draw(lie_probabilities(100)), "x": tuple(draw(st.lists(record, min_size=n, max_size=n)))}


COLLECTIONS = Domain("every collection of shape (n, L) in {(1..4, 1), (1..3, 2), (1..2, 3)}; "
                     "q in {9/1000, 1/10, 1/4}", _collection_points)


def _phi(point: Point, components: int) -> Evaluation | None:
    """Φ(y) with the given number of components, against a count of every record of y."""
    y = point["x"]
    space = record_space(len(y[0]))  # d_1 = (1, ..., 1), ..., d_(2^L) = (0, ..., 0)
    counts = tuple(sum(1 for record in y if record == d) for d in space[:components])
    return equal(sum(counts), len(y), detail=f"Φ(y) = {counts}")


def _phi_printed(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, §2: Φ as printed, with last component d_(2L)."""
    return _phi(point, 2 * len(point["x"][0]))


def _phi_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, §2: Φ with last component d_(2^L), as the same sentence enumerates D."""
    return _phi(point, 2 ** len(point["x"][0]))


FEB.claim(
    "phi-definition",
    section="2.2",
    label="§2",
    kind="identity",
    statement=r"(b) Define the function Φ that counts occurrences of the elements of $\mathcal{D} = (d_1, \dots, "
    r"d_{2^L})$ in a collection y: $\Phi(\mathbf{y}) := \left(\sum_{i=1}^n I(y_i = d_1), \dots, \sum_{i=1}^n "
    r"I(y_i = d_{2L}).\right)$",
    hypotheses="y a collection of n records of L bits; 'counts occurrences of the elements of D': every record of "
    "y is counted, so the components sum to n",
    domain=COLLECTIONS,
    strategy=lambda: _collection_strategy(),
    reading="literal",
    finding="The last component is printed d_(2L) where the sentence enumerates D up to d_(2^L): for L >= 3 the "
    "printed Φ has 2L < 2^L components and misses records. A superscript lost in conversion; the same "
    "misreading of 2^L as 2L recurs in 001 §6.",
    correction=FEB.correction(
        "phi-definition.corrected",
        section="2.2",
        label="§2",
        kind="identity",
        statement=r"$\Phi(\mathbf{y}) := \left(\sum_{i=1}^n I(y_i = d_1), \dots, \sum_{i=1}^n I(y_i = d_{2^L})\right)$",
        hypotheses="every collection y of n records of L bits",
        domain=COLLECTIONS,
        strategy=lambda: _collection_strategy(),
        reading="charitable",
    )(_phi_corrected),
)(_phi_printed)


@FEB.claim(
    "phi-sums-to-n",
    section="2.2",
    label="§2",
    kind="identity",
    statement=r"Note that, if $\Phi(\mathbf{y}) = (s_1, ..., s_{2^L})$, then $s_1 + ... + s_{2^L} = n$.",
    hypotheses="every synthetic collection y (the outcomes of A(x))",
    domain=COLLECTIONS,
    strategy=lambda: _collection_strategy(),
)
def phi_sums_to_n(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, §2: every count vector sums to n."""
    x = point["x"]
    sums = {sum(s) for s in count_pmf_by_enumeration(x, point["q"])}
    return equal(max(sums), len(x)) if sums == {len(x)} else equal(min(sums), len(x))


@FEB.claim(
    "eq-2.1",
    section="2.2",
    label="(2.1)",
    kind="identity",
    statement=r"$P[A(\mathbf{x}) = \mathbf{s}] = P[\Phi(R(\mathbf{x})) = s] = \sum_{\mathbf{y}: \Phi(\mathbf{y}) = s} "
    r"P[R(\mathbf{x}) = \mathbf{y}] = \sum_{\mathbf{y}: \Phi(\mathbf{y}) = s} \prod_{i=1}^{n} P[R(x_i) = y_i] = "
    r"\sum_{\mathbf{y}: \Phi(\mathbf{y}) = s} p^{nL - \delta(\mathbf{x}, \mathbf{y})} \cdot q^{\delta(\mathbf{x}, "
    r"\mathbf{y})}$",
    hypotheses="every collection x and outcome s; the model's pmf (records added one at a time) against the sums",
    domain=COLLECTIONS,
    strategy=lambda: _collection_strategy(),
)
def eq_2_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, (2.1): the distribution of A(x), each '=' of the chain."""
    x, q = point["x"], point["q"]
    space = record_space(len(x[0]))
    products: dict[tuple[int, ...], Fraction] = {}
    for synthetic in product(space, repeat=len(x)):
        s = tuple(synthetic.count(d) for d in space)
        weight = Fraction(1)
        for record, reported in zip(x, synthetic, strict=True):
            weight *= _per_bit(record, reported, q)
        products[s] = products.get(s, Fraction(0)) + weight
    by_distance = count_pmf_by_enumeration(x, q)
    model = pmf(x, q)
    for s, value in model.items():
        if value != products.get(s):
            return equal(value, products.get(s, Fraction(0)))
        if products[s] != by_distance[s]:
            return equal(products[s], by_distance[s])
    return equal(sum(model.values()), 1)


@FEB.claim(
    "support-multinomial",
    section="2.2",
    label="after (2.1)",
    kind="identity",
    statement=r"Note that the support of A is the support of a multinomial random variable with n trials: "
    r"$S_n := \{ s \in S : \sum_{j} s_j = n \}$ (and, §3, any outcome in S_n occurs with non-zero probability "
    r"starting from any collection x)",
    hypotheses="every collection x of the small shapes",
    domain=COLLECTIONS,
    strategy=lambda: _collection_strategy(),
)
def support_multinomial(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, after (2.1): the support of A(x) is all of S_n, each with positive mass."""
    x, q = point["x"], point["q"]
    n, size = len(x), 2 ** len(x[0])
    every = {s for s in product(range(n + 1), repeat=size) if sum(s) == n}
    positive = {s for s, mass in pmf(x, q).items() if mass > 0}
    return equal(len(positive ^ every), 0, detail=f"|S_n| = {len(every)}")
