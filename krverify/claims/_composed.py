"""The statements composed proofs prove, written from the printed text: what the ledger's ``composed`` field of each
record states and the kernel's composition rules (krverify/certify/composition.py) check the certificate against.

Each entry is what the record's statement says, in the kernel's vocabulary of composed statements: a family of
products of linear factors, a window statement about the coefficients of named products, a chain, or a running
sum.  Where the printed statement is a special case of what is written here (e.g. "at most the largest ratio" as
"at most every common upper bound of the ratios"), the comment says why the statement follows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields

from krverify.certify.composition import FORMS, Accumulation, Chain, Family, Pairwise, Product, Window

__all__ = ["COMPOSED", "statement_data"]

COMPOSED: dict[str, object] = {}


def _g(m: str) -> Product:
    """001 §4.2.1: G_m(x) = (q + px)^m (p + qx)^(N - m), whose x^i coefficient is a_i^m."""
    return Product((("q", "p", m), ("p", "q", f"N - ({m})")))


_PQ = {"p": "positive", "q": "positive"}
_P_ABOVE_Q = (("p - q", ">"),)  # 0 < q < 1/2 and p = 1 - q give p > q > 0
_INTERIOR = ("m - 1", "N - m - 1")  # 1 <= m <= N - 1
_THREE = {"A": _g("m - 1"), "B": _g("m"), "C": _g("m + 1")}

# 001 §4.2.1, Lemma 1: Q = a_n prod (r_i + x), r_i >= 0, a_n != 0: a_i^2 - a_(i+1) a_(i-1) >= 0 (0 outside 0..n).
COMPOSED["001.lemma-1"] = Family(alpha="nonnegative", beta="positive", scale="nonzero", property="s_0**2 - s_p1*s_m1")
# Lemma 1 in the strict form its proof asserts ((4.17), (4.27)): moreover > 0 wherever a_i != 0 (every i when every
# r_i > 0; below the number of zero roots both sides are 0).
COMPOSED["001.lemma-1.strict"] = Family(alpha="nonnegative", beta="positive", scale="nonzero",
                                        property="s_0**2 - s_p1*s_m1", relation=">")

# 001 §4.2.1, the steps of Lemma 1's proof: b_i the coefficients of the monic Q^n = prod (r_j + x), r_j >= 0.
_MONIC = {"alpha": "nonnegative", "beta": "positive", "scale": "positive"}
COMPOSED["001.eq-4.23"] = Family(**_MONIC, property="s_0**2 - s_p1*s_m1")  # b_i^2 - b_(i+1) b_(i-1) >= 0
COMPOSED["001.eq-4.24"] = Family(**_MONIC, property="s_m1**2 - s_0*s_m2")  # b_(i-1)^2 - b_i b_(i-2) >= 0
COMPOSED["001.eq-4.26.corrected"] = Family(**_MONIC, property="s_0*s_m1 - s_p1*s_m2")
COMPOSED["001.eq-4.28"] = Family(**_MONIC, property="s_0**2*s_m1**2 - s_p1*s_m1*s_0*s_m2")
COMPOSED["001.eq-4.29.corrected"] = Family(**_MONIC, property="s_0*s_m1 - s_p1*s_m2")

# (4.18)-(4.21): a_i of Q^(n+1) = Q^n (r + x) (t, with r as alpha) from b_i of Q^n (s), coefficient by coefficient.
_NEXT = {"alpha": "nonnegative", "beta": "one", "scale": "positive", "relation": "=="}
COMPOSED["001.eq-4.18"] = Family(**_NEXT, property="t_0 - (s_0*alpha + s_m1)")  # a_i = b_i r + b_(i-1)
COMPOSED["001.eq-4.19"] = Family(**_NEXT, property="t_0 - (s_0*alpha + s_m1)")
COMPOSED["001.eq-4.20"] = Family(**_NEXT, property="t_0 - (s_0*alpha + s_m1)")
COMPOSED["001.eq-4.21"] = Family(**_NEXT, property="t_0**2 - t_p1*t_m1 - ((s_0*alpha + s_m1)**2 "
                                 "- (s_p1*alpha + s_0)*(s_m1*alpha + s_m2))")

# 001 §4.2.1, (4.5) and (4.6) corrected: (a_i^m)^2 >= a_i^(m-1) a_i^(m+1), equality exactly at i = 0 and i = N.
COMPOSED["001.eq-4.5.corrected"] = Window(_THREE, "B_0**2 - A_0*C_0", "B", True, "==", _PQ, _P_ABOVE_Q, _INTERIOR,
                                          ("m", "1", "N - 1"))
COMPOSED["001.eq-4.6.corrected"] = Window(_THREE, "B_0**2 - A_0*C_0", "B", True, "==", _PQ, _P_ABOVE_Q, _INTERIOR,
                                          ("m", "1", "N - 1"))
# after (4.4), corrected: a_i^m / a_i^(m+1) >= a_i^(m-1) / a_i^m, equality exactly at i = 0 and i = N.
COMPOSED["001.ratio-after-4.4.corrected"] = Window(_THREE, "B_0/C_0 - A_0/B_0", "B", True, "==", _PQ, _P_ABOVE_Q,
                                                   _INTERIOR, ("m", "1", "N - 1"))
# after (4.15): (p^2 - q^2)^2 (b_i^2 - b_(i+1) b_(i-1)) >= 0, b_i of Q = (q + px)^(m-1) (p + qx)^(N-m-1).
COMPOSED["001.simplifies-to.nonnegative"] = Window(
    {"b": Product((("q", "p", "m - 1"), ("p", "q", "N - m - 1")))}, "(p**2 - q**2)**2*(b_0**2 - b_p1*b_m1)", None,
    False, ">=", _PQ, (), _INTERIOR)

# 001 §4.2.1, Theorem 4.1: R_i(M) = a_i^(M-1) / a_i^M (D with M set bits) is largest at M = N: R_i(N) >= R_i(M).
COMPOSED["001.theorem-4.1"] = Chain(sequences={"X": _g("m - 1"), "Y": _g("m")}, value="X_0/Y_0", parameter="m",
                                    lower="M", upper="N", low="1", index="Y")

# 001 §5.2, (5.5) corrected: b_j^m / b_j^(m+1) >= b_j^(m-1) / b_j^m, b_j^m the x^j coefficient of G_m(x)^k,
# equality exactly at j = 0 and j = kN; 1 <= m <= N - 1, k >= 1.
def _g_k(m: str) -> Product:
    """001 §5.2: G_m(x)^k = (q + px)^(km) (p + qx)^(k(N - m)), whose x^j coefficient is b_j^m."""
    return Product((("q", "p", f"k*({m})"), ("p", "q", f"k*(N - ({m}))")))


COMPOSED["001.eq-5.5.corrected"] = Window({"A": _g_k("m - 1"), "B": _g_k("m"), "C": _g_k("m + 1")},
                                          "B_0/C_0 - A_0/B_0", "B", True, "==", _PQ, _P_ABOVE_Q,
                                          (*_INTERIOR, "k - 1"), ("m", "1", "N - 1"))

# 000 §4, Lemma 4.1: (a_1 + ... + a_m)/(b_1 + ... + b_m) <= max a_i/b_i, b_i > 0.  Written for every M with
# M >= a_i/b_i (M b_i - a_i >= 0) for all i; the maximum is such an M, so the printed statement follows.
COMPOSED["000.lemma-4.1"] = Accumulation(items=("a", "b"), item_hypotheses=(("b", ">"), ("M*b - a", ">=")),
                                         sums={"A": "a", "B": "b"}, signs={}, target="M - A/B", relation=">=")

# 000 §4, Lemma 4.2 (corrected: (4.2), (4.3) read with index j): (4.1) sum a_i lam_i / sum a_i mu_i >=
# sum a'_i lam_i / sum a'_i mu_i for positive a, a', lam, mu with lam_i/mu_i >= lam_j/mu_j and a_i/a_j >= a'_i/a'_j
# whenever i < j (item i earlier: NAME_prev).
_QUADRUPLE = {"items": ("a", "ap", "lam", "mu"),
              "item_hypotheses": (("a", ">"), ("ap", ">"), ("lam", ">"), ("mu", ">")),
              "sums": {"P": "a*lam", "Q": "a*mu", "R": "ap*lam", "S": "ap*mu"}, "signs": {}, "target": "P/Q - R/S",
              "relation": ">="}
COMPOSED["000.lemma-4.2.corrected"] = Accumulation(
    **_QUADRUPLE, pair_hypotheses=(("lam_prev/mu_prev - lam/mu", ">="), ("a_prev/a - ap_prev/ap", ">=")))
# after (4.3), corrected: (4.1) with both hypotheses reversed, lam_i/mu_i <= lam_j/mu_j and a_i/a_j <= a'_i/a'_j.
COMPOSED["000.reversed-hypotheses.corrected"] = Accumulation(
    **_QUADRUPLE, pair_hypotheses=(("lam/mu - lam_prev/mu_prev", ">="), ("ap_prev/ap - a_prev/a", ">=")))
# Lemma 4.2's proof: (4.1) holds if (a_i a'_j - a_j a'_i)(lam_i mu_j - lam_j mu_i) >= 0 for all i < j.
COMPOSED["000.proof-sufficient"] = Accumulation(
    **_QUADRUPLE, pair_hypotheses=(("(a_prev*ap - a*ap_prev)*(lam_prev*mu - lam*mu_prev)", ">="),))
# Lemma 4.2's proof, last step (corrected): (4.2), (4.3) with index j imply every product >= 0.
COMPOSED["000.proof-implied.corrected"] = Pairwise(
    ("a", "ap", "lam", "mu"), _QUADRUPLE["item_hypotheses"],
    (("lam_prev/mu_prev - lam/mu", ">="), ("a_prev/a - ap_prev/ap", ">=")),
    "(a_prev*ap - a*ap_prev)*(lam_prev*mu - lam*mu_prev)", ">=")
# after (4.3), corrected: lam non-increasing and mu non-decreasing give lam_i/mu_i >= lam_j/mu_j for i < j.  The
# printed chains lam_1 >= ... >= lam_m, mu_1 <= ... <= mu_m are, by transitivity, lam_i >= lam_j, mu_i <= mu_j.
COMPOSED["000.monotone-weights.corrected"] = Pairwise(
    ("lam", "mu"), (("lam", ">"), ("mu", ">")), (("lam_prev - lam", ">="), ("mu - mu_prev", ">=")),
    "lam_prev/mu_prev - lam/mu", ">=")

# 001 §4.2.1, (4.10)-(4.12) corrected: G_(m+1), G_m, G_(m-1) are Q(x) = (q + px)^(m-1) (p + qx)^(N-m-1) times
# (q + px)^2, (q + px)(p + qx), (p + qx)^2 (coefficient by coefficient); the step-2 lines: Q as printed,
# (p + qx)^(m-1) (p + qx)^(N-m-1), times the same factors has the printed coefficients.
_Q = (("q", "p", "m - 1"), ("p", "q", "N - m - 1"))
_Q_PRINTED = (("p", "q", "m - 1"), ("p", "q", "N - m - 1"))
_FACTORS = {"4.10": ("m + 1", (("q", "p", "2"),), "b_0*q**2 + 2*q*p*b_m1 + b_m2*p**2"),
            "4.11": ("m", (("q", "p", "1"), ("p", "q", "1")), "b_0*q*p + (q**2 + p**2)*b_m1 + b_m2*q*p"),
            "4.12": ("m - 1", (("p", "q", "2"),), "b_0*p**2 + 2*q*p*b_m1 + b_m2*q**2")}
_LINES = {"4.10": "4.13", "4.11": "4.14", "4.12": "4.15"}
for _number, (_m, _factors, _coefficient) in _FACTORS.items():
    COMPOSED[f"001.eq-{_number}.corrected"] = Window(
        {"G": _g(_m), "C": Product((*_Q, *_factors))}, "G_0 - C_0", None, False, ">=", _PQ, (), _INTERIOR,
        relation="==")
    # (4.13)-(4.15), the printed coefficient lines with Q corrected: a_i^(m+1) = b_i q² + 2qp b_(i-1) + b_(i-2) p²
    # (resp. (4.14), (4.15)), b the coefficients of Q = (q + px)^(m-1) (p + qx)^(N-m-1).
    COMPOSED[f"001.eq-{_LINES[_number]}.corrected"] = Window(
        {"G": _g(_m), "b": Product(_Q)}, f"G_0 - ({_coefficient})", None, False, ">=", _PQ, (), _INTERIOR,
        relation="==")
    COMPOSED[f"001.eq-{_number}.step-2"] = Window(
        {"C": Product((*_Q_PRINTED, *_factors)), "b": Product(_Q_PRINTED)}, f"C_0 - ({_coefficient})", None, False,
        ">=", _PQ, (), _INTERIOR, relation="==")


def statement_data(spec: object) -> dict:
    """A statement as the ledger stores it (JSON: every field, tuples as lists), as certify/composition.py's
    statement_of reads it back.

    >>> statement_data(Chain({"Y": Product((("q", "p", "m"),))}, "Y_0", "m", "M", "N", "1", "Y"))["sequences"]
    {'Y': {'factors': [['q', 'p', 'm']], 'scale': '1'}}
    """
    def plain(value: object) -> object:
        if isinstance(value, Product):
            return {"factors": [list(factor) for factor in value.factors], "scale": value.scale}
        if isinstance(value, Mapping):
            return {str(key): plain(item) for key, item in value.items()}
        if isinstance(value, tuple):
            return [plain(item) for item in value]
        return value
    form = next(name for name, kind in FORMS.items() if type(spec) is kind)
    return {"form": form, **{field.name: plain(getattr(spec, field.name)) for field in fields(spec)}}
