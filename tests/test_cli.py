"""The ``tdcompanion`` command line: version, help listing every sub-command, and no Qt for either."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tdcompanion
from tdcompanion import cli, commands
from tdcompanion.cli import build_parser

REPO_ROOT = Path(tdcompanion.__file__).resolve().parent.parent


def subcommand_names() -> list[str]:
    """Names of the sub-commands registered on the parser (``gui`` plus ``commands.COMMANDS``)."""
    actions = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return sorted(name for action in actions for name in action.choices)


def run(*argv: str) -> subprocess.CompletedProcess[str]:
    """``python -m tdcompanion ARGS`` from the checkout, with no display."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, *argv], cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=60, check=False
    )


def installed_script() -> str | None:
    """The ``tdcompanion`` console script of the running environment, if installed."""
    beside = Path(sys.executable).with_name("tdcompanion")
    return str(beside) if beside.is_file() else shutil.which("tdcompanion")


def test_module_prints_version() -> None:
    proc = run("-m", "tdcompanion", "--version")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"tdcompanion {tdcompanion.__version__}"


def test_installed_script_prints_version() -> None:
    script = installed_script()
    if script is None:
        pytest.skip("tdcompanion is not installed in this environment (pip install -e .)")
    proc = subprocess.run([script, "--version"], capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"tdcompanion {tdcompanion.__version__}"


def test_registry_has_gui() -> None:
    assert "gui" in subcommand_names()


@pytest.mark.parametrize("name", subcommand_names())
def test_help_lists_subcommand(name: str) -> None:
    proc = run("-m", "tdcompanion", "--help")
    assert proc.returncode == 0, proc.stderr
    listed = {line.split()[0] for line in proc.stdout.splitlines() if line.startswith("    ") and line.split()}
    assert name in listed, f"'{name}' missing from --help:\n{proc.stdout}"


@pytest.mark.parametrize("name", subcommand_names())
def test_subcommand_help_runs(name: str) -> None:
    proc = run("-m", "tdcompanion", name, "--help")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"usage: tdcompanion {name}")


@pytest.mark.parametrize(
    "argv",
    [["--version"], ["--help"], *([name, "--help"] for name in subcommand_names())],
    ids=" ".join,
)
def test_cli_without_gui_never_imports_qt(argv: list[str]) -> None:
    proc = run("-X", "importtime", "-m", "tdcompanion", *argv)
    assert proc.returncode == 0, proc.stderr
    imported = [line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")]
    assert "tdcompanion.cli" in imported  # the import log was captured at all
    qt = [name for name in imported if name.split(".")[0] in ("PySide6", "shiboken6")]
    assert qt == [], f"tdcompanion {' '.join(argv)} imported {qt}"


@pytest.mark.parametrize(
    ("argv", "language", "files"),
    [
        ([], None, []),
        (["--language", "el"], "el", []),
        (["--language=en", "deal.pbn"], "en", ["deal.pbn"]),
        (["--language", "el", "pbn"], "el", ["pbn"]),  # after the option, a file that happens to be called pbn
        (["--lang", "el"], "el", []),  # abbreviated: argparse reads it
        (["deal.pbn", "other.lin"], None, ["deal.pbn", "other.lin"]),
        (["deal.pbn", "--language", "el"], "el", ["deal.pbn"]),
        (["gui", "--language", "en", "deal.pbn"], "en", ["deal.pbn"]),
    ],
)
def test_gui_is_the_default_command(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], language: str | None, files: list[str]
) -> None:
    seen: list[argparse.Namespace] = []
    monkeypatch.setattr(cli, "_run_gui", lambda args: seen.append(args) or 0)
    assert cli.main(argv) == 0
    assert [(a.language, a.files) for a in seen] == [(language, files)]


@pytest.mark.parametrize(
    "argv", [["--language", "fr"], ["--language"], ["--language="], ["-x"], ["a.pbn", "--language", "el", "b.pbn"]]
)
def test_bad_gui_arguments_are_refused_by_argparse(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    monkeypatch.setattr(cli, "_run_gui", lambda args: pytest.fail(f"GUI started with {args}"))
    with pytest.raises(SystemExit) as exc:
        cli.main(argv)
    assert exc.value.code == 2
    assert "usage: tdcompanion" in capsys.readouterr().err


TOKENS = ["--language", "--language=el", "--language=fr", "el", "en", "fr", "a.pbn", "b.lin", "pbn", "gui", "-", "--"]


@given(st.lists(st.sampled_from(TOKENS), max_size=5))
def test_quick_gui_arguments_agree_with_argparse(argv: list[str]) -> None:
    """The argparse-free reading of the GUI's arguments, when it answers, answers as argparse does."""
    import argparse

    quick = cli._plain_gui_arguments(argv)
    if quick is None:
        return
    parser = argparse.ArgumentParser(prog="tdcompanion", exit_on_error=False)
    cli._gui_options(parser)
    full = parser.parse_args(argv)
    assert (quick.language, quick.files) == (full.language, full.files)


def test_every_registered_command_is_on_the_parser() -> None:
    assert set(subcommand_names()) == {"gui", *commands.COMMANDS}


def test_the_gui_path_imports_no_command_module() -> None:
    """Start-up time: going to the GUI must not import the headless commands (and the PBN parser)."""
    probe = (
        "import sys; from tdcompanion import cli; cli._run_gui = lambda args: 0; "
        "cli.main(['--language', 'el']); "
        "print(sorted(m for m in sys.modules if m.startswith(('tdcompanion.commands.', 'tdcompanion.core.pbn'))))"
    )
    result = run("-c", probe)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
