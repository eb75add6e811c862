"""Tricks and who wins them (Law 44)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.seats import Seat

TRICKS_PER_DEAL = 13


class TrickCard(NamedTuple):
    """A card in a trick and the seat whose card it is."""

    seat: Seat
    card: Card


def trick_winner(cards: Sequence[TrickCard], trump: Suit | None) -> Seat:
    """The highest trump wins the trick, else the highest card of the suit led (Law 44D-E).

    ``cards`` are in the order played; the first was led. Needs at least one card.
    """
    return cards[winning_card([tc.card for tc in cards], trump)].seat


def winning_card(cards: Sequence[Card], trump: Suit | None) -> int:
    """The place in ``cards`` (in the order played, the first led) of the card that wins the trick (Law 44D-E)."""
    best, top = 0, cards[0]
    for index in range(1, len(cards)):
        card = cards[index]
        # The best card so far is of the suit led or a trump, so a card of another suit wins
        # only by trumping, and a card of the same suit only by rank.
        if card.suit is top.suit:
            if card.rank > top.rank:
                best, top = index, card
        elif card.suit is trump:
            best, top = index, card
    return best


@dataclass(frozen=True, slots=True)
class Trick:
    """Trick ``number`` (1-13): the cards played to it so far, in order.

    ``leader`` is the seat whose card is first (for an empty trick: the seat due to lead).
    ``winner`` is set once four cards have been played (Law 44G: he leads next), or once the
    trick is quitted short of ``omitted``'s card (a defective trick, Law 67). ``extra``: the seat
    that played a card too many to it (Law 67); his first card is the one that counts.
    """

    number: int
    leader: Seat
    cards: tuple[TrickCard, ...] = ()
    winner: Seat | None = None
    omitted: Seat | None = None
    extra: Seat | None = None

    @property
    def is_complete(self) -> bool:
        return len(set(self.seats)) == 4

    @property
    def extra_cards(self) -> tuple[Card, ...]:
        """The cards ``extra`` played to the trick after his first (Law 67), while they lie in it."""
        cards = tuple(tc.card for tc in self.cards if tc.seat is self.extra)
        return cards[1:]

    @property
    def suit_led(self) -> Suit | None:
        return self.cards[0].card.suit if self.cards else None

    @property
    def lead(self) -> Card | None:
        return self.cards[0].card if self.cards else None

    def card_of(self, seat: Seat) -> Card | None:
        """The card ``seat`` played to this trick, if any."""
        for tc in self.cards:
            if tc.seat is seat:
                return tc.card
        return None

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(tc.seat for tc in self.cards)
