"""The rules engine: from an irregularity, the board record and the facts answered, either the
next question or the ruling.

Each family of laws is a :class:`Family` subclass registered on a :class:`Lawbook` for the
irregularity kinds it rules. Its :meth:`Family.rule` is written as straight-line law:
``ctx.fact(SOME_FACT)`` returns the answer, or the value the record shows, and otherwise
stops the evaluation with that question; the engine runs ``rule`` again from the start once
the question is answered (a ruling costs well under a millisecond, so there is no state to
keep between questions). ``ctx.refuse(...)`` rejects facts that contradict each other or the
record with :class:`InconsistentFacts`.

A later edition of the Laws is a :class:`Lawbook` subclass: it starts with its parent's
families and registers replacements (often subclasses that change a class attribute), and may
replace its rules of penalty cards (:attr:`Lawbook.penalty_cards`, Law 50 in 2017).

The lawbook is the registry: each family declares the laws it rules (:attr:`Family.laws`) and where
the Director meets its kinds (:attr:`Family.group`). What a kind's laws are (:meth:`Lawbook.laws_of`),
which family claims a law (:meth:`Lawbook.claims`) and the wizard's lists of kinds
(:meth:`Lawbook.groups`) are read from it, never kept by hand.
"""

from __future__ import annotations

import enum
import importlib
import pkgutil
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, NoReturn, TypeVar

from tdcompanion.core.auction_rules import CallIrregularity
from tdcompanion.core.cards import Card
from tdcompanion.core.deal import DealDefect
from tdcompanion.core.errors import InputError
from tdcompanion.core.irregularity import laws_text
from tdcompanion.core.laws.facts import (
    DISCOVERED,
    Fact,
    FactKind,
    Facts,
    FactValue,
    FactValueError,
    Period,
    Question,
    period_choices,
)
from tdcompanion.core.laws.penalty_cards import RULES_2017, PenaltyCardRules
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import (
    LAST_LAW,
    Choice,
    Consequence,
    IrregularityKind,
    LawRef,
    PenaltyCard,
    PenaltyGrade,
    Resolution,
    Ruling,
)
from tdcompanion.core.laws.table_state import TableState
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat

T = TypeVar("T")
F = TypeVar("F", bound="type[Family]")


class InconsistentFacts(InputError):  # noqa: N818 - the name the wizard and the brief use
    """Facts that contradict each other or the record. ``reason`` is a machine-readable id
    (``"contradicts_record"``, ``"not_a_choice"``, ``"card_not_in_hand"`` ...), ``fact`` the storage key
    of the answer at fault when there is one, ``params`` what the explanation needs. Nothing is lost:
    the facts stay as entered, for the user to correct."""

    def __init__(self, reason: str, *, fact: str | None = None, params: Mapping[str, object] | None = None) -> None:
        self.reason = reason
        self.fact = fact
        self.params: Mapping[str, object] = MappingProxyType(dict(params or {}))
        shown = ", ".join(f"{k}={_show(v)}" for k, v in self.params.items())
        where = f"{fact}: " if fact else ""
        super().__init__(f"{where}{reason}" + (f" ({shown})" if shown else ""))


class UnsupportedIrregularityError(InputError):
    """No family of the lawbook rules this kind of irregularity (yet)."""


class IncompleteFactsError(InputError):
    """A ruling was asked for while a question is still open; ``question`` is the next one."""

    def __init__(self, question: Question[Any]) -> None:
        self.question = question
        super().__init__(f"the ruling needs an answer to {question.id!r}")


@dataclass(frozen=True)
class Irregularity:
    """What the Director was called for: its ``kind`` and, when the record shows it, the play
    event (``event``, an index into the play record) or auction call (``call``) concerned; for the
    Director's own error (Law 82), the earlier ruling found wrong (``ruling``, the index of its step in
    the board's story)."""

    kind: IrregularityKind
    event: int | None = None
    call: int | None = None
    ruling: int | None = None


@dataclass(frozen=True)
class EarlierRuling:
    """A ruling given before on the board, as Law 82 sees it: what it was ``on`` and the ``ruling`` given."""

    on: Irregularity
    ruling: Ruling


