"""A card that went back into the hand after a ruling is no longer drawn as exposed (issue 21).

The play record keeps an exposure (nothing was played), and the Play tab drew every card it shows exposed as
exposed, after the ruling too: a penalty card picked up when declarer forbade its suit (Law 50D2), a card of
declarer's (Law 48A: no penalty card). The table state knows: the Play tab now asks it
(:meth:`Timeline.returned`). Real ruling sequences, from tests/cases.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident
from tdcompanion.core.cards import Card
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.board_workspace import PLAY_TAB, RULING_TAB

CASES = Path(__file__).resolve().parent.parent / "cases"


@pytest.mark.parametrize(("name", "seat", "card", "penalty"), [
    # West's ♠J dropped, a major penalty card; East leads out of turn, declarer forbids spades: picked up.
    ("019-penalty-card-partner-on-lead-forbid.json", Seat.W, "SJ", ["East has ♣5"]),
    # South, declarer, drops ♦A: not a penalty card (Law 48A); it goes back.
    ("023-declarer-exposes-card.json", Seat.S, "DA", []),
    # Example 43: East's opening lead out of turn refused; declarer forbids spades: ♠7 picked up.
    ("026-example-43-both-defenders-penalty-cards-forbid.json", Seat.E, "S7", ["West has ♠J"]),
])  # fmt: skip
def test_a_card_back_in_the_hand_is_not_drawn_as_exposed(
    window: MainWindow, name: str, seat: Seat, card: str, penalty: list[str]
) -> None:
    story = incident.load(CASES / name)
    back = Card.parse(card)
    assert any(e.card == back for e in story.replay().record.state.exposed)  # type: ignore[union-attr]
    window.open_incident_from(story)
    workspace = window.workspace
    workspace.show_tab(PLAY_TAB)
    hand = workspace.play_table.hands[seat].shown
    assert hand.cards is not None and back in hand.cards  # in the hand...
    assert back not in hand.exposed  # ...drawn as any other card of it
    workspace.show_tab(RULING_TAB)
    lines = workspace.wizard.table_panel.lines("penalty_cards")
    assert [line.split(" on the table")[0] for line in lines] == penalty
    assert not any(str(back) in line for line in lines)


def test_looking_back_before_the_card_went_back_it_lies_exposed(window: MainWindow) -> None:
    """Case 019: West's ♠J lay face up from event 6 until declarer forbade spades, with 11 events recorded;
    browsing back to then, it is drawn exposed; from there on, not."""
    window.open_incident_from(incident.load(CASES / "019-penalty-card-partner-on-lead-forbid.json"))
    window.workspace.show_tab(PLAY_TAB)
    table = window.workspace.play_table
    spade = Card.parse("SJ")
    table.set_position(7)
    assert spade in table.hands[Seat.W].shown.exposed
    table.set_position(11)
    assert spade not in table.hands[Seat.W].shown.exposed
