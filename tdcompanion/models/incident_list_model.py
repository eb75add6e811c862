"""The incidents folder as a table (:class:`IncidentListModel`) and its search and filters
(:class:`IncidentFilterProxy`), fast enough for 10,000 incidents.

Why the proxy neither sorts nor decides per row: ``QSortFilterProxyModel`` calls back into Python
for each comparison of its sort (about 270,000 ``data()`` calls for 10,000 rows: 0.9 to 1.9 s per
sort, and again after every keystroke while a column is sorted) and for each row it filters. So the
model sorts its own rows in one ``sorted()`` over keys computed once per column, and answers a
search for every row at once (:meth:`IncidentListModel.rows_matching`); the proxy keeps the answer
and its ``filterAcceptsRow`` is a list look-up (about 1 µs a row). ``bench/bench_incident_list.py``
measures both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from tdcompanion.core.folding import fold
from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.core.seats import Seat
from tdcompanion.models.incident_labels import status_name
from tdcompanion.models.labels import seat_letter
from tdcompanion.models.ruling_session import interface_language
from tdcompanion.models.text import arg
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.wording import rule_text

DATE, SESSION, BOARD, TABLE, LAWS, STATUS = range(6)
COLUMN_COUNT = 6

SortRole = Qt.ItemDataRole.UserRole + 1
"""A column's sort key: date then last change; board and table by number; laws by number; status
in the order an incident goes through them. Independent of the language."""
ReadableRole = Qt.ItemDataRole.UserRole + 2
"""``False`` for a file that cannot be read as an incident."""
PathRole = Qt.ItemDataRole.UserRole + 3
"""The file's path, as a string."""

UNREADABLE_COLOUR = QColor("#b00020")
_STATUS_RANK = {status.value: rank for rank, status in enumerate(IncidentStatus)}
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_DIGITS = re.compile(r"(\d+)")
_Index = QModelIndex | QPersistentModelIndex


def natural_key(text: str) -> tuple[Any, ...]:
    """``"9"`` before ``"10"``, ``"12C1"`` before ``"64A1"``: digits compare as numbers, the rest folded.
    Parts alternate text and number, so any two keys compare."""
    parts = _DIGITS.split(fold(text))
    return tuple(int(p) if i % 2 else p for i, p in enumerate(parts))


def kind_name(kind: str) -> str:
    """The irregularity (an ``IrregularityKind`` value) as the wizard names it, capitalised (``Revoke``)."""
    key = f"irregularity.{kind}"
    if not rule_text.has(key):
        return kind
    text = rule_text.say(key, interface_language())
    return text[:1].upper() + text[1:]


def problem_text(entry: IncidentEntry) -> str:
    """Why the file is not listed as an incident, in words: its ``problem`` if known, else its ``error``."""
    texts = {
        "unreadable": QCoreApplication.translate("IncidentListModel", "the file cannot be read"),
        "too_large": QCoreApplication.translate("IncidentListModel", "the file is too large for an incident"),
        "not_json": QCoreApplication.translate("IncidentListModel", "the file is damaged (not JSON text)"),
        "not_incident": QCoreApplication.translate("IncidentListModel", "not a TD Companion incident"),
        "newer_version": QCoreApplication.translate("IncidentListModel", "written by a newer TD Companion"),
        "incomplete": QCoreApplication.translate("IncidentListModel", "the incident has no board or irregularity"),
    }
    # ``problem`` is the storage layer's code for the reason; older entries have only ``error``.
    return texts.get(getattr(entry, "problem", ""), entry.error or "")


def unreadable_text(entry: IncidentEntry) -> str:
    """``Unreadable: <reason>``."""
    return arg(QCoreApplication.translate("IncidentListModel", "Unreadable: %1"), problem_text(entry))


def status_text(status: str) -> str:
    try:
        return status_name(IncidentStatus(status))
    except ValueError:
        return status


def laws_text(entry: IncidentEntry) -> str:
    """``64A1, 63A1``; the irregularity's name when the incident cites no law yet."""
    return ", ".join(entry.laws) if entry.laws else kind_name(entry.kind) if entry.kind else ""


def tooltip(entry: IncidentEntry) -> str:
    lines = []
    if entry.readable:
        if entry.event:
            lines.append(arg(QCoreApplication.translate("IncidentListModel", "Event: %1"), entry.event))
        if entry.section:
            lines.append(arg(QCoreApplication.translate("IncidentListModel", "Section: %1"), entry.section))
        named = [f"{seat_letter(seat)} {name}" for seat, name in zip(_SEATS, entry.players, strict=False) if name]
        if named:
            lines.append(arg(QCoreApplication.translate("IncidentListModel", "Players: %1"), ", ".join(named)))
    else:
        lines.append(unreadable_text(entry))
        if entry.error and entry.error != problem_text(entry):
            lines.append(entry.error)
    lines.append(arg(QCoreApplication.translate("IncidentListModel", "File: %1"), entry.name))
    return "\n".join(lines)


