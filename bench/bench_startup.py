"""Start-up to a usable window: TD Companion against a bare PySide6 QMainWindow, in the same run.

    QT_QPA_PLATFORM=offscreen python bench/bench_startup.py [--runs 7] [--bytecode cached|environment|both]

Each sample is a whole subprocess, launched and timed to the moment it is usable (the child
reports it on the same monotonic clock) and to its exit; the program quits as soon as the
Director could work in it: TD Companion once its workspace is built, the tab shown first
painted and the event loop idle (``TDCOMPANION_EXIT_WHEN_SHOWN=1``, :meth:`MainWindow.when_usable`);
the bare window once it is painted and the event loop idle. Both children run a 2 ms timer from
``show()`` on and print the longest stall of the GUI thread from then to usable (what the Director
feels: a window shown but not answering), and how long that took. Runs alternate between the
programs so that a busy machine slows them alike. The table gives, per program, the medians of
the time from launch to usable (what the Director waits for), of the time to exit, and of the CPU
time (user + system of the whole child, its exit included: steadier than wall time on a shared
machine), each with its ratio to the bare window, and the medians of the two figures from show
on. Target (issue 19): launch-to-usable ratio <= 1.5, bytecode cached.

Bytecode: PySide6 and the standard library come compiled, and an installed TD Companion
too (pip compiles ``.pyc`` files at install time). With ``cached``, both programs write
and read their bytecode under a private ``PYTHONPYCACHEPREFIX`` filled by the warm-up
runs, whatever the environment says. With ``environment``, the environment decides:
where ``PYTHONDONTWRITEBYTECODE`` is set (as in some sandboxes), TD Companion's own
modules are compiled again at every run and the bare window's are not. The default,
``both``, prints a table for each. The figures are kept with :func:`_results.keep`.

The log (``TDCOMPANION_LOG_DIR``) is written to a private folder. The user's cache folder
(``TDCOMPANION_CACHE_DIR``) is a private one too, filled by the warm-up runs
as a first start fills it: the Greek catalogue is then read from there, parsed once.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _results import keep

#: Run in each child after ``show()``: a 2 ms timer whose longest gap, from show to quitting, is printed.
WATCH = """
import json, time
from PySide6.QtCore import QTimer

def watch(app):
    shown = time.perf_counter()
    state = {"last": shown, "longest": 0.0}

    def tick():
        now = time.perf_counter()
        state["longest"] = max(state["longest"], now - state["last"])
        state["last"] = now

    def report():
        tick()
        print(json.dumps({"stall_ms": state["longest"] * 1000, "usable_ms": (state["last"] - shown) * 1000,
                          "usable_at": time.clock_gettime(time.CLOCK_MONOTONIC)}))

    timer = QTimer(app)
    timer.setInterval(2)
    timer.timeout.connect(tick)
    timer.start()
    app.aboutToQuit.connect(report)
"""

BARE = WATCH + """
from PySide6.QtWidgets import QApplication, QMainWindow

class Window(QMainWindow):
    painted = False

    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            QTimer.singleShot(0, app.quit)  # painted, and the event loop idle

app = QApplication([])
window = Window()
window.show()
watch(app)
app.exec()
"""

APP = WATCH + """
from tdcompanion.app import bootstrap

real_create = bootstrap.create_main_window

def create(*args, **kwargs):
    window = real_create(*args, **kwargs)
    real_show = window.show

    def show():
        real_show()
        watch(bootstrap.QApplication.instance())

    window.show = show
    return window

