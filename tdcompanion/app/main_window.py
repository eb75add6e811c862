"""The main window: menus, the board list, and the board as it happened (deal, auction, play).

Every board listed keeps its own edits and undo history; nothing entered is lost when
another board or file is opened, when a file cannot be read, or when an export fails.
Quitting with boards edited and not exported asks first.

Start-up stays lean (bench/bench_startup.py): the window is usable the moment it shows. The
workspace is built with the window, with its first tab only (the hand editor: the Director can
type the deal at once); its other tabs, a board's rulings and the laws under them, the incidents
folder and the file readers and writers are loaded on first use. The
incidents a crash left unsaved are offered once the window is usable (:meth:`MainWindow.when_usable`).
tests/app/test_startup.py holds it to that.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QSplitter, QWidget

from tdcompanion.app import settings as keys
from tdcompanion.app.board_list import BoardEntry, BoardList
from tdcompanion.app.i18n import Translators, arg
from tdcompanion.app.settings import Settings
from tdcompanion.app.window_api import (
    ANALYSIS_TAB,
    AUCTION_TAB,
    DEAL_TAB,
    INCIDENT_TAB,
    LANGUAGE_NAMES,
    PLAY_TAB,
    RULING_TAB,
    SCORE_TAB,
)
from tdcompanion.models.text import ntranslate

if TYPE_CHECKING:
    from tdcompanion.app.board_loader import BoardLoader
    from tdcompanion.app.incident_keeper import IncidentKeeper
    from tdcompanion.app.incidents_window import IncidentsWindow
    from tdcompanion.core.errors import PBNDecodeError
    from tdcompanion.core.incident import Incident
    from tdcompanion.models.incident_draft import IncidentDraft
    from tdcompanion.widgets.board_workspace import BoardWorkspace
    from tdcompanion.widgets.guide_window import GuideWindow
    from tdcompanion.widgets.problems_panel import ProblemsPanel

__all__ = [
    "ANALYSIS_TAB",
    "AUCTION_TAB",
    "DEAL_TAB",
    "INCIDENT_TAB",
    "LANGUAGE_NAMES",
    "PLAY_TAB",
    "RULING_TAB",
    "SCORE_TAB",
    "MainWindow",
]


class _FirstPaint(QObject):
    """Calls ``done`` (once) on the next turn of the event loop after ``widget`` is first painted."""

    def __init__(self, widget: QWidget, done: Callable[[], object]) -> None:
        super().__init__(widget)
        self._done = done
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._done)  # once the whole window is painted and the loop is idle
        return False


def _set_shortcut(action: QAction, keys: str | QKeySequence.StandardKey) -> None:
    """Give ``action`` its shortcut: ``"Ctrl+O"``, or a standard key's first binding on this platform.

    Through ``setShortcuts`` and a list: ``setShortcut(QKeySequence(...))`` resolves its
    overloads by way of ``Qt.Key``, which builds the whole ``Qt`` namespace before the
    window shows.
    """
    if isinstance(keys, str):
        action.setShortcuts(QKeySequence.listFromString(keys))
    else:
        action.setShortcuts(QKeySequence.keyBindings(keys)[:1])


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, translators: Translators, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translators = translators
        self.current_file: str | None = None
        if settings.zoom != 100:  # before the widgets are made: they are laid out once, at that size
            from tdcompanion.app.zoom import apply_zoom

            apply_zoom(settings.zoom)

        self.board_list = BoardList(self)
        self._workspace: BoardWorkspace | None = None
        self._keeper: IncidentKeeper | None = None
        self._incidents_window: IncidentsWindow | None = None
        self._guide: GuideWindow | None = None
        self._file_loader: BoardLoader | None = None
        self._problems_panel: ProblemsPanel | None = None
        #: Offer the incidents a crash left unsaved once the window is usable (set by the program at start-up).
        self.recover_on_start = False
        self._fit_pending = False
        self._usable = False
        self._shown = False
        self._when_usable: list[Callable[[], object]] = []
        self._scratch: BoardEntry | None = None
        self._entry: BoardEntry | None = None  # None: the scratch board, not made yet
        self.board_list.entry_selected.connect(self.show_entry)
        self.board_list.boards_changed.connect(self._update_count)
        self.board_list.boards_changed.connect(self._fit_board_list_later)
        # parent by keyword: QSplitter(self) would first try the (orientation, parent) overload,
        # and that look-up builds the whole Qt namespace.
        self.splitter = QSplitter(parent=self)  # horizontal
        self.splitter.addWidget(self.board_list)
        self.splitter.addWidget(self.workspace)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.count_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.count_label)

        self._create_actions()
        self._create_menus()
        self._restore_layout()
        self.retranslate_ui()

    # -- construction -------------------------------------------------------------------------

    def _create_actions(self) -> None:
        self.new_action = QAction(self)
        _set_shortcut(self.new_action, QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_board)
        self.open_action = QAction(self)
        _set_shortcut(self.open_action, "Ctrl+O")
        self.open_action.triggered.connect(self.open_dialog)
        self.export_action = QAction(self)
        _set_shortcut(self.export_action, "Ctrl+E")
        self.export_action.triggered.connect(self.export_dialog)
        self._create_incident_actions()
        self.clear_recent_action = QAction(self)
        self.clear_recent_action.triggered.connect(self._clear_recent)
        self.quit_action = QAction(self)
        _set_shortcut(self.quit_action, "Ctrl+Q")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.board_list_action = QAction(self)
        self.board_list_action.setCheckable(True)
        _set_shortcut(self.board_list_action, "Ctrl+L")
        self.board_list_action.toggled.connect(self._show_board_list)
        self.tab_actions: dict[int, QAction] = {}
        for index in (DEAL_TAB, AUCTION_TAB, PLAY_TAB, RULING_TAB, INCIDENT_TAB, SCORE_TAB, ANALYSIS_TAB):
            action = QAction(self)
            _set_shortcut(action, f"Ctrl+{index + 1}")
            action.triggered.connect(lambda _checked=False, i=index: self.workspace.show_tab(i))
            self.tab_actions[index] = action
        self._create_zoom_actions()
        self.full_screen_action = QAction(self)
        self.full_screen_action.setCheckable(True)
        _set_shortcut(self.full_screen_action, QKeySequence.StandardKey.FullScreen)
        self.full_screen_action.toggled.connect(self._set_full_screen)

        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGE_NAMES.items():
            action = QAction(name, parent=self.language_group)  # by keyword: QAction(str, parent) tries QIcon first
            action.setCheckable(True)
            action.setData(code)
            self.language_actions[code] = action
        self.language_group.triggered.connect(lambda action: self.set_language(action.data()))

        self.guide_action = QAction(self)
        _set_shortcut(self.guide_action, "F1")
        self.guide_action.triggered.connect(lambda _checked=False: self.show_guide())
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.about_qt_action = QAction(self)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)
        self.about_qt_action.triggered.connect(self._about_qt)
        self.problem_report_action = QAction(self)
        self.problem_report_action.triggered.connect(self.problem_report)

    def _create_incident_actions(self) -> None:
        self.save_incident_action = QAction(self)
        _set_shortcut(self.save_incident_action, "Ctrl+S")
        self.save_incident_action.triggered.connect(self.save_incident)
        self.incidents_action = QAction(self)
        _set_shortcut(self.incidents_action, "Ctrl+I")
        self.incidents_action.triggered.connect(self.show_incidents)
        self.report_action = QAction(self)
        self.report_action.triggered.connect(lambda: self._incident_actions().report_current(self, printing=False))
        self.print_action = QAction(self)
        _set_shortcut(self.print_action, "Ctrl+P")
        self.print_action.triggered.connect(lambda: self._incident_actions().report_current(self, printing=True))
        self.open_folder_action = QAction(self)
        self.open_folder_action.triggered.connect(lambda: self._incident_actions().open_folder(self))
        self.choose_folder_action = QAction(self)
        self.choose_folder_action.triggered.connect(lambda: self._incident_actions().choose_folder(self))

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = QMenu(self)
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addAction(self.export_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.save_incident_action)
        self.file_menu.addAction(self.report_action)
        self.file_menu.addAction(self.print_action)
        self.file_menu.addAction(self.incidents_action)
        self.file_menu.addAction(self.open_folder_action)
        self.file_menu.addAction(self.choose_folder_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = QMenu(self)  # the workspace's actions
        for action in self.workspace.actions_for_menu:
            if action is None:
                self.edit_menu.addSeparator()
            else:
                self.edit_menu.addAction(action)
        self.view_menu = QMenu(self)
        self.view_menu.addAction(self.board_list_action)
        self.view_menu.addSeparator()
        self.view_menu.addActions(list(self.tab_actions.values()))
        self.view_menu.addSeparator()
        self.view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.full_screen_action)
        self.language_menu = QMenu(self)
        self.language_menu.addActions(self.language_group.actions())
        self.help_menu = QMenu(self)
        self.help_menu.addAction(self.guide_action)
        self.help_menu.addAction(self.problem_report_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)
        for menu in (self.file_menu, self.edit_menu, self.view_menu, self.language_menu, self.help_menu):
            bar.addMenu(menu)
        self._update_recent_menu()

    def _restore_layout(self) -> None:
        geometry = self.settings.bytes_value(keys.WINDOW_GEOMETRY)
        if geometry is None or not self.restoreGeometry(geometry):
            # Fit a 1366 x 768 laptop with room for a taskbar.
            screen = QGuiApplication.primaryScreen().availableGeometry()
            self.resize(min(1320, int(screen.width() * 0.97)), min(720, int(screen.height() * 0.93)))
        splitter = self.settings.bytes_value(keys.SPLITTER_STATE)
        if splitter is None or not self.splitter.restoreState(splitter):
            self.splitter.setSizes([270, 1050])
        visible = self.settings.board_list_visible
        self.board_list_action.setChecked(visible)
        self.board_list.setVisible(visible)

    @property
    def workspace(self) -> BoardWorkspace:
        """Deal, auction, play... of the board shown (built with the window, its tabs on first use)."""
        if self._workspace is None:
            from tdcompanion.widgets.board_workspace import BoardWorkspace

            workspace = BoardWorkspace(self.scratch.document, self)
            self._workspace = workspace
            workspace.save_incident_requested.connect(self.save_incident)
            workspace.draft_shown.connect(self._watch_incident)
            self._watch(self.scratch)
            _FirstPaint(workspace.tabs.currentWidget(), self._on_usable)
            workspace.set_document(self.current_entry.document)
            draft = workspace.draft_if_made
            if draft is not None:
                self._watch_incident(draft)
        return self._workspace

    def when_usable(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once the Director can work: the workspace built, the tab shown first
        painted and the event loop idle (at once if that is so already). bench/bench_startup.py
        times the start-up to this moment (``TDCOMPANION_EXIT_WHEN_SHOWN``)."""
        if self._usable:
            callback()
        else:
            self._when_usable.append(callback)

    def _on_usable(self) -> None:
        self._usable = True
        if self.recover_on_start:
            self.recover_on_start = False
            QTimer.singleShot(0, self, self.recover_incidents)
        callbacks, self._when_usable = self._when_usable, []
        for callback in callbacks:
            callback()

    @property
    def workspace_if_made(self) -> BoardWorkspace | None:
        return self._workspace

    # -- incidents (tdcompanion.app.incident_actions, loaded on first use) ------------------------

    @property
    def keeper(self) -> IncidentKeeper:
        """Saves and autosaves the incidents of the boards (made on first use)."""
        if self._keeper is None:
            from tdcompanion.app.incident_keeper import make_keeper

            self._keeper = make_keeper(self.settings, self)
        return self._keeper

    @property
    def keeper_if_made(self) -> IncidentKeeper | None:
        return self._keeper

    @staticmethod
    def _incident_actions():  # type: ignore[no-untyped-def]
        from tdcompanion.app import incident_actions

        return incident_actions

    def _watch_incident(self, draft: IncidentDraft) -> None:
        """Autosave the incident of the board shown (once it has one: ``BoardWorkspace.draft_shown``)."""
        self.keeper.watch(draft)

    def save_incident(self) -> Path | None:
        """Save the incident of the board shown into the incidents folder (Ctrl+S)."""
        return self._incident_actions().save_current(self)  # type: ignore[no-any-return]

    def open_incident(self, path: Path) -> bool:
        """Show the incident saved in ``path`` on a board of its own; False if it cannot be read."""
        return self._incident_actions().open_incident_file(self, Path(path)) is not None  # type: ignore[no-any-return]

    def open_incident_from(self, incident: Incident, path: Path | None = None) -> None:
        """Show ``incident`` (read from ``path``, or not saved yet) on a board of its own."""
        self._incident_actions().open_incident(self, incident, path)

    def recover_incidents(self) -> int:
        """Offer the incidents a crash left unsaved (called once the window is usable). The folder is
        looked at first: the incidents' machinery (the incident files, the laws) loads only if a crash
        left any, so the Director typing at once is not held up."""
        if not self.keeper.orphans():
            return 0
        return self._incident_actions().recover(self)  # type: ignore[no-any-return]

    def show_incidents(self) -> IncidentsWindow:
        """The list of incidents in the folder (Ctrl+I)."""
        if self._incidents_window is None:
            from tdcompanion.app.incidents_window import IncidentsWindow

            self._incidents_window = IncidentsWindow(self)
        self._incidents_window.refresh()
        self._incidents_window.show()
        self._incidents_window.raise_()
        self._incidents_window.activateWindow()
        return self._incidents_window

    # -- translation ----------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown:  # the keys typed the moment the window first shows go to the first hand
            self._shown = True
            self.workspace.show_tab(DEAL_TAB)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_board_list_later()  # the splitter shares a change of width between both sides

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self._fit_board_list_later()  # once the list has its new headers (its own LanguageChange)
        elif event.type() == QEvent.Type.FontChange:  # the zoom: the list's columns and room, in the new font
            self._fit_board_list_later()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self._update_title()
        self.file_menu.setTitle(self.tr("&File"))
        self.new_action.setText(self.tr("&New Board"))
        self.new_action.setStatusTip(self.tr("Start a new board: deal, auction and play"))
        self.open_action.setText(self.tr("&Open…"))
        self.open_action.setStatusTip(self.tr("Open a PBN or LIN file of boards"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.export_action.setText(self.tr("&Export PBN…"))
        self.export_action.setStatusTip(self.tr("Save the board shown, with its auction and play, as a PBN file"))
        self.save_incident_action.setText(self.tr("&Save Incident"))
        self.save_incident_action.setStatusTip(self.tr("Save the incident of the board shown in the incidents folder"))
        self.report_action.setText(self.tr("Incident Re&port (PDF)…"))
        self.report_action.setStatusTip(self.tr("Save the report of the incident of the board shown as a PDF"))
        self.print_action.setText(self.tr("Prin&t Incident Report…"))
        self.print_action.setStatusTip(self.tr("Print the report of the incident of the board shown"))
        self.incidents_action.setText(self.tr("&Incidents…"))
        self.incidents_action.setStatusTip(self.tr("List, search, reopen and report the incidents saved"))
        self.open_folder_action.setText(self.tr("Open Incidents &Folder"))
        self.open_folder_action.setStatusTip(self.tr("Show the incidents folder in the file manager"))
        self.choose_folder_action.setText(self.tr("C&hoose Incidents Folder…"))
        self.choose_folder_action.setStatusTip(self.tr("Keep incidents in another folder"))
        self.clear_recent_action.setText(self.tr("&Clear List"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.board_list_action.setText(self.tr("&Board List"))
        self.tab_actions[DEAL_TAB].setText(self.tr("&Deal"))
        self.tab_actions[AUCTION_TAB].setText(self.tr("&Auction"))
        self.tab_actions[PLAY_TAB].setText(self.tr("&Play"))
        self.tab_actions[RULING_TAB].setText(self.tr("&Irregularity"))
        self.tab_actions[INCIDENT_TAB].setText(self.tr("In&cident"))
        self.tab_actions[SCORE_TAB].setText(self.tr("&Score"))
        self.tab_actions[ANALYSIS_TAB].setText(self.tr("Double d&ummy"))
        self.zoom_in_action.setText(self.tr("Zoom &In"))
        self.zoom_out_action.setText(self.tr("Zoom &Out"))
        self.zoom_reset_action.setText(self.tr("&Actual Size"))
        self.full_screen_action.setText(self.tr("&Full Screen"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.guide_action.setText(self.tr("&Guide"))
        self.about_action.setText(self.tr("&About TD Companion"))
        self.about_qt_action.setText(self.tr("About &Qt"))
        self.problem_report_action.setText(self.tr("&Problem Report…"))
        self.problem_report_action.setStatusTip(
            self.tr("Save the log and, if you wish, the incident shown in a zip file, for a bug report"))
        self._update_count()
        if self.board_list.topLevelItemCount():
            self.fit_board_list()
        language = self.translators.language
        if language in self.language_actions:
            self.language_actions[language].setChecked(True)

    def _update_count(self) -> None:
        self.count_label.setText(ntranslate(
            "MainWindow", "%n board loaded",
            "%n boards loaded", len(self.board_list.entries()),
        ))

    def _update_title(self) -> None:
        """The title names what the board shown belongs to: its file, or "New board N" for a board made
        here; "[*]" shows as "*" while that board has edits not exported."""
        entry = self._entry
        if entry is not None and entry.path is None and (entry.is_modified or self.current_file is not None):
            number = "" if entry.board.number is None else str(entry.board.number)
            self.setWindowTitle(arg(self.tr("New board %1 – TD Companion"), number + "[*]"))
        elif self.current_file is None:
            self.setWindowTitle(self.tr("TD Companion – assistant for bridge Directors"))
        else:
            self.setWindowTitle(arg(self.tr("%1 – TD Companion"), Path(self.current_file).name + "[*]"))
        self.setWindowModified(entry is not None and entry.is_modified)

    # -- boards -----------------------------------------------------------------------------------

    @property
    def scratch(self) -> BoardEntry:
        """The board shown before any is chosen from the list (made on first use): joins the list once edited."""
        if self._scratch is None:
            from tdcompanion.app.board_files import LoadedBoard
            from tdcompanion.core.board import Board

            self._scratch = BoardEntry(LoadedBoard(Board.standard(1)), None)
        return self._scratch

    @property
    def current_entry(self) -> BoardEntry:
        """The board shown in the workspace."""
        if self._entry is None:
            self._entry = self.scratch
        return self._entry

    def show_entry(self, entry: BoardEntry | None) -> None:
        """Show ``entry``'s board (with its edits so far); ``None`` (a file's row) keeps the board shown."""
        if entry is None or entry is self.current_entry:
            return
        self._keep_scratch()
        fresh = not entry.is_open
        self._entry = entry
        self._watch(entry)
        if self._workspace is not None:
            self._workspace.set_document(entry.document)
        if entry.path is not None:
            self.current_file = entry.path
        self._update_title()
        if fresh and entry.loaded.problems:
            from tdcompanion.app.file_actions import kept_sections_text

            self.workspace.show_refusal(kept_sections_text(entry))

    def _watch(self, entry: BoardEntry) -> None:
        if entry.watched:
            return
        entry.watched = True
        document = entry.document
        document.record_changed.connect(lambda _record, e=entry: self._on_entry_edited(e))
        document.undo_stack.cleanChanged.connect(lambda _clean, e=entry: self._on_entry_edited(e))

    def _on_entry_edited(self, entry: BoardEntry) -> None:
        try:
            self.board_list.refresh_entry(entry)
            if entry is self._entry:
                self._update_title()
        except RuntimeError:  # the window or the list is being destroyed while a stack empties itself
            pass

    def _keep_scratch(self) -> None:
        """The first board, edited before any was chosen, goes into the list rather than away."""
        scratch = self._scratch  # never made: never edited
        if scratch is None or self.current_entry is not scratch:
            return
        if scratch.is_modified and scratch not in self.board_list.entries():
            self.board_list.add_entry(scratch, select=False)

    def new_board(self) -> None:
        """A new, empty board: numbered after the boards already new, dealer and vulnerability by rotation."""
        from tdcompanion.core.board import Board

        self._keep_scratch()
        numbers = [e.board.number or 0 for e in self.board_list.entries() if e.path is None]
        entry = self.board_list.add_new_board(Board.standard(max(numbers, default=0) + 1))
        self.show_entry(entry)
        self.workspace.show_tab(DEAL_TAB)

    # -- opening and exporting (tdcompanion.app.file_actions, loaded on first use) -----------------

    def open_dialog(self) -> None:
        from tdcompanion.app import file_actions

        file_actions.open_dialog(self)

    def open_files(self, paths: list[str]) -> None:
        """Read the boards of PBN or LIN files, in turn, in a thread (a file still being read is dropped);
        on failure say why and keep what is loaded.

        A file already open whose boards have edits is not read again (the edits stay);
        one without edits is read again from the disk.
        """
        from tdcompanion.app import file_actions

        file_actions.open_files(self, paths)

    def open_file(self, path: str) -> None:
        """:meth:`open_files` for one file."""
        self.open_files([path])

    @property
    def file_loader(self) -> BoardLoader:
        """Reads the files opened (made on first use)."""
        if self._file_loader is None:
            from tdcompanion.app import file_actions

            self._file_loader = file_actions.make_loader(self)
        return self._file_loader

    @property
    def problems_panel(self) -> ProblemsPanel:
        """The sections of the open files that could not be read, under the board list (made on first use)."""
        if self._problems_panel is None:
            from tdcompanion.app import file_actions

            self._problems_panel = file_actions.make_problems_panel(self)
        return self._problems_panel

    @property
    def problems_panel_if_made(self) -> ProblemsPanel | None:
        return self._problems_panel

    def note_file_opened(self, path: str) -> None:
        """``path`` has just been opened: it is the current file, and the newest of the recent ones."""
        self.current_file = path
        self.settings.add_recent_file(path)
        self._update_recent_menu()
        self._update_title()

    def _fit_board_list_later(self) -> None:
        """Fit the board list on the next turn of the event loop, once every widget has its new texts."""
        if not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self._fit_now)

    def _fit_now(self) -> None:
        self._fit_pending = False
        self.board_list.fit_columns()  # its headers at least (a new language, a zoom)
        self.fit_board_list()

    def fit_board_list(self) -> None:
        """Widen the board list to show its columns whole, as far as the workspace can give room."""
        if not self.board_list.isVisible():
            return
        sizes = self.splitter.sizes()
        spare = sizes[1] - self.workspace.minimumSizeHint().width()
        extra = min(self.board_list.needed_width() - sizes[0], spare)
        if extra > 0:
            self.splitter.setSizes([sizes[0] + extra, sizes[1] - extra])

    def problem_text(self, problem: PBNDecodeError) -> str:
        """One section that could not be read, in words: board, section, line, token, why."""
        from tdcompanion.app import file_actions

        return file_actions.problem_text(problem)

    def export_dialog(self) -> None:
        from tdcompanion.app import file_actions

        file_actions.export_dialog(self)

    def export_pbn(self, path: str) -> bool:
        """Write the board shown, with its auction and play, as a PBN file (atomically).

        What PBN cannot record (a call out of rotation, a corrected revoke...) is said,
        and nothing is written; the board and its edits stay as they are.
        """
        from tdcompanion.app import file_actions

        return file_actions.export_pbn(self, path)

    # -- the rest -----------------------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        """Switch the interface now and remember the choice."""
        self.settings.language = language
        self.translators.set_language(language)

    def _about_qt(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # deferred, like every message box: not needed to show the window

        QMessageBox.aboutQt(self)

    def problem_report(self) -> None:
        """Help > Problem Report…: a zip of the log (and the incident shown) for a bug report."""
        from tdcompanion.app.problem_report import problem_report

        problem_report(self)

    def show_guide(self, topic: str | None = None) -> GuideWindow:
        """Help > Guide (F1): the guide's window (one, kept), at ``topic`` or at what the Director is doing."""
        from tdcompanion.app.guide_actions import guide_topic, window_shortcuts
        from tdcompanion.widgets.guide_window import GuideWindow

        if self._guide is None:
            self._guide = GuideWindow(lambda: window_shortcuts(self.menuBar(), self.workspace), self)
        self._guide.show_topic(topic or guide_topic(self._workspace))
        self._guide.show()
        self._guide.raise_()
        self._guide.activateWindow()
        return self._guide

    def show_about(self) -> None:
        from tdcompanion.app.about_dialog import AboutDialog

        AboutDialog(self).exec()

    def _show_board_list(self, visible: bool) -> None:
        self.board_list.setVisible(visible)
        self.settings.board_list_visible = visible

    def _create_zoom_actions(self) -> None:
        """View > Zoom In (Ctrl +), Zoom Out (Ctrl −) and Actual Size (Ctrl 0): tdcompanion.app.zoom."""
        self.zoom_in_action = QAction(self)
        _set_shortcut(self.zoom_in_action, QKeySequence.StandardKey.ZoomIn)
        self.zoom_in_action.triggered.connect(lambda: self._zoom(1))
        self.zoom_out_action = QAction(self)
        _set_shortcut(self.zoom_out_action, QKeySequence.StandardKey.ZoomOut)
        self.zoom_out_action.triggered.connect(lambda: self._zoom(-1))
        self.zoom_reset_action = QAction(self)
        _set_shortcut(self.zoom_reset_action, "Ctrl+0")
        self.zoom_reset_action.triggered.connect(lambda: self._zoom(0))
        self._update_zoom_actions()

    def _zoom(self, direction: int) -> None:
        """One zoom step larger (1) or smaller (-1), or back to the system's size (0); kept."""
        from tdcompanion.app.zoom import apply_zoom, next_step

        percent = 100 if direction == 0 else next_step(self.settings.zoom, direction)
        self.settings.zoom = percent
        apply_zoom(percent)
        self._update_zoom_actions()

    def _update_zoom_actions(self) -> None:
        from tdcompanion.app.zoom import ZOOM_STEPS

        percent = self.settings.zoom
        self.zoom_in_action.setEnabled(percent < ZOOM_STEPS[-1])
        self.zoom_out_action.setEnabled(percent > ZOOM_STEPS[0])
        self.zoom_reset_action.setEnabled(percent != 100)

    def _set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _update_recent_menu(self) -> None:
        self.recent_menu.setEnabled(bool(self.settings.recent_files))

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for i, path in enumerate(self.settings.recent_files, start=1):
            action = self.recent_menu.addAction(f"&{i} {Path(path).name}")
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_file(p))
        self.recent_menu.addSeparator()
        self.recent_menu.addAction(self.clear_recent_action)

    def _clear_recent(self) -> None:
        self.settings.clear_recent_files()
        self._update_recent_menu()

    def unsaved_entries(self) -> list[BoardEntry]:
        """Boards with edits not exported, the first board included."""
        entries = self.board_list.modified_entries()
        scratch = self._scratch
        if scratch is not None and scratch.is_modified and scratch not in entries:
            entries.append(scratch)
        return entries

    def confirm_discard(self, count: int) -> bool:
        """Ask before quitting with ``count`` boards edited and not exported."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Quit TD Companion"),
            ntranslate(
                "MainWindow", "%n board has edits that were not exported.",
                "%n boards have edits that were not exported.", count,
            ),
            parent=self,
        )
        box.setInformativeText(self.tr("Quit anyway and lose them?"))
        box.setStandardButtons(QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return box.exec() == QMessageBox.StandardButton.Discard.value

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._keeper is not None and not self._incident_actions().confirm_quit(self):
            event.ignore()
            return
        unsaved = self.unsaved_entries()
        if unsaved and not self.confirm_discard(len(unsaved)):
            event.ignore()
            return
        if self._file_loader is not None:
            self._file_loader.stop()
        self.settings.set_bytes_value(keys.WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.set_bytes_value(keys.SPLITTER_STATE, self.splitter.saveState())
        self.settings.sync()
        super().closeEvent(event)
