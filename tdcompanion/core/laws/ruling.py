"""Rulings as data: law references, consequences, options, choices (Laws 10, 12 and each family).

A :class:`Ruling` says which laws apply, what follows whatever anyone chooses
(``consequences``), and which choices the laws give a player (``choices``: each a
:class:`Choice` of :class:`Option` values, each option with its own consequences). It
holds no display text: every consequence is a frozen dataclass whose ``kind`` names it
and whose fields are its parameters (seat, card, suit, trick count), so the presentation
layer can turn it into one sentence per language.

The kinds of irregularity (:class:`IrregularityKind`) are defined in :mod:`tdcompanion.core.irregularity`,
below the auction and play records that report them, and re-exported here.

A family may define consequences of its own: subclass :class:`Consequence` with a
unique ``kind`` (a class attribute) and frozen, keyword-only dataclass fields of the
types :mod:`tdcompanion.core.laws.codec` can encode. Subclasses register themselves.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.irregularity import IrregularityKind as IrregularityKind  # noqa: PLC0414 - re-exported
from tdcompanion.core.seats import Seat, Side


class LawRefError(InputError):
    """Text that is not a law reference such as ``64A2`` or ``50D2(a)``."""


# Law number, then an optional section: a capital letter, a number, a letter and a roman numeral,
# as the WBF prints them: 64A2, 50D2(a), 30B1(b)(ii). The parentheses are optional on input.
_REF = re.compile(r"(?:LAWS?\s*)?(\d{1,2})(?:([A-H])(?:(\d{1,2})(?:\(?([a-z])\)?(?:\(?([ivx]{1,4})\)?)?)?)?)?", re.I)
_CANONICAL_SECTION = re.compile(r"(?:[A-H](?:\d{1,2}(?:\([a-z]\)(?:\([ivx]{1,4}\))?)?)?)?")
LAST_LAW = 93


@dataclass(frozen=True, order=True, slots=True)
class LawRef:
    """A reference to a law or one of its sections: ``LawRef(64, "A2")`` is ``64A2``.

    ``section`` is canonical: letter, number, then ``(a)`` and ``(ii)`` in parentheses.
    """

    law: int
    section: str = ""

    def __post_init__(self) -> None:
        if isinstance(self.law, bool) or not isinstance(self.law, int) or not 1 <= self.law <= LAST_LAW:
            raise LawRefError(f"laws are numbered 1 to {LAST_LAW}, not {self.law!r}")
        if not isinstance(self.section, str) or not _CANONICAL_SECTION.fullmatch(self.section):
            raise LawRefError(f"not a law section: {self.section!r} (expected e.g. A2 or D2(a))")

    @classmethod
    def parse(cls, text: str) -> LawRef:
        """Read ``64A2``, ``Law 50D2(a)``, ``50D2a``, ``30B1(b)(ii)``."""
        m = _REF.fullmatch(text.strip()) if isinstance(text, str) else None
        if m is None:
            raise LawRefError(f"not a law reference: {text!r} (expected e.g. 64A2 or 50D2(a))")
        law, letter, number, sub, roman = m.groups()
        section = (letter or "").upper() + (number or "")
        section += f"({sub.lower()})" if sub else ""
        section += f"({roman.lower()})" if roman else ""
        return cls(int(law), section)

    def within(self, other: LawRef) -> bool:
        """Whether this reference is ``other`` or one of its sections (``64A2`` is within ``64A``)."""
        return self.law == other.law and self.section.startswith(other.section)

    def __str__(self) -> str:
        return f"{self.law}{self.section}"

    def __repr__(self) -> str:
        return f"ref({str(self)!r})"


def ref(text: str) -> LawRef:
    """Shorthand for :meth:`LawRef.parse`: ``ref("64A2")``."""
    return LawRef.parse(text)


def refs(*texts: str) -> tuple[LawRef, ...]:
    """Several references at once: ``refs("14B2", "14B4")``."""
    return tuple(LawRef.parse(t) for t in texts)


class PenaltyGrade(enum.Enum):
    """Major or minor penalty card (Law 50B)."""

    MAJOR = "major"
    MINOR = "minor"


class LeadMode(enum.Enum):
    """What a lead restriction does to the suit (Laws 26B, 50D2, 51B)."""

    REQUIRE = "require"
    FORBID = "forbid"


class RestrictionSpan(enum.Enum):
    """How long a lead restriction lasts."""

    NEXT_LEAD = "next_lead"
    """The player's next lead only (a required suit, Law 50D2(a))."""
    WHILE_ON_LEAD = "while_on_lead"
    """From the player's next lead for as long as he keeps the lead (Laws 26B, 50D2(a), 51B)."""


