"""Colours follow the palette, and vulnerability is said in words (issue 18).

A dark palette is set on the application while the widgets are shown: red suits, the vulnerable seats and the
marks then paint in the dark palette's role colours (pixels sampled from grab(), model data read back).
A vulnerable seat carries the word, in English and in Greek, not the red alone.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QListWidget, QListWidgetItem, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.calls import Bid, Strain
from tdcompanion.core.cards import Suit
from tdcompanion.core.deal import Deal
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import Role, colour, colours, css
from tdcompanion.widgets.bidding_box import BiddingBox
from tdcompanion.widgets.board_view import BoardView
from tdcompanion.widgets.hand_editor import HandEditor
from tdcompanion.widgets.palette_follow import colour_item, follow_item_colours, follow_palette, styled, text_style

R = QPalette.ColorRole
DEAL = Deal.from_pbn("N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42")


def dark() -> QPalette:
    palette = QPalette()
    for role, value in (
        (R.Base, "#202020"), (R.Window, "#2b2b2b"), (R.Button, "#2b2b2b"), (R.AlternateBase, "#262626"),
        (R.Text, "#e0e0e0"), (R.WindowText, "#e0e0e0"), (R.ButtonText, "#e0e0e0"),
        (R.Highlight, "#2a6fd6"), (R.HighlightedText, "#ffffff"), (R.Link, "#8ab4f8"),
    ):  # fmt: skip
        palette.setColor(role, QColor(value))
    return palette


@pytest.fixture
def go_dark(qapp: QApplication) -> Iterator[Callable[[], QPalette]]:
    """Switch the application to the dark palette (as a theme change would); the old one is put back after."""
    original = QPalette(QApplication.palette())

    def switch() -> QPalette:
        QApplication.setPalette(dark())
        QApplication.processEvents()
        return QApplication.palette()

    yield switch
    QApplication.setPalette(original)
    QApplication.processEvents()


def show(qtbot: QtBot, widget: QWidget, width: int = 1100, height: int = 650) -> None:
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)


def has_pixel(image: QImage, wanted: QColor, tolerance: int = 6) -> bool:
    """Some pixel of ``image`` is ``wanted`` (within ``tolerance`` per channel: glyph edges are blended)."""
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if max(abs(c.red() - wanted.red()), abs(c.green() - wanted.green()), abs(c.blue() - wanted.blue())) <= (
                tolerance
            ):
                return True
    return False


def test_dark_palette_has_other_colours_than_the_light_one(qapp: QApplication) -> None:
    # Otherwise the tests below could not tell a widget that follows the palette from one that does not.
    light, night = colours(QApplication.palette()), colours(dark())
    assert all(light[r] != night[r] for r in (Role.RED_SUIT, Role.VULNERABLE, Role.ERROR_FILL, Role.NEUTRAL_FILL))


def test_board_view_paints_suits_and_vulnerable_seats_in_the_new_palette(
    qtbot: QtBot, translators: Translators, go_dark: Callable[[], QPalette]
) -> None:
    translators.set_language("en")
    view = BoardView()
    show(qtbot, view)
    view.set_board(Board(number=2, deal=DEAL, dealer=Seat.E, vulnerability=Vulnerability.NS))
    palette = go_dark()
    red, vulnerable = colour(Role.RED_SUIT, palette), colour(Role.VULNERABLE, palette)
    hearts = view.hands[Seat.N].suit_labels[Suit.HEARTS]
    assert css(Role.RED_SUIT, palette) in hearts.text()
    assert has_pixel(hearts.grab().toImage(), red)
    assert not has_pixel(view.hands[Seat.N].suit_labels[Suit.SPADES].grab().toImage(), red)
    north, east = view.compass.letters[Seat.N], view.compass.letters[Seat.E]
    assert north.grab().toImage().pixelColor(1, 1) == vulnerable
    assert east.grab().toImage().pixelColor(1, 1) != vulnerable
    badge = view.hands[Seat.N].vulnerable
    assert badge.grab().toImage().pixelColor(1, badge.height() // 2) == vulnerable


def test_hand_editor_paints_in_the_new_palette(
    qtbot: QtBot, translators: Translators, go_dark: Callable[[], QPalette]
) -> None:
    translators.set_language("en")
    editor = HandEditor(BoardDocument(Board.standard(2, DEAL)))  # board 2: North-South vulnerable
    show(qtbot, editor, 1200, 650)
    palette = go_dark()
    roles = colours(palette)
    centre = editor.centre.grab().toImage()
    assert centre.pixelColor(centre.width() // 2, 4) == roles[Role.VULNERABLE]  # North's bar
    assert centre.pixelColor(4, centre.height() // 2) == roles[Role.NEUTRAL_FILL]  # West's bar
    assert has_pixel(editor.panels[Seat.N].suits.grab().toImage(), roles[Role.RED_SUIT])
    assert css(Role.RED_SUIT, palette) in editor.panels[Seat.N].suits.text()
    model = editor.deal_model
    hearts = model.index(0, 1)
    assert model.data(hearts, Qt.ItemDataRole.ForegroundRole).color() == roles[Role.RED_SUIT]


def test_bidding_box_red_calls_follow_the_palette(qtbot: QtBot, go_dark: Callable[[], QPalette]) -> None:
    box = BiddingBox()
    show(qtbot, box, 400, 400)
    palette = go_dark()
    heart = box.buttons[Bid(1, Strain.HEARTS)]
    assert heart.palette().color(R.ButtonText) == colour(Role.RED_SUIT, palette)
    assert box.buttons[Bid(1, Strain.SPADES)].palette().color(R.ButtonText) == palette.color(R.ButtonText)


@pytest.mark.parametrize(("language", "word"), [("en", "Vulnerable"), ("el", "Στη 2η μανς")])
def test_board_view_says_which_seats_are_vulnerable(
    qtbot: QtBot, translators: Translators, language: str, word: str
) -> None:
    translators.set_language(language)
    view = BoardView()
    show(qtbot, view)
    view.set_board(Board(number=3, deal=DEAL, dealer=Seat.S, vulnerability=Vulnerability.EW))
    said = {s for s, panel in view.hands.items() if panel.vulnerable.isVisibleTo(view)}
    assert said == {Seat.E, Seat.W}
    assert view.hands[Seat.E].vulnerable.text() == word
    view.set_board(Board(number=3, deal=DEAL, dealer=Seat.S, vulnerability=Vulnerability.NONE))
    assert not any(panel.vulnerable.isVisibleTo(view) for panel in view.hands.values())


@pytest.mark.parametrize(("language", "word"), [("en", "Vulnerable"), ("el", "Στη 2η μανς")])
def test_hand_editor_says_which_seats_are_vulnerable(
    qtbot: QtBot, translators: Translators, language: str, word: str
) -> None:
    translators.set_language(language)
    document = BoardDocument(Board.standard(2))
    editor = HandEditor(document)
    show(qtbot, editor, 1200, 650)
    shown = {s for s, panel in editor.panels.items() if panel.vulnerable.isVisibleTo(editor)}
    assert shown == {Seat.N, Seat.S}
    assert editor.panels[Seat.N].vulnerable.text() == word
    document.set_vulnerability(Vulnerability.BOTH)
    assert all(panel.vulnerable.isVisibleTo(editor) for panel in editor.panels.values())
    document.set_vulnerability(None)
    assert not any(panel.vulnerable.isVisibleTo(editor) for panel in editor.panels.values())


def test_vulnerable_word_follows_a_language_switch(qtbot: QtBot, translators: Translators) -> None:
    translators.set_language("en")
    view = BoardView()
    show(qtbot, view)
    view.set_board(Board(number=4, deal=DEAL, dealer=Seat.W, vulnerability=Vulnerability.BOTH))
    translators.set_language("el")
    assert view.hands[Seat.S].vulnerable.text() == "Στη 2η μανς"
    translators.set_language("en")
    assert view.hands[Seat.S].vulnerable.text() == "Vulnerable"


def _styled_label() -> QWidget:
    label = QLabel("x")
    styled(label, lambda: text_style(Role.ERROR))
    follow_palette(label, label.update)
    return label


def _coloured_list() -> QWidget:
    view = QListWidget()
    item = QListWidgetItem("♥A")
    colour_item(item, Role.RED_SUIT)
    view.addItem(item)
    follow_item_colours(view)
    return view


def _freed_without_the_collector(make: Callable[[], QWidget]) -> bool:
    gc.disable()
    try:
        widget = make()
        ref = weakref.ref(widget)
        del widget
        return ref() is None
    finally:
        gc.enable()


@pytest.mark.parametrize(
    "make",
    [
        lambda: HandEditor(BoardDocument(Board.standard(2, DEAL))),
        BoardView,
        _styled_label,
        _coloured_list,
    ],
    ids=["hand-editor", "board-view", "styled-label", "coloured-list"],
)
def test_palette_watchers_make_no_reference_cycle(qapp: QApplication, make: Callable[[], QWidget]) -> None:
    # A watcher holding its widget would make a cycle only the garbage collector frees, at any moment,
    # even while Qt paints: a window deleted under the painter (this crashed the hand editor's card palette).
    assert _freed_without_the_collector(make)

