"""Calls of the auction: pass, bids, double and redouble (Laws 18-19).

Calls are frozen values. ``Bid`` orders by level then strain, the ranking of Law 18B
(clubs lowest, notrump highest). ``Call.parse`` reads the usual spellings; ``str()``
gives suit symbols, ``.pbn`` the PBN form and ``.compact`` the shortest ASCII form,
all of which read back through ``Call.parse``.
"""

from __future__ import annotations

import enum
import re
import unicodedata
from dataclasses import dataclass
from typing import Final

from tdcompanion.core.cards import Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.said import Messages

MIN_LEVEL: Final = 1
MAX_LEVEL: Final = 7


class CallError(InputError):
    """A call could not be read or built (unknown spelling, level outside 1-7)."""


#: Why a call cannot be read, in English (the catalogue says it in the other languages).
SAID = Messages("call", {
    "not_a_strain": "not a strain: {text!r} (expected C, D, H, S, NT or a suit symbol)",
    "not_a_call": "not a call: {text!r} (expected e.g. 1S, 3NT, Pass, X or XX)",
    "all_pass_not_a_call": "not a call: {text!r} ('AP' means all pass: several calls) (expected e.g. 1S, 3NT, Pass, "
    "X or XX)",
    "level_not_a_number": "a bid level is a whole number from 1 to 7, not {level}",
    "level_out_of_range": "a bid level is from 1 to 7, not {level}",
})


class Strain(enum.IntEnum):
    """A denomination (Law 18C): the four suits, then notrump. Values match :class:`Suit`."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @classmethod
    def of(cls, suit: Suit) -> Strain:
        """The strain naming ``suit``."""
        return cls(int(suit))

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Read ``C D H S`` (or suit symbols), ``N``/``NT``; any case."""
        strain = _STRAIN_BY_TEXT.get(text.strip().upper())
        if strain is None:
            raise CallError(SAID("not_a_strain", text=text))
        return strain

    @property
    def suit(self) -> Suit | None:
        """The trump suit this strain names; ``None`` for notrump."""
        return _SUIT_OF_STRAIN[self]

    @property
    def letter(self) -> str:
        """PBN spelling: ``C``, ``D``, ``H``, ``S`` or ``NT``."""
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def symbol(self) -> str:
        return ("♣", "♦", "♥", "♠", "NT")[self]

    def __str__(self) -> str:
        return self.symbol

    def __repr__(self) -> str:
        return f"Strain.{self.name}"


#: By strain: the suit it names (a tuple look-up: every trick of every play asks for the trump suit).
_SUIT_OF_STRAIN: tuple[Suit | None, ...] = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES, None)

_STRAIN_BY_TEXT: dict[str, Strain] = {
    "C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES,
    "♣": Strain.CLUBS, "♦": Strain.DIAMONDS, "♥": Strain.HEARTS, "♠": Strain.SPADES,
    "♧": Strain.CLUBS, "♢": Strain.DIAMONDS, "♡": Strain.HEARTS, "♤": Strain.SPADES,
    "N": Strain.NOTRUMP, "NT": Strain.NOTRUMP, "ΧΑ": Strain.NOTRUMP,  # χωρίς ατού
}  # fmt: skip


class CallKind(enum.Enum):
    """What sort of call (Law 18-19)."""

    PASS = "pass"
    BID = "bid"
    DOUBLE = "double"
    REDOUBLE = "redouble"


class Call:
    """Base of the four call types; use :meth:`parse` or the constants ``PASS``, ``DOUBLE``, ``REDOUBLE``."""

    __slots__ = ()

    @property
    def kind(self) -> CallKind:
        raise NotImplementedError

    @property
    def pbn(self) -> str:
        """PBN form: ``Pass``, ``1S``, ``3NT``, ``X``, ``XX``."""
        raise NotImplementedError

    @property
    def compact(self) -> str:
        """Shortest ASCII form: ``P``, ``1S``, ``3N``, ``X``, ``XX``."""
        return self.pbn

    @property
    def is_bid(self) -> bool:
        return self.kind is CallKind.BID

    @classmethod
    def parse(cls, text: str) -> Call:
        """Read one call.

        Accepts ``P``/``Pass``/``PASS``, ``X``/``D``/``Dbl``/``Double``, ``XX``/``R``/``Rdbl``/``Redouble``,
        the Greek ``Πάσο``, ``Κοντρ``, ``Σιρκόντρ`` (accents optional), and bids such as ``1NT``, ``1N``,
        ``1ΧΑ``, ``1♠``, ``1S``, ``7nt``. ``AP`` (all pass) is not one call:
        see :meth:`tdcompanion.core.auction.Auction.with_all_pass`.
        """
        key = _unaccented(text.strip().upper())
        simple = _SIMPLE_CALLS.get(key)
        if simple is not None:
            return simple
        m = _BID_RE.fullmatch(key)
        if m is None:
            raise CallError(SAID("all_pass_not_a_call" if key == "AP" else "not_a_call", text=text))
        return Bid(int(m.group(1)), Strain.parse(m.group(2)))


