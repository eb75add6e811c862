"""The auction view: the calls as on a traveller, a bidding box, and what is irregular.

The view keeps the :class:`Auction` it shows and applies what the bidding box records:
each edit gives a new auction, announced by ``auction_changed`` (for a document's undo
stack); :meth:`AuctionView.set_auction` shows one from outside (after an undo, a new board).
Below the grid a line says who is to call or the final contract (Law 22), and each
irregularity is described in words with its law (Laws 27-39).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.contract import Contract
from tdcompanion.core.seats import Seat
from tdcompanion.models.auction_model import (
    AuctionModel,
    AuctionRole,
    describe_call_irregularity,
    describe_cancellation,
)
from tdcompanion.models.colours import Role
from tdcompanion.models.labels import contract_text, seat_name
from tdcompanion.models.text import arg
from tdcompanion.widgets.bidding_box import BiddingBox
from tdcompanion.widgets.palette_follow import colour_item, follow_item_colours
from tdcompanion.widgets.retranslating import FontSized, Retranslating


class AuctionView(FontSized, Retranslating, QWidget):
    """Auction grid, bidding box and the irregularities found.

    Signals: ``call_entered(AuctionEntry)`` for each call recorded, ``auction_changed(Auction)``
    after every edit made here (a call, undo of the last call, withdrawing or restoring a call).
    """

    call_entered = Signal(object)
    auction_changed = Signal(object)

    def __init__(self, auction: Auction | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._auction = auction if auction is not None else Auction(Seat.N)
        self._shown_once = False
        self.model = AuctionModel(self._auction, self)
        self.title = QLabel(self)
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.table = self._make_table()
        self.status = QLabel(self)
        self.status.setObjectName("auction-status")
        self.status.setWordWrap(True)
        self.irregularities_label = QLabel(self)
        # A list, not a label: it scrolls when the sentences need more room than there is.
        self.irregularities = QListWidget(self)
        follow_item_colours(self.irregularities)
        self.irregularities.setObjectName("auction-irregularities")
        self.irregularities.setWordWrap(True)
        self.irregularities.setAlternatingRowColors(True)
        self.irregularities_label.setBuddy(self.irregularities)
        self.irregularities.itemActivated.connect(self._on_irregularity_activated)
        self._listed: list[tuple[str, int]] | None = None
        self.box = BiddingBox(self)

        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(self.table, 3)
        left.addWidget(self.status)
        left.addWidget(self.irregularities_label)
        left.addWidget(self.irregularities, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.box, 2)
        self.setTabOrder(self.box.undo, self.table)

        self.box.call_entered.connect(self._on_call)
        self.box.undo_requested.connect(self.undo_last_call)
        self.table.selectionModel().currentChanged.connect(self._on_current_changed)
        self.fit_to_font()
        self.retranslate_ui()
        self.set_auction(self._auction)

    def _make_table(self) -> QTableView:
        table = QTableView(self)
        table.setObjectName("auction-table")
        table.setModel(self.model)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.withdraw_action = QAction(self)
        self.withdraw_action.setShortcut(Qt.Key.Key_Delete)
        self.withdraw_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.withdraw_action.triggered.connect(self._toggle_withdrawn)
        table.addAction(self.withdraw_action)
        return table

    @property
    def auction(self) -> Auction:
        return self._auction

    def set_auction(self, auction: Auction) -> None:
        """Show ``auction`` (no signal: this is how the view is told of changes made elsewhere)."""
        if auction == self._auction and self._shown_once:
            return
        self._shown_once = True
        self._auction = auction
        self.model.set_auction(auction)
        self.box.set_auction(auction)
        self._show_texts()
        cell = self.model.next_cell
        if cell is not None:
            self.table.scrollTo(self.model.index(*cell))

    def _edit(self, auction: Auction) -> None:
        self.set_auction(auction)
        self.auction_changed.emit(auction)

    def _on_call(self, entry: AuctionEntry) -> None:
        self._edit(self._auction.add(entry.call, entry.seat, alerted=entry.alerted, explanation=entry.explanation))
        self.call_entered.emit(entry)

    def undo_last_call(self) -> None:
        if len(self._auction):
            self._edit(self._auction.upto(len(self._auction) - 1))

    def _selected_entry(self) -> int | None:
        index = self.table.currentIndex()
        value = index.data(AuctionRole.ENTRY_INDEX) if index.isValid() else None
        return value if isinstance(value, int) else None

    def _toggle_withdrawn(self) -> None:
        """The Director cancels a call (e.g. Laws 29B, 30-32, 36), or restores it."""
        i = self._selected_entry()
        if i is not None:
            self._edit(self._auction.withdraw(i, not self._auction.entries[i].withdrawn))

    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._update_withdraw_action()

    def _update_withdraw_action(self) -> None:
        i = self._selected_entry()
        withdrawn = i is not None and self._auction.entries[i].withdrawn
        self.withdraw_action.setEnabled(i is not None)
        if withdrawn:
            self.withdraw_action.setText(self.tr("Restore the call"))
        else:
            self.withdraw_action.setText(self.tr("Withdraw the call (Director)"))

    # -- texts ---------------------------------------------------------------------------

    def status_text(self) -> str:
        """Who is to call, or how the auction ended."""
        auction = self._auction
        if not auction.is_complete:
            nxt = auction.next_seat
            return arg(self.tr("%1 to call"), seat_name(nxt)) if nxt is not None else ""
        contract = auction.contract()
        if isinstance(contract, Contract):
            return arg(
                self.tr("Final contract: %1 by %2"),
                contract_text(contract.pbn),
                seat_name(contract.declarer),
            )
        return self.tr("Passed out")

    def irregularity_texts(self) -> list[str]:
        """Each irregularity in words; a call that no longer counts says so."""
        auction = self._auction
        cancelled = auction.cancelled_indices()
        texts = []
        for irr in auction.irregularities():
            text = describe_call_irregularity(irr)
            if irr.index in cancelled:
                text = f"{text} \u2014 {describe_cancellation(auction.entries[irr.index])}"
            texts.append(text)
        return texts

    def _show_texts(self) -> None:
        self.title.setText(arg(self.tr("Auction \u2014 dealer: %1"), seat_name(self._auction.dealer)))
        self.status.setText(self.status_text())
        rows = list(zip(self.irregularity_texts(), (irr.index for irr in self._auction.irregularities()), strict=True))
        if rows != self._listed:
            self._listed = rows
            self.irregularities.clear()
            for text, index in rows:
                item = QListWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, index)
                colour_item(item, Role.WARNING)
                self.irregularities.addItem(item)
            if not rows:
                item = QListWidgetItem(self.tr("No irregularities."))
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                self.irregularities.addItem(item)
        self._update_withdraw_action()

    def _on_irregularity_activated(self, item: QListWidgetItem) -> None:
        """Point at the call the sentence is about."""
        index = item.data(Qt.ItemDataRole.UserRole)
        cell = self.model.cell_of(index) if isinstance(index, int) else None
        if cell is not None:
            self.table.setCurrentIndex(self.model.index(*cell))

    def _fit_table(self) -> None:
        """Four columns wide enough for the longest seat name in the current language."""
        header = self.table.horizontalHeader()
        column = max(header.sectionSizeHint(i) for i in range(self.model.columnCount()))
        vertical = self.table.verticalHeader().sizeHint().width()
        self.table.setMinimumWidth(4 * column + vertical + 2 * self.table.frameWidth() + 4)

    def fit_to_font(self) -> None:
        """Rows, and the least heights of the auction and of its list of irregularities, in the font as it is."""
        line = self.fontMetrics().height()
        self.irregularities.setMinimumHeight(4 * (line + 4))
        self.table.verticalHeader().setDefaultSectionSize(line + 8)
        self.table.setMinimumHeight(7 * (line + 8))

    def retranslate_ui(self) -> None:
        self.irregularities_label.setText(self.tr("Irregularities:"))
        self._listed = None
        self.table.setToolTip(
            self.tr("Calls in order, each in its caller's column. Shaded: irregular. Struck through: cancelled.")
        )
        self.table.setAccessibleName(self.tr("Auction"))
        self.model.retranslate()
        self._fit_table()
        self._show_texts()
