"""k-fold adaptive composition (004 Definition 5.6) of finite mechanisms, exactly.

A mechanism on a neighbouring pair is (P0, P1): its output laws on x^0 and on x^1, rational tuples.  An adversary
picks the i-th mechanism from a named family by the outputs y_1, ..., y_(i-1) it has seen: a *strategy* is a tuple
of (history, name) items, one for every history it can reach (the empty history first).  The view V^b is
(y_1, ..., y_k); its law is the product of the chosen mechanisms' conditional laws (the chain rule of 004 l.902).
The adversary's own coins need no coordinate here: a coin r in the view multiplies Pr[V^0 = (r, y)] and
Pr[V^1 = (r, y)] by the same Pr[r], so every quantity below of a coin-flipping adversary is the Pr[r]-mixture of
those of the deterministic strategies it mixes (its hockey-stick divergence and its privacy-loss tail are at most
their maximum); :func:`views_with_coin` builds such a mixed view to check that the coin term cancels.

>>> family = pure_family(Fraction(2))
>>> rr = (((), "RR"),)
>>> views(family, rr, 1) == family["RR"]
True
>>> P, Q = views(family, (((), "RR"), ((0,), "RR"), ((1,), "skew")), 2)
>>> P  # RR then, after y_1 = 0, RR again; after y_1 = 1, the skewed pair
(Fraction(4, 9), Fraction(2, 9), Fraction(8, 33), Fraction(1, 11))
>>> sum(P), sum(Q)
(Fraction(1, 1), Fraction(1, 1))
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from fractions import Fraction
from itertools import product

from flint import arb

from krverify.model.balls import ball
from krverify.model.continuous import compare
from krverify.model.mechanisms import Dist, kary_pair, rr_pair

__all__ = ["Pair", "Strategy", "adaptive_strategies", "approx_family", "conditional_ratios", "histories",
           "mass_above", "nonadaptive_strategies", "pure_family", "skew_pair", "strategy_text", "views",
           "views_with_coin"]

F = Fraction
Pair = tuple[Dist, Dist]
Strategy = tuple[tuple[tuple[int, ...], str], ...]


def skew_pair(lam: Fraction, a: Fraction) -> Pair:
    """The binary pair with P(0)/Q(0) = a and Q(1)/P(1) = λ (1 < a <= λ): Q(0) = (λ - 1)/(λa - 1), P(0) = a Q(0).
    Its levels are max(a, 1) and λ, so it is ln(λ)-DP, but unlike randomized response its two privacy losses
    ln a and -ln λ differ (the reader's pair (13/19, 6/19) | (10/19, 9/19) at λ = 3/2, a = 13/10).

    >>> skew_pair(Fraction(3, 2), Fraction(13, 10))
    ((Fraction(13, 19), Fraction(6, 19)), (Fraction(10, 19), Fraction(9, 19)))
    """
    if not 1 < a <= lam:
        raise ValueError(f"a={a} must satisfy 1 < a <= lambda={lam}")
    q = (lam - 1) / (lam * a - 1)
    return (a * q, 1 - a * q), (q, 1 - q)


def pure_family(lam: Fraction) -> dict[str, Pair]:
    """ε-DP mechanisms (e^ε = λ > 1) an adversary may pick, by name: randomized response (RR) and its mirror (RR',
    x^0 and x^1 exchanged), 3-ary RR, the skewed pair with a = 1 + 3(λ - 1)/5 and its mirror, and the constant
    mechanism (one output)."""
    P, Q = rr_pair(lam)
    S, T = skew_pair(lam, 1 + 3 * (lam - 1) / 5)
    return {"RR": (P, Q), "RR'": (Q, P), "3RR": kary_pair(lam, 3), "skew": (S, T), "skew'": (T, S),
            "null": ((F(1),), (F(1),))}


def approx_family(lam: Fraction, delta: Fraction) -> dict[str, Pair]:
    """(ε, δ)-DP mechanisms (e^ε = λ, 0 < δ < 1): RR with two δ-atoms (outputs seen only on x^0, only on x^1),
    RR with δ folded into its two outputs (P = (δ + λ(1 - δ)/(1 + λ), (1 - δ)/(1 + λ)), Q mirrored: both
    hockey-stick divergences at λ equal δ), and the ε-DP pairs of :func:`pure_family` (δ-DP for every δ)."""
    keep = (1 - delta) / (1 + lam)
    atoms = ((delta, lam * keep, keep, F(0)), (F(0), keep, lam * keep, delta))
    folded = ((delta + lam * keep, keep), (keep, delta + lam * keep))
    return {"atoms": atoms, "atoms'": (atoms[1], atoms[0]), "folded": folded, **pure_family(lam)}


def histories(family: Mapping[str, Pair], strategy: Strategy | Mapping[tuple[int, ...], str], k: int
              ) -> Iterator[tuple[int, ...]]:
    """Every view (y_1, ..., y_k) the strategy can produce, in lexicographic order."""
    chosen = dict(strategy)

    def walk(prefix: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if len(prefix) == k:
            yield prefix
            return
        for y in range(len(family[chosen[prefix]][0])):
            yield from walk((*prefix, y))
    return walk(())


def conditional_ratios(family: Mapping[str, Pair], strategy: Strategy | Mapping[tuple[int, ...], str],
                       view: Sequence[int]) -> list[tuple[Fraction, Fraction]]:
    """(Pr[Y_i^0 = y_i | prefix], Pr[Y_i^1 = y_i | prefix]) for each round i of ``view``."""
    chosen = dict(strategy)
    return [(family[chosen[tuple(view[:i])]][0][y], family[chosen[tuple(view[:i])]][1][y])
            for i, y in enumerate(view)]


def views(family: Mapping[str, Pair], strategy: Strategy | Mapping[tuple[int, ...], str], k: int) -> Pair:
    """The laws of V^0 and V^1 over :func:`histories` (the chain rule: a product of conditional laws)."""
    laws: tuple[list[Fraction], list[Fraction]] = ([], [])
    for view in histories(family, strategy, k):
        p = q = F(1)
        for a, b in conditional_ratios(family, strategy, view):
            p, q = p * a, q * b
        laws[0].append(p)
        laws[1].append(q)
    return tuple(laws[0]), tuple(laws[1])


def views_with_coin(family: Mapping[str, Pair], strategies: Sequence[Strategy], coin: Sequence[Fraction], k: int
                    ) -> tuple[list[tuple[int, tuple[int, ...]]], Dist, Dist]:
    """An adversary that draws r with law ``coin`` and then plays ``strategies[r]``: its views (r, y) and their laws
    Pr[R = r] Pr[V^b = y | r] on x^0 and x^1."""
    keys, P, Q = [], [], []
    for r, (weight, strategy) in enumerate(zip(coin, strategies, strict=True)):
        on_0, on_1 = views(family, strategy, k)
        for view, p, q in zip(histories(family, strategy, k), on_0, on_1, strict=True):
            keys.append((r, view))
            P.append(weight * p)
            Q.append(weight * q)
    return keys, tuple(P), tuple(Q)


def adaptive_strategies(family: Mapping[str, Pair], first: Sequence[str], then: Sequence[str], k: int
                        ) -> Iterator[Strategy]:
    """Every strategy whose first mechanism is in ``first`` and whose later ones (each chosen by the whole history)
    are in ``then``: fully adaptive trees of depth k.

    >>> fam = pure_family(Fraction(2))
    >>> len(list(adaptive_strategies(fam, ("RR", "3RR"), ("RR", "skew"), 2)))  # 2^2 + 2^3
    12
    """
    def grow(strategy: Strategy, frontier: list[tuple[int, ...]], depth: int) -> Iterator[Strategy]:
        if depth == k:
            yield strategy
            return
        for names in product(then, repeat=len(frontier)):
            chosen = tuple(zip(frontier, names, strict=True))
            nxt = [(*h, y) for h, name in chosen for y in range(len(family[name][0]))]
            yield from grow(strategy + chosen, nxt, depth + 1)
    for name in first:
        yield from grow((((), name),), [(y,) for y in range(len(family[name][0]))], 1)


def nonadaptive_strategies(family: Mapping[str, Pair], names: Sequence[str], k: int) -> Iterator[Strategy]:
    """Every strategy that plays a fixed sequence of k mechanisms from ``names`` whatever it sees.

    >>> fam = pure_family(Fraction(2))
    >>> len(list(nonadaptive_strategies(fam, ("RR", "3RR"), 3)))
    8
    """
    for sequence in product(names, repeat=k):
        strategy: list[tuple[tuple[int, ...], str]] = []
        frontier: list[tuple[int, ...]] = [()]
        for name in sequence:
            strategy += [(h, name) for h in frontier]
            frontier = [(*h, y) for h in frontier for y in range(len(family[name][0]))]
        yield tuple(strategy)


def mass_above(P: Sequence[Fraction], Q: Sequence[Fraction], level: Callable[[], arb],
               bounds: tuple[Fraction, Fraction]) -> tuple[Fraction, Fraction]:
    """(P(B), Q(B)) for B = {v : P(v) > L Q(v)}, L the real the ball computation ``level`` encloses within the
    rational ``bounds``: each outcome's side decided by the bounds, else by balls (Undecided on a tie).

    >>> mass_above((Fraction(2, 3), Fraction(1, 3)), (Fraction(1, 3), Fraction(2, 3)), lambda: ball(3) / 2,
    ...            (Fraction(3, 2), Fraction(3, 2)))
    (Fraction(2, 3), Fraction(1, 3))
    """
    low, high = bounds
    on_p = on_q = Fraction(0)
    for p, q in zip(P, Q, strict=True):
        if p == 0 or p <= low * q:
            continue
        if p > high * q or compare(lambda p=p, q=q: ball(p) / ball(q), ">", level)[0]:
            on_p, on_q = on_p + p, on_q + q
    return on_p, on_q


def strategy_text(strategy: Strategy) -> str:
    """``RR; y=0: skew; y=1: RR'`` — the first mechanism, then the choice after each history."""
    return "; ".join(name if not h else "y=" + "".join(map(str, h)) + ": " + name for h, name in strategy)
