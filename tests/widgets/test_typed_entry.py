"""Reading a card typed with its player first (``e:s7``): a card played out of turn from the keyboard
(issue 21). Headless: no Qt."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.cards import Card
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.typed_entry import read_seated_card


@pytest.mark.parametrize(
    ("typed", "seat", "card"),
    [
        ("s7", None, "S7"),
        ("e:s7", Seat.E, "S7"),
        ("E: 7s", Seat.E, "S7"),
        ("east:h10", Seat.E, "HT"),
        ("North : sa", Seat.N, "SA"),
        ("w:♦7", Seat.W, "D7"),
        ("Α:σ7", Seat.E, "S7"),  # Ανατολή
        ("Ν:ηα", Seat.S, "HA"),  # Νότος
        ("β:σρ", Seat.N, "SK"),  # Βορράς
        ("Δύση:10η", Seat.W, "HT"),
        ("ε:σ7", Seat.E, "S7"),  # the E key on a Greek keyboard
        ("ς:σ7", Seat.W, "S7"),  # the W key
    ],
)
def test_a_card_may_name_its_player_first(typed: str, seat: Seat | None, card: str) -> None:
    assert read_seated_card(typed) == (seat, Card.parse(card))


@pytest.mark.parametrize("typed", ["x:s7", ":s7", "e:", "e:zz", "e:s7:s8", "zz"])
def test_a_wrong_player_or_card_is_refused(typed: str) -> None:
    with pytest.raises(CardParseError):
        read_seated_card(typed)


@given(st.text(max_size=10))
def test_anything_typed_gives_a_card_or_a_card_error(text: str) -> None:
    try:
        seat, card = read_seated_card(text)
    except CardParseError:
        return
    assert isinstance(card, Card) and (seat is None or isinstance(seat, Seat))
