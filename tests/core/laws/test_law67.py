"""Law 67, defective trick: put right before both sides play on (67A1, 67A2 with 45E and 58B); an
omission found later is a deemed revoke costing one trick (67B1, 64A2); extra cards restored and
revokes they reveal (67B2); a played card misplaced (67B3)."""

from __future__ import annotations

import pytest

from tdcompanion.core.cards import Suit
from tdcompanion.core.laws import Facts, InconsistentFacts, IrregularityKind
from tdcompanion.core.laws.law67 import (
    DEEMED_LED,
    DEFECT,
    DELIBERATE,
    EXPOSED,
    EXTRA_CARDS,
    FACED_CARD,
    FACED_KNOWN,
    FACES_VISIBLE,
    HOW_EXTRA,
    LATER_TRICK,
    NEXT_TRICK_PLAYED,
    OFFENDER,
    PLAYED_AGAIN,
    PLAYED_CARD,
    SUIT_LED,
    TOO_LATE,
    TRICK,
    Defect,
    ExtraCard,
)
from tests.core.laws.scenarios import DEAL, E, N, S, W, adding, c, facts, record, ruled, run, shown, without

DEFECTIVE = IrregularityKind.DEFECTIVE_TRICK
TRICK1 = ("W:S5", "N:SA", "E:S7", "S:S2")
# West's ♠J stuck to his ♠5 at trick 1; he discards on the next spade, then everyone plays to trick 3.
PLAY3 = (*TRICK1, "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8")
NO_PLAY = record(play=False)


def test_67a1_an_omission_found_in_time_is_put_right() -> None:
    answers = facts((OFFENDER, W), (TRICK, 5), (NEXT_TRICK_PLAYED, False), (DEFECT, Defect.OMITTED))
    ruling = ruled(DEFECTIVE, NO_PLAY, answers)
    assert [str(x) for x in ruling.laws] == ["67A1"]
    assert shown(ruling.consequences) == [("supply_card", "67A1", W, 5)]


def test_67b1_an_omission_found_late_is_a_deemed_revoke_costing_one_trick() -> None:
    answers = facts((OFFENDER, W), (TRICK, 5), (NEXT_TRICK_PLAYED, True), (DEFECT, Defect.OMITTED),
                    (SUIT_LED, Suit.HEARTS))  # fmt: skip
    ruling = ruled(DEFECTIVE, NO_PLAY, answers)
    assert [str(x) for x in ruling.laws] == ["67B1", "64A2"]
    assert shown(ruling.consequences) == [
        ("trick_transfer", "64A2", "NS", 1, 5),
        ("director_review", "64C", "end_of_play", "revoke_equity"),
    ]
    (choice,) = ruling.choices
    assert (choice.chooser, choice.role.value, choice.without_consulting_partner) == (W, "offender", True)
    assert [o.cards for o in choice.options] == [(c("HT"),), (c("H9"),), (c("H8"),)]  # a heart: he has some
    assert shown(choice.options[0].consequences) == [("card_placed_in_trick", "67B1(a)", W, c("HT"), 5)]


def test_67b1_with_no_card_of_the_suit_led_any_card_may_be_placed() -> None:
    void = record(deal=adding(without(DEAL, W, "SJ", "S5"), N, "SJ", "S5"), play=False)  # West has no spade
    answers = facts((OFFENDER, W), (TRICK, 2), (NEXT_TRICK_PLAYED, True), (DEFECT, Defect.OMITTED),
                    (SUIT_LED, Suit.SPADES))  # fmt: skip
    (choice,) = ruled(DEFECTIVE, void, answers).choices
    assert len(choice.options) == 11
    assert {str(law) for o in choice.options for law in o.laws} == {"67B1(b)"}


