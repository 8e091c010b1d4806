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
from itertools import combinations_with_replacement, product
from math import comb, factorial, prod
from typing import NamedTuple

if __package__:
    from .enclosures import Enclosure
    from .exact import Surd, Value, ceil_to, rational, round_half_up
else:  # loaded by path when the checker runs as a file (python krverify/certify/checker.py)
    from enclosures import Enclosure  # type: ignore[no-redef]
    from exact import Surd, Value, ceil_to, rational, round_half_up  # type: ignore[no-redef]

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

Q3 = frozenset(map(Fraction, ("9/1000", "1/10", "1/4")))
Q5 = frozenset(map(Fraction, ("9/1000", "1/10", "1/4", "333/1000", "49/100")))
Q3_TEXT = "q in {9/1000, 1/10, 1/4}"
Q5_TEXT = "q in {9/1000, 1/10, 1/4, 333/1000, 49/100}"

# A record's domain is swept points, and for an axis with a search region also the region's values: an axis is
# printed "values (searched: region)", and a witness lies in the domain when each axis value is in one of the two.


def _searched_q(grid: str, denominator: int) -> str:
    """The text of a q axis: a grid, searched over (0, 1/2) with bounded denominators."""
    return f"{grid} (searched: q in (0, 1/2), denominators up to {denominator})"


def _q_in(w: Witness, grid: frozenset[Fraction], denominator: int) -> bool:
    q = _frac(w, "q")
    return q in grid or (0 < q < Fraction(1, 2) and q.denominator <= denominator)


def _range_text(name: str, low: int, high: int, searched: int | None = None) -> str:
    """'N in 1..40 (searched: N in 1..500)'."""
    return f"{name} in {low}..{high}" + (f" (searched: {name} in {low}..{searched})" if searched else "")


def _within(w: Witness, key: str, low: int, high: int) -> bool:
    return low <= _int(w, key) <= high


def _rational_in(x: Fraction, low: Fraction | int, high: Fraction | int, denominator: int, ends: str = "[)") -> bool:
    """x in the interval from low to high (ends '[)', '()', '[]' ...), with denominator at most ``denominator``."""
    above = low <= x if ends[0] == "[" else low < x
    below = x <= high if ends[1] == "]" else x < high
    return above and below and x.denominator <= denominator


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


# --------------------------------------------------------------------------- 000 §2-§3, 003 §3: collections

def _space(L: int) -> list[tuple[int, ...]]:
    """000 §2.2: d_1, ..., d_(2^L) with d_1 = (1, ..., 1) and d_(2^L) = (0, ..., 0)."""
    return list(product((1, 0), repeat=L))


def _report(x: tuple[int, ...], y: tuple[int, ...], q: Fraction) -> Fraction:
    """000 §2.1: P[R(x) = y] = p^(L - δ(x, y)) q^δ(x, y)."""
    distance = sum(a != b for a, b in zip(x, y, strict=True))
    return (1 - q) ** (len(x) - distance) * q**distance


def _collection_pmf(records: list[tuple[int, ...]], L: int, q: Fraction) -> dict[tuple[int, ...], Fraction]:
    """000 (2.1): P[A(x) = s] over the counts s of d_1, ..., d_(2^L), one record at a time."""
    space = _space(L)
    pmf = {(0,) * len(space): Fraction(1)}
    for record in records:
        step: dict[tuple[int, ...], Fraction] = {}
        for counts, mass in pmf.items():
            for j, d in enumerate(space):
                key = counts[:j] + (counts[j] + 1,) + counts[j + 1:]
                step[key] = step.get(key, Fraction(0)) + mass * _report(record, d, q)
        pmf = step
    return pmf


def _is_record(value: object, L: int) -> bool:
    return isinstance(value, list) and len(value) == L and all(type(b) is int and b in (0, 1) for b in value)


def _collection(value: object, L: int) -> list[tuple[int, ...]]:
    if not isinstance(value, list) or not all(_is_record(record, L) for record in value):
        raise ValueError(f"{value!r} is not a collection of {L}-bit records")
    return [tuple(record) for record in value]


def _shape(w: Witness) -> tuple[int, int]:
    x = w["x"]
    if not isinstance(x, list) or not x or not isinstance(x[0], list):
        raise ValueError("x is not a list of records")
    return len(x), len(x[0])


def _pair_ok(w: Witness, shapes: set[tuple[int, int]], first_only: bool) -> bool:
    n, L = _shape(w)
    x, xp = _collection(w["x"], L), _collection(w["x'"], L)
    differ = [i for i in range(n) if x[i] != xp[i]] if len(xp) == n else []
    return (n, L) in shapes and _q_in(w, Q3, 100) and len(differ) == 1 and (differ == [0] or not first_only)


def _outcome(w: Witness, key: str, n: int, L: int) -> tuple[int, ...]:
    """An outcome s in {0, ..., n}^(2^L) (the codomain of A)."""
    s = w[key]
    if not (isinstance(s, list) and len(s) == 2**L and all(type(c) is int and 0 <= c <= n for c in s)):
        raise ValueError(f"witness {key} = {s!r} is not in {{0, ..., {n}}}^{2**L}")
    return tuple(s)


def _shapes_text(shapes: list[tuple[int, int]]) -> str:
    return "(n, L) in {" + ", ".join(f"({n}, {L})" for n, L in shapes) + "}"


def _collection_domain(w: Witness, shapes: list[tuple[int, int]], names: str = "q x") -> bool:
    n, L = _shape(w)
    _collection(w["x"], L)
    return _keys(w, names) and (n, L) in shapes and _q_in(w, Q3, 100)


_COLLECTIONS = "every collection x of n records of L bits"


