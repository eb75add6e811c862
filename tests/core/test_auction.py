"""The auction record: rotation, end, contract and declarer, irregularities as data."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.auction import Auction, AuctionEntry, CallIrregularity, InadmissibleReason
from tdcompanion.core.calls import ALL_CALLS, DOUBLE, PASS, REDOUBLE, Bid, Call, CallError, Strain
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling, PassedOut
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.laws import WBF2017
from tdcompanion.core.seats import Seat


class K:
    """What the record says is irregular about a call: its kind, or for an inadmissible double or redouble
    what Law 19 does not permit (its kind is then ``INADMISSIBLE_CALL``)."""

    OUT_OF_ROTATION = IrregularityKind.CALL_OUT_OF_ROTATION
    INSUFFICIENT_BID = IrregularityKind.INSUFFICIENT_BID
    AFTER_AUCTION_CLOSED = IrregularityKind.CALL_AFTER_AUCTION
    DOUBLE_WITHOUT_BID = InadmissibleReason.DOUBLE_WITHOUT_BID
    DOUBLE_OF_OWN_SIDE = InadmissibleReason.DOUBLE_OF_OWN_SIDE
    DOUBLE_OF_DOUBLED = InadmissibleReason.DOUBLE_OF_DOUBLED
    REDOUBLE_WITHOUT_DOUBLE = InadmissibleReason.REDOUBLE_WITHOUT_DOUBLE
    REDOUBLE_OF_OWN_SIDE = InadmissibleReason.REDOUBLE_OF_OWN_SIDE
    REDOUBLE_OF_REDOUBLED = InadmissibleReason.REDOUBLE_OF_REDOUBLED


Issue = IrregularityKind | InadmissibleReason
N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W


def build(dealer: Seat, text: str) -> Auction:
    """Calls separated by spaces; ``E:1S`` is a call by East whatever the turn."""
    auction = Auction(dealer)
    for token in text.split():
        if ":" in token:
            seat, call = token.split(":")
            auction = auction.add(call, Seat.parse(seat))
        else:
            auction = auction.add(token)
    return auction


def summary(issues: tuple[CallIrregularity, ...]) -> list[tuple[Issue, int, Seat, Seat | None]]:
    for i in issues:
        assert (i.kind is IrregularityKind.INADMISSIBLE_CALL) is (i.reason is not None)
    return [(i.reason or i.kind, i.index, i.seat, i.expected) for i in issues]


# --- rotation and end (Laws 17, 22) --------------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "text", "complete", "passed_out"),
    [
        (N, "", False, False),
        (N, "P P P", False, False),  # three initial passes do not end it
        (E, "P P P P", True, True),
        (N, "1H P P", False, False),
        (N, "1H P P P", True, False),
        (W, "P 1C P P P", True, False),
        (N, "P P P 1S P P X P P P", True, False),
        (S, "1NT X P P XX P P P", True, False),
    ],
)
def test_end_of_auction(dealer: Seat, text: str, complete: bool, passed_out: bool) -> None:
    auction = build(dealer, text)
    assert auction.is_complete is complete
    assert auction.is_passed_out is passed_out
    assert auction.irregularities() == ()
    if complete:
        assert auction.next_seat is None
        assert auction.legal_calls() == ()
        assert auction.contract() is not None
    else:
        assert auction.contract() is None


@pytest.mark.parametrize("dealer", list(Seat))
@pytest.mark.parametrize("count", range(6))
def test_turn_goes_round_from_the_dealer(dealer: Seat, count: int) -> None:
    auction = build(dealer, " ".join(["1C", "1D", "1H", "1S", "1NT", "2C"][:count]))
    assert auction.next_seat is Seat((dealer + count) % 4)
    assert [e.seat for e in auction] == [Seat((dealer + i) % 4) for i in range(count)]


def test_passed_out_board_has_no_contract() -> None:
    auction = Auction.from_text(S, "AP")
    assert len(auction) == 4
    assert auction.contract() == PASSED_OUT


# --- contract and declarer -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "text", "contract"),
    [
        (N, "1H P 4H AP", Contract(4, Strain.HEARTS, N)),  # opener names hearts first
        (N, "1C P 1H P 2H P 4H AP", Contract(4, Strain.HEARTS, S)),  # responder named hearts first
        (E, "1S 2H 2S 3H AP", Contract(3, Strain.HEARTS, S)),
        (N, "1NT X AP", Contract(1, Strain.NOTRUMP, N, Doubling.DOUBLED)),
        (N, "1NT X XX AP", Contract(1, Strain.NOTRUMP, N, Doubling.REDOUBLED)),
        (N, "1NT X P P XX AP", Contract(1, Strain.NOTRUMP, N, Doubling.REDOUBLED)),
        (N, "1S X 2S AP", Contract(2, Strain.SPADES, N)),  # a new bid cancels the double (Law 19D)
        (N, "1S X XX 2H X AP", Contract(2, Strain.HEARTS, W, Doubling.DOUBLED)),
        (N, "P 1D P 1S P 2D P 2S P 4S AP", Contract(4, Strain.SPADES, W)),
        (W, "1NT X XX 4H X 4S 4NT X 5C AP", Contract(5, Strain.CLUBS, W)),
    ],
)
def test_contract(dealer: Seat, text: str, contract: Contract) -> None:
    auction = Auction.from_text(dealer, text)
    assert auction.is_complete
    assert auction.contract() == contract
    assert auction.irregularities() == ()


def test_state_while_open() -> None:
    auction = Auction.from_text(N, "1S X")
    assert (auction.last_bid, auction.last_bidder, auction.doubling) == (Bid(1, Strain.SPADES), N, Doubling.DOUBLED)
    assert auction.contract() is None


# --- legal calls (bidding box) ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "double", "redouble", "lowest_bid"),
    [
        ("", False, False, "1C"),
        ("1S", True, False, "1NT"),
        ("1S P", False, False, "1NT"),  # partner's bid
        ("1S X", False, True, "1NT"),
        ("1S X P", False, False, "1NT"),  # the doubler's partner cannot redouble
        ("1S X XX", False, False, "1NT"),
        ("7NT", True, False, None),
    ],
)
def test_legal_calls(text: str, double: bool, redouble: bool, lowest_bid: str | None) -> None:
    auction = build(N, text)
    legal = auction.legal_calls()
    bids = [c for c in legal if isinstance(c, Bid)]
    assert PASS in legal
    assert (DOUBLE in legal, REDOUBLE in legal) == (double, redouble)
    assert (bids[0] if bids else None) == (Call.parse(lowest_bid) if lowest_bid else None)
    for call in ALL_CALLS:
        assert auction.is_legal(call) is (call in legal)


@st.composite
def legal_auctions(draw: st.DrawFn) -> Auction:
    auction = Auction(draw(st.sampled_from(list(Seat))))
    for _ in range(40):
        legal = auction.legal_calls()
        if not legal:
            break
        # Favour passes so that auctions end.
        auction = auction.add(draw(st.sampled_from(legal)) if draw(st.booleans()) else PASS)
    return auction


@given(legal_auctions(), st.data())
def test_legal_calls_are_never_irregular(auction: Auction, data: st.DataObject) -> None:
    assert auction.irregularities() == ()
    assert auction.cancelled_indices() == frozenset()
    prefix = auction.upto(data.draw(st.integers(0, len(auction))))
    legal = prefix.legal_calls()
    assert all(prefix.is_legal(c) is (c in legal) for c in ALL_CALLS)
    if auction.is_complete and not auction.is_passed_out:
        contract = auction.contract()
        assert isinstance(contract, Contract)
        assert contract.bid == auction.last_bid
        assert contract.declaring_side is auction.last_bidder.side  # type: ignore[union-attr]


def _replayed_contract(auction: Auction) -> Contract | PassedOut | None:
    """The contract the replay finds (the state the auction rules leave), whatever the fast reading says."""
    fresh = Auction(auction.dealer, auction.entries)
    fresh.irregularities()  # replayed first: contract() then reads the replay's state
    return fresh.contract()


@given(legal_auctions())
def test_a_regular_auctions_contract_is_read_without_the_replay(auction: Auction) -> None:
    """Issue 21: the file loader's check reads every board's contract; a regular auction's is read in one pass."""
    assert Auction(auction.dealer, auction.entries).contract() == _replayed_contract(auction)


