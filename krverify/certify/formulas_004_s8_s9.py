"""Independent formulas for the refuted records of 004_3b24c074030182c5.txt, §8 (Theorem 8.10, the remark after Theorem
8.7) and §9 (lower and upper bounds, generalised SVT), written from the printed survey (standard library only;
conventions as in formulas_004). Functions follow paper order.
"""

from __future__ import annotations

from fractions import Fraction

if __package__:
    from . import enclosures as _enc
    from .enclosures import Enclosure
    from .formulas import Sides, Witness, refuted
    from .formulas_004 import _PURE_JOINTS as PURE_JOINTS
    from .formulas_004 import (
        _fr,
        _grid_or,
        _int,
        _ints,
        _joint_domain,
        _joint_law,
        _keys,
        _marginals,
        _moment,
        _pair_domain,
    )
else:  # loaded by path with the checker run as a file
    import enclosures as _enc  # type: ignore[no-redef]
    from enclosures import Enclosure  # type: ignore[no-redef]
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]
    from formulas_004 import _PURE_JOINTS as PURE_JOINTS  # type: ignore[no-redef]
    from formulas_004 import (  # type: ignore[no-redef]
        _fr,
        _grid_or,
        _int,
        _ints,
        _joint_domain,
        _joint_law,
        _keys,
        _marginals,
        _moment,
        _pair_domain,
    )

F = Fraction

#: The records' domain texts, as the ledger states them (each predicate below is written from its text).
#: Theorem 9.3's mechanisms, sizes, ε and the start of its k (both forms).
_LOWER_TEXT = (
    "M in {M_eps (Theorem 9.6 (1): clipped DGeo(eps), C^2 = 2/eps^2, D^2 = 2d^2/eps^2), M'_eps (Theorem "
    '9.6 (3): Lap(2/eps) and the least-squares post-processing, C^2 = b^2(2 + 4H_d + 4(H_d^2 + H_d^(2))),'
    ' D^2 = 8/eps^2, b = 2/eps), clipped Lap(1/eps) (a~[i] = max{0, a[i] + Lap(1/eps)}, eps-DP as the '
    'point queries are disjoint: C^2 = 2/eps^2, the supremum over databases of its point error, D^2 = '
    'E[(sum_i |z_i|)^2] = d(d + 1)/eps^2), M_eps with its least valid bounds (r = e^(-eps): C^2 = 2r/(1 -'
    ' r)^2, D^2 = d C^2 + d(d - 1)(r/(1 - r^2))^2)}; d in {2, 10, 1000} (searched: d in 2..200); eps in '
    '{1/10, 1/2, 1, 2, 10, 20} (searched: eps in (0, 25), denominators up to 10); k in {1/100, 1/10, 1, '
)

#: Theorems 8.4 and 8.8 at the orders below 1 (issue 38).
_BELOW_ONE_TEXT = (
    '(P, Q) = (M(x), M(y)) among binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, bitwise RR of 00 '
        'and 01 with e^ε = 2, (1/4, 3/4)|(1/2, 1/2), (1/2, 1/3, 1/6)|(1/3, 1/3, 1/3), (1/5, 4/5)|(1/20, 19/20), '
        '(1/3, 2/3)|(1/3, 2/3), (1/10, 9/10)|(0, 1), (1/2, 1/2, 0)|(0, 1/2, 1/2), (0, 1)|(1/2, 1/2), (1/2, 1/2, '
        '0)|(1/4, 3/4, 0) (searched: (P, Q) in pairs of rational distributions on 2 or 3 outcomes (drawn with '
        'weights 0..4)); alpha in {1/2, 1/3, 2/3} (searched: alpha in (0, 1), denominators up to 10); delta in '
        '{1/1000000, 1/1000, 1/10, 1/2} (searched: delta in (0, 1), denominators up to 1000); log in base e, 2 or '
        '10'
)

