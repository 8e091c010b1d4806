"""000_6dfa2dbc38b4b249.txt (draft of Feb 24, 2016), §4 "Ratios of sums: properties".

Lemma 4.1, Lemma 4.2 (with (4.1)-(4.3)), Corollary 4.1 and Lemma 4.3 (with
(4.4)-(4.5)), each encoded exactly as printed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import pairwise, product

from krverify.claims import _strategies as st
from krverify.claims._claim import ComposedProof, Evaluation, Point, SymbolicProof, equal, same_truth, weakest
from krverify.claims._domain import Domain, among, each, ints, region, where
from krverify.claims._registry import Document
from krverify.claims.draft000_s1_s2_dp_and_reporting import STALE_LABELS, STALE_MEANINGLESS

FEB = Document("000_6dfa2dbc38b4b249.txt", prefix="000")
SECTION = "4"
#: (4.2) and (4.3) are printed with index i on both sides, where the quantifier "whenever 1 <= i < j <= m", the
#: note on "different indices" and the proof all use j.
INDICES = ("(4.2) λ_i/μ_i >= λ_i/μ_i and (4.3) a_i/a_i >= a'_i/a'_i as printed (tautologies) against the j the "
           "quantifier 'whenever 1 <= i < j <= m', the note on different indices and the proof use: a subscript "
           "j read as i in conversion, or the author's slip (no LaTeX of §4 survives)")


def _rationals(low: int, high: int) -> st.SearchStrategy[Fraction]:
    """Rationals in [low, high] with denominators up to 1000."""
    return st.fractions(low, high, max_denominator=1000)


def _positive() -> st.SearchStrategy[Fraction]:
    """Rationals in (0, 100] with denominators up to 1000."""
    return st.fractions(Fraction(1, 1000), 100, max_denominator=1000)


def _vectors(element: st.SearchStrategy[Fraction], m: int) -> st.SearchStrategy[tuple[Fraction, ...]]:
    return st.lists(element, min_size=m, max_size=m).map(tuple)


def _is_vector(value: object, m: int, low: Fraction, high: Fraction, open_low: bool = False) -> bool:
    return isinstance(value, tuple) and len(value) == m and all(
        isinstance(v, Fraction | int) and (low < v if open_low else low <= v) and v <= high for v in value)

# --------------------------------------------------------------------------- Lemma 4.1


def _grid_vectors(values: tuple[str, ...]) -> Callable[[int], Iterator[tuple[Fraction, ...]]]:
    grid = tuple(Fraction(v) for v in values)
    return lambda m: product(grid, repeat=m)


def _lemma_4_1_domain(largest: int) -> Domain:
    """m in 1..largest (searched to 8), a and b on small grids (searched over rationals)."""
    return Domain.of(
        ints("m", 1, largest, search_high=8),
        each("a", _grid_vectors(("0", "1", "-2", "5/2")), "every a in {0, 1, -2, 5/2}^m",
             search=region("rational vectors in [-100, 100]^m, denominators up to 1000",
                           lambda m: _vectors(_rationals(-100, 100), m),
                           lambda value, m: _is_vector(value, m, Fraction(-100), Fraction(100)))),
        each("b", _grid_vectors(("1", "1/2", "3")), "every b in {1, 1/2, 3}^m",
             search=region("rational vectors in (0, 100]^m, denominators up to 1000",
                           lambda m: _vectors(_positive(), m),
                           lambda value, m: _is_vector(value, m, Fraction(0), Fraction(100), open_low=True))))


LEMMA_4_1 = _lemma_4_1_domain(3)
#: The same points for m <= 2, as data (the composed lemma-4.1 keeps its domain).
_LEMMA_4_1_DATA = Domain.of(
    ints("m", 1, 2, search_high=8),
    each("a", "tuples(tuple(v/1 for v in (0, 1, -2, 5/2)), m)", "every a in {0, 1, -2, 5/2}^m",
         search=region("rational vectors in [-100, 100]^m, denominators up to 1000",
                       lambda m: _vectors(_rationals(-100, 100), m),
                       "len(value) == m and all(rational(v) and -100 <= v and v <= 100 for v in value)")),
    each("b", "tuples(tuple(v/1 for v in (1, 1/2, 3)), m)", "every b in {1, 1/2, 3}^m",
         search=region("rational vectors in (0, 100]^m, denominators up to 1000",
                       lambda m: _vectors(_positive(), m),
                       "len(value) == m and all(rational(v) and 0 < v and v <= 100 for v in value)")))


@FEB.claim(
    "lemma-4.1",
    section=SECTION,
    label="Lemma 4.1",
    statement=r"Suppose $a_1, \ldots, a_m, b_1, \ldots, b_m \in \mathbb{R}$ with $b_i > 0$ all i. "
    r"Then $\frac{a_1 + \dots + a_m}{b_1 + \dots + b_m} \le "
    r"\max \left(\frac{a_1}{b_1}, \dots, \frac{a_m}{b_m} \right)$.",
    hypotheses="m >= 1; a_1, ..., a_m in ℝ; b_i > 0 (l.262)",
    domain=LEMMA_4_1,
    proof=ComposedProof(
        {"rule": "accumulation", "invariants": [["B", ">"], ["M*B - A", ">="]],
         "base": [[{"denominator": "1", "terms": ["H0"]}], [{"denominator": "1", "terms": ["H1"]}]],
         "step": [[{"denominator": "1", "terms": ["IH0", "H0"]}], [{"denominator": "1", "terms": ["IH1", "H1"]}]],
         "conclusion": [{"denominator": "I0", "terms": ["I1"]}]},
        explanation="with M >= every a_i/b_i: the sums keep B > 0 and M B - A >= 0, so A/B <= M"),
)
def lemma_4_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.1: a ratio of sums is at most the largest ratio."""
    a, b = point["a"], point["b"]
    return Evaluation(sum(a, Fraction(0)) / sum(b), "<=", max(x / y for x, y in zip(a, b, strict=True)))


