"""Facts a person tells the wizard, the questions that ask for them, and the common ones (Laws 9-11).

A :class:`Fact` is declared once, in the module of the family that needs it: an ``id``
(``"law14.found"``), a :class:`FactKind` (yes/no, seat, card, cards, suit, number, or one
value of an enum), the laws it serves, and optionally ``derive``, a function that reads the
answer off the board record (whose lead it was, who won a trick). The engine never asks a
fact that ``derive`` can tell.

Answers are kept JSON-native in :class:`Facts` (``"N"``, ``"SA"``, ``true``, ``3``): an
incident file stores them as they are, and each fact encodes and decodes its own values.
A *keyed* fact is asked once per key, e.g. once per missing card: its answers are stored
under ``"id:key"``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, cast

from tdcompanion.core.calls import Call
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws.judgement import FORFEITURE, Judgement
from tdcompanion.core.laws.poll import PollAnswer, PollError
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import LawRef, refs
from tdcompanion.core.seats import Seat

T = TypeVar("T")
E = TypeVar("E", bound=enum.Enum)

#: An answer as stored: JSON-native.
FactValue = bool | int | str | tuple[str, ...]


class FactContext(Protocol):
    """What a fact's ``derive`` reads: the board record. The engine's
    :class:`~tdcompanion.core.laws.engine.Context` is one; this module does not import the engine."""

    @property
    def record(self) -> BoardRecord: ...


class FactValueError(InputError):
    """An answer that is not a value of its fact (``"X"`` for a seat, 14 for a trick number)."""

    def __init__(self, message: str, *, fact: str) -> None:
        self.fact = fact
        super().__init__(f"{fact}: {message}")


class FactKind(enum.Enum):
    """What sort of answer a question wants."""

    YES_NO = "yes_no"
    SEAT = "seat"
    CARD = "card"
    CARDS = "cards"
    SUIT = "suit"
    NUMBER = "number"
    CHOICE = "choice"
    """One value of an enum (``Fact.values``)."""
    CALL = "call"
    """A call (``1H``, ``Pass``, ``X``), stored in PBN form."""
    TEXT = "text"
    """Words the Director records: what a call meant, a claim statement (at most ``MAX_TEXT``)."""
    POLL = "poll"
    """A poll of players (:class:`~tdcompanion.core.laws.poll.PollAnswer` values)."""


#: The longest text answer kept, in characters.
MAX_TEXT = 4000


#: Every fact declared, by id.
FACTS: dict[str, Fact[Any]] = {}

#: Answers already decoded, by (fact id, type of the stored value, stored value): a ruling reads its
#: answers many times (every family, every step of a story), and a poll's are JSON texts to parse. The
#: values are immutable; the memo is emptied when it reaches :data:`_DECODED_MAX` entries.
_DECODED: dict[tuple[str, type, object], object] = {}
_DECODED_MAX = 4096


@dataclass(frozen=True, eq=False)
class Fact(Generic[T]):
    """A fact the ruling may depend on. Build one with the class methods (:meth:`yes_no`,
    :meth:`seat`, :meth:`card`, :meth:`cards`, :meth:`suit`, :meth:`number`, :meth:`choice`);
    each registers itself in :data:`FACTS` and an id may be declared once only."""

    id: str
    kind: FactKind
    laws: tuple[LawRef, ...] = ()
    values: type[enum.Enum] | None = None
    minimum: int | None = None
    maximum: int | None = None
    derive: Callable[[FactContext], T | None] | None = field(default=None, repr=False)
    keyed: bool = False
    judgement: Judgement | None = None
    """The Director's judgement this fact is (:mod:`~.judgement`): asked of the Director, with the law's
    criteria, and recorded as a judgement; ``None`` for a fact the players state or the record shows."""

    def __post_init__(self) -> None:
        if not self.id or ":" in self.id or self.id != self.id.strip():
            raise ValueError(f"a fact id is a non-empty name without ':' or blanks, not {self.id!r}")
        if self.id in FACTS:
            raise ValueError(f"fact {self.id!r} is declared twice")
        FACTS[self.id] = self

    # -- constructors ---------------------------------------------------------------------------

    @classmethod
    def yes_no(cls, fact_id: str, *laws: str, derive: Callable[[FactContext], bool | None] | None = None,
               keyed: bool = False, judgement: Judgement | None = None) -> Fact[bool]:  # fmt: skip
        return Fact[bool](fact_id, FactKind.YES_NO, refs(*laws), derive=derive, keyed=keyed,
            judgement=judgement)  # fmt: skip

    @classmethod
    def seat(cls, fact_id: str, *laws: str, derive: Callable[[FactContext], Seat | None] | None = None,
             keyed: bool = False, judgement: Judgement | None = None) -> Fact[Seat]:  # fmt: skip
        return Fact[Seat](fact_id, FactKind.SEAT, refs(*laws), derive=derive, keyed=keyed,
            judgement=judgement)  # fmt: skip

    @classmethod
    def card(cls, fact_id: str, *laws: str, derive: Callable[[FactContext], Card | None] | None = None,
             keyed: bool = False, judgement: Judgement | None = None) -> Fact[Card]:  # fmt: skip
        return Fact[Card](fact_id, FactKind.CARD, refs(*laws), derive=derive, keyed=keyed,
            judgement=judgement)  # fmt: skip

    @classmethod
    def cards(cls, fact_id: str, *laws: str, derive: Callable[[FactContext], tuple[Card, ...] | None] | None = None,
              keyed: bool = False, judgement: Judgement | None = None) -> Fact[tuple[Card, ...]]:  # fmt: skip
        return Fact[tuple[Card, ...]](fact_id, FactKind.CARDS, refs(*laws), derive=derive, keyed=keyed,
            judgement=judgement)  # fmt: skip

    @classmethod
    def suit(cls, fact_id: str, *laws: str, derive: Callable[[FactContext], Suit | None] | None = None,
             keyed: bool = False, judgement: Judgement | None = None) -> Fact[Suit]:  # fmt: skip
        return Fact[Suit](fact_id, FactKind.SUIT, refs(*laws), derive=derive, keyed=keyed,
            judgement=judgement)  # fmt: skip

    @classmethod
    def number(cls, fact_id: str, *laws: str, minimum: int, maximum: int,
               derive: Callable[[FactContext], int | None] | None = None,
               keyed: bool = False, judgement: Judgement | None = None) -> Fact[int]:  # fmt: skip
        return Fact[int](fact_id, FactKind.NUMBER, refs(*laws), minimum=minimum, maximum=maximum, derive=derive,
                         keyed=keyed, judgement=judgement)  # fmt: skip

    @classmethod
    def choice(cls, fact_id: str, values: type[E], *laws: str, derive: Callable[[FactContext], E | None] | None = None,
               keyed: bool = False, judgement: Judgement | None = None) -> Fact[E]:  # fmt: skip
        return Fact[E](fact_id, FactKind.CHOICE, refs(*laws), values=values, derive=derive, keyed=keyed,
            judgement=judgement)  # fmt: skip

    @classmethod
    def call(cls, fact_id: str, *laws: str, derive: Callable[[FactContext], Call | None] | None = None,
             keyed: bool = False, judgement: Judgement | None = None) -> Fact[Call]:  # fmt: skip
        return Fact[Call](fact_id, FactKind.CALL, refs(*laws), derive=derive, keyed=keyed,
            judgement=judgement)  # fmt: skip

    @classmethod
    def text(cls, fact_id: str, *laws: str, keyed: bool = False) -> Fact[str]:
        return Fact[str](fact_id, FactKind.TEXT, refs(*laws), keyed=keyed)

    @classmethod
    def poll(cls, fact_id: str, *laws: str, keyed: bool = False) -> Fact[tuple[PollAnswer, ...]]:
        return Fact[tuple[PollAnswer, ...]](fact_id, FactKind.POLL, refs(*laws), keyed=keyed)

    # -- values ---------------------------------------------------------------------------------

    def storage_key(self, key: str | None = None) -> str:
        """Where the answer is stored in :class:`Facts`: ``id``, or ``id:key`` for a keyed fact."""
        if self.keyed != (key is not None):
            raise ValueError(f"fact {self.id!r} {'needs' if self.keyed else 'takes no'} key")
        return self.id if key is None else f"{self.id}:{key}"

    def encode(self, value: T) -> FactValue:
        """The JSON-native form of ``value``; raises :class:`FactValueError` if it is not a value of this fact."""
        kind = self.kind
        ok = False
        if kind is FactKind.YES_NO:
            ok = isinstance(value, bool)
        elif kind is FactKind.SEAT:
            ok = isinstance(value, Seat)
        elif kind is FactKind.CARD:
            ok = isinstance(value, Card)
        elif kind is FactKind.SUIT:
            ok = isinstance(value, Suit)
        elif kind is FactKind.NUMBER:
            ok = isinstance(value, int) and not isinstance(value, bool) and self._in_range(value)
        elif kind is FactKind.CHOICE:
            ok = self.values is not None and isinstance(value, self.values)
        elif kind is FactKind.CARDS:
            ok = isinstance(value, tuple) and all(isinstance(c, Card) for c in value)
        elif kind is FactKind.CALL:
            ok = isinstance(value, Call)
        elif kind is FactKind.TEXT:
            ok = isinstance(value, str) and bool(value.strip()) and len(value) <= MAX_TEXT
        elif kind is FactKind.POLL:
            ok = isinstance(value, tuple) and bool(value) and all(isinstance(a, PollAnswer) for a in value)
        if not ok:
            raise FactValueError(f"{value!r} is not {self._expected()}", fact=self.id)
        if isinstance(value, Seat):
            return value.letter
        if isinstance(value, Card):
            return value.pbn
        if isinstance(value, Suit):
            return value.letter
        if isinstance(value, enum.Enum):
            return cast(FactValue, value.value)
        if isinstance(value, Call):
            return value.pbn
        if kind is FactKind.POLL:
            return tuple(a.encode() for a in cast(tuple[PollAnswer, ...], value))
        if isinstance(value, tuple):
            return tuple(c.pbn for c in value)
        if kind is FactKind.TEXT:
            return cast(str, value).strip()
        return cast(FactValue, value)

    def decode(self, raw: object) -> T:
        """The value stored as ``raw``; raises :class:`FactValueError` if it is not one. Each stored value
        is decoded once (:data:`_DECODED`)."""
        key = (self.id, type(raw), raw)
        try:
            hit = _DECODED.get(key)
        except TypeError:  # a list or an object, from a file: not kept
            hit, kept = None, False
        else:
            kept = True
        if hit is not None:
            return cast(T, hit)
        value = self._decode(raw)
        if value is None:
            raise FactValueError(f"{raw!r} is not {self._expected()}", fact=self.id)
        if kept:
            if len(_DECODED) >= _DECODED_MAX:
                _DECODED.clear()
            _DECODED[key] = value
        return cast(T, value)

    def _decode(self, raw: object) -> object | None:
        kind = self.kind
        if kind is FactKind.YES_NO:
            return raw if isinstance(raw, bool) else None
        if kind is FactKind.NUMBER:
            ok = isinstance(raw, int) and not isinstance(raw, bool) and self._in_range(raw)
            return raw if ok else None
        if kind is FactKind.CHOICE:
            assert self.values is not None
            return next((m for m in self.values if type(m.value) is type(raw) and m.value == raw), None)
        if kind is FactKind.CARDS:
            if not isinstance(raw, tuple | list):
                return None
            cards = [_card(item) for item in raw]
            if any(c is None for c in cards) or len(set(cards)) != len(cards):
                return None
            return tuple(cards)
        if kind is FactKind.POLL:
            return _poll(raw)
        if not isinstance(raw, str):
            return None
        if kind is FactKind.TEXT:
            return raw.strip() if raw.strip() and len(raw) <= MAX_TEXT else None
        if kind is FactKind.CALL:
            return _call(raw)
        if kind is FactKind.SEAT:
            return Seat.parse(raw) if raw in ("N", "E", "S", "W") else None
        if kind is FactKind.SUIT:
            return Suit.parse(raw) if raw in ("S", "H", "D", "C") else None
        return _card(raw)

    def _in_range(self, value: int) -> bool:
        return (self.minimum is None or value >= self.minimum) and (self.maximum is None or value <= self.maximum)

    def _expected(self) -> str:
        kind = self.kind
        if kind is FactKind.NUMBER:
            return f"a whole number from {self.minimum} to {self.maximum}"
        if kind is FactKind.CHOICE and self.values is not None:
            return "one of " + ", ".join(repr(m.value) for m in self.values)
        return {
            FactKind.YES_NO: "true or false",
            FactKind.SEAT: "a seat (N, E, S or W)",
            FactKind.CARD: "a card such as 'SA'",
            FactKind.CARDS: "a list of different cards such as ['SA', 'H2']",
            FactKind.SUIT: "a suit (S, H, D or C)",
            FactKind.CALL: "a call such as '1H', 'Pass', 'X' or 'XX'",
            FactKind.TEXT: f"text of 1 to {MAX_TEXT} characters",
            FactKind.POLL: "a list of one or more poll answers",
        }[kind]

    def __repr__(self) -> str:
        return f"Fact({self.id!r}, {self.kind.name})"


def _card(raw: object) -> Card | None:
    if not isinstance(raw, str) or len(raw) != 2:
        return None
    try:
        card = Card.parse(raw)
    except InputError:
        return None
    return card if card.pbn == raw else None


def _call(raw: str) -> Call | None:
    try:
        call = Call.parse(raw)
    except InputError:
        return None
    return call if call.pbn == raw else None


def _poll(raw: object) -> tuple[PollAnswer, ...] | None:
    if not isinstance(raw, tuple | list) or not raw:
        return None
    try:
        return tuple(PollAnswer.decode(item) for item in raw)
    except PollError:
        return None


@dataclass(frozen=True)
class Question(Generic[T]):
    """The next thing to ask: ``fact`` (for ``key`` if keyed), answered with one of ``choices``
    when they are given (for a fact of several cards: the cards it may include). ``params`` carry
    what the sentence needs (the card, the seat, the trick), typed. Questions are data: the
    presentation layer words them. ``default``: for a judgement the law settles one way unless the
    Director judges otherwise, that answer, stored (the family's :meth:`~.engine.Family.judgement_default`)."""

    fact: Fact[T]
    key: str | None = None
    choices: tuple[Any, ...] | None = None
    params: Mapping[str, object] = field(default_factory=dict)
    default: FactValue | None = None

    @property
    def judgement(self) -> Judgement | None:
        """The Director's judgement this question asks for (``None``: a fact the players state)."""
        return self.fact.judgement

    @property
    def id(self) -> str:
        """Where the answer goes in :class:`Facts`."""
        return self.fact.storage_key(self.key)

    @property
    def kind(self) -> FactKind:
        return self.fact.kind

    @property
    def laws(self) -> tuple[LawRef, ...]:
        return self.fact.laws

    def answer(self, facts: Facts, value: T) -> Facts:
        """``facts`` with ``value`` as the answer to this question."""
        return facts.answer(self.fact, value, key=self.key)


class Facts(Mapping[str, FactValue]):
    """Answers given so far, immutable: storage key (``id`` or ``id:key``) -> JSON-native value.

    Answers that a later change makes irrelevant are kept (the engine ignores them), so going
    back in the wizard loses nothing.
    """

    __slots__ = ("_answers", "_hash")

    def __init__(self, answers: Mapping[str, FactValue] | None = None) -> None:
        self._answers: dict[str, FactValue] = {}
        for key, value in (answers or {}).items():
            self._answers[key] = tuple(value) if isinstance(value, list) else value
        self._hash: int | None = None

    def answer(self, fact: Fact[T], value: T, *, key: str | None = None) -> Facts:
        """These facts with ``value`` answering ``fact`` (for ``key``); the value is checked."""
        return Facts({**self._answers, fact.storage_key(key): fact.encode(value)})

    def without(self, storage_key: str) -> Facts:
        return Facts({k: v for k, v in self._answers.items() if k != storage_key})

    def value(self, fact: Fact[T], *, key: str | None = None) -> T | None:
        """The decoded answer to ``fact``, or ``None`` if there is none; raises :class:`FactValueError`."""
        raw = self._answers.get(fact.storage_key(key))
        return None if raw is None else fact.decode(raw)

    @classmethod
    def from_json(cls, raw: object) -> Facts:
        """Answers read from JSON: an object whose values are booleans, numbers, strings or lists
        of strings. Raises :class:`FactValueError` naming the bad entry."""
        if not isinstance(raw, dict):
            raise FactValueError("facts are an object of answers", fact="facts")
        answers: dict[str, FactValue] = {}
        for key, value in raw.items():
            if isinstance(value, list) and all(isinstance(v, str) for v in value):
                answers[key] = tuple(value)
            elif isinstance(value, bool | str) or (isinstance(value, int) and not isinstance(value, bool)):
                answers[key] = value
            else:
                raise FactValueError("an answer is true/false, a whole number, a string or a list of strings",
                                     fact=key)  # fmt: skip
        return cls(answers)

    def to_json(self) -> dict[str, bool | int | str | list[str]]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in sorted(self._answers.items())}

    def __getitem__(self, key: str) -> FactValue:
        return self._answers[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._answers)

    def __len__(self) -> int:
        return len(self._answers)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Facts):
            return self._answers == other._answers
        return NotImplemented

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._answers.items()))
        return self._hash

    def __repr__(self) -> str:
        return f"Facts({self.to_json()!r})"