@dataclass(frozen=True, slots=True)
class Pass(Call):
    """A pass (Law 18A: a call, not a bid)."""

    @property
    def kind(self) -> CallKind:
        return CallKind.PASS

    @property
    def pbn(self) -> str:
        return "Pass"

    @property
    def compact(self) -> str:
        return "P"

    def __str__(self) -> str:
        return "Pass"


@dataclass(frozen=True, slots=True)
class Double(Call):
    """A double (Law 19A)."""

    @property
    def kind(self) -> CallKind:
        return CallKind.DOUBLE

    @property
    def pbn(self) -> str:
        return "X"

    def __str__(self) -> str:
        return "X"


@dataclass(frozen=True, slots=True)
class Redouble(Call):
    """A redouble (Law 19B)."""

    @property
    def kind(self) -> CallKind:
        return CallKind.REDOUBLE

    @property
    def pbn(self) -> str:
        return "XX"

    def __str__(self) -> str:
        return "XX"


@dataclass(frozen=True, order=True, slots=True)
class Bid(Call):
    """A bid of ``level`` (1-7) in ``strain``; ordered by rank (Law 18B)."""

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if isinstance(self.level, bool) or not isinstance(self.level, int):
            raise CallError(SAID("level_not_a_number", level=repr(self.level)))
        if not MIN_LEVEL <= self.level <= MAX_LEVEL:
            raise CallError(SAID("level_out_of_range", level=self.level))
        # Accept a Suit (same values) but always store a Strain, so equal bids look alike.
        object.__setattr__(self, "strain", Strain(int(self.strain)))

    @property
    def kind(self) -> CallKind:
        return CallKind.BID

    @property
    def rank(self) -> int:
        """0 for 1♣ up to 34 for 7NT."""
        return (self.level - 1) * 5 + int(self.strain)

    @property
    def pbn(self) -> str:
        return f"{self.level}{self.strain.letter}"

    @property
    def compact(self) -> str:
        return f"{self.level}{self.strain.letter[0]}"

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}"


PASS: Final = Pass()
DOUBLE: Final = Double()
REDOUBLE: Final = Redouble()

#: The 35 bids from 1♣ to 7NT, ascending.
ALL_BIDS: Final[tuple[Bid, ...]] = tuple(Bid(level, strain) for level in range(1, 8) for strain in Strain)
#: Every distinct call: pass, the 35 bids, double, redouble (bidding-box order).
ALL_CALLS: Final[tuple[Call, ...]] = (PASS, *ALL_BIDS, DOUBLE, REDOUBLE)

_SIMPLE_CALLS: dict[str, Call] = {
    "P": PASS, "PASS": PASS,
    "X": DOUBLE, "D": DOUBLE, "DBL": DOUBLE, "DOUBLE": DOUBLE,
    "XX": REDOUBLE, "R": REDOUBLE, "RDBL": REDOUBLE, "REDOUBLE": REDOUBLE,
    # The Greek words (the federation's πάσο, κοντρ, σιρκόντρ), read without their accents:
    "ΠΑΣΟ": PASS, "ΚΟΝΤΡ": DOUBLE, "ΣΙΡΚΟΝΤΡ": REDOUBLE,
}  # fmt: skip
_BID_RE = re.compile(r"([1-7])\s*(NT|N|ΧΑ|[CDHS♣♦♥♠♧♢♡♤])")


def _unaccented(text: str) -> str:
    """``text`` without accents (Greek ``ΠΆΣΟ`` is ``ΠΑΣΟ``), so a call typed with or without them reads the same."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))
