"""The bidding box: legal calls for the player in turn, any call for the Director, typed calls."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.calls import ALL_CALLS, DOUBLE, PASS, REDOUBLE, Bid, Call, CallError, Strain
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role, css
from tdcompanion.widgets.bidding_box import BiddingBox
from tdcompanion.widgets.typed_entry import read_call, read_card

# Latin key -> what the same key gives on a Greek keyboard.
GREEK_KEYS = str.maketrans({"p": "π", "x": "χ", "n": "ν", "c": "ψ", "d": "δ", "h": "η", "s": "σ", "t": "τ"})


def bid(text: str) -> Call:
    return Call.parse(text)


# --- reading typed calls and cards ----------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "call"),
    [
        ("1n", Bid(1, Strain.NOTRUMP)),
        ("1 nt", Bid(1, Strain.NOTRUMP)),
        ("4s", Bid(4, Strain.SPADES)),
        ("7♦", Bid(7, Strain.DIAMONDS)),
        ("p", PASS),
        ("Pass", PASS),
        ("x", DOUBLE),
        ("xx", REDOUBLE),
        ("1χα", Bid(1, Strain.NOTRUMP)),
        ("3ΧΑ", Bid(3, Strain.NOTRUMP)),
        ("πάσο", PASS),
        ("ΠΑΣΟ", PASS),
        ("κοντρ", DOUBLE),
        ("σιρκόντρ", REDOUBLE),
        ("χχ", REDOUBLE),
        ("2η", Bid(2, Strain.HEARTS)),
    ],
)
def test_read_call(typed: str, call: Call) -> None:
    assert read_call(typed) == call


@given(st.sampled_from(ALL_CALLS), st.booleans())
def test_every_call_reads_back_from_its_forms_and_greek_keys(call: Call, upper: bool) -> None:
    for text in (call.compact, call.pbn, str(call), call.compact.lower().translate(GREEK_KEYS)):
        typed = text.upper() if upper else text.lower()
        assert read_call(typed) == call


@given(st.text(max_size=8))
def test_read_call_gives_a_call_or_a_call_error(text: str) -> None:
    try:
        result = read_call(text)
    except CallError:
        return
    assert isinstance(result, Call)


@pytest.mark.parametrize(
    ("typed", "card"),
    [("sa", "SA"), ("h10", "HT"), ("10h", "HT"), ("as", "SA"), ("♦7", "D7"), ("σα", "SA"), ("ηξ", "HJ")],
)
def test_read_card(typed: str, card: str) -> None:
    assert read_card(typed) == Card.parse(card)


@given(st.sampled_from(FULL_PACK))
def test_every_card_reads_back_suit_or_rank_first(card: Card) -> None:
    rank = card.rank.label
    for text in (card.pbn, str(card), rank + card.suit.letter, (card.suit.letter + rank).lower()):
        assert read_card(text) == card


@given(st.text(max_size=6))
def test_read_card_gives_a_card_or_a_card_error(text: str) -> None:
    try:
        result = read_card(text)
    except CardParseError:
        return
    assert isinstance(result, Card)


# --- the box ---------------------------------------------------------------------------------


@pytest.fixture
def box(qtbot) -> BiddingBox:  # type: ignore[no-untyped-def]
    widget = BiddingBox()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def enabled_calls(box: BiddingBox) -> set[Call]:
    return {call for call, button in box.buttons.items() if button.isEnabled()}


def send_text(widget: QWidget, text: str) -> None:
    """Type ``text`` (any script) into ``widget``, one key event per character, then Enter."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, ch))
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        QApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier))


def test_grid_has_every_call(box: BiddingBox) -> None:
    assert set(box.buttons) == set(ALL_CALLS)
    assert box.buttons[bid("3NT")].text() == "3NT"
    assert box.buttons[PASS].text() == "Pass"


@pytest.mark.parametrize(
    ("dealer", "calls"),
    [(Seat.N, ""), (Seat.N, "1S"), (Seat.E, "1H X"), (Seat.W, "1C X XX 2D"), (Seat.S, "7NT X")],
)
def test_only_legal_calls_enabled_for_the_player_in_turn(box: BiddingBox, dealer: Seat, calls: str) -> None:
    auction = Auction.from_text(dealer, calls)
    box.set_auction(auction)
    assert box.seat is auction.next_seat
    assert enabled_calls(box) == set(auction.legal_calls())


