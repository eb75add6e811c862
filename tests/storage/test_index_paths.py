"""The index's rows name files of the folder; a row changed by hand to name a path (``..``, an absolute
path) is a damaged index, made again, and never a path out of the folder (issue 20, "Paths")."""

from __future__ import annotations

import contextlib
import os
import sqlite3
from pathlib import Path

import pytest

from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import index_path
from tests.storage.store_samples import revoke


@pytest.mark.parametrize("name", ["../elsewhere/x.json", "/tmp/x.json", "sub/x.json", "..", "."])
def test_a_row_naming_a_path_is_never_a_path_out_of_the_folder(tmp_path: Path, name: str) -> None:
    folder = tmp_path / "incidents"
    IncidentStore(folder).save(revoke())
    assert len(IncidentStore(folder).entries()) == 1
    with contextlib.closing(sqlite3.connect(index_path(folder))) as db, db:
        db.execute("UPDATE entries SET file = ?", (name,))
    shown = IncidentStore(folder).index(update=False)  # a list shown before the folder is read again
    assert all(in_folder(entry.path, folder) for entry in shown.entries())
    assert all(in_folder(path, folder) for path in shown.paths_where("status", "ruled"))
    assert [in_folder(e.path, folder) for e in IncidentStore(folder).entries()] == [True]  # read again


def in_folder(path: Path, folder: Path) -> bool:
    """Whether ``path`` is a file of ``folder``, by its text (a path made by pathlib's shortcut may have a
    name with separators in it: its ``parent`` would not tell)."""
    text = os.fspath(path)
    return os.path.dirname(text) == os.fspath(folder) and os.path.basename(text) not in ("..", ".")
