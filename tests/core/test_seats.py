"""Seats and sides: parsing, arithmetic around the table, printing."""

from __future__ import annotations

import itertools

import pytest

from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat, Side

# Clockwise, the order in which players call and play.
CLOCKWISE = "NESW"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("N", Seat.N), ("E", Seat.E), ("S", Seat.S), ("W", Seat.W),
        ("n", Seat.N), ("w", Seat.W), (" s ", Seat.S), ("\tE\n", Seat.E),
        ("North", Seat.N), ("EAST", Seat.E), ("south", Seat.S), ("West", Seat.W),
    ],
)  # fmt: skip
def test_parse_accepts_letters_and_words(text: str, expected: Seat) -> None:
    assert Seat.parse(text) is expected


@pytest.mark.parametrize("text", ["", " ", "X", "NS", "No", "Nord", "Northh", "1", "-", "N:"])
def test_parse_rejects_other_text(text: str) -> None:
    with pytest.raises(InputError, match="not a seat") as info:
        Seat.parse(text)
    assert repr(text) in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("seat", list(Seat))
def test_letter_parses_back(seat: Seat) -> None:
    assert Seat.parse(seat.letter) is seat
    assert str(seat) == seat.letter == CLOCKWISE[seat]


@pytest.mark.parametrize("seat", list(Seat))
def test_seat_arithmetic_is_consistent(seat: Seat) -> None:
    assert seat.lho.rho is seat
    assert seat.rho.lho is seat
    assert seat.partner.partner is seat
    assert seat.partner is not seat
    assert seat.next is seat.lho
    assert seat.lho.lho is seat.partner
    assert seat.rho.rho is seat.partner
    assert len({seat, seat.lho, seat.partner, seat.rho}) == 4


@pytest.mark.parametrize(
    ("seat", "lho", "partner", "rho"),
    [
        (Seat.N, Seat.E, Seat.S, Seat.W),
        (Seat.E, Seat.S, Seat.W, Seat.N),
        (Seat.S, Seat.W, Seat.N, Seat.E),
        (Seat.W, Seat.N, Seat.E, Seat.S),
    ],
)
def test_neighbours_around_the_table(seat: Seat, lho: Seat, partner: Seat, rho: Seat) -> None:
    assert (seat.lho, seat.partner, seat.rho) == (lho, partner, rho)


@pytest.mark.parametrize("seat", list(Seat))
def test_rotation_is_clockwise_from_the_seat(seat: Seat) -> None:
    rotation = seat.rotation()
    assert rotation[0] is seat
    assert "".join(s.letter for s in rotation) == (CLOCKWISE * 2)[seat : seat + 4]
    assert all(b is a.next for a, b in itertools.pairwise(rotation))
    assert rotation[3].next is seat


@pytest.mark.parametrize(("seat", "side"), [(Seat.N, Side.NS), (Seat.S, Side.NS), (Seat.E, Side.EW), (Seat.W, Side.EW)])
def test_side_of_seat(seat: Seat, side: Side) -> None:
    assert seat.side is side
    assert seat.partner.side is side
    assert seat.lho.side is side.opponents
    assert seat in side.seats


@pytest.mark.parametrize("side", list(Side))
def test_side_relations(side: Side) -> None:
    assert side.opponents is not side
    assert side.opponents.opponents is side
    assert str(side) == "".join(s.letter for s in side.seats)
    first, second = side.seats
    assert first.partner is second
    assert set(side.seats).isdisjoint(side.opponents.seats)


@pytest.mark.parametrize("value", [*Seat, *Side])
def test_repr_pastes_back(value: Seat | Side) -> None:
    assert eval(repr(value), {"Seat": Seat, "Side": Side}) is value
