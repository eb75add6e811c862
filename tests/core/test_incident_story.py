"""One board's story in one incident (format v4, issue 16): several rulings, the later choices the table
state asks for, the play that goes on after them; saved, loaded and replayed through the wizard's own
evaluation (:mod:`tdcompanion.core.laws.timeline`) to exactly what the Director saw.

The board (South declares 4♥, West leads; East holds ♦AKQ so the defence can win a trick):

    North  ♠AKQ ♥AKQJ ♦432 ♣432
    East   ♠987 ♥7654 ♦AKQ ♣765
    South  ♠T6432 ♥32 ♦765 ♣AKQ
    West   ♠J5 ♥T98 ♦JT98 ♣JT98

The story: trick 1, then East drops ♣5 (Law 49: a minor penalty card); at trick 2 West leads ♠J out of
turn and declarer refuses it (Law 56: a major penalty card); East wins trick 3 with ♦A, so declarer
chooses East's lead under Law 50D2 (he forbids spades); trick 4 is played.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from tdcompanion import cli
from tdcompanion.commands.rule_command import OUTPUT_VERSION
from tdcompanion.core import incident
from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.incident import Incident
from tdcompanion.core.laws import (
    BoardRecord,
    Facts,
    Irregularity,
    IrregularityKind,
    LeadMode,
    PromptKind,
    TableState,
)
from tdcompanion.core.laws.timeline import Position, Replay, Step, Timeline, prefix, replay
from tdcompanion.core.play import Expose, ExposeHow, Play, PlayEvent, PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tdcompanion.wording.languages import CODES

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
DEAL = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.AKQ.765 T6432.32.765.AKQ J5.T98.JT98.JT98")
CONTRACT = Contract(4, Strain.HEARTS, S)
TRICK_1 = (Play(W, Card.parse("S5")), Play(N, Card.parse("SA")), Play(E, Card.parse("S7")), Play(S, Card.parse("S2")))
EXPOSED = Expose(E, (Card.parse("C5"),), ExposeHow.DROPPED)
LOOT = Play(W, Card.parse("SJ"))
TRICK_3 = (Play(N, Card.parse("D2")), Play(E, Card.parse("DA")), Play(S, Card.parse("D5")), Play(W, Card.parse("D8")))
TRICK_4 = (Play(E, Card.parse("DK")), Play(S, Card.parse("D6")), Play(W, Card.parse("D9")), Play(N, Card.parse("D3")))
LOOT_FACTS = Facts({"law53.misinformed": False, "non_offenders_acted": False, "law53.next_play": "none"})


def board(events: tuple[PlayEvent, ...] | list[PlayEvent]) -> BoardRecord:
    return BoardRecord(DEAL, Auction.from_text(S, "4H AP"), PlayRecord(DEAL, CONTRACT, tuple(events)), number=3)


def played(timeline: Timeline, *events: PlayEvent) -> Timeline:
    """The Director enters ``events`` on the Play tab."""
    play = timeline.record.play
    assert play is not None
    return timeline.follow(board((*play.events, *events)))


def ruled(timeline: Timeline, step: Step) -> Timeline:
    """The step is ruled and applied, as the wizard's Apply does."""
    result = timeline.evaluate(replace(step, applied=True))
    assert result.error is None and result.applied is not None, result
    return timeline.commit(result)


def story(*, upto: str = "end") -> Timeline:
    """The board's story up to ``upto``: ``"prompt"`` (the 50D2 lead options open), or the end."""
    t = Timeline.start(board((*TRICK_1, EXPOSED)))
    t = ruled(t, Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4)))
    t = played(t, LOOT)
    t = ruled(t, Step(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5), facts=LOOT_FACTS,
                      chosen=(("law56.declarer_choice", "law56.refuse"),)))  # fmt: skip
    t = played(t, *TRICK_3)
    if upto == "prompt":
        return t
    (prompt,) = t.prompts()
    t = ruled(t, Step(None, prompt, chosen=(("law50.lead_options", "forbid_S"),)))
    return played(t, *TRICK_4)


