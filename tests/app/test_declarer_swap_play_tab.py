"""The Play tab after Law 54A: South, the presumed declarer, spread his hand after East's opening lead out of turn;
North is declarer and South dummy from the faced lead on. The hands are labelled so, and declarer's words at
South's turn name South's card (Law 46), as the rulings that follow read them (issue 22)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.board_workspace import PLAY_TAB, RULING_TAB
from tdcompanion.widgets.play_event_dialog import EventKind, PlayEventDialog
from tests.core.laws.scenarios import c
from tests.widgets.test_play_table_said import last_event, say

CASES = Path(__file__).resolve().parent.parent / "cases"
SPREAD = CASES / "012-opening-lead-out-of-turn-declarer-spreads.json"


def roles(window: MainWindow) -> dict[Seat, str]:
    hands = window.workspace.play_table.hands
    return {seat: hands[seat].shown.role for seat in Seat if hands[seat].shown.role}


def test_from_the_faced_lead_north_is_declarer_and_south_dummy(window: MainWindow) -> None:
    window.open_incident_from(incident.load(SPREAD))
    window.workspace.show_tab(PLAY_TAB)
    table = window.workspace.play_table
    assert roles(window) == {Seat.N: "declarer", Seat.S: "dummy"}
    table.set_position(0)  # before the opening lead was faced: the auction's declarer
    assert roles(window) == {Seat.S: "declarer", Seat.N: "dummy"}


def test_declarers_words_at_souths_turn_name_souths_card(qtbot: QtBot, window: MainWindow) -> None:
    """46B1(c): North says "low" with South (♦AKQ) to follow to East's ♦7: South's ♦Q is played, with the words."""
    window.open_incident_from(incident.load(SPREAD))
    window.workspace.show_tab(PLAY_TAB)
    assert window.workspace.play_table.dummy_call.dummy is Seat.S
    say(qtbot, window.workspace, "low")
    assert last_event(window.workspace) == Play(Seat.S, c("DQ"), "low")


def test_a_claim_is_norths_by_default(qtbot: QtBot, window: MainWindow) -> None:
    """The event dialog offers the player acting as declarer to claim (Law 68): North, once South spread his hand."""
    window.open_incident_from(incident.load(SPREAD))
    window.workspace.show_tab(PLAY_TAB)
    table = window.workspace.play_table
    state = table.state
    assert state is not None and table.acting_declarer(state) is Seat.N
    dialog = PlayEventDialog(EventKind.CLAIM, state, table, declarer=table.acting_declarer(state))
    qtbot.addWidget(dialog)
    assert dialog.chosen_seat() is Seat.N


def test_the_table_panel_says_who_is_declarer_and_dummy(window: MainWindow) -> None:
    window.open_incident_from(incident.load(SPREAD))
    window.workspace.show_tab(RULING_TAB)
    assert window.workspace.wizard.table_panel.lines("roles") == [
        "South spreads his hand and becomes dummy; North becomes declarer and the lead stands (Law 54A)."]


def test_the_play_tabs_heading_names_the_player_acting_as_declarer(window: MainWindow) -> None:
    """The heading over the hands says who plays the contract: North from the faced lead on (54A), South before."""
    window.open_incident_from(incident.load(SPREAD))
    window.workspace.show_tab(PLAY_TAB)
    table = window.workspace.play_table
    assert table.contract_label.text().startswith("4♥ by North")
    table.set_position(0)
    assert table.contract_label.text().startswith("4♥ by South")
