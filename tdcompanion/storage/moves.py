"""Moves between the incidents folder and its trash that a crash cannot leave half done
(:func:`move_journaled`, :func:`finish_moves`).

A move is a hard link under the new name, then the removal of the old one (``atomic.move_new``): a
kill between the two would leave one incident in two files. So each move first writes its intent —
the file and the name it is going to — to a small journal, ``.drafts/.move-1a2b3c4d``, locked by its
mover for the move's length (:class:`~tdcompanion.storage.processes.ProcessLock`) and flushed to
disk before the move starts; the journal goes once both folders are flushed. At start-up
(:func:`finish_moves`) a journal whose mover no longer runs is played again: if both names are there
and are one file (the link made, the old name not yet removed), the old name is removed — the move
finished; in every other case the move either never began or was done, and the journal only goes.
A move is therefore idempotent: played twice it ends as played once.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
from pathlib import Path
from typing import Final

from tdcompanion.core.safe_read import read_file
from tdcompanion.storage.atomic import fsync, make_folder, move_new, sync_folder
from tdcompanion.storage.file_names import candidates
from tdcompanion.storage.processes import ProcessLock

JOURNAL_PREFIX: Final = ".move-"


def move_journaled(source: Path, folder: Path, journals: Path, root: Path) -> Path:
    """Move ``source`` into ``folder`` under its name, or ``name-2.json`` ... if taken (never
    replacing a file), journaled in ``journals`` (names kept relative to ``root``, the incidents
    folder, so that a folder moved or synced elsewhere still reads them). Both folders are flushed.
    Returns where it went; raises ``OSError``."""
    make_folder(folder)
    make_folder(journals)
    journal = ProcessLock(journals / f"{JOURNAL_PREFIX}{secrets.token_hex(4)}")
    try:
        held = journal.acquire()
    except OSError:  # the file system cannot lock: the journal still tells a later start what to do
        held = False
    try:
        for target in candidates(folder, source.name):
            _write_intent(journal, source, target, root)
            try:
                move_new(source, target)
            except FileExistsError:
                continue
            sync_folder(folder)
            sync_folder(source.parent)
            return target
        raise AssertionError("unreachable")  # pragma: no cover
    finally:
        if held:
            journal.release()
        else:
            with contextlib.suppress(OSError):
                os.unlink(journal.path)
        sync_folder(journals)


def finish_moves(journals: Path, root: Path) -> int:
    """Finish or drop the moves whose mover no longer runs (killed in the middle); returns how many
    journals were played."""
    try:
        names = [n for n in os.listdir(journals) if n.startswith(JOURNAL_PREFIX)]
    except OSError:
        return 0
    played = 0
    for name in names:
        journal = ProcessLock(journals / name)
        try:
            if not journal.acquire(create=False):
                continue  # its mover runs
        except OSError:
            continue
        try:
            _play(journal.path, root)
        finally:
            journal.release()
        played += 1
    if played:
        sync_folder(journals)
    return played


def _write_intent(journal: ProcessLock, source: Path, target: Path, root: Path) -> None:
    intent = json.dumps({"from": _relative(source, root), "to": _relative(target, root)}).encode()
    fd = journal.fd
    if fd is None:
        fd = os.open(journal.path, os.O_WRONLY | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, intent)  # a hundred bytes: one write
        fsync(fd)
    finally:
        if fd != journal.fd:
            os.close(fd)
    sync_folder(journal.path.parent)


#: A journal names two paths: anything longer is not one of ours.
_JOURNAL_LIMIT: Final = 64 * 1024


def _relative(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix()


def _play(journal: Path, root: Path) -> None:
    try:
        intent = json.loads(read_file(journal, _JOURNAL_LIMIT))
        source, target = _inside(root, intent["from"]), _inside(root, intent["to"])
    except (OSError, ValueError, TypeError, KeyError):
        return  # cut short before the move began (it is flushed before), or not ours: nothing to finish
    try:
        both = os.path.samestat(os.stat(source), os.stat(target))
    except OSError:
        return  # one of the names is gone: never begun, or done
    if both:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(source)
        sync_folder(source.parent)


def _inside(root: Path, name: object) -> Path:
    """``root/name`` for a name of the folder or of one hidden sub-folder; anything else (a path
    outside, ``..``) is refused with ``ValueError``."""
    if not isinstance(name, str):
        raise ValueError(name)
    parts = name.split("/")
    if not 1 <= len(parts) <= 2 or any(p in ("", ".", "..") or "\\" in p for p in parts):
        raise ValueError(name)
    if len(parts) == 2 and not parts[0].startswith("."):
        raise ValueError(name)
    return root.joinpath(*parts)
