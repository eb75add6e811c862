"""What rulings in the auction period make happen, shared by the families of Laws 24-39.

Consequences: a call cancelled (:class:`CallCancelled`, withdrawn in the record, Laws 16C, 29B, 36),
a player who must pass at his next turn or for the rest of the auction (:class:`MustPass`, Laws 23,
24, 27B, 30-32, 36-38), a call the offender must repeat (:class:`MustRepeatCall`, 31A1, 32A1), the
auction going back to the player whose turn it was (:class:`AuctionReverts`, 29B), and declarer's
right to prohibit a lead if the offender defends (:class:`LeadProhibitionRight`, Law 26B). The table
state keeps the passes and the prohibition right in force; :func:`specified_suits` reads the auction
record for the families and for declarer's Law 26B choice
(:func:`~tdcompanion.core.laws.prompts.prohibition_ruling`). The irregular call a family rules on is
:meth:`Context.irregular_call <tdcompanion.core.laws.engine.Context.irregular_call>`.

Data only, below the record and the table state: nothing here imports the engine.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Bid, Call
from tdcompanion.core.cards import Suit
from tdcompanion.core.laws.ruling import Consequence, InformationSource, LawRef, ref
from tdcompanion.core.seats import Seat, Side


class PassSpan(enum.Enum):
    """How long a player must pass."""

    NEXT_TURN = "next_turn"
    """At his next turn to call only (Laws 24B, 24C, 30A, 30B1(b)(ii), 31A2(b))."""
    REST_OF_AUCTION = "rest_of_auction"
    """Whenever it is his turn, until the auction ends (Laws 27B2, 27B3, 36B, 37B, 38)."""


@dataclass(frozen=True, kw_only=True)
class CallCancelled(Consequence):
    """``seat``'s ``call`` (entry ``index`` of the auction record, when it shows it) is cancelled: it
    stays in the record, marked withdrawn (Laws 16C, 25B2, 29B, 36, 37, 38, 39)."""

    kind: ClassVar[str] = "call_cancelled"
    seat: Seat
    call: Call
    index: int | None = None


@dataclass(frozen=True, kw_only=True)
class MustPass(Consequence):
    """``seat`` must pass for ``span``."""

    kind: ClassVar[str] = "must_pass"
    seat: Seat
    span: PassSpan


@dataclass(frozen=True, kw_only=True)
class MustRepeatCall(Consequence):
    """``seat`` must repeat ``call`` at his turn; if it is legal there, no further rectification (31A1, 32A1)."""

    kind: ClassVar[str] = "must_repeat_call"
    seat: Seat
    call: Call


@dataclass(frozen=True, kw_only=True)
class CallDeemedSubsequent(Consequence):
    """``seat``'s ``call``, made at the same time as ``after``'s call in turn, counts as made after it (Law 33): the
    record shows it there, and the laws judge it there (an insufficient bid, a call out of rotation)."""

    kind: ClassVar[str] = "call_deemed_subsequent"
    seat: Seat
    call: Call
    after: Seat


@dataclass(frozen=True, kw_only=True)
class AuctionReverts(Consequence):
    """The auction goes back to ``seat``, whose turn it was (Laws 29B, 34, 36A)."""

    kind: ClassVar[str] = "auction_reverts"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class LeadProhibitionRight(Consequence):
    """If ``offender`` becomes a defender, at ``leader``'s (his partner's) first turn to lead, the
    opening lead included, declarer may prohibit the lead of any one suit the offender did not specify
    in the legal auction; the prohibition lasts while ``leader`` keeps the lead (Law 26B)."""

    kind: ClassVar[str] = "lead_prohibition_right"
    leader: Seat
    offender: Seat


@dataclass(frozen=True, kw_only=True)
class InformationAuthorised(Consequence):
    """What the withdrawn or cancelled calls told (``source``) is authorised information for ``side``, the
    non-offending side, their own cancelled calls included (Law 16C1(a); 25A6, 36A, 17D3)."""

    kind: ClassVar[str] = "information_authorised"
    side: Side
    source: str


def authorised_for(side: Side, law: LawRef | None = None) -> InformationAuthorised:
    """Law 16C1(a) (or ``law``): the withdrawn calls' information is authorised for ``side``."""
    return InformationAuthorised(law=law or ref("16C1a"), side=side, source=InformationSource.WITHDRAWN_CALL)


def specified_suits(auction: Auction | None, seat: Seat) -> tuple[Suit, ...]:
    """The suits ``seat`` named in bids that stand (not withdrawn), in the order named. A natural reading:
    an artificial call may specify other suits, which the Director adds (Law 26B)."""
    if auction is None:
        return ()
    cancelled = auction.cancelled_indices()
    named: dict[Suit, None] = {}
    for index, entry in enumerate(auction.entries):
        if entry.seat is not seat or entry.withdrawn or index in cancelled or not isinstance(entry.call, Bid):
            continue
        suit = entry.call.strain.suit
        if suit is not None:
            named.setdefault(suit)
    return tuple(named)
