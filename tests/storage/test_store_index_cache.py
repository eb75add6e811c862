"""The index cache: a listing reads only what changed; a damaged, foreign or stale cache never
gives a wrong list."""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.core.incident import dumps
from tdcompanion.storage import folder_index
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.folder_index import INDEX_NAME
from tdcompanion.storage.incident_store import IncidentStore
from tests.storage.store_samples import V3_FILE, revoke


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the files read for the list, as they are read."""
    names: list[str] = []
    real = folder_index.summarize

    def counting(path: Path, data: bytes, mtime_ns: int, size: int) -> IncidentEntry:
        names.append(path.name)
        return real(path, data, mtime_ns, size)

    monkeypatch.setattr(folder_index, "summarize", counting)
    return names


def folder_of(tmp_path: Path, n: int) -> list[Path]:
    store = IncidentStore(tmp_path)
    return [store.save(revoke(note=f"σημείωση {i}"))[1] for i in range(n)]


def test_nothing_is_read_again_when_nothing_changed(tmp_path: Path, reads: list[str]) -> None:
    paths = folder_of(tmp_path, 5)
    store = IncidentStore(tmp_path)
    first = store.entries()
    assert sorted(reads) == sorted(p.name for p in paths)
    reads.clear()
    assert store.entries() == first
    assert IncidentStore(tmp_path).entries() == first  # another instance, from the cache on disk
    assert reads == []


def test_only_a_changed_file_is_read_again_and_a_removed_one_is_dropped(tmp_path: Path, reads: list[str]) -> None:
    paths = folder_of(tmp_path, 4)
    store = IncidentStore(tmp_path)
    store.entries()
    reads.clear()
    saved, _ = store.save(replace(store.load(paths[0]), note="αλλαγμένη"), paths[0])
    paths[1].unlink()
    entries = store.entries()
    assert reads == [paths[0].name]
    assert [e.name for e in entries] == sorted(p.name for p in (paths[0], *paths[2:]))
    assert next(e for e in entries if e.path == paths[0]).revision == saved.revision == 2


def test_a_file_changed_behind_the_caches_back_is_read_again(tmp_path: Path, reads: list[str]) -> None:
    paths = folder_of(tmp_path, 2)
    IncidentStore(tmp_path).entries()  # the cache is written ...
    paths[0].write_text(dumps(replace(revoke(), note="γραμμένο από άλλο πρόγραμμα")))  # ... then the file changes
    reads.clear()
    entries = IncidentStore(tmp_path).entries()
    assert reads == [paths[0].name]
    assert "γραμμενο απο αλλο προγραμμα" in entries[[e.path for e in entries].index(paths[0])].search_text


def test_a_file_replaced_by_one_of_the_same_size_and_time_is_still_seen(tmp_path: Path) -> None:
    [path] = folder_of(tmp_path, 1)
    store = IncidentStore(tmp_path)
    store.entries()
    stat = path.stat()
    other = dumps(replace(store.load(path), note="νέα")).encode()
    assert len(other) < stat.st_size
    os.replace(_written(tmp_path / "other", other.ljust(stat.st_size)), path)  # a new inode, as a save gives
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # within the same clock tick
    [entry] = store.entries()
    assert "\nνεα\n" in entry.search_text
    assert "οριστικοποιηθηκε" not in entry.search_text


def test_a_version_3_file_is_listed_from_the_cache_until_it_is_saved_over_as_version_4(
    tmp_path: Path, reads: list[str]
) -> None:
    paths = folder_of(tmp_path, 2)
    old = tmp_path / "old.json"
    old.write_bytes(V3_FILE.read_bytes())
    before = IncidentStore(tmp_path).entries()
    assert sorted(reads) == sorted(p.name for p in (*paths, old))
    [listed] = [e for e in before if e.path == old]
    assert (listed.readable, listed.kind, listed.revision) == (True, "revoke", 2)
    reads.clear()
    store = IncidentStore(tmp_path)
    assert store.entries() == before and reads == []  # from the cache written by the first listing
    saved, _ = store.save(store.load(old), old)
    after = store.entries()
    assert reads == [old.name]  # the version 3 file, now version 4, is read again: nothing else
    [relisted] = [e for e in after if e.path == old]
    fields = ("id", "board", "kind", "laws", "status", "players", "event", "table")
    assert [getattr(relisted, f) for f in fields] == [getattr(listed, f) for f in fields]
    assert relisted.revision == saved.revision == 3
    assert [e for e in after if e.path != old] == [e for e in before if e.path != old]


def _written(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("damage", [
    lambda data: b"",
    lambda data: data[: len(data) // 2],  # truncated
    lambda data: b"\x00" * len(data),
    lambda data: b"[]\n{}",
    lambda data: data.replace(b"revoke", b"REVOKE"),  # edited by hand: the hash no longer matches
    lambda data: data.replace(b'"version": 1,', b'"version": 99,'),  # a future cache
    lambda data: data.replace(b'"fields": ["error"', b'"fields": ["mistake"'),  # another program's fields
])  # fmt: skip
def test_a_damaged_or_foreign_cache_is_ignored_and_rebuilt(tmp_path: Path, reads: list[str], damage: object) -> None:
    paths = folder_of(tmp_path, 3)
    expected = IncidentStore(tmp_path).entries()
    cache = tmp_path / INDEX_NAME
    assert callable(damage)
    cache.write_bytes(damage(cache.read_bytes()))
    reads.clear()
    assert IncidentStore(tmp_path).entries() == expected
    assert sorted(reads) == sorted(p.name for p in paths)
    reads.clear()
    assert IncidentStore(tmp_path).entries() == expected  # rebuilt: nothing to read now
    assert reads == []


def test_a_cache_with_a_right_hash_but_a_wrong_shape_is_ignored(tmp_path: Path) -> None:
    folder_of(tmp_path, 2)
    expected = IncidentStore(tmp_path).entries()
    cache = tmp_path / INDEX_NAME
    head = json.loads(cache.read_bytes().partition(b"\n")[0])
    for body in (b"[1, 2]", b'{"a.json": 3}', b'{"a.json": [1, 2, 3, null, null, "", "", "", "", "", null, "", 5]}'):
        head["sha256"] = hashlib.sha256(body).hexdigest()
        cache.write_bytes(json.dumps(head).encode() + b"\n" + body)
        assert IncidentStore(tmp_path).entries() == expected


def test_the_cache_names_every_field_of_an_entry(tmp_path: Path) -> None:
    folder_of(tmp_path, 1)
    IncidentStore(tmp_path).entries()
    head = json.loads((tmp_path / INDEX_NAME).read_bytes().partition(b"\n")[0])
    assert head["fields"] == [f for f in IncidentEntry.__dataclass_fields__ if f not in ("path", "mtime_ns", "size")]


def test_the_cache_is_rewritten_once_enough_has_changed(tmp_path: Path) -> None:
    paths = folder_of(tmp_path, 16)
    store = IncidentStore(tmp_path)
    store.entries()
    cache = tmp_path / INDEX_NAME
    written = cache.stat().st_mtime_ns, cache.stat().st_ino
    store.save(replace(store.load(paths[0]), note="μία αλλαγή"), paths[0])
    store.entries()
    assert (cache.stat().st_mtime_ns, cache.stat().st_ino) == written  # one file out of 16: not yet
    store.save(replace(store.load(paths[1]), note="δεύτερη αλλαγή"), paths[1])
    store.entries()
    assert (cache.stat().st_mtime_ns, cache.stat().st_ino) != written  # two: an eighth of the folder


def test_a_read_only_folder_is_listed_without_a_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder_of(tmp_path, 2)

    def refused(path: Path, data: bytes, *, overwrite: bool = True) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(folder_index, "write_atomic", refused)
    assert len(IncidentStore(tmp_path).entries()) == 2
    assert not (tmp_path / INDEX_NAME).exists()
