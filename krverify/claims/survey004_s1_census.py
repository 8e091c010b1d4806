"""004_3b24c074030182c5.txt (a survey of differential privacy), §1.3.1: the reconstruction attack on the 2010 US Census
(Table 1 and the counting argument after it).

Ages are 0, 1, ..., 125, as line 121 assumes.  Table 1 does not say whether its means are exact or rounded: the
reconstruction is decided both ways (a disputed reading), with exact means (then 4A's 36.7, a sum of 110.1 over three
people, fits no ages) and with each mean rounded to its printed precision: 38, 44, 24 and 54 at whole years, 33.5, 48.5
and 36.7 at one decimal (36.7 a sum of 110).  Statistic 2B's records use the exact mean 44, as l.123 computes with
it.  Table 1 has seven people; the race counts 4 + 3 = 7 make every person Black or white, and the sex counts
4 + 3 = 7 every person female or male.  Married persons are 15 or over (the table's note).
Whether two people's ages may be equal the text does not say: real ages may, but its counts C(·, 3) and
"combinations" presuppose distinct ages; the count of statistic 2B's combinations is decided both ways (a disputed
reading), the unconstrained count under either.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement

from krverify.claims._claim import Evaluation, equal, weakest
from krverify.claims._domain import Domain, among, at, each, ints
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document

SURVEY = Document("004_3b24c074030182c5.txt", prefix="004")
F = Fraction
AGES = range(126)  # 0..125, both inclusive (line 121)


def _median(ages: tuple[int, ...]) -> Fraction:
    s = sorted(ages)
    n = len(s)
    return F(s[n // 2]) if n % 2 else F(s[n // 2 - 1] + s[n // 2], 2)


def _rounds_to(value: Fraction, printed: Fraction) -> bool:
    """value rounds to the printed number at its printed precision (nearest; half a unit of the last printed digit
    below, exclusive above): whole years for an integer, one decimal for 33.5, 48.5 and 36.7."""
    half = F(1, 2) if printed.denominator == 1 else F(1, 20)
    return printed - half <= value < printed + half


def _stat(ages: tuple[int, ...], count: int, median: Fraction, mean: Fraction, exact: bool = False) -> bool:
    """The row's count, median and mean; the mean exact (``exact``) or at its printed precision."""
    average = F(sum(ages), count) if len(ages) == count else None
    return len(ages) == count and _median(ages) == median and \
        (average == mean if exact else _rounds_to(average, mean))


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


def _with_median(m: int) -> list[tuple[int, int, int]]:
    """Every multiset of three ages in 0..125 whose middle age is m."""
    return [(a, m, c) for a in range(m + 1) for c in range(m, 126)]


@cache
def reconstructions(exact: bool = False) -> list[tuple[tuple[int, ...], int, tuple[int, ...], int]]:
    """Every (Black female ages, Black male age, white male ages, white female age) that Table 1's published rows
    allow, with some four of the seven people aged 15 or over as the married adults (3B): brute force over
    statistic 4A's triples, 2B's triples, which male is Black, and the white female's age in 0..125.  A triple with
    median m is (a, m, c) with a <= m <= c, so those two lists are built from their medians (each still checked by
    ``_stat``).  With ``exact`` every mean is the exact mean, else the exact mean rounded to the printed precision."""
    found = []
    females_4a = [t for t in _with_median(36) if _stat(t, 3, F(36), F(367, 10), exact)]
    males = [t for t in _with_median(30) if _stat(t, 3, F(30), F(44), exact)]
    for bf in females_4a:
        for wf in AGES:
            if not _stat((*bf, wf), 4, F(30), F(335, 10), exact):
                continue
            for m in males:
                for k in set(m):
                    wm = list(m)
                    wm.remove(k)
                    everyone = (*bf, wf, *m)
                    if not (_stat((*bf, k), 4, F(51), F(485, 10), exact) and _stat((*wm, wf), 3, F(24), F(24), exact)
                            and _stat(everyone, 7, F(30), F(38), exact)):
                        continue
                    adults = [a for a in everyone if a >= 15]
                    if any(_stat(c, 4, F(51), F(54), exact) for c in combinations(adults, 4)):
                        found.append((bf, k, tuple(wm), wf))
    return found


with SURVEY.section("1.1"):

    SURVEY.not_checkable(
        "linkage-87-percent", label="87%",
        statement=r"ZIP code, date of birth, and sex, which was a unique combination of features for about 87% of the "
        r"American population back then",
        reason="an empirical figure about the US population of the 1990s (Sweeney [1]), cited, not derived")

