"""001_d8c6cb5d6e66af37.txt (draft of Jan 8, 2016), §6 "multivariate vectors".

D holds N copies of the all-ones vector 1 of length L; D' holds N - 1 of them; one
record is either 1 or the zero vector 0.  S = (s_1, ..., s_(2^L)) counts the
synthetic vectors v_1, ..., v_(2^L), with v_1 = 0 (the text uses p(v_1|1) = q^L).
Every probability is taken from the exact count query A = Φ∘R of the model.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import factorial, prod

from krverify.claims import _strategies as st
from krverify.claims._claim import Deviation, Evaluation, Point, equal
from krverify.claims._domain import Domain, each, ints, region, where
from krverify.claims._registry import Document
from krverify.claims._spaces import lie_probability
from krverify.model import count_pmf, record_space, report_probability

JAN = Document("001_d8c6cb5d6e66af37.txt", prefix="001")
SECTION = "6.1.1"


def vectors(L: int) -> tuple[tuple[int, ...], ...]:
    """v_1, ..., v_(2^L) with v_1 = 0 and v_(2^L) = 1."""
    return tuple(reversed(record_space(L)))


@lru_cache(maxsize=512)
def pmf(q: Fraction, L: int, ones: int, extra: tuple[int, ...] | None
        ) -> dict[tuple[int, ...], Fraction]:
    """P(S | collection) for ``ones`` copies of 1 plus the record ``extra``, S in v-order."""
    collection = ((1,) * L,) * ones + ((extra,) if extra is not None else ())
    if not collection:
        return {(0,) * 2**L: Fraction(1)}
    return {tuple(reversed(s)): mass for s, mass in count_pmf(collection, q).items()}


def p_v(v: tuple[int, ...], y: tuple[int, ...], q: Fraction) -> Fraction:
    """p(v | y) = P[R(y) = v]."""
    return report_probability(y, v, q)


def _minus(s: tuple[int, ...], i: int) -> tuple[int, ...] | None:
    if s[i] == 0:
        return None
    return s[:i] + (s[i] - 1,) + s[i + 1:]


def prob_given(q: Fraction, L: int, ones: int, s: tuple[int, ...] | None,
               extra: tuple[int, ...] | None = None) -> Fraction:
    """P(S | ones × 1 [+ extra]); 0 outside the support."""
    if s is None:
        return Fraction(0)
    return pmf(q, L, ones, extra).get(s, Fraction(0))


def _compositions(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    for head in product(range(total + 1), repeat=parts - 1):
        if sum(head) <= total:
            yield (*head, total - sum(head))


#: (L, N) swept by default, and the larger shapes ``check --depth`` adds.
_SHAPES = ((1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2))
_DEEP_SHAPES = ((1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (2, 1), (2, 2), (2, 3), (2, 4), (3, 1), (3, 2), (3, 3))


def _is_shape(value: object) -> bool:
    return (isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value)
            and 1 <= value[0] <= 3 and 1 <= value[1] <= (6 if value[0] < 3 else 4))


def _outcomes(L: int, N: int) -> Iterator[tuple[int, ...]]:
    return _compositions(N, 2**L)


def _literal(shapes: tuple[tuple[int, int], ...]) -> str:
    return "(" + ", ".join(f"({L}, {N})" for L, N in shapes) + ")"


def _outcomes_of(n: str) -> str:
    """Every outcome (s_1, ..., s_(2^L)) of ``n`` records: S_n = {s in {0..n}^(2^L) : sum_j s_j = n}, in the order
    of _compositions (the primitive enumerates S_n without the (n + 1)^(2^L) tuples it is filtered from)."""
    return f"tuple(compositions({n}, 2**L))"


ALL = Domain.of(
    each(("L", "N"), _literal(_SHAPES), "L = 1 (N <= 4), L = 2 (N <= 3), L = 3 (N <= 2)",
         deep=(_literal(_DEEP_SHAPES), "L = 1 (N <= 5), L = 2 (N <= 4), L = 3 (N <= 3)"),
         search=region("L in 1..3, N in 1..6 (1..4 for L = 3)",
                       lambda: st.sampled_from(tuple((L, n) for L in (1, 2, 3) for n in range(1, 7 if L < 3 else 5))),
                       "len(value) == 2 and integer(value[0]) and integer(value[1]) and 1 <= value[0] <= 3 "
                       "and 1 <= value[1] <= (6 if value[0] < 3 else 4)")),
    lie_probability(),
    each("S", _outcomes_of("N"), "every outcome S = (s_1, ..., s_(2^L)) of the N records"))
FIRST = Domain.of(*ALL.axes, where("S[0] >= 1", "s_1 >= 1", fast=lambda S: S[0] >= 1, deviation=Deviation(
    "added hypothesis", "s_1 >= 1: the lines divide by P(s_1 - 1, ...|D'), or by s_1, which vanish at s_1 = 0")))
#: The model in the formula language: v_1, ..., v_(2^L) (0-based v(i); v_1 = 0, the reverse of histogram_law's
#: d-order), the collections D' (N - 1 unit vectors 1) and D' + y, P(t|x) = P[A(x) = t] with t in v-order (0 for a
#: negative count), p(w|y) = P[R(y) = w] (000 §2.1), and S - e_i.
_MODEL = """
V = tuple(bit_vectors(L))
v(i) = V[2**L - 1 - i]
one = tuple(1 for b in ints(1, L))
zero = tuple(0 for b in ints(1, L))
Dp = tuple(one for r in ints(1, N - 1))
with_(y) = tuple(one if r < N - 1 else y for r in ints(0, N - 1))
P(t, x) = prob(histogram_law(x, q, L), tuple(t[2**L - 1 - j] for j in ints(0, 2**L - 1)))
report(w, y) = prod((1 - q) if w[b] == y[b] else q for b in ints(0, L - 1))
minus(t, i) = vsub(t, unit(i, 2**L))
"""
#: §6 prints the last count and vector as s_(2L), v_(2L) while its sums run to 2^L.
S_2L = Deviation("conversion artefact", "s_(2L) and v_(2L) read as s_(2^L), v_(2^L), as the sums to 2^L need (a "
                 "superscript lost in conversion; they differ from L = 3)", where="the sums of (6.3)-(6.7)")
UNDEFINED_AT_ZERO = "at s_1 = 0 the printed quotients divide by zero"
#: l.447 numbers the 2^L vectors v_i in no order; (6.5) (p(v_1|1) = q^L) and (6.6) (P(v_1|0) = p^L) make v_1 the zero
#: vector, the value of the modified record.
V1_ZERO = Deviation("notation from elsewhere", "v_1 the zero vector, so p(v_1|y) = P(v_1|y) as (6.5) and (6.6) use it "
                    "(q^L, p^L); l.447 gives the v_i no order", where="(6.5), (6.6)")
V1_UNORDERED = ("l.447 numbers the v_i in no order, so v_1 alone names no vector; the derivation fixes it (the zero "
                "vector) only through (6.5) and (6.6)")


def _true_ratio(point: Point) -> Fraction:
    """P(S | D' + 0) / P(S | D' + 1) from the model."""
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    zero, one = (0,) * L, (1,) * L
    return prob_given(q, L, n - 1, s, zero) / prob_given(q, L, n - 1, s, one)


def _conditioned(point: Point, y: tuple[int, ...]) -> Fraction:
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    v = vectors(L)
    return sum((prob_given(q, L, n - 1, _minus(s, i)) * p_v(v[i], y, q) for i in range(2**L)), Fraction(0))


def _conditioned_as_printed(point: Point, y: tuple[int, ...]) -> Fraction:
    """(6.1)'s right side as printed: terms i = 1, ..., 2L - 1 pair S - e_i with v_i (the '…'), and the printed
    last term pairs S - e_2 with v_(2L)."""
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    v = vectors(L)
    terms = [(i, i) for i in range(2 * L - 1)] + [(1, 2 * L - 1)]  # (index of e, index of v), 0-based
    return sum((prob_given(q, L, n - 1, _minus(s, e)) * p_v(v[i], y, q) for e, i in terms), Fraction(0))


def _eq_6_1(point: Point, right: Callable[[Point, tuple[int, ...]], Fraction]) -> Evaluation | None:
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    for y in ((0,) * L, (1,) * L):
        direct = prob_given(q, L, n - 1, s, y)
        if direct != right(point, y):
            return equal(direct, right(point, y))
    return equal(direct, right(point, (1,) * L))


def _eq_6_1_printed(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.1): conditioning on the modified record, as printed."""
    return _eq_6_1(point, _conditioned_as_printed)


