"""The command implementations behind ``krverify.cli`` (imported only once arguments are parsed)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor
from contextlib import AbstractContextManager, nullcontext
from fractions import Fraction
from pathlib import Path
from typing import Any

from krverify._arguments import executor_for, seconds_budget, writable_directory
from krverify._ledger_location import resolve_proofs
from krverify.certify import checker as certificate_checker
from krverify.certify import record as records_format
from krverify.errors import Interrupted, InvalidArgument
from krverify.exact_text import exact_to_json
from krverify.ledger import read_findings, read_ledger, verify
from krverify.model.exact import count, exact_rational, lie_probability
from krverify.model.rounding import decimal_text
from krverify.progress import progress
from krverify.report.markdown import findings_markdown
from krverify.report.terminal import (
    WIDTH,
    findings_by_severity_text,
    findings_summary,
    fit,
    one_line_evidence,
    severity_counts,
    show_value,
    verdict_counts,
)

__all__ = ["Interrupted", "run"]

#: The pmf command refuses more reports than this, before allocating anything.
MAX_PMF_RECORDS = 5000



def run(arguments: argparse.Namespace) -> int:
    """Run the parsed command; errors propagate to ``krverify.cli.main``."""
    match arguments.command:
        case "check":
            return _check(arguments)
        case "search":
            return _search(arguments)
        case "pmf":
            return _pmf(arguments)
        case "delta":
            return _delta(arguments)
        case "epsilon":
            return _epsilon(arguments)
        case "calibrate":
            from krverify._deployment import calibrate_command
            return calibrate_command(arguments)
        case "table":
            return _table(arguments)
        case "verify-certs":
            return _verify_certs(arguments)
        case "mutants":
            return _mutants(arguments)
        case "findings":
            return _findings(arguments)
        case "report":
            return _report(arguments)
        case _:
            return _list(arguments)


# --------------------------------------------------------------------------- check


def _check(arguments: argparse.Namespace) -> int:
    from krverify.claims import all_claims
    from krverify.engine import workflow

    arguments.proofs = resolve_proofs(arguments.proofs,
                                      writes="--write needs --proofs DIR" if arguments.write else None)
    selected = list(dict.fromkeys(arguments.claim)) if arguments.claim else None
    total = len(selected) if selected else len(all_claims())
    depth = None if arguments.depth is None else count(arguments.depth, "depth", minimum=2, maximum=5000)
    with executor_for(arguments.scheduler) as executor:
        with progress("deciding", total) as bar:
            result = workflow.check(arguments.proofs, selected, jobs=arguments.jobs, examples=arguments.examples,
                                    write=arguments.write, timeout=arguments.timeout, progress=bar.advance,
                                    executor=executor)
        deep_ok = _deep(arguments, depth, executor) if depth is not None else True
    records, changes = result.records, result.changes
    if arguments.json:  # the JSON keeps every finding (its shape and contents are what CI compares)
        summary = verdict_counts(records) | {"ledger_changes": [str(c) for c in changes],
                                             "findings_by_severity": severity_counts(result.findings)}
        print(json.dumps({"claims": records, "findings": result.findings, "summary": summary}, indent=2,
                         sort_keys=True, ensure_ascii=False))
    else:
        _print_table(records)
        print()
        print(findings_summary(records))
        print()
        print(findings_by_severity_text(_findings_of(result.findings, records) if selected else result.findings))
        print(_summary_line(verdict_counts(records)))
        if arguments.write:
            print(f"ledger written to {arguments.proofs}/" if result.written else
                  f"ledger NOT written to {arguments.proofs}/: verify-certs would reject it (below)")
        for change in changes:
            print(f"CHANGED {change}")
        if not changes and not arguments.write:
            print("ledger: every verdict and certificate matches proofs/")
    return 0 if result.ok and deep_ok else 1


def _findings_of(findings: Sequence[dict[str, Any]], records: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The findings whose root or records include one of ``records`` (the records ``check --claim`` decided)."""
    wanted = {str(record["id"]) for record in records}
    return [f for f in findings if wanted & {f["root"], *f["records"]}]


def _local_pool(jobs: int) -> AbstractContextManager[Executor | None]:
    """``jobs`` forked worker processes (None for one: the work runs here)."""
    if jobs <= 1:
        return nullcontext(None)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("fork"))


