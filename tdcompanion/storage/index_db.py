"""The index of one folder of incident files: an SQLite database of its entries with a full-text
search table (:class:`IndexDB`). See ``docs/storage.md``, *The index*.

The files are the truth. The database remembers what each file held when it was last read (one row
per file name, with the file's (mtime_ns, size, inode) when read), so that listing the folder costs
one ``os.scandir`` with a ``stat`` per file, and reading only the files changed since; the list is
then sorted and filtered by SQL, so the program never holds every entry at once.

- One table ``entries``: a column per field of :class:`IncidentEntry` (found with
  ``dataclasses.fields``, so a field added later is stored without edits here), plus the natural
  sort keys of session, table, laws, irregularities and players and the rank of the status.
- An FTS5 table over the folded search text (``unicode61 remove_diacritics 2``), searched by word
  prefixes (``"ρεν"*``). Where this SQLite has no FTS5 the search is a substring scan (``instr``).
- Where it lives: in the user's cache folder, named from the incidents folder's path
  (:func:`index_path`), never in the incidents folder: a folder shared by a sync engine would carry a
  database being written to another computer. An index that cannot be kept there is kept in memory.
- Rebuilt whole (:meth:`IndexDB._reset`) when it is damaged, or was made by another version of this
  code or for other entry fields, or holds a row this code did not write as it is (a value of another
  type: checked by one scan at open, :data:`WRONG_ROW`, and again as each row is read). A directory in
  its place leaves the index in memory. It is only an index: no file is lost with it.
- Two program instances share it safely: WAL journal, a busy timeout, and every update in one
  ``BEGIN IMMEDIATE`` transaction.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import sqlite3
import stat
import threading
import time
import typing
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import fields
from functools import cache
from pathlib import Path
from typing import Any, Final, TypeVar

from tdcompanion.core.folding import fold
from tdcompanion.core.incident_format import SCHEMA_VERSION
from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.core.numbers import MAX_DIGITS
from tdcompanion.core.safe_read import FileRefusedError, read_file_stat
from tdcompanion.storage.atomic import TEMP_MARK
from tdcompanion.storage.derived_cache import user_cache_dir
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.summary import MAX_FILE_SIZE, EntryProblem, broken, summarize
from tdcompanion.storage.sync_copies import copies_by_owner, is_sync_temporary

#: The cache the index replaced; removed from the folder when found.
OLD_CACHE_NAME: Final = ".index.json"
#: ``PRAGMA user_version`` of the database: raise when the tables or how an entry is read change.
log = logging.getLogger(__name__)

DB_VERSION: Final = 4
#: Temporary files and moved-aside locks older than this were left by a crash, and are removed.
_LEFTOVER_AGE_NS: Final = 3600 * 10**9
_BUSY_TIMEOUT_S: Final = 10.0
_MOST_AT_ONCE: Final = 2000  # files read into one transaction at most (memory)
_NOT_NAMES: Final = frozenset({"", ".", ".."})
_UNREAD: Final = (-1, -1, -1)  # the key of a file the system refused to read: read again next time

_FIELDS: Final = fields(IncidentEntry)[1:]  # every field but the path (the row's file name)
COLUMNS: Final = tuple(f.name for f in _FIELDS)
_TUPLES: Final = frozenset(f.name for f in _FIELDS if isinstance(f.default, tuple))
_BOOLS: Final = frozenset(f.name for f in _FIELDS if isinstance(f.default, bool))
_OWN: Final = ("n", "file", "k_mtime", "k_size", "k_inode", "k_session", "k_table", "k_laws", "k_status", "k_kinds",
               "k_players")  # fmt: skip
assert not set(COLUMNS) & set(_OWN), "an entry field is named like a column of the index"
#: The Python type of each SQLite storage class (``typeof``) this module writes.
_STORED: Final[dict[type, str]] = {int: "integer", bool: "integer", str: "text", type(None): "null"}


def _stored_as(annotation: object) -> tuple[str, ...]:
    """The storage classes a column of values of type ``annotation`` is written with (a tuple: JSON text)."""
    if typing.get_origin(annotation) is tuple:
        return ("text",)
    return tuple(sorted({_STORED[kind] for kind in (typing.get_args(annotation) or (annotation,))}))


#: The storage classes each column of a row may hold: its own columns, then an entry's (from the field types).
_ROW_TYPES: Final[dict[str, tuple[str, ...]]] = {
    "file": ("text",), "k_mtime": ("integer",), "k_size": ("integer",), "k_inode": ("integer",),
    "k_session": ("text",), "k_table": ("text",), "k_laws": ("text",), "k_status": ("integer",),
    "k_kinds": ("text",), "k_players": ("text",),
    **{f.name: _stored_as(typing.get_type_hints(IncidentEntry)[f.name]) for f in _FIELDS},
}  # fmt: skip
#: The first row holding a value of a type this module never writes there (a row it did not write: the
#: index is made again), found by one scan at open.
WRONG_ROW: Final = "SELECT n FROM entries WHERE " + " OR ".join(
    f'typeof("{name}") NOT IN ({", ".join(repr(t) for t in kinds)})' for name, kinds in _ROW_TYPES.items()
) + " LIMIT 1"
_PYTHON: Final = {"integer": int, "text": str, "null": type(None)}
#: The Python types each entry column may come back as, in the order of :data:`COLUMNS`.
_COLUMN_TYPES: Final = tuple(frozenset(_PYTHON[t] for t in _ROW_TYPES[name]) for name in COLUMNS)

_WHEN: Final = ('"date"', '"modified"', "file")
#: The order of each sort, ascending, as SQL (the same key, with ties by date, last change and name).
SORTS: Final[dict[str, tuple[str, ...]]] = {
    "given": ("n",),
    "name": ("file",),
    "date": _WHEN,
    "session": ("k_session", *_WHEN),
    "board": ('"board" IS NULL', 'coalesce("board", 0)', *_WHEN),
    "table": ("k_table", *_WHEN),
    "laws": ("k_laws", "k_kinds", *_WHEN),
    "status": ("k_status", '"status"', *_WHEN),
    "irregularity": ("k_kinds", *_WHEN),
    "players": ("k_players", *_WHEN),
}
_STATUS_RANK: Final = {status.value: rank for rank, status in enumerate(IncidentStatus)}
_DIGITS: Final = re.compile(r"(\d+)")
_WORD: Final = re.compile(r"\w", re.UNICODE)
_T = TypeVar("_T")


def natural_text(text: str) -> str:
    """A text that sorts ``text`` naturally as plain strings do: folded, each run of digits by its
    number (``"9"`` before ``"10"``, ``"12C1"`` before ``"64A1"``). Stored as a sort column."""
    parts = _DIGITS.split(fold(text))
    for i in range(1, len(parts), 2):
        run = parts[i]  # a run of thousands of digits (a law reference made up) is not converted: Python would refuse
        digits = str(int(run)) if len(run) <= MAX_DIGITS else run.lstrip("0") or "0"
        parts[i] = f"\x01{len(digits):04}{digits}"  # below every printable character: "a1" before "ab"
    return "".join(parts)


def players_key(entry: IncidentEntry) -> str:
    """The players' sort key: their surnames, North-South's pair then East-West's, as the list shows them."""
    surnames = entry.surnames()
    return natural_text("\x02".join(surnames[i] for i in (0, 2, 1, 3) if i < len(surnames)))


