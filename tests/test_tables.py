"""Certified tables: each column against an independent computation, every format, bad grids."""

import csv
import io
import json
import math
from fractions import Fraction

import pytest

from krverify.claims.draft001_s4_3_local_privacy import ratio, required_q
from krverify.cli import main
from krverify.errors import InvalidArgument, KrverifyError
from krverify.model.generating import k_randomized_coefficients
from krverify.model.hockey_stick import hockey_stick_delta
from krverify.model.window import three_sigma_window, window_worst_ratio
from krverify.report.tables import COLUMNS, FORMATS, render
from krverify.tables import DEFAULT_GRID, Grid, closed_form_q, fmt21_closed_form, load_grid, table_row, table_rows

SMALL = Grid(N=(20, 30), k=(1,), exp_eps=(Fraction(3),), delta=(Fraction(1, 1000),), digits=3)


@pytest.fixture(scope="module")
def rows():
    return table_rows(SMALL)


def test_q_paper_is_the_closed_form_rounded_up():
    for n, lam in ((1000, Fraction(2)), (100, Fraction(3)), (20, Fraction(3))):
        q = closed_form_q(n, 1, lam, 4)
        exact = required_q(n, lam)
        assert exact <= q and q - exact < Fraction(1, 10**4) * 10 * q
    # by hand: c = 9/1000, q = (1 - 1/√1.036)/2 = 0.0087641..., rounded up to 3 digits 0.00877; the paper prints 0.009
    assert closed_form_q(1000, 1, Fraction(2), 3) == Fraction(877, 100000)


def test_window_ratio_is_the_brute_force_maximum_for_k_1():
    for n, q in ((20, Fraction(1, 10)), (50, Fraction(9, 100)), (200, Fraction(1, 50))):
        brute = max(max(ratio(n, q, i), 1 / ratio(n, q, i)) for i in three_sigma_window(n, 1, q))
        assert window_worst_ratio(n, 1, q).ratio == brute


def test_window_ratio_for_k_2_is_the_brute_force_maximum():
    n, k, q = 6, 2, Fraction(1, 5)
    # D: all ones; D_m: one record set to zero
    d, dm = k_randomized_coefficients(n, n, k, q), k_randomized_coefficients(n, n - 1, k, q)
    brute = max(max(dm[s] / d[s], d[s] / dm[s]) for s in three_sigma_window(n, k, q))
    assert window_worst_ratio(n, k, q).ratio == brute


def test_rows_are_certified_against_the_exact_scan(rows):
    for row in rows:
        exact = hockey_stick_delta(row.N, row.q_paper, row.k, row.exp_eps).delta_upper
        assert row.delta_paper == (exact, exact) and row.method == "exact scan"
        below, above = row.q_min
        assert hockey_stick_delta(row.N, above, row.k, row.exp_eps).delta_upper <= row.delta
        assert hockey_stick_delta(row.N, below, row.k, row.exp_eps).delta_upper > row.delta
        low, high = row.eps_paper
        assert low <= high and high - low < Fraction(1, 100)


def test_fmt21_closed_form_matches_the_formula_and_its_range():
    n, q, delta = 10**6, Fraction(1, 4), Fraction(1, 10**6)
    low, high = fmt21_closed_form(n, 1, q, delta)
    e0 = 3.0
    value = math.log(1 + (e0 - 1) / (e0 + 1) * (8 * math.sqrt(e0 * math.log(4 / 1e-6)) / math.sqrt(n) + 8 * e0 / n))
    assert abs(float(low) - value) < 1e-12 and high - low < Fraction(1, 10**20)
    assert fmt21_closed_form(1000, 1, Fraction(1, 100), delta) is None  # ε0 = ln 99 is outside its range