def earlier_refusal(irregularity: Irregularity,
                    earlier: Mapping[int, EarlierRuling]) -> tuple[str, dict[str, object]] | None:  # fmt: skip
    """Why a ruling on the Director's error (Law 82) cannot be given, as a reason and its parameters: it names no
    earlier ruling (``no_earlier_ruling``), or one that is not an earlier ruling on an irregularity in the board's
    story (``not_an_earlier_ruling``, its number counted from 1); ``None`` when it names one (and for any other
    kind)."""
    if irregularity.kind is not IrregularityKind.DIRECTOR_ERROR:
        return None
    if irregularity.ruling is None:
        return "no_earlier_ruling", {"rulings": len(earlier)}
    if irregularity.ruling not in earlier:
        return "not_an_earlier_ruling", {"ruling": irregularity.ruling + 1}
    return None


class KindGroup(enum.Enum):
    """Where the Director meets a kind of irregularity, in the order the wizard lists them."""

    AUCTION = 1
    """The auction period (Laws 15-41)."""
    CARDS = 2
    """The board and its cards: too many or too few cards, the wrong board (Laws 13-15)."""
    PLAY = 3
    """The play period (Laws 41-67)."""
    JUDGEMENT = 4
    """Claims, information and misinformation, adjusted scores, the Director's own error: rulings of judgement
    (Laws 12, 16, 68-75, 82)."""


class Family:
    """A family of laws: rules the irregularity kinds in ``kinds`` under the laws in ``laws``.

    Subclass it, set ``kinds``, ``laws`` (the law numbers it rules, e.g. ``(15,)``: the first law of
    every ruling it gives is one of them) and ``group``, implement :meth:`rule`, and decorate the class
    with ``@WBF2017.register``. Put parameters a later edition might change in class attributes.
    """

    kinds: ClassVar[tuple[IrregularityKind, ...]] = ()
    laws: ClassVar[tuple[int, ...]] = ()
    group: ClassVar[KindGroup | None] = None
    judgement_defaults: ClassVar[Mapping[str, FactValue]] = {}
    """What a judgement counts as unless the Director judges otherwise, by judgement id, where this family departs
    from the law's declaration (:attr:`~.judgement.Judgement.default`): a later edition's family may set one."""

    def rule(self, ctx: Context) -> Ruling:
        raise NotImplementedError

    def judgement_default(self, fact: Fact[Any]) -> FactValue | None:
        """The stored answer ``fact``, a judgement, has unless the Director judges otherwise (``None``: none)."""
        judged = fact.judgement
        if judged is None:
            return None
        return self.judgement_defaults.get(judged.id, judged.default)


class Lawbook:
    """A code of laws: which family rules each kind of irregularity, and the rules of penalty cards
    its families and the table state apply. Subclasses inherit the families of their parent and may
    replace any with :meth:`register`."""

    name: ClassVar[str] = ""
    families: ClassVar[dict[IrregularityKind, type[Family]]] = {}
    penalty_cards: ClassVar[PenaltyCardRules] = RULES_2017

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.families = dict(cls.families)

    @staticmethod
    def named(name: str) -> type[Lawbook]:
        """The lawbook an incident file names (``"WBF 2017"``); raises :class:`KeyError` for another."""
        return LAWBOOKS[name]

    @staticmethod
    def names() -> tuple[str, ...]:
        """The names of the lawbooks this program knows."""
        return tuple(LAWBOOKS)

    @classmethod
    def register(cls, family: F) -> F:
        """Class decorator: ``family`` rules its ``kinds`` in this lawbook (and in later ones that
        do not replace it). It must declare its laws (numbered 1 to 93, in order) and its group."""
        name = family.__name__
        if not family.kinds:
            raise TypeError(f"{name} rules no irregularity kind")
        if not family.laws or list(family.laws) != sorted(set(family.laws)):
            raise TypeError(f"{name} must declare its laws, in order: laws = (15,)")
        if not all(1 <= law <= LAST_LAW for law in family.laws):
            raise TypeError(f"{name}: laws are numbered 1 to {LAST_LAW}, not {family.laws}")
        if family.group is None:
            raise TypeError(f"{name} must say where the Director meets it: group = KindGroup.PLAY")
        for kind in family.kinds:
            cls.families[kind] = family
        return family

    @classmethod
    def family(cls, kind: IrregularityKind) -> Family:
        load_families()
        family = cls.families.get(kind)
        if family is None:
            raise UnsupportedIrregularityError(f"{cls.name} has no family of laws for {kind.value!r} yet")
        return family()

    @classmethod
    def supported(cls) -> tuple[IrregularityKind, ...]:
        load_families()
        return tuple(k for k in IrregularityKind if k in cls.families)

    @classmethod
    def laws_of(cls, kind: IrregularityKind) -> tuple[int, ...]:
        """The laws that rule ``kind`` in this lawbook, by number (``(28, 29, 30, 31, 32, 33, 34)``);
        empty for a kind it does not rule."""
        load_families()
        family = cls.families.get(kind)
        return family.laws if family is not None else ()

    @classmethod
    def laws_text(cls, kind: IrregularityKind) -> str:
        """:meth:`laws_of` as the Director reads them: ``"27"``, ``"28-34"``, ``"53, 55, 56"``."""
        return laws_text(cls.laws_of(kind))

    @classmethod
    def claims(cls) -> dict[int, type[Family]]:
        """Each law a family of this lawbook rules -> that family. A law two families claim is an error."""
        load_families()
        found: dict[int, type[Family]] = {}
        for family in dict.fromkeys(cls.families.values()):
            for law in family.laws:
                other = found.setdefault(law, family)
                if other is not family:
                    raise TypeError(f"Law {law} is claimed by {other.__name__} and {family.__name__}")
        return dict(sorted(found.items()))

    @classmethod
    def groups(cls) -> tuple[tuple[IrregularityKind, ...], ...]:
        """The kinds this lawbook rules, grouped as the Director meets them (:class:`KindGroup`), each
        group in the order of its laws: the wizard's start page."""
        kinds = cls.supported()
        out: list[tuple[IrregularityKind, ...]] = []
        for group in KindGroup:
            mine = [k for k in kinds if cls.families[k].group is group]
            if mine:
                out.append(tuple(sorted(mine, key=lambda k: (cls.families[k].laws, k.value))))
        return tuple(out)


