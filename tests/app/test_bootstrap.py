"""run_gui as the command line calls it: files given on the command line are opened after the window shows."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app import bootstrap, unattended
from tdcompanion.app.icon import icon_path
from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.settings import Settings
from tdcompanion.cli import main
from tests.app.conftest import PBN_DIR


@pytest.fixture
def asked_to_open(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The files the windows are asked to open."""
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
    """``TDCOMPANION_EXIT_WHEN_SHOWN`` quits once the files named are read, not before (issue 21)."""
    assert bootstrap.run_gui("el", [str(pbn_file)]) == 0
    (win,) = started
    assert asked_to_open == [[str(pbn_file)]]
    assert win.translators.language == "el"
    assert len(win.board_list.boards()) == 40
    assert Settings().recent_files == [str(pbn_file)]


def test_cli_without_sub_command_starts_the_gui(
    qtbot: QtBot, started: list[MainWindow], pbn_file: Path, tmp_path: Path, message_boxes: list[QMessageBox],
    *, asked_to_open: list[list[str]], capsys: pytest.CaptureFixture[str],
) -> None:
    missing = tmp_path / "missing.pbn"
    # The unattended run says by its exit status that a file could not be read (issue 21).
    assert main(["--language", "en", str(pbn_file), str(missing)]) == unattended.FAILED
    (win,) = started
    assert asked_to_open == [[str(pbn_file), str(missing)]]
    assert win.board_list.files() == [str(pbn_file)]
    (box,) = message_boxes
    assert str(missing) in box.text()
    assert f"tdcompanion: {missing}: " in capsys.readouterr().err


def test_an_unattended_run_ends_at_a_dialog_with_status_1(
    qtbot: QtBot, started: list[MainWindow], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The dialog saying why a file was refused really shows (not faked): no one is there to close it, so
    the run ends there, with status 1, and says what the dialog said."""
    bad = tmp_path / "bad.pbn"
    bad.write_text("this is not PBN\n", encoding="utf-8")
    good = tmp_path / "good.pbn"
    good.write_bytes((PBN_DIR / "eyc1998-vienna.pbn").read_bytes())
    assert bootstrap.run_gui("en", [str(bad), str(good)]) == unattended.FAILED
    err = capsys.readouterr().err
    assert "a dialog waits for an answer: Cannot Open File" in err
    assert str(bad) in err


def test_board_files_are_waited_for_by_name_and_incidents_not(tmp_path: Path) -> None:
    files = ["a.pbn", str(tmp_path / "b.LIN"), "c.json", "d.JSON", "e.txt"]
    assert unattended.board_files(files) == {str(Path("a.pbn").absolute()), str(tmp_path / "b.LIN")}
    assert unattended.board_files([]) == set()


def test_the_window_gets_the_program_icon_once_shown(started: list[MainWindow], qapp: QApplication) -> None:
    qapp.setWindowIcon(QIcon())
    assert bootstrap.run_gui("en", []) == 0
    path = icon_path()
    assert path is not None and path.name == "tdcompanion.png"
    (win,) = started
    assert win.workspace_if_made is not None  # the program quits once the window is usable: its workspace built
    assert win.recover_on_start is False  # and the drafts a crash left offered (once, by then)
    icon = qapp.windowIcon()
    assert not icon.isNull()
    assert not icon.pixmap(64, 64).toImage().isNull()
