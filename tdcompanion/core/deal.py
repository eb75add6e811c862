"""Hands and deals, and what can be wrong with them.

A deal as found at the table may be defective: a card in two hands, a hand with 14
cards, a deficient hand (Law 14), cards that are nowhere. These are recorded, not
refused: :attr:`Deal.defects` is a flag set, like python-chess's board status.
"""

from __future__ import annotations

import enum
import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from operator import attrgetter

from tdcompanion.core.cards import (
    FULL_PACK,
    RANK_CHARS,
    RANKS_HIGH_FIRST,
    SUIT_CHARS,
    SUITS_HIGH_FIRST,
    VARIATION_SELECTORS,
    Card,
    Rank,
    Suit,
)
from tdcompanion.core.errors import DealParseError, InputError
from tdcompanion.core.said import Messages, Said
from tdcompanion.core.seats import Seat

HAND_SIZE = 13

_by_index = attrgetter("index")
_LETTER = tuple(card.rank.letter for card in FULL_PACK)  # PBN rank letter by Card.index


@dataclass(frozen=True, slots=True)
class Hand:
    """The cards one player holds, highest first.

    A multiset: a card given twice is kept twice, so a surplus or duplicated card
    (Laws 13-14) can be recorded and :attr:`Deal.defects` reports it.
    """

    cards: tuple[Card, ...] = ()

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        object.__setattr__(self, "cards", tuple(sorted(cards, key=_by_index, reverse=True)))

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a hand in the usual notations; ``10`` or ``T``; any case.

        Without suit markers the suits come spades first, separated by dots or by
        spaces: ``AKQ2.J93.T8.754`` (PBN, a void is empty or ``-``) or
        ``AKQ2 J93 T8 754`` (``-`` is a void). With markers every suit is given
        once, in any order, ``-`` or nothing for a void: ``♠AKQ2 ♥J93 ♦T8 ♣754``,
        ``SAKQ2 HJ93 DT8 C754``. Blank text is the empty hand. A rank given twice
        (``AAK``) is kept twice.

        Raises :class:`DealParseError` saying what is wrong; its ``position`` is the
        index in ``text`` of the offending character (``len`` of the text without
        trailing blanks when something is missing at the end).
        """
        try:
            return cls(_scan_hand(text, 0, len(text)))
        except _SyntaxError as exc:
            raise _deal_error(text, exc.what, exc.position) from None

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
        """The ranks held in ``suit`` as PBN letters, e.g. ``AKT2``; empty for a void."""
        return "".join(_LETTER[c.index] for c in self.cards if c.suit is suit)

    def without(self, card: Card) -> Hand:
        """This hand less one copy of ``card``."""
        if card not in self.cards:
            raise InputError(f"{card} is not in the hand {self}")
        cards = list(self.cards)
        cards.remove(card)
        return Hand(cards)

    def with_card(self, card: Card) -> Hand:
        """This hand and ``card`` (kept even if the hand holds it already)."""
        return Hand((*self.cards, card))

    def to_pbn(self) -> str:
        """``AKQ2.J93.T8.754``; a void is empty."""
        by_suit: list[list[str]] = [[], [], [], []]  # indexed by Suit; one pass, cards are sorted
        for card in self.cards:
            by_suit[card.suit].append(_LETTER[card.index])
        return ".".join("".join(by_suit[s]) for s in SUITS_HIGH_FIRST)

    def __str__(self) -> str:
        return " ".join(s.symbol + (self.suit_text(s) or "-") for s in SUITS_HIGH_FIRST)

    def __repr__(self) -> str:
        return f"Hand.parse({self.to_pbn()!r})"


# --- reading hands ---------------------------------------------------------------------------
# One left-to-right pass over the caller's string, so every error carries the
# index of the offending character in that string (the editor underlines it).

_CARD_OF_CHAR: dict[Suit, dict[str, Card]] = {
    suit: {ch: Card.of(suit, rank) for ch, rank in RANK_CHARS.items()} for suit in Suit
}
_NOT_SEPARATORS = ",;/|"
_MARKED_FILLER = ".," + VARIATION_SELECTORS  # ignored between marked suits (``♠️`` is ``♠`` + U+FE0F)


#: Why a deal or hand cannot be read, in English (the catalogue says it in the other languages).
SAID = Messages("deal", {
    "at": "{what} (at character {position} of {text!r})",
    "hand": "{letter} hand: {what}",
    "not_a_seat": "{char!r} is not a seat (N, E, S or W)",
    "hand_count": "a deal needs 4 hands; found {count}",
    "four_hands": "a deal has 4 hands (N, E, S, W), not {count}",
    "trailing_dot": "trailing '.' after the clubs: a hand has 4 suits",
    "too_many_suits": "too many suits: a hand has 4 (spades, hearts, diamonds, clubs)",
    "too_many_suits_void": "too many suits: a hand has 4 (spades, hearts, diamonds, clubs); '-' is a void",
    "suit_twice": "the {suit} are given twice",
    "suits_missing": "{suits} missing: give every suit ({example!r} for a void)",
    "void_not_alone": "'-' marks a void: nothing else may be in the {suit}",
    "blank_inside": "a blank inside the {suit}: separate suits with '.' or with blanks, not both",
    "ten": "{char!r} in the {suit} is not a rank: write the ten as T or 10",
    "suit_mark": "{char!r} is a suit: mark all four suits or none",
    "not_a_separator": "{char!r} cannot separate suits: use '.' or blanks",
    "not_a_rank": "{shown} in the {suit} is not a rank (A K Q J T/10 9 8 7 6 5 4 3 2)",
    "one_suit": "only {count} suit: a hand needs 4 (spades, hearts, diamonds, clubs), '-' for a void",
    "too_few_suits": "only {count} suits: a hand needs 4 (spades, hearts, diamonds, clubs), '-' for a void",
})


class _SyntaxError(Exception):
    def __init__(self, what: str, position: int) -> None:
        super().__init__(what)
        self.what = what
        self.position = position


def _scan_hand(text: str, start: int, end: int) -> list[Card]:
    """Cards of the hand written in ``text[start:end]``; raises :class:`_SyntaxError`."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start == end:
        return []
    if text[start] in SUIT_CHARS:
        return _scan_marked(text, start, end)
    if text.find(".", start, end) >= 0:
        return _scan_dotted(text, start, end)
    return _scan_spaced(text, start, end)


