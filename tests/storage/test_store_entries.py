"""IncidentStore.entries(): what the list shows of each file, and why a file is not an incident."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tdcompanion.core.folding import matches
from tdcompanion.core.incident import SCHEMA_VERSION, dumps, load, to_json
from tdcompanion.storage import index_db
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.summary import EntryProblem
from tests.storage.store_samples import V1_FILE, revoke, write_json


def test_a_saved_incident_is_listed_with_its_record(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    saved, path = store.save(revoke())
    [entry] = store.entries()
    assert entry.readable
    assert (entry.path, entry.name, entry.id) == (path, path.name, saved.id)
    assert (entry.event, entry.session, entry.date, entry.section, entry.table) == \
        ("Χειμερινό Τουρνουά Ζευγών", "2η συνεδρία", "2026-11-23", "Β", "7")  # fmt: skip
    assert (entry.board, entry.kind, entry.laws, entry.status) == (3, "revoke", ("63B", "64A1", "64C"), "ruled")
    assert entry.players == ("Παπαδόπουλος", "Smith", "Γεωργίου", "Οικονόμου")
    assert (entry.created, entry.modified, entry.revision) == (saved.created, saved.modified, 1)
    stat = path.stat()
    assert (entry.mtime_ns, entry.size) == (stat.st_mtime_ns, stat.st_size)


def test_the_search_text_holds_every_text_folded(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    store.save(revoke())
    [entry] = store.entries()
    needles = ("ρενονς", "ΡΕΝΌΝΣ", "χειμερινο", "2η συνεδρια", "παπαδοπουλος", "smith", "64a1", "revoke", "ruled",
               "δεν ειχε σπαθι", "he says", "+620", "κριση", entry.name[:10], "2026-11-23")  # fmt: skip
    for needle in needles:
        assert matches(needle, entry.search_text), needle
    assert not matches("αντάμ", entry.search_text)


def test_a_seat_not_named_is_empty_and_no_names_is_no_players(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    inc = revoke()
    store.save(replace(inc, info=replace(inc.info, players=inc.info.players[:1])))
    store.save(replace(inc, info=replace(inc.info, players=())))
    assert sorted(e.players for e in store.entries()) == [(), ("Παπαδόπουλος", "", "", "")]


def test_a_version_1_file_is_listed_as_open_or_ruled(tmp_path: Path) -> None:
    document = json.loads(V1_FILE.read_text())
    assert document["schema_version"] == 1
    write_json(tmp_path / "open.json", document)
    write_json(tmp_path / "ruled.json", {**document, "ruling": {"laws": ["64A1"]}})
    entries = IncidentStore(tmp_path).entries()
    assert [(e.name, e.status, e.laws, e.id, e.revision) for e in entries] == [
        ("open.json", "open", (), None, 0), ("ruled.json", "ruled", ("64A1",), None, 0)]  # fmt: skip


def test_version_2_3_and_4_files_are_listed_alike_and_a_score_changes_nothing(tmp_path: Path) -> None:
    folder = Path(__file__).parents[1] / "data" / "incidents"
    v2 = json.loads((folder / "v2-revoke.json").read_text(encoding="utf-8"))
    v3 = json.loads((folder / "v3-revoke.json").read_text(encoding="utf-8"))
    v4 = to_json(load(folder / "v3-revoke.json"))  # the same incident written back as version 4
    assert (v2["schema_version"], v3["schema_version"], v4["schema_version"], "scoring" in v3) == (2, 3, 4, True)
    assert SCHEMA_VERSION == 4
    write_json(tmp_path / "a-v2.json", v2)
    write_json(tmp_path / "b-v3.json", v3)
    write_json(tmp_path / "c-v4.json", v4)
    entries = IncidentStore(tmp_path).entries()
    assert all(e.readable for e in entries)
    fields = ("id", "board", "kind", "laws", "status", "players", "event", "table")
    rows = [[getattr(e, f) for f in fields] for e in entries]
    assert rows[0] == rows[1] == rows[2]


def test_a_story_of_several_rulings_lists_the_first_kind_and_every_law(tmp_path: Path) -> None:
    from tests.core.test_incident_story import as_incident, story

    write_json(tmp_path / "story.json", to_json(as_incident(story())))
    (entry,) = IncidentStore(tmp_path).entries()
    assert entry.kind == "exposed_card"
    assert entry.laws == ("49", "50B", "50C", "50E", "56", "50D2")
    assert "lead out of turn" in entry.search_text and "exposed card" in entry.search_text  # every kind is found


def test_a_story_saved_by_the_store_is_listed_and_found_by_every_law(tmp_path: Path) -> None:
    from tests.core.test_incident_story import as_incident, story

    store = IncidentStore(tmp_path)
    story_incident = replace(as_incident(story()), info=revoke().info)
    document = to_json(story_incident)
    assert document["schema_version"] == 4 and len(document["rulings"]) == 2  # the later choice under the second
    assert [r["irregularity"]["kind"] for r in document["rulings"]] == ["exposed_card", "lead_out_of_turn"]
    saved, path = store.save(story_incident)
    [entry] = store.entries()
    assert (entry.path, entry.id, entry.board, entry.revision) == (path, saved.id, 3, 1)
    assert (entry.kind, entry.laws, entry.status) == ("exposed_card", ("49", "50B", "50C", "50E", "56", "50D2"), "open")
    for needle in ("exposed card", "49", "50b", "56", "50d2", "χειμερινο"):
        assert matches(needle, entry.search_text), needle
    assert store.load(path) == saved


def test_the_entry_of_a_story_has_every_kind_and_every_offender_of_its_rulings(tmp_path: Path) -> None:
    from tests.wording.test_report_offenders import two_sides

    store = IncidentStore(tmp_path)
    store.save(two_sides())
    [entry] = store.entries()
    assert entry.kinds == ("lead_out_of_turn", "exposed_card")  # in order, each once
    assert entry.offenders == ("S", "E")  # South's Law 55 lead, East's Law 49 card: each ruling's own
    assert entry.players == ("Nora North", "Ed East", "Sam South", "Will West")
    assert all(matches(name, entry.search_text) for name in ("nora", "east", "will west"))
    from tests.core.test_incident_story import as_incident, story

    store.save(replace(as_incident(story()), info=revoke().info))
    story_entry = next(e for e in store.entries() if e.kinds[0] == "exposed_card")
    assert story_entry.kinds == ("exposed_card", "lead_out_of_turn")  # the later choice is no irregularity
    assert story_entry.offenders == ("E", "W")  # East's card, West's lead (and West's penalty card, once)


def test_a_ruling_still_asking_a_question_adds_no_law_to_the_list(tmp_path: Path) -> None:
    from tdcompanion.core.laws import Irregularity, IrregularityKind
    from tdcompanion.core.laws.timeline import Step, Timeline
    from tests.core.test_incident_story import EXPOSED, LOOT, TRICK_1, as_incident, board, played, ruled

    t = ruled(Timeline.start(board((*TRICK_1, EXPOSED))), Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4)))
    t = played(t, LOOT)
    in_hand = as_incident(t, Step(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5)))  # no facts yet
    document = to_json(in_hand)
    assert "ruling" not in document["rulings"][1] and document["rulings"][1]["in_hand"] is True
    write_json(tmp_path / "in-hand.json", document)
    [entry] = IncidentStore(tmp_path).entries()
    assert entry.readable
    assert (entry.kind, entry.laws) == ("exposed_card", ("49", "50B", "50C", "50E"))


def _incident_json() -> dict[str, Any]:
    return to_json(revoke())


@pytest.mark.parametrize(("content", "problem", "reason"), [
    (b"", EntryProblem.NOT_JSON, "not JSON: Expecting value (line 1, column 1)"),
    (b'{"format": "tdcompanion-incident", "sche', EntryProblem.NOT_JSON, "not JSON: Unterminated string"),
    (b"\xff\xfe{}", EntryProblem.NOT_JSON, "not UTF-8 text (byte 0)"),
    (b"1" * 5000, EntryProblem.NOT_JSON, "not JSON: Exceeds the limit"),
    (b"[" * 100_000, EntryProblem.NOT_JSON, "not JSON"),
    (b"[1, 2]", EntryProblem.NOT_INCIDENT, "not a TD Companion incident: the file holds a list, not an object"),
    (b'{"name": "package.json"}', EntryProblem.NOT_INCIDENT, "it has no 'format' key"),
    (b'{"format": "geojson"}', EntryProblem.NOT_INCIDENT, 'its format is "geojson", expected \'tdcompanion-incident\''),
    (json.dumps({**_incident_json(), "schema_version": SCHEMA_VERSION + 1}).encode(), EntryProblem.NEWER_VERSION,
     f"written by a newer TD Companion (schema version {SCHEMA_VERSION + 1}; this one reads up to {SCHEMA_VERSION})"),
    (json.dumps({**_incident_json(), "schema_version": "2"}).encode(), EntryProblem.INCOMPLETE,
     "'schema_version' should be a whole number from 1, not \"2\""),
    (json.dumps({k: v for k, v in _incident_json().items() if k != "board"}).encode(), EntryProblem.INCOMPLETE,
     "an incident without its 'board'"),
    (json.dumps({**_incident_json(), "rulings": []}).encode(), EntryProblem.INCOMPLETE,
     "an incident without its 'rulings'"),
    (json.dumps({k: v for k, v in _incident_json().items() if k != "rulings"}).encode(), EntryProblem.INCOMPLETE,
     "an incident without its 'rulings'"),
    (json.dumps({**_incident_json(), "rulings": _incident_json()["rulings"][0]}).encode(), EntryProblem.INCOMPLETE,
     "an incident without its 'rulings'"),  # one ruling, not a list of them
    (json.dumps({**{k: v for k, v in _incident_json().items() if k != "rulings"},
                 "irregularity": {"kind": "revoke", "event": 11}}).encode(), EntryProblem.INCOMPLETE,
     "an incident without its 'rulings'"),  # a version 3 ruling in a version 4 file
    (json.dumps({**_incident_json(), "schema_version": 3, "irregularity": "revoke"}).encode(),
     EntryProblem.INCOMPLETE, "an incident without its 'irregularity'"),
])  # fmt: skip
def test_a_file_that_is_not_an_incident_is_listed_with_its_reason(
    tmp_path: Path, content: bytes, problem: EntryProblem, reason: str
) -> None:
    (tmp_path / "bad.json").write_bytes(content)
    [entry] = IncidentStore(tmp_path).entries()
    assert not entry.readable
    assert entry.problem == problem.value
    assert entry.error is not None
    assert reason in entry.error
    assert (entry.id, entry.event, entry.board, entry.laws, entry.players) == (None, "", None, (), ())
    assert matches("bad.json", entry.search_text)


def test_a_file_too_large_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(index_db, "MAX_FILE_SIZE", 100)
    (tmp_path / "big.json").write_bytes(dumps(revoke()).encode())
    [entry] = IncidentStore(tmp_path).entries()
    assert entry.problem == EntryProblem.TOO_LARGE.value
    assert entry.error is not None and "too large" in entry.error


def test_a_file_that_cannot_be_read_is_listed_and_read_again_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.json"
    path.write_text(dumps(revoke()))

    def refused(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(index_db, "read_file_stat", refused)
    store = IncidentStore(tmp_path)
    [entry] = store.entries()
    assert entry.problem == EntryProblem.UNREADABLE.value
    assert entry.error == "cannot be read: Permission denied"
    monkeypatch.undo()
    assert store.entries()[0].readable
    assert IncidentStore(tmp_path).entries()[0].readable


def test_only_visible_json_files_of_the_folder_itself_are_listed(tmp_path: Path) -> None:
    text = dumps(revoke())
    for name in ("a.json", "B.JSON", ".hidden.json", "notes.txt", ".a.json.tmp-1234abcd", ".a.json.lock"):
        (tmp_path / name).write_text(text)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "c.json").write_text(text)
    (tmp_path / "folder.json").mkdir()
    store = IncidentStore(tmp_path)
    store.save(revoke())  # and its own files: the index cache, the trash, drafts
    store.delete([store.save(revoke())[1]])
    store.write_draft("me", revoke())
    names = [e.name for e in store.entries()]
    assert len(names) == 3
    assert {"a.json", "B.JSON"} < set(names)
    assert all(not n.startswith(".") for n in names)


def test_a_missing_folder_has_no_entries_and_is_not_created(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path / "not yet")
    assert store.entries() == []
    assert store.trashed() == []
    assert not (tmp_path / "not yet").exists()


def test_leftovers_of_a_crash_are_removed_once_old(tmp_path: Path) -> None:
    old = (tmp_path / ".a.json.tmp-0000aaaa", tmp_path / ".a.json.lock.stale-0000aaaa")
    new = tmp_path / ".b.json.tmp-1111bbbb"
    for path in (*old, new):
        path.write_bytes(b"{")
    stamp = os.stat(new).st_mtime - 2 * 3600
    for path in old:
        os.utime(path, (stamp, stamp))
    IncidentStore(tmp_path).entries()
    assert os.listdir(tmp_path) == [new.name]
