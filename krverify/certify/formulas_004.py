"""Independent formulas for the refuted records of 004_3b24c074030182c5.txt (a survey of differential privacy),
written from the printed survey (standard library only).

Conventions of the survey: ε-RR keeps a bit with probability e^ε/(1 + e^ε); RAPPOR's permanent RR sets
B'_i = 1 w.p. f/2, 0 w.p. f/2, B_i w.p. 1 - f, its instantaneous RR reports 1 w.p. p (B'_i = 1) or q;
1-bit estimation sends 1 w.p. 1/(e^ε + 1) + (X/m)(e^ε - 1)/(e^ε + 1).  A printed e^(-x) on the refuting side
is the rational upper bound 1/T_60(x), T_60(x) = Σ_{j<=60} x^j/j! < e^x; logarithms and e^ε for rational
ε are enclosed by series with explicit remainders.  Functions follow paper order.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, pairwise, product
from math import comb, factorial

if __package__:
    from .formulas import Sides, Witness, refuted
else:  # loaded by path with the checker run as a file
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]


def _fr(value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise ValueError(f"{value!r} is not an exact rational")
    return Fraction(value)


def _int(w: Witness, key: str) -> int:
    value = w[key]
    if type(value) is not int:
        raise ValueError(f"witness {key} = {value!r} is not an integer")
    return value


def _dist(value: object) -> tuple[Fraction, ...]:
    if not isinstance(value, list) or not 2 <= len(value) <= 9:
        raise ValueError(f"{value!r} is not a distribution")
    values = tuple(_fr(v) for v in value)
    if any(v < 0 for v in values) or sum(values) != 1:
        raise ValueError(f"{value!r} is not a distribution")
    return values


def _bits(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(b) is int and b in (0, 1) for b in value):
        raise ValueError(f"{value!r} is not a bit vector")
    return tuple(value)


def _first_unequal(*members: Fraction) -> Sides:
    for left, right in pairwise(members):
        if left != right:
            return left, "==", right
    return members[-2], "==", members[-1]


def _exp_neg_upper(x: Fraction) -> Fraction:
    """1/T_60(x) >= e^(-x) for x >= 0."""
    return 1 / sum((x**j / factorial(j) for j in range(61)), Fraction(0))


def _exp_bounds(x: Fraction) -> tuple[Fraction, Fraction]:
    """T_40(x) <= e^x <= T_40(x) + 9 x^41/41! for 0 <= x <= 2 (Lagrange remainder, e^x <= 9)."""
    if not 0 <= x <= 2:
        raise ValueError("x outside [0, 2]")
    partial = sum((x**j / factorial(j) for j in range(41)), Fraction(0))
    return partial, partial + 9 * x**41 / factorial(41)


def _log_bounds(value: Fraction) -> tuple[Fraction, Fraction]:
    """ln v = 2 Σ y^(2j+1)/(2j+1), y = (v - 1)/(v + 1), 0 <= y < 1: the partial sum and it plus the tail bound."""
    y = (value - 1) / (value + 1)
    if y < 0:
        raise ValueError("value < 1")
    partial = 2 * sum((y ** (2 * j + 1) / (2 * j + 1) for j in range(60)), Fraction(0))
    return partial, partial + 2 * y**121 / (121 * (1 - y * y))


# --------------------------------------------------------------------------- §2 Theorem 2.2

_MULT = ("n in 1..15 and {50, 100}; X_i ~ Bernoulli(p), p in {1/2, 1/4, 1/10}; ε in {1, 1/2, 1/5, 1/10}")


def _mult_domain(w: Witness) -> bool:
    n = _int(w, "n")
    return (set(w) == {"n", "p", "eps"} and (1 <= n <= 15 or n in (50, 100))
            and _fr(w["p"]) in (Fraction(1, 2), Fraction(1, 4), Fraction(1, 10))
            and _fr(w["eps"]) in (Fraction(1), Fraction(1, 2), Fraction(1, 5), Fraction(1, 10)))


def _binomial_tail(n: int, p: Fraction, keep: object) -> Fraction:
    return sum((comb(n, s) * p**s * (1 - p) ** (n - s) for s in range(n + 1) if keep(Fraction(s, n))),  # type: ignore[operator]
               Fraction(0))


@refuted("004.theorem-2.2-upper", _MULT, _mult_domain)
def theorem_2_2_upper(w: Witness) -> Sides:
    """004 §2, Theorem 2.2: P[X̄ > μ(1 + ε)] for X_i ~ Bernoulli(p), μ = p, against e^(-2nε²/3) (m = n)."""
    n, p, eps = _int(w, "n"), _fr(w["p"]), _fr(w["eps"])
    return _binomial_tail(n, p, lambda v: v > p * (1 + eps)), "<=", _exp_neg_upper(2 * n * eps * eps / 3)


@refuted("004.theorem-2.2-lower", _MULT, _mult_domain)
def theorem_2_2_lower(w: Witness) -> Sides:
    """004 §2, Theorem 2.2: P[X̄ < μ(1 - ε)] against e^(-2nε²/2)."""
    n, p, eps = _int(w, "n"), _fr(w["p"]), _fr(w["eps"])
    return _binomial_tail(n, p, lambda v: v < p * (1 - eps)), "<=", _exp_neg_upper(n * eps * eps)


# --------------------------------------------------------------------------- §3.4.2-§3.4.3


def _hockey(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], lam: Fraction) -> Fraction:
    """max over every set S of P(S) - λ Q(S), by enumerating the sets."""
    return max(sum((P[z] - lam * Q[z] for z in S), Fraction(0))
               for k in range(len(P) + 1) for S in combinations(range(len(P)), k))


_LOSS = ("(P, Q) in {binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, bitwise RR of 00 and 01 with "
         "e^ε = 2, and the pairs (1/4, 3/4)|(1/2, 1/2), (1/2, 1/3, 1/6)|(1/3, 1/3, 1/3), (1/5, 4/5)|(1/20, 19/20), "
         "(1/10, 9/10)|(0, 1), (1/2, 1/2, 0)|(0, 1/2, 1/2)}; e^ε in {3/2, 2, 3}; searched: random pairs of "
         "distributions on 2-3 outcomes with rational probabilities (weights 0..9); e^ε in {3/2, 2, 3}")


def _loss_domain(w: Witness) -> bool:
    P, Q = _dist(w["P"]), _dist(w["Q"])
    return set(w) == {"P", "Q", "e^eps"} and len(P) == len(Q) and _fr(w["e^eps"]) in (
        Fraction(3, 2), Fraction(2), Fraction(3))


@refuted("004.privacy-loss-delta", _LOSS, _loss_domain)
def privacy_loss_delta(w: Witness) -> Sides:
    """004 §3.4.2, after Definition 3.6: P_{ζ ~ P}[ln(P(ζ)/Q(ζ)) > ε] against the smallest δ making (P, Q)
    (ε, δ)-DP in both orders."""
    P, Q, lam = _dist(w["P"]), _dist(w["Q"]), _fr(w["e^eps"])
    loss = sum((p for p, q in zip(P, Q, strict=True) if p > lam * q), Fraction(0))
    return loss, "<=", max(_hockey(P, Q, lam), _hockey(Q, P, lam))


_TWO = {(Fraction(a), 1 - Fraction(a)) for a in ("0", "1/10", "3/10", "1/2")}
_TWO_TEXT = "distributions (0, 1), (1/10, 9/10), (3/10, 7/10), (1/2, 1/2) on two outcomes"


def _two(value: object) -> tuple[Fraction, ...]:
    d = _dist(value)
    if d not in _TWO:
        raise ValueError(f"{value!r} is not one of the {_TWO_TEXT}")
    return d


def _sets(size: int) -> list[tuple[int, ...]]:
    return [S for k in range(size + 1) for S in combinations(range(size), k)]


def _printed_related(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], eps: Fraction, delta: Fraction) -> bool:
    """|(P(S) - δ)/Q(S)| <= ε for every S with Q(S) > 0."""
    for S in _sets(len(P)):
        q = sum((Q[z] for z in S), Fraction(0))
        if q > 0 and abs((sum((P[z] for z in S), Fraction(0)) - delta) / q) > eps:
            return False
    return True


def _dp_related(P: tuple[Fraction, ...], Q: tuple[Fraction, ...], eps: Fraction, delta: Fraction) -> bool:
    """Definition 3.5: P(S) <= e^ε Q(S) + δ for every S."""
    low, high = _exp_bounds(eps)
    for S in _sets(len(P)):
        gap, q = sum((P[z] for z in S), Fraction(0)) - delta, sum((Q[z] for z in S), Fraction(0))
        if gap > high * q:
            return False
        if gap > low * q:
            raise ValueError("exp enclosure too wide")
    return True


def _relation_domain(w: Witness) -> bool:
    _two(w["P"]), _two(w["Q"])
    return (set(w) == {"P", "Q", "eps", "delta"} and _fr(w["eps"]) in (Fraction(1, 2), Fraction(1), Fraction(2))
            and _fr(w["delta"]) in (Fraction(0), Fraction(1, 10)))


@refuted("004.relation", f"M(α), M(β) among the {_TWO_TEXT}; ε in {{1/2, 1, 2}}; δ in {{0, 1/10}}", _relation_domain)
def relation(w: Witness) -> Sides:
    """004 §3.4.3, 'Denote': the printed ≅ (1 = related) against Definition 3.5's relation."""
    P, Q, eps, delta = _two(w["P"]), _two(w["Q"]), _fr(w["eps"]), _fr(w["delta"])
    return (Fraction(int(_printed_related(P, Q, eps, delta))), "==",
            Fraction(int(_dp_related(P, Q, eps, delta))))


