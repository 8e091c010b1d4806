"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §4 "Ratios of sums: properties".

Lemma 4.1, Lemma 4.2 (with (4.1)-(4.3)), Corollary 4.1 and Lemma 4.3 (with
(4.4)-(4.5)), each encoded exactly as printed.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from itertools import product

from hypothesis import strategies as st

from krverify.claims._claim import Domain, Evaluation, Point, SymbolicProof
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


def _chain(*parts: Iterator[Point]) -> Iterator[Point]:
    for part in parts:
        yield from part
