"""The formula language: what a record decides, as data (standard library only).

A claim states the relation it decides as a short text in this language; the engine, this kernel and the report
all read that one text.  A formula is a few lines:

* ``name = expression`` and ``name(a, b) = expression`` define a local value or function (in order; a line that
  starts with a space continues the previous one; ``#`` starts a comment);
* ``given condition`` lines state where the statement has a truth value: a point where one fails is outside the
  record's hypotheses (skipped, and counted);
* the last line is the relation that is decided.

Expressions are Python's syntax restricted to a whitelist (parsed with :mod:`ast`, never evaluated by Python):
integers (a decimal literal is an error: write ``9/1000``), ``None`` (no value: an unbounded end of an interval, or a
parameter the point does not bind — a union's part that binds other keys, domain.formula_values; it is not a number:
``x == None`` and ``x != None`` say whether ``x`` has a value, any other use is an error), words ``"D_m"`` (a quoted
constant naming a case: compared only by ``==`` and ``!=``, kept in tuples and chosen by ``x if c else y``, never a
number; a word that reads as a rational is refused, as the ledger's text of a point would read it as the number),
``+ - * / **``, comparisons (chains ``a == b == c`` included), ``and``, ``or``, ``not``, ``x if c else y``, tuples
and ``x[i]``, calls of the builtins below and of the primitives the caller passes, and generators ``f(i) for i in
ints(a, b) if c`` inside ``sum``, ``prod``, ``max``, ``min``, ``all``, ``any``, ``tuple``, ``len``.

Values are exact — ``int``, ``Fraction``, a quadratic surd a + b√d (:class:`~exact.Surd`), a sum of exponentials
Σ c·e^r (:class:`ExpSum`) — or a certified real :class:`~enclosures.Enclosure` (``ln``, ``erfc``, ``Phi``, ``pi``,
a root that is not a surd, mixed fields).  ``==`` holds only between exact values (equal exponential sums are
equal reals, Lindemann–Weierstrass) or enclosures that are one and the same point; any relation between enclosures
is decided when they separate, else :class:`Undecided`.

Conventions (rules of the language, not of a claim): ``binom(n, k)`` is 0 outside 0 <= k <= n; ``x[i]`` of a law
is 0 outside its support when written ``at(x, i)``; ``ints(a, b)`` is a..b inclusive (empty when b < a); a
division by 0 is an error at the point (a formula must guard it with ``given``).  The decided relation reports
its weakest part: a conjunction or ``all(...)`` the first failing part, else the one closest to failing.

>>> f = parse("p = 1 - q\\nR(i) = (N - i)/N * p/q + i/N * q/p\\nR(0) == p/q and R(N) == q/p", ("N", "q"))
>>> evaluate(f, {"N": 10, "q": Fraction(1, 4)}).holds
True
>>> o = evaluate(parse("all(binom(n, i) < 2**(n - 1) for i in ints(0, n))", ("n",)), {"n": 2})
>>> o.holds, o.lhs, o.relation, o.rhs, o.bindings
(False, 2, '<', Fraction(2, 1), {'i': 1})
>>> parse("q < 0.5", ("q",))
Traceback (most recent call last):
...
krverify.certify.formula.FormulaError: line 1: the decimal literal 0.5 is a binary float; write it as a fraction (1/2)
>>> w = parse('r = 1/2 if order == "D first" else 2\\nr <= 1', ("order",))
>>> evaluate(w, {"order": "D first"}).holds, evaluate(w, {"order": "D_m first"}).holds
(True, False)
>>> evaluate(parse('order + 1 > 0', ("order",)), {"order": "D first"})
Traceback (most recent call last):
...
krverify.certify.formula.FormulaError: the word 'D first' used as a number
>>> evaluate(parse('order < "E"', ("order",)), {"order": "D first"})
Traceback (most recent call last):
...
krverify.certify.formula.FormulaError: words are compared only by '==' and '!=', not '<'
>>> parse('x == "9/1000"', ("x",))
Traceback (most recent call last):
...
krverify.certify.formula.FormulaError: line 1: the word '9/1000' reads as a rational; write the number 9/1000
>>> parse("x <= y", ("x",))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
krverify.certify.formula.FormulaError: line 1: unknown name 'y' (not a parameter, a local definition, ...)
"""

from __future__ import annotations

import ast
import re
import textwrap
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, islice, product
from math import comb, factorial, gcd
from math import floor as _int_floor
from typing import Any

from . import enclosures as _enc
from .enclosures import Enclosure
from .exact import Surd, ceil_to, rational, round_half_up
from .exact import compare as _surd_compare
from .exact import floor as _surd_floor
from .polynomials import Function

__all__ = [
    "ExpSum",
    "Expression",
    "Formula",
    "FormulaError",
    "Law",
    "Outcome",
    "Undecided",
    "enclose",
    "evaluate",
    "expression",
    "normalized",
    "parse",
    "symbolic_sides",
    "value_of",
]


class FormulaError(ValueError):
    """A formula that cannot be read or evaluated: one line naming the problem."""


class Undecided(ArithmeticError):
    """Certified enclosures of the two sides overlap: the relation is not decided at this precision."""


# --------------------------------------------------------------------------- exponential sums


class ExpSum:
    """Σ c·e^r with rational c and r, in normal form (distinct exponents, no zero coefficient).

    Distinct exponents are linearly independent over the algebraic numbers (Lindemann–Weierstrass), so two sums
    are equal reals exactly when their normal forms are equal.

    >>> x = ExpSum.exp(Fraction(1)) * 2 - ExpSum.exp(Fraction(1))
    >>> x == ExpSum.exp(Fraction(1)), (x - x).is_zero()
    (True, True)
    """

    __slots__ = ("terms",)

    def __init__(self, terms: Mapping[Fraction, Fraction]) -> None:
        self.terms = {Fraction(r): Fraction(c) for r, c in terms.items() if c != 0}

    @classmethod
    def exp(cls, r: Fraction) -> ExpSum:
        return cls({Fraction(r): Fraction(1)})

    @classmethod
    def of(cls, x: int | Fraction | ExpSum) -> ExpSum:
        return x if isinstance(x, ExpSum) else cls({Fraction(0): Fraction(x)})

    def is_zero(self) -> bool:
        return not self.terms

    def rational(self) -> Fraction | None:
        """The value when it is rational (only e^0 terms), else None."""
        if not self.terms:
            return Fraction(0)
        return self.terms[Fraction(0)] if set(self.terms) == {Fraction(0)} else None

    def __add__(self, other: Any) -> ExpSum:
        o = ExpSum.of(other)
        terms = dict(self.terms)
        for r, c in o.terms.items():
            terms[r] = terms.get(r, Fraction(0)) + c
        return ExpSum(terms)

    __radd__ = __add__

    def __neg__(self) -> ExpSum:
        return ExpSum({r: -c for r, c in self.terms.items()})

    def __sub__(self, other: Any) -> ExpSum:
        return self + -ExpSum.of(other)

    def __rsub__(self, other: Any) -> ExpSum:
        return ExpSum.of(other) - self

    def __mul__(self, other: Any) -> ExpSum:
        o = ExpSum.of(other)
        terms: dict[Fraction, Fraction] = {}
        for r1, c1 in self.terms.items():
            for r2, c2 in o.terms.items():
                terms[r1 + r2] = terms.get(r1 + r2, Fraction(0)) + c1 * c2
        return ExpSum(terms)

    __rmul__ = __mul__

    def inverse(self) -> ExpSum:
        if len(self.terms) != 1:
            raise TypeError("only a single term c·e^r has an inverse among exponential sums")
        (r, c), = self.terms.items()
        return ExpSum({-r: 1 / c})

    def enclosure(self) -> Enclosure:
        return Enclosure(*_enc.enclose_sum(self.terms))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ExpSum | int | Fraction) and (self - other).is_zero()

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return " + ".join(f"{c}*exp({r})" if r else f"{c}" for r, c in sorted(self.terms.items())) or "0"

    __repr__ = __str__


# --------------------------------------------------------------------------- finite laws


class Law:
    """A finite law: outcomes (hashable exact values) with their probabilities, in a fixed order.  Iterating gives
    the outcomes of its support; ``prob(law, s)`` is P(s), 0 outside the support.

    >>> law = Law({(1, 0): Fraction(1, 4), (0, 1): Fraction(3, 4)})
    >>> tuple(law), law.prob((1, 0)), law.prob((2, 0))
    (((1, 0), (0, 1)), Fraction(1, 4), 0)
    """

    __slots__ = ("masses",)

    def __init__(self, masses: Mapping[Any, Any]) -> None:
        self.masses = {outcome: mass for outcome, mass in masses.items() if mass != 0}

    def prob(self, outcome: Any) -> Any:
        return self.masses.get(outcome, 0)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.masses)

    def __len__(self) -> int:
        return len(self.masses)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Law) and self.masses == other.masses

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Law({self.masses!r})"