def _eq_6_1_corrected(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.1) with 2^L terms, the last pairing S - e_(2^L) with v_(2^L)."""
    return _eq_6_1(point, _conditioned)


#: (6.1)'s sides: the model's P(S|D' + y); the printed sum (terms 1..2L - 1 pair S - e_i with v_i, the last S - e_2
#: with v_(2L)); the sum over all 2^L vectors.
_SIDES_6_1 = """direct(y) = P(S, with_(y))
printed(y) = (sum(P(minus(S, j), Dp)*report(v(j), y) for j in ints(0, 2*L - 2))
              + P(minus(S, 1), Dp)*report(v(2*L - 1), y))
corrected(y) = sum(P(minus(S, j), Dp)*report(v(j), y) for j in ints(0, 2**L - 1))
"""

JAN.claim(
    "eq-6.1",
    section=SECTION,
    label="(6.1)",
    kind="identity",
    statement=r"$P(S|D' + y) = P(s_1 - 1, s_2, \dots, s_{2L}|D') \cdot P(v_1|y) + \dots + "
    r"P(s_1, s_2 - 1, \dots, s_{2L}|D') \cdot P(v_{2L}|y)$",
    hypotheses="y in {0, 1}, the zero and the unit vector (l.447); terms with a negative count are 0; the '…' "
    "continues the first term's pattern "
    "(S - e_i with v_i) and the last term is as printed (S - e_2 with v_(2L))",
    domain=ALL,
    finding="The printed last term decrements s_2 where the pattern needs s_(2^L), and 2L stands for 2^L: right "
    "for L = 1 (where 2L = 2^L = 2), wrong from L = 2.",
    correction=JAN.correction(
        "eq-6.1.corrected",
        section=SECTION,
        label="(6.1)",
        kind="identity",
        statement=r"$P(S|D' + y) = \sum_{i=1}^{2^L} P(S - e_i|D') \cdot P(v_i|y)$",
        hypotheses="y in {0, 1}; terms with a negative count are 0",
        formula=_MODEL + _SIDES_6_1 + "direct(zero) == corrected(zero) and direct(one) == corrected(one)",
    )(_eq_6_1_corrected),
    formula=_MODEL + _SIDES_6_1 + "direct(zero) == printed(zero) and direct(one) == printed(one)",
)(_eq_6_1_printed)


def _eq_6_2(point: Point, sums: Callable[[Point, tuple[int, ...]], Fraction]) -> Evaluation:
    L = point["L"]
    return equal(_true_ratio(point), sums(point, (0,) * L) / sums(point, (1,) * L))


#: (6.1)'s printed sum at y = 1 (the denominator of (6.2)) as one expression of the language, for the domain: the
#: terms P(S - e_j|D') p(v_j|1), j = 1..2L - 1, and P(S - e_2|D') p(v_(2L)|1) (_MODEL's P and report written out).
_PRINTED_TERM = ("prob(histogram_law(tuple(tuple(1 for b in ints(1, L)) for r in ints(1, N - 1)), q, L), "
                 "tuple(vsub(S, unit({e}, 2**L))[2**L - 1 - j] for j in ints(0, 2**L - 1))) "
                 "* prod((1 - q) if tuple(bit_vectors(L))[2**L - 1 - ({i})][b] == 1 else q for b in ints(0, L - 1))")
_PRINTED_DENOMINATOR = (f"sum({_PRINTED_TERM.format(e='e', i='e')} for e in ints(0, 2*L - 2)) "
                        f"+ {_PRINTED_TERM.format(e='1', i='2*L - 1')} > 0")

JAN.claim(
    "eq-6.2",
    section=SECTION,
    label="(6.2)",
    kind="identity",
    statement=r"$\frac{P(S|D' + 0)}{P(S|D' + 1)} = \frac{P(s_1 - 1, s_2, \dots, s_{2L}|D') \cdot P(v_1|0) + \dots + "
    r"P(s_1, s_2 - 1, \dots, s_{2L}|D') \cdot P(v_{2L}|0)}{P(s_1 - 1, s_2, \dots, s_{2L}|D') \cdot P(v_1|1) + \dots + "
    r"P(s_1, s_2 - 1, \dots, s_{2L}|D') \cdot P(v_{2L}|1)}$",
    hypotheses="every outcome S; numerator and denominator the sums of (6.1) as printed (the '…' continues the first "
    "term's pattern; the last term pairs S - e_2 with v_(2L))",
    domain=Domain.of(*ALL.axes, where(_PRINTED_DENOMINATOR, "the printed denominator is positive",
                                      fast=lambda point: _conditioned_as_printed(point, (1,) * point["L"]) > 0,
                                      deviation=Deviation(
                                          "narrowed domain", "the outcomes where the printed denominator is positive: "
                                          "elsewhere the printed right side is 0/0"))),
    reading="as read",
    meaningless="where the printed sums vanish the right side is 0/0",
    finding="(6.2) divides the two sums of (6.1) and repeats its misprinted last term.",
    correction=JAN.correction(
        "eq-6.2.corrected",
        section=SECTION,
        label="(6.2)",
        kind="identity",
        statement=r"$\frac{P(S|D' + 0)}{P(S|D' + 1)} = \frac{\sum_{i=1}^{2^L} P(S - e_i|D') \cdot P(v_i|0)}"
        r"{\sum_{i=1}^{2^L} P(S - e_i|D') \cdot P(v_i|1)}$",
        hypotheses="every outcome S",
        domain=ALL,
        formula=_MODEL + _SIDES_6_1 + "direct(zero)/direct(one) == corrected(zero)/corrected(one)",
    )(lambda point: _eq_6_2(point, _conditioned)),
    formula=_MODEL + _SIDES_6_1 + "direct(zero)/direct(one) == printed(zero)/printed(one)",
)(lambda point: _eq_6_2(point, _conditioned_as_printed))


#: The multinomial law of n draws with the probabilities p(v_i|1), at S (0 unless Σ s_i = n).
_MULTINOMIAL = """multinomial(n) = (factorial(n)/prod(factorial(x) for x in S)
                  * prod(report(v(i), one)**S[i] for i in ints(0, 2**L - 1)) if sum(S) == n else 0)
