"""A second launch handing its file to the running TD Companion, against starting a window, in the same run.

    QT_QPA_PLATFORM=offscreen python bench/bench_hand_off.py [--runs 7]

A first instance is started and left running (its own settings, cache, log and data folders: never a
Director's program). Then, alternately: ``tdcompanion FILE.pbn`` (the lock is held: the file goes to the
first instance and the launch exits 0; app/single_instance.py), timed from launch to exit; and the anchor,
``tdcompanion --new-window`` quitting as soon as its window is usable (``TDCOMPANION_EXIT_WHEN_SHOWN``),
timed the same way. ``tdcompanion --version`` (the interpreter and the package, nothing of Qt) is timed
too, as the floor of any launch. And what the single instance adds to a first launch, in a process of its
own with what start-up has loaded by then: the check before the window (``claim``: the lock), and the
listening once the window is usable (QtNetwork imported, the server made). The table gives the medians
and their ratios to the anchor. Target: a hand-over costs less than half a window's start (what a
Director double-clicking a second file waits for).
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

ROOT = Path(__file__).resolve().parent.parent
PBN = ROOT / "tests" / "data" / "pbn" / "sample-ddtricks.pbn"
TARGET = 0.5

#: In a process of its own: what the single instance costs a first launch (milliseconds).
FIRST_LAUNCH = """
import json, time
import tdcompanion.app.bootstrap  # loaded before the check, at start-up
clock = time.process_time  # CPU time: steadier than wall time on a busy machine
start = clock()
from tdcompanion.app.single_instance import claim
primary = claim([])
claimed = clock()
from PySide6.QtWidgets import QApplication
app = QApplication([])
made = clock()
assert primary is not None and primary.listen(lambda files: None)
listening = clock()
primary.close()
print(json.dumps({"claim_ms": (claimed - start) * 1000, "listen_ms": (listening - made) * 1000}))
"""


def _first_launch(env: dict[str, str], config: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", FIRST_LAUNCH], env=dict(env, TDCOMPANION_CONFIG_DIR=config),
                          check=True, capture_output=True, text=True, timeout=120)  # fmt: skip
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from launch to exit, and CPU seconds of the whole process (steadier on a busy machine)."""
    cpu, start = _child_cpu(), time.perf_counter()
    subprocess.run([sys.executable, "-m", "tdcompanion", *args], env=env, check=True, capture_output=True,
                   timeout=120)  # fmt: skip
    return time.perf_counter() - start, _child_cpu() - cpu


def _wait_log(log: Path, text: str, count: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if log.exists() and log.read_text(errors="replace").count(text) >= count:
            return
        time.sleep(0.05)
    raise SystemExit(f"bench_hand_off: the first instance never logged {text!r} {count} time(s)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temp:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        env.pop("TDCOMPANION_EXIT_WHEN_SHOWN", None)
        for name in ("config", "cache", "log", "data"):
            env[f"TDCOMPANION_{name.upper()}_DIR"] = os.path.join(temp, name)
        log = Path(temp, "log", "tdcompanion.log")
        pbn = Path(temp, PBN.name)
        pbn.write_bytes(PBN.read_bytes())
        first = subprocess.Popen([sys.executable, "-m", "tdcompanion"], env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)  # fmt: skip
        try:
            _wait_log(log, "listening as", 1)
            window_env = dict(env, TDCOMPANION_EXIT_WHEN_SHOWN="1")
            _timed(["--new-window"], window_env)  # warm-up: the file cache, the catalogue cache
            _timed([str(pbn)], env)
            times: dict[str, list[tuple[float, float]]] = {"hand-off": [], "window": [], "version": []}
            costs: dict[str, list[float]] = {"claim_ms": [], "listen_ms": []}
            for run in range(args.runs):
                times["hand-off"].append(_timed([str(pbn)], env))
                times["window"].append(_timed(["--new-window"], window_env))
                times["version"].append(_timed(["--version"], env))
                for name, value in _first_launch(env, os.path.join(temp, f"first-{run}")).items():
                    costs[name].append(value)
            _wait_log(log, "another launch handed over", args.runs + 1)  # every hand-off reached the first
        finally:
            first.kill()
            first.wait(30)
    wall = {name: statistics.median(w for w, _ in values) for name, values in times.items()}
    cpu = {name: statistics.median(c for _, c in values) for name, values in times.items()}
    anchor, cpu_anchor = wall["window"], cpu["window"]
    print(f"medians of {args.runs} runs each; anchor: a window's start to usable (--new-window)")
    print(f"{'launch':<28} {'wall s':>7} {'ratio':>6} {'cpu s':>7} {'ratio':>6}")
    labels = {"hand-off": "tdcompanion FILE (hand-off)", "window": "tdcompanion --new-window",
              "version": "tdcompanion --version"}  # fmt: skip
    for name in times:
        print(f"{labels[name]:<28} {wall[name]:>7.3f} {wall[name] / anchor:>6.2f} {cpu[name]:>7.3f} "
              f"{cpu[name] / cpu_anchor:>6.2f}")  # fmt: skip
    claim_ms, listen_ms = statistics.median(costs["claim_ms"]), statistics.median(costs["listen_ms"])
    print(f"first launch, CPU ms: the lock before the window {claim_ms:.1f} "
          f"({claim_ms / 1000 / cpu_anchor:.3f} of a window's start), "
          f"listening once usable {listen_ms:.1f} ({listen_ms / 1000 / cpu_anchor:.3f})")  # fmt: skip
    ratio = cpu["hand-off"] / cpu_anchor
    keep("bench_hand_off", {"runs": args.runs, "hand_off_s": wall["hand-off"], "window_s": anchor,
                            "version_s": wall["version"], "hand_off_ratio": wall["hand-off"] / anchor,
                            "hand_off_cpu_s": cpu["hand-off"], "window_cpu_s": cpu_anchor,
                            "version_cpu_s": cpu["version"], "hand_off_cpu_ratio": ratio,
                            "claim_cpu_ms": claim_ms, "listen_cpu_ms": listen_ms,
                            "claim_ratio": claim_ms / 1000 / cpu_anchor,
                            "listen_ratio": listen_ms / 1000 / cpu_anchor})  # fmt: skip
    print(f"target: a hand-off's CPU <= {TARGET} of a window's start: {'met' if ratio <= TARGET else 'OVER'}")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