# --------------------------------------------------------------------------- arithmetic over the value tower

Real = int | Fraction | Surd | ExpSum | Enclosure


def _sequence(x: Any) -> bool:
    """A tuple of values (an Enclosure is a NamedTuple, but a number)."""
    return isinstance(x, tuple) and not isinstance(x, Enclosure)


def enclose(x: Real) -> Enclosure:
    """A certified enclosure of any real of the tower (exact values as point enclosures or by their roots)."""
    if isinstance(x, Enclosure):
        return x
    if isinstance(x, ExpSum):
        return x.enclosure()
    if isinstance(x, Surd):
        if not x.b:
            return Enclosure.of(x.a)
        root = _enc.sqrt(x.d)
        return Enclosure.of(x.a) + (root * x.b if x.b > 0 else Enclosure(root.high * x.b, root.low * x.b))
    return Enclosure.of(Fraction(x))


def _kind(x: Any) -> int:
    """The rung of the tower: 0 rational, 1 surd, 2 exponential sum, 3 enclosure."""
    if isinstance(x, bool):
        raise FormulaError(f"a truth value {x} used as a number")
    if isinstance(x, int | Fraction):
        return 0
    if isinstance(x, Surd):
        return 0 if not x.b else 1
    if isinstance(x, ExpSum):
        return 0 if x.rational() is not None else 2
    if isinstance(x, Enclosure):
        return 3
    if isinstance(x, Function):
        return 4
    if isinstance(x, str):
        raise FormulaError(f"the word {x!r} used as a number")
    if isinstance(x, _Function | _Deferred):
        raise FormulaError(f"{x!r} used as a number")
    raise FormulaError(f"{type(x).__name__} value {x!r} is not a number")


def _rational(x: Any) -> Fraction:
    if isinstance(x, Surd):
        return x.a
    if isinstance(x, ExpSum):
        return x.rational()  # type: ignore[return-value]
    return Fraction(x)


def _fraction(numerator: int, denominator: int) -> Fraction:
    """The Fraction numerator/denominator of two coprime integers, denominator > 0: built directly, as Python 3.12's
    ``Fraction._from_coprime_ints`` builds it (Python 3.11's ``Fraction(n, d, _normalize=False)`` and its operators'
    dispatch cost three times the arithmetic of the four operations below)."""
    result = _NEW(Fraction)
    result._numerator, result._denominator = numerator, denominator  # Fraction's two slots
    return result


_NEW = object.__new__


# The four operations on two rationals (int or Fraction; their numerator and denominator), a Fraction in lowest
# terms: the algorithms of fractions.Fraction (Knuth, TAOCP 2, 4.5.1), line for line.


