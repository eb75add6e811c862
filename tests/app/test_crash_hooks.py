"""No exception passes silently (issue 20): an exception in a slot, a thread or a QThread, and Qt's own
critical messages are logged with their traceback, the drafts are written at once, and a dialog in the
interface's language says so, with the log's place and "Copy Details"; the program goes on. A flood of
the same error shows one dialog, counted; an error while the dialog is shown does not loop."""

from __future__ import annotations

import re
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMessageLogContext, QThread, QTimer, QtMsgType, qCritical, qWarning
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tdcompanion import __version__
from tdcompanion.app.bootstrap import install_hooks
from tdcompanion.app.crash_dialog import CrashDialog
from tdcompanion.app.crash_hooks import CrashHooks
from tdcompanion.app.i18n import Translators
from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.storage.incident_store import default_folder
from tdcompanion.storage.logs import LOG_NAME, start_logging

pytestmark = pytest.mark.qt_no_exception_capture  # the hooks under test catch them, not pytest-qt

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "law64-revoke.json"


@pytest.fixture
def log_file(isolated_dirs: Path) -> Path:
    start_logging()  # as the program does at start (stopped after the test by the suite's isolated_dirs)
    return isolated_dirs / "log" / LOG_NAME


@pytest.fixture
def hooks(qapp: QApplication, window: MainWindow, log_file: Path) -> Iterator[CrashHooks]:
    hooks = install_hooks(qapp, window)
    yield hooks
    hooks.uninstall()
    for dialog in crash_dialogs():
        dialog.close()
    hooks.deleteLater()


def crash_dialogs() -> list[CrashDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, CrashDialog) and w.isVisible()]


def raise_later(exc: BaseException, times: int = 1) -> None:
    """Raise ``exc`` in a slot (a timer's), ``times`` times, on the next turns of the event loop."""

    def slot() -> None:
        raise exc

    for _ in range(times):
        QTimer.singleShot(0, slot)


def read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""


def drafts() -> list[Path]:
    return sorted((default_folder() / ".drafts").glob("*.json"))


def test_an_exception_in_a_slot_is_logged_the_drafts_kept_and_the_director_told(
    hooks: CrashHooks, window: MainWindow, log_file: Path, qtbot: QtBot
) -> None:
    window.open_incident_from(incident_file.load(EXAMPLE))
    window.keeper._autosave.setInterval(3_600_000)  # the hook writes the draft, not the autosave
    assert drafts() == []
    raise_later(ValueError("a slot that breaks"))
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=5000)
    (dialog,) = crash_dialogs()
    text = log_file.read_text(encoding="utf-8")
    assert "ERROR tdcompanion.app.crash_hooks [MainThread] ValueError: a slot that breaks" in text
    assert "Traceback (most recent call last)" in text and "in slot" in text
    assert len(drafts()) == 1  # written at once
    assert "Something went wrong in TD Companion." in dialog.texts()
    assert "1 incident not saved yet was kept as a draft" in dialog.texts()
    assert f"The details are in the log: {log_file}" in dialog.texts()
    assert window.isVisible()  # the program goes on
    dialog.copy_button.click()
    copied = QGuiApplication.clipboard().text()
    assert f"TD Companion {__version__}" in copied and "Python " in copied and "Qt " in copied
    assert "System: " in copied and "ValueError: a slot that breaks" in copied and "Traceback" in copied
    dialog.buttons.rejected.emit()  # Close
    qtbot.waitUntil(lambda: not crash_dialogs())


def test_the_same_error_again_and_again_shows_one_dialog_counted(
    hooks: CrashHooks, log_file: Path, qtbot: QtBot
) -> None:
    raise_later(ZeroDivisionError("paint"), times=9)
    qtbot.waitUntil(lambda: bool(crash_dialogs()) and crash_dialogs()[0].count == 9, timeout=5000)
    (dialog,) = crash_dialogs()
    assert "This happened 9 times." in dialog.texts()
    assert dialog.details().count("== ZeroDivisionError: paint (thread MainThread, 9 times)") == 1
    raise_later(KeyError("another"))  # another error meanwhile: in the same dialog
    qtbot.waitUntil(lambda: dialog.count == 10, timeout=5000)
    assert crash_dialogs() == [dialog] and "KeyError: 'another'" in dialog.details()
    text = log_file.read_text(encoding="utf-8")
    assert text.count("Traceback") == 2  # each in full once; the repetitions counted at 2, 4 and 8
    assert [int(n) for n in re.findall(r"again, (\d+) times in all: ZeroDivisionError", text)] == [2, 4, 8]
    dialog.close()
    raise_later(ZeroDivisionError("paint"))  # shown already: counted, no dialog again
    qtbot.waitUntil(lambda: hooks._seen[next(iter(hooks._seen))].count == 10, timeout=5000)
    qtbot.wait(50)
    assert crash_dialogs() == []


def test_an_exception_in_a_thread_is_logged_and_shown(hooks: CrashHooks, log_file: Path, qtbot: QtBot) -> None:
    def work() -> None:
        raise RuntimeError("in a worker")

    thread = threading.Thread(target=work, name="worker")
    thread.start()
    thread.join()
    text = log_file.read_text(encoding="utf-8")
    assert "ERROR tdcompanion.app.crash_hooks [worker] RuntimeError: in a worker (thread worker)" in text
    assert "in work" in text
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=5000)  # shown by the GUI thread
    assert "RuntimeError: in a worker" in crash_dialogs()[0].details()


