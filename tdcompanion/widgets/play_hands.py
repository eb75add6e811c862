"""Painted parts of the play table: a hand whose cards can be clicked, and the trick in the centre.

Painted rather than built of buttons: the table repaints after every card, and four
hands of buttons would be re-laid out each time. Keyboard users type cards instead
(see :mod:`tdcompanion.widgets.play_table`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from tdcompanion.core.cards import SUITS_HIGH_FIRST, Card
from tdcompanion.core.play import ExposeHow, Trick
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role, colours
from tdcompanion.models.labels import cards_text, seat_name
from tdcompanion.models.play_model import expose_how_text
from tdcompanion.models.text import arg


@dataclass(frozen=True)
class HandShown:
    """What a hand view shows: ``cards`` is ``None`` for a hand not known."""

    cards: tuple[Card, ...] | None = ()
    role: str = ""
    """Already translated: "declarer", "dummy" or ""."""
    in_turn: bool = False
    legal: frozenset[Card] = frozenset()
    """For the player in turn: the cards that follow suit; others are drawn dimmed (but still clickable)."""
    exposed: dict[Card, ExposeHow] = field(default_factory=dict)
    clickable: bool = True


class HandView(QWidget):
    """One seat's remaining cards by suit; a click on a card emits ``card_clicked(seat, card)``."""

    card_clicked = Signal(object, object)

    def __init__(self, seat: Seat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._shown = HandShown()
        self._chips: list[tuple[QRect, Card]] = []
        self._hover: Card | None = None
        self.setMouseTracking(True)
        self.setObjectName(f"hand-{seat.letter}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Opaque: repainting a hand after a card need not repaint the table under it.
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    # -- data ----------------------------------------------------------------------------

    @property
    def shown(self) -> HandShown:
        return self._shown

    def show_hand(self, shown: HandShown) -> None:
        if shown == self._shown:
            return
        self._shown = shown
        self._layout_chips()
        self.setAccessibleName(self._accessible_text())
        self.update()

    def card_rect(self, card: Card) -> QRect | None:
        """Where ``card`` is drawn (for tests and tooltips)."""
        for rect, c in self._chips:
            if c == card:
                return QRect(rect)
        return None

    def title_text(self) -> str:
        shown = self._shown
        text = seat_name(self.seat)
        if shown.role:
            text = arg(self.tr("%1 \u2014 %2"), text, shown.role)
        if shown.in_turn:
            text = "\u25b6 " + text
        return text

    def _accessible_text(self) -> str:
        cards = self._shown.cards
        held = self.tr("hand not known") if cards is None else cards_text(cards)
        return f"{self.title_text()}: {held}"

    # -- geometry ------------------------------------------------------------------------

    def _metrics(self) -> tuple[int, int, int, int]:
        """Title height, row height, symbol width, chip width."""
        fm = self.fontMetrics()
        return fm.height() + 6, fm.height() + 6, fm.horizontalAdvance("\u2660") + 8, fm.horizontalAdvance("10") + 8

    def sizeHint(self) -> QSize:
        title, row, symbol, chip = self._metrics()
        return QSize(symbol + 9 * (chip + 2) + 8, title + 4 * row + 6)

    def minimumSizeHint(self) -> QSize:
        title, row, symbol, chip = self._metrics()
        return QSize(symbol + 6 * (chip + 2), title + 4 * row + 6)

    def resizeEvent(self, event: object) -> None:
        self._layout_chips()

    def _layout_chips(self) -> None:
        self._chips = []
        cards = self._shown.cards
        if not cards:
            return
        title, row, symbol, chip = self._metrics()
        room = self.width() - symbol - 6
        for line, suit in enumerate(SUITS_HIGH_FIRST):
            in_suit = [c for c in cards if c.suit is suit]
            if not in_suit:
                continue
            # Overlap the cards like a fanned hand when the room is short; the last shows whole.
            step = chip + 2 if len(in_suit) * (chip + 2) <= room else max(8, (room - chip) // max(1, len(in_suit) - 1))
            top = title + line * row + 2
            for i, card in enumerate(in_suit):
                self._chips.append((QRect(symbol + i * step, top, chip, row - 3), card))

    def card_at(self, pos: QPoint) -> Card | None:
        # Later chips are drawn over earlier ones: the topmost hit wins.
        for rect, card in reversed(self._chips):
            if rect.contains(pos):
                return card
        return None

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        shown = self._shown
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title, row, symbol, _chip = self._metrics()
        palette = self.palette()
        roles = colours(palette)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Window))
        title_rect = QRect(0, 0, self.width(), title)
        if shown.in_turn:
            painter.fillRect(title_rect, roles[Role.TURN_FILL])
        bold = QFont(self.font())
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        painter.drawText(title_rect.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter, self.title_text())
        painter.setFont(self.font())
        if shown.cards is None:
            painter.setPen(roles[Role.MUTED])
            unknown = self.tr("hand not known")
            painter.drawText(QRect(4, title, self.width() - 8, row), Qt.AlignmentFlag.AlignVCenter, unknown)
            painter.end()
            return
        for line, suit in enumerate(SUITS_HIGH_FIRST):
            painter.setPen(roles[Role.RED_SUIT] if suit.is_red else palette.color(QPalette.ColorRole.WindowText))
            painter.drawText(QRect(2, title + line * row, symbol, row), Qt.AlignmentFlag.AlignVCenter, suit.symbol)
            if not any(c.suit is suit for c in shown.cards):
                painter.setPen(roles[Role.MUTED])
                painter.drawText(QRect(symbol, title + line * row, 30, row), Qt.AlignmentFlag.AlignVCenter, "\u2014")
        base = palette.color(QPalette.ColorRole.Base)
        for rect, card in self._chips:
            if card in shown.exposed:
                fill_colour = roles[Role.IRREGULAR_FILL]
            elif card == self._hover and shown.clickable:
                fill_colour = roles[Role.HOVER_FILL]
            else:
                fill_colour = base
            painter.setPen(roles[Role.FRAME])
            painter.setBrush(fill_colour)
            painter.drawRoundedRect(rect.adjusted(0, 0, -1, -1), 3, 3)
            dimmed = shown.in_turn and shown.legal and card not in shown.legal
            ink = roles[Role.RED_SUIT] if card.suit.is_red else palette.color(QPalette.ColorRole.Text)
            painter.setPen(roles[Role.MUTED] if dimmed else ink)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.rank.label)
        painter.end()

    # -- mouse ---------------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position().toPoint())
        if card != self._hover:
            self._hover = card
            pointing = card is not None and self._shown.clickable
            self.setCursor(Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        if self._hover is not None:
            self._hover = None
            self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        card = self.card_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and card is not None:
            self.card_clicked.emit(self.seat, card)
            event.accept()
            return
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            card = self.card_at(event.pos())
            if card is None:
                QToolTip.hideText()
                event.ignore()
                return True
            QToolTip.showText(event.globalPos(), self._card_tip(card), self)
            return True
        return super().event(event)

    def _card_tip(self, card: Card) -> str:
        how = self._shown.exposed.get(card)
        if how is not None:
            return arg(self.tr("%1: exposed (%2)"), str(card), expose_how_text(how))
        if self._shown.in_turn and self._shown.legal and card not in self._shown.legal:
            return arg(self.tr("%1: playing it now would be a revoke (Law 61)"), str(card))
        return arg(self.tr("%1: click to play"), str(card))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self._accessible_text())
            self.update()
        super().changeEvent(event)


