"""The practitioner's table (krverify table --practitioner) is recomputed, not trusted, and checked independently.

* The default suite recomputes the rows N = 100 and 1000 (~6 s) and compares their text, in every format, with the
  committed proofs/tables/practitioner.{json,csv,md} byte for byte; ``-m slow`` recomputes the whole table through
  the command (a few minutes) and compares the three files whole.
* An independent float reference written here (log-space binomial pmfs, the hockey-stick divergence maximized
  over every neighbouring pair; nothing from krverify) shows that each committed q_ok gives δ <= target and each
  q_fail gives δ > target at N = 100 and 1000, with a margin far above the floats' error; and that the drafts' q
  and FMT21's q are their closed forms rounded up.  Floats check here; they decide nothing in the product.
* The cells computed on a Dask LocalCluster are the committed bytes too.
"""

import json
import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from krverify.cli import main
from krverify.practitioner import cells
from krverify.report.practitioner import FORMATS, render

TABLES = Path(__file__).resolve().parents[1] / "proofs" / "tables"
SUFFIX = {"json": "json", "csv": "csv", "markdown": "md"}
#: The JSON rendering closes its list of rows and its object after the last row.
JSON_CLOSING = "\n  ]\n}\n"


def committed(fmt: str) -> str:
    return (TABLES / f"practitioner.{SUFFIX[fmt]}").read_text(encoding="utf-8")


def committed_rows() -> list[dict]:
    return json.loads(committed("json"))["rows"]


def assert_is_the_beginning_of_the_committed_file(fresh_cells) -> None:
    """The rendering of the first rows, in every format, is where the committed file begins (byte for byte); in
    JSON up to the closing of the list, which in the committed file continues with the next row."""
    for fmt in FORMATS:
        fresh, stored = render(fresh_cells, fmt), committed(fmt)
        if fmt == "json":
            assert fresh.endswith(JSON_CLOSING)
            fresh = fresh[: -len(JSON_CLOSING)]
            assert stored[len(fresh): len(fresh) + 1] == ",", "the committed JSON has the same first rows, then more"
        assert stored.startswith(fresh), f"practitioner.{SUFFIX[fmt]} differs from the recomputed rows N <= 1000"


@pytest.fixture(scope="module")
def cheap_cells():
    return cells(1, (100, 1000))


def test_the_cheap_rows_are_the_committed_bytes(cheap_cells):
    assert len(cheap_cells) == 16 and all(cell.converged for cell in cheap_cells)
    assert_is_the_beginning_of_the_committed_file(cheap_cells)


def test_the_three_committed_files_print_the_same_cells():
    """The CSV's and the Markdown's printed cells are the JSON's, row for row (a quiet edit of one file shows)."""
    rows = committed_rows()
    assert len(rows) == 8 * 2 * 4 and [row["N"] for row in rows[::8]] == [10**e for e in range(2, 10)]
    keys = ("N", "eps", "delta", "interval", "q", "q_paper", "paper_ratio", "q_fmt21", "fmt21_ratio")
    table = [line for line in committed("markdown").splitlines() if line.startswith("| ")][1:]
    assert table == ["| " + " | ".join(row["printed"][key] for key in keys) + " |" for row in rows]
    csv_lines = committed("csv").splitlines()[1:]
    assert len(csv_lines) == len(rows)
    for line, row in zip(csv_lines, rows, strict=True):
        assert line.startswith(f"{row['N']},{row['k']},{row['eps']},{row['delta']},{row['q_fail']},{row['q_ok']},")


def test_printed_values_are_the_exact_values_in_their_directions():
    """Decimal renderings checked with Python's decimal module, not krverify's rounding: q_ok rounded up, q_fail
    down, the factors (exact ratios) down."""
    from decimal import ROUND_CEILING, ROUND_FLOOR, Context, Decimal

    def directed(value: Fraction, digits: int, up: bool) -> Decimal:
        context = Context(prec=digits, rounding=ROUND_CEILING if up else ROUND_FLOOR)
        return context.divide(Decimal(value.numerator), Decimal(value.denominator))

    for row in committed_rows():
        q_fail, q_ok = Fraction(row["q_fail"]), Fraction(row["q_ok"])
        printed = row["printed"]
        assert 0 < q_fail < q_ok <= q_fail * Fraction(10001, 10000) and row["converged"]
        assert Decimal(printed["q"].replace("e", "E")) == directed(q_ok, 4, up=True)
        low, high = printed["interval"].strip("(]").split(", ")
        assert Decimal(low.replace("e", "E")) == directed(q_fail, 6, up=False)
        assert Decimal(high.replace("e", "E")) == directed(q_ok, 6, up=True)
        for column, ratio in (("q_paper", "paper_ratio"), ("q_fmt21", "fmt21_ratio")):
            if row[column] is None:
                assert row[ratio] is None and printed[column] == printed[ratio] == "n/a"
                continue
            assert Fraction(row[ratio]) == Fraction(row[column]) / q_ok
            assert Decimal(printed[ratio].replace("e", "E")) == directed(Fraction(row[ratio]), 3, up=False)
        if row["paper_ratio"] is not None and Fraction(row["paper_ratio"]) < 1:  # the column's stated meaning
            assert Fraction(row["q_paper"]) <= q_fail