def _triangle_printed_domain(w: Witness) -> bool:
    _two(w["a1"]), _two(w["a2"]), _two(w["a3"])
    return (set(w) == {"a1", "a2", "a3", "eps", "delta"} and _fr(w["eps"]) in (Fraction(1, 2), Fraction(1))
            and _fr(w["delta"]) in (Fraction(1, 10), Fraction(1, 5)))


@refuted("004.triangle-printed", f"M(α_1), M(α_2), M(α_3) among the {_TWO_TEXT}; ε_1 = ε_2 in {{1/2, 1}}; "
         "δ_1 = δ_2 in {1/10, 1/5}", _triangle_printed_domain)
def triangle_printed(w: Witness) -> Sides:
    """004 §3.4.3, Triangle Inequality under the printed ≅: [α_1 ≅ α_3 at (2ε, 2δ)] >= [both premises]."""
    a1, a2, a3, eps, delta = _two(w["a1"]), _two(w["a2"]), _two(w["a3"]), _fr(w["eps"]), _fr(w["delta"])
    premise = _printed_related(a1, a2, eps, delta) and _printed_related(a2, a3, eps, delta)
    return Fraction(int(_printed_related(a1, a3, 2 * eps, 2 * delta))), ">=", Fraction(int(premise))


def _triangle_domain(w: Witness) -> bool:
    _two(w["a1"]), _two(w["a2"]), _two(w["a3"])
    return set(w) == {"a1", "a2", "a3", "e^eps"} and _fr(w["e^eps"]) in (Fraction(2), Fraction(3, 2))


