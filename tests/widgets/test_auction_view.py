"""Recording an auction as it happened at the table, irregular calls included (pytest-qt flows)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from tdcompanion.app.i18n import Translators
from tdcompanion.core.auction import Auction, AuctionEntry
from tdcompanion.core.calls import Call
from tdcompanion.core.contract import Contract
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.seats import Seat
from tdcompanion.models.auction_model import AuctionRole
from tdcompanion.models.colours import Role, colour
from tdcompanion.widgets.auction_view import AuctionView

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def view(qtbot) -> AuctionView:  # type: ignore[no-untyped-def]
    widget = AuctionView(Auction(Seat.N))
    qtbot.addWidget(widget)
    widget.resize(760, 440)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def click(qtbot, view: AuctionView, call: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(view.box.buttons[Call.parse(call)], LEFT)


def type_call(qtbot, view: AuctionView, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(view.box.entry, text)
    qtbot.keyClick(view.box.entry, Qt.Key.Key_Return)


def listed(view: AuctionView) -> str:
    """The irregularities list, one line per item."""
    return "\n".join(view.irregularities.item(i).text() for i in range(view.irregularities.count()))


def cell_of_call(view: AuctionView, index: int):  # type: ignore[no-untyped-def]
    cell = view.model.cell_of(index)
    assert cell is not None
    return view.model.index(*cell)


def test_regular_auction_by_clicks_ends_in_a_contract(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    changes: list[Auction] = []
    view.auction_changed.connect(changes.append)
    for call in ["1S", "Pass", "2S", "Pass", "4S", "Pass", "Pass", "Pass"]:
        click(qtbot, view, call)
    assert view.auction == Auction.from_text(Seat.N, "1S Pass 2S Pass 4S AP")
    assert changes[-1] == view.auction and len(changes) == 8
    assert view.auction.contract() == Contract.parse("4S", Seat.N)
    assert view.status.text() == "Final contract: 4♠ by North"
    assert listed(view) == "No irregularities."


def test_call_out_of_rotation_is_recorded_flagged_and_described(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    click(qtbot, view, "1S")  # North deals and opens; East is to call
    view.box.set_seat(Seat.S)
    entered: list[AuctionEntry] = []
    view.call_entered.connect(entered.append)
    click(qtbot, view, "2S")
    assert entered == [AuctionEntry(Seat.S, Call.parse("2S"))]
    assert view.auction.entries[-1].seat is Seat.S
    cell = cell_of_call(view, 1)
    (irr,) = cell.data(AuctionRole.IRREGULARITIES)
    assert irr.kind is IrregularityKind.CALL_OUT_OF_ROTATION
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color() == colour(Role.IRREGULAR_FILL)
    assert "Out of rotation: South called 2♠ at East's turn (Laws 28-34)" in listed(view)
    # East, whose turn it was, now calls: the call out of rotation is cancelled (Law 28B)
    assert view.box.seat is Seat.W  # the record treats South's call as accepted until then
    view.box.set_seat(Seat.E)
    click(qtbot, view, "Pass")
    assert cell_of_call(view, 1).data(AuctionRole.CANCELLED) is True
    assert "Law 28B" in listed(view)


def test_choosing_an_irregularity_points_at_its_call(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    view.set_auction(Auction.from_text(Seat.N, "1S Pass 1D"))
    view.irregularities.itemActivated.emit(view.irregularities.item(0))
    assert view.table.currentIndex().data(AuctionRole.ENTRY_INDEX) == 2


def test_insufficient_bid_by_keyboard(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    type_call(qtbot, view, "p")
    type_call(qtbot, view, "1s")
    view.box.any_call.setChecked(True)
    type_call(qtbot, view, "1d")
    assert view.auction == Auction.from_text(Seat.N, "Pass 1S 1D")
    assert "Insufficient bid: 1♦ by South over 1♠ (Law 27)" in listed(view)
    assert cell_of_call(view, 2).data(AuctionRole.IRREGULARITY).kind is IrregularityKind.INSUFFICIENT_BID


def test_whole_auction_typed(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    view.box.entry.setFocus()
    for text in ["1n", "p", "2c", "x", "2h", "p", "4h", "p", "p"]:
        type_call(qtbot, view, text)
    type_call(qtbot, view, "xx")  # not a legal call: refused until the Director allows any call
    assert "not a legal call" in view.box.message.text()
    view.box.any_call.setChecked(True)
    qtbot.keyClick(view.box.entry, Qt.Key.Key_Return)
    for text in ["p", "p", "p"]:
        type_call(qtbot, view, text)
    assert view.auction == Auction.from_text(Seat.N, "1NT Pass 2C X 2H Pass 4H Pass Pass XX AP")
    assert "Inadmissible redouble: East redoubled" in listed(view)  # 4H was never doubled
    assert view.status.text() == "Final contract: 4♥ by North"


def test_next_player_shown_and_followed(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    assert view.status.text() == "North to call"
    click(qtbot, view, "1C")
    assert view.status.text() == "East to call"
    assert view.box.seat is Seat.E
    row, column = view.model.next_cell or (-1, -1)
    assert view.model.index(row, column).data(AuctionRole.IS_NEXT) is True


def test_undo_last_call(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    for call in ("1C", "1H", "1S"):
        click(qtbot, view, call)
    with qtbot.waitSignal(view.auction_changed) as changed:
        qtbot.mouseClick(view.box.undo, LEFT)
    assert changed.args == [Auction.from_text(Seat.N, "1C 1H")]
    assert view.box.seat is Seat.S


def test_director_withdraws_and_restores_a_call(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    view.set_auction(Auction.from_text(Seat.N, "1S").add("1D", Seat.E))
    view.table.setFocus()
    view.table.setCurrentIndex(cell_of_call(view, 1))
    qtbot.keyClick(view.table, Qt.Key.Key_Delete)
    assert view.auction.entries[1].withdrawn
    assert cell_of_call(view, 1).data(AuctionRole.CANCELLED) is True
    assert "Withdrawn by the Director" in listed(view)
    assert view.withdraw_action.text() == "Restore the call"
    view.withdraw_action.trigger()
    assert not view.auction.entries[1].withdrawn


def test_set_auction_from_outside_is_silent(qtbot, view: AuctionView) -> None:  # type: ignore[no-untyped-def]
    with qtbot.assertNotEmitted(view.auction_changed):
        view.set_auction(Auction.from_text(Seat.W, "AP"))
    assert view.status.text() == "Passed out"
    assert "dealer: West" in view.title.text()


def test_language_switch_retranslates(qtbot, view: AuctionView, pseudo_language: QTranslator) -> None:  # type: ignore[no-untyped-def]
    view.set_auction(Auction.from_text(Seat.W, "1S 1D"))
    QCoreApplication.installTranslator(pseudo_language)
    qtbot.waitUntil(lambda: view.box.undo.text().startswith("[el]"))
    assert view.status.text().startswith("[el] ")
    assert "[el] Insufficient bid" in listed(view)
    assert view.irregularities_label.text() == "[el] Irregularities:"
    # The seats' names come from the catalogue's names (tdcompanion.wording.names), not from a Qt translator.
    assert view.box.buttons[Call.parse("Pass")].text() == "[el] Pass"
    QCoreApplication.removeTranslator(pseudo_language)
    qtbot.waitUntil(lambda: not view.box.undo.text().startswith("[el]"))
    assert "Insufficient bid" in listed(view)


def test_greek_catalogue(qtbot, view: AuctionView, greek: Translators) -> None:  # type: ignore[no-untyped-def]
    view.set_auction(Auction.from_text(Seat.N, "1S").add("2S", Seat.S).add("1D", Seat.E))
    assert view.title.text() == "Αγορές — μοιράζει: Βορράς"
    text = listed(view)
    assert "Δήλωση εκτός σειράς: ο Νότος δήλωσε 2♠ ενώ ήταν η σειρά της Ανατολής (Νόμοι 28-34)" in text
    assert "Ανεπαρκής αγορά: 1♦ από την Ανατολή μετά την αγορά 1♠ (Νόμος 27)" in text
    assert view.model.headerData(0, Qt.Orientation.Horizontal) == "Δύση"
    assert view.box.buttons[Call.parse("3NT")].text() == "3ΧΑ"
    assert view.box.buttons[Call.parse("Pass")].text() == "Πάσο"
    view.set_auction(Auction.from_text(Seat.N, "1NT AP"))
    assert view.status.text() == "Τελικό συμβόλαιο: 1ΧΑ, εκτελεστής: Βορράς"
    greek.set_language("en")
    assert view.status.text() == "Final contract: 1NT by North"
