"""How one call changes the auction, and what is irregular about it (Laws 17-22, 27-39).

Irregular calls are recorded, never refused: :func:`step` returns the new state together
with the irregularities found, as data for the Director's wizard to rule on.

Conventions for calls that have not (yet) been ruled on:

* A call out of rotation stands as if accepted (Law 29A): the turn passes to the caller's
  left. But if the player whose turn it was then calls, and the offender was his opponent,
  the out-of-rotation call is cancelled and the auction goes on as if it had not been made
  (Law 28B).
* An insufficient bid stands as if accepted (Law 27A1): later bids must overcall it.
* An inadmissible double or redouble (Law 19, rectified under Law 36) changes nothing in
  the doubled state, but it is a call: three passes after it end the auction.
* Three passes do not end the auction if one of them, made out of rotation, skipped a
  player who has not called since; the turn goes back to that player (Law 34).
* Calls after the auction has closed change nothing (Law 39).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tdcompanion.core.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, CallKind, Strain
from tdcompanion.core.contract import Doubling
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.seats import Seat, Side


class InadmissibleReason(enum.Enum):
    """What makes a double or redouble inadmissible (Law 19; an :attr:`IrregularityKind.INADMISSIBLE_CALL`,
    rectified under Law 36)."""

    DOUBLE_WITHOUT_BID = "double_without_bid"
    """A double with no bid to double (Law 19A)."""
    DOUBLE_OF_OWN_SIDE = "double_of_own_side"
    """A double of one's own or partner's bid (Law 19A1)."""
    DOUBLE_OF_DOUBLED = "double_of_doubled"
    """A double of a bid already doubled or redoubled (Law 19A1)."""
    REDOUBLE_WITHOUT_DOUBLE = "redouble_without_double"
    """A redouble when the last bid is not doubled (Law 19B)."""
    REDOUBLE_OF_OWN_SIDE = "redouble_of_own_side"
    """A redouble of a double made by one's own side (Law 19B1)."""
    REDOUBLE_OF_REDOUBLED = "redouble_of_redoubled"
    """A redouble of a bid already redoubled (Law 19B)."""


#: The kinds of irregularity a call can show on the record.
CALL_KINDS = (
    IrregularityKind.CALL_OUT_OF_ROTATION,
    IrregularityKind.INSUFFICIENT_BID,
    IrregularityKind.INADMISSIBLE_CALL,
    IrregularityKind.CALL_AFTER_AUCTION,
)


@dataclass(frozen=True, slots=True)
class CallIrregularity:
    """One irregularity of the call at ``index`` in the auction record: a call out of rotation
    (Laws 28-32), an insufficient bid (Law 27), an inadmissible double or redouble (Law 36; ``reason``
    says what Law 19 does not permit) or a call after the auction closed (Law 39), as its ``kind``.

    ``seat`` made ``call``; ``expected`` is whose turn it was (``None`` once the auction had
    closed); ``last_bid`` is the bid in force when the call was made (the bid an
    insufficient bid failed to overcall, or the bid a double or redouble was aimed at).
    """

    kind: IrregularityKind
    index: int
    seat: Seat
    call: Call
    expected: Seat | None
    last_bid: Bid | None = None
    reason: InadmissibleReason | None = None

    def __post_init__(self) -> None:
        if self.kind not in CALL_KINDS:
            raise ValueError(f"{self.kind!r} is not an irregularity of a call")
        if (self.reason is not None) is not (self.kind is IrregularityKind.INADMISSIBLE_CALL):
            raise ValueError("an inadmissible call, and only one, says what Law 19 does not permit")


@dataclass(frozen=True, slots=True)
class PendingCall:
    """A call out of rotation not yet accepted: ``before`` is the state it was made in (Law 28B)."""

    index: int
    seat: Seat
    before: AuctionState


@dataclass(frozen=True, slots=True)
class AuctionState:
    """Where the auction stands after some calls; a cheap immutable snapshot.

    ``passes`` is the run of passes since the last other call, each with the seat its pass
    skipped by being out of rotation (``None`` if it skipped nobody or that seat has
    called since). ``namers`` records, per side and strain, who named the strain first.
    """

    turn: Seat
    last_bid: Bid | None = None
    last_bidder: Seat | None = None
    doubling: Doubling = Doubling.UNDOUBLED
    passes: tuple[tuple[Seat, Seat | None], ...] = ()
    any_call: bool = False
    closed: bool = False
    namers: tuple[tuple[Side, Strain, Seat], ...] = ()
    pending: PendingCall | None = None

    def first_to_name(self, side: Side, strain: Strain) -> Seat | None:
        for named_side, named_strain, seat in self.namers:
            if named_side is side and named_strain is strain:
                return seat
        return None

    def legal_calls(self) -> tuple[Call, ...]:
        """Calls the player whose turn it is may make (Laws 18-19); none once closed."""
        if self.closed:
            return ()
        seat = self.turn
        calls: list[Call] = [PASS]
        floor = -1 if self.last_bid is None else self.last_bid.rank
        calls.extend(ALL_BIDS[floor + 1 :])
        if self.last_bidder is not None:
            ours = self.last_bidder.side is seat.side
            if not ours and self.doubling is Doubling.UNDOUBLED:
                calls.append(DOUBLE)
            if ours and self.doubling is Doubling.DOUBLED:
                calls.append(REDOUBLE)
        return tuple(calls)


