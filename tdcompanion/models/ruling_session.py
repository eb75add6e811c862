"""The irregularity wizard's state over the rules core: one board, one ruling at a time, and the
table state that the rulings leave behind as play goes on.

A :class:`RulingSession` holds no law: it asks the core (:func:`~tdcompanion.core.laws.assess`)
for the next question or the ruling, keeps the answers (:class:`~tdcompanion.core.laws.Facts`)
and the options chosen, and applies the ruling with :func:`~tdcompanion.core.laws.apply_ruling`.
Answers the core refuses (:class:`~tdcompanion.core.laws.InconsistentFacts`) are not taken: the
refusal is kept for the view to explain and nothing answered before is lost.

The table state (penalty cards, lead restrictions, notes, reminders, trick transfers) follows the
play record of the board: :meth:`RulingSession.follow` advances it as cards are played, and goes
back to the last state it can replay from when the record is undone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from tdcompanion.core.incident import Incident
from tdcompanion.core.laws import (
    WBF2017,
    Applied,
    Assessment,
    BoardRecord,
    Facts,
    FactValue,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    Prompt,
    PromptKind,
    Question,
    Resolution,
    Ruling,
    TableState,
    TableStateError,
    UnsupportedIrregularityError,
    apply_ruling,
    assess,
    detect,
)
from tdcompanion.core.laws.ruling import FollowUp
from tdcompanion.core.play import PlayRecord
from tdcompanion.models.text import interface_language

__all__ = ["Refusal", "RulingSession", "interface_language", "laws_record", "other_language"]


def other_language(lang: str) -> str:
    return "en" if lang == "el" else "el"


def laws_record(record: BoardRecord) -> BoardRecord:
    """The board as the laws see it, from the editor's snapshot: :attr:`BoardRecord.for_laws`."""
    return record.for_laws


@dataclass(frozen=True)
class Refusal:
    """Facts the core refused: its ``reason`` id, the ``fact`` at fault, the ``params``."""

    reason: str
    fact: str | None
    params: dict[str, object]


