"""The incidents folder (:class:`IncidentStore`): list, load, save, duplicate, trash, restore, and
drafts for crash recovery. Pure Python; see ``docs/storage.md`` for the layout and the rules.

Saving is safe with two program instances on one folder: each file is checked and written under a
per-file lock of the operating system (never expiring by time), checked again right before the new
file replaces it, and a file changed by the other instance since it was loaded is not overwritten
(:class:`ConflictError`: the caller saves a copy, :meth:`IncidentStore.save_copy`). Trash moves are
journaled, and what a crash leaves half done or behind is finished or removed at start-up
(:meth:`IncidentStore.recover`).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Final

from tdcompanion.core.incident_info import IncidentStatus, StatusChange
from tdcompanion.core.safe_read import INCIDENT_LIMIT, is_regular, read_file
from tdcompanion.storage.atomic import atomic_file, make_folder, write_atomic
from tdcompanion.storage.debris import sweep
from tdcompanion.storage.drafts import Draft, DraftBox, now_stamp
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.errors import ConflictError, StoreError
from tdcompanion.storage.file_lock import FileLock
from tdcompanion.storage.file_names import candidates, incident_file_name
from tdcompanion.storage.index_db import IndexDB, is_incident_name
from tdcompanion.storage.moves import finish_moves, move_journaled

if TYPE_CHECKING:
    from tdcompanion.core.incident import Incident

# The incident reader (and the laws under it) is imported where an incident is read or written:
# listing the folder needs neither, and a list of 10,000 files should show within a second of start.

__all__ = ["ConflictError", "Draft", "IncidentStore", "StoreError", "default_folder"]

INCIDENTS_DIR_ENV: Final = "TDCOMPANION_INCIDENTS_DIR"
DATA_DIR_ENV: Final = "TDCOMPANION_DATA_DIR"
TRASH: Final = ".trash"
DRAFTS: Final = ".drafts"


def default_folder() -> Path:
    """Where incidents are kept: ``$TDCOMPANION_INCIDENTS_DIR``, else ``$TDCOMPANION_DATA_DIR/incidents``,
    else ``incidents`` in the user's data folder (``platformdirs.user_data_dir``)."""
    override = os.environ.get(INCIDENTS_DIR_ENV)
    if override:
        return Path(override)
    data = os.environ.get(DATA_DIR_ENV)
    if data:
        return Path(data) / "incidents"
    import platformdirs  # here: a few milliseconds that start-up does not need

    return Path(platformdirs.user_data_dir("tdcompanion", appauthor=False)) / "incidents"


