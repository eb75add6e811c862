"""AuctionModel: the auction laid out as on a traveller, irregular calls flagged."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont

from tdcompanion.core.auction import Auction, CallIrregularity, InadmissibleReason
from tdcompanion.core.auction_rules import CALL_KINDS
from tdcompanion.core.calls import ALL_CALLS, Bid, Call, Strain
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.laws import WBF2017
from tdcompanion.core.seats import Seat
from tdcompanion.models.auction_model import (
    COLUMN_OF,
    NEXT_MARK,
    SEAT_COLUMNS,
    AuctionModel,
    AuctionRole,
    auction_layout,
    describe_call_irregularity,
)
from tdcompanion.models.colours import Role, colour
from tdcompanion.models.law_text import law_ref

DISPLAY = Qt.ItemDataRole.DisplayRole

AUCTIONS = {
    "empty": Auction(Seat.E),
    "regular": Auction.from_text(Seat.S, "1NT Pass 2C X 2H Pass 4H AP"),
    "passed out": Auction.from_text(Seat.W, "AP"),
    "out of rotation": Auction.from_text(Seat.N, "1S").add("2S", Seat.S).add("1D", Seat.E),
    "insufficient": Auction.from_text(Seat.W, "1S 1D"),
    "inadmissible": Auction.from_text(Seat.N, "X 1C XX Pass Pass X"),
    "withdrawn": Auction.from_text(Seat.E, "1H 1S 2S").withdraw(1),
    "after close": Auction.from_text(Seat.N, "AP").add("1C"),
}


def cells(model: AuctionModel) -> list[list[str | None]]:
    return [[model.index(r, c).data(DISPLAY) for c in range(4)] for r in range(model.rowCount())]


def call_cells(model: AuctionModel) -> list[tuple[int, int]]:
    """Cells holding a call, row by row."""
    return [
        (r, c)
        for r in range(model.rowCount())
        for c in range(4)
        if model.index(r, c).data(AuctionRole.ENTRY_INDEX) is not None
    ]


@pytest.mark.parametrize("name", AUCTIONS)
def test_model_passes_the_model_tester(qtmodeltester, name: str) -> None:  # type: ignore[no-untyped-def]
    model = AuctionModel(AUCTIONS[name])
    qtmodeltester.check(model)


def test_model_tester_follows_edits(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = AuctionModel(Auction(Seat.W))
    qtmodeltester.check(model)
    auction = Auction(Seat.W)
    for text in ["1C", "1S", "2H", "Pass", "3H", "X", "XX", "Pass", "Pass", "Pass"]:
        auction = auction.add(text)
        model.set_auction(auction)
    model.set_auction(auction.add("4S", Seat.N))
    while len(auction):
        auction = auction.upto(len(auction) - 1)
        model.set_auction(auction)
    model.set_auction(Auction(Seat.S))
    assert model.rowCount() == 1


@pytest.mark.parametrize("dealer", list(Seat))
def test_dealer_first_call_in_the_dealers_column_with_blanks_before(dealer: Seat) -> None:
    model = AuctionModel(Auction.from_text(dealer, "1C 1D 1H 1S 1NT"))
    first_row = cells(model)[0]
    column = COLUMN_OF[dealer]
    assert first_row[:column] == [None] * column
    assert first_row[column] == "1♣"
    assert model.headerData(column, Qt.Orientation.Horizontal, AuctionRole.SEAT) is dealer


def test_columns_are_west_north_east_south() -> None:
    model = AuctionModel()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)]
    assert headers == ["West", "North", "East", "South"]
    assert SEAT_COLUMNS == (Seat.W, Seat.N, Seat.E, Seat.S)


def test_regular_auction_reads_row_by_row() -> None:
    auction = AUCTIONS["regular"]  # dealer South: last column
    model = AuctionModel(auction)
    assert cells(model) == [
        [None, None, None, "1NT"],
        ["Pass", "2♣", "X", "2♥"],
        ["Pass", "4♥", "Pass", "Pass"],
        ["Pass", None, None, None],
    ]
    assert model.next_cell is None


seat_calls = st.lists(st.tuples(st.sampled_from(list(Seat)), st.sampled_from(ALL_CALLS)), max_size=30)


@given(st.sampled_from(list(Seat)), seat_calls)
def test_any_record_is_laid_out_in_order_in_the_callers_columns(dealer: Seat, made: list[tuple[Seat, Call]]) -> None:
    auction = Auction(dealer)
    for seat, call in made:
        auction = auction.add(call, seat)
    positions, nxt = auction_layout(auction)
    assert positions == sorted(set(positions))  # row-major order, one call per cell
    assert [SEAT_COLUMNS[c] for _, c in positions] == [seat for seat, _ in made]
    if nxt is not None:
        assert SEAT_COLUMNS[nxt[1]] is auction.next_seat
        assert not positions or nxt > positions[-1]


def test_player_in_turn_marked() -> None:
    model = AuctionModel(Auction.from_text(Seat.N, "1S Pass"))
    row, column = model.next_cell or (-1, -1)
    index = model.index(row, column)
    assert SEAT_COLUMNS[column] is Seat.S
    assert index.data(DISPLAY) == NEXT_MARK
    assert index.data(AuctionRole.IS_NEXT) is True
    assert index.data(Qt.ItemDataRole.ToolTipRole) == "South to call"


@pytest.mark.parametrize(("text", "red"), [("1H", True), ("7D", True), ("1S", False), ("3C", False), ("3NT", False)])
def test_hearts_and_diamonds_in_red(text: str, red: bool) -> None:
    model = AuctionModel(Auction.from_text(Seat.W, text))
    brush = model.index(0, 0).data(Qt.ItemDataRole.ForegroundRole)
    assert (isinstance(brush, QBrush) and brush.color() == colour(Role.RED_SUIT)) is red


@pytest.mark.parametrize("name", ["out of rotation", "insufficient", "inadmissible", "after close"])
def test_irregular_calls_are_flagged_with_their_irregularities(name: str) -> None:
    auction = AUCTIONS[name]
    model = AuctionModel(auction)
    found = {}
    for r, c in call_cells(model):
        index = model.index(r, c)
        issues = index.data(AuctionRole.IRREGULARITIES)
        if issues:
            found[index.data(AuctionRole.ENTRY_INDEX)] = issues
            assert index.data(AuctionRole.IRREGULARITY) == issues[0]
            assert index.data(Qt.ItemDataRole.BackgroundRole).color() == colour(Role.IRREGULAR_FILL)
            tooltip = index.data(Qt.ItemDataRole.ToolTipRole)
            assert all(describe_call_irregularity(irr) in tooltip for irr in issues)
        else:
            assert index.data(AuctionRole.IRREGULARITY) is None
            assert index.data(Qt.ItemDataRole.BackgroundRole) is None
    expected: dict[int, list[object]] = {}
    for irr in auction.irregularities():
        expected.setdefault(irr.index, []).append(irr)
    assert found == {i: tuple(v) for i, v in expected.items()}
    assert found


@pytest.mark.parametrize(
    ("auction", "sentence"),
    [
        (AUCTIONS["out of rotation"], "Out of rotation: South called 2♠ at East's turn (Laws 28-34)"),
        (AUCTIONS["insufficient"], "Insufficient bid: 1♦ by North over 1♠ (Law 27)"),
        (Auction.from_text(Seat.N, "X"), "Inadmissible double: North doubled when there was no bid (Laws 35-38)"),
        (Auction.from_text(Seat.N, "1C Pass X"), "Inadmissible double: South doubled their own side's 1♣ (Laws 35-38)"),
        (
            Auction.from_text(Seat.N, "1C X Pass X"),
            "Inadmissible double: West doubled 1♣, which was already doubled (Laws 35-38)",
        ),
        (
            Auction.from_text(Seat.N, "1C XX"),
            "Inadmissible redouble: East redoubled when there was no double (Laws 35-38)",
        ),
        (
            Auction.from_text(Seat.N, "1C X Pass XX"),
            "Inadmissible redouble: West redoubled their own side's double (Laws 35-38)",
        ),
        (
            Auction.from_text(Seat.N, "1C X XX Pass XX"),
            "Inadmissible redouble: North redoubled 1♣, which was already redoubled (Laws 35-38)",
        ),
        (AUCTIONS["after close"], "Call after the auction closed: North called 1♣ (Law 39)"),
    ],
)
def test_irregularities_described_in_words(auction: Auction, sentence: str) -> None:
    assert sentence in [describe_call_irregularity(irr) for irr in auction.irregularities()]


def test_every_kind_has_its_own_sentence_citing_its_laws() -> None:
    texts = set()
    cases = [(kind, None) for kind in CALL_KINDS if kind is not IrregularityKind.INADMISSIBLE_CALL]
    cases += [(IrregularityKind.INADMISSIBLE_CALL, reason) for reason in InadmissibleReason]
    for kind, reason in cases:
        irr = CallIrregularity(kind, 0, Seat.E, Bid(1, Strain.CLUBS), Seat.S, Bid(1, Strain.SPADES), reason)
        text = describe_call_irregularity(irr)
        assert text.endswith(f"({law_ref(WBF2017.laws_text(kind))})")
        texts.add(text)
    assert len(texts) == len(cases)


def test_withdrawn_call_struck_through() -> None:
    auction = AUCTIONS["withdrawn"]  # East 1H, South 1S withdrawn, West 2S
    model = AuctionModel(auction)
    row, column = model.cell_of(1) or (-1, -1)
    index = model.index(row, column)
    assert index.data(AuctionRole.CANCELLED) is True
    font = index.data(Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.strikeOut()
    assert "Withdrawn by the Director" in index.data(Qt.ItemDataRole.ToolTipRole)
    kept = model.index(*(model.cell_of(0) or (-1, -1)))
    assert kept.data(AuctionRole.CANCELLED) is False
    assert kept.data(Qt.ItemDataRole.FontRole) is None


def test_call_cancelled_under_law_28b_struck_through() -> None:
    model = AuctionModel(AUCTIONS["out of rotation"])
    index = model.index(*(model.cell_of(1) or (-1, -1)))
    assert index.data(AuctionRole.CANCELLED) is True
    assert "Law 28B" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_alert_marked_with_explanation() -> None:
    auction = Auction(Seat.N).add("1C").add("2D", alerted=True, explanation="weak, both majors")
    model = AuctionModel(auction)
    index = model.index(*(model.cell_of(1) or (-1, -1)))
    assert index.data(DISPLAY) == "2♦!"
    assert index.data(Qt.ItemDataRole.ToolTipRole) == "Alerted: weak, both majors"


def test_one_more_call_reports_only_what_changed(qtbot) -> None:  # type: ignore[no-untyped-def]
    auction = Auction.from_text(Seat.W, "1C")
    model = AuctionModel(auction)
    changes: list[tuple[int, int, int, int]] = []
    model.dataChanged.connect(
        lambda a, b, roles=(): changes.append((a.row(), a.column(), b.row(), b.column()))
    )
    model.set_auction(auction.add("1D"))
    # North's 1D replaces the "?" in place; East's "?" is new in the same row
    assert changes == [(0, 1, 0, 2)]
    with qtbot.waitSignal(model.rowsInserted) as inserted:
        model.set_auction(Auction.from_text(Seat.W, "1C 1D 1H 1S"))
    assert inserted.args[1:] == [1, 1]  # the "?" moves to a new row
    with qtbot.waitSignal(model.rowsRemoved):
        model.set_auction(auction)
    assert model.rowCount() == 1


def test_same_auction_again_changes_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    auction = AUCTIONS["regular"]
    model = AuctionModel(auction)
    with qtbot.assertNotEmitted(model.dataChanged), qtbot.assertNotEmitted(model.modelReset):
        model.set_auction(Auction.from_text(Seat.S, "1NT Pass 2C X 2H Pass 4H AP"))


def test_new_dealer_resets(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = AuctionModel(AUCTIONS["regular"])
    with qtbot.waitSignal(model.modelReset):
        model.set_auction(Auction(Seat.N))
    assert cells(model) == [[None, NEXT_MARK, None, None]]
