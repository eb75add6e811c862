"""Law 13, incorrect number of cards: no call made (13A1-2), calls made (13B1-2), a surplus card not
part of the deal (13C), found after play (13D); what the record tells and what is refused."""

from __future__ import annotations

import pytest

from tdcompanion.core.laws import DISCOVERED, Facts, InconsistentFacts, IrregularityKind, Period
from tdcompanion.core.laws.law13_14 import (
    CALL_MADE,
    CAN_BE_PLAYED,
    CARD_SEEN,
    FOREIGN_HOLDER,
    MISPLACED_CARDS,
    SURPLUS,
    Surplus,
)
from tests.core.laws.scenarios import DEAL, E, N, S, W, adding, c, facts, record, ruled, run, shown, without

SURPLUS_CARD = IrregularityKind.SURPLUS_CARD
MOVED = adding(without(DEAL, W, "SJ"), N, "SJ")  # West's ♠J came out of the board in North's hand
EXTRA = adding(DEAL, N, "SJ")  # a ♠J from another pack in North's hand
MOVE = ("card_moved", "13A1", c("SJ"), N, W)
# North wins trick 1 with the foreign ♠J; both sides play to trick 2 before anyone notices.
FOREIGN_PLAYED = ("W:S5", "N:SJ", "E:S7", "S:S2", "N:HA", "E:H4", "S:H2", "W:H8")

