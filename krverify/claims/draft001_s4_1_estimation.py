"""001_d8c6cb5d6e66af37.txt (draft of Jan 8, 2016), §4.1 "Estimating number of single bits".

N single-bit records of which T are set; S is the number of ones reported after
randomization, so S = A_N(T) ~ Bin(T, p) + Bin(N - T, q).  The estimator is
T̄ = (S - qN)/(p - q), (4.1).  Every moment is computed from the exact pmf of S.
"""

from __future__ import annotations

from fractions import Fraction

from krverify.claims._claim import Evaluation, Point, equal
from krverify.claims._domain import Domain, ints
from krverify.claims._registry import Document
from krverify.claims._spaces import lie_probability
from krverify.claims.draft001_s2_s3_setup import COLLECTION_MEANINGLESS, INDEPENDENT_RECORDS
from krverify.model import QuadraticSurd, count_moments, generating_row

JAN = Document("001_d8c6cb5d6e66af37.txt", prefix="001")
SECTION = "4.1"
MAX_SWEEP_N = 40
MAX_SEARCH_N = 500


DOMAIN = Domain.of(ints("N", 1, MAX_SWEEP_N, search_high=MAX_SEARCH_N), lie_probability(), ints("T", 0, "N"))


#: The law of the count S = A_N(T) ~ Bin(T, p) + Bin(N - T, q) (the model: T set bits reported 1 with probability
#: p, N - T unset ones with probability q, l.95) and the printed expression pT + q(N - T).
_S_LAW = """
p = 1 - q
S = ones_law(N, T, q)
printed = p*T + q*(N - T)
"""


#: One record's report from the model (l.23-27, l.95): 1 with probability p when its bit is set (r1), q when it is
#: not (r0); m and v are the mean and variance of each report from its law.  S = A_N(T) sums N records randomized
#: independently (the reading's deviation), T of them set, so E S = T m1 + (N - T) m0 and Var S = T v1 + (N - T) v0
#: (independent summands); T̄ = (S - qN)/(p - q) (4.1) is affine in S.  (These depend on q only: computed once per
#: q in a sweep.  A sum over the whole law ones_law(N, T, q) costs 1.8 CPU-s per sum over the 4300 points.)
REPORT_MOMENTS = """
p = 1 - q
r1 = binomial_law(1, p)
r0 = binomial_law(1, q)
m1 = 0*prob(r1, 0) + 1*prob(r1, 1)
m0 = 0*prob(r0, 0) + 1*prob(r0, 1)
v1 = (0 - m1)**2*prob(r1, 0) + (1 - m1)**2*prob(r1, 1)
v0 = (0 - m0)**2*prob(r0, 0) + (1 - m0)**2*prob(r0, 1)
"""


def estimator_moments(point: Point) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    """(E S, Var S, E T̄, Var T̄) from the exact pmf of S."""
    q, n, t = point["q"], point["N"], point["T"]
    p = 1 - q
    mean, variance = count_moments(n, t, q)
    return mean, variance, (mean - q * n) / (p - q), variance / (p - q) ** 2


