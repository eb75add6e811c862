"""From launch to the incident list on screen, on a big folder, warm (its index exists) and cold (no
index yet), and the memory the process then holds (a plain script, not a test).

    QT_QPA_PLATFORM=offscreen python bench/bench_incidents_start.py [--files 50000] [--folder DIR] [--runs 5]

Each sample is a whole subprocess: Python starts, the main window is built and shown, the incidents
window (Ctrl+I) opens, and the table paints its first rows; the child then prints its peak resident
set size (*shown*), waits until the folder's index is up to date (the worker process, for a big
folder), and prints again (*done*). The wall times are taken by this script, from launch to each line.
Warm runs have the index the previous run left; cold runs have none (every file is read: the list
shows the first batch, then fills). Bytecode is cached (a private ``PYTHONPYCACHEPREFIX``), as for an
installed program. Anchors measured in the same run: a bare ``os.scandir`` with a ``stat`` of each
file of the folder (what any listing of it costs), and a bare PySide6 window (launch to first show).
Targets: warm under 1 s, cold under 2 s, RSS under 200 MB.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _results import keep  # noqa: E402

CHILD = """
import resource, sys
from PySide6.QtCore import QEventLoop, QTimer
from tdcompanion.app.bootstrap import application, create_main_window
app = application()
window = create_main_window(app, "el")
window.show()
def rss():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
def wait(signals):
    loop = QEventLoop()
    for signal in signals:
        signal.connect(loop.quit)
    loop.exec()
def listed():
    view = window.show_incidents()
    proxy, updater = view.browser.proxy, view._updater
    while proxy.rowCount() == 0 and updater.running():  # cold: until the first batch is in
        wait([updater.progressed, updater.finished])
    view.browser.table.viewport().repaint()
    app.processEvents()
    print(f"SHOWN {proxy.rowCount()} RSS {rss():.1f}", flush=True)
    while updater.running():
        wait([updater.finished])
    app.processEvents()
    print(f"DONE {proxy.rowCount()} RSS {rss():.1f}", flush=True)
    app.quit()
QTimer.singleShot(0, listed)
app.exec()
"""

BARE = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow()
w.show()
QTimer.singleShot(0, lambda: (print("SHOWN", flush=True), app.quit()))
app.exec()
"""


def run(code: str, env: dict[str, str]) -> list[tuple[float, list[str]]]:
    """The lines the child prints, each with the seconds from launch."""
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    lines = [(time.perf_counter() - start, line.split()) for line in proc.stdout]
    proc.wait(timeout=600)
    return lines


def scan(folder: Path) -> float:
    """The anchor: a bare ``os.scandir`` of ``folder`` with a ``stat`` of each entry, in seconds."""
    start = time.perf_counter()
    with os.scandir(folder) as listing:
        for item in listing:
            item.stat()
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=50_000)
    parser.add_argument("--folder", type=Path, help="the incident files (made there if missing or short)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cold-runs", type=int, default=2)
    args = parser.parse_args()
    from bench_incident_list import folder_with

    with tempfile.TemporaryDirectory() as tmp:
        folder = folder_with(args.files, args.folder or Path(tmp) / "incidents")
        cache = Path(tmp) / "cache"
        env = {**os.environ, "TDCOMPANION_INCIDENTS_DIR": str(folder), "TDCOMPANION_CONFIG_DIR": str(Path(tmp) / "cfg"),
               "TDCOMPANION_CACHE_DIR": str(cache), "TDCOMPANION_LOG_DIR": str(Path(tmp) / "log"),
               "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               # Bytecode written once and read after, as an installed program has it (pip compiles it).
               "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pycache")}  # fmt: skip
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        times: dict[str, list[float]] = {name: [] for name in ("bare window", "scandir+stat", "warm shown", "warm done",
                                                                "cold shown", "cold done")}  # fmt: skip
        rss: list[float] = []
        first_rows: list[int] = []
        run(BARE, env)  # warm-up: bytecode and the disk cache
        for i in range(max(args.runs, args.cold_runs)):
            times["bare window"].append(run(BARE, env)[0][0])
            times["scandir+stat"].append(scan(folder))
            if i < args.cold_runs:
                shutil.rmtree(cache, ignore_errors=True)
                (shown, shown_line), (done, done_line) = run(CHILD, env)
                times["cold shown"].append(shown)
                times["cold done"].append(done)
                first_rows.append(int(shown_line[1]))
                assert int(done_line[1]) >= args.files, done_line
            if i < args.runs:
                (shown, shown_line), (done, done_line) = run(CHILD, env)
                assert int(shown_line[1]) >= args.files, shown_line
                times["warm shown"].append(shown)
                times["warm done"].append(done)
                rss.append(float(shown_line[3]))
        median = {name: statistics.median(values) for name, values in times.items()}
        scan_s, bare = median["scandir+stat"], median["bare window"]
        for name, values in times.items():
            print(f"{name:14s} median {median[name] * 1000:7.0f} ms  max {max(values) * 1000:7.0f} ms  "
                  f"({median[name] / scan_s:5.2f}x scandir+stat, {median[name] / bare:5.2f}x bare window)")  # fmt: skip
        print(f"cold: the first rows shown were {min(first_rows)} of {args.files} files (the rest filled in after)")
        print(f"max RSS with the list shown: {max(rss):.0f} MB (target 200 MB)")
        warm, cold = median["warm shown"], median["cold shown"]
        print(f"warm start to list: {warm * 1000:.0f} ms (target 1000 ms): {'OK' if warm < 1.0 else 'OVER'}; "
              f"cold: {cold * 1000:.0f} ms (target 2000 ms): {'OK' if cold < 2.0 else 'OVER'}")  # fmt: skip
        keep("bench_incidents_start", {
            "files": args.files, "warm_shown_ms": warm * 1000, "warm_done_ms": median["warm done"] * 1000,
            "cold_shown_ms": cold * 1000, "cold_done_ms": median["cold done"] * 1000,
            "scandir_stat_ms": scan_s * 1000, "bare_window_ms": bare * 1000, "warm_to_scandir": warm / scan_s,
            "warm_to_bare_window": warm / bare, "cold_to_scandir": cold / scan_s, "rss_mb": max(rss),
            "cold_first_rows": min(first_rows),
        })  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
