"""The composed proofs' statements (claims/_composed.py, the ledger's ``composed``) pinned to the claims' checkers.

A composed proof proves the statement written in claims/_composed.py, and the engine decides the claim by that
proof; so each statement must say what the claim's checker (krverify/claims/, written separately from the printed
text) evaluates.  Here each statement is evaluated by a second, plain method — its products expanded numerically
with Fractions, its target read at the point's index — at the claim's own domain points, and compared with the
checker there: the sign of the target is the sign of the checker's margin (LHS - RHS for >, >=, ==; RHS - LHS for
<=), and where the statement says where it is strict and where it is an equality, so does the checker.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from fractions import Fraction
from itertools import islice

import pytest

from krverify.certify.composition import Accumulation, Chain, Family, Pairwise, Product, Window, statement_of
from krverify.certify.polynomials import ONE, parse
from krverify.claims import Claim, Point, all_claims
from krverify.claims._composed import COMPOSED, statement_data

POINTS_PER_CLAIM = 400
ITEM_KEYS = {"a": "a", "b": "b", "ap": "a'", "lam": "lambda", "mu": "mu"}  # an item symbol -> its point key
_ATOM = re.compile(r"\b([A-Za-z]+)_([mp]?)(\d+)\b")


def _entries() -> dict[str, Claim]:
    return {entry.id: entry for claim in all_claims() for entry in (claim, claim.correction) if entry is not None}


ENTRIES = _entries()


def _number(text: str, env: Mapping[str, Fraction]) -> Fraction:
    numerator, denominator = parse(text, {name: ({(): value} if value else {}, ONE) for name, value in env.items()})
    if set(numerator) - {()} or set(denominator) != {()}:
        raise ValueError(f"{text!r} is not a number at {dict(env)}")
    return numerator.get((), Fraction(0)) / denominator[()]


def _coefficients(product: Product, env: Mapping[str, Fraction]) -> list[Fraction]:
    """The coefficients of scale * prod (alpha + beta x)^exponent, expanded by repeated multiplication."""
    coefficients = [_number(product.scale, env)]
    for alpha, beta, exponent in product.factors:
        a, b, e = _number(alpha, env), _number(beta, env), _number(exponent, env)
        assert e >= 0 and e.denominator == 1, f"exponent {exponent} = {e} at {dict(env)}"
        for _ in range(int(e)):
            coefficients = [a * (coefficients[j] if j < len(coefficients) else 0) + b * (coefficients[j - 1] if j
                            else 0) for j in range(len(coefficients) + 1)]
    return coefficients


def _read(target: str, sequences: Mapping[str, list[Fraction]], index: int,
          env: Mapping[str, Fraction] | None = None) -> Fraction | None:
    """The target with each atom NAME_k the coefficient of NAME at index + k (0 outside), other names from env;
    None if it divides by 0."""
    values = dict(env or {})
    for name, side, digits in _ATOM.findall(target):
        offset = (-1 if side == "m" else 1) * int(digits)
        row = sequences[name]
        values[f"{name}_{side}{digits}"] = row[index + offset] if 0 <= index + offset < len(row) else Fraction(0)
    try:
        return _number(target, values)
    except ZeroDivisionError:
        return None


def _margin(claim: Claim, point: Point) -> tuple[Fraction, str] | None:
    evaluation = claim.evaluate(point)
    if evaluation is None:
        return None
    lhs, rhs = Fraction(evaluation.lhs), Fraction(evaluation.rhs)
    return (rhs - lhs if evaluation.relation in ("<", "<=") else lhs - rhs), evaluation.relation


def _sign(x: Fraction) -> int:
    return (x > 0) - (x < 0)


def _window(spec: Window, env: dict[str, Fraction], index: int) -> tuple[Fraction | None, str]:
    rows = {name: _coefficients(product, env) for name, product in spec.sequences.items()}
    value = _read(spec.target, rows, index, env)
    if spec.relation == "==":
        return value, "=="
    if spec.index is None or not spec.strict:
        return value, ">="
    row = rows[spec.index]
    interior = all(0 <= index + k < len(row) and row[index + k] for k in (-1, 1))
    return value, ">" if interior else spec.ends


def _family(spec: Family, point: Point) -> tuple[Fraction | None, str]:
    """Lemma 1's points carry the roots r and a_n; the steps' points the roots r_1..r_n of Q^n and the new root r
    (t = s (r + x), so t_i = r s_i + s_(i-1))."""
    roots = point["r"] if isinstance(point["r"], tuple) else point["r_1..r_n"]
    s = _coefficients(Product(tuple((str(r), "1", "1") for r in roots), str(point.get("a_n", 1))), {})
    rows = {"s": s}
    if "t_" in spec.property:
        r = Fraction(point["r"])
        rows["t"] = [r * (s[i] if i < len(s) else 0) + (s[i - 1] if i else 0) for i in range(len(s) + 1)]
    alpha = {} if isinstance(point["r"], tuple) else {"alpha": Fraction(point["r"])}  # the new root is alpha
    return _read(spec.property, rows, point["i"], alpha), spec.relation


def _columns(spec: Accumulation | Pairwise, point: Point) -> tuple[dict[str, tuple[Fraction, ...]], int]:
    """The point's vector for each item symbol, and the number of items."""
    columns = {name: point[ITEM_KEYS[name]] for name in spec.items}
    return columns, len(next(iter(columns.values())))


