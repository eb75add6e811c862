"""The outcomes of a Law 12C1 adjusted score as a table: contract, declarer, tricks and weight on each
row, the row's N-S score beside it, and the running total of the weights.

Keyboard: Tab goes along a row and on to the next; Enter in a row adds a row after the last one (or goes
to the next row). A row that cannot be taken is marked and named in the message under the table, and
what was typed stays as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import pairwise

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.errors import InputError
from tdcompanion.core.scoring.adjusted import Outcome, WeightedScore, describe_weight
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL
from tdcompanion.models.colours import Role, css
from tdcompanion.models.labels import seat_letter
from tdcompanion.models.text import arg
from tdcompanion.widgets.palette_follow import follow_palette, set_style, styled, text_style
from tdcompanion.widgets.retranslating import Retranslating
from tdcompanion.widgets.score_entry import EntryError, contract_entry, read_contract, read_weight, weight_entry


def show_text(label: QLabel, text: str) -> None:
    """Set ``label``'s text and show it only while it has one; nothing is touched when nothing changes
    (each change lays out the scroll area again: a keystroke must stay cheap)."""
    if label.text() != text:
        label.setText(text)
    if label.isHidden() == bool(text):
        label.setVisible(bool(text))


def _marked() -> str:
    """A line edit whose text cannot be taken: framed in the error colour."""
    return f"QLineEdit {{ border: 2px solid {css(Role.ERROR)}; }}"


@dataclass(frozen=True, slots=True)
class RowEntry:
    """One row as typed: contract text, declarer's index, tricks, weight text."""

    contract: str
    declarer: int
    tricks: int
    weight: str


@dataclass
class _Row:
    contract: QLineEdit
    declarer: QComboBox
    tricks: QSpinBox
    weight: QLineEdit
    score: QLabel
    remove: QToolButton

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.contract, self.declarer, self.tricks, self.weight, self.score, self.remove)

    def is_blank(self) -> bool:
        return not self.contract.text().strip() and not self.weight.text().strip()