with SURVEY.section("1.1.1"):

    #: Tables of n people by their pseudo-identifying features, two binary features each (l.40-44).
    ANONYMITY = Domain.of(ints("k", 1, 3), ints("n", 1, 4),
                          each("table", "tuples(((0, 0), (0, 1), (1, 0), (1, 1)), n)",
                               "every table of n people's pseudo-identifiers (two binary features each)"))

    SURVEY.declare(
        "k-anonymity-prevents-linkage",
        label="would prevent an attack of the kind Sweeney mounted",
        statement=r"$k$-anonymity would prevent an attack of the kind Sweeney mounted",
        hypotheses="a k-anonymous table (l.44: every combination of pseudo-identifying features is shared by at least "
        "k individuals), k >= 1 (the text gives k no range)",
        domain=ANONYMITY,
        reading="as read",
        deviations=(Deviation("quantitative reading", "'prevent an attack of the kind Sweeney mounted' read as: "
                              "linking a named person's pseudo-identifiers (ZIP code, birth date, sex in §1.1) to "
                              "the table never singles out one record: every combination that occurs is shared by at "
                              "least 2 people", where="l.46, §1.1"),),
        meaningless="'prevent an attack of the kind' names no attack model: Sweeney's linkage is the only one the "
        "text describes",
        finding="Every table is 1-anonymous: at k = 1 a person alone with their pseudo-identifiers is singled out.",
        formula="""
        count(r) = sum(1 for u in table if u == r)
        given all(count(r) >= k for r in table)
        all(count(r) >= 2 for r in table)
        """,
        correction=SURVEY.fix(
            "k-anonymity-prevents-linkage.corrected",
            label="would prevent an attack of the kind Sweeney mounted",
            statement=r"$k$-anonymity with $k \ge 2$ prevents a linkage that singles out one record",
            hypotheses="a k-anonymous table, k >= 2",
            deviations=(Deviation("added hypothesis", "k >= 2 (the text gives k no range)", where="l.44"),),
            formula="""
            count(r) = sum(1 for u in table if u == r)
            given k >= 2
            given all(count(r) >= k for r in table)
            all(count(r) >= 2 for r in table)
            """,
        ),
    )


