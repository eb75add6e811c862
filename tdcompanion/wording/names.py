"""The names of seats, sides, suits and languages, declined where the grammar asks for it.

Entries of the catalogue like any sentence (context ``rule/seat.N``, ``rule/seat.N:gen`` ...), so each
language writes its own and a seat takes the form of its slot: ``{seat:gen}`` is "της Ανατολής" (see
:class:`~tdcompanion.wording.catalogue.Declined`). The rulings (:mod:`.rule_text`) and the interface
(``tdcompanion.models.labels``) both name seats from here, so a seat's name is written once.

Layer: imports the seats of the core and the catalogue only; the interface reads it at start-up.
"""

from __future__ import annotations

from tdcompanion.core.cards import Suit
from tdcompanion.core.seats import Seat, Side
from tdcompanion.wording.catalogue import CASES, Declined, Sentences
from tdcompanion.wording.languages import LANGUAGES

NAMES: dict[str, str] = {
    **{f"seat.{seat.letter}{form}": seat.english_name for seat in Seat
       for form in ("", *(f":{case}" for case in CASES))},
    **{f"language.{language.code}": language.english for language in LANGUAGES},
    "side.NS": "North-South",
    "side.EW": "East-West",
    # A suit as the thing led or played: "lead a spade" / "να κάνει έξοδο πίκα".
    "suit.S": "a spade",
    "suit.H": "a heart",
    "suit.D": "a diamond",
    "suit.C": "a club",
    # A whole suit, declined like a seat (Greek: "οι πίκες", "στα καρά"):
    **{f"suits.{letter}{form}": name for letter, name in (("S", "spades"), ("H", "hearts"), ("D", "diamonds"),
                                                          ("C", "clubs"))
       for form in ("", *(f":{case}" for case in CASES))},
}  # fmt: skip

#: The names as a table of the ruling's domain (their context is ``rule/<key>``, as before they had a module).
NAME = Sentences("rule", NAMES)


def seat_text(seat: Seat, lang: str) -> Declined:
    """``Νότος``, declined by its slot: ``{seat:gen}`` is ``του Νότου`` (see :class:`Declined`)."""
    return NAME.declined(f"seat.{seat.letter}", lang)


def suit_name(suit: Suit, lang: str) -> Declined:
    """The suit's name in the plural, for a whole suit (Greek: πίκες), declined by its slot: ``{suit:to}``
    is "στις πίκες", "στα καρά"."""
    return NAME.declined(f"suits.{suit.letter}", lang)


def side_text(side: Side, lang: str) -> str:
    return NAME.say(f"side.{side.value}", lang)
