"""The wizard's session keeps the board's story (issue 16): every step it rules goes through the core's
Timeline, the incident it gives holds them all, and a draft reopened from that incident is the same
session again."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tdcompanion.core import incident
from tdcompanion.core.laws import Irregularity, IrregularityKind
from tdcompanion.models.incident_draft import IncidentDraft
from tdcompanion.models.ruling_session import RulingSession
from tests.core.test_incident_story import EXPOSED, LOOT, TRICK_1, TRICK_3, TRICK_4, board


def extend(session: RulingSession, *events: object) -> None:
    play = session.record.play
    assert play is not None
    session.set_record(board((*play.events, *events)))  # type: ignore[arg-type]


def three_rulings(session: RulingSession) -> None:
    session.start(Irregularity(IrregularityKind.EXPOSED_CARD, event=4))
    assert session.apply() is not None
    extend(session, LOOT)
    session.start(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5))
    assert session.answer(False) and session.answer(False)
    session.choose("law56.declarer_choice", "law56.refuse")
    assert session.apply() is not None
    extend(session, *TRICK_3)
    (prompt,) = session.prompts()
    assert session.start_prompt(prompt)
    assert session.prompt == prompt and session.irregularity is not None
    session.choose("law50.lead_options", "forbid_S")
    assert session.apply() is not None
    extend(session, *TRICK_4)


def test_the_incident_of_a_session_holds_every_step_and_the_record_now(qtbot: QtBot) -> None:
    session = RulingSession(board((*TRICK_1, EXPOSED)))
    three_rulings(session)
    made = session.incident()
    assert made is not None and not made.in_hand
    assert [s.is_later_choice for s in made.steps] == [False, False, True]
    assert made.record == session.record and made.replay().table == session.table


def test_a_draft_reopened_from_its_file_is_the_same_session(qtbot: QtBot, tmp_path: Path) -> None:
    session = RulingSession(board((*TRICK_1, EXPOSED)))
    three_rulings(session)
    made = session.incident()
    assert made is not None
    path = tmp_path / "story.json"
    path.write_text(incident.dumps(made), encoding="utf-8")
    loaded = incident.load(path)
    again = RulingSession(loaded.record)
    draft = IncidentDraft(again, again)
    draft.reopen(loaded, path)
    assert again.table == session.table and again.prompts() == session.prompts()
    assert again.question is None and again.applied_result is not None  # the last ruling, as applied
    assert again.ruling == session.ruling
    assert again.timeline.steps == session.timeline.steps
    assert not draft.dirty


def test_a_question_left_open_is_in_hand_again_after_reopening(qtbot: QtBot) -> None:
    session = RulingSession(board((*TRICK_1, EXPOSED, LOOT)))
    session.start(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5))
    assert session.answer(False)
    made = session.incident()
    assert made is not None and made.in_hand
    again = RulingSession(made.record)
    IncidentDraft(again, again).reopen(incident.loads(incident.dumps(made)), None)
    assert again.question is not None and again.question.id == session.question.id  # type: ignore[union-attr]
    assert again.facts == session.facts


def test_moving_on_keeps_a_ruling_given_in_full_and_cancel_drops_one_half_asked(qtbot: QtBot) -> None:
    session = RulingSession(board((*TRICK_1, EXPOSED)))
    session.start(Irregularity(IrregularityKind.EXPOSED_CARD, event=4))
    assert session.ruling is not None and session.can_apply()
    session.new_ruling()  # not applied, but given: it stays in the story
    assert len(session.timeline.done) == 1 and session.table.penalty_cards == ()
    extend(session, LOOT)
    session.start(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5))
    assert session.question is not None
    session.cancel()  # half asked: dropped
    made = session.incident()
    assert made is not None and len(made.steps) == 1 and not made.in_hand


def test_an_undo_before_a_ruling_takes_it_back(qtbot: QtBot) -> None:
    session = RulingSession(board((*TRICK_1, EXPOSED)))
    session.start(Irregularity(IrregularityKind.EXPOSED_CARD, event=4))
    session.apply()
    assert session.applied_result is not None and session.table.penalty_cards
    session.set_record(board(TRICK_1))  # the exposure undone
    assert session.applied_result is None and session.table.penalty_cards == ()
    assert session.incident() is None


def test_a_ruling_the_record_cannot_take_is_refused_with_its_reason(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tdcompanion.core.laws import timeline as timeline_module
    from tdcompanion.core.play import PlayError

    def impossible(*_args: object) -> None:
        raise PlayError("North does not hold ♥8", index=3)

    session = RulingSession(board((*TRICK_1, EXPOSED)))
    session.start(Irregularity(IrregularityKind.EXPOSED_CARD, event=4))
    monkeypatch.setattr(timeline_module, "apply_ruling", impossible)
    assert session.apply() is None
    assert session.refusal is not None and session.refusal.reason == "record_cannot_take"
    assert session.ruling is not None and session.can_apply() and not session.timeline.done  # nothing lost
