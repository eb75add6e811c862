"""The listing of one folder of incident files, kept fast by an index cache (:class:`FolderIndex`).

The cache, ``.index.json`` in the folder, maps each file name to its (mtime_ns, size, inode) and its
entry's fields. A call re-reads only the files whose triple changed (a save replaces the file, so
its inode changes even if the clock is coarse). The cache is only a shortcut: a damaged or foreign
one is ignored and rebuilt, and it is written atomically so two instances never corrupt it. It is
rewritten once enough has changed (:func:`_worth_writing`): a few files out of date cost a new
program instance only their reading.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import threading
import time
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any, Final, NamedTuple

from tdcompanion.core.incident_format import SCHEMA_VERSION
from tdcompanion.storage.atomic import TEMP_MARK, write_atomic
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.summary import MAX_FILE_SIZE, EntryProblem, broken, summarize
from tdcompanion.storage.sync_copies import is_sync_temporary

INDEX_NAME: Final = ".index.json"
_INDEX_FORMAT: Final = "tdcompanion-index"
#: Raise when what an entry holds, or how it is read, changes: older caches are then rebuilt.
_INDEX_VERSION: Final = 1
#: Temporary files and moved-aside locks older than this were left by a crash, and are removed.
_LEFTOVER_AGE_NS: Final = 3600 * 10**9


class _Known(NamedTuple):
    key: tuple[int, int, int]  # mtime_ns, size, inode
    entry: IncidentEntry


def is_incident_name(name: str) -> bool:
    """Whether a file of that name is listed: ``*.json``, not hidden (the cache, temporary files and
    locks all begin with a dot), not a sync engine's temporary file (:func:`is_sync_temporary`)."""
    return not name.startswith(".") and name.lower().endswith(".json") and not is_sync_temporary(name)


