"""Zoom (issue 21): Ctrl +, Ctrl − and Ctrl 0 make the whole window's text larger, smaller or as it was,
for reading a ruling aloud at arm's length; the setting is kept and a new window starts with it."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import AUCTION_TAB, PLAY_TAB, RULING_TAB, MainWindow
from tdcompanion.app.settings import Settings
from tdcompanion.app.zoom import ZOOM_STEPS
from tdcompanion.core.seats import Seat
from tests.app.fit_check import clipped
from tests.app.screens import settle


@pytest.fixture
def base_size(qapp: QApplication) -> Iterator[float]:
    """The application's point size before the test; put back after it (zoom changes the application's font)."""
    before = qapp.font()
    yield before.pointSizeF()
    qapp.setFont(before)


def before_zoom(qapp: QApplication, size: float) -> QFont:
    font = qapp.font()
    font.setPointSizeF(size)
    return font


def test_zoom_in_out_and_back_is_kept(
    window: MainWindow, settings: Settings, qtbot: QtBot, base_size: float, make_window: Callable[..., MainWindow]
) -> None:
    qapp = QApplication.instance()
    assert isinstance(qapp, QApplication)
    window.zoom_in_action.trigger()
    window.zoom_in_action.trigger()
    assert settings.zoom == ZOOM_STEPS[ZOOM_STEPS.index(100) + 2]
    assert qapp.font().pointSizeF() == pytest.approx(base_size * settings.zoom / 100, abs=0.05)
    qtbot.waitUntil(lambda: window.workspace.font().pointSizeF() > base_size)  # widgets follow on the next turn
    assert window.font().pointSizeF() == pytest.approx(qapp.font().pointSizeF())
    window.zoom_out_action.trigger()
    assert settings.zoom == ZOOM_STEPS[ZOOM_STEPS.index(100) + 1]
    window.close()
    qapp.setFont(before_zoom(qapp, base_size))  # as at a new start: the setting decides
    again = make_window("en", settings)
    assert again.zoom_reset_action.isEnabled()
    assert qapp.font().pointSizeF() == pytest.approx(base_size * settings.zoom / 100, abs=0.05)
    again.zoom_reset_action.trigger()
    assert settings.zoom == 100
    assert qapp.font().pointSizeF() == pytest.approx(base_size)


def test_zoom_stops_at_its_ends(window: MainWindow, settings: Settings, base_size: float) -> None:
    for _ in range(len(ZOOM_STEPS) + 2):
        window.zoom_in_action.trigger()
    assert settings.zoom == ZOOM_STEPS[-1] and not window.zoom_in_action.isEnabled()
    for _ in range(len(ZOOM_STEPS) + 2):
        window.zoom_out_action.trigger()
    assert settings.zoom == ZOOM_STEPS[0] and not window.zoom_out_action.isEnabled()
    window.zoom_reset_action.trigger()


def test_the_shortcuts_are_the_standard_ones(window: MainWindow) -> None:
    texts = {a.shortcut().toString() for a in (window.zoom_in_action, window.zoom_out_action, window.zoom_reset_action)}
    assert texts == {"Ctrl++", "Ctrl+-", "Ctrl+0"}


@pytest.mark.parametrize("language", ["el", "en"])
def test_a_zoomed_deal_shows_every_text_whole(
    make_window: Callable[..., MainWindow], settings: Settings, qtbot: QtBot, base_size: float, language: str
) -> None:
    """Zoomed while the program runs, the sizes worked out from the font follow it: each hand's four suit
    lines, the hand entries, the table centre, the board list's headers (they kept the sizes of the font
    at start: cut); the tabs built later are built at the zoomed size."""
    window = make_window(language, settings)
    window.resize(1366, 728)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(2):
        window.zoom_in_action.trigger()
    qtbot.waitUntil(lambda: window.workspace.font().pointSizeF() > base_size)
    settle()
    panel = window.workspace.hand_editor.panels[Seat.N]
    lines = panel.suits.fontMetrics().lineSpacing()
    assert panel.suits.height() >= 4 * lines
    assert clipped(window) == []
    for tab in (AUCTION_TAB, PLAY_TAB, RULING_TAB):  # the tabs built on first use, at the zoomed size
        window.workspace.show_tab(tab)
        settle()
        assert clipped(window) == [], tab
    window.zoom_reset_action.trigger()