def test_the_fmt21_bound_is_above_the_certified_exact_epsilon():
    """FMT21 is a worst case over all ε0-LDP randomizers; the exact δ of this one must not exceed it."""
    q, delta = Fraction(1, 3), Fraction(1, 10**3)  # e^ε0 = 2 <= n / (16 ln(2/δ)) = 2.47: the bound applies
    bound = fmt21_closed_form(300, 1, q, delta)
    assert bound is not None
    assert hockey_stick_delta(300, q, 1, eps=bound[1]).delta_upper <= delta
    assert table_row(40, 1, Fraction(3), delta, digits=3).q_min[1] is not None


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_format_renders_every_row(rows, fmt):
    text = render(rows, fmt, SMALL)
    if fmt == "json":
        payload = json.loads(text)
        assert len(payload["rows"]) == 2 and [c["key"] for c in payload["columns"]] == [k for k, _, _ in COLUMNS]
    elif fmt == "csv":
        table = list(csv.reader(io.StringIO(text)))
        assert len(table) == 3 and all(len(line) == len(COLUMNS) for line in table)
    elif fmt == "latex":
        assert r"\toprule" in text and r"\bottomrule" in text and text.count(r"\\") == 3
    elif fmt == "md":
        assert text.count("\n") == 4
    else:
        assert "q (4.45)/(5.24)" in text


def test_printed_values_are_the_exact_values_rounded(rows):
    """A single printed δ is the exact value rounded to nearest (by hand: |printed - δ| <= half a unit
    in the last printed digit); an interval contains it."""
    payload = json.loads(render(rows, "json", SMALL))
    for row, printed in zip(rows, payload["rows"], strict=True):
        text = printed["printed"]["delta_paper"]
        if "[" in text:
            low, high = text.strip("[]").split(", ")
            assert Fraction(low) <= row.delta_paper[0] and row.delta_paper[1] <= Fraction(high)
            continue
        value, digits = Fraction(text), len(text.replace("0.", "").lstrip("0").replace(".", ""))
        unit = Fraction(10) ** (math.floor(math.log10(value)) - digits + 1)
        assert abs(value - row.delta_paper[0]) <= unit / 2 and abs(value - row.delta_paper[1]) <= unit / 2


def test_plots_are_written(tmp_path, capsys, monkeypatch):
    """The three figures of ``table --plot``; δ(ε) drawn for two small N (its default sizes, N up to 300 at 41 values
    of ε each, take ~20 s of certified hockey-stick bounds: the same code on more points)."""
    import functools

    from krverify import plots
    monkeypatch.setattr(plots, "delta_curves", functools.partial(plots.delta_curves, sizes=((12, 1), (20, 2))))
    grid = tmp_path / "grid.toml"
    grid.write_text('N = [12, 40]\nk = [1]\nexp_eps = ["3"]\ndelta = ["1/100"]\ndigits = 3\n')
    assert main(["table", "--grid", str(grid), "--format", "csv", "--plot", str(tmp_path / "plots")]) == 0
    names = sorted(p.name for p in (tmp_path / "plots").iterdir())
    assert names == ["delta_curves.svg", "ratio_window.svg", "required_q.svg"]
    assert all("<svg" in (tmp_path / "plots" / n).read_text() for n in names)


@pytest.mark.parametrize(("content", "message"), [
    ('N = [100\n', "not valid TOML"),
    ('N = [100]\nk = [1]\nexp_eps = ["2"]\ndelta = [1e-6]\n', "delta=1e-06"),
    ('N = [100]\nk = [1]\nexp_eps = ["2"]\n', "'delta'"),
    ('N = [100]\nk = [1]\nexp_eps = ["2"]\ndelta = ["1e-6"]\nrows = 3\n', "'rows'"),
    ('N = [-5]\nk = [1]\nexp_eps = ["2"]\ndelta = ["1e-6"]\n', "N=-5"),
    ('N = [100]\nk = [0]\nexp_eps = ["2"]\ndelta = ["1e-6"]\n', "k=0"),
    ('N = [100]\nk = [1]\nexp_eps = ["1"]\ndelta = ["1e-6"]\n', "exp_eps='1'"),
    ('N = [100]\nk = [1]\nexp_eps = ["2"]\ndelta = ["2"]\n', "delta='2'"),
    ('N = 100\nk = [1]\nexp_eps = ["2"]\ndelta = ["1e-6"]\n', "must be a non-empty list"),
    ('N = [100000000]\nk = [1]\nexp_eps = ["2"]\ndelta = ["1e-6"]\n', "N=100000000"),
    (b"\xff\xfe", "not valid TOML"),
])
def test_bad_grids_are_refused_with_the_value(tmp_path, content, message):
    grid = tmp_path / "grid.toml"
    grid.write_bytes(content if isinstance(content, bytes) else content.encode())
    with pytest.raises(KrverifyError, match=message.replace("(", r"\(").replace("[", r"\[")):
        load_grid(grid)