def _deep(arguments: argparse.Namespace, depth: int, executor: Executor | None) -> bool:
    """``check --depth N``: the deep sweeps at N (one chunk per q on the cluster's executor, else on ``--jobs``
    local processes) and the default domains' deeper sizes, each written beside the ledger or compared with it."""
    from krverify.certify.record import deep_seen
    from krverify.engine.deep import DEEP_STEPS, deep_evidence, wide_claims, wide_sweeps
    from krverify.engine.workflow import pin_deep_evidence
    from krverify.ledger import atomic_write

    jobs = count(arguments.jobs, "jobs", minimum=1, maximum=64)
    deep = Path(arguments.proofs) / "deep"
    path, wide_path = deep / f"N{depth}.json", deep / "wide.json"
    stream = sys.stderr if arguments.json else sys.stdout
    if not arguments.write:  # nothing to compare with is not a pass: say so before sweeping
        missing = [p for p in (path, wide_path) if not p.is_file()]
        if missing:
            print(f"deep evidence: none recorded in {', '.join(map(str, missing))}, so nothing was compared "
                  "(write it with --write)", file=stream)
            return False
    with _local_pool(jobs) if executor is None else nullcontext(executor) as pool:
        with progress(f"deep sweeps at N = {depth}", DEEP_STEPS, unit="sweep") as bar:
            sweeps = deep_evidence(depth, progress=bar.advance, executor=pool)
        claims = wide_claims()
        with progress("deeper sizes of the default domains", len(claims), unit="claim") as bar:
            wide = wide_sweeps(claims, progress=bar.advance, executor=pool)
    for result in (*sweeps, *wide):
        print(result.summary(), file=stream)
    seen = {claim_id: deep_seen(entry) for claim_id, entry in _ledger_entries(Path(arguments.proofs)).items()}
    texts = {path: {"N": depth, "sweeps": [r.record(seen.get(r.claim, "")) for r in sweeps]},
             wide_path: {"sweeps": [r.record(seen.get(r.claim, "")) for r in wide]}}
    ok = True
    for target, document in texts.items():
        text = json.dumps(document, indent=2, sort_keys=True) + "\n"
        if arguments.write:
            target.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(target, text)
            print(f"deep evidence written to {target}", file=stream)
        elif target.read_text(encoding="utf-8") != text:
            print(f"CHANGED deep evidence differs from {target}", file=stream)
            ok = False
        else:
            print(f"deep evidence: matches {target}", file=stream)
    if arguments.write:
        pin_deep_evidence(Path(arguments.proofs))
    verdicts = _ledger_verdicts(Path(arguments.proofs))
    contradicted = [r for r in wide if r.verdict == "refuted" and verdicts.get(r.claim) != "refuted"]
    for result in contradicted:
        print(f"DEEPER SIZES REFUTE {result.claim} (the ledger says {verdicts.get(result.claim)}): counterexample "
              f"{json.dumps(result.counterexample, sort_keys=True)}", file=stream)
    return ok and not contradicted


def _ledger_entries(proofs: Path) -> dict[str, Mapping[str, Any]]:
    """Every record and correction in the ledger, by id."""
    return {str(entry["id"]): entry for record in read_ledger(proofs).values()
            for entry in records_format.entries(record)}


def _ledger_verdicts(proofs: Path) -> dict[str, str | None]:
    """The verdict of every record and correction in the ledger, by id."""
    return {claim_id: records_format.verdict(entry) for claim_id, entry in _ledger_entries(proofs).items()}


def _verify_certs(arguments: argparse.Namespace) -> int:
    arguments.proofs = resolve_proofs(arguments.proofs)
    try:
        checked, problems = verify(Path(arguments.proofs), sweep=arguments.sweep)
    except certificate_checker.Unreadable as error:
        print(f"krverify verify-certs: {error}", file=sys.stderr)
        return 2
    if arguments.json:
        print(json.dumps({"rederived": checked.rederived, "trusted": checked.trusted, "by_kind": dict(checked),
                          "trusted_table_columns": checked.trusted_columns, "failed": len(problems),
                          "problems": problems}, indent=2, ensure_ascii=False))
    else:
        for problem in problems:
            print(f"FAILED {problem}")
        print(checked.line(len(problems)))
    return 1 if problems else 0


