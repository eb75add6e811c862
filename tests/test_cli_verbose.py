"""``--verbose``: the command line's records on the standard error (DEBUG and up), before or after the
sub-command, and for the GUI; without it, nothing of the log on the standard error."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from tdcompanion import __version__, cli
from tdcompanion.storage import logs


@pytest.mark.parametrize("argv", [["--verbose", "incidents", "list"], ["incidents", "list", "-v"]], ids=" ".join)
def test_verbose_logs_on_stderr(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert cli.main(argv) == 0
    err = capsys.readouterr().err
    assert f"DEBUG tdcompanion.cli [MainThread] TD Companion {__version__}" in err
    assert "incidents list" in err


def test_without_verbose_stderr_has_no_log(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["incidents", "list"]) == 0
    assert "tdcompanion.cli" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "verbose"),
    [([], False), (["deal.pbn"], False), (["--verbose"], True), (["-v", "deal.pbn"], True),
     (["--verbose", "gui"], True), (["gui", "--verbose"], True), (["gui"], False)],
)
def test_the_gui_is_told(monkeypatch: pytest.MonkeyPatch, argv: list[str], verbose: bool) -> None:
    seen: list[argparse.Namespace] = []
    monkeypatch.setattr(cli, "_run_gui", lambda args: seen.append(args) or 0)
    assert cli.main(argv) == 0
    assert [getattr(a, "verbose", False) for a in seen] == [verbose]


def test_a_failure_of_ours_is_logged_and_said_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A bug in a command (not a refusal of its input) exits 70 (EX_SOFTWARE) with one line naming the
    log, and the traceback goes to the log, not the terminal (issue 20)."""
    from tdcompanion.commands import incidents_command

    def broken(_args: argparse.Namespace) -> int:
        raise KeyError("assessment")

    monkeypatch.setenv("TDCOMPANION_LOG_DIR", str(tmp_path))
    monkeypatch.setattr(incidents_command, "run_list", broken)
    assert cli.main(["incidents", "list"]) == 70
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "internal error" in err and "KeyError" in err and str(tmp_path) in err
    logs.stop_logging()
    logged = (tmp_path / "tdcompanion.log").read_text(encoding="utf-8")
    assert "Traceback" in logged and "KeyError: 'assessment'" in logged
