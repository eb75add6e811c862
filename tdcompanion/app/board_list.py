"""The boards of the open files and the new boards: one branch per file, one row per board.

Each row is a :class:`BoardEntry`: the board as its file gave it and, once the board
has been opened, the :class:`BoardDocument` holding what was edited since, with its
own undo history. Choosing another board keeps the edits of the one left; a row whose
board has edits not yet exported is marked with a bullet.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QAbstractItemView, QStyle, QTreeWidget, QTreeWidgetItem, QWidget

from tdcompanion.models.text import ntranslate

if TYPE_CHECKING:  # the core loads with the first board listed or shown, not at start-up
    from tdcompanion.app.board_files import LoadedBoard
    from tdcompanion.core.board import Board
    from tdcompanion.core.contract import Contract, PassedOut
    from tdcompanion.models.board_document import BoardDocument

MODIFIED_MARK = "\u2022"
#: Rows measured to fit the columns to their contents.
FIT_ROWS = 200


class BoardEntry:
    """A board of the list: as loaded (``loaded``) and as edited (``document``, made on first use)."""

    def __init__(self, loaded: LoadedBoard, path: str | None, document: BoardDocument | None = None) -> None:
        self.loaded = loaded
        self.path = path
        self._document = document
        self.watched = False  # the main window follows its edits
        #: The contract the auction ends in, when the file's tags give another (or none): found by the
        #: file loader's check (:func:`~tdcompanion.app.board_files.check_board`) before the board is opened.
        self.reached: Contract | PassedOut | None = None

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


class FileBranch(QTreeWidgetItem):
    """The row of a file (or of the new boards), its boards under it."""

    def __init__(self, parent: QTreeWidget, path: str | None) -> None:
        super().__init__(parent)
        self.path = path  # None: the branch of new boards
        self.reading = False  # boards are still being added (the branch is disabled meanwhile)
        self.to_fit: list[QTreeWidgetItem] = []  # rows marked or shown anew since the columns were last fitted


class _BoardItem(QTreeWidgetItem):
    # The entry lives on the Python item: boards stored as QVariant item data upset
    # PySide 6.12's reference counting (a crash in "none_dealloc").
    def __init__(self, entry: BoardEntry) -> None:
        super().__init__()
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
        # Columns fit the first rows (and those shown), not all: a championship has thousands, alike.
        self.header().setResizeContentsPrecision(FIT_ROWS)
        self.currentItemChanged.connect(self._on_current_changed)
        self.retranslate_ui()

    # -- adding ---------------------------------------------------------------------------

    def add_file(self, path: str, boards: Sequence[LoadedBoard]) -> None:
        """Show ``boards`` under ``path`` (replacing that file's earlier branch) and select the first."""
        branch = self.begin_file(path)
        self.extend_file(branch, [BoardEntry(loaded, path) for loaded in boards])
        self.end_file(branch)
        self.select_first(branch)

    def begin_file(self, path: str) -> FileBranch:
        """A branch for ``path``'s boards while they are read: disabled (nothing to choose or edit yet)
        until :meth:`end_file`; an earlier branch of the same file stays until then."""
        branch = FileBranch(self, path)
        branch.reading = True
        branch.setToolTip(0, path)
        branch.setFirstColumnSpanned(True)
        branch.setDisabled(True)
        branch.setExpanded(True)
        self._fill_branch(branch)
        return branch

    def extend_file(self, branch: FileBranch, entries: Sequence[BoardEntry]) -> None:
        """Add ``entries`` under ``branch``: one insertion of rows for them all."""
        items = [_BoardItem(entry) for entry in entries]
        for item in items:
            self._fill_item(item)
        branch.addChildren(items)
        self._fill_branch(branch)

    def end_file(self, branch: FileBranch) -> None:
        """``branch``'s file is read: it replaces the file's earlier branch (:meth:`select_first` shows it)."""
        for i, existing in enumerate(self._branches()):
            if existing is not branch and existing.path == branch.path:
                self.takeTopLevelItem(i)
                break
        branch.reading = False
        branch.setDisabled(False)
        self._fill_branch(branch)
        self.fit_columns()
        self.boards_changed.emit()

    def select_first(self, branch: FileBranch) -> None:
        first = branch.child(0)
        if first is not None:
            self.setCurrentItem(first)

    def drop_file(self, branch: FileBranch) -> None:
        """Take away a branch whose reading stopped (its boards were never choosable)."""
        index = self.indexOfTopLevelItem(branch)
        if index >= 0:
            self.takeTopLevelItem(index)

    def mark_problems(self, branch: FileBranch, problems: Mapping[int, str]) -> None:
        """Mark the boards of ``branch`` at these positions as having sections not read (text: what)."""
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        marked = []
        for index, text in problems.items():
            item = branch.child(index)
            if isinstance(item, _BoardItem):
                if item.icon(0).isNull():
                    marked.append(item)
                item.setIcon(0, icon)
                item.setToolTip(0, text)
        branch.to_fit.extend(marked)  # the icon beside the number: see fit_marked

    def refill(self, branch: FileBranch, positions: Sequence[int]) -> None:
        """Show again the boards of ``branch`` at these positions (their contract found by the check)."""
        items = [item for index in positions if isinstance(item := branch.child(index), _BoardItem)]
        for item in items:
            self._fill_item(item)
        branch.to_fit.extend(items)  # see fit_marked

    def select_entry(self, entry: BoardEntry) -> None:
        for item in self._all_items():
            if item.entry is entry:
                self.setCurrentItem(item)
                return

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
            branch = FileBranch(self, None)
            branch.setFirstColumnSpanned(True)
        item = _BoardItem(entry)
        branch.addChild(item)
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

    def branches(self) -> list[FileBranch]:
        """The files' branches (and the new boards' one), in order."""
        return self._branches()

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
            if branch.path == path and branch.childCount() and not branch.reading:
                self.setCurrentItem(branch.child(0))

    def refresh_entry(self, entry: BoardEntry) -> None:
        """Show ``entry``'s board as it is now (after an edit, an export)."""
        for item in self._all_items():
            if item.entry is entry:
                self._fill_item(item)
                if self._widen_for(item):
                    self.boards_changed.emit()  # the window gives the list room for its wider column

    def fit_marked(self, branch: FileBranch) -> None:
        """Widen the columns for the rows of ``branch`` marked or shown anew (:meth:`mark_problems`,
        :meth:`refill`), so that their number and contract stay whole (issue 21): once the file's check is
        done, and measuring only the row that needs the most room (a measure lays the whole list out
        again, which held the window when done at each report of the check)."""
        items = [item for item in branch.to_fit if isinstance(item, _BoardItem)]
        branch.to_fit = []
        if not items:
            return
        widest = max(items, key=lambda item: (len(item.text(0)), len(item.text(3))))
        if self._widen_for(widest):
            self.boards_changed.emit()

    def _widen_for(self, item: _BoardItem) -> bool:
        """Widen the columns whose new text ``item`` no longer shows whole (the mark of an edit, a
        contract): fitting a column to all its rows is a pass over them, so only when needed. True if
        a column was widened."""
        widened = False
        for column in range(self.columnCount()):
            index = self.indexFromItem(item, column)
            if self.sizeHintForIndex(index).width() > self.visualRect(index).width():
                self.resizeColumnToContents(column)
                widened = True
        return widened

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

    def _fill(self, branch: FileBranch) -> None:
        self._fill_branch(branch)
        for item in self._items(branch):
            self._fill_item(item)

    def _fill_branch(self, branch: FileBranch) -> None:
        count = branch.childCount()
        if branch.path is None:
            branch.setText(0, ntranslate("BoardList", "New boards (%n)", "New boards (%n)", count))
            return
        name = Path(branch.path).name
        if branch.reading:
            text = ntranslate("BoardList", "%1 (reading: %n board)", "%1 (reading: %n boards)", count)
        else:
            text = ntranslate("BoardList", "%1 (%n board)", "%1 (%n boards)", count)
        branch.setText(0, text.replace("%1", name))

    def _fill_item(self, item: _BoardItem) -> None:
        from tdcompanion.models import labels  # a row means the core is loaded already

        entry = item.entry
        board = entry.board
        number = "" if board.number is None else str(board.number)
        item.setText(0, f"{number} {MODIFIED_MARK}" if entry.is_modified else number)
        item.setText(1, labels.dealer_name(board.dealer))
        item.setText(2, labels.vulnerability_name(board.vulnerability))
        item.setText(3, _contract(entry))

    def _branches(self) -> list[FileBranch]:
        return [cast(FileBranch, self.topLevelItem(i)) for i in range(self.topLevelItemCount())]

    @staticmethod
    def _items(branch: QTreeWidgetItem) -> list[_BoardItem]:
        return [cast(_BoardItem, branch.child(j)) for j in range(branch.childCount())]

    def _all_items(self) -> Iterator[_BoardItem]:
        for branch in self._branches():
            yield from self._items(branch)

    def _on_current_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        self.entry_selected.emit(current.entry if isinstance(current, _BoardItem) else None)


def _contract(entry: BoardEntry) -> str:
    """The contract as recorded now, as the header and the Play tab show it: from the play or auction
    once opened; before, the auction's when the file's check found it (the tags say otherwise), else
    the file's tags (which agree with an auction that ends, when the file has one)."""
    from tdcompanion.models import labels

    contract: Contract | PassedOut | None = entry.reached
    if entry.is_open:
        document = entry.document
        contract = document.play.contract if document.play is not None else document.auction.contract()
        if contract is None and document.auction.entries:
            return ""
    if contract is not None:
        from tdcompanion.core.contract import Contract, PassedOut

        if isinstance(contract, Contract):
            return labels.contract_text(contract.pbn, contract.declarer)
        if isinstance(contract, PassedOut):
            return labels.contract_text("Pass")
    board = entry.board
    return labels.contract_text(board.contract, board.declarer_seat)
