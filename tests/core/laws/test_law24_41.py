"""Laws 24, 35-39 and 41: a card exposed in the auction (24A-E), inadmissible calls (36, 37, 38), calls after the
final pass (39) and the face-down opening lead (41A with 47E2(a), 54 preamble and 54E), read off the auction
record and the table state where they show the facts."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.contract import Contract
from tdcompanion.core.laws import (
    Assessment,
    BoardRecord,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    PenaltyCard,
    PenaltyGrade,
    Ruling,
    TableState,
    apply_ruling,
    assess,
    codec,
    ref,
)
from tdcompanion.core.laws.auction_effects import MustPass, PassSpan
from tdcompanion.core.laws.law24_41 import (
    BARRED_CALL,
    BARRED_FOR_REST,
    CALL,
    CARDS,
    DECLARER,
    EXPOSER,
    ISSUE,
    LATE_CALL,
    LATE_CALLER,
    LATE_DEFENDER,
    LEAD_CARD,
    LEAD_FACED,
    LEADER,
    LED,
    LHO_CALLED,
    OFFENDER,
    OUT_OF_TURN,
    OUTCOME,
    VISIBLE,
    WHICH,
    WORDS,
    FaceDownIssue,
    Inadmissible,
    Outcome,
)
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import DEAL, E, N, S, W, c, facts, shown

EXPOSED = IrregularityKind.CARD_EXPOSED_IN_AUCTION
INADMISSIBLE = IrregularityKind.INADMISSIBLE_CALL
AFTER = IrregularityKind.CALL_AFTER_AUCTION
FACE_DOWN = IrregularityKind.FACE_DOWN_LEAD
REST = PassSpan.REST_OF_AUCTION


def call(text: str) -> Call:
    return Call.parse(text)


def bids(text: str) -> Auction:
    """North deals."""
    return Auction.from_text(N, text)


def board(auction: Auction | None, *plays: str) -> BoardRecord:
    """The shared deal with ``auction``; ``plays`` (``"E:H7"``) make a play record of the auction's contract."""
    if not plays:
        return BoardRecord(DEAL, auction)
    assert auction is not None
    contract = auction.contract()
    assert isinstance(contract, Contract)
    rec = PlayRecord(DEAL, contract)
    for text in plays:
        rec = rec.play(text[2:], Seat.parse(text[0]))
    return BoardRecord(DEAL, auction, rec)


def barred(seat: Seat, span: PassSpan = REST, since: int = 0) -> TableState:
    """A table state in which ``seat`` must pass from auction entry ``since`` on."""
    return TableState().apply((MustPass(law=ref("27B2"), seat=seat, span=span),), calls=since)


def judge(kind: IrregularityKind, rec: BoardRecord, *answers: Any, at: int | None = None,
          table: TableState | None = None) -> Assessment:  # fmt: skip
    return assess(rec, Irregularity(kind, call=at), facts(*answers), table=table)


def ruled(kind: IrregularityKind, rec: BoardRecord, *answers: Any, at: int | None = None,
          table: TableState | None = None) -> Ruling:  # fmt: skip
    result = judge(kind, rec, *answers, at=at, table=table)
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


def laws(ruling: Ruling) -> list[str]:
    return [str(x) for x in ruling.laws]


OPEN = bids("1H")  # North opened 1♥, East to call
CLOSED = bids("1H P P P")  # North declares 1♥: East leads, South is dummy
FACE_UP_E9 = ("cards_face_up", "24", E, (c("S9"),))
UI_E9 = ("unauthorised_information", "16C", W, "card_exposed_in_auction", (c("S9"),))


def pending(seat: Seat, cards: tuple[str, ...], *, led: bool | None = None) -> tuple[object, ...]:
    """Law 24E at the end of the auction: a follow-up that starts from what the Director was told (by name)."""
    told: tuple[tuple[str, object], ...] = (("law24.offender", seat.letter), ("law24.cards", cards),
                                            ("law24.visible", True))  # fmt: skip
    if led is not None:
        told += (("law24.led", led),)
    card = c(cards[0]) if len(cards) == 1 else None
    return ("follow_up", "24E", EXPOSED, seat, None, card, None, None, "end_of_auction", tuple(sorted(told)))


PENDING_E9 = pending(E, ("S9",), led=False)
UI_W = ("unauthorised_information", "16C", W, "withdrawn_call", ())


