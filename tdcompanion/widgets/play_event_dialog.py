"""A dialog recording an irregular event of the play: an exposed card, a card taken back,
exposed cards picked up, a claim or a concession (Laws 47-50, 58B, 62, 68)."""

from __future__ import annotations

import enum

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.cards import Card
from tdcompanion.core.play import (
    Claim,
    Concede,
    Expose,
    ExposeHow,
    PickUp,
    PlayEvent,
    PlayState,
    Retract,
    RetractReason,
)
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL, Trick
from tdcompanion.models.colours import Role
from tdcompanion.models.labels import seat_name
from tdcompanion.models.play_model import expose_how_text, retract_reason_text
from tdcompanion.models.text import arg
from tdcompanion.widgets.palette_follow import colour_item, follow_item_colours
from tdcompanion.widgets.retranslating import Retranslating, sized_to_texts

_SEAT_ORDER = (Seat.N, Seat.E, Seat.S, Seat.W)


class EventKind(enum.Enum):
    EXPOSE = "expose"
    RETRACT = "retract"
    PICK_UP = "pick_up"
    CLAIM = "claim"
    CONCEDE = "concede"


def retractable_trick(state: PlayState) -> Trick | None:
    """The trick a card can be taken back from: the one in progress, or the last one quitted
    while nobody has led to the next (the record reopens it)."""
    if state.current is not None and state.current.cards:
        return state.current
    return state.tricks[-1] if state.tricks else None