def status_rank(status: str) -> int:
    """The place of ``status`` in the order an incident goes through them (unknown ones last)."""
    return _STATUS_RANK.get(status, len(_STATUS_RANK))


def cache_root() -> Path:
    """Where indexes are kept: ``index`` in the program's cache folder (:func:`user_cache_dir`)."""
    return user_cache_dir() / "index"


def index_path(folder: Path) -> Path:
    """The database of ``folder``: named from its absolute path (a folder moved is indexed again)."""
    key = hashlib.sha256(os.fsencode(os.path.abspath(folder))).hexdigest()[:24]
    return cache_root() / f"{key}.sqlite"


@cache
def fts5_available() -> bool:
    """Whether this Python's SQLite has FTS5 (checked once)."""
    try:
        with contextlib.closing(sqlite3.connect(":memory:")) as db:
            db.execute("CREATE VIRTUAL TABLE t USING fts5(x)")
    except sqlite3.Error:
        return False
    return True


def is_incident_name(name: str) -> bool:
    """Whether a file of that name is listed: ``*.json``, not hidden (everything the program keeps for
    itself in the folder begins with a dot), not a sync engine's temporary file (:func:`is_sync_temporary`)."""
    return not name.startswith(".") and name.lower().endswith(".json") and not is_sync_temporary(name)


def search_query(words: Iterable[str]) -> str:
    """The FTS5 query of folded ``words``: each a prefix of a word of the text (``"ρεν"*``), all of them.
    A word with a separator in it (``64a1``, ``2026-11``, ``d.json``) is a phrase: its words in a row."""
    return " AND ".join('"{}"*'.format(w.replace('"', '""')) for w in words if _WORD.search(w))