# --- Law 24 -------------------------------------------------------------------------------------------------


def test_only_the_player_is_asked_first_and_the_auction_record_answers_where_it_stands() -> None:
    first = judge(EXPOSED, board(OPEN))
    assert first.question is not None and first.question.fact is EXPOSER
    then = judge(EXPOSED, board(OPEN), (EXPOSER, E))
    assert then.question is not None and then.question.fact is CARDS
    judged = judge(EXPOSED, board(OPEN), (EXPOSER, E), (CARDS, (c("S9"),)))
    assert judged.question is not None and judged.question.fact is VISIBLE
    assert judged.question.params == {"seat": E, "cards": (c("S9"),)}
    done = judge(EXPOSED, board(OPEN), (EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False))
    assert dict(done.derived) == {"law24.outcome": "auction_goes_on"}


MINOR_DUTY_E = ("penalty_card_duty", "50C", E, "minor")
MAJOR_DUTY_E = ("penalty_card_duty", "50D", E, "major")

LAW24_CASES = {
    "24A single low card during the auction": (
        OPEN, ((EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False)),
        ["24", "24A", "16C"],
        [FACE_UP_E9, UI_E9, ("no_rectification", "24A", "law24.low_card"), PENDING_E9],
    ),
    "24B single honour": (
        OPEN, ((EXPOSER, W), (CARDS, (c("SJ"),)), (VISIBLE, True)),
        ["24", "24B", "16C", "72C"],
        [("cards_face_up", "24", W, (c("SJ"),)),
         ("unauthorised_information", "16C", E, "card_exposed_in_auction", (c("SJ"),)),
         ("must_pass", "24B", E, "next_turn"), ("director_review", "72C", "end_of_play", "law24.forced_pass"),
         pending(W, ("SJ",))],
    ),
    "24B low card led early": (
        OPEN, ((EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, True)),
        ["24", "24B", "16C", "72C"],
        [FACE_UP_E9, UI_E9, ("must_pass", "24B", W, "next_turn"),
         ("director_review", "72C", "end_of_play", "law24.forced_pass"), pending(E, ("S9",), led=True)],
    ),
    "24C two low cards": (
        OPEN, ((EXPOSER, E), (CARDS, (c("S9"), c("H4"))), (VISIBLE, True)),
        ["24", "24C", "16C", "72C"],
        [("cards_face_up", "24", E, (c("S9"), c("H4"))),
         ("unauthorised_information", "16C", W, "card_exposed_in_auction", (c("S9"), c("H4"))),
         ("must_pass", "24C", W, "next_turn"), ("director_review", "72C", "end_of_play", "law24.forced_pass"),
         pending(E, ("S9", "H4"))],
    ),
    "24D dummy's card once the auction is over": (
        CLOSED, ((EXPOSER, S), (CARDS, (c("S2"),)), (VISIBLE, True), (LED, False)),
        ["24D", "16C"],
        [("no_rectification", "24D", "law24.declaring_side"),
         ("unauthorised_information", "16C", N, "card_exposed_in_auction", (c("S2"),))],
    ),
    "24E a defender's low card: minor penalty card": (
        CLOSED, ((EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False)),
        ["24E", "50"], [("penalty_card", "24E", E, c("S9"), "minor"), MINOR_DUTY_E],
    ),
    "24E a defender's low card led early: major": (
        CLOSED, ((EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, True)),
        ["24E", "50"], [("penalty_card", "24E", E, c("S9"), "major"), MAJOR_DUTY_E],
    ),
    "24E a defender's honour: major": (
        CLOSED, ((EXPOSER, W), (CARDS, (c("SJ"),)), (VISIBLE, True)),
        ["24E", "50"], [("penalty_card", "24E", W, c("SJ"), "major"), ("penalty_card_duty", "50D", W, "major")],
    ),
    "24E two low cards: both major": (
        CLOSED, ((EXPOSER, E), (CARDS, (c("S9"), c("D5"))), (VISIBLE, True)),
        ["24E", "50"], [("penalty_card", "24E", E, c("S9"), "major"), ("penalty_card", "24E", E, c("D5"), "major"),
                        MAJOR_DUTY_E],
    ),
    "not exposed through his own error": (
        OPEN, ((EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, False)),
        ["24"], [("no_rectification", "24", "law24.not_exposed")],
    ),
    "passed out": (
        bids("P P P P"), ((EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False)),
        ["24", "22B"], [("no_rectification", "22B", "law24.passed_out")],
    ),
    "no auction record: the Director says he defends": (
        None, ((EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False), (OUTCOME, Outcome.DEFENDER)),
        ["24E", "50"], [("penalty_card", "24E", E, c("S9"), "minor"), MINOR_DUTY_E],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LAW24_CASES))
