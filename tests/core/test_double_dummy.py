"""Double-dummy results as data: the table and its JSON form, the points of the play, declarer's totals."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.double_dummy import (
    DDTable,
    DoubleDummyDataError,
    Position,
    SideTricks,
    Unsolvable,
    analyse,
    card_values,
    play_positions,
    solvable,
)
from tdcompanion.core.errors import InputError
from tdcompanion.core.play import Claim, Expose, Play, PlayRecord, Retract
from tdcompanion.core.seats import Seat, Side
from tests.bridge_samples import DEAL, NOTRUMP, legal_play, play_record

S8 = Card.parse("S8")
ROWS = {Seat.N: [1, 2, 3, 4, 5], Seat.E: [12, 11, 10, 9, 8], Seat.S: [0, 13, 7, 6, 6], Seat.W: [13, 0, 6, 7, 7]}


# --- the table ---------------------------------------------------------------------------------


def test_table_reads_each_seat_and_strain() -> None:
    table = DDTable.from_rows(ROWS)
    assert table.tricks(Seat.N, Strain.CLUBS) == 1
    assert table.tricks(Seat.N, Strain.NOTRUMP) == 5
    assert table.tricks(Seat.E, Strain.SPADES) == 9
    assert table.tricks(Seat.S, Strain.DIAMONDS) == 13


def test_table_json_form_is_seat_letters_to_five_counts() -> None:
    table = DDTable.from_rows(ROWS)
    assert table.to_json() == {seat.letter: row for seat, row in ROWS.items()}
    assert DDTable.from_json(json.loads(json.dumps(table.to_json()))) == table


tables = st.lists(st.lists(st.integers(0, 13), min_size=5, max_size=5), min_size=4, max_size=4)


@given(tables)
def test_any_valid_table_round_trips(rows: list[list[int]]) -> None:
    table = DDTable.from_rows(dict(zip(Seat, rows, strict=True)))
    assert DDTable.from_json(table.to_json()) == table
    assert [table.tricks(Seat.W, s) for s in Strain] == rows[3]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 20) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(["N", "E", "S", "W", "X"]), inner),
    max_leaves=30,
)


@given(json_values)
def test_reading_any_json_gives_a_table_or_a_located_error(data: object) -> None:
    try:
        table = DDTable.from_json(data)
    except DoubleDummyDataError as exc:
        assert str(exc).startswith("DD table")
    else:
        assert table.to_json() == data


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ([1, 2], "expected an object"),
        ({"N": [1] * 5, "E": [1] * 5, "S": [1] * 5}, "no row for W"),
        ({"N": [1] * 5, "E": [1] * 5, "S": [1] * 5, "W": [1] * 4}, "seat W: expected 5 trick counts"),
        ({"N": [1] * 5, "E": [1, 1, 1, 1, 14], "S": [1] * 5, "W": [1] * 5}, "seat E, strain NT: 14 is not"),
        ({"N": [True] + [1] * 4, "E": [1] * 5, "S": [1] * 5, "W": [1] * 5}, "seat N, strain C: True"),
        ({"N": "7", "E": [1] * 5, "S": [1] * 5, "W": [1] * 5}, "seat N: expected a list"),
        ({"N": [1] * 5, "E": [1] * 5, "S": [1] * 5, "W": [1] * 5, "NS": 1}, "unknown key 'NS'"),
    ],
)
def test_bad_table_says_where(data: object, where: str) -> None:
    with pytest.raises(DoubleDummyDataError, match=where) as info:
        DDTable.from_json(data)
    assert isinstance(info.value, InputError)


# --- the points of the play --------------------------------------------------------------------


def test_points_are_the_start_and_each_card_played_or_taken_back() -> None:
    record = play_record(
        NOTRUMP,
        "W:C5",
        Expose(Seat.E, (Card.parse("HJ"),)),
        "N:CA",
        "E:CJ",
        Retract(Seat.E, Card.parse("CJ")),
        "E:C9",
    )
    points = play_positions(record)
    assert [p.count for p in points] == [0, 1, 3, 4, 5, 6]
    # The exposed heart jack is analysed as still in East's hand; the retracted club is back in it.
    after_retract = points[4].position
    assert after_retract is not None
    assert Card.parse("HJ") in after_retract.hands[Seat.E] and Card.parse("CJ") in after_retract.hands[Seat.E]
    assert after_retract.trick == (Card.parse("C5"), Card.parse("CA")) and after_retract.to_play is Seat.E


def test_a_claim_ends_the_analysed_play() -> None:
    record = play_record(NOTRUMP, "W:C5", "N:CA", "E:C9", "S:C8", Claim(Seat.S, 12), "N:SA")
    assert [p.count for p in play_positions(record)] == [0, 1, 2, 3, 4]


def test_a_trick_out_of_rotation_cannot_be_solved() -> None:
    record = play_record(NOTRUMP, "W:C5", "E:C9")  # East plays before North
    points = play_positions(record)
    assert points[1].position is not None
    assert points[2].position is None and points[2].unsolvable is Unsolvable.OUT_OF_ROTATION


def test_an_unknown_or_defective_deal_cannot_be_solved() -> None:
    assert solvable(DEAL) is None
    assert solvable(DEAL.with_hand(Seat.E, None)) is Unsolvable.HAND_NOT_KNOWN
    short = DEAL.with_hand(Seat.E, DEAL[Seat.E].without(Card.parse("ST")))  # type: ignore[union-attr]
    assert solvable(short) is Unsolvable.DEFECTIVE_DEAL
    assert {p.unsolvable for p in play_positions(PlayRecord(short, NOTRUMP))} == {Unsolvable.DEFECTIVE_DEAL}


def test_position_counts_the_tricks_left_with_the_one_in_progress() -> None:
    record = legal_play(PlayRecord(DEAL, NOTRUMP), 6)
    last = play_positions(record)[-1].position
    assert last is not None
    assert last.tricks_left == 12 and len(last.trick) == 2 and last.leader is record.state.current.leader  # type: ignore[union-attr]


# --- declarer's totals -------------------------------------------------------------------------


def _position(to_play_declaring: bool) -> Position:
    record = play_record(NOTRUMP, "W:C5") if to_play_declaring else play_record(NOTRUMP, "W:C5", "N:CA")
    position = play_positions(record)[-1].position
    assert position is not None
    return position


def test_card_values_turn_the_side_to_play_counts_into_declarer_totals() -> None:
    dummy_to_play = _position(True)  # North (dummy) to play: the counts are declarer's side's
    assert [v.total for v in card_values(dummy_to_play, 2, {Card.parse("CA"): 9, Card.parse("CK"): 8})] == [11, 10]
    east_to_play = _position(False)  # East, a defender: declarer gets the rest of the 13 tricks
    assert [v.total for v in card_values(east_to_play, 0, {Card.parse("CJ"): 4, Card.parse("C9"): 3})] == [9, 10]


class FakeSolver:
    """Declarer makes ``base`` tricks unless ``blunder`` is played, which gives one trick to the
    other side of the player who plays it: consistent double-dummy values. Records what it was asked."""

    def __init__(self, base: int = 9, blunder: Card = S8, by: Seat = Seat.E) -> None:
        self.base, self.blunder, self.by = base, blunder, by
        self.asked: list[Position] = []

    def total(self, position: Position) -> int:
        if any(self.blunder in hand for hand in position.hands):
            return self.base
        return self.base + (1 if self.by.side is not position.declarer.side else -1)

    def __call__(self, position: Position) -> SideTricks:
        self.asked.append(position)
        seat = position.to_play
        held = position.hands[seat]
        led = position.trick[0].suit if position.trick else None
        legal = [c for c in held if c.suit is led] or list(held)
        now = self.total(position)
        step = 1 if seat.side is not position.declarer.side else -1
        declaring = seat.side is position.declarer.side  # no trick is won yet in the records used with it
        totals = {c: now + (step if c == self.blunder else 0) for c in legal}
        return {c: t if declaring else position.tricks_left - t for c, t in totals.items()}


def test_analysis_takes_the_best_card_for_the_side_to_play_and_marks_errors() -> None:
    record = play_record(NOTRUMP, "W:S4", "N:SA", "E:S8")
    solver = FakeSolver()
    analysis = analyse(record, solver)
    assert analysis is not None
    assert len(solver.asked) == 4  # every point is solvable
    start = analysis.points[0]
    assert start.seat is None and start.to_play is Seat.W and start.total == 9
    before_east = analysis.points[2]
    assert before_east.to_play is Seat.E
    assert {v.card.pbn: v.total for v in before_east.choices} == {"ST": 9, "S9": 9, "S8": 10}
    assert [p.total for p in analysis.points] == [9, 9, 9, 10]
    assert analysis.errors() == (3,)
    assert analysis.change(3) == 1 and analysis.erring_side(3) is Side.EW
    assert analysis.change(1) == 0 and analysis.erring_side(1) is None and analysis.change(0) is None


def test_declarer_side_error_lowers_his_total() -> None:
    record = play_record(NOTRUMP, "W:C5", "N:CK")
    analysis = analyse(record, FakeSolver(base=10, blunder=Card.parse("CK"), by=Seat.N))
    assert analysis is not None
    assert [p.total for p in analysis.points] == [10, 10, 9]
    assert analysis.erring_side(2) is Side.NS


def test_a_point_after_thirteen_tricks_needs_no_solver_and_counts_the_tricks_won() -> None:
    record = legal_play(PlayRecord(DEAL, NOTRUMP), 52)
    solver = FakeSolver()
    analysis = analyse(record, solver)
    assert analysis is not None
    assert len(solver.asked) == 52
    assert analysis.points[-1].total == record.result and analysis.points[-1].choices == ()


def test_cancelling_stops_before_the_next_point() -> None:
    record = legal_play(PlayRecord(DEAL, NOTRUMP), 8)
    solver = FakeSolver()
    assert analyse(record, solver, lambda done, total: done < 3) is None
    assert len(solver.asked) == 3


def test_an_unsolvable_point_has_no_total_and_no_change() -> None:
    record = play_record(NOTRUMP, "W:C5", "E:C9")
    analysis = analyse(record, FakeSolver())
    assert analysis is not None
    assert analysis.points[2].total is None and analysis.points[2].unsolvable is Unsolvable.OUT_OF_ROTATION
    assert analysis.change(2) is None and analysis.erring_side(2) is None


def test_claimed_play_is_flagged() -> None:
    record = play_record(NOTRUMP, "W:C5", Claim(Seat.W, 13))
    analysis = analyse(record, FakeSolver())
    assert analysis is not None and analysis.claimed and len(analysis.points) == 2
    assert Suit.CLUBS is analysis.points[1].card.suit  # type: ignore[union-attr]
    assert isinstance(record.events[0], Play)


def test_each_point_names_the_trick_its_card_was_played_to() -> None:
    record = legal_play(play_record(NOTRUMP), 5)  # four cards to trick 1, the lead to trick 2
    analysis = analyse(record, FakeSolver())
    assert analysis is not None
    assert [p.trick for p in analysis.points[1:]] == [1, 1, 1, 1, 2]
