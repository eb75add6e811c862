"""What a Tournament Director records about a call besides the board and the ruling (incident
format v2): where and when (event, session, date, section, table), who sat where, the time of the
call and who called, each side's statement, the score consequences, and the incident's status
with the history of its changes.

Plain values only; :mod:`tdcompanion.core.incident` reads and writes them.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace
from datetime import date, datetime, time
from typing import Final

from tdcompanion.core.seats import Seat

#: The longest a one-line field (event, session, a player's name ...) may be.
MAX_FIELD: Final = 1_000
#: The longest a free text (a statement, the score consequences, a note) may be.
MAX_TEXT: Final = 100_000
SIDES: Final = ("NS", "EW")

#: An ISO calendar date, ``2026-11-23`` (the JSON Schema uses the same pattern).
DATE_PATTERN: Final = r"[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
_HOUR_MINUTE = r"([01][0-9]|2[0-3]):[0-5][0-9]"
#: A time of day, ``20:15``, ``20:15:30``, ``20:15:30.5``, with an optional offset (``Z``, ``+02:00``).
TIME_PATTERN: Final = rf"{_HOUR_MINUTE}(:[0-5][0-9](\.[0-9]{{1,6}})?)?(Z|[+-]{_HOUR_MINUTE})?"
#: A time of day alone, or a date and a time of day (``2026-11-23T20:15:00+02:00``).
STAMP_PATTERN: Final = f"({DATE_PATTERN}[T ])?{TIME_PATTERN}"
_DATE = re.compile(DATE_PATTERN)
_STAMP = re.compile(STAMP_PATTERN)


class IncidentStatus(enum.Enum):
    """Where the incident stands: called, ruled on, score adjusted (Law 12), appealed (Law 92), closed."""

    OPEN = "open"
    RULED = "ruled"
    SCORE_ADJUSTED = "score_adjusted"
    APPEALED = "appealed"
    CLOSED = "closed"


@dataclass(frozen=True)
class StatusChange:
    """The incident's status became ``status`` at ``at`` (ISO 8601), with the Director's ``note``."""

    at: str
    status: IncidentStatus
    note: str = ""


@dataclass(frozen=True)
class IncidentInfo:
    """Where and when the Director was called and to whom. Every text may be empty (not known).

    ``date`` is an ISO date (``2026-11-23``); ``called_at`` an ISO time (``20:15``) or date and time;
    ``players`` maps each seat to a name or a player number; ``called_by`` is the seat that called.
    """

    event: str = ""
    session: str = ""
    date: str = ""
    section: str = ""
    table: str = ""
    players: tuple[tuple[Seat, str], ...] = ()
    called_at: str = ""
    called_by: Seat | None = None

    def __post_init__(self) -> None:
        # One name per seat, in seat order, none empty: the same record always compares (and writes) the same.
        names = dict(self.players)
        object.__setattr__(self, "players", tuple((s, names[s]) for s in Seat if names.get(s)))

    def player(self, seat: Seat) -> str:
        return dict(self.players).get(seat, "")

    def with_player(self, seat: Seat, name: str) -> IncidentInfo:
        return replace(self, players=(*self.players, (seat, name)))


@dataclass(frozen=True)
class Statements:
    """What each side says happened, in its own words (``NS`` and ``EW``)."""

    ns: str = ""
    ew: str = ""

    def of(self, side: str) -> str:
        return self.ns if side == "NS" else self.ew


def valid_date(text: str) -> bool:
    """``2026-11-23``: an ISO calendar date that exists (not ``2026-13-01``, nor ``2026-02-30``)."""
    if _DATE.fullmatch(text) is None:
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def valid_time(text: str) -> bool:
    """``20:15``, ``20:15:30`` (an offset such as ``+02:00`` allowed) or an ISO date and time,
    ``2026-11-23T20:15:00+02:00``; hours 00-23 and a date that exists."""
    if _STAMP.fullmatch(text) is None:
        return False
    try:
        (datetime if len(text) > 10 and text[10] in "T " else time).fromisoformat(text)
    except ValueError:
        return False
    return True
