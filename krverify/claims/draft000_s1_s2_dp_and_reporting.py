"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §1 "Differential Privacy" and §2 "Bit vector reporting".

Proposition 1.1 and its proof, the bit randomization R, the distribution of
R(x) and of A(x) = Φ(R(x)), (2.1), and the support of A — each checked on every
collection and outcome of small sizes against brute-force enumeration.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import chain, combinations, product
from math import lcm

from krverify.claims import _strategies as st
from krverify.claims._claim import Deviation, Evaluation, Point, equal, same_truth, weakest
from krverify.claims._domain import Domain, among, each, ints, rationals, region, steps, where
from krverify.claims._registry import Document
from krverify.claims._spaces import (
    Q_GRID,
    SIX_BIT_SHAPES,
    SMALL_SHAPES,
    collections,
    every_collection,
    every_neighbour,
    lie_probability,
    neighbours,
)
from krverify.model import count_pmf, count_pmf_by_enumeration, hamming_distance, record_space, report_probability
from krverify.model.mechanisms import nonempty_subsets

FEB = Document("000_6dfa2dbc38b4b249.txt", prefix="000")
LAMBDAS = (Fraction(1, 2), Fraction(9, 10), Fraction(1), Fraction(3, 2), Fraction(2), Fraction(5), Fraction(50),
           Fraction(1000))
#: e^ε = λ for every real ε: §1 prints no range for ε, so λ < 1 (ε < 0) is swept too (there both sides of
#: Proposition 1.1 are false: S = every outcome in (1.1), or (1.2) summed over s, gives 1 <= λ).
LAMBDA = among("lambda", LAMBDAS, search=rationals(0, 10**4, ends="()", max_denominator=10), symbol="lam")


#: §1 cites "Lemma 5.1" and §4 "(5.1)"-"(5.5)": the document has no §5 displays; §4 prints them as Lemma 4.1 and
#: (4.1)-(4.5).
STALE_LABELS = Deviation("notation from elsewhere", "the stale labels Lemma 5.1 and (5.1)-(5.5) read as Lemma 4.1 "
                         "and (4.1)-(4.5), the only results of that content", where="§4, Lemma 4.1 and (4.1)-(4.5)")
STALE_MEANINGLESS = "the document has no Lemma 5.1 and no display (5.x): as printed the reference names nothing"
#: Φ's last component is printed d_(2L); records on collections of 3-bit records read it as d_(2^L).
PHI_2_POWER_L = Deviation("conversion artefact", "Φ read with its last component d_(2^L) (printed d_(2L)), as the same "
                          "sentence enumerates D; it matters only for L >= 3", where="§2.2, the definition of Φ")
#: §2.2 names two sets alike: 𝒮_n = {0..n}^(2^L), the codomain of A (l.96), and S_n := {s in S : Σ_j s_j = n}, the
#: support (l.126-128).  π is defined for s in 𝒮_n (l.136); the records of §3 read it as the support, the nearer
#: definition, under which π is defined everywhere (000.pi-well-defined decides the sentence under both).
SUPPORT_READING = Deviation("notation from elsewhere", "s in 𝒮_n read as s in the support S_n = {s : Σ_j s_j = n} of "
                            "l.126-128, the nearer of §2.2's two definitions; under l.96's 𝒮_n = {0..n}^(2^L) every "
                            "probability of A off the support is 0 and π is 0/0 there",
                            where="§2.2, l.96 (codomain) and l.126-128 (support)")
#: l.138-140 bound π 'everywhere on 𝒮' (no n: the output space of l.13, for A its codomain of l.96).
SUPPORT_ONLY = Deviation("narrowed domain", "the outcomes s range over the support S_n = {s : Σ_j s_j = n} (l.128), "
                         "not all of 𝒮 = {0..n}^(2^L) (l.13, l.96): elsewhere every probability of A is 0 and π is "
                         "0/0", where="§3, l.138-140 print 𝒮")
SUPPORT_MEANINGLESS = ("under l.96's 𝒮_n = {0..n}^(2^L), off the support both probabilities are 0 and the ratios are "
                       "0/0 (000.pi-well-defined decides the text's claim that they are not, under both definitions)")


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


#: Every distribution on K outcomes with probabilities in {0, 1/4, ..., 1}, in the formula language.
_DISTRIBUTIONS = "tuple(d for d in tuples(tuple(i/4 for i in ints(0, 4)), K) if sum(d) == 1)"


