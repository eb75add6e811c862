"""The board being edited as it happened at the table (deal, auction, play), with its undo history.

Views never change the board themselves: they call a method here, which pushes one
:class:`~tdcompanion.models.board_commands.BoardEdit` holding a before/after
:class:`~tdcompanion.core.laws.record.BoardRecord` on :attr:`BoardDocument.undo_stack`.
Defects are recorded, not refused: a deal with a duplicate card or a deficient hand
(Laws 13-14), a call out of rotation, a revoke; the views mark them. What is refused
is an edit that would contradict what was recorded after it (a card played that the
new deal no longer gives that player; a new dealer after calls were made from the
old one; another contract once play has started): :attr:`BoardDocument.edit_refused`
says why, and nothing changes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoStack

from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.play import Claim, Concede, Expose, Extra, Omit, PickUp, Play, PlayRecord, Retract
from tdcompanion.core.seats import Seat
from tdcompanion.models import board_commands as edits
from tdcompanion.models.board_commands import Conflict, ConflictKind, Label
from tdcompanion.models.labels import (
    call_text,
    cards_text,
    contract_text,
    dealer_name,
    seat_in,
    seat_name,
    vulnerability_name,
)
from tdcompanion.models.text import arg, ntranslate

translate = QCoreApplication.translate  # build_translations.py reads translate("Ctx", "literal")


class BoardDocument(QObject):
    """A board under edit, with its auction and play. Every change is one undoable command.

    Signals after a change (an edit, undo or redo): ``board_changed(Board)`` when the
    board (deal, number, dealer, vulnerability, tags) changed; ``deal_changed(Deal)``
    only when the deal itself changed; ``auction_changed(Auction)``;
    ``play_changed(PlayRecord | None)``; ``record_changed(BoardRecord)`` after any of
    them. ``edit_refused(str)`` says, in the interface language, why an edit was
    refused. Edits that change nothing push nothing and return False, as do refused ones.
    """

    deal_changed = Signal(object)
    board_changed = Signal(object)
    auction_changed = Signal(object)
    play_changed = Signal(object)
    record_changed = Signal(object)
    edit_refused = Signal(str)

    def __init__(
        self,
        board: Board | None = None,
        parent: QObject | None = None,
        *,
        auction: Auction | None = None,
        play: PlayRecord | None = None,
    ) -> None:
        super().__init__(parent)
        self._record = BoardRecord.of(board if board is not None else Board.standard(1), auction, play)
        self._stack = QUndoStack(self)

    # --- state ------------------------------------------------------------------

    @property
    def record(self) -> BoardRecord:
        """The whole board as it happened: one immutable snapshot."""
        return self._record

    @property
    def board(self) -> Board:
        return self._record.board

    @property
    def deal(self) -> Deal:
        return self._record.board.deal

    @property
    def auction(self) -> Auction:
        return edits.auction_of(self._record)

    @property
    def play(self) -> PlayRecord | None:
        """The play, once the auction has a contract (or the file gave one)."""
        return self._record.play

    @property
    def undo_stack(self) -> QUndoStack:
        return self._stack

    def reset(self, board: Board, auction: Auction | None = None, play: PlayRecord | None = None) -> None:
        """Start over with ``board`` (a new or loaded board) and its record: not undoable, history cleared."""
        self._stack.clear()
        self._apply(BoardRecord.of(board, auction, play))
        self._stack.setClean()

    # --- the generic hooks: every edit goes through here ---------------------------

    def push_board(self, board: Board, text: Label, merge_key: object | None = None) -> bool:
        """Make ``board`` current as one undo step named ``text``, keeping the auction and
        play consistent with it (:func:`~tdcompanion.models.board_commands.with_board`);
        False if nothing changes or the edit is refused."""
        if board == self._record.board:
            return False
        return self.push_record(edits.with_board(self._record, board), text, merge_key)

    def push_record(self, record: BoardRecord | Conflict, text: Label, merge_key: object | None = None) -> bool:
        """Make ``record`` current as one undo step; a :class:`Conflict` is refused and explained."""
        if isinstance(record, Conflict):
            self.edit_refused.emit(conflict_text(record))
            return False
        if record == self._record:
            return False
        self._stack.push(edits.BoardEdit(self._record, record, self._apply, text, merge_key))
        return True

    def relabel(self) -> None:
        """Name every undo step again in the interface's language of the moment (after a switch)."""
        for i in range(self._stack.count()):
            command = self._stack.command(i)
            if isinstance(command, edits.BoardEdit):
                command.relabel()
        self._stack.indexChanged.emit(self._stack.index())  # the Undo and Redo actions show the new names

    def _apply(self, record: BoardRecord) -> None:
        old = self._record
        self._record = record
        if record.board.deal != old.board.deal:
            self.deal_changed.emit(record.board.deal)
        if record.board != old.board:
            self.board_changed.emit(record.board)
        if record.auction != old.auction:
            self.auction_changed.emit(record.auction)
        if record.play != old.play:
            self.play_changed.emit(record.play)
        if record != old:
            self.record_changed.emit(record)

    def _push_deal(self, deal: Deal, text: Label, merge_key: object | None = None) -> bool:
        return self.push_board(dataclasses.replace(self.board, deal=deal), text, merge_key)

    # --- deal -------------------------------------------------------------------

    def set_hand(self, seat: Seat, hand: Hand | None, merge_key: object | None = None) -> bool:
        """Give ``seat`` exactly ``hand`` (``None``: not known). ``merge_key`` joins a typing session."""
        def text() -> str:
            return arg(translate("BoardDocument", "%1: hand entered"), seat_name(seat))

        return self._push_deal(self.deal.with_hand(seat, hand), text, merge_key)

    def set_card_holder(self, card: Card, seat: Seat | None) -> bool:
        """Move ``card`` (every copy of it) to ``seat``, or out of the deal if ``seat`` is None."""
        return self.set_cards_holder((card,), seat)

    def set_cards_holder(self, cards: Iterable[Card], seat: Seat | None) -> bool:
        """Move several cards at once, as one undo step."""
        moving = tuple(cards)
        if not moving:
            return False
        return self._push_deal(edits.with_cards_given(self.deal, moving, seat), lambda: _cards_given_text(moving, seat))

    def fill_fourth(self) -> Seat | None:
        """Three hands of 13 and one empty: give the empty one the rest. Returns that seat."""
        filled = self.deal.fill_fourth()
        if filled == self.deal:
            return None
        seat = next(s for s in Seat if filled[s] != self.deal[s])
        self._push_deal(filled, lambda: arg(translate("BoardDocument", "%1: remaining cards"), seat_name(seat)))
        return seat

    def set_deal(self, deal: Deal, text: Label | None = None) -> bool:
        """Replace the whole deal (a pasted deal string, a reconstructed deal)."""
        label = text if text is not None else lambda: translate("BoardDocument", "Replace the deal")
        return self._push_deal(deal, label)

    def paste_deal(self, pbn: str) -> Deal:
        """Read a PBN deal string (``N:AKQ2.J93.T8.754 ...``) and make it the deal.

        Raises :class:`~tdcompanion.core.errors.DealParseError` and changes nothing if
        the string cannot be read.
        """
        deal = Deal.from_pbn(pbn)
        self.set_deal(deal, lambda: translate("BoardDocument", "Paste deal"))
        return deal

    def clear(self) -> bool:
        """Empty all four hands; number, dealer and vulnerability stay."""
        return self._push_deal(Deal(), lambda: translate("BoardDocument", "Clear the deal"))

    # --- board ------------------------------------------------------------------

    def set_board_number(self, number: int | None) -> bool:
        """Renumber; dealer and vulnerability follow the rotation (Law 2) unless set by hand.

        Consecutive renumberings merge into one undo step (spin-box arrows).
        """
        board = edits.with_number(self.board, number)
        shown = number if number is not None else "-"
        return self.push_board(board, lambda: arg(translate("BoardDocument", "Board number %1"), shown),
                               merge_key="board-number")  # fmt: skip

    def set_dealer(self, seat: Seat | None) -> bool:
        board = dataclasses.replace(self.board, dealer=seat)
        return self.push_board(board, lambda: arg(translate("BoardDocument", "Dealer: %1"), dealer_name(seat)))

    def set_vulnerability(self, vul: Vulnerability | None) -> bool:
        board = dataclasses.replace(self.board, vulnerability=vul)
        return self.push_board(
            board, lambda: arg(translate("BoardDocument", "Vulnerability: %1"), vulnerability_name(vul))
        )

    def dealer_is_standard(self) -> bool:
        """The dealer is the rotation's for this board number (or one of them is unknown)."""
        return edits.dealer_is_standard(self.board)

    def vulnerability_is_standard(self) -> bool:
        return edits.vulnerability_is_standard(self.board)

    # --- auction and play -------------------------------------------------------

    def set_auction(self, auction: Auction, text: Label | None = None) -> bool:
        """Make ``auction`` the record of the calls (a call added, taken back, withdrawn).

        The play follows the contract: it starts when the auction closes with one and
        goes when the auction reopens, unless cards have been played (then refused).
        """
        if auction == self.auction:
            return False
        old = self.auction
        label = text if text is not None else lambda: auction_edit_text(old, auction)
        return self.push_record(edits.with_auction(self._record, auction), label)

    def set_play(self, play: PlayRecord | None, text: Label | None = None) -> bool:
        """Make ``play`` (a record of this deal, e.g. one card more) the record of the play."""
        if play == self.play:
            return False
        old = self.play
        label = text if text is not None else lambda: play_edit_text(old, play)
        return self.push_record(edits.with_play(self._record, play), label)

    def clear_record(self) -> bool:
        """Remove every call and card recorded; the deal stays."""
        return self.push_record(
            edits.without_record(self._record), lambda: translate("BoardDocument", "Clear the auction and play")
        )


