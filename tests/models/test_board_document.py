"""BoardDocument: every edit is one undoable step; nothing defective is refused."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.board import Board, Vulnerability, dealer_for
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.deal import HAND_SIZE, Deal, Hand
from tdcompanion.core.errors import DealParseError
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument


def random_deal(seed: int) -> Deal:
    pack = list(FULL_PACK)
    random.Random(seed).shuffle(pack)
    return Deal(tuple(Hand(pack[i * HAND_SIZE : (i + 1) * HAND_SIZE]) for i in range(4)))  # type: ignore[arg-type]


@pytest.fixture
def doc(qapp: object) -> BoardDocument:
    return BoardDocument(Board.standard(1))


def test_set_hand_is_one_undoable_step_and_signals(doc: BoardDocument) -> None:
    deals: list[Deal] = []
    boards: list[Board] = []
    doc.deal_changed.connect(deals.append)
    doc.board_changed.connect(boards.append)
    hand = random_deal(1)[Seat.N]
    assert doc.set_hand(Seat.N, hand)
    assert doc.deal[Seat.N] == hand
    assert deals == [doc.deal] and boards == [doc.board]
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.deal == Deal()
    doc.undo_stack.redo()
    assert doc.deal[Seat.N] == hand
    assert len(deals) == 3


def test_edit_that_changes_nothing_pushes_nothing(doc: BoardDocument) -> None:
    assert not doc.set_hand(Seat.N, Hand())
    assert not doc.set_board_number(1)
    assert not doc.clear()
    assert doc.undo_stack.count() == 0


def test_board_change_without_deal_change_does_not_emit_deal_changed(doc: BoardDocument) -> None:
    deals: list[Deal] = []
    doc.deal_changed.connect(deals.append)
    doc.set_dealer(Seat.W)
    assert deals == []
    assert doc.board.dealer is Seat.W


def test_undo_text_names_the_seat(doc: BoardDocument) -> None:
    doc.set_hand(Seat.E, random_deal(2)[Seat.E])
    assert "East" in doc.undo_stack.undoText()


def test_typing_session_merges_into_one_step(doc: BoardDocument) -> None:
    session = object()
    for text in ("A - - -", "AK - - -", "AKQ - - -"):
        doc.set_hand(Seat.N, Hand.parse(text), merge_key=session)
    assert doc.undo_stack.count() == 1
    doc.set_hand(Seat.N, Hand.parse("AKQJ - - -"), merge_key=object())
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    assert doc.deal[Seat.N] == Hand.parse("AKQ - - -")
    doc.undo_stack.undo()
    assert doc.deal[Seat.N] == Hand()


def test_typing_back_to_the_start_leaves_no_step(doc: BoardDocument) -> None:
    session = object()
    doc.set_hand(Seat.N, Hand.parse("A - - -"), merge_key=session)
    doc.set_hand(Seat.N, Hand(), merge_key=session)
    assert doc.undo_stack.count() == 0
    assert doc.deal[Seat.N] == Hand()


@pytest.mark.parametrize("target", [Seat.N, Seat.E, Seat.S, Seat.W, None])
def test_set_card_holder_moves_every_copy(doc: BoardDocument, target: Seat | None) -> None:
    card = Card.parse("SA")
    doc.set_deal(Deal.from_hands({Seat.N: Hand([card]), Seat.S: Hand([card, card])}))
    doc.set_card_holder(card, target)
    holders = [s for s in Seat for c in (doc.deal[s] or ()) if c == card]
    assert holders == ([target] if target is not None else [])


def test_set_cards_holder_is_one_step(doc: BoardDocument) -> None:
    cards = FULL_PACK[:5]
    assert doc.set_cards_holder(cards, Seat.W)
    assert doc.undo_stack.count() == 1
    assert sorted(doc.deal[Seat.W] or ()) == sorted(cards)
    assert not doc.set_cards_holder((), Seat.W)


def test_card_given_to_an_unknown_hand_makes_it_known(doc: BoardDocument) -> None:
    doc.set_hand(Seat.E, None)
    doc.set_card_holder(FULL_PACK[0], Seat.E)
    assert doc.deal[Seat.E] == Hand([FULL_PACK[0]])


@pytest.mark.parametrize("empty", list(Seat))
def test_fill_fourth_gives_the_rest(doc: BoardDocument, empty: Seat) -> None:
    full = random_deal(int(empty))
    doc.set_deal(full.with_hand(empty, Hand()))
    assert doc.fill_fourth() is empty
    assert doc.deal == full
    assert doc.undo_stack.count() == 2
    assert doc.fill_fourth() is None


def test_fill_fourth_does_nothing_with_a_deficient_hand(doc: BoardDocument) -> None:
    full = random_deal(5)
    short = Hand((full[Seat.E] or Hand()).cards[1:])
    doc.set_deal(full.with_hand(Seat.W, Hand()).with_hand(Seat.E, short))
    assert doc.fill_fourth() is None
    assert doc.deal[Seat.W] == Hand()


@pytest.mark.parametrize("number", [2, 3, 4, 5, 9, 16, 17, 32])
def test_board_number_moves_dealer_and_vulnerability_along_the_rotation(doc: BoardDocument, number: int) -> None:
    doc.set_board_number(number)
    assert doc.board.dealer is dealer_for(number)
    assert doc.board.vulnerability is Vulnerability.from_board(number)
    assert doc.dealer_is_standard() and doc.vulnerability_is_standard()


def test_dealer_set_by_hand_survives_renumbering(doc: BoardDocument) -> None:
    doc.set_dealer(Seat.W)  # board 1 would be North
    assert not doc.dealer_is_standard()
    doc.set_board_number(2)
    assert doc.board.dealer is Seat.W
    assert doc.board.vulnerability is Vulnerability.from_board(2)


def test_vulnerability_set_by_hand_survives_renumbering(doc: BoardDocument) -> None:
    doc.set_vulnerability(Vulnerability.BOTH)
    doc.set_board_number(3)
    assert doc.board.vulnerability is Vulnerability.BOTH
    assert doc.board.dealer is dealer_for(3)


def test_renumbering_steps_merge(doc: BoardDocument) -> None:
    for n in (2, 3, 4):
        doc.set_board_number(n)
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert doc.board == Board.standard(1)


def test_unknown_board_number_keeps_dealer(doc: BoardDocument) -> None:
    doc.set_board_number(None)
    assert doc.board.number is None
    assert doc.board.dealer is dealer_for(1)


def test_paste_deal(doc: BoardDocument) -> None:
    deal = random_deal(7)
    assert doc.paste_deal(deal.to_pbn(Seat.E)) == deal
    assert doc.deal == deal
    assert doc.undo_stack.count() == 1


def test_bad_paste_changes_nothing(doc: BoardDocument) -> None:
    doc.set_deal(random_deal(8))
    before = doc.board
    with pytest.raises(DealParseError):
        doc.paste_deal("N:AKX.. - - -")
    assert doc.board == before
    assert doc.undo_stack.count() == 1


def test_clear_keeps_the_board(doc: BoardDocument) -> None:
    doc.set_board_number(5)
    doc.set_deal(random_deal(9))
    doc.clear()
    assert doc.deal == Deal()
    assert doc.board.number == 5


def test_other_board_fields_survive_edits(qapp: object) -> None:
    board = dataclasses.replace(Board.standard(4), event="Club pairs")
    doc = BoardDocument(board)
    doc.set_hand(Seat.S, Hand.parse("AK - - -"))
    doc.set_board_number(6)
    assert doc.board.event == "Club pairs"


def test_defective_deal_is_recorded_not_refused(doc: BoardDocument) -> None:
    fifteen = Hand(FULL_PACK[:15])
    assert doc.set_hand(Seat.N, fifteen)
    assert len(doc.deal[Seat.N] or ()) == 15


def test_reset_clears_history(doc: BoardDocument) -> None:
    doc.set_hand(Seat.N, Hand.parse("A - - -"))
    board = Board.standard(11, random_deal(11))
    doc.reset(board)
    assert doc.board == board
    assert doc.undo_stack.count() == 0


_edit = st.one_of(
    st.tuples(st.just("hand"), st.sampled_from(list(Seat)), st.integers(0, 99)),
    st.tuples(st.just("card"), st.sampled_from([*Seat, None]), st.integers(0, 51)),
    st.tuples(st.just("number"), st.none(), st.integers(1, 40)),
    st.tuples(st.just("dealer"), st.sampled_from([*Seat, None]), st.integers(0, 0)),
    st.tuples(st.just("fill"), st.none(), st.integers(0, 0)),
)


@settings(max_examples=40, deadline=None)
@given(st.lists(_edit, max_size=12))
def test_undo_all_restores_and_redo_all_replays(qapp: object, edits: list[tuple[str, object, int]]) -> None:
    doc = BoardDocument(Board.standard(1))
    start = doc.board
    for kind, seat, n in edits:
        if kind == "hand" and isinstance(seat, Seat):
            doc.set_hand(seat, random_deal(n)[seat])
        elif kind == "card":
            doc.set_card_holder(FULL_PACK[n], seat if isinstance(seat, Seat) else None)
        elif kind == "number":
            doc.set_board_number(n)
        elif kind == "dealer":
            doc.set_dealer(seat if isinstance(seat, Seat) else None)
        else:
            doc.fill_fourth()
    end = doc.board
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.board == start
    while doc.undo_stack.canRedo():
        doc.undo_stack.redo()
    assert doc.board == end