def _codomain_domain(w: Witness, shapes: list[tuple[int, int]]) -> bool:
    if not _collection_domain(w, shapes, "q s x"):
        return False
    n, L = _shape(w)
    _outcome(w, "s", n, L)
    return True


def _occurs(w: Witness) -> Sides:
    """P[A(x) = s] ((2.1) of 000), against 0."""
    n, L = _shape(w)
    s = _outcome(w, "s", n, L)
    return _collection_pmf(_collection(w["x"], L), L, _frac(w, "q")).get(s, Fraction(0)), ">", Fraction(0)


# --------------------------------------------------------------------------- 000 §4: ratios of sums


#: 000 §4, l.278 and l.282: (4.2) and (4.3) as the seed prints them.
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

_B_NAMES = ("b_(i+1)", "b_i", "b_(i-1)", "b_(i-2)")
_FREE_B_SEARCH = "(searched: (b_(i+1), b_i, b_(i-1), b_(i-2)) in rationals in (-50, 50), denominators up to 1000)"
_FREE_B = ("q in {1/4, 1/10} (searched: q in (0, 1/2), denominators up to 1000); p = 1 - q; b_(i+1), b_i, b_(i-1), "
           "b_(i-2) in {0, 1, 2, 1/3} (free variables) " + _FREE_B_SEARCH)


def _free_bs(w: Witness) -> bool:
    """The b's: swept values are in (-50, 50) with small denominators, so the searched region covers them."""
    return all(_rational_in(_frac(w, key), -50, 50, 1000, "()") for key in _B_NAMES)


def _free_b_domain(w: Witness) -> bool:
    q, p = _frac(w, "q"), _frac(w, "p")
    return (_keys(w, "p q " + " ".join(_B_NAMES)) and _q_in(w, frozenset({Fraction(1, 4), Fraction(1, 10)}), 1000)
            and p == 1 - q and _free_bs(w))


@refuted("001.simplifies-to", _FREE_B, _free_b_domain)
def simplifies_to(w: Witness) -> Sides:
    """001 §4.2.1, after (4.15): (b_i qp + (q² + p²) b_(i-1) + b_(i-2) qp)² - (b_i q² + 2qp b_(i-1) + b_(i-2) p²)
    (b_i p² + 2qp b_(i-1) + b_(i-2) q²) = (p² - q²)² (b_i² - b_(i+1) b_(i-1)), for free b."""
    up, b0, b1, b2 = (_frac(w, key) for key in _B_NAMES)
    q, p = _frac(w, "q"), _frac(w, "p")
    left = ((b0 * q * p + (q * q + p * p) * b1 + b2 * q * p) ** 2
            - (b0 * q * q + 2 * q * p * b1 + b2 * p * p) * (b0 * p * p + 2 * q * p * b1 + b2 * q * q))
    return left, "==", (p * p - q * q) ** 2 * (b0 * b0 - up * b1)


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


def _interval(printed: tuple[str, str], mean: Fraction, variance: Fraction) -> Sides:
    """The first printed endpoint that is not mean ∓ 3√variance rounded to 2 decimals (else the last pair)."""
    sigma = Surd.sqrt(variance)
    pairs = [(Fraction(shown), round_half_up(mean + sign * 3 * sigma, 2))
             for shown, sign in zip(printed, (-1, 1), strict=True)]
    shown, exact = next(((s, e) for s, e in pairs if s != e), pairs[-1])
    return shown, "==", exact


_Q_0333 = Fraction(333, 1000)


@refuted("001.eq-4.52", "q = 333/1000 (the whole parameter space)",
         lambda w: _keys(w, "q") and _frac(w, "q") == _Q_0333)
def eq_4_52(w: Witness) -> Sides:
    """001 §4.3, (4.52): S -> [621.98, 711.42] at q = 0.333: E(S) = 1000p (4.48), σ(S) = √(1000pq) (4.49)."""
    q, p = _q(w)
    return _interval(("621.98", "711.42"), 1000 * p, 1000 * p * q)


@refuted("001.eq-4.53", "q = 333/1000 (the whole parameter space)",
         lambda w: _keys(w, "q") and _frac(w, "q") == _Q_0333)
def eq_4_53(w: Witness) -> Sides:
    """001 §4.3, (4.53): S_m -> [621.65, 711.09] at q = 0.333: E(S_m) = 999p + q (4.50),
    σ(S_m) = √(999pq + pq) (4.51)."""
    q, p = _q(w)
    return _interval(("621.65", "711.09"), 999 * p + q, 999 * p * q + p * q)


@refuted("001.share-99.98", "N = 1000; lambda = 2; q = 9/1000 (the whole parameter space)",
         lambda w: _keys(w, "N lambda q") and (_int(w, "N"), _frac(w, "lambda"), _frac(w, "q"))
         == (1000, 2, Fraction(9, 1000)))
def share_99_98(w: Witness) -> Sides:
    """001 §4.3, after (4.55): 'privacy ratio for 99.98% of possible synthetic outcomes': the probability under D
    ((4.30)) of the outcomes i with R_i <= λ, to 2 decimals of a percent."""
    n, lam = _int(w, "N"), _frac(w, "lambda")
    q, p = _q(w)
    share = sum((_c(n, i) * p**i * q ** (n - i) for i in range(n + 1) if _ratio_4_32(n, i, q) <= lam), Fraction(0))
    return Fraction(9998, 10000), "==", round_half_up(share, 4)


def _variance_4_3(q: Fraction, n: int) -> Fraction:
    """VAR(T̄) = qpN/(p - q)² ((4.3): T̄ = (S - qN)/(p - q), Var S = pqN)."""
    p = 1 - q
    return q * p * n / (p - q) ** 2


