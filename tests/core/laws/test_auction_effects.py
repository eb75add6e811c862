"""The shared machinery of the auction-period rulings: calls cancelled in the record, obligations to
pass kept by the table state (and calls that break them, Law 37), declarer's Law 26B prohibition at the
offender's partner's first lead, irregular calls detected, and facts of kind call, text and poll."""

from __future__ import annotations

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Suit
from tdcompanion.core.laws import (
    WBF2017,
    BoardRecord,
    Context,
    Fact,
    FactKind,
    Facts,
    FactValueError,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    RestrictionSpan,
    TableState,
    apply_ruling,
    detect,
    ref,
)
from tdcompanion.core.laws.auction_effects import (
    CallCancelled,
    LeadProhibitionRight,
    MustPass,
    PassSpan,
    specified_suits,
)
from tdcompanion.core.laws.poll import PollAnswer
from tdcompanion.core.laws.prompts import prompt_ruling
from tdcompanion.core.laws.ruling import Ruling
from tdcompanion.core.laws.table_state import PromptKind
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import CONTRACT, DEAL

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def auction(*calls: str) -> Auction:
    """South deals; ``"W:1S"`` is West calling out of turn, a bare ``"1S"`` is in turn."""
    result = Auction(S)
    for text in calls:
        seat, _, call = text.rpartition(":")
        result = result.add(call, Seat.parse(seat) if seat else None)
    return result


def bars(*items: tuple[Seat, PassSpan, int]) -> TableState:
    table = TableState()
    for seat, span, since in items:
        table = table.apply((MustPass(law=ref("27B2"), seat=seat, span=span),), calls=since)
    return table


# --- obligations to pass (Laws 23-38) ---------------------------------------------------------------------


@pytest.mark.parametrize(("calls", "span", "since", "in_force"), [
    (("1D", "1C"), PassSpan.NEXT_TURN, 2, True),  # North (next to call) has not called since
    (("1D", "1C", "Pass"), PassSpan.NEXT_TURN, 2, False),  # he passed: the next-turn bar is spent
    (("1D", "1C", "Pass"), PassSpan.REST_OF_AUCTION, 2, True),
    (("1D", "1C", "Pass", "Pass"), PassSpan.REST_OF_AUCTION, 2, True),
    (("1D", "1C", "Pass", "Pass", "Pass"), PassSpan.REST_OF_AUCTION, 2, False),  # the auction is over
])  # fmt: skip
def test_a_bar_binds_until_the_player_has_called_or_the_auction_ends(
    calls: tuple[str, ...], span: PassSpan, since: int, in_force: bool
) -> None:
    table = bars((N, span, since))
    assert bool(table.bars_in_force(auction(*calls))) is in_force


def test_a_call_other_than_pass_by_a_barred_player_breaks_the_bar_law_37() -> None:
    table = bars((N, PassSpan.REST_OF_AUCTION, 1))
    bidding = auction("1S", "Pass", "2S", "Pass", "Pass", "3S")  # North is barred from call 1 on
    assert table.barring(bidding, N, Call.parse("4S")) == table.pass_bars
    assert table.barring(bidding, N, Call.parse("Pass")) == ()
    assert table.barring(bidding, E, Call.parse("4S")) == ()
    assert [index for index, _ in table.call_violations(bidding)] == [2]


def test_a_next_turn_bar_is_broken_only_by_the_players_next_call() -> None:
    table = bars((N, PassSpan.NEXT_TURN, 1))
    assert table.call_violations(auction("1S", "Pass", "Pass", "Pass", "2S")) == ()
    assert [i for i, _ in table.call_violations(auction("1S", "Pass", "2S"))] == [2]


