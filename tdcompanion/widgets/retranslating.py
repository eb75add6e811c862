"""Live language switch for widgets (Frescobaldi's pattern, see :mod:`tdcompanion.app.i18n`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mixin for a widget that sets its texts in ``retranslate_ui()``: called again on every
    ``QEvent.LanguageChange``. List it before the Qt class: ``class BoardView(Retranslating, QWidget)``."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)  # type: ignore[misc]
