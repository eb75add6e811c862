"""Hostile files for the tests of issue 20: a FIFO, a link to ``/dev/zero``, a sparse file over a limit,
and :func:`within`, which runs a call in a thread and fails (instead of hanging) if it does not return
in time."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

T = TypeVar("T")

#: How long a refusal may take at most (the issue's bound for a hang).
STALL_S = 2.0

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                reason="FIFOs and /dev/zero are POSIX")  # fmt: skip


def fifo(path: Path) -> Path:
    """A named pipe at ``path``: opening it to read waits for a writer; reading it, for data."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def zero_link(path: Path) -> Path:
    """A link at ``path`` to ``/dev/zero``: endless zeros."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to("/dev/zero")
    return path


def sparse(path: Path, size: int, head: bytes = b"") -> Path:
    """A file of ``size`` bytes that takes no room on disk: ``head``, then zeros (``truncate``)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as out:
        out.write(head)
        out.truncate(size)
    return path


def release(paths: tuple[Path, ...]) -> None:
    """Let a reader stuck on a FIFO go: open it to write and close it (end of file)."""
    for path in paths:
        with contextlib.suppress(OSError):
            os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))


def within(call: Callable[[], T], seconds: float = STALL_S, *, fifos: tuple[Path, ...] = ()) -> T:
    """``call()``'s result (or its exception), failing the test if it takes over ``seconds``.

    The call runs in a thread; one stuck on one of ``fifos`` is let go before the test fails, so that
    the thread ends.
    """
    outcome: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed back to the test below
            errors.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        release(fifos)
        thread.join(seconds)
        pytest.fail(f"still running after {seconds} s (a hang)")
    if errors:
        raise errors[0]
    return outcome[0]


def peak_memory_mb() -> float:
    """This process's peak resident memory so far, in MB (``ru_maxrss``)."""
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024
