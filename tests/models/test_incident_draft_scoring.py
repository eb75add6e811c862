"""The table's score (``Incident.scoring``) is kept in the draft like the rest of the Director's record."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot

from tdcompanion.core import incident as incident_file
from tdcompanion.core.contract import Contract
from tdcompanion.core.incident import Incident
from tdcompanion.core.scoring.adjusted import AdjustedScore, Artificial, ArtificialScore, Outcome, WeightedScore
from tdcompanion.core.scoring.sheet import ScoreRecord, TableResult
from tdcompanion.core.seats import Seat
from tdcompanion.models.incident_draft import IncidentDraft
from tdcompanion.models.ruling_session import RulingSession

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "law64-revoke.json"


def _draft() -> tuple[IncidentDraft, Incident]:
    example = replace(incident_file.load(EXAMPLE), scoring=ScoreRecord())  # no score yet
    session = RulingSession(example.record, table=example.table)
    draft = IncidentDraft(session, session)
    draft.reopen(example, Path("/nowhere/revoke.json"))
    return draft, example


def _scoring() -> ScoreRecord:
    four_hearts = Contract.parse("4H", Seat.S)
    weighted = WeightedScore((Outcome.percent(four_hearts, 10, "60%"), Outcome.percent(four_hearts, 9, "40%")))
    return ScoreRecord(result=TableResult(four_hearts, 11, to_declarer=2), adjusted=AdjustedScore(weighted))


def test_the_scoring_set_on_the_draft_is_in_its_incident_and_makes_it_dirty(qtbot: QtBot) -> None:
    draft, _example = _draft()
    assert not draft.dirty
    before = draft.incident()
    assert before is not None and before.scoring.is_empty
    with qtbot.waitSignal(draft.changed):
        draft.set_director(replace(before, scoring=_scoring()))
    after = draft.incident()
    assert after is not None and after.scoring == _scoring()
    assert draft.dirty


def test_the_scoring_survives_a_change_of_the_ruling_session(qtbot: QtBot) -> None:
    draft, example = _draft()
    current = draft.incident()
    assert current is not None
    draft.set_director(replace(current, scoring=_scoring()))
    draft.session.set_record(draft.session.record)  # nothing new: no reset
    assert example.irregularity is not None
    draft.session.start(example.irregularity, example.steps[0].facts)  # the same irregularity ruled again
    again = draft.incident()
    assert again is not None and again.scoring == _scoring()


def test_only_a_changed_scoring_counts_as_a_change(qtbot: QtBot) -> None:
    draft, _example = _draft()
    current = draft.incident()
    assert current is not None
    draft.set_director(replace(current, scoring=_scoring()))
    with qtbot.assertNotEmitted(draft.changed):
        draft.set_director(replace(current, scoring=_scoring()))
    artificial = ScoreRecord(adjusted=ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS))
    with qtbot.waitSignal(draft.changed):
        draft.set_director(replace(current, scoring=artificial))
    latest = draft.incident()
    assert latest is not None and latest.scoring == artificial
