"""The irregularity wizard's state over the rules core: one board's story (every ruling given on it and
every later choice), the step in hand, and the table state the steps leave as play goes on.

A :class:`RulingSession` holds no law and no evaluation of its own: it keeps a
:class:`~tdcompanion.core.laws.timeline.Timeline` and the :class:`~tdcompanion.core.laws.timeline.Step`
in hand, and asks :meth:`Timeline.evaluate` for the next question or the ruling and
:meth:`Timeline.commit` to put it into effect, the same calls that :func:`~tdcompanion.core.laws.timeline.replay`
makes when an incident file is loaded, so a reopened incident is exactly what the Director saw.
Answers the core refuses are not taken: the refusal is kept for the view to explain and nothing
answered before is lost.

The table state follows the play record of the board (:meth:`RulingSession.set_record`); an undo
that takes the board back before a ruling takes that ruling back too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from tdcompanion.core.incident import Incident
from tdcompanion.core.laws import (
    WBF2017,
    Applied,
    BoardRecord,
    Facts,
    FactValue,
    Irregularity,
    IrregularityKind,
    Lawbook,
    Prompt,
    Question,
    Resolution,
    Ruling,
    TableState,
)
from tdcompanion.core.laws.imposed_penalty import ImposedPenalty
from tdcompanion.core.laws.ruling import FollowUp
from tdcompanion.core.laws.timeline import CHOICE_PROMPTS, Step, StepResult, Timeline
from tdcompanion.models.text import interface_language
from tdcompanion.wording.languages import CODES, SOURCE

__all__ = ["Refusal", "RulingSession", "interface_language", "other_language"]


def other_language(lang: str) -> str:
    """The language the wizard offers a ruling in besides ``lang``: English, or from English the first translation."""
    return SOURCE.code if lang != SOURCE.code else next(code for code in CODES if code != SOURCE.code)


@dataclass(frozen=True)
class Refusal:
    """Facts the core refused: its ``reason`` id, the ``fact`` at fault, the ``params``."""

    reason: str
    fact: str | None
    params: dict[str, object]


class RulingSession(QObject):
    """One board's story and the step in hand: its facts, the ruling and the table state.

    ``changed`` is emitted after anything here changes; ``applied(Applied)`` after a ruling is put
    into effect (the owner writes ``Applied.record`` back to the board).
    """

    changed = Signal()
    applied = Signal(object)

    def __init__(self, record: BoardRecord, parent: QObject | None = None, *, table: TableState | None = None,
                 lawbook: type[Lawbook] = WBF2017) -> None:  # fmt: skip
        super().__init__(parent)
        self._timeline = Timeline.start(record, table, lawbook)
        self._step: Step | None = None
        self._result: StepResult | None = None  # the last evaluation of the step in hand the core accepted
        self._refusal: Refusal | None = None
        self._unsupported = ""
        self._done: StepResult | None = None  # the step just applied, shown until another starts
        self._taken_back: dict[str, FactValue] = {}

    # --- reading -------------------------------------------------------------------------

    @property
    def timeline(self) -> Timeline:
        return self._timeline

    @property
    def record(self) -> BoardRecord:
        return self._timeline.record

    @property
    def table(self) -> TableState:
        """The table state now, after the rulings applied and the cards played since."""
        return self._timeline.table

    @property
    def _shown(self) -> StepResult | None:
        return self._done if self._done is not None else self._result

    @property
    def step(self) -> Step | None:
        """The step in hand (or just applied)."""
        shown = self._shown
        return shown.step if shown is not None else self._step

    @property
    def irregularity(self) -> Irregularity | None:
        """What the step in hand rules on; for a later choice, the irregularity its ruling names."""
        step = self.step
        if step is None:
            return None
        if step.irregularity is not None:
            return step.irregularity
        ruling = self.ruling
        return Irregularity(ruling.irregularity) if ruling is not None else None

    @property
    def prompt(self) -> Prompt | None:
        """The prompt the later choice in hand settles (``None`` for a ruling on an irregularity)."""
        step = self.step
        return step.prompt if step is not None and step.is_later_choice else None

    @property
    def facts(self) -> Facts:
        step = self.step
        return step.facts if step is not None else Facts()

    @property
    def question(self) -> Question[Any] | None:
        shown = self._shown
        return shown.assessment.question if shown is not None and shown.assessment is not None else None

    @property
    def ruling(self) -> Ruling | None:
        shown = self._shown
        return shown.ruling if shown is not None else None

    @property
    def refusal(self) -> Refusal | None:
        return self._refusal

    @property
    def unsupported(self) -> str:
        """Why no family rules the irregularity in hand yet (empty when one does)."""
        return self._unsupported

    @property
    def chosen(self) -> dict[str, str]:
        step = self.step
        return step.chosen_options if step is not None else {}

    @property
    def resolution(self) -> Resolution | None:
        """The options chosen resolved, as the core ruled the step (``None`` before the ruling)."""
        shown = self._shown
        return shown.resolution if shown is not None else None

    @property
    def applied_result(self) -> Applied | None:
        """The last ruling put into effect, until another step is started."""
        return self._done.applied if self._done is not None else None

    def detected(self) -> tuple[Irregularity, ...]:
        """Irregularities the record shows, and calls and cards the table state forbids (Laws 37,
        50D, 52, 61A), that no ruling has been given on: a starting point; the Director may pick another."""
        return self._timeline.detected()

    def findings(self) -> tuple[tuple[Irregularity, bool], ...]:
        """Every irregularity the record and the table state show, each with whether a ruling has been
        given on it (:meth:`Timeline.findings`)."""
        return self._timeline.findings()

    @property
    def lawbook(self) -> type[Lawbook]:
        """The edition of the Laws this session rules under."""
        return self._timeline.lawbook

    def supported(self) -> tuple[IrregularityKind, ...]:
        return self.lawbook.supported()

    def kind_groups(self) -> tuple[tuple[IrregularityKind, ...], ...]:
        """The kinds this session's lawbook rules, grouped as the wizard offers them (``Lawbook.groups``)."""
        return self.lawbook.groups()

    def prompts(self) -> tuple[Prompt, ...]:
        """What the Director must settle now on the table (declarer's lead options, reminders ...)."""
        return self._timeline.prompts()

    def steps(self) -> tuple[Step, ...]:
        """The board's story as an incident keeps it: the steps done, then the one in hand (if any)."""
        steps = self._timeline.steps
        if self._step is None:
            return steps
        given = self._result.step if self._result is not None else replace(self._step, record=self.record, ruling=None)
        return (*steps, given)

    # --- the board ----------------------------------------------------------------------

    def set_record(self, record: BoardRecord) -> None:
        """The board changed (an edit, a card played, undo): follow it with the table state and
        re-assess the step in hand."""
        if record == self._timeline.record:
            return
        before = len(self._timeline.done)
        self._timeline = self._timeline.follow(record)
        if len(self._timeline.done) < before:
            self._done = None  # the undo took the ruling shown back
        if self._step is not None:
            self._evaluate(self._step, keep_on_error=True)
        self.changed.emit()

    def reopen(self, timeline: Timeline, current: StepResult | None) -> None:
        """Continue a story replayed from a file: its timeline, and the step in hand if any (else the
        last step applied is shown, as it was when saved)."""
        self._timeline = timeline
        self._clear()
        if current is not None:
            self._step = current.step
            self._result = current if current.error is None else None
            if current.error is not None:
                self._refusal = Refusal(current.error.reason, current.error.fact, dict(current.error.params))
        elif timeline.done and timeline.done[-1].applied is not None:
            self._done = timeline.done[-1]
        self.changed.emit()

    # --- the wizard -----------------------------------------------------------------------

    def start(self, irregularity: Irregularity, facts: Facts | None = None) -> None:
        """Rule on ``irregularity``: the first question, or the ruling if the record tells everything."""
        self._begin(Step(irregularity, facts=facts if facts is not None else Facts()))

    def start_follow_up(self, follow_up: FollowUp, prompt: Prompt | None = None) -> None:
        """Rule next on what an earlier ruling left (a revoke a restored card revealed, Law 14B4; a
        comparable-call judgement left for later, Law 23A); once applied, its ``prompt`` is settled."""
        irregularity = Irregularity(follow_up.irregularity, event=follow_up.event)
        self._begin(Step(irregularity, prompt, facts=Facts(follow_up.preset)))

    def start_prompt(self, prompt: Prompt) -> bool:
        """Settle a table-state prompt (declarer's lead options or designation, Laws 50D2, 51A, 51B; a
        26B prohibition); False if the core has no ruling for it."""
        if prompt.kind not in CHOICE_PROMPTS:
            return False
        result = self._timeline.evaluate(Step(None, prompt))
        if result.error is not None:
            return False
        self._begin(Step(None, prompt))
        return True

    def _begin(self, step: Step) -> None:
        self._keep_given()
        self._clear()
        self._step = step
        self._evaluate(step, keep_on_error=False)
        self.changed.emit()

    def _keep_given(self) -> None:
        """A ruling given in full but not applied stays in the story when the Director moves on."""
        result = self._result
        if self._step is not None and result is not None and result.complete and self._done is None:
            self._timeline = self._timeline.commit(result)

    def _clear(self) -> None:
        self._step = None
        self._result = None
        self._done = None
        self._refusal = None
        self._unsupported = ""
        self._taken_back = {}

    def cancel(self) -> None:
        """Leave the step in hand (its answers are dropped; the table state stays)."""
        self._clear()
        self.changed.emit()

    def new_ruling(self) -> None:
        """Done with the step in hand: a ruling given in full stays in the story, applied or not."""
        self._keep_given()
        self._clear()
        self.changed.emit()

    def answer(self, value: object) -> bool:
        """Answer the open question; False (and :attr:`refusal` set) if the core refuses it, in
        which case the answers stay as they were."""
        question = self.question
        if question is None or self._step is None:
            return False
        try:
            facts = question.answer(self._step.facts, value)
        except ValueError as exc:
            self._refusal = Refusal("bad_value", question.id, {"message": str(exc)})
            self.changed.emit()
            return False
        ok = self._evaluate(replace(self._step, facts=facts, chosen=()), keep_on_error=False)
        self.changed.emit()
        return ok

    def can_go_back(self) -> bool:
        result = self._result
        return (self._done is None and result is not None and result.assessment is not None
                and bool(result.assessment.answered))  # fmt: skip

    def back(self) -> None:
        """Take back the last answer used (the question is asked again)."""
        if not self.can_go_back():
            return
        assert self._result is not None and self._result.assessment is not None and self._step is not None
        last = self._result.assessment.answered[-1]
        self._taken_back[last] = self._step.facts[last]
        self._evaluate(replace(self._step, facts=self._step.facts.without(last), chosen=()), keep_on_error=False)
        self.changed.emit()

    def previous_answer(self, question: Question[Any]) -> object | None:
        """The answer given to ``question`` before it was taken back (to show it again), if any."""
        raw = self.facts.get(question.id, self._taken_back.get(question.id))
        if raw is None:
            return None
        try:
            value: object = question.fact.decode(raw)
        except ValueError:
            return None
        return value

    def choose(self, choice_id: str, option_id: str) -> None:
        """The chooser (the non-offending side, Law 10C) takes ``option_id`` of ``choice_id``."""
        ruling = self.ruling
        if ruling is None or self._done is not None or self._step is None:
            return
        chosen = {**self._step.chosen_options, choice_id: option_id}
        ruling.resolve(chosen)  # raises UnknownOptionError for an option the ruling does not offer
        self._evaluate(replace(self._step, chosen=tuple(chosen.items())), keep_on_error=False)
        self.changed.emit()

    def unchoose(self, choice_id: str) -> None:
        """Take back a choice and the choices that opened after it."""
        if self._done is not None or self._step is None or choice_id not in self._step.chosen_options:
            return
        resolution = self.resolution
        assert resolution is not None
        order = [c for c, _ in resolution.chosen]
        keep = order[: order.index(choice_id)]
        chosen = self._step.chosen_options
        self._evaluate(replace(self._step, chosen=tuple((c, chosen[c]) for c in keep)), keep_on_error=False)
        self.changed.emit()

    @property
    def penalties(self) -> tuple[ImposedPenalty, ...]:
        """The procedural or disciplinary penalties imposed with the ruling in hand (Laws 90, 91A)."""
        return self._step.penalties if self._step is not None else ()

    def can_penalise(self) -> bool:
        """A ruling on an irregularity is in hand, not applied yet: a penalty can go with it."""
        return self._done is None and self._step is not None and self._step.irregularity is not None

    def set_penalties(self, penalties: tuple[ImposedPenalty, ...]) -> None:
        """The penalties imposed with the ruling in hand, in addition to its rectification; they change neither
        the ruling nor the board, and are kept with the step (the incident file, ``rule``, the report)."""
        if not self.can_penalise():
            return
        assert self._step is not None
        self._evaluate(replace(self._step, penalties=tuple(penalties)), keep_on_error=False)
        self.changed.emit()

    def can_apply(self) -> bool:
        result = self._result
        return self._done is None and self._step is not None and result is not None and result.complete

    def apply(self) -> Applied | None:
        """Put the ruling into effect with the options chosen: the corrected record and the new
        table state. Emits ``applied``."""
        if not self.can_apply():
            return None
        assert self._step is not None
        result = self._timeline.evaluate(replace(self._step, applied=True))
        if result.applied is None:
            if result.error is not None:  # the record cannot take the ruling's corrections: say why, keep all
                self._refusal = Refusal(result.error.reason, result.error.fact, dict(result.error.params))
                self.changed.emit()
            return None
        self._timeline = self._timeline.commit(result)
        self._clear()
        self._done = result
        self.applied.emit(result.applied)
        self.changed.emit()
        return result.applied

    def incident(self, note: str = "") -> Incident | None:
        """The board's story as an incident: the record now, every step with the record it was given
        on, and the table state the story started from; ``None`` before the first step."""
        steps = self.steps()
        if not steps:
            return None
        return Incident(record=self.record, steps=steps, table=self._timeline.initial, in_hand=self._step is not None,
                        note=note, lawbook=self.lawbook.name)  # fmt: skip

    # --- evaluation ----------------------------------------------------------------------

    def _evaluate(self, step: Step, *, keep_on_error: bool) -> bool:
        """Rule on ``step`` now. A refusal keeps the step as it was (the answers given before stay);
        after a change of the board (``keep_on_error``), the step follows the board all the same."""
        self._unsupported = ""
        result = self._timeline.evaluate(step)
        error = result.error
        if error is not None and error.reason == "unsupported":
            self._unsupported = str(error.params.get("message", ""))
            self._step, self._result, self._refusal = step, None, None
            return False
        if error is not None:
            self._refusal = Refusal(error.reason, error.fact, dict(error.params))
            if keep_on_error or self._result is None:
                self._step, self._result = step, None  # nothing to show but the refusal
            return False
        self._refusal = None
        self._step = step
        self._result = result
        return True
