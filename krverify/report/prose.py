r"""Prose with formulas, split into words and TeX: the one rendering path of every formula-like text.

The ledger's texts mix three ways of writing mathematics: TeX between dollars (statements as printed), bare TeX
(a display the conversion left without dollars, ``\frac{…}{…} \tag{4.1}``), and formulas written in plain text
(summaries, corrections, hypotheses, domains, witnesses: ``sqrt(pqN)``, ``λ_i/μ_i >= λ_j/μ_j``, ``e^(kε)``,
``sum_{i<j}``).  :func:`pieces` returns ``("text", words)`` and ``("tex", formula)`` pieces; the HTML report
turns each formula into MathML, the Markdown report into ``$…$``, the erratum into LaTeX mathematics, so one
reading of a text serves all three.

How plain text is read.  Words are split at spaces (a bracket keeps its contents together); a word is part of a
formula when it carries a mark no sentence has — an operator or relation (``=``, ``<=``, ``≤``, ``/``), a
subscript or power, a Greek letter (as a character or spelled out: ``eps``, ``lambda``), a TeX command, a
function applied to an argument (``f(x)``, ``Pr[…]``) — or when it stands beside such an operator as its
operand (``i = pN - 3``: ``i`` and ``pN`` are operands of ``=`` and ``-``).  English words never join a formula
(``for``, ``records``, ``gives``), so a formula ends where the sentence resumes.  A bracket whose contents are one
formula is part of it; a bracket that holds prose keeps its brackets as text and its contents are read again.

>>> def show(text):
...     for kind, part in pieces(text):
...         print(kind, repr(part))
>>> show("(4.35): i = pN - 3 sigma gives (pN - 3 sqrt(pqN))/N in the second term.")
text '(4.35): '
tex 'i = pN - 3 \\sigma'
text ' gives '
tex '(pN - 3 \\sqrt{pqN})/N'
text ' in the second term.'
>>> show("Pr[M(x) = s] <= e^eps Pr[M(y) = s] for every S")
tex '\\Pr[M(x) = s] \\leq e^{\\epsilon} \\Pr[M(y) = s]'
text ' for every '
tex 'S'
>>> show("If $x > 0$ then \\frac{1}{x} \\tag{4.1} holds")
text 'If '
tex 'x > 0'
text ' then '
tex '\\frac{1}{x} \\qquad (4.1)'
text ' holds'
>>> show("verified for 0 < f <= 1, k <= 6 (the ε-DP reading)")
text 'verified for '
tex '0 < f \\leq 1'
text ', '
tex 'k \\leq 6'
text ' (the '
tex '\\varepsilon'
text '-DP reading)'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise

from krverify.report.symbols import ACCENTS, FUNCTIONS, GREEK, MACROS, MATH, SUBSCRIPTS, SUPERSCRIPTS

__all__ = ["Piece", "join_tex", "pieces", "sanitize", "tex_of"]

#: ("text", words), ("tex", a formula) or ("code", a literal such as a claim id).
Piece = tuple[str, str]

_DOLLARS = re.compile(r"(\$\$.+?\$\$|(?<!\\)\$.+?(?<!\\)\$)", re.S)

_OPERATOR_CHARS = "≤≥≠≈∈∉·×∘→←⇒⇐⇔⟺↦√∑∏∞⊂⊆⊃⊇∪∩∧∨¬≅∝±∓⌊⌋⌈⌉‖≡≪≫∖⊥⊤…⋯−∼∀∃∂∇′⊕⊗∫∅∣"
_LETTERS = "".join(sorted({c for c in MATH if c.isalpha() and c not in "é"} | set("ϑϖϱϕ")))
_TOKEN = re.compile(
    r"(?P<cmd>\\(?:[A-Za-z]+\*?|[^A-Za-z\s]))"
    r"|(?P<sci>\d+(?:\.\d+)?e[-+]?\d+(?![A-Za-z\d]))"
    r"|(?P<num>\d+(?:\.\d+)*)"
    r"|(?P<word>(?:[A-Za-z]|[À-ɏ])+'*)"
    rf"|(?P<greek>[{re.escape(_LETTERS)}\U0001d400-\U0001d7ff]'*)"
    r"|(?P<sup>[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ]+)"
    r"|(?P<sub>[₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼ]+)"
    r"|(?P<comb>[\u0300-\u036f])"
    rf"|(?P<op><=>|<=|>=|!=|==|->|=>|<-|\*\*|\.\.\.|\.\.|[-+*/=<>^_|~]|[{re.escape(_OPERATOR_CHARS)}])"
    r"|(?P<open>[(\[{⟨])"
    r"|(?P<close>[)\]}⟩])"
    r"|(?P<punct>[,;:.!?])"
    r"|(?P<space>\s+)"
    r"|(?P<other>.)", re.S)

#: Operators that mark a word as a formula wherever they stand (``-`` and ``/`` only between operands).
_HARD_OPERATORS = frozenset(("<=", ">=", "!=", "==", "<=>", "->", "=>", "<-", "**", "^", "_", "=", "<", ">", "*",
                             "~", "|", *_OPERATOR_CHARS))
_OPERATOR_TEX = {"<=": r"\leq", ">=": r"\geq", "!=": r"\neq", "==": "=", "->": r"\to", "=>": r"\Rightarrow",
                 "<=>": r"\Leftrightarrow", "<-": r"\leftarrow", "*": r"\cdot", "...": r"\dots", "..": r"\ldots",
                 "~": r"\sim", "|": "|"}

#: English words that never join a formula, whatever stands beside them.
_ENGLISH = frozenset("""
a an the of for and or nor not no is are was be been being it its to in on at by as if iff then than so such that
this these those with without from into onto over under per via where when which while who whose all any each
every some both either neither one two three four five six seven eight nine ten first second third last next only
also too but yet since because hence thus i.e e.g eg ie vs has have had do does did can could may might must shall
should will would let we our us you they them their he she his her there here how why what whether up down out off
gives give holds hold fails fail true false same other another more most less least many much few own set sets
see note case cases term terms line lines side sides left right end ends new old read reads printed text
""".split())

#: Abbreviations written after a hyphen (ε-DP, (ε, δ)-LDP) that stay words.
_SUFFIXES = frozenset(("DP", "LDP", "CDP", "zCDP", "RDP", "GDP", "RR", "PRR", "IRR", "th", "st", "nd", "rd"))

_VOWELS = frozenset("aeiouyAEIOUY")


@dataclass
class _Token:
    kind: str
    text: str


@dataclass
class _Group:
    """A bracket and its contents (balanced)."""

    open: str
    children: list[_Token | _Group]
    close: str
    kind: str = "group"
    #: the contents read as prose: 'math' (one formula), 'weak' (numbers and letters: a tuple), or 'prose'
    reading: str = ""
    inner: list[Piece] = field(default_factory=list)

    @property
    def text(self) -> str:
        return self.open + "".join(child.text for child in self.children) + self.close


_Node = _Token | _Group
_CLOSERS = {"(": ")]", "[": "])", "{": "}", "⟨": "⟩"}


def _tokens(text: str) -> list[_Token]:
    return [_Token(match.lastgroup or "other", match.group()) for match in _TOKEN.finditer(text)]


def _nest(tokens: list[_Token]) -> list[_Node]:
    """Tokens with balanced brackets as groups; an unbalanced bracket is an ordinary character."""
    stack: list[tuple[_Token, list[_Node]]] = []
    top: list[_Node] = []
    for token in tokens:
        if token.kind == "open":
            stack.append((token, top))
            top = []
        elif token.kind == "close" and stack and token.text in _CLOSERS[stack[-1][0].text]:
            opener, outer = stack.pop()
            outer.append(_Group(opener.text, top, token.text))
            top = outer
        elif token.kind == "close":
            top.append(_Token("other", token.text))
        else:
            top.append(token)
    while stack:  # unclosed brackets: the bracket is a character, its contents continue the outer sequence
        opener, outer = stack.pop()
        top = [*outer, _Token("other", opener.text), *top]
    return top


def _is_english(word: str) -> bool:
    """A word of the sentence: a listed function word, or a word of four letters or more with a vowel that is not
    a Greek letter's or a function's name (``records``, ``gives``; not ``pqN``, ``Lap``, ``sigma``)."""
    bare = word.rstrip("'")
    if bare in GREEK or bare in FUNCTIONS:
        return False
    lower = bare.lower()
    if lower in _ENGLISH:
        return True
    if len(bare) >= 2 and bare.isupper():  # an abbreviation: DP, NP, RR
        return True
    return len(bare) >= 4 and bool(_VOWELS & set(bare)) and (bare.islower() or bare[1:].islower())


def _letter(word: str) -> bool:
    return len(word.rstrip("'")) == 1


# --------------------------------------------------------------------------- reading a word


_STRONG, _OPERATOR, _WEAK, _WORDISH, _ARTICLE, _TEXT, _MIXED, _MEMBER = "strong", "op", "weak", "wordish", \
    "article", "text", "mixed", "member"


@dataclass
class _Cluster:
    """The nodes between two spaces: what precedes and follows the formula core as text, and the core."""

    before: list[_Node]
    core: list[_Node]
    after: list[_Node]
    kind: str = _TEXT
    math: bool = False


def _read_group(group: _Group) -> None:
    """How a bracket's contents read: a label (4.35), a tuple of numbers or letters, one formula, or prose (words
    of a sentence inside, read again piece by piece)."""
    if group.reading:
        return
    content = group.text[len(group.open):-len(group.close)]
    group.inner = _prose(group.children)
    tokens = _tokens(content)
    if group.open == "(" and re.fullmatch(r"\d+(\.\d+)*", content):
        group.reading = "label"
    elif _weak_text(content):
        group.reading = "weak"
    elif any(t.kind == "word" and _is_english(t.text) for t in tokens) or re.search(r"\bl\.\s?\d", content) \
            or any(kind == "code" for kind, _ in group.inner):
        group.reading = "prose"
    else:
        group.reading = "math"


def _weak_text(text: str) -> bool:
    """Text that may be a tuple's contents: numbers, single letters, commas, an ellipsis (``1, 1``; ``a, ..., b``)."""
    return all(t.kind in ("num", "space", "punct") or (t.kind == "op" and t.text in ("...", "…", "-", "−", "/"))
               or (t.kind == "word" and _letter(t.text) and t.text != "a") for t in _tokens(text))