DOMAIN: dict[str, str] = {
    '004.lower-bound-pure-rates-uniform': (
        'part in {O (D in O(C)), Omega (D in Omega(C)), C-O (C in O(1/eps))}; d in {2, 10, 1000}'
    ),
    '004.lower-bound-approximate-rates-uniform': 'part in {O (D in O(C)), Omega (D in Omega(C))}; d in {2, 10, 1000}',
    '004.theorem-9.3-rates-uniform': 'part in {1a, 1b, 2a, 2b}; d in {2, 10, 1000}',
    '004.lower-bound-final-printed': 'part in {2a (the first clause), 2b (the second)}; d in {2, 10, 1000}',
    '004.theorem-8.4-every-order': _BELOW_ONE_TEXT,
    '004.theorem-8.8-every-order': _BELOW_ONE_TEXT,
    '004.theorem-8.7': (
        "e^eps in {3/2, 2, 3} (searched: e^eps in (1, 10), denominators up to 10); k in {1, 2, 3} (searched: k in "
        "1..3); every set S of outputs of k-fold ε-RR of one bit (x = 1, x' = 0); and (M(x), M(y)) the joint laws "
        'of two binary mechanisms: independent coins, each from {binary RR with e^ε in {3/2, 2, 3}, (1/4, '
        '3/4)|(1/2, 1/2), (1/5, 4/5)|(1/20, 19/20), (1/3, 2/3)|(1/3, 2/3)}, and shared coins: M_1 = x XOR B, M_2 '
        '= B (B a fair coin, x in {1, 0} the record); binary RR (e^ε = 2) reported twice with one coin; binary RR '
        'and whether its coin kept the bit (searched: (R, M(x), M(y)) in joint laws of two binary mechanisms, '
        'rational (drawn as products of random marginals, weights 0..4, or mixtures of two such products (shared '
        'coins))); each M_i is ε_i-DP for some ε_i (a finite level)'
    ),
    '004.definition-8.15': (
        "rho in {1/100, 1/2, 1, 8} (searched: rho in (0, 20), denominators up to 100); shift vectors v in {-2..2}^2 "
        "(a neighbour's change of the two answers), v != 0; alpha in {3/2, 2, 10} (searched: alpha in (1, 50), "
        'denominators up to 10); noise in {independent (one draw per query), shared (one draw Z added to both '
        'answers)}'
    ),
    '004.theorem-8.10': (
        '(M(x), M(y)) the joint laws of k = 2 mechanisms on R = R_1 x ... x R_k (sizes R): independent '
        'coins, each from {binary RR with e^ε in {3/2, 2, 3}, 3-ary RR with e^ε = 2, (1/4, 3/4)|(1/2, 1/2), '
        '(1/5, 4/5)|(1/20, 19/20), (1/2, 1/2, 0)|(1/4, 3/4, 0), (1/3, 2/3)|(1/3, 2/3)}, and shared coins: '
        'M_1 = x XOR B, M_2 = B (B a fair coin, x in {1, 0} the record); binary RR (e^ε = 2) reported twice '
        'with one coin; binary RR and whether its coin kept the bit; for k = 3: (x XOR B, B, B) and (x XOR '
        'B_1, B_1, B_2) (searched: (R, M(x), M(y)) in joint laws of 2 mechanisms on 2 or 3 outcomes each, '
        'rational (drawn as products of random marginals, weights 0..4, or mixtures of two such products '
        '(shared coins))); each M_i is ε_i-DP for some ε_i (a finite level); integer orders alpha in {2, 3, '
        '5} (searched: alpha in 2..8)'
    ),
    '004.theorem-9.3-pure': _LOWER_TEXT + '5, 20} (searched: k in (0, 20), denominators up to 100)',
    '004.theorem-9.3-approximate': _LOWER_TEXT + (
        '5} (searched: k in (0, 20), denominators up to 100); delta in {0, 1/10} (searched: delta in [0, 1), '
        'denominators up to 1000000)'
    ),
}


# --------------------------------------------------------------------------------------------- §8.2


@refuted("004.theorem-8.10", DOMAIN["004.theorem-8.10"],
         lambda w: _keys(w, "R", "M(x)", "M(y)", "alpha") and len(_ints(w["R"])) == 2
         and _joint_domain({k: w[k] for k in ("R", "M(x)", "M(y)")}, PURE_JOINTS, True) and 2 <= _int(w, "alpha") <= 8)
