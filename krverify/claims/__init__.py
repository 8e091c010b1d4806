"""The claims of the seed documents, registered in paper order.

One module per seed document and section; importing this package registers
them all.  Add a module for the next section or paper and import it below.
"""

from krverify.claims import (  # noqa: F401  (paper order)
    draft000_s1_s2_dp_and_reporting,
    draft000_s3_privacy_ratio,
    draft000_s4_ratio_of_sums,
    draft000_s5_old_stuff,
    draft001_s2_s3_setup,
    draft001_s4_1_estimation,
    draft001_s4_2_choice_of_d,
    draft001_s4_3_local_privacy,
    draft001_s5_k_randomization,
    draft001_s6_multivariate,
    draft003_s3_maximal_collections,
    notes002_randomized_response,
    survey004_s1_census,
    survey004_s2_concentration,
    survey004_s3_dp_basics,
    survey004_s4_1_mechanisms,
    survey004_s4_randomized_response,
    survey004_s5_divergences,
    survey004_s6_sparse_vector,
    survey004_s7_local_dp,
    survey004_s8_renyi,
    survey004_s9_bounds,
)
from krverify.claims._claim import Claim, ComposedProof, Evaluation, Point, SymbolicProof
from krverify.claims._domain import Domain, among, at, each, integers, ints, let, rationals, region, steps, where
from krverify.claims._reading import Deviation
from krverify.claims._registry import Document, all_claims, get_claim, registry_problems

__all__ = [
    "Claim",
    "ComposedProof",
    "Deviation",
    "Document",
    "Domain",
    "Evaluation",
    "Point",
    "SymbolicProof",
    "all_claims",
    "among",
    "at",
    "each",
    "get_claim",
    "integers",
    "ints",
    "let",
    "rationals",
    "region",
    "registry_problems",
    "steps",
    "where",
]
