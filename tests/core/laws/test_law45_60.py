"""Laws 45-47 and 57-60: card played, premature play, simultaneous plays, inability to comply and a play after an
illegal play, read off the play record where it shows them."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.laws import (
    BoardRecord,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    PenaltyCard,
    PenaltyGrade,
    PlayRequirement,
    PlayRestriction,
    Ruling,
    TableState,
    apply_ruling,
    assess,
    codec,
    detect,
    ref,
)
from tdcompanion.core.laws.law45_47 import (
    ALREADY_PLAYED,
    ARRANGING,
    CARD,
    CARD_SINCE,
    DEEMED_LED,
    DUMMY_FACED,
    FACE_UP,
    NAMED,
    NEXT_TRICK,
    OPPONENT_PLAYED,
    PLAYED_SINCE,
    SEAT,
    SLIP,
    TRICK,
    WHAT,
    Happened,
)
from tdcompanion.core.laws.law57_60 import (
    A_CARD,
    A_OFFENDER,
    A_WHICH,
    I_SEAT,
    I_WHY,
    LHO_PLAYED,
    P_BOTH_HANDS,
    P_CARD,
    P_DUMMY_PROMPTED,
    P_OFFENDER,
    P_SUIT_LED,
    P_TRICK,
    P_WHEN,
    S_CARDS,
    S_HOW,
    S_IN_TURN,
    S_NEXT_TRICK,
    S_ONE_FACE,
    S_OPPONENT_PLAYED,
    S_OTHER,
    S_OTHER_CARD,
    S_SEAT,
    S_VISIBLE,
    AfterIllegal,
    Inability,
    Premature,
    Simultaneous,
)
from tdcompanion.core.play import PlayRecord, Retract, RetractReason
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import DEAL, E, N, S, W, c, facts, record, shown

K = IrregularityKind
T1 = ("W:S5", "N:SA", "E:S7", "S:S2")  # North wins trick 1 and leads to trick 2
NO_RECORD = record(play=False)


def judge(board: BoardRecord, kind: IrregularityKind, *answers: Any, event: int | None = None) -> Any:
    return assess(board, Irregularity(kind, event=event), facts(*answers))


def ruled(board: BoardRecord, kind: IrregularityKind, *answers: Any, event: int | None = None) -> Any:
    result = judge(board, kind, *answers, event=event)
    assert result.question is None, f"still asks {result.question.id}"
    return result.ruling


def laws(ruling: Any) -> list[str]:
    return [str(x) for x in ruling.laws]


# --- Laws 45-47 -------------------------------------------------------------------------------------------

PLAYED = (TRICK, 3)


@pytest.mark.parametrize(
    ("answers", "expected_laws", "consequences"),
    [
        # 45C1: a defender's card seen by partner is played.
        ([(WHAT, Happened.DEFENDER_CARD_SEEN), (SEAT, W), (CARD, c("DJ")), PLAYED, (ALREADY_PLAYED, False)],
         ["45C1"], [("card_deemed_played", "45C1", W, c("DJ"))]),
        # 45C1 then 45E1: he had already played to the trick: a fifth card, a penalty card (minor: a low card).
        ([(WHAT, Happened.DEFENDER_CARD_SEEN), (SEAT, W), (CARD, c("D8")), PLAYED, (ALREADY_PLAYED, True),
          (DEEMED_LED, False)], ["45E1", "50"],
         [("penalty_card", "45E1", W, c("D8"), "minor"), ("authorised_information", "50E1", "minor_penalty_card",
                                                          (c("D8"),)),
          ("director_review", "50E4", "end_of_play", "penalty_card_gain")]),
        # 45C2: declarer's card held face up near the table is played; otherwise 48A.
        ([(WHAT, Happened.DECLARER_CARD_HELD), (SEAT, S), (CARD, c("DA")), PLAYED, (FACE_UP, True)], ["45C2"],
         [("card_deemed_played", "45C2", S, c("DA"))]),
        ([(WHAT, Happened.DECLARER_CARD_HELD), (SEAT, S), (CARD, c("DA")), PLAYED, (FACE_UP, False)],
         ["45C2", "48A"], [("no_rectification", "45C2", "declarer_card_not_played"),
                           ("no_rectification", "48A", "declarer_exposed_card")]),
        # 45C3: dummy's card touched: played unless arranging (dummy's seat is known, not asked).
        ([(WHAT, Happened.DUMMY_CARD_TOUCHED), (CARD, c("D4")), PLAYED, (ARRANGING, False)], ["45C3"],
         [("card_deemed_played", "45C3", N, c("D4"))]),
        ([(WHAT, Happened.DUMMY_CARD_TOUCHED), (CARD, c("D4")), PLAYED, (ARRANGING, True)], ["45C3"],
         [("no_rectification", "45C3", "touched_to_arrange")]),
        # 45C4(a): a defender's named card is played and stays.
        ([(WHAT, Happened.CARD_NAMED), (SEAT, E), (CARD, c("D7")), PLAYED], ["45C4(a)", "47F2"],
         [("card_deemed_played", "45C4(a)", E, c("D7")), ("no_rectification", "47F2", "played_card_stands")]),
        # 45C4(b): declarer's slip of the tongue from dummy, corrected in time; East had played after it.
        ([(WHAT, Happened.CARD_NAMED), (SEAT, N), (CARD, c("D4")), PLAYED, (SLIP, True), (PLAYED_SINCE, False),
          (OPPONENT_PLAYED, True)], ["45C4(b)", "47C", "47D", "16C"],
         [("card_withdrawn", "45C4(b)", N, c("D4"), 3), ("no_rectification", "47C", "designation_changed"),
          ("may_withdraw_and_substitute", "45C4(b)", E), ("unauthorised_information", "16C", S,
                                                          "opponent_changed_card", ())]),
        # 45C4(b): too late once declarer has played again.
        ([(WHAT, Happened.CARD_NAMED), (SEAT, N), (CARD, c("D4")), PLAYED, (SLIP, True), (PLAYED_SINCE, True)],
         ["45C4(b)"], [("card_deemed_played", "45C4(b)", N, c("D4"))]),
        # 45D1: dummy placed a card not named, in time: the named card replaces it; the defender may change.
        ([(WHAT, Happened.DUMMY_WRONG_CARD), (CARD, c("D4")), PLAYED, (NAMED, c("D2")), (NEXT_TRICK, False),
          (OPPONENT_PLAYED, True)], ["45D1", "16C"],
         [("named_card_played", "45D1", N, c("D2"), 3), ("card_withdrawn", "45D1", N, c("D4"), 3),
          ("may_withdraw_and_substitute", "45D1", E), ("declarer_may_follow_change", "45D1", S),
          ("unauthorised_information", "16C", S, "opponent_changed_card", ())]),
        # 45D2: too late: play goes on.
        ([(WHAT, Happened.DUMMY_WRONG_CARD), (CARD, c("D4")), PLAYED, (NAMED, c("D2")), (NEXT_TRICK, True)],
         ["45D2", "64B3", "64B7", "64C"], [("no_rectification", "45D2", "wrong_card_stands")]),
        # 45E2: declarer's fifth card goes back; 45E1 deemed led: a lead out of turn to rule next.
        ([(WHAT, Happened.FIFTH_CARD), (SEAT, S), (CARD, c("DA")), PLAYED, (DEEMED_LED, False)], ["45E2"],
         [("card_returned_to_hand", "45E2", S, c("DA"))]),
        ([(WHAT, Happened.FIFTH_CARD), (SEAT, E), (CARD, c("D7")), PLAYED, (DEEMED_LED, True)], ["45E1"],
         [("follow_up", "45E1", K.LEAD_OUT_OF_TURN, E, 4, c("D7"), None, None)]),
        # 45F: dummy indicated a card: play on, reviewed at the end, dummy liable to a procedural penalty.
        ([(WHAT, Happened.DUMMY_INDICATED)], ["45F", "43A1(c)", "43B1"],
         [("proceed", "45F", False), ("director_review", "45F", "end_of_play", "dummy_suggested_play"),
          ("procedural_penalty", "43B1", N)]),
        # 47D: back after an opponent's change; what it showed is unauthorised for the other side (not dummy).
        ([(WHAT, Happened.AFTER_OPPONENTS_CHANGE), (SEAT, W), (CARD, c("D8")), PLAYED], ["47D", "16C", "62C2"],
         [("card_withdrawn", "47D", W, c("D8"), 3), ("no_rectification", "47D", "after_opponents_change"),
          ("unauthorised_information", "16C", S, "opponent_withdrawn_card", (c("D8"),))]),
        # 47E1: told it was his turn.
        ([(WHAT, Happened.TOLD_WRONG_TURN), (SEAT, S), (CARD, c("DA")), PLAYED], ["47E1", "16C"],
         [("card_withdrawn", "47E1", S, c("DA"), 3), ("no_rectification", "47E1", "told_wrong_turn"),
          ("unauthorised_information", "16C", W, "opponent_withdrawn_card", (c("DA"),)),
          ("unauthorised_information", "16C", E, "opponent_withdrawn_card", (c("DA"),))]),
        # 47E2(a) in time; 47E2(b) too late.
        ([(WHAT, Happened.MISEXPLANATION), (SEAT, W), (CARD, c("D8")), PLAYED, (CARD_SINCE, False),
          (DUMMY_FACED, False)], ["47E2(a)", "16C1", "21B3"],
         [("no_rectification", "47E2(a)", "misexplanation_retraction"),  # West's choice: test_law47e2_shared
          ("director_review", "21B3", "end_of_play", "misinformation")]),  # as the misinformation family rules it
        ([(WHAT, Happened.MISEXPLANATION), (SEAT, W), (CARD, c("D8")), PLAYED, (CARD_SINCE, True)],
         ["47E2(b)", "47F2"], [("no_rectification", "47F2", "played_card_stands"),
                               ("director_review", "47E2(b)", "end_of_play", "misexplanation_damage")]),
        # 47F2: any other wish to take a card back.
        ([(WHAT, Happened.WANTS_IT_BACK), (SEAT, E), (CARD, c("D7")), PLAYED], ["47F2"],
         [("no_rectification", "47F2", "played_card_stands")]),
    ],
)  # fmt: skip
def test_45_47_branches(answers: list[Any], expected_laws: list[str], consequences: list[object]) -> None:
    ruling = ruled(NO_RECORD, K.CARD_PLAYED, *answers)
    assert laws(ruling) == expected_laws
    assert shown(ruling.consequences) == consequences


def test_45_the_record_shows_whose_card_and_when() -> None:
    board = record(*T1, "N:HA", "E:H4")
    result = judge(board, K.CARD_PLAYED, (WHAT, Happened.CARD_NAMED), (SLIP, True), event=4)
    assert dict(result.derived) == {"law45.seat": "N", "law45.card": "HA", "law45.trick": 2,
                                    "law45.declarer_played_since": False, "law45.opponent_played_after": True}
    assert shown(result.ruling.consequences)[2:] == [
        ("may_withdraw_and_substitute", "45C4(b)", E),
        ("unauthorised_information", "16C", S, "opponent_withdrawn_card", (c("H4"),))]


def test_45c4b_the_opponent_who_played_after_dummy_may_be_north() -> None:
    """West declares, so East is dummy. Dummy's S9 ends trick 2, North wins it and leads: North is the
    opponent who played after the card (Seat.N is 0, so a truth test would have put South instead)."""
    play = PlayRecord(DEAL, Contract(4, Strain.HEARTS, W))
    for text in ("N:D2", "E:D5", "S:DA", "W:D8", "S:S2", "W:SJ", "N:SA", "E:S9", "N:SK"):
        play = play.play(text[2:], Seat.parse(text[0]))
    board = BoardRecord(DEAL, Auction.from_text(W, "4H AP"), play)
    result = judge(board, K.CARD_PLAYED, (WHAT, Happened.CARD_NAMED), (SLIP, True), event=7)
    assert result.derived["law45.seat"] == "E" and result.derived["law45.opponent_played_after"] is True
    assert ("may_withdraw_and_substitute", "45C4(b)", N) in shown(result.ruling.consequences)


def test_47e1_on_a_lead_is_ruled_as_a_lead_out_of_turn() -> None:
    board = record(*T1, "E:D5")  # North was to lead
    result = judge(board, K.CARD_PLAYED, (WHAT, Happened.TOLD_WRONG_TURN), event=4)
    assert result.question is not None and result.question.id == "law53.misinformed"


@pytest.mark.parametrize(
    ("answers", "reason", "fact"),
    [
        ([(WHAT, Happened.DEFENDER_CARD_SEEN), (SEAT, S)], "not_a_defender", "law45.seat"),
        ([(WHAT, Happened.DECLARER_CARD_HELD), (SEAT, W)], "not_declarer", "law45.seat"),
        ([(WHAT, Happened.CARD_NAMED), (SEAT, W), (CARD, c("SA"))], "card_not_in_hand", "law45.card"),
        ([(WHAT, Happened.DUMMY_WRONG_CARD), (CARD, c("D4")), PLAYED, (NAMED, c("D4"))], "same_card",
         "law45.named_card"),
    ],
)  # fmt: skip
def test_45_inconsistent_facts_are_refused(answers: list[Any], reason: str, fact: str) -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(NO_RECORD, K.CARD_PLAYED, *answers)
    assert (caught.value.reason, caught.value.fact) == (reason, fact)


def test_45_dummy_is_not_asked_for_dummy_cards() -> None:
    result = judge(NO_RECORD, K.CARD_PLAYED, (WHAT, Happened.DUMMY_CARD_TOUCHED))
    assert result.question is not None and result.question.fact is CARD
    assert dict(result.derived)["law45.seat"] == "N"


# --- Law 57 -----------------------------------------------------------------------------------------------

BEFORE_PARTNER = record(*T1, "N:HA", "W:H8")  # West plays before East (partner) has played
AT_RHO_TURN = record(*T1, "N:HA", "E:H4", "W:SJ")  # West plays at South's turn, holding hearts: illegal
AT_RHO_TURN_LEGAL = record(*T1, "N:HA", "E:H4", "W:H8")


def premature(board: BoardRecord, *answers: Any) -> Any:
    (irregularity,) = [i for i in detect(board) if i.kind is K.PREMATURE_PLAY]
    return assess(board, irregularity, facts(*answers))


def test_57a_declarer_chooses_partners_play_and_the_card_is_a_major_penalty_card() -> None:
    result = premature(BEFORE_PARTNER)
    assert result.question is not None and result.question.fact is P_DUMMY_PROMPTED
    assert dict(result.derived) == {"law57.offender": "W", "law57.card": "H8", "law57.when": "before_partner",
                                    "law57.declarer_played_both": False}  # fmt: skip
    ruling = premature(BEFORE_PARTNER, (P_DUMMY_PROMPTED, False)).ruling
    assert laws(ruling) == ["57A", "50D", "57B"]
    assert shown(ruling.consequences) == [("card_withdrawn", "57A", W, c("H8"), 2),
                                          ("penalty_card", "57A", W, c("H8"), "major"),
                                          ("penalty_card_duty", "50D", W, "major"),
                                          ("authorised_information", "50E1", "penalty_card", (c("H8"),)),
                                          ("if_cannot_comply", "57B", E)]
    (choice,) = ruling.choices
    assert (choice.chooser, choice.role.value) == (S, "declarer")
    assert choice.option_ids == ("law57.highest", "law57.lowest", "law57.play_S", "law57.play_D", "law57.play_C",
                                 "law57.forbid_S", "law57.forbid_D", "law57.forbid_C")  # fmt: skip
    assert shown(choice.option("law57.forbid_C").consequences) == [
        ("play_restriction", "57A", E, "not_suit", Suit.CLUBS)]


def test_57a_the_table_state_enforces_declarers_choice() -> None:
    ruling = premature(BEFORE_PARTNER, (P_DUMMY_PROMPTED, False)).ruling
    applied = apply_ruling(ruling, {"law57.declarer_choice": "law57.highest"}, BEFORE_PARTNER)
    assert applied.record.play is not None
    table = applied.table.advance(applied.record.play)
    assert table.penalty_cards_of(W) == (c("H8"),)
    state = applied.record.play.state
    assert table.allowed_cards(state, E) == (c("H7"),)
    assert not table.is_legal(state, E, c("H4"))


@pytest.mark.parametrize(
    ("board", "answers", "expected_laws", "consequences"),
    [
        # 57D: legal card at RHO's turn stays for its proper turn; Law 16 for partner.
        (AT_RHO_TURN_LEGAL, [(P_DUMMY_PROMPTED, False)], ["57D", "16"],
         [("no_rectification", "57D", "played_at_proper_turn"),
          ("unauthorised_information", "16", E, "premature_play", (c("H8"),))]),
        # 57D: an illegal card becomes a major penalty card.
        (AT_RHO_TURN, [(P_DUMMY_PROMPTED, False)], ["57D", "50D"],
         [("card_withdrawn", "57D", W, c("SJ"), 2), ("penalty_card", "57D", W, c("SJ"), "major"),
          ("penalty_card_duty", "50D", W, "major"),
          ("authorised_information", "50E1", "penalty_card", (c("SJ"),))]),
        # 57C2: dummy prompted it.
        (BEFORE_PARTNER, [(P_DUMMY_PROMPTED, True)], ["57C2", "16"],
         [("no_rectification", "57C2", "dummy_prompted"),
          ("unauthorised_information", "16", E, "premature_play", (c("H8"),))]),
        # 57C3: declarer's own premature play stands.
        (record(*T1, "N:HA", "S:H2"), [], ["57C3"], [("no_rectification", "57C3", "declarer_premature_play")]),
    ],
)  # fmt: skip
def test_57_branches(board: BoardRecord, answers: list[Any], expected_laws: list[str],
                     consequences: list[object]) -> None:  # fmt: skip
    result = premature(board, *answers)
    assert result.question is None, result.question.id
    assert laws(result.ruling) == expected_laws
    assert shown(result.ruling.consequences) == consequences


def test_57c1_no_rectification_once_declarer_played_from_both_hands() -> None:
    board = record(*T1, "N:HA", "S:H2", "W:H8")  # South played before East, then West before East
    result = assess(board, Irregularity(K.PREMATURE_PLAY, event=6))
    assert dict(result.derived)["law57.declarer_played_both"] is True
    assert shown(result.ruling.consequences) == [("no_rectification", "57C1", "declarer_played_both_hands")]


def test_60a_a_lead_to_the_next_trick_then_the_next_player_played() -> None:
    answers = ((P_OFFENDER, W), (P_CARD, c("C8")), (P_WHEN, Premature.NEXT_TRICK), (P_BOTH_HANDS, False),
               (P_DUMMY_PROMPTED, False), (LHO_PLAYED, True))  # fmt: skip
    ruling = ruled(NO_RECORD, K.PREMATURE_PLAY, *answers)
    assert (laws(ruling), shown(ruling.consequences)) == (
        ["60A1", "60A2"], [("no_rectification", "60A1", "play_after_irregularity"), ("counts_as_in_turn", "60A2", W)])


def test_57_without_a_record_asks_everything_in_the_laws_order() -> None:
    result = judge(NO_RECORD, K.PREMATURE_PLAY, (P_OFFENDER, E), (P_CARD, c("C5")),
                   (P_WHEN, Premature.NEXT_TRICK), (P_BOTH_HANDS, False), (P_DUMMY_PROMPTED, False),
                   (LHO_PLAYED, False), (P_TRICK, 5), (P_SUIT_LED, Suit.DIAMONDS))  # fmt: skip
    assert result.answered == ("law57.offender", "law57.card", "law57.when", "law57.declarer_played_both",
                               "law57.dummy_prompted", "law60.lho_played", "law57.trick", "law57.suit_led")
    assert "law57.play_D" not in result.ruling.choices[0].option_ids
    assert result.ruling.choices[0].option("law57.forbid_C").suits == (Suit.CLUBS,)
    assert isinstance(result.ruling.choices[0].option("law57.play_S").consequences[0], PlayRestriction)
    assert result.ruling.choices[0].option("law57.lowest").consequences[0].requirement is \
        PlayRequirement.LOWEST_OF_SUIT_LED  # fmt: skip


def test_57_the_53c_follow_up_is_ruled_here() -> None:
    board = record(*T1, "S:DA", "E:D5")  # declarer leads from the wrong hand; East plays to it at West's turn
    result = assess(board, Irregularity(K.PREMATURE_PLAY, event=5), facts((P_DUMMY_PROMPTED, False)))
    assert dict(result.derived)["law57.offender"] == "E"
    assert laws(result.ruling)[0] == "57A"


def test_57_refuses_an_event_that_is_not_a_premature_play() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        assess(BEFORE_PARTNER, Irregularity(K.PREMATURE_PLAY, event=0))
    assert caught.value.reason == "no_premature_play"


# --- Law 58 -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answers", "expected_laws", "consequences"),
    [
        # 58A: West and North at once, West in turn: North's card is simply next.
        ([(S_HOW, Simultaneous.TWO_PLAYERS), (S_IN_TURN, W), (S_OTHER, N), (S_OTHER_CARD, c("D2"))], ["58A"],
         [("card_deemed_subsequent", "58A", N, c("D2"), W)]),
        # 58A: East's card deemed after West's: then it is out of turn (Law 57).
        ([(S_HOW, Simultaneous.TWO_PLAYERS), (S_IN_TURN, W), (S_OTHER, E), (S_OTHER_CARD, c("D5"))], ["58A", "57"],
         [("card_deemed_subsequent", "58A", E, c("D5"), W),
          ("follow_up", "57", K.PREMATURE_PLAY, E, None, c("D5"), None, None)]),
        # 58B1: one face visible: that card played, the other back.
        ([(S_HOW, Simultaneous.ONE_HAND), (S_SEAT, W), (S_CARDS, (c("D8"), c("D9"))), (S_NEXT_TRICK, False),
          (S_ONE_FACE, True), (S_VISIBLE, c("D9"))], ["58B1", "47F"],
         [("card_deemed_played", "58B1", W, c("D9")), ("card_returned_to_hand", "58B1", W, c("D8"))]),
        # 58B4: found only after both sides played to the next trick: Law 67.
        ([(S_HOW, Simultaneous.ONE_HAND), (S_SEAT, W), (S_CARDS, (c("D8"), c("D9"))), (S_NEXT_TRICK, True)],
         ["58B4"], [("follow_up", "58B4", K.DEFECTIVE_TRICK, W, None, None, None, None)]),
    ],
)  # fmt: skip
def test_58_branches(answers: list[Any], expected_laws: list[str], consequences: list[object]) -> None:
    ruling = ruled(NO_RECORD, K.SIMULTANEOUS_PLAY, *answers)
    assert laws(ruling) == expected_laws
    assert shown(ruling.consequences) == consequences


def test_58b2_the_defender_designates_and_the_other_card_is_a_penalty_card() -> None:
    ruling = ruled(NO_RECORD, K.SIMULTANEOUS_PLAY, (S_HOW, Simultaneous.ONE_HAND), (S_SEAT, W),
                   (S_CARDS, (c("D8"), c("DJ"))), (S_NEXT_TRICK, False), (S_ONE_FACE, False),
                   (S_OPPONENT_PLAYED, True))  # fmt: skip
    assert laws(ruling) == ["58B2", "58B3", "16C", "50"]
    assert shown(ruling.consequences)[0] == ("may_withdraw_and_substitute", "58B3", N)
    (choice,) = ruling.choices
    assert (choice.chooser, choice.role.value, choice.option_ids) == (W, "offender", (
        "law58.designate_D8", "law58.designate_DJ"))
    assert shown(choice.option("law58.designate_D8").consequences)[:2] == [
        ("card_deemed_played", "58B2", W, c("D8")), ("penalty_card", "58B2", W, c("DJ"), "major")]
    assert shown(choice.option("law58.designate_DJ").consequences)[1] == (
        "penalty_card", "58B2", W, c("D8"), "minor")
    # 50E1: a minor card's information carries no duty to play it (issue 17); a major one's does.
    assert shown(choice.option("law58.designate_DJ").consequences)[2][2] == "minor_penalty_card"
    assert shown(choice.option("law58.designate_D8").consequences)[2][2] == "penalty_card"


def test_58b2_declarers_other_card_goes_back() -> None:
    ruling = ruled(NO_RECORD, K.SIMULTANEOUS_PLAY, (S_HOW, Simultaneous.ONE_HAND), (S_SEAT, S),
                   (S_CARDS, (c("DA"), c("DK"))), (S_NEXT_TRICK, False), (S_ONE_FACE, False),
                   (S_OPPONENT_PLAYED, False))  # fmt: skip
    assert shown(ruling.choices[0].option("law58.designate_DA").consequences)[1] == (
        "card_returned_to_hand", "48A", S, c("DK"))


@pytest.mark.parametrize(
    ("answers", "reason"),
    [
        ([(S_HOW, Simultaneous.TWO_PLAYERS), (S_IN_TURN, W), (S_OTHER, W)], "same_seat"),
        ([(S_HOW, Simultaneous.ONE_HAND), (S_SEAT, W), (S_CARDS, (c("D8"),))], "need_two_cards"),
        ([(S_HOW, Simultaneous.ONE_HAND), (S_SEAT, W), (S_CARDS, (c("D8"), c("DA")))], "card_not_in_hand"),
    ],
)
def test_58_inconsistent_facts_are_refused(answers: list[Any], reason: str) -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(NO_RECORD, K.SIMULTANEOUS_PLAY, *answers)
    assert caught.value.reason == reason


# --- Law 59 -----------------------------------------------------------------------------------------------


def test_59_a_player_who_cannot_comply_plays_any_legal_card() -> None:
    ruling = ruled(NO_RECORD, K.INABILITY_TO_PLAY, (I_SEAT, E), (I_WHY, Inability.MUST_FOLLOW))
    assert laws(ruling) == ["59", "44C"]
    assert shown(ruling.consequences) == [("any_legal_card", "59", E),
                                          ("no_rectification", "44C", "must_follow_first")]


def test_59_the_table_state_tells_who_can_comply() -> None:
    board = record(*T1, "N:HA")  # East to play, required to play his lowest heart: he can
    table = TableState().apply((PlayRestriction(law=ref("57A"), seat=E,
                                                requirement=PlayRequirement.LOWEST_OF_SUIT_LED),))  # fmt: skip
    with pytest.raises(InconsistentFacts) as caught:
        assess(board, Irregularity(K.INABILITY_TO_PLAY), table=table)
    assert (caught.value.reason, caught.value.params["cards"]) == ("able_to_comply", (c("H4"),))
    forbid = TableState().apply((PlayRestriction(law=ref("57A"), seat=E, requirement=PlayRequirement.NOT_SUIT,
                                                 suit=Suit.CLUBS),))  # fmt: skip
    result = assess(board, Irregularity(K.INABILITY_TO_PLAY), table=forbid)  # he follows suit: 59 applies
    assert result.question is not None and result.question.fact is I_WHY
    assert dict(result.derived) == {"law59.seat": "E"}




# --- Law 60 -----------------------------------------------------------------------------------------------

DECLARER_RETRACTED = record(*T1, "S:DA")  # North was to lead; South led


def test_60b_is_ruled_by_the_lead_out_of_turn_family() -> None:
    assert DECLARER_RETRACTED.play is not None
    play = DECLARER_RETRACTED.play.add(Retract(S, c("DA"), RetractReason.OUT_OF_TURN)).play("D5", E)
    board = BoardRecord(DECLARER_RETRACTED.deal, DECLARER_RETRACTED.auction, play)
    here = ruled(board, K.PLAY_AFTER_ILLEGAL_PLAY, event=6)
    assert laws(here) == ["60B", "50D"]
    assert shown(here.consequences)[1] == ("penalty_card", "60B", E, c("D5"), "major")
    elsewhere = ruled(board, K.PLAY_AFTER_ILLEGAL_PLAY)
    assert shown(elsewhere.consequences) == [("follow_up", "60B", K.LEAD_OUT_OF_TURN, E, 2, c("D5"), 6, None)]


@pytest.mark.parametrize(
    ("board", "answers", "expected_laws", "consequences"),
    [
        # 60A: South (non-offender) played after East's lead out of turn: accepted.
        (record(*T1, "E:D5", "S:DA"), [], ["60A1", "60A2"],
         [("no_rectification", "60A1", "play_after_irregularity"), ("counts_as_in_turn", "60A2", E)]),
        # 60C: East played after his partner West's premature card: the opponents' rights stand.
        (record(*T1, "N:HA", "W:H8", "E:H4"), [], ["60C"],
         [("rights_unaffected", "60C", "NS"),
          ("follow_up", "60C", K.PREMATURE_PLAY, W, 2, c("H8"), 5, None)]),
        # 60B without a record: the defender's card is a major penalty card.
        (NO_RECORD, [(A_WHICH, AfterIllegal.BEFORE_DECLARERS_LEAD), (A_OFFENDER, E), (A_CARD, c("D5"))],
         ["60B", "50D"], [("penalty_card", "60B", E, c("D5"), "major"), ("penalty_card_duty", "50D", E, "major")]),
    ],
)  # fmt: skip
def test_60_branches(board: BoardRecord, answers: list[Any], expected_laws: list[str],
                     consequences: list[object]) -> None:  # fmt: skip
    ruling = ruled(board, K.PLAY_AFTER_ILLEGAL_PLAY, *answers)
    assert laws(ruling) == expected_laws
    assert shown(ruling.consequences) == consequences


def test_60a3_earlier_obligations_remain() -> None:
    table = TableState().apply((PenaltyCard(law=ref("50"), seat=E, card=c("CK"), grade=PenaltyGrade.MAJOR),))
    answers = facts((A_WHICH, AfterIllegal.NON_OFFENDER), (A_OFFENDER, W))
    ruling = assess(NO_RECORD, Irregularity(K.PLAY_AFTER_ILLEGAL_PLAY), answers, table=table).ruling
    assert laws(ruling) == ["60A1", "60A2", "60A3"]
    assert shown(ruling.consequences)[2] == ("no_rectification", "60A3", "obligations_remain")


def test_a_ruling_round_trips_through_the_codec() -> None:
    ruling = premature(BEFORE_PARTNER, (P_DUMMY_PROMPTED, False)).ruling
    assert codec.decode(Ruling, codec.encode(ruling)) == ruling
    fifth = ruled(NO_RECORD, K.CARD_PLAYED, (WHAT, Happened.FIFTH_CARD), (SEAT, S), (CARD, c("DA")), PLAYED,
                  (DEEMED_LED, False))  # fmt: skip
    assert codec.decode(Ruling, codec.encode(fifth)) == fifth


# --- 45D1: the named card can change who wins the trick --------------------------------------------------

D45 = Deal.from_pbn("N:A2.AKQJ.5432.432 543.7654.876.765 9876.32.AKQJ.AKQ KQJT.T98.T9.JT98")
"""South declares 4♥; West leads ♠K; declarer names dummy's ♠2 but dummy plays the ♠A."""
T1_45D = ("W:SK", "N:SA", "E:S3", "S:S6")


