"""The Director's poll of players as a table (Laws 16B1, 12C): one row per player asked, with what
he would call or play and what else he seriously considered. Rows left blank are ignored; a row
with a name but no action (or an action but no name) is refused with its row number. Tab goes from cell
to cell, and from the last one to a new row."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.errors import InputError
from tdcompanion.core.laws.poll import PollAnswer, PollError
from tdcompanion.widgets.retranslating import Retranslating
from tdcompanion.widgets.typed_entry import read_call, read_card

PLAYER, ACTION, CONSIDERED = range(3)
# Rows offered at first: a typical poll asks four to eight players.
START_ROWS = 5


class PollFormatError(ValueError):
    """A row that is not a poll answer; ``row`` counts from 1."""

    def __init__(self, row: int, message: str) -> None:
        self.row = row
        super().__init__(message)


class _PollTable(QTableWidget):
    """The poll's rows: Tab from the last cell adds a row (a poll may ask more players than the rows shown)."""

    def moveCursor(self, cursorAction: QAbstractItemView.CursorAction,  # noqa: N803 (Qt's name)
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:  # fmt: skip
        current = self.currentIndex()
        last = current.row() == self.rowCount() - 1 and current.column() == self.columnCount() - 1
        if cursorAction is QAbstractItemView.CursorAction.MoveNext and last:
            self.insertRow(self.rowCount())
            return self.model().index(self.rowCount() - 1, PLAYER)
        return super().moveCursor(cursorAction, modifiers)


class PollInput(Retranslating, QWidget):
    """Edits a poll; :meth:`answers` reads it, :meth:`set_answers` shows one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = _PollTable(START_ROWS, 3, self)
        self.table.setObjectName("poll-table")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()  # no row numbers: their room goes to the columns' headers
        header = self.table.horizontalHeader()
        # The names and calls as wide as they are; the rest to what else was considered, so its
        # header ("Also seriously considered") stays whole on a small screen.
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ACTION, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(CONSIDERED, QHeaderView.ResizeMode.Stretch)
        self.add_button = QPushButton(self)
        self.add_button.setObjectName("poll-add")
        self.add_button.clicked.connect(self.add_row)
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("poll-remove")
        self.remove_button.clicked.connect(self.remove_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def add_row(self) -> None:
        self.table.insertRow(self.table.rowCount())
        self.table.setCurrentCell(self.table.rowCount() - 1, PLAYER)

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def set_row(self, row: int, player: str, action: str, considered: str = "") -> None:
        while self.table.rowCount() <= row:
            self.table.insertRow(self.table.rowCount())
        for column, text in ((PLAYER, player), (ACTION, action), (CONSIDERED, considered)):
            self.table.setItem(row, column, QTableWidgetItem(text))

    def set_answers(self, answers: tuple[PollAnswer, ...]) -> None:
        self.table.setRowCount(max(START_ROWS, len(answers) + 1))
        for row in range(self.table.rowCount()):
            for column in (PLAYER, ACTION, CONSIDERED):
                self.table.setItem(row, column, QTableWidgetItem(""))
        for row, answer in enumerate(answers):
            self.set_row(row, answer.player, answer.action, ", ".join(answer.considered))

    def answers(self) -> tuple[PollAnswer, ...]:
        """The rows filled in; raises :class:`PollFormatError` for a row half filled or unreadable."""
        found: list[PollAnswer] = []
        for row in range(self.table.rowCount()):
            player, action, considered = (self._text(row, c) for c in (PLAYER, ACTION, CONSIDERED))
            if not (player or action or considered):
                continue
            if not player:
                raise PollFormatError(row + 1, self.tr("Row %1: who was asked?").replace("%1", str(row + 1)))
            if not action:
                raise PollFormatError(row + 1, self.tr("Row %1: what would %2 do?").replace("%1", str(row + 1))
                                      .replace("%2", player))  # fmt: skip
            others = tuple(_action(part) for part in considered.replace(";", ",").split(",") if part.strip())
            try:
                found.append(PollAnswer(player, _action(action), others))
            except PollError as exc:
                raise PollFormatError(row + 1, self.tr("Row %1: %2").replace("%1", str(row + 1))
                                      .replace("%2", str(exc))) from None  # fmt: skip
        return tuple(found)

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def retranslate_ui(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [self.tr("Player asked"), self.tr("Would call or play"), self.tr("Also seriously considered")]
        )
        self.add_button.setText(self.tr("Add a &row"))
        self.remove_button.setText(self.tr("Remove the r&ow"))


def _action(text: str) -> str:
    """A call or card as typed on any keyboard (``πάσο``, ``3ΧΑ``, ``Α♠``) in PBN form, else the words."""
    for read in (read_call, read_card):
        try:
            return read(text).pbn
        except InputError:
            continue
    return text.strip()
