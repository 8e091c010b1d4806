"""Independent formulas for the refuted records of 004_3b24c074030182c5.txt (a survey of differential privacy),
written from the printed survey (standard library only).

Conventions of the survey: ε-RR keeps a bit with probability e^ε/(1 + e^ε); RAPPOR's permanent RR sets
B'_i = 1 w.p. f/2, 0 w.p. f/2, B_i w.p. 1 - f, its instantaneous RR reports 1 w.p. p (B'_i = 1) or q;
1-bit estimation sends 1 w.p. 1/(e^ε + 1) + (X/m)(e^ε - 1)/(e^ε + 1); Definition 3.5: Pr[M(x) ∈ S] <= e^ε
Pr[M(y) ∈ S] + δ for every S.  A printed e^(-x) on the refuting side is the rational upper bound 1/T_60(x),
T_60(x) = Σ_{j<=60} x^j/j! < e^x; ln v on the refuting side of a comparison with 1/ε² is its lower bound
2 Σ_{j<60} y^(2j+1)/(2j+1), y = (v - 1)/(v + 1); other logarithms and e^ε for rational ε are enclosed by
series with explicit remainders.  The witnesses' families (laws, joint laws of mechanisms, distributions) are
rebuilt here from the domain texts.  Functions follow paper order.
"""

from __future__ import annotations

from fractions import Fraction
from math import factorial

if __package__:
    from .formulas import Sides, Witness, refuted
else:  # loaded by path with the checker run as a file
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]

F = Fraction