def _weights_distribution(K: int) -> st.SearchStrategy[tuple[Fraction, ...]]:
    weights = st.lists(st.integers(0, 20), min_size=K, max_size=K).filter(lambda w: sum(w) > 0)
    return weights.map(lambda w: tuple(Fraction(v, sum(w)) for v in w))


_RANDOM_DISTRIBUTIONS = region("distributions on K outcomes with weights 0..20", _weights_distribution,
                               "len(value) == K and all(rational(v) and v >= 0 for v in value) and sum(value) == 1")


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
    hypotheses="any randomized query A with finitely many outcomes: A = Φ∘R on collections of n records of L bits, "
    "and every pair of output distributions P = P[A(x) = .], P' = P[A(x') = .] of a neighbouring pair; "
    "e^ε = λ for every real ε, λ below 1 included (§1 prints no range for ε); every set S of outcomes",
    domain=Domain.union(
        Domain.of(among(("n", "L"), ((1, 1), (2, 1), (3, 1), (4, 1), (1, 2))), lie_probability(), LAMBDA),
        Domain.of(ints("K", 1, 3, search_high=5),
                  each("P", _DISTRIBUTIONS, "every distribution P on K outcomes with probabilities in "
                       "{0, 1/4, ..., 1}", search=_RANDOM_DISTRIBUTIONS),
                  each("P'", _DISTRIBUTIONS, "every such P'", search=_RANDOM_DISTRIBUTIONS, symbol="Pp"), LAMBDA)),
    # N: the output laws of every neighbouring pair, as (P[A(x) = .], P[A(x') = .]) on the outcomes — of A = Φ∘R
    # (histogram_law of every collection x of n records of L bits and of every x' differing in one record, on the
    # support of A(x)) on the first part, the one given pair (P, P') on the second (told apart by K == None).  The
    # equivalence as printed: the model's ε-DP (1.1), P[A(x) in S] <= e^ε P[A(x') in S] summed from the laws at
    # every nonempty set S, e^ε = λ, against the printed (1.2), P[A(x) = s] <= e^ε P[A(x') = s] at every outcome s
    formula="""
    A(z) = histogram_law(z, q)
    N = tuple((tuple(prob(A(z), s) for s in A(z)), tuple(prob(A(y), s) for s in A(z)))
      for z in collections(n, L) for y in neighbours(z)) if K == None else ((P, Pp),)
    iff(all(sum(p[0][i] for i in S) <= lam * sum(p[1][i] for i in S) for p in N for S in subsets(len(p[0]))
          if len(S) > 0),
        all(p[0][i] <= lam * p[1][i] for p in N for i in ints(0, len(p[0]) - 1)))
    """,
)
def proposition_1_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1: set-level DP ⟺ pointwise bound (1.2), for every real ε.

    For λ = e^ε < 1 both sides are false (S = every outcome gives 1 <= λ; so does (1.2) summed over s): the
    equivalence holds there too, and the sweep includes such λ."""
    lam = point["lambda"]
    if "P" in point:  # one neighbouring pair of a general finite query
        before, after = point["P"], point["P'"]
        sets = nonempty_subsets(range(len(before)))
        set_level = all(sum(before[s] for s in S) <= lam * sum(after[s] for s in S) for S in sets)
        return same_truth(set_level, all(b <= lam * a for b, a in zip(before, after, strict=True)))
    q, n, L = point["q"], point["n"], point["L"]
    return same_truth(_set_level(q, n, L, lam), _pointwise(q, n, L, lam))


PAIRS = Domain.of(among(("n", "L"), SMALL_SHAPES[:6], hidden=True), lie_probability(grid=Q_GRID[:3]),
                  every_collection("x"), every_neighbour("x'"))


def ratio_of_sums_steps(before: dict, after: dict) -> Evaluation:
    """Σ_S P / Σ_S P' <= max_(s in S) P/P' for every nonempty set S of outcomes (the weakest case).

    Every S when the support has at most 6 outcomes, else every S of at most 3 outcomes (O(K³) sets).
    """
    outcomes = sorted(before)
    largest = len(outcomes) if len(outcomes) <= 6 else 3
    zero = next((s for s in outcomes if after[s] == 0), None)
    if zero is not None:  # the singleton {s} already divides by P'(s) = 0
        raise ZeroDivisionError(f"P'({zero}) = 0: the ratio P/P' is not defined there")
    # Over a common denominator the probabilities are integers b_s, a_s: each set's sums are integer sums, its
    # largest ratio b_r/a_r is found by cross-multiplying, and its slack b_r/a_r - B/A is one Fraction.
    scale = lcm(*(Fraction(v).denominator for s in outcomes for v in (before[s], after[s])))
    b = [int(before[s] * scale) for s in outcomes]
    a = [int(after[s] * scale) for s in outcomes]
    found: tuple[int, int, int, int] | None = None  # B, A, b_r, a_r of the weakest set so far
    least: Fraction | None = None
    for subset in chain.from_iterable(combinations(range(len(outcomes)), size) for size in range(1, largest + 1)):
        top = subset[0]
        for j in subset[1:]:
            if b[j] * a[top] > b[top] * a[j]:
                top = j
        total_b, total_a = sum(b[j] for j in subset), sum(a[j] for j in subset)
        slack = Fraction(b[top] * total_a - total_b * a[top], a[top] * total_a)
        if slack < 0:
            return Evaluation(Fraction(total_b, total_a), "<=", Fraction(b[top], a[top]))
        if least is None or slack < least:
            found, least = (total_b, total_a, b[top], a[top]), slack
    assert found is not None
    return Evaluation(Fraction(found[0], found[1]), "<=", Fraction(found[2], found[3]))


@FEB.claim(
    "proposition-1.1.proof",
    section="1",
    label="Proposition 1.1",
    statement=r"(⇐) $\frac{P[A(\mathbf{x}) \in S]}{P[A(\mathbf{x}') \in S]} = \frac{\sum_{s \in S} "
    r"P[A(\mathbf{x}) = s]}{\sum_{s \in S} P[A(\mathbf{x}') = s]} \le \max_{s \in S} \frac{P[A(\mathbf{x}) = s]}"
    r"{P[A(\mathbf{x}') = s]}$, using Lemma 5.1 [the document has no Lemma 5.1; the bound is Lemma 4.1]",
    hypotheses="A = Φ∘R; every neighbouring pair; every nonempty set S of outcomes of the support; the max over s "
    "in S",
    domain=PAIRS,
    reading="as read",
    deviations=(STALE_LABELS, Deviation("narrowed domain", "A = Φ∘R and S a set of outcomes of its support S_n "
                                        "(l.128), each of positive probability: a set with outcomes of 𝒮_n = "
                                        "{0..n}^(2^L) (l.96) off the support has 0/0 terms, the proof's gap decided "
                                        "for any finite query by 000.proposition-1.1.positive-terms; and, where the "
                                        "support has more than 6 outcomes, only the sets of at most 3 of them "
                                        "(O(K³) sets)", where="§2.2, l.96 and l.126-128")),
    literal="000.proposition-1.1.positive-terms",
    # the model's laws of A(x), A(x'); the printed ratio of sums against the printed max, over every nonempty set
    # of outcomes of the support (sets of at most 3 outcomes when it has more than 6)
    formula="""
    P = histogram_law(x, q)
    Pp = histogram_law(xp, q)
    O = tuple(P)
    b = tuple(prob(P, s) for s in O)
    a = tuple(prob(Pp, s) for s in O)
    largest = len(O) if len(O) <= 6 else 3
    all(sum(b[i] for i in S) / sum(a[i] for i in S) <= max(b[i] / a[i] for i in S)
        for S in subsets(len(O)) if 0 < len(S) <= largest)
    """,
)
def proposition_proof(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1 (proof): a ratio of sums is at most the largest ratio."""
    q, x, x_prime = point["q"], point["x"], point["x'"]
    return ratio_of_sums_steps(pmf(x, q), pmf(x_prime, q))


