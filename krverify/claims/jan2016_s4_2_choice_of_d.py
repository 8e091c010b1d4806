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
from itertools import combinations_with_replacement

from hypothesis import strategies as st

from krverify.claims._claim import Domain, Evaluation, Point
from krverify.claims._registry import Document
from krverify.claims._spaces import Q_GRID, lie_probabilities, nonnegative_rationals, rationals
from krverify.model import generating_table, linear_product_coefficients

JAN = Document("001_d8c6cb5d6e66af37.txt", prefix="001")
SECTION = "4.2.1"
MAX_SWEEP_N = 40
MAX_SEARCH_N = 200

_GRID_TEXT = "q in {" + ", ".join(str(q) for q in Q_GRID) + "}"

# --------------------------------------------------------------------------- parameter spaces


def _interior_points() -> Iterator[Point]:
    """N <= 40, 1 <= m <= N - 1, 0 <= i <= N, q on the grid (small N first)."""
    for n in range(2, MAX_SWEEP_N + 1):
        for q in Q_GRID:
            for m in range(1, n):
                for i in range(n + 1):
                    yield {"q": q, "N": n, "m": m, "i": i}


@st.composite
def _interior_strategy(draw: st.DrawFn) -> Point:
    n = draw(st.integers(2, MAX_SEARCH_N))
    return {
        "q": draw(lie_probabilities(1000)),
        "N": n,
        "m": draw(st.integers(1, n - 1)),
        "i": draw(st.integers(0, n)),
    }


_INTERIOR = Domain(f"2 <= N <= {MAX_SWEEP_N}; 1 <= m <= N - 1; 0 <= i <= N; {_GRID_TEXT}",
                   _interior_points)


def _interior(point: Point) -> tuple[int, int, int, int, int] | None:
    """(a^(m-1), a^m, a^(m+1)) numerators at i, with their common scale and N; None off-domain."""
    n, m, i = point["N"], point["m"], point["i"]
    if not (n >= 2 and 1 <= m <= n - 1 and 0 <= i <= n and 0 < point["q"] < Fraction(1, 2)):
        return None
    table = generating_table(n, point["q"])
    return (table.numerator(m - 1, i), table.numerator(m, i), table.numerator(m + 1, i),
            table.scale, n)


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

# --------------------------------------------------------------------------- Theorem 4.1


def _theorem_points() -> Iterator[Point]:
    for n in range(1, MAX_SWEEP_N + 1):
        for q in Q_GRID:
            for m in range(1, n + 1):
                for i in range(n + 1):
                    yield {"q": q, "N": n, "M": m, "i": i}


@st.composite
def _theorem_strategy(draw: st.DrawFn) -> Point:
    n = draw(st.integers(1, MAX_SEARCH_N))
    return {
        "q": draw(lie_probabilities(1000)),
        "N": n,
        "M": draw(st.integers(1, n)),
        "i": draw(st.integers(0, n)),
    }