@given(st.sampled_from(list(Seat)), st.lists(st.sampled_from(ALL_CALLS), max_size=16),
       st.lists(st.integers(0, 15), max_size=2), st.booleans(), st.data())  # fmt: skip
def test_any_auctions_contract_is_the_replays(dealer: Seat, calls: list[Call], withdrawn: list[int],
                                              out_of_rotation: bool, data: st.DataObject) -> None:  # fmt: skip
    """Irregular calls (insufficient, inadmissible, after the end, out of rotation, withdrawn) included."""
    seats = dealer.rotation()
    entries = [AuctionEntry(seats[i % 4], c, withdrawn=i in withdrawn) for i, c in enumerate(calls)]
    if out_of_rotation and entries:
        i = data.draw(st.integers(0, len(entries) - 1))
        entries[i] = AuctionEntry(data.draw(st.sampled_from(list(Seat))), entries[i].call)
    auction = Auction(dealer, tuple(entries))
    assert Auction(dealer, tuple(entries)).contract() == _replayed_contract(auction)


# --- irregularities ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("dealer", "text", "expected"),
    [
        # Law 27: insufficient bid
        (N, "1S 1H", [(K.INSUFFICIENT_BID, 1, E, E)]),
        (N, "1NT P 1NT", [(K.INSUFFICIENT_BID, 2, S, S)]),
        (N, "7NT 7C", [(K.INSUFFICIENT_BID, 1, E, E)]),
        # Laws 28-32: out of rotation (the dealer must call first; a player calling twice)
        (N, "E:1S", [(K.OUT_OF_ROTATION, 0, E, N)]),
        (N, "S:P", [(K.OUT_OF_ROTATION, 0, S, N)]),
        (N, "1C 1D W:1H", [(K.OUT_OF_ROTATION, 2, W, S)]),
        (N, "1C E:1D", []),
        # Law 36 (Law 19): inadmissible doubles and redoubles
        (N, "X", [(K.DOUBLE_WITHOUT_BID, 0, N, N)]),
        (N, "1H P X", [(K.DOUBLE_OF_OWN_SIDE, 2, S, S)]),
        (N, "1H X X", [(K.DOUBLE_OF_OWN_SIDE, 2, S, S)]),
        (N, "1H X P X", [(K.DOUBLE_OF_DOUBLED, 3, W, W)]),
        (N, "1H X XX P P X", [(K.DOUBLE_OF_DOUBLED, 5, E, E)]),
        (N, "XX", [(K.REDOUBLE_WITHOUT_DOUBLE, 0, N, N)]),
        (N, "1H XX", [(K.REDOUBLE_WITHOUT_DOUBLE, 1, E, E)]),
        (N, "1H X P P XX", []),
        (N, "1H X P XX", [(K.REDOUBLE_OF_OWN_SIDE, 3, W, W)]),
        (N, "1H X XX P P XX", [(K.REDOUBLE_OF_OWN_SIDE, 5, E, E)]),
        (N, "1H X XX P XX", [(K.REDOUBLE_OF_REDOUBLED, 4, N, N)]),
        # Law 39: calls after the auction closed
        (N, "1H P P P P", [(K.AFTER_AUCTION_CLOSED, 4, N, None)]),
        (N, "P P P P 1C", [(K.AFTER_AUCTION_CLOSED, 4, N, None)]),
        (N, "1H P P P W:X", [(K.AFTER_AUCTION_CLOSED, 4, W, None)]),
        # two at once: an inadmissible double out of rotation
        (N, "1H S:X", [(K.OUT_OF_ROTATION, 1, S, E), (K.DOUBLE_OF_OWN_SIDE, 1, S, E)]),
    ],
)
def test_irregularities(dealer: Seat, text: str, expected: list[tuple[Issue, int, Seat, Seat | None]]) -> None:
    auction = build(dealer, text)
    assert summary(auction.irregularities()) == expected
    assert len(auction) == len(text.split())  # recorded, never refused


