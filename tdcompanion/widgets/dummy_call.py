"""What declarer said calling dummy's card, typed on the Play tab as it was spoken (Law 46).

At dummy's turn the Director types declarer's words ("high", "a spade", "king", "♠Q", "ψηλό", "ρήγας",
"anything"): :func:`~tdcompanion.core.designation.called_play` reads them and Law 46B gives the card, which
is played from dummy with the words kept in the record (``Play.said``) for the Law 46 ruling. When the law
leaves a choice (46B3(b), 46B4, "win" with no card known to win: declarer; 46B5: either defender), the
legal candidates are offered as buttons below the line. Words that name nothing are explained in the
table's message line and stay in the line to be corrected.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QToolButton, QWidget

from tdcompanion.core.cards import Card
from tdcompanion.core.designation import Ambiguous, called_play
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.play import Play, PlayState
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role
from tdcompanion.models.text import arg
from tdcompanion.widgets.palette_follow import styled, text_style
from tdcompanion.widgets.retranslating import FontSized, Retranslating


class DummyCall(FontSized, Retranslating, QWidget):
    """The "Declarer said" line and, when Law 46B leaves a choice, the cards to choose from.

    Signals: ``play_made(Play)`` for the card to record (the table records it and says so), ``refused(str)``
    with what is wrong in the words typed, in the interface language."""

    play_made = Signal(object)
    refused = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: PlayState | None = None
        self._dummy: Seat | None = None
        self._pending: tuple[str, Ambiguous] | None = None
        self.label = QLabel(self)
        self.entry = QLineEdit(self)
        self.entry.setObjectName("said-entry")
        self.label.setBuddy(self.entry)
        self.entry.returnPressed.connect(self.read)
        self.entry.textEdited.connect(lambda _text: self._offer(None))
        self.choice_label = QLabel(self)
        self.choice_label.setObjectName("said-choice")
        self.choice_label.setWordWrap(True)
        self.card_buttons: dict[Card, QToolButton] = {}
        self._choices = QHBoxLayout()
        self._choices.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.entry)
        row.addWidget(self.choice_label, 1)
        row.addLayout(self._choices)
        row.addStretch(0)
        self.fit_to_font()
        self.retranslate_ui()
        self.set_state(None)

    @property
    def dummy(self) -> Seat | None:
        """Dummy: the seat given with the position (after Law 54A, the presumed declarer), else the contract's."""
        state = self._state
        if state is None:
            return None
        return self._dummy if self._dummy is not None else state.contract.dummy

    @property
    def dummy_to_play(self) -> bool:
        state = self._state
        return state is not None and state.current is not None and state.next_seat is self.dummy

    def set_state(self, state: PlayState | None, dummy: Seat | None = None) -> None:
        """The live position (``None``: nothing can be recorded now) and who is dummy there (default: the
        contract's); the line is open at dummy's turn only."""
        if state != self._state or dummy is not self._dummy:
            self._offer(None)
        self._state, self._dummy = state, dummy
        self.entry.setEnabled(self.dummy_to_play)

    def read(self) -> None:
        """Read the words typed: the card is played, or the choice the law leaves is offered."""
        text = self.entry.text()
        state, dummy = self._state, self.dummy
        if not text.strip() or state is None or dummy is None or not self.dummy_to_play:
            return
        try:
            result = called_play(text, state, dummy)
        except CardParseError:
            self.refused.emit(arg(self.tr("\u201c%1\u201d names no card of dummy's. Type what declarer said, e.g. "
                                          "high, low, win, spade, king, \u2660Q or anything (Law 46)."), text))
            return
        if isinstance(result, Ambiguous):
            self._offer((text.strip(), result))
            return
        self.play_made.emit(result)

    def choose(self, card: Card) -> None:
        """The card declarer (or, under 46B5, a defender) designated among those offered."""
        pending, dummy = self._pending, self.dummy
        if pending is None or dummy is None or card not in pending[1].cards:
            return
        self.play_made.emit(Play(dummy, card, pending[0]))

    def recorded(self) -> None:
        """The table recorded the card: the line is cleared for the next call."""
        self._offer(None)
        self.entry.clear()

    def _offer(self, pending: tuple[str, Ambiguous] | None) -> None:
        self._pending = pending
        for button in self.card_buttons.values():
            self._choices.removeWidget(button)
            button.deleteLater()
        self.card_buttons = {}
        for card in pending[1].cards if pending is not None else ():
            button = QToolButton(self)
            button.setObjectName(f"said-card-{card.pbn}")
            button.setText(str(card))
            if card.suit.is_red:
                styled(button, lambda: text_style(Role.RED_SUIT))
            button.clicked.connect(lambda _checked=False, chosen=card: self.choose(chosen))
            self._choices.addWidget(button)
            self.card_buttons[card] = button
        self._show_choice_text()
        if self.card_buttons:
            next(iter(self.card_buttons.values())).setFocus()

    def _show_choice_text(self) -> None:
        pending = self._pending
        if pending is None:
            self.choice_label.clear()
            self.choice_label.setVisible(False)
            return
        if pending[1].by_defenders:
            text = self.tr("Either defender designates the card to be played from dummy (Law 46B5). Which card?")
        else:
            text = self.tr("Declarer designates the card to be played from dummy (Law 46B). Which card?")
        self.choice_label.setText(text)
        self.choice_label.setVisible(True)

    @property
    def choice_text(self) -> str:
        return self.choice_label.text() if self._pending is not None else ""

    def fit_to_font(self) -> None:
        self.entry.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 16)

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Declarer &said:"))
        self.entry.setPlaceholderText(self.tr("e.g. high, a spade, king"))
        tip = self.tr("At dummy's turn, type what declarer said calling dummy's card, in English or Greek "
                      "(high, low, win, spade, king, \u2660Q, anything; ψηλό, ρήγας) and press Enter: "
                      "Law 46B gives the card.")
        self.entry.setToolTip(tip)
        self.entry.setAccessibleName(self.tr("What declarer said calling dummy's card"))
        self._show_choice_text()