@dataclass(frozen=True)
class TrickShown:
    """The trick in the centre: ``trick`` may be the last quitted one (then ``quitted``)."""

    trick: Trick | None = None
    quitted: bool = False
    flagged: frozenset[tuple[Seat, Card]] = frozenset()


class TrickView(QWidget):
    """The cards of one trick in a cross, each in front of the seat that played it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown = TrickShown()
        self.setObjectName("trick")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)

    @property
    def shown(self) -> TrickShown:
        return self._shown

    def show_trick(self, shown: TrickShown) -> None:
        if shown != self._shown:
            self._shown = shown
            self.setAccessibleName(self.caption())
            self.update()

    def caption(self) -> str:
        trick = self._shown.trick
        if trick is None:
            return ""
        if trick.winner is not None:
            return arg(self.tr("Trick %1 \u2014 won by %2"), trick.number, seat_name(trick.winner))
        return arg(self.tr("Trick %1"), trick.number)

    def _card_size(self) -> QSize:
        fm = self.fontMetrics()
        return QSize(fm.horizontalAdvance("\u266010") + 14, fm.height() + 10)

    def sizeHint(self) -> QSize:
        card = self._card_size()
        width = max(3 * card.width() + 40, self.fontMetrics().horizontalAdvance(self.caption()) + 12)
        return QSize(width, 4 * card.height() + 30)

    def minimumSizeHint(self) -> QSize:
        card = self._card_size()
        return QSize(3 * card.width() + 16, 3 * card.height() + self.fontMetrics().height() + 16)

    def slot(self, seat: Seat) -> QRect:
        """Where ``seat``'s card is drawn."""
        card = self._card_size()
        caption = self.fontMetrics().height() + 4
        area = self.rect().adjusted(4, caption, -4, -4)
        cx, cy = area.center().x(), area.center().y()
        w, h = card.width(), card.height()
        positions = {
            Seat.N: QPoint(cx - w // 2, cy - h - h // 2),
            Seat.S: QPoint(cx - w // 2, cy + h // 2),
            Seat.W: QPoint(cx - w - w // 2 - 4, cy - h // 2),
            Seat.E: QPoint(cx + w // 2 + 4, cy - h // 2),
        }
        return QRect(positions[seat], card)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        roles = colours(palette)
        painter.fillRect(self.rect(), roles[Role.TABLE_FILL])
        painter.setPen(roles[Role.FRAME])
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        caption_rect = QRect(6, 2, self.width() - 12, self.fontMetrics().height() + 2)
        painter.drawText(caption_rect, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, self.caption())
        trick = self._shown.trick
        if trick is not None:
            for position, tc in enumerate(trick.cards):
                rect = self.slot(tc.seat)
                if (tc.seat, tc.card) in self._shown.flagged:
                    background = roles[Role.IRREGULAR_FILL]
                elif trick.winner is tc.seat:
                    background = roles[Role.WINNER_FILL]
                else:
                    background = palette.color(QPalette.ColorRole.Base)
                painter.setPen(roles[Role.FRAME])
                painter.setBrush(background)
                painter.drawRoundedRect(rect.adjusted(0, 0, -1, -1), 4, 4)
                font = QFont(self.font())
                font.setUnderline(position == 0)  # the lead
                font.setBold(trick.winner is tc.seat)
                painter.setFont(font)
                painter.setPen(roles[Role.RED_SUIT] if tc.card.suit.is_red else palette.color(QPalette.ColorRole.Text))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(tc.card))
                painter.setFont(self.font())
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.caption())
            self.update()
        super().changeEvent(event)
