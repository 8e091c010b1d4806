"""An independent checker for the certificates in proofs/ (standard library only).

It trusts none of krverify's engine: no sympy, no hypothesis, no claim code.  It reads the
ledger files and each certified table, and re-checks:

* every entry: the statement digest (SHA-256 of the claim's id, kind, statement, hypotheses
  and domain, as canonical JSON) matches the text it certifies — an edited claim or domain
  makes the certificate stale;
* ``refuted``: the witness is exact and the relation fails on the recorded sides, decided in
  exact arithmetic (rationals and a + b√d); for the claims in FORMULAS both sides are
  re-evaluated from the witness by an explicit formula;
* ``verified``: the domain, the number of points (> 0) and the 64-hex digest are present,
  and a one-point domain's recorded sides satisfy the relation (re-running a sweep needs the
  claim code: ``krverify check`` does that);
* ``proved``: target * denominator - Σ terms cancels as a rational function after the
  hypotheses are substituted, each term and the denominator are products of factors of known
  sign, and a strict relation has a strictly positive term;
* certified tables (proofs/tables/*.json): every exactly scanned row's δ at q_paper, the two
  ends of q needed and the 3σ window ratio are recomputed from scratch by convolution.

Run: ``python -m krverify.certify.checker [PROOFS_DIR]`` or ``krverify verify-certs``.
Exit 0 iff every certificate checks; otherwise each failure is named and the exit is 1.
"""

from __future__ import annotations

import ast
import hashlib
import json
import sys
from fractions import Fraction
from math import comb
from pathlib import Path

RELATIONS = ("==", "<=", "<", ">=", ">")


