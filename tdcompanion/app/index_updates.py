"""A big incidents folder brought up to date without blocking the window (:class:`IndexUpdater`).

Listing a folder means a ``stat`` of every file, and reading those changed since the last time
(:meth:`~tdcompanion.storage.index_db.IndexDB.update`): for 50,000 files, half a second or more warm,
and a minute or more on a folder never indexed. From :data:`BACKGROUND_FROM` entries (or files, for a
folder not indexed yet) that runs in a process of its own (``storage/index_worker.py``, through a
``QProcess``: its output arrives as signals of the window's thread), sharing only the database; the
list shows the index as it is at once and follows each batch of files read. A smaller folder, an
index kept in memory (which another process cannot share), or a worker that cannot be started is
brought up to date at once, here.
"""

from __future__ import annotations

import sys
from typing import Final

from PySide6.QtCore import QObject, QProcess, Signal

from tdcompanion.storage.index_db import IndexDB

BACKGROUND_FROM: Final = 2000
BATCH: Final = 2000  # the most files read between two commits (and two refreshes of the list)


class IndexUpdater(QObject):
    """Updates one index at a time in a worker process; an update asked for meanwhile runs after it."""

    progressed = Signal(int, int)  # files read, files to read
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self._index: IndexDB | None = None
        self._again: IndexDB | None = None
        self._output = b""

    def running(self) -> bool:
        return self._process is not None

    def update(self, index: IndexDB) -> bool:
        """Bring ``index`` up to date: now if its folder is small or it is kept in memory (True), else in
        the worker process (False: :attr:`progressed` after each batch, then :attr:`finished`)."""
        if self.running():
            self._again = index
            return False
        if index.db_path is None or getattr(sys, "frozen", False) or index.size_hint() < BACKGROUND_FROM:
            self._now(index)  # a frozen program has no Python to run the worker module with
            return True
        self._start(index)
        return False

    def wait(self, msecs: int = 600_000) -> bool:
        """Wait for the worker process (benches); True if none is left running. Its signals follow."""
        process = self._process
        return process is None or process.waitForFinished(msecs)

    @staticmethod
    def _now(index: IndexDB) -> None:
        index.verify()
        index.update()

    def _start(self, index: IndexDB) -> None:
        assert index.db_path is not None
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._done)
        process.errorOccurred.connect(self._failed)
        self._process, self._index, self._output = process, index, b""
        process.start(sys.executable, ["-m", "tdcompanion.storage.index_worker", str(index.folder),
                                       str(index.db_path), str(BATCH)])  # fmt: skip

    def _read(self) -> None:
        if self._process is None:
            return
        self._output += bytes(self._process.readAllStandardOutput().data())
        *lines, self._output = self._output.split(b"\n")
        for line in lines:
            words = line.split()
            if len(words) == 2 and words[0].isdigit() and words[1].isdigit():
                self.progressed.emit(int(words[0]), int(words[1]))

    def _failed(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self._index is not None:
            index = self._index
            self._finish()
            self._now(index)  # no worker: here, at once
            self.finished.emit()

    def _done(self) -> None:
        self._read()
        self._finish()
        again, self._again = self._again, None
        if again is not None:
            self.update(again)
            if self.running():
                return
        self.finished.emit()

    def _finish(self) -> None:
        if self._process is not None:
            self._process.deleteLater()
        self._process, self._index = None, None
