"""What can go wrong in the incidents folder: :class:`StoreError` (says which file and why) and
:class:`ConflictError` (someone else saved the file since it was opened)."""

from __future__ import annotations

from pathlib import Path

from tdcompanion.core.errors import InputError


class StoreError(InputError):
    """A file of the incidents folder could not be read, written or moved: ``path`` says which,
    ``reason`` what went wrong."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


class ConflictError(StoreError):
    """The file on disk is not the one the incident was loaded from: another window or program saved
    it since (``disk_revision``) or it holds another incident (``disk_id``). Nothing was written; the
    caller saves the incident as a copy instead (:meth:`IncidentStore.save_copy`)."""

    def __init__(self, path: Path, reason: str, *, disk_id: str | None, disk_revision: int) -> None:
        self.disk_id = disk_id
        self.disk_revision = disk_revision
        super().__init__(path, reason)
