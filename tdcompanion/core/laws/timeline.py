"""One board's story: every ruling given on it, every later choice, and the table state they leave
as the record runs on (Laws 10, 12, 50-52, 64 across tricks).

A :class:`Step` is what the Director did, as the incident file keeps it: a ruling on an
irregularity (its facts and the options chosen), or a later choice the table state asked for (a
:class:`~tdcompanion.core.laws.table_state.Prompt` settled: declarer's Law 50D2/51B lead options,
his 51A designation, a 26B prohibition). A :class:`Timeline` is the board as it stands: the record
now, the table state now, and the steps committed so far with the table state each left.

There is one evaluation: :meth:`Timeline.evaluate` rules on a step against the record and table
state of the timeline, and :meth:`Timeline.commit` puts it into effect. The wizard calls them as the
Director works; :func:`replay` calls them again, step by step, when a file is loaded, so a saved
incident gives back exactly the rulings, option texts, table state and open prompts the Director saw.
The result of a replay is a frozen :class:`Replay` (an ``Outcome``, in python-chess's sense) that the
command line, the wizard, the report and the score tab all read.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from tdcompanion.core.cards import Card
from tdcompanion.core.laws.engine import (
    WBF2017,
    Applied,
    Assessment,
    EarlierRuling,
    InconsistentFacts,
    Irregularity,
    Lawbook,
    UnsupportedIrregularityError,
    apply_ruling,
    assess,
    detect,
    earlier_refusal,
)
from tdcompanion.core.laws.facts import Facts
from tdcompanion.core.laws.imposed_penalty import ImposedPenalty
from tdcompanion.core.laws.prompts import prompt_ruling
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import IrregularityKind, Resolution, Ruling, UnknownOptionError
from tdcompanion.core.laws.table_state import Prompt, PromptKind, TableState, TableStateError, leads_to
from tdcompanion.core.play import PlayError, PlayRecord, PlayState
from tdcompanion.core.seats import Seat

#: The prompts a later choice can settle: the core has a ruling for each (Laws 26B, 50D2, 51A, 51B).
CHOICE_PROMPTS = (PromptKind.LEAD_PENALTY_CARD_OPTIONS, PromptKind.DESIGNATE_PENALTY_CARD, PromptKind.LEAD_PROHIBITION)


@dataclass(frozen=True)
class Position:
    """How far the board record had gone: ``calls`` auction entries and ``events`` play events
    (``None`` when the auction or the play was not recorded at all)."""

    calls: int | None
    events: int | None

    @classmethod
    def of(cls, record: BoardRecord) -> Position:
        return cls(len(record.auction.entries) if record.auction is not None else None,
                   len(record.play.events) if record.play is not None else None)  # fmt: skip


def prefix(record: BoardRecord, at: Position, *, near: BoardRecord | None = None) -> BoardRecord | None:
    """``record`` as it stood at ``at`` (its first calls and events), or ``None`` if it never had
    that many.

    ``near`` is an earlier point of the same record, when the caller has one (the point the step before
    was given on): the play is then taken on from it event by event, not replayed from the first card,
    so the points of a story read in order cost one step an event."""
    if at == Position.of(record):
        return record
    auction = record.auction
    if at.calls is None:
        auction = None
    elif auction is None or at.calls > len(auction.entries):
        return None
    elif near is not None and near.auction is not None and near.auction.entries == auction.entries[: at.calls]:
        auction = near.auction if len(near.auction.entries) == at.calls else auction.upto(at.calls)
    else:
        auction = auction.upto(at.calls)
    play: PlayRecord | None = record.play
    if at.events is None:
        play = None
    elif play is None or at.events > len(play.events):
        return None
    else:
        play = _taken_on(near.play if near is not None else None, play, at.events)
    try:
        return BoardRecord(record.deal, auction, play, record.number, record.dealer, record.vulnerability)
    except ValueError:
        return None


def _taken_on(near: PlayRecord | None, play: PlayRecord, count: int) -> PlayRecord:
    """The first ``count`` events of ``play``: ``near`` with the events after it added, when ``near`` is
    an earlier point of ``play`` (same deal, contract and first events), else a replay of them."""
    if count == len(play.events):
        return play
    if near is None or len(near.events) > count or not leads_to(near, play):
        return play.upto(count)
    for event in play.events[len(near.events) : count]:
        near = near.add(event)
    return near


@dataclass(frozen=True)
class Step:
    """One thing the Director did on the board: a ruling on ``irregularity`` with the ``facts``
    answered, or (``irregularity`` ``None``) a later choice on ``prompt``; the options ``chosen``
    (choice id -> option id, in the order taken) and whether it was ``applied`` (put into effect).

    A ruling may also name the ``prompt`` it settles (a follow-up an earlier ruling left, Law 14B4), and
    carry the procedural or disciplinary ``penalties`` the Director imposed with it (Laws 90, 91A:
    :mod:`~.imposed_penalty`), which change neither the ruling nor the board. As kept in a file,
    ``record`` is the board as it stood when the step was given and ``ruling`` the ruling then given;
    :meth:`Timeline.evaluate` fills both in.
    """

    irregularity: Irregularity | None = None
    prompt: Prompt | None = None
    facts: Facts = field(default_factory=Facts)
    chosen: tuple[tuple[str, str], ...] = ()
    applied: bool = False
    record: BoardRecord | None = None
    ruling: Ruling | None = None
    penalties: tuple[ImposedPenalty, ...] = ()

    def __post_init__(self) -> None:
        if self.irregularity is None and self.prompt is None:
            raise ValueError("a step rules on an irregularity or settles a prompt")
        if self.penalties and self.irregularity is None:
            raise ValueError("a penalty is imposed with a ruling on an irregularity, not with a later choice")

    @property
    def is_later_choice(self) -> bool:
        """A choice the table state asked for after a ruling (no irregularity of its own)."""
        return self.irregularity is None

    @property
    def chosen_options(self) -> dict[str, str]:
        return dict(self.chosen)


@dataclass(frozen=True)
class StepError:
    """Why a step cannot be ruled as it stands: ``reason`` is a machine-readable id
    (``"contradicts_record"``, ``"unsupported"``, ``"unknown_option"``, ``"prompt_not_open"`` ...,
    or any reason of :class:`~tdcompanion.core.laws.engine.InconsistentFacts`), ``fact`` the answer
    at fault, ``params`` what the explanation needs."""

    reason: str
    fact: str | None = None
    params: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))


@dataclass(frozen=True)
class StepResult:
    """A step ruled: the ``step`` as given (with its record and ruling), the ``table`` state it was
    ruled against, the ``assessment`` (the next question, or the ruling), the ``resolution`` of the
    options chosen and, once applied, what it did (``applied``). ``error`` when it cannot be ruled."""

    step: Step
    table: TableState
    assessment: Assessment | None = None
    resolution: Resolution | None = None
    applied: Applied | None = None
    error: StepError | None = None
    on: Irregularity | None = field(default=None, compare=False)
    """What the step ruled on, with its place in the record (its call or play event): set when the step
    becomes part of the story (:meth:`Timeline.commit`, :func:`ruled_on`)."""

    @property
    def ruling(self) -> Ruling | None:
        return self.assessment.ruling if self.assessment is not None else None

    @property
    def record(self) -> BoardRecord:
        assert self.step.record is not None
        return self.step.record

    @property
    def pending(self) -> bool:
        """A question or a choice is still open."""
        return self.ruling is None or self.resolution is None or bool(self.resolution.pending)

    @property
    def complete(self) -> bool:
        """Ruled with every choice made, and nothing refused."""
        return self.error is None and not self.pending


@dataclass(frozen=True)
class Timeline:
    """The board as it stands: the ``record`` now, the ``table`` state now, and the steps
    ``done`` so far, each with the table state it left (``after``), from the ``initial`` table.

    Immutable: every method returns a new timeline.
    """

    record: BoardRecord
    table: TableState = field(default_factory=TableState)
    done: tuple[StepResult, ...] = ()
    after: tuple[TableState, ...] = ()
    initial: TableState = field(default_factory=TableState)
    lawbook: type[Lawbook] = WBF2017

    @classmethod
    def start(cls, record: BoardRecord, table: TableState | None = None,
              lawbook: type[Lawbook] = WBF2017) -> Timeline:  # fmt: skip
        """The board before any step, with the ``table`` state earlier rulings left (none by default);
        the table applies ``lawbook``'s rules of penalty cards."""
        initial = replace(table if table is not None else TableState(), lawbook=lawbook)
        return cls(record, initial, initial=initial, lawbook=lawbook).follow(record, force=True)

    # -- reading ----------------------------------------------------------------------------------

    @property
    def state(self) -> PlayState | None:
        """The play as it stands, or before the opening lead once the contract is known."""
        record = self.record
        if record.state is not None:
            return record.state
        if record.contract is not None and record.deal.is_complete:
            return PlayRecord(record.deal, record.contract).state
        return None

    def prompts(self) -> tuple[Prompt, ...]:
        """What the Director must settle now on the table (declarer's lead options, reminders ...)."""
        return self.table.prompts(self.state)

    def detected(self) -> tuple[Irregularity, ...]:
        """The irregularities the record and the table state show that no step has ruled on yet (a
        starting point for the Director)."""
        return tuple(i for i, ruled in self.findings() if not ruled)

    def findings(self) -> tuple[tuple[Irregularity, bool], ...]:
        """Every irregularity the record and the table state show, in order, each with whether a step
        has ruled on it (:meth:`ruled`)."""
        ruled = set(self.ruled())
        return tuple((i, i in ruled) for i in detect(self.record, self.table))

    def ruled(self) -> tuple[Irregularity, ...]:
        """What the rulings given so far were on, in order, each with its place in the record when it has
        one (:func:`ruled_on`)."""
        return tuple(r.on if r.on is not None else r.step.irregularity for r in self.done
                     if r.step.irregularity is not None)  # fmt: skip

    def earlier(self) -> dict[int, EarlierRuling]:
        """The rulings on an irregularity given so far, by the index of their step: those a later step may find
        wrong (the Director's error, Law 82; a ruling on his own error is not one of them)."""
        return {index: EarlierRuling(r.on if r.on is not None else r.step.irregularity, r.ruling)
                for index, r in enumerate(self.done) if r.step.irregularity is not None and r.ruling is not None
                and r.step.irregularity.kind is not IrregularityKind.DIRECTOR_ERROR}  # fmt: skip

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(r.step for r in self.done)

    def returned(self) -> dict[tuple[Seat, Card, int], int]:
        """The cards the play shows exposed that have gone back to the hand: each as (seat, card, the event
        it was exposed at, :attr:`ExposedCard.index <tdcompanion.core.play_state.ExposedCard.index>`), with
        how many play events the record had when it went back. A card exposed goes back when a ruling that
        deals with it leaves it no penalty card: the ruling on its exposure (declarer's card, Law 48A; a
        card exposed without penalty, Law 47), the ruling that withdrew it (Law 62), or a later ruling or
        choice that has it picked up (declarer forbids or requires its suit, Laws 50D2, 51B). The play
        record keeps the exposure (nothing was played); the diagrams show it no longer (issue 21)."""
        state = self.record.state
        if state is None:
            return {}
        held = {(p.seat, p.card) for p in self.table.penalty_cards}
        back: dict[tuple[Seat, Card, int], int] = {}
        for result, after in zip(self.done, self.after, strict=True):
            applied = result.applied
            if applied is None:
                continue
            given_at = _events(result.step.record)
            made_to = _events(applied.record)
            before = {(p.seat, p.card) for p in result.table.penalty_cards}
            now = {(p.seat, p.card) for p in after.penalty_cards}
            on = result.on.event if result.on is not None else None
            for exposed in state.exposed:
                key = (exposed.seat, exposed.card)
                if key in held or key in now:
                    continue
                if exposed.index == on or key in before:
                    back[(*key, exposed.index)] = given_at
                elif given_at <= exposed.index < made_to:  # the ruling's own correction exposed it
                    back[(*key, exposed.index)] = made_to
        return back

    # -- the board changes ------------------------------------------------------------------------

    def follow(self, record: BoardRecord, *, force: bool = False) -> Timeline:
        """The board changed (an edit, a card played, an undo): the table state follows the play
        from the state the last step left. An undo that goes back before a step takes that step
        back with it (its consequences were put on a record that no longer exists)."""
        if record == self.record and not force:  # the same board (the roles in it are the table's: 54A)
            return self
        done, after = self.done, self.after
        played, now = record.play, self.record.play
        if played is not None and now is not None and self.table.event_count == len(now.events) \
                and leads_to(now, played):  # the board went on: the table state goes on from where it is
            table = self.table.advance(played, since=now)
            return replace(self, record=table.seated(record), table=table)
        while True:
            base = _left(after, self.initial)
            try:
                table = base.advance(record.play) if record.play is not None else base
            except TableStateError:
                if not done:
                    empty = TableState(lawbook=self.lawbook)
                    return replace(self, record=empty.seated(record), initial=empty, table=_advanced(empty, record))
                done, after = done[:-1], after[:-1]
                continue
            return replace(self, record=table.seated(record), table=table, done=done, after=after)

    # -- one evaluation ---------------------------------------------------------------------------

    def evaluate(self, step: Step) -> StepResult:
        """Rule on ``step`` against the record and table state now: the question or the ruling, the
        options chosen resolved, and, when ``step.applied``, the ruling put into effect. Never
        raises for what a file or a Director can enter: what cannot be ruled comes back as ``error``."""
        record, table = self.record, self.table
        given = replace(step, record=record, ruling=None)
        if step.is_later_choice:
            assert step.prompt is not None
            open_now = {p.key: p for p in self.prompts()}
            prompt = open_now.get(step.prompt.key)
            if prompt is None or prompt.kind not in CHOICE_PROMPTS:
                return StepResult(given, table, error=StepError("prompt_not_open", params={"prompt": step.prompt.key}))
            ruling = prompt_ruling(prompt, record, table, self.lawbook)
            if ruling is None:
                return StepResult(given, table, error=StepError("prompt_not_open", params={"prompt": prompt.key}))
            given = replace(given, prompt=prompt)
            assessment = Assessment(None, ruling, (), MappingProxyType({}), ())
        else:
            assert step.irregularity is not None
            earlier = self.earlier()
            missing = _missing(step.irregularity, record, earlier)
            if missing is not None:
                return StepResult(given, table, error=missing)
            try:
                assessment = assess(record, step.irregularity, step.facts, table=table, lawbook=self.lawbook,
                                    earlier=earlier)  # fmt: skip
            except InconsistentFacts as exc:
                return StepResult(given, table, error=StepError(exc.reason, exc.fact, exc.params))
            except UnsupportedIrregularityError as exc:
                return StepResult(given, table, error=StepError("unsupported", params={"message": str(exc)}))
        ruling = assessment.ruling
        given = replace(given, ruling=ruling)
        if ruling is None:
            return StepResult(replace(given, applied=False), table, assessment)
        try:
            resolution = ruling.resolve(step.chosen_options)
        except UnknownOptionError as exc:
            return StepResult(given, table, assessment, error=StepError("unknown_option", params={"message": str(exc)}))
        if not step.applied or resolution.pending:
            return StepResult(replace(given, applied=False), table, assessment, resolution)
        base = table.with_handled(step.prompt) if step.prompt is not None else table
        try:
            applied = apply_ruling(ruling, step.chosen_options, record, base)
        except PlayError as exc:  # a card correction the play as recorded cannot have had
            error = StepError("record_cannot_take", params={"message": exc.reason})
            return StepResult(replace(given, applied=False), table, assessment, resolution, error=error)
        return StepResult(given, table, assessment, resolution, applied)

    def commit(self, result: StepResult) -> Timeline:
        """``result`` becomes part of the story; an applied ruling puts its corrections on the record
        and its consequences on the table state."""
        if result.on is None and result.step.irregularity is not None:
            result = replace(result, on=ruled_on(result, self.lawbook))
        if result.applied is None:  # given, not put into effect: the table stays as the last step left it
            return replace(self, done=(*self.done, result), after=(*self.after, _left(self.after, self.initial)))
        table = result.applied.table
        return replace(self, record=result.applied.record, table=table, done=(*self.done, result),
                       after=(*self.after, table))  # fmt: skip


