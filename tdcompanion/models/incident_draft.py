"""The incident being recorded on one board: the wizard's ruling (a :class:`RulingSession`) plus the
Director's record (where, when, who, statements, score consequences, the table's score, notes, status),
and the file it is saved in.

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
        self._irregularity = session.irregularity
        session.changed.connect(self._on_session_changed)

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
        """The incident as it stands: the session's ruling with the Director's record; ``None``
        while no irregularity is in hand."""
        ruled = self.session.incident()
        if ruled is None:
            return None
        if self._director is not None:
            ruled = replace(ruled, **{name: getattr(self._director, name) for name in _DIRECTOR_FIELDS})
        if ruled.status is IncidentStatus.OPEN and self.session.ruling is not None and self._director is None:
            ruled = replace(ruled, status=IncidentStatus.RULED)
        return ruled

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
        """Continue ``incident`` (read from ``path``, or recovered when ``path`` is None): its ruling
        is redone in the session and its Director's record kept."""
        self.session.start(incident.irregularity, incident.facts)
        for choice_id, option_id in incident.chosen:
            self.session.choose(choice_id, option_id)
        self._irregularity = incident.irregularity
        self._director = incident
        self._path = path
        self._last_saved = self.incident() if path is not None else None
        self.changed.emit()

    def _on_session_changed(self) -> None:
        irregularity = self.session.irregularity
        if irregularity is not None and self._irregularity is not None and irregularity != self._irregularity:
            # Another irregularity on the same board: another incident, with its own file.
            self._director, self._path, self._last_saved = None, None, None
        if irregularity is not None:
            self._irregularity = irregularity
        self.changed.emit()


def draft_of(session: RulingSession) -> IncidentDraft:
    """The draft that goes with ``session`` (made on first use, owned by it)."""
    draft = session.findChild(IncidentDraft)
    if draft is None:
        draft = IncidentDraft(session, session)
    return draft