# --------------------------------------------------------------------------- the independent float reference


#: ln(s!) for s = 0..1000 (math.lgamma; numpy comes with matplotlib, scipy is not a dependency).
_LOG_FACTORIAL = np.array([math.lgamma(s + 1) for s in range(1001)])


def _log_binomial(n: int, p: float) -> np.ndarray:
    s = np.arange(n + 1)
    return (_LOG_FACTORIAL[n] - _LOG_FACTORIAL[s] - _LOG_FACTORIAL[n - s] + s * math.log(p)
            + (n - s) * math.log1p(-p))


def float_delta(N: int, q: float, lam: float, above: float = math.inf) -> float:
    """max over m (ones among the other N - 1 records) and both orders of Σ_s (P(s) - λ Q(s))⁺, where P and Q are
    the laws of the count of ones with the remaining record a one and a zero (floats, log-space pmfs).  The m
    nearest the ends come first, and the scan stops once the maximum exceeds ``above``."""
    p = 1 - q
    worst = 0.0
    for m in sorted(range(N), key=lambda m: min(m, N - 1 - m)):
        others = np.convolve(np.exp(_log_binomial(m, p)), np.exp(_log_binomial(N - 1 - m, q)))
        one = np.concatenate(([0.0], others)) * p + np.concatenate((others, [0.0])) * q
        zero = np.concatenate(([0.0], others)) * q + np.concatenate((others, [0.0])) * p
        worst = max(worst, np.clip(one - lam * zero, 0, None).sum(), np.clip(zero - lam * one, 0, None).sum())
        if worst > above:
            break
    return float(worst)


def test_float_delta_knows_one_record():
    """N = 1, q = 1/4: δ(0) is the total variation 3/4 - 1/4, and δ = 0 at λ = p/q = 3 (by hand)."""
    assert float_delta(1, 0.25, 1.0) == pytest.approx(0.5) and float_delta(1, 0.25, 3.0) == pytest.approx(0.0)


@pytest.mark.parametrize("N", [100, 1000])
def test_committed_q_ok_meets_and_q_fail_misses_the_target_by_an_independent_float_reference(N):
    """Every m is scanned at q_ok; at q_fail one m with δ_m above the target suffices.  (At N = 1000 the δ rules
    coincide, 1/N² = 10⁻⁶, and so do the rows.)"""
    margin = 1e-7  # relative; the floats' error here is below 1e-12
    rows = {(row["q_ok"], row["q_fail"], row["eps"], row["delta"]): row for row in committed_rows()
            if row["N"] == N and row["k"] == 1}
    assert len(rows) == (8 if N == 100 else 4)
    for q_ok, q_fail, eps, delta in rows:
        lam, target = math.exp(float(Fraction(eps))), float(Fraction(delta))
        ok = float_delta(N, float(Fraction(q_ok)), lam)
        fail = float_delta(N, float(Fraction(q_fail)), lam, above=target * (1 + margin))
        assert ok < target * (1 - margin) and fail > target * (1 + margin), (eps, delta, ok, fail)


def test_the_drafts_q_and_fmt21s_q_are_their_closed_forms_rounded_up():
    """(4.45) q = ½(1 - 1/√(1 + 36/((e^ε - 1)² N))) and FMT21 Thm 3.1, in floats: each printed q is above the
    formula's q and less than one printed step (10⁻³ relative) above it."""
    def fmt21_eps(N: int, q: float, delta: float) -> float | None:
        e0 = (1 - q) / q
        if e0 > N / (16 * math.log(2 / delta)):
            return None
        return math.log1p((e0 - 1) / (e0 + 1) * (8 * math.sqrt(e0 * math.log(4 / delta)) / math.sqrt(N) + 8 * e0 / N))

    for row in committed_rows():
        N, eps, delta = row["N"], float(Fraction(row["eps"])), float(Fraction(row["delta"]))
        drafts = 0.5 * (1 - 1 / math.sqrt(1 + 36 / ((math.exp(eps) - 1) ** 2 * N)))
        printed = float(Fraction(row["q_paper"]))
        assert drafts * (1 - 1e-12) <= printed < drafts * (1 + 1.01e-3), row
        if row["q_fmt21"] is None:
            assert all(fmt21_eps(N, q, delta) is None or fmt21_eps(N, q, delta) > eps
                       for q in np.geomspace(1e-9, 0.4999, 2000)), row
            continue
        q = float(Fraction(row["q_fmt21"]))
        assert fmt21_eps(N, q, delta) <= eps * (1 + 1e-12), row
        below = q / (1 + 1.01e-3)  # more than one printed step below: FMT21 must fail there
        assert fmt21_eps(N, below, delta) is None or fmt21_eps(N, below, delta) > eps, row


# --------------------------------------------------------------------------- Dask, the command, bad input


