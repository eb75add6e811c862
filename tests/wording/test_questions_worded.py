"""Every question a saved ruling asked is a sentence in both languages, never the fact's id with its parameters
(the wording's fallback when a family does not pass a parameter its sentence names: "law16.alternatives? (seat=North,
...)" was what the report and the wizard showed for the logical alternatives once a poll was entered)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcompanion.core import incident
from tdcompanion.wording.languages import CODES
from tdcompanion.wording.report import asked_facts
from tdcompanion.wording.rule_text import question_text

ROOT = Path(__file__).resolve().parents[2]
STORIES = sorted([*ROOT.glob("examples/*.json"), *ROOT.glob("tests/cases/[0-9][0-9][0-9]-*.json")])


@pytest.mark.parametrize("path", STORIES, ids=lambda p: p.stem)
def test_every_question_asked_is_worded(path: Path) -> None:
    story = incident.load(path)
    asked = [question for result in story.replay().results for question, _ in asked_facts(result)[0]]
    for question in asked:
        for lang in CODES:
            text = question_text(question, lang)
            assert not text.startswith(f"{question.id}?"), f"{lang}: {text}"


def test_a_question_on_a_poll_not_taken_does_not_speak_of_a_poll() -> None:
    story = incident.load(ROOT / "examples/law73-improper-communication.json")
    asked = {q.fact.id: q for result in story.replay().results for q, _ in asked_facts(result)[0]}
    assert asked["law16.poll_taken"] is not None
    for lang in CODES:
        text = question_text(asked["law16.logical_alternative"], lang)
        assert "0" not in text and ("Poll" not in text and "Δημοσκόπηση" not in text), text
