"""001_d8c6cb5d6e66af37.txt (draft of Jan 8, 2016), §2 "Theoretical setup" and §3 "Differential Privacy".

The randomization R with X ~ Ber(q), the distribution of R(v), P[s ∈ R(T)],
and the §3 steps: the ratio-of-sums bound and the per-record (RAPPOR) reduction,
each checked by enumerating every synthetic collection of small sizes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from itertools import product

from krverify.claims._claim import Deviation, Evaluation, Point, equal, same_truth
from krverify.claims._domain import Domain, among, each, ints, rationals, steps, where
from krverify.claims._registry import Document
from krverify.claims._spaces import (
    Q_GRID,
    collections,
    every_collection,
    every_neighbour,
    lie_probability,
    neighbours,
    vector_pairs,
)
from krverify.claims.draft000_s1_s2_dp_and_reporting import identical_is_most_likely, pmf, ratio_of_sums_steps
from krverify.model import record_space, report_probability
from krverify.model.mechanisms import nonempty_subsets

JAN = Document("001_d8c6cb5d6e66af37.txt", prefix="001")
#: 001 defines R for a bit and for a vector (its bits independently), never for a collection of records; §3 and §4.3
#: speak of randomizing records independently.
INDEPENDENT_RECORDS = Deviation("notation from elsewhere", "the records of a collection are randomized independently "
                                "of one another (§2 states independence only for the bits of one vector)",
                                where="§3 ('A randomizes each record independently') and §4.3 ('applied "
                                "independently to N bits')")
COLLECTION_MEANINGLESS = "R applied to a collection of records is not defined in 001"


def _x_form(b: int, s: int, q: Fraction) -> Fraction:
    """P[R(b) = s] from R(b; X) = (1 - b) X + b (1 - X), X ~ Ber(q)."""
    return sum((q if x == 1 else 1 - q) for x in (0, 1) if (1 - b) * x + b * (1 - x) == s)


VECTORS = vector_pairs("v", "s")
#: The same points as data (the kernel's bit_vectors enumerates {0,1}^L in the same order, ones first).
VECTOR_PAIRS = Domain.of(ints("L", 1, 3, search_high=6), lie_probability(max_denominator=1000),
                         each("v", "bit_vectors(L)", "every v in {0,1}^L"),
                         each("s", "bit_vectors(L)", "every s in {0,1}^L"))
#: The model: P[R(b) = t] from the X form R(b; X) = (1 - b)X + b(1 - X), X ~ Ber(q) (l.23), and P[R(v) = t] with the
#: bits of v randomized independently (l.25-27).
_X_FORM = """
R(b, t) = sum(prob(binomial_law(1, q), x) for x in ints(0, 1) if (1 - b)*x + b*(1 - x) == t)
Rv(t) = prod(R(v[i], t[i]) for i in ints(0, L - 1))
"""


@JAN.claim(
    "randomization",
    section="2",
    label="§2",
    kind="identity",
    statement=r"$R(b) = R(b; X) = (1 - b) \cdot X + b \cdot (1 - X)$ where $X \sim \text{Ber}(q)$; "
    r"applied to a vector, "
    r"each bit is randomized independently: it flips a bit with probability q",
    hypotheses="0 < q < 1/2; R applied to bits and to bit vectors (l.23-27)",
    domain=VECTOR_PAIRS,
    # the X form's law of R(v) against the printed 'it flips a bit with probability q', each bit independently
    formula=_X_FORM + "Rv(s) == prod(q if v[i] != s[i] else 1 - q for i in ints(0, L - 1))",
)
def randomization(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2 (definition): the X form of R flips each bit with probability q."""
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
    hypotheses="0 < f < 1, f a probability with 0 < q = f/2 < 1/2 (l.29); the lie probability of that procedure is the "
    "probability that the report differs from the value",
    domain=Domain.of(steps("f", "1/100", "99/100", "1/100", search=rationals(0, 1, max_denominator=1000)),
                     among("b", (0, 1))),
    # model: the procedure's report of b is b with probability 1 - f, else a fair coin's outcome (0 or 1, f/2 each);
    # its lie probability P[report != b] against the printed q = f/2
    formula="outcomes = ((b, 1 - f), (0, f/2), (1, f/2))\n"
    "sum(o[1] for o in outcomes if o[0] != b) == f/2",
)
def remark_q_f_half(f: Fraction, b: int) -> Evaluation:
    """001_d8c6cb5d6e66af37.txt §2, §2 (remark): q = f/2."""
    # the report of b: b itself with probability 1 - f, else a fair coin's outcome c in {0, 1}
    lie = sum((chance for report, chance in ((b, 1 - f), (0, f / 2), (1, f / 2)) if report != b), Fraction(0))
    return equal(lie, f / 2)


