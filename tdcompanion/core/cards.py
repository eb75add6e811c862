"""Suits, ranks and cards.

``Card`` is a frozen, ordered value (suit first, then rank). :meth:`Card.parse`,
:meth:`Card.of`, copying and unpickling all return one of the 52 shared instances
in :data:`FULL_PACK`; a card built directly with ``Card(suit, rank)`` equals it.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import ClassVar

from tdcompanion.core.errors import CardParseError
from tdcompanion.core.said import Messages, reason_of

#: Why a card cannot be read, in English (the catalogue says it in the other languages).
SAID = Messages("card", {
    "not_a_suit": "not a suit: {text!r} (expected S, H, D, C or ♠ ♥ ♦ ♣)",
    "not_a_rank": "not a rank: {text!r} (expected A K Q J T/10 9 8 7 6 5 4 3 2)",
    "not_a_card": "not a card: {text!r} (write the suit then the rank, e.g. SA or ♥10)",
    "not_a_card_because": "not a card: {text!r} ({reason})",
})


class Suit(enum.IntEnum):
    """The four suits, in ascending bridge order."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit letter (``S``, ``h``) or symbol (``♠``, ``♡``)."""
        key = _plain(text).upper()
        suit = _SUIT_BY_CHAR.get(key) if key else None
        if suit is None:
            raise CardParseError(SAID("not_a_suit", text=text))
        return suit

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def plural_name(self) -> str:
        """``spades``: the suit in an English message (:class:`~tdcompanion.core.said.Said`)."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def is_major(self) -> bool:
        return self in (Suit.HEARTS, Suit.SPADES)

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


def _plain(text: str) -> str:
    """``text`` without surrounding blanks or the invisible variation selectors that
    turn ``♠`` into an emoji (``♠️``), which text pasted from the web often carries."""
    return text.strip().replace(VARIATION_SELECTORS[0], "").replace(VARIATION_SELECTORS[1], "")


#: Invisible characters that may follow a suit symbol (text and emoji presentation).
VARIATION_SELECTORS = "\ufe0e\ufe0f"

#: Suits in the order hand records and PBN list them: spades first.
SUITS_HIGH_FIRST: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

_SUIT_BY_CHAR: dict[str, Suit] = {
    "C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES,
    "♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES,
    "♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES,
}  # fmt: skip


class Rank(enum.IntEnum):
    """Card ranks, two to ace."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read ``A K Q J T 10 9 … 2`` in any case."""
        rank = _RANK_BY_TEXT.get(text.strip().upper())
        if rank is None:
            raise CardParseError(SAID("not_a_rank", text=text))
        return rank

    @property
    def letter(self) -> str:
        """One character, as PBN writes it (``T`` for the ten)."""
        return "23456789TJQKA"[self - 2]

    @property
    def label(self) -> str:
        """As printed for people (``10`` for the ten)."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def is_honour(self) -> bool:
        return self >= Rank.TEN

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


#: Ranks from the ace down, as a hand is written.
RANKS_HIGH_FIRST: tuple[Rank, ...] = tuple(sorted(Rank, reverse=True))

_RANK_BY_TEXT: dict[str, Rank] = {r.letter: r for r in Rank} | {"10": Rank.TEN}


@dataclass(frozen=True, eq=False, slots=True)
class Card:
    """A playing card. Ordered by suit, then rank (``♣2`` lowest, ``♠A`` highest).

    ``index`` is the card's place in :data:`FULL_PACK` (0 for ``♣2`` to 51 for
    ``♠A``); equality, hashing and order use it, so sorting hands stays cheap.
    """

    suit: Suit
    rank: Rank
    index: int = field(init=False, repr=False)

    _pack: ClassVar[tuple[Card, ...]]

    def __post_init__(self) -> None:
        suit, rank = Suit(self.suit), Rank(self.rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "index", _index(suit, rank))

    @classmethod
    def of(cls, suit: Suit, rank: Rank) -> Card:
        """The shared card of ``suit`` and ``rank``."""
        return cls._pack[_index(suit, rank)]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card written suit first: ``SA``, ``S10``, ``ST``, ``♠A``, ``h9``."""
        s = _plain(text)
        if len(s) < 2:
            raise CardParseError(SAID("not_a_card", text=text))
        try:
            suit = Suit.parse(s[0])
            rank = Rank.parse(s[1:])
        except CardParseError as exc:
            raise CardParseError(SAID("not_a_card_because", text=text, reason=reason_of(exc))) from None
        return cls._pack[_index(suit, rank)]

    @property
    def pbn(self) -> str:
        """PBN form, e.g. ``ST``."""
        return self.suit.letter + self.rank.letter

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self.index < other.index
        return NotImplemented

    def __le__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self.index <= other.index
        return NotImplemented

    def __gt__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self.index > other.index
        return NotImplemented

    def __ge__(self, other: Card) -> bool:
        if isinstance(other, Card):
            return self.index >= other.index
        return NotImplemented

    def __str__(self) -> str:
        return self.suit.symbol + self.rank.label

    def __repr__(self) -> str:
        return f"Card.parse({self.pbn!r})"

    def __reduce__(self) -> tuple[object, ...]:
        return (Card.of, (self.suit, self.rank))


def _index(suit: Suit, rank: Rank) -> int:
    return suit * 13 + rank - 2


#: All 52 cards in ascending order; ``FULL_PACK[card.index] is card``.
FULL_PACK: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in Rank)
Card._pack = FULL_PACK

#: Every character that names a suit: letters in either case, black and white symbols.
SUIT_CHARS: Mapping[str, Suit] = MappingProxyType(_SUIT_BY_CHAR | {k.lower(): v for k, v in _SUIT_BY_CHAR.items()})

#: Every single character that names a rank, in either case (the ten is ``T``; ``10`` is two).
RANK_CHARS: Mapping[str, Rank] = MappingProxyType({r.letter: r for r in Rank} | {r.letter.lower(): r for r in Rank})