def test_irregularity_carries_the_call_and_the_bid_in_force() -> None:
    (issue,) = build(N, "1S 1H").irregularities()
    kind = IrregularityKind.INSUFFICIENT_BID
    assert issue == CallIrregularity(kind, 1, E, Call.parse("1H"), E, Bid(1, Strain.SPADES))
    assert WBF2017.laws_text(issue.kind) == "27"


def test_an_inadmissible_double_says_what_law_19_does_not_permit() -> None:
    (issue,) = build(N, "1H P X").irregularities()
    assert (issue.kind, issue.reason) == (IrregularityKind.INADMISSIBLE_CALL, InadmissibleReason.DOUBLE_OF_OWN_SIDE)
    with pytest.raises(ValueError, match="Law 19"):
        CallIrregularity(IrregularityKind.INADMISSIBLE_CALL, 2, S, DOUBLE, S)
    with pytest.raises(ValueError, match="Law 19"):
        CallIrregularity(K.INSUFFICIENT_BID, 2, S, DOUBLE, S, reason=InadmissibleReason.DOUBLE_OF_OWN_SIDE)
    with pytest.raises(ValueError, match="not an irregularity of a call"):
        CallIrregularity(IrregularityKind.REVOKE, 2, S, DOUBLE, S)


@pytest.mark.parametrize(
    ("kind", "law"),
    [(K.OUT_OF_ROTATION, "28-34"), (K.INSUFFICIENT_BID, "27"), (IrregularityKind.INADMISSIBLE_CALL, "35-38"),
     (K.AFTER_AUCTION_CLOSED, "39")],
)  # fmt: skip
def test_kinds_cite_their_laws(kind: IrregularityKind, law: str) -> None:
    assert WBF2017.laws_text(kind) == law