@JAN.correction(
    "s-expression.corrected",
    section=SECTION,
    label="§4",
    kind="identity",
    statement=r"$E[S] = p \cdot T + q \cdot (N - T)$",
    hypotheses="0 < q < 1/2; 0 <= T <= N",
    domain=DOMAIN,
    formula=_S_LAW + "sum(s*prob(S, s) for s in ints(0, N)) == printed",
)
def s_expectation(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.1, §4: the expectation of S is pT + q(N - T)."""
    moments = estimator_moments(point)
    if moments is None:
        return None
    q, n, t = point["q"], point["N"], point["T"]
    return equal(moments[0], (1 - q) * t + q * (n - t))


@JAN.claim(
    "s-expression",
    section=SECTION,
    label="§4",
    kind="identity",
    statement=r"the number of observed synthetic bits S is a random variable which we express as: "
    r"$S = p \cdot T + q \cdot (N - T)$",
    hypotheses="0 < q < 1/2; 0 <= T <= N; S the random count (l.95), so the equation says P[S = pT + q(N - T)] = 1",
    domain=DOMAIN,
    finding="S is random (Var S = Npq > 0) and pT + q(N - T) is usually not even an integer; "
    "the displayed equation holds for the expectation E[S], not for S.",
    correction=s_expectation,
    formula=_S_LAW + "(prob(S, printed) if integer(printed) else 0) == 1",
)
def s_expression(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.1, §4 (unnumbered): S = p T + q (N - T)."""
    q, n, t = point["q"], point["N"], point["T"]
    value = (1 - q) * t + q * (n - t)
    pmf = generating_row(n, t, q)
    mass = pmf[value.numerator] if value.denominator == 1 else Fraction(0)
    return Evaluation(mass, "==", 1, detail=f"P[S = {value}] = {mass}")


JAN.definition(
    "eq-4.1",
    section=SECTION,
    label="(4.1)",
    statement=r"$\bar{T} = \frac{S - qN}{p - q}$",
)


@JAN.claim(
    "eq-4.2",
    section=SECTION,
    label="(4.2)",
    kind="identity",
    statement=r"$E(\bar{T}) = T$",
    hypotheses="0 < q < 1/2; 0 <= T <= N",
    domain=DOMAIN,
    reading="as read",
    deviations=(INDEPENDENT_RECORDS,),
    meaningless=COLLECTION_MEANINGLESS,
    # the model's mean of the estimator against the printed T
    formula=REPORT_MOMENTS + "(T*m1 + (N - T)*m0 - q*N)/(p - q) == T",
)
def eq_4_2(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.1, (4.2): the estimator is unbiased."""
    moments = estimator_moments(point)
    return None if moments is None else equal(moments[2], point["T"])


@JAN.claim(
    "eq-4.3",
    section=SECTION,
    label="(4.3)",
    kind="identity",
    statement=r"$VAR(\bar{T}) = \frac{qpN}{(p - q)^2}$",
    hypotheses="0 < q < 1/2; 0 <= T <= N",
    domain=DOMAIN,
    reading="as read",
    deviations=(INDEPENDENT_RECORDS,),
    meaningless=COLLECTION_MEANINGLESS,
    # the model's variance of the estimator against the printed qpN/(p - q)^2
    formula=REPORT_MOMENTS + "(T*v1 + (N - T)*v0)/(p - q)**2 == q*p*N/(p - q)**2",
)
def eq_4_3(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.1, (4.3): the variance of the estimator."""
    moments = estimator_moments(point)
    if moments is None:
        return None
    q, n = point["q"], point["N"]
    p = 1 - q
    return equal(moments[3], q * p * n / (p - q) ** 2)


@JAN.claim(
    "eq-4.4",
    section=SECTION,
    label="(4.4)",
    kind="identity",
    statement=r"$\sigma(\bar{T}) = \sqrt{\frac{qpN}{(p - q)^2}}$",
    hypotheses="0 < q < 1/2; 0 <= T <= N",
    domain=DOMAIN,
    reading="as read",
    deviations=(INDEPENDENT_RECORDS,),
    meaningless=COLLECTION_MEANINGLESS,
    # the model's deviation (the root of its variance, a surd) against the printed root
    formula=REPORT_MOMENTS + "sqrt((T*v1 + (N - T)*v0)/(p - q)**2) == sqrt(q*p*N/(p - q)**2)",
)
def eq_4_4(point: Point) -> Evaluation | None:
    """001_d8c6cb5d6e66af37.txt §4.1, (4.4): the deviation of the estimator, in Q(√(qpN))."""
    moments = estimator_moments(point)
    if moments is None:
        return None
    q, n = point["q"], point["N"]
    p = 1 - q
    return equal(QuadraticSurd.sqrt(moments[3]), QuadraticSurd.sqrt(q * p * n / (p - q) ** 2))