@refuted("004.triangle", f"M(α_1), M(α_2), M(α_3) among the {_TWO_TEXT}; e^ε_1 = e^ε_2 in {{2, 3/2}}; δ_i the "
         "smallest δ relating each pair", _triangle_domain)
def triangle(w: Witness) -> Sides:
    """004 §3.4.3, Triangle Inequality with Definition 3.5's relation: the smallest δ relating α_1 to α_3 at
    e^(ε_1 + ε_2) against δ_1 + δ_2, the smallest δs of the premises."""
    a1, a2, a3, lam = _two(w["a1"]), _two(w["a2"]), _two(w["a3"]), _fr(w["e^eps"])
    return _hockey(a1, a3, lam * lam), "<=", _hockey(a1, a2, lam) + _hockey(a2, a3, lam)


# --------------------------------------------------------------------------- §7.2


def _sample_domain(w: Witness) -> bool:
    lam, alpha, n = _fr(w["e^eps"]), _fr(w["alpha"]), _int(w, "n")
    if not (set(w) == {"e^eps", "alpha", "n"} and lam in (3, 2) and alpha in (Fraction(1, 2), Fraction(1, 10))
            and (1 <= n <= 10 or n in (83, 100, 200))):
        return False
    low, high = _log_bounds(lam)
    if n * alpha * alpha * low * low >= 1:
        return True
    if n * alpha * alpha * high * high < 1:
        return False
    raise ValueError("n within the enclosure of 1/(α² ε²)")