def _scan_dotted(text: str, start: int, end: int) -> list[Card]:
    cards: list[Card] = []
    group = start
    for suit in SUITS_HIGH_FIRST:
        dot = text.find(".", group, end)
        stop = end if dot < 0 else dot
        _scan_suit(text, group, stop, suit, cards, spaces_inside=False)
        if dot < 0:
            if suit is not Suit.CLUBS:
                raise _SyntaxError(_too_few(SUITS_HIGH_FIRST.index(suit) + 1), end)
            return cards
        group = dot + 1
    # Four suits read and another '.' follows the clubs.
    dot = group - 1
    if not text[group:end].replace(".", "").strip():
        raise _SyntaxError(SAID("trailing_dot"), dot)
    raise _SyntaxError(SAID("too_many_suits"), dot)


def _scan_spaced(text: str, start: int, end: int) -> list[Card]:
    cards: list[Card] = []
    pos = start
    for count, suit in enumerate(SUITS_HIGH_FIRST):
        while pos < end and text[pos].isspace():
            pos += 1
        if pos == end:
            raise _SyntaxError(_too_few(count), end)
        stop = pos
        while stop < end and not text[stop].isspace():
            stop += 1
        _scan_suit(text, pos, stop, suit, cards, spaces_inside=False)
        pos = stop
    while pos < end and text[pos].isspace():
        pos += 1
    if pos < end:
        raise _SyntaxError(SAID("too_many_suits_void"), pos)
    return cards