class PlayRequirement(enum.Enum):
    """What declarer may require of the offender's partner's next play (Law 57A)."""

    HIGHEST_OF_SUIT_LED = "highest_of_suit_led"
    LOWEST_OF_SUIT_LED = "lowest_of_suit_led"
    PLAY_SUIT = "play_suit"
    NOT_SUIT = "not_suit"


class RestoreSource(enum.Enum):
    """Where a card put back into a hand came from (Laws 14, 67B2)."""

    FOUND = "found"
    """Found elsewhere than among the played cards (Law 14A1, 14B2)."""
    OTHER_PACK = "other_pack"
    """Taken from another pack because the card could not be found (Law 14A2, 14B3)."""
    PLAYED_CARDS = "played_cards"
    """An extra card found among the player's played cards (Law 67B2)."""


class Moment(enum.Enum):
    """When the Director comes back to the table."""

    END_OF_PLAY = "end_of_play"
    END_OF_ROUND = "end_of_round"
    END_OF_AUCTION = "end_of_auction"
    """The auction is over: the Director rules again (cards exposed in the auction, Law 24E)."""
    NOW = "now"
    """Play is already over: the Director judges at once (no call back)."""


class ChooserRole(enum.Enum):
    """Who, in the words of the law, makes a choice."""

    DECLARER = "declarer"
    DEFENDER = "defender"
    NON_OFFENDING_SIDE = "non_offending_side"
    OFFENDER = "offender"
    OFFENDERS_PARTNER = "offenders_partner"
    DIRECTOR = "director"


class Reason(enum.StrEnum):
    """Machine-readable reasons carried by :class:`DirectorReview`, :class:`AdjustedScore` and
    :class:`NoRectification`. A family may use ids of its own; the presentation layer falls back to
    the law reference for an id it does not know."""

    EXTRANEOUS_INFORMATION = "extraneous_information"
    """A player saw a card of another hand (Laws 13A2, 16D)."""
    CALLS_WITH_INCORRECT_HAND = "calls_with_incorrect_hand"
    """Calls were made holding an incorrect number of cards (Law 13B1)."""
    CANNOT_BE_CORRECTED = "cannot_be_corrected"
    """The deal cannot be corrected and played (Law 13B2)."""
    FOUND_AFTER_PLAY = "found_after_play"
    """Incorrect hands found after play ended (Law 13D)."""
    SURPLUS_CARD_PLAYED = "surplus_card_played"
    """A card not part of the deal was played to a quitted trick (Law 13C)."""
    CARD_PLAYED_TWICE = "card_played_twice"
    """A card was played again to a later trick, too late to correct (Law 67B3)."""
    PENALTY_CARD_GAIN = "penalty_card_gain"
    """The offenders may have gained through a penalty card (Law 50E4)."""
    REVOKE_EQUITY = "revoke_equity"
    """The trick transfer may not compensate the non-offenders (Law 64C)."""
    UNAUTHORISED_INFORMATION = "unauthorised_information"
    """A player may have used unauthorised information (Laws 16, 73C)."""
    DAMAGE = "damage"
    """The non-offenders may have been damaged by the infraction (Law 12B1)."""
    AFTER_CORRECTION_PERIOD = "after_correction_period"
    """Too late: the Correction Period has ended (Law 79C)."""
    FORFEITED = "forfeited"
    """The non-offenders acted before the Director was called (Law 11A)."""
    ACCEPTED = "accepted"
    """The irregularity was accepted (e.g. Law 53A)."""
    DIRECTOR_ERROR = "director_error"
    """The Director's earlier ruling was wrong and no rectification lets the board be scored normally: both sides
    are treated as non-offending (Law 82C)."""