def test_an_insufficient_bid_not_ruled_on_stands() -> None:
    """Until the Director rules, the insufficient bid is treated as accepted (Law 27A1)."""
    auction = build(N, "1S 1H P P P")
    assert auction.contract() == Contract(1, Strain.HEARTS, E)


def test_an_inadmissible_double_changes_nothing_but_is_a_call() -> None:
    auction = build(N, "1H P X P P P")
    assert auction.is_complete
    assert auction.contract() == Contract(1, Strain.HEARTS, N)  # undoubled


def test_after_a_call_out_of_rotation_the_turn_follows_the_caller() -> None:
    """Law 29A: if the offender's left-hand opponent calls, the call out of rotation stands."""
    auction = build(N, "E:1S")
    assert auction.next_seat is S
    auction = auction.add("2H")  # South accepts by calling
    assert auction.irregularities()[1:] == ()
    assert auction.cancelled_indices() == frozenset()
    assert (auction.last_bid, auction.last_bidder) == (Bid(2, Strain.HEARTS), S)


def test_player_whose_turn_it_was_calls_over_a_call_out_of_rotation() -> None:
    """Law 28B: the call is in rotation and the auction goes on as if the other had not been made."""
    auction = build(N, "E:1S N:1H")
    assert summary(auction.irregularities()) == [(K.OUT_OF_ROTATION, 0, E, N)]  # not insufficient
    assert auction.cancelled_indices() == frozenset({0})
    assert (auction.last_bid, auction.last_bidder, auction.next_seat) == (Bid(1, Strain.HEARTS), N, E)
    assert auction.add("1S").irregularities()[1:] == ()


def test_a_pass_out_of_rotation_does_not_end_the_auction() -> None:
    """Law 34: West passed at South's turn and North passed too; South gets his turn back."""
    auction = build(N, "1H P W:P N:P")
    assert not auction.is_complete
    assert auction.next_seat is S
    assert auction.add("P", S).is_complete
    assert not auction.add("2H", S).is_complete


def test_check_describes_a_call_without_recording_it() -> None:
    auction = build(N, "1S")
    assert summary(auction.check("1H")) == [(K.INSUFFICIENT_BID, 1, E, E)]
    assert summary(auction.check("2H", W)) == [(K.OUT_OF_ROTATION, 1, W, E)]
    assert auction.check("2H") == ()
    assert len(auction) == 1


def test_a_closed_auction_accepts_no_legal_call() -> None:
    auction = build(N, "1H P P P")
    assert not any(auction.is_legal(c) for c in ALL_CALLS)
    assert summary(auction.check(PASS)) == [(K.AFTER_AUCTION_CLOSED, 4, N, None)]


# --- director's edits ---------------------------------------------------------------------------------