@dataclass(frozen=True, slots=True)
class Step:
    """The outcome of one call: the new state, its irregularities, and the index of a call
    it cancelled under Law 28B (``None`` if none)."""

    state: AuctionState
    irregularities: tuple[CallIrregularity, ...]
    cancelled: int | None = None


def step(state: AuctionState, call: Call, seat: Seat, index: int) -> Step:
    """Apply ``call`` by ``seat`` (entry ``index`` of the record) to ``state``."""
    if state.closed:
        irregular = CallIrregularity(IrregularityKind.CALL_AFTER_AUCTION, index, seat, call, None, state.last_bid)
        return Step(state, (irregular,))
    issues: list[CallIrregularity] = []
    cancelled: int | None = None
    base = state
    pending = state.pending
    if pending is not None and seat is pending.before.turn and seat.side is not pending.seat.side:
        # Law 28B: the player whose turn it was called over an opponent's call out of rotation.
        base, cancelled = pending.before, pending.index
    elif seat is not state.turn:
        kind = IrregularityKind.CALL_OUT_OF_ROTATION
        issues.append(CallIrregularity(kind, index, seat, call, state.turn, state.last_bid))
    problem = admissibility(base, call, seat)
    if problem is not None:
        kind, reason = problem
        issues.append(CallIrregularity(kind, index, seat, call, base.turn, base.last_bid, reason))
    in_rotation = seat is base.turn
    pending = None if in_rotation else PendingCall(index, seat, base)
    new = _apply(base, call, seat, admissible=problem is None, pending=pending)
    return Step(new, tuple(issues), cancelled)


def admissibility(
    state: AuctionState, call: Call, seat: Seat
) -> tuple[IrregularityKind, InadmissibleReason | None] | None:
    """What, if anything, makes ``call`` by ``seat`` insufficient (``INSUFFICIENT_BID``, no reason) or
    inadmissible (``INADMISSIBLE_CALL`` and what Law 19 does not permit) (Laws 18-19)."""
    kind = call.kind
    if kind is CallKind.BID:
        assert isinstance(call, Bid)
        if state.last_bid is not None and call.rank <= state.last_bid.rank:
            return IrregularityKind.INSUFFICIENT_BID, None
        return None
    if kind is CallKind.PASS:
        return None
    reason = _inadmissible(state, kind, seat)
    return (IrregularityKind.INADMISSIBLE_CALL, reason) if reason is not None else None


def _inadmissible(state: AuctionState, kind: CallKind, seat: Seat) -> InadmissibleReason | None:
    """What Law 19 does not permit in a double or redouble by ``seat``, if anything."""
    bidder = state.last_bidder
    if kind is CallKind.DOUBLE:
        if bidder is None:
            return InadmissibleReason.DOUBLE_WITHOUT_BID
        if bidder.side is seat.side:
            return InadmissibleReason.DOUBLE_OF_OWN_SIDE
        if state.doubling is not Doubling.UNDOUBLED:
            return InadmissibleReason.DOUBLE_OF_DOUBLED
        return None
    if bidder is None or state.doubling is Doubling.UNDOUBLED:
        return InadmissibleReason.REDOUBLE_WITHOUT_DOUBLE
    if bidder.side is not seat.side:
        return InadmissibleReason.REDOUBLE_OF_OWN_SIDE
    if state.doubling is Doubling.REDOUBLED:
        return InadmissibleReason.REDOUBLE_OF_REDOUBLED
    return None


def _apply(
    state: AuctionState, call: Call, seat: Seat, *, admissible: bool, pending: PendingCall | None
) -> AuctionState:
    """The state after ``call``; ``pending`` the call out of rotation it leaves waiting (Law 28B), if any.

    Each state is made in one step with every field given (no ``dataclasses.replace``): the replay of an
    auction makes one a call, and a file's thousands of auctions make many.
    """
    kind = call.kind
    if kind is CallKind.PASS:
        return _apply_pass(state, seat, pending)
    if kind is CallKind.BID:
        assert isinstance(call, Bid)
        namers = state.namers
        if state.first_to_name(seat.side, call.strain) is None:
            namers = (*namers, (seat.side, call.strain, seat))
        return AuctionState(seat.lho, call, seat, Doubling.UNDOUBLED, (), True, state.closed, namers, pending)
    doubling = state.doubling
    if admissible:
        doubling = Doubling.DOUBLED if kind is CallKind.DOUBLE else Doubling.REDOUBLED
    return AuctionState(
        seat.lho, state.last_bid, state.last_bidder, doubling, (), True, state.closed, state.namers, pending
    )


def _apply_pass(state: AuctionState, seat: Seat, pending: PendingCall | None) -> AuctionState:
    skipped = None if seat is state.turn else state.turn
    passes = (*((s, None if d is seat else d) for s, d in state.passes), (seat, skipped))
    needed = 3 if state.any_call else 4  # Law 22A
    turn, closed = seat.lho, state.closed
    if len(passes) >= needed:
        waiting = next((d for _, d in passes if d is not None), None)
        if waiting is not None:
            turn = waiting  # Law 34: back to the skipped player
        else:
            closed = True
    return AuctionState(
        turn, state.last_bid, state.last_bidder, state.doubling, passes, state.any_call, closed, state.namers, pending
    )
