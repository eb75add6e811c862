"""FileLock: one writer per file; a lock left by a crash never blocks the file for long."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tdcompanion.storage import file_lock
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.file_lock import FileLock, lock_path
from tdcompanion.storage.processes import HOST, pid_alive


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_the_lock_file_is_hidden_next_to_the_file_and_gone_after(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    with FileLock(target):
        assert lock_path(target) == tmp_path / ".a.json.lock"
        assert json.loads(lock_path(target).read_text())["pid"] == os.getpid()
    assert os.listdir(tmp_path) == []


def test_a_second_writer_waits_then_gives_up_with_a_clear_message(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    with FileLock(target), pytest.raises(StoreError, match="another window or program is saving"):
        FileLock(target, timeout=0.1).acquire()
    with FileLock(target, timeout=0.1):  # free again
        pass


def test_a_lock_whose_process_is_gone_is_taken_over_at_once(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    lock_path(target).write_text(json.dumps({"pid": dead_pid(), "host": HOST, "token": "x"}))
    start = time.monotonic()
    with FileLock(target, timeout=5):
        assert json.loads(lock_path(target).read_text())["pid"] == os.getpid()
    assert time.monotonic() - start < 1
    assert os.listdir(tmp_path) == []


def test_a_lock_of_a_live_process_is_stale_after_thirty_seconds(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    lock = lock_path(target)
    lock.write_text(json.dumps({"pid": os.getpid(), "host": HOST, "token": "x"}))
    with pytest.raises(StoreError):
        FileLock(target, timeout=0.1).acquire()
    old = time.time() - file_lock.STALE_AFTER - 1
    os.utime(lock, (old, old))
    with FileLock(target, timeout=0.1):
        pass


def test_a_lock_of_another_computer_is_judged_by_its_age_only(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    lock = lock_path(target)
    lock.write_text(json.dumps({"pid": dead_pid(), "host": HOST + "-elsewhere", "token": "x"}))
    with pytest.raises(StoreError):
        FileLock(target, timeout=0.1).acquire()


def test_an_empty_lock_is_stale_after_two_seconds(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    lock = lock_path(target)
    lock.write_bytes(b"")  # its owner was killed between creating and filling it
    with pytest.raises(StoreError):
        FileLock(target, timeout=0.1).acquire()
    old = time.time() - file_lock.STALE_EMPTY_AFTER - 1
    os.utime(lock, (old, old))
    with FileLock(target, timeout=0.1):
        pass


def test_release_leaves_a_lock_that_is_not_its_own(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    mine = FileLock(target)
    mine.acquire()
    lock_path(target).write_text("taken over by someone else")
    mine.release()
    assert lock_path(target).read_text() == "taken over by someone else"


def test_pid_alive_tells_a_running_process_from_an_ended_one() -> None:
    assert pid_alive(os.getpid())
    assert not pid_alive(dead_pid())
    assert not pid_alive(0)
