"""Two program instances on one folder: nothing is lost or corrupted, a stale save is refused, and a
save stalled inside its lock is never overtaken (issue 20)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.core.incident import dumps
from tdcompanion.storage import file_lock
from tdcompanion.storage.atomic import PendingFile, write_atomic
from tdcompanion.storage.errors import ConflictError, StoreError
from tdcompanion.storage.incident_store import IncidentStore
from tests.storage.store_samples import revoke

ROOT = Path(__file__).resolve().parents[2]


def test_the_second_instance_to_save_the_same_incident_is_refused_and_saves_a_copy(tmp_path: Path) -> None:
    first, second = IncidentStore(tmp_path), IncidentStore(tmp_path)
    original, path = first.save(revoke())
    in_first, in_second = first.load(path), second.load(path)  # both windows open the incident
    saved, _ = first.save(replace(in_first, note="πρώτο παράθυρο"), path)
    with pytest.raises(ConflictError):
        second.save(replace(in_second, note="δεύτερο παράθυρο"), path)
    copy, copy_path = second.save_copy(replace(in_second, note="δεύτερο παράθυρο"))
    assert first.load(path) == saved  # the first save is intact ...
    assert second.load(copy_path).note == "δεύτερο παράθυρο"  # ... and the second one is kept
    assert sorted(e.id for e in first.entries()) == sorted([original.id, copy.id])


def test_two_instances_save_different_incidents_at_the_same_time(tmp_path: Path) -> None:
    stores = IncidentStore(tmp_path), IncidentStore(tmp_path)
    saved: list[list[str]] = [[], []]

    def work(i: int) -> None:
        for n in range(20):
            inc, path = stores[i].save(revoke(note=f"{i}-{n}"))
            inc, _ = stores[i].save(replace(inc, note=f"{i}-{n} again"), path)
            saved[i].append(inc.note)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for store in stores:
        entries = store.entries()
        assert len(entries) == 40
        assert all(e.readable and e.revision == 2 for e in entries)
    notes = sorted(stores[0].load(e.path).note for e in stores[0].entries())
    assert notes == sorted(saved[0] + saved[1])


def test_two_processes_saving_one_file_lose_no_save(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke(note=""))
    n = 25
    workers = [subprocess.Popen([sys.executable, "-m", "tests.storage.store_worker", "resave", str(tmp_path),
                                 str(path), str(n)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
               for _ in range(2)]  # fmt: skip
    outputs = [w.communicate(timeout=60)[0] for w in workers]
    assert [w.returncode for w in workers] == [0, 0]
    assert all(out.startswith(f"saved {n} ") for out in outputs)
    final = store.load(path)
    assert final.revision == 1 + 2 * n  # every save counted: none written over another
    assert final.note == "." * (2 * n)
    assert [e.name for e in store.entries()] == [path.name]


def stalled_saver(folder: Path, path: Path) -> subprocess.Popen[str]:
    """Another instance, stopped inside its save's lock right before the rename."""
    worker = subprocess.Popen([sys.executable, "-m", "tests.storage.store_worker", "stall", str(folder), str(path)],
                              cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert worker.stdout is not None
    assert worker.stdout.readline() == "inside\n"
    return worker


def test_a_save_stalled_inside_its_lock_is_never_overtaken_however_old_the_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The issue: a save stalled for over 30 s inside the lock lost to another instance's save, which broke
    # the lock by its age; the stalled one then wrote over it. Time is made to pass by ageing the lock file
    # by two hours (the old locks judged by the file's age); the lock of the operating system knows no age.
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke(note="πρώτη"))
    ours = store.load(path)
    worker = stalled_saver(tmp_path, path)
    try:
        old = time.time() - 7200
        os.utime(tmp_path / f".{path.name}.lock", (old, old))
        monkeypatch.setattr(file_lock, "WAIT", 0.3, raising=False)  # (the old code had no WAIT)
        with pytest.raises(StoreError, match="another window or program is saving"):
            store.save(replace(ours, note="overtaking"), path)
    finally:
        assert worker.stdin is not None
        worker.stdin.write("go on\n")
        worker.stdin.flush()
        out, _ = worker.communicate(timeout=30)
    assert out == "saved 2\n"
    assert store.load(path).note == "the stalled save"  # the stalled save landed ...
    with pytest.raises(ConflictError):  # ... and ours, from revision 1, meets the revision check
        store.save(replace(ours, note="ours"), path)
    _, copy = store.save_copy(replace(ours, note="ours"))
    assert {store.load(p).note for p in (path, copy)} == {"the stalled save", "ours"}  # both kept


def test_a_killed_saver_s_lock_is_free_at_once(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke(note="πρώτη"))
    worker = stalled_saver(tmp_path, path)
    worker.kill()
    worker.communicate(timeout=30)
    start = time.monotonic()
    saved, _ = store.save(replace(store.load(path), note="after the crash"), path)
    assert time.monotonic() - start < 5  # not a wait for the lock to expire: the system let go of it
    assert store.load(path) == saved


def test_a_save_landing_unlocked_between_the_check_and_the_rename_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A writer the lock does not hold back (a file system that cannot lock, an earlier version, a program
    # that locks nothing) saves revision 2 while our save of revision 1 is between its check and its rename.
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke(note="πρώτη"))
    ours, theirs = store.load(path), store.load(path)
    write = PendingFile.write

    def meanwhile(pending: PendingFile, data: bytes) -> None:
        write(pending, data)
        if pending.path == path:
            monkeypatch.setattr(PendingFile, "write", write)
            write_atomic(path, dumps(replace(theirs, revision=2, note="theirs")).encode())

    monkeypatch.setattr(PendingFile, "write", meanwhile)
    with pytest.raises(ConflictError):
        store.save(replace(ours, note="ours"), path)
    assert store.load(path).note == "theirs"  # not written over
    assert [e.name for e in store.entries()] == [path.name]  # and no temporary file left
