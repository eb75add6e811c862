"""What the log says of the files the Director works with (issue 20): a file opened, a file refused with
the reason, an incident saved or refused, a draft that cannot be written, a damaged draft left by a
crash. One line each, in the log file."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.storage.incident_store import default_folder
from tdcompanion.storage.logs import LOG_NAME, start_logging

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "law64-revoke.json"
PBN = ROOT / "tests" / "data" / "pbn" / "sample-ddtricks.pbn"


@pytest.fixture
def log_text(isolated_dirs: Path) -> Callable[[], str]:
    handler = start_logging()

    def text() -> str:
        handler.flush()
        path = isolated_dirs / "log" / LOG_NAME
        return path.read_text(encoding="utf-8") if path.exists() else ""

    return text


def test_a_file_opened_and_a_file_refused_with_its_reason(
    window: MainWindow, log_text: Callable[[], str], load: Callable[..., None], tmp_path: Path,
    message_boxes: list[QMessageBox],
) -> None:  # fmt: skip
    load(window, PBN)
    assert f"INFO tdcompanion.app.file_actions [MainThread] opened {PBN}" in log_text()
    damaged = tmp_path / "damaged.lin"
    damaged.write_bytes(b"pn|a,b,c,d|md|9SAKQ|\xff\x00")
    load(window, damaged)
    assert message_boxes
    line = next(line for line in log_text().splitlines() if "damaged.lin" in line)
    said = line.split(" ", 2)[2]
    assert said.startswith(f"WARNING tdcompanion.app.file_actions [MainThread] cannot open {damaged}: ")
    assert len(line) > len(f"... cannot open {damaged}: ") + 40  # with the reason


def test_an_incident_saved_and_an_incident_refused(
    window: MainWindow, log_text: Callable[[], str], message_boxes: list[QMessageBox]
) -> None:
    window.open_incident_from(incident_file.load(EXAMPLE))
    path = window.save_incident()
    assert path is not None
    assert f"INFO tdcompanion.app.incident_keeper [MainThread] saved {path}" in log_text()
    damaged = default_folder() / "broken.json"
    damaged.write_bytes(b'{"format": "tdcompanion-incident", "schema_version": 2, "board": {"deal": "N:AK')
    assert window.open_incident(damaged) is False
    assert f"WARNING tdcompanion.app.incident_keeper [MainThread] cannot open {damaged}" in log_text()


def test_a_draft_that_cannot_be_written_is_logged(
    window: MainWindow, log_text: Callable[[], str], qtbot: QtBot
) -> None:
    default_folder().mkdir(parents=True)
    blocking = default_folder() / ".drafts"
    blocking.write_text("a file where the drafts' folder should be")
    window.open_incident_from(incident_file.load(EXAMPLE))
    window.keeper.write_drafts()
    assert "WARNING tdcompanion.app.incident_keeper [MainThread] cannot write the draft " in log_text()
    blocking.unlink()  # (removing a draft there raises NotADirectoryError: storage/drafts.py, not this test's)


def test_a_damaged_draft_left_by_a_crash_is_logged(window: MainWindow, log_text: Callable[[], str]) -> None:
    drafts = default_folder() / ".drafts"
    drafts.mkdir(parents=True)
    damaged = drafts / "gone-1.json"
    damaged.write_text('{"x-draft": {"host": "elsewhere"}, "board": ')
    os.utime(damaged, (time.time() - 3 * 86400,) * 2)  # another computer's, days old: left behind
    window.keeper.orphans()
    assert f"WARNING tdcompanion.storage.drafts [MainThread] damaged draft {drafts / 'gone-1.json'}: " in log_text()


def test_what_the_incidents_window_refuses_is_logged(
    window: MainWindow, log_text: Callable[[], str], message_boxes: list[QMessageBox]
) -> None:
    incidents = window.show_incidents()
    incidents._load_selected()  # nothing selected: the Director is told, and the log keeps it
    assert "WARNING tdcompanion.app.incidents_window [MainThread] incidents window: Select the incidents" in log_text()