with SURVEY.section("1.3.1"):

    #: The seven people by their published groups, each group's ages in increasing order: (group, rank).
    PEOPLE = (("Black female", 0), ("Black female", 1), ("Black female", 2), ("Black male", 0), ("white male", 0),
              ("white male", 1), ("white female", 0))

    def _ages_of(found: tuple[tuple[int, ...], int, tuple[int, ...], int]) -> tuple[int, ...]:
        """The ages of PEOPLE in one reconstruction."""
        bf, bm, wm, wf = found
        return (*sorted(bf), bm, *sorted(wm), wf)

    TABLE_STATEMENT = (r"after determining enough constraints, we can deduce conclusively as to what someone's "
                       r"microdata might be [...] let us take the published data of a fictional block [...] (Table 1: "
                       r"1A total population 7, 30, 38; 2A female 4, 30, 33.5; 2B male 3, 30, 44; 2C black 4, 51, "
                       r"48.5; 2D white 3, 24, 24; 3B married adults 4, 51, 54; 4A black female 3, 36, 36.7; the other "
                       r"rows (D))")
    TABLE_HYPOTHESES = ("ages 0, 1, ..., 125 (l.121); every person Black or white and female or male (the counts add "
                        "up to 7); married persons 15 or over (l.105); the median of an even count the mean of the two "
                        "middle ages; the microdata is the age (l.117); 'deduce conclusively what someone's microdata "
                        "might be': some person has the same age in every assignment of ages that fits every published "
                        "row")
    MEANS_DISPUTED = ("whether Table 1's means are exact or rounded: the table does not say; l.123 computes with the "
                      "mean 44 as exact ((3 × 44 - 30)/2 = 51, as the 2B records do), but 4A's mean 36.7 is no mean of "
                      "three whole ages (a sum of 110.1), so read exactly the table fits no block")

    def _census_table(exact: bool) -> Evaluation:
        """Some person's age is the same in every reconstruction Table 1 allows: the number of such people (0 when no
        reconstruction fits) is at least 1."""
        found = reconstructions(exact)
        ages = [_ages_of(one) for one in found]
        fixed = [f"{group} {ages[0][i]}" for i, (group, _) in enumerate(PEOPLE) if len({a[i] for a in ages}) == 1] \
            if ages else []
        return Evaluation(len(fixed), ">=", 1, detail=f"ages every reconstruction gives: {', '.join(fixed) or 'none'}; "
                          f"reconstructions {found}")

    SURVEY.claim(
        "census-table-1-reconstruction",
        label="Table 1",
        statement=TABLE_STATEMENT,
        hypotheses=TABLE_HYPOTHESES + "; each printed mean the exact mean of its group (l.90-107)",
        domain=at(rows="Table 1's published rows"),
        # The model side from row 4A alone: with no fit of 4A no assignment fits the table and no age is deduced.
        # When 4A has a fit the deduced ages need every row, which this formula does not state (no value: an error).
        formula="""
        fits_4a = sum(1 for a in ints(0, 36) for c in ints(36, 125) if 10*(a + 36 + c) == 3*367)
        deduced = 0 if fits_4a == 0 else None
        deduced >= 1
        """,
        reading="literal",
        disputed=MEANS_DISPUTED,
        finding="Read with exact means Table 1 fits no block: 4A's mean 36.7 would need three whole ages summing to "
        "110.1, so nothing can be deduced; with each mean rounded to its printed precision three reconstructions fit, "
        "and six of the seven ages are the same in each.",
        correction=SURVEY.correction(
            "census-table-1-reconstruction.corrected",
            label="Table 1",
            statement=TABLE_STATEMENT + " [each mean rounded to its printed precision]",
            hypotheses=TABLE_HYPOTHESES + "; each mean at its printed precision",
            deviations=(Deviation("quantitative reading", "each printed mean is the exact mean rounded to its printed "
                                  "precision (38, 44, 24 and 54 at whole years, 33.5, 48.5 and 36.7 at one decimal; "
                                  "nearest, half a unit below inclusive): the table does not say its means are "
                                  "rounded", where="Table 1 (l.90-107)"),),
            reading="charitable",
            disputed=MEANS_DISPUTED,
        )(lambda rows: _census_table(exact=False)),
    )(lambda rows: _census_table(exact=True))

    @SURVEY.claim(
        "census-two-person-mean",
        label="if two people lived in an area",
        kind="identity",
        statement=r"if two people lived in an area and the mean of the value of the age living in said area was "
        r"published, one of them, knowing their own age of course, could easily calculate that for the other person",
        hypotheses="ages 0, 1, ..., 125 (l.121); every pair of ages (own, other): the other's age is 2·mean - own age",
        domain=at(ages="every pair of ages in 0..125"),
        # model: the published mean of the two ages, (own + other)/2; printed: 2·mean - own is the other's age, at
        # every one of the 126² pairs
        formula="all(2*((own + other)/2) - own == other for own in ints(0, 125) for other in ints(0, 125))",
    )
    def census_two(ages: str) -> Evaluation:
        """2·mean - own = other at every one of the 126² pairs of ages: the number of pairs where it fails is 0."""
        wrong = [(own, other) for own in AGES for other in AGES if 2 * F(own + other, 2) - own != other]
        return equal(len(wrong), 0, detail=f"pairs (own, other) where 2·mean - own is not the other's age: {wrong[:3]}")

    SURVEY.printed_number(
        "census-asian-woman", label="only one Asian woman",
        statement=r"if two Asian men and three Asian people lived in a block, then it is a straightforward inference "
        r"that there is only one Asian woman in that block",
        hypotheses="every person a man or a woman",
        point={"people": 3, "men": 2}, value=lambda people, men: people - men, printed=1, rounding=lambda v: v,
        # model: every person a man or a woman, so the women are the people less the men; printed: one woman
        formula="people - men == 1")

    SURVEY.not_checkable(
        "census-oldest-age", label="122",
        statement=r"the oldest concretely recorded age of any human so far is 122, and setting it at 125 leaves room "
        r"for unreported cases of ages exceeding even that",
        reason="an empirical fact about recorded human ages, cited as the reason for the bound 125, not derived")

    SURVEY.printed_number(
        "census-binomial-125-3", label="statistic 2B",
        statement=r"$\binom{125}{3} = 317750$",
        point={"n": 125, "k": 3}, value=lambda n, k: n * (n - 1) * (n - 2) // 6, printed=317750,
        rounding=lambda v: v,
        # model: the k-subsets {a < b < c} of n things (k = 3) counted by their two largest elements, each pair
        # b < c with its b choices of a; printed: 317750
        formula="sum(b for c in ints(0, n - 1) for b in ints(0, c - 1)) == 317750")

    @cache
    def distinct_sets(size: int) -> int:
        """The sets of ``size`` distinct ages in 0..125, counted one by one."""
        return sum(1 for _ in combinations(AGES, size))

    def _possible(males: int, ages: str) -> int:
        return multisets(males) if ages == "equal allowed" else distinct_sets(males)

    #: Whether the three males' ages may coincide: the text does not say, so both readings.
    EQUAL_AGES = among("ages", ("equal allowed", "distinct"), text="ages in {equal allowed (multisets), distinct} "
                       "(the text does not say whether two males may have one age)")

    #: The model side: the choices of ``males`` ages among the 126 ages 0..125, as multisets (stars and bars:
    #: C(126 + males - 1, males)) or as sets of distinct ages (C(126, males)); the fast path counts them one by one.
    POSSIBLE_AGES = ('possible = binom(126 + males - 1, males) if ages == "equal allowed" else binom(126, males)')

    SURVEY.claim(
        "census-2b-unconstrained-count",
        label="statistic 2B",
        kind="identity",
        statement=r"Without the information about the mean and median ages, we would have $\binom{125}{3} = 317750$ "
        r"many possible age values for the males",
        hypotheses="three males (l.123), ages 0, 1, ..., 125 (l.121); the possible age values counted with equal ages "
        "allowed (multisets) and with distinct ages (sets): the text does not say which, and the statement must hold "
        "under the one it means",
        domain=Domain.of(among("males", (3,)), EQUAL_AGES, whole=True),
        finding="317750 = C(125, 3) counts neither reading: three ages in 0..125 form C(128, 3) = 341376 multisets and "
        "C(126, 3) = 325500 sets of distinct ages; C(125, 3) counts three distinct ages from 125 values only.",
        correction=SURVEY.correction(
            "census-2b-unconstrained-count.corrected",
            label="statistic 2B",
            kind="identity",
            statement=r"Without the information about the mean and median ages, we would have $\binom{128}{3} = "
            r"341376$ possible age values for the males, $\binom{126}{3} = 325500$ if their ages are distinct",
            hypotheses="three ages in 0..125: multisets, and sets of distinct ages",
            formula=f"""
            {POSSIBLE_AGES}
            possible == (341376 if ages == "equal allowed" else 325500)
            """,
        )(lambda males, ages: equal(_possible(males, ages), 341376 if ages == "equal allowed" else 325500,
                                    detail=f"{ages}, counted one by one")),
        formula=f"""
        {POSSIBLE_AGES}
        possible == 317750
        """,
    )(lambda males, ages: equal(_possible(males, ages), 317750, detail=f"{ages}, counted one by one"))

    CENSUS_DISPUTED = ("whether two males may have one age: real ages may (then the multisets (a, 30, 102 - a), a = "
                       "0..30, with (30, 30, 72)), but the text counts 'combinations' with C(·, 3), which presupposes "
                       "distinct ages (then a = 0..29)")
    COMBINATIONS_STATEMENT = (r"with the information about the values of measures of central tendency of the ages, we "
                              r"can narrow that down to merely 30 combinations")

    SURVEY.claim(
        "census-2b-30-combinations",
        label="30 combinations",
        kind="identity",
        statement=COMBINATIONS_STATEMENT,
        hypotheses="three males with median age 30 and mean age 44 (l.123), ages 0, 1, ..., 125 (l.121); two of them "
        "may have one age (the ages of three people)",
        domain=at(males=3),
        reading="literal",
        disputed=CENSUS_DISPUTED,
        finding="With equal ages allowed the triples (a, 30, 102 - a), a = 0..30, are 31, not 30: (30, 30, 72) has "
        "median 30 and mean 44 too; 30 counts three distinct ages.",
        correction=SURVEY.correction(
            "census-2b-30-combinations.corrected",
            label="30 combinations",
            kind="identity",
            statement=COMBINATIONS_STATEMENT + " (three distinct ages, as the text's C(·, 3) counts them)",
            hypotheses="three distinct ages in 0..125 with median 30 and mean 44",
            reading="charitable",
            disputed=CENSUS_DISPUTED,
            formula="""
            # three distinct ages a < b < c in 0..125: the median is b = 30, the mean (a + b + c)/males
            count = sum(1 for a in ints(0, 29) for c in ints(31, 125) if (a + 30 + c) / males == 44)
            count == 30
            """,
        )(lambda males: equal(sum(1 for t in male_triples() if len(set(t)) == 3), 30, detail="distinct ages")),
        formula="""
        # three ages a <= b <= c in 0..125 (two may be equal): the median is b = 30, the mean (a + b + c)/males
        count = sum(1 for a in ints(0, 30) for c in ints(30, 125) if (a + 30 + c) / males == 44)
        count == 30
        """,
    )(lambda males: equal(sum(1 for _ in male_triples()), 30, detail="multisets (a, 30, c), a <= 30 <= c, a + c = 102"))

    #: The multisets of male_triples as data: (a, 30, c) with a <= 30 <= c and a + c = 102 (the same 31 points, order
    #: and int types).
    TRIPLES = Domain.of(each("ages", "tuple((a, 30, c) for a in ints(0, 30) for c in ints(72, 102) if a + c == 102)",
                             "every multiset of three ages in 0..125 with median 30 and mean "
                             "44 (statistic 2B)"), whole=True)

    @SURVEY.claim(
        "census-2b-median-member",
        label="statistic 2B",
        kind="identity",
        statement=r"one person has the age 30, the median age, trivially",
        hypotheses="three ages (an odd count: the median is the middle one)",
        domain=TRIPLES,
        # model: the median of three ages, the middle one of the sorted triple; printed: one person has that age, 30
        formula="""
        median = sorted(ages)[1]
        median == 30 and any(a == median for a in ages)
        """,
    )
    def census_median(ages: tuple[int, int, int]) -> Evaluation:
        return equal(int(30 in ages), 1, detail=f"ages {ages}")

    SURVEY.chain(
        "census-2b-mean-51",
        label="statistic 2B",
        statement=r"the other two males have a mean age of $\frac{1}{2}(3 \times 44 - 30) = \frac{1}{2}(102) = 51$",
        domain=at(count=3, mean=44, median=30),
        sides=lambda p: (F(p["count"] * p["mean"] - p["median"], 2), F(102, 2), F(51)),
        # model: the three ages sum to count·mean, so the other two sum to count·mean - median and their mean is
        # half of it; printed: the chain 1/2 (3·44 - 30) = 1/2 (102) = 51 (its members as printed)
        formula="(count*mean - median)/2 == 1/2*(3*44 - 30) == 1/2*102 == 51",
    )

    @SURVEY.claim(
        "census-2b-pair-leak",
        label="statistic 2B",
        kind="identity",
        statement=r"this suffices to have one of those other two males being able to calculate the other male's age",
        hypotheses="the two males other than the median one: each age determines the other (their sum is 102)",
        domain=TRIPLES,
        # model: the other two ages of the triple (the median 30 removed once), and every 2B triple holding the first
        # of them; printed: one of the two determines the other (a single partner), as 102 minus it
        formula="""
        triples = tuple((a, 30, c) for a in ints(0, 30) for c in ints(30, 125) if a + 30 + c == 132)
        rest = (ages[0], ages[2])
        partners = tuple(t[2] if t[0] == rest[0] else t[0] for t in triples if t[0] == rest[0] or t[2] == rest[0])
        len(sorted(partners)) >= 1 and all(u == partners[0] for u in partners) and rest[1] == 102 - rest[0]
        """,
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
        reason="'NP hard in general' is a statement about a family of problems of unbounded size, true and known, not "
        "a finite statement a sweep could decide: systems of census constraints ('the ages of group G sum to s', ages "
        "bounded integers) contain 1-in-3-SAT (a clause l1 + l2 + l3 = 1, a variable x + x' = 1 forcing x in {0, 1}), "
        "which is NP-complete (Schaefer 1978); 'there exist efficient solvers' has no truth value: 'efficient' means "
        "fast on instances met in practice (in the worst case it would say P = NP, which is open), and no bound is "
        "claimed")
    SURVEY.not_checkable(
        "census-46-71-percent", label="46%",
        statement=r"this reconstruction attack succeeded in reconstructing the microdata precisely for 46% of the "
        r"American population, and allowing for an error to the tune of $\pm 1$ year in the age attribute, for an "
        r"astounding 71% of the American census respondents",
        reason="empirical figures of the Census Bureau's experiment (Garfinkel et al. [5]), cited, not derived")