@refuted("001.precision-10-fold", "q_classical = 1/3; q_local = 9/1000; N = 1000 (the whole parameter space)",
         lambda w: _keys(w, "N q_classical q_local") and (_int(w, "N"), _frac(w, "q_classical"), _frac(w, "q_local"))
         == (1000, Fraction(1, 3), Fraction(9, 1000)))
def precision_10_fold(w: Witness) -> Sides:
    """001 §4.3, after (4.47): 'precision of RRT estimates had grown 10 fold', read literally: σ(T̄) at the classical q
    over σ(T̄) at the local q is 10, i.e. the variances' ratio is 100."""
    n = _int(w, "N")
    return Fraction(100), "==", _variance_4_3(_frac(w, "q_classical"), n) / _variance_4_3(_frac(w, "q_local"), n)


def _required_q(c: Fraction) -> Surd:
    """(4.45)/(5.24) at equality: q = ½(1 - 1/√(1 + c)), c = 4·9/((λ - 1)² N) (resp. (λ^(1/k) - 1)² kN)."""
    return Fraction(1, 2) - Surd.sqrt(1 + c) / (2 * (1 + c))


def _in_window(s: int, mean: Fraction, variance: Fraction) -> bool:
    """mean - 3√variance <= s <= mean + 3√variance, exactly."""
    return (s - mean) ** 2 <= 9 * variance


_LOCAL = ("N = 1000, λ = 2, q = 0.009 (the paper's example) and N in {100, 1000}, λ in {2, 3} with q = (4.45) "
          "rounded up to 3 decimals (searched: (N, lambda, q) in N in 10..500, λ in {3/2, 2, 3, 5, 10}, q = (4.45) "
          "rounded up to 4 decimals); 0 < q < 1/2; every integer i in the 3σ window under D")


def _local_domain(w: Witness) -> bool:
    n, i, lam, q = _int(w, "N"), _int(w, "i"), _frac(w, "lambda"), _frac(w, "q")

    def recipe(digits: int) -> bool:
        return q == ceil_to(_required_q(Fraction(36) / ((lam - 1) ** 2 * n)), digits)
    paper = (n, lam, q) == (1000, 2, Fraction(9, 1000))
    swept = n in (100, 1000) and lam in (2, 3) and recipe(3)
    searched = 10 <= n <= 500 and lam in (Fraction(3, 2), 2, 3, 5, 10) and recipe(4)
    return (_keys(w, "N i lambda q") and (paper or swept or searched) and 0 < q < Fraction(1, 2)
            and _in_window(i, (1 - q) * n, (1 - q) * q * n))


@refuted("001.local-guarantee", _LOCAL, _local_domain)
def local_guarantee(w: Witness) -> Sides:
    """001 §4.3, after (4.55): the ratio is at most λ on the 3σ window, both orders of the pair (000 (1.1)):
    max(R_i, 1/R_i) <= λ."""
    r = _ratio_4_32(_int(w, "N"), _int(w, "i"), _frac(w, "q"))
    return max(r, 1 / r), "<=", _frac(w, "lambda")


_LOCAL_DP_BOUND = ("N = 1000, λ = 2, q in {87/10000, 7/800, 43/5000, 9/1000} (just below and at (4.45)'s bound "
                   f"0.0087640...); and {_range_text('N', 1, 40, 500)}; {_searched_q(Q5_TEXT, 10000)}; lambda in "
                   "{3/2, 2, 3, 10} (searched: lambda in (1, 50), denominators up to 100)")


def _local_dp_bound_domain(w: Witness) -> bool:
    n, lam, q = _int(w, "N"), _frac(w, "lambda"), _frac(w, "q")
    return (_keys(w, "N lambda q") and 1 <= n <= 1000 and 1 < lam < 50 and 0 < q < Fraction(1, 2)
            and q.denominator <= 10**4)


@refuted("001.local-dp-variance-bound", _LOCAL_DP_BOUND, _local_dp_bound_domain)
def local_dp_variance_bound(w: Witness) -> Sides:
    """001 §4.3, l.283-289, i a count: 'R_i <= λ at every integer i with (i - pN)² <= 9pqN' implies
    pqN/(p - q)² >= 9/(λ - 1)². Where the guarantee holds the sides are the bound; else its failure (true)."""
    n, lam = _int(w, "N"), _frac(w, "lambda")
    q, p = _q(w)
    window = [i for i in range(n + 1) if _in_window(i, p * n, p * q * n)]
    largest = max(_ratio_4_32(n, i, q) for i in window)
    if largest <= lam:
        return p * q * n / (p - q) ** 2, ">=", 9 / (lam - 1) ** 2
    return largest, ">", lam


# --------------------------------------------------------------------------- 001 §4.3, §5.3: every collection

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


def _every_collection(w: Witness, names: str, k: int, q: Fraction, window: str) -> bool:
    """N = 1000 and the given q; 1 <= M <= N; s in the window of D (``window`` 'D') or of D_m."""
    n, m, s = _int(w, "N"), _int(w, "M"), _int(w, "s")
    ones = k * m if window == "D" else k * (m - 1)
    return (_keys(w, names) and n == 1000 and _frac(w, "q") == q and (k == 1 or _int(w, "k") == k)
            and 1 <= m <= n and s in _collection_window(k * n, ones, q))


_EXAMPLE_TEXT = "N = 1000, q = 0.009 (the drafts' example, l.299-301)"
_K2_TEXT = ("N = 1000, k = 2, q = 0.0244: λ = 2 and q above (5.24)'s bound 0.02432... (l.439); qpkN/(p - q)² >= "
            "9/(√2 - 1)² ((5.23) at λ = 2, k = 2)")
