"""The double-dummy panel: analyse with progress, cancel, results shown, stale results dropped, failures,
a missing solver, Greek without clipping. Solving uses fake solvers (no endplay needed)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import BoardRecord
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.models.analysis_task import AnalysisTask
from tdcompanion.models.colours import Role, colour
from tdcompanion.widgets.double_dummy_panel import SEATS, DoubleDummyPanel
from tests.analysis.fakes import TABLE, FakeSolver
from tests.bridge_samples import DEAL, NOTRUMP, legal_play, play_record


def board_record(play: PlayRecord | None) -> BoardRecord:
    return BoardRecord.from_board(Board.standard(1, DEAL), Auction(Seat.N), play)


RECORD = board_record(legal_play(PlayRecord(DEAL, NOTRUMP), 5))


def make_panel(qtbot: QtBot, solver: FakeSolver, *, solver_available: bool = True) -> DoubleDummyPanel:
    panel = DoubleDummyPanel(AnalysisTask(lambda: solver), solver_available=lambda: solver_available)
    qtbot.addWidget(panel)
    panel.set_record(RECORD)
    panel.show()
    return panel


def cell(table: object, row: int, col: int) -> str:
    item = table.item(row, col)  # type: ignore[attr-defined]
    return "" if item is None else item.text()


def test_analysis_shows_the_table_with_the_contract_marked_and_the_points(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, FakeSolver())
    assert panel.analyse_button.isEnabled() and not panel.progress.isVisible()
    with qtbot.waitSignal(panel.task.finished, timeout=5000):
        qtbot.mouseClick(panel.analyse_button, Qt.MouseButton.LeftButton)
    assert [[cell(panel.table, r, c) for c in range(5)] for r in range(4)] == [
        [str(TABLE.tricks(seat, s)) for s in range(5)]  # type: ignore[arg-type]
        for seat in SEATS
    ]
    south_nt = panel.table.item(SEATS.index(Seat.S), 4)
    assert south_nt.font().bold() and south_nt.toolTip()
    assert not panel.table.item(0, 0).font().bold()
    assert panel.points.rowCount() == 6  # the start and five cards
    assert cell(panel.points, 0, 2) == "Before the opening lead"
    first = RECORD.play.events[0]  # type: ignore[union-attr]
    assert cell(panel.points, 1, 1) == "West" and cell(panel.points, 1, 2) == str(first.card)  # type: ignore[attr-defined]
    assert not panel.progress.isVisible() and not panel.cancel_button.isVisible()


def test_selecting_a_point_lists_each_legal_card_and_marks_the_one_played(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, FakeSolver())
    with qtbot.waitSignal(panel.task.finished, timeout=5000):
        panel.analyse()
    panel.points.setCurrentCell(1, 0)  # after West's lead: North to play
    play = panel.result.play  # type: ignore[union-attr]
    legal = [v.card for v in play.points[1].choices]
    assert panel.choices.rowCount() == len(legal) > 0
    assert "North" in panel.choices_title.text()
    played = play.points[2].card
    texts = [cell(panel.choices, r, 0) for r in range(panel.choices.rowCount())]
    assert f"{played} (played)" in texts


def test_progress_and_cancel_while_running(qtbot: QtBot) -> None:
    gate = threading.Event()
    solver = FakeSolver(gate)
    panel = make_panel(qtbot, solver)
    assert panel.analyse()
    assert solver.entered.wait(5)
    qtbot.waitUntil(lambda: panel.progress.maximum() > 0, timeout=2000)
    assert panel.progress.isVisible() and panel.cancel_button.isVisible() and not panel.analyse_button.isEnabled()
    with qtbot.waitSignal(panel.task.cancelled, timeout=5000):
        qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
        gate.set()
    assert panel.status.text() == "Analysis cancelled."
    assert panel.result is None and cell(panel.table, 0, 0) == ""
    assert panel.analyse_button.isEnabled() and not panel.cancel_button.isVisible()
    assert solver.calls == 1


def test_a_record_changed_while_solving_drops_the_result(qtbot: QtBot) -> None:
    gate = threading.Event()
    solver = FakeSolver(gate)
    panel = make_panel(qtbot, solver)
    panel.analyse()
    assert solver.entered.wait(5)
    changed = board_record(play_record(NOTRUMP, "W:C5"))
    with qtbot.waitSignal(panel.task.running_changed, timeout=5000):
        panel.set_record(changed)
        gate.set()
    assert panel.result is None and cell(panel.table, 0, 0) == ""
    assert "analyse it again" in panel.status.text()
    with qtbot.waitSignal(panel.task.finished, timeout=5000):
        panel.analyse()
    assert panel.result is not None and panel.result.job.play == changed.play
    assert panel.points.rowCount() == 2


def test_a_late_result_for_another_record_is_ignored(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, FakeSolver())
    with qtbot.waitSignal(panel.task.finished, timeout=5000) as blocker:
        panel.analyse()
    result = blocker.args[0]
    panel.set_record(board_record(None))
    panel._on_finished(result)  # as if it had arrived after the change
    assert panel.result is None and panel.points.isHidden()


def test_a_failure_is_shown_and_nothing_is_lost(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, FakeSolver(fail="DDS error: bad deal"))
    with qtbot.waitSignal(panel.task.failed, timeout=5000):
        panel.analyse()
    assert panel.status.text() == "The analysis failed: DDS error: bad deal"
    assert panel.analyse_button.isEnabled()


def test_errors_are_highlighted(qtbot: QtBot) -> None:
    from tests.core.test_double_dummy import FakeSolver as BlunderSolver

    class Blunders(FakeSolver):
        def side_tricks(self, position):  # type: ignore[no-untyped-def, override]
            return BlunderSolver(9, Card.parse("S8"), Seat.E)(position)

    panel = DoubleDummyPanel(AnalysisTask(Blunders), solver_available=lambda: True)
    qtbot.addWidget(panel)
    panel.set_record(board_record(play_record(NOTRUMP, "W:S4", "N:SA", "E:S8")))
    with qtbot.waitSignal(panel.task.finished, timeout=5000):
        panel.analyse()
    marked = [panel.points.item(r, 0).background().color() == colour(Role.ERROR_FILL) for r in range(4)]
    assert marked == [False, False, False, True]
    assert cell(panel.points, 3, 4) == "+1: East-West"


def test_without_the_solver_the_panel_says_what_to_install(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, FakeSolver(), solver_available=False)
    assert not panel.analyse_button.isEnabled()
    assert 'pip install "tdcompanion[analysis]"' in panel.status.text()
    assert panel.status.wordWrap()
    assert not panel.analyse()


def test_an_incomplete_deal_cannot_be_analysed(qtbot: QtBot) -> None:
    panel = make_panel(qtbot, FakeSolver())
    panel.set_record(BoardRecord.from_board(Board.standard(1, DEAL.with_hand(Seat.E, None)), Auction(Seat.N), None))
    assert not panel.analyse_button.isEnabled()
    assert "all four hands" in panel.status.text()


def test_greek_fits_at_1366_by_768(qtbot: QtBot, greek: Translators, tmp_path: Path) -> None:
    panel = make_panel(qtbot, FakeSolver())
    with qtbot.waitSignal(panel.task.finished, timeout=5000):
        panel.analyse()
    panel.points.setCurrentCell(2, 0)
    panel.resize(1366, 700)
    qtbot.wait(20)
    assert panel.analyse_button.text() != "Analyse"
    for widget in panel.findChildren(QWidget):
        if isinstance(widget, QLabel | type(panel.analyse_button)) and widget.isVisible():
            assert widget.width() >= min(widget.sizeHint().width(), widget.minimumSizeHint().width()), widget.text()
            if isinstance(widget, QLabel) and widget.wordWrap():
                assert widget.height() >= widget.heightForWidth(widget.width()), widget.text()
    panel.grab().save(str(tmp_path / "dd-greek.png"))


@pytest.mark.parametrize("solver_available", [True, False])
def test_switching_language_rewrites_the_texts(qtbot: QtBot, greek: Translators, solver_available: bool) -> None:
    panel = make_panel(qtbot, FakeSolver(), solver_available=solver_available)
    greek_text = panel.status.text()
    greek.set_language("en")
    assert panel.status.text() != greek_text and panel.analyse_button.text() == "Analyse"


def test_endplay_not_installed_disables_analysis(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "endplay" else real(name, *a))
    panel = DoubleDummyPanel()  # the real solver check and the real task
    qtbot.addWidget(panel)
    panel.set_record(RECORD)
    assert not panel.analyse_button.isEnabled() and not panel.analyse()
    assert "tdcompanion[analysis]" in panel.status.text() and not panel.task.is_running
