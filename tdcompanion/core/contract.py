"""The final contract of an auction, or a board passed out (Law 22).

``Contract`` is the last bid, its doubled state and the declarer: the player of the
declaring side who first named the contract's strain (Definitions, "Declarer").
A passed-out board has no contract: it is the :data:`PASSED_OUT` singleton.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Final

from tdcompanion.core.calls import MAX_LEVEL, MIN_LEVEL, Bid, CallError, Strain
from tdcompanion.core.cards import Suit
from tdcompanion.core.said import Messages
from tdcompanion.core.seats import Seat, Side

#: Why a contract cannot be read, in English (the catalogue says it in the other languages).
SAID = Messages("contract", {
    "level_out_of_range": "a contract level is from 1 to 7, not {level}",
    "not_a_contract": "not a contract: {text!r} (expected e.g. 4H, 3NTX or 6SXX)",
    "no_declarer": "contract {text!r} needs a declarer",
})


class Doubling(enum.Enum):
    """The doubled state of a contract (Law 19); the value is the PBN suffix."""

    UNDOUBLED = ""
    DOUBLED = "X"
    REDOUBLED = "XX"


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract: ``level`` (1-7) in ``strain``, played by ``declarer``, possibly doubled."""

    level: int
    strain: Strain
    declarer: Seat
    doubling: Doubling = Doubling.UNDOUBLED

    def __post_init__(self) -> None:
        if isinstance(self.level, bool) or not isinstance(self.level, int) or not MIN_LEVEL <= self.level <= MAX_LEVEL:
            raise CallError(SAID("level_out_of_range", level=repr(self.level)))
        object.__setattr__(self, "strain", Strain(int(self.strain)))

    @classmethod
    def of(cls, bid: Bid, declarer: Seat, doubling: Doubling = Doubling.UNDOUBLED) -> Contract:
        return cls(bid.level, bid.strain, declarer, doubling)

    @classmethod
    def parse(cls, text: str, declarer: Seat) -> Contract:
        """Read ``4H``, ``4♥X``, ``3NTXX``, ``3nxx`` (PBN ``Contract`` tag) for ``declarer``.

        ``Pass`` is not a contract: use :func:`parse_contract` when a board may be passed out.
        """
        m = _CONTRACT_RE.fullmatch(text.strip().upper())
        if m is None:
            raise CallError(SAID("not_a_contract", text=text))
        doubling = {"": Doubling.UNDOUBLED, "X": Doubling.DOUBLED, "XX": Doubling.REDOUBLED}[m.group(3)]
        return cls(int(m.group(1)), Strain.parse(m.group(2)), declarer, doubling)

    @property
    def bid(self) -> Bid:
        return Bid(self.level, self.strain)

    @property
    def trump(self) -> Suit | None:
        """The trump suit; ``None`` at notrump."""
        return self.strain.suit

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def opening_leader(self) -> Seat:
        """Declarer's left-hand opponent makes the opening lead (Law 41A)."""
        return self.declarer.lho

    @property
    def declaring_side(self) -> Side:
        return self.declarer.side

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer must win: the level plus the book of six."""
        return self.level + 6

    @property
    def pbn(self) -> str:
        """PBN ``Contract`` tag value: ``4HX``, ``3NT`` (the declarer goes in its own tag)."""
        return f"{self.level}{self.strain.letter}{self.doubling.value}"

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}{self.doubling.value} {self.declarer.letter}"


@dataclass(frozen=True, slots=True)
class PassedOut:
    """All four players passed: no contract (Law 22B). All instances are equal; use :data:`PASSED_OUT`."""

    @property
    def pbn(self) -> str:
        return "Pass"

    def __str__(self) -> str:
        return "Pass"


PASSED_OUT: Final = PassedOut()

#: What an auction ends in.
FinalContract = Contract | PassedOut


def parse_contract(text: str, declarer: Seat | None) -> Contract | PassedOut:
    """Read a PBN ``Contract`` tag: ``Pass`` gives :data:`PASSED_OUT`; otherwise a declarer is needed."""
    if text.strip().upper() in ("PASS", "P"):
        return PASSED_OUT
    if declarer is None:
        raise CallError(SAID("no_declarer", text=text))
    return Contract.parse(text, declarer)


_CONTRACT_RE = re.compile(r"([1-7])\s*(NT|N|[CDHS♣♦♥♠♧♢♡♤])\s*(XX|X|)")
