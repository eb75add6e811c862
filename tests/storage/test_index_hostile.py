"""The folder's index is a cache, checked before it is trusted (issue 20): garbage, another version, rows
of the wrong types or values, a directory, a FIFO or a link to a device in place of the database or its
journal files never crash nor hang ``incidents list`` or :meth:`IncidentStore.entries`: the index is made
again (or, where it cannot be, kept in memory) and the list is the folder's."""

from __future__ import annotations

import contextlib
import io
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tdcompanion.cli import main
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import DB_VERSION, index_path
from tests.storage.store_samples import revoke

ROOT = Path(__file__).resolve().parents[2]
LONG = "9" * (sys.get_int_max_str_digits() + 1)
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    store = IncidentStore(tmp_path / "incidents")
    for i in range(3):
        store.save(revoke(note=f"σημείωση {i}"))
    store.entries()  # the index made, as a first listing leaves it
    store.index().close()
    return store.folder


def listed(folder: Path, *options: str) -> list[dict[str, object]]:
    """``tdcompanion incidents list --json`` run here: the entries it prints (it must exit 0)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["incidents", "--folder", str(folder), "list", "--json", *options]) == 0
    return list(json.loads(out.getvalue()))


def _sql(folder: Path, *statements: str) -> None:
    with contextlib.closing(sqlite3.connect(index_path(folder))) as db:
        for statement in statements:
            db.execute(statement)
        db.commit()


# -- rows the program did not write -----------------------------------------------------------------------

WRONG_ROWS = {
    "board as text": "UPDATE entries SET board = 'seven'",
    "board a huge real": "UPDATE entries SET board = 1e300",
    "laws not JSON": "UPDATE entries SET laws = '[\"64A1\"'",
    "laws not a list": "UPDATE entries SET laws = '{\"a\": 1}'",
    "laws of numbers": "UPDATE entries SET laws = '[1, 2]'",
    "players a number": "UPDATE entries SET players = 5",
    "error a number": "UPDATE entries SET error = 7",
    "session a blob": "UPDATE entries SET session = x'00ff00'",
    "status a real": "UPDATE entries SET status = 2.5",
    "revision text": "UPDATE entries SET revision = 'three'",
    "mtime text": "UPDATE entries SET mtime_ns = 'now'",
    "search text null": "UPDATE entries SET search_text = NULL",
    "keys of the wrong types": "UPDATE entries SET k_mtime = 'x', k_size = 2.5, k_inode = NULL",
    "file a number": "UPDATE entries SET file = 12 WHERE n = 1",
}


@pytest.mark.parametrize("change", list(WRONG_ROWS.values()), ids=list(WRONG_ROWS))
def test_rows_of_the_wrong_types_are_not_trusted(folder: Path, change: str) -> None:
    expected = IncidentStore(folder).entries()
    IncidentStore(folder).index().close()
    _sql(folder, change)
    assert IncidentStore(folder).entries() == expected
    _sql(folder, change)
    assert [Path(str(e["file"])).name for e in listed(folder)] == [e.name for e in expected]
    _sql(folder, change)
    assert len(listed(folder, "--search", "σημείωση", "--status", "ruled")) == 3


@pytest.mark.parametrize("change", ["UPDATE entries SET laws = '[1, 2]'", "UPDATE entries SET board = 'x'"])
def test_rows_changed_while_the_index_is_open_are_not_trusted(folder: Path, change: str) -> None:
    store = IncidentStore(folder)
    expected = store.entries()
    _sql(folder, change)  # another program, behind this one's back
    assert store.index().entries() == expected
    assert store.entries() == expected


def test_an_index_of_another_version_or_of_garbage_is_listed_from_the_files(folder: Path) -> None:
    expected = [e.name for e in IncidentStore(folder).entries()]
    _sql(folder, f"PRAGMA user_version = {DB_VERSION + 7}")
    assert [Path(str(e["file"])).name for e in listed(folder)] == expected
    db = index_path(folder)
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    db.write_bytes(os.urandom(5000))
    assert [Path(str(e["file"])).name for e in listed(folder)] == expected


@pytest.mark.parametrize("damage", [(b"CREATE TABLE meta", b"CREATE TABL\xff meta"),
                                    (b"CREATE TABLE entries", b"CREATE TABLE \xfe\xffntries")])
def test_a_damaged_index_whose_error_message_is_not_utf_8_is_made_again(folder: Path,
                                                                      damage: tuple[bytes, bytes]) -> None:  # fmt: skip
    """SQLite quotes the damaged schema in its message, and Python's sqlite3 then raises
    UnicodeDecodeError, not an sqlite3 error (found by the fuzzer, tests/fuzz)."""
    expected = [e.name for e in IncidentStore(folder).entries()]
    db = index_path(folder)
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    data = db.read_bytes()
    assert damage[0] in data
    db.write_bytes(data.replace(damage[0], damage[1], 1))
    assert [Path(str(e["file"])).name for e in listed(folder)] == expected
    assert [e.name for e in IncidentStore(folder).entries()] == expected


def test_a_law_of_thousands_of_digits_in_a_file_does_not_stop_the_list(folder: Path) -> None:
    path = next(folder.glob("*.json"))
    document = json.loads(path.read_text(encoding="utf-8"))
    document["rulings"][0]["ruling"]["laws"] = [LONG]
    path.write_text(json.dumps(document), encoding="utf-8")
    entries = listed(folder)
    assert len(entries) == 3


# -- something else than a file in place of the database ---------------------------------------------------


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _directory(path: Path) -> None:
    path.mkdir()
    (path / "something.txt").write_text("not ours to remove")


HOSTILE: dict[str, tuple[str, Callable[[Path], None]]] = {
    "FIFO as the database": ("", _fifo),
    "FIFO as its journal": ("-wal", _fifo),
    "FIFO as its shared memory": ("-shm", _fifo),
    "link to /dev/zero as the database": ("", _dev_zero),
    "directory as the database": ("", _directory),
    "directory as its journal": ("-wal", _directory),
}


@needs_fifo
@pytest.mark.parametrize(("suffix", "make"), list(HOSTILE.values()), ids=list(HOSTILE))
def test_a_special_file_in_place_of_the_index_neither_hangs_nor_stops_the_list(
    folder: Path, suffix: str, make: Callable[[Path], None]
) -> None:
    db = index_path(folder)
    for end in ("", "-wal", "-shm"):
        Path(f"{db}{end}").unlink(missing_ok=True)
    target = Path(f"{db}{suffix}")
    make(target)
    code = "import sys; from tdcompanion.cli import main; sys.exit(main(sys.argv[1:]))"
    try:  # in a process of its own: a hang is a failure, not a stuck test run (the bound is loose)
        done = subprocess.run([sys.executable, "-c", code, "incidents", "--folder", str(folder), "list"],
                              cwd=ROOT, capture_output=True, text=True, timeout=60, check=False)  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail("incidents list hangs")
    finally:
        special = [p for p in (Path(f"{db}{end}") for end in ("", "-wal", "-shm")) if p.is_fifo() or p.is_char_device()]
        for path in special:  # a FIFO left would hang the in-process listing below
            path.unlink()
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert len(done.stdout.splitlines()) == 3
    if make is _directory:
        assert (target / "something.txt").is_file()  # a directory is left as it is: the index is kept in memory
    else:
        assert not special and db.is_file() and not db.is_symlink()  # removed, and the index made again
    assert len(IncidentStore(folder).entries()) == 3


def test_an_index_made_again_leaves_a_trace_in_the_log(folder: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A damaged index is a cache made again, not an error the Director sees; the log says so (issue 20)."""
    db = index_path(folder)
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    db.write_bytes(os.urandom(5000))
    with caplog.at_level("WARNING", logger="tdcompanion.storage.index_db"):
        assert len(IncidentStore(folder).entries()) == 3
    assert any("made again" in r.getMessage() and str(db) in r.getMessage() for r in caplog.records)
    caplog.clear()
    _sql(folder, "UPDATE entries SET board = 'seven'")
    with caplog.at_level("WARNING", logger="tdcompanion.storage.index_db"):
        assert len(IncidentStore(folder).entries()) == 3
    assert any("made again" in r.getMessage() for r in caplog.records)
