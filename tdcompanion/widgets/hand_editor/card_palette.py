"""The 52 cards, for building a deal with the mouse or the keyboard.

Two ways, both one undo step per action:

* choose a seat (its button stays down), then click cards: each goes to that seat;
  clicking a card the seat already holds takes it back out;
* or select cards (click, Ctrl+click, Shift+click, arrows), then press a seat button
  or type the seat's letter (N E S W, or the letter shown on the cards); Delete
  takes them out of the deal.

Each card shows who holds it; a card held twice is red.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont, QKeyEvent, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.cards import Card
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import TRANSPARENT, Role, colours
from tdcompanion.models.deal_model import PALETTE, CardPaletteModel
from tdcompanion.models.labels import seat_letter, seat_name
from tdcompanion.widgets.palette_follow import PALETTE_EVENTS

CELL = 28
_CORNER = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom

_Index = QModelIndex | QPersistentModelIndex


class _CardDelegate(QStyledItemDelegate):
    """Rank in the middle (red for ♥ ♦), holder's letter in the corner.

    Each look of a cell (card, holders, chosen seat, selection, size) is drawn once into
    a pixmap; a repaint of the pack is then 52 pixmap copies, not 52 text layouts.
    """

    def __init__(self, palette: CardPalette) -> None:
        super().__init__(palette)
        self._palette = palette
        self._cache: dict[tuple[object, ...], QPixmap] = {}

    def reset(self) -> None:
        """Forget the drawn cells (the font, the language or the colours changed)."""
        self._cache.clear()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        row, column = index.row(), index.column()
        if not (0 <= row < len(PALETTE) and 0 <= column < len(PALETTE[0])):
            return
        card = PALETTE[row][column]
        holders = self._palette.model.holders(card)
        armed = self._palette.armed_seat
        rect: QRect = option.rect
        state = option.state
        selection = 2 if state & QStyle.StateFlag.State_Selected else int(bool(state & QStyle.StateFlag.State_HasFocus))
        ratio = painter.device().devicePixelRatioF()
        key = (card, holders, bool(holders) and holders[0] is armed, selection, rect.width(), rect.height(), ratio)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._draw(
                card, holders, armed=armed, selection=selection, size=rect.size(), ratio=ratio, palette=option.palette
            )
            if len(self._cache) > 2000:  # bounded: a long session meets few distinct looks
                self._cache.clear()
            self._cache[key] = pixmap
        painter.drawPixmap(rect.topLeft(), pixmap)

    def _draw(
        self, card: Card, holders: tuple[Seat, ...], *, armed: Seat | None, selection: int, size: QSize, ratio: float,
        palette: QPalette,
    ) -> QPixmap:  # fmt: skip
        roles = colours(palette)
        text = palette.color(QPalette.ColorRole.Text)
        pixmap = QPixmap(size * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(TRANSPARENT)
        painter = QPainter(pixmap)
        rect = QRect(QPoint(0, 0), size).adjusted(1, 1, -1, -1)
        if len(holders) > 1:
            background = roles[Role.ERROR_FILL]
        elif holders and holders[0] is armed:
            background = roles[Role.SELECTED_FILL]
        else:
            background = roles[Role.NEUTRAL_FILL] if holders else palette.color(QPalette.ColorRole.Base)
        painter.fillRect(rect, background)
        if selection:
            style = Qt.PenStyle.SolidLine if selection == 2 else Qt.PenStyle.DotLine
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 3 if selection == 2 else 1, style))
            painter.drawRect(rect.adjusted(1, 1, -2, -2))
        font = QFont(self._palette.view.font())
        font.setBold(not holders)
        painter.setFont(font)
        red = card.suit.is_red
        # A card given to a seat other than the chosen one is muted (grey, or red that stays red).
        if holders and len(holders) == 1 and holders[0] is not armed:
            painter.setPen(roles[Role.MUTED_RED] if red else roles[Role.MUTED])
        else:
            painter.setPen(roles[Role.RED_SUIT] if red else text)
        painter.drawText(rect.adjusted(0, -4, 0, -4), Qt.AlignmentFlag.AlignCenter, card.rank.label)
        if holders:
            small = QFont(self._palette.view.font())
            small.setPointSizeF(max(6.0, small.pointSizeF() * 0.7))
            painter.setFont(small)
            painter.setPen(text)
            letters = "".join(self._palette.letters[s] for s in holders)
            painter.drawText(rect.adjusted(0, 0, -2, 0), _CORNER, letters)
        painter.end()
        return pixmap

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        return QSize(CELL, CELL)


class _PaletteView(QTableView):
    """The 4 x 13 grid; seat letters and Delete act on the selected cards."""

    give_requested = Signal(object)  # Seat | None
    toggle_requested = Signal()

    def repaint_cells(self) -> None:
        """Paint every card again (the chosen seat or the seat letters changed), once the view is shown.

        Not ``viewport().update()``: the first Python wrapper of the viewport (a plain QWidget made by
        Qt) has PySide create every widget class it has, 20-30 ms of start-up (bench/bench_startup.py).
        """
        model = self.model()
        self.dataChanged(model.index(0, 0), model.index(model.rowCount() - 1, model.columnCount() - 1))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.text().upper()
        for seat in Seat:
            if key and key in (seat.letter, seat_letter(seat).upper()):
                self.give_requested.emit(seat)
                return
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.give_requested.emit(None)
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.parent() is not None:
            palette = self.parentWidget()
            if isinstance(palette, CardPalette) and palette.armed_seat is not None:
                self.toggle_requested.emit()
                return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        width = self.verticalHeader().width() + CELL * 13 + 2 * self.frameWidth()
        return QSize(width, CELL * 4 + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class CardPalette(QWidget):
    """The pack as a grid; ``cards_given`` after each change it makes to the document."""

    cards_given = Signal()

    def __init__(self, document: BoardDocument, model: CardPaletteModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.model = model
        self._armed: Seat | None = None
        self.letters = {seat: seat_letter(seat) for seat in Seat}

        self.view = self._make_view(model)
        self.label = QLabel(self)
        self.label.setBuddy(self.view)
        self.seat_buttons: dict[Seat, QToolButton] = {}
        buttons = QHBoxLayout()
        buttons.setSpacing(2)
        buttons.addWidget(self.label)
        for seat in Seat:
            button = QToolButton(self)
            button.setCheckable(True)
            button.setObjectName(f"palette-seat-{seat.letter}")
            button.clicked.connect(lambda _checked=False, s=seat: self._on_seat_button(s))
            buttons.addWidget(button)
            self.seat_buttons[seat] = button
        self.out_button = QToolButton(self)
        self.out_button.setObjectName("palette-undealt")
        self.out_button.clicked.connect(lambda: self.give_selected(None))
        buttons.addWidget(self.out_button)
        buttons.addStretch(1)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: palette(dark);")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(buttons)
        layout.addWidget(self.view)
        layout.addWidget(self.hint)

        self.view.clicked.connect(self._on_card_clicked)
        self.view.give_requested.connect(self.give_selected)
        self.view.toggle_requested.connect(lambda: self._toggle(self.view.currentIndex()))
        self.retranslate_ui()

    def _make_view(self, model: CardPaletteModel) -> _PaletteView:
        view = _PaletteView(self)
        view.setObjectName("card-palette")
        view.setModel(model)
        self.delegate = _CardDelegate(self)
        view.setItemDelegate(self.delegate)
        view.horizontalHeader().hide()
        vertical = view.verticalHeader()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setDefaultSectionSize(CELL)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        view.horizontalHeader().setDefaultSectionSize(CELL)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setTabKeyNavigation(False)
        view.setShowGrid(False)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.selectionModel().setCurrentIndex(model.index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate)

        return view

    # --- arming a seat ----------------------------------------------------------

    @property
    def armed_seat(self) -> Seat | None:
        """The seat that clicked cards go to, if one is chosen."""
        return self._armed

    def arm(self, seat: Seat | None) -> None:
        self._armed = seat
        for s, button in self.seat_buttons.items():
            button.setChecked(s is seat)
        self.view.repaint_cells()

    def _on_seat_button(self, seat: Seat) -> None:
        if self.selected_cards():
            self.arm(self._armed)  # the click gives cards; it does not change the chosen seat
            self.give_selected(seat)
        else:
            self.arm(None if self._armed is seat else seat)

    # --- giving cards -----------------------------------------------------------

    def selected_cards(self) -> list[Card]:
        cards = (self.model.card(i) for i in self.view.selectionModel().selectedIndexes())
        return sorted((c for c in cards if c is not None), reverse=True)

    def give_selected(self, seat: Seat | None) -> None:
        cards = self.selected_cards()
        if not cards:
            current = self.model.card(self.view.currentIndex())
            cards = [current] if current is not None else []
        if cards and self.document.set_cards_holder(cards, seat):
            self.cards_given.emit()
        self.view.clearSelection()

    def _on_card_clicked(self, index: QModelIndex) -> None:
        if self._armed is not None:
            self._toggle(index)

    def _toggle(self, index: QModelIndex | QPersistentModelIndex) -> None:
        card = self.model.card(index)
        if card is None or self._armed is None:
            return
        seat = None if self.model.holders(card) == (self._armed,) else self._armed
        if self.document.set_card_holder(card, seat):
            self.cards_given.emit()
        self.view.clearSelection()

    # --- language ---------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.letters = {seat: seat_letter(seat) for seat in Seat}
        if hasattr(self, "delegate"):
            self.delegate.reset()
        self.label.setText(self.tr("&Cards:"))
        for seat, button in self.seat_buttons.items():
            button.setText(seat_name(seat))
            button.setToolTip(self.tr("Give the selected cards to this seat, or choose it for the cards you click"))
        self.out_button.setText(self.tr("Undealt"))
        self.out_button.setToolTip(self.tr("Take the selected cards out of the deal (Delete)"))
        self.hint.setText(
            self.tr(
                "Choose a seat, then click cards; or select cards, then choose a seat. "
                "Keys: seat letter gives, Delete takes out."
            )
        )
        self.view.setAccessibleName(self.tr("Cards of the pack"))
        self.view.repaint_cells()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, *PALETTE_EVENTS):
            self.delegate.reset()
        super().changeEvent(event)
