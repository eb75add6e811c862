"""Board number, dealer and vulnerability.

Changing the number moves dealer and vulnerability along the standard rotation
(Law 2) unless they were set by hand; a value that differs from the rotation is
flagged, since it may mean a board played in the wrong orientation or a wrong board.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSpinBox, QWidget

from tdcompanion.core.board import Board, Vulnerability, dealer_for
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import Role
from tdcompanion.models.labels import dealer_name, vulnerability_name
from tdcompanion.models.text import arg
from tdcompanion.widgets.palette_follow import styled, text_style
from tdcompanion.widgets.retranslating import Retranslating, sized_to_texts

_DEALERS: tuple[Seat | None, ...] = (None, *Seat)
_VULS: tuple[Vulnerability | None, ...] = (None, *Vulnerability)


class BoardFields(Retranslating, QWidget):
    """Spin box and two combo boxes bound to a :class:`BoardDocument`."""

    def __init__(self, document: BoardDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self._updating = False
        self.number_label = QLabel(self)
        self.number = QSpinBox(self)
        self.number.setObjectName("board-number")
        self.number.setRange(0, 9999)
        self.number.setKeyboardTracking(False)
        self.number_label.setBuddy(self.number)
        self.dealer_label = QLabel(self)
        self.dealer = QComboBox(self)
        self.dealer.setObjectName("dealer")
        self.dealer_label.setBuddy(self.dealer)
        self.vul_label = QLabel(self)
        self.vulnerability = QComboBox(self)
        self.vulnerability.setObjectName("vulnerability")
        self.vul_label.setBuddy(self.vulnerability)
        sized_to_texts(self.dealer, self.vulnerability)
        for _ in _DEALERS:
            self.dealer.addItem("")
        for _ in _VULS:
            self.vulnerability.addItem("")
        self.off_rotation = QLabel(self)
        styled(self.off_rotation, lambda: text_style(Role.WARNING))
        self.off_rotation.setWordWrap(True)  # must not widen the editor

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for w in (self.number_label, self.number, self.dealer_label, self.dealer, self.vul_label, self.vulnerability):
            layout.addWidget(w)
        layout.addWidget(self.off_rotation)
        layout.addStretch(1)

        self.number.valueChanged.connect(self._on_number)
        self.dealer.activated.connect(self._on_dealer)
        self.vulnerability.activated.connect(self._on_vulnerability)
        self.retranslate_ui()
        self.show_board(document.board)

    def _on_number(self, value: int) -> None:
        if not self._updating:
            self.document.set_board_number(value or None)

    def _on_dealer(self, index: int) -> None:
        if not self._updating:
            self.document.set_dealer(_DEALERS[index])

    def _on_vulnerability(self, index: int) -> None:
        if not self._updating:
            self.document.set_vulnerability(_VULS[index])

    def show_board(self, board: Board) -> None:
        self._updating = True
        try:
            self.number.setValue(board.number or 0)
            self.dealer.setCurrentIndex(_DEALERS.index(board.dealer))
            self.vulnerability.setCurrentIndex(_VULS.index(board.vulnerability))
        finally:
            self._updating = False
        self._show_rotation(board)

    def _show_rotation(self, board: Board) -> None:
        notes = []
        if board.number is not None and not self.document.dealer_is_standard():
            notes.append(arg(self.tr("dealer %1"), dealer_name(dealer_for(board.number))))
        if board.number is not None and not self.document.vulnerability_is_standard():
            vul = vulnerability_name(Vulnerability.from_board(board.number))
            notes.append(arg(self.tr("vulnerability %1"), vul))
        text = ""
        if notes:
            text = arg(self.tr("Not as on board %1 (%2)"), board.number, ", ".join(notes))
        self.off_rotation.setText(text)
        self.off_rotation.setVisible(bool(text))

    def retranslate_ui(self) -> None:
        self.number_label.setText(self.tr("&Board:"))
        self.number.setSpecialValueText(self.tr("none"))
        self.number.setToolTip(self.tr("Board number; dealer and vulnerability follow it unless set by hand"))
        self.dealer_label.setText(self.tr("&Dealer:"))
        self.vul_label.setText(self.tr("V&ulnerability:"))
        for i, seat in enumerate(_DEALERS):
            self.dealer.setItemText(i, dealer_name(seat))
        for i, vul in enumerate(_VULS):
            self.vulnerability.setItemText(i, vulnerability_name(vul))
        self._show_rotation(self.document.board)
