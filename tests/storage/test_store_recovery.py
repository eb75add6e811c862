"""What a crash leaves half done or behind is finished or removed at the next start (issue 20):
trash moves and restores killed in the middle, temporary, lock and life-mark files; and the moves,
removals and new folders are flushed to disk (durability)."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tdcompanion.storage import atomic
from tdcompanion.storage.atomic import atomic_file
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.file_lock import FileLock
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.moves import JOURNAL_PREFIX, _write_intent
from tdcompanion.storage.processes import ProcessLock
from tests.storage.store_samples import revoke

posix_only = pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX: fork, flock")


def every_file(folder: Path) -> list[str]:
    """Every file under ``folder``, relative, sorted (the trash and the drafts too)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def killed_in(action: Callable[[], object], point: str, name: str) -> None:
    """Run ``action`` in a child process that dies (as by SIGKILL: nothing is cleaned up) at ``point`` of
    the move of the file called ``name``: "before link" (its intent recorded, nothing moved), "after
    link" (both names there), "after unlink" (moved, its intent not yet cleared)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            link, unlink = os.link, os.unlink

            def dying_link(source: object, target: object, *args: object, **kwargs: object) -> None:
                if Path(str(source)).name == name and point == "before link":
                    os._exit(9)
                link(source, target, *args, **kwargs)  # type: ignore[arg-type]
                if Path(str(source)).name == name and point == "after link":
                    os._exit(9)

            def dying_unlink(path: object, *args: object, **kwargs: object) -> None:
                unlink(path, *args, **kwargs)  # type: ignore[arg-type]
                if Path(str(path)).name == name and point == "after unlink":
                    os._exit(9)

            os.link, os.unlink = dying_link, dying_unlink  # type: ignore[assignment]
            action()
        finally:
            os._exit(3)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 9, "the move did not reach the point of the kill"


POINTS = ["before link", "after link", "after unlink"]


@posix_only
@pytest.mark.parametrize("point", POINTS)
def test_a_trash_move_killed_in_the_middle_is_finished_or_undone_at_the_next_start(tmp_path: Path, point: str) -> None:
    store = IncidentStore(tmp_path)
    saved, path = store.save(revoke())
    killed_in(lambda: IncidentStore(tmp_path).delete([path]), point, path.name)
    IncidentStore(tmp_path).orphan_drafts()  # the next start
    files = every_file(tmp_path)
    assert files in ([path.name], [f".trash/{path.name}"]), files  # one file, and nothing else
    moved = point != "before link"
    assert files == ([f".trash/{path.name}"] if moved else [path.name])
    where = tmp_path / files[0]
    assert store.load(where) == saved
    assert os.stat(where).st_nlink == 1


@posix_only
@pytest.mark.parametrize("point", POINTS)
def test_a_restore_killed_in_the_middle_is_finished_or_undone_at_the_next_start(tmp_path: Path, point: str) -> None:
    store = IncidentStore(tmp_path)
    saved, path = store.save(revoke())
    [trashed] = store.delete([path])
    killed_in(lambda: IncidentStore(tmp_path).restore(trashed), point, trashed.name)
    IncidentStore(tmp_path).orphan_drafts()
    files = every_file(tmp_path)
    assert files == ([path.name] if point != "before link" else [f".trash/{path.name}"])
    assert store.load(tmp_path / files[0]) == saved
    assert [e.id for e in store.entries()] + [e.id for e in store.trashed()] == [saved.id]


def test_restoring_what_is_no_longer_in_the_trash_is_refused_clearly(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke())
    [trashed] = store.delete([path])
    assert store.restore(trashed) == path
    with pytest.raises(StoreError, match="no longer in the trash"):
        IncidentStore(tmp_path).restore(trashed)
    assert every_file(tmp_path) == [path.name]


def test_a_move_of_another_instance_still_running_is_left_to_it(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke())
    # An instance in the middle of a delete: the file's lock and the move's journal held, both names there.
    with FileLock(path):
        (tmp_path / ".trash").mkdir()
        os.link(path, tmp_path / ".trash" / path.name)

        (tmp_path / ".drafts").mkdir()
        journal = ProcessLock(tmp_path / ".drafts" / f"{JOURNAL_PREFIX}12345678")
        assert journal.acquire()
        _write_intent(journal, path, tmp_path / ".trash" / path.name, tmp_path)
        IncidentStore(tmp_path).orphan_drafts()  # another instance starts meanwhile
        assert path.exists() and (tmp_path / ".trash" / path.name).exists() and journal.path.exists()
        assert journal.fd is not None
        os.close(journal.fd)  # its owner ends, as a killed process does: the file stays, nobody holds it
    IncidentStore(tmp_path).orphan_drafts()  # the next start finishes the move
    assert every_file(tmp_path) == [f".trash/{path.name}"]


@pytest.fixture
def debris(tmp_path: Path) -> Iterator[dict[str, Path]]:
    """What crashes leave in a folder, and what live instances hold there at the same time."""
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke())
    [trashed] = store.delete([store.save(revoke())[1]])
    drafts = tmp_path / ".drafts"
    drafts.mkdir(exist_ok=True)
    left = {
        "temp": tmp_path / f".{path.name}.tmp-0123abcd",
        "draft temp": drafts / ".someone.json.tmp-89abcdef",
        "lock": tmp_path / f".{path.name}.lock",
        "trash lock": tmp_path / ".trash" / f".{trashed.name}.lock",
        "alive": drafts / "gone.alive",
        "old stale lock": tmp_path / f".{path.name}.lock.stale-1a2b3c4d",
    }
    for file in left.values():
        file.write_bytes(b"")
    old = time.time() - 7200
    os.utime(left["old stale lock"], (old, old))
    yield left


@posix_only
def test_debris_of_a_crash_is_removed_at_the_next_start_and_nothing_in_use(
    tmp_path: Path, debris: dict[str, Path]
) -> None:
    live = IncidentStore(tmp_path)
    live.write_draft("running", revoke(note="ανοιχτό"))  # a live instance's draft and its life mark
    orphan = IncidentStore(tmp_path)
    orphan.write_draft("crashed", revoke(note="χαμένο"))
    orphan._drafts._marks.pop("crashed").release()  # its instance ended: the mark stays, nobody holds it
    (tmp_path / ".drafts" / "crashed.alive").write_bytes(b"")
    before = set(every_file(tmp_path))
    with atomic_file(tmp_path / "being-written.json") as pending, FileLock(tmp_path / "held.json"):
        pending.write(b"{}")  # a file being written and a save's lock, by instances that run
        drafts = IncidentStore(tmp_path).orphan_drafts()  # the next start
        after = set(every_file(tmp_path))
        assert pending.temp.exists() and (tmp_path / ".held.json.lock").exists()
    removed = before - after
    assert removed == {str(p.relative_to(tmp_path)) for p in debris.values()}, sorted(removed)
    assert [d.owner for d in drafts] == ["crashed"]
    assert {".drafts/running.json", ".drafts/running.alive", ".drafts/crashed.json", ".drafts/crashed.alive"} <= after
    IncidentStore(tmp_path).discard_draft(drafts[0])
    live.remove_draft("running")
    assert not [f for f in every_file(tmp_path) if f.startswith(".drafts/")]


@pytest.fixture
def synced(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The folders (and files) flushed with fsync, in order (Linux: by /proc/self/fd)."""
    if not Path("/proc/self/fd").is_dir():
        pytest.skip("finds a flushed file's name by /proc/self/fd")
    flushed: list[Path] = []
    fsync = os.fsync

    def recording(fd: int) -> None:
        flushed.append(Path(os.readlink(f"/proc/self/fd/{fd}")))
        fsync(fd)

    monkeypatch.setattr(os, "fsync", recording)
    return flushed


