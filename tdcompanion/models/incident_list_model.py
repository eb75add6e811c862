"""The incidents folder as a table (:class:`IncidentListModel`) and its search and filters
(:class:`IncidentFilterProxy`), fast enough for 10,000 incidents.

Why the rows are sorted and filtered by the model, not row by row in the proxy: with 10,000 rows,
``QSortFilterProxyModel`` calls back into Python for each comparison of its sort (about 270,000
calls: 2 to 3 s a sort, and again after each keystroke while a column is sorted) and for each row
it filters (10,000 calls of ``filterAcceptsRow``: 9 ms even when each is a list look-up, 25 ms
with the table attached, on top of the repaint's 15 ms). So the model sorts with one ``sorted()``
over keys computed once per column, and filters with list comprehensions over the folded texts,
narrowing the previous answer while the search is being typed; the view sees one layout change.
The proxy is the view's model and the filters' interface; with nothing to decide per row, Qt's own
``filterAcceptsRow`` passes every row without entering Python. ``bench/bench_incident_list.py``
measures both designs (``--baseline``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont

from tdcompanion.core.folding import fold
from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role, brush
from tdcompanion.models.incident_labels import status_name
from tdcompanion.models.labels import seat_letter
from tdcompanion.models.text import arg, interface_language, ntranslate
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.summary import EntryProblem
from tdcompanion.wording.ref_text import law_ref_text

DATE, SESSION, BOARD, TABLE, LAWS, STATUS = range(6)
COLUMN_COUNT = 6

SortRole = Qt.ItemDataRole.UserRole + 1
"""A column's sort key: date then last change; board and table by number; laws by number; status
in the order an incident goes through them. Independent of the language."""
ReadableRole = Qt.ItemDataRole.UserRole + 2
"""``False`` for a file that cannot be read as an incident."""
PathRole = Qt.ItemDataRole.UserRole + 3
"""The file's path, as a string."""

_DISPLAY = Qt.ItemDataRole.DisplayRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole
_FOREGROUND = Qt.ItemDataRole.ForegroundRole
_FONT = Qt.ItemDataRole.FontRole
_ROLES = frozenset({_DISPLAY, SortRole, ReadableRole, PathRole, _TOOLTIP, _ALIGNMENT, _FOREGROUND, _FONT})
_CENTRED = int(Qt.AlignmentFlag.AlignCenter)
_STATUS_RANK = {status.value: rank for rank, status in enumerate(IncidentStatus)}
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_DIGITS = re.compile(r"(\d+)")
_Index = QModelIndex | QPersistentModelIndex


@lru_cache(maxsize=16384)  # sessions, tables and laws repeat: each is split once
def natural_key(text: str) -> tuple[Any, ...]:
    """``"9"`` before ``"10"``, ``"12C1"`` before ``"64A1"``: digits compare as numbers, the rest folded.
    Parts alternate text and number, so any two keys compare."""
    parts = _DIGITS.split(fold(text))
    return tuple(int(p) if i % 2 else p for i, p in enumerate(parts))


def kind_name(kind: str) -> str:
    """The irregularity (an ``IrregularityKind`` value) as the wizard names it, capitalised (``Revoke``)."""
    key = f"irregularity.{kind}"
    from tdcompanion.wording import rule_text  # the laws' words: loaded when a row needs them

    if not rule_text.has(key):
        return kind
    text = rule_text.say(key, interface_language())
    return text[:1].upper() + text[1:]


def problem_text(entry: IncidentEntry) -> str:
    """Why the file is not listed as an incident, in words: its ``problem`` if known, else its ``error``."""
    texts = {
        EntryProblem.UNREADABLE: QCoreApplication.translate("IncidentListModel", "the file cannot be read"),
        EntryProblem.TOO_LARGE: QCoreApplication.translate(
            "IncidentListModel", "the file is too large for an incident"
        ),
        EntryProblem.NOT_JSON: QCoreApplication.translate("IncidentListModel", "the file is damaged (not JSON text)"),
        EntryProblem.NOT_INCIDENT: QCoreApplication.translate("IncidentListModel", "not a TD Companion incident"),
        EntryProblem.NEWER_VERSION: QCoreApplication.translate("IncidentListModel", "written by a newer TD Companion"),
        EntryProblem.INCOMPLETE: QCoreApplication.translate(
            "IncidentListModel", "the incident has no board or irregularity"
        ),
        EntryProblem.UNMERGED: QCoreApplication.translate(
            "IncidentListModel", "it holds an unresolved git merge (two versions between <<<<<<< and >>>>>>> lines)"
        ),
    }
    try:
        return texts[EntryProblem(entry.problem)]
    except ValueError:
        return entry.error or ""


def unreadable_text(entry: IncidentEntry) -> str:
    """``Unreadable: <reason>``."""
    return arg(QCoreApplication.translate("IncidentListModel", "Unreadable: %1"), problem_text(entry))


def status_text(status: str) -> str:
    try:
        return status_name(IncidentStatus(status))
    except ValueError:
        return status


