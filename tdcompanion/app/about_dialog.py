"""Help > About: name, version, licence and the edition of the Laws implemented."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from tdcompanion import __version__


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.name_label = QLabel("TD Companion", self)
        big = QFont(self.name_label.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.6)
        self.name_label.setFont(big)
        self.version_label = QLabel(self)
        self.summary_label = QLabel(self)
        self.laws_label = QLabel(self)
        self.licence_label = QLabel(self)
        self.warranty_label = QLabel(self)
        for label in (self.summary_label, self.laws_label, self.licence_label, self.warranty_label):
            label.setWordWrap(True)
        for label in (
            self.name_label,
            self.version_label,
            self.summary_label,
            self.laws_label,
            self.licence_label,
            self.warranty_label,
        ):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            layout.addWidget(label)
        # Wrapped labels would otherwise shrink the dialog to a narrow column.
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About TD Companion"))
        self.version_label.setText(self.tr("Version %1").replace("%1", __version__))
        self.summary_label.setText(self.tr("An offline assistant for duplicate-bridge Tournament Directors."))
        # The edition's name must stay equal to tdcompanion.LAWS_EDITION (a test checks it).
        edition = self.tr("WBF Laws of Duplicate Bridge 2017")
        self.laws_label.setText(self.tr("Laws implemented: %1").replace("%1", edition))
        self.licence_label.setText(
            self.tr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).")
        )
        self.warranty_label.setText(self.tr("This program comes with absolutely no warranty."))