_NO_INODES: Final = os.name == "nt"


def key_of(st: os.stat_result) -> tuple[int, int, int]:
    """What tells that a file's content changed: (mtime_ns, size, inode). Not the inode on Windows,
    where a directory listing does not give it (the modification time there has a 100 ns resolution)."""
    return st.st_mtime_ns, st.st_size, 0 if _NO_INODES else st.st_ino


class IndexDB:
    """The entries of the incident files of ``folder`` (not its sub-folders), kept in ``db_path``
    (default :func:`index_path`; ``None``: in memory). :meth:`update` brings it in line with the folder."""

    def __init__(self, folder: Path, db_path: Path | bool | None = True, *, check: bool = True) -> None:
        self.folder = Path(folder)
        self.db_path: Path | None = index_path(self.folder) if db_path is True else db_path or None
        self.fts = fts5_available()
        self.generation = 0  # raised whenever the entries may have changed
        self._lock = threading.RLock()
        self._data_version = -1
        self._file_id: tuple[int, int] | None = None  # the database file opened (device, inode)
        self._check = check
        self._db = self._open()
        self._child = _child_maker(self.folder)
        self._names_only = self.folder != Path("")  # rows name files of the folder (not of_entries' paths)

    @classmethod
    def of_entries(cls, entries: Iterable[IncidentEntry]) -> IndexDB:
        """An index in memory of ``entries`` (any paths), in the order given (sort ``"given"``)."""
        index = cls(Path(""), None)
        index._write([(str(e.path), _UNREAD, e) for e in entries], ())
        return index

    # -- opening, and rebuilding -------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        """The database, made or rebuilt as needed; in memory if it cannot be kept on disk."""
        if self.db_path is not None:
            try:
                self.db_path.parent.mkdir(parents=True, exist_ok=True)
                self._remove_strangers()
                db = self._checked(self._connect(str(self.db_path)))
                self._file_id = _file_id(self.db_path)
                return db
            except _DATABASE_ERRORS as exc:  # damaged: made again
                if _busy(exc):  # another instance holds it too long: this one works from memory
                    self.db_path = None
                    return self._checked(self._connect(":memory:"))
                log.warning("the index %s is damaged (%s): made again from the files", self.db_path, exc)
                with contextlib.suppress(*_DATABASE_ERRORS, OSError):
                    self._remove_files()
                    db = self._checked(self._connect(str(self.db_path)))
                    self._file_id = _file_id(self.db_path)
                    return db
            except OSError:
                pass
            self.db_path = None  # the cache folder cannot be written: kept in memory, built at each start
        return self._checked(self._connect(":memory:"))

    def _connect(self, where: str) -> sqlite3.Connection:
        db = sqlite3.connect(where, timeout=_BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA journal_mode=WAL")  # readers never wait for a writer, nor block it
            db.execute("PRAGMA synchronous=NORMAL")  # WAL stays consistent; a power cut may lose the last update
            db.execute("PRAGMA cache_size=-8000")  # 8 MB
        except _DATABASE_ERRORS:
            db.close()
            raise
        return db

    def _checked(self, db: sqlite3.Connection) -> sqlite3.Connection:
        """``db`` if it is whole and of this version; else its tables made again (in one transaction)."""
        try:
            wanted = self._meta()
            if db.execute("PRAGMA user_version").fetchone()[0] == DB_VERSION and _read_meta(db) == wanted:
                if not self._check or _whole(db):
                    return db
                raise sqlite3.DatabaseError("index damaged")
            db.execute("BEGIN IMMEDIATE")
            try:
                if db.execute("PRAGMA user_version").fetchone()[0] == DB_VERSION and _read_meta(db) == wanted:
                    db.execute("COMMIT")  # another instance made it meanwhile
                    return db
                for (kind, name) in db.execute("SELECT type, name FROM sqlite_master WHERE type IN "
                                              "('table', 'view') AND name NOT LIKE 'sqlite_%'").fetchall():  # fmt: skip
                    with contextlib.suppress(sqlite3.OperationalError):  # shadow tables go with their table
                        db.execute(f'DROP {kind} IF EXISTS "{name}"')
                self._create(db, wanted)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        except BaseException:
            db.close()
            raise
        return db

    def _meta(self) -> dict[str, str]:
        """What the rows were made by: compared at each start."""
        return {"fields": json.dumps(COLUMNS), "incident_schema": str(SCHEMA_VERSION), "fts5": str(self.fts),
                "max_file_size": str(MAX_FILE_SIZE)}  # fmt: skip

    def _create(self, db: sqlite3.Connection, meta: dict[str, str]) -> None:
        columns = ", ".join(f'"{name}"' for name in COLUMNS)
        db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
        db.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
        keys = ", ".join(f"{name} {_ROW_TYPES[name][0].upper()}" for name in _OWN[2:])
        db.execute(f"CREATE TABLE entries (n INTEGER PRIMARY KEY AUTOINCREMENT, file TEXT NOT NULL UNIQUE, {keys}, "
                   f"{columns})")  # fmt: skip
        for name, order in SORTS.items():
            if name not in ("given", "name"):
                db.execute(f"CREATE INDEX sort_{name} ON entries ({', '.join(order)})")
        db.execute('CREATE INDEX sessions ON entries (k_session, "session")')
        # The few conflict copies, and the newest files (the folder watch), without reading every entry.
        db.execute('CREATE INDEX conflict_copies ON entries ("conflict_of") WHERE "conflict_of" <> \'\'')
        db.execute("CREATE INDEX newest ON entries (k_mtime, file)")
        if self.fts:
            db.execute("CREATE VIRTUAL TABLE search USING fts5(search_text, content='entries', content_rowid='n', "
                       "tokenize='unicode61 remove_diacritics 2', prefix='1 2')")  # fmt: skip
            db.execute("CREATE TRIGGER entries_added AFTER INSERT ON entries BEGIN "
                       "INSERT INTO search (rowid, search_text) VALUES (new.n, new.search_text); END")  # fmt: skip
            db.execute("CREATE TRIGGER entries_removed AFTER DELETE ON entries BEGIN "
                       "INSERT INTO search (search, rowid, search_text) VALUES ('delete', old.n, old.search_text); "
                       "END")  # fmt: skip
            db.execute("CREATE TRIGGER entries_changed AFTER UPDATE ON entries BEGIN "
                       "INSERT INTO search (search, rowid, search_text) VALUES ('delete', old.n, old.search_text); "
                       "INSERT INTO search (rowid, search_text) VALUES (new.n, new.search_text); END")  # fmt: skip
        db.execute(f"PRAGMA user_version = {DB_VERSION}")

    def _remove_strangers(self) -> None:
        """Remove what is not a regular file where the database and its journals go (a FIFO, a device, a
        link: SQLite would follow a link and write beside its target, a ``/dev/zero-journal``). This module
        makes only regular files there, in the program's cache: nothing of anyone's is lost."""
        assert self.db_path is not None
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(OSError):
                if not stat.S_ISREG(os.lstat(f"{self.db_path}{suffix}").st_mode):
                    os.unlink(f"{self.db_path}{suffix}")

    def _remove_files(self) -> None:
        assert self.db_path is not None
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(f"{self.db_path}{suffix}")

    def verify(self) -> None:
        """Check the whole database (:func:`_whole`: a tenth of a second for 50,000 entries); made again if
        damaged. Done at open unless opened with ``check=False`` (then by whoever updates it)."""

        def check() -> None:
            if not _whole(self._db):
                self._reset()

        self._guarded(check, None)

    def _reset(self) -> None:
        """Make the database again from nothing (it was found damaged while in use)."""
        log.warning("the index %s was found damaged in use: made again from the files", self.db_path or "in memory")
        with contextlib.suppress(sqlite3.Error):
            self._db.close()
        if self.db_path is not None:
            with contextlib.suppress(OSError):
                self._remove_files()
        self._db = self._open()
        self.generation += 1

    def _guarded(self, action: Callable[[], _T], fallback: _T) -> _T:
        """``action()``; a database found damaged is made again and ``action`` tried once more. A database
        kept busy by another instance beyond the timeout, or that cannot be written (a full disk), gives
        ``fallback`` (the list as it was)."""
        with self._lock:
            for attempt in range(2):
                try:
                    return action()
                except _DATABASE_ERRORS as exc:
                    if not _damaged(exc):
                        if isinstance(exc, sqlite3.OperationalError) and _code(exc) == sqlite3.SQLITE_ERROR:
                            raise  # a mistake in this module's SQL: not the database's fault
                        return fallback
                    if attempt:
                        return fallback
                    self._reset()
                    if self.folder != Path(""):  # the rows again from the files, for the action tried again
                        with contextlib.suppress(sqlite3.DatabaseError):
                            self._update(0, None)
            return fallback  # pragma: no cover

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- keeping up with the folder ----------------------------------------------------------------------

    def update(self, batch: int = 0, progress: Callable[[int, int], object] | None = None) -> bool:
        """Read the files added or changed since the last update and forget the files gone, in one
        transaction (with ``batch``, or over 2,000 new files, one per batch of files read, each followed by
        ``progress(done, total)``; batches grow from an eighth of ``batch``).
        True if the entries changed (here, or by another instance sharing the database)."""
        return self._guarded(lambda: self._update(batch, progress), False)

    def changed_elsewhere(self) -> bool:
        """Whether another connection (an update in a worker process, another instance) changed the
        entries since this one last looked; if so :attr:`generation` is raised."""

        def check() -> bool:
            if self.db_path is not None and _file_id(self.db_path) != self._file_id:  # made again elsewhere
                self._db.close()
                self._db = self._open()
                self.generation += 1
                return True
            version = self._db.execute("PRAGMA data_version").fetchone()[0]
            changed = bool(version != self._data_version)
            self._data_version = version
            self.generation += changed
            return changed

        return self._guarded(check, False)

    def size_hint(self) -> int:
        """How many entries there are, or if none yet, how many files the folder holds (not checked)."""
        count = self.count()
        if count:
            return count
        try:
            with os.scandir(self.folder) as listing:
                return sum(1 for _ in listing)
        except OSError:
            return 0

    def _update(self, batch: int, progress: Callable[[int, int], object] | None) -> bool:
        now = self._scan()
        rows: list[tuple[str, Any, Any]] = []  # (name, key, entry); a file gone: (name, None, None)
        for name, *key in self._db.execute("SELECT file, k_mtime, k_size, k_inode FROM entries"):
            found = now.pop(name, None)
            if found == tuple(key) and found != _UNREAD:
                continue
            if found is None:
                rows.append((name, None, None))  # gone
                continue
            read_key, entry = self._read(name)
            if read_key == _UNREAD and tuple(key) == _UNREAD and entry == self._entry_named(name):
                continue  # a file that stays unreadable is not news
            rows.append((name, read_key, entry))
        gone = [row[0] for row in rows if row[2] is None]
        read = [row for row in rows if row[2] is not None]
        new = list(now)
        if not batch and len(new) > _MOST_AT_ONCE:
            batch = _MOST_AT_ONCE  # a folder read whole: in batches, so as not to hold every entry at once
        step, start = max(batch // 8, 1) if batch else len(new), 0  # batches grow: the first rows show soon
        while start < len(new):  # one transaction, or one a batch
            read += [(name, *self._read(name)) for name in new[start : start + step]]
            self._write(read, gone)
            read, gone = [], []
            start += step
            step = min(step * 2, batch) if batch else step
            if progress is not None:
                progress(min(start, len(new)), len(new))
        if read or gone:
            self._write(read, gone)
        version = self._db.execute("PRAGMA data_version").fetchone()[0]
        changed = bool(rows or new) or version != self._data_version
        self._data_version = version
        if changed:
            self.generation += 1
        return changed

    def _scan(self) -> dict[str, tuple[int, int, int]]:
        """The incident files of the folder now, with their keys (:func:`key_of`); leftovers of a crash
        removed."""
        found: dict[str, tuple[int, int, int]] = {}
        try:
            listing = os.scandir(self.folder)
        except (FileNotFoundError, NotADirectoryError):
            return found
        now = time.time_ns()
        regular = stat.S_ISREG
        with listing:
            for item in listing:
                name = item.name
                if not is_incident_name(name):
                    if name.startswith(".") and (TEMP_MARK in name or ".stale-" in name):
                        _remove_leftover(item, now)
                    elif name == OLD_CACHE_NAME:
                        with contextlib.suppress(OSError):  # the cache before this index; never read
                            os.unlink(item.path)
                    continue
                try:
                    st = item.stat()
                except OSError:
                    continue  # gone since the listing
                if regular(st.st_mode):
                    found[name] = (st.st_mtime_ns, st.st_size, 0 if _NO_INODES else st.st_ino)
        return found

    def _read(self, name: str) -> tuple[tuple[int, int, int], IncidentEntry]:
        path = self._child(name)
        try:  # safely: a FIFO or a device put in its place since the scan is not waited for nor read
            data, st = read_file_stat(path, MAX_FILE_SIZE)  # st: the key of what is read, even if replaced since
        except FileRefusedError as exc:
            if exc.stat is None:
                return _UNREAD, broken(path, 0, 0, EntryProblem.UNREADABLE, f"cannot be read: {exc.strerror}")
            st = exc.stat
            reason = f"too large to be an incident ({st.st_size:,} bytes)"
            return key_of(st), broken(path, st.st_mtime_ns, st.st_size, EntryProblem.TOO_LARGE, reason)
        except OSError as exc:
            return _UNREAD, broken(path, 0, 0, EntryProblem.UNREADABLE, f"cannot be read: {exc.strerror}")
        return key_of(st), summarize(path, data, st.st_mtime_ns, st.st_size)

    def _write(self, rows: Sequence[tuple[str, Any, Any]], gone: Sequence[str]) -> None:
        names = ", ".join(f'"{name}"' for name in COLUMNS)
        marks = ", ".join("?" * (len(_OWN) - 1 + len(COLUMNS)))
        updates = ", ".join(f'"{c}" = excluded."{c}"' for c in (*_OWN[2:], *COLUMNS))
        sql = (f"INSERT INTO entries ({', '.join(_OWN[1:])}, {names}) "
               f"VALUES ({marks}) ON CONFLICT (file) DO UPDATE SET {updates}")  # fmt: skip
        self._db.execute("BEGIN IMMEDIATE")
        try:
            self._db.executemany("DELETE FROM entries WHERE file = ?", ((file,) for file in gone))
            self._db.executemany(sql, (_record(file, key, entry) for file, key, entry in rows))
            self._db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")
            raise

    # -- reading the entries -----------------------------------------------------------------------------

    def _entries(self, where: str = "", parameters: Sequence[object] = (), order: str = "name") -> list[IncidentEntry]:
        names = ", ".join(f'"{name}"' for name in COLUMNS)
        sql = f"SELECT file, {names} FROM entries {where} ORDER BY {', '.join(SORTS[order])}"
        return [self._entry(row) for row in self._db.execute(sql, parameters)]

    def _entry(self, row: Sequence[Any]) -> IncidentEntry:
        """The entry of a row, checked: a value of a type this module never writes there raises
        :class:`_WrongRow` (another program wrote the row, or changed it since it was checked at open)."""
        values = list(row[1:])
        if type(row[0]) is not str:
            raise _WrongRow(row[0])
        for i, name in enumerate(COLUMNS):
            value = values[i]
            if type(value) not in _COLUMN_TYPES[i]:
                raise _WrongRow(row[0])
            if name in _TUPLES and value is not None:
                values[i] = _texts(value, row[0])
            elif name in _BOOLS and value is not None:
                values[i] = bool(value)
        return IncidentEntry(self._child(self._named(row[0])), *values)

    def _entry_named(self, file: str) -> IncidentEntry | None:
        found = self._entries("WHERE file = ?", (file,))
        return found[0] if found else None

    def entry_of(self, path: Path) -> IncidentEntry | None:
        """The entry of the file ``path``, if it is listed."""
        number = self.number_of(path)
        return None if number is None else self.rows([number]).get(number)

    def entries(self) -> list[IncidentEntry]:
        """Every entry, sorted by file name (as last updated)."""
        return self._guarded(self._entries, [])

    def count(self) -> int:
        return self._guarded(lambda: int(self._db.execute("SELECT count(*) FROM entries").fetchone()[0]), 0)

    def rows(self, numbers: Sequence[int]) -> dict[int, IncidentEntry]:
        """The entries of the row ``numbers`` (those still there)."""

        def read() -> dict[int, IncidentEntry]:
            names = ", ".join(f'"{name}"' for name in COLUMNS)
            found: dict[int, IncidentEntry] = {}
            for start in range(0, len(numbers), 500):
                part = numbers[start : start + 500]
                sql = f"SELECT n, file, {names} FROM entries WHERE n IN ({', '.join('?' * len(part))})"
                found.update((row[0], self._entry(row[1:])) for row in self._db.execute(sql, part))
            return found

        return self._guarded(read, {})

    def number_of(self, path: Path) -> int | None:
        """The row number of the file ``path``, if it is listed."""
        file = path.name if self.folder != Path("") else str(path)

        def find() -> int | None:
            row = self._db.execute("SELECT n FROM entries WHERE file = ?", (file,)).fetchone()
            return None if row is None else int(row[0])

        return self._guarded(find, None) if self._child(file) == Path(path) else None

    def order(self, sort: str) -> array[int]:
        """Every row number, in the order of ``sort`` (a key of :data:`SORTS`), ascending."""
        sql = f"SELECT n AS x FROM entries ORDER BY {', '.join(SORTS[sort])}"
        return self._guarded(lambda: array("q", self._numbers(sql)), array("q"))

    def _numbers(self, sql: str, parameters: Sequence[object] = ()) -> Iterator[int]:
        """The row numbers ``sql`` selects (one column, named ``x``), in its order: joined by SQLite into
        one text, two to three times faster than a Python object per row."""
        joined = self._db.execute(f"SELECT group_concat(x) FROM ({sql})", parameters).fetchone()[0]
        return map(int, joined.split(",")) if joined else iter(())

    def sort_values(self, number: int, sort: str) -> tuple[Any, ...]:
        """The values row ``number`` is sorted by under ``sort``."""
        sql = f"SELECT {', '.join(SORTS[sort])} FROM entries WHERE n = ?"
        return self._guarded(lambda: tuple(self._db.execute(sql, (number,)).fetchone() or ()), ())

    def matching(self, words: Sequence[str] = (), status: str | None = None, session: str | None = None) -> set[int]:
        """The row numbers of the entries whose folded text has a word beginning with each of the folded
        ``words`` (without FTS5: holding each of them), with that ``status`` and ``session`` (None: any)."""
        sql, parameters = self._matching_sql(words, status, session)
        return self._guarded(lambda: set(self._numbers(sql, parameters)), set())

    def count_matching(self, words: Sequence[str] = (), status: str | None = None, session: str | None = None) -> int:
        """How many entries :meth:`matching` gives, without reading their row numbers (FTS5 counts its
        matches in about a millisecond; reading 16,000 row numbers into Python takes five to ten)."""
        sql, parameters = self._matching_sql(words, status, session)
        count = f"SELECT count(*) FROM ({sql})"
        return self._guarded(lambda: int(self._db.execute(count, parameters).fetchone()[0]), 0)

    def _matching_sql(self, words: Sequence[str], status: str | None, session: str | None) -> tuple[str, list[object]]:
        """The query of :meth:`matching` (one column, ``x``) and its parameters.

        The row numbers come in no particular order: the list puts them in its own (see
        ``models/incident_list_model.py``). Asking SQLite for them sorted (``WHERE n IN (SELECT rowid
        FROM search WHERE search MATCH ?) ORDER BY <sort>``) was measured two to seven times slower
        with 50,000 entries: a temporary B-tree over the matching rows, or, forced onto the sort's
        index, a scan of every entry."""
        conditions: list[str] = []
        parameters: list[object] = []
        query = search_query(words)
        if query and self.fts:
            conditions.append("n IN (SELECT rowid FROM search WHERE search MATCH ?)")
            parameters.append(query)
        elif not self.fts:
            conditions += ['instr("search_text", ?) > 0'] * len(words)
            parameters += words
        for column, value in (("status", status), ("session", session)):
            if value is not None:
                conditions.append(f'"{column}" = ?')
                parameters.append(value)
        if query and self.fts and len(conditions) == 1:
            return "SELECT rowid AS x FROM search WHERE search MATCH ?", [query]
        return f"SELECT n AS x FROM entries{' WHERE ' if conditions else ''}{' AND '.join(conditions)}", parameters

    def sessions(self) -> list[str]:
        """The sessions of the entries, each once, in natural order."""
        sql = ("SELECT DISTINCT k_session, \"session\" FROM entries WHERE \"session\" <> '' "
               "ORDER BY k_session, \"session\"")  # fmt: skip
        return self._guarded(lambda: [row[1] for row in self._db.execute(sql)], [])

    def conflicts(self) -> dict[Path, list[IncidentEntry]]:
        """The sync engines' conflict copies in the folder, under the file each belongs to
        (:func:`~tdcompanion.storage.sync_copies.copies_by_owner`); a copy whose file is gone is not
        among them: it is listed as an incident itself."""

        def read() -> dict[Path, list[IncidentEntry]]:
            copies = self._entries("INDEXED BY conflict_copies WHERE \"conflict_of\" <> ''")  # not a scan of all
            return copies_by_owner(copies, self.entry_of) if copies else {}

        return self._guarded(read, {})

    def newest(self, limit: int) -> list[tuple[str, int]]:
        """The paths (as text: there may be tens of thousands) of the ``limit`` files changed last, newest
        first, with their modification times (ns)."""
        sql = "SELECT ? || file, k_mtime FROM entries ORDER BY k_mtime DESC LIMIT ?"
        prefix = "" if self.folder == Path("") else os.path.join(self.folder, "")

        def read() -> list[tuple[str, int]]:
            return self._db.execute(sql, (prefix, limit)).fetchall()

        return self._guarded(read, [])

    def paths_where(self, column: str, value: object) -> list[Path]:
        """The files readable as incidents whose entry has ``value`` in the field ``column``, sorted by name."""
        if column not in COLUMNS:
            raise ValueError(f"not a field of an entry: {column!r}")
        sql = f'SELECT file FROM entries WHERE "{column}" = ? AND "error" IS NULL ORDER BY file'
        return self._guarded(lambda: [self._child(self._named(row[0])) for row in self._db.execute(sql, (value,))], [])

    def _named(self, file: str) -> str:
        """A row's file: the name of a file of the folder, never a path (``..``, ``/x``, ``a/b``), which
        only a database changed by hand could hold: it is then damaged, and made again (:meth:`_guarded`)."""
        if self._names_only and (file in _NOT_NAMES or os.path.basename(file) != file or os.path.splitdrive(file)[0]):
            raise _WrongRow(file)
        return file


def _record(file: str, key: tuple[int, int, int], entry: IncidentEntry) -> list[object]:
    values: list[object] = [file, *key, natural_text(entry.session), natural_text(entry.table),
                            natural_text(", ".join(entry.laws)), status_rank(entry.status),
                            natural_text(" ".join(entry.kinds)), players_key(entry)]  # fmt: skip
    for name in COLUMNS:
        value = getattr(entry, name)
        values.append(json.dumps(value, ensure_ascii=False) if isinstance(value, tuple) else value)
    return values


class _WrongRow(sqlite3.DatabaseError):
    """A row holding what this module never writes there: the database is damaged (it is made again)."""

    def __init__(self, file: object) -> None:
        super().__init__(f"malformed index row for {str(file)[:200]!r}")


def _texts(text: str, file: object) -> tuple[str, ...]:
    """A tuple column's JSON list of texts, or :class:`_WrongRow`."""
    try:
        items = json.loads(text)
    except (ValueError, RecursionError):
        raise _WrongRow(file) from None
    if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
        raise _WrongRow(file)
    return tuple(items)


def _whole(db: sqlite3.Connection) -> bool:
    """Whether the database is whole (``PRAGMA quick_check``) and every row as this module writes it
    (:data:`WRONG_ROW` finds none)."""
    return bool(db.execute("PRAGMA quick_check").fetchone()[0] == "ok" and db.execute(WRONG_ROW).fetchone() is None)


def _read_meta(db: sqlite3.Connection) -> dict[str, str]:
    return dict(db.execute("SELECT key, value FROM meta").fetchall())


def _file_id(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


#: What a damaged database raises: SQLite's errors, and ``UnicodeDecodeError`` where SQLite's message quotes
#: damaged bytes (a schema that is no longer UTF-8), which Python's sqlite3 then cannot decode.
_DATABASE_ERRORS: Final = (sqlite3.DatabaseError, UnicodeDecodeError)


def _code(exc: Exception) -> int:
    """The primary SQLite result code of ``exc`` (-1 if not known)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return -1 if code is None else int(code) & 0xFF


def _busy(exc: Exception) -> bool:
    """Another instance holds the database (beyond the busy timeout): not damage."""
    return _code(exc) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _damaged(exc: Exception) -> bool:
    """The database file is damaged, not a database, or its tables are not the ones made here."""
    if isinstance(exc, UnicodeDecodeError):  # SQLite quoting damaged bytes
        return True
    if _code(exc) in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_SCHEMA):
        return True
    text = str(exc)
    return text.startswith(("no such table", "no such column", "malformed")) or "malformed" in text


def _child_maker(folder: Path) -> Callable[[str], Path]:
    """``folder / name``, four times faster where pathlib has the shortcut its own ``iterdir`` uses."""
    fast = getattr(folder, "_make_child_relpath", None)
    try:
        works = callable(fast) and fast("a.json") == folder / "a.json"  # a private method: checked, not trusted
    except Exception:
        works = False
    return fast if works and callable(fast) and folder != Path("") else folder.joinpath


def _remove_leftover(item: os.DirEntry[str], now_ns: int) -> None:
    with contextlib.suppress(OSError):
        if now_ns - item.stat(follow_symlinks=False).st_mtime_ns > _LEFTOVER_AGE_NS:
            os.unlink(item.path)

