"""What declarer said when calling a card from dummy, and the card Law 46B deems he called.

:class:`Designation` is what was spoken, structured ("high", "a spade", "the king", "♠Q", "anything");
:func:`parse` reads what the Director types, in English or Greek words or in symbols; :func:`deemed` applies
Law 46B to the play as it stands; :func:`called_play` gives dummy's card as the Play tab records it. Law 46A:
declarer should name both the suit and the rank of the card.
"""

from __future__ import annotations

import enum
import re
import unicodedata
from dataclasses import dataclass

from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.play_events import Play
from tdcompanion.core.play_state import PlayState
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TrickCard, trick_winner


class Said(enum.Enum):
    """How declarer designated dummy's card (Law 46)."""

    HIGH = "high"
    """"High" or words of like meaning (46B1(a))."""
    WIN = "win"
    """"Win" the trick (46B1(b))."""
    LOW = "low"
    """"Low" (46B1(c))."""
    SUIT = "suit"
    """A suit without a rank (46B2)."""
    RANK = "rank"
    """A rank without a suit (46B3)."""
    CARD = "card"
    """Suit and rank (46A; 46B4 if dummy has no such card)."""
    ANYTHING = "anything"
    """Neither suit nor rank: "play anything" (46B5)."""


@dataclass(frozen=True, slots=True)
class Designation:
    """A call of dummy's card as spoken: its kind and the suit and rank it named, if any."""

    said: Said
    suit: Suit | None = None
    rank: Rank | None = None

    @property
    def card(self) -> Card | None:
        return Card.of(self.suit, self.rank) if self.suit is not None and self.rank is not None else None

    def __str__(self) -> str:
        if self.said is Said.CARD and self.card is not None:
            return self.card.pbn
        if self.said is Said.SUIT and self.suit is not None:
            return self.suit.letter
        if self.said is Said.RANK and self.rank is not None:
            return self.rank.letter
        return self.said.value


@dataclass(frozen=True, slots=True)
class Ambiguous:
    """Law 46B leaves a choice among ``cards``; ``by_defenders`` under 46B5, else declarer designates."""

    cards: tuple[Card, ...]
    by_defenders: bool = False


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("’", "'").strip()


_WORDS: dict[str, Said] = {_plain(k): v for k, v in {
    "high": Said.HIGH, "top": Said.HIGH, "highest": Said.HIGH, "ψηλο": Said.HIGH, "ψηλα": Said.HIGH,
    "μεγαλο": Said.HIGH, "ψηλοτερο": Said.HIGH,
    "win": Said.WIN, "win it": Said.WIN, "κερδισε": Said.WIN, "παρε": Said.WIN, "παρ' την": Said.WIN,
    "παρε την": Said.WIN, "κερδισε τη": Said.WIN, "κερδισε την": Said.WIN,
    "low": Said.LOW, "small": Said.LOW, "lowest": Said.LOW, "χαμηλο": Said.LOW, "χαμηλα": Said.LOW,
    "μικρο": Said.LOW,
    "anything": Said.ANYTHING, "play anything": Said.ANYTHING, "any": Said.ANYTHING, "οτιδηποτε": Said.ANYTHING,
    "ο,τι να 'ναι": Said.ANYTHING, "ο,τι να ναι": Said.ANYTHING, "οτι να 'ναι": Said.ANYTHING,
    "οτι να ναι": Said.ANYTHING, "ο,τι θες": Said.ANYTHING, "οτι θες": Said.ANYTHING,
}.items()}  # fmt: skip

_SUITS: dict[str, Suit] = {_plain(k): v for k, v in {
    "spade": Suit.SPADES, "spades": Suit.SPADES, "πικα": Suit.SPADES, "πικες": Suit.SPADES,
    "heart": Suit.HEARTS, "hearts": Suit.HEARTS, "κουπα": Suit.HEARTS, "κουπες": Suit.HEARTS,
    "diamond": Suit.DIAMONDS, "diamonds": Suit.DIAMONDS, "καρο": Suit.DIAMONDS,
    "club": Suit.CLUBS, "clubs": Suit.CLUBS, "σπαθι": Suit.CLUBS, "σπαθια": Suit.CLUBS, "τριφυλλι": Suit.CLUBS,
    "τριφυλλια": Suit.CLUBS,
}.items()}  # fmt: skip

