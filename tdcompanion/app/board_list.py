"""The boards of the open files and the new boards: one branch per file, one row per board.

Each row is a :class:`BoardEntry`: the board as its file gave it and, once the board
has been opened, the :class:`BoardDocument` holding what was edited since, with its
own undo history. Choosing another board keeps the edits of the one left; a row whose
board has edits not yet exported is marked with a bullet.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from tdcompanion.models.text import ntranslate

if TYPE_CHECKING:  # the core loads with the first board listed or shown, not at start-up
    from tdcompanion.app.board_files import LoadedBoard
    from tdcompanion.core.board import Board
    from tdcompanion.models.board_document import BoardDocument

MODIFIED_MARK = "\u2022"


class BoardEntry:
    """A board of the list: as loaded (``loaded``) and as edited (``document``, made on first use)."""

    def __init__(self, loaded: LoadedBoard, path: str | None, document: BoardDocument | None = None) -> None:
        self.loaded = loaded
        self.path = path
        self._document = document
        self.watched = False  # the main window follows its edits

    @property
    def document(self) -> BoardDocument:
        if self._document is None:
            from tdcompanion.models.board_document import BoardDocument

            loaded = self.loaded
            self._document = BoardDocument(loaded.board, auction=loaded.auction, play=loaded.play)
        return self._document

    @property
    def is_open(self) -> bool:
        """The board has been shown (so it has a document)."""
        return self._document is not None

    @property
    def is_modified(self) -> bool:
        """Edited since it was loaded or last exported."""
        if self._document is None:
            return False
        try:
            return not self._document.undo_stack.isClean()
        except RuntimeError:  # the stack signals while it is destroyed, after its Python wrapper
            return False

    @property
    def board(self) -> Board:
        """The board as it is now (as loaded until opened)."""
        return self._document.board if self._document is not None else self.loaded.board


class _FileItem(QTreeWidgetItem):
    def __init__(self, parent: QTreeWidget, path: str | None) -> None:
        super().__init__(parent)
        self.path = path  # None: the branch of new boards


class _BoardItem(QTreeWidgetItem):
    # The entry lives on the Python item: boards stored as QVariant item data upset
    # PySide 6.12's reference counting (a crash in "none_dealloc").
    def __init__(self, parent: QTreeWidgetItem, entry: BoardEntry) -> None:
        super().__init__(parent)
        self.entry = entry


class BoardList(QTreeWidget):
    """Lists boards by file; emits :attr:`entry_selected` with the chosen :class:`BoardEntry` (or ``None``)."""

    entry_selected = Signal(object)
    boards_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board-list")
        self.setColumnCount(4)
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.currentItemChanged.connect(self._on_current_changed)
        self.retranslate_ui()

    # -- adding ---------------------------------------------------------------------------

    def add_file(self, path: str, boards: Sequence[LoadedBoard]) -> None:
        """Show ``boards`` under ``path`` (replacing that file's earlier branch) and select the first."""
        for i, existing in enumerate(self._branches()):
            if existing.path == path:
                self.takeTopLevelItem(i)
                break
        branch = _FileItem(self, path)
        branch.setToolTip(0, path)
        branch.setFirstColumnSpanned(True)
        for loaded in boards:
            _BoardItem(branch, BoardEntry(loaded, path))
        branch.setExpanded(True)
        self._fill(branch)
        if branch.childCount():
            self.setCurrentItem(branch.child(0))
        self.fit_columns()
        self.boards_changed.emit()

    def fit_columns(self) -> None:
        for column in range(self.columnCount()):
            self.resizeColumnToContents(column)

    def needed_width(self) -> int:
        """The width that shows every column whole."""
        scroll = self.verticalScrollBar().sizeHint().width() if self.verticalScrollBar().isVisible() else 0
        return self.header().length() + 2 * self.frameWidth() + scroll + 2

    def add_new_board(self, board: Board) -> BoardEntry:
        """Add ``board`` to the branch of new boards (made if needed) and select it."""
        from tdcompanion.app.board_files import LoadedBoard

        return self.add_entry(BoardEntry(LoadedBoard(board), None))

    def add_entry(self, entry: BoardEntry, *, select: bool = True) -> BoardEntry:
        """Add a board made here (not read from a file) to the branch of new boards."""
        branch = next((b for b in self._branches() if b.path is None), None)
        if branch is None:
            branch = _FileItem(self, None)
            branch.setFirstColumnSpanned(True)
        item = _BoardItem(branch, entry)
        branch.setExpanded(True)
        self._fill(branch)
        if select:
            self.setCurrentItem(item)
        self.fit_columns()
        self.boards_changed.emit()
        return entry

    # -- reading --------------------------------------------------------------------------

    def entries(self) -> list[BoardEntry]:
        """Every board listed, in order."""
        return [item.entry for branch in self._branches() for item in self._items(branch)]

    def boards(self) -> list[Board]:
        """Every board listed, as it is now, in order."""
        return [entry.board for entry in self.entries()]

    def files(self) -> list[str]:
        return [branch.path for branch in self._branches() if branch.path is not None]

    def file_entries(self, path: str) -> list[BoardEntry]:
        return [item.entry for branch in self._branches() if branch.path == path for item in self._items(branch)]

    def modified_entries(self) -> list[BoardEntry]:
        return [entry for entry in self.entries() if entry.is_modified]

    def current_entry(self) -> BoardEntry | None:
        item = self.currentItem()
        return item.entry if isinstance(item, _BoardItem) else None

    def current_board(self) -> Board | None:
        entry = self.current_entry()
        return entry.board if entry is not None else None

    def select_board(self, file_index: int, board_index: int) -> None:
        self.setCurrentItem(self.topLevelItem(file_index).child(board_index))

    def select_file(self, path: str) -> None:
        """Select the first board of an open file."""
        for branch in self._branches():
            if branch.path == path and branch.childCount():
                self.setCurrentItem(branch.child(0))

    def refresh_entry(self, entry: BoardEntry) -> None:
        """Show ``entry``'s board as it is now (after an edit, an export)."""
        for item in self._all_items():
            if item.entry is entry:
                self._fill_item(item)

    # -- showing --------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setHeaderLabels([self.tr("Board"), self.tr("Dealer"), self.tr("Vulnerable"), self.tr("Contract")])
        self.headerItem().setToolTip(0, self.tr("%1: edited, not yet exported").replace("%1", MODIFIED_MARK))
        for branch in self._branches():
            self._fill(branch)
        if self.topLevelItemCount():
            self.fit_columns()

    def _fill(self, branch: _FileItem) -> None:
        items = self._items(branch)
        if branch.path is None:
            branch.setText(0, ntranslate("BoardList", "New boards (%n)", "New boards (%n)", len(items)))
        else:
            name = Path(branch.path).name
            branch.setText(0, ntranslate(
                "BoardList", "%1 (%n board)",
                "%1 (%n boards)", len(items),
            ).replace("%1", name))
        for item in items:
            self._fill_item(item)

    def _fill_item(self, item: _BoardItem) -> None:
        from tdcompanion.models import labels  # a row means the core is loaded already

        entry = item.entry
        board = entry.board
        number = "" if board.number is None else str(board.number)
        item.setText(0, f"{number} {MODIFIED_MARK}" if entry.is_modified else number)
        item.setText(1, labels.dealer_name(board.dealer))
        item.setText(2, labels.vulnerability_name(board.vulnerability))
        item.setText(3, _contract(entry))

    def _branches(self) -> list[_FileItem]:
        return [cast(_FileItem, self.topLevelItem(i)) for i in range(self.topLevelItemCount())]

    @staticmethod
    def _items(branch: QTreeWidgetItem) -> list[_BoardItem]:
        return [cast(_BoardItem, branch.child(j)) for j in range(branch.childCount())]

    def _all_items(self) -> Iterator[_BoardItem]:
        for branch in self._branches():
            yield from self._items(branch)

    def _on_current_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        self.entry_selected.emit(current.entry if isinstance(current, _BoardItem) else None)


def _contract(entry: BoardEntry) -> str:
    """The contract as recorded now: from the play or auction once opened, else the file's tags."""
    from tdcompanion.models import labels

    if entry.is_open:
        from tdcompanion.core.contract import Contract, PassedOut

        document = entry.document
        contract = document.play.contract if document.play is not None else document.auction.contract()
        if isinstance(contract, Contract):
            return labels.contract_text(contract.pbn, contract.declarer)
        if isinstance(contract, PassedOut):
            return labels.contract_text("Pass")
        if document.auction.entries:
            return ""
    board = entry.board
    return labels.contract_text(board.contract, board.declarer_seat)
