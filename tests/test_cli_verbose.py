"""``--verbose``: the command line's records on the standard error (DEBUG and up), before or after the
sub-command, and for the GUI; without it, nothing of the log on the standard error."""

from __future__ import annotations

import argparse

import pytest

from tdcompanion import __version__, cli


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