class WBF2017(Lawbook):
    """The WBF Laws of Duplicate Bridge 2017."""

    name: ClassVar[str] = "WBF 2017"
    penalty_cards: ClassVar[PenaltyCardRules] = RULES_2017


LAWBOOKS: dict[str, type[Lawbook]] = {WBF2017.name: WBF2017}
"""The editions an incident file may name (its ``lawbook``), by name."""


_loaded = False


def load_families() -> None:
    """Import every family module of this package (``law*.py``) once, so that they register."""
    global _loaded  # noqa: PLW0603 - a one-time import switch
    if _loaded:
        return
    _loaded = True
    package = importlib.import_module("tdcompanion.core.laws")
    for info in pkgutil.iter_modules(package.__path__):
        if info.name.startswith("law"):
            importlib.import_module(f"tdcompanion.core.laws.{info.name}")


# --- evaluation -----------------------------------------------------------------------------------


class _Ask(Exception):  # noqa: N818 - control flow, not an error
    def __init__(self, question: Question[Any]) -> None:
        super().__init__(question.id)
        self.question = question


class Context:
    """What a family sees while ruling: the record, the irregularity, the table state before it,
    and the facts, through :meth:`fact`."""

    def __init__(
        self,
        record: BoardRecord,
        irregularity: Irregularity,
        facts: Facts,
        *,
        table: TableState,
        lawbook: type[Lawbook],
        preset: Mapping[str, FactValue] | None = None,
        log: _Log | None = None,
        earlier: Mapping[int, EarlierRuling] | None = None,
        family: Family | None = None,
    ) -> None:
        self.record = record
        self.irregularity = irregularity
        self.facts = facts
        self.table = table
        self.lawbook = lawbook
        self._preset: Mapping[str, FactValue] = preset or {}
        self._log = log if log is not None else _Log()
        self.earlier: Mapping[int, EarlierRuling] = earlier or {}
        """The rulings given before on the board, by the index of their step in its story (Law 82)."""
        self.family = family
        """The family ruling, when known: it gives each judgement's default (:meth:`Family.judgement_default`)."""

    def fact(
        self,
        fact: Fact[T],
        *,
        key: str | None = None,
        choices: Iterable[object] | None = None,
        refuse_as: str | None = None,
        shown: T | None = None,
        **params: object,
    ) -> T:
        """The value of ``fact`` (for ``key``): what the record shows (``shown``, computed by the
        family, or ``fact.derive``), else the answer given, else the evaluation stops and the engine
        asks it, offering ``choices`` and carrying ``params`` for the sentence.

        An answer that contradicts the record, or is not among ``choices``, is refused with
        :class:`InconsistentFacts` (reason ``"contradicts_record"``, or ``refuse_as`` /
        ``"not_a_choice"``).
        """
        storage = fact.storage_key(key)
        answered = self._answer(fact, key)
        if shown is None:
            shown = self._shown(fact, storage)
        if shown is not None:
            if answered is not None and answered != shown:
                self.refuse("contradicts_record", fact=storage, answered=answered, record=shown)
            self._log.derived[storage] = fact.encode(shown)
            return shown
        allowed = tuple(choices) if choices is not None else None
        if answered is None:
            default = (self.family or Family()).judgement_default(fact)
            raise _Ask(Question(fact, key, allowed, MappingProxyType(dict(params)), default))
        if allowed is not None and not _among(fact, answered, allowed):
            self.refuse(refuse_as or "not_a_choice", fact=storage, answered=answered, choices=allowed, **params)
        if storage not in self._log.used:
            self._log.used.append(storage)
        return answered

    def known(self, fact: Fact[T], *, key: str | None = None) -> T | None:
        """The value of ``fact`` if the record shows it or it is answered; never asks."""
        shown = self._shown(fact, fact.storage_key(key))
        return shown if shown is not None else self._answer(fact, key)

    def refuse(self, reason: str, *, fact: str | None = None, **params: object) -> NoReturn:
        """Reject the facts: ``reason`` is a machine-readable id, ``fact`` the storage key at fault."""
        raise InconsistentFacts(reason, fact=fact, params=params)

    def delegate(self, kind: IrregularityKind, preset: Mapping[Fact[Any], object] | None = None, *,
                 call: int | None = None) -> Ruling:  # fmt: skip
        """The ruling of the family for ``kind`` on the same record and facts, with ``preset``
        facts fixed as if the record showed them (e.g. Law 14B1 hands a card found among the played
        cards to Law 67); ``call``: another auction entry to rule on (e.g. a repeated bid, Law 31A1)."""
        fixed = dict(self._preset)
        for f, value in (preset or {}).items():
            fixed[f.id] = f.encode(value)
        at = self.irregularity.call if call is None else call
        family = self.lawbook.family(kind)
        sub = Context(self.record, Irregularity(kind, self.irregularity.event, at), self.facts,
                      table=self.table, lawbook=self.lawbook, preset=fixed, log=self._log,
                      earlier=self.earlier, family=family)  # fmt: skip
        return family.rule(sub)

    def ruling(self, offender: Seat | None, laws: tuple[LawRef, ...], consequences: tuple[Consequence, ...] = (),
               choices: tuple[Choice, ...] = ()) -> Ruling:  # fmt: skip
        """The ruling on the irregularity in hand under this lawbook: ``laws`` (the main one first), the
        ``offender``, the ``consequences`` and the ``choices``."""
        return Ruling(irregularity=self.irregularity.kind, laws=laws, offender=offender, consequences=consequences,
                      choices=choices, edition=self.lawbook.name)  # fmt: skip

    def penalty_cards(self, seat: Seat, cards: Iterable[Card], law: LawRef, *,
                      deliberate: bool | Collection[Card] = False,
                      grade: PenaltyGrade | None = None) -> tuple[PenaltyCard, ...]:  # fmt: skip
        """``seat``'s ``cards`` become penalty cards under ``law``, graded by the lawbook's rules (Law 50B,
        or ``grade`` where the law prescribes one), with the 50B statement for any earlier minor penalty
        card of his that they make major."""
        return self.lawbook.penalty_cards.new(self.table.penalty_cards, seat, cards, law, deliberate=deliberate,
                                              grade=grade)  # fmt: skip

    def period(self) -> Period:
        """When attention was drawn (the common fact :data:`~tdcompanion.core.laws.facts.DISCOVERED`)."""
        return self.fact(DISCOVERED, choices=period_choices(self))

    def irregular_call(self, kinds: Iterable[IrregularityKind]) -> CallIrregularity | None:
        """The irregular call the Director was called for: the one at the irregularity's call index (refused
        with ``"no_such_call"`` if the record shows none of ``kinds`` there), else the last one of ``kinds``
        in the record, else ``None`` (the family then asks)."""
        auction = self.record.auction
        if auction is None:
            return None
        wanted = frozenset(kinds)
        found = [i for i in auction.irregularities() if i.kind in wanted]
        index = self.irregularity.call
        if index is not None:
            at = next((i for i in found if i.index == index), None)
            if at is None:
                self.refuse("no_such_call", number=index + 1)
            return at
        return found[-1] if found else None

    def _answer(self, fact: Fact[T], key: str | None) -> T | None:
        try:
            return self.facts.value(fact, key=key)
        except FactValueError as exc:
            raise InconsistentFacts("bad_value", fact=fact.storage_key(key), params={"message": str(exc)}) from None

    def _shown(self, fact: Fact[T], storage: str) -> T | None:
        raw = self._preset.get(storage)
        if raw is not None:
            return fact.decode(raw)
        return fact.derive(self) if fact.derive is not None else None


