"""The Director's choice between an incident file and a conflict copy a sync engine kept beside it
(``storage.sync_copies``): keep one, and the other goes to the trash (restorable, never deleted).

Keeping the copy writes its incident under the file's name, one revision above the file's: an
instance that still has the file's version open then gets a :class:`ConflictError` when it saves (and
saves a copy), rather than silently writing over the version chosen.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.incident_store import IncidentStore


def keep_file(store: IncidentStore, copy: Path) -> list[Path]:
    """Keep the file: its conflict copy ``copy`` goes to the trash (where it went is returned)."""
    return store.delete([copy])


def keep_copy(store: IncidentStore, path: Path, copy: Path) -> list[Path]:
    """Keep the conflict copy ``copy``'s version under ``path``'s name: ``path``'s version goes to the
    trash, then the copy's incident is saved to ``path`` (one revision above both), then the copy goes to
    the trash. Returns where the two old files went. Raises :class:`StoreError` (or
    ``IncidentFormatError``) before anything is moved if either file cannot be read, or if the copy
    holds another incident."""
    ours = store.load(path)
    theirs = store.load(copy)
    if theirs.id != ours.id:
        raise StoreError(copy, f"holds another incident (id {theirs.id or 'none'}) than {path.name}: both are kept")
    chosen = replace(theirs, revision=max(ours.revision, theirs.revision))
    moved = store.delete([path])
    store.save(chosen, path)
    return moved + store.delete([copy])