def as_incident(timeline: Timeline, current: Step | None = None) -> Incident:
    steps = timeline.steps if current is None else (*timeline.steps, timeline.evaluate(current).step)
    return Incident(timeline.record, steps, timeline.initial, in_hand=current is not None)


def ruling_texts(result_rulings: Replay | Timeline, lang: str) -> list[list[str]]:
    results = result_rulings.results if isinstance(result_rulings, Replay) else result_rulings.done
    return [rule_text.ruling_lines(r.ruling, r.resolution, lang) for r in results
            if r.ruling is not None and r.resolution is not None]  # fmt: skip


# --- the five failures of issue 16, each a test --------------------------------------------------------


def test_three_rulings_on_one_board_are_all_kept_and_each_is_named_for_its_own_irregularity() -> None:
    doc = json.loads(incident.dumps(as_incident(story())))
    assert doc["schema_version"] == 4
    first, second = doc["rulings"]
    assert first["irregularity"] == {"kind": "exposed_card", "event": 4}
    assert first["ruling"]["offender"] == "E"
    assert second["irregularity"] == {"kind": "lead_out_of_turn", "event": 5}
    assert (second["ruling"]["offender"], second["chosen"]) == ("W", {"law56.declarer_choice": "law56.refuse"})
    (later,) = second["later"]
    assert later["prompt"]["kind"] == "lead_penalty_card_options" and later["prompt"]["seat"] == "E"
    assert (later["by"], later["chosen"], later["applied"]) == ({"law50.lead_options": "S"},
                                                               {"law50.lead_options": "forbid_S"}, True)  # fmt: skip
    assert [r["applied"] for r in doc["rulings"]] == [True, True]


def test_the_play_after_the_last_ruling_is_kept() -> None:
    t = story()
    loaded = incident.loads(incident.dumps(as_incident(t)))
    assert loaded.record.play is not None and t.record.play is not None
    assert len(loaded.record.play.events) == len(t.record.play.events) == 15  # with the 56 retraction
    assert loaded.record.play.events[-4:] == TRICK_4
    assert loaded.steps[-1].record is not None and loaded.steps[-1].record.play is not None
    assert len(loaded.steps[-1].record.play.events) == 11  # the later choice was made before trick 4


@pytest.mark.parametrize("upto", ["prompt", "end"])
def test_a_reopened_story_is_exactly_what_the_director_saw(upto: str) -> None:
    t = story(upto=upto)
    story_now = incident.loads(incident.dumps(as_incident(t))).replay()
    assert (story_now.error, story_now.changed, story_now.current) == (None, (), None)
    assert story_now.table == t.table
    assert story_now.record == t.record
    assert story_now.prompts() == t.prompts()
    assert [r.ruling for r in story_now.results] == [r.ruling for r in t.done]
    for lang in CODES:
        assert ruling_texts(story_now, lang) == ruling_texts(t, lang)
    assert all(r.assessment is not None and r.assessment.question is None for r in story_now.results)


def test_the_later_choice_is_written_into_the_file_and_enforced_after_loading() -> None:
    loaded = incident.loads(incident.dumps(as_incident(story())))
    later = loaded.steps[2]
    assert later.is_later_choice and later.prompt is not None
    assert later.prompt.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS
    table = loaded.replay().table
    assert [(r.leader, r.suit, r.mode) for r in table.restrictions] == [(E, Suit.SPADES, LeadMode.FORBID)]
    assert table.penalty_cards_of(W) == ()  # the ♠J went back to West's hand (50D2(a))


def test_an_undo_back_before_a_ruling_takes_the_ruling_back() -> None:
    t = story(upto="prompt")
    back = t.follow(board(t.record.play.events[:7]))  # trick 3 undone: the 56 ruling stands
    assert len(back.done) == 2 and back.table.penalty_cards_of(W) == (Card.parse("SJ"),)
    undone = t.follow(board((*TRICK_1, EXPOSED, LOOT)))  # its retraction undone: the 56 ruling goes with it
    assert len(undone.done) == 1 and undone.table.penalty_cards_of(W) == ()
    before = t.follow(board((*TRICK_1, EXPOSED)))
    assert len(before.done) == 1 and before.table.penalty_cards_of(W) == ()
    assert replay(before.record, before.steps).table == before.table


