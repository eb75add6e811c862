"""Smoke-test a frozen TD Companion (the one-folder bundle tdcompanion.spec builds), headless (issue 21).

    python scripts/smoke_bundle.py                     # dist/tdcompanion
    python scripts/smoke_bundle.py path/to/tdcompanion  # another bundle folder

Any Python 3.11 runs it, with nothing installed: scripts/build-bundle runs it here, the ``bundle``
workflow on its Windows and Linux runners. It checks that the frozen program

1. starts its window (offscreen), reads a shared PBN file named on its command line and quits by itself,
   with exit status 0 (``TDCOMPANION_EXIT_WHEN_SHOWN=1``: 1 if the file was refused or a dialog waited
   for an answer, :mod:`tdcompanion.app.unattended`);
2. rules an example incident in English and in Greek (the Greek catalogue is in the bundle: the Greek
   ruling is not the English one);
3. lists the boards of the PBN file (``pbn FILE``);

with its settings, cache and log in a throw-away folder. The sub-commands run the console program
``tdcompanion-cli`` (``tdcompanion`` has no console on Windows). Exit status 0 if all passed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "tdcompanion"
PBN = ROOT / "tests" / "data" / "pbn" / "eyc1998-vienna.pbn"
PBN_BOARDS = 40
INCIDENT = ROOT / "examples" / "law54-opening-lead-out-of-turn.json"
#: Seconds a step may take before it counts as hung (a cold start from a slow disk takes a few).
TIMEOUT = 120
GUI, CLI = "tdcompanion", "tdcompanion-cli"


@dataclass
class Step:
    name: str
    ok: bool
    seconds: float
    details: str = ""


def executable(bundle: Path, name: str) -> Path:
    """The bundle's program ``name`` (``name.exe`` on Windows)."""
    return bundle / (f"{name}.exe" if sys.platform == "win32" else name)


def environment(home: Path) -> dict[str, str]:
    """The environment of the frozen program: headless, unattended, its folders in ``home``."""
    env = dict(os.environ)
    env.update(QT_QPA_PLATFORM="offscreen", TDCOMPANION_EXIT_WHEN_SHOWN="1")
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        folder = home / name.lower()
        folder.mkdir(exist_ok=True)
        env[f"TDCOMPANION_{name}_DIR"] = str(folder)
    return env


def run(name: str, command: list[str], env: dict[str, str], check: str | None = None) -> Step:
    """Run ``command``; the step passes on exit status 0 (and ``check`` in its output, if given)."""
    start = time.perf_counter()
    try:
        proc = subprocess.run(command, env=env, capture_output=True, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        return Step(name, False, time.perf_counter() - start, f"still running after {TIMEOUT} s")
    except OSError as exc:
        return Step(name, False, time.perf_counter() - start, f"cannot run {command[0]}: {exc}")
    seconds = time.perf_counter() - start
    out = proc.stdout.decode("utf-8", "replace")
    err = proc.stderr.decode("utf-8", "replace")
    if proc.returncode != 0:
        return Step(name, False, seconds, f"exit status {proc.returncode}\n{out[-2000:]}{err[-2000:]}")
    if check is not None and check not in out:
        return Step(name, False, seconds, f"{check!r} not in its output:\n{out[-2000:]}{err[-2000:]}")
    return Step(name, True, seconds, out)


def smoke(bundle: Path, pbn: Path = PBN, incident: Path = INCIDENT) -> list[Step]:
    """The steps, run in turn (all of them, whatever fails)."""
    steps = []
    for name in (GUI, CLI):
        if not executable(bundle, name).is_file():
            steps.append(Step(f"{name} is in the bundle", False, 0.0, f"no {executable(bundle, name)}"))
    if steps:
        return steps
    gui, cli = str(executable(bundle, GUI)), str(executable(bundle, CLI))
    with tempfile.TemporaryDirectory(prefix="tdcompanion-smoke-") as home:
        env = environment(Path(home))
        steps.append(run(f"the window reads {pbn.name} and quits", [gui, "--language", "en", str(pbn)], env))
        english = run(f"rule {incident.name}", [cli, "rule", str(incident)], env, check="Law 54")
        greek = run(f"rule {incident.name} in Greek", [cli, "rule", "--lang", "el", str(incident)], env,
                    check="Νόμος 54")  # fmt: skip
        steps += [english, greek]
        steps.append(run(f"pbn {pbn.name}", [cli, "pbn", str(pbn)], env, check=f"{PBN_BOARDS} boards"))
    return steps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", nargs="?", type=Path, default=BUNDLE, help="the bundle folder (dist/tdcompanion)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    steps = smoke(args.bundle)
    for step in steps:
        print(f"{'ok  ' if step.ok else 'FAIL'} {step.name} ({step.seconds:.1f} s)")
        if not step.ok:
            print("     " + step.details.replace("\n", "\n     "))
    failed = sum(not s.ok for s in steps)
    total = time.perf_counter() - start
    print(f"smoke test of {args.bundle}: {'passed' if not failed else f'{failed} step(s) FAILED'} in {total:.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
