"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §4 "Ratios of sums: properties".

Lemma 4.1, Lemma 4.2 (with (4.1)-(4.3)), Corollary 4.1 and Lemma 4.3 (with
(4.4)-(4.5)), each encoded exactly as printed.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import pairwise, product

from krverify.claims import _strategies as st
from krverify.claims._claim import Domain, Evaluation, Point, SymbolicProof, equal, same_truth, weakest
from krverify.claims._registry import Document
from krverify.claims._spaces import (
    nonnegative_rationals,
    positive_rationals,
    rationals,
    tuples_over,
)

FEB = Document("000_6dfa2dbc38b4b249.txt", prefix="000")
SECTION = "4"

# --------------------------------------------------------------------------- Lemma 4.1


def _lemma_4_1_points() -> Iterator[Point]:
    a_values = tuple(Fraction(x) for x in ("0", "1", "-2", "5/2"))
    b_values = tuple(Fraction(x) for x in ("1", "1/2", "3"))
    for m in (1, 2, 3):
        for a in product(a_values, repeat=m):
            for b in product(b_values, repeat=m):
                yield {"a": a, "b": b}


@st.composite
def _lemma_4_1_strategy(draw: st.DrawFn) -> Point:
    m = draw(st.integers(1, 8))
    a = draw(st.lists(rationals(), min_size=m, max_size=m))
    b = draw(st.lists(positive_rationals(), min_size=m, max_size=m))
    return {"a": tuple(a), "b": tuple(b)}


@FEB.claim(
    "lemma-4.1",
    section=SECTION,
    label="Lemma 4.1",
    statement=r"Suppose $a_1, \ldots, a_m, b_1, \ldots, b_m \in \mathbb{R}$ with $b_i > 0$ all i. "
    r"Then $\frac{a_1 + \dots + a_m}{b_1 + \dots + b_m} \le "
    r"\max \left(\frac{a_1}{b_1}, \dots, \frac{a_m}{b_m} \right)$.",
    hypotheses="m >= 1; a_i rational; b_i > 0",
    domain=Domain(
        "m in {1,2,3}; a_i in {0, 1, -2, 5/2}; b_i in {1, 1/2, 3}", _lemma_4_1_points
    ),
    strategy=lambda: _lemma_4_1_strategy(),
)
def lemma_4_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.1: a ratio of sums is at most the largest ratio."""
    a, b = point["a"], point["b"]
    if not a or len(a) != len(b) or any(bi <= 0 for bi in b):
        return None
    return Evaluation(sum(a, Fraction(0)) / sum(b), "<=", max(x / y for x, y in zip(a, b, strict=True)))


# --------------------------------------------------------------------------- Lemma 4.2

_LEMMA_4_2_CONCLUSION = (
    r"\frac{a_1\lambda_1 + \dots + a_m\lambda_m}{a_1\mu_1 + \dots + a_m\mu_m} \ge "
    r"\frac{a_1'\lambda_1 + \dots + a_m'\lambda_m}{a_1'\mu_1 + \dots + a_m'\mu_m} \tag{4.1}"
)


def _weighted_ratio(a: tuple[Fraction, ...], lam: tuple[Fraction, ...],
                    mu: tuple[Fraction, ...]) -> Fraction:
    numerator = sum((x * y for x, y in zip(a, lam, strict=True)), Fraction(0))
    return numerator / sum(x * y for x, y in zip(a, mu, strict=True))


def _lemma_4_2_points(values: tuple[str, ...], lengths: tuple[int, ...]) -> Iterator[Point]:
    grid = tuple(Fraction(v) for v in values)
    for m in lengths:
        for a, ap, lam, mu in product(tuple(tuples_over(grid, [m])), repeat=4):
            yield {"a": a, "a'": ap, "lambda": lam, "mu": mu}


@st.composite
def _positive_quadruples(draw: st.DrawFn) -> Point:
    m = draw(st.integers(1, 6))
    column = st.lists(positive_rationals(), min_size=m, max_size=m).map(tuple)
    return {"a": draw(column), "a'": draw(column), "lambda": draw(column), "mu": draw(column)}


@st.composite
def _ordered_quadruples(draw: st.DrawFn) -> Point:
    """Points satisfying the corrected hypotheses: λ_i/μ_i and a_i/a'_i non-increasing."""
    m = draw(st.integers(1, 6))
    column = st.lists(positive_rationals(), min_size=m, max_size=m)
    mu, ap = draw(column), draw(column)
    ratios = sorted(draw(column), reverse=True)
    scales = sorted(draw(column), reverse=True)
    return {
        "a": tuple(t * x for t, x in zip(scales, ap, strict=True)),
        "a'": tuple(ap),
        "lambda": tuple(r * x for r, x in zip(ratios, mu, strict=True)),
        "mu": tuple(mu),
    }


