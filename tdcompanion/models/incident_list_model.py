"""The incidents folder as a table (:class:`IncidentListModel`) and its search and filters
(:class:`IncidentFilterProxy`), fast enough for 50,000 incidents.

The rows are the folder's index (:class:`~tdcompanion.storage.index_db.IndexDB`, SQLite): the model
holds the index's row numbers in the order shown (one ``SELECT n ... ORDER BY`` per sort column, kept),
the rows the filter keeps in that order (one FTS5 query per search; typing on, a count first, and the
rows shown narrowed; recent answers kept for Backspace), and the entries of the rows about the view
only, read a block at a time as the view asks for them.

Why the rows are sorted and filtered by the model, not row by row in a ``QSortFilterProxyModel``:
with 10,000 rows, it calls back into Python for each comparison of its sort (about 270,000 calls:
2 to 3 s a sort) and for each row it filters (10,000 calls of ``filterAcceptsRow``: 9 ms even when
each is a list look-up); and even with nothing to decide per row, it rebuilds its map of every row
at each layout change (a third of a keystroke's time with 50,000 rows). The proxy is the view's
model and the filters' interface, a ``QIdentityProxyModel``: the view sees one layout change.
"""

from __future__ import annotations

import contextlib
import functools
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QIdentityProxyModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from tdcompanion.core.folding import fold
from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role, brush
from tdcompanion.models.incident_labels import status_name
from tdcompanion.models.labels import seat_letter, seat_name
from tdcompanion.models.text import arg, interface_language, ntranslate
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.index_db import IndexDB, natural_text
from tdcompanion.storage.summary import EntryProblem
from tdcompanion.wording.ref_text import law_ref_text

DATE, SESSION, BOARD, TABLE, IRREGULARITY, PLAYERS, LAWS, STATUS = range(8)
COLUMN_COUNT = 8

SortRole = Qt.ItemDataRole.UserRole + 1
"""A column's sort key: date then last change; board and table by number; the irregularities by kind;
the players by name, North-South's pair first; laws by number; status in the order an incident goes
through them. Independent of the language."""
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
_SEATS = (Seat.N, Seat.E, Seat.S, Seat.W)
_Index = QModelIndex | QPersistentModelIndex


def natural_key(text: str) -> str:
    """``"9"`` before ``"10"``, ``"12C1"`` before ``"64A1"``: digits compare as numbers, the rest folded
    (:func:`~tdcompanion.storage.index_db.natural_text`, the key the index sorts by)."""
    return natural_text(text)


def kind_name(kind: str, lang: str | None = None) -> str:
    """The irregularity (an ``IrregularityKind`` value) as the wizard names it, capitalised (``Revoke``),
    in ``lang`` (default: the interface's language)."""
    return _kind_name(kind, lang or interface_language())


@functools.lru_cache(maxsize=256)
def _kind_name(kind: str, lang: str) -> str:
    """Kept per language (the rulings' catalogue of a language does not change while the program runs):
    a row of the list names its irregularities each time it is shown."""
    key = f"irregularity.{kind}"
    from tdcompanion.wording import rule_text  # the laws' words: loaded when a row needs them

    if not rule_text.has(key):
        return kind
    text = rule_text.say(key, lang)
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


def laws_text(entry: IncidentEntry, lang: str | None = None) -> str:
    """``64A1, 63A1`` (``64Α1, 63Α1`` in Greek: :func:`~tdcompanion.wording.ref_text.law_ref_text`); the
    irregularity's name when the incident cites no law yet (the list has a column of its own for it)."""
    lang = lang or interface_language()
    if entry.laws:
        return ", ".join(law_ref_text(law, lang) for law in entry.laws)
    return kind_name(entry.kind, lang) if entry.kind else ""


def kinds_text(entry: IncidentEntry, lang: str | None = None) -> str:
    """Every irregularity ruled on the board, as the wizard names them: ``Revoke; Lead out of turn``
    (``Ρενόνς· Έξοδος εκτός σειράς``)."""
    from tdcompanion.wording.report_words import separator

    lang = lang or interface_language()
    return separator(lang).join(kind_name(kind, lang) for kind in entry.kinds)


def side_name(side: str) -> str:
    """``N-S`` or ``E-W`` (a side's seat letters, in the interface's language)."""
    if side == "NS":
        return QCoreApplication.translate("IncidentListModel", "N-S", "the North-South side, in the players column")
    return QCoreApplication.translate("IncidentListModel", "E-W", "the East-West side, in the players column")


