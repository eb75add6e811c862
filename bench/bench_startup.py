"""Start-up time of TD Companion against a bare PySide6 QMainWindow, measured in the same run.

    QT_QPA_PLATFORM=offscreen python bench/bench_startup.py [--runs 7] [--bytecode cached|environment|both]

Each sample is a whole subprocess, from launch to exit, where the program quits as
soon as its first window has been shown (TD Companion through
``TDCOMPANION_EXIT_WHEN_SHOWN=1``). Runs alternate between the programs so that a busy
machine slows them alike. The table gives the median wall time and the median CPU time
(user + system of the child: steadier than wall time on a shared machine), each with
its ratio to the bare window. Target: wall ratio <= 1.3, bytecode cached.

Bytecode: PySide6 and the standard library come compiled, and an installed TD Companion
too (pip compiles ``.pyc`` files at install time). With ``cached``, both programs write
and read their bytecode under a private ``PYTHONPYCACHEPREFIX`` filled by the warm-up
runs, whatever the environment says. With ``environment``, the environment decides:
where ``PYTHONDONTWRITEBYTECODE`` is set (as in some sandboxes), TD Companion's own
modules are compiled again at every run and the bare window's are not. The default,
``both``, prints a table for each.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""

APP = "from tdcompanion.cli import main; raise SystemExit(main(['--language', {language!r}]))"


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def sample(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``code`` in a fresh interpreter."""
    cpu, start = _child_cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start, _child_cpu() - cpu


def measure(env: dict[str, str], runs: int) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Wall and CPU seconds of every program, ``runs`` times each, after one warm-up run each."""
    programs = {
        "bare QMainWindow": BARE,
        "TD Companion (English)": APP.format(language="en"),
        "TD Companion (Greek)": APP.format(language="el"),
    }
    for code in programs.values():  # warm the file cache (and write missing .pyc) before timing
        sample(code, env)
    walls: dict[str, list[float]] = {name: [] for name in programs}
    cpus: dict[str, list[float]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, code in programs.items():
            wall, cpu = sample(code, env)
            walls[name].append(wall)
            cpus[name].append(cpu)
    return walls, cpus


def report(title: str, walls: dict[str, list[float]], cpus: dict[str, list[float]]) -> None:
    wall_base = statistics.median(walls["bare QMainWindow"])
    cpu_base = statistics.median(cpus["bare QMainWindow"])
    print(title)
    print(f"{'program':<24} {'wall s':>7} {'ratio':>6} {'cpu s':>7} {'ratio':>6}")
    for name, wall_times in walls.items():
        wall, cpu = statistics.median(wall_times), statistics.median(cpus[name])
        print(f"{name:<24} {wall:>7.3f} {wall / wall_base:>6.2f} {cpu:>7.3f} {cpu / cpu_base:>6.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bytecode", choices=["cached", "environment", "both"], default="both")
    args = parser.parse_args(argv)
    modes = ["cached", "environment"] if args.bytecode == "both" else [args.bytecode]
    for mode in modes:
        with tempfile.TemporaryDirectory() as temp:
            env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
            env.update(TDCOMPANION_EXIT_WHEN_SHOWN="1", TDCOMPANION_CONFIG_DIR=os.path.join(temp, "config"))
            if mode == "cached":
                env.pop("PYTHONDONTWRITEBYTECODE", None)
                env["PYTHONPYCACHEPREFIX"] = os.path.join(temp, "pycache")
                title = "bytecode cached (as installed)"
            else:
                writes = "not written" if env.get("PYTHONDONTWRITEBYTECODE") else "written"
                title = f"bytecode as the environment has it ({writes})"
            walls, cpus = measure(env, args.runs)
        report(f"{title}; medians of {args.runs} runs each", walls, cpus)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
