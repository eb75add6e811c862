"""The analysis task: runs off the GUI thread, reports progress, delivers, fails, cancels, survives its owner."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QObject, QThread
from pytestqt.qtbot import QtBot

from tdcompanion.analysis.solver import SolverMissing
from tdcompanion.core.play import PlayRecord
from tdcompanion.models.analysis_task import AnalysisJob, AnalysisResult, AnalysisTask
from tests.analysis.fakes import TABLE, FakeSolver
from tests.bridge_samples import DEAL, NOTRUMP, legal_play

RECORD = legal_play(PlayRecord(DEAL, NOTRUMP), 6)


def test_result_and_progress_arrive_on_the_gui_thread(qtbot: QtBot) -> None:
    solver = FakeSolver()
    threads: list[QThread] = []
    steps: list[tuple[int, int]] = []
    task = AnalysisTask(lambda: solver)
    task.progress.connect(lambda done, total: (steps.append((done, total)), threads.append(QThread.currentThread())))
    with qtbot.waitSignal(task.finished, timeout=5000) as blocker:
        assert task.start(AnalysisJob("key", DEAL, RECORD))
    result = blocker.args[0]
    assert isinstance(result, AnalysisResult) and result.job.key == "key" and result.table == TABLE
    assert result.play is not None and len(result.play.points) == 7
    assert solver.calls == 1 + 7
    total = 2 + 7
    assert steps[0] == (0, total) and steps[-1] == (total, total)
    assert [d for d, _ in steps] == sorted(d for d, _ in steps)
    assert set(threads) == {QThread.currentThread()}
    assert not task.is_running


def test_one_job_at_a_time_and_cancel_between_calls(qtbot: QtBot) -> None:
    gate = threading.Event()
    solver = FakeSolver(gate)
    task = AnalysisTask(lambda: solver)
    finished: list[object] = []
    task.finished.connect(finished.append)
    assert task.start(AnalysisJob(1, DEAL, RECORD))
    assert solver.entered.wait(5)
    assert task.is_running and not task.start(AnalysisJob(2, DEAL, RECORD))
    with qtbot.waitSignal(task.cancelled, timeout=5000):
        task.cancel()
        gate.set()  # the call in progress ends; no further call is made
    assert solver.calls == 1 and finished == [] and not task.is_running
    assert task.start(AnalysisJob(3, DEAL, None))  # free again
    with qtbot.waitSignal(task.finished, timeout=5000) as blocker:
        pass
    assert blocker.args[0].play is None


def test_a_solver_error_is_reported_as_failure(qtbot: QtBot) -> None:
    task = AnalysisTask(lambda: FakeSolver(fail="the deal is defective"))
    with qtbot.waitSignal(task.failed, timeout=5000) as blocker:
        task.start(AnalysisJob(1, DEAL))
    assert blocker.args == ["the deal is defective"]
    assert not task.is_running


def test_a_missing_solver_says_what_to_install(qtbot: QtBot) -> None:
    def missing() -> FakeSolver:
        raise SolverMissing()

    task = AnalysisTask(missing)
    with qtbot.waitSignal(task.failed, timeout=5000) as blocker:
        task.start(AnalysisJob(1, DEAL))
    assert 'pip install "tdcompanion[analysis]"' in blocker.args[0]


def test_deleting_the_owner_while_solving_does_not_crash(qtbot: QtBot) -> None:
    gate = threading.Event()
    solver = FakeSolver(gate)
    owner = QObject()
    task = AnalysisTask(lambda: solver, owner)
    received: list[object] = []
    task.finished.connect(received.append)
    task.start(AnalysisJob(1, DEAL, RECORD))
    assert solver.entered.wait(5)
    worker = task._worker
    assert worker is not None
    owner.deleteLater()
    qtbot.wait(20)
    gate.set()
    assert worker.wait(5000)  # stopped after the call in progress, the thread object still alive
    qtbot.wait(20)
    assert solver.calls == 1 and received == []


@pytest.mark.parametrize("cards", [0, 52])
def test_records_from_the_start_and_played_out(qtbot: QtBot, cards: int) -> None:
    task = AnalysisTask(FakeSolver)
    with qtbot.waitSignal(task.finished, timeout=5000) as blocker:
        task.start(AnalysisJob(1, DEAL, legal_play(PlayRecord(DEAL, NOTRUMP), cards)))
    assert len(blocker.args[0].play.points) == cards + 1
