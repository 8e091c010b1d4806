"""Formulas set as mathematics, expected TeX written by hand: certificate expressions by the checker's naming rules
(composition.py: NAME_k is NAME at offset k from i; H0 is the first hypothesis), and the formula language
(certify/formula.py) by the rules of report/formula_tex.py, every node of its whitelist included."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from latex2mathml.converter import convert

from krverify.certify.formula import _ALLOWED, FormulaError
from krverify.report.audit import proof_lines
from krverify.report.expressions import expression_tex, outline_parts
from krverify.report.formula_tex import _Setter, entry_formula_tex, formula_tex

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


@pytest.mark.parametrize(("text", "tex"), [
    ("s_0**2 - s_m1*s_p1", "s_{i}^{2} - s_{i-1} s_{i+1}"),
    ("s_m2", "s_{i-2}"),
    ("IH_m1", r"\mathrm{IH}_{i-1}"),
    ("H0**2*L_m1", "H_{0}^{2} L_{i-1}"),
    ("a - (b - c)", r"a - \left(b - c\right)"),  # the parentheses the subtraction needs
    ("(a + b)*c", r"\left(a + b\right) c"),
    ("-(a + b)", r"-\left(a + b\right)"),
    ("2*3", r"2 \cdot 3"),
    ("x/(y + 1)", r"\frac{x}{y + 1}"),
    ("(p + q)**2", r"\left(p + q\right)^{2}"),
    ("1 <= t <= n", r"1 \leq t \leq n"),
    ("g(d)/g(d + n)", r"\frac{g\left(d\right)}{g\left(d + n\right)}"),
    ("lam_prev/mu_prev", r"\frac{\lambda_{\mathrm{prev}}}{\mu_{\mathrm{prev}}}"),  # Lemma 4.2's λ_i/μ_i
    ("ap*lam", r"a' \lambda"),
])
def test_expression_tex_by_hand(text: str, tex: str) -> None:
    assert expression_tex(text) == tex


def test_not_an_expression_stays_code() -> None:
    with pytest.raises(ValueError, match="not an expression"):
        expression_tex("a +")
    assert outline_parts("see `a +` here") == [("text", "see "), ("code", "a +"), ("text", " here")]


def test_a_proof_outline_becomes_mathml() -> None:
    """Lemma 1's invariant, as the ledger stores its proof, set as MathML with s_(i-1) a subscript."""
    entry = {"verdict": "proved", "evidence": {"method": "symbolic", "certificate": {
        "rule": "induction", "invariant": "s_0**2 - s_m1*s_p1", "strict": True,
        "step": {"alpha > 0": [{"denominator": "1", "terms": ["beta**2*IH_m1", "alpha**2*IH_0"]}]}}}}
    first = proof_lines(entry)[0]
    formulas = [text for kind, text in outline_parts(first) if kind == "tex"]
    assert r"s_{i}^{2} - s_{i-1} s_{i+1} \geq 0" in formulas
    assert "<msub><mi>s</mi><mrow><mi>i</mi><mo>&#x02212;</mo><mn>1</mn></mrow></msub>" in convert(formulas[1])
    assert proof_lines({"verdict": "verified", "evidence": {}}) == []


# --------------------------------------------------------------------------- the formula language (formula_tex)


def _one(text: str, parameters: str, **names: str) -> str:
    """The TeX of a one-line formula over ``parameters`` (each its own name unless given in ``names``)."""
    lines = formula_tex(text, {p: names.get(p, p) for p in parameters.split()})
    assert len(lines) == 1
    return lines[0]