def _scan_marked(text: str, start: int, end: int) -> list[Card]:
    cards: list[Card] = []
    seen: set[Suit] = set()
    marks = [i for i in range(start, end) if text[i] in SUIT_CHARS] + [end]
    for here, after in itertools.pairwise(marks):
        suit = SUIT_CHARS[text[here]]
        if suit in seen:
            raise _SyntaxError(SAID("suit_twice", suit=suit), here)
        seen.add(suit)
        _scan_suit(text, here + 1, after, suit, cards, spaces_inside=True)
    missing = [s for s in SUITS_HIGH_FIRST if s not in seen]
    if missing:
        raise _SyntaxError(SAID("suits_missing", suits=tuple(missing), example=missing[0].symbol + "-"), end)
    return cards


def _scan_suit(text: str, start: int, end: int, suit: Suit, cards: list[Card], *, spaces_inside: bool) -> None:
    """Append the cards of ``suit`` written in ``text[start:end]`` (``-`` alone is a void)."""
    card_of = _CARD_OF_CHAR[suit]
    try:  # the usual case, ranks only (PBN): no need to look at each character twice
        cards.extend([card_of[ch] for ch in text[start:end]])
        return
    except KeyError:
        pass
    first = len(cards)
    dash = -1
    gap = -1  # a blank inside the suit, where blanks separate suits
    pos = start
    while pos < end:
        ch = text[pos]
        card = card_of.get(ch)
        if ch.isspace() or (spaces_inside and ch in _MARKED_FILLER):
            if len(cards) > first or dash >= 0:
                gap = pos if gap < 0 else gap
            pos += 1
            continue
        if gap >= 0 and not spaces_inside:
            what = SAID("blank_inside", suit=suit)
            raise _SyntaxError(what, gap)
        if card is not None:
            cards.append(card)
        elif ch == "1" and pos + 1 < end and text[pos + 1] == "0":
            cards.append(card_of["T"])
            pos += 1
        elif ch == "-":
            dash = pos if dash < 0 else dash
        else:
            raise _SyntaxError(_bad_char(ch, suit, spaces_inside), pos)
        pos += 1
    if dash >= 0 and (len(cards) > first or text[start:end].count("-") > 1):
        raise _SyntaxError(SAID("void_not_alone", suit=suit), dash)


def _bad_char(ch: str, suit: Suit, marked: bool) -> Said:
    if ch in "10":
        return SAID("ten", char=ch, suit=suit)
    if ch in SUIT_CHARS and not marked:
        return SAID("suit_mark", char=ch)
    if ch in _NOT_SEPARATORS:
        return SAID("not_a_separator", char=ch)
    # An invisible character (a mark, a control, an odd blank) is named by its code point.
    shown = f"U+{ord(ch):04X}" if unicodedata.category(ch)[0] in "MCZ" else repr(ch)
    return SAID("not_a_rank", shown=shown, suit=suit)


def _too_few(count: int) -> Said:
    return SAID("one_suit" if count == 1 else "too_few_suits", count=count)


# --- deals -----------------------------------------------------------------------------------


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

    def __repr__(self) -> str:
        names = [f.name for f in DealDefect if f and f in self] or ["NONE"]
        return "|".join(f"DealDefect.{n}" for n in names)


_EMPTY = Hand()


