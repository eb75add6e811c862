"""The published-rulings corpus: every case replayed through the one evaluation path.

Each ``tests/cases/<NNN>-<slug>.json`` is an incident file (format v4) written by ``build_cases.py``;
``index.json`` says, per case, where the ruling was published (``source``) and what the program must
rule: the laws cited and the options offered by each ruling, the trick transfers and claim results,
and the penalty cards, lead or play restrictions and obligations to pass on the table after the last step.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.cases.build_cases import text
from tests.cases.catalogue import CASES
from tests.cases.corpus import HERE, INDEX, case_path, load_case, observed

EXPECTED: dict[str, dict[str, Any]] = json.loads(INDEX.read_text(encoding="utf-8"))
MINIMUM = 60


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_published_case(name: str) -> None:
    expected = EXPECTED[name]
    got = observed(load_case(name))
    assert "error" not in got, got
    assert got["rulings"] == expected["rulings"]
    assert got["penalty_cards"] == expected["penalty_cards"]
    assert got["restrictions"] == expected["restrictions"]
    assert got["pass_bars"] == expected["pass_bars"]
    assert got["pending"] == []


def test_the_corpus_is_large_enough_and_every_case_names_its_source() -> None:
    assert len(EXPECTED) >= MINIMUM
    files = sorted(p.stem for p in HERE.glob("[0-9][0-9][0-9]-*.json"))
    assert files == sorted(EXPECTED)
    for name, case in EXPECTED.items():
        assert case["source"].strip(), name
        assert case["summary"].strip(), name


def _published() -> dict[str, dict[str, Any]]:
    return {name: case for name, case in EXPECTED.items() if case["published"] is True}


def test_every_case_says_whether_it_is_published_and_how_it_was_built() -> None:
    for name, case in EXPECTED.items():
        assert isinstance(case["published"], bool), name
        if case["published"]:
            assert "https://" in case["source"] or "http://" in case["source"] \
                or "/work/shared/seeds/" in case["source"], name
        else:
            assert case["source"].startswith("Constructed from the text of WBF Law "), name
            assert case["source"].endswith("no published case consulted"), name


def test_at_least_sixty_cases_are_published_rulings() -> None:
    assert len(_published()) >= MINIMUM


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_committed_file_is_what_the_script_writes(case: Any) -> None:
    assert case_path(case.name).read_text(encoding="utf-8") == text(case)


def test_committed_index_is_what_the_script_writes() -> None:
    from tests.cases.build_cases import index

    assert INDEX.read_text(encoding="utf-8") == index(CASES)


def test_every_kind_the_program_rules_has_a_case() -> None:
    from tdcompanion.core.irregularity import IrregularityKind

    ruled = {kind for name in EXPECTED for kind in load_case(name).kinds}
    assert ruled == set(IrregularityKind)