class OutcomeRows(Retranslating, QWidget):
    """Rows of outcomes; ``edited`` on every change by the user. :meth:`weighted` reads them."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[_Row] = []
        self._vulnerability = Vulnerability.NONE
        self._declarer = Seat.N
        self._template = ("", 7)  # a first row's contract and tricks: the result obtained
        self._filling = False
        self.headers = [QLabel(self) for _ in range(5)]
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        for column, header in enumerate(self.headers):
            header.setWordWrap(True)
            self.grid.addWidget(header, 0, column)
        self.grid.setColumnStretch(0, 2)
        self.grid.setColumnStretch(3, 1)
        self.grid.setColumnStretch(4, 2)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(lambda: self.add_row(focus=True))
        self.balance_button = QPushButton(self)
        self.balance_button.clicked.connect(self.balance)
        self.total = QLabel(self)
        self.total.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        styled(self.message, lambda: text_style(Role.ERROR))
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.balance_button)
        buttons.addWidget(self.total, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.grid)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        self.retranslate_ui()
        follow_palette(self, self.refresh)  # the marks are written in the palette's colours

    # --- rows ------------------------------------------------------------------------------------

    @property
    def rows(self) -> tuple[_Row, ...]:
        return tuple(self._rows)

    def add_row(self, *, focus: bool = False) -> None:
        """A new row after the last (declarer's seat and the contract's tricks of the row above)."""
        row = _Row(QLineEdit(self), QComboBox(self), QSpinBox(self), QLineEdit(self), QLabel(self), QToolButton(self))
        for seat in Seat:
            row.declarer.addItem(seat_letter(seat), seat)
        row.tricks.setRange(0, TRICKS_PER_DEAL)
        above = self._rows[-1] if self._rows else None
        seat = self._declarer if above is None else above.declarer.currentData()
        row.declarer.setCurrentIndex(list(Seat).index(seat))
        row.tricks.setValue(above.tricks.value() if above is not None else self._template[1])
        row.contract.setText(above.contract.text() if above is not None else self._template[0])
        row.remove.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogDiscardButton))
        row.remove.setAutoRaise(True)
        row.remove.clicked.connect(lambda: self.remove_row(row))
        row.score.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.contract.textChanged.connect(self._changed)
        row.weight.textChanged.connect(self._changed)
        row.declarer.currentIndexChanged.connect(self._changed)
        row.tricks.valueChanged.connect(self._changed)
        row.contract.returnPressed.connect(lambda: self._next_row(row))
        row.weight.returnPressed.connect(lambda: self._next_row(row))
        self._rows.append(row)
        for column, widget in enumerate(row.widgets()):
            self.grid.addWidget(widget, len(self._rows), column)
        self._retranslate_row(row)
        self._order_tabs()
        if focus:
            row.contract.setFocus(Qt.FocusReason.OtherFocusReason)
            row.contract.selectAll()
        if not self._filling:
            self._changed()

    def remove_row(self, row: _Row) -> None:
        index = self._rows.index(row)
        self._rows.pop(index)
        for widget in row.widgets():
            self.grid.removeWidget(widget)
            widget.hide()  # deleted later: not shown meanwhile
            widget.deleteLater()
        for i, later in enumerate(self._rows[index:], index + 1):  # close the gap in the grid
            for column, widget in enumerate(later.widgets()):
                self.grid.addWidget(widget, i, column)
        self._order_tabs()
        if self._rows:
            self._rows[min(index, len(self._rows) - 1)].contract.setFocus(Qt.FocusReason.OtherFocusReason)
        self._changed()

    def _next_row(self, row: _Row) -> None:
        index = self._rows.index(row)
        if index == len(self._rows) - 1:
            self.add_row(focus=True)
        else:
            self._rows[index + 1].contract.setFocus(Qt.FocusReason.OtherFocusReason)

    def _order_tabs(self) -> None:
        chain: list[QWidget] = [w for row in self._rows for w in (row.contract, row.declarer, row.tricks, row.weight,
                                                                  row.remove)]  # fmt: skip
        chain += [self.add_button, self.balance_button]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def clear_rows(self) -> None:
        for row in list(self._rows):
            for widget in row.widgets():
                self.grid.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
        self._rows.clear()

    # --- values ----------------------------------------------------------------------------------

    def set_outcomes(self, outcomes: tuple[Outcome, ...], vulnerability: Vulnerability,
                     template: tuple[Seat, str, int] = (Seat.N, "", 7)) -> None:  # fmt: skip
        """Show ``outcomes`` (when there are none, one blank row); rows added later start from ``template``
        (declarer, contract and tricks: the result obtained). Emits no ``edited``."""
        self._declarer = template[0]
        self._template = template[1:]
        self._vulnerability = vulnerability
        self._filling = True
        try:
            self.clear_rows()
            for outcome in outcomes:
                self.add_row()
                row = self._rows[-1]
                row.contract.setText(contract_entry(outcome.contract))
                if isinstance(outcome.contract, Contract):
                    row.declarer.setCurrentIndex(list(Seat).index(outcome.contract.declarer))
                row.tricks.setValue(outcome.tricks or 0)
                row.weight.setText(weight_entry(outcome.weight))
            if not outcomes:
                self.add_row()
                self._rows[0].contract.clear()  # blank until typed: no adjusted score is made up
        finally:
            self._filling = False
        self.refresh()

    def entries(self) -> tuple[RowEntry, ...]:
        """What is typed in each row, taken or not (to put back with :meth:`set_entries`)."""
        return tuple(RowEntry(row.contract.text(), row.declarer.currentIndex(), row.tricks.value(), row.weight.text())
                     for row in self._rows)  # fmt: skip

    def set_entries(self, entries: tuple[RowEntry, ...]) -> None:
        """Put back rows as :meth:`entries` gave them. Emits no ``edited``."""
        self._filling = True
        try:
            self.clear_rows()
            for entry in entries:
                self.add_row()
                row = self._rows[-1]
                row.contract.setText(entry.contract)
                row.declarer.setCurrentIndex(entry.declarer)
                row.tricks.setValue(entry.tricks)
                row.weight.setText(entry.weight)
        finally:
            self._filling = False
        self.refresh()

    def set_vulnerability(self, vulnerability: Vulnerability) -> None:
        self._vulnerability = vulnerability
        self.refresh()

    def is_blank(self) -> bool:
        """Nothing typed in any row."""
        return all(row.is_blank() for row in self._rows)

    def weighted(self) -> WeightedScore:
        """The rows as a weighted (or, with one row of 100%, assigned) score; :class:`EntryError` if they
        cannot be taken."""
        outcomes, problems, _total = self._read()
        if problems:
            raise EntryError("\n".join(problems))
        return WeightedScore(outcomes)

    def problems(self) -> list[str]:
        return self._read()[1]

    def _read(self) -> tuple[tuple[Outcome, ...], list[str], Fraction]:
        outcomes: list[Outcome] = []
        problems: list[str] = []
        total = Fraction(0)
        for number, row in enumerate(self._rows, 1):
            if row.is_blank() and len(self._rows) > 1:
                continue
            weight_text = row.weight.text().strip() or ("100" if len(self._rows) == 1 else "")
            try:
                contract = self._contract(row)
                weight = read_weight(weight_text) if weight_text else None
                if weight is None:
                    raise EntryError(self.tr("type its weight (e.g. 60 for 60%)"))
                total += weight
                outcomes.append(Outcome(contract, None if isinstance(contract, PassedOut) else row.tricks.value(),
                                        weight))  # fmt: skip
            except InputError as exc:
                problems.append(arg(self.tr("Outcome %1: %2"), number, str(exc)))
        if not problems and outcomes and total != 1:
            problems.append(arg(self.tr("The weights add up to %1, not 100%: change a weight, or use “%2”"),
                                describe_weight(total), self.balance_button.text().replace("&", "")))  # fmt: skip
        if not problems and not outcomes:
            problems.append(self.tr("Type at least one outcome (contract, declarer, tricks)"))
        return tuple(outcomes), problems, total

    def _contract(self, row: _Row) -> Contract | PassedOut:
        seat = row.declarer.currentData()
        assert isinstance(seat, Seat)
        return read_contract(row.contract.text(), seat)

    def balance(self) -> None:
        """Make the weights add up to 100%: rows without a weight share what is left evenly; when every row
        has one, the last row takes what the others leave (if that is more than 0%)."""
        weights: list[Fraction | None] = []
        for row in self._rows:
            try:
                weights.append(read_weight(row.weight.text()) if row.weight.text().strip() else None)
            except EntryError:
                weights.append(None)
        empty = [i for i, w in enumerate(weights) if w is None]
        if empty:
            rest = 1 - sum((w for w in weights if w is not None), Fraction(0))
            if rest > 0:
                for i in empty:
                    self._rows[i].weight.setText(weight_entry(rest / len(empty)))
            return
        if self._rows:
            rest = 1 - sum((w for w in weights[:-1] if w is not None), Fraction(0))
            if rest > 0:
                self._rows[-1].weight.setText(weight_entry(rest))

    # --- display ---------------------------------------------------------------------------------

    def _changed(self) -> None:
        if self._filling:
            return
        self.refresh()
        self.edited.emit()

    def refresh(self) -> None:
        """Each row's N-S score, the total of the weights, and the rows that cannot be taken marked."""
        total = Fraction(0)
        for number, row in enumerate(self._rows, 1):
            bad_contract = bad_weight = False
            try:
                contract = self._contract(row)
                tricks = None if isinstance(contract, PassedOut) else row.tricks.value()
                row.tricks.setEnabled(tricks is not None)
                ns = Outcome(contract, tricks).score(self._vulnerability).ns
                shown = arg(self.tr("N-S %1"), f"{ns:+d}" if ns else "0")
                if row.score.text() != shown:
                    row.score.setText(shown)
            except InputError as exc:
                bad_contract = bool(row.contract.text().strip())
                row.score.clear()
                row.contract.setToolTip(str(exc) if bad_contract else "")
            try:
                typed = row.weight.text().strip()
                total += read_weight(typed) if typed else Fraction(len(self._rows) == 1)
            except EntryError:
                bad_weight = True
            set_style(row.contract, _marked() if bad_contract else "")
            set_style(row.weight, _marked() if bad_weight else "")
            row.contract.setAccessibleName(arg(self.tr("Contract of outcome %1"), number))
            row.weight.setAccessibleName(arg(self.tr("Weight of outcome %1"), number))
        _outcomes, problems, _ = self._read()
        show_text(self.total, arg(self.tr("Total of the weights: %1"), describe_weight(total)))
        set_style(self.total, "" if total == 1 else text_style(Role.ERROR))
        show_text(self.message, "\n".join(problems) if not self.is_blank() else "")

    def retranslate_ui(self) -> None:
        for header, text in zip(self.headers, (self.tr("Contract"), self.tr("Declarer"), self.tr("Tricks"),
                                               self.tr("Weight %"), self.tr("Score")), strict=True):  # fmt: skip
            header.setText(text)
        self.add_button.setText(self.tr("&Add outcome"))
        self.add_button.setToolTip(self.tr("Another outcome (Enter in the last row does the same)"))
        self.balance_button.setText(self.tr("Make the weights add to &100%"))
        self.balance_button.setToolTip(self.tr("Rows without a weight share what is left; else the last row "
                                               "takes it"))  # fmt: skip
        for row in self._rows:
            self._retranslate_row(row)
        self.refresh()

    def _retranslate_row(self, row: _Row) -> None:
        for i, seat in enumerate(Seat):
            row.declarer.setItemText(i, seat_letter(seat))
        row.contract.setPlaceholderText("4S, 3NTX, Pass")
        row.weight.setPlaceholderText("60")
        row.remove.setToolTip(self.tr("Remove this outcome"))
        row.remove.setAccessibleName(row.remove.toolTip())