_RANKS: dict[str, Rank] = {_plain(k): v for k, v in {
    "ace": Rank.ACE, "ασος": Rank.ACE, "ασο": Rank.ACE, "king": Rank.KING, "ρηγας": Rank.KING, "ρηγα": Rank.KING,
    "queen": Rank.QUEEN, "ντομα": Rank.QUEEN, "νταμα": Rank.QUEEN, "jack": Rank.JACK, "βαλες": Rank.JACK,
    "βαλε": Rank.JACK, "ten": Rank.TEN, "δεκα": Rank.TEN, "nine": Rank.NINE, "εννια": Rank.NINE,
    "εννεα": Rank.NINE, "eight": Rank.EIGHT, "οχτω": Rank.EIGHT, "οκτω": Rank.EIGHT, "seven": Rank.SEVEN,
    "εφτα": Rank.SEVEN, "επτα": Rank.SEVEN, "six": Rank.SIX, "εξι": Rank.SIX, "five": Rank.FIVE,
    "πεντε": Rank.FIVE, "four": Rank.FOUR, "τεσσερα": Rank.FOUR, "three": Rank.THREE, "τρια": Rank.THREE,
    "two": Rank.TWO, "δυο": Rank.TWO, "δυαρι": Rank.TWO,
}.items()}  # fmt: skip

_FILLER = frozenset(_plain(w) for w in ("the", "a", "of", "play", "ο", "η", "το", "την", "τη", "παιξε", "ενα",
                                        "μια", "απο"))


def _suit(word: str) -> Suit | None:
    if word in _SUITS:
        return _SUITS[word]
    try:
        return Suit.parse(word) if len(word) == 1 else None
    except CardParseError:
        return None


def _rank(word: str) -> Rank | None:
    if word in _RANKS:
        return _RANKS[word]
    try:
        return Rank.parse(word) if len(word) <= 2 else None
    except CardParseError:
        return None


def parse(text: str) -> Designation:
    """Read what declarer said (``"high"``, ``"♠"``, ``"king"``, ``"♠Q"``, ``"ψηλό"``, ``"ρήγας"``, ...).

    Raises :class:`CardParseError` (a ``ValueError``) for text that names nothing."""
    plain = _plain(text)
    if plain in _WORDS:
        return Designation(_WORDS[plain])
    for candidate in (plain, plain[::-1] if len(plain) <= 3 else ""):
        try:
            card = Card.parse(candidate) if candidate else None
        except CardParseError:
            card = None
        if card is not None and (candidate is plain or _suit(plain[-1]) is not None):
            return Designation(Said.CARD, card.suit, card.rank)
    words = [w for w in re.split(r"[\s,.!]+|(?<=[♠♥♦♣♤♡♢♧])|(?=[♠♥♦♣♤♡♢♧])", plain) if w and w not in _FILLER]
    suit: Suit | None = None
    rank: Rank | None = None
    for word in words:
        if (found_suit := _suit(word)) is not None and suit is None:
            suit = found_suit
        elif (found_rank := _rank(word)) is not None and rank is None:
            rank = found_rank
        else:
            raise CardParseError(f"not a designation of dummy's card: {text!r}")
    if suit is not None and rank is not None:
        return Designation(Said.CARD, suit, rank)
    if suit is not None:
        return Designation(Said.SUIT, suit=suit)
    if rank is not None:
        return Designation(Said.RANK, rank=rank)
    raise CardParseError(f"not a designation of dummy's card: {text!r}")


def _one(cards: list[Card] | tuple[Card, ...]) -> Card | Ambiguous | None:
    if not cards:
        return None
    return cards[0] if len(cards) == 1 else Ambiguous(tuple(cards))