@FEB.claim(
    "lemma-4.1.proof",
    section=SECTION,
    label="Lemma 4.1",
    statement=r"Proof. Write $\frac{a_1 + \dots + a_m}{b_1 + \dots + b_m} = \frac{a_1}{b_1} \frac{b_1}{b_1 + \dots + "
    r"b_m} + \dots + \frac{a_m}{b_m} \frac{b_m}{b_1 + \dots + b_m} = \sum_{i=1}^m \frac{a_i}{b_i} \lambda_i$ where "
    r"$\lambda_1 + \cdots + \lambda_m = 1$. The result follows since each a_i/b_i is bounded by $\max_i a_i/b_i$. "
    r"[each '=', $\sum_i \lambda_i = 1$, and the last step, which needs $\lambda_i \ge 0$: the text does not say so, "
    r"and the $\lambda_i = b_i / \sum_j b_j$ are positive]",
    hypotheses="m >= 1; a_1, ..., a_m in ℝ; b_i > 0 (l.262); λ_i = b_i/(b_1 + ... + b_m) (l.268)",
    domain=_LEMMA_4_1_DATA,
    # λ_i = b_i/Σ_j b_j, the proof's weights (l.268), against the proof's printed steps: Σa/Σb as the λ-weighted
    # sum of the a_i/b_i, Σλ_i = 1, λ_i >= 0 (the step the text leaves out), and that sum at most max a_i/b_i
    formula="""
    B = sum(b[i] for i in ints(0, m - 1))
    lam = tuple(b[i] / B for i in ints(0, m - 1))
    mean = sum(a[i] / b[i] * lam[i] for i in ints(0, m - 1))
    sum(a[i] for i in ints(0, m - 1)) / B == mean and sum(lam) == 1 and min(lam) >= 0
      and mean <= max(a[i] / b[i] for i in ints(0, m - 1))
    """,
)
def lemma_4_1_proof(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.1 (proof): Σa/Σb is the λ-weighted mean of the a_i/b_i, hence at most
    their maximum."""
    a, b = point["a"], point["b"]
    total = sum(b)
    weights = [v / total for v in b]
    ratios = [x / y for x, y in zip(a, b, strict=True)]
    mean = sum((r * w for r, w in zip(ratios, weights, strict=True)), Fraction(0))
    return weakest((equal(sum(a, Fraction(0)) / total, mean), equal(sum(weights), 1),
                    Evaluation(min(weights), ">=", 0), Evaluation(mean, "<=", max(ratios))))


# --------------------------------------------------------------------------- Lemma 4.2

_LEMMA_4_2_CONCLUSION = (
    r"\frac{a_1\lambda_1 + \dots + a_m\lambda_m}{a_1\mu_1 + \dots + a_m\mu_m} \ge "
    r"\frac{a_1'\lambda_1 + \dots + a_m'\lambda_m}{a_1'\mu_1 + \dots + a_m'\mu_m} \tag{4.1}"
)


def _weighted_ratio(a: tuple[Fraction, ...], lam: tuple[Fraction, ...],
                    mu: tuple[Fraction, ...]) -> Fraction:
    numerator = sum((x * y for x, y in zip(a, lam, strict=True)), Fraction(0))
    return numerator / sum(x * y for x, y in zip(a, mu, strict=True))


QUADRUPLE_NAMES = ("a", "a'", "lambda", "mu")
#: Their names in formulas.
QUADRUPLE_SYMBOLS = ("a", "ap", "lam", "mu")
#: Every a, a', λ, μ over {1, 2, 3}^m for m <= 2 and over {1, 2}^m for m = 3.
_QUADRUPLES = "tuples(tuple(tuples(tuple(v/1 for v in ((1, 2, 3) if m <= 2 else (1, 2))), m)), 4)"
#: A quadruple of positive rational vectors of length m (entries at most 100), in the formula language.
_IS_QUADRUPLE = ("len(value) == 4 and all(len(c) == m and all(rational(v) and 0 < v and v <= 100 for v in c) "
                 "for c in value)")
#: Over the pairs i < j of 0..m-1.
_PAIRS = "for i in ints(0, m - 1) for j in ints(i + 1, m - 1)"
#: Σ w_i λ_i / Σ w_i μ_i, the two sides of (4.1) for w = a and w = a'.
_WEIGHTED = "ratio(w) = sum(w[i]*lam[i] for i in ints(0, m - 1)) / sum(w[i]*mu[i] for i in ints(0, m - 1))\n"
#: (a_i a'_j - a_j a'_i)(λ_i μ_j - λ_j μ_i) >= 0 for i < j, the proof's sufficient condition.
_PRODUCTS = f"all((a[i]*ap[j] - a[j]*ap[i])*(lam[i]*mu[j] - lam[j]*mu[i]) >= 0 {_PAIRS})"


def _positive_quadruples(m: int) -> st.SearchStrategy[tuple[tuple[Fraction, ...], ...]]:
    column = _vectors(_positive(), m)
    return st.tuples(column, column, column, column)


@st.composite
def _ordered_quadruples(draw: st.DrawFn, m: int) -> tuple[tuple[Fraction, ...], ...]:
    """Quadruples satisfying the corrected hypotheses: λ_i/μ_i and a_i/a'_i non-increasing."""
    column = st.lists(_positive(), min_size=m, max_size=m)
    mu, ap = draw(column), draw(column)
    ratios = sorted(draw(column), reverse=True)
    scales = sorted(draw(column), reverse=True)
    return (tuple(t * x for t, x in zip(scales, ap, strict=True)), tuple(ap),
            tuple(r * x for r, x in zip(ratios, mu, strict=True)), tuple(mu))


def _reversed_quadruples(m: int) -> st.SearchStrategy[tuple[tuple[Fraction, ...], ...]]:
    return _ordered_quadruples(m).map(lambda quadruple: tuple(tuple(reversed(c)) for c in quadruple))


def _quadruple_domain(search: Callable[[int], st.SearchStrategy[object]], words: str,
                      *conditions: tuple[str, str, Callable[[Point], bool]]) -> Domain:
    return Domain.of(ints("m", 1, 2, search_high=6, deep_high=3),
                     each(QUADRUPLE_NAMES, _QUADRUPLES, "every a, a', λ, μ in {1, 2, 3}^m for m <= 2 and in "
                          "{1, 2}^m for m = 3", search=region(words, search, _IS_QUADRUPLE), symbol=QUADRUPLE_SYMBOLS),
                     *(where(condition, text, fast=fast) for condition, text, fast in conditions))


def _every_pair(test: Callable[[tuple, int, int], bool]) -> Callable[[Point], bool]:
    """The fast test of a condition on every pair i < j of a quadruple (the engine's; the ledger states the formula)."""
    def fast(point: Point) -> bool:
        quadruple = (point["a"], point["a'"], point["lambda"], point["mu"])
        m = len(quadruple[0])
        return all(test(quadruple, i, j) for i in range(m) for j in range(i + 1, m))
    return fast


#: (4.2), (4.3) read with index j: λ_i/μ_i >= λ_j/μ_j and a_i/a_j >= a'_i/a'_j for i < j (reversed: <=).
_ORDERED = f"all(lam[i]/mu[i] >= lam[j]/mu[j] and a[i]/a[j] >= ap[i]/ap[j] {_PAIRS})"
_REVERSED = f"all(lam[i]/mu[i] <= lam[j]/mu[j] and a[i]/a[j] <= ap[i]/ap[j] {_PAIRS})"


_POSITIVE_WORDS = "positive rational vectors of length m, denominators up to 1000"
#: (4.2) and (4.3) as printed, index i on both sides (tautologies), as the hypotheses of a formula.
_PRINTED_GIVEN = ("given all(lam[i]/mu[i] {relation} lam[i]/mu[i] and a[i]/a[i] {relation} ap[i]/ap[i] "
                  "for i in ints(0, m - 1))\n")
QUADRUPLES = _quadruple_domain(_positive_quadruples, _POSITIVE_WORDS)
ORDERED = _quadruple_domain(_ordered_quadruples, "positive vectors with λ_i/μ_i and a_i/a'_i non-increasing",
                            (_ORDERED, "λ_i/μ_i >= λ_j/μ_j and a_i/a_j >= a'_i/a'_j for i < j", _every_pair(
                                lambda v, i, j: v[2][i] / v[3][i] >= v[2][j] / v[3][j]
                                and v[0][i] / v[0][j] >= v[1][i] / v[1][j])))


# Composed proofs of Lemma 4.2 (krverify/certify/composition.py, accumulation): items (a, a', λ, μ) added one at a
# time to P = Σ aλ, Q = Σ aμ, R = Σ a'λ, S = Σ a'μ.  With r = a/a', ρ = λ/μ and the last item's r_L, ρ_L, the
# step adds a'μ · F(r, ρ) to PS - QR, F(x, y) = P - xR - yQ + xyS = Σ a'_i μ_i (r_i - x)(ρ_i - y), and
# F(r, ρ) = F(r_L, ρ_L) + (r_L - r)(R - ρ_L S) + (ρ_L - ρ)(Q - r_L S) + (r_L - r)(ρ_L - ρ) S (expanded by hand);
# the hypotheses give r_L - r = J1 a/a'_L and ρ_L - ρ = J0 (each >= 0; both reversed for the reversed lemma).
_R_L, _RHO_L = "a_prev/ap_prev", "lam_prev/mu_prev"
_F_AT_LAST = f"P - {_R_L}*R - {_RHO_L}*Q + {_R_L}*{_RHO_L}*S"
_SUMS_POSITIVE = {"base": [[{"denominator": "1", "terms": ["H1*H3"]}], [{"denominator": "1", "terms": ["H0*H3"]}]],
                  "step": [[{"denominator": "1", "terms": ["IH0", "H1*H3"]}],
                           [{"denominator": "1", "terms": ["IH1", "H0*H3"]}]]}


def _ordered_proof(below_q: str, below_r: str, explanation: str) -> ComposedProof:
    """Invariants S > 0, Q > 0, the two gaps of the last item, F(r_L, ρ_L) >= 0 and PS - QR >= 0."""
    step = [{"denominator": "1", "terms": terms} for terms in (
        ["IH2", "J1*H0*IH0/G1"], ["IH3", "J0*IH0"], ["IH4", "J1*H0*IH3/G1", "J0*IH2", "J1*H0*J0*IH0/G1"],
        ["IH5", "H1*H3*IH4", "H1*H3*J1*H0*IH3/G1", "H1*H3*J0*IH2", "H1*H3*J1*H0*J0*IH0/G1"])]
    return ComposedProof(
        {"rule": "accumulation",
         "invariants": [["S", ">"], ["Q", ">"], [below_q, ">="], [below_r, ">="], [_F_AT_LAST, ">="],
                        ["P*S - Q*R", ">="]],
         "base": [*_SUMS_POSITIVE["base"], [], [], [], []],  # one item: the last four are identically 0
         "step": [*_SUMS_POSITIVE["step"], *([case] for case in step)],
         "conclusion": [{"denominator": "I0*I1", "terms": ["I5"]}]},
        explanation=explanation)


@FEB.correction(
    "lemma-4.2.corrected",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"Suppose $a_i, a'_i, \lambda_i, \mu_i > 0$ for i = 1, ..., m. Then "
    + _LEMMA_4_2_CONCLUSION
    + r" if $\lambda_i/\mu_i \ge \lambda_j/\mu_j$ (4.2) and $a_i/a_j \ge a_i'/a_j'$ (4.3) "
    r"whenever $1 \le i < j \le m$.",
    hypotheses="a_i, a'_i, λ_i, μ_i > 0; λ_i/μ_i >= λ_j/μ_j and a_i/a_j >= a'_i/a'_j for i < j",
    domain=ORDERED,
    reading="charitable",
    disputed=INDICES,
    formula=_WEIGHTED + "ratio(a) >= ratio(ap)",
    proof=_ordered_proof(f"Q - {_R_L}*S", f"R - {_RHO_L}*S",
                         "add the items in order: the new item's r = a/a' and ρ = λ/μ are at most the last's, so "
                         "PS - QR grows by a'μ Σ a'_i μ_i (r_i - r)(ρ_i - ρ) >= 0"),
)
def lemma_4_2_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2 with (4.2)/(4.3) read as the proof uses them."""
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


@FEB.claim(
    "lemma-4.2",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"Suppose $a_i, a'_i, \lambda_i, \mu_i > 0$ for i = 1, ..., m. Then "
    + _LEMMA_4_2_CONCLUSION
    + r" if $\lambda_i/\mu_i \ge \lambda_i/\mu_i \tag{4.2}$ and $a_i/a_i \ge a_i'/a_i' \tag{4.3}$ "
    r"whenever $1 \le i < j \le m$.",
    hypotheses="a_i, a'_i, λ_i, μ_i > 0 (l.272); (4.2) and (4.3) exactly as printed (both tautologies)",
    domain=QUADRUPLES,
    finding="(4.2) and (4.3) as printed compare a quantity with itself (index i on both sides), "
    "so the lemma claims (4.1) for all positive a, a', λ, μ; the proof needs index j on the right.",
    correction=lemma_4_2_corrected,
    also_labels=("(4.1)",),
    reading="literal",
    disputed=INDICES,
    formula=_WEIGHTED + _PRINTED_GIVEN.format(relation=">=") + "ratio(a) >= ratio(ap)",
)
def lemma_4_2(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, (4.1) under hypotheses (4.2), (4.3) as printed (they always hold:
    λ_i/μ_i >= λ_i/μ_i and a_i/a_i >= a'_i/a'_i)."""
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


FEB.definition("eq-4.2", section=SECTION, label="(4.2)",
               statement=r"$\lambda_i/\mu_i \ge \lambda_i/\mu_i$ (a hypothesis of Lemma 4.2)",
               finding="As printed both sides are λ_i/μ_i; the note after it ('same index') and the proof need "
               "λ_i/μ_i >= λ_j/μ_j.")
FEB.definition("eq-4.3", section=SECTION, label="(4.3)",
               statement=r"$a_i/a_i \ge a_i'/a_i'$ (a hypothesis of Lemma 4.2)",
               finding="As printed both sides are 1; the proof needs a_i/a_j >= a'_i/a'_j.")


#: (4.2) and (4.3) as printed (l.278, l.282) and read with j (the quantifier, the proof).
PRINTED_DISPLAYS = {"(4.2)": r"\lambda_i/\mu_i \ge \lambda_i/\mu_i", "(4.3)": r"a_i/a_i \ge a_i'/a_i'"}
WITH_J_DISPLAYS = {"(4.2)": r"\lambda_i/\mu_i \ge \lambda_j/\mu_j", "(4.3)": r"a_i/a_j \ge a_i'/a_j'"}


def ratio_subscripts(display: str) -> list[tuple[str, str]]:
    r"""The subscripts (numerator, denominator) of each ratio x_k/y_l of a display.

    >>> ratio_subscripts(r"a_i/a_j \ge a_i'/a_j'")
    [('i', 'j'), ('i', 'j')]
    """
    return re.findall(r"_([a-z])'?/\\?[A-Za-z]+'?_([a-z])", display)


#: The note on one display, on the (numerator, denominator) subscripts of each of its ratios, read off the display as
#: ``ratio_subscripts`` reads them (``{}``: the displays' subscripts as data, printed or with j); the model side
#: counts the ratios that agree with the note (the same index above and below in (4.2), different ones in (4.3)).
INDEX_NOTE_FORMULA = """
subscripts = {}
ratios = subscripts[0] if display == "(4.2)" else subscripts[1]
sum(1 for r in ratios if (r[0] == r[1] if display == "(4.2)" else r[0] != r[1])) == len(ratios)
"""


def _index_note_formula(forms: dict[str, str]) -> str:
    """INDEX_NOTE_FORMULA with the subscripts of ``forms``' two displays.

    >>> print(_index_note_formula(PRINTED_DISPLAYS).splitlines()[1])
    subscripts = ((("i", "i"), ("i", "i")), (("i", "i"), ("i", "i")))
    """
    def literal(display: str) -> str:
        return "(" + ", ".join(f'("{a}", "{b}")' for a, b in ratio_subscripts(forms[display])) + ")"
    return INDEX_NOTE_FORMULA.format(f"({literal('(4.2)')}, {literal('(4.3)')})")


def _index_note(display: str, forms: dict[str, str]) -> Evaluation:
    """The note's claim on one display: the same index above and below in (4.2), different indices in (4.3)."""
    same = display == "(4.2)"
    ratios = ratio_subscripts(forms[display])
    agreeing = sum(1 for above, below in ratios if (above == below) == same)
    return equal(agreeing, len(ratios), detail=f"{display} = {forms[display]}: subscripts {ratios}")


@FEB.claim(
    "index-note",
    section=SECTION,
    label="after (4.3)",
    kind="identity",
    statement=r"Note that numerator and denominator have the same index (5.2), and different indices in (5.3).",
    hypotheses="(4.2) as printed: λ_i/μ_i >= λ_i/μ_i (l.278); (4.3) as printed: a_i/a_i >= a_i'/a_i' (l.282)",
    domain=Domain.of(among("display", ("(4.2)", "(4.3)")), whole=True),
    reading="literal",
    deviations=(STALE_LABELS,),
    disputed=INDICES,
    finding="(4.3) is printed a_i/a_i >= a_i'/a_i', with the same index above and below, so the note's 'different "
    "indices in (5.3)' does not describe it; it describes (4.3) with j, a_i/a_j >= a'_i/a'_j: the text's own "
    "evidence for the j reading.",
    correction=FEB.correction(
        "index-note.corrected",
        section=SECTION,
        label="after (4.3)",
        kind="identity",
        statement=r"with (4.2) $\lambda_i/\mu_i \ge \lambda_j/\mu_j$ and (4.3) $a_i/a_j \ge a'_i/a'_j$, each ratio of "
        r"(4.2) has the same index above and below and each ratio of (4.3) different ones",
        hypotheses="(4.2), (4.3) read with index j",
        reading="charitable",
        disputed=INDICES,
        formula=_index_note_formula(WITH_J_DISPLAYS),
    )(lambda point: _index_note(point["display"], WITH_J_DISPLAYS)),
    formula=_index_note_formula(PRINTED_DISPLAYS),
)
def index_note(point: Point) -> Evaluation:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): the note on the indices of (4.2) and (4.3), on the printed displays
    (the ratios of each display whose subscripts above and below agree with the note, against all its ratios)."""
    return _index_note(point["display"], PRINTED_DISPLAYS)


def _monotone(point: Point) -> bool:
    lam, mu = point["lambda"], point["mu"]
    return all(lam[i] >= lam[i + 1] and mu[i] <= mu[i + 1] for i in range(len(lam) - 1))


@st.composite
def _monotone_pairs(draw: st.DrawFn, m: int) -> tuple[tuple[Fraction, ...], tuple[Fraction, ...]]:
    column = st.lists(_positive(), min_size=m, max_size=m)
    return tuple(sorted(draw(column), reverse=True)), tuple(sorted(draw(column)))


MONOTONE = Domain.of(
    ints("m", 1, 3, search_high=8),
    # the pairs of {1/2, 1, 2, 3}^m × {1/2, 1, 2, 3}^m in product order, each factor's ordered vectors kept as the
    # pair is formed (the condition below then drops none: the same points, the condition evaluated 16 times less)
    each(("lambda", "mu"), "tuple((l, u) for l in tuples(tuple(v/1 for v in (1/2, 1, 2, 3)), m) if all(l[i] >= "
         "l[i + 1] for i in ints(0, m - 2)) for u in tuples(tuple(v/1 for v in (1/2, 1, 2, 3)), m) if all(u[i] <= "
         "u[i + 1] for i in ints(0, m - 2)))", "every λ, μ in {1/2, 1, 2, 3}^m",
         search=region("positive rational vectors, λ sorted down and μ up", _monotone_pairs,
                       "len(value) == 2 and all(len(c) == m and all(rational(v) and 0 < v and v <= 100 for v in c) "
                       "for c in value)"), symbol=("lam", "mu")),
    where("all(lam[i] >= lam[i + 1] and mu[i] <= mu[i + 1] for i in ints(0, m - 2))",
          "λ_1 >= ... >= λ_m and μ_1 <= ... <= μ_m", fast=_monotone))


def _monotone_j(point: Point) -> Evaluation:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): ordered λ and μ satisfy (4.2) read with index j."""
    lam, mu = point["lambda"], point["mu"]
    m = len(lam)
    worst = min(((lam[i] / mu[i] - lam[j] / mu[j]) for i in range(m) for j in range(i + 1, m)), default=Fraction(0))
    return Evaluation(worst, ">=", 0)


