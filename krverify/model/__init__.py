"""The exact model: randomization, the count query, generating functions, the privacy ratio.

Claims call these functions and never a computer-algebra system directly, so
the exact backend can be replaced without touching a claim.
"""

from krverify.model.counts import (
    count_pmf,
    count_pmf_by_enumeration,
    single_bit_count_pmf,
)
from krverify.model.exact import count, exact_rational, lie_probability
from krverify.model.generating import (
    GeneratingTable,
    count_moments,
    generating_coefficients,
    generating_row,
    generating_table,
    k_randomized_coefficients,
    linear_product_coefficients,
    mean_and_variance,
    power_product_coefficients,
)
from krverify.model.privacy import differ_in_one_row, privacy_ratio, single_bit_privacy_ratio
from krverify.model.randomization import hamming_distance, record_space, report_probability
from krverify.model.rounding import round_places, round_significant, significant_text
from krverify.model.surd import QuadraticSurd

__all__ = [
    "GeneratingTable",
    "QuadraticSurd",
    "count",
    "count_moments",
    "count_pmf",
    "count_pmf_by_enumeration",
    "differ_in_one_row",
    "exact_rational",
    "generating_coefficients",
    "generating_row",
    "generating_table",
    "hamming_distance",
    "k_randomized_coefficients",
    "lie_probability",
    "linear_product_coefficients",
    "mean_and_variance",
    "power_product_coefficients",
    "privacy_ratio",
    "record_space",
    "report_probability",
    "round_places",
    "round_significant",
    "significant_text",
    "single_bit_count_pmf",
    "single_bit_privacy_ratio",
]