@refuted("004.rr-sample-size", "e^ε in {3, 2}; α in {1/2, 1/10}; n in 1..10 and {83, 100, 200} with n >= "
         "1/(α² ε²); x = (0, ..., 0)", _sample_domain)
def rr_sample_size(w: Witness) -> Sides:
    """004 §7.2: P[|μ̂ - μ| >= 1/(ε√n)] for RR reports of n zeros (μ = 0, μ̂ = ((λ + 1)S - n)/((λ - 1)n),
    S ~ Bin(n, 1/(λ + 1))) against α; each S placed by comparing μ̂² ε² n with 1 through an enclosure of ln λ."""
    lam, alpha, n = _fr(w["e^eps"]), _fr(w["alpha"]), _int(w, "n")
    low, high = _log_bounds(lam)
    q = 1 / (lam + 1)
    tail = Fraction(0)
    for s in range(n + 1):
        mu_hat = ((lam + 1) * s - n) / ((lam - 1) * n)
        if mu_hat * mu_hat * low * low * n >= 1:
            tail += comb(n, s) * q**s * (1 - q) ** (n - s)
        elif mu_hat * mu_hat * high * high * n >= 1:
            raise ValueError("threshold within the enclosure")
    return tail, "<=", alpha


# --------------------------------------------------------------------------- §7.4.1 RAPPOR


def _prr(b: int, c: int, f: Fraction) -> Fraction:
    """P[B'_i = c | B_i = b] from the three branches."""
    return f / 2 + (1 - f if c == b else 0)


def _prr_vec(B: tuple[int, ...], C: tuple[int, ...], f: Fraction) -> Fraction:
    result = Fraction(1)
    for b, c in zip(B, C, strict=True):
        result *= _prr(b, c, f)
    return result


def _irr_vec(C: tuple[int, ...], s: tuple[int, ...], p: Fraction, q: Fraction) -> Fraction:
    result = Fraction(1)
    for c, si in zip(C, s, strict=True):
        one = p if c == 1 else q
        result *= one if si == 1 else 1 - one
    return result


def _factor_domain(w: Witness) -> bool:
    k, B, s, c = _int(w, "k"), _bits(w["B"]), _bits(w["s"]), _bits(w["b'"])
    return (set(w) == {"k", "f", "p", "q", "B", "s", "b'"} and k in (1, 2) and len(B) == len(s) == len(c) == k
            and sum(B) == 1 and _fr(w["f"]) == Fraction(1, 2) and _fr(w["p"]) == Fraction(3, 4)
            and _fr(w["q"]) == Fraction(1, 4))


@refuted("004.rappor-factorization", "k in {1, 2}, h = 1; f = 1/2, p = 3/4, q = 1/4; every B, every report s and "
         "every b'", _factor_domain)