def _print_table(records: Sequence[Mapping[str, Any]]) -> None:
    """One line per record, at most :data:`~krverify.report.terminal.WIDTH` columns: id, document, verdict and the
    evidence, cut with "…" where it is longer ('krverify show ID' prints a record in full)."""
    rows = [("id", "doc", "verdict", "evidence ('krverify show ID' prints a record in full)")]
    for record in records:
        rows.append((record["id"], record["source"][:3], records_format.verdict(record) or "definition",
                     one_line_evidence(record)))
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    room = WIDTH - sum(widths) - 2 * len(widths)
    for row in rows:
        print(fit("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False)) + "  "
                  + fit(row[3], max(room, 20)), WIDTH))


def _summary_line(summary: Mapping[str, Any]) -> str:
    upheld = summary["proved"] + summary["verified"]
    return (f"{summary['claims']} claims: {upheld} upheld ({summary['proved']} proved, "
            f"{summary['verified']} verified), {summary['refuted']} refuted "
            f"({summary['corrections_upheld']} with an upheld correction), "
            f"{summary['definitions']} definitions, {summary['not_checkable']} not checkable")


# --------------------------------------------------------------------------- search


def _search(arguments: argparse.Namespace) -> int:
    from krverify.claims import get_claim
    from krverify.engine.search import search

    claim = get_claim(arguments.claim)
    examples = count(arguments.examples, "examples", minimum=1, maximum=10**7)
    seed = None if arguments.seed is None else count(arguments.seed, "seed", maximum=2**64)
    if not claim.decidable:
        print(f"{claim.id} ({claim.label}) is a definition; there is nothing to search")
        return 0
    with progress(f"searching {claim.id}", examples, unit="example") as bar:
        result = search(claim, examples=examples, seed_value=seed, progress=bar.advance)
    found = result.counterexample is not None and result.evaluation is not None
    if arguments.json:
        payload: dict[str, Any] = {"id": claim.id, "seed": result.seed, "examples": examples,
                                   "counterexample": None}
        if found:
            assert result.evaluation is not None
            payload["counterexample"] = {
                "point": exact_to_json(result.counterexample),
                "lhs": exact_to_json(result.evaluation.left),
                "relation": result.evaluation.relation,
                "rhs": exact_to_json(result.evaluation.right),
            }
        print(json.dumps(payload, indent=2, sort_keys=True))
    elif found:
        assert result.evaluation is not None and result.counterexample is not None
        point = ", ".join(f"{k}={show_value(exact_to_json(v))}"
                          for k, v in result.counterexample.items())
        print(f"{claim.id} ({claim.label}): counterexample after search "
              f"(seed {result.seed}, {examples} examples): {point}")
        print(f"  {exact_to_json(result.evaluation.left)} {result.evaluation.relation} "
              f"{exact_to_json(result.evaluation.right)} is false")
    else:
        print(f"{claim.id} ({claim.label}): no counterexample in {examples} examples "
              f"(seed {result.seed}){'; ' + result.note if result.note else ''}")
    return 1 if found else 0


# --------------------------------------------------------------------------- pmf


def _pmf(arguments: argparse.Namespace) -> int:
    from krverify.model.generating import k_randomized_coefficients

    q = lie_probability(arguments.q)
    records = count(arguments.N, "N", maximum=MAX_PMF_RECORDS)
    ones = count(arguments.m, "m", maximum=records)
    repetitions = count(arguments.k, "k", minimum=1, maximum=MAX_PMF_RECORDS)
    if records * repetitions > MAX_PMF_RECORDS:
        raise InvalidArgument("k", repetitions, f"gives k*N = {records * repetitions} reports "
                              f"(limit {MAX_PMF_RECORDS})")
    pmf = k_randomized_coefficients(records, ones, repetitions, q)
    if arguments.json:
        print(json.dumps({"N": records, "m": ones, "k": repetitions, "q": exact_to_json(q),
                          "pmf": exact_to_json(pmf)}, indent=2, sort_keys=True))
    else:
        for s, probability in enumerate(pmf):
            print(f"{s}\t{exact_to_json(probability)}")
    return 0


# --------------------------------------------------------------------------- delta


