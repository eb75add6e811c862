"""pytest-qt flows through the irregularity wizard for an adjusted score the Director awards directly (Law 12): the
start page offers the kind; the questions carry the law's criteria (damage 12B1, the serious error or gambling action
of 12C1(e), the responsibility of 12C2(a)); the ruling states each side's form and standing, in both languages."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.laws.law12 import Fault, Ground, Outcomes
from tdcompanion.core.seats import Side
from tests.widgets.test_irregularity_wizard import answer, workspace_for
from tests.widgets.test_wizard_law23_27 import asked
from tests.widgets.test_wizard_law24_41 import read_both, start_kind

EXAMPLE = "law12-board-not-played.json"


def test_a_split_score_after_a_serious_error_by_the_non_offenders(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    ws, _ = workspace_for(qtbot, EXAMPLE)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "an adjusted score awarded by the Director (Law 12)")
    assert asked(wizard) == "law12.ground"
    answer(qtbot, wizard, Ground.EMPOWERED)
    assert asked(wizard) == "law12.offenders"
    answer(qtbot, wizard, Side.EW)
    assert asked(wizard) == "law12.damaged"
    assert "less favourable than they could have expected" in wizard.question_text.text()
    answer(qtbot, wizard, True)
    assert asked(wizard) == "law12.outcomes"
    answer(qtbot, wizard, Outcomes.SEVERAL)
    assert asked(wizard) == "law12.self_inflicted"
    question = wizard.question_text.text()
    assert "North-South" in question and "extremely serious error" in question and "gambling action" in question
    answer(qtbot, wizard, True)
    assert asked(wizard) == "law12.rectified_outcomes"
    answer(qtbot, wizard, Outcomes.ONE)
    english, greek = read_both(qtbot, wizard)
    assert english.startswith("Laws 12A, 12C1(e)\n")
    assert ("North-South, non-offending: a weighted adjusted score, with no relief for the part of the damage they "
            "caused themselves (Law 12C1(e)(ii)).") in english  # fmt: skip
    assert ("East-West, offending: an assigned adjusted score, the score their infraction would have had once "
            "rectified (Law 12C1(e)(i)).") in english  # fmt: skip
    assert "Ανατολή-Δύση, υπαίτιος άξονας: επιδικασμένη επανορθωτική βαθμολογία" in greek
    assert "Νόμος 12Γ1(ε)(i)." in greek
    assert wizard.apply_button.isEnabled()


def test_in_greek_a_board_with_no_result_gets_each_sides_average(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("el")
    ws, _ = workspace_for(qtbot, EXAMPLE)
    wizard = ws.wizard
    start_kind(qtbot, wizard, "επανορθωτική βαθμολογία που επιδικάζει ο Διαιτητής (Νόμος 12)")
    assert wizard.question_text.text() == "Γιατί ο Διαιτητής επιδικάζει επανορθωτική βαθμολογία;"
    answer(qtbot, wizard, Ground.NO_NORMAL_PLAY)
    assert asked(wizard) == "law12.fault:NS"
    assert "Βορράς-Νότος" in wizard.question_text.text()
    answer(qtbot, wizard, Fault.NONE)
    assert asked(wizard) == "law12.fault:EW"
    answer(qtbot, wizard, Fault.DIRECTLY)
    greek, english = read_both(qtbot, wizard)  # the interface's language first, then the other
    assert "Βορράς-Νότος, καθόλου υπαίτιος: μέσος όρος συν – Νόμος 12Γ2(α)." in greek
    assert "East-West, directly at fault: average minus (Law 12C2(a))." in english
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.session.step is not None
