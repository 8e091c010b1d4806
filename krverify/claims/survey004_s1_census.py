"""004_3b24c074030182c5.txt (a survey of differential privacy), §1.3.1: the reconstruction attack on the 2010 US Census
(Table 1 and the counting argument after it).

Ages are non-negative integers in 0..125 (both inclusive), as line 121 assumes; equal ages are not excluded.  A
group's printed mean is right when the exact mean rounds to it at its printed precision (one decimal: 36.7 is a sum
of 110 over three people).  Table 1 has seven people; the race counts 4 + 3 = 7 make every person Black or white,
and the sex counts 4 + 3 = 7 every person female or male.  Married persons are 15 or over (the table's note).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement

from krverify.claims._claim import Evaluation, equal, weakest
from krverify.claims._domain import Domain, at, each, ints
from krverify.claims._registry import Document

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
AGES = range(126)  # 0..125, both inclusive (line 121)


def _median(ages: tuple[int, ...]) -> Fraction:
    s = sorted(ages)
    n = len(s)
    return F(s[n // 2]) if n % 2 else F(s[n // 2 - 1] + s[n // 2], 2)


def _rounds_to(value: Fraction, printed: Fraction) -> bool:
    """value rounds to the printed number at one decimal (nearest; |value - printed| < 1/20, or = 1/20 upward)."""
    return printed - F(1, 20) <= value < printed + F(1, 20)


def _stat(ages: tuple[int, ...], count: int, median: Fraction, mean: Fraction) -> bool:
    return len(ages) == count and _median(ages) == median and _rounds_to(F(sum(ages), count), mean)


@cache
def _triples_2b() -> tuple[tuple[int, ...], ...]:
    return tuple(t for t in combinations_with_replacement(AGES, 3) if t[1] == 30 and sum(t) == 132)


def male_triples() -> Iterator[tuple[int, ...]]:
    """Statistic 2B: every multiset of three ages in 0..125 with median 30 and mean 44."""
    return iter(_triples_2b())


@cache
def multisets(size: int) -> int:
    """The multisets of ``size`` ages in 0..125, counted one by one."""
    return sum(1 for _ in combinations_with_replacement(AGES, size))


@cache
def reconstructions() -> list[tuple[tuple[int, ...], int, tuple[int, ...], int]]:
    """Every (Black female ages, Black male age, white male ages, white female age) that Table 1's published rows
    allow, with some four of the seven people aged 15 or over as the married adults (3B): brute force over
    statistic 4A's triples, 2B's triples, which male is Black, and the white female's age in 0..125."""
    found = []
    triples = [t for t in combinations_with_replacement(AGES, 3) if 100 <= sum(t) <= 140]  # means near 36.7, 44
    females_4a = [t for t in triples if _stat(t, 3, F(36), F(367, 10))]
    males = [t for t in triples if _stat(t, 3, F(30), F(44))]
    for bf in females_4a:
        for wf in AGES:
            if not _stat((*bf, wf), 4, F(30), F(335, 10)):
                continue
            for m in males:
                for k in set(m):
                    wm = list(m)
                    wm.remove(k)
                    everyone = (*bf, wf, *m)
                    if not (_stat((*bf, k), 4, F(51), F(485, 10)) and _stat((*wm, wf), 3, F(24), F(24))
                            and _stat(everyone, 7, F(30), F(38))):
                        continue
                    adults = [a for a in everyone if a >= 15]
                    if any(_stat(c, 4, F(51), F(54)) for c in combinations(adults, 4)):
                        found.append((bf, k, tuple(wm), wf))
    return found