def _among(fact: Fact[T], value: T, allowed: tuple[object, ...]) -> bool:
    if isinstance(value, tuple) and fact.kind is FactKind.CARDS:
        return all(v in allowed for v in value)
    return value in allowed


@dataclass
class _Log:
    used: list[str] = field(default_factory=list)
    derived: dict[str, FactValue] = field(default_factory=dict)


@dataclass(frozen=True)
class Assessment:
    """Where the evaluation stands: the next ``question``, or the ``ruling`` once no question is
    left. ``answered`` lists the answers used, in the order they were needed; ``derived`` the facts
    read off the record; ``unused`` the answers given that this path does not need (kept)."""

    question: Question[Any] | None
    ruling: Ruling | None
    answered: tuple[str, ...]
    derived: Mapping[str, FactValue]
    unused: tuple[str, ...]

    @property
    def done(self) -> bool:
        return self.ruling is not None


def assess(
    record: BoardRecord,
    irregularity: Irregularity,
    facts: Facts | None = None,
    *,
    table: TableState | None = None,
    lawbook: type[Lawbook] = WBF2017,
    earlier: Mapping[int, EarlierRuling] | None = None,
) -> Assessment:
    """The next question or the ruling for ``irregularity`` on ``record`` given ``facts``; ``earlier``: the
    rulings given before on the board, by step (:class:`EarlierRuling`; what Law 82 rules on).

    Raises :class:`InconsistentFacts` for contradictory facts and :class:`UnsupportedIrregularityError`
    for a kind no family rules.
    """
    facts = facts if facts is not None else Facts()
    log = _Log()
    table = table if table is not None else TableState(lawbook=lawbook)
    record = table.seated(record)  # who is declarer and who dummy after an earlier ruling (54A)
    family = lawbook.family(irregularity.kind)
    ctx = Context(record, irregularity, facts, table=table, lawbook=lawbook, log=log, earlier=earlier, family=family)
    question: Question[Any] | None = None
    ruling: Ruling | None = None
    try:
        ruling = family.rule(ctx)
    except _Ask as ask:
        question = ask.question
    unused = tuple(sorted(k for k in facts if k not in log.used))  # the same however the answers were stored
    return Assessment(question, ruling, tuple(log.used), MappingProxyType(dict(log.derived)), unused)


