"""BoardDocument: every edit is one undoable step; defects are recorded, contradictions refused."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board, Vulnerability, dealer_for
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.errors import DealParseError
from tdcompanion.core.laws import BoardRecord
from tdcompanion.core.play import Play, PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_commands import ConflictKind, with_auction, with_board
from tdcompanion.models.board_document import BoardDocument
from tests.bridge_samples import DEAL, legal_play, random_deal


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


# --- the whole board: deal, auction and play ------------------------------------------

#: Board 1 (North deals): South ends in 3NT; West leads.
CALLS_3NT = ["Pass", "Pass", "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]


def auction_of(calls: list[str], dealer: Seat = Seat.N) -> Auction:
    return Auction.from_calls(dealer, calls)


@pytest.fixture
def played(qapp: object) -> BoardDocument:
    """Board 1 dealt, bid to 3NT by South, and nothing played yet."""
    doc = BoardDocument(Board.standard(1, DEAL))
    for i in range(1, len(CALLS_3NT) + 1):
        doc.set_auction(auction_of(CALLS_3NT[:i]))
    return doc


def test_auction_starts_from_the_dealer(qapp: object) -> None:
    doc = BoardDocument(Board.standard(3))
    assert doc.auction == Auction(Seat.S)
    assert doc.play is None


def test_each_call_is_one_undo_step_and_signals(qapp: object) -> None:
    doc = BoardDocument(Board.standard(1, DEAL))
    auctions: list[Auction] = []
    boards: list[Board] = []
    doc.auction_changed.connect(auctions.append)
    doc.board_changed.connect(boards.append)
    assert doc.set_auction(auction_of(["1H"]))
    assert doc.set_auction(auction_of(["1H", "Pass"]))
    assert doc.undo_stack.count() == 2
    assert doc.undo_stack.undoText() == "East calls Pass"
    doc.undo_stack.undo()
    assert doc.auction == auction_of(["1H"])
    assert auctions == [auction_of(["1H"]), auction_of(["1H", "Pass"]), auction_of(["1H"])]
    assert boards == []  # the board itself did not change
    assert not doc.set_auction(doc.auction)


def test_closing_the_auction_starts_the_play_and_reopening_ends_it(played: BoardDocument) -> None:
    plays: list[PlayRecord | None] = []
    played.play_changed.connect(plays.append)
    assert played.play == PlayRecord(DEAL, Contract.parse("3NT", Seat.S))
    played.undo_stack.undo()  # the last pass taken back
    assert played.play is None and not played.auction.is_complete
    played.undo_stack.redo()
    assert plays == [None, played.play]


def test_a_passed_out_board_has_no_play(qapp: object) -> None:
    doc = BoardDocument(Board.standard(1, DEAL))
    doc.set_auction(auction_of(["Pass"] * 4))
    assert doc.auction.is_complete and doc.play is None


def test_each_card_is_one_undo_step(played: BoardDocument) -> None:
    start = played.play
    assert start is not None
    one = start.play("S2", Seat.W)
    assert played.set_play(one)
    assert played.undo_stack.undoText() == "West plays ♠2"
    assert played.set_play(one.play("SA", Seat.N))
    played.undo_stack.undo()
    assert played.play == one
    played.undo_stack.undo()
    assert played.play == start


@pytest.mark.parametrize(
    ("old", "new", "text"),
    [
        (["1H"], ["1H", "X"], "East calls X"),
        (["1H", "X", "Pass"], ["1H"], "Take back 2 call"),  # "calls" once the English catalogue is loaded
        (["1H", "X"], None, "Withdraw East's X"),
    ],
)
def test_auction_undo_texts_say_what_changed(
    qapp: object, old: list[str], new: list[str] | None, text: str
) -> None:
    doc = BoardDocument(Board.standard(1, DEAL), auction=auction_of(old))
    doc.set_auction(auction_of(new) if new is not None else doc.auction.withdraw(1))
    assert doc.undo_stack.undoText().startswith(text)


def test_deal_correction_before_play_follows_into_the_play(played: BoardDocument) -> None:
    swapped = DEAL.with_hand(Seat.E, DEAL[Seat.W]).with_hand(Seat.W, DEAL[Seat.E])
    assert played.set_deal(swapped)
    assert played.play is not None and played.play.deal == swapped
    played.undo_stack.undo()
    assert played.play is not None and played.play.deal == DEAL


def test_deal_edit_that_keeps_the_cards_played_is_accepted(played: BoardDocument) -> None:
    assert played.play is not None
    played.set_play(played.play.play("S2", Seat.W))
    # Two cards nobody has played change hands between North and South.
    assert played.set_cards_holder([Card.parse("CA")], Seat.S)
    assert played.set_cards_holder([Card.parse("C2")], Seat.N)
    assert played.play is not None and played.play.deal == played.deal
    assert played.play.events == (Play(Seat.W, Card.parse("S2")),)


@pytest.mark.parametrize("edit", ["clear", "hand", "card"])
def test_deal_edit_contradicting_the_play_is_refused_and_explained(played: BoardDocument, edit: str) -> None:
    assert played.play is not None
    played.set_play(legal_play(played.play, 6))
    before, steps = played.record, played.undo_stack.count()
    refused: list[str] = []
    played.edit_refused.connect(refused.append)
    first = played.play.events[0]
    assert isinstance(first, Play)
    if edit == "clear":
        assert not played.clear()
    elif edit == "hand":
        assert not played.set_hand(first.seat, Hand())
    else:
        assert not played.set_card_holder(first.card, first.seat.partner)
    assert played.record == before
    assert played.undo_stack.count() == steps
    (text,) = refused
    assert "play event 1" in text and str(first.card) in text


def test_a_full_deal_played_refuses_any_deal_change(played: BoardDocument) -> None:
    assert played.play is not None
    played.set_play(legal_play(played.play, 52, seed=3))
    assert played.play.result is not None
    for card in FULL_PACK[::13]:
        holder = next(s for s in Seat if card in (played.deal[s] or ()))
        assert not played.set_card_holder(card, holder.lho)
    assert played.deal == DEAL


def test_new_dealer_with_calls_recorded_is_refused(played: BoardDocument) -> None:
    refused: list[str] = []
    played.edit_refused.connect(refused.append)
    assert not played.set_dealer(Seat.E)
    assert not played.set_board_number(2)  # board 2: East deals
    assert played.board.dealer is Seat.N and played.board.number == 1
    assert len(refused) == 2 and "dealer" in refused[0]


def test_auction_follows_a_new_dealer_while_empty(doc: BoardDocument) -> None:
    assert doc.set_board_number(4)
    assert doc.auction == Auction(Seat.W)
    doc.undo_stack.undo()
    assert doc.auction == Auction(Seat.N)


def test_other_contract_after_play_started_is_refused(played: BoardDocument) -> None:
    assert played.play is not None
    played.set_play(played.play.play("S2", Seat.W))
    refused: list[str] = []
    played.edit_refused.connect(refused.append)
    reopened = played.auction.upto(len(played.auction) - 1)
    assert not played.set_auction(reopened)
    assert not played.set_auction(played.auction.withdraw(4))  # 3NT withdrawn: 1NT by South
    assert played.auction.is_complete and len(played.play or ()) == 1
    assert len(refused) == 2 and "3NT" in refused[0]


def test_auction_edit_keeping_the_contract_keeps_the_play(played: BoardDocument) -> None:
    assert played.play is not None
    played.set_play(played.play.play("S2", Seat.W))
    assert played.set_auction(played.auction.withdraw(0).withdraw(0, False).withdraw(1))
    assert played.play is not None and len(played.play) == 1


def test_clear_record_keeps_the_deal_and_is_undoable(played: BoardDocument) -> None:
    assert played.play is not None
    played.set_play(legal_play(played.play, 5))
    before = played.record
    assert played.clear_record()
    assert played.auction == Auction(Seat.N) and played.play is None and played.deal == DEAL
    played.undo_stack.undo()
    assert played.record == before


def test_loaded_record_is_kept_as_given(qapp: object) -> None:
    auction = auction_of(CALLS_3NT)
    play = legal_play(PlayRecord(DEAL, Contract.parse("3NT", Seat.S)), 9)
    doc = BoardDocument(Board.standard(1, DEAL), auction=auction, play=play)
    assert doc.record == BoardRecord.from_board(doc.board, auction, play)
    doc.reset(Board.standard(2, DEAL))
    assert doc.auction == Auction(Seat.E) and doc.play is None
    assert doc.undo_stack.count() == 0


def test_conflicts_are_data(qapp: object) -> None:
    record = BoardRecord.of(Board.standard(1, DEAL), auction_of(CALLS_3NT))
    assert record.play is not None
    assert record.auction is not None
    started = BoardRecord.from_board(record.board, record.auction, record.play.play("S2", Seat.W))
    conflict = with_board(started, dataclasses.replace(started.board, deal=Deal()))
    assert not isinstance(conflict, BoardRecord)
    assert conflict.kind is ConflictKind.DEAL_AFTER_PLAY and conflict.index == 0
    other = with_auction(started, auction_of([*CALLS_3NT[:4], "4NT", "Pass", "Pass", "Pass"]))
    assert not isinstance(other, BoardRecord)
    assert other.kind is ConflictKind.CONTRACT_AFTER_PLAY
    assert other.new_contract == Contract.parse("4NT", Seat.S)


_record_edit = st.one_of(
    st.tuples(st.just("call"), st.sampled_from(["Pass", "1H", "2C", "X", "3NT"]), st.integers(0, 3)),
    st.tuples(st.just("play"), st.just(""), st.integers(0, 99)),
    st.tuples(st.just("card"), st.just(""), st.integers(0, 51)),
    st.tuples(st.just("undo"), st.just(""), st.integers(0, 0)),
    st.tuples(st.just("dealer"), st.just(""), st.integers(0, 3)),
)


@settings(max_examples=40, deadline=None)
@given(st.lists(_record_edit, max_size=25))
def test_any_mix_of_edits_undoes_and_redoes_exactly(qapp: object, edits: list[tuple[str, str, int]]) -> None:
    doc = BoardDocument(Board.standard(1, DEAL))
    for kind, text, n in edits:
        if kind == "call":
            doc.set_auction(doc.auction.add(Call.parse(text), Seat(n)))
        elif kind == "play" and doc.play is not None and doc.play.next_seat is not None:
            doc.set_play(legal_play(doc.play, 1, seed=n))
        elif kind == "card":
            doc.set_card_holder(FULL_PACK[n], Seat(n % 4))
        elif kind == "dealer":
            doc.set_dealer(Seat(n))
        elif kind == "undo":
            doc.undo_stack.undo()
        record = doc.record
        # The invariants: the play is of this deal, in the auction's contract once there is one.
        if record.play is not None:
            assert record.play.deal == record.board.deal
            contract = record.auction.contract()
            assert contract is None or contract == record.play.contract or not isinstance(contract, Contract)
    while doc.undo_stack.canRedo():
        doc.undo_stack.redo()
    top = doc.record
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert doc.record == BoardRecord.of(Board.standard(1, DEAL))
    while doc.undo_stack.canRedo():
        doc.undo_stack.redo()
    assert doc.record == top


def test_dummys_card_called_with_what_declarer_said_is_one_undo_step(played: BoardDocument) -> None:
    start = played.play
    assert start is not None and start.contract.dummy is Seat.N
    led = start.play("S2", Seat.W)
    assert played.set_play(led)
    card = max(led.legal_cards(Seat.N))
    called = led.add(Play(Seat.N, card, "ψηλό"))
    steps = played.undo_stack.count()
    assert played.set_play(called)
    assert played.undo_stack.count() == steps + 1
    assert played.undo_stack.undoText() == f"North plays {card} (\u201cψηλό\u201d)"
    laws = played.record.for_laws.play
    assert laws is not None and laws.events[-1] == Play(Seat.N, card, "ψηλό")  # what the wizard reads
    played.undo_stack.undo()
    assert played.play == led
    played.undo_stack.redo()
    assert played.play is not None and played.play.events[-1] == Play(Seat.N, card, "ψηλό")