def test_an_exception_in_a_qthread_run_is_logged(hooks: CrashHooks, log_file: Path, qtbot: QtBot) -> None:
    class Reader(QThread):
        def run(self) -> None:
            raise OSError("the reader broke")

    reader = Reader()
    reader.start()
    assert reader.wait(10_000)
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=5000)
    text = log_file.read_text(encoding="utf-8")
    assert "OSError: the reader broke" in text and "in run" in text


def test_an_exception_in_the_file_reader_thread_is_logged(
    hooks: CrashHooks, window: MainWindow, log_file: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tdcompanion.app import board_loader

    def broken(_board: object) -> object:
        raise TypeError("checking broke")

    monkeypatch.setattr(board_loader, "check_board", broken)
    window.open_files([str(Path(__file__).resolve().parents[1] / "data" / "pbn" / "sample-ddtricks.pbn")])
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=20_000)
    text = log_file.read_text(encoding="utf-8")
    assert "TypeError: checking broke" in text and "board_loader.py" in text


def test_qt_warnings_are_logged_and_critical_ones_shown(hooks: CrashHooks, log_file: Path, qtbot: QtBot) -> None:
    qWarning("a Qt warning")
    qtbot.wait(20)
    assert crash_dialogs() == []
    qCritical("a Qt critical error")
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=5000)
    text = log_file.read_text(encoding="utf-8")
    assert "WARNING tdcompanion.qt [MainThread] a Qt warning" in text
    assert "ERROR tdcompanion.app.crash_hooks [MainThread] Qt critical error: a Qt critical error" in text


def test_a_fatal_qt_message_is_shown_in_a_dialog_that_waits(
    hooks: CrashHooks, log_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    waited: list[str] = []
    monkeypatch.setattr(CrashDialog, "exec", lambda dialog: waited.append(dialog.texts()) or 0)
    hooks._qt_message(QtMsgType.QtFatalMsg, QMessageLogContext(), "out of memory")  # as Qt calls it, then aborts
    (texts,) = waited
    assert "TD Companion has to close." in texts
    assert "CRITICAL tdcompanion.app.crash_hooks [MainThread] Qt fatal error: out of memory" in read(log_file)


def test_an_error_while_the_dialog_is_shown_is_logged_not_shown_again(
    hooks: CrashHooks, log_file: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_add = CrashDialog.add

    def add(dialog: CrashDialog, *args: object) -> None:
        try:
            raise LookupError("while showing")
        except LookupError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
        real_add(dialog, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CrashDialog, "add", add)
    raise_later(ValueError("first"))
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=5000)
    assert len(crash_dialogs()) == 1
    text = log_file.read_text(encoding="utf-8")
    assert "ValueError: first" in text and "LookupError: while showing" in text


def test_a_dialog_that_cannot_be_made_leaves_the_failure_in_the_log(
    hooks: CrashHooks, log_file: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> None:
        raise MemoryError

    monkeypatch.setattr(CrashDialog, "__init__", broken)
    raise_later(ValueError("first"))
    qtbot.waitUntil(lambda: "the failure could not be shown" in read(log_file), timeout=5000)
    assert "ValueError: first" in log_file.read_text(encoding="utf-8")


def test_drafts_that_cannot_be_written_are_said(hooks: CrashHooks, log_file: Path, qtbot: QtBot) -> None:
    def fails() -> int:
        raise OSError(28, "No space left on device")

    hooks.save_work = fails
    raise_later(ValueError("first"))
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=5000)
    assert "could not be kept as drafts: save them now" in crash_dialogs()[0].texts()
    assert "No space left on device" in log_file.read_text(encoding="utf-8")


def test_the_dialog_speaks_greek(
    hooks: CrashHooks, window: MainWindow, translators: Translators, log_file: Path, qtbot: QtBot
) -> None:
    translators.set_language("el")
    raise_later(ValueError("σε ένα slot"))
    qtbot.waitUntil(lambda: bool(crash_dialogs()), timeout=5000)
    dialog = crash_dialogs()[0]
    texts = dialog.texts()
    assert "Κάτι πήγε στραβά στο TD Companion." in texts
    assert "Οι λεπτομέρειες είναι στο ημερολόγιο λειτουργίας: " in texts
    assert dialog.windowTitle() == "Κάτι πήγε στραβά"
    assert dialog.copy_button.text() == "Αντιγραφή λεπτομερειών"
    assert not re.search(r"[A-Za-z]{4,}", texts.replace("TD Companion", "").replace(str(log_file), ""))


def test_uninstall_puts_the_earlier_hooks_back(qapp: QApplication) -> None:
    before = (sys.excepthook, threading.excepthook)
    hooks = install_hooks(qapp)
    assert sys.excepthook != before[0]
    hooks.uninstall()
    assert (sys.excepthook, threading.excepthook) == before


def test_a_reader_thread_that_fails_before_reading_still_reads_the_file(
    hooks: CrashHooks, window: MainWindow, log_file: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before, an exception while the reading thread warmed up left the file "being read" for ever."""
    from tdcompanion.app import board_loader

    def broken() -> None:
        raise ImportError("warming up broke")

    monkeypatch.setattr(board_loader, "_warm_up", broken)
    window.open_files([str(Path(__file__).resolve().parents[1] / "data" / "pbn" / "sample-ddtricks.pbn")])
    qtbot.waitUntil(lambda: not window.file_loader.is_busy, timeout=30_000)
    assert window.board_list.entries()
    assert "ImportError: warming up broke" in read(log_file)
