"""The folder's index (SQLite, storage/index_db.py): a listing reads only what changed; a damaged, foreign
or other-version database is rebuilt and never gives a wrong list; two instances share it; the search
finds word beginnings without accents or case; entries go through it unchanged."""

from __future__ import annotations

import os
import sqlite3
import threading
from dataclasses import fields, replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.folding import fold
from tdcompanion.core.incident import dumps
from tdcompanion.storage import index_db
from tdcompanion.storage.derived_cache import CACHE_DIR_ENV
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import COLUMNS, DB_VERSION, OLD_CACHE_NAME, IndexDB, index_path, search_query
from tests.storage.store_samples import V3_FILE, revoke


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the files read for the list, as they are read."""
    names: list[str] = []
    real = index_db.summarize

    def counting(path: Path, data: bytes, mtime_ns: int, size: int) -> IncidentEntry:
        names.append(path.name)
        return real(path, data, mtime_ns, size)

    monkeypatch.setattr(index_db, "summarize", counting)
    return names


def folder_of(tmp_path: Path, n: int) -> list[Path]:
    store = IncidentStore(tmp_path)
    return [store.save(revoke(note=f"σημείωση {i}"))[1] for i in range(n)]


def test_the_index_is_kept_in_the_cache_folder_not_in_the_incidents_folder(tmp_path: Path) -> None:
    folder_of(tmp_path, 2)
    before = sorted(os.listdir(tmp_path))
    IncidentStore(tmp_path).entries()
    assert sorted(os.listdir(tmp_path)) == before
    assert index_path(tmp_path).is_file()
    assert index_path(tmp_path).parent == Path(os.environ[CACHE_DIR_ENV]) / "index"
    assert index_path(tmp_path) != index_path(tmp_path / "other")


def test_nothing_is_read_again_when_nothing_changed(tmp_path: Path, reads: list[str]) -> None:
    paths = folder_of(tmp_path, 5)
    store = IncidentStore(tmp_path)
    first = store.entries()
    assert sorted(reads) == sorted(p.name for p in paths)
    reads.clear()
    assert store.entries() == first
    assert IncidentStore(tmp_path).entries() == first  # another instance, from the database on disk
    assert reads == []


def test_added_changed_removed_and_renamed_files_are_followed(tmp_path: Path, reads: list[str]) -> None:
    paths = folder_of(tmp_path, 4)
    store = IncidentStore(tmp_path)
    store.entries()
    reads.clear()
    saved, _ = store.save(replace(store.load(paths[0]), note="αλλαγμένη"), paths[0])
    paths[1].unlink()
    renamed = paths[2].rename(tmp_path / "renamed.json")
    added = folder_of(tmp_path, 1)[0]
    entries = store.entries()
    assert sorted(reads) == sorted([paths[0].name, renamed.name, added.name])
    assert [e.name for e in entries] == sorted(p.name for p in (paths[0], renamed, paths[3], added))
    assert next(e for e in entries if e.path == paths[0]).revision == saved.revision == 2
    assert store.index().count() == 4


def test_a_file_changed_behind_the_index_is_read_again(tmp_path: Path, reads: list[str]) -> None:
    paths = folder_of(tmp_path, 2)
    IncidentStore(tmp_path).entries()  # the index is written ...
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
    (tmp_path / "other").write_bytes(other.ljust(stat.st_size))
    os.replace(tmp_path / "other", path)  # a new inode, as a save gives
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))  # within the same clock tick
    [entry] = store.entries()
    assert "\nνεα\n" in entry.search_text
    assert "οριστικοποιηθηκε" not in entry.search_text


def test_a_version_3_file_is_listed_from_the_index_until_it_is_saved_over_as_version_4(
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
    assert store.entries() == before and reads == []
    saved, _ = store.save(store.load(old), old)
    after = store.entries()
    assert reads == [old.name]
    [relisted] = [e for e in after if e.path == old]
    assert relisted.revision == saved.revision == 3
    assert [e for e in after if e.path != old] == [e for e in before if e.path != old]


def _garbage_in_the_middle(data: bytes) -> bytes:
    middle = len(data) // 2
    return data[:4096] + os.urandom(middle - 4096) + data[middle:]


@pytest.mark.parametrize("damage", [
    lambda data: b"",
    lambda data: data[: len(data) // 3],  # cut short
    lambda data: b"\x00" * len(data),
    lambda data: b"not a database at all" * 100,
    _garbage_in_the_middle,
])  # fmt: skip
def test_a_damaged_database_is_rebuilt(tmp_path: Path, reads: list[str], damage: object) -> None:
    paths = folder_of(tmp_path, 30)
    store = IncidentStore(tmp_path)
    expected = store.entries()
    store.index().close()
    db = index_path(tmp_path)
    for suffix in ("-wal", "-shm"):  # what is in the journal is part of the database: gone with it
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    assert callable(damage)
    db.write_bytes(damage(db.read_bytes()))
    reads.clear()
    assert IncidentStore(tmp_path).entries() == expected
    assert sorted(reads) == sorted(p.name for p in paths)
    reads.clear()
    assert IncidentStore(tmp_path).entries() == expected  # rebuilt: nothing to read now
    assert reads == []


def test_a_database_of_another_version_or_other_fields_is_rebuilt(tmp_path: Path, reads: list[str]) -> None:
    paths = folder_of(tmp_path, 3)
    expected = IncidentStore(tmp_path).entries()
    for change in (f"PRAGMA user_version = {DB_VERSION + 1}",
                   "UPDATE meta SET value = '[\"mistake\"]' WHERE key = 'fields'",
                   "DROP TABLE entries"):  # fmt: skip
        with sqlite3.connect(index_path(tmp_path)) as db:
            db.execute(change)
        db.close()
        reads.clear()
        assert IncidentStore(tmp_path).entries() == expected
        assert sorted(reads) == sorted(p.name for p in paths)


def test_the_database_has_a_column_for_every_field_of_an_entry(tmp_path: Path) -> None:
    folder_of(tmp_path, 1)
    IncidentStore(tmp_path).entries()
    with sqlite3.connect(index_path(tmp_path)) as db:
        columns = [row[1] for row in db.execute("PRAGMA table_info(entries)")]
    db.close()
    assert [f.name for f in fields(IncidentEntry)][1:] == list(COLUMNS)
    assert set(COLUMNS) <= set(columns)


def test_the_old_json_cache_is_removed(tmp_path: Path) -> None:
    folder_of(tmp_path, 1)
    (tmp_path / OLD_CACHE_NAME).write_text("{}")
    assert len(IncidentStore(tmp_path).entries()) == 1
    assert not (tmp_path / OLD_CACHE_NAME).exists()


def test_a_read_only_folder_is_listed(tmp_path: Path) -> None:
    folder_of(tmp_path, 2)
    tmp_path.chmod(0o555)
    try:
        assert len(IncidentStore(tmp_path).entries()) == 2
    finally:
        tmp_path.chmod(0o755)


def test_an_index_that_cannot_be_kept_on_disk_is_kept_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "incidents"
    folder_of(folder, 2)
    (tmp_path / "a-file").write_text("")
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "a-file" / "index"))  # cannot be a folder
    store = IncidentStore(folder)
    assert len(store.entries()) == 2
    assert store.index().db_path is None
    assert [e.name for e in store.index().entries()] == [e.name for e in store.entries()]


def test_two_stores_on_one_folder_see_each_others_changes(tmp_path: Path) -> None:
    first, second = IncidentStore(tmp_path), IncidentStore(tmp_path)
    assert first.entries() == second.entries() == []
    _, path = first.save(revoke())
    assert [e.path for e in first.entries()] == [path]
    index = second.index()
    assert [e.path for e in second.entries()] == [path]
    generation = index.generation
    first.delete([path])
    first.entries()  # the first instance takes the file out of the database ...
    second.index()  # ... the second finds nothing to do, but sees that the database changed
    assert index.generation > generation
    assert index.count() == 0


def test_two_instances_updating_at_once_never_fail_nor_disagree(tmp_path: Path) -> None:
    folder_of(tmp_path, 5)
    store = IncidentStore(tmp_path)
    errors: list[BaseException] = []

    def lister() -> None:
        try:
            other = IndexDB(tmp_path)
            for _ in range(20):
                other.update()
                other.entries()
            other.close()
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=lister) for _ in range(2)]
    for thread in threads:
        thread.start()
    for i in range(10):
        store.save(revoke(note=f"καινούργια {i}"))
    for thread in threads:
        thread.join()
    assert errors == []
    names = sorted(p.name for p in tmp_path.glob("*.json"))
    fresh = IndexDB(tmp_path)
    fresh.update()
    assert [e.name for e in fresh.entries()] == names


# -- search ------------------------------------------------------------------------------------------------


def _searched(index: IndexDB, text: str) -> list[str]:
    found = index.matching(fold(text).split())
    return sorted(e.name for n, e in index.rows(sorted(found)).items())


def _index_of(texts: dict[str, str]) -> IndexDB:
    return IndexDB.of_entries(IncidentEntry(Path(name), 0, 0, search_text=fold(text)) for name, text in texts.items())


TEXTS = {"a.json": "Η ρενόνς οριστικοποιήθηκε στη λεβέ 4 (64A1)", "b.json": "West revoked at trick 7; Revoke Law 64",
         "c.json": "Έξοδος εκτός σειράς από τον Ανατολή", "d.json": "ΡΕΝΟΝΣ"}  # fmt: skip


@pytest.mark.parametrize("fts", [True, False], ids=["fts5", "no fts5"])
def test_search_ignores_accents_and_case_in_greek_and_english(fts: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(index_db, "fts5_available", lambda: fts)
    index = _index_of(TEXTS)
    assert index.fts is fts
    for typed in ("ρενονς", "ΡΕΝΌΝΣ", "Ρενόνς", "ρενο"):
        assert _searched(index, typed) == ["a.json", "d.json"]
    assert _searched(index, "REVOK") == ["b.json"]
    assert _searched(index, "εξοδο ανατ") == ["c.json"]
    assert _searched(index, "64a1") == ["a.json"]
    assert _searched(index, "ρενονς λεβε") == ["a.json"]
    assert _searched(index, "ρενονς trick") == []


def test_search_is_by_word_beginnings_with_fts5() -> None:
    index = _index_of(TEXTS)
    assert _searched(index, "ε") == ["c.json"]  # "Έξοδος", "εκτός"; not the ε inside "ρενόνς"
    assert _searched(index, "voke") == []
    assert _searched(index, "rev") == ["b.json"]
    assert search_query(["ρεν", '"', "d.json"]) == '"ρεν"* AND "d.json"*'


def test_without_fts5_the_index_is_rebuilt_and_searched_by_substring(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder_of(tmp_path, 2)
    with_fts = IndexDB(tmp_path)
    with_fts.update()
    with_fts.close()
    monkeypatch.setattr(index_db, "fts5_available", lambda: False)
    index = IndexDB(tmp_path)
    assert not index.fts
    assert index.update()  # rebuilt: the tables were made for FTS5
    assert len(index.matching(["ημειω"])) == 2  # substrings: inside "σημείωση"
    with sqlite3.connect(index_path(tmp_path)) as db:
        assert db.execute("SELECT count(*) FROM sqlite_master WHERE name = 'search'").fetchone()[0] == 0
    db.close()


def test_status_and_session_filter_with_the_search() -> None:
    index = IndexDB.of_entries([
        IncidentEntry(Path("a.json"), 0, 0, status="open", session="1", search_text="ρενονσ"),
        IncidentEntry(Path("b.json"), 0, 0, status="ruled", session="1", search_text="ρενονσ"),
        IncidentEntry(Path("c.json"), 0, 0, status="open", session="2", search_text="αλλο"),
    ])  # fmt: skip
    names = {n: e.name for n, e in index.rows(list(index.order("given"))).items()}
    assert sorted(names[n] for n in index.matching(["ρε"], status="open")) == ["a.json"]
    assert sorted(names[n] for n in index.matching((), session="1")) == ["a.json", "b.json"]
    assert sorted(names[n] for n in index.matching((), "open", "2")) == ["c.json"]


# -- entries through the database ------------------------------------------------------------------------

_TEXT = st.text(max_size=12)
_INT64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)
ENTRIES = st.builds(
    IncidentEntry,
    path=st.from_regex(r"[A-Za-z0-9_Ά-ώ-]{1,12}\.json", fullmatch=True).map(lambda name: Path("/incidents") / name),
    mtime_ns=_INT64, size=_INT64, error=st.none() | _TEXT, id=st.none() | _TEXT, date=_TEXT, event=_TEXT,
    session=_TEXT, section=_TEXT, table=_TEXT, board=st.none() | _INT64, kinds=st.lists(_TEXT, max_size=3).map(tuple),
    laws=st.lists(_TEXT, max_size=3).map(tuple), status=_TEXT, modified=_TEXT,
    players=st.lists(_TEXT, max_size=4).map(tuple), search_text=st.text(max_size=40), problem=_TEXT,
    created=_TEXT, revision=_INT64, offenders=st.lists(st.sampled_from("NESW"), max_size=2).map(tuple),
)  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.lists(ENTRIES, max_size=5, unique_by=lambda e: e.path))
def test_any_entry_written_and_read_back_is_equal(entries: list[IncidentEntry]) -> None:
    index = IndexDB.of_entries(entries)
    assert [e for _, e in sorted(index.rows(list(index.order("given"))).items())] == entries
    assert index.count() == len(entries)


def test_an_entry_read_back_from_a_folder_index_on_disk_is_equal(tmp_path: Path) -> None:
    folder_of(tmp_path, 3)
    (tmp_path / "bad.json").write_text("{")
    first = IndexDB(tmp_path)
    first.update()
    expected = first.entries()
    first.close()
    again = IndexDB(tmp_path)
    assert again.entries() == expected
    assert [e.name for e in expected if not e.readable] == ["bad.json"]


def test_a_database_made_again_by_another_connection_is_opened_again(tmp_path: Path) -> None:
    folder_of(tmp_path, 3)
    shown = IndexDB(tmp_path, check=False)  # the window's: its check is left to the updater
    shown.update()
    generation = shown.generation
    worker = IndexDB(tmp_path)  # the updater's, which found it damaged: made again from nothing
    worker._reset()
    worker.verify()
    worker.update()
    worker.close()
    assert shown.changed_elsewhere()
    assert shown.generation > generation
    assert shown.count() == 3
    assert not shown.changed_elsewhere()


@pytest.mark.parametrize("fts", [True, False], ids=["fts5", "no fts5"])
def test_count_matching_counts_what_matching_gives(fts: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """The list counts the matches of a search typed on before reading them: the same query."""
    monkeypatch.setattr(index_db, "fts5_available", lambda: fts)
    index = IndexDB.of_entries([
        IncidentEntry(Path(name), 0, 0, status="open" if name < "c" else "ruled", session=name[0],
                      search_text=fold(text))
        for name, text in TEXTS.items()
    ])  # fmt: skip
    for words in ((), ("ρεν",), ("ρενονς", "λεβε"), ("64a1",), ("_",), ("ε",), ("zzz",)):
        for status, session in ((None, None), ("open", None), (None, "a"), ("ruled", "d")):
            expected = len(index.matching(words, status, session))
            assert index.count_matching(words, status, session) == expected, (words, status, session)


def test_the_newest_files_come_first_as_full_paths_up_to_the_limit(tmp_path: Path) -> None:
    """What the folder watch follows one by one: the files changed last."""
    paths = folder_of(tmp_path, 3)
    for age, path in enumerate(paths):  # the first saved is made the newest
        os.utime(path, ns=(10**18 - age * 10**9, 10**18 - age * 10**9))
    index = IncidentStore(tmp_path).index()
    assert index.newest(2) == [(str(paths[0]), 10**18), (str(paths[1]), 10**18 - 10**9)]
    assert [path for path, _ in index.newest(10)] == [str(p) for p in paths]
