"""Drafts a crash left with numbers no program writes (issue 20): one with a number of thousands of digits,
or with a process id no system has, is offered as unreadable or as a draft, and never hides the others:
:meth:`IncidentStore.orphan_drafts` does not raise."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from tdcompanion.storage.drafts import DRAFT_KEY, FOREIGN_DRAFT_AGE
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.processes import HOST, pid_alive
from tests.storage.store_samples import revoke

LONG = "9" * (sys.get_int_max_str_digits() + 100)


def _dead_pid() -> int:
    """The id of a process that has ended (this test's own child, waited for)."""
    pid = os.fork() if hasattr(os, "fork") else None
    if pid is None:
        pytest.skip("no fork here")
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
    return pid


def _draft(folder: Path, owner: str, *, pid: object, raw: dict[str, str] | None = None) -> Path:
    """A draft as a crashed instance leaves it, with ``raw`` text put in place of JSON values."""
    from tdcompanion.core.incident import to_json

    document = to_json(revoke(note=owner))
    document[DRAFT_KEY] = {"owner": owner, "pid": 0, "host": HOST, "saved": f"2026-11-28T0{len(owner)}:00:00+00:00",
                           "file": None}  # fmt: skip
    text = json.dumps(document).replace('"pid": 0', f'"pid": {pid}')
    for old, new in (raw or {}).items():
        assert old in text
        text = text.replace(old, new, 1)
    path = folder / ".drafts" / f"{owner}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("pid", [2**31, 2**32 + 7, 2**63, 10**40, -(2**63)])
def test_a_process_id_no_system_has_is_not_a_running_process(pid: int) -> None:
    assert pid_alive(pid) is False


def test_a_draft_with_a_long_number_or_an_impossible_pid_hides_no_other_draft(tmp_path: Path) -> None:
    dead = _dead_pid()
    _draft(tmp_path, "a", pid=dead)
    _draft(tmp_path, "bb", pid=dead, raw={'"lawbook": ': f'"revision": {LONG}, "lawbook": '})
    _draft(tmp_path, "ccc", pid=2**31)
    old = _draft(tmp_path, "dddd", pid=LONG)  # nothing of it can be read, not even who wrote it: told by its age
    os.utime(old, (os.path.getmtime(old) - 2 * FOREIGN_DRAFT_AGE,) * 2)
    drafts = IncidentStore(tmp_path).orphan_drafts()
    assert sorted(d.owner for d in drafts) == ["a", "bb", "ccc", "dddd"]
    readable = {d.owner: d.incident.note for d in drafts if d.incident is not None}
    assert readable == {"a": "a", "ccc": "ccc"}
    bad = {d.owner: d.error or "" for d in drafts if d.incident is None}
    assert f"a number of {len(LONG)} digits" in bad["bb"] and "bb.json" in bad["bb"]
    assert f"a number of {len(LONG)} digits" in bad["dddd"]