@pytest.mark.parametrize(("text", "parameters", "tex"), [
    # arithmetic: the parentheses the reading needs, and no more
    ("a - (b - c)", "a b c", r"a - (b - c)"),
    ("a - (b + c) + (d - e)", "a b c d e", r"a - (b + c) + d - e"),
    ("-(a + b) * c", "a b c", r"-(a + b) c"),
    ("a * -b", "a b", r"a (-b)"),
    ("-(-a) + +a", "a", r"-(-a) + (+a)"),
    ("2 * 3", "", r"2 \cdot 3"),
    ("(a + b)**2", "a b", r"(a + b)^{2}"),
    ("a**b**c", "a b c", "a^{b^{c}}"),
    ("(a/b)**2", "a b", r"\left(\frac{a}{b}\right)^{2}"),
    ("(N - i)/N * (p/q)", "N i p q", r"\frac{N - i}{N} \frac{p}{q}"),
    ("pi * e", "", r"\pi e"),
    # comparisons, logic, cases
    ("q < 1/2 < 1", "q", r"q < \frac{1}{2} < 1"),
    ("(a, b) != (b, a)", "a b", r"(a, b) \neq (b, a)"),
    ("not (a < b) or a == b", "a b", r"\neg (a < b) \vee a = b"),
    ("(a or b) and c", "a b c", r"(a \vee b) \wedge c"),
    ("implies(a > 0, b >= 0)", "a b", r"a > 0 \Rightarrow b \geq 0"),
    ("iff(a > 0, b <= 0)", "a b", r"a > 0 \Leftrightarrow b \leq 0"),
    ("x if x > 0 else -x", "x", r"\begin{cases} x & \text{if } x > 0 \\ -x & \text{otherwise} \end{cases}"),
    ("True", "", r"\mathrm{true}"),
    # None, the unbounded end of an interval
    ("laplace_interval(0, b, (t, None)) - laplace_interval(0, b, (None, t))", "b t",
     r"\mathrm{laplace\_interval}(0, b, (t, \infty)) - \mathrm{laplace\_interval}(0, b, (-\infty, t))"),
    # sums, products, extremes and quantifiers with their ranges
    ("sum(binom(n, i) * q**i for i in ints(0, n)) == 1", "n q", r"\sum_{i = 0}^{n} \binom{n}{i} q^{i} = 1"),
    ("sum(x[i] for i in ints(1, n) if i != k)", "x n k", r"\sum_{\substack{i = 1 \\ i \neq k}}^{n} x_{i}"),
    ("prod(1 - q for j in ints(1, n))", "q n", r"\prod_{j = 1}^{n} (1 - q)"),
    ("sum(q**i for i in ints(0, n)) * q", "q n", r"\left(\sum_{i = 0}^{n} q^{i}\right) q"),
    ("sum(a for a, b in pairs(S, T))", "S T", r"\sum_{(a, b) \in S \times T} a"),
    ("min(a[i] for i in ints(0, n))", "a n", r"\min_{0 \leq i \leq n} a_{i}"),
    ("max(a, b) - min(a, b)", "a b", r"\max(a, b) - \min(a, b)"),
    ("any(a[i] > 0 for i in ints(0, n))", "a n", r"\exists\, 0 \leq i \leq n:\ a_{i} > 0"),
    ("all(len(S) <= 3 for S in subsets(T) if len(S) > 1)", "T",
     r"\forall\, S \subseteq T \text{ with } |S| > 1:\ |S| \leq 3"),
    ("c and all(a > 0 for a in A)", "c A", r"c \wedge (\forall\, a \in A:\ a > 0)"),
    ("len(tuple(r for r in y if r == d))", "y d", r"\#\{r \in y : r = d\}"),
    ("tuple(i**2 for i in ints(1, n))", "n", r"(i^{2})_{1 \leq i \leq n}"),
    ("total_variation(q for i in ints(1, 2))", "q",
     r"\mathrm{total\_variation}((q)_{1 \leq i \leq 2})"),
    # indices, laws and the builtins' signs
    ("x[0][1] + at(x, i + 1)", "x i", r"x_{0, 1} + x_{i + 1}"),
    ("prob(binomial_law(n, q), k)", "n q k", r"\mathsf{P}[\mathrm{binomial\_law}(n, q) = k]"),
    ("floor(sqrt(n)) + ceil(ln(n)) + abs(a) + exp(q)", "n a q",
     r"\left\lfloor \sqrt{n}\right\rfloor + \lceil \ln(n) \rceil + |a| + e^{q}"),
    ("factorial(n + 1) / Phi(a)", "n a", r"\frac{(n + 1)!}{\Phi(a)}"),
    ("integer(q * n) and rational(q)", "q n", r"q n \in \mathbb{Z} \wedge q \in \mathbb{Q}"),
    ("vsub(s, unit(j, K)) == vadd(drop(x, 1), take(x, 2))", "s j K x",
     r"s - \mathbf{e}_{j} = x_{\geq 1} + x_{< 2}"),
    ("round(q, digits=3) <= sorted(x)", "q x", r"\mathrm{round}(q, \mathrm{digits} = 3) \leq "
                                               r"\mathrm{sorted}(x)"),
    # the paper's names for the formula's symbols
    ("xp**2 + xp[0]", "xp", r"{x'}^{2} + {x'}_{0}"),
    ("lam * eps_n <= sigma1", "lam eps_n sigma1", r"\lambda \epsilon_{n} \leq \sigma_{1}"),
])
def test_formula_tex_by_hand(text: str, parameters: str, tex: str) -> None:
    names = {"xp": "x'", "lam": "λ"}
    assert _one(text, parameters, **{k: v for k, v in names.items() if k in parameters.split()}) == tex