def test_trash_moves_and_restores_flush_both_folders(tmp_path: Path, synced: list[Path]) -> None:
    store = IncidentStore(tmp_path)
    _, path = store.save(revoke())
    synced.clear()
    [trashed] = store.delete([path])
    assert {tmp_path, tmp_path / ".trash"} <= set(synced)
    synced.clear()
    store.restore(trashed)
    assert {tmp_path, tmp_path / ".trash"} <= set(synced)


def test_a_draft_removed_is_removed_for_good(tmp_path: Path, synced: list[Path]) -> None:
    store = IncidentStore(tmp_path)
    store.write_draft("me", revoke())
    synced.clear()
    store.remove_draft("me")
    assert tmp_path / ".drafts" in synced


def test_a_new_incidents_folder_is_flushed_in_the_folder_above(tmp_path: Path, synced: list[Path]) -> None:
    folder = tmp_path / "data" / "incidents"
    IncidentStore(folder).save(revoke())
    assert tmp_path in synced and tmp_path / "data" in synced and folder in synced


def test_on_macos_files_are_flushed_to_the_disk_itself(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # macOS's fsync leaves the data in the drive's cache: F_FULLFSYNC, else fsync (the file system refuses it).
    import fcntl

    calls: list[str] = []
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(fcntl, "F_FULLFSYNC", 51, raising=False)
    monkeypatch.setattr(fcntl, "fcntl", lambda fd, op, *a: calls.append(f"fcntl {op}"))
    monkeypatch.setattr(os, "fsync", lambda fd: calls.append("fsync"))
    with open(tmp_path / "f", "wb") as f:
        atomic.fsync(f.fileno())
    assert calls == ["fcntl 51"]

    def refused(fd: int, op: int, *a: object) -> None:
        raise OSError(45, "not supported")

    monkeypatch.setattr(fcntl, "fcntl", refused)
    with open(tmp_path / "f", "wb") as f:
        atomic.fsync(f.fileno())
    assert calls == ["fcntl 51", "fsync"]