def sort_key(entry: IncidentEntry, column: int) -> tuple[Any, ...]:
    """The key of ``entry`` in ``column`` (:data:`SortRole`); ties go by date then last change."""
    when = (entry.date, entry.modified, entry.name)
    if column == SESSION:
        return (natural_key(entry.session), when)
    if column == BOARD:
        return (entry.board is None, entry.board or 0, when)
    if column == TABLE:
        return (natural_key(entry.table), when)
    if column == LAWS:
        return (natural_key(", ".join(entry.laws)), entry.kind, when)
    if column == STATUS:
        return (_STATUS_RANK.get(entry.status, len(_STATUS_RANK)), entry.status, when)
    return when


class IncidentListModel(QAbstractTableModel):
    """One row per file of the incidents folder: date, session, board, table, laws, status.

    A file that cannot be read is a row too, flagged (:data:`ReadableRole`): its file name under
    *Date* and ``Unreadable: <reason>`` under *Laws*, in red. Rows are sorted by :meth:`sort`
    (the view's header), in the order given until then.
    """

    def __init__(self, entries: Sequence[IncidentEntry] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[IncidentEntry] = []  # in the order given: an entry's number
        self._order: list[int] = []  # row -> number
        self._texts: list[str] = []  # number -> folded text searched
        self._keys: dict[int, list[tuple[Any, ...]]] = {}  # column -> number -> sort key
        self._rows: dict[Path, int] | None = None  # path -> row, made when asked
        self._sorted: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)
        self._version = 0
        self._set(entries)

    # -- contents ----------------------------------------------------------------------------------

    def _set(self, entries: Sequence[IncidentEntry]) -> None:
        self._entries = list(entries)
        self._texts = [e.search_text or fold(f"{e.name} {e.error or ''}") for e in self._entries]
        self._keys = {}
        self._order = self._sorted_order(*self._sorted)
        self._rows = None
        self._version += 1

    def set_entries(self, entries: Sequence[IncidentEntry]) -> None:
        """Show ``entries`` (a reset), sorted as before."""
        self.beginResetModel()
        self._set(entries)
        self.endResetModel()

    def entry(self, row: int) -> IncidentEntry:
        return self._entries[self._order[row]]

    def entries(self) -> list[IncidentEntry]:
        """Every entry, in row order."""
        return [self._entries[n] for n in self._order]

    def row_of(self, path: Path) -> int:
        """The row of the file ``path``; -1 if it is not listed."""
        if self._rows is None:
            self._rows = {self._entries[n].path: row for row, n in enumerate(self._order)}
        return self._rows.get(Path(path), -1)

    def sessions(self) -> list[str]:
        """The sessions the incidents were in, each once, in natural order."""
        return sorted({e.session for e in self._entries if e.session}, key=natural_key)

    @property
    def version(self) -> int:
        """Changes whenever rows are replaced or reordered (for :class:`IncidentFilterProxy`)."""
        return self._version

    def rows_matching(self, search: str, status: str | None = None, session: str | None = None) -> list[bool]:
        """For each row: has every word of ``search`` (folded: accents and case do not matter), the
        ``status`` (an ``IncidentStatus`` value) and the ``session`` given (``None``: any)."""
        numbers = range(len(self._entries))
        texts = self._texts
        for word in fold(search).split():
            numbers = [n for n in numbers if word in texts[n]]
        if status is not None:
            numbers = [n for n in numbers if self._entries[n].status == status]
        if session is not None:
            numbers = [n for n in numbers if self._entries[n].session == session]
        if len(numbers) == len(self._entries):
            return [True] * len(numbers)
        accepted = bytearray(len(self._entries))
        for n in numbers:
            accepted[n] = 1
        return [bool(accepted[n]) for n in self._order]

    # -- sorting -----------------------------------------------------------------------------------

    def _column_keys(self, column: int) -> list[tuple[Any, ...]]:
        keys = self._keys.get(column)
        if keys is None:
            keys = self._keys[column] = [sort_key(e, column) for e in self._entries]
        return keys

    def _sorted_order(self, column: int, order: Qt.SortOrder) -> list[int]:
        if not 0 <= column < COLUMN_COUNT:
            return list(range(len(self._entries)))
        keys = self._column_keys(column)
        return sorted(range(len(keys)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by ``column`` (-1: the order given), keeping the views' selections."""
        self._sorted = (column, order)
        new_order = self._sorted_order(column, order)
        if new_order == self._order:
            return
        self.layoutAboutToBeChanged.emit()
        row_of_number = [0] * len(new_order)
        for row, n in enumerate(new_order):
            row_of_number[n] = row
        old_order = self._order
        persistent = self.persistentIndexList()
        moved = [self.index(row_of_number[old_order[p.row()]], p.column()) for p in persistent]
        self._order = new_order
        self._rows = None
        self._version += 1
        self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()

    # -- Qt model interface ------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._order)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMN_COUNT

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row, column = index.row(), index.column()
        if not index.isValid() or not (0 <= row < len(self._order) and 0 <= column < COLUMN_COUNT):
            return None
        entry = self._entries[self._order[row]]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(entry, column)
        if role == SortRole:
            return self._column_keys(column)[self._order[row]]
        if role == ReadableRole:
            return entry.readable
        if role == PathRole:
            return str(entry.path)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(entry)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (BOARD, TABLE):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if not entry.readable:
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(UNREADABLE_COLOUR)
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setItalic(True)
                return font
        return None

    @staticmethod
    def _display(entry: IncidentEntry, column: int) -> str:
        if not entry.readable:
            return entry.name if column == DATE else unreadable_text(entry) if column == LAWS else ""
        if column == DATE:
            return entry.date
        if column == SESSION:
            return entry.session
        if column == BOARD:
            return "" if entry.board is None else str(entry.board)
        if column == TABLE:
            return entry.table
        if column == LAWS:
            return laws_text(entry)
        return status_text(entry.status)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return super().headerData(section, orientation, role)
        titles = {
            DATE: QCoreApplication.translate("IncidentListModel", "Date"),
            SESSION: QCoreApplication.translate("IncidentListModel", "Session"),
            BOARD: QCoreApplication.translate("IncidentListModel", "Board"),
            TABLE: QCoreApplication.translate("IncidentListModel", "Table"),
            LAWS: QCoreApplication.translate("IncidentListModel", "Laws"),
            STATUS: QCoreApplication.translate("IncidentListModel", "Status"),
        }
        return titles.get(section)

    def retranslate(self) -> None:
        """Texts are made at display time: ask the views to fetch them again (sort keys do not change)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)
        if self._order:
            roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole]
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._order) - 1, COLUMN_COUNT - 1), roles)


class IncidentFilterProxy(QSortFilterProxyModel):
    """The rows of an :class:`IncidentListModel` that match the search and filters.

    The model answers for every row at once when a filter changes; ``filterAcceptsRow`` only
    looks the answer up. Sorting is the model's (:meth:`sort` passes it on), for speed: see the
    module's docstring.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._search = ""
        self._status: IncidentStatus | None = None
        self._session: str | None = None
        self._accepted: list[bool] = []
        self._version = -1  # the model's version ``_accepted`` is for
        self._model: IncidentListModel | None = None

    def setSourceModel(self, model: IncidentListModel) -> None:  # type: ignore[override]
        self._model = model
        self._version = -1
        super().setSourceModel(model)

    def list_model(self) -> IncidentListModel:
        assert self._model is not None, "setSourceModel first"
        return self._model

    @property
    def search(self) -> str:
        return self._search

    @property
    def status_filter(self) -> IncidentStatus | None:
        return self._status

    @property
    def session_filter(self) -> str | None:
        return self._session

    def is_filtered(self) -> bool:
        return bool(self._search.split()) or self._status is not None or self._session is not None

    def set_search(self, text: str) -> None:
        """Keep the rows holding every word of ``text`` (accents and case do not matter)."""
        if fold(text).split() == fold(self._search).split():
            self._search = text
            return
        self._search = text
        self._refilter()

    def set_status_filter(self, status: IncidentStatus | None) -> None:
        if status != self._status:
            self._status = status
            self._refilter()

    def set_session_filter(self, session: str | None) -> None:
        if session != self._session:
            self._session = session
            self._refilter()

    def _update(self) -> None:
        model = self.list_model()
        status = None if self._status is None else self._status.value
        self._accepted = model.rows_matching(self._search, status, self._session)
        self._version = model.version

    def _refilter(self) -> None:
        if self._model is None:
            return
        self._update()
        # One layout change, whatever rows come and go: telling the view of each range of rows
        # removed costs more than the whole search when the rows kept are scattered.
        self.invalidate()

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        # Called for every row: two attribute reads and a list look-up, no more.
        model = self._model
        if model is not None and self._version != model.version:
            self._update()
        return self._accepted[source_row]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the model (its keys are computed once, in Python); rows follow it."""
        self.list_model().sort(column, order)
