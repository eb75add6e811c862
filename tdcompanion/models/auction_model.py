"""The auction as a traveller shows it: columns W N E S, one call per cell (Laws 17-39).

Calls are placed in their caller's column, left to right; a call whose column is not to
the right of the previous one starts a new row, so the dealer's first call sits in the
dealer's column with blanks before it, and reading the cells row by row gives the record
in order, out-of-rotation calls included. While the auction is open a ``?`` marks the
player in turn.

Irregular calls are kept and flagged (:attr:`AuctionRole.IRREGULARITIES`, a background
and a tooltip in words); calls the Director withdrew or that Law 28B cancelled are struck
through.
"""

from __future__ import annotations

import enum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont

from tdcompanion.core.auction import Auction, AuctionEntry, CallIrregularity, InadmissibleReason
from tdcompanion.core.calls import Bid, Call
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.laws.engine import WBF2017
from tdcompanion.core.seats import Seat
from tdcompanion.models.cells import Index, in_table
from tdcompanion.models.colours import Role, brush
from tdcompanion.models.labels import call_text, seat_in, seat_name
from tdcompanion.models.law_text import law_ref
from tdcompanion.models.text import arg, clauses

translate = QCoreApplication.translate  # build_translations.py reads translate("Ctx", "literal")

#: The traveller's column order.
SEAT_COLUMNS: tuple[Seat, Seat, Seat, Seat] = (Seat.W, Seat.N, Seat.E, Seat.S)
COLUMN_OF: dict[Seat, int] = {seat: i for i, seat in enumerate(SEAT_COLUMNS)}

ALERT_MARK = "!"
NEXT_MARK = "?"


class AuctionRole(enum.IntEnum):
    """Custom data roles of :class:`AuctionModel`."""

    ENTRY = Qt.ItemDataRole.UserRole + 1
    """The cell's :class:`AuctionEntry` (``None`` for a blank or the ``?`` cell)."""
    CALL = Qt.ItemDataRole.UserRole + 2
    """The cell's :class:`Call`."""
    SEAT = Qt.ItemDataRole.UserRole + 3
    """The column's :class:`Seat` (also on the horizontal header)."""
    ENTRY_INDEX = Qt.ItemDataRole.UserRole + 4
    """``int``: the call's position in the auction record."""
    IRREGULARITY = Qt.ItemDataRole.UserRole + 5
    """The call's first :class:`CallIrregularity`, or ``None`` if it is regular."""
    IRREGULARITIES = Qt.ItemDataRole.UserRole + 6
    """``tuple[CallIrregularity, ...]``: everything irregular about the call (may be empty)."""
    CANCELLED = Qt.ItemDataRole.UserRole + 7
    """``bool``: withdrawn by the Director, or cancelled under Law 28B."""
    IS_NEXT = Qt.ItemDataRole.UserRole + 8
    """``bool``: the ``?`` cell of the player in turn."""


def describe_call_irregularity(irr: CallIrregularity) -> str:
    """One sentence saying what is irregular about a call, with the laws that rectify it."""
    who, call, law = seat_in(irr.seat, "nom"), call_text(irr.call), law_ref(WBF2017.laws_text(irr.kind))
    bid = call_text(irr.last_bid) if irr.last_bid is not None else ""
    kind, reason = irr.kind, irr.reason
    if kind is IrregularityKind.CALL_OUT_OF_ROTATION:
        expected = seat_in(irr.expected, "gen") if irr.expected is not None else ""
        text = translate("AuctionModel", "Out of rotation: %1 called %2 at %3's turn (%4)")
        return arg(text, who, call, expected, law)
    if kind is IrregularityKind.INSUFFICIENT_BID:
        by = seat_in(irr.seat, "acc")
        return arg(translate("AuctionModel", "Insufficient bid: %1 by %2 over %3 (%4)"), call, by, bid, law)
    if reason is InadmissibleReason.DOUBLE_WITHOUT_BID:
        text = translate("AuctionModel", "Inadmissible double: %1 doubled when there was no bid (%2)")
        return arg(text, who, law)
    if reason is InadmissibleReason.DOUBLE_OF_OWN_SIDE:
        text = translate("AuctionModel", "Inadmissible double: %1 doubled their own side's %2 (%3)")
        return arg(text, who, bid, law)
    if reason is InadmissibleReason.DOUBLE_OF_DOUBLED:
        text = translate("AuctionModel", "Inadmissible double: %1 doubled %2, which was already doubled (%3)")
        return arg(text, who, bid, law)
    if reason is InadmissibleReason.REDOUBLE_WITHOUT_DOUBLE:
        text = translate("AuctionModel", "Inadmissible redouble: %1 redoubled when there was no double (%2)")
        return arg(text, who, law)
    if reason is InadmissibleReason.REDOUBLE_OF_OWN_SIDE:
        text = translate("AuctionModel", "Inadmissible redouble: %1 redoubled their own side's double (%2)")
        return arg(text, who, law)
    if reason is InadmissibleReason.REDOUBLE_OF_REDOUBLED:
        text = translate("AuctionModel", "Inadmissible redouble: %1 redoubled %2, which was already redoubled (%3)")
        return arg(text, who, bid, law)
    return arg(translate("AuctionModel", "Call after the auction closed: %1 called %2 (%3)"), who, call, law)


