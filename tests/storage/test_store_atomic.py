"""write_atomic: whole files or nothing, no temporary file left behind, never a partial file seen."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from tdcompanion.storage import atomic
from tdcompanion.storage.atomic import TEMP_MARK, write_atomic


def test_writes_a_new_file_and_replaces_an_old_one(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    write_atomic(target, b"first")
    assert target.read_bytes() == b"first"
    write_atomic(target, "δεύτερο".encode())
    assert target.read_bytes().decode() == "δεύτερο"
    assert os.listdir(tmp_path) == ["a.json"]


def test_the_file_and_the_folder_are_synced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    write_atomic(tmp_path / "a.json", b"x")
    assert len(synced) == (1 if os.name == "nt" else 2)  # the file, then the folder


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_the_temporary_file_is_removed_on_error_and_the_old_file_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "a.json"
    target.write_bytes(b"old")

    def fail(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, fail)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, b"new")
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["a.json"]


def test_the_temporary_file_is_hidden_next_to_the_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    real = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (seen.append(Path(a).name), real(a, b))[1])
    write_atomic(tmp_path / "a.json", b"x")
    assert len(seen) == 1
    assert seen[0].startswith(".a.json" + TEMP_MARK)


def test_without_overwrite_an_existing_file_is_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    target.write_bytes(b"theirs")
    with pytest.raises(FileExistsError):
        write_atomic(target, b"mine", overwrite=False)
    assert target.read_bytes() == b"theirs"
    assert os.listdir(tmp_path) == ["a.json"]
    write_atomic(tmp_path / "b.json", b"mine", overwrite=False)
    assert (tmp_path / "b.json").read_bytes() == b"mine"


def test_without_hard_links_a_new_file_is_still_not_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: object) -> None:
        raise OSError(1, "Operation not permitted")  # FAT and exFAT have no hard links

    monkeypatch.setattr(atomic.os, "link", no_links)
    (tmp_path / "a.json").write_bytes(b"theirs")
    with pytest.raises(FileExistsError):
        write_atomic(tmp_path / "a.json", b"mine", overwrite=False)
    write_atomic(tmp_path / "b.json", b"mine", overwrite=False)
    assert (tmp_path / "a.json").read_bytes() == b"theirs"
    assert sorted(os.listdir(tmp_path)) == ["a.json", "b.json"]


def test_a_reader_sees_the_old_file_or_the_new_one_never_a_part(tmp_path: Path) -> None:
    target = tmp_path / "a.json"
    versions = [bytes([65 + i]) * 300_000 for i in range(4)]
    target.write_bytes(versions[0])
    stop = threading.Event()

    def writer() -> None:
        i = 0
        while not stop.is_set():
            i += 1
            write_atomic(target, versions[i % len(versions)])

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        reads = [target.read_bytes() for _ in range(300)]
    finally:
        stop.set()
        thread.join()
    assert all(data in versions for data in reads)
    assert len(set(reads)) > 1  # the writer did replace it while it was read
