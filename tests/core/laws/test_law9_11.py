"""Laws 9-11, the procedure after an irregularity: attention drawn by whom (9A; dummy handed to 42-43), the Director
not called (9B1(a)) or anticipated (9B2) with the non-offenders' right forfeited or kept (11A), a premature
correction (9C), a settlement the players made (10A, 10B), and nothing to rectify after the Correction Period (79C).
Each ruling hands the irregularity to its own family as a follow-up, and the follow-up reaches that ruling."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.laws import (
    ATTENTION_DRAWN_BY,
    DISCOVERED,
    FACTS,
    NON_OFFENDERS_ACTED,
    RECTIFICATION_FORFEITED,
    Irregularity,
    IrregularityKind,
    Period,
    assess,
)
from tdcompanion.core.laws.law9_11 import (
    ACTOR,
    CORRECTION,
    IRREGULARITY,
    OFFENDER,
    SETTLEMENT,
    WHAT,
    AttentionDrawn,
    Correction,
    Happened,
    Settlement,
    Why,
)
from tdcompanion.core.laws.law42_43 import DUMMY_VIOLATED
from tdcompanion.core.laws.ruling import ref
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import E, N, S, W, facts, record, ruled, run, shown, worded

KIND = IrregularityKind.PROCEDURE_BREACH
LOOT = IrregularityKind.LEAD_OUT_OF_TURN
REVOKE = IrregularityKind.REVOKE
IN_PLAY = record("W:CJ", "N:C2")  # trick 1 in progress: dummy North, declarer South
AUCTION = record(bidding="1S 2H", play=False)  # the auction in progress
INS = IrregularityKind.INSUFFICIENT_BID


def _laws(ruling: Any) -> list[str]:
    return [str(x) for x in ruling.laws]


def _about(what: Happened, kind: IrregularityKind = LOOT, offender: Any = E) -> list[tuple[Any, ...]]:
    return [(WHAT, what), (IRREGULARITY, kind), (OFFENDER, offender)]


# --- the questions, in the order the law needs them --------------------------------------------------------------


def test_it_asks_what_went_wrong_then_which_irregularity_then_who_committed_it() -> None:
    asked = []
    answers: list[tuple[Any, ...]] = []
    for fact, value in ((WHAT, Happened.PLAYERS_SETTLED), (IRREGULARITY, LOOT), (OFFENDER, E),
                        (SETTLEMENT, Settlement.WAIVED)):  # fmt: skip
        result = run(KIND, IN_PLAY, facts(*answers))
        assert result.question is not None
        asked.append(result.question.id)
        answers.append((fact, value))
    assert asked == [WHAT.id, IRREGULARITY.id, OFFENDER.id, SETTLEMENT.id]
    assert DISCOVERED.id not in asked  # the record shows the play in progress


def test_it_never_offers_its_own_kind_as_the_irregularity_concerned() -> None:
    result = run(KIND, IN_PLAY, facts((WHAT, Happened.ATTENTION_DRAWN)))
    assert result.question is not None and result.question.choices is not None
    assert KIND not in result.question.choices and LOOT in result.question.choices


# --- 9A: who may draw attention -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("board", "by", "laws", "said"), [
    (AUCTION, N, ["9A1"], [("attention_drawn", "9A1", N, "law9.in_auction")]),  # any player, his turn or not
    (IN_PLAY, S, ["9A2"], [("attention_drawn", "9A2", S, "law9.in_play")]),  # declarer during the play
    (IN_PLAY, W, ["9A2", "9A5", "9B1(d)"], [("attention_drawn", "9A2", W, "law9.in_play"),
                                           ("attention_drawn", "9A5", W, "law9.own_side")]),  # the offender's partner
])  # fmt: skip
def test_9a_a_player_who_may_draw_attention_has_the_irregularity_ruled_next(board: Any, by: Any, laws: list[str],
                                                                          said: list[Any]) -> None:  # fmt: skip
    kind = INS if board is AUCTION else LOOT
    ruling = ruled(KIND, board, facts(*_about(Happened.ATTENTION_DRAWN, kind), (ATTENTION_DRAWN_BY, by)))
    assert _laws(ruling) == laws and ruling.offender is None
    answers = ((ATTENTION_DRAWN_BY.id, by.name),)
    assert shown(ruling.consequences) == [*said, ("follow_up", laws[-1], kind, E, None, None, None, None, answers)]


def test_9a4_dummy_drawing_attention_during_the_play_is_ruled_by_laws_42_and_43() -> None:
    ruling = ruled(KIND, IN_PLAY, facts(*_about(Happened.ATTENTION_DRAWN), (ATTENTION_DRAWN_BY, N),
                                       (DUMMY_VIOLATED, False)))  # fmt: skip
    assert _laws(ruling) == ["43A1(b)", "43B1"] and ruling.offender is N
    assert ("procedural_penalty", "43B1", N) in shown(ruling.consequences)


def test_10b_after_the_correction_period_what_the_players_settled_stands() -> None:
    board = record(play=False)  # the auction over, no play record: when is asked
    ruling = ruled(KIND, board, facts(*_about(Happened.PLAYERS_SETTLED), (SETTLEMENT, Settlement.WAIVED),
                                     (DISCOVERED, Period.AFTER_CORRECTION_PERIOD)))  # fmt: skip
    assert _laws(ruling) == ["10B"] and not ruling.choices
    assert shown(ruling.consequences) == [("no_rectification", "10B", "after_correction_period")]


# --- 9B and 11A: the Director not called, or anticipated -------------------------------------------------------------


FORFEITED = [("no_rectification", "11A", "forfeited"), ("director_review", "11A", "end_of_play", "damage")]


@pytest.mark.parametrize(("answers", "laws", "consequences", "offender"), [
    ([(NON_OFFENDERS_ACTED, False)], ["9B1(a)"],
     [("follow_up", "9B1(a)", LOOT, E, None, None, None, None, (("non_offenders_acted", False),))], None),
    ([(NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, False)], ["11A"],
     [("follow_up", "11A", LOOT, E, None, None, None, None,
       (("non_offenders_acted", True), ("rectification_forfeited", False)))], None),
    ([(NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, True)], ["11A"], FORFEITED, E),
])  # fmt: skip
def test_9b1a_the_director_not_called_at_once(answers: list[Any], laws: list[str], consequences: list[Any],
                                            offender: Any) -> None:  # fmt: skip
    ruling = ruled(KIND, IN_PLAY, facts(*_about(Happened.DIRECTOR_NOT_CALLED), *answers))
    assert (_laws(ruling), shown(ruling.consequences), ruling.offender) == (laws, consequences, offender)


@pytest.mark.parametrize(("actor", "forfeited", "laws", "consequences"), [
    (S, True, ["11A"], FORFEITED),  # the non-offenders acted: their right forfeited
    (N, False, ["11A"], [("follow_up", "11A", LOOT, E, None, None, None, None,
                                 (("non_offenders_acted", True), ("rectification_forfeited", False)))]),
    (W, None, ["9B2", "90A"], [("follow_up", "9B2", LOOT, E, None, None, None, None, (("non_offenders_acted", False),)),
                               ("procedural_penalty", "90A", W)]),  # the offending side acted: a breach of procedure
])  # fmt: skip
def test_9b2_a_player_acted_before_the_director_explained(actor: Any, forfeited: bool | None, laws: list[str],
                                                        consequences: list[Any]) -> None:  # fmt: skip
    answers = [] if forfeited is None else [(RECTIFICATION_FORFEITED, forfeited)]
    result = run(KIND, IN_PLAY, facts(*_about(Happened.ACTED_BEFORE_DIRECTOR), (ACTOR, actor), *answers))
    assert result.question is None and result.ruling is not None
    assert NON_OFFENDERS_ACTED.id not in result.answered  # who acted says it
    assert (_laws(result.ruling), shown(result.ruling.consequences)) == (laws, consequences)


# --- 9C: a premature correction -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("board", "how", "kind", "laws", "then"), [
    (AUCTION, Correction.CALL, INS, ["9C", "16C2"],
     ("unauthorised_information", "16C2", W, "withdrawn_call", ())),  # the withdrawn call: UI to his partner
    (IN_PLAY, Correction.CARD, LOOT, ["9C"],
     ("follow_up", "9C", IrregularityKind.EXPOSED_CARD, E, None, None, None, None)),  # the card he showed
    (AUCTION, Correction.CARD, INS, ["9C"],
     ("follow_up", "9C", IrregularityKind.CARD_EXPOSED_IN_AUCTION, E, None, None, None, None)),
])  # fmt: skip
def test_9c_the_irregularity_is_ruled_and_the_correction_may_bring_more(board: Any, how: Correction,
                                                                        kind: IrregularityKind, laws: list[str],
                                                                        then: tuple[Any, ...]) -> None:  # fmt: skip
    ruling = ruled(KIND, board, facts(*_about(Happened.PREMATURE_CORRECTION, kind), (CORRECTION, how)))
    assert _laws(ruling) == laws and ruling.offender is E
    assert shown(ruling.consequences) == [("follow_up", "9C", kind, E, None, None, None, None), then]


# --- 10A and 10B: a settlement the players made --------------------------------------------------------------------


@pytest.mark.parametrize("settled", list(Settlement))
@pytest.mark.parametrize(("option", "consequences"), [
    ("allow_settlement", [("no_rectification", "10B", "law10.settlement_allowed")]),
    ("cancel_settlement", [("follow_up", "10B", LOOT, E, None, None, None, None)]),
])  # fmt: skip
def test_10b_the_director_allows_or_cancels_what_the_players_settled(settled: Settlement, option: str,
                                                                    consequences: list[Any]) -> None:  # fmt: skip
    ruling = ruled(KIND, IN_PLAY, facts(*_about(Happened.PLAYERS_SETTLED), (SETTLEMENT, settled)))
    assert _laws(ruling) == ["10A", "10B"] and not ruling.consequences
    (choice,) = ruling.choices
    assert (choice.id, choice.role.value, choice.option_ids) == (
        "law10.settlement", "director", ("allow_settlement", "cancel_settlement"))
    assert [str(x) for x in choice.option("cancel_settlement").laws] == ["10A", "10B"]  # the Director rectifies
    assert shown(ruling.resolve({choice.id: option}).consequences) == consequences


# --- rulings that lead to rulings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("answers", "expected"), [
    ([*_about(Happened.PLAYERS_SETTLED, REVOKE, S), (SETTLEMENT, Settlement.WAIVED)], "cancel_settlement"),
    ([*_about(Happened.DIRECTOR_NOT_CALLED, LOOT, E), (NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, False)],
     None),
])  # fmt: skip
def test_the_follow_up_reaches_the_ruling_of_the_irregularity_concerned(answers: list[Any],
                                                                        expected: str | None) -> None:  # fmt: skip
    board = record("W:CJ", "N:C2", "E:C5", "S:DA") if answers[1][1] is REVOKE else \
        record("W:CJ", "N:C2", "E:C5", "S:CA", "E:C6")  # fmt: skip
    ruling = ruled(KIND, board, facts(*answers))
    chosen = {"law10.settlement": expected} if expected else {}
    (follow,) = [x for x in ruling.resolve(chosen).consequences if x.kind == "follow_up"]
    given = facts()
    for key, value in follow.preset.items():  # type: ignore[attr-defined]
        given = given.answer(FACTS[key], FACTS[key].decode(value))
    result = assess(board, Irregularity(follow.irregularity), given)  # type: ignore[attr-defined]
    while result.question is not None:  # answer what the next family still needs with its first choice
        assert result.question.id not in follow.preset  # type: ignore[attr-defined]
        choices = result.question.choices or tuple(result.question.fact.values or ())
        if not choices:
            choices = (False,) if result.question.fact.kind.value == "yes_no" else (W,)
        given = given.answer(result.question.fact, choices[0], key=result.question.key)
        result = assess(board, Irregularity(follow.irregularity), given)  # type: ignore[attr-defined]
    assert result.ruling is not None
    assert result.ruling.irregularity is follow.irregularity  # type: ignore[attr-defined]
    assert result.ruling.laws[0].law in (61, 62, 63, 64, 53, 54, 55, 56)


# --- wording ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_question_value_and_option_has_its_sentence(lang: str) -> None:
    keys = ["irregularity.procedure_breach", "choice.law10.settlement", "option.allow_settlement",
            "option.cancel_settlement", "reason.law10.settlement_allowed",
            "reason.law9.in_auction", "reason.law9.in_play", "reason.law9.own_side"]  # fmt: skip
    for fact in (WHAT, CORRECTION, SETTLEMENT):
        keys.append(f"question.{fact.id}")
        keys.extend(f"value.{fact.id}.{v.value}" for v in fact.values or ())
    keys.extend(f"question.{f.id}" for f in (IRREGULARITY, OFFENDER, ACTOR))
    missing = [k for k in keys if not rule_text.has(k)]
    assert not missing
    assert all(rule_text.say(k, lang, kind="x", seat="x") for k in keys)
    said = AttentionDrawn(law=ref("9A5"), seat=W, reason=Why.OWN_SIDE)
    assert worded(said, lang)
    assert rule_text.describe(said, lang).startswith("West drew attention" if lang == "en" else "Η Δύση επισήμανε")
