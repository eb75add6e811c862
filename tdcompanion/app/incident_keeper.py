"""Keeps the incidents of the boards open in the window: saves them into the incidents folder,
autosaves drafts as the Director works, and offers to recover the drafts a crash left behind.

Saving goes through :class:`~tdcompanion.storage.incident_store.IncidentStore` (atomic writes, a
per-file lock, and a conflict check when another instance saved the same file since): on a conflict
the Director is told, and the incident is saved as a copy so that nothing is lost.

Autosave: each change of an incident (an answer, a choice, a field of the Director's record) starts
a short timer; when it fires, every incident not yet saved is written as a draft
(``.drafts/<instance>-<n>.json``). A saved incident's draft is removed. After a crash, the drafts of
the instance that no longer runs are found at the next start and the Director is asked what to do.

Files changed behind the app's back: the file of each incident open here is watched
(:class:`~tdcompanion.app.folder_watch.FolderWatch`). When another Director's program (through a sync
engine) or another instance saves it, deletes it or moves it, the Director is told at once, in a notice
that does not stop the work (:meth:`IncidentKeeper.check_open_files`); the save then keeps both
versions (the conflict check above).
"""

from __future__ import annotations

import itertools
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from tdcompanion.app.folder_watch import FolderWatch
from tdcompanion.core.errors import InputError
from tdcompanion.core.safe_read import INCIDENT_LIMIT, read_file
from tdcompanion.models.text import arg
from tdcompanion.storage.drafts import Draft, new_owner
from tdcompanion.storage.errors import ConflictError, StoreError
from tdcompanion.storage.incident_store import IncidentStore, default_folder
from tdcompanion.storage.summary import summarize

if TYPE_CHECKING:  # the incident reader and the laws load with the first incident, not with the list
    from tdcompanion.app.settings import Settings
    from tdcompanion.core.incident import Incident
    from tdcompanion.models.incident_draft import IncidentDraft