def describe_cancellation(entry: AuctionEntry) -> str:
    """Why a call no longer counts."""
    if entry.withdrawn:
        return translate("AuctionModel", "Withdrawn by the Director")
    return translate("AuctionModel", "Cancelled: the player in turn called over it (Law 28B)")


_Layout = tuple[list[tuple[int, int]], tuple[int, int] | None]


def _row_count(cells: list[tuple[int, int]], nxt: tuple[int, int] | None) -> int:
    last = max((r for r, _ in cells), default=-1)
    return max(last, nxt[0] if nxt is not None else -1) + 1


def auction_layout(auction: Auction) -> _Layout:
    """Cell (row, column) of each call, and of the ``?`` of the player in turn (``None`` once closed)."""
    cells: list[tuple[int, int]] = []
    first = COLUMN_OF[auction.dealer]
    if auction.entries:
        first = min(first, COLUMN_OF[auction.entries[0].seat])
    row, previous = 0, first - 1
    for entry in auction.entries:
        column = COLUMN_OF[entry.seat]
        if column <= previous:
            row += 1
        cells.append((row, column))
        previous = column
    nxt = auction.next_seat
    if nxt is None:
        return cells, None
    column = COLUMN_OF[nxt]
    return cells, (row + 1 if column <= previous else row, column)


