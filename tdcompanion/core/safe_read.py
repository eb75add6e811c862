"""Reading a file the program did not write itself, safely (:func:`read_file`): the one way the program
reads an incident, a draft, a cache file, or a PBN or LIN file.

A path can name anything: a FIFO (named pipe), whose opening or reading waits for a writer for ever; a
device such as ``/dev/zero``, endless; a socket, a folder; or a regular file of any size, even one that
grows while it is read. So the file is

1. looked at first (``os.stat``, following links: a link to a regular file is fine), and refused unless
   it is a regular file, so that a device is never even opened;
2. opened without waiting (``O_NONBLOCK``: opening a FIFO returns at once) and checked again on the
   descriptor (``os.fstat``), which is the file actually read, whatever replaced the name meanwhile;
3. read, the bytes counted against a limit, and refused as soon as it passes it: what ``fstat`` says is
   left is read in one go, then chunks while the file goes on. The size is taken to refuse early and to
   size the first read, never trusted to stop the reading (a file that grows, or one in ``/proc``, has no
   honest size). At most the limit and one byte are ever read.

Refusals raise :class:`FileRefusedError`, which says which file and why (what kind of file it is, or the
limit it passes). The limits (``docs/storage.md``, *Hostile files*) leave wide room over any real file:

- :data:`INCIDENT_LIMIT` (16 MiB): an incident file or a draft. An incident is a few kilobytes (the
  largest example, 7 kB); each of its texts is capped at 100,000 characters.
- :data:`BOARD_FILE_LIMIT` (64 MiB): a PBN or LIN file. A championship's PBN, every board with its
  auction, play and double-dummy table, is about 2 MB.
- :data:`CACHE_LIMIT` (64 MiB): a file of the program's derived cache (the parsed Greek catalogue,
  about 1 MB).
- :data:`SETTINGS_LIMIT` (1 MiB): the settings file, read by Qt (:func:`check_file`), a few hundred bytes.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Final

from tdcompanion.core.errors import InputError

MIB: Final = 1024 * 1024
#: The largest incident file, or draft of one, that is read.
INCIDENT_LIMIT: Final = 16 * MIB
#: The largest PBN or LIN file that is read.
BOARD_FILE_LIMIT: Final = 64 * MIB
#: The largest file of the derived cache that is read.
CACHE_LIMIT: Final = 64 * MIB
#: The largest settings file that is used.
SETTINGS_LIMIT: Final = 1 * MIB
#: Bytes asked for at each read.
CHUNK: Final = 1 * MIB

_FLAGS: Final = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                 | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0))  # fmt: skip

#: What a file that is not a regular one is: its kind (a key, for a translated message) and in words.
KINDS: Final = {
    "folder": "a folder",
    "fifo": "a named pipe (FIFO)",
    "character_device": "a character device",
    "block_device": "a block device",
    "socket": "a socket",
    "other": "not a regular file",
}
_TESTS: Final = ((stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "fifo"), (stat.S_ISCHR, "character_device"),
                 (stat.S_ISBLK, "block_device"), (stat.S_ISSOCK, "socket"))  # fmt: skip


class FileRefusedError(InputError, OSError):
    """A file not read: not a regular file (``kind``, a key of :data:`KINDS`, says what it is), or larger
    than ``limit`` bytes.

    An :class:`InputError` (bad input, said with its file) and an ``OSError`` (what callers that read
    files already catch): ``strerror`` is the reason alone, ``str()`` the file and the reason.
    """

    def __init__(self, path: str | os.PathLike[str], reason: str, *, kind: str | None = None,
                 limit: int | None = None, stat: os.stat_result | None = None) -> None:  # fmt: skip
        super().__init__(f"{os.fspath(path)}: {reason}")
        self.strerror = reason
        self.filename = os.fspath(path)
        self.reason = reason
        #: What the file is when it is not a regular file (a key of :data:`KINDS`: "fifo"...), else None.
        self.kind = kind
        #: The limit the file passes, in bytes, when it is too large; else None.
        self.limit = limit
        #: The ``fstat`` of the file refused for its size (its key and time of change); else None.
        self.stat = stat

    def __str__(self) -> str:
        return f"{self.filename}: {self.reason}"


def size_text(size: int) -> str:
    """A size for a message: ``16 MB`` for a whole number of MiB, else the bytes (``1,234 bytes``)."""
    return f"{size // MIB} MB" if size >= MIB and size % MIB == 0 else f"{size:,} bytes"


def kind_of(mode: int) -> str | None:
    """What a file of mode ``mode`` is (a key of :data:`KINDS`) if not a regular file; ``None`` for a regular file."""
    if stat.S_ISREG(mode):
        return None
    return next((kind for test, kind in _TESTS if test(mode)), "other")


def read_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises :class:`FileRefusedError` for anything but a regular file (a link is followed) and for a file
    larger than ``limit``; ``OSError`` when the system cannot open or read it (no such file...).
    Never waits for a writer, and never holds much more than ``limit`` bytes.
    """
    return read_file_stat(path, limit)[0]