def _classify(core: list[_Node], tex_context: bool = False) -> str:
    if not core:
        return _TEXT
    kinds = [node.kind for node in core]
    if len(core) == 1 and core[0].text in ("...", "…", "⋯"):
        return _WEAK
    if all(kind == "op" for kind in kinds):
        return _OPERATOR
    if len(core) == 1 and core[0].text == "in":
        return _MEMBER
    for node in core:
        if isinstance(node, _Group):
            _read_group(node)
    for before, node in pairwise(core):
        if isinstance(node, _Group) and ((before.kind == "op" and before.text in "^_") or (
                before.kind == "word" and before.text in FUNCTIONS and node.open in "([")):
            node.reading = "math"  # a power, an index or a function's argument: x^{count}, sqrt(AB)
    words = [node.text for node in core if node.kind == "word"]
    if any(node.kind in ("cmd", "sup", "sub", "comb", "greek", "sci") for node in core):
        return _STRONG
    if any(node.kind == "word" and node.text.rstrip("'") in GREEK for node in core):
        return _STRONG
    if any(isinstance(node, _Group) and node.reading == "prose" for node in core):
        return _MIXED
    if any(node.kind == "op" and node.text in _HARD_OPERATORS for node in core):
        return _STRONG
    if any(_is_english(w) for w in words):
        return _TEXT
    operators = [i for i, node in enumerate(core) if node.kind == "op"]
    if operators and len(core) > 1:  # 9/1000, pN-3, 1..40
        return _STRONG
    for i, node in enumerate(core[:-1]):  # f(x), Pr[x], Max(R_i): a name applied to an argument
        after = core[i + 1]
        if node.kind == "word" and isinstance(after, _Group) and after.open in "([" and (
                after.reading != "prose" or node.text in FUNCTIONS or _letter(node.text)):
            return _STRONG
    if len(core) == 1:
        node = core[0]
        if node.kind == "num" or (node.kind == "op" and node.text in ("...", "…", "⋯")):
            return _WEAK
        if isinstance(node, _Group):
            return {"math": _STRONG, "weak": _WEAK, "label": _TEXT}.get(node.reading, _MIXED)
        if node.kind == "word":
            bare = node.text.rstrip("'")
            if bare in ("a", "A", "I"):
                return _ARTICLE
            if _letter(bare):
                return _WEAK
            return _WORDISH
        return _TEXT
    if all(node.kind in ("num", "word") for node in core):  # 2q, 3N
        return _WORDISH
    return _TEXT