def statement_digest(record: dict) -> str:
    """The digest a certificate carries of the statement it certifies."""
    fields = {key: record.get(key) for key in ("id", "kind", "statement", "hypotheses", "domain")}
    text = json.dumps(fields, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------- exact values


def rational(text: object) -> Fraction:
    """'3', '-9/1000', '0x1f/3' (hex for huge integers) -> Fraction; anything else is an error."""
    if isinstance(text, Fraction):
        return text
    if isinstance(text, bool) or not isinstance(text, str | int):
        raise ValueError(f"{text!r} is not an exact rational")
    if isinstance(text, int):
        return Fraction(text)
    parts = text.strip().split("/")
    if len(parts) > 2:
        raise ValueError(f"{text!r} is not an exact rational")
    numbers = [int(part, 16) if part.lstrip("-").startswith("0x") else int(part) for part in parts]
    return Fraction(numbers[0], numbers[1] if len(numbers) == 2 else 1)


def surd(text: object) -> tuple[Fraction, Fraction, Fraction]:
    """'a + b*sqrt(d)' or a rational -> (a, b, d)."""
    if isinstance(text, str) and "sqrt(" in text:
        head, _, rest = text.partition(" + ")
        coefficient, _, radicand = rest.partition("*sqrt(")
        return rational(head), rational(coefficient), rational(radicand.rstrip(")"))
    return rational(text), Fraction(0), Fraction(0)


def _sign_of(a: Fraction, b: Fraction, d: Fraction) -> int:
    """The sign of a + b√d (d >= 0), exactly."""
    sa, sb = (a > 0) - (a < 0), (b > 0) - (b < 0)
    if sb == 0 or d == 0:
        return sa
    if sa == 0 or sa == sb:
        return sb
    return sa if a * a > b * b * d else (-sa if a * a < b * b * d else 0)


def compare(left: object, right: object) -> int:
    """The sign of left - right for two exact values written as rationals or a + b√d (same d)."""
    a1, b1, d1 = surd(left)
    a2, b2, d2 = surd(right)
    if b1 and b2 and d1 != d2:
        raise ValueError(f"cannot compare surds with radicands {d1} and {d2}")
    return _sign_of(a1 - a2, b1 - b2, d1 or d2)


def holds(left: object, relation: str, right: object) -> bool:
    sign = compare(left, right)
    return {"==": sign == 0, "<=": sign <= 0, "<": sign < 0, ">=": sign >= 0, ">": sign > 0}[relation]


# --------------------------------------------------------------------------- the model, from scratch


def count_pmf(ones: int, zeros: int, q: Fraction, k: int = 1) -> list[Fraction]:
    """P[count = s]: each of k reports of a one is 1 with prob. 1 - q, of a zero with prob. q."""
    pmf = [Fraction(1)]
    for bit_is_one, copies in ((True, ones * k), (False, zeros * k)):
        chance = 1 - q if bit_is_one else q
        for _ in range(copies):
            pmf = [(pmf[s] if s < len(pmf) else 0) * (1 - chance) + (pmf[s - 1] * chance if s else 0)
                   for s in range(len(pmf) + 1)]
    return pmf


def _scaled_row(ones: int, zeros: int, q: Fraction, k: int) -> list[int]:
    """c^(k(ones+zeros)) P[count = s] as integers (q = b/c): Bin(k·ones, p) convolved with Bin(k·zeros, q)."""
    b, c = q.numerator, q.denominator
    a = c - b

    def binomial(n: int, heads: int, tails: int) -> list[int]:
        return [comb(n, s) * heads**s * tails ** (n - s) for s in range(n + 1)]

    first, second = binomial(k * ones, a, b), binomial(k * zeros, b, a)
    out = [0] * (len(first) + len(second) - 1)
    for i, x in enumerate(first):
        for j, y in enumerate(second):
            out[i + j] += x * y
    return out


def delta_exact(N: int, k: int, q: Fraction, lam: Fraction) -> Fraction:
    """max over m and both directions of Σ_s max(0, P - λ P'), neighbours differing in one record."""
    rows = [_scaled_row(m, N - m, q, k) for m in range(N + 1)]
    u, v = lam.numerator, lam.denominator
    best = 0
    for m in range(N):
        for first, second in ((rows[m], rows[m + 1]), (rows[m + 1], rows[m])):
            best = max(best, sum(v * x - u * y for x, y in zip(first, second, strict=True) if v * x > u * y))
    return Fraction(best, v * q.denominator ** (k * N))


# --------------------------------------------------------------------------- explicit formulas


def _q(w: dict) -> Fraction:
    return rational(w["q"])


def _coefficient(n: int, m: int, q: Fraction, i: int) -> Fraction:
    """a_i^m: the coefficient of x^i in (q + p x)^m (p + q x)^(N - m), i.e. P[count = i] with m ones."""
    pmf = count_pmf(m, n - m, q)
    return pmf[i] if 0 <= i < len(pmf) else Fraction(0)


def _s_expression(w: dict) -> tuple[Fraction, Fraction]:
    """001 §4.1: S = pT + q(N - T) read as P[S = pT + q(N - T)] = 1."""
    n, t, q = int(w["N"]), int(w["T"]), _q(w)
    value = (1 - q) * t + q * (n - t)
    return (count_pmf(t, n - t, q)[int(value)] if value.denominator == 1 else Fraction(0)), Fraction(1)


def _lemma_4_2(w: dict) -> tuple[Fraction, Fraction]:
    """000 (4.1): Σ a λ / Σ a μ >= Σ a' λ / Σ a' μ."""
    a, b, lam, mu = ([rational(v) for v in w[key]] for key in ("a", "a'", "lambda", "mu"))
    return (sum(x * y for x, y in zip(a, lam, strict=True)) / sum(x * y for x, y in zip(a, mu, strict=True)),
            sum(x * y for x, y in zip(b, lam, strict=True)) / sum(x * y for x, y in zip(b, mu, strict=True)))


def _eq_4_31(w: dict) -> tuple[Fraction, Fraction]:
    """001 (4.31): the true P(s = i | D_m) against the printed
    C(N-1, i) p^(i+1) q^(N-i) + C(N-1, i-1) p^(i-1) q^(N-i+1)."""
    n, i, q = int(w["N"]), int(w["i"]), _q(w)
    p = 1 - q
    printed = comb(n - 1, i) * p ** (i + 1) * q ** (n - i) + (comb(n - 1, i - 1) * p ** (i - 1) * q ** (n - i + 1)
                                                              if i >= 1 else 0)
    return count_pmf(n - 1, 1, q)[i], printed


def _variance(w: dict, power: int) -> Fraction:
    n, k, q = int(w["N"]), int(w["k"]), _q(w)
    return q * (1 - q) * n / (k**power * (1 - 2 * q) ** 2)


def _ratio_step(w: dict) -> tuple[Fraction, Fraction]:
    """001 after (4.4): a_i^m / a_i^(m+1) against a_i^(m-1) / a_i^m."""
    n, i, m, q = int(w["N"]), int(w["i"]), int(w["m"]), _q(w)
    a = [_coefficient(n, j, q, i) for j in (m - 1, m, m + 1)]
    return a[1] / a[2], a[0] / a[1]


def _eq_4_5(w: dict) -> tuple[Fraction, Fraction]:
    """001 (4.5): (a_i^m)² against a_i^(m-1) a_i^(m+1)."""
    n, i, m, q = int(w["N"]), int(w["i"]), int(w["m"]), _q(w)
    a = [_coefficient(n, j, q, i) for j in (m - 1, m, m + 1)]
    return a[1] ** 2, a[0] * a[2]


def _local_guarantee(w: dict) -> tuple[Fraction, Fraction]:
    """001 after (4.55): max(R_i, 1/R_i) against λ, R_i = P(s=i|D_m)/P(s=i|D), D all ones."""
    n, i, q = int(w["N"]), int(w["i"]), _q(w)
    p = 1 - q
    # one term each (no pmf table: the witness may be the drafts' N = 1000 example)
    all_ones = comb(n, i) * p**i * q ** (n - i)
    changed = (comb(n - 1, i - 1) * p ** (i - 1) * q ** (n - i) * q if i >= 1 else 0) + (
        comb(n - 1, i) * p**i * q ** (n - 1 - i) * p if i <= n - 1 else 0)
    r = changed / all_ones
    return max(r, 1 / r), rational(w["lambda"])


#: claim id -> (witness -> (lhs, rhs)), each written from the printed statement, for
#: re-evaluating refuted claims without the engine.  tests/test_certify.py checks that each
#: reproduces the ledger's sides.
FORMULAS: dict[str, object] = {
    "000.lemma-4.2": _lemma_4_2,
    "001.s-expression": _s_expression,
    "001.ratio-after-4.4": _ratio_step,
    "001.eq-4.5": _eq_4_5,
    "001.eq-4.31": _eq_4_31,
    "001.local-guarantee": _local_guarantee,
    "001.eq-5.3": lambda w: (_variance(w, 1), _variance(w, 2)),
    "001.eq-5.3.step-2": lambda w: (_variance(w, 2), _variance(w, 1)),
    "001.eq-5.11": lambda w: ((rational(w["A"]) - rational(w["e"])) / (rational(w["B"]) - rational(w["e"])),
                              rational(w["A"]) / rational(w["B"])),
}


# --------------------------------------------------------------------------- polynomials (proved)

Monomial = tuple[tuple[str, int], ...]
Poly = dict[Monomial, Fraction]


def _mul(a: Poly, b: Poly) -> Poly:
    out: Poly = {}
    for ma, ca in a.items():
        for mb, cb in b.items():
            powers = dict(ma)
            for name, e in mb:
                powers[name] = powers.get(name, 0) + e
            key = tuple(sorted(powers.items()))
            out[key] = out.get(key, Fraction(0)) + ca * cb
    return {m: c for m, c in out.items() if c}


def _add(a: Poly, b: Poly, sign: int = 1) -> Poly:
    out = dict(a)
    for m, c in b.items():
        out[m] = out.get(m, Fraction(0)) + sign * c
    return {m: c for m, c in out.items() if c}


Ratio = tuple[Poly, Poly]  # numerator, denominator


def _ratio(node: ast.AST, env: dict[str, Ratio]) -> Ratio:
    """A rational function from an expression of + - * / ** (integer exponents), names and numbers."""
    one: Poly = {(): Fraction(1)}
    if isinstance(node, ast.Expression):
        return _ratio(node.body, env)
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return ({(): Fraction(node.value)} if node.value else {}), one
    if isinstance(node, ast.Name):
        return env[node.id] if node.id in env else ({((node.id, 1),): Fraction(1)}, one)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        n, d = _ratio(node.operand, env)
        return {m: -c for m, c in n.items()}, d
    if isinstance(node, ast.BinOp):
        (n1, d1), (n2, d2) = _ratio(node.left, env), _ratio(node.right, env) if not isinstance(
            node.op, ast.Pow) else (({}, one))
        if isinstance(node.op, ast.Add | ast.Sub):
            sign = 1 if isinstance(node.op, ast.Add) else -1
            return _add(_mul(n1, d2), _mul(n2, d1), sign), _mul(d1, d2)
        if isinstance(node.op, ast.Mult):
            return _mul(n1, n2), _mul(d1, d2)
        if isinstance(node.op, ast.Div):
            if not n2:
                raise ValueError("division by zero")
            return _mul(n1, d2), _mul(d1, n2)
        if isinstance(node.op, ast.Pow) and isinstance(node.right, ast.Constant) and \
                isinstance(node.right.value, int) and node.right.value >= 0:
            n, d = one, one
            for _ in range(node.right.value):
                n, d = _mul(n, n1), _mul(d, d1)
            return n, d
    raise ValueError(f"unsupported expression {ast.dump(node)[:60]}")


def _parse(text: str, env: dict[str, Ratio] | None = None) -> Ratio:
    return _ratio(ast.parse(text, mode="eval"), env or {})


def _factor_sign(node: ast.AST, signs: dict[str, str]) -> str | None:
    """'positive', 'nonnegative' or None for a product of factors of known sign, read from the text."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult | ast.Div):
        left, right = _factor_sign(node.left, signs), _factor_sign(node.right, signs)
        if left is None or right is None or (isinstance(node.op, ast.Div) and right != "positive"):
            return None
        return "positive" if left == right == "positive" else "nonnegative"
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow) and isinstance(node.right, ast.Constant):
        exponent = node.right.value
        if isinstance(exponent, int) and exponent > 0 and exponent % 2 == 0:
            return "positive" if _factor_sign(node.left, signs) == "positive" else "nonnegative"
        return _factor_sign(node.left, signs) if isinstance(exponent, int) and exponent > 0 else None
    # otherwise: a polynomial with positive coefficients in symbols of known sign
    numerator, denominator = _ratio(node, {})
    if denominator != {(): Fraction(1)} or not numerator:
        return None
    strictly = False
    for monomial, coefficient in numerator.items():
        if coefficient <= 0 or any(name not in signs for name, _ in monomial):
            return None
        if all(signs[name] == "positive" for name, _ in monomial):
            strictly = True
    return "positive" if strictly else "nonnegative"


def check_symbolic(certificate: dict, assumptions: list[str]) -> str:
    """'' if the certificate checks, else the reason."""
    signs: dict[str, str] = {}
    for line in assumptions:
        words = line.split()
        if len(words) == 3 and words[1] in (">", ">=") and words[2] == "0":
            signs[words[0]] = "positive" if words[1] == ">" else "nonnegative"
        elif line.endswith("(hypothesis)"):
            signs[words[0]] = "positive" if " > 0 (hypothesis)" in line else "nonnegative"
    env = {name: _parse(text) for name, text in certificate["hypotheses"].items()}
    tn, td = _parse(certificate["target"])
    dn, dd = _parse(certificate["denominator"], env)
    sn: Poly = {}
    sd: Poly = {(): Fraction(1)}
    for term in certificate["terms"]:
        n, d = _parse(term, env)
        sn, sd = _add(_mul(sn, d), _mul(n, sd)), _mul(sd, d)
    # target * denominator - Σ terms = tn dn / (td dd) - sn / sd, zero iff tn dn sd == sn td dd
    if _add(_mul(_mul(tn, dn), sd), _mul(_mul(sn, td), dd), -1):
        return "target * denominator - sum(terms) does not cancel"
    relation = certificate["relation"]
    if relation == "==":
        return "" if not certificate["terms"] else "an identity certificate has terms"
    if _factor_sign(ast.parse(certificate["denominator"], mode="eval").body, signs) != "positive":
        return f"denominator {certificate['denominator']!r} has no known positive sign"
    term_signs = [_factor_sign(ast.parse(t, mode="eval").body, signs) for t in certificate["terms"]]
    if None in term_signs:
        return f"term {certificate['terms'][term_signs.index(None)]!r} has no known sign"
    if relation == ">" and "positive" not in term_signs:
        return "no term is strictly positive"
    return ""


# --------------------------------------------------------------------------- entries


def check_entry(record: dict) -> list[str]:
    """The problems with one ledger entry (its correction included)."""
    problems = []
    identifier = record.get("id", "?")
    verdict, evidence = record.get("verdict"), record.get("evidence") or {}
    if record.get("kind") == "definition":
        return [] if verdict is None else [f"{identifier}: a definition has verdict {verdict!r}"]
    if record.get("statement_digest") != statement_digest(record):
        problems.append(f"{identifier}: stale certificate (statement digest does not match the statement)")
    try:
        problems += [f"{identifier}: {p}" for p in _check_evidence(identifier, verdict, evidence, record)]
    except (ValueError, KeyError, TypeError, ZeroDivisionError, SyntaxError) as error:
        problems.append(f"{identifier}: malformed certificate ({type(error).__name__}: {error})")
    correction = record.get("correction")
    if correction:
        problems += check_entry(correction)
    return problems


def _check_evidence(identifier: str, verdict: object, evidence: dict, record: dict) -> list[str]:
    method = evidence.get("method")
    expected = {"refuted": "counterexample", "verified": "exhaustive", "proved": "symbolic"}.get(str(verdict))
    if expected is None or method != expected:
        return [f"verdict {verdict!r} does not match its evidence ({method!r})"]
    if verdict == "refuted":
        witness = evidence["counterexample"]
        for value in witness.values():
            if not isinstance(value, list):
                rational(value)
        relation = evidence["relation"]
        if relation not in RELATIONS:
            return [f"unknown relation {relation!r}"]
        if holds(evidence["lhs"], relation, evidence["rhs"]):
            return [f"the recorded sides satisfy {relation}: not a counterexample"]
        formula = FORMULAS.get(identifier)
        if formula is not None:
            lhs, rhs = formula(witness)  # type: ignore[operator]
            if compare(lhs, evidence["lhs"]) or compare(rhs, evidence["rhs"]):
                return [f"the witness gives lhs = {lhs}, rhs = {rhs}, not the recorded sides"]
        return []
    exhaustive = evidence["exhaustive"] if verdict == "proved" else evidence
    if not (isinstance(exhaustive["points"], int) and exhaustive["points"] > 0):
        return ["a verified domain with no points"]
    digest = exhaustive["digest"]
    if not (isinstance(digest, str) and len(digest) == 64 and all(c in "0123456789abcdef" for c in digest)):
        return ["the per-point digest is not a SHA-256 hex digest"]
    if exhaustive["domain"] != record.get("domain"):
        return ["the evidence's domain is not the certified domain"]
    at = exhaustive.get("at")
    if at is not None and not holds(at["lhs"], at["relation"], at["rhs"]):
        return ["the single point's recorded sides do not satisfy the relation"]
    if verdict == "proved":
        reason = check_symbolic(evidence["certificate"], evidence["assumptions"])
        return [reason] if reason else []
    return []


# --------------------------------------------------------------------------- tables


def _in_window(s: int, N: int, k: int, q: Fraction) -> bool:
    """(s - pkN)² <= 9 pqkN: the drafts' 3σ window, exactly."""
    return (s - (1 - q) * k * N) ** 2 <= 9 * (1 - q) * q * k * N


def check_table(payload: dict) -> list[str]:
    """Recompute the exactly scanned rows of a certified table."""
    problems = []
    for index, row in enumerate(payload["rows"]):
        printed, exact = row["printed"], row["exact"]
        if printed["method"] != "exact scan" or exact["q_paper"] is None:
            continue
        N, k = int(printed["N"]), int(printed["k"])
        lam, target, q = rational(exact["exp_eps"]), rational(exact["delta"]), rational(exact["q_paper"])
        where = f"table row {index} (N={N}, k={k})"
        # q_paper rounds the closed form up: q >= ½(1 - 1/√(1 + 36/((λ^(1/k) - 1)² kN))) (k = 1 only: λ rational)
        if k == 1 and (1 - 2 * q) ** 2 * (1 + Fraction(36) / ((lam - 1) ** 2 * k * N)) > 1:
            problems.append(f"{where}: q_paper is below the closed form (4.45)")
        value = delta_exact(N, k, q, lam)
        low, high = (rational(v) for v in exact["delta_paper"])
        if not low <= value <= high:
            problems.append(f"{where}: δ at q_paper is {value}, outside the recorded [{low}, {high}]")
        below, above = exact["q_min"]
        if above is not None and not delta_exact(N, k, rational(above), lam) <= target:
            problems.append(f"{where}: δ at q needed = {above} exceeds the target")
        if below is not None and not delta_exact(N, k, rational(below), lam) > target:
            problems.append(f"{where}: δ at {below} meets the target, so it is not a lower end")
        rows = count_pmf(N, 0, q, k), count_pmf(N - 1, 1, q, k)
        window = [s for s in range(k * N + 1) if _in_window(s, N, k, q)]
        worst = max(max(rows[1][s] / rows[0][s], rows[0][s] / rows[1][s]) for s in window)
        if worst != rational(exact["window_ratio"]):
            problems.append(f"{where}: the 3σ window ratio is {worst}, not {exact['window_ratio']}")
    return problems


# --------------------------------------------------------------------------- driver


class Unreadable(Exception):
    """A ledger or table file that is not the JSON document it should be (exit status 2)."""


def _load(path: Path, key: str) -> list:
    try:
        items = json.loads(path.read_text(encoding="utf-8"))[key]
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as error:
        raise Unreadable(f"file={str(path)!r} is not a readable certificate file ({type(error).__name__}: "
                         f"{error})") from None
    if not isinstance(items, list) or not all(isinstance(item, dict) for item in items):
        raise Unreadable(f"file={str(path)!r} is not a readable certificate file ({key!r} is not a list of objects)")
    return items


def check_directory(directory: Path) -> tuple[int, list[str]]:
    """(number of certificates checked, problems); Unreadable for a directory or file that cannot be read."""
    if not directory.is_dir():
        raise Unreadable(f"PROOFS_DIR={str(directory)!r} is not a directory")
    checked, problems = 0, []
    for path in sorted(directory.glob("*.json")):
        for record in _load(path, "claims"):
            checked += 1 + bool(record.get("correction"))
            problems += check_entry(record)
    for path in sorted((directory / "tables").glob("*.json")):
        rows = _load(path, "rows")
        checked += len(rows)
        try:
            problems += [f"{path.name}: {p}" for p in check_table({"rows": rows})]
        except (ValueError, KeyError, TypeError, ZeroDivisionError) as error:
            problems.append(f"{path.name}: malformed table ({type(error).__name__}: {error})")
    return checked, problems


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    directory = Path(arguments[0]) if arguments else Path("proofs")
    try:
        checked, problems = check_directory(directory)
    except Unreadable as error:
        print(f"krverify verify-certs: {error}", file=sys.stderr)
        return 2
    for problem in problems:
        print(f"FAILED {problem}")
    print(f"certificates checked: {checked}, failed: {len(problems)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
