"""Answers of the new kinds in the wizard: a call typed (Greek keyboard too) or picked from a few, the
Director's words, and a poll of players as a table; bad input says what is wrong and where, and
nothing typed is lost. Also the table-state panel's auction section (obligations to pass, a call that
broke one, a Law 26B right)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import Fact, FactKind, IrregularityKind, Question, TableState, ref
from tdcompanion.core.laws.auction_effects import LeadProhibitionRight, MustPass, PassSpan
from tdcompanion.core.laws.poll import PollAnswer
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.answer_input import AnswerInput, BadAnswerError
from tdcompanion.widgets.irregularity_wizard import KIND_ROLE
from tdcompanion.widgets.poll_input import PollInput
from tdcompanion.widgets.table_state_panel import TableStatePanel

CALL = Fact.call("test_kinds.call")
WORDS = Fact.text("test_kinds.words")
POLL = Fact.poll("test_kinds.poll")


def type_text(widget: QWidget, text: str) -> None:
    """Key events carrying ``text`` (keyClicks aborts on Greek)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


@pytest.mark.parametrize(("typed", "call"), [("1h", "1H"), ("3ΧΑ", "3NT"), ("πάσο", "Pass"), ("χχ", "XX"), ("x", "X")])
def test_a_call_is_typed_in_latin_or_greek(qtbot: QtBot, typed: str, call: str) -> None:
    answer = AnswerInput(Question(CALL), "en")
    qtbot.addWidget(answer)
    line = answer.findChild(QLineEdit, "answer-text")
    assert line is not None and answer.focus_target() is line
    type_text(line, typed)
    assert answer.value() == Call.parse(call)


def test_a_typed_call_that_is_none_is_refused_and_kept(qtbot: QtBot) -> None:
    answer = AnswerInput(Question(CALL), "en")
    qtbot.addWidget(answer)
    line = answer.findChild(QLineEdit, "answer-text")
    assert line is not None
    type_text(line, "8S")
    with pytest.raises(BadAnswerError, match="8S"):
        answer.value()
    assert line.text() == "8S"


def test_a_call_out_of_a_few_is_picked_and_shown_again(qtbot: QtBot) -> None:
    choices = (Call.parse("2S"), Call.parse("Pass"), Call.parse("X"))
    answer = AnswerInput(Question(CALL, choices=choices), "el")
    qtbot.addWidget(answer)
    buttons = answer.findChildren(QRadioButton)
    assert [b.text() for b in buttons] == ["2♠", "Πάσο", "κοντρ"]
    answer.select(Call.parse("Pass"))
    assert answer.value() == Call.parse("Pass")


def test_words_are_taken_trimmed_and_an_empty_box_is_no_answer(qtbot: QtBot) -> None:
    answer = AnswerInput(Question(WORDS), "el")
    qtbot.addWidget(answer)
    box = answer.findChild(QPlainTextEdit, "answer-words")
    assert box is not None and answer.value() is None
    type_text(box, "  φυσική, 5+ κούπες ")
    assert answer.value() == "φυσική, 5+ κούπες"
    answer.select("ξανά")
    assert box.toPlainText() == "ξανά"


def fill(poll: PollInput, rows: list[tuple[str, str, str]]) -> None:
    for row, (player, action, considered) in enumerate(rows):
        poll.set_row(row, player, action, considered)


def test_a_poll_is_read_row_by_row_skipping_blank_rows(qtbot: QtBot) -> None:
    answer = AnswerInput(Question(POLL), "en")
    qtbot.addWidget(answer)
    poll = answer.findChild(PollInput)
    assert poll is not None
    fill(poll, [("Μαρία", "πάσο", ""), ("", "", ""), ("Nikos", "3h", "pass; 4h")])
    assert answer.value() == (PollAnswer("Μαρία", "Pass"), PollAnswer("Nikos", "3H", ("Pass", "4H")))
    answer.select((PollAnswer("A", "2S"),))
    assert poll.answers() == (PollAnswer("A", "2S"),)


@pytest.mark.parametrize(("rows", "message"), [
    ([("Maria", "", "")], "Row 1: what would Maria do?"),
    ([("Maria", "Pass", ""), ("", "3H", "")], "Row 2: who was asked?"),
    ([("x" * 201, "Pass", "")], "Row 1: poll answer: the player is longer than 200 characters"),
])  # fmt: skip
def test_a_half_filled_poll_row_is_refused_with_its_number(qtbot: QtBot, rows: list[tuple[str, str, str]],
                                                           message: str) -> None:  # fmt: skip
    answer = AnswerInput(Question(POLL), "en")
    qtbot.addWidget(answer)
    poll = answer.findChild(PollInput)
    assert poll is not None
    fill(poll, rows)
    with pytest.raises(BadAnswerError) as caught:
        answer.value()
    assert str(caught.value) == message
    assert poll.table.item(0, 0).text() == rows[0][0]  # nothing typed is lost


