"""What the incident list shows of one file in the incidents folder, read without the whole
incident (:class:`IncidentEntry`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class IncidentEntry:
    """One file of the incidents folder as listed.

    ``error`` is ``None`` for an incident that can be read; otherwise it says why the file cannot
    be (damaged JSON, not an incident, a newer format ...) and the other fields are empty. Such a
    file is listed, never overwritten. ``laws`` are the rulings' law references (``"64A1"``), each
    once; ``kinds`` the irregularities ruled on the board (``IrregularityKind`` values), in order,
    each once; ``offenders`` the seats (``"N"`` to ``"W"``) of the rulings' offenders, in order, each
    once (a ruling without one adds none); ``status`` an ``IncidentStatus`` value. ``search_text``
    is every text of the incident folded (:func:`core.folding.fold`).
    ``conflict_of`` is, for a sync engine's conflict copy, the name of the file it is a copy of
    (:func:`storage.sync_copies.conflict_base`); empty for any other file.
    """

    path: Path
    mtime_ns: int
    size: int
    error: str | None = None
    id: str | None = None
    date: str = ""
    event: str = ""
    session: str = ""
    section: str = ""
    table: str = ""
    board: int | None = None
    kinds: tuple[str, ...] = ()
    laws: tuple[str, ...] = ()
    status: str = ""
    modified: str = ""
    players: tuple[str, ...] = ()
    search_text: str = ""
    problem: str = ""  # with ``error``: an ``EntryProblem`` value, for the GUI to say it in the user's language
    created: str = ""
    revision: int = 0
    conflict_of: str = ""
    offenders: tuple[str, ...] = ()

    def surnames(self) -> tuple[str, ...]:
        """The players' surnames, N, E, S, W: the last word of each name (``""`` for a seat not named),
        as the list shows and sorts them."""
        return tuple(name.split()[-1] if name.strip() else "" for name in self.players)

    @property
    def kind(self) -> str:
        """The first irregularity ruled on the board (empty if none)."""
        return self.kinds[0] if self.kinds else ""

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def readable(self) -> bool:
        return self.error is None
