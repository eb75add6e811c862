"""Files written whole or not at all: a reader sees the old file or the new one, never part of one,
even if the program is killed or the power fails in the middle (:func:`write_atomic`).

The one place where the program renames files: every file it writes goes through a temporary file
here (:func:`write_atomic` for bytes; :func:`atomic_file` for a writer that needs a file name, such
as a PDF printer or a compiler), and the moves of whole files are :func:`move_new` (never over an
existing file). tests/storage/test_one_writer.py holds the rest of the program to that.

Durability (docs/storage.md, *Durability*): file data is flushed with ``fsync`` (``F_FULLFSYNC`` on
macOS, where ``fsync`` leaves it in the drive's cache), and every folder in which a file is created,
renamed or removed is flushed too (:func:`sync_folder`). Windows cannot flush a folder: there a move
is made with ``MoveFileExW(MOVEFILE_WRITE_THROUGH)``, which returns once the move is on disk.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from tdcompanion.storage.processes import try_lock

#: Every temporary file of this package has this in its (hidden) name: ``.name.tmp-1a2b3c4d``.
TEMP_MARK: Final = ".tmp-"

_BINARY: Final = getattr(os, "O_BINARY", 0)


def temp_name(path: Path) -> Path:
    """A fresh hidden name next to ``path`` for a file being written."""
    return path.with_name(f".{path.name}{TEMP_MARK}{secrets.token_hex(4)}")


def _new_temp(path: Path) -> tuple[Path, int | None]:
    """Create a fresh temporary file beside ``path``. On POSIX it is returned open and locked
    (``flock``) until it is committed or discarded, so that a start-up's sweep can tell a file being
    written (locked) from one left by a crash (free; ``storage/debris.py``); if the sweep takes a
    fresh file in the instant before it is locked, another name is taken. On Windows a lock would
    stop the writer and the move (it is mandatory there): the file is closed, and only its age tells."""
    while True:
        temp = temp_name(path)
        try:
            fd = os.open(temp, os.O_RDWR | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
        except FileExistsError:
            continue
        if sys.platform == "win32":
            os.close(fd)
            return temp, None
        try:
            locked = try_lock(fd)
        except OSError:  # the file system cannot lock: only its age tells
            return temp, fd
        if locked:
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(temp))
            except OSError:
                same = False
            if same:
                return temp, fd
        os.close(fd)  # swept away as it was made: the sweep removes it


class PendingFile:
    """A new, empty temporary file beside ``path`` (hidden, with the usual permissions: the umask
    applies), to become ``path`` whole with :meth:`commit`. Made by :func:`atomic_file`, which removes
    it if it is not committed."""

    def __init__(self, path: Path, *, overwrite: bool = True) -> None:
        self.path = path
        self.overwrite = overwrite
        #: The temporary file: write it (or have it written) before :meth:`commit`.
        self.temp, self._fd = _new_temp(path)
        self.committed = False
        self._synced = False

    def write(self, data: bytes) -> None:
        """Write ``data`` as the whole content of the temporary file, and ``fsync`` it."""
        fd = self._fd if self._fd is not None else os.open(self.temp, os.O_WRONLY | os.O_TRUNC | _BINARY)
        try:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            fsync(fd)
        finally:
            if fd != self._fd:
                os.close(fd)
        self._synced = True

    def commit(self) -> None:
        """``fsync`` the temporary file (unless :meth:`write` did), move it over ``path`` in one step
        (:func:`replace`; without ``overwrite``: only if ``path`` does not exist, else
        ``FileExistsError``), then ``fsync`` the folder so the move itself is on disk."""
        if not self._synced:
            fd = os.open(self.temp, os.O_RDWR | _BINARY)
            try:
                fsync(fd)
            finally:
                os.close(fd)
            self._synced = True
        if self.overwrite:
            replace(self.temp, self.path)
        else:
            move_new(self.temp, self.path)
        self.committed = True
        self._close()
        sync_folder(self.path.parent)

    def discard(self) -> None:
        """Remove the temporary file (nothing happens to ``path``)."""
        with contextlib.suppress(OSError):
            os.unlink(self.temp)
        self._close()

    def _close(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)


@contextlib.contextmanager
def atomic_file(path: Path, *, overwrite: bool = True) -> Iterator[PendingFile]:
    """A :class:`PendingFile` for ``path``: fill its ``temp`` file, then :meth:`~PendingFile.commit`.
    Leaving the block without committing, or on an error, removes the temporary file and leaves
    ``path`` as it was."""
    pending = PendingFile(path, overwrite=overwrite)
    try:
        yield pending
    finally:
        if not pending.committed:
            pending.discard()


def write_atomic(path: Path, data: bytes, *, overwrite: bool = True) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder: write, flush and
    ``fsync`` it, move it over ``path`` in one step (``os.replace``), then ``fsync`` the folder so
    the move itself is on disk. The temporary file is removed on any error.

    With ``overwrite=False`` an existing ``path`` is left alone and ``FileExistsError`` is raised.
    """
    with atomic_file(path, overwrite=overwrite) as pending:
        pending.write(data)
        pending.commit()