@JAN.claim(
    "remark-q-half",
    section="2",
    label="§2",
    kind="identity",
    statement=r"If q = 1/2, then $R(0) \stackrel{d}{=} R(1)$",
    hypotheses="q = 1/2, from the X form of R",
    domain=Domain.of(among("q", (Fraction(1, 2),)), among("s", (0, 1)), whole=True),
    # model: P[R(b) = s] from the X form R(b; X) = (1 - b)X + b(1 - X), X ~ Ber(q) (l.23); the printed claim is that
    # the laws of R(0) and R(1) agree, decided at each s
    formula="P(b) = sum(prob(binomial_law(1, q), x) for x in ints(0, 1) if (1 - b)*x + b*(1 - x) == s)\n"
    "P(0) == P(1)",
)
def remark_q_half(q: Fraction, s: int) -> Evaluation:
    """001_d8c6cb5d6e66af37.txt §2, §2 (remark): at q = 1/2 the report is independent of the bit."""
    return equal(_x_form(0, s, q), _x_form(1, s, q))


@JAN.claim(
    "distribution",
    section="2",
    label="§2",
    kind="identity",
    statement=r"$P[R(b) = s] = q^{\mathbf{1}_{\{b \neq s\}}} (1 - q)^{\mathbf{1}_{\{b = s\}}}$; "
    r"$P[R(v) = s] = q^{\sum \mathbf{1}_{\{b_i \neq s_i\}}} (1 - q)^{\sum \mathbf{1}_{\{b_i = s_i\}}} = "
    r"q^{L - m(v, s)} (1 - q)^{m(v, s)}$ with $m(v, s) = |\{i : v_i = s_i\}|$",
    hypotheses="0 < q < 1/2; L <= 3",
    domain=VECTOR_PAIRS,
    # the X form's law of R(v) against the printed q^(L - m(v, s)) (1 - q)^m(v, s)
    formula=_X_FORM + "m = len(tuple(i for i in ints(0, L - 1) if v[i] == s[i]))\nRv(s) == q**(L - m)*(1 - q)**m",
    reading="as read",
    deviations=(Deviation("notation from elsewhere", "b_i read as v_i, the bits of v (b names the scalar bit of the "
                          "line before)", where="the display R(v) = (R(v_1; X_1), ..., R(v_L; X_L))"),),
    meaningless="b_i is not defined for a vector: b is the single bit of the previous line",
)
def distribution(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2: P[R(v) = s] through the number of agreeing bits."""
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
    domain=VECTOR_PAIRS,
    # the X form's law of R(v) at s against its values at the printed maximizer s = v (m = L, strictly larger than
    # at every other s) and minimizer, the opposite of v (m = 0)
    formula=_X_FORM + "opposite = tuple(1 - b for b in v)\n"
    "Rv(opposite) <= Rv(s) and (Rv(s) < Rv(v) if s != v else Rv(s) == Rv(v))",
)
def identical_most_likely(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2: R(v) = v is the unique most likely outcome."""
    return identical_is_most_likely(point["v"], point["s"], point["q"])


#: (n, L) swept by default; ``check --depth`` adds (3, 2) and (2, 3).
_T_SHAPES = ((1, 1), (2, 1), (3, 1), (1, 2), (2, 2), (1, 3))


@JAN.claim(
    "s-in-r-t",
    section="2",
    label="§2",
    kind="identity",
    statement=r"$P[s \in R(T)] = 1 - P[s \notin R(T)] = 1 - \prod_{v \in T} P[R(v) \neq s] = 1 - \prod_{v \in T} "
    r"[1 - q^{L - m(v, s)} (1 - q)^{m(v, s)}]$",
    hypotheses="T a collection of n records; every s",
    domain=Domain.of(among(("n", "L"), _T_SHAPES, hidden=True, deeper=((3, 2), (2, 3))),
                     lie_probability(grid=Q_GRID[:3]), every_collection("T"),
                     each("s", "bit_vectors(L)", "every s in {0,1}^L")),
    reading="as read",
    deviations=(INDEPENDENT_RECORDS,),
    meaningless=COLLECTION_MEANINGLESS,
    # model: P[s in R(T)] from the definition, the sum over every synthetic collection y (one report per record of
    # T, records independent) that contains s of the product of the records' laws, each R(v) with its bits
    # randomized independently by the X form (l.23-27); printed: the complement form 1 - Π P[R(v) != s] and the
    # closed form 1 - Π [1 - q^(L - m(v, s)) (1 - q)^m(v, s)]
    formula="""
    R(b, t) = sum(prob(binomial_law(1, q), x) for x in ints(0, 1) if (1 - b)*x + b*(1 - x) == t)
    Rv(v, t) = prod(R(v[l], t[l]) for l in ints(0, len(t) - 1))
    appears = sum(prod(Rv(T[j], y[j]) for j in ints(0, len(T) - 1)) for y in collections(len(T), len(s))
                  if any(y[j] == s for j in ints(0, len(T) - 1)))
    m(v) = sum(1 for l in ints(0, len(s) - 1) if v[l] == s[l])
    appears == 1 - prod(1 - Rv(v, s) for v in T) == 1 - prod(1 - q**(len(s) - m(v))*(1 - q)**m(v) for v in T)
    """,
)
def s_in_r_t(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §2, §2: the probability that s appears among the randomized records."""
    q, t, s = point["q"], point["T"], point["s"]
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


_PAIR_SHAPES = ((1, 1), (2, 1), (3, 1), (1, 2), (2, 2))
PAIRS = Domain.of(among(("n", "L"), _PAIR_SHAPES, hidden=True), lie_probability(grid=Q_GRID[:3]),
                  every_collection("x"), every_neighbour("x'"))


#: The query of §3 is any randomized query A; on one neighbouring pair it is a pair (P, P') of output laws: every
#: distribution on K outcomes with probabilities in quarters, w/4 for the compositions w of 4 into K parts (the
#: points and order of 000's _DISTRIBUTIONS, the quarters' K-tuples summing to 1, at a fifth of its cost: the
#: engine's search evaluates the axis at every draw).
QUARTER_DISTRIBUTIONS = "tuple(tuple(c/4 for c in w) for w in compositions(4, K))"
GENERAL_PAIRS = Domain.of(ints("K", 1, 3), each("P", QUARTER_DISTRIBUTIONS, "every distribution P on K outcomes with "
                                                "probabilities in {0, 1/4, ..., 1}"),
                          each("P'", QUARTER_DISTRIBUTIONS, "every such P'", symbol="Pp"),
                          where("all(v > 0 for v in Pp)", "P'(s) > 0 for every s",
                                fast=lambda point: all(v > 0 for v in point["P'"]),
                                deviation=Deviation("narrowed domain", "queries whose outcomes all have positive "
                                                    "probability under x': where P[A(x') = s] = 0 the ratios are 0/0 "
                                                    "or a/0")))


@JAN.claim(
    "ratio-of-sums",
    section="3",
    label="§3",
    statement=r"$\frac{P[A(\mathbf{x}) \in S]}{P[A(\mathbf{x}') \in S]} = \frac{\sum_{s \in S} P[A(\mathbf{x}) = s]}"
    r"{\sum_{s \in S} P[A(\mathbf{x}') = s]} \leq \max_{s \in S} \frac{P[A(\mathbf{x}) = s]}{P[A(\mathbf{x}') = s]}$ "
    r"by the Lemma (need reference)",
    hypotheses="A any randomized query: A = Φ∘R on every neighbouring pair, and every pair of output laws (P, P'); "
    "every nonempty set S of outcomes; the max over s in S",
    domain=Domain.union(PAIRS, GENERAL_PAIRS),
    reading="as read",
    meaningless="where an outcome of S has probability 0 under x' the ratios are 0/0 or a/0",
    # model: the output laws of the pair, b = P[A(x) = .] and a = P[A(x') = .] on the outcomes — of A = Φ∘R
    # (histogram_law of x and x', on the support of A(x)) on the first part, the given (P, P') on the second (told
    # apart by K == None); printed: at every nonempty set S of outcomes, P[A(x) in S]/P[A(x') in S] = the ratio of
    # the sums <= the largest ratio in S (r: the ratios b/a); the sets of at most 3 outcomes where there are more
    # than 6, as the fast path (subsets: smallest first).  Decided as the largest (ratio of sums - largest ratio)
    # over the sets <= 0: the same relation; an all(...) of the 175 sets' relations costs twice as much to re-sweep
    formula="""
    b = tuple(prob(histogram_law(x, q), s) for s in histogram_law(x, q)) if K == None else P
    a = tuple(prob(histogram_law(xp, q), s) for s in histogram_law(x, q)) if K == None else Pp
    r = tuple(b[i] / a[i] for i in ints(0, len(b) - 1))
    largest = len(b) if len(b) <= 6 else 3
    sets = drop(take(tuple(subsets(len(b))), sum(binom(len(b), k) for k in ints(0, largest))), 1)
    max(sum(b[i] for i in S) / sum(a[i] for i in S) - max(r[i] for i in S) for S in sets) <= 0
    """,
)
def ratio_of_sums(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: the set-level ratio is at most the largest pointwise ratio."""
    if "P" in point:
        return ratio_of_sums_steps(dict(enumerate(point["P"])), dict(enumerate(point["P'"])))
    q, x, y = point["q"], point["x"], point["x'"]
    return ratio_of_sums_steps(pmf(x, q), pmf(y, q))


# The per-record query A(x) = (A_0(x_1), ..., A_0(x_n)) of §3 (and of 000 §5): A_0 is any randomizer of a record.
# A randomizer is a table: one output distribution per record value.

def _rr_table(L: int, q: Fraction) -> tuple[tuple[Fraction, ...], ...]:
    space = record_space(L)
    return tuple(tuple(report_probability(d, s, q) for s in space) for d in space)


def _table(text: str) -> tuple[tuple[Fraction, ...], ...]:
    return tuple(tuple(Fraction(v) for v in row.split(", ")) for row in text.split(" | "))


#: The randomizers A_0 the per-record records range over, by name: R itself, and tables with impossible outputs,
#: identical rows and three record values.
RANDOMIZERS: dict[str, tuple[tuple[Fraction, ...], ...]] = {
    **{f"R (L = 1, q = {q})": _rr_table(1, q) for q in Q_GRID[:3]},
    "R (L = 2, q = 1/4)": _rr_table(2, Fraction(1, 4)),
    **{f"({text})": _table(text) for text in ("1/2, 1/2, 0 | 0, 1/2, 1/2", "1, 0 | 1/2, 1/2", "1/2, 1/2 | 1/2, 1/2",
                                              "1/2, 1/2 | 1/2, 1/2 | 1, 0", "1/3, 2/3 | 2/3, 1/3")},
}


def randomizer(name: str) -> tuple[tuple[Fraction, ...], ...]:
    return RANDOMIZERS[name]


def _table_text() -> str:
    """The table of the randomizer named A_0, in the formula language: R's tables from R's definition (each bit of
    a record d of {0,1}^L, ones first, reported flipped with probability q, independently), the others as printed
    in their names."""
    choices = []
    for name, table in RANDOMIZERS.items():
        found = re.fullmatch(r"R \(L = (\d+), q = (\d+/\d+)\)", name)
        if found:
            L, q = found.groups()
            text = (f"tuple(tuple(prod({q} if d[i] != t[i] else 1 - {q} for i in ints(0, {int(L) - 1})) "
                    f"for t in bit_vectors({L})) for d in bit_vectors({L}))")
        else:
            text = "(" + ", ".join("(" + ", ".join(map(str, row)) + ")" for row in table) + ")"
        choices.append((name, text))
    *first, (_, last) = choices
    return " else ".join(f'{text} if A_0 == "{name}"' for name, text in first) + f" else {last}"


#: The table of A_0 (one output distribution per record value), an expression over A_0.
TABLE = f"({_table_text()})"


def _size_text(size: Callable[[tuple[tuple[Fraction, ...], ...]], int]) -> str:
    """A size of A_0's table (its number of record values or of outputs), an expression over A_0."""
    sizes: dict[int, list[str]] = {}
    for name, table in RANDOMIZERS.items():
        sizes.setdefault(size(table), []).append(name)
    *first, last = sorted(sizes.items(), key=lambda item: -len(item[1]))[::-1]
    return "(" + " else ".join(f"{value} if " + " or ".join(f'A_0 == "{name}"' for name in names)
                               for value, names in first) + f" else {last[0]})"


#: Whether A_0's table has no zero entry (then every outcome has positive probability), an expression over A_0: the
#: domain tests positivity from the table itself only for the tables with a zero entry (the sweep's cost).
ALL_POSITIVE = "(" + " and ".join(f'A_0 != "{name}"' for name, table in RANDOMIZERS.items()
                                  if any(entry == 0 for row in table for entry in row)) + ")"

#: The number of record values (rows) and of outputs (columns) of A_0's table, expressions over A_0.
VALUES, OUTPUTS = _size_text(len), _size_text(lambda table: len(table[0]))


def per_record_probability(table: tuple[tuple[Fraction, ...], ...], x: tuple[int, ...], s: tuple[int, ...]
                           ) -> Fraction:
    """P[A(x) = s] = Π P[A_0(x_i) = s_i] for the per-record query, by the joint distribution."""
    weight = Fraction(1)
    for record, reported in zip(x, s, strict=True):
        weight *= table[record][reported]
    return weight


def _possible(xp: tuple[int, ...], s: tuple[int, ...], A_0: str) -> bool:
    return per_record_probability(randomizer(A_0), xp, s) > 0


#: The per-record query's neighbouring pairs (x' differs from x in its first record) and outcomes, as data: the
#: same points, in the same order, as the functions above (x: every n-tuple of record values, one record for a
#: table of 4 record values; x': x with its first record changed; s: every tuple of outputs).
PER_RECORD_PAIRS = Domain.of(
    among("A_0", tuple(RANDOMIZERS), text="A_0 in {" + ", ".join(RANDOMIZERS) + "} (a table: one output "
          "distribution per record value)"),
    ints("n", 1, 3),
    each("x", f"tuples(ints(0, {VALUES} - 1), n if {VALUES} <= 3 else 1)",
         "every collection x of n record values (n = 1 for 4 record values)"),
    each("x'", f"tuple(tuple(v if i == 0 else x[i] for i in ints(0, len(x) - 1)) for v in ints(0, {VALUES} - 1) "
         "if v != x[0])", "every x' differing from x in the first record", symbol="xp"),
    each("s", f"tuples(ints(0, {OUTPUTS} - 1), len(x))", "every outcome s"),
    where(f"True if {ALL_POSITIVE} else all(prod(T[xp[i]][s[i]] for i in ints(0, len(s) - 1)) > 0 "
          f"for T in ({TABLE},))",
          "P[A(x') = s] > 0",
          fast=_possible, deviation=Deviation(
              "narrowed domain", "the outcomes with P[A(x') = s] > 0: elsewhere the left-hand ratio is 0/0 or a/0")))


#: P[A(z) = s] for the per-record query: the records randomized independently by A_0 (the product of their tables'
#: entries), at the point's outcome s.
PER_RECORD_LAW = f"""
T = {TABLE}
P(z) = prod(T[z[i]][s[i]] for i in ints(0, len(s) - 1))
"""
#: The per-record query's law on its outcomes O (every tuple of outputs), its neighbouring pairs N = (x, x'): every
#: collection x of n record values and every x' with one record changed (both orders, as x ranges over all), and
#: for each pair and each nonempty set S of outcomes (P[A(x) in S], P[A(x') in S]).
PER_RECORD_PAIRS_LAW = f"""
T = {TABLE}
O = tuple(tuples(ints(0, len(T[0]) - 1), n))
P(z) = tuple(prod(T[z[i]][t[i]] for i in ints(0, n - 1)) for t in O)
N = tuple((x, tuple(v if i == j else x[i] for i in ints(0, n - 1))) for x in tuples(ints(0, len(T) - 1), n)
  for j in ints(0, n - 1) for v in ints(0, len(T) - 1) if v != x[j])
sets = tuple((sum(P(p[0])[k] for k in S), sum(P(p[1])[k] for k in S)) for p in N for S in subsets(len(O))
  if len(S) > 0)
"""
#: P[A(x) in S] <= λ P[A(x') in S] for every neighbouring pair and every nonempty set S of outcomes (``sets``: the
#: pairs (P[A(x) in S], P[A(x') in S]), summed from the law): the set-level bound of 001 §3's definition, ε
#: multiplying
SET_BOUND = "all(r[0] <= {level}*r[1] for r in sets)"


@JAN.claim(
    "per-record-ratio",
    section="3",
    label="§3",
    kind="identity",
    statement=r"if A randomizes each record independently, $P[A(\mathbf{x}) = s] = \prod P[A_0(x_i) = s_i]$ and, for "
    r"x, x' differing in the first row, $\frac{P[A(\mathbf{x}) = s]}{P[A(\mathbf{x}') = s]} = "
    r"\frac{P[A_0(x_1) = s_1]}{P[A_0(x'_1) = s_1]}$",
    hypotheses="A_0 any randomizer of a record (R and tables with impossible outputs); every neighbouring pair "
    "differing in the first record and every outcome s",
    domain=PER_RECORD_PAIRS,
    reading="as read",
    meaningless="where P[A(x') = s] = 0 the left-hand ratio is 0/0 or a/0",
    # the ratio of the joint probabilities of the independently randomized records (the model) against the printed
    # ratio of the first record's table entries
    formula=PER_RECORD_LAW + "P(x) / P(xp) == T[x[0]][s[0]] / T[xp[0]][s[0]]",
)
def per_record_ratio(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: the per-record query's ratio involves only the modified record."""
    table, x, y, s = randomizer(point["A_0"]), point["x"], point["x'"], point["s"]
    return equal(per_record_probability(table, x, s) / per_record_probability(table, y, s),
                 table[x[0]][s[0]] / table[y[0]][s[0]])


#: ε of the per-record bound (001 §3 multiplies by it): (p/q)^L at q = 1/4 is 3 and 9, the equality cases.
EPSILONS = tuple(Fraction(e) for e in ("1", "3/2", "2", "3", "5", "9", "20", "81", "120", "12100", "1000000"))


def per_record_bound(A_0: str, epsilon: Fraction) -> bool:
    """P[A_0(a) = s] <= ε P[A_0(b) = s] for every record value a, b and output s."""
    table = randomizer(A_0)
    return all(row[s] <= epsilon * other[s] for row in table for other in table for s in range(len(row)))


#: The per-record queries of §3 (001) and §5 (000) with the per-record bound as their premise (n in 1..2, 1 when
#: the table has more than 16 entries a, b, s: the 4-valued R).
PER_RECORD = Domain.of(among("A_0", tuple(RANDOMIZERS), text="A_0 in {" + ", ".join(RANDOMIZERS) + "}"),
                       each("n", f"ints(1, 1 if {VALUES}*{VALUES}*{OUTPUTS} > 16 else 2)",
                            "n in 1..2 (1 for the 4-valued R)"),
                       among("epsilon", EPSILONS, search=rationals(0, 10**4, ends="()", max_denominator=10)),
                       where(f"all(row[s] <= epsilon*other[s] for T in ({TABLE},) for row in T for other in T "
                             "for s in ints(0, len(row) - 1))", "P[A_0(x) = s] <= ε P[A_0(x') = s] for every x, x', s",
                             fast=per_record_bound))


def set_bound(point: Point, factor: Fraction) -> bool:
    """P[A(x) in S] <= factor P[A(x') in S] for every neighbouring pair x, x' and every set S of outcomes."""
    table, n = randomizer(point["A_0"]), point["n"]
    outcomes = list(product(range(len(table[0])), repeat=n))
    for x in product(range(len(table)), repeat=n):
        for i in range(n):
            for value in range(len(table)):
                if value == x[i]:
                    continue
                y = x[:i] + (value,) + x[i + 1:]
                before = [per_record_probability(table, x, s) for s in outcomes]
                after = [per_record_probability(table, y, s) for s in outcomes]
                for subset in nonempty_subsets(range(len(outcomes))):
                    if sum(before[j] for j in subset) > factor * sum(after[j] for j in subset):
                        return False
    return True


@JAN.claim(
    "per-record-condition",
    section="3",
    label="§3",
    statement=r"Therefore, in this case, the query A will satisfy differential privacy if "
    r"$P[A_0(x) = s] \leq \epsilon \cdot P[A_0(x') = s]$ for all $x, x' \in D$ and $s \in S_0$.",
    hypotheses="001's definition (ε multiplies); A_0 any randomizer of a record; every neighbouring pair and every "
    "set S of outcomes of A = (A_0(x_1), ..., A_0(x_n))",
    domain=PER_RECORD,
    # the domain's premise is the per-record bound; the model: every set probability of every neighbouring pair,
    # summed from the product law, against the printed factor ε
    formula=PER_RECORD_PAIRS_LAW + SET_BOUND.format(level="epsilon"),
)
def per_record_condition(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: the per-record bound implies the set-level bound."""
    return same_truth(True, set_bound(point, point["epsilon"]))


JAN.not_checkable(
    "rappor-formulation",
    section="3",
    label="§3",
    statement=r"This is the formulation used in the RAPPOR paper that applies to differences between individual "
    r"records rather than collections differing on a single element.",
    reason="a citation: whether the RAPPOR paper uses this formulation is a fact about that paper, not decidable from "
    "the seed (the per-record bound itself is decided by 001.per-record-condition)",
)

JAN.definition("r-dp-definition", section="3", label="§3",
               statement=r"Consider a collection T of bit vectors, and write $T_v = T \setminus \{v\}$. The "
               r"randomization procedure R is ε-differentially private if $\log \left(\frac{P[R(T) \in S]}"
               r"{P[R(T_v) \in S]}\right) \leq \epsilon$ for any set of bit vectors S.")
JAN.definition("anonymity", section="3", label="§3",
               statement=r"Anonymity: $A_p = \min_{v \in T, s \in \{0,1\}^L} \frac{P[s \in R(T_v)]}{P[s = R(v)]}$")


def _single_bit(point: Point) -> tuple[Fraction, Fraction]:
    """(largest ratio p/q of the one-bit mechanism, the point's λ), checked from the pmfs."""
    q = point["q"]
    ratios = [pmf(y, q)[s] / pmf(x, q)[s] for x in collections(1, 1) for y in neighbours(x) for s in pmf(x, q)]
    return max(ratios), point.get("lambda", Fraction(0))


def _epsilon_conventions(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3: ε of the §3 definition against ε of R's definition and (4.42)."""
    largest, _ = _single_bit(point)
    # §3: the smallest ε with P <= ε P' is the largest ratio; R's definition and (4.42): ε = log(largest).
    # Equal would need largest = log(largest) <= largest - 1.
    return Evaluation(largest, "<=", largest - 1, detail="largest - 1 >= log(largest), the ε of R and (4.42)")


def _epsilon_conventions_corrected(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §3, §3 with exp(ε) in the definition: the three conventions agree."""
    largest, lam = _single_bit(point)  # λ = e^ε
    q = point["q"]
    setwise = max(sum(pmf(y, q)[s] for s in subset) / sum(pmf(x, q)[s] for s in subset)
                  for x in collections(1, 1) for y in neighbours(x) for subset in nonempty_subsets(sorted(pmf(x, q))))
    return same_truth(setwise <= lam, largest <= lam)


_LAMBDA_POINTS = Domain.of(lie_probability(max_denominator=1000),
                           among("lambda", tuple(Fraction(v) for v in ("1", "3/2", "2", "3", "9", "11", "99", "111",
                                                                      "1000", "10000")),
                                 search=rationals(1, 1000, ends="[)", max_denominator=100), symbol="lam"))

#: The one-bit mechanism (n = L = 1): A(x) the law of its outcome for the collection x (000 (2.1)).
_ONE_BIT = "A(x) = histogram_law(x, q)\n"

JAN.claim(
    "epsilon-conventions",
    section="3",
    label="§3",
    statement=r"ε as defined in §3 ($P[A(\mathbf{x}) \in S] \leq \epsilon \cdot P[A(\mathbf{x}') \in S]$), "
    r"for R ($\log(P[R(T) \in S]/P[R(T_v) \in S]) \leq \epsilon$) and in (4.42) ($\lambda = e^\epsilon$) are "
    r"one privacy level",
    hypotheses="0 < q < 1/2",
    domain=Domain.of(lie_probability(max_denominator=1000)),
    reading="as read",
    deviations=(Deviation("notation from elsewhere", "one ε: the text writes the same symbol ε in §3's definition "
                          "(l.57), in R's (l.83) and in (4.42) (l.289) without saying the three agree; read as the "
                          "claim that they name one privacy level, the privacy level of a definition being the "
                          "least ε for which it holds (docs/readings.md rule 11)"),
                Deviation("narrowed domain", "decided on the one-bit mechanism (n = L = 1, largest ratio p/q): one "
                          "mechanism at which the three levels differ refutes the claim")),
    meaningless="the text prints no sentence comparing the three definitions; it only uses one symbol ε in each",
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
        # §3 with exp(ε) = λ (the largest P[A(x) in S]/P[A(x') in S] over neighbours and sets S is at most λ)
        # against the printed p/q <= λ
        formula=_ONE_BIT + "setwise = max(sum(prob(A(y), s) for s in S) / sum(prob(A(x), s) for s in S) "
        "for x in collections(1, 1) for y in neighbours(x) for S in subsets(tuple(A(x))) if len(S) > 0)\n"
        "iff(setwise <= lam, (1 - q)/q <= lam)",
    )(_epsilon_conventions_corrected),
    # §3's ε is the largest ratio π(s; x, x') = P[A(x') = s]/P[A(x) = s] over neighbours x, x' and outcomes s,
    # R's and (4.42)'s its log: one level needs largest = ln(largest), which is at most largest - 1
    formula=_ONE_BIT + "largest = max(prob(A(y), s) / prob(A(x), s) for x in collections(1, 1) for y in "
    "neighbours(x) for s in A(x))\nlargest <= largest - 1",
)(_epsilon_conventions)