with SURVEY.section("1.3.1"):

    @SURVEY.claim(
        "census-table-1-reconstruction",
        label="Table 1",
        kind="identity",
        statement=r"after determining enough constraints, we can deduce conclusively as to what someone's microdata "
        r"might be [...] let us take the published data of a fictional block [...] (Table 1: 1A total population 7, "
        r"30, 38; 2A female 4, 30, 33.5; 2B male 3, 30, 44; 2C black 4, 51, 48.5; 2D white 3, 24, 24; 3B married "
        r"adults 4, 51, 54; 4A black female 3, 36, 36.7; the other rows (D))",
        hypotheses="ages integers in 0..125; every person Black or white and female or male (the counts add up to "
        "7); married persons 15 or over; every mean read at one decimal, the precision of 33.5, 48.5 and 36.7 (so "
        "the integer means are exact, as the text's 3 x 44 - 30 uses them; 36.7 is a sum of 110); "
        "'deduce conclusively': exactly one assignment of ages to the seven people fits every published row",
        domain=at(rows="Table 1's published rows"),
    )
    def census_table(rows: str) -> Evaluation:
        found = reconstructions()
        return equal(len(found), 1, detail=f"reconstructions {found}")

    @SURVEY.claim(
        "census-two-person-mean",
        label="if two people lived in an area",
        kind="identity",
        statement=r"if two people lived in an area and the mean of the value of the age living in said area was "
        r"published, one of them, knowing their own age of course, could easily calculate that for the other person",
        hypotheses="the other's age is 2·mean - own age",
        domain=Domain.of(ints("own", 0, 125), each("other", lambda: range(0, 126, 5), "other in 0..125 in steps of 5")),
    )
    def census_two(own: int, other: int) -> Evaluation:
        mean = F(own + other, 2)
        return equal(2 * mean - own, other)

    SURVEY.printed_number(
        "census-asian-woman", label="only one Asian woman",
        statement=r"if two Asian men and three Asian people lived in a block, then it is a straightforward inference "
        r"that there is only one Asian woman in that block",
        hypotheses="every person a man or a woman",
        point={"people": 3, "men": 2}, value=lambda people, men: people - men, printed=1, rounding=lambda v: v)

    SURVEY.printed_number(
        "census-binomial-125-3", label="statistic 2B",
        statement=r"$\binom{125}{3} = 317750$",
        point={"n": 125, "k": 3}, value=lambda n, k: n * (n - 1) * (n - 2) // 6, printed=317750,
        rounding=lambda v: v)

    SURVEY.claim(
        "census-2b-unconstrained-count",
        label="statistic 2B",
        kind="identity",
        statement=r"Without the information about the mean and median ages, we would have $\binom{125}{3} = 317750$ "
        r"many possible age values for the males",
        hypotheses="three males, ages integers in 0..125 (both inclusive, line 121), equal ages allowed: the possible "
        "age values are the multisets of three ages",
        domain=at(males=3),
        finding="There are C(128, 3) = 341376 multisets of three ages in 0..125; C(125, 3) counts three distinct "
        "ages from 125 values only.",
        correction=SURVEY.correction(
            "census-2b-unconstrained-count.corrected",
            label="statistic 2B",
            kind="identity",
            statement=r"Without the information about the mean and median ages, we would have $\binom{128}{3} = "
            r"341376$ many possible age values for the males",
            hypotheses="multisets of three ages in 0..125",
        )(lambda males: equal(multisets(males), 341376)),
    )(lambda males: equal(multisets(males), 317750,
                          detail="multisets of three ages in 0..125, counted one by one"))

    SURVEY.claim(
        "census-2b-30-combinations",
        label="30 combinations",
        kind="identity",
        statement=r"with the information about the values of measures of central tendency of the ages, we can "
        r"narrow that down to merely 30 combinations",
        hypotheses="three males with median age 30 and mean age 44, ages integers in 0..125, equal ages allowed",
        domain=at(males=3),
        finding="The multisets (a, 30, 102 - a), a = 0..30, are 31, not 30: (30, 30, 72) has median 30 and mean 44 "
        "too; 30 is the count when the three ages must be distinct.",
        correction=SURVEY.correction(
            "census-2b-30-combinations.corrected",
            label="30 combinations",
            kind="identity",
            statement=r"we can narrow that down to merely 31 combinations (30 if the three ages are distinct)",
            hypotheses="multisets of three ages in 0..125 with median 30 and mean 44; and those of distinct ages",
        )(lambda males: weakest([equal(sum(1 for _ in male_triples()), 31),
                                 equal(sum(1 for t in male_triples() if len(set(t)) == 3), 30,
                                       detail="distinct ages")])),
    )(lambda males: equal(sum(1 for _ in male_triples()), 30, detail="multisets (a, 30, c), a <= 30 <= c, a + c = 102"))

    TRIPLES = Domain.of(each("ages", male_triples, "every multiset of three ages in 0..125 with median 30 and mean "
                             "44 (statistic 2B)"), whole=True)

    @SURVEY.claim(
        "census-2b-median-member",
        label="statistic 2B",
        kind="identity",
        statement=r"one person has the age 30, the median age, trivially",
        hypotheses="three ages (an odd count: the median is the middle one)",
        domain=TRIPLES,
    )
    def census_median(ages: tuple[int, int, int]) -> Evaluation:
        return equal(int(30 in ages), 1, detail=f"ages {ages}")

    SURVEY.chain(
        "census-2b-mean-51",
        label="statistic 2B",
        statement=r"the other two males have a mean age of $\frac{1}{2}(3 \times 44 - 30) = \frac{1}{2}(102) = 51$",
        domain=at(count=3, mean=44, median=30),
        sides=lambda p: (F(p["count"] * p["mean"] - p["median"], 2), F(102, 2), F(51)),
    )

    @SURVEY.claim(
        "census-2b-pair-leak",
        label="statistic 2B",
        kind="identity",
        statement=r"this suffices to have one of those other two males being able to calculate the other male's age",
        hypotheses="the two males other than the median one: each age determines the other (their sum is 102)",
        domain=TRIPLES,
    )
    def census_pair(ages: tuple[int, int, int]) -> Evaluation:
        rest = list(ages)
        rest.remove(30)
        # every 2B triple with the same first other age has the same second one
        partners = {t[2] if t[0] == rest[0] else t[0] for t in male_triples() if rest[0] in (t[0], t[2])}
        return weakest([equal(len(partners), 1, detail=f"partners of {rest[0]}: {partners}"),
                        equal(rest[1], 102 - rest[0])])

    SURVEY.not_checkable(
        "census-np-hard", label="NP hard",
        statement=r"even if solving such a system of constraints is NP hard in general there exist efficient solvers "
        r"for such problems viz. SAT solvers",
        reason="a remark on computational complexity and on solvers in practice, without a finite statement")
    SURVEY.not_checkable(
        "census-46-71-percent", label="46%",
        statement=r"this reconstruction attack succeeded in reconstructing the microdata precisely for 46% of the "
        r"American population, and allowing for an error to the tune of $\pm 1$ year in the age attribute, for an "
        r"astounding 71% of the American census respondents",
        reason="empirical figures of the Census Bureau's experiment (Garfinkel et al. [5]), cited, not derived")