class InformationSource(enum.StrEnum):
    """What information a note is about (Laws 14C, 16C, 50E, 62D2)."""

    CARD_REPLACED = "card_replaced"
    """A card was put back into a deficient hand (Law 14C)."""
    PENALTY_CARD = "penalty_card"
    """A (major) penalty card on the table and the requirement to play it (Law 50E1)."""
    MINOR_PENALTY_CARD = "minor_penalty_card"
    """A minor penalty card on the table and the restriction it puts on its suit (Laws 50C, 50E1)."""
    PENALTY_CARD_RETURNED = "penalty_card_returned"
    """A penalty card picked up after declarer's lead choice (Law 50E2)."""
    PENALTY_CARD_PLAYED = "penalty_card_played"
    """How a penalty card, now played, came to be exposed (Law 50E3)."""
    WITHDRAWN_ACTION = "withdrawn_action"
    """A withdrawn call or play (Law 16C)."""
    EXPOSED_CARD = "exposed_card"
    """A card seen that should not have been (Law 16D)."""
    WITHDRAWN_CALL = "withdrawn_call"
    """A withdrawn or cancelled call, and the call that replaced it (Laws 16C, 25B3, 26)."""
    CARD_EXPOSED_IN_AUCTION = "card_exposed_in_auction"
    """A card exposed during the auction period (Law 24)."""


# --- consequences --------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Consequence:
    """Something a ruling makes happen; ``law`` is the law that prescribes it.

    Subclasses set ``kind`` and register themselves in :data:`CONSEQUENCE_TYPES`.
    """

    kind: ClassVar[str] = ""
    law: LawRef

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if not cls.kind:
            raise TypeError(f"{cls.__name__} needs a 'kind'")
        if cls.kind in CONSEQUENCE_TYPES:
            raise TypeError(f"consequence kind {cls.kind!r} is defined twice")
        CONSEQUENCE_TYPES[cls.kind] = cls


#: Every consequence class by its ``kind``.
CONSEQUENCE_TYPES: dict[str, type[Consequence]] = {}


@dataclass(frozen=True, kw_only=True)
class PenaltyCard(Consequence):
    """``card`` of ``seat`` (a defender) becomes a penalty card of ``grade`` (Laws 49, 50B)."""

    kind: ClassVar[str] = "penalty_card"
    seat: Seat
    card: Card
    grade: PenaltyGrade


@dataclass(frozen=True, kw_only=True)
class PenaltyCardToPlay(Consequence):
    """``seat`` must play his penalty card ``card`` now, to ``trick`` when known (Laws 51A, 52B2)."""

    kind: ClassVar[str] = "penalty_card_to_play"
    seat: Seat
    card: Card
    trick: int | None = None


@dataclass(frozen=True, kw_only=True)
class PenaltyCardPickedUp(Consequence):
    """``card`` is no longer a penalty card and goes back into ``seat``'s hand (Laws 50D2(a), 51B)."""

    kind: ClassVar[str] = "penalty_card_picked_up"
    seat: Seat
    card: Card


@dataclass(frozen=True, kw_only=True)
class LeadRestriction(Consequence):
    """``leader`` must lead ``suit`` (REQUIRE) or must not (FORBID), for ``span`` (Laws 26B, 50D2, 51B)."""

    kind: ClassVar[str] = "lead_restriction"
    leader: Seat
    suit: Suit
    mode: LeadMode
    span: RestrictionSpan


@dataclass(frozen=True, kw_only=True)
class PlayRestriction(Consequence):
    """``seat``'s next play must meet ``requirement`` (``suit`` for PLAY_SUIT and NOT_SUIT) (Law 57A)."""

    kind: ClassVar[str] = "play_restriction"
    seat: Seat
    requirement: PlayRequirement
    suit: Suit | None = None


@dataclass(frozen=True, kw_only=True)
class CardRestored(Consequence):
    """``card`` is put into ``seat``'s hand and deemed to have been there throughout (Laws 14, 67B2)."""

    kind: ClassVar[str] = "card_restored"
    seat: Seat
    card: Card
    source: RestoreSource


@dataclass(frozen=True, kw_only=True)
class CardRemoved(Consequence):
    """``card``, not part of the deal, is taken out of ``seat``'s hand (Law 13C), or, ``trick`` given,
    out of that quitted trick, to which he played it."""

    kind: ClassVar[str] = "card_removed"
    OMITTED_WHEN_NONE: ClassVar[tuple[str, ...]] = ("trick",)
    seat: Seat
    card: Card
    trick: int | None = None


