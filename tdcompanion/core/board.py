"""Boards: number, dealer, vulnerability and deal.

Dealer and vulnerability follow the standard duplicate rotation (Law 2): the dealer
moves one seat clockwise each board, and vulnerability repeats every 16 boards.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError
from tdcompanion.core.seats import Seat, Side

# Vulnerability of boards 1..16; board n uses entry (n - 1) % 16.
_VUL_CYCLE = "-NEBNEB-EB-NB-NE"


class Vulnerability(enum.Enum):
    """Which sides are vulnerable."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "All"

    @classmethod
    def from_board(cls, number: int) -> Vulnerability:
        """Vulnerability of board ``number`` in the standard rotation (any number >= 1)."""
        if number < 1:
            raise InputError(f"board numbers start at 1, not {number}")
        return _VUL_BY_CODE[_VUL_CYCLE[(number - 1) % 16]]

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read the PBN spellings: ``None``/``Love``/``-``, ``NS``, ``EW``, ``All``/``Both``."""
        vul = _VUL_BY_TEXT.get(text.strip().upper())
        if vul is None:
            raise InputError(f"not a vulnerability: {text!r} (expected None, NS, EW or All)")
        return vul

    def is_vulnerable(self, who: Seat | Side) -> bool:
        side = who.side if isinstance(who, Seat) else who
        return self is Vulnerability.BOTH or self.value == side.value


_VUL_BY_CODE = {"-": Vulnerability.NONE, "N": Vulnerability.NS, "E": Vulnerability.EW, "B": Vulnerability.BOTH}
_VUL_BY_TEXT = {
    "NONE": Vulnerability.NONE, "LOVE": Vulnerability.NONE, "-": Vulnerability.NONE,
    "NS": Vulnerability.NS, "N-S": Vulnerability.NS, "EW": Vulnerability.EW, "E-W": Vulnerability.EW,
    "ALL": Vulnerability.BOTH, "BOTH": Vulnerability.BOTH,
}  # fmt: skip


def dealer_for(number: int) -> Seat:
    """Dealer of board ``number``: N on 1, E on 2, S on 3, W on 4, and so on (Law 2)."""
    if number < 1:
        raise InputError(f"board numbers start at 1, not {number}")
    return Seat((number - 1) % 4)


@dataclass(frozen=True)
class Board:
    """One board as played at a table.

    ``dealer`` and ``vulnerability`` default to the standard rotation for ``number``.
    ``tags`` keeps other PBN tags (name -> value) so nothing read is lost.
    """

    number: int | None = None
    deal: Deal = field(default_factory=Deal)
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None

    @classmethod
    def standard(cls, number: int, deal: Deal | None = None) -> Board:
        """Board ``number`` with the dealer and vulnerability the rotation gives it."""
        return cls(
            number=number,
            deal=deal if deal is not None else Deal(),
            dealer=dealer_for(number),
            vulnerability=Vulnerability.from_board(number),
        )