def _split_suffix(core: list[_Node]) -> tuple[list[_Node], list[_Node]]:
    """A hyphen and a word closing the core (ε-DP, k-randomized, (ε, δ)-LDP): the formula and its suffix."""
    for i in range(len(core) - 1):
        node, after = core[i], core[i + 1]
        if node.kind == "op" and node.text == "-" and i > 0 and after.kind == "word":
            word = after.text
            if word in _SUFFIXES or _is_english(word) or (len(word) >= 2 and _VOWELS & set(word)
                                                          and word not in GREEK and word not in FUNCTIONS):
                return core[:i], core[i:]
    return core, []


def _clusters(nodes: list[_Node]) -> list[tuple[str, _Cluster]]:
    """(space before, cluster) for each run of nodes between spaces."""
    out: list[tuple[str, _Cluster]] = []
    space, current = "", []
    for node in [*nodes, _Token("space", "")]:
        if node.kind == "space":
            if current:
                out.append((space, _cluster(current)))
                space = node.text
            else:
                space += node.text
            current = []
        else:
            current.append(node)
    if space and out:
        out.append((space, _Cluster([], [], [])))
    elif space:
        out.append((space, _Cluster([], [], [])))
    return out


def _cluster(nodes: list[_Node]) -> _Cluster:
    start, end = 0, len(nodes)
    while start < end and nodes[start].kind in ("punct", "other") and nodes[start].text not in "|‖⌊⌈":
        start += 1
    while end > start and (nodes[end - 1].kind in ("punct", "other") and nodes[end - 1].text not in "|‖⌋⌉'"):
        end -= 1
    core, suffix = _split_suffix(nodes[start:end])
    cluster = _Cluster(nodes[:start], core, suffix + nodes[end:])
    cluster.kind = _classify(core)
    return cluster