def _all_positive(point: Point) -> bool:
    columns = (point["a"], point["a'"], point["lambda"], point["mu"])
    m = len(columns[0])
    return m >= 1 and all(len(c) == m and all(x > 0 for x in c) for c in columns)


@FEB.correction(
    "lemma-4.2.corrected",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"Suppose $a_i, a'_i, \lambda_i, \mu_i > 0$ for i = 1, ..., m. Then "
    + _LEMMA_4_2_CONCLUSION
    + r" if $\lambda_i/\mu_i \ge \lambda_j/\mu_j$ (4.2) and $a_i/a_j \ge a_i'/a_j'$ (4.3) "
    r"whenever $1 \le i < j \le m$.",
    hypotheses="a_i, a'_i, λ_i, μ_i > 0; λ_i/μ_i >= λ_j/μ_j and a_i/a_j >= a'_i/a'_j for i < j",
    domain=Domain(
        "m in {1,2} with entries in {1,2,3}, and m = 3 with entries in {1,2}",
        lambda: _chain(_lemma_4_2_points(("1", "2", "3"), (1, 2)),
                       _lemma_4_2_points(("1", "2"), (3,))),
    ),
    strategy=lambda: _ordered_quadruples(),
)
def lemma_4_2_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2 with (4.2)/(4.3) read as the proof uses them."""
    if not _all_positive(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    for i in range(m):
        for j in range(i + 1, m):
            if lam[i] / mu[i] < lam[j] / mu[j] or a[i] / a[j] < ap[i] / ap[j]:
                return None
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


@FEB.claim(
    "lemma-4.2",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"Suppose $a_i, a'_i, \lambda_i, \mu_i > 0$ for i = 1, ..., m. Then "
    + _LEMMA_4_2_CONCLUSION
    + r" if $\lambda_i/\mu_i \ge \lambda_i/\mu_i \tag{4.2}$ and $a_i/a_i \ge a_i'/a_i' \tag{4.3}$ "
    r"whenever $1 \le i < j \le m$.",
    hypotheses="a_i, a'_i, λ_i, μ_i > 0; (4.2) and (4.3) exactly as printed (both tautologies)",
    domain=Domain("m in {1,2}; entries in {1,2,3}", lambda: _lemma_4_2_points(("1", "2", "3"), (1, 2))),
    strategy=lambda: _positive_quadruples(),
    finding="(4.2) and (4.3) as printed compare a quantity with itself (index i on both sides), "
    "so the lemma claims (4.1) for all positive a, a', λ, μ; the proof needs index j on the right.",
    correction=lemma_4_2_corrected,
    also_labels=("(4.1)",),
)
def lemma_4_2(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, (4.1) under hypotheses (4.2), (4.3) as printed."""
    if not _all_positive(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    for i in range(m):
        for _j in range(i + 1, m):
            # (4.2) λ_i/μ_i >= λ_i/μ_i and (4.3) a_i/a_i >= a'_i/a'_i, literally.
            if lam[i] / mu[i] < lam[i] / mu[i] or a[i] / a[i] < ap[i] / ap[i]:
                return None
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


FEB.definition("eq-4.2", section=SECTION, label="(4.2)",
               statement=r"$\lambda_i/\mu_i \ge \lambda_i/\mu_i$ (a hypothesis of Lemma 4.2)",
               finding="As printed both sides are λ_i/μ_i; the note after it ('same index') and the proof need "
               "λ_i/μ_i >= λ_j/μ_j.")
FEB.definition("eq-4.3", section=SECTION, label="(4.3)",
               statement=r"$a_i/a_i \ge a_i'/a_i'$ (a hypothesis of Lemma 4.2)",
               finding="As printed both sides are 1; the proof needs a_i/a_j >= a'_i/a'_j.")


def _monotone_points() -> Iterator[Point]:
    grid = tuple(Fraction(v) for v in ("1/2", "1", "2", "3"))
    for m in (1, 2, 3):
        for lam in tuples_over(grid, [m]):
            for mu in tuples_over(grid, [m]):
                yield {"lambda": lam, "mu": mu}


@st.composite
def _monotone_strategy(draw: st.DrawFn) -> Point:
    m = draw(st.integers(1, 8))
    column = st.lists(positive_rationals(), min_size=m, max_size=m)
    return {"lambda": tuple(sorted(draw(column), reverse=True)), "mu": tuple(sorted(draw(column)))}


@FEB.claim(
    "monotone-weights",
    section=SECTION,
    label="after (4.3)",
    statement=r"It is easy to see that (5.2) is satisfied when $\lambda_1 \geq \lambda_2 \geq \cdots \geq \lambda_m$ "
    r"and $\mu_1 \leq \mu_2 \leq \cdots \leq \mu_m$.",
    hypotheses="(5.2) is the text's name for (4.2), read with index j: λ_i/μ_i >= λ_j/μ_j for i < j; "
    "λ non-increasing and μ non-decreasing, all positive",
    domain=Domain("m <= 3; λ, μ in {1/2, 1, 2, 3}^m (those ordered as required)", _monotone_points),
    strategy=lambda: _monotone_strategy(),
)
def monotone_weights(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): ordered λ and μ satisfy (4.2)."""
    lam, mu = point["lambda"], point["mu"]
    m = len(lam)
    if (len(mu) != m or min(*lam, *mu) <= 0 or any(lam[i] < lam[i + 1] or mu[i] > mu[i + 1] for i in range(m - 1))):
        return None
    worst = min(((lam[i] / mu[i] - lam[j] / mu[j]) for i in range(m) for j in range(i + 1, m)), default=Fraction(0))
    return Evaluation(worst, ">=", 0)


@st.composite
def _reversed_quadruples(draw: st.DrawFn) -> Point:
    point = draw(_ordered_quadruples())
    return {key: tuple(reversed(value)) for key, value in point.items()}


def _reversed_premise(point: Point) -> bool:
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    return all(lam[i] / mu[i] <= lam[j] / mu[j] and a[i] / a[j] <= ap[i] / ap[j]
               for i in range(len(a)) for j in range(i + 1, len(a)))


@FEB.claim(
    "reversed-hypotheses",
    section=SECTION,
    label="after (4.3)",
    statement=r"It is also clear from the proof that (5.1) still holds if all the inequalities in (5.2) and (5.3) "
    r"are reversed.",
    hypotheses="(5.1), (5.2), (5.3) are the text's names for (4.1)-(4.3), read with index j; "
    "λ_i/μ_i <= λ_j/μ_j and a_i/a_j <= a'_i/a'_j for i < j",
    domain=Domain("m in {1,2} with entries in {1,2,3}, and m = 3 with entries in {1,2}",
                  lambda: _chain(_lemma_4_2_points(("1", "2", "3"), (1, 2)), _lemma_4_2_points(("1", "2"), (3,)))),
    strategy=lambda: _reversed_quadruples(),
)
def reversed_hypotheses(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): (4.1) under the reversed hypotheses."""
    if not _all_positive(point) or not _reversed_premise(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


# --------------------------------------------------------------------------- Corollary 4.1


def _corollary_points() -> Iterator[Point]:
    probabilities = tuple(Fraction(x) for x in ("1/10", "1/3", "1/2", "2/3", "9/10"))
    weights = tuple(Fraction(x) for x in ("1/2", "1", "2", "3"))
    for q, p in product(probabilities, repeat=2):
        if q < p:
            for a1, a2, a1p, a2p in product(weights, repeat=4):
                yield {"q": q, "p": p, "a1": a1, "a2": a2, "a1'": a1p, "a2'": a2p}


@st.composite
def _corollary_strategy(draw: st.DrawFn) -> Point:
    q, p = sorted(draw(st.lists(st.fractions(0, 1, max_denominator=1000).filter(lambda x: 0 < x < 1),
                                min_size=2, max_size=2, unique=True)))
    a1, a1p = draw(positive_rationals()), draw(positive_rationals())
    ratio_p = draw(positive_rationals())
    ratio = ratio_p + draw(nonnegative_rationals())
    return {"q": q, "p": p, "a1": a1, "a2": ratio * a1, "a1'": a1p, "a2'": ratio_p * a1p}


@FEB.claim(
    "special-case",
    section=SECTION,
    label="after (4.3)",
    statement=r"It is also clear from the proof that (5.1) still holds if all the inequalities in (5.2) and (5.3) "
    r"are reversed. An important special case for us is the following: [Corollary 4.1]",
    hypotheses="the substitution m = 2, λ = (q, p), μ = (p, q), a = (a_1, a_2), a' = (a'_1, a'_2) into (4.1) with "
    "(4.2), (4.3) read with j and reversed: the sides coincide with Corollary 4.1's, and its premises "
    "(0 < q < p, a_2/a_1 >= a'_2/a'_1) give the reversed hypotheses λ_1/μ_1 <= λ_2/μ_2, a_1/a_2 <= a'_1/a'_2",
    domain=Domain("q < p from {1/10, 1/3, 1/2, 2/3, 9/10}; a_1, a_2, a'_1, a'_2 in {1/2, 1, 2, 3}; "
                  "a_2/a_1 >= a'_2/a'_1", lambda: (pt for pt in _corollary_points()
                                                   if pt["a2"] / pt["a1"] >= pt["a2'"] / pt["a1'"])),
    strategy=lambda: _corollary_strategy(),
)
def special_case(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): Corollary 4.1 is Lemma 4.2 at m = 2 with reversed hypotheses."""
    q, p = point["q"], point["p"]
    a, ap = (point["a1"], point["a2"]), (point["a1'"], point["a2'"])
    if not (0 < q < p < 1 and min(a + ap) > 0 and a[1] / a[0] >= ap[1] / ap[0]):
        return None
    lam, mu = (q, p), (p, q)
    return weakest((
        equal(_weighted_ratio(a, lam, mu), (q * a[0] + p * a[1]) / (p * a[0] + q * a[1])),
        equal(_weighted_ratio(ap, lam, mu), (q * ap[0] + p * ap[1]) / (p * ap[0] + q * ap[1])),
        Evaluation(lam[0] / mu[0], "<=", lam[1] / mu[1]),
        Evaluation(a[0] / a[1], "<=", ap[0] / ap[1]),
    ))


@FEB.claim(
    "corollary-4.1",
    section=SECTION,
    label="Corollary 4.1",
    statement=r"Suppose $0 < q < p < 1$ and $a_i, a'_i > 0$ for i = 1, 2. Then "
    r"$\frac{q \cdot a_1 + p \cdot a_2}{p \cdot a_1 + q \cdot a_2} \ge "
    r"\frac{q \cdot a_1' + p \cdot a_2'}{p \cdot a_1' + q \cdot a_2'}$ whenever "
    r"$\frac{a_2}{a_1} \ge \frac{a_2'}{a_1'}$.",
    hypotheses="0 < q < p < 1 (p is not required to equal 1 - q); a_1, a_2, a'_1, a'_2 > 0; "
    "a_2/a_1 >= a'_2/a'_1",
    domain=Domain(
        "q < p from {1/10, 1/3, 1/2, 2/3, 9/10}; a_1, a_2, a'_1, a'_2 in {1/2, 1, 2, 3}",
        _corollary_points,
    ),
    strategy=lambda: _corollary_strategy(),
    proof=SymbolicProof(
        target="(q*a1 + p*a2)/(p*a1 + q*a2) - (q*a1p + p*a2p)/(p*a1p + q*a2p)",
        relation=">=",
        positive=("q", "p", "a1", "a2", "a1p", "a2p"),
        hypotheses=(("D", "p - q"), ("H", "a2/a1 - a2p/a1p")),
        strict=("D",),
        denominator="(p*a1 + q*a2)*(p*a1p + q*a2p)",
        terms=("D*(p + q)*a1*a1p*H",),
        explanation="LHS - RHS = (p - q)(p + q) a_1 a'_1 (a_2/a_1 - a'_2/a'_1) "
        "/ ((p a_1 + q a_2)(p a'_1 + q a'_2))",
        bindings=(("a1p", "a1'"), ("a2p", "a2'")),
    ),
)
def corollary_4_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Corollary 4.1 (the two-term case of Lemma 4.2)."""
    q, p = point["q"], point["p"]
    a1, a2, a1p, a2p = point["a1"], point["a2"], point["a1'"], point["a2'"]
    if not (0 < q < p < 1 and min(a1, a2, a1p, a2p) > 0 and a2 / a1 >= a2p / a1p):
        return None
    return Evaluation(
        (q * a1 + p * a2) / (p * a1 + q * a2), ">=", (q * a1p + p * a2p) / (p * a1p + q * a2p)
    )


# --------------------------------------------------------------------------- the proof printed after Corollary 4.1
#
# It proves Lemma 4.2 ((5.1)-(5.3) in the text are (4.1)-(4.3)), so its steps carry Lemma 4.2's label.

_PROOF_DOMAIN = Domain("m in {1,2} with entries in {1,2,3}, and m = 3 with entries in {1,2}",
                       lambda: _chain(_lemma_4_2_points(("1", "2", "3"), (1, 2)), _lemma_4_2_points(("1", "2"), (3,))))


def _double_sums(point: Point) -> tuple[Fraction, Fraction, Fraction]:
    """ΣΣ a_i a'_j λ_i μ_j, ΣΣ a_i a'_j λ_j μ_i and Σ_i Σ_(j≠i) a_i a'_j (λ_i μ_j - λ_j μ_i)."""
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    first = sum((a[i] * ap[j] * lam[i] * mu[j] for i in range(m) for j in range(m)), Fraction(0))
    second = sum((a[i] * ap[j] * lam[j] * mu[i] for i in range(m) for j in range(m)), Fraction(0))
    off = sum((a[i] * ap[j] * (lam[i] * mu[j] - lam[j] * mu[i]) for i in range(m) for j in range(m) if j != i),
              Fraction(0))
    return first, second, off


@FEB.claim(
    "proof-cross-multiplied",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"Proof. Cross-multiplying, we see that (5.1) is equivalent to $\sum_{i} \sum_{j} a_i a'_j \lambda_i "
    r"\mu_j \ge \sum_{i} \sum_{j} a_i a'_j \lambda_j \mu_i \iff \sum_{i} \sum_{j \ne i} a_i a'_j (\lambda_i \mu_j - "
    r"\lambda_j \mu_i) \ge 0$",
    hypotheses="a, a', λ, μ > 0; (5.1) is (4.1); both '⟺'",
    domain=_PROOF_DOMAIN,
    strategy=lambda: _positive_quadruples(),
)
def proof_cross_multiplied(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (printed after Corollary 4.1): the two equivalences."""
    if not _all_positive(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    holds = _weighted_ratio(a, lam, mu) >= _weighted_ratio(ap, lam, mu)
    first, second, off = _double_sums(point)
    if holds != (first >= second):
        return same_truth(holds, first >= second)
    return same_truth(first >= second, off >= 0)


def _rearranged(point: Point) -> tuple[Fraction, ...]:
    """The five expressions of the rearrangement chain."""
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    pairs = [(i, j) for i in range(m) for j in range(m)]
    term = lambda i, j: a[i] * ap[j] * (lam[i] * mu[j] - lam[j] * mu[i])  # noqa: E731
    upper = sum((term(i, j) for i, j in pairs if j > i), Fraction(0))
    lower = sum((term(i, j) for i, j in pairs if j < i), Fraction(0))
    relabelled = sum((a[j] * ap[i] * (lam[j] * mu[i] - lam[i] * mu[j]) for j, i in pairs if i < j), Fraction(0))
    reversed_sum = sum((a[j] * ap[i] * (lam[j] * mu[i] - lam[i] * mu[j]) for i, j in pairs if j > i), Fraction(0))
    combined = sum(((a[i] * ap[j] - a[j] * ap[i]) * (lam[i] * mu[j] - lam[j] * mu[i]) for i, j in pairs if j > i),
                   Fraction(0))
    return _double_sums(point)[2], upper + lower, upper + relabelled, upper + reversed_sum, combined


@FEB.claim(
    "proof-rearrangement",
    section=SECTION,
    label="Lemma 4.2",
    kind="identity",
    statement=r"$\sum_{i} \sum_{j \neq i} a_{i} a'_{j} (\lambda_{i} \mu_{j} - \lambda_{j} \mu_{i}) = \sum_{i} "
    r"\sum_{j > i} \ldots + \sum_{i} \sum_{j < i} \ldots = \sum_{i} \sum_{j > i} \ldots + \sum_{j} \sum_{i < j} "
    r"a_{j} a'_{i} (\lambda_{j} \mu_{i} - \lambda_{i} \mu_{j}) = \sum_{i} \sum_{j > i} \ldots + \sum_{i} "
    r"\sum_{j > i} a_{j} a'_{i} (\lambda_{j} \mu_{i} - \lambda_{i} \mu_{j}) = \sum_{i} \sum_{j > i} (a_{i} a'_{j} - "
    r"a_{j} a'_{i}) (\lambda_{i} \mu_{j} - \lambda_{j} \mu_{i})$ (each '=')",
    hypotheses="any positive a, a', λ, μ",
    domain=_PROOF_DOMAIN,
    strategy=lambda: _positive_quadruples(),
)
def proof_rearrangement(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (printed after Corollary 4.1): the chain of four equalities."""
    if not _all_positive(point):
        return None
    steps = _rearranged(point)
    for before, after in pairwise(steps):
        if before != after:
            return equal(before, after)
    return equal(steps[0], steps[-1])


def _products_nonnegative(point: Point) -> bool:
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    return all((a[i] * ap[j] - a[j] * ap[i]) * (lam[i] * mu[j] - lam[j] * mu[i]) >= 0
               for i in range(m) for j in range(i + 1, m))


@FEB.claim(
    "proof-sufficient",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"It follows that (5.1) will hold if $(a_i a'_j - a_j a'_i)(\lambda_i \mu_j - \lambda_j \mu_i) \ge 0$ "
    r"for all $1 \le i < j \le m$",
    hypotheses="a, a', λ, μ > 0 with every product >= 0",
    domain=_PROOF_DOMAIN,
    strategy=lambda: _ordered_quadruples(),
)
def proof_sufficient(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (printed after Corollary 4.1): non-negative products give (4.1)."""
    if not _all_positive(point) or not _products_nonnegative(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


def _implied(point: Point, printed: bool) -> Evaluation | None:
    if not _all_positive(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    for i in range(m):
        for j in range(i + 1, m):
            k = i if printed else j  # as printed, (4.2) and (4.3) use index i on both sides
            if lam[i] / mu[i] < lam[k] / mu[k] or a[i] / a[k] < ap[i] / ap[k]:
                return None
    worst = min(((a[i] * ap[j] - a[j] * ap[i]) * (lam[i] * mu[j] - lam[j] * mu[i])
                 for i in range(m) for j in range(i + 1, m)), default=Fraction(0))
    return Evaluation(worst, ">=", 0)


def _implied_printed(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (after Corollary 4.1): (5.2), (5.3) imply products >= 0."""
    return _implied(point, printed=True)


def _implied_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (after Corollary 4.1): (4.2)/(4.3) read with index j."""
    return _implied(point, printed=False)


FEB.claim(
    "proof-implied",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"... which is implied by (5.2) and (5.3).",
    hypotheses="(5.2), (5.3) are (4.2), (4.3) as printed",
    domain=_PROOF_DOMAIN,
    strategy=lambda: _positive_quadruples(),
    finding="With (4.2), (4.3) as printed (tautologies) nothing constrains the signs of the products.",
    correction=FEB.correction(
        "proof-implied.corrected",
        section=SECTION,
        label="Lemma 4.2",
        statement=r"... which is implied by $\lambda_i/\mu_i \ge \lambda_j/\mu_j$ and $a_i/a_j \ge a'_i/a'_j$",
        hypotheses="(4.2), (4.3) read with index j",
        domain=_PROOF_DOMAIN,
        strategy=lambda: _ordered_quadruples(),
    )(_implied_corrected),
)(_implied_printed)


# --------------------------------------------------------------------------- Lemma 4.3

_LEMMA_4_3_NAMES = ("a", "a'", "lambda", "mu", "b", "b'", "c", "c'")


def _lemma_4_3_points() -> Iterator[Point]:
    positive = (Fraction(1), Fraction(2))
    nonnegative = (Fraction(0), Fraction(1), Fraction(2))
    for values in product(*([positive] * 4 + [nonnegative] * 4)):
        yield dict(zip(_LEMMA_4_3_NAMES, values, strict=True))


@st.composite
def _lemma_4_3_strategy(draw: st.DrawFn) -> Point:
    """Points satisfying (4.5) by construction: c = t a c'/a', b' = u a' b/a, t, u in [0, 1]."""
    a, ap, lam, mu = (draw(positive_rationals()) for _ in range(4))
    b, cp = draw(nonnegative_rationals()), draw(nonnegative_rationals())
    t, u = (draw(st.fractions(0, 1, max_denominator=100)) for _ in range(2))
    c, bp = t * a * cp / ap, u * ap * b / a
    return dict(zip(_LEMMA_4_3_NAMES, (a, ap, lam, mu, b, bp, c, cp), strict=True))


@FEB.claim(
    "lemma-4.3",
    section=SECTION,
    label="Lemma 4.3",
    statement=r"Suppose $a, a', \lambda, \mu > 0$, and $b, b', c, c' \geq 0$. Then "
    r"$\frac{a\lambda + b\mu}{c\lambda + a\mu} \ge \frac{a'\lambda + b'\mu}{c'\lambda + a'\mu} "
    r"\tag{4.4}$ if $ac' \ge a'c$, $ab' \le a'b$, and $bc' \ge b'c$. (4.5)",
    hypotheses="a, a', λ, μ > 0; b, b', c, c' >= 0; (4.5)",
    domain=Domain("a, a', λ, μ in {1, 2}; b, b', c, c' in {0, 1, 2}", _lemma_4_3_points),
    strategy=lambda: _lemma_4_3_strategy(),
    proof=SymbolicProof(
        target="(a*lam + b*mu)/(c*lam + a*mu) - (ap*lam + bp*mu)/(cp*lam + ap*mu)",
        relation=">=",
        positive=("a", "ap", "lam", "mu"),
        nonnegative=("b", "bp", "c", "cp"),
        hypotheses=(("H1", "a*cp - ap*c"), ("H2", "ap*b - a*bp"), ("H3", "b*cp - bp*c")),
        denominator="(c*lam + a*mu)*(cp*lam + ap*mu)",
        terms=("H1*lam**2", "H3*lam*mu", "H2*mu**2"),
        explanation="cross-multiplying by the positive denominators leaves "
        "(ac' - a'c)λ² + (bc' - b'c)λμ + (a'b - ab')μ², each coefficient >= 0 by (4.5)",
        bindings=(("ap", "a'"), ("bp", "b'"), ("cp", "c'"), ("lam", "lambda")),
    ),
    also_labels=("(4.4)",),
)
def lemma_4_3(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.3: (4.4) under hypotheses (4.5)."""
    if not lemma_4_3_premise(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    b, bp, c, cp = point["b"], point["b'"], point["c"], point["c'"]
    return Evaluation((a * lam + b * mu) / (c * lam + a * mu), ">=",
                      (ap * lam + bp * mu) / (cp * lam + ap * mu))


def lemma_4_3_premise(point: Point) -> bool:
    """The hypotheses of Lemma 4.3 together with (4.5)."""
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    b, bp, c, cp = point["b"], point["b'"], point["c"], point["c'"]
    return (
        min(a, ap, lam, mu) > 0
        and min(b, bp, c, cp) >= 0
        and a * cp >= ap * c
        and a * bp <= ap * b
        and b * cp >= bp * c
    )


FEB.definition("eq-4.5", section=SECTION, label="(4.5)",
               statement=r"$ac' \ge a'c$, $ab' \le a'b$, and $bc' \ge b'c$ (the hypotheses of Lemma 4.3)")


def _lemma_4_3_expansions(point: Point) -> tuple[Fraction, Fraction, Fraction]:
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    b, bp, c, cp = point["b"], point["b'"], point["c"], point["c'"]
    left = a * cp * lam**2 + a * ap * lam * mu + b * cp * lam * mu + ap * b * mu**2
    right = ap * c * lam**2 + bp * c * lam * mu + a * ap * lam * mu + a * bp * mu**2
    quadratic = (a * cp - ap * c) * lam**2 + (b * cp - bp * c) * lam * mu + (ap * b - a * bp) * mu**2
    return left, right, quadratic


def _lemma_4_3_positive(point: Point) -> bool:
    return min(point["a"], point["a'"], point["lambda"], point["mu"]) > 0 and \
        min(point["b"], point["b'"], point["c"], point["c'"]) >= 0


@FEB.claim(
    "lemma-4.3.proof",
    section=SECTION,
    label="Lemma 4.3",
    statement=r"Proof. (5.4) holds iff $ac'\lambda^2 + aa'\lambda\mu + bc'\lambda\mu + a'b\mu^2 \ge a'c\lambda^2 + "
    r"b'c\lambda\mu + aa'\lambda\mu + ab'\mu^2 \iff (ac' - a'c)\lambda^2 + (bc' - b'c)\lambda\mu + (a'b - ab')\mu^2 "
    r"\ge 0$, which is implied by (5.5).",
    hypotheses="a, a', λ, μ > 0; b, b', c, c' >= 0; (5.4), (5.5) are (4.4), (4.5); each '⟺', and the "
    "implication under (4.5)",
    domain=Domain("a, a', λ, μ in {1, 2}; b, b', c, c' in {0, 1, 2}", _lemma_4_3_points),
    strategy=lambda: _lemma_4_3_strategy(),
)
def lemma_4_3_proof(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.3 (proof): the equivalences and the final implication."""
    if not _lemma_4_3_positive(point):
        return None
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    b, bp, c, cp = point["b"], point["b'"], point["c"], point["c'"]
    holds = (a * lam + b * mu) / (c * lam + a * mu) >= (ap * lam + bp * mu) / (cp * lam + ap * mu)
    left, right, quadratic = _lemma_4_3_expansions(point)
    if holds != (left >= right):
        return same_truth(holds, left >= right)
    if (left >= right) != (quadratic >= 0):
        return same_truth(left >= right, quadratic >= 0)
    if lemma_4_3_premise(point):
        return Evaluation(quadratic, ">=", 0)
    return same_truth(quadratic >= 0, left >= right)


def _chain(*parts: Iterator[Point]) -> Iterator[Point]:
    for part in parts:
        yield from part
