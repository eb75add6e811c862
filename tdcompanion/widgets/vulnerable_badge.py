"""A seat's vulnerability in words, not by a red fill alone: a small badge beside the seat's name,
readable in grey-scale, by a colour-blind reader and by a screen reader."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from tdcompanion.widgets.palette_follow import styled, vulnerable_style
from tdcompanion.widgets.retranslating import Retranslating


class VulnerableBadge(Retranslating, QLabel):
    """Says "Vulnerable" on the vulnerable red; hidden while its seat is not vulnerable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        styled(self, lambda: vulnerable_style() + " border-radius: 3px; padding: 0 4px;")
        self.retranslate_ui()
        self.hide()

    def retranslate_ui(self) -> None:
        self.setText(self.tr("Vulnerable"))
        self.setAccessibleName(self.text())


def title_row(title: QLabel, badge: VulnerableBadge) -> QHBoxLayout:
    """A seat's name with its badge just after it, the rest of the row empty."""
    row = QHBoxLayout()
    row.setSpacing(6)
    row.addWidget(title)
    row.addWidget(badge)
    row.addStretch(1)
    return row


__all__ = ["VulnerableBadge", "title_row"]
