"""The coverage map of the Laws (docs/laws-coverage.md) is what the registry says, and it places every section
of every law from 1 to 93 (tdcompanion/core/laws/coverage.py, outline.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tdcompanion.core.laws import WBF2017
from tdcompanion.core.laws.coverage import Citation, Line, Status, lines, markdown, problems, section_of
from tdcompanion.core.laws.outline import DECLARED, LAWS, Declared, Scope, sections
from tests.core.laws.ruling_recorder import citations, published_cases

MAP = Path(__file__).parents[3] / "docs" / "laws-coverage.md"


@pytest.fixture(scope="module")
def placed(recorded_rulings: list[dict[str, Any]]) -> tuple[Line, ...]:
    return lines(WBF2017, citations(recorded_rulings), published_cases())


def test_the_outline_has_every_law_from_1_to_93_once() -> None:
    assert [law.number for law in LAWS] == list(range(1, 94))
    assert len(sections()) == len(set(sections()))


@pytest.mark.parametrize(("reference", "section"), [("64A2", "64A"), ("50D2(a)", "50D"), ("49", "49"),
                                                    ("12C1(e)", "12C"), ("24", "24"), ("59", "59")])  # fmt: skip
def test_a_reference_falls_in_its_lettered_section(reference: str, section: str) -> None:
    assert section_of(reference, {law.number: law.letters for law in LAWS}) == section


def test_the_registry_and_the_declarations_agree(placed: tuple[Line, ...]) -> None:
    assert problems(WBF2017, placed) == []


def test_every_section_is_placed_once(placed: tuple[Line, ...]) -> None:
    assert [line.section for line in placed] == list(sections())
    assert all(line.status is not Status.DECLARED or line.declared is not None for line in placed)


def test_the_map_file_is_the_one_the_registry_gives(placed: tuple[Line, ...]) -> None:
    assert MAP.read_text(encoding="utf-8") == markdown(placed), "run: python scripts/laws_coverage.py"


def test_a_ruled_section_names_the_family_that_claims_its_law(placed: tuple[Line, ...]) -> None:
    claims = WBF2017.claims()
    ruled = [line for line in placed if line.status is Status.RULED]
    assert len({line.law.number for line in ruled}) >= 45
    assert all(line.families == (claims[line.law.number].__name__,) for line in ruled)


@pytest.mark.parametrize(("section", "status"), [("64A", Status.RULED), ("16C", Status.RULED),
                                                 ("12C", Status.RULED), ("23C", Status.USED),
                                                 ("77", Status.DECLARED)])  # fmt: skip
def test_known_sections_stand_where_the_registry_puts_them(placed: tuple[Line, ...], section: str,
                                                           status: Status) -> None:  # fmt: skip
    assert {line.section: line.status for line in placed}[section] is status


def test_a_section_nothing_places_is_a_problem() -> None:
    lonely = Line("6E", LAWS[5], Status.DECLARED)
    saved = DECLARED.pop("6E")
    try:
        assert problems(WBF2017, [lonely]) == ["6E: no family rules it and no ruling cites it: declare where it stands"]
    finally:
        DECLARED["6E"] = saved


def test_a_declaration_the_registry_contradicts_is_a_problem() -> None:
    ruled = Line("64A", LAWS[63], Status.RULED, ("RevokeFamily",), ("revoke",))
    DECLARED["64A"] = Declared(Scope.SCORING, "not so")
    try:
        assert problems(WBF2017, [ruled]) == ["64A: declared scoring, but it is ruled: drop the declaration"]
    finally:
        del DECLARED["64A"]


def test_a_procedure_must_point_at_laws_a_family_rules() -> None:
    line = Line("44A", LAWS[43], Status.DECLARED, declared=DECLARED["44A"])
    DECLARED["44A"] = Declared(Scope.PROCEDURE, "ruled elsewhere", (77,))
    try:
        assert problems(WBF2017, [line]) == [
            "44A: its breaches are said to be ruled under Law 77, which no family rules"]
    finally:
        DECLARED["44A"] = line.declared  # type: ignore[assignment]


def test_the_counts_come_from_the_citations() -> None:
    cites = [Citation("revoke", ("64A1",), "t1"), Citation("revoke", ("64A2", "64C"), "t2"),
             Citation("revoke", ("64A1",), "t2")]  # fmt: skip
    got = {line.section: line for line in lines(WBF2017, cites, {"case": ("64A1",)})}
    assert (got["64A"].tests, got["64A"].cases) == (2, 1)
    assert (got["64C"].tests, got["64C"].cases) == (1, 0)


def test_facts_declared_outside_the_lawbook_are_not_on_the_map() -> None:
    """A test declaring a fact of its own (tests/core/laws/test_laws_framework.py declares ``test.yes``) must not
    put it on the map when the tests run in one session."""
    from tdcompanion.core.laws.facts import Fact

    stray = Fact.yes_no("coverage_test.stray", "10C")
    try:
        placed = {line.section: line for line in lines(WBF2017, [], {})}
        assert "coverage_test.stray" not in placed["10C"].facts
        assert placed["10C"].status is Status.DECLARED
    finally:
        from tdcompanion.core.laws.facts import FACTS

        del FACTS[stray.id]
