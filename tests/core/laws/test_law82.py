"""Law 82: the Director's own error. The step is recorded against the earlier ruling found wrong (its index in the
board's story); whether a rectification still lets the board be scored normally is the one thing asked: if so the
Director chooses how to rectify (82B: rule again 82B3, the play of the board 82B2, an adjusted score 82B1), if not he
awards an adjusted score with both sides treated as non-offending (82C)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tdcompanion.core.incident import Incident, dumps, loads
from tdcompanion.core.laws import IrregularityKind, assess
from tdcompanion.core.laws.engine import EarlierRuling, InconsistentFacts, Irregularity
from tdcompanion.core.laws.law65_79 import INSPECTOR, OWN_CARD_TURNED, WHAT, Inspection
from tdcompanion.core.laws.law82 import RECTIFY, SCORED_NORMALLY
from tdcompanion.core.laws.table_state import PromptKind
from tdcompanion.core.laws.timeline import Step, Timeline, replay
from tdcompanion.wording import rule_text
from tests.core.laws.scenarios import W, facts, record, shown, worded

ERROR = IrregularityKind.DIRECTOR_ERROR
INSPECTED = IrregularityKind.TRICK_INSPECTED
ONE_TRICK = record("W:S5", "N:SA", "E:S7", "S:S2")
#: West asked to see the trick after turning his own card: the Director refused (66A) -- the ruling later found wrong.
REFUSED = facts((INSPECTOR, W), (WHAT, Inspection.CURRENT_TRICK), (OWN_CARD_TURNED, True))


def _story() -> Timeline:
    """The board with one ruling given and applied: the refusal of 66A."""
    timeline = Timeline.start(ONE_TRICK)
    result = timeline.evaluate(Step(Irregularity(INSPECTED), facts=REFUSED, applied=True))
    assert result.complete and result.applied is not None
    return timeline.commit(result)


def _error(ruling: int | None = 0, **answers: Any) -> Step:
    given = facts((SCORED_NORMALLY, answers["normal"])) if "normal" in answers else facts()
    chosen = ((RECTIFY, answers["chosen"]),) if "chosen" in answers else ()
    return Step(Irregularity(ERROR, ruling=ruling), facts=given, chosen=chosen, applied="chosen" in answers)


# (name, scored normally, laws, consequences, options of the Director's choice)
SCENARIOS: list[tuple[str, bool, list[str], list[tuple[object, ...]], list[str]]] = [
    ("82B: a rectification lets the board be scored normally", True, ["82A", "82B"],
     [("ruling_found_wrong", "82A", 1, INSPECTED)],
     ["law82.rule_again", "law82.require_play", "law82.postpone_play", "law82.cancel_play", "law82.adjusted_score"]),
    ("82C: none does: both sides non-offending", False, ["82C"],
     [("ruling_found_wrong", "82C", 1, INSPECTED), ("adjusted_score", "82C", "director_error", False)], []),
]


@pytest.mark.parametrize(("name", "normal", "laws", "consequences", "options"), SCENARIOS,
                         ids=[s[0] for s in SCENARIOS])  # fmt: skip
def test_each_scenario(name: str, normal: bool, laws: list[str], consequences: list[tuple[object, ...]],
                       options: list[str]) -> None:  # fmt: skip
    timeline = _story()
    asked = timeline.evaluate(_error())
    assert asked.assessment is not None and asked.assessment.question is not None
    assert asked.assessment.question.id == SCORED_NORMALLY.id  # the only question
    ruling = timeline.evaluate(_error(normal=normal)).ruling
    assert ruling is not None
    assert [str(x) for x in ruling.laws] == laws
    assert ruling.offender is None  # the Director's error: no side offended
    assert shown(ruling.consequences) == consequences
    assert [o for c in ruling.choices for o in c.option_ids] == options
    for c in ruling.consequences:
        assert worded(c, "en") and worded(c, "el")


@pytest.mark.parametrize(("option", "consequences"), [
    ("law82.rule_again", [("follow_up", "82B3", INSPECTED, None, None, None, None, None)]),
    ("law82.require_play", [("board_play_ordered", "82B2", "require")]),
    ("law82.postpone_play", [("board_play_ordered", "82B2", "postpone")]),
    ("law82.cancel_play", [("board_play_ordered", "82B2", "cancel")]),
    ("law82.adjusted_score", [("adjusted_score", "82B1", "law82.rectified", False)]),
])  # fmt: skip
def test_82b_the_director_chooses_how_to_rectify(option: str, consequences: list[tuple[object, ...]]) -> None:
    result = _story().evaluate(_error(normal=True, chosen=option))
    assert result.complete and result.resolution is not None
    assert shown(result.resolution.consequences)[1:] == consequences
    choice = result.ruling.choice(RECTIFY) if result.ruling is not None else None
    assert choice is not None and choice.role.value == "director"
    for c in result.resolution.consequences:
        assert worded(c, "en") and worded(c, "el")


def test_82b3_the_earlier_irregularity_is_ruled_again_through_the_timeline() -> None:
    """Rule again: the follow-up opens on the table, and the ruling on it is reached with corrected facts."""
    timeline = _story()
    timeline = timeline.commit(timeline.evaluate(_error(normal=True, chosen="law82.rule_again")))
    prompts = [p for p in timeline.prompts() if p.kind is PromptKind.FOLLOW_UP]
    assert [p.reason for p in prompts] == [INSPECTED.value]
    right = facts((INSPECTOR, W), (WHAT, Inspection.CURRENT_TRICK), (OWN_CARD_TURNED, False))
    again = timeline.evaluate(Step(Irregularity(INSPECTED), prompts[0], facts=right, applied=True))
    assert again.complete
    assert shown(again.ruling.consequences if again.ruling else ())[0] == ("tricks_inspected", "66A", W,
                                                                          "current_trick")  # fmt: skip


@pytest.mark.parametrize(("ruling", "reason", "params"), [
    (None, "no_earlier_ruling", {"rulings": 1}),
    (1, "not_an_earlier_ruling", {"ruling": 2}),  # no such step
    (5, "not_an_earlier_ruling", {"ruling": 6}),
])  # fmt: skip
def test_a_step_must_point_at_an_earlier_ruling(ruling: int | None, reason: str, params: dict[str, object]) -> None:
    result = _story().evaluate(_error(ruling, normal=False))
    assert result.error is not None
    assert (result.error.reason, dict(result.error.params)) == (reason, params)
    for lang in ("en", "el"):
        text = rule_text.refusal_text(reason, dict(params), lang)
        assert text != reason and str(next(iter(params.values()))) in text


def test_a_ruling_on_the_directors_error_is_not_itself_an_earlier_ruling() -> None:
    timeline = _story()
    timeline = timeline.commit(timeline.evaluate(_error(normal=False)))
    assert sorted(timeline.earlier()) == [0]
    result = timeline.evaluate(_error(1, normal=False))
    assert result.error is not None and result.error.reason == "not_an_earlier_ruling"


def test_assess_without_the_story_refuses() -> None:
    """Outside a timeline the family has no earlier ruling to find wrong: refused, never guessed."""
    with pytest.raises(InconsistentFacts) as caught:
        assess(ONE_TRICK, Irregularity(ERROR, ruling=0), facts((SCORED_NORMALLY, False)))
    assert caught.value.reason == "not_an_earlier_ruling"
    earlier = _story().done[0]
    assert earlier.ruling is not None
    found = assess(ONE_TRICK, Irregularity(ERROR, ruling=0), facts((SCORED_NORMALLY, False)),
                   earlier={0: EarlierRuling(Irregularity(INSPECTED), earlier.ruling)})  # fmt: skip
    assert found.ruling is not None and [str(x) for x in found.ruling.laws] == ["82C"]


def test_the_file_keeps_the_ruling_found_wrong() -> None:
    """Written and read back, the step still names the earlier ruling, and the story replays to the same ruling."""
    timeline = _story()
    timeline = timeline.commit(timeline.evaluate(_error(normal=False)))
    text = dumps(Incident(timeline.record, timeline.steps))
    assert json.loads(text)["rulings"][1]["irregularity"] == {"kind": "director_error", "ruling": 0}
    again = loads(text)
    assert again.steps[1].irregularity == Irregularity(ERROR, ruling=0)
    story = replay(again.record, again.steps)
    assert story.error is None and not story.changed
    assert story.results[1].ruling == timeline.done[1].ruling
