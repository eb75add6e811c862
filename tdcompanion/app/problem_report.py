"""Help > Problem Report…: a zip of the log and, if the Director ticks it, the incident of the board
shown (:mod:`tdcompanion.storage.problem_report`), saved where the Director chooses, for a bug report.
Nothing is sent anywhere."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from tdcompanion.app.i18n import arg
from tdcompanion.app.system_info import system_info
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.logs import current_handler, log_dir, log_files
from tdcompanion.storage.problem_report import write_report
from tdcompanion.widgets.retranslating import Retranslating

if TYPE_CHECKING:
    from tdcompanion.app.window_api import WindowAPI

log = logging.getLogger(__name__)


def current_incident(window: WindowAPI) -> tuple[str, bytes] | None:
    """The incident of the board shown, as it is now (saved or not): its file's name (``incident.json``
    if it has none yet) and its JSON; ``None`` if the board has none."""
    workspace = window.workspace_if_made
    draft = workspace.draft_if_made if workspace is not None else None
    incident = draft.incident() if draft is not None else None
    if draft is None or incident is None:
        return None
    from tdcompanion.core.incident import dumps

    name = draft.path.name if draft.path is not None else "incident.json"
    return name, dumps(incident).encode("utf-8")


class ProblemReportDialog(Retranslating, QDialog):
    """What the report holds, the choice to add the incident, and **Save…**."""

    def __init__(self, window: WindowAPI) -> None:
        super().__init__(window.window())
        self.setObjectName("problem-report")
        self.main_window = window
        self.incident = current_incident(window)
        #: The report written, once saved.
        self.saved: Path | None = None
        layout = QVBoxLayout(self)
        self.text_label = QLabel(self)
        self.text_label.setWordWrap(True)
        layout.addWidget(self.text_label)
        self.include_incident = QCheckBox(self)
        self.include_incident.setEnabled(self.incident is not None)
        layout.addWidget(self.include_incident)
        self.privacy_label = QLabel(self)
        self.privacy_label.setWordWrap(True)
        layout.addWidget(self.privacy_label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.save_button = QPushButton(self)
        self.save_button.setDefault(True)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.save_button.clicked.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 64)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Problem Report"))
        self.text_label.setText(self.tr(
            "A problem report is a zip file with the program's log and, if you wish, the incident of the board "
            "shown. Nothing is sent: you choose where to save it, then attach it to your message."))  # fmt: skip
        self.include_incident.setText(self.tr("Add the incident of the board shown"))
        none = self.tr("The board shown has no incident")
        self.include_incident.setToolTip("" if self.incident is not None else none)
        self.privacy_label.setText(self.tr(
            "The incident holds what you recorded: the event, the table and the players' names."))
        self.save_button.setText(self.tr("&Save…"))

    def suggested_path(self) -> Path:
        return Path.home() / f"tdcompanion-problem-report-{datetime.now():%Y%m%d-%H%M}.zip"

    def save(self) -> Path | None:
        """Ask where, write the report there; the path, or ``None`` (cancelled, or told why it failed)."""
        chosen, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save Problem Report"), str(self.suggested_path()), self.tr("Zip files (*.zip)"))
        if not chosen:
            return None
        path = Path(chosen) if Path(chosen).suffix else Path(chosen + ".zip")
        incident = self.incident if self.include_incident.isChecked() else None
        log.info("problem report to %s (incident %s)", path, "added" if incident else "not added")
        handler = current_handler()
        if handler is not None:
            handler.open_now()  # what this run logged so far is in the file
            handler.flush()
        try:
            folder = handler.folder if handler is not None else log_dir()
            write_report(path, system_info(handler.path if handler is not None else None), log_files(folder), incident)
        except StoreError as exc:
            log.warning("%s", exc)
            text = arg(self.tr("The problem report could not be saved: %1"), exc.reason)
            QMessageBox(QMessageBox.Icon.Warning, self.tr("Problem Report"), text, parent=self).exec()
            return None
        self.saved = path
        self.main_window.statusBar().showMessage(arg(self.tr("Problem report saved: %1"), str(path)), 8000)
        self.accept()
        return path


def problem_report(window: WindowAPI) -> None:
    """Help > Problem Report…"""
    ProblemReportDialog(window).exec()
