"""No exception passes silently (issue 20): ``sys.excepthook``, ``threading.excepthook`` and Qt's
message handler, installed together by :meth:`CrashHooks.install` when the program starts.

- An exception that nothing caught (in a slot or an event handler, which PySide6 hands to
  ``sys.excepthook`` and then goes on; in a ``QThread.run``, which it hands there too, from that
  thread; in a ``threading.Thread``): its traceback goes to the log
  (:mod:`tdcompanion.storage.logs`), the incidents not saved yet are written as drafts
  (``save_work``: the incident keeper's autosave, at once), and :class:`~tdcompanion.app.crash_dialog.
  CrashDialog` says so, in the interface's language, with the log's place. The program goes on.
- Qt's own messages go to the log (logger ``tdcompanion.qt``): debug, info and warnings only there;
  critical ones are shown as above; a fatal one too, in a dialog that waits (Qt then ends the program).

Nothing here raises: what goes wrong while a failure is reported is written to the standard error.
A failure while the dialog is being shown is logged, not shown (no dialog inside a dialog); the same
failure again (same type and place) is counted in the dialog open, logged in full the first time and
then at its 2nd, 4th, 8th... time, and shown again only in a dialog opened by another failure.
Dialogs and drafts belong to the GUI thread: a failure in another thread is logged there and then,
and shown by the GUI thread (a queued signal).
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QMessageLogContext, QObject, QtMsgType, Signal, qInstallMessageHandler

if TYPE_CHECKING:  # the failures' module and the dialog load with the first failure, not at start-up
    from pathlib import Path
    from types import TracebackType

    from PySide6.QtWidgets import QWidget

    from tdcompanion.app.crash_dialog import CrashDialog
    from tdcompanion.app.failure import Failure

    ExcHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
    ThreadHook = Callable[[threading.ExceptHookArgs], object]

log = logging.getLogger(__name__)
qt_log = logging.getLogger("tdcompanion.qt")


_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
}


class CrashHooks(QObject):
    """The three hooks; ``save_work`` writes the drafts and returns how many (the program gives the
    keeper's), ``window`` is the dialogs' parent, ``log_path`` the log file they name."""

    #: A dialog shown (the failure added to it): for tests.
    shown = Signal(object)
    _relay = Signal(object)

    def __init__(
        self,
        save_work: Callable[[], int] | None = None,
        window: QWidget | None = None,
        log_path: Callable[[], Path | None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.save_work = save_work
        self.window = window
        self._log_path = log_path
        self._lock = threading.Lock()
        self._seen: dict[tuple[str, ...], Failure] = {}
        self._dialog: CrashDialog | None = None
        self._showing = False
        self._installed = False
        self._previous: tuple[ExcHook, ThreadHook] | None = None
        self._previous_qt: object = None
        # Queued when emitted from another thread (the automatic connection): the GUI thread shows it.
        # (Not Qt.ConnectionType: the first use of ``Qt`` builds its whole namespace, some 50 ms at start-up.)
        self._relay.connect(self._show)

    # -- installing --------------------------------------------------------------------------------------

    def install(self) -> None:
        if self._installed:
            return
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._sys_hook
        threading.excepthook = self._thread_hook
        self._previous_qt = qInstallMessageHandler(self._qt_message)
        self._installed = True

    def uninstall(self) -> None:
        """Put back the hooks there were before :meth:`install`."""
        if not self._installed or self._previous is None:
            return
        sys.excepthook, threading.excepthook = self._previous
        qInstallMessageHandler(self._previous_qt)  # type: ignore[arg-type]  # None: Qt's own handler
        self._installed = False

    # -- the hooks ---------------------------------------------------------------------------------------

    def _sys_hook(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt) and self._previous is not None:
            self._previous[0](exc_type, exc, tb)  # Ctrl+C in the terminal: as Python does
            return
        self._guarded(lambda: self.report(_exception_failure(exc_type, exc, tb, threading.current_thread().name)))

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        thread = args.thread.name if args.thread is not None else "?"
        exc_type, exc, tb = args.exc_type, args.exc_value, args.exc_traceback
        self._guarded(lambda: self.report(_exception_failure(exc_type, exc, tb, thread)))

    def _qt_message(self, mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        def route() -> None:
            where = f" ({context.file}:{context.line})" if context.file else ""
            level = _QT_LEVELS.get(mode)
            if level is not None:
                qt_log.log(level, "%s%s", message, where)
                return
            from tdcompanion.app.failure import Failure

            fatal = mode == QtMsgType.QtFatalMsg
            kind = "Qt fatal error" if fatal else "Qt critical error"
            stack = "".join(traceback.format_stack()[:-2])
            failure = Failure(("qt", kind, message), f"{kind}: {message}{where}", stack,
                              threading.current_thread().name, fatal=fatal)  # fmt: skip
            self.report(failure)

        self._guarded(route)

    # -- reporting ---------------------------------------------------------------------------------------

    def report(self, failure: Failure) -> None:
        """Log ``failure`` (or count it, if it happened before) and have it shown by the GUI thread."""
        with self._lock:
            known = self._seen.setdefault(failure.signature, failure)
            if known is not failure:
                known.count += 1
        if known is failure:
            log.log(logging.CRITICAL if failure.fatal else logging.ERROR, "%s (thread %s)\n%s",
                    failure.summary, failure.thread, failure.details.rstrip())  # fmt: skip
        elif known.count & (known.count - 1) == 0:  # 2, 4, 8...: a flood does not fill the log
            log.error("again, %d times in all: %s", known.count, known.summary)
        from PySide6.QtCore import QThread

        if QThread.currentThread() is self.thread():
            self._show(known)
        elif not failure.fatal:  # a fatal one in another thread: Qt ends the program before the GUI can show it
            self._relay.emit(known)

    def _show(self, failure: Failure) -> None:
        if self._showing:  # a failure while a dialog is made or shown: logged (above), not shown
            return
        dialog = self._dialog if self._dialog is not None and _alive(self._dialog) else None
        if failure.shown and dialog is None:
            return  # shown before, in a dialog closed since: counted in the log only
        self._showing = True
        try:
            kept = self._keep_work() if not failure.shown else None
            failure.shown = True
            if dialog is None:
                from tdcompanion.app.crash_dialog import CrashDialog

                dialog = CrashDialog(self._log_file(), self.window)
                self._dialog = dialog
            new = not dialog.isVisible()
            dialog.add(failure, kept)
            self.shown.emit(dialog)
            if failure.fatal:
                dialog.exec()
            elif new:
                dialog.show()
                dialog.raise_()
        except BaseException:
            log.exception("the failure could not be shown: %s", failure.summary)
        finally:
            self._showing = False

    def _keep_work(self) -> int:
        """Write the drafts of the incidents not saved (their number; ``NOT_KEPT`` if that failed)."""
        from tdcompanion.app.failure import NOT_KEPT

        if self.save_work is None:
            return 0
        try:
            return self.save_work()
        except BaseException:
            log.exception("the incidents not saved could not be kept as drafts")
            return NOT_KEPT

    def _log_file(self) -> Path | None:
        if self._log_path is None:
            return None
        try:
            return self._log_path()
        except BaseException:
            return None

    def _guarded(self, work: Callable[[], None]) -> None:
        """Run ``work``; if that fails, say so on the standard error (a hook must never raise)."""
        try:
            work()
        except BaseException:
            try:
                stream = sys.__stderr__
                if stream is not None:
                    stream.write("TD Companion: a failure could not be reported:\n" + traceback.format_exc())
            except BaseException:
                pass


def _exception_failure(
    exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None, thread: str
) -> Failure:
    from tdcompanion.app.failure import exception_failure

    return exception_failure(exc_type, exc, tb, thread)


def _alive(widget: QObject) -> bool:
    try:
        widget.objectName()
    except RuntimeError:  # deleted on the C++ side (closed: WA_DeleteOnClose)
        return False
    return True