def test_cells_on_a_dask_cluster_are_the_committed_bytes(dask_cluster):
    """The cells N = 100 computed on a LocalCluster (two worker processes, tests/conftest.py) print as the
    committed file begins."""
    from krverify.engine.distributed import dask_executor

    with dask_executor(dask_cluster.scheduler_address) as executor:
        remote = cells(1, (100,), executor=executor)
    assert_is_the_beginning_of_the_committed_file(remote)


@pytest.mark.parametrize("arguments, message", [
    (["--format", "latex"], "format='latex' must be one of csv, markdown, json"),
    (["--k", "0"], "k="),
    (["--k", "5"], "the limit is kN <= 400000000"),
    (["--max-seconds", "-1"], "max_seconds="),
    (["--grid", "proofs/tables/small.toml"], "does not apply to --practitioner"),
    (["--scheduler", "tcp://127.0.0.1:1"], "scheduler='tcp://127.0.0.1:1' could not be reached"),
])
def test_bad_input_is_one_line_and_exit_2(arguments, message, capsys):
    status = main(["table", "--practitioner", *arguments])
    captured = capsys.readouterr()
    assert status == 2 and captured.out == "" and captured.err.count("\n") == 1 and message in captured.err


def test_practitioner_options_need_practitioner(capsys):
    assert main(["table", "--k", "2"]) == 2
    assert "applies to --practitioner only" in capsys.readouterr().err


@pytest.mark.slow
def test_the_whole_table_is_recomputed_to_the_committed_bytes(tmp_path, capsys):
    assert main(["table", "--practitioner", "--out", str(tmp_path), "--format", "csv"]) == 0
    assert capsys.readouterr().out == committed("csv")
    for fmt, suffix in SUFFIX.items():
        assert (tmp_path / f"practitioner.{suffix}").read_text(encoding="utf-8") == committed(fmt), suffix


def test_the_independent_checker_rederives_the_cheap_rows():
    """krverify verify-certs re-derives practitioner.json's rows N = 100 exactly (the checks the table carries,
    certify/tables.py); a table whose interval moved 2 % down, printed cells and factors consistent, is caught by
    δ at q_ok alone."""
    from krverify.certify.tables import check_table

    payload = json.loads(committed("json"))
    assert check_table(payload) == (8, 56, [])
    row = payload["rows"][2]
    for key in ("q_fail", "q_ok"):
        row[key] = str(Fraction(row[key]) * Fraction(98, 100))
    row["paper_ratio"] = str(Fraction(row["q_paper"]) / Fraction(row["q_ok"]))
    for problem in check_table(payload)[2]:  # the printed cells as the kernel renders the moved values
        if "printed " in problem:
            key, rendered = problem.split("printed ")[1].split(" ")[0], problem.split("renders as ")[1]
            row["printed"][key] = rendered.strip("'")
    problems = check_table(payload)[2]
    assert len(problems) == 1 and problems[0].startswith(
        "table row 2 (N=100, delta_rule=1e-6, eps=1): check q_ok fails: ") and problems[0].endswith(
        " <= 1/1000000 is false")


def test_the_docs_show_the_committed_table_and_quote_its_extremes():
    """docs/practitioner.md holds the committed Markdown table verbatim and the figure's data; the factors it
    quotes are the committed extremes."""
    from krverify.report.practitioner import figure_rows, rows_markdown

    docs = (TABLES.parents[1] / "docs" / "practitioner.md").read_text(encoding="utf-8")
    table = "\n".join(line for line in committed("markdown").splitlines() if line.startswith("|"))
    assert table in docs and rows_markdown(figure_rows(json.loads(committed("json")))) in docs
    rows = committed_rows()
    short = sorted(Fraction(r["paper_ratio"]) for r in rows if Fraction(r["paper_ratio"]) < 1)
    enough = [r["printed"]["paper_ratio"] for r in rows if Fraction(r["paper_ratio"]) >= 1]
    assert len(short) == 63 and enough == ["1.02"]
    printed = {r["paper_ratio"]: r["printed"]["paper_ratio"] for r in rows}
    assert f"is {printed[str(short[0])]}–{printed[str(short[-1])]} there" in docs
    fmt21 = sorted((Fraction(r["fmt21_ratio"]), r["printed"]["fmt21_ratio"]) for r in rows if r["fmt21_ratio"])
    assert f"FMT21 / certified is {fmt21[0][1]}–{fmt21[-1][1]}" in docs


def test_a_malformed_practitioner_table_is_refused_by_report(tmp_path, cli):
    """Valid JSON of the wrong shape (a truncated file is refused as small.json's is, tests/test_bad_inputs.py)."""
    import shutil

    proofs = tmp_path / "proofs"
    shutil.copytree(TABLES.parent, proofs, ignore=shutil.ignore_patterns("report", "deep"))
    (proofs / "tables" / "practitioner.json").write_text('{"rows": [{"N": 100}]}', encoding="utf-8")
    status, out, err = cli("report", "--proofs", str(proofs), "--out", str(tmp_path / "out"))
    assert status == 2 and out == "" and err.count("\n") == 1 and "practitioner.json" in err