def _sum_of(na: int, da: int, nb: int, db: int) -> Fraction:
    """na/da + nb/db, both in lowest terms with positive denominators."""
    g = gcd(da, db)
    if g == 1:
        return _fraction(na * db + da * nb, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = gcd(t, g)
    if g2 == 1:
        return _fraction(t, s * db)
    return _fraction(t // g2, s * (db // g2))


def _rational_sum(a: int | Fraction, b: int | Fraction) -> Fraction:
    return _sum_of(a.numerator, a.denominator, b.numerator, b.denominator)


def _rational_difference(a: int | Fraction, b: int | Fraction) -> Fraction:
    return _sum_of(a.numerator, a.denominator, -b.numerator, b.denominator)


def _rational_product(a: int | Fraction, b: int | Fraction) -> Fraction:
    na, da, nb, db = a.numerator, a.denominator, b.numerator, b.denominator
    g1 = gcd(na, db)
    if g1 > 1:
        na //= g1
        db //= g1
    g2 = gcd(nb, da)
    if g2 > 1:
        nb //= g2
        da //= g2
    return _fraction(na * nb, db * da)


def _rational_quotient(a: int | Fraction, b: int | Fraction) -> Fraction:
    na, da, nb, db = a.numerator, a.denominator, b.numerator, b.denominator
    if nb == 0:
        raise ZeroDivisionError("division by zero")
    g1 = gcd(na, nb)
    if g1 > 1:
        na //= g1
        nb //= g1
    g2 = gcd(db, da)
    if g2 > 1:
        da //= g2
        db //= g2
    n, d = na * db, nb * da
    if d < 0:
        n, d = -n, -d
    return _fraction(n, d)


#: a op b of two rationals (int or Fraction, not a truth value): a Fraction, also of two ints (1/2 is a Fraction)
_RATIONAL_OPERATIONS: dict[str, Callable[[Any, Any], Fraction]] = {
    "+": _rational_sum, "-": _rational_difference, "*": _rational_product, "/": _rational_quotient}
_RATIONAL_ORDER: dict[str, Callable[[Any, Any], bool]] = {
    "<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b}


def _exact_rational(x: Any) -> bool:
    """An int or a Fraction (not a truth value): the rung every fast path handles directly."""
    kind = type(x)
    return kind is int or kind is Fraction


def _apply(op: str, x: Any, y: Any) -> Any:
    if op == "+":
        return x + y
    if op == "-":
        return x - y
    if op == "*":
        return x * y
    return x / y


def _arith(op: str, a: Any, b: Any) -> Real:
    """a op b on the tower, staying as exact as the operands allow (two rationals give a Fraction)."""
    if _exact_rational(a) and _exact_rational(b):  # the common case, computed directly (÷ 0 raises there)
        return _RATIONAL_OPERATIONS[op](a, b)
    if _sequence(a) or _sequence(b):
        raise FormulaError(f"arithmetic {op!r} on a tuple")
    ka, kb = _kind(a), _kind(b)
    if 4 in (ka, kb):  # a symbol (sides for a proof, symbolic_sides): rational functions only
        if max(ka, kb) > 4 or {ka, kb} - {0, 4}:
            raise FormulaError(f"{op!r} of a symbol and an irrational value")
        return _apply(op, a, b)
    if op == "/" and ((kb == 0 and _rational(b) == 0) or (kb == 1 and b.sign() == 0)):
        raise ZeroDivisionError("division by zero")
    if ka == 0 and kb == 0:
        return _apply(op, _rational(a), _rational(b))
    if max(ka, kb) == 1:
        try:
            return _apply(op, Surd.of(_rational(a)) if ka == 0 else a, Surd.of(_rational(b)) if kb == 0 else b)
        except ValueError:  # two different fields: enclosed below
            pass
    if {ka, kb} <= {0, 2}:
        x, y = ExpSum.of(_rational(a)) if ka == 0 else a, ExpSum.of(_rational(b)) if kb == 0 else b
        if op != "/":
            return _apply(op, x, y)
        if len(y.terms) == 1:
            return x * y.inverse()
    return _apply(op, enclose(a), enclose(b))


def _power(base: Any, exponent: Any) -> Real:
    if type(exponent) is int and (type(base) is int or type(base) is Fraction):  # the common case, as below
        if base == 0 and exponent < 0:
            raise ZeroDivisionError("0 to a negative power")
        if not -64 <= exponent <= 64:
            _power_size(Fraction(base), exponent)
        return (base if type(base) is Fraction else Fraction(base)) ** exponent
    if _kind(exponent) != 0:
        raise FormulaError(f"exponent {exponent} is not rational")
    e = _rational(exponent)
    if e.denominator == 1:
        n = int(e)
        kind = _kind(base)
        if kind == 0:
            b = _rational(base)
            if b == 0 and n < 0:
                raise ZeroDivisionError("0 to a negative power")
            _power_size(b, n)
            return b**n
        if abs(n) > 10**5:  # a surd, an exponential sum or an enclosure: |n| products
            raise _too_large(f"a power {n} of {base}")
        if kind == 1:
            return base**n if n >= 0 else Surd(1) / (base ** (-n))
        if kind == 4:
            return base**n if n >= 0 else 1 / base ** (-n)
        if kind == 2:
            result = ExpSum.of(1)
            for _ in range(abs(n)):
                result = result * base
            return result if n >= 0 else result.inverse()
        enclosure = enclose(base)
        result = Enclosure.of(1)
        for _ in range(abs(n)):
            result = result * enclosure
        return result if n >= 0 else Enclosure.of(1) / result
    # a rational power p/r of a positive rational: exact when the r-th root is rational, else enclosed
    b = _rational(base) if _kind(base) == 0 else None
    if b is not None and b > 0:
        root = _exact_root(b, e.denominator)
        if root is not None:
            return root**e.numerator
        return _enc.exp(_enc.log(b) * e)
    if isinstance(base, ExpSum) and len(base.terms) == 1:
        (r, c), = base.terms.items()
        if c == 1:
            return ExpSum.exp(r * e)
    raise FormulaError(f"{base} ** {e}: a fractional power of a value that is not a positive rational")


def _power_size(base: Fraction, n: int) -> None:
    """Refuse base**n when it would have more than MAX_BITS bits."""
    if abs(n) * max(base.numerator.bit_length(), base.denominator.bit_length()) > MAX_BITS:
        raise _too_large(f"{base} ** {n}")


def _exact_root(x: Fraction, n: int) -> Fraction | None:
    def root(k: int) -> int | None:
        r = round(k ** (1 / n)) if k < 2**1000 else _iroot(k, n)
        for c in (r - 1, r, r + 1):
            if c >= 0 and c**n == k:
                return c
        return None

    p, q = root(x.numerator), root(x.denominator)
    return None if p is None or q is None else Fraction(p, q)


def _iroot(k: int, n: int) -> int:
    low, high = 0, 1 << (k.bit_length() // n + 1)
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if mid**n <= k else (low, mid - 1)
    return low




def _compare(a: Any, b: Any) -> int:
    """The sign of a - b, exactly, or by separated enclosures; :class:`Undecided` when they overlap."""
    if _exact_rational(a) and _exact_rational(b):  # two rationals (the common case)
        return (a > b) - (a < b)
    if _sequence(a) or _sequence(b):
        if not (_sequence(a) and _sequence(b)):
            raise FormulaError("a tuple compared with a number")
        if len(a) != len(b):
            return 1
        signs = [_compare(x, y) for x, y in zip(a, b, strict=True)]
        return next((s for s in signs if s), 0)
    ka, kb = _kind(a), _kind(b)
    if ka == kb == 0:  # two rationals (the common case): their difference's sign
        x, y = _rational(a), _rational(b)
        return (x > y) - (x < y)
    if 4 in (ka, kb):
        raise FormulaError("a symbol has no sign here: only a relation's two sides are evaluated on symbols")
    if max(ka, kb) <= 1:
        try:
            return _surd_compare(Surd.of(_rational(a)) if ka == 0 else a, Surd.of(_rational(b)) if kb == 0 else b)
        except ValueError:
            pass
    if {ka, kb} <= {0, 2}:
        difference = ExpSum.of(_rational(a) if ka == 0 else a) - (ExpSum.of(_rational(b)) if kb == 0 else b)
        if difference.is_zero():
            return 0
        enclosure = difference.enclosure()
        if enclosure.low > 0 or enclosure.high < 0:
            return 1 if enclosure.low > 0 else -1
        raise Undecided(f"{a} and {b} differ by less than their enclosures' width")
    x, y = enclose(a), enclose(b)
    if x.low > y.high:
        return 1
    if x.high < y.low:
        return -1
    if x.low == x.high == y.low == y.high:
        return 0
    raise Undecided(f"the enclosures [{float(x.low)}, {float(x.high)}] and [{float(y.low)}, {float(y.high)}] "
                    "overlap")


_HOLDS = {"<": lambda s: s < 0, "<=": lambda s: s <= 0, ">": lambda s: s > 0, ">=": lambda s: s >= 0,
          "==": lambda s: s == 0, "!=": lambda s: s != 0}
_NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}
_OPERATORS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}


def _holds(a: Any, relation: str, b: Any) -> bool:
    if _exact_rational(a) and _exact_rational(b):
        return _RATIONAL_ORDER[relation](a, b)
    if a is None or b is None:  # no value (an unbound parameter, an unbounded end): only whether it is None
        if relation not in ("==", "!="):
            raise FormulaError(f"None is compared only by '==' and '!=', not {relation!r}")
        return (a is None and b is None) == (relation == "==")
    if _has_word(a) or _has_word(b):
        if relation not in ("==", "!="):
            raise FormulaError(f"words are compared only by '==' and '!=', not {relation!r}")
        return _same(a, b) == (relation == "==")
    return _HOLDS[relation](_compare(a, b))  # '==' of enclosures: only two equal points (exact) are equal


def _has_word(x: Any) -> bool:
    """A word, or a tuple holding a word or None (compared by :func:`_same`, only by '==' and '!=')."""
    return isinstance(x, str) or (_sequence(x) and any(v is None or _has_word(v) for v in x))


def _same(a: Any, b: Any) -> bool:
    """Whether a word or a tuple holding words (or None) equals ``b``: words by their letters, None only to None,
    numbers exactly."""
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, str) or isinstance(b, str):
        return a == b if isinstance(a, str) and isinstance(b, str) else False
    if _sequence(a) and _sequence(b):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return _holds(a, "==", b)


# --------------------------------------------------------------------------- the decided relation


@dataclass(frozen=True)
class Outcome:
    """The decided relation at one point: ``lhs relation rhs`` and whether it holds, with the bindings of the
    quantifiers (``all``/``any``) that chose this part and a note."""

    lhs: Any
    relation: str
    rhs: Any
    holds: bool
    bindings: dict[str, Any] = field(default_factory=dict)
    note: str = ""

    @property
    def slack(self) -> Fraction:
        """How far from failing (<= 0 at a failure); steering only, so enclosures give their midpoints."""
        if _sequence(self.lhs) or _sequence(self.rhs) or isinstance(self.lhs, str | None) or isinstance(
                self.rhs, str | None):  # a word or None (no value) has no distance
            return Fraction(0 if self.holds else -1)
        lhs, rhs, relation = _midpoint(self.lhs), _midpoint(self.rhs), self.relation
        if relation in (">", ">="):
            return _difference(lhs, rhs)
        if relation in ("<", "<="):
            return _difference(rhs, lhs)
        distance = abs(_difference(lhs, rhs))
        return -distance if relation == "==" else distance

    def negated(self) -> Outcome:
        return Outcome(self.lhs, _NEGATED[self.relation], self.rhs, not self.holds, self.bindings, self.note)


def _difference(a: Any, b: Any) -> Any:
    """a - b of two midpoints (two rationals, the common case, directly)."""
    if (type(a) is Fraction or type(a) is int) and (type(b) is Fraction or type(b) is int):
        return _rational_difference(a, b)
    return a - b


def _midpoint(x: Any) -> Fraction:
    if type(x) is Fraction:
        return x
    if isinstance(x, Enclosure):
        return (x.low + x.high) / 2
    if isinstance(x, Surd | ExpSum):
        e = enclose(x)
        return (e.low + e.high) / 2
    return Fraction(x)


def _weakest(outcomes: Iterable[Outcome]) -> Outcome:
    """The first failing outcome, else the one closest to failing (the earliest of equally close ones)."""
    return _settling(outcomes, False)


def _strongest(outcomes: Iterable[Outcome]) -> Outcome:
    """The first holding outcome, else the one closest to holding (the earliest of equally close ones)."""
    return _settling(outcomes, True)


def _settling(outcomes: Iterable[Outcome], holds: bool) -> Outcome:
    """The first outcome that ``holds`` (or fails), else the one closest to it: a disjunction's strongest part, a
    conjunction's weakest (the best one's slack is computed once, when a second outcome is compared with it)."""
    best: Outcome | None = None
    best_slack: Any = None
    for outcome in outcomes:
        if outcome.holds == holds:
            return outcome
        if best is None:
            best = outcome
            continue
        slack = outcome.slack
        if best_slack is None:
            best_slack = best.slack
        if slack > best_slack if holds else slack < best_slack:
            best, best_slack = outcome, slack
    if best is None:
        return Outcome(int(not holds), "==", 1, not holds, note=f"an empty {'disjunction' if holds else 'conjunction'}")
    return best


# --------------------------------------------------------------------------- parsing

_ALLOWED = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Call, ast.Name,
            ast.Load, ast.Store, ast.Constant, ast.Tuple, ast.Subscript, ast.GeneratorExp, ast.comprehension,
            ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow, ast.USub, ast.UAdd, ast.Not, ast.And, ast.Or,
            ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq, ast.keyword)
_DEFINITION = re.compile(r"^([A-Za-z_]\w*)\s*(\(([^()]*)\))?\s*=(?!=)\s*(.+)$")
_AGGREGATES = ("sum", "prod", "max", "min", "all", "any", "tuple", "len")


@dataclass(frozen=True)
class Definition:
    name: str
    parameters: tuple[str, ...]
    body: ast.expr
    line: int