def _joined(left: _Cluster, right: _Cluster) -> bool:
    """Whether two neighbouring clusters may belong to one formula (no punctuation between them)."""
    return not left.after and not right.before


def _mark(clusters: list[_Cluster]) -> None:
    for cluster in clusters:
        cluster.math = cluster.kind == _STRONG
    operand = (_STRONG, _WEAK, _WORDISH, _ARTICLE)
    changed = True
    while changed:
        changed = False
        for i, cluster in enumerate(clusters):
            if cluster.math or not cluster.core:
                continue
            left = clusters[i - 1] if i > 0 and _joined(clusters[i - 1], cluster) else None
            right = clusters[i + 1] if i + 1 < len(clusters) and _joined(cluster, clusters[i + 1]) else None
            if cluster.kind == _MEMBER:  # x in S: membership between a variable and a set, range or formula
                if left is not None and right is not None and (left.math or left.kind == _WEAK) \
                        and left.kind in (_STRONG, _WEAK) \
                        and left.core[0].kind != "num" and right.kind in (_STRONG, _WEAK, _WORDISH) \
                        and not (right.kind == _WEAK and right.core[0].kind == "word" and right.core[0].text == "a"):
                    cluster.kind = _OPERATOR
                    cluster.math = left.math = right.math = changed = True
            elif cluster.kind == _OPERATOR:
                joins = any(side is not None and side.kind in operand for side in (left, right))
                unicode = any(node.text in _OPERATOR_CHARS or node.text in _HARD_OPERATORS for node in cluster.core)
                if joins and (unicode or all(side is not None and side.kind in operand for side in (left, right))):
                    cluster.math = changed = True
            elif cluster.kind in (_WEAK, _WORDISH, _ARTICLE):
                beside_operator = any(side is not None and side.math and side.kind == _OPERATOR
                                      for side in (left, right))
                juxtaposed = cluster.kind == _WEAK and any(
                    side is not None and side.math and side.kind == _STRONG for side in (left, right))
                if cluster.core[0].kind == "num" and juxtaposed:  # a coefficient stands before its operand
                    juxtaposed = right is not None and right.math and right.kind == _STRONG
                if beside_operator or juxtaposed:
                    cluster.math = changed = True
    for cluster in clusters:  # a lone variable in a sentence (for every S) is still a formula
        if not cluster.math and cluster.kind == _WEAK and cluster.core[0].kind == "word":
            cluster.math = True