def _fr(value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ValueError(f"{value!r} is not an exact rational")
    return Fraction(value)


def _int(w: Witness, key: str) -> int:
    value = w[key]
    if type(value) is not int:
        raise ValueError(f"witness {key} = {value!r} is not an integer")
    return value


def _keys(w: Witness, *names: str) -> bool:
    return set(w) == set(names)


def _grid_or(value: Fraction, grid: tuple[Fraction, ...], low: Fraction, high: Fraction, ends: str,
             denominator: int) -> bool:
    """value in the swept grid, or a rational of the searched interval with a bounded denominator."""
    if value in grid:
        return True
    above = low <= value if ends[0] == "[" else low < value
    below = value <= high if ends[1] == "]" else value < high
    return above and below and value.denominator <= denominator


def _exp_neg_upper(x: Fraction) -> Fraction:
    """1/T_60(x) >= e^(-x) for x >= 0."""
    return 1 / sum((x**j / factorial(j) for j in range(61)), Fraction(0))


def _tail_sides(tail: Fraction, x: Fraction, factor: int = 1) -> Sides:
    """tail <= factor·e^(-x) on the refuting side: against factor/T_60(x) (factor when x = 0)."""
    return tail, "<=", F(factor) if x == 0 else factor * _exp_neg_upper(x)


#: The records' domain texts, as the ledger states them (each predicate below is written from its text).
DOMAIN = {
    '004.theorem-2.1': (
        'n in 1..20 and {50, 100, 200} (searched: n in 1..40); X_i ~ Bernoulli(p), p in {1/2, 1/4, 1/10, '
        '3/4, 0, 1} (searched: laws in {(Ber(p),)}, p in [0, 1] with denominators up to 20); eps in {-1, '
        '-1/2, -1/10, 0, 1/20, 1/10, 1/5, 1/2, 1} (searched: eps in (-2, 2), denominators up to 100); and '
        'n in 1..12 (searched: n in 1..16); X_i with law L_((i - 1) mod r) from (Ber(1/10), Ber(1/2), '
        'Ber(9/10)), (Ber(0), Ber(1)), (1/4, 1/2, 1/4 on 0, 1/2, 1), (1/3 each on 0, 1/5, 1), (Ber(1/4), '
        '1/4, 1/2, 1/4 on 0, 1/2, 1), (constant 1/2, Ber(1/2)) (searched: laws in tuples of one to three '
        'laws, each on one to three values of {0, 1/10, ..., 1} with positive rational probabilities '
        '(drawn with weights 1..9), cycled over i); eps in {-1, -1/2, -1/10, 0, 1/20, 1/10, 1/5, 1/2, 1} '
        '(searched: eps in (-2, 2), denominators up to 100)'
    ),
    '004.theorem-2.2-upper': (
        'n in 1..15 and {50, 100} (searched: n in 1..40); X_i ~ Bernoulli(p), p in {1/2, 1/4, 1/10, 3/4, '
        '0, 1} (searched: laws in {(Ber(p),)}, p in [0, 1] with denominators up to 20); eps in {1/10, '
        '1/5, 1/2, 1} (searched: eps in (0, 1], denominators up to 100); and n in 1..10 (searched: n in '
        '1..16); X_i with law L_((i - 1) mod r) from (Ber(1/10), Ber(1/2), Ber(9/10)), (Ber(0), Ber(1)), '
        '(1/4, 1/2, 1/4 on 0, 1/2, 1), (1/3 each on 0, 1/5, 1), (Ber(1/4), 1/4, 1/2, 1/4 on 0, 1/2, 1), '
        '(constant 1/2, Ber(1/2)) (searched: laws in tuples of one to three laws, each on one to three '
        'values of {0, 1/10, ..., 1} with positive rational probabilities (drawn with weights 1..9), '
        'cycled over i); eps in {1/10, 1/5, 1/2, 1} (searched: eps in (0, 1], denominators up to 100)'
    ),
    '004.theorem-2.2-lower': (
        'n in 1..15 and {50, 100} (searched: n in 1..40); X_i ~ Bernoulli(p), p in {1/2, 1/4, 1/10, 3/4, '
        '0, 1} (searched: laws in {(Ber(p),)}, p in [0, 1] with denominators up to 20); eps in {1/10, '
        '1/5, 1/2, 1} (searched: eps in (0, 1], denominators up to 100); and n in 1..10 (searched: n in '
        '1..16); X_i with law L_((i - 1) mod r) from (Ber(1/10), Ber(1/2), Ber(9/10)), (Ber(0), Ber(1)), '
        '(1/4, 1/2, 1/4 on 0, 1/2, 1), (1/3 each on 0, 1/5, 1), (Ber(1/4), 1/4, 1/2, 1/4 on 0, 1/2, 1), '
        '(constant 1/2, Ber(1/2)) (searched: laws in tuples of one to three laws, each on one to three '
        'values of {0, 1/10, ..., 1} with positive rational probabilities (drawn with weights 1..9), '
        'cycled over i); eps in {1/10, 1/5, 1/2, 1} (searched: eps in (0, 1], denominators up to 100)'
    ),
}


# --------------------------------------------------------------------------- §2 Theorems 2.1 and 2.2

Law = tuple[tuple[Fraction, Fraction], ...]


def _law(value: object) -> Law:
    """A law written [[value, probability], ...]: values increasing in [0, 1], positive probabilities summing to 1."""
    if not isinstance(value, list) or not value:
        raise ValueError(f"{value!r} is not a law")
    pairs = []
    for pair in value:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"{value!r} is not a law")
        pairs.append((_fr(pair[0]), _fr(pair[1])))
    values = [v for v, _ in pairs]
    if values != sorted(set(values)) or not all(0 <= v <= 1 for v in values) or any(p <= 0 for _, p in pairs) \
            or sum(p for _, p in pairs) != 1:
        raise ValueError(f"{value!r} is not a law")
    return tuple(pairs)


def _laws(value: object) -> tuple[Law, ...]:
    if not isinstance(value, list) or not value:
        raise ValueError(f"{value!r} is not a list of laws")
    return tuple(_law(v) for v in value)


def _ber(p: Fraction) -> Law:
    return tuple((v, q) for v, q in ((F(0), 1 - p), (F(1), p)) if q)


_THREE_POINT = ((F(0), F(1, 4)), (F(1, 2), F(1, 2)), (F(1), F(1, 4)))
_BERNOULLI_LAWS = tuple((_ber(F(p)),) for p in ("1/2", "1/4", "1/10", "3/4", "0", "1"))
_GENERAL_LAWS = (
    (_ber(F(1, 10)), _ber(F(1, 2)), _ber(F(9, 10))),
    (_ber(F(0)), _ber(F(1))),
    (_THREE_POINT,),
    (((F(0), F(1, 3)), (F(1, 5), F(1, 3)), (F(1), F(1, 3))),),
    (_ber(F(1, 4)), _THREE_POINT),
    (((F(1, 2), F(1)),), _ber(F(1, 2))),
)


