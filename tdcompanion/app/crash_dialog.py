"""The dialog that says something went wrong (:mod:`tdcompanion.app.crash_hooks` shows it): in the
interface's language, whether the incidents not saved were kept as drafts, where the log is, how many
times it happened, the details, and **Copy Details** (the details with the versions and the system, for
a bug report) beside **Close**.

One dialog at a time: what goes wrong while it is open is added to it (:meth:`CrashDialog.add`), and
the same error again only counts.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.app.failure import NOT_KEPT, Failure
from tdcompanion.app.i18n import arg
from tdcompanion.app.system_info import system_info
from tdcompanion.models.text import ntranslate
from tdcompanion.widgets.retranslating import Retranslating


class CrashDialog(Retranslating, QDialog):
    """Something went wrong: ``log_path`` is the log file (``None``: it could not be written)."""

    def __init__(self, log_path: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash-dialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.log_path = log_path
        self.failures: list[Failure] = []
        self.kept = 0
        self.fatal = False
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        bold = self.heading.font()
        bold.setBold(True)
        self.heading.setFont(bold)
        self.text_label = QLabel(self)
        self.drafts_label = QLabel(self)
        self.log_label = QLabel(self)
        self.count_label = QLabel(self)
        for label in (self.heading, self.text_label, self.drafts_label, self.log_label, self.count_label):
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        self.details_box = QPlainTextEdit(self)
        self.details_box.setReadOnly(True)
        self.details_box.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)  # no sideways scrolling
        self.details_box.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.details_box, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self)
        self.buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 72)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self.setWindowIcon(icon)
        self.retranslate_ui()

    def add(self, failure: Failure, kept: int | None = None) -> None:
        """Show ``failure`` too (once: the same one again only counts); ``kept``: the drafts written
        for it (:data:`NOT_KEPT` if they could not be), ``None`` if none were asked for."""
        if all(f is not failure for f in self.failures):
            self.failures.append(failure)
        self.fatal = self.fatal or failure.fatal
        if kept is not None and self.kept != NOT_KEPT:
            self.kept = kept if kept == NOT_KEPT else max(self.kept, kept)
        self.retranslate_ui()

    @property
    def count(self) -> int:
        """How many times the failures shown happened."""
        return sum(f.count for f in self.failures)

    def details(self) -> str:
        """What **Copy Details** copies: the versions and the system, then each failure with its traceback."""
        parts = [system_info(self.log_path)]
        for failure in self.failures:
            times = f", {failure.count} times" if failure.count > 1 else ""
            parts.append(f"== {failure.summary} (thread {failure.thread}{times})\n{failure.details}".rstrip())
        return "\n\n".join(parts) + "\n"

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details())

    def texts(self) -> str:
        """Every text the dialog shows above its details, one per line."""
        labels = (self.heading, self.text_label, self.drafts_label, self.log_label, self.count_label)
        return "\n".join(label.text() for label in labels if label.text())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Something Went Wrong"))
        self.heading.setText(self.tr("Something went wrong in TD Companion."))
        self.text_label.setText(self.tr("TD Companion has to close.") if self.fatal else self.tr(
            "You can go on working. If something looks wrong, save your incident and start the program again."))
        if self.kept == NOT_KEPT:
            self.drafts_label.setText(
                self.tr("The incidents not saved yet could not be kept as drafts: save them now if you can."))
        elif self.kept:
            self.drafts_label.setText(ntranslate(
                "CrashDialog",
                "%n incident not saved yet was kept as a draft: it is offered again when the program starts.",
                "%n incidents not saved yet were kept as drafts: they are offered again when the program starts.",
                self.kept))  # fmt: skip
        else:
            self.drafts_label.setText("")
        self.drafts_label.setVisible(bool(self.drafts_label.text()))
        if self.log_path is not None:
            self.log_label.setText(arg(self.tr("The details are in the log: %1"), str(self.log_path)))
        else:
            self.log_label.setText(self.tr("The log could not be written; the details are below."))
        count = self.count
        self.count_label.setText(
            ntranslate("CrashDialog", "This happened %n time.", "This happened %n times.", count) if count > 1 else "")
        self.count_label.setVisible(count > 1)
        self.copy_button.setText(self.tr("Copy Details"))
        self.copy_button.setToolTip(self.tr("Copy the details, with the versions and the system, for a bug report"))
        self.details_box.setPlainText(self.details())