"""


def _relative(point: Point, i: int) -> Fraction:
    """P(s_1, ..., s_i - 1, ... | D') / P(s_1 - 1, ..., s_i, ... | D')."""
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    return prob_given(q, L, n - 1, _minus(s, i)) / prob_given(q, L, n - 1, _minus(s, 0))


@JAN.claim(
    "eq-6.3",
    section=SECTION,
    label="(6.3)",
    kind="identity",
    statement=r"$\frac{P(S|D' + 0)}{P(S|D' + 1)} = \frac{P(v_1|0) + \sum_{i=2}^{2^L} \frac{P(s_1, \dots, "
    r"s_i - 1, \dots|D')}{P(s_1 - 1, \dots|D')} p(v_i|0)}{P(v_1|1) + \sum_{i=2}^{2^L} \frac{P(s_1, \dots, "
    r"s_i - 1, \dots|D')}{P(s_1 - 1, \dots|D')} p(v_i|1)}$",
    hypotheses="every outcome S with s_1 >= 1",
    domain=FIRST,
    reading="as read",
    deviations=(S_2L, V1_ZERO),
    meaningless=UNDEFINED_AT_ZERO,
    # the model's ratio P(S|D' + 0)/P(S|D' + 1) against the printed quotient (the relative weights P(S - e_i|D')/
    # P(S - e_1|D') from the model's law of D', p(v_i|y) = P[R(y) = v_i])
    formula=_MODEL + "relative(i) = P(minus(S, i), Dp)/P(minus(S, 0), Dp)\n"
    "side(y) = report(v(0), y) + sum(relative(i)*report(v(i), y) for i in ints(1, 2**L - 1))\n"
    "P(S, with_(zero))/P(S, with_(one)) == side(zero)/side(one)",
)
def eq_6_3(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.3): dividing through by P(s_1 - 1, ... | D')."""
    q, L = point["q"], point["L"]
    v, zero, one = vectors(L), (0,) * L, (1,) * L
    top = p_v(v[0], zero, q) + sum((_relative(point, i) * p_v(v[i], zero, q) for i in range(1, 2**L)),
                                   Fraction(0))
    bottom = p_v(v[0], one, q) + sum((_relative(point, i) * p_v(v[i], one, q) for i in range(1, 2**L)),
                                     Fraction(0))
    return equal(_true_ratio(point), top / bottom)