def test_the_record_tells_when_both_sides_have_played_on() -> None:
    result = run(DEFECTIVE, record(*PLAY3), facts((OFFENDER, W), (TRICK, 1)))
    assert dict(result.derived) == {"law67.next_trick_played": True}
    assert result.question is not None and result.question.fact is DEFECT
    early = run(DEFECTIVE, record(*TRICK1, "N:SK"), facts((OFFENDER, W), (TRICK, 1)))
    assert dict(early.derived) == {"law67.next_trick_played": False}


@pytest.mark.parametrize(
    ("extra", "faced", "placed", "restored"),
    [
        ((FACED_KNOWN, True), (FACED_CARD, c("S5")), [], ["SJ"]),
        # The Director cannot tell: the higher card he could legally play stays; the ♠5 goes back.
        ((FACED_KNOWN, False), None, [("card_placed_in_trick", "67B2(a)", W, c("SJ"), 1)], ["S5"]),
    ],
)
def test_67b2_extra_cards_go_back_to_the_hand_and_failing_to_play_them_may_be_a_revoke(
    extra: tuple[object, object], faced: tuple[object, object] | None, placed: list[object], restored: list[str]
) -> None:
    board = record(*PLAY3, deal=record().deal.with_hand(W, record().deal.hands[W].without(c("SJ"))))  # type: ignore[union-attr]
    pairs = [(OFFENDER, W), (TRICK, 1), (DEFECT, Defect.TOO_MANY), (EXTRA_CARDS, (c("SJ"),)), extra]
    if faced is not None:
        pairs.append(faced)
    pairs.extend((EXPOSED, False, card) for card in restored)
    ruling = ruled(DEFECTIVE, board, facts(*pairs))  # type: ignore[arg-type]
    assert [str(x) for x in ruling.laws] == ["67B2"]
    revoke = ("follow_up", "67B2(b)", IrregularityKind.REVOKE, W, 2, c("D8"), 7, True)
    restores = [("card_restored", "67B2(a)", W, c(card), "played_cards") for card in restored]
    assert shown(ruling.consequences) == [*placed, *restores, revoke]


def test_67b2_a_defenders_exposed_extra_card_is_a_penalty_card() -> None:
    board = record(*PLAY3[:8])
    answers = facts((OFFENDER, W), (TRICK, 1), (DEFECT, Defect.TOO_MANY), (EXTRA_CARDS, (c("C8"),)),
                    (FACED_KNOWN, True), (FACED_CARD, c("S5")), (EXPOSED, True, "C8"),
                    (DELIBERATE, False, "C8"))  # fmt: skip
    ruling = ruled(DEFECTIVE, board, answers)
    assert shown(ruling.consequences) == [
        ("card_restored", "67B2(a)", W, c("C8"), "played_cards"),
        ("penalty_card", "67B2", W, c("C8"), "minor"),
    ]


@pytest.mark.parametrize(
    ("answers", "laws", "consequences"),
    [
        ([(HOW_EXTRA, ExtraCard.FIFTH_CARD), (DEEMED_LED, False)], ["67A2", "45E1"],
         [("penalty_card", "45E1", W, c("C8"), "major")]),
        ([(HOW_EXTRA, ExtraCard.FIFTH_CARD), (DEEMED_LED, True)], ["67A2", "45E1"],
         [("follow_up", "45E1", IrregularityKind.LEAD_OUT_OF_TURN, W, None, c("C8"), None, None)]),
        ([(HOW_EXTRA, ExtraCard.SIMULTANEOUS), (FACES_VISIBLE, False)], ["67A2", "58B1"],
         [("no_rectification", "58B1", "only_one_face_visible")]),
    ],
)  # fmt: skip
def test_67a2_too_many_cards_found_in_time(answers: list[tuple[object, object]], laws: list[str],
                                           consequences: list[object]) -> None:  # fmt: skip
    base = facts((OFFENDER, W), (TRICK, 1), (DEFECT, Defect.TOO_MANY), (EXTRA_CARDS, (c("C8"),)), *answers)  # type: ignore[arg-type]
    ruling = ruled(DEFECTIVE, record(*TRICK1), base)
    assert [str(x) for x in ruling.laws] == laws
    assert shown(ruling.consequences) == consequences


