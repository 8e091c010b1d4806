"""Certificate formulas set as mathematics: expected TeX written by hand from the checker's naming rules
(composition.py: NAME_k is NAME at offset k from i; H0 is the first hypothesis)."""

from __future__ import annotations

import pytest
from latex2mathml.converter import convert

from krverify.report.audit import proof_lines
from krverify.report.expressions import expression_tex, outline_parts


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