@JAN.claim(
    "multinomial",
    section=SECTION,
    label="after (6.3)",
    kind="identity",
    statement=r"Note that distribution of randomized vectors generated by D' is multinomial",
    hypotheses="P(S|D') = (N-1)!/(s_1! ⋯ s_(2^L)!) ∏ p(v_i|1)^(s_i) for S with Σ s_i = N - 1",
    domain=Domain.of(*ALL.axes[:2], each("S", _outcomes_of("N - 1"), "every outcome S of D' (the N - 1 records)")),
    # the model's law of D' (N - 1 unit vectors randomized) at S against the multinomial of N - 1 draws
    formula=_MODEL + _MULTINOMIAL + "P(S, Dp) == multinomial(N - 1)",
)
def multinomial(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, after (6.3): D' generates a multinomial count."""
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    v, one = vectors(L), (1,) * L
    formula = Fraction(factorial(n - 1), prod(factorial(x) for x in s)) * prod(
        p_v(v[i], one, q) ** s[i] for i in range(2**L))
    return equal(prob_given(q, L, n - 1, s), formula)


def _multinomial_with(point: Point, trials: int) -> Evaluation:
    """P(S|D') against the multinomial of ``trials`` draws with the probabilities p(v_i|1) (0 unless Σ s_i = trials)."""
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    v, one = vectors(L), (1,) * L
    formula = Fraction(0)
    if sum(s) == trials:
        formula = Fraction(factorial(trials), prod(factorial(x) for x in s)) * prod(
            p_v(v[i], one, q) ** s[i] for i in range(2**L))
    return equal(prob_given(q, L, n - 1, s), formula)


JAN.claim(
    "n-trials",
    section=SECTION,
    label="after (6.3)",
    kind="identity",
    statement=r"since the probability of generating a particular $v_i$ from a unit vector remains constant over all N "
    r"trials [the counts of D' are multinomial with N trials]",
    hypotheses="D' a collection of N - 1 unit vectors (l.447); every outcome S of D'",
    domain=Domain.of(*ALL.axes[:2], each("S", _outcomes_of("N - 1"), "every outcome S of D' (the N - 1 records)")),
    finding="D' holds N - 1 vectors (l.447): the multinomial has N - 1 trials, as (6.4)'s coefficient (N - 1)! does.",
    correction=JAN.correction(
        "n-trials.corrected",
        section=SECTION,
        label="after (6.3)",
        kind="identity",
        statement=r"over all N - 1 trials: $P(S|D') = \frac{(N-1)!}{s_1! \cdots s_{2^L}!} \prod_i p(v_i|1)^{s_i}$",
        hypotheses="every outcome S of D'",
        formula=_MODEL + _MULTINOMIAL + "P(S, Dp) == multinomial(N - 1)",
    )(lambda point: _multinomial_with(point, point["N"] - 1)),
    formula=_MODEL + _MULTINOMIAL + "P(S, Dp) == multinomial(N)",
)(lambda point: _multinomial_with(point, point["N"]))


PAIRS = Domain.of(*FIRST.axes, each("i", "tuple(i for i in ints(2, 2**L) if S[i - 1] >= 1)",
                                     "every i >= 2 with s_i >= 1"))
#: (6.4)'s sides: the model's ratio P(S - e_i|D')/P(S - e_1|D') (i 1-based), and the printed ratio of the multinomial
#: coefficients (2^L)!/(s_1! ⋯ (s_i - 1)! ⋯) over (2^L)!/((s_1 - 1)! ⋯ s_i! ⋯) times the numerator's
#: p(v_j|1)^(count).
_SIDES_6_4 = """up = minus(S, i - 1)
down = minus(S, 0)
relative = P(up, Dp)/P(down, Dp)
coefficients = (factorial(2**L)/prod(factorial(x) for x in up))/(factorial(2**L)/prod(factorial(x) for x in down))
powers(t) = prod(report(v(j), one)**t[j] for j in ints(0, 2**L - 1))
"""


def _coefficient_ratio(s: tuple[int, ...], i: int) -> Fraction:
    """[(2^L)!/(s_1!⋯(s_i-1)!⋯)] / [(2^L)!/((s_1-1)!⋯s_i!⋯)] = (s_1-1)! s_i! / (s_1! (s_i-1)!)."""
    return Fraction(factorial(s[0] - 1) * factorial(s[i]), factorial(s[0]) * factorial(s[i] - 1))


def _eq_6_4(point: Point, corrected: bool) -> Evaluation | None:
    q, L, s, i = point["q"], point["L"], point["S"], point["i"] - 1  # 0-based from here
    v, one = vectors(L), (1,) * L
    numerator_counts = _minus(s, i)
    denominator_counts = _minus(s, 0)
    assert numerator_counts is not None and denominator_counts is not None
    powers = prod(p_v(v[j], one, q) ** numerator_counts[j] for j in range(2**L))
    if corrected:
        powers /= prod(p_v(v[j], one, q) ** denominator_counts[j] for j in range(2**L))
    return equal(_relative(point, i), _coefficient_ratio(s, i) * powers)


def _eq_6_4_printed(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.4): the multinomial ratio, as printed."""
    return _eq_6_4(point, corrected=False)


def _eq_6_4_corrected(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.4) with the denominator's probabilities divided out."""
    return _eq_6_4(point, corrected=True)


JAN.claim(
    "eq-6.4",
    section=SECTION,
    label="(6.4)",
    kind="identity",
    statement=r"$\frac{P(s_1, s_2, \dots, s_i - 1, \dots, s_{2L}|D')}{P(s_1 - 1, s_2, \dots, s_i, \dots, "
    r"s_{2L}|D')} = \frac{\frac{(2^L)!}{s_1! \cdot s_2! \cdot \dots \cdot (s_i - 1)! \cdot \dots}}"
    r"{\frac{(2^L)!}{(s_1 - 1)! \cdot s_2! \cdot \dots \cdot s_i! \cdot \dots}} p(v_1|1)^{s_1} \dots "
    r"p(v_i|1)^{s_i - 1} \dots$",
    hypotheses="s_1 >= 1, s_i >= 1, i >= 2; '…' read as the product over all v_j",
    domain=PAIRS,
    reading="as read",
    deviations=(S_2L,),
    meaningless=UNDEFINED_AT_ZERO,
    finding="The right side multiplies the numerator's probabilities p(v_j|1)^(count) without dividing "
    "by the denominator's; (6.5) does divide. (The multinomial coefficient is (N-1)!, not (2^L)!, but "
    "that cancels in the ratio.)",
    correction=JAN.correction(
        "eq-6.4.corrected",
        section=SECTION,
        label="(6.4)",
        kind="identity",
        statement=r"the ratio of the multinomial coefficients times "
        r"$\frac{p(v_1|1)^{s_1} p(v_i|1)^{s_i - 1}}{p(v_1|1)^{s_1 - 1} p(v_i|1)^{s_i}}$",
        hypotheses="s_1 >= 1, s_i >= 1, i >= 2",
        formula=_MODEL + _SIDES_6_4 + "relative == coefficients*powers(up)/powers(down)",
    )(_eq_6_4_corrected),
    formula=_MODEL + _SIDES_6_4 + "relative == coefficients*powers(up)",
)(_eq_6_4_printed)


@JAN.claim(
    "eq-6.5",
    section=SECTION,
    label="(6.5)",
    kind="identity",
    statement=r"$\frac{(s_1 - 1)! s_i!}{s_1! (s_i - 1)!} \cdot \frac{p(v_1|1)^{s_1} p(v_i|1)^{s_i - 1}}"
    r"{p(v_1|1)^{s_1 - 1} p(v_i|1)^{s_i}} = \frac{s_i}{s_1} \cdot \frac{p(v_1|1)}{p(v_i|1)} = "
    r"\frac{s_i}{s_1} \cdot \frac{q^L}{p(v_i|1)}$ (each expression equals the ratio of (6.4))",
    hypotheses="s_1 >= 1, s_i >= 1, i >= 2",
    domain=PAIRS,
    reading="as read",
    deviations=(V1_ZERO,),
    meaningless=UNDEFINED_AT_ZERO + "; " + V1_UNORDERED,
    # the model's ratio P(S - e_i|D')/P(S - e_1|D') (i 1-based) against each printed member
    formula=_MODEL + "first = report(v(0), one)\nother = report(v(i - 1), one)\na = S[0]\nb = S[i - 1]\n"
    "P(minus(S, i - 1), Dp)/P(minus(S, 0), Dp)\n"
    "  == factorial(a - 1)*factorial(b)/(factorial(a)*factorial(b - 1))*first**a*other**(b - 1)"
    "/(first**(a - 1)*other**b)\n"
    "  == b/a*first/other == b/a*q**L/other",
)
def eq_6_5(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.5): the ratio of (6.4) simplified, step by step."""
    q, L, s, i = point["q"], point["L"], point["S"], point["i"] - 1  # 0-based from here
    v, one = vectors(L), (1,) * L
    first, other = p_v(v[0], one, q), p_v(v[i], one, q)
    truth = _relative(point, i)
    for expression in (
        _coefficient_ratio(s, i) * first ** s[0] * other ** (s[i] - 1)
        / (first ** (s[0] - 1) * other ** s[i]),
        Fraction(s[i], s[0]) * first / other,
        Fraction(s[i], s[0]) * q**L / other,
    ):
        if expression != truth:
            return equal(truth, expression)
    return equal(truth, expression)


def _likelihood_sum(point: Point, start: int) -> Fraction:
    """Σ_(i >= start) s_i p(v_i|0)/p(v_i|1), indices from 0 (= v_1)."""
    q, L, s = point["q"], point["L"], point["S"]
    v, zero, one = vectors(L), (0,) * L, (1,) * L
    return sum((s[i] * p_v(v[i], zero, q) / p_v(v[i], one, q) for i in range(start, 2**L)), Fraction(0))


@JAN.claim(
    "eq-6.6",
    section=SECTION,
    label="(6.6)",
    kind="identity",
    statement=r"$\frac{P(S|D' + 0)}{P(S|D' + 1)} = \frac{p^L + \sum_{i=2}^{2^L} \frac{s_i}{s_1} \cdot "
    r"\frac{q^L}{p(v_i|1)} p(v_i|0)}{q^L + \sum_{i=2}^{2^L} \frac{s_i}{s_1} \cdot \frac{q^L}{p(v_i|1)} "
    r"p(v_i|1)} = \frac{s_1 \left(\frac{p}{q}\right)^L + \sum_{i=2}^{2^L} s_i \cdot \frac{p(v_i|0)}"
    r"{p(v_i|1)}}{s_1 + \sum_{i=2}^{2^L} s_i \cdot \frac{p(v_i|1)}{p(v_i|1)}}$",
    hypotheses="s_1 >= 1",
    domain=FIRST,
    reading="as read",
    deviations=(V1_ZERO,),
    meaningless=UNDEFINED_AT_ZERO + "; " + V1_UNORDERED,
    # the model's ratio P(S|D' + 0)/P(S|D' + 1) against the two printed members
    formula=_MODEL + "p = 1 - q\nw(i) = S[i]/S[0]*q**L/report(v(i), one)\n"
    "P(S, with_(zero))/P(S, with_(one))\n"
    "  == (p**L + sum(w(i)*report(v(i), zero) for i in ints(1, 2**L - 1)))"
    "/(q**L + sum(w(i)*report(v(i), one) for i in ints(1, 2**L - 1)))\n"
    "  == (S[0]*(p/q)**L + sum(S[i]*report(v(i), zero)/report(v(i), one) for i in ints(1, 2**L - 1)))"
    "/(S[0] + sum(S[i]*report(v(i), one)/report(v(i), one) for i in ints(1, 2**L - 1)))",
)
def eq_6_6(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.6): (6.5) substituted into (6.3)."""
    q, L, s = point["q"], point["L"], point["S"]
    p, v, one, zero = 1 - q, vectors(L), (1,) * L, (0,) * L
    weights = [Fraction(s[i], s[0]) * q**L / p_v(v[i], one, q) for i in range(2**L)]
    first = (p**L + sum((weights[i] * p_v(v[i], zero, q) for i in range(1, 2**L)), Fraction(0))) / (
        q**L + sum((weights[i] * p_v(v[i], one, q) for i in range(1, 2**L)), Fraction(0)))
    second = (s[0] * (p / q) ** L + _likelihood_sum(point, 1)) / (s[0] + sum(s[1:]))
    truth = _true_ratio(point)
    return equal(truth, first) if truth != first else equal(truth, second)


@JAN.claim(
    "eq-6.7",
    section=SECTION,
    label="(6.7)",
    kind="identity",
    statement=r"$\frac{s_1 \left(\frac{p}{q}\right)^L + \sum_{i=2}^{2^L} s_i \cdot \frac{p(v_i|0)}{p(v_i|1)}}"
    r"{s_1 + \sum_{i=2}^{2^L} s_i} = \frac{s_1 \left(\frac{p}{q}\right)^L + \sum_{i=2}^{2^L} s_i \cdot "
    r"\frac{p(v_i|0)}{p(v_i|1)}}{N} = \frac{1}{N} \cdot \sum_{i=1}^{2^L} s_i \cdot "
    r"\frac{p(v_i|0)}{p(v_i|1)}$",
    hypotheses="every outcome S (s_1 + ... + s_(2^L) = N)",
    domain=ALL,
    reading="as read",
    deviations=(V1_ZERO,),
    meaningless=V1_UNORDERED,
    # the model's ratio P(S|D' + 0)/P(S|D' + 1) (the left side of (6.6), which (6.7) continues) against the three
    # printed members
    formula=_MODEL + "p = 1 - q\nlikelihood(i) = report(v(i), zero)/report(v(i), one)\n"
    "top = S[0]*(p/q)**L + sum(S[i]*likelihood(i) for i in ints(1, 2**L - 1))\n"
    "P(S, with_(zero))/P(S, with_(one)) == top/(S[0] + sum(S[i] for i in ints(1, 2**L - 1))) == top/N\n"
    "  == 1/N*sum(S[i]*likelihood(i) for i in ints(0, 2**L - 1))",
)
def eq_6_7(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.7): the privacy ratio is an average of likelihood ratios."""
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    top = s[0] * ((1 - q) / q) ** L + _likelihood_sum(point, 1)
    if top / sum(s) != top / n:
        return equal(top / sum(s), top / n)
    return equal(_true_ratio(point), _likelihood_sum(point, 0) / n)


JAN.definition("eq-6.8", section=SECTION, label="(6.8)",
               statement=r"if $v_i$ has same number of set bits as $v_j$, and this number is $l$, then")


def _same_weight(L: int, i: int, j: int) -> bool:
    v = vectors(L)
    return sum(v[i]) == sum(v[j])


@JAN.claim(
    "eq-6.9",
    section=SECTION,
    label="(6.9)",
    kind="identity",
    statement=r"$\frac{p(v_i|0)}{p(v_i|1)} = \frac{p(v_j|0)}{p(v_j|1)} = \frac{p^{L-l} q^l}{p^l q^{L-l}} = "
    r"\left(\frac{p}{q}\right)^{L-2l}$",
    hypotheses="v_i and v_j both have l set bits (pairs with different l are outside the hypothesis)",
    domain=Domain.of(ints("L", 1, 4, search_high=6), lie_probability(), ints("i", 0, "2**L - 1"),
                     ints("j", 0, "2**L - 1"),
                     where("sum(tuple(bit_vectors(L))[2**L - 1 - i]) == sum(tuple(bit_vectors(L))[2**L - 1 - j])",
                           "v_i and v_j have the same number of set bits", fast=_same_weight)),
    # the likelihood ratio p(v_i|0)/p(v_i|1) of the model (p(w|y) = P[R(y) = w] for y the zero or the unit vector,
    # written 0 and 1; i and j 0-based) against the printed members
    formula="""p = 1 - q
V = tuple(bit_vectors(L))
v(i) = V[2**L - 1 - i]
report(w, y) = prod((1 - q) if w[b] == y else q for b in ints(0, L - 1))
l = sum(v(i))
report(v(i), 0)/report(v(i), 1) == report(v(j), 0)/report(v(j), 1) == p**(L - l)*q**l/(p**l*q**(L - l))
  == (p/q)**(L - 2*l)""",
)
def eq_6_9(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, (6.9): the likelihood ratio depends only on the bit count."""
    q, L, i, j = point["q"], point["L"], point["i"], point["j"]
    v = vectors(L)
    p, zero, one, bits = 1 - q, (0,) * L, (1,) * L, sum(v[i])
    values = (p_v(v[i], zero, q) / p_v(v[i], one, q), p_v(v[j], zero, q) / p_v(v[j], one, q),
              p ** (L - bits) * q**bits / (p**bits * q ** (L - bits)), (p / q) ** (L - 2 * bits))
    for value in values[1:]:
        if value != values[0]:
            return equal(values[0], value)
    return equal(values[0], values[-1])


def _by_bit_count(point: Point) -> Fraction:
    q, L, n, s = point["q"], point["L"], point["N"], point["S"]
    v = vectors(L)
    counts = [sum(s[i] for i in range(2**L) if sum(v[i]) == bits) for bits in range(L + 1)]
    return sum((counts[bits] * ((1 - q) / q) ** (L - 2 * bits) for bits in range(L + 1)), Fraction(0)) / n


def _bit_count_form(section: str, label: str) -> Callable[[Point], Evaluation | None]:
    def check(point: Point) -> Evaluation | None:
        return equal(_true_ratio(point), _by_bit_count(point))

    check.__doc__ = f"001_d8c6cb5d6e66af37.txt §{section}, {label}: the ratio through bit-count buckets."
    return check


#: s_l of (6.10): the number of synthetic vectors with l set bits.
_BUCKETS = "p = 1 - q\ncount(l) = sum(S[i] for i in ints(0, 2**L - 1) if sum(v(i)) == l)\n"

for _section, _label in ((SECTION, "(6.10)"), ("6.1.2", "(6.11)")):
    JAN.claim(
        "eq-" + _label.strip("()"),
        section=_section,
        label=_label,
        kind="identity",
        statement=r"$\frac{P(S|D' + 0)}{P(S|D' + 1)} = \frac{1}{N} \cdot \sum_{l=0}^L s_l \cdot "
        r"\left(\frac{p}{q}\right)^{L-2l}$",
        hypotheses="every outcome S",
        domain=ALL,
        reading="as read",
        deviations=(Deviation("notation from elsewhere", "s_l read as the number of synthetic vectors with l set "
                              "bits (s_i names the count of the vector v_i)", where="the sentence after (6.10)"),),
        meaningless="s_l with l = 0 names no count: the counts are s_1, ..., s_(2^L)",
        # the model's ratio P(S|D' + 0)/P(S|D' + 1) against the printed sum over the bit-count buckets
        formula=_MODEL + _BUCKETS + "P(S, with_(zero))/P(S, with_(one)) == 1/N*sum(count(l)*(p/q)**(L - 2*l) "
        "for l in ints(0, L))",
    )(_bit_count_form(_section, _label))


def _histogram(L: int, s: tuple[int, ...]) -> list[int]:
    v = vectors(L)
    return [sum(s[i] for i in range(2**L) if sum(v[i]) == b) for b in range(L + 1)]


@JAN.claim(
    "histogram-sufficient",
    section=SECTION,
    label="after (6.10)",
    statement=r"an observer does not gain any more privacy insight by looking at individual vectors than by "
    r"looking at aggregated counts in a histogram buckets each collecting synthetic vectors with same "
    r"bit count",
    hypotheses="two outcomes with the same histogram of bit counts",
    reading="as read",
    deviations=(Deviation("quantitative reading", "'does not gain any more privacy insight' read as: two outcomes "
                          "with the same histogram of bit counts have the same privacy ratio"),),
    meaningless="'privacy insight' is not defined",
    domain=Domain.of(*ALL.axes, each("S'", "tuple(o for o in compositions(N, 2**L) if o > S)",
                                     "every other outcome S' (after S in the order)", symbol="Sp"),
                     where("all(sum(S[i] - Sp[i] for i in ints(0, 2**L - 1) if sum(tuple(bit_vectors(L))[2**L - 1 - i])"
                           " == l) == 0 for l in ints(0, L))", "S and S' have the same histogram of bit counts",
                           fast=lambda point: _histogram(point["L"], point["S"]) == _histogram(point["L"],
                                                                                               point["S'"]))),
    # the model's privacy ratio P(S|D' + 0)/P(S|D' + 1) at S and at S' (the same histogram of bit counts)
    formula=_MODEL + "P(S, with_(zero))/P(S, with_(one)) == P(Sp, with_(zero))/P(Sp, with_(one))",
)
def histogram_sufficient(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §6.1.1, after (6.10): the bit-count histogram is sufficient."""
    return equal(_true_ratio(point), _true_ratio({**point, "S": point["S'"]}))
