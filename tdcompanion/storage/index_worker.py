"""Bring a folder's index up to date in a process of its own (a plain script, run by the incidents
window for a big folder: ``app/index_updates.py``).

    python -m tdcompanion.storage.index_worker FOLDER DATABASE [BATCH]

Prints ``done total`` after each batch of files read and committed, and ``end changed`` (1 or 0) at
the end. A process, not a thread: reading and summarizing files is Python work that holds the
interpreter lock, and a thread holding it makes every call of the window's list model into Python
wait (a repaint makes over a thousand); a process runs on another core and shares nothing but the
database (WAL: the window reads while it writes).
"""

from __future__ import annotations

import sys
from pathlib import Path

from tdcompanion.storage.index_db import IndexDB


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    folder, database = Path(argv[0]), Path(argv[1])
    batch = int(argv[2]) if len(argv) == 3 else 0
    index = IndexDB(folder, database)  # checked at open: made again if damaged
    try:
        changed = index.update(batch, lambda done, total: print(done, total, flush=True))
    finally:
        index.close()
    print("end", int(changed), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
