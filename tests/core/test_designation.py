"""What declarer said when calling dummy's card, read in English, Greek or symbols (Law 46)."""

from __future__ import annotations

import pytest

from tdcompanion.core.cards import Rank, Suit
from tdcompanion.core.designation import Ambiguous, Designation, Said, called_play, parse
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.play import Play, PlayState
from tests.core.laws.scenarios import N, c, record


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


# Dummy (North: ♠AKQ ♥AKQJ ♦432 ♣432) to play to West's ♠5 lead; dummy won trick 1 with the ♠A and leads.
SPADE_LED = ("W:S5",)
DUMMY_LEADS = ("W:S5", "N:SA", "E:S7", "S:S2")


def _state(*plays: str) -> PlayState:
    board = record(*plays)
    assert board.play is not None
    return board.play.state


@pytest.mark.parametrize(
    ("plays", "text", "expected"),
    [
        (SPADE_LED, "high", Play(N, c("SA"), "high")),
        (SPADE_LED, " ψηλό ", Play(N, c("SA"), "ψηλό")),  # as spoken, without the typing's spaces
        (SPADE_LED, "♠K", Play(N, c("SK"))),  # suit and rank of a card dummy holds: a plain card (46A)
        (SPADE_LED, "king of spades", Play(N, c("SK"))),
        (DUMMY_LEADS, "ρήγας", Play(N, c("SK"), "ρήγας")),  # 46B3(a)
        (SPADE_LED, "♣5", Ambiguous((c("SA"), c("SK"), c("SQ")))),  # 46B4: not in dummy, declarer says which
        (DUMMY_LEADS, "two", Ambiguous((c("D2"), c("C2")))),
        (SPADE_LED, "anything", Ambiguous((c("SA"), c("SK"), c("SQ")), by_defenders=True)),  # 46B5
    ],
)
def test_called_play_gives_the_card_as_the_play_tab_records_it(plays: tuple[str, ...], text: str,
                                                              expected: Play | Ambiguous) -> None:  # fmt: skip
    result = called_play(text, _state(*plays), N)
    if isinstance(expected, Ambiguous):
        assert isinstance(result, Ambiguous) and result.by_defenders == expected.by_defenders
        assert sorted(result.cards) == sorted(expected.cards)
    else:
        assert result == expected


def test_called_play_refuses_words_that_name_nothing() -> None:
    with pytest.raises(CardParseError):
        called_play("hello", _state(*SPADE_LED), N)
