"""run_gui as the command line calls it: files given on the command line are opened after the window shows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app import bootstrap
from tdcompanion.app.icon import icon_path
from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.settings import Settings
from tdcompanion.cli import main
from tests.app.conftest import wait_loaded


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> Iterator[list[MainWindow]]:
    """Windows run_gui builds; closed and their translators removed afterwards."""
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


@pytest.fixture
def asked_to_open(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The files the windows are asked to open. They are read in a thread, and the quit that ends run_gui
    here (``TDCOMPANION_EXIT_WHEN_SHOWN``) cancels the reading, as quitting does: a test opens them again
    once run_gui has returned."""
    asked: list[list[str]] = []
    real = MainWindow.open_files

    def recording(window: MainWindow, paths: list[str]) -> None:
        asked.append(list(paths))
        real(window, paths)

    monkeypatch.setattr(MainWindow, "open_files", recording)
    return asked


def test_files_on_the_command_line_are_opened(
    qtbot: QtBot, started: list[MainWindow], pbn_file: Path, asked_to_open: list[list[str]]
) -> None:
    assert bootstrap.run_gui("el", [str(pbn_file)]) == 0
    (win,) = started
    assert asked_to_open == [[str(pbn_file)]]
    win.open_files(asked_to_open[0])
    wait_loaded(qtbot, win)
    assert win.translators.language == "el"
    assert len(win.board_list.boards()) == 40
    assert Settings().recent_files == [str(pbn_file)]


def test_cli_without_sub_command_starts_the_gui(
    qtbot: QtBot, started: list[MainWindow], pbn_file: Path, tmp_path: Path, message_boxes: list[QMessageBox],
    *, asked_to_open: list[list[str]],
) -> None:
    missing = tmp_path / "missing.pbn"
    assert main(["--language", "en", str(pbn_file), str(missing)]) == 0
    (win,) = started
    assert asked_to_open == [[str(pbn_file), str(missing)]]
    win.open_files(asked_to_open[0])
    wait_loaded(qtbot, win)
    assert win.board_list.files() == [str(pbn_file)]
    (box,) = message_boxes
    assert str(missing) in box.text()


def test_the_window_gets_the_program_icon_once_shown(started: list[MainWindow], qapp: QApplication) -> None:
    qapp.setWindowIcon(QIcon())
    assert bootstrap.run_gui("en", []) == 0
    path = icon_path()
    assert path is not None and path.name == "tdcompanion.svg"
    (win,) = started
    assert win.workspace_if_made is not None  # the program quits once the window is usable: its workspace built
    assert win.recover_on_start is False  # and the drafts a crash left offered (once, by then)
    icon = qapp.windowIcon()
    assert not icon.isNull()
    assert not icon.pixmap(64, 64).toImage().isNull()
