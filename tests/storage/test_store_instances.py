"""Two program instances on one folder: nothing is lost or corrupted, a stale save is refused."""

from __future__ import annotations

import subprocess
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.storage.errors import ConflictError
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
