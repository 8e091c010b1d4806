"""004 §5-§6, issue 38's confirming re-read (readings38c/read_004C.md): the literal texts it found undecided are
decided.
Expected values are hand derivations (in the comments) or mpmath at 50 digits; each new independent formula is shown
to reject a planted fault."""

from fractions import Fraction as F
from math import comb

import mpmath

from krverify import get_claim
from tests.claims._recorded import recorded
from tests.claims._rederive import formula_rederives


def test_theorem_6_11_some_beta_is_vacuous_and_every_beta_fails():
    # By hand: at β = 1 the printed right side 1 - β is 0 and log(1/β) = 0, so 'Pr[...] >= 1 - β' is 'Pr >= 0'.  The
    # 'every β' reading stays refuted (Theorem 6.11 at |Q| = 3, α = 1/4, x = (100, 0), ε = 1/2, β = 1/10: ≈ 0.831).
    claim = get_claim("004.theorem-6.11-some-beta")
    assert claim.reading == "literal" and "l.1273" in claim.hypotheses
    evaluation = claim.evaluate({"|Q|": 3, "m": 5, "x": (20, 0), "eps": F(2)})
    assert evaluation.holds and evaluation.rhs == 0
    assert recorded(claim.id).verdict == "verified"
    for as_read in ("004.theorem-6.11", "004.theorem-6.11-printed-range"):
        assert any("004.theorem-6.11-some-beta" in d.text for d in get_claim(as_read).own_deviations)
        assert recorded(as_read).verdict == "refuted"


def test_theorem_6_10_printed_lines_hold_where_m_is_whole():
    # By hand, |Q| = 4, m = 8, x = (1, 1), α² = ln 4/8 ≈ 0.1733 (α ≈ 0.4163); y = (a, 8 - a), a ~ Bin(8, 1/2).
    # q = (1, 0): |a/8 - 1/2| > α iff |a - 4| > 3.33, i.e. a in {0, 8}: 2/256 = 1/128; q = (0, 1) the same event;
    # q = (1/2, 1), (1, 1/2): |a - 4|/16 <= 1/4 < α, never.  So Pr[max > α] = 1/128 <= 2|Q|e^(-2 ln 4) = 1/2.
    assert 0.41 < mpmath.sqrt(mpmath.log(4) / 8) < 0.42
    claim = get_claim("004.theorem-6.10-bound-printed-range")
    evaluation = claim.evaluate({"|Q|": 4, "m": 8, "x": (1, 1)})
    assert evaluation.holds and (evaluation.lhs, evaluation.rhs) == (F(1, 128), F(1, 2))
    assert recorded(claim.id).verdict == "verified"
    assert get_claim("004.theorem-6.10-bound").literal == claim.id
    assert recorded("004.theorem-6.10-bound").verdict == "refuted"  # 2|Q|/|Q|² at |Q| = 1


def test_theorem_6_11_range_as_printed_fails_in_every_base(monkeypatch):
    # By hand: |χ| = 2, |Q| = 2, α = 1/4: in base 2 the size is 16 log_2 2 = 16, |R| = C(17, 16) = 17 against 2^16;
    # in bases e and 10, 16 ln 2 and 16 log_10 2 are irrational, R is empty: 0 against 2^(...) > 0.
    # |χ| = 2, |Q| = 3, α = 1/2 (the reader's point): 4 log 3 is irrational in bases 2, e, 10, R empty in each.
    # |χ| = 2, |Q| = 2, α = 1: base 2 size 1, |R| = 2 = 2^1 (the printed identity holds there).
    assert comb(17, 16) == 17 != 2**16
    claim = get_claim("004.theorem-6.11-range-printed")
    assert not claim.evaluate({"chi": 2, "|Q|": 2, "alpha": F(1, 4)}).holds
    assert not claim.evaluate({"chi": 2, "|Q|": 3, "alpha": F(1, 2)}).holds
    assert claim.evaluate({"chi": 2, "|Q|": 2, "alpha": F(1)}).holds
    assert recorded(claim.id).evidence["counterexample"] == {"chi": 2, "|Q|": 2, "alpha": "1/4"}
    assert get_claim("004.theorem-6.11-range").literal == claim.id
    formula_rederives("004.theorem-6.11-range-printed", monkeypatch, lambda w: (F(1), "==", F(1)))