def zcdp_composition(w: Witness) -> Sides:
    """004 §8.2, Theorem 8.10: rho_i-zCDP at the order alpha is D_alpha <= rho_i alpha; at the marginals' own levels
    the pair is (rho_1 + rho_2)-zCDP at alpha iff both joint moments Σ X^α Y^(1-α) are at most L_1 L_2 (L_i the
    larger moment of marginal i); recorded negated, an infinite joint moment as -(L_1 L_2 + 1)."""
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
        if joint is None:
            return -bound - 1, ">=", -bound
        if joint > bound:
            return -joint, ">=", -bound
    raise ValueError("nothing fails")


# --------------------------------------------------------------------------------------------- §8, issue 38


def _low_order_moment(alpha: Fraction, A: tuple[Fraction, ...], B: tuple[Fraction, ...]) -> Enclosure:
    """Σ A(z)^α B(z)^(1-α) over the outcomes where both are positive (0 < α < 1): A(z) e^((1-α) ln(B(z)/A(z)))."""
    total = Enclosure.of(0)
    for a, b in zip(A, B, strict=True):
        if a > 0 and b > 0:
            total = total + _exp_of(_enc.log(b / a) * (1 - alpha)) * a
    return total


def _below_one_domain(w: Witness) -> bool:
    if not _keys(w, "P", "Q", "alpha", "delta", "base") or not _pair_domain(w):
        return False
    alpha, delta = _fr(w["alpha"]), _fr(w["delta"])
    return (_grid_or(alpha, (F(1, 2), F(1, 3), F(2, 3)), F(0), F(1), "()", 10)
            and _grid_or(delta, (F(1, 10**6), F(1, 1000), F(1, 10), F(1, 2)), F(0), F(1), "()", 1000)
            and w["base"] in ("e", 2, 10))


def _conversion_below_one(w: Witness) -> Sides:
    """004 §8.1, Theorems 8.4/8.8 at an order 0 < α < 1: D_α(A || B) = ln(m_AB)/(α - 1), m_AB = Σ A^α B^(1-α); ε the
    larger divergence (the smaller moment m), ε' = ε + log_b(1/δ)/(α - 1); (ε', δ)-DP fails when Σ_z max(0, A(z) -
    e^ε' B(z)) > δ in one order."""
    P, Q = tuple(_fr(v) for v in w["P"]), tuple(_fr(v) for v in w["Q"])  # type: ignore[union-attr]
    alpha, delta = _fr(w["alpha"]), _fr(w["delta"])
    moments = [_low_order_moment(alpha, P, Q), _low_order_moment(alpha, Q, P)]
    m = Enclosure(min(e.low for e in moments), min(e.high for e in moments))
    ln_m = Enclosure(_enc.log(m.low).low, _enc.log(m.high).high)
    base = Enclosure.of(1) if w["base"] == "e" else _enc.log(F(_int(w, "base")))
    level = _exp_of((ln_m + _enc.log(1 / delta) / base) / (alpha - 1))
    for A, B in ((P, Q), (Q, P)):
        low = sum((max(F(0), a - level.high * b) for a, b in zip(A, B, strict=True)), F(0))
        high = sum((max(F(0), a - level.low * b) for a, b in zip(A, B, strict=True)), F(0))
        if low > delta:
            return Enclosure(low, high), "<=", delta
    raise ValueError("nothing fails")


refuted("004.theorem-8.4-every-order", DOMAIN["004.theorem-8.4-every-order"], _below_one_domain)(_conversion_below_one)
refuted("004.theorem-8.8-every-order", DOMAIN["004.theorem-8.8-every-order"], _below_one_domain)(_conversion_below_one)


def _advanced_domain(w: Witness) -> bool:
    if _keys(w, "e^eps", "k", "S"):
        k = _int(w, "k")
        return (_grid_or(_fr(w["e^eps"]), (F(3, 2), F(2), F(3)), F(1), F(10), "()", 10) and 1 <= k <= 3
                and all(0 <= z < 2**k for z in _ints(w["S"])))
    if not _keys(w, "R", "M(x)", "M(y)") or _ints(w["R"]) != (2, 2):
        return False
    X, Y = (tuple(_fr(v) for v in w[key]) for key in ("M(x)", "M(y)"))  # type: ignore[union-attr]
    if len(X) != 4 or len(Y) != 4 or sum(X) != 1 or sum(Y) != 1 or min(X + Y) < 0:
        return False
    return all(_pure(A, B) is not None for A, B in zip(_marginals((2, 2), X), _marginals((2, 2), Y), strict=True))