def rappor_factorization(w: Witness) -> Sides:
    """004 §7.4.1, Theorem 7.4 proof: P[S = s | V = v] (a sum over B') against Pr[S = s|B'] Pr[B'|B] at B' = b'."""
    B, s, c = _bits(w["B"]), _bits(w["s"]), _bits(w["b'"])
    f, p, q = _fr(w["f"]), _fr(w["p"]), _fr(w["q"])
    marginal = sum((_irr_vec(C, s, p, q) * _prr_vec(B, C, f) for C in product((0, 1), repeat=len(B))), Fraction(0))
    term = _irr_vec(c, s, p, q) * _prr_vec(B, c, f)
    return _first_unequal(marginal, term, term)


@refuted("004.rappor-bstar", "(k, h) in {(3, 1), (4, 1), (4, 2), (5, 2)}",
         lambda w: set(w) == {"k", "h"} and (_int(w, "k"), _int(w, "h")) in {(3, 1), (4, 1), (4, 2), (5, 2)})
def rappor_bstar(w: Witness) -> Sides:
    """004 §7.4.1: the printed b* = {b_1 = 1, ..., b_h = 1, b_(h+1) = 1, ..., b_n = 0} has h + 1 ones; h are set."""
    k, h = _int(w, "k"), _int(w, "h")
    return Fraction(min(h + 1, k)), "==", Fraction(h)


_FS = (Fraction(1, 2), Fraction(1, 4), Fraction(3, 4))


def _product_domain(w: Witness) -> bool:
    k, h, c = _int(w, "k"), _int(w, "h"), _bits(w["b'"])
    return (set(w) == {"f", "k", "h", "b'"} and _fr(w["f"]) in _FS and (k, h) in {(1, 1), (2, 1), (3, 1), (4, 2)}
            and len(c) == k)


@refuted("004.rappor-product", "f in {1/2, 1/4, 3/4}; (k, h) in {(1, 1), (2, 1), (3, 1), (4, 2)}; b* = 1^h "
         "0^(k-h); every b'", _product_domain)
def rappor_product(w: Witness) -> Sides:
    """004 §7.4.1: P[B' = b' | B = b*] against the printed Π (f/2)^(b'_i) (1 - f/2)^(1 - b'_i)."""
    f, k, h, c = _fr(w["f"]), _int(w, "k"), _int(w, "h"), _bits(w["b'"])
    b_star = tuple(1 if i < h else 0 for i in range(k))
    printed = Fraction(1)
    for ci in c:
        printed *= (f / 2) ** ci * (1 - f / 2) ** (1 - ci)
    return _prr_vec(b_star, c, f), "==", printed


@refuted("004.rappor-ratio-exponent", "f in {1/2, 1/4, 3/4}; h in {1, 2}, k = 2h; B_1 = 1^h 0^h, B_2 = 0^h 1^h; "
         "every b' (R = {b'})",
         lambda w: set(w) == {"f", "h", "b'"} and _fr(w["f"]) in _FS and _int(w, "h") in (1, 2)
         and len(_bits(w["b'"])) == 2 * _int(w, "h"))
def rappor_ratio_exponent(w: Witness) -> Sides:
    """004 §7.4.1: P[B' = b' | B_1]/P[B' = b' | B_2] against (f/2)^(2(Σ_(i<=h) b'_i - Σ_(j>h) b'_j))
    (1 - f/2)^(2(Σ_(j>h) b'_j - Σ_(i<=h) b'_i))."""
    f, h, c = _fr(w["f"]), _int(w, "h"), _bits(w["b'"])
    B1, B2 = (1,) * h + (0,) * h, (0,) * h + (1,) * h
    d = sum(c[:h]) - sum(c[h:])
    return _prr_vec(B1, c, f) / _prr_vec(B2, c, f), "==", (f / 2) ** (2 * d) * (1 - f / 2) ** (-2 * d)


def _worst_ratio(k: int, h: int, f: Fraction) -> Fraction:
    space = list(product((0, 1), repeat=k))
    filters = [b for b in space if 1 <= sum(b) <= h]
    return max(_prr_vec(B1, c, f) / _prr_vec(B2, c, f) for B1 in filters for B2 in filters for c in space)


