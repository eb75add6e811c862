"""Composition root: the application object, settings, translators and the main window.

Startup stays lean (the window must show within 1.3x of a bare QMainWindow):
nothing here reads files or imports the PBN parser before the window is shown.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QTimer
from PySide6.QtWidgets import QApplication

from tdcompanion import __version__
from tdcompanion.app.crash_hooks import CrashHooks
from tdcompanion.app.i18n import Translators, resolve_language
from tdcompanion.app.icon import app_icon
from tdcompanion.app.launch import Begun, begin
from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.settings import Settings
from tdcompanion.storage.derived_cache import DerivedCache
from tdcompanion.storage.logs import current_handler
from tdcompanion.wording.catalogue import use_cache

if TYPE_CHECKING:
    from tdcompanion.app.single_instance import Primary

EXIT_WHEN_SHOWN_ENV = "TDCOMPANION_EXIT_WHEN_SHOWN"
"""Set to 1 to quit as soon as the main window is usable: shown, its workspace built and the tab
shown first painted, the event loop idle (:meth:`MainWindow.when_usable`; bench/bench_startup.py),
and the files named on the command line read; exit status 1 if one could not be
(:mod:`tdcompanion.app.unattended`; the frozen bundle's smoke test)."""

#: Milliseconds after the window is usable when the log file is opened (and what start-up logged written).
OPEN_LOG_AFTER_MS = 2000

log = logging.getLogger(__name__)

#: The cache of the parsed catalogues (a folder in the user's cache folder: :mod:`tdcompanion.storage.derived_cache`).
CATALOGUE_CACHE = "catalogues"


def application() -> QApplication:
    """The running QApplication, created (with the program's names) if there is none yet."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
    app.setApplicationName("TD Companion")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("tdcompanion")
    return app


def create_main_window(
    app: QApplication,
    language: str | None = None,
    settings: Settings | None = None,
    locale: QLocale | None = None,
) -> MainWindow:
    """Install the starting language and build the window (not shown).

    The language is ``language`` (the ``--language`` option, not saved), else the one
    saved in the settings, else Greek for a Greek system locale and English otherwise.
    """
    settings = settings if settings is not None else Settings()
    translators = Translators(app)
    translators.set_language(resolve_language(language, settings.language, locale))
    return MainWindow(settings, translators)


def keep_drafts(window: MainWindow) -> int:
    """Write the drafts of the incidents not saved now (not after the autosave's delay); their number."""
    keeper = window.keeper_if_made
    return keeper.write_drafts() if keeper is not None else 0


def log_file() -> Path | None:
    """The log file, if it is written (not if it could not be: the records then go to the standard error)."""
    handler = current_handler()
    return handler.path if handler is not None else None


def install_hooks(app: QApplication, window: MainWindow | None = None) -> CrashHooks:
    """Catch every exception nothing else caught, and Qt's messages (:mod:`tdcompanion.app.crash_hooks`):
    logged, the drafts of ``window``'s incidents written, and the Director told."""
    hooks = CrashHooks(log_path=log_file, parent=app)
    if window is not None:
        attach_window(hooks, window)
    hooks.install()
    return hooks


def attach_window(hooks: CrashHooks, window: MainWindow) -> None:
    hooks.window = window
    hooks.save_work = lambda: keep_drafts(window)


def answer_later_launches(primary: Primary, window: MainWindow) -> None:
    """Once ``window`` is usable, open the files later launches hand over, and come to the front.

    The listening starts on the turn after the window became usable, in a turn of its own (QtNetwork is
    imported then: some 10 ms, bench/bench_hand_off.py), not in the turn that makes it usable; a later
    launch meanwhile tries again until it is answered (:data:`~tdcompanion.app.single_instance.CONNECT_WAIT`)."""

    def received(files: list[str]) -> None:
        from tdcompanion.app.file_actions import open_paths
        from tdcompanion.app.single_instance import bring_forward

        bring_forward(window)
        open_paths(window, files)

    window.when_usable(lambda: QTimer.singleShot(0, window, lambda: primary.listen(received, window)))


def open_at_start(window: MainWindow, files: Sequence[str]) -> None:
    """The files named on the command line, in order, once the window is usable. Not before: an incident
    opens at once and shows its ruling, and the tab first shown, switched away from before it was painted,
    would never tell the window it is usable (:meth:`MainWindow.when_usable`: the listening for later
    launches, the log file, the drafts a crash left)."""

    def open_them() -> None:
        from tdcompanion.app.file_actions import open_paths

        open_paths(window, list(files))

    window.when_usable(open_them)


def run_gui(language: str | None, files: Sequence[str], verbose: bool = False, new_window: bool = False, *,
            begun: Begun | None = None) -> int:  # fmt: skip
    """Start the desktop application; return its exit code. ``verbose``: the log on the standard error too.
    ``new_window``: a window of its own even if TD Companion runs already (:mod:`~tdcompanion.app.single_instance`).
    ``begun``: the log started and the running program asked already (:func:`tdcompanion.app.launch.begin`)."""
    logs, primary = begun if begun is not None else begin(files, verbose, new_window)
    if primary is True:
        return 0
    use_cache(DerivedCache(CATALOGUE_CACHE))  # the catalogue parsed once, not at every start
    app = application()
    hooks = install_hooks(app)
    window = create_main_window(app, language)
    attach_window(hooks, window)
    window.show()
    # After the first paint: the icon file is not read on the way to the window.
    QTimer.singleShot(0, lambda: app.setWindowIcon(app_icon()))
    # The incidents a crash left unsaved are offered once the board workspace is built, after the first paint.
    window.recover_on_start = True
    if files:
        open_at_start(window, files)
    if primary is not False:
        answer_later_launches(primary, window)
    window.when_usable(lambda: QTimer.singleShot(OPEN_LOG_AFTER_MS, logs.open_now))
    if os.environ.get(EXIT_WHEN_SHOWN_ENV) == "1":  # once usable and the files read (exit 1 if one failed)
        from tdcompanion.app.unattended import QuitWhenDone

        QuitWhenDone(app, window, files)
    try:
        code = app.exec()
    finally:
        if primary is not False:
            primary.close()
    log.info("stopped (exit code %d)", code)
    return code
