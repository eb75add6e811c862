"""The GUI's log: a run leaves its start and its end, with the version, in the log file; with
``--verbose`` on the standard error too. Started as the Director starts it, in a fresh interpreter."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tdcompanion import __version__
from tdcompanion.app.bootstrap import EXIT_WHEN_SHOWN_ENV
from tdcompanion.storage.logs import LOG_DIR_ENV, LOG_NAME

REPO_ROOT = Path(__file__).resolve().parents[2]


def start(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", EXIT_WHEN_SHOWN_ENV: "1", LOG_DIR_ENV: str(tmp_path / "log")}
    proc = subprocess.run([sys.executable, "-m", "tdcompanion", *argv], cwd=REPO_ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    return proc


@pytest.mark.parametrize("verbose", [False, True], ids=["quiet", "verbose"])
def test_a_run_logs_its_start_and_end_with_the_version(tmp_path: Path, verbose: bool) -> None:
    proc = start(tmp_path, *(["--verbose"] if verbose else []), "--language", "en")
    text = (tmp_path / "log" / LOG_NAME).read_text(encoding="utf-8")
    lines = [line.split(" ", 2)[2] for line in text.splitlines()]  # without the date and time
    assert lines[0].startswith(f"INFO tdcompanion.app.bootstrap [MainThread] TD Companion {__version__}, Python ")
    assert lines[0].endswith(": started")
    assert lines[-1] == "INFO tdcompanion.app.bootstrap [MainThread] stopped (exit code 0)"
    assert ("stopped (exit code 0)" in proc.stderr) is verbose