# The proof is written for any finite query A, whose outcomes may have probability 0 (for A = Φ∘R none
# has: 000 §3).  Its branches are checked on every pair of distributions P = P[A(x) = .], P' = P[A(x') = .]
# over K <= 3 outcomes with probabilities in quarters (zeros included).

MECHANISMS = Domain.of(
    ints("K", 1, 3, search_high=5),
    each("P", _DISTRIBUTIONS, "every distribution P on K outcomes with probabilities in {0, 1/4, ..., 1}",
         search=_RANDOM_DISTRIBUTIONS),
    each("P'", _DISTRIBUTIONS, "every such P'", search=_RANDOM_DISTRIBUTIONS, symbol="Pp"),
    among("lambda", (Fraction(1, 2), Fraction(1), Fraction(2), Fraction(3)),
          search=rationals(0, 20, ends="()", max_denominator=10), symbol="lam"),
    where("all(P[s] <= lam * Pp[s] for s in ints(0, K - 1))", "(1.2): P(s) <= λ P'(s) for every s",
          fast=lambda point: all(b <= point["lambda"] * a for b, a in zip(point["P"], point["P'"], strict=True))))
#: λ = e^ε for every real ε (§1 prints no range): a λ < 1 is in the domain, but no distributions satisfy (1.2)
#: there (summed over s it gives 1 <= λ), so the (⇐) records have nothing to decide at it.