def test_rows_are_added_and_removed(qtbot: QtBot) -> None:
    poll = PollInput()
    qtbot.addWidget(poll)
    count = poll.table.rowCount()
    poll.add_button.click()
    assert poll.table.rowCount() == count + 1
    poll.table.setCurrentCell(0, 0)
    poll.remove_button.click()
    assert poll.table.rowCount() == count


def test_the_poll_headers_are_translated(qtbot: QtBot, greek: Translators) -> None:
    poll = PollInput()
    qtbot.addWidget(poll)
    headers = [poll.table.horizontalHeaderItem(i).text() for i in range(3)]
    assert headers == ["Παίκτης που ρωτήθηκε", "Θα δήλωνε ή θα έπαιζε", "Εξέτασε επίσης σοβαρά"]


def test_the_table_state_panel_shows_the_auction_obligations(qtbot: QtBot) -> None:
    table = TableState().apply(
        (MustPass(law=ref("27B2"), seat=Seat.E, span=PassSpan.REST_OF_AUCTION),
         LeadProhibitionRight(law=ref("26B"), leader=Seat.E, offender=Seat.W)),
        calls=2, irregularity=IrregularityKind.INSUFFICIENT_BID,
    )  # fmt: skip
    panel = TableStatePanel()
    qtbot.addWidget(panel)
    auction = Auction.from_text(Seat.S, "1S 1H Pass")
    panel.show_table(table, None, (), auction)
    assert panel.lines("auction") == [
        "East must pass for the rest of the auction (Law 27B2).",
        "Declarer may forbid one suit at East's first lead, if West defends (Law 26B).",
    ]
    broken = auction.add("2H", Seat.E)
    panel.show_table(table, None, (), broken)
    assert "East called 2♥ (call 4) when he had to pass (Laws 27B2, 37)." in panel.lines("auction")


def test_the_wizards_start_page_offers_every_kind_the_lawbook_rules_grouped_by_its_registry(
    qtbot: QtBot, translators: Translators
) -> None:
    from tdcompanion.core.laws import WBF2017, BoardRecord
    from tdcompanion.models.ruling_session import RulingSession
    from tdcompanion.widgets.irregularity_wizard import IrregularityWizard
    from tdcompanion.wording import rule_text
    from tests.core.laws.scenarios import DEAL

    translators.set_language("en")
    wizard = IrregularityWizard(RulingSession(BoardRecord(DEAL)))
    qtbot.addWidget(wizard)
    combo = wizard.kinds
    offered: list[list[object]] = [[]]
    for row in range(combo.count()):
        kind = combo.itemData(row, KIND_ROLE)
        if kind is None:  # a separator between groups
            offered.append([])
        else:
            offered[-1].append(kind)
            assert combo.itemText(row) == rule_text.say(f"irregularity.{kind.value}", "en")
    # The Director's own error (Law 82) is offered once per earlier ruling on the board: none on a fresh board.
    error = IrregularityKind.DIRECTOR_ERROR
    assert [tuple(group) for group in offered] == [tuple(k for k in g if k is not error) for g in WBF2017.groups()]
    assert sorted(k.value for group in offered for k in group) == sorted(k.value for k in IrregularityKind
                                                                         if k is not error)  # fmt: skip


def test_a_call_that_is_none_is_refused_in_the_wizard_with_what_to_type(qtbot: QtBot, translators: Translators) -> None:
    from tdcompanion.core.laws import BoardRecord, Irregularity
    from tdcompanion.models.ruling_session import RulingSession
    from tdcompanion.widgets.irregularity_wizard import IrregularityWizard
    from tests.core.laws.scenarios import DEAL

    translators.set_language("en")
    session = RulingSession(BoardRecord(DEAL))  # no auction recorded: the wizard asks for the calls
    wizard = IrregularityWizard(session)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.start(Irregularity(IrregularityKind.INSUFFICIENT_BID))
    for _ in range(5):  # answer seats until a call is asked
        question = session.question
        assert question is not None
        if question.kind is FactKind.CALL:
            break
        assert wizard._input is not None
        wizard._input.select(Seat.W)
        qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)
    assert wizard._input is not None
    line = wizard._input.findChild(QLineEdit, "answer-text")
    assert line is not None
    type_text(line, "8S")
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)
    assert wizard.refusal.text() == "Not a call: 8S. Type it as 1H, 3NT, Pass, X or XX."
    assert line.text() == "8S"
