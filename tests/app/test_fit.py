"""Screens that fit (issue 18): on a 1366 x 768 laptop at 100% (1366 x 728 of window after the taskbar)
and at 125% scaling (1093 x 582 logical pixels), at the default font and one point larger, in Greek and
in English, every window, dialog and wizard page shows all its text (no label, button, combo box, tab
or header section cut) with no horizontal scroll bar but a data table's, and the main window shrinks
to the screen. Each language is checked as the program starts in it and after a switch to it while
the program runs, as a Director would switch: every text must re-fit then, not only at start-up."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication

from tdcompanion.app.main_window import MainWindow
from tests.app.fit_check import clipped
from tests.app.screens import Screens

SIZES = {"1366x728": QSize(1366, 728), "1093x582": QSize(1093, 582)}
OTHER = {"el": "en", "en": "el"}


@pytest.fixture(params=[0, 1], ids=["font", "font+1"])
def font_step(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[int]:
    """The application's font ``param`` points larger for the test, restored after."""
    before = qapp.font()
    if request.param:
        larger = qapp.font()
        larger.setPointSizeF(larger.pointSizeF() + request.param)
        qapp.setFont(larger)
    yield request.param
    qapp.setFont(before)


@pytest.mark.parametrize("language", ["el", "en"])
def test_every_screen_fits_a_laptop(
    language: str, font_step: int, make_window: Callable[..., MainWindow]
) -> None:
    """``language`` at start, then the other one switched to at run time (every window already built)."""
    window = make_window(language)
    screens = Screens(window)
    screens.prepare()
    problems: list[str] = []
    for shown in (language, OTHER[language]):
        window.set_language(shown)
        for size_name, size in SIZES.items():
            for name, top in screens.each(size):
                where = f"{shown} {size_name} {name}"
                if top.width() > size.width() or top.height() > size.height():
                    problems.append(f"{where}: the window is {top.width()} x {top.height()}, larger than the screen")
                problems += [f"{where}: {problem}" for problem in clipped(top)]
    assert not problems, f"{len(problems)} cut:\n" + "\n".join(problems)
