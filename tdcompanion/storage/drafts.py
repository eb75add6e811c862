"""Drafts for crash recovery: each program instance (an *owner*) keeps the incident being edited in
``.drafts/<owner>.json``, written atomically, and removes it once the incident is saved or dropped.
A draft whose owner no longer runs was left by a crash: :meth:`DraftBox.orphans` finds them.

Whether an owner runs is told by ``.drafts/<owner>.alive``, a file the owner keeps locked for its
life (the operating system lets go of the lock when the process ends, however it ends); where the
file system cannot lock, by the owner's process id (``x-draft.pid``) on the same computer, and for
another computer's draft by its age (:data:`FOREIGN_DRAFT_AGE`).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import uuid
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from tdcompanion.core.safe_read import INCIDENT_LIMIT, FileRefusedError, read_file_stat
from tdcompanion.storage.atomic import make_folder, remove, write_atomic
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.processes import HOST, LifeMark, pid_alive

if TYPE_CHECKING:
    from tdcompanion.core.incident import Incident

log = logging.getLogger(__name__)

DRAFT_KEY: Final = "x-draft"
#: Seconds after which another computer's draft counts as left behind.
FOREIGN_DRAFT_AGE: Final = 24 * 3600.0
#: The largest process id (``pid_t`` is a 32-bit signed number); a draft that says more names no process.
_OWNER: Final = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}")


def new_owner() -> str:
    """A name for this program instance, unique even among instances on other computers."""
    return f"{os.getpid()}-{uuid.uuid4().hex[:12]}"


def now_stamp() -> str:
    """The local time with its offset, to the second: ``2026-11-23T20:15:00+02:00``."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


@dataclass(frozen=True)
class Draft:
    """A draft left by an instance that no longer runs.

    ``incident`` is ``None`` when the draft cannot be read, and ``error`` says why; ``saved`` is when
    it was written (ISO 8601); ``incident_path`` is the incident file it is a draft of, if that file
    exists (``None`` for an incident never saved): from :meth:`IncidentStore.orphan_drafts`, always a file
    of the incidents folder (the path a draft records is not trusted, :meth:`IncidentStore.file_of_folder`).
    """

    path: Path
    owner: str
    incident: Incident | None
    error: str | None
    saved: str
    incident_path: Path | None


class DraftBox:
    """The drafts of one incidents folder, in ``folder`` (its ``.drafts`` sub-folder)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._marks: dict[str, LifeMark] = {}

    def path_of(self, owner: str) -> Path:
        if not _OWNER.fullmatch(owner):
            raise StoreError(self.folder / owner, "a draft owner is 1 to 100 letters, digits, '.', '-' or '_'")
        return self.folder / f"{owner}.json"

    def write(self, owner: str, incident: Incident, incident_path: Path | None = None) -> Path:
        """Write ``owner``'s draft of ``incident`` (the draft of ``incident_path`` if given)."""
        path = self.path_of(owner)
        from tdcompanion.core.incident import to_json  # loaded when there is something to keep

        document = to_json(incident)
        document[DRAFT_KEY] = {"owner": owner, "pid": os.getpid(), "host": HOST, "saved": now_stamp(),
                               "file": str(incident_path) if incident_path is not None else None}  # fmt: skip
        try:
            make_folder(self.folder)
            if owner not in self._marks:
                mark = LifeMark(self.folder / f"{owner}.alive")
                mark.hold()
                self._marks[owner] = mark
            write_atomic(path, json.dumps(document, ensure_ascii=False).encode())
        except OSError as exc:
            raise StoreError(path, f"cannot write the draft: {exc.strerror}") from None
        return path

    def remove(self, owner: str) -> None:
        """Remove ``owner``'s draft (there may be none), for good: the folder is flushed."""
        path = self.path_of(owner)
        with contextlib.suppress(OSError):
            remove(path)
        mark = self._marks.pop(owner, None)
        if mark is not None:
            mark.drop()

    def orphans(self) -> list[Draft]:
        """The drafts whose owner no longer runs, oldest first."""
        try:
            names = sorted(p for p in os.listdir(self.folder) if p.endswith(".json") and not p.startswith("."))
        except OSError:
            return []
        drafts = []
        for name in names:
            path = self.folder / name
            owner = name.removesuffix(".json")
            if owner in self._marks:
                continue
            try:
                data, mtime, refused = _contents(path)
            except OSError:
                continue  # removed meanwhile (its owner saved), or no draft: a FIFO, a device, a folder
            meta = _meta(data)
            if not self._owner_runs(owner, meta, datetime.now().timestamp() - mtime):
                drafts.append(_read(path, owner, data, meta, mtime, refused=refused))
        return sorted(drafts, key=lambda d: d.saved)

    def discard(self, draft: Draft) -> None:
        """Remove a draft left by a crash, once it is recovered or not wanted (the folder flushed)."""
        for path in (draft.path, self.folder / f"{draft.owner}.alive"):
            with contextlib.suppress(OSError):
                remove(path)

    def _owner_runs(self, owner: str, meta: dict[str, Any], age: float) -> bool:
        held = LifeMark.held(self.folder / f"{owner}.alive")
        if held is not None:
            return held
        pid, host = meta.get("pid"), meta.get("host")
        if host == HOST and "pid" in meta:  # a process id that is none (too long to read, out of range) runs nowhere
            return isinstance(pid, int) and not isinstance(pid, bool) and pid_alive(pid)
        return age < FOREIGN_DRAFT_AGE


def _contents(path: Path) -> tuple[bytes, float, str | None]:
    """The draft's bytes and time of change, read safely (:func:`read_file_stat`); for a draft over the
    limit, no bytes and the reason. ``OSError`` for a file gone, or that is no draft (not a regular file)."""
    try:
        data, st = read_file_stat(path, INCIDENT_LIMIT)
    except FileRefusedError as exc:
        if exc.limit is None:
            raise
        return b"", os.stat(path).st_mtime, str(exc)
    return data, st.st_mtime, None


def _meta(data: bytes) -> dict[str, Any]:
    from tdcompanion.core.numbers import MAX_DIGITS

    try:  # a number too long to convert (the incident is then unreadable) leaves who wrote it readable
        document = json.loads(data, parse_int=lambda digits: int(digits) if len(digits) <= MAX_DIGITS else None)
    except (ValueError, RecursionError):
        return {}
    meta = document.get(DRAFT_KEY) if isinstance(document, dict) else None
    return meta if isinstance(meta, dict) else {}


def _read(path: Path, owner: str, data: bytes, meta: dict[str, Any], mtime: float, *,
          refused: str | None) -> Draft:
    from tdcompanion.core.incident import IncidentFormatError, loads

    saved = meta.get("saved")
    if not isinstance(saved, str) or not saved:
        saved = datetime.fromtimestamp(mtime).astimezone().isoformat(timespec="seconds")
    file = meta.get("file")
    incident_path = Path(file) if isinstance(file, str) and file else None
    if refused is not None:
        return Draft(path, owner, None, refused, saved, None)
    try:
        incident: Incident | None = loads(data, filename=str(path))
        error = None
    except IncidentFormatError as exc:
        incident, error = None, str(exc)
        log.warning("damaged draft %s: %s", path, error)
    return Draft(path, owner, incident, error, saved, incident_path)
