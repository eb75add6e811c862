"""pytest-qt flows through the irregularity wizard for Laws 25 and 27: the insufficient bid and the change of call
as the auction record shows them, the Director's words typed in Greek, the ruling read in both languages, the
non-offending side's choice applied, and what the board and the table state show afterwards."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QListWidget, QPlainTextEdit, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.calls import Call
from tdcompanion.core.laws.law23_27 import Comparable
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, RULING_PAGE, IrregularityWizard
from tests.widgets.test_irregularity_wizard import answer, workspace_for


def type_text(widget: QWidget, text: str) -> None:
    """Key events carrying ``text`` (keyClicks aborts on Greek)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


def asked(wizard: IrregularityWizard) -> str:
    question = wizard.session.question
    assert question is not None and wizard.pages.currentIndex() == QUESTION_PAGE
    return question.id


def type_words(qtbot: QtBot, wizard: IrregularityWizard, words: str) -> None:
    assert wizard._input is not None  # the answer field of the question shown (the last one may linger)
    box = wizard._input.findChild(QPlainTextEdit, "answer-words")
    assert box is not None
    box.setFocus()
    type_text(box, words)
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)


def pick(qtbot: QtBot, wizard: IrregularityWizard, value: object) -> None:
    """Pick ``value`` in a long list of answers (the calls), as the Director clicks it."""
    question = wizard.session.question
    assert question is not None and question.choices is not None
    assert wizard._input is not None
    box = wizard._input.findChild(QListWidget, "answer-list")
    assert box is not None
    box.setCurrentRow(list(question.choices).index(value))
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)


def start_detected(qtbot: QtBot, wizard: IrregularityWizard, label: str) -> None:
    texts = [wizard.detected.item(i).text() for i in range(wizard.detected.count())]
    wizard.detected.setCurrentRow(texts.index(label))
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)


def test_law27_insufficient_bid_not_accepted_partner_must_pass(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law27-insufficient-bid.json")
    wizard = ws.wizard
    start_detected(qtbot, wizard, "insufficient bid")
    # The record shows who bid what over what, in rotation: the first question is the 25A one.
    assert asked(wizard) == "law25.unintended"
    answer(qtbot, wizard, False)
    assert asked(wizard) == "law27.replacement"
    assert "2♠ (the lowest sufficient bid in the same denomination)" in wizard.question_text.text()
    pick(qtbot, wizard, Call.parse("2H"))
    assert asked(wizard) == "law23.withdrawn_meaning"
    type_words(qtbot, wizard, "Φυσική αγορά, πέντε πίκες")
    assert asked(wizard) == "law23.replacement_meaning"
    type_words(qtbot, wizard, "Φυσική, πέντε κούπες")
    assert asked(wizard) == "law23.comparable"
    assert "subset of the meanings" in wizard.question_text.text()  # the criteria, shown to the Director
    answer(qtbot, wizard, Comparable.NOT_COMPARABLE)
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert wizard.session.facts.to_json()["law23.withdrawn_meaning"] == "Φυσική αγορά, πέντε πίκες"
    text = wizard.explanation.toPlainText()
    assert "Laws 27, 27B2, 26B, 16C, 72C" in text
    assert "West must pass whenever it is his turn to call, for the rest of the auction (Law 27B2)." in text
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    greek = wizard.explanation.toPlainText()
    assert "Η Δύση πρέπει να λέει πάσο κάθε φορά που έχει σειρά, μέχρι το τέλος των αγορών – Νόμος 27Β2." \
        in greek
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    assert not wizard.apply_button.isEnabled()  # South has not chosen yet
    qtbot.mouseClick(wizard.option_buttons[("law27.lho_choice", "law27.refuse")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    # The record ruled on: East's 1♠ withdrawn; the table: West bound to pass, declarer's 26B right.
    auction = wizard.session.record.auction
    assert auction is not None and auction.entries[1].withdrawn
    assert wizard.table_panel.lines("auction") == [
        "West must pass for the rest of the auction (Law 27B2).",
        "Declarer may forbid one suit at West's first lead, if East defends (Law 26B).",
    ]


def test_law27_accepted_by_lho_the_bid_stands(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, "law27-insufficient-bid.json")
    wizard = ws.wizard
    start_detected(qtbot, wizard, "ανεπαρκής αγορά")
    answer(qtbot, wizard, False)
    pick(qtbot, wizard, Call.parse("2S"))
    assert asked(wizard) == "law27.artificial"
    answer(qtbot, wizard, False)
    # 27B1(a) needs the replacement to show the same denomination: its meaning is asked, then whether artificial.
    assert asked(wizard) == "law23.replacement_meaning"
    type_words(qtbot, wizard, "Φυσική, πέντε πίκες")
    assert asked(wizard) == "law27.replacement_artificial"
    assert "συμβατική" in wizard.question_text.text()
    answer(qtbot, wizard, False)
    assert "Νόμοι 27, 27Β1(α), 27Δ" in wizard.explanation.toPlainText()
    qtbot.mouseClick(wizard.option_buttons[("law27.lho_choice", "law27.accept")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    auction = wizard.session.record.auction
    assert auction is not None and not any(e.withdrawn for e in auction.entries)
    assert wizard.table_panel.lines("auction") == []


def test_law25_unintended_call_replaced_and_lho_takes_back_his_pass(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law25-change-of-call.json")
    wizard = ws.wizard
    index = wizard.kinds.findText("change of call")
    wizard.kinds.setCurrentIndex(index)
    qtbot.mouseClick(wizard.start_other, Qt.MouseButton.LeftButton)
    # The change is not in the record yet: who, what and what instead are asked; then only the 25A question,
    # as the record shows that South has not called and that East called over the first call.
    assert asked(wizard) == "law25.offender"
    answer(qtbot, wizard, Seat.N)
    assert asked(wizard) == "law25.call"
    answer(qtbot, wizard, Call.parse("1H"))
    assert asked(wizard) == "law25.substitute"
    answer(qtbot, wizard, Call.parse("1NT"))
    assert asked(wizard) == "law25.unintended"
    assert "slip of the tongue" in wizard.question_text.text()
    answer(qtbot, wizard, True)
    assert wizard.pages.currentIndex() == RULING_PAGE
    text = wizard.explanation.toPlainText()
    assert "North's call 1♥ is cancelled (Law 25A1)." in text
    qtbot.mouseClick(wizard.option_buttons[("law25.lho_choice", "law25.withdraw_call")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    auction = wizard.session.record.auction
    assert auction is not None
    shown = [(e.seat, e.call.pbn, e.withdrawn) for e in auction.entries]
    assert shown == [(Seat.N, "1H", True), (Seat.E, "Pass", True)]
    assert any("unauthorised information for South" in line for line in wizard.table_panel.lines("information"))
