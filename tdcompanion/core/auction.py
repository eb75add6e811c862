"""The auction as it happened at the table (Laws 17-22, 27-39).

An :class:`Auction` is an immutable record: the dealer and the calls in the order they
were made, each with the seat that actually made it. Irregular calls are kept and
described (:meth:`Auction.irregularities`), never refused; the Director's wizard rules
on them. A call the Director cancels stays in the record, marked ``withdrawn``, so the
history (and the information it gave, Law 16C) is not lost. See
:mod:`tdcompanion.core.auction_rules` for how calls not yet ruled on are treated.

Every edit returns a new ``Auction``; keep the old one for undo.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cached_property

from tdcompanion.core.auction_rules import (
    AuctionState,
    CallIrregularity,
    InadmissibleReason,
    step,
)
from tdcompanion.core.calls import PASS, Bid, Call, CallError, Double, Pass, Strain
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling, PassedOut
from tdcompanion.core.seats import Seat, Side

__all__ = ["Auction", "AuctionEntry", "CallIrregularity", "InadmissibleReason"]


@dataclass(frozen=True, slots=True)
class AuctionEntry:
    """One call as made: by ``seat``; ``withdrawn`` once the Director has cancelled it.

    ``alerted`` and ``explanation`` record an alert and the explanation given (Law 20F),
    as the players' data, not display text.
    """

    seat: Seat
    call: Call
    withdrawn: bool = False
    alerted: bool = False
    explanation: str | None = None


@dataclass(frozen=True, slots=True)
class _Replay:
    """The auction replayed up to some call: the state, what was irregular, the calls that no longer count."""

    state: AuctionState
    irregularities: tuple[CallIrregularity, ...]
    cancelled: frozenset[int]

    def then(self, entry: AuctionEntry, index: int) -> _Replay:
        """The replay one call on: ``entry``, the auction's call number ``index`` (from 0)."""
        result = step(self.state, entry.call, entry.seat, index)
        issues = self.irregularities + tuple(result.irregularities) if result.irregularities else self.irregularities
        if entry.withdrawn:  # a call the Director cancelled leaves the state as it was (its issues still count)
            return _Replay(self.state, issues, self.cancelled | {index})
        cancelled = self.cancelled if result.cancelled is None else self.cancelled | {result.cancelled}
        return _Replay(result.state, issues, cancelled)


