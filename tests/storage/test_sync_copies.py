"""The names sync engines give their conflict copies and temporary files (``storage.sync_copies``), and
what the list makes of such files: conflict copies tagged with the file they belong to, temporary files
not listed, a file git could not merge said to be one."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.storage.conflict_choice import keep_copy, keep_file
from tdcompanion.storage.errors import ConflictError, StoreError
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import is_incident_name
from tdcompanion.storage.summary import EntryProblem
from tdcompanion.storage.sync_copies import (
    ConflictName,
    SyncEngine,
    conflict_base,
    conflict_name,
    is_sync_temporary,
    original_name,
)
from tests.storage.store_samples import revoke

# Any name a file of the folder could have: no slash, no NUL, no surrogate; an incident's ends in .json.
_CHARS = st.characters(blacklist_categories=("Cs",), blacklist_characters="/\\\x00")
stems = st.text(_CHARS, min_size=1, max_size=40).filter(lambda s: not s.startswith("."))
incident_names = stems.map(lambda stem: stem + ".json")
# Device and user names: what the engines allow (no brackets, no slash).
_WHO = st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="/\\()\x00")
people = st.text(_WHO, min_size=1, max_size=20).filter(lambda s: s.strip() == s)
devices = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", min_size=7, max_size=7)
dates = st.dates().map(lambda d: f"{d.year:04d}-{d.month:02d}-{d.day:02d}")
times = st.integers(0, 235959).map(lambda t: f"{t:06d}")


def split(name: str) -> tuple[str, str]:
    stem, dot, ext = name.rpartition(".")
    return stem, dot + ext


def syncthing(base: str, day: str, time: str, device: str) -> str:
    stem, ext = split(base)
    return f"{stem}.sync-conflict-{day.replace('-', '')}-{time}-{device}{ext}"


def nextcloud(base: str, day: str, time: str, user: str = "") -> str:
    stem, ext = split(base)
    return f"{stem} (conflicted copy {user + ' ' if user else ''}{day} {time}){ext}"


def dropbox(base: str, day: str, device: str, number: int = 0) -> str:
    stem, ext = split(base)
    return f"{stem} ({device}'s conflicted copy {day}{f' ({number})' if number else ''}){ext}"


@given(incident_names, dates, times, devices)
def test_any_name_round_trips_through_a_syncthing_conflict_copy(base: str, day: str, time: str, device: str) -> None:
    assert conflict_name(syncthing(base, day, time, device)) == ConflictName(base, SyncEngine.SYNCTHING, device)


@given(incident_names, dates, times, st.none() | people)
def test_any_name_round_trips_through_a_nextcloud_conflict_copy(base: str, day: str, time: str,
                                                                 user: str | None) -> None:  # fmt: skip
    found = conflict_name(nextcloud(base, day, time, user or ""))
    assert found == ConflictName(base, SyncEngine.NEXTCLOUD, user or "")


@given(incident_names, dates, people, st.integers(0, 12))
def test_any_name_round_trips_through_a_dropbox_conflict_copy(base: str, day: str, device: str, number: int) -> None:
    assert conflict_name(dropbox(base, day, device, number)) == ConflictName(base, SyncEngine.DROPBOX, device)


@given(incident_names, dates, times, devices, devices)
def test_a_copy_of_a_copy_goes_back_to_the_first_copy_then_the_file(base: str, day: str, time: str, one: str,
                                                                      two: str) -> None:  # fmt: skip
    first = syncthing(base, day, time, one)
    second = syncthing(first, day, time, two)
    assert conflict_base(second) == first
    if conflict_base(base) is None:
        assert original_name(second) == base


@pytest.mark.parametrize("name", [
    "2026-11-23_b07_1a2b3c4d.json",
    "2026-11-23_b07_1a2b3c4d-2.json",
    "notes (copy 2026-01-01).json",
    "a (conflicted copy).json",
    "a.sync-conflict-2026-ABCDEFG.json",
    "a.sync-conflict-20261123-101010-abcdefg.json",  # Syncthing's device ids are upper case
])  # fmt: skip
def test_other_names_are_not_conflict_copies(name: str) -> None:
    assert conflict_name(name) is None


@pytest.mark.parametrize("name", [
    ".syncthing.2026-11-23_b07_1a2b3c4d.json.tmp",
    "~syncthing~2026-11-23_b07_1a2b3c4d.json.tmp",
    ".2026-11-23_b07_1a2b3c4d.json.~1a2b3c",
    "2026-11-23_b07_1a2b3c4d.json.part",
    "2026-11-23_b07_1a2b3c4d.json.!sync",
    "2026-11-23_b07_1a2b3c4d_LOCAL_12345.json",
    "2026-11-23_b07_1a2b3c4d_REMOTE_12345.json",
    "2026-11-23_b07_1a2b3c4d.json.orig",
])  # fmt: skip
def test_sync_engines_temporary_files_are_not_listed(name: str) -> None:
    assert is_sync_temporary(name)
    assert not is_incident_name(name)


@given(st.from_regex(r"\d{4}-\d{2}-\d{2}(_b\d{2})?_[0-9a-f]{8}(-\d+)?\.json", fullmatch=True))
def test_the_names_the_app_gives_are_neither_copies_nor_temporary(name: str) -> None:
    assert conflict_name(name) is None
    assert not is_sync_temporary(name)
    assert is_incident_name(name)


# -- the folder --------------------------------------------------------------------------------------


def saved(store: IncidentStore) -> Path:
    return store.save(revoke())[1]


def test_a_conflict_copy_is_listed_as_a_conflict_of_its_file(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    base = saved(store)
    copy = tmp_path / syncthing(base.name, "2026-11-23", "101010", "ABCDEFG")
    copy.write_bytes(base.read_bytes())
    entries = store.entries()
    assert {e.name: e.conflict_of for e in entries} == {base.name: "", copy.name: base.name}
    assert {path: [e.path for e in found] for path, found in store.index().conflicts().items()} == {base: [copy]}


def test_a_conflict_copy_whose_file_is_gone_is_listed_itself(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    base = saved(store)
    copy = base.with_name(nextcloud(base.name, "2026-11-23", "101010"))
    second = base.with_name(syncthing(copy.name, "2026-11-24", "101010", "ABCDEFG"))
    copy.write_bytes(base.read_bytes())
    second.write_bytes(base.read_bytes())
    base.unlink()
    conflicts = store.index().conflicts()
    assert {path: [e.path for e in found] for path, found in conflicts.items()} == {copy: [second]}  # the copy of
    # the copy goes with the copy, which is listed itself
    listed = store.index().entry_of(copy)
    assert listed is not None and listed.conflict_of == base.name and listed.readable


def test_sync_temporary_files_are_not_listed(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    base = saved(store)
    (tmp_path / f"{base.stem}_REMOTE_4242.json").write_bytes(base.read_bytes())
    (tmp_path / f"~syncthing~{base.name}.tmp").write_bytes(base.read_bytes()[:20])
    assert [e.path for e in store.entries()] == [base]


def test_a_file_git_could_not_merge_is_said_to_be_one(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    base = saved(store)
    text = base.read_text(encoding="utf-8")
    head, _, tail = text.partition('"revision": 1')
    base.write_text(f'{head}\n<<<<<<< HEAD\n"revision": 2,\n=======\n"revision": 3,\n>>>>>>> origin/main\n{tail}',
                    encoding="utf-8")  # fmt: skip
    (entry,) = store.entries()
    assert entry.problem == EntryProblem.UNMERGED.value
    assert "merge" in (entry.error or "")
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"a": <<<<<<<', encoding="utf-8")  # a marker not at a line's start: only damaged
    assert {e.name: e.problem for e in store.entries()}["damaged.json"] == EntryProblem.NOT_JSON.value


# -- keeping one version -----------------------------------------------------------------------------


def conflicted(tmp_path: Path) -> tuple[IncidentStore, Path, Path]:
    """A file, and a Syncthing copy holding another Director's revision 2 of it."""
    store = IncidentStore(tmp_path)
    incident, path = store.save(revoke())
    copy = tmp_path / syncthing(path.name, "2026-11-23", "101010", "ABCDEFG")
    IncidentStore(tmp_path).save(replace(incident, note="Η άλλη εκδοχή"), path)
    path.rename(copy)  # what Syncthing does: the other version under the copy's name ...
    store.save(replace(incident, note="Αυτή η εκδοχή"), path)  # ... and this one under the file's
    return store, path, copy


