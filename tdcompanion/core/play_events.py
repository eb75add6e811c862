"""What can happen during the play, as recorded events (Laws 41-71).

A :class:`tdcompanion.core.play.PlayRecord` is a sequence of these events in the order
they happened, regular or not. Events are frozen values; the record decides what they
mean (whose turn it was, whether a card revoked, whether a revoke is established).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat


class PlayError(InputError):
    """An event that cannot have happened: a card the player does not hold, a card already
    played, a retraction of a card not on the table. Irregular but possible events (a lead
    out of turn, a revoke) are recorded instead. ``index`` is the event's position in the
    record when known."""

    def __init__(self, message: str, *, index: int | None = None) -> None:
        self.reason = message
        self.index = index
        super().__init__(message if index is None else f"{message} (play event {index + 1})")


class RetractReason(enum.Enum):
    """Why a played card was taken back (the law that allowed or required it)."""

    REVOKE_CORRECTION = "revoke_correction"
    """The revoke card is withdrawn to be replaced by a legal card (Law 62A)."""
    AFTER_REVOKE_CORRECTION = "after_revoke_correction"
    """A card played after a corrected revoke is withdrawn (Law 62C)."""
    OUT_OF_TURN = "out_of_turn"
    """A lead or play out of turn not accepted (Laws 53-57)."""
    CHANGED_DESIGNATION = "changed_designation"
    """Declarer corrects an unintended designation of dummy's card (Law 45C4b)."""
    OTHER = "other"
    """Any other retraction the Director allows or requires (Law 47)."""


class ExposeHow(enum.Enum):
    """How a card came to be exposed without being played (Laws 48-50, 58B)."""

    DROPPED = "dropped"
    """Dropped or held face up where partner could see it (Law 49)."""
    TWO_AT_ONCE = "two_at_once"
    """Played together with another card to the same trick (Law 58B)."""
    NAMED = "named"
    """Named as being in the player's hand (Law 49)."""
    WITHDRAWN = "withdrawn"
    """A defender's card played and then withdrawn (Laws 47, 49, 62B): left face up."""
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Play:
    """``seat``'s ``card`` is played (led if the trick is empty). Dummy's cards are recorded
    under dummy's seat, though declarer plays them (Law 45B). ``said``: for dummy's card, what declarer
    said calling it, as spoken, when it was not suit and rank (Law 46B: "high", "a spade", "ρήγας")."""

    seat: Seat
    card: Card
    said: str | None = None


#: The plain play of each card by each seat, ``PLAYS[seat][card.index]``, made once: events are values, and
#: reading a file of thousands of boards need not make a new one for every card.
PLAYS: tuple[tuple[Play, ...], ...] = tuple(tuple(Play(seat, card) for card in FULL_PACK) for seat in Seat)


@dataclass(frozen=True, slots=True)
class Retract:
    """``seat``'s ``card`` is taken back from the trick (Law 47). A defender's card stays face
    up on the table (exposed) until the Director rules; declarer's and dummy's return to hand."""

    seat: Seat
    card: Card
    reason: RetractReason = RetractReason.OTHER


@dataclass(frozen=True, slots=True)
class Expose:
    """``seat``'s ``cards`` are exposed without being played (Laws 48-50, 58B)."""

    seat: Seat
    cards: tuple[Card, ...]
    how: ExposeHow = ExposeHow.DROPPED

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))
        if not self.cards:
            raise PlayError("an exposure needs at least one card")


@dataclass(frozen=True, slots=True)
class PickUp:
    """Exposed ``cards`` go back into ``seat``'s hand (e.g. declarer's, Law 48A; or after the
    Director's choice under Law 50D2a)."""

    seat: Seat
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))
        if not self.cards:
            raise PlayError("a pick-up needs at least one card")


@dataclass(frozen=True, slots=True)
class Claim:
    """``seat`` claims that his side will win ``tricks`` of the remaining tricks, the trick
    in progress included (Law 68A)."""

    seat: Seat
    tricks: int


@dataclass(frozen=True, slots=True)
class Concede:
    """``seat`` concedes ``tricks`` of the remaining tricks, the trick in progress included,
    to the opponents (Law 68B)."""

    seat: Seat
    tricks: int


@dataclass(frozen=True, slots=True)
class Omit:
    """The trick in progress is turned and quitted though ``seat`` has not played to it: a
    defective trick (Law 67). The three cards played decide who won it, and the record marks
    the trick as defective. ``placed`` is the card the Director later had him place among his
    played cards for it (Law 67B1): it leaves his hand there and does not affect who won the trick."""

    seat: Seat
    placed: Card | None = None


@dataclass(frozen=True, slots=True)
class Extra:
    """``seat``, who has already played to the trick, plays ``card`` to it as well: a card too many
    (Law 67), played with his card (Law 58B) or after the trick had four cards (a fifth card, Law 45E).
    The trick keeps it among its cards until the Director rules; it does not affect who won the trick.
    ``restored``: the Director has had it put back in his hand (Laws 67B2(a), 58B2, 45E): the trick
    shows four cards again and the card is deemed to have stayed in the hand throughout."""

    seat: Seat
    card: Card
    restored: bool = False


@dataclass(frozen=True, slots=True)
class Remove:
    """The Director takes ``seat``'s ``card``, which is not part of the deal (a card from another pack, or a
    14th card), out of the quitted trick it was played to (Law 13C). Nothing else is rectified: the trick
    keeps the result it had. ``placed``: the card he then placed among his played cards for that trick, so
    that his hand matches the tricks again; it leaves his hand and does not change who won the trick."""

    seat: Seat
    card: Card
    placed: Card | None = None


#: Anything the play record holds.
PlayEvent = Play | Retract | Expose | PickUp | Claim | Concede | Omit | Extra | Remove