def test_law24(name: str) -> None:
    auction, answers, cited, expected = LAW24_CASES[name]
    ruling = ruled(EXPOSED, board(auction), *answers)
    assert laws(ruling) == cited
    assert shown(ruling.consequences) == expected
    assert ruling.offender is answers[0][1]


def test_the_led_question_is_asked_only_for_a_single_low_card() -> None:
    low = judge(EXPOSED, board(OPEN), (EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True))
    assert low.question is not None and low.question.fact is LED
    honour = judge(EXPOSED, board(OPEN), (EXPOSER, W), (CARDS, (c("SJ"),)), (VISIBLE, True))
    assert honour.ruling is not None and "law24.led" not in honour.answered


def test_without_an_auction_record_where_the_auction_stands_is_asked() -> None:
    result = judge(EXPOSED, board(None), (EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False))
    assert result.question is not None and result.question.fact is OUTCOME


def test_a_defender_who_already_holds_a_penalty_card_gets_a_major_one() -> None:
    table = TableState().apply((PenaltyCard(law=ref("50"), seat=E, card=c("H4"), grade=PenaltyGrade.MINOR),))
    ruling = ruled(EXPOSED, board(CLOSED), (EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False),
                   table=table)  # fmt: skip
    assert shown(ruling.consequences) == [("penalty_card", "24E", E, c("S9"), "major"),
                                          ("penalty_card", "50B", E, c("H4"), "major"),  # 50B: the ♥4 is major now
                                          MAJOR_DUTY_E]  # fmt: skip


@pytest.mark.parametrize(("cards", "reason"), [((c("SA"),), "law24.card_not_in_hand"), ((), "law24.no_cards")])
def test_cards_not_in_the_players_hand_are_refused(cards: tuple[Any, ...], reason: str) -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(EXPOSED, board(OPEN), (EXPOSER, E), (CARDS, cards))
    assert caught.value.reason == reason
    assert caught.value.fact == "law24.cards"


def test_penalty_cards_of_law_24e_reach_the_table_state() -> None:
    rec = board(CLOSED)
    ruling = ruled(EXPOSED, rec, (EXPOSER, W), (CARDS, (c("SJ"),)), (VISIBLE, True))
    applied = apply_ruling(ruling, {}, rec)
    assert applied.table.penalty_cards_of(W, PenaltyGrade.MAJOR) == (c("SJ"),)


# --- Laws 36, 37, 38 -------------------------------------------------------------------------------------------


def _oot_double() -> Auction:
    """North opens 1♥ and South, at East's turn, doubles his partner's bid."""
    return bids("1H").add("X", S)


LAW36_CASES = {
    "36B in rotation": (
        bids("1H P X"), 2, (),
        ["36B", "26B", "16C", "72C"],
        [("call_cancelled", "36B1", S, call("X"), 2), ("replacement_due", "36B2", S),
         ("must_pass", "36B2", N, "rest_of_auction"), ("unauthorised_information", "16C", N, "withdrawn_call", ()),
         ("lead_prohibition_right", "26B", N, S), ("director_review", "72C", "end_of_play", "law36.could_have_known")],
    ),
    "36A: the left-hand opponent called over it": (
        bids("1H P X 1S"), 2, (),
        ["36A", "16C"],
        [("call_cancelled", "36A", S, call("X"), 2), ("call_cancelled", "36A", W, call("1S"), 3),
         ("auction_reverts", "36A", S), ("no_rectification", "36A", "law36.as_if_none"),
         ("unauthorised_information", "16C", N, "withdrawn_call", ()),
         ("information_authorised", "16C1(a)", "EW", "withdrawn_call")],
    ),
    "36B4: out of turn as well": (
        _oot_double(), 1, (),
        ["36B4", "26B", "16C", "72C"],
        [("call_cancelled", "36B4", S, call("X"), 1), ("auction_reverts", "36B4", E), ("any_legal_call", "36B4", S),
         ("must_pass", "36B4", N, "rest_of_auction"), ("unauthorised_information", "16C", N, "withdrawn_call", ()),
         ("lead_prohibition_right", "26B", N, S), ("director_review", "72C", "end_of_play", "law36.could_have_known")],
    ),
    "36C: found after the opening lead was faced": (
        bids("1H P X P P P"), 2, (),
        ["36C"], [("scored_without_call", "36C", S, call("X"))],
    ),
    "36C told by the Director (auction over, no play record)": (
        bids("1H P X P P P"), 2, ((LEAD_FACED, True),),
        ["36C"], [("scored_without_call", "36C", S, call("X"))],
    ),
    "redouble without a double, no record: asked": (
        None, None, ((WHICH, Inadmissible.DOUBLE_OR_REDOUBLE), (OFFENDER, E), (CALL, call("XX")), (LEAD_FACED, False),
                     (LHO_CALLED, False), (OUT_OF_TURN, False)),
        ["36B", "26B", "16C", "72C"],
        [("call_cancelled", "36B1", E, call("XX"), None), ("replacement_due", "36B2", E),
         ("must_pass", "36B2", W, "rest_of_auction"), UI_W, ("lead_prohibition_right", "26B", W, E),
         ("director_review", "72C", "end_of_play", "law36.could_have_known")],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LAW36_CASES))
