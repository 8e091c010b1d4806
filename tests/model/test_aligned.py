"""The aligned block bound (issue 23): its identity checked exactly on polynomials, the bound never below the exact
block maximum (δ_m computed exactly from rational laws, a second method), planted faults caught, and the lattice
wiggle that rules out a search assuming δ_m unimodal."""

from fractions import Fraction as F
from itertools import pairwise
from math import comb

import pytest
from flint import fmpq, fmpq_poly

from krverify.model import aligned

CASES = [(F(1, 4), 1), (F(1, 4), 2), (F(1, 4), 3), (F(1, 10), 1), (F(1, 3), 1), (F(1, 3), 2), (F(2, 5), 1)]


def _poly(c0: F, c1: F) -> fmpq_poly:
    return fmpq_poly([fmpq(c0.numerator, c0.denominator), fmpq(c1.numerator, c1.denominator)])


def _law(N: int, k: int, q: F, m: int) -> fmpq_poly:
    """c_m(z) = (q + pz)^(km) (p + qz)^(k(N-1-m)), the other records' count of ones."""
    return _poly(q, 1 - q) ** (k * m) * _poly(1 - q, q) ** (k * (N - 1 - m))


def _exact_deltas(N: int, k: int, q: F, lam: F) -> list[F]:
    """δ_m = Σ_s (P(s) - λ Q(s))⁺ with P = c_m (p + qz)^k, Q = c_m (q + pz)^k, every coefficient exact."""
    x, y = _poly(1 - q, q) ** k, _poly(q, 1 - q) ** k
    out = []
    for m in range(N):
        c = _law(N, k, q, m)
        P, Q = c * x, c * y
        out.append(sum((max(F(0), F(int(a.p), int(a.q)) - lam * F(int(b.p), int(b.q)))
                        for a, b in zip(P.coeffs(), Q.coeffs())), F(0)))
    return out


@pytest.mark.parametrize("q, k", CASES)
def test_the_second_aligned_difference_is_nu_squared_times_e(q, k):
    """c_(m+2V) - 2 z^D c_(m+V) + z^(2D) c_m = ν² E_m with E_m (p + qz)^(2kV) = c_m, multiplied out (no division):
    (c_(m+2V) - 2 z^D c_(m+V) + z^(2D) c_m)(p + qz)^(2kV) = ν² c_m, for every m <= N - 1 - 2V, N = 3V + 4."""
    V, D = aligned.period_and_drift(q, k)
    nu, R = aligned.drift_polynomials(q, k)
    assert nu == fmpq_poly([1, -1]) ** 3 * R
    N = 3 * V + 4
    shift = fmpq_poly([0] * D + [1])
    for m in range(N - 2 * V):
        second = _law(N, k, q, m + 2 * V) - 2 * shift * _law(N, k, q, m + V) + shift * shift * _law(N, k, q, m)
        assert second * _poly(1 - q, q) ** (2 * k * V) == nu * nu * _law(N, k, q, m)


def test_a_shifted_alignment_breaks_the_triple_root():
    """Planted: the drift D + 1 for q = 1/4, k = 1: (q + pz)^2 - z^2 (p + qz)^2 has ν'(1) = -1, so (1 - z)^3 does
    not divide it (the identity's basis fails, and the module's check says so)."""
    q, p = F(1, 4), F(3, 4)
    nu = _poly(q, p) ** 2 - fmpq_poly([0, 0, 1]) * _poly(p, q) ** 2
    assert not divmod(nu, fmpq_poly([1, -1]) ** 3)[1].is_zero()
    assert nu.derivative()(1) == -1


def _exact_h(N: int, k: int, q: F, lam: F) -> list[list[fmpq]]:
    """H_m(t) = P[W_m + X <= t] - λ P[W_m + Y <= t] for t in [0, kN], exactly (fmpq)."""
    x, y = _poly(1 - q, q) ** k, _poly(q, 1 - q) ** k
    lam_q = fmpq(lam.numerator, lam.denominator)
    out = []
    for m in range(N):
        c = _law(N, k, q, m)
        increments = (c * x - lam_q * (c * y)).coeffs()
        row, total = [], fmpq(0)
        for t in range(k * N + 1):
            total += increments[t] if t < len(increments) else 0
            row.append(total)
        out.append(row)
    return out


SCALE = 2**96


def _g(H: list[list[fmpq]], lam: F):
    """H_m(t) for every integer t, exactly: 0 below 0, 1 - λ above kN."""
    top = len(H[0]) - 1

    def value(m: int, t: int) -> F:
        return F(0) if t < 0 else 1 - lam if t > top else F(int(H[m][t].p), int(H[m][t].q))
    return value