class RulingSession(QObject):
    """One board's rulings: the irregularity in hand, its facts, the ruling and the table state.

    ``changed`` is emitted after anything here changes; ``applied(Applied)`` after a ruling is put
    into effect (the owner writes ``Applied.record`` back to the board).
    """

    changed = Signal()
    applied = Signal(object)

    def __init__(self, record: BoardRecord, parent: QObject | None = None, *, table: TableState | None = None) -> None:
        super().__init__(parent)
        self._record = record
        self._table = table if table is not None else TableState()
        self._snapshots: list[TableState] = [self._table]
        self._irregularity: Irregularity | None = None
        self._preset_table: TableState | None = None
        self._facts = Facts()
        self._chosen: dict[str, str] = {}
        self._assessment: Assessment | None = None
        self._refusal: Refusal | None = None
        self._unsupported = ""
        self._done: Applied | None = None
        self._ruled_on: BoardRecord | None = None
        self._ruled_table = self._table
        self._taken_back: dict[str, FactValue] = {}

    # --- reading -------------------------------------------------------------------------

    @property
    def record(self) -> BoardRecord:
        return self._record

    @property
    def table(self) -> TableState:
        """The table state now, after the rulings applied and the cards played since."""
        return self._table

    @property
    def irregularity(self) -> Irregularity | None:
        return self._irregularity

    @property
    def facts(self) -> Facts:
        return self._facts

    @property
    def question(self) -> Question[Any] | None:
        return self._assessment.question if self._assessment is not None else None

    @property
    def ruling(self) -> Ruling | None:
        return self._assessment.ruling if self._assessment is not None else None

    @property
    def refusal(self) -> Refusal | None:
        return self._refusal

    @property
    def unsupported(self) -> str:
        """Why no family rules the irregularity in hand yet (empty when one does)."""
        return self._unsupported

    @property
    def chosen(self) -> dict[str, str]:
        return dict(self._chosen)

    @property
    def resolution(self) -> Resolution | None:
        ruling = self.ruling
        return ruling.resolve(self._chosen) if ruling is not None else None

    @property
    def applied_result(self) -> Applied | None:
        """The last ruling put into effect, until another irregularity is started."""
        return self._done

    def detected(self) -> tuple[Irregularity, ...]:
        """Irregularities the record shows, and calls made by a player the table state binds to pass
        (Law 37): a starting point; the Director may pick another."""
        return detect(self._record, self._table)

    @staticmethod
    def supported() -> tuple[IrregularityKind, ...]:
        return WBF2017.supported()

    def prompts(self) -> tuple[Prompt, ...]:
        """What the Director must settle now on the table (declarer's lead options, reminders ...)."""
        state = self._record.state
        if state is None and self._record.contract is not None and self._record.deal.is_complete:
            state = PlayRecord(self._record.deal, self._record.contract).state  # before the opening lead
        return self._table.prompts(state)

    # --- the board ----------------------------------------------------------------------

    def set_record(self, record: BoardRecord) -> None:
        """The board changed (an edit, a card played, undo): follow it with the table state and
        re-assess the ruling in hand."""
        if record == self._record:
            return
        self._record = record
        self.follow(record.play)
        if self._irregularity is not None and self._done is None:
            self._evaluate(self._facts)
        self.changed.emit()

    def follow(self, play: PlayRecord | None) -> None:
        """Advance the table state along ``play``; after an undo, replay from the last state that fits."""
        if play is None:
            return
        while True:
            try:
                self._table = self._snapshots[-1].advance(play)
                return
            except TableStateError:
                if len(self._snapshots) == 1:
                    self._snapshots[0] = self._table = TableState()
                    continue
                self._snapshots.pop()

    # --- the wizard -----------------------------------------------------------------------

    def start(self, irregularity: Irregularity, facts: Facts | None = None) -> None:
        """Rule on ``irregularity``: the first question, or the ruling if the record tells everything."""
        self._irregularity = irregularity
        self._taken_back = {}
        self._chosen = {}
        self._done = None
        self._preset_table = None
        self._assessment = None  # nothing of the last irregularity may show if the record refuses this one
        self._refusal = None
        self._facts = Facts()
        self._evaluate(facts if facts is not None else Facts())
        self.changed.emit()

    def start_follow_up(self, follow_up: FollowUp, prompt: Prompt | None = None) -> None:
        """Rule next on what an earlier ruling left (a revoke a restored card revealed, Law 14B4; a
        comparable-call judgement left for later, Law 23A); once applied, its ``prompt`` is settled."""
        self.start(Irregularity(follow_up.irregularity, event=follow_up.event))
        if prompt is not None:
            self._preset_table = self._table.with_handled(prompt)

    def start_prompt(self, prompt: Prompt) -> bool:
        """Rule on a table-state prompt (declarer's lead options or designation, Laws 50D2, 51A, 51B);
        False if the core has no ruling for this prompt."""
        if prompt.kind not in (PromptKind.LEAD_PENALTY_CARD_OPTIONS, PromptKind.DESIGNATE_PENALTY_CARD,
                               PromptKind.LEAD_PROHIBITION):  # fmt: skip
            return False
        from tdcompanion.core.laws.prompts import prompt_ruling

        ruling = prompt_ruling(prompt, self._record, self._table)
        if ruling is None:
            return False
        self._irregularity = Irregularity(ruling.irregularity)
        self._chosen = {}
        self._done = None
        self._facts = Facts()
        self._refusal = None
        self._unsupported = ""
        self._assessment = Assessment(None, ruling, (), {}, ())
        self._preset_table = self._table.with_handled(prompt)
        self._ruled_on, self._ruled_table = self._record, self._table
        self.changed.emit()
        return True

    def cancel(self) -> None:
        """Leave the irregularity in hand (its answers are dropped; the table state stays)."""
        self._irregularity = None
        self._assessment = None
        self._refusal = None
        self._unsupported = ""
        self._facts = Facts()
        self._taken_back = {}
        self._chosen = {}
        self._done = None
        self._preset_table = None
        self.changed.emit()

    def answer(self, value: object) -> bool:
        """Answer the open question; False (and :attr:`refusal` set) if the core refuses it, in
        which case the answers stay as they were."""
        question = self.question
        if question is None:
            return False
        try:
            facts = question.answer(self._facts, value)
        except ValueError as exc:
            self._refusal = Refusal("bad_value", question.id, {"message": str(exc)})
            self.changed.emit()
            return False
        ok = self._evaluate(facts)
        self.changed.emit()
        return ok

    def can_go_back(self) -> bool:
        return self._assessment is not None and bool(self._assessment.answered) and self._done is None

    def back(self) -> None:
        """Take back the last answer used (the question is asked again)."""
        if not self.can_go_back():
            return
        assert self._assessment is not None
        last = self._assessment.answered[-1]
        self._taken_back[last] = self._facts[last]
        self._chosen = {}
        self._evaluate(self._facts.without(last))
        self.changed.emit()

    def previous_answer(self, question: Question[Any]) -> object | None:
        """The answer given to ``question`` before it was taken back (to show it again), if any."""
        raw = self._facts.get(question.id, self._taken_back.get(question.id))
        if raw is None:
            return None
        try:
            return question.fact.decode(raw)
        except ValueError:
            return None

    def choose(self, choice_id: str, option_id: str) -> None:
        """The chooser (the non-offending side, Law 10C) takes ``option_id`` of ``choice_id``."""
        ruling = self.ruling
        if ruling is None or self._done is not None:
            return
        chosen = {**self._chosen, choice_id: option_id}
        ruling.resolve(chosen)  # raises UnknownOptionError for an option the ruling does not offer
        self._chosen = chosen
        self.changed.emit()

    def unchoose(self, choice_id: str) -> None:
        """Take back a choice and the choices that opened after it."""
        if self._done is not None or choice_id not in self._chosen:
            return
        resolution = self.resolution
        assert resolution is not None
        order = [c for c, _ in resolution.chosen]
        keep = order[: order.index(choice_id)]
        self._chosen = {c: self._chosen[c] for c in keep}
        self.changed.emit()

    def can_apply(self) -> bool:
        resolution = self.resolution
        return resolution is not None and not resolution.pending and self._done is None

    def apply(self) -> Applied | None:
        """Put the ruling into effect with the options chosen: the corrected record and the new
        table state. Emits ``applied``."""
        ruling = self.ruling
        if ruling is None or not self.can_apply():
            return None
        base = self._preset_table if self._preset_table is not None else self._table
        done = apply_ruling(ruling, self._chosen, self._record, base)
        self._done = done
        self._table = done.table
        self._snapshots.append(done.table)
        self._record = done.record
        self.applied.emit(done)
        self.changed.emit()
        return done

    def incident(self, note: str = "") -> Incident | None:
        """The irregularity in hand as an incident: the record and table as they were
        when it was ruled on, the facts, the ruling and the options chosen."""
        if self._irregularity is None:
            return None
        return Incident(record=self._ruled_on if self._ruled_on is not None else self._record,
                        irregularity=self._irregularity, facts=self._facts, table=self._ruled_table,
                        ruling=self.ruling, chosen=tuple(self._chosen.items()), note=note)  # fmt: skip

    # --- evaluation ----------------------------------------------------------------------

    def _evaluate(self, facts: Facts) -> bool:
        assert self._irregularity is not None
        self._unsupported = ""
        try:
            assessment = assess(self._record, self._irregularity, facts, table=self._table)
        except InconsistentFacts as exc:
            self._refusal = Refusal(exc.reason, exc.fact, dict(exc.params))
            return False
        except UnsupportedIrregularityError as exc:
            self._unsupported = str(exc)
            self._assessment = None
            self._facts = facts
            return False
        self._refusal = None
        self._facts = facts
        self._assessment = assessment
        self._ruled_on = self._record
        self._ruled_table = self._table
        return True
