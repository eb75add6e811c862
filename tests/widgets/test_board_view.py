"""The compass diagram: where each hand is, how suits are written, what is marked, and both languages."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.cards import Suit
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role, css
from tdcompanion.widgets.board_view import BoardView, suit_line

DEAL = Deal.from_pbn("N:T32.AKQ7.T3.AQJT A9864.83.AK4.987 J.JT9542.72.K653 KQ75.6.QJ9865.42")


@pytest.fixture
def view(qtbot: QtBot, translators: Translators) -> BoardView:
    translators.set_language("en")
    v = BoardView()
    qtbot.addWidget(v)
    v.resize(900, 600)
    v.show()
    qtbot.waitExposed(v)
    return v


def suit_texts(view: BoardView, seat: Seat) -> list[str]:
    return [label.text() for label in view.hands[seat].suit_labels.values()]


@pytest.mark.parametrize(
    ("suit", "red"), [(Suit.SPADES, False), (Suit.HEARTS, True), (Suit.DIAMONDS, True), (Suit.CLUBS, False)]
)
def test_suit_line_colours_hearts_and_diamonds(qapp: object, suit: Suit, red: bool) -> None:
    red_css = css(Role.RED_SUIT)
    line = suit_line(suit, "A K 10 2")
    assert line.endswith("A&nbsp;K&nbsp;10&nbsp;2")
    assert (f'<span style="color:{red_css}">{suit.symbol}</span>' in line) is red
    assert suit.symbol in line


def test_suit_line_void_and_marked_cards() -> None:
    assert suit_line(Suit.CLUBS, "") == "♣&nbsp;—"
    assert "<u><b>10</b></u>" in suit_line(Suit.SPADES, "A 10 2", frozenset({"10"}))


def test_hands_sit_at_the_compass_points(view: BoardView) -> None:
    view.set_board(Board.standard(1, DEAL))
    centre = view.compass.geometry().center()
    north, south = view.hands[Seat.N].geometry(), view.hands[Seat.S].geometry()
    west, east = view.hands[Seat.W].geometry(), view.hands[Seat.E].geometry()
    assert north.bottom() < centre.y() < south.top()
    assert west.right() < centre.x() < east.left()


def test_hand_is_written_suit_by_suit_high_first(view: BoardView) -> None:
    view.set_board(Board.standard(1, DEAL))
    red_css = css(Role.RED_SUIT)
    assert suit_texts(view, Seat.N) == [
        "♠&nbsp;10&nbsp;3&nbsp;2",
        f'<span style="color:{red_css}">♥</span>&nbsp;A&nbsp;K&nbsp;Q&nbsp;7',
        f'<span style="color:{red_css}">♦</span>&nbsp;10&nbsp;3',
        "♣&nbsp;A&nbsp;Q&nbsp;J&nbsp;10",
    ]
    assert all(not panel.status.isVisibleTo(view) for panel in view.hands.values())
    assert view.defects_label.text() == ""


@pytest.mark.parametrize(
    ("number", "dealer", "vul", "title"),
    [(1, "North", "None", "North (dealer)"), (6, "East", "E-W", "East (dealer)"), (16, "West", "E-W", "West (dealer)")],
)
def test_corner_gives_number_dealer_and_vulnerability(
    view: BoardView, number: int, dealer: str, vul: str, title: str
) -> None:
    view.set_board(Board.standard(number, DEAL))
    assert view.number_label.text() == f"Board {number}"
    assert view.dealer_label.text() == f"Dealer: {dealer}"
    assert view.vulnerability_label.text() == f"Vulnerable: {vul}"
    assert title in [panel.title.text() for panel in view.hands.values()]


@pytest.mark.parametrize(
    ("vul", "red_seats"),
    [
        (Vulnerability.NONE, set()),
        (Vulnerability.NS, {Seat.N, Seat.S}),
        (Vulnerability.EW, {Seat.E, Seat.W}),
        (Vulnerability.BOTH, set(Seat)),
    ],
)
def test_compass_marks_the_vulnerable_side(view: BoardView, vul: Vulnerability, red_seats: set[Seat]) -> None:
    view.set_board(Board(number=3, deal=DEAL, dealer=Seat.S, vulnerability=vul))
    red = css(Role.VULNERABLE)
    assert {s for s, label in view.compass.letters.items() if red in label.styleSheet()} == red_seats
    # Not by the red alone: the vulnerable seats say so in words beside their names.
    assert {s for s, panel in view.hands.items() if panel.vulnerable.isVisibleTo(view)} == red_seats
    assert all(panel.vulnerable.text() == "Vulnerable" for panel in view.hands.values())


def test_unknown_hand_says_so(view: BoardView) -> None:
    view.set_board(Board.standard(2, DEAL.with_hand(Seat.W, None)))
    west = view.hands[Seat.W]
    assert west.status.text() == "Hand not known"
    assert not any(label.isVisibleTo(view) for label in west.suit_labels.values())


@pytest.mark.parametrize(
    ("hand", "status"),
    [
        ("J.JT9542.72.K65", "12 cards: deficient hand (Law 14)"),
        ("J.JT9542.72.-", "9 cards: deficient hand (Law 14)"),
        ("J.-.-.-", "1 card: deficient hand (Law 14)"),
        ("JT.JT9542.72.K653", "14 cards: too many (Law 13)"),
    ],
)
def test_wrong_number_of_cards_is_marked(view: BoardView, hand: str, status: str) -> None:
    view.set_board(Board.standard(1, DEAL.with_hand(Seat.S, Hand.parse(hand))))
    assert view.hands[Seat.S].status.text() == status
    assert view.hands[Seat.S].status.isVisibleTo(view)


def test_duplicate_and_missing_cards_are_listed(view: BoardView) -> None:
    # South holds the spade ace instead of the jack: the ace is held twice, the jack by nobody.
    view.set_board(Board.standard(1, DEAL.with_hand(Seat.S, Hand.parse("A.JT9542.72.K653"))))
    assert view.defects_label.text() == "Cards held twice: ♠A\nCards in no hand: ♠J"
    assert "<u><b>A</b></u>" in view.hands[Seat.S].suit_labels[Suit.SPADES].text()
    assert "<u><b>A</b></u>" in view.hands[Seat.E].suit_labels[Suit.SPADES].text()


def test_no_board(view: BoardView) -> None:
    view.set_board(Board.standard(1, DEAL))
    view.set_board(None)
    assert view.number_label.text() == "No board selected"
    assert not any(panel.isVisibleTo(view) for panel in view.hands.values())


def test_board_without_number(view: BoardView) -> None:
    view.set_board(Board(deal=DEAL))
    assert view.number_label.text() == "Board (no number)"
    assert view.dealer_label.text() == "Dealer: unknown"
    assert view.vulnerability_label.text() == "Vulnerable: unknown"


def test_labels_follow_the_language(view: BoardView, translators: Translators) -> None:
    view.set_board(Board.standard(7, DEAL.with_hand(Seat.S, Hand.parse("J.JT9542.72.K65"))))
    translators.set_language("el")
    assert view.number_label.text() == "Θήκη 7"
    assert view.dealer_label.text() == "Ντίλερ: Νότος"
    assert view.vulnerability_label.text() == "Στη 2η μανς: Όλοι"
    assert [view.hands[s].title.text() for s in Seat] == ["Βορράς", "Ανατολή", "Νότος (ντίλερ)", "Δύση"]
    assert [view.compass.letters[s].text() for s in Seat] == ["Β", "Α", "Ν", "Δ"]
    assert view.hands[Seat.S].status.text() == "12 φύλλα: ελαττωματικό χέρι (Νόμος 14)"
    translators.set_language("en")
    assert view.number_label.text() == "Board 7"
    assert [view.compass.letters[s].text() for s in Seat] == ["N", "E", "S", "W"]
    assert view.hands[Seat.S].status.text() == "12 cards: deficient hand (Law 14)"
