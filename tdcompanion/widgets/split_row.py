"""A row of buttons in two groups, one at each end, that goes onto two lines when the width is short
(the wizard's "New ruling / Save incident ... Undo last choice / Apply to the board" is wider in Greek
than the wizard is on a small laptop screen)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QWidget


class SplitRow(QWidget):
    """``start`` widgets at the left, ``end`` widgets at the right; on two lines if they do not fit on one."""

    def __init__(self, start: list[QWidget], end: list[QWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.start, self.end = QHBoxLayout(), QHBoxLayout()
        for widget in start:
            self.start.addWidget(widget)
        self.start.addStretch(1)
        self.end.addStretch(1)
        for widget in end:
            self.end.addWidget(widget)
        self.rows = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.addLayout(self.start, 1)
        self.rows.addLayout(self.end)

    @property
    def one_line(self) -> bool:
        return self.rows.direction() == QBoxLayout.Direction.LeftToRight

    def _one_line_width(self) -> int:
        return self.start.sizeHint().width() + self.rows.spacing() + self.end.sizeHint().width()

    def minimumSizeHint(self) -> QSize:
        """As narrow as the wider group: the other goes onto a line of its own."""
        width = max(self.start.minimumSize().width(), self.end.minimumSize().width())
        return QSize(width, self.rows.minimumSize().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        direction = QBoxLayout.Direction.LeftToRight if event.size().width() >= self._one_line_width() \
            else QBoxLayout.Direction.TopToBottom  # fmt: skip
        if direction != self.rows.direction():
            self.rows.setDirection(direction)
            self.updateGeometry()