# --------------------------------------------------------------------------- TeX of a formula


def _word_tex(word: str, *, lowered: bool = False) -> str:
    bare, primes = word.rstrip("'"), "'" * (len(word) - len(word.rstrip("'")))
    if bare in GREEK:
        return GREEK[bare] + primes
    if lowered and bare == "inf":
        return r"\infty" + primes
    if bare in FUNCTIONS:
        return FUNCTIONS[bare] + primes
    if len(bare) >= 3 and _VOWELS & set(bare):
        return rf"\mathrm{{{bare}}}{primes}"
    return "".join(MATH.get(char, char) for char in bare) + primes


def _argument(nodes: list[_Node], i: int) -> tuple[str, int]:
    """The argument of ^, _ or √ at ``nodes[i]``: a group (brackets dropped), or a signed word or number."""
    if i >= len(nodes):
        return "{}", i
    node = nodes[i]
    if isinstance(node, _Group) and node.open == "{":
        return "{" + _raw(node.children) + "}", i + 1
    if isinstance(node, _Group) and node.open == "(":
        return "{" + _tex_nodes(node.children, lowered=True) + "}", i + 1
    sign = ""
    if node.kind == "op" and node.text in "-−+" and i + 1 < len(nodes):
        sign, i = "-" if node.text in "-−" else "+", i + 1
        node = nodes[i]
    if isinstance(node, _Group):
        return "{" + sign + _tex_nodes([node], lowered=True) + "}", i + 1
    return "{" + sign + _tex_nodes([node], lowered=True) + "}", i + 1


def _raw(nodes: Iterable[_Node]) -> str:
    """TeX as written (braces after a command, after ^ or _), the documents' macros expanded."""
    return _expand("".join(node.text for node in nodes))


_MACRO = re.compile("|".join(re.escape(m) + r"(?![A-Za-z])" for m in sorted(MACROS, key=len, reverse=True)))


def _expand(tex: str) -> str:
    return _MACRO.sub(lambda match: MACROS[match.group()] + " ", tex) if "\\" in tex else tex


def _tex_nodes(nodes: list[_Node], *, lowered: bool = False) -> str:
    out: list[str] = []
    i = 0
    after_command = False
    while i < len(nodes):
        node = nodes[i]
        kind = node.kind
        if isinstance(node, _Group):
            if node.open == "{" and after_command:
                out.append("{" + _raw(node.children) + "}")
            elif node.open == "{":
                out.append(r"\{" + _tex_nodes(node.children) + r"\}")
            else:
                opener = r"\langle " if node.open == "⟨" else node.open
                closer = r"\rangle " if node.close == "⟩" else node.close
                out.append(opener + _tex_nodes(node.children, lowered=lowered) + closer)
            i += 1
            continue
        after_command = False
        if kind == "cmd":
            out.append(_expand(node.text) + " ")
            after_command = True
        elif kind == "word" and node.text.rstrip("'") == "sqrt" and i + 1 < len(nodes):
            argument, i = _argument(nodes, i + 1)
            out.append(r"\sqrt" + argument)
            continue
        elif kind == "word" and i + 1 < len(nodes) and nodes[i + 1].kind == "comb":
            out.append(f"{ACCENTS.get(nodes[i + 1].text, '')}{{{_word_tex(node.text)}}}")
            i += 2
            continue
        elif kind == "word" and node.text == "in":
            out.append(r"\in ")
        elif kind == "word":
            out.append(_word_tex(node.text, lowered=lowered) + " ")
        elif kind == "greek":
            letter = MATH.get(node.text[0], node.text[0])
            primes = node.text[1:]
            if i + 1 < len(nodes) and nodes[i + 1].kind == "comb":
                letter = f"{ACCENTS.get(nodes[i + 1].text, '')}{{{letter}}}"
                i += 1
            out.append(letter + primes + " ")
        elif kind == "num":
            out.append(node.text)
        elif kind == "sci":
            mantissa, exponent = re.match(r"(.+?)e([-+]?\d+)$", node.text).groups()  # type: ignore[union-attr]
            exponent = exponent.lstrip("+")
            out.append(f"10^{{{exponent}}}" if mantissa == "1" else rf"{mantissa} \cdot 10^{{{exponent}}}")
        elif kind == "sup":
            out.append("^{" + "".join(SUPERSCRIPTS[c] for c in node.text) + "}")
        elif kind == "sub":
            out.append("_{" + "".join(SUBSCRIPTS[c] for c in node.text) + "}")
        elif kind == "comb":
            pass
        elif kind == "op" and node.text in ("^", "_", "**"):
            argument, i = _argument(nodes, i + 1)
            out.append(("^" if node.text == "**" else node.text) + argument)
            after_command = True
            continue
        elif kind == "op" and node.text == "√":
            argument, i = _argument(nodes, i + 1)
            out.append(r"\sqrt" + argument)
            continue
        elif kind == "op":
            symbol = _OPERATOR_TEX.get(node.text) or MATH.get(node.text) or node.text
            out.append(symbol + (" " if symbol.startswith("\\") else ""))
        elif kind == "space":
            out.append(" ")
        elif kind == "punct":
            out.append(node.text)
        else:
            out.append(MATH.get(node.text, node.text))
        i += 1
    return _tidy(out)


