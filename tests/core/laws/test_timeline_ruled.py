"""Which irregularities the record shows a step has ruled on (issue 21).

A ruling is "on" a detected irregularity when it has its kind and its place in the record: the call or the
play event. The Director may name the place (choosing the item the wizard lists) or only the kind (choosing
it from the list of kinds): the family of laws then finds the irregularity in the record itself, and the
ruling is on the one it found. :meth:`Timeline.detected` offered such an irregularity again, ruled or not,
since it compared the step's irregularity (no place) with the detected one (a place) as they were.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion.core import incident
from tdcompanion.core.laws import Irregularity, IrregularityKind
from tdcompanion.core.laws.timeline import Step, Timeline, replay
from tdcompanion.core.play import Expose, ExposeHow
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import E, W, c, record

ROOT = Path(__file__).resolve().parents[3]
#: Stories whose rulings name the call or card they are on, and still rule the same when given by kind only.
PLACED = [
    "examples/law50-penalty-card.json",
    "examples/law52-penalty-card-not-played.json",
    "examples/law54-opening-lead-out-of-turn.json",
    "examples/law56-lead-out-of-turn.json",
    "examples/law57-premature-play.json",
    "examples/law64-revoke.json",
    "tests/cases/004-revoke-discard-one-trick.json",
    "tests/cases/006-dummy-revoke-no-transfer.json",
    "tests/cases/015-declarer-leads-from-wrong-hand-accepted.json",
    "tests/cases/019-penalty-card-partner-on-lead-forbid.json",
    "tests/cases/024-penalty-card-not-played-substituted.json",
    "tests/cases/027-example-43-both-defenders-penalty-cards-require.json",
    "tests/cases/031-insufficient-bid-lowest-same-denomination.json",
    "tests/cases/042-bid-out-of-rotation-at-partners-turn.json",
    "tests/cases/043-bid-out-of-rotation-at-rho-turn.json",
    "tests/cases/056-redouble-without-double.json",
    "tests/cases/067-simultaneous-opening-leads.json",
]


def _by_kind(step: Step) -> Step:
    """``step`` as if its kind had been chosen from the list: no call or card named, no ruling kept."""
    if step.irregularity is None:
        return step
    return replace(step, irregularity=Irregularity(step.irregularity.kind), ruling=None)


def _placed(story: incident.Incident) -> set[Irregularity]:
    return {s.irregularity for s in story.steps if s.irregularity is not None}


@pytest.mark.parametrize("name", PLACED)
@pytest.mark.parametrize("named", [True, False], ids=["place named", "kind only"])
def test_a_ruled_irregularity_is_no_longer_offered(name: str, named: bool) -> None:
    story = incident.load(ROOT / name)
    steps = story.steps if named else tuple(_by_kind(s) for s in story.steps)
    done = replay(story.record, steps, table=story.table, in_hand=story.in_hand)
    assert done.error is None
    timeline = done.timeline
    ruled = _placed(story)
    assert ruled <= set(timeline.ruled())  # each ruling is on the place its story names
    assert not ruled & set(timeline.detected())  # so none of them is offered again
    shown = dict(timeline.findings())
    assert all(shown[i] for i in ruled if i in shown)  # listed, as ruled
    assert [i for i, is_ruled in timeline.findings() if not is_ruled] == list(timeline.detected())


@pytest.mark.parametrize(("name", "ruled", "left"), [
    ("tests/cases/007-second-revoke-same-suit.json",
     Irregularity(IrregularityKind.REVOKE, event=27), Irregularity(IrregularityKind.REVOKE, event=5)),
    ("tests/cases/061-call-after-final-pass.json",
     Irregularity(IrregularityKind.CALL_AFTER_AUCTION, call=5),
     Irregularity(IrregularityKind.CALL_AFTER_AUCTION, call=4)),
])  # fmt: skip
def test_another_irregularity_of_the_same_kind_is_still_offered(name: str, ruled: Irregularity,
                                                                 left: Irregularity) -> None:  # fmt: skip
    timeline = incident.load(ROOT / name).replay().timeline
    assert dict(timeline.findings()) == {**dict(timeline.findings()), ruled: True, left: False}
    assert left in timeline.detected() and ruled not in timeline.detected()


def _ruled_by_kind(timeline: Timeline, kind: IrregularityKind) -> Timeline:
    """``timeline`` with a ruling on ``kind`` chosen from the list of kinds, applied; each question the family
    asks answered with its first choice (or no)."""
    step = Step(Irregularity(kind), applied=True)
    result = timeline.evaluate(step)
    while result.ruling is None:
        assert result.assessment is not None and result.assessment.question is not None
        question = result.assessment.question
        step = replace(step, facts=question.answer(step.facts, (question.choices or (False,))[0]))
        result = timeline.evaluate(step)
    assert result.applied is not None
    return timeline.commit(result)


def test_a_ruling_by_kind_is_on_the_irregularity_the_family_finds() -> None:
    """Two cards dropped, East's then West's, ruled by kind: Law 50 rules on the last one still lying exposed
    that is not a penalty card yet (law48_52._exposure_shown), West's; then on East's."""
    board = record("W:DJ")
    assert board.play is not None
    play = board.play.add(Expose(E, (c("C7"),), ExposeHow.DROPPED)).add(Expose(W, (c("C8"),), ExposeHow.DROPPED))
    timeline = Timeline.start(replace(board, play=play))
    east, west = (Irregularity(IrregularityKind.EXPOSED_CARD, event=i) for i in (1, 2))
    assert [i for i in timeline.detected() if i.kind is IrregularityKind.EXPOSED_CARD] == [east, west]
    once = _ruled_by_kind(timeline, IrregularityKind.EXPOSED_CARD)
    assert once.ruled() == (west,) and east in once.detected() and west not in once.detected()
    twice = _ruled_by_kind(once, IrregularityKind.EXPOSED_CARD)
    assert twice.ruled() == (west, east) and not {east, west} & set(twice.detected())
    assert (east, True) in twice.findings() and (west, True) in twice.findings()


@pytest.mark.parametrize(("name", "returned"), [
    ("tests/cases/019-penalty-card-partner-on-lead-forbid.json", {(Seat.W, "SJ", 6): 11}),  # 50D2: suit forbidden
    ("tests/cases/023-declarer-exposes-card.json", {(Seat.S, "DA", 8): 9}),  # 48A: declarer's card
    ("tests/cases/026-example-43-both-defenders-penalty-cards-forbid.json", {(Seat.E, "S7", 1): 3}),
    ("tests/cases/027-example-43-both-defenders-penalty-cards-require.json", {(Seat.E, "S7", 1): 3}),
    ("examples/law50-penalty-card.json", {}),  # still a penalty card: it lies on the table
    ("tests/cases/021-dropped-spot-card-minor-penalty-card.json", {}),
])  # fmt: skip
def test_the_cards_gone_back_to_the_hand(name: str, returned: dict[tuple[Seat, str, int], int]) -> None:
    """Issue 21: exposed in the play record, back in the hand after a ruling, with the events recorded then."""
    timeline = incident.load(ROOT / name).replay().timeline
    assert timeline.returned() == {(seat, c(card), index): at for (seat, card, index), at in returned.items()}
