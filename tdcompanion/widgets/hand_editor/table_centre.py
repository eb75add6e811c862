"""The middle of the compass: board number, dealer, vulnerability and cards left.

Drawn like a duplicate board: a bar along each seat's edge, red when that seat is
vulnerable; the dealer's letter is circled.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tdcompanion.core.board import Board
from tdcompanion.core.cards import Card
from tdcompanion.core.deal import Deal
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role, colours
from tdcompanion.models.labels import cards_text, dealer_name, seat_letter, vulnerability_name
from tdcompanion.models.text import arg
from tdcompanion.widgets.retranslating import FontSized, Retranslating

BAR = 18


class TableCentre(FontSized, Retranslating, QFrame):
    """Shows a board's number, dealer, vulnerability and how many cards are still to deal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board = Board()
        self._left: tuple[Card, ...] = ()
        self.number = QLabel(self)
        font = self.number.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.number.setFont(font)
        self.dealer = QLabel(self)
        self.vulnerability = QLabel(self)
        self.cards_left = QLabel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(BAR + 8, BAR + 4, BAR + 8, BAR + 4)
        layout.setSpacing(1)
        for label in (self.number, self.dealer, self.vulnerability, self.cards_left):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            layout.addWidget(label)
        self.retranslate_ui()

    def show_board(self, board: Board) -> None:
        self._board = board
        self._show_texts()
        self.update()

    def show_deal(self, deal: Deal) -> None:
        self._left = deal.cards_not_dealt()
        self._show_texts()

    def _show_texts(self) -> None:
        board = self._board
        if board.number is None:
            self.number.setText(self.tr("Board"))
        else:
            self.number.setText(arg(self.tr("Board %1"), board.number))
        self.dealer.setText(arg(self.tr("Dealer: %1"), dealer_name(board.dealer)))
        self.vulnerability.setText(arg(self.tr("Vul: %1"), vulnerability_name(board.vulnerability)))
        self.cards_left.setText(arg(self.tr("Cards left: %1"), len(self._left)))
        self.cards_left.setToolTip(cards_text(sorted(self._left, reverse=True)))
        parts = [self.number.text(), self.dealer.text(), self.vulnerability.text(), self.cards_left.text()]
        self.setAccessibleName(", ".join(parts))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect().adjusted(1, 1, -1, -1)
        vul = self._board.vulnerability
        roles = colours(self.palette())
        text = self.palette().color(QPalette.ColorRole.Text)
        bars = {
            Seat.N: QRect(r.left(), r.top(), r.width(), BAR),
            Seat.S: QRect(r.left(), r.bottom() - BAR + 1, r.width(), BAR),
            Seat.W: QRect(r.left(), r.top() + BAR, BAR, r.height() - 2 * BAR),
            Seat.E: QRect(r.right() - BAR + 1, r.top() + BAR, BAR, r.height() - 2 * BAR),
        }
        for seat, bar in bars.items():
            vulnerable = vul is not None and vul.is_vulnerable(seat)
            painter.fillRect(bar, roles[Role.VULNERABLE] if vulnerable else roles[Role.NEUTRAL_FILL])
            painter.setPen(roles[Role.ON_STRONG] if vulnerable else text)
            if seat is self._board.dealer:
                painter.save()
                painter.setPen(QPen(painter.pen().color(), 1.5))
                c = bar.center()
                painter.drawEllipse(QRectF(c.x() - BAR / 2 + 1, c.y() - BAR / 2 + 1, BAR - 2, BAR - 2))
                painter.restore()
            painter.drawText(bar, Qt.AlignmentFlag.AlignCenter, seat_letter(seat))
        painter.setPen(roles[Role.FRAME])
        painter.drawRect(r)
        painter.end()

    def retranslate_ui(self) -> None:
        self._show_texts()
        self.fit_to_font()
        self.setToolTip(self.tr("Red bar: that side is vulnerable. Circled letter: the dealer."))
        self.update()

    def fit_to_font(self) -> None:
        """Wide enough for the longest texts in this language and font, so that a new count never
        re-lays out the compass."""
        metrics = self.dealer.fontMetrics()
        longest = max(
            metrics.horizontalAdvance(arg(self.tr("Cards left: %1"), "52")),
            *(metrics.horizontalAdvance(arg(self.tr("Dealer: %1"), dealer_name(s))) for s in Seat),
            self.number.fontMetrics().horizontalAdvance(arg(self.tr("Board %1"), "9999")),
        )
        self.setMinimumWidth(longest + 2 * (BAR + 10))