def test_bars_follow_a_ruling_applied_during_the_auction() -> None:
    bidding = auction("1S", "1H")  # West's insufficient 1H
    record = BoardRecord(DEAL, bidding)
    cancel = CallCancelled(law=ref("27B2"), seat=W, call=Call.parse("1H"), index=1)
    bar = MustPass(law=ref("27B2"), seat=E, span=PassSpan.REST_OF_AUCTION)
    ruling = Ruling(irregularity=IrregularityKind.INSUFFICIENT_BID, laws=(ref("27B2"),), offender=W,
                    consequences=(cancel, bar))  # fmt: skip
    applied = apply_ruling(ruling, {}, record)
    assert applied.record.auction is not None and applied.record.auction.entries[1].withdrawn
    assert applied.record.auction.next_seat is W  # the insufficient bid no longer counts: West calls again
    assert [(b.seat, b.since_call) for b in applied.table.pass_bars] == [(E, 2)]


def test_a_cancelled_call_with_no_index_or_already_withdrawn_leaves_the_record_alone() -> None:
    record = BoardRecord(DEAL, auction("1S", "1H").withdraw(1))
    same = record.apply((CallCancelled(law=ref("29B"), seat=W, call=Call.parse("1H"), index=1),
                         CallCancelled(law=ref("29B"), seat=W, call=Call.parse("1H"))))  # fmt: skip
    assert same is record


# --- Law 26B: the prohibition at the first lead -------------------------------------------------------------


def prohibition_table(offender: Seat) -> TableState:
    right = LeadProhibitionRight(law=ref("26B"), leader=offender.partner, offender=offender)
    return TableState().apply((right,), irregularity=IrregularityKind.INSUFFICIENT_BID)


def test_declarer_may_forbid_any_suit_the_offender_did_not_name_at_the_first_lead() -> None:
    # West bid 2D and defends South's 4H.
    bidding = auction("1NT", "2D", "Pass", "Pass", "4H", "Pass", "Pass", "Pass")
    record = BoardRecord(DEAL, bidding)
    start = PlayRecord(DEAL, CONTRACT).state
    # West's partner East is not on lead (West leads against South's 4H): no prompt for East yet.
    assert prohibition_table(W).prompts(start) == ()
    # East offended: West, his partner, makes the opening lead.
    table = prohibition_table(E)
    prompts = table.prompts(start)
    assert [(p.kind, p.seat, p.trick) for p in prompts] == [(PromptKind.LEAD_PROHIBITION, W, 1)]
    ruling = prompt_ruling(prompts[0], record, table)
    assert ruling is not None and ruling.irregularity is IrregularityKind.INSUFFICIENT_BID
    choice = ruling.choices[0]
    assert choice.chooser is S and choice.default == "law26.no_prohibition"
    assert choice.option_ids == ("law26.no_prohibition", "law26.prohibit_S", "law26.prohibit_H",
                                 "law26.prohibit_D", "law26.prohibit_C")  # East named none of them  # fmt: skip
    forbid = choice.option("law26.prohibit_C").consequences
    assert forbid == (LeadRestriction(law=ref("26B"), leader=W, suit=Suit.CLUBS, mode=LeadMode.FORBID,
                                      span=RestrictionSpan.WHILE_ON_LEAD),)  # fmt: skip


def test_the_suits_the_offender_named_in_the_legal_auction_cannot_be_forbidden() -> None:
    bidding = auction("1C", "1D", "1S", "2D", "2S", "Pass", "4S").withdraw(3)  # West's 2D withdrawn
    assert specified_suits(bidding, W) == (Suit.DIAMONDS,)
    assert specified_suits(bidding, S) == (Suit.CLUBS, Suit.SPADES)
    assert specified_suits(None, S) == ()


def test_the_right_lapses_once_the_leader_has_led_and_needs_a_defending_offender() -> None:
    table = prohibition_table(E)
    play = PlayRecord(DEAL, CONTRACT).play("SJ", W)
    after = table.advance(play)
    assert after.prohibition_rights == ()
    # If the offender is on the declaring side there is nothing to prohibit.
    assert prohibition_table(N).prompts(PlayRecord(DEAL, CONTRACT).state) == ()


