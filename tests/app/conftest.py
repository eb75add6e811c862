"""Fixtures for the application layer: settings in a temporary file, translators, the main window."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app import bootstrap, incident_actions
from tdcompanion.app.bootstrap import create_main_window
from tdcompanion.app.i18n import Translators
from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.settings import FILE_NAME, Settings

PBN_DIR = Path(__file__).resolve().parent.parent / "data" / "pbn"
LIN_DIR = PBN_DIR.parent / "lin"
REAL_CONFIRM_DISCARD = MainWindow.confirm_discard  # before the autouse fixture below replaces it


@pytest.fixture(autouse=True)
def quit_without_asking(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Windows closed at the end of a test quit even with edits not exported (no blocking question).

    Returns the counts of unsaved boards each question would have named; a test that wants
    the real question patches :meth:`MainWindow.confirm_discard` itself.
    """
    asked: list[int] = []

    def confirm(_window: MainWindow, count: int) -> bool:
        asked.append(count)
        return True

    monkeypatch.setattr(MainWindow, "confirm_discard", confirm)
    # Incidents not saved are dropped (with their drafts) rather than asked about; a test that wants the
    # question puts the real incident_actions.confirm_quit back.
    monkeypatch.setattr(incident_actions, "confirm_quit", _discard_incidents)
    return asked


def _discard_incidents(window: MainWindow) -> bool:
    keeper = window.keeper_if_made
    if keeper is not None:
        keeper.discard_drafts()
    return True


@pytest.fixture
def settings_path(tmp_path: Path) -> Path:
    return tmp_path / "config" / FILE_NAME


@pytest.fixture
def settings(settings_path: Path) -> Settings:
    return Settings(settings_path)


@pytest.fixture
def make_window(qtbot: QtBot, qapp: QApplication) -> Iterator[Callable[..., MainWindow]]:
    """``create_main_window`` as the program calls it; its translators are removed afterwards."""
    made: list[MainWindow] = []

    def make(
        language: str | None = None, settings: Settings | None = None, locale: QLocale | None = None
    ) -> MainWindow:
        win = create_main_window(qapp, language, settings, locale)
        qtbot.addWidget(win)
        made.append(win)
        return win

    yield make
    for win in made:
        win.translators.remove()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, translators: Translators) -> MainWindow:
    translators.set_language("en")
    win = MainWindow(settings, translators)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


Load = Callable[..., None]


def wait_loaded(qtbot: QtBot, window: MainWindow, timeout: int = 30_000) -> None:
    """Wait until ``window`` has read, listed and checked every file asked for (they are read in a thread)."""
    qtbot.waitUntil(lambda: not window.file_loader.is_busy, timeout=timeout)


@pytest.fixture
def load(qtbot: QtBot) -> Load:
    """``load(window, *paths)``: File > Open of ``paths`` in ``window``, returning once they are read."""

    def load(window: MainWindow, *paths: Path | str) -> None:
        window.open_files([str(path) for path in paths])
        wait_loaded(qtbot, window)

    return load


@pytest.fixture
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> list[QMessageBox]:
    """Message boxes the code under test would have shown; recorded instead of blocking."""
    shown: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(box)
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return shown


@pytest.fixture
def pbn_file() -> Path:
    path = PBN_DIR / "eyc1998-vienna.pbn"
    if not path.is_file():
        pytest.skip("tests/data/pbn/ not there yet (the PBN parser's test data)")
    return path


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> Iterator[list[MainWindow]]:
    """Windows run_gui builds (the unattended run: it quits once usable and the files are read); closed and
    their translators removed afterwards."""
    windows: list[MainWindow] = []
    real = bootstrap.create_main_window

    def recording(*args: object, **kwargs: object) -> MainWindow:
        win = real(*args, **kwargs)  # type: ignore[arg-type]
        windows.append(win)
        return win

    monkeypatch.setattr(bootstrap, "create_main_window", recording)
    monkeypatch.setenv(bootstrap.EXIT_WHEN_SHOWN_ENV, "1")
    # Closing the last window afterwards must not ask the finished app to quit again: a pending
    # quit makes every later event loop (qtbot.wait) return at once.
    qapp.setQuitOnLastWindowClosed(False)
    yield windows
    for win in windows:
        win.close()
        win.translators.remove()
        win.deleteLater()
    qapp.setQuitOnLastWindowClosed(True)
