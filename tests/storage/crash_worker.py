"""The program instance the crash test kills: a fork server, so that each killed instance starts in
milliseconds instead of the interpreter's quarter of a second (POSIX only).

    python -m tests.storage.crash_worker FOLDER

Reads commands on stdin; ``go SEED`` forks an instance that saves incidents in FOLDER for ever: new
ones while there are fewer than :data:`POOL`, otherwise a re-save of one it loaded, each with a draft
kept while it is edited, as the GUI does; now and then it moves one to the trash, or restores one from
it (issue 20: a kill in the middle of a move). Lines on stdout, each written whole:

- ``up PID``: the instance has listed and loaded the folder and starts saving;
- ``saved NAME ID REVISION``: a save confirmed (``save()`` returned);
- ``trashed ID`` / ``restored ID``: a move confirmed;
- ``dead PID``: the instance has ended (killed), every line it wrote is already out.
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import replace
from pathlib import Path

from tdcompanion.core.incident import Incident, dumps, loads
from tdcompanion.storage.incident_store import IncidentStore
from tests.storage.store_samples import revoke

POOL = 12


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def instance(folder: Path, seed: int, base: Incident) -> None:
    rng = random.Random(seed)
    store = IncidentStore(folder)
    owner = f"instance-{seed}"
    loaded: list[tuple[Incident, Path]] = [(store.load(e.path), e.path) for e in store.entries()]
    trashed = [e.path for e in store.trashed()]
    say(f"up {os.getpid()}")
    while True:
        roll = rng.random()
        if roll < 0.1 and loaded:
            incident, path = loaded.pop(rng.randrange(len(loaded)))
            trashed += store.delete([path])
            say(f"trashed {incident.id}")
            continue
        if roll < 0.2 and trashed:
            back = store.restore(trashed.pop(rng.randrange(len(trashed))))
            incident = store.load(back)
            loaded.append((incident, back))
            say(f"restored {incident.id}")
            continue
        if len(loaded) + len(trashed) < POOL or not loaded:
            incident, path = replace(base, note=f"νέο {seed}"), None
        else:
            i = rng.randrange(len(loaded))
            (incident, path), loaded[i] = loaded[i], loaded[-1]
            loaded.pop()
            note = incident.note + rng.choice("αβγ") * rng.randint(1, 3000)
            incident = replace(incident, note=note[-20_000:])  # sizes vary, so a cut file would show
        store.write_draft(owner, incident, path)
        saved, path = store.save(incident, path)
        say(f"saved {path.name} {saved.id} {saved.revision}")
        store.remove_draft(owner)
        loaded.append((saved, path))
        if rng.random() < 0.2:
            store.entries()


def main(folder: Path) -> None:
    base = revoke()  # here, once: the first ruling of a process loads the laws (a tenth of a second)
    loads(dumps(base))
    say("ready")
    for line in sys.stdin:
        seed = int(line.split()[1])
        pid = os.fork()
        if pid == 0:
            try:
                instance(folder, seed, base)
            finally:
                os._exit(1)
        os.waitpid(pid, 0)
        say(f"dead {pid}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
