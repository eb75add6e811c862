"""Two versions of one incident that a sync engine kept side by side (a conflict copy), compared field by
field, for the Director to keep one (:class:`ConflictDialog`).

The dialog only shows and asks: :attr:`ConflictDialog.choice` says what the Director chose (open the
other version, keep this file, keep the other version) and :attr:`ConflictDialog.other` which copy;
the application does it (``storage.conflict_choice``: the version not kept goes to the trash).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.incident import Incident
from tdcompanion.models.colours import Role
from tdcompanion.models.incident_list_model import laws_text, status_text
from tdcompanion.models.text import arg
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.sync_copies import SyncEngine, conflict_name
from tdcompanion.widgets.palette_follow import colour_item, follow_item_colours


class Choice(enum.Enum):
    OPEN_OTHER = "open_other"
    KEEP_FILE = "keep_file"
    KEEP_OTHER = "keep_other"


class Version(NamedTuple):
    """One version: its file as listed, and its incident (``None`` if it cannot be read)."""

    entry: IncidentEntry
    incident: Incident | None


class Row(NamedTuple):
    label: str
    ours: str
    theirs: str
    differs: bool


def kept_by(entry: IncidentEntry) -> str:
    """Who the version came from, as far as the copy's name says (``Syncthing, device ABCDEFG``)."""
    found = conflict_name(entry.name)
    if found is None:
        return ""
    engine = {SyncEngine.SYNCTHING: "Syncthing", SyncEngine.NEXTCLOUD: "Nextcloud", SyncEngine.DROPBOX: "Dropbox"}
    return f"{engine[found.engine]}, {found.by}" if found.by else engine[found.engine]


def _statements(incident: Incident) -> str:
    return "\n".join(f"{side}: {text}" for side, text in (("NS", incident.statements.ns),
                                                          ("EW", incident.statements.ew)) if text)  # fmt: skip


def _record(incident: Incident) -> str:
    info = incident.info
    parts = [info.event, info.session, info.date, info.section, info.table, *(name for _seat, name in info.players)]
    return " · ".join(p for p in parts if p)


def _history(incident: Incident) -> str:
    return "\n".join(f"{change.at} {status_text(change.status.value)} {change.note}".strip()
                     for change in incident.history)  # fmt: skip


def _fields() -> tuple[tuple[str, Callable[[Incident], str], Callable[[Incident], object]], ...]:
    """Each field compared: its label, its text for the table, and what decides whether the two differ."""
    return (
        (QCoreApplication.translate("ConflictDialog", "Status"), lambda i: status_text(i.status.value),
         lambda i: i.status),
        (QCoreApplication.translate("ConflictDialog", "Note"), lambda i: i.note, lambda i: i.note),
        (QCoreApplication.translate("ConflictDialog", "Statements"), _statements, lambda i: i.statements),
        (QCoreApplication.translate("ConflictDialog", "Score"), lambda i: i.score, lambda i: (i.score, i.scoring)),
        (QCoreApplication.translate("ConflictDialog", "Director's record"), _record, lambda i: i.info),
        (QCoreApplication.translate("ConflictDialog", "History"), _history, lambda i: i.history),
    )  # fmt: skip


def compare(ours: Version, theirs: Version) -> list[Row]:
    """The two versions field by field: the revision, when and by whom they were saved, the rulings
    (laws; differ when any step differs), status, note, statements, score, record and history."""
    a, b = ours.entry, theirs.entry
    rows = [
        Row(QCoreApplication.translate("ConflictDialog", "Revision"), str(a.revision), str(b.revision),
            a.revision != b.revision),
        Row(QCoreApplication.translate("ConflictDialog", "Last saved"), a.modified, b.modified,
            a.modified != b.modified),
        Row(QCoreApplication.translate("ConflictDialog", "Kept by"), kept_by(a), kept_by(b), False),
    ]  # fmt: skip
    x, y = ours.incident, theirs.incident
    if x is None or y is None:
        unreadable = QCoreApplication.translate("ConflictDialog", "cannot be read")
        label = QCoreApplication.translate("ConflictDialog", "Incident")
        return [*rows, Row(label, "" if x else unreadable, "" if y else unreadable, True)]
    rows.append(Row(QCoreApplication.translate("ConflictDialog", "Rulings"), laws_text(a), laws_text(b),
                    x.steps != y.steps or x.record != y.record))  # fmt: skip
    rows += [Row(label, text(x), text(y), key(x) != key(y)) for label, text, key in _fields()]
    return rows


