"""The wizard's session across the auction: a call by a player bound to pass is offered for a ruling
(Law 37), and declarer's Law 26B choice is raised at the offender's partner's first lead, before any
card is in the play record, and put into effect as a lead prohibition."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tdcompanion.core.auction import Auction
from tdcompanion.core.cards import Suit
from tdcompanion.core.laws import (
    BoardRecord,
    Irregularity,
    IrregularityKind,
    LeadMode,
    PromptKind,
    TableState,
    ref,
)
from tdcompanion.core.laws.auction_effects import LeadProhibitionRight, MustPass, PassSpan
from tdcompanion.core.seats import Seat
from tdcompanion.models.ruling_session import RulingSession
from tests.core.laws.scenarios import DEAL

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def test_a_call_by_a_barred_player_is_offered_as_an_inadmissible_call(qtbot: QtBot) -> None:
    table = TableState().apply((MustPass(law=ref("27B2"), seat=E, span=PassSpan.REST_OF_AUCTION),), calls=2)
    bidding = Auction.from_text(S, "1S Pass 2S")
    session = RulingSession(BoardRecord(DEAL, bidding), table=table)
    assert session.detected() == ()
    session.set_record(BoardRecord(DEAL, bidding.add("3H")))  # East bids though he must pass
    assert session.detected() == (Irregularity(IrregularityKind.INADMISSIBLE_CALL, call=3),)


def test_the_lead_prohibition_is_settled_at_the_opening_lead_and_applied(qtbot: QtBot) -> None:
    right = LeadProhibitionRight(law=ref("26B"), leader=W, offender=E)
    table = TableState().apply((right,), irregularity=IrregularityKind.INSUFFICIENT_BID)
    bidding = Auction.from_text(S, "1NT 2C Pass Pass 4H AP")  # West bid clubs; East offended earlier
    session = RulingSession(BoardRecord(DEAL, bidding), table=table)
    prompts = session.prompts()
    assert [(p.kind, p.seat) for p in prompts] == [(PromptKind.LEAD_PROHIBITION, W)]
    assert session.start_prompt(prompts[0])
    ruling = session.ruling
    assert ruling is not None and ruling.choices[0].chooser is S
    session.choose("law26.declarer_choice", "law26.prohibit_C")
    done = session.apply()
    assert done is not None
    [restriction] = session.table.restrictions
    assert (restriction.leader, restriction.suit, restriction.mode) == (W, Suit.CLUBS, LeadMode.FORBID)
    assert session.prompts() == ()  # settled: not raised again before the lead