@dataclass(frozen=True, kw_only=True)
class CardMoved(Consequence):
    """``card`` goes from ``from_seat``'s hand to ``to_seat``'s, where it belongs (Law 13A, 13B1)."""

    kind: ClassVar[str] = "card_moved"
    card: Card
    from_seat: Seat
    to_seat: Seat


@dataclass(frozen=True, kw_only=True)
class CardDeemedPlayed(Consequence):
    """``seat``'s ``card`` is a played card and stays played (Laws 45C, 45C4(a), 58B); if the record
    does not show it yet and it is his turn, applying the ruling plays it."""

    kind: ClassVar[str] = "card_deemed_played"
    seat: Seat
    card: Card


@dataclass(frozen=True, kw_only=True)
class CardPlacedInTrick(Consequence):
    """``card`` of ``seat`` is placed among his played cards as his card to ``trick`` (Law 67B1, 67B3)."""

    kind: ClassVar[str] = "card_placed_in_trick"
    seat: Seat
    card: Card | None
    trick: int


@dataclass(frozen=True, kw_only=True)
class NamedCardPlayed(CardPlacedInTrick):
    """Law 45D1: ``card``, the card declarer named, is played from dummy (``seat``) to ``trick`` in place
    of the one dummy put there. Unlike a card placed in a defective trick (67B), the trick goes to
    whoever wins it with the corrected cards."""

    kind: ClassVar[str] = "named_card_played"


@dataclass(frozen=True, kw_only=True)
class CardWithdrawn(Consequence):
    """``seat``'s ``card`` is taken back from ``trick`` (Laws 47, 53B, 55B, 62, 67B3)."""

    kind: ClassVar[str] = "card_withdrawn"
    seat: Seat
    card: Card
    trick: int


@dataclass(frozen=True, kw_only=True)
class SupplyCard(Consequence):
    """``seat`` must play a card he can legally play to ``trick`` (Laws 62A, 67A1)."""

    kind: ClassVar[str] = "supply_card"
    seat: Seat
    trick: int


@dataclass(frozen=True, kw_only=True)
class LeadFrom(Consequence):
    """The lead must be made by ``seat`` (Laws 47B, 53A, 55B2)."""

    kind: ClassVar[str] = "lead_from"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class TrickTransfer(Consequence):
    """At the end of play tricks go to ``to_side`` (Laws 64A, 67B1): ``count`` of them, but with
    ``trick`` given (the revoke trick, or the defective trick) no more than the other side won from
    that trick on (Law 64A: only the revoke trick and later tricks won by the offending side can be
    transferred), so a transfer ruled during play is counted when play ends."""

    kind: ClassVar[str] = "trick_transfer"
    to_side: Side
    count: int
    trick: int | None = None


@dataclass(frozen=True, kw_only=True)
class UnauthorisedInformation(Consequence):
    """What ``source`` tells, about ``cards`` if any, is unauthorised for ``for_seat`` (Laws 16, 73C)."""

    kind: ClassVar[str] = "unauthorised_information"
    for_seat: Seat
    source: str
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, kw_only=True)
class AuthorisedInformation(Consequence):
    """What ``source`` tells is authorised for every player (e.g. Law 50E1)."""

    kind: ClassVar[str] = "authorised_information"
    source: str
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, kw_only=True)
class DirectorReview(Consequence):
    """Call the Director back at ``when``: he judges ``reason`` and may adjust the score (Law 12)."""

    kind: ClassVar[str] = "director_review"
    when: Moment
    reason: str


@dataclass(frozen=True, kw_only=True)
class AdjustedScore(Consequence):
    """The Director awards an adjusted score now (Law 12C); ``artificial`` per 12C2, else assigned."""

    kind: ClassVar[str] = "adjusted_score"
    reason: str
    artificial: bool = False


@dataclass(frozen=True, kw_only=True)
class ProceduralPenalty(Consequence):
    """``seat`` (or his side) is liable to a procedural penalty at the Director's discretion (Law 90)."""

    kind: ClassVar[str] = "procedural_penalty"
    seat: Seat | None = None


@dataclass(frozen=True, kw_only=True)
class Proceed(Consequence):
    """The auction and play continue normally; ``calls_stand``: no call may be changed (Law 14A3)."""

    kind: ClassVar[str] = "proceed"
    calls_stand: bool = False


