"""The language-switch mixin: texts set again on every language change, other changes passed on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTranslator
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.widgets.retranslating import Retranslating


class _Spy(QWidget):
    """Records the change events that reach the Qt class behind the mixin."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[QEvent.Type] = []

    def changeEvent(self, event: QEvent) -> None:
        self.seen.append(event.type())
        super().changeEvent(event)


class _Greeting(Retranslating, _Spy):
    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Hello"))


def test_texts_follow_the_language(qtbot: QtBot, pseudo_language: QTranslator) -> None:
    widget = _Greeting()
    qtbot.addWidget(widget)
    QCoreApplication.installTranslator(pseudo_language)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert widget.label.text() == "[el] Hello"
    QCoreApplication.removeTranslator(pseudo_language)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert widget.label.text() == "Hello"


def test_every_change_is_passed_on(qtbot: QtBot, pseudo_language: QTranslator) -> None:
    widget = _Greeting()
    qtbot.addWidget(widget)
    widget.setEnabled(False)
    QCoreApplication.installTranslator(pseudo_language)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    assert QEvent.Type.EnabledChange in widget.seen
    assert QEvent.Type.LanguageChange in widget.seen
