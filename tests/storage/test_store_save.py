"""IncidentStore: load, save (ids, stamps, revisions, file names, never over a file it cannot read),
copies, trash and restore, the default folder."""

from __future__ import annotations

import json
import os
import re
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

from tdcompanion.core.incident import IncidentFormatError, dumps, loads, to_json
from tdcompanion.core.incident_format import SCHEMA_VERSION
from tdcompanion.core.incident_info import IncidentInfo, IncidentStatus
from tdcompanion.storage.errors import ConflictError, StoreError
from tdcompanion.storage.incident_store import IncidentStore, default_folder
from tests.storage.store_samples import V3_FILE, revoke


def test_a_new_incident_gets_an_id_stamps_revision_1_and_a_readable_name(tmp_path: Path) -> None:
    folder = tmp_path / "incidents"
    store = IncidentStore(folder)
    saved, path = store.save(revoke())
    assert re.fullmatch(r"[0-9a-f]{32}", saved.id or "")
    assert saved.revision == 1
    assert saved.created == saved.modified
    assert datetime.fromisoformat(saved.modified or "").utcoffset() is not None  # local time with its offset
    assert path == folder / f"2026-11-23_b03_{saved.id[:8]}.json"  # type: ignore[index]
    assert store.load(path) == saved
    assert loads(path.read_bytes()) == saved


