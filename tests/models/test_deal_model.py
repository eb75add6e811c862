"""DealModel and CardPaletteModel: the deal and its defects as item data."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush

from tdcompanion.core.board import Board
from tdcompanion.core.cards import FULL_PACK, SUITS_HIGH_FIRST, Card
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import Role, colour
from tdcompanion.models.deal_model import (
    CardPaletteModel,
    DealModel,
    DealRole,
    HandState,
    hand_state,
)
from tests.bridge_samples import random_deal

DISPLAY = Qt.ItemDataRole.DisplayRole


def defective_deal() -> Deal:
    """North holds 15 cards, ♠A is also in South's hand, East is unknown, West is empty."""
    north = Hand(FULL_PACK[-15:])
    south = Hand([Card.parse("SA"), *FULL_PACK[:10]])
    return Deal((north, None, south, Hand()))


@pytest.mark.parametrize("deal", [Deal(), random_deal(1), defective_deal()], ids=["empty", "complete", "defective"])
@pytest.mark.parametrize("model_class", [DealModel, CardPaletteModel])
def test_models_pass_the_model_tester(qtmodeltester, deal: Deal, model_class: type) -> None:  # type: ignore[no-untyped-def]
    model = model_class()
    model.set_deal(deal)
    qtmodeltester.check(model, force_py=True)


def test_deal_model_shape(qapp: object) -> None:
    model = DealModel()
    assert (model.rowCount(), model.columnCount()) == (4, 4)
    assert model.rowCount(model.index(0, 0)) == 0
    assert not model.index(4, 0).isValid()
    assert model.data(model.index(9, 9)) is None


def test_display_is_the_ranks_of_each_suit(qapp: object) -> None:
    deal = random_deal(3)
    model = DealModel()
    model.set_deal(deal)
    for seat in Seat:
        for suit in SUITS_HIGH_FIRST:
            expected = " ".join(r.label for r in (deal[seat] or Hand()).suit(suit)) or "—"
            assert model.data(model.index_of(seat, suit), DISPLAY) == expected


def test_unknown_hand_shows_a_question_mark(qapp: object) -> None:
    model = DealModel()
    model.set_deal(defective_deal())
    assert model.data(model.index_of(Seat.E, SUITS_HIGH_FIRST[0]), DISPLAY) == "?"
    assert model.data(model.index_of(Seat.E, SUITS_HIGH_FIRST[0]), DealRole.HAND_COUNT) == -1


@pytest.mark.parametrize(
    ("count", "state"),
    [(0, HandState.EMPTY), (1, HandState.DEFICIENT), (12, HandState.DEFICIENT), (13, HandState.COMPLETE),
     (14, HandState.OVERFULL), (15, HandState.OVERFULL)],
)  # fmt: skip
def test_hand_state_role(qapp: object, count: int, state: HandState) -> None:
    hand = Hand(FULL_PACK[:count])
    model = DealModel()
    model.set_deal(Deal().with_hand(Seat.W, hand))
    index = model.index_of(Seat.W, SUITS_HIGH_FIRST[1])
    assert model.data(index, DealRole.HAND_STATE) is state is hand_state(hand)
    assert model.data(index, DealRole.HAND_COUNT) == count
    assert str(count) in model.headerData(3, Qt.Orientation.Vertical, DISPLAY)


def test_duplicate_is_flagged_in_both_hands(qapp: object) -> None:
    model = DealModel()
    model.set_deal(defective_deal())
    ace = Card.parse("SA")
    for seat in (Seat.N, Seat.S):
        index = model.index_of(seat, ace.suit)
        assert ace in model.data(index, DealRole.DUPLICATES)
        assert isinstance(model.data(index, Qt.ItemDataRole.BackgroundRole), QBrush)
        assert "♠A" in model.data(index, Qt.ItemDataRole.ToolTipRole)
    clean = model.index_of(Seat.W, ace.suit)
    assert model.data(clean, DealRole.DUPLICATES) == frozenset()
    assert model.data(clean, Qt.ItemDataRole.BackgroundRole) is None


def test_red_suits_are_red(qapp: object) -> None:
    model = DealModel()
    for column, suit in enumerate(SUITS_HIGH_FIRST):
        brush = model.data(model.index(0, column), Qt.ItemDataRole.ForegroundRole)
        header = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ForegroundRole)
        if suit.is_red:
            assert brush.color() == colour(Role.RED_SUIT) == header.color()
        else:
            assert brush is None and header is None


def test_model_follows_the_document(qtbot, qapp: object) -> None:  # type: ignore[no-untyped-def]
    doc = BoardDocument(Board.standard(1))
    model = DealModel(doc)
    hand = random_deal(4)[Seat.S]
    with qtbot.waitSignal(model.dataChanged):
        doc.set_hand(Seat.S, hand)
    assert model.data(model.index_of(Seat.S, SUITS_HIGH_FIRST[0]), DealRole.CARDS) == tuple(
        c for c in hand if c.suit is SUITS_HIGH_FIRST[0]
    )


def test_palette_cells_are_the_pack(qapp: object) -> None:
    model = CardPaletteModel()
    cards = {model.card(model.index(r, c)) for r in range(4) for c in range(13)}
    assert cards == set(FULL_PACK)
    for card in FULL_PACK:
        assert model.card(model.index_of(card)) == card
    assert model.card(model.index(4, 0)) is None


def test_palette_says_who_holds_each_card(qapp: object) -> None:
    deal = defective_deal()
    model = CardPaletteModel()
    model.set_deal(deal)
    for card in FULL_PACK:
        expected = tuple(s for s in Seat for c in (deal[s] or ()) if c == card)
        index = model.index_of(card)
        assert model.data(index, DealRole.HOLDERS) == expected
        assert (model.data(index, Qt.ItemDataRole.BackgroundRole) is not None) == (len(expected) > 1)
        assert model.data(index, DISPLAY) == card.rank.label
    tip = model.data(model.index_of(Card.parse("SA")), Qt.ItemDataRole.ToolTipRole)
    assert "North" in tip and "South" in tip
