"""The incidents window (Ctrl+I): the incidents folder as a searchable list, with open, duplicate,
delete (to the trash, restorable), export (PBN for other bridge software, the PDF report, or the
incident file itself) and the session report.

The list follows the folder: a file saved by this window, another instance, a copy made in the file
manager or a sync engine shows up within a second (:class:`~tdcompanion.app.folder_watch.FolderWatch`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from tdcompanion.app.folder_watch import FolderWatch
from tdcompanion.app.index_updates import IndexUpdater
from tdcompanion.app.window_api import LANGUAGE_NAMES
from tdcompanion.core.errors import InputError
from tdcompanion.models.text import arg
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.widgets.incident_browser import IncidentBrowser
from tdcompanion.widgets.retranslating import Retranslating

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from tdcompanion.app.window_api import WindowAPI
    from tdcompanion.core.incident import Incident
    from tdcompanion.widgets.conflict_dialog import Choice


class IncidentsWindow(Retranslating, QDialog):
    """The incidents of the main window's folder (not modal: the boards stay usable)."""

    def __init__(self, main: WindowAPI) -> None:
        super().__init__(main.window())
        self.setObjectName("incidents-window")
        self.main = main
        self.browser = IncidentBrowser(self)
        self.status = QLabel(self)
        self.status.setObjectName("incidents-status")
        self.status.setWordWrap(True)
        self.language_label = QLabel(self)
        self.report_language = QComboBox(self)
        self.report_language.setObjectName("report-language")
        for code, name in LANGUAGE_NAMES.items():
            self.report_language.addItem(name, code)
        self.report_language.setCurrentIndex(self.report_language.findData(main.translators.language))
        self.language_label.setBuddy(self.report_language)
        self.print_button = QPushButton(self)
        self.print_button.setObjectName("print-report")
        self.print_button.clicked.connect(self.print_selected)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Print), self, self.print_selected)
        self.session_report_button = QPushButton(self)
        self.session_report_button.setObjectName("session-report")
        self.session_report_button.clicked.connect(self.session_report)
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.language_label)
        row.addWidget(self.report_language)
        row.addWidget(self.print_button)
        row.addWidget(self.session_report_button)
        row.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addLayout(row)
        self.resize(1100, 640)

        self.browser.open_requested.connect(self.open_paths)
        self.browser.duplicate_requested.connect(self.duplicate)
        self.browser.delete_requested.connect(self.delete)
        self.browser.restore_requested.connect(self.restore)
        self.browser.export_requested.connect(self.export)
        self.browser.open_folder_requested.connect(self.open_folder)
        self.browser.resolve_requested.connect(self.resolve_conflict)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Refresh), self, self.refresh)

        self._updater = self._make_updater()
        self._watched: tuple[int, int] | None = None  # the index (its id and generation) whose files are watched
        self.folder_watch = FolderWatch(self)
        self.folder_watch.changed.connect(self.refresh)
        main.keeper.saved.connect(lambda _path: self.folder_watch.poke())
        main.keeper.folder_changed.connect(lambda _folder: self.refresh())
        self.retranslate_ui()

    @property
    def store(self) -> IncidentStore:
        return self.main.keeper.store

    def refresh(self) -> None:
        """Read the folder again: only the files changed since are read, in a worker process for a big
        folder (the list shows the index as it is, and follows); the list reads the rows it shows."""
        folder = self.store.folder
        self._updater.update(self.store.index(update=False))
        self._show_index()
        self.folder_watch.watch(folder)
        self.setWindowTitle(arg(self.tr("Incidents – %1"), str(folder)))

    def _make_updater(self) -> IndexUpdater:
        updater = IndexUpdater(self)
        updater.progressed.connect(self._index_progressed)
        updater.finished.connect(self._index_finished)
        self._reading = ""  # the status said while the folder is read
        return updater

    def _show_index(self) -> None:
        index = self.store.index(update=False)
        index.changed_elsewhere()  # by the worker process
        self.browser.set_index(index)
        self.browser.set_trash_index(self.store.trash_index())
        if self._watched != (id(index), index.generation):  # the files changed in place are seen too
            self._watched = (id(index), index.generation)
            self.folder_watch.watch_files(index.newest(self.folder_watch.budget))

    def _index_progressed(self, done: int, total: int) -> None:
        self._show_index()
        self._say(arg(self.tr("Reading the incidents folder: %1 of %2 files…"), f"{done:,}", f"{total:,}"))
        self._reading = self.status.text()

    def _index_finished(self) -> None:
        self._show_index()
        if self.status.text() == self._reading:
            self._say("")

    # -- the actions -----------------------------------------------------------------------------------

    def open_paths(self, paths: list[Path]) -> int:
        opened = sum(self.main.open_incident(path) for path in paths)
        if opened:
            self.main.window().raise_()
            self.main.window().activateWindow()
        return opened

    def open_folder(self) -> bool:
        """Show the incidents folder in the file manager."""
        from tdcompanion.app import incident_actions  # the main window's commands, loaded on first use

        return incident_actions.open_folder(self.main)

    def duplicate(self, paths: list[Path]) -> list[Path]:
        made = self._each(paths, self.store.duplicate)
        self.refresh()
        self._say(arg(self.tr("Incidents duplicated: %1."), str(len(made))))
        return made

    def delete(self, paths: list[Path]) -> list[Path]:
        try:
            moved = self.store.delete(paths)
        except (StoreError, OSError) as exc:
            self._fail(str(exc))
            moved = []
        self.refresh()
        self._say(arg(self.tr("Incidents moved to the trash: %1. They can be restored from the trash."),
                     str(len(moved))))
        return list(moved)

    def restore(self, paths: list[Path]) -> list[Path]:
        back = self._each(paths, self.store.restore)
        self.refresh()
        self._say(arg(self.tr("Incidents restored: %1."), str(len(back))))
        return back

    def resolve_conflict(self, path: Path, copies: list[Path]) -> Choice | None:
        """Compare the incident in ``path`` with the conflict copies a sync engine kept beside it, and do
        what the Director chooses: open the other version, or keep one (the other goes to the trash)."""
        from tdcompanion.storage.conflict_choice import keep_copy, keep_file
        from tdcompanion.widgets.conflict_dialog import Choice, ConflictDialog, Version

        index = self.store.index(update=False)
        listed = {p: e for p in (path, *copies) if (e := index.entry_of(p)) is not None}
        versions = [Version(e, self._readable(p)) for p, e in listed.items()]
        if len(versions) < 2 or versions[0].entry.path != path:
            self.refresh()  # changed meanwhile: the list shows what is there now
            return None
        dialog = ConflictDialog(versions[0], versions[1:], self)
        if not dialog.exec() or dialog.choice is None:
            return None
        other = dialog.other.entry.path
        try:
            if dialog.choice is Choice.OPEN_OTHER:
                self.open_paths([other])
            elif dialog.choice is Choice.KEEP_FILE:
                keep_file(self.store, other)
                self._say(arg(self.tr("%1 kept; the other version is in the trash."), path.name))
            else:
                keep_copy(self.store, path, other)
                self._say(arg(self.tr("The other version is kept as %1; the version it replaced is in the trash."),
                              path.name))  # fmt: skip
        except (InputError, OSError) as exc:
            self._fail(str(exc))
        self.refresh()
        return dialog.choice

    def _readable(self, path: Path) -> Incident | None:
        try:
            return self.store.load(path)
        except (InputError, OSError):
            return None

    def export(self, paths: list[Path]) -> list[Path]:
        """Export the incidents chosen: PBN, PDF report or the incident file, into a folder."""
        kinds = {
            self.tr("PBN file of the board (for other bridge software)"): "pbn",
            arg(self.tr("Incident report (PDF, in %1)"), self.report_language.currentText()): "pdf",
            self.tr("Incident file (JSON)"): "json",
        }
        label, ok = QInputDialog.getItem(self, self.tr("Export Incidents"), self.tr("Export as:"), list(kinds), 0,
                                         False)  # fmt: skip
        if not ok:
            return []
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export Into Folder"), str(Path.home()))
        if not folder:
            return []
        return self.export_to(paths, kinds[label], Path(folder))

    def export_to(self, paths: list[Path], kind: str, folder: Path) -> list[Path]:
        from tdcompanion.app import incident_export  # the report and PBN writers: not needed to list

        written: list[Path] = []
        for path in paths:
            try:
                incident = self.store.load(path)
                written.append(incident_export.export(incident, kind, folder / path.stem, self.language))
            except (InputError, OSError) as exc:
                self._fail(arg(self.tr("%1 was not exported: %2"), path.name, str(exc)))
        self._say(arg(self.tr("Files written: %1, in %2"), str(len(written)), str(folder)))
        return written

    def session_report(self) -> Path | None:
        """The report of every incident of the session of the incident selected, as a PDF."""
        chosen = [p for p in self.browser.selected_paths()]
        if not chosen:
            self._fail(self.tr("Select an incident of the session first."))
            return None
        try:
            session = self.store.load(chosen[0]).info.session
        except (InputError, OSError) as exc:
            self._fail(str(exc))
            return None
        from tdcompanion.app import incident_export

        same = self.store.index().paths_where("session", session)
        incidents = [self.store.load(p) for p in same]
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save Session Report"),
                                              str(Path.home() / incident_export.session_file_name(session)),
                                              self.tr("PDF files (*.pdf)"))  # fmt: skip
        if not name:
            return None
        try:
            return incident_export.session_report(incidents, Path(name), self.language, session)
        except OSError as exc:
            self._fail(str(exc))
            return None

    @property
    def language(self) -> str:
        """The language reports are written in (chosen in the window; the interface's at first)."""
        code = self.report_language.currentData()
        return code if isinstance(code, str) else self.main.translators.language

    def print_selected(self) -> bool:
        """Print the report of the incident selected (several: the list of them with their rulings)."""
        chosen = self._load_selected()
        if not chosen:
            return False
        from tdcompanion.widgets.report_output import print_report
        from tdcompanion.wording.report import incident_html, session_html

        html = incident_html(chosen[0], self.language) if len(chosen) == 1 else session_html(chosen, self.language)
        return print_report(self, html)

    def _load_selected(self) -> list[Incident]:
        paths = [p for p in self.browser.selected_paths()]
        if not paths:
            self._fail(self.tr("Select the incidents to print first."))
            return []
        loaded = []
        for path in paths:
            try:
                loaded.append(self.store.load(path))
            except (InputError, OSError) as exc:
                self._fail(str(exc))
        return loaded

    def _each(self, paths: list[Path], act: Callable[[Path], Path]) -> list[Path]:
        done: list[Path] = []
        for path in paths:
            try:
                done.append(act(path))
            except (InputError, OSError) as exc:
                self._fail(str(exc))
        return done

    def _say(self, text: str) -> None:
        self.status.setText(text)

    def _fail(self, text: str) -> None:
        log.warning("incidents window: %s", text)
        QMessageBox(QMessageBox.Icon.Warning, self.tr("Incidents"), text, parent=self).exec()

    def retranslate_ui(self) -> None:
        self.language_label.setText(self.tr("Report &language:"))
        self.print_button.setText(self.tr("&Print…"))
        self.print_button.setToolTip(self.tr("Print the report of the selected incident (Ctrl+P)"))
        self.session_report_button.setText(self.tr("Session &Report…"))
        self.session_report_button.setToolTip(
            self.tr("A PDF listing every incident of the selected incident's session"))
        self.close_button.setText(self.tr("Close"))
        self.setWindowTitle(arg(self.tr("Incidents – %1"), str(self.store.folder)))
