"""One writer at a time per incident file, across program instances: a lock file created with
``O_CREAT | O_EXCL`` next to it (:class:`FileLock`). A lock whose process is gone, or older than
:data:`STALE_AFTER` seconds, is stale and taken over: a crash never blocks a file for good."""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import time
from pathlib import Path
from types import TracebackType
from typing import Final

from tdcompanion.storage.atomic import rename
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.processes import HOST, pid_alive

#: Seconds after which any lock is stale (the work it guards takes milliseconds).
STALE_AFTER: Final = 30.0
#: Seconds after which a lock that does not say whose it is (its owner died between creating and
#: filling it) is stale.
STALE_EMPTY_AFTER: Final = 2.0
LOCK_SUFFIX: Final = ".lock"


def lock_path(target: Path) -> Path:
    """The hidden lock file of ``target``: ``.name.lock`` in the same folder."""
    return target.with_name(f".{target.name}{LOCK_SUFFIX}")


class FileLock:
    """Held while one instance checks and writes ``target``; a context manager.

    Waits up to ``timeout`` seconds for another instance to finish, then raises :class:`StoreError`.
    """

    def __init__(self, target: Path, *, timeout: float = 10.0) -> None:
        self.target = target
        self.path = lock_path(target)
        self.timeout = timeout
        self._token = secrets.token_hex(8)
        self._content = json.dumps({"pid": os.getpid(), "host": HOST, "token": self._token}).encode()

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(self, tp: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.release()

    def acquire(self) -> None:
        deadline = time.monotonic() + self.timeout
        delay = 0.002
        while True:
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            except FileExistsError:
                if self._break_if_stale():
                    continue
                if time.monotonic() > deadline:
                    raise StoreError(self.target, "another window or program is saving this file "
                                                  f"(lock file {self.path.name}); try again") from None  # fmt: skip
                time.sleep(delay)
                delay = min(delay * 2, 0.05)
                continue
            except OSError as exc:
                raise StoreError(self.target, f"cannot lock the file: {exc.strerror}") from None
            try:
                os.write(fd, self._content)
            finally:
                os.close(fd)
            return

    def release(self) -> None:
        """Remove the lock file if it is still this one (a lock taken over as stale is not)."""
        try:
            if self.path.read_bytes() == self._content:
                os.unlink(self.path)
        except OSError:
            pass

    def _break_if_stale(self) -> bool:
        """Remove the lock file if it is stale; True if it was removed."""
        try:
            seen = os.stat(self.path)
            content = self.path.read_bytes()
        except OSError:
            return False
        if not _stale(content, time.time() - seen.st_mtime):
            return False
        # Move it aside first and check that it is still the stale one: another instance may have
        # broken the same stale lock and taken a fresh one in between.
        grave = self.path.with_name(f"{self.path.name}.stale-{secrets.token_hex(4)}")
        try:
            rename(self.path, grave)
        except OSError:
            return False
        try:
            now = os.stat(grave)
            same = grave.read_bytes() == content and (now.st_ino, now.st_mtime_ns) == (seen.st_ino, seen.st_mtime_ns)
            if not same:
                with contextlib.suppress(OSError):
                    os.link(grave, self.path)  # put the live lock back if nobody took the name
        finally:
            with contextlib.suppress(OSError):
                os.unlink(grave)
        return same


def _stale(content: bytes, age: float) -> bool:
    if age > STALE_AFTER:
        return True
    try:
        owner = json.loads(content)
        pid, host = owner["pid"], owner["host"]
    except (ValueError, TypeError, KeyError):
        return age > STALE_EMPTY_AFTER
    if not isinstance(pid, int) or host != HOST:
        return False  # another computer's process: only its age tells
    return not pid_alive(pid)