def test_58b2_both_faces_visible_the_offender_designates_and_the_other_is_a_penalty_card() -> None:
    answers = facts((OFFENDER, W), (TRICK, 1), (DEFECT, Defect.TOO_MANY), (EXTRA_CARDS, (c("HT"),)),
                    (HOW_EXTRA, ExtraCard.SIMULTANEOUS), (FACES_VISIBLE, True))  # fmt: skip
    (choice,) = ruled(DEFECTIVE, record(*TRICK1), answers).choices
    assert (choice.chooser, choice.role.value) == (W, "offender")
    by_id = {o.id: shown(o.consequences) for o in choice.options}
    assert by_id == {
        "play_S5": [("penalty_card", "58B2", W, c("HT"), "major")],
        "play_HT": [("card_placed_in_trick", "58B2", W, c("HT"), 1), ("penalty_card", "58B2", W, c("S5"), "minor")],
    }


def test_45e2_declarers_fifth_card_goes_back_without_rectification() -> None:
    answers = facts((OFFENDER, S), (TRICK, 1), (DEFECT, Defect.TOO_MANY), (EXTRA_CARDS, (c("DA"),)),
                    (HOW_EXTRA, ExtraCard.FIFTH_CARD), (DEEMED_LED, False))  # fmt: skip
    assert shown(ruled(DEFECTIVE, record(*TRICK1), answers).consequences) == [
        ("no_rectification", "45E2", "returned_to_hand")
    ]


@pytest.mark.parametrize(
    ("answers", "consequences"),
    [
        ([(PLAYED_AGAIN, False)], []),
        ([(PLAYED_AGAIN, True), (LATER_TRICK, 3), (TOO_LATE, True)],
         [("adjusted_score", "67B3", "card_played_twice", False)]),
        ([(PLAYED_AGAIN, True), (LATER_TRICK, 3), (TOO_LATE, False)],
         [("card_withdrawn", "67B3", E, c("S7"), 3), ("supply_card", "67B3", E, 3)]),
    ],
)  # fmt: skip
def test_67b3_a_card_played_but_not_among_the_quitted_tricks(answers: list[tuple[object, object]],
                                                             consequences: list[object]) -> None:  # fmt: skip
    base = facts((OFFENDER, E), (TRICK, 1), (DEFECT, Defect.NOT_AMONG_QUITTED), *answers)  # type: ignore[arg-type]
    ruling = ruled(DEFECTIVE, record(*PLAY3), base)
    assert shown(ruling.consequences) == [("card_placed_in_trick", "67B3", E, c("S7"), 1), *consequences]


@pytest.mark.parametrize(
    ("board", "answers", "reason"),
    [
        (record(*PLAY3), facts((OFFENDER, W), (TRICK, 4)), "not_a_choice"),
        (record(), facts((OFFENDER, W)), "no_quitted_trick"),
        (record(*PLAY3), facts((OFFENDER, W), (TRICK, 1), (DEFECT, Defect.OMITTED)), "card_recorded"),
        (record(*PLAY3), facts((OFFENDER, W), (TRICK, 1), (DEFECT, Defect.TOO_MANY), (EXTRA_CARDS, (c("SA"),))),
         "card_not_in_hand"),
        (record(*PLAY3), facts((OFFENDER, W), (TRICK, 1), (DEFECT, Defect.TOO_MANY), (EXTRA_CARDS, ())),
         "no_extra_card"),
        (record(*PLAY3), facts((OFFENDER, W), (TRICK, 1), (NEXT_TRICK_PLAYED, False)), "contradicts_record"),
    ],
)  # fmt: skip
def test_inconsistent_facts_are_refused(board: object, answers: Facts, reason: str) -> None:
    with pytest.raises(InconsistentFacts) as info:
        run(DEFECTIVE, board, answers)  # type: ignore[arg-type]
    assert info.value.reason == reason