def laws_text(entry: IncidentEntry) -> str:
    """``64A1, 63A1`` (``64Α1, 63Α1`` in Greek: :func:`~tdcompanion.wording.ref_text.law_ref_text`); the
    irregularity's name when the incident cites no law yet."""
    if entry.laws:
        return ", ".join(law_ref_text(law, interface_language()) for law in entry.laws)
    return kind_name(entry.kind) if entry.kind else ""


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


def conflict_text(copies: int) -> str:
    """``conflict: 1 other version``: a sync engine kept other versions of the file beside it."""
    return ntranslate("IncidentListModel", "conflict: %n other version", "conflict: %n other versions", copies)


def lone_copy_text(entry: IncidentEntry) -> str:
    """What a conflict copy whose own file is gone is."""
    return arg(QCoreApplication.translate("IncidentListModel", "a sync conflict copy of %1, which is no longer in "
                                          "the folder"), entry.conflict_of)  # fmt: skip


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


class _Filter(NamedTuple):
    words: tuple[str, ...] = ()  # folded
    status: str | None = None
    session: str | None = None

    def covers(self, other: _Filter) -> bool:
        """Every row ``other`` keeps is kept by this filter too (each word of ours is inside one of its words)."""
        return (
            all(any(word in longer for longer in other.words) for word in self.words)
            and self.status in (None, other.status)
            and self.session in (None, other.session)
        )


_NO_FILTER = _Filter()
_CACHED_FILTERS = 32