def test_withdrawn_insufficient_bid_is_kept_but_no_longer_counts() -> None:
    """Law 27B: the insufficient 1H is replaced by 2H; the record keeps both."""
    auction = build(N, "1S 1H").withdraw(1)
    assert auction.next_seat is E
    auction = auction.add("2H")
    assert summary(auction.irregularities()) == [(K.INSUFFICIENT_BID, 1, E, E)]
    assert auction.cancelled_indices() == frozenset({1})
    assert auction.with_all_pass().contract() == Contract(2, Strain.HEARTS, E)
    assert [e.withdrawn for e in auction] == [False, True, False]
    assert auction.withdraw(1, withdrawn=False).entries[1] == AuctionEntry(E, Call.parse("1H"))


def test_editing_returns_new_auctions() -> None:
    first = build(N, "1C")
    second = first.add("1D")
    assert (len(first), len(second)) == (1, 2)
    assert second.upto(1) == first
    assert first.withdraw(0) != first


def test_alert_and_explanation_are_kept() -> None:
    auction = Auction(N).add("2C", alerted=True, explanation="strong, artificial")
    assert auction.entries[0] == AuctionEntry(N, Bid(2, Strain.CLUBS), alerted=True, explanation="strong, artificial")


# --- building from text -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "passes_added"),
    [("1S AP", 3), ("1S P AP", 2), ("1S P P AP", 1), ("AP", 4), ("P AP", 3), ("1S P P P", 0)],
)
def test_all_pass_closes_the_auction(text: str, passes_added: int) -> None:
    auction = Auction.from_text(E, text)
    written = [t for t in text.split() if t != "AP"]
    assert auction.is_complete
    assert len(auction) == len(written) + passes_added
    assert all(c == PASS for c in auction.calls[len(written) :])


def test_all_pass_only_at_the_end() -> None:
    with pytest.raises(CallError, match="AP"):
        Auction.from_text(N, "1S AP 2S")


def test_str_is_the_pbn_calls() -> None:
    assert str(Auction.from_text(N, "1N X xx 4♥ AP")) == "1NT X XX 4H Pass Pass Pass"


seated_calls = st.tuples(st.sampled_from(list(Seat)), st.sampled_from(ALL_CALLS))


@given(st.sampled_from(list(Seat)), st.lists(seated_calls, max_size=24))
def test_any_calls_are_recorded_and_described(dealer: Seat, made: list[tuple[Seat, Call]]) -> None:
    auction = Auction(dealer)
    for seat, call in made:
        auction = auction.add(call, seat)
    assert [(e.seat, e.call) for e in auction] == made
    indices = [i.index for i in auction.irregularities()]
    assert indices == sorted(indices) and all(0 <= i < len(made) for i in indices)
    assert (auction.contract() is not None) is auction.is_complete
    assert auction.cancelled_indices() <= set(range(len(made)))
    contract = auction.contract()
    if isinstance(contract, Contract):
        assert contract.bid == auction.last_bid
        assert contract.declaring_side is auction.last_bidder.side  # type: ignore[union-attr]


@st.composite
def any_auctions(draw: st.DrawFn) -> Auction:
    """Calls by any seat, in or out of rotation, some withdrawn: every path of the replay."""
    auction = Auction(draw(st.sampled_from(list(Seat))))
    for _ in range(draw(st.integers(0, 14))):
        seat = draw(st.none() | st.sampled_from(list(Seat)))
        call = draw(st.sampled_from([PASS, DOUBLE, REDOUBLE, *(Bid(level, s) for level in (1, 2, 7) for s in Strain)]))
        auction = auction.add(call, seat)
        if len(auction) and draw(st.integers(0, 9)) == 0:
            auction = auction.withdraw(draw(st.integers(0, len(auction) - 1)))
    return auction


@settings(max_examples=300, deadline=None)
@given(any_auctions())
def test_an_auction_built_call_by_call_reads_as_one_replayed_from_the_dealer(auction: Auction) -> None:
    """``add`` steps on from the auction it extends (issue 19: building an auction cost a replay per call); what
    it reads must be what a replay of the whole record reads."""
    fresh = Auction(auction.dealer, auction.entries)
    assert auction.irregularities() == fresh.irregularities()
    assert auction.cancelled_indices() == fresh.cancelled_indices()
    assert (auction.next_seat, auction.is_complete, auction.contract()) == (
        fresh.next_seat, fresh.is_complete, fresh.contract())
    assert auction.legal_calls() == fresh.legal_calls()