def ruled_on(result: StepResult, lawbook: type[Lawbook] = WBF2017) -> Irregularity | None:
    """The irregularity ``result``'s step ruled on, with its place in the record: the step's own when it
    names its call or play event (the Director chose it from what the record shows), or when the
    irregularity has no place (a deal's surplus card). Chosen by its kind alone, the family of laws found
    it in the record itself (the first lead out of turn, the last exposure...): it is the one of that kind
    the record showed whose ruling is the ruling given (the only one, most often). ``None`` for a later
    choice."""
    given = result.step.irregularity
    if given is None or given.event is not None or given.call is not None or result.ruling is None:
        return given
    record = result.step.record
    if record is None:
        return given
    placed = [i for i in detect(record, result.table)
              if i.kind is given.kind and (i.event is not None or i.call is not None)]  # fmt: skip
    if len(placed) <= 1:
        return placed[0] if placed else given
    for candidate in placed:
        try:
            assessment = assess(record, candidate, result.step.facts, table=result.table, lawbook=lawbook)
        except (InconsistentFacts, UnsupportedIrregularityError):
            continue
        if assessment.ruling == result.ruling:
            return candidate
    return given


def _events(record: BoardRecord | None) -> int:
    """Play events in ``record`` (none without a play)."""
    return len(record.play.events) if record is not None and record.play is not None else 0


