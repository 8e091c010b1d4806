"""Independent formulas for the refuted records of 004_3b24c074030182c5.txt, §6 (sparse vector, NumericSparse, SmallDB)
that do not yet state their formula (every §5 record now declares one: the checker re-evaluates the ledger's formula),
written from the printed survey (standard library only; conventions as in formulas_004). Functions follow paper order.

§6 integrates the Laplace noises of the sparse vector algorithms in closed form: the probability of a pattern of ⊤/⊥
answers with one shared threshold T̂ = T + Lap(σ) and query noises Lap(2σ) is Σ c·e^s with rational c, s; a printed
comparison that fails is shown with rational bounds of each e^s (enclosures.exp_bounds's recipe: T_60 with its
remainder, the records' :func:`krverify.model.exp_sums.enclose`).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise
from math import isqrt

if __package__:
    from .enclosures import enclose_sum as _enclose
    from .formulas import Sides, Witness, refuted
    from .formulas_004 import (
        _fr,
        _fracs,
        _keys,
    )
else:  # loaded by path with the checker run as a file
    from enclosures import enclose_sum as _enclose  # type: ignore[no-redef]
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]
    from formulas_004 import (  # type: ignore[no-redef]
        _fr,
        _fracs,
        _keys,
    )

F = Fraction

#: The records' domain texts, as the ledger states them (each predicate below is written from its text).
DOMAIN: dict[str, str] = {
    '004.theorem-6.4': (
        "eps = 1; (c, ln(1/delta)) in {(1, delta = 0), (2, delta = 0), (1, 1/2), (1, 2), (2, 1/4), (2, 1)} "
        "(32c ln(1/delta) a square, so sigma is rational); q_i(x') - q_i(x) = shifts in {(1, 1), (1, -1), "
        "(-1, 1), (-1, -1), (1, 0), (0, -1)}; swap in {0, 1}: (x, x') as stated, or exchanged (every set of "
        "outputs); and eps = 50; (c, ln(1/delta)) in {(3, 1/96), (4, 1/128)} (sigma = 1/eps); q_i(x) = a, "
        "q_i(x') = a - 1 for i <= c, a in {1/8, 1/4, 1/2}, the set {⊤^c}"
    ),
}


# --------------------------------------------------------------------------- §6: sums Σ c e^s of Laplace integrals

Exps = dict[Fraction, Fraction]


def _collect(terms: list[tuple[Fraction, Fraction]]) -> Exps:
    out: Exps = {}
    for s, c in terms:
        out[s] = out.get(s, F(0)) + c
    return {s: c for s, c in out.items() if c}


def _laplace_noise(t: Fraction, q: Fraction, b: Fraction, top: bool) -> list[tuple[Fraction, Fraction, Fraction]]:
    """Pr[q + v >= t] (top) or Pr[q + v < t], v ~ Lap(b), on the side of q where t lies, as terms (c, a, w) of
    c·e^(a t + w)."""
    if t < q:
        above = [(F(1), F(0), F(0)), (F(-1, 2), 1 / b, -q / b)]
    else:
        above = [(F(1, 2), -1 / b, q / b)]
    if top:
        return above
    return [(F(1), F(0), F(0))] + [(-c, a, w) for c, a, w in above]


def _shared_threshold(queries: list[tuple[Fraction, bool | None]], T: Fraction, sigma: Fraction,
                      above: Fraction | None = None) -> Exps:
    """∫ f(t) Π_i Pr[query i comes out as prescribed | T̂ = t] dt, T̂ = T + Lap(σ), v_i ~ Lap(2σ), integrated in
    closed form on each interval between T and the answers; with ``above``, over t > above only."""
    points = sorted({T, *(q for q, bit in queries if bit is not None), *(() if above is None else (above,))})
    pieces = [(None, points[0])] + list(pairwise(points)) + [(points[-1], None)]
    if above is not None:
        pieces = [(low, high) for low, high in pieces if low is not None and low >= above]
    terms: list[tuple[Fraction, Fraction]] = []
    for low, high in pieces:
        probe = high - 1 if low is None else (low + 1 if high is None else (low + high) / 2)
        integrand = [(1 / (2 * sigma), F(1) / sigma, -T / sigma) if probe < T else
                     (1 / (2 * sigma), F(-1) / sigma, T / sigma)]
        for q, bit in queries:
            if bit is None:
                continue
            factor = _laplace_noise(probe, q, 2 * sigma, bit)
            integrand = [(c1 * c2, a1 + a2, w1 + w2) for c1, a1, w1 in integrand for c2, a2, w2 in factor]
        for c, a, w in integrand:
            if a == 0:
                terms.append((w, c * (high - low)))  # a bounded interval (the integral is finite)
                continue
            if high is not None:
                terms.append((w + a * high, c / a))
            if low is not None:
                terms.append((w + a * low, -c / a))
    return _collect(terms)


def _times(*sums: Exps) -> Exps:
    out: Exps = {F(0): F(1)}
    for factor in sums:
        out = _collect([(s1 + s2, c1 * c2) for s1, c1 in out.items() for s2, c2 in factor.items()])
    return out


def _low(total: Exps) -> Fraction:
    return _enclose(total)[0]


def _high(total: Exps) -> Fraction:
    return _enclose(total)[1]


@refuted("004.theorem-6.4", DOMAIN["004.theorem-6.4"],
         lambda w: _keys(w, "eps", "budget", "a") and _fr(w["eps"]) == 50
         and _fracs(w["budget"]) in ((3, F(1, 96)), (4, F(1, 128))) and _fr(w["a"]) in (F(1, 8), F(1, 4), F(1, 2)))
def theorem_6_4(w: Witness) -> Sides:
    """004 §6.1, Theorem 6.4 (Algorithm 6, δ > 0: σ = √(32c ln(1/δ))/ε, the threshold redrawn after each ⊤): c queries
    answering a on x and a - 1 on x', the output ⊤^c: Pr[⊤^c] - e^ε Pr'[⊤^c] against δ."""
    eps, (cutoff, m), a = _fr(w["eps"]), _fracs(w["budget"]), _fr(w["a"])
    c = int(cutoff)
    root = isqrt(32 * c * m.numerator * m.denominator)
    if root * root != 32 * c * m.numerator * m.denominator:
        raise ValueError("32c ln(1/delta) is not a square")
    sigma = F(root, m.denominator) / eps

    def all_top(q: Fraction) -> Exps:
        return _times(*[_shared_threshold([(q, True)], F(0), sigma)] * c)
    gap = _collect([*all_top(a).items(), *((s + eps, -coefficient) for s, coefficient in all_top(a - 1).items())])
    return _low(gap), "<=", _high({-m: F(1)})