class FolderIndex:
    """Every incident file of ``folder`` (not its sub-folders) as an :class:`IncidentEntry`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.cache_path = folder / INDEX_NAME
        self._known: dict[str, _Known] | None = None
        self._unsaved = 0  # files read or gone since the cache was last written or read
        self._lock = threading.Lock()

    def entries(self) -> list[IncidentEntry]:
        """The entries, sorted by file name; reads only files changed since the last call."""
        with self._lock:
            if self._known is None:
                self._known = self._read_cache()
            known, read = self._scan(self._known)
            self._unsaved += read + sum(1 for name in self._known if name not in known)
            self._known = known
            if _worth_writing(self._unsaved, len(known)):
                self._write_cache()
                self._unsaved = 0
            return [known[name].entry for name in sorted(known)]

    def _scan(self, old: dict[str, _Known]) -> tuple[dict[str, _Known], int]:
        """The folder's files now, and how many of them were read (new or changed)."""
        known: dict[str, _Known] = {}
        read = 0
        try:
            listing = os.scandir(self.folder)
        except FileNotFoundError:
            return {}, 0
        now = time.time_ns()
        with listing:
            for item in listing:
                name = item.name
                if not is_incident_name(name):
                    if name.startswith(".") and (TEMP_MARK in name or ".stale-" in name):
                        _remove_leftover(item, now)
                    continue
                try:
                    st = item.stat()
                except OSError:
                    continue  # gone since the listing
                if not stat.S_ISREG(st.st_mode):
                    continue
                previous = old.get(name)
                if previous is not None and previous.key == _key(st):
                    known[name] = previous
                    continue
                known[name] = self._read(name)
                read += known[name] != previous  # a file that stays unreadable is not news
        return known, read

    def _read(self, name: str) -> _Known:
        path = self.folder / name
        try:
            with open(path, "rb") as f:
                st = os.fstat(f.fileno())  # the key of what is read, even if the file is replaced meanwhile
                key = _key(st)
                if st.st_size > MAX_FILE_SIZE:
                    reason = f"too large to be an incident ({st.st_size:,} bytes)"
                    return _Known(key, broken(path, st.st_mtime_ns, st.st_size, EntryProblem.TOO_LARGE, reason))
                data = f.read()
        except OSError as exc:
            entry = broken(path, 0, 0, EntryProblem.UNREADABLE, f"cannot be read: {exc.strerror}")
            return _Known((-1, -1, -1), entry)  # read again next time
        return _Known(key, summarize(path, data, st.st_mtime_ns, st.st_size))

    # -- the cache ---------------------------------------------------------------------------------------
    # One header line (format, versions, the entry's fields in order, the SHA-256 of the rest), then the
    # records, {name: [mtime_ns, size, inode, field values ...]}. The records are used only if the header
    # matches: written whole by this code, for the same fields.

    def _read_cache(self) -> dict[str, _Known]:
        try:
            head, _, body = self.cache_path.read_bytes().partition(b"\n")
            if json.loads(head) != _header(body):
                return {}
            records = json.loads(body)
        except (OSError, ValueError, RecursionError):
            return {}
        child = _child_maker(self.folder)
        known: dict[str, _Known] = {}
        try:
            for name, record in records.items():
                values = record[3:]
                for i in _TUPLES:
                    values[i] = tuple(values[i])
                entry = IncidentEntry(child(name), *record[:2], *values)
                known[name] = _Known((record[0], record[1], record[2]), entry)
        except (AttributeError, IndexError, TypeError):  # the hash matched, the shape did not: made by hand
            return {}
        return known

    def _write_cache(self) -> None:
        assert self._known is not None
        records = {name: [*k.key, *(getattr(k.entry, f) for f in _CACHED)]
                   for name, k in self._known.items() if k.key[0] >= 0}  # fmt: skip
        try:
            body = json.dumps(records, ensure_ascii=False, separators=(",", ":")).encode()
        except (TypeError, ValueError):  # a field JSON cannot hold: the list works, without a cache
            return
        head = json.dumps(_header(body)).encode()
        with contextlib.suppress(OSError):  # a read-only folder is listed all the same, only slower
            write_atomic(self.cache_path, head + b"\n" + body)


_CACHED: Final = tuple(f.name for f in fields(IncidentEntry))[3:]  # after path, mtime_ns, size
_TUPLES: Final = tuple(i for i, f in enumerate(fields(IncidentEntry)[3:]) if isinstance(f.default, tuple))


def _key(st: os.stat_result) -> tuple[int, int, int]:
    """What tells a file's content changed. Not the inode on Windows, where a directory listing does not
    give it (the modification time there has a 100 ns resolution)."""
    return st.st_mtime_ns, st.st_size, 0 if os.name == "nt" else st.st_ino


def _worth_writing(unsaved: int, files: int) -> bool:
    """Rewrite the cache once an eighth of the files, or 64, are not in it as they are."""
    return unsaved > 0 and unsaved >= min(64, files // 8)


def _header(body: bytes) -> dict[str, Any]:
    return {"format": _INDEX_FORMAT, "version": _INDEX_VERSION, "schema_version": SCHEMA_VERSION,
            "fields": list(_CACHED), "sha256": hashlib.sha256(body).hexdigest()}  # fmt: skip


def _child_maker(folder: Path) -> Callable[[str], Path]:
    """``folder / name``, four times faster where pathlib has the shortcut its own ``iterdir`` uses."""
    fast = getattr(folder, "_make_child_relpath", None)
    try:
        works = callable(fast) and fast("a.json") == folder / "a.json"  # a private method: checked, not trusted
    except Exception:
        works = False
    return fast if works and callable(fast) else folder.joinpath


def _remove_leftover(item: os.DirEntry[str], now_ns: int) -> None:
    with contextlib.suppress(OSError):
        if now_ns - item.stat(follow_symlinks=False).st_mtime_ns > _LEFTOVER_AGE_NS:
            os.unlink(item.path)
