"""A line edit that can underline a bad character and shade duplicated cards in its text.

``QLineEdit`` has no public API for formatting part of its text; an input-method
event carrying only ``TextFormat`` attributes (no commit, no pre-edit) sets the
formats without touching the text, the cursor or the selection. The formats stay
where they were when the text changes, so the owner sets them again after each edit.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QGuiApplication,
    QInputMethodEvent,
    QKeyEvent,
    QKeySequence,
    QTextCharFormat,
)
from PySide6.QtWidgets import QLineEdit, QWidget

from tdcompanion.models.colours import Role, colours
from tdcompanion.widgets.hand_editor.notation import looks_like_deal
from tdcompanion.widgets.palette_follow import PALETTE_EVENTS

# Undo/redo belong to the document, not to the line edit's own text history.
_DOCUMENT_KEYS = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)
_REDO_EXTRA = QKeySequence("Ctrl+Y")


class MarkedLineEdit(QLineEdit):
    """Line edit for hands and deal strings.

    ``commit_requested(step)``: Enter (+1), Shift+Enter (-1), focus lost (0).
    ``deal_pasted(text)``: Ctrl+V of a whole deal string, for the editor to apply.
    ``cancelled``: Esc.
    """

    commit_requested = Signal(int)
    deal_pasted = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._error: tuple[int, int] | None = None
        self._shaded: list[tuple[int, int]] = []
        self._applied: tuple[object, ...] = (None, [], "", 0)
        self.accepts_deal_paste = True
        self.escape_cancels = False
        self.textChanged.connect(self._apply_marks)

    # --- marks ------------------------------------------------------------------

    def set_marks(self, error: tuple[int, int] | None = None, shaded: list[tuple[int, int]] | None = None) -> None:
        """Underline ``error`` = (start, length) in red; shade each (start, length) of ``shaded``."""
        self._error = error
        self._shaded = list(shaded or ())
        self._apply_marks()

    def marks(self) -> tuple[tuple[int, int] | None, list[tuple[int, int]]]:
        return self._error, list(self._shaded)

    def _apply_marks(self) -> None:
        cursor = self.cursorPosition()
        roles = colours(self.palette())
        looks = (roles[Role.ERROR].rgba(), roles[Role.ERROR_FILL].rgba())
        state = (self._error, self._shaded, self.text(), cursor, looks)
        if state == self._applied:
            return  # each event repaints the line edit
        self._applied = state
        attributes = []
        n = len(self.text())
        for start, length in self._shaded:
            if 0 <= start < n:
                fmt = QTextCharFormat()
                fmt.setBackground(roles[Role.ERROR_FILL])
                fmt.setFontWeight(700)
                attributes.append(self._attribute(start - cursor, length, fmt))
        if self._error is not None:
            start, length = self._error
            start = min(start, max(n - 1, 0))
            fmt = QTextCharFormat()
            fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            fmt.setUnderlineColor(roles[Role.ERROR])
            fmt.setForeground(roles[Role.ERROR])
            attributes.append(self._attribute(start - cursor, max(length, 1), fmt))
        QCoreApplication.sendEvent(self, QInputMethodEvent("", attributes))

    @staticmethod
    def _attribute(start: int, length: int, fmt: QTextCharFormat) -> QInputMethodEvent.Attribute:
        return QInputMethodEvent.Attribute(QInputMethodEvent.AttributeType.TextFormat, start, length, fmt)

    # --- keys -------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        override = event.type() == QEvent.Type.ShortcutOverride
        if override and isinstance(event, QKeyEvent) and self._is_document_key(event):
            event.ignore()  # let the editor's Undo/Redo actions have it
            return True
        handled = super().event(event)
        if event.type() in PALETTE_EVENTS:
            self._apply_marks()  # the marks' colours are the palette's
        return handled

    @staticmethod
    def _is_document_key(event: QKeyEvent) -> bool:
        if any(event.matches(key) for key in _DOCUMENT_KEYS):
            return True
        return QKeySequence(event.keyCombination()) == _REDO_EXTRA

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            back = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.commit_requested.emit(-1 if back else 1)
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape and self.escape_cancels:
            self.cancelled.emit()
            event.accept()
            return
        if event.matches(QKeySequence.StandardKey.Paste) and self.accepts_deal_paste:
            text = QGuiApplication.clipboard().text()
            if looks_like_deal(text):
                self.deal_pasted.emit(text)
                event.accept()
                return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() not in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            self.commit_requested.emit(0)
