"""The symbols of the documents as TeX: Unicode in prose and formulas, spelled-out names, the drafts' own macros.

One table per use, read by :mod:`krverify.report.prose` (prose to TeX) and :mod:`krverify.report.latex` (an
ASCII-only erratum that pdflatex and lualatex both compile).

>>> MATH["≤"], MATH["λ"], TEXT["—"], GREEK["eps"], FUNCTIONS["Var"]
('\\\\leq', '\\\\lambda', '---', '\\\\epsilon', '\\\\operatorname{Var}')
"""

from __future__ import annotations

__all__ = ["ACCENTS", "FUNCTIONS", "GREEK", "MACROS", "MATH", "SUBSCRIPTS", "SUPERSCRIPTS", "TEXT", "math_ascii",
           "text_ascii"]

#: Greek letters (and the certificates' short names) spelled out in prose, as TeX.
GREEK: dict[str, str] = {name: f"\\{name}" for name in (
    "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda",
    "mu", "nu", "xi", "pi", "rho", "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega",
    "Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Upsilon", "Phi", "Psi", "Omega")} | {
    "eps": r"\epsilon", "lam": r"\lambda"}

#: Function and operator names in prose formulas (``max_S``, ``log(x)``, ``Var(X)``).
FUNCTIONS: dict[str, str] = {name: f"\\{name}" for name in (
    "log", "ln", "exp", "max", "min", "sup", "inf", "lim", "Pr", "det", "arg", "sinh", "cosh", "tanh", "sin", "cos",
    "sum", "prod")} | {name: f"\\operatorname{{{name}}}" for name in (
    "Var", "Cov", "Max", "Min", "argmax", "argmin", "sgn", "Lap", "Bin", "Ber", "Geo", "DGeo", "TDGeo", "DGauss",
    "DGEO", "Prob", "supp")} | {"sqrt": r"\sqrt", "XOR": r"\oplus", "mod": r"\bmod"}

#: Unicode letters and symbols in formulas, as TeX math.
MATH: dict[str, str] = {
    "α": r"\alpha", "β": r"\beta", "γ": r"\gamma", "δ": r"\delta", "ε": r"\varepsilon", "ϵ": r"\epsilon",
    "ζ": r"\zeta", "η": r"\eta", "θ": r"\theta", "ι": r"\iota", "κ": r"\kappa", "λ": r"\lambda", "μ": r"\mu",
    "ν": r"\nu", "ξ": r"\xi", "π": r"\pi", "ρ": r"\rho", "σ": r"\sigma", "ς": r"\varsigma", "τ": r"\tau",
    "υ": r"\upsilon", "φ": r"\varphi", "ϕ": r"\phi", "χ": r"\chi", "ψ": r"\psi", "ω": r"\omega",
    "Γ": r"\Gamma", "Δ": r"\Delta", "Θ": r"\Theta", "Λ": r"\Lambda", "Ξ": r"\Xi", "Π": r"\Pi", "Σ": r"\Sigma",
    "Φ": r"\Phi", "Ψ": r"\Psi", "Ω": r"\Omega",
    "≤": r"\leq", "≥": r"\geq", "≠": r"\neq", "≈": r"\approx", "∈": r"\in", "∉": r"\notin", "·": r"\cdot",
    "×": r"\times", "∘": r"\circ", "→": r"\to", "←": r"\leftarrow", "⇒": r"\Rightarrow", "⇐": r"\Leftarrow",
    "⇔": r"\Leftrightarrow", "⟺": r"\Longleftrightarrow", "↦": r"\mapsto", "√": r"\sqrt", "∑": r"\sum",
    "∏": r"\prod", "∞": r"\infty", "⊂": r"\subset", "⊆": r"\subseteq", "⊃": r"\supset", "⊇": r"\supseteq",
    "∪": r"\cup", "∩": r"\cap", "∧": r"\wedge", "∨": r"\vee", "¬": r"\neg", "≅": r"\cong", "∝": r"\propto",
    "±": r"\pm", "∓": r"\mp", "⌊": r"\lfloor", "⌋": r"\rfloor", "⌈": r"\lceil", "⌉": r"\rceil", "‖": r"\|",
    "≡": r"\equiv", "≪": r"\ll", "≫": r"\gg", "∖": r"\setminus", "⊥": r"\bot", "⊤": r"\top", "…": r"\dots",
    "⋯": r"\cdots", "−": "-", "∼": r"\sim", "∀": r"\forall", "∃": r"\exists", "∂": r"\partial", "∇": r"\nabla",
    "′": "'", "⊕": r"\oplus", "⊗": r"\otimes", "∫": r"\int", "∅": r"\emptyset", "⟨": r"\langle", "⟩": r"\rangle",
    "ℕ": r"\mathbb{N}", "ℝ": r"\mathbb{R}", "ℤ": r"\mathbb{Z}", "ℚ": r"\mathbb{Q}", "𝔼": r"\mathbb{E}",
    "ℓ": r"\ell", "𝒮": r"\mathcal{S}", "𝒟": r"\mathcal{D}", "𝒳": r"\mathcal{X}", "𝒜": r"\mathcal{A}",
    "ℳ": r"\mathcal{M}", "ℱ": r"\mathcal{F}", "§": r"\S", "✓": r"\checkmark", "①": r"\text{\textcircled{1}}",
    "②": r"\text{\textcircled{2}}", "③": r"\text{\textcircled{3}}", "é": r"\acute{e}", "∣": r"\mid",
    "⁰": "^{0}", "¹": "^{1}", "²": "^{2}", "³": "^{3}", "⁺": "^{+}", "ẑ": r"\hat{z}",
}