@refuted("004.rappor-final-bound", "(k, h) in {(2, 1), (3, 1), (4, 2)}; f in {1/2, 1/4, 3/4}; every B_1, B_2 and "
         "R = {b'} (a set's ratio is at most its members', record rappor-ratio-of-sums)",
         lambda w: set(w) == {"k", "h", "f"} and (_int(w, "k"), _int(w, "h")) in {(2, 1), (3, 1), (4, 2)}
         and _fr(w["f"]) in _FS)
def rappor_final_bound(w: Witness) -> Sides:
    """004 §7.4.1: the largest P[B' = b' | B_1]/P[B' = b' | B_2] over Bloom filters with 1..h ones, against
    ((1 - f/2)/(1/2))^(2h)."""
    k, h, f = _int(w, "k"), _int(w, "h"), _fr(w["f"])
    return _worst_ratio(k, h, f), "<=", ((1 - f / 2) / Fraction(1, 2)) ** (2 * h)


@refuted("004.rappor-final-eps", "h in {1, 2, 3}; f in {1/2, 1/4, 3/4}",
         lambda w: set(w) == {"h", "f"} and _int(w, "h") in (1, 2, 3) and _fr(w["f"]) in _FS)
def rappor_final_eps(w: Witness) -> Sides:
    """004 §7.4.1: e^ε of the proof's last line, ((1 - f/2)/(1/2))^(2h), against Theorem 7.4's ((1 - "
    "f/2)/(f/2))^(2h)."""
    h, f = _int(w, "h"), _fr(w["f"])
    return ((1 - f / 2) / Fraction(1, 2)) ** (2 * h), "==", ((1 - f / 2) / (f / 2)) ** (2 * h)


# --------------------------------------------------------------------------- §7.4.2 1-bit estimation


def _one_bit(x: Fraction, m: int, lam: Fraction) -> Fraction:
    return 1 / (lam + 1) + x / m * (lam - 1) / (lam + 1)


def _line_domain(w: Witness) -> bool:
    m, x = _int(w, "m"), w["x"]
    if not isinstance(x, list) or len(x) != 1:
        return False
    return (set(w) == {"e^eps", "m", "x"} and _fr(w["e^eps"]) in (2, 3) and m in (1, 2)
            and _fr(x[0]) in (0, Fraction(m, 2), m))


@refuted("004.one-bit-chain-line", "e^ε in {2, 3}; m in {1, 2}; n = 1, X_1 in {0, m/2, m}", _line_domain)
def one_bit_chain_line(w: Witness) -> Sides:
    """004 §7.4.2, E[μ̂] chain: the third line, the printed fourth ('· -1') and the fifth, first unequal pair."""
    lam, m = _fr(w["e^eps"]), _int(w, "m")
    xs = [_fr(v) for v in w["x"]]  # type: ignore[attr-defined]
    n = len(xs)
    third = Fraction(m, n) * sum(((_one_bit(x, m, lam) * (lam + 1) - 1) / (lam - 1) for x in xs), Fraction(0))
    fourth = Fraction(m, n) * sum(((1 + x / m * (lam - 1)) * -1 / (lam - 1) for x in xs), Fraction(0))
    fifth = Fraction(m, n) * sum((x / m * (lam - 1) / (lam - 1) for x in xs), Fraction(0))
    return _first_unequal(third, fourth, fifth)


def _proof_domain(w: Witness) -> bool:
    m = _int(w, "m")
    return (set(w) == {"e^eps", "m", "X"} and _fr(w["e^eps"]) in (3, 2, 10) and m in (1, 2)
            and _fr(w["X"]) in {Fraction(j * m, 4) for j in range(5)})


