"""The incident being recorded on one board: the board's story in the wizard (a :class:`RulingSession`:
every ruling given on it and every later choice) plus the Director's record (where, when, who,
statements, score consequences, the table's score, notes, status), and the file it is saved in.

An :class:`IncidentDraft` holds no file logic: the application saves :meth:`IncidentDraft.incident`
and reports back with :meth:`IncidentDraft.mark_saved`. ``changed`` tells the autosave that there
is something new to keep; :attr:`IncidentDraft.dirty` says whether the file is behind.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.core.laws.timeline import Step
from tdcompanion.models.ruling_session import RulingSession

_DIRECTOR_FIELDS = ("info", "statements", "score", "scoring", "note", "status", "history", "id", "revision",
                    "created", "modified")  # fmt: skip


class IncidentDraft(QObject):
    """One board's incident in the making. ``changed`` after the ruling or the Director's record
    changes; ``saved(Path)`` after :meth:`mark_saved`."""

    changed = Signal()
    saved = Signal(object)

    def __init__(self, session: RulingSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._director: Incident | None = None  # the Director's record (and the file's id and revision)
        self._path: Path | None = None
        self._last_saved: Incident | None = None
        self._unreplayed: tuple[Step, ...] = ()  # steps of the file after one that could not be ruled again
        session.changed.connect(self.changed)

    @property
    def path(self) -> Path | None:
        """The incident's file, once saved or when reopened from one."""
        return self._path

    @property
    def director(self) -> Incident | None:
        """The incident whose Director's record fields (info, statements, score, scoring, note, status,
        history, id, revision) are kept; ``None`` before anything was recorded."""
        return self._director

    def incident(self) -> Incident | None:
        """The incident as it stands: the board's story with the Director's record; ``None`` before
        the first ruling is started. Steps of a reopened file that could not be ruled again are kept
        as they were, after the others: nothing read is lost."""
        ruled = self.session.incident()
        if ruled is None:
            return None
        if self._unreplayed:
            ruled = replace(ruled, steps=(*ruled.steps, *self._unreplayed))
        if self._director is not None:
            ruled = replace(ruled, **{name: getattr(self._director, name) for name in _DIRECTOR_FIELDS})
        if ruled.status is IncidentStatus.OPEN and self.session.ruling is not None and self._director is None:
            ruled = replace(ruled, status=IncidentStatus.RULED)
        return ruled

    @property
    def unreplayed(self) -> tuple[Step, ...]:
        """Steps of the reopened file that could not be ruled again (kept, not shown in the wizard)."""
        return self._unreplayed

    @property
    def dirty(self) -> bool:
        """The incident differs from what was last saved (or was never saved)."""
        now = self.incident()
        return now is not None and now != self._last_saved

    def set_director(self, incident: Incident) -> None:
        """Keep the Director's record of ``incident`` (the details form's values)."""
        if self._director is not None and all(
            getattr(self._director, name) == getattr(incident, name) for name in _DIRECTOR_FIELDS
        ):
            return
        self._director = incident
        self.changed.emit()

    def mark_saved(self, incident: Incident, path: Path) -> None:
        """``incident`` (as the store wrote it: id, revision, modified) is now in ``path``."""
        self._director = incident
        self._path = path
        self._last_saved = self.incident()
        self.saved.emit(path)
        self.changed.emit()  # the form shows the history as saved

    def reopen(self, incident: Incident, path: Path | None) -> None:
        """Continue ``incident`` (read from ``path``, or recovered when ``path`` is None): its story is
        replayed into the session, as the Director left it, and its Director's record kept."""
        story = incident.replay()
        # A step that cannot be ruled again (and those after it) is kept as the file has it.
        self._unreplayed = incident.steps[story.failed:] if story.failed is not None else ()
        self.session.reopen(story.timeline, story.current)
        self._director = incident
        self._path = path
        self._last_saved = self.incident() if path is not None else None
        self.changed.emit()


def draft_of(session: RulingSession) -> IncidentDraft:
    """The draft that goes with ``session`` (made on first use, owned by it)."""
    draft = session.findChild(IncidentDraft)
    if draft is None:
        draft = IncidentDraft(session, session)
    return draft