@dataclass(frozen=True, slots=True)
class Deal:
    """Four hands indexed by :class:`Seat`; ``None`` stands for a hand not known."""

    hands: tuple[Hand | None, Hand | None, Hand | None, Hand | None] = (_EMPTY, _EMPTY, _EMPTY, _EMPTY)

    def __post_init__(self) -> None:
        hands = tuple(self.hands)
        if len(hands) != 4:
            raise InputError(SAID("four_hands", count=len(hands)))
        object.__setattr__(self, "hands", hands)

    @classmethod
    def from_hands(cls, hands: dict[Seat, Hand | None]) -> Deal:
        """A deal from the hands given by seat; a seat not given has an empty hand."""
        return cls((hands.get(Seat.N, _EMPTY), hands.get(Seat.E, _EMPTY), hands.get(Seat.S, _EMPTY),
                    hands.get(Seat.W, _EMPTY)))  # fmt: skip

    @classmethod
    def from_pbn(cls, text: str) -> Deal:
        """Read a PBN deal string: ``N:AKQ2.J93.T8.754 - ...``; any first seat, ``-`` unknown.

        Raises :class:`DealParseError` whose ``position`` indexes ``text``.
        """
        plain = _plain_pbn_deal(text)
        return plain if plain is not None else cls._scanned_pbn(text)

    @classmethod
    def _scanned_pbn(cls, text: str) -> Deal:
        """:meth:`from_pbn` by the scanner that says what is wrong and where (any notation of a hand)."""
        spans = _words(text)
        first = Seat.N
        if spans and text[spans[0][0] + 1 : spans[0][0] + 2] == ":":
            at, stop = spans[0]
            seat_char = text[at]
            if seat_char.upper() not in "NESW":
                raise _deal_error(text, SAID("not_a_seat", char=seat_char), at)
            first = Seat.parse(seat_char)
            spans[0] = (at + 2, stop)
            if at + 2 == stop:
                del spans[0]
        if len(spans) != 4:
            where = spans[4][0] if len(spans) > 4 else len(text.rstrip())
            raise _deal_error(text, SAID("hand_count", count=len(spans)), where)
        hands: list[Hand | None] = [None, None, None, None]
        for seat, (at, stop) in zip(first.rotation(), spans, strict=True):
            if stop - at == 1 and text[at] == "-":
                continue
            try:
                hands[seat] = Hand(_scan_hand(text, at, stop))
            except _SyntaxError as exc:
                raise _deal_error(text, SAID("hand", letter=seat.name, what=exc.what), exc.position) from None
        return cls((hands[0], hands[1], hands[2], hands[3]))

    def to_pbn(self, first: Seat = Seat.N) -> str:
        """PBN deal string starting with ``first``; unknown hands as ``-``."""
        texts = ["-" if (hand := self.hands[seat]) is None else hand.to_pbn() for seat in first.rotation()]
        return f"{first.letter}:" + " ".join(texts)

    def __getitem__(self, seat: Seat) -> Hand | None:
        return self.hands[seat]

    def with_hand(self, seat: Seat, hand: Hand | None) -> Deal:
        hands = list(self.hands)
        hands[seat] = hand
        return Deal((hands[0], hands[1], hands[2], hands[3]))

    def holder(self, card: Card) -> Seat | None:
        """The first seat (N, E, S, W) holding ``card``, if any."""
        for seat in Seat:
            hand = self.hands[seat]
            if hand is not None and card in hand.cards:
                return seat
        return None

    def _counts(self) -> list[int]:
        """How many times each card of :data:`FULL_PACK` is held, by ``Card.index``."""
        counts = [0] * len(FULL_PACK)
        for hand in self.hands:
            if hand is not None:
                for card in hand.cards:
                    counts[card.index] += 1
        return counts

    def card_counts(self) -> Counter[Card]:
        """How many times each held card is held."""
        return Counter({FULL_PACK[i]: n for i, n in enumerate(self._counts()) if n})

    def duplicates(self) -> frozenset[Card]:
        """Cards held more than once."""
        return frozenset(FULL_PACK[i] for i, n in enumerate(self._counts()) if n > 1)

    def cards_not_dealt(self) -> tuple[Card, ...]:
        """Cards held by no known hand, ascending."""
        return tuple(FULL_PACK[i] for i, n in enumerate(self._counts()) if n == 0)

    @property
    def defects(self) -> DealDefect:
        flags = DealDefect.NONE
        counts = self._counts()
        if max(counts) > 1:
            flags |= DealDefect.DUPLICATE_CARD
        known = [h for h in self.hands if h is not None]
        if any(len(h.cards) > HAND_SIZE for h in known):
            flags |= DealDefect.TOO_MANY_CARDS
        if any(len(h.cards) < HAND_SIZE for h in known):
            flags |= DealDefect.TOO_FEW_CARDS
        if len(known) == 4 and min(counts) == 0:
            flags |= DealDefect.CARDS_NOT_DEALT
        return flags

    @property
    def is_complete(self) -> bool:
        """Four known hands of 13 distinct cards covering the pack."""
        return all(h is not None for h in self.hands) and not self.defects

    def fill_fourth(self) -> Deal:
        """If three hands hold 13 distinct cards each and the fourth is empty or unknown,
        give it the 13 cards left; otherwise return this deal unchanged."""
        empty = [s for s in Seat if not self.hands[s]]
        if len(empty) != 1:
            return self
        if any(len(h.cards) != HAND_SIZE for h in self.hands if h) or max(self._counts()) > 1:
            return self
        return self.with_hand(empty[0], Hand(self.cards_not_dealt()))

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.from_pbn({self.to_pbn()!r})"