@dataclass(frozen=True)
class Formula:
    """A parsed formula: its text (the ledger's), local definitions, guards and the decided relation."""

    text: str
    parameters: tuple[str, ...]
    steps: tuple[Definition | tuple[str, ast.expr, int], ...]  # a definition, or ("given", condition, line)
    relation: ast.expr
    primitives: tuple[str, ...] = ()


def _lines(text: str) -> Iterator[tuple[int, str]]:
    """Logical lines (a line starting with whitespace continues the previous one), without comments."""
    current: tuple[int, str] | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        if raw[:1].isspace() and current is not None:
            current = (current[0], current[1] + " " + line.strip())
            continue
        if current is not None:
            yield current
        current = (number, line.strip())
    if current is not None:
        yield current


def normalized(text: str) -> str:
    r"""A formula's text as the ledger stores it: the common indentation removed, no blank first or last line.

    >>> normalized("\n    p = 1 - q\n    p > q\n    ")
    'p = 1 - q\np > q'
    """
    return textwrap.dedent(text).strip("\n").rstrip()


def parse(text: str, parameters: Iterable[str], primitives: Iterable[str] = ()) -> Formula:
    """Parse and check a formula: whitelisted syntax, no decimal literal, every name known, generators only where
    they aggregate.  ``parameters`` are the domain's axes; ``primitives`` the names the caller will provide."""
    if not isinstance(text, str) or not text.strip():
        raise FormulaError("a formula is a non-empty text")
    text = normalized(text)
    known = set(parameters) | set(BUILTINS) | set(primitives)
    steps: list[Definition | tuple[str, ast.expr, int]] = []
    lines = list(_lines(text))
    for index, (number, line) in enumerate(lines):
        last = index == len(lines) - 1
        match = None if last else _DEFINITION.match(line)
        if not last and line.startswith("given "):
            condition = _expression(line[len("given "):], number, known)
            steps.append(("given", condition, number))
        elif match:
            name, _, params, body = match.groups()
            names = tuple(p.strip() for p in params.split(",") if p.strip()) if params is not None else ()
            if name in BUILTINS or name in parameters:
                raise FormulaError(f"line {number}: {name!r} is a builtin or a parameter; choose another name")
            steps.append(Definition(name, names, _expression(body, number, known | set(names)), number))
            known.add(name)
        elif last:
            relation = _expression(line, number, known)
        else:
            raise FormulaError(f"line {number}: {line!r} is neither a definition, a 'given' nor the last line")
    return Formula(text, tuple(parameters), tuple(steps), relation, tuple(primitives))


def _expression(text: str, number: int, known: set[str]) -> ast.expr:
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as error:
        raise FormulaError(f"line {number}: {error.msg} in {text!r}") from None
    bound: set[str] = set()
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise FormulaError(f"line {number}: {type(node).__name__} is not part of the formula language")
        if isinstance(node, ast.Constant):
            if isinstance(node.value, float):
                raise FormulaError(f"line {number}: the decimal literal {node.value} is a binary float; write it as a "
                                   f"fraction ({Fraction(str(node.value)).limit_denominator(10**12)})")
            if isinstance(node.value, str):
                _word(node.value, f"line {number}: ")
            elif node.value is not None and not isinstance(node.value, int):  # None: no value (an unbounded end)
                raise FormulaError(f"line {number}: the constant {node.value!r} is not an integer")
        if isinstance(node, ast.comprehension):
            if node.is_async:
                raise FormulaError(f"line {number}: async comprehension")
            bound |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
        if isinstance(node, ast.Call) and not isinstance(node.func, ast.Name):
            raise FormulaError(f"line {number}: only named functions may be called")
        if isinstance(node, ast.GeneratorExp):
            parent = next((p for p in ast.walk(tree) if isinstance(p, ast.Call) and node in p.args), None)
            if parent is None or parent.func.id not in _AGGREGATES + tuple(known - set(BUILTINS)):  # type: ignore[union-attr]
                raise FormulaError(f"line {number}: a generator outside {', '.join(_AGGREGATES)}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in known | bound:
            raise FormulaError(f"line {number}: unknown name {node.id!r} (not a parameter, a local definition, a "
                               "builtin or a primitive)")
    return tree.body


# --------------------------------------------------------------------------- evaluation


class _Function:
    """A local function at one point.  Its body reads only its arguments and the definitions above it, which are
    fixed at the point, so its values are cached by argument (typed: True, 1 and 1/1 are different keys)."""

    def __init__(self, definition: Definition, evaluator: _Evaluator, scope: dict[str, Any]) -> None:
        self.definition, self.evaluator, self.scope = definition, evaluator, scope
        self.values: dict[Any, Any] = {}

    def __call__(self, *arguments: Any) -> Any:
        if len(arguments) != len(self.definition.parameters):
            raise FormulaError(f"{self.definition.name} takes {len(self.definition.parameters)} argument(s)")
        try:
            key = _typed(arguments)
            return self.values[key][1]
        except TypeError:  # an argument that cannot be hashed: not cached
            key = None
        except KeyError:
            pass
        env = self.scope.copy()
        env.update(zip(self.definition.parameters, arguments, strict=True))
        result = self.evaluator.value(self.definition.body, env)
        if key is not None:
            self.values[key] = (arguments, result)  # the arguments kept alive: a long tuple's key is its identity
        return result

    def decide(self, *arguments: Any) -> Outcome:
        return self.evaluator.decide(self.definition.body,
                                     {**self.scope, **dict(zip(self.definition.parameters, arguments, strict=True))})

    def __repr__(self) -> str:  # an error names the function, never an address (a message is the same on every run)
        return f"the function {self.definition.name}({', '.join(self.definition.parameters)})"


def _typed(value: Any) -> Any:
    """A hashable key that tells values of different types apart (True, 1 and 1/1 are equal in Python).  A long
    tuple (a law, a table) is keyed by its identity: hashing its every Fraction at every call cost more than the
    call; the caller keeps the tuple alive while the key is in use, and an equal copy only misses the cache.

    >>> _typed((1, True)) != _typed((True, 1))
    True
    """
    kind = type(value)
    if kind is tuple:
        if len(value) > _LONG:
            return _Identity, id(value)
        return tuple([(int, v) if type(v) is int else _typed(v) for v in value])  # an int's key, made here
    if kind is Fraction:  # its numerator and denominator hash far faster than the Fraction does
        return kind, value.numerator, value.denominator
    hash(value)
    return kind, value


_LONG = 16


class _Identity:
    """Tags a key made of an object's identity."""


#: The most items one evaluation may iterate (the items of generator clauses, and of iterables made into tuples)
#: and the largest integer, in bits, a power, a factorial or a binomial may build: a ledger is data a user may edit,
#: and a formula beyond these is refused with one line rather than run for hours.
MAX_STEPS = 10**7
MAX_BITS = 2**24


def _too_large(what: str) -> FormulaError:
    return FormulaError(f"{what}: beyond the evaluator's limits ({MAX_STEPS} items, integers of {MAX_BITS} bits)")


def _bounded(items: Any) -> tuple[Any, ...]:
    """An iterable as a tuple, refused when it has more than MAX_STEPS items."""
    if isinstance(items, range | tuple) and len(items) > MAX_STEPS:
        raise _too_large(f"an iterable of {len(items)} items")
    kept = tuple(islice(items, MAX_STEPS + 1))
    if len(kept) > MAX_STEPS:
        raise _too_large("an iterable of more items")
    return kept


class _Evaluator:
    def __init__(self, primitives: Mapping[str, Callable[..., Any]]) -> None:
        self.functions = {**BUILTINS, **primitives}
        self.steps = 0  # generator items iterated so far (at most MAX_STEPS)

    # values --------------------------------------------------------------
    def value(self, node: ast.expr, env: dict[str, Any]) -> Any:
        """The value of an expression node (compiled once into closures, then called at every point)."""
        try:
            compiled = node._krverify_value  # type: ignore[attr-defined]
        except AttributeError:
            compiled = node._krverify_value = _compile(node)  # type: ignore[attr-defined]
        return compiled(self, env)

    def truth(self, node: ast.expr, env: dict[str, Any]) -> bool:
        return _condition(node, self.value(node, env))

    # the decided relation ------------------------------------------------
    def decide(self, node: ast.expr, env: dict[str, Any]) -> Outcome:
        """The decided relation ``node`` (compiled once into closures by :func:`_compile_decision`)."""
        try:
            decision = node._krverify_decide  # type: ignore[attr-defined]
        except AttributeError:
            decision = node._krverify_decide = _compile_decision(node)  # type: ignore[attr-defined]
        return decision(self, env)


_Compiled = Callable[["_Evaluator", dict[str, Any]], Any]
_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}


