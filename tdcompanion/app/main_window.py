"""The main window: menus, the board list and the diagram of the selected board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QSplitter, QWidget

from tdcompanion.app import settings as keys
from tdcompanion.app.board_list import BoardList
from tdcompanion.app.i18n import Translators, arg
from tdcompanion.app.settings import Settings
from tdcompanion.widgets.board_view import BoardView

# Language names are shown in their own language, whatever the interface language.
LANGUAGE_NAMES = {"el": "Ελληνικά", "en": "English"}


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, translators: Translators, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translators = translators
        self.current_file: str | None = None

        self.board_list = BoardList(self)
        self.board_view = BoardView(self)
        self.board_list.board_selected.connect(self.board_view.set_board)
        self.board_list.boards_changed.connect(self._update_count)
        self.splitter = QSplitter(self)  # horizontal
        self.splitter.addWidget(self.board_list)
        self.splitter.addWidget(self.board_view)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 3)
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
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence("Ctrl+O"))
        self.open_action.triggered.connect(self.open_dialog)
        self.clear_recent_action = QAction(self)
        self.clear_recent_action.triggered.connect(self._clear_recent)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.board_list_action = QAction(self)
        self.board_list_action.setCheckable(True)
        self.board_list_action.setShortcut(QKeySequence("Ctrl+L"))
        self.board_list_action.toggled.connect(self._show_board_list)
        self.full_screen_action = QAction(self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence(QKeySequence.StandardKey.FullScreen))
        self.full_screen_action.toggled.connect(self._set_full_screen)

        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGE_NAMES.items():
            action = QAction(name, self.language_group)
            action.setCheckable(True)
            action.setData(code)
            self.language_actions[code] = action
        self.language_group.triggered.connect(lambda action: self.set_language(action.data()))

        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.about_qt_action = QAction(self)
        self.about_qt_action.setMenuRole(QAction.MenuRole.AboutQtRole)
        self.about_qt_action.triggered.connect(lambda: QMessageBox.aboutQt(self))

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = QMenu(self)
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addAction(self.open_action)
        self.file_menu.addMenu(self.recent_menu)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.view_menu = QMenu(self)
        self.view_menu.addAction(self.board_list_action)
        self.view_menu.addAction(self.full_screen_action)
        self.language_menu = QMenu(self)
        self.language_menu.addActions(self.language_group.actions())
        self.help_menu = QMenu(self)
        self.help_menu.addAction(self.about_action)
        self.help_menu.addAction(self.about_qt_action)
        for menu in (self.file_menu, self.view_menu, self.language_menu, self.help_menu):
            bar.addMenu(menu)
        self._update_recent_menu()

    def _restore_layout(self) -> None:
        geometry = self.settings.bytes_value(keys.WINDOW_GEOMETRY)
        if geometry is None or not self.restoreGeometry(geometry):
            # Fit a 1366 x 768 laptop with room for a taskbar.
            screen = QGuiApplication.primaryScreen().availableGeometry()
            self.resize(min(1200, int(screen.width() * 0.92)), min(720, int(screen.height() * 0.9)))
        splitter = self.settings.bytes_value(keys.SPLITTER_STATE)
        if splitter is None or not self.splitter.restoreState(splitter):
            self.splitter.setSizes([330, 870])
        visible = self.settings.board_list_visible
        self.board_list_action.setChecked(visible)
        self.board_list.setVisible(visible)

    # -- translation ----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self._update_title()
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open PBN…"))
        self.open_action.setStatusTip(self.tr("Open a PBN file of boards"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.clear_recent_action.setText(self.tr("&Clear List"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.board_list_action.setText(self.tr("&Board List"))
        self.full_screen_action.setText(self.tr("&Full Screen"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About TD Companion"))
        self.about_qt_action.setText(self.tr("About &Qt"))
        self._update_count()
        language = self.translators.language
        if language in self.language_actions:
            self.language_actions[language].setChecked(True)

    def _update_count(self) -> None:
        self.count_label.setText(self.tr("%n board(s) loaded", "", len(self.board_list.boards())))

    def _update_title(self) -> None:
        if self.current_file is None:
            self.setWindowTitle(self.tr("TD Companion – assistant for bridge Directors"))
        else:
            self.setWindowTitle(arg(self.tr("%1 – TD Companion"), Path(self.current_file).name))

    # -- actions ----------------------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        """Switch the interface now and remember the choice."""
        self.settings.language = language
        self.translators.set_language(language)

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # deferred: keeps start-up lean

        recent = self.settings.recent_files
        start = str(Path(recent[0]).parent) if recent else str(Path.home())
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Open PBN File"), start, self.tr("PBN files (*.pbn);;All files (*)")
        )
        self.open_files(paths)

    def open_files(self, paths: list[str]) -> None:
        for path in paths:
            self.open_file(path)

    def open_file(self, path: str) -> bool:
        """Read the boards of a PBN file; on failure say why and keep what is loaded."""
        from tdcompanion.core import pbn  # deferred: not needed to show the window
        from tdcompanion.core.errors import PBNDecodeError

        path = str(Path(path).absolute())
        try:
            with open(path, "rb") as fp:
                boards = pbn.load(fp)
        except PBNDecodeError as exc:
            details = exc.reason if exc.line is None else arg(self.tr("Line %1: %2"), exc.line, exc.reason)
            self._error(self.tr("The file %1 is not valid PBN."), path, details)
            return False
        except OSError as exc:
            self._error(self.tr("The file %1 could not be opened."), path, exc.strerror or str(exc))
            return False
        self.board_list.add_file(path, boards)
        self.current_file = path
        self.settings.add_recent_file(path)
        self._update_recent_menu()
        self._update_title()
        self.statusBar().showMessage(arg(self.tr("Opened %1"), Path(path).name), 5000)
        return True

    def _error(self, template: str, path: str, details: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Cannot Open File"), arg(template, path), parent=self)
        box.setInformativeText(details)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.exec()

    def show_about(self) -> None:
        from tdcompanion.app.about_dialog import AboutDialog

        AboutDialog(self).exec()

    def _show_board_list(self, visible: bool) -> None:
        self.board_list.setVisible(visible)
        self.settings.board_list_visible = visible

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

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.set_bytes_value(keys.WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.set_bytes_value(keys.SPLITTER_STATE, self.splitter.saveState())
        self.settings.sync()
        super().closeEvent(event)