_WORST_COLLECTION = (_EXAMPLE_TEXT + "; every collection: D with 1 <= M <= N set records and D_m with M - 1; every s "
                     "in the 3σ window [μ - 3σ, μ + 3σ] ∩ [0, N] of D, μ = qN + (p - q)M, σ = √(pqN)")
_WORST_ORDER = (_EXAMPLE_TEXT + "; every collection, from D with N set records down: D with N >= M >= 1 set records "
                "and D_m with M - 1; every s in the 3σ window of D")
_WORST_WINDOW = (_EXAMPLE_TEXT + "; every collection: D with 1 <= M <= N set records and D_m with M - 1; every s in "
                 "the 3σ window of D_m, [μ - 3σ, μ + 3σ] ∩ [0, N] with μ = qN + (p - q)(M - 1)")
_Q_EXAMPLE, _Q_K2 = Fraction(9, 1000), Fraction(244, 10000)


def _largest_on_d(w: Witness, k: int, M: int, orders: tuple[str, ...]) -> Fraction:
    """The largest ratio in ``orders`` over the window of D (M set records)."""
    n, q = _int(w, "N"), _frac(w, "q")
    return max(_pair(w, k, M, s, order) for s in _collection_window(k * n, k * M, q) for order in orders)


def _worst_collection(w: Witness, k: int) -> Sides:
    """P(s|D_m)/P(s|D) at s in D's window (M set records) against its largest value for D with N set records."""
    return _pair(w, k, _int(w, "M"), _int(w, "s"), _FORWARD), "<=", _largest_on_d(w, k, _int(w, "N"), (_FORWARD,))


def _worst_order(w: Witness, k: int) -> Sides:
    """P(s|D)/P(s|D_m) at s in D's window against the largest P(s|D_m)/P(s|D) there, the same pair."""
    m = _int(w, "M")
    return _pair(w, k, m, _int(w, "s"), _BACKWARD), "<=", _largest_on_d(w, k, m, (_FORWARD,))


def _worst_window(w: Witness, k: int) -> Sides:
    """The larger order at s in D_m's window against the largest of either order on D's window, the same pair."""
    m, s = _int(w, "M"), _int(w, "s")
    both = (_FORWARD, _BACKWARD)
    return max(_pair(w, k, m, s, order) for order in both), "<=", _largest_on_d(w, k, m, both)


@refuted("001.worst-collection", _WORST_COLLECTION,
         lambda w: _every_collection(w, "M N q s", 1, _Q_EXAMPLE, "D"))
def worst_collection(w: Witness) -> Sides:
    """001 §4.3, before (4.30): D with N set bits has the largest local ratio: at s in the 3σ window of any collection
    (M set records), P(s|D_m)/P(s|D) is at most the largest over the window of D with N set records."""
    return _worst_collection(w, 1)


@refuted("001.worst-order", _WORST_ORDER, lambda w: _every_collection(w, "M N q s", 1, _Q_EXAMPLE, "D"))
def worst_order(w: Witness) -> Sides:
    """001 §4.3, after (4.32): the privacy ratio of the window is R_i = P(s|D_m)/P(s|D): the other order is no larger
    on the window of D, for every collection."""
    return _worst_order(w, 1)


@refuted("001.worst-window", _WORST_WINDOW, lambda w: _every_collection(w, "M N q s", 1, _Q_EXAMPLE, "D_m"))
def worst_window(w: Witness) -> Sides:
    """001 §4.3, after (4.55): the window of D serves for the pair: on D_m's window neither order exceeds the largest
    on D's window, for every collection."""
    return _worst_window(w, 1)


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


@refuted("001.choice-of-d-k", _K2_TEXT + "; every collection: D with 1 <= M <= N set records; every s in the 3σ window "
         "of D (kM ones among kN reports: μ = qkN + (p - q)kM, σ = √(pqkN))",
         lambda w: _every_collection(w, "M N k q s", 2, _Q_K2, "D"))
def choice_of_d_k(w: Witness) -> Sides:
    """001 §5.2: D of set bits only maximizes the local ratio (each collection on its own 3σ window), k = 2."""
    return _worst_collection(w, 2)


@refuted("001.worst-order-k", _K2_TEXT + "; every collection, from D with N set records down: D with N >= M >= 1 set "
         "records, D_m with M - 1; every s in the 3σ window of D",
         lambda w: _every_collection(w, "M N k q s", 2, _Q_K2, "D"))
def worst_order_k(w: Witness) -> Sides:
    """001 §5.3, l.407: the privacy ratio at s 3σ below the mean is R_s; the other order is no larger on D's window."""
    return _worst_order(w, 2)


@refuted("001.worst-window-k", _K2_TEXT + "; every collection: D with 1 <= M <= N set records, D_m with M - 1; every "
         "s in the 3σ window of D_m", lambda w: _every_collection(w, "M N k q s", 2, _Q_K2, "D_m"))
def worst_window_k(w: Witness) -> Sides:
    """001 §5.3, l.407: the window of D serves for the pair (k = 2)."""
    return _worst_window(w, 2)


@refuted("001.required-noise-k", "N = 1000, k = 2, λ = 2, q = 0.0244 (above (5.24)'s bound 0.02432..., l.439); "
         "qpkN/(p - q)² >= 9/(√2 - 1)² ((5.23) at λ = 2, k = 2); every pair D (1 <= M <= N set records), D_m (M - 1); "
         "the window of D and of D_m; every s in it; both orders", lambda w: _required_domain(w, 2, _Q_K2))
