"""Keeps the incidents of the boards open in the window: saves them into the incidents folder,
autosaves drafts as the Director works, and offers to recover the drafts a crash left behind.

Saving goes through :class:`~tdcompanion.storage.incident_store.IncidentStore` (atomic writes, a
per-file lock, and a conflict check when another instance saved the same file since): on a conflict
the Director is told, and the incident is saved as a copy so that nothing is lost.

Autosave: each change of an incident (an answer, a choice, a field of the Director's record) starts
a short timer; when it fires, every incident not yet saved is written as a draft
(``.drafts/<instance>-<n>.json``). A saved incident's draft is removed. After a crash, the drafts of
the instance that no longer runs are found at the next start and the Director is asked what to do.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from tdcompanion.core.errors import InputError
from tdcompanion.models.text import arg
from tdcompanion.storage.drafts import Draft, new_owner
from tdcompanion.storage.errors import ConflictError, StoreError
from tdcompanion.storage.incident_store import IncidentStore, default_folder

if TYPE_CHECKING:  # the incident reader and the laws load with the first incident, not with the list
    from tdcompanion.app.settings import Settings
    from tdcompanion.core.incident import Incident
    from tdcompanion.models.incident_draft import IncidentDraft

# Milliseconds of quiet after a change before the drafts are written.
AUTOSAVE_DELAY_MS = 1500


class IncidentKeeper(QObject):
    """Saving and autosaving of the :class:`IncidentDraft` objects it is told about (:meth:`watch`).

    ``folder_changed(Path)`` after :meth:`set_folder`; ``saved(Path)`` after each save.
    """

    saved = Signal(object)
    folder_changed = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = IncidentStore(folder)
        self.owner = new_owner()
        self._numbers = itertools.count(1)
        self._drafts: dict[IncidentDraft, str] = {}  # draft -> its autosave name
        self._autosave = QTimer(self)
        self._autosave.setSingleShot(True)
        self._autosave.setInterval(AUTOSAVE_DELAY_MS)
        self._autosave.timeout.connect(self.write_drafts)

    @property
    def folder(self) -> Path:
        return self.store.folder

    def set_folder(self, folder: Path) -> None:
        """Keep incidents in ``folder`` from now on (drafts written so far are moved over by the next autosave)."""
        if Path(folder) == self.store.folder:
            return
        self.write_drafts()
        old = self.store
        self.store = IncidentStore(Path(folder))
        for name in self._drafts.values():
            old.remove_draft(name)
        self.write_drafts()
        self.folder_changed.emit(self.store.folder)

    # -- the drafts followed ---------------------------------------------------------------------------

    def watch(self, draft: IncidentDraft) -> None:
        """Follow ``draft``: autosave it as it changes."""
        if draft in self._drafts:
            return
        self._drafts[draft] = f"{self.owner}-{next(self._numbers)}"
        draft.changed.connect(self._autosave.start)
        draft.destroyed.connect(lambda _obj=None, d=draft: self._forget(d))
        if draft.dirty:  # recovered or reopened with changes: kept from now on
            self._autosave.start()

    def _forget(self, draft: IncidentDraft) -> None:
        name = self._drafts.pop(draft, None)
        if name is not None:
            self.store.remove_draft(name)

    def unsaved(self) -> list[IncidentDraft]:
        """The incidents with changes not saved to their file."""
        return [d for d in self._drafts if _alive(d) and d.dirty]

    def write_drafts(self) -> None:
        """Write a draft of every incident not saved, remove the drafts of those saved."""
        self._autosave.stop()
        for draft, name in list(self._drafts.items()):
            if not _alive(draft):
                continue
            incident = draft.incident()
            try:
                if incident is not None and draft.dirty:
                    self.store.write_draft(name, incident, draft.path)
                else:
                    self.store.remove_draft(name)
            except (StoreError, OSError):
                pass  # a draft is a safety net: the next change tries again; saving reports errors

    def discard_drafts(self) -> None:
        """Remove this instance's drafts (the Director chose not to keep the changes)."""
        for name in self._drafts.values():
            self.store.remove_draft(name)

    # -- saving -----------------------------------------------------------------------------------------

    def save(self, draft: IncidentDraft, parent: QWidget | None = None) -> Path | None:
        """Save ``draft``'s incident to its file (a new one the first time); the path, or ``None`` if
        nothing was saved (no irregularity in hand, or an error the Director has been shown)."""
        incident = draft.incident()
        if incident is None:
            return None
        try:
            saved, path = self.store.save(incident, draft.path)
        except ConflictError as exc:
            try:
                saved, path = self.store.save_copy(incident)
            except (StoreError, OSError) as again:
                _warn(parent, self.tr("The incident could not be saved"), _reason(again))
                return None
            _inform(parent, self.tr("Saved as a new incident"), arg(
                self.tr("%1 was changed by another window or program since it was opened, so it was left as it "
                        "is. Your incident was saved as a new file: %2"), exc.path.name, path.name))  # fmt: skip
        except (StoreError, OSError) as exc:
            _warn(parent, self.tr("The incident could not be saved"), _reason(exc))
            return None
        draft.mark_saved(saved, path)
        name = self._drafts.get(draft)
        if name is not None:
            self.store.remove_draft(name)
        self.saved.emit(path)
        return path

    def load(self, path: Path, parent: QWidget | None = None) -> Incident | None:
        """The incident in ``path``; ``None`` (and the Director told why) if it cannot be read."""
        try:
            return self.store.load(path)
        except (InputError, OSError) as exc:
            _warn(parent, self.tr("The incident could not be opened"), _reason(exc))
            return None

    # -- recovery ---------------------------------------------------------------------------------------

    def orphans(self) -> list[Draft]:
        """Drafts that an instance which no longer runs left behind (a crash or a power cut)."""
        try:
            return self.store.orphan_drafts()
        except (StoreError, OSError):
            return []

    def discard(self, draft: Draft) -> None:
        self.store.discard_draft(draft)


def make_keeper(settings: Settings, parent: QObject) -> IncidentKeeper:
    """The keeper of the folder chosen in the settings, else the default one (``storage.default_folder``)."""
    folder = settings.incidents_folder
    return IncidentKeeper(Path(folder) if folder else default_folder(), parent)


def _alive(draft: IncidentDraft) -> bool:
    try:
        draft.objectName()
    except RuntimeError:  # deleted on the C++ side with its board
        return False
    return True


def _reason(exc: BaseException) -> str:
    return str(exc)


def _warn(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox(QMessageBox.Icon.Warning, title, text, parent=parent).exec()


def _inform(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox(QMessageBox.Icon.Information, title, text, parent=parent).exec()