@FEB.claim(
    "monotone-weights",
    section=SECTION,
    label="after (4.3)",
    statement=r"It is easy to see that (5.2) is satisfied when $\lambda_1 \geq \lambda_2 \geq \cdots \geq \lambda_m$ "
    r"and $\mu_1 \leq \mu_2 \leq \cdots \leq \mu_m$.",
    hypotheses="(4.2) as printed: λ_i/μ_i >= λ_i/μ_i, which always holds (l.278); λ_1 >= ... >= λ_m and μ_1 <= ... "
    "<= μ_m (l.286); λ_i, μ_i > 0 (l.272)",
    domain=MONOTONE,
    reading="literal",
    deviations=(STALE_LABELS,),
    disputed=INDICES,
    finding="As printed (4.2) compares λ_i/μ_i with itself and holds for every λ, μ, so the remark is true "
    "but empty; read with index j, as the proof needs, ordered λ and μ satisfy it too.",
    # (4.2) as printed, λ_i/μ_i >= λ_i/μ_i for i < j (index i on both sides: a tautology, which is the finding),
    # at ordered positive λ, μ (the domain's condition); the corrected record decides it read with index j
    formula="all(lam[i]/mu[i] >= lam[i]/mu[i] for i in ints(0, m - 1) for j in ints(i + 1, m - 1))",
    correction=FEB.correction(
        "monotone-weights.corrected",
        section=SECTION,
        label="after (4.3)",
        statement=r"$\lambda_i/\mu_i \geq \lambda_j/\mu_j$ for $i < j$ when λ is non-increasing and μ non-decreasing",
        hypotheses="(4.2) read with index j; λ non-increasing and μ non-decreasing, all positive",
        reading="charitable",
        disputed=INDICES,
        proof=ComposedProof(
            {"rule": "pair", "cases": [{"denominator": "G1*H1", "terms": ["J0*H1", "H0*J1"]}]},
            explanation="λ_i/μ_i - λ_j/μ_j = ((λ_i - λ_j) μ_j + λ_j (μ_j - μ_i))/(μ_i μ_j)"),
    )(_monotone_j),
)
def monotone_weights(point: Point) -> Evaluation:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): ordered λ and μ satisfy (4.2) as printed."""
    lam, mu = point["lambda"], point["mu"]
    m = len(lam)
    worst = min(((lam[i] / mu[i] - lam[i] / mu[i]) for i in range(m) for _j in range(i + 1, m)), default=Fraction(0))
    return Evaluation(worst, ">=", 0)


REVERSED = _quadruple_domain(_reversed_quadruples, "positive vectors with λ_i/μ_i and a_i/a'_i non-decreasing",
                             (_REVERSED, "λ_i/μ_i <= λ_j/μ_j and a_i/a_j <= a'_i/a'_j for i < j", _every_pair(
                                 lambda v, i, j: v[2][i] / v[3][i] <= v[2][j] / v[3][j]
                                 and v[0][i] / v[0][j] <= v[1][i] / v[1][j])))


@FEB.claim(
    "reversed-hypotheses",
    section=SECTION,
    label="after (4.3)",
    statement=r"It is also clear from the proof that (5.1) still holds if all the inequalities in (5.2) and (5.3) "
    r"are reversed.",
    hypotheses="a_i, a'_i, λ_i, μ_i > 0 (l.272); (4.2), (4.3) as printed and reversed: λ_i/μ_i <= λ_i/μ_i and "
    "a_i/a_i <= a'_i/a'_i, which always hold (l.278-286); so (4.1) is claimed for every positive a, a', λ, μ",
    domain=QUADRUPLES,
    reading="literal",
    deviations=(STALE_LABELS,),
    disputed=INDICES,
    finding="Reversed, the printed (4.2) and (4.3) are still tautologies, so the remark claims (4.1) for "
    "every positive quadruple, which fails; with index j the reversed hypotheses do give (4.1).",
    formula=_WEIGHTED + _PRINTED_GIVEN.format(relation="<=") + "ratio(a) >= ratio(ap)",
    correction=FEB.correction(
        "reversed-hypotheses.corrected",
        section=SECTION,
        label="after (4.3)",
        statement=r"(4.1) holds when $\lambda_i/\mu_i \leq \lambda_j/\mu_j$ and $a_i/a_j \leq a'_i/a'_j$ for all "
        r"$i < j$",
        hypotheses="(4.2), (4.3) read with index j, reversed",
        domain=REVERSED,
        reading="charitable",
        disputed=INDICES,
        formula=_WEIGHTED + "ratio(a) >= ratio(ap)",
        proof=_ordered_proof(f"{_R_L}*S - Q", f"{_RHO_L}*S - R",
                             "as Lemma 4.2 corrected, with r and ρ at least the last item's"),
    )(lambda point: _reversed(point)),
)
def reversed_hypotheses(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): (4.1) under the reversed hypotheses (as printed: always)."""
    return _reversed(point)


