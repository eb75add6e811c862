"""A snapshot of the play at one point of the record (Laws 44, 65-66).

:class:`PlayState` is what the table looks like after some events: the cards still in
each hand, the quitted tricks and the trick in progress, whose turn it is, cards lying
exposed, and any claim or concession.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Hand
from tdcompanion.core.play_events import Claim, Concede, ExposeHow
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL, Trick

Hands = tuple[Hand | None, Hand | None, Hand | None, Hand | None]


@dataclass(frozen=True, slots=True)
class ExposedCard:
    """``seat``'s ``card`` lying face up on the table, not played, since event ``index``.

    Whether it is a penalty card, and of which kind, is for the laws to decide (Law 50).
    """

    seat: Seat
    card: Card
    how: ExposeHow
    index: int


@dataclass(frozen=True, slots=True)
class PlayState:
    """The play after the first ``event_count`` events of a record.

    ``hands`` holds each seat's unplayed cards (exposed ones included; ``None`` for a hand
    not known). ``tricks`` are the quitted tricks; ``current`` is the trick in progress
    (possibly still empty), ``None`` once thirteen tricks are quitted. ``claim`` is the last
    claim or concession, if any. ``result`` is declarer's trick count once it is known:
    after thirteen tricks or, failing that, as claimed or conceded.
    """

    event_count: int
    contract: Contract
    hands: Hands
    tricks: tuple[Trick, ...]
    current: Trick | None
    next_seat: Seat | None
    exposed: tuple[ExposedCard, ...] = ()
    claim: Claim | Concede | None = None
    result: int | None = None

    def hand(self, seat: Seat) -> Hand | None:
        return self.hands[seat]

    def tricks_won(self, who: Side | Seat) -> int:
        """Quitted tricks won by a side (a seat counts for its side)."""
        side = who.side if isinstance(who, Seat) else who
        return sum(1 for t in self.tricks if t.winner is not None and t.winner.side is side)

    @property
    def declarer_tricks(self) -> int:
        """Quitted tricks won by the declaring side so far."""
        return self.tricks_won(self.contract.declaring_side)

    @property
    def trick_number(self) -> int:
        """Number of the trick in progress (1-13); 13 once play is over."""
        return min(len(self.tricks) + 1, TRICKS_PER_DEAL)

    @property
    def is_finished(self) -> bool:
        """Thirteen tricks quitted, or a claim or concession made (Law 68D: play ceases)."""
        return len(self.tricks) == TRICKS_PER_DEAL or self.claim is not None

    def exposed_cards(self, seat: Seat) -> tuple[Card, ...]:
        return tuple(e.card for e in self.exposed if e.seat is seat)

    def legal_cards(self, seat: Seat | None = None) -> tuple[Card, ...]:
        """Cards ``seat`` (default: whoever's turn it is) may play without revoking (Law 44C).

        For a hand not known: every card not yet played and not in a known hand. Penalty-card
        and lead restrictions are not applied here (they depend on rulings).
        """
        seat = self.next_seat if seat is None else seat
        if seat is None or self.current is None:
            return ()
        hand = self.hands[seat]
        if hand is None:
            return self.cards_held(seat)
        led = self.current.suit_led
        if led is not None and seat not in self.current.seats:
            following = tuple(c for c in hand if c.suit is led)
            if following:
                return following
        return hand.cards

    def cards_held(self, seat: Seat) -> tuple[Card, ...]:
        """``seat``'s unplayed cards; for a hand not known, every card nobody else holds or played
        (highest first)."""
        hand = self.hands[seat]
        if hand is not None:
            return hand.cards
        seen = {tc.card for t in self.tricks for tc in t.cards}
        if self.current is not None:
            seen.update(tc.card for tc in self.current.cards)
        for h in self.hands:
            if h is not None:
                seen.update(h.cards)
        return tuple(c for c in reversed(FULL_PACK) if c not in seen)
