"""The incidents folder as a list to search, filter, sort and act on (:class:`IncidentBrowser`).

It holds no file logic: each action emits the selected files' paths (``list[Path]``) and the
application does the work, then gives the folder's index back with :meth:`IncidentBrowser.set_index`
(and :meth:`IncidentBrowser.set_trash_index` for the trash); :meth:`IncidentBrowser.set_entries`
lists entries given as a list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelection, QItemSelectionModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QStackedWidget,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.models.colours import Role
from tdcompanion.models.incident_labels import status_name
from tdcompanion.models.incident_list_model import (
    BOARD,
    DATE,
    IRREGULARITY,
    LAWS,
    PLAYERS,
    SESSION,
    STATUS,
    TABLE,
    IncidentFilterProxy,
    IncidentListModel,
    kind_name,
    laws_text,
    problem_text,
)
from tdcompanion.models.text import arg, ntranslate
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.index_db import IndexDB
from tdcompanion.widgets.palette_follow import styled, text_style
from tdcompanion.widgets.retranslating import Retranslating

MAX_SESSION_WIDTH = 200  # pixels; longer session names are elided (the tooltip has them)
#: Pixels at most for the irregularities' and the laws' columns: more are elided (the tooltip has them).
MAX_KINDS_WIDTH = 200
MAX_LAWS_WIDTH = 150


def _shortcut(action: QAction, keys: Sequence[str | QKeySequence.StandardKey], context: Qt.ShortcutContext) -> None:
    sequences: list[QKeySequence] = []
    for key in keys:
        sequences += QKeySequence.listFromString(key) if isinstance(key, str) else QKeySequence.keyBindings(key)[:1]
    action.setShortcuts(sequences)
    action.setShortcutContext(context)


class IncidentBrowser(Retranslating, QWidget):
    """Search field, status and session filters, the table, a count, and the actions on the selection."""

    open_requested = Signal(list)
    duplicate_requested = Signal(list)
    delete_requested = Signal(list)
    export_requested = Signal(list)
    restore_requested = Signal(list)
    open_folder_requested = Signal(list)
    resolve_requested = Signal(object, list)  # a file's path, the paths of its conflict copies

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("incident-browser")
        self.model = IncidentListModel(parent=self)
        self.trash_model = IncidentListModel(parent=self, group_copies=False)
        self.proxy = IncidentFilterProxy(self)
        self.proxy.setSourceModel(self.model)

        self._make_filters()
        self._make_table()
        self.reason_label = QLabel(self)
        self.reason_label.setObjectName("incident-unreadable-reason")
        self.reason_label.setWordWrap(True)
        styled(self.reason_label, lambda: text_style(Role.ERROR))
        self.reason_label.hide()
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("incident-empty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)  # the table, or in its place why there is nothing to list
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.empty_label)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("incident-count")

        self._make_actions()
        self._lay_out()
        self.search.textChanged.connect(self.proxy.set_search)
        self.status_combo.currentIndexChanged.connect(self._status_chosen)
        self.session_combo.currentIndexChanged.connect(self._session_chosen)
        self.table.activated.connect(self._activated)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.table.selectionModel().currentChanged.connect(self._selection_changed)
        proxy = self.proxy
        for signal in (proxy.modelReset, proxy.layoutChanged, proxy.rowsInserted, proxy.rowsRemoved):
            signal.connect(self._rows_changed)
        self.retranslate_ui()
        self._rows_changed()

    # -- construction ------------------------------------------------------------------------------

    def _make_filters(self) -> None:
        self.search_label = QLabel(self)
        self.search = QLineEdit(self)
        self.search.setObjectName("incident-search")
        self.search.setClearButtonEnabled(True)
        self.search.installEventFilter(self)
        self.search_label.setBuddy(self.search)
        self.status_label = QLabel(self)
        self.status_combo = QComboBox(self)
        self.status_combo.setObjectName("incident-status-filter")
        # Sized again whenever its texts change: a language switched at run time makes them longer.
        self.status_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.status_label.setBuddy(self.status_combo)
        self.session_label = QLabel(self)
        self.session_combo = QComboBox(self)
        self.session_combo.setObjectName("incident-session-filter")
        self.session_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.session_label.setBuddy(self.session_combo)

    def _make_table(self) -> None:
        self.table = QTableView(self)
        self.table.setObjectName("incident-table")
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        # The irregularities and the players read from the left; an unreadable file's name is in its tooltip.
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        rows = self.table.verticalHeader()
        rows.hide()
        # Rows of one height: nothing is measured per row, whatever the number of incidents.
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        header.setSortIndicatorClearable(False)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(DATE, Qt.SortOrder.DescendingOrder)  # the newest first

    def _action(self, name: str, slot: Callable[[], object], keys: Sequence[str | QKeySequence.StandardKey],
                owner: QWidget | None = None) -> QAction:  # fmt: skip
        """An action whose shortcuts work while ``owner`` (the table: keys the search field needs too),
        else anything in the browser, has the focus."""
        action = QAction(self)
        action.setObjectName(name)
        action.triggered.connect(slot)
        context = Qt.ShortcutContext.WidgetShortcut if owner else Qt.ShortcutContext.WidgetWithChildrenShortcut
        _shortcut(action, keys, context)
        (owner or self).addAction(action)
        return action

    def _make_actions(self) -> None:
        table = self.table
        self.open_action = self._action("open-incident", self._open, ["Return", "Enter"], table)
        self.duplicate_action = self._action("duplicate-incident", self._duplicate, ["Ctrl+D"])
        self.delete_action = self._action("delete-incident", self._delete, [QKeySequence.StandardKey.Delete], table)
        self.export_action = self._action("export-incidents", self._export, ["Ctrl+Shift+E"])
        self.show_trash_action = self._action("show-trash", lambda: None, ["Ctrl+Shift+T"])
        self.show_trash_action.setCheckable(True)
        self.show_trash_action.toggled.connect(self.show_trash)
        self.restore_action = self._action("restore-incidents", self._restore, ["Ctrl+Shift+R"])
        self.open_folder_action = self._action("open-incidents-folder", self._open_folder, ["Ctrl+Shift+O"])
        self.find_action = self._action("find-incident", self._focus_search, [QKeySequence.StandardKey.Find])
        self.resolve_action = self._action("resolve-conflict", self._resolve, ["Ctrl+Shift+K"])
        self.buttons: dict[QAction, QToolButton] = {}
        for action in self.item_actions() + self.folder_actions():
            button = QToolButton(self)
            button.setObjectName(f"{action.objectName()}-button")
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.buttons[action] = button

    def item_actions(self) -> list[QAction]:
        """The actions on the selected incidents."""
        return [self.open_action, self.duplicate_action, self.delete_action, self.export_action, self.resolve_action]

    def folder_actions(self) -> list[QAction]:
        """The actions on the folder and the trash."""
        return [self.show_trash_action, self.restore_action, self.open_folder_action]

    def _lay_out(self) -> None:
        filters = QHBoxLayout()
        filters.addWidget(self.search_label)
        filters.addWidget(self.search, 1)
        filters.addSpacing(12)
        filters.addWidget(self.status_label)
        filters.addWidget(self.status_combo)
        filters.addSpacing(12)
        filters.addWidget(self.session_label)
        filters.addWidget(self.session_combo)
        actions = QHBoxLayout()
        actions.addWidget(self.count_label)
        actions.addStretch(1)
        for action in self.item_actions():
            actions.addWidget(self.buttons[action])
        actions.addSpacing(24)
        for action in self.folder_actions():
            actions.addWidget(self.buttons[action])
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.reason_label)
        layout.addLayout(actions)

    # -- language ----------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.search_label.setText(self.tr("&Search:"))
        self.search.setPlaceholderText(self.tr("Player, event, board, law, words of the statements…"))
        self.search.setToolTip(
            self.tr("Incidents holding every word typed; accents and case do not matter. Esc clears.")
        )
        self.status_label.setText(self.tr("S&tatus:"))
        self.session_label.setText(self.tr("Se&ssion:"))
        texts = {
            self.open_action: (self.tr("Open"), self.tr("Open the selected incidents")),
            self.duplicate_action: (
                self.tr("Duplicate"), self.tr("Make a copy of the selected incidents, to record a similar case")
            ),
            self.delete_action: (
                self.tr("Delete…"), self.tr("Move the selected incidents to the trash (they can be restored)")
            ),
            self.export_action: (self.tr("Export…"), self.tr("Save copies of the selected incidents elsewhere")),
            self.show_trash_action: (
                self.tr("Show trash"), self.tr("List the deleted incidents instead, to restore them")
            ),
            self.restore_action: (
                self.tr("Restore"), self.tr("Put the selected incidents back in the incidents folder")
            ),
            self.open_folder_action: (
                self.tr("Open incidents folder"), self.tr("Show the incidents folder in the file manager")
            ),
            self.find_action: (self.tr("Search"), self.tr("Go to the search field")),
            self.resolve_action: (
                self.tr("Conflict…"),
                self.tr("Compare the selected incident with the other version a sync engine kept, and keep one"),
            ),
        }  # fmt: skip
        for action, (text, tip) in texts.items():
            action.setText(text)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(arg(self.tr("%1 (%2)", "tooltip and its shortcut"), tip, keys) if keys else tip)
        self._fill_status_combo()
        self._fill_session_combo()
        self.model.retranslate()
        self.trash_model.retranslate()
        self._size_columns()
        self._rows_changed()

    def _fill_status_combo(self) -> None:
        current = self.status_combo.currentData()
        self.status_combo.blockSignals(True)
        self.status_combo.clear()
        self.status_combo.addItem(self.tr("All statuses"), None)
        for status in IncidentStatus:
            self.status_combo.addItem(status_name(status), status)
        self.status_combo.setCurrentIndex(max(self.status_combo.findData(current), 0) if current is not None else 0)
        self.status_combo.blockSignals(False)

    def _fill_session_combo(self) -> None:
        current = self.session_combo.currentData()
        self.session_combo.blockSignals(True)
        self.session_combo.clear()
        self.session_combo.addItem(self.tr("All sessions"), None)
        for session in self.proxy.list_model().sessions():
            self.session_combo.addItem(session, session)
        index = self.session_combo.findData(current) if current is not None else 0
        self.session_combo.setCurrentIndex(max(index, 0))
        self.session_combo.blockSignals(False)
        self.proxy.set_session_filter(self.session_combo.currentData())

    def _size_columns(self) -> None:
        """Each column wide enough for its title (with the sort arrow) and its usual contents, up to a
        limit; the players take the room left."""
        header = self.table.horizontalHeader()
        cells, titles = self.table.fontMetrics(), header.fontMetrics()
        arrow = 2 * titles.height()  # the sort indicator and its margins
        samples: dict[int, tuple[list[str], int]] = {
            DATE: (["2026-12-31"], MAX_SESSION_WIDTH),
            SESSION: (self.proxy.list_model().sessions()[:50], MAX_SESSION_WIDTH),
            BOARD: (["36"], MAX_SESSION_WIDTH),
            TABLE: (["36"], MAX_SESSION_WIDTH),
            IRREGULARITY: ([kind_name(k.value) for k in IrregularityKind], MAX_KINDS_WIDTH),
            LAWS: ([laws_text(IncidentEntry(Path(), 0, 0, laws=("64A1", "64B2")))], MAX_LAWS_WIDTH),
            STATUS: ([status_name(s) for s in IncidentStatus], MAX_SESSION_WIDTH),
        }
        for column, (texts, most) in samples.items():
            title = str(self.proxy.headerData(column, Qt.Orientation.Horizontal))
            content = max((cells.horizontalAdvance(t) for t in texts), default=0) + 16
            width = max(titles.horizontalAdvance(title) + arrow, min(content, most))
            header.resizeSection(column, width)

    # -- contents ----------------------------------------------------------------------------------

    def set_index(self, index: IndexDB) -> None:
        """List the incidents folder from its index (only the rows shown are read); the selection is
        kept for the files still listed. Nothing is done if the index has not changed since."""
        self._relist(self.model, index)

    def set_trash_index(self, index: IndexDB) -> None:
        """List the trash from its index (shown while *Show trash* is on)."""
        self._relist(self.trash_model, index)

    def set_entries(self, entries: Sequence[IncidentEntry]) -> None:
        """List ``entries`` as the incidents folder."""
        self._relist(self.model, IndexDB.of_entries(entries))

    def set_trash_entries(self, entries: Sequence[IncidentEntry]) -> None:
        """List ``entries`` as the trash."""
        self._relist(self.trash_model, IndexDB.of_entries(entries))

    def _relist(self, model: IncidentListModel, index: IndexDB) -> None:
        if index is model.index_db() and index.generation == model.generation():
            return
        shown = model is self.proxy.list_model()
        selected = self.selected_paths() if shown else []
        sessions = model.sessions()
        model.set_index(index)
        if shown:
            if model.sessions() != sessions:
                self._fill_session_combo()
                self._size_columns()
            self.select_paths(selected)
        self._rows_changed()

    def showing_trash(self) -> bool:
        return self.proxy.list_model() is self.trash_model

    def show_trash(self, on: bool) -> None:
        """List the trash instead of the incidents folder (or back)."""
        if on == self.showing_trash():
            return
        self.show_trash_action.setChecked(on)
        self.proxy.setSourceModel(self.trash_model if on else self.model)
        header = self.table.horizontalHeader()
        self.proxy.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self._fill_session_combo()
        self._size_columns()
        self._rows_changed()

    def selected_paths(self) -> list[Path]:
        """The selected files, in the order shown."""
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [self._entry_at(row).path for row in rows]

    def select_paths(self, paths: Sequence[Path]) -> None:
        """Select the rows of ``paths`` that are shown (the first becomes current)."""
        model = self.proxy.list_model()
        selection = QItemSelection()
        first: QModelIndex | None = None
        for path in paths:
            row = model.row_of(path)
            index = self.proxy.mapFromSource(model.index(row, 0)) if row >= 0 else QModelIndex()
            if index.isValid():
                selection.select(index, index)
                first = first or index
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        selection_model = self.table.selectionModel()
        selection_model.select(selection, flags)
        if first is not None:
            selection_model.setCurrentIndex(first, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _entry_at(self, proxy_row: int) -> IncidentEntry:
        source = self.proxy.mapToSource(self.proxy.index(proxy_row, 0))
        return self.proxy.list_model().entry(source.row())

    def _selected_entries(self) -> list[IncidentEntry]:
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [self._entry_at(row) for row in rows]

    # -- state -------------------------------------------------------------------------------------

    def _rows_changed(self, *_args: object) -> None:
        # Lay the rows out now, not on the view's timer after the repaint: else the new scroll range
        # repaints the table a second time (one repaint is most of a keystroke's time).
        self.table.executeDelayedItemsLayout()
        self._update_count()
        self._selection_changed()

    def _update_count(self) -> None:
        total, shown = self.proxy.list_model().total(), self.proxy.rowCount()
        trash = self.showing_trash()
        if self.proxy.is_filtered():
            template = (
                ntranslate(
                    "IncidentBrowser", "%1 of %n incident in the trash",
                    "%1 of %n incidents in the trash", total,
                )
                if trash
                else ntranslate("IncidentBrowser", "%1 of %n incident", "%1 of %n incidents", total)
            )
            self.count_label.setText(arg(template, shown))
        else:
            self.count_label.setText(
                ntranslate(
                    "IncidentBrowser", "%n incident in the trash",
                    "%n incidents in the trash", total,
                ) if trash else ntranslate("IncidentBrowser", "%n incident", "%n incidents", total)
            )
        if total == 0:
            empty = (
                self.tr("The trash is empty.")
                if trash
                else self.tr("No incidents yet: after a ruling, save it as an incident from the File menu.")
            )
        elif shown == 0:
            empty = self.tr("No incident matches the search and the filters.")
        else:
            empty = ""
        self.empty_label.setText(empty)
        self.stack.setCurrentWidget(self.empty_label if empty else self.table)

    def _selection_changed(self, *_args: object) -> None:
        entries = self._selected_entries()
        trash = self.showing_trash()
        readable = bool(entries) and all(e.readable for e in entries)
        self.open_action.setEnabled(readable and not trash)
        self.duplicate_action.setEnabled(readable and not trash)
        self.export_action.setEnabled(readable and not trash)
        self.delete_action.setEnabled(bool(entries) and not trash)
        self.restore_action.setEnabled(bool(entries) and trash)
        self.resolve_action.setEnabled(len(entries) == 1 and not trash and self.model.conflicts_of(entries[0].path) > 0)
        self._show_reason(entries)

    def _show_reason(self, entries: list[IncidentEntry]) -> None:
        """Why the current (else the first selected) unreadable file cannot be opened."""
        current = self.table.currentIndex()
        candidates = [self._entry_at(current.row())] if current.isValid() else []
        unreadable = [e for e in candidates + entries if not e.readable and e in entries]
        if not unreadable:
            self.reason_label.hide()
            return
        entry = unreadable[0]
        self.reason_label.setText(
            arg(self.tr("%1 cannot be opened: %2. The file is left as it is."), entry.name, problem_text(entry))
        )
        self.reason_label.setToolTip(entry.error or "")
        self.reason_label.show()

    # -- user actions ------------------------------------------------------------------------------

    def _status_chosen(self) -> None:
        self.proxy.set_status_filter(self.status_combo.currentData())

    def _session_chosen(self) -> None:
        self.proxy.set_session_filter(self.session_combo.currentData())

    def _focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def _activated(self, _index: QModelIndex) -> None:
        if self.open_action.isEnabled():
            self.open_action.trigger()

    def _open(self) -> None:
        if self.open_action.isEnabled():
            self.open_requested.emit(self.selected_paths())

    def _duplicate(self) -> None:
        if self.duplicate_action.isEnabled():
            self.duplicate_requested.emit(self.selected_paths())

    def _export(self) -> None:
        if self.export_action.isEnabled():
            self.export_requested.emit(self.selected_paths())

    def _restore(self) -> None:
        if self.restore_action.isEnabled():
            self.restore_requested.emit(self.selected_paths())

    def _resolve(self) -> None:
        if self.resolve_action.isEnabled():
            (path,) = self.selected_paths()
            self.resolve_requested.emit(path, [e.path for e in self.model.conflict_copies().get(path, [])])

    def _open_folder(self) -> None:
        self.open_folder_requested.emit(self.selected_paths())

    def _delete(self) -> None:
        paths = self.selected_paths()
        if not self.delete_action.isEnabled() or not paths:
            return
        question = ntranslate(
            "IncidentBrowser", "Move %n incident to the trash?",
            "Move %n incidents to the trash?", len(paths),
        )
        note = self.tr(
            "Deleted incidents go to the trash, not away: Show trash lists them, and Restore puts them back."
        )
        answer = QMessageBox.question(
            self,
            self.tr("Delete incidents"),
            f"{question}\n\n{note}",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_requested.emit(paths)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the search field, Esc clears it, and Down or Enter goes to the list."""
        if watched is self.search and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            if key == Qt.Key.Key_Escape and self.search.text():
                self.search.clear()
                return True
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.proxy.rowCount():
                self._go_to_list()
                return True
        return super().eventFilter(watched, event)

    def _go_to_list(self) -> None:
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        if not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)
