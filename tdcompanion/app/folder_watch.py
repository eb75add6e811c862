"""Telling when the files of a folder change behind the app's back (:class:`FolderWatch`): another
instance, the file manager, or a sync engine (Syncthing, Nextcloud, Dropbox, git) bringing in other
Directors' incidents.

``QFileSystemWatcher`` on the folder alone misses some changes (checked on Linux, where it uses inotify
without ``IN_MODIFY`` on folders):

* a file written over in place (no new file, no rename: an editor, ``rsync --inplace``): each file is
  watched too, up to :func:`file_watch_budget` of them, the most recently changed first (each watch is a
  kernel resource shared with every other program of the user, the sync engine included; a file beyond
  the budget written in place shows with the next other change);
* the folder deleted, or not there yet: its watch ends with it, and nothing says when it is made
  again; the nearest folder above it that exists is watched meanwhile.

Changes come in bursts (a sync engine bringing a session's incidents): :attr:`FolderWatch.changed` is
emitted once the folder has been quiet for :data:`DELAY_MS`, and at the latest :data:`LONGEST_WAIT_MS`
after the first change, even if changes keep coming.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import QElapsedTimer, QFileSystemWatcher, QObject, QTimer, Signal

#: Quiet time after a change before ``changed`` (milliseconds).
DELAY_MS: Final = 300
#: ``changed`` comes at most this long after the first change of a burst (milliseconds).
LONGEST_WAIT_MS: Final = 1000
#: Files watched one by one at most, for changes written in place (see :func:`file_watch_budget`).
MAX_FILE_WATCHES: Final = 65536
_INOTIFY_LIMIT: Final = Path("/proc/sys/fs/inotify/max_user_watches")
#: Files added to the watch at a time, between other events: adding 10,000 at once holds the GUI thread
#: for seconds (about half a millisecond each on a loaded 2-core machine; 64 take some 25 ms).
_CHUNK: Final = 64


def file_watch_budget() -> int:
    """How many files to watch one by one: a quarter of the user's inotify watches on Linux (8,192 on
    older kernels, up to a million on recent ones: the rest is left to other programs), at most
    :data:`MAX_FILE_WATCHES`; elsewhere (FSEvents on macOS, one handle per folder on Windows) that maximum."""
    try:
        limit = int(_INOTIFY_LIMIT.read_text())
    except (OSError, ValueError):
        return MAX_FILE_WATCHES
    return max(0, min(MAX_FILE_WATCHES, limit // 4))


class FolderWatch(QObject):
    """``changed`` after the folder given to :meth:`watch`, or one of its files, changed (debounced)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(lambda _path: self.poke())
        self._watcher.fileChanged.connect(lambda _path: self.poke())
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self._since_first = QElapsedTimer()
        self._files: dict[str, int] = {}  # path -> the modification time it had when watched
        self.budget = file_watch_budget()  #: how many files are watched one by one at most
        self._pending: list[str] = []  # files to add to the watch, a chunk at a time
        self._catch_up = False  # a change once they are all added: one may have been missed meanwhile
        self._adder = QTimer(self)
        self._adder.setInterval(0)
        self._adder.timeout.connect(self._add_some)

    def watch(self, folder: Path) -> None:
        """Follow ``folder``; while it does not exist, the nearest folder above it that does (to see it made)."""
        target = folder if folder.is_dir() else _nearest_existing(folder)
        directories = self._watcher.directories()
        if directories != ([str(target)] if target is not None else []):
            if directories:
                self._watcher.removePaths(directories)
            if target is not None:
                self._watcher.addPath(str(target))

    def watch_files(self, files: Sequence[tuple[str | Path, int]]) -> None:
        """Follow the ``files`` of the folder, given with their modification times (ns): the most recently
        changed first, up to the budget. A file whose time changed is watched anew (a rename over it
        replaced the file watched)."""
        if len(files) > self.budget:
            files = sorted(files, key=lambda item: item[1])[len(files) - self.budget:]
        wanted = {str(path): mtime for path, mtime in files}
        known = self._files
        stale = [p for p, mtime in known.items() if wanted.get(p) != mtime]
        if stale:
            self._watcher.removePaths(stale)  # those Qt dropped already (deleted, replaced) are skipped
        waiting = [p for p in self._pending if p in wanted and known.get(p) == wanted[p]]
        new = sorted((p for p, mtime in wanted.items() if known.get(p) != mtime), key=wanted.__getitem__,
                     reverse=True)  # the most recently changed first: the likeliest to change again  # fmt: skip
        self._pending = waiting + new
        self._files = wanted
        if len(self._pending) > _CHUNK:
            self._catch_up = True
        if self._pending:
            self._adder.start()

    def pending(self) -> int:
        """How many files are still to be added to the watch."""
        return len(self._pending)

    def _add_some(self) -> None:
        chunk, self._pending = self._pending[:_CHUNK], self._pending[_CHUNK:]
        if chunk:
            self._watcher.addPaths(chunk)  # a file gone meanwhile is not added: its removal brings a change anyway
        if not self._pending:
            self._adder.stop()
            if self._catch_up:  # a file changed in place while the watches were being set up is seen now
                self._catch_up = False
                self.poke()

    def poke(self) -> None:
        """A change: ``changed`` after :data:`DELAY_MS` of quiet, or :data:`LONGEST_WAIT_MS` after the first."""
        if not self._timer.isActive():
            self._since_first.start()
        left = LONGEST_WAIT_MS - self._since_first.elapsed()
        self._timer.start(max(0, min(DELAY_MS, left)))

    def _fire(self) -> None:
        self._since_first.invalidate()
        self.changed.emit()


def _nearest_existing(folder: Path) -> Path | None:
    for above in folder.parents:
        if above.is_dir():
            return above
    return None
