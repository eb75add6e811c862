"""What a Tournament Director records about a call besides the board and the ruling (incident
format v2): where and when (event, session, date, section, table), who sat where, the time of the
call and who called, each side's statement, the score consequences, and the incident's status
with the history of its changes.

Plain values only; :mod:`tdcompanion.core.incident` reads and writes them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from datetime import date, datetime, time
from typing import Final

from tdcompanion.core.seats import Seat

#: The longest a one-line field (event, session, a player's name ...) may be.
MAX_FIELD: Final = 1_000
#: The longest a free text (a statement, the score consequences, a note) may be.
MAX_TEXT: Final = 100_000
SIDES: Final = ("NS", "EW")


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

    def player(self, seat: Seat) -> str:
        return dict(self.players).get(seat, "")

    def with_player(self, seat: Seat, name: str) -> IncidentInfo:
        names = dict(self.players)
        names[seat] = name
        return replace(self, players=tuple((s, names[s]) for s in Seat if names.get(s)))


@dataclass(frozen=True)
class Statements:
    """What each side says happened, in its own words (``NS`` and ``EW``)."""

    ns: str = ""
    ew: str = ""

    def of(self, side: str) -> str:
        return self.ns if side == "NS" else self.ew


def valid_date(text: str) -> bool:
    """``2026-11-23``: an ISO calendar date."""
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return len(text) == 10


def valid_time(text: str) -> bool:
    """``20:15``, ``20:15:30`` or a full ISO date and time."""
    for parse in (time.fromisoformat, datetime.fromisoformat):
        try:
            parse(text)
        except ValueError:
            continue
        return True
    return False
