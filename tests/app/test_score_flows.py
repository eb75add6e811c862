"""The Score tab from the main window: a revoke incident's result taken from the play with its transfer,
a weighted score typed in Greek, E-W's own score and a traveller, all kept through a board switch, the
language switch, a save and a reopen."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.app.main_window import DEAL_TAB, SCORE_TAB, MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract
from tdcompanion.core.scoring.adjusted import AdjustedScore, Outcome, WeightedScore
from tdcompanion.core.scoring.sheet import Form, ScoreRecord, TableResult, Traveller
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.score_panel import WEIGHTED, ScorePanel

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
FOUR_HEARTS = Contract(4, Strain.HEARTS, Seat.S)


def type_text(widget: QWidget, text: str) -> None:
    """Type ``text`` as key events (qtbot.keyClicks aborts on Greek), replacing what is there."""
    widget.setFocus()
    widget.selectAll()  # type: ignore[attr-defined]
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


def enter(widget: QWidget) -> None:
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))


def open_revoke(window: MainWindow) -> ScorePanel:
    example = incident_file.load(EXAMPLES / "law64-revoke.json")
    window.open_incident_from(replace(example, scoring=ScoreRecord()))  # no score yet: it comes from the play
    workspace = window.workspace
    assert workspace.draft.session.applied_result is not None  # the revoke ruling, applied: two tricks to transfer
    window.tab_actions[SCORE_TAB].trigger()
    assert workspace.tabs.currentIndex() == SCORE_TAB
    return workspace.score_panel


def build_in_greek(window: MainWindow, panel: ScorePanel) -> None:
    """60/40 for N-S (a wrong 50 first), 30/70 for E-W, and four other results, typed in the Greek UI."""
    panel.kind_buttons[WEIGHTED].click()
    rows = panel.ns_outcomes
    type_text(rows.rows[0].contract, "4η")
    rows.rows[0].tricks.setValue(10)
    type_text(rows.rows[0].weight, "60")
    enter(rows.rows[0].weight)
    rows.rows[1].tricks.setValue(9)
    type_text(rows.rows[1].weight, "50")
    # 110%: said, and nothing typed is lost; the incident keeps the last score it could take (the one row
    # typed before its weight: an assigned score).
    assert "Τα βάρη αθροίζουν 110%" in rows.message.text()
    assert [r.weight.text() for r in rows.rows] == ["60", "50"]
    kept = window.workspace.draft.incident()
    assert kept is not None and kept.scoring.adjusted == AdjustedScore(WeightedScore.assigned(FOUR_HEARTS, 10))
    type_text(rows.rows[1].weight, "40")
    panel.ew_different.setChecked(True)
    type_text(panel.ew_outcomes.rows[0].weight, "30")
    type_text(panel.ew_outcomes.rows[1].weight, "70")
    type_text(panel.others, "420 -50 A 450")
    assert "Βαθμοί MP έναντι 4 άλλων αποτελεσμάτων" in panel.lines.text()


def test_a_revoke_incident_scored_in_greek_saved_and_reopened(
    window: MainWindow, translators: Translators, qtbot: QtBot
) -> None:
    panel = open_revoke(window)
    workspace = window.workspace
    assert workspace.score_page.currentWidget() is workspace.score_scroll
    # The result obtained comes from the play, with the Law 64A transfer and the score before and after.
    assert (panel.contract.text(), panel.tricks.value(), panel.to_declarer.value()) == ("4H", 11, 2)
    assert "N-S 450" in panel.lines.text() and "N-S 510" in panel.lines.text()

    translators.set_language("el")
    assert workspace.tabs.tabText(SCORE_TAB) == "Σκορ"
    build_in_greek(window, panel)
    ns = WeightedScore((Outcome.percent(FOUR_HEARTS, 10, 60), Outcome.percent(FOUR_HEARTS, 9, 40)))
    ew = WeightedScore((Outcome.percent(FOUR_HEARTS, 10, 30), Outcome.percent(FOUR_HEARTS, 9, 70)))
    incident = workspace.draft.incident()
    assert incident is not None
    assert incident.scoring.result == TableResult(FOUR_HEARTS, 11, to_declarer=2)
    assert incident.scoring.adjusted == AdjustedScore(ns, ew)
    assert incident.scoring.traveller == Traveller(Form.MATCHPOINTS, (420, -50, None, 450))

    # Another board and back: the entries are still there.
    revoke_entry = next(e for e in window.board_list.entries() if e.is_open and e.document is workspace.document)
    window.open_incident_from(incident_file.load(EXAMPLES / "law16-hesitation.json"))
    assert workspace.document is not revoke_entry.document
    window.tab_actions[SCORE_TAB].trigger()
    assert panel.others.text() == "" and panel.ruling_note.text().endswith("16Β3.")  # the other board's score
    window.show_entry(revoke_entry)
    window.tab_actions[SCORE_TAB].trigger()
    assert panel.ew_outcomes.rows[1].weight.text() == "70" and panel.others.text() == "420 -50 A 450"

    translators.set_language("en")  # the language switch changes texts only
    assert panel.ew_outcomes.rows[1].weight.text() == "70"
    assert "Matchpoints against 4 other results" in panel.lines.text()

    saved = window.save_incident()
    assert saved is not None
    on_disk = incident_file.load(saved)
    assert on_disk.scoring == incident.scoring

    # Reopened on a board of its own: every value back in the form.
    window.open_incident_from(on_disk)
    window.tab_actions[SCORE_TAB].trigger()
    reopened = window.workspace.score_panel
    assert reopened.score_record() == incident.scoring
    assert reopened.kinds.checkedId() == WEIGHTED and reopened.ew_different.isChecked()
    assert [r.weight.text() for r in reopened.ew_outcomes.rows] == ["30", "70"]
    assert reopened.others.text() == "420 -50 A 450"
    assert (reopened.tricks.value(), reopened.to_declarer.value()) == (11, 2)


def test_without_an_incident_the_score_tab_asks_for_the_irregularity(window: MainWindow) -> None:
    window.tab_actions[SCORE_TAB].trigger()
    workspace = window.workspace
    assert workspace.score_page.currentWidget() is workspace.no_score
    assert "Irregularity tab first" in workspace.no_score.text()


def test_entries_that_cannot_be_taken_survive_another_tab_and_another_board(window: MainWindow) -> None:
    panel = open_revoke(window)
    workspace = window.workspace
    panel.kind_buttons[WEIGHTED].click()
    rows = panel.ns_outcomes
    type_text(rows.rows[0].contract, "4H")
    rows.rows[0].tricks.setValue(10)
    type_text(rows.rows[0].weight, "60")
    enter(rows.rows[0].weight)
    type_text(rows.rows[1].weight, "50")  # 110%: not taken
    type_text(panel.others, "420 x")  # not a score: not taken either
    assert panel.problems()
    revoke_entry = next(e for e in window.board_list.entries() if e.is_open and e.document is workspace.document)

    window.tab_actions[DEAL_TAB].trigger()  # another tab, and the panel filled again on the way back
    window.tab_actions[SCORE_TAB].trigger()
    assert [r.weight.text() for r in rows.rows] == ["60", "50"] and panel.others.text() == "420 x"

    window.open_incident_from(incident_file.load(EXAMPLES / "law16-hesitation.json"))  # another board
    window.tab_actions[SCORE_TAB].trigger()
    assert panel.others.text() == ""
    window.show_entry(revoke_entry)
    window.tab_actions[SCORE_TAB].trigger()
    assert [r.weight.text() for r in panel.ns_outcomes.rows] == ["60", "50"]
    assert panel.others.text() == "420 x" and "110%" in panel.ns_outcomes.message.text()

    type_text(panel.ns_outcomes.rows[1].weight, "40")  # corrected: taken, and nothing is kept aside any more
    type_text(panel.others, "420")
    incident = workspace.draft.incident()
    assert incident is not None and incident.scoring.traveller == Traveller(Form.MATCHPOINTS, (420,))
    assert workspace.draft not in workspace._unsaved_scores
