"""FileLock: one writer per file, by a lock of the operating system: released when its process ends,
however it ends, and never by time (issue 20: a lock expiring by age let a stalled save be overtaken)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tdcompanion.storage import processes
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.file_lock import FileLock, lock_path
from tdcompanion.storage.processes import ProcessLock, pid_alive

HOLD = """
import sys
from pathlib import Path
from tdcompanion.storage.file_lock import FileLock
with FileLock(Path(sys.argv[1])):
    print("locked", flush=True)
    sys.stdin.readline()
"""


def holder(target: Path) -> subprocess.Popen[str]:
    """Another process holding the lock of ``target`` until it reads a line (or is stopped, killed)."""
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(target)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True)  # fmt: skip
    assert process.stdout is not None
    assert process.stdout.readline() == "locked\n"
    return process


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_the_lock_file_is_hidden_next_to_the_file_and_gone_after(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    with FileLock(target) as lock:
        assert lock.locked
        assert lock_path(target) == tmp_path / ".a.json.lock"
        assert ProcessLock.held(lock_path(target)) is True
    assert os.listdir(tmp_path) == []


def test_a_second_writer_waits_then_gives_up_with_a_clear_message(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    with FileLock(target), pytest.raises(StoreError, match="another window or program is saving"):
        FileLock(target, timeout=0.1).acquire()
    with FileLock(target, timeout=0.1):  # free again
        pass


def test_a_lock_held_by_a_live_process_never_expires(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    process = holder(target)
    try:
        old = time.time() - 24 * 3600  # a day old by its file's times: no age makes it stale
        os.utime(lock_path(target), (old, old))
        with pytest.raises(StoreError):
            FileLock(target, timeout=0.2).acquire()
        process.send_signal(signal.SIGSTOP)  # stopped: still the owner
        with pytest.raises(StoreError):
            FileLock(target, timeout=0.2).acquire()
        process.send_signal(signal.SIGCONT)
    finally:
        assert process.stdin is not None
        process.stdin.write("\n")
        process.stdin.flush()
        process.wait(timeout=10)
    with FileLock(target, timeout=0.2):
        pass


def test_the_lock_of_a_killed_process_is_free_at_once(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    process = holder(target)
    process.kill()
    process.wait(timeout=10)
    assert lock_path(target).exists()  # left by the kill: a file, but nobody's lock
    assert ProcessLock.held(lock_path(target)) is False
    start = time.monotonic()
    with FileLock(target, timeout=5):
        pass
    assert time.monotonic() - start < 1
    assert os.listdir(tmp_path) == []


def test_a_waiter_that_locks_a_lock_file_just_removed_takes_the_new_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The unlink race: B opens the lock file; its owner A releases (removes it, then lets go); C makes a new
    # one and locks it; B's lock then succeeds on the removed file. B must see that and not believe it holds
    # the lock while C does.
    path = tmp_path / ".a.json.lock"
    a, b, c = ProcessLock(path), ProcessLock(path), ProcessLock(path)
    assert a.acquire()
    real = processes.try_lock
    calls = 0

    def interleaved(fd: int) -> bool:
        nonlocal calls
        calls += 1
        if calls == 1:  # B, holding the old file open, before it locks
            a.release()
            assert c.acquire()
        return real(fd)

    monkeypatch.setattr(processes, "try_lock", interleaved)
    assert not b.acquire(timeout=0.1)
    monkeypatch.setattr(processes, "try_lock", real)
    c.release()
    assert b.acquire()
    assert ProcessLock.held(path) is True
    b.release()


def test_pid_alive_tells_a_running_process_from_an_ended_one() -> None:
    assert pid_alive(os.getpid())
    assert not pid_alive(dead_pid())
    assert not pid_alive(0)