def required_noise_k(w: Witness) -> Sides:
    """001 §5.3, (5.24): at a q satisfying (5.24) the local guarantee holds: the witness's ratio is at most λ."""
    return _pair(w, 2, _int(w, "M"), _int(w, "s"), str(w["order"])), "<=", _frac(w, "lambda")


# --------------------------------------------------------------------------- 001 §5: k-randomization

def _b_k(w: Witness, m: int) -> list[Fraction]:
    """001 §5.2: b_j^m, the coefficients of G_m(x) = [(q + px)^m (p + qx)^(N-m)]^k."""
    n, k = _int(w, "N"), _int(w, "k")
    q, p = _q(w)
    return _expand((q, p, k * m), (p, q, k * (n - m)))


def _njkm_domain(n_range: tuple[int, int], k_max: int, m_interior: bool) -> Callable[[Witness], bool]:
    def inside(w: Witness) -> bool:
        n, j, k, m = _int(w, "N"), _int(w, "j"), _int(w, "k"), _int(w, "m")
        m_ok = 1 <= m <= n - 1 if m_interior else 0 <= m <= n
        return (_keys(w, "N j k m q") and n_range[0] <= n <= n_range[1] and 1 <= k <= k_max and m_ok
                and 0 <= j <= k * n and _q_in(w, Q5, 100))
    return inside


@refuted("001.b-are-products", f"{_range_text('N', 1, 4, 6)}; {_range_text('k', 1, 3)}; {_searched_q(Q5_TEXT, 100)}; "
         "0 <= m <= N; 0 <= j <= k*N", _njkm_domain((1, 6), 3, m_interior=False))
def b_are_products(w: Witness) -> Sides:
    """001 §5.2, after (5.4): 'each coefficient b_j^m is a product of a_i^m': 1 if b_j^m = a_(i_1)^m ⋯ a_(i_k)^m for
    some i_1 + ... + i_k = j, else 0, against 1."""
    n, j, k, m = _int(w, "N"), _int(w, "j"), _int(w, "k"), _int(w, "m")
    q, p = _q(w)
    a, b = _expand((q, p, m), (p, q, n - m)), _b_k(w, m)
    found = any(sum(t) == j and prod((a[i] for i in t), start=Fraction(1)) == b[j]
                for t in combinations_with_replacement(range(n + 1), k))
    return Fraction(int(found)), "==", Fraction(1)


@refuted("001.eq-5.5", f"{_range_text('N', 2, 8, 30)}; {_range_text('k', 1, 4, 6)}; {_searched_q(Q5_TEXT, 100)}; "
         "1 <= m <= N - 1; 0 <= j <= k*N", _njkm_domain((2, 30), 6, m_interior=True))
def eq_5_5(w: Witness) -> Sides:
    """001 §5.2, (5.5), the outer inequality: b_j^m / b_j^(m+1) > b_j^(m-1) / b_j^m."""
    j, m = _int(w, "j"), _int(w, "m")
    b = [_b_k(w, m + shift)[j] for shift in (-1, 0, 1)]
    return b[1] / b[2], ">", b[0] / b[1]


@refuted("001.eq-5.11", "A, B, e in {1/2, 1, 2, 3, 5} (searched: (A, B, e) in positive rationals A < B and e, "
         "denominators up to 1000); A < B; e != B",
         lambda w: _keys(w, "A B e") and all(_frac(w, key) > 0 and _frac(w, key).denominator <= 1000 for key in "ABe")
         and _frac(w, "A") < _frac(w, "B") != _frac(w, "e"))
def eq_5_11(w: Witness) -> Sides:
    """001 §5.3, (5.11): for positive B, A, e with A < B, (A - e)/(B - e) < A/B."""
    a, b, e = (_frac(w, key) for key in "ABe")
    return (a - e) / (b - e), "<", a / b


@proved("001.eq-5.11.corrected", ">", positive("A B e"),
        ((lambda v: v["B"] - v["A"], ">"), (lambda v: v["B"] - v["e"], ">")))
def eq_5_11_corrected(v: Point) -> tuple[Fraction, Fraction]:
    """001 §5.3, (5.11) with e < B: (A - e)/(B - e) < A/B."""
    return v["A"] / v["B"], (v["A"] - v["e"]) / (v["B"] - v["e"])


def _5_12_domain(w: Witness) -> bool:
    n, i, k, s = _int(w, "N"), _int(w, "i"), _int(w, "k"), _int(w, "s")
    return (_keys(w, "N i k s") and 1 <= n <= 60 and 1 <= k <= 10 and 0 <= s <= k * n and 0 <= i <= k
            and i <= s and k - i <= k * n - s)


@refuted("001.eq-5.12", f"{_range_text('N', 1, 10, 60)}; {_range_text('k', 1, 5, 10)}; 0 <= s <= k*N; 0 <= i <= k; "
         "i <= s and k - i <= kN - s", _5_12_domain)
def eq_5_12(w: Witness) -> Sides:
    """001 §5.3, (5.12): Π_(j<i) (s - j) Π_(j<k-i) (kN - s - j) / Π_(j<k) (kN - j) < s^i (kN - s)^(k-i) / (kN)^k."""
    n, i, k, s = _int(w, "N"), _int(w, "i"), _int(w, "k"), _int(w, "s")
    kn = k * n
    left = Fraction(prod(s - j for j in range(i)) * prod(kn - s - j for j in range(k - i)),
                    prod(kn - j for j in range(k)))
    return left, "<", Fraction(s**i * (kn - s) ** (k - i), kn**k)


