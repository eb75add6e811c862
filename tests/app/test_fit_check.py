"""The check test_fit.py relies on finds what is cut, and only that."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QComboBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tests.app.fit_check import clipped

LONG = "Απαγορεύει στην Ανατολή την έξοδο σε πίκες όσο διατηρεί την έξοδο"


def shown(qtbot: QtBot, widget: QWidget, width: int) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(width, 80)
    widget.show()
    for _ in range(3):
        QApplication.processEvents()
    return widget


def test_a_label_a_button_and_a_combo_box_narrower_than_their_text_are_found(qtbot: QtBot) -> None:
    top = QWidget()
    label, button, combo = QLabel(LONG, top), QPushButton(LONG, top), QComboBox(top)
    combo.addItem(LONG)
    for widget in (label, button, combo):
        widget.setFixedWidth(120)
    row = QHBoxLayout(top)
    for widget in (label, button, combo):
        row.addWidget(widget)
    found = clipped(shown(qtbot, top, 400))
    assert [f.split(" ")[0] for f in found] == ["QLabel", "QPushButton", "QComboBox"]


def test_text_running_past_a_scroll_area_that_does_not_scroll_sideways_is_found(qtbot: QtBot) -> None:
    area = QScrollArea()
    area.setWidgetResizable(True)
    from PySide6.QtCore import Qt

    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    inner = QWidget()
    QHBoxLayout(inner).addWidget(QPushButton(LONG, inner))
    area.setWidget(inner)
    found = clipped(shown(qtbot, area, 200))
    assert any("past the right edge" in f for f in found)


def test_what_fits_and_a_wrapped_label_given_its_height_are_not_found(qtbot: QtBot) -> None:
    top = QWidget()
    label = QLabel(LONG, top)
    label.setWordWrap(True)
    button = QPushButton("OK", top)
    row = QHBoxLayout(top)
    row.addWidget(label, 1)
    row.addWidget(button)
    assert clipped(shown(qtbot, top, 300)) == []
