"""Independent formulas for the checker, written from the printed drafts (standard library only).

For every ``refuted`` record: a function of the witness returning (lhs, relation, rhs) as the
printed statement says, and a predicate for the record's ``domain`` text (the text it was written
from is kept beside it, so an edited domain is noticed).  For every ``proved`` record: the two sides
of the printed statement (the larger first) as functions of the certificate's symbols, the
relation the statement needs, and the signs and hypotheses the statement grants.

Nothing here comes from krverify's claims or model: each function re-derives its quantity from
the definitions in the seed text (000 = 000_6dfa2dbc38b4b249.txt, 001 = 001_d8c6cb5d6e66af37.txt,
003 = 003_941cee538ccfd264.txt).  Functions follow paper order.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import comb
from typing import NamedTuple

if __package__:
    from .enclosures import Enclosure
    from .exact import Value, rational
else:  # loaded by path when the checker runs as a file (python krverify/certify/checker.py)
    from enclosures import Enclosure  # type: ignore[no-redef]
    from exact import Value, rational  # type: ignore[no-redef]

Witness = dict[str, object]
#: (lhs, relation, rhs): exact values, or Enclosures of an irrational side (a record decided with certified balls).
Sides = tuple[Value | Enclosure, str, Value | Enclosure]
Point = dict[str, Fraction]


class Refutation(NamedTuple):
    sides: Callable[[Witness], Sides]
    domain: str  # the record's domain text the predicate was written from
    in_domain: Callable[[Witness], bool]


class Target(NamedTuple):
    relation: str  # what the statement needs: left == right, left >= right or left > right
    sides: Callable[[Point], tuple[Fraction, Fraction]]  # (left, right) of the printed statement
    signs: dict[str, str]  # symbol -> 'positive' | 'nonnegative', as the statement grants
    hypotheses: tuple[tuple[Callable[[Point], Fraction], str], ...]  # (expression, '>' | '>=') granted


REFUTED: dict[str, Refutation] = {}
PROVED: dict[str, Target] = {}


def refuted(claim_id: str, domain: str, in_domain: Callable[[Witness], bool]) -> Callable:
    def register(sides: Callable[[Witness], Sides]) -> Callable[[Witness], Sides]:
        REFUTED[claim_id] = Refutation(sides, domain, in_domain)
        return sides
    return register


def proved(claim_id: str, relation: str, signs: dict[str, str] | None = None,
           hypotheses: tuple[tuple[Callable[[Point], Fraction], str], ...] = ()) -> Callable:
    def register(sides: Callable[[Point], tuple[Fraction, Fraction]]) -> Callable[[Point], tuple[Fraction, Fraction]]:
        PROVED[claim_id] = Target(relation, sides, signs or {}, hypotheses)
        return sides
    return register


def positive(names: str) -> dict[str, str]:
    return dict.fromkeys(names.split(), "positive")


# --------------------------------------------------------------------------- witness access and domains

Q5 = frozenset(map(Fraction, ("9/1000", "1/10", "1/4", "333/1000", "49/100")))
Q5_TEXT = "q in {9/1000, 1/10, 1/4, 333/1000, 49/100}"

# A record's domain is swept points, and for an axis with a search region also the region's values: an axis is
# printed "values (searched: region)", and a witness lies in the domain when each axis value is in one of the two.


def _searched_q(grid: str, denominator: int) -> str:
    """The text of a q axis: a grid, searched over (0, 1/2) with bounded denominators."""
    return f"{grid} (searched: q in (0, 1/2), denominators up to {denominator})"


def _range_text(name: str, low: int, high: int, searched: int | None = None) -> str:
    """'N in 1..40 (searched: N in 1..500)'."""
    return f"{name} in {low}..{high}" + (f" (searched: {name} in {low}..{searched})" if searched else "")


def _within(w: Witness, key: str, low: int, high: int) -> bool:
    return low <= _int(w, key) <= high


def _int(w: Witness, key: str) -> int:
    number = w[key]
    if type(number) is not int:
        raise ValueError(f"witness {key} = {number!r} is not an integer")
    return number


def _frac(w: Witness, key: str) -> Fraction:
    return rational(w[key])


def _keys(w: Witness, names: str) -> bool:
    return set(w) == set(names.split())


def _q(w: Witness) -> tuple[Fraction, Fraction]:
    q = _frac(w, "q")
    return q, 1 - q


def _c(n: int, k: int) -> int:
    """C(n, k), 0 outside 0 <= k <= n."""
    return comb(n, k) if 0 <= k <= n else 0


def _expand(*factors: tuple[Fraction, Fraction, int]) -> list[Fraction]:
    """Coefficients of Π (c0 + c1 x)^e for factors (c0, c1, e)."""
    poly = [Fraction(1)]
    for c0, c1, e in factors:
        for _ in range(e):
            poly = [c0 * (poly[i] if i < len(poly) else 0) + c1 * (poly[i - 1] if i else 0)
                    for i in range(len(poly) + 1)]
    return poly


def _count_at(ones: int, zeros: int, q: Fraction, s: int) -> Fraction:
    """P[Bin(ones, p) + Bin(zeros, q) = s]: single bits, each reported 1 with prob. p if set, q if not (t of the
    zeros reported 1; the other terms have a zero binomial)."""
    p = 1 - q
    return sum((_c(ones, s - t) * p ** (s - t) * q ** (ones - s + t) * _c(zeros, t) * q**t * p ** (zeros - t)
                for t in range(max(0, s - ones), min(zeros, s) + 1)), Fraction(0))


# --------------------------------------------------------------------------- 000 §4: the note on indices

_PRINTED_4_2_4_3 = {"(4.2)": r"\lambda_i/\mu_i \ge \lambda_i/\mu_i", "(4.3)": r"a_i/a_i \ge a_i'/a_i'"}


@refuted("000.index-note", "display in {(4.2), (4.3)} (the whole parameter space)",
         lambda w: _keys(w, "display") and w["display"] in _PRINTED_4_2_4_3)
def index_note(w: Witness) -> Sides:
    """000 §4, after (4.3): 'numerator and denominator have the same index (5.2), and different indices in (5.3)':
    for each side x_k/y_l of the printed display (split at \\ge, then at /), the last character of each subscript;
    the sides whose two subscripts agree with the note, against the number of sides."""
    display = str(w["display"])
    same = display == "(4.2)"
    sides = [side.strip().split("/") for side in _PRINTED_4_2_4_3[display].split(r"\ge")]
    subscripts = [tuple(part.rstrip("'")[-1] for part in side) for side in sides]
    agreeing = sum(1 for above, below in subscripts if (above == below) == same)
    return Fraction(agreeing), "==", Fraction(len(subscripts))


# --------------------------------------------------------------------------- 001 §4.2.1: Theorem 4.1 and Lemma 1

def _b_symbols(v: Point) -> tuple[Fraction, Fraction, Fraction]:
    return v["bi"], v["bim"], v["bimm"]


@proved("001.simplifies-to.corrected", "==", positive("p q"))
def simplifies_to_corrected(v: Point) -> tuple[Fraction, Fraction]:
    """001 §4.2.1, after (4.15), corrected: the expansion equals (p² - q²)² (b_(i-1)² - b_i b_(i-2))
    (b_i, b_(i-1), b_(i-2) written bi, bim, bimm)."""
    b0, b1, b2 = _b_symbols(v)
    q, p = v["q"], v["p"]
    left = ((b0 * q * p + (q * q + p * p) * b1 + b2 * q * p) ** 2
            - (b0 * q * q + 2 * q * p * b1 + b2 * p * p) * (b0 * p * p + 2 * q * p * b1 + b2 * q * q))
    return left, (p * p - q * q) ** 2 * (b1 * b1 - b0 * b2)


@proved("001.first-term-positive", ">", positive("p q"), ((lambda v: v["p"] - v["q"], ">"),))
def first_term_positive(v: Point) -> tuple[Fraction, Fraction]:
    """001 §4.2.1, after (4.15): (p² - q²)² > 0 (0 < q < 1/2, p = 1 - q, so p - q > 0)."""
    return (v["p"] ** 2 - v["q"] ** 2) ** 2, Fraction(0)


# --------------------------------------------------------------------------- 001 §4.3: local privacy

def _ratio_4_32(n: int, i: int, q: Fraction) -> Fraction:
    """R_i = P(s = i|D_m)/P(s = i|D) for D of N set bits, D_m with one of them cleared: dividing
    C(N-1, i) p^i q^(N-1-i) p + C(N-1, i-1) p^(i-1) q^(N-i) q by C(N, i) p^i q^(N-i) gives (4.32)."""
    p = 1 - q
    return Fraction(n - i, n) * p / q + Fraction(i, n) * q / p


def _r_real(n: int, q: Fraction, i: Value) -> Value:
    """(4.32) at a real i: (N - i)/N p/q + i/N q/p (a test plants it in 001.local-dp-variance-bound's entry)."""
    p = 1 - q
    return (n - i) / n * p / q + i / n * q / p




@proved("001.window-maximum.corrected", ">=", positive("p q N"),
        ((lambda v: v["x"] - v["a"], ">="), (lambda v: v["p"] - v["q"], ">")))
def window_maximum_corrected(v: Point) -> tuple[Fraction, Fraction]:
    """001 §4.3, after (4.32), i real: R_i = (N - i)/N p/q + i/N q/p (4.32) at a against at x, for a <= x (p > q)."""
    p, q, n = v["p"], v["q"], v["N"]

    def r(i: Fraction) -> Fraction:
        return (n - i) / n * (p / q) + i / n * (q / p)
    return r(v["a"]), r(v["x"])




def _in_window(s: int, mean: Fraction, variance: Fraction) -> bool:
    """mean - 3√variance <= s <= mean + 3√variance, exactly."""
    return (s - mean) ** 2 <= 9 * variance


_FORWARD, _BACKWARD = "P(s|D_m)/P(s|D)", "P(s|D)/P(s|D_m)"


def _collection_window(n: int, ones: int, q: Fraction) -> list[int]:
    """The outcomes within 3σ of the mean of a collection with ``ones`` set bits among n reports:
    |s - (p·ones + q(n - ones))| <= 3√(pqn) (l.263 for D; (4.50)-(4.55) for D_m)."""
    p = 1 - q
    return [s for s in range(n + 1) if _in_window(s, p * ones + q * (n - ones), p * q * n)]


def _pair(w: Witness, k: int, M: int, s: int, order: str) -> Fraction:
    """P(s|D_m)/P(s|D) or its inverse for D with M set records (kM set bits of kN reports) and D_m with M - 1."""
    n, q = _int(w, "N"), _frac(w, "q")
    d, dm = _count_at(k * M, k * (n - M), q, s), _count_at(k * (M - 1), k * (n - M + 1), q, s)
    return dm / d if order == _FORWARD else d / dm


_Q_EXAMPLE, _Q_K2 = Fraction(9, 1000), Fraction(244, 10000)


def _required_domain(w: Witness, k: int, q: Fraction) -> bool:
    n, m, s = _int(w, "N"), _int(w, "M"), _int(w, "s")
    names = "M N lambda order q s window" + (" k" if k > 1 else "")
    if not (_keys(w, names) and n == 1000 and _frac(w, "q") == q and _frac(w, "lambda") == 2 and 1 <= m <= n
            and w["window"] in ("D", "D_m") and w["order"] in (_FORWARD, _BACKWARD)
            and (k == 1 or _int(w, "k") == k)):
        return False
    return s in _collection_window(k * n, k * m if w["window"] == "D" else k * (m - 1), q)


@refuted("001.required-noise", "N = 1000, λ = 2, q = 0.009 (l.299-301); every pair D (1 <= M <= N set records), D_m "
         "(M - 1); the window of D and of D_m; every s in it; both orders",
         lambda w: _required_domain(w, 1, _Q_EXAMPLE))
def required_noise(w: Witness) -> Sides:
    """001 §4.3, after (4.45): 'the required noise is q = 0.009' for the local guarantee: the ratio of the pair in the
    witness's order at s of the witness's window is at most λ."""
    return _pair(w, 1, _int(w, "M"), _int(w, "s"), str(w["order"])), "<=", _frac(w, "lambda")


@refuted("001.required-noise-k", "N = 1000, k = 2, λ = 2, q = 0.0244 (above (5.24)'s bound 0.02432..., l.439); "
         "qpkN/(p - q)² >= 9/(√2 - 1)² ((5.23) at λ = 2, k = 2); every pair D (1 <= M <= N set records), D_m (M - 1); "
         "the window of D and of D_m; every s in it; both orders", lambda w: _required_domain(w, 2, _Q_K2))
def required_noise_k(w: Witness) -> Sides:
    """001 §5.3, (5.24): at a q satisfying (5.24) the local guarantee holds: the witness's ratio is at most λ."""
    return _pair(w, 2, _int(w, "M"), _int(w, "s"), str(w["order"])), "<=", _frac(w, "lambda")


if __package__:  # per-document formulas register themselves on import
    from . import formulas_004, formulas_004_s1_s4, formulas_004_s5_s6, formulas_004_s8_s9
else:
    import formulas_004  # type: ignore[no-redef]  # noqa: F401
    import formulas_004_s1_s4  # type: ignore[no-redef]  # noqa: F401
    import formulas_004_s5_s6  # type: ignore[no-redef]  # noqa: F401
    import formulas_004_s8_s9  # type: ignore[no-redef]  # noqa: F401