def _pure(A: tuple[Fraction, ...], B: tuple[Fraction, ...]) -> Fraction | None:
    """The smallest λ with A(z) <= λ B(z) and B(z) <= λ A(z) for every z (None if unbounded)."""
    worst = F(1)
    for a, b in zip(A, B, strict=True):
        if (a == 0) != (b == 0):
            return None
        if a:
            worst = max(worst, a / b, b / a)
    return worst


@refuted("004.theorem-8.7", DOMAIN["004.theorem-8.7"], _advanced_domain)
def advanced_composition(w: Witness) -> Sides:
    """004 §8.1, Theorem 8.7 (n read as k): P(S) <= exp(2ε √(k ln(1/Q(S)))) Q(S) for every S with Q(S) > 0, both
    orders; the k-fold ε-RR of one bit at its set S, or a composition of two binary mechanisms given by its joint law,
    ε the larger of its marginals' levels.  At ε = 0 the bound is Q(S)."""
    if "S" in w:
        lam, k = _fr(w["e^eps"]), _int(w, "k")
        keep, flip = lam / (1 + lam), 1 / (1 + lam)
        laws = []
        for one in (keep, flip):
            law = []
            for z in range(2**k):
                ones = bin(z).count("1")
                law.append(one**ones * (1 - one) ** (k - ones))
            laws.append(tuple(law))
        pairs, sets = [(laws[0], laws[1])], [_ints(w["S"])]
    else:
        X, Y = (tuple(_fr(v) for v in w[key]) for key in ("M(x)", "M(y)"))  # type: ignore[union-attr]
        lam = max(_pure(A, B) for A, B in zip(_marginals((2, 2), X), _marginals((2, 2), Y), strict=True))  # type: ignore[type-var]
        k = 2
        pairs = [(X, Y), (Y, X)]
        sets = [tuple(z for z in range(4) if mask >> z & 1) for mask in range(1, 16)]
    for A, B in pairs:
        for S in sets:
            p, q = sum((A[z] for z in S), F(0)), sum((B[z] for z in S), F(0))
            if q == 0:
                continue
            if lam == 1:
                if p > q:
                    return p, "<=", q
                continue
            root = _enc.sqrt(_enc.log(1 / q) * k)
            bound = _exp_of(_enc.log(lam) * root * 2) * q
            if p > bound.high:
                return p, "<=", bound
    raise ValueError("nothing fails")


@refuted("004.definition-8.15", DOMAIN["004.definition-8.15"],
         lambda w: _keys(w, "rho", "v", "alpha", "noise") and _grid_or(_fr(w["rho"]), (F(1, 100), F(1, 2), F(1), F(8)),
                                                                      F(0), F(20), "()", 100)
         and len(_ints(w["v"])) == 2 and all(-2 <= c <= 2 for c in _ints(w["v"])) and any(_ints(w["v"]))
         and _grid_or(_fr(w["alpha"]), (F(3, 2), F(2), F(10)), F(1), F(50), "()", 10)
         and w["noise"] in ("independent", "shared"))
def gaussian_mechanism(w: Witness) -> Sides:
    """004 §8.2, Definition 8.15: σ² = Δ_2²/(2ρ) with Δ_2 = |v| the neighbour's change of the answers; independent
    noises give D_α = α|v|²/(2σ²) = ρα; one shared draw Z puts M(x) on the line q(x) + (Z, Z) and M(x') on q(x) + v +
    (Z, Z): the same line only when v_1 = v_2, else disjoint supports (D_α infinite, recorded as ρα + 1)."""
    rho, alpha = _fr(w["rho"]), _fr(w["alpha"])
    v = _ints(w["v"])
    variance = F(v[0] ** 2 + v[1] ** 2) / (2 * rho)
    if w["noise"] == "shared":
        if v[0] != v[1]:
            return rho * alpha + 1, "<=", rho * alpha
        return alpha * v[0] ** 2 / (2 * variance), "<=", rho * alpha
    return alpha * (v[0] ** 2 + v[1] ** 2) / (2 * variance), "<=", rho * alpha


# --------------------------------------------------------------------------------------------- §9.1.2


