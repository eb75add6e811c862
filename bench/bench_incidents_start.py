"""From launch to the incident list on screen, with 10,000 incident files in the folder, and the
memory the process then holds (a plain script, not a test).

    QT_QPA_PLATFORM=offscreen python bench/bench_incidents_start.py [--files 10000] [--runs 5]

Each sample is a whole subprocess: Python starts, the main window is built and shown, the
incidents window (Ctrl+I) opens and lists the folder, and the first paint of the table is
done; the child then prints its maximum resident set size and exits. The wall time is taken by
this script, from launch to that line. Runs "cold" have no index cache in the folder (every file
is read, as on the first start after copying a folder in); "warm" runs have the cache the
previous run wrote. Bytecode is cached (a private ``PYTHONPYCACHEPREFIX`` filled by the warm-up
runs), as for an installed program. A bare PySide6 window (launch to first show) is timed in the same run as the
baseline. Targets: the list within 1 s of launch, the process under 200 MB.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

CHILD = """
import resource, sys
from PySide6.QtCore import QTimer
from tdcompanion.app.bootstrap import application, create_main_window
app = application()
window = create_main_window(app, "el")
window.show()
def listed():
    view = window.show_incidents()
    view.browser.table.viewport().repaint()
    app.processEvents()
    rows = view.browser.proxy.rowCount()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"ROWS {rows} RSS {rss:.1f}", flush=True)
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


def run(code: str, env: dict[str, str]) -> tuple[float, str]:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - start
    proc.wait(timeout=120)
    return elapsed, line.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from make_incidents import make

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "incidents"
        made = time.perf_counter()
        make(folder, args.files)
        print(f"{args.files} incident files made in {time.perf_counter() - made:.1f} s")
        env = {**os.environ, "TDCOMPANION_INCIDENTS_DIR": str(folder), "TDCOMPANION_CONFIG_DIR": str(Path(tmp) / "cfg"),
               "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
               # Bytecode written once and read after, as an installed program has it (pip compiles it).
               "PYTHONPYCACHEPREFIX": str(Path(tmp) / "pycache")}  # fmt: skip
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        index = folder / ".index.json"
        results: dict[str, list[float]] = {"bare window": [], "cold (no index cache)": [], "warm (index cache)": []}
        rss: list[float] = []
        run(BARE, env)  # warm-up: bytecode and the disk cache
        run(CHILD, env)
        for _ in range(args.runs):
            results["bare window"].append(run(BARE, env)[0])
            index.unlink(missing_ok=True)
            elapsed, line = run(CHILD, env)
            results["cold (no index cache)"].append(elapsed)
            elapsed, line = run(CHILD, env)
            results["warm (index cache)"].append(elapsed)
            words = line.split()
            assert words[0] == "ROWS" and int(words[1]) == args.files, line
            rss.append(float(words[3]))
        bare = statistics.median(results["bare window"])
        for name, times in results.items():
            median = statistics.median(times)
            print(f"{name:24s} median {median * 1000:7.0f} ms  max {max(times) * 1000:7.0f} ms  "
                  f"({median / bare:.2f}x bare window)")  # fmt: skip
        warm = statistics.median(results["warm (index cache)"])
        print(f"max RSS with the list shown: {max(rss):.0f} MB (target 200 MB)")
        print(f"warm start to list: {warm * 1000:.0f} ms (target 1000 ms): {'OK' if warm < 1.0 else 'OVER'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