@refuted("004.lemma-7.5-proof", "e^ε in {3, 2, 10}; m in {1, 2}; X in {0, m/4, m/2, 3m/4, m}", _proof_domain)
def lemma_7_5_proof(w: Witness) -> Sides:
    """004 §7.4.2, Lemma 7.5 proof: the arguments of ln in A/(1 - A) = A/B = A/B = B/A <= e^ε (A = P[Y = 1],
    B = e^ε/(e^ε + 1) - (X/m)(e^ε - 1)/(e^ε + 1)); the first broken link."""
    lam, m, x = _fr(w["e^eps"]), _int(w, "m"), _fr(w["X"])
    a = _one_bit(x, m, lam)
    b = lam / (lam + 1) - x / m * (lam - 1) / (lam + 1)
    members = (a / (1 - a), a / b, a / b, b / a)
    for left, right in pairwise(members):
        if left != right:
            return left, "==", right
    return b / a, "<=", lam


# --------------------------------------------------------------------------- §7.4.3 randomized rounding


def _up(x: Fraction, m: int, offsets: range) -> Fraction:
    """P[X + α > m] for α uniform on the offsets."""
    return Fraction(sum(1 for a in offsets if x + a > m), len(offsets))


@refuted("004.rounding-offset", "m in 2..5; X in {0, ..., m}",
         lambda w: set(w) == {"m", "X"} and 2 <= _int(w, "m") <= 5 and 0 <= _int(w, "X") <= _int(w, "m"))
def rounding_offset(w: Witness) -> Sides:
    """004 §7.4.3, steps 2-3: P[X + α > m] with α uniform on [m - 1] = {1, ..., m - 1}, against X/m."""
    m, x = _int(w, "m"), _int(w, "X")
    return _up(Fraction(x), m, range(1, m)), "==", Fraction(x, m)


def _lemma_domain(w: Witness) -> bool:
    m, x = _int(w, "m"), w["x"]
    return (set(w) == {"e^eps", "m", "x"} and _fr(w["e^eps"]) == 3 and m in (2, 3) and isinstance(x, list)
            and len(x) in (1, 2) and all(type(v) is int and 0 <= v <= m for v in x))


@refuted("004.lemma-7.8", "e^ε = 3; n in {1, 2}; m in {2, 3}; every x in {0, ..., m}^n", _lemma_domain)
def lemma_7_8(w: Witness) -> Sides:
    """004 §7.4.3, Lemma 7.8: E[(1/n) Σ Y_i] for the algorithm's bits (A_i(m) w.p. P[X_i + α_i > m], α_i uniform on
    [m - 1], else A_i(0)) against μ."""
    lam, m, xs = _fr(w["e^eps"]), _int(w, "m"), list(w["x"])  # type: ignore[call-overload]
    total = Fraction(0)
    for x in xs:
        up = _up(Fraction(x), m, range(1, m))
        total += up * _one_bit(Fraction(m), m, lam) + (1 - up) * _one_bit(Fraction(0), m, lam)
    return total / len(xs), "==", Fraction(sum(xs), len(xs))


@refuted("004.theorem-7.9", "e^ε in {3, 2}; m in {2, 3, 4}; X in {0, ..., m}",
         lambda w: set(w) == {"e^eps", "m", "X"} and _fr(w["e^eps"]) in (3, 2) and _int(w, "m") in (2, 3, 4)
         and 0 <= _int(w, "X") <= _int(w, "m"))
def theorem_7_9(w: Witness) -> Sides:
    """004 §7.4.3, Theorem 7.9 proof: P[Y_i = 1] of the algorithm (α_i uniform on [m - 1]) and the proof's three
    lines (a = X_i, b = m - X_i), first unequal pair."""
    lam, m, x = _fr(w["e^eps"]), _int(w, "m"), Fraction(_int(w, "X"))
    up = _up(x, m, range(1, m))
    algorithm = up * _one_bit(Fraction(m), m, lam) + (1 - up) * _one_bit(Fraction(0), m, lam)
    a, b, c = x, m - x, (lam - 1) / (lam + 1)
    line1 = b / (a + b) * (1 / (lam + 1)) + a / (a + b) * (1 / (lam + 1) + c)
    line2 = (m - x) / m * (1 / (lam + 1)) + x / m * (1 / (lam + 1) + c)
    line3 = 1 / (lam + 1) + x / m * c
    return _first_unequal(algorithm, line1, line2, line3)