def _delta(arguments: argparse.Namespace) -> int:
    from krverify._defaults import MAX_REPORTS
    from krverify.model.hockey_stick import hockey_stick_delta

    digits = count(arguments.digits, "digits", minimum=1, maximum=200)
    if count(arguments.L, "L", minimum=1, maximum=4) > 1:
        return _vector_delta(arguments, digits)
    scan_limit = count(arguments.scan_limit, "scan_limit", minimum=0, maximum=MAX_REPORTS)
    max_seconds = seconds_budget(arguments.max_seconds)
    with progress("δ enclosure", unit="update") as bar:
        def shown(lower: Fraction, upper: Fraction) -> None:
            width = "∞" if lower == 0 else decimal_text(upper / lower - 1, 2, "up")
            bar.advance(f"relative width {width}")
        result = hockey_stick_delta(arguments.N, arguments.q, arguments.k, arguments.exp_eps, eps=arguments.eps,
                                    scan_limit=scan_limit, tolerance=arguments.tolerance, max_seconds=max_seconds,
                                    on_progress=shown)
    low = decimal_text(result.delta_lower, digits, "down")
    high = decimal_text(result.delta_upper, digits, "up")
    exact = result.delta_lower == result.delta_upper
    width = None if exact or result.delta_lower == 0 else result.delta_upper / result.delta_lower - 1
    payload = {
        "N": result.N, "q": exact_to_json(result.q), "k": result.k,
        "delta_lower": low, "delta_upper": high,
        "delta_exact": exact_to_json(result.delta_upper) if exact else None,
        "relative_width": None if width is None else decimal_text(width, 3, "up"),
        "worst_m": result.worst_m, "direction": result.direction,
        "exp_eps": exact_to_json(result.exp_eps_lower) if result.exp_eps_lower == result.exp_eps_upper else None,
        "method": result.method, "blocks": result.blocks, "converged": result.converged,
        "interrupted": result.interrupted, "below_floor": result.below_floor, "rests_on": result.rests_on,
    }
    if arguments.json:
        print(json.dumps(payload, indent=2, sort_keys=True))
    else:
        worst = "" if result.worst_m is None else f"worst m = {result.worst_m}, {result.direction}; "
        blocks = f", {result.blocks} blocks" if result.blocks else ""
        warning = ("" if result.converged else "; interrupted: the enclosure reached so far" if result.interrupted
                   else "; below the search's floor 1e-30: a certified upper bound" if result.below_floor
                   else "; NOT converged to the tolerance")
        print(f"δ in [{low}, {high}]  (N={result.N}, q={exact_to_json(result.q)}, k={result.k}; {worst}"
              f"{result.method}{blocks}{warning}; {result.rests_on})")
    _verbose(arguments)
    return 0


def _verbose(arguments: argparse.Namespace) -> None:
    if getattr(arguments, "verbose", False):
        from krverify._deployment import peak_memory_line
        print(peak_memory_line(), file=sys.stderr)


def _vector_delta(arguments: argparse.Namespace, digits: int) -> int:
    from krverify.model.hockey_stick import exp_enclosure
    from krverify.model.vector_delta import vector_delta

    if arguments.exp_eps is not None:
        low = high = exact_rational(arguments.exp_eps, "exp_eps")
    else:
        low, high = exp_enclosure(arguments.eps)
    upper = vector_delta(arguments.N, arguments.q, arguments.k, arguments.L, low)
    lower = upper if high == low else vector_delta(arguments.N, arguments.q, arguments.k, arguments.L, high)
    payload = {
        "N": upper.N, "L": upper.L, "q": exact_to_json(upper.q), "k": upper.k,
        "delta_lower": decimal_text(lower.delta, digits, "down"),
        "delta_upper": decimal_text(upper.delta, digits, "up"),
        "worst_others": list(upper.others), "worst_pair": [list(upper.pair[0]), list(upper.pair[1])],
        "exp_eps": exact_to_json(low) if low == high else None,
        "rests_on": "every composition of the other N - 1 records and every ordered pair of record values "
                    "scanned exactly",
    }
    if arguments.json:
        print(json.dumps(payload, indent=2, sort_keys=True))
    else:
        print(f"δ in [{payload['delta_lower']}, {payload['delta_upper']}]  (N={upper.N}, L={upper.L}, "
              f"q={payload['q']}, k={upper.k}; worst: others {upper.others}, pair {upper.pair[0]} -> "
              f"{upper.pair[1]}; {payload['rests_on']})")
    return 0


