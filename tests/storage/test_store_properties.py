"""Whatever lands in the incidents folder, the listing lists it and never fails."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.incident import dumps, to_json
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.summary import EntryProblem
from tests.storage.store_samples import revoke

INCIDENT = dumps(revoke()).encode()
PROBLEMS = {p.value for p in EntryProblem}
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                    max_leaves=20)  # fmt: skip


def listed(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "x.json").write_bytes(data)
        store = IncidentStore(Path(folder))
        [entry] = store.entries()
        assert entry.name == "x.json"
        assert entry.readable or (entry.problem in PROBLEMS and entry.error)
        assert all(isinstance(getattr(entry, f), str) for f in ("date", "event", "session", "kind", "status"))
        assert entry.board is None or (type(entry.board) is int and entry.board >= 1)
        assert all(isinstance(x, str) for x in entry.laws + entry.players)
        assert IncidentStore(Path(folder)).entries() == [entry]  # and the same again from the cache


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_are_listed(data: bytes) -> None:
    listed(data)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_an_incident_with_bytes_damaged_is_listed(data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(INCIDENT) - 1))
    cut = data.draw(st.integers(at, min(len(INCIDENT), at + 40)))
    listed(INCIDENT[:at] + data.draw(st.binary(max_size=40)) + INCIDENT[cut:])


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_an_incident_with_any_value_at_any_key_is_listed(data: st.DataObject) -> None:
    document: dict[str, Any] = to_json(revoke())
    node = document
    while True:  # walk down to a random key, then put anything there
        key = data.draw(st.sampled_from(sorted(node)))
        if isinstance(node[key], dict) and node[key] and data.draw(st.booleans()):
            node = node[key]
            continue
        node[key] = data.draw(JSON)
        break
    listed(json.dumps(document, ensure_ascii=False).encode())