def _h_values(H: list[list[fmpq]], lam: F):
    """h_values for the aligned bound from the exact H: floor and ceil of SCALE·H_m(t)."""
    value = _g(H, lam)

    def h_values(m: int, first: int, last: int) -> tuple[list[int], list[int]]:
        values = [value(m, t) * SCALE for t in range(first, last + 1)]
        return [v.numerator // v.denominator for v in values], [-(-v.numerator // v.denominator) for v in values]
    return h_values


SLOW = pytest.mark.slow  # the largest cases run with `pytest -m slow`; each test keeps smaller cases by default
POINTWISE_CASES = [(40, F(1, 4), 1, F(11, 10)), (60, F(1, 10), 1, F(11, 10)), (40, F(1, 3), 2, F(3, 2)),
                   pytest.param(300, F(1, 4), 1, F(6, 5), marks=SLOW, id="300-q1/4-k1-lam6/5")]
BLOCKS = [(0, 1), (0, 2), (3, 1), (4, 3)]  # (a, b) = (N·u/12, N - 1 - N·v/12): wide blocks, classes of > 5 steps


def _pointwise_failures(N: int, k: int, q: F, lam: F, drift_error: int = 0, fourth: F | None = None) -> int:
    """Over wide blocks and every class of more than DIRECT_STEPS steps, with a window covering every outcome: the
    (t, class) at which an exact max_i G_i(t) exceeds the pointwise bound.  ``drift_error`` plants a shifted
    alignment, ``fourth`` an M₄."""
    H = _exact_h(N, k, q, lam)
    G, h_values = _g(H, lam), _h_values(H, lam)
    V, D = aligned.period_and_drift(q, k)
    D += drift_error
    first, last = -3, k * N + 3
    failures = classes = 0
    for u, v in BLOCKS:
        a, b = N * u // 12, N - 1 - N * v // 12
        M4 = aligned.curvature_bound(N, k, q, lam, a, b, order=4) if fourth is None else fourth
        for r in range(a, min(a + V, b + 1)):
            steps = (b - r) // V
            if steps <= aligned.DIRECT_STEPS:
                continue
            classes += 1
            values = {j: h_values(r + j * V, first + j * D, last + j * D) for j in aligned.members(steps)}
            bounds = aligned.pointwise_class_bounds(values, steps, M4, SCALE)
            failures += sum(1 for index, t in enumerate(range(first, last + 1))
                            if max(G(r + i * V, t + i * D) for i in range(steps + 1)) > bounds[index])
    assert classes >= 4
    return failures


@pytest.mark.parametrize("N, q, k, lam", POINTWISE_CASES)
def test_the_pointwise_bound_covers_every_member_at_every_t(N, q, k, lam):
    """The Green's-function step at each t: max over every member i of the class of the exact G_i(t) is at most
    the bound computed from the six members of :func:`members` (plus M₄)."""
    assert _pointwise_failures(N, k, q, lam) == 0


@pytest.mark.parametrize("N, q, k, lam", POINTWISE_CASES)
def test_without_its_curvature_term_the_pointwise_bound_fails(N, q, k, lam):
    """Planted: a negative M₄ that cancels the curvature term (the class ends alone): some t fails above."""
    assert _pointwise_failures(N, k, q, lam, fourth=F(-1)) > 0


@pytest.mark.parametrize("N, q, k, lam", [(40, F(1, 4), 1, F(11, 10)), (300, F(1, 4), 1, F(6, 5))])
def test_a_shifted_alignment_breaks_the_pointwise_bound(N, q, k, lam):
    """Planted: the drift D + 1 (G_i(t) = H_(r+iV)(t + i(D + 1))), with the true M₄: some t fails above."""
    assert _pointwise_failures(N, k, q, lam, drift_error=1) > 0


def _largest_difference(N: int, k: int, q: F, lam: F, a: int, b: int, order: int, drift_error: int = 0) -> F:
    """max over the classes of [a, b], j and t of the exact |Δ^order G_j(t)| (j to j + order in the block)."""
    G = _g(_exact_h(N, k, q, lam), lam)
    V, D = aligned.period_and_drift(q, k)
    D += drift_error
    worst = F(0)
    for r in range(a, min(a + V, b + 1)):
        for j in range((b - r) // V - order + 1):
            for t in range(-3, k * N + 4):
                difference = sum((-1) ** (order - u) * comb(order, u) * G(r + (j + u) * V, t + (j + u) * D)
                                 for u in range(order + 1))
                worst = max(worst, abs(difference))
    return worst


@pytest.mark.parametrize("N, q, k, lam", POINTWISE_CASES)
@pytest.mark.parametrize("order", [2, 4])
def test_the_curvature_bound_covers_the_exact_differences(N, q, k, lam, order):
    """M (order 2) and M₄ (order 4) against the exact largest aligned difference of a wide block."""
    a, b = N // 4, N - 1
    assert _largest_difference(N, k, q, lam, a, b, order) <= aligned.curvature_bound(N, k, q, lam, a, b, order)


@pytest.mark.parametrize("order", [2, pytest.param(4, marks=SLOW)])
def test_a_shifted_alignment_exceeds_the_curvature_bound(order):
    """Planted: the drift D + 1 at q = 1/4, N = 300 (the differences are no longer of order 3·order): the exact
    largest difference of the block [0, 150] exceeds the bound."""
    N, q, k, lam = 300, F(1, 4), 1, F(6, 5)
    bound = aligned.curvature_bound(N, k, q, lam, 0, 150, order)
    assert _largest_difference(N, k, q, lam, 0, 150, order, drift_error=1) > bound


ALIGNED_CASES = [(F(1, 4), 1, F(11, 10)), (F(1, 4), 2, F(3, 2)), (F(1, 10), 1, F(11, 10)), (F(1, 3), 1, F(6, 5)),
                 pytest.param(F(2, 5), 1, F(3, 2), marks=SLOW, id="q2/5-k1-lam3/2")]


@pytest.mark.parametrize("q, k, lam", ALIGNED_CASES)
def test_the_bound_is_never_below_the_exact_block_maximum(q, k, lam):
    """Every block [a, b] of a small collection (N = 7V + 10, a in steps of 3, or 7 for V >= 5) fed exact H_m(t)
    rounded outward: the aligned bound is at least the exact largest δ_m of the block, with windows covering every
    outcome and with the windows :func:`window_reach` places (Bernstein outside)."""
    V, _ = aligned.period_and_drift(q, k)
    N = 7 * V + 10
    H = _exact_h(N, k, q, lam)
    deltas = [max([F(0)] + [F(int(v.p), int(v.q)) for v in row]) for row in H]
    assert deltas == _exact_deltas(N, k, q, lam)  # the H rows agree with the pmf-sum form of δ_m
    h_values = _h_values(H, lam)
    wide = (k * N + 4, k * N + 4)
    steered = aligned.window_reach(N, k, q, lam, max(deltas))
    for a in range(0, N, 3 if V < 5 else 7):
        for b in range(a, N):
            truth = max(deltas[a:b + 1])
            for reach in (wide, steered):
                assert aligned.aligned_block_bound(N, k, q, lam, a, b, h_values, SCALE, reach) >= truth, (a, b)


def test_the_class_bound_is_the_maximum_of_the_interpolating_parabola():
    """By hand, at one t: ends g_0 = 10 and g_8 = 4, F_1 = 2g_1 - g_0 - g_2 = M and F_7 = 0 (g_6 = g_7 = g_8), no
    M₄.  The bound must be the largest of f(i) = g_0 + (g_8 - g_0) i/8 + M i(8 - i)/2 over real i in [0, 8]: a
    fine grid of i gives it to 10⁻⁴.  By hand: M = 0 gives g_0 = 10; for M >= 1 the slope -6/8 is below
    I²M/2 / I, and the vertex i = 4 - 3/(4M) gives (g_0 + g_8)/2 + 8M + 36/(128M)."""
    steps = 8
    for M in (0, 1, 3, 10):
        values = {0: ([10], [10]), 1: ([20], [20]), 2: ([30 - M], [30 - M]), 6: ([4], [4]), 7: ([4], [4]),
                  8: ([4], [4])}
        bound = aligned.class_window_bound(values, steps, F(0), 1)
        grid = max(10 + F(-6) * F(i, 1000) / steps + M * F(i, 1000) * (steps - F(i, 1000)) / 2
                   for i in range(steps * 1000 + 1))
        assert grid <= bound <= grid + F(1, 10**4), M
        assert bound == (10 if M == 0 else F(7) + 8 * M + F(36, 128 * M))


@pytest.mark.parametrize("N, k, q", [(12, 1, F(1, 4)), (20, 2, F(1, 3)), (30, 1, F(1, 10))])
def test_the_outside_bound_covers_the_exact_tails(N, k, q):
    """Bernstein outside the window against the exact H: for every class start r, window and t outside it,
    G_i(t) = H_(r+iV)(t + iD) is at most the bound."""
    lam = F(6, 5)
    V, D = aligned.period_and_drift(q, k)
    G = _g(_exact_h(N, k, q, lam), lam)
    top = k * N
    for r in range(V):
        for first, last in [(2, 5), (top // 3, top // 2), (top // 4, top // 4)]:
            bound = aligned.outside_window_bound(N, k, q, lam, r, first, last)
            for i in range((N - 1 - r) // V + 1):
                for t in range(-3, top + 4):
                    if first <= t <= last:
                        continue
                    assert G(r + i * V, t + i * D) <= bound, (r, first, last, i, t)


def test_the_lattice_wiggle_on_an_exact_small_case():
    """δ_m is not unimodal in m at constant q: along m the exact values rise and fall with the parity of m
    (q = 1/4, the period V = 2), so no ternary search over m is sound; along one residue class they are smooth."""
    q, k, lam = F(1, 4), 1, F(11, 10)
    deltas = _exact_deltas(40, k, q, lam)
    turns = sum(1 for m in range(1, 39) if (deltas[m] - deltas[m - 1]) * (deltas[m + 1] - deltas[m]) < 0)
    assert turns >= 2  # a unimodal sequence turns at most once
    for r in (0, 1):
        steps = [deltas[m + 2] - deltas[m] for m in range(r, 38, 2)]
        assert sum(1 for s, t in pairwise(steps) if s * t < 0) <= 1


def test_the_largest_binomial_probability_encloses_the_exact_mode():
    from math import comb

    for n, p in [(1, F(1, 4)), (7, F(1, 4)), (40, F(1, 10)), (101, F(9, 10)), (500, F(1, 2))]:
        exact = max(comb(n, j) * p**j * (1 - p) ** (n - j) for j in range(n + 1))
        bound = aligned.largest_binomial_probability(n, p)
        assert exact <= bound <= exact * (1 + F(1, 10**20))


@pytest.mark.parametrize("order", [5, 6, 11, 12])
def test_the_difference_bound_against_an_exact_norm(order):
    """||Δ^n E||_1 computed exactly for E = Bin(30, 3/4) * Bin(40, 1/4) is below the bound."""
    q = F(1, 4)
    E = _poly(q, 1 - q) ** 30 * _poly(1 - q, q) ** 40
    diff = E * fmpq_poly([1, -1]) ** order
    norm = sum((abs(F(int(c.p), int(c.q))) for c in diff.coeffs()), F(0))
    assert norm <= aligned.difference_bound(order, 30, 40, q)


@pytest.mark.parametrize("q, k", CASES)
def test_the_kernel_split_is_exact(q, k):
    """x - λy = (1 - z) S + (1 - λ) y with x - y = (1 - z) S: multiplied out at λ = 7/5."""
    x, y = _poly(1 - q, q) ** k, _poly(q, 1 - q) ** k
    S, remainder = divmod(x - y, fmpq_poly([1, -1]))
    assert remainder.is_zero()
    lam = fmpq(7, 5)
    assert x - lam * y == fmpq_poly([1, -1]) * S + (1 - lam) * y


@pytest.mark.parametrize("N, q, lam", [(400, F(1, 10), F(6, 5)), (600, F(1, 4), F(1163, 1000))])
def test_the_branch_and_bound_with_aligned_blocks_contains_the_exact_scan(N, q, lam):
    """e^ε = 1 + 4/√N (rounded): blocks are pruned by the aligned bound (search.aligned > 0), and the enclosure
    still contains δ by the exact scan over every m; with the blanket alone it does too."""
    from krverify.model.hockey_stick import hockey_stick_delta
    from krverify.model.max_delta import max_delta

    exact = hockey_stick_delta(N, q, 1, lam, scan_limit=N)
    assert exact.delta_lower == exact.delta_upper
    with_aligned = max_delta(N, 1, q, lam)
    assert with_aligned.aligned > 0 and with_aligned.converged
    assert with_aligned.delta_lower <= exact.delta_upper <= with_aligned.delta_upper
    assert "aligned bound" in with_aligned.rests_on
    blanket = max_delta(N, 1, q, lam, aligned=False)
    assert blanket.aligned == 0 and blanket.delta_lower <= exact.delta_upper <= blanket.delta_upper


@pytest.mark.slow  # ~10 s: the exact δ_m of all 601 collections of N = 600 (smaller blocks run in the default suite)
def test_both_block_bounds_side_by_side_hold_the_exact_block_maximum():
    """max_delta.block_bounds (the benchmark's comparison): Proposition 3's and Proposition 4's bounds on the blocks
    [0, 299] and [300, 599] of N = 600, q = 1/4, e^ε = 1163/1000, against the exact δ_m of every m in them."""
    from krverify.model.max_delta import block_bounds

    N, k, q, lam = 600, 1, F(1, 4), F(1163, 1000)
    deltas = [max([F(0)] + [F(int(v.p), int(v.q)) for v in row]) for row in _exact_h(N, k, q, lam)]
    for a, b in [(0, 299), (300, 599)]:
        blanket, aligned_bound = block_bounds(N, k, q, lam, a, b)
        assert blanket >= max(deltas[a:b + 1])
        assert aligned_bound is None or aligned_bound >= max(deltas[a:b + 1])


# --------------------------------------------------------------------------- issue 42: bounds from the law's tail


def _exact_difference(E: fmpq_poly, order: int) -> list[F]:
    return [abs(F(int(c.p), int(c.q))) for c in (E * fmpq_poly([1, -1]) ** order).coeffs()]


TILTS = (F(1), F(1, 3), F(3, 4), F(19, 20), F(21, 20), F(3, 2))


@pytest.mark.parametrize("order", [5, 6, 11, 12, 13])
def test_the_tilted_difference_bound_covers_every_exact_difference(order):
    """|Δ^n E(s)| <= E(r) r^(-s) T at every s and for every tilt r, E = Bin(25, 3/4) * Bin(31, 1/4) exactly (the
    law of the other 59 records with 25 ones and three q-reports removed, which contains Bin(20, p) and Bin(30, q))."""
    q = F(1, 4)
    N, ones, removed = 60, 25, 3
    E = _poly(q, 1 - q) ** ones * _poly(1 - q, q) ** (N - 1 - ones - removed)
    exact = _exact_difference(E, order)
    for r in TILTS:
        for s, value in enumerate(exact):
            assert value <= aligned.tail_difference_bound(order, N, 1, q, ones, removed, s, s, 20, 30, (r,)), (r, s)
    # in the left tail the saddle-point tilt is far sharper than the uniform bound
    tilted = aligned.tail_difference_bound(order, N, 1, q, ones, removed, 4, 4, 20, 30,
                                           tuple(F(i, 20) for i in range(1, 20)))
    assert exact[4] <= tilted < aligned.tail_difference_bound(order, N, 1, q, ones, removed, 4, 4, 20, 30) / 10**6


@pytest.mark.parametrize("plant", [False, True])
def test_a_tilt_without_its_step_term_is_caught(monkeypatch, plant):
    """E = Bin(120, 3/4) * Bin(150, 1/4), n = 2, r = 1/3: the bound covers every exact |Δ²E(s)|; planted, the
    tilted factors without |1 - r| (abs replaced by 0 in the module) fall below it somewhere in the tail."""
    q, r = F(1, 4), F(1, 3)
    exact = _exact_difference(_poly(q, 1 - q) ** 120 * _poly(1 - q, q) ** 150, 2)
    if plant:
        monkeypatch.setattr(aligned, "abs", lambda value: 0, raising=False)
    aligned._tilted_difference_bound.cache_clear()  # computed anew, with or without the plant
    failures = sum(value > aligned.tail_difference_bound(2, 271, 1, q, 120, 0, s, s, 96, 120, (r,))
                   for s, value in enumerate(exact))
    aligned._tilted_difference_bound.cache_clear()
    assert (failures > 0) == plant


def _largest_fourth(N: int, k: int, q: F, lam: F, a: int, b: int, r: int, t: int, extra: int = 0,
                    drift_error: int = 0) -> F:
    """max over 2 <= j <= I - 2 of the exact |Δ⁴G_j(t)| in the class of r (of the increments, with extra = 1)."""
    G = _g(_exact_h(N, k, q, lam), lam)
    V, D = aligned.period_and_drift(q, k)
    D += drift_error
    steps = (b - r) // V

    def g(i: int, u: int) -> F:
        value = G(r + i * V, u + i * D)
        return value - G(r + i * V, u - 1 + i * D) if extra else value
    return max(abs(sum((-1) ** (4 - u) * comb(4, u) * g(j - 2 + u, t) for u in range(5))) for j in range(2, steps - 1))


@pytest.mark.parametrize("N, q, k, lam, extra", [(*POINTWISE_CASES[0], 0), (*POINTWISE_CASES[2], 1),
                                                 pytest.param(*POINTWISE_CASES[1], 0, marks=pytest.mark.slow),
                                                 pytest.param(*POINTWISE_CASES[1], 1, marks=pytest.mark.slow)])
def test_the_fourth_difference_profile_covers_the_exact_differences_at_every_t(N, q, k, lam, extra):
    """M₄(t) from the law's tail (:func:`fourth_profile`) against the exact largest |Δ⁴G_j(t)| of every class of a
    wide block, t by t over every outcome (and for the increments G_j(t) - G_j(t - 1))."""
    a, b = N // 12, N - 1 - N // 6
    V, _ = aligned.period_and_drift(q, k)
    first, last = -2, k * N + 2
    for r in range(a, min(a + V, b + 1)):
        profile = aligned.fourth_profile(N, k, q, lam, a, b, r, first, last, extra)
        for index, t in enumerate(range(first, last + 1)):
            assert _largest_fourth(N, k, q, lam, a, b, r, t, extra) <= profile[index], (r, t)


def test_a_shifted_alignment_exceeds_the_fourth_difference_profile():
    """Planted: the drift D + 1 at q = 1/4, N = 300, the block [0, 150]: the exact fourth differences exceed the
    profile at some t."""
    N, q, k, lam = 300, F(1, 4), 1, F(6, 5)
    profile = aligned.fourth_profile(N, k, q, lam, 0, 150, 0, 0, k * N)
    assert any(_largest_fourth(N, k, q, lam, 0, 150, 0, t, drift_error=1) > profile[t] for t in range(0, k * N, 7))


def _argmax(G, m: int, top: int) -> int:
    return max(range(-1, top + 2), key=lambda t: G(m, t))


@pytest.mark.parametrize("q, k, lam", ALIGNED_CASES)
def test_the_narrow_window_bound_is_never_below_the_exact_block_maximum(monkeypatch, q, k, lam):
    """The window of a few outcomes around each class's maximum, kept only where every member provably rises into
    it and falls out of it (:func:`monotone_edges`): the block bound is never below the exact largest δ_m, with
    centres at the true maximum, off by a few outcomes, and far off (the edges then fail and the wide window is
    used)."""
    V, _ = aligned.period_and_drift(q, k)
    N = 7 * V + 10
    H = _exact_h(N, k, q, lam)
    G, h_values = _g(H, lam), _h_values(H, lam)
    deltas = [max([F(0)] + [F(int(v.p), int(v.q)) for v in row]) for row in H]
    wide = (k * N + 4, k * N + 4)
    edges = aligned.monotone_edges
    held = []
    monkeypatch.setattr(aligned, "monotone_edges", lambda *args: held.append(edges(*args)) or held[-1])
    for shift in (0, 2, -3, 3 * N):
        def centre(r: int, shift: int = shift) -> float:
            return _argmax(G, r, k * N) + shift
        for a in range(0, N, 3 if V < 5 else 7):
            for b in range(a, N, 2):
                bound = aligned.aligned_block_bound(N, k, q, lam, a, b, h_values, SCALE, wide, centre=centre,
                                                    half_width=2)
                assert bound >= max(deltas[a:b + 1]), (shift, a, b)
    assert not all(held)  # refused where they are off
    assert any(held) or max(deltas) == 0  # and kept where they are on (δ = 0 has no maximum to rise into)


def test_edges_taken_on_trust_are_caught(monkeypatch):
    """Planted: monotone_edges always True, with the window two outcomes off the maximum: the block bound falls
    below the exact largest δ_m somewhere."""
    q, k, lam = F(1, 4), 1, F(11, 10)
    V, _ = aligned.period_and_drift(q, k)
    N = 7 * V + 10
    H = _exact_h(N, k, q, lam)
    G, h_values = _g(H, lam), _h_values(H, lam)
    deltas = [max([F(0)] + [F(int(v.p), int(v.q)) for v in row]) for row in H]
    monkeypatch.setattr(aligned, "monotone_edges", lambda *args: True)
    missed = [(a, b) for a in range(0, N, 3) for b in range(a, N, 2)
              if aligned.aligned_block_bound(N, k, q, lam, a, b, h_values, SCALE, (k * N, k * N),
                                             centre=lambda r: _argmax(G, r, k * N) + 6, half_width=2)
              < max(deltas[a:b + 1])]
    assert missed