def _tidy(parts: list[str]) -> str:
    """Parts joined, a space only where TeX needs one (after a command name, before a letter or digit)."""
    text = ""
    for part in parts:
        part = part.strip(" ") if part.strip() else part
        if not part:
            continue
        if re.search(r"\\[A-Za-z]+$", text) and re.match(r"[A-Za-z0-9]", part):
            text += " "
        text += part
    return re.sub(r"  +", " ", text).strip()


# --------------------------------------------------------------------------- sanitizing TeX

_ENVIRONMENT = re.compile(r"\\(begin|end)\{([A-Za-z*]+)\}")


@cache
def sanitize(tex: str) -> str:
    r"""TeX that every renderer accepts: ``\tag{x}`` as ``(x)`` after a space, labels and references dropped,
    the documents' macros expanded, unbalanced ``\left``, braces and environments closed, alignment marks outside
    an environment removed.

    >>> sanitize(r"a &= \left( \frac{1}{2} \tag{4.1}")
    'a = \\left( \\frac{1}{2} \\qquad (4.1) \\right.'
    >>> sanitize(r"\begin{cases} 1 & x")
    '\\begin{cases} 1 & x \\end{cases}'
    """
    tex = re.sub(r"\\tag\*?\{([^{}]*)\}", r"\\qquad (\1)", tex)
    tex = re.sub(r"\\(label|ref|eqref)\{[^{}]*\}|\\nonumber|\\notag", "", tex)
    tex = _expand(tex)
    tex = _balance_environments(tex)
    tex = _balance_braces(tex)
    opened = len(re.findall(r"\\left(?![A-Za-z])", tex))
    closed = len(re.findall(r"\\right(?![A-Za-z])", tex))
    if opened > closed:
        tex += r" \right." * (opened - closed)
    elif closed > opened:
        tex = r"\left. " * (closed - opened) + tex
    return re.sub(r"\s+", " ", tex).strip()


def _balance_environments(tex: str) -> str:
    out, depth, stack, last = [], 0, [], 0
    for match in _ENVIRONMENT.finditer(tex):
        segment = tex[last:match.start()]
        out.append(segment if stack else _top_level(segment))
        last = match.end()
        if match[1] == "begin":
            stack.append(match[2])
            out.append(match.group())
        elif stack and stack[-1] == match[2]:
            stack.pop()
            out.append(match.group())
    rest = tex[last:]
    out.append(rest if stack else _top_level(rest))
    out += [rf" \end{{{name}}}" for name in reversed(stack)]
    del depth
    return "".join(out)


