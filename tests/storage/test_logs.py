"""The log (tdcompanion.storage.logs): where it is, what reaches the file and when, its rotation, and a
folder that cannot be written (the records go to the standard error, said once)."""

from __future__ import annotations

import logging
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tdcompanion import __version__
from tdcompanion.storage import logs
from tdcompanion.storage.logs import LOG_DIR_ENV, LOG_NAME, log_dir, log_files, start_logging, stop_logging

log = logging.getLogger("tdcompanion.storage.test")


@pytest.fixture(autouse=True)
def stopped() -> Iterator[None]:
    yield
    stop_logging()


def test_the_folder_is_the_override_else_platformdirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "here"))
    assert log_dir() == tmp_path / "here"
    monkeypatch.delenv(LOG_DIR_ENV)
    import platformdirs

    assert log_dir() == Path(platformdirs.user_log_dir("tdcompanion", appauthor=False))


def test_a_warning_is_in_the_file_at_once_with_what_came_before(tmp_path: Path) -> None:
    handler = start_logging(folder=tmp_path)
    log.info("started %s", __version__)
    assert not handler.is_open and not (tmp_path / LOG_NAME).exists()  # nothing written yet: start-up is cheap
    log.debug("not kept without --verbose")
    log.warning("cannot open %s: %s", "x.pbn", "line 3: no deal")
    text = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert f"INFO tdcompanion.storage.test [MainThread] started {__version__}" in text
    assert "WARNING tdcompanion.storage.test [MainThread] cannot open x.pbn: line 3: no deal" in text
    assert "not kept" not in text
    assert text.index("started") < text.index("cannot open")
    assert handler.path == tmp_path / LOG_NAME


def test_what_is_kept_reaches_the_file_when_opened_or_at_the_end(tmp_path: Path) -> None:
    handler = start_logging(folder=tmp_path / "a")
    log.info("one")
    handler.open_now()
    assert "one" in (tmp_path / "a" / LOG_NAME).read_text(encoding="utf-8")
    start_logging(folder=tmp_path / "b")
    log.info("two")
    stop_logging()  # as logging does at exit
    assert "two" in (tmp_path / "b" / LOG_NAME).read_text(encoding="utf-8")
    assert "two" not in (tmp_path / "a" / LOG_NAME).read_text(encoding="utf-8")


def test_an_exception_is_logged_with_its_traceback(tmp_path: Path) -> None:
    start_logging(folder=tmp_path)
    choices: dict[str, str] = {}
    try:
        choices["assessment"]
    except KeyError:
        log.exception("the command failed")
    text = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert "ERROR tdcompanion.storage.test [MainThread] the command failed" in text
    assert "Traceback (most recent call last)" in text and "KeyError: 'assessment'" in text


def test_the_file_is_rotated_and_five_older_ones_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    start_logging(folder=tmp_path)
    for n in range(400):
        log.warning("line %d %s", n, "x" * 40)
    files = log_files(tmp_path)
    assert [p.name for p in files] == [f"{LOG_NAME}.{n}" for n in (5, 4, 3, 2, 1)] + [LOG_NAME]
    assert all(p.stat().st_size <= 2_000 for p in files)
    assert "line 399 " in files[-1].read_text(encoding="utf-8")


def test_a_rotation_that_cannot_move_the_file_loses_no_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 500)
    (tmp_path / f"{LOG_NAME}.5").mkdir()  # cannot be removed (as a file another instance holds, on Windows)
    start_logging(folder=tmp_path)
    for n in range(40):
        log.warning("line %d", n)
    text = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert all(f"line {n}\n" in text for n in range(40))


def test_rotating_needs_no_logging_handlers(tmp_path: Path) -> None:
    """logging.handlers loads socket, pickle and queue: 10-20 ms the program's start and exit do without."""
    import subprocess

    code = ("import sys, logging; from pathlib import Path; from tdcompanion.storage import logs; "
            f"h = logs.start_logging(folder=Path({str(tmp_path)!r})); logging.getLogger('tdcompanion.x').warning('w'); "
            "logs.stop_logging(); print('logging.handlers' in sys.modules)")  # fmt: skip
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.strip() == "False"
    assert "WARNING tdcompanion.x" in (tmp_path / LOG_NAME).read_text(encoding="utf-8")


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0, reason="a read-only folder needs POSIX, not root")
def test_a_folder_that_cannot_be_written_sends_the_log_to_stderr_and_says_so_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        handler = start_logging(folder=folder / "log")
        log.warning("first")
        log.warning("second")
    finally:
        folder.chmod(stat.S_IRWXU)
    err = capsys.readouterr().err
    assert handler.fallback and handler.path is None
    assert err.count("cannot write the log in") == 1 and "standard error instead" in err
    assert "first" in err and "second" in err


def test_a_log_folder_that_is_a_file_does_not_stop_the_program(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "log").write_text("not a folder")
    handler = start_logging(folder=tmp_path / "log")
    log.error("still told")
    assert handler.fallback
    err = capsys.readouterr().err
    assert "cannot write the log in" in err and "still told" in err


def test_verbose_shows_every_record_on_stderr_and_the_file_keeps_info_and_above(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    start_logging(verbose=True, folder=tmp_path)
    log.debug("details")
    log.info("opened x.pbn")
    stop_logging()
    err = capsys.readouterr().err
    assert "DEBUG tdcompanion.storage.test [MainThread] details" in err and "opened x.pbn" in err
    text = (tmp_path / LOG_NAME).read_text(encoding="utf-8")
    assert "opened x.pbn" in text and "details" not in text


def test_without_verbose_nothing_goes_to_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start_logging(folder=tmp_path)
    log.warning("in the file only")
    assert capsys.readouterr().err == ""


def test_starting_again_replaces_the_handlers(tmp_path: Path) -> None:
    start_logging(verbose=True, folder=tmp_path)
    start_logging(folder=tmp_path)
    mine = [h for h in logging.getLogger("tdcompanion").handlers if type(h).__module__ == logs.__name__]
    assert len(mine) == 1


def test_a_hard_crash_leaves_the_python_stacks_in_the_faults_file(tmp_path: Path) -> None:
    """A crash Python cannot catch (a segmentation fault in Qt, an abort on a fatal Qt message): the
    stacks of every thread are in ``tdcompanion-faults.log`` beside the log (the GUI asks for it)."""
    import subprocess

    code = ("import faulthandler, logging; from pathlib import Path; from tdcompanion.storage import logs; "
            f"h = logs.start_logging(folder=Path({str(tmp_path)!r}), faults=True); h.open_now(); "
            "faulthandler._sigsegv()")  # fmt: skip
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode != 0
    text = (tmp_path / logs.FAULTS_NAME).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text and 'File "<string>", line 1 in <module>' in text
    assert logs.FAULTS_NAME in [p.name for p in log_files(tmp_path)]


def test_the_faults_file_is_not_asked_for_by_default(tmp_path: Path) -> None:
    handler = start_logging(folder=tmp_path)
    handler.open_now()
    assert not (tmp_path / logs.FAULTS_NAME).exists()
