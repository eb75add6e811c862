"""Every bench in ``bench/`` still runs on today's code (issue 19: the code moved under them and they rotted).

Each bench runs once in its own process with its smallest options, two at a time, its results kept in a
temporary folder (``TDCOMPANION_BENCH_RESULTS``) so that ``bench/results`` holds only measuring runs. A bench
passes if it exits 0, or 1 ("a target missed": machines differ, so this is no failure here) once it has
printed its report, and it printed and kept its figures.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"


@dataclass(frozen=True)
class Bench:
    """A bench script, its smallest options, and whether it exits 1 when a target is missed."""

    script: str
    args: tuple[str, ...] = ()
    judges: bool = True

    @property
    def name(self) -> str:
        return self.script.removesuffix(".py")


BENCHES = {
    bench.name: bench
    for bench in (
        Bench("bench_dd.py", ("--deals", "1", "--quick")),
        Bench("bench_editor.py", ("--rounds", "2")),
        Bench("bench_incident_format.py", ("--repeat", "1"), judges=False),
        Bench("bench_pbn_coverage.py", ("--dir", str(ROOT / "tests" / "data" / "pbn")), judges=False),
        Bench("bench_play_views.py", ("--rounds", "2")),
        Bench("bench_report.py", ("--rounds", "1", "--incidents", "2", "--examples", "2"), judges=False),
        Bench("bench_rulings.py", ("--repeat", "1")),
        Bench("bench_score_panel.py", ("--rounds", "2")),
        Bench("bench_scoring.py", ("--repeat", "1")),
        Bench("bench_story.py", ("--repeat", "1", "--rulings", "3"), judges=False),
        Bench("bench_wizard.py", ("--rounds", "1", "--warmup", "0")),
        Bench("bench_guide.py", ("--rounds", "1")),
        Bench("bench_wizard_keys.py", ("--limit", "3"), judges=False),
        Bench("bench_table_keys.py", judges=False),
        Bench("bench_pbn.py", ("--rounds", "1", "--size-mb", "0.05")),
        Bench("bench_lin.py", ("--rounds", "1", "--boards", "20")),
        Bench("bench_open.py", ("--size-mb", "0.1")),
        Bench("bench_incidents.py", ("--files", "60", "--rounds", "1")),
        Bench("bench_incidents_start.py", ("--files", "60", "--runs", "1", "--cold-runs", "1")),
        Bench("bench_incident_list.py", ("--files", "60", "--rounds", "1")),
        Bench("bench_folder_sync.py", ("--files", "240", "--runs", "1")),
        Bench("bench_startup.py", ("--runs", "1", "--bytecode", "cached")),
        Bench("bench_hand_off.py", ("--runs", "1")),
        Bench("crash_long.py", ("--kills", "5", "--race", "20")),
        Bench("stalled_save.py", ("--stall", "1", "--wait", "0.3")),
        Bench("bench_safe_read.py", ("--files", "20", "--rounds", "1", "--size-mb", "0.1"), judges=False),
    )
}


#: Benches whose anchor is endplay (the optional analysis extra).
ENDPLAY_ANCHORED = frozenset({"bench_dd", "bench_pbn", "bench_lin"})

Runs = dict[str, Future[subprocess.CompletedProcess[str]]]


def _run(bench: Bench, folder: Path) -> subprocess.CompletedProcess[str]:
    results, home = folder / "results", folder / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TDCOMPANION_BENCH_RESULTS": str(results),
           "TDCOMPANION_CONFIG_DIR": str(home / "config"), "TDCOMPANION_DATA_DIR": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "xdg-config"), "XDG_DATA_HOME": str(home / "xdg-data")}  # fmt: skip
    return subprocess.run([sys.executable, str(BENCH / bench.script), *bench.args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False)  # fmt: skip


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Runs]:
    """The benches this session selected, started at once, two at a time (the machine may have two cores)."""
    selected = [item.callspec.params["name"] for item in request.session.items
                if getattr(item, "module", None) is request.module and hasattr(item, "callspec")]  # fmt: skip
    with ThreadPoolExecutor(max_workers=2) as pool:
        yield {name: pool.submit(_run, BENCHES[name], tmp_path_factory.mktemp(name))
               for name in dict.fromkeys(selected)}  # fmt: skip


@pytest.mark.parametrize("name", list(BENCHES))
def test_bench_runs_and_keeps_its_figures(name: str, runs: Runs) -> None:
    bench = BENCHES[name]
    if name in ENDPLAY_ANCHORED:
        from tdcompanion.analysis import available

        if not available():
            pytest.skip("endplay, the anchor, is not installed (the analysis extra)")
    done = runs[name].result()
    out = done.stdout
    assert done.returncode in ((0, 1) if bench.judges else (0,)), f"exit {done.returncode}\n{out}\n{done.stderr}"
    assert "Traceback" not in done.stderr, done.stderr
    if done.returncode == 1:
        assert "OVER" in out, f"exit 1 without a target missed in its report:\n{out}\n{done.stderr}"
    assert "kept in " in out, out
    kept = Path(out.split("kept in ", 1)[1].split(";", 1)[0].split("\n", 1)[0])
    assert kept.name == f"{name}.jsonl" and BENCH / "results" not in kept.parents, kept
    lines = kept.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1, lines
    figures = json.loads(lines[0])["figures"]
    assert figures and all(isinstance(v, int | float) for v in figures.values()), figures
    for figure in figures:
        assert figure in out, f"{figure!r} kept but not printed"
