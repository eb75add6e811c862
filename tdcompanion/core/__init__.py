"""The rules core: cards, seats, deals, boards, calls, auctions, contracts, play, and later the laws.

Pure Python, standard library only. Nothing here may import PySide6: the core is
used headless from the command line and by every upper layer.

Cards, seats, deals and boards are imported with the package. The auction and play
types are re-exported here too but load on first use (PEP 562), so ``import
tdcompanion.core`` stays quick for the GUI's start-up. The file formats are modules of
their own: ``from tdcompanion.core import pbn, lin``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.deal import Deal, DealDefect, Hand
from tdcompanion.core.errors import (
    CardParseError,
    DealParseError,
    InputError,
    LinDecodeError,
    PBNDecodeError,
    TDCompanionError,
)
from tdcompanion.core.seats import Seat, Side

if TYPE_CHECKING:
    from tdcompanion.core.auction import Auction, AuctionEntry
    from tdcompanion.core.calls import DOUBLE, PASS, REDOUBLE, Bid, Call, CallError, Strain
    from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling, PassedOut
    from tdcompanion.core.play import Claim, Concede, Play, PlayError, PlayRecord, PlayState, Trick

#: Names loaded on first use, and the module each comes from.
_LAZY: dict[str, str] = {
    **dict.fromkeys(("Call", "Bid", "Strain", "CallError", "PASS", "DOUBLE", "REDOUBLE"), "calls"),
    **dict.fromkeys(("Auction", "AuctionEntry"), "auction"),
    **dict.fromkeys(("Contract", "Doubling", "PassedOut", "PASSED_OUT"), "contract"),
    **dict.fromkeys(("PlayRecord", "Play", "Claim", "Concede", "PlayError", "PlayState", "Trick"), "play"),
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # later look-ups skip this function
    return value


__all__ = [
    "DOUBLE",
    "PASS",
    "PASSED_OUT",
    "REDOUBLE",
    "Auction",
    "AuctionEntry",
    "Bid",
    "Board",
    "Call",
    "CallError",
    "Card",
    "CardParseError",
    "Claim",
    "Concede",
    "Contract",
    "Deal",
    "DealDefect",
    "DealParseError",
    "Doubling",
    "Hand",
    "InputError",
    "LinDecodeError",
    "PBNDecodeError",
    "PassedOut",
    "Play",
    "PlayError",
    "PlayRecord",
    "PlayState",
    "Rank",
    "Seat",
    "Side",
    "Strain",
    "Suit",
    "TDCompanionError",
    "Trick",
    "Vulnerability",
]
