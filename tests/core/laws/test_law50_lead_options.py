"""Declarer's lead options when the leader's partner has major penalty cards (Laws 50D2, 51B), driven
through the timeline (issue 17): one choice per lead, and each option's stated restrictions are what
the table state then enforces. The shared board: South declares 4♥, West leads at trick 1.

    East   ♠987 ♥7654 ♦765 ♣765
    West   ♠J5 ♥T98 ♦JT98 ♣JT98
"""

from __future__ import annotations

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.laws import (
    BoardRecord,
    PenaltyCard,
    PenaltyGrade,
    PromptKind,
    TableState,
    ref,
)
from tdcompanion.core.laws.timeline import Step, Timeline
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import BIDDING, CONTRACT, DEAL, E, c

MAJOR, MINOR = PenaltyGrade.MAJOR, PenaltyGrade.MINOR


def board() -> BoardRecord:
    return BoardRecord(DEAL, Auction.from_text(Seat.S, BIDDING), PlayRecord(DEAL, CONTRACT))


def pcs(*items: tuple[Seat, str, PenaltyGrade]) -> TableState:
    return TableState().apply([PenaltyCard(law=ref("50B"), seat=s, card=c(x), grade=g) for s, x, g in items])


def lead_prompts(timeline: Timeline) -> list[str]:
    return [p.key for p in timeline.prompts() if p.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS]


def chosen(timeline: Timeline, option: str) -> Timeline:
    """Declarer's choice at the open lead-options prompt, ruled and applied as the wizard's Apply does."""
    (prompt,) = [p for p in timeline.prompts() if p.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS]
    result = timeline.evaluate(Step(None, prompt, chosen=(("law50.lead_options", option),), applied=True))
    assert result.error is None and result.applied is not None, result
    return timeline.commit(result)


# --- one choice per lead (50D2, 51B) ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("table", "option"),
    [
        (pcs((E, "S7", MAJOR), (E, "H4", MAJOR)), "require_S"),
        (pcs((E, "S7", MAJOR), (E, "H4", MAJOR)), "forbid_H"),
        (pcs((E, "S7", MAJOR), (E, "S9", MAJOR), (E, "H4", MAJOR)), "forbid_S"),
        (pcs((E, "S7", MAJOR), (E, "H4", MAJOR)), "no_restriction"),
        (pcs((E, "S7", MAJOR)), "forbid_S"),
    ],
)
def test_declarer_chooses_once_per_lead_even_when_a_penalty_card_stays(table: TableState, option: str) -> None:
    timeline = Timeline.start(board(), table)
    assert len(lead_prompts(timeline)) == 1
    after = chosen(timeline, option)
    assert lead_prompts(after) == []  # the same lead: no second 50D2 choice over the card left (issue 17)
