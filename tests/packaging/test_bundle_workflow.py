""".github/workflows/bundle.yml (read as text: PyYAML is not a dependency): a Windows and a Linux job, each
building and smoke-testing the frozen app headless and keeping what it built; every file of the repository
it names exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "bundle.yml"


def jobs() -> dict[str, str]:
    """Each job's text, by its name (the keys indented two spaces under ``jobs:``)."""
    text = WORKFLOW.read_text(encoding="utf-8")
    body = text.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([\w-]+):\n", body, flags=re.M)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def named_paths(text: str) -> set[str]:
    """The repository's files and folders the text names (not what the build makes in dist/)."""
    pattern = r"(?<![\w/.-])((?:scripts|packaging|resources|tests|examples|\.github)/[\w./*-]+|tdcompanion\.spec|pyproject\.toml|setup\.py)"  # noqa: E501
    return {match.rstrip(".") for match in re.findall(pattern, text.replace("\\", "/"))}


def test_the_text_is_read() -> None:
    assert set(jobs()) == {"windows", "linux"}
    assert "scripts/smoke_bundle.py" in named_paths(WORKFLOW.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", sorted(named_paths(WORKFLOW.read_text(encoding="utf-8"))))
def test_every_file_named_exists(path: str) -> None:
    if "*" in path:
        assert list(ROOT.glob(path.replace("**", "*"))), path
    else:
        assert (ROOT / path).exists(), path


def test_the_windows_job_builds_smoke_tests_and_keeps_the_installer() -> None:
    job = jobs()["windows"]
    assert "runs-on: windows-latest" in job
    assert "QT_QPA_PLATFORM: offscreen" in job
    steps = [
        'pip install ".[bundle]"',
        "pyinstaller --noconfirm tdcompanion.spec",
        "python scripts/smoke_bundle.py dist/tdcompanion",
        "shell: pwsh",  # the installer's own steps: bash would mangle "/DAppVersion=..." into a path
        '& $iscc "/DAppVersion=',
        "/VERYSILENT",  # the installer installs, and the installed app passes the same smoke test
        "actions/upload-artifact",
        "path: dist/tdcompanion-*-setup.exe",
    ]
    positions = [job.find(step) for step in steps]
    assert -1 not in positions, [s for s, p in zip(steps, positions, strict=True) if p == -1]
    assert positions == sorted(positions)  # in that order


def test_the_linux_job_builds_smoke_tests_and_keeps_the_bundle() -> None:
    job = jobs()["linux"]
    assert "runs-on: ubuntu-latest" in job
    assert "QT_QPA_PLATFORM: offscreen" in job
    assert "bash scripts/build-bundle" in job  # builds, then runs scripts/smoke_bundle.py
    assert "scripts/smoke_bundle.py dist/tdcompanion" in (ROOT / "scripts" / "build-bundle").read_text()
    assert job.index("build-bundle") < job.index("actions/upload-artifact")


def test_no_plain_value_holds_a_colon_and_space() -> None:
    """YAML ends a plain (unquoted) value at ': ' and refuses the line (a step's name said 'root's: the ...');
    block scalars (``run: |``) are left out."""
    bad = []
    block_indent: int | None = None
    for number, line in enumerate(WORKFLOW.read_text(encoding="utf-8").splitlines(), 1):
        indent = len(line) - len(line.lstrip())
        if block_indent is not None and (not line.strip() or indent > block_indent):
            continue
        block_indent = None
        match = re.match(r"\s*(?:- )?[\w-]+: (.+)$", line)
        if match is None or match.group(1)[0] in "\"'[{#":
            continue
        value = match.group(1).split(" #", 1)[0]
        if value in ("|", ">"):
            block_indent = indent
        elif ": " in value or value.endswith(":"):
            bad.append(f"{number}: {line.strip()}")
    assert bad == []