def test_67b3_at_the_last_trick_the_card_cannot_have_been_played_again() -> None:
    answers = facts((OFFENDER, E), (TRICK, 13), (NEXT_TRICK_PLAYED, True), (DEFECT, Defect.NOT_AMONG_QUITTED),
                    (PLAYED_CARD, c("C5")))  # fmt: skip
    result = run(DEFECTIVE, NO_PLAY, answers)
    assert result.ruling is not None
    assert dict(result.derived)["law67.played_again"] is False
    assert shown(result.ruling.consequences) == [("card_placed_in_trick", "67B3", E, c("C5"), 13)]


# --- a defective trick entered with its play: the record names the offender and the trick ------------------

# Trick 2: North leads the ♥A, East and South follow, and the trick is quitted without West's card.
SHORT2 = (*TRICK1, "N:HA", "E:H4", "S:H2", "W:-")


@pytest.mark.parametrize(
    ("plays", "laws", "consequences", "placeable"),
    [
        # Both sides have played to trick 3: West places a heart; one trick goes to North-South (67B1, 64A2).
        ((*SHORT2, "N:HK", "E:H5", "S:H3", "W:H8"), ["67B1", "64A2"],
         [("trick_transfer", "64A2", "NS", 1, 2), ("director_review", "64C", "end_of_play", "revoke_equity")],
         [c("HT"), c("H9")]),
        # Only North has led to trick 3: West supplies a card (67A1).
        ((*SHORT2, "N:HK"), ["67A1"], [("supply_card", "67A1", W, 2)], []),
    ],
)
def test_a_trick_quitted_short_of_a_card_is_ruled_from_the_record(
    plays: tuple[str, ...], laws: list[str], consequences: list[object], placeable: list[object]
) -> None:
    result = run(DEFECTIVE, record(*plays))
    assert result.question is None and result.ruling is not None  # nothing asked: the record tells
    assert {k: result.derived[k] for k in ("law67.offender", "law67.trick", "law67.defect")} == \
        {"law67.offender": "W", "law67.trick": 2, "law67.defect": "omitted"}  # fmt: skip
    ruling = result.ruling
    assert [str(x) for x in ruling.laws] == laws
    assert shown(ruling.consequences) == consequences
    assert [o.cards[0] for ch in ruling.choices for o in ch.options] == placeable


def test_67b1_the_card_placed_goes_among_the_played_cards_and_does_not_change_who_won() -> None:
    board = record(*SHORT2, "N:HK", "E:H5", "S:H3", "W:H8")
    (choice,) = ruled(DEFECTIVE, board).choices
    placed = board.apply(choice.options[0].consequences)  # West places the ♥10
    assert placed.play is not None
    trick2 = placed.play.tricks[1]
    assert (trick2.card_of(W), trick2.winner, trick2.omitted) == (c("HT"), N, W)
    assert c("HT") not in placed.hand_now(W)  # type: ignore[operator]
    assert len(placed.hand_now(W)) == len(placed.hand_now(N))  # type: ignore[arg-type]
    assert run(DEFECTIVE, placed, facts((OFFENDER, W))).question is not None  # put right: no longer read as short


def test_the_record_refuses_an_answer_that_contradicts_the_short_trick() -> None:
    with pytest.raises(InconsistentFacts):
        run(DEFECTIVE, record(*SHORT2, "N:HK"), facts((OFFENDER, E)))


# --- a trick with a card too many entered with its play: the record names the offender, trick and card ------------

TWO_AT_ONCE = ("W:S5", "W:+SJ", "N:SA", "E:S7", "S:S2")  # West's ♠5 and ♠J land on trick 1 together


