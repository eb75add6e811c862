"""Irregularities found in the play record, as data (Laws 48-58, 61-64).

The record only detects and describes; what follows from each (penalty cards, trick
transfers) is for the laws modules to decide. Each reports its ``kind`` as the
:class:`~tdcompanion.core.irregularity.IrregularityKind` the Director is called for.
``index`` is always the position in the record of the event concerned, so the GUI can
point at it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.irregularity import IrregularityKind
from tdcompanion.core.play_events import ExposeHow
from tdcompanion.core.seats import Seat


@dataclass(frozen=True, slots=True)
class EventRef:
    """The event at ``index``, made by ``seat`` while trick ``trick`` was in progress."""

    index: int
    seat: Seat
    trick: int


@dataclass(frozen=True, slots=True)
class OutOfTurn:
    """``seat`` led (``is_lead``) or played ``card`` to ``trick`` when it was ``expected``'s turn.

    ``withdrawn_by`` is the index of the :class:`Retract` that took the card back, if any.
    """

    index: int
    seat: Seat
    card: Card
    trick: int
    expected: Seat
    is_lead: bool
    withdrawn_by: int | None = None

    @property
    def kind(self) -> IrregularityKind:
        """The opening lead out of turn (Law 54), a later lead out of turn (Laws 53, 55, 56), or a card
        played before one's turn to a trick already led to (Law 57)."""
        if not self.is_lead:
            return IrregularityKind.PREMATURE_PLAY
        return IrregularityKind.OPENING_LEAD_OUT_OF_TURN if self.trick == 1 else IrregularityKind.LEAD_OUT_OF_TURN


@dataclass(frozen=True, slots=True)
class Revoke:
    """``seat`` played ``card`` to ``trick`` while holding a card of ``suit_led`` (Law 61A).

    ``established_by`` is the event that established it (Law 63A): the first lead or play
    by the offender or his partner to a later trick, or a claim or concession by either.
    ``corrected_by`` is the :class:`Retract` that withdrew the card before that (Law 62A).
    A revoke at trick 12 is reported as established like any other; Law 62D still has it
    corrected.
    """

    index: int
    seat: Seat
    card: Card
    trick: int
    suit_led: Suit
    established_by: EventRef | None = None
    corrected_by: int | None = None

    @property
    def kind(self) -> IrregularityKind:
        return IrregularityKind.REVOKE

    @property
    def established(self) -> bool:
        return self.established_by is not None

    @property
    def corrected(self) -> bool:
        return self.corrected_by is not None


@dataclass(frozen=True, slots=True)
class Exposure:
    """``seat``'s ``cards`` were exposed (``how``) during ``trick`` (Laws 48-50, 58B)."""

    index: int
    seat: Seat
    cards: tuple[Card, ...]
    how: ExposeHow
    trick: int

    @property
    def kind(self) -> IrregularityKind:
        return IrregularityKind.EXPOSED_CARD


#: Any irregularity of the play.
PlayIrregularity = OutOfTurn | Revoke | Exposure