def _statement(spec: object, point: Point) -> tuple[Fraction | None, str]:
    """(the statement's target at the point, the relation it claims there)."""
    if isinstance(spec, Family):
        return _family(spec, point)
    if isinstance(spec, Pairwise):  # the worst pair, as the checkers report it
        columns, count = _columns(spec, point)
        values = [_number(spec.target, {x: columns[x][j] for x in spec.items} |
                          {f"{x}_prev": columns[x][i] for x in spec.items})
                  for i in range(count) for j in range(i + 1, count)]
        return min(values, default=Fraction(0)), spec.relation
    if isinstance(spec, Accumulation):  # the running sums over the point's vectors
        columns, count = _columns(spec, point)
        env = {name: sum((_number(text, {x: columns[x][t] for x in spec.items}) for t in range(count)), Fraction(0))
               for name, text in spec.sums.items()}
        if "b" in columns:  # Lemma 4.1: M is the largest ratio
            env["M"] = max(Fraction(x) / y for x, y in zip(columns["a"], columns["b"], strict=True))
        return _number(spec.target, env), spec.relation
    env = {name: Fraction(point[name]) for name in ("N", "m", "k", "M") if name in point}
    env |= {"q": Fraction(point["q"]), "p": 1 - Fraction(point["q"])}
    index = point["j"] if "j" in point else point["i"]
    if isinstance(spec, Chain):
        (upper_sequences, upper), (lower_sequences, lower) = spec.f(spec.upper), spec.f(spec.lower)
        rows_upper = {name: _coefficients(product, env) for name, product in upper_sequences.items()}
        rows_lower = {name: _coefficients(product, env) for name, product in lower_sequences.items()}
        high, low = _read(upper, rows_upper, index), _read(lower, rows_lower, index)
        return (None if high is None or low is None else high - low), ">="
    assert isinstance(spec, Window)
    return _window(spec, env, index)


def _pair_hypotheses_hold(spec: object, point: Point) -> bool:
    """An accumulation's pair hypotheses at every earlier item i (NAME_prev) and later item j of the point: the
    statement's hypotheses must hold wherever the checker is asked."""
    if not isinstance(spec, Accumulation | Pairwise) or not spec.pair_hypotheses:
        return True
    columns, count = _columns(spec, point)
    for i in range(count):
        for j in range(i + 1, count):
            env = {x: columns[x][j] for x in spec.items} | {f"{x}_prev": columns[x][i] for x in spec.items}
            if any(_number(text, env) < 0 or (level == ">" and _number(text, env) == 0)
                   for text, level in spec.pair_hypotheses):
                return False
    return True


def _points(claim: Claim) -> Iterator[Point]:
    assert claim.domain is not None
    return islice(iter(claim.domain.points()), POINTS_PER_CLAIM)


def _disagreements(key: str, spec: object) -> tuple[int, list[tuple]]:
    """(points compared, the points where the statement and the checker disagree in sign or in strictness)."""
    claim, compared, found = ENTRIES[key], 0, []
    for point in _points(claim):
        margin = _margin(claim, point)
        value, relation = _statement(spec, point)
        if margin is None or value is None:
            continue
        compared += 1
        if not _pair_hypotheses_hold(spec, point):
            found.append(("hypothesis", dict(point)))
        if _sign(value) != _sign(margin[0]):
            found.append(("sign", dict(point), value, margin))
        elif relation in (">", "==") and margin[1] in (">", "==", ">=") and relation != margin[1] and \
                not (relation == ">" and margin[1] == ">="):
            found.append(("relation", dict(point), relation, margin[1]))
    return compared, found


def test_every_statement_reads_back_from_its_ledger_data() -> None:
    """The claims write a statement (statement_data) and the kernel reads it (statement_of), each by its own code."""
    assert [key for key, spec in COMPOSED.items() if statement_of(statement_data(spec)) != spec] == []


@pytest.mark.parametrize("key", sorted(COMPOSED))
def test_statement_says_what_the_checker_checks(key: str) -> None:
    compared, found = _disagreements(key, COMPOSED[key])
    assert compared >= 10, f"{key}: only {compared} points compared"
    assert found == []


def test_a_misstated_statement_is_caught() -> None:
    """Planted: (5.5) corrected written with G_m for G_m^k (k dropped): at j = N < kN it reads the end of G_m's
    support, 0 against the checker's positive margin."""
    import dataclasses

    spec = COMPOSED["001.eq-5.5.corrected"]
    wrong = dataclasses.replace(spec, sequences={name: Product(tuple((a, b, e.replace("k*", "")) for a, b, e in
                                                                     product.factors)) for name, product in
                                                 spec.sequences.items()})
    assert any(kind == "sign" for kind, *_ in _disagreements("001.eq-5.5.corrected", wrong)[1])


def test_a_misstated_strictness_is_caught() -> None:
    """Planted: the corrected (4.5) claimed strict at the ends too (the printed (4.5)): the checker says '==' at
    i = 0 and i = N."""
    import dataclasses

    wrong = dataclasses.replace(COMPOSED["001.eq-4.5.corrected"], ends=">")
    assert any(kind == "relation" for kind, *_ in _disagreements("001.eq-4.5.corrected", wrong)[1])


def test_misstated_pair_hypotheses_are_caught() -> None:
    """Planted: Lemma 4.2 corrected with (4.2) reversed — the claim's ordered points violate it."""
    import dataclasses

    spec = COMPOSED["000.lemma-4.2.corrected"]
    wrong = dataclasses.replace(spec, pair_hypotheses=(("lam/mu - lam_prev/mu_prev", ">="), spec.pair_hypotheses[1]))
    assert any(kind == "hypothesis" for kind, *_ in _disagreements("000.lemma-4.2.corrected", wrong)[1])