def test_a_saved_incident_keeps_its_id_and_creation_and_counts_its_saves(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    first, path = store.save(revoke())
    second, same = store.save(replace(first, note="δεύτερη"), path)
    assert same == path
    assert (second.id, second.created, second.revision) == (first.id, first.created, 2)
    assert store.load(path).note == "δεύτερη"
    assert os.listdir(tmp_path) == [path.name]  # no lock or temporary file left


def test_a_new_file_name_without_a_date_or_board_uses_the_creation_day(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    inc = revoke(info=IncidentInfo(), created="2025-03-04T20:00:00+02:00")
    inc = replace(inc, record=replace(inc.record, number=None))
    saved, path = store.save(inc)
    assert path.name == f"2025-03-04_{saved.id[:8]}.json"  # type: ignore[index]
    _, path = store.save(revoke(info=IncidentInfo()))
    assert path.name.startswith(datetime.now().date().isoformat())


def test_a_name_that_is_taken_gets_a_number(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    inc = revoke(id="abcdef0123")
    _, first = store.save(inc)
    _, second = store.save(inc)
    assert (first.name, second.name) == ("2026-11-23_b03_abcdef01.json", "2026-11-23_b03_abcdef01-2.json")


def test_a_file_changed_since_it_was_loaded_is_not_overwritten(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    saved, path = store.save(revoke())
    store.save(replace(saved, note="saved elsewhere"), path)
    before = path.read_bytes()
    with pytest.raises(ConflictError, match="revision 2 on disk, 1 here") as caught:
        store.save(replace(saved, note="mine"), path)
    assert (caught.value.path, caught.value.disk_id, caught.value.disk_revision) == (path, saved.id, 2)
    assert isinstance(caught.value, ValueError)
    assert path.read_bytes() == before


def test_a_file_holding_another_incident_is_not_overwritten(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    other, path = store.save(revoke())
    before = path.read_bytes()
    with pytest.raises(ConflictError, match="holds another incident") as caught:
        store.save(revoke(), path)  # a new incident (no id) saved over it
    assert caught.value.disk_id == other.id
    assert path.read_bytes() == before


@pytest.mark.parametrize("content", [b"{ damaged", b'{"format": "something else"}', b"\x00\x01"])
def test_a_file_that_cannot_be_read_is_never_overwritten(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(content)
    with pytest.raises(StoreError, match="not overwritten: it cannot be read") as caught:
        IncidentStore(tmp_path).save(revoke(), path)
    assert not isinstance(caught.value, ConflictError)
    assert caught.value.path == path
    assert path.read_bytes() == content


def test_a_version_1_file_is_saved_over_as_the_current_version_with_an_id(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_bytes((Path(__file__).parents[1] / "data" / "incidents" / "v1-revoke.json").read_bytes())
    store = IncidentStore(tmp_path)
    old = store.load(path)
    assert (old.id, old.revision) == (None, 0)
    saved, _ = store.save(old, path)
    assert saved.id is not None
    assert json.loads(path.read_bytes())["schema_version"] == SCHEMA_VERSION == 4


def test_a_version_3_file_is_saved_over_as_version_4_keeping_its_id_and_its_one_ruling(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_bytes(V3_FILE.read_bytes())
    before = json.loads(V3_FILE.read_bytes())
    assert before["schema_version"] == 3 and "rulings" not in before
    store = IncidentStore(tmp_path)
    old = store.load(path)
    assert (old.id, old.revision) == (before["id"], 2)
    assert [s.irregularity.kind.value for s in old.steps if s.irregularity is not None] == ["revoke"]
    assert (dict(old.steps[0].facts), old.in_hand, old.steps[0].applied) == (before["facts"], True, False)
    stale = replace(old, note="another window, loaded before the save")
    saved, same = store.save(replace(old, note="μετά την αναβάθμιση"), path)
    assert same == path and (saved.id, saved.created, saved.revision) == (old.id, old.created, 3)
    after = json.loads(path.read_bytes())
    assert after["schema_version"] == SCHEMA_VERSION == 4
    assert not {"irregularity", "facts", "ruling", "chosen"} & after.keys()  # one ruling, in the list of rulings
    [ruling] = after["rulings"]
    assert (ruling["irregularity"], ruling["facts"]) == (before["irregularity"], before["facts"])
    assert store.load(path) == saved and (saved.record, saved.steps) == (old.record, old.steps)
    with pytest.raises(ConflictError, match="revision 3 on disk, 2 here"):
        store.save(stale, path)  # a copy of the version 3 file loaded before it was saved over
    assert json.loads(path.read_bytes()) == after
    copy = store.load(store.duplicate(path))
    assert (copy.record, copy.steps, copy.in_hand) == (saved.record, saved.steps, saved.in_hand)


def test_an_incident_that_would_not_read_back_is_not_written(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    with pytest.raises(StoreError, match=r"cannot be saved: an id is 1 to 64 letters.* at \$\.id"):
        store.save(revoke(id="no spaces / slashes"))
    assert list(tmp_path.iterdir()) == []


def test_a_file_in_a_folder_that_does_not_exist_is_reported(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match=r"cannot be saved: the folder .*missing does not exist") as caught:
        IncidentStore(tmp_path).save(revoke(), tmp_path / "missing" / "a.json")
    assert caught.value.path == tmp_path / "missing" / "a.json"


def test_load_says_which_file_and_what_is_wrong(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    with pytest.raises(StoreError, match=r"missing\.json: cannot be read"):
        store.load(tmp_path / "missing.json")
    (tmp_path / "bad.json").write_text('{"format": "tdcompanion-incident", "schema_version": 2}')
    with pytest.raises(IncidentFormatError, match=r"bad.json: \$: missing key 'board'"):
        store.load(tmp_path / "bad.json")
    document = to_json(revoke())
    del document["rulings"]
    (tmp_path / "v4.json").write_text(json.dumps(document))
    with pytest.raises(IncidentFormatError, match=r"v4.json: \$: missing key 'rulings'"):
        store.load(tmp_path / "v4.json")
    (tmp_path / "v4.json").write_text(json.dumps({**document, "rulings": []}))
    with pytest.raises(IncidentFormatError, match=r"v4.json: \$\.rulings: an incident has at least one ruling"):
        store.load(tmp_path / "v4.json")


def test_a_copy_is_a_new_open_incident_that_says_where_it_came_from(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    original, path = store.save(revoke())
    copy_path = store.duplicate(path)
    copy = store.load(copy_path)
    assert copy_path != path
    assert copy.id not in (None, original.id)
    assert (copy.revision, copy.status) == (1, IncidentStatus.OPEN)
    assert copy.history[:-1] == original.history
    assert copy.history[-1].note == f"Copied from {path.name}"
    assert (copy.record, copy.steps, copy.note) == (original.record, original.steps, original.note)
    assert store.load(path) == original


def test_save_copy_keeps_what_the_caller_edited_under_a_new_id(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    mine, _ = store.save(revoke())
    copy, copy_path = store.save_copy(replace(mine, note="δική μου"), note="Αντίγραφο: άλλο παράθυρο")
    assert copy.id != mine.id
    assert store.load(copy_path).note == "δική μου"
    assert copy.history[-1].note == "Αντίγραφο: άλλο παράθυρο"


def test_deleted_files_go_to_the_trash_and_come_back(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    (_, a), (_, b) = store.save(revoke()), store.save(revoke())
    trashed = store.delete([a, b])
    assert [p.parent for p in trashed] == [tmp_path / ".trash"] * 2
    assert [p.name for p in trashed] == [a.name, b.name]
    assert store.entries() == []
    assert sorted(e.path for e in store.trashed()) == sorted(trashed)
    assert store.restore(trashed[0]) == a
    assert [e.path for e in store.entries()] == [a]
    assert [e.path for e in store.trashed()] == [trashed[1]]


def test_a_name_taken_in_the_trash_or_the_folder_gets_a_number(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    inc, path = store.save(revoke())
    [first] = store.delete([path])
    path.write_text(dumps(inc))
    [second] = store.delete([path])
    assert second.name == path.stem + "-2.json"
    path.write_text("another file, not an incident")
    restored = store.restore(first)
    assert restored.name == path.stem + "-2.json"
    assert store.load(restored) == inc
    assert path.read_text() == "another file, not an incident"


def test_a_file_already_gone_is_skipped_and_a_file_elsewhere_refused(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path / "incidents")
    _, path = store.save(revoke())
    assert store.delete([path.with_name("gone.json")]) == []
    outside = tmp_path / "outside.json"
    outside.write_text("{}")
    with pytest.raises(StoreError, match="not a file of"):
        store.delete([outside])
    with pytest.raises(StoreError, match="not a file of"):
        store.restore(path)  # not in the trash
    assert outside.exists() and path.exists()


def test_the_default_folder_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TDCOMPANION_INCIDENTS_DIR", str(tmp_path / "mine"))
    assert default_folder() == tmp_path / "mine"
    monkeypatch.delenv("TDCOMPANION_INCIDENTS_DIR")
    monkeypatch.setenv("TDCOMPANION_DATA_DIR", str(tmp_path / "data"))
    assert default_folder() == tmp_path / "data" / "incidents"
    monkeypatch.delenv("TDCOMPANION_DATA_DIR")
    import platformdirs

    assert default_folder() == Path(platformdirs.user_data_dir("tdcompanion", appauthor=False)) / "incidents"

