"""pytest-qt flows through the irregularity wizard for Laws 16 and 75: a hesitation judged after play with a poll
typed into the poll table (its tally carried by the logical-alternative question), extraneous information with the
Director's own choice, and a mistaken explanation corrected in time for South to change his call, read in English
and Greek, applied to the auction and the table state."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import Period
from tdcompanion.core.laws.law16_75 import ActionKind, Evidence, Form, Source
from tdcompanion.core.laws.poll import PollAnswer, tally
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, RULING_PAGE, IrregularityWizard
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked, type_words

GREEK_POLL = (("Άννα", "πάσο", "3♥"), ("Βασίλης", "3♥", ""), ("Χρήστος", "Pass", "4H"), ("Δήμητρα", "4♥", ""),
              ("Ελένη", "3H", "πάσο"))  # fmt: skip


def start_kind(qtbot: QtBot, wizard: IrregularityWizard, label: str) -> None:
    """The Director picks the kind from the list of all kinds (the record does not show these)."""
    index = wizard.kinds.findText(label)
    assert index >= 0, label
    wizard.kinds.setCurrentIndex(index)
    qtbot.mouseClick(wizard.start_other, Qt.MouseButton.LeftButton)


def fill_poll(qtbot: QtBot, wizard: IrregularityWizard, rows: tuple[tuple[str, str, str], ...]) -> None:
    """Type the poll into the table's cells, as the Director does, and answer."""
    assert wizard._input is not None
    table = wizard._input.findChild(QTableWidget, "poll-table")
    assert table is not None
    for row, cells in enumerate(rows):
        if row >= table.rowCount():
            table.insertRow(row)
        for column, text in enumerate(cells):
            table.setItem(row, column, QTableWidgetItem(text))
    qtbot.mouseClick(wizard.answer_button, Qt.MouseButton.LeftButton)


def up_to_the_poll(qtbot: QtBot, wizard: IrregularityWizard) -> None:
    """The steps before the poll: what happened, established, when, North's call, what it suggests."""
    start_kind(qtbot, wizard, "unauthorised information")
    assert asked(wizard) == "law16.source"
    answer(qtbot, wizard, Source.HESITATION)
    answer(qtbot, wizard, Seat.N)
    assert asked(wizard) == "law16.description"
    type_words(qtbot, wizard, "Ο Νότος σκέφτηκε ένα λεπτό πριν πει 2♥")
    assert asked(wizard) == "law16.established"
    assert "balance of probabilities (Law 85A)" in wizard.question_text.text()
    answer(qtbot, wizard, True)
    assert asked(wizard) == "discovered"
    answer(qtbot, wizard, Period.AFTER_PLAY)
    answer(qtbot, wizard, ActionKind.CALL)
    assert asked(wizard) == "law16.call"  # only North's calls on the record are offered
    assert wizard.session.question is not None
    assert wizard.session.question.choices == (Call.parse("1H"), Call.parse("4H"))
    answer(qtbot, wizard, Call.parse("4H"))
    assert asked(wizard) == "law16.suggests"
    type_words(qtbot, wizard, "Ο αργός δισταγμός δείχνει μέγιστο: υποδεικνύει μάνς αντί για πάσο")
    assert asked(wizard) == "law16.demonstrable"
    assert "not just possible" in wizard.question_text.text()
    answer(qtbot, wizard, True)
    answer(qtbot, wizard, True)  # a poll was taken


def test_law16_hesitation_judged_after_play_with_a_poll(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, "law16-hesitation.json")
    wizard = ws.wizard
    up_to_the_poll(qtbot, wizard)
    assert asked(wizard) == "law16.poll"
    fill_poll(qtbot, wizard, GREEK_POLL)
    # The next question carries the tally of the five answers, read in PBN whatever the keyboard.
    assert asked(wizard) == "law16.logical_alternative"
    question = wizard.session.question
    assert question is not None
    expected = tally((PollAnswer("Άννα", "Pass", ("3H",)), PollAnswer("Βασίλης", "3H"),
                      PollAnswer("Χρήστος", "Pass", ("4H",)), PollAnswer("Δήμητρα", "4H"),
                      PollAnswer("Ελένη", "3H", ("Pass",))))  # fmt: skip
    assert question.params["tally"] == expected
    assert [(t.action, t.selected, t.considered) for t in expected] == [("Pass", 2, 3), ("3H", 2, 3), ("4H", 1, 2)]
    label = wizard.question_text.text()
    assert "Poll of 5 players" in label and "significant proportion" in label
    answer(qtbot, wizard, True)
    assert asked(wizard) == "law16.alternatives"
    type_words(qtbot, wizard, "Πάσο, 3♥")
    answer(qtbot, wizard, True)  # damaged
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert wizard.session.facts.to_json()["law16.alternatives"] == "Πάσο, 3♥"
    text = wizard.explanation.toPlainText()
    assert "Laws 16B1, 16B1(a), 16B1(b), 73C, 16B3, 12C1" in text
    assert "Finding: North called 4♥;" in text and "players polled: 5; infraction of Law 16B1: yes" in text
    assert "The Director awards an adjusted score: if unauthorised information was used" in text
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    greek = wizard.explanation.toPlainText()
    assert "Διαπίστωση: ο Βορράς δήλωσε 4♥" in greek
    assert "Ο δισταγμός ή ο ρυθμός του συμπαίκτη είναι αθέμιτη πληροφορία για τον Βορρά – Νόμος 73Γ1." \
        in greek
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    assert wizard.apply_button.isEnabled()  # nothing to choose
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert any("hesitation or tempo is unauthorised information for North" in line
               for line in wizard.table_panel.lines("information"))  # fmt: skip


