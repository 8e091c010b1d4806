"""001_d8c6cb5d6e66af37.txt (draft of Jan 8, 2016), §4.2 "Local Differential Privacy".

Theorem 4.1 (R_i is maximized when D holds N set bits), the strict ratio
inequality and (4.5)/(4.6) its proof rests on, and Lemma 1 (log-concavity of the
coefficients of a_n prod (r_i + x) with r_i >= 0), each as printed.

Notation: a_i^m is the coefficient of x^i in G_m(x) = (q + p x)^m (p + q x)^(N - m),
i.e. P[s = i] when m of the N original bits are set; R_i = a_i^m / a_i^(m+1) when
D holds m + 1 set bits and D_m one fewer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from krverify.claims import _strategies as st
from krverify.claims._claim import Claim, ComposedProof, Deviation, Evaluation, Point, SymbolicProof, equal, weakest
from krverify.claims._domain import Axis, Domain, among, each, ints, let, rationals, region
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, lie_probability
from krverify.model import linear_product_coefficients, power_product_coefficients
from krverify.model.generating import generating_numerator, generating_row

JAN = Document("001_d8c6cb5d6e66af37.txt", prefix="001")
SECTION = "4.2.1"
#: The default check sweeps N up to MAX_SWEEP_N; ``check --depth`` also sweeps up to DEEP_SWEEP_N.
MAX_SWEEP_N = 24
DEEP_SWEEP_N = 40
MAX_SEARCH_N = 200

# --------------------------------------------------------------------------- parameter spaces


Q = lie_probability(max_denominator=1000)
_INTERIOR = Domain.of(ints("N", 2, MAX_SWEEP_N, search_high=MAX_SEARCH_N, deep_high=DEEP_SWEEP_N), Q,
                      ints("m", 1, "N - 1"), ints("i", 0, "N"))
#: The proof's polynomial identities are checked coefficient by coefficient on a smaller range of N.
MAX_IDENTITY_N = 16
DEEP_IDENTITY_N = 24
_STEP_INTERIOR = Domain.of(ints("N", 2, MAX_IDENTITY_N, search_high=MAX_SEARCH_N, deep_high=DEEP_IDENTITY_N), Q,
                           ints("m", 1, "N - 1"), ints("i", 0, "N"))


def _interior(point: Point) -> tuple[int, int, int, int, int]:
    """(a^(m-1), a^m, a^(m+1)) numerators at i, with their common scale and N."""
    n, m, i = point["N"], point["m"], point["i"]
    q = point["q"]
    return (generating_numerator(n, m - 1, i, q), generating_numerator(n, m, i, q),
            generating_numerator(n, m + 1, i, q), q.denominator**n, n)


def _corrected(sides: Callable[[Point], Evaluation | None]) -> Callable[[Point], Evaluation | None]:
    """The printed strict inequality, made an equality at i in {0, N} and kept strict inside."""

    def check(point: Point) -> Evaluation | None:
        evaluation = sides(point)
        if evaluation is None:
            return None
        relation = "==" if point["i"] in (0, point["N"]) else evaluation.relation
        return Evaluation(evaluation.lhs, relation, evaluation.rhs, evaluation.scale)

    check.__doc__ = sides.__doc__
    return check


_EQUALITY_AT_ENDS = (
    "At i = 0 (and i = N) both sides are equal: a_0^m = q^m p^(N-m), so "
    "(a_0^m)^2 = a_0^(m-1) a_0^(m+1) = q^(2m) p^(2N-2m) and every ratio a_0^m/a_0^(m+1) equals p/q; "
    "the strict inequality fails there."
)

#: The proof's generating functions as polynomials, coefficients lowest degree first: (q + px)^e has the
#: coefficients of Bin(e, p), (p + qx)^e those of Bin(e, q); a_i^j is the coefficient of x^i in
#: G_j(x) = (q + px)^j (p + qx)^(N - j) (l.125).
_G_TEXT = """
p = 1 - q
qp(e) = binomial_law(e, p)
pq(e) = binomial_law(e, q)
a(j, i) = at(convolve(qp(j), pq(N - j)), i)
"""
#: The ratio inequality after (4.4) (and 'Which proves that' after (4.29)).
_RATIO_FORMULA = _G_TEXT + "a(m, i)/a(m + 1, i) > a(m - 1, i)/a(m, i)"

# --------------------------------------------------------------------------- proofs for every size
#
# Composed proofs (krverify/certify/composition.py): the checker supplies each case's target and hypotheses for
# every pattern of zero and positive coefficients; the certificates below give only the cases.

_G_BASE = {"factors": [["q", "p", "m - 1"], ["p", "q", "N - m - 1"]]}  # Q(x), as the proof needs it
_G_SHIFTS = {"A": [["p", "q"], ["p", "q"]], "B": [["q", "p"], ["p", "q"]], "C": [["q", "p"], ["q", "p"]]}


def _g_window(denominator: str) -> ComposedProof:
    """(a_i^m)² - a_i^(m-1) a_i^(m+1) = (p² - q²)² (b_(i-1)² - b_i b_(i-2)), b of Q (the corrected 'simplifies
    to'), and the strict form of Lemma 1 on Q: strict exactly where i - 1 is in Q's support, i.e. 1 <= i <= N - 1."""
    return ComposedProof({"rule": "window", "base": _G_BASE, "shifts": _G_SHIFTS, "lemma": "001.lemma-1.strict",
                          "cases": [{"denominator": denominator, "terms": ["H0**2*(p + q)**2*L_m1"]}]},
                         explanation="G_(m-1), G_m, G_(m+1) are Q times (p + qx)², (q + px)(p + qx), (q + px)²")


#: b_(i-1) b_i (b_(i-1) b_i - b_(i-2) b_(i+1)) = b_i² g_(i-1) + b_(i-2) b_i g_i, g_j the log-concavity gap at j.
_MIDDLE_FROM_GAPS = {"denominator": "s_m1*s_0", "terms": ["s_0**2*L_m1", "s_m2*s_0*L_0"]}
_LEMMA_1_CASES = [
    # new gap = beta² g_(i-1) + alpha beta (b_(i-1) b_i - b_(i-2) b_(i+1)) + alpha² g_i, the middle from two gaps
    {"denominator": "s_m1*s_0", "terms": ["beta**2*s_m1*s_0*IH_m1", "alpha*beta*s_0**2*IH_m1",
                                          "alpha*beta*s_m2*s_0*IH_0", "alpha**2*s_m1*s_0*IH_0"]},
    # where b_(i-1) b_i = 0 the middle term vanishes
    {"denominator": "1", "terms": ["beta**2*IH_m1", "alpha**2*IH_0"]},
]
#: An identity of the coefficients of Q^n (r + x): the checker expands a_j = r b_j + b_(j-1) in every pattern.
_BY_MULTIPLICATION = ComposedProof({"rule": "window", "lemma": "001.lemma-1", "cases": []},
                                   explanation="a_j = r b_j + b_(j-1) is the coefficient of x^j in Q^n(x)(r + x)")
def _lemma_1_proof(strict: bool) -> ComposedProof:
    return ComposedProof(
        {"rule": "induction", "invariant": "s_0**2 - s_m1*s_p1", "strict": strict,
         "step": {"alpha > 0": _LEMMA_1_CASES, "alpha = 0": _LEMMA_1_CASES}},
        explanation="(4.18)-(4.29) corrected: multiplying by (r + x) adds gaps with nonnegative weights" + (
            ", a positive one where the new coefficient is nonzero" if strict else ""))


LEMMA_1_PROOF = _lemma_1_proof(strict=False)


def _from_lemma_1(*cases: dict[str, object]) -> ComposedProof:
    return ComposedProof({"rule": "window", "lemma": "001.lemma-1", "cases": list(cases)})


# --------------------------------------------------------------------------- Theorem 4.1


@JAN.claim(
    "one-to-zero",
    section=SECTION,
    label="§4.2.1",
    kind="identity",
    statement=r"Without loss of generality, assume that the original record was 1 and it was modified to 0. [A "
    r"change 0 → 1 of a collection with M set bits is, complementing every bit (s → N - s), a change 1 → 0 of one "
    r"with N - M: $P(s = i|M + 1)/P(s = i|M) = R_{N-i}$ of N - M set bits; with the inverse ratios (the other order of "
    r"a pair) the changes 1 → 0 cover every neighbouring pair.]",
    hypotheses="0 < q < 1/2; D holds M set bits and a 0 of it becomes 1; 0 <= M <= N - 1; 0 <= i <= N",
    domain=Domain.of(ints("N", 1, 24, search_high=MAX_SEARCH_N), Q, ints("M", 0, "N - 1"), ints("i", 0, "N")),
    # model: the ratio P(s = i|M + 1)/P(s = i|M) of a 0 -> 1 change, from the law of the count (ones_pmf); printed:
    # R_(N-i) of the complemented collection (N - M set bits, one of them cleared), from the same law
    formula="ones_pmf(N, M + 1, q, i)/ones_pmf(N, M, q, i) == "
    "ones_pmf(N, N - M - 1, q, N - i)/ones_pmf(N, N - M, q, N - i)",
)
def one_to_zero(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, §4.2.1: a 0 -> 1 change is a 1 -> 0 change of the complement."""
    n, m, i = point["N"], point["M"], point["i"]
    q = point["q"]
    zero_to_one = Fraction(generating_numerator(n, m + 1, i, q), generating_numerator(n, m, i, q))
    complement = n - m  # set bits of the complemented D; the change there is 1 -> 0
    one_to_zero = Fraction(generating_numerator(n, complement - 1, n - i, q),
                           generating_numerator(n, complement, n - i, q))
    return equal(zero_to_one, one_to_zero)


@JAN.claim(
    "theorem-4.1",
    section=SECTION,
    label="Theorem 4.1",
    statement=r"R_i is maximized when D contains N set bits, where "
    r"$R_i = \frac{P(s = i|D_m)}{P(s = i|D)}$ and $D_m$ holds one set bit less than $D$.",
    hypotheses="0 < q < 1/2; N >= 1; D holds M set bits; 1 <= M <= N; 0 <= i <= N",
    proof=ComposedProof({"rule": "chain", "link": "001.ratio-after-4.4.corrected"},
                        explanation="R_i(M + 1) >= R_i(M) for 1 <= M <= N - 1 (after (4.4), corrected), telescoped"),
    domain=Domain.of(ints("N", 1, MAX_SWEEP_N, search_high=MAX_SEARCH_N, deep_high=DEEP_SWEEP_N), Q, ints("M", 1, "N"),
                     ints("i", 0, "N")),
)
def theorem_4_1(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, Theorem 4.1: R_i(N) >= R_i(M) for every M."""
    n, m, i = point["N"], point["M"], point["i"]
    q = point["q"]
    ratio = lambda ones: Fraction(generating_numerator(n, ones - 1, i, q), generating_numerator(n, ones, i, q))  # noqa: E731
    return Evaluation(ratio(n), ">=", ratio(m))


def _a_coefficient(point: Point, members: int) -> Evaluation:
    """a_i^m of G_m against P(s = i | the collection with ``members`` set bits)."""
    n, m, i, q = point["N"], point["m"], point["i"], point["q"]
    return equal(Fraction(generating_numerator(n, m, i, q), q.denominator**n), generating_row(n, members, q)[i])


#: l.125 prints "m set bits in the original collection D_m": l.119 calls D the original and D_m the modified one.
A_COEFFICIENTS_DISPUTED = ("which collection holds the m set bits at l.125, 'the original collection D_m': D_m, the "
                           "symbol printed (literal), or the original collection D (l.119), as 'maximizes when m = N' "
                           "(l.231) and §5.2 ('D contains m set bits') read it (charitable)")

JAN.claim(
    "a-coefficients",
    section=SECTION,
    label="Theorem 4.1",
    kind="identity",
    statement=r"Suppose there are m set bits in the original collection $D_m$. [...] Note that coefficients $a_i^m$ in "
    r"the expansion of the generating function $G_m$ represent probabilities of $P(s = i|D)$",
    hypotheses="0 < q < 1/2; D_m holds m set bits (l.125) and D one more (l.119); 0 <= m <= N - 1; 0 <= i <= N",
    domain=Domain.of(ints("N", 1, 8, search_high=MAX_SEARCH_N), Q, ints("m", 0, "N - 1"), ints("i", 0, "N")),
    reading="literal",
    disputed=A_COEFFICIENTS_DISPUTED,
    finding="The proof names the collection with m set bits D_m (l.125), so D holds m + 1 and P(s = i|D) is a_i^(m+1), "
    "not a_i^m; G_m is the generating function of the collection with m set bits.",
    correction=JAN.correction(
        "a-coefficients.corrected",
        section=SECTION,
        label="Theorem 4.1",
        kind="identity",
        statement=r"$a_i^m = P(s = i\,|\,$the collection with m set bits$)$, the coefficient of $x^i$ in $G_m(x) = "
        r"(q + px)^m(p + qx)^{N-m}$",
        hypotheses="0 < q < 1/2; 0 <= m <= N; 0 <= i <= N",
        domain=Domain.of(ints("N", 1, 8, search_high=MAX_SEARCH_N), Q, ints("m", 0, "N"), ints("i", 0, "N")),
        reading="charitable",
        disputed=A_COEFFICIENTS_DISPUTED,
        # G_m's coefficient against the law of the count s when m bits are set
        formula=_G_TEXT + "a(m, i) == prob(ones_law(N, m, q), i)",
    )(lambda point: _a_coefficient(point, point["m"])),
    # G_m's coefficient against the law of the count s under D, which holds m + 1 set bits
    formula=_G_TEXT + "a(m, i) == prob(ones_law(N, m + 1, q), i)",
)(lambda point: _a_coefficient(point, point["m"] + 1))


# --------------------------------------------------------------------------- the ratio display


def _ratio_sides(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.4): a_i^m/a_i^(m+1) > a_i^(m-1)/a_i^m."""
    below, middle, above, _, _ = _interior(point)
    return Evaluation(Fraction(middle, above), ">", Fraction(below, middle))


ratio_corrected = JAN.correction(
    "ratio-after-4.4.corrected",
    section=SECTION,
    label="after (4.4)",
    statement=r"$\frac{a_i^m}{a_i^{m+1}} \ge \frac{a_i^{m-1}}{a_i^m}$ for all i, with equality "
    r"exactly at i = 0 and i = N and strict inequality for 1 <= i <= N - 1.",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    proof=_g_window("B_0*C_0"),
)(_corrected(_ratio_sides))

JAN.claim(
    "ratio-after-4.4",
    section=SECTION,
    label="after (4.4)",
    statement=r"We prove that for any i, the differential privacy ratio grows with m: "
    r"$\frac{a_i^m}{a_i^{m+1}} > \frac{a_i^{m-1}}{a_i^m}$",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 'for any i': 0 <= i <= N (l.129)",
    domain=_INTERIOR,
    finding=_EQUALITY_AT_ENDS,
    correction=ratio_corrected,
    formula=_RATIO_FORMULA,
)(_ratio_sides)

# --------------------------------------------------------------------------- (4.5) and (4.6)


def _eq_4_5_sides(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.5): (a_i^m)^2 > a_i^(m-1) a_i^(m+1)."""
    below, middle, above, scale, _ = _interior(point)
    return Evaluation(middle * middle, ">", below * above, scale * scale)


def _eq_4_6_sides(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.6): (a_i^m)^2 - a_i^(m-1) a_i^(m+1) > 0."""
    below, middle, above, scale, _ = _interior(point)
    return Evaluation(middle * middle - below * above, ">", 0, scale * scale)


eq_4_5_corrected = JAN.correction(
    "eq-4.5.corrected",
    section=SECTION,
    label="(4.5)",
    statement=r"$(a_i^m)^2 \ge a_i^{m-1} a_i^{m+1}$, with equality exactly at i = 0 and i = N.",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    proof=_g_window("1"),
)(_corrected(_eq_4_5_sides))

JAN.claim(
    "eq-4.5",
    section=SECTION,
    label="(4.5)",
    statement=r"which holds when $(a_i^m)^2 > a_i^{m-1} a_i^{m+1} \tag{4.5}$ [(4.5) itself, at every i, as the step "
    r"the proof goes on to show (l.129: 'for any i'); that (4.5) implies the ratio inequality is 001.eq-4.5-implies]",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    finding=_EQUALITY_AT_ENDS,
    correction=eq_4_5_corrected,
    formula=_G_TEXT + "a(m, i)**2 > a(m - 1, i)*a(m + 1, i)",
)(_eq_4_5_sides)


def _eq_4_5_implies(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.5): '(a_i^m)² > a_i^(m-1) a_i^(m+1)' implies the ratio inequality."""
    below, middle, above, _, _ = _interior(point)
    condition = middle * middle > below * above
    conclusion = Fraction(middle, above) > Fraction(below, middle)
    return Evaluation(int(condition), "<=", int(conclusion), detail="1 = holds, 0 = fails: (4.5) => the ratios")


JAN.claim(
    "eq-4.5-implies",
    section=SECTION,
    label="(4.5)",
    statement=r"$\frac{a_i^m}{a_i^{m+1}} > \frac{a_i^{m-1}}{a_i^m}$ which holds when $(a_i^m)^2 > a_i^{m-1} a_i^{m+1}$ "
    r"[(4.5) implies the ratio inequality: every $a_i^m > 0$]",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    # a_i^j, the coefficient of x^i in G_j = (q + px)^j (p + qx)^(N-j): one entry of the law of the count when j
    # bits are set (ones_pmf, the model); the printed implication (4.5) => the ratio inequality
    formula="a(j) = ones_pmf(N, j, q, i)\nimplies(a(m)**2 > a(m - 1)*a(m + 1), a(m)/a(m + 1) > a(m - 1)/a(m))",
)(_eq_4_5_implies)

eq_4_6_corrected = JAN.correction(
    "eq-4.6.corrected",
    section=SECTION,
    label="(4.6)",
    statement=r"$(a_i^m)^2 - a_i^{m-1} a_i^{m+1} \ge 0$, with equality exactly at i = 0 and i = N.",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    proof=_g_window("1"),
)(_corrected(_eq_4_6_sides))

JAN.claim(
    "eq-4.6",
    section=SECTION,
    label="(4.6)",
    statement=r"$(a_i^m)^2 - a_i^{m-1} a_i^{m+1} > 0 \tag{4.6}$",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    finding=_EQUALITY_AT_ENDS,
    correction=eq_4_6_corrected,
    formula=_G_TEXT + "a(m, i)**2 - a(m - 1, i)*a(m + 1, i) > 0",
)(_eq_4_6_sides)

# --------------------------------------------------------------------------- (4.7)-(4.15): the proof's algebra
#
# The proof writes G_(m+1), G_m, G_(m-1) and Q(x) with (p + qx) where (q + px) belongs; each step
# is checked as printed (coefficient of x^i), with the intended polynomial as its correction.


def _p(point: Point) -> Fraction:
    return 1 - point["q"]


@lru_cache(maxsize=4096)
def _powers(q: Fraction, first: tuple[bool, int], second: tuple[bool, int],
            extra: tuple[tuple[bool, int], ...] = ()) -> tuple[Fraction, ...]:
    """Coefficients of a product of powers of (q + px) (flag True) and (p + qx) (flag False)."""
    p = 1 - q
    factors = tuple((q, p, e) if flag else (p, q, e) for flag, e in (first, second, *extra))
    return power_product_coefficients(factors)


def _printed_q_poly(point: Point) -> tuple[Fraction, ...]:
    """Q(x) = (p + qx)^(m-1) (p + qx)^(N-m-1), as printed."""
    n, m = point["N"], point["m"]
    return _powers(point["q"], (False, m - 1), (False, n - m - 1))


def _intended_q_poly(point: Point) -> tuple[Fraction, ...]:
    """Q(x) = (q + px)^(m-1) (p + qx)^(N-m-1), the polynomial the proof needs."""
    n, m = point["N"], point["m"]
    return _powers(point["q"], (True, m - 1), (False, n - m - 1))


def _at(coefficients: tuple[Fraction, ...], i: int) -> Fraction:
    return coefficients[i] if 0 <= i < len(coefficients) else Fraction(0)


def _true_g(point: Point, shift: int) -> Fraction:
    """a_i^(m + shift) from the model."""
    n, q = point["N"], point["q"]
    return Fraction(generating_numerator(n, point["m"] + shift, point["i"], q), q.denominator**n)


_SQUARE_FACTORS = {
    1: lambda q, p: (q * q, 2 * q * p, p * p),            # (q + px)^2
    0: lambda q, p: (q * p, q * q + p * p, q * p),        # (q + px)(p + qx)
    -1: lambda q, p: (p * p, 2 * q * p, q * q),           # (p + qx)^2
}


def _times_factor(point: Point, b: tuple[Fraction, ...], shift: int) -> Fraction:
    """Coefficient of x^i in Q(x) times the quadratic factor of G_(m + shift): b_i c0 + b_(i-1) c1 + b_(i-2) c2."""
    c0, c1, c2 = _SQUARE_FACTORS[shift](point["q"], _p(point))
    i = point["i"]
    return _at(b, i) * c0 + _at(b, i - 1) * c1 + _at(b, i - 2) * c2


def _printed_q_times(point: Point, shift: int) -> Fraction:
    """Coefficient of x^i in the printed Q(x) times the quadratic factor, expanded as one product."""
    n, m = point["N"], point["m"]
    factor = {1: ((True, 2),), 0: ((True, 1), (False, 1)), -1: ((False, 2),)}[shift]
    return _at(_powers(point["q"], (False, m - 1), (False, n - m - 1), factor), point["i"])


def _printed_g(point: Point, shift: int) -> Fraction:
    """(4.7)-(4.9) as printed: G_(m+shift)(x) = (p + qx)^(m+shift) (p + qx)^(N-m-shift)."""
    n, m = point["N"], point["m"]
    return _at(_powers(point["q"], (False, m + shift), (False, n - m - shift)), point["i"])


def _intended_g(point: Point, shift: int) -> Fraction:
    n, m = point["N"], point["m"]
    return _at(_powers(point["q"], (True, m + shift), (False, n - m - shift)), point["i"])


def _interior_check(fn: Callable[[Point], Evaluation | None], doc: str) -> Callable[[Point], Evaluation | None]:
    def check(point: Point) -> Evaluation | None:
        return fn(point)

    check.__doc__ = f"001_d8c6cb5d6e66af37.txt §4.2.1, {doc}"
    return check


_G_NAMES = {1: ("(4.7)", "G_{m+1}", "m+1", "N-m-1"), 0: ("(4.8)", "G_m", "m", "N-m"),
            -1: ("(4.9)", "G_{m-1}", "m-1", "N-m+1")}
#: m + shift in the formula language
_M_PLUS = {1: "m + 1", 0: "m", -1: "m - 1"}
_N_MINUS = {1: "N - m - 1", 0: "N - m", -1: "N - m + 1"}

for _shift, (_label, _g, _e1, _e2) in _G_NAMES.items():
    JAN.claim(
        "eq-" + _label.strip("()"),
        section=SECTION,
        label=_label,
        kind="identity",
        statement=f"${_g}(x) = (p + qx)^{{{_e1}}}(p + qx)^{{{_e2}}}$",
        hypotheses="0 < q < 1/2; 1 <= m <= N - 1; coefficient of x^i; 0 <= i <= N",
        domain=_STEP_INTERIOR,
        finding=f"The first factor must be (q + px)^{{{_e1}}}: as printed both factors are (p + qx), "
        "so the line is (p + qx)^N" + (", which is G_(m-1) only when m = 1." if _shift == -1 else "."),
        correction=JAN.correction(
            "eq-" + _label.strip("()") + ".corrected",
            section=SECTION,
            label=_label,
            kind="identity",
            statement=f"${_g}(x) = (q + px)^{{{_e1}}}(p + qx)^{{{_e2}}}$",
            hypotheses="0 < q < 1/2; 1 <= m <= N - 1; coefficient of x^i",
            domain=_STEP_INTERIOR,
        )(_interior_check(lambda pt, s=_shift: equal(_true_g(pt, s), _intended_g(pt, s)),
                          f"{_label} with (q + px) as the first factor.")),
        # G_(m+shift)'s coefficient against that of the printed (p + qx)^(m+shift) (p + qx)^(N-m-shift)
        formula=_G_TEXT + f"a({_M_PLUS[_shift]}, i) == at(convolve(pq({_M_PLUS[_shift]}), pq({_N_MINUS[_shift]})), i)",
    )(_interior_check(lambda pt, s=_shift: equal(_true_g(pt, s), _printed_g(pt, s)),
                      f"{_label}: the generating function as printed."))

JAN.definition(
    "q-definition",
    section=SECTION,
    label="after (4.9)",
    statement=r"Define $Q(x)$ as: $Q(x) = (p + qx)^{m-1}(p + qx)^{N-m-1} = \sum_{i=0}^{N-2} b_i x^i$",
    finding="A definition: as printed Q = (p + qx)^(N-2), of degree N - 2 as its sum says. The next lines need "
    "Q = (q + px)^(m-1)(p + qx)^(N-m-1) (the same (p + qx) for (q + px) slip as (4.7)-(4.9)): (4.10)-(4.15) and the "
    "substitution after (4.15) are decided with Q as printed (refuted) and, as their corrections, with that Q.",
)

_EXPANSIONS = {
    1: ("(4.10)", "G_{m+1}(x) = Q(x)(q + px)^2", r"b_i q^2 + 2qpb_{i-1} + b_{i-2}p^2", "(4.13)", "a_i^{m+1}"),
    0: ("(4.11)", "G_m(x) = Q(x)(q + px)(p + qx)", r"b_i qp + (q^2 + p^2)b_{i-1} + b_{i-2}qp", "(4.14)",
        "a_i^m"),
    -1: ("(4.12)", "G_{m-1}(x) = Q(x)(p + qx)^2", r"b_i p^2 + 2qpb_{i-1} + b_{i-2}q^2", "(4.15)",
         "a_i^{m-1}"),
}

#: The linear factors that make G_(m+1), G_m, G_(m-1) from Q (composed proofs of the expansions: identities of
#: coefficients, checked in every support pattern by the standard-library kernel).
_EXPANSION_FACTORS = {1: [["q", "p"], ["q", "p"]], 0: [["q", "p"], ["p", "q"]], -1: [["p", "q"], ["p", "q"]]}
#: Q as printed after (4.9), b_j its coefficients; each quadratic factor of (4.10)-(4.12) as a polynomial, and the
#: printed right sides of (4.13)-(4.15).
_PRINTED_Q = "Q = convolve(pq(m - 1), pq(N - m - 1))\nb(j) = at(Q, j)\n"
_QUADRATIC = {1: "qp(2)", 0: "convolve(qp(1), pq(1))", -1: "pq(2)"}
_THROUGH_B = {1: "b(i)*q**2 + 2*q*p*b(i - 1) + b(i - 2)*p**2", 0: "b(i)*q*p + (q**2 + p**2)*b(i - 1) + b(i - 2)*q*p",
              -1: "b(i)*p**2 + 2*q*p*b(i - 1) + b(i - 2)*q**2"}


def _expansion_proof(base: list[list[str]], shifts: dict[str, list[list[str]]], explanation: str) -> ComposedProof:
    return ComposedProof({"rule": "window", "base": {"factors": base}, "shifts": shifts, "cases": []},
                         explanation=explanation)


for _shift, (_label, _text, _coefficient, _label_a, _a) in _EXPANSIONS.items():
    _number = _label.strip("()")
    _factors = _EXPANSION_FACTORS[_shift]
    _corrected_step = JAN.correction(
        f"eq-{_number}.corrected",
        section=SECTION,
        label=_label,
        kind="identity",
        statement=f"${_text}$ with $Q(x) = (q + px)^{{m-1}}(p + qx)^{{N-m-1}}$",
        hypotheses="0 < q < 1/2; 1 <= m <= N - 1; coefficient of x^i",
        domain=_STEP_INTERIOR,
        proof=_expansion_proof(_G_BASE["factors"], {"G": _factors, "C": _factors},
                               "both sides are the same product of linear factors"),
    )(_interior_check(lambda pt, s=_shift: equal(_true_g(pt, s), _times_factor(pt, _intended_q_poly(pt), s)),
                      f"{_label} with the intended Q."))
    JAN.claim(
        f"eq-{_number}",
        section=SECTION,
        label=_label,
        kind="identity",
        statement=f"${_text}$ (first '=', with Q as defined)",
        hypotheses="0 < q < 1/2; 1 <= m <= N - 1; coefficient of x^i; Q as printed",
        domain=_STEP_INTERIOR,
        finding="Inherits the misprint of Q: with Q = (p + qx)^(N-2) the product is not G unless m = 1.",
        correction=_corrected_step,
        # G_(m+shift)'s coefficient against that of the printed Q times the quadratic factor
        formula=_G_TEXT + _PRINTED_Q + f"a({_M_PLUS[_shift]}, i) == at(convolve(Q, {_QUADRATIC[_shift]}), i)",
    )(_interior_check(lambda pt, s=_shift: equal(_true_g(pt, s), _times_factor(pt, _printed_q_poly(pt), s)),
                      f"{_label}: G as Q times a quadratic factor."))
    JAN.claim(
        f"eq-{_number}.step-2",
        section=SECTION,
        label=_label,
        kind="identity",
        statement=f"${_text.split(' = ')[1]} = \\sum_{{i=0}}^N [{_coefficient}]x^i$",
        hypotheses="0 < q < 1/2; 1 <= m <= N - 1; coefficient of x^i; Q as printed",
        domain=_STEP_INTERIOR,
        proof=_expansion_proof([["p", "q", "m - 1"], ["p", "q", "N - m - 1"]], {"C": _factors, "b": []},
                               "the coefficient of x^i in Q(x) times two linear factors, for any Q"),
    )(_interior_check(lambda pt, s=_shift: equal(_printed_q_times(pt, s), _times_factor(pt, _printed_q_poly(pt), s)),
                      f"{_label}: the coefficients of Q times the quadratic factor."))
    _coefficient_corrected = JAN.correction(
        f"eq-{_label_a.strip('()')}.corrected",
        section=SECTION,
        label=_label_a,
        kind="identity",
        statement=f"${_a} = {_coefficient}$ with $b_i$ the coefficients of $Q(x) = (q + px)^{{m-1}}(p + qx)^{{N-m-1}}$ "
        "(the printed line, with Q corrected)",
        hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
        domain=_STEP_INTERIOR,
        proof=_expansion_proof(_G_BASE["factors"], {"G": _factors, "b": []},
                               f"{_a} is the coefficient of x^i in Q times the factors of {_label}"),
    )(_interior_check(lambda pt, s=_shift: equal(_true_g(pt, s), _times_factor(pt, _intended_q_poly(pt), s)),
                      f"{_label_a} with the intended Q."))
    JAN.claim(
        f"eq-{_label_a.strip('()')}",
        section=SECTION,
        label=_label_a,
        kind="identity",
        statement=f"${_a} = {_coefficient}$",
        hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N; b_i the coefficients of Q as defined after (4.9)",
        domain=_STEP_INTERIOR,
        finding="Inherits the misprint of Q's definition: with the Q the next lines need the line holds.",
        correction=_coefficient_corrected,
        formula=_G_TEXT + _PRINTED_Q + f"a({_M_PLUS[_shift]}, i) == {_THROUGH_B[_shift]}",
    )(_interior_check(lambda pt, s=_shift: equal(_true_g(pt, s), _times_factor(pt, _printed_q_poly(pt), s)),
                      f"{_label_a}: a_i through the coefficients of Q."))


def _substituted(point: Point, b: tuple[Fraction, ...]) -> Fraction:
    """(b_i qp + (q²+p²) b_(i-1) + b_(i-2) qp)² - (b_i q² + 2qp b_(i-1) + b_(i-2) p²)(b_i p² + ...)."""
    return _times_factor(point, b, 0) ** 2 - _times_factor(point, b, 1) * _times_factor(point, b, -1)


def _log_concavity_gap(point: Point) -> Fraction:
    return _true_g(point, 0) ** 2 - _true_g(point, -1) * _true_g(point, 1)


_SUBSTITUTED_TEXT = (r"(a_i^m)^2 - a_i^{m-1}a_i^{m+1} = (b_i qp + (q^2 + p^2)b_{i-1} + b_{i-2}qp)^2 - "
                     r"(b_i q^2 + 2qpb_{i-1} + b_{i-2}p^2) \cdot (b_i p^2 + 2qpb_{i-1} + b_{i-2}q^2)")

JAN.claim(
    "substituted-4.6",
    section=SECTION,
    label="after (4.15)",
    kind="identity",
    statement=f"Now, replace the coefficients a_i in the 4.6 with their expressions through b_i: ${_SUBSTITUTED_TEXT}$",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N; b_i of Q as printed",
    domain=_STEP_INTERIOR,
    finding="Inherits the misprint of Q's definition.",
    # (4.6)'s left side against (4.14)² - (4.13)(4.15), b of Q as printed
    formula=_G_TEXT + _PRINTED_Q + f"via = ({_THROUGH_B[0]})**2 - ({_THROUGH_B[1]})*({_THROUGH_B[-1]})\n"
    "a(m, i)**2 - a(m - 1, i)*a(m + 1, i) == via",
    correction=JAN.correction(
        "substituted-4.6.corrected",
        section=SECTION,
        label="after (4.15)",
        kind="identity",
        statement=f"${_SUBSTITUTED_TEXT}$ with the intended Q",
        hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
        domain=_STEP_INTERIOR,
    )(_interior_check(lambda pt: equal(_log_concavity_gap(pt), _substituted(pt, _intended_q_poly(pt))),
                      "after (4.15) with the intended Q.")),
)(_interior_check(lambda pt: equal(_log_concavity_gap(pt), _substituted(pt, _printed_q_poly(pt))),
                  "after (4.15): (4.6) through the coefficients of Q."))

_B_NAMES = ("b_(i+1)", "b_i", "b_(i-1)", "b_(i-2)")


def _free_values(values: tuple[str, ...], bound: int) -> Axis:
    """b_(i+1), b_i, b_(i-1), b_(i-2) over a grid each (formula symbols bip, bi, bim, bimm, the names of their proofs'
    certificates), searched over rationals in (-bound, bound)."""
    grid = ", ".join(f"{v}/1" if "/" not in v else v for v in values)  # x/1: each value a Fraction, as before
    return each(_B_NAMES, f"tuples(({grid}), 4)", f"b_(i+1), b_i, b_(i-1), b_(i-2) in {{{', '.join(values)}}} "
                "(free variables)", search=region(f"rationals in (-{bound}, {bound}), denominators up to 1000",
                                                  lambda: st.tuples(*[_free(bound)] * 4),
                                                  "len(value) == 4 and all(rational(v) for v in value)"),
                symbol=("bip", "bi", "bim", "bimm"))


def _free(bound: int) -> st.SearchStrategy[Fraction]:
    return st.fractions(-bound + Fraction(1, 1000), bound - Fraction(1, 1000), max_denominator=1000)


def _free_b(point: Point) -> tuple[Fraction, Fraction, Fraction, Fraction, Fraction, Fraction]:
    q = point["q"]
    return (q, 1 - q, *(point[name] for name in _B_NAMES))


def _simplified_lhs(point: Point) -> Fraction:
    q, p, _, bi, bim, bimm = _free_b(point)
    middle = bi * q * p + (q * q + p * p) * bim + bimm * q * p
    return middle**2 - (bi * q * q + 2 * q * p * bim + bimm * p * p) * (bi * p * p + 2 * q * p * bim + bimm * q * q)


def _simplifies_to(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.15): the "simplifies to" identity, as printed."""
    q, p, bip, bi, bim, _ = _free_b(point)
    return equal(_simplified_lhs(point), (p * p - q * q) ** 2 * (bi * bi - bip * bim))


def _simplifies_to_corrected(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.15): the identity with indices shifted down by one."""
    q, p, _, bi, bim, bimm = _free_b(point)
    return equal(_simplified_lhs(point), (p * p - q * q) ** 2 * (bim * bim - bi * bimm))


_FREE_B = Domain.of(among("q", (Fraction(1, 4), Fraction(1, 10)), search=rationals(0, Fraction(1, 2),
                                                                                  max_denominator=1000)),
                    let("p", "1 - q", "p = 1 - q"), _free_values(("0", "1", "2", "1/3"), 50))
#: The expansion after (4.15), (4.14)² - (4.13)(4.15) written through the free b's (the model side).
_EXPANSION = ("left = (bi*q*p + (q**2 + p**2)*bim + bimm*q*p)**2 - (bi*q**2 + 2*q*p*bim + bimm*p**2)"
              "*(bi*p**2 + 2*q*p*bim + bimm*q**2)\n")

JAN.claim(
    "simplifies-to",
    section=SECTION,
    label="after (4.15)",
    kind="identity",
    statement=r"After trivial algebraic transformations the above expression simplifies to: "
    r"$(a_i^m)^2 - a_i^{m-1}a_i^{m+1} = (p^2 - q^2)^2 \cdot (b_i^2 - b_{i+1}b_{i-1}) \geq 0$ (the identity)",
    hypotheses="an algebraic identity in free b_(i+1), b_i, b_(i-1), b_(i-2), with p = 1 - q",
    domain=_FREE_B,
    finding="The expansion gives (p² - q²)² (b_(i-1)² - b_i b_(i-2)): the indices are shifted by one.",
    # against the printed right side
    formula=_EXPANSION + "left == (p**2 - q**2)**2*(bi**2 - bip*bim)",
    correction=JAN.correction(
        "simplifies-to.corrected",
        section=SECTION,
        label="after (4.15)",
        kind="identity",
        statement=r"$(b_i qp + (q^2 + p^2)b_{i-1} + b_{i-2}qp)^2 - (b_i q^2 + 2qpb_{i-1} + b_{i-2}p^2)"
        r"(b_i p^2 + 2qpb_{i-1} + b_{i-2}q^2) = (p^2 - q^2)^2 (b_{i-1}^2 - b_i b_{i-2})$ for all p, q, b",
        hypotheses="free variables",
        proof=SymbolicProof(
            target="(bi*q*p + (q**2 + p**2)*bim + bimm*q*p)**2 - (bi*q**2 + 2*q*p*bim + bimm*p**2)"
            "*(bi*p**2 + 2*q*p*bim + bimm*q**2) - (p**2 - q**2)**2*(bim**2 - bi*bimm)",
            relation="==",
            positive=(),
            nonnegative=(),
            explanation="expand: the difference cancels for all p, q, b (p = 1 - q is not needed)",
            bindings=(("bi", "b_i"), ("bim", "b_(i-1)"), ("bimm", "b_(i-2)")),
            free=("bi", "bim", "bimm", "q", "p"),
        ),
        # the expansion against the right side with the indices shifted down by one (the proof's target)
        formula=_EXPANSION + "left == (p**2 - q**2)**2*(bim**2 - bi*bimm)",
    )(_simplifies_to_corrected),
)(_simplifies_to)


@JAN.claim(
    "simplifies-to.nonnegative",
    section=SECTION,
    label="after (4.15)",
    statement=r"$(p^2 - q^2)^2 \cdot (b_i^2 - b_{i+1}b_{i-1}) \geq 0$ for the coefficients b_i of Q",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N - 2; Lemma 1 applies",
    domain=_INTERIOR,
    reading="as read",
    deviations=(Deviation("corrected symbol", "b_i the coefficients of the Q the steps need, (q + px)^(m-1)(p + qx)^"
                          "(N-m-1), not of Q as printed",
                          where="after (4.9), the definition 001.q-definition"),),
    literal="001.simplifies-to",
    proof=ComposedProof({"rule": "window", "base": _G_BASE, "shifts": {"b": []}, "lemma": "001.lemma-1",
                         "cases": [{"denominator": "1", "terms": ["(p**2 - q**2)**2*L_0"]}]}),
)
def simplifies_to_nonnegative(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.15): the simplified expression is non-negative."""
    q, p, i, b = point["q"], _p(point), point["i"], _intended_q_poly(point)
    return Evaluation((p * p - q * q) ** 2 * (_at(b, i) ** 2 - _at(b, i + 1) * _at(b, i - 1)), ">=", 0)


@JAN.claim(
    "first-term-positive",
    section=SECTION,
    label="after (4.15)",
    statement=r"Note that the first term of the product is always greater than 0: $(p^2 - q^2)^2 > 0$",
    hypotheses="0 < q < 1/2, p = 1 - q (so p > q)",
    domain=Domain.of(lie_probability(max_denominator=10**4), let("p", "1 - q", "p = 1 - q")),
    # p > q > 0 granted (0 < q < 1/2, p = 1 - q): the statement's first term against 0
    formula="given 0 < q < p\n(p**2 - q**2)**2 > 0",
    proof=SymbolicProof(
        target="(p**2 - q**2)**2",
        relation=">",
        positive=("p", "q"),
        hypotheses=(("D", "p - q"),),
        strict=("D",),
        terms=("D**2*(p + q)**2",),
        explanation="(p² - q²)² = (p - q)²(p + q)² with p - q > 0",
    ),
)
def first_term_positive(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.15): (p² - q²)² > 0."""
    q, p = point["q"], point["p"]
    return Evaluation((p * p - q * q) ** 2, ">", 0)


# --------------------------------------------------------------------------- Lemma 1

_ROOT_GRID = tuple(Fraction(x) for x in ("0", "1/9", "1/2", "1", "3", "40"))
_LEADS = (Fraction(1), Fraction(-3, 2))


def _root_multisets(grid: tuple[Fraction, ...], sizes: range) -> Callable[[], Iterator[tuple[Fraction, ...]]]:
    return lambda: (roots for n in sizes for roots in combinations_with_replacement(grid, n))


def _root_region(most: int, bound: int, denominator: int) -> Any:
    """Sorted tuples of 1 to ``most`` rationals in [0, bound)."""
    element = st.fractions(0, bound - Fraction(1, denominator), max_denominator=denominator)
    return region(f"sorted tuples of 1 to {most} rationals in [0, {bound}), denominators up to {denominator}",
                  lambda: st.lists(element, min_size=1, max_size=most).map(lambda r: tuple(sorted(r))),
                  f"1 <= len(value) <= {most} and all(rational(r) and 0 <= r and r < {bound} for r in value)")


def _indices(point: Point, key: str, extra: int = 0) -> range:
    return range(len(point[key]) + 1 + extra)


#: Lemma 1 on small products of linear factors, and on the G_m that the proof of Theorem 4.1 applies it to.
LEMMA_1 = Domain.union(
    Domain.of(each("r", _root_multisets(_ROOT_GRID, range(0, 6)), "every multiset r of 0 to 5 roots from "
                   "{0, 1/9, 1/2, 1, 3, 40} (no root: a nonzero constant Q = a_0, n = 0)",
                   search=_root_region(40, 1000, 1000)),
              among("a_n", _LEADS, search=region("nonzero rationals in [-100, 100], denominators up to 1000",
                                                  lambda: st.fractions(-100, 100, max_denominator=1000).filter(
                                                      lambda x: x != 0),
                                                  lambda value: isinstance(value, Fraction | int) and value != 0)),
              each("i", lambda point: _indices(point, "r"), "0 <= i <= n, n the number of roots")),
    Domain.of(ints("N", 1, MAX_SWEEP_N, deep_high=DEEP_SWEEP_N), lie_probability(), ints("m", 0, "N"),
              ints("i", 0, "N")))


#: The strict form on smaller sizes and without a search (it is proved for every size; the sweep is evidence).
LEMMA_1_STRICT = Domain.union(
    Domain.of(each("r", _root_multisets(_ROOT_GRID, range(1, 5)), "every multiset r of 1 to 4 roots from "
                   "{0, 1/9, 1/2, 1, 3, 40}"), among("a_n", _LEADS),
              each("i", lambda point: _indices(point, "r"), "0 <= i <= n, n the number of roots")),
    Domain.of(ints("N", 1, 8), among("q", Q_GRID), ints("m", 0, "N"), ints("i", 0, "N")))


@JAN.claim(
    "lemma-1",
    section=SECTION,
    label="Lemma 1",
    statement=r"If a polynomial has the form $Q(x) = \sum_{i=0}^n a_i x^i = a_n \prod_i^n (r_i + x)$, "
    r"where $r_i \geq 0$, then $(a_i^2 - a_{i+1}a_{i-1}) \geq 0$.",
    hypotheses="a_n != 0; r_i >= 0 (l.179); 0 <= i <= n; a_(-1) = a_(n+1) = 0 (coefficients of Q outside "
    "its degree)",
    domain=LEMMA_1,
    proof=LEMMA_1_PROOF,
)
def lemma_1(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, Lemma 1: coefficients of a_n prod (r_i + x) are log-concave."""
    return _lemma_1_sides(point, strict=False)


def _lemma_1_sides(point: Point, strict: bool) -> Evaluation:
    """a_i² - a_(i+1) a_(i-1) against 0: '>' where a_i != 0 when ``strict``, else '>='."""
    i = point["i"]
    if "q" in point:
        n, m = point["N"], point["m"]
        q = point["q"]
        middle, after, before = (generating_numerator(n, m, j, q) for j in (i, i + 1, i - 1))
        relation = ">" if strict and middle else ">="
        return Evaluation(middle * middle - after * before, relation, 0, (q.denominator**n) ** 2)
    roots, lead = point["r"], point["a_n"]
    a = linear_product_coefficients(lead, roots)
    coefficient = lambda j: a[j] if 0 <= j < len(a) else Fraction(0)  # noqa: E731
    relation = ">" if strict and coefficient(i) else ">="
    return Evaluation(coefficient(i) ** 2 - coefficient(i + 1) * coefficient(i - 1), relation, 0)


@JAN.claim(
    "lemma-1.strict",
    section=SECTION,
    label="Lemma 1",
    statement=r"Lemma 1 in the strict form its proof asserts ((4.17): '$> 0$', (4.27): '$b_{i-1}^2 > b_i b_{i-2}$'), "
    r"where it holds: if $Q(x) = a_n \prod_i^n (r_i + x)$ with $r_i \geq 0$, then $a_i^2 > a_{i+1}a_{i-1}$ at every "
    r"i with $a_i \neq 0$ (every $0 \le i \le n$ when every $r_i > 0$)",
    hypotheses="n >= 1; a_n != 0; r_i >= 0 (l.179); 0 <= i <= n",
    domain=LEMMA_1_STRICT,
    reading="as read",
    deviations=(Deviation("added hypothesis", "strict only where a_i != 0: at the indices i below the number of zero "
                          "roots both sides are 0 (the text's (4.17) and (4.27) assume every root positive)"),),
    literal="001.eq-4.27",
    proof=_lemma_1_proof(strict=True),
)
def lemma_1_strict(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, Lemma 1: strict log-concavity on the support."""
    return _lemma_1_sides(point, strict=True)


# --------------------------------------------------------------------------- the proof of Lemma 1, (4.16)-(4.29)
#
# The induction step: Q^(n+1)(x) = Q^n(x)(r + x), with b_i the coefficients of the monic
# Q^n = prod_(j <= n) (r_j + x) and a_i those of Q^(n+1); out-of-range coefficients are 0.

_STEP_ROOTS = tuple(Fraction(x) for x in ("0", "1/4", "1/2", "1", "3"))


#: The multisets of 1 to 4 roots from the grid, as sorted tuples (in the order of combinations_with_replacement).
_STEP_MULTISETS = ("tuple(t for n in ints(1, 4) for t in tuples((0/1, 1/4, 1/2, 1/1, 3/1), n) "
                   "if all(t[j] <= t[j + 1] for j in ints(0, n - 2)))")
_STEPS = Domain.of(
    each("r_1..r_n", _STEP_MULTISETS, "every multiset of n <= 4 roots r_1..r_n from {0, 1/4, 1/2, 1, 3}",
         search=_root_region(12, 20, 100), symbol="roots"),
    among("r", _STEP_ROOTS, text="r_(n+1) = r in {0, 1/4, 1/2, 1, 3}",
          search=rationals(0, 20, ends="[)", max_denominator=100)),
    each("i", "ints(0, len(roots) + 1)", "0 <= i <= n + 1"))
#: b_j, the coefficients of the monic Q^n = Π_(j <= n) (r_j + x) (0 outside 0..n).
_B_OF_ROOTS = "B = linear_product(roots)\nb(j) = at(B, j)\n"


def _step(point: Point) -> tuple[Callable[[int], Fraction], Callable[[int], Fraction], Fraction, int]:
    """(b, a, r, i) with b_j, a_j as functions of j (0 outside the range)."""
    roots, r, i = point["r_1..r_n"], point["r"], point["i"]
    b_poly = linear_product_coefficients(1, roots)
    a_poly = linear_product_coefficients(1, (*roots, r))
    return (lambda j: _at(b_poly, j)), (lambda j: _at(a_poly, j)), r, i


def _step_claim(name: str, label: str, statement: str,
                sides: Callable[[Callable[[int], Fraction], Callable[[int], Fraction], Fraction, int], Evaluation],
                *, kind: str = "inequality", register: bool = True, **extra: object) -> Claim:
    """A step of the induction, checked at (roots of Q^n, r, i); ``register=False`` makes a correction."""

    def check(point: Point) -> Evaluation | None:
        return sides(*_step(point))

    check.__doc__ = f"001_d8c6cb5d6e66af37.txt §4.2.1, {label}: a step of the induction for Lemma 1."
    factory = JAN.claim if register else JAN.correction
    return factory(
        name,
        section=SECTION,
        label=label,
        kind=kind,
        statement=statement,
        hypotheses="r_i >= 0 (l.179); b_i of Q^n, a_i of Q^(n+1); 0 <= i <= n + 1",
        domain=_STEPS,
        **extra,
    )(check)


def _free_rational(name: str, values: tuple[str, ...], low: int, high: int, ends: str = "()",
                   symbol: str | None = None) -> Axis:
    """``symbol``: the name in the formula, the one the proof's certificate uses (r1 for r_1, aip for a_(i+1))."""
    return among(name, tuple(Fraction(v) for v in values), search=rationals(low, high, ends=ends, max_denominator=1000),
                 symbol=symbol)


@JAN.claim(
    "eq-4.16",
    section=SECTION,
    label="(4.16)",
    kind="identity",
    statement=r"$(r_1 + x)(r_2 + x) = r_1 * r_2 + (r_1 + r_2)x + x^2$",
    hypotheses="r_i >= 0 (l.179); any x",
    domain=Domain.of(_free_rational("r_1", ("0", "1/4", "1", "2", "7"), 0, 100, "[)", "r1"),
                     _free_rational("r_2", ("0", "1/4", "1", "2", "7"), 0, 100, "[)", "r2"),
                     _free_rational("x", ("0", "-1", "3/2"), -100, 100)),
    proof=SymbolicProof(
        target="(r1 + x)*(r2 + x) - (r1*r2 + (r1 + r2)*x + x**2)",
        relation="==",
        free=("r1", "r2", "x"),
        explanation="expand: the difference is 0",
        bindings=(("r1", "r_1"), ("r2", "r_2")),
    ),
    # the product of the two linear factors against the printed expansion, at every x
    formula="(r1 + x)*(r2 + x) == r1*r2 + (r1 + r2)*x + x**2",
)
def eq_4_16(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.16): the base case polynomial."""
    r1, r2, x = point["r_1"], point["r_2"], point["x"]
    return equal((r1 + x) * (r2 + x), r1 * r2 + (r1 + r2) * x + x * x)


def _eq_4_17(point: Point, relation: str) -> Evaluation | None:
    r1, r2 = point["r_1"], point["r_2"]
    a0, a1, a2 = linear_product_coefficients(1, (r1, r2))
    chain = (a1 * a1 - a0 * a2, (r1 + r2) ** 2 - r1 * r2, r1 * r1 + r2 * r2 + r1 * r2)
    if len(set(chain)) != 1:
        return equal(chain[0], chain[1]) if chain[0] != chain[1] else equal(chain[1], chain[2])
    return Evaluation(chain[0], relation, 0)


def _eq_4_17_strict(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.17): the base case of Lemma 1, '> 0'."""
    return _eq_4_17(point, ">")


def _eq_4_17_weak(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.17) in the weak form Lemma 1 claims, for r_1, r_2 >= 0."""
    return _eq_4_17(point, ">=")


_R1R2 = Domain.of(_free_rational("r_1", ("0", "1/4", "1", "2", "7"), 0, 100, "[)", "r1"),
                  _free_rational("r_2", ("0", "1/4", "1", "2", "7"), 0, 100, "[)", "r2"))
#: a_0, a_1, a_2: the coefficients of (r_1 + x)(r_2 + x), lowest degree first, multiplied out from the two factors.
_BASE_CASE_A = "a = convolve((r1, 1), (r2, 1))\n"
_R1R2_PROOF = {"target": "(r1 + r2)**2 - r1*r2", "terms": ("r1**2", "r2**2", "r1*r2"),
               "explanation": "(r1 + r2)² - r1 r2 = r1² + r2² + r1 r2", "bindings": (("r1", "r_1"), ("r2", "r_2"))}

JAN.claim(
    "eq-4.17",
    section=SECTION,
    label="(4.17)",
    statement=r"$a_1^2 - a_0a_2 = (r_1 + r_2)^2 - r_1 * r_2 = r_1^2 + r_2^2 + r_1r_2 > 0$, since $r_1 > 0$ "
    r"and $r_2 > 0$",
    hypotheses="r_1 > 0 and r_2 > 0 (l.191); a_i the coefficients of (r_1 + x)(r_2 + x)",
    domain=Domain.of(_free_rational("r_1", ("1/4", "1/3", "1", "2", "7", "40"), 0, 100, symbol="r1"),
                     _free_rational("r_2", ("1/4", "1/3", "1", "2", "7", "40"), 0, 100, symbol="r2")),
    proof=SymbolicProof(relation=">", positive=("r1", "r2"), **_R1R2_PROOF),
    # a_1² - a_0 a_2 for the coefficients a_0, a_1, a_2 of (r_1 + x)(r_2 + x) (Lemma 1's Q for n = 2), under the
    # line's own 'since r_1 > 0 and r_2 > 0'
    formula=_BASE_CASE_A + "given r1 > 0 and r2 > 0\na[1]**2 - a[0]*a[2] > 0",
)(_eq_4_17_strict)

JAN.claim(
    "lemma-1-base-case",
    section=SECTION,
    label="(4.17)",
    statement=r"For $n=2$: $a_1^2 - a_0a_2 = r_1^2 + r_2^2 + r_1r_2 > 0$, since $r_1 > 0$ and $r_2 > 0$ [the base case "
    r"of the induction, for the roots Lemma 1 allows: $r_i \geq 0$]",
    hypotheses="r_i >= 0 for i = 1, 2 (l.179); a_0, a_1, a_2 the coefficients of (r_1 + x)(r_2 + x) (l.189-191)",
    domain=_R1R2,
    reading="as read",
    deviations=(Deviation("notation from elsewhere", "the roots' range r_i >= 0 of Lemma 1 in place of (4.17)'s own "
                          "'since r_1 > 0 and r_2 > 0': (4.17) read as the base case of Lemma 1's induction, which "
                          "must cover the lemma's hypothesis; under its own condition the line is true "
                          "(001.eq-4.17, proved)", where="Lemma 1 (l.179)"),),
    literal="001.eq-4.17",
    finding="(4.17) is right under its condition r_1, r_2 > 0, but Lemma 1 allows r_i >= 0 and the induction starts "
    "from this case: with two zero roots both sides are 0. The weak form, all Lemma 1 claims, holds.",
    correction=JAN.correction(
        "lemma-1-base-case.corrected",
        section=SECTION,
        label="(4.17)",
        statement=r"$a_1^2 - a_0a_2 = (r_1 + r_2)^2 - r_1 r_2 = r_1^2 + r_2^2 + r_1r_2 \geq 0$ for $r_1, r_2 \geq 0$ "
        r"(the base case in the weak form Lemma 1 claims; '$>$' when $r_1 > 0$ and $r_2 > 0$: 001.eq-4.17)",
        hypotheses="r_1, r_2 >= 0 (Lemma 1)",
        proof=SymbolicProof(relation=">=", nonnegative=("r1", "r2"), **_R1R2_PROOF),
        formula=_BASE_CASE_A + "given r1 >= 0 and r2 >= 0\na[1]**2 - a[0]*a[2] >= 0",
    )(_eq_4_17_weak),
    # a_1² - a_0 a_2 for the coefficients of (r_1 + x)(r_2 + x), then the printed chain
    formula=_BASE_CASE_A + "a[1]**2 - a[0]*a[2] == (r1 + r2)**2 - r1*r2 == r1**2 + r2**2 + r1*r2 > 0",
)(_eq_4_17_strict)

_SMALL_ROOTS = tuple(Fraction(x) for x in ("0", "1/9", "1/4", "1/2", "1", "2", "3", "9", "40"))
_SMALL_LEADS = (Fraction(1), Fraction(-3, 2), Fraction(7))


@JAN.claim(
    "lemma-1-small-n",
    section=SECTION,
    label="(4.16)",
    statement=r"For $n=2$: (4.16), (4.17) [the induction starts at n = 2; Lemma 1 for n = 1, $Q = a_1(r_1 + x)$, and "
    r"for a constant $Q = a_0$ (n = 0) is left out: $a_i^2 - a_{i+1}a_{i-1} \geq 0$ there too]",
    hypotheses="n in {0, 1}; a_n != 0; r_i >= 0 (l.179); 0 <= i <= n; a_(-1) = a_(n+1) = 0 (coefficients of Q "
    "outside its degree)",
    domain=Domain.of(among("r", ((), *((r,) for r in _SMALL_ROOTS)), text="n = 0 (no root) and n = 1 with r_1 in "
                           "{0, 1/9, 1/4, 1/2, 1, 2, 3, 9, 40}"), among("a_n", _SMALL_LEADS),
                     each("i", "ints(0, len(r))", "0 <= i <= n")),
    reading="as read",
    deviations=(Deviation("narrowed domain", "n in {0, 1} only: the cases below the induction's base n = 2 "
                          "((4.16)); Lemma 1 as printed puts no bound on n, and 001.lemma-1 decides it for every n "
                          ">= 0 (n = 0: a nonzero constant Q = a_0, an empty product)"),),
    literal="001.lemma-1",
    # model: the coefficients of Q = a_n Π (r_i + x) multiplied out from its roots (linear_product; a_(-1) and
    # a_(n+1) are 0 by at); printed: Lemma 1's a_i² - a_(i+1) a_(i-1) >= 0
    formula="a = linear_product(r, a_n)\nat(a, i)**2 - at(a, i + 1)*at(a, i - 1) >= 0",
)
def lemma_1_small_n(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.16): Lemma 1 for n <= 1, below the induction's base case."""
    return _lemma_1_sides(point, strict=False)


@JAN.claim(
    "lemma-1-on-g",
    section=SECTION,
    label="after (4.29)",
    statement=r"Note that since p and q are probabilities, the expressions in parenthesis are of the form necessary "
    r"for Lemma 1 to hold [$G_m(x) = p^m q^{N-m} (q/p + x)^m (p/q + x)^{N-m}$ is $a_n \prod_i (r_i + x)$ with "
    r"$a_n = p^m q^{N-m} \neq 0$ and every root $r_i \in \{q/p, p/q\}$, $r_i \geq 0$; the identity is "
    r"001.g-rewritten. As a proof step it applies Lemma 1 to the wrong polynomial: on $G_m$ it gives "
    r"log-concavity of $a_i^m$ in i, while (4.5) is log-concavity in m, which the corrected 'simplifies to' "
    r"identity reduces to Lemma 1 on $Q = (q + px)^{m-1}(p + qx)^{N-m-1}$, of the same form (001.eq-4.5.corrected); "
    r"the display 'Which proves that' is decided as 001.conclusion-after-4.29]",
    hypotheses="0 < q < 1/2, p = 1 - q; 0 <= m <= N",
    domain=Domain.of(ints("N", 1, MAX_IDENTITY_N, search_high=MAX_SEARCH_N, deep_high=DEEP_IDENTITY_N), Q,
                     ints("m", 0, "N")),
    # the printed form p^m q^(N-m) (q/p + x)^m (p/q + x)^(N-m) (its identity with G_m is 001.g-rewritten) read as
    # Lemma 1's a_n Π (r_i + x): the printed lead is nonzero and every printed root is >= 0 (decided as printed)
    formula="p = 1 - q\nroots = tuple(q/p if t <= m else p/q for t in ints(1, N))\n"
    "p**m*q**(N - m) > 0 and min(r for r in roots) >= 0",
)
def lemma_1_on_g(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.29): G_m has Lemma 1's form (nonzero lead, roots >= 0)."""
    q, n, m = point["q"], point["N"], point["m"]
    p = 1 - q
    roots = (q / p,) * m + (p / q,) * (n - m)
    return weakest([Evaluation(p**m * q ** (n - m), ">", 0, detail="leading coefficient a_n = p^m q^(N-m)"),
                    Evaluation(min(roots), ">=", 0, detail="the least root")])


_step_claim("eq-4.18", "(4.18)",
            r"$Q^{n+1}(x) = \prod_i^{n+1} (r_i + x) = Q^n(x) \cdot (r_{n+1} + x)$ (coefficient of x^i)",
            lambda b, a, r, i: equal(a(i), b(i) * r + b(i - 1)), kind="identity", proof=_BY_MULTIPLICATION)
_step_claim("eq-4.19", "(4.19)", r"$\sum_{i=0}^{n+1} a_i x^i = \sum_{i=0}^{n+1} [b_i r_{n+1} + b_{i-1}] x^i$",
            lambda b, a, r, i: equal(a(i), b(i) * r + b(i - 1)), kind="identity", proof=_BY_MULTIPLICATION)
_step_claim("eq-4.20", "(4.20)", r"$a_i = b_i r_{n+1} + b_{i-1}$",
            lambda b, a, r, i: equal(a(i), b(i) * r + b(i - 1)), kind="identity", proof=_BY_MULTIPLICATION)
_step_claim("eq-4.21", "(4.21)",
            r"$a_i^2 - a_{i+1}a_{i-1} = [b_i r + b_{i-1}]^2 - [b_{i+1}r + b_i] \cdot [b_{i-1}r + b_{i-2}]$",
            lambda b, a, r, i: equal(a(i) ** 2 - a(i + 1) * a(i - 1),
                                     (b(i) * r + b(i - 1)) ** 2 - (b(i + 1) * r + b(i)) * (b(i - 1) * r + b(i - 2))),
            kind="identity", proof=_BY_MULTIPLICATION)


def _eq_4_22(point: Point, middle: Callable[[Fraction, Fraction, Fraction, Fraction], Fraction]
             ) -> Evaluation:
    r = point["r"]
    bip, bi, bim, bimm = (point[name] for name in _B_NAMES)
    left = (bi * r + bim) ** 2 - (bip * r + bi) * (bim * r + bimm)
    right = r * r * (bi * bi - bip * bim) + r * middle(bip, bi, bim, bimm) + (bim * bim - bi * bimm)
    return equal(left, right)


def _eq_4_22_printed(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.22): the expansion of (4.21), as printed."""
    return _eq_4_22(point, lambda bip, bi, bim, bimm: bi * bim - bip * bim)


def _eq_4_22_corrected(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.22) with the middle coefficient b_i b_(i-1) - b_(i+1) b_(i-2)."""
    return _eq_4_22(point, lambda bip, bi, bim, bimm: bi * bim - bip * bimm)


_FREE_STEP = Domain.of(_free_rational("r", ("0", "1", "3"), -20, 20), _free_values(("0", "1", "2", "-1/2"), 50))
#: (4.21) [b_i r + b_(i-1)]² - [b_(i+1) r + b_i][b_(i-1) r + b_(i-2)], a_i² - a_(i+1) a_(i-1) for a_j = b_j r + b_(j-1),
#: and (4.22)'s right side with the middle coefficient ``middle``.
_EQ_4_21 = "(bi*r + bim)**2 - (bip*r + bi)*(bim*r + bimm) == "


def _eq_4_22_formula(middle: str) -> str:
    return _EQ_4_21 + f"r**2*(bi**2 - bip*bim) + r*({middle}) + (bim**2 - bi*bimm)"

JAN.claim(
    "eq-4.22",
    section=SECTION,
    label="(4.22)",
    kind="identity",
    statement=r"$a_i^2 - a_{i+1}a_{i-1} = r^2(b_i^2 - b_{i+1}b_{i-1}) + r(b_i b_{i-1} - b_{i+1}b_{i-1}) + "
    r"(b_{i-1}^2 - b_i b_{i-2})$",
    hypotheses="an algebraic identity in r and free b_(i+1), b_i, b_(i-1), b_(i-2), given (4.21)",
    domain=_FREE_STEP,
    finding="The middle coefficient of the expansion of (4.21) is b_i b_(i-1) - b_(i+1) b_(i-2), "
    "not b_i b_(i-1) - b_(i+1) b_(i-1).",
    correction=JAN.correction(
        "eq-4.22.corrected",
        section=SECTION,
        label="(4.22)",
        kind="identity",
        statement=r"$[b_i r + b_{i-1}]^2 - [b_{i+1}r + b_i][b_{i-1}r + b_{i-2}] = r^2(b_i^2 - b_{i+1}b_{i-1}) + "
        r"r(b_i b_{i-1} - b_{i+1}b_{i-2}) + (b_{i-1}^2 - b_i b_{i-2})$",
        hypotheses="free variables",
        proof=SymbolicProof(
            target="(bi*r + bim)**2 - (bip*r + bi)*(bim*r + bimm) - (r**2*(bi**2 - bip*bim) "
            "+ r*(bi*bim - bip*bimm) + (bim**2 - bi*bimm))",
            relation="==",
            free=("r", "bip", "bi", "bim", "bimm"),
            explanation="expand: the difference is 0",
            bindings=(("bip", "b_(i+1)"), ("bi", "b_i"), ("bim", "b_(i-1)"), ("bimm", "b_(i-2)")),
        ),
        formula=_eq_4_22_formula("bi*bim - bip*bimm"),
    )(_eq_4_22_corrected),
    formula=_eq_4_22_formula("bi*bim - bip*bim"),
)(_eq_4_22_printed)

_step_claim("eq-4.23", "(4.23)", r"$b_i^2 - b_{i+1}b_{i-1} \geq 0$ by induction hypothesis",
            lambda b, a, r, i: Evaluation(b(i) ** 2 - b(i + 1) * b(i - 1), ">=", 0),
            proof=_from_lemma_1({"denominator": "1", "terms": ["L_0"]}))
_step_claim("eq-4.24", "(4.24)", r"$b_{i-1}^2 - b_i b_{i-2} \geq 0$ by induction hypothesis",
            lambda b, a, r, i: Evaluation(b(i - 1) ** 2 - b(i) * b(i - 2), ">=", 0),
            proof=_from_lemma_1({"denominator": "1", "terms": ["L_m1"]}))
JAN.definition("eq-4.25", section=SECTION, label="(4.25)", statement="(an empty numbered line)")

def _b_sign(point: Point, relation: str) -> Evaluation:
    """b_i of the monic Q^n = prod (r_j + x) against 0."""
    b = linear_product_coefficients(1, point["r_1..r_n"])
    return Evaluation(b[point["i"]], relation, 0)  # type: ignore[arg-type]


_B_INDICES = Domain.of(_STEPS.axes[0], each("i", "ints(0, len(roots))", "0 <= i <= n"))

JAN.claim(
    "b-positive",
    section=SECTION,
    label="(4.26)",
    statement=r"because all $b_i$ are positive",
    hypotheses="r_i >= 0 (l.179); b_i the coefficients of Q^n (l.195); 0 <= i <= n",
    domain=_B_INDICES,
    finding="Lemma 1 allows zero roots, and then the lowest coefficients of Q^n vanish (b_0 = 0 with one zero root); "
    "nonnegative is all (4.26) and (4.29) need.",
    correction=JAN.correction(
        "b-positive.corrected",
        section=SECTION,
        label="(4.26)",
        statement=r"all $b_i \geq 0$ (and $b_i > 0$ when every root is positive)",
        hypotheses="r_i >= 0; 0 <= i <= n",
        formula=_B_OF_ROOTS + "b(i) >= 0",
    )(lambda point: _b_sign(point, ">=")),
    formula=_B_OF_ROOTS + "b(i) > 0",
)(lambda point: _b_sign(point, ">"))

_MIDDLE_CORRECTED = _step_claim(
    "eq-4.26.corrected", "(4.26)",
    r"$b_i b_{i-1} - b_{i+1}b_{i-2} \geq 0$ (the middle coefficient of the corrected (4.22))",
    lambda b, a, r, i: Evaluation(b(i) * b(i - 1) - b(i + 1) * b(i - 2), ">=", 0), register=False,
    proof=_from_lemma_1(_MIDDLE_FROM_GAPS))
_step_claim(
    "eq-4.26", "(4.26)", r"$b_i b_{i-1} - b_{i+1}b_{i-1} \geq 0$ because all $b_i$ are positive and",
    lambda b, a, r, i: Evaluation(b(i) * b(i - 1) - b(i + 1) * b(i - 1), ">=", 0),
    finding="b_i b_(i-1) - b_(i+1) b_(i-1) = b_(i-1)(b_i - b_(i+1)) is negative whenever the coefficients "
    "still increase, e.g. Q^2 = (1/4 + x)(1/4 + x) at i = 1; the term the proof needs is "
    "b_i b_(i-1) - b_(i+1) b_(i-2).",
    correction=_MIDDLE_CORRECTED,
    formula=_B_OF_ROOTS + "b(i)*b(i - 1) - b(i + 1)*b(i - 1) >= 0")

_step_claim(
    "eq-4.27", "(4.27)", r"$b_i^2 \geq b_{i+1}b_{i-1}$ and $b_{i-1}^2 > b_i b_{i-2}$",
    lambda b, a, r, i: (Evaluation(b(i) ** 2, ">=", b(i + 1) * b(i - 1))
                        if b(i) ** 2 < b(i + 1) * b(i - 1) else Evaluation(b(i - 1) ** 2, ">", b(i) * b(i - 2))),
    finding="The strict half assumes positive roots, as (4.17) does: with Lemma 1's r_i >= 0 and two zero roots "
    "both sides vanish at an index where every b_j is in range (the weak half, all the induction needs, holds).",
    degenerate=lambda pt: not 2 <= pt["i"] <= len(pt["r_1..r_n"]) - 1,  # some b_j out of range, read as 0
    correction=_step_claim(
        "eq-4.27.corrected", "(4.27)", r"$b_i^2 \geq b_{i+1}b_{i-1}$ and $b_{i-1}^2 \geq b_i b_{i-2}$",
        lambda b, a, r, i: (Evaluation(b(i) ** 2, ">=", b(i + 1) * b(i - 1))
                            if b(i) ** 2 < b(i + 1) * b(i - 1) else Evaluation(b(i - 1) ** 2, ">=", b(i) * b(i - 2))),
        register=False, formula=_B_OF_ROOTS + "b(i)**2 >= b(i + 1)*b(i - 1) and b(i - 1)**2 >= b(i)*b(i - 2)"),
    formula=_B_OF_ROOTS + "b(i)**2 >= b(i + 1)*b(i - 1) and b(i - 1)**2 > b(i)*b(i - 2)")
_step_claim("eq-4.28", "(4.28)", r"$b_i^2 \cdot b_{i-1}^2 \geq b_{i+1}b_{i-1}b_i b_{i-2}$",
            lambda b, a, r, i: Evaluation(b(i) ** 2 * b(i - 1) ** 2, ">=", b(i + 1) * b(i - 1) * b(i) * b(i - 2)),
            proof=_from_lemma_1({"denominator": "1", "terms": ["s_0**2*L_m1", "s_m2*s_0*L_0"]}))
_step_claim(
    "eq-4.29", "(4.29)", r"$b_i b_{i-1} \geq b_{i+1}b_{i-1}$",
    lambda b, a, r, i: Evaluation(b(i) * b(i - 1), ">=", b(i + 1) * b(i - 1)),
    finding="Same error as (4.26); the square root of (4.28) gives b_i b_(i-1) >= b_(i+1) b_(i-2).",
    formula=_B_OF_ROOTS + "b(i)*b(i - 1) >= b(i + 1)*b(i - 1)",
    correction=_step_claim(
        "eq-4.29.corrected", "(4.29)", r"$b_i b_{i-1} \geq b_{i+1}b_{i-2}$",
        lambda b, a, r, i: Evaluation(b(i) * b(i - 1), ">=", b(i + 1) * b(i - 2)), register=False,
        proof=_from_lemma_1(_MIDDLE_FROM_GAPS)))


@JAN.claim(
    "non-monic",
    section=SECTION,
    label="after (4.29)",
    kind="identity",
    statement=r"Same result is true for non-monic polynomials because if $(a_i^2 - a_{i+1}a_{i-1}) \geq 0$, "
    r"then multiplying each coefficient by constant factor does not change the inequality",
    hypotheses="(c a_i)² - (c a_(i+1))(c a_(i-1)) = c² (a_i² - a_(i+1) a_(i-1)) for any c",
    domain=Domain.of(*(_free_rational(name, ("-2", "0", "1/3", "1", "5"), -100, 100, symbol=symbol)
                       for name, symbol in (("c", "c"), ("a_i", "ai"), ("a_(i+1)", "aip"), ("a_(i-1)", "aim")))),
    proof=SymbolicProof(
        target="(c*ai)**2 - (c*aip)*(c*aim) - c**2*(ai**2 - aip*aim)",
        relation="==",
        free=("c", "ai", "aip", "aim"),
        explanation="expand: the difference is 0, and c² >= 0 keeps the sign",
        bindings=(("ai", "a_i"), ("aip", "a_(i+1)"), ("aim", "a_(i-1)")),
    ),
    # the scaled coefficients' gap against c² times the gap
    formula="(c*ai)**2 - (c*aip)*(c*aim) == c**2*(ai**2 - aip*aim)",
)
def non_monic(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.29): scaling the coefficients keeps the inequality."""
    c, a, ap, am = point["c"], point["a_i"], point["a_(i+1)"], point["a_(i-1)"]
    return equal((c * a) ** 2 - (c * ap) * (c * am), c * c * (a * a - ap * am))


@JAN.claim(
    "g-rewritten",
    section=SECTION,
    label="after (4.29)",
    kind="identity",
    statement=r"$G_m(x) = (q + px)^m(p + qx)^{N-m} = p^m q^{N-m} \left(\frac{q}{p} + x\right)^m "
    r"\left(\frac{p}{q} + x\right)^{N-m}$",
    hypotheses="0 < q < 1/2; 0 <= m <= N; coefficient of x^i",
    domain=Domain.of(ints("N", 1, MAX_IDENTITY_N, search_high=MAX_SEARCH_N, deep_high=DEEP_IDENTITY_N), Q,
                     ints("m", 0, "N"), ints("i", 0, "N")),
    # model: a_i^m, the coefficient of x^i in (q + px)^m (p + qx)^(N-m) (_G_TEXT); printed: the coefficient of x^i
    # in p^m q^(N-m) (q/p + x)^m (p/q + x)^(N-m), multiplied out (linear_product)
    formula=_G_TEXT + "printed = linear_product(tuple(q/p if t <= m else p/q for t in ints(1, N)), p**m*q**(N - m))\n"
    "a(m, i) == at(printed, i)",
)
def g_rewritten(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.29): G_m in the form Lemma 1 needs."""
    return equal(_true_g(point, 0), _at(_rewritten(point["q"], point["N"], point["m"]), point["i"]))


@lru_cache(maxsize=4096)
def _rewritten(q: Fraction, n: int, m: int) -> tuple[Fraction, ...]:
    """p^m q^(N-m) (q/p + x)^m (p/q + x)^(N-m)."""
    p = 1 - q
    return linear_product_coefficients(p**m * q ** (n - m), (q / p,) * m + (p / q,) * (n - m))


JAN.claim(
    "conclusion-after-4.29",
    section=SECTION,
    label="after (4.29)",
    statement=r"Which proves that: $\frac{a_i^m}{a_i^{m+1}} > \frac{a_i^{m-1}}{a_i^m}$",
    hypotheses="0 < q < 1/2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    finding=_EQUALITY_AT_ENDS + " Lemma 1 gives only '>=': its conclusion is not strict.",
    correction=ratio_corrected,
    formula=_RATIO_FORMULA,
)(_ratio_sides)