def _r_s(w: Witness) -> Fraction:
    """001 §5.3: R_s = P(S = s|D_m)/P(S = s|D), D: N set bits each reported k times, D_m: one of them cleared."""
    n, k, s = _int(w, "N"), _int(w, "k"), _int(w, "s")
    q = _frac(w, "q")
    return _count_at(k * (n - 1), k, q, s) / _count_at(k * n, 0, q, s)


_FIVE_13 = f"{_range_text('N', 1, 12, 40)}; {_range_text('k', 1, 4, 6)}; {_searched_q(Q5_TEXT, 100)}; 0 <= s <= k*N"


def _5_13_domain(w: Witness) -> bool:
    return (_keys(w, "N k q s") and 1 <= _int(w, "N") <= 40 and 1 <= _int(w, "k") <= 6
            and 0 <= _int(w, "s") <= _int(w, "k") * _int(w, "N") and _q_in(w, Q5, 100))


@refuted("001.eq-5.13", _FIVE_13, _5_13_domain)
def eq_5_13(w: Witness) -> Sides:
    """001 §5.3, (5.13): R_s < Σ_i (s/kN)^i (1 - s/kN)^(k-i) C(k, i) (p/q)^(k-2i)."""
    n, k, s = _int(w, "N"), _int(w, "k"), _int(w, "s")
    q, p = _q(w)
    x = Fraction(s, k * n)
    bound = sum(x**i * (1 - x) ** (k - i) * comb(k, i) * (p / q) ** (k - 2 * i) for i in range(k + 1))
    return _r_s(w), "<", bound


def _5_21_domain(w: Witness) -> bool:
    n, k, s = _int(w, "N"), _int(w, "k"), _int(w, "s")
    q, p = _q(w)
    return _5_13_domain(w) and p * k * n - 3 * Surd.sqrt(p * q * k * n) <= s


@refuted("001.eq-5.21", _FIVE_13 + "; s >= pkN - 3√(pqkN)", _5_21_domain)
def eq_5_21(w: Witness) -> Sides:
    """001 §5.3, (5.21), first inequality: R_s < (1 + 3(p - q)/√(qpkN))^k, exact in Q(√(qpkN))."""
    n, k = _int(w, "N"), _int(w, "k")
    q, p = _q(w)
    return _r_s(w), "<", (1 + 3 * (p - q) / Surd.sqrt(q * p * k * n)) ** k


_LOCAL_K = ("N in {100, 400}; k in {2, 3}; λ^(1/k) in {11/10, 3/2}; q = (5.24) rounded up to 4 decimals (searched: "
            "(N, k, lambda^(1/k), q) in N in 10..100, k in {2, 3}, λ^(1/k) in {11/10, 3/2, 2}, q = (5.24) rounded up "
            "to 4 decimals); 0 < q < 1/2; every integer s in the 3σ window pkN ± 3√(pqkN)")


def _local_k_domain(w: Witness) -> bool:
    n, k, root, q, s = _int(w, "N"), _int(w, "k"), _frac(w, "lambda^(1/k)"), _frac(w, "q"), _int(w, "s")
    swept = n in (100, 400) and root in (Fraction(11, 10), Fraction(3, 2))
    searched = 10 <= n <= 100 and root in (Fraction(11, 10), Fraction(3, 2), 2)
    return (_keys(w, "N k lambda^(1/k) q s") and (swept or searched) and k in (2, 3)
            and q == ceil_to(_required_q(Fraction(36) / ((root - 1) ** 2 * k * n)), 4) and 0 < q < Fraction(1, 2)
            and _in_window(s, (1 - q) * k * n, (1 - q) * q * k * n))


@refuted("001.local-guarantee-k", _LOCAL_K, _local_k_domain)
def local_guarantee_k(w: Witness) -> Sides:
    """001 §5.3, after (5.24): at the q (5.24) requires, the ratio is at most λ on the 3σ window, both orders of the
    pair (000 (1.1)): max(R_s, 1/R_s) <= λ = (λ^(1/k))^k."""
    r = _r_s(w)
    return max(r, 1 / r), "<=", _frac(w, "lambda^(1/k)") ** _int(w, "k")


# --------------------------------------------------------------------------- 001 §6: multivariate vectors

def _v(L: int) -> list[tuple[int, ...]]:
    """001 §6.1.1: the synthetic vectors v_1, ..., v_(2^L), v_1 = 0 (so that p(v_1|1) = q^L, (6.5))."""
    return list(product((0, 1), repeat=L))


_SIX = ("L = 1 (N <= 4), L = 2 (N <= 3), L = 3 (N <= 2) (searched: (L, N) in L in 1..3, N in 1..6 (1..4 for L = 3)); "
        f"{_searched_q(Q5_TEXT, 100)}; every outcome S = (s_1, ..., s_(2^L)) of the N records")


def _six_domain(w: Witness, names: str = "L N S q") -> bool:
    """(L, N) with N <= 6 (N <= 4 for L = 3): the swept shapes are among them."""
    L, n, counts = _int(w, "L"), _int(w, "N"), w["S"]
    return (_keys(w, names) and {1: 6, 2: 6, 3: 4}.get(L, 0) >= n >= 1 and isinstance(counts, list)
            and len(counts) == 2**L and all(type(c) is int and c >= 0 for c in counts) and sum(counts) == n
            and _q_in(w, Q5, 100))


def _v_pmf(records: list[tuple[int, ...]], L: int, q: Fraction) -> dict[tuple[int, ...], Fraction]:
    """P(counts of v_1, ..., v_(2^L) | collection): (2.1) of 000 with the counts in v-order (the reverse of d)."""
    return {counts[::-1]: mass for counts, mass in _collection_pmf(records, L, q).items()}