def check_file(path: str | os.PathLike[str], limit: int) -> None:
    """Refuse, as :func:`read_file` would, a file that another library is to read itself (Qt's settings):
    :class:`FileRefusedError` if ``path`` is not a regular file or is larger than ``limit`` (by its size:
    that library reads it). A file that is not there passes: the library makes it."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return
    _refuse_special(path, st.st_mode)
    if st.st_size > limit:
        raise _too_large(path, limit, f"{st.st_size:,} bytes, over", st)


def read_file_stat(path: str | os.PathLike[str], limit: int) -> tuple[bytes, os.stat_result]:
    """:func:`read_file`, with the ``fstat`` of the file read (taken before reading it)."""
    _refuse_special(path, os.stat(path).st_mode)
    fd = os.open(path, _FLAGS)
    try:
        st = os.fstat(fd)
        _refuse_special(path, st.st_mode)  # the name was given to another file since the stat above
        if st.st_size > limit:
            raise _too_large(path, limit, f"{st.st_size:,} bytes, over", st)
        return _read_capped(path, fd, limit, st), st
    finally:
        os.close(fd)


def _read_capped(path: str | os.PathLike[str], fd: int, limit: int, st: os.stat_result) -> bytes:
    parts: list[bytes] = []
    total = 0
    while True:
        # As much as the size says is left and one byte more, in one read (reads of 1 MiB cost ten times
        # as much: a fresh allocation each); past it (a size that was wrong: 0 for /proc, a growing file),
        # reads growing from 64 kB to a chunk. Never past the limit and one byte.
        want = max(st.st_size - total + 1, min(CHUNK, max(64 * 1024, total)))
        want = min(want, limit + 1 - total)
        try:
            chunk = os.read(fd, want)
        except BlockingIOError:  # not for a regular file; a file system that says so all the same
            raise FileRefusedError(path, "cannot be read without waiting") from None
        if not chunk:
            return b"".join(parts)
        total += len(chunk)
        if total > limit:
            raise _too_large(path, limit, "it grew past", st)  # or its size said less than it holds
        parts.append(chunk)


def _refuse_special(path: str | os.PathLike[str], mode: int) -> None:
    kind = kind_of(mode)
    if kind is not None:
        what = KINDS[kind]
        reason = f"it is {what}, not a regular file" if kind != "other" else f"it is {what}"
        raise FileRefusedError(path, reason, kind=kind)


def _too_large(path: str | os.PathLike[str], limit: int, size: str, st: os.stat_result) -> FileRefusedError:
    return FileRefusedError(path, f"too large: {size} the limit of {size_text(limit)}", limit=limit, stat=st)


def is_regular(path: Path) -> bool:
    """Whether ``path`` is a regular file, or a link to one (never raises)."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
