"""A save stalled inside its lock for over a minute loses nothing (a plain script, not a test; issue 20).

    python bench/stalled_save.py [--stall 61] [--wait 10]

Another process (tests/storage/store_worker.py ``stall``) loads an incident and saves it; right before
its rename, inside the save's lock, it is stopped with SIGSTOP for ``--stall`` seconds. Meanwhile this
process, a second instance that loaded the same revision, tries to save every time its wait for the
lock (10 s) runs out, as a Director would press Save again. Before issue 20 the lock expired after 30 s:
the second save broke it and landed, and the stalled one, resumed, wrote over it. Then:

- *resumed*: the stalled process is continued (SIGCONT); its save lands; the second instance's next
  save meets the revision check and is kept as a copy;
- *killed*: the stalled process is killed (SIGKILL) instead; the system lets go of its lock at once,
  and the second instance's save lands.

Figures: the stall (seconds; ratio to the old expiry of 30 s, the anchor), the second instance's refused
attempts, saves lost (must be 0) in each case. Exits 1 if a save was lost.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _results import keep  # noqa: E402

from tdcompanion.core.incident import Incident  # noqa: E402
from tdcompanion.storage import file_lock  # noqa: E402
from tdcompanion.storage.errors import ConflictError, StoreError  # noqa: E402
from tdcompanion.storage.file_lock import lock_path  # noqa: E402
from tdcompanion.storage.incident_store import IncidentStore  # noqa: E402
from tdcompanion.storage.processes import ProcessLock  # noqa: E402
from tests.storage.store_samples import revoke  # noqa: E402

OLD_EXPIRY = 30.0  # seconds after which the locks before issue 20 were broken as stale


def stalled(folder: Path, path: Path) -> subprocess.Popen[str]:
    worker = subprocess.Popen([sys.executable, "-m", "tests.storage.store_worker", "stall", str(folder), str(path)],
                              cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert worker.stdout is not None
    assert worker.stdout.readline() == "inside\n"
    worker.send_signal(signal.SIGSTOP)
    return worker


def meanwhile(store: IncidentStore, ours: Incident, path: Path, stall: float) -> tuple[int, float]:
    """Save ``ours`` again and again until ``stall`` seconds have passed: (attempts refused, lock age)."""
    end = time.monotonic() + stall
    refused = 0
    while time.monotonic() < end:
        try:
            store.save(ours, path)
        except StoreError as exc:
            assert not isinstance(exc, ConflictError), exc
            refused += 1
            continue
        raise SystemExit("OVER: the second instance saved while the first held its lock")
    age = time.time() - os.stat(lock_path(path)).st_mtime
    assert ProcessLock.held(lock_path(path)), "the stalled process no longer holds its lock"
    return refused, age


def case(folder: Path, stall: float, ending: str) -> dict[str, float]:
    store = IncidentStore(folder)
    _, path = store.save(revoke(note="πρώτη"))
    ours = replace(store.load(path), note="the second instance")
    worker = stalled(folder, path)
    start = time.monotonic()
    refused, lock_age = meanwhile(store, ours, path, stall)
    stopped = time.monotonic() - start
    if ending == "resumed":
        worker.send_signal(signal.SIGCONT)
        assert worker.stdin is not None
        worker.stdin.write("go on\n")
        worker.stdin.flush()
        confirmed = worker.communicate(timeout=60)[0].strip() == "saved 2"
    else:
        worker.kill()
        worker.communicate(timeout=60)
        confirmed = False
    try:
        store.save(ours, path)
        ours_kept = True
        conflict = 0
    except ConflictError:
        _, copy = store.save_copy(ours)
        ours_kept = store.load(copy).note == "the second instance"
        conflict = 1
    notes = {store.load(e.path).note for e in store.entries()}
    lost = (0 if ours_kept and "the second instance" in notes else 1) + (
        1 if confirmed and "the stalled save" not in notes else 0)  # fmt: skip
    print(f"{ending}: stalled {stopped:.1f} s inside the lock (lock file {lock_age:.0f} s old, still held); "
          f"the other instance refused {refused} times (lock busy), then "
          f"{'met the revision check and kept its save as a copy' if conflict else 'saved'}; "
          f"stalled save {'landed' if confirmed else 'never confirmed (killed)'}; files: {len(notes)}; lost {lost}")
    return {f"{ending}_stall_s": stopped, f"{ending}_refused": refused, f"{ending}_lost": lost}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--stall", type=float, default=61.0, help="seconds the saving process is stopped")
    parser.add_argument("--wait", type=float, default=file_lock.WAIT,
                        help="seconds each save waits for the lock (the program's: %(default)s)")  # fmt: skip
    args = parser.parse_args()
    file_lock.WAIT = args.wait  # type: ignore[misc]
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as temp:
        for ending in ("resumed", "killed"):
            folder = Path(temp) / ending
            figures |= case(folder, args.stall, ending)
    figures["stall_over_old_expiry"] = figures["resumed_stall_s"] / OLD_EXPIRY
    print(f"anchor: the old expiry, {OLD_EXPIRY:.0f} s; the stall was {figures['stall_over_old_expiry']:.2f}× it")
    keep("stalled_save", figures)
    if figures["resumed_lost"] or figures["killed_lost"]:
        print("OVER: a save was lost")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
