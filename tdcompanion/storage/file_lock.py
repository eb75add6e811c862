"""One writer at a time per incident file, across program instances (:class:`FileLock`): a lock of the
operating system (:class:`~tdcompanion.storage.processes.ProcessLock`) on a hidden file next to it.

The system lets go of the lock when its process ends, however it ends, so a crash never blocks a
file; and it never expires by time, so a save that stalls inside the lock (a stopped process, a
laptop put to sleep in the middle) is never overtaken by another instance's save.
"""

from __future__ import annotations

from pathlib import Path
from types import TracebackType
from typing import Final

from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.processes import ProcessLock, cannot_lock

LOCK_SUFFIX: Final = ".lock"
#: Seconds a save waits for another instance's save of the same file (which takes milliseconds).
WAIT: Final = 10.0


def lock_path(target: Path) -> Path:
    """The hidden lock file of ``target``: ``.name.lock`` in the same folder."""
    return target.with_name(f".{target.name}{LOCK_SUFFIX}")


class FileLock:
    """Held while one instance checks and writes ``target``; a context manager.

    Waits up to ``timeout`` seconds (default :data:`WAIT`) for another instance to finish, then
    raises :class:`StoreError`. Where the file system cannot lock at all (some network shares),
    ``locked`` is False and the work goes on: the save checks the file again right before it
    replaces it (``incident_store``).
    """

    def __init__(self, target: Path, *, timeout: float | None = None) -> None:
        self.target = target
        self.path = lock_path(target)
        self.timeout = WAIT if timeout is None else timeout
        self.locked = False
        self._lock = ProcessLock(self.path)

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(self, tp: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()

    def acquire(self) -> None:
        try:
            taken = self._lock.acquire(self.timeout)
        except OSError as exc:
            if cannot_lock(exc):
                return
            raise StoreError(self.target, f"cannot lock the file: {exc.strerror}") from None
        if not taken:
            raise StoreError(self.target, "another window or program is saving this file "
                                          f"(lock file {self.path.name}); try again")  # fmt: skip
        self.locked = True

    def release(self) -> None:
        """Remove the lock file and let go of the lock."""
        self._lock.release()
        self.locked = False
