"""A program instance saving incidents, run as a separate process by the storage tests.

    python -m tests.storage.store_worker resave FOLDER FILE N
        Save FILE N times, each time from what is on disk now (loaded again after a ConflictError),
        as a Director in another window would; prints "saved N conflicts C".
    python -m tests.storage.store_worker draft FOLDER OWNER [hold]
        Write a draft as OWNER, print "ready", then exit (or, with hold, wait to be killed).
    python -m tests.storage.store_worker stall FOLDER FILE
        Load FILE and save it with a note, stalling inside the save's lock, right before the rename: print
        "inside", wait for a line on stdin (or to be stopped, killed), then finish; print "saved REVISION".
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

from tdcompanion.storage.atomic import PendingFile
from tdcompanion.storage.errors import ConflictError
from tdcompanion.storage.incident_store import IncidentStore
from tests.storage.store_samples import revoke


def resave(folder: Path, path: Path, n: int) -> None:
    store = IncidentStore(folder)
    saved = conflicts = 0
    incident = store.load(path)
    while saved < n:
        try:
            incident, _ = store.save(replace(incident, note=f"{incident.note}."), path)
        except ConflictError:
            conflicts += 1
            incident = store.load(path)
            continue
        saved += 1
    print(f"saved {saved} conflicts {conflicts}", flush=True)


def draft(folder: Path, owner: str, hold: bool) -> None:
    IncidentStore(folder).write_draft(owner, revoke(note="πρόχειρο"))
    print("ready", flush=True)
    while hold:
        time.sleep(1)


def stall(folder: Path, path: Path) -> None:
    store = IncidentStore(folder)
    incident = store.load(path)
    commit = PendingFile.commit

    def stalled(pending: PendingFile) -> None:
        print("inside", flush=True)
        sys.stdin.readline()
        commit(pending)

    PendingFile.commit = stalled  # type: ignore[method-assign]
    saved, _ = store.save(replace(incident, note="the stalled save"), path)
    print(f"saved {saved.revision}", flush=True)


def main(args: list[str]) -> None:
    if args[0] == "resave":
        resave(Path(args[1]), Path(args[2]), int(args[3]))
    elif args[0] == "draft":
        draft(Path(args[1]), args[2], args[3:] == ["hold"])
    elif args[0] == "stall":
        stall(Path(args[1]), Path(args[2]))


if __name__ == "__main__":
    main(sys.argv[1:])