def _extreme(cards: tuple[Card, ...], *, high: bool) -> Card | Ambiguous | None:
    """The highest (lowest) of ``cards`` by rank; two suits tied (a lead) leave declarer to choose."""
    if not cards:
        return None
    best = max(c.rank for c in cards) if high else min(c.rank for c in cards)
    return _one([c for c in cards if c.rank == best])


def _following(hand: tuple[Card, ...], led: Suit) -> tuple[Card, ...]:
    """The cards a player may play to a trick of suit ``led`` (Law 44C)."""
    return tuple(c for c in hand if c.suit is led) or hand


def _winning(state: PlayState, dummy: Seat, legal: tuple[Card, ...]) -> Card | None:
    """46B1(b): the lowest of dummy's legal cards known to win the trick: it beats the cards already played and
    no card the defenders still to play might hold can beat it."""
    played = state.current.cards if state.current is not None else ()
    trump = state.contract.trump
    to_play = [s for s in (dummy.lho, dummy.rho) if s not in {tc.seat for tc in played}]
    for card in sorted(legal, key=lambda c: (c.suit is trump, c.rank)):
        led = played[0].card.suit if played else card.suit
        unseen = [c for s in to_play for c in (_following(state.cards_held(s), led))]
        cards = [*played, TrickCard(dummy, card)]
        if trick_winner(cards, trump) is dummy and all(
                trick_winner([*cards, TrickCard(dummy.lho, other)], trump) is dummy for other in unseen):  # fmt: skip
            return card
    return None


def deemed(designation: Designation, state: PlayState, dummy: Seat) -> Card | Ambiguous | None:
    """The card Law 46B deems declarer called from ``dummy`` in ``state`` (before dummy plays).

    ``None`` when "win" finds no card known to win. :class:`Ambiguous` when declarer must designate (46B3(b)
    with two cards of the rank, 46B4 a card dummy does not hold, a suit or rank dummy cannot play) or, under
    46B5, a defender."""
    legal = state.legal_cards(dummy)
    leading = state.current is not None and not state.current.cards
    said = designation.said
    if said is Said.HIGH:
        return _extreme(legal, high=True)
    if said is Said.LOW:
        return _extreme(legal, high=False)
    if said is Said.WIN:
        return _winning(state, dummy, legal)
    if said is Said.SUIT:
        of_suit = [c for c in legal if c.suit is designation.suit]
        return min(of_suit, key=lambda c: c.rank) if of_suit else Ambiguous(legal)
    if said is Said.RANK:
        won = state.tricks[-1].card_of(dummy) if leading and state.tricks and state.tricks[-1].winner is dummy \
            else None  # fmt: skip
        if won is not None and designation.rank is not None and Card.of(won.suit, designation.rank) in legal:
            return Card.of(won.suit, designation.rank)  # 46B3(a)
        of_rank = [c for c in legal if c.rank is designation.rank]
        return _one(of_rank) if of_rank else Ambiguous(legal)
    if said is Said.CARD:
        card = designation.card
        return card if card in state.cards_held(dummy) else Ambiguous(legal)  # 46B4: not in dummy
    return Ambiguous(legal, by_defenders=True)


def completed(designation: Designation, state: PlayState, dummy: Seat) -> Card | Ambiguous:
    """:func:`deemed`, with "win" that finds no card known to win left to declarer among dummy's legal cards:
    46B1(b) cannot complete the call then."""
    result = deemed(designation, state, dummy)
    return result if result is not None else Ambiguous(state.legal_cards(dummy))


def called_play(text: str, state: PlayState, dummy: Seat) -> Play | Ambiguous:
    """Dummy's card as called by declarer's words ``text`` (Law 46): the play to record, with what was said
    unless it was the suit and rank of a card dummy holds (46A); or the cards among which declarer (46B3(b),
    46B4, "win" with none known) or, under 46B5, a defender designates. Raises :class:`CardParseError` for
    words that name nothing."""
    designation = parse(text)
    result = completed(designation, state, dummy)
    if isinstance(result, Ambiguous):
        return result
    plain = designation.said is Said.CARD and designation.card == result
    return Play(dummy, result, None if plain else text.strip())