def test_unreadable_grid_names_the_file(tmp_path):
    with pytest.raises(InvalidArgument, match="cannot be read"):
        load_grid(tmp_path / "missing.toml")


#: The default suite builds the default grid's rows for N = 100 and 1000 (k = 1, 2; ~10 s); ``-m slow`` all of
#: them (N to 10^6, each row 3-9 s).
DEFAULT_SIZES = {"fast": (100, 1000), "all": None}


@pytest.fixture(scope="module", params=[
    pytest.param("fast"), pytest.param("all", marks=pytest.mark.slow)])
def default_rows(request):
    import dataclasses

    from krverify.tables import DEFAULT_GRID
    sizes = DEFAULT_SIZES[request.param]
    return table_rows(DEFAULT_GRID if sizes is None else dataclasses.replace(DEFAULT_GRID, N=sizes))


def test_the_default_table_prints_single_certified_numbers(default_rows):
    """Issue 9: δ at q_paper, ε at q_paper and q needed are single numbers at every N (N to 10^6, k = 1, 2)."""
    from krverify.model.hockey_stick import delta_decider
    from krverify.model.rounding import round_significant_directed
    payload = json.loads(render(default_rows, "json", DEFAULT_GRID))
    for row, printed in zip(default_rows, payload["rows"], strict=True):
        cells = printed["printed"]
        assert "[" not in cells["delta_paper"] and "[" not in cells["eps_paper"], cells
        assert "(" not in cells["q_min"], cells
        below, above = row.q_min
        # re-decided here: δ <= target at the printed q, > target one printed step below
        assert delta_decider(row.N, row.k, above, row.delta)(row.exp_eps) is True
        assert delta_decider(row.N, row.k, below, row.delta)(row.exp_eps) is False
        assert round_significant_directed(below * Fraction(1000001, 1000000), 4, "up") == above
    assert {row.method for row in default_rows if row.N * row.k > 200} == {"branch and bound"}


def test_the_certified_delta_never_exceeds_a_valid_published_bound(default_rows):
    """Each published numerical bound is an upper bound on this mechanism's δ: our upper end must lie below
    their lower ends (FMT21 numerical for every k; Wang et al.'s variation ratio for binary RR, k = 1),
    and at FMT21 Theorem 3.1's ε the certified δ must meet the target."""
    for row in default_rows:
        if row.q_paper is None:
            continue
        from krverify.model.large_delta import fmt21_numerical_bounds, variation_ratio_bounds
        assert row.delta_paper[1] <= fmt21_numerical_bounds(row.N, row.k, row.q_paper, row.exp_eps)[0]
        if row.k == 1:
            assert row.delta_paper[1] <= variation_ratio_bounds(row.N, row.q_paper, row.exp_eps)[0]
            assert row.delta_variation_ratio[0] <= row.delta_variation_ratio[1]
        assert row.peer_ratio is None or row.peer_ratio >= 1
        if row.eps_fmt21 is not None:
            assert hockey_stick_delta(row.N, row.q_paper, row.k, eps=row.eps_fmt21[1]).delta_upper <= row.delta
