"""Law 15, the wrong board: a call from the wrong board (15A) and a board played by the wrong players
(15B), found at each stage, with the five points: calls cancelled and 16C, the auction again, the
board later or cancelled, the score standing or an artificial adjusted score, the procedural penalty."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.laws import DISCOVERED, InconsistentFacts, IrregularityKind, Period
from tdcompanion.core.laws.law15 import CASE, OFFENDER, OTHER_BOARD, PARTNER_CALLED, PLAYED_BEFORE, Case, OtherBoard
from tests.core.laws.scenarios import E, N, S, W, facts, record, ruled, run, shown

WRONG = IrregularityKind.WRONG_BOARD
CALL = Case.CALL_FROM_WRONG_BOARD
UI_EW = ("unauthorised_information", "16C2", E, "withdrawn_call", ())
UI_NS = ("unauthorised_information", "16C2", N, "withdrawn_call", ())
PP_A = ("procedural_penalty", "15A3")
PP_B = ("procedural_penalty", "90B7", None)
REMIND = ("director_review", "15A2", "end_of_round", "other_board_later")


def _cancelled(entries: list[tuple[int, Any, str]]) -> list[tuple[object, ...]]:
    from tdcompanion.core.calls import Call
    return [("call_cancelled", "15A1", seat, Call.parse(call), i) for i, seat, call in entries]


CALL_SCENARIOS = {
    # South deals: 1S (S) P (W) - E called from the wrong board? East has not called yet; West did.
    "15A1(b) during the auction, partner not yet called: West calls again": (
        "1S P", Period.AUCTION, W, OtherBoard.NOT_YET,
        ["15A1", "15A1(b)", "16C", "15A2", "15A3"],
        [*_cancelled([(1, W, "P")]), ("call_again", "15A1(b)", W), UI_EW,
         ("information_authorised", "16C1(a)", "NS", "withdrawn_call"), REMIND, (*PP_A, W)],
    ),
    "15A1(a) during the auction, partner has called since: adjusted score": (
        "1S P 2S 2H", Period.AUCTION, W, OtherBoard.REPEATED,
        ["15A1", "15A1(a)", "16C", "15A2", "15A3"],
        [*_cancelled([(1, W, "P"), (2, N, "2S"), (3, E, "2H")]),
         ("adjusted_score", "15A1(a)", "partner_called_since", True), UI_EW,
         ("information_authorised", "16C1(a)", "NS", "withdrawn_call"), ("board_played_normally", "15A2"),
         (*PP_A, W)],
    ),
    "15A1(a) found during play: the whole auction goes, the call differed on the other board": (
        "1S P 2S P 4S AP", Period.PLAY, S, OtherBoard.DIFFERS,
        ["15A1", "15A1(a)", "16C", "15A2", "15A3"],
        [*_cancelled([(0, S, "1S"), (1, W, "P"), (2, N, "2S"), (3, E, "P"), (4, S, "4S"), (5, W, "P"),
                      (6, N, "P"), (7, E, "P")]),
         ("adjusted_score", "15A1(a)", "partner_called_since", True), UI_NS,
         ("information_authorised", "16C1(a)", "EW", "withdrawn_call"),
         ("adjusted_score", "15A2", "call_differs", True), (*PP_A, S)],
    ),
}


@pytest.mark.parametrize("scenario", CALL_SCENARIOS.values(), ids=CALL_SCENARIOS.keys())
def test_call_from_wrong_board(scenario: tuple[Any, ...]) -> None:
    bidding, period, offender, other, laws, expected = scenario
    board = record(bidding=bidding, play=False)
    answers = facts((CASE, CALL), (DISCOVERED, period), (OFFENDER, offender), (OTHER_BOARD, other))
    ruling = ruled(WRONG, board, answers)
    assert [str(x) for x in ruling.laws] == laws
    assert ruling.offender is offender
    assert shown(ruling.consequences) == expected
    assert ruling.choices == ()


def test_call_from_wrong_board_never_asks_what_the_auction_shows() -> None:
    result = run(WRONG, record(bidding="1S P", play=False),
                 facts((CASE, CALL), (DISCOVERED, Period.AUCTION), (OFFENDER, W)))  # fmt: skip
    assert result.question is not None and result.question.id == OTHER_BOARD.id
    with pytest.raises(InconsistentFacts) as err:
        run(WRONG, record(bidding="1S P", play=False),
            facts((CASE, CALL), (DISCOVERED, Period.AUCTION), (OFFENDER, W), (PARTNER_CALLED, True)))
    assert err.value.reason == "contradicts_record"


def test_an_offender_who_has_not_called_is_refused() -> None:
    with pytest.raises(InconsistentFacts) as err:
        run(WRONG, record(bidding="1S", play=False), facts((CASE, CALL), (DISCOVERED, Period.AUCTION), (OFFENDER, E)))
    assert err.value.reason == "no_call_by_offender"


BOARD_SCENARIOS = {
    "15B1 found during the auction, played before: cancelled for both sides": (Period.AUCTION, True),
    "15B1 found during play, played before": (Period.PLAY, True),
    "15B1 found after play, played before": (Period.AFTER_PLAY, True),
    "15B2 found during the auction, not played before: completed, score stands": (Period.AUCTION, False),
    "15B2 found during play, not played before": (Period.PLAY, False),
    "15B2 found after play, not played before": (Period.AFTER_PLAY, False),
}


@pytest.mark.parametrize(("period", "before"), BOARD_SCENARIOS.values(), ids=BOARD_SCENARIOS.keys())
def test_wrong_board_played(period: Period, before: bool) -> None:
    board = record(bidding="1S P" if period is Period.AUCTION else None, play=False)
    ruling = ruled(WRONG, board, facts((CASE, Case.BOARD_PLAYED), (DISCOVERED, period), (PLAYED_BEFORE, before)))
    deprived = ("adjusted_score", "15B3", "deprived_of_valid_score", True)
    assert ruling.offender is None
    if before:
        assert [str(x) for x in ruling.laws] == ["15B1", "15B3", "90B7"]
        assert shown(ruling.consequences) == [("board_cancelled", "15B1"), deprived, PP_B]
        assert ruling.choices == ()
    else:
        assert [str(x) for x in ruling.laws] == ["15B2", "15B3", "90B7"]
        assert shown(ruling.consequences) == [("score_stands", "15B2"), PP_B]
        (choice,) = ruling.choices
        assert choice.role.value == "director" and choice.default == "law15.play_later"
        options = {o.id: shown(o.consequences) for o in choice.options}
        assert options == {"law15.play_later": [("right_board_later", "15B2")], "law15.not_later": [deprived]}