# --- texts ----------------------------------------------------------------------------


def _cards_given_text(moving: tuple[Card, ...], seat: Seat | None) -> str:
    """The undo text of cards moved: ``Give ♠A to South``, ``Take 3 cards out of the deal``."""
    if len(moving) == 1:
        card = str(moving[0])
        if seat is None:
            return arg(translate("BoardDocument", "Take %1 out of the deal"), card)
        return arg(translate("BoardDocument", "Give %1 to %2"), card, seat_name(seat))
    count = len(moving)  # a plain name: extraction reads literal arguments only
    if seat is None:
        return ntranslate("BoardDocument", "Take %n card out of the deal", "Take %n cards out of the deal", count)
    return arg(ntranslate("BoardDocument", "Give %n card to %1", "Give %n cards to %1", count), seat_name(seat))


def auction_edit_text(old: Auction, new: Auction) -> str:
    """The undo text of an auction edit: the call made, taken back, withdrawn or restored."""
    if len(new) == len(old) + 1 and new.entries[:-1] == old.entries:
        entry = new.entries[-1]
        return arg(translate("BoardDocument", "%1 calls %2"), seat_name(entry.seat), call_text(entry.call))
    if len(new) < len(old) and old.entries[: len(new)] == new.entries:
        count = len(old) - len(new)
        return ntranslate("BoardDocument", "Take back %n call", "Take back %n calls", count)
    if len(new) == len(old):
        changed = [i for i, (a, b) in enumerate(zip(old.entries, new.entries, strict=True)) if a != b]
        if len(changed) == 1 and old.entries[changed[0]].call == new.entries[changed[0]].call:
            entry = new.entries[changed[0]]
            if entry.withdrawn:
                template = translate("BoardDocument", "Withdraw %1's %2")
            else:
                template = translate("BoardDocument", "Restore %1's %2")
            return arg(template, seat_in(entry.seat, "gen"), call_text(entry.call))
    return translate("BoardDocument", "Edit the auction")


