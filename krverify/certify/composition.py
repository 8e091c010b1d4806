"""Composed proofs for the independent checker: products of linear factors, windows, induction, chains, sums.

A composed certificate (``"rule"`` in the certificate) proves a statement (a record's ``composed`` field) for every
size, from *cases*: a case is ``{"denominator", "terms"}`` and says ``target * denominator == sum(terms)``
with every factor of known sign, exactly as a single-step certificate does, but the checker, not the certificate,
supplies the target and the hypotheses.  The rules and the facts they rest on:

(S) **Support.**  The coefficients s_i of c * prod_j (alpha_j + beta_j x)^(e_j), with c > 0, alpha_j >= 0,
    beta_j > 0 and integers e_j >= 0, are positive on an interval [lo, hi] of integers and 0 elsewhere.  (Induction
    on the number of factors: multiplying by alpha + beta x maps s to t_i = alpha s_i + beta s_(i-1), positive
    exactly on [lo, hi + 1] when alpha > 0 and on [lo + 1, hi + 1] when alpha = 0.)
(W) **Windows.**  A statement "T(i) rel 0 for every i", where T(i) depends on s_(i+k) for k in a window
    [w0, w1], holds for every such sequence and every i iff it holds in every *pattern*: by (S) the offsets k with
    i + k in [lo, hi] form a run of consecutive offsets (possibly empty), and a pattern puts 0 outside the run and
    a positive symbol inside.  The checker enumerates all 1 + n(n + 1)/2 runs of the n offsets; a certificate needs
    a case for each.
(I) **Induction on the number of factors.**  A window property P (>= 0 at every i, and > 0 where i is in the support
    when the statement says so: relation '>', which the certificate's ``strict`` must repeat) holds for the empty
    product c (checked at every i), and if P holds for s
    then it holds for t = s (alpha + beta x): in every pattern, a case proves P(t; i) from exactly the induction
    hypothesis, the instances P(s; j) whose windows lie inside the step's window (> 0 when j is in the support),
    and the signs of alpha and beta (alpha = 0 and alpha > 0 are separate cases when alpha >= 0).  A statement for
    a nonzero c (any sign) follows from c > 0 when P is unchanged by s -> -s (checked).
(L) **Instantiation.**  A window statement about sequences that are one base product times fixed linear factors
    may use a proved family lemma's invariant on the base, at every offset whose window lies inside its own, once
    the base's factors satisfy the lemma's sign conditions and its exponents are counts the statement grants; the
    invariant is > 0 where its offset is in the support only when the lemma's statement says so (relation '>'),
    never from its certificate alone.
(C) **Chains.**  If f(m + 1) - f(m) >= 0 for lo <= m <= hi (a proved link), then f(b) - f(a) >= 0 for
    lo <= a <= b <= hi + 1: the difference telescopes.
(B) **Blocks of a chain.**  If a proved link says f(m + 1) - f(m) >= 0 for lo <= m <= hi, where f(m) =
    g(m - 1)/g(m) and every g(m) is a product of factors with alpha, beta > 0 (positive on one support [0, D]),
    then for integers c <= d and n >= 1 with lo <= c + 1 and d + n <= hi + 1:
    g(d)/g(d + n) - g(c)/g(c + n) = prod_(t=1..n) f(d + t) - prod_(t=1..n) f(c + t) >= 0, by induction on n
    (Y y - X x = (Y - X) y + X (y - x), each f(d + t) >= f(c + t) > 0 by (C)).  Where the link is strict, so is
    this when d > c (every factor is strictly larger); where the link is an equality, f is constant and so is this.
    The link may be instantiated (its other symbols set to integer polynomials) and the checker proves the range
    conditions from the statement's counts, one case each.
(A) **Accumulation.**  Invariants of running sums A = sum(a_t) hold for one item (base cases from the item's
    hypotheses) and for one more item (step cases from the invariants, the induction hypothesis, and the new
    item's hypotheses); the conclusion follows from the invariants alone.  Invariants may name the last item so
    far (NAME_prev).  A statement's pair hypotheses hold for every earlier item (NAME_prev) and later item; a step
    may use them for the last item and the new one, and their sum over all earlier items where that sum is a
    combination of the running sums (each monomial in the earlier item a summed item expression).

(P) **Pairs.**  A statement about every pair of items, an earlier one (NAME_prev) and a later one, follows from
    one case: the target from the two items' hypotheses (G for the earlier, H for the later) and the pair's (J).

Dependencies (a lemma used, a chain's link) are checked by the caller on the whole ledger: each must be a proved
entry whose own certificate checks, and the graph of dependencies must have no cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Any

from .polynomials import ONE, Poly, Ratio, add, factor_sign, mul, parse, same, tree

__all__ = ["Accumulation", "Chain", "Family", "Pairwise", "Product", "Window", "cancel_problem", "check_composed",
           "dependencies", "sign_problem", "statement_of"]

ZERO: Ratio = ({}, ONE)
_LEVEL_SIGN = {">": "positive", ">=": "nonnegative"}  # a hypothesis 'value > 0' or '>= 0' as the sign of its name


def _symbol(name: str) -> Ratio:
    return {((name, 1),): Fraction(1)}, ONE


def _times(a: Ratio, b: Ratio) -> Ratio:
    return mul(a[0], b[0]), mul(a[1], b[1])


def _plus(a: Ratio, b: Ratio, sign: int = 1) -> Ratio:
    return add(mul(a[0], b[1]), mul(b[0], a[1]), sign), mul(a[1], b[1])


# --------------------------------------------------------------------------- statements (a record's ``composed``)


@dataclass(frozen=True)
class Product:
    """c * prod (alpha + beta x)^exponent, each given as text."""

    factors: tuple[tuple[str, str, str], ...]
    scale: str = "1"


@dataclass(frozen=True)
class Family:
    """For every product c * prod_j (alpha_j + beta_j x) (any number of factors, signs as given),
    property(s; i) >= 0 at every i; the property is written in s_m1, s_0, s_p1, ... (s at i - 1, i, i + 1).
    ``relation`` '>': moreover > 0 at every i in the support of s (where s_i != 0)."""

    alpha: str  # 'nonnegative' | 'positive'
    beta: str  # 'positive' | 'one' (monic factors r + x)
    scale: str  # 'nonzero' | 'positive'
    property: str
    #: '>' strict on the support; '==' for an identity (the property may then name t_k, the next member)
    relation: str = ">="
    # t = s (alpha + beta x), at i + k


@dataclass(frozen=True)
class Window:
    """For every i in the support of ``index`` (every i: None): target rel 0 (``relation`` '==' for an identity),
    the target written in atoms NAME_k (sequence NAME at i + k).  ``strict``: '>' is claimed at the interior of the
    support and ``ends`` ('==' or '>=') at its two ends; otherwise '>=' everywhere.  ``counts`` are nonnegative
    integers the statement grants; ``parameter`` is (name, low, high) when the statement is claimed for
    low <= name <= high (a chain's link)."""

    sequences: Mapping[str, Product]
    target: str
    index: str | None  # None: every i
    strict: bool
    ends: str
    signs: Mapping[str, str]
    hypotheses: tuple[tuple[str, str], ...] = ()
    counts: tuple[str, ...] = ()
    parameter: tuple[str, str, str] | None = None
    relation: str = ">="  # '==': an identity of coefficients, at every i


@dataclass(frozen=True)
class Chain:
    """f(upper) - f(lower) >= 0 for low <= lower <= upper, where f(m) is ``value`` over ``sequences`` with the name
    ``parameter`` set to m (an expression text); claimed at every i in the support of ``index``."""

    sequences: Mapping[str, Product]
    value: str
    parameter: str
    lower: str
    upper: str
    low: str
    index: str

    def f(self, m: str) -> tuple[dict[str, Product], str]:
        """The sequences and the value text of f at the parameter value m."""
        return {name: _product_at(product, {self.parameter: m}) for name, product in self.sequences.items()}, \
            self.value


@dataclass(frozen=True)
class Accumulation:
    """For m >= 1 items with the given per-item symbols and hypotheses: target rel 0, where each running sum
    (name -> summed item expression) is the sum over the items."""

    items: tuple[str, ...]
    item_hypotheses: tuple[tuple[str, str], ...]
    sums: Mapping[str, str]
    signs: Mapping[str, str]
    target: str
    relation: str
    pair_hypotheses: tuple[tuple[str, str], ...] = ()  # for every earlier item (NAME_prev) and later item (NAME)


@dataclass(frozen=True)
class Pairwise:
    """For every earlier item (symbols NAME_prev) and later item (NAME), each with the item hypotheses and the two
    with the pair hypotheses: target rel 0."""

    items: tuple[str, ...]
    item_hypotheses: tuple[tuple[str, str], ...]
    pair_hypotheses: tuple[tuple[str, str], ...]
    target: str
    relation: str


#: A statement as ledger data: ``{"form": <one of these>, <its fields>}``, a product as ``{"factors", "scale"}``.
FORMS = {"family": Family, "window": Window, "chain": Chain, "accumulation": Accumulation, "pairwise": Pairwise}


class _Malformed(Exception):
    """Ledger data that is not of its statement field's type (statement_of names the field)."""


def _checked(value: object, kind: type, length: int | None = None) -> Any:
    """The value if it is a ``kind`` (of ``length`` items when given), else _Malformed."""
    if not isinstance(value, kind) or (length is not None and len(value) != length):
        raise _Malformed
    return value


def _texts(value: object, length: int | None = None) -> tuple[str, ...]:
    return tuple(_checked(item, str) for item in _checked(value, list, length))


def _named(value: object, read: Callable[[object], object]) -> dict[str, object]:
    return {_checked(name, str): read(item) for name, item in _checked(value, Mapping).items()}


def _product(value: object) -> Product:
    if set(_checked(value, Mapping)) != {"factors", "scale"}:
        raise _Malformed
    return Product(tuple(_texts(factor, 3) for factor in _checked(value["factors"], list)),  # type: ignore[misc]
                   _checked(value["scale"], str))


#: A statement field's type (its annotation) -> how ledger data of it is read, and what that data must be.
_FIELD_TYPES: dict[str, tuple[Callable[[object], object], str]] = {
    "str": (lambda value: _checked(value, str), "a text"),
    "str | None": (lambda value: None if value is None else _checked(value, str), "a text or null"),
    "bool": (lambda value: _checked(value, bool), "true or false"),
    "tuple[str, ...]": (_texts, "a list of texts"),
    "tuple[str, str, str] | None": (lambda value: None if value is None else _texts(value, 3),
                                    "null or [name, low, high]"),
    "tuple[tuple[str, str], ...]": (lambda value: tuple(_texts(pair, 2) for pair in _checked(value, list)),
                                    "a list of [expression, relation] pairs"),
    "Mapping[str, str]": (lambda value: _named(value, lambda text: _checked(text, str)), "a map of names to texts"),
    "Mapping[str, Product]": (lambda value: _named(value, _product),
                              "a map of names to products {factors: [[alpha, beta, exponent], ...], scale}"),
}


def statement_of(data: object) -> Family | Window | Chain | Accumulation | Pairwise:
    """The statement a ledger entry's ``composed`` field states, each field read by its type (_FIELD_TYPES);
    ValueError (one line) if it is not one.

    >>> statement_of({"form": "lemma"})
    Traceback (most recent call last):
    ...
    ValueError: a composed statement's form must be one of family, window, chain, accumulation, pairwise
    """
    if not isinstance(data, Mapping) or data.get("form") not in FORMS:
        raise ValueError(f"a composed statement's form must be one of {', '.join(FORMS)}")
    form, kind = data["form"], FORMS[data["form"]]
    names = [field.name for field in fields(kind)]
    if set(data) != {"form", *names}:
        raise ValueError(f"a {form} statement has exactly the fields {', '.join(names)}")
    values = {}
    for field in fields(kind):
        read, must_be = _FIELD_TYPES[str(field.type)]
        try:
            values[field.name] = read(data[field.name])
        except _Malformed:
            raise ValueError(f"a {form} statement's {field.name} must be {must_be}, not {data[field.name]!r}") from None
    return kind(**values)


# --------------------------------------------------------------------------- cases


def _sign_of(value: Ratio, signs: Mapping[str, str]) -> str | None:
    """'zero', 'positive', 'nonnegative' or None: a polynomial with positive coefficients in signed symbols."""
    numerator, denominator = value
    if len(denominator) != 1 or () not in denominator or denominator[()] <= 0:
        return None
    if not numerator:
        return "zero"
    strictly = False
    for monomial, coefficient in numerator.items():
        if coefficient <= 0 or any(signs.get(name) not in ("positive", "nonnegative") for name, _ in monomial):
            return None
        strictly |= all(signs[name] == "positive" for name, _ in monomial)
    return "positive" if strictly else "nonnegative"


def _case_problem(target: Ratio, needed: str, env: Mapping[str, Ratio], signs: Mapping[str, str],
                  case: object) -> str:
    """'' if ``case`` proves target ``needed`` 0 given env (names -> values) and signs (names -> sign)."""
    if not isinstance(case, dict) or set(case) != {"denominator", "terms"} or not isinstance(case["terms"], list):
        return "a case is not {denominator, terms: [...]}"
    return (cancel_problem(target, case["denominator"], case["terms"], env)
            or sign_problem(needed, case["denominator"], case["terms"], signs))


def cancel_problem(target: Ratio, denominator: str, terms: list[str], env: Mapping[str, Ratio]) -> str:
    """'' if target * denominator - sum(terms) cancels as a rational function (env: names -> values), else why not."""
    dn, dd = parse(denominator, dict(env))
    if not dn:  # target · 0 == 0 "cancels" for every target: a zero denominator proves nothing
        return f"denominator {denominator!r} is identically zero"
    sn: Poly = {}
    sd: Poly = ONE
    for term in terms:
        n, d = parse(term, dict(env))
        sn, sd = add(mul(sn, d), mul(n, sd)), mul(sd, d)
    # target * denominator - sum(terms) = tn dn / (td dd) - sn / sd, zero iff tn dn sd == sn td dd
    tn, td = target
    if add(mul(mul(tn, dn), sd), mul(mul(sn, td), dd), -1):
        return "target * denominator - sum(terms) does not cancel"
    return ""


def sign_problem(needed: str, denominator: str, terms: list[str], signs: Mapping[str, str]) -> str:
    """'' if the denominator is positive and every term has a known sign (one strictly positive when ``needed`` is
    '>'), each a product of factors of known sign under ``signs`` (names -> sign)."""
    if factor_sign(tree(denominator), dict(signs)) != "positive":
        return f"denominator {denominator!r} has no known positive sign"
    term_signs = [factor_sign(tree(t), dict(signs)) for t in terms]
    if None in term_signs:
        return f"term {terms[term_signs.index(None)]!r} has no known sign"
    if needed == ">" and "positive" not in term_signs:
        return "no term is strictly positive"
    return ""


def _some_case(target: Ratio, needed: str, env: Mapping[str, Ratio], signs: Mapping[str, str],
               cases: object) -> str:
    """'' if the target is identically 0 and that is enough, or one of the cases proves it."""
    if not target[0] and needed in ("==", ">="):
        return ""
    if needed == "==":
        return "the target is not identically 0"
    if not isinstance(cases, list) or not cases:
        return "no case is given"
    reasons = [_case_problem(target, needed, env, signs, case) for case in cases]
    return "" if "" in reasons else reasons[0]


# --------------------------------------------------------------------------- windows and patterns


def _offset_name(prefix: str, k: int) -> str:
    return f"{prefix}_{'m' if k < 0 else 'p' if k > 0 else ''}{abs(k)}"


def _offsets(text: str, prefix: str) -> set[int]:
    """The offsets k of names prefix_m2, prefix_0, prefix_p1, ... in a text."""
    found = set()
    for node in ast.walk(tree(text)):
        if isinstance(node, ast.Name) and node.id.startswith(prefix + "_"):
            tail = node.id[len(prefix) + 1:]
            sign = -1 if tail[:1] == "m" else 1
            digits = tail[1:] if tail[:1] in ("m", "p") else tail
            if not digits.isdigit() or (tail[:1] not in ("m", "p") and digits != "0"):
                raise ValueError(f"{node.id!r} is not an offset name ({prefix}_m1, {prefix}_0, {prefix}_p1, ...)")
            found.add(sign * int(digits))
    return found


def _runs(low: int, high: int) -> list[tuple[int, int] | None]:
    """Every run of consecutive offsets in [low, high], and None for the empty run."""
    return [None, *((a, b) for a in range(low, high + 1) for b in range(a, high + 1))]


def _inside(run: tuple[int, int] | None, k: int) -> bool:
    return run is not None and run[0] <= k <= run[1]


def _pattern(run: tuple[int, int] | None, low: int, high: int) -> tuple[dict[str, Ratio], dict[str, str]]:
    """(values, signs) of s_k for k in [low, high]: 0 outside the run, a positive symbol inside."""
    env, signs = {}, {}
    for k in range(low, high + 1):
        name = _offset_name("s", k)
        if _inside(run, k):
            signs[name] = "positive"
        else:
            env[name], signs[name] = ZERO, "nonnegative"
    return env, signs


def _at(text: str, shift: int) -> Ratio:
    """A window property in s_k written at i, evaluated at i + shift (its names renamed)."""
    return parse(text, {_offset_name("s", k): _symbol(_offset_name("s", k + shift)) for k in _offsets(text, "s")})


def _next_member(k: int, beta: str = "beta") -> Ratio:
    """t_k of t = s (alpha + beta x): alpha s_k + beta s_(k-1)."""
    return parse(f"alpha*{_offset_name('s', k)} + {beta}*{_offset_name('s', k - 1)}")


def _value(value: Ratio, env: Mapping[str, Ratio]) -> Ratio:
    """Substitute env into a rational function, monomial by monomial."""
    def poly(p: Poly) -> Ratio:
        total: Ratio = ZERO
        for monomial, coefficient in p.items():
            term: Ratio = ({(): coefficient}, ONE)
            for name, exponent in monomial:
                for _ in range(exponent):
                    term = _times(term, env.get(name, _symbol(name)))
            total = _plus(total, term)
        return total
    (a, b), (c, d) = poly(value[0]), poly(value[1])
    if not c:
        raise ZeroDivisionError("a denominator vanishes in this pattern")
    return mul(a, d), mul(b, c)


# --------------------------------------------------------------------------- products


def _canon(value: Ratio) -> str:
    return repr((sorted(value[0].items()), sorted(value[1].items())))


def _factor_table(product: Product, extra: tuple[tuple[str, str], ...] = ()) -> dict[tuple[str, str], Ratio]:
    """(alpha, beta) in canonical form -> total exponent (a polynomial), factors with exponent 0 left out."""
    table: dict[tuple[str, str], Ratio] = {}
    for alpha, beta, exponent in (*product.factors, *((a, b, "1") for a, b in extra)):
        key = (_canon(parse(alpha)), _canon(parse(beta)))
        table[key] = _plus(table.get(key, ZERO), parse(exponent))
    return {key: e for key, e in table.items() if e[0]}


def _same_product(a: Product, b: Product, extra: tuple[tuple[str, str], ...] = ()) -> bool:
    """Whether a equals b times the linear factors ``extra`` (same factors, exponents and scale)."""
    left, right = _factor_table(a), _factor_table(b, extra)
    return (left.keys() == right.keys() and all(same(left[k], right[k]) for k in left)
            and same(parse(a.scale), parse(b.scale)))


def _shift_coefficients(extra: list[list[str]]) -> list[Ratio]:
    """Coefficients of prod (alpha + beta x) over the extra linear factors."""
    coefficients: list[Ratio] = [({(): Fraction(1)}, ONE)]
    for alpha_text, beta_text in extra:
        alpha, beta = parse(alpha_text), parse(beta_text)
        grown = []
        for d in range(len(coefficients) + 1):
            low = coefficients[d] if d < len(coefficients) else ZERO
            high = coefficients[d - 1] if d >= 1 else ZERO
            grown.append(_plus(_times(low, alpha), _times(high, beta)))
        coefficients = grown
    return coefficients


def _count_problem(exponent: str, counts: tuple[str, ...]) -> str:
    """'' if the exponent is a nonnegative integer constant, or a granted count plus one."""
    value = parse(exponent)
    candidates = [value] + [_plus(value, parse(count), -1) for count in counts]
    for numerator, denominator in candidates:
        if denominator == ONE and set(numerator) <= {()}:
            constant = numerator.get((), Fraction(0))
            if constant >= 0 and constant.denominator == 1:
                return ""
    return f"exponent {exponent!r} is not a count the statement grants (plus a nonnegative integer)"


# --------------------------------------------------------------------------- the rules


def _check_family(spec: Family, certificate: dict) -> str:
    """(I): induction on the number of factors for a Family statement."""
    invariant = certificate.get("invariant")
    strict = certificate.get("strict")
    if not isinstance(invariant, str) or strict not in (True, False):
        return "an induction needs an invariant (text) and strict (true/false)"
    if spec.relation not in (">=", ">"):
        return f"an induction proves '>=' or '>' (strict on the support), not {spec.relation!r}"
    if strict != (spec.relation == ">"):
        return f"the certificate's strict={strict} is not the statement's relation {spec.relation!r}"
    if not same(parse(invariant), parse(spec.property)):
        return "the induction's invariant is not the statement's property"
    offsets = _offsets(invariant, "s")
    reach = max((abs(k) for k in offsets), default=0)
    # base: the empty product c > 0, a single value at index 0
    for i in range(-reach, reach + 1):
        env = {_offset_name("s", k): (parse("c") if i + k == 0 else ZERO) for k in offsets}
        sign = _sign_of(_value(parse(invariant), env), {"c": "positive"})
        if sign is None or (strict and i == 0 and sign != "positive"):
            return f"the base case (the empty product c) fails at offset {i}"
    if spec.scale == "nonzero":
        flipped = {_offset_name("s", k): parse(f"-{_offset_name('s', k)}") for k in offsets}
        if not same(_value(parse(invariant), flipped), parse(invariant)):
            return "the scale may be negative but the invariant changes under s -> -s"
    elif spec.scale != "positive":
        return f"scale sign {spec.scale!r} is not 'positive' or 'nonzero'"
    if spec.beta != "positive" or spec.alpha not in ("positive", "nonnegative"):
        return "the family's factors need beta > 0 and alpha >= 0"
    # step: t_k = alpha s_k + beta s_(k-1) at the invariant's offsets
    low, high = min(offsets, default=0) - 1, max(offsets, default=0)
    new = _value(parse(invariant), {_offset_name("s", k): _next_member(k) for k in offsets})
    inside = range(low - min(offsets, default=0), high - max(offsets, default=0) + 1)  # windows inside the step's
    hypotheses = {j: _at(invariant, j) for j in inside}
    steps = certificate.get("step")
    if not isinstance(steps, dict):
        return "an induction needs its step cases"
    splits = {"alpha > 0": {}} if spec.alpha == "positive" else {"alpha > 0": {}, "alpha = 0": {"alpha": ZERO}}
    if set(steps) != set(splits):
        return f"the step must have exactly the cases {sorted(splits)}, found {sorted(steps)}"
    for split, alpha_env in splits.items():
        for run in _runs(low, high):
            env, signs = _pattern(run, low, high)
            env |= alpha_env
            signs |= {"beta": "positive", "alpha": "nonnegative" if alpha_env else "positive"}
            names = {}
            for j, value in hypotheses.items():
                name = _offset_name("IH", j)
                names[name] = _value(value, env)
                signs[name] = "positive" if strict and _inside(run, j) else "nonnegative"
            head = _value(_next_member(0), env)
            needed = ">" if strict and head[0] else ">="
            problem = _some_case(_value(new, env), needed, env | names, signs, steps[split])
            if problem:
                return f"step ({split}), pattern {_describe(run)}: {problem}"
    return ""


def _check_family_window(spec: Family, certificate: dict, lemmas: Mapping[str, tuple[Family, dict]]) -> str:
    """(W) and (L) on a generic member s of a family: the property >= 0 at every i from the lemma's invariant."""
    lemma_id = certificate.get("lemma")
    if lemma_id not in lemmas:
        return f"lemma {lemma_id!r} is not a proved family statement of the ledger"
    family, lemma_certificate = lemmas[lemma_id]
    wider = {"positive": ("positive", "one"), "nonnegative": ("positive", "nonnegative"),
             "nonzero": ("positive", "nonzero")}
    if spec.alpha not in wider[family.alpha] or spec.beta not in wider[family.beta] or \
            spec.scale not in wider[family.scale]:
        return f"the statement's family is not inside lemma {lemma_id}'s"
    if spec.scale != "positive":
        return "a family consequence needs a positive scale"
    prop, strict = str(lemma_certificate["invariant"]), family.relation == ">"
    beta = "1" if spec.beta == "one" else "beta"
    following = {_offset_name("t", k): _next_member(k, beta) for k in _offsets(spec.property, "t")}
    target = parse(spec.property, following)
    offsets = _offsets(spec.property, "s") | {k - d for k in _offsets(spec.property, "t") for d in (0, 1)}
    reach = _offsets(prop, "s")
    low, high = min(offsets, default=0), max(offsets, default=0)
    for run in _runs(low, high):
        env, signs = _pattern(run, low, high)
        signs |= {"alpha": "nonnegative", "beta": "positive"}
        names = {}
        for j in range(low - min(reach), high - max(reach) + 1):
            name = _offset_name("L", j)
            names[name] = _value(_at(prop, j), env)
            signs[name] = "positive" if strict and _inside(run, j) else "nonnegative"
        problem = _some_case(_value(target, env), spec.relation, env | names, signs, certificate.get("cases"))
        if problem:
            return f"pattern {_describe(run)}: {problem}"
    return ""


def _describe(run: tuple[int, int] | None) -> str:
    return "empty support" if run is None else f"support at offsets {run[0]}..{run[1]}"


def _atoms(text: str) -> dict[str, set[int]]:
    """sequence name -> offsets of its atoms NAME_k in a text."""
    names = {node.id.rsplit("_", 1)[0] for node in ast.walk(tree(text))
             if isinstance(node, ast.Name) and "_" in node.id}
    return {name: _offsets(text, name) for name in names}


def _check_window(spec: Window, certificate: dict, lemmas: Mapping[str, tuple[Family, dict]]) -> str:
    """(W) and (L): a window statement about one base product times fixed linear factors."""
    base_data, shifts, lemma_id = certificate.get("base"), certificate.get("shifts"), certificate.get("lemma")
    if not isinstance(base_data, dict) or not isinstance(shifts, dict) or set(shifts) != set(spec.sequences):
        return "a window proof names its base product and the linear factors of each of the statement's sequences"
    base = Product(tuple(tuple(f) for f in base_data.get("factors", [])), base_data.get("scale", "1"))
    for name, product in spec.sequences.items():
        extra = tuple(tuple(f) for f in shifts[name])
        if not _same_product(product, base, extra):
            return f"sequence {name} is not the base times {shifts[name]}"
    for alpha, beta, exponent in base.factors:
        if _sign_of(parse(alpha), spec.signs) not in ("positive", "nonnegative", "zero") or \
                _sign_of(parse(beta), spec.signs) != "positive":
            return f"the base factor ({alpha} + {beta} x) has no alpha >= 0, beta > 0 from the statement's signs"
        problem = _count_problem(exponent, spec.counts)
        if problem:
            return problem
    if _sign_of(parse(base.scale), spec.signs) != "positive":
        return "the base's scale is not positive"
    used: dict[str, object] = {}
    if lemma_id is not None:
        if lemma_id not in lemmas:
            return f"lemma {lemma_id!r} is not a proved family statement of the ledger"
        family, lemma_certificate = lemmas[lemma_id]
        if any(_sign_of(parse(a), spec.signs) != "positive" for a, _, _ in base.factors) and family.alpha == "positive":
            return f"lemma {lemma_id} needs alpha > 0"
        used = {"property": lemma_certificate["invariant"], "strict": family.relation == ">"}
    for name, factors in shifts.items():
        for alpha, beta in factors:
            if _sign_of(parse(alpha), spec.signs) not in ("positive", "nonnegative") or \
                    _sign_of(parse(beta), spec.signs) != "positive":
                return f"the linear factor ({alpha} + {beta} x) of {name} has no known alpha >= 0, beta > 0"
    coefficients = {name: _shift_coefficients(factors) for name, factors in shifts.items()}
    atoms = _atoms(spec.target)
    if spec.index is not None:
        atoms.setdefault(spec.index, set()).update({-1, 0, 1})
    unknown = set(atoms) - set(spec.sequences)
    if unknown:
        return f"the target names sequences {sorted(unknown)} the statement does not define"
    low = min(k - d for name, ks in atoms.items() for k in ks for d in range(len(coefficients[name])))
    high = max(ks_max for ks_max in (max(ks) for ks in atoms.values()))
    expansion = {_offset_name(name, k): _expand(coefficients[name], k) for name, ks in atoms.items() for k in ks}
    target = parse(spec.target, expansion)
    cases = certificate.get("cases")
    for run in _runs(low, high):
        env, signs = _pattern(run, low, high)
        signs |= dict(spec.signs)
        values = {name: _value(value, env) for name, value in expansion.items()}
        if spec.index is None:
            needed = ">="
        elif not values[_offset_name(spec.index, 0)][0]:
            continue  # i is outside the statement's range
        else:
            interior = all(values[_offset_name(spec.index, k)][0] for k in (-1, 1))
            needed = (">" if interior else spec.ends) if spec.strict else ">="
        if spec.relation == "==":
            needed = "=="
        names: dict[str, Ratio] = {}
        for index, (text, level) in enumerate(spec.hypotheses):
            names[f"H{index}"], signs[f"H{index}"] = parse(text), "positive" if level == ">" else "nonnegative"
        if used:
            prop = str(used["property"])
            reach = _offsets(prop, "s")
            for j in range(low - min(reach), high - max(reach) + 1):
                name = _offset_name("L", j)
                names[name] = _value(_at(prop, j), env)
                signs[name] = "positive" if used["strict"] and _inside(run, j) else "nonnegative"
        try:
            value = _value(target, env)
        except ZeroDivisionError:
            return f"pattern {_describe(run)}: the target divides by a value that is 0 there"
        # by (S) a statement sequence is positive where it is not identically 0 in the pattern
        signs |= {name: "positive" if v[0] else "nonnegative" for name, v in values.items()}
        problem = _some_case(value, needed, env | values | names, signs, cases)
        if problem:
            return f"pattern {_describe(run)}: {problem}"
    return ""


def _expand(coefficients: list[Ratio], k: int) -> Ratio:
    """A sequence at offset k, base times fixed factors: sum_d c_d s_(k-d)."""
    total = ZERO
    for d, c in enumerate(coefficients):
        total = _plus(total, _times(c, _symbol(_offset_name("s", k - d))))
    return total


def _sequence_values(sequences: Mapping[str, Product], text: str, registry: dict[str, str]) -> Ratio:
    """A text in atoms NAME_k as a rational function of canonical atoms (same product and offset, same name)."""
    env = {}
    for name, ks in _atoms(text).items():
        if name not in sequences:
            raise ValueError(f"atom {name!r} is not a sequence of the statement")
        product = sequences[name]
        key = repr(sorted(_canon_table(product).items()))
        label = registry.setdefault(key, f"P{len(registry)}")
        for k in ks:
            env[_offset_name(name, k)] = _symbol(_offset_name(label, k))
    return parse(text, env)


def _canon_table(product: Product) -> dict[tuple[str, str], str]:
    return {key: _canon(e) for key, e in _factor_table(product).items()} | {("scale", ""): _canon(parse(product.scale))}


def _degree(product: Product) -> Ratio:
    total = ZERO
    for _, _, exponent in product.factors:
        total = _plus(total, parse(exponent))
    return total


def _whole_support(product: Product, signs: Mapping[str, str]) -> bool:
    """Whether every factor has alpha, beta > 0 and the scale is positive: the support is [0, degree]."""
    return _sign_of(parse(product.scale), signs) == "positive" and all(
        _sign_of(parse(a), signs) == "positive" == _sign_of(parse(b), signs) for a, b, _ in product.factors)


def _check_chain(spec: Chain, certificate: dict, links: Mapping[str, Window]) -> str:
    """(C): the link must say f(m + 1) - f(m) >= 0 over a range covering [lower, upper - 1]."""
    link_id = certificate.get("link")
    if link_id not in links:
        return f"link {link_id!r} is not a proved window statement of the ledger"
    link = links[link_id]
    if link.parameter is None:
        return f"link {link_id} is not claimed over a range of a parameter"
    m, low, high = link.parameter
    registry: dict[str, str] = {}
    after, before = spec.f(f"({m}) + 1"), spec.f(m)
    claimed = _sequence_values(link.sequences, link.target, registry)
    step = _plus(_sequence_values(after[0], after[1], registry), _sequence_values(before[0], before[1], registry), -1)
    if not same(claimed, step):
        return f"link {link_id} is not f({m} + 1) - f({m}) for the statement's f"
    if not same(parse(low), parse(spec.low)) or not same(_plus(parse(high), parse("1")), parse(spec.upper)):
        return f"link {link_id} holds for {low} <= {m} <= {high}, which is not [{spec.low}, {spec.upper} - 1]"
    if not _same_support(link, spec):
        return "the link's range of i is not the statement's"
    return ""


def _same_support(link: Window, spec: Chain) -> bool:
    """Both claim every i in the support [0, degree] of a product of factors with alpha, beta > 0, of one degree."""
    m = link.parameter[0] if link.parameter else ""
    here, there = spec.f(m)[0][spec.index], link.sequences[link.index]
    return _whole_support(here, link.signs) and _whole_support(there, link.signs) and \
        same(_degree(there), _degree(here))


def _summed_pair(value: Ratio, spec: Accumulation) -> Ratio | None:
    """The sum over all earlier items of a pair hypothesis (earlier item NAME_prev), written in the running sums:
    each monomial in the earlier item's symbols must be a summed item expression; None if one is not."""
    numerator, denominator = value
    if denominator != ONE:
        return None
    previous = {f"{x}_prev" for x in spec.items}
    summed = {_canon(parse(text)): name for name, text in spec.sums.items()}
    total: Ratio = ZERO
    for monomial, coefficient in numerator.items():
        earlier = tuple(sorted((name.removesuffix("_prev"), e) for name, e in monomial if name in previous))
        later = tuple((name, e) for name, e in monomial if name not in previous)
        key = _canon(({earlier: Fraction(1)}, ONE))
        if not earlier or key not in summed:
            return None
        total = _plus(total, _times(({later: coefficient}, ONE), _symbol(summed[key])))
    return total


def _pair_names(spec: Accumulation | Pairwise) -> dict[str, tuple[Ratio, str]]:
    """name -> (value, level): H_j the later item's hypotheses, G_j the earlier item's (NAME_prev), J_k the pair's."""
    earlier = {x: _symbol(f"{x}_prev") for x in spec.items}
    names: dict[str, tuple[Ratio, str]] = {}
    for j, (text, level) in enumerate(spec.item_hypotheses):
        names[f"H{j}"], names[f"G{j}"] = (parse(text), level), (parse(text, earlier), level)
    for k, (text, level) in enumerate(spec.pair_hypotheses):
        names[f"J{k}"] = (parse(text), level)
    return names


def _check_pairwise(spec: Pairwise, certificate: dict) -> str:
    """(P): one case proves the target for any earlier and later item."""
    names = _pair_names(spec)
    if any(level not in _LEVEL_SIGN for _, level in names.values()):
        return "hypotheses are '>' or '>=' 0"
    env = {name: value for name, (value, _) in names.items()}
    signs = {name: _LEVEL_SIGN[level] for name, (_, level) in names.items()}
    problem = _some_case(parse(spec.target), spec.relation, env, signs, certificate.get("cases"))
    return f"the pair: {problem}" if problem else ""


def _check_accumulation(spec: Accumulation, certificate: dict) -> str:
    """(A): invariants of running sums, by induction on the number of items."""
    invariants = certificate.get("invariants")
    if not isinstance(invariants, list) or not all(isinstance(x, list) and len(x) == 2 for x in invariants):
        return "an accumulation needs invariants [[expression, '>' or '>='], ...]"
    if any(level not in _LEVEL_SIGN for _, level in (*invariants, *spec.item_hypotheses, *spec.pair_hypotheses)):
        return "invariants and hypotheses are '>' or '>=' 0"
    newest = {f"{x}_prev": _symbol(x) for x in spec.items}  # after a step the new item is the last
    step_names = _pair_names(spec)  # the new item (H), the last item (G) and the two (J)
    base_names = {name: value for name, value in step_names.items() if name.startswith("H")}
    for k, (text, level) in enumerate(spec.pair_hypotheses):
        summed = _summed_pair(parse(text), spec)
        if summed is not None:
            step_names[f"JS{k}"] = (summed, level)
    for j, (text, level) in enumerate(invariants):
        step_names[f"IH{j}"] = (parse(text), level)
    one_item = {name: parse(text) for name, text in spec.sums.items()} | newest
    more = {name: _plus(_symbol(name), parse(text)) for name, text in spec.sums.items()} | newest
    for phase, sums, names in (("base", one_item, base_names), ("step", more, step_names)):
        cases = certificate.get(phase)
        if not isinstance(cases, list) or len(cases) != len(invariants):
            return f"the {phase} needs one case list per invariant"
        env = {name: value for name, (value, _) in names.items()}
        here = dict(spec.signs) | {name: _LEVEL_SIGN[level] for name, (_, level) in names.items()}
        for (text, level), case in zip(invariants, cases, strict=True):
            problem = _some_case(_value(parse(text), sums), level, env, here, case)
            if problem:
                return f"{phase} of invariant {text!r}: {problem}"
    env = {f"I{j}": parse(text) for j, (text, _) in enumerate(invariants)}
    here = dict(spec.signs) | {f"I{j}": _LEVEL_SIGN[level] for j, (_, level) in enumerate(invariants)}
    problem = _some_case(parse(spec.target), spec.relation, env, here, certificate.get("conclusion"))
    return f"conclusion: {problem}" if problem else ""


def _substituted(text: str, env: Mapping[str, str]) -> str:
    """The text with every name of env replaced by (its expression), all at once."""
    class Rename(ast.NodeTransformer):
        def visit_Name(self, node: ast.Name) -> ast.AST:
            return tree(f"({env[node.id]})") if node.id in env else node
    return ast.unparse(Rename().visit(tree(text)))


def _product_at(product: Product, env: Mapping[str, str]) -> Product:
    return Product(tuple(tuple(_substituted(x, env) for x in factor) for factor in product.factors),  # type: ignore[misc]
                   _substituted(product.scale, env))


def _integer_polynomial(text: object) -> bool:
    numerator, denominator = parse(text)
    return denominator == ONE and all(c.denominator == 1 for c in numerator.values())


def _check_blocks(spec: Window, certificate: dict, links: Mapping[str, Window]) -> str:
    """(B): the statement is g(d)/g(d + n) - g(c)/g(c + n) rel 0 for the g of a proved link f(m + 1) - f(m)."""
    link_id, instance, blocks, ranges = (certificate.get(key) for key in ("link", "instance", "blocks", "ranges"))
    if link_id not in links:
        return f"link {link_id!r} is not a proved window statement of the ledger"
    if not isinstance(instance, dict) or not isinstance(blocks, dict) or \
            set(blocks) != {"lower", "upper", "length"} or not isinstance(ranges, dict):
        return "a blocks proof names its link, the link's instance, blocks {lower, upper, length} and ranges"
    link = links[link_id]
    if link.parameter is None or link.index is None:
        return f"link {link_id} is not claimed over a range of a parameter at every i of a support"
    m, low, high = link.parameter
    if m in instance or not all(_integer_polynomial(v) for v in (*instance.values(), *blocks.values())):
        return "the instance and the blocks must be integer polynomials (and may not set the link's parameter)"
    for count in link.counts:  # the link's counts must be its parameter's range, which the ranges below cover
        if not any(same(parse(count), parse(text)) for text in (f"{m} - ({low})", f"{high} - {m}")):
            return f"link {link_id}'s count {count!r} is not {m} - ({low}) or {high} - {m}"
    if any(spec.signs.get(name) != sign for name, sign in link.signs.items()):
        return f"link {link_id}'s signs {dict(link.signs)} are not the statement's"
    for text, level in link.hypotheses:
        if not any(same(parse(_substituted(text, instance)), parse(own)) and level == own_level
                   for own, own_level in spec.hypotheses):
            return f"link {link_id}'s hypothesis {text} {level} 0 is not one of the statement's"
    g = link.sequences[link.index]
    registry: dict[str, str] = {}
    steps = {"X": _product_at(g, {m: f"{m} - 1"}), "Y": g, "Z": _product_at(g, {m: f"{m} + 1"})}
    if not same(_sequence_values(link.sequences, link.target, registry),
                _sequence_values(steps, "Y_0/Z_0 - X_0/Y_0", registry)):
        return f"link {link_id} is not f({m} + 1) - f({m}) with f({m}) = g({m} - 1)/g({m}) for its {link.index}"
    if not _whole_support(g, link.signs) or not same(_degree(g), _degree(steps["Z"])):
        return f"the link's g does not have one support [0, degree] for every {m}"

    def at(e: str) -> Product:
        return _product_at(g, {m: e} | instance)
    c, d, n = blocks["lower"], blocks["upper"], blocks["length"]
    claimed = _sequence_values(spec.sequences, spec.target, registry)
    ends = {"P": at(c), "Q": at(f"({c}) + ({n})"), "R": at(d), "S": at(f"({d}) + ({n})")}
    if not same(claimed, _sequence_values(ends, "R_0/S_0 - P_0/Q_0", registry)):
        return "the statement is not g(upper)/g(upper + length) - g(lower)/g(lower + length) for the link's g"
    if spec.index is None or not _whole_support(spec.sequences[spec.index], spec.signs) or \
            not same(_degree(spec.sequences[spec.index]), _degree(at(d))):
        return "the statement's range of i is not the support [0, degree] of the link's g"
    if spec.strict and (not link.strict or (spec.ends == "==" and link.ends != "==")):
        return f"link {link_id} is not as strict as the statement"
    gap = "1" if spec.strict else "0"
    obligations = {"start": f"({c}) + 1 - ({low})", "end": f"({high}) + 1 - ({d}) - ({n})",
                   "apart": f"({d}) - ({c}) - {gap}", "length": f"({n}) - {gap}"}
    if set(ranges) != set(obligations):
        return f"the ranges must be exactly {sorted(obligations)}"
    env = {f"K{j}": parse(count) for j, count in enumerate(spec.counts)}
    signs = {f"K{j}": "nonnegative" for j in range(len(spec.counts))}
    for key, text in obligations.items():
        problem = _some_case(parse(_substituted(text, instance)), ">=", env, signs, ranges[key])
        if problem:
            return f"range {key} ({_substituted(text, instance)} >= 0): {problem}"
    return ""


# --------------------------------------------------------------------------- entry points


def dependencies(certificate: Mapping[str, object]) -> list[str]:
    """The ledger entries a composed certificate rests on."""
    return [str(certificate[key]) for key in ("lemma", "link") if certificate.get(key) is not None]


def check_composed(spec: object, certificate: dict, ledger: Mapping[str, dict]) -> str:
    """'' if the composed certificate proves ``spec``; ``ledger`` maps ids to the certificates of proved entries
    (their own checks and the absence of cycles are the caller's)."""
    from_ledger = {key: value for key, value in ledger.items() if isinstance(value, dict)}
    rule = certificate.get("rule")
    lemmas = {key: (value["spec"], value["certificate"]) for key, value in from_ledger.items()
              if isinstance(value.get("spec"), Family) and value["certificate"].get("rule") == "induction"}
    if isinstance(spec, Family) and rule == "induction":
        return _check_family(spec, certificate)
    if isinstance(spec, Family) and rule == "window":
        return _check_family_window(spec, certificate, lemmas)
    if isinstance(spec, Window) and rule == "window":
        return _check_window(spec, certificate, lemmas)
    links = {key: value["spec"] for key, value in from_ledger.items() if isinstance(value.get("spec"), Window)}
    if isinstance(spec, Chain) and rule == "chain":
        return _check_chain(spec, certificate, links)
    if isinstance(spec, Window) and rule == "blocks":
        return _check_blocks(spec, certificate, links)
    if isinstance(spec, Pairwise) and rule == "pair":
        return _check_pairwise(spec, certificate)
    if isinstance(spec, Accumulation) and rule == "accumulation":
        return _check_accumulation(spec, certificate)
    return f"rule {rule!r} does not prove a {type(spec).__name__} statement"