bootstrap.create_main_window = create
from tdcompanion.cli import main
raise SystemExit(main(["--language", {language!r}]))
"""

PROGRAMS = {
    "bare QMainWindow": BARE,
    "TD Companion (English)": APP.replace("{language!r}", repr("en")),
    "TD Companion (Greek)": APP.replace("{language!r}", repr("el")),
}
SHORT = {"bare QMainWindow": "bare", "TD Companion (English)": "en", "TD Companion (Greek)": "el"}


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Sample:
    """One run: seconds from launch to usable, and to exit (wall), CPU seconds of the whole process; its
    longest stall and the time from show to usable (ms)."""

    def __init__(self, code: str, env: dict[str, str]) -> None:
        cpu, start = _child_cpu(), time.clock_gettime(time.CLOCK_MONOTONIC)  # the child's clock too
        proc = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True,
                              timeout=120)  # fmt: skip
        self.wall = time.clock_gettime(time.CLOCK_MONOTONIC) - start
        self.cpu = _child_cpu() - cpu
        seen = json.loads(proc.stdout.strip().splitlines()[-1])
        self.to_usable = float(seen["usable_at"]) - start
        self.stall_ms = float(seen["stall_ms"])
        self.usable_ms = float(seen["usable_ms"])


def measure(env: dict[str, str], runs: int) -> dict[str, list[Sample]]:
    """Every program ``runs`` times, interleaved, after one warm-up run each."""
    for code in PROGRAMS.values():  # warm the file cache (and write missing .pyc) before timing
        Sample(code, env)
    samples: dict[str, list[Sample]] = {name: [] for name in PROGRAMS}
    for _ in range(runs):
        for name, code in PROGRAMS.items():
            samples[name].append(Sample(code, env))
    return samples


def report(title: str, mode: str, samples: dict[str, list[Sample]]) -> dict[str, float]:
    """Print the table; return its figures, named for :func:`keep`."""

    def median(name: str, what: str) -> float:
        return statistics.median(getattr(s, what) for s in samples[name])

    bare = "bare QMainWindow"
    to_usable_base, wall_base, cpu_base = median(bare, "to_usable"), median(bare, "wall"), median(bare, "cpu")
    print(title)
    print(f"{'program':<24} {'usable s':>8} {'ratio':>6} {'exit s':>7} {'ratio':>6} {'cpu s':>7} {'ratio':>6} "
          f"{'show→usable ms':>15} {'longest stall ms':>17}")  # fmt: skip
    figures: dict[str, float] = {}
    for name in samples:
        to_usable, wall, cpu = median(name, "to_usable"), median(name, "wall"), median(name, "cpu")
        usable, stall = median(name, "usable_ms"), median(name, "stall_ms")
        print(f"{name:<24} {to_usable:>8.3f} {to_usable / to_usable_base:>6.2f} {wall:>7.3f} {wall / wall_base:>6.2f} "
              f"{cpu:>7.3f} {cpu / cpu_base:>6.2f} {usable:>15.1f} {stall:>17.1f}")  # fmt: skip
        key = f"{mode}.{SHORT[name]}"
        figures.update({f"{key}.to_usable_s": to_usable, f"{key}.wall_s": wall, f"{key}.cpu_s": cpu,
                        f"{key}.usable_ms": usable, f"{key}.stall_ms": stall})  # fmt: skip
        if name != bare:
            figures.update({f"{key}.to_usable_ratio": to_usable / to_usable_base, f"{key}.wall_ratio": wall / wall_base,
                            f"{key}.cpu_ratio": cpu / cpu_base})  # fmt: skip
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bytecode", choices=["cached", "environment", "both"], default="both")
    args = parser.parse_args(argv)
    modes = ["cached", "environment"] if args.bytecode == "both" else [args.bytecode]
    figures: dict[str, float] = {"runs": args.runs}
    for bytecode in modes:
        with tempfile.TemporaryDirectory() as temp:
            env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
            env.update(TDCOMPANION_EXIT_WHEN_SHOWN="1", TDCOMPANION_CONFIG_DIR=os.path.join(temp, "config"),
                       TDCOMPANION_CACHE_DIR=os.path.join(temp, "cache"),
                       TDCOMPANION_LOG_DIR=os.path.join(temp, "log"))  # fmt: skip
            mode = bytecode
            if bytecode == "cached":
                env.pop("PYTHONDONTWRITEBYTECODE", None)
                env["PYTHONPYCACHEPREFIX"] = os.path.join(temp, "pycache")
                title = "bytecode cached (as installed)"
            else:
                writes = "not written" if env.get("PYTHONDONTWRITEBYTECODE") else "written"
                title = f"bytecode as the environment has it ({writes})"
                mode = f"environment-{writes.replace(' ', '-')}"
            samples = measure(env, args.runs)
        figures.update(report(f"{title}; medians of {args.runs} runs each", mode, samples))
    keep("bench_startup", figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