# ---- Theorem 9.3 on four ε-DP mechanisms with valid error bounds C², D²

_LOWER_M = ("M_eps", "M'_eps", "clipped Lap(1/eps)", "M_eps, tight bounds")
_LOWER_EPS = (F(1, 10), F(1, 2), F(1), F(2), F(10), F(20))


def _lower_domain(w: Witness, ks: tuple[Fraction, ...], delta: bool) -> bool:
    names = ("M", "d", "eps", "k", "delta") if delta else ("M", "d", "eps", "k")
    if not _keys(w, *names) or w["M"] not in _LOWER_M:
        return False
    d, eps, k = _int(w, "d"), _fr(w["eps"]), _fr(w["k"])
    ok = (d in (2, 10, 1000) or 2 <= d <= 200) and (eps in _LOWER_EPS or (0 < eps < 25 and eps.denominator <= 10))
    ok = ok and (k in ks or (0 < k < 20 and k.denominator <= 100))
    if delta:
        dl = _fr(w["delta"])
        ok = ok and (dl in (F(0), F(1, 10)) or (0 <= dl < 1 and dl.denominator <= 10**6))
    return ok


def _lower_bounds(M: str, d: int, eps: Fraction) -> tuple[Enclosure, Enclosure]:
    """C² and D²: Theorem 9.6 (1)'s 2/ε², 2d²/ε²; (3)'s b²(2 + 4H_d + 4(H_d² + H_d^(2))), 2b² (b = 2/ε); clipped
    Lap(1/ε)'s 2/ε², d(d + 1)/ε²; and for clipped DGeo(ε) the least valid ones, r = e^(-ε): Var Z = 2r/(1 - r)²,
    d Var Z + d(d - 1)(r/(1 - r²))²."""
    if M == "M_eps, tight bounds":
        r = _enc.exp(-eps)
        one = Enclosure.of(1)
        var = 2 * r / ((one - r) * (one - r))
        mean = r / (one - r * r)
        return var, d * var + (d * (d - 1)) * (mean * mean)
    if M == "M'_eps":
        h = sum((F(1, i) for i in range(1, d + 1)), F(0))
        h2 = sum((F(1, i * i) for i in range(1, d + 1)), F(0))
        b = 2 / eps
        return Enclosure.of(b * b * (2 + 4 * h + 4 * (h * h + h2))), Enclosure.of(2 * b * b)
    second = F(2 * d * d) if M == "M_eps" else F(d * (d + 1))
    return Enclosure.of(2 / eps**2), Enclosure.of(second / eps**2)


def _exp_of(x: Enclosure) -> Enclosure:
    """e^x for an enclosed x (e^x is increasing)."""
    return Enclosure(_enc.exp_bounds(x.low)[0], _enc.exp_bounds(x.high)[1])


@refuted("004.theorem-9.3-pure", DOMAIN["004.theorem-9.3-pure"],
         lambda w: _lower_domain(w, (F(1, 100), F(1, 10), F(1), F(5), F(20)), delta=False))
def theorem_9_3_pure(w: Witness) -> Sides:
    """004 §9.1.2, Theorem 9.3 (pure): e^(2ε(2C + k)) >= k(d - 1)/(16C + 8D + 4k) for the witness's mechanism and
    its error bounds."""
    d, eps, k = _int(w, "d"), _fr(w["eps"]), _fr(w["k"])
    c2, d2 = _lower_bounds(str(w["M"]), d, eps)
    c, dd = _enc.sqrt(c2), _enc.sqrt(d2)
    left = _exp_of((2 * eps) * (2 * c + Enclosure.of(k)))
    return left, ">=", Enclosure.of(k * (d - 1)) / (16 * c + 8 * dd + Enclosure.of(4 * k))


@refuted("004.theorem-9.3-approximate", DOMAIN["004.theorem-9.3-approximate"],
         lambda w: _lower_domain(w, (F(1, 100), F(1, 10), F(1), F(5)), delta=True))
