"""The CI fuzz pass (issue 20): the PBN, LIN and incident readers, fed damaged real files and hostile
structured ones, raise nothing but our own errors and take under 2 s an input. The long run of the
same inputs is ``scripts/fuzz.py``."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz.profiles import PROFILE
from tests.fuzz.targets import TARGETS, check, run


@pytest.fixture(scope="module", autouse=True)
def warm_up() -> None:
    for target in TARGETS.values():
        target.warm_up()


@pytest.mark.parametrize("name", list(TARGETS))
@pytest.mark.parametrize("made", ["mutated", "generated"], ids=["damaged files", "hostile values"])
@PROFILE
@given(rng=st.randoms(use_true_random=False))
def test_no_input_escapes_our_refusals(name: str, made: str, rng: random.Random) -> None:
    """Damaged files (seeds mutated) and files with hostile values (generated): refused or read, never more."""
    target = TARGETS[name]
    data = getattr(target, made)(rng)
    check(run(name, lambda: target.run(data)))


@pytest.mark.parametrize("name", list(TARGETS))
def test_seeds_are_read(name: str) -> None:
    """The seeds are good files (else every mutation would be refused at the first line)."""
    target = TARGETS[name]
    for seed in target.seeds():
        target.run(seed)