def _when_reached(compile: Callable[[ast.expr], _Compiled], node: ast.expr) -> _Compiled:
    """``compile(node)``, for a part of an expression the evaluator reaches only at run time (a side of a decided
    relation, an aggregate's element, a condition): compiling is pure, so a part that compiles is compiled now, and
    one that cannot be compiled is an error only where it is evaluated, as when each part was compiled on first use."""
    try:
        return compile(node)
    except Exception:  # raised again, unchanged, where the part is evaluated
        return lambda ev, env: compile(node)(ev, env)


def _compile_truth(node: ast.expr) -> _Compiled:
    """A closure computing ``node``'s value as a condition (:meth:`_Evaluator.truth`)."""
    value = _when_reached(_compile, node)

    return lambda ev, env: _condition(node, value(ev, env))


def _condition(node: ast.expr, value: Any) -> bool:
    """The truth of a condition's value: a bool, or a local relation (``ok = q < 1``) decided where it is used."""
    if isinstance(value, _Deferred):
        return value.decide().holds
    if not isinstance(value, bool):
        raise FormulaError(f"{ast.unparse(node)} is not a condition")
    return value


def _compile_scopes(generator: ast.GeneratorExp) -> Callable[[_Evaluator, dict[str, Any]], Iterator[dict[str, Any]]]:
    """A closure giving the scopes of a generator's clauses (``for`` in order, each filtered by its ``if``\\ s).

    One scope per clause, its variable rebound per item: each yielded scope is read (the element's value, a
    condition) before the next item is bound, and never kept."""
    clauses = [(_when_reached(_compile, clause.iter), clause.iter, clause.target,
                clause.target.id if isinstance(clause.target, ast.Name) else None,
                [_compile_truth(condition) for condition in clause.ifs]) for clause in generator.generators]
    depth = len(clauses)

    def walk(ev: _Evaluator, scope: dict[str, Any], index: int) -> Iterator[dict[str, Any]]:
        iterable_of, iterable_node, target, name, conditions = clauses[index]
        iterable = iterable_of(ev, scope)
        if not isinstance(iterable, tuple | range | Iterator) and not hasattr(iterable, "__iter__"):
            raise FormulaError(f"{ast.unparse(iterable_node)} is not iterable")
        if isinstance(iterable, range | tuple) and ev.steps + len(iterable) > MAX_STEPS:
            raise _too_large(f"{ast.unparse(generator)}")
        inner = scope.copy()
        last = index + 1 == depth
        for item in iterable:
            ev.steps += 1
            if ev.steps > MAX_STEPS:
                raise _too_large(f"{ast.unparse(generator)}")
            if name is not None:
                inner[name] = item
            else:
                inner.update(_bind(target, item))
            for condition in conditions:
                if not condition(ev, inner):
                    break
            else:
                if last:
                    yield inner
                else:
                    yield from walk(ev, inner, index + 1)

    return lambda ev, env: walk(ev, env, 0)


def _compile_aggregate(name: str, generator: ast.GeneratorExp) -> _Compiled:
    """A closure computing ``name(element for ...)``, name one of :data:`_AGGREGATES`."""
    scopes = _compile_scopes(generator)
    if name in ("all", "any"):  # a condition's value: its truth alone, stopping at the first instance that settles
        # it (the decided relation's all/any report their weakest instance: _compile_decision -> _compile_quantified)
        condition, settled = _compile_truth(generator.elt), name == "any"

        def quantifier(ev: _Evaluator, env: dict[str, Any]) -> bool:
            for scope in scopes(ev, env):
                if condition(ev, scope) is settled:
                    return settled
            return not settled
        return quantifier
    element = _when_reached(_compile, generator.elt)
    if name == "tuple":
        return lambda ev, env: tuple([element(ev, scope) for scope in scopes(ev, env)])
    if name == "len":
        def length(ev: _Evaluator, env: dict[str, Any]) -> int:
            count = 0
            for scope in scopes(ev, env):
                element(ev, scope)
                count += 1
            return count
        return length
    if name in ("sum", "prod"):
        symbol, start = ("+", 0) if name == "sum" else ("*", 1)
        operation = _RATIONAL_OPERATIONS[symbol]

        def fold(ev: _Evaluator, env: dict[str, Any]) -> Any:
            result: Any = start
            for scope in scopes(ev, env):
                item = element(ev, scope)
                if (type(result) is Fraction or type(result) is int) and (type(item) is Fraction or type(item) is int):
                    result = operation(result, item)  # as _arith computes two rationals
                else:
                    result = _arith(symbol, result, item)
            return result
        return fold
    return lambda ev, env: _extreme(name, [element(ev, scope) for scope in scopes(ev, env)])


def _compile_quantified(name: str, generator: ast.GeneratorExp) -> _Compiled:
    """A closure deciding ``all(...)`` (its weakest instance) or ``any(...)`` (its strongest), each instance's outcome
    carrying the bindings of the quantifier's variables."""
    scopes, element = _compile_scopes(generator), _when_reached(_compile_decision, generator.elt)
    names = sorted({n.id for c in generator.generators for n in ast.walk(c.target) if isinstance(n, ast.Name)})
    choose = _weakest if name == "all" else _strongest

    def quantified(ev: _Evaluator, env: dict[str, Any]) -> Outcome:
        def outcomes() -> Iterator[Outcome]:
            for scope in scopes(ev, env):
                outcome = element(ev, scope)
                yield Outcome(outcome.lhs, outcome.relation, outcome.rhs, outcome.holds,
                              {**{n: scope[n] for n in names}, **outcome.bindings}, outcome.note)
        return choose(outcomes())
    return quantified


def _compile_decision(node: ast.expr) -> _Compiled:
    """A closure deciding the relation ``node``: an :class:`Outcome` (``lhs relation rhs``, whether it holds, the
    bindings of the quantifiers that chose this part).  Each part is compiled as it is reached
    (:func:`_when_reached`)."""
    match node:
        case ast.Compare(left=left, ops=ops, comparators=comparators):
            terms = [_when_reached(_compile, term) for term in [left, *comparators]]
            relations = [_OPERATORS[type(op)] for op in ops]
            chain = all(relation == "==" for relation in relations)

            def compare(ev: _Evaluator, env: dict[str, Any]) -> Outcome:
                values = [term(ev, env) for term in terms]
                pairs = [Outcome(values[i], relation, values[i + 1], _holds(values[i], relation, values[i + 1]))
                         for i, relation in enumerate(relations)]
                if chain:  # a chain a = b = c: the first unequal pair, else the last
                    return next((p for p in pairs if not p.holds), pairs[-1])
                return _weakest(pairs)
            return compare
        case ast.BoolOp(op=ast.And(), values=parts):
            conjuncts = [_when_reached(_compile_decision, part) for part in parts]
            return lambda ev, env: _weakest(part(ev, env) for part in conjuncts)
        case ast.BoolOp(op=ast.Or(), values=parts):
            disjuncts = [_when_reached(_compile_decision, part) for part in parts]
            return lambda ev, env: _strongest(part(ev, env) for part in disjuncts)
        case ast.UnaryOp(op=ast.Not(), operand=operand):
            negated = _when_reached(_compile_decision, operand)
            return lambda ev, env: negated(ev, env).negated()
        case ast.IfExp(test=test, body=body, orelse=orelse):
            condition = _compile_truth(test)
            then, otherwise = _when_reached(_compile_decision, body), _when_reached(_compile_decision, orelse)
            return lambda ev, env: then(ev, env) if condition(ev, env) else otherwise(ev, env)
        case ast.Call(func=ast.Name(id="implies"), args=[premise, conclusion]):
            first_of, then = _when_reached(_compile_decision, premise), _when_reached(_compile_decision, conclusion)

            def implication(ev: _Evaluator, env: dict[str, Any]) -> Outcome:
                first = first_of(ev, env)
                if not first.holds:  # recorded as the premise's negation, which holds
                    return Outcome(first.lhs, _NEGATED[first.relation], first.rhs, True, first.bindings,
                                   "the premise fails, so the implication holds")
                return then(ev, env)
            return implication
        case ast.Call(func=ast.Name(id="iff"), args=[first, second]):
            first_of, second_of = _when_reached(_compile_decision, first), _when_reached(_compile_decision, second)

            def equivalence(ev: _Evaluator, env: dict[str, Any]) -> Outcome:
                a, b = first_of(ev, env).holds, second_of(ev, env).holds
                return Outcome(int(a), "==", int(b), a == b, note="1 = holds, 0 = fails")
            return equivalence
        case ast.Call(func=ast.Name(id=name), args=[ast.GeneratorExp() as generator]) if name in ("all", "any"):
            return _compile_quantified(name, generator)
        case ast.Call(func=ast.Name(id=name), args=args):
            arguments, otherwise = [_when_reached(_compile, a) for a in args], _compile_value_decision(node)

            def call(ev: _Evaluator, env: dict[str, Any]) -> Outcome:
                function = env.get(name)
                if isinstance(function, _Function):  # a local function's relation, decided
                    return function.decide(*[argument(ev, env) for argument in arguments])
                return otherwise(ev, env)
            return call
        case ast.Name(id=name):
            otherwise = _compile_value_decision(node)

            def deferred(ev: _Evaluator, env: dict[str, Any]) -> Outcome:
                definition = env.get(name)
                if isinstance(definition, _Deferred):
                    return definition.decide()
                return otherwise(ev, env)
            return deferred
    return _compile_value_decision(node)


