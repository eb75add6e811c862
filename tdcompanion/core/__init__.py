"""The rules core: cards, seats, deals, boards, PBN, and later the laws.

Pure Python, standard library only. Nothing here may import PySide6: the core is
used headless from the command line and by every upper layer.
"""

from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.deal import Deal, DealDefect, Hand
from tdcompanion.core.errors import CardParseError, DealParseError, TDCompanionError
from tdcompanion.core.seats import Seat, Side

__all__ = [
    "Board",
    "Card",
    "CardParseError",
    "Deal",
    "DealDefect",
    "DealParseError",
    "Hand",
    "Rank",
    "Seat",
    "Side",
    "Suit",
    "TDCompanionError",
    "Vulnerability",
]