class IncidentStore:
    """The incident files of ``folder`` (created on the first save)."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.trash_folder = self.folder / TRASH
        self._index: IndexDB | None = None  # opened on first use
        self._trash: IndexDB | None = None
        self._drafts = DraftBox(self.folder / DRAFTS)

    # -- listing and reading -------------------------------------------------------------------------------

    def entries(self) -> list[IncidentEntry]:
        """Every ``*.json`` file of the folder (not of its sub-folders), sorted by name; a file that
        cannot be listed as an incident has ``error`` set. Only files changed since the last call
        (or since the index was last updated, by any instance) are read."""
        return self.index().entries()

    def index(self, update: bool = True) -> IndexDB:
        """The folder's index, brought up to date (unless ``update`` is false: then opened without the
        check of the whole database, left to whoever updates it, :meth:`IndexDB.verify`): for a list that
        reads only the rows it shows."""
        if self._index is None:
            self._index = IndexDB(self.folder, check=update)
        if update:
            self._index.update()
        return self._index

    def trash_index(self) -> IndexDB:
        """The trash's index, brought up to date."""
        if self._trash is None:
            self._trash = IndexDB(self.trash_folder)
        self._trash.update()
        return self._trash

    def load(self, path: Path) -> Incident:
        """The incident in ``path``; raises :class:`IncidentFormatError` or :class:`StoreError`."""
        path = Path(path)
        try:
            data = read_file(path, INCIDENT_LIMIT)
        except OSError as exc:  # and FileRefusedError: a FIFO, a device, a file over the limit
            raise StoreError(path, f"cannot be read: {exc.strerror}") from None
        from tdcompanion.core.incident import loads

        return loads(data, filename=str(path))

    def path_of(self, incident_id: str) -> Path | None:
        """The file of the folder that holds the incident ``incident_id``, if one does."""
        return next(iter(self.index().paths_where("id", incident_id)), None)

    # -- saving ----------------------------------------------------------------------------------------------

    def save(self, incident: Incident, path: Path | None = None) -> tuple[Incident, Path]:
        """Write ``incident`` to ``path``, or to a new file of the folder when ``path`` is None.

        The saved incident (returned with its path) has an id (a new one if it had none), ``created``,
        ``modified`` (now) and ``revision`` one more than ``incident.revision``: keep it, and save it
        next time. Raises :class:`ConflictError` if ``path`` holds another incident, or a revision other
        than ``incident.revision`` (someone else saved it since it was loaded); :class:`StoreError` if
        ``path`` holds a file that cannot be read (never overwritten) or cannot be written.
        """
        saved = _stamped(incident)
        data = _encoded(saved, path or self.folder)
        if path is None:
            return saved, self._create(saved, data)
        path = Path(path)
        if not path.parent.is_dir():
            raise StoreError(path, f"cannot be saved: the folder {path.parent} does not exist")
        with FileLock(path):
            seen = _check_on_disk(incident, path)
            try:
                with atomic_file(path) as pending:
                    pending.write(data)
                    _check_unchanged(incident, path, seen)  # right before the rename: see _check_unchanged
                    pending.commit()
            except OSError as exc:
                raise StoreError(path, f"cannot be saved: {exc.strerror}") from None
        return saved, path

    def save_copy(self, incident: Incident, note: str | None = None) -> tuple[Incident, Path]:
        """Save ``incident`` as a new incident in a new file: a new id, revision 1, open, its history
        kept with an entry saying it is a copy (``note``, by default naming what it was copied from)."""
        note = note if note is not None else f"Copy of incident {incident.id or 'not saved before'}"
        copy = replace(incident, id=None, revision=0, created=None, modified=None, status=IncidentStatus.OPEN,
                       history=(*incident.history, StatusChange(now_stamp(), IncidentStatus.OPEN, note)))  # fmt: skip
        return self.save(copy)

    def duplicate(self, path: Path, note: str | None = None) -> Path:
        """Copy the incident in ``path`` to a new file as a new, open incident (:meth:`save_copy`)."""
        path = Path(path)
        return self.save_copy(self.load(path), note if note is not None else f"Copied from {path.name}")[1]

    def _create(self, saved: Incident, data: bytes) -> Path:
        try:
            make_folder(self.folder)  # and flush the folder above it: the new folder survives a power cut
        except OSError as exc:
            raise StoreError(self.folder, f"cannot create the folder: {exc.strerror}") from None
        for path in candidates(self.folder, incident_file_name(saved)):
            try:
                write_atomic(path, data, overwrite=False)
            except FileExistsError:
                continue
            except OSError as exc:
                raise StoreError(path, f"cannot be saved: {exc.strerror}") from None
            return path
        raise AssertionError("unreachable")  # pragma: no cover

    # -- trash -----------------------------------------------------------------------------------------------

    def delete(self, paths: Iterable[Path]) -> list[Path]:
        """Move files of the folder to its trash (``.trash``), each under its name or a free one;
        returns where they went. A file already gone (deleted by another instance) is skipped. Each
        move is journaled (``storage/moves.py``): a crash in the middle is finished at the next start."""
        moved = []
        for path in map(Path, paths):
            self._check_in(path, self.folder)
            with FileLock(path):
                if not path.exists():
                    continue
                moved.append(self._move(path, self.trash_folder))
        return moved

    def trashed(self) -> list[IncidentEntry]:
        """The files in the trash, as entries."""
        return self.trash_index().entries()

    def restore(self, trash_path: Path) -> Path:
        """Move a file back from the trash into the folder (under another name if its name is taken),
        under the trash file's lock (two instances restoring it at once make one file, not two), and
        journaled like :meth:`delete`. A file no longer in the trash: :class:`StoreError`."""
        trash_path = Path(trash_path)
        self._check_in(trash_path, self.trash_folder)
        with FileLock(trash_path):
            if not trash_path.exists():
                raise StoreError(trash_path, "is no longer in the trash (restored or removed elsewhere)")
            return self._move(trash_path, self.folder)

    def _move(self, path: Path, folder: Path) -> Path:
        try:
            return move_journaled(path, folder, self._drafts.folder, self.folder)
        except OSError as exc:
            raise StoreError(path, f"cannot be moved to {folder}: {exc.strerror}") from None

    # -- start-up --------------------------------------------------------------------------------------------

    def recover(self) -> None:
        """Finish what a crash (of any instance) left half done, and remove what it left behind: trash
        moves cut in the middle are finished (``storage/moves.py``), then abandoned temporary files,
        lock files and life marks are removed (``storage/debris.py``). Safe while other instances run:
        only what no live process holds is touched. Run at start-up, by :meth:`orphan_drafts`."""
        finish_moves(self._drafts.folder, self.folder)
        sweep([self.folder, self.trash_folder], self._drafts.folder)

    @staticmethod
    def _check_in(path: Path, folder: Path) -> None:
        if path.parent.resolve() != folder.resolve() or path.name.startswith("."):
            raise StoreError(path, f"not a file of {folder}")

    # -- drafts ----------------------------------------------------------------------------------------------

    def write_draft(self, owner: str, incident: Incident, path: Path | None = None) -> Path:
        """Keep ``owner``'s unsaved ``incident`` (the one in ``path``, if given) where a crash cannot lose
        it: ``.drafts/<owner>.json``, written atomically. ``owner`` names this program instance
        (:func:`tdcompanion.storage.drafts.new_owner`)."""
        return self._drafts.write(owner, incident, path)

    def remove_draft(self, owner: str) -> None:
        """Remove ``owner``'s draft: the incident was saved, or dropped on purpose."""
        self._drafts.remove(owner)

    def orphan_drafts(self) -> list[Draft]:
        """Drafts left by instances that no longer run (a crash), oldest first. Asked at start-up, so
        it first runs :meth:`recover`."""
        self.recover()
        drafts = self._drafts.orphans()
        return [replace(d, incident_path=self._incident_path(d)) for d in drafts]

    def discard_draft(self, draft: Draft) -> None:
        """Remove a draft left by a crash (recovered, or not wanted)."""
        self._drafts.discard(draft)

    def _incident_path(self, draft: Draft) -> Path | None:
        """The incident file ``draft`` is a draft of: the file it names, only if that is a file of the folder
        (the draft's contents are not trusted); else the file of the folder that holds its incident's id."""
        recorded = self.file_of_folder(draft.incident_path) if draft.incident_path is not None else None
        if recorded is not None:
            return recorded
        if draft.incident is not None and draft.incident.id is not None:
            return self.path_of(draft.incident.id)
        return None

    def file_of_folder(self, path: Path) -> Path | None:
        """``path`` as a file of the folder (``folder / name``), if it is one the folder lists (a regular,
        visible ``*.json`` file) once ``..`` and links are resolved; else ``None``. Any path taken from a
        file's contents goes through this: ``..``, an absolute path elsewhere, a relative one (taken from the
        folder, never the working folder), a link out of the folder, a sub-folder's file are all refused."""
        try:
            real = (self.folder / path).resolve(strict=True)
            home = self.folder.resolve(strict=True)
        except (OSError, RuntimeError, ValueError):  # none, a loop of links, too long, a NUL in it
            return None
        if real.parent != home or not is_incident_name(real.name) or not is_regular(real):
            return None
        return self.folder / real.name