def _reversed(point: Point) -> Evaluation:
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


# --------------------------------------------------------------------------- Corollary 4.1


COROLLARY_NAMES = ("q", "p", "a1", "a2", "a1'", "a2'")


def _corollary_points() -> Iterator[tuple[Fraction, ...]]:
    probabilities = tuple(Fraction(x) for x in ("1/10", "1/3", "1/2", "2/3", "9/10"))
    weights = tuple(Fraction(x) for x in ("1/2", "1", "2", "3"))
    for q, p in product(probabilities, repeat=2):
        if q < p:
            for a1, a2, a1p, a2p in product(weights, repeat=4):
                yield q, p, a1, a2, a1p, a2p


@st.composite
def _corollary_strategy(draw: st.DrawFn) -> tuple[Fraction, ...]:
    q, p = sorted(draw(st.lists(st.fractions(Fraction(1, 1000), Fraction(999, 1000), max_denominator=1000),
                                min_size=2, max_size=2, unique=True)))
    a1, a1p = draw(_positive()), draw(_positive())
    ratio_p = draw(_positive())
    ratio = ratio_p + draw(st.fractions(0, 100, max_denominator=1000))
    return q, p, a1, ratio * a1, a1p, ratio_p * a1p


def _is_corollary_point(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) == 6 and all(isinstance(v, Fraction | int) for v in value)
            and 0 < value[0] < value[1] < 1 and min(value[2:]) > 0)


