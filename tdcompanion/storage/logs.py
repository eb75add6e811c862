"""The program's log: what it did and what failed, in a rotating file in the user's log folder.

Every module logs under its own name (``logging.getLogger(__name__)``, all under the ``tdcompanion``
logger); :func:`start_logging` (called once by the program, the GUI's start-up or the command line)
sends those records to :data:`LOG_NAME` in :func:`log_dir`: ``$TDCOMPANION_LOG_DIR`` if set (tests and
benches point it at a temporary folder), else ``platformdirs.user_log_dir("tdcompanion")``
(``~/.local/state/tdcompanion/log`` on Linux, ``%LOCALAPPDATA%\\tdcompanion\\Logs`` on Windows,
``~/Library/Logs/tdcompanion`` on macOS). The file is rotated at :data:`MAX_BYTES`, with
:data:`BACKUPS` older files kept (``tdcompanion.log.1`` the newest of them): at most 6 MB in all
(:class:`RotatingFile`).
docs/logging.md says what is logged.

Cheap to start (start-up is benchmarked: bench/bench_startup.py): :func:`start_logging` imports
nothing but :mod:`logging` (which PySide6 loads anyway). The folder is looked up and the file opened
only by :meth:`LazyFileHandler.open_now`: on the first record of level WARNING or above (a failure is
on disk at once), when the program is idle (the GUI calls it a moment after its window is usable), or
at exit. Until then the records wait in memory.

A log that cannot be written (a read-only folder, a full disk) never stops the program: the records
then go to the standard error, and the first of them says why, once.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path
from typing import IO, Final, TextIO

from tdcompanion import __version__
from tdcompanion.storage.user_dirs import user_dir

__all__ = [
    "BACKUPS",
    "FAULTS_NAME",
    "LOG_DIR_ENV",
    "LOG_NAME",
    "MAX_BYTES",
    "LazyFileHandler",
    "RotatingFile",
    "current_handler",
    "log_dir",
    "log_files",
    "start_logging",
    "stop_logging",
    "version_line",
]

LOG_DIR_ENV: Final = "TDCOMPANION_LOG_DIR"
LOG_NAME: Final = "tdcompanion.log"
#: Where :mod:`faulthandler` writes the stacks of a crash Python cannot catch (the GUI asks for it).
FAULTS_NAME: Final = "tdcompanion-faults.log"
#: Size at which the log is rotated, and how many older files are kept.
MAX_BYTES: Final = 1_000_000
BACKUPS: Final = 5
#: Records kept in memory before the file is opened; past that, it is opened.
BUFFERED: Final = 200
FORMAT: Final = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"
#: The logger every module of the package logs under.
ROOT_LOGGER: Final = "tdcompanion"

log = logging.getLogger(__name__)


def log_dir() -> Path:
    """The folder of the log files: ``$TDCOMPANION_LOG_DIR``, else the user's (``platformdirs``)."""
    return user_dir("log", LOG_DIR_ENV)


def log_files(folder: Path | None = None) -> list[Path]:
    """The log files there are in ``folder`` (default :func:`log_dir`): the faults file, then the log's,
    oldest first, the current one last."""
    folder = folder if folder is not None else log_dir()
    names = [FAULTS_NAME] + [f"{LOG_NAME}.{n}" for n in range(BACKUPS, 0, -1)] + [LOG_NAME]
    return [folder / name for name in names if (folder / name).is_file()]


class LazyFileHandler(logging.Handler):
    """Writes to the rotating log file of ``folder`` (default :func:`log_dir`), opened on first need.

    Records below WARNING wait in memory (at most :data:`BUFFERED`) until :meth:`open_now`, a record of
    WARNING or above, :meth:`flush` or :meth:`close`. If the file cannot be opened, everything goes to
    the standard error instead, after one record saying why (:attr:`fallback` is then true).
    """

    def __init__(self, folder: Path | None = None, level: int = logging.INFO, faults: bool = False) -> None:
        super().__init__(level)
        self._folder = folder
        self._faults = faults
        self._pending: list[logging.LogRecord] = []
        self._target: logging.Handler | None = None
        #: The log file, once opened (``None`` before, and if it could not be).
        self.path: Path | None = None
        self.fallback = False

    @property
    def folder(self) -> Path:
        if self._folder is None:
            self._folder = log_dir()
        return self._folder

    @property
    def is_open(self) -> bool:
        return self._target is not None

    def emit(self, record: logging.LogRecord) -> None:
        if self._target is None and record.levelno < logging.WARNING and len(self._pending) < BUFFERED:
            self._pending.append(record)
            return
        self.open_now()
        assert self._target is not None
        self._target.handle(record)

    def open_now(self) -> None:
        """Open the file (or fall back to the standard error) and write the records kept so far."""
        self.acquire()  # the handler's own lock (reentrant): emit holds it already
        try:
            if self._target is None:
                self._open()
        finally:
            self.release()

    def _open(self) -> None:
        try:
            target = _rotating_file(self.folder / LOG_NAME)
            self.path = self.folder / LOG_NAME
            if self._faults:
                _trace_faults(self.folder / FAULTS_NAME)
        except (OSError, ValueError) as exc:  # ValueError: a path the system cannot hold (a NUL in it)
            target = _Stderr()
            self.fallback = True
            reason = getattr(exc, "strerror", None) or str(exc)
            self._pending.insert(0, log.makeRecord(
                log.name, logging.WARNING, __file__, 0,
                "cannot write the log in %s (%s): logging to the standard error instead",
                (self.folder, reason), None))  # fmt: skip
        target.setFormatter(self.formatter or logging.Formatter(FORMAT))
        self._target = target
        pending, self._pending = self._pending, []
        for record in pending:
            target.handle(record)

    def flush(self) -> None:
        if self._target is None and self._pending:
            self.open_now()
        if self._target is not None:
            self._target.flush()

    def close(self) -> None:
        try:
            self.flush()
            if self._target is not None and not self.fallback:
                self._target.close()
        finally:
            super().close()


