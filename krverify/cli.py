"""The ``krverify`` command line.

Exit status: 0 success; 1 a verdict differs from the ledger, or a search found a
counterexample; 2 bad input (one line on stderr, never a traceback); 3 an internal error (a bug:
one line on stderr, the traceback with KRVERIFY_DEBUG=1); 124 a claim exceeded ``--timeout``;
130 interrupted.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from krverify._defaults import DEFAULT_EXAMPLES, FAST_SCAN, MAX_REPORTS, TABLE_FORMATS, default_jobs
from krverify.editorial import SEVERITIES
from krverify.errors import Interrupted, KrverifyError, TimedOut

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error as one line and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


EXIT_CODES = """exit status:
  0    success
  1    a verdict or certificate differs from the ledger (or a search found a counterexample)
  2    bad input: one line on stderr naming the argument and its value
  3    internal error (a bug; set KRVERIFY_DEBUG=1 for the traceback)
  124  a claim exceeded --timeout (the ledger is untouched)
  130  interrupted (the ledger is untouched)"""


SCHEDULER_HELP = ("decide on the Dask cluster whose scheduler is at ADDRESS (e.g. tcp://host:8786; needs "
                  "krverify[dask] here and on every worker); --jobs is then ignored, the output is the same, and "
                  "--timeout bounds the wait for each result in turn")


PROOFS_HELP = "ledger directory (default: ./proofs, else the ledger installed with krverify)"


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("krverify")
    except PackageNotFoundError:
        return "unknown"


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="krverify", description=__doc__.splitlines()[0], epilog=EXIT_CODES,
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"krverify {_version()}")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    check = commands.add_parser("check", help="decide every claim and compare with proofs/")
    check.add_argument("--claim", metavar="ID", action="append",
                       help="decide this claim only (repeat for several, reported in the order given)")
    check.add_argument("--write", action="store_true", help="rewrite the ledger in proofs/")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    check.add_argument("--proofs", type=Path, default=None, metavar="DIR", help=PROOFS_HELP)
    check.add_argument("--examples", default=str(DEFAULT_EXAMPLES), metavar="N",
                       help=f"hypothesis examples per claim (default {DEFAULT_EXAMPLES})")
    check.add_argument("--jobs", default=str(default_jobs()), metavar="N",
                       help=f"worker processes (default {default_jobs()}); output does not depend on it")
    check.add_argument("--scheduler", default=None, metavar="ADDRESS", help=SCHEDULER_HELP)
    check.add_argument("--timeout", default=None, metavar="SECONDS",
                       help="stop (exit 124, ledger untouched) when one claim takes longer than this")
    check.add_argument("--depth", default=None, metavar="N",
                       help="also sweep Theorem 4.1 and (4.5) at every m and i for N records (e.g. 1000), Lemma 1 "
                            "over every product of up to 12 linear factors from a 12-value rational grid "
                            "(proofs/deep/N<N>.json), and every claim whose domain has deeper sizes than the default "
                            "check sweeps, at those sizes (proofs/deep/wide.json): a separate evidence level, "
                            "written with --write, compared otherwise")

    probe = commands.add_parser("search", help="run a longer counterexample search on one claim")
    probe.add_argument("claim", metavar="CLAIM_ID")
    probe.add_argument("--examples", default="1000", metavar="N")
    probe.add_argument("--seed", default=None, metavar="S", help="search seed (default: per claim)")
    probe.add_argument("--json", action="store_true")

    pmf = commands.add_parser("pmf", help="exact pmf of the count of ones, A_N(m) (k-randomized)")
    pmf.add_argument("--N", required=True, help="number of single-bit records")
    pmf.add_argument("--m", required=True, help="how many of them are ones")
    pmf.add_argument("--q", required=True, help="lie probability, exact: '0.009' or '9/1000'")
    pmf.add_argument("--k", default="1", help="randomizations per record (default 1)")
    pmf.add_argument("--json", action="store_true")

    delta = commands.add_parser("delta", help="exact hockey-stick divergence δ(ε) of the aggregated query")
    delta.add_argument("--N", required=True, help="number of single-bit records")
    delta.add_argument("--q", required=True, help="lie probability, exact: '0.009' or '9/1000'")
    delta.add_argument("--k", default="1", help="randomizations per record (default 1)")
    level = delta.add_mutually_exclusive_group(required=True)
    level.add_argument("--exp-eps", dest="exp_eps", help="e^ε, exact rational (the drafts' λ)")
    level.add_argument("--eps", help="ε, exact; e^ε is enclosed by interval arithmetic")
    delta.add_argument("--L", default="1", help="bits per record (default 1; L > 1: exact scan for small N)")
    delta.add_argument("--digits", default="15", help="significant digits printed (default 15)")
    delta.add_argument("--tolerance", default="1e-6",
                       help="beyond the exact scan: largest relative width of the enclosure (default 1e-6)")
    delta.add_argument("--scan-limit", dest="scan_limit", default=str(FAST_SCAN),
                       help=f"scan every m exactly while kN <= this (default {FAST_SCAN}, at most {MAX_REPORTS}); "
                            "beyond, the certified branch and bound")
    delta.add_argument("--max-seconds", dest="max_seconds", default=None,
                       help="stop the branch and bound after S seconds and print the enclosure reached "
                            "(converged: false); Ctrl-C does the same")
    delta.add_argument("--json", action="store_true")
    delta.add_argument("--verbose", action="store_true", help="also print the memory high-water mark on stderr")

    epsilon = commands.add_parser("epsilon", help="smallest ε with δ(ε) <= D, as a certified interval")
    epsilon.add_argument("--N", required=True, help="number of single-bit records")
    epsilon.add_argument("--q", required=True, help="lie probability, exact")
    epsilon.add_argument("--k", default="1", help="randomizations per record (default 1)")
    epsilon.add_argument("--delta", required=True, help="the δ target, exact (e.g. '1e-6')")
    epsilon.add_argument("--tolerance", default="1e-6", help="largest width of the ε interval (default 1e-6)")
    epsilon.add_argument("--digits", default="12", help="significant digits printed (default 12)")
    epsilon.add_argument("--max-seconds", dest="max_seconds", default=None,
                         help="stop the bisection after S seconds and print the interval reached (converged: "
                              "false); Ctrl-C does the same")
    epsilon.add_argument("--json", action="store_true")
    epsilon.add_argument("--verbose", action="store_true", help="also print the memory high-water mark on stderr")

    calibrate = commands.add_parser("calibrate", help="the smallest lie probability q with δ(ε) <= D, certified at "
                                    "both ends")
    calibrate.add_argument("--N", required=True, help="number of single-bit records")
    calibrate.add_argument("--k", default="1", help="randomizations per record (default 1)")
    target = calibrate.add_mutually_exclusive_group(required=True)
    target.add_argument("--exp-eps", dest="exp_eps", help="e^ε, exact rational")
    target.add_argument("--eps", help="ε, exact; e^ε is enclosed by interval arithmetic")
    calibrate.add_argument("--delta", required=True, help="the δ target, exact (e.g. '1e-6'); 0 <= delta < 1")
    calibrate.add_argument("--tolerance", default="1e-4", help="largest q_ok/q_fail - 1 (default 1e-4)")
    calibrate.add_argument("--digits", default="6", help="significant digits printed (default 6)")
    calibrate.add_argument("--max-seconds", dest="max_seconds", default=None,
                           help="stop after S seconds and print the certified interval reached (converged: false); "
                                "Ctrl-C does the same")
    calibrate.add_argument("--json", action="store_true")
    calibrate.add_argument("--verbose", action="store_true", help="also print the memory high-water mark on stderr")

    table = commands.add_parser("table", help="certified bound table: the paper's q against what is needed")
    table.add_argument("--grid", type=Path, metavar="FILE.toml", help="grid of N, k, exp_eps, delta (default: "
                       "N = 10^2..10^6, k = 1, 2, e^ε = 2, δ = 1e-6)")
    table.add_argument("--format", default="text", choices=TABLE_FORMATS, help="output format (default text)")
    table.add_argument("--plot", type=Path, metavar="DIR", help="also write SVG figures into DIR")
    table.add_argument("--json", action="store_true", help="same as --format json")
    table.add_argument("--practitioner", action="store_true", help="the practitioner's table instead: the certified "
                       "smallest q for N = 10^2..10^9, ε = 0.1, 0.5, 1, 2 and δ = 1e-6, 1/N^2, beside the drafts' q "
                       "and FMT21's (formats csv, markdown, json; default markdown)")
    table.add_argument("--k", default=None, help="--practitioner: randomizations per record (default 1)")
    table.add_argument("--out", type=Path, default=None, metavar="DIR", help="--practitioner: also write "
                       "practitioner.json, .csv and .md into DIR (e.g. proofs/tables)")
    table.add_argument("--max-seconds", dest="max_seconds", default=None, help="--practitioner: stop each cell's "
                       "search after S seconds and keep the certified interval reached (marked partial)")
    table.add_argument("--scheduler", default=None, metavar="ADDRESS", help="--practitioner: compute the cells on "
                       "the Dask cluster at ADDRESS (needs krverify[dask] here and on every worker); the same bytes "
                       "as a local run")

    mutants = commands.add_parser("mutants", help="refute deliberately false variants of every upheld claim")
    mutants.add_argument("--proofs", type=Path, default=None, metavar="DIR", help=PROOFS_HELP)
    mutants.add_argument("--examples", default="30", metavar="N", help="hypothesis examples per mutant (default 30)")
    mutants.add_argument("--jobs", default=str(default_jobs()), metavar="N")
    mutants.add_argument("--scheduler", default=None, metavar="ADDRESS", help=SCHEDULER_HELP)
    mutants.add_argument("--json", action="store_true")

    certs = commands.add_parser("verify-certs", help="re-check proofs/ with the independent stdlib-only checker")
    certs.add_argument("proofs", type=Path, nargs="?", default=None, metavar="PROOFS_DIR", help=PROOFS_HELP)
    certs.add_argument("--json", action="store_true", help="print {checked, failed, problems}")
    certs.add_argument("--sweep", action="store_true", help="also re-sweep every verified record that states its "
                       "formula and its domain as data, with the checker's own evaluator (slower)")

    report = commands.add_parser("report", help="write the audit report (REPORT.md, index.html, erratum.tex) "
                                 "from the ledger")
    report.add_argument("--proofs", type=Path, default=None, metavar="DIR", help=PROOFS_HELP)
    report.add_argument("--out", type=Path, default=None, metavar="DIR", help="output directory (default: "
                        "PROOFS/report; required when PROOFS is the ledger installed with krverify)")
    report.add_argument("--pdf", action="store_true", help="also compile erratum.tex into erratum.pdf (needs pdflatex "
                        "or lualatex on the PATH)")
    report.add_argument("--json", action="store_true", help='print {"written": [paths]}')

    show = commands.add_parser("show", help="one record, correction or finding from the ledger: statement as "
                               "printed, reading, verdict, witness, correction, finding (instant)")
    show.add_argument("id", metavar="ID", help="a claim, correction or finding id ('krverify list', 'krverify "
                      "findings' show them)")
    show.add_argument("--json", action="store_true", help="print the ledger's objects as JSON")
    show.add_argument("--proofs", type=Path, default=None, metavar="DIR", help=PROOFS_HELP)

    listing = commands.add_parser("list", help="list the registered claims")
    listing.add_argument("--json", action="store_true", help="print a JSON list of {id, source, section, label, "
                         "kind, reading, verdict}")
    listing.add_argument("--proofs", type=Path, default=None, metavar="DIR", help=PROOFS_HELP + " (for the verdicts)")
    findings = commands.add_parser("findings", help="the distinct defects behind the refuted claims, by severity")
    findings.add_argument("--format", choices=("text", "markdown", "json"), default="text",
                          help="markdown: the README's findings block")
    findings.add_argument("--json", action="store_true", help="same as --format json")
    findings.add_argument("--proofs", type=Path, default=None, metavar="DIR", help=PROOFS_HELP)
    findings.add_argument("--document", action="append", metavar="DOC",
                          help="only the findings of this document (000, 001, ...; repeat for several)")
    findings.add_argument("--severity", action="append", choices=(*SEVERITIES, "disputed"),
                          help="only the findings of this severity ('disputed': the disputed readings; repeat for "
                               "several)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``krverify`` console script."""
    arguments = _parser().parse_args(argv)
    try:
        if arguments.command == "show":  # a lookup in the ledger: standard library only, so it answers at once
            from krverify.report.lookup import show_command

            return _flushed(show_command(arguments))
        from krverify import _commands  # the commands' imports (sympy, flint, hypothesis) load only now

        return _flushed(_commands.run(arguments))
    except BrokenPipeError:
        return _pipe_closed()
    except TimedOut as timed_out:
        print(f"krverify: {timed_out}; stopped, the ledger was not changed", file=sys.stderr)
        return 124
    except KrverifyError as error:
        print(f"krverify: error: {error}", file=sys.stderr)
        return 2
    except Interrupted as interrupted:
        print(f"\nkrverify: interrupted while deciding {interrupted.claim_id}; the ledger was not changed",
              file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("\nkrverify: interrupted; the ledger was not changed", file=sys.stderr)
        return 130
    except Exception as error:
        if os.environ.get("KRVERIFY_DEBUG"):
            raise
        print(f"krverify: internal error: {type(error).__name__}: {error} (a bug; KRVERIFY_DEBUG=1 shows the "
              "traceback)", file=sys.stderr)
        return 3


def _flushed(status: int) -> int:
    """``status``, once what the command printed has reached stdout (a closed pipe is raised here, not at exit)."""
    sys.stdout.flush()
    return status


def _pipe_closed() -> int:
    """The reader of stdout went away (``krverify list | head -1``): it has read all it wanted, so stop quietly,
    with status 0, and send whatever Python still flushes at exit to /dev/null."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    os.close(devnull)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