@functools.lru_cache(maxsize=16)
def _side_label(side: str, offended: bool, lang: str) -> str:
    """``N-S``, or ``N-S (offenders)``, in ``lang``, the interface's language (its texts kept per language:
    a row of the list says them each time it is shown)."""
    if not offended:
        return side_name(side)
    marked = QCoreApplication.translate("IncidentListModel", "%1 (offenders)", "a side whose player committed an "
                                        "irregularity")  # fmt: skip
    return arg(marked, side_name(side))


def players_text(entry: IncidentEntry, lang: str | None = None) -> str:
    """Who played, by their surnames (the last word of each name: the tooltip has them whole), side by
    side, the offending side marked (a ruling's offender): ``N-S: North, South · E-W (offenders): East,
    West``. A side with no name recorded is left out unless it offended."""
    lang = lang or interface_language()
    surnames = entry.surnames()
    offenders = entry.offenders
    parts = []
    for side, first, second in (("NS", 0, 2), ("EW", 1, 3)):
        pair = ", ".join(surnames[i] for i in (first, second) if i < len(surnames) and surnames[i])
        offended = any(seat in side for seat in offenders)
        if offended or pair:
            label = _side_label(side, offended, lang)
            parts.append(f"{label}: {pair}" if pair else label)
    return " · ".join(parts)


def offenders_text(entry: IncidentEntry) -> str:
    """The offenders of the board's rulings, by seat and name as the report names them:
    ``East (Ed East), South``."""
    from tdcompanion.wording.report_words import word

    names = dict(zip("NESW", entry.players, strict=False))
    seats = {s.letter: s for s in _SEATS}
    found = []
    for letter in entry.offenders:
        seat, name = seat_name(seats[letter]), names.get(letter, "").strip()
        found.append(word("offender_named", interface_language(), seat=seat, name=name) if name else seat)
    return ", ".join(found)


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
        if entry.offenders:
            lines.append(arg(QCoreApplication.translate("IncidentListModel", "Offenders: %1"), offenders_text(entry)))
        if entry.kinds:
            lines.append(arg(QCoreApplication.translate("IncidentListModel", "Irregularities: %1"), kinds_text(entry)))
        if entry.laws:
            lines.append(arg(QCoreApplication.translate("IncidentListModel", "Laws: %1"), laws_text(entry)))
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


#: The index's sort (:data:`~tdcompanion.storage.index_db.SORTS`) of each column.
SORT_OF_COLUMN = {DATE: "date", SESSION: "session", BOARD: "board", TABLE: "table", IRREGULARITY: "irregularity",
                  PLAYERS: "players", LAWS: "laws", STATUS: "status"}  # fmt: skip
_BLOCK = 64  # rows read from the index at a time
_KEPT_ENTRIES = 1024  # entries kept in memory: the rows in view and about them


class _Filter(NamedTuple):
    words: tuple[str, ...] = ()  # folded
    status: str | None = None
    session: str | None = None


_NO_FILTER = _Filter()
_CACHED_FILTERS = 32


class _Answer(NamedTuple):
    rows: array[int]  # the row numbers a filter keeps, in the order shown, less the conflict copies
    matched: int  # how many entries it matches, conflict copies too


def narrows(shown: _Filter, wanted: _Filter) -> bool:
    """Whether ``wanted`` can only keep entries ``shown`` keeps: each word of ``shown`` begins a word of
    ``wanted`` (an entry with a word beginning with ``ρενο`` has one beginning with ``ρεν``), and its
    status and session are ``shown``'s, or ``shown`` had none."""
    return (
        shown.status in (None, wanted.status)
        and shown.session in (None, wanted.session)
        and all(any(w.startswith(s) for w in wanted.words) for s in shown.words)
    )