def test_law36(name: str) -> None:
    auction, at, answers, cited, expected = LAW36_CASES[name]
    plays = ("E:H7",) if name.startswith("36C: found") else ()
    ruling = ruled(INADMISSIBLE, board(auction, *plays), *answers, at=at)
    assert laws(ruling) == cited
    assert shown(ruling.consequences) == expected


def test_law36_reads_the_call_and_the_left_hand_opponent_off_the_record() -> None:
    result = judge(INADMISSIBLE, board(bids("1H P X 1S")))
    assert result.ruling is not None and result.answered == ()
    assert dict(result.derived) == {"law35.lho_called": True}


def test_law36_after_the_auction_asks_only_whether_the_lead_was_faced() -> None:
    result = judge(INADMISSIBLE, board(bids("1H P X P P P")), at=2)
    assert result.question is not None and result.question.fact is LEAD_FACED


def test_law36_refuses_a_call_that_is_not_a_double_or_redouble() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(INADMISSIBLE, board(None), (WHICH, Inadmissible.DOUBLE_OR_REDOUBLE), (OFFENDER, E), (CALL, call("1S")))
    assert caught.value.reason == "law36.not_double"


def test_a_call_index_that_is_not_inadmissible_is_refused() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(INADMISSIBLE, board(bids("1H P X")), at=0)
    assert caught.value.reason == "no_such_call"


SILENT_SOUTH = [("must_pass", "37B2", S, "rest_of_auction"), ("must_pass", "37B2", N, "rest_of_auction"),
                ("unauthorised_information", "16C", N, "withdrawn_call", ()), ("lead_prohibition_right", "26B", N, S),
                ("director_review", "72C", "end_of_play", "law36.could_have_known")]  # fmt: skip

LAW37_CASES = {
    "37B: South bids while bound to pass": (
        bids("1H P 2H"), 2, barred(S), (),
        ["37B", "26B", "16C", "72C"],
        [("call_cancelled", "37B1", S, call("2H"), 2), ("pass_substituted", "37B2", S), *SILENT_SOUTH],
    ),
    "37A: West called over it, South still barred": (
        bids("1H P 2H 2S"), 2, barred(S), (),
        ["37A"], [("no_rectification", "37A", "law37.calls_stand_still_barred")],
    ),
    "37A: West called over it, a next-turn bar": (
        bids("1H P 2H 2S"), 2, barred(S, PassSpan.NEXT_TURN), (),
        ["37A"], [("no_rectification", "37A", "law37.calls_stand")],
    ),
    "37A without a record: the Director tells the bar": (
        None, None, None,
        ((WHICH, Inadmissible.WHILE_BARRED), (OFFENDER, S), (BARRED_CALL, call("2H")), (LHO_CALLED, True),
         (BARRED_FOR_REST, False)),
        ["37A"], [("no_rectification", "37A", "law37.calls_stand")],
    ),
    "37B without a record": (
        None, None, None, ((WHICH, Inadmissible.WHILE_BARRED), (OFFENDER, S), (BARRED_CALL, call("2H")),
                           (LHO_CALLED, False)),
        ["37B", "26B", "16C", "72C"],
        [("call_cancelled", "37B1", S, call("2H"), None), ("pass_substituted", "37B2", S), *SILENT_SOUTH],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LAW37_CASES))
