"""What a reader sees: the terminal output, the Markdown, HTML (MathML) and LaTeX reports, and exact values as text.

Modules, each for one thing: :mod:`~krverify.report.values` prints exact values (the one value printer);
:mod:`~krverify.report.prose` reads prose with formulas into words and TeX (the one rendering path of every
formula-like text) with :mod:`~krverify.report.symbols`, :mod:`~krverify.report.expressions` (certificate
expressions) and :mod:`~krverify.report.formula_tex` (the formula a record decided, in the formula language);
:mod:`~krverify.report.audit` is the ledger as a report; :mod:`~krverify.report.terminal` (check's output),
:mod:`~krverify.report.markdown`, :mod:`~krverify.report.webpage` (index.html) and :mod:`~krverify.report.erratum`
(erratum.tex) render it;
:mod:`~krverify.report.tables` renders certified bound tables.  Imports load on first use, so ``krverify show``
stays fast.
"""

from importlib import import_module
from typing import Any

__all__ = ["README_END", "README_START", "Audit", "audit", "findings_markdown", "headline_of", "short_value",
           "show_value", "write_report"]

README_START, README_END = "<!-- findings:start (krverify findings --format markdown) -->", "<!-- findings:end -->"

_MODULE_OF = {"Audit": "audit", "audit": "audit", "write_report": "audit", "headline_of": "terminal",
              "findings_markdown": "markdown", "short_value": "values",
             "show_value": "values"}


def __getattr__(name: str) -> Any:
    if name not in _MODULE_OF:
        raise AttributeError(f"module 'krverify.report' has no attribute {name!r}")
    value = getattr(import_module(f"krverify.report.{_MODULE_OF[name]}"), name)
    globals()[name] = value
    return value
