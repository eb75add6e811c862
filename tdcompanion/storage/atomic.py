"""Files written whole or not at all: a reader sees the old file or the new one, never part of one,
even if the program is killed or the power fails in the middle (:func:`write_atomic`)."""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path
from typing import Final

#: Every temporary file of this package has this in its (hidden) name: ``.name.tmp-1a2b3c4d``.
TEMP_MARK: Final = ".tmp-"


def temp_name(path: Path) -> Path:
    """A fresh hidden name next to ``path`` for a file being written."""
    return path.with_name(f".{path.name}{TEMP_MARK}{secrets.token_hex(4)}")


def write_atomic(path: Path, data: bytes, *, overwrite: bool = True) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder: write, flush and
    ``fsync`` it, move it over ``path`` in one step (``os.replace``), then ``fsync`` the folder so
    the move itself is on disk. The temporary file is removed on any error.

    With ``overwrite=False`` an existing ``path`` is left alone and ``FileExistsError`` is raised.
    """
    while True:
        temp = temp_name(path)
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        except FileExistsError:
            continue
        break
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if overwrite:
            os.replace(temp, path)
        else:
            _create(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    sync_folder(path.parent)


def _create(temp: Path, path: Path) -> None:
    """Give ``temp`` the name ``path`` unless ``path`` exists (hard link, then unlink: no window in
    which another writer's file could be replaced). Without hard links (FAT, exFAT) check, then move."""
    try:
        os.link(temp, path)
    except FileExistsError:
        raise
    except OSError:
        if path.exists():
            raise FileExistsError(path) from None
        os.replace(temp, path)
        return
    os.unlink(temp)


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