@dataclass(frozen=True, kw_only=True)
class NoRectification(Consequence):
    """No (further) rectification, for ``reason``."""

    kind: ClassVar[str] = "no_rectification"
    reason: str


@dataclass(frozen=True, kw_only=True)
class DummyRightsLimited(Consequence):
    """``seat`` (dummy) has broken Law 43A2: for the rest of the board, a warning about the hand to lead from, a
    question to declarer about a revoke and the first word about a defender's irregularity fall under 43B2 and 43B3.
    The table state keeps it, so the rulings that follow know it (:mod:`~tdcompanion.core.laws.law42_43`)."""

    kind: ClassVar[str] = "dummy_rights_limited"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class HandChosenToLeadFrom(Consequence):
    """Declarer's next lead is made from ``seat``'s hand, the hand a defender chose (Law 43B2(a)): made from there it
    stands, even where the lead was in the other hand. The table state keeps it until declarer's side leads."""

    kind: ClassVar[str] = "hand_chosen_to_lead_from"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class DeclarerSwap(Consequence):
    """After a faced opening lead out of turn, ``dummy`` (the presumed declarer) spreads his hand and
    ``declarer`` (his partner) plays the contract; the lead stands (Law 54A). The table state keeps it, and the
    record the rulings that follow read gives ``declarer`` and ``dummy`` their new roles
    (:attr:`~tdcompanion.core.laws.record.BoardRecord.declarer_swapped`); the contract, and so the score, stay
    the auction's."""

    kind: ClassVar[str] = "declarer_swap"
    declarer: Seat
    dummy: Seat


@dataclass(frozen=True, kw_only=True)
class FollowUp(Consequence):
    """Another irregularity to rule on next, on the corrected record: ``irregularity`` by ``seat``
    at ``trick`` (``event`` indexes the play record when it shows it), e.g. a revoke found once a
    card is restored (Laws 14B4, 67B2(b))."""

    kind: ClassVar[str] = "follow_up"
    irregularity: IrregularityKind
    seat: Seat | None = None
    trick: int | None = None
    card: Card | None = None
    event: int | None = None
    established: bool | None = None
    when: Moment | None = None
    """``END_OF_AUCTION``: ruled once the auction is over, not before (Law 24E); ``None``: next."""
    answers: tuple[tuple[str, bool | int | str | tuple[str, ...]], ...] | None = None
    """What the Director was told already (fact storage key, value as stored), by key: the follow-up
    starts from it."""

    OMITTED_WHEN_NONE = ("when", "answers")  # not fields: files keep neither while there is none

    def __post_init__(self) -> None:
        # By key, not in the order told: a ruling read back from a file, whose facts are in the file's
        # order, must equal the ruling given (found by tests/core/test_story_invariant.py).
        if self.answers is not None:
            object.__setattr__(self, "answers", tuple(sorted(self.answers, key=lambda pair: pair[0])))

    @property
    def preset(self) -> dict[str, bool | int | str | tuple[str, ...]]:
        """:attr:`answers` as the facts the follow-up's ruling starts from."""
        return dict(self.answers or ())


# --- options and choices -------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class Option:
    """One thing a chooser may select. ``id`` is machine-readable (``"forbid_suit"``); ``suits``,
    ``cards`` and ``seat`` are its parameters; ``follow_up`` are choices that open once it is taken
    (declarer refuses an opening lead out of turn, then chooses under Law 50D2)."""

    id: str
    laws: tuple[LawRef, ...]
    consequences: tuple[Consequence, ...] = ()
    suits: tuple[Suit, ...] = ()
    cards: tuple[Card, ...] = ()
    seat: Seat | None = None
    follow_up: tuple[Choice, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Choice:
    """Options the laws give ``chooser`` (``None`` when the record does not say who he is).

    ``without_consulting_partner``: he must choose alone (Law 10C2). ``default`` is the option
    that applies when he declines to exercise any (e.g. Law 50D2(b)), if the law names one.
    """

    id: str
    chooser: Seat | None
    role: ChooserRole
    laws: tuple[LawRef, ...]
    options: tuple[Option, ...]
    without_consulting_partner: bool = True
    default: str | None = None

    def __post_init__(self) -> None:
        ids = [o.id for o in self.options]
        if len(set(ids)) != len(ids):
            raise ValueError(f"choice {self.id!r} repeats an option id: {ids}")
        if self.default is not None and self.default not in ids:
            raise ValueError(f"choice {self.id!r}: default {self.default!r} is not one of its options")

    def option(self, option_id: str) -> Option:
        for option in self.options:
            if option.id == option_id:
                return option
        raise UnknownOptionError(f"choice {self.id!r} has no option {option_id!r} (options: {self.option_ids})")

    @property
    def option_ids(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.options)


class UnknownOptionError(InputError):
    """A chosen option that the ruling does not offer."""


@dataclass(frozen=True)
class Resolution:
    """What a ruling comes to once some choices are made: every consequence in force, and the
    choices still open (in the order they must be made)."""

    consequences: tuple[Consequence, ...]
    pending: tuple[Choice, ...]
    chosen: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, kw_only=True)
