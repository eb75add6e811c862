"""The lawbook is the registry of the laws (issue 17): each family declares its laws and where the Director
meets it, and everything else that lists kinds or laws is read from it or tested against it (the wizard's
kind groups: tests/widgets/test_answer_kinds.py). The edition is passed into the table state and the
ruling: a later lawbook changes the rules of penalty cards without touching the engine."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest

from tdcompanion.core.incident_format import SCHEMA_VERSION
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.laws import (
    WBF2017,
    Context,
    Family,
    Lawbook,
    PenaltyCard,
    PenaltyGrade,
    Ruling,
    TableState,
    ref,
)
from tdcompanion.core.laws.engine import LAWBOOKS, KindGroup
from tdcompanion.core.laws.penalty_cards import PenaltyCardRules, PenaltyCards2017
from tdcompanion.core.laws.timeline import Timeline
from tdcompanion.wording import rule_text
from tdcompanion.wording.languages import CODES
from tests.core.laws.scenarios import W, c, record

ROOT = Path(__file__).resolve().parents[3]

#: Every law a family of WBF 2017 claims, by module: the map a Director (and issue 22's coverage map) reads.
CLAIMED = {
    "law6": (6,),
    "law9_11": (9, 10, 11),
    "law13_14": (13, 14),
    "law15": (15,),
    "law16_75": (16, 20, 21, 40, 73, 75),
    "law23_27": (25, 27),
    "law24_41": (24, 35, 36, 37, 38, 39, 41),
    "law28_34": (28, 29, 30, 31, 32, 33, 34),
    "law42_43": (42, 43),
    "law45_47": (45, 47),
    "law46": (46,),
    "law48_52": (48, 49, 50, 51, 52),
    "law53_56": (53, 54, 55, 56),
    "law57_60": (57, 58, 59, 60),
    "law61_64": (61, 62, 63, 64),
    "law65_79": (65, 66, 79),
    "law67": (67,),
    "law68_71": (68, 69, 70, 71),
    "law12": (12,),
    "law82": (82,),
}


def _module(family: type[Family]) -> str:
    return family.__module__.rpartition(".")[2]


def test_every_law_the_package_claims_maps_to_one_module() -> None:
    claims = WBF2017.claims()
    found: dict[str, list[int]] = {}
    for law, family in claims.items():
        found.setdefault(_module(family), []).append(law)
    assert {m: tuple(laws) for m, laws in found.items()} == CLAIMED


@pytest.mark.parametrize(
    ("law", "family"), WBF2017.claims().items(), ids=lambda v: str(v) if isinstance(v, int) else ""
)
def test_a_law_lives_in_the_module_whose_name_spans_it(law: int, family: type[Family]) -> None:
    name = _module(family)  # "law48_52": Laws 48 to 52; "law67": Law 67
    first, _, last = name.removeprefix("law").partition("_")
    assert int(first) <= law <= int(last or first), f"Law {law} is ruled in {name}"


def test_each_kind_is_ruled_by_the_family_that_declares_it_and_reads_its_laws_there() -> None:
    for kind in WBF2017.supported():
        family = WBF2017.families[kind]
        assert kind in family.kinds
        assert WBF2017.laws_of(kind) == family.laws
        assert family.group is not None


def test_the_wizards_groups_are_the_registry_in_the_order_of_the_laws() -> None:
    groups = WBF2017.groups()
    assert sorted((k for g in groups for k in g), key=lambda k: k.value) == sorted(
        IrregularityKind, key=lambda k: k.value
    )
    for group in groups:
        assert list(group) == sorted(group, key=lambda k: (WBF2017.laws_of(k), k.value))
    assert groups[0][0] is IrregularityKind.CARD_EXPOSED_IN_AUCTION  # Law 24 first in the auction
    assert groups[1] == (IrregularityKind.REDEAL, IrregularityKind.SURPLUS_CARD, IrregularityKind.MISSING_CARD,
                         IrregularityKind.WRONG_BOARD)


def test_the_current_schemas_kinds_are_the_lawbooks() -> None:
    path = ROOT / "tdcompanion" / "schemas" / f"incident-v{SCHEMA_VERSION}.schema.json"
    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema["$defs"]["irregularity"]["properties"]["kind"]["enum"] == [k.value for k in WBF2017.supported()]
    # PYTHONPATH: this checkout's package, not the one an editable install points at (a worktree's own)
    script = subprocess.run([sys.executable, str(ROOT / "scripts" / "schema_kinds.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT, check=False,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})  # fmt: skip
    assert script.returncode == 0, script.stdout + script.stderr


def test_the_file_format_documents_every_kind() -> None:
    text = (ROOT / "docs" / "incident-format.md").read_text(encoding="utf-8")
    missing = [k.value for k in WBF2017.supported() if f"`{k.value}`" not in text]
    assert not missing


@pytest.mark.parametrize("lang", CODES)
def test_every_kind_has_its_name_in_both_languages(lang: str) -> None:
    for kind in WBF2017.supported():
        assert rule_text.has(f"irregularity.{kind.value}"), kind
        assert rule_text.say(f"irregularity.{kind.value}", lang)


def test_an_incident_names_a_lawbook_the_program_knows() -> None:
    assert Lawbook.named("WBF 2017") is WBF2017
    assert LAWBOOKS == {"WBF 2017": WBF2017}
    with pytest.raises(KeyError):
        Lawbook.named("WBF 2027")


class _NoLaws(Family):
    kinds = (IrregularityKind.PREMATURE_PLAY,)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        raise NotImplementedError


class _NoGroup(Family):
    kinds = (IrregularityKind.PREMATURE_PLAY,)
    laws = (57,)

    def rule(self, ctx: Context) -> Ruling:
        raise NotImplementedError


class _Unordered(_NoLaws):
    laws = (58, 57)


class _Law99(_NoLaws):
    laws = (99,)


@pytest.mark.parametrize(("family", "says"), [
    (_NoLaws, "must declare its laws"),
    (_Unordered, "must declare its laws, in order"),
    (_Law99, "numbered 1 to 93"),
    (_NoGroup, "must say where the Director meets it"),
])  # fmt: skip
def test_a_family_must_declare_its_laws_and_group_to_register(family: type[Family], says: str) -> None:
    class Book(WBF2017):
        name: ClassVar[str] = "test registry"

    with pytest.raises(TypeError, match=says):
        Book.register(family)
    assert Book.families[IrregularityKind.PREMATURE_PLAY] is WBF2017.families[IrregularityKind.PREMATURE_PLAY]


def test_two_families_may_not_claim_one_law() -> None:
    class Clash(_NoLaws):
        kinds = (IrregularityKind.SIMULTANEOUS_PLAY,)
        laws = (57,)

    class Book(WBF2017):
        name: ClassVar[str] = "test registry"

    Book.register(Clash)
    with pytest.raises(TypeError, match="Law 57 is claimed by PrematurePlay and Clash"):
        Book.claims()


# --- the edition's rules of penalty cards ---------------------------------------------------------------


class _ThreeForMajor(PenaltyCards2017):
    """A made-up later edition: a defender's penalty cards all become major only with three of them."""

    MAJOR_FROM = 3


