r"""Prose with formulas in each output format, from one reading of the text (:func:`krverify.report.prose.pieces`):
HTML with every formula as MathML, Markdown with ``$…$``, LaTeX with ASCII-only text and mathematics (so pdflatex
and lualatex both compile it).

>>> markdown_text("verified for 0 < f <= 1")
'verified for $0 < f \\leq 1$'
>>> latex_text("Rényi: λ <= 2")
"R\\'enyi: $\\lambda \\leq 2$"
>>> "<math" in html_text("sqrt(pqN) >= 3") and "sqrt" not in html_text("sqrt(pqN) >= 3").split("<math")[0]
True
"""

from __future__ import annotations

import html
import re
from functools import cache

from krverify.report.prose import pieces
from krverify.report.symbols import math_ascii, text_ascii

__all__ = ["html_math", "html_text", "latex_math", "latex_text", "markdown_text"]


@cache
def html_math(tex: str) -> str:
    """One formula as MathML (latex2mathml, offline); a formula it cannot read is set as upright text inside
    ``<math>`` so that no TeX source reaches the page."""
    from latex2mathml.converter import convert

    try:
        return convert(_mathml_relations(_tex_relations(tex)))
    except Exception:
        words = re.sub(r"\\([A-Za-z]+)", r"\1", tex).replace("{", "").replace("}", "")
        return f'<math xmlns="http://www.w3.org/1998/Math/MathML"><mtext>{html.escape(words)}</mtext></math>'


#: Relations LaTeX builds with ``\mathrel`` that latex2mathml reads as the one symbol they stand for.
_MATHML_RELATIONS = {r"\mathrel{:=}": r"\coloneqq ", r"\mathrel{:\Leftrightarrow}": r":\Leftrightarrow "}


def _mathml_relations(tex: str) -> str:
    for relation, symbol in _MATHML_RELATIONS.items():
        tex = tex.replace(relation, symbol)
    return tex


#: Relations written in ASCII that prose leaves standing alone ("only >= holds"), as the symbols they stand for.
_RELATIONS = {"<=": "≤", ">=": "≥", "!=": "≠"}
_RELATION = re.compile("|".join(map(re.escape, _RELATIONS)))


def _symbols(text: str) -> str:
    return _RELATION.sub(lambda match: _RELATIONS[match.group()], text)


def html_text(text: str) -> str:
    """Prose escaped, each formula MathML (a relation left standing alone in the prose as its symbol)."""
    return "".join(html_math(part) if kind == "tex" else html.escape(_symbols(part))
                   for kind, part in pieces(str(text)))


def markdown_text(text: str) -> str:
    """Prose as it is, each formula between dollars."""
    return "".join(f"${part}$" if kind == "tex" else part for kind, part in pieces(str(text)))


_LATEX_ESCAPES = {"\\": r"\textbackslash{}", "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_",
                  "{": r"\{", "}": r"\}", "~": r"$\sim$", "^": r"\^{}", "<": "$<$", ">": "$>$",
                  "|": "$|$"}


def latex_plain(text: str) -> str:
    """Text with no formula in it (an id, a file name) for LaTeX: special characters escaped, ASCII only."""
    return text_ascii("".join(_LATEX_ESCAPES.get(c, c) for c in str(text)))


def latex_math(tex: str) -> str:
    r"""One formula for LaTeX's math mode, ASCII only; ``\left``/``\right`` dropped (a display cut in the middle
    leaves them unpaired, and the delimiters read the same at their natural size), text accents made quotes.

    >>> latex_math(r"C \geq \left( \log \right. \text{\"a\"}")
    "C \\geq ( \\log  \\text{''a''}"
    """
    tex = re.sub(r"\\(left|right)(?![A-Za-z])\s*\.?", "", _tex_relations(tex))
    tex = re.sub(r"\^\{([^{}]*)\}('+)", r"^{\1\2}", tex)  # x^{2}' is a double superscript: x^{2'}
    return math_ascii(tex.replace('\\"', "''"))


_TEX_RELATIONS = {"<=": r"\leq ", ">=": r"\geq ", "!=": r"\neq "}


def _tex_relations(tex: str) -> str:
    r"""ASCII relations left inside TeX (``\sum_{k<=c}``) as TeX relations."""
    return re.sub(r"<=(?!>)|>=|!=", lambda match: _TEX_RELATIONS[match.group()], tex)


def latex_text(text: str) -> str:
    """Prose escaped, each formula as ``$…$`` LaTeX mathematics."""
    return "".join(f"${latex_math(part)}$" if kind == "tex" else latex_plain(_symbols(part))
                   for kind, part in pieces(str(text)))
