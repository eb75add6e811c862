"""What the table state holds and reports that the rules of penalty cards also read: a penalty card on
the table (:class:`HeldPenaltyCard`), a card played against a rectification (:class:`Violation`), and
what the Director must settle before play goes on (:class:`Prompt`). Plain data, with no rules."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.laws.ruling import IrregularityKind, LawRef, PenaltyGrade
from tdcompanion.core.seats import Seat


@dataclass(frozen=True)
class HeldPenaltyCard:
    """``seat``'s ``card`` lies on the table as a penalty card of ``grade`` since play event ``since``.

    ``to_play`` is the law under which declarer has designated it as the card ``seat`` plays at his
    next turn (Law 51A; Law 52B2 in place of a card played illegally): kept until ``seat`` plays."""

    seat: Seat
    card: Card
    grade: PenaltyGrade
    law: LawRef
    since: int
    to_play: LawRef | None = None

    OMITTED_WHEN_NONE = ("to_play",)  # not a field: incident files keep no "to_play" while there is none


class ViolationKind(enum.Enum):
    LEAD_RESTRICTION = "lead_restriction"
    """A lead against a lead restriction when able to comply (Laws 26B, 50D2, 51B; a revoke, Law 61A)."""
    PLAY_RESTRICTION = "play_restriction"
    """A play against declarer's Law 57A requirement when able to comply (a revoke, Law 61A)."""
    PENALTY_CARD_NOT_PLAYED = "penalty_card_not_played"
    """Another card played when a major penalty card could legally be played (Laws 50D1, 52)."""
    MINOR_PENALTY_CARD = "minor_penalty_card"
    """A card below honour rank of the suit of a minor penalty card played before it (Law 50C)."""
    LEAD_FROM_OTHER_HAND = "lead_from_other_hand"
    """A lead by declarer from the hand a defender did not choose (Law 43B2(a)): a lead from the wrong hand, ruled
    as declarer's lead out of turn (Law 55), the chosen hand being the right one."""


@dataclass(frozen=True)
class Violation:
    """``seat`` played ``card`` against a rectification; ``event`` indexes the play record when
    recorded; ``required`` are the penalty cards he should have played, ``suit`` the restricted suit."""

    kind: ViolationKind
    seat: Seat
    card: Card
    law: LawRef
    event: int | None = None
    required: tuple[Card, ...] = ()
    suit: Suit | None = None

    @property
    def irregularity(self) -> IrregularityKind:
        """What the Director rules it as: a penalty card not played (Law 52, for the duties of Laws 50C,
        50D1 and 51A), a lead from the hand a defender did not choose, a lead out of turn (Laws 43B2(a), 55), or
        a lead or play restriction not complied with, a revoke (Law 61A)."""
        if self.kind in (ViolationKind.PENALTY_CARD_NOT_PLAYED, ViolationKind.MINOR_PENALTY_CARD):
            return IrregularityKind.PENALTY_CARD_NOT_PLAYED
        if self.kind is ViolationKind.LEAD_FROM_OTHER_HAND:
            return IrregularityKind.LEAD_OUT_OF_TURN
        return IrregularityKind.REVOKE


class PromptKind(enum.Enum):
    LEAD_PENALTY_CARD_OPTIONS = "lead_penalty_card_options"
    """A defender is to lead while partner has major penalty cards: declarer chooses first (50D2, 51B)."""
    LEAD_PROHIBITION = "lead_prohibition"
    """The offender's partner is to lead for the first time: declarer may prohibit a suit (26B)."""
    DESIGNATE_PENALTY_CARD = "designate_penalty_card"
    """A defender is to play with two or more penalty cards he could play: declarer designates (50D1(a), 51A)."""
    CALL_DIRECTOR_BACK = "call_director_back"
    """A reminder is due: the Director must come back (e.g. Law 64C at the end of play)."""
    FOLLOW_UP = "follow_up"
    """An irregularity a ruling left to rule on."""


@dataclass(frozen=True)
class Prompt:
    """Something to settle before play goes on."""

    kind: PromptKind
    law: LawRef
    seat: Seat | None = None
    cards: tuple[Card, ...] = ()
    trick: int | None = None
    reason: str | None = None

    @property
    def key(self) -> str:
        """Identifies the prompt, to mark it handled."""
        seat = self.seat.letter if self.seat is not None else "-"
        return f"{self.kind.value}:{seat}:{self.trick or 0}:{self.law}:{self.reason or ''}"
