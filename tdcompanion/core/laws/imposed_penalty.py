"""Procedural and disciplinary penalties the Director imposes with a ruling (Laws 90 and 91A).

A ruling's :class:`~.ruling.ProceduralPenalty` consequence says that a side *may* be penalised; whether it is,
and by how much, is the Director's decision (Law 90A). :class:`ImposedPenalty` is that decision as the
incident keeps it, with any ruling of the story (``Step.penalties``): the law the Director applies (90A, an
offence of 90B1-90B8, or 91A), the contestant penalised, the amount and its unit. It is an outcome in addition
to the rectification (Law 90A: "in addition to"): the ruling itself is evaluated without it, and the score
of the board is not changed by it; the scorer takes it off the contestant's total.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction

from tdcompanion.core.errors import InputError
from tdcompanion.core.laws.ruling import LawRef, ref
from tdcompanion.core.seats import Seat, Side

__all__ = ["PENALTY_LAWS", "ImposedPenalty", "PenaltyError", "PenaltyUnit"]

#: The laws under which the Director imposes a penalty: 90A (his authority), the offences 90B lists (late
#: arrival, slow play, discussion, comparing scores, touching another's cards, misplacing cards in the board,
#: errors of procedure, failure to comply with regulations), and 91A (a disciplinary penalty).
PENALTY_LAWS: tuple[LawRef, ...] = tuple(ref(x) for x in ("90A", "90B1", "90B2", "90B3", "90B4", "90B5", "90B6",
                                                         "90B7", "90B8", "91A"))  # fmt: skip

#: The largest amount, in any unit (a whole top is 100%; no procedural penalty is more than a board's worth).
MOST = Fraction(100)


class PenaltyError(InputError):
    """A penalty that cannot be: its reason names the field."""


class PenaltyUnit(enum.Enum):
    """What the amount is counted in, as the event's regulations set it."""

    PERCENT_OF_TOP = "percent_of_top"  # pairs: a share of a top on the board (10% and 25% are usual)
    MATCHPOINTS = "matchpoints"
    IMPS = "imps"  # teams
    VICTORY_POINTS = "victory_points"


@dataclass(frozen=True, slots=True)
class ImposedPenalty:
    """A penalty of ``amount`` ``unit`` against ``against`` (a side, or a player in an individual event),
    under ``law`` (one of :data:`PENALTY_LAWS`)."""

    law: LawRef
    against: Side | Seat
    amount: Fraction
    unit: PenaltyUnit

    def __post_init__(self) -> None:
        if self.law not in PENALTY_LAWS:
            laws = ", ".join(str(x) for x in PENALTY_LAWS)
            raise PenaltyError(f"law: a penalty is imposed under one of {laws}, not {self.law}")
        if not isinstance(self.amount, Fraction) or not 0 < self.amount <= MOST:
            raise PenaltyError(f"amount: more than 0 and at most {MOST}, not {self.amount}")
        if not isinstance(self.unit, PenaltyUnit):
            raise PenaltyError(f"unit: one of {', '.join(u.value for u in PenaltyUnit)}, not {self.unit!r}")
        if not isinstance(self.against, Side | Seat):
            raise PenaltyError(f"against: a side (NS, EW) or a seat, not {self.against!r}")

    @property
    def disciplinary(self) -> bool:
        """Under Law 91A (conduct), not a procedural penalty of Law 90."""
        return self.law.law == 91