class PlayEventDialog(Retranslating, QDialog):
    """Asks for the details of one event; :meth:`event_made` gives it once accepted."""

    def __init__(self, kind: EventKind, state: PlayState, parent: QWidget | None = None, *,
                 declarer: Seat | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.kind = kind
        self.state = state
        self.declarer = declarer if declarer is not None else state.contract.declarer
        """Who claims or concedes by default: the player acting as declarer (his partner after Law 54A)."""
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.seat_label = QLabel(self)
        self.seat = QComboBox(self)
        for seat in _SEAT_ORDER:
            self.seat.addItem("", seat)
        self.seat_label.setBuddy(self.seat)
        self.cards_label = QLabel(self)
        self.cards = QListWidget(self)
        follow_item_colours(self.cards)
        self.cards.setObjectName("event-cards")
        self.cards_label.setBuddy(self.cards)
        self.how_label = QLabel(self)
        self.how = QComboBox(self)
        self.how_label.setBuddy(self.how)
        sized_to_texts(self.seat, self.how)
        self.tricks_label = QLabel(self)
        self.tricks = QSpinBox(self)
        self.tricks_label.setBuddy(self.tricks)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        form = QFormLayout()
        form.addRow(self.seat_label, self.seat)
        form.addRow(self.cards_label, self.cards)
        form.addRow(self.how_label, self.how)
        form.addRow(self.tricks_label, self.tricks)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

        self._set_up()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.seat.currentIndexChanged.connect(self._fill_cards)
        self.cards.itemChanged.connect(self._validate)
        self.cards.currentRowChanged.connect(self._validate)
        self.retranslate_ui()
        self._fill_cards()

    def _set_up(self) -> None:
        kind, state = self.kind, self.state
        uses_cards = kind in (EventKind.EXPOSE, EventKind.RETRACT, EventKind.PICK_UP)
        for widget in (self.cards_label, self.cards):
            widget.setVisible(uses_cards)
        for widget in (self.how_label, self.how):
            widget.setVisible(kind in (EventKind.EXPOSE, EventKind.RETRACT))
        for widget in (self.tricks_label, self.tricks):
            widget.setVisible(kind in (EventKind.CLAIM, EventKind.CONCEDE))
        for widget in (self.seat_label, self.seat):
            widget.setVisible(kind is not EventKind.RETRACT)  # a retracted card names its seat
        if kind is EventKind.EXPOSE:
            for how in ExposeHow:
                self.how.addItem("", how)
        if kind is EventKind.RETRACT:
            for reason in RetractReason:
                self.how.addItem("", reason)
        remaining = TRICKS_PER_DEAL - len(state.tricks)
        self.tricks.setRange(0, remaining)
        self.tricks.setValue(remaining if kind is EventKind.CLAIM else 0)
        default = self._default_seat()
        self.seat.setCurrentIndex(_SEAT_ORDER.index(default))

    def _default_seat(self) -> Seat:
        state = self.state
        if self.kind is EventKind.PICK_UP and state.exposed:
            return state.exposed[0].seat
        if self.kind in (EventKind.CLAIM, EventKind.CONCEDE) or state.next_seat is None:
            return self.declarer
        return state.next_seat

    def chosen_seat(self) -> Seat:
        seat = self.seat.currentData()
        assert isinstance(seat, Seat)
        return seat

    def _fill_cards(self) -> None:
        self.cards.clear()
        kind, state = self.kind, self.state
        if kind is EventKind.RETRACT:
            trick = retractable_trick(state)
            for tc in trick.cards if trick is not None else ():
                item = QListWidgetItem(arg(self.tr("%1: %2"), seat_name(tc.seat), str(tc.card)))
                item.setData(Qt.ItemDataRole.UserRole, (tc.seat, tc.card))
                if tc.card.suit.is_red:
                    colour_item(item, Role.RED_SUIT)
                self.cards.addItem(item)
            self.cards.setCurrentRow(self.cards.count() - 1)  # usually the last card played
        elif kind in (EventKind.EXPOSE, EventKind.PICK_UP):
            seat = self.chosen_seat()
            cards = state.cards_held(seat) if kind is EventKind.EXPOSE else state.exposed_cards(seat)
            for card in cards:
                item = QListWidgetItem(str(card))
                item.setData(Qt.ItemDataRole.UserRole, (seat, card))
                if card.suit.is_red:
                    colour_item(item, Role.RED_SUIT)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Checked if kind is EventKind.PICK_UP else Qt.CheckState.Unchecked)
                self.cards.addItem(item)
        self._validate()

    def chosen_cards(self) -> list[tuple[Seat, Card]]:
        if self.kind is EventKind.RETRACT:
            item = self.cards.currentItem()
            return [item.data(Qt.ItemDataRole.UserRole)] if item is not None else []
        return [
            self.cards.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.cards.count())
            if self.cards.item(i).checkState() == Qt.CheckState.Checked
        ]

    def _validate(self) -> None:
        needs_cards = self.kind in (EventKind.EXPOSE, EventKind.RETRACT, EventKind.PICK_UP)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not needs_cards or bool(self.chosen_cards()))

    def event_made(self) -> PlayEvent | None:
        """The event the dialog describes, or ``None`` if it is not complete."""
        kind = self.kind
        if kind is EventKind.CLAIM:
            return Claim(self.chosen_seat(), self.tricks.value())
        if kind is EventKind.CONCEDE:
            return Concede(self.chosen_seat(), self.tricks.value())
        chosen = self.chosen_cards()
        if not chosen:
            return None
        if kind is EventKind.RETRACT:
            seat, card = chosen[0]
            reason = self.how.currentData()
            assert isinstance(reason, RetractReason)
            return Retract(seat, card, reason)
        cards = tuple(card for _, card in chosen)
        if kind is EventKind.PICK_UP:
            return PickUp(self.chosen_seat(), cards)
        how = self.how.currentData()
        assert isinstance(how, ExposeHow)
        return Expose(self.chosen_seat(), cards, how)

    def retranslate_ui(self) -> None:
        kind = self.kind
        titles = {
            EventKind.EXPOSE: self.tr("Exposed card"),
            EventKind.RETRACT: self.tr("Card taken back"),
            EventKind.PICK_UP: self.tr("Exposed cards picked up"),
            EventKind.CLAIM: self.tr("Claim"),
            EventKind.CONCEDE: self.tr("Concession"),
        }
        intros = {
            EventKind.EXPOSE: self.tr("A card exposed without being played: dropped, played with another card, or named (Laws 48-50, 58B)."),  # noqa: E501
            EventKind.RETRACT: self.tr("A card taken back from the trick (Law 47). A defender's card stays face up until the Director rules."),  # noqa: E501
            EventKind.PICK_UP: self.tr("Exposed cards that go back into the hand (e.g. Laws 48A, 50D)."),
            EventKind.CLAIM: self.tr("A claim of some of the remaining tricks, the current trick included (Law 68A)."),
            EventKind.CONCEDE: self.tr("A concession of some of the remaining tricks to the opponents (Law 68B)."),
        }
        self.setWindowTitle(titles[kind])
        self.intro.setText(intros[kind])
        self.seat_label.setText(self.tr("&Player:"))
        for i, seat in enumerate(_SEAT_ORDER):
            self.seat.setItemText(i, seat_name(seat))
        self.cards_label.setText(self.tr("&Card:") if kind is EventKind.RETRACT else self.tr("&Cards:"))
        if kind is EventKind.EXPOSE:
            self.how_label.setText(self.tr("&How:"))
            for i in range(self.how.count()):
                self.how.setItemText(i, expose_how_text(self.how.itemData(i)))
        elif kind is EventKind.RETRACT:
            self.how_label.setText(self.tr("&Reason:"))
            for i in range(self.how.count()):
                self.how.setItemText(i, retract_reason_text(self.how.itemData(i)))
        remaining = TRICKS_PER_DEAL - len(self.state.tricks)
        if kind is EventKind.CLAIM:
            self.tricks_label.setText(arg(self.tr("&Tricks claimed (of %1):"), remaining))
        else:
            self.tricks_label.setText(arg(self.tr("&Tricks conceded (of %1):"), remaining))