def test_another_seat_enables_every_call_and_records_it(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    box.set_auction(Auction.from_text(Seat.N, "1S"))  # East to call
    box.set_seat(Seat.S)
    assert enabled_calls(box) == set(ALL_CALLS)
    button = box.buttons[bid("2S")]
    assert button.property("irregular") is True
    assert "Out of rotation: South called 2♠ at East's turn" in button.toolTip()
    with qtbot.waitSignal(box.call_entered) as entered:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert entered.args == [AuctionEntry(Seat.S, bid("2S"))]


def test_any_call_enables_an_insufficient_bid(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    box.set_auction(Auction.from_text(Seat.N, "1S"))
    assert not box.buttons[bid("1D")].isEnabled()
    qtbot.mouseClick(box.any_call, Qt.MouseButton.LeftButton, pos=box.any_call.rect().center())
    assert box.buttons[bid("1D")].isEnabled()
    assert box.buttons[bid("1D")].property("irregular") is True
    assert not box.buttons[bid("1NT")].property("irregular")
    with qtbot.waitSignal(box.call_entered) as entered:
        qtbot.mouseClick(box.buttons[bid("1D")], Qt.MouseButton.LeftButton)
    assert entered.args == [AuctionEntry(Seat.E, bid("1D"))]


def test_following_the_auction_resets_seat_and_modes(box: BiddingBox) -> None:
    box.set_auction(Auction.from_text(Seat.N, "1S"))
    box.set_seat(Seat.W)
    box.any_call.setChecked(True)
    box.alert.setChecked(True)
    box.set_auction(Auction.from_text(Seat.N, "1S 2S"))
    assert box.seat is Seat.S
    assert not box.any_call.isChecked() and not box.alert.isChecked()


def test_after_the_auction_only_any_call_records_a_call(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    box.set_auction(Auction.from_text(Seat.N, "1C AP"))
    assert enabled_calls(box) == set()
    assert "auction is over" in box.message.text()
    box.any_call.setChecked(True)
    assert "(Law 39)" in box.buttons[PASS].toolTip()
    with qtbot.waitSignal(box.call_entered) as entered:
        qtbot.mouseClick(box.buttons[PASS], Qt.MouseButton.LeftButton)
    assert entered.args[0].seat is Seat.N  # East passed last: his left-hand opponent


def test_alert_goes_with_the_call(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    box.alert.setChecked(True)
    with qtbot.waitSignal(box.call_entered) as entered:
        qtbot.mouseClick(box.buttons[bid("2C")], Qt.MouseButton.LeftButton)
    assert entered.args[0].alerted is True


@pytest.mark.parametrize(("typed", "call"), [("1n", "1NT"), ("p", "Pass"), ("4s", "4S"), ("1c", "1C")])
def test_keyboard_entry(qtbot, box: BiddingBox, typed: str, call: str) -> None:  # type: ignore[no-untyped-def]
    box.entry.setFocus()
    with qtbot.waitSignal(box.call_entered) as entered:
        qtbot.keyClicks(box.entry, typed)
        qtbot.keyClick(box.entry, Qt.Key.Key_Return)
    assert entered.args == [AuctionEntry(Seat.N, bid(call))]
    assert box.entry.text() == ""


def test_greek_keyboard_entry(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    box.set_auction(Auction.from_text(Seat.N, "1S"))
    with qtbot.waitSignal(box.call_entered) as entered:
        send_text(box.entry, "χ")
    assert entered.args == [AuctionEntry(Seat.E, DOUBLE)]


def test_typed_illegal_call_is_refused_with_a_reason(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    box.set_auction(Auction.from_text(Seat.N, "1S"))
    with qtbot.assertNotEmitted(box.call_entered):
        qtbot.keyClicks(box.entry, "1d")
        qtbot.keyClick(box.entry, Qt.Key.Key_Return)
    assert "1♦ is not a legal call for East" in box.message.text()
    assert box.entry.text() == "1d"  # kept, to tick "Any call" and press Enter again
    box.any_call.setChecked(True)
    with qtbot.waitSignal(box.call_entered) as entered:
        qtbot.keyClick(box.entry, Qt.Key.Key_Return)
    assert entered.args == [AuctionEntry(Seat.E, bid("1D"))]


def test_typed_nonsense_is_explained(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    with qtbot.assertNotEmitted(box.call_entered):
        qtbot.keyClicks(box.entry, "8s")
        qtbot.keyClick(box.entry, Qt.Key.Key_Return)
    assert "is not a call" in box.message.text()


def test_undo_button(qtbot, box: BiddingBox) -> None:  # type: ignore[no-untyped-def]
    assert not box.undo.isEnabled()
    box.set_auction(Auction.from_text(Seat.N, "1S"))
    with qtbot.waitSignal(box.undo_requested):
        qtbot.mouseClick(box.undo, Qt.MouseButton.LeftButton)


def test_red_suits_drawn_red(box: BiddingBox) -> None:
    from PySide6.QtGui import QPalette

    def text_colour(call: str) -> str:
        return box.buttons[bid(call)].palette().color(QPalette.ColorRole.ButtonText).name()

    red = css(Role.RED_SUIT, box.palette())
    assert text_colour("1H") == text_colour("5D") == red
    assert text_colour("1S") != red