def _rotating_file(path: Path) -> logging.Handler:
    path.parent.mkdir(parents=True, exist_ok=True)
    return RotatingFile(path, MAX_BYTES, BACKUPS)


class RotatingFile(logging.FileHandler):
    """Appends to ``path``; a record that would take it past ``max_bytes`` first moves it to ``path.1``
    (``path.1`` to ``path.2``..., the oldest of ``backups`` dropped), as ``logging.handlers.
    RotatingFileHandler`` does. Not that class: importing :mod:`logging.handlers` loads ``socket``,
    ``pickle`` and ``queue``, 10-20 ms at each start and exit, for a log of a few lines (bench_startup).

    The moves go through :func:`tdcompanion.storage.atomic.replace`, each to a name made free first. If
    they fail (another instance has the file open, on Windows), the file grows, and the next record tries
    again.
    """

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        super().__init__(path, mode="a", encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
        except OSError:
            pass  # not moved: the record goes on the end of the file, and the next one tries again
        super().emit(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.stream is None:
            self.stream = self._open()
        size = self.stream.seek(0, os.SEEK_END)
        return size > 0 and size + len((self.format(record) + self.terminator).encode("utf-8")) > self.max_bytes

    def _rotate(self) -> None:
        from tdcompanion.storage.atomic import replace  # not at start-up: rotating is rare

        if self.stream is not None:
            self.stream.close()
            self.stream = None  # reopened by FileHandler.emit
        base = Path(self.baseFilename)
        names = [base] + [base.with_name(f"{base.name}.{n}") for n in range(1, self.backups + 1)]
        with contextlib.suppress(FileNotFoundError):
            names[-1].unlink()
        for older, newer in reversed(list(zip(names[1:], names[:-1], strict=True))):  # .4 -> .5, ..., base -> .1
            with contextlib.suppress(FileNotFoundError):
                replace(newer, older)


#: The faults file, open for as long as the program runs (:mod:`faulthandler` writes to its descriptor).
_faults_file: list[IO[str]] = []


def _trace_faults(path: Path) -> None:
    """Have :mod:`faulthandler` write the stacks of every thread to ``path`` on a crash Python cannot
    catch (SIGSEGV, SIGFPE, SIGABRT, SIGBUS, SIGILL). Started again once it holds :data:`MAX_BYTES`."""
    import faulthandler

    file = open(path, "a", encoding="utf-8")  # noqa: SIM115  # kept open: faulthandler writes to it
    if file.tell() > MAX_BYTES:
        file.truncate(0)
    file.write(f"{version_line()}: started, pid {os.getpid()}\n")
    file.flush()
    faulthandler.enable(file, all_threads=True)
    for earlier in _faults_file:
        earlier.close()
    _faults_file[:] = [file]


class _Stderr(logging.StreamHandler):  # type: ignore[type-arg]
    """To the standard error, whatever ``sys.stderr`` is when a record comes (as ``logging.lastResort``):
    ``--verbose``, and the fallback of a log file that cannot be written."""

    def __init__(self) -> None:
        super().__init__()

    @property
    def stream(self) -> TextIO:
        return sys.stderr

    @stream.setter
    def stream(self, _value: object) -> None:
        pass


def start_logging(verbose: bool = False, folder: Path | None = None, faults: bool = False) -> LazyFileHandler:
    """Send the package's records of level INFO and above to the log file of ``folder`` (default
    :func:`log_dir`), and with ``verbose`` every record, DEBUG included, to the standard error too.
    With ``faults``, a crash Python cannot catch leaves the stacks in :data:`FAULTS_NAME` there too
    (from when the log file is opened; the GUI asks for it, not the tests: it would take the stacks
    from pytest's own fault handler).

    Calling it again replaces what an earlier call set up (the earlier file gets what it kept first).
    """
    stop_logging()
    logger = logging.getLogger(ROOT_LOGGER)
    logger.setLevel(logging.DEBUG if verbose else logging.INFO)
    handler = LazyFileHandler(folder, faults=faults)
    handler.setFormatter(logging.Formatter(FORMAT))
    logger.addHandler(handler)
    if verbose:
        stderr = _Stderr()
        stderr.setFormatter(logging.Formatter(FORMAT))
        logger.addHandler(stderr)
    return handler


def stop_logging() -> None:
    """Write what is kept and close the handlers :func:`start_logging` set up (at exit, ``logging``
    does this by itself)."""
    logger = logging.getLogger(ROOT_LOGGER)
    for handler in list(logger.handlers):
        if isinstance(handler, (LazyFileHandler, _Stderr)):
            logger.removeHandler(handler)
            handler.close()
    logger.setLevel(logging.NOTSET)


def current_handler() -> LazyFileHandler | None:
    """The file handler :func:`start_logging` set up, if it did."""
    for handler in logging.getLogger(ROOT_LOGGER).handlers:
        if isinstance(handler, LazyFileHandler):
            return handler
    return None


def version_line() -> str:
    """The program's version and the Python it runs on, for the first record of a run."""
    return f"TD Companion {__version__}, Python {sys.version.split()[0]}, {sys.platform}"