def test_definitions_and_given_lines() -> None:
    assert formula_tex("f(i) = i**2\ngiven n > 0\nbig = n > 1\nf(n) >= n  # the relation", {"n": "n"}) == (
        r"f(i) \mathrel{:=} i^{2}", r"\text{given } n > 0", r"\mathrm{big} \mathrel{:\Leftrightarrow} n > 1",
        r"f(n) \geq n")


def test_the_cases_above_use_every_node_of_the_whitelist() -> None:
    """The by-hand cases cover the language: every node type the parser admits appears in one of them."""
    seen: set[type] = {ast.Expression}
    for mark in test_formula_tex_by_hand.pytestmark:
        if mark.name == "parametrize":
            for text, _, _ in mark.args[1]:
                seen |= {type(node) for node in ast.walk(ast.parse(text, mode="eval"))}
    assert set(_ALLOWED) <= seen, set(_ALLOWED) - seen


def test_a_node_without_a_rule_is_an_error() -> None:
    with pytest.raises(FormulaError, match="no TeX for Set"):
        _Setter({}).set(ast.parse("{a, b}", mode="eval").body)
    with pytest.raises(FormulaError, match="unknown name"):
        formula_tex("a < b", {"a": "a"})


def entries_with_a_formula() -> list[dict]:
    """The records and corrections of the ledger files that carry a formula (read from the JSON directly)."""
    entries = []
    for path in sorted(PROOFS.glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8"))["claims"]:
            entries += [e for e in (record, record.get("correction") or {}) if e.get("formula")]
    return entries


def test_every_formula_of_the_ledger_renders_as_mathml() -> None:
    """Each formula in proofs/ is parsed and set line by line, and each line converts to MathML with no TeX left
    in it (an unknown command would stay as a backslash)."""
    entries = entries_with_a_formula()
    assert len(entries) >= 6  # 003's records and corrections today
    for entry in entries:
        lines = entry_formula_tex(entry)
        assert len(lines) >= 1, entry["id"]
        for line in lines:
            mathml = convert(line)  # raises for TeX it cannot read
            assert "\\" not in mathml and "_" not in mathml.replace("&#x0005F;", ""), (entry["id"], line)


def test_the_paper_names_of_003s_formula() -> None:
    """003's (3.1): x' is the paper's name of the formula's xp, x'_1 (the first record) its entry 0."""
    entry = next(e for e in entries_with_a_formula() if e["id"] == "003.eq-prcond")
    last = entry_formula_tex(entry)[-1]
    assert r"\mathrm{law}(x')" in last and r"{x'}_{0}" in last and "xp" not in last
