"""Help > Guide (F1, issue 21): the guide opens in the interface language, on what the Director is doing
(on a wizard page: the law of the irregularity ruled), follows a language switch while open, keeps to its
own pages, lists the program's real shortcuts, fits a small laptop, and its screenshots are the script's."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tdcompanion.app.guide_actions import menu_rows, window_shortcuts
from tdcompanion.app.main_window import RULING_TAB, SCORE_TAB, MainWindow
from tdcompanion.core.laws import Irregularity, IrregularityKind
from tdcompanion.guide import PAGES, page_file, page_title
from tdcompanion.widgets.guide_window import GuideWindow
from tdcompanion.widgets.irregularity_wizard import wizard_keys
from tdcompanion.widgets.key_rows import keys_text, plain
from tests.app.fit_check import clipped

ROOT = Path(__file__).resolve().parents[2]


def press_f1(qtbot: QtBot, window: MainWindow) -> GuideWindow:
    """F1 pressed where the keyboard focus is in the main window."""
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F1)
    guide = window.findChild(GuideWindow)
    assert guide is not None, "F1 opened no guide"
    qtbot.waitUntil(guide.isVisible)
    return guide


def shown_file(guide: GuideWindow) -> Path:
    return Path(guide.browser.source().toLocalFile())


@pytest.mark.parametrize("language", ["en", "el"])
def test_f1_opens_the_guide_in_the_interface_language_on_the_tab_s_task(
    language: str, qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(language)
    window.show()
    window.workspace.show_tab(SCORE_TAB)
    guide = press_f1(qtbot, window)
    assert shown_file(guide) == page_file(language, "scores")
    assert not guide.isModal()
    assert guide.contents.currentItem().text() == page_title(language, "scores")
    assert page_title(language, "scores") in guide.windowTitle()
    assert [guide.contents.item(i).text() for i in range(guide.contents.count())] == [
        page_title(language, page) for page in PAGES
    ]
    window.workspace.show_tab(RULING_TAB)
    assert press_f1(qtbot, window) is guide  # one window, reused
    assert len(window.findChildren(GuideWindow)) == 1


@pytest.mark.parametrize(
    ("kind", "page", "anchor"),
    [
        (IrregularityKind.REVOKE, "revoke", "law-61"),
        (IrregularityKind.INSUFFICIENT_BID, "laws", "law-27"),
        (IrregularityKind.OPENING_LEAD_OUT_OF_TURN, "out-of-turn", "law-54"),
    ],
)
def test_f1_on_a_wizard_page_opens_the_law_of_the_irregularity(
    kind: IrregularityKind, page: str, anchor: str, qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("el")
    window.show()
    window.workspace.show_ruling()
    guide = press_f1(qtbot, window)
    assert shown_file(guide) == page_file("el", "laws")  # the start page: the laws the wizard rules
    window.workspace.wizard.start(Irregularity(kind))
    window.activateWindow()
    guide = press_f1(qtbot, window)
    assert shown_file(guide) == page_file("el", page)
    assert guide.anchor == anchor


def test_the_guide_follows_a_language_switch_on_the_same_page(
    qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window("en")
    window.show()
    guide = window.show_guide("revoke#law-64")
    assert guide.back_button.text() == "&Back"
    window.set_language("el")
    qtbot.waitUntil(lambda: shown_file(guide) == page_file("el", "revoke"))
    assert guide.anchor == "law-64"
    assert guide.back_button.text() == "&Πίσω"
    assert guide.contents.currentItem().text() == page_title("el", "revoke")
    assert "Ρενόνς" in guide.browser.toPlainText()
    window.set_language("en")
    qtbot.waitUntil(lambda: shown_file(guide) == page_file("en", "revoke"))


def test_links_stay_in_the_guide_and_the_web_opens_outside(
    qtbot: QtBot, make_window: Callable[..., MainWindow], monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("en")
    guide = window.show_guide("index")
    guide.follow(QUrl("revoke.html#law-64"))
    assert (shown_file(guide), guide.anchor) == (page_file("en", "revoke"), "law-64")
    guide.follow(QUrl("#law-61"))
    assert (shown_file(guide), guide.anchor) == (page_file("en", "revoke"), "law-61")
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    guide.follow(QUrl("https://www.worldbridge.org/"))
    assert opened == [QUrl("https://www.worldbridge.org/")]
    assert shown_file(guide) == page_file("en", "revoke")  # not followed inside
    qtbot.mouseClick(guide.back_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(guide.back_button, Qt.MouseButton.LeftButton)
    assert shown_file(guide) == page_file("en", "index")
    qtbot.mouseClick(guide.forward_button, Qt.MouseButton.LeftButton)
    assert shown_file(guide) == page_file("en", "revoke")
    qtbot.mouseClick(guide.home_button, Qt.MouseButton.LeftButton)
    assert shown_file(guide) == page_file("en", "index")


def test_find_in_page_selects_the_words(make_window: Callable[..., MainWindow]) -> None:
    guide = make_window("en").show_guide("revoke")
    guide.find_field.setText("established")
    guide.find_next()
    assert guide.browser.textCursor().selectedText() == "established"


@pytest.mark.parametrize("language", ["en", "el"])
def test_the_shortcuts_page_lists_the_window_s_real_keys(
    language: str, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(language)
    guide = window.show_guide("shortcuts")
    text = guide.browser.toPlainText()
    rows = menu_rows(window.menuBar())
    assert (plain(window.help_menu.title()), plain(window.guide_action.text()), "F1") in rows
    assert len(rows) >= 20
    for where, what, keys in window_shortcuts(window.menuBar(), window.workspace):
        assert where in text and what in text and keys in text, (where, what, keys)
    wizard = window.workspace.wizard  # the wizard's keys: its buttons' Alt keys
    for button in (wizard.answer_button, wizard.back_button, wizard.start_detected):
        assert keys_text([button.shortcut()]) in text and plain(button.text()) in text
    for what, keys in wizard_keys():  # and its keys that are not shortcuts: Enter, Y/N (Ν/Ο), the numbers
        assert what in text and keys in text, (what, keys)
    assert "Y, N, Ν, Ο" in text and "Ctrl+Enter" in text
    for key in (guide.find_key, guide.back_key, guide.forward_key):  # and the guide's own
        assert key.whatsThis() in text and keys_text([key.key()]) in text
    for action in window.findChildren(type(window.guide_action)):  # every menu command with a key is there
        if action.shortcuts() and any(action in menu.actions() for menu in (window.file_menu, window.view_menu)):
            assert action.shortcuts()[0].toString(QKeySequence.SequenceFormat.NativeText) in text


@pytest.mark.parametrize("language", ["el", "en"])
def test_the_guide_window_fits_a_small_laptop(
    language: str, qtbot: QtBot, make_window: Callable[..., MainWindow]
) -> None:
    window = make_window(language)
    guide = window.show_guide("index")
    guide.resize(QSize(1093, 582))
    for page in PAGES:
        guide.show_topic(page)
        QApplication.processEvents()
        assert guide.width() <= 1093 and guide.height() <= 582
        assert clipped(guide) == [], page
        assert guide.browser.horizontalScrollBar().maximum() == 0, f"{page} scrolls sideways"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("guide_screenshots", ROOT / "scripts" / "guide_screenshots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_screenshot_taken_again_has_the_size_of_the_guide_s(make_window: Callable[..., MainWindow]) -> None:
    """One shot only (the script makes them all): the picture the script takes now is the one shipped."""
    script = _script()
    window = make_window("en")
    image = script.shoot(script.prepare(window), "incidents")
    assert image.size() == QImage(str(script.image_path("en", "incidents"))).size()
