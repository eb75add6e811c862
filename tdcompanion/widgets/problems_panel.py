"""The problems of the open files, one row each, beside the board list: the sections that could not be
read, and the Contract and Declarer tags that contradict the auction (issue 21).

Each row says the board, the section (or the tag), the line and what was wrong, in the interface's language
(the application makes the texts); typing in the filter keeps the rows holding that text (case and
accents aside), and **This board only** keeps the rows of the board shown. Choosing a row emits
:attr:`ProblemsPanel.chosen` with that row's board, for the window to show it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.folding import fold, matches
from tdcompanion.models.text import ntranslate


@dataclass(frozen=True)
class ProblemRow:
    """One problem as shown: ``group`` (its file's branch), ``board`` (its board), ``position`` (the
    board's place in its file) and ``source`` (the problem) are the caller's; the texts are already in
    the interface's language (the caller words them again on :attr:`ProblemsPanel.retranslated`)."""

    group: object
    board: object
    position: int
    source: object
    number: str
    section: str
    line: str
    text: str
    details: str  # the whole sentence, for the tooltip


class _Item(QTreeWidgetItem):
    def __init__(self, row: ProblemRow) -> None:
        super().__init__([row.number, row.section, row.line, row.text])
        self.row = row
        self.folded = fold(" ".join((row.number, row.section, row.line, row.text, row.details)))
        for column in range(4):
            self.setToolTip(column, row.details)


class ProblemsPanel(QWidget):
    """Lists :class:`ProblemRow` s; filterable by text and to the board shown."""

    chosen = Signal(object)  # the board of the row chosen
    count_changed = Signal(int)  # rows listed (shown or filtered out)
    retranslated = Signal()  # the language changed: the rows' texts are to be worded again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("problems-panel")
        self._current: object = None
        self.title = QLabel(self)
        self.filter_edit = QLineEdit(self)
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._apply_filter)
        self.this_board = QCheckBox(self)
        self.this_board.toggled.connect(self._apply_filter)
        self.tree = QTreeWidget(self)
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.itemActivated.connect(self._choose)
        self.tree.itemClicked.connect(self._choose)
        filters = QHBoxLayout()
        filters.setContentsMargins(0, 0, 0, 0)
        filters.addWidget(self.filter_edit, 1)
        filters.addWidget(self.this_board)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(filters)
        layout.addWidget(self.tree, 1)
        self.retranslate_ui()

    # -- rows ---------------------------------------------------------------------------------------

    def add_rows(self, rows: Iterable[ProblemRow]) -> None:
        items = [_Item(row) for row in rows]
        for item in items:
            item.setHidden(not self._accepts(item))
        self.tree.addTopLevelItems(items)
        self._fit_columns()
        self._counted()

    def remove_group(self, group: object) -> None:
        """Take away the rows of ``group`` (a file closed, read again, or not read after all)."""
        for i in reversed(range(self.tree.topLevelItemCount())):
            item = self.tree.topLevelItem(i)
            if isinstance(item, _Item) and item.row.group is group:
                self.tree.takeTopLevelItem(i)
        self._counted()

    def clear_rows(self) -> None:
        self.tree.clear()
        self._counted()

    def rows(self) -> list[ProblemRow]:
        return [item.row for item in self._items()]

    def shown_rows(self) -> list[ProblemRow]:
        """The rows the filters let through."""
        return [item.row for item in self._items() if not item.isHidden()]

    def set_current(self, board: object) -> None:
        """The board shown (for **This board only**)."""
        self._current = board
        if self.this_board.isChecked():
            self._apply_filter()

    # -- showing ------------------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.filter_edit.setPlaceholderText(self.tr("Filter"))
        self.this_board.setText(self.tr("This board only"))
        self.tree.setHeaderLabels([self.tr("Board"), self.tr("Section"), self.tr("Line"), self.tr("Problem")])
        self._counted()
        self.retranslated.emit()
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Board, section and line as wide as their texts: the problem, last, takes the rest of a narrow panel."""
        for column in range(3):
            self.tree.resizeColumnToContents(column)

    def _counted(self) -> None:
        count = self.tree.topLevelItemCount()
        title = ntranslate("ProblemsPanel", "Problems in the files (%n)", "Problems in the files (%n)", count)
        self.title.setText(title)
        self.count_changed.emit(count)

    def _items(self) -> list[_Item]:
        tree = self.tree
        return [item for i in range(tree.topLevelItemCount()) if isinstance(item := tree.topLevelItem(i), _Item)]

    def _accepts(self, item: _Item) -> bool:
        if self.this_board.isChecked() and item.row.board is not self._current:
            return False
        return matches(self.filter_edit.text(), item.folded)

    def _apply_filter(self) -> None:
        for item in self._items():
            item.setHidden(not self._accepts(item))

    def _choose(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        if isinstance(item, _Item):
            self.chosen.emit(item.row.board)