class LaterBook(WBF2017):
    name: ClassVar[str] = "test later edition"
    penalty_cards: ClassVar[PenaltyCardRules] = _ThreeForMajor()


def _two_minor_cards(table: TableState) -> TableState:
    minor = PenaltyGrade.MINOR
    return table.apply([PenaltyCard(law=ref("50B"), seat=W, card=c(x), grade=minor) for x in ("D8", "C9")])


@pytest.mark.parametrize(("lawbook", "grade"), [(None, PenaltyGrade.MAJOR), (WBF2017, PenaltyGrade.MAJOR),
                                                (LaterBook, PenaltyGrade.MINOR)])  # fmt: skip
def test_the_table_state_applies_its_lawbooks_rules_of_penalty_cards(
    lawbook: type[Lawbook] | None, grade: PenaltyGrade
) -> None:
    table = _two_minor_cards(TableState(lawbook=lawbook))
    assert {p.grade for p in table.penalty_cards} == {grade}


def test_the_timeline_gives_its_lawbook_to_the_table_state_and_keeps_it_as_play_goes_on() -> None:
    timeline = Timeline.start(record(), lawbook=LaterBook)
    assert timeline.table.lawbook is LaterBook
    followed = timeline.follow(record("W:SJ"))
    assert followed.table.lawbook is LaterBook
    assert {p.grade for p in _two_minor_cards(followed.table).penalty_cards} == {PenaltyGrade.MINOR}


def test_the_lawbook_is_not_saved_with_the_table_state() -> None:
    from tdcompanion.core.laws.codec import decode, encode

    table = _two_minor_cards(TableState(lawbook=LaterBook))
    raw = encode(table)
    assert isinstance(raw, dict) and "lawbook" not in raw
    assert decode(TableState, raw) == table  # equal: the lawbook is the incident's, named once in the file
