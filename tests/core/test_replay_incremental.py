"""The story replayed step by step from the step before (issue 19) gives exactly what a replay of every
step from the first card gives: the records the steps were given on, the rulings, the table state each
step left and the table state now.

The full replay is the same code with no earlier point to go on from (``leads_to`` answering no): every
point of the record replayed from its first event, every table state followed from the last step's.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bench.bench_story import story as bench_story
from tdcompanion.core import incident
from tdcompanion.core.incident import Incident
from tdcompanion.core.laws import table_state, timeline
from tdcompanion.core.laws.table_state import TableState
from tdcompanion.core.laws.timeline import Replay
from tests.core.test_incident_story import as_incident
from tests.core.test_incident_story import story as three_rulings

EXAMPLES = sorted((Path(__file__).resolve().parents[2] / "examples").glob("*.json"))


@contextmanager
def from_the_start(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Within: no earlier point is ever gone on from (the replay before issue 19)."""
    with monkeypatch.context() as patch:
        patch.setattr(timeline, "leads_to", lambda *_: False)
        patch.setattr(table_state, "leads_to", lambda *_: False)
        yield


def replayed_both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[Incident, Replay, Incident, Replay]:
    step_by_step = incident.loads(text)
    with from_the_start(monkeypatch):
        full = incident.loads(text)
        full_replay = full.replay()
    return step_by_step, step_by_step.replay(), full, full_replay


def assert_same(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    step_by_step, incremental, full, expected = replayed_both_ways(text, monkeypatch)
    assert step_by_step.steps == full.steps  # each step's record, the point of the board it was given on
    assert incremental == expected
    assert incremental.timeline.after == expected.timeline.after  # the table state each step left
    assert incremental.table == expected.table
    assert [r.ruling for r in incremental.results] == [r.ruling for r in expected.results]
    assert incremental.prompts() == expected.prompts()


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_every_shipped_example_replays_step_by_step_as_from_the_start(
    example: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert_same(example.read_text(encoding="utf-8"), monkeypatch)


def test_a_story_of_three_rulings_and_a_later_choice_replays_step_by_step_as_from_the_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert_same(incident.dumps(as_incident(three_rulings())), monkeypatch)


def test_a_story_of_many_rulings_along_the_play_replays_step_by_step_as_from_the_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built = bench_story(12)  # the bench's board: a hesitation ruled again and again, an exposed card every fifth trick
    assert len(built.steps) == 12
    assert_same(incident.dumps(built), monkeypatch)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_the_table_state_goes_on_from_an_earlier_point_as_from_the_first_card(example: Path) -> None:
    """``TableState.advance`` from any earlier point of the play (``since``) equals the advance from
    that point with the play replayed from the first card."""
    play = incident.load(example).record.play
    if play is None:
        pytest.skip("no play recorded")
    for count in range(len(play.events) + 1):
        earlier = TableState().advance(play.upto(count))
        assert earlier.advance(play, since=play.upto(count)) == earlier.advance(play) == TableState().advance(play)
