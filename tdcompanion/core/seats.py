"""Seats around the table and the two sides."""

from __future__ import annotations

import enum

from tdcompanion.core.errors import InputError

_SEAT_LETTERS = "NESW"


class Side(enum.Enum):
    """A partnership: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def opponents(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)

    def __str__(self) -> str:
        return self.value

    def __repr__(self) -> str:
        return f"Side.{self.name}"


class Seat(enum.IntEnum):
    """A compass seat, in clockwise (calling and playing) order from North."""

    N = 0
    E = 1
    S = 2
    W = 3

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``N``/``E``/``S``/``W`` (any case, or the full English word)."""
        key = text.strip().upper()[:1]
        idx = _SEAT_LETTERS.find(key) if key else -1
        if idx < 0 or (len(text.strip()) > 1 and text.strip().upper() not in _FULL_NAMES):
            raise InputError(f"not a seat: {text!r} (expected N, E, S or W)")
        return _CLOCKWISE[idx]

    @property
    def letter(self) -> str:
        return _SEAT_LETTERS[self]

    @property
    def english_name(self) -> str:
        """``North``: the seat in the core's English messages and in PBN (other languages: the catalogue)."""
        return _ENGLISH_NAMES[self]

    @property
    def next(self) -> Seat:
        """The player who calls or plays after this one (this seat's LHO)."""
        return _CLOCKWISE[(self + 1) % 4]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent."""
        return _CLOCKWISE[(self + 1) % 4]

    @property
    def partner(self) -> Seat:
        return _CLOCKWISE[(self + 2) % 4]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent."""
        return _CLOCKWISE[(self + 3) % 4]

    @property
    def side(self) -> Side:
        return Side.NS if self in (Seat.N, Seat.S) else Side.EW

    def rotation(self) -> tuple[Seat, Seat, Seat, Seat]:
        """The four seats in calling order, starting with this one."""
        return _ROTATIONS[self]

    def __str__(self) -> str:
        return self.letter

    def __repr__(self) -> str:
        return f"Seat.{self.name}"


_ENGLISH_NAMES = ("North", "East", "South", "West")
_FULL_NAMES = frozenset({"N", "E", "S", "W", *(name.upper() for name in _ENGLISH_NAMES)})

# Plain tuple look-ups: seat arithmetic runs in every auction and play loop, and
# calling the enum class (``Seat(n)``) is comparatively slow.
_CLOCKWISE: tuple[Seat, Seat, Seat, Seat] = (Seat.N, Seat.E, Seat.S, Seat.W)
_ROTATIONS = tuple((s, s.next, s.partner, s.rho) for s in _CLOCKWISE)
