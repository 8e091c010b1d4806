"""Issue 38, item 2: an ``as printed`` (or ``literal``) record states only what the text prints.

``certify.record.hypotheses_problems`` refuses a hypothesis clause that names a range, a reading or a condition the
printed statement lacks, unless it is a standing convention of docs/readings.md or cites the seed line that prints
it, ``(l.N)``.  ``check`` (workflow) and ``verify-certs`` (checker) apply it; here: the committed ledger passes, a
planted clause fails both, and every citation points at a line of the seed that exists and mentions the clause.
"""

import json
import re
from pathlib import Path

from krverify import editorial
from krverify.certify import record as records
from krverify.cli import main

ROOT = Path(__file__).resolve().parents[2]
PROOFS, SEEDS = ROOT / "proofs", ROOT / "seeds"
#: A trailing citation, as the rule accepts it.
CITATION = re.compile(r"\(((printed|as printed),? )?l\.\s?(\d+)(?:[-–](\d+))?\)\s*$")
#: The seeds write LaTeX where the records write Unicode.
SPELLINGS = {"ε": ("epsilon", "varepsilon", "ϵ", "ε"), "eps": ("epsilon", "varepsilon", "ϵ", "ε"),
             "λ": ("lambda", "λ"), "δ": ("delta", "δ"), "α": ("alpha", "α"), "β": ("beta", "β"),
             "σ": ("sigma", "σ"), "μ": ("mu", "μ"), "Δ": ("Delta", "Δ"), "ρ": ("rho", "ρ"), "π": ("pi", "π"),
             "χ": ("chi", "χ"), "ℕ": ("mathbb{N}", "ℕ"), "≤": ("le", "leq", "≤", "<="), "≥": ("ge", "geq", "≥")}
#: Citations whose clause names a display or an algorithm by its symbols' roles rather than its symbols (reason).
NAMED_BY_ROLE = {
    "004.lemma-7.5-proof": "cites the aligned chain l.1507-1512 by its relations ('=' and '<=')",
}


def _entries():
    for path in sorted(PROOFS.glob("*.json")):
        for record in json.loads(path.read_text(encoding="utf-8"))["claims"]:
            for entry in records.entries(record):
                yield record["source"], entry


def _symbols(clause: str) -> set[str]:
    """Identifiers (their base letter before a subscript), non-ASCII symbols, and stems of longer words."""
    found = set(re.findall(r"\b[A-Za-z]{1,3}\b|[^\x00-\x7f]", clause))
    found |= {word.lower()[:6] for word in re.findall(r"[A-Za-z]{4,}", clause)}
    found -= {"a", "an", "the", "of", "in", "and", "or", "is", "to", "at", "by", "on", "be", "for", "all", "as",
              "l", "with", "every", "each", "print", "printe", "one", "two", "its", "any", "that", "when", "where"}
    found |= set(re.findall(r"[A-Za-z]+(?=_)", clause))  # a subscripted letter is a symbol, even 'a'
    return {spelling for symbol in found for spelling in SPELLINGS.get(symbol, (symbol,))}


def _mentions(text: str, symbols: set[str]) -> bool:
    lowered = text.lower()
    return any(re.search(r"(?<![A-Za-z])" + re.escape(symbol) + r"(?![A-Za-z])", text) or
               (len(symbol) >= 4 and symbol.islower() and symbol in lowered) for symbol in symbols)


def test_the_committed_ledger_states_only_printed_hypotheses():
    problems = [f"{entry['id']}: {problem}" for _, entry in _entries()
                for problem in editorial.hypotheses_problems(entry)]
    assert problems == []


def test_every_citation_is_a_line_of_the_seed_that_mentions_the_clause():
    cited, wrong = [], []
    for source, entry in _entries():
        if entry.get("reading") not in ("as printed", "literal") or entry["id"] in NAMED_BY_ROLE:
            continue
        lines = (SEEDS / source).read_text(encoding="utf-8").splitlines()
        for clause in editorial.hypothesis_clauses(entry.get("hypotheses") or ""):
            match = CITATION.search(clause)
            if match is None:
                continue
            cited.append(clause)
            first, last = int(match.group(3)), int(match.group(4) or match.group(3))
            if not 1 <= first <= last <= len(lines):
                wrong.append(f"{entry['id']}: {clause!r} cites lines beyond the seed's {len(lines)}")
            elif not _mentions("\n".join(lines[max(first - 3, 0):last + 2]), _symbols(clause[:match.start()])):
                wrong.append(f"{entry['id']}: {clause!r} cites l.{first}-{last}, which mention none of its symbols")
    assert len(cited) > 100 and wrong == []


def test_the_citation_check_can_fail():
    """Planted: a clause citing a line about something else."""
    lines = (SEEDS / "000_6dfa2dbc38b4b249.txt").read_text(encoding="utf-8").splitlines()
    assert not _mentions("\n".join(lines[0:3]), _symbols("ρ_max > 7 (l.2)"))


def test_a_planted_unprinted_range_fails_verify_certs(proofs_copy, capsys):
    """Planted: 'λ > 1' (a range 000 never prints) added to an as-printed record, its digest recomputed."""
    path = next(proofs_copy.glob("000_*.json"))
    document = json.loads(path.read_text(encoding="utf-8"))
    entry = next(r for r in document["claims"] if r["reading"] == "as printed" and r["verdict"] == "verified")
    entry["hypotheses"] += "; λ > 1"
    entry["statement_digest"] = records.statement_digest(entry)
    path.write_text(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    assert main(["verify-certs", str(proofs_copy)]) == 1
    out = capsys.readouterr().out
    assert f"{entry['id']}: reading 'as printed' with the hypothesis 'λ > 1'" in out


def test_a_planted_unprinted_range_fails_check():
    """Planted: the same clause in a fresh record, as ``check`` sees it before comparing with the ledger."""
    from krverify.engine.workflow import faithfulness_problems

    document = json.loads(next(PROOFS.glob("000_*.json")).read_text(encoding="utf-8"))
    entry = next(r for r in document["claims"] if r["reading"] == "as printed" and r["verdict"] == "verified")
    assert faithfulness_problems([entry]) == []
    planted = dict(entry, hypotheses=entry["hypotheses"] + "; λ > 1")
    assert (entry["id"], "reading 'as printed' with the hypothesis 'λ > 1': a range or condition that is not a "
            "convention of docs/readings.md and cites no printed line (l.N); state it as a deviation of an 'as read' "
            "record") in faithfulness_problems([planted])
