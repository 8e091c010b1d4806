"""``hypothesis.strategies`` with memoized constructors, for strategies built inside ``@st.composite`` draws.

A composite strategy that draws ``st.lists(element, min_size=n, max_size=n)`` builds a new strategy object on
every example, and hypothesis validates every new object (recursively: emptiness, cacheability, labels) before
drawing from it — a fifth of a ``krverify check`` went there.  Strategies are immutable, so one object per
constructor and arguments is enough: this module is ``hypothesis.strategies`` with each constructor memoized on
its (hashable) arguments.  Unhashable arguments (a list, a fresh lambda is hashable but never repeats) fall back
to the plain constructor.  The draws are the same either way: a strategy's identity does not enter the choice
sequence, so seeded searches find the same examples.

>>> integers(0, 3) is integers(0, 3)
True
>>> lists(integers(0, 3), min_size=2, max_size=2) is lists(integers(0, 3), min_size=2, max_size=2)
True
>>> just(1) is just(True), sampled_from((0, 1)) is sampled_from((False, True))
(False, False)
>>> just(0.0) is just(-0.0), just(0.0) is just(0.0)      # floats are not memoized
(False, False)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from functools import wraps
from math import gcd
from typing import Any

from hypothesis import strategies as _st
from hypothesis.strategies import *  # noqa: F403  (this module stands in for hypothesis.strategies)


def _memoized(constructor: Callable[..., Any]) -> Callable[..., Any]:
    made: dict[Hashable, Any] = {}
    by_ints: dict[tuple[int, ...], Any] = {}  # positional ints only (integers(0, 3)): keyed as they are

    @wraps(constructor)
    def build(*args: Any, **kwargs: Any) -> Any:
        if not kwargs and all(type(arg) is int for arg in args):  # no bool among them: 1 and True differ
            strategy = by_ints.get(args)
            if strategy is None:
                strategy = by_ints[args] = _unwrapped(constructor(*args))
            return strategy
        try:
            key = (typed_key(args), typed_key(tuple(sorted(kwargs.items()))))
            hash(key)
        except TypeError:  # a list or dict argument: nothing to share
            return constructor(*args, **kwargs)
        strategy = made.get(key)
        if strategy is None:
            strategy = made[key] = _unwrapped(constructor(*args, **kwargs))
        return strategy

    return build


def _unwrapped(strategy: Any) -> Any:
    """The strategy a lazy one stands for, validated: what ``ConjectureData.draw`` draws from in any case (its
    label, its ``do_draw``), so the choices and spans are the same, without unwrapping it again at every draw
    (a weak-keyed cache filled and cleared per draw: ~2 % of a check).  Invalid arguments raise here, at
    construction, the moment before the draw that would have raised them."""
    from hypothesis.strategies._internal.lazy import unwrap_strategies

    strategy.validate()
    return unwrap_strategies(strategy)


def typed_key(value: Any) -> Any:
    """A key that tells 1, True and Fraction(1) apart (equal and equally hashed, but not the same draws, nor the same
    exact types in a record): the memo key of these constructors and of a domain's formula values (claims/_domain.py).

    Only ints, bools, strings, None, Fractions (as numerator and denominator: cheaper to hash than a Fraction),
    strategies (by identity) and tuples of these are keys; anything else (floats with their -0.0, lists, frozensets,
    NaN, ...) raises TypeError, and the caller computes plainly.

    >>> len({typed_key(1), typed_key(True), typed_key(Fraction(1))}), typed_key(Fraction(2, 4))[1:]
    (3, (1, 2))
    """
    kind = type(value)
    if kind is tuple:
        return (tuple, tuple([typed_key(item) for item in value]))
    if kind is Fraction:
        return (Fraction, value.numerator, value.denominator)
    if kind in (int, bool, str, type(None)):
        return (kind, value)
    if isinstance(value, _st.SearchStrategy):
        return (_st.SearchStrategy, id(value), value)  # kept alive by the key, so the id is not reused
    raise TypeError(f"no memo key for {kind.__name__}")


# The constructors claim strategies call inside draws.
booleans = _memoized(_st.booleans)
fixed_dictionaries = _memoized(_st.fixed_dictionaries)
integers = _memoized(_st.integers)
just = _memoized(_st.just)
lists = _memoized(_st.lists)
permutations = _memoized(_st.permutations)
sampled_from = _memoized(_st.sampled_from)
sets = _memoized(_st.sets)
tuples = _memoized(_st.tuples)


@_st.composite
def _bounded_fraction(draw: _st.DrawFn, low: int, high: int, scale: int, max_denominator: int) -> Fraction:
    denominator = draw(integers(1, max_denominator))
    numerator = draw(integers(denominator * low, denominator * high))
    return Fraction(numerator, denominator * scale).limit_denominator(max_denominator)


@_memoized
def fractions(min_value: object = None, max_value: object = None, *, max_denominator: int | None = None
              ) -> _st.SearchStrategy[Fraction]:
    """``hypothesis.strategies.fractions``; with both bounds and a denominator limit, the same draws (a
    denominator d <= max_denominator, then an integer numerator in the bounds scaled by d) without building
    a new strategy per example (hypothesis flat-maps the denominator into a fresh ``builds``)."""
    if min_value is None or max_value is None or max_denominator is None:
        return _st.fractions(min_value, max_value, max_denominator=max_denominator)
    low_value, high_value = Fraction(min_value), Fraction(max_value)  # type: ignore[arg-type]
    if low_value == high_value or low_value > high_value or max(low_value.denominator,
                                                                high_value.denominator) > max_denominator:
        return _st.fractions(min_value, max_value, max_denominator=max_denominator)  # its errors and just()
    low = low_value.numerator * high_value.denominator
    high = high_value.numerator * low_value.denominator
    scale = low_value.denominator * high_value.denominator
    common = gcd(scale, gcd(low, high))
    return _bounded_fraction(low // common, high // common, scale // common, max_denominator)