def _ordered_ratios(point: Point) -> bool:
    return point["a2"] / point["a1"] >= point["a2'"] / point["a1'"]


#: Their names in formulas.
COROLLARY_SYMBOLS = ("q", "p", "a1", "a2", "a1p", "a2p")
#: q < p from the probabilities, then every a_1, a_2, a'_1, a'_2 among the weights (the order of _corollary_points).
_COROLLARY_POINTS = ("tuple((q, p, w[0], w[1], w[2], w[3]) for q in (1/10, 1/3, 1/2, 2/3, 9/10) "
                     "for p in (1/10, 1/3, 1/2, 2/3, 9/10) if q < p for w in tuples((1/2, 1/1, 2/1, 3/1), 4))")
_IS_COROLLARY_POINT = ("len(value) == 6 and all(rational(v) for v in value) and 0 < value[0] < value[1] < 1 "
                       "and min(value[2], value[3], value[4], value[5]) > 0")

COROLLARY = Domain.of(
    each(COROLLARY_NAMES, _COROLLARY_POINTS, "q < p from {1/10, 1/3, 1/2, 2/3, 9/10}; a_1, a_2, a'_1, a'_2 in "
         "{1/2, 1, 2, 3}", search=region("rationals 0 < q < p < 1 and a_1, a_2, a'_1, a'_2 > 0, denominators up "
                                         "to 1000", _corollary_strategy, _IS_COROLLARY_POINT),
         symbol=COROLLARY_SYMBOLS),
    where("a2/a1 >= a2p/a1p", "a_2/a_1 >= a'_2/a'_1", fast=_ordered_ratios))


def _special_case_formula(other: int) -> str:
    """(4.1) at m = 2, λ = (q, p), μ = (p, q) against Corollary 4.1's printed sides, and (4.2), (4.3) reversed at
    i = 1 with index ``other`` on the right (0: i, as printed; 1: j = 2)."""
    return f"""
    lam = (q, p)
    mu = (p, q)
    ratio(w) = sum(w[i]*lam[i] for i in ints(0, 1)) / sum(w[i]*mu[i] for i in ints(0, 1))
    a = (a1, a2)
    ap = (a1p, a2p)
    ratio(a) == (q*a1 + p*a2)/(p*a1 + q*a2) and ratio(ap) == (q*a1p + p*a2p)/(p*a1p + q*a2p) and
      lam[0]/mu[0] <= lam[{other}]/mu[{other}] and a[0]/a[{other}] <= ap[0]/ap[{other}]
    """