class IncidentListModel(QAbstractTableModel):
    """One row per file of the incidents folder that the filter keeps: date, session, board, table,
    laws, status.

    A file that cannot be read is a row too, flagged (:data:`ReadableRole`): its file name under
    *Date* and ``Unreadable: <reason>`` under *Laws*, in red. Rows are sorted by :meth:`sort` (the
    view's header; the order given until then) and filtered by :meth:`set_filter`; both keep the
    views' selections on the incidents that stay.
    """

    def __init__(self, entries: Sequence[IncidentEntry] = (), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[IncidentEntry] = []  # in the order given: an entry's number
        self._texts: list[str] = []  # number -> folded text searched
        self._keys: dict[int, list[tuple[Any, ...]]] = {}  # column -> number -> sort key
        self._order: list[int] = []  # every number, sorted
        self._rows: list[int] = []  # row -> number: the sorted numbers the filter keeps
        self._kept: bytearray | None = None  # number -> kept by the filter; None: all
        self._matches: dict[_Filter, list[int]] = {}  # recent filters -> numbers kept
        self._row_of_path: dict[Path, int] | None = None  # made when asked
        self._sorted: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)
        self._filter = _NO_FILTER
        self._conflicts: dict[Path, int] = {}  # a file's path -> how many conflict copies it has
        self._set(entries)

    # -- contents ----------------------------------------------------------------------------------

    def _set(self, entries: Sequence[IncidentEntry]) -> None:
        self._entries = list(entries)
        self._texts = [e.search_text or fold(f"{e.name} {e.error or ''}") for e in self._entries]
        self._keys = {}
        self._matches = {}
        self._order = self._sorted_order(*self._sorted)
        self._kept = self._kept_by(self._filter)
        self._rows = self._filtered(self._order)

    def set_entries(self, entries: Sequence[IncidentEntry]) -> None:
        """Show ``entries`` (a reset), sorted and filtered as before."""
        self.beginResetModel()
        self._set(entries)
        self._row_of_path = None
        self.endResetModel()

    def total(self) -> int:
        """How many entries there are, shown or not."""
        return len(self._entries)

    def is_filtered(self) -> bool:
        return self._filter != _NO_FILTER

    def entry(self, row: int) -> IncidentEntry:
        return self._entries[self._rows[row]]

    def entries(self) -> list[IncidentEntry]:
        """The entries shown, in row order."""
        return [self._entries[n] for n in self._rows]

    def row_of(self, path: Path) -> int:
        """The row of the file ``path``; -1 if it is not shown."""
        if self._row_of_path is None:
            self._row_of_path = {self._entries[n].path: row for row, n in enumerate(self._rows)}
        return self._row_of_path.get(Path(path), -1)

    def sessions(self) -> list[str]:
        """The sessions of all the entries, each once, in natural order."""
        return sorted({e.session for e in self._entries if e.session}, key=natural_key)

    # -- sync conflicts ----------------------------------------------------------------------------

    def set_conflicts(self, copies: dict[Path, int]) -> None:
        """Mark the rows of the files that have conflict copies (path -> how many)."""
        if copies == self._conflicts:
            return
        self._conflicts = copies
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, COLUMN_COUNT - 1))

    def conflicts_of(self, path: Path) -> int:
        """How many conflict copies of the file ``path`` a sync engine left beside it."""
        return self._conflicts.get(Path(path), 0)

    def _conflict_note(self, entry: IncidentEntry) -> str:
        """That the file has conflict copies, or is a copy whose own file is gone; else empty."""
        copies = self._conflicts.get(entry.path, 0)
        return conflict_text(copies) if copies else lone_copy_text(entry) if entry.conflict_of else ""

    # -- filtering ---------------------------------------------------------------------------------

    def set_filter(self, search: str = "", status: str | None = None, session: str | None = None) -> None:
        """Show the entries holding every word of ``search`` (folded: accents and case do not matter),
        with the ``status`` (an ``IncidentStatus`` value) and the ``session`` given (``None``: any)."""
        wanted = _Filter(tuple(fold(search).split()), status, session)
        if wanted == self._filter:
            return
        self._filter = wanted
        kept = self._kept_by(wanted)
        self._relayout(lambda: self._apply(self._order, kept))

    def _kept_by(self, wanted: _Filter) -> bytearray | None:
        if wanted == _NO_FILTER:
            return None
        kept = bytearray(len(self._entries))
        for n in self._matching(wanted):
            kept[n] = 1
        return kept

    def _matching(self, wanted: _Filter) -> list[int]:
        """The numbers of the entries ``wanted`` keeps: searched among those of the narrowest recent
        filter that covers it (typing on narrows; Backspace finds the answer it had)."""
        found = self._matches.get(wanted)
        if found is not None:
            return found
        numbers: Sequence[int] = range(len(self._entries))
        for earlier, kept in self._matches.items():
            if len(kept) < len(numbers) and earlier.covers(wanted):
                numbers = kept
        texts, entries = self._texts, self._entries
        for word in wanted.words:
            numbers = [n for n in numbers if word in texts[n]]
        if wanted.status is not None:
            numbers = [n for n in numbers if entries[n].status == wanted.status]
        if wanted.session is not None:
            numbers = [n for n in numbers if entries[n].session == wanted.session]
        if len(self._matches) >= _CACHED_FILTERS:
            del self._matches[next(iter(self._matches))]
        self._matches[wanted] = found = list(numbers)
        return found

    def _filtered(self, order: list[int]) -> list[int]:
        kept = self._kept
        return order if kept is None else [n for n in order if kept[n]]

    def _apply(self, order: list[int], kept: bytearray | None) -> None:
        self._order, self._kept = order, kept
        self._rows = self._filtered(order)

    def _relayout(self, change: Callable[[], None]) -> None:
        """Make ``change`` to the rows as one layout change; persistent indexes (the views'
        selections) follow their entries, or become invalid if the entry is no longer shown."""
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        numbers = [self._rows[p.row()] for p in persistent]
        change()
        self._row_of_path = None
        if persistent:
            row_of = {n: row for row, n in enumerate(self._rows)}
            moved = [
                self.index(row_of[n], p.column()) if n in row_of else QModelIndex()
                for p, n in zip(persistent, numbers, strict=True)
            ]
            self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()

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
        """Sort the rows by ``column`` (-1: the order given)."""
        self._sorted = (column, order)
        new_order = self._sorted_order(column, order)
        if new_order != self._order:
            self._relayout(lambda: self._apply(new_order, self._kept))

    # -- Qt model interface ------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMN_COUNT

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if role not in _ROLES:
            return None  # the roles a view asks for and this model has nothing for, answered first
        row, column = index.row(), index.column()
        if not index.isValid() or not (0 <= row < len(self._rows) and 0 <= column < COLUMN_COUNT):
            return None
        entry = self._entries[self._rows[row]]
        if role == _DISPLAY:
            text = self._display(entry, column)
            note = self._conflict_note(entry) if column == STATUS else ""
            return f"{text} · {note}" if text and note else text or note
        if role == SortRole:
            return self._column_keys(column)[self._rows[row]]
        if role == ReadableRole:
            return entry.readable
        if role == PathRole:
            return str(entry.path)
        if role == _TOOLTIP:
            note = self._conflict_note(entry)
            return f"{tooltip(entry)}\n{note[:1].upper()}{note[1:]}" if note else tooltip(entry)
        if role == _ALIGNMENT:
            return _CENTRED if column in (BOARD, TABLE) else None
        if not entry.readable:
            if role == _FOREGROUND:
                return brush(Role.ERROR)
            if role == _FONT:
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
        if self._rows:
            roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole]
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, COLUMN_COUNT - 1), roles)


class IncidentFilterProxy(QSortFilterProxyModel):
    """The view's model over an :class:`IncidentListModel`: the search, the status and session
    filters, and the sort, all carried out by that model (see the module's docstring)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._search = ""
        self._status: IncidentStatus | None = None
        self._session: str | None = None
        self._model: IncidentListModel | None = None

    def setSourceModel(self, model: IncidentListModel) -> None:  # type: ignore[override]
        """Show ``model``, with this proxy's search and filters."""
        self._model = model
        super().setSourceModel(model)
        self._apply()

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
        self._search = text
        self._apply()

    def set_status_filter(self, status: IncidentStatus | None) -> None:
        self._status = status
        self._apply()

    def set_session_filter(self, session: str | None) -> None:
        self._session = session
        self._apply()

    def _apply(self) -> None:
        if self._model is not None:
            status = None if self._status is None else self._status.value
            self._model.set_filter(self._search, status, self._session)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the model (its keys are computed once per column, in Python); the rows follow it."""
        self.list_model().sort(column, order)