log = logging.getLogger(__name__)

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
        self._disk = FolderWatch(self)
        self._disk.changed.connect(self.check_open_files)
        self._told: dict[Path, tuple[str | None, int] | None] = {}  # file -> what the Director was told it holds
        self._notices: dict[Path, QMessageBox] = {}

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
        self._follow_files()
        self.folder_changed.emit(self.store.folder)

    # -- the drafts followed ---------------------------------------------------------------------------

    def watch(self, draft: IncidentDraft) -> None:
        """Follow ``draft``: autosave it as it changes."""
        if draft in self._drafts:
            return
        self._drafts[draft] = f"{self.owner}-{next(self._numbers)}"
        draft.changed.connect(self._autosave.start)
        draft.saved.connect(lambda _path: self._follow_files())
        draft.destroyed.connect(lambda _obj=None, d=draft: self._forget(d))
        if draft.dirty:  # recovered or reopened with changes: kept from now on
            self._autosave.start()
        self._follow_files()

    def _forget(self, draft: IncidentDraft) -> None:
        name = self._drafts.pop(draft, None)
        if name is not None:
            self.store.remove_draft(name)

    def unsaved(self) -> list[IncidentDraft]:
        """The incidents with changes not saved to their file."""
        return [d for d in self._drafts if _alive(d) and d.dirty]

    def write_drafts(self) -> int:
        """Write a draft of every incident not saved, remove the drafts of those saved; the number written."""
        self._autosave.stop()
        self._follow_files()  # a reopened incident's file is followed from now on too
        written = 0
        for draft, name in list(self._drafts.items()):
            if not _alive(draft):
                continue
            incident = draft.incident()
            try:
                if incident is not None and draft.dirty:
                    self.store.write_draft(name, incident, draft.path)
                    written += 1
                else:
                    self.store.remove_draft(name)
            except (StoreError, OSError) as exc:  # a draft is a safety net: the next change tries again
                log.warning("cannot write the draft %s: %s", name, exc)
        return written

    def discard_drafts(self) -> None:
        """Remove this instance's drafts (the Director chose not to keep the changes)."""
        for name in self._drafts.values():
            self.store.remove_draft(name)

    # -- files changed behind the app's back -----------------------------------------------------------

    def _open_files(self) -> list[tuple[IncidentDraft, Path]]:
        return [(d, d.path) for d in self._drafts if _alive(d) and d.path is not None and d.director is not None]

    def _follow_files(self) -> None:
        files = []
        for _draft, path in self._open_files():
            try:
                files.append((path, path.stat().st_mtime_ns))
            except OSError:
                continue
        self._disk.watch(self.store.folder)
        self._disk.watch_files(files)

    def check_open_files(self) -> None:
        """Tell the Director, in a notice that does not stop the work, of each incident open here whose file
        another program changed, deleted or moved since it was opened or saved here (once per change)."""
        self._follow_files()
        for draft, path in self._open_files():
            assert draft.director is not None
            ours = (draft.director.id, draft.director.revision)
            on_disk = _on_disk(path)
            if on_disk == ours:
                self._told.pop(path, None)
            elif path not in self._told or self._told[path] != on_disk:
                self._told[path] = on_disk
                self._notice(path, gone=on_disk is None)

    def _notice(self, path: Path, gone: bool) -> None:
        text = arg(self.tr("%1 is open here, and another Director or program has deleted or moved it. Your "
                           "incident is not lost: saving it writes the file again."), path.name) if gone else arg(
            self.tr("%1 is open here, and another Director or program has saved another version of it. Your "
                    "changes are not lost: saving them keeps both versions (yours as a new incident). To work "
                    "on the other version instead, open it from the incidents window."), path.name)  # fmt: skip
        box = self._notices.get(path)
        if box is None or not _alive(box):
            window = self.parent()
            parent = window if isinstance(window, QWidget) else None
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Incident Changed Elsewhere"), text,
                              QMessageBox.StandardButton.Ok, parent)  # fmt: skip
            box.setObjectName("incident-changed-elsewhere")
            box.setWindowModality(Qt.WindowModality.NonModal)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self._notices[path] = box
        box.setText(text)
        box.show()

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
            log.warning("%s changed since it was opened here: saving a copy (%s)", exc.path, exc.reason)
            try:
                saved, path = self.store.save_copy(incident)
            except (StoreError, OSError) as again:
                log.warning("cannot save the copy: %s", again)
                _warn(parent, self.tr("The incident could not be saved"), _reason(again))
                return None
            _inform(parent, self.tr("Saved as a new incident"), arg(
                self.tr("%1 was changed by another window or program since it was opened, so it was left as it "
                        "is. Your incident was saved as a new file: %2"), exc.path.name, path.name))  # fmt: skip
        except (StoreError, OSError) as exc:
            log.warning("cannot save %s: %s", draft.path or "a new incident", exc)
            _warn(parent, self.tr("The incident could not be saved"), _reason(exc))
            return None
        log.info("saved %s", path)
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
            log.warning("cannot open %s: %s", path, exc)
            _warn(parent, self.tr("The incident could not be opened"), _reason(exc))
            return None

    # -- recovery ---------------------------------------------------------------------------------------

    def orphans(self) -> list[Draft]:
        """Drafts that an instance which no longer runs left behind (a crash or a power cut)."""
        try:
            return self.store.orphan_drafts()
        except (StoreError, OSError) as exc:
            log.warning("cannot look for the drafts a crash left: %s", exc)
            return []

    def discard(self, draft: Draft) -> None:
        self.store.discard_draft(draft)


def make_keeper(settings: Settings, parent: QObject) -> IncidentKeeper:
    """The keeper of the folder chosen in the settings, else the default one (``storage.default_folder``)."""
    folder = settings.incidents_folder
    return IncidentKeeper(Path(folder) if folder else default_folder(), parent)


def _on_disk(path: Path) -> tuple[str | None, int] | None:
    """The id and revision of the incident in ``path`` (``(None, -1)`` if it cannot be read); ``None`` if
    there is no such file."""
    try:
        data = read_file(path, INCIDENT_LIMIT)
    except FileNotFoundError:
        return None
    except OSError:  # and FileRefusedError: a FIFO, a device, a file over the limit
        return (None, -1)
    entry = summarize(path, data, 0, len(data))
    return (entry.id, entry.revision) if entry.readable else (None, -1)


def _alive(draft: QObject) -> bool:
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
