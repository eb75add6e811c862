"""Special and huge files where the store reads (issue 20, "Special files"): a FIFO, a link to ``/dev/zero``
or a file over the limit, as a draft, an incident, the index or a cache file. Each is refused within 2 s,
with a message that names it, and start-up (the drafts left by a crash, the list) goes on without it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tdcompanion.core.incident import to_json
from tdcompanion.core.safe_read import CACHE_LIMIT, INCIDENT_LIMIT
from tdcompanion.storage.derived_cache import DerivedCache
from tdcompanion.storage.drafts import DRAFT_KEY, FOREIGN_DRAFT_AGE
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import index_path
from tdcompanion.storage.processes import HOST
from tests.hostile_files import fifo, posix_only, sparse, within, zero_link
from tests.storage.store_samples import revoke


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def orphan_draft(folder: Path, owner: str, file: str | None = None, note: str = "πρόχειρο") -> Path:
    """A draft of ``owner``, an instance that ended, for the incident in ``file``."""
    document = to_json(revoke(note=note))
    document[DRAFT_KEY] = {"owner": owner, "pid": dead_pid(), "host": HOST, "saved": "2026-11-23T20:50:00+02:00",
                           "file": file}  # fmt: skip
    path = folder / ".drafts" / f"{owner}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


# -- drafts ---------------------------------------------------------------------------------------------


@posix_only
def test_a_fifo_or_a_link_to_dev_zero_as_a_draft_is_skipped_and_the_other_drafts_are_offered(tmp_path: Path) -> None:
    orphan_draft(tmp_path, "a-good")
    pipe = fifo(tmp_path / ".drafts" / "b-pipe.json")
    zero_link(tmp_path / ".drafts" / "c-zero.json")
    orphan_draft(tmp_path, "d-good")
    drafts = within(lambda: IncidentStore(tmp_path).orphan_drafts(), fifos=(pipe,))
    assert [d.owner for d in drafts if d.incident is not None] == ["a-good", "d-good"]
    assert [d.owner for d in drafts] == ["a-good", "d-good"]  # not drafts: nothing to recover in them


def test_a_draft_over_the_limit_is_offered_as_unreadable_with_the_limit(tmp_path: Path) -> None:
    orphan_draft(tmp_path, "good")
    big = sparse(tmp_path / ".drafts" / "big.json", INCIDENT_LIMIT + 1, b'{"format": "tdcompanion-incident"')
    old = time.time() - FOREIGN_DRAFT_AGE - 60  # no owner to be read in it: left alone for a day, like any
    os.utime(big, (old, old))
    drafts = {d.owner: d for d in within(lambda: IncidentStore(tmp_path).orphan_drafts())}
    assert drafts["good"].incident is not None
    assert drafts["big"].incident is None
    assert drafts["big"].error == f"{big}: too large: 16,777,217 bytes, over the limit of 16 MB"


@pytest.mark.parametrize("pid", [10**30, -(10**30), 2**31, 2**63])
def test_a_draft_with_an_impossible_process_id_does_not_hide_the_others(tmp_path: Path, pid: object) -> None:
    orphan_draft(tmp_path, "good")
    odd = orphan_draft(tmp_path, "odd")
    document = json.loads(odd.read_text(encoding="utf-8"))
    document[DRAFT_KEY]["pid"] = pid
    odd.write_text(json.dumps(document), encoding="utf-8")
    assert [d.owner for d in IncidentStore(tmp_path).orphan_drafts()] == ["good", "odd"]


# -- incidents ------------------------------------------------------------------------------------------


@posix_only
@pytest.mark.parametrize("make", [fifo, zero_link, lambda p: p.mkdir() or p], ids=["fifo", "dev-zero", "folder"])
def test_a_special_file_as_an_incident_is_refused_with_what_it_is(tmp_path: Path, make: object) -> None:
    path = tmp_path / "2026-11-23_b07_1a2b3c4d.json"
    make(path)  # type: ignore[operator]
    with pytest.raises(StoreError, match=r"cannot be read: it is (a named pipe \(FIFO\)|a character device|a "
                                         r"folder), not a regular file$") as caught:  # fmt: skip
        within(lambda: IncidentStore(tmp_path).load(path), fifos=(path,))
    assert str(caught.value).startswith(str(path))


def test_an_incident_over_the_limit_is_refused_with_the_limit(tmp_path: Path) -> None:
    path = sparse(tmp_path / "huge.json", 1024**3)  # 1 GB, on no disk
    with pytest.raises(StoreError, match="cannot be read: too large: 1,073,741,824 bytes, over the limit of 16 MB"):
        within(lambda: IncidentStore(tmp_path).load(path))


@posix_only
def test_a_fifo_where_an_incident_is_saved_is_not_waited_for(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    saved, path = store.save(revoke())
    path.unlink()
    fifo(path)
    with pytest.raises(StoreError, match="it is a named pipe"):
        within(lambda: store.save(saved, path), fifos=(path,))
    assert path.is_fifo()  # never written over


@posix_only
def test_the_list_goes_on_past_special_files(tmp_path: Path) -> None:
    store = IncidentStore(tmp_path)
    store.save(revoke())
    pipe = fifo(tmp_path / "pipe.json")
    zero_link(tmp_path / "zero.json")
    sparse(tmp_path / "huge.json", 1024**3)
    entries = within(lambda: IncidentStore(tmp_path).entries(), fifos=(pipe,))
    assert [e.error is None for e in entries] == [True, False]  # the incident, and huge.json too large
    assert [e.path.name for e in entries if e.error] == ["huge.json"]


# -- the index and the cache ----------------------------------------------------------------------------


@posix_only
@pytest.mark.parametrize("suffix", ["", "-wal", "-shm", "-journal"])
@pytest.mark.parametrize("make", [fifo, "link"], ids=["fifo", "link"])
def test_a_special_file_as_the_index_is_replaced_and_the_list_shown(tmp_path: Path, make: object,
                                                                    suffix: str) -> None:  # fmt: skip
    """A link is not followed: SQLite would write its journal next to the link's target (it made a
    ``/dev/zero-journal`` when the index was a link to ``/dev/zero``). Here the target is a file of the test's."""
    IncidentStore(tmp_path).save(revoke())
    index = index_path(tmp_path)
    where = index.with_name(index.name + suffix)
    where.parent.mkdir(parents=True, exist_ok=True)
    target = tmp_path / "elsewhere" / "target"
    target.parent.mkdir()
    target.write_bytes(b"")  # empty: SQLite takes it for a new database, as it took /dev/zero
    if make == "link":
        where.symlink_to(target)
    else:
        fifo(where)
    entries = within(lambda: IncidentStore(tmp_path).entries(), fifos=(where,))
    assert [e.error for e in entries] == [None]
    assert index.is_file() and not index.is_symlink()  # made again where it belongs
    assert os.listdir(target.parent) == ["target"] and target.read_bytes() == b""  # nothing written there


@posix_only
@pytest.mark.parametrize("make", [fifo, zero_link, lambda p: sparse(p, CACHE_LIMIT + 1)],
                         ids=["fifo", "dev-zero", "too-large"])  # fmt: skip
def test_a_special_or_huge_cache_file_counts_as_absent(tmp_path: Path, make: object) -> None:
    source = tmp_path / "el.po"
    source.write_text("msgid \"\"\n", encoding="utf-8")
    cache = DerivedCache("catalogue", tmp_path / "cache")
    cache.store(source, ("kept",))
    assert cache.load(source) == ("kept",)
    kept = cache.path(source)
    kept.unlink()
    make(kept)  # type: ignore[operator]
    assert within(lambda: cache.load(source), fifos=(kept,)) is None
    cache.store(source, ("again",))  # replaced by the program's own file
    assert cache.load(source) == ("again",)
    assert os.path.isfile(kept) and not kept.is_symlink()
