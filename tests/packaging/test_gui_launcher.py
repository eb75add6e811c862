"""The launcher with no console (``tdcompanion-gui``, pythonw on Windows; the frozen ``tdcompanion``):
its standard streams are ``None`` there, and a sub-command given to it must not fail on them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INCIDENT = "examples/law54-opening-lead-out-of-turn.json"


def run_without_streams(function: str) -> subprocess.CompletedProcess[str]:
    """``tdcompanion rule INCIDENT`` through ``function`` of tdcompanion.cli, as pythonw starts it: no streams."""
    code = (
        "import sys; sys.stdout = None; sys.stderr = None\n"
        f"from tdcompanion.cli import {function}\n"
        f"raise SystemExit({function}(['rule', {INCIDENT!r}]))"
    )
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          check=False)  # fmt: skip


def test_gui_main_runs_a_sub_command_with_no_streams() -> None:
    assert run_without_streams("gui_main").returncode == 0


def test_main_alone_fails_there() -> None:
    """Why gui_main is needed: main writes to a stream that is not there."""
    assert run_without_streams("main").returncode != 0


def test_gui_main_leaves_real_streams_alone(capsys: pytest.CaptureFixture[str]) -> None:
    from tdcompanion.cli import gui_main

    assert gui_main(["rule", str(ROOT / INCIDENT)]) == 0
    assert "Law 54" in capsys.readouterr().out
