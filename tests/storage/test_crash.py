"""Crash test: a program instance saving incidents is killed (SIGKILL) at random moments, over and
over; after every kill the folder must hold every confirmed save, whole, and nothing else as an
incident. The number of kills survived is printed (and recorded in docs/storage.md)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import IO

import pytest

from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import is_incident_name

ROOT = Path(__file__).resolve().parents[2]
TIME_BUDGET = 14.0  # seconds of killing
MAX_KILLS = 150
MIN_KILLS = 40  # fewer means the machine is too slow for the test to mean much


class Confirmed:
    """What the killed instances said they saved: file name -> (id, highest revision)."""

    def __init__(self) -> None:
        self.saves: dict[str, tuple[str, int]] = {}
        self.count = 0

    def read_until(self, out: IO[str], prefix: str) -> str:
        """Record ``saved`` lines up to the first line that starts with ``prefix``; return that line."""
        while True:
            line = out.readline()
            assert line, "the crash worker ended"
            if line.startswith("saved "):
                _, name, ident, revision = line.split()
                self.saves[name] = (ident, max(int(revision), self.saves.get(name, ("", 0))[1]))
                self.count += 1
            elif line.startswith(prefix):
                return line


def check(folder: Path, confirmed: Confirmed, loaded: dict[str, tuple[tuple[int, int], str | None, int]]) -> None:
    """Every incident file is whole and every confirmed save there; the list shows exactly them.
    ``loaded`` keeps what each file held when last loaded (by mtime and inode), so each is loaded once."""
    store = IncidentStore(folder)
    names = {n for n in os.listdir(folder) if is_incident_name(n)}
    for name in names:
        st = os.stat(folder / name)
        key = (st.st_mtime_ns, st.st_ino)
        if name not in loaded or loaded[name][0] != key:
            incident = store.load(folder / name)  # raises if cut short
            loaded[name] = key, incident.id, incident.revision
    for name, (ident, revision) in confirmed.saves.items():
        assert name in names, f"confirmed save {name} is missing"
        _, on_disk_id, on_disk_revision = loaded[name]
        assert on_disk_id == ident
        assert on_disk_revision >= revision, f"{name}: revision {on_disk_revision} on disk, {revision} confirmed"
    entries = store.entries()
    assert {e.name for e in entries} == names  # no temporary or lock file listed
    for entry in entries:
        assert entry.readable
        assert (entry.id, entry.revision) == loaded[entry.name][1:]  # the cache is not out of date


@pytest.mark.crash
@pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX: fork and SIGKILL")
def test_saves_survive_being_killed_at_any_moment(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rng = random.Random(20261123)
    worker = subprocess.Popen([sys.executable, "-m", "tests.storage.crash_worker", str(tmp_path)], cwd=ROOT,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)  # fmt: skip
    assert worker.stdin is not None and worker.stdout is not None
    confirmed = Confirmed()
    loaded: dict[str, tuple[tuple[int, int], str | None, int]] = {}
    kills = busy = 0  # busy: kills of an instance that had saved already, so in the middle of its work
    try:
        confirmed.read_until(worker.stdout, "ready")
        end = time.monotonic() + TIME_BUDGET
        while kills < MAX_KILLS and time.monotonic() < end:
            worker.stdin.write(f"go {kills}\n")
            worker.stdin.flush()
            pid = int(confirmed.read_until(worker.stdout, "up ").split()[1])
            before = confirmed.count
            time.sleep(rng.uniform(0, 0.05))
            os.kill(pid, signal.SIGKILL)
            confirmed.read_until(worker.stdout, f"dead {pid}")
            kills += 1
            busy += confirmed.count > before
            check(tmp_path, confirmed, loaded)
    finally:
        worker.stdin.close()
        worker.wait(timeout=10)
    drafts = IncidentStore(tmp_path).orphan_drafts()
    assert all(d.incident is not None for d in drafts)  # drafts too are whole
    leftovers = [n for n in os.listdir(tmp_path) if n.startswith(".") and n != ".index.json"]
    with capsys.disabled():
        print(f"\ncrash test: {kills} kills survived ({busy} after the instance's first save), "
              f"{confirmed.count} confirmed saves of {len(confirmed.saves)} "
              f"files, all whole; {len(drafts)} drafts recoverable; {len(leftovers)} temporary/lock files left "
              f"(removed after an hour)")  # fmt: skip
    assert kills >= MIN_KILLS
    assert busy >= kills // 4  # the kills landed while saving, not only at start-up