def move_new(source: Path, target: Path) -> None:
    """Give ``source`` the name ``target`` unless ``target`` exists (``FileExistsError``): hard link,
    then unlink, so there is no moment in which another writer's file could be replaced (a crash
    between the two leaves both names: ``storage/moves.py`` finishes such a move). Without hard links
    (FAT, exFAT): check, then rename. On Windows: ``MoveFileExW`` without replacing, written through.
    The caller syncs the folders."""
    if sys.platform == "win32":
        _move_file_ex(source, target, _MOVEFILE_WRITE_THROUGH)
        return
    try:
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError:
        if target.exists():
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    with contextlib.suppress(FileNotFoundError):  # another instance moved it meanwhile: it is moved
        os.unlink(source)


def replace(source: Path, target: Path) -> None:
    """Move ``source`` over ``target`` in one step: ``os.replace``; on Windows ``MoveFileExW`` with
    ``MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH`` (it returns once the move is on disk)."""
    if sys.platform == "win32":
        _move_file_ex(source, target, _MOVEFILE_REPLACE_EXISTING | _MOVEFILE_WRITE_THROUGH)
        return
    os.replace(source, target)


_MOVEFILE_REPLACE_EXISTING: Final = 0x1
_MOVEFILE_WRITE_THROUGH: Final = 0x8

if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _MoveFileExW = _kernel32.MoveFileExW
    _MoveFileExW.argtypes = (wintypes.LPCWSTR, wintypes.LPCWSTR, wintypes.DWORD)
    _MoveFileExW.restype = wintypes.BOOL

    def _move_file_ex(source: Path, target: Path, flags: int) -> None:
        if not _MoveFileExW(str(source), str(target), flags):
            code = ctypes.get_last_error()
            if code in (80, 183):  # ERROR_FILE_EXISTS, ERROR_ALREADY_EXISTS
                raise FileExistsError(17, "the file exists", str(target))
            raise ctypes.WinError(code)


def fsync(fd: int) -> None:
    """Flush the open file ``fd`` to the disk itself: ``os.fsync``; on macOS ``F_FULLFSYNC`` (its
    ``fsync`` leaves the data in the drive's cache), falling back to ``fsync`` where the file system
    does not take it."""
    if sys.platform == "darwin":
        import fcntl

        try:
            fcntl.fcntl(fd, fcntl.F_FULLFSYNC)
        except OSError:
            os.fsync(fd)
        return
    os.fsync(fd)


def sync_folder(folder: Path) -> None:
    """``fsync`` a folder so that a file created, renamed or removed in it survives a power cut.
    Not possible on Windows (moves are written through there, :func:`replace`)."""
    if sys.platform == "win32":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        fsync(fd)
    except OSError:  # some file systems cannot sync a folder; the file itself is synced
        pass
    finally:
        os.close(fd)


def make_folder(folder: Path) -> None:
    """Create ``folder`` and any missing folder above it, and ``fsync`` the folder above each one
    made, so that the new folder survives a power cut. Raises ``OSError``."""
    missing = []
    here = folder
    while not here.is_dir():
        missing.append(here)
        if here.parent == here:
            break
        here = here.parent
    folder.mkdir(parents=True, exist_ok=True)
    for made in reversed(missing):
        sync_folder(made.parent)


def remove(path: Path) -> bool:
    """Remove the file ``path`` and ``fsync`` its folder; False if it was not there."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return False
    sync_folder(path.parent)
    return True
