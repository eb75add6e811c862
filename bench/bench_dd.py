"""Speed of the double-dummy analysis (a plain script, not a test; needs the ``analysis`` extra).

    python bench/bench_dd.py [--deals N] [--quick]

It reports:

- *DD table*: median and p95 of one table (20 declarer x strain results) over N seeded random
  deals (target: median under 200 ms); the anchor in the same run is endplay's own ``calc_dd_table``
  on each deal already in endplay's form, timed in turn with ours (which goes first alternates), and
  the ratio of the medians is what our conversions add (target: at most 1.05x);
- *play analysis*: median and p95 of one whole played deal (53 points, one solver call each);
- *GUI block*: while an :class:`~tdcompanion.models.analysis_task.AnalysisTask` solves a table and
  a played deal, a timer ticks every 5 ms on the GUI thread; the longest gap between ticks minus
  the tick is how long the GUI could not react (target: under 50 ms). *cold* includes importing
  endplay (and matplotlib) in the worker, so it must run first in a fresh process; *warm* does not.

Exits with status 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from bench._common import percentiles, random_deal  # noqa: E402
from bench._results import keep  # noqa: E402
from tdcompanion.analysis import Solver, available, load  # noqa: E402
from tdcompanion.core.calls import Strain  # noqa: E402
from tdcompanion.core.contract import Contract  # noqa: E402
from tdcompanion.core.double_dummy import analyse  # noqa: E402
from tdcompanion.core.play import PlayRecord  # noqa: E402
from tdcompanion.core.seats import Seat  # noqa: E402
from tdcompanion.models.analysis_task import AnalysisJob, AnalysisTask, endplay_solver  # noqa: E402

TABLE_TARGET_MS = 200.0
RATIO_TARGET = 1.05
BLOCK_TARGET_MS = 50.0
TICK_MS = 5


def played(seed: int) -> PlayRecord:
    """A deal played out in 4♥ by South, the first legal card each time."""
    record = PlayRecord(random_deal(seed), Contract(4, Strain.HEARTS, Seat.S))
    while record.next_seat is not None:
        record = record.play(record.legal_cards()[0], record.next_seat)
    return record


def gui_block(app: QApplication, job: AnalysisJob) -> tuple[float, float]:
    """(longest GUI gap beyond the tick, wall time of the job) in ms, the job run by an AnalysisTask."""
    task = AnalysisTask()
    clock, worst, done = QElapsedTimer(), [0.0], [False]
    timer = QTimer(interval=TICK_MS)

    def tick() -> None:
        gap = clock.nsecsElapsed() / 1e6
        clock.restart()
        worst[0] = max(worst[0], gap - TICK_MS)

    def finish(*_: object) -> None:
        done[0] = True

    timer.timeout.connect(tick)
    for signal in (task.finished, task.failed, task.cancelled):
        signal.connect(finish)
    start = time.perf_counter()
    clock.start()
    timer.start()
    task.start(job)
    while not done[0]:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    return worst[0], (time.perf_counter() - start) * 1000


def table_times(solver: Solver, deals: int) -> tuple[list[float], list[float]]:
    """Milliseconds of ``solver.dd_table`` and of endplay's ``calc_dd_table`` on the same deal (already in
    endplay's form: the anchor), for ``deals`` seeded random deals; which goes first alternates."""
    dds = load()
    from endplay import types  # loaded by load()

    ours: list[float] = []
    theirs: list[float] = []
    for seed in range(deals):
        deal = random_deal(seed)
        native = types.Deal(deal.to_pbn())
        runs = [(ours, lambda d=deal: solver.dd_table(d)), (theirs, lambda n=native: dds.calc_dd_table(n))]
        for into, run in runs if seed % 2 == 0 else runs[::-1]:
            start = time.perf_counter()
            run()
            into.append((time.perf_counter() - start) * 1000)
    return ours, theirs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50, help="random deals for the DD table (default 50)")
    parser.add_argument("--quick", action="store_true", help="one warm job and two played deals (a smoke run)")
    args = parser.parse_args()
    if not available():
        print('endplay is not installed: pip install "tdcompanion[analysis]"')
        return 2
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    ok = True
    print(f"{'figure':<34} {'median':>9} {'p95':>9} {'max':>9}   target")

    record = played(1000)
    cold_block, cold_wall = gui_block(app, AnalysisJob("cold", record.deal, record))
    warm = [gui_block(app, AnalysisJob(seed, played(seed).deal, played(seed)))
            for seed in range(2000, 2001 if args.quick else 2005)]  # fmt: skip

    solver = endplay_solver()
    tables, anchors = table_times(solver, args.deals)
    median, p95 = percentiles(tables)
    anchor_median, anchor_p95 = percentiles(anchors)
    ratio = median / anchor_median
    ok &= median < TABLE_TARGET_MS and ratio <= RATIO_TARGET
    print(f"{'DD table (' + str(args.deals) + ' deals)':<34} {median:7.1f}ms {p95:7.1f}ms {max(tables):7.1f}ms   "
          f"median < {TABLE_TARGET_MS:.0f} ms {'ok' if median < TABLE_TARGET_MS else 'OVER'}")  # fmt: skip
    print(f"{'  endplay calc_dd_table (anchor)':<34} {anchor_median:7.1f}ms {anchor_p95:7.1f}ms "
          f"{max(anchors):7.1f}ms   ours {ratio:.3f}x, <= {RATIO_TARGET}x "
          f"{'ok' if ratio <= RATIO_TARGET else 'OVER'}")  # fmt: skip
    figures = {"DD table median ms": median, "DD table p95 ms": p95, "endplay calc_dd_table median ms": anchor_median,
               "DD table / endplay": ratio}  # fmt: skip

    plays: list[float] = []
    for seed in range(3000, 3002 if args.quick else 3010):
        rec = played(seed)
        start = time.perf_counter()
        analyse(rec, solver.side_tricks)
        plays.append((time.perf_counter() - start) * 1000)
    median, p95 = percentiles(plays)
    print(f"{f'play analysis ({len(plays)} deals, 53 points)':<34} {median:7.1f}ms {p95:7.1f}ms {max(plays):7.1f}ms")
    figures |= {"play analysis median ms": median, "play analysis p95 ms": p95}

    worst_warm = max(b for b, _ in warm)
    blocks = (("GUI block, cold (endplay import)", cold_block, cold_wall),
              (f"GUI block, warm ({len(warm)} jobs, worst)", worst_warm, max(w for _, w in warm)))  # fmt: skip
    for name, block, wall in blocks:
        good = block < BLOCK_TARGET_MS
        ok &= good
        print(f"{name:<34} {'':>9} {'':>9} {block:7.1f}ms   < {BLOCK_TARGET_MS:.0f} ms {'ok' if good else 'OVER'}"
              f"  (job {wall:.0f} ms)")  # fmt: skip
    figures |= {"GUI block cold ms": cold_block, "GUI block warm worst ms": worst_warm}
    keep("bench_dd", figures)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