def rule(
    record: BoardRecord,
    irregularity: Irregularity,
    facts: Facts | None = None,
    *,
    table: TableState | None = None,
    lawbook: type[Lawbook] = WBF2017,
    earlier: Mapping[int, EarlierRuling] | None = None,
) -> Ruling:
    """The ruling; raises :class:`IncompleteFactsError` (carrying the next question) if one is still open."""
    result = assess(record, irregularity, facts, table=table, lawbook=lawbook, earlier=earlier)
    if result.ruling is None:
        assert result.question is not None
        raise IncompleteFactsError(result.question)
    return result.ruling


@dataclass(frozen=True)
class Applied:
    """A ruling put into effect: the corrected ``record``, the ``table`` state with the consequences
    in force, and the ``resolution`` (consequences applied, choices still open)."""

    record: BoardRecord
    table: TableState
    resolution: Resolution


def apply_ruling(
    ruling: Ruling, chosen: Mapping[str, str], record: BoardRecord, table: TableState | None = None
) -> Applied:
    """Put ``ruling`` into effect with the options ``chosen`` (choice id -> option id): card
    corrections go to the deal (the play is replayed on it), everything else to the table state,
    from the current end of the play record. Choices not yet made stay open in the resolution and
    can be applied later with the consequences of their options."""
    resolution = ruling.resolve(chosen)
    table = table if table is not None else TableState()
    if record.play is not None and table.event_count < len(record.play.events):
        table = table.advance(record.play)
    corrected = record.apply(resolution.consequences)
    if corrected.play is not None and len(corrected.play.events) > table.event_count:
        table = table.advance(corrected.play)  # cards the ruling played or took back come first
    calls = len(record.auction) if record.auction is not None else 0
    table = table.apply(resolution.consequences, calls=calls, irregularity=ruling.irregularity)
    return Applied(table.seated(corrected), table, resolution)


