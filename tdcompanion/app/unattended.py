"""Unattended runs (``TDCOMPANION_EXIT_WHEN_SHOWN=1``): start, read the files named on the command line,
quit, and say by the exit status whether all went well.

bench/bench_startup.py times the start-up this way (no files: the program quits once the window is usable,
:meth:`MainWindow.when_usable`); the frozen bundle's smoke test (``scripts/build-bundle``, the
``bundle`` workflow) starts it with a PBN file and checks that the file was read. So:

- with no files, the program quits once the window is usable, with exit status 0;
- with files, it quits once the window is usable and each board file (PBN or LIN) has been listed or
  refused, and the loader has nothing left to read or check (its threads ended: a thread still running
  when the program ends aborts it); the status is 1 if a file was refused (not readable, not PBN or LIN,
  no boards in it);
- while files are read, a dialog waiting for an answer (such as the one saying why a file was refused)
  ends the run at once with status 1: no one is there to answer it. What the dialog says goes to the log
  and the standard error. (Only then: the filter that sees the dialogs sees every event, which the
  start-up benchmark must not pay for.)

Incidents (``.json``) named on the command line are not waited for: they are opened in the window
directly, not read in a thread.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from tdcompanion.app.main_window import MainWindow

if TYPE_CHECKING:  # not imported on the way to the window (bench/bench_startup.py times it)
    from tdcompanion.app.board_loader import BoardLoader

log = logging.getLogger(__name__)

#: The exit status of an unattended run that did not go as asked.
FAILED = 1


def board_files(files: Sequence[str]) -> set[str]:
    """The board files (``.pbn``, ``.lin``) among ``files``, as the board loader names them (absolute paths).
    A file with another ending is not waited for by name (it may be an incident): the loader's being busy
    covers it if it reads it."""
    if not files:
        return set()
    from tdcompanion.app.board_files import LIN_SUFFIXES  # not on the way to the window when there are no files

    return {str(Path(f).absolute()) for f in files if Path(f).suffix.lower() in (".pbn", *LIN_SUFFIXES)}


class QuitWhenDone(QObject):
    """Quits ``app`` once ``window`` is usable and the board files of ``files`` are read or refused."""

    def __init__(self, app: QApplication, window: MainWindow, files: Sequence[str]) -> None:
        super().__init__(app)
        self.app = app
        self.waiting = board_files(files)
        self.failures: list[str] = []
        self.usable = False
        self._ended = False
        self.loader: BoardLoader | None = None
        if files:
            app.installEventFilter(self)
            self.loader = loader = window.file_loader
            loader.listed.connect(lambda path, _branch: self._done(path))
            loader.failed.connect(lambda path, error: self._done(path, f"{path}: {error}"))
            loader.found_none.connect(lambda path: self._done(path, f"{path}: no boards in it"))
            loader.idle.connect(self._end_if_done)
        window.when_usable(self._on_usable)

    def _on_usable(self) -> None:
        self.usable = True
        self._end_if_done()

    def _done(self, path: str, failure: str | None = None) -> None:
        self.waiting.discard(path)
        if failure is not None:
            self.failures.append(failure)
        self._end_if_done()

    def _end_if_done(self) -> None:
        if self.usable and not self.waiting and (self.loader is None or not self.loader.is_busy):
            self._end()

    def _end(self) -> None:
        if self._ended:
            return
        self._ended = True
        self.app.removeEventFilter(self)
        if self.loader is not None:
            self.loader.stop()  # a dialog ended the run: what is still read or checked stops, its threads waited for
        code = FAILED if self.failures else 0
        for failure in self.failures:
            log.error("unattended run: %s", failure)
            print(f"tdcompanion: {failure}", file=sys.stderr)
        # From the event loop, the innermost included: quitting before a dialog's loop starts would leave it running.
        QTimer.singleShot(0, self.app, lambda: self.app.exit(code))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog) and watched.isModal():
            self.failures.append(f"a dialog waits for an answer: {_dialog_text(watched)}")
            self._end()
        return False


def _dialog_text(dialog: QDialog) -> str:
    parts = [dialog.windowTitle()]
    if isinstance(dialog, QMessageBox):
        parts += [dialog.text(), dialog.informativeText()]
    return " - ".join(p for p in parts if p)
