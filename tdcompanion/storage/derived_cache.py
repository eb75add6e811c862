"""What the program derives from a file, kept between runs in the user's cache folder.

Start-up reads the Greek catalogue (``translations/el.po``, 9,000 lines) before the window shows;
parsing it takes longer than the rest of reading it (docs/architecture.md, "Startup reads the
catalogue"). :class:`DerivedCache` keeps the parsed form, in :mod:`marshal` (plain tuples and
strings only: never pickle, nothing in the file can run code), next to the source file's path, size
and time of change: a source that changed in any of them is read again. A cache file that cannot be
read, or holds something else, counts as absent and is replaced; it is the program's own copy of
what it can always derive again, so nothing is lost with it. It is read safely
(:func:`~tdcompanion.core.safe_read.read_file`): a FIFO, a device or a file over
:data:`~tdcompanion.core.safe_read.CACHE_LIMIT` put in its place is not waited for nor read whole.

The folder is ``$TDCOMPANION_CACHE_DIR/<kind>``, else ``<kind>`` in the user's cache folder
(``platformdirs.user_cache_dir``; on Linux found without importing platformdirs, as
:func:`tdcompanion.app.settings.config_dir` finds the settings).
"""

from __future__ import annotations

import marshal
import zlib
from pathlib import Path
from typing import Final

from tdcompanion.core.safe_read import CACHE_LIMIT, read_file
from tdcompanion.storage.user_dirs import user_dir

CACHE_DIR_ENV: Final = "TDCOMPANION_CACHE_DIR"
#: Raise when what is kept changes shape: older files are then read as absent.
FORMAT: Final = 1


def user_cache_dir() -> Path:
    """The program's cache folder: ``$TDCOMPANION_CACHE_DIR``, else the user's (``platformdirs``)."""
    return user_dir("cache", CACHE_DIR_ENV)


def stamp(source: Path) -> tuple[str, int, int]:
    """The source's path, size and time of change (ns): what the kept data was derived from."""
    stat = source.stat()
    return str(source.resolve()), stat.st_size, stat.st_mtime_ns


class DerivedCache:
    """Data of one ``kind`` derived from source files, one cache file per source.

    ``folder`` defaults to ``kind`` in :func:`user_cache_dir`. :meth:`load` never raises;
    :meth:`store` gives up quietly on a folder it cannot write (the data is derived again next time).
    """

    def __init__(self, kind: str, folder: Path | None = None) -> None:
        self.kind = kind
        self._folder = folder

    @property
    def folder(self) -> Path:
        return self._folder if self._folder is not None else user_cache_dir() / self.kind

    def path(self, source: Path) -> Path:
        """The cache file of ``source``, named after its full path (two sources that share a name by chance
        take turns: each finds the other's path in it, and reads its source again)."""
        digest = zlib.crc32(str(source.resolve()).encode("utf-8", "surrogatepass"))
        return self.folder / f"{source.stem}-{digest:08x}.marshal"

    def load(self, source: Path) -> object | None:
        """What :meth:`store` kept for ``source`` as it is now, else ``None`` (absent, stale or damaged)."""
        try:
            now = stamp(source)
            kept = marshal.loads(read_file(self.path(source), CACHE_LIMIT))  # not a FIFO, /dev/zero, 1 GB
        except (OSError, ValueError, EOFError, TypeError):
            return None
        if not (isinstance(kept, tuple) and len(kept) == 3 and kept[0] == FORMAT and kept[1] == now):
            return None
        data: object = kept[2]
        return data

    def store(self, source: Path, data: object, stamped: object = None) -> None:
        """Keep ``data`` (made of what :mod:`marshal` writes: tuples, lists, strings, numbers...) for ``source``.

        ``stamped`` is :meth:`stamp` taken before ``source`` was read (so a change made while it was read
        makes the kept data stale, not wrong); by default, taken now.
        """
        from tdcompanion.storage.atomic import write_atomic  # on a miss only: start-up reads the cache

        try:
            kept = (FORMAT, stamped if stamped is not None else stamp(source), data)
            payload = marshal.dumps(kept)  # type: ignore[arg-type]  # what it cannot write: ValueError
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path(source), payload)
        except (OSError, ValueError):
            pass  # read-only or full disk, data marshal cannot write: derived again next time

    def stamp(self, source: Path) -> tuple[str, int, int]:
        """:func:`stamp` of ``source``, to pass to :meth:`store` (taken before ``source`` is read)."""
        return stamp(source)
