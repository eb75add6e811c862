"""The input for one wizard question, chosen by the kind of answer it wants.

Yes/no, a value out of a few (seats, suits, an enum of the law, a short list of cards or calls) as
radio buttons; a longer list as a list; several cards as a checkable list; a trick number as a
spin box; a card or call not limited to a list as typed text (``SJ``, ``♠J``, ``s10``; ``1H``,
``πάσο``); words (a call's meaning, a claim statement) as a text box; a poll as a table. The texts of the
values come from :mod:`tdcompanion.wording`, in the interface language.

By keyboard, as fast as the Director can speak: Return (Enter on the keypad) answers from any kind of
input (Ctrl+Return from the text box, where Return makes a new line; in a poll, Return keeps the cell
being typed, and Return again answers); the arrow keys choose among radio buttons, not only move the focus
(Qt checks the next button only when the focused one is already checked, and none is before an answer),
and so do the keys 1 to 8 (the options in order); a yes/no question takes one key, which answers and
goes on: Y or N, and on a Greek keyboard Ν (ναι) or Ο (όχι), whatever the interface language.
:meth:`AnswerInput.keys_hint` says which keys, on the page.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws import FactKind, Question
from tdcompanion.core.laws.poll import PollAnswer
from tdcompanion.core.seats import Seat
from tdcompanion.models.text import arg
from tdcompanion.widgets.poll_input import PollFormatError, PollInput
from tdcompanion.widgets.return_keys import is_return
from tdcompanion.widgets.typed_entry import read_call
from tdcompanion.wording.rule_text import value_text

#: More values than this are offered as a list rather than as radio buttons.
MAX_RADIO = 8
#: The keys of a yes/no answer, as typed (case folded): Y and N, and on a Greek keyboard Ν (ναι) and
#: Ο (όχι); the Latin N (no) and the Greek Ν (yes) are different characters.
YES_KEYS = frozenset({"y", "ν"})
NO_KEYS = frozenset({"n", "ο", "ό"})


def answer_keys() -> list[tuple[str, str]]:
    """The keys that answer a question of the wizard, as (what, keys) in the interface language, for the guide's
    keyboard page (the hint under each answer says the same for that answer)."""
    return [
        (QCoreApplication.translate("AnswerInput", "Answer a yes/no question and go on"), "Y, N, Ν, Ο"),
        (QCoreApplication.translate("AnswerInput", "Choose one of the options of a question"), "1–9, ↑, ↓"),
        (QCoreApplication.translate("AnswerInput", "Go on to the next question"), "Enter"),
        (QCoreApplication.translate("AnswerInput", "Go on from an answer written as text"), "Ctrl+Enter"),
    ]
#: Arrow keys among radio buttons: the step each takes.
_ARROW_STEPS: dict[int, int] = {Qt.Key.Key_Up: -1, Qt.Key.Key_Left: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_Right: 1}


class BadAnswerError(ValueError):
    """Typed text that is not an answer of the kind asked."""


def offered_values(question: Question[Any]) -> tuple[Any, ...] | None:
    """The values to offer: the question's choices, else every value its kind has, else ``None``
    (a number or a typed card)."""
    fact = question.fact
    if question.choices is not None:
        return tuple(question.choices)
    if fact.kind is FactKind.YES_NO:
        return (True, False)
    if fact.kind is FactKind.SEAT:
        return tuple(Seat)
    if fact.kind is FactKind.SUIT:
        return tuple(Suit)
    if fact.kind is FactKind.CHOICE and fact.values is not None:
        return tuple(fact.values)
    return None


class AnswerInput(QWidget):
    """Asks ``question`` in ``lang``; :meth:`value` is the answer (``None`` until one is given),
    or raises :class:`BadAnswerError` for typed text that is not one. ``submitted`` on a double click
    in a list, on Return from any of its fields (Ctrl+Return from the text box), and on the one key of a
    yes/no answer."""

    submitted = Signal()

    def __init__(self, question: Question[Any], lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question = question
        fact = question.fact
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._group: QButtonGroup | None = None
        self._list: QListWidget | None = None
        self._spin: QSpinBox | None = None
        self._line: QLineEdit | None = None
        self._text: QPlainTextEdit | None = None
        self._poll: PollInput | None = None
        self._values: tuple[Any, ...] = ()
        self._focus_on_show = False  # the focus asked for before the input was shown
        values = offered_values(question)
        if fact.kind is FactKind.TEXT:
            self._text = QPlainTextEdit(self)
            self._text.setObjectName("answer-words")
            self._text.setTabChangesFocus(True)
            layout.addWidget(self._text, 1)
        elif fact.kind is FactKind.POLL:
            self._poll = PollInput(self)
            self._poll.setObjectName("answer-poll")
            layout.addWidget(self._poll, 1)
        elif fact.kind is FactKind.CARDS:
            self._values = values or ()
            if values is None:
                self._line = self._make_line(layout)
            else:
                self._list = self._make_list(layout, values, lang, checkable=True)
        elif values is not None and len(values) > MAX_RADIO:
            self._values = values
            self._list = self._make_list(layout, values, lang, checkable=False)
        elif values is not None:
            self._values = values
            self._group = QButtonGroup(self)
            for index, value in enumerate(values):
                button = QRadioButton(value_text(value, lang, fact=fact.id), self)
                button.setObjectName(f"answer-{index}")
                button.installEventFilter(self)  # the arrow keys choose
                self._group.addButton(button, index)
                layout.addWidget(button)
        elif fact.kind is FactKind.NUMBER:
            self._spin = QSpinBox(self)
            self._spin.setObjectName("answer-number")
            self._spin.setRange(fact.minimum or 0, fact.maximum or 99)
            layout.addWidget(self._spin, 0, Qt.AlignmentFlag.AlignLeft)
        else:
            self._line = self._make_line(layout)
        layout.addStretch(1)

    def _make_line(self, layout: QVBoxLayout) -> QLineEdit:
        line = QLineEdit(self)
        line.setObjectName("answer-text")
        kind = self.question.fact.kind
        line.setPlaceholderText("SJ H10" if kind is FactKind.CARDS else "1H 3NT P X XX" if kind is FactKind.CALL
                                else "SJ")  # fmt: skip
        layout.addWidget(line)  # Return: the line ignores it (after returnPressed) and it comes here
        return line

    def _make_list(self, layout: QVBoxLayout, values: tuple[Any, ...], lang: str, *, checkable: bool) -> QListWidget:
        widget = QListWidget(self)
        widget.setObjectName("answer-list")
        widget.setWordWrap(True)  # a long answer wraps within the page instead of scrolling sideways
        widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        widget.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        for value in values:
            item = QListWidgetItem(value_text(value, lang, fact=self.question.fact.id), widget)
            if checkable:
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
        if not checkable:
            widget.itemDoubleClicked.connect(lambda _item: self.submitted.emit())
        layout.addWidget(widget, 1)
        return widget

    @property
    def yes_no(self) -> bool:
        """A yes/no question: one key answers it."""
        return self._group is not None and self._values == (True, False)

    def keys_hint(self) -> str:
        """The keys that answer this kind of input, in the interface language (shown under it)."""
        if self.yes_no:
            return self.tr("Y: yes, N: no. One key answers and goes on.")
        if self._group is not None:
            count = len(self._group.buttons())
            return arg(self.tr("Keys 1 to %1 or the arrow keys choose; Enter goes on."), count)
        if self._text is not None:
            return self.tr("Ctrl+Enter goes on (Enter starts a new line).")
        if self._poll is not None:
            return self.tr("Tab moves from cell to cell; Enter keeps a cell, Enter again goes on.")
        if self._list is not None and self.question.fact.kind is FactKind.CARDS:
            return self.tr("Space ticks a card; Enter goes on.")
        return self.tr("Enter goes on.")

    def focus_answer(self) -> None:
        """Put the keyboard focus on the answer, its text selected (typing replaces it); on an input not
        shown yet, as it is shown (a spin box shown drops the selection it had)."""
        self._focus_on_show = not self.isVisible()
        self.focus_target().setFocus(Qt.FocusReason.TabFocusReason)
        for field in (self._spin, self._line):
            if field is not None:
                field.selectAll()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._focus_on_show:
            self.focus_answer()

    def take_key(self, event: QKeyEvent) -> bool:
        """A yes/no answer's one key: the answer chosen and ``submitted``; among radio buttons, 1 to 8: that
        option chosen (Enter goes on). Whether ``event`` was one of these keys."""
        if self._group is None or event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                                        | Qt.KeyboardModifier.KeypadModifier):  # fmt: skip
            return False
        typed = event.text().casefold()
        buttons = self._group.buttons()
        if len(typed) == 1 and "1" <= typed <= str(len(buttons)):
            button = buttons[int(typed) - 1]
            button.setChecked(True)
            button.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        if not self.yes_no or typed not in YES_KEYS | NO_KEYS:
            return False
        self.select(typed in YES_KEYS)
        self.submitted.emit()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return from a field (a radio button, a spin box, a list, a line: each lets it go by) answers."""
        if is_return(event):
            self.submitted.emit()
            event.accept()
        elif self.take_key(event):
            event.accept()
        else:
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An arrow key on a radio button checks the next one (or the previous), as in a native group."""
        arrow = isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and event.key() in _ARROW_STEPS
        if arrow and self._group is not None and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            buttons = self._group.buttons()
            if watched in buttons:
                index = buttons.index(watched) + _ARROW_STEPS[event.key()]
                if 0 <= index < len(buttons):
                    buttons[index].setChecked(True)
                    buttons[index].setFocus(Qt.FocusReason.TabFocusReason)
                return True
        return super().eventFilter(watched, event)

    def focus_target(self) -> QWidget:
        for widget in (self._line, self._spin, self._list, self._text, self._poll):
            if widget is not None:
                return widget.table if isinstance(widget, PollInput) else widget
        assert self._group is not None
        buttons = self._group.buttons()
        return buttons[0] if buttons else self

    def select(self, value: object) -> None:
        """Show ``value`` as the current answer (a previous answer when going back)."""
        if self._text is not None and isinstance(value, str):
            self._text.setPlainText(value)
        elif self._poll is not None and isinstance(value, tuple):
            self._poll.set_answers(tuple(a for a in value if isinstance(a, PollAnswer)))
        elif self._line is not None and isinstance(value, Call):
            self._line.setText(value.pbn)
        elif self._spin is not None and isinstance(value, int):
            self._spin.setValue(value)
        elif self._line is not None and value is not None:
            cards = value if isinstance(value, tuple) else (value,)
            self._line.setText(" ".join(c.pbn for c in cards if isinstance(c, Card)))
        elif value in self._values or isinstance(value, tuple):
            if self._group is not None:
                button = self._group.button(self._values.index(value))
                button.setChecked(True)
            elif self._list is not None:
                chosen = value if isinstance(value, tuple) else (value,)
                for row, v in enumerate(self._values):
                    item = self._list.item(row)
                    if self.question.fact.kind is FactKind.CARDS:  # the one checkable list
                        item.setCheckState(Qt.CheckState.Checked if v in chosen else Qt.CheckState.Unchecked)
                    elif v in chosen:
                        self._list.setCurrentRow(row)

    def value(self) -> object | None:
        kind = self.question.fact.kind
        if self._text is not None:
            return self._text.toPlainText().strip() or None
        if self._poll is not None:
            try:
                return self._poll.answers() or None
            except PollFormatError as exc:
                raise BadAnswerError(str(exc)) from None
        if self._group is not None:
            index = self._group.checkedId()
            return self._values[index] if index >= 0 else None
        if self._spin is not None:
            return self._spin.value()
        if self._list is not None:
            if kind is FactKind.CARDS:
                return tuple(v for row, v in enumerate(self._values)
                             if self._list.item(row).checkState() == Qt.CheckState.Checked)  # fmt: skip
            chosen = self._list.selectedIndexes()  # not the current row: the list's first, once it has the focus
            return self._values[chosen[0].row()] if chosen else None
        assert self._line is not None
        text = self._line.text().strip()
        if not text:
            return () if kind is FactKind.CARDS else None
        if kind is FactKind.CALL:
            try:
                return read_call(text)
            except InputError:
                raise BadAnswerError(text) from None
        try:
            cards = tuple(Card.parse(token) for token in text.replace(",", " ").split())
        except InputError as exc:
            raise BadAnswerError(str(exc)) from None
        if kind is FactKind.CARDS:
            return cards
        if len(cards) != 1:
            raise BadAnswerError(text)
        return cards[0]
