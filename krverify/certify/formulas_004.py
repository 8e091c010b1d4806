"""Independent formulas for the refuted records of 004_3b24c074030182c5.txt (a survey of differential privacy),
written from the printed survey (standard library only).

Conventions of the survey: ε-RR keeps a bit with probability e^ε/(1 + e^ε); RAPPOR's permanent RR sets
B'_i = 1 w.p. f/2, 0 w.p. f/2, B_i w.p. 1 - f, its instantaneous RR reports 1 w.p. p (B'_i = 1) or q;
1-bit estimation sends 1 w.p. 1/(e^ε + 1) + (X/m)(e^ε - 1)/(e^ε + 1); Definition 3.5: Pr[M(x) ∈ S] <= e^ε
Pr[M(y) ∈ S] + δ for every S.  ln v on the refuting side of a comparison with 1/ε² is its lower bound
2 Σ_{j<60} y^(2j+1)/(2j+1), y = (v - 1)/(v + 1); other logarithms and e^ε for rational ε are enclosed by
series with explicit remainders.  The witnesses' families (laws, joint laws of mechanisms, distributions) are
rebuilt here from the domain texts.  Functions follow paper order.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

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


def _sets(size: int) -> list[tuple[int, ...]]:
    return [S for k in range(size + 1) for S in combinations(range(size), k)]


def _mass(P: tuple[Fraction, ...], S: tuple[int, ...] | list[int]) -> Fraction:
    return sum((P[z] for z in S), Fraction(0))


#: The records' domain texts, as the ledger states them (each predicate below is written from its text).
DOMAIN = {
}


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


def _marginals(sizes: tuple[int, ...], law: Dist) -> list[Dist]:
    cells = list(product(*(range(s) for s in sizes)))
    return [tuple(sum((p for c, p in zip(cells, law, strict=True) if c[i] == r), F(0)) for r in range(s))
            for i, s in enumerate(sizes)]


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