def _board_45d(*plays: str) -> BoardRecord:
    play = PlayRecord(D45, Contract(4, Strain.HEARTS, S))
    for text in plays:
        play = play.play(text[2:], Seat.parse(text[0]))
    return BoardRecord(D45, Auction.from_text(S, "4H AP"), play)


@pytest.mark.parametrize(
    ("plays", "withdrawn_lead"),
    [(T1_45D, None), ((*T1_45D, "N:HA"), "HA")],
    ids=["trick complete", "dummy already led to the next trick"],
)
def test_45d1_the_named_card_replaces_dummys_and_the_trick_goes_to_whoever_wins_it_now(
    plays: tuple[str, ...], withdrawn_lead: str | None
) -> None:
    """Dummy's ♠A won the trick; with the named ♠2 in its place West's ♠K wins it. Dummy's lead to
    trick 2, made as if he had won, goes back: West is on lead."""
    board = _board_45d(*plays)
    ruling = ruled(board, K.CARD_PLAYED, (WHAT, Happened.DUMMY_WRONG_CARD), (NAMED, c("S2")), event=1)
    consequences = shown(ruling.consequences)
    assert consequences[:2] == [("named_card_played", "45D1", N, c("S2"), 1), ("card_withdrawn", "45D1", N, c("SA"), 1)]
    if withdrawn_lead is not None:
        assert ("card_withdrawn", "45D1", N, c(withdrawn_lead), 2) in consequences
    applied = apply_ruling(ruling, {}, board).record
    state = applied.state
    assert state is not None and state.tricks[0].winner is W
    assert state.next_seat is W
    assert [str(tc.card) for tc in state.tricks[0].cards] == [str(c(x)) for x in ("SK", "S2", "S3", "S6")]