def detect(record: BoardRecord, table: TableState | None = None) -> tuple[Irregularity, ...]:
    """Irregularities the record itself shows, in order: a deficient or surplus hand, irregular calls
    (one per call: out of rotation first, as Law 27A2 sends an insufficient bid out of rotation to
    Law 31), then leads out of turn, revokes and exposed cards in the play; with the ``table`` state
    (followed to the end of the play), among these in the order played, the cards played against it:
    a penalty card not played (Laws 50C, 50D1, 51A: Law 52) or a lead or play restriction not complied
    with (Laws 26B, 50D2, 51B, 57A: a revoke, Law 61A), one per card the record does not flag already;
    dummy's cards recorded with what declarer said calling them, not suit and rank (Law 46B); last,
    calls made by a player it binds to pass (Law 37). A starting point for the wizard."""
    found: list[Irregularity] = []
    if table is not None:
        record = table.seated(record)
    defects = record.deal.defects
    if defects & (DealDefect.TOO_MANY_CARDS | DealDefect.DUPLICATE_CARD):
        found.append(Irregularity(IrregularityKind.SURPLUS_CARD))
    elif defects & DealDefect.TOO_FEW_CARDS:
        found.append(Irregularity(IrregularityKind.MISSING_CARD))
    if record.auction is not None:
        # A call the Director cancelled has been ruled on; one cancelled by Law 28B is still listed (16C).
        seen = {i for i, entry in enumerate(record.auction.entries) if entry.withdrawn}
        for call in record.auction.irregularities():
            if call.index in seen:
                continue
            seen.add(call.index)
            found.append(Irregularity(call.kind, call=call.index))
    if record.play is not None:
        found.extend(Irregularity(item.kind, event=item.index) for item in record.play.irregularities())
        if table is not None:
            found = _with_table_violations(found, record, table)
        found = _with_dummy_calls(found, record)  # after: a call does not hide a card played against the table
    if table is not None and record.auction is not None:
        for index, _bar in table.call_violations(record.auction):
            barred = Irregularity(IrregularityKind.INADMISSIBLE_CALL, call=index)
            if barred not in found:
                found.append(barred)
    return tuple(found)


def _with_dummy_calls(found: list[Irregularity], record: BoardRecord) -> list[Irregularity]:
    """``found`` with each card of dummy's (the player acting as dummy, 54A) recorded with what declarer said
    calling it (``Play.said``: not suit and rank, Law 46B), among the play's irregularities in the order played."""
    play, dummy = record.play, record.dummy
    assert play is not None
    called = [Irregularity(IrregularityKind.DUMMY_CARD_NAMED, event=i) for i, event in enumerate(play.events)
              if isinstance(event, Play) and event.seat is dummy and event.said is not None]  # fmt: skip
    if not called:
        return found
    in_play = [i for i in found if i.event is not None]
    others = [i for i in found if i.event is None]
    return [*others, *sorted([*in_play, *called], key=lambda i: i.event or 0)]


def _with_table_violations(found: list[Irregularity], record: BoardRecord, table: TableState) -> list[Irregularity]:
    """``found`` with the cards ``table`` finds played against a rectification, among the play's
    irregularities in the order played, less a lead made from the hand a defender chose (Law 43B2(a)). A card
    the record flags already (a revoke, a card out of turn) is ruled as that; a card that breaks a lead
    restriction and a penalty card's duty at once is ruled by Law 52, as the revoke family does (Law 64B3)."""
    play = record.play
    assert play is not None
    if table.event_count > len(play.events):
        return found  # a table state of another record
    followed = table if table.event_count == len(play.events) else table.advance(play)
    # A lead from the hand a defender chose (Law 43B2(a)) stands, though the record counts it out of turn.
    found = [i for i in found if not (i.kind is IrregularityKind.LEAD_OUT_OF_TURN and i.event in followed.chosen_leads)]
    flagged = {i.event for i in found if i.event is not None}
    kinds: dict[int, IrregularityKind] = {}
    for v in followed.violations:
        if v.event is None or v.event in flagged:
            continue
        if kinds.get(v.event) is not IrregularityKind.PENALTY_CARD_NOT_PLAYED:
            kinds[v.event] = v.irregularity
    if not kinds:
        return found
    in_play = [i for i in found if i.event is not None]
    others = [i for i in found if i.event is None]
    added = [Irregularity(kind, event=index) for index, kind in kinds.items()]
    return [*others, *sorted([*in_play, *added], key=lambda i: i.event or 0)]


def _show(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
