"""The safe reader (issue 20, "Special files"): only regular files are read, never waiting for a writer,
and never more than a limit, whatever the file's size claims."""

from __future__ import annotations

import os
import socket
import sys
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.errors import InputError
from tdcompanion.core.safe_read import MIB, FileRefusedError, check_file, read_file, read_file_stat, size_text
from tests.hostile_files import fifo, posix_only, sparse, within, zero_link


def test_a_regular_file_and_a_link_to_one_are_read(tmp_path: Path) -> None:
    target = tmp_path / "a.pbn"
    target.write_bytes(b"[Board \"1\"]\n")
    (tmp_path / "link.pbn").symlink_to(target)
    assert read_file(target, 100) == read_file(tmp_path / "link.pbn", 100) == b"[Board \"1\"]\n"
    data, st = read_file_stat(target, 100)
    assert (data, st.st_size, st.st_ino) == (b"[Board \"1\"]\n", 12, target.stat().st_ino)


@posix_only
def test_a_fifo_is_refused_at_once_with_what_it_is(tmp_path: Path) -> None:
    pipe = fifo(tmp_path / "boards.pbn")
    with pytest.raises(FileRefusedError) as caught:
        within(lambda: read_file(pipe, MIB), fifos=(pipe,))
    error = caught.value
    assert str(error) == f"{pipe}: it is a named pipe (FIFO), not a regular file"
    assert (error.kind, error.filename, error.strerror) == ("fifo", str(pipe), error.reason)
    assert isinstance(error, InputError) and isinstance(error, OSError)  # what callers already catch


@posix_only
def test_a_link_to_dev_zero_is_refused_without_reading(tmp_path: Path) -> None:
    link = zero_link(tmp_path / "draft.json")
    tracemalloc.start()
    try:
        with pytest.raises(FileRefusedError, match="it is a character device, not a regular file"):
            within(lambda: read_file(link, 64 * MIB))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < MIB


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FileRefusedError, match="it is a folder, not a regular file"):
        read_file(tmp_path, MIB)


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX") or sys.platform == "win32", reason="Unix sockets")
def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.lin"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        with pytest.raises(FileRefusedError, match="it is a socket, not a regular file"):
            within(lambda: read_file(path, MIB))


def test_a_file_over_the_limit_is_refused_with_the_limit(tmp_path: Path) -> None:
    big = sparse(tmp_path / "big.json", 16 * MIB + 1)
    with pytest.raises(FileRefusedError) as caught:
        within(lambda: read_file(big, 16 * MIB))
    assert caught.value.reason == "too large: 16,777,217 bytes, over the limit of 16 MB"
    assert caught.value.limit == 16 * MIB
    assert read_file(sparse(tmp_path / "full.json", 3 * MIB), 3 * MIB) == bytes(3 * MIB)  # the limit itself: read


def test_the_limit_is_counted_while_reading_not_taken_from_the_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file that grows while read, or says it is empty (``/proc``), has no honest size: the bytes read
    are counted, and no more than the limit and a chunk are held."""
    big = sparse(tmp_path / "growing.pbn", 40 * MIB)
    real_fstat = os.fstat

    def says_empty(fd: int) -> os.stat_result:
        st = list(real_fstat(fd))
        st[6] = 0  # st_size
        return os.stat_result(st)

    monkeypatch.setattr(os, "fstat", says_empty)
    tracemalloc.start()
    try:
        with pytest.raises(FileRefusedError, match=r"too large: it grew past the limit of 4 MB"):
            read_file(big, 4 * MIB)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 7 * MIB


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="Linux /proc")
def test_a_proc_file_is_read_whole_though_its_size_is_zero() -> None:
    assert b"Name:" in read_file("/proc/self/status", MIB)
    with pytest.raises(FileRefusedError, match="too large: it grew past the limit of 10 bytes"):
        read_file("/proc/self/status", 10)


def test_a_missing_file_is_the_system_s_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_file(tmp_path / "none.pbn", MIB)


@given(data=st.binary(max_size=3000), limit=st.integers(min_value=0, max_value=3000))
def test_a_file_is_read_whole_exactly_when_it_is_within_the_limit(tmp_path_factory: pytest.TempPathFactory,
                                                                  data: bytes, limit: int) -> None:  # fmt: skip
    path = tmp_path_factory.mktemp("r") / "f"
    path.write_bytes(data)
    if len(data) <= limit:
        assert read_file(path, limit) == data
    else:
        reason = f"too large: {len(data):,} bytes, over the limit of {limit:,} bytes"
        with pytest.raises(FileRefusedError, match=reason):
            read_file(path, limit)


def test_sizes_are_said_in_mb_when_whole() -> None:
    assert (size_text(64 * MIB), size_text(1000), size_text(MIB + 1)) == ("64 MB", "1,000 bytes", "1,048,577 bytes")


@posix_only
def test_a_file_another_library_reads_is_checked_by_its_kind_and_size(tmp_path: Path) -> None:
    check_file(tmp_path / "none.ini", 10)  # not there: the library makes it
    check_file(sparse(tmp_path / "small.ini", 10), 10)
    with pytest.raises(FileRefusedError, match="too large: 11 bytes, over the limit of 10 bytes"):
        check_file(sparse(tmp_path / "big.ini", 11), 10)
    with pytest.raises(FileRefusedError, match="it is a named pipe"):
        within(lambda: check_file(fifo(tmp_path / "pipe.ini"), 10))
