"""A page that reflows by width, in a scroll area: side by side where there is room, one above the
other where there is not (a 1366 x 768 laptop at 125% scaling leaves about 1,093 x 582 logical pixels).

Only vertical scrolling is ever needed: the page is laid out wide only when the room beside a vertical
scroll bar is at least the wide layout's minimum width, and stacked otherwise, so nothing is cut at
the right. The room is counted with the scroll bar whether it shows or not, so the page does not flip
back and forth as the bar comes and goes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QStyle, QWidget


class ReflowScroll(QScrollArea):
    """Scrolls ``page`` vertically and calls ``set_wide(bool)`` on it when the room changes enough.

    The wide layout's minimum width is measured again after a language or font change (the texts
    set it); in between it is kept, so a resize costs no layout flip.
    """

    def __init__(self, page: QWidget, set_wide: Callable[[bool], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # only if even stacked is too wide
        self.page = page
        self._set_wide = set_wide
        self._wide = True
        self._wide_width: int | None = None
        self._pending = False
        self.setWidget(page)
        page.installEventFilter(self)

    @property
    def wide(self) -> bool:
        return self._wide

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page and event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self._wide_width = None
            if not self._pending:  # once the new texts are laid out
                self._pending = True
                QTimer.singleShot(0, self, self.reflow)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reflow()

    def wide_width(self) -> int:
        """The narrowest the page can be laid out wide."""
        if self._wide_width is None or self._wide:
            was_wide = self._wide
            self._set(True)
            self._wide_width = self.page.minimumSizeHint().width()
            self._set(was_wide)
        return self._wide_width

    def reflow(self) -> None:
        """Lay the page out wide if it fits beside a vertical scroll bar, stacked if not."""
        self._pending = False
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        room = self.width() - 2 * self.frameWidth() - bar
        self._set(room >= self.wide_width())

    def _set(self, wide: bool) -> None:
        if wide != self._wide:
            self._wide = wide
            self._set_wide(wide)
            layout = self.page.layout()
            if layout is not None:
                layout.activate()
