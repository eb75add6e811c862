"""Each bench's figures, kept run after run in ``bench/results/<bench>.jsonl`` (:func:`keep`).

A run appends one JSON line: when, the commit it measured (with ``+`` if the work tree had changes),
and its figures (name → number). It then prints each figure beside the one of the previous run, so a
change can be judged against the last measurement. Figures are ratios to an anchor measured in the
same run wherever the bench has one: absolute times depend on the machine and on what else it does.

``TDCOMPANION_BENCH_RESULTS=<folder>`` keeps them in that folder instead (``tests/test_benches.py``
runs every bench so, and leaves ``bench/results`` to the measuring runs).
"""

from __future__ import annotations

import datetime
import json
import os
import subprocess
from collections.abc import Mapping
from pathlib import Path

RESULTS = Path(__file__).resolve().parent / "results"
#: The environment variable naming another folder for the results (a test's temporary folder).
RESULTS_ENV = "TDCOMPANION_BENCH_RESULTS"


def keep(bench: str, figures: Mapping[str, float], *, folder: Path | None = None) -> Path:
    """Append ``figures`` to ``folder/<bench>.jsonl`` (by default ``$TDCOMPANION_BENCH_RESULTS``, else
    ``bench/results``); print them beside the previous run's. Returns the file."""
    if folder is None:
        folder = Path(os.environ[RESULTS_ENV]) if os.environ.get(RESULTS_ENV) else RESULTS
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{bench}.jsonl"
    previous = _last(path)
    line = {
        "when": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "commit": _commit(),
        "figures": {name: round(float(value), 4) for name, value in figures.items()},
    }
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
    before = previous.get("figures") if previous else None
    before = before if isinstance(before, dict) else {}
    since = f"; previous run {previous.get('commit', '?')} at {previous.get('when', '?')}" if previous else ""
    print(f"\nkept in {path}{since}")
    width = max((len(name) for name in figures), default=0)
    for name, value in figures.items():
        old = before.get(name)
        then = f"   (was {old:.4g})" if isinstance(old, int | float) else ""
        print(f"  {name:<{width}} {float(value):.4g}{then}")
    return path


def _last(path: Path) -> dict[str, object] | None:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    for text in reversed(lines):
        try:
            found = json.loads(text)
        except ValueError:
            continue
        if isinstance(found, dict):
            return found
    return None


def _commit() -> str:
    here = Path(__file__).resolve().parent
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=here, capture_output=True,
                              text=True, timeout=10, check=True).stdout.strip()  # fmt: skip
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=here,
                               capture_output=True, text=True, timeout=10, check=True).stdout.strip()  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return head + ("+" if dirty else "")