@JAN.claim(
    "theorem-4.1",
    section=SECTION,
    label="Theorem 4.1",
    statement=r"R_i is maximized when D contains N set bits, where "
    r"$R_i = \frac{P(s = i|D_m)}{P(s = i|D)}$ and $D_m$ holds one set bit less than $D$.",
    hypotheses="0 < q < 1/2; N >= 1; D holds M set bits, 1 <= M <= N; 0 <= i <= N",
    domain=Domain(f"1 <= N <= {MAX_SWEEP_N}; 1 <= M <= N; 0 <= i <= N; {_GRID_TEXT}",
                  _theorem_points),
    strategy=lambda: _theorem_strategy(),
)
def theorem_4_1(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, Theorem 4.1: R_i(N) >= R_i(M) for every M."""
    n, m, i = point["N"], point["M"], point["i"]
    if not (n >= 1 and 1 <= m <= n and 0 <= i <= n and 0 < point["q"] < Fraction(1, 2)):
        return None
    table = generating_table(n, point["q"])
    ratio = lambda ones: Fraction(table.numerator(ones - 1, i), table.numerator(ones, i))  # noqa: E731
    return Evaluation(ratio(n), ">=", ratio(m))


# --------------------------------------------------------------------------- the ratio display


def _ratio_sides(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, after (4.4): a_i^m/a_i^(m+1) > a_i^(m-1)/a_i^m."""
    values = _interior(point)
    if values is None:
        return None
    below, middle, above, _, _ = values
    return Evaluation(Fraction(middle, above), ">", Fraction(below, middle))


ratio_corrected = JAN.correction(
    "ratio-after-4.4.corrected",
    section=SECTION,
    label="after (4.4)",
    statement=r"$\frac{a_i^m}{a_i^{m+1}} \ge \frac{a_i^{m-1}}{a_i^m}$ for all i, with equality "
    r"exactly at i = 0 and i = N and strict inequality for 1 <= i <= N - 1.",
    hypotheses="0 < q < 1/2; N >= 2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    strategy=lambda: _interior_strategy(),
)(_corrected(_ratio_sides))

JAN.claim(
    "ratio-after-4.4",
    section=SECTION,
    label="after (4.4)",
    statement=r"We prove that for any i, the differential privacy ratio grows with m: "
    r"$\frac{a_i^m}{a_i^{m+1}} > \frac{a_i^{m-1}}{a_i^m}$",
    hypotheses="0 < q < 1/2; N >= 2; 1 <= m <= N - 1; 'for any i': 0 <= i <= N",
    domain=_INTERIOR,
    strategy=lambda: _interior_strategy(),
    finding=_EQUALITY_AT_ENDS,
    correction=ratio_corrected,
)(_ratio_sides)

# --------------------------------------------------------------------------- (4.5) and (4.6)


def _eq_4_5_sides(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.5): (a_i^m)^2 > a_i^(m-1) a_i^(m+1)."""
    values = _interior(point)
    if values is None:
        return None
    below, middle, above, scale, _ = values
    return Evaluation(middle * middle, ">", below * above, scale * scale)


def _eq_4_6_sides(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, (4.6): (a_i^m)^2 - a_i^(m-1) a_i^(m+1) > 0."""
    values = _interior(point)
    if values is None:
        return None
    below, middle, above, scale, _ = values
    return Evaluation(middle * middle - below * above, ">", 0, scale * scale)


eq_4_5_corrected = JAN.correction(
    "eq-4.5.corrected",
    section=SECTION,
    label="(4.5)",
    statement=r"$(a_i^m)^2 \ge a_i^{m-1} a_i^{m+1}$, with equality exactly at i = 0 and i = N.",
    hypotheses="0 < q < 1/2; N >= 2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    strategy=lambda: _interior_strategy(),
)(_corrected(_eq_4_5_sides))

JAN.claim(
    "eq-4.5",
    section=SECTION,
    label="(4.5)",
    statement=r"which holds when $(a_i^m)^2 > a_i^{m-1} a_i^{m+1} \tag{4.5}$",
    hypotheses="0 < q < 1/2; N >= 2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    strategy=lambda: _interior_strategy(),
    finding=_EQUALITY_AT_ENDS,
    correction=eq_4_5_corrected,
)(_eq_4_5_sides)

eq_4_6_corrected = JAN.correction(
    "eq-4.6.corrected",
    section=SECTION,
    label="(4.6)",
    statement=r"$(a_i^m)^2 - a_i^{m-1} a_i^{m+1} \ge 0$, with equality exactly at i = 0 and i = N.",
    hypotheses="0 < q < 1/2; N >= 2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    strategy=lambda: _interior_strategy(),
)(_corrected(_eq_4_6_sides))

JAN.claim(
    "eq-4.6",
    section=SECTION,
    label="(4.6)",
    statement=r"$(a_i^m)^2 - a_i^{m-1} a_i^{m+1} > 0 \tag{4.6}$",
    hypotheses="0 < q < 1/2; N >= 2; 1 <= m <= N - 1; 0 <= i <= N",
    domain=_INTERIOR,
    strategy=lambda: _interior_strategy(),
    finding=_EQUALITY_AT_ENDS,
    correction=eq_4_6_corrected,
)(_eq_4_6_sides)

# --------------------------------------------------------------------------- Lemma 1

_ROOT_GRID = tuple(Fraction(x) for x in ("0", "1/9", "1/2", "1", "3", "40"))
_LEADS = (Fraction(1), Fraction(-3, 2))


def _lemma_1_points() -> Iterator[Point]:
    for n in range(1, 6):
        for roots in combinations_with_replacement(_ROOT_GRID, n):
            for lead in _LEADS:
                for i in range(n + 1):
                    yield {"a_n": lead, "r": roots, "i": i}
    # The instances the proof of Theorem 4.1 uses: Q = G_m, roots q/p (m times), p/q (N - m times).
    for n in range(1, MAX_SWEEP_N + 1):
        for q in Q_GRID:
            for m in range(n + 1):
                for i in range(n + 1):
                    yield {"q": q, "N": n, "m": m, "i": i}


@st.composite
def _lemma_1_strategy(draw: st.DrawFn) -> Point:
    n = draw(st.integers(1, 40))
    roots = draw(st.lists(nonnegative_rationals(1000), min_size=n, max_size=n))
    lead = draw(rationals(100).filter(lambda x: x != 0))
    return {"a_n": lead, "r": tuple(sorted(roots)), "i": draw(st.integers(0, n))}


@JAN.claim(
    "lemma-1",
    section=SECTION,
    label="Lemma 1",
    statement=r"If a polynomial has the form $Q(x) = \sum_{i=0}^n a_i x^i = a_n \prod_i^n (r_i + x)$, "
    r"where $r_i \geq 0$, then $(a_i^2 - a_{i+1}a_{i-1}) \geq 0$.",
    hypotheses="n >= 1; a_n != 0; r_i >= 0; 0 <= i <= n with a_(-1) = a_(n+1) = 0",
    domain=Domain(
        "n <= 5 with roots from {0, 1/9, 1/2, 1, 3, 40} and a_n in {1, -3/2}; and Q = G_m "
        f"for N <= {MAX_SWEEP_N}, 0 <= m <= N, {_GRID_TEXT} (the instances Theorem 4.1 uses)",
        _lemma_1_points,
    ),
    strategy=lambda: _lemma_1_strategy(),
)
def lemma_1(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.2.1, Lemma 1: coefficients of a_n prod (r_i + x) are log-concave."""
    i = point["i"]
    if "q" in point:
        n, m = point["N"], point["m"]
        if not (0 <= m <= n and 0 <= i <= n):
            return None
        table = generating_table(n, point["q"])
        middle, after, before = (table.numerator(m, j) for j in (i, i + 1, i - 1))
        return Evaluation(middle * middle - after * before, ">=", 0, table.scale**2)
    roots, lead = point["r"], point["a_n"]
    if not roots or lead == 0 or any(r < 0 for r in roots) or not 0 <= i <= len(roots):
        return None
    a = linear_product_coefficients(lead, roots)
    coefficient = lambda j: a[j] if 0 <= j < len(a) else Fraction(0)  # noqa: E731
    return Evaluation(coefficient(i) ** 2 - coefficient(i + 1) * coefficient(i - 1), ">=", 0)