def _epsilon(arguments: argparse.Namespace) -> int:
    from krverify.model.hockey_stick import smallest_epsilon

    digits = count(arguments.digits, "digits", minimum=1, maximum=200)
    with progress("ε interval", unit="decision") as bar:
        def shown(lower: Fraction, upper: Fraction) -> None:
            bar.advance(f"ε in [{decimal_text(lower, 8, 'down')}, {decimal_text(upper, 8, 'up')}]")
        result = smallest_epsilon(arguments.N, arguments.q, arguments.k, arguments.delta, arguments.tolerance,
                                  max_seconds=seconds_budget(arguments.max_seconds), on_progress=shown)
    low = decimal_text(result.eps_lower, digits, "down")
    high = decimal_text(result.eps_upper, digits, "up")
    payload = {
        "N": result.N, "q": exact_to_json(result.q), "k": result.k, "delta": exact_to_json(result.delta),
        "eps_lower": low, "eps_upper": high,
        "exp_eps_below": exact_to_json(result.exp_eps_below), "exp_eps_above": exact_to_json(result.exp_eps_above),
        "converged": result.converged, "interrupted": result.interrupted,
    }
    if arguments.json:
        print(json.dumps(payload, indent=2, sort_keys=True))
    else:
        warning = ("" if result.converged else "; interrupted: the interval reached so far" if result.interrupted
                   else "; NOT converged to the tolerance: the interval reached so far")
        print(f"ε in [{low}, {high}]  (smallest ε with δ(ε) <= {exact_to_json(result.delta)}; N={result.N}, "
              f"q={exact_to_json(result.q)}, k={result.k}{warning})")
    _verbose(arguments)
    return 0


# --------------------------------------------------------------------------- table


def _table(arguments: argparse.Namespace) -> int:
    from krverify.plots import write_plots
    from krverify.report.tables import render
    from krverify.tables import DEFAULT_GRID, load_grid, table_rows

    if arguments.practitioner:
        from krverify._deployment import practitioner_command

        return practitioner_command(arguments)
    for option in ("k", "out", "max_seconds", "scheduler"):
        if getattr(arguments, option) is not None:
            raise InvalidArgument(option, getattr(arguments, option), "applies to --practitioner only")
    grid = DEFAULT_GRID if arguments.grid is None else load_grid(arguments.grid)
    if arguments.plot is not None:  # before the rows are computed: a directory that cannot be written is bad input
        writable_directory(Path(arguments.plot), "plot")
    with progress("table rows", unit="row") as bar:
        rows = table_rows(grid, bar.to)
    sys.stdout.write(render(rows, "json" if arguments.json else arguments.format, grid,
                            grid_file=arguments.grid is not None))
    if arguments.plot is not None:
        try:
            written = write_plots(arguments.plot, rows)
        except OSError as error:
            raise InvalidArgument("plot", str(arguments.plot),
                                  f"cannot be written ({error.strerror or error})") from None
        for path in written:
            print(f"wrote {path}", file=sys.stderr)
    return 0


# --------------------------------------------------------------------------- mutants


def _mutants(arguments: argparse.Namespace) -> int:
    from krverify.engine.mutants import mutant_job, upheld_claim_ids
    from krverify.engine.parallel import map_in_order

    arguments.proofs = resolve_proofs(arguments.proofs)
    examples = count(arguments.examples, "examples", minimum=1, maximum=10**6)
    jobs = count(arguments.jobs, "jobs", minimum=1, maximum=64)
    upheld = upheld_claim_ids(list(read_ledger(arguments.proofs).values()))
    with executor_for(arguments.scheduler) as executor, progress("mutants of", len(upheld)) as bar:
        outcomes = [o for batch in map_in_order(mutant_job, upheld, examples=examples, jobs=jobs, executor=executor,
                                                progress=bar.advance) for o in batch]
    killed = sum(o["killed"] for o in outcomes)
    survivors = [o for o in outcomes if not o["killed"]]
    unexplained = [o for o in survivors if not o["equivalent_because"]]
    if arguments.json:
        print(json.dumps({"killed": killed, "total": len(outcomes), "survivors": survivors}, indent=2,
                         sort_keys=True))
    else:
        print(f"mutants killed: {killed}/{len(outcomes)}")
        for survivor in survivors:
            why = survivor["equivalent_because"] or "NOT EXPLAINED: the machinery failed to refute a false variant"
            print(f"  survived: {survivor['claim']} ~{survivor['mutant']}: {why}")
    return 1 if unexplained else 0


