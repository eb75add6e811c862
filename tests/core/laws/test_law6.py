"""Law 6D, a new shuffle and redeal: before the auction first begins on the board (6D1, 6D2), after it (16D for a
card seen, Laws 13-14 for a hand with the wrong number of cards, the result cancelled under 6D2), the Director's own
reason (6D3, never a passed-out board: 22B), team play (86A), and the new deal recorded for every table (6F)."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.laws import InconsistentFacts, IrregularityKind
from tdcompanion.core.laws import law16_75 as ui
from tdcompanion.core.laws.law6 import AUCTION_BEGUN, CASE, REPLAY_EVENT, RESULT_KNOWN, Case
from tests.core.laws.scenarios import DEAL, E, W, adding, facts, record, ruled, run, shown, without

REDEAL = IrregularityKind.REDEAL
NEW_DEAL = [("new_deal", "6D1"), ("deal_recorded_for_all_tables", "6F")]
LATE = ("no_redeal", "6D1", "redeal_auction_begun")
BEFORE = record(bidding="", play=False)  # the board taken out, no call yet at this table
STARTED = record(bidding="1S P", play=False)
PLAYED = record()  # 4♥ by South, played

SCENARIOS: dict[str, tuple[Any, ...]] = {
    "6D1 cards dealt incorrectly before any call: new shuffle and deal, for every table": (
        BEFORE, [(CASE, Case.INCORRECTLY_DEALT), (AUCTION_BEGUN, False)], ["6D1", "6F"], NEW_DEAL, []),
    "6D1 a card could have been seen in the shuffle and deal: new shuffle and deal": (
        BEFORE, [(CASE, Case.CARD_SEEN), (AUCTION_BEGUN, False)], ["6D1", "6F"], NEW_DEAL, []),
    "6D1 too late once this table's auction began, thirteen cards each: played as dealt": (
        STARTED, [(CASE, Case.INCORRECTLY_DEALT)], ["6D1"], [LATE], []),
    "6D1 too late: a card seen once the auction began on the board is extraneous information (16D3)": (
        STARTED, [(CASE, Case.CARD_SEEN), (ui.RECEIVER, W), (ui.DESCRIPTION, "saw North's ace"),
                  (ui.INTERFERES, True)],
        ["6D1", "16D1", "16D2(c)", "16D2(d)", "12C2"],
        [LATE, ("unauthorised_information", "16D1", W, "other_source", ())],
        [("law16d.director_choice", ["law16d.play_on", "law16d.adjust"])]),
    "6D1 too late: played at another table before, no call here yet: 16D2 with its four options": (
        BEFORE, [(CASE, Case.CARD_SEEN), (AUCTION_BEGUN, True), (ui.RECEIVER, W), (ui.DESCRIPTION, "saw a card"),
                 (ui.INTERFERES, True)],
        ["6D1", "16D1", "16D2(a)", "16D2(b)", "16D2(c)", "16D2(d)", "12C2"],
        [LATE, ("unauthorised_information", "16D1", W, "other_source", ())],
        [("law16d.director_choice", ["law16d.move_seats", "law16d.redeal", "law16d.play_on", "law16d.adjust"])]),
    "6D2 dealt from a sorted deck, found before the auction: new shuffle and deal": (
        BEFORE, [(CASE, Case.NOT_SHUFFLED), (AUCTION_BEGUN, False), (REPLAY_EVENT, False)], ["6D2", "6F"],
        [("new_deal", "6D2"), ("deal_recorded_for_all_tables", "6F")], []),
    "6D2 does not apply in an event that replays past deals": (
        BEFORE, [(CASE, Case.IMPORTED), (REPLAY_EVENT, True)], ["6D2"],
        [("no_rectification", "6D2", "redeal_replay_event")], []),
    "6D2 a deal imported from another session, found after play: cancelled, redeal or artificial score": (
        PLAYED, [(CASE, Case.IMPORTED), (REPLAY_EVENT, False), (RESULT_KNOWN, False)],
        ["6D2", "6D3", "6F", "12C2(a)"], [("board_cancelled", "6D2")],
        [("law6.redeal_choice", ["law6.play_new_deal", "law6.artificial_score"])]),
    "86A team play with the match result known without the board: no redeal, adjusted score": (
        PLAYED, [(CASE, Case.IMPORTED), (REPLAY_EVENT, False), (RESULT_KNOWN, True)],
        ["6D2", "6D3", "86A"],
        [("board_cancelled", "6D2"), ("no_redeal", "6D3", "redeal_result_known"),
         ("adjusted_score", "86A", "redeal_result_known", True)], []),
    "6D3 the Director's own reason: redeal and play, or an artificial score": (
        BEFORE, [(CASE, Case.OTHER_REASON), (RESULT_KNOWN, False)],
        ["6D3", "6F", "12C2(a)"], [], [("law6.redeal_choice", ["law6.play_new_deal", "law6.artificial_score"])]),
    "22B a board all four passed is never redealt": (
        record(bidding="P P P P", play=False), [(CASE, Case.OTHER_REASON)], ["6D3"],
        [("no_redeal", "6D3", "redeal_passed_out")], []),
}  # fmt: skip


@pytest.mark.parametrize("scenario", SCENARIOS.values(), ids=SCENARIOS.keys())
def test_redeal(scenario: tuple[Any, ...]) -> None:
    board, answers, laws, expected, choices = scenario
    ruling = ruled(REDEAL, board, facts(*answers))
    assert [str(x) for x in ruling.laws] == laws
    assert ruling.offender is None
    assert shown(ruling.consequences) == expected
    assert [(ch.id, [o.id for o in ch.options]) for ch in ruling.choices] == choices


def test_the_record_tells_whether_the_auction_began_and_is_not_asked() -> None:
    assert run(REDEAL, STARTED, facts((CASE, Case.CARD_SEEN))).question.id == "law16.receiver"  # type: ignore[union-attr]
    assert run(REDEAL, BEFORE, facts((CASE, Case.CARD_SEEN))).question.id == AUCTION_BEGUN.id  # type: ignore[union-attr]


def test_the_new_deal_option_redeals_for_every_table() -> None:
    ruling = ruled(REDEAL, PLAYED, facts((CASE, Case.IMPORTED), (REPLAY_EVENT, False), (RESULT_KNOWN, False)))
    options = {o.id: shown(o.consequences) for o in ruling.choices[0].options}
    assert options == {
        "law6.play_new_deal": [("new_deal", "6D3"), ("deal_recorded_for_all_tables", "6F")],
        "law6.artificial_score": [("adjusted_score", "12C2(a)", "redeal_no_result", True)],
    }
    assert ruling.choices[0].default == "law6.play_new_deal"


@pytest.mark.parametrize(("deal", "next_question"), [
    (without(DEAL, W, "SJ"), "law14.found:SJ"),  # a hand short: Law 14
    (adding(without(DEAL, E, "S9"), W, "S9"), "law13.misplaced_cards"),  # East's ♠9 dealt to West: Law 13
], ids=["a hand short after the auction began: Law 14",
        "fourteen and twelve after the auction began: Law 13"])  # fmt: skip
def test_a_hand_with_the_wrong_number_of_cards_goes_to_laws_13_and_14(deal: Any, next_question: str) -> None:
    board = record(bidding="1S P", play=False, deal=deal)
    assert run(REDEAL, board, facts((CASE, Case.INCORRECTLY_DEALT))).question.id == next_question  # type: ignore[union-attr]


def test_an_answer_the_record_contradicts_is_refused() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        run(REDEAL, STARTED, facts((CASE, Case.INCORRECTLY_DEALT), (AUCTION_BEGUN, False)))
    assert caught.value.reason == "contradicts_record"