def _top_level(segment: str) -> str:
    """Outside an environment, alignment marks go and line breaks become spaces."""
    segment = re.sub(r"(?<!\\)&", " ", segment)
    return re.sub(r"\\\\(\[[^\]]*\])?", r"\\quad ", segment)


def _balance_braces(tex: str) -> str:
    out, depth, i = [], 0, 0
    while i < len(tex):
        char = tex[i]
        if char == "\\" and i + 1 < len(tex):
            out.append(tex[i:i + 2])
            i += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            if depth == 0:
                i += 1
                continue
            depth -= 1
        out.append(char)
        i += 1
    return "".join(out) + "}" * depth


# --------------------------------------------------------------------------- prose


def _prose(nodes: list[_Node]) -> list[Piece]:
    spaced = _clusters(nodes)
    clusters = [cluster for _, cluster in spaced]
    _mark(clusters)
    out: list[Piece] = []
    for space, cluster in spaced:
        out.append(("text", space))
        out += _emit(cluster)
    return _merge(out)


def _emit(cluster: _Cluster) -> list[Piece]:
    out: list[Piece] = [("text", "".join(node.text for node in cluster.before))]
    if cluster.math:
        out.append(("tex", sanitize(_tex_nodes(cluster.core))))
    elif cluster.kind == _MIXED:
        for node in cluster.core:
            if isinstance(node, _Group) and node.reading == "prose":
                out += [("text", node.open), *node.inner, ("text", node.close)]
            elif isinstance(node, _Group) and node.reading == "math":
                out.append(("tex", sanitize(_tex_nodes([node]))))
            elif node.kind == "word" and _letter(node.text) and node.text not in ("a", "A", "I"):
                out.append(("tex", _word_tex(node.text)))
            else:
                out.append(("text", node.text))
    else:
        out.append(("text", "".join(node.text for node in cluster.core)))
    out.append(("text", "".join(node.text for node in cluster.after)))
    return out


def _merge(parts: Iterable[Piece]) -> list[Piece]:
    """Adjacent pieces of one kind joined; formulas separated only by spaces joined into one."""
    out: list[Piece] = []
    for kind, text in parts:
        if not text:
            continue
        if out and out[-1][0] == kind:
            joint = " " if kind == "tex" else ""
            out[-1] = (kind, out[-1][1] + joint + text)
        elif kind == "tex" and len(out) >= 2 and out[-1][0] == "text" and not out[-1][1].strip() \
                and out[-2][0] == "tex" and out[-1][1] != "" and "\n" not in out[-1][1]:
            out.pop()
            out[-1] = ("tex", out[-1][1] + " " + text)
        else:
            out.append((kind, text))
    return out


def pieces(text: str) -> list[Piece]:
    """``text`` as words and formulas: TeX between dollars kept (sanitized), bare TeX and plain-text formulas
    converted (see the module's docstring).  A text is read once (the report renders it three ways)."""
    return list(_pieces(text))


@cache
def _pieces(text: str) -> tuple[Piece, ...]:
    out: list[Piece] = []
    for k, part in enumerate(_DOLLARS.split(text)):
        if k % 2:
            inner = part.strip("$")
            if inner.strip():
                out.append(("tex", sanitize(inner)))
        elif part:
            out += _prose(_nest(_tokens(part)))
    return tuple(_merge(out))


def tex_of(text: str) -> str:
    r"""A text that is one formula (a witness value, a point's coordinate name), as TeX; words become ``\text``.

    >>> tex_of("e^eps"), tex_of("lambda"), tex_of("|a'|")
    ('e^{\\epsilon}', '\\lambda', "|a'|")
    """
    return join_tex(pieces(text))


def join_tex(parts: Iterable[Piece]) -> str:
    r"""Pieces as one formula: words as ``\text{…}``."""
    out = []
    for kind, text in parts:
        if kind == "tex":
            out.append(text)
        elif text.strip():
            escaped = text.replace("\\", r"\backslash ").replace("{", r"\{").replace("}", r"\}")
            out.append(rf"\text{{{escaped}}}")
        elif text:
            out.append(r"\ ")
    return " ".join(out).strip()


def _iterate(parts: list[Piece]) -> Iterator[Piece]:
    yield from parts