class AuctionModel(QAbstractTableModel):
    """A table model of an :class:`Auction`; give it one with :meth:`set_auction`."""

    def __init__(self, auction: Auction | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._auction = auction if auction is not None else Auction(Seat.N)
        self._rows = 0
        self._cells: dict[tuple[int, int], int] = {}  # (row, column) -> entry index
        self._next: tuple[int, int] | None = None
        self._irregular: dict[int, tuple[CallIrregularity, ...]] = {}
        self._cancelled: frozenset[int] = frozenset()
        self._keys: dict[tuple[int, int], object] = {}
        self._store(self._auction)

    @property
    def auction(self) -> Auction:
        return self._auction

    def _store(self, auction: Auction, layout: _Layout | None = None) -> None:
        self._auction = auction
        cells, nxt = layout if layout is not None else auction_layout(auction)
        self._cells = {cell: i for i, cell in enumerate(cells)}
        self._next = nxt
        self._rows = _row_count(cells, nxt)
        irregular: dict[int, list[CallIrregularity]] = {}
        for irr in auction.irregularities():
            irregular.setdefault(irr.index, []).append(irr)
        self._irregular = {i: tuple(v) for i, v in irregular.items()}
        self._cancelled = auction.cancelled_indices()
        keys: dict[tuple[int, int], object] = {
            cell: (auction.entries[i], self._irregular.get(i, ()), i in self._cancelled)
            for cell, i in self._cells.items()
        }
        if nxt is not None:
            keys[nxt] = NEXT_MARK
        self._keys = keys

    def set_auction(self, auction: Auction) -> None:
        """Show ``auction``; only the cells that changed are reported to the views."""
        if auction is self._auction:
            return
        old_rows, old_keys = self._rows, self._keys
        if auction.dealer is not self._auction.dealer:
            self.beginResetModel()
            self._store(auction)
            self.endResetModel()
            return
        layout = auction_layout(auction)
        new_rows = _row_count(*layout)
        if new_rows > old_rows:
            self.beginInsertRows(QModelIndex(), old_rows, new_rows - 1)
            self._store(auction, layout)
            self.endInsertRows()
        elif new_rows < old_rows:
            self.beginRemoveRows(QModelIndex(), new_rows, old_rows - 1)
            self._store(auction, layout)
            self.endRemoveRows()
        else:
            self._store(auction, layout)
        changed = [
            cell
            for cell in set(old_keys) | set(self._keys)
            if cell[0] < min(old_rows, new_rows) and old_keys.get(cell) != self._keys.get(cell)
        ]
        if changed:
            top, bottom = min(r for r, _ in changed), max(r for r, _ in changed)
            left, right = min(c for _, c in changed), max(c for _, c in changed)
            self.dataChanged.emit(self.index(top, left), self.index(bottom, right))

    def retranslate(self) -> None:
        """Texts are made at display time: ask the views to fetch them again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(SEAT_COLUMNS) - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, len(SEAT_COLUMNS) - 1))

    # -- reading -------------------------------------------------------------------------

    def entry_index(self, row: int, column: int) -> int | None:
        """The auction-record position of the call in a cell, if any."""
        return self._cells.get((row, column))

    def cell_of(self, entry_index: int) -> tuple[int, int] | None:
        """The (row, column) of a call of the record."""
        for cell, i in self._cells.items():
            if i == entry_index:
                return cell
        return None

    @property
    def next_cell(self) -> tuple[int, int] | None:
        return self._next

    # -- QAbstractTableModel -------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(SEAT_COLUMNS)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not in_table(self, index):
            return Qt.ItemFlag.NoItemFlags
        if (index.row(), index.column()) in self._cells:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return Qt.ItemFlag.ItemIsEnabled

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < len(SEAT_COLUMNS):
                return None
            seat = SEAT_COLUMNS[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return seat_name(seat)
            if role == AuctionRole.SEAT:
                return seat
            if role == Qt.ItemDataRole.ToolTipRole and seat is self._auction.dealer:
                return arg(translate("AuctionModel", "%1 dealt"), seat_name(seat))
            if role == Qt.ItemDataRole.FontRole and seat is self._auction.dealer:
                font = QFont()
                font.setUnderline(True)
                return font
            return None
        if 0 <= section < self._rows and role == Qt.ItemDataRole.DisplayRole:
            return str(section + 1)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not in_table(self, index):
            return None
        cell = (index.row(), index.column())
        if role == AuctionRole.SEAT:
            return SEAT_COLUMNS[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        i = self._cells.get(cell)
        if i is None:
            return self._next_data(cell, role)
        entry = self._auction.entries[i]
        issues = self._irregular.get(i, ())
        cancelled = i in self._cancelled
        if role == Qt.ItemDataRole.DisplayRole:
            return call_text(entry.call) + (ALERT_MARK if entry.alerted else "")
        if role == Qt.ItemDataRole.AccessibleTextRole:
            text = arg(translate("AuctionModel", "%1: %2"), seat_name(entry.seat), call_text(entry.call))
            return clauses(text, *(describe_call_irregularity(irr) for irr in issues))
        if role == Qt.ItemDataRole.ForegroundRole:
            if cancelled:
                return brush(Role.MUTED)
            return brush(Role.RED_SUIT) if call_is_red(entry.call) else None
        if role == Qt.ItemDataRole.BackgroundRole:
            return brush(Role.IRREGULAR_FILL) if issues else None
        if role == Qt.ItemDataRole.FontRole:
            if not (cancelled or issues):
                return None
            font = QFont()
            font.setStrikeOut(cancelled)
            font.setBold(bool(issues))
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(entry, issues, cancelled) or None
        return self._entry_role(role, i, entry, issues, cancelled)

    def _entry_role(
        self, role: int, i: int, entry: AuctionEntry, issues: tuple[CallIrregularity, ...], cancelled: bool
    ) -> Any:
        if role == AuctionRole.ENTRY:
            return entry
        if role == AuctionRole.CALL:
            return entry.call
        if role == AuctionRole.ENTRY_INDEX:
            return i
        if role == AuctionRole.IRREGULARITY:
            return issues[0] if issues else None
        if role == AuctionRole.IRREGULARITIES:
            return issues
        if role == AuctionRole.CANCELLED:
            return cancelled
        if role == AuctionRole.IS_NEXT:
            return False
        return None

    def _next_data(self, cell: tuple[int, int], role: int) -> Any:
        if cell != self._next:
            return False if role in (AuctionRole.IS_NEXT, AuctionRole.CANCELLED) else None
        if role == Qt.ItemDataRole.DisplayRole:
            return NEXT_MARK
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return arg(translate("AuctionModel", "%1 to call"), seat_name(SEAT_COLUMNS[cell[1]]))
        if role == Qt.ItemDataRole.ForegroundRole:
            return brush(Role.MUTED)
        if role == AuctionRole.IS_NEXT:
            return True
        if role == AuctionRole.CANCELLED:
            return False
        return None

    @staticmethod
    def _tooltip(entry: AuctionEntry, issues: tuple[CallIrregularity, ...], cancelled: bool) -> str:
        lines = [describe_call_irregularity(irr) for irr in issues]
        if entry.alerted:
            if entry.explanation:
                lines.append(arg(translate("AuctionModel", "Alerted: %1"), entry.explanation))
            else:
                lines.append(translate("AuctionModel", "Alerted"))
        if cancelled:
            lines.append(describe_cancellation(entry))
        return "\n".join(lines)


def call_is_red(call: Call) -> bool:
    """A bid in hearts or diamonds (printed red)."""
    return isinstance(call, Bid) and call.strain.suit is not None and call.strain.suit.is_red