def _mechanism(point: Point) -> tuple[tuple[Fraction, ...], tuple[Fraction, ...], Fraction]:
    return point["P"], point["P'"], point["lambda"]


@FEB.claim(
    "proposition-1.1.general",
    section="1",
    label="Proposition 1.1",
    statement=r"(⇐) If $\mathsf{P}[A(\mathbf{x}') \in S] = 0$, then $\mathsf{P}[A(\mathbf{x}') = s] = 0$ for each "
    r"$s \in S$. From (1.2) we have that $\mathsf{P}[A(\mathbf{x}) = s] = 0$ as well, and so "
    r"$P[A(\mathbf{x}) \in S] = 0$, verifying (1.1). Otherwise ... $\le \exp(\epsilon)$",
    hypotheses="any finite query: P = P[A(x) = .], P' = P[A(x') = .] satisfying (1.2) with e^ε = λ; every set S; "
    "both branches' conclusion P[A(x) in S] <= exp(ε) P[A(x') in S]",
    domain=MECHANISMS,
    reading="as read",
    deviations=(Deviation("narrowed domain", "the branches' conclusions only: the 'Otherwise' chain through "
                          "max_(s in S) P/P' (0/0 at impossible outcomes) is decided by "
                          "000.proposition-1.1.positive-terms"),),
    literal="000.proposition-1.1.positive-terms",
    # (1.1) for every nonempty set S of outcomes, the conclusion of both branches ((1.2) is the domain's condition)
    formula="all(sum(P[s] for s in S) <= lam * sum(Pp[s] for s in S) for S in subsets(K) if len(S) > 0)",
)
def proposition_general(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1 (proof): both branches, for a query with zero probabilities."""
    before, after, lam = _mechanism(point)
    return weakest(Evaluation(sum(before[s] for s in subset), "<=", lam * sum(after[s] for s in subset))
                   for subset in nonempty_subsets(range(len(before))))


def _positive_terms(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §1, Proposition 1.1 (proof): every P'(s), s in S, positive at the 'Otherwise' step
    (the ratios of the printed max defined)."""
    before, after, _ = _mechanism(point)
    cases = []
    for subset in nonempty_subsets(range(len(before))):
        if sum(after[s] for s in subset) == 0:
            continue  # the first branch
        cases.append(Evaluation(min(after[s] for s in subset), ">", 0))
    return weakest(cases) if cases else None


FEB.claim(
    "proposition-1.1.positive-terms",
    section="1",
    label="Proposition 1.1",
    statement=r"Otherwise, if $\mathsf{P}[A(\mathbf{x}') \in S] > 0$, $\frac{\sum_{s \in S} P[A(\mathbf{x}) = s]}"
    r"{\sum_{s \in S} P[A(\mathbf{x}') = s]} \le \max_{s \in S} \frac{P[A(\mathbf{x}) = s]}"
    r"{P[A(\mathbf{x}') = s]}$ using Lemma 5.1 [the max is over defined ratios: every $P[A(\mathbf{x}') = s] > 0$, "
    r"$s \in S$]",
    hypotheses="any finite query satisfying (1.2) with e^ε = λ; every S with P[A(x') in S] > 0 (l.39); the "
    "ratios of the printed max, one for each s in S (whichever lemma the stale label names, the step needs them "
    "defined)",
    domain=MECHANISMS,
    finding="P[A(x') in S] > 0 does not make every P[A(x') = s] positive: a zero term makes its ratio 0/0 and "
    "Lemma 4.1 does not apply. Those s have P[A(x) = s] = 0 by (1.2) and can be dropped from S first.",
    # every set S (of outcomes 0..K-1) with P'(S) > 0: the denominators P'(s), s in S, of the printed max
    formula="all(min(Pp[s] for s in S) > 0 for S in subsets(K) if len(S) > 0 and sum(Pp[s] for s in S) > 0)",
    correction=FEB.fix(
        "proposition-1.1.positive-terms.corrected",
        section="1",
        label="Proposition 1.1",
        statement=r"with $S$ replaced by $S^+ = \{s \in S : P[A(\mathbf{x}') = s] > 0\}$ (both sums unchanged by "
        r"(1.2)), every $b_i > 0$ and Lemma 4.1 applies",
        hypotheses="any finite query satisfying (1.2) with e^ε = λ; every S with P[A(x') in S] > 0",
        # S+ drops the s with P'(s) = 0: both sums unchanged (P(s) = 0 there by (1.2)), then Lemma 4.1's
        # ratio of sums <= the largest ratio over S+ (all defined), and that ratio <= λ by (1.2)
        formula="""
        top(S) = max(P[s] / Pp[s] for s in S if Pp[s] > 0)
        all(sum(P[s] for s in S) == sum(P[s] for s in S if Pp[s] > 0)
            and sum(Pp[s] for s in S) == sum(Pp[s] for s in S if Pp[s] > 0)
            and sum(P[s] for s in S) / sum(Pp[s] for s in S) <= top(S) <= lam
            for S in subsets(K) if len(S) > 0 and sum(Pp[s] for s in S) > 0)
        """,
    ),
)(_positive_terms)


# --------------------------------------------------------------------------- §2.1 bit randomization


#: Every pair of bit vectors of length L <= 3 (searched to 6), on the q grid (_spaces.vector_pairs, as data).
BITS = Domain.of(ints("L", 1, 3, search_high=6), lie_probability(max_denominator=1000),
                 each("x", "bit_vectors(L)", "every x in {0,1}^L"), each("y", "bit_vectors(L)", "every y in {0,1}^L"))
#: The printed hypotheses of §2.1's records: 0 < q < 1/2, x and y of one length L >= 1.
_BITS_GIVEN = "given 0 < q < 1/2 and len(x) == len(y) >= 1"
#: P[R(x) = v] from the model: the law of A = Φ∘R for the one-record collection (x), at the count vector of v.
_REPORT_LAW = "R_x(v) = prob(histogram_law((x,), q), tuple(1 if d == v else 0 for d in bit_vectors(len(x))))"
#: P[R(b) = t] for one bit from the printed R(b; ξ) = b ξ + (1 - b)(1 - ξ), ξ ~ Ber(p), p = 1 - q.
_XI_FORM = "R_xi(b, t) = sum((1 - q if xi == 1 else q) for xi in ints(0, 1) if b * xi + (1 - b) * (1 - xi) == t)"


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
    # the printed ξ form, bit by bit, against the model's law of R(x) (each bit flipped with probability q)
    formula=f"""
    {_BITS_GIVEN}
    {_XI_FORM}
    {_REPORT_LAW}
    prod(R_xi(x[l], y[l]) for l in ints(0, len(x) - 1)) == R_x(y)
    """,
)
def bit_randomization(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.1, §2 (definition): the ξ form of R agrees with flipping with probability q."""
    if not _bits_valid(point):
        return None
    x, y, q = point["x"], point["y"], point["q"]
    flips = hamming_distance(x, y)
    return equal(_per_bit(x, y, q), (1 - q) ** (len(x) - flips) * q**flips)


FEB.declare(
    "remark-p-exceeds-q",
    section="2.1",
    label="§2",
    statement=r"Remark. Note that R reports the original bit value with probability p = 1 - q > q, and lies with "
    r"probability q.",
    hypotheses="0 < q < 1/2, p = 1 - q",
    domain=Domain.of(among("q", tuple(Fraction(k, 200) for k in range(1, 100)),
                           search=rationals(0, Fraction(1, 2), max_denominator=10**4))),
    formula="1 - q > q",
)


@FEB.claim(
    "remark-q-f-half",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"This is equivalent to the randomized response procedure where the value is reported as-is with "
    r"probability 1 - f, and with probability f the reported value is the outcome of the toss of a fair coin. "
    r"In our case, q = f/2.",
    hypotheses="0 <= f <= 1, a probability (l.70); the lie probability of that procedure is the probability that "
    "the report differs from the value",
    domain=Domain.of(steps("f", "0", "1", "1/100", search=rationals(0, 1, ends="[]", max_denominator=1000)),
                     among("b", (0, 1))),
    # the procedure's reports of b (as-is w.p. 1 - f, a fair coin's 0 or 1 w.p. f/2 each): P[report != b] = f/2
    formula="sum(t[1] for t in ((b, 1 - f), (0, f / 2), (1, f / 2)) if t[0] != b) == f / 2",
)
def remark_q_f_half(f: Fraction, b: int) -> Evaluation:
    """000_6dfa2dbc38b4b249.txt §2.1, §2 (remark): randomized response with a fair coin has q = f/2."""
    # the report of b: b itself with probability 1 - f, else a fair coin's outcome c in {0, 1}
    lie = sum((chance for report, chance in ((b, 1 - f), (0, f / 2), (1, f / 2)) if report != b), Fraction(0))
    return equal(lie, f / 2)


@FEB.claim(
    "remark-q-half",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"If q = 1/2, then $R(0) \stackrel{d}{=} R(1)$",
    hypotheses="q = 1/2 (outside the lie probability's range, checked from the definition)",
    domain=Domain.of(among("q", (Fraction(1, 2),)), among("y", (0, 1)), whole=True),
    # R from its definition R(b; ξ) at q = 1/2: P[R(0) = y] = P[R(1) = y]
    formula=f"""
    {_XI_FORM}
    R_xi(0, y) == R_xi(1, y)
    """,
)
def remark_q_half(q: Fraction, y: int) -> Evaluation:
    """000_6dfa2dbc38b4b249.txt §2.1, §2 (remark): at q = 1/2 the report does not depend on the bit."""
    return equal(_per_bit((0,), (y,), q), _per_bit((1,), (y,), q))


@FEB.claim(
    "hamming-distance",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"$\delta(x, x') = \sum_{\ell=1}^{L} I(x_{\ell} \neq x'_{\ell}) = \sum_{\ell=1}^{L} |x_{\ell} - "
    r"x'_{\ell}|$ (the second '=')",
    hypotheses="every pair of bit vectors x, x' in {0,1}^L (l.54)",
    domain=Domain.of(ints("L", 1, 3, search_high=6), each("x", "bit_vectors(L)", "every x in {0,1}^L"),
                     each("x'", "bit_vectors(L)", "every x' in {0,1}^L", symbol="xp")),
    formula="sum(1 for l in ints(0, L - 1) if x[l] != xp[l]) == sum(abs(x[l] - xp[l]) for l in ints(0, L - 1))",
)
def hamming_identity(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.1, §2: for bits, the count of differing positions is the ℓ1 distance."""
    x, y = point["x"], point["x'"]
    pairs = list(zip(x, y, strict=True))
    return equal(sum(1 for a, b in pairs if a != b), sum(abs(a - b) for a, b in pairs))


@FEB.claim(
    "bit-distribution",
    section="2.1",
    label="§2",
    kind="identity",
    statement=r"$P[R(b) = y] = p^{I(b=y)} \cdot q^{I(b\neq y)} = (1-q)^{1-\delta(b,y)} \cdot q^{\delta(b,y)}$ and "
    r"$P[R(x) = y] = p^{\sum I(x_{\ell} = y_{\ell})} \cdot q^{\sum I(x_{\ell} \neq y_{\ell})} = "
    r"(1 - q)^{L - \delta(x, y)} \cdot q^{\delta(x, y)}$",
    hypotheses="0 < q < 1/2; bits (L = 1) and bit vectors of length L",
    domain=BITS,
    # the model's P[R(x) = y] against both printed forms
    formula=f"""
    {_BITS_GIVEN}
    {_REPORT_LAW}
    agree = sum(1 for l in ints(0, L - 1) if x[l] == y[l])
    delta = sum(1 for l in ints(0, L - 1) if x[l] != y[l])
    R_x(y) == (1 - q)**agree * q**(L - agree) == (1 - q)**(L - delta) * q**delta
    """,
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
    # the model's P[R(x) = .]: at y at least its value at the opposite of x (δ = L), below its value at x unless y = x
    formula=f"""
    {_BITS_GIVEN}
    {_REPORT_LAW}
    opposite = tuple(1 - b for b in x)
    R_x(y) >= R_x(opposite) and (R_x(y) < R_x(x) if y != x else R_x(y) == R_x(x))
    """,
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


_SHAPES = among(("n", "L"), tuple(s for s in SMALL_SHAPES if s not in SIX_BIT_SHAPES), hidden=True,
                deeper=SIX_BIT_SHAPES)
COLLECTIONS = Domain.of(_SHAPES, lie_probability(grid=Q_GRID[:3]), every_collection("x"))
#: Φ counts the records of any collection y; no lie probability enters.
SYNTHETIC = Domain.of(_SHAPES, every_collection("y"))


PHI_DISPUTED = ("conversion artefact: d_{2L} is d_{2^L} with its superscript lost in the conversion from LaTeX (the "
                "same sentence enumerates D as d_1, ..., d_{2^L})")


#: The components of Φ(y) up to d_(last), summed, against n (the number of records of y).
_PHI_COUNTS = """
L = len(y[0])
d = tuple(bit_vectors(L))
counts = tuple(sum(1 for r in y if r == d[j]) for j in ints(0, {last} - 1))
sum(counts) == len(y)
"""


def _phi(point: Point, components: int) -> Evaluation | None:
    """Φ(y) with the given number of components, against a count of every record of y."""
    y = point["y"]
    space = record_space(len(y[0]))  # d_1 = (1, ..., 1), ..., d_(2^L) = (0, ..., 0)
    counts = tuple(sum(1 for record in y if record == d) for d in space[:components])
    return equal(sum(counts), len(y), detail=f"Φ(y) = {counts}")


def _phi_printed(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, §2: Φ as printed, with last component d_(2L)."""
    return _phi(point, 2 * len(point["y"][0]))


def _phi_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, §2: Φ with last component d_(2^L), as the same sentence enumerates D."""
    return _phi(point, 2 ** len(point["y"][0]))


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
    domain=SYNTHETIC,
    reading="literal",
    disputed=PHI_DISPUTED,
    # a record other than d_1 and d_(2^L) is d_j for a j the text leaves open: prefer a witness without one
    degenerate=lambda point: any(r not in (record_space(len(r))[0], record_space(len(r))[-1]) for r in point["y"]),
    finding="The last component is printed d_(2L) where the sentence enumerates D up to d_(2^L): for L >= 3 the "
    "printed Φ has 2L < 2^L components and misses records. A superscript lost in conversion; the same "
    "misreading of 2^L as 2L recurs in 001 §6.",
    formula=_PHI_COUNTS.format(last="2*L"),
    correction=FEB.correction(
        "phi-definition.corrected",
        section="2.2",
        label="§2",
        kind="identity",
        statement=r"$\Phi(\mathbf{y}) := \left(\sum_{i=1}^n I(y_i = d_1), \dots, \sum_{i=1}^n I(y_i = d_{2^L})\right)$",
        hypotheses="every collection y of n records of L bits",
        reading="charitable",
        disputed=PHI_DISPUTED,
        formula=_PHI_COUNTS.format(last="2**L"),
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
    reading="as read",
    deviations=(PHI_2_POWER_L,),
    literal="000.phi-definition",
    # every outcome of the model's law of A(x) (its support) sums to n
    formula="all(sum(s) == len(x) for s in histogram_law(x, q))",
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
    reading="as read",
    deviations=(PHI_2_POWER_L, Deviation("notation from elsewhere", "δ of two collections read as the sum of δ over "
                                         "their records (δ is defined for two bit vectors)", where="§2.1")),
    literal="000.phi-definition",
    # the model's law of A(x) against the printed sums over synthetic collections y with Φ(y) = s: of the product
    # of the per-record probabilities (each from §2.1's (1 - q)^(L - δ) q^δ), and of p^(nL - δ(x, y)) q^δ(x, y)
    formula="""
    L = len(x[0])
    n = len(x)
    D = tuple(bit_vectors(L))
    P = histogram_law(x, q)
    dist(a, b) = sum(1 for l in ints(0, L - 1) if a[l] != b[l])
    counts(y) = tuple(sum(1 for r in y if r == d) for d in D)
    per_record(y) = prod((1 - q)**(L - dist(x[i], y[i])) * q**dist(x[i], y[i]) for i in ints(0, n - 1))
    whole(y) = (1 - q)**(n * L - sum(dist(x[i], y[i]) for i in ints(0, n - 1))) * q**sum(dist(x[i], y[i])
                for i in ints(0, n - 1))
    all(prob(P, s) == sum(per_record(y) for y in collections(n, L) if counts(y) == s)
        == sum(whole(y) for y in collections(n, L) if counts(y) == s) for s in P)
        and sum(prob(P, s) for s in P) == 1
    """,
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
    r"$S_n := \{ s \in S : \sum_{j} s_j = n \}$",
    hypotheses="every collection x of the small shapes; the support: the outcomes of positive probability",
    domain=COLLECTIONS,
    reading="as read",
    deviations=(PHI_2_POWER_L,),
    literal="000.phi-definition",
    # the outcomes of positive probability under the model's law of A(x) are exactly S_n = {s : Σ_j s_j = n}
    formula="""
    n = len(x)
    P = histogram_law(x, q)
    all(prob(P, s) > 0 for s in tuples(ints(0, n), 2**len(x[0])) if sum(s) == n)
        and all(sum(s) == n for s in P if prob(P, s) > 0)
    """,
)
def support_multinomial(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §2.2, after (2.1): the support of A(x) is all of S_n."""
    x, q = point["x"], point["q"]
    n, size = len(x), 2 ** len(x[0])
    every = {s for s in product(range(n + 1), repeat=size) if sum(s) == n}
    positive = {s for s, mass in pmf(x, q).items() if mass > 0}
    return equal(len(positive ^ every), 0, detail=f"|S_n| = {len(every)}")


#: 𝒮_n = {0, ..., n}^(2^L), the codomain of A (§2.2).
_FULL_GRID = "tuples(ints(0, len(x)), 2**len(x[0]))"


def _outcome_positive(point: Point) -> Evaluation:
    return Evaluation(pmf(point["x"], point["q"]).get(point["s"], Fraction(0)), ">", 0)


#: Which of §2.2's two sets §3's 𝒮_n names (docs/readings.md, disputed readings).
CODOMAIN_DISPUTED = ("§2.2 names two sets alike: 𝒮_n = {0, ..., n}^(2^L), the codomain of A (l.96), and S_n := "
                     "{s in S : Σ_j s_j = n}, the support (l.126-128, eight lines before the sentence); the "
                     "conversion prints 𝒮 as a plain S elsewhere (l.28, l.32), so the typography does not tell them "
                     "apart")

FEB.claim(
    "pi-well-defined",
    section="3",
    label="§3",
    statement=r"Note that π is well-defined, since any outcome in $\mathcal{S}_n$ occurs with non-zero probability "
    r"starting from any collection $\mathbf{x}$.",
    hypotheses="𝒮_n = {0, ..., n}^(2^L), the codomain of A (l.96); every collection x",
    domain=Domain.of(among(("n", "L"), SMALL_SHAPES[:6], hidden=True), lie_probability(grid=Q_GRID[:3]),
                     every_collection("x"), each("s", _FULL_GRID, "every outcome s in 𝒮_n = {0, ..., n}^(2^L)")),
    reading="literal",
    disputed=CODOMAIN_DISPUTED,
    finding="With 𝒮_n the codomain {0, ..., n}^(2^L) of A (l.96), the outcomes whose counts do not add up to n are "
    "impossible from every collection and π is 0/0 there; with 𝒮_n the support S_n defined at l.126-128, every "
    "outcome has positive probability and the sentence holds.",
    formula="prob(histogram_law(x, q), s) > 0",
    correction=FEB.correction(
        "pi-well-defined.corrected",
        section="3",
        label="§3",
        statement=r"any outcome in $\mathcal{S}_n$, read as the support $S_n = \{s \in S : \sum_j s_j = n\}$ "
        r"(l.128), occurs with non-zero probability starting from any collection x",
        hypotheses="𝒮_n the support S_n of l.126-128; every collection x",
        reading="charitable",
        disputed=CODOMAIN_DISPUTED,
        domain=Domain.of(among(("n", "L"), SMALL_SHAPES[:6], hidden=True), lie_probability(grid=Q_GRID[:3]),
                         every_collection("x"), each("s", f"tuple(s for s in {_FULL_GRID} if sum(s) == len(x))",
                                                    "every outcome s in S_n")),
        formula="prob(histogram_law(x, q), s) > 0",
    )(_outcome_positive),
)(_outcome_positive)
