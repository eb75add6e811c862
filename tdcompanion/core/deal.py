"""Hands and deals, and what can be wrong with them.

A deal as found at the table may be defective: a card in two hands, a hand with 14
cards, a deficient hand (Law 14), cards that are nowhere. These are recorded, not
refused: :attr:`Deal.defects` is a flag set, like python-chess's board status.
"""

from __future__ import annotations

import enum
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from tdcompanion.core.cards import FULL_PACK, RANKS_HIGH_FIRST, SUITS_HIGH_FIRST, Card, Rank, Suit
from tdcompanion.core.errors import CardParseError, DealParseError
from tdcompanion.core.seats import Seat

HAND_SIZE = 13

_SUIT_MARKERS = "SHDC♠♥♦♣♤♡♢♧"
_TOKEN = re.compile(r"10|[2-9TJQKA]", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Hand:
    """The cards one player holds, as a sorted multiset (a surplus card may repeat)."""

    cards: tuple[Card, ...] = ()

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        object.__setattr__(self, "cards", tuple(sorted(cards, reverse=True)))

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a hand in the usual notations, spades first.

        ``AKQ2.J93.T8.754`` (PBN), ``AKQ2 J93 T8 754``, ``- J93 T8 754`` (``-`` is a
        void), ``♠AKQ2 ♥J93 ♦T8 ♣754`` or ``SAKQ2 HJ93 DT8 C754``; ``10`` or ``T``; any case.
        Raises :class:`DealParseError` with the position of the first bad character.
        """
        stripped = text.strip()
        if stripped and stripped[0].upper() in _SUIT_MARKERS:
            groups = _split_by_markers(stripped, text)
        else:
            groups = _split_by_separators(stripped, text)
        cards: list[Card] = []
        for suit, group, offset in groups:
            cards.extend(_parse_ranks(suit, group, offset, text))
        return cls(cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def suit(self, suit: Suit) -> tuple[Rank, ...]:
        """Ranks held in ``suit``, highest first."""
        return tuple(c.rank for c in self.cards if c.suit is suit)

    def suit_text(self, suit: Suit) -> str:
        return "".join(r.letter for r in self.suit(suit))

    def without(self, card: Card) -> Hand:
        """This hand less one copy of ``card``."""
        cards = list(self.cards)
        cards.remove(card)
        return Hand(cards)

    def with_card(self, card: Card) -> Hand:
        return Hand((*self.cards, card))

    def to_pbn(self) -> str:
        """``AKQ2.J93.T8.754``; a void is empty."""
        return ".".join(self.suit_text(s) for s in SUITS_HIGH_FIRST)

    def __str__(self) -> str:
        return " ".join(s.symbol + (self.suit_text(s) or "-") for s in SUITS_HIGH_FIRST)

    def __repr__(self) -> str:
        return f"Hand.parse({self.to_pbn()!r})"


def _split_by_separators(stripped: str, original: str) -> list[tuple[Suit, str, int]]:
    parts = stripped.split(".") if "." in stripped else stripped.split()
    if stripped == "":
        parts = []
    if len(parts) != 4:
        raise DealParseError(
            f"a hand needs 4 suits (spades, hearts, diamonds, clubs) separated by '.' or spaces; "
            f"found {len(parts)} in {original!r}",
            position=0,
        )
    offset = original.find(stripped)
    result = []
    for suit, part in zip(SUITS_HIGH_FIRST, parts, strict=True):
        start = original.find(part, offset) if part else offset
        offset = start + len(part)
        result.append((suit, "" if part.strip() == "-" else part, start))
    return result


def _split_by_markers(stripped: str, original: str) -> list[tuple[Suit, str, int]]:
    base = original.find(stripped)
    result: list[tuple[Suit, str, int]] = []
    current: Suit | None = None
    start = 0
    buf: list[str] = []
    seen: set[Suit] = set()
    for i, ch in enumerate(stripped):
        if ch.upper() in _SUIT_MARKERS:
            if current is not None:
                result.append((current, "".join(buf), base + start))
            current = Suit.parse(ch)
            if current in seen:
                raise DealParseError(f"suit {ch!r} given twice in {original!r}", position=base + i)
            seen.add(current)
            buf, start = [], i + 1
        elif ch in " .,":
            continue
        else:
            buf.append(ch)
    if current is not None:
        result.append((current, "".join(buf), base + start))
    return result


def _parse_ranks(suit: Suit, group: str, offset: int, original: str) -> list[Card]:
    cards: list[Card] = []
    pos = 0
    while pos < len(group):
        if group[pos] in " -":
            pos += 1
            continue
        m = _TOKEN.match(group, pos)
        if m is None:
            bad = group[pos]
            raise DealParseError(
                f"{bad!r} is not a card rank (use A K Q J T/10 9-2) in {suit.name.lower()} "
                f"of {original!r}",
                position=offset + pos,
            )
        try:
            cards.append(Card.of(suit, Rank.parse(m.group())))
        except CardParseError as exc:  # pragma: no cover - regex admits only ranks
            raise DealParseError(str(exc), position=offset + pos) from None
        pos = m.end()
    return cards


class DealDefect(enum.IntFlag):
    """What is wrong with a deal as recorded (Laws 13-14); an empty set means none."""

    NONE = 0
    DUPLICATE_CARD = enum.auto()
    """A card is held twice (in one hand or in two)."""
    TOO_MANY_CARDS = enum.auto()
    """A hand holds more than 13 cards (Law 13)."""
    TOO_FEW_CARDS = enum.auto()
    """A hand holds fewer than 13 cards: a deficient hand (Law 14), legal to record."""
    CARDS_NOT_DEALT = enum.auto()
    """Some of the 52 cards are in no hand, though all four hands are known."""


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands indexed by :class:`Seat`; ``None`` stands for a hand not known."""

    hands: tuple[Hand | None, Hand | None, Hand | None, Hand | None] = (
        Hand(), Hand(), Hand(), Hand(),
    )  # fmt: skip

    @classmethod
    def from_hands(cls, hands: dict[Seat, Hand | None]) -> Deal:
        return cls(tuple(hands.get(s, Hand()) for s in Seat))  # type: ignore[arg-type]

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Read a PBN deal string: ``N:AKQ2.J93.T8.754 - ...``; any first seat, ``-`` unknown."""
        s = text.strip()
        first = Seat.N
        if len(s) >= 2 and s[1] == ":":
            try:
                first = Seat.parse(s[0])
            except ValueError:
                raise DealParseError(f"{s[0]!r} is not a seat at the start of deal {text!r}", position=0) from None
            s = s[2:]
        parts = s.split()
        if len(parts) != 4:
            raise DealParseError(f"a deal needs 4 hands; found {len(parts)} in {text!r}", position=0)
        hands: list[Hand | None] = [None] * 4
        seat = first
        for part in parts:
            if part == "-":
                hands[seat] = None
            else:
                try:
                    hands[seat] = Hand.parse(part)
                except DealParseError as exc:
                    raise DealParseError(f"{seat.name} hand: {exc}", position=exc.position) from None
            seat = seat.next
        return cls((hands[0], hands[1], hands[2], hands[3]))

    def to_pbn(self, first: Seat = Seat.N) -> str:
        """PBN deal string starting with ``first``; unknown hands as ``-``."""
        texts = []
        for seat in first.rotation():
            hand = self.hands[seat]
            texts.append("-" if hand is None else hand.to_pbn())
        return f"{first.letter}:" + " ".join(texts)

    def __getitem__(self, seat: Seat) -> Hand | None:
        return self.hands[seat]

    def with_hand(self, seat: Seat, hand: Hand | None) -> Deal:
        hands = list(self.hands)
        hands[seat] = hand
        return Deal((hands[0], hands[1], hands[2], hands[3]))

    def holder(self, card: Card) -> Seat | None:
        """The first seat holding ``card``, if any."""
        for seat in Seat:
            hand = self.hands[seat]
            if hand is not None and card in hand:
                return seat
        return None

    def card_counts(self) -> Counter[Card]:
        return Counter(c for h in self.hands if h is not None for c in h)

    def duplicates(self) -> frozenset[Card]:
        """Cards held more than once."""
        return frozenset(c for c, n in self.card_counts().items() if n > 1)

    def cards_not_dealt(self) -> tuple[Card, ...]:
        """Cards held by no known hand, ascending."""
        counts = self.card_counts()
        return tuple(c for c in FULL_PACK if c not in counts)

    @property
    def defects(self) -> DealDefect:
        flags = DealDefect.NONE
        if self.duplicates():
            flags |= DealDefect.DUPLICATE_CARD
        known = [h for h in self.hands if h is not None]
        if any(len(h) > HAND_SIZE for h in known):
            flags |= DealDefect.TOO_MANY_CARDS
        if any(len(h) < HAND_SIZE for h in known):
            flags |= DealDefect.TOO_FEW_CARDS
        if len(known) == 4 and self.cards_not_dealt():
            flags |= DealDefect.CARDS_NOT_DEALT
        return flags

    @property
    def is_complete(self) -> bool:
        """Four known hands of 13 distinct cards covering the pack."""
        return all(h is not None for h in self.hands) and not self.defects

    def fill_fourth(self) -> Deal:
        """If three hands hold 13 distinct cards and the fourth is empty, give it the rest."""
        empty = [s for s in Seat if not self.hands[s]]
        if len(empty) != 1 or self.duplicates():
            return self
        if any(len(h) != HAND_SIZE for h in self.hands if h):
            return self
        return self.with_hand(empty[0], Hand(self.cards_not_dealt()))

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"


__all__ = ["HAND_SIZE", "RANKS_HIGH_FIRST", "Deal", "DealDefect", "Hand"]