def test_irregularities_ruled_on_are_not_offered_again() -> None:
    t = story(upto="prompt")
    assert t.detected() == ()
    fresh = Timeline.start(t.record)
    assert {i.kind for i in fresh.detected()} >= {IrregularityKind.EXPOSED_CARD, IrregularityKind.LEAD_OUT_OF_TURN}


# --- the record each ruling was given on ----------------------------------------------------------------


def test_a_ruling_given_on_a_record_changed_since_keeps_that_record_in_the_file() -> None:
    t = Timeline.start(board((*TRICK_1, EXPOSED)))
    t = ruled(t, Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4)))
    changed = board((*TRICK_1[:3], Play(S, Card.parse("S3")), EXPOSED))  # South's card corrected since
    t = t.follow(changed)
    doc = json.loads(incident.dumps(as_incident(t)))
    assert "board" in doc["rulings"][0] and "at" not in doc["rulings"][0]
    assert doc["rulings"][0]["board"]["play"][3] == {"event": "play", "seat": "S", "card": "S2"}
    loaded = incident.loads(json.dumps(doc))
    assert loaded.steps[0].record == board((*TRICK_1, EXPOSED))
    assert loaded.replay().table == t.table


def test_the_point_of_the_record_reads_back_as_a_prefix() -> None:
    record = story().record
    assert prefix(record, Position.of(record)) is record
    assert prefix(record, Position(4, 5)) == board((*TRICK_1, EXPOSED))
    assert prefix(record, Position(4, 20)) is None and prefix(record, Position(5, 5)) is None
    no_play = prefix(record, Position(4, None))
    assert no_play is not None and no_play.play is None


# --- what cannot be ruled again ------------------------------------------------------------------------------


def test_a_ruling_stored_that_differs_from_the_one_computed_now_is_flagged() -> None:
    inc = as_incident(story())
    other = inc.steps[1].ruling
    assert other is not None
    steps = (replace(inc.steps[0], ruling=replace(other, offender=N)), *inc.steps[1:])
    assert replace(inc, steps=steps).replay().changed == (0,)


def test_a_step_that_cannot_be_ruled_again_stops_the_replay_there() -> None:
    inc = as_incident(story())
    bad = replace(inc.steps[1], facts=Facts({**inc.steps[1].facts, "law53.next_play": "dummy"}))
    result = replace(inc, steps=(inc.steps[0], bad, *inc.steps[2:])).replay()
    assert result.failed == 1 and result.error is not None
    assert len(result.timeline.done) == 1  # what came before is replayed


def test_a_later_choice_whose_prompt_is_not_open_is_refused() -> None:
    inc = as_incident(story())
    later = inc.steps[2]
    assert later.prompt is not None
    moved = replace(later, prompt=replace(later.prompt, seat=W))
    result = replace(inc, steps=(*inc.steps[:2], moved)).replay()
    assert (result.failed, result.error and result.error.reason) == (2, "prompt_not_open")