def test_law37(name: str) -> None:
    auction, at, table, answers, cited, expected = LAW37_CASES[name]
    ruling = ruled(INADMISSIBLE, board(auction), *answers, at=at, table=table)
    assert laws(ruling) == cited
    assert shown(ruling.consequences) == expected


def test_law37_is_found_on_the_table_state_without_a_call_index_and_asks_nothing() -> None:
    result = judge(INADMISSIBLE, board(bids("1H P 2H")), table=barred(S))
    assert result.ruling is not None and result.answered == ()
    assert shown(result.ruling.consequences)[0] == ("call_cancelled", "37B1", S, call("2H"), 2)


def test_law37_refuses_a_pass_as_the_barred_call() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(INADMISSIBLE, board(None), (WHICH, Inadmissible.WHILE_BARRED), (OFFENDER, S), (BARRED_CALL, call("P")))
    assert caught.value.reason == "law37.pass_is_allowed"


def test_a_ruled_37b_bars_both_members_of_the_side_on_the_table_state() -> None:
    rec = board(bids("1H P 2H"))
    ruling = ruled(INADMISSIBLE, rec, at=2, table=barred(S))
    applied = apply_ruling(ruling, {}, rec, barred(S))
    assert applied.record.auction is not None and applied.record.auction.entries[2].withdrawn
    bound = {bar.seat for bar in applied.table.bars_in_force(applied.record.auction)}
    assert bound == {N, S}


LAW38_CASES = {
    "38: left-hand opponent had not called": (
        False, ["38A", "38B", "38C", "38D", "16C", "26B", "72C"],
        [("bid_above_seven_cancelled", "38B", N, "8 spades"), ("pass_substituted", "38C", N),
         ("must_pass", "38C", N, "rest_of_auction"), ("must_pass", "38C", S, "rest_of_auction"),
         ("unauthorised_information", "16C", S, "withdrawn_call", ()), ("lead_prohibition_right", "26B", S, N),
         ("director_review", "72C", "end_of_play", "law36.could_have_known")],
    ),
    "38D: left-hand opponent had called: no 26B or 72C": (
        True, ["38A", "38B", "38C", "38D", "16C"],
        [("bid_above_seven_cancelled", "38B", N, "8 spades"), ("later_calls_cancelled", "38B", N),
         ("pass_substituted", "38C", N), ("must_pass", "38C", N, "rest_of_auction"),
         ("must_pass", "38C", S, "rest_of_auction"), ("unauthorised_information", "16C", S, "withdrawn_call", ())],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LAW38_CASES))
def test_law38(name: str) -> None:
    called, cited, expected = LAW38_CASES[name]
    answers = ((WHICH, Inadmissible.ABOVE_SEVEN), (OFFENDER, N), (WORDS, "8 spades"), (LHO_CALLED, called))
    ruling = ruled(INADMISSIBLE, board(bids("1H P 7H P")), *answers)
    assert laws(ruling) == cited
    assert shown(ruling.consequences) == expected


def test_law38_asks_the_bid_in_words() -> None:
    result = judge(INADMISSIBLE, board(bids("1H P")), (WHICH, Inadmissible.ABOVE_SEVEN), (OFFENDER, N))
    assert result.question is not None and result.question.fact is WORDS


# --- Law 39 ---------------------------------------------------------------------------------------------------