def _left(after: tuple[TableState, ...], initial: TableState) -> TableState:
    """The table state the last step left (``initial`` before any)."""
    return after[-1] if after else initial


def _missing(irregularity: Irregularity, record: BoardRecord,
             earlier: Mapping[int, EarlierRuling]) -> StepError | None:  # fmt: skip
    """The call or play event the irregularity points at, when the record does not have it (an undo
    took it away, or a file says so); for the Director's error (Law 82), the earlier ruling it must point at
    (:func:`~.engine.earlier_refusal`)."""
    refused = earlier_refusal(irregularity, earlier)
    if refused is not None:
        return StepError(refused[0], params=refused[1])
    event, call = irregularity.event, irregularity.call
    if event is not None and (record.play is None or event >= len(record.play.events)):
        return StepError("no_such_event", params={"event": event + 1})
    if call is not None and (record.auction is None or call >= len(record.auction.entries)):
        return StepError("call_not_recorded", params={"call": call + 1})
    return None


def _advanced(table: TableState, record: BoardRecord) -> TableState:
    return table.advance(record.play) if record.play is not None else table


# --- replaying a story --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Replay:
    """A board's story replayed: the ``timeline`` (the record and table state now, the steps done),
    the step in hand (``current``: the last one, given but not applied, if any), and where the
    replay stopped (``error``, at step ``failed``) if a step cannot be ruled again as it was saved.
    ``changed`` lists the steps whose ruling now differs from the one the file says was given."""

    timeline: Timeline
    current: StepResult | None = None
    failed: int | None = None
    error: StepError | None = None
    changed: tuple[int, ...] = ()

    @property
    def results(self) -> tuple[StepResult, ...]:
        """Every step, in order: those done, then the one in hand."""
        return (*self.timeline.done, *((self.current,) if self.current is not None else ()))

    @property
    def rulings(self) -> tuple[StepResult, ...]:
        """The steps with a ruling (a step still asking a question has none)."""
        return tuple(r for r in self.results if r.ruling is not None)

    @property
    def table(self) -> TableState:
        return self.timeline.table

    @property
    def record(self) -> BoardRecord:
        return self.timeline.record

    def prompts(self) -> tuple[Prompt, ...]:
        return self.timeline.prompts()

    @property
    def open_choices(self) -> tuple[str, ...]:
        """The choices still to be made in the step in hand."""
        current = self.current
        if current is None or current.resolution is None:
            return ()
        return tuple(c.id for c in current.resolution.pending)


