"""Opening a championship-sized PBN file in the GUI, as the Director waits for it (a plain script, not a test).

    QT_QPA_PLATFORM=offscreen python bench/bench_open.py [--size-mb 2]

Makes a file of about 2 MB from the boards of ``../shared/pbn/*.pbn`` (else tests/data/pbn), repeated
and renumbered, opens it with File > Open's code in the real main window (shown, its workspace built
and painted first) and reports:

- the longest stall of the GUI thread: the longest gap between two ticks of a 2 ms timer, from the
  open until the last board is checked (target: 50 ms), with the 99th percentile and the number of
  gaps over 50 ms;
- the time until the first boards are listed, until every board is listed (the Director can choose
  any of them), and until every board is checked (the problems panel complete);
- the resident memory added by the open file (``/proc/self/statm`` before and after; target 50 MB),
  and the growth of the peak (``ru_maxrss``).

Anchor, measured in the same run after the GUI part: the bare parse of the same bytes
(``pbn.loads``, tags and sections only, median of 3). Ratio: time until every board is listed,
and until every board is checked, to that parse.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _results import keep  # noqa: E402

from tests.app.big_file import big_pbn  # noqa: E402

SHARED = ROOT.parent / "shared" / "pbn"
TARGET_STALL_MS = 50.0
TARGET_RSS_MB = 50.0


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3  # kB on Linux


def open_in_gui(path: Path) -> dict[str, float]:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from tdcompanion.app.bootstrap import create_main_window

    app = QApplication.instance() or QApplication([])
    window = create_main_window(app, "en")  # type: ignore[arg-type]
    window.show()
    settle = QEventLoop()
    QTimer.singleShot(500, settle.quit)  # shown, workspace built and painted
    settle.exec()
    assert window.workspace_if_made is not None

    gaps: list[float] = []
    ends: list[float] = []  # when each gap ended, seconds from the open
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000)
        ends.append(now - start)
        last[0] = now

    clock = QTimer()
    clock.setInterval(2)
    clock.timeout.connect(tick)
    times: dict[str, float] = {}
    board_list = window.board_list

    def rows_inserted() -> None:
        if "first" not in times and any(b.childCount() for b in board_list.branches()):
            times["first"] = time.perf_counter() - start

    board_list.model().rowsInserted.connect(rows_inserted)
    before, peak_before = rss_mb(), peak_mb()
    done = QEventLoop()
    clock.start()
    last[0] = start = time.perf_counter()
    window.open_file(str(path))
    loader = window.file_loader
    loader.listed.connect(lambda *_: times.setdefault("listed", time.perf_counter() - start))
    loader.idle.connect(done.quit)
    done.exec()
    times["complete"] = time.perf_counter() - start
    clock.stop()
    boards = len(board_list.entries())
    panel = window.problems_panel_if_made
    problems = len(panel.rows()) if panel is not None else 0
    built = sum(entry.loaded.is_built for entry in board_list.entries())
    after = rss_mb()
    ordered = sorted(gaps)
    figures = {
        "boards": boards,
        "problems_listed": problems,
        "records_built": built,
        "longest_stall_ms": ordered[-1],
        "longest_stall_ended_s": ends[gaps.index(ordered[-1])],
        "p99_gap_ms": ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))],
        "gaps_over_50ms": sum(1 for g in gaps if g > TARGET_STALL_MS),
        "first_boards_s": times.get("first", float("nan")),
        "all_listed_s": times.get("listed", float("nan")),
        "complete_s": times["complete"],
        "rss_increase_mb": after - before,
        "peak_increase_mb": peak_mb() - peak_before,
    }
    window.close()
    return figures


def bare_parse(data: bytes) -> float:
    from tdcompanion.core import pbn

    runs = []
    for _ in range(3):
        start = time.perf_counter()
        pbn.loads(data)
        runs.append(time.perf_counter() - start)
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size-mb", type=float, default=2.0)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sources = sorted(SHARED.glob("*.pbn")) or sorted((ROOT / "tests" / "data" / "pbn").glob("*.pbn"))
    with tempfile.TemporaryDirectory() as folder:
        for name in ("config", "data"):  # settings and incidents of a throw-away user
            (Path(folder) / name).mkdir()
        os.environ["TDCOMPANION_CONFIG_DIR"] = str(Path(folder) / "config")
        os.environ["TDCOMPANION_DATA_DIR"] = str(Path(folder) / "data")
        path = Path(folder) / "championship.pbn"
        data = big_pbn(sources, int(args.size_mb * 1_000_000))
        path.write_bytes(data)
        figures = open_in_gui(path)
        parse = bare_parse(data)
    figures["file_mb"] = len(data) / 1e6
    figures["bare_parse_s"] = parse
    figures["ratio_listed_to_parse"] = figures["all_listed_s"] / parse
    figures["ratio_complete_to_parse"] = figures["complete_s"] / parse
    print(f"{figures['file_mb']:.2f} MB, {figures['boards']:.0f} boards, "
          f"from {len(sources)} files in {sources[0].parent}")  # fmt: skip
    print(f"longest GUI stall {figures['longest_stall_ms']:.0f} ms (target {TARGET_STALL_MS:.0f}), "
          f"ending {figures['longest_stall_ended_s']:.2f} s after the open; p99 gap {figures['p99_gap_ms']:.0f} ms, "
          f"{figures['gaps_over_50ms']:.0f} gaps over 50 ms")  # fmt: skip
    print(f"first boards {figures['first_boards_s']:.2f} s, all listed {figures['all_listed_s']:.2f} s, "
          f"all checked {figures['complete_s']:.2f} s; bare parse {parse:.2f} s "
          f"(ratios {figures['ratio_listed_to_parse']:.2f}x, {figures['ratio_complete_to_parse']:.2f}x)")  # fmt: skip
    print(f"RSS +{figures['rss_increase_mb']:.0f} MB (target {TARGET_RSS_MB:.0f}), "
          f"peak +{figures['peak_increase_mb']:.0f} MB; {figures['problems_listed']:.0f} problems listed, "
          f"{figures['records_built']:.0f} records built")  # fmt: skip
    keep("bench_open", figures)


if __name__ == "__main__":
    main()
