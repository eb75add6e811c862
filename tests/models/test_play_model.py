"""PlayModel: one row per trick, irregular cards flagged and described."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont

from tdcompanion.core.cards import Card
from tdcompanion.core.play import (
    Claim,
    Concede,
    Expose,
    ExposeHow,
    PlayEvent,
    PlayRecord,
    Retract,
    RetractReason,
)
from tdcompanion.core.seats import Seat
from tdcompanion.models.colours import Role, colour
from tdcompanion.models.play_model import (
    COLUMN_COUNT,
    SEAT_COLUMN_OF,
    TALLY_COLUMN,
    TRICK_COLUMN,
    WINNER_COLUMN,
    PlayModel,
    PlayRole,
    describe_play_irregularity,
    expose_how_text,
)
from tests.bridge_samples import HEARTS, NOTRUMP, legal_play, play_record, random_deal

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
DISPLAY = Qt.ItemDataRole.DisplayRole


def c(text: str) -> Card:
    return Card.parse(text)


def record(*events: PlayEvent | str, contract=HEARTS) -> PlayRecord:  # type: ignore[no-untyped-def]
    """``"E:SA"`` is East playing the spade ace. Hearts by South: West leads, North is dummy."""
    return play_record(contract, *events)


# East revokes at trick 1 (a club on a spade lead); North wins and leads trick 2.
REVOKE_OPEN = ("W:S2", "N:SA", "E:C9", "S:S5", "N:HA")
FULL = legal_play(PlayRecord(random_deal(7), NOTRUMP), 52, seed=3)

RECORDS = {
    "none": None,
    "no cards yet": record(),
    "half a trick": record("W:S2", "N:SA"),
    "revoke": record(*REVOKE_OPEN),
    "thirteen tricks": FULL,
    "exposure and retraction": record(
        "W:S2", Expose(E, (c("DT"),)), "N:SA", "E:C9", Retract(E, c("C9"), RetractReason.REVOKE_CORRECTION), "E:S8"
    ),
    "claim": record("W:S2", "N:SA", "E:S8", "S:S5", Claim(N, 12)),
}


def row_texts(model: PlayModel, row: int) -> list[str | None]:
    return [model.index(row, col).data(DISPLAY) for col in range(COLUMN_COUNT)]


@pytest.mark.parametrize("name", RECORDS)
def test_model_passes_the_model_tester(qtmodeltester, name: str) -> None:  # type: ignore[no-untyped-def]
    qtmodeltester.check(PlayModel(RECORDS[name]))


def test_model_tester_follows_play_and_undo(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    model = PlayModel()
    qtmodeltester.check(model)
    for count in range(len(FULL) + 1):
        model.set_record(FULL.upto(count))
    assert model.rowCount() == 13
    for count in range(len(FULL), -1, -3):
        model.set_record(FULL.upto(count))
    assert model.played_rows == 1
    model.set_record(None)
    assert model.rowCount() == 0


def test_thirteen_tricks_thirteen_rows_with_winners_and_running_total() -> None:
    model = PlayModel(FULL)
    declaring = FULL.contract.declaring_side
    assert model.rowCount() == 13
    ours = theirs = 0
    for row, trick in enumerate(FULL.tricks):
        assert model.index(row, TRICK_COLUMN).data(DISPLAY) == str(trick.number)
        assert model.index(row, WINNER_COLUMN).data(PlayRole.SEAT) is trick.winner
        assert trick.winner is not None
        if trick.winner.side is declaring:
            ours += 1
        else:
            theirs += 1
        assert model.index(row, TALLY_COLUMN).data(DISPLAY) == f"{ours}–{theirs}"
        for tc in trick.cards:
            cell = model.index(row, SEAT_COLUMN_OF[tc.seat])
            assert cell.data(PlayRole.CARD) == tc.card
            assert cell.data(DISPLAY) == str(tc.card)
    assert (ours, theirs) == (FULL.tricks_won(declaring), FULL.tricks_won(declaring.opponents))


def test_trick_in_progress_shown_without_winner() -> None:
    model = PlayModel(RECORDS["half a trick"])
    assert row_texts(model, 0) == ["1", "West", "♠2", "♠A", None, None, "", "0–0"]
    lead = model.index(0, SEAT_COLUMN_OF[W])
    assert lead.data(PlayRole.IS_LEAD) is True
    font = lead.data(Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont) and font.underline()


def test_columns_follow_the_auction_order() -> None:
    model = PlayModel(FULL)
    seats = [model.headerData(col, Qt.Orientation.Horizontal, PlayRole.SEAT) for col in range(COLUMN_COUNT)]
    assert [s for s in seats if s is not None] == [W, N, E, S]


@pytest.mark.parametrize(("card", "red"), [("W:H2", True), ("W:D2", True), ("W:S2", False), ("W:C5", False)])
def test_hearts_and_diamonds_in_red(card: str, red: bool) -> None:
    model = PlayModel(record(card))
    brush = model.index(0, SEAT_COLUMN_OF[W]).data(Qt.ItemDataRole.ForegroundRole)
    assert (isinstance(brush, QBrush) and brush.color() == colour(Role.RED_SUIT)) is red


def test_winning_card_marked() -> None:
    model = PlayModel(record("W:S2", "N:SA", "E:S8", "S:S5"))
    assert [model.index(0, SEAT_COLUMN_OF[s]).data(PlayRole.IS_WINNER) for s in (W, N, E, S)] == [
        False,
        True,
        False,
        False,
    ]


def test_revoke_flagged_then_established_by_partners_play() -> None:
    open_revoke = record(*REVOKE_OPEN)
    model = PlayModel(open_revoke)
    cell = model.index(0, SEAT_COLUMN_OF[E])
    (revoke,) = cell.data(PlayRole.IRREGULARITIES)
    assert cell.data(Qt.ItemDataRole.BackgroundRole).color() == colour(Role.IRREGULAR_FILL)
    assert "Revoke by East at trick 1" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert "not yet established" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert revoke.card == c("C9")
    model.set_record(open_revoke.play(c("H8"), E))  # East plays to trick 2: established (Law 63A1)
    tooltip = model.index(0, SEAT_COLUMN_OF[E]).data(Qt.ItemDataRole.ToolTipRole)
    assert "established: East played to trick 2" in tooltip
    assert model.index(0, SEAT_COLUMN_OF[S]).data(PlayRole.IRREGULARITIES) == ()


def test_out_of_turn_lead_flagged() -> None:
    model = PlayModel(record("E:S8"))  # West is on lead
    cell = model.index(0, SEAT_COLUMN_OF[E])
    (irr,) = cell.data(PlayRole.IRREGULARITIES)
    assert irr.expected is W
    assert cell.data(Qt.ItemDataRole.ToolTipRole).endswith(
        "Lead out of turn: East led ♠8 to trick 1 at West's turn (Law 54)"
    )


def test_exposure_flags_the_trick_number() -> None:
    model = PlayModel(RECORDS["exposure and retraction"])
    number = model.index(0, TRICK_COLUMN)
    (exposure,) = number.data(PlayRole.IRREGULARITIES)
    assert exposure.cards == (c("DT"),)
    assert number.data(Qt.ItemDataRole.BackgroundRole).color() == colour(Role.IRREGULAR_FILL)
    assert "Exposed card: East's ♦10" in number.data(Qt.ItemDataRole.ToolTipRole)
    # the corrected revoke card left the trick; East's spade is in its place, regular
    east = model.index(0, SEAT_COLUMN_OF[E])
    assert east.data(PlayRole.CARD) == c("S8")
    assert east.data(PlayRole.IRREGULARITIES) == ()


@pytest.mark.parametrize(
    ("events", "sentence"),
    [
        (
            ("W:S2", "N:SA", "E:C9"),
            "Revoke by East at trick 1: ♣9 played when ♠ was led; not yet established (Laws 61-64)",
        ),
        (
            ("W:S2", "N:SA", "E:C9", "S:S5", "N:HA", "E:H8"),
            "Revoke by East at trick 1: ♣9 played when ♠ was led; established: East played to trick 2 (Laws 61-64)",
        ),
        (
            ("W:S2", "N:SA", "E:C9", "S:S5", Claim(W, 1)),
            "Revoke by East at trick 1: ♣9 played when ♠ was led; established: West claimed (Laws 61-64)",
        ),
        (
            ("W:S2", "N:SA", "E:C9", Concede(E, 2)),
            "Revoke by East at trick 1: ♣9 played when ♠ was led; established: East conceded (Laws 61-64)",
        ),
        (
            ("W:S2", "N:SA", "E:C9", Retract(E, c("C9"), RetractReason.REVOKE_CORRECTION)),
            "Revoke by East at trick 1: ♣9 played when ♠ was led; corrected (Laws 61-64)",
        ),
        (("S:S5",), "Lead out of turn: South led ♠5 to trick 1 at West's turn (Law 54)"),
        (("W:S2", "E:S8"), "Play out of turn: East played ♠8 to trick 1 at North's turn (Law 57)"),
        (
            ("W:S2", "E:S8", Retract(E, c("S8"), RetractReason.OUT_OF_TURN)),
            "Play out of turn: East played ♠8 to trick 1 at North's turn; card taken back (Law 57)",
        ),
        (
            (Expose(W, (c("S4"), c("S3")), ExposeHow.TWO_AT_ONCE),),
            "Exposed cards: West's ♠4 ♠3 (played with another card) during trick 1 (Laws 48-51)",
        ),
        (
            (Expose(S, (c("H7"),), ExposeHow.NAMED),),
            "Exposed card: South's ♥7 (named) during trick 1 (Laws 48-51)",
        ),
    ],
)
def test_irregularities_described_in_words(events: tuple[PlayEvent | str, ...], sentence: str) -> None:
    rec = record(*events)
    texts = [describe_play_irregularity(irr, rec.events) for irr in rec.irregularities()]
    assert sentence in texts


def test_every_way_of_exposing_has_words() -> None:
    assert len({expose_how_text(how) for how in ExposeHow}) == len(ExposeHow)


def test_position_of_a_card_steps_to_just_after_it() -> None:
    model = PlayModel(FULL)
    for row in (0, 6, 12):
        for seat in (W, N, E, S):
            cell = model.index(row, SEAT_COLUMN_OF[seat])
            state = FULL.state_at(cell.data(PlayRole.POSITION))
            trick = state.tricks[row] if len(state.tricks) > row else state.current
            assert trick is not None and trick.card_of(seat) == cell.data(PlayRole.CARD)
        complete = model.index(row, TRICK_COLUMN).data(PlayRole.POSITION)
        assert len(FULL.state_at(complete).tricks) == row + 1
        assert len(FULL.state_at(complete - 1).tricks) == row


def test_an_edit_repaints_only_the_rows_it_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = PlayModel(FULL.upto(9))  # two tricks and one card
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, roles=(): changed.append((a.row(), b.row())))
    with qtbot.assertNotEmitted(model.rowsInserted), qtbot.assertNotEmitted(model.rowsRemoved):
        model.set_record(FULL.upto(10))
        model.set_record(FULL.upto(13))  # trick 3 completed, trick 4 led
        model.set_record(FULL.upto(8))  # back to the end of trick 2
    assert changed == [(2, 2), (2, 3), (2, 3)]
    assert model.rowCount() == 13 and model.played_rows == 2


def test_thirteen_rows_waiting_for_their_tricks() -> None:
    model = PlayModel(record())
    assert model.rowCount() == 13 and model.played_rows == 0
    assert row_texts(model, 12) == ["13", None, None, None, None, None, None, None]
    assert model.index(12, TRICK_COLUMN).data(PlayRole.TRICK) is None
    assert model.row_of_trick(1) is None
    assert PlayModel().rowCount() == 0  # no contract, no tricks


def test_card_exposed_before_the_opening_lead_flags_trick_one() -> None:
    model = PlayModel(record(Expose(W, (c("S4"),))))
    number = model.index(0, TRICK_COLUMN)
    assert number.data(Qt.ItemDataRole.BackgroundRole).color() == colour(Role.IRREGULAR_FILL)
    assert "Exposed card: West's ♠4" in number.data(Qt.ItemDataRole.ToolTipRole)


def test_new_contract_resets(qtbot) -> None:  # type: ignore[no-untyped-def]
    model = PlayModel(record("W:S2"))
    with qtbot.waitSignal(model.modelReset):
        model.set_record(record("W:S2", contract=NOTRUMP))
    assert model.rowCount() == 13 and model.played_rows == 1


def test_a_defective_trick_shows_the_card_too_many_and_the_card_missing() -> None:
    """Law 67 as the Director entered it: West's ♠J played with his ♠5 shows in West's cell of trick 1; a trick
    quitted without East's card shows that East's card is missing (not an empty cell)."""
    from tdcompanion.core.play import PlayRecord
    from tdcompanion.core.play_events import Extra, Omit
    from tests.core.laws.scenarios import CONTRACT, DEAL

    cell = Qt.ItemDataRole.DisplayRole
    extra = PlayRecord(DEAL, CONTRACT).play("S5", W).add(Extra(W, Card.parse("SJ")))
    model = PlayModel(extra)
    assert model.index(0, SEAT_COLUMN_OF[W]).data(cell) == "♠5 +♠J"
    assert isinstance(model.index(0, SEAT_COLUMN_OF[W]).data(Qt.ItemDataRole.BackgroundRole), QBrush)
    short = PlayRecord(DEAL, CONTRACT).play("S5", W).play("SA", N).play("S2", S).add(Omit(E))
    model = PlayModel(short)
    assert model.index(0, SEAT_COLUMN_OF[E]).data(cell) == "—"