def test_keeping_the_file_moves_the_copy_to_the_trash(tmp_path: Path) -> None:
    store, path, copy = conflicted(tmp_path)
    (trashed,) = keep_file(store, copy)
    assert not copy.exists() and store.load(trashed).note == "Η άλλη εκδοχή"
    assert store.load(path).note == "Αυτή η εκδοχή"


def test_keeping_the_copy_puts_it_under_the_files_name_above_both_revisions(tmp_path: Path) -> None:
    store, path, copy = conflicted(tmp_path)
    before = store.load(path)
    old_file, old_copy = keep_copy(store, path, copy)
    kept = store.load(path)
    assert kept.note == "Η άλλη εκδοχή" and kept.id == before.id and kept.revision == 3
    assert not copy.exists()
    assert {store.load(old_file).note, store.load(old_copy).note} == {"Αυτή η εκδοχή", "Η άλλη εκδοχή"}
    with pytest.raises(ConflictError):  # an instance that still had the file's version open
        store.save(replace(before, note="later"), path)


def test_a_copy_of_another_incident_is_not_kept_in_the_files_place(tmp_path: Path) -> None:
    store, path, copy = conflicted(tmp_path)
    other, _ = IncidentStore(tmp_path).save(revoke())
    copy.write_bytes(IncidentStore(tmp_path / "x").save(other)[1].read_bytes())
    with pytest.raises(StoreError, match="another incident"):
        keep_copy(store, path, copy)
    assert path.exists() and copy.exists() and store.trashed() == []