def _stamped(incident: Incident) -> Incident:
    now = now_stamp()
    return replace(incident, id=incident.id or uuid.uuid4().hex, created=incident.created or now, modified=now,
                   revision=incident.revision + 1)  # fmt: skip


def _encoded(incident: Incident, where: Path) -> bytes:
    """The file's bytes, read back first: a file that could not be opened again is never written."""
    from tdcompanion.core.incident import IncidentFormatError, dumps, loads

    text = dumps(incident)
    try:
        loads(text)
    except IncidentFormatError as exc:
        raise StoreError(where, f"cannot be saved: {exc.reason} at {exc.path}") from None
    return text.encode("utf-8")


def _check_on_disk(incident: Incident, path: Path) -> bytes | None:
    """Refuse to write over a file that cannot be read, or that is not the one ``incident`` was loaded
    from; returns the bytes checked (None: no file)."""
    from tdcompanion.core.incident import IncidentFormatError, loads

    try:
        data = read_file(path, INCIDENT_LIMIT)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise StoreError(path, f"cannot be read to check it before saving: {exc.strerror}") from None
    try:
        on_disk = loads(data, filename=str(path))
    except IncidentFormatError as exc:
        raise StoreError(path, f"not overwritten: it cannot be read ({exc.reason} at {exc.path})") from None
    if on_disk.id != incident.id:
        raise ConflictError(path, f"not overwritten: it holds another incident (id {on_disk.id or 'none'})",
                            disk_id=on_disk.id, disk_revision=on_disk.revision)  # fmt: skip
    if on_disk.revision != incident.revision:
        raise ConflictError(path, f"not overwritten: it was saved elsewhere since it was opened (revision "
                                  f"{on_disk.revision} on disk, {incident.revision} here); save a copy",
                            disk_id=on_disk.id, disk_revision=on_disk.revision)  # fmt: skip
    return data


def _check_unchanged(incident: Incident, path: Path, seen: bytes | None) -> None:
    """The file is still the one checked under the lock, right before ours replaces it. The lock makes
    that sure between instances of this version; this check covers a writer the lock does not hold
    back (a file system that cannot lock, an older version's lock, a program that locks nothing): a
    save that landed meanwhile is kept, and ours becomes a copy (:class:`ConflictError`). A file
    removed meanwhile (to the trash) is written again, as when it was gone before."""
    try:
        now = read_file(path, INCIDENT_LIMIT)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreError(path, f"cannot be read to check it before saving: {exc.strerror}") from None
    if now == seen:
        return
    _check_on_disk(incident, path)  # says which incident or revision is there now
    raise ConflictError(path, "not overwritten: it was written elsewhere while this save was made; save a copy",
                        disk_id=incident.id, disk_revision=incident.revision)  # fmt: skip