# --- detecting irregular calls --------------------------------------------------------------------------------


@pytest.mark.parametrize(("calls", "expected"), [
    (("1S", "1H"), [(IrregularityKind.INSUFFICIENT_BID, 1)]),
    (("1S", "N:2S"), [(IrregularityKind.CALL_OUT_OF_ROTATION, 1)]),
    (("1S", "E:1H"), [(IrregularityKind.CALL_OUT_OF_ROTATION, 1)]),  # out of rotation and insufficient: Law 31 first
    (("1S", "X", "XX", "XX"), [(IrregularityKind.INADMISSIBLE_CALL, 3)]),
    (("1S", "Pass", "Pass", "Pass", "W:2H"), [(IrregularityKind.CALL_AFTER_AUCTION, 4)]),
    (("1S", "Pass", "2S"), []),
])  # fmt: skip
def test_detect_names_each_irregular_call_once(calls: tuple[str, ...], expected: list[tuple[object, int]]) -> None:
    found = detect(BoardRecord(DEAL, auction(*calls)))
    assert [(i.kind, i.call) for i in found] == expected


def test_detect_skips_a_call_the_director_already_cancelled_but_not_one_law_28b_cancelled() -> None:
    assert detect(BoardRecord(DEAL, auction("1S", "1H").withdraw(1))) == ()
    overcalled = auction("1S", "N:2S", "W:2H")  # West, whose turn it was, called over North's 2S (28B)
    assert [(i.kind, i.call) for i in detect(BoardRecord(DEAL, overcalled))] == [
        (IrregularityKind.CALL_OUT_OF_ROTATION, 1)
    ]


# --- facts of kind call, text and poll ------------------------------------------------------------------------

CALL = Fact.call("test_effects.call")
WORDS = Fact.text("test_effects.words")
POLL = Fact.poll("test_effects.poll")


def test_call_text_and_poll_answers_round_trip_as_json_native_values() -> None:
    poll = (PollAnswer("Maria K.", "pass", ("3♥",)), PollAnswer("Nikos", "3h"))
    facts = Facts().answer(CALL, Call.parse("3nt")).answer(WORDS, "  natural, 15-17 ").answer(POLL, poll)
    raw = facts.to_json()
    assert raw["test_effects.call"] == "3NT" and raw["test_effects.words"] == "natural, 15-17"
    again = Facts.from_json(raw)
    assert again.value(CALL) == Call.parse("3NT")
    assert again.value(WORDS) == "natural, 15-17"
    assert again.value(POLL) == (PollAnswer("Maria K.", "Pass", ("3H",)), PollAnswer("Nikos", "3H"))
    assert [CALL.kind, WORDS.kind, POLL.kind] == [FactKind.CALL, FactKind.TEXT, FactKind.POLL]


@pytest.mark.parametrize(("fact", "raw"), [
    (CALL, "1h"),  # not PBN form
    (CALL, "8S"),
    (CALL, 3),
    (WORDS, "   "),
    (WORDS, "x" * 4001),
    (POLL, []),
    (POLL, ["not json"]),
    (POLL, ['{"player": "A"}']),
])  # fmt: skip
def test_bad_stored_answers_are_refused_naming_the_fact(fact: Fact[object], raw: object) -> None:
    with pytest.raises(FactValueError, match=fact.id):
        Facts({fact.id: raw}).value(fact)  # type: ignore[dict-item]


def test_the_engine_refuses_a_bad_stored_call_with_the_fact_named() -> None:
    ctx = Context(BoardRecord(DEAL), Irregularity(IrregularityKind.INSUFFICIENT_BID), Facts({CALL.id: "1h"}),
                  table=TableState(), lawbook=WBF2017)  # fmt: skip
    with pytest.raises(InconsistentFacts) as caught:
        ctx.fact(CALL)
    assert caught.value.reason == "bad_value" and caught.value.fact == CALL.id