def _lost(timeline: Timeline, followed: Timeline, record: BoardRecord, changed: list[int]) -> Replay:
    """The replay stopped at the first ruling whose corrections (a card withdrawn, placed, restored) the
    record that follows it no longer shows: following that record would silently take the ruling back."""
    kept = len(followed.done)
    earlier = tuple(c for c in changed if c < kept)
    return Replay(timeline.follow(record), None, kept, StepError("not_in_record"), earlier)


def replay(record: BoardRecord, steps: Iterable[Step], *, table: TableState | None = None, in_hand: bool = False,
           lawbook: type[Lawbook] = WBF2017) -> Replay:  # fmt: skip
    """Replay ``steps`` on the board: each is ruled again on the record it was given on (``Step.record``;
    ``None`` means the record as the steps before it left it) through :meth:`Timeline.evaluate` and
    :meth:`Timeline.commit`, then the table state follows ``record``, the board as it is now. With
    ``in_hand``, the last step (not applied) is the step the Director was still on. Stops at the first
    step that cannot be ruled."""
    listed = tuple(steps)
    first = listed[0].record if listed and listed[0].record is not None else record
    timeline = Timeline.start(first, table, lawbook)
    changed: list[int] = []
    current: StepResult | None = None
    for index, step in enumerate(listed):
        if step.record is not None:
            followed = timeline.follow(step.record)
            if len(followed.done) < len(timeline.done):  # this step's record has lost an earlier ruling's work
                return _lost(timeline, followed, record, changed)
            timeline = followed
        result = timeline.evaluate(step)
        if result.error is not None:
            return Replay(timeline.follow(record), None, index, result.error, tuple(changed))
        if step.ruling is not None and result.ruling != step.ruling:
            changed.append(index)
        if in_hand and index == len(listed) - 1 and result.applied is None:
            current = result
            break
        if step.applied and result.applied is None:
            return Replay(timeline.follow(record), None, index, StepError("not_applicable"), tuple(changed))
        timeline = timeline.commit(result)
    followed = timeline.follow(record)
    if len(followed.done) < len(timeline.done):  # the board now has lost what a ruling did to it
        return _lost(timeline, followed, record, changed)
    timeline = followed
    if current is not None and current.record != timeline.record:
        current = timeline.evaluate(current.step)  # the step in hand follows the board, as in the wizard
    return Replay(timeline, current, None, None, tuple(changed))
