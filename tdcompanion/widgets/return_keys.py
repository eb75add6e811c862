"""Return on a page that is not a dialog: the keys that press a page's default button, and a page that
presses it.

Outside a :class:`QDialog`, Qt gives Return no default button: a radio button, a spin box, a combo box or
a list ignores the key and it reaches the page, where nothing takes it. :class:`KeyPage` takes it there
and clicks the button the page names (Next, Rule on it, Apply), so the Director answers and goes on
without the mouse or a Tab to the button. A widget that uses Return itself (a multi-line text, a table
cell being edited, a focused push button) keeps it; Ctrl+Return goes on from a multi-line text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QWidget

#: Modifiers that leave Return a Return: the keypad's Enter carries KeypadModifier; Ctrl+Return is
#: how a multi-line text (where Return makes a new line) goes on.
_RETURN_MODIFIERS = Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ControlModifier


def is_return(event: QKeyEvent) -> bool:
    """Return, Enter on the keypad, or either with Ctrl (nothing else held)."""
    if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        return False
    return not event.modifiers() & ~_RETURN_MODIFIERS


def press(button: QAbstractButton | None) -> bool:
    """Click ``button`` if it is there to click (shown and enabled); whether it was."""
    if button is None or not button.isEnabled() or not button.isVisible():
        return False
    button.click()
    return True


class KeyPage(QWidget):
    """A page on which Return presses the button :attr:`default` names (``None``: nothing to press; the
    key goes on to the parent), and :attr:`keys` is offered every other key that reaches the page first
    (it returns whether it took the key)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.default: Callable[[], QAbstractButton | None] = lambda: None
        self.keys: Callable[[QKeyEvent], bool] = lambda _event: False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if is_return(event):
            if press(self.default()):
                event.accept()
                return
        elif self.keys(event):
            event.accept()
            return
        super().keyPressEvent(event)