def _compile_value_decision(node: ast.expr) -> _Compiled:
    """A line that is not a relation of its own: its value must be a truth value."""
    value = _when_reached(_compile, node)

    def decision(ev: _Evaluator, env: dict[str, Any]) -> Outcome:
        result = value(ev, env)
        if not isinstance(result, bool):
            raise FormulaError(f"the decided line {ast.unparse(node)!r} is not a relation")
        return Outcome(int(result), "==", 1, result, note="1 = holds")
    return decision


def _compile(node: ast.expr) -> _Compiled:
    """A closure computing ``node``'s value by the rules of :meth:`_Evaluator.decide` and the tower's ``_arith``,
    ``_compare`` (which compute two rationals, the common case, directly)."""
    match node:
        case ast.Constant(value=constant):
            return lambda ev, env: constant
        case ast.Name(id=name):
            def name_value(ev: _Evaluator, env: dict[str, Any]) -> Any:
                try:
                    return env[name]
                except KeyError:
                    pass
                if name in CONSTANTS:
                    return CONSTANTS[name]()
                if name in ev.functions:
                    return ev.functions[name]
                raise FormulaError(f"{name!r} has no value here")
            return name_value
        case ast.BinOp(left=left, op=ast.Pow(), right=right):
            base, exponent = _compile(left), _compile(right)
            return lambda ev, env: _power(base(ev, env), exponent(ev, env))
        case ast.BinOp(left=left, op=op, right=right):
            first, second, symbol = _compile(left), _compile(right), _BINARY[type(op)]
            operation = _RATIONAL_OPERATIONS[symbol]

            def arithmetic(ev: _Evaluator, env: dict[str, Any]) -> Any:
                a, b = first(ev, env), second(ev, env)
                # two rationals (int or Fraction, not a truth value): as _arith computes them
                if (type(a) is Fraction or type(a) is int) and (type(b) is Fraction or type(b) is int):
                    if symbol == "/" and b == 0:
                        raise ZeroDivisionError("division by zero")
                    return operation(a, b)
                return _arith(symbol, a, b)
            return arithmetic
        case ast.UnaryOp(op=ast.USub(), operand=operand):
            inner = _compile(operand)
            return lambda ev, env: _arith("-", 0, inner(ev, env))
        case ast.UnaryOp(op=ast.UAdd(), operand=operand):
            return _compile(operand)
        case ast.UnaryOp(op=ast.Not(), operand=operand):
            truth = _compile_truth(operand)
            return lambda ev, env: not truth(ev, env)
        case ast.Compare(left=left, ops=ops, comparators=comparators):
            # as decide's chain: it holds when every pair holds (each pair decided, as there)
            terms = [_compile(left)] + [_compile(c) for c in comparators]
            relations = [_OPERATORS[type(op)] for op in ops]

            if len(relations) == 1:
                first, second, relation = terms[0], terms[1], relations[0]
                order = _RATIONAL_ORDER[relation]

                def compare_pair(ev: _Evaluator, env: dict[str, Any]) -> bool:
                    a, b = first(ev, env), second(ev, env)
                    if (type(a) is int or type(a) is Fraction) and (type(b) is int or type(b) is Fraction):
                        return order(a, b)
                    return _holds(a, relation, b)
                return compare_pair

            pairs = [(i, relation, _RATIONAL_ORDER[relation]) for i, relation in enumerate(relations)]

            def compare(ev: _Evaluator, env: dict[str, Any]) -> bool:
                values = [term(ev, env) for term in terms]
                holds = []  # every pair decided (an undecided pair is an error even after a failing one)
                for i, relation, order in pairs:
                    a, b = values[i], values[i + 1]
                    if (type(a) is int or type(a) is Fraction) and (type(b) is int or type(b) is Fraction):
                        holds.append(order(a, b))
                    else:
                        holds.append(_holds(a, relation, b))
                return all(holds)
            return compare
        case ast.BoolOp():
            return lambda ev, env: ev.decide(node, env).holds
        case ast.IfExp(test=test, body=body, orelse=orelse):
            condition, then, otherwise = _compile_truth(test), _compile(body), _compile(orelse)
            return lambda ev, env: then(ev, env) if condition(ev, env) else otherwise(ev, env)
        case ast.Tuple(elts=elements):
            items = [_compile(e) for e in elements]
            return lambda ev, env: tuple(item(ev, env) for item in items)
        case ast.Subscript(value=container, slice=index):
            sequence_of, position_of = _compile(container), _compile(index)

            def subscript(ev: _Evaluator, env: dict[str, Any]) -> Any:
                sequence, position = sequence_of(ev, env), position_of(ev, env)
                if type(sequence) is tuple and type(position) is int and 0 <= position < len(sequence):
                    return sequence[position]  # the common case, as checked below
                if not _sequence(sequence):
                    raise FormulaError(f"{sequence!r} is not a tuple")
                position = _index(position)
                if not 0 <= position < len(sequence):
                    raise FormulaError(f"index {position} outside 0..{len(sequence) - 1}")
                return sequence[position]
            return subscript
        case ast.Call(func=ast.Name(id=name), args=[ast.GeneratorExp() as generator]) if name in _AGGREGATES:
            return _compile_aggregate(name, generator)
        case ast.Call(func=ast.Name(id=name), args=args, keywords=keywords):
            # implies and iff have no value (BUILTINS holds None for them): only a decided relation uses them
            arguments = [_compile(a) for a in args]
            options = [(keyword.arg, _compile(keyword.value)) for keyword in keywords]

            def call(ev: _Evaluator, env: dict[str, Any]) -> Any:
                try:  # a local function of the formula, else a builtin or primitive
                    function = env[name]
                except KeyError:
                    function = ev.functions.get(name)
                if function is None:
                    raise FormulaError(f"unknown function {name!r}")
                values = [argument(ev, env) for argument in arguments]
                if options:
                    return function(*values, **{key: option(ev, env) for key, option in options})
                return function(*values)
            return call
    raise FormulaError(f"cannot evaluate {ast.dump(node)}")


class _Deferred:
    """A local definition without parameters whose body is a relation: decided where it is used."""

    def __init__(self, body: ast.expr, evaluator: _Evaluator, scope: dict[str, Any]) -> None:
        self.body, self.evaluator, self.scope = body, evaluator, scope

    def decide(self) -> Outcome:
        return self.evaluator.decide(self.body, self.scope)

    def __repr__(self) -> str:
        return f"the relation {ast.unparse(self.body)}"


def _bind(target: ast.expr, item: Any) -> dict[str, Any]:
    if isinstance(target, ast.Name):
        return {target.id: item}
    if isinstance(target, ast.Tuple) and _sequence(item) and len(item) == len(target.elts):
        bound: dict[str, Any] = {}
        for t, v in zip(target.elts, item, strict=True):
            bound.update(_bind(t, v))
        return bound
    raise FormulaError(f"cannot bind {ast.unparse(target)} to {item!r}")


def _index(x: Any) -> int:
    if type(x) is int:
        return x
    if type(x) is Fraction and x.denominator == 1:  # an integer computed by the language (n - 1 is a Fraction)
        return x.numerator
    if isinstance(x, bool) or _kind(x) != 0 or _rational(x).denominator != 1:
        raise FormulaError(f"index {x!r} is not an integer")
    return int(_rational(x))


def _extreme(name: str, values: list[Any]) -> Any:
    if not values:
        raise FormulaError(f"{name} of nothing")
    best = values[0]
    for v in values[1:]:
        sign = _compare(v, best)
        if (sign > 0) if name == "max" else (sign < 0):
            best = v
    return best