# --------------------------------------------------------------------------- findings


def _findings(arguments: argparse.Namespace) -> int:
    """The findings as the ledger stores them (no re-computation; ``check`` ties the ledger to the registry)."""
    if arguments.json:
        arguments.format = "json"
    proofs = resolve_proofs(arguments.proofs)
    if not any(Path(proofs).glob("*.json")):  # an empty directory is not a ledger with no findings
        raise InvalidArgument("proofs", str(proofs), "holds no ledger file (create it with 'krverify check --write')")
    findings = _selected_findings(list(read_findings(proofs).values()), arguments.document, arguments.severity)
    if arguments.format == "markdown":
        sys.stdout.write(findings_markdown(findings))
    elif arguments.format == "json":
        print(json.dumps({"findings": findings, "by_severity": severity_counts(findings)}, indent=2, sort_keys=True,
                         ensure_ascii=False))
    else:
        print(findings_by_severity_text(findings))
    return 0


def _selected_findings(findings: list[dict[str, Any]], documents: Sequence[str] | None,
                       severities: Sequence[str] | None) -> list[dict[str, Any]]:
    """The findings of the given documents (by their root record) and severities ("disputed": the disputed
    readings, else the defects of that severity); None selects all.  An unknown document is bad input."""
    known = sorted({_document_of(f["root"]) for f in findings})
    for document in documents or ():
        if document not in known:
            raise InvalidArgument("document", document, f"is not a document with findings ({', '.join(known)})")
    return [f for f in findings
            if (documents is None or _document_of(f["root"]) in documents)
            and (severities is None or ("disputed" if f.get("disputed") else f["severity"]) in severities)]


def _document_of(claim_id: str) -> str:
    return str(claim_id).split(".", 1)[0]


# --------------------------------------------------------------------------- list


def _report(arguments: argparse.Namespace) -> int:
    from krverify.report.audit import write_report

    arguments.proofs = resolve_proofs(arguments.proofs,
                                      writes="report needs --out DIR" if arguments.out is None else None)
    out = Path(arguments.out) if arguments.out is not None else Path(arguments.proofs) / "report"
    writable_directory(out / "figures", "out")
    try:
        written = [str(path) for path in write_report(arguments.proofs, arguments.out)]
    except OSError as error:
        raise InvalidArgument("out", str(out), f"cannot be written ({error.strerror or error})") from None
    if arguments.pdf:
        from krverify.report.erratum import compile_pdf

        written.append(str(compile_pdf(out / "erratum.tex")))
    print(json.dumps({"written": written}, indent=2) if arguments.json else "\n".join(written))
    return 0


def _list(arguments: argparse.Namespace) -> int:
    """The registered claims with the ledger's verdicts (a correction's after a slash; "-" when the ledger has no
    verdict: a definition, or a claim not yet in the ledger)."""
    from krverify.claims import all_claims

    verdicts = _listed_verdicts(arguments.proofs)
    claims = all_claims()
    if arguments.json:
        print(json.dumps([{"id": c.id, "source": c.source, "section": c.section, "label": c.label, "kind": c.kind,
                           "reading": c.reading, "verdict": verdicts.get(c.id)} for c in claims], indent=2,
                         ensure_ascii=False))
        return 0
    width, kinds = max(len(c.id) for c in claims), max(len(c.kind) for c in claims)
    print(f"{'id':{width}} doc  {'section':8} {'label':20} {'kind':{kinds}} verdict (/ correction)")
    for claim in claims:
        verdict = verdicts.get(claim.id) or "-"
        if claim.correction is not None:
            verdict += f" / {verdicts.get(claim.correction.id) or '-'}"
        label = claim.label if len(claim.label) <= 20 else claim.label[:19] + "…"
        print(f"{claim.id:{width}} {claim.source[:3]}  §{claim.section:7} {label:20} {claim.kind:{kinds}} {verdict}")
    return 0


def _listed_verdicts(given: Path | None) -> dict[str, str | None]:
    """Every record's and correction's verdict in the ledger, by id ({} when there is no ledger to read)."""
    proofs = resolve_proofs(given)
    if given is None and not any(Path(proofs).glob("*.json")):
        return {}
    return _ledger_verdicts(Path(proofs))