LAW39_CASES = {
    "39B: a call by declarer": (
        bids("1H P P P 2H"), None, (),
        ["39A", "39B"], [("call_cancelled", "39A", N, call("2H"), 4), ("no_rectification", "39B", "law39.no_more")],
    ),
    "39C: a defender's bid, his left-hand opponent silent": (
        bids("1H P P P P 2S"), 5, (),
        ["39A", "39C", "16C"],
        [("call_cancelled", "39A", N, call("P"), 4), ("call_cancelled", "39A", E, call("2S"), 5),
         ("lead_prohibition_right", "39C", W, E), UI_W],
    ),
    "39B: a defender's pass": (
        bids("1H P P P P P"), 5, (),
        ["39A", "39B"],
        [("call_cancelled", "39A", N, call("P"), 4), ("call_cancelled", "39A", E, call("P"), 5),
         ("no_rectification", "39B", "law39.no_more")],
    ),
    "39B: the left-hand opponent called over the defender's bid": (
        bids("1H P P P P 2S 3H"), 5, (),
        ["39A", "39B", "16C"],
        [("call_cancelled", "39A", N, call("P"), 4), ("call_cancelled", "39A", E, call("2S"), 5),
         ("call_cancelled", "39A", S, call("3H"), 6), ("no_rectification", "39B", "law39.no_more"), UI_W],
    ),
    "22B: after a pass-out": (
        bids("P P P P 1S"), None, (),
        ["39A", "22B"], [("call_cancelled", "39A", N, call("1S"), 4), ("no_rectification", "22B", "law39.passed_out")],
    ),
    "39C without a record": (
        None, None, ((LATE_CALLER, E), (LATE_CALL, call("X")), (LATE_DEFENDER, True), (LHO_CALLED, False)),
        ["39A", "39C", "16C"],
        [("call_cancelled", "39A", E, call("X"), None), ("lead_prohibition_right", "39C", W, E), UI_W],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LAW39_CASES))
def test_law39(name: str) -> None:
    auction, at, answers, cited, expected = LAW39_CASES[name]
    ruling = ruled(AFTER, board(auction), *answers, at=at)
    assert laws(ruling) == cited
    assert shown(ruling.consequences) == expected


def test_law39_reads_everything_off_the_record() -> None:
    result = judge(AFTER, board(bids("1H P P P P 2S")), at=5)
    assert result.answered == ()
    assert dict(result.derived) == {"law39.offender": "E", "law39.call": "2S", "law39.defender": True,
                                    "law35.lho_called": False}  # fmt: skip


# --- Law 41 ---------------------------------------------------------------------------------------------------

LAW41_CASES = {
    "41A: the wrong defender's face-down lead": (
        ((LEADER, W),), ["41A", "16C"],
        [("face_down_lead_retracted", "41A", W), ("no_rectification", "41A", "law41.wrong_defender"),
         ("lead_from", "41A", E), ("unauthorised_information", "16C", E, "law41.face_down_lead", ())],
    ),
    "54E: dummy tried to lead: Law 24": (
        ((LEADER, S), (LEAD_CARD, c("S2"))), ["54E", "24D", "16C"],
        [("no_rectification", "24D", "law24.declaring_side"),
         ("unauthorised_information", "16C", N, "card_exposed_in_auction", (c("S2"),))],
    ),
    "47E2(a): a corrected explanation": (
        ((LEADER, E), (ISSUE, FaceDownIssue.EXPLANATION_CORRECTED)), ["41A", "47E2(a)", "21B1(a)", "16C"],
        [("face_down_lead_retracted", "41A", E), ("no_rectification", "47E2(a)", "law41.explanation_corrected"),
         ("follow_up", "21B1(a)", "misinformation", E, None, None, None, None)],
    ),
    "41A: the auction reopened by a change of call": (
        ((LEADER, E), (ISSUE, FaceDownIssue.AUCTION_REOPENED)), ["41A", "21B2", "16C"],
        [("face_down_lead_retracted", "41A", E), ("no_rectification", "41A", "law41.auction_reopened")],
    ),
    "41A/41B: the lead stays": (
        ((LEADER, E), (ISSUE, FaceDownIssue.WANTS_ANOTHER_CARD)), ["41A", "41B"],
        [("no_rectification", "41A", "law41.lead_stays")],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LAW41_CASES))
def test_law41(name: str) -> None:
    answers, cited, expected = LAW41_CASES[name]
    ruling = ruled(FACE_DOWN, board(CLOSED), *answers)
    assert laws(ruling) == cited
    assert [tuple(x.value if isinstance(x, IrregularityKind) else x for x in item)
            for item in shown(ruling.consequences)] == expected  # fmt: skip


def test_law41_reads_declarer_off_the_record_and_asks_him_only_without_one() -> None:
    assert judge(FACE_DOWN, board(CLOSED), (LEADER, W)).answered == ("law41.leader",)
    without = judge(FACE_DOWN, board(None), (LEADER, W))
    assert without.question is not None and without.question.fact is DECLARER
    assert ruled(FACE_DOWN, board(None), (LEADER, W), (DECLARER, N)).laws == ruled(
        FACE_DOWN, board(CLOSED), (LEADER, W)).laws  # fmt: skip