def test_a_ruling_whose_corrections_the_record_cannot_take_is_refused_not_raised(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The story machine found a ruling whose card correction the play as recorded cannot have had:
    applying it raised PlayError out of the wizard. It is refused, with the reason, and nothing changes."""
    from tdcompanion.core.laws import timeline as timeline_module
    from tdcompanion.core.play import PlayError

    def impossible(*_args: object) -> None:
        raise PlayError("North does not hold ♥8", index=3)

    t = Timeline.start(board((*TRICK_1, EXPOSED)))
    monkeypatch.setattr(timeline_module, "apply_ruling", impossible)
    result = t.evaluate(Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4), applied=True))
    assert result.applied is None and not result.step.applied
    assert result.error is not None and result.error.reason == "record_cannot_take"
    assert result.error.params == {"message": "North does not hold ♥8"}
    assert rule_text.refusal_text("record_cannot_take", dict(result.error.params), "el").startswith("η καταγραφή")


# --- the step in hand ---------------------------------------------------------------------------------------


def test_a_ruling_in_hand_with_a_question_open_is_saved_and_reopened_at_that_question() -> None:
    t = story(upto="prompt")
    (prompt,) = t.prompts()
    question_step = Step(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5))  # asked again, not answered
    inc = incident.loads(incident.dumps(as_incident(t, question_step)))
    now = inc.replay()
    assert now.current is not None and now.current.assessment is not None
    assert now.current.assessment.question is not None and now.current.assessment.question.id == "law53.misinformed"
    assert now.prompts() == (prompt,)


def test_a_later_choice_in_hand_keeps_its_choice_open() -> None:
    t = story(upto="prompt")
    (prompt,) = t.prompts()
    inc = incident.loads(incident.dumps(as_incident(t, Step(None, prompt))))
    now = inc.replay()
    assert now.open_choices == ("law50.lead_options",)
    assert now.current is not None and not now.current.step.applied


# --- tdcompanion rule ---------------------------------------------------------------------------------------


def write(tmp_path: Path, inc: Incident) -> Path:
    path = tmp_path / "story.json"
    path.write_text(incident.dumps(inc), encoding="utf-8")
    return path


def rule(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["rule", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("lang", ["en", "el"])
def test_rule_prints_every_ruling_in_order_with_the_later_choice(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                  lang: str) -> None:  # fmt: skip
    code, out, err = rule(capsys, str(write(tmp_path, as_incident(story()))), "--lang", lang)
    assert (code, err) == (0, "")
    headings = [line for line in out.splitlines()
                if re.match(r"(Ruling|Later choice|Απόφαση|Μεταγενέστερη επιλογή) \d", line)]  # fmt: skip
    assert len(headings) == 3
    assert "56" in out and "50D2" in out.replace("50Δ2", "50D2")


def test_rule_json_says_what_is_open_instead_of_failing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = rule(capsys, str(write(tmp_path, as_incident(story(upto="prompt")))), "--json")
    assert code == 0
    doc = json.loads(out)
    assert (doc["schema_version"], doc["status"]) == (OUTPUT_VERSION, "open")
    assert [r["status"] for r in doc["rulings"]] == ["ruling", "ruling"]
    (prompt,) = doc["open"]["prompts"]
    assert prompt["kind"] == "lead_penalty_card_options" and prompt["choices"][0]["id"] == "law50.lead_options"
    code, out, _ = rule(capsys, str(write(tmp_path, as_incident(story()))), "--json")
    assert (code, json.loads(out)["status"], json.loads(out)["open"]["prompts"]) == (0, "ruled", [])


def test_rule_finishes_the_later_choice_on_the_command_line_and_saves_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, as_incident(story(upto="prompt")))
    code, _, err = rule(capsys, str(path), "--choose", "law50.lead_options=forbid_S", "--apply", "--save")
    assert (code, err) == (0, "")
    saved = incident.load(path)
    assert saved.revision == 1 and len(saved.steps) == 3 and saved.steps[2].applied
    table = saved.replay().table
    assert [(r.leader, r.suit, r.mode) for r in table.restrictions] == [(E, Suit.SPADES, LeadMode.FORBID)]


def test_rule_answers_the_question_in_hand_and_applies_the_ruling(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    t = Timeline.start(board((*TRICK_1, EXPOSED)))
    t = played(ruled(t, Step(Irregularity(IrregularityKind.EXPOSED_CARD, event=4))), LOOT)
    path = write(tmp_path, as_incident(t, Step(Irregularity(IrregularityKind.LEAD_OUT_OF_TURN, event=5))))
    code, out, _ = rule(capsys, str(path), "--ids")
    assert code == 0 and "--answer law53.misinformed=" in out
    answers = ["--answer", "law53.misinformed=false", "--answer", "non_offenders_acted=false"]
    code, out, err = rule(capsys, str(path), *answers, "--choose", "law56.declarer_choice=law56.refuse", "--apply",
                          "--save")  # fmt: skip
    assert (code, err) == (0, "")
    saved = incident.load(path)
    assert [s.applied for s in saved.steps] == [True, True]
    assert saved.replay().table == story(upto="prompt").follow(saved.record).table
    code, _, err = rule(capsys, str(path), "--choose", "law99.x=y")
    assert code == 2 and "no such choice is open" in err
    code, _, err = rule(capsys, str(path), "--answer", "law53.misinformed=true")
    assert code == 2 and "no ruling on an irregularity is in hand" in err


def test_rule_exits_3_when_a_ruling_cannot_be_ruled_again(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    inc = as_incident(story())
    bad = replace(inc.steps[1], facts=Facts({**inc.steps[1].facts, "law53.next_play": "dummy"}))
    code, out, _ = rule(capsys, str(write(tmp_path, replace(inc, steps=(inc.steps[0], bad)))))
    assert code == 3
    assert "Ruling 2" in out


# --- the table state before the story ------------------------------------------------------------------------


def test_the_table_state_a_story_starts_from_is_kept_in_the_file() -> None:
    t = story()
    earlier = TableState().apply((t.done[0].applied.table.penalty_cards and ()) or ())
    assert earlier == TableState()
    first = t.done[0].applied
    assert first is not None
    start = first.table  # as if the first ruling had been given before this file was started
    later = Timeline.start(t.done[1].record, start)
    later = ruled(later, t.done[1].step)
    inc = Incident(later.record, later.steps, start)
    loaded = incident.loads(incident.dumps(inc))
    assert loaded.table == start
    assert loaded.replay().table == later.table


def test_a_file_whose_board_does_not_show_a_rulings_corrections_is_refused_not_replayed_silently() -> None:
    """Found by the corpus (tests/cases/DISAGREEMENTS.md): when the board a file gives as it is now has lost what a
    ruling did to it (a card withdrawn, a card placed), following it undid that ruling and every later one, and the
    replay said nothing. The file is the truth: the replay stops at that ruling and says why."""
    inc = as_incident(story())
    results = inc.replay().results
    index = next(i for i, r in enumerate(results)
                 if r.applied is not None and r.applied.record != r.step.record)  # fmt: skip
    before = results[index].step.record
    assert before is not None
    result = replace(inc, record=before).replay()
    assert (result.failed, result.error and result.error.reason) == (index, "not_in_record")
    assert len(result.timeline.done) == index  # what came before is replayed


def test_a_card_exposed_in_the_auction_reads_back_as_the_ruling_given() -> None:
    """Found by the story machine: Law 24E's follow-up kept the Director's answers in the order he gave
    them, the file in the order of their names, so a reopened ruling differed from the one given."""
    auction = Auction(Seat.N).add("1H")
    deal = Deal.from_pbn("N:Q84.AQ94..A97632 A752.JT5.9643.KQ KT963.3.QT7.JT85 J.K8762.AKJ852.4")
    timeline = Timeline.start(BoardRecord(deal, auction, None, 1))
    step = Step(Irregularity(IrregularityKind.CARD_EXPOSED_IN_AUCTION))
    for value in (Seat.E, (Card.parse("CQ"),), True):  # offender, cards, visible to partner: as the wizard asks
        result = timeline.evaluate(step)
        assert result.assessment is not None and result.assessment.question is not None
        step = replace(step, facts=result.assessment.question.answer(step.facts, value))
    given = timeline.evaluate(step)
    assert given.error is None and given.ruling is not None
    saved = Incident(timeline.record, (given.step,), timeline.initial, in_hand=True)
    story = incident.loads(incident.dumps(saved)).replay()
    assert (story.error, story.failed, story.changed) == (None, None, ())
    assert story.current is not None and story.current.ruling == given.ruling
