"""Damaged incidents folders, and what the program does with one at start: list it (and its trash), offer
the drafts a crash left behind, open what it lists, and list it again after its index was damaged.

A folder is built by :func:`build` from a :class:`random.Random`: incident files (real, damaged or
hostile, under odd names), things that are not files, a trash, drafts whose ``x-draft`` record lies in
every field, debris of crashes, an old ``.index.json``. With ``special``, also a FIFO or a link to
``/dev/zero`` where a file is expected (hostile files, issue 20: they must be refused, not read).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

from tdcompanion.core.errors import TDCompanionError
from tests.fuzz import generate
from tests.fuzz.mutate import mutate
from tests.fuzz.targets import JSON_TOKENS, incident_seeds

_NAMES = ("a.json", "b.JSON", "Board 7 - revoke.json", "θήκη 12.json", "x (conflicted copy 2026-11-28).json",
          "x.sync-conflict-20261128-101010-ABCDEFG.json", "x (Case Conflict).json", "~$x.json", "x.json.tmp",
          ".hidden.json", "n" * 200 + ".json", " .json", "x\ny.json", "%00.json", "1.json", "2.json")  # fmt: skip
_DEBRIS = (".x.json.tmp-1234-abcd", ".a.json.lock", ".a.json.stale-99", "a.json~", ".index.json.tmp-1-2")


def _incident_bytes(rng: random.Random) -> bytes:
    choice = rng.random()
    seeds = incident_seeds()
    if choice < 0.3:
        return rng.choice(seeds)
    if choice < 0.65:
        return generate.incident(rng, seeds)
    return mutate(rng, seeds, JSON_TOKENS)


def _draft_record(rng: random.Random, folder: Path) -> object:
    """An ``x-draft`` record: what an instance writes about itself, each field right or wrong."""
    from tdcompanion.storage.processes import HOST

    def pick(*values: object) -> object:
        return rng.choice(values)

    record = {
        "owner": pick("123-abc", "", None, 5, "../x", "x" * 300),
        "pid": pick(os.getpid(), 1, 0, -1, 2**31, 2**63, 10**30, 99_999_999, "12", None, 1.5, True, generate.HUGE_MARK),
        "host": pick(HOST, HOST, "elsewhere", None, 7, ""),
        "saved": pick("2026-11-28T10:00:00+02:00", "", None, 3, "not a time", "x" * 10_000),
        "file": pick(None, str(folder / "a.json"), "a.json", "../../../etc/passwd", "/etc/passwd", "/dev/null",
                     "/proc/self/mem", "x\x00y", "", 12, [], "x" * 5000, str(folder / ".drafts" / "a.json")),
    }  # fmt: skip
    if rng.random() < 0.1:
        return pick(None, [], "x", 5, {})
    if rng.random() < 0.2:
        del record[rng.choice(list(record))]
    return record


def _draft_bytes(rng: random.Random, folder: Path) -> bytes:
    document = json.loads(rng.choice(incident_seeds()))
    document["x-draft"] = _draft_record(rng, folder)
    data = generate.json_text(document).encode("utf-8", "surrogatepass")
    return data if rng.random() < 0.7 else mutate(rng, [data], JSON_TOKENS)


def _write(path: Path, data: bytes) -> None:
    with contextlib.suppress(OSError):  # a name the file system refuses
        path.write_bytes(data)


def build(rng: random.Random, root: Path, *, special: bool = False) -> Path:
    """A damaged incidents folder under ``root``; returns it."""
    folder = root / "incidents"
    drafts, trash = folder / ".drafts", folder / ".trash"
    for where in (folder, drafts, trash):
        where.mkdir(parents=True)
    for _ in range(rng.randint(0, 6)):
        _write(folder / rng.choice(_NAMES), _incident_bytes(rng))
    for _ in range(rng.randint(0, 3)):
        _write(trash / rng.choice(_NAMES), _incident_bytes(rng))
    for _ in range(rng.randint(0, 4)):
        owner = rng.choice(("1-aaaa", "2-bbbb", f"{os.getpid()}-cccc", "x", ".dot", "a b", "n" * 120))
        _write(drafts / f"{owner}.json", _draft_bytes(rng, folder))
        if rng.random() < 0.3:
            _write(drafts / f"{owner}.alive", rng.choice((b"", b"x", b"\x00" * 10)))
    for _ in range(rng.randint(0, 2)):
        _write(rng.choice((folder, drafts, trash)) / rng.choice(_DEBRIS), rng.choice((b"", b"{}", b"junk")))
    if rng.random() < 0.2:
        _write(folder / ".index.json", mutate(rng, [b'{"version": 1, "entries": {}}'], JSON_TOKENS))
    _odd_things(rng, folder)
    if special:
        _special_things(rng, folder)
    return folder


def _odd_things(rng: random.Random, folder: Path) -> None:
    """Names that are not regular files: a folder, dangling and looping links, a link out of the folder."""
    with contextlib.suppress(OSError):
        if rng.random() < 0.1:
            (folder / "dir.json").mkdir()
        if rng.random() < 0.1:
            (folder / "gone.json").symlink_to(folder / "nowhere")
        if rng.random() < 0.1:
            (folder / "loop.json").symlink_to(folder / "loop.json")
        if rng.random() < 0.1:
            outside = folder.parent / "outside.json"
            outside.write_bytes(rng.choice(incident_seeds()))
            (folder / "link.json").symlink_to(outside)
        if rng.random() < 0.05:
            (folder / ".drafts").rmdir()
            (folder / ".drafts").write_bytes(b"not a folder")
        if rng.random() < 0.05:
            (folder / ".trash").rmdir()
            (folder / ".trash").symlink_to(folder)


def _special_things(rng: random.Random, folder: Path) -> None:
    where = rng.choice((folder / "fifo.json", folder / ".drafts" / "9-fifo.json", folder / ".index.json"))
    with contextlib.suppress(OSError):
        if rng.random() < 0.5:
            os.mkfifo(where)
        else:
            where.symlink_to("/dev/zero")


def _damage_index(rng: random.Random, db: Path) -> None:
    """Do to the index database what a crash, a full disk or a careless hand does."""
    files = [p for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")) if p.exists()]
    if not files:
        return
    path = rng.choice(files)
    data = path.read_bytes()
    action = rng.random()
    if action < 0.3:
        data = data[: rng.randint(0, len(data))]
    elif action < 0.6:
        out = bytearray(data)
        for _ in range(rng.choice((1, 10, 100))):
            if out:
                out[rng.randrange(len(out))] = rng.randrange(256)
        data = bytes(out)
    elif action < 0.7:
        data = b"SQLite format 3\x00" + rng.randbytes(rng.choice((10, 4096)))
    elif action < 0.8:
        data = b""
    else:
        data = rng.choice(incident_seeds())
    path.write_bytes(data)


@contextlib.contextmanager
def _cache_in(cache: Path) -> Iterator[None]:
    """The program's cache folder (where the indexes are) set to ``cache`` for a while."""
    from tdcompanion.storage.derived_cache import CACHE_DIR_ENV

    before = os.environ.get(CACHE_DIR_ENV)
    os.environ[CACHE_DIR_ENV] = str(cache)
    try:
        yield
    finally:
        if before is None:
            del os.environ[CACHE_DIR_ENV]
        else:
            os.environ[CACHE_DIR_ENV] = before


def start_up(rng: random.Random, folder: Path, cache: Path) -> None:
    """What start-up and the first minutes do with ``folder``: list it and its trash, offer the drafts left
    by a crash, open a few files listed; then the same once more after its index was damaged."""
    from tdcompanion.storage.incident_store import IncidentStore
    from tdcompanion.storage.index_db import index_path

    with _cache_in(cache):
        store = IncidentStore(folder)
        entries = store.entries()
        store.orphan_drafts()
        store.trashed()
        for entry in [e for e in entries if not e.error][:3]:
            with contextlib.suppress(TDCompanionError):  # a file that cannot be opened says so
                store.load(entry.path).replay()
        store.index(update=False).close()  # the program ends: damage to a live database's files is not a reader's
        store.trash_index().close()
        for path in (index_path(folder), index_path(folder / ".trash")):
            _damage_index(rng, path)
        again = IncidentStore(folder)
        again.entries()
        again.trashed()
        again.orphan_drafts()


def folder_input(rng: random.Random, root: Path, *, special: bool = False) -> Path:
    """Build a folder under ``root`` (emptied first) and return it; its cache is ``root / "cache"``."""
    if root.exists():
        shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    (root / "cache").mkdir()
    return build(rng, root, special=special)
