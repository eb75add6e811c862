"""A bidding box for recording an auction as it happened (Laws 18-39).

The 35 bids in a 7 x 5 grid, then Pass, X and XX. For the player in turn only the
calls he may legally make are enabled. A Director must also record what went wrong, so
choosing another seat in "Called by" (a call out of rotation) or ticking "Any call"
enables every call: an insufficient bid, an inadmissible double or redouble, a call
after the auction closed. Such calls are shaded before they are made and flagged in
the record after.

Keyboard: type a call in the entry line (``1n``, ``4s``, ``p``, ``x``, ``xx``; Greek
keyboards too) and press Enter.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call, CallError
from tdcompanion.core.seats import Seat
from tdcompanion.models.auction_model import call_is_red, describe_call_irregularity
from tdcompanion.models.colours import Role, colours
from tdcompanion.models.labels import call_text, seat_in, seat_name
from tdcompanion.models.text import arg
from tdcompanion.widgets.palette_follow import follow_palette, set_style, text_style
from tdcompanion.widgets.retranslating import Retranslating, sized_to_texts
from tdcompanion.widgets.typed_entry import read_call

_SEAT_ORDER = (Seat.N, Seat.E, Seat.S, Seat.W)


class BiddingBox(Retranslating, QWidget):
    """Emits ``call_entered(AuctionEntry)`` (seat, call, alerted) and ``undo_requested()``.

    It does not change the auction itself: show it the auction with :meth:`set_auction`.
    """

    call_entered = Signal(object)
    undo_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._auction = Auction(Seat.N)
        self._legal: frozenset[Call] = frozenset()
        self.buttons: dict[Call, QToolButton] = {}
        self._tips: dict[Call, str] = {}

        self.seat_label = QLabel(self)
        self.seat_combo = QComboBox(self)
        self.seat_combo.setObjectName("called-by")
        for seat in _SEAT_ORDER:
            self.seat_combo.addItem("", seat)
        self.seat_label.setBuddy(self.seat_combo)
        sized_to_texts(self.seat_combo)
        self.any_call = QCheckBox(self)
        self.any_call.setObjectName("any-call")
        self.alert = QCheckBox(self)
        self.alert.setObjectName("alert")

        self.entry_label = QLabel(self)
        self.entry = QLineEdit(self)
        self.entry.setObjectName("call-entry")
        self.entry_label.setBuddy(self.entry)
        self.undo = QPushButton(self)
        self.undo.setObjectName("undo-call")
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self._lay_out()

        self.seat_combo.activated.connect(self._refresh_buttons)
        self.any_call.toggled.connect(self._refresh_buttons)
        self.entry.returnPressed.connect(self._on_typed)
        self.entry.textEdited.connect(lambda _text: self._say(""))
        self.undo.clicked.connect(self.undo_requested)
        self.retranslate_ui()
        self.set_auction(self._auction)
        follow_palette(self, self._recolour)

    def _lay_out(self) -> None:
        grid = QGridLayout()
        grid.setSpacing(2)
        for bid in ALL_BIDS:
            grid.addWidget(self._make_button(bid), bid.level - 1, int(bid.strain))
        grid.addWidget(self._make_button(PASS), 7, 0, 1, 3)
        grid.addWidget(self._make_button(DOUBLE), 7, 3)
        grid.addWidget(self._make_button(REDOUBLE), 7, 4)
        seat_row = QHBoxLayout()
        seat_row.addWidget(self.seat_label)
        seat_row.addWidget(self.seat_combo, 1)
        entry_row = QHBoxLayout()
        entry_row.addWidget(self.entry_label)
        entry_row.addWidget(self.entry, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(seat_row)
        layout.addWidget(self.any_call)
        layout.addWidget(self.alert)
        layout.addLayout(grid)
        layout.addLayout(entry_row)
        layout.addWidget(self.undo)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.setTabOrder(self.entry, self.seat_combo)
        self.setTabOrder(self.seat_combo, self.any_call)
        self.setTabOrder(self.any_call, self.alert)
        self.setTabOrder(self.alert, self.undo)
        self.setFocusProxy(self.entry)

    def _make_button(self, call: Call) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(f"call-{call.compact}")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # typing goes to the entry line; see the module doc
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setAutoRaise(False)
        button.setProperty("irregular", False)
        self._colour_button(call, button)
        button.clicked.connect(lambda _checked=False, c=call: self.enter(c))
        self.buttons[call] = button
        return button

    # -- state ---------------------------------------------------------------------------

    @property
    def auction(self) -> Auction:
        return self._auction

    @property
    def seat(self) -> Seat:
        """Who is calling: the player in turn unless the Director chose another seat."""
        seat = self.seat_combo.currentData()
        assert isinstance(seat, Seat)
        return seat

    def set_seat(self, seat: Seat) -> None:
        self.seat_combo.setCurrentIndex(_SEAT_ORDER.index(seat))
        self._refresh_buttons()

    def default_seat(self) -> Seat:
        """The player in turn; once the auction is over, the last caller's left-hand opponent."""
        auction = self._auction
        if auction.next_seat is not None:
            return auction.next_seat
        return auction.entries[-1].seat.lho if auction.entries else auction.dealer

    def set_auction(self, auction: Auction) -> None:
        """Follow ``auction``: "Called by" goes back to the player in turn, "Any call" and "Alert" are cleared."""
        self._auction = auction
        self._legal = frozenset(auction.legal_calls())
        self.seat_combo.setCurrentIndex(_SEAT_ORDER.index(self.default_seat()))
        self.any_call.setChecked(False)
        self.alert.setChecked(False)
        self.undo.setEnabled(len(auction) > 0)
        self._refresh_buttons()

    def free_mode(self) -> bool:
        """Every call is enabled: another seat than the player in turn, or "Any call" ticked (needed
        once the auction is over, Law 39)."""
        nxt = self._auction.next_seat
        return self.any_call.isChecked() or (nxt is not None and self.seat is not nxt)

    def is_enabled(self, call: Call) -> bool:
        return self.free_mode() or call in self._legal

    def _refresh_buttons(self) -> None:
        free = self.free_mode()
        seat = self.seat
        for call, button in self.buttons.items():
            issues = self._auction.check(call, seat) if free else ()
            button.setEnabled(free or call in self._legal)
            irregular = bool(issues)
            if button.property("irregular") != irregular:
                button.setProperty("irregular", irregular)
                self._colour_button(call, button)
                font = button.font()
                font.setItalic(irregular)
                button.setFont(font)
            tip = self._tips.get(call, "")
            if issues:
                tip = "\n".join([tip, *(describe_call_irregularity(irr) for irr in issues)])
            if button.toolTip() != tip:
                button.setToolTip(tip)
        if self._auction.is_complete and not free:
            self._say(self.tr("The auction is over. Tick \u201cAny call\u201d to record a call made after it."))
        elif not self.message.property("error"):
            self._say("")

    # -- entering ------------------------------------------------------------------------

    def enter(self, call: Call) -> bool:
        """Record ``call`` by :attr:`seat` if the box allows it now; say why not otherwise."""
        if not self.is_enabled(call):
            self._say(
                arg(
                    self.tr("%1 is not a legal call for %2 now. To record it, tick \u201cAny call\u201d."),
                    call_text(call),
                    seat_in(self.seat, "acc"),
                ),
                error=True,
            )
            return False
        entry = AuctionEntry(self.seat, call, alerted=self.alert.isChecked())
        self.entry.clear()
        self._say("")
        self.call_entered.emit(entry)
        return True

    def _on_typed(self) -> None:
        text = self.entry.text()
        if not text.strip():
            return
        try:
            call = read_call(text)
        except CallError:
            self._say(arg(self.tr("\u201c%1\u201d is not a call. Type e.g. 1n, 4s, p, x or xx."), text), error=True)
            return
        self.enter(call)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setProperty("error", error and bool(text))
        set_style(self.message, text_style(Role.ERROR) if error else "")

    def _colour_button(self, call: Call, button: QToolButton) -> None:
        """Hearts and diamonds in red; an irregular call on the irregular fill; the rest as the palette says."""
        roles = colours(self.palette())
        palette = QPalette(self.palette())
        if call_is_red(call):
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
                palette.setColor(group, QPalette.ColorRole.ButtonText, roles[Role.RED_SUIT])
        if button.property("irregular"):
            palette.setColor(QPalette.ColorRole.Button, roles[Role.IRREGULAR_FILL])
        button.setPalette(palette)

    def _recolour(self) -> None:
        for call, button in self.buttons.items():
            self._colour_button(call, button)
        if self.message.property("error"):
            set_style(self.message, text_style(Role.ERROR))

    # -- language ------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.seat_label.setText(self.tr("Called &by:"))
        for i, seat in enumerate(_SEAT_ORDER):
            self.seat_combo.setItemText(i, seat_name(seat))
        self.seat_combo.setToolTip(
            self.tr("Who made the call. Choose another player than the one in turn to record a call out of rotation.")
        )
        self.any_call.setText(self.tr("&Any call (irregular)"))
        self.any_call.setToolTip(
            self.tr("Enable every call, to record an insufficient bid, an inadmissible double or redouble, or a call after the auction closed")  # noqa: E501
        )
        self.alert.setText(self.tr("Ale&rted"))
        self.alert.setToolTip(self.tr("The next call was alerted"))
        self.entry_label.setText(self.tr("&Type a call:"))
        self.entry.setPlaceholderText(self.tr("1n, 4s, p, x, xx, then Enter"))
        self.undo.setText(self.tr("&Undo last call"))
        tip = self.tr("%1 (type %2)")
        self._tips = {call: arg(tip, call_text(call), call.compact.lower()) for call in self.buttons}
        for call, button in self.buttons.items():
            button.setText(call_text(call))
            button.setAccessibleName(call_text(call))
        self._refresh_buttons()
