"""Is another program instance still running? By its process id (:func:`pid_alive`), and more
surely by a lock it holds for its whole life (:class:`LifeMark`): the operating system releases that
lock when the process ends, however it ends, and a reused process id cannot fake it."""

from __future__ import annotations

import contextlib
import os
import socket
import sys
from pathlib import Path
from typing import Final

HOST: Final = socket.gethostname()


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


def _try_lock(fd: int) -> bool:
    """Lock the open file ``fd`` without waiting: True if locked, False if someone holds it."""
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


class LifeMark:
    """A file locked by its owner for as long as the owner lives (``flock``, or ``msvcrt.locking``
    on Windows). :meth:`held` tells another process whether the owner still runs."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def hold(self) -> bool:
        """Take the lock for the life of this process (or until :meth:`drop`); False if the file
        system cannot lock, in which case only the process id tells."""
        if self._fd is not None:
            return True
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o666)
        except OSError:
            return False
        try:
            locked = _try_lock(fd)
        except OSError:
            locked = False
        if not locked:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def drop(self) -> None:
        """Let go of the lock and remove the file."""
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)  # before closing: nobody may lock a file that is about to go
        os.close(self._fd)
        self._fd = None
        if sys.platform == "win32":  # Windows cannot remove a file that is open
            with contextlib.suppress(OSError):
                os.unlink(self.path)

    @staticmethod
    def held(path: Path) -> bool | None:
        """True if a live process holds the mark at ``path``, False if none does (its owner has
        ended), None if that cannot be told (no such file, or the file system cannot lock)."""
        try:
            fd = os.open(path, os.O_RDWR)
        except OSError:
            return None
        try:
            return not _try_lock(fd)  # closing the file below lets go of a lock taken here
        except OSError:
            return None
        finally:
            os.close(fd)