class ConflictDialog(QDialog):
    """This file's version beside a conflict copy's (one of ``others``, chosen in a list when there are
    several); the rows that differ are marked. Accepted with :attr:`choice` set."""

    def __init__(self, ours: Version, others: Sequence[Version], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conflict-dialog")
        self.ours = ours
        self.others = list(others)
        self.choice: Choice | None = None
        self.setWindowTitle(arg(self.tr("Two Versions of %1"), ours.entry.name))
        intro = QLabel(self.tr(
            "A sync engine kept two versions of this incident: two Directors saved it before their computers "
            "had exchanged their changes. Compare them and keep one; the other goes to the trash, from where "
            "it can be restored."), self)  # fmt: skip
        intro.setWordWrap(True)
        self.other_combo = QComboBox(self)
        self.other_combo.setObjectName("conflict-other")
        for version in self.others:
            self.other_combo.addItem(version.entry.name)
        self.other_combo.currentIndexChanged.connect(self._show)
        chooser = QHBoxLayout()
        label = QLabel(self.tr("&Other version:"), self)
        label.setBuddy(self.other_combo)
        chooser.addWidget(label)
        chooser.addWidget(self.other_combo, 1)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("conflict-fields")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        follow_item_colours(self.table)
        self.summary = QLabel(self)
        self.summary.setObjectName("conflict-summary")
        self.summary.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.open_button = self._button(buttons, "conflict-open-other", self.tr("Open Other Version"),
                                        Choice.OPEN_OTHER)  # fmt: skip
        self.keep_file_button = self._button(buttons, "conflict-keep-file", self.tr("Keep This File"),
                                             Choice.KEEP_FILE)  # fmt: skip
        self.keep_other_button = self._button(buttons, "conflict-keep-other", self.tr("Keep Other Version"),
                                              Choice.KEEP_OTHER)  # fmt: skip
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(chooser)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.resize(900, 520)
        self._show()

    def _button(self, box: QDialogButtonBox, name: str, text: str, choice: Choice) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        button.clicked.connect(lambda: self.choose(choice))
        return button

    @property
    def other(self) -> Version:
        """The other version shown."""
        return self.others[max(self.other_combo.currentIndex(), 0)]

    def choose(self, choice: Choice) -> None:
        self.choice = choice
        self.accept()

    def _show(self) -> None:
        other = self.other
        rows = compare(self.ours, other)
        self.table.setHorizontalHeaderLabels(["", arg(self.tr("This file (%1)"), self.ours.entry.name),
                                              arg(self.tr("Other version (%1)"), other.entry.name)])  # fmt: skip
        self.table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            for column, text in enumerate((row.label, row.ours, row.theirs)):
                item = QTableWidgetItem(text)
                if row.differs:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    colour_item(item, Role.WARNING)
                self.table.setItem(number, column, item)
        self.table.resizeRowsToContents()
        differing = [row.label for row in rows if row.differs]
        self.summary.setText(arg(self.tr("Different: %1."), ", ".join(differing)) if differing
                             else self.tr("The two versions hold the same incident."))  # fmt: skip
        readable = self.ours.incident is not None and other.incident is not None
        self.keep_other_button.setEnabled(readable)
        self.open_button.setEnabled(other.incident is not None)