SCENARIOS = {
    "13A1 no call made, no card seen: correct and play normally": (
        record(deal=MOVED, bidding="Pass", play=False),
        facts((MISPLACED_CARDS, (c("SJ"),)), (CARD_SEEN, False)),
        ["13A1"],
        [MOVE, ("proceed", "13A1", False)],
    ),
    "13A2 no call made, a card seen: play, then the Director may adjust": (
        record(deal=MOVED, bidding="", play=False),
        facts((MISPLACED_CARDS, (c("SJ"),)), (CARD_SEEN, True)),
        ["13A1", "13A2"],
        [MOVE, ("proceed", "13A2", False), ("director_review", "13A2", "end_of_play", "extraneous_information"),
         ("procedural_penalty", "13A2", None)],
    ),
    "13B1 calls made, the deal can be corrected: no call changed, review at the end": (
        record(deal=MOVED, bidding="1H Pass", play=False),
        facts((MISPLACED_CARDS, (c("SJ"),)), (CAN_BE_PLAYED, True)),
        ["13B1"],
        [("card_moved", "13B1", c("SJ"), N, W), ("proceed", "13B1", True),
         ("director_review", "13B1", "end_of_play", "calls_with_incorrect_hand")],
    ),
    "13B2 calls made, the deal cannot be played: adjusted score": (
        record(deal=MOVED, play=False),
        facts((DISCOVERED, Period.CLARIFICATION), (MISPLACED_CARDS, (c("SJ"),)), (CAN_BE_PLAYED, False)),
        ["13B2", "12C1(b)"],
        [("adjusted_score", "13B2", "cannot_be_corrected", False), ("procedural_penalty", "13B2", None)],
    ),
    "13D found after play: result cancelled, adjusted score": (
        record(deal=MOVED, play=False),
        facts((DISCOVERED, Period.AFTER_PLAY)),
        ["13D"],
        [("adjusted_score", "13D", "found_after_play", False), ("procedural_penalty", "13D", None)],
    ),
    "13C a card from another pack, not played: removed, play on": (
        record(deal=EXTRA),
        facts((FOREIGN_HOLDER, N)),
        ["13C"],
        [("card_removed", "13C", N, c("SJ")), ("proceed", "13C", False)],
    ),
    "13C the foreign card lies in the trick in progress: out of it, play on, no adjusted score": (
        record("W:S5", "N:SJ", deal=EXTRA),
        facts((FOREIGN_HOLDER, N)),
        ["13C"],
        [("card_removed", "13C", N, c("SJ"), 1), ("proceed", "13C", False)],
    ),
    "13C the foreign card was played to a quitted trick: out of the trick, which keeps its result; he may adjust": (
        record(*FOREIGN_PLAYED, deal=EXTRA),
        facts((FOREIGN_HOLDER, N)),
        ["13C"],
        [("card_removed", "13C", N, c("SJ"), 1), ("no_rectification", "13C", "law13.trick_stands"),
         ("director_review", "13C", "end_of_play", "surplus_card_played")],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_law_13_scenario(name: str) -> None:
    board, answers, laws, consequences = SCENARIOS[name]
    ruling = ruled(SURPLUS_CARD, board, answers)
    assert [str(law) for law in ruling.laws] == laws
    assert shown(ruling.consequences) == consequences


def test_the_record_tells_the_kind_of_surplus_the_hands_and_whether_anyone_called() -> None:
    result = run(SURPLUS_CARD, record(deal=MOVED, bidding="1H Pass", play=False))
    assert result.question is not None and result.question.fact is MISPLACED_CARDS
    assert result.question.choices == tuple(MOVED.hands[N] or ())
    assert dict(result.derived) == {
        "law13.surplus": "misplaced", "law13.over_seat": "N", "law13.short_seat": "W", "discovered": "auction",
        "law13.call_made": True,
    }  # fmt: skip
    foreign = run(SURPLUS_CARD, record(deal=EXTRA))
    assert foreign.question is not None and foreign.question.fact is FOREIGN_HOLDER
    assert foreign.question.choices == (N, W)


def test_without_the_hands_the_director_says_what_the_surplus_is() -> None:
    board = record(deal=DEAL.with_hand(N, None), play=False, bidding="")
    result = run(SURPLUS_CARD, board)
    assert result.question is not None and result.question.fact is SURPLUS
    assert run(SURPLUS_CARD, board, facts((SURPLUS, Surplus.MISPLACED))).question.fact.id == "law13.over_seat"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("answers", "reason"),
    [
        (facts((MISPLACED_CARDS, (c("SJ"), c("SA")))), "wrong_count"),
        (facts((MISPLACED_CARDS, (c("S5"),))), "card_not_in_hand"),
        (facts((CALL_MADE, False)), "contradicts_record"),
    ],
)
def test_inconsistent_facts_are_refused(answers: Facts, reason: str) -> None:
    with pytest.raises(InconsistentFacts) as info:
        run(SURPLUS_CARD, record(deal=MOVED, bidding="1H Pass", play=False), answers)
    assert info.value.reason == reason


def test_13c_the_hand_one_card_too_long_places_a_card_for_the_trick_which_keeps_its_result() -> None:
    """Law 13C: the foreign card leaves the quitted trick; nothing else is rectified, so the trick's result
    stands, no revoke or penalty card follows; North, whose hand is now one card too long, places one of his
    cards (of the suit led if he has one) among his played cards for that trick."""
    board = record(*FOREIGN_PLAYED, deal=EXTRA)
    ruling = ruled(SURPLUS_CARD, board, facts((FOREIGN_HOLDER, N)))
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser, choice.role.value) == ("law13.card_to_place", S, "declarer")  # dummy's card
    assert [o.id for o in choice.options] == ["place_SA", "place_SK", "place_SQ"]
    assert shown(choice.options[2].consequences) == [("card_placed_in_trick", "13C", N, c("SQ"), 1)]
    after = board.apply((*ruling.consequences, *choice.options[2].consequences))
    assert after.play is not None and after.state is not None
    trick = after.state.tricks[0]
    assert (trick.card_of(N), trick.winner, c("SJ") in after.played_cards()) == (c("SQ"), N, False)
    assert [len(after.hand_now(s) or ()) for s in (N, E, S, W)] == [11, 11, 11, 11]
    assert after.play.tricks_won(N) == 2 and after.play.revokes() == ()


def test_13c_a_card_not_of_the_deal_in_the_trick_in_progress_is_deemed_never_played() -> None:
    board = record("W:S5", "N:SJ", deal=EXTRA)
    after = board.apply(ruled(SURPLUS_CARD, board, facts((FOREIGN_HOLDER, N))).consequences)
    assert after.state is not None and after.state.current is not None
    assert (after.state.current.seats, after.state.next_seat, len(after.hand_now(N) or ())) == ((W,), N, 13)
