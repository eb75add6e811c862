"""What the main window's commands need of it: the tabs, the language names, and :class:`WindowAPI`.

The file commands (:mod:`~tdcompanion.app.file_actions`), the incident commands
(:mod:`~tdcompanion.app.incident_actions`) and the incidents window
(:mod:`~tdcompanion.app.incidents_window`) act on the main window through :class:`WindowAPI`,
which :class:`~tdcompanion.app.main_window.MainWindow` satisfies; the main window loads them on
first use, and none of them imports it back.

Imported at start-up by the main window: nothing here but names and types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from tdcompanion.wording.languages import LANGUAGES

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QSplitter, QStatusBar, QWidget

    from tdcompanion.app.board_list import BoardEntry, BoardList
    from tdcompanion.app.board_loader import BoardLoader
    from tdcompanion.app.i18n import Translators
    from tdcompanion.app.incident_keeper import IncidentKeeper
    from tdcompanion.app.settings import Settings
    from tdcompanion.widgets.board_workspace import BoardWorkspace
    from tdcompanion.widgets.problems_panel import ProblemsPanel

#: The workspace's tabs (as in :mod:`tdcompanion.widgets.board_workspace`, not imported at start-up).
DEAL_TAB, AUCTION_TAB, PLAY_TAB, RULING_TAB, INCIDENT_TAB, SCORE_TAB, ANALYSIS_TAB = range(7)

# Language names are shown in their own language, whatever the interface language.
LANGUAGE_NAMES = {language.code: language.name for language in LANGUAGES}


class WindowAPI(Protocol):
    """The main window as its commands see it. ``window()`` is the window itself, as a widget: the
    parent of the dialogs and message boxes the commands show."""

    settings: Settings
    translators: Translators
    board_list: BoardList
    splitter: QSplitter  # the board list's side, then the workspace

    def window(self) -> QWidget: ...

    def statusBar(self) -> QStatusBar: ...

    def setWindowModified(self, modified: bool) -> None: ...

    @property
    def current_entry(self) -> BoardEntry:
        """The board shown in the workspace."""
        ...

    @property
    def workspace(self) -> BoardWorkspace:
        """The workspace (built on first use)."""
        ...

    @property
    def workspace_if_made(self) -> BoardWorkspace | None: ...

    @property
    def keeper(self) -> IncidentKeeper:
        """Saves and autosaves the incidents (made on first use)."""
        ...

    @property
    def keeper_if_made(self) -> IncidentKeeper | None: ...

    def show_entry(self, entry: BoardEntry | None) -> None: ...

    def fit_board_list(self) -> None: ...

    def note_file_opened(self, path: str) -> None: ...

    def open_files(self, paths: list[str]) -> None: ...

    @property
    def file_loader(self) -> BoardLoader:
        """Reads the files opened (made on first use)."""
        ...

    @property
    def problems_panel(self) -> ProblemsPanel:
        """The sections not read, under the board list (made on first use)."""
        ...

    @property
    def problems_panel_if_made(self) -> ProblemsPanel | None: ...

    def export_pbn(self, path: str) -> bool: ...

    def open_incident(self, path: Path) -> bool: ...