@dataclass(frozen=True)
class Auction:
    """The calls made on a board, from ``dealer`` (Law 17A)."""

    dealer: Seat
    entries: tuple[AuctionEntry, ...] = ()

    # -- building -----------------------------------------------------------------------

    @classmethod
    def from_calls(cls, dealer: Seat, calls: Iterable[Call | str]) -> Auction:
        """Calls made in rotation from ``dealer`` (strings are read with :meth:`Call.parse`)."""
        auction = cls(dealer)
        for call in calls:
            auction = auction.add(call)
        return auction

    @classmethod
    def from_text(cls, dealer: Seat, text: str) -> Auction:
        """Calls in rotation separated by spaces, e.g. ``"1NT X XX 4H Pass Pass Pass"``.

        A final ``AP`` (all pass) adds the passes that close the auction.
        """
        tokens = text.split()
        all_pass = bool(tokens) and tokens[-1].upper() == "AP"
        if all_pass:
            tokens.pop()
        if any(t.upper() == "AP" for t in tokens):
            raise CallError(f"'AP' (all pass) can only end an auction: {text!r}")
        auction = cls.from_calls(dealer, tokens)
        return auction.with_all_pass() if all_pass else auction

    def add(
        self, call: Call | str, seat: Seat | None = None, *, alerted: bool = False, explanation: str | None = None
    ) -> Auction:
        """This auction with one more call, by ``seat`` (default: whoever's turn it is).

        After the auction has closed the default seat is the last caller's left-hand opponent.
        """
        if isinstance(call, str):
            call = Call.parse(call)
        if seat is None:
            seat = self._default_seat()
        entry = AuctionEntry(seat, call, alerted=alerted, explanation=explanation)
        longer = replace(self, entries=(*self.entries, entry))
        if "_replay" in self.__dict__:
            # One step on from this auction's replay, not a replay from the dealer: an auction built call by call and
            # read as it grows (the bidding box, with_all_pass) costs one step a call, not one per call made so far.
            # An auction nobody has read yet stays unread: its replay is made once, when it is first asked for.
            longer.__dict__["_replay"] = self._replay.then(entry, len(self.entries))
        return longer

    def with_all_pass(self) -> Auction:
        """Add passes in rotation until the auction closes (PBN ``AP``); at most four are needed."""
        auction = self
        for _ in range(4):
            if auction.is_complete:
                break
            auction = auction.add(PASS)
        return auction

    def withdraw(self, index: int, withdrawn: bool = True) -> Auction:
        """Mark call ``index`` as cancelled by the Director (or restore it with ``withdrawn=False``)."""
        entry = self.entries[index]
        entries = list(self.entries)
        entries[index] = replace(entry, withdrawn=withdrawn)
        return replace(self, entries=tuple(entries))

    def upto(self, count: int) -> Auction:
        """The auction as it was after its first ``count`` calls."""
        return replace(self, entries=self.entries[:count])

    # -- reading ------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[AuctionEntry]:
        return iter(self.entries)

    @property
    def calls(self) -> tuple[Call, ...]:
        """Every call in the record, withdrawn ones included."""
        return tuple(e.call for e in self.entries)

    @property
    def next_seat(self) -> Seat | None:
        """Whose turn it is to call; ``None`` once the auction has closed."""
        state = self._replay.state
        return None if state.closed else state.turn

    @property
    def is_complete(self) -> bool:
        """The auction has closed (Law 22A): three passes after a call, or four passes."""
        return self._replay.state.closed

    @property
    def is_passed_out(self) -> bool:
        """Closed with no bid (Law 22B)."""
        state = self._replay.state
        return state.closed and state.last_bid is None

    @property
    def last_bid(self) -> Bid | None:
        return self._replay.state.last_bid

    @property
    def last_bidder(self) -> Seat | None:
        return self._replay.state.last_bidder

    @property
    def doubling(self) -> Doubling:
        """Doubled state of the last bid (Law 19D: a new bid cancels earlier doubles)."""
        return self._replay.state.doubling

    def contract(self) -> Contract | PassedOut | None:
        """The final contract, :data:`PASSED_OUT`, or ``None`` while the auction is open."""
        return self._contract

    @cached_property
    def _contract(self) -> Contract | PassedOut | None:
        if "_replay" not in self.__dict__:  # not replayed yet: a regular auction's contract needs no replay
            plain = _plain_contract(self.dealer, self.entries)
            if not isinstance(plain, _Irregular):
                return plain
        state = self._replay.state
        if not state.closed:
            return None
        if state.last_bid is None or state.last_bidder is None:
            return PASSED_OUT
        declarer = state.first_to_name(state.last_bidder.side, state.last_bid.strain)
        assert declarer is not None  # the last bidder named it, if no partner did before
        return Contract.of(state.last_bid, declarer, state.doubling)

    def irregularities(self) -> tuple[CallIrregularity, ...]:
        """Everything irregular in the record, in order (withdrawn calls included)."""
        return self._replay.irregularities

    def cancelled_indices(self) -> frozenset[int]:
        """Calls that no longer count: withdrawn by the Director, or cancelled because the
        player whose turn it was called over them (Law 28B)."""
        return self._replay.cancelled

    def legal_calls(self) -> tuple[Call, ...]:
        """The calls the player whose turn it is may make, bidding-box order; none once closed."""
        return self._replay.state.legal_calls()

    def check(self, call: Call | str, seat: Seat | None = None) -> tuple[CallIrregularity, ...]:
        """What would be irregular about ``call`` by ``seat`` (default: whoever's turn it is) now."""
        if isinstance(call, str):
            call = Call.parse(call)
        if seat is None:
            seat = self._default_seat()
        return step(self._replay.state, call, seat, len(self.entries)).irregularities

    def is_legal(self, call: Call | str, seat: Seat | None = None) -> bool:
        """True if ``call`` by ``seat`` (default: whoever's turn it is) would be regular now."""
        return not self.check(call, seat)

    # -- replay -------------------------------------------------------------------------

    def _default_seat(self) -> Seat:
        state = self._replay.state
        if not state.closed:
            return state.turn
        return self.entries[-1].seat.lho if self.entries else self.dealer

    @cached_property
    def _replay(self) -> _Replay:
        replay = _Replay(AuctionState(turn=self.dealer), (), frozenset())
        for index, entry in enumerate(self.entries):
            replay = replay.then(entry, index)
        return replay

    def __str__(self) -> str:
        return " ".join(e.call.pbn for e in self.entries)


class _Irregular:
    """:func:`_plain_contract`'s answer for an auction it leaves to the replay."""


_IRREGULAR = _Irregular()


def _plain_contract(dealer: Seat, entries: tuple[AuctionEntry, ...]) -> Contract | PassedOut | _Irregular | None:
    """The contract of a regular auction, read in one pass: every call in rotation from ``dealer``, none
    withdrawn, every bid sufficient, every double and redouble admissible, none after the auction closed
    (Laws 18-22); :data:`_IRREGULAR` for any other auction, whose contract the replay
    (:mod:`~tdcompanion.core.auction_rules`) finds. The same contract as the replay's, in a tenth of the
    time: the file loader's check reads every board's (issue 21). ``tests/core/test_auction.py`` holds
    them equal for any auction."""
    seats = dealer.rotation()
    last: Bid | None = None
    bidder: Seat | None = None
    doubling = Doubling.UNDOUBLED
    passes = 0
    called = False
    namers: dict[tuple[Side, Strain], Seat] = {}
    for index, entry in enumerate(entries):
        seat, call = entry.seat, entry.call
        if seat is not seats[index % 4] or entry.withdrawn or passes >= (3 if called else 4):
            return _IRREGULAR
        if isinstance(call, Pass):
            passes += 1
            continue
        if isinstance(call, Bid):
            if last is not None and call.rank <= last.rank:
                return _IRREGULAR
            last, bidder, doubling = call, seat, Doubling.UNDOUBLED
            namers.setdefault((seat.side, call.strain), seat)
        elif isinstance(call, Double):
            if bidder is None or bidder.side is seat.side or doubling is not Doubling.UNDOUBLED:
                return _IRREGULAR
            doubling = Doubling.DOUBLED
        else:
            if bidder is None or bidder.side is not seat.side or doubling is not Doubling.DOUBLED:
                return _IRREGULAR
            doubling = Doubling.REDOUBLED
        called, passes = True, 0
    if passes < (3 if called else 4):
        return None
    if last is None or bidder is None:
        return PASSED_OUT
    return Contract.of(last, namers[(bidder.side, last.strain)], doubling)