def theorem_9_3_approximate(w: Witness) -> Sides:
    """004 §9.1.2, Theorem 9.3 ((ε, δ)): (δ/ε + (4C + 2D + k)/(k(d - 1))) e^(4εC + 2kε) >= 1/4."""
    d, eps, k, delta = _int(w, "d"), _fr(w["eps"]), _fr(w["k"]), _fr(w["delta"])
    c2, d2 = _lower_bounds(str(w["M"]), d, eps)
    c, dd = _enc.sqrt(c2), _enc.sqrt(d2)
    first = Enclosure.of(delta / eps) + (4 * c + 2 * dd + Enclosure.of(k)) / Enclosure.of(k * (d - 1))
    return first * _exp_of((4 * eps) * c + Enclosure.of(2 * k * eps)), ">=", Enclosure.of(F(1, 4))


# --------------------------------------------------------------------------------------------- §9, issue 38


@refuted("004.theorem-9.3-rates-uniform", DOMAIN["004.theorem-9.3-rates-uniform"],
         lambda w: _keys(w, "part", "d") and w["part"] in ("1a", "1b", "2a", "2b") and _int(w, "d") in (2, 10, 1000))
def theorem_9_3_rates_uniform(w: Witness) -> Sides:
    """004 §9.1.2, Theorem 9.3's rates with one constant for every ε: Theorem 9.6 (1)'s clipped DGeo(ε) has C² =
    2r/(1 - r)² and D² <= d²C² (r = e^-ε); ε²C² <= 8ε²e^-ε (ε >= 1) tends to 0, so the premises hold from some ε on and
    each conclusion's ratio (ε²C² or ε²D²/d² over a positive constant) has infimum 0."""
    return F(0), ">", F(0)


@refuted("004.lower-bound-final-printed", DOMAIN["004.lower-bound-final-printed"],
         lambda w: _keys(w, "part", "d") and w["part"] in ("2a", "2b") and _int(w, "d") in (2, 10, 1000))
def lower_bound_final_printed(w: Witness) -> Sides:
    """004 §9.1.2, l.1874 with 'log εδ' as printed, one constant for every ε: δ = 1/2 and ε -> ∞ make the minimum
    min(ln d, ln(ε/2)) at least ln 2 from ε = 4 on, while εC <= (8ε²e^-ε)^(1/2) -> 0 for Theorem 9.6 (1)'s clipped
    DGeo(ε); the second clause as theorem-9.3-rates-uniform (2b).  The infimum of the conclusion's ratio is 0."""
    return F(0), ">", F(0)


@refuted("004.lower-bound-pure-rates-uniform", DOMAIN["004.lower-bound-pure-rates-uniform"],
         lambda w: _keys(w, "part", "d") and w["part"] in ("O", "Omega", "C-O") and _int(w, "d") in (2, 10, 1000))
def lower_bound_pure_rates_uniform(w: Witness) -> Sides:
    """004 §9.1.2, l.1841-1847 with constants for every ε: Theorem 9.6 (1)'s clipped DGeo(ε), r = e^-ε, has C² =
    2r/(1 - r)² and D² <= d²C², so D <= dC (O), D = d/(2ε) is a valid bound once d²C² <= d²/(4ε²) and then ln(d/(εD))
    = ln 2 (Omega), and εC -> 0 (C-O: εD/d <= εC): each conclusion's ratio εC over a positive constant tends to 0."""
    return F(0), ">", F(0)


@refuted("004.lower-bound-approximate-rates-uniform", DOMAIN["004.lower-bound-approximate-rates-uniform"],
         lambda w: _keys(w, "part", "d") and w["part"] in ("O", "Omega") and _int(w, "d") in (2, 10, 1000))
def lower_bound_approximate_rates_uniform(w: Witness) -> Sides:
    """004 §9.1.2, l.1870-1872 with constants for every ε: Theorem 9.6 (1)'s clipped DGeo(ε) is ε-DP, so (ε, δ)-DP;
    with r = e^-ε it has C² = 2r/(1 - r)² and C² <= D² <= d²C², so D in O(C) and D in Omega(C) (constants 1 and d).
    Take δ = 1/2: from ε = 4 on ln(ε/δ) >= ln 8, ln d >= ln 2 and, once εC <= 1/2, ln(d/(εD)) >= ln(1/(εC)) >= ln 2,
    so each minimum is at least ln 2, while εC <= (8ε²e^-ε)^(1/2) -> 0: the conclusion's ratio has infimum 0."""
    return F(0), ">", F(0)

