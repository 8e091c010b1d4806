"""The kernel's primitives refuse inputs beyond their stated limits (primitives.py's MAX_* and DGAUSS_* constants)
with one line, at once: a ledger edited to such a value gets one FAILED line from ``verify-certs``, not a hang, a
memory blow-up or a traceback."""

import json
import time
from fractions import Fraction as F

import pytest

from krverify.certify import checker, primitives
from krverify.cli import main

PLANTED = [  # (a call beyond a limit, the words of its refusal)
    (lambda: primitives.binomial_law(10**9, F(1, 3)), "binomial_law: n = 1000000000 is beyond the limit of 5000"),
    (lambda: primitives.binomial_law(10**20000, F(1, 3)), "binomial_law: n = ~2^66438"),  # no 20000-digit text
    (lambda: primitives.discrete_gaussian_moment(F(1, 3**20000), 0), "sigma_squared=~2^-31699 is outside"),
    (lambda: primitives.ones_law(10**9, 1, F(1, 4)), "ones_law: the kN reports"),
    (lambda: primitives.ones_law(600, 300, F(1, 4), 2), "ones_law: the convolution's (kM + 1)(k(N - M) + 1) = 361201"),
    (lambda: primitives.ones_pmf(10**9, 1, F(1, 4), 3), "ones_pmf: the kN reports"),
    (lambda: primitives.log_factorial(10**30), "log_factorial: n = "),
    (lambda: primitives.linear_product((1,) * 10**4), "linear_product: the degree"),
    (lambda: primitives.convolve((F(1, 2),) * 10**4, (F(1, 2),) * 10**4), "convolve: the product"),
    (lambda: primitives.law_of_independent_sum([((0, F(1, 2)), (2**i, F(1, 2))) for i in range(40)]),
     "law_of_independent_sum: the outcomes"),
    (lambda: primitives.histogram_law(((1,) * 40,), F(1, 4)), "histogram_law: the record length"),
    (lambda: primitives.histogram_law(((1, 0, 1, 0, 1, 0, 1, 0),) * 60, F(1, 4)), "histogram_law: the outcomes"),
    (lambda: primitives.noisy_max_win(tuple(range(100)), 0, 1), "noisy_max_win: the number of counts"),
    (lambda: primitives.sparse_threshold(tuple((i, i % 2) for i in range(40)), 0, 1), "sparse_threshold: the number"),
    (lambda: next(primitives.bit_vectors(10**9)), "bit_vectors: the length"),
    (lambda: next(primitives.collections(10**9, 1)), "collections: the bits"),
    (lambda: next(primitives.neighbours(((1,) * 100,))), "bit_vectors: the length"),
    (lambda: next(primitives.compositions(10**9, 5)), "compositions: the number of members"),
    (lambda: next(primitives.compositions(1, 10**6)), "compositions: parts ="),
    (lambda: next(primitives.PRIMITIVES["tuples"](range(10**12), 2)), "tuples: the number of values"),
    (lambda: next(primitives.PRIMITIVES["tuples"]((0, 1), 10**9)), "tuples: the length"),
    (lambda: next(primitives.PRIMITIVES["tuples"](range(100), 10)), "tuples: the number of members"),
    (lambda: primitives.bivariate_normal_cdf(0, 0, F(3, 5)), "bivariate_normal_cdf: |rho| = 3/5 is beyond"),
    (lambda: primitives.bivariate_normal_cdf(0, 10**6, F(1, 4)), "bivariate_normal_cdf: |a| or |b| = 1000000 is"),
    (lambda: primitives.bivariate_normal_cdf(10**20000, 0, F(1, 4)), "bivariate_normal_cdf: |a| or |b| = ~2^66438"),
]


@pytest.mark.parametrize(("call", "words"), PLANTED)
def test_a_primitive_refuses_an_input_beyond_its_limit_in_one_line_at_once(call, words):
    start = time.perf_counter()
    with pytest.raises(ValueError) as refusal:
        call()
    message = str(refusal.value)
    assert words in message and "\n" not in message and len(message) < 200, message
    assert time.perf_counter() - start < 2


def test_the_limits_leave_the_ledgers_uses_alone():
    """Inside the limits (and the ledger's largest uses are far inside) the primitives answer."""
    assert len(primitives.binomial_law(1000, F(1, 3))) == 1001
    assert len(primitives.ones_law(80, 40, F(9, 1000))) == 81
    assert primitives.ones_pmf(1000, 500, F(9, 1000), 500, 2) > 0
    assert primitives.log_factorial(10**6).low > 0
    assert len(primitives.law_of_independent_sum([(F(1, 2), F(1, 2))] * 200).masses) == 201
    assert len(list(primitives.compositions(3, 64))) == 45760  # C(66, 63)
    assert len(list(primitives.PRIMITIVES["tuples"]((0, 1, 3), 3))) == 27


def _plant(directory, claim_id, line):
    """``line`` (a definition) put first in the formula of ``claim_id``, its statement digest recomputed: a ledger
    edited by hand to a value beyond a primitive's limit.  The edited record."""
    for path in sorted(directory.glob("*.json")):
        document = json.loads(path.read_text(encoding="utf-8"))
        for record in document["claims"]:
            if record.get("id") == claim_id:
                record["formula"] = line + "\n" + record["formula"]
                record["statement_digest"] = checker.statement_digest(record)
                path.write_text(json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n")
                return record
    raise AssertionError(f"{claim_id} not found")


@pytest.mark.parametrize(("line", "words"), [
    ("planted = ones_law(10**9, 1, q)", "ones_law: the kN reports"),
    ("planted = discrete_gaussian_moment(1/50, 0, -11/3, (40, None))", "100 sigma from the centre"),
    ("planted = discrete_gaussian_moment(2**300, 0)", "outside the limits"),
    ("planted = log_factorial(10**30)", "log_factorial: n ="),
])
def test_an_edited_ledger_beyond_a_limit_fails_verify_certs_in_one_line(proofs_copy, capsys, line, words):
    """A refuted record's witness is re-evaluated by the kernel: its formula edited to call a primitive beyond a
    limit (the digest recomputed) is one problem naming the limit, found within seconds, and ``verify-certs`` on the
    edited ledger fails with one FAILED line about it, no traceback."""
    claim_id = "000.cdf-difference-m"
    record = _plant(proofs_copy, claim_id, line)
    start = time.perf_counter()
    problems = [problem for problem in checker.check_entry(record) if words in problem]
    assert len(problems) == 1 and "\n" not in problems[0] and time.perf_counter() - start < 10, problems
    status = main(["verify-certs", str(proofs_copy)])
    captured = capsys.readouterr()
    lines = [text for text in captured.out.splitlines() if text.startswith(f"FAILED {claim_id}") and words in text]
    assert status != 0 and len(lines) == 1, captured.out[-2000:]
    assert "Traceback" not in captured.out + captured.err
