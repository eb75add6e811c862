"""The crash test at length (a plain script, not a test; issue 20): an instance saving, drafting,
trashing and restoring incidents is killed with SIGKILL at random moments, ``--kills`` times; after
every kill comes the next start (which recovers what the crash left) and the check of
tests/storage/crash_run.py. Then two processes race to save one file ``--race`` times each.

    nice python bench/crash_long.py [--kills 1000] [--race 3000] [--folder DIR]

Figures: kills, lost saves (a confirmed save missing or older on disk: must be 0), incidents in two
files (a move cut in half: 0), debris left after the next start (0); racing: saves, lost updates
(0: the final revision counts every save), conflicts (each refused, then saved from the file on disk,
as a Director's second window would). These are counts, not times: there is no anchor; the seconds
each part took are printed for scale. Exits 1 if anything was lost, doubled or left.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _results import keep  # noqa: E402

from tdcompanion.storage.incident_store import IncidentStore  # noqa: E402
from tests.storage.crash_run import run  # noqa: E402
from tests.storage.store_samples import revoke  # noqa: E402


def race(folder: Path, saves: int) -> tuple[int, int, int]:
    """Two processes save one file ``saves`` times each: (saves counted on disk, lost, conflicts)."""
    store = IncidentStore(folder)
    _, path = store.save(revoke(note=""))
    workers = [subprocess.Popen([sys.executable, "-m", "tests.storage.store_worker", "resave", str(folder),
                                 str(path), str(saves)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
               for _ in range(2)]  # fmt: skip
    outputs = [w.communicate()[0].split() for w in workers]
    conflicts = sum(int(out[3]) for out in outputs)
    final = store.load(path)
    counted = final.revision - 1
    lost = 2 * saves - counted + (0 if final.note == "." * (2 * saves) else 1)
    return counted, lost, conflicts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=1000)
    parser.add_argument("--race", type=int, default=3000, help="saves per racing process")
    parser.add_argument("--folder", type=Path, help="an empty folder to work in (default: a temporary one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        base = args.folder or Path(temp)
        start = time.monotonic()
        tally = run(base / "crash", seconds=float("inf"), max_kills=args.kills, seed=20261128, progress=True)
        crash_seconds = time.monotonic() - start
        start = time.monotonic()
        counted, lost_updates, conflicts = race(base / "race", args.race)
        race_seconds = time.monotonic() - start
    print(f"\ncrash: {tally.kills} kills in {crash_seconds:.0f} s ({tally.busy} in the middle of the work), "
          f"{tally.saves} confirmed saves of {tally.incidents} incidents, {tally.moves} trash moves and restores, "
          f"{tally.drafts} drafts found after kills, all whole")  # fmt: skip
    print(f"  lost saves {len(tally.lost)}, incidents in two files {len(tally.doubled)}, "
          f"debris after the next start {len(tally.debris)}")  # fmt: skip
    for problem in [*tally.lost, *tally.doubled, *tally.debris][:20]:
        print(f"  PROBLEM {problem}")
    print(f"race: two processes, {2 * args.race} saves of one file in {race_seconds:.0f} s: {counted} on disk, "
          f"lost updates {lost_updates}, conflicts {conflicts} (each saved again from the file on disk)")  # fmt: skip
    keep("crash_long", {"kills": tally.kills, "busy_kills": tally.busy, "confirmed_saves": tally.saves,
                        "trash_moves": tally.moves, "drafts_found": tally.drafts, "lost_saves": len(tally.lost),
                        "doubled": len(tally.doubled), "debris": len(tally.debris), "race_saves": counted,
                        "race_lost": lost_updates, "race_conflicts": conflicts})  # fmt: skip
    bad = tally.lost or tally.doubled or tally.debris or lost_updates
    if bad:
        print("OVER: something was lost, doubled or left behind")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
