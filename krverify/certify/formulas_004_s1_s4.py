"""The independent formula for 004.report-noisy-max (§4.1.1, Report Noisy Max), written from the printed survey
(standard library only; conventions as in formulas_004): the law of the difference of two Laplace variables as an
exact sum of exponentials, enclosed by enclosures.enclose_sum."""

from __future__ import annotations

from fractions import Fraction

if __package__:
    from .enclosures import enclose_sum as _enclose
    from .formulas import Sides, Witness, refuted
    from .formulas_004 import _fr, _int, _keys
else:  # loaded by path with the checker run as a file
    from enclosures import enclose_sum as _enclose  # type: ignore[no-redef]
    from formulas import Sides, Witness, refuted  # type: ignore[no-redef]
    from formulas_004 import _fr, _int, _keys  # type: ignore[no-redef]

F = Fraction


DOMAIN: dict[str, str] = {
    "004.report-noisy-max": (
        "k in {2, 3}; eps in {1/2, 1, 2}; every c' = q(x') in {0, 1}^k; every d in {-1, 0, 1}^k (each query "
        "moves by at most its sensitivity 1); output i = 0 (the families of c' and d are symmetric under "
        "relabelling the queries)"),
}

EPS3 = (F(1, 2), F(1), F(2))


def _vector(value: object) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(v) is int for v in value):
        raise ValueError(f"{value!r} is not a list of integers")
    return tuple(value)


# --------------------------------------------------------------------------- §4.1.1


def _rnm_domain(w: Witness) -> bool:
    if not _keys(w, "k", "eps", "c'", "d", "i") or _fr(w["eps"]) not in EPS3:
        return False
    k, cp, d, i = _int(w, "k"), _vector(w["c'"]), _vector(w["d"]), _int(w, "i")
    return k in (2, 3) and len(cp) == len(d) == k and set(cp) <= {0, 1} and set(d) <= {-1, 0, 1} and i == 0


def _win_two(c: tuple[int, ...], i: int, eps: Fraction) -> dict[Fraction, Fraction]:
    """k = 2: Pr[c_i + r_i > c_j + r_j] = Pr[D > g], D = r_i - r_j the difference of two Lap(1/ε), g = c_j - c_i:
    (1/4)(2 + εg) e^(-εg) for g >= 0, 1 - (1/4)(2 - εg) e^(εg) for g < 0."""
    g = F(c[1 - i] - c[i])
    if g >= 0:
        return {-eps * g: (2 + eps * g) / 4}
    return {F(0): F(1), eps * g: -(2 - eps * g) / 4}


@refuted("004.report-noisy-max", DOMAIN["004.report-noisy-max"], _rnm_domain)
def report_noisy_max(w: Witness) -> Sides:
    """004 §4.1.1, Theorem 4.3: Pr[i | c] <= e^ε Pr[i | c'] and the reverse, c = c' + d, Lap(1/ε) noise; the first
    failing order with the lower enclosure on the left and the upper one on the right (k = 2 by the law of the
    difference of two Laplace variables)."""
    eps, cp, d, i = _fr(w["eps"]), _vector(w["c'"]), _vector(w["d"]), _int(w, "i")
    if _int(w, "k") != 2:
        raise ValueError("the independent formula covers k = 2")
    c = tuple(a + b for a, b in zip(cp, d, strict=True))
    for first, second in ((c, cp), (cp, c)):
        left = _win_two(first, i, eps)
        right = {s + eps: value for s, value in _win_two(second, i, eps).items()}
        low, high = _enclose(left)[0], _enclose(right)[1]
        if low > high:
            return low, "<=", high
    raise ValueError("no order fails at the witness")


# --------------------------------------------------------------------------- §4.1.2


