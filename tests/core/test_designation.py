"""What declarer said when calling dummy's card, read in English, Greek or symbols (Law 46)."""

from __future__ import annotations

import pytest

from tdcompanion.core.cards import Rank, Suit
from tdcompanion.core.designation import Designation, Said, parse
from tdcompanion.core.errors import CardParseError


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("high", Designation(Said.HIGH)), ("Ψηλό", Designation(Said.HIGH)), ("μεγάλο", Designation(Said.HIGH)),
        ("low", Designation(Said.LOW)), ("χαμηλό", Designation(Said.LOW)), ("small", Designation(Said.LOW)),
        ("win", Designation(Said.WIN)), ("κέρδισε", Designation(Said.WIN)), ("πάρε", Designation(Said.WIN)),
        ("play anything", Designation(Said.ANYTHING)), ("ό,τι να 'ναι", Designation(Said.ANYTHING)),
        ("οτιδήποτε", Designation(Said.ANYTHING)),
        ("♠", Designation(Said.SUIT, suit=Suit.SPADES)), ("spade", Designation(Said.SUIT, suit=Suit.SPADES)),
        ("πίκα", Designation(Said.SUIT, suit=Suit.SPADES)), ("a club", Designation(Said.SUIT, suit=Suit.CLUBS)),
        ("K", Designation(Said.RANK, rank=Rank.KING)), ("king", Designation(Said.RANK, rank=Rank.KING)),
        ("ρήγας", Designation(Said.RANK, rank=Rank.KING)), ("10", Designation(Said.RANK, rank=Rank.TEN)),
        ("♠Q", Designation(Said.CARD, Suit.SPADES, Rank.QUEEN)),
        ("SQ", Designation(Said.CARD, Suit.SPADES, Rank.QUEEN)),
        ("Q♠", Designation(Said.CARD, Suit.SPADES, Rank.QUEEN)),
        ("queen of spades", Designation(Said.CARD, Suit.SPADES, Rank.QUEEN)),
        ("ντάμα πίκα", Designation(Said.CARD, Suit.SPADES, Rank.QUEEN)),
    ],
)  # fmt: skip
def test_parse(text: str, expected: Designation) -> None:
    assert parse(text) == expected
    assert parse(str(expected)) == expected  # what is stored reads back


@pytest.mark.parametrize("text", ["", "hello", "king queen", "♠♥"])
def test_parse_refuses_what_names_nothing(text: str) -> None:
    with pytest.raises(CardParseError):
        parse(text)
