"""The round trip of a board's story is an invariant (issue 16): for any session the wizard can produce,
save -> load -> replay gives the same table state, the same rulings and option texts in both languages,
the same step in hand and the same open prompts.

A Hypothesis state machine drives the core the way the wizard does (:class:`Timeline`: ``follow`` as the
Director enters calls and cards, ``evaluate`` as he answers and chooses, ``commit`` when he applies),
through random sessions: a random deal, calls in and out of rotation and insufficient bids in the
auction period, legal and irregular cards in the play (leads and plays out of turn, revokes, exposed
cards), undo; irregularities of every family the lawbook rules, with random answers to its questions;
random options; the later choices the table state asks for. After each step the incident is saved,
loaded and replayed and compared with the session.

``TDC_STORY_EXAMPLES`` (sessions) and ``TDC_STORY_STEPS`` (steps per session) raise the budget;
``TDC_STORY_STATS=path`` writes the counts of what was run.
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from tdcompanion.core import incident
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import dealer_for
from tdcompanion.core.calls import Call
from tdcompanion.core.cards import FULL_PACK, Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal, Hand
from tdcompanion.core.incident import Incident
from tdcompanion.core.laws import WBF2017, BoardRecord, FactKind, Irregularity, Question
from tdcompanion.core.laws.timeline import CHOICE_PROMPTS, Step, StepResult, Timeline
from tdcompanion.core.play import Expose, ExposeHow, Play, PlayError, PlayRecord
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tdcompanion.wording.languages import CODES
from tests.core.test_incident_story import story

EXAMPLES = int(os.environ.get("TDC_STORY_EXAMPLES", "40"))
STEPS = int(os.environ.get("TDC_STORY_STEPS", "30"))
STATS: dict[str, int] = {"sessions": 0, "steps": 0, "checks": 0, "rulings_applied": 0, "later_choices": 0,
                         "questions_answered": 0, "undos": 0}  # fmt: skip
KINDS_RULED: set[str] = set()
CALLS = ("Pass", "Pass", "Pass", "1C", "1H", "1S", "1NT", "2H", "3NT", "4H", "X", "XX")
MAX_QUESTIONS = 15


def _stats() -> None:
    path = os.environ.get("TDC_STORY_STATS")
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump({**STATS, "kinds_ruled": sorted(KINDS_RULED)}, out, indent=2)


def answer_value(draw: Any, question: Question[Any]) -> object | None:
    """A random answer of the right kind (``None``: the machine cannot answer it)."""
    fact = question.fact
    if question.choices is not None and fact.kind is not FactKind.CARDS:
        return draw(st.sampled_from(question.choices)) if question.choices else None
    kind = fact.kind
    if kind is FactKind.YES_NO:
        return draw(st.booleans())
    if kind is FactKind.SEAT:
        return draw(st.sampled_from(list(Seat)))
    if kind is FactKind.CARD:
        return draw(st.sampled_from(FULL_PACK))
    if kind is FactKind.CARDS:
        pool = list(question.choices) if question.choices else list(FULL_PACK)
        return tuple(draw(st.lists(st.sampled_from(pool), min_size=1, max_size=2, unique=True))) if pool else None
    if kind is FactKind.SUIT:
        return draw(st.sampled_from(list(Suit)))
    if kind is FactKind.NUMBER:
        low = fact.minimum if fact.minimum is not None else 0
        return draw(st.integers(low, fact.maximum if fact.maximum is not None else low + 13))
    if kind is FactKind.CHOICE and fact.values is not None:
        return draw(st.sampled_from(list(fact.values)))
    if kind is FactKind.CALL:
        return Call.parse(draw(st.sampled_from(CALLS)))
    if kind is FactKind.TEXT:
        return draw(st.sampled_from(["Ο Βορράς δίστασε.", "He meant it as natural."]))
    return None  # a poll: left to the GUI tests


class StoryMachine(RuleBasedStateMachine):
    """One board, one Director, one session at the table."""

    def __init__(self) -> None:
        super().__init__()
        STATS["sessions"] += 1
        self.timeline: Timeline | None = None
        self.in_hand: StepResult | None = None

    # -- the board ------------------------------------------------------------------------------------

    @precondition(lambda self: self.timeline is None)
    @rule(seed=st.integers(0, 2**32 - 1), number=st.integers(1, 16),
          period=st.sampled_from(["auction", "play", "play", "prompt"]),
          opener=st.sampled_from(["1H", "1NT", "2S", "3NT", "4H"]))  # fmt: skip
    def deal(self, seed: int, number: int, period: str, opener: str) -> None:
        if period == "prompt":  # two rulings given, declarer's Law 50D2 choice open (tests/core/test_incident_story.py)
            self.timeline = story(upto="prompt")
            return
        cards = list(FULL_PACK)
        random.Random(seed).shuffle(cards)
        dealt = Deal.from_hands({seat: Hand(cards[i * 13:(i + 1) * 13]) for i, seat in enumerate(Seat)})
        dealer = dealer_for(number)
        auction = Auction(dealer).add(opener)
        if period == "auction":
            self.timeline = Timeline.start(BoardRecord(dealt, auction, None, number))
            return
        auction = auction.with_all_pass()
        contract = auction.contract()
        assert isinstance(contract, Contract)
        self.timeline = Timeline.start(BoardRecord(dealt, auction, PlayRecord(dealt, contract), number))

    def _follow(self, record: BoardRecord) -> None:
        assert self.timeline is not None
        self.timeline = self.timeline.follow(record)
        STATS["steps"] += 1
        if self.in_hand is not None:
            result = self.timeline.evaluate(self.in_hand.step)
            self.in_hand = result if result.error is None else None  # the wizard shows the refusal; dropped here

    @precondition(lambda self: self.timeline is not None and self.timeline.record.play is None)
    @rule(data=st.data())
    def call(self, data: st.DataObject) -> None:
        assert self.timeline is not None
        record = self.timeline.record
        auction = record.auction
        assert auction is not None
        if auction.is_complete:
            contract = auction.contract()
            if isinstance(contract, Contract) and data.draw(st.booleans()):
                self._follow(replace(record, play=PlayRecord(record.deal, contract)))
            return
        seat = data.draw(st.sampled_from([None, None, None, *Seat]))  # now and then out of rotation
        self._follow(replace(record, auction=auction.add(data.draw(st.sampled_from(CALLS)), seat)))

    @precondition(lambda self: self.timeline is not None and self.timeline.record.play is not None)
    @rule(data=st.data())
    def card(self, data: st.DataObject) -> None:
        assert self.timeline is not None
        record = self.timeline.record
        play = record.play
        assert play is not None
        state = play.state
        if state.is_finished or state.next_seat is None:
            return
        seat = state.next_seat if data.draw(st.integers(0, 9)) else data.draw(st.sampled_from(list(Seat)))
        hand = state.hands[seat]
        if hand is None or not len(hand):
            return
        cards = list(hand.cards)
        led = state.current.suit_led if state.current is not None else None
        following = [c for c in cards if c.suit is led]
        pool = following if following and data.draw(st.integers(0, 9)) else cards  # now and then a revoke
        event = Play(seat, data.draw(st.sampled_from(pool)))
        if not data.draw(st.integers(0, 6)):
            defenders = [s for s in Seat if s.side is not play.contract.declaring_side]
            holder = data.draw(st.sampled_from(defenders))
            held = state.hands[holder]
            if held is not None and len(held):
                honours = [c for c in held.cards if c.rank.is_honour] or list(held.cards)  # major, mostly (50B)
                event = Expose(holder, (data.draw(st.sampled_from(honours)),), ExposeHow.DROPPED)  # type: ignore[assignment]
        try:
            self._follow(replace(record, play=play.add(event)))
        except PlayError:
            return

    @precondition(lambda self: self.timeline is not None and self.timeline.record.play is not None)
    @rule(count=st.integers(1, 3))
    def undo(self, count: int) -> None:
        assert self.timeline is not None
        record = self.timeline.record
        assert record.play is not None
        if len(record.play.events) < count:
            return
        STATS["undos"] += 1
        self._follow(replace(record, play=record.play.upto(len(record.play.events) - count)))

    # -- rulings -------------------------------------------------------------------------------------------

    @precondition(lambda self: self.timeline is not None and self.in_hand is None)
    @rule(data=st.data())
    def start_ruling(self, data: st.DataObject) -> None:
        assert self.timeline is not None
        detected = list(self.timeline.detected())
        if detected and data.draw(st.integers(0, 3)):
            irregularity = data.draw(st.sampled_from(detected))
        else:
            kind = data.draw(st.sampled_from(WBF2017.supported()))
            play = self.timeline.record.play
            event = data.draw(st.none() | st.integers(0, len(play.events) - 1)) if play is not None and len(play) \
                else None  # fmt: skip
            irregularity = Irregularity(kind, event=event)
        step = Step(irregularity)
        result = self.timeline.evaluate(step)
        for _ in range(MAX_QUESTIONS):
            if result.error is not None or result.assessment is None or result.assessment.question is None:
                break
            value = answer_value(data.draw, result.assessment.question)
            if value is None:
                break
            try:
                facts = result.assessment.question.answer(step.facts, value)
            except ValueError:
                break
            answered = self.timeline.evaluate(replace(step, facts=facts))
            if answered.error is not None:
                break  # refused: the wizard keeps the answers before it; so does the machine
            STATS["questions_answered"] += 1
            step, result = answered.step, answered
        if result.error is None:
            self.in_hand = result
            KINDS_RULED.add(irregularity.kind.value)
        STATS["steps"] += 1

    @precondition(lambda self: self.timeline is not None and self.in_hand is None
                  and any(p.kind in CHOICE_PROMPTS for p in self.timeline.prompts()))  # fmt: skip
    @rule(data=st.data())
    def settle_prompt(self, data: st.DataObject) -> None:
        assert self.timeline is not None
        prompts = [p for p in self.timeline.prompts() if p.kind in CHOICE_PROMPTS]
        if not prompts:
            return
        result = self.timeline.evaluate(Step(None, data.draw(st.sampled_from(prompts))))
        if result.error is None:
            self.in_hand = result
            STATS["later_choices"] += 1
        STATS["steps"] += 1

    @precondition(lambda self: self.in_hand is not None)
    @rule(data=st.data())
    def choose(self, data: st.DataObject) -> None:
        assert self.timeline is not None and self.in_hand is not None
        resolution = self.in_hand.resolution
        if resolution is None or not resolution.pending:
            return
        choice = resolution.pending[0]
        option = data.draw(st.sampled_from(choice.options))
        step = self.in_hand.step
        result = self.timeline.evaluate(replace(step, chosen=(*step.chosen, (choice.id, option.id))))
        assert result.error is None, result.error
        self.in_hand = result
        STATS["steps"] += 1

    @precondition(lambda self: self.in_hand is not None)
    @rule(apply=st.booleans())
    def finish(self, apply: bool) -> None:
        """Apply the ruling in hand, or move on: a ruling given in full stays in the story, else it is dropped."""
        assert self.timeline is not None and self.in_hand is not None
        if not self.in_hand.complete:
            if not apply:
                self.in_hand = None  # cancelled
            return
        if apply:
            result = self.timeline.evaluate(replace(self.in_hand.step, applied=True))
            if result.applied is None:  # the record cannot take its corrections: refused, nothing changes
                assert result.error is not None and result.error.reason == "record_cannot_take"
                return
            self.timeline = self.timeline.commit(result)
            STATS["rulings_applied"] += 1
        else:
            self.timeline = self.timeline.commit(self.in_hand)
        self.in_hand = None
        STATS["steps"] += 1

    # -- the invariant --------------------------------------------------------------------------------------

    @invariant()
    def save_load_replay_gives_what_the_director_sees(self) -> None:
        timeline = self.timeline
        if timeline is None or (not timeline.done and self.in_hand is None):
            return
        STATS["checks"] += 1
        steps = (*timeline.steps, *((self.in_hand.step,) if self.in_hand is not None else ()))
        saved = Incident(timeline.record, steps, timeline.initial, in_hand=self.in_hand is not None)
        text = incident.dumps(saved)
        loaded = incident.loads(text)
        assert loaded == saved
        assert incident.dumps(loaded) == text
        story = loaded.replay()
        assert (story.error, story.failed, story.changed) == (None, None, ())
        assert story.record == timeline.record
        assert story.table == timeline.table
        assert story.prompts() == timeline.prompts()
        assert [r.step for r in story.timeline.done] == [r.step for r in timeline.done]
        assert [r.ruling for r in story.timeline.done] == [r.ruling for r in timeline.done]
        shown = [*timeline.done, *((self.in_hand,) if self.in_hand is not None else ())]
        assert len(story.results) == len(shown)
        if self.in_hand is not None:
            assert story.current is not None
            assert story.current.assessment == self.in_hand.assessment
            assert story.current.resolution == self.in_hand.resolution
        for lang in CODES:
            assert _texts(story.results, lang) == _texts(shown, lang)

    def teardown(self) -> None:
        _stats()


def _texts(results: Any, lang: str) -> list[list[str]]:
    out = []
    for r in results:
        if r.ruling is not None and r.resolution is not None:
            out.append(rule_text.ruling_lines(r.ruling, r.resolution, lang))
        elif r.assessment is not None and r.assessment.question is not None:
            out.append([rule_text.question_text(r.assessment.question, lang)])
    return out


StoryMachine.TestCase.settings = settings(
    max_examples=EXAMPLES, stateful_step_count=STEPS, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)  # fmt: skip
test_story_round_trip_is_an_invariant = StoryMachine.TestCase