@FEB.claim(
    "special-case",
    section=SECTION,
    label="after (4.3)",
    statement=r"An important special case for us is the following: [Corollary 4.1] (the sentence before it, on "
    r"reversed inequalities, is 000.reversed-hypotheses)",
    hypotheses="the substitution m = 2, λ = (q, p), μ = (p, q), a = (a_1, a_2), a' = (a'_1, a'_2) into (4.1): the "
    "sides coincide with Corollary 4.1's, and (4.2), (4.3) as printed and reversed hold (they always do)",
    domain=COROLLARY,
    reading="literal",
    deviations=(STALE_LABELS,),
    disputed=INDICES,
    finding="The special case holds both as printed (its hypotheses empty) and with index j.",
    formula=_special_case_formula(0),
    correction=FEB.correction(
        "special-case.corrected",
        section=SECTION,
        label="after (4.3)",
        statement=r"Corollary 4.1 is (4.1) at m = 2, λ = (q, p), μ = (p, q) under (4.2), (4.3) read with j and "
        r"reversed: its premises give $\lambda_1/\mu_1 \leq \lambda_2/\mu_2$ and $a_1/a_2 \leq a'_1/a'_2$",
        hypotheses="(4.2), (4.3) read with index j, reversed; 0 < q < p; a_2/a_1 >= a'_2/a'_1",
        reading="charitable",
        disputed=INDICES,
        formula=_special_case_formula(1),
    )(lambda point: _special_case(point, with_j=True)),
)
def special_case(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, after (4.3): Corollary 4.1 is Lemma 4.2 at m = 2 with reversed hypotheses.

    What is decided is the instance relation: at the substitution the sides of (4.1) are Corollary 4.1's, and its
    premises give (4.2), (4.3) (read as printed, with index i, they are tautologies, so this part holds trivially).
    The domain carries Corollary 4.1's premise a_2/a_1 >= a'_2/a'_1: the record does not assert (4.1)'s inequality
    for every positive a, a' (without that premise it is false), and the inequality itself is decided by
    000.corollary-4.1."""
    return _special_case(point, with_j=False)


def _special_case(point: Point, with_j: bool) -> Evaluation:
    q, p = point["q"], point["p"]
    a, ap = (point["a1"], point["a2"]), (point["a1'"], point["a2'"])
    lam, mu = (q, p), (p, q)
    other = 1 if with_j else 0  # the index on the right of (4.2), (4.3): j = 2, or i = 1 as printed
    return weakest((
        equal(_weighted_ratio(a, lam, mu), (q * a[0] + p * a[1]) / (p * a[0] + q * a[1])),
        equal(_weighted_ratio(ap, lam, mu), (q * ap[0] + p * ap[1]) / (p * ap[0] + q * ap[1])),
        Evaluation(lam[0] / mu[0], "<=", lam[other] / mu[other]),
        Evaluation(a[0] / a[other], "<=", ap[0] / ap[other]),
    ))


@FEB.claim(
    "corollary-4.1",
    section=SECTION,
    label="Corollary 4.1",
    statement=r"Suppose $0 < q < p < 1$ and $a_i, a'_i > 0$ for i = 1, 2. Then "
    r"$\frac{q \cdot a_1 + p \cdot a_2}{p \cdot a_1 + q \cdot a_2} \ge "
    r"\frac{q \cdot a_1' + p \cdot a_2'}{p \cdot a_1' + q \cdot a_2'}$ whenever "
    r"$\frac{a_2}{a_1} \ge \frac{a_2'}{a_1'}$.",
    hypotheses="0 < q < p < 1 (l.288); p need not be 1 - q; a_1, a_2, a'_1, a'_2 > 0 (l.288); "
    "a_2/a_1 >= a'_2/a'_1 (l.294)",
    domain=COROLLARY,
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
    formula="""
    given 0 < q < p < 1
    given a1 > 0 and a2 > 0 and a1p > 0 and a2p > 0
    given a2/a1 >= a2p/a1p
    (q*a1 + p*a2)/(p*a1 + q*a2) >= (q*a1p + p*a2p)/(p*a1p + q*a2p)
    """,
)
def corollary_4_1(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Corollary 4.1 (the two-term case of Lemma 4.2)."""
    q, p = point["q"], point["p"]
    a1, a2, a1p, a2p = point["a1"], point["a2"], point["a1'"], point["a2'"]
    return Evaluation(
        (q * a1 + p * a2) / (p * a1 + q * a2), ">=", (q * a1p + p * a2p) / (p * a1p + q * a2p)
    )


# --------------------------------------------------------------------------- the proof printed after Corollary 4.1
#
# It proves Lemma 4.2 ((5.1)-(5.3) in the text are (4.1)-(4.3)), so its steps carry Lemma 4.2's label.

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
    hypotheses="a, a', λ, μ > 0; both '⟺'",
    domain=QUADRUPLES,
    reading="as read",
    deviations=(STALE_LABELS,),
    meaningless=STALE_MEANINGLESS,
    # model: (5.1) = (4.1), Lemma 4.2's weighted ratios; printed: the cross-multiplied double sums and the
    # off-diagonal sum; each printed '⟺' as the same truth value
    formula=_WEIGHTED + (
        "first = sum(a[i]*ap[j]*lam[i]*mu[j] for i in ints(0, m - 1) for j in ints(0, m - 1))\n"
        "second = sum(a[i]*ap[j]*lam[j]*mu[i] for i in ints(0, m - 1) for j in ints(0, m - 1))\n"
        "off = sum(a[i]*ap[j]*(lam[i]*mu[j] - lam[j]*mu[i]) for i in ints(0, m - 1) for j in ints(0, m - 1) "
        "if j != i)\n"
        "truth(c) = 1 if c else 0\n"
        "truth(ratio(a) >= ratio(ap)) == truth(first >= second) == truth(off >= 0)"),
)
def proof_cross_multiplied(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (printed after Corollary 4.1): the two equivalences."""
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
    domain=QUADRUPLES,
    # an identity between printed expressions, decided as printed: the five sums of the chain, term by term as
    # printed (the off-diagonal sum, its split at j > i and j < i, the relabelled and the reversed second sums,
    # the combined one), all equal
    formula="""
    t(i, j) = a[i]*ap[j]*(lam[i]*mu[j] - lam[j]*mu[i])
    r(i, j) = a[j]*ap[i]*(lam[j]*mu[i] - lam[i]*mu[j])
    upper = sum(t(i, j) for i in ints(0, m - 1) for j in ints(i + 1, m - 1))
    off = sum(t(i, j) for i in ints(0, m - 1) for j in ints(0, m - 1) if j != i)
    split = upper + sum(t(i, j) for i in ints(0, m - 1) for j in ints(0, i - 1))
    relabelled = upper + sum(r(i, j) for j in ints(0, m - 1) for i in ints(0, j - 1))
    reversed = upper + sum(r(i, j) for i in ints(0, m - 1) for j in ints(i + 1, m - 1))
    combined = sum((a[i]*ap[j] - a[j]*ap[i])*(lam[i]*mu[j] - lam[j]*mu[i]) for i in ints(0, m - 1)
      for j in ints(i + 1, m - 1))
    off == split == relabelled == reversed == combined
    """,
)
def proof_rearrangement(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (printed after Corollary 4.1): the chain of four equalities."""
    steps = _rearranged(point)
    for before, after in pairwise(steps):
        if before != after:
            return equal(before, after)
    return equal(steps[0], steps[-1])


#: Every a, a', λ, μ among the orderings of (1, ..., m): distinct entries, every order (lexicographic).
_ARRANGEMENTS = (f"tuples(tuple(t for t in tuples(tuple(v/1 for v in ints(1, m)), m) if all(t[i] != t[j] {_PAIRS})), "
                 "4)")


@FEB.claim(
    "proof-rearrangement.steps",
    section=SECTION,
    label="Lemma 4.2",
    kind="identity",
    statement=r"where the second equality follows from relabeling the summation indices, and the third from reversing "
    r"the sums",
    hypotheses="any positive a, a', λ, μ; the sums of the second and the third '=' as printed",
    domain=Domain.of(ints("m", 1, 3, search_high=6),
                     each(QUADRUPLE_NAMES, _ARRANGEMENTS, "every a, a', λ, μ an ordering of (1, ..., m)",
                          search=region(_POSITIVE_WORDS, _positive_quadruples, _IS_QUADRUPLE),
                          symbol=QUADRUPLE_SYMBOLS)),
    # the second '=': Σ_i Σ_(j<i) of the printed summand, renamed i <-> j, is the printed Σ_j Σ_(i<j) term by term
    # in order; the third: Σ_j Σ_(i<j) and the printed Σ_i Σ_(j>i) of the same summand sum the same terms (the
    # same multiset), in another order
    formula="""
    r(i, j) = a[j]*ap[i]*(lam[j]*mu[i] - lam[i]*mu[j])
    before = tuple(a[i]*ap[j]*(lam[i]*mu[j] - lam[j]*mu[i]) for i in ints(0, m - 1) for j in ints(0, i - 1))
    relabelled = tuple(r(i, j) for j in ints(0, m - 1) for i in ints(0, j - 1))
    by_i = tuple(r(i, j) for i in ints(0, m - 1) for j in ints(i + 1, m - 1))
    all(before[k] == relabelled[k] for k in ints(0, len(before) - 1)) and sorted(relabelled) == sorted(by_i)
    """,
)
def proof_rearrangement_steps(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (after Corollary 4.1): renaming i <-> j turns Σ_i Σ_(j<i) into
    the printed Σ_j Σ_(i<j) term by term, in order; the third '=' sums the same terms (one per i < j) in the other
    order.  The count of terms that fail to match, against 0."""
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    before = [a[i] * ap[j] * (lam[i] * mu[j] - lam[j] * mu[i]) for i in range(m) for j in range(m) if j < i]
    relabelled = [a[j] * ap[i] * (lam[j] * mu[i] - lam[i] * mu[j]) for j in range(m) for i in range(m) if i < j]
    by_pair = {(i, j): a[j] * ap[i] * (lam[j] * mu[i] - lam[i] * mu[j]) for j in range(m) for i in range(m) if i < j}
    reversed_order = {(i, j): a[j] * ap[i] * (lam[j] * mu[i] - lam[i] * mu[j]) for i in range(m) for j in range(m)
                      if j > i}
    unmatched = sum(1 for x, y in zip(before, relabelled, strict=True) if x != y)
    unmatched += sum(1 for pair in by_pair.keys() | reversed_order.keys()
                     if by_pair.get(pair) != reversed_order.get(pair))
    return equal(unmatched, 0)


@FEB.claim(
    "proof-sufficient",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"It follows that (5.1) will hold if $(a_i a'_j - a_j a'_i)(\lambda_i \mu_j - \lambda_j \mu_i) \ge 0$ "
    r"for all $1 \le i < j \le m$",
    hypotheses="a, a', λ, μ > 0 with every product >= 0",
    reading="as read",
    deviations=(STALE_LABELS,),
    meaningless=STALE_MEANINGLESS,
    domain=_quadruple_domain(_ordered_quadruples, "positive vectors with λ_i/μ_i and a_i/a'_i non-increasing",
                             (_PRODUCTS, "(a_i a'_j - a_j a'_i)(λ_i μ_j - λ_j μ_i) >= 0 for i < j", _every_pair(
                                 lambda v, i, j: (v[0][i] * v[1][j] - v[0][j] * v[1][i])
                                 * (v[2][i] * v[3][j] - v[2][j] * v[3][i]) >= 0))),
    proof=ComposedProof(
        {"rule": "accumulation", "invariants": [["S", ">"], ["Q", ">"], ["P*S - Q*R", ">="]],
         "base": [*_SUMS_POSITIVE["base"], []],
         "step": [*_SUMS_POSITIVE["step"], [{"denominator": "1", "terms": ["IH2", "JS0"]}]],
         "conclusion": [{"denominator": "I0*I1", "terms": ["I2"]}]},
        explanation="adding item j adds Σ_(i<j) (a_i a'_j - a_j a'_i)(λ_i μ_j - λ_j μ_i) to PS - QR"),
    formula=_WEIGHTED + "ratio(a) >= ratio(ap)",
)
def proof_sufficient(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (printed after Corollary 4.1): non-negative products give (4.1)."""
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    return Evaluation(_weighted_ratio(a, lam, mu), ">=", _weighted_ratio(ap, lam, mu))


def _implied(point: Point) -> Evaluation | None:
    a, ap, lam, mu = point["a"], point["a'"], point["lambda"], point["mu"]
    m = len(a)
    worst = min(((a[i] * ap[j] - a[j] * ap[i]) * (lam[i] * mu[j] - lam[j] * mu[i])
                 for i in range(m) for j in range(i + 1, m)), default=Fraction(0))
    return Evaluation(worst, ">=", 0)


def _implied_printed(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (after Corollary 4.1): (5.2), (5.3) imply products >= 0
    (as printed they always hold: every positive quadruple satisfies them)."""
    return _implied(point)


def _implied_corrected(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.2, proof (after Corollary 4.1): (4.2)/(4.3) read with index j."""
    return _implied(point)


FEB.claim(
    "proof-implied",
    section=SECTION,
    label="Lemma 4.2",
    statement=r"... which is implied by (5.2) and (5.3).",
    hypotheses="(4.2), (4.3) as printed",
    domain=QUADRUPLES,
    reading="literal",
    deviations=(STALE_LABELS,),
    disputed=INDICES,
    finding="With (4.2), (4.3) as printed (tautologies) nothing constrains the signs of the products.",
    formula=_PRINTED_GIVEN.format(relation=">=") + _PRODUCTS,
    correction=FEB.correction(
        "proof-implied.corrected",
        section=SECTION,
        label="Lemma 4.2",
        statement=r"... which is implied by $\lambda_i/\mu_i \ge \lambda_j/\mu_j$ and $a_i/a_j \ge a'_i/a'_j$",
        hypotheses="(4.2), (4.3) read with index j",
        domain=ORDERED,
        reading="charitable",
        disputed=INDICES,
        formula=_PRODUCTS,
        proof=ComposedProof(
            {"rule": "pair", "cases": [{"denominator": "1", "terms": ["H0*H1*G3*H3*J1*J0"]}]},
            explanation="a_i a'_j - a_j a'_i = a_j a'_j (a_i/a_j - a'_i/a'_j), λ_i μ_j - λ_j μ_i = μ_i μ_j "
            "(λ_i/μ_i - λ_j/μ_j)"),
    )(_implied_corrected),
)(_implied_printed)


# --------------------------------------------------------------------------- Lemma 4.3

_LEMMA_4_3_NAMES = ("a", "a'", "lambda", "mu", "b", "b'", "c", "c'")


def _lemma_4_3_points() -> Iterator[tuple[Fraction, ...]]:
    positive = (Fraction(1), Fraction(2))
    nonnegative = (Fraction(0), Fraction(1), Fraction(2))
    return product(*([positive] * 4 + [nonnegative] * 4))


@st.composite
def _lemma_4_3_strategy(draw: st.DrawFn) -> tuple[Fraction, ...]:
    """Points satisfying (4.5) by construction: c = t a c'/a', b' = u a' b/a, t, u in [0, 1]."""
    a, ap, lam, mu = (draw(_positive()) for _ in range(4))
    b, cp = draw(st.fractions(0, 100, max_denominator=1000)), draw(st.fractions(0, 100, max_denominator=1000))
    t, u = (draw(st.fractions(0, 1, max_denominator=100)) for _ in range(2))
    c, bp = t * a * cp / ap, u * ap * b / a
    return a, ap, lam, mu, b, bp, c, cp


def _is_lemma_4_3_point(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) == 8 and all(isinstance(v, Fraction | int) for v in value)
            and min(value[:4]) > 0 and min(value[4:]) >= 0)


#: Their names in formulas.
_LEMMA_4_3_SYMBOLS = ("a", "ap", "lam", "mu", "b", "bp", "c", "cp")
#: a, a', λ, μ in {1, 2} and b, b', c, c' in {0, 1, 2}, in the order of _lemma_4_3_points.
_LEMMA_4_3_POINTS = ("tuple((u[0], u[1], u[2], u[3], w[0], w[1], w[2], w[3]) for u in tuples((1/1, 2/1), 4) "
                     "for w in tuples((0/1, 1/1, 2/1), 4))")
_IS_LEMMA_4_3_POINT = ("len(value) == 8 and all(rational(v) for v in value) and min(value[0], value[1], value[2], "
                       "value[3]) > 0 and min(value[4], value[5], value[6], value[7]) >= 0")
#: The hypotheses of Lemma 4.3 with (4.5), in formulas.
_LEMMA_4_3_PREMISE = ("min(a, ap, lam, mu) > 0 and min(b, bp, c, cp) >= 0 and a*cp >= ap*c and a*bp <= ap*b "
                      "and b*cp >= bp*c")


def _lemma_4_3_domain(*conditions: tuple[str, Callable[[Point], bool], str]) -> Domain:
    return Domain.of(each(_LEMMA_4_3_NAMES, _LEMMA_4_3_POINTS, "a, a', λ, μ in {1, 2}; b, b', c, c' in {0, 1, 2}",
                          search=region("a, a', λ, μ > 0 and b, b', c, c' >= 0 rational, (4.5) by construction",
                                        _lemma_4_3_strategy, _IS_LEMMA_4_3_POINT), symbol=_LEMMA_4_3_SYMBOLS),
                     *(where(condition, text, fast=fast) for condition, fast, text in conditions))


@FEB.claim(
    "lemma-4.3",
    section=SECTION,
    label="Lemma 4.3",
    statement=r"Suppose $a, a', \lambda, \mu > 0$, and $b, b', c, c' \geq 0$. Then "
    r"$\frac{a\lambda + b\mu}{c\lambda + a\mu} \ge \frac{a'\lambda + b'\mu}{c'\lambda + a'\mu} "
    r"\tag{4.4}$ if $ac' \ge a'c$, $ab' \le a'b$, and $bc' \ge b'c$. (4.5)",
    hypotheses="a, a', λ, μ > 0 (l.312); b, b', c, c' >= 0 (l.312); (4.5)",
    domain=_lemma_4_3_domain((_LEMMA_4_3_PREMISE, lambda point: lemma_4_3_premise(point),
                              "(4.5): ac' >= a'c, ab' <= a'b, bc' >= b'c")),
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
    formula="""
    given a > 0 and ap > 0 and lam > 0 and mu > 0
    given b >= 0 and bp >= 0 and c >= 0 and cp >= 0
    # (4.5)
    given a*cp >= ap*c and a*bp <= ap*b and b*cp >= bp*c
    (a*lam + b*mu)/(c*lam + a*mu) >= (ap*lam + bp*mu)/(cp*lam + ap*mu)
    """,
)
def lemma_4_3(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.3: (4.4) under hypotheses (4.5)."""
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


@FEB.claim(
    "lemma-4.3.proof",
    section=SECTION,
    label="Lemma 4.3",
    statement=r"Proof. (5.4) holds iff $ac'\lambda^2 + aa'\lambda\mu + bc'\lambda\mu + a'b\mu^2 \ge a'c\lambda^2 + "
    r"b'c\lambda\mu + aa'\lambda\mu + ab'\mu^2 \iff (ac' - a'c)\lambda^2 + (bc' - b'c)\lambda\mu + (a'b - ab')\mu^2 "
    r"\ge 0$, which is implied by (5.5).",
    hypotheses="a, a', λ, μ > 0; b, b', c, c' >= 0; each '⟺', and the implication under (4.5)",
    reading="as read",
    deviations=(STALE_LABELS,),
    meaningless=STALE_MEANINGLESS,
    domain=_lemma_4_3_domain(),
    formula="""
    left = a*cp*lam**2 + a*ap*lam*mu + b*cp*lam*mu + ap*b*mu**2
    right = ap*c*lam**2 + bp*c*lam*mu + a*ap*lam*mu + a*bp*mu**2
    quadratic = (a*cp - ap*c)*lam**2 + (b*cp - bp*c)*lam*mu + (ap*b - a*bp)*mu**2
    # (5.4) = (4.4) iff the cross-multiplied form iff the quadratic >= 0, which (5.5) = (4.5) implies
    iff((a*lam + b*mu)/(c*lam + a*mu) >= (ap*lam + bp*mu)/(cp*lam + ap*mu), left >= right) and
      iff(left >= right, quadratic >= 0) and
      implies(a*cp >= ap*c and a*bp <= ap*b and b*cp >= bp*c, quadratic >= 0)
    """,
)
def lemma_4_3_proof(point: Point) -> Evaluation | None:
    """000_6dfa2dbc38b4b249.txt §4, Lemma 4.3 (proof): the equivalences and the final implication."""
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