#: Unicode superscript and subscript characters (θ², a₁) as the characters they raise or lower.
SUPERSCRIPTS = dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ", "0123456789+-=()ni", strict=True))
SUBSCRIPTS = dict(zip("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼ", "0123456789+-=()aeoxhklmnpstij", strict=True))

#: Combining accents (x̂, x̄) as TeX accent commands.
ACCENTS = {"\u0302": r"\hat", "\u0303": r"\tilde", "\u0304": r"\bar", "\u0305": r"\overline", "\u0307": r"\dot",
           "\u0308": r"\ddot", "\u0301": r"\acute"}

#: Unicode in running text, as LaTeX text-mode commands (pdflatex without inputenc tricks).
TEXT: dict[str, str] = {
    "—": "---", "–": "--", "‘": "`", "’": "'", "“": "``", "”": "''", "…": r"\dots{}", "é": r"\'e", "è": r"\`e",
    "ü": r'\"u', "ö": r'\"o', "ä": r'\"a', "à": r"\`a", "§": r"\S{}", "\u00a0": "~", "①": r"\textcircled{1}",
    "②": r"\textcircled{2}", "③": r"\textcircled{3}", "✓": r"$\checkmark$", "•": r"$\bullet$", "→": r"$\to$",
    "≈": r"$\approx$", "×": r"$\times$", "≤": r"$\leq$", "≥": r"$\geq$", "≠": r"$\neq$",
    "·": r"$\cdot$", "′": "'", "ñ": r"\~n", "ç": r"\c{c}",
}

#: The macros of the LaTeX draft 003 (its preamble, l.21-28) and the bare ``\P`` its statements use (P as in 000).
MACROS: dict[str, str] = {
    r"\Dsp": r"\mathcal{D}", r"\Ssp": r"\mathcal{S}", r"\xvt": r"\tilde{\mathbf{x}}", r"\xv": r"\mathbf{x}",
    r"\yv": r"\mathbf{y}", r"\sv": r"\mathbf{s}", r"\sm": r"\mathbf{s}^-", r"\iv": r"\mathbf{i}",
    r"\P": r"\mathsf{P}",
}


def _unknown(char: str) -> str:
    return f"[U+{ord(char):04X}]"


def math_ascii(tex: str) -> str:
    r"""A formula with every non-ASCII character as a TeX command (for pdflatex), an unknown one named by its code.

    >>> math_ascii("λ ≤ 1 + ε²")
    '\\lambda  \\leq  1 + \\varepsilon ^{2}'
    """
    out = []
    for char in tex:
        if ord(char) < 128:
            out.append(char)
        elif char in SUPERSCRIPTS:
            out.append(f"^{{{SUPERSCRIPTS[char]}}}")
        elif char in SUBSCRIPTS:
            out.append(f"_{{{SUBSCRIPTS[char]}}}")
        elif char in ACCENTS:  # a combining accent left in TeX: the nearest ASCII form is the accent alone
            out.append("")
        else:
            replacement = MATH.get(char)
            out.append(f"{replacement} " if replacement else rf"\text{{{_unknown(char)}}}")
    return "".join(out)


def text_ascii(text: str) -> str:
    """Running text with every non-ASCII character as a LaTeX text command, an unknown one named by its code.

    >>> text_ascii("Rényi — “a” test")
    "R\\\\'enyi --- ``a'' test"
    """
    return "".join(char if ord(char) < 128 else TEXT[char] if char in TEXT else _text_math(char) for char in text)


def _text_math(char: str) -> str:
    """A symbol of running text that only mathematics has (γ, ∞, ¹), as inline math; an unknown one by its code."""
    if char in SUPERSCRIPTS:
        return f"$^{{{SUPERSCRIPTS[char]}}}$"
    if char in SUBSCRIPTS:
        return f"$_{{{SUBSCRIPTS[char]}}}$"
    if char == "√":  # the sign alone (its argument follows as text)
        return r"$\surd$"
    return f"${MATH[char]}$" if char in MATH else _unknown(char)