def test_law16d_overheard_information_the_director_chooses_to_play_on(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, "law16-hesitation.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "αθέμιτη πληροφορία")
    answer(qtbot, wizard, Source.OTHER_SOURCE)
    answer(qtbot, wizard, Seat.W)
    type_words(qtbot, wizard, "Η Δύση άκουσε το διπλανό τραπέζι να συζητά το διανεμητή")
    # The auction record shows calls were made: 16D3, so the first-call question is not asked.
    assert asked(wizard) == "law16.interferes"
    answer(qtbot, wizard, True)
    assert wizard.pages.currentIndex() == RULING_PAGE
    assert "Νόμοι 16Δ1, 16Δ3, 16Δ2(γ), 16Δ2(δ)" in wizard.explanation.toPlainText()
    assert ("law16d.director_choice", "law16d.move_seats") not in wizard.option_buttons
    assert not wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.option_buttons[("law16d.director_choice", "law16d.play_on")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.lines("reminders"), "the Director is to come back at the end of play"
    assert any("εξωγενής πληροφορία" in line for line in wizard.table_panel.lines("information"))


def test_law75_mistaken_explanation_south_changes_his_call(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, "law75-mistaken-explanation.json")
    wizard = ws.wizard
    start_kind(qtbot, wizard, "λανθασμένη πληροφόρηση")
    answer(qtbot, wizard, Seat.W)
    answer(qtbot, wizard, Form.EXPLANATION)
    assert asked(wizard) == "law75.call"
    answer(qtbot, wizard, Call.parse("X"))
    type_words(qtbot, wizard, "Για άουτ")
    assert asked(wizard) == "law75.agreement"
    type_words(qtbot, wizard, "Πίκες και ένα μινέρ")
    assert asked(wizard) == "law75.evidence"
    assert "Νόμος 21Β1(β)" in wizard.question_text.text()  # the presumption, shown to the Director
    answer(qtbot, wizard, Evidence.DIFFERS)
    assert asked(wizard) == "law75.misled"
    answer(qtbot, wizard, Seat.S)
    # South's last call (XX) and that North has not called since are read off the auction record.
    assert asked(wizard) == "law75.influenced"
    answer(qtbot, wizard, True)
    assert wizard.pages.currentIndex() == RULING_PAGE
    greek = wizard.explanation.toPlainText()
    assert "Διαπίστωση: η Δύση εξήγησε το κοντρ ως: «Για άουτ»· η συμφωνία: «Πίκες και ένα μινέρ" in greek
    assert "Η δήλωση σιρκόντρ του Νότου ακυρώνεται – Νόμος 21Β1(α)." in greek
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    english = wizard.explanation.toPlainText()
    assert "West must call the Director and correct the explanation as soon as he realises his mistake" in english
    qtbot.mouseClick(wizard.language_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.option_buttons[("law21.change_choice", "law21.change")], Qt.MouseButton.LeftButton)
    # 21B2: West may then change his Pass (his option, not an automatic cancellation).
    qtbot.mouseClick(wizard.option_buttons[("law21.lho_change_choice", "law21.lho_change")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    auction = wizard.session.record.auction
    assert auction is not None
    assert [(e.seat, e.call.pbn, e.withdrawn) for e in auction.entries] == [
        (Seat.N, "1H", False), (Seat.E, "X", False), (Seat.S, "XX", True), (Seat.W, "Pass", True)]
    assert auction.next_seat is Seat.S
    assert wizard.pages.currentIndex() != QUESTION_PAGE
    information = wizard.table_panel.lines("information")
    assert any("αθέμιτη πληροφορία για την Ανατολή" in line for line in information)
