"""The boards of the open PBN files: one branch per file, one row per board."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem, QWidget

from tdcompanion.core.board import Board
from tdcompanion.models import labels


class _FileItem(QTreeWidgetItem):
    def __init__(self, parent: QTreeWidget, path: str) -> None:
        super().__init__(parent)
        self.path = path


class _BoardItem(QTreeWidgetItem):
    # The board lives on the Python item: boards stored as QVariant item data upset
    # PySide 6.12's reference counting (a crash in "none_dealloc").
    def __init__(self, parent: QTreeWidgetItem, board: Board) -> None:
        super().__init__(parent)
        self.board = board


class BoardList(QTreeWidget):
    """Lists boards by file; emits :attr:`board_selected` with the chosen board (or ``None``)."""

    board_selected = Signal(object)
    boards_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(4)
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.currentItemChanged.connect(self._on_current_changed)
        self.retranslate_ui()

    def add_file(self, path: str, boards: list[Board]) -> None:
        """Show ``boards`` under ``path`` (replacing that file's earlier branch) and select the first."""
        for i, existing in enumerate(self._branches()):
            if existing.path == path:
                self.takeTopLevelItem(i)
                break
        branch = _FileItem(self, path)
        branch.setToolTip(0, path)
        branch.setFirstColumnSpanned(True)
        for board in boards:
            _BoardItem(branch, board)
        branch.setExpanded(True)
        self._fill(branch)
        if branch.childCount():
            self.setCurrentItem(branch.child(0))
        for column in range(self.columnCount()):
            self.resizeColumnToContents(column)
        self.boards_changed.emit()

    def boards(self) -> list[Board]:
        """Every board listed, in order."""
        return [item.board for branch in self._branches() for item in self._items(branch)]

    def files(self) -> list[str]:
        return [branch.path for branch in self._branches()]

    def current_board(self) -> Board | None:
        item = self.currentItem()
        return item.board if isinstance(item, _BoardItem) else None

    def select_board(self, file_index: int, board_index: int) -> None:
        self.setCurrentItem(self.topLevelItem(file_index).child(board_index))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setHeaderLabels([self.tr("Board"), self.tr("Dealer"), self.tr("Vulnerable"), self.tr("Contract")])
        for branch in self._branches():
            self._fill(branch)

    def _fill(self, branch: _FileItem) -> None:
        items = self._items(branch)
        name = Path(branch.path).name
        branch.setText(0, self.tr("%1 (%n board(s))", "", len(items)).replace("%1", name))
        for item in items:
            board = item.board
            item.setText(0, "" if board.number is None else str(board.number))
            item.setText(1, labels.dealer_name(board.dealer))
            item.setText(2, labels.vulnerability_name(board.vulnerability))
            item.setText(3, labels.contract_text(board.contract, board.declarer_seat))

    def _branches(self) -> list[_FileItem]:
        return [cast(_FileItem, self.topLevelItem(i)) for i in range(self.topLevelItemCount())]

    @staticmethod
    def _items(branch: QTreeWidgetItem) -> list[_BoardItem]:
        return [cast(_BoardItem, branch.child(j)) for j in range(branch.childCount())]

    def _on_current_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        self.board_selected.emit(current.board if isinstance(current, _BoardItem) else None)