def test_a_face_down_lead_during_the_auction_is_a_card_led_early_under_law_24() -> None:
    result = judge(FACE_DOWN, board(bids("1H P")), (LEADER, W), (CARDS, (c("D8"),)))
    assert result.question is not None and result.question.fact is VISIBLE
    ruling = ruled(FACE_DOWN, board(bids("1H P")), (LEADER, W), (CARDS, (c("D8"),)), (VISIBLE, True))
    assert ("must_pass", "24B", E, "next_turn") in shown(ruling.consequences)


def test_partners_face_down_lead_after_a_faced_lead_out_of_turn_goes_to_law_54() -> None:
    rec = board(CLOSED, "W:DJ")  # West faces a lead out of turn; East, the right leader, had led face down
    result = judge(FACE_DOWN, rec, (LEADER, E))
    assert result.question is not None and result.question.id.startswith(("law53", "law54"))
    assert dict(result.derived).get("law54.partner_face_down") is True


def test_a_face_down_lead_after_the_right_lead_was_faced_is_refused() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(FACE_DOWN, board(CLOSED, "E:H7"), (LEADER, W))
    assert caught.value.reason == "law41.lead_faced"


def test_the_declaring_sides_card_must_be_in_its_hand() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        judge(FACE_DOWN, board(CLOSED), (LEADER, S), (LEAD_CARD, c("SA")))
    assert (caught.value.reason, caught.value.fact) == ("law24.card_not_in_hand", "law41.card")


# --- codec ----------------------------------------------------------------------------------------------------


def test_a_ruling_round_trips_through_the_codec() -> None:
    ruling = ruled(EXPOSED, board(OPEN), (EXPOSER, E), (CARDS, (c("S9"),)), (VISIBLE, True), (LED, False))
    assert codec.decode(Ruling, codec.encode(ruling)) == ruling
    other = ruled(INADMISSIBLE, board(bids("1H P 7H P")), (WHICH, Inadmissible.ABOVE_SEVEN), (OFFENDER, N),
                  (WORDS, "8 spades"), (LHO_CALLED, True))  # fmt: skip
    assert codec.decode(Ruling, codec.encode(other)) == other


def test_a_card_exposed_in_the_auction_comes_back_as_a_penalty_card_when_its_holder_defends() -> None:
    """Law 24E, enforced: the cards stay pending while the auction goes on (no prompt then); once the auction is
    over with the offender defending, the table asks the Director to rule again, with what the first ruling was
    told, and the penalty card is on the table at the opening lead (50D2: declarer's options)."""
    from tdcompanion.core.laws import Facts, FollowUp, PromptKind
    from tdcompanion.core.laws.timeline import Step, Timeline

    answers = facts((EXPOSER, W), (CARDS, (c("SJ"),)), (VISIBLE, True))  # West's ♠J: an honour, 24B
    timeline = Timeline.start(board(bids("1H")))  # North opened 1♥, East to call
    result = timeline.evaluate(Step(Irregularity(EXPOSED), facts=answers, applied=True))
    assert result.error is None and result.applied is not None, result
    timeline = timeline.commit(result)
    assert not [p for p in timeline.prompts() if p.kind is PromptKind.FOLLOW_UP]  # nothing to rule yet
    timeline = timeline.follow(board(bids("1H P P P")))  # North declares 1♥: East leads, West defends
    (prompt,) = [p for p in timeline.prompts() if p.kind is PromptKind.FOLLOW_UP]
    (follow,) = [f for f in timeline.table.follow_ups if isinstance(f, FollowUp)]
    step = Step(Irregularity(follow.irregularity, event=follow.event), prompt, facts=Facts(follow.preset), applied=True)
    again = timeline.evaluate(step)
    assert again.error is None and again.applied is not None and again.ruling is not None, again
    assert [str(x) for x in again.ruling.laws] == ["24E", "50"]  # not one question asked again
    timeline = timeline.commit(again)
    assert [(p.seat, p.card.pbn, p.grade) for p in timeline.table.penalty_cards] == [(W, "SJ", PenaltyGrade.MAJOR)]
    assert not [p for p in timeline.prompts() if p.kind is PromptKind.FOLLOW_UP]
    kinds = [p.kind for p in timeline.prompts()]
    assert PromptKind.LEAD_PENALTY_CARD_OPTIONS in kinds  # East leads; his partner West has a major penalty card
