"""pytest-qt flows through the irregularity wizard for Laws 20, 21A and 40B: the kinds on the start page, the
questions in their own sentences (English and Greek), a call misheard whose mistake the player showed (21A, then the
unauthorised information ruled from the table panel by its own family, starting from who received it and how), and
a review restated wrongly in Greek, its reviewer offered among the asker's opponents only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import IrregularityKind
from tdcompanion.core.laws.law20_40 import Cause, ReviewIssue
from tdcompanion.core.seats import Seat
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

# North opens 1NT, East passes, South bids 2♦ (a transfer), West overcalls 2♠ on having heard 2♣.
FILE = "law21-call-misheard.json"
NAMES = ("a review of the auction or a question, refused, wrong or misused",
         "a call misheard, misread or misunderstood by a player",
         "a partnership understanding not disclosed as required")  # fmt: skip


def test_a_call_misheard_stands_and_partners_information_is_ruled_next(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    kinds = [wizard.kinds.itemText(i) for i in range(wizard.kinds.count())]
    assert set(NAMES) <= set(kinds)
    start_kind(qtbot, wizard, NAMES[1])
    assert wizard.question_text.text() == "Which player acted on a call he misheard, misread or misunderstood?"
    answer(qtbot, wizard, Seat.W)
    assert asked(wizard) == "law21.misheard"
    assert wizard.session.question is not None
    assert set(wizard.session.question.choices or ()) == {Call.parse("1NT"), Call.parse("P"), Call.parse("2D")}
    answer(qtbot, wizard, Call.parse("2D"))
    assert wizard.question_text.text() == "How did West come to act on a call other than 2♦?"
    answer(qtbot, wizard, Cause.OWN)
    assert asked(wizard) == "law21.shown"
    answer(qtbot, wizard, True)
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Laws 21A, 16B1\n")
    assert "no rectification or redress is due to him; his call or play stands (Law 21A)" in english
    assert "Νόμοι 21Α, 16Β1" in greek and "η δήλωση ή το παίξιμό του ισχύει – Νόμος 21Α." in greek
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.table_panel.rule_button.isEnabled()
    qtbot.mouseClick(wizard.table_panel.rule_button, Qt.MouseButton.LeftButton)
    session = wizard.session
    assert session.irregularity is not None and session.irregularity.kind is IrregularityKind.UNAUTHORISED_INFORMATION
    assert session.facts.to_json() == {"law16.receiver": "E", "law16.source": "remark"}
    assert asked(wizard) == "law16.description"  # who received it and from what are not asked again


def test_a_review_restated_wrongly_in_greek(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, FILE)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "ανασκόπηση των αγορών ή ερώτηση που αρνήθηκαν, δόθηκε λάθος ή έγινε καταχρηστικά")
    assert wizard.question_text.text() == ("Τι πήγε στραβά με την ανασκόπηση των αγορών, την ερώτηση ή την κάρτα "
                                           "συστήματος;")
    answer(qtbot, wizard, ReviewIssue.WRONG)
    answer(qtbot, wizard, Seat.W)
    assert wizard.question_text.text() == "Ποιος αντίπαλος της Δύσης επανέλαβε λάθος τη δήλωση;"
    assert wizard.session.question is not None and wizard.session.question.choices == (Seat.N, Seat.S)
    answer(qtbot, wizard, Seat.N)
    greek, english = read_both(qtbot, wizard)  # the interface's language first, then the other
    assert greek.startswith("Νόμος 20Ε\n")
    assert "Η δήλωση που επανέλαβε λάθος ο Βορράς διορθώνεται τώρα" in greek
    assert english.startswith("Law 20E\n") and "The call North restated wrongly is corrected now" in english
