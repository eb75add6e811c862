"""Files written whole or not at all: a reader sees the old file or the new one, never part of one,
even if the program is killed or the power fails in the middle (:func:`write_atomic`).

The one place where the program renames files: every file it writes goes through a temporary file
here (:func:`write_atomic` for bytes; :func:`atomic_file` for a writer that needs a file name, such
as a PDF printer or a compiler), and the moves of whole files are :func:`move_new` (never over an
existing file) and :func:`rename` (to a fresh name). tests/storage/test_one_writer.py holds the rest
of the program to that.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Final

#: Every temporary file of this package has this in its (hidden) name: ``.name.tmp-1a2b3c4d``.
TEMP_MARK: Final = ".tmp-"

_BINARY: Final = getattr(os, "O_BINARY", 0)


def temp_name(path: Path) -> Path:
    """A fresh hidden name next to ``path`` for a file being written."""
    return path.with_name(f".{path.name}{TEMP_MARK}{secrets.token_hex(4)}")


class PendingFile:
    """A new, empty temporary file beside ``path`` (hidden, with the usual permissions: the umask
    applies), to become ``path`` whole with :meth:`commit`. Made by :func:`atomic_file`, which removes
    it if it is not committed."""

    def __init__(self, path: Path, *, overwrite: bool = True) -> None:
        self.path = path
        self.overwrite = overwrite
        while True:
            temp = temp_name(path)
            try:
                fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
            except FileExistsError:
                continue
            break
        os.close(fd)
        #: The temporary file: write it (or have it written) before :meth:`commit`.
        self.temp = temp
        self.committed = False
        self._synced = False

    def write(self, data: bytes) -> None:
        """Write ``data`` as the whole content of the temporary file, and ``fsync`` it."""
        with open(self.temp, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        self._synced = True

    def commit(self) -> None:
        """``fsync`` the temporary file (unless :meth:`write` did), move it over ``path`` in one step
        (``os.replace``; without ``overwrite``: only if ``path`` does not exist, else
        ``FileExistsError``), then ``fsync`` the folder so the move itself is on disk."""
        if not self._synced:
            fd = os.open(self.temp, os.O_RDWR | _BINARY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            self._synced = True
        if self.overwrite:
            os.replace(self.temp, self.path)
        else:
            move_new(self.temp, self.path)
        self.committed = True
        sync_folder(self.path.parent)

    def discard(self) -> None:
        """Remove the temporary file (nothing happens to ``path``)."""
        with contextlib.suppress(OSError):
            os.unlink(self.temp)


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
    then unlink, so there is no moment in which another writer's file could be replaced. Without
    hard links (FAT, exFAT): check, then rename (which Windows never lets replace a file)."""
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


def rename(source: Path, target: Path) -> None:
    """Give ``source`` the name ``target`` in one step (``os.rename``), for a fresh ``target`` (a stale
    lock moved aside): where ``target`` exists, POSIX replaces it and Windows refuses."""
    os.rename(source, target)


def sync_folder(folder: Path) -> None:
    """``fsync`` a folder so that a file created, renamed or removed in it survives a power cut.
    Not possible (nor needed) on Windows, where the move is durable once it returns."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems cannot sync a folder; the file itself is synced
        pass
    finally:
        os.close(fd)
