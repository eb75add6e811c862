"""What rulings in the auction period make happen, shared by the families of Laws 24-39.

Consequences: a call cancelled (:class:`CallCancelled`, withdrawn in the record, Laws 16C, 29B, 36),
a player who must pass at his next turn or for the rest of the auction (:class:`MustPass`, Laws 23,
24, 27B, 30-32, 36-38), a call the offender must repeat (:class:`MustRepeatCall`, 31A1, 32A1), the
auction going back to the player whose turn it was (:class:`AuctionReverts`, 29B), and declarer's
right to prohibit a lead if the offender defends (:class:`LeadProhibitionRight`, Law 26B). The table
state keeps the passes and the prohibition right in force; :func:`find_call` and
:func:`specified_suits` read the auction record for the families.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tdcompanion.core.auction import Auction, CallIrregularity, CallIrregularityKind
from tdcompanion.core.calls import Bid, Call
from tdcompanion.core.cards import Suit
from tdcompanion.core.laws.ruling import (
    Choice,
    ChooserRole,
    Consequence,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    Option,
    RestrictionSpan,
    Ruling,
    ref,
)
from tdcompanion.core.seats import Seat

if TYPE_CHECKING:
    from tdcompanion.core.laws.engine import Context
    from tdcompanion.core.laws.record import BoardRecord
    from tdcompanion.core.laws.table_state import Prompt


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


def find_call(ctx: Context, kinds: tuple[CallIrregularityKind, ...]) -> CallIrregularity | None:
    """The irregular call the Director was called for: the one at the irregularity's call index (refused
    with ``"no_such_call"`` if the record shows none of ``kinds`` there), else the last one of ``kinds``
    in the record, else ``None`` (the family then asks)."""
    auction = ctx.record.auction
    if auction is None:
        return None
    found = [i for i in auction.irregularities() if i.kind in kinds]
    index = ctx.irregularity.call
    if index is not None:
        at = next((i for i in found if i.index == index), None)
        if at is None:
            ctx.refuse("no_such_call", number=index + 1)
        return at
    return found[-1] if found else None


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


def prohibition_ruling(prompt: Prompt, record: BoardRecord, edition: str) -> Ruling | None:
    """Declarer's Law 26B choice at the offender's partner's first lead (``prompt.seat``): prohibit one
    suit the offender did not specify in the legal auction (as the record shows it: the Director leaves
    out any suit an artificial call specified), or none. ``None`` when there is no contract."""
    leader, declarer = prompt.seat, record.declarer
    if leader is None or declarer is None or leader.side is declarer.side:
        return None
    law = ref("26B")
    kept = specified_suits(record.auction, leader.partner)
    options = [Option(id="law26.no_prohibition", laws=(law,))]
    for suit in sorted(Suit, reverse=True):  # spades first, as the Director reads them out
        if suit in kept:
            continue
        forbid = LeadRestriction(law=law, leader=leader, suit=suit, mode=LeadMode.FORBID,
                                 span=RestrictionSpan.WHILE_ON_LEAD)  # fmt: skip
        options.append(Option(id=f"law26.prohibit_{suit.letter}", laws=(law,), consequences=(forbid,), suits=(suit,)))
    choice = Choice(id="law26.declarer_choice", chooser=declarer, role=ChooserRole.DECLARER, laws=(law,),
                    options=tuple(options), default="law26.no_prohibition")  # fmt: skip
    kind = IrregularityKind(prompt.reason) if prompt.reason else IrregularityKind.INSUFFICIENT_BID
    return Ruling(irregularity=kind, laws=(law,), offender=leader.partner, choices=(choice,), edition=edition)
