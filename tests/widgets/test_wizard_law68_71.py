"""pytest-qt flows of a claim or concession through the irregularity wizard, as a Director rules it: the
kind picked on the start page, the position at the claim shown with the questions, the Director's words
typed (in Greek too), an award that does not add up refused with nothing lost, the ruling read in both
languages, applied, and the tricks it moves shown on the table-state panel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws import FactKind
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, RULING_PAGE, IrregularityWizard
from tests.widgets.test_irregularity_wizard import answer, workspace_for


def type_words(qtbot: QtBot, wizard: IrregularityWizard, text: str) -> None:
    """Type ``text`` into the words box with key events (keyClicks aborts on Greek), then answer."""
    assert wizard._input is not None
    box = wizard._input.findChild(QPlainTextEdit, "answer-words")
    assert box is not None
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(box, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)


def start_claim(qtbot: QtBot, wizard: IrregularityWizard, name: str) -> None:
    index = wizard.kinds.findText(name)
    assert index >= 0, name
    wizard.kinds.setCurrentIndex(index)
    qtbot.mouseClick(wizard.start_other, Qt.MouseButton.LeftButton)


def answer_all(qtbot: QtBot, wizard: IrregularityWizard, facts: dict[str, Any], words: dict[str, str],
               stop: str | None = None) -> list[str]:  # fmt: skip
    """Answer the questions from the example's facts, typing the words of ``words`` for text questions;
    stops before ``stop``. The ids asked, in order."""
    asked = []
    for _ in range(20):
        question = wizard.session.question
        if question is None or question.id == stop:
            break
        assert wizard.pages.currentIndex() == QUESTION_PAGE
        asked.append(question.id)
        if question.fact.kind is FactKind.TEXT:
            type_words(qtbot, wizard, words.get(question.id, str(facts[question.id])))
        else:
            answer(qtbot, wizard, question.fact.decode(facts[question.id]))
    return asked


def test_a_contested_claim_ruled_with_the_position_shown(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, inc = workspace_for(qtbot, "law70-contested-claim.json")
    wizard = ws.wizard
    start_claim(qtbot, wizard, "claim or concession")
    facts = inc.facts.to_json()
    asked = answer_all(qtbot, wizard, facts, {"law68.statement": "The rest are mine"}, stop="law70.awarded")
    # Who claimed, how many tricks and the trumps out are read off the record, never asked.
    assert asked == ["law68.is_claim", "law68.response", "law68.objector", "law68.statement", "law70.objections",
                     "law70.trump_mentioned", "law70.trump_unaware", "law70.trump_trick",
                     "law70.less_successful_line", "law70.unstated_finesse"]  # fmt: skip
    shown = wizard.question_text.text()
    assert "He claimed 11" in shown and "Cards left at the claim (trick 3)" in shown
    assert "East: ♠9, ♠8, ♠7, ♥7, ♥6, ♥5" in shown
    # Every trick to the claimer despite the outstanding trump that could cost one: refused, kept.
    answer(qtbot, wizard, 11)
    assert wizard.refusal.isVisible()
    assert "70C" in wizard.refusal.text()
    assert wizard.pages.currentIndex() == QUESTION_PAGE
    assert wizard.session.question is not None and wizard.session.question.id == "law70.awarded"
    answer(qtbot, wizard, 10)
    type_words(qtbot, wizard, "East ruffs the third club")
    assert wizard.pages.currentIndex() == RULING_PAGE
    text = wizard.explanation.toPlainText()
    assert "Laws 70A, 70B, 70C" in text
    assert "10 go to the declaring side (North-South) and 1 to the defenders" in text
    assert "the board is scored with 12 tricks for declarer (Law 70C)." in text
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    assert "η θήκη βαθμολογείται με 12 λεβέ για τον εκτελεστή – Νόμος 70Γ." in wizard.explanation.toPlainText()
    assert wizard.session.facts["law68.statement"] == "The rest are mine"
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.lines("transfers") == ["At the end of play 1 trick goes to East-West (Law 70C)."]


def test_a_concession_given_back_in_greek(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, inc = workspace_for(qtbot, "law71-concession-withdrawn.json")
    wizard = ws.wizard
    start_claim(qtbot, wizard, "διεκδίκηση ή παραχώρηση")
    statement = "Παίρνω τα ατού και σας δίνω ένα σπαθί"
    asked = answer_all(qtbot, wizard, inc.facts.to_json(),
                       {"law68.statement": statement, "law70.reasons": "Κανένα σπαθί δεν χάνεται"})  # fmt: skip
    assert asked == ["law68.is_claim", "law68.response", "law68.objector", "discovered", "law68.statement",
                     "law71.won_in_fact", "law71.cannot_lose", "law70.reasons"]  # fmt: skip
    assert wizard.session.facts["law68.statement"] == statement
    assert wizard.pages.currentIndex() == RULING_PAGE
    text = wizard.explanation.toPlainText()
    assert "Νόμος 71Β" in text
    assert "11 πηγαίνουν στον άξονα του εκτελεστή (Βορράς-Νότος) και 0 στους αμυνόμενους" in text
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.lines("transfers") == [
        "Στο τέλος της εκτέλεσης μεταφέρεται 1 λεβέ στον άξονα Βορράς-Νότος – Νόμος 71Β."
    ]