_WORD = re.compile(r"\S+")
_SEAT_OF_CHAR = {seat.letter: seat for seat in Seat} | {seat.letter.lower(): seat for seat in Seat}
#: Each suit's cards by the text of its ranks as a PBN deal writes them, highest first (``AKT2``), read once.
_SUIT_TEXTS: dict[Suit, dict[str, tuple[Card, ...]]] = {suit: {} for suit in Suit}
_SUIT_TEXTS_KEPT = 4096  # a bound for odd files (each suit has 8,192 holdings, most never seen)


def _plain_pbn_deal(text: str) -> Deal | None:
    """A PBN deal of four dotted hands of rank letters, or hands ``-`` (what PBN files hold), read
    without the scanner; ``None`` for anything else, which :meth:`Deal._scanned_pbn` reads or refuses."""
    words = text.split()
    first = Seat.N
    if words and len(words[0]) > 1 and words[0][1] == ":":
        seat = _SEAT_OF_CHAR.get(words[0][0])
        if seat is None:
            return None
        first, words[0] = seat, words[0][2:]
        if not words[0]:
            del words[0]
    if len(words) != 4:
        return None
    hands: list[Hand | None] = [None, None, None, None]
    for seat, word in zip(first.rotation(), words, strict=True):
        if word != "-":
            hand = _plain_pbn_hand(word)
            if hand is None:
                return None
            hands[seat] = hand
    return Deal((hands[0], hands[1], hands[2], hands[3]))


def _plain_pbn_hand(text: str) -> Hand | None:
    """``AKQ2.J93.T8.754``: four suits of rank letters (either case), dots between; else ``None``."""
    groups = text.split(".")
    if len(groups) != 4:
        return None
    cards: tuple[Card, ...] = ()
    for suit, ranks in zip(SUITS_HIGH_FIRST, groups, strict=True):
        known = _SUIT_TEXTS[suit].get(ranks)
        if known is None:
            card_of = _CARD_OF_CHAR[suit]
            try:
                known = tuple(sorted([card_of[ch] for ch in ranks], key=_by_index, reverse=True))
            except KeyError:
                return None  # a void written '-', a ten written 10, a blank, a mark: the scanner knows
            if len(_SUIT_TEXTS[suit]) < _SUIT_TEXTS_KEPT:
                _SUIT_TEXTS[suit][ranks] = known
        cards += known
    # Spades first, each suit highest first: the order a Hand keeps, so no sorting again.
    hand = object.__new__(Hand)
    object.__setattr__(hand, "cards", cards)
    return hand


def _words(text: str) -> list[tuple[int, int]]:
    """(start, end) of each run of non-blank characters."""
    return [m.span() for m in _WORD.finditer(text)]


def _deal_error(text: str, what: str, position: int) -> DealParseError:
    return DealParseError(SAID("at", what=what, position=position + 1, text=text), position=position)


__all__ = ["HAND_SIZE", "RANKS_HIGH_FIRST", "Deal", "DealDefect", "Hand"]
