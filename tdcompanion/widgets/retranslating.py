"""Live language switch for widgets (Frescobaldi's pattern, see :mod:`tdcompanion.app.i18n`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QComboBox


class Retranslating:
    """Mixin for a widget that sets its texts in ``retranslate_ui()``: called again on every
    ``QEvent.LanguageChange``. List it before the Qt class: ``class BoardView(Retranslating, QWidget)``."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)  # type: ignore[misc]


class FontSized:
    """Mixin for a widget that works sizes out from its font's metrics in ``fit_to_font()`` (a field
    some characters wide, a label four lines high): called again on every ``QEvent.FontChange``, so
    that they follow the zoom (app/zoom.py) instead of keeping the sizes of the font at start. List
    it before the Qt class; it cooperates with :class:`Retranslating`."""

    def fit_to_font(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self.fit_to_font()
        super().changeEvent(event)  # type: ignore[misc]


def sized_to_texts(*combos: QComboBox) -> None:
    """Size ``combos`` to their item texts whenever these change: by default a combo box is sized once,
    at first show, so after a switch to a longer language (Greek) its text would be cut."""
    for combo in combos:
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
