"""The frozen app (dist/tdcompanion, tdcompanion.spec) against the same program run from the source, in
the same run (issue 21).

    QT_QPA_PLATFORM=offscreen python bench/bench_bundle.py [--runs 5] [--bundle dist/tdcompanion] [--build]

Two tasks, each a whole process timed from launch to exit, the frozen program and ``python -m tdcompanion``
alternating so that a busy machine slows them alike:

- ``window``: the window started with a 40-board PBN file, which it reads, then quits
  (``TDCOMPANION_EXIT_WHEN_SHOWN=1``, :mod:`tdcompanion.app.unattended`);
- ``pbn``: ``pbn FILE``, the headless listing (``tdcompanion-cli`` in the bundle).

For each, the medians of the wall time and of the CPU time (user + system of the child: steadier on a
shared machine), and the frozen program's ratio to the source's (the anchor). Also the bundle's size. With
``--build`` it first builds the bundle afresh (PyInstaller, a throw-away work folder) and times that too:
wall and CPU seconds, no anchor (the CPU time is the steadier figure). The figures are kept with
:func:`_results.keep`.
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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _results import keep

ROOT = Path(__file__).resolve().parent.parent
PBN = ROOT / "tests" / "data" / "pbn" / "eyc1998-vienna.pbn"


def timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``command`` (which must exit 0)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, timeout=300, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(command)}: exit {proc.returncode}\n{proc.stderr.decode(errors='replace')}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def build(bundle: Path) -> dict[str, float]:
    """Build the bundle afresh into ``bundle``'s parent; its wall and CPU seconds."""
    with tempfile.TemporaryDirectory(prefix="tdcompanion-build-") as work:
        command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
                   "--workpath", work, "--distpath", str(bundle.parent), str(ROOT / "tdcompanion.spec")]  # fmt: skip
        wall, cpu = timed(command, dict(os.environ))
    print(f"built {bundle} in {wall:.1f} s ({cpu:.1f} s of CPU)")
    return {"build_wall_s": wall, "build_cpu_s": cpu}


def size_mb(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="runs of each program per task (default 5)")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "tdcompanion", help="the bundle folder")
    parser.add_argument("--build", action="store_true", help="build the bundle afresh first, and time that")
    args = parser.parse_args(argv)
    figures: dict[str, float] = build(args.bundle) if args.build else {}
    exe = ".exe" if sys.platform == "win32" else ""
    frozen_gui, frozen_cli = str(args.bundle / f"tdcompanion{exe}"), str(args.bundle / f"tdcompanion-cli{exe}")
    if not Path(frozen_gui).is_file():
        raise SystemExit(f"no bundle in {args.bundle}: build it with scripts/build-bundle (or --build)")
    source = [sys.executable, "-m", "tdcompanion"]
    tasks = {
        "window": ([frozen_gui, "--language", "en", str(PBN)], [*source, "--language", "en", str(PBN)]),
        "pbn": ([frozen_cli, "pbn", str(PBN)], [*source, "pbn", str(PBN)]),
    }
    with tempfile.TemporaryDirectory(prefix="tdcompanion-bench-") as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TDCOMPANION_EXIT_WHEN_SHOWN": "1"}
        for name in ("CONFIG", "DATA", "CACHE", "LOG"):
            env[f"TDCOMPANION_{name}_DIR"] = str(Path(home) / name.lower())
        for frozen, from_source in tasks.values():  # warm-up: the caches filled, the files in memory
            timed(frozen, env)
            timed(from_source, env)
        print(f"{'task':<8} {'program':<8} {'wall s':>8} {'CPU s':>8}")
        for task, (frozen, from_source) in tasks.items():
            samples: dict[str, list[tuple[float, float]]] = {"frozen": [], "source": []}
            for _ in range(args.runs):
                samples["frozen"].append(timed(frozen, env))
                samples["source"].append(timed(from_source, env))
            medians = {kind: (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
                       for kind, runs in samples.items()}  # fmt: skip
            for kind, (wall, cpu) in medians.items():
                print(f"{task:<8} {kind:<8} {wall:>8.2f} {cpu:>8.2f}")
            figures[f"{task}_frozen_wall_s"], figures[f"{task}_frozen_cpu_s"] = medians["frozen"]
            figures[f"{task}_source_wall_s"], figures[f"{task}_source_cpu_s"] = medians["source"]
            figures[f"{task}_wall_ratio"] = medians["frozen"][0] / medians["source"][0]
            figures[f"{task}_cpu_ratio"] = medians["frozen"][1] / medians["source"][1]
    figures["bundle_mb"] = size_mb(args.bundle)
    print(f"bundle: {figures['bundle_mb']:.0f} MB in {args.bundle}")
    keep("bench_bundle", figures)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
