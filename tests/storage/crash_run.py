"""The crash test's run, shared by tests/storage/test_crash.py (short, in the suite) and
bench/crash_long.py (a thousand kills and more): an instance saving, drafting, trashing and restoring
incidents (tests/storage/crash_worker.py) is killed with SIGKILL at random moments, over and over; after
every kill comes the next start (``orphan_drafts``, which recovers what the crash left), then the check."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import is_incident_name

ROOT = Path(__file__).resolve().parents[2]
#: Each instance is killed at a random moment this many seconds after it starts working: a few saves
#: (each with its draft), moves, and the list read now and then.
KILL_WITHIN = 0.15


class Confirmed:
    """What the killed instances said they did: incident id -> highest revision confirmed saved."""

    def __init__(self) -> None:
        self.revisions: dict[str, int] = {}
        self.saves = self.moves = 0

    def read_until(self, out: IO[str], prefix: str) -> str:
        """Record the confirmations up to the first line that starts with ``prefix``; return that line."""
        while True:
            line = out.readline()
            assert line, "the crash worker ended"
            if line.startswith("saved "):
                _, _, ident, revision = line.split()
                self.revisions[ident] = max(int(revision), self.revisions.get(ident, 0))
                self.saves += 1
            elif line.startswith(("trashed ", "restored ")):
                self.moves += 1
            elif line.startswith(prefix):
                return line


@dataclass
class Tally:
    """A run's figures."""

    kills: int = 0
    busy: int = 0  # kills of an instance that had confirmed something: in the middle of its work
    lost: list[str] = field(default_factory=list)  # confirmed saves missing or older on disk (at any kill)
    doubled: list[str] = field(default_factory=list)  # incidents in two files (a move cut in half)
    debris: list[str] = field(default_factory=list)  # files the next start left that are nobody's
    drafts: int = 0  # drafts found after the kills, all whole (each then discarded)
    saves: int = 0  # confirmed saves
    moves: int = 0  # confirmed trash moves and restores
    incidents: int = 0  # incidents saved

    def note(self, kind: str, found: list[str]) -> None:
        """Add to ``lost``, ``doubled`` or ``debris`` what is not there yet (a problem stays kill after kill)."""
        known: list[str] = getattr(self, kind)
        known += [f for f in found if f not in known]


Loaded = dict[Path, tuple[tuple[int, int], str | None, int]]


def debris_after_start(folder: Path) -> list[str]:
    """What is left that no incident, trash, or draft of a crashed instance explains."""
    left = [n for n in os.listdir(folder) if n.startswith(".") and n not in (".trash", ".drafts")]
    trash = folder / ".trash"
    if trash.is_dir():
        left += [f".trash/{n}" for n in os.listdir(trash) if not is_incident_name(n)]
    drafts = folder / ".drafts"
    if drafts.is_dir():
        names = set(os.listdir(drafts))
        for name in names:
            owner, dot, kind = name.rpartition(".")
            orphan_mark = kind == "alive" and f"{owner}.json" not in names
            if name.startswith(".") or not dot or kind not in ("json", "alive") or orphan_mark:
                left.append(f".drafts/{name}")
    return left


def check(folder: Path, confirmed: Confirmed, loaded: Loaded, tally: Tally) -> None:
    """The next start, then: every incident file (folder and trash) whole, each incident in one file,
    every confirmed save there with at least its revision, no debris, the lists exactly the files.
    ``loaded`` keeps what each file held when last loaded (by mtime and inode), so each is loaded once."""
    store = IncidentStore(folder)
    drafts = store.orphan_drafts()  # the next start: recovers what the crash left
    assert all(d.incident is not None for d in drafts), [d.error for d in drafts]  # drafts are whole
    tally.drafts += len(drafts)
    paths = [folder / n for n in os.listdir(folder) if is_incident_name(n)]
    trash = folder / ".trash"
    paths += [trash / n for n in os.listdir(trash) if is_incident_name(n)] if trash.is_dir() else []
    where: dict[str | None, list[Path]] = {}
    for path in paths:
        st = os.stat(path)
        key = (st.st_mtime_ns, st.st_ino)
        if path not in loaded or loaded[path][0] != key:
            incident = store.load(path)  # raises if cut short
            loaded[path] = key, incident.id, incident.revision
        where.setdefault(loaded[path][1], []).append(path)
    for gone in set(loaded) - set(paths):
        del loaded[gone]
    doubled = [f"{ident}: {sorted(p.name for p in files)}" for ident, files in where.items() if len(files) > 1]
    tally.note("doubled", doubled)
    for ident, revision in confirmed.revisions.items():
        on_disk = [loaded[p][2] for p in where.get(ident, [])]
        if not on_disk or max(on_disk) < revision:
            tally.note("lost", [f"{ident}: revision {revision} confirmed, {on_disk} on disk"])
    tally.note("debris", debris_after_start(folder))
    names = {p.name for p in paths if p.parent == folder}
    entries = store.entries()
    assert {e.name for e in entries} == names  # no temporary or lock file listed
    for entry in entries:
        assert entry.readable
        assert (entry.id, entry.revision) == loaded[entry.path][1:]  # the cache is not out of date
    assert {e.name for e in store.trashed()} == {p.name for p in paths if p.parent == trash}
    for draft in drafts:  # recovered or dropped by the Director: the folder does not grow kill after kill
        store.discard_draft(draft)


def run(folder: Path, *, seconds: float, max_kills: int, seed: int, progress: bool = False) -> Tally:
    """Kill instances working in ``folder`` until ``max_kills`` or ``seconds`` have passed."""
    rng = random.Random(seed)
    worker = subprocess.Popen([sys.executable, "-m", "tests.storage.crash_worker", str(folder)], cwd=ROOT,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)  # fmt: skip
    assert worker.stdin is not None and worker.stdout is not None
    confirmed, tally, loaded = Confirmed(), Tally(), Loaded()
    try:
        confirmed.read_until(worker.stdout, "ready")
        end = time.monotonic() + seconds
        while tally.kills < max_kills and time.monotonic() < end:
            worker.stdin.write(f"go {tally.kills}\n")
            worker.stdin.flush()
            pid = int(confirmed.read_until(worker.stdout, "up ").split()[1])
            before = confirmed.saves + confirmed.moves
            time.sleep(rng.uniform(0, KILL_WITHIN))
            os.kill(pid, signal.SIGKILL)
            confirmed.read_until(worker.stdout, f"dead {pid}")
            tally.kills += 1
            tally.busy += confirmed.saves + confirmed.moves > before
            check(folder, confirmed, loaded, tally)
            if progress and tally.kills % 100 == 0:
                print(f"  {tally.kills} kills, {confirmed.saves} saves, {confirmed.moves} moves", flush=True)
    finally:
        worker.stdin.close()
        worker.wait(timeout=10)
    tally.saves, tally.moves, tally.incidents = confirmed.saves, confirmed.moves, len(confirmed.revisions)
    return tally