# --- the Director's judgements, as a ruling records them ----------------------------------------------


@dataclass(frozen=True)
class JudgementMade:
    """A judgement as a ruling records it: the ``fact`` judged (for ``key``), the stored ``value``."""

    fact: Fact[Any]
    key: str | None
    value: FactValue

    @property
    def judgement(self) -> Judgement:
        assert self.fact.judgement is not None
        return self.fact.judgement

    @property
    def id(self) -> str:
        """Where the answer is stored (``id`` or ``id:key``)."""
        return self.fact.storage_key(self.key)


def judgements_in(answered: Iterable[str], facts: Mapping[str, FactValue]) -> tuple[JudgementMade, ...]:
    """The answers among ``answered`` (storage keys, in order) that are the Director's judgements, with their
    values from ``facts``; the others are what the players stated."""
    made = []
    for storage in answered:
        fact_id, _, key = storage.partition(":")
        fact = FACTS.get(fact_id)
        if fact is None or fact.judgement is None or storage not in facts:
            continue
        made.append(JudgementMade(fact, key or None, facts[storage]))
    return tuple(made)


# --- the common procedure (Laws 9-11, 79C) ---------------------------------------------------------


class Period(enum.Enum):
    """When attention was drawn to the irregularity, in order (Laws 14, 17D, 41, 64B4-5, 79C)."""

    AUCTION = "auction"
    """During the auction period."""
    CLARIFICATION = "clarification"
    """After the auction, before the opening lead is faced (the Clarification Period, Law 41B)."""
    PLAY = "play"
    """During the play."""
    CLAIM = "claim"
    """While a claim or concession is disputed: play suspended, the Director not yet having ruled on it
    (Laws 68D, 70; for a revoke, 63A3)."""
    AFTER_PLAY = "after_play"
    """Play over; no call yet on the next board and the round not over."""
    NEXT_BOARD = "next_board"
    """After a call on the next board, before the round ended (Law 64B4)."""
    AFTER_ROUND = "after_round"
    """After the round ended, within the Correction Period (Law 64B5)."""
    AFTER_CORRECTION_PERIOD = "after_correction_period"
    """After the Correction Period (Law 79C)."""

    @property
    def rank(self) -> int:
        return _PERIOD_ORDER.index(self)