class Ruling:
    """The Director's ruling: ``laws`` applied (the main one first), the ``offender`` if any, the
    ``consequences`` that hold whatever is chosen, and the ``choices`` open to the players."""

    irregularity: IrregularityKind
    laws: tuple[LawRef, ...]
    offender: Seat | None = None
    consequences: tuple[Consequence, ...] = ()
    choices: tuple[Choice, ...] = ()
    edition: str = field(default="WBF 2017")

    def all_choices(self) -> Iterator[Choice]:
        """Every choice, follow-ups included, depth first."""
        stack = list(reversed(self.choices))
        while stack:
            choice = stack.pop()
            yield choice
            for option in reversed(choice.options):
                stack.extend(reversed(option.follow_up))

    def stated_laws(self) -> tuple[LawRef, ...]:
        """The laws the ruling's consequences and options (follow-ups included) apply, in order, each once: what
        a ruling that takes over this one's outcome cites for it (Law 73B for partner's information, 16B)."""
        laws = [c.law for c in self.consequences]
        for choice in self.all_choices():
            for option in choice.options:
                laws += [*option.laws, *(c.law for c in option.consequences)]
        return tuple(dict.fromkeys(laws))

    def taken_over(self, irregularity: IrregularityKind, first: LawRef, before: tuple[Consequence, ...],
                   offender: Seat | None) -> Ruling:  # fmt: skip
        """This ruling's outcome as part of a ruling on ``irregularity`` under ``first`` (Law 73B over 16B, 6D1
        over 16D or Laws 13-14): ``before`` comes first, then these consequences and choices; it cites ``first``,
        the laws ``before`` applies and :meth:`stated_laws`, each once."""
        laws = (first, *dict.fromkeys(x for x in (*(c.law for c in before), *self.stated_laws()) if x != first))
        return Ruling(irregularity=irregularity, laws=laws, offender=offender,
                      consequences=(*before, *self.consequences), choices=self.choices, edition=self.edition)

    def choice(self, choice_id: str) -> Choice:
        for choice in self.all_choices():
            if choice.id == choice_id:
                return choice
        raise UnknownOptionError(f"the ruling has no choice {choice_id!r}")

    def resolve(self, chosen: Mapping[str, str]) -> Resolution:
        """The consequences in force once the options in ``chosen`` (choice id -> option id) are
        taken, and the choices still open. A choice with a ``default`` that is not chosen stays
        open. Raises :class:`UnknownOptionError` for a choice or option the ruling does not offer."""
        known = {c.id for c in self.all_choices()}
        for choice_id in chosen:
            if choice_id not in known:
                raise UnknownOptionError(f"the ruling has no choice {choice_id!r}")
        consequences = list(self.consequences)
        pending: list[Choice] = []
        taken: list[tuple[str, str]] = []
        queue = list(self.choices)
        while queue:
            choice = queue.pop(0)
            option_id = chosen.get(choice.id)
            if option_id is None:
                pending.append(choice)
                continue
            option = choice.option(option_id)
            taken.append((choice.id, option_id))
            consequences.extend(option.consequences)
            queue[0:0] = option.follow_up
        return Resolution(tuple(consequences), tuple(pending), tuple(taken))

    def follow_ups(self) -> tuple[FollowUp, ...]:
        """The irregularities this ruling leaves to rule on (whatever is chosen)."""
        return tuple(c for c in self.consequences if isinstance(c, FollowUp))

    def find(self, kind: type[Consequence]) -> tuple[Consequence, ...]:
        """The unconditional consequences of one class."""
        return tuple(c for c in self.consequences if isinstance(c, kind))
