"""Law 46: dummy's card called incompletely or wrongly ("high", "win", "low", a suit or a rank alone, a card not
in dummy, "play anything"), declarer's incontrovertibly different intention, and what the record shows."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tdcompanion.core.laws import (
    BoardRecord,
    Facts,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    Ruling,
    assess,
    detect,
)
from tdcompanion.core.laws.law46 import INCONTROVERTIBLE, INTENDED, SAID
from tdcompanion.core.play import Play
from tests.core.laws.scenarios import E, N, S, c, facts, record, ruled, shown

NAMED = IrregularityKind.DUMMY_CARD_NAMED
SPADE_LED = ("W:S5",)  # West leads ♠5; dummy (North: ♠AKQ ♥AKQJ ♦432 ♣432) to play second
DUMMY_LEADS = ("W:S5", "N:SA", "E:S7", "S:S2")  # dummy won trick 1 with a spade and leads to trick 2
HEART_LED = ("W:H8",)


def _ruled(plays: tuple[str, ...], said: str, *more: tuple[object, object]) -> Ruling:
    return ruled(NAMED, record(*plays), facts((SAID, said), *more))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("plays", "said", "law", "card"),
    [
        (SPADE_LED, "high", "46B1(a)", "SA"),
        (SPADE_LED, "ψηλό", "46B1(a)", "SA"),
        (SPADE_LED, "win", "46B1(b)", "SQ"),  # the queen beats the five and every spade East may hold
        (SPADE_LED, "πάρε", "46B1(b)", "SQ"),
        (SPADE_LED, "low", "46B1(c)", "SQ"),
        (SPADE_LED, "χαμηλό", "46B1(c)", "SQ"),
        (DUMMY_LEADS, "heart", "46B2", "HJ"),
        (DUMMY_LEADS, "κούπα", "46B2", "HJ"),
        (DUMMY_LEADS, "king", "46B3(a)", "SK"),  # dummy won trick 1 in spades and holds the ♠K
        (DUMMY_LEADS, "ρήγας", "46B3(a)", "SK"),
        (HEART_LED, "K", "46B3(b)", "HK"),  # following: the one king he can legally play
    ],
)
def test_46b_completes_the_call(plays: tuple[str, ...], said: str, law: str, card: str) -> None:
    ruling = _ruled(plays, said, (INCONTROVERTIBLE, False))
    assert [str(x) for x in ruling.laws] == [law]
    assert ruling.offender is None and not ruling.choices
    assert shown(ruling.consequences) == [("card_deemed_played", law, N, c(card))]


@pytest.mark.parametrize(
    ("plays", "said", "law", "chooser", "cards"),
    [
        (DUMMY_LEADS, "two", "46B3(b)", S, ("D2", "C2")),  # no ♠2 in dummy: two twos he may lead
        (SPADE_LED, "♣5", "46B4", S, ("SA", "SK", "SQ")),  # not in dummy: void, any legal card
        (SPADE_LED, "anything", "46B5", None, ("SA", "SK", "SQ")),  # either defender designates
        (SPADE_LED, "ό,τι να 'ναι", "46B5", None, ("SA", "SK", "SQ")),
    ],
)
def test_46b_leaves_a_choice(plays: tuple[str, ...], said: str, law: str, chooser: object,
                             cards: tuple[str, ...]) -> None:  # fmt: skip
    ruling = _ruled(plays, said, (INCONTROVERTIBLE, False))
    assert [str(x) for x in ruling.laws] == [law]
    (choice,) = ruling.choices
    assert choice.chooser is chooser
    assert choice.role.value == ("declarer" if chooser is S else "defender")
    assert sorted(o.cards[0] for o in choice.options) == sorted(c(x) for x in cards)
    assert all(shown(o.consequences) == [("card_deemed_played", law, N, o.cards[0])] for o in choice.options)


def test_46a_a_card_named_in_full_is_played_and_nothing_is_asked() -> None:
    ruling = ruled(NAMED, record(*SPADE_LED), facts((SAID, "♠K")))
    assert [str(x) for x in ruling.laws] == ["46A", "45C4(a)"]
    assert shown(ruling.consequences) == [("no_rectification", "46A", "law46.named_in_full"),
                                          ("card_deemed_played", "45C4(a)", N, c("SK"))]


def test_46b_does_not_apply_when_a_different_intention_is_incontrovertible() -> None:
    ruling = _ruled(SPADE_LED, "high", (INCONTROVERTIBLE, True), (INTENDED, c("SK")))
    assert [str(x) for x in ruling.laws] == ["46B"]
    assert shown(ruling.consequences) == [("card_deemed_played", "46B", N, c("SK"))]


def test_the_intention_is_asked_before_46b_completes_the_call() -> None:
    result = assess(record(*SPADE_LED), Irregularity(NAMED), facts((SAID, "high")))
    assert result.question is not None and result.question.fact is INCONTROVERTIBLE


def test_dummys_wrong_card_in_the_record_is_replaced_by_the_deemed_card() -> None:
    board = record(*SPADE_LED, "N:SQ")
    result = assess(board, Irregularity(NAMED, event=1), facts((SAID, "high"), (INCONTROVERTIBLE, False)))
    assert result.ruling is not None
    assert shown(result.ruling.consequences) == [("named_card_played", "46B1(a)", N, c("SA"), 1),
                                                 ("card_withdrawn", "46B1(a)", N, c("SQ"), 1)]  # fmt: skip


@pytest.mark.parametrize(
    ("board", "answers", "event", "reason"),
    [
        (record(*SPADE_LED), facts((SAID, "hello")), None, "not_a_designation"),
        (record(), facts((SAID, "high")), None, "not_dummys_turn"),
        (record(play=False), Facts(), None, "no_play_record"),
        (record(*SPADE_LED, "N:SQ"), Facts(), 0, "not_dummys_play"),
    ],
)
def test_refusals(board: BoardRecord, answers: Facts, event: int | None, reason: str) -> None:
    with pytest.raises(InconsistentFacts) as caught:
        assess(board, Irregularity(NAMED, event=event), answers)
    assert caught.value.reason == reason


def test_what_the_record_says_was_said_is_never_asked() -> None:
    base = record(*SPADE_LED, "N:SQ")
    assert base.play is not None
    said = replace(base, play=replace(base.play, events=(*base.play.events[:-1], Play(N, c("SQ"), "ψηλό"))))
    result = assess(said, Irregularity(NAMED, event=1), facts((INCONTROVERTIBLE, False)))
    assert dict(result.derived) == {"law46.said": "ψηλό"}
    assert result.ruling is not None
    assert shown(result.ruling.consequences)[0] == ("named_card_played", "46B1(a)", N, c("SA"), 1)


def _with_said(plays: tuple[str, ...], said: str) -> BoardRecord:
    """``plays``, the last of them dummy's card called with ``said`` (as the Play tab records it)."""
    base = record(*plays)
    assert base.play is not None
    last = base.play.events[-1]
    assert isinstance(last, Play)
    return replace(base, play=replace(base.play, events=(*base.play.events[:-1], Play(last.seat, last.card, said))))


