"""The board being edited, with its undo history.

Views never change the board themselves: they call a method here, which pushes one
:class:`~tdcompanion.models.board_commands.BoardEdit` on :attr:`BoardDocument.undo_stack`.
Nothing is refused: a deal with a duplicate card or a deficient hand (Laws 13-14) is
recorded as found, and the views mark it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.cards import Card
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.seats import Seat
from tdcompanion.models import board_commands as edits
from tdcompanion.models.labels import dealer_name, seat_name, vulnerability_name

translate = QCoreApplication.translate  # lupdate reads translate("Context", "literal")


class BoardDocument(QObject):
    """A :class:`Board` under edit. Every change is one undoable command.

    ``board_changed(Board)`` fires after any change; ``deal_changed(Deal)`` only when
    the deal itself changed. Edits that change nothing push nothing and return False.
    """

    deal_changed = Signal(object)
    board_changed = Signal(object)

    def __init__(self, board: Board | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._board = board if board is not None else Board.standard(1)
        self._stack = QUndoStack(self)

    # --- state ------------------------------------------------------------------

    @property
    def board(self) -> Board:
        return self._board

    @property
    def deal(self) -> Deal:
        return self._board.deal

    @property
    def undo_stack(self) -> QUndoStack:
        return self._stack

    def reset(self, board: Board) -> None:
        """Start over with ``board`` (a new or loaded board): not undoable, history cleared."""
        self._stack.clear()
        self._apply(board)
        self._stack.setClean()

    # --- the generic hook: later edits (auction, play) go through here ----------

    def push_board(self, board: Board, text: str, merge_key: object | None = None) -> bool:
        """Make ``board`` current as one undo step named ``text``; False if nothing changes."""
        if board == self._board:
            return False
        self._stack.push(edits.BoardEdit(self, board, text, merge_key))
        return True

    def _apply(self, board: Board) -> None:
        old = self._board
        self._board = board
        if board.deal != old.deal:
            self.deal_changed.emit(board.deal)
        if board != old:
            self.board_changed.emit(board)

    def _push_deal(self, deal: Deal, text: str, merge_key: object | None = None) -> bool:
        return self.push_board(dataclasses.replace(self._board, deal=deal), text, merge_key)

    # --- deal -------------------------------------------------------------------

    def set_hand(self, seat: Seat, hand: Hand | None, merge_key: object | None = None) -> bool:
        """Give ``seat`` exactly ``hand`` (``None``: not known). ``merge_key`` joins a typing session."""
        text = translate("BoardDocument", "%1: hand entered").replace("%1", seat_name(seat))
        return self._push_deal(self.deal.with_hand(seat, hand), text, merge_key)

    def set_card_holder(self, card: Card, seat: Seat | None) -> bool:
        """Move ``card`` (every copy of it) to ``seat``, or out of the deal if ``seat`` is None."""
        return self.set_cards_holder((card,), seat)

    def set_cards_holder(self, cards: Iterable[Card], seat: Seat | None) -> bool:
        """Move several cards at once, as one undo step."""
        moving = tuple(cards)
        if not moving:
            return False
        if seat is None:
            text = translate("BoardDocument", "Take %n card(s) out of the deal", None, len(moving))
        else:
            text = translate("BoardDocument", "Give %n card(s) to %1", None, len(moving)).replace("%1", seat_name(seat))
        if len(moving) == 1:
            card = str(moving[0])
            if seat is None:
                text = translate("BoardDocument", "Take %1 out of the deal").replace("%1", card)
            else:
                text = translate("BoardDocument", "Give %1 to %2").replace("%1", card).replace("%2", seat_name(seat))
        return self._push_deal(edits.with_cards_given(self.deal, moving, seat), text)

    def fill_fourth(self) -> Seat | None:
        """Three hands of 13 and one empty: give the empty one the rest. Returns that seat."""
        filled = self.deal.fill_fourth()
        if filled == self.deal:
            return None
        seat = next(s for s in Seat if filled[s] != self.deal[s])
        self._push_deal(filled, translate("BoardDocument", "%1: remaining cards").replace("%1", seat_name(seat)))
        return seat

    def set_deal(self, deal: Deal, text: str | None = None) -> bool:
        """Replace the whole deal (a pasted deal string, a reconstructed deal)."""
        return self._push_deal(deal, text if text is not None else translate("BoardDocument", "Replace the deal"))

    def paste_deal(self, pbn: str) -> Deal:
        """Read a PBN deal string (``N:AKQ2.J93.T8.754 ...``) and make it the deal.

        Raises :class:`~tdcompanion.core.errors.DealParseError` and changes nothing if
        the string cannot be read.
        """
        deal = Deal.from_pbn(pbn)
        self.set_deal(deal, translate("BoardDocument", "Paste deal"))
        return deal

    def clear(self) -> bool:
        """Empty all four hands; number, dealer and vulnerability stay."""
        return self._push_deal(Deal(), translate("BoardDocument", "Clear the deal"))

    # --- board ------------------------------------------------------------------

    def set_board_number(self, number: int | None) -> bool:
        """Renumber; dealer and vulnerability follow the rotation (Law 2) unless set by hand.

        Consecutive renumberings merge into one undo step (spin-box arrows).
        """
        board = edits.with_number(self._board, number)
        text = translate("BoardDocument", "Board number %1").replace("%1", str(number) if number is not None else "-")
        return self.push_board(board, text, merge_key="board-number")

    def set_dealer(self, seat: Seat | None) -> bool:
        board = dataclasses.replace(self._board, dealer=seat)
        return self.push_board(board, translate("BoardDocument", "Dealer: %1").replace("%1", dealer_name(seat)))

    def set_vulnerability(self, vul: Vulnerability | None) -> bool:
        board = dataclasses.replace(self._board, vulnerability=vul)
        text = translate("BoardDocument", "Vulnerability: %1").replace("%1", vulnerability_name(vul))
        return self.push_board(board, text)

    def dealer_is_standard(self) -> bool:
        """The dealer is the rotation's for this board number (or one of them is unknown)."""
        return edits.dealer_is_standard(self._board)

    def vulnerability_is_standard(self) -> bool:
        return edits.vulnerability_is_standard(self._board)
