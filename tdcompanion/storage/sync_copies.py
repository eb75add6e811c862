"""The names that sync engines give the files they make in a shared incidents folder.

Directors who share one folder through Syncthing, Nextcloud (or ownCloud), Dropbox or a git remote
see two kinds of files the app did not write:

* **Conflict copies** (:func:`conflict_base`). When two Directors save one incident before their
  computers have heard from each other, the engine keeps one version under the file's name and the
  other under a new name, next to it:

  ====================  ===========================================================================
  Syncthing             ``NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.json`` (DEVICE: 7 characters
                        of the device id; a copy of a copy adds a second tag)
  Nextcloud, ownCloud   ``NAME (conflicted copy YYYY-MM-DD HHMMSS).json``, from client 3.x also
                        ``NAME (conflicted copy USER YYYY-MM-DD HHMMSS).json``
  Dropbox               ``NAME (DEVICE's conflicted copy YYYY-MM-DD).json``, then `` (1)`` ... before
                        the closing bracket when that name is taken
  ====================  ===========================================================================

  git does not make copies: a merge that cannot be done leaves conflict markers inside the file
  (recognised by :mod:`tdcompanion.storage.summary`).

* **Temporary files** (:func:`is_sync_temporary`): a file being downloaded, written under another
  name and renamed over the target when whole. They are not incidents, and are not listed.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, NamedTuple

from tdcompanion.storage.entries import IncidentEntry


class SyncEngine(enum.Enum):
    """The program that made a conflict copy."""

    SYNCTHING = "syncthing"
    NEXTCLOUD = "nextcloud"  # ownCloud's client names its copies the same way
    DROPBOX = "dropbox"


class ConflictName(NamedTuple):
    """A conflict copy's name read: the name of the file it is a copy of, the engine that made it, and
    the device (Syncthing: the first 7 characters of its id; Dropbox: its name) or the user (Nextcloud,
    when the client says) whose version it holds; ``by`` is empty when the name does not say."""

    base: str
    engine: SyncEngine
    by: str = ""


# Each pattern splits a copy's name into the base's stem, the engine's tag and the base's extension
# (the last ``.xxx``: every engine puts its tag before it). The stem is matched greedily, so that the
# last tag is the one taken off, and any base name, even one that looks like a tag, comes back whole.
_EXTENSION: Final = r"(?P<ext>\.[^.]*)?"
_PATTERNS: Final = (
    (SyncEngine.SYNCTHING,
     re.compile(r"(?P<stem>.+)\.sync-conflict-\d{8}-\d{6}-(?P<by>[A-Z0-9]{7})" + _EXTENSION, re.S)),
    (SyncEngine.NEXTCLOUD,
     re.compile(r"(?P<stem>.+) \(conflicted copy (?:(?P<by>.+) )?\d{4}-\d{2}-\d{2} \d{6}\)" + _EXTENSION, re.S)),
    (SyncEngine.DROPBOX,
     re.compile(r"(?P<stem>.+) \((?P<by>.+)'s conflicted copy \d{4}-\d{2}-\d{2}(?: \(\d+\))?\)" + _EXTENSION,
                re.S)),
)  # fmt: skip


def conflict_name(name: str) -> ConflictName | None:
    """What the file ``name`` is a conflict copy of, and which engine made it; ``None`` for any other
    name. Only one tag is taken off: a copy of a copy gives the first copy's name."""
    for engine, pattern in _PATTERNS:
        found = pattern.fullmatch(name)
        if found is not None:
            return ConflictName(found["stem"] + (found["ext"] or ""), engine, found["by"] or "")
    return None


def conflict_base(name: str) -> str | None:
    """The name of the file that ``name`` is a conflict copy of (:func:`conflict_name`), or ``None``."""
    found = conflict_name(name)
    return None if found is None else found.base


def original_name(name: str) -> str:
    """The name of the file that ``name`` is, or is a copy of a copy ... of: every tag taken off."""
    while (base := conflict_base(name)) is not None and base != name:
        name = base
    return name


_TEMPORARY: Final = re.compile(
    r"\.syncthing\..+\.tmp"  # Syncthing, Linux and macOS
    r"|~syncthing~.+\.tmp"  # Syncthing, Windows
    r"|\..+\.~[0-9a-fA-F]+"  # Nextcloud and ownCloud clients: .NAME.~1a2b3c
    r"|.+\.part"  # Nextcloud uploads, browsers
    r"|.+\.!sync"  # Resilio Sync
    r"|.+_(?:BASE|LOCAL|REMOTE|BACKUP)_\d+(?:\.[^.]*)?"  # git mergetool's versions while it runs
    r"|.+\.orig",  # git mergetool's backup of the merged file
    re.S,
)


def is_sync_temporary(name: str) -> bool:
    """Whether ``name`` is a file a sync engine (or git's merge tool) keeps while it works: never an
    incident, never listed."""
    return _TEMPORARY.fullmatch(name) is not None


def copies_by_owner(
    copies: Sequence[IncidentEntry], entry_of: Callable[[Path], IncidentEntry | None]
) -> dict[Path, list[IncidentEntry]]:
    """The conflict ``copies`` of a folder, each under the file it is a copy of or, when that file is
    gone, under the copy it was made from, if that one is there. ``entry_of`` gives the folder's entry of
    a file (``None``: no such file). A copy whose files are all gone is in none of the lists: it is
    listed as an incident itself."""
    found: dict[Path, list[IncidentEntry]] = {}
    for entry in copies:
        owner = _owner(entry, entry_of)
        if owner is not None:
            found.setdefault(owner.path, []).append(entry)
    return found


def _owner(entry: IncidentEntry, entry_of: Callable[[Path], IncidentEntry | None]) -> IncidentEntry | None:
    """The furthest file up ``entry``'s chain of copies that is in the folder (``None``: not a copy, or
    a copy whose files are all gone)."""
    owner = None
    name: str | None = entry.conflict_of
    while name:
        owner = entry_of(entry.path.with_name(name)) or owner
        name = conflict_base(name)
    return owner
