"""A settings file that is a FIFO or a link to ``/dev/zero`` (issue 20, "Special files"): Qt would open and
read it with the interpreter held, so start-up would hang for ever. It is not used: the settings last the
session, and the file is left as it is."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tdcompanion.app.settings import Settings
from tests.hostile_files import fifo, posix_only, sparse, zero_link

ROOT = Path(__file__).resolve().parents[2]


@posix_only
@pytest.mark.parametrize("make", [fifo, zero_link], ids=["fifo", "dev-zero"])
def test_a_special_settings_file_does_not_hang_start_up(tmp_path: Path, make: object) -> None:
    path = tmp_path / "tdcompanion.ini"
    make(path)  # type: ignore[operator]
    # Only read, never written: before this was fixed, Qt wrote the settings through the link, and as root
    # replaced /dev/zero with a file of 17 bytes.
    script = ("import sys; from pathlib import Path; from tdcompanion.app.settings import Settings; "
              "s = Settings(Path(sys.argv[1])); print(s.language, s.refused)")  # fmt: skip
    # In a process of its own: a hang in Qt holds the interpreter, so a thread here could not be timed.
    done = subprocess.run([sys.executable, "-c", script, str(path)], cwd=ROOT, capture_output=True, text=True,
                          timeout=20, check=True)  # fmt: skip
    what = "a named pipe (FIFO)" if make is fifo else "a character device"
    assert done.stdout == f"None {path}: it is {what}, not a regular file\n"
    settings = Settings(path)
    settings.language = "el"  # kept for the session
    settings.sync()
    assert settings.language == "el"
    assert path.is_fifo() if make is fifo else path.is_symlink()  # left as it is
    assert Path("/dev/zero").is_char_device()


def test_a_huge_settings_file_is_not_read(tmp_path: Path) -> None:
    path = sparse(tmp_path / "tdcompanion.ini", 1024**3, b"[ui]\nlanguage=el\n")
    settings = Settings(path)
    assert settings.language is None
    assert settings.refused == f"{path}: too large: 1,073,741,824 bytes, over the limit of 1 MB"


def test_a_regular_settings_file_is_used(tmp_path: Path) -> None:
    path = tmp_path / "tdcompanion.ini"
    Settings(path).language = "el"
    settings = Settings(path)
    assert (settings.language, settings.refused) == ("el", None)