def play_edit_text(old: PlayRecord | None, new: PlayRecord | None) -> str:
    """The undo text of a play edit: the event recorded, or how many were taken back."""
    before = old.events if old is not None else ()
    after = new.events if new is not None else ()
    if len(after) == len(before) + 1 and after[:-1] == before:
        event = after[-1]
        seat = seat_name(event.seat)
        match event:
            case Play(said=str(said)):  # dummy's card as declarer called it (Law 46)
                return arg(translate("BoardDocument", "%1 plays %2 (\u201c%3\u201d)"), seat, event.card, said)
            case Play():
                return arg(translate("BoardDocument", "%1 plays %2"), seat, event.card)
            case Retract():
                return arg(translate("BoardDocument", "%1 takes back %2"), seat, event.card)
            case Expose():
                return arg(translate("BoardDocument", "%1 exposes %2"), seat, cards_text(event.cards))
            case PickUp():
                return arg(translate("BoardDocument", "%1 picks up %2"), seat, cards_text(event.cards))
            case Claim():
                tricks = event.tricks
                return arg(ntranslate("BoardDocument", "%1 claims %n trick", "%1 claims %n tricks", tricks), seat)
            case Concede():
                tricks = event.tricks
                return arg(ntranslate("BoardDocument", "%1 concedes %n trick", "%1 concedes %n tricks", tricks), seat)
            case Omit():
                quitted = translate("BoardDocument", "The trick is quitted without a card from %1")
                return arg(quitted, seat_in(event.seat, "gen"))
            case Extra():
                too_many = translate("BoardDocument", "%1 plays %2 as a card too many")
                return arg(too_many, seat_in(event.seat, "Nom"), event.card)
    if len(after) < len(before) and before[: len(after)] == after:
        count = len(before) - len(after)
        return ntranslate("BoardDocument", "Take back %n play event", "Take back %n play events", count)
    return translate("BoardDocument", "Edit the play")


def _contract_words(contract: Contract | PassedOut | None) -> str:
    if isinstance(contract, Contract):
        return contract_text(contract.pbn, contract.declarer)
    if contract is None:
        return translate("BoardDocument", "no contract yet")
    return contract_text("Pass")


def conflict_text(conflict: Conflict) -> str:
    """Why an edit was refused and what to do instead, in the interface language."""
    if conflict.kind is ConflictKind.DEALER_AFTER_CALLS:
        return translate(
            "BoardDocument",
            "The dealer cannot change: calls are recorded from the present dealer. "
            "Take the calls back first (Undo, or Edit > Clear Auction and Play).",
        )
    if conflict.kind is ConflictKind.CONTRACT_AFTER_PLAY:
        template = translate(
            "BoardDocument",
            "Refused: the auction would end in %1, but the play recorded is in %2. Take the play back first.",
        )
        return arg(template, _contract_words(conflict.new_contract), _contract_words(conflict.contract))
    event = conflict.event
    number = (conflict.index or 0) + 1
    if isinstance(event, Play):
        template = translate(
            "BoardDocument",
            "The deal cannot change this way: %1 played %2 (play event %3), and the new deal "
            "does not give %2 to %4. Take the play back to that point first.",
        )
        return arg(template, seat_in(event.seat, "nom"), event.card, number, seat_in(event.seat, "to"))
    template = translate(
        "BoardDocument",
        "The deal cannot change this way: play event %1 could no longer have happened. "
        "Take the play back to that point first.",
    )
    return arg(template, number)
