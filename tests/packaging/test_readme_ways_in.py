"""The README's three ways in (issue 21): the installer, pipx/pip, the developers' two commands. What each
one names exists: the scripts, the entry points, the spec, the Inno Setup script, the desktop files."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The text under a ``###`` heading, up to the next heading of that level or above."""
    match = re.search(rf"^### {re.escape(title)}\n(.*?)(?=^##)", README, re.M | re.S)
    assert match is not None, f"no section {title!r}"
    return match.group(1)


def commands(text: str) -> list[str]:
    """The lines of the ``sh`` blocks, without their comments."""
    blocks = re.findall(r"```sh\n(.*?)```", text, re.S)
    return [line.split("  #")[0].strip() for block in blocks for line in block.splitlines() if line.strip()]


def entry_points() -> dict[str, str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {**project["scripts"], **project["gui-scripts"]}


WAYS = [
    "1. On Windows: the installer, for Directors",
    "2. With Python: pipx or pip, for anyone with Python 3.11 or newer",
    "3. For developers: two commands",
]


def test_the_three_ways_in_come_in_order() -> None:
    positions = [README.find(f"### {title}\n") for title in WAYS]
    assert -1 not in positions and positions == sorted(positions)


@pytest.mark.parametrize("path", sorted({p.rstrip(".,:)`") for p in re.findall(
    r"(?:scripts|packaging|resources|examples|\.github/workflows)[/\\][\w./\\-]+|tdcompanion\.spec", README)}))
def test_every_file_the_readme_names_exists(path: str) -> None:
    assert (ROOT / path.replace("\\", "/")).exists(), path


def test_the_installer_way_builds_from_the_files_there_are() -> None:
    lines = commands(section(WAYS[0]))
    assert 'python -m pip install ".[bundle]"' in lines
    assert "bundle" in tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"]  # fmt: skip
    assert "pyinstaller --noconfirm tdcompanion.spec" in lines
    assert "python scripts/smoke_bundle.py" in lines
    (iscc,) = [line for line in lines if line.startswith("iscc ")]
    assert iscc.endswith("packaging\\windows\\tdcompanion.iss")
    text = section(WAYS[0])
    for claim in ("no administrator password", "Start menu", "`.pbn` and `.lin`", "tdcompanion-cli.exe"):
        assert claim in text


def test_the_pip_way_names_the_launchers_pyproject_makes() -> None:
    lines = commands(section(WAYS[1]))
    assert "pipx install ." in lines
    launchers = {line.split()[0] for line in lines if line.startswith("tdcompanion")}
    assert launchers == {"tdcompanion", "tdcompanion-gui"}
    assert launchers <= set(entry_points())
    assert entry_points()["tdcompanion-gui"] == "tdcompanion.cli:gui_main"


def test_the_developers_way_runs_the_two_scripts() -> None:
    lines = commands(section(WAYS[2]))
    assert lines == ["bash scripts/run-app", "bash scripts/run-tests"]
    for line in lines:
        assert (ROOT / line.split()[1]).is_file()
