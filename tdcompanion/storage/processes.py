"""Is another program instance still running, and does it hold a file? By its process id
(:func:`pid_alive`), and more surely by a lock of the operating system (:class:`ProcessLock`): the
system releases it when the process ends, however it ends, a reused process id cannot fake it, and it
never expires by time. The one kind of lock of the program: a save's lock (``file_lock``), an
instance's life (:class:`LifeMark`), a file being written (``atomic``), a trash move (``moves``)."""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from pathlib import Path
from typing import Final


def _host_name() -> str:
    """This computer's name, as ``socket.gethostname()`` gives it (on POSIX without loading :mod:`socket`,
    some milliseconds that start-up does not need: :mod:`tdcompanion.app.single_instance` locks at start)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()


HOST: Final = _host_name()
_BINARY: Final = getattr(os, "O_BINARY", 0)


#: The largest process id the system can have (a DWORD on Windows, a positive pid_t elsewhere): a draft's
#: recorded pid beyond it is no process (and the system call would refuse it with OverflowError).
_MAX_PID: Final = 0xFFFF_FFFF if sys.platform == "win32" else 2**31 - 1


def pid_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs on this computer (a zombie counts as running)."""
    if not 0 < pid <= _MAX_PID:
        return False
    if sys.platform == "win32":
        return _windows_pid_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: no signal, only the check
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process
        return True
    except OSError:
        return False
    return True


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    def _windows_pid_alive(pid: int) -> bool:
        # Not os.kill(pid, 0): on Windows that terminates the process.
        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return bool(ctypes.GetLastError() == 5)  # ERROR_ACCESS_DENIED: it exists
        try:
            code = wintypes.DWORD()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return bool(code.value == 259)  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)


#: ``errno`` values saying that the file system cannot lock at all (some network shares), rather
#: than that another process holds the lock.
_CANNOT_LOCK: Final = frozenset({errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP, errno.ENOSYS, errno.EINVAL})


def cannot_lock(exc: OSError) -> bool:
    """Whether ``exc``, raised by :meth:`ProcessLock.acquire`, says the file system cannot lock."""
    return exc.errno in _CANNOT_LOCK


def try_lock(fd: int) -> bool:
    """Lock the open file ``fd`` without waiting: True if locked, False if another open file holds
    it. ``OSError`` if the file system cannot lock (:func:`cannot_lock`).

    POSIX: ``flock`` (a lock of the open file, not of the process: two opens in one process exclude
    each other too). Windows: ``msvcrt.locking`` of the first byte."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:  # locked by another handle
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except (BlockingIOError, PermissionError):
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # Windows releases a closed file's locks only "eventually"
        import msvcrt

        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


def _names_file(path: Path, fd: int) -> bool:
    """Whether ``path`` still names the open file ``fd`` (it was not removed or replaced meanwhile)."""
    try:
        on_disk, held = os.stat(path), os.fstat(fd)
    except OSError:
        return False
    return (on_disk.st_dev, on_disk.st_ino) == (held.st_dev, held.st_ino)


class ProcessLock:
    """An exclusive lock on the file ``path``, held until :meth:`release` or until the process ends,
    however it ends: the operating system lets go of it then (``flock``; ``msvcrt.locking`` on
    Windows). It never expires by time: a live owner, however slow or stopped, keeps it.

    The file is created if needed and removed on :meth:`release`. Removing a lock file others may have
    open is safe by this protocol: the owner removes the file *before* letting go of the lock, and
    whoever takes a lock checks afterwards that the name still names the file it locked, else tries
    again on the new one. So the lock on the file now at ``path`` is the one that counts. (On Windows a
    file that is open cannot be removed: it is removed after the lock is let go, and only if nobody
    has it open.)
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def fd(self) -> int | None:
        """The open lock file while held (its content is the owner's to write)."""
        return self._fd

    def acquire(self, timeout: float = 0.0, *, create: bool = True) -> bool:
        """Take the lock, waiting up to ``timeout`` seconds for its owner: True if taken, False if
        another process (or another open file of this one) still holds it. ``create=False``: a
        missing file is not created (False). Raises ``OSError`` if the file cannot be opened, or the
        file system cannot lock (:func:`cannot_lock`)."""
        if self._fd is not None:
            return True
        deadline = time.monotonic() + timeout
        delay = 0.002
        while True:
            try:
                fd = os.open(self.path, os.O_RDWR | (os.O_CREAT if create else 0) | _BINARY, 0o666)
            except FileNotFoundError:
                if create:
                    raise
                return False
            try:
                locked = try_lock(fd)
            except OSError:
                os.close(fd)
                raise
            if locked and _names_file(self.path, fd):
                self._fd = fd
                return True
            if locked:  # its owner removed it as we locked it: the lock is the file now at the name
                _unlock(fd)
                os.close(fd)
                if not create:
                    return False
                continue
            os.close(fd)
            if time.monotonic() >= deadline:
                return False
            time.sleep(delay)
            delay = min(delay * 2, 0.05)

    def release(self) -> None:
        """Remove the lock file and let go of the lock (nothing happens if it is not held)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if sys.platform == "win32":
            _unlock(fd)
            os.close(fd)
            with contextlib.suppress(OSError):  # refused while another process has it open: it is theirs
                os.unlink(self.path)
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)  # first: whoever locks the old file next sees it is gone
        os.close(fd)

    @staticmethod
    def held(path: Path) -> bool | None:
        """True if a live process holds the lock of ``path``, False if none does, None if that cannot
        be told (no such file, or the file system cannot lock)."""
        try:
            fd = os.open(path, os.O_RDWR | _BINARY)
        except OSError:
            return None
        try:
            locked = try_lock(fd)
        except OSError:
            return None
        finally:
            if sys.platform == "win32":
                _unlock(fd)
            os.close(fd)  # lets go of a lock taken here
        return not locked

    @staticmethod
    def remove_if_free(path: Path) -> bool:
        """Remove ``path`` if no live process holds its lock (by the protocol above, so that a process
        taking it meanwhile is not harmed); True if removed."""
        lock = ProcessLock(path)
        try:
            if not lock.acquire(create=False):
                return False
        except OSError:
            return False
        lock.release()
        return True


class LifeMark(ProcessLock):
    """A :class:`ProcessLock` its owner holds for as long as it lives: :meth:`ProcessLock.held` tells
    another process whether the owner still runs."""

    def hold(self) -> bool:
        """Take the lock for the life of this process (or until :meth:`drop`); False if the file
        system cannot lock, in which case only the process id tells. Waits a moment if another process
        holds it: a start-up's sweep (``storage/debris.py``) that found the fresh mark before it was
        locked, and removes it."""
        try:
            return self.acquire(timeout=1.0)
        except OSError:
            return False

    def drop(self) -> None:
        """Let go of the lock and remove the file."""
        self.release()