_PERIOD_ORDER = tuple(Period)


def _derive_period(ctx: FactContext) -> Period | None:
    record = ctx.record
    if record.auction_over is False:
        return Period.AUCTION
    if record.play_over:
        return None  # the record cannot tell how long after
    lead = record.opening_lead_faced
    if lead is False and record.play is not None:
        return Period.CLARIFICATION
    if lead and record.play_over is False:
        return Period.PLAY
    return None


def period_choices(ctx: FactContext) -> tuple[Period, ...]:
    """The periods the record leaves possible when it does not tell (never :attr:`Period.CLAIM`: a
    family that rules during a disputed claim offers it itself)."""
    record = ctx.record
    periods = tuple(p for p in Period if p is not Period.CLAIM)
    if record.play_over:
        return tuple(p for p in periods if p.rank >= Period.AFTER_PLAY.rank)
    if record.auction_over:
        return tuple(p for p in periods if p is not Period.AUCTION)
    return periods


DISCOVERED = Fact.choice("discovered", Period, "9A", "79C", derive=_derive_period)
"""When attention was drawn to the irregularity; read off the record while the board is in progress."""

ATTENTION_DRAWN_BY = Fact.seat("attention_drawn_by", "9A")
"""Who drew attention to the irregularity (dummy may not during the play, Law 9A4)."""

NON_OFFENDERS_ACTED = Fact.yes_no("non_offenders_acted", "11A")
"""Whether a member of the non-offending side acted (called or played) after the irregularity and
before the Director was summoned."""

RECTIFICATION_FORFEITED = Fact.yes_no("rectification_forfeited", "11A", judgement=FORFEITURE)
"""The Director's judgement: the non-offenders' action forfeits their right to rectification (Law 11A)."""
