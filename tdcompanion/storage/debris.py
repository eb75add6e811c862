"""What a crash leaves behind, found and removed at start-up (:func:`sweep`), each only once it is
provably abandoned:

- temporary files (``.name.tmp-1a2b3c4d``, in the folder, ``.drafts`` and ``.trash``): on POSIX a
  file being written is locked by its writer (``atomic``), so a free one is abandoned; on Windows
  (where that lock would stop the writer) one older than :data:`TEMP_AGE`;
- lock files (``.name.lock``) whose lock no process holds;
- ``.drafts/<owner>.alive`` whose lock no process holds and that has no draft beside it (with a
  draft it is how the draft's owner is known to be gone: it goes with the draft);
- ``.name.lock.stale-1a2b`` files, left by earlier versions' lock breaking, older than an hour.

A file that cannot be removed is left (the next start tries again); nothing here ever raises.
"""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path
from typing import Final

from tdcompanion.storage.atomic import TEMP_MARK, sync_folder
from tdcompanion.storage.file_lock import LOCK_SUFFIX
from tdcompanion.storage.processes import ProcessLock

#: Seconds after which a temporary file nobody can be shown to hold is abandoned (Windows).
TEMP_AGE: Final = 3600.0
_TEMP: Final = re.compile(rf"\..+{re.escape(TEMP_MARK)}[0-9a-f]{{8}}")
_LOCK: Final = re.compile(rf"\..+{re.escape(LOCK_SUFFIX)}")
_OLD_STALE: Final = re.compile(rf"\..+{re.escape(LOCK_SUFFIX)}\.stale-[0-9a-f]{{8}}")
ALIVE_SUFFIX: Final = ".alive"


def sweep(folders: list[Path], drafts: Path) -> list[Path]:
    """Remove the debris of ``folders`` (the incidents folder and its trash) and of the ``drafts``
    folder; returns what was removed."""
    removed: list[Path] = []
    for folder in [*folders, drafts]:
        try:
            names = os.listdir(folder)  # the one cost in a big folder (docs/storage.md: 50,000 files)
        except OSError:
            continue
        siblings = set(names) if folder == drafts else None
        maybe = [n for n in names if n[0] == "." or (siblings is not None and n.endswith(ALIVE_SUFFIX))]
        gone = [p for p in (folder / n for n in maybe) if _abandoned(p, siblings) and _remove(p)]
        if gone:
            sync_folder(folder)
        removed += gone
    return removed


def _abandoned(path: Path, drafts: set[str] | None) -> bool:
    """Whether ``path`` is debris; ``drafts``: the names beside it when it is in the drafts folder."""
    name = path.name
    if _TEMP.fullmatch(name):
        return _temp_abandoned(path)
    if _OLD_STALE.fullmatch(name):
        return _age(path) > TEMP_AGE
    if _LOCK.fullmatch(name):
        return ProcessLock.held(path) is False
    if drafts is not None and name.endswith(ALIVE_SUFFIX) and not name.startswith("."):
        owner = name.removesuffix(ALIVE_SUFFIX)
        return f"{owner}.json" not in drafts and ProcessLock.held(path) is False
    return False


def _temp_abandoned(path: Path) -> bool:
    if sys.platform == "win32":
        return _age(path) > TEMP_AGE
    held = ProcessLock.held(path)
    if held is None:  # the file system cannot lock
        return _age(path) > TEMP_AGE
    return not held


def _age(path: Path) -> float:
    try:
        return time.time() - path.stat().st_mtime
    except OSError:
        return 0.0


def _remove(path: Path) -> bool:
    """Remove ``path``: a lock file, a life mark or a temporary file by the lock protocol
    (``ProcessLock.remove_if_free``: a process that takes its lock meanwhile keeps it), unless the
    file system cannot lock (or Windows, for a temporary file: judged by its age)."""
    if _OLD_STALE.fullmatch(path.name) or ProcessLock.held(path) is None:
        return _unlink(path)
    if sys.platform == "win32" and _TEMP.fullmatch(path.name):
        return _unlink(path)
    return ProcessLock.remove_if_free(path)


def _unlink(path: Path) -> bool:
    try:
        os.unlink(path)
    except OSError:
        return False
    return True
