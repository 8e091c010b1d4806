"""The worst set of Definition 3.5: the hockey-stick value Σ_z (P(z) - λQ(z))⁺ is the largest P(S) - λQ(S) over every
set S (the reduction §3.4.3's records use for 'for all S', against the literal enumeration of the sets)."""

from fractions import Fraction as F
from itertools import product

from krverify.model.mechanisms import hockey, worst_set


def test_hockey_is_the_largest_excess_over_every_set():
    # by hand: P = (1/2, 1/2), Q = (1/4, 3/4), λ = 1: S = {0} gives 1/4, the largest (S = {0, 1} gives 0).
    assert hockey((F(1, 2), F(1, 2)), (F(1, 4), F(3, 4)), F(1)) == F(1, 4) == worst_set((F(1, 2), F(1, 2)),
                                                                                       (F(1, 4), F(3, 4)), F(1))
    pool = []
    for size in (2, 3):
        for weights in product(range(3), repeat=size):
            if sum(weights):
                pool.append(tuple(F(w, sum(weights)) for w in weights))
    for P, Q in product(pool, repeat=2):
        if len(P) != len(Q):
            continue
        for lam in (F(1), F(3, 2), F(2)):
            assert hockey(P, Q, lam) == worst_set(P, Q, lam), (P, Q, lam)


def test_a_partial_sum_is_not_the_worst_set():
    """Planted fault: the excess at the single best outcome misses the sum over several."""
    P, Q = (F(1, 2), F(1, 2), F(0)), (F(0), F(0), F(1))
    best_single = max(p - q for p, q in zip(P, Q, strict=True))
    assert best_single == F(1, 2) < worst_set(P, Q, F(1)) == hockey(P, Q, F(1)) == 1
