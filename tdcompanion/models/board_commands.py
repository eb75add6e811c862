"""Undoable edits of a board as it happened: deal, auction and play.

Every edit is a before/after pair of immutable :class:`~tdcompanion.core.laws.record.BoardRecord`
snapshots (the one record class of the core, made with :meth:`BoardRecord.of`), so undo can never
drift from redo. The pure functions that compute a new record live here too: :func:`with_board`,
:func:`with_auction` and :func:`with_play` keep the three parts consistent, and return a
:class:`Conflict` (data, not text) instead of a record when an edit would contradict what was
recorded after it.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtGui import QUndoCommand

from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board, Vulnerability, dealer_for
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.play import PlayError, PlayEvent, PlayRecord
from tdcompanion.core.seats import Seat

#: ``QUndoCommand.id()`` of edits that may merge (same ``merge_key``).
MERGEABLE_ID = 0x7D01


def auction_of(record: BoardRecord) -> Auction:
    """The editor's auction: the record's (a snapshot made with :meth:`BoardRecord.of` always has one),
    else none yet, from the dealer."""
    if record.auction is not None:
        return record.auction
    dealer = record.dealer if record.dealer is not None else record.board.dealer
    return Auction(dealer if dealer is not None else Seat.N)


class ConflictKind(enum.Enum):
    """Why an edit was refused: it would contradict what was recorded after it."""

    DEALER_AFTER_CALLS = "dealer_after_calls"
    """The dealer would change while calls are recorded from the old one (Law 17A)."""
    DEAL_AFTER_PLAY = "deal_after_play"
    """A card played would no longer be in the hand of the player who played it."""
    CONTRACT_AFTER_PLAY = "contract_after_play"
    """The auction would end in another contract than the one being played."""


@dataclass(frozen=True, slots=True)
class Conflict:
    """An edit refused, with what it conflicts with: the play ``event`` (and its
    position ``index``) that became impossible, or the ``contract`` played and the
    ``new_contract`` the auction would reach."""

    kind: ConflictKind
    index: int | None = None
    event: PlayEvent | None = None
    contract: Contract | None = None
    new_contract: Contract | PassedOut | None = None


#: An undo step's name, said when it is shown: "South: hand entered" now, "Νότος: ..." after a switch to Greek.
Label = Callable[[], str]


class BoardEdit(QUndoCommand):
    """Make ``after`` the record, through ``apply``; undo puts ``before`` back.

    Consecutive edits with the same non-``None`` ``merge_key`` (one typing session
    in one hand's entry, a run of board-number steps) merge into one undo step; an
    edit merged back to where it started disappears from the stack. ``label`` names
    the step; :meth:`relabel` names it again in the interface's language of the moment.
    """

    def __init__(
        self,
        before: BoardRecord,
        after: BoardRecord,
        apply: Callable[[BoardRecord], None],
        label: Label,
        merge_key: object | None = None,
    ) -> None:
        super().__init__(label())
        self.label = label
        self._apply = apply
        self.before = before
        self.after = after
        self.merge_key = merge_key

    def id(self) -> int:
        return MERGEABLE_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, BoardEdit) or other.merge_key != self.merge_key:
            return False
        self.after = other.after
        self.label = other.label
        self.setText(other.text())
        self.setObsolete(self.after == self.before)
        return True

    def relabel(self) -> None:
        self.setText(self.label())

    def redo(self) -> None:
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)


# --- pure edits of the record -------------------------------------------------------


def _empty_play(deal: Deal, contract: Contract | PassedOut | None) -> PlayRecord | None:
    return PlayRecord(deal, contract) if isinstance(contract, Contract) else None


def with_board(record: BoardRecord, board: Board) -> BoardRecord | Conflict:
    """``record`` with ``board`` (deal, number, dealer...) and the auction and play kept.

    While no call is recorded the auction follows a new dealer; once calls are
    recorded the dealer stays (they were made from it). The play is replayed on a
    new deal: the edit is refused if a card played would no longer be in the hand
    that played it (correcting a card nobody has played yet is fine).
    """
    auction, play = auction_of(record), record.play
    if board.dealer is not None and board.dealer is not record.board.dealer and board.dealer is not auction.dealer:
        if auction.entries:
            return Conflict(ConflictKind.DEALER_AFTER_CALLS)
        auction = Auction(board.dealer)
    if play is not None and board.deal != play.deal:
        try:
            play = PlayRecord(board.deal, play.contract, play.events)
        except PlayError as exc:
            index = exc.index
            event = play.events[index] if index is not None else None
            return Conflict(ConflictKind.DEAL_AFTER_PLAY, index=index, event=event)
    return BoardRecord.from_board(board, auction, play)


def with_auction(record: BoardRecord, auction: Auction) -> BoardRecord | Conflict:
    """``record`` with ``auction``. When the auction's result changes the play follows
    (an empty play for the new contract, or none), unless play has started in
    another contract: then the edit is refused."""
    play = record.play
    new = auction.contract()
    if new != auction_of(record).contract():
        if play is not None and len(play):
            if new != play.contract:
                return Conflict(ConflictKind.CONTRACT_AFTER_PLAY, contract=play.contract, new_contract=new)
        else:
            play = _empty_play(record.deal, new)
    return BoardRecord.from_board(record.board, auction, play)


def with_play(record: BoardRecord, play: PlayRecord | None) -> BoardRecord:
    """``record`` with ``play`` (a record of the same deal, from the play table)."""
    return dataclasses.replace(record, play=play)


def without_record(record: BoardRecord) -> BoardRecord:
    """The board with no call and no card recorded."""
    dealer = record.board.dealer if record.board.dealer is not None else auction_of(record).dealer
    return BoardRecord.from_board(record.board, Auction(dealer), None)


# --- pure edits of the deal ------------------------------------------------------


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