@refuted("001.eq-6.1", _SIX, _six_domain)
def eq_6_1(w: Witness) -> Sides:
    """001 §6.1.1, (6.1): P(S|D' + y) = P(S - e_1|D') P(v_1|y) + ... + P(S - e_2|D') P(v_(2L)|y), D' = N - 1 unit
    vectors 1, y in {0, 1}: terms 1..2L-1 continue the first term's pattern, the last is as printed (S - e_2 with
    v_(2L)); a negative count has probability 0.  The first y (0, then 1) where the sides differ."""
    L = _int(w, "L")
    sides = [(_direct(w, y), "==", _printed_6_1(w, y)) for y in ((0,) * L, (1,) * L)]
    return next((side for side in sides if side[0] != side[2]), sides[-1])


def _direct(w: Witness, y: tuple[int, ...]) -> Fraction:
    """P(S|D' + y), D' = N - 1 unit vectors 1."""
    L, n, q, counts = _int(w, "L"), _int(w, "N"), _frac(w, "q"), tuple(w["S"])  # type: ignore[arg-type]
    return _v_pmf([(1,) * L] * (n - 1) + [y], L, q).get(counts, Fraction(0))


def _printed_6_1(w: Witness, y: tuple[int, ...]) -> Fraction:
    """The right side of (6.1) as printed: terms 1..2L-1 pair S - e_j with v_j, the last S - e_2 with v_(2L)."""
    L, n, q, counts = _int(w, "L"), _int(w, "N"), _frac(w, "q"), tuple(w["S"])  # type: ignore[arg-type]
    v, given = _v(L), _v_pmf([(1,) * L] * (n - 1), L, q)
    terms = [(j, j) for j in range(2 * L - 1)] + [(1, 2 * L - 1)]  # (index of e, index of v), from 0

    def minus(j: int) -> tuple[int, ...]:
        return tuple(c - (k == j) for k, c in enumerate(counts))
    return sum((given.get(minus(e), Fraction(0)) * _report(y, v[i], q) for e, i in terms), Fraction(0))


@refuted("001.eq-6.2", _SIX + "; the printed denominator is positive",
         lambda w: _six_domain(w) and _printed_6_1(w, (1,) * _int(w, "L")) > 0)
def eq_6_2(w: Witness) -> Sides:
    """001 §6.1.1, (6.2): P(S|D' + 0)/P(S|D' + 1) against the quotient of the two printed sums of (6.1)."""
    L = _int(w, "L")
    zeros, ones = (0,) * L, (1,) * L
    return _direct(w, zeros) / _direct(w, ones), "==", _printed_6_1(w, zeros) / _printed_6_1(w, ones)


def _6_4_domain(w: Witness) -> bool:
    L, i, counts = _int(w, "L"), _int(w, "i"), w["S"]
    return (_six_domain(w, "L N S i q") and counts[0] >= 1 and 2 <= i <= 2**L  # type: ignore[index]
            and counts[i - 1] >= 1)  # type: ignore[index]


@refuted("001.n-trials", "L = 1 (N <= 4), L = 2 (N <= 3), L = 3 (N <= 2) (searched: (L, N) in L in 1..3, N in 1..6 "
         f"(1..4 for L = 3)); {_searched_q(Q5_TEXT, 100)}; every outcome S of D' (the N - 1 records)",
         lambda w: _keys(w, "L N S q") and _six_domain_minus_one(w))
def n_trials(w: Witness) -> Sides:
    """001 §6.1.1, after (6.3): the counts of D' (N - 1 unit vectors 1) are multinomial over N trials: P(S|D') against
    the multinomial of N draws with probabilities p(v_i|1) (0 unless the counts sum to N)."""
    L, n, q, counts = _int(w, "L"), _int(w, "N"), _frac(w, "q"), tuple(w["S"])  # type: ignore[arg-type]
    chance = [_report((1,) * L, v, q) for v in _v(L)]
    formula = Fraction(0)
    if sum(counts) == n:
        formula = Fraction(factorial(n), prod(factorial(x) for x in counts)) * prod(
            (h**x for h, x in zip(chance, counts, strict=True)), start=Fraction(1))
    return _v_pmf([(1,) * L] * (n - 1), L, q).get(counts, Fraction(0)), "==", formula


def _six_domain_minus_one(w: Witness) -> bool:
    """A shape of _SIX and an outcome of its N - 1 records."""
    L, n, counts = _int(w, "L"), _int(w, "N"), w["S"]
    return ({1: 6, 2: 6, 3: 4}.get(L, 0) >= n >= 1 and isinstance(counts, list) and len(counts) == 2**L
            and all(type(c) is int and c >= 0 for c in counts) and sum(counts) == n - 1 and _q_in(w, Q5, 100))


@refuted("001.eq-6.4", _SIX + "; s_1 >= 1; every i >= 2 with s_i >= 1", _6_4_domain)
def eq_6_4(w: Witness) -> Sides:
    """001 §6.1.1, (6.4): P(s_1, ..., s_i - 1, ...|D')/P(s_1 - 1, ..., s_i, ...|D') for D' = N - 1 unit vectors
    (multinomial) against the printed multinomial ratio times Π_j p(v_j|1)^(s_j), s_i lowered by one."""
    L, i, q = _int(w, "L"), _int(w, "i"), _frac(w, "q")
    counts: list[int] = list(w["S"])  # type: ignore[arg-type]
    ones = (1,) * L
    chance = [_report(ones, v, q) for v in _v(L)]
    up = [c - (j == i - 1) for j, c in enumerate(counts)]  # s_i - 1
    down = [c - (j == 0) for j, c in enumerate(counts)]  # s_1 - 1

    def multinomial(c: list[int]) -> Fraction:
        return Fraction(factorial(sum(c)), prod(factorial(x) for x in c)) * prod(
            (h**x for h, x in zip(chance, c, strict=True)), start=Fraction(1))

    coefficients = Fraction(prod(factorial(x) for x in down), prod(factorial(x) for x in up))  # (2^L)! cancels
    printed = coefficients * prod((h**x for h, x in zip(chance, up, strict=True)), start=Fraction(1))
    return multinomial(up) / multinomial(down), "==", printed


