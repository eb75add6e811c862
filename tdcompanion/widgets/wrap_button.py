"""A push button whose label wraps: a ruling's options are whole sentences ("Forbid East to lead
spades for as long as he keeps the lead (...)"), longer in Greek than a small screen is wide, and a
:class:`QPushButton` draws its text on one line, cut at its edge."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QStyle, QWidget

MIN_CHARS = 16  # narrower than this, even a wrapped option is hard to read


class WrapButton(QPushButton):
    """Clicks, keys and focus of a push button; its text in a word-wrapping label laid over it.

    :meth:`text` and :meth:`setText` are the label's, so the button reads as any other (and its
    accessible name follows); it grows in height as the width it gets makes the label wrap.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # the button takes the clicks
        layout = QHBoxLayout(self)
        style = self.style()
        pad_x = style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, self) + 2
        layout.setContentsMargins(pad_x, 5, pad_x, 5)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        layout = self.layout()
        return layout.totalSizeHint() if layout is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        layout = self.layout()
        width = self.fontMetrics().averageCharWidth() * MIN_CHARS
        height = layout.totalMinimumSize().height() if layout is not None else super().minimumSizeHint().height()
        return QSize(width, height)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return layout.totalHeightForWidth(width) if layout is not None else super().heightForWidth(width)
