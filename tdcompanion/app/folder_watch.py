"""Telling when the files of a folder change behind the app's back (:class:`FolderWatch`): another
instance, the file manager, or a sync engine (Syncthing, Nextcloud, Dropbox, git) bringing in other
Directors' incidents.

``QFileSystemWatcher`` on the folder alone misses some changes (checked on Linux, where it uses inotify
without ``IN_MODIFY`` on folders):

* a file written over in place (no new file, no rename: an editor, ``rsync --inplace``): each file is
  watched too, the :data:`MAX_FILE_WATCHES` most recently changed (each watch is a kernel resource that
  the sync engine itself also needs; an older file written in place shows with the next other change);
* the folder deleted, or not there yet: its watch ends with it, and nothing says when it is made
  again; the nearest folder above it that exists is watched meanwhile.

Changes come in bursts (a sync engine bringing a session's incidents): :attr:`FolderWatch.changed` is
emitted once the folder has been quiet for :data:`DELAY_MS`, and at the latest :data:`LONGEST_WAIT_MS`
after the first change, even if changes keep coming.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Final

from PySide6.QtCore import QElapsedTimer, QFileSystemWatcher, QObject, QTimer, Signal

#: Quiet time after a change before ``changed`` (milliseconds).
DELAY_MS: Final = 300
#: ``changed`` comes at most this long after the first change of a burst (milliseconds).
LONGEST_WAIT_MS: Final = 1000
#: Files watched one by one (the most recently changed), for changes written in place.
MAX_FILE_WATCHES: Final = 4096


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

    def watch(self, folder: Path, files: Iterable[tuple[Path, int]] = ()) -> None:
        """Follow ``folder`` (while it does not exist, the nearest folder above it that does) and the
        ``files`` given with their modification times (ns), the newest :data:`MAX_FILE_WATCHES` of them."""
        target = folder if folder.is_dir() else _nearest_existing(folder)
        directories = self._watcher.directories()
        if directories != [str(target)]:
            if directories:
                self._watcher.removePaths(directories)
            if target is not None:
                self._watcher.addPath(str(target))
        wanted = dict(sorted(((str(p), t) for p, t in files), key=lambda item: item[1])[-MAX_FILE_WATCHES:])
        if not folder.is_dir():
            wanted = {}
        self._follow_files(wanted)

    def _follow_files(self, wanted: dict[str, int]) -> None:
        """Watch exactly ``wanted``; a file replaced since (a new inode: a rename over it) is watched anew."""
        watched = set(self._watcher.files())
        stale = [p for p in watched if self._files.get(p) != wanted.get(p)]
        if stale:
            self._watcher.removePaths(stale)
            watched.difference_update(stale)
        new = [p for p in wanted if p not in watched]
        if new:
            self._watcher.addPaths(new)  # a file gone meanwhile is not added: its removal brought a change anyway
        self._files = wanted

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