def _free(body: ast.expr, env: Mapping[str, Any], bound: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The names of ``env`` that ``body`` reads (its parameters ``bound`` excepted), in a fixed order."""
    return tuple(name for name in _names(body) if name in env and name not in bound)


def _names(body: ast.expr) -> tuple[str, ...]:
    """Every name ``body`` reads, sorted: read off the tree once (the memo fingerprints a local function at every
    point of a sweep)."""
    try:
        return body._krverify_names  # type: ignore[attr-defined,no-any-return]
    except AttributeError:
        names = body._krverify_names = tuple(sorted(  # type: ignore[attr-defined]
            {node.id for node in ast.walk(body) if isinstance(node, ast.Name)}))
        return names


@lru_cache(maxsize=1024)
def _memo_key(step: Definition) -> tuple[str, tuple[str, ...]]:
    """A parameterless definition's text and the names it reads, sorted (computed once per parsed step: the memo's
    key reads them at every point of a sweep)."""
    return ast.dump(step.body), _names(step.body)


def _fingerprint(value: Any, memo: dict[Any, Any]) -> Any:
    """A hashable, typed stand-in for a value a definition reads (TypeError: not cacheable).

    A rational is its numerator and denominator (hashing a Fraction computes a modular inverse of its
    denominator: the larger part of a sweep's time when laws with 60-digit denominators are read at every point);
    1, 1/1 and True are different keys.  A long tuple (a law, a table) is fingerprinted once per object: the memo
    keeps the object alive and maps its identity to a token shared by every equal tuple.  A local function is its
    definition and the fingerprints of what it reads."""
    kind = type(value)
    if kind is Fraction:
        return kind, value.numerator, value.denominator
    if kind is tuple:
        if len(value) < 8:
            return kind, tuple(_fingerprint(v, memo) for v in value)
        seen = memo.get((_IDENTITY, id(value)))
        if seen is not None and seen[0] is value:
            return seen[1]
        token = memo.setdefault((_IDENTITY, tuple(_fingerprint(v, memo) for v in value)), (_IDENTITY, len(memo)))
        memo[(_IDENTITY, id(value))] = (value, token)
        return token
    if isinstance(value, _Function):
        definition = value.definition
        return ("function", _function_text(definition),
                tuple((name, _fingerprint(value.scope[name], memo))
                      for name in _free(definition.body, value.scope, definition.parameters)))
    hash(value)
    return kind, value


_IDENTITY = object()  # tags the memo's own entries (fingerprints of long tuples), apart from definitions' values


@lru_cache(maxsize=1024)
def _function_text(definition: Definition) -> tuple[str, int, str]:
    return definition.name, definition.line, ast.dump(definition.body)


def evaluate(formula: Formula, point: Mapping[str, Any], primitives: Mapping[str, Callable[..., Any]] | None = None,
             memo: dict[Any, Any] | None = None) -> Outcome | None:
    """The decided relation at ``point`` (None: a ``given`` fails there, the point is outside the hypotheses).

    ``memo`` (a dict kept across the points of one sweep) caches the value of each local definition without
    parameters by the values it reads: a maximum over every collection is computed once per (n, L, q), not at
    every point.  Raises :class:`FormulaError` for a formula that cannot be evaluated there (a division by 0, an
    index out of range), :class:`Undecided` when certified enclosures cannot separate the sides."""
    evaluator = _Evaluator(primitives or {})
    missing = [name for name in formula.parameters if name not in point]
    if missing:
        raise FormulaError(f"the point has no value for {', '.join(missing)}")
    env: dict[str, Any] = {name: _exact(point[name], name) for name in formula.parameters}
    try:
        for step in formula.steps:
            if isinstance(step, Definition):
                if step.parameters:
                    env[step.name] = _Function(step, evaluator, env)
                elif _is_relation(step.body):
                    env[step.name] = _Deferred(step.body, evaluator, dict(env))
                elif memo is None:
                    env[step.name] = evaluator.value(step.body, env)
                else:
                    try:
                        text, reads = _memo_key(step)
                        key = (step.name, step.line, text,
                               tuple((name, _fingerprint(env[name], memo)) for name in reads if name in env))
                    except TypeError:  # a value that cannot be hashed: not cached
                        env[step.name] = evaluator.value(step.body, env)
                    else:
                        if key not in memo:
                            memo[key] = evaluator.value(step.body, env)
                        env[step.name] = memo[key]
            elif not evaluator.truth(step[1], env):
                return None
        return evaluator.decide(formula.relation, env)
    except ZeroDivisionError as error:
        raise FormulaError(f"{error} at {dict(point)}") from None


def symbolic_sides(formula: Formula, symbols: Mapping[str, Any],
                   primitives: Mapping[str, Callable[..., Any]] | None = None) -> tuple[Any, str, Any]:
    r"""The two sides and the relation of a formula whose last line is one comparison ``lhs op rhs``, its parameters
    bound to ``symbols`` (rational functions, :class:`~polynomials.Function`): what a certificate proving the relation
    for every value of its symbols must match.  Only arithmetic reaches a symbol — a ``given``, a branch or a
    comparison on one is a :class:`FormulaError`.

    >>> from krverify.certify.polynomials import Symbols, as_ratio, same
    >>> f = parse("m(t) = (t - 1) / (lam - 1)\nm(lam) == 1", ("lam",))
    >>> left, relation, right = symbolic_sides(f, Symbols())
    >>> same(as_ratio(left), as_ratio(right)), relation
    (True, '==')
    >>> symbolic_sides(parse("(lam if lam > 1 else 0) == 0", ("lam",)), Symbols())  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    krverify.certify.formula.FormulaError: a symbol has no sign here: ...
    """
    relation = formula.relation
    if not (isinstance(relation, ast.Compare) and len(relation.ops) == 1):
        raise FormulaError("a formula checked on symbols ends in one comparison lhs op rhs")
    evaluator = _Evaluator(primitives or {})
    env: dict[str, Any] = {name: symbols[name] for name in formula.parameters}
    for step in formula.steps:
        if not isinstance(step, Definition):
            raise FormulaError(f"line {step[2]}: a 'given' cannot be decided on symbols")
        env[step.name] = _Function(step, evaluator, env) if step.parameters else evaluator.value(step.body, env)
    return (evaluator.value(relation.left, env), _OPERATORS[type(relation.ops[0])],
            evaluator.value(relation.comparators[0], env))


@dataclass(frozen=True)
class Expression:
    """One expression over named values (a domain's swept values, a condition, a membership test)."""

    text: str
    tree: ast.expr


def expression(text: str, names: Iterable[str], primitives: Iterable[str] = ()) -> Expression:
    """Parse one expression over ``names`` (the same language and checks as a formula's lines)."""
    if not isinstance(text, str) or not text.strip() or "\n" in text.strip():
        raise FormulaError(f"an expression is one non-empty line, not {text!r}")
    return Expression(text, _expression(text.strip(), 1, set(names) | set(BUILTINS) | set(primitives)))


def value_of(parsed: Expression, env: Mapping[str, Any], primitives: Mapping[str, Callable[..., Any]] | None = None
             ) -> Any:
    """The value of an expression in ``env`` (exact values only; a generator's items as a tuple)."""
    evaluator = _Evaluator(primitives or {})
    scope = {name: _exact(value, name) for name, value in env.items()}
    try:
        result = evaluator.value(parsed.tree, scope)
    except ZeroDivisionError as error:
        raise FormulaError(f"{error} in {parsed.text!r}") from None
    return result


def _is_relation(node: ast.expr) -> bool:
    return isinstance(node, ast.Compare | ast.BoolOp) or (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("all", "any", "implies",
                                                                                          "iff"))


def _exact(value: Any, name: str) -> Any:
    if isinstance(value, float):
        raise FormulaError(f"{name}={value!r} is a binary float; exact values only")
    if isinstance(value, tuple | list):
        return tuple(_exact(v, name) for v in value)
    if isinstance(value, str):
        return _word(value, f"{name}: ")
    return value


def _word(text: str, where: str) -> str:
    """A word (a case's name), refused when the ledger's text would read it as a rational."""
    try:
        number = rational(text)
    except ValueError:
        return text
    raise FormulaError(f"{where}the word {text!r} reads as a rational; write the number {number}")


# --------------------------------------------------------------------------- builtins


def _binom(n: Any, k: Any) -> int:
    n, k = _index(n), _index(k)
    if not 0 <= k <= n:
        return 0
    if min(k, n - k) * n.bit_length() > MAX_BITS:
        raise _too_large(f"binom({n}, {k})")
    return comb(n, k)


def _factorial(n: Any) -> int:
    n = _index(n)
    if n < 0:
        raise FormulaError(f"factorial of {n}")
    if n * n.bit_length() > MAX_BITS:
        raise _too_large(f"factorial({n})")
    return factorial(n)


def _ints(low: Any, high: Any) -> range:
    return range(_index(low), _index(high) + 1)


def _subsets(items: Any) -> Iterator[tuple[Any, ...]]:
    """Every subset of a tuple (or of 0..n-1), smallest first, as tuples in order; refused at once when there are
    more than MAX_STEPS of them (their number is known beforehand, as a range's is)."""
    pool = items if _sequence(items) else tuple(range(_index(items)))
    if len(pool) >= MAX_STEPS.bit_length():  # 2**len(pool) > MAX_STEPS
        raise _too_large(f"the 2**{len(pool)} subsets of {len(pool)} items")
    return (subset for size in range(len(pool) + 1) for subset in combinations(pool, size))


def _sqrt(x: Any) -> Real:
    if _kind(x) == 0:
        value = _rational(x)
        if value < 0:
            raise FormulaError(f"sqrt of the negative {value}")
        return Surd.sqrt(value) if Surd.sqrt(value).b else Surd.sqrt(value).a
    enclosure = enclose(x)
    if enclosure.low < 0:
        raise FormulaError(f"sqrt of an enclosure reaching below 0: {enclosure}")
    return _enc.sqrt(enclosure)


def _exp(x: Any) -> Real:
    if _kind(x) == 0:
        return ExpSum.exp(_rational(x))
    return _enc.exp(enclose(x))


def _ln(x: Any) -> Real:
    if isinstance(x, ExpSum) and len(x.terms) == 1:
        (r, c), = x.terms.items()
        if c == 1:
            return r
    if _kind(x) == 0:
        value = _rational(x)
        if value <= 0:
            raise FormulaError(f"ln of {value} <= 0")
        return Fraction(0) if value == 1 else _enc.log(value)
    enclosure = enclose(x)
    if enclosure.low <= 0:
        raise FormulaError(f"ln of an enclosure reaching 0: {enclosure}")
    return Enclosure(_enc.log(enclosure.low).low, _enc.log(enclosure.high).high)


def _floor(x: Any) -> int:
    kind = _kind(x)
    if kind == 0:
        return _int_floor(_rational(x))
    if kind == 1:
        return _surd_floor(x)
    enclosure = enclose(x)
    low, high = _int_floor(enclosure.low), _int_floor(enclosure.high)
    if low != high:
        raise Undecided(f"floor of {x}: its enclosure contains an integer")
    return low


def _ceil(x: Any) -> int:
    return -_floor(_arith("-", 0, x))


def _abs(x: Any) -> Real:
    return x if _compare(x, 0) >= 0 else _arith("-", 0, x)


def _surd_or_rational(x: Any, name: str) -> Fraction | Surd:
    """x as an exact rational or surd, which the rounding builtins round exactly."""
    kind = _kind(x)
    if kind > 1:
        raise FormulaError(f"{name} needs an exact rational or surd")
    return x if kind == 1 else _rational(x)


def _round(x: Any, digits: Any) -> Fraction:
    """x rounded half up to ``digits`` decimal places (exact for rationals and surds)."""
    return round_half_up(_surd_or_rational(x, "round"), _index(digits))


def _round_up(x: Any, digits: Any) -> Fraction:
    """x rounded up to ``digits`` decimal places."""
    return ceil_to(_surd_or_rational(x, "round_up"), _index(digits))


def _round_significant(x: Any, digits: Any) -> Fraction:
    """x rounded half up to ``digits`` significant decimal digits (x != 0 exact)."""
    value = _surd_or_rational(x, "round_significant")
    sign = _surd_compare(value, 0)
    if sign == 0:
        return Fraction(0)
    magnitude = value if sign > 0 else -value
    exponent = 0  # 10^(exponent - 1) <= |value| < 10^exponent, by exact comparisons (a surd has no order of its own)
    while _surd_compare(magnitude, Fraction(10) ** exponent) >= 0:
        exponent += 1
    while _surd_compare(magnitude, Fraction(10) ** (exponent - 1)) < 0:
        exponent -= 1
    places = _index(digits) - exponent
    if places >= 0:
        return round_half_up(value, places)
    scale = Fraction(10) ** (-places)
    return round_half_up(value / scale, 0) * scale


def _erfc(x: Any) -> Enclosure:
    return _enc.erfc(enclose(x))


def _normal_cdf(x: Any) -> Enclosure:
    return _enc.normal_cdf(enclose(x))


def _minmax(name: str) -> Callable[..., Any]:
    def extreme(*values: Any) -> Any:
        if len(values) == 1 and _sequence(values[0]):
            values = values[0]
        return _extreme(name, list(values))

    return extreme


def _aggregate_of_tuple(name: str) -> Callable[[Any], Any]:
    def aggregate(values: Any) -> Any:
        if not _sequence(values):
            raise FormulaError(f"{name} of {values!r}")
        result: Any = 0 if name == "sum" else 1
        for v in values:
            result = _arith("+" if name == "sum" else "*", result, v)
        return result

    return aggregate


def _integer(x: Any) -> bool:
    """Whether x is an integer (a rational with denominator 1; not a truth value)."""
    return not isinstance(x, bool) and isinstance(x, int | Fraction) and Fraction(x).denominator == 1


def _rational_part(x: Any, name: str) -> Fraction:
    if isinstance(x, bool) or not isinstance(x, int | Fraction):
        raise FormulaError(f"{name} of {x!r}, which is not rational")
    return Fraction(x)


def _prob(law: Any, outcome: Any) -> Any:
    """P(outcome) under a finite law (0 outside its support); a tuple is a law on 0, 1, 2, ..."""
    if isinstance(law, Law):
        return law.prob(outcome)
    if _sequence(law):
        return _at(law, outcome)
    raise FormulaError(f"prob of {law!r}, which is not a law")


def _vector(x: Any, name: str) -> tuple[Any, ...]:
    if not _sequence(x):
        raise FormulaError(f"{name} of {x!r}, which is not a tuple")
    return x


def _coordinatewise(op: str, name: str) -> Callable[[Any, Any], tuple[Any, ...]]:
    """The coordinatewise sum or difference of two tuples of one length."""
    def operation(a: Any, b: Any) -> tuple[Any, ...]:
        a, b = _vector(a, name), _vector(b, name)
        if len(a) != len(b):
            raise FormulaError(f"{name} of tuples of different lengths")
        return tuple(_arith(op, x, y) for x, y in zip(a, b, strict=True))

    return operation


def _unit(j: Any, length: Any) -> tuple[int, ...]:
    """The j-th unit vector (0-based) of the given length."""
    j, n = _index(j), _index(length)
    if not 0 <= j < n:
        raise FormulaError(f"unit({j}, {n})")
    return tuple(int(i == j) for i in range(n))


def _at(sequence: Any, index: Any) -> Any:
    """sequence[index], 0 outside 0..len - 1 (a law is 0 outside its support)."""
    position = _index(index)
    return sequence[position] if 0 <= position < len(sequence) else 0


def _product(*tuples: Any) -> Iterator[tuple[Any, ...]]:
    return product(*tuples)


#: The language's builtins, each named for what it is (the primitives of the model are passed by the caller).
BUILTINS: dict[str, Callable[..., Any]] = {
    "binom": _binom, "factorial": _factorial, "ints": _ints, "subsets": _subsets, "pairs": _product,
    "sqrt": _sqrt, "exp": _exp, "ln": _ln, "erfc": _erfc, "Phi": _normal_cdf,
    "floor": _floor, "ceil": _ceil, "abs": _abs, "round": _round, "round_up": _round_up,
    "round_significant": _round_significant, "at": _at, "integer": _integer, "prob": _prob,
    "vadd": _coordinatewise("+", "vadd"), "vsub": _coordinatewise("-", "vsub"), "unit": _unit,
    "drop": lambda x, k: _vector(x, "drop")[_index(k):],
    "take": lambda x, k: _vector(x, "take")[:_index(k)], "sorted": lambda x: tuple(sorted(_bounded(x))),
    "denominator": lambda x: _rational_part(x, "denominator").denominator,
    "numerator": lambda x: _rational_part(x, "numerator").numerator,
    "rational": lambda x: not isinstance(x, bool) and isinstance(x, int | Fraction),
    "max": _minmax("max"), "min": _minmax("min"), "sum": _aggregate_of_tuple("sum"),
    "prod": _aggregate_of_tuple("prod"), "len": lambda x: len(_bounded(x)), "tuple": _bounded,
    "all": lambda x: all(x), "any": lambda x: any(x), "implies": None, "iff": None,  # decided, never called
    "pi": None, "e": None,
}
CONSTANTS: dict[str, Callable[[], Real]] = {"pi": _enc.pi, "e": lambda: ExpSum.exp(Fraction(1))}
