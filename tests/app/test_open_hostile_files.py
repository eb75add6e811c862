"""File > Open of a FIFO, a link to ``/dev/zero`` or a file over the limit (issue 20, "Special files"): the
window is told at once (within 2 s) why the file was not read, in the interface's language, and goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import MainWindow
from tdcompanion.core.safe_read import BOARD_FILE_LIMIT
from tests.app.conftest import Load, wait_loaded
from tests.hostile_files import STALL_S, fifo, posix_only, release, sparse, within, zero_link


def opened(qtbot: QtBot, window: MainWindow, path: Path, boxes: list[QMessageBox]) -> QMessageBox:
    """Open ``path`` and the message box said of it, failing if it takes over 2 s."""
    window.open_files([str(path)])
    try:
        qtbot.waitUntil(lambda: len(boxes) == 1, timeout=int(STALL_S * 1000))
    finally:
        release((path,))  # a reader stuck on a FIFO is let go, so that the test ends
        wait_loaded(qtbot, window)
    return boxes[0]


@posix_only
@pytest.mark.parametrize(("make", "why"), [(fifo, "It is a named pipe (FIFO), not a regular file."),
                                           (zero_link, "It is a device, not a regular file.")],
                         ids=["fifo", "dev-zero"])  # fmt: skip
def test_a_special_file_is_refused_at_once(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, message_boxes: list[QMessageBox], pbn_file: Path,
    *, load: Load, make: object, why: str,
) -> None:
    load(window, pbn_file)
    path = tmp_path / "boards.pbn"
    make(path)  # type: ignore[operator]
    box = opened(qtbot, window, path, message_boxes)
    assert box.text() == f"The file {path} could not be opened."
    assert box.informativeText() == why
    assert len(window.board_list.boards()) == 40  # the boards open before stay
    assert window.settings.recent_files == [str(pbn_file)]


def test_a_board_file_over_the_limit_is_refused_with_the_limit_in_greek(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, message_boxes: list[QMessageBox]
) -> None:
    window.set_language("el")
    path = sparse(tmp_path / "huge.lin", BOARD_FILE_LIMIT + 1, b"pn|a,b,c,d|")
    box = opened(qtbot, window, path, message_boxes)
    assert box.text() == f"Δεν ήταν δυνατό να ανοίξει το αρχείο {path}."
    assert box.informativeText() == ("Είναι μεγαλύτερο από 64 MB, το μέγιστο που διαβάζει το TD Companion "
                                     "από ένα αρχείο θηκών.")  # fmt: skip
    assert window.board_list.boards() == []


@posix_only
def test_the_check_of_an_open_incident_s_file_does_not_wait_on_a_fifo(tmp_path: Path) -> None:
    """The keeper looks at the file of an incident open here when the folder changes: a FIFO put in its
    place is a file it cannot read, at once."""
    from tdcompanion.app.incident_keeper import _on_disk

    pipe = fifo(tmp_path / "2026-11-23_b07_1a2b3c4d.json")
    assert within(lambda: _on_disk(pipe), fifos=(pipe,)) == (None, -1)
    assert _on_disk(sparse(tmp_path / "huge.json", 1024**3)) == (None, -1)