class IncidentListModel(QAbstractTableModel):
    """One row per file of the incidents folder that the filter keeps: date, session, board, table,
    irregularities, players, laws, status.

    A file that cannot be read is a row too, flagged (:data:`ReadableRole`): its file name under
    *Date* and ``Unreadable: <reason>`` under *Irregularity*, in red. Rows are sorted by :meth:`sort` (the
    view's header; the order given until then) and filtered by :meth:`set_filter`; both keep the
    views' selections on the incidents that stay.

    The rows come from an :class:`~tdcompanion.storage.index_db.IndexDB` (:meth:`set_index`; a list
    of entries is put in one in memory). The model holds the row numbers of the index in the order
    shown, and the entries of the rows about the view, read a block at a time as they are shown.
    """

    def __init__(
        self, entries: Sequence[IncidentEntry] = (), parent: QObject | None = None, *, group_copies: bool = True
    ) -> None:
        super().__init__(parent)
        self._group_copies = group_copies  # conflict copies under their file (the folder, not the trash)
        self._index = IndexDB.of_entries(entries)
        self._generation = -1
        self._total = 0
        self._sessions: list[str] = []
        self._orders: dict[str, array[int]] = {}  # sort -> every row number of the index, ascending
        self._order: array[int] = array("q")  # every row number, as sorted
        self._rows: array[int] = array("q")  # row -> row number of the index: the sorted ones kept
        self._matched = 0  # how many entries the filter matches (conflict copies too)
        self._answers: dict[_Filter, _Answer] = {}  # recent filters -> their rows in this order
        self._cache: dict[int, IncidentEntry] = {}  # row number -> its entry, for the rows about the view
        self._texts: dict[int, tuple[str, ...]] = {}  # row number -> its row's texts (of those in the cache)
        self._sorted: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)
        self._filter = _NO_FILTER
        self._conflicts: dict[Path, list[IncidentEntry]] = {}  # a listed file -> its conflict copies
        self._copies: set[int] = set()  # the row numbers of the conflict copies listed under their file
        self._load()

    # -- contents ----------------------------------------------------------------------------------

    def _load(self) -> None:
        index = self._index
        self._generation = index.generation
        self._total = index.count()
        self._sessions = index.sessions()
        self._orders = {}
        self._answers = {}
        self._cache = {}
        self._texts = {}
        self._conflicts = index.conflicts() if self._group_copies else {}
        numbers = (index.number_of(c.path) for found in self._conflicts.values() for c in found)
        self._copies = {n for n in numbers if n is not None}
        self._order = self._sorted_order(*self._sorted)
        self._rows, self._matched = self._answer(self._filter, narrow=False)

    def set_entries(self, entries: Sequence[IncidentEntry]) -> None:
        """Show ``entries`` (a reset), sorted and filtered as before."""
        self.set_index(IndexDB.of_entries(entries))

    def set_index(self, index: IndexDB) -> bool:
        """Show the entries of ``index`` (a reset), sorted and filtered as before; nothing is done if
        they are the ones shown (same index, not changed since). True if the rows were read again."""
        if index is self._index and index.generation == self._generation:
            return False
        self.beginResetModel()
        self._index = index
        self._load()
        self.endResetModel()
        return True

    def index_db(self) -> IndexDB:
        """The index whose entries are shown."""
        return self._index

    def generation(self) -> int:
        """The index's :attr:`~IndexDB.generation` when its rows were read."""
        return self._generation

    def total(self) -> int:
        """How many entries there are, shown or not."""
        return self._total

    def is_filtered(self) -> bool:
        return self._filter != _NO_FILTER

    def entry(self, row: int) -> IncidentEntry:
        number = self._rows[row]
        found = self._cache.get(number)
        if found is None:
            found = self._fetch(row)
        return found

    def _fetch(self, row: int) -> IncidentEntry:
        """The entry of ``row``, read with the block of rows around it."""
        if len(self._cache) >= _KEPT_ENTRIES:
            self._cache, self._texts = {}, {}
        start = row - row % _BLOCK
        wanted = [n for n in self._rows[start : start + _BLOCK] if n not in self._cache]
        self._cache.update(self._index.rows(wanted))
        number = self._rows[row]
        found = self._cache.get(number)
        if found is None:  # removed from the index by another instance since the rows were listed
            found = self._cache[number] = IncidentEntry(Path(""), 0, 0, error="gone", problem="unreadable")
        return found

    def entries(self) -> list[IncidentEntry]:
        """The entries shown, in row order (every one read: for a few rows, or tests)."""
        found = self._index.rows(list(self._rows))
        return [found[n] for n in self._rows if n in found]

    def row_of(self, path: Path) -> int:
        """The row of the file ``path``; -1 if it is not shown."""
        number = self._index.number_of(Path(path))
        if number is None:
            return -1
        try:
            return self._rows.index(number)
        except ValueError:
            return -1

    def sessions(self) -> list[str]:
        """The sessions of all the entries, each once, in natural order."""
        return list(self._sessions)

    # -- sync conflicts ----------------------------------------------------------------------------

    def conflict_copies(self) -> dict[Path, list[IncidentEntry]]:
        """The files listed that a sync engine left conflict copies of, with those copies (not listed
        themselves: their file's row says it has them)."""
        return self._conflicts

    def conflicts_of(self, path: Path) -> int:
        """How many conflict copies of the file ``path`` a sync engine left beside it."""
        return len(self._conflicts.get(Path(path), ()))

    def _conflict_note(self, entry: IncidentEntry) -> str:
        """That the file has conflict copies, or is a copy whose own file is gone; else empty."""
        copies = self.conflicts_of(entry.path)
        return conflict_text(copies) if copies else lone_copy_text(entry) if entry.conflict_of else ""

    # -- filtering ---------------------------------------------------------------------------------

    def set_filter(self, search: str = "", status: str | None = None, session: str | None = None) -> None:
        """Show the entries with a word beginning with each word of ``search`` (folded: accents and case
        do not matter), with the ``status`` (an ``IncidentStatus`` value) and the ``session`` given
        (``None``: any).

        A keystroke costs as little as its answer allows: typing on (a search that can only keep fewer)
        first counts the matches in SQL, and when none is lost keeps the rows as they are; else it keeps
        those of the rows shown that match (not a pass over every entry). Recent answers are kept, in
        the order shown, so Backspace costs no query and no pass either. When the rows shown do not
        change, the views are not told anything (no layout change, no repaint)."""
        wanted = _Filter(tuple(fold(search).split()), status, session)
        if wanted == self._filter:
            return
        rows, matched = self._answer(wanted)
        if rows == self._rows and (wanted == _NO_FILTER) == (self._filter == _NO_FILTER):
            self._filter, self._matched = wanted, matched  # the same rows, and the same "n of total"
            return
        self._relayout(lambda: self._show(wanted, rows, matched))

    def _show(self, wanted: _Filter, rows: array[int], matched: int) -> None:
        self._filter, self._rows, self._matched = wanted, rows, matched

    def _answer(self, wanted: _Filter, *, narrow: bool = True) -> _Answer:
        """The rows ``wanted`` keeps, in the order shown, and how many entries it matches; the answers
        of recent filters are kept (until the order changes), so that Backspace finds the one it had."""
        found = self._answers.get(wanted)
        if found is None:
            found = self._answer_of(wanted, narrow=narrow)
            if len(self._answers) >= _CACHED_FILTERS:
                del self._answers[next(iter(self._answers))]
            self._answers[wanted] = found
        return found

    def _answer_of(self, wanted: _Filter, *, narrow: bool) -> _Answer:
        index = self._index
        if wanted == _NO_FILTER:
            return _Answer(self._filtered(self._order, None), self._total)
        # A search that can only keep fewer than the one shown (typing on) is answered from the rows
        # shown. Not when that one matched nothing: a word FTS5 finds no word in (``_``, a separator
        # to it) matches nothing, and a longer one (``_a``) may match.
        if narrow and self._matched and narrows(self._filter, wanted):
            # A count costs a tenth of the row numbers; worth it when typing on a word (its answer
            # often keeps every row), not for the first letter (it seldom does).
            if index.fts and self._filter.words:
                matched = index.count_matching(wanted.words, wanted.status, wanted.session)
                if matched == self._matched:
                    return _Answer(self._rows, matched)  # fewer or as many, and as many: the same ones
            kept = index.matching(wanted.words, wanted.status, wanted.session)
            return _Answer(array("q", [n for n in self._rows if n in kept]), len(kept))
        kept = index.matching(wanted.words, wanted.status, wanted.session)
        return _Answer(self._filtered(self._order, kept), len(kept))

    def _filtered(self, order: array[int], kept: set[int] | None) -> array[int]:
        """The row numbers of ``order`` in ``kept`` (``None``: all), less the conflict copies listed
        under their file."""
        copies = self._copies
        if kept is None:
            return array("q", [n for n in order if n not in copies]) if copies else order
        if not kept:
            return array("q")
        if copies:
            kept = kept - copies
        return array("q", [n for n in order if n in kept])

    def _relayout(self, change: Callable[[], None]) -> None:
        """Make ``change`` to the rows as one layout change; persistent indexes (the views'
        selections) follow their entries, or become invalid if the entry is no longer shown."""
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        numbers = [self._rows[p.row()] for p in persistent]
        change()
        if persistent:
            row_of = self._rows_of(set(numbers))
            moved = [
                self.index(row_of[n], p.column()) if n in row_of else QModelIndex()
                for p, n in zip(persistent, numbers, strict=True)
            ]
            self.changePersistentIndexList(persistent, moved)
        self.layoutChanged.emit()

    def _rows_of(self, numbers: set[int]) -> dict[int, int]:
        """The rows of the row ``numbers`` that are shown."""
        rows = self._rows
        if len(numbers) > 16:
            return {n: row for row, n in enumerate(rows) if n in numbers}
        found = {}
        for n in numbers:
            with contextlib.suppress(ValueError):  # not shown
                found[n] = rows.index(n)
        return found

    # -- sorting -----------------------------------------------------------------------------------

    def _sorted_order(self, column: int, order: Qt.SortOrder) -> array[int]:
        sort = SORT_OF_COLUMN.get(column, "given")
        ascending = self._orders.get(sort)
        if ascending is None:
            ascending = self._orders[sort] = self._index.order(sort)
        return ascending[::-1] if order == Qt.SortOrder.DescendingOrder and sort != "given" else ascending

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows by ``column`` (-1: the order given)."""
        self._sorted = (column, order)
        new_order = self._sorted_order(column, order)
        if new_order != self._order:
            self._relayout(lambda: self._reorder(new_order))

    def _reorder(self, order: array[int]) -> None:
        """Show the rows in ``order``; the answers kept were in the old one: forgotten."""
        kept = None if self._filter == _NO_FILTER else set(self._rows)
        self._order, self._rows = order, self._filtered(order, kept)
        self._answers = {self._filter: _Answer(self._rows, self._matched)}

    # -- Qt model interface ------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMN_COUNT

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        if role not in _ROLES:
            return None  # the roles a view asks for and this model has nothing for, answered first
        row, column = index.row(), index.column()  # an invalid index's are -1
        if not (0 <= row < len(self._rows) and 0 <= column < COLUMN_COUNT):
            return None
        if role == _DISPLAY:  # the roles a repaint asks for each cell first, answered with the least work
            number = self._rows[row]
            texts = self._texts.get(number)
            if texts is None:  # each row's texts made once (a repaint asks for each cell's)
                entry = self.entry(row)
                texts = self._texts[number] = self._row_texts(entry)
            return texts[column]
        if role == _ALIGNMENT:
            return _CENTRED if column in (BOARD, TABLE) else None
        if role == SortRole:
            return self._index.sort_values(self._rows[row], SORT_OF_COLUMN.get(column, "given"))
        entry = self.entry(row)
        if role == ReadableRole:
            return entry.readable
        if role == PathRole:
            return str(entry.path)
        if role == _TOOLTIP:
            note = self._conflict_note(entry)
            return f"{tooltip(entry)}\n{note[:1].upper()}{note[1:]}" if note else tooltip(entry)
        if not entry.readable:
            if role == _FOREGROUND:
                return brush(Role.ERROR)
            if role == _FONT:
                font = QFont()
                font.setItalic(True)
                return font
        return None

    def _row_texts(self, entry: IncidentEntry) -> tuple[str, ...]:
        """What each column of ``entry``'s row shows; the status says if the file has conflict copies."""
        lang = interface_language()  # asked once a row: it costs as much as a column's text
        texts = [self._display(entry, column, lang) for column in range(COLUMN_COUNT)]
        note = self._conflict_note(entry)
        if note:
            texts[STATUS] = f"{texts[STATUS]} · {note}" if texts[STATUS] else note
        return tuple(texts)

    @staticmethod
    def _display(entry: IncidentEntry, column: int, lang: str) -> str:
        if not entry.readable:
            return entry.name if column == DATE else unreadable_text(entry) if column == IRREGULARITY else ""
        if column == DATE:
            return entry.date
        if column == SESSION:
            return entry.session
        if column == BOARD:
            return "" if entry.board is None else str(entry.board)
        if column == TABLE:
            return entry.table
        if column == IRREGULARITY:
            return kinds_text(entry, lang)
        if column == PLAYERS:
            return players_text(entry, lang)
        if column == LAWS:
            return laws_text(entry, lang) if entry.laws else ""
        return status_text(entry.status)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return super().headerData(section, orientation, role)
        titles = {
            DATE: QCoreApplication.translate("IncidentListModel", "Date"),
            SESSION: QCoreApplication.translate("IncidentListModel", "Session"),
            BOARD: QCoreApplication.translate("IncidentListModel", "Board"),
            TABLE: QCoreApplication.translate("IncidentListModel", "Table"),
            IRREGULARITY: QCoreApplication.translate("IncidentListModel", "Irregularity"),
            PLAYERS: QCoreApplication.translate("IncidentListModel", "Players"),
            LAWS: QCoreApplication.translate("IncidentListModel", "Laws"),
            STATUS: QCoreApplication.translate("IncidentListModel", "Status"),
        }
        return titles.get(section)

    def retranslate(self) -> None:
        """Texts are made at display time: ask the views to fetch them again (sort keys do not change)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)
        self._texts = {}
        if self._rows:
            roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole]
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, COLUMN_COUNT - 1), roles)


class IncidentFilterProxy(QIdentityProxyModel):
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
        """Sort the model (by the index, in SQL); the rows follow it."""
        self.list_model().sort(column, order)
