"""The Double dummy tab from the main window: it analyses the board shown, real solver (the analysis extra)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import ANALYSIS_TAB, MainWindow
from tdcompanion.core.calls import Strain
from tdcompanion.core.seats import Seat
from tests.app.conftest import Load

pytest.importorskip("endplay")

SAMPLE = Path(__file__).resolve().parents[1] / "data" / "pbn" / "sample-ddtricks.pbn"


def test_the_tab_analyses_the_board_shown_and_agrees_with_the_file(
    qtbot: QtBot, make_window: Callable[..., MainWindow], load: Load
) -> None:
    window = make_window(language="en")
    load(window, SAMPLE)
    workspace = window.workspace
    window.tab_actions[ANALYSIS_TAB].trigger()
    assert workspace.tabs.currentIndex() == ANALYSIS_TAB
    assert workspace.tabs.page(ANALYSIS_TAB) is workspace.analysis  # built when first shown
    assert workspace.tabs.tabText(ANALYSIS_TAB) == "Double dummy"
    panel = workspace.analysis
    with qtbot.waitSignal(panel.task.finished, timeout=60_000):
        assert panel.analyse()
    result = panel.result
    assert result is not None and result.table is not None
    # The file's [DoubleDummyTricks] of board 17: North makes 11 tricks in diamonds, West 8 in spades.
    assert result.table.tricks(Seat.N, Strain.DIAMONDS) == 11
    assert result.table.tricks(Seat.W, Strain.SPADES) == 8
    window.board_list.select_board(0, 1)  # another deal: the analysis of board 17 no longer applies
    assert panel.result is None
    assert panel.analyse_button.isEnabled()