@pytest.mark.parametrize(
    ("plays", "answers", "derived", "laws", "consequences"),
    [
        # Found late (67B2): the ♠5 was faced, the ♠J goes back; West's ♦8 at trick 2 becomes a revoke.
        ((*TWO_AT_ONCE, "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8"),
         [(FACED_KNOWN, True), (FACED_CARD, c("S5")), (EXPOSED, False, "SJ")], {}, ["67B2"],
         [("card_restored", "67B2(a)", W, c("SJ"), "played_cards"),
          ("follow_up", "67B2(b)", IrregularityKind.REVOKE, W, 2, c("D8"), 8, True)]),
        # A fifth card after the trick had four (45E1), not deemed a lead: a major penalty card.
        ((*TRICK1, "W:+C8"), [(DEEMED_LED, False)], {"law67.how_extra": "fifth_card"}, ["67A2", "45E1"],
         [("card_restored", "45E1", W, c("C8"), "played_cards"), ("penalty_card", "45E1", W, c("C8"), "major")]),
        # Declarer's fifth card goes back to his hand (45E2).
        ((*TRICK1, "S:+DA"), [(DEEMED_LED, False)], {"law67.how_extra": "fifth_card"}, ["67A2", "45E2"],
         [("card_restored", "45E2", S, c("DA"), "played_cards"), ("no_rectification", "45E2", "returned_to_hand")]),
    ],
)  # fmt: skip
def test_a_trick_with_a_card_too_many_is_ruled_from_the_record(
    plays: tuple[str, ...], answers: list[tuple[object, ...]], derived: dict[str, object], laws: list[str],
    consequences: list[object],
) -> None:
    board = record(*plays)
    result = run(DEFECTIVE, board, facts(*answers))  # type: ignore[arg-type]
    assert result.question is None and result.ruling is not None, result.question
    extra = board.state.tricks[0].extra_cards  # type: ignore[union-attr]
    seat = "S" if plays[-1].startswith("S:+") else "W"
    assert {k: result.derived[k] for k in ("law67.offender", "law67.trick", "law67.defect", "law67.extra_cards")} \
        == {"law67.offender": seat, "law67.trick": 1, "law67.defect": "too_many",
            "law67.extra_cards": tuple(x.pbn for x in extra)}  # fmt: skip
    assert {k: result.derived[k] for k in derived} == derived
    assert [str(x) for x in result.ruling.laws] == laws
    assert shown(result.ruling.consequences) == consequences
    after = board.apply(result.ruling.consequences)
    assert after.state is not None and after.state.tricks[0].extra_cards == ()  # what is read out is enforced
    assert after.state.tricks[0].winner is N


@pytest.mark.parametrize("plays", [TWO_AT_ONCE, TWO_AT_ONCE[:2]], ids=["trick quitted", "trick in progress"])
def test_58b2_two_cards_at_once_read_off_the_record_the_offender_designates(plays: tuple[str, ...]) -> None:
    board = record(*plays)
    (choice,) = ruled(DEFECTIVE, board, facts((HOW_EXTRA, ExtraCard.SIMULTANEOUS), (FACES_VISIBLE, True))).choices
    by_id = {o.id: shown(o.consequences) for o in choice.options}
    assert by_id == {
        "play_S5": [("card_restored", "58B2", W, c("SJ"), "played_cards"),
                    ("penalty_card", "58B2", W, c("SJ"), "major")],
        "play_SJ": [("card_placed_in_trick", "58B2", W, c("SJ"), 1),
                    ("card_restored", "58B2", W, c("S5"), "played_cards"),
                    ("penalty_card", "58B2", W, c("S5"), "minor")],
    }  # fmt: skip
    after = board.apply(choice.options[1].consequences)
    assert after.state is not None
    trick = after.state.tricks[0] if after.state.tricks else after.state.current
    assert trick is not None
    west = after.hand_now(W)
    assert west is not None
    assert (trick.card_of(W), trick.extra_cards, c("S5") in west) == (c("SJ"), (), True)
