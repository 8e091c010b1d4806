"""model/generalised_svt: Algorithm 9 with DGeo noise against a brute-force enumeration of the noise values, and the
shifted-DGeo Rényi moment against a direct sum."""

from fractions import Fraction as F
from itertools import product

from krverify.model.generalised_svt import above, dgeo_shift_moment, output_bounds, runs, stopping_moment


def _pmf(k: int, r: F) -> F:
    return (1 - r) / (1 + r) * r ** abs(k)


def test_runs_are_the_padded_vectors():
    """c = 2, k_max = 3: ⊤⊤, ⊤⊥⊤, ⊤⊥⊥, ⊥⊤⊤, ⊥⊤⊥, ⊥⊥⊤, ⊥⊥⊥ — 1 + 3 + 3 = 7 = C(3,0) + C(3,1) + C(3,2)."""
    assert len(runs(2, 3)) == 7 and (1, 0, 1) in runs(2, 3) and (1, 1) in runs(2, 3)
    assert runs(1, 2) == [(1,), (0, 1), (0, 0)]


def test_above_against_a_sum():
    r = F(1, 3)
    for t in (-3, 0, 2):
        assert abs(float(sum(_pmf(k, r) for k in range(t, 400)) - above(t, r))) < 1e-15


def test_output_law_against_brute_force():
    """Every (z, ν_1, ν_2) with |.| <= 12 enumerated: the run the algorithm prints and its probability."""
    r_rho, r_nu, queries, T, c = F(1, 3), F(1, 3), (0, 1), 0, 2
    brute: dict[tuple[int, ...], F] = {}
    for z, n1, n2 in product(range(-12, 13), repeat=3):
        answers = []
        for q, n in zip(queries, (n1, n2), strict=True):
            answers.append(int(q + n >= T + z))
            if sum(answers) == c:
                break
        key = tuple(answers)
        brute[key] = brute.get(key, F(0)) + _pmf(z, r_rho) * _pmf(n1, r_nu) * _pmf(n2, r_nu)
    law, omitted = output_bounds(queries, T, c, r_rho, r_nu)
    for run, value in law.items():
        assert abs(float(value - brute[run])) < 1e-5
        assert value <= value + omitted
    assert abs(float(sum(law.values())) - 1) < 1e-6


def test_shift_moment_and_stopping_moment():
    r = F(1, 2)
    for alpha, s in ((2, 1), (3, -2), (2, 0)):
        direct = sum(_pmf(k, r) ** alpha * _pmf(k - s, r) ** (1 - alpha) for k in range(-200, 200))
        assert abs(float(direct - dgeo_shift_moment(r, alpha, s))) < 1e-12
    # one query at 0, T = 0: E[K | z] = 1·P[⊤] + 2·P[⊥]; γ = 1 gives E[K] = 2 - P[⊤] with P[⊤] = P[ν >= ρ] = 1/2 +
    # P[ν = ρ]/2 by symmetry
    equal = sum(_pmf(k, r) ** 2 for k in range(-200, 200))
    assert abs(float(stopping_moment((0,), 0, r, r, 1) - (2 - (F(1, 2) + equal / 2)))) < 1e-6
