"""The layouts that give way on a small screen (issue 18): a page that goes from side by side to
stacked in its scroll area, a button whose label wraps, a row of buttons that takes two lines."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.models.board_document import BoardDocument
from tdcompanion.widgets.hand_editor import HandEditor
from tdcompanion.widgets.play_table import PlayTable
from tdcompanion.widgets.reflow import ReflowScroll
from tdcompanion.widgets.split_row import SplitRow
from tdcompanion.widgets.wrap_button import WrapButton

LONG = ("Forbid East to lead spades for as long as he keeps the lead (the penalty cards of those suits go back "
        "to the hand)")  # fmt: skip


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_the_deal_puts_the_card_palette_under_the_compass_when_narrow_and_back_beside_it_when_wide(
    qtbot: QtBot,
) -> None:
    editor = HandEditor(BoardDocument())
    scroll = ReflowScroll(editor, editor.set_wide)
    qtbot.addWidget(scroll)
    scroll.resize(1400, 700)
    scroll.show()
    settle()
    compass = editor.panels[next(iter(editor.panels))]
    assert scroll.wide and editor.card_palette.x() > compass.x() + compass.width()
    scroll.resize(700, 580)
    settle()
    assert not scroll.wide
    assert editor.card_palette.y() > max(p.y() + p.height() for p in editor.panels.values()) - 1
    assert not scroll.horizontalScrollBar().isVisible() and editor.width() <= scroll.viewport().width()
    scroll.resize(1400, 700)
    settle()
    assert scroll.wide


def test_the_play_stacks_the_tricks_under_the_table_when_narrow(qtbot: QtBot) -> None:
    table = PlayTable()
    scroll = ReflowScroll(table, table.set_wide)
    qtbot.addWidget(scroll)
    scroll.resize(1400, 700)
    scroll.show()
    settle()
    assert table.splitter.orientation() == Qt.Orientation.Horizontal
    scroll.resize(640, 560)
    settle()
    assert table.splitter.orientation() == Qt.Orientation.Vertical
    assert table.tricks_view.height() >= table.tricks_view.minimumHeight() > 0
    assert not scroll.horizontalScrollBar().isVisible()


def test_a_long_option_wraps_on_its_button_and_still_clicks(qtbot: QtBot) -> None:
    parent = QWidget()
    layout = QVBoxLayout(parent)
    button = WrapButton(LONG, parent)
    layout.addWidget(button)
    qtbot.addWidget(parent)
    clicked: list[bool] = []
    button.clicked.connect(lambda: clicked.append(True))
    parent.resize(300, 200)
    parent.show()
    settle()
    one_line = QPushButton(LONG).sizeHint().width()
    assert button.text() == LONG and button.width() < one_line
    assert button.height() >= button.heightForWidth(button.width()) > button.fontMetrics().height() * 2
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # on the label: the button takes the click
    assert clicked == [True]


def test_a_row_of_buttons_takes_two_lines_only_when_it_does_not_fit_on_one(qtbot: QtBot) -> None:
    buttons = [QPushButton(text) for text in ("New ruling", "Save incident", "Undo last choice", "Apply to the board")]
    page = QWidget()  # in a page, as in the wizard (a window of its own keeps its layout's minimum)
    row = SplitRow(buttons[:2], buttons[2:], page)
    QVBoxLayout(page).addWidget(row)
    qtbot.addWidget(page)
    page.resize(900, 60)
    page.show()
    settle()
    assert row.one_line and buttons[0].y() == buttons[3].y()
    page.resize(row.minimumSizeHint().width() + 2 * page.layout().contentsMargins().left(), 120)
    settle()
    assert not row.one_line and buttons[3].y() > buttons[0].y()
    assert all(b.width() >= b.sizeHint().width() for b in buttons)
