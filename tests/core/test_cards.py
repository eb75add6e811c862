"""Suits, ranks and cards: parsing, order, printing, identity."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.cards import FULL_PACK, RANKS_HIGH_FIRST, SUITS_HIGH_FIRST, Card, Rank, Suit
from tdcompanion.core.errors import CardParseError, InputError

cards = st.sampled_from(FULL_PACK)
NAMES = {"Card": Card, "Suit": Suit, "Rank": Rank}


# --- suits -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "suit"),
    [
        ("S", Suit.SPADES), ("H", Suit.HEARTS), ("D", Suit.DIAMONDS), ("C", Suit.CLUBS),
        ("s", Suit.SPADES), ("h", Suit.HEARTS), ("d", Suit.DIAMONDS), ("c", Suit.CLUBS),
        ("♠", Suit.SPADES), ("♥", Suit.HEARTS), ("♦", Suit.DIAMONDS), ("♣", Suit.CLUBS),
        ("♤", Suit.SPADES), ("♡", Suit.HEARTS), ("♢", Suit.DIAMONDS), ("♧", Suit.CLUBS),
        (" S ", Suit.SPADES), ("♠\ufe0f", Suit.SPADES), ("♥\ufe0e", Suit.HEARTS),
    ],
)  # fmt: skip
def test_suit_parse(text: str, suit: Suit) -> None:
    assert Suit.parse(text) is suit


@pytest.mark.parametrize("text", ["", " ", "X", "SS", "NT", "N", "spades", "1", "A"])
def test_suit_parse_rejects(text: str) -> None:
    with pytest.raises(CardParseError, match="not a suit") as info:
        Suit.parse(text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize(
    ("suit", "letter", "symbol", "red", "major"),
    [
        (Suit.SPADES, "S", "♠", False, True),
        (Suit.HEARTS, "H", "♥", True, True),
        (Suit.DIAMONDS, "D", "♦", True, False),
        (Suit.CLUBS, "C", "♣", False, False),
    ],
)
def test_suit_properties(suit: Suit, letter: str, symbol: str, red: bool, major: bool) -> None:
    assert (suit.letter, suit.symbol, suit.is_red, suit.is_major) == (letter, symbol, red, major)
    assert str(suit) == symbol
    assert Suit.parse(suit.letter) is suit
    assert Suit.parse(suit.symbol) is suit


def test_suits_rank_clubs_lowest_and_high_first_order() -> None:
    assert sorted(Suit) == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    assert list(SUITS_HIGH_FIRST) == sorted(Suit, reverse=True)


# --- ranks -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("A", Rank.ACE), ("K", Rank.KING), ("Q", Rank.QUEEN), ("J", Rank.JACK),
        ("T", Rank.TEN), ("10", Rank.TEN), ("t", Rank.TEN), ("9", Rank.NINE), ("2", Rank.TWO),
        ("a", Rank.ACE), ("k", Rank.KING), (" 10 ", Rank.TEN), ("5", Rank.FIVE),
    ],
)  # fmt: skip
def test_rank_parse(text: str, rank: Rank) -> None:
    assert Rank.parse(text) is rank


@pytest.mark.parametrize("text", ["", "1", "0", "11", "01", "X", "x", "AK", "B", "S", "1 0", "14"])
def test_rank_parse_rejects(text: str) -> None:
    with pytest.raises(CardParseError, match="not a rank") as info:
        Rank.parse(text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("rank", list(Rank))
def test_rank_letter_and_label(rank: Rank) -> None:
    assert len(rank.letter) == 1
    assert Rank.parse(rank.letter) is rank
    assert Rank.parse(rank.label) is rank
    assert str(rank) == rank.label
    assert rank.label == ("10" if rank is Rank.TEN else rank.letter)
    assert rank.is_honour == (rank >= Rank.TEN)


def test_rank_order() -> None:
    assert "".join(r.letter for r in RANKS_HIGH_FIRST) == "AKQJT98765432"
    assert list(RANKS_HIGH_FIRST) == sorted(Rank, reverse=True)
    assert [r for r in Rank if r.is_honour] == [Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE]


# --- cards -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "suit", "rank"),
    [
        ("SA", Suit.SPADES, Rank.ACE),
        ("S10", Suit.SPADES, Rank.TEN),
        ("ST", Suit.SPADES, Rank.TEN),
        ("♠A", Suit.SPADES, Rank.ACE),
        ("♥10", Suit.HEARTS, Rank.TEN),
        ("♡Q", Suit.HEARTS, Rank.QUEEN),
        ("h9", Suit.HEARTS, Rank.NINE),
        ("dt", Suit.DIAMONDS, Rank.TEN),
        ("c2", Suit.CLUBS, Rank.TWO),
        ("♣K", Suit.CLUBS, Rank.KING),
        (" DJ ", Suit.DIAMONDS, Rank.JACK),
        ("♠\ufe0fA", Suit.SPADES, Rank.ACE),
    ],
)
def test_card_parse(text: str, suit: Suit, rank: Rank) -> None:
    card = Card.parse(text)
    assert (card.suit, card.rank) == (suit, rank)
    assert card is Card.of(suit, rank)


@pytest.mark.parametrize(
    "text",
    ["", "S", "A", "10", "SX", "S1", "S0", "S11", "SAK", "AS", "10S", "XA", "NA", "♠", "♠1", "S-", "S 1 0"],
)
def test_card_parse_rejects(text: str) -> None:
    with pytest.raises(CardParseError, match="not a card") as info:
        Card.parse(text)
    assert repr(text) in str(info.value)
    assert isinstance(info.value, InputError)
    assert isinstance(info.value, ValueError)


def test_full_pack_is_52_distinct_cards_in_ascending_order() -> None:
    assert len(FULL_PACK) == 52
    assert len(set(FULL_PACK)) == 52
    assert list(FULL_PACK) == sorted(FULL_PACK)
    assert FULL_PACK[0] == Card.of(Suit.CLUBS, Rank.TWO)
    assert FULL_PACK[-1] == Card.of(Suit.SPADES, Rank.ACE)
    assert all(FULL_PACK[card.index] is card for card in FULL_PACK)
    assert [(c.suit, c.rank) for c in FULL_PACK] == [(s, r) for s in sorted(Suit) for r in sorted(Rank)]


@given(cards, cards)
def test_card_order_is_suit_then_rank(a: Card, b: Card) -> None:
    assert (a < b) == ((a.suit, a.rank) < (b.suit, b.rank))
    assert (a <= b) == ((a.suit, a.rank) <= (b.suit, b.rank))
    assert (a > b) == ((a.suit, a.rank) > (b.suit, b.rank))
    assert (a >= b) == ((a.suit, a.rank) >= (b.suit, b.rank))
    assert (a == b) == (a is b)
    assert (a < b) == (FULL_PACK.index(a) < FULL_PACK.index(b))


@given(cards)
def test_card_round_trips(card: Card) -> None:
    assert Card.parse(card.pbn) is card
    assert Card.parse(card.pbn.lower()) is card
    assert Card.parse(str(card)) is card
    assert Card.parse(card.suit.letter + card.rank.label) is card
    assert eval(repr(card), NAMES) is card
    assert str(card) == card.suit.symbol + card.rank.label
    assert card.pbn == card.suit.letter + card.rank.letter


@pytest.mark.parametrize(("text", "shown"), [("ST", "♠10"), ("H2", "♥2"), ("DA", "♦A"), ("CQ", "♣Q")])
def test_card_str_uses_symbols_and_10(text: str, shown: str) -> None:
    assert str(Card.parse(text)) == shown


@given(cards)
def test_card_is_frozen_and_keeps_identity_when_copied(card: Card) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.rank = Rank.TWO  # type: ignore[misc]
    assert copy.copy(card) is card
    assert copy.deepcopy(card) is card
    assert pickle.loads(pickle.dumps(card)) is card


@given(cards)
def test_constructed_card_equals_the_shared_one(card: Card) -> None:
    twin = Card(card.suit, card.rank)
    assert twin == card
    assert hash(twin) == hash(card)
    assert not twin < card
    assert len({twin, card}) == 1


def test_card_is_not_equal_to_other_types() -> None:
    card = Card.parse("SA")
    assert card != "SA"
    assert card != (Suit.SPADES, Rank.ACE)
    with pytest.raises(TypeError):
        _ = card < "SA"  # type: ignore[operator]


@pytest.mark.parametrize("value", [*Suit, *Rank])
def test_enum_repr_pastes_back(value: Suit | Rank) -> None:
    assert eval(repr(value), NAMES) is value
