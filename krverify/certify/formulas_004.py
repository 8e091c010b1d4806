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
from itertools import combinations, combinations_with_replacement, pairwise, product
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


def _ints(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise ValueError(f"{value!r} is not a list of integers")
    return tuple(value)


def _fracs(value: object) -> tuple[Fraction, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{value!r} is not a list")
    return tuple(_fr(v) for v in value)


def _dist(value: object, sizes: tuple[int, ...] = (2, 3, 4)) -> tuple[Fraction, ...]:
    values = _fracs(value)
    if len(values) not in sizes or any(v < 0 for v in values) or sum(values) != 1:
        raise ValueError(f"{value!r} is not a distribution on {sizes} outcomes")
    return values


def _bits(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(b) is int and b in (0, 1) for b in value):
        raise ValueError(f"{value!r} is not a bit vector")
    return tuple(value)


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


def _first_unequal(*members: Fraction) -> Sides:
    for left, right in pairwise(members):
        if left != right:
            return left, "==", right
    return members[-2], "==", members[-1]


def _exp_neg_upper(x: Fraction) -> Fraction:
    """1/T_60(x) >= e^(-x) for x >= 0."""
    return 1 / sum((x**j / factorial(j) for j in range(61)), Fraction(0))


def _log_bounds(value: Fraction) -> tuple[Fraction, Fraction]:
    """ln v = 2 Σ y^(2j+1)/(2j+1), y = (v - 1)/(v + 1), 0 <= y < 1: the 60-term partial sum and it plus the tail
    bound."""
    y = (value - 1) / (value + 1)
    if y < 0:
        raise ValueError("value < 1")
    partial = 2 * sum((y ** (2 * j + 1) / (2 * j + 1) for j in range(60)), Fraction(0))
    return partial, partial + 2 * y**121 / (121 * (1 - y * y))


def _tail_sides(tail: Fraction, x: Fraction, factor: int = 1) -> Sides:
    """tail <= factor·e^(-x) on the refuting side: against factor/T_60(x) (factor when x = 0)."""
    return tail, "<=", F(factor) if x == 0 else factor * _exp_neg_upper(x)


def _sets(size: int) -> list[tuple[int, ...]]:
    return [S for k in range(size + 1) for S in combinations(range(size), k)]


def _mass(P: tuple[Fraction, ...], S: tuple[int, ...] | list[int]) -> Fraction:
    return sum((P[z] for z in S), Fraction(0))


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
    '004.theorem-2.3': (
        'the joint law of (X_1, ..., X_r): independent: Ber(1/2); 1/4, 1/2, 1/4 on 0, 1/2, 1; 4 x {0, '
        '1/10} (1/2); 4 mixed two-point; 3 x Ber(1/2); 6 x {0, 1/5} (1/10); 8 x {0, 1/20} (1/2); 3 x '
        'three-point; constant 1/2 with {0, 1/10}; 1/3 each on 0, 1/5, 2/5 with {0, 1/10} (3/4); '
        'dependent: 2 and 4 copies of one {0, 1/10} (1/2) variable, 10 copies of one {0, 1/20} (1/2); X_2 '
        '= 1/10 - X_1; a correlated pair on {0, 1/10}^2 (2/5, 1/10, 1/10, 2/5); a monotone triple '
        '(searched: X in joint laws of r in 1..3 variables, each on up to three values of {0, 1/10, ..., '
        '1}, with positive rational probabilities (drawn as products of marginals with weights 1..9, or '
        'with joint weights 0..9)); alpha in {1/100, 1/20, 9/100, 1/10, 1/4, 2/5, 49/100} (searched: '
        'alpha in (0, 1/2), denominators up to 100)'
    ),
    '004.theorem-2.5': (
        '(X_1, ..., X_m) i.i.d. Bernoulli(p), m in {1, 2, 4, 6}, p in {1/2, 1/4}, f in {sum, max, '
        'majority, (1/m) Σ i x_i}; independent Ber(1/4), Ber(1/2), Ber(3/4) with f sum, max; dependent '
        'laws on {0,1}^2 (3/8, 1/8, 1/8, 3/8; f sum, x_1 x_2), on {0,1}^3 (f sum, majority) and on '
        '{0,1,2}^2 (f sum, max); f given by its values on the outcomes (searched: (X, f) in joint laws as '
        'for Theorem 2.3 with f valued in {0, ..., 4}); t in {-1, -1/2, 0, 1/10, 1/4, 1/2, 1, 2} '
        '(searched: t in (-3, 3), denominators up to 20); the exponent is defined (Σ c_i² > 0 or t ≠ 0)'
    ),
    '004.theorem-8.6': (
        '(M(x), M(y)) the joint laws of k = 2 mechanisms on R = R_1 x ... x R_k (sizes R): independent coins,'
        ' each from {binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, (1/4, 3/4)|(1/2, 1/2), (1/5, '
        '4/5)|(1/20, 19/20), (1/2, 1/2, 0)|(1/4, 3/4, 0), (1/3, 2/3)|(1/3, 2/3)}, and shared coins: M_1 = x '
        'XOR B, M_2 = B (B a fair coin, x in {1, 0} the record); binary RR (e^ε = 2) reported twice with one '
        'coin; binary RR and whether its coin kept the bit; for k = 3: (x XOR B, B, B) and (x XOR B_1, B_1, '
        'B_2) (searched: (R, M(x), M(y)) in joint laws of 2 mechanisms on 2 or 3 outcomes each, rational '
        '(drawn as products of random marginals, weights 0..4, or mixtures of two such products (shared '
        'coins))); each M_i is ε_i-DP for some ε_i (a finite level); integer orders alpha in {2, 3, 5} '
        '(searched: alpha in 2..8)'
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


# --------------------------------------------------------------------------- §2 Theorems 2.3 and 2.5

Joint = tuple[tuple[tuple[Fraction, ...], Fraction], ...]


def _joint(value: object) -> Joint:
    """A joint law written [[outcome, probability], ...]: outcomes of one length r >= 1, distinct, positive
    probabilities summing to 1 (sorted)."""
    if not isinstance(value, list) or not value:
        raise ValueError(f"{value!r} is not a joint law")
    pairs = []
    for pair in value:
        if not isinstance(pair, list) or len(pair) != 2:
            raise ValueError(f"{value!r} is not a joint law")
        pairs.append((_fracs(pair[0]), _fr(pair[1])))
    r = len(pairs[0][0])
    outcomes = [o for o, _ in pairs]
    if r < 1 or any(len(o) != r for o in outcomes) or len(set(outcomes)) != len(outcomes) \
            or any(p <= 0 for _, p in pairs) or sum(p for _, p in pairs) != 1:
        raise ValueError(f"{value!r} is not a joint law")
    return tuple(sorted(pairs))


def _product(*laws: Law) -> Joint:
    out = []
    for combo in product(*laws):
        p = F(1)
        for _, q in combo:
            p *= q
        out.append((tuple(v for v, _ in combo), p))
    return tuple(sorted(out))


def _made(*pairs: tuple[tuple[str, ...], str]) -> Joint:
    return tuple(sorted((tuple(F(v) for v in o), F(p)) for o, p in pairs))


def _two(delta: str, p: str) -> Law:
    return tuple((v, q) for v, q in ((F(0), 1 - F(p)), (F(delta), F(p))) if q)


def _copies(law: Law, r: int) -> Joint:
    return tuple(sorted(((v,) * r, p) for v, p in law))


_HALF_TENTH = _two("1/10", "1/2")
_HOEFFDING = (
    _product(_ber(F(1, 2))), _product(_THREE_POINT), _product(*(_HALF_TENTH,) * 4),
    _product(_two("1/10", "1/4"), _two("1/5", "1/2"), _two("1/10", "9/10"), _two("1/20", "1/3")),
    _product(*(_ber(F(1, 2)),) * 3), _product(*(_two("1/5", "1/10"),) * 6), _product(*(_two("1/20", "1/2"),) * 8),
    _product(*(_THREE_POINT,) * 3), _product(((F(1, 2), F(1)),), _HALF_TENTH),
    _product(((F(0), F(1, 3)), (F(1, 5), F(1, 3)), (F(2, 5), F(1, 3))), _two("1/10", "3/4")),
    _copies(_HALF_TENTH, 2), _copies(_HALF_TENTH, 4), _copies(_two("1/20", "1/2"), 10),
    _made((("0", "1/10"), "1/2"), (("1/10", "0"), "1/2")),
    _made((("0", "0"), "2/5"), (("0", "1/10"), "1/10"), (("1/10", "0"), "1/10"), (("1/10", "1/10"), "2/5")),
    _made((("0", "0", "0"), "1/2"), (("0", "1/10", "1/10"), "1/4"), (("1/10", "1/10", "1/10"), "1/4")),
)


def _searched_joint(X: Joint) -> bool:
    """r in 1..3 variables, each on up to three values of {0, 1/10, ..., 1}."""
    r = len(X[0][0])
    return 1 <= r <= 3 and all(len({o[i] for o, _ in X}) <= 3 and all(10 % o[i].denominator == 0 for o, _ in X)
                               for i in range(r))


_ALPHAS = tuple(F(a) for a in ("1/100", "1/20", "9/100", "1/10", "1/4", "2/5", "49/100"))


def _hoeffding_domain(w: Witness) -> bool:
    if not _keys(w, "X", "alpha"):
        return False
    X = _joint(w["X"])
    return (X in _HOEFFDING or _searched_joint(X)) and _grid_or(_fr(w["alpha"]), _ALPHAS, F(0), F(1, 2), "()", 100)


@refuted("004.theorem-2.3", DOMAIN["004.theorem-2.3"], _hoeffding_domain)
def theorem_2_3(w: Witness) -> Sides:
    """004 §2, Theorem 2.3: Pr[|M - E[M]| > α] against 2 exp(-2α²/Σ Δ_i²), Δ_i the range of X_i."""
    X, alpha = _joint(w["X"]), _fr(w["alpha"])
    r = len(X[0][0])
    width = sum(((max(o[i] for o, _ in X) - min(o[i] for o, _ in X)) ** 2 for i in range(r)), F(0))
    mean = sum((sum(o, F(0)) * p for o, p in X), F(0))
    tail = sum((p for o, p in X if abs(sum(o, F(0)) - mean) > alpha), F(0))
    if width == 0:
        return tail, "<=", F(0)
    return _tail_sides(tail, 2 * alpha * alpha / width, 2)


def _values(X: Joint, name: str) -> tuple[Fraction, ...]:
    def f(x: tuple[Fraction, ...]) -> Fraction:
        if name == "sum":
            return sum(x, F(0))
        if name == "max":
            return max(x)
        if name == "majority":
            return F(int(2 * sum(x) > len(x)))
        if name == "weighted":
            return sum((F(i + 1) * b for i, b in enumerate(x)), F(0)) / len(x)
        result = F(1)
        for v in x:
            result *= v
        return result
    return tuple(f(o) for o, _ in X)


_AZUMA = (
    *((_product(*(_ber(p),) * m), name) for m in (1, 2, 4, 6) for p in (F(1, 2), F(1, 4))
      for name in ("sum", "max", "majority", "weighted")),
    *((_product(_ber(F(1, 4)), _ber(F(1, 2)), _ber(F(3, 4))), name) for name in ("sum", "max")),
    *((_made((("0", "0"), "3/8"), (("0", "1"), "1/8"), (("1", "0"), "1/8"), (("1", "1"), "3/8")), name)
      for name in ("sum", "product")),
    *((_made((("0", "0", "0"), "1/4"), (("0", "1", "1"), "1/4"), (("1", "0", "1"), "1/8"), (("1", "1", "0"), "1/8"),
             (("1", "1", "1"), "1/4")), name) for name in ("sum", "majority")),
    *((_made((("0", "0"), "1/6"), (("0", "2"), "1/6"), (("1", "1"), "1/3"), (("2", "0"), "1/6"), (("2", "2"), "1/6")),
       name) for name in ("sum", "max")),
)
_AZUMA_FAMILIES = {(X, _values(X, name)) for X, name in _AZUMA}
_TS = tuple(F(t) for t in ("-1", "-1/2", "0", "1/10", "1/4", "1/2", "1", "2"))


def _azuma_constants(X: Joint, f: tuple[Fraction, ...]) -> tuple[Fraction, Fraction]:
    """(E[f], Σ c_i²): c_i the largest gap between E[f | X_<i, X_i = a] over the values a of positive probability,
    over the prefixes of positive probability."""
    mean = sum((p * v for (_, p), v in zip(X, f, strict=True)), F(0))
    total = F(0)
    for i in range(len(X[0][0])):
        groups: dict[tuple[Fraction, ...], dict[Fraction, list[Fraction]]] = {}
        for (o, p), v in zip(X, f, strict=True):
            cell = groups.setdefault(o[:i], {}).setdefault(o[i], [F(0), F(0)])
            cell[0] += p
            cell[1] += p * v
        gaps = [max(s / q for q, s in cells.values()) - min(s / q for q, s in cells.values())
                for cells in groups.values()]
        total += max(gaps) ** 2
    return mean, total


def _azuma_domain(w: Witness) -> bool:
    if not _keys(w, "X", "f", "t"):
        return False
    X, f, t = _joint(w["X"]), _fracs(w["f"]), _fr(w["t"])
    if len(f) != len(X):
        return False
    family = (X, f) in _AZUMA_FAMILIES or (_searched_joint(X) and all(v in range(5) for v in f))
    return family and _grid_or(t, _TS, F(-3), F(3), "()", 20) and (t != 0 or _azuma_constants(X, f)[1] > 0)


@refuted("004.theorem-2.5", DOMAIN["004.theorem-2.5"], _azuma_domain)
def theorem_2_5(w: Witness) -> Sides:
    """004 §2, Theorem 2.5: Pr[f >= E[f] + t] against exp(-2t²/Σ c_i²)."""
    X, f, t = _joint(w["X"]), _fracs(w["f"]), _fr(w["t"])
    mean, total = _azuma_constants(X, f)
    tail = sum((p for (_, p), v in zip(X, f, strict=True) if v >= mean + t), F(0))
    if total == 0:
        return tail, "<=", F(0)
    return _tail_sides(tail, 2 * t * t / total)


# --------------------------------------------------------------------------- §3.4.2-§3.4.3 mechanisms

Dist = tuple[Fraction, ...]


def _rr(lam: Fraction) -> tuple[Dist, Dist]:
    """ε-RR of one bit: the report's law for X = 1 and X = 0."""
    keep, flip = lam / (1 + lam), 1 / (1 + lam)
    return (keep, flip), (flip, keep)


def _kary(lam: Fraction) -> tuple[Dist, Dist]:
    """3-ary RR: the value kept w.p. λ/(λ + 2); inputs 0 and 1."""
    keep, other = lam / (lam + 2), 1 / (lam + 2)
    return (keep, other, other), (other, keep, other)


def _product_dist(*dists: Dist) -> Dist:
    out = []
    for combo in product(*dists):
        value = F(1)
        for v in combo:
            value *= v
        out.append(value)
    return tuple(out)


def _bitwise(x: tuple[int, ...], lam: Fraction) -> Dist:
    keep, flip = lam / (1 + lam), 1 / (1 + lam)
    return _product_dist(*(((keep, flip) if b == 0 else (flip, keep)) for b in x))


def _d(*values: str) -> Dist:
    return tuple(F(v) for v in values)


_PAIRS = (
    _rr(F(3, 2)), _rr(F(2)), _rr(F(3)), _kary(F(2)), (_bitwise((0, 0), F(2)), _bitwise((0, 1), F(2))),
    (_d("1/4", "3/4"), _d("1/2", "1/2")), (_d("1/2", "1/3", "1/6"), _d("1/3", "1/3", "1/3")),
    (_d("1/5", "4/5"), _d("1/20", "19/20")), (_d("1/3", "2/3"), _d("1/3", "2/3")),
    (_d("1/10", "9/10"), _d("0", "1")), (_d("1/2", "1/2", "0"), _d("0", "1/2", "1/2")),
    (_d("0", "1"), _d("1/2", "1/2")), (_d("1/2", "1/2", "0"), _d("1/4", "3/4", "0")),
)


def _pair_domain(w: Witness) -> bool:
    P, Q = _dist(w["P"]), _dist(w["Q"])
    return (P, Q) in _PAIRS or len(P) == len(Q) in (2, 3)


def _smallest_delta(P: Dist, Q: Dist, lam: Fraction) -> Fraction:
    """The smallest δ with P(S) <= λQ(S) + δ and Q(S) <= λP(S) + δ for every set S (enumerated)."""
    return max(max(_mass(A, S) - lam * _mass(B, S) for S in _sets(len(A))) for A, B in ((P, Q), (Q, P)))


# ---- composition: a composed mechanism is the joint law of (M_1(x), ..., M_k(x)) on R_1 x ... x R_k

JointLaw = tuple[tuple[int, ...], Dist, Dist]

_COMPOSE = (_rr(F(3, 2)), _rr(F(2)), _rr(F(3)), _kary(F(2)), (_d("1/4", "3/4"), _d("1/2", "1/2")),
            (_d("1/5", "4/5"), _d("1/20", "19/20")), (_d("1/2", "1/2", "0"), _d("1/4", "3/4", "0")),
            (_d("1/3", "2/3"), _d("1/3", "2/3")))



def _independent(*pairs: tuple[Dist, Dist]) -> JointLaw:
    return (tuple(len(P) for P, _ in pairs), _product_dist(*(P for P, _ in pairs)),
            _product_dist(*(Q for _, Q in pairs)))


def _shared(sizes: tuple[int, ...], coin: tuple[Fraction, ...], outputs: object) -> JointLaw:
    """One coin c (law ``coin``) drives every mechanism: on x (record 1) and y (record 0) the outputs
    outputs(record, c)."""
    cells = list(product(*(range(s) for s in sizes)))
    laws = []
    for record in (1, 0):
        law = [F(0)] * len(cells)
        for c, p in enumerate(coin):
            law[cells.index(outputs(record, c))] += p  # type: ignore[operator]
        laws.append(tuple(law))
    return sizes, laws[0], laws[1]


_HALF = (F(1, 2), F(1, 2))
_SHARED_TWO = (
    _shared((2, 2), _HALF, lambda x, b: (x ^ b, b)),
    _shared((2, 2), (F(2, 3), F(1, 3)), lambda x, c: ((x if c == 0 else 1 - x),) * 2),
    _shared((2, 2), (F(2, 3), F(1, 3)), lambda x, c: (x if c == 0 else 1 - x, 1 - c)),
)
_SHARED_THREE = (
    _shared((2, 2, 2), _HALF, lambda x, b: (x ^ b, b, b)),
    _shared((2, 2, 2), (F(1, 4),) * 4, lambda x, c: (x ^ (c & 1), c & 1, c >> 1)),
)
_PURE_JOINTS = {2: {*(_independent(a, b) for a, b in product(_COMPOSE, repeat=2)), *_SHARED_TWO},
                3: {*(_independent(*c) for c in combinations_with_replacement(_COMPOSE, 3)), *_SHARED_THREE}}



def _joint_law(w: Witness) -> JointLaw:
    sizes = _ints(w["R"])
    cells = 1
    for s in sizes:
        cells *= s
    return sizes, _dist(w["M(x)"], (cells,)), _dist(w["M(y)"], (cells,))


def _marginals(sizes: tuple[int, ...], law: Dist) -> list[Dist]:
    cells = list(product(*(range(s) for s in sizes)))
    return [tuple(sum((p for c, p in zip(cells, law, strict=True) if c[i] == r), F(0)) for r in range(s))
            for i, s in enumerate(sizes)]


def _level(P: Dist, Q: Dist) -> Fraction | None:
    """The smallest λ with P(z) <= λ Q(z) for every z (None if unbounded)."""
    best = F(0)
    for p, q in zip(P, Q, strict=True):
        if p > 0:
            if q == 0:
                return None
            best = max(best, p / q)
    return best


def _levels(joint: JointLaw) -> list[Fraction | None]:
    sizes, X, Y = joint
    out: list[Fraction | None] = []
    for P, Q in zip(_marginals(sizes, X), _marginals(sizes, Y), strict=True):
        a, b = _level(P, Q), _level(Q, P)
        out.append(None if a is None or b is None else max(a, b))
    return out


def _joint_domain(w: Witness, joints: dict[int, set[JointLaw]], finite: bool) -> bool:
    joint = _joint_law(w)
    k = len(joint[0])
    if k not in joints:
        return False
    family = joint in joints[k] or (k == 2 and all(s in (2, 3) for s in joint[0]))
    return family and (not finite or None not in _levels(joint))


# ---- issue 38, §3.4.2-§3.4.3: post-processing with shared coins, monotonicity with a ln restored, releasing records

#: The domain the two post-processing records share (the claim and its reduction step are decided on one family).
_POST_PROCESSING_DOMAIN = (
    "(coin, m, f): f reading M's coin c, m[d][c] M's output on d = 1 (x) and d = 0 (y), f[r][c] f's "
    'output from r: M = d XOR B, f = r XOR B (B a fair coin); binary RR with e^ε = 2 (c = 1 flips, '
    'probability 1/3) and f undoing the flip; the same RR and f = 1 - c (whether c kept the bit); M = d '
    'XOR B_1, f = (r XOR B_1) AND B_2 (B_1, B_2 fair coins); e^eps in {1, 3/2, 2, 3} (searched: e^eps in '
    '[1, 20), denominators up to 10); and (P, Q) = (M(x), M(y)) among binary RR with e^ε in {3/2, 2, 3}, '
    '3-ary RR with e^ε = 2, bitwise RR of 00 and 01 with e^ε = 2, (1/4, 3/4)|(1/2, 1/2), (1/2, 1/3, '
    '1/6)|(1/3, 1/3, 1/3), (1/5, 4/5)|(1/20, 19/20), (1/3, 2/3)|(1/3, 2/3), (1/10, 9/10)|(0, 1), (1/2, '
    '1/2, 0)|(0, 1/2, 1/2), (0, 1)|(1/2, 1/2), (1/2, 1/2, 0)|(1/4, 3/4, 0) (searched: (P, Q) in pairs of '
    'rational distributions on 2 or 3 outcomes (drawn with weights 0..4)); e^eps in {1, 3/2, 2, 3} '
    '(searched: e^eps in [1, 20), denominators up to 10)'
)

DOMAIN.update({
    '004.post-processing': _POST_PROCESSING_DOMAIN,
    '004.post-processing-reduction': _POST_PROCESSING_DOMAIN,
})


def _xor_post(d: int, b: int) -> tuple[int, int]:
    """M = d XOR B, f = r XOR B."""
    return d ^ b, (d ^ b) ^ b


def _rr_undo(d: int, c: int) -> tuple[int, int]:
    """Binary RR (c = 1 flips) and f undoing the flip."""
    r = d if c == 0 else 1 - d
    return r, r if c == 0 else 1 - r


def _rr_coin(d: int, c: int) -> tuple[int, int]:
    """Binary RR (c = 1 flips) and f = 1 - c, whether c kept the bit."""
    return (d if c == 0 else 1 - d), 1 - c


def _xor_and(d: int, c: int) -> tuple[int, int]:
    """M = d XOR B_1, f = (r XOR B_1) AND B_2, c = B_1 + 2 B_2."""
    b1, b2 = c & 1, c >> 1
    return d ^ b1, ((d ^ b1) ^ b1) & b2


#: (coin law, the map (d, c) -> (M's output r, f's output)), from the domain text.
_SHARED_POST = (
    ((F(1, 2), F(1, 2)), _xor_post),
    ((F(2, 3), F(1, 3)), _rr_undo),
    ((F(2, 3), F(1, 3)), _rr_coin),
    ((F(1, 4),) * 4, _xor_and),
)


def _tables(coin: tuple[Fraction, ...], run: object) -> tuple[tuple, tuple]:
    """(m, f) as the ledger writes them: m[d'][c] for d' = 0 (d = 1, x) and 1 (d = 0, y); f[r][c]."""
    m = tuple(tuple(run(d, c)[0] for c in range(len(coin))) for d in (1, 0))  # type: ignore[operator]
    f: dict[int, dict[int, int]] = {}
    for d in (1, 0):
        for c in range(len(coin)):
            r, out = run(d, c)  # type: ignore[operator]
            f.setdefault(r, {})[c] = out
    return m, tuple(tuple(f[r][c] for c in range(len(coin))) for r in sorted(f))


def _shared_instance(w: Witness) -> tuple[tuple[Fraction, ...], object] | None:
    coin = _fracs(w["coin"])
    m = tuple(_ints(row) for row in w["m"])  # type: ignore[union-attr]
    f = tuple(_ints(row) for row in w["f"])  # type: ignore[union-attr]
    for law, run in _SHARED_POST:
        if coin == law and (m, f) == _tables(law, run):
            return law, run
    return None


_LAMBDAS_34 = (F(1), F(3, 2), F(2), F(3))


def _post_domain(w: Witness) -> bool:
    lam_ok = _grid_or(_fr(w["e^eps"]), _LAMBDAS_34, F(1), F(20), "[)", 10)
    if _keys(w, "coin", "m", "f", "e^eps"):
        return lam_ok and _shared_instance(w) is not None
    return _keys(w, "P", "Q", "e^eps") and lam_ok and _pair_domain(w)


def _outputs(coin: tuple[Fraction, ...], run: object, d: int, which: int) -> dict[int, Fraction]:
    law: dict[int, Fraction] = {}
    for c, p in enumerate(coin):
        out = run(d, c)[which]  # type: ignore[operator]
        law[out] = law.get(out, F(0)) + p
    return law


def _on(law: dict[int, Fraction], size: int) -> Dist:
    return tuple(law.get(z, F(0)) for z in range(size))


@refuted("004.post-processing", DOMAIN["004.post-processing"], _post_domain)
def post_processing(w: Witness) -> Sides:
    """004 §3.4.3, Proposition 3.7 with f reading M's coin: the smallest δ of f ∘ M against M's (both orders, every
    set), at e^ε."""
    found = _shared_instance(w)
    if found is None:
        raise ValueError("the formula re-derives the shared-coin constructions only")
    coin, run = found
    lam = _fr(w["e^eps"])
    size = 1 + max(max(_outputs(coin, run, d, 0)) for d in (0, 1))
    width = 1 + max(max(_outputs(coin, run, d, 1)) for d in (0, 1))
    M = [_on(_outputs(coin, run, d, 0), size) for d in (1, 0)]
    fM = [_on(_outputs(coin, run, d, 1), width) for d in (1, 0)]
    return _smallest_delta(fM[0], fM[1], lam), "<=", _smallest_delta(M[0], M[1], lam)


@refuted("004.post-processing-reduction", DOMAIN["004.post-processing-reduction"], _post_domain)
def post_processing_reduction(w: Witness) -> Sides:
    """004 §3.4.3, the note to Proposition 3.7: Pr[f(M(d)) = s] against Σ_g w(g) Pr[g(M(d)) = s], w the law of the
    deterministic function f(·) as the coin falls; d = 1 (x) first, then d = 0, outcomes in order."""
    found = _shared_instance(w)
    if found is None:
        raise ValueError("the formula re-derives the shared-coin constructions only")
    coin, run = found
    functions: dict[tuple[tuple[int, int], ...], Fraction] = {}
    for c, p in enumerate(coin):
        g = tuple(sorted({run(d, c)[0]: run(d, c)[1] for d in (0, 1)}.items()))  # type: ignore[operator]
        functions[g] = functions.get(g, F(0)) + p
    width = 1 + max(max(_outputs(coin, run, d, 1)) for d in (0, 1))
    for d in (1, 0):
        post = _outputs(coin, run, d, 1)
        mixed: dict[int, Fraction] = {}
        for g, weight in functions.items():
            table = dict(g)
            for r, p in _outputs(coin, run, d, 0).items():
                mixed[table[r]] = mixed.get(table[r], F(0)) + weight * p
        for out in range(width):
            if post.get(out, F(0)) != mixed.get(out, F(0)):
                return post.get(out, F(0)), "==", mixed.get(out, F(0))
    return F(0), "==", F(0)


# ---- §8.1 Rényi differential privacy: D_α(P || Q) <= ε ⇔ Σ P^α Q^(1-α) <= λ^(α-1) for an integer order α, λ = e^ε


def _moment(alpha: int, P: Dist, Q: Dist) -> Fraction | None:
    """Σ_z P(z)^α / Q(z)^(α-1) over P(z) > 0; None if Q(z) = 0 < P(z) (D_α infinite)."""
    if any(p > 0 and q == 0 for p, q in zip(P, Q, strict=True)):
        return None
    return sum((p**alpha / q ** (alpha - 1) for p, q in zip(P, Q, strict=True) if p > 0), F(0))


@refuted("004.theorem-8.6", DOMAIN["004.theorem-8.6"],
         lambda w: _keys(w, "R", "M(x)", "M(y)", "alpha") and len(_ints(w["R"])) == 2
         and _joint_domain({k: w[k] for k in ("R", "M(x)", "M(y)")}, _PURE_JOINTS, True) and 2 <= _int(w, "alpha") <= 8)
def rdp_composition(w: Witness) -> Sides:
    """004 §8.1, Theorem 8.6: the joint law is (α, ε_1 + ε_2)-RDP, ε_i the marginals' levels: both joint moments
    Σ X^α Y^(1-α) (negated; an infinite one is -(L_1 L_2 + 1), failing) against -L_1 L_2, L_i the larger moment
    of marginal i."""
    sizes, X, Y = _joint_law({k: w[k] for k in ("R", "M(x)", "M(y)")})
    alpha = _int(w, "alpha")
    bound = F(1)
    for A, B in zip(_marginals(sizes, X), _marginals(sizes, Y), strict=True):
        first, second = _moment(alpha, A, B), _moment(alpha, B, A)
        if first is None or second is None:
            raise ValueError("a marginal with an infinite divergence is outside the domain")
        bound *= max(first, second)
    for A, B in ((X, Y), (Y, X)):
        joint = _moment(alpha, A, B)
        if joint is None or joint > bound:
            return (-(bound + 1) if joint is None else -joint), ">=", -bound
    raise ValueError("nothing fails")
