"""Double-dummy analysis off the GUI thread, with progress and cancel (issue 7).

:class:`AnalysisTask` runs one :class:`AnalysisJob` at a time in a worker ``QThread``:
loading the solver (endplay's import takes about a second), the DD table, then one
solver call per point of the play. Progress, the result, a failure or the cancellation
arrive as queued signals on the GUI thread. DDS calls cannot be interrupted, so
:meth:`AnalysisTask.cancel` takes effect between calls (each takes well under a second).

A worker thread outlives its task: if the owner is deleted while solving, the worker is
told to stop, keeps itself alive until its current call ends, and its signals go nowhere.
On application exit every worker is stopped and waited for.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from tdcompanion.analysis.solver import Solver, SolverMissing
from tdcompanion.core.deal import Deal
from tdcompanion.core.double_dummy import DDTable, PlayAnalysis, analyse
from tdcompanion.core.errors import TDCompanionError
from tdcompanion.core.play import PlayRecord

translate = QCoreApplication.translate

SolverFactory = Callable[[], Solver]


def endplay_solver() -> Solver:
    """The default solver (imports endplay: call it in the worker thread)."""
    from tdcompanion.analysis.endplay_solver import EndplaySolver  # lazily: the module is small, endplay loads later

    return EndplaySolver()


@dataclass(frozen=True)
class AnalysisJob:
    """What to analyse: the DD table of ``deal`` and, with a ``play`` record, each point of it.

    ``key`` identifies what was asked (e.g. the board record shown), so a result that arrives
    after the view moved on can be recognised and dropped.
    """

    key: object
    deal: Deal
    play: PlayRecord | None = None


@dataclass(frozen=True)
class AnalysisResult:
    """The table and the play analysis of ``job`` (``play`` is ``None`` when none was asked)."""

    job: AnalysisJob
    table: DDTable
    play: PlayAnalysis | None


class _CancelledError(Exception):
    """Raised in the worker between solver calls once the job is cancelled."""


class _Worker(QThread):
    """Runs one job; emits from the worker thread (delivered queued to the task's slots)."""

    progressed = Signal(int, int)
    succeeded = Signal(object)
    errored = Signal(str)
    stopped = Signal()

    def __init__(self, job: AnalysisJob, factory: SolverFactory) -> None:
        super().__init__()
        self.job = job
        self.factory = factory
        self.cancel_event = threading.Event()

    def run(self) -> None:
        try:
            result = self._solve()
        except _CancelledError:
            self.stopped.emit()
        except SolverMissing as exc:
            self.errored.emit(missing_text(exc))
        except TDCompanionError as exc:
            self.errored.emit(str(exc))
        except Exception as exc:  # a solver bug must reach the user, not kill the thread silently
            self.errored.emit(f"{type(exc).__name__}: {exc}")
        else:
            if self.cancel_event.is_set():
                self.stopped.emit()
            else:
                self.succeeded.emit(result)

    def _solve(self) -> AnalysisResult:
        job = self.job
        points = len(job.play.events) + 1 if job.play is not None else 0
        total = 2 + points  # loading, the table, the points (an upper bound: claims end early)
        self._step(0, total)
        solver = self.factory()
        self._step(1, total)
        table = solver.dd_table(job.deal)
        self._step(2, total)
        play = None
        if job.play is not None:
            play = analyse(job.play, solver.side_tricks, lambda done, _n: self._step(2 + done, total))
            if play is None:
                raise _CancelledError
        self.progressed.emit(total, total)
        return AnalysisResult(job, table, play)

    def _step(self, done: int, total: int) -> bool:
        if self.cancel_event.is_set():
            raise _CancelledError
        self.progressed.emit(done, total)
        return True


def missing_text(exc: SolverMissing) -> str:
    """What to tell the user when the solver is missing."""
    text = translate(
        "AnalysisTask",
        "Double-dummy analysis needs the optional solver package. Install it with:\n%1\n"
        "Everything else in TD Companion works without it.",
    ).replace("%1", 'pip install "tdcompanion[analysis]"')
    return f"{text}\n({exc.detail})" if exc.detail else text


_live: set[_Worker] = set()  # running workers, kept alive until they finish
_hooked: set[int] = set()  # ids of the applications whose aboutToQuit stops the workers


def _forget(worker: _Worker) -> None:
    _live.discard(worker)
    worker.deleteLater()


def stop_all(timeout_ms: int = 10_000) -> None:
    """Cancel every running analysis and wait for it (application exit)."""
    for worker in list(_live):
        worker.cancel_event.set()
    for worker in list(_live):
        worker.wait(timeout_ms)


class AnalysisTask(QObject):
    """One analysis at a time: :meth:`start` a job, :meth:`cancel` it; signals on the GUI thread.

    ``progress(done, total)``, ``finished(AnalysisResult)``, ``failed(message)``, ``cancelled()``;
    ``running_changed(bool)`` when a job starts or ends.
    """

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    running_changed = Signal(bool)

    def __init__(self, factory: SolverFactory = endplay_solver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._factory = factory
        self._worker: _Worker | None = None
        app = QCoreApplication.instance()
        if app is not None and id(app) not in _hooked:
            app.aboutToQuit.connect(stop_all)
            _hooked.add(id(app))

    @property
    def is_running(self) -> bool:
        return self._worker is not None

    def start(self, job: AnalysisJob) -> bool:
        """Start ``job``; ``False`` (nothing started) while another job runs."""
        if self._worker is not None:
            return False
        worker = _Worker(job, self._factory)
        worker.progressed.connect(self.progress)
        worker.succeeded.connect(self._on_succeeded)
        worker.errored.connect(self._on_errored)
        worker.stopped.connect(self._on_stopped)
        worker.finished.connect(lambda w=worker: _forget(w))
        event = worker.cancel_event
        self.destroyed.connect(lambda *_: event.set())  # the owner is gone: stop after the current call
        self._worker = worker
        _live.add(worker)
        worker.start()
        self.running_changed.emit(True)
        return True

    def cancel(self) -> None:
        """Ask the running job to stop after the solver call in progress; ``cancelled`` follows."""
        if self._worker is not None:
            self._worker.cancel_event.set()

    def wait(self, timeout_ms: int = 10_000) -> bool:
        """Block until the running job's thread ends (tests, shutdown); ``True`` if none is left."""
        worker = self._worker
        return worker is None or worker.wait(timeout_ms)

    def _done(self) -> None:
        worker = self._worker
        self._worker = None
        if worker is not None:
            for signal in (worker.progressed, worker.succeeded, worker.errored, worker.stopped):
                signal.disconnect()
        self.running_changed.emit(False)

    def _on_succeeded(self, result: AnalysisResult) -> None:
        self._done()
        self.finished.emit(result)

    def _on_errored(self, message: str) -> None:
        self._done()
        self.failed.emit(message)

    def _on_stopped(self) -> None:
        self._done()
        self.cancelled.emit()
