"""004_3b24c074030182c5.txt (a survey of differential privacy), §2: the concentration bounds it uses later.

Each bound is checked against exact tails: a family of random variables is a finite law with rational values
and probabilities — independent laws X_i (Bernoulli, three-point, not identically distributed) for Theorems
2.1 and 2.2, a joint law of (X_1, ..., X_r) for Theorem 2.3 and Azuma's inequality, whose texts state no
independence (copies of one variable, correlated pairs).  A printed e^(-x) is replaced by a rational lower
bound when the check holds and by a rational upper bound when it fails (the sound direction each time).  The
printed exponents of Theorems 2.1 and 2.2 use an m that §2 never defines; they are read with m = n, the
number of variables (the standard Chernoff-Hoeffding form), and say so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import product

from flint import arb

from krverify.claims import _strategies as st
from krverify.claims._claim import Evaluation, certified, equal, tail_at_most_exp, weakest
from krverify.claims._domain import Axis, Domain, among, integers, ints, rationals, region, where
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document
from krverify.model.balls import ball
from krverify.model.concentration import sum_law

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction

#: A finite law: its support in increasing order, each value with a positive probability.
Law = tuple[tuple[Fraction, Fraction], ...]
#: A joint law of (X_1, ..., X_r): each outcome (a tuple) with a positive probability.
Joint = tuple[tuple[tuple[Fraction, ...], Fraction], ...]

TENTHS = tuple(F(i, 10) for i in range(11))


def law(*pairs: tuple[object, object]) -> Law:
    """The law with the given (value, probability) pairs (zero probabilities dropped, values sorted)."""
    merged: dict[Fraction, Fraction] = {}
    for value, prob in pairs:
        if F(prob):
            merged[F(value)] = merged.get(F(value), F(0)) + F(prob)
    return tuple(sorted(merged.items()))


def bernoulli(p: Fraction) -> Law:
    return law((0, 1 - p), (1, p))


def _at_most_exp(tail: Fraction, x: Fraction, factor: Fraction | None = None) -> Evaluation:
    """``tail <= factor·e^(-x)`` (factor 1 by default); e^0 = 1 exactly."""
    factor = F(1) if factor is None else factor
    if x == 0:
        return Evaluation(tail, "<=", factor, detail="e^0 = 1")
    return tail_at_most_exp(tail, x, factor)


def _law_member(law: str) -> str:
    """In the formula language: ``law`` is a law of values in [0, 1] — a nonempty tuple of (value, probability)
    pairs, rational, values increasing, probabilities positive with sum 1."""
    pairs = f"ints(0, len({law}) - 1)"
    return (f"len({law}) >= 1 and all(len({law}[k]) == 2 and rational({law}[k][0]) and rational({law}[k][1]) "
            f"and 0 <= {law}[k][0] and {law}[k][0] <= 1 and {law}[k][1] > 0 for k in {pairs}) "
            f"and all({law}[k - 1][0] < {law}[k][0] for k in ints(1, len({law}) - 1)) "
            f"and sum({law}[k][1] for k in {pairs}) == 1")


@st.composite
def _random_law(draw: st.DrawFn) -> Law:
    """A law on one to three values of {0, 1/10, ..., 1} with weights 1..9."""
    values = draw(st.lists(st.sampled_from(TENTHS), min_size=1, max_size=3, unique=True))
    weights = draw(st.lists(st.integers(1, 9), min_size=len(values), max_size=len(values)))
    return law(*((v, F(w, sum(weights))) for v, w in zip(values, weights, strict=True)))


# --------------------------------------------------------------------------- Theorems 2.1 and 2.2

#: The theorems' exponent 2m ε² has an m §2 never defines; it is read as n.
M_AS_N = Deviation("corrected symbol", "the exponent's m read as n, the number of variables X_1, ..., X_n",
                   where="Theorems 2.1 and 2.2 name n variables; §2 never defines m")
M_UNDEFINED = ("m is not defined in §2 (every exponent of Theorems 2.1 and 2.2 uses it, the theorems name n "
               "variables), so the printed bounds have no value")


def _variables(n: int, laws: tuple[Law, ...]) -> tuple[Law, ...]:
    """X_i has law laws[(i - 1) mod len(laws)]."""
    return tuple(laws[i % len(laws)] for i in range(n))


@lru_cache(maxsize=1024)
def _mean_law(n: int, laws: tuple[Law, ...]) -> tuple[Fraction, tuple[tuple[Fraction, Fraction], ...]]:
    """(μ, the law of X̄) for independent X_i."""
    total = sum_law(_variables(n, laws))
    mean_law = tuple((s / n, p) for s, p in total.items())
    return sum((v * p for v, p in mean_law), F(0)), mean_law


BERNOULLI_PS = (F(1, 2), F(1, 4), F(1, 10), F(3, 4), F(0), F(1))
#: Independent, not identically distributed, three-point and constant laws (cycled over i).
GENERAL_LAWS: tuple[tuple[Law, ...], ...] = (
    (bernoulli(F(1, 10)), bernoulli(F(1, 2)), bernoulli(F(9, 10))),
    (bernoulli(F(0)), bernoulli(F(1))),
    (law((0, "1/4"), ("1/2", "1/2"), (1, "1/4")),),
    (law((0, "1/3"), ("1/5", "1/3"), (1, "1/3")),),
    (bernoulli(F(1, 4)), law((0, "1/4"), ("1/2", "1/2"), (1, "1/4"))),
    (law(("1/2", 1)), bernoulli(F(1, 2))),
)
GENERAL_TEXT = ("X_i with law L_((i - 1) mod r) from (Ber(1/10), Ber(1/2), Ber(9/10)), (Ber(0), Ber(1)), "
                "(1/4, 1/2, 1/4 on 0, 1/2, 1), (1/3 each on 0, 1/5, 1), (Ber(1/4), 1/4, 1/2, 1/4 on 0, 1/2, 1), "
                "(constant 1/2, Ber(1/2))")

_BERNOULLI_DRAW = st.fractions(0, 1, max_denominator=20).map(lambda p: (bernoulli(p),))
_LAWS_DRAW = st.lists(_random_law(), min_size=1, max_size=3).map(tuple)
#: one law, Ber(p): its values among 0 and 1, P(1) with a denominator up to 20
_BERNOULLI_REGION = region("{(Ber(p),)}, p in [0, 1] with denominators up to 20",
                           lambda: _BERNOULLI_DRAW,
                           "len(value) == 1 and " + _law_member("value[0]")
                           + " and all(value[0][k][0] == 0 or value[0][k][0] == 1 for k in ints(0, len(value[0]) - 1))"
                           " and denominator(sum(value[0][k][1] for k in ints(0, len(value[0]) - 1)"
                           " if value[0][k][0] == 1)) <= 20")
#: one to three laws, each on at most three values of {0, 1/10, ..., 1}
_GENERAL_REGION = region("tuples of one to three laws, each on one to three values of {0, 1/10, ..., 1} "
                         "with positive rational probabilities (drawn with weights 1..9), cycled over i",
                         lambda: _LAWS_DRAW,
                         "1 <= len(value) and len(value) <= 3 and all(" + _law_member("value[j]")
                         + " and len(value[j]) <= 3 and all(integer(10 / denominator(value[j][k][0]))"
                         " for k in ints(0, len(value[j]) - 1)) for j in ints(0, len(value) - 1))")


def _independent_laws(n_big: tuple[int, ...], n_small: int, epsilon: Axis, *extra: Axis) -> Domain:
    """i.i.d. Bernoulli(p) up to the large sizes, and the general independent families up to ``n_small``."""
    bernoulli_laws = among("laws", tuple((bernoulli(p),) for p in BERNOULLI_PS), search=_BERNOULLI_REGION,
                           text="X_i ~ Bernoulli(p), p in {1/2, 1/4, 1/10, 3/4, 0, 1}")
    general = among("laws", GENERAL_LAWS, search=_GENERAL_REGION, text=GENERAL_TEXT)
    big_text = f"n in 1..{n_big[0]} and {{{', '.join(map(str, n_big[1:]))}}}"
    return Domain.union(
        Domain.of(among("n", (*range(1, n_big[0] + 1), *n_big[1:]), search=integers(1, 40), text=big_text),
                  bernoulli_laws, epsilon, *extra),
        Domain.of(among("n", tuple(range(1, n_small + 1)), search=integers(1, 16), text=f"n in 1..{n_small}"),
                  general, epsilon, *extra))


with SURVEY.section("2"):

    NATURALS_DISPUTED = ("which ℕ: l.133 does not say whether 0 is a natural number; l.311 writes ℕ̄ = ℕ ∪ {0} (0 not "
                         "in ℕ) but in the same sentence calls the non-negative integers ℕ 'via notational abuse', and "
                         "the survey uses ℕ both ways")

    def _bracket_formula(start: int) -> str:
        """[n] as printed against the first n members of ℕ = {start, start + 1, ...}, in the formula language."""
        return f"""
        # ℕ listed in increasing order up to n + 1, enough for both sides
        naturals = tuple(ints({start}, n + 1))
        bracket = tuple(i for i in naturals if i <= n)
        first = take(naturals, n)
        # equal as sets: both are listed in increasing order
        (1 if bracket == first else 0) == 1
        """

    def _bracket(n: int, start: int) -> Evaluation:
        """{i ∈ ℕ : i <= n} against the first n members of ℕ = {start, start + 1, ...}, compared as sets."""
        naturals = range(start, n + 2)  # ℕ up to n + 1, enough for both sides
        return equal(int({i for i in naturals if i <= n} == set(naturals[:n])), 1,
                     detail=f"1 = {{i ∈ ℕ : i <= n}} is the set of the first n natural numbers (ℕ from {start})")

    SURVEY.claim(
        "bracket-n",
        label="the set of the first",
        kind="identity",
        statement=r"for $n \in \mathbb{N}$, we define $[n] := \{i \in \mathbb{N} : i \leq n\}$ (i.e. the set of the "
        r"first $n$ natural numbers.)",
        hypotheses="[n] against the first n natural numbers 0, 1, ..., n - 1; ℕ = {0, 1, 2, ...}, the set the survey "
        "calls ℕ 'via notational abuse' (l.311)",
        domain=Domain.of(ints("n", 0, 50, search_high=10**4)),
        reading="literal",
        disputed=NATURALS_DISPUTED,
        finding="With 0 a natural number (the survey's ℕ of l.311), {i ∈ ℕ : i <= n} = {0, ..., n} has n + 1 "
        "members, not the first n natural numbers; with ℕ = {1, 2, ...} it is {1, ..., n}.",
        correction=SURVEY.correction(
            "bracket-n.corrected",
            label="the set of the first",
            kind="identity",
            statement=r"for $n \in \mathbb{N} = \{1, 2, 3, \dots\}$, $[n] := \{i \in \mathbb{N} : i \leq n\} = "
            r"\{1, \dots, n\}$, the set of the first $n$ natural numbers",
            hypotheses="ℕ = {1, 2, 3, ...}",
            domain=Domain.of(ints("n", 1, 50, search_high=10**4)),
            deviations=(Deviation("notation from elsewhere", "ℕ = {1, 2, 3, ...}, the ℕ of l.311's ℕ̄ = ℕ ∪ {0} (0 not "
                                  "in ℕ); l.133 does not say", where="l.311"),),
            reading="charitable",
            disputed=NATURALS_DISPUTED,
            formula=_bracket_formula(1),
        )(lambda n: _bracket(n, 1)),
        formula=_bracket_formula(0),
    )(lambda n: _bracket(n, 0))

    #: ε is unrestricted in print: negative values, 0, and the positive values the bound is meant for.
    EPS_PRINTED = among("eps", tuple(F(e) for e in ("-1", "-1/2", "-1/10", "0", "1/20", "1/10", "1/5", "1/2",
                                                    "1")), search=rationals(-2, 2, max_denominator=100))
    EPS_POSITIVE = where(lambda eps: eps > 0, "ε > 0", deviation=Deviation(
        "added hypothesis", "ε > 0 (the theorem puts no condition on ε; for ε < 0 both bounds fail)",
        where="Theorem 2.1"))
    ADDITIVE = _independent_laws((20, 50, 100, 200), 12, EPS_PRINTED)
    ADDITIVE_POSITIVE = _independent_laws((20, 50, 100, 200), 12, EPS_PRINTED, EPS_POSITIVE)

    def _additive(n: int, laws: tuple[Law, ...], eps: Fraction) -> Evaluation:
        mu, mean_law = _mean_law(n, laws)
        upper = sum((p for v, p in mean_law if v > mu + eps), F(0))
        lower = sum((p for v, p in mean_law if v < mu - eps), F(0))
        return weakest((_at_most_exp(upper, 2 * n * eps * eps), _at_most_exp(lower, 2 * n * eps * eps)))

    #: The law of X̄ from its definition (the model: independent X_i, X_i with law laws[(i - 1) mod r], the law of
    #: S = X_1 + ... + X_n by law_of_independent_sum, X̄ = S/n, μ = E[X̄]); each record's formula compares the exact
    #: tails of X̄ its theorem states with the printed e^(...), m read as n
    MEAN_LAW = """
    # X_i has law L_((i - 1) mod r), r = len(laws): the laws cycled over i = 1..n, the X_i independent
    variables = tuple(laws[i - len(laws) * floor(i / len(laws))] for i in ints(0, n - 1))
    # the law of S = X_1 + ... + X_n; X̄ = S/n, μ = E[X̄]
    S = law_of_independent_sum(variables)
    mu = sum(s * prob(S, s) for s in S) / n
    """
    #: Theorem 2.1: Pr[X̄ > μ + ε] <= e^(-2mε²) and Pr[X̄ < μ - ε] <= e^(-2mε²)
    ADDITIVE_FORMULA = MEAN_LAW + """
    bound = exp(-2 * n * eps**2)
    sum(prob(S, s) for s in S if s / n > mu + eps) <= bound and sum(prob(S, s) for s in S if s / n < mu - eps) <= bound
    """

    ADDITIVE_STATEMENT = (r"Let $X_1, \dots, X_n$ be independent random variables, $0 \leq X_i \leq 1$ ... "
                          r"$\Pr[\bar{X} > \mu + \varepsilon] \leq e^{-2m\varepsilon^2}, \Pr[\bar{X} < \mu - "
                          r"\varepsilon] \leq e^{-2m\varepsilon^2}.$")

    SURVEY.claim(
        "theorem-2.1",
        label="Theorem 2.1",
        statement=ADDITIVE_STATEMENT,
        hypotheses="m read as n; independent X_i in [0, 1] with finite laws (i.i.d. Bernoulli, p = 0 and 1 "
        "included; three-point and not identically distributed laws); ε unrestricted, as printed; both tails exact",
        domain=ADDITIVE,
        degenerate=lambda point: all(len(one) == 1 for one in point["laws"]),
        reading="as read",
        deviations=(M_AS_N,),
        meaningless=M_UNDEFINED,
        finding="The bound is printed for every ε; for ε < 0 both events hold with probability near 1 while "
        "e^(-2nε²) < 1 (n = 1, X_1 ~ Ber(1/2), ε = -1: Pr[X̄ > -1/2] = 1 > e^-2). Hoeffding's bound needs ε > 0 "
        "(ε = 0 is trivial).",
        formula=ADDITIVE_FORMULA,
        correction=SURVEY.correction(
            "theorem-2.1.corrected",
            label="Theorem 2.1",
            statement=ADDITIVE_STATEMENT + r", for $\varepsilon > 0$ and $m = n$",
            hypotheses="independent X_i in [0, 1] with finite laws; ε > 0",
            domain=ADDITIVE_POSITIVE,
            deviations=(M_AS_N,),
        )(_additive),
    )(_additive)

    EPS_MULTIPLICATIVE = among("eps", (F(1, 10), F(1, 5), F(1, 2), F(1)),
                               search=rationals(0, 1, ends="(]", max_denominator=100))
    MULTIPLICATIVE = _independent_laws((15, 50, 100), 10, EPS_MULTIPLICATIVE)

    #: Theorem 2.2: Pr[X̄ > μ(1 + ε)] <= e^(-2mε²/3), and Pr[X̄ < μ(1 - ε)] <= e^(-2mε²/2)
    MULTIPLICATIVE_UPPER = MEAN_LAW + """
    sum(prob(S, s) for s in S if s / n > mu * (1 + eps)) <= exp(-2 * n * eps**2 / 3)
    """
    MULTIPLICATIVE_LOWER = MEAN_LAW + """
    sum(prob(S, s) for s in S if s / n < mu * (1 - eps)) <= exp(-2 * n * eps**2 / 2)
    """

    def _multiplicative(n: int, laws: tuple[Law, ...], eps: Fraction, upper: bool,
                        exponent: Callable[[int, Fraction, Fraction], Fraction]) -> Evaluation:
        mu, mean_law = _mean_law(n, laws)
        if upper:
            tail = sum((p for v, p in mean_law if v > mu * (1 + eps)), F(0))
        else:
            tail = sum((p for v, p in mean_law if v < mu * (1 - eps)), F(0))
        return _at_most_exp(tail, exponent(n, mu, eps))

    def _upper(exponent: Callable[[int, Fraction, Fraction], Fraction]) -> Callable[..., Evaluation]:
        return lambda n, laws, eps: _multiplicative(n, laws, eps, True, exponent)

    def _lower(exponent: Callable[[int, Fraction, Fraction], Fraction]) -> Callable[..., Evaluation]:
        return lambda n, laws, eps: _multiplicative(n, laws, eps, False, exponent)

    SURVEY.claim(
        "theorem-2.2-upper",
        label="Theorem 2.2",
        statement=r"$\Pr[\bar{X} > \mu(1 + \varepsilon)] \leq e^{-2m\varepsilon^2/3},$",
        hypotheses="as Theorem 2.1 (m read as n); independent X_i in [0, 1] with finite laws, μ = E[X̄]; "
        "0 < ε <= 1",
        domain=MULTIPLICATIVE,
        reading="as read",
        deviations=(M_AS_N,),
        meaningless=M_UNDEFINED,
        finding="The multiplicative bound has no μ in its exponent, so it fails for small means: n = 3, p = 1/4, ε = 1 "
        "gives Pr[X̄ > 1/2] = 5/32 > e^(-2). The Chernoff bound is exp(-nμε²/3) for 0 < ε <= 1.",
        formula=MULTIPLICATIVE_UPPER,
        correction=SURVEY.correction(
            "theorem-2.2-upper.corrected",
            label="Theorem 2.2",
            statement=r"$\Pr[\bar{X} > \mu(1 + \varepsilon)] \leq e^{-n\mu\varepsilon^2/3}$, $0 < \varepsilon \leq 1$",
            hypotheses="independent X_i in [0, 1] with finite laws, μ = E[X̄]",
        )(_upper(lambda n, mu, eps: n * mu * eps * eps / 3)),
    )(_upper(lambda n, mu, eps: 2 * n * eps * eps / 3))

    SURVEY.claim(
        "theorem-2.2-lower",
        label="Theorem 2.2",
        statement=r"$\Pr[\bar{X} < \mu(1 - \varepsilon)] \leq e^{-2m\varepsilon^2/2}.$",
        hypotheses="as Theorem 2.1 (m read as n, so the bound is e^(-nε²)); independent X_i in [0, 1] with finite "
        "laws, μ = E[X̄]; 0 < ε <= 1",
        domain=MULTIPLICATIVE,
        reading="as read",
        deviations=(M_AS_N,),
        meaningless=M_UNDEFINED,
        finding="The lower multiplicative bound e^(-nε²) has no μ: n = 1, p = 1/10, ε = 1/2 gives Pr[X̄ < 1/20] = 9/10 "
        "> e^(-1/4). The Chernoff bound is exp(-nμε²/2).",
        formula=MULTIPLICATIVE_LOWER,
        correction=SURVEY.correction(
            "theorem-2.2-lower.corrected",
            label="Theorem 2.2",
            statement=r"$\Pr[\bar{X} < \mu(1 - \varepsilon)] \leq e^{-n\mu\varepsilon^2/2}$, $0 < \varepsilon \leq 1$",
            hypotheses="independent X_i in [0, 1] with finite laws, μ = E[X̄]",
        )(_lower(lambda n, mu, eps: n * mu * eps * eps / 2)),
    )(_lower(lambda n, mu, eps: n * eps * eps))

    # ------------------------------------------------------------------ Theorem 2.3

    def joint_of(*laws: Law) -> Joint:
        """The joint law of independent variables with the given laws."""
        outcomes = []
        for combo in product(*laws):
            prob = F(1)
            for _, p in combo:
                prob *= p
            outcomes.append((tuple(v for v, _ in combo), prob))
        return tuple(sorted(outcomes))

    def joint(*pairs: tuple[tuple[object, ...], object]) -> Joint:
        return tuple(sorted((tuple(F(v) for v in outcome), F(p)) for outcome, p in pairs if F(p)))

    def copies(one: Law, r: int) -> Joint:
        """r copies of one variable (X_1 = ... = X_r)."""
        return tuple(((v,) * r, p) for v, p in one)

    def marginals(X: Joint) -> tuple[Law, ...]:
        r = len(X[0][0])
        return tuple(law(*((outcome[i], p) for outcome, p in X)) for i in range(r))

    def independent(X: Joint) -> bool:
        """Whether the joint law is the product of its marginals."""
        return set(X) == set(joint_of(*marginals(X)))

    def _is_joint(value: object) -> bool:
        if not isinstance(value, tuple) or not value:
            return False
        try:
            r = len(value[0][0])
            outcomes = [outcome for outcome, _ in value]
            return (1 <= r <= 3 and all(isinstance(o, tuple) and len(o) == r and all(
                isinstance(v, Fraction | int) and not isinstance(v, bool) for v in o) for o in outcomes)
                    and len(set(outcomes)) == len(outcomes) and all(isinstance(p, Fraction | int) and p > 0
                                                                     for _, p in value)
                    and sum(p for _, p in value) == 1
                    and all(len({o[i] for o in outcomes}) <= 3 and all(10 % F(o[i]).denominator == 0
                                                                        for o in outcomes) for i in range(r)))
        except (TypeError, IndexError, ValueError):
            return False

    @st.composite
    def _random_joint(draw: st.DrawFn) -> Joint:
        """r in 1..3 variables on up to three tenths each: independent (half the time) or any joint weights."""
        r = draw(st.integers(1, 3))
        supports = [draw(st.lists(st.sampled_from(TENTHS), min_size=1, max_size=3, unique=True)) for _ in range(r)]
        if draw(st.booleans()):
            laws = []
            for values in supports:
                weights = draw(st.lists(st.integers(1, 9), min_size=len(values), max_size=len(values)))
                laws.append(law(*((v, F(w, sum(weights))) for v, w in zip(values, weights, strict=True))))
            return joint_of(*laws)
        cells = list(product(*supports))
        weights = draw(st.lists(st.integers(0, 9), min_size=len(cells), max_size=len(cells)))
        if not sum(weights):
            weights[0] = 1
        return joint(*((cell, F(w, sum(weights))) for cell, w in zip(cells, weights, strict=True)))

    def _two_point(delta: object, p: object) -> Law:
        return law((0, 1 - F(p)), (delta, p))

    HALF_TENTH = _two_point("1/10", "1/2")
    THREE_POINT = law((0, "1/4"), ("1/2", "1/2"), (1, "1/4"))
    HOEFFDING_FAMILIES: tuple[Joint, ...] = (
        joint_of(bernoulli(F(1, 2))),
        joint_of(THREE_POINT),
        joint_of(*(HALF_TENTH,) * 4),
        joint_of(_two_point("1/10", "1/4"), _two_point("1/5", "1/2"), _two_point("1/10", "9/10"),
                 _two_point("1/20", "1/3")),
        joint_of(*(bernoulli(F(1, 2)),) * 3),
        joint_of(*(_two_point("1/5", "1/10"),) * 6),
        joint_of(*(_two_point("1/20", "1/2"),) * 8),
        joint_of(*(THREE_POINT,) * 3),
        joint_of(law(("1/2", 1)), HALF_TENTH),
        joint_of(law((0, "1/3"), ("1/5", "1/3"), ("2/5", "1/3")), _two_point("1/10", "3/4")),
        copies(HALF_TENTH, 2),
        copies(HALF_TENTH, 4),
        copies(_two_point("1/20", "1/2"), 10),
        joint(((0, "1/10"), "1/2"), (("1/10", 0), "1/2")),
        joint(((0, 0), "2/5"), ((0, "1/10"), "1/10"), (("1/10", 0), "1/10"), (("1/10", "1/10"), "2/5")),
        joint(((0, 0, 0), "1/2"), ((0, "1/10", "1/10"), "1/4"), (("1/10", "1/10", "1/10"), "1/4")),
    )
    HOEFFDING_TEXT = ("the joint law of (X_1, ..., X_r): independent: Ber(1/2); 1/4, 1/2, 1/4 on 0, 1/2, 1; 4 x "
                      "{0, 1/10} (1/2); 4 mixed two-point; 3 x Ber(1/2); 6 x {0, 1/5} (1/10); 8 x {0, 1/20} (1/2); "
                      "3 x three-point; constant 1/2 with {0, 1/10}; 1/3 each on 0, 1/5, 2/5 with {0, 1/10} (3/4); "
                      "dependent: 2 and 4 copies of one {0, 1/10} (1/2) variable, 10 copies of one {0, 1/20} (1/2); "
                      "X_2 = 1/10 - X_1; a correlated pair on {0, 1/10}^2 (2/5, 1/10, 1/10, 2/5); a monotone "
                      "triple")
    ALPHA = among("alpha", tuple(F(a) for a in ("1/100", "1/20", "9/100", "1/10", "1/4", "2/5", "49/100")),
                  search=rationals(0, F(1, 2), max_denominator=100))
    #: _is_joint in the formula language: a nonempty tuple of (outcome, probability), outcomes of one length r in
    #: 1..3, distinct, with rational coordinates in [0, 1] of denominators dividing 10, at most three values per
    #: coordinate, positive rational probabilities summing to 1
    JOINT_MEMBER = (
        "len(value) >= 1 and 1 <= len(value[0][0]) and len(value[0][0]) <= 3"
        " and all(len(value[k][0]) == len(value[0][0]) and rational(value[k][1]) and value[k][1] > 0"
        " and all(rational(value[k][0][i]) and 0 <= value[k][0][i] and value[k][0][i] <= 1"
        " and integer(10 / denominator(value[k][0][i]))"
        " for i in ints(0, len(value[0][0]) - 1))"
        " and all(value[j][0] != value[k][0] for j in ints(0, k - 1)) for k in ints(0, len(value) - 1))"
        " and sum(value[k][1] for k in ints(0, len(value) - 1)) == 1"
        " and all(sum(1 for k in ints(0, len(value) - 1)"
        " if all(value[j][0][i] != value[k][0][i] for j in ints(0, k - 1))) <= 3"
        " for i in ints(0, len(value[0][0]) - 1))")
    JOINT_REGION_TEXT = ("joint laws of r in 1..3 variables, each on up to three values of {0, 1/10, ..., 1}, with "
                         "positive rational probabilities (drawn as products of marginals with weights 1..9, or with "
                         "joint weights 0..9)")
    X_AXIS = among("X", HOEFFDING_FAMILIES, text=HOEFFDING_TEXT,
                   search=region(JOINT_REGION_TEXT, _random_joint, JOINT_MEMBER))
    HOEFFDING = Domain.of(X_AXIS, ALPHA)
    INDEPENDENCE = Deviation("added hypothesis", "X_1, ..., X_r independent (Theorem 2.3 says only 'a finite set of "
                             "random variables'; Theorems 2.1 and 2.2 print 'independent')", where="Theorem 2.3")
    HOEFFDING_INDEPENDENT = Domain.of(X_AXIS, where(independent, "the X_i independent", deviation=INDEPENDENCE),
                                      ALPHA)

    #: Hoeffding's tail from its definition (the model: the exact law of M = Σ X_i read off the joint law, E[M], and
    #: Pr[|M - E[M]| > α]) against the printed 2 exp(-2α²/Σ Δ_i²), Δ_i the range of X_i's support (every X_i
    #: constant: the bound is 2·e^(-∞) = 0)
    HOEFFDING_FORMULA = """
    outcomes = ints(0, len(X) - 1)
    coordinate(i) = tuple(X[k][0][i] for k in outcomes)
    width = sum((max(coordinate(i)) - min(coordinate(i)))**2 for i in ints(0, len(X[0][0]) - 1))
    M(k) = sum(X[k][0])
    mean = sum(M(k) * X[k][1] for k in outcomes)
    tail = sum(X[k][1] for k in outcomes if abs(M(k) - mean) > alpha)
    tail <= (0 if width == 0 else 2 * exp(-2 * alpha**2 / width))
    """

    @lru_cache(maxsize=256)
    def _sum_of(X: Joint) -> tuple[Fraction, Fraction, tuple[tuple[Fraction, Fraction], ...]]:
        """(Σ Δ_i², E[M], the law of M = Σ X_i), with a_i, b_i the least and the greatest value of X_i.

        The theorem holds for every known a_i, b_i with X_i in [a_i, b_i]; any admissible interval contains X_i's
        support, so its Δ_i is at least this one's and its bound is weaker: the bound holds for every admissible
        a_i, b_i exactly when it holds for these, and a failure here is a failure of the statement."""
        width = sum(((max(v for v, _ in m) - min(v for v, _ in m)) ** 2 for m in marginals(X)), F(0))
        total: dict[Fraction, Fraction] = {}
        for outcome, p in X:
            s = sum(outcome, F(0))
            total[s] = total.get(s, F(0)) + p
        mean = sum((s * p for s, p in total.items()), F(0))
        return width, mean, tuple(sorted(total.items()))

    def _hoeffding(X: Joint, alpha: Fraction) -> Evaluation:
        width, mean, law_of_m = _sum_of(X)
        tail = sum((p for s, p in law_of_m if abs(s - mean) > alpha), F(0))
        if width == 0:
            return Evaluation(tail, "<=", F(0), detail="every X_i constant: the bound is 2·e^(-∞) = 0")
        return tail_at_most_exp(tail, 2 * alpha * alpha / width, F(2))

    HOEFFDING_STATEMENT = (r"For a finite set of random variables $\{X_i : i \in [r]\}$, if for known $a_i, b_i$, "
                           r"we have that $X_i \in [a_i, b_i]$, let $\Delta_i = b_i - a_i$. Let $M = \sum_{i \in [r]} "
                           r"X_i$, then $\forall \alpha \in (0, \frac{1}{2})$, $\Pr[|M - \mathbb{E}[M]| > \alpha] "
                           r"\leq 2 \exp \left( \frac{-2\alpha^2}{\sum_{i \in [r]} \Delta_i^2} \right).$")

    SURVEY.claim(
        "theorem-2.3",
        label="Theorem 2.3",
        statement=HOEFFDING_STATEMENT,
        hypotheses="any finite joint law of (X_1, ..., X_r) (the text states no independence); every known a_i, b_i "
        "with X_i ∈ [a_i, b_i], Δ_i = b_i - a_i (l.151); α ∈ (0, 1/2) (l.151); the exact law of M",
        domain=HOEFFDING,
        formula=HOEFFDING_FORMULA,
        finding="Without independence the bound fails: X_1 = X_2 = B/10 with one B ~ Ber(1/2) has |M - E[M]| = "
        "1/10 surely, against 2e^(-81/100) < 1 at α = 9/100. Hoeffding's bound needs independent X_i.",
        correction=SURVEY.correction(
            "theorem-2.3.corrected",
            label="Theorem 2.3",
            statement=HOEFFDING_STATEMENT + " (for independent $X_i$)",
            hypotheses="independent X_i with finite laws; Δ_i the range of X_i; 0 < α < 1/2",
            domain=HOEFFDING_INDEPENDENT,
        )(_hoeffding),
    )(_hoeffding)

    def _log_ratio(n: int) -> arb:
        """ln a_n = ln n! - (n + 1/2) ln n + n - ln(2π)/2, a_n = n!/(√(2πn)(n/e)^n), as a ball."""
        return arb(n + 1).lgamma() - (arb(n) + ball(F(1, 2))) * arb(n).log() + n - (2 * arb.pi()).log() / 2

    def _stirling(n: int) -> Evaluation:
        """At n: 1/(12n + 1) < ln a_n < 1/(12n) and a_(n+1) < a_n, each by certified balls (ln a_n - ln a_(n+1) =
        (n + 1/2) ln(1 + 1/n) - 1).

        These give the reading for every n, not only the swept ones (Robbins, 'A remark on Stirling's formula', 1955):
        ln(1 + 1/n) = 2 artanh(1/(2n + 1)) = 2 Σ_k (2n + 1)^-(2k+1)/(2k + 1), so ln a_n - ln a_(n+1) = Σ_(k>=1)
        (2n + 1)^-2k/(2k + 1) lies strictly between 0 and (1/3) Σ_(k>=1) (2n + 1)^-2k = 1/(12n) - 1/(12(n + 1)):
        a_n decreases, ln a_n - 1/(12n) increases, and with a_n -> 1 (Wallis) ln a_n lies in (0, 1/(12n)); the
        lower bound 1/(12n + 1) follows from the series alike."""
        return weakest((
            certified(lambda: ball(F(1, 12 * n + 1)), "<", lambda: _log_ratio(n), f"1/(12n + 1) < ln a_n at n = {n}"),
            certified(lambda: _log_ratio(n), "<", lambda: ball(F(1, 12 * n)), f"ln a_n < 1/(12n) at n = {n}"),
            certified(lambda: (arb(n) + ball(F(1, 2))) * (1 + 1 / arb(n)).log(), ">", lambda: arb(1),
                      f"a_(n+1) < a_n: (n + 1/2) ln(1 + 1/n) > 1 at n = {n}"),
        ))

    SURVEY.claim(
        "theorem-2.4",
        label="Theorem 2.4",
        statement=r"For large values of $n$, $n!$ can be approximated by $\sqrt{2\pi n} \left(\frac{n}{e}\right)^n$.",
        hypotheses="n! and √(2πn)(n/e)^n compared through a_n = n!/(√(2πn)(n/e)^n), ln a_n a ball (ln n! = lgamma(n + "
        "1), π and e enclosed)",
        domain=Domain.of(among("n", (*range(1, 61), 100, 1000, 10**4, 10**6), search=integers(1, 10**6),
                               text="n in 1..60 and {100, 1000, 10^4, 10^6}")),
        reading="as read",
        deviations=(Deviation(
            "quantitative reading", "'for large values of n, n! can be approximated by √(2πn)(n/e)^n' read as: the "
            "ratio a_n = n!/(√(2πn)(n/e)^n) decreases to 1, with 1/(12n + 1) < ln a_n < 1/(12n) at every n (Robbins "
            "1955), so the relative error a_n - 1 is below e^(1/(12n)) - 1", where="Theorem 2.4"),),
        meaningless="'approximated' names no error measure (an absolute error n! - √(2πn)(n/e)^n is not meant: it "
        "grows without bound) and 'large values of n' no threshold",
        formula="""
        # ln a_m of the ratio a_m = m!/(sqrt(2 pi m)(m/e)^m), ln m! = log_factorial(m) (certified); the reading:
        # 1/(12n + 1) < ln a_n < 1/(12n) (Robbins 1955) and a_(n+1) < a_n (a_n decreases to 1)
        c = ln(sqrt(2*pi))
        lna(m) = log_factorial(m) - c - ln(m)/2 - m*(ln(m) - 1)
        1/(12*n + 1) < lna(n) and lna(n) < 1/(12*n) and lna(n + 1) < lna(n)
        """,
    )(_stirling)

    # ------------------------------------------------------------------ Theorem 2.5 (Azuma)

    def _iid(p: Fraction, m: int) -> Joint:
        return joint_of(*(bernoulli(p),) * m)

    FUNCTIONS: dict[str, Callable[[tuple[Fraction, ...]], Fraction]] = {
        "sum": lambda x: sum(x, F(0)),
        "max": lambda x: max(x),
        "majority": lambda x: F(int(2 * sum(x) > len(x))),
        "weighted": lambda x: sum((F(i + 1) * b for i, b in enumerate(x)), F(0)) / len(x),
        "product": lambda x: _product(x),
    }

    def _product(x: Sequence[Fraction]) -> Fraction:
        result = F(1)
        for v in x:
            result *= v
        return result

    def _with(X: Joint, name: str) -> tuple[Joint, tuple[Fraction, ...]]:
        return X, tuple(FUNCTIONS[name](outcome) for outcome, _ in X)

    AZUMA_FAMILIES = (
        *(_with(_iid(p, m), f) for m in (1, 2, 4, 6) for p in (F(1, 2), F(1, 4))
          for f in ("sum", "max", "majority", "weighted")),
        *(_with(joint_of(bernoulli(F(1, 4)), bernoulli(F(1, 2)), bernoulli(F(3, 4))), f) for f in ("sum", "max")),
        *(_with(joint(((0, 0), "3/8"), ((0, 1), "1/8"), ((1, 0), "1/8"), ((1, 1), "3/8")), f)
          for f in ("sum", "product")),
        *(_with(joint(((0, 0, 0), "1/4"), ((0, 1, 1), "1/4"), ((1, 0, 1), "1/8"), ((1, 1, 0), "1/8"),
                      ((1, 1, 1), "1/4")), f) for f in ("sum", "majority")),
        *(_with(joint(((0, 0), "1/6"), ((0, 2), "1/6"), ((1, 1), "1/3"), ((2, 0), "1/6"), ((2, 2), "1/6")), f)
          for f in ("sum", "max")),
    )
    AZUMA_TEXT = ("(X_1, ..., X_m) i.i.d. Bernoulli(p), m in {1, 2, 4, 6}, p in {1/2, 1/4}, f in {sum, max, majority, "
                  "(1/m) Σ i x_i}; independent Ber(1/4), Ber(1/2), Ber(3/4) with f sum, max; dependent laws on "
                  "{0,1}^2 (3/8, 1/8, 1/8, 3/8; f sum, x_1 x_2), on {0,1}^3 (f sum, majority) and on {0,1,2}^2 (f sum, "
                  "max); f given by its values on the outcomes")

    @st.composite
    def _random_function(draw: st.DrawFn) -> tuple[Joint, tuple[Fraction, ...]]:
        X = draw(_random_joint())
        values = tuple(F(draw(st.integers(0, 4))) for _ in X)
        return X, values

    def _is_function(value: object) -> bool:
        return (isinstance(value, tuple) and len(value) == 2 and _is_joint(value[0])
                and isinstance(value[1], tuple) and len(value[1]) == len(value[0])
                and all(isinstance(v, Fraction | int) and not isinstance(v, bool) and v in range(5) for v in value[1]))

    @lru_cache(maxsize=512)
    def _azuma_constants(X: Joint, f: tuple[Fraction, ...]) -> tuple[Fraction, Fraction]:
        """(E[f], Σ c_i²), c_i the largest |E[f | X_<i, X_i = a] - E[f | X_<i, X_i = a']| over conditionings of
        positive probability.

        The theorem holds for every c_i bounding these differences; each such c_i is at least this one, and a larger
        c_i only weakens the bound: the bound holds for every admissible c_i exactly when it holds for these."""
        m = len(X[0][0])
        mean = sum((p * v for (_, p), v in zip(X, f, strict=True)), F(0))
        total = F(0)
        for i in range(m):
            groups: dict[tuple[Fraction, ...], dict[Fraction, list[Fraction]]] = {}
            for (outcome, p), v in zip(X, f, strict=True):
                cell = groups.setdefault(outcome[:i], {}).setdefault(outcome[i], [F(0), F(0)])
                cell[0] += p
                cell[1] += p * v
            c = max((max(w / p for p, w in cells.values()) - min(w / p for p, w in cells.values())
                     for cells in groups.values()), default=F(0))
            total += c * c
        return mean, total

    def _defined(X: Joint, f: tuple[Fraction, ...], t: Fraction) -> bool:
        return t != 0 or _azuma_constants(X, f)[1] > 0

    T_AXIS = among("t", tuple(F(v) for v in ("-1", "-1/2", "0", "1/10", "1/4", "1/2", "1", "2")),
                   search=rationals(-3, 3, max_denominator=20))
    #: _is_function in the formula language: (X, f) with X a joint law as JOINT_MEMBER and f one value in
    #: {0, ..., 4} per outcome
    FUNCTION_MEMBER = ("len(value) == 2 and " + JOINT_MEMBER.replace("value", "value[0]")
                       + " and len(value[1]) == len(value[0]) and all(integer(value[1][k]) and 0 <= value[1][k]"
                       " and value[1][k] <= 4 for k in ints(0, len(value[1]) - 1))")
    XF_AXIS = among(("X", "f"), AZUMA_FAMILIES, text=AZUMA_TEXT,
                    search=region("joint laws as for Theorem 2.3 with f valued in {0, ..., 4}", _random_function,
                                  FUNCTION_MEMBER))
    #: Σ c_i² = 0 exactly when f is constant on the outcomes (all of positive probability): the c_i are the ranges
    #: of the increments of the Doob martingale E[f | X_1, ..., X_i], which runs from E[f] (i = 0) to f (i = m), so
    #: all are 0 iff f = E[f] surely; _defined (Σ c_i² from _azuma_constants) is the fast test
    DEFINED = where("t != 0 or max(f) != min(f)", "the exponent is defined (Σ c_i² > 0 or t ≠ 0)",
                    fast=_defined)
    AZUMA = Domain.of(XF_AXIS, T_AXIS, DEFINED)
    AZUMA_POSITIVE = Domain.of(XF_AXIS, T_AXIS, DEFINED, where(lambda t: t > 0, "t > 0", deviation=Deviation(
        "added hypothesis", "t > 0 (the theorem puts no condition on t; for t < 0 the bound fails)",
        where="Theorem 2.5")))

    #: Azuma's tail from its definitions (the model: E[f], the conditional expectations E[f | X_1..X_i] on the
    #: outcomes, c_i the largest difference between those sharing X_1..X_(i-1), and Pr[f >= E[f] + t] off the joint
    #: law) against the printed exp(-2t²/Σ c_i²) (every c_i = 0: the bound is e^(-∞) = 0)
    AZUMA_FORMULA = """
    outcomes = ints(0, len(X) - 1)
    # prefixes[k][i] = (X_1, ..., X_i) at outcome k
    prefixes = tuple(tuple(take(X[k][0], i) for i in ints(0, len(X[0][0]))) for k in outcomes)
    mass(i, k) = sum(X[j][1] for j in outcomes if prefixes[j][i] == prefixes[k][i])
    moment(i, k) = sum(X[j][1] * f[j] for j in outcomes if prefixes[j][i] == prefixes[k][i])
    # E[f | X_1, ..., X_(i+1)] at every outcome
    given_next(i) = tuple(moment(i + 1, k) / mass(i + 1, k) for k in outcomes)
    # c_(i+1): the largest difference of E[f | X_1..X_(i+1)] between outcomes that share X_1..X_i
    c(i, row) = max(max(row[b] for b in outcomes if prefixes[b][i] == prefixes[a][i]) - row[a] for a in outcomes)
    total = sum(c(i, given_next(i))**2 for i in ints(0, len(X[0][0]) - 1))
    mean = sum(X[k][1] * f[k] for k in outcomes)
    tail = sum(X[k][1] for k in outcomes if f[k] >= mean + t)
    tail <= (0 if total == 0 else exp(-2 * t**2 / total))
    """

    def _azuma(X: Joint, f: tuple[Fraction, ...], t: Fraction) -> Evaluation:
        mean, total = _azuma_constants(X, f)
        tail = sum((p for (_, p), v in zip(X, f, strict=True) if v >= mean + t), F(0))
        if total == 0:
            return Evaluation(tail, "<=", F(0), detail="every c_i = 0: the bound is e^(-∞) = 0")
        return _at_most_exp(tail, 2 * t * t / total)

    AZUMA_STATEMENT = (r"Let $f$ be a function of $m$ random variables $X_1, \dots, X_m$, with each $X_i$ taking "
                       r"values from a set $A_i$ ... $|\mathbb{E}[f|X_1, \dots, X_{i-1}, X_i = a_i] - "
                       r"\mathbb{E}[f|X_1, \dots, X_{i-1}, X_i = a'_i]| \leq c_i$ ... Then $\Pr[f(X_1, \dots, X_m) "
                       r"\geq \mathbb{E}[f] + t] \leq \exp \left( -\frac{2t^2}{\sum_{i=1}^m c_i^2} \right).$")

    SURVEY.claim(
        "theorem-2.5",
        label="Theorem 2.5",
        statement=AZUMA_STATEMENT,
        hypotheses="any finite joint law of (X_1, ..., X_m) (no independence is stated; the conditional form needs "
        "none); every c_i bounding the conditional differences (l.163-165), conditional expectations where the "
        "condition has positive probability; t unrestricted, as printed; tails exact",
        domain=AZUMA,
        formula=AZUMA_FORMULA,
        degenerate=lambda point: _azuma_constants(point["X"], point["f"])[1] == 0,
        finding="The bound is printed for every t; for t < 0 the event has probability near 1 (f = X_1 ~ Ber(1/2), "
        "t = -1: 1 > e^-2). Azuma's inequality needs t > 0.",
        correction=SURVEY.correction(
            "theorem-2.5.corrected",
            label="Theorem 2.5",
            statement=AZUMA_STATEMENT + r" for $t > 0$",
            hypotheses="any finite joint law of (X_1, ..., X_m); c_i the smallest constant; t > 0",
            domain=AZUMA_POSITIVE,
        )(_azuma),
    )(_azuma)

