"""The wizard by keyboard (issue 21): Return goes on from every kind of question, the arrow keys choose,
a yes/no answer takes one key (Y/N, Ν/Ο), each page opens with the focus where the next key goes, and
the ruling's options are taken by number. Every key is a key event sent to the widget with the focus."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListWidget, QPlainTextEdit, QRadioButton, QSpinBox, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import Fact, Question
from tdcompanion.core.laws.poll import PollAnswer
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.answer_input import AnswerInput
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, RULING_PAGE, START_PAGE
from tdcompanion.widgets.poll_input import PollInput
from tests.widgets.wizard_keyboard import example_step, focus_in, workspace_for

NO = Qt.KeyboardModifier.NoModifier
SEAT = Fact.seat("test_keys.seat")
TRICK = Fact.number("test_keys.trick", minimum=1, maximum=13)
TRICKS = Fact.number("test_keys.tricks", minimum=0, maximum=13)
CARD = Fact.card("test_keys.card")
CALL = Fact.call("test_keys.call")
WORDS = Fact.text("test_keys.words")
POLL = Fact.poll("test_keys.poll")
YES_NO = Fact.yes_no("test_keys.yes_no")


def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = NO) -> None:
    """One key, to the widget with the focus."""
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, key, modifiers)
    QApplication.processEvents()


def type_text(text: str) -> None:
    """Characters, as key events carrying their text (Greek too), to the widget with the focus."""
    for ch in text:
        target = QApplication.focusWidget()
        assert target is not None
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(target, QKeyEvent(kind, Qt.Key.Key_unknown, NO, ch))
        QApplication.processEvents()


class Page(QWidget):
    """An answer on a page of its own, shown and focused as the wizard does; ``submitted`` counted."""

    def __init__(self, question: Question[Any], lang: str = "en") -> None:
        super().__init__()
        self.answer = AnswerInput(question, lang, self)
        QVBoxLayout(self).addWidget(self.answer)
        self.submitted = 0
        self.answer.submitted.connect(self._count)

    def _count(self) -> None:
        self.submitted += 1


@pytest.fixture
def page_of(qtbot: QtBot) -> Iterator[Any]:
    def make(question: Question[Any], lang: str = "en") -> Page:
        page = Page(question, lang)
        qtbot.addWidget(page)
        page.show()
        page.activateWindow()
        page.answer.focus_answer()
        QApplication.processEvents()
        return page

    yield make


# --- Return goes on ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("fact", "keys", "value"), [
    (SEAT, [Qt.Key.Key_Down, Qt.Key.Key_Down], Seat.S),
    (TRICK, [Qt.Key.Key_7], 7),
    (CARD, [Qt.Key.Key_S, Qt.Key.Key_J], Card.parse("SJ")),
    (CALL, [Qt.Key.Key_3, Qt.Key.Key_N, Qt.Key.Key_T], Call.parse("3NT")),
])  # fmt: skip
def test_return_goes_on_from_every_kind_of_answer(page_of: Any, fact: Fact[Any], keys: list[Qt.Key],
                                                 value: object) -> None:  # fmt: skip
    page = page_of(Question(fact))
    for key in keys:
        press(key)
    assert page.answer.value() == value
    press(Qt.Key.Key_Return)
    assert page.submitted == 1
    press(Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)  # Enter on the keypad too
    assert page.submitted == 2


def test_a_spin_box_takes_the_number_typed_over_the_one_shown(page_of: Any) -> None:
    page = page_of(Question(TRICKS))
    spin = page.answer.findChild(QSpinBox)
    assert spin is not None and QApplication.focusWidget() is spin
    type_text("1")
    assert spin.value() == 1  # not 10: the 0 shown was selected


def test_a_text_box_keeps_return_for_a_new_line_and_goes_on_with_ctrl_return(page_of: Any) -> None:
    page = page_of(Question(WORDS))
    box = page.answer.findChild(QPlainTextEdit)
    type_text("slow")
    press(Qt.Key.Key_Return)
    type_text("pass")
    assert box is not None and box.toPlainText() == "slow\npass" and page.submitted == 0
    press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert page.submitted == 1


def test_a_poll_keeps_a_cell_on_return_and_goes_on_on_the_next(page_of: Any) -> None:
    page = page_of(Question(POLL))
    poll = page.answer.findChild(PollInput)
    assert poll is not None
    type_text("Anna")
    press(Qt.Key.Key_Tab)
    type_text("πάσο")
    press(Qt.Key.Key_Return)
    assert page.submitted == 0 and page.answer.value() == (PollAnswer("Anna", "Pass"),)
    press(Qt.Key.Key_Return)
    assert page.submitted == 1


def test_tab_from_the_last_cell_of_a_poll_adds_a_row(page_of: Any) -> None:
    page = page_of(Question(POLL))
    poll = page.answer.findChild(PollInput)
    assert poll is not None
    rows = poll.table.rowCount()
    poll.table.setCurrentCell(rows - 1, 2)
    press(Qt.Key.Key_Tab)
    assert poll.table.rowCount() == rows + 1
    assert (poll.table.currentRow(), poll.table.currentColumn()) == (rows, 0)


# --- arrows choose ------------------------------------------------------------------------------------


def test_the_arrow_keys_check_the_radio_buttons_they_move_to(page_of: Any) -> None:
    page = page_of(Question(SEAT))
    buttons = page.answer.findChildren(QRadioButton)
    assert QApplication.focusWidget() is buttons[0]  # the first option has the focus, none is checked
    assert page.answer.value() is None
    press(Qt.Key.Key_Down)
    assert page.answer.value() is Seat.E and QApplication.focusWidget() is buttons[1]
    press(Qt.Key.Key_Right)
    assert page.answer.value() is Seat.S
    press(Qt.Key.Key_Up)
    press(Qt.Key.Key_Left)
    assert page.answer.value() is Seat.N
    press(Qt.Key.Key_Up)  # no further than the first
    assert page.answer.value() is Seat.N and QApplication.focusWidget() is buttons[0]


def test_an_option_is_chosen_by_its_number(page_of: Any) -> None:
    page = page_of(Question(SEAT))
    type_text("3")
    assert page.answer.value() is Seat.S and page.submitted == 0  # chosen; Enter goes on
    type_text("9")  # no ninth option
    assert page.answer.value() is Seat.S
    assert "Keys 1 to 4" in page.answer.keys_hint()
    press(Qt.Key.Key_Return)
    assert page.submitted == 1


def test_a_long_list_answers_with_the_row_chosen_not_the_row_the_focus_is_on(page_of: Any) -> None:
    cards = tuple(Card.parse(c) for c in ("S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "ST"))
    page = page_of(Question(CARD, choices=cards))
    assert page.answer.findChild(QListWidget) is not None
    assert page.answer.value() is None  # the list's first row is current once focused: not an answer
    press(Qt.Key.Key_Space)
    assert page.answer.value() == cards[0]
    press(Qt.Key.Key_Down)
    press(Qt.Key.Key_Down)
    assert page.answer.value() == cards[2]


# --- one key for yes or no ------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "typed", "value"), [
    ("en", "y", True), ("en", "N", False), ("en", "ν", True), ("en", "ο", False),
    ("el", "Ν", True), ("el", "Ο", False), ("el", "ό", False), ("el", "y", True), ("el", "n", False),
])  # fmt: skip
def test_a_yes_no_question_takes_one_key_that_answers_and_goes_on(page_of: Any, lang: str, typed: str,
                                                                  value: bool) -> None:  # fmt: skip
    page = page_of(Question(YES_NO), lang)
    type_text(typed)
    assert page.answer.value() is value
    assert page.submitted == 1


def test_other_letters_do_not_answer_a_yes_no_question(page_of: Any) -> None:
    page = page_of(Question(YES_NO))
    type_text("xα")
    press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert page.answer.value() is None and page.submitted == 0


def test_the_page_says_which_keys_answer(qtbot: QtBot, greek: Translators) -> None:
    answer = AnswerInput(Question(YES_NO), "el")
    qtbot.addWidget(answer)
    assert "Ν: ναι" in answer.keys_hint() and "Ο: όχι" in answer.keys_hint()


# --- the wizard ----------------------------------------------------------------------------------------


def test_a_lead_out_of_turn_by_keys_to_the_ruling_applied(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace_for(example_step("law54-opening-lead-out-of-turn.json"))
    qtbot.addWidget(ws)
    wizard = ws.wizard
    assert wizard.pages.currentIndex() == START_PAGE
    assert QApplication.focusWidget() is wizard.detected  # the irregularity the record shows
    press(Qt.Key.Key_Return)
    assert wizard.pages.currentIndex() == QUESTION_PAGE
    assert "Y: yes, N: no" in wizard.keys_hint.text()
    asked = 0
    while wizard.pages.currentIndex() == QUESTION_PAGE:
        type_text("n")
        asked += 1
    assert wizard.pages.currentIndex() == RULING_PAGE and asked == 5
    options = wizard.option_buttons
    assert QApplication.focusWidget() is options[("law54.declarer_choice", "law54.spread")]
    assert "1 to 3" in wizard.options_hint.text()
    press(Qt.Key.Key_Down)  # the arrow keys go from option to option, and stay among them
    press(Qt.Key.Key_Down)
    press(Qt.Key.Key_Down)
    assert QApplication.focusWidget() is options[("law54.declarer_choice", "law54.refuse")]
    type_text("3")  # refuse the lead
    assert wizard.session.chosen == {"law54.declarer_choice": "law54.refuse"}
    assert QApplication.focusWidget() is wizard.apply_button
    press(Qt.Key.Key_Return)
    assert wizard.session.applied_result is not None


def test_return_with_no_answer_says_so_and_keeps_the_focus_on_the_answer(qtbot: QtBot,
                                                                        translators: Translators) -> None:  # fmt: skip
    translators.set_language("en")
    ws = workspace_for(example_step("law54-opening-lead-out-of-turn.json"))
    qtbot.addWidget(ws)
    wizard = ws.wizard
    press(Qt.Key.Key_Return)
    question = wizard.session.question
    press(Qt.Key.Key_Tab)  # to the Cancel button, say
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Return)  # a focused button is pressed itself (Back: nothing to go back to)
    assert wizard.session.question == question and wizard.pages.currentIndex() == QUESTION_PAGE
    wizard._input.focus_answer()  # type: ignore[union-attr]
    press(Qt.Key.Key_Return)
    assert wizard.session.question == question
    assert wizard.refusal.isVisible() and wizard.refusal.text() == "Choose an answer first."
    assert focus_in(wizard._input)  # type: ignore[arg-type]


def test_return_starts_the_irregularity_chosen_from_the_others(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace_for(example_step("law27-insufficient-bid.json"))
    qtbot.addWidget(ws)
    wizard = ws.wizard
    press(Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # &Something else happened
    QTest.qWait(50)
    assert QApplication.focusWidget() is wizard.kinds
    type_text("revo")
    assert wizard.kinds.currentText() == "revoke"
    press(Qt.Key.Key_Return)
    assert wizard.pages.currentIndex() == QUESTION_PAGE
    assert wizard.session.irregularity is not None and wizard.session.irregularity.kind.value == "revoke"


def test_the_wizard_tab_shown_puts_the_focus_on_the_first_page_target(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws = workspace_for(example_step("law54-opening-lead-out-of-turn.json"))
    qtbot.addWidget(ws)
    ws.show_tab(0)
    ws.show_tab(3)  # Ctrl+4 in the main window
    assert QApplication.focusWidget() is ws.wizard.detected
