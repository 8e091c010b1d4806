"""Independent formulas for the refuted records of 004_3b24c074030182c5.txt, §8 (Theorem 8.7), written from the
printed survey (standard library only; conventions as in formulas_004); the other records of §8 and §9 declare
their formulas in their claims.
"""

from __future__ import annotations

from fractions import Fraction

if __package__:
    from . import enclosures as _enc
    from .enclosures import Enclosure
    from .formulas import Sides, Witness, refuted
    from .formulas_004 import (
        _fr,
        _grid_or,
        _int,
        _ints,
        _keys,
        _marginals,
    )
else:  # loaded by path with the checker run as a file
    import enclosures as _enc  # type: ignore[no-redef]
    from enclosures import Enclosure  # type: ignore[no-redef]
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]
    from formulas_004 import (  # type: ignore[no-redef]
        _fr,
        _grid_or,
        _int,
        _ints,
        _keys,
        _marginals,
    )

F = Fraction

#: The records' domain texts, as the ledger states them (each predicate below is written from its text).
DOMAIN: dict[str, str] = {
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
}


# --------------------------------------------------------------------------------------------- §8, issue 38


def _exp_of(x: Enclosure) -> Enclosure:
    """e^x for an enclosed x (e^x is increasing)."""
    return Enclosure(_enc.exp_bounds(x.low)[0], _enc.exp_bounds(x.high)[1])


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