def _tenths(law: Law) -> bool:
    return len(law) <= 3 and all(10 % v.denominator == 0 for v, _ in law)


def _independent_domain(w: Witness, n_swept: set[int], n_small: int, eps_ok: object) -> bool:
    """The union of i.i.d. Bernoulli laws (large n) and the general independent families (small n)."""
    if not _keys(w, "n", "laws", "eps"):
        return False
    n, laws, eps = _int(w, "n"), _laws(w["laws"]), _fr(w["eps"])
    if not eps_ok(eps):  # type: ignore[operator]
        return False
    bernoulli = laws in _BERNOULLI_LAWS or (len(laws) == 1 and {v for v, _ in laws[0]} <= {0, 1}
                                            and dict(laws[0]).get(F(1), F(0)).denominator <= 20)
    general = laws in _GENERAL_LAWS or (1 <= len(laws) <= 3 and all(_tenths(one) for one in laws))
    return ((n in n_swept or 1 <= n <= 40) and bernoulli) or (1 <= n <= max(n_small, 16) and general)


def _mean_law(n: int, laws: tuple[Law, ...]) -> tuple[Fraction, dict[Fraction, Fraction]]:
    """(μ, the law of X̄) for independent X_i, X_i with law laws[(i - 1) mod r]."""
    total = {F(0): F(1)}
    for i in range(n):
        step: dict[Fraction, Fraction] = {}
        for s, p in total.items():
            for v, q in laws[i % len(laws)]:
                step[s + v] = step.get(s + v, F(0)) + p * q
        total = step
    law = {s / n: p for s, p in total.items()}
    return sum((v * p for v, p in law.items()), F(0)), law


_EPS_21 = tuple(F(e) for e in ("-1", "-1/2", "-1/10", "0", "1/20", "1/10", "1/5", "1/2", "1"))
_EPS_22 = (F(1, 10), F(1, 5), F(1, 2), F(1))


@refuted("004.theorem-2.1", DOMAIN["004.theorem-2.1"],
         lambda w: _independent_domain(w, {*range(1, 21), 50, 100, 200}, 12,
                                       lambda e: _grid_or(e, _EPS_21, F(-2), F(2), "()", 100)))
def theorem_2_1(w: Witness) -> Sides:
    """004 §2, Theorem 2.1 with m = n: Pr[X̄ > μ + ε] <= e^(-2nε²), then Pr[X̄ < μ - ε] <= e^(-2nε²)."""
    n, laws, eps = _int(w, "n"), _laws(w["laws"]), _fr(w["eps"])
    mu, law = _mean_law(n, laws)
    x = 2 * n * eps * eps
    upper = sum((p for v, p in law.items() if v > mu + eps), F(0))
    sides = _tail_sides(upper, x)
    if sides[0] > sides[2]:
        return sides
    return _tail_sides(sum((p for v, p in law.items() if v < mu - eps), F(0)), x)


def _multiplicative_domain(w: Witness) -> bool:
    return _independent_domain(w, {*range(1, 16), 50, 100}, 10, lambda e: _grid_or(e, _EPS_22, F(0), F(1), "(]",
                                                                                    100))


@refuted("004.theorem-2.2-upper", DOMAIN["004.theorem-2.2-upper"], _multiplicative_domain)
def theorem_2_2_upper(w: Witness) -> Sides:
    """004 §2, Theorem 2.2 with m = n: Pr[X̄ > μ(1 + ε)] against e^(-2nε²/3)."""
    n, laws, eps = _int(w, "n"), _laws(w["laws"]), _fr(w["eps"])
    mu, law = _mean_law(n, laws)
    return _tail_sides(sum((p for v, p in law.items() if v > mu * (1 + eps)), F(0)), 2 * n * eps * eps / 3)


@refuted("004.theorem-2.2-lower", DOMAIN["004.theorem-2.2-lower"], _multiplicative_domain)
def theorem_2_2_lower(w: Witness) -> Sides:
    """004 §2, Theorem 2.2 with m = n: Pr[X̄ < μ(1 - ε)] against e^(-2nε²/2)."""
    n, laws, eps = _int(w, "n"), _laws(w["laws"]), _fr(w["eps"])
    mu, law = _mean_law(n, laws)
    return _tail_sides(sum((p for v, p in law.items() if v < mu * (1 - eps)), F(0)), n * eps * eps)
