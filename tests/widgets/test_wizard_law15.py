"""pytest-qt flows through the irregularity wizard for Law 15, the wrong board: the board played by the wrong
pairs ruled in English with the Director's 15B2 choice, and a call from the wrong board ruled in Greek (the kind
picked by its Greek name, the questions read in Greek), each ruling read in both languages and applied."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws.law15 import Case, OtherBoard
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.irregularity_wizard import RULING_PAGE
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind


def test_law15b2_wrong_board_played_the_director_has_the_right_board_played_later(
    qtbot: QtBot, translators: Translators
) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law15-wrong-board.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "wrong board")
    assert asked(wizard) == "law15.case"
    answer(qtbot, wizard, Case.BOARD_PLAYED)
    # The auction is open on the board: the period is read off the record, not asked.
    assert asked(wizard) == "law15.played_before"
    assert "played this board before" in wizard.question_text.text()
    answer(qtbot, wizard, False)
    assert wizard.pages.currentIndex() == RULING_PAGE
    english, greek = read_both(qtbot, wizard)
    assert "The auction and play of this board are completed and its score stands (Law 15B2)." in english
    assert "The same two pairs play the board meant for them against one another later (Law 15B2)." in english
    assert "το αποτέλεσμά της ισχύει – Νόμος 15Β2." in greek
    assert set(o for (_c, o) in wizard.option_buttons) == {"law15.play_later", "law15.not_later"}
    qtbot.mouseClick(wizard.option_buttons[("law15.right_board", "law15.play_later")], Qt.MouseButton.LeftButton)
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)


def test_law15a_call_from_the_wrong_board_ruled_in_greek(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, "law15-call-from-wrong-board.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "λάθος θήκη")
    assert asked(wizard) == "law15.case"
    assert wizard.question_text.text() == "Τι συνέβη;"
    answer(qtbot, wizard, Case.CALL_FROM_WRONG_BOARD)
    assert asked(wizard) == "law15.offender"
    assert "λάθος θήκης" in wizard.question_text.text()
    answer(qtbot, wizard, Seat.W)
    # The cancelled calls and whether East has called since are read off the auction.
    assert asked(wizard) == "law15.other_board"
    answer(qtbot, wizard, OtherBoard.NOT_YET)
    assert wizard.pages.currentIndex() == RULING_PAGE
    greek = wizard.explanation.toPlainText()
    assert "Η δήλωση Πάσο της Δύσης ακυρώνεται – Νόμος 15Α1." in greek
    assert "δηλώνει ξανά" in greek and "αθέμιτη πληροφορία για την Ανατολή – Νόμος 16Γ2" in greek
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    english = wizard.explanation.toPlainText()
    assert "West's call Pass is cancelled (Law 15A1)." in english
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    auction = ws.document.record.auction
    assert auction is not None
    assert [e.withdrawn for e in auction.entries] == [False, True]  # West's pass stays, marked cancelled
