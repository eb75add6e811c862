"""The board's whole story from the main window (issue 16): three rulings on one board through the
wizard (a card exposed, a lead out of turn declarer refused, declarer's Law 50D2 choice), a trick
played after them, Ctrl+S, then the incident reopened from the incidents window shows the last ruling
as applied with the table state it left, not the first question; and the file is the ruling given:
``tdcompanion rule`` and ``incidents show`` print every ruling, the report has no question left open."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion import cli
from tdcompanion.app.board_files import LoadedBoard
from tdcompanion.app.board_list import BoardEntry
from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.core.board import Board
from tdcompanion.core.cards import Suit
from tdcompanion.core.laws import IrregularityKind, LeadMode
from tdcompanion.core.play import PlayEvent
from tdcompanion.widgets.irregularity_wizard import RULING_PAGE
from tdcompanion.wording.report import incident_html
from tests.core.test_incident_story import DEAL, EXPOSED, LOOT, TRICK_1, TRICK_3, TRICK_4, E, W, board


def enter(window: MainWindow, *events: PlayEvent) -> None:
    """The Director enters cards on the Play tab."""
    document = window.workspace.document
    play = document.play
    assert play is not None
    for event in events:
        play = play.add(event)
    assert document.set_play(play)


def rule_detected(window: MainWindow, qtbot: QtBot, kind: IrregularityKind) -> None:
    wizard = window.workspace.wizard
    items = [wizard.detected.item(i) for i in range(wizard.detected.count())]
    (item,) = [i for i in items if i.text().startswith(kind.value.replace("_", " "))]
    wizard.detected.setCurrentItem(item)
    qtbot.mouseClick(wizard.start_detected, Qt.MouseButton.LeftButton)


def click_option(window: MainWindow, qtbot: QtBot, choice: str, option: str) -> None:
    qtbot.mouseClick(window.workspace.wizard.option_buttons[(choice, option)], Qt.MouseButton.LeftButton)


def apply(window: MainWindow, qtbot: QtBot) -> None:
    wizard = window.workspace.wizard
    assert wizard.apply_button.isEnabled()
    qtbot.mouseClick(wizard.apply_button, Qt.MouseButton.LeftButton)
    assert wizard.session.applied_result is not None


def play_the_story(window: MainWindow, qtbot: QtBot) -> None:
    first = board((*TRICK_1, EXPOSED))
    entry = BoardEntry(LoadedBoard(Board(number=3, deal=DEAL, dealer=first.dealer), first.auction, first.play), None)
    window.board_list.add_entry(entry)
    window.show_entry(entry)
    window.workspace.show_ruling()
    session = window.workspace.wizard.session
    rule_detected(window, qtbot, IrregularityKind.EXPOSED_CARD)  # Law 49: East's ♣5, nothing to ask
    apply(window, qtbot)
    enter(window, LOOT)
    qtbot.mouseClick(window.workspace.wizard.new_button, Qt.MouseButton.LeftButton)
    rule_detected(window, qtbot, IrregularityKind.LEAD_OUT_OF_TURN)
    for value in (False, False):  # not misinformed; declarer did not act before the Director came
        assert session.question is not None
        assert session.answer(value)
    click_option(window, qtbot, "law56.declarer_choice", "law56.refuse")
    apply(window, qtbot)
    enter(window, *TRICK_3)
    (prompt,) = session.prompts()
    window.workspace.wizard.rule_prompt(prompt)  # the table state asks declarer for East's lead
    assert window.workspace.wizard.title.text().startswith("Later choice: ")
    click_option(window, qtbot, "law50.lead_options", "forbid_S")
    apply(window, qtbot)
    enter(window, *TRICK_4)


def test_three_rulings_saved_and_reopened_show_the_last_ruling_and_the_table_it_left(
    window: MainWindow, qtbot: QtBot, message_boxes: list[QMessageBox], capsys: pytest.CaptureFixture[str]
) -> None:
    play_the_story(window, qtbot)
    path = window.save_incident()
    assert path is not None and not message_boxes
    saved = incident_file.load(path)
    assert [s.irregularity.kind if s.irregularity else None for s in saved.steps] == [
        IrregularityKind.EXPOSED_CARD, IrregularityKind.LEAD_OUT_OF_TURN, None]  # fmt: skip
    assert all(s.applied for s in saved.steps) and not saved.in_hand
    assert saved.record.play is not None and len(saved.record.play.events) == 15  # trick 4 kept

    # Reopen it from the incidents window: the same file under another name, so it is read from disk.
    copy = path.with_name("copy-of-story.json")
    shutil.copyfile(path, copy)
    incidents = window.show_incidents()
    qtbot.waitExposed(incidents)
    before = len(window.board_list.entries())
    incidents.open_paths([copy])
    assert len(window.board_list.entries()) == before + 1 and window.workspace.draft.path == copy
    wizard = window.workspace.wizard
    assert wizard.pages.currentIndex() == RULING_PAGE  # the ruling, not "Law 49: whose card was exposed?"
    assert wizard.title.text().startswith("Later choice: ")
    assert wizard.session.question is None and wizard.session.applied_result is not None
    table = wizard.session.table
    assert [(r.leader, r.suit, r.mode) for r in table.restrictions] == [(E, Suit.SPADES, LeadMode.FORBID)]
    assert table.penalty_cards_of(W) == ()
    assert not window.workspace.draft.dirty

    # The file is the ruling given, headless too.
    assert cli.main(["rule", str(path)]) == 0
    out = capsys.readouterr().out
    assert all(f"{word} {n}:" in out for word, n in (("Ruling", 1), ("Ruling", 2), ("Later choice", 3)))
    assert cli.main(["incidents", "--folder", str(Path(path).parent), "show", str(path)]) == 0
    shown = capsys.readouterr().out
    assert "Ruling 2: lead out of turn" in shown and "Whose card" not in shown
    html = incident_html(saved, "en")
    assert "not answered yet" not in html
    assert html.index("Ruling 1: exposed card") < html.index("Ruling 2: lead out of turn") < \
        html.index("Later choice 3:")  # fmt: skip
