"""scripts/smoke_bundle.py, the frozen app's smoke test, run against a stand-in bundle: two launchers
that run this checkout's ``python -m tdcompanion`` (the real bundle is built by scripts/build-bundle)."""

from __future__ import annotations

import importlib.util
import os
import stat
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-in launchers are shell scripts")


@pytest.fixture(scope="module")
def smoke_bundle() -> ModuleType:
    spec = importlib.util.spec_from_file_location("smoke_bundle", ROOT / "scripts" / "smoke_bundle.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["smoke_bundle"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def stand_in(folder: Path, *names: str, body: str | None = None) -> Path:
    folder.mkdir(exist_ok=True)
    for name in names:
        launcher = folder / name
        text = body or f'cd "{ROOT}" && exec "{sys.executable}" -m tdcompanion "$@"'
        launcher.write_text(f"#!/bin/sh\n{text}\n", encoding="utf-8")
        launcher.chmod(launcher.stat().st_mode | stat.S_IXUSR)
    return folder


def test_the_smoke_test_passes_on_a_working_program(smoke_bundle: ModuleType, tmp_path: Path) -> None:
    """Started with a PBN file and TDCOMPANION_EXIT_WHEN_SHOWN, the program reads it and quits with status 0
    (it aborted before: 'QThread: Destroyed while thread is still running', the file's check not ended)."""
    steps = smoke_bundle.smoke(stand_in(tmp_path / "bundle", "tdcompanion", "tdcompanion-cli"))
    assert [(s.name, s.ok, s.details if not s.ok else "") for s in steps] == [
        ("the window reads eyc1998-vienna.pbn and quits", True, ""),
        ("rule law54-opening-lead-out-of-turn.json", True, ""),
        ("rule law54-opening-lead-out-of-turn.json in Greek", True, ""),
        ("pbn eyc1998-vienna.pbn", True, ""),
    ]


def test_the_window_step_fails_on_a_file_the_program_refuses(smoke_bundle: ModuleType, tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text("[Board \"1\"]\n[Deal \"N:not a deal\"]\n", encoding="utf-8")
    gui = stand_in(tmp_path / "bundle", "tdcompanion") / "tdcompanion"
    (tmp_path / "home").mkdir()
    step = smoke_bundle.run("window", [str(gui), str(bad)], smoke_bundle.environment(tmp_path / "home"))
    assert not step.ok
    assert "exit status 1" in step.details
    assert "a dialog waits for an answer" in step.details
    assert str(bad) in step.details


def test_the_smoke_test_names_what_is_missing_or_wrong(smoke_bundle: ModuleType, tmp_path: Path) -> None:
    steps = smoke_bundle.smoke(stand_in(tmp_path / "half", "tdcompanion"))
    assert [(s.name, s.ok) for s in steps] == [("tdcompanion-cli is in the bundle", False)]
    steps = smoke_bundle.smoke(stand_in(tmp_path / "mute", "tdcompanion", "tdcompanion-cli", body="exit 0"))
    assert [s.ok for s in steps] == [True, False, False, False]  # the window's step is by exit status alone
    assert "'Law 54' not in its output" in steps[1].details


def test_the_program_runs_with_its_folders_in_the_throw_away_home(smoke_bundle: ModuleType, tmp_path: Path) -> None:
    env = smoke_bundle.environment(tmp_path)
    assert env["QT_QPA_PLATFORM"] == "offscreen" and env["TDCOMPANION_EXIT_WHEN_SHOWN"] == "1"
    for name in ("CONFIG", "DATA", "CACHE", "LOG"):
        assert Path(env[f"TDCOMPANION_{name}_DIR"]).parent == tmp_path
        assert os.path.isdir(env[f"TDCOMPANION_{name}_DIR"])
