"""Undoable edits of a board.

Every edit is a before/after pair of immutable :class:`~tdcompanion.core.board.Board`
values, so undo can never drift from redo and a later edit (the auction, the play)
is one more pure function from board to board plus one :class:`BoardEdit`.
The pure functions that compute a new deal live here too: deal editing happens in
one place.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from tdcompanion.core.board import Board, Vulnerability, dealer_for
from tdcompanion.core.cards import Card
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.seats import Seat

if TYPE_CHECKING:
    from tdcompanion.models.board_document import BoardDocument

#: ``QUndoCommand.id()`` of edits that may merge (same ``merge_key``).
MERGEABLE_ID = 0x7D01


class BoardEdit(QUndoCommand):
    """Replace the document's board by ``after``; undo puts ``before`` back.

    Consecutive edits with the same non-``None`` ``merge_key`` (one typing session
    in one hand's entry, a run of board-number steps) merge into one undo step; an
    edit merged back to where it started disappears from the stack.
    """

    def __init__(self, document: BoardDocument, after: Board, text: str, merge_key: object | None = None) -> None:
        super().__init__(text)
        self._document = document
        self.before = document.board
        self.after = after
        self.merge_key = merge_key

    def id(self) -> int:
        return MERGEABLE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, BoardEdit) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        self.setText(other.text())
        self.setObsolete(self.after == self.before)
        return True

    def redo(self) -> None:
        self._document._apply(self.after)

    def undo(self) -> None:
        self._document._apply(self.before)


# --- pure edits -------------------------------------------------------------------


def with_cards_given(deal: Deal, cards: Iterable[Card], seat: Seat | None) -> Deal:
    """``deal`` with every copy of ``cards`` taken out of all hands and given to ``seat``.

    ``seat=None`` leaves the cards undealt. Giving a card held twice resolves the
    duplicate; an unknown hand (``None``) receiving a card becomes a known hand.
    """
    moving = frozenset(cards)
    hands: list[Hand | None] = []
    for s in Seat:
        hand = deal[s]
        kept = [c for c in hand if c not in moving] if hand is not None else None
        if s is seat:
            kept = [*(kept or ()), *moving]
        hands.append(Hand(kept) if kept is not None else None)
    return Deal((hands[0], hands[1], hands[2], hands[3]))


def with_number(board: Board, number: int | None) -> Board:
    """Board renumbered; dealer and vulnerability follow the rotation (Law 2) unless
    they were set by hand, i.e. differ from the rotation of the old number."""
    dealer, vul = board.dealer, board.vulnerability
    if number is not None:
        old = board.number
        if dealer is None or (old is not None and dealer is dealer_for(old)):
            dealer = dealer_for(number)
        if vul is None or (old is not None and vul is Vulnerability.from_board(old)):
            vul = Vulnerability.from_board(number)
    return dataclasses.replace(board, number=number, dealer=dealer, vulnerability=vul)


def dealer_is_standard(board: Board) -> bool:
    """True when the dealer is the one the rotation gives the board (or either is unknown)."""
    return board.number is None or board.dealer is None or board.dealer is dealer_for(board.number)


def vulnerability_is_standard(board: Board) -> bool:
    """True when the vulnerability is the one the rotation gives the board (or either is unknown)."""
    return (
        board.number is None
        or board.vulnerability is None
        or board.vulnerability is Vulnerability.from_board(board.number)
    )