# --------------------------------------------------------------------------- 003 §3

def _max_ratio(pairs: list[tuple[list[tuple[int, ...]], list[tuple[int, ...]]]], L: int, q: Fraction) -> Fraction:
    """max over the pairs and every outcome s of π(s; x, x') = P[A(x') = s]/P[A(x) = s] (000 §3)."""
    best = Fraction(0)
    for x, xp in pairs:
        first, second = _collection_pmf(x, L, q), _collection_pmf(xp, L, q)
        best = max(best, max(second[s] / first[s] for s in first))
    return best


_SHAPES_003 = [(1, 1), (2, 1), (1, 2), (2, 2)]

# 001 §4.3, after (4.32): R_(pN) = 1 (p = 1 - q), and each step of the printed chain.
def _r_pn_chain(v: Point) -> tuple[Fraction, ...]:
    q, n = v["q"], v["N"]
    p = 1 - q
    return ((n - p * n) / n * (p / q) + p * n / n * (q / p), (1 - p) * (p / q) + p * (q / p), p + q, Fraction(1))


@proved("001.r-pn-equals-1", "==")
def r_pn_equals_1(v: Point) -> tuple[Fraction, Fraction]:
    """001 §4.3, after (4.32): the ratio 'becomes 1' at i = pN: (4.32)'s R_i = (N - i)/N p/q + i/N q/p there, and 1."""
    q, n = v["q"], v["N"]
    p, i = 1 - q, (1 - q) * n
    return (n - i) / n * (p / q) + i / n * (q / p), Fraction(1)


@proved("001.r-pn-equals-1.step-1", "==")
def r_pn_step_1(v: Point) -> tuple[Fraction, Fraction]:
    """001 §4.3, after (4.32): (N - pN)/N p/q + pN/N q/p = (1 - p) p/q + p q/p."""
    return _r_pn_chain(v)[0], _r_pn_chain(v)[1]


@proved("001.r-pn-equals-1.step-2", "==")
def r_pn_step_2(v: Point) -> tuple[Fraction, Fraction]:
    """001 §4.3, after (4.32): (1 - p) p/q + p q/p = p + q."""
    return _r_pn_chain(v)[1], _r_pn_chain(v)[2]


@proved("001.r-pn-equals-1.step-3", "==")
def r_pn_step_3(v: Point) -> tuple[Fraction, Fraction]:
    """001 §4.3, after (4.32): p + q = 1."""
    return _r_pn_chain(v)[2], _r_pn_chain(v)[3]


def _epsilon_one_pair_domain(w: Witness) -> bool:
    """Both pairs neighbouring, of one shape, s an outcome (counts adding up to n)."""
    if not (_keys(w, "q x x' y y' s") and _pair_ok(w, set(_SHAPES_003), first_only=False)):
        return False
    tested = {"q": w["q"], "x": w["y"], "x'": w["y'"]}
    if _shape(tested) != _shape(w) or not _pair_ok(tested, set(_SHAPES_003), first_only=False):
        return False
    n, L = _shape(w)
    return sum(_outcome(w, "s", n, L)) == n


@refuted("003.epsilon-one-pair", f"{_shapes_text(_SHAPES_003)}; {_searched_q(Q3_TEXT, 100)}; {_COLLECTIONS}; every x' "
         "differing from x in one record; every collection y of n records of L bits; every y' differing from y in "
         "one record; every outcome s of A(y) (Σ_j s_j = n)", _epsilon_one_pair_domain)
def epsilon_one_pair(w: Witness) -> Sides:
    """003 §3: ε = max_s log π(s), π(s) = P[A(x') = s]/P[A(x) = s] for the one pair x, x', makes A ε-differentially
    private: (1.2) for the neighbouring pair y, y' at s, P[A(y) = s] <= e^ε P[A(y') = s]."""
    n, L = _shape(w)
    q = _frac(w, "q")
    x, xp, y, yp = (_collection(w[key], L) for key in ("x", "x'", "y", "y'"))
    s = _outcome(w, "s", n, L)
    return _collection_pmf(y, L, q)[s], "<=", _max_ratio([(x, xp)], L, q) * _collection_pmf(yp, L, q)[s]


@refuted("003.pi-well-defined", f"{_shapes_text(_SHAPES_003)}; {_searched_q(Q3_TEXT, 100)}; {_COLLECTIONS}; every "
         "outcome s in 𝒮 = {0, ..., n}^(2^L)", lambda w: _codomain_domain(w, _SHAPES_003))
def pi_well_defined_003(w: Witness) -> Sides:
    """003 §3: 'any outcome s occurs with non-zero probability starting from any collection x', s in the codomain
    𝒮 = {0, ..., n}^(2^L) of A: P[A(x) = s] > 0."""
    return _occurs(w)


if __package__:  # per-document formulas register themselves on import
    from . import formulas_004, formulas_004_s1_s4, formulas_004_s5_s6, formulas_004_s8_s9
else:
    import formulas_004  # type: ignore[no-redef]  # noqa: F401
    import formulas_004_s1_s4  # type: ignore[no-redef]  # noqa: F401
    import formulas_004_s5_s6  # type: ignore[no-redef]  # noqa: F401
    import formulas_004_s8_s9  # type: ignore[no-redef]  # noqa: F401

