"""The Director's judgement (issue 22): every fact that is a judgement carries the law's criteria, citing a law the
fact serves; a judgement the law settles one way unless the Director judges otherwise has the law's default, which
the question carries and a later edition's family may change; the record keeps judgements apart from what the
players stated."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tdcompanion.core.laws import FACTS, Fact, FactKind, Irregularity, IrregularityKind, assess, load_families
from tdcompanion.core.laws.engine import WBF2017, Family, Lawbook
from tdcompanion.core.laws.facts import FactValue, judgements_in
from tdcompanion.core.laws.judgement import JUDGEMENTS, Criterion, Judgement, judgement
from tdcompanion.core.laws.law16_75 import EVIDENCE, Evidence, MisinformationFamily
from tdcompanion.core.laws.law23_27 import COMPARABLE
from tdcompanion.core.laws.law45_47 import CARD, DEEMED_LED, SEAT, TRICK, WHAT, CardPlayed, Happened
from tdcompanion.core.laws.law46 import INCONTROVERTIBLE, DummyCardNamed
from tdcompanion.core.laws.law68_71 import IS_CLAIM, ClaimOrConcession
from tests.core.laws.scenarios import S, c, facts, record, shown

load_families()

JUDGED = sorted((f for f in FACTS.values() if f.judgement is not None), key=lambda f: f.id)

#: The facts that are the Director's judgement, as the laws call for them (at least these; more may be marked).
EXPECTED = {
    "rectification_forfeited": "forfeiture",
    "law13.can_be_played": "deal_playable",
    "law16.demonstrable": "demonstrably_suggested",
    "law16.logical_alternative": "logical_alternative",
    "law16.damaged": "damage",
    "law73.damaged": "damage",
    "law75.damaged": "damage",
    "law16.interferes": "interferes",
    "law23.comparable": "comparable_call",
    "law25.unintended": "unintended_call",
    "law75.influenced": "misinformation_influenced",
    "law75.evidence": "mistaken_explanation",
    "law73.could_have_known": "could_have_known",
    "law50.deliberate": "deliberate_exposure",
    "law67.deliberate": "deliberate_exposure",
    "law45.slip_of_tongue": "unintended_designation",
    "law45.deemed_led": "fifth_card_led",
    "law67.deemed_led": "fifth_card_led",
    "law46.intention_incontrovertible": "incontrovertible_intention",
    "law68.is_claim": "claim_intended",
    "law70.less_successful_line": "normal_line",
    "law71.cannot_lose": "normal_line",
    "law82.scored_normally": "director_error",
}


def _overlaps(a: Any, b: Any) -> bool:
    return bool(a.within(b) or b.within(a))


def test_there_are_dozens_of_judgements() -> None:
    assert len(JUDGED) >= 30
    assert {f.id: f.judgement.id for f in JUDGED if f.id in EXPECTED} == EXPECTED  # type: ignore[union-attr]


@pytest.mark.parametrize("fact", JUDGED, ids=lambda f: f.id)
def test_a_judgement_has_the_laws_criteria_citing_a_law_the_fact_serves(fact: Fact[Any]) -> None:
    judged = fact.judgement
    assert judged is not None and JUDGEMENTS[judged.id] is judged
    assert judged.criteria
    assert any(_overlaps(criterion.law, law) for criterion in judged.criteria for law in fact.laws), (
        f"{fact.id} serves {[str(x) for x in fact.laws]}; its criteria cite {[str(x.law) for x in judged.criteria]}"
    )
    assert fact.kind is not FactKind.TEXT  # a judgement is a value the ruling turns on, not words recorded


@pytest.mark.parametrize("judged", [JUDGEMENTS[k] for k in sorted(JUDGEMENTS)], ids=sorted(JUDGEMENTS))
def test_a_default_is_a_value_of_every_fact_that_is_this_judgement(judged: Judgement) -> None:
    assert any(f.judgement is judged for f in FACTS.values()), f"{judged.id} is declared but no fact is it"
    if judged.default is None:
        return
    for fact in (f for f in FACTS.values() if f.judgement is judged):
        fact.decode(judged.default)  # raises FactValueError when it is not


def test_a_judgement_needs_criteria_and_is_declared_once() -> None:
    with pytest.raises(ValueError, match="criteria"):
        Judgement("test.none", COMPARABLE.laws[0], ())
    with pytest.raises(ValueError, match="twice"):
        judgement("comparable_call", "23A", ("comparable.same_meaning", "23A1"))
    comparable = JUDGEMENTS["comparable_call"]
    assert COMPARABLE.judgement is comparable and [str(x) for x in comparable.laws] == ["23A", "23A1", "23A2", "23A3"]
    assert comparable.criteria[1] == Criterion("comparable.subset", comparable.criteria[1].law)


# --- the law's default, and the Director judging otherwise -------------------------------------------------------

FIFTH = ((WHAT, Happened.FIFTH_CARD), (SEAT, S), (CARD, c("DA")), (TRICK, 3))
PLAYED = IrregularityKind.CARD_PLAYED


@pytest.mark.parametrize(
    ("family", "fact", "law_default"),
    [
        (CardPlayed, DEEMED_LED, False),  # 45E: a fifth card is not a lead unless the Director deems it one
        (DummyCardNamed, INCONTROVERTIBLE, False),  # 46B applies except when the intention is incontrovertible
        (ClaimOrConcession, IS_CLAIM, True),  # 68A: a claim unless he demonstrably did not intend to claim
        (MisinformationFamily, EVIDENCE, Evidence.NONE.value),  # 21B1(b): mistaken explanation presumed
    ],
)
def test_the_default_is_the_laws(family: type[Family], fact: Fact[Any], law_default: FactValue) -> None:
    assert fact.judgement is not None and fact.judgement.default == law_default
    assert family().judgement_default(fact) == law_default

    class Later(family):  # type: ignore[valid-type,misc]
        judgement_defaults: ClassVar[dict[str, FactValue]] = {fact.judgement.id: "changed"}  # type: ignore[union-attr]

    assert Later().judgement_default(fact) == "changed"


def test_the_question_carries_the_laws_default_and_the_director_may_judge_otherwise() -> None:
    board = record(play=False)
    asked = assess(board, Irregularity(PLAYED), facts(*FIFTH))
    assert asked.question is not None and asked.question.fact is DEEMED_LED
    assert asked.question.judgement is DEEMED_LED.judgement and asked.question.default is False
    by_default = assess(board, Irregularity(PLAYED), facts(*FIFTH, (DEEMED_LED, asked.question.default)))
    assert by_default.ruling is not None
    assert shown(by_default.ruling.consequences) == [("card_returned_to_hand", "45E2", S, c("DA"))]
    otherwise = assess(board, Irregularity(PLAYED), facts(*FIFTH, (DEEMED_LED, True)))
    assert otherwise.ruling is not None and [str(x) for x in otherwise.ruling.laws] == ["45E2"]
    assert [x.kind for x in otherwise.ruling.consequences] == ["follow_up"]


def test_a_later_lawbook_family_changes_the_default_the_question_carries() -> None:
    class LaterCardPlayed(CardPlayed):
        judgement_defaults: ClassVar[dict[str, FactValue]] = {"fifth_card_led": True}

    class Later(WBF2017):
        name = "test later"

    Later.register(LaterCardPlayed)
    asked = assess(record(play=False), Irregularity(PLAYED), facts(*FIFTH), lawbook=Later)
    assert asked.question is not None and asked.question.fact is DEEMED_LED and asked.question.default is True
    assert isinstance(Later.family(PLAYED), LaterCardPlayed) and issubclass(Later, Lawbook)


def test_a_fact_the_players_state_has_no_default() -> None:
    asked = assess(record(play=False), Irregularity(PLAYED), facts())
    assert asked.question is not None and asked.question.judgement is None and asked.question.default is None


# --- the record: judgements apart from what the players stated ----------------------------------------------------


def test_the_record_keeps_judgements_apart() -> None:
    answers = facts(*FIFTH, (DEEMED_LED, False))
    result = assess(record(play=False), Irregularity(PLAYED), answers)
    made = judgements_in(result.answered, answers)
    assert [(m.fact, m.key, m.value, m.judgement.id) for m in made] == [(DEEMED_LED, None, False, "fifth_card_led")]
    assert [m.id for m in made] == ["law45.deemed_led"]
    stated = [k for k in result.answered if k not in {m.id for m in made}]
    assert stated and "law45.deemed_led" not in stated


def test_keyed_and_unknown_answers() -> None:
    from tdcompanion.core.laws.law67 import DELIBERATE

    made = judgements_in(["law67.deliberate:S2", "no.such_fact", "law45.seat"], {"law67.deliberate:S2": True,
                                                                                 "law45.seat": "S"})
    assert [(m.fact, m.key, m.value) for m in made] == [(DELIBERATE, "S2", True)]
