"""A big incidents folder brought up to date without blocking the window (:class:`IndexUpdater`).

Listing a folder means a ``stat`` of every file, and reading those changed since the last time
(:meth:`~tdcompanion.storage.index_db.IndexDB.update`): for 50,000 files, half a second to a second
warm, and a minute or more on a folder never indexed. From :data:`BACKGROUND_FROM` entries (or files,
for a folder not indexed yet) that runs in a worker thread with its own connection to the index; the
list shows the index as it is at once and follows each batch of files read. A smaller folder, or an
index kept in memory (which a thread cannot share), is brought up to date at once.
"""

from __future__ import annotations

import threading
from typing import Final

from PySide6.QtCore import QObject, Signal

from tdcompanion.storage.index_db import IndexDB

BACKGROUND_FROM: Final = 2000
BATCH: Final = 2000  # files read between two commits (and two refreshes of the list)


class IndexUpdater(QObject):
    """Updates one index at a time in a worker thread; an update asked for meanwhile runs after it."""

    progressed = Signal(int, int)  # files read, files to read (in the worker thread: queued to the window)
    finished = Signal()
    _done_signal = Signal()  # emitted by the worker thread, received in this object's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._again: IndexDB | None = None
        self._done_signal.connect(self._done)

    def running(self) -> bool:
        return self._thread is not None

    def update(self, index: IndexDB) -> bool:
        """Bring ``index`` up to date: now if its folder is small or it is kept in memory (True), else in
        the worker thread (False: :attr:`progressed` after each batch, then :attr:`finished`)."""
        if self.running():
            self._again = index
            return False
        if index.db_path is None or index.size_hint() < BACKGROUND_FROM:
            index.verify()
            index.update()
            return True
        self._start(index)
        return False

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the worker thread (tests and benches); True if none is left running."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return thread is None or not thread.is_alive()

    def _start(self, index: IndexDB) -> None:
        folder, path = index.folder, index.db_path

        def work() -> None:
            try:
                worker = IndexDB(folder, path)  # its own connection, checked (made again if damaged: the
                # window's connection sees the new file, IndexDB.changed_elsewhere)
                try:
                    worker.update(BATCH, self.progressed.emit)
                finally:
                    worker.close()
            finally:
                self._done_signal.emit()

        self._thread = threading.Thread(target=work, name="incidents-index", daemon=True)
        self._thread.start()

    def _done(self) -> None:
        if self._thread is not None:
            self._thread.join()
        self._thread = None
        again, self._again = self._again, None
        if again is not None:
            self._start(again)
        else:
            self.finished.emit()
