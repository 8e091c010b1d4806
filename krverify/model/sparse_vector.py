"""The sparse vector technique (004 §6.1) exactly: output probabilities of AboveThreshold, Sparse and NumericSparse.

With the threshold noise T̂ = T + Lap(σ) and the query noise v_i ~ Lap(2σ) (Algorithms 5-7 all draw v_i at twice
the threshold's scale), the probability that each query i with answer q_i comes out ⊤ (q_i + v_i >= T̂) or ⊥ as
prescribed is the integral over t of the density of T̂ times a product of Laplace tails Pr[v_i >= t - q_i] or
Pr[v_i < t - q_i].  Between consecutive breakpoints (T and the q_i) every factor is a sum of terms c·e^(w + ρt)
with rational c, w, ρ (σ rational), so the integral is a finite sum Σ c·e^s of exponentials with rational
coefficients and exponents: an :data:`krverify.model.exp_sums.ExpSum`, exact, read as a real number by that
module's rational enclosures or balls.

>>> half = threshold_probability([(Fraction(0), True)], Fraction(0), Fraction(2))
>>> half  # Pr[v >= T̂ - T]: the difference of two symmetric noises is symmetric
{Fraction(0, 1): Fraction(1, 2)}
>>> p = threshold_probability([(Fraction(0), False)] * 3 + [(Fraction(0), True)] * 2, Fraction(0), Fraction(2))
>>> p == {Fraction(0): Fraction(11, 480)}  # 004 §6.1 read004_B B3: ⊥⊥⊥⊤⊤ with all answers at T, ε = 1
True
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from fractions import Fraction

from krverify.model.exp_sums import ExpSum, add, product

__all__ = ["above_threshold", "sparse", "threshold_probability"]

F = Fraction
#: an integrand term c·e^(w + ρ t) as {(ρ, w): c}
_Terms = dict[tuple[Fraction, Fraction], Fraction]


def _add(into: dict, key: object, value: Fraction) -> None:
    total = into.get(key, F(0)) + value
    if total:
        into[key] = total
    else:
        into.pop(key, None)


def _times(left: _Terms, right: _Terms) -> _Terms:
    out: _Terms = {}
    for (rho_a, w_a), c_a in left.items():
        for (rho_b, w_b), c_b in right.items():
            _add(out, (rho_a + rho_b, w_a + w_b), c_a * c_b)
    return out


def _above(t: Fraction, q: Fraction, b: Fraction) -> _Terms:
    """Pr[v >= t - q] for v ~ Lap(b), as terms in t on the side of q where t lies."""
    if t < q:  # 1 - ½ e^((t - q)/b)
        return {(F(0), F(0)): F(1), (1 / b, -q / b): F(-1, 2)}
    return {(-1 / b, q / b): F(1, 2)}  # ½ e^(-(t - q)/b)


def _below(t: Fraction, q: Fraction, b: Fraction) -> _Terms:
    """Pr[v < t - q] = 1 - Pr[v >= t - q]."""
    out: _Terms = {(F(0), F(0)): F(1)}
    for key, c in _above(t, q, b).items():
        _add(out, key, -c)
    return out


def threshold_probability(queries: Sequence[tuple[Fraction, bool | None]], T: Fraction, sigma: Fraction, *,
                          window: tuple[Fraction | None, Fraction | None] = (None, None)) -> ExpSum:
    """Pr[each query i with answer q_i is ⊤ (True), ⊥ (False) or either (None)] for one noisy threshold
    T̂ = T + Lap(σ) shared by the queries and independent v_i ~ Lap(2σ): ∫ f_T̂(t) Π_i Pr[q_i + v_i >= t or < t] dt.
    ``window`` = (low, high): the same with T̂ restricted to low < T̂ <= high (None: unbounded on that side).

    >>> whole = threshold_probability([(Fraction(1), True)], Fraction(0), Fraction(1))
    >>> parts = [threshold_probability([(Fraction(1), True)], Fraction(0), Fraction(1), window=w)
    ...          for w in ((None, Fraction(-1)), (Fraction(-1), Fraction(2)), (Fraction(2), None))]
    >>> add(*parts) == whole
    True
    """
    if sigma <= 0:
        raise ValueError("sigma must be positive")
    b = 2 * sigma
    first, last = window
    if first is not None and last is not None and first >= last:
        return {}
    cuts = sorted({F(T)} | {F(q) for q, bit in queries if bit is not None} | {F(e) for e in window if e is not None})
    cuts = [c for c in cuts if (first is None or c >= first) and (last is None or c <= last)]
    edges: list[Fraction | None] = [None if first is None else F(first), *cuts, None if last is None else F(last)]
    edges = [e for i, e in enumerate(edges) if i == 0 or e != edges[i - 1]]
    result: ExpSum = {}
    for low, high in itertools.pairwise(edges):
        inside = (high - 1 if low is None else low + 1 if high is None else (low + high) / 2)  # type: ignore[operator]
        terms: _Terms = ({(1 / sigma, -T / sigma): 1 / (2 * sigma)} if inside < T
                         else {(-1 / sigma, T / sigma): 1 / (2 * sigma)})
        for q, bit in queries:
            if bit is not None:
                terms = _times(terms, _above(inside, F(q), b) if bit else _below(inside, F(q), b))
        for (rho, w), c in terms.items():
            if rho == 0:
                if low is None or high is None:
                    raise ValueError("a constant integrand on an unbounded interval")
                _add(result, w, c * (high - low))
                continue
            if (low is None and rho <= 0) or (high is None and rho >= 0):
                raise ValueError("the integrand does not vanish at infinity")
            if high is not None:
                _add(result, w + rho * high, c / rho)
            if low is not None:
                _add(result, w + rho * low, -c / rho)
    return add(result)


def above_threshold(answers: Sequence[Fraction], output: Sequence[bool], T: Fraction, eps: Fraction, *,
                    halting: bool) -> ExpSum:
    """Pr[AboveThreshold(x, {q_i}, T, ε) = output] with T̂ = T + Lap(2/ε), v_i ~ Lap(4/ε) (Algorithm 5).

    ``halting=False``: Algorithm 5 as printed, answering every query with the same T̂ (``output`` has one bit per
    answer).  ``halting=True``: Dwork-Roth's AboveThreshold, which stops after the first ⊤: ``output`` is ⊥…⊥⊤ or
    all ⊥ (one bit per answer), any other output has probability 0."""
    if len(output) != len(answers):
        raise ValueError("one output bit per answer")
    if halting and True in output[:-1]:
        return {}
    return threshold_probability(list(zip(answers, output, strict=True)), T, 2 / F(eps))


def sparse(answers: Sequence[Fraction], output: Sequence[bool], T: Fraction, sigma: Fraction, c: int) -> ExpSum:
    """Pr[Sparse = output] (Algorithm 6 with the threshold redrawn after each ⊤ and a halt at the c-th ⊤): the
    stages between ⊤'s are independent halting AboveThreshold runs with T̂_j = T + Lap(σ), v_i ~ Lap(2σ).
    ``output`` has one bit per answered query: it ends at the c-th ⊤ or at the last query."""
    if output.count(True) > c or (output.count(True) == c and output[-1] is not True) or len(output) > len(answers):
        return {}
    if len(output) < len(answers) and output.count(True) < c:
        return {}  # Sparse answers every query until the c-th ⊤
    stages, start = [], 0
    for i, bit in enumerate(output):
        if bit or i == len(output) - 1:
            stages.append(threshold_probability(list(zip(answers[start:i + 1], output[start:i + 1], strict=True)),
                                                T, sigma))
            start = i + 1
    return product(*stages)
