"""Drafts: kept atomically per program instance; those whose instance no longer runs are found,
with the incident and the file they belong to, and can be discarded."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.storage import drafts as drafts_module
from tdcompanion.storage.drafts import DRAFT_KEY, new_owner
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.processes import HOST
from tests.storage.store_samples import V3_FILE, revoke

ROOT = Path(__file__).resolve().parents[2]


def run_worker(folder: Path, owner: str, *, hold: bool = False) -> subprocess.Popen[str]:
    args = [sys.executable, "-m", "tests.storage.store_worker", "draft", str(folder), owner]
    args += ["hold"] if hold else []
    worker = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert worker.stdout is not None
    assert worker.stdout.readline() == "ready\n"
    return worker


def test_a_draft_is_written_with_its_owner_and_removed(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    path = store.write_draft("me", revoke(note="πρώτο"))
    assert path == tmp_path / ".drafts" / "me.json"
    store.write_draft("me", revoke(note="δεύτερο"))
    document = json.loads(path.read_text())
    assert document["note"] == "δεύτερο"
    assert (document[DRAFT_KEY]["owner"], document[DRAFT_KEY]["pid"], document[DRAFT_KEY]["host"]) == \
        ("me", os.getpid(), HOST)  # fmt: skip
    assert store.load(path).note == "δεύτερο"  # the draft key does not stop it from loading
    assert store.orphan_drafts() == []  # its owner runs
    store.remove_draft("me")
    store.remove_draft("me")  # none left: nothing to do
    assert os.listdir(tmp_path / ".drafts") == []


def test_a_live_instance_s_draft_is_not_an_orphan(tmp_path: Path) -> None:
    IncidentStore(tmp_path).write_draft("other-window", revoke())
    assert IncidentStore(tmp_path).orphan_drafts() == []  # another instance in this very process


def test_the_draft_of_an_instance_that_ended_is_found_with_its_incident(tmp_path: Path) -> None:
    worker = run_worker(tmp_path, "crashed")
    worker.wait()
    store = IncidentStore(tmp_path)
    [draft] = store.orphan_drafts()
    assert (draft.owner, draft.path, draft.error, draft.incident_path) == \
        ("crashed", tmp_path / ".drafts" / "crashed.json", None, None)  # fmt: skip
    assert draft.incident is not None and draft.incident.note == "πρόχειρο"
    assert draft.saved[:4].isdigit()
    store.discard_draft(draft)
    assert store.orphan_drafts() == []
    assert os.listdir(tmp_path / ".drafts") == []


def test_a_draft_becomes_an_orphan_when_its_running_instance_is_killed(tmp_path: Path) -> None:
    worker = run_worker(tmp_path, "running", hold=True)
    try:
        assert IncidentStore(tmp_path).orphan_drafts() == []
    finally:
        worker.kill()
        worker.wait()
    assert [d.owner for d in IncidentStore(tmp_path).orphan_drafts()] == ["running"]


def test_a_draft_names_the_file_it_belongs_to(tmp_path: Path) -> None:
    mine = IncidentStore(tmp_path)
    saved, path = mine.save(revoke())
    mine.write_draft("given", replace(saved, note="edited"), path)
    mine.write_draft("by-id", replace(saved, note="edited"))
    mine.write_draft("new", revoke())
    for owner in ("given", "by-id", "new"):
        _orphan(tmp_path, owner)
    found = {d.owner: d.incident_path for d in IncidentStore(tmp_path).orphan_drafts()}
    assert found == {"given": path, "by-id": path, "new": None}


def test_a_version_3_draft_left_by_an_older_program_is_offered_as_one_ruling(tmp_path: Path) -> None:
    """The program was updated after a crash: the draft it left is in the format of one ruling."""
    store = IncidentStore(tmp_path)
    on_disk = tmp_path / "old.json"
    on_disk.write_bytes(V3_FILE.read_bytes())
    document = json.loads(V3_FILE.read_bytes())
    assert document["schema_version"] == 3
    document["note"] = "πρόχειρο πριν από την ενημέρωση"
    document[DRAFT_KEY] = {"owner": "older", "pid": _dead_pid(), "host": HOST, "saved": "2026-11-23T20:50:00+02:00",
                           "file": None}  # fmt: skip
    (tmp_path / ".drafts").mkdir()
    (tmp_path / ".drafts" / "older.json").write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    [draft] = store.orphan_drafts()
    assert (draft.owner, draft.error, draft.saved) == ("older", None, "2026-11-23T20:50:00+02:00")
    assert draft.incident_path == on_disk  # found by the incident's id
    incident = draft.incident
    assert incident is not None and incident.note == "πρόχειρο πριν από την ενημέρωση"
    assert incident.irregularity is not None and incident.irregularity.kind.value == "revoke"
    assert (len(incident.steps), incident.in_hand) == (1, True)
    saved, path = store.save(incident, draft.incident_path)  # recovered over the file it belongs to
    assert (path, saved.revision) == (on_disk, 3)
    assert json.loads(on_disk.read_bytes())["schema_version"] == 4
    store.discard_draft(draft)
    assert store.orphan_drafts() == []


def _orphan(folder: Path, owner: str) -> None:
    """Make ``owner``'s draft look like one left by a process that ended."""
    draft = folder / ".drafts" / f"{owner}.json"
    document = json.loads(draft.read_text())
    document[DRAFT_KEY]["pid"] = _dead_pid()
    draft.write_text(json.dumps(document))
    alive = folder / ".drafts" / f"{owner}.alive"
    if alive.exists():
        alive.unlink()  # its lock is gone with it: only the process id is left to tell


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_without_a_life_mark_the_process_id_tells(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    store.write_draft("mine", revoke())
    (tmp_path / ".drafts" / "mine.alive").unlink()
    assert IncidentStore(tmp_path).orphan_drafts() == []  # this process runs
    _orphan(tmp_path, "mine")
    assert [d.owner for d in IncidentStore(tmp_path).orphan_drafts()] == ["mine"]


def test_another_computer_s_draft_is_left_alone_for_a_day(tmp_path: Path) -> None:
    IncidentStore(tmp_path).write_draft("laptop", revoke())
    draft = tmp_path / ".drafts" / "laptop.json"
    document = json.loads(draft.read_text())
    document[DRAFT_KEY]["host"] = HOST + "-other"
    draft.write_text(json.dumps(document))
    (tmp_path / ".drafts" / "laptop.alive").unlink()
    assert IncidentStore(tmp_path).orphan_drafts() == []
    old = time.time() - drafts_module.FOREIGN_DRAFT_AGE - 60
    os.utime(draft, (old, old))
    assert [d.owner for d in IncidentStore(tmp_path).orphan_drafts()] == ["laptop"]


def test_a_damaged_draft_is_offered_with_its_reason(tmp_path: Path) -> None:
    IncidentStore(tmp_path).write_draft("broken", revoke())
    _orphan(tmp_path, "broken")
    draft = tmp_path / ".drafts" / "broken.json"
    document = json.loads(draft.read_text())
    del document["board"]
    draft.write_text(json.dumps(document))
    [found] = IncidentStore(tmp_path).orphan_drafts()
    assert found.incident is None
    assert found.error is not None and "missing key 'board'" in found.error


@pytest.mark.parametrize("owner", ["", ".hidden", "a/b", "..", "x" * 101, "a b"])
def test_an_owner_must_be_a_plain_file_name(tmp_path: Path, owner: str) -> None:
    with pytest.raises(StoreError, match="a draft owner is"):
        IncidentStore(tmp_path).write_draft(owner, revoke())


def test_new_owners_are_unique_file_names(tmp_path: Path) -> None:
    owners = {new_owner() for _ in range(100)}
    assert len(owners) == 100
    store = IncidentStore(tmp_path)
    for owner in list(owners)[:3]:
        store.write_draft(owner, revoke())