def test_detect_offers_law_46_for_dummys_card_recorded_with_what_declarer_said() -> None:
    said = _with_said((*SPADE_LED, "N:SA", "E:S7", "S:S2", "N:HK"), "king")
    assert Irregularity(NAMED, event=4) in detect(said)
    assert not [i for i in detect(record(*SPADE_LED, "N:SA")) if i.kind is NAMED]  # a card simply played


def test_detect_lists_the_call_among_the_plays_irregularities_in_the_order_played() -> None:
    said = _with_said(("W:S5", "E:S7", "N:SA"), "high")  # East played out of turn (event 1) before dummy's call
    assert [(i.kind, i.event) for i in detect(said)] == [(IrregularityKind.PREMATURE_PLAY, 1), (NAMED, 2)]


def test_a_lead_out_of_turn_on_the_table_at_dummys_turn_is_ruled_first() -> None:
    # Dummy won trick 1 and is to lead; East leads out of turn: the record has South next, but the lead
    # stands only once accepted (Law 53A), so the Director is told to rule on it first, not "not dummy's turn".
    board = record(*DUMMY_LEADS, "E:D7")
    with pytest.raises(InconsistentFacts) as caught:
        assess(board, Irregularity(NAMED), facts((SAID, "high")))
    assert caught.value.reason == "lead_out_of_turn_first"
    assert dict(caught.value.params) == {"seat": E, "dummy": N}