def test_sparse_noise_is_theta_log_k_at_fixed_parameters():
    # By hand: δ = 0, c = 1, β = 1/10, ε = 1: α(k) = 8(ln k + ln 20), α(k)/ln k = 8(1 + ln 20/ln k), between 8 and
    # 8(1 + ln 20/ln 2) ≈ 42.6 for every k >= 2 (mpmath at three k).
    for k in (2, 10**3, 10**12):
        ratio = 8 * (mpmath.log(k) + mpmath.log(20)) / mpmath.log(k)
        assert 8 <= ratio <= 8 * (1 + mpmath.log(20) / mpmath.log(2))
    claim = get_claim("004.sparse-noise-rates-theta")
    assert claim.evaluate({"c": 1, "beta": F(1, 10), "L": F(0), "eps": F(1)}).holds
    assert recorded(claim.id).verdict == "verified"
    assert get_claim("004.sparse-noise-rates").literal == claim.id


def test_smalldb_noise_over_log_k_tends_to_zero(monkeypatch):
    # By hand: b(k)/ln k = ((16 ln 2 ln k + 4 ln 10)/ln³k)^(1/3) at |χ| = 2, β = 1/10, ε||x||_1 = 1: ≈ 0.56 at
    # k = 4096, ≈ 0.0225 at k = e^1000 (mpmath), decreasing to 0: no c > 0 bounds it below.
    def ratio(ln_k):
        return mpmath.cbrt((16 * mpmath.log(2) * ln_k + 4 * mpmath.log(10)) / ln_k**3)
    assert ratio(mpmath.log(4096)) > ratio(mpmath.mpf(1000)) > ratio(mpmath.mpf(10**6))
    assert ratio(mpmath.mpf(1000)) < mpmath.mpf("0.03")
    claim = get_claim("004.smalldb-log-k-theta")
    assert claim.reading == "literal" and not claim.evaluate({"chi": 2, "beta": F(1, 10), "eps_n": F(1)}).holds
    assert recorded(claim.id).verdict == "refuted"
    assert get_claim("004.smalldb-log-k").literal == claim.id
    formula_rederives("004.smalldb-log-k-theta", monkeypatch, lambda w: (F(1, 1000), ">", F(0)))


def test_theorem_6_12_threshold_is_not_the_printed_cube_root(monkeypatch):
    # By hand (the reader's family with rational logs): L = 1, lb = 1, α = 2 make ε||x||_1 = (16 + 16)/8 = 4 the value
    # at which α = 4(4L/α² + lb)/(ε||x||_1) = 4·2/4 = 2; the threshold is 2, cubed 8, against (16 + 4)/4 = 5.
    # The sweep's first point: L = lb = 1/10, α = 1/4, ε||x||_1 = (8/5 + 1/40)·64 = 104: 1/64 against 2/104 = 1/52.
    # At α = 1 (or lb = 0) the two agree: α³ - C³ = 4 lb (α² - 1)/(ε||x||_1).
    claim = get_claim("004.theorem-6.12-threshold")
    evaluation = claim.evaluate({"L": F(1), "lb": F(1), "alpha": F(2), "eps_n": F(4)})
    assert not evaluation.holds and (evaluation.lhs, evaluation.rhs) == (8, 5)
    assert claim.evaluate({"L": F(1), "lb": F(1), "alpha": F(1), "eps_n": F(20)}).holds
    assert claim.correction.evaluate({"L": F(1), "lb": F(1), "alpha": F(2), "eps_n": F(4)}).holds
    decision = recorded(claim.id)
    assert decision.verdict == "refuted" and decision.correction.verdict == "verified"
    assert (decision.evidence["lhs"], decision.evidence["rhs"]) == ("1/64", "1/52")
    assert claim.literal == "004.theorem-6.12-cube-root"
    formula_rederives("004.theorem-6.12-threshold", monkeypatch, lambda w: (F(1), "==", F(1)))
